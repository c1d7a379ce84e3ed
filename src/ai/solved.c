/* solved.c: small games solved whole by retrograde analysis: every board's best final margin, built once on first use. */
#include "ai_internal.h"

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform.h"

/*
 * What is stored. The games solved whole (AiGameInfo.whole) are small
 * two-row games whose moves depend only on the board and go to their
 * mover, and whose larger pile wins (solve() checks what the description
 * says). Captured counters never come back, so what is still to be won
 * depends only on the board and the side to move: the piles only add to
 * it. The table holds, for every board of 0 to all the game's counters,
 * seen by the side to move (its row first), two margins of the final score
 * (what the mover will still gain minus what the opponent will, counting
 * the end sweep):
 *   low  - the mover can force the game to END with at least this margin;
 *   high - the opponent can force it to end with at most this margin.
 * They differ only where play can go round in circles without a capture.
 *
 * Our reading of the repetition rule (C-6): a game that cycles is a draw.
 * This is the usual reading for retrograde analysis: a side wins only if
 * it can force a finished game it wins; positions where neither side can
 * force a finish in its favour are draws. With piles d (mover minus
 * opponent): win when d + low > 0, loss when d + high < 0, else draw.
 *
 * Solving: captures only lower the number of counters on the board, so
 * boards are solved by that number, fewest first; within one number the
 * moves without a capture can cycle, and value iteration from "no finish
 * yet" (low = -inf, high = +inf) settles to exactly the forced values.
 * Which moves are legal and what they do is the rules core's business
 * (rules_legal_children(), rules_finish()); a rule for the first move of
 * a game (MOD-4) concerns only the start, so the table ignores it and
 * ai_solve() applies it at the root, where the core plays the moves.
 */

enum { UNSET_LOW = -128, UNSET_HIGH = 127 };

typedef struct Table {
    AiBoards boards;
    RulesPosition base; /* South to move, piles empty (see build) */
    RulesGameId game;
    int holes_per_row, total; /* the variant, and all its counters */
    uint8_t *data; /* low, then high: boards.count bytes each (kept.c) */
    int8_t *low, *high;
} Table;

/* One table per game variant, built on first use (table_of); NULL until
 * it is ready, or when it cannot be built. Under `lock`, with its state. */
static Table *tables[RULES_GAME_COUNT][RULES_MAX_VARIANTS];
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
/* ai_solved_setup(): the folder the tables are kept in ("": none), and
 * whether ai_prepare() reads or builds them ahead. */
static char kept_dir[4096];
static bool ahead;

/* Scratch space for the boards of one total. */
typedef struct Level {
    uint32_t *kids;   /* holes_per_row per board: children of the same total */
    uint8_t *counts;  /* how many of those */
    int16_t *exit_low, *exit_high; /* best the capturing moves give */
    uint32_t *work;   /* boards not settled yet */
} Level;

static int8_t to_low(int v)
{
    return (int8_t)(v <= -1000 ? UNSET_LOW : v);
}

static int8_t to_high(int v)
{
    return (int8_t)(v >= 1000 ? UNSET_HIGH : v);
}

/* The legal moves of a board (South to move, piles empty) as children:
 * their index and the counters each wins. Returns how many. */
static int moves_of(const Table *t, const RulesPosition *base,
                    const uint8_t *b, int total, uint32_t *kid, int *gain)
{
    RulesPosition p = *base;
    memcpy(p.holes, b, (size_t)t->boards.holes);
    RulesMove moves[RULES_MAX_MOVES];
    RulesPosition next[RULES_MAX_MOVES];
    int n = rules_legal_children(&p, moves, next);
    for (int j = 0; j < n; j++) {
        uint8_t child[AI_BOARD_MAX_HOLES];
        ai_board_of(&next[j], child);
        gain[j] = next[j].captured[RULES_SOUTH];
        kid[j] = ai_board_index(&t->boards, child, total - gain[j]);
    }
    return n;
}

/* Solves the boards of one total; false when a board has more moves than
 * the table keeps room for (one per hole of a row). */
