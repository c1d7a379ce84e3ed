/* ai_internal.h: what the files of the computer player share and nobody else needs. */
#ifndef AI_INTERNAL_H
#define AI_INTERNAL_H

#include "ai.h"

#include <pthread.h>

/*
 * The computer player's description of a game (games.c), beside the rules
 * core's RulesGameInfo: the one place in src/ai that tells games apart.
 */
typedef struct AiGameInfo {
    int own;   /* evaluation: score units per counter in a side's own holes */
    int ready; /* ... and per own hole of 2 counters or more */
    /* Solved whole: a table of every board (solved.c), built on first
     * use, gives perfect play (ai_solve()). */
    bool whole;
    /* Endgame tables (endgame.c): the row lengths that have one, and how
     * many counters on the board it covers; 0-terminated. */
    struct {
        int holes_per_row, max_counters;
    } endgames[RULES_MAX_VARIANTS + 1];
} AiGameInfo;

/* The description of a game (defaults for an id without one). */
const AiGameInfo *ai_game(RulesGameId game);

/* The counters each side would hold if the game ended now: the core's own
 * end (rules_finish(): the game's sweep), or the piles of a finished game. */
void ai_final_totals(const RulesPosition *p, int out[2]);

/* The search's evaluation of p from its side to move (evaluate.c): 10 a
 * captured counter, the game's `own` a counter and `ready` a hole of 2 or
 * more in the mover's holes, less the same of the opponent's; right for
 * any count (test_ai checks it against a plain loop). */
int ai_evaluate(const RulesPosition *p);

/* ai_choose() among every legal move but `skip` (the review's second
 * best: is its best move the only one?); the solved and endgame tables
 * are not read. With `skip` the only legal move, that move. */
AiStatus ai_choose_other(const RulesPosition *p, const uint64_t *history,
                         size_t history_len, const AiSettings *s,
                         const atomic_bool *cancel, RulesMove skip,
                         AiResult *out);

/* What move m captures at once for the side to move of p, in counters;
 * the holes captured in *holes (may be NULL) (hint.c). */
int ai_move_gain(const RulesPosition *p, RulesMove m, uint64_t *holes);
/* What move m comes out with at once: what its mover's pile gains (its
 * captures, and the counters an end of the game adds), less the most the
 * opponent's pile can gain with the reply (none when the move gives its
 * mover another or ends the game). */
int ai_move_net(const RulesPosition *p, RulesMove m);

/* Fills in what a hint says of out->best.move (set by the caller): what
 * it captures, the danger, the table's final score (hint.c). */
void ai_hint_describe(const RulesPosition *p, const uint64_t *history,
                      size_t history_len, AiHint *out);

/* splitmix64: small, fast, and the same everywhere. */
uint64_t ai_random(uint64_t *state); /* random.c */

/* Seconds on the monotonic clock. */
double ai_now(void);

/* How often each position (rules_position_key) occurred so far. */
typedef struct History {
    uint64_t *keys;
    uint32_t *counts;
    size_t mask;
} History;

/* Counts `keys`; false when out of memory. Free keys and counts after. */
bool history_init(History *h, const uint64_t *keys, size_t len);
/* The same for a game now at `p`: its history `keys`, or `p` alone when
 * none is given. */
bool history_init_at(History *h, const RulesPosition *p,
                     const uint64_t *keys, size_t len);
uint32_t history_count(const History *h, uint64_t key);

/* ---- Boards of the retrograde tables (boards.c) ---- */

/* Ways to put s counters into k holes: the size of a layer of boards of
 * the retrograde tables (whole games and endgames). */
uint64_t ai_ways(int k, int s);

enum { AI_BOARD_MAX_HOLES = 14, AI_BOARD_MAX_COUNTERS = 48 };

/*
 * The numbering of every board of `holes` holes and 0..max counters: the
 * boards of each total in turn, fewest counters first, and those of one
 * total in lexicographic order (the order ai_next_board() walks them).
 * A board is seen by its side to move: that side's row first.
 */
typedef struct AiBoards {
    int holes, max;
    uint32_t count; /* boards of 0..max counters */
    uint32_t offset[AI_BOARD_MAX_COUNTERS + 2]; /* first of each total */
    uint32_t before[AI_BOARD_MAX_HOLES][AI_BOARD_MAX_COUNTERS + 1]
                   [AI_BOARD_MAX_COUNTERS + 2];
} AiBoards;

