/* ai.h: the computer player: levels, move choice (blocking or on a worker thread), hints, solved games and endgame tables. */
#ifndef AI_H
#define AI_H

#include "rules.h"

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * How to use it
 *
 *   Blocking (mancala-cli, tests, the tournament tool):
 *       AiSettings s = ai_settings(AI_LEVEL_EXPERT);
 *       AiResult r;
 *       ai_choose_in_game(game, &s, NULL, &r);   // r.move is the move
 *
 *   From a window that must stay responsive (the UI):
 *       AiTask *t = ai_task_start(game, &s, wake_up, user); // copies game
 *       ... each frame: if (ai_task_done(t)) { ai_task_finish(t, &r); }
 *       ... undo or leave the screen: ai_task_cancel(t); ai_task_finish(...)
 *   `wake_up(user)` runs on the worker thread when the answer is ready
 *   (push an SDL user event from it); it may be NULL.
 *
 * Every move returned is one of rules_legal_moves() of the position. The
 * search knows the game's history (a RulesGame), so it plays the repetition
 * rule (RulesGameInfo.repeat_limit) as the real game will. Nothing here
 * touches globals except the solved tables, each built once, thread-safely,
 * on first use.
 */

typedef enum AiLevel {
    AI_LEVEL_RANDOM = 0, /* a uniformly random legal move (benchmarks) */
    AI_LEVEL_BEGINNER,   /* looks one move ahead, misjudges, sometimes blunders */
    AI_LEVEL_CLUB,       /* a fixed, moderate look-ahead: solid, beatable */
    AI_LEVEL_EXPERT,     /* searches as deep as the think time allows */
    AI_LEVEL_COUNT
} AiLevel;

enum {
    AI_DEFAULT_MS = 1000, /* expert's think time when none is given */
    AI_SCORE_WIN = 1000000 /* scores beyond +-(AI_SCORE_WIN - 1000) are proven */
};

/* "random", "beginner", "club", "expert" */
const char *ai_level_name(AiLevel level);
bool ai_level_from_name(const char *name, AiLevel *out);

/* What the expert remembers from one search to the next (a transposition
 * table of 16 MB): with it, it searches a game's next positions deeper in
 * the same time. One search at a time may use it; the searches of every
 * game and side may share it. */
typedef struct AiMemory AiMemory;
/* NULL when there is not enough memory. */
AiMemory *ai_memory_new(void);
/* A table that each search starts blank: what an earlier search stored is
 * never read, so the answer is that of a fresh table (AiSettings.memory
 * NULL), without allocating and clearing 16 MB for every search (the
 * review's workers, one each). */
AiMemory *ai_memory_new_blank(void);
void ai_memory_free(AiMemory *m);

/* Does the expert read the computer's tables? */
typedef enum AiTables {
    /* A solved game's table (read or built now, waiting for it) and the
     * endgame table when it is ready (never waited for: a build not yet
     * done leaves the search to answer, and whether it is done depends on
     * time). */
    AI_TABLES_ON = 0,
    AI_TABLES_OFF /* the search alone (measurements, the review's searches) */
} AiTables;

typedef struct AiSettings {
    AiLevel level;
    long ms;       /* expert's think time in milliseconds (0: AI_DEFAULT_MS) */
    uint64_t seed; /* beginner's mistakes and random play: same seed, same move */
    int depth;     /* expert: stop after this many plies (0: as deep as the
                      think time allows); with ample time the move and the
                      score are then the same on every machine */
    AiMemory *memory; /* expert: kept between searches, or NULL (a fresh
                         table each search: the same answer for the same
                         position and history, as the tests want) */
    long long nodes; /* expert: stop after about this many positions
                        instead of at the think time (0: the clock); with
                        no memory and the tables off, or ready before
                        (ai_tables_ready), the answer is then the same on
                        every machine and every run (the game review) */
    AiTables tables; /* expert: whether it reads the tables */
} AiSettings;

/* The level's defaults: AI_DEFAULT_MS, seed 0, depth 0, no memory,
 * tables on. */
AiSettings ai_settings(AiLevel level);

typedef enum AiStatus {
    AI_OK = 0,
    AI_CANCELLED, /* stopped by the cancel flag: `move` is still a legal move,
                     the best found so far */
    AI_NO_MOVE,   /* the game is over: there is nothing to play */
    AI_NO_MEMORY
} AiStatus;

