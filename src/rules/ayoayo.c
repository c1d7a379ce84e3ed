/* ayoayo.c: Ayoayo (Nigeria, Yoruba): 2x6 with stores, relay laps, origin skip, opposite capture (AYO-1..7). */
#include "internal.h"

enum { AYO_HOLES = 12, AYO_ROUND = AYO_HOLES - 1 }; /* AYO-1: 2x6 only */

/*
 * The row as two words, holes 0-7 (lo) and 8-11 (hi's low 32 bits), kept
 * in registers while a move sows, so that a lap changes all twelve holes
 * at once and nothing goes through memory until the move ends. No byte
 * ever carries into the next: a hole holds at most the game's 48 counters
 * (the start total, checked for every position). The top 32 bits of hi
 * are never read (a lap leaves what it likes there).
 */
typedef struct Row {
    uint64_t lo, hi;
} Row;

/*
 * LAP[o][n] is a whole lap of the n counters lifted from hole o, as two
 * words to add to the row: n / 11 whole rounds in every hole but o (AYO-4:
 * never o itself), one more in each of the n % 11 holes after o (wrapping
 * past hole 11), and the n lifted from o taken off. Words add modulo 2^64,
 * so taking n off is adding 2^64 - (n << 8 o), exact because hole o holds
 * n. hi keeps only its low 32 bits of that (the row's top bits are never
 * read) and the hole the last counter falls in above them (o - 1 after
 * whole rounds only). A hole holds at most 48; rows 49-63 are never read,
 * there so that a lap is found by shifts alone. Worked out by the
 * compiler.
 */
enum { AYO_MOST = 48 };
#define AYO_IN_RUN(o, r, i) (((i) - (o) + AYO_ROUND) % AYO_HOLES < (r))
#define AYO_IN_LAP(o, n, i)                                                    \
    ((uint64_t)((i) == (o) ? 0                                                 \
                           : (n) / AYO_ROUND + AYO_IN_RUN(o, (n) % AYO_ROUND, \
                                                          i))                  \
     << 8 * ((i) & 7))
/* The n lifted from o, as taken off the word holes w*8 .. w*8+7. */
#define AYO_LIFT(o, n, w)                                                      \
    ((o) / 8 == (w) ? (uint64_t)(n) << 8 * ((o) & 7) : 0)
#define AYO_END(o, n)                                                          \
    (((o) + ((n) % AYO_ROUND ? (n) % AYO_ROUND : AYO_ROUND)) % AYO_HOLES)
#define AYO_LAP(o, n)                                                          \
    {AYO_IN_LAP(o, n, 0) + AYO_IN_LAP(o, n, 1) + AYO_IN_LAP(o, n, 2) +         \
         AYO_IN_LAP(o, n, 3) + AYO_IN_LAP(o, n, 4) + AYO_IN_LAP(o, n, 5) +     \
         AYO_IN_LAP(o, n, 6) + AYO_IN_LAP(o, n, 7) - AYO_LIFT(o, n, 0),        \
     ((AYO_IN_LAP(o, n, 8) + AYO_IN_LAP(o, n, 9) + AYO_IN_LAP(o, n, 10) +      \
       AYO_IN_LAP(o, n, 11) - AYO_LIFT(o, n, 1)) &                             \
      0xffffffffu) |                                                           \
         (uint64_t)AYO_END(o, n) << 32}
#define AYO_LAPS8(o, n)                                                        \
    AYO_LAP(o, n), AYO_LAP(o, n + 1), AYO_LAP(o, n + 2), AYO_LAP(o, n + 3),    \
        AYO_LAP(o, n + 4), AYO_LAP(o, n + 5), AYO_LAP(o, n + 6),               \
        AYO_LAP(o, n + 7)
#define AYO_LAPS(o)                                                            \
    {AYO_LAPS8(o, 0),  AYO_LAPS8(o, 8),  AYO_LAPS8(o, 16), AYO_LAPS8(o, 24),   \
     AYO_LAPS8(o, 32), AYO_LAPS8(o, 40), AYO_LAP(o, AYO_MOST)}
static const Row LAP[AYO_HOLES][64] = {
    AYO_LAPS(0), AYO_LAPS(1), AYO_LAPS(2), AYO_LAPS(3),
    AYO_LAPS(4), AYO_LAPS(5), AYO_LAPS(6), AYO_LAPS(7),
    AYO_LAPS(8), AYO_LAPS(9), AYO_LAPS(10), AYO_LAPS(11)};

static inline Row row_read(const uint8_t *b)
{
    Row r = {rules_load64(b), rules_load64(b + 8) & 0xffffffffu};
    return r;
}

/* Holes 12-15 of an Ayoayo position are always 0. */
static inline void row_write(uint8_t *b, Row r)
{
    rules_store64(b, r.lo);
    rules_store64(b + 8, r.hi & 0xffffffffu);
}

static inline int row_get(Row r, int i)
{
    uint64_t w = i < 8 ? r.lo : r.hi;
    return (int)(w >> 8 * (i & 7) & 0xff);
}

/* Takes v counters from hole i. */
static inline Row row_take(Row r, int i, int v)
{
    uint64_t d = (uint64_t)v << 8 * (i & 7);
    uint64_t lo = 0 - (uint64_t)(i < 8); /* a mask, not a branch */
    r.lo -= d & lo;
    r.hi -= d & ~lo;
    return r;
}

