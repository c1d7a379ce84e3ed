/* modiar_table.c: Modiar solved by retrograde analysis: every board's best final margin, built once on first use. */
#include "ai_internal.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/*
 * What is stored. Captured counters never come back, so what is still to
 * be won depends only on the board and the side to move: the piles only
 * add to it. The table holds, for every board of 0 to 42 counters seen by
 * the side to move (its row first), two margins of the final score (what
 * the mover will still gain minus what the opponent will, counting the
 * end sweep of MOD-7):
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
 * MOD-4 (the first move captures nothing) concerns only the start, so the
 * table ignores it and ai_modiar_table_solve() applies it at the root.
 */

enum { HOLES = 6, TOTAL = 42, UNSET_LOW = -128, UNSET_HIGH = 127 };

typedef struct Table {
    int8_t *low, *high;
    uint32_t offset[TOTAL + 2]; /* first index of each board total */
    uint32_t before[HOLES][TOTAL + 1][TOTAL + 2]; /* ranking help */
    double seconds;
    bool ok;
} Table;

static Table table;
static pthread_once_t table_once = PTHREAD_ONCE_INIT;

static uint32_t ways(int k, int s)
{
    return (uint32_t)ai_ways(k, s);
}

/* The index of a board: boards of one total in lexicographic order. */
static uint32_t board_index(const int *b)
{
    int rem = 0;
    for (int i = 0; i < HOLES; i++) {
        rem += b[i];
    }
    uint32_t r = table.offset[rem];
    for (int i = 0; i < HOLES - 1; i++) {
        r += table.before[i][rem][b[i]];
        rem -= b[i];
    }
    return r;
}

static bool even_catch(int v)
{
    return v == 2 || v == 4 || v == 6;
}

/*
 * Plays the mover's hole `from` (0..2) on board `b` (mover's row first).
 * Returns false if the move is not legal apart from MOD-5 (singleton,
 * grand slam). Fills the child as the opponent sees it, the counters
 * captured (they go to the mover, from either row), and whether the
 * opponent's row holds counters after the move.
 */
static bool play(const int *b, int from, int *child, int *captured,
                 bool *feeds)
{
    int q[HOLES];
    memcpy(q, b, sizeof q);
    int n = q[from];
    if (n < 2) {
        return false;
    }
    q[from] = 1; /* MOD-2: the first counter goes back home */
    int at = from;
    for (n--; n > 0; n--) {
        at = at + 1 == HOLES ? 0 : at + 1;
        q[at]++;
    }
    int opp_after = q[3] + q[4] + q[5], taken = 0, taken_opp = 0;
    if (even_catch(q[at])) {
        for (int i = at, k = 0; k < HOLES && even_catch(q[i]);
             i = (i + HOLES - 1) % HOLES, k++) {
            taken += q[i];
            taken_opp += i >= 3 ? q[i] : 0;
            q[i] = 0;
        }
    }
    if (opp_after > 0 && taken_opp == opp_after) {
        return false; /* MOD-6 */
    }
    for (int i = 0; i < HOLES; i++) {
        child[i] = q[(i + 3) % HOLES];
    }
    *captured = taken;
    *feeds = q[3] + q[4] + q[5] > 0;
    return true;
}

/* The legal moves of a board as its children: index and counters won. */
static int moves_of(const int *b, uint32_t *kid, int *gain)
{
    int child[3][HOLES], cap[3], n = 0, fed = 0;
    bool feeds[3];
    for (int h = 0; h < 3; h++) {
        if (play(b, h, child[n], &cap[n], &feeds[n])) {
            fed += feeds[n];
            n++;
        }
    }
    bool opp_empty = b[3] + b[4] + b[5] == 0;
    int kept = 0;
    for (int k = 0; k < n; k++) {
        if (!opp_empty || !fed || feeds[k]) { /* MOD-5 */
            kid[kept] = board_index(child[k]);
            gain[kept++] = cap[k];
        }
    }
    return kept;
}

