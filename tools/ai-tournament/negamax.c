/* negamax.c: a plain negamax player (alpha-beta, fixed depth, captured-seed difference), independent of the expert's search, for ai-tournament. */
#include "negamax.h"

/*
 * What a common strong program plays: every move looked at to a fixed
 * depth, in the rules core's order, the position valued by the counters
 * each side has captured (the finished game's result first). It shares
 * nothing with src/ai but the rules core: no table of positions, no
 * move ordering, no capture search, no repetition (C-6), no tables.
 */

enum { WIN = 100000 };

/* The side to move's score of a position with no look-ahead. */
static int value(const RulesPosition *p)
{
    int me = p->to_move, d = p->captured[me] - p->captured[1 - me];
    if (!p->over || p->winner == RULES_WINNER_DRAW) {
        return d;
    }
    return p->winner == me + 1 ? WIN + d : -WIN + d;
}

static int negamax(const RulesPosition *p, int depth, int alpha, int beta,
                   long long *nodes)
{
    ++*nodes;
    RulesMove moves[RULES_MAX_MOVES];
    int n = p->over || depth == 0 ? 0 : rules_legal_moves(p, moves);
    if (n == 0) {
        return value(p);
    }
    int best = -2 * WIN;
    for (int i = 0; i < n && alpha < beta; i++) {
        RulesPosition q;
        rules_apply(p, moves[i], &q, NULL);
        /* a move may leave the same side to move (Goré's answer to an
         * offer): then its score is not negated */
        int v = q.to_move == p->to_move
                    ? negamax(&q, depth - 1, alpha, beta, nodes)
                    : -negamax(&q, depth - 1, -beta, -alpha, nodes);
        best = v > best ? v : best;
        alpha = v > alpha ? v : alpha;
    }
    return best;
}

bool negamax_choose(const RulesPosition *root, int depth, RulesMove *out,
                    long long *nodes)
{
    RulesMove moves[RULES_MAX_MOVES];
    int n = root->over ? 0 : rules_legal_moves(root, moves);
    *nodes = 0;
    int best = -2 * WIN;
    for (int i = 0; i < n; i++) {
        RulesPosition q;
        rules_apply(root, moves[i], &q, NULL);
        int v = q.to_move == root->to_move
                    ? negamax(&q, depth - 1, best, 2 * WIN, nodes)
                    : -negamax(&q, depth - 1, -2 * WIN, -best, nodes);
        if (v > best) {
            best = v;
            *out = moves[i];
        }
    }
    return n > 0;
}
