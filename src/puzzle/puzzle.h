/* puzzle.h: puzzles with proven answers: the file format (docs/PUZZLE-FORMAT.md), the proof with the engine, themes, difficulty, rating and the puzzle of the day. Pure C: no SDL. */
#ifndef PUZZLE_H
#define PUZZLE_H

#include "rules.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * A puzzle is a position from real play where one move is clearly right:
 * the only move that wins, the only one that draws, or the one worth the
 * most seeds by a stated margin over every other. Some are a line: the
 * player's move, the opponent's best reply (played for them), the
 * player's next move, each of the player's moves as clearly right.
 *
 * Each is proven by the engine: exactly where a table knows every move's
 * value (all of Modiar; Ayoayo and Urim with PUZZLE_TABLE_COUNTERS seeds
 * or fewer on the board), elsewhere by a search of a stated number of
 * positions per move (`nodes`), which gives the same values on every
 * machine and run; the generator (tools/puzzles) confirmed each again at
 * PUZZLE_CONFIRM times that budget. puzzle_prove() proves one again.
 */

enum {
    PUZZLE_MAX_LINE = 5,        /* moves of a line: the player's first */
    PUZZLE_TABLE_COUNTERS = 12, /* seeds on the board for an exact proof */
    PUZZLE_CONFIRM = 4,         /* the generator's confirming budget */
    PUZZLE_DIFFICULTY_MAX = 5,
    PUZZLE_MAX_FILE_BYTES = 4 * 1024 * 1024,
    PUZZLE_FROM_MAX = 80
};

typedef enum PuzzleGoal {
    PUZZLE_GOAL_WIN = 0, /* the only move that wins (exact) */
    PUZZLE_GOAL_DRAW,    /* the only move that does not lose (exact) */
    PUZZLE_GOAL_BEST,    /* worth `margin` seeds more than any other */
    PUZZLE_GOAL_COUNT
} PuzzleGoal;

/* X(enum constant, id in the file); the words are in format.c. The
 * first that fits the answer is its theme (puzzle_theme_of). */
#define PUZZLE_THEME_LIST(X)                                                   \
    X(PUZZLE_THEME_TRADE, "trade")                                             \
    X(PUZZLE_THEME_LIMIT, "limit")                                             \
    X(PUZZLE_THEME_FILE, "file")                                               \
    X(PUZZLE_THEME_STARVE, "starve")                                           \
    X(PUZZLE_THEME_CHAIN, "chain")                                             \
    X(PUZZLE_THEME_RELAY, "relay")                                             \
    X(PUZZLE_THEME_CAPTURE, "capture")                                         \
    X(PUZZLE_THEME_DEFEND, "defend")                                           \
    X(PUZZLE_THEME_FINISH, "finish")                                           \
    X(PUZZLE_THEME_QUIET, "quiet")

#define PUZZLE_X_THEME(id, name) id,
typedef enum PuzzleTheme {
    PUZZLE_THEME_LIST(PUZZLE_X_THEME) PUZZLE_THEME_COUNT
} PuzzleTheme;
#undef PUZZLE_X_THEME

typedef struct Puzzle {
    int id; /* from 1, unique in its file */
    RulesPosition start;
    RulesMove line[PUZZLE_MAX_LINE];
    int line_len; /* odd: the player's moves and the replies between */
    PuzzleGoal goal;
    int margin;      /* PUZZLE_GOAL_BEST: seeds over every other move */
    bool forced;     /* PUZZLE_GOAL_BEST: the search proves the first move
                        a win ("best N forced"): "win by force" */
    long long nodes; /* 0: exact (tables); else the search budget */
    PuzzleTheme theme;
    int difficulty; /* 1 (easy) .. PUZZLE_DIFFICULTY_MAX (hard) */
    char from[PUZZLE_FROM_MAX]; /* where it was found, for people */
    int line_no;                /* of `puzzle:` in its file */
} Puzzle;

typedef struct PuzzleSet {
    RulesGameId game;
    Puzzle *items;
    size_t count;
} PuzzleSet;

/* Why a file was refused: "file:line: message". */
typedef struct PuzzleError {
    char text[640];
} PuzzleError;