/* Scratch space for the boards of one total. */
typedef struct Level {
    uint32_t *kids;   /* 3 per board: children of the same total */
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

static void solve_level(int total, Level *lv)
{
    uint32_t first = table.offset[total], s = 0, nw = 0;
    int b[HOLES];
    /* Every board of this total, in index order. */
    for (b[0] = 0; b[0] <= total; b[0]++) {
        int r0 = total - b[0];
        for (b[1] = 0; b[1] <= r0; b[1]++) {
            int r1 = r0 - b[1];
            for (b[2] = 0; b[2] <= r1; b[2]++) {
                int r2 = r1 - b[2];
                for (b[3] = 0; b[3] <= r2; b[3]++) {
                    int r3 = r2 - b[3];
                    for (b[4] = 0; b[4] <= r3; b[4]++, s++) {
                        b[5] = r3 - b[4];
                        uint32_t kid[3], i = first + s;
                        int gain[3];
                        int m = moves_of(b, kid, gain);
                        if (m == 0) {
                            /* MOD-7: each side takes its own row. */
                            int sweep = b[0] + b[1] + b[2] - b[3] - b[4] -
                                        b[5];
                            table.low[i] = table.high[i] = (int8_t)sweep;
                            lv->counts[s] = 0;
                            continue;
                        }
                        /* Captures lead to smaller totals, solved already:
                         * their best is fixed. */
                        int el = -1000, eh = -1000, c = 0;
                        for (int j = 0; j < m; j++) {
                            if (kid[j] >= first) {
                                lv->kids[3 * s + (uint32_t)c++] =
                                    kid[j] - first;
                                continue;
                            }
                            int cl = table.low[kid[j]];
                            int ch = table.high[kid[j]];
                            int l = ch == UNSET_HIGH ? -1000 : gain[j] - ch;
                            int h = cl == UNSET_LOW ? 1000 : gain[j] - cl;
                            el = l > el ? l : el;
                            eh = h > eh ? h : eh;
                        }
                        lv->counts[s] = (uint8_t)c;
                        lv->exit_low[s] = (int16_t)el;
                        lv->exit_high[s] = (int16_t)eh;
                        table.low[i] = c ? UNSET_LOW : to_low(el);
                        table.high[i] = c ? UNSET_HIGH : to_high(eh);
                        if (c) {
                            lv->work[nw++] = s;
                        }
                    }
                }
            }
        }
    }
    /* Value iteration over the moves without capture, which may cycle.
     * low only rises and high only falls, so this ends; a board whose
     * low and high meet is settled and leaves the work list. */
    int8_t *low = table.low + first, *high = table.high + first;
    bool changed = true;
    while (changed && nw) {
        changed = false;
        uint32_t kept = 0;
        for (uint32_t w = 0; w < nw; w++) {
            uint32_t k = lv->work[w];
            int l = lv->exit_low[k], h = lv->exit_high[k];
            for (uint32_t j = 0; j < lv->counts[k]; j++) {
                uint32_t c = lv->kids[3 * k + j];
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
}

static void build(void)
{
    double t0 = ai_now();
    for (int i = 0; i < HOLES; i++) {
        for (int rem = 0; rem <= TOTAL; rem++) {
            uint32_t acc = 0;
            for (int v = 0; v <= rem + 1 && v <= TOTAL + 1; v++) {
                table.before[i][rem][v] = acc;
                if (v <= rem) {
                    acc += ways(HOLES - 1 - i, rem - v);
                }
            }
        }
    }
    uint32_t off = 0;
    for (int s = 0; s <= TOTAL + 1; s++) {
        table.offset[s] = off;
        off += ways(HOLES, s);
    }
    uint32_t all = table.offset[TOTAL + 1];
    uint32_t biggest = ways(HOLES, TOTAL);
    table.low = malloc(all);
    table.high = malloc(all);
    Level lv;
    lv.kids = malloc(sizeof *lv.kids * 3 * biggest);
    lv.counts = malloc(biggest);
    lv.exit_low = malloc(sizeof *lv.exit_low * biggest);
    lv.exit_high = malloc(sizeof *lv.exit_high * biggest);
    lv.work = malloc(sizeof *lv.work * biggest);
    if (table.low && table.high && lv.kids && lv.counts && lv.exit_low &&
        lv.exit_high && lv.work) {
        for (int s = 0; s <= TOTAL; s++) {
            solve_level(s, &lv);
        }
        table.ok = true;
    } else {
        free(table.low);
        free(table.high);
        table.low = table.high = NULL;
    }
    free(lv.kids);
    free(lv.counts);
    free(lv.exit_low);
    free(lv.exit_high);
    free(lv.work);
    table.seconds = ai_now() - t0;
}

/* The mover's final margin after move `m`, as a range [lo, hi]. */
static void move_range(const RulesPosition *p, const RulesPosition *q,
                       const History *h, int *lo, int *hi)
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
    int b[HOLES], side = q->to_move;
    for (int i = 0; i < HOLES; i++) {
        b[i] = q->holes[(i + 3 * side) % HOLES];
    }
    uint32_t i = board_index(b);
    int dq = q->captured[side] - q->captured[1 - side];
    int low = table.low[i], high = table.high[i];
    *lo = high == UNSET_HIGH ? -1000 : -(dq + high);
    *hi = low == UNSET_LOW ? 1000 : -(dq + low);
}

static AiOutcome outcome_of(int lo, int hi)
{
    return lo > 0 ? AI_OUTCOME_WIN : hi < 0 ? AI_OUTCOME_LOSS
                                            : AI_OUTCOME_DRAW;
}

bool ai_modiar_table_solve(const RulesPosition *p, const uint64_t *history,
                           size_t history_len, AiSolved *out)
{
    memset(out, 0, sizeof *out);
    out->plies = -1;
    out->exact = true;
    if (p->game != RULES_GAME_MODIAR) {
        return false;
    }
    pthread_once(&table_once, build);
    if (!table.ok) {
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
        move_range(p, &q, &h, &lo, &hi);
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
    out->final_mover = (TOTAL + margin) / 2;
    out->final_opponent = TOTAL - out->final_mover;
    return true;
}
