/* rules.h: the rules core's public interface: positions, moves, traces and game records. */
#ifndef RULES_H
#define RULES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * The rules core is pure C11: no SDL, no I/O, no globals. A position is a
 * small plain struct that may be copied freely. Applying a move to a position
 * gives the next position and, if asked, a trace of the events the screen
 * animates. Every skip, capture and end in a trace names the rule of
 * docs/RULES.md that caused it.
 */

enum {
    RULES_MAX_HOLES = 48,
    RULES_MAX_MOVES = 80,
    RULES_NO_HOLE = 255,
    RULES_MOVE_TEXT_MAX = 32 /* "offer:1,2,3" and the like, with NUL */
};

/* X(enum constant, stem of its RulesGameDef in src/rules/<game>.c). What
 * each game is (names, board, ends …) is its RulesGameInfo, there. */
#define RULES_GAME_LIST(X)                                                     \
    X(RULES_GAME_GORE, gore)                                                   \
    X(RULES_GAME_BAO_KIGOGO, bao)                                              \
    X(RULES_GAME_MODIAR, modiar)                                               \
    X(RULES_GAME_AYOAYO, ayoayo)                                               \
    X(RULES_GAME_URIM, urim)

#define RULES_X_ENUM(id, stem) id,
typedef enum RulesGameId { RULES_GAME_LIST(RULES_X_ENUM) RULES_GAME_COUNT } RulesGameId;

/* Every clause id of docs/RULES.md. X(enum constant, id as written) */
#define RULES_RULE_LIST(X)                                                     \
    X(RULES_RULE_NONE, "")                                                     \
    X(RULES_RULE_C_1, "C-1") X(RULES_RULE_C_2, "C-2")                          \
    X(RULES_RULE_C_3, "C-3") X(RULES_RULE_C_4, "C-4")                          \
    X(RULES_RULE_C_5, "C-5") X(RULES_RULE_C_6, "C-6")                          \
    X(RULES_RULE_C_7, "C-7") X(RULES_RULE_C_8, "C-8")                          \
    X(RULES_RULE_C_9, "C-9")                                                   \
    X(RULES_RULE_GORE_1, "GORE-1") X(RULES_RULE_GORE_2, "GORE-2")              \
    X(RULES_RULE_GORE_3, "GORE-3") X(RULES_RULE_GORE_4, "GORE-4")              \
    X(RULES_RULE_GORE_5, "GORE-5") X(RULES_RULE_GORE_6, "GORE-6")              \
    X(RULES_RULE_GORE_7, "GORE-7") X(RULES_RULE_GORE_8, "GORE-8")              \
    X(RULES_RULE_GORE_9, "GORE-9")                                             \
    X(RULES_RULE_BAO_1, "BAO-1") X(RULES_RULE_BAO_2, "BAO-2")                  \
    X(RULES_RULE_BAO_3, "BAO-3") X(RULES_RULE_BAO_4, "BAO-4")                  \
    X(RULES_RULE_BAO_5, "BAO-5") X(RULES_RULE_BAO_6, "BAO-6")                  \
    X(RULES_RULE_BAO_7, "BAO-7") X(RULES_RULE_BAO_8, "BAO-8")                  \
    X(RULES_RULE_MOD_1, "MOD-1") X(RULES_RULE_MOD_2, "MOD-2")                  \
    X(RULES_RULE_MOD_3, "MOD-3") X(RULES_RULE_MOD_4, "MOD-4")                  \
    X(RULES_RULE_MOD_5, "MOD-5") X(RULES_RULE_MOD_6, "MOD-6")                  \
    X(RULES_RULE_MOD_7, "MOD-7")                                               \
    X(RULES_RULE_AYO_1, "AYO-1") X(RULES_RULE_AYO_2, "AYO-2")                  \
    X(RULES_RULE_AYO_3, "AYO-3") X(RULES_RULE_AYO_4, "AYO-4")                  \
    X(RULES_RULE_AYO_5, "AYO-5") X(RULES_RULE_AYO_6, "AYO-6")                  \
    X(RULES_RULE_AYO_7, "AYO-7")                                               \
    X(RULES_RULE_URIM_1, "URIM-1") X(RULES_RULE_URIM_2, "URIM-2")              \
    X(RULES_RULE_URIM_3, "URIM-3") X(RULES_RULE_URIM_4, "URIM-4")              \
    X(RULES_RULE_URIM_5, "URIM-5") X(RULES_RULE_URIM_6, "URIM-6")              \
    X(RULES_RULE_URIM_7, "URIM-7") X(RULES_RULE_URIM_8, "URIM-8")              \
    X(RULES_RULE_URIM_9, "URIM-9") X(RULES_RULE_URIM_10, "URIM-10")

