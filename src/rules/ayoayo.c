/* ayoayo.c: Ayoayo (Nigeria, Yoruba): 2x6 with stores, relay laps, origin skip, opposite capture (AYO-1..7). */
#include "internal.h"

enum { AYO_HOLES = 12, AYO_ROUND = AYO_HOLES - 1 }; /* AYO-1: 2x6 only */

/*
 * RUN[o][r][i] is 1 when hole i is among the r holes after hole o (AYO-4:
 * never o itself), wrapping past hole 11: where the rest of a lap from o
 * falls once its whole rounds are sown. Worked out by the compiler.
 */
#define AYO_IN_RUN(o, r, i) (((i) - (o) + AYO_ROUND) % AYO_HOLES < (r))
#define AYO_RUN(o, r)                                                          \
    {AYO_IN_RUN(o, r, 0), AYO_IN_RUN(o, r, 1), AYO_IN_RUN(o, r, 2),            \
     AYO_IN_RUN(o, r, 3), AYO_IN_RUN(o, r, 4), AYO_IN_RUN(o, r, 5),            \
     AYO_IN_RUN(o, r, 6), AYO_IN_RUN(o, r, 7), AYO_IN_RUN(o, r, 8),            \
     AYO_IN_RUN(o, r, 9), AYO_IN_RUN(o, r, 10), AYO_IN_RUN(o, r, 11)}
#define AYO_RUNS(o)                                                            \
    {AYO_RUN(o, 0), AYO_RUN(o, 1), AYO_RUN(o, 2), AYO_RUN(o, 3),              \
     AYO_RUN(o, 4), AYO_RUN(o, 5), AYO_RUN(o, 6), AYO_RUN(o, 7),              \
     AYO_RUN(o, 8), AYO_RUN(o, 9), AYO_RUN(o, 10)}
static const uint8_t RUN[AYO_HOLES][AYO_ROUND][AYO_HOLES] = {
    AYO_RUNS(0), AYO_RUNS(1), AYO_RUNS(2), AYO_RUNS(3),
    AYO_RUNS(4), AYO_RUNS(5), AYO_RUNS(6), AYO_RUNS(7),
    AYO_RUNS(8), AYO_RUNS(9), AYO_RUNS(10), AYO_RUNS(11)};

/*
 * The row as two words, holes 0-7 and 8-11, one hole a byte, so that a
 * lap adds to all twelve at once. No byte ever carries into the next (a
 * hole holds at most 48), so the result does not depend on byte order.
 */
typedef struct Row {
    uint64_t lo;
    uint32_t hi;
} Row;

static Row row_read(const uint8_t *b)
{
    Row r;
    memcpy(&r.lo, b, sizeof r.lo);
    memcpy(&r.hi, b + 8, sizeof r.hi);
    return r;
}

/*
 * One lap of the `n` counters lifted from `origin` (now empty), which it
 * skips (AYO-4); returns the hole the last counter falls in. Traced, it
 * goes counter by counter for the events. Untraced, it adds the lap to the
 * row in one step: whole rounds reach every hole, the rest the run after
 * the origin, and the origin is emptied again.
 */
static int lap(RulesPosition *p, int origin, int n, int lap_no, RulesTrace *t)
{
    uint8_t *h = p->holes;
    int at = origin;
    if (t) {
        while (n > 0) {
            at = at + 1 == AYO_HOLES ? 0 : at + 1;
            if (at == origin) {
                rules_emit(t, RULES_EV_SKIP, at, p->to_move, RULES_RULE_AYO_4,
                           0, lap_no, 0);
                continue;
            }
            h[at]++;
            n--;
            rules_emit(t, RULES_EV_SOW, at, p->to_move, RULES_RULE_NONE,
                       h[at], lap_no, 0);
        }
        return at;
    }
    int rounds = 0, rest = n;
    if (n >= AYO_ROUND) { /* whole rounds: rare, the average lap is 4 */
        rounds = n / AYO_ROUND;
        rest = n % AYO_ROUND;
    }
    Row r = row_read(h), run = row_read(RUN[origin][rest]);
    r.lo += (uint64_t)rounds * 0x0101010101010101u + run.lo;
    r.hi += (uint32_t)rounds * 0x01010101u + run.hi;
    memcpy(h, &r.lo, sizeof r.lo);
    memcpy(h + 8, &r.hi, sizeof r.hi);
    h[origin] = 0;
    at = origin + (rest ? rest : AYO_ROUND); /* the last counter sown */
    return at >= AYO_HOLES ? at - AYO_HOLES : at;
}