typedef enum AiOutcome {
    AI_OUTCOME_UNKNOWN = 0,
    AI_OUTCOME_WIN, /* for the side to move, with best play */
    AI_OUTCOME_DRAW,
    AI_OUTCOME_LOSS
} AiOutcome;

typedef struct AiResult {
    AiStatus status;
    RulesMove move;
    /* For the side to move: 10 per counter of advantage, or beyond
     * +-(AI_SCORE_WIN - 1000) when the search proved a win or a loss. */
    int score;
    AiOutcome outcome; /* proven result, else AI_OUTCOME_UNKNOWN */
    bool perfect;      /* the move came from a solved table */
    int depth;         /* plies searched (0 for the table and random) */
    long long nodes;   /* positions visited */
    double seconds;    /* time spent */
} AiResult;

/*
 * Chooses a move for the side to move of `p`. `history` holds the
 * rules_position_key() of every position of the game so far, the current
 * one last (RulesGame.keys); it may be NULL with history_len 0. `cancel`
 * may be NULL; when another thread sets it the search stops within a few
 * milliseconds. Returns out->status.
 */
AiStatus ai_choose(const RulesPosition *p, const uint64_t *history,
                   size_t history_len, const AiSettings *s,
                   const atomic_bool *cancel, AiResult *out);
/* The same for the current position of a game record. */
AiStatus ai_choose_in_game(const RulesGame *g, const AiSettings *s,
                           const atomic_bool *cancel, AiResult *out);

/* ---- Hints: what the suggested move does, for the person to move ---- */

typedef struct AiHint {
    AiResult best; /* the suggested move and the search behind it */
    int gain;            /* counters the move captures at once */
    uint64_t gain_holes; /* bit i: hole i is captured by the move */
    /* The danger: what the opponent could capture if it were their turn
     * now, and what they can capture at most after the suggested move. */
    int threat;
    uint64_t threat_holes;
    int reply_loss;
    uint64_t reply_holes;
    /* From a solved table (a whole game, or an endgame): the final score
     * with best play, mover first; -1 when unknown. */
    int final_mover, final_opponent;
    /* Endgame tables: plies (both sides' moves) to that end; -1 when
     * unknown. */
    int plies;
} AiHint;

/* A hint at expert strength for `s->ms` (the level is ignored). */
AiStatus ai_hint(const RulesPosition *p, const uint64_t *history,
                 size_t history_len, const AiSettings *s,
                 const atomic_bool *cancel, AiHint *out);
AiStatus ai_hint_in_game(const RulesGame *g, const AiSettings *s,
                         const atomic_bool *cancel, AiHint *out);
/* Fills in what a hint says of out->best.move (set by the caller): what
 * it captures, the danger, the table's final score (hint.c). Also for a
 * puzzle's answer, explained in the hints' words. */
void ai_hint_describe(const RulesPosition *p, const uint64_t *history,
                      size_t history_len, AiHint *out);
/* Translates a sentence of the hint (the front end passes gettext);
 * NULL keeps English. */
typedef const char *(*AiTranslate)(const char *english);
/* The move as a label: "Sow hole 3", "Offer holes 1 and 2". Returns its
 * length as snprintf does. */
int ai_move_label(RulesMove m, AiTranslate tr, char *buf, size_t size);
/* Why the hinted move, in whole sentences ("It captures 4. Careful: the
 * reply can still take 2."), to the side to move ("you"), the other side
 * called South or North; never empty. Returns its length. */
int ai_hint_reason(const RulesPosition *p, const AiHint *h, AiTranslate tr,
                   char *buf, size_t size);
/* The same for a review, which either player or a teacher reads: each
 * side by its name in names[side] ("North", "Computer", a player's name),
 * or "you" where it is NULL (the person, against the computer). */
int ai_hint_reason_named(const RulesPosition *p, const AiHint *h,
                         AiTranslate tr, const char *const names[2],
                         char *buf, size_t size);
/* The move and its reason, for teaching ("Sow hole 3. It captures 4.").
 * Returns its length. */
int ai_hint_explain(const RulesPosition *p, const AiHint *h, AiTranslate tr,
                    char *buf, size_t size);

/* ---- The worker thread ---- */

typedef struct AiTask AiTask;
typedef void (*AiWakeFn)(void *user);

/* Starts choosing a move (or, for the _hint form, a hint) on a new thread.
 * The game is copied, so the caller may change or free it at once.
 * Returns NULL when no thread or memory can be had. */
AiTask *ai_task_start(const RulesGame *g, const AiSettings *s,
                      AiWakeFn wake, void *user);