#define RULES_X_ENUM1(id, text) id,
typedef enum RulesRule { RULES_RULE_LIST(RULES_X_ENUM1) RULES_RULE_COUNT } RulesRule;

typedef enum RulesSide { RULES_SOUTH = 0, RULES_NORTH = 1 } RulesSide;

typedef enum RulesWinner {
    RULES_WINNER_NONE = 0, /* still playing */
    RULES_WINNER_SOUTH,
    RULES_WINNER_NORTH,
    RULES_WINNER_DRAW
} RulesWinner;

typedef enum RulesEndReason {
    RULES_END_NONE = 0,
    RULES_END_GAME_RULE,  /* the game's own condition (GORE-8) */
    /* The player to move has no legal move (C-8): nothing they may sow
     * (their row is empty; Modiar: only single seeds, MOD-2; Bao: BAO-4) */
    RULES_END_NO_MOVES,
    RULES_END_REPETITION, /* C-6, or BAO-7's first repeat */
    /* No legal move either, though the player to move has counters: the
     * opponent's row is empty and no move feeds it (AYO-6, URIM-7/8) */
    RULES_END_NO_FEED,
    /* No legal move either: every move the player to move could sow would
     * capture all the opponent's counters (MOD-6, MOD-7) */
    RULES_END_GRAND_SLAMS
} RulesEndReason;

/* The game ended because the player to move had no legal move (C-8),
 * whichever the reason: NO_MOVES, NO_FEED or GRAND_SLAMS. */
bool rules_end_stuck(int reason);

typedef enum RulesMoveKind {
    RULES_MOVE_SOW = 0, /* sow from `hole` */
    RULES_MOVE_PASS,    /* GORE-7 */
    RULES_MOVE_OFFER,   /* GORE-6: offer the holes in the bitmask `offer` */
    RULES_MOVE_ACCEPT,
    RULES_MOVE_DECLINE
} RulesMoveKind;

typedef struct RulesMove {
    uint8_t kind;  /* RulesMoveKind */
    uint8_t hole;  /* RULES_MOVE_SOW: the hole sown from */
    uint8_t offer; /* RULES_MOVE_OFFER: bit i set = hole i offered */
} RulesMove;

/*
 * A position: everything that decides what happens next. Copy it with `=`.
 * `declined` and `moves_played` are history facts, not part of a position in
 * the sense of C-6 (rules_position_key() leaves them out).
 */
typedef struct RulesPosition {
    uint8_t holes[RULES_MAX_HOLES]; /* counts, absolute order (C-2, C-3) */
    uint64_t north_owned; /* bit i set: North owns hole i (changes in Goré) */
    /* bit i set: hole i carries its game's mark (RulesGameInfo.mark_rule),
     * the state a hole may have beyond its counters and owner; 0 in a game
     * without marks */
    uint64_t marked;
    uint16_t captured[2]; /* store, captured pile or removed counters */
    uint16_t moves_played;
    uint8_t game;          /* RulesGameId */
    uint8_t holes_per_row; /* 3, 4, 6, 7 or 12 */
    uint8_t hole_count;    /* 6, 8, 12, 14 or 48 */
    uint8_t to_move;       /* RulesSide; after the end, who would move next */
    uint8_t offer;    /* Goré: bitmask of the holes offered, 0 when none */
    uint8_t must_sow; /* Goré: bit s set = side s must sow before offering */
    uint8_t declined; /* Goré: bit s set = side s declined an offer */
    uint8_t over;     /* bool */
    uint8_t winner;   /* RulesWinner */
    uint8_t end_reason; /* RulesEndReason */
    uint8_t end_rule;   /* RulesRule that ended the game */
} RulesPosition;

/* Where an event moves counters from or to. */
typedef enum RulesPlace {
    RULES_AT_NOWHERE = 0, /* no counter moves */
    RULES_AT_HOLE,        /* the event's hole */
    RULES_AT_HAND,        /* the hand sowing the move */
    RULES_AT_PILE         /* the event side's store, pile or removed ones */
} RulesPlace;