static bool solve_level(Table *t, const RulesPosition *base, int total,
                        Level *lv)
{
    uint32_t first = t->boards.offset[total];
    uint32_t size = t->boards.offset[total + 1] - first, nw = 0;
    uint32_t per = (uint32_t)t->holes_per_row;
    uint8_t b[AI_BOARD_MAX_HOLES] = {0};
    b[t->boards.holes - 1] = (uint8_t)total;
    /* Every board of this total, in index order. */
    for (uint32_t s = 0; s < size; s++, ai_next_board(b, t->boards.holes)) {
        uint32_t kid[RULES_MAX_MOVES], i = first + s;
        int gain[RULES_MAX_MOVES];
        int m = moves_of(t, base, b, total, kid, gain);
        if ((uint32_t)m > per) {
            return false;
        }
        if (m == 0) {
            /* No legal move: the game ends as the core ends it. */
            RulesPosition end = *base;
            memcpy(end.holes, b, (size_t)t->boards.holes);
            rules_finish(&end, RULES_END_NO_MOVES, RULES_RULE_NONE, NULL);
            int sweep = end.captured[RULES_SOUTH] - end.captured[RULES_NORTH];
            t->low[i] = t->high[i] = (int8_t)sweep;
            lv->counts[s] = 0;
            continue;
        }
        /* Captures lead to smaller totals, solved already: their best is
         * fixed. */
        int el = -1000, eh = -1000, c = 0;
        for (int j = 0; j < m; j++) {
            if (kid[j] >= first) {
                lv->kids[per * s + (uint32_t)c++] = kid[j] - first;
                continue;
            }
            int cl = t->low[kid[j]];
            int ch = t->high[kid[j]];
            int l = ch == UNSET_HIGH ? -1000 : gain[j] - ch;
            int h = cl == UNSET_LOW ? 1000 : gain[j] - cl;
            el = l > el ? l : el;
            eh = h > eh ? h : eh;
        }
        lv->counts[s] = (uint8_t)c;
        lv->exit_low[s] = (int16_t)el;
        lv->exit_high[s] = (int16_t)eh;
        t->low[i] = c ? UNSET_LOW : to_low(el);
        t->high[i] = c ? UNSET_HIGH : to_high(eh);
        if (c) {
            lv->work[nw++] = s;
        }
    }
    /* Value iteration over the moves without capture, which may cycle.
     * low only rises and high only falls, so this ends; a board whose
     * low and high meet is settled and leaves the work list. */
    int8_t *low = t->low + first, *high = t->high + first;
    bool changed = true;
    while (changed && nw) {
        changed = false;
        uint32_t kept = 0;
        for (uint32_t w = 0; w < nw; w++) {
            uint32_t k = lv->work[w];
            int l = lv->exit_low[k], h = lv->exit_high[k];
            for (uint32_t j = 0; j < lv->counts[k]; j++) {
                uint32_t c = lv->kids[per * k + j];
                int cl = high[c] == UNSET_HIGH ? -1000 : -high[c];
                int ch = low[c] == UNSET_LOW ? 1000 : -low[c];
                l = cl > l ? cl : l;
                h = ch > h ? ch : h;
            }
            int8_t nl = to_low(l), nh = to_high(h);
            if (nl != low[k] || nh != high[k]) {
                low[k] = nl;
                high[k] = nh;
                changed = true;
            }
            if (nl == UNSET_LOW || nl != nh) {
                lv->work[kept++] = k;
            }
        }
        nw = kept;
    }
    return true;
}

static void table_free(Table *t)
{
    if (t) {
        ai_kept_free(t->data);
        free(t);
    }
}

static void table_arrays(Table *t)
{
    t->low = (int8_t *)t->data;
    t->high = (int8_t *)t->data + t->boards.count;
}

/* Solves every board of the variant laid out in `t` (see table_for) from
 * t->base; false when memory runs out. */
static bool build(Table *t)
{
    int total = t->total;
    const RulesPosition base = t->base;
    uint32_t all = t->boards.count;
    uint32_t biggest = t->boards.offset[total + 1] - t->boards.offset[total];
    size_t per = (size_t)t->holes_per_row;
    t->data = ai_kept_alloc(2 * (size_t)all);
    if (t->data) {
        table_arrays(t);
    }
    Level lv;
    lv.kids = malloc(sizeof *lv.kids * per * biggest);
    lv.counts = malloc(biggest);
    lv.exit_low = malloc(sizeof *lv.exit_low * biggest);
    lv.exit_high = malloc(sizeof *lv.exit_high * biggest);
    lv.work = malloc(sizeof *lv.work * biggest);
    bool ok = t->data && lv.kids && lv.counts && lv.exit_low &&
              lv.exit_high && lv.work;
    for (int s = 0; ok && s <= total; s++) {
        ok = !ai_tables_stopping() && solve_level(t, &base, s, &lv);
    }
    free(lv.kids);
    free(lv.counts);
    free(lv.exit_low);
    free(lv.exit_high);
    free(lv.work);
    return ok;
}