/* <data_dir>/puzzles/<game>.puzzles.txt; -1 when it does not fit. */
int puzzle_path(const char *data_dir, RulesGameId game, char *buf,
                size_t size);
/* Reads a puzzle file; false with `err` filled (and `out` empty) on any
 * problem: no file, not UTF-8, an unknown key, a bad position, an illegal
 * move of a line, a missing field. Free with puzzle_set_free(). */
bool puzzle_set_load(const char *path, PuzzleSet *out, PuzzleError *err);
bool puzzle_set_parse(const char *name, const char *text, PuzzleSet *out,
                      PuzzleError *err);
bool puzzle_set_load_game(const char *data_dir, RulesGameId game,
                          PuzzleSet *out, PuzzleError *err);
void puzzle_set_free(PuzzleSet *s);
/* The puzzle with this id, or NULL. */
const Puzzle *puzzle_set_find(const PuzzleSet *s, int id);
/* One puzzle in the file's format (the block puzzle_set_parse reads),
 * ending with a blank line. Returns the length as snprintf does. */
int puzzle_format(const Puzzle *pz, char *buf, size_t size);

const char *puzzle_theme_name(PuzzleTheme t);  /* "chain" */
/* The theme in plain words ("a capture chain"), translated by `tr`
 * (NULL: English). */
typedef const char *(*PuzzleTranslate)(const char *english);
const char *puzzle_theme_words(PuzzleTheme t, PuzzleTranslate tr);
bool puzzle_theme_from_name(const char *name, PuzzleTheme *out);
const char *puzzle_goal_name(PuzzleGoal g); /* "win", "draw", "best" */
/* The goal as one English sentence: "South to play: find the only move
 * that wins." `tr` translates each template (NULL: English). */
int puzzle_goal_text(const Puzzle *pz, PuzzleTranslate tr, char *buf,
                     size_t size);
/* "easy" (1-2), "medium" (3), "hard" (4-5), translated by `tr`. */
const char *puzzle_difficulty_words(int difficulty, PuzzleTranslate tr);

/* ---- The engine's values (prove.c) ---- */

typedef struct PuzzleValue {
    RulesMove move;
    int seeds;   /* final margin (exact) or the search's estimate, for the
                    mover; a proven result counts all the game's seeds */
    int outcome; /* AiOutcome: win, draw, loss, or unknown (searched) */
    bool exact;
} PuzzleValue;

/* Prepares the endgame tables (PUZZLE_TABLE_COUNTERS seeds) of a game's
 * variants that exact proofs read, building them now (a few seconds
 * each; none for a game without): call before proving its puzzles.
 * `cache_dir` may be NULL. */
void puzzle_tables_setup(const char *cache_dir, RulesGameId game);
/* Every legal move of the current position of `g` and its value for the
 * side to move: exactly when every move's value comes from a table
 * (`*exact`), else each by a search of `nodes` positions. Returns the
 * number of moves; -1 when out of memory. */
int puzzle_values(const RulesGame *g, long long nodes,
                  PuzzleValue out[RULES_MAX_MOVES], bool *exact);

/* Does the move `m` meet the goal among `v`? (the only win, the only
 * draw, or `margin` over every other move). */
bool puzzle_goal_met(const PuzzleValue *v, int n, RulesMove m,
                     PuzzleGoal goal, int margin);
/* The goal a position offers, if one move is clearly right: fills
 * `*goal`, `*margin` (at least min_margin for a best move) and `*move`;
 * false when no move is. Exact values give a win or draw goal when one
 * move alone wins (draws); else a best goal. */
bool puzzle_goal_of(const PuzzleValue *v, int n, bool exact, int min_margin,
                    PuzzleGoal *goal, int *margin, RulesMove *move);

/* The theme of a puzzle's line, from what its moves do (a trace). */
PuzzleTheme puzzle_theme_of(const Puzzle *pz);
/* What the first move of the line does, for saying why it works in the
 * theme's words: what the opponent could take at once before it (were
 * it their move) and after it, what it captures, from how many holes,
 * in how many laps. */
typedef struct PuzzleFacts {
    int threat_before, threat_after;
    int captured, holes, laps;
} PuzzleFacts;
void puzzle_facts(const Puzzle *pz, PuzzleFacts *out);
/* Difficulty, measured: 1 + the other moves that look as good at a
 * glance (what they capture, less what the best reply then captures),
 * at most 3 of them, + 1 for a line of two of the player's moves. */