/* How many counters an event moves. */
typedef enum RulesAmount {
    RULES_MOVES_NONE = 0, /* none: the hand passes over the hole */
    RULES_MOVES_COUNT,    /* `count` of them */
    RULES_MOVES_ONE       /* one; `count` is what the place it goes to
                             holds after it */
} RulesAmount;

/* What an event is to the move: part of its sowing, what the move did, or
 * what follows from that (payments after a trade, the end's sweep). */
typedef enum RulesRole {
    RULES_ROLE_SOWING = 0,
    RULES_ROLE_OUTCOME,
    RULES_ROLE_FOLLOWS
} RulesRole;

/* What an event's `count` says. */
typedef enum RulesCountSays {
    RULES_SAYS_NOTHING = 0, /* nothing (0) */
    RULES_SAYS_COUNTERS,    /* a number of counters (see `amount`) */
    RULES_SAYS_END_REASON   /* a RulesEndReason */
} RulesCountSays;

/* What an event's `extra` holds. */
typedef enum RulesExtra {
    RULES_EXTRA_NONE = 0,
    RULES_EXTRA_HOLES,  /* a bitmask of holes (an offer's: GORE-6, so at
                           most 8 holes, rules_game_misfit()) */
    RULES_EXTRA_WINNER  /* a RulesWinner */
} RulesExtra;

/* What an event changes of its `hole` besides the counters in it, as
 * bits; every reader follows it through rules_event_change(). */
typedef enum RulesChange {
    RULES_CHANGE_NONE = 0,
    RULES_CHANGE_OWNER = 1, /* the hole is `side`'s from now on (GORE-6) */
    RULES_CHANGE_MARK = 2,  /* the hole carries its game's mark from now on
                               (RulesGameInfo.mark_rule) */
    RULES_CHANGE_UNMARK = 4, /* the hole's mark is taken off */
    /* the hole is `side`'s and marked: a hole that becomes a store */
    RULES_CHANGE_OWNER_MARK = RULES_CHANGE_OWNER | RULES_CHANGE_MARK
} RulesChange;

/*
 * Events of a trace, one row each: X(enum constant, name used in
 * mancala-cli trace, from, to, amount, role, count says, extra, change).
 * What an event moves is its row (counters from one place to the other; a
 * new lap whenever they go into the hand, the first with `lap` 1), and so
 * is what its fields mean and what else it changes of its hole, so the
 * screen, the sound, the command line and the tests replay any event from
 * the row; a new shape of move is a new row. Fields beyond those the row
 * names: see each comment.
 */
#define RULES_EVENT_LIST(X)                                                    \
    /* the move picks up `count` from `hole` */                                \
    X(RULES_EV_LIFT, "lift", HOLE, HAND, COUNT, SOWING, COUNTERS, NONE, NONE)  \
    /* one counter sown into `hole`, which holds `count` after it */           \
    X(RULES_EV_SOW, "sow", HAND, HOLE, ONE, SOWING, COUNTERS, NONE, NONE)      \
    /* `hole` passed over, by `rule`; `extra`: the counters it already     \
     * holds when it is full (URIM-3), 0 when it is the hole the sowing     \
     * started from */                                                     \
    X(RULES_EV_SKIP, "skip", HAND, HOLE, NONE, SOWING, NOTHING, NONE, NONE)    \
    /* relay pick-up of `count` from `hole`, starting lap `lap` */             \
    X(RULES_EV_RELAY, "relay", HOLE, HAND, COUNT, SOWING, COUNTERS, NONE,      \
      NONE)                                                                    \
    /* `count` from `hole` to the capturer `side`, by `rule` */                \
    X(RULES_EV_CAPTURE, "capture", HOLE, PILE, COUNT, OUTCOME, COUNTERS, NONE, \
      NONE)                                                                    \
    /* `side` offers the holes of the bitmask `extra` */                       \
    X(RULES_EV_OFFER, "offer", NOWHERE, NOWHERE, NONE, OUTCOME, NOTHING,       \
      HOLES, NONE)                                                             \
    /* `side` accepts the holes of the bitmask `extra` (a transfer for each    \
     * follows) */                                                             \
    X(RULES_EV_ACCEPT, "accept", NOWHERE, NOWHERE, NONE, OUTCOME, NOTHING,     \
      HOLES, NONE)                                                             \
    /* `side` declines, by `rule` (GORE-9) */                                  \
    X(RULES_EV_DECLINE, "decline", NOWHERE, NOWHERE, NONE, OUTCOME, NOTHING,   \
      HOLES, NONE)                                                             \
    /* `count` paid from `side`'s pile into `hole`, which is `side`'s from     \
     * now on, by `rule` (GORE-6) */                                           \
    X(RULES_EV_TRANSFER, "transfer", PILE, HOLE, COUNT, FOLLOWS, COUNTERS,     \
      NONE, OWNER)                                                             \
    /* `side` passes, by `rule` */                                             \
    X(RULES_EV_PASS, "pass", NOWHERE, NOWHERE, NONE, OUTCOME, NOTHING, NONE,   \
      NONE)                                                                    \
    /* `rule` stopped a capture (of `count`) */                                \
    X(RULES_EV_NOTE, "note", NOWHERE, NOWHERE, NONE, OUTCOME, COUNTERS, NONE,  \
      NONE)                                                                    \
    /* end sweep: `count` from `hole` to `side`'s pile, by `rule` */           \
    X(RULES_EV_SWEEP, "sweep", HOLE, PILE, COUNT, FOLLOWS, COUNTERS, NONE,     \
      NONE)                                                                    \
    /* the end: extra = RulesWinner, rule, count = RulesEndReason */           \
    X(RULES_EV_END, "end", NOWHERE, NOWHERE, NONE, FOLLOWS, END_REASON,        \
      WINNER, NONE)