/* Does board b keep the recurrence solve_level() solved it by (the
 * moves' values from the children's, a finished board its sweep)? */
static bool board_agrees(const void *table, const uint8_t *b, int total)
{
    const Table *t = table;
    uint32_t kid[RULES_MAX_MOVES];
    int gain[RULES_MAX_MOVES];
    int m = moves_of(t, &t->base, b, total, kid, gain);
    uint32_t i = ai_board_index(&t->boards, b, total);
    if (m == 0) {
        RulesPosition end = t->base;
        memcpy(end.holes, b, (size_t)t->boards.holes);
        rules_finish(&end, RULES_END_NO_MOVES, RULES_RULE_NONE, NULL);
        int sweep = end.captured[RULES_SOUTH] - end.captured[RULES_NORTH];
        return t->low[i] == sweep && t->high[i] == sweep;
    }
    int l = -1000, h = -1000;
    for (int j = 0; j < m; j++) {
        int cl = t->low[kid[j]], ch = t->high[kid[j]];
        int vl = ch == UNSET_HIGH ? -1000 : gain[j] - ch;
        int vh = cl == UNSET_LOW ? 1000 : gain[j] - cl;
        l = vl > l ? vl : l;
        h = vh > h ? vh : h;
    }
    return t->low[i] == to_low(l) && t->high[i] == to_high(h);
}

/* The kept table at `path` (ai_tables_obtain's load), checked: a file
 * that fails is set aside. */
static void *solved_load(void *ctx, const char *path)
{
    Table *t = ctx;
    AiKeptId id;
    ai_kept_id(&id, "MASOLV1", t->game, t->holes_per_row, t->total,
               t->boards.count);
    t->data = ai_kept_load(path, &id, 2 * (size_t)t->boards.count);
    if (!t->data) {
        return NULL;
    }
    table_arrays(t);
    if (ai_tables_sample_ok(t, t->boards.holes, t->total, board_agrees)) {
        return t;
    }
    ai_kept_free(t->data);
    t->data = NULL;
    ai_kept_set_aside(path, "its values do not agree with today's rules");
    return NULL;
}

static void *solved_build(void *ctx)
{
    return build(ctx) ? ctx : NULL;
}

static bool solved_save(void *ctx, void *table, const char *path)
{
    (void)ctx;
    Table *t = table;
    AiKeptId id;
    ai_kept_id(&id, "MASOLV1", t->game, t->holes_per_row, t->total,
               t->boards.count);
    return ai_kept_save(path, &id, t->data, 2 * (size_t)t->boards.count);
}

static const AiTableOps solved_ops = {solved_load, solved_build,
                                      solved_save};

/* The table of a game variant: read from the kept file, or solved and
 * then kept (a folder we cannot write only costs a rebuild next time);
 * NULL when the game is not one the table can hold (see above) or memory
 * runs out. */
static Table *load_or_build(RulesGameId game, int holes_per_row)
{
    const RulesGameInfo *info = rules_game_info(game);
    RulesPosition base;
    if (info->rows != 2 || info->owners_change ||
        info->scoring != RULES_SCORING_PILES ||
        rules_setup(&base, game, holes_per_row) != RULES_OK) {
        return NULL;
    }
    Table *t = calloc(1, sizeof *t);
    if (!t) {
        return NULL;
    }
    t->game = game;
    t->holes_per_row = holes_per_row;
    t->total = rules_start_total(&base);
    t->base = base;
    t->base.captured[0] = t->base.captured[1] = 0;
    t->base.to_move = RULES_SOUTH;
    t->base.moves_played = 1;
    if (!ai_boards_init(&t->boards, base.hole_count, t->total)) {
        free(t);
        return NULL;
    }
    char path[4200] = "";
    if (kept_dir[0]) {
        snprintf(path, sizeof path, "%s/solved-%s-%d.table", kept_dir,
                 rules_game_name(game), holes_per_row);
    }
    if (!ai_tables_obtain(path, &solved_ops, t)) {
        table_free(t);
        return NULL;
    }
    return t;
}

