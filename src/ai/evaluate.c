/* evaluate.c: the search's evaluation of a position, a word of eight holes at a time. */
#include "ai_internal.h"

/* ---- Evaluation: 10 points per counter, from the side to move ---- */

/* Eight holes as one word, hole b[k] in bits 8k..8k+7 (the compiler makes
 * this one load where bytes are in that order). */
static inline uint64_t holes_word(const uint8_t *b)
{
    return (uint64_t)b[0] | (uint64_t)b[1] << 8 | (uint64_t)b[2] << 16 |
           (uint64_t)b[3] << 24 | (uint64_t)b[4] << 32 |
           (uint64_t)b[5] << 40 | (uint64_t)b[6] << 48 |
           (uint64_t)b[7] << 56;
}

/* The sum of a word's four 16-bit lanes (at most 65535: a board holds at
 * most 48 x 255 counters). */
static inline int lane_sum(uint64_t w)
{
    return (int)((w * 0x0001000100010001ULL) >> 48);
}

/* A word's eight bytes added pairwise into four 16-bit lanes (each at most
 * 510), so that adding the words of a board carries no lane into the next. */
static inline uint64_t lanes(uint64_t w)
{
    const uint64_t even = 0x00ff00ff00ff00ffULL;
    return (w & even) + (w >> 8 & even);
}

/* 1 in each byte of w that holds 2 or more, else 0, for any byte: its
 * bits 1 to 7, tested without a carry leaving the byte. */
static inline uint64_t two_or_more(uint64_t w)
{
    const uint64_t low7 = 0x7f7f7f7f7f7f7f7fULL;
    uint64_t t = w & 0xfefefefefefefefeULL;
    return ((((t & low7) + low7) | t) & 0x8080808080808080ULL) >> 7;
}

/* OWNED[b]: the eight bits of b as eight bytes, 0xff where the bit is
 * set, else 0 (a hole's owner, from RulesPosition.north_owned). Worked
 * out by the compiler. */
#define OWNED_BYTE(b, k) ((uint64_t)(((b) >> (k)) & 1) * 0xffULL << 8 * (k))
#define OWNED1(b)                                                              \
    (OWNED_BYTE(b, 0) | OWNED_BYTE(b, 1) | OWNED_BYTE(b, 2) |                  \
     OWNED_BYTE(b, 3) | OWNED_BYTE(b, 4) | OWNED_BYTE(b, 5) |                  \
     OWNED_BYTE(b, 6) | OWNED_BYTE(b, 7))
#define OWNED4(b) OWNED1(b), OWNED1((b) + 1), OWNED1((b) + 2), OWNED1((b) + 3)
#define OWNED16(b) OWNED4(b), OWNED4((b) + 4), OWNED4((b) + 8), OWNED4((b) + 12)
#define OWNED64(b)                                                             \
    OWNED16(b), OWNED16((b) + 16), OWNED16((b) + 32), OWNED16((b) + 48)
static const uint64_t OWNED[256] = {OWNED64(0), OWNED64(64), OWNED64(128),
                                    OWNED64(192)};

/* Eight holes at a time, each word split by its owners: the counters
 * and the holes of 2 or more of each side, right for any count a hole and
 * a board can hold (RULES_MAX_HOLES holes of up to 255 counters). The
 * counters are added in 16-bit lanes, the holes of 2 or more (0 or 1 a
 * byte, at most 48 in all) in 16-bit lanes too. */
int ai_evaluate(const RulesPosition *p)
{
    uint64_t all = 0, north = 0, big_all = 0, big_north = 0;
    for (int i = 0; i < p->hole_count; i += 8) {
        uint64_t w = holes_word(p->holes + i);
        int left = p->hole_count - i;
        if (left < 8) {
            w &= ~0ULL >> 8 * (8 - left);
        }
        uint64_t owned = OWNED[(p->north_owned >> i) & 0xff];
        uint64_t big = two_or_more(w);
        all += lanes(w);
        north += lanes(w & owned);
        big_all += lanes(big);
        big_north += lanes(big & owned);
    }
    int own_n = lane_sum(north), ready_n = lane_sum(big_north);
    int own = lane_sum(all) - 2 * own_n, ready = lane_sum(big_all) - 2 * ready_n;
    int me = p->to_move, op = 1 - me;
    int sign = me == RULES_SOUTH ? 1 : -1;
    const AiGameInfo *g = ai_game((RulesGameId)p->game);
    return 10 * (p->captured[me] - p->captured[op]) +
           sign * (g->own * own + g->ready * ready);
}