#define RULES_X_ENUM2(id, name, from, to, amount, role, says, extra, change) id,
typedef enum RulesEventKind { RULES_EVENT_LIST(RULES_X_ENUM2) RULES_EV_COUNT } RulesEventKind;

/* An event's row of RULES_EVENT_LIST. */
typedef struct RulesEventShape {
    const char *name; /* "lift" */
    RulesPlace from, to;
    RulesAmount amount;
    RulesRole role;
    RulesCountSays says;
    RulesExtra extra;
    int change; /* RulesChange bits */
} RulesEventShape;

typedef struct RulesEvent {
    uint8_t kind;   /* RulesEventKind */
    uint8_t hole;   /* hole concerned, or RULES_NO_HOLE */
    uint8_t side;   /* RulesSide of the player who acts or gains */
    uint8_t rule;   /* RulesRule that explains it, or RULES_RULE_NONE */
    uint16_t count; /* counters concerned (see the list above) */
    uint16_t lap;   /* lap number of the move, 1 for the first lap */
    uint8_t extra;  /* see the list above */
} RulesEvent;

/*
 * A growing list of events. Zero-initialise it; the core grows it with
 * realloc, and the caller frees it with rules_trace_free(). If memory runs
 * out the trace stops growing and `truncated` is set; the move itself is
 * still applied correctly.
 */
typedef struct RulesTrace {
    RulesEvent *events;
    size_t len, cap;
    bool truncated;
} RulesTrace;

/*
 * Why a move is not legal: the rule and a short English sentence for
 * people. `format` is the sentence's template (a string literal, "hole %d
 * is empty") and `hole` the number it puts in for "%d" (-1 if none), so a
 * front end can translate the template and fill it in itself.
 */
typedef struct RulesWhy {
    RulesRule rule;
    char text[120];
    const char *format;
    int hole;
} RulesWhy;

typedef enum RulesError {
    RULES_OK = 0,
    RULES_ERR_UNKNOWN_GAME,
    RULES_ERR_BAD_VARIANT,
    RULES_ERR_BAD_NOTATION,
    RULES_ERR_ILLEGAL,
    RULES_ERR_BAD_POSITION,
    RULES_ERR_NO_MEMORY
} RulesError;

/* ---- Games: one description each ---- */

enum { RULES_MAX_VARIANTS = 3 };

/* Where captured counters go. */
typedef enum RulesCaptures {
    RULES_CAPTURES_PILES = 0, /* a captured pile beside the board per player */
    RULES_CAPTURES_STORES,    /* a store at each row end, never sown (C-2) */
    RULES_CAPTURES_REMOVED    /* out of play, counted per capturer (BAO-1) */
} RulesCaptures;

