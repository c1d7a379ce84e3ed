/* mcts.c: a plain UCT player (random play-outs), only to measure it against the expert's alpha-beta in ai-tournament. */
#define _POSIX_C_SOURCE 200809L
#include "mcts.h"

#include <math.h>
#include <stdlib.h>
#include <time.h>

enum { MAX_NODES = 200000, PLAYOUT_CAP = 400 };

typedef struct Node {
    RulesPosition pos;
    RulesMove move;    /* the move that led here */
    int parent, first, count; /* children first .. first+count-1 */
    bool expanded;
    double visits, wins; /* wins for the side that played `move` */
} Node;

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static uint64_t next(uint64_t *s)
{
    uint64_t z = (*s += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* 1 for a South win, 0 for North, 0.5 for a draw or an unfinished game
 * decided by the counters each side would have. */
static double playout(RulesPosition p, uint64_t *rng)
{
    for (int ply = 0; ply < PLAYOUT_CAP && !p.over; ply++) {
        RulesMove moves[RULES_MAX_MOVES];
        int n = rules_legal_moves(&p, moves);
        rules_apply(&p, moves[next(rng) % (uint64_t)n], &p, NULL);
    }
    int w = p.winner;
    if (!p.over) {
        int t[2] = {p.captured[0], p.captured[1]};
        if (p.game != RULES_GAME_BAO_KIGOGO) {
            for (int i = 0; i < p.hole_count; i++) {
                t[(p.north_owned >> i) & 1] += p.holes[i];
            }
        }
        w = t[0] > t[1]   ? RULES_WINNER_SOUTH
            : t[0] < t[1] ? RULES_WINNER_NORTH
                          : RULES_WINNER_DRAW;
    }
    return w == RULES_WINNER_SOUTH ? 1.0 : w == RULES_WINNER_NORTH ? 0.0
                                                                 : 0.5;
}

bool mcts_choose(const RulesPosition *root, long ms, uint64_t seed,
                 RulesMove *out, long long *playouts)
{
    Node *t = malloc(sizeof *t * MAX_NODES);
    if (!t) {
        return false;
    }
    uint64_t rng = seed;
    int used = 1;
    t[0] = (Node){.pos = *root, .parent = -1};
    double deadline = now() + (double)ms / 1000.0;
    long long iters = 0;
    while ((iters & 63) || now() < deadline) {
        iters++;
        int n = 0;
        /* Selection. */
        while (t[n].expanded && t[n].count > 0) {
            int best = t[n].first;
            double best_v = -1.0, lg = log(t[n].visits + 1.0);
            for (int c = t[n].first; c < t[n].first + t[n].count; c++) {
                double v = t[c].visits == 0
                               ? 1e9
                               : t[c].wins / t[c].visits +
                                     1.4 * sqrt(lg / t[c].visits);
                if (v > best_v) {
                    best_v = v;
                    best = c;
                }
            }
            n = best;
        }
        /* Expansion. */
        if (!t[n].pos.over && !t[n].expanded) {
            RulesMove moves[RULES_MAX_MOVES];
            int k = rules_legal_moves(&t[n].pos, moves);
            if (used + k <= MAX_NODES) {
                t[n].expanded = true;
                t[n].first = used;
                t[n].count = k;
                for (int i = 0; i < k; i++) {
                    Node *c = &t[used++];
                    *c = (Node){.move = moves[i], .parent = n};
                    rules_apply(&t[n].pos, moves[i], &c->pos, NULL);
                }
                n = t[n].first + (int)(next(&rng) % (uint64_t)k);
            }
        }
        double south = playout(t[n].pos, &rng);
        /* Back-propagation: each node counts for the side that moved
         * into it, its parent's side to move. */
        for (; n > 0; n = t[n].parent) {
            int mover = t[t[n].parent].pos.to_move;
            t[n].visits += 1.0;
            t[n].wins += mover == RULES_SOUTH ? south : 1.0 - south;
        }
        t[0].visits += 1.0;
    }
    int best = t[0].first;
    for (int c = t[0].first; c < t[0].first + t[0].count; c++) {
        if (t[c].visits > t[best].visits) {
            best = c;
        }
    }
    bool ok = t[0].count > 0;
    if (ok) {
        *out = t[best].move;
    }
    *playouts = iters;
    free(t);
    return ok;
}
