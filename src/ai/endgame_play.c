/* endgame_play.c: perfect play from an endgame table (endgame.c): the
 * best move, its outcome and how long the game lasts. */
#include "ai_internal.h"

#include <stdlib.h>
#include <string.h>

/* The mover's final margin after move `m` as a range [lo, hi], and the
 * rank of the child in the game that range is about. */
static void eg_move(const EgTable *t, const RulesPosition *p,
                    const RulesPosition *q, const History *h, int *lo,
                    int *hi, int *lo_rank, int *hi_rank)
{
    int me = p->to_move;
    *lo_rank = *hi_rank = 0;
    int limit = rules_game_info((RulesGameId)p->game)->repeat_limit;
    if (q->over ||
        (h && history_count(h, rules_position_key(q)) + 1 >= (uint32_t)limit)) {
        int totals[2];
        ai_final_totals(q, totals); /* over: the sweep is done already */
        *lo = *hi = totals[me] - totals[1 - me];
        return;
    }
    EgEntry e;
    eg_probe(t, q, &e); /* fewer counters than p: always in the table */
    int side = q->to_move;
    int dq = q->captured[side] - q->captured[1 - side];
    *lo = e.high >= EG_UNSET ? -EG_UNSET : -(dq + e.high);
    *hi = e.low <= -EG_UNSET ? EG_UNSET : -(dq + e.low);
    bool capture = q->captured[me] != p->captured[me];
    *lo_rank = capture ? 0 : e.high_rank;
    *hi_rank = capture ? 0 : e.low_rank;
}

static AiOutcome eg_outcome(int lo, int hi)
{
    return lo > 0 ? AI_OUTCOME_WIN : hi < 0 ? AI_OUTCOME_LOSS
                                            : AI_OUTCOME_DRAW;
}

/*
 * The best move of a position in the table: the best result, then the
 * best margin; then a win takes the child settled soonest (the fastest
 * win, which never repeats a position) and a loss the latest (the
 * slowest); then the position repeated least. Returns the number of
 * moves that keep the best result, first in `moves`.
 */
static int eg_best(const EgTable *t, const RulesPosition *p,
                   const History *h, RulesMove *moves, int n, int *lo_out,
                   int *hi_out)
{
    long best_key = -1000000000L;
    int best = 0, kept = 0, ranks[RULES_MAX_MOVES];
    *lo_out = -EG_UNSET;
    *hi_out = EG_UNSET;
    for (int k = 0; k < n; k++) {
        RulesPosition q;
        rules_apply(p, moves[k], &q, NULL);
        int lo, hi, lr, hr;
        eg_move(t, p, &q, h, &lo, &hi, &lr, &hr);
        AiOutcome o = eg_outcome(lo, hi);
        ranks[k] = o == AI_OUTCOME_WIN ? 2 : o == AI_OUTCOME_DRAW ? 1 : 0;
        /* A draw: best one we can force to end, then one the opponent
         * can, then one that only endless play keeps. */
        int margin = o == AI_OUTCOME_WIN    ? lo
                     : o == AI_OUTCOME_LOSS ? hi
                     : lo == 0              ? 2
                     : hi == 0              ? 1
                                            : 0;
        int speed = o == AI_OUTCOME_WIN || lo == 0 ? -lr
                    : o == AI_OUTCOME_LOSS || hi == 0 ? hr
                                                      : 0;
        long key = (long)ranks[k] * 10000000L + (margin + 1000) * 2000L +
                   (speed + 500) * 2 -
                   (h && history_count(h, rules_position_key(&q)) ? 1 : 0);
        if (key > best_key) {
            best_key = key;
            best = k;
            *lo_out = lo;
            *hi_out = hi;
        }
    }
    RulesMove first = moves[best];
    int top = ranks[best];
    for (int k = 0; k < n; k++) {
        if (ranks[k] == top) {
            moves[kept++] = moves[k];
        }
    }
    for (int k = 0; k < kept; k++) {
        if (rules_move_equal(moves[k], first)) {
            moves[k] = moves[0];
            moves[0] = first;
        }
    }
    return kept;
}

/* Plies to the end when both sides play the table's moves; -1 when play
 * goes round without end (a draw by our reading of C-6). */
static int eg_plies(const EgTable *t, const RulesPosition *p)
{
    RulesPosition q = *p;
    for (int ply = 0; ply < 2000; ply++) {
        if (q.over) {
            return ply;
        }
        RulesMove moves[RULES_MAX_MOVES];
        int n = rules_legal_moves(&q, moves), lo = 0, hi = 0;
        eg_best(t, &q, NULL, moves, n, &lo, &hi);
        if (lo < 0 && hi > 0) {
            return -1;
        }
        rules_apply(&q, moves[0], &q, NULL);
    }
    return -1;
}

int ai_endgame_keep(const RulesPosition *p, const uint64_t *history,
                    size_t history_len, RulesMove *moves, int n,
                    AiSolved *out)
{
    memset(out, 0, sizeof *out);
    out->plies = -1;
    const EgTable *t = eg_for(p);
    EgEntry e;
    if (!t || n == 0 || !eg_probe(t, p, &e)) {
        return 0;
    }
    History h;
    if (!history_init_at(&h, p, history, history_len)) {
        return 0;
    }
    int lo = 0, hi = 0;
    int kept = eg_best(t, p, &h, moves, n, &lo, &hi);
    free(h.keys);
    free(h.counts);
    out->outcome = eg_outcome(lo, hi);
    out->move = moves[0];
    out->has_move = true;
    out->exact = !(lo < 0 && hi > 0);
    out->mover_forces = lo >= 0;
    int margin = out->outcome == AI_OUTCOME_WIN    ? lo
                 : out->outcome == AI_OUTCOME_LOSS ? hi
                                                   : 0;
    int total = rules_start_total(p);
    out->final_mover = (total + margin) / 2;
    out->final_opponent = total - out->final_mover;
    if (out->exact) {
        RulesPosition q;
        rules_apply(p, moves[0], &q, NULL);
        int rest = eg_plies(t, &q);
        out->plies = rest < 0 ? -1 : rest + 1;
    }
    return kept;
}

bool ai_endgame_solve(const RulesPosition *p, const uint64_t *history,
                      size_t history_len, AiSolved *out)
{
    RulesMove moves[RULES_MAX_MOVES];
    int n = rules_legal_moves(p, moves);
    return ai_endgame_keep(p, history, history_len, moves, n, out) > 0;
}