/* False when the numbering would not fit. */
bool ai_boards_init(AiBoards *b, int holes, int max);
uint32_t ai_board_index(const AiBoards *b, const uint8_t *board, int total);
/* The board of `p` as its side to move sees it (own row first). */
void ai_board_of(const RulesPosition *p, uint8_t *board);
/* The next board of the same total; false after the last. */
bool ai_next_board(uint8_t *board, int holes);

/* ---- Tables kept in the data folder (kept.c) ---- */

/* What a kept file holds: its kind, the format of its file, its game
 * variant and size, and the rules it was built from. The file is this
 * header, the table's bytes, and a checksum of both. */
typedef struct AiKeptId {
    char magic[8];   /* the kind: "MASOLV1", "MAEGTB1" */
    uint32_t version; /* AI_KEPT_VERSION */
    uint32_t game, holes_per_row, max, count;
    uint32_t reserved; /* 0 */
    uint64_t rules;   /* ai_rules_fingerprint() of the variant */
} AiKeptId;

/* The file format: raised when the layout of a table's bytes changes. */
enum { AI_KEPT_VERSION = 2 };

void ai_kept_id(AiKeptId *id, const char *magic, RulesGameId game,
                int holes_per_row, int max, uint32_t count);
/* What the rules core does in a game variant, in 64 bits: a hash of what
 * its moves do on its setup, on random games from it and on random
 * boards of 0..max counters, so that a table built under other rules (an
 * older or newer build, a fixed rule) does not match. */
uint64_t ai_rules_fingerprint(RulesGameId game, int holes_per_row, int max);
/* The checksum a kept file ends with, over its header and bytes. */
uint64_t ai_kept_checksum(const uint8_t *data, size_t n);

/* Does one board (South to move, stores empty, `total` counters; its
 * index in the table's numbering) keep the recurrence the table was
 * solved by, under today's rules? */
typedef bool (*AiBoardCheck)(const void *table, const uint8_t *board,
                             int total);
enum { AI_SAMPLE_BOARDS = 4096 };
/* Checks AI_SAMPLE_BOARDS boards spread over 0..max counters of
 * `holes` holes, the same every time (trust.c); false at the first that
 * does not agree. */
bool ai_tables_sample_ok(const void *table, int holes, int max,
                         AiBoardCheck check);
/* Moves an untrusted kept file aside (to "<path>.untrusted", replacing
 * an older one) and says so once, with `why`, on stderr. */
void ai_kept_set_aside(const char *path, const char *why);
/* The program that says it: "mancala-atlas", or ai_tables_set_program's. */
const char *ai_tables_program(void);

/* How one kind of table is read, built and kept (solved.c, endgame.c);
 * `ctx` says which table. load: the table kept at path, checked (NULL
 * when missing or not trusted: set aside already); build: NULL when
 * memory runs out or builds are stopping; save: keeps it. */
typedef struct AiTableOps {
    void *(*load)(void *ctx, const char *path);
    void *(*build)(void *ctx);
    bool (*save)(void *ctx, void *table, const char *path);
} AiTableOps;
/* The one way a kept table is had: under the table's lock
 * ("<path>.lock", held by one process at a time and dropped by the
 * system when its holder ends, however it ends), the kept file is read,
 * or the table built and kept. A process that finds the lock held waits
 * for it and then reads what the holder kept: one build for all. `path`
 * "" builds in memory. NULL when it cannot be had. */
void *ai_tables_obtain(const char *path, const AiTableOps *ops, void *ctx);
/* Waits on `built` (holding `lock`) until a build's end wakes it, or
 * 50 ms, so that the caller looks at its cancel flag again. */
void ai_wait_build(pthread_cond_t *built, pthread_mutex_t *lock);

/* Counts a worker thread in (+1, before it is started) or out (-1, when
 * its work is published, before its wake-up): ai_threads_working(). */
void ai_working_add(int delta);
/* Builds stop at their next step (and waits for a lock end) once this is
 * set: ai_tables_shutdown(). */
bool ai_tables_stopping(void);
void ai_tables_stop_builds(bool stop);
/* Room for a table of `len` bytes that can be kept without a copy (its
 * header and checksum go before and after it); NULL when out of memory.
 * Free it, or what ai_kept_load() gave, with ai_kept_free(). */
uint8_t *ai_kept_alloc(size_t len);
void ai_kept_free(uint8_t *data);
/* Replaces the file at `path` atomically (src/safeio); false when it
 * cannot be written. `data` must come from ai_kept_alloc() or
 * ai_kept_load(): only the room around its `len` bytes is written. */
bool ai_kept_save(const char *path, const AiKeptId *id, uint8_t *data,
                  size_t len);
/* The `len` bytes of table `id` kept at `path`; NULL for a missing,
 * short, long or damaged file or one of another table, format or rules:
 * never trust it, rebuild (a file that is there is set aside first). */