AiTask *ai_task_start_hint(const RulesGame *g, const AiSettings *s,
                           AiWakeFn wake, void *user);
/* Has the worker finished? Never blocks. */
bool ai_task_done(const AiTask *t);
/* Asks the worker to stop soon; returns at once. */
void ai_task_cancel(AiTask *t);
/* Waits for the worker, copies its answer (either pointer may be NULL),
 * frees the task and returns the status. Call exactly once per task. */
AiStatus ai_task_finish(AiTask *t, AiResult *result, AiHint *hint);
/* How many of the computer's threads (moves, hints, reviews, table builds)
 * are working now. A headless script's `idle` waits on the real clock only
 * while one is: anything else moves on the script's own clock. */
int ai_threads_working(void);

/* ---- Solved games: a table of every position (retrograde analysis) ---- */

typedef struct AiSolved {
    AiOutcome outcome;        /* for the side to move */
    int final_mover;          /* final score with best play */
    int final_opponent;
    RulesMove move;           /* a best move (none when the game is over) */
    bool has_move;
    /* Endgame tables: false for a draw that only endless play keeps (our
     * reading of C-6), where the score is not decided; else the plies to
     * the end with both sides playing the table's moves (in a draw the
     * expert may choose another move that keeps it: ai_choose). */
    bool exact;
    /* Endgame tables: the side to move can force this result (a win, or
     * a drawn end) whatever the opponent does. */
    bool mover_forces;
    int plies; /* -1 when unknown */
} AiSolved;

/* Does the computer have a table that solves this whole game? */
bool ai_game_solved(RulesGameId game);
/* Keeps these tables in `cache_dir` (the player's data folder; NULL or ""
 * keeps them in memory only): each is read from there, checked, and
 * built and kept there when missing or damaged, so that only the first
 * process to need one waits for the build. From then on each is read or
 * built on a thread of its own (ai_solve()), and ai_prepare() starts it
 * ahead. Without this call each process builds its own on first use. */
void ai_solved_setup(const char *cache_dir);
/* Keeps these tables in `cache_dir` as ai_solved_setup() does, but each
 * is still read or built on first use on the asking thread, and nothing
 * is started ahead: the front end's headless runs (tests) share one
 * table built once, and play exactly as without it. */
void ai_solved_keep(const char *cache_dir);
/* Starts reading or building, each on a thread of its own, the tables a
 * game variant will use: its solved table (after ai_solved_setup()) and
 * its endgame table (after ai_endgame_setup()). Returns at once; a search
 * that needs a table still being built waits for the solved one and
 * does without the endgame one. */
void ai_prepare(RulesGameId game, int holes_per_row);
/* Perfect play for a position of a solved game, given the game's history
 * (same form as ai_choose). Reads or builds the table on first use (a
 * build takes about two seconds): after ai_solved_setup() on a thread of
 * its own, answering false ("not ready") meanwhile, so that a search
 * that asks never waits (ai_tables_ready() waits for it); else on the
 * asking thread. Returns false for a game without one, a table not ready,
 * or when memory runs out. */
bool ai_solve(const RulesPosition *p, const uint64_t *history,
              size_t history_len, AiSolved *out);

/* ---- Endgame tables: few counters left ---- */

/*
 * Every board with few counters left of the game variants that have
 * endgame tables (games.c) is solved by retrograde analysis (endgame.c),
 * each table built the
 * first time a position of its game asks for it, on a thread of its own:
 * nothing waits for it, the search answers meanwhile. Tables are off
 * until this is called; `cache_dir` (the player's data folder; NULL or ""
 * keeps them in memory only) keeps each built table for the next run,
 * and a damaged file there is rebuilt. `max_counters` 0 takes the
 * tables' sizes (README); tests ask for small ones.
 */
void ai_endgame_setup(const char *cache_dir, int max_counters);
/* Loads or builds the table of a game variant now; false when there is
 * none (a variant without, tables off, out of memory). */
bool ai_endgame_prepare(RulesGameId game, int holes_per_row);
/* The game whose table is being built (loaded or built in the
 * background) now, or -1: the window says so while it lasts. */
int ai_endgame_building(void);
/* Calls wake(user) (from whichever thread starts or ends it) each time
 * a table's build starts or ends, so that a window waiting for events
 * need not poll ai_endgame_building(). NULL stops the calls. */
void ai_endgame_watch(AiWakeFn wake, void *user);
/* The table's size and the processor seconds its build took (0 when
 * it came from the cache), when it is ready (never waits). */