/* What the end does with the counters left on the board. */
typedef enum RulesSweep {
    RULES_SWEEP_OWN_HOLES = 0, /* each player adds those in the holes they
                                  own to their pile (C-9) */
    RULES_SWEEP_NONE           /* they stay on the board (BAO-6) */
} RulesSweep;

/* Who wins a finished game. */
typedef enum RulesScoring {
    RULES_SCORING_PILES = 0, /* the larger pile after the sweep; equal piles
                                draw (C-9) */
    RULES_SCORING_STUCK_LOSES /* the player left without a legal move loses;
                                 an end by repetition draws (BAO-6, BAO-7) */
} RulesScoring;

/*
 * What a game is, for every layer: the rules core plays by it, and the
 * session, the computer player, the command line and the screens read it
 * instead of asking which game it is. One per game, in the game's own file
 * (src/rules/<game>.c); rules_game_info() hands it out.
 */
typedef struct RulesGameInfo {
    RulesGameId id;
    const char *name;  /* command-line and file name: "bao-kigogo" */
    const char *title; /* display title, UTF-8: "Bao Kigogo" */
    RulesRule setup_rule; /* the clause that sets the board up: GORE-1 */
    int rows; /* rows of holes: 2 (numbered as C-2) or 4 (as C-3) */
    /* Holes in a row, the default first, 0-terminated; a game played with
     * several is played with one of them, chosen before play (URIM-1). */
    int variants[RULES_MAX_VARIANTS + 1];
    RulesCaptures captures;
    RulesSweep sweep;
    RulesScoring scoring;
    bool owners_change; /* holes change owner (GORE-2, GORE-6) */
    /* Players may offer holes and answer offers (GORE-6): the moves
     * offer, accept and decline, and RulesPosition's offer, must_sow and
     * declined. Offers name holes in 8-bit masks: 8 holes at most. */
    bool offers;
    /* The clause that marks holes (RulesPosition.marked): a hole that
     * becomes a store, say; RULES_RULE_NONE: the game marks none. */
    RulesRule mark_rule;
    /* A position that occurs for the repeat_limit-th time ends the game:
     * 3 by C-6, 2 by BAO-7 (repeat_rule names the clause). */
    int repeat_limit;
    RulesRule repeat_rule;
    /* The clause that ends the game when the player to move has no legal
     * move (C-8): GORE-7, BAO-6, MOD-7, AYO-7, URIM-8. */
    RulesRule no_moves_rule;
    /* The match points the winner of a finished game scores: a game played
     * to N points counts them (rules_match_points()). NULL: 1 a win.
     * points_rule names the game's own clause (URIM-9), else NONE. */
    int (*points)(const RulesPosition *p);
    RulesRule points_rule;
    /* The clause of the game's matches (URIM-10: a target, the first
     * player alternating), or RULES_RULE_NONE. */
    RulesRule match_rule;
    /* A label on a finished game's result, as the clause that gives it
     * (GORE-9's "victory without glory"), or RULES_RULE_NONE; NULL: the
     * game has none. note_rule names the clause it may give. */
    RulesRule (*note)(const RulesPosition *p);
    RulesRule note_rule;
} RulesGameInfo;

/* The description of a game; NULL for an id that is not a game. */
const RulesGameInfo *rules_game_info(RulesGameId game);
/* NULL when the game's description keeps to the core's fixed sizes
 * (RULES_MAX_HOLES, 8-hole offers, 255 counters a hole, ...), else the one
 * it breaks, in a sentence: the check of a game's registration, run for
 * every game by test_rules_info. */
const char *rules_game_misfit(RulesGameId game);
const char *rules_game_name(RulesGameId game);  /* "bao-kigogo" */
const char *rules_game_title(RulesGameId game); /* "Bao Kigogo" (UTF-8) */
bool rules_game_from_name(const char *name, RulesGameId *out);
/* Every game's name, in order, separated by ", ": "gore, bao-kigogo, …".
 * Cut short to fit `size`; returns the length the whole list needs. */
size_t rules_game_name_list(char *buf, size_t size);
/* The row lengths a game may be played with; the first is the default. */
int rules_game_variants(RulesGameId game, int out[RULES_MAX_VARIANTS]);
/* Counters at the start of a game variant (holes_per_row 0: the default);
 * 0 when there is no such game or variant. */
