/* session.h: games in progress: undo and redo, the move list and browsing it, replay, save and load, matches. */
#ifndef SESSION_H
#define SESSION_H

#include "rules.h"

#include <stdbool.h>
#include <stddef.h>

/*
 * The session ("mid-end") sits between the rules core and the screen. It
 * owns one game in progress: the rules core's RulesGame record, the moves
 * that can be redone, a move list with friendly labels, an optional browsed
 * position, the player names and the match score. Everything a player
 * expects undo to restore lives in the RulesGame; the browsed position and
 * the redo list are session state on top of it.
 *
 * No rule is worked out here: every move goes through rules_game_play(),
 * every label is read from the core's trace, and a loaded file is replayed
 * move by move through the core, so no file can produce an impossible
 * position.
 *
 * Ownership: session_new() and session_load() return a Session that the
 * caller frees with session_free(). Pointers returned by the session (to
 * positions, names, move information) stay valid until the next call that
 * changes the session.
 *
 * Indices: move i (0-based) led from position i to position i + 1, so
 * position 0 is the start and position session_move_count() is the current
 * one.
 */

enum {
    SESSION_FORMAT_VERSION = 2,    /* the newest save format it reads */
    SESSION_FORMAT_OLDEST = 1,     /* the oldest save format it reads */
    SESSION_LEVEL_MAX = 16,        /* a computer level's name, with the NUL */
    SESSION_THINK_MIN = 100,       /* the computer's think time, in ms */
    SESSION_THINK_MAX = 60000,
    SESSION_NAME_MAX = 64,         /* player name bytes, with the NUL */
    SESSION_DATE_MAX = 32,         /* "2026-11-30T10:00:00Z", with the NUL */
    SESSION_LABEL_MAX = 160,       /* a friendly move label, with the NUL */
    SESSION_MESSAGE_MAX = 640,     /* an error message, with the NUL */
    SESSION_FILE_MAX = 1024 * 1024, /* a bigger save file is refused */
    SESSION_LINE_MAX = 4096,       /* a longer line in a save is refused */
    SESSION_MATCH_MAX = 99,        /* the highest match target */
    SESSION_HINTS_MAX = 9999       /* hints counted for a side, at most */
};

typedef enum SessionStatus {
    SESSION_OK = 0,
    SESSION_ERR_NO_MEMORY,
    SESSION_ERR_BAD_ARGUMENT, /* unknown game, bad variant, index, target */
    SESSION_ERR_ILLEGAL,      /* a move that is not legal (message says why) */
    SESSION_ERR_GAME_OVER,    /* the game is over: no move can be played */
    SESSION_ERR_REVIEWING,    /* playing would discard later moves: ask */
    SESSION_ERR_NOT_FOUND,    /* the file does not exist */
    SESSION_ERR_READ,         /* the file exists but cannot be read */
    SESSION_ERR_WRITE,        /* cannot write; any earlier save is intact */
    SESSION_ERR_TOO_BIG,      /* the file is over SESSION_FILE_MAX bytes */
    SESSION_ERR_NOT_TEXT,     /* binary data: NUL, control bytes, bad UTF-8 */
    SESSION_ERR_FORMAT,       /* not a save, a malformed line, truncated */
    SESSION_ERR_VERSION,      /* a format version this program cannot read */
    SESSION_ERR_UNKNOWN_GAME, /* a game or variant this program does not know */
    SESSION_ERR_BAD_MOVE      /* a move in the file is malformed or illegal */
} SessionStatus;

/*
 * What went wrong, for people. `message` is one line, ready to show or print
 * on standard error. For files it names the file and, when a line is to
 * blame, the line: "game.mancala:7: move 5 ("3") is not legal: hole 3 is
 * empty". `line` is that line number (1-based), 0 when no line is to blame.
 */
typedef struct SessionError {
    SessionStatus status;
    int line;
    char message[SESSION_MESSAGE_MAX];
} SessionError;

typedef struct Session Session;

/*
 * One entry of the move list, taken from the core's trace of the move. The
 * parts are exposed so the screen can build a translated label; the English
 * label comes from session_label_format().
 */