bool ai_endgame_info(RulesGameId game, int holes_per_row, int *max_counters,
                     size_t *bytes, double *seconds);
/* Perfect play for a position in a ready table (same form as ai_solve);
 * false when the table is not ready or the position
 * has more counters on the board. Never waits. */
bool ai_endgame_solve(const RulesPosition *p, const uint64_t *history,
                      size_t history_len, AiSolved *out);

/* ---- All the tables (tables.c) ---- */

/* The name the tables' messages on stderr begin with (default
 * "mancala-atlas"; mancala-cli gives its own). Call before any table is
 * read. */
void ai_tables_set_program(const char *name);
/* Does a game variant have a table (a solved game's or an endgame one)? */
bool ai_tables_exist(RulesGameId game, int holes_per_row);
/* Reads or builds now, on this thread, every table of a game variant
 * that is on (ai_solved_setup(), ai_endgame_setup()), waiting for a build
 * another thread has started, so that what follows never depends on how
 * far a build has got (mancala-cli, before it plays or reviews). Stops
 * waiting for an endgame table when `cancel` (may be NULL) is set. True
 * when every table the variant has is ready. */
bool ai_tables_ready(RulesGameId game, int holes_per_row,
                     const atomic_bool *cancel);

/* Stops every table build under way at its next step and waits for its
 * thread, so that nothing is left half written (the window, on closing).
 * Tables ready stay readable; a build asked for after this fails. */
void ai_tables_shutdown(void);

/* ---- Game review: every move of a finished game marked (review.c) ---- */

/*
 * Each move of a game is judged against the best move of its position:
 * exactly where a table knows the position (a solved game; an endgame
 * table, which the review loads or builds first), else by searches of a
 * fixed number of positions each (AiReviewSettings.nodes), so a review is
 * the same on every run of a build. Values are in counters, from the
 * mover's side: the final margin with best play where exact, the search's
 * estimate elsewhere (a result the search proves counts as all of the
 * game's counters won or lost). The mark comes from the counters given
 * away, best value minus played value, the same thresholds for every game
 * (docs/CLI-REVIEW.md): 0 best, 1 good, 2-3 inaccuracy, 4-6 mistake,
 * 7 or more blunder. A best move is also "only" when every other legal
 * move would be a blunder (give away 7 counters or more), and "brilliant"
 * when it is only and not the obvious move: another move comes out
 * better at once, counting what it captures less what the reply can take
 * back.
 *
 * Moves are judged side by side by a pool of threads
 * (AiReviewSettings.threads), each with its own record and search table;
 * a search is never made twice (the position after a move played is the
 * next move's first search) and its answer does not depend on which
 * thread made it or when, so the marks are the same with any number of
 * threads (docs/CLI-REVIEW.md, "Reproducible").
 *
 *   AiReview *r = ai_review_new(game, NULL);    // copies the game
 *   ai_review_start(r, wake_up, user);         // or ai_review_step() in a loop
 *   ... each frame: for i < ai_review_ready(r): ai_review_move(r, i)
 *   ai_review_free(r);                         // cancels, waits, frees
 */

enum { AI_REVIEW_NODES = 500000 }; /* default search budget of a position */

typedef enum AiMark {
    AI_MARK_BRILLIANT = 0, /* "!!" the only move, and not the obvious one */
    AI_MARK_ONLY,          /* "!" every other move would be a blunder */
    AI_MARK_BEST,          /* no symbol: another is not far behind */
    AI_MARK_GOOD,
    AI_MARK_INACCURACY,
    AI_MARK_MISTAKE,
    AI_MARK_BLUNDER,
    AI_MARK_COUNT
} AiMark;

/* The mark for `loss` counters given away (best at most: only and
 * brilliant need the other moves, ai_mark_for_move). */
AiMark ai_mark_for_loss(int loss);
/* The mark of a move that gives away `loss` counters, when the best other
 * legal move would give away `second_loss` (below 0 when there is none:
 * a forced move); `obvious`: no other move comes out better at once
 * (AiReviewMove.net) (docs/CLI-REVIEW.md, "Marks"). */
AiMark ai_mark_for_move(int loss, int second_loss, bool obvious);
/* Is a move of this mark within a counter of the best (the accuracy)? */
bool ai_mark_accurate(AiMark mark);
/* "best", "good", "inaccuracy", "mistake", "blunder" (JSON). */
const char *ai_mark_name(AiMark mark);
/* The mark in words for players ("Blunder"), through `tr`. */
const char *ai_mark_label(AiMark mark, AiTranslate tr);