int rules_game_start_total(RulesGameId game, int holes_per_row);
/* Where a hole is drawn: row 0 at the top, column 0 at the left as South
 * sees the board, in the numbering of C-2 (two rows) or C-3 (four). */
void rules_hole_cell(RulesGameId game, int holes_per_row, int hole, int *row,
                     int *col);
const char *rules_rule_id(RulesRule rule); /* "GORE-5" */
const char *rules_event_name(RulesEventKind kind);
/* The row of an event kind; a row of nothing for a kind that is none. */
const RulesEventShape *rules_event_shape(int kind);

/* ---- Positions ---- */
/* holes_per_row 0 means the default. */
RulesError rules_setup(RulesPosition *p, RulesGameId game, int holes_per_row);
int rules_start_total(const RulesPosition *p); /* counters at the start */
RulesSide rules_owner(const RulesPosition *p, int hole);
/* Is this a position that can exist? (hole counts, total, Urim's 17 cap) */
bool rules_position_valid(const RulesPosition *p, RulesWhy *why);
/* Can a game be played from this position, set up by hand (the board
 * editor)? rules_position_valid(), then every other limit of the rule
 * book: the game not over, its own limits (Bao's circuits each hold their
 * side's counters, GORE-8's end not reached), and a legal move for the
 * side to move (C-8). The first failed limit is in `why` (its template
 * and hole, like a move's). */
bool rules_position_check(const RulesPosition *p, RulesWhy *why);
/* A hash of the position in the sense of C-6. */
uint64_t rules_position_key(const RulesPosition *p);
bool rules_position_same(const RulesPosition *a, const RulesPosition *b);

/* ---- Moves ---- */
/* Every legal move, sorted as mancala-cli prints them. Returns the count. */
int rules_legal_moves(const RulesPosition *p, RulesMove out[RULES_MAX_MOVES]);
bool rules_is_legal(const RulesPosition *p, RulesMove m, RulesWhy *why);
/* Every legal move and the position each leads to, for tools that walk
 * all positions (the endgame tables): the move played and the game's own
 * end applied, but neither C-6 nor the next player's moves (C-8) looked
 * at, and `moves_played` unchanged. Same order as rules_legal_moves(). */
int rules_legal_children(const RulesPosition *p,
                         RulesMove moves[RULES_MAX_MOVES],
                         RulesPosition next[RULES_MAX_MOVES]);
/* What rules_apply() adds to such a child, for searches that settle only
 * the children they visit: C-8, the game ends when the side to move has no
 * legal move (finding one sows at most until the first legal move). */
void rules_settle(RulesPosition *p);
/*
 * Apply a legal move (check with rules_is_legal first). `out` may equal `p`.
 * `trace` may be NULL. This knows no history, so repetition (C-6) never
 * ends the game here; rules_game_play() adds it.
 */
void rules_apply(const RulesPosition *p, RulesMove m, RulesPosition *out,
                 RulesTrace *trace);
bool rules_move_equal(RulesMove a, RulesMove b);
/* C-4 notation. format returns the length written. */
int rules_move_format(RulesMove m, char *buf, size_t size);
RulesError rules_move_parse(const char *text, RulesMove *out);

/* ---- Results ---- */
/* The match points the winner of a finished game scores (the game's
 * RulesGameInfo.points, else 1); 0 for a draw or a game still played. */
int rules_match_points(const RulesPosition *p);
/* The label on a finished game's result (RulesGameInfo.note): the clause
 * that gives it, RULES_RULE_NONE when there is none. */
RulesRule rules_result_note(const RulesPosition *p);
/*
 * Ends the game now, as the game's description says (sweep, scoring), with
 * `reason` and the clause `rule` that ends it: what the core does when a
 * game ends, for tools that score positions the same way (the computer
 * player). `trace` may be NULL.
 */
void rules_finish(RulesPosition *p, RulesEndReason reason, RulesRule rule,
                  RulesTrace *trace);

/* ---- Traces ---- */

/* What a move's trace says it did, read from the events' rows. */
typedef struct RulesTraceSummary {
    int lifted;   /* counters picked up first, 0 for a move that sows none */
    int laps;     /* laps sown: 1 + relays, 0 for a move that sows none */
    int end_hole; /* where the last counter sown went: its hole, or -1 */
    bool end_in_pile; /* the last counter sown went to the mover's store */
    int captured; /* counters the mover took by the move (not the sweep) */
    uint64_t captured_from; /* bit i: the mover took from hole i */
} RulesTraceSummary;