typedef struct SessionMoveInfo {
    RulesMove move;
    char notation[RULES_MOVE_TEXT_MAX]; /* C-4: "3", "offer:1,2", "pass" */
    RulesSide side;      /* who played it */
    int laps;            /* sowing laps (1 + relay pick-ups); 0 if no sowing */
    int captured;        /* counters the mover captured with this move */
    unsigned offer;      /* offer/accept/decline: bitmask of the holes */
    bool ended;          /* this move ended the game */
    RulesWinner winner;  /* when `ended`: who won */
    RulesEndReason end_reason; /* when `ended`: why */
} SessionMoveInfo;

/* ---- Sessions ---- */

/*
 * A new game, South to move (C-1). holes_per_row 0 means the game's default
 * variant. NULL names mean "South" and "North"; names are cleaned (control
 * characters dropped, cut to SESSION_NAME_MAX - 1 bytes on a character
 * boundary). Returns NULL for an unknown game or variant, or out of memory.
 */
Session *session_new(RulesGameId game, int holes_per_row,
                     const char *south_name, const char *north_name);
/* A game from a board set up by hand (the board editor): `start` as its
 * first position, its side to move first; NULL when the rules cannot
 * start a game there (rules_position_check) or out of memory. Saved with a
 * "start:" line (docs/SAVE-FORMAT.md). */
Session *session_new_at(const RulesPosition *start, const char *south_name,
                        const char *north_name);
/* Did the game start from a board set up by hand? */
bool session_set_up(const Session *s);
void session_free(Session *s);

RulesGameId session_game(const Session *s);
int session_holes_per_row(const Session *s);
const char *session_player_name(const Session *s, RulesSide side);
void session_set_player_name(Session *s, RulesSide side, const char *name);
/* When the game began, UTC, ISO 8601 ("2026-11-30T10:00:00Z"). */
const char *session_date(const Session *s);
/* The game record (the live game, whatever is being browsed). */
const RulesGame *session_record(const Session *s);
/* The live game's current position. */
const RulesPosition *session_position(const Session *s);
bool session_over(const Session *s);

/*
 * The computer opponent of this game, kept so that a saved game against the
 * computer is played against it again once loaded. The session only keeps
 * and saves it; src/ai plays, so the level is held by its name.
 */
typedef struct SessionOpponent {
    unsigned sides; /* bit (1 << side) for each side it plays; 0: two people */
    char level[SESSION_LEVEL_MAX]; /* "beginner", "club" or "expert" */
    int think_ms; /* SESSION_THINK_MIN .. SESSION_THINK_MAX */
} SessionOpponent;

/*
 * Sets who the computer plays (NULL or sides 0: two people, the default).
 * Returns SESSION_ERR_BAD_ARGUMENT, and changes nothing, for sides beyond
 * both, an unknown level or a think time out of range.
 */
SessionStatus session_set_opponent(Session *s, const SessionOpponent *o);
/* The opponent; sides is 0 for a game between two people. */
SessionOpponent session_opponent(const Session *s);
/* Is `name` a computer level a save may name? */
bool session_level_known(const char *name);

/*
 * The hints each side was shown (issue 52: a win with a hint at every
 * move is not the same win). Counted from the game's start, over all the
 * games of a match; an undo does not take one back. Saved in a "hints:"
 * line; a save without one (every older save) loads with none.
 */
void session_count_hint(Session *s, RulesSide side);
int session_hints(const Session *s, RulesSide side);

/* ---- Playing, undo and redo ---- */

/*
 * Plays a move in the live game. `trace` (may be NULL) receives the events
 * to animate; it is cleared first. Playing clears the redo list. When the
 * session is browsing an earlier position, the move is not played and
 * SESSION_ERR_REVIEWING is returned: ask the player, then call
 * session_take_over() and play again. (Browsing the current position is
 * not an obstacle: the session just goes back to the game.) `err` may be
 * NULL.
 */
SessionStatus session_play(Session *s, RulesMove m, RulesTrace *trace,
                           SessionError *err);
/* The same with a move in C-4 notation ("3", "offer:1,2", "accept"). */
SessionStatus session_play_text(Session *s, const char *notation,
                                RulesTrace *trace, SessionError *err);

