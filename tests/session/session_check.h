/* session_check.h: shared helpers of the session tests: comparing positions, seeded random play. */
#ifndef SESSION_CHECK_H
#define SESSION_CHECK_H

#include "rules.h"
#include "session.h"

#include <stdint.h>
#include <string.h>

/* Every field of two positions, padding aside. */
static inline bool same_position(const RulesPosition *a,
                                 const RulesPosition *b)
{
    return a->hole_count == b->hole_count &&
           memcmp(a->holes, b->holes, a->hole_count) == 0 &&
           a->north_owned == b->north_owned &&
           a->captured[0] == b->captured[0] &&
           a->captured[1] == b->captured[1] &&
           a->moves_played == b->moves_played && a->game == b->game &&
           a->holes_per_row == b->holes_per_row &&
           a->to_move == b->to_move && a->offer == b->offer &&
           a->must_sow == b->must_sow && a->declined == b->declined &&
           a->over == b->over && a->winner == b->winner &&
           a->end_reason == b->end_reason && a->end_rule == b->end_rule;
}

/* A small fixed-seed generator, so every run plays the same games. */
static inline uint32_t test_random(uint64_t *state)
{
    *state = *state * 6364136223846793005u + 1442695040888963407u;
    return (uint32_t)(*state >> 33);
}

/* Plays up to `count` random legal moves; returns how many were played
 * (fewer when the game ends), or -1 if the session refused a legal move. */
static inline int play_random(Session *s, int count, uint64_t *seed)
{
    int played = 0;
    while (played < count && !session_over(s)) {
        RulesMove legal[RULES_MAX_MOVES];
        int n = rules_legal_moves(session_position(s), legal);
        if (n <= 0) {
            return -1;
        }
        RulesMove m = legal[test_random(seed) % (uint32_t)n];
        if (session_play(s, m, NULL, NULL) != SESSION_OK) {
            return -1;
        }
        played++;
    }
    return played;
}

/* The variants of every game, as (game, holes per row) pairs. */
typedef struct TestVariant {
    RulesGameId game;
    int holes;
} TestVariant;

static inline int all_variants(TestVariant out[16])
{
    int n = 0;
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        int v[4];
        int nv = rules_game_variants((RulesGameId)g, v);
        for (int i = 0; i < nv && n < 16; i++) {
            out[n].game = (RulesGameId)g;
            out[n].holes = v[i];
            n++;
        }
    }
    return n;
}

#endif