/* A variant's table: not asked for yet, being read or built, ready, or
 * not to be had (no memory, or builds stopped). Under `lock`. */
enum { TABLE_IDLE, TABLE_BUILDING, TABLE_READY, TABLE_FAILED };
static int state[RULES_GAME_COUNT][RULES_MAX_VARIANTS];
static pthread_t builder[RULES_GAME_COUNT][RULES_MAX_VARIANTS];
static bool joinable[RULES_GAME_COUNT][RULES_MAX_VARIANTS];
static pthread_cond_t built = PTHREAD_COND_INITIALIZER;

/* The build's end, under `lock`. */
static void finish(int game, int k, Table *t)
{
    tables[game][k] = t;
    state[game][k] = t ? TABLE_READY : TABLE_FAILED;
    pthread_cond_broadcast(&built);
}

static void *build_thread(void *arg)
{
    int slot = (int)(intptr_t)arg;
    int game = slot / RULES_MAX_VARIANTS, k = slot % RULES_MAX_VARIANTS;
    const RulesGameInfo *info = rules_game_info((RulesGameId)game);
    Table *t = load_or_build((RulesGameId)game, info->variants[k]);
    pthread_mutex_lock(&lock);
    finish(game, k, t);
    pthread_mutex_unlock(&lock);
    ai_working_add(-1);
    return NULL;
}

/*
 * The table of a game variant; NULL when it has none, cannot be built,
 * or is not ready yet. The first to ask starts it: after
 * ai_solved_setup() on a thread of its own, so that asking never blocks
 * (the window; a search that is told "not ready" searches), else on the
 * asking thread (tests and tools). `wait` waits for a build under way,
 * until `cancel` (may be NULL) is set.
 */
static const Table *table_of(RulesGameId game, int holes_per_row, bool wait,
                             const atomic_bool *cancel)
{
    const RulesGameInfo *info = rules_game_info(game);
    if (!info || !ai_game(game)->whole) {
        return NULL;
    }
    int k = 0;
    while (k < RULES_MAX_VARIANTS && info->variants[k] &&
           info->variants[k] != holes_per_row) {
        k++;
    }
    if (k == RULES_MAX_VARIANTS || !info->variants[k]) {
        return NULL;
    }
    pthread_mutex_lock(&lock);
    if (state[game][k] == TABLE_IDLE) {
        state[game][k] = TABLE_BUILDING;
        void *arg = (void *)(intptr_t)((int)game * RULES_MAX_VARIANTS + k);
        ai_working_add(1);
        if (ahead && pthread_create(&builder[game][k], NULL, build_thread,
                                    arg) == 0) {
            joinable[game][k] = true;
        } else {
            ai_working_add(-1);
            /* Here: the lock is let go meanwhile, others wait below. */
            pthread_mutex_unlock(&lock);
            Table *t = load_or_build(game, holes_per_row);
            pthread_mutex_lock(&lock);
            finish(game, k, t);
        }
    }
    wait = wait || !ahead;
    while (wait && state[game][k] == TABLE_BUILDING &&
           !(cancel && atomic_load(cancel))) {
        ai_wait_build(&built, &lock);
    }
    const Table *t = state[game][k] == TABLE_READY ? tables[game][k] : NULL;
    pthread_mutex_unlock(&lock);
    return t;
}

bool solved_wait(RulesGameId game, int holes_per_row,
                 const atomic_bool *cancel)
{
    return table_of(game, holes_per_row, true, cancel) != NULL;
}

void solved_join(void)
{
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        for (int k = 0; k < RULES_MAX_VARIANTS; k++) {
            pthread_mutex_lock(&lock);
            bool join = joinable[g][k];
            pthread_t th = builder[g][k];
            joinable[g][k] = false;
            pthread_mutex_unlock(&lock);
            if (join) {
                pthread_join(th, NULL);
            }
        }
    }
}

static const Table *table_for(const RulesPosition *p)
{
    return table_of((RulesGameId)p->game, p->holes_per_row, false, NULL);
}

void ai_solved_keep(const char *cache_dir)
{
    pthread_mutex_lock(&lock);
    snprintf(kept_dir, sizeof kept_dir, "%s", cache_dir ? cache_dir : "");
    pthread_mutex_unlock(&lock);
}