/* Sows from `from` with relay laps; false when the move never ends (C-7). */
static inline bool sow(RulesPosition *p, int from, RulesTrace *t)
{
    int side = p->to_move, lap_no = 1;
    RulesLapWatch watch;
    rules_lap_watch_start(&watch);
    int n = p->holes[from], at = from;
    p->holes[from] = 0;
    rules_emit(t, RULES_EV_LIFT, from, side, RULES_RULE_AYO_2, n, 1, 0);
    for (;;) {
        at = lap(p, at, n, lap_no, t);
        if (p->holes[at] == 1) {
            break; /* landed in an empty hole: the move ends (AYO-3) */
        }
        if (rules_lap_watch_repeats(&watch, p->holes, AYO_HOLES, at)) {
            return false;
        }
        lap_no++;
        n = p->holes[at];
        p->holes[at] = 0;
        rules_emit(t, RULES_EV_RELAY, at, side, RULES_RULE_AYO_3, n, lap_no,
                   0);
    }
    int opposite = AYO_HOLES - 1 - at;
    if (rules_row_side(p, at) == side && p->holes[opposite] > 0) {
        /* AYO-5: the opposite counters and the capturing one. */
        rules_emit(t, RULES_EV_CAPTURE, opposite, side, RULES_RULE_AYO_5,
                   p->holes[opposite], lap_no, 0);
        rules_emit(t, RULES_EV_CAPTURE, at, side, RULES_RULE_AYO_5, 1, lap_no,
                   0);
        p->captured[side] =
            (uint16_t)(p->captured[side] + p->holes[opposite] + 1);
        p->holes[opposite] = 0;
        p->holes[at] = 0;
    }
    return true;
}

static void ayoayo_play(RulesPosition *p, RulesMove m, RulesTrace *t)
{
    sow(p, m.hole, t);
    p->to_move = (uint8_t)rules_other(p->to_move);
}

/* A candidate move on a copy: untraced; false when endless (C-7). */
static bool sow_candidate(RulesPosition *q, int hole)
{
    return sow(q, hole, NULL);
}

static int ayoayo_legal(const RulesPosition *p, RulesMove *moves,
                        RulesPosition *next, bool stop_at_one)
{
    /* AYO-6: a move must feed an empty opposite row. */
    return rules_feeding_moves(p, moves, next, stop_at_one, sow_candidate);
}

static void ayoayo_why_not(const RulesPosition *p, RulesMove m, RulesWhy *why)
{
    if (m.kind != RULES_MOVE_SOW) {
        rules_why(why, RULES_RULE_AYO_2, "Ayoayo has only sowing moves", -1);
    } else if (rules_row_side(p, m.hole) != p->to_move) {
        rules_why(why, RULES_RULE_C_2, "hole %d is not yours", m.hole);
    } else if (p->holes[m.hole] == 0) {
        rules_why(why, RULES_RULE_AYO_2, "hole %d is empty", m.hole);
    } else {
        RulesPosition q = *p;
        if (!sow(&q, m.hole, NULL)) {
            rules_why(why, RULES_RULE_C_7, "its relay laps would never end",
                      -1);
        } else {
            rules_why(why, RULES_RULE_AYO_6,
                      "the other row is empty and this move does not feed it",
                      -1);
        }
    }
}

const RulesGameDef rules_ayoayo_def = {
    .info = {
        .id = RULES_GAME_AYOAYO,
        .name = "ayoayo",
        .title = "Ayoayo",
        .setup_rule = RULES_RULE_AYO_1,
        .rows = 2,
        .variants = {6},
        .captures = RULES_CAPTURES_STORES,
        .sweep = RULES_SWEEP_OWN_HOLES,
        .scoring = RULES_SCORING_PILES,
        .repeat_limit = 3,
        .repeat_rule = RULES_RULE_C_6,
        .no_moves_rule = RULES_RULE_AYO_7,
    },
    .per_hole = 4,
    .legal = ayoayo_legal,
    .legal_plays = true,
    .why_not = ayoayo_why_not,
    .play = ayoayo_play,
};