/*
 * Undo takes back the last move (a sowing, a pass, an offer or an answer)
 * and keeps it for redo; redo plays it again, filling `trace` (may be NULL)
 * for the animation. Both stop browsing first. They return false when
 * there is nothing to undo or redo.
 */
bool session_can_undo(const Session *s);
bool session_can_redo(const Session *s);
bool session_undo(Session *s);
bool session_redo(Session *s, RulesTrace *trace);
size_t session_redo_count(const Session *s);

/* ---- The move list ---- */

size_t session_move_count(const Session *s);
/* Move i (0 <= i < session_move_count()), or NULL. */
const SessionMoveInfo *session_move_info(const Session *s, size_t i);
/*
 * The English label of a move: "South sows hole 3 — 2 laps, captures 5",
 * "North offers holes 1, 2", "South accepts the trade of holes 1, 2",
 * "North declines the trade", "South passes"; a move that ends the game adds
 * " — South wins" (or "— draw"). Uses the player names when `names` is not
 * NULL (names[RULES_SOUTH], names[RULES_NORTH]), else "South"/"North".
 * Returns the length it wanted to write, like snprintf.
 */
int session_label_format(const SessionMoveInfo *info,
                         const char *const names[2], char *buf, size_t size);
/* The label of move i with the side names "South"/"North"; "" if no move i. */
int session_move_label(const Session *s, size_t i, char *buf, size_t size);
/* Position i (0 = start, session_move_count() = current), or NULL. */
const RulesPosition *session_position_at(const Session *s, size_t i);
/*
 * The events of move i, worked out again by the core from position i, for
 * the animation of a browsed or replayed move. Returns false if no move i
 * (or out of memory). The trace is cleared first.
 */
bool session_move_trace(const Session *s, size_t i, RulesTrace *trace);

/* ---- Browsing the move list, and replay ---- */

/* Browsing is the move list's: the board shows an earlier position while
 * the game stays as it is. (The engine's judgement of every move is the
 * computer player's review, AiReview in src/ai.) */

/*
 * Shows an earlier position of the live game without changing it. i ranges
 * over 0 .. session_move_count(); returns false (and changes nothing) when
 * out of range.
 */
bool session_browse(Session *s, size_t i);
/* Stops browsing: the live game's current position is shown again. */
void session_back_to_game(Session *s);
bool session_browsing(const Session *s);
/* The shown position's index: the browsed one, or session_move_count(). */
size_t session_shown_index(const Session *s);
/* The position the board shows: the browsed one, or the current one. */
const RulesPosition *session_shown(const Session *s);
/* How many moves playing from the shown position would discard. */
size_t session_moves_after_shown(const Session *s);
/*
 * Continues the game from the browsed position: the later moves are taken
 * back as if undone (so they can still be redone until a new move is played)
 * and browsing ends. Does nothing when not browsing.
 */
void session_take_over(Session *s);
/*
 * Replay: session_browse(s, 0), then each session_replay_step() shows the
 * next position and fills `trace` (may be NULL) with the events of the move
 * that leads to it, for the same animation as in play; the screen sets the
 * speed. Returns false at the end (the shown position is then the current
 * one; call session_back_to_game() to stop browsing).
 */
bool session_replay_step(Session *s, RulesTrace *trace);

/* ---- Matches: any game played to N points ---- */

/*
 * Makes this session a match to `target` points (1 .. SESSION_MATCH_MAX),
 * of any game: each finished game scores its winner the game's match
 * points (rules_match_points(): the game's own rule, else 1 a win). The
 * score starts at 0-0. A bad target returns SESSION_ERR_BAD_ARGUMENT.
 */
SessionStatus session_set_match(Session *s, int target);
/* The match target, 0 when this is a single game outside any match. */
int session_match_target(const Session *s);
/*
 * A side's match points: those of the games before this one, plus this
 * game's points once it is over (so undoing the last move of a game
 * takes them back).
 */
int session_match_points(const Session *s, RulesSide side);
/* This game's number in its match (1 for the first), counted from
 * session_set_match() on; 0 outside a match, or when not known: a match
 * loaded from a save (the file does not hold it). */
int session_match_game(const Session *s);
/* Who moved first in this game; in a match, the games' first players
 * alternate. */