uint8_t *ai_kept_load(const char *path, const AiKeptId *id, size_t len);

/* ---- Endgame tables (endgame.c) ---- */

typedef struct EgTable EgTable;
enum { EG_UNSET = 1000 }; /* |low|, |high| of a side that cannot force an end */
enum { EG_MAX_COUNTERS = 24 }; /* the most counters a table covers */

/* A board's entry: margins still to be won by the side to move (see
 * endgame.c), -EG_UNSET / +EG_UNSET when no end can be forced, and the
 * pass that settled each (0: the game is over, 1: by a capture). */
typedef struct EgEntry {
    int low, high, low_rank, high_rank;
} EgEntry;

/* Solves every board of 0..max counters of a game variant with endgame
 * tables (AiGameInfo.endgames); NULL when memory runs out (or a board has
 * more than 15 moves without capture, which no game with tables has). */
EgTable *eg_build(RulesGameId game, int holes_per_row, int max);
void eg_free(EgTable *t);
size_t eg_bytes(const EgTable *t);
/* The counters a table covers and the processor time its build took. */
void eg_about(const EgTable *t, int *max_counters, double *seconds);
/* False when the position is not in the table (other game, more
 * counters, or over). */
bool eg_probe(const EgTable *t, const RulesPosition *p, EgEntry *out);
/* The cache file. eg_load returns NULL for a missing, short, long or
 * damaged file or one of another table: never trust it, rebuild. */
bool eg_save(const EgTable *t, const char *path);
EgTable *eg_load(const char *path, RulesGameId game, int holes_per_row,
                 int max);
/* The ready table for p's game variant, or NULL (then it starts building
 * it, when tables are on): endgame_tables.c. */
const EgTable *eg_for(const RulesPosition *p);
/* The same for a game variant, without the answer. */
void eg_start(RulesGameId game, int holes_per_row);
/* Keeps in `moves` (first) those that keep the table's result, the best
 * first, and describes the position in `out`; 0 when p is not in a ready
 * table. */
int ai_endgame_keep(const RulesPosition *p, const uint64_t *history,
                    size_t history_len, RulesMove *moves, int n,
                    AiSolved *out);
/* ai_endgame_prepare() that stops waiting when `cancel` is set: starts
 * the build (or load) on its own thread and waits for it. True when the
 * table is ready. */
bool ai_endgame_wait(RulesGameId game, int holes_per_row,
                     const atomic_bool *cancel);
/* Frees the tables and turns them off (tests). */
void ai_endgame_reset(void);

/* ---- The search (search.c), as the search path of choose.c asks it ---- */

/* What one search of a position's children is asked, and what it finds. */
typedef struct AiRootSearch {
    AiLevel level;       /* the beginner's scores are exact (its noise needs
                            them); the expert keeps its contempt for draws */
    int max_depth;       /* plies; 0: as deep as the search goes */
    AiMemory *memory;    /* the expert's kept table, or NULL: a fresh one */
    double deadline;     /* on ai_now()'s clock; 0: none */
    long long max_nodes; /* 0: none */
    const EgTable *eg;   /* the endgame table to read, or NULL */
    bool sweep;          /* the root is a table draw (search.c, table_value) */
    const atomic_bool *cancel;
    /* found: */
    int scores[RULES_MAX_MOVES]; /* each child's, for the root's mover */
    int best;                    /* the best child's index */
    int best_score;              /* its score, when `searched` */
    bool searched;   /* a depth valued at least its first child */
    int depth;       /* the last depth finished */
    long long nodes;
    bool stopped;    /* by the clock, the nodes or `cancel` */
    AiOutcome outcome;
} AiRootSearch;

/* Searches `kids`, the children of p by its legal moves (or some of them),
 * as rs asks, and fills in what rs finds; false when memory runs out. */
bool ai_search_children(const RulesPosition *p, const uint64_t *history,
                        size_t history_len, RulesPosition *kids, int n,
                        AiRootSearch *rs);

/* ---- Solved games (solved.c) ---- */

/* Reads or builds the solved table of a game variant, waiting for it
 * (on its own thread after ai_solved_setup(), else on this one) until
 * `cancel` (may be NULL) is set; false when it has none, it cannot be
 * built, or the wait was cancelled. */
bool solved_wait(RulesGameId game, int holes_per_row,
                 const atomic_bool *cancel);
/* Waits for the threads of the solved tables' builds (ai_tables_shutdown). */
void solved_join(void);
/* The same for the endgame tables' builds (endgame.c). */
void eg_join(void);

#endif