void ai_solved_setup(const char *cache_dir)
{
    ai_solved_keep(cache_dir);
    pthread_mutex_lock(&lock);
    ahead = true;
    pthread_mutex_unlock(&lock);
}

void ai_prepare(RulesGameId game, int holes_per_row)
{
    eg_start(game, holes_per_row);
    pthread_mutex_lock(&lock);
    bool go = ahead;
    pthread_mutex_unlock(&lock);
    if (go) {
        table_of(game, holes_per_row, false, NULL); /* starts it */
    }
}

/* The mover's final margin after move `m`, as a range [lo, hi]. */
static void move_range(const Table *t, const RulesPosition *p,
                       const RulesPosition *q, const History *h, int *lo,
                       int *hi)
{
    int me = p->to_move;
    int limit = rules_game_info((RulesGameId)p->game)->repeat_limit;
    if (q->over ||
        history_count(h, rules_position_key(q)) + 1 >= (uint32_t)limit) {
        int totals[2];
        ai_final_totals(q, totals); /* over: the sweep is done already */
        *lo = *hi = totals[me] - totals[1 - me];
        return;
    }
    uint8_t b[AI_BOARD_MAX_HOLES];
    ai_board_of(q, b);
    int on_board = 0;
    for (int i = 0; i < t->boards.holes; i++) {
        on_board += b[i];
    }
    uint32_t i = ai_board_index(&t->boards, b, on_board);
    int side = q->to_move;
    int dq = q->captured[side] - q->captured[1 - side];
    int low = t->low[i], high = t->high[i];
    *lo = high == UNSET_HIGH ? -1000 : -(dq + high);
    *hi = low == UNSET_LOW ? 1000 : -(dq + low);
}

static AiOutcome outcome_of(int lo, int hi)
{
    return lo > 0 ? AI_OUTCOME_WIN : hi < 0 ? AI_OUTCOME_LOSS
                                            : AI_OUTCOME_DRAW;
}

bool ai_game_solved(RulesGameId game)
{
    return ai_game(game)->whole;
}

bool ai_solve(const RulesPosition *p, const uint64_t *history,
              size_t history_len, AiSolved *out)
{
    memset(out, 0, sizeof *out);
    out->plies = -1;
    out->exact = true;
    const Table *t = table_for(p);
    if (!t) {
        return false;
    }
    int me = p->to_move;
    if (p->over) {
        out->final_mover = p->captured[me];
        out->final_opponent = p->captured[1 - me];
        out->outcome = outcome_of(out->final_mover - out->final_opponent,
                                  out->final_mover - out->final_opponent);
        return true;
    }
    History h;
    if (!history_init_at(&h, p, history, history_len)) {
        return false;
    }
    RulesMove moves[RULES_MAX_MOVES];
    int n = rules_legal_moves(p, moves);
    /* Best result, then best margin; among equals a capture (it cannot
     * lead round a cycle), then the least repeated position. */
    long best_key = -1000000;
    int best_lo = 0, best_hi = 0;
    for (int k = 0; k < n; k++) {
        RulesPosition q;
        rules_apply(p, moves[k], &q, NULL);
        int lo, hi;
        move_range(t, p, &q, &h, &lo, &hi);
        AiOutcome o = outcome_of(lo, hi);
        int rank = o == AI_OUTCOME_WIN ? 2 : o == AI_OUTCOME_DRAW ? 1 : 0;
        int margin = o == AI_OUTCOME_WIN ? lo : o == AI_OUTCOME_LOSS ? hi : 0;
        bool capture = q.captured[me] > p->captured[me] || q.over;
        long key = (long)rank * 100000 + (margin + 1000) * 10 +
                   (capture ? 5 : 0) -
                   (long)history_count(&h, rules_position_key(&q));
        if (key > best_key) {
            best_key = key;
            best_lo = lo;
            best_hi = hi;
            out->move = moves[k];
            out->has_move = true;
        }
    }
    free(h.keys);
    free(h.counts);
    out->outcome = outcome_of(best_lo, best_hi);
    int margin = out->outcome == AI_OUTCOME_WIN    ? best_lo
                 : out->outcome == AI_OUTCOME_LOSS ? best_hi
                                                   : 0;
    out->final_mover = (t->total + margin) / 2;
    out->final_opponent = t->total - out->final_mover;
    return true;
}