int puzzle_difficulty_of(const Puzzle *pz);

/* Proves a puzzle again: each of the player's moves meets the goal with
 * the values puzzle_values() gives at the puzzle's budget, each reply is
 * one of the opponent's best moves, and the theme and difficulty are what
 * the puzzle's moves give. False with the reason in `why`. */
bool puzzle_prove(const Puzzle *pz, char *why, size_t size);

/* ---- Rating and the puzzle of the day ---- */

enum { PUZZLE_RATING_START = 1000, PUZZLE_RATING_K = 32 };
/* A puzzle's rating: 700 + 200 × difficulty (900 .. 1700). */
int puzzle_rating_of(int difficulty);
/* Elo: the player's new rating after a puzzle of `difficulty`, solved at
 * the first try (`solved`) or not. */
int puzzle_rating_after(int rating, int difficulty, bool solved);
/* The index (0 .. count-1) of the puzzle of the day: the same for
 * everyone on a date, a different one each day. */
size_t puzzle_of_the_day(size_t count, int year, int month, int day,
                         RulesGameId game);

/* ---- The player's record of puzzles (record.c) ---- */

enum { PUZZLE_HISTORY = 40, PUZZLE_MAX_ID = 1024 };

typedef struct PuzzleGameRecord {
    int rating;        /* PUZZLE_RATING_START at first */
    int streak, best_streak; /* puzzles solved at the first try in a row */
    int solved, tried; /* puzzles solved (at any try) and tried */
    int day;           /* yyyymmdd: the last puzzle of the day solved */
    int history[PUZZLE_HISTORY]; /* the rating after each puzzle, oldest */
    int history_len;             /* first; the last PUZZLE_HISTORY kept */
    uint8_t done[PUZZLE_MAX_ID / 8]; /* bit id: solved once */
    unsigned path; /* PUZZLE_PATH_*: steps of the game's path done that no
                      other record keeps */
} PuzzleGameRecord;

enum {
    PUZZLE_PATH_WATCHED = 1,  /* a recorded game watched */
    PUZZLE_PATH_REVIEWED = 2  /* a game lost to the computer reviewed */
};

typedef struct PuzzleRecord {
    PuzzleGameRecord games[RULES_GAME_COUNT];
} PuzzleRecord;

void puzzle_record_init(PuzzleRecord *r);
/* Reads <path>; a missing file is a fresh record (true). False with the
 * reason in `why` for a file that is not a puzzle record (then `r` is
 * fresh: the caller keeps the bad file aside, never overwrites it). */
bool puzzle_record_load(const char *path, PuzzleRecord *r, char *why,
                        size_t why_size);
/* Writes it atomically (safeio): 0 or an errno. */
int puzzle_record_save(const char *path, const PuzzleRecord *r);
/* A puzzle tried: `first_try` solved without a wrong move (the rating
 * and streak move only then and on the first failure: `rated`), `solved`
 * at any try; `today` (yyyymmdd) marks the puzzle of the day. */
void puzzle_record_result(PuzzleRecord *r, const Puzzle *pz, bool rated,
                          bool first_try, bool solved, int today,
                          bool of_the_day);
/* A hint taken on a puzzle before its result counted: the puzzle is
 * tried and the streak ends; the rating stays, and the puzzle's result
 * then never moves it (the caller counts no rated result for it). */
void puzzle_record_hint(PuzzleRecord *r, const Puzzle *pz);
bool puzzle_record_done(const PuzzleRecord *r, const Puzzle *pz);
/* Changes the record of the folder `dir` (<dir>/puzzles.txt) under the
 * folder's lock (safeio_lock): read again, `change(r, ctx)` applied,
 * written, so that two windows on one folder lose nothing; `out` gets
 * the record as it now stands. A damaged file is set aside as
 * puzzles.txt.bad first, never overwritten. 0 or an errno of the
 * write. */
int puzzle_record_update(const char *dir,
                         void (*change)(PuzzleRecord *r, void *ctx),
                         void *ctx, PuzzleRecord *out);

#endif