typedef struct AiReviewSettings {
    long long nodes; /* positions per search (0: AI_REVIEW_NODES) */
    int threads;     /* moves judged at once by ai_review_start() (0: one
                        per processor) */
} AiReviewSettings;

typedef struct AiReviewMove {
    int mover;           /* RulesSide */
    RulesMove played, best; /* the same when played_value == best_value */
    int played_value;    /* counters, mover's side */
    int best_value;      /* never below played_value */
    AiOutcome played_outcome, best_outcome; /* known results, else UNKNOWN */
    bool exact;          /* from a table, not a search */
    int loss;            /* best_value - played_value */
    AiMark mark;
    /* The best value of the other legal moves, when the move played is a
     * best move and not the only legal one (has_second); else 0. */
    bool has_second;
    int second_value;
    /* What the move played comes out with at once (what it captures less
     * what the reply can take back), and the most another legal move
     * does (has_second): is it the obvious move? */
    int net, other_net;
    bool win_to_loss;    /* exact: the best move wins, the played one loses */
    AiHint why;          /* what the best move does (ai_review_reason) */
    long long nodes;     /* positions searched for this move */
} AiReviewMove;

enum { AI_REVIEW_DECIDING = 3 };

typedef struct AiReviewSummary {
    int marks[2][AI_MARK_COUNT]; /* [RulesSide][AiMark] */
    /* Each side's moves, and those within a counter of the best
     * (ai_mark_accurate): its accuracy is accurate / moves. */
    int moves[2], accurate[2];
    /* Each side's deciding moves: its marks of mistake or worse (or a win
     * turned into a loss), most counters given away first, then the
     * earliest; move indexes. */
    size_t deciding[2][AI_REVIEW_DECIDING];
    int deciding_count[2];
} AiReviewSummary;

typedef struct AiReview AiReview;

/* Copies the game (its start and moves); NULL when out of memory.
 * `s` may be NULL (the defaults). */
AiReview *ai_review_new(const RulesGame *g, const AiReviewSettings *s);
/* Moves of the game, and moves judged so far (the first ones, in order;
 * safe to read from any thread while a worker judges the rest). */
size_t ai_review_length(const AiReview *r);
size_t ai_review_ready(const AiReview *r);
/* Move i once judged (i < ai_review_ready()), else NULL. */
const AiReviewMove *ai_review_move(const AiReview *r, size_t i);
/* Judges the next move now, on the calling thread: AI_OK, AI_NO_MOVE
 * when all are judged, AI_CANCELLED, AI_NO_MEMORY. Not while workers
 * run. */
AiStatus ai_review_step(AiReview *r);
/* Judges the rest on the pool's threads, calling wake(user) (from one of
 * them, one call at a time; may be NULL) for each move as it becomes
 * ready and once at the end; wake must not call back into the review but
 * for ai_review_ready() and ai_review_move(). False when no thread can be
 * had. */
bool ai_review_start(AiReview *r, AiWakeFn wake, void *user);
/* Have the workers stopped (all judged, cancelled or out of memory)? */
bool ai_review_finished(const AiReview *r);
/* Asks the workers (or a step under way) to stop soon; returns at once. */
void ai_review_cancel(AiReview *r);
/* Stops the workers and waits for them; the moves judged stay, and
 * ai_review_start() or ai_review_step() goes on from the first move not
 * judged (a review kept while its screen is closed). */
void ai_review_stop(AiReview *r);
/* Is `r` the review of game `g` (the same start and moves)? */
bool ai_review_of(const AiReview *r, const RulesGame *g);
/* Cancels, waits for the workers, frees. NULL is fine. */
void ai_review_free(AiReview *r);
/* Counts and deciding moves over the moves judged so far. */
void ai_review_summary(const AiReview *r, AiReviewSummary *out);
/* A side's accuracy in whole percent, rounded (100 with no move). */
int ai_review_accuracy(const AiReviewSummary *s, int side);
/* The advantage curve, South's side, in counters: before the first move,
 * then after each move judged (out[k]: after move k-1). Returns how many
 * points were written (at most `max`). */
size_t ai_review_curve(const AiReview *r, int *out, size_t max);
/* Why the best move of move i is better, in the hints' words ("It
 * captures 4."), each side called names[side] or "you" where NULL
 * (ai_hint_reason_named); "" for a move judged best (or only, or
 * brilliant). Returns its
 * length. */
int ai_review_reason(const AiReview *r, size_t i, AiTranslate tr,
                     const char *const names[2], char *buf, size_t size);

#endif
