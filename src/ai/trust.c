/* trust.c: what a kept table is trusted by: a fingerprint of the rules it was built from, and a sample of its boards checked under today's rules. */
#include "ai_internal.h"

#include <string.h>

static uint64_t mix(uint64_t h, uint64_t v)
{
    h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
    return h * 0xff51afd7ed558ccdULL;
}

/* What a position is, as far as a table can tell: holes, owners, piles,
 * the side to move, and how it ended. */
static uint64_t mix_position(uint64_t h, const RulesPosition *p)
{
    for (int i = 0; i < p->hole_count; i++) {
        h = mix(h, p->holes[i]);
    }
    h = mix(h, p->north_owned);
    h = mix(h, (uint64_t)p->captured[0] << 16 | p->captured[1]);
    h = mix(h, (uint64_t)p->to_move << 8 | (uint64_t)p->over << 4 |
                   (uint64_t)p->winner);
    return h;
}

/* Every move of `p` and what it leads to, or how the game ends there. */
static uint64_t mix_moves(uint64_t h, const RulesPosition *p,
                          RulesPosition next[RULES_MAX_MOVES], int *n)
{
    RulesMove moves[RULES_MAX_MOVES];
    *n = rules_legal_children(p, moves, next);
    h = mix(h, (uint64_t)*n);
    for (int k = 0; k < *n; k++) {
        h = mix(h, (uint64_t)moves[k].kind << 16 |
                       (uint64_t)moves[k].hole << 8 | moves[k].offer);
        h = mix_position(h, &next[k]);
    }
    if (*n == 0) {
        RulesPosition end = *p;
        rules_finish(&end, RULES_END_NO_MOVES, RULES_RULE_NONE, NULL);
        h = mix_position(h, &end);
    }
    return h;
}

enum { PRINT_GAMES = 16, PRINT_PLIES = 200, PRINT_BOARDS = 512 };

uint64_t ai_rules_fingerprint(RulesGameId game, int holes_per_row, int max)
{
    RulesPosition start;
    if (rules_setup(&start, game, holes_per_row) != RULES_OK) {
        return 0;
    }
    uint64_t h = mix(mix(0, (uint64_t)game), (uint64_t)holes_per_row);
    uint64_t rng = 0x5eed;
    RulesPosition next[RULES_MAX_MOVES];
    int n;
    /* Random games from the setup, as they are played. */
    for (int g = 0; g < PRINT_GAMES; g++) {
        RulesPosition p = start;
        for (int ply = 0; ply < PRINT_PLIES && !p.over; ply++) {
            h = mix_moves(h, &p, next, &n);
            if (n == 0) {
                break;
            }
            p = next[ai_random(&rng) % (uint64_t)n];
        }
    }
    /* Random boards of the table's kind: South to move, stores empty. */
    RulesPosition base = start;
    base.captured[0] = base.captured[1] = 0;
    base.to_move = RULES_SOUTH;
    base.moves_played = 1;
    for (int b = 0; b < PRINT_BOARDS && max > 0; b++) {
        RulesPosition p = base;
        memset(p.holes, 0, sizeof p.holes);
        int total = (int)(ai_random(&rng) % (uint64_t)(max + 1));
        for (int k = 0; k < total; k++) {
            p.holes[ai_random(&rng) % (uint64_t)p.hole_count]++;
        }
        h = mix_moves(h, &p, next, &n);
    }
    return h;
}

bool ai_tables_sample_ok(const void *table, int holes, int max,
                         AiBoardCheck check)
{
    uint64_t rng = 0x7ab1e5;
    uint8_t board[AI_BOARD_MAX_HOLES];
    for (int k = 0; k < AI_SAMPLE_BOARDS; k++) {
        /* Every total in turn, so that each layer of the table is read. */
        int total = k % (max + 1);
        memset(board, 0, sizeof board);
        for (int c = 0; c < total; c++) {
            board[ai_random(&rng) % (uint64_t)holes]++;
        }
        if (!check(table, board, total)) {
            return false;
        }
    }
    return true;
}