/* The same lap counter by counter, for the trace's events. */
static int lap_traced(RulesPosition *p, int origin, int n, int lap_no,
                      RulesTrace *t)
{
    int at = origin;
    while (n > 0) {
        at = at + 1 == AYO_HOLES ? 0 : at + 1;
        if (at == origin) {
            rules_emit(t, RULES_EV_SKIP, at, p->to_move, RULES_RULE_AYO_4, 0,
                       lap_no, 0);
            continue;
        }
        p->holes[at]++;
        n--;
        rules_emit(t, RULES_EV_SOW, at, p->to_move, RULES_RULE_NONE,
                   p->holes[at], lap_no, 0);
    }
    return at;
}

/* AYO-5: a move ending in an empty hole of the mover's row takes the
 * opposite counters and the capturing one. */
static void capture(RulesPosition *p, int at, int lap_no, RulesTrace *t)
{
    int side = p->to_move, opposite = AYO_HOLES - 1 - at;
    if (rules_row_side(p, at) == side && p->holes[opposite] > 0) {
        rules_emit(t, RULES_EV_CAPTURE, opposite, side, RULES_RULE_AYO_5,
                   p->holes[opposite], lap_no, 0);
        rules_emit(t, RULES_EV_CAPTURE, at, side, RULES_RULE_AYO_5, 1, lap_no,
                   0);
        p->captured[side] =
            (uint16_t)(p->captured[side] + p->holes[opposite] + 1);
        p->holes[opposite] = 0;
        p->holes[at] = 0;
    }
}

/* One lap: the n counters of hole `at` (LAP); returns where it ends. */
static inline int lap(Row *r, int at, int n)
{
    const Row *l = &LAP[at][n];
    r->lo += l->lo;
    r->hi += l->hi;
    return (int)(l->hi >> 32);
}

/*
 * The laps of a move that has not ended after RULES_LAP_WATCH_FROM of
 * them, from `at`, watched for C-7: the hole the move ends in, or -1 when
 * it never ends. Apart from the sowing loop, which then keeps only what
 * most moves need in registers.
 */
static int relay_watched(Row *r, int at)
{
    /* Most of these end within a few more laps too: they are sown before
     * the watch starts (it finds a repeat from wherever it starts). */
    for (int laps = 0; laps < 3 * RULES_LAP_WATCH_FROM; laps++) {
        at = lap(r, at, row_get(*r, at));
        if (row_get(*r, at) == 1) {
            return at;
        }
    }
    RulesLapWatch watch;
    rules_lap_watch_start(&watch);
    for (;;) {
        uint64_t state[2] = {r->lo, r->hi & 0xffffffffu};
        if (rules_lap_watch_repeats(&watch, state, 2, at)) {
            return -1;
        }
        at = lap(r, at, row_get(*r, at));
        if (row_get(*r, at) == 1) {
            return at;
        }
    }
}

/*
 * Sows from `from` with relay laps (AYO-2, AYO-3) and captures, from `p`
 * into `out` (which may be `p`); false, with `out` unchanged, when the
 * move never ends (C-7). A lap is one row of LAP; the move's capture is
 * worked out without a branch the processor could not foresee.
 */
static inline bool sow(const RulesPosition *p, int from, RulesPosition *out)
{
    int side = p->to_move, at = from;
    Row r = row_read(p->holes);
    for (int laps = 0;; laps++) {
        if (laps == RULES_LAP_WATCH_FROM) {
            at = relay_watched(&r, at);
            if (at < 0) {
                return false;
            }
            break;
        }
        at = lap(&r, at, row_get(r, at));
        if (row_get(r, at) == 1) {
            break; /* landed in an empty hole: the move ends (AYO-3) */
        }
    }
    /* AYO-5, as capture() below: nothing taken unless the move ends in
     * the mover's row, then the opposite hole's counters and, if any,
     * the capturing one. */
    int opposite = AYO_HOLES - 1 - at;
    int mine = 0 - (int)((at >= AYO_HOLES / 2) == side);
    int taken = row_get(r, opposite) & mine, took = taken != 0;
    r = row_take(row_take(r, opposite, taken), at, took);
    if (out != p) {
        *out = *p;
    }
    row_write(out->holes, r);
    out->captured[side] = (uint16_t)(p->captured[side] + taken + took);
    return true;
}

/* The same move, counter by counter with its events (only legal moves are
 * traced, so it ends). */
static void sow_traced(RulesPosition *p, int from, RulesTrace *t)
{
    int side = p->to_move, lap_no = 1;
    int n = p->holes[from], at = from;
    p->holes[from] = 0;
    rules_emit(t, RULES_EV_LIFT, from, side, RULES_RULE_AYO_2, n, 1, 0);
    for (;; lap_no++) {
        at = lap_traced(p, at, n, lap_no, t);
        n = rules_relay(p, at, lap_no, RULES_RULE_AYO_3, t);
        if (!n) {
            break;
        }
    }
    capture(p, at, lap_no, t);
}

static void ayoayo_play(RulesPosition *p, RulesMove m, RulesTrace *t)
{
    if (t) {
        sow_traced(p, m.hole, t);
    } else {
        sow(p, m.hole, p);
    }
    p->to_move = (uint8_t)rules_other(p->to_move);
}

static int ayoayo_legal(const RulesPosition *p, RulesMove *moves,
                        RulesPosition *next, bool stop_at_one)
{
    /* AYO-6: a move must feed an empty opposite row. */
    return rules_feeding_moves(p, moves, next, stop_at_one, sow);
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
        RulesPosition q;
        if (!sow(p, m.hole, &q)) {
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