/* `mover` is the side that played the move (the position's to_move before
 * it), never assumed from the side to move after it. */
void rules_trace_summary(const RulesTrace *t, RulesSide mover,
                         RulesTraceSummary *out);
/* rules_apply() of the legal move `m` to `p`, summed up for its mover
 * (p->to_move) without keeping the trace: what the move would do, for the
 * previews of a hovered hole. */
void rules_move_summary(const RulesPosition *p, RulesMove m,
                        RulesTraceSummary *out);
/* What an event changes of its hole besides its counters (its row's
 * `change`), applied to the owners (bit i: North owns hole i) and marks a
 * reader of the trace keeps: the one place that follows such a change, for
 * the screen's animation and the tests' replay alike. */
void rules_event_change(const RulesEvent *e, uint64_t *north_owned,
                        uint64_t *marked);
void rules_trace_clear(RulesTrace *t);
void rules_trace_free(RulesTrace *t);

/* ---- Game records: a start, the moves, and every position since ---- */
typedef struct RulesGame {
    RulesPosition *positions; /* [0] is the start, [len-1] the current */
    RulesMove *moves;         /* moves[i] led from positions[i] to [i+1] */
    uint64_t *keys;           /* rules_position_key of each position */
    size_t len, cap;
    /* How often each key occurs among the positions: an open-addressing
     * table of `seen_size` slots (count + 1, 0 = empty slot). */
    uint64_t *seen_keys;
    uint32_t *seen_counts;
    size_t seen_size, seen_used;
    /* The legal moves of the current position and what each one's sowing
     * left for the position it leads to (the rules core's own), worked out
     * when the record changes, so playing one of them sows nothing again
     * and only that one becomes a position. */
    RulesMove *legal;             /* [RULES_MAX_MOVES] */
    struct RulesSown *legal_sown; /* [RULES_MAX_MOVES] */
    int legal_count;
    /* The same of the start, which never changes, kept for a new game
     * from it (rules_game_truncate(g, 1): random play-outs): at
     * [RULES_MAX_MOVES] of both. */
    int start_count;
} RulesGame;

RulesError rules_game_init(RulesGame *g, const RulesPosition *start);
void rules_game_free(RulesGame *g);
const RulesPosition *rules_game_current(const RulesGame *g);
/* rules_legal_moves() of the current position, known without work. */
int rules_game_legal_moves(const RulesGame *g, RulesMove out[RULES_MAX_MOVES]);
/* Check and play a move, ending the game by repetition where C-6/BAO-7 say. */
RulesError rules_game_play(RulesGame *g, RulesMove m, RulesTrace *trace,
                           RulesWhy *why);
/* The same for a move known to be legal (one of rules_legal_moves() of the
 * current position): found in the listed moves, which were sown when
 * listed, so nothing is checked or sown again; RULES_ERR_ILLEGAL for a
 * move that is not among them. */
RulesError rules_game_play_legal(RulesGame *g, RulesMove m, RulesTrace *trace);
/* How many legal moves the current position has: rules_game_legal_moves()
 * without the copy (0 once the game is over). */
int rules_game_legal_count(const RulesGame *g);
/* Plays the `index`th move of rules_game_legal_moves() (0 <= index <
 * rules_game_legal_count()), as rules_game_play_legal() would: a random
 * play-out's step, which need not look the move up. */
RulesError rules_game_play_listed(RulesGame *g, int index, RulesTrace *trace);
/* How many times the position seen most often in the record has occurred
 * (1 when none came back): C-6 ends the game when one reaches the game's
 * repeat_limit, so the players can be told how near that is. */
int rules_game_most_seen(const RulesGame *g);
/* Keep only the first `len` positions (len >= 1): the way to undo. */
void rules_game_truncate(RulesGame *g, size_t len);
/* Play a list of moves in notation separated by white space. On an error
 * `*failed` is the 1-based index of the bad move (its text is in `bad`, of
 * size RULES_MOVE_TEXT_MAX), `why` says why; the moves before it stay
 * played. */
RulesError rules_game_play_text(RulesGame *g, const char *moves, int *failed,
                                char *bad, RulesWhy *why);

#endif