RulesSide session_first_player(const Session *s);
/* A side has reached the target. */
bool session_match_over(const Session *s);
/* The match winner once it is over, else RULES_WINNER_NONE. */
RulesWinner session_match_winner(const Session *s);
/*
 * Starts the next game once this one is over: the points are banked, the
 * other player starts (in a match; outside a match South starts, C-1), the
 * move list, redo list and browsing are cleared and the date is renewed.
 * Returns SESSION_ERR_BAD_ARGUMENT while this game is still being played
 * or when the match is over.
 */
SessionStatus session_next_game(Session *s, SessionError *err);

/* ---- Save and load (format: docs/SAVE-FORMAT.md) ---- */

/*
 * Writes the live game (not the redo list or the browsed position) to
 * `path`. The text goes to "<path>.tmp", is flushed to disk, then renamed
 * over `path`, so an existing save is replaced only by a complete one: on
 * any failure (read-only folder, full disk) it is left untouched, the
 * temporary file is removed, and `err` names the file and the reason.
 */
SessionStatus session_save(const Session *s, const char *path,
                           SessionError *err);
/*
 * The folder for a player's settings, saves and tables: $MANCALA_HOME when
 * set, else `platform_dir` (Windows: SDL's; NULL elsewhere), else the XDG
 * rule ($XDG_DATA_HOME/MancalaAtlas/mancala-atlas when it is a full path,
 * else $HOME/.local/share/...). The folder is made and checked (a file can
 * be created in it). False when it cannot be used: `buf` still names it
 * and `why` says why in plain words ("HOME is not set", "this is a file,
 * not a folder", "permission denied").
 */
bool session_home_dir(const char *platform_dir, char *buf, size_t size,
                      char *why, size_t why_size);

/*
 * Saves as a new file in `dir`: "<name>.mancala", or the first free one of
 * "<name> (2).mancala", "<name> (3).mancala", ... with no upper limit.
 * Choosing the name and taking it are one step (safeio_out_commit_new), so
 * two programs saving into one folder at once never take the same name,
 * and no file already there is ever replaced. The path saved to goes to
 * `out`.
 */
SessionStatus session_save_new(const Session *s, const char *dir,
                               const char *name, char *out, size_t out_size,
                               SessionError *err);
/* The save text itself (malloc'd, NUL-terminated; free() it), or NULL. */
char *session_save_text(const Session *s, size_t *len);

/*
 * Reads a save and replays its moves through the rules core. Returns NULL
 * and fills `err` (which must not be NULL) for a missing, unreadable,
 * too big, binary, truncated or malformed file, an unknown version or game,
 * or a malformed or illegal move; the message names the file and the line.
 */
Session *session_load(const char *path, SessionError *err);
/* The same from memory; `name` is the file name used in messages. */
Session *session_load_text(const char *name, const char *text, size_t len,
                           SessionError *err);

/* ---- Autosave ---- */

/*
 * One autosave per game kind, so that starting a game of one kind never
 * replaces an unfinished game of another: "<dir>/autosave-<game>.mancala",
 * <game> the game's name (RulesGameInfo.name). A game id of
 * RULES_GAME_COUNT gives "<dir>/autosave.mancala", the single autosave of
 * earlier versions. Returns false if the path does not fit.
 */
bool session_autosave_path(const char *dir, RulesGameId game, char *buf,
                           size_t size);
/*
 * Saves to the autosave of the session's game in `dir`, creating the
 * folder if needed. A file there written by a newer version of the format
 * is first moved aside to "<path>.newer" (or "-2", "-3" …), never lost.
 */
SessionStatus session_autosave(const Session *s, const char *dir,
                               SessionError *err);
/*
 * The autosaved game of kind `game` in `dir`, to resume. NULL with
 * SESSION_ERR_NOT_FOUND when there is none; any other error means the file
 * is damaged or from a newer version (the message says how; the file is
 * left where it is).
 */
Session *session_resume(const char *dir, RulesGameId game, SessionError *err);
/* Removes the autosave of kind `game` (after a finished game, say). */
void session_autosave_clear(const char *dir, RulesGameId game);

#endif
