/* bao.c: Bao Kigogo (Tanzania, Gogo): 4x12, relay laps round your two rows, singletons, file captures (BAO-1..8). */
#include "internal.h"

/* C-3: South's circuit is holes 0-23, North's 24-47. */
enum { BAO_CIRCUIT = 24 };

static int circuit_next(int hole)
{
    return hole == 23 ? 0 : hole == 47 ? 24 : hole + 1;
}

static int side_of(int hole)
{
    return hole >= 24;
}

static void bao_setup(RulesPosition *p)
{
    p->holes[47] = 0; /* B11 */
    p->holes[23] = 0; /* C0 */
}

/* Sowing stays in a side's own circuit (BAO-2) and captures take the
 * opponent's counters out of play (BAO-1, BAO-5), so each circuit and
 * what the other side has removed hold that side's 46 of the start. */
static bool bao_limits(const RulesPosition *p, RulesWhy *why)
{
    int circuit[2] = {0, 0};
    for (int i = 0; i < p->hole_count; i++) {
        circuit[side_of(i)] += p->holes[i];
    }
    if (circuit[RULES_SOUTH] + p->captured[RULES_NORTH] != 46) {
        rules_why(why, RULES_RULE_BAO_1,
                  "South's two rows and the seeds North has removed "
                  "must make South's 46",
                  -1);
        return false;
    }
    /* With the total right (C-5), North's side then holds its 46 too. */
    return true;
}

/*
 * BAO-5: after a move ends in `at`, capture across the file. Only a move
 * ending in a front row captures: row C (holes 12-23, Cc = 23-c) for
 * South, row B (36-47, Bc = 36+c) for North. The front hole across is
 * then 59 - at for either (Bc = 36+c, Cc = 23-c), and the hole behind it
 * (at + 12) % 48 (Ac = 35-c behind Bc, Dc = c behind Cc): worked out
 * without a branch on the side, which the search could not foresee.
 */
static void file_capture(RulesPosition *p, int at, RulesTrace *t)
{
    if (at % BAO_CIRCUIT < 12) {
        return; /* row D or A, a back row */
    }
    int side = side_of(at), front = 59 - at, back = (at + 12) % 48;
    if (!p->holes[front]) {
        return;
    }
    const int targets[2] = {front, back};
    for (int k = 0; k < 2 && p->holes[targets[k]]; k++) {
        int h = targets[k];
        rules_emit(t, RULES_EV_CAPTURE, h, side, RULES_RULE_BAO_5,
                   p->holes[h], 0, 0);
        p->captured[side] = (uint16_t)(p->captured[side] + p->holes[h]);
        p->holes[h] = 0;
    }
}

/*
 * RUN[a][r] is what a lap of r counters (0-23) sown after hole a of a
 * circuit (0-23, C-3; the start hole is not skipped) adds to each of the
 * circuit's 24 holes: one to each of a+1 .. a+r, wrapping past 23. Byte 24
 * is the hole its last counter falls in; bytes 25-31 are 0. Worked out by
 * the compiler.
 */
#define BAO_IN_RUN(a, r, i) (((i) - (a) + 23) % BAO_CIRCUIT < (r))
#define BAO_RUN(a, r)                                                          \
    {BAO_IN_RUN(a, r, 0),  BAO_IN_RUN(a, r, 1),  BAO_IN_RUN(a, r, 2),          \
     BAO_IN_RUN(a, r, 3),  BAO_IN_RUN(a, r, 4),  BAO_IN_RUN(a, r, 5),          \
     BAO_IN_RUN(a, r, 6),  BAO_IN_RUN(a, r, 7),  BAO_IN_RUN(a, r, 8),          \
     BAO_IN_RUN(a, r, 9),  BAO_IN_RUN(a, r, 10), BAO_IN_RUN(a, r, 11),         \
     BAO_IN_RUN(a, r, 12), BAO_IN_RUN(a, r, 13), BAO_IN_RUN(a, r, 14),         \
     BAO_IN_RUN(a, r, 15), BAO_IN_RUN(a, r, 16), BAO_IN_RUN(a, r, 17),         \
     BAO_IN_RUN(a, r, 18), BAO_IN_RUN(a, r, 19), BAO_IN_RUN(a, r, 20),         \
     BAO_IN_RUN(a, r, 21), BAO_IN_RUN(a, r, 22), BAO_IN_RUN(a, r, 23),         \
     ((a) + (r)) % BAO_CIRCUIT}
#define BAO_RUNS(a)                                                            \
    {BAO_RUN(a, 0),  BAO_RUN(a, 1),  BAO_RUN(a, 2),  BAO_RUN(a, 3),            \
     BAO_RUN(a, 4),  BAO_RUN(a, 5),  BAO_RUN(a, 6),  BAO_RUN(a, 7),            \
     BAO_RUN(a, 8),  BAO_RUN(a, 9),  BAO_RUN(a, 10), BAO_RUN(a, 11),           \
     BAO_RUN(a, 12), BAO_RUN(a, 13), BAO_RUN(a, 14), BAO_RUN(a, 15),           \
     BAO_RUN(a, 16), BAO_RUN(a, 17), BAO_RUN(a, 18), BAO_RUN(a, 19),           \
     BAO_RUN(a, 20), BAO_RUN(a, 21), BAO_RUN(a, 22), BAO_RUN(a, 23)}
static const uint8_t RUN[BAO_CIRCUIT][BAO_CIRCUIT][32] = {
    BAO_RUNS(0),  BAO_RUNS(1),  BAO_RUNS(2),  BAO_RUNS(3),  BAO_RUNS(4),
    BAO_RUNS(5),  BAO_RUNS(6),  BAO_RUNS(7),  BAO_RUNS(8),  BAO_RUNS(9),
    BAO_RUNS(10), BAO_RUNS(11), BAO_RUNS(12), BAO_RUNS(13), BAO_RUNS(14),
    BAO_RUNS(15), BAO_RUNS(16), BAO_RUNS(17), BAO_RUNS(18), BAO_RUNS(19),
    BAO_RUNS(20), BAO_RUNS(21), BAO_RUNS(22), BAO_RUNS(23)};

#define BAO_ONES 0x0101010101010101u

/*
 * Sows a move of 2 or more counters with relay laps (BAO-2, BAO-3) from
 * `p` into `out` (which may be `p`), then the file capture; false, with
 * `out` unchanged, when the move never ends (BAO-8, C-7). The mover's
 * circuit is three words (rules_load64) kept in registers (named, never
 * indexed, so that the compiler keeps them out of memory), so a lap adds
 * to all 24 holes at once: its whole rounds everywhere, the rest to the
 * run after the hole it starts from (RUN). No byte carries: the board
 * holds 92 counters.
 */
static bool sow(const RulesPosition *p, int from, RulesPosition *out)
{
    int base = BAO_CIRCUIT * p->to_move, at = from - base;
    const uint8_t *c = p->holes + base;
    uint64_t w0 = rules_load64(c), w1 = rules_load64(c + 8),
             w2 = rules_load64(c + 16);
    RulesLapWatch watch;
    rules_lap_watch_start(&watch);
    for (int laps = 1;; laps++) {
        /* Lifts the n counters of hole `at`. */
        int shift = 8 * (at & 7), word = at >> 3;
        uint64_t in = word == 0 ? w0 : word == 1 ? w1 : w2;
        int n = (int)(in >> shift & 0xff);
        uint64_t lifted = (uint64_t)n << shift;
        w0 -= word == 0 ? lifted : 0;
        w1 -= word == 1 ? lifted : 0;
        w2 -= word == 2 ? lifted : 0;
        int rest = n;
        if (n >= BAO_CIRCUIT) { /* whole rounds: one in every hole */
            uint64_t rounds = (uint64_t)(n / BAO_CIRCUIT) * BAO_ONES;
            w0 += rounds;
            w1 += rounds;
            w2 += rounds;
            rest = n % BAO_CIRCUIT;
        }
        const uint8_t *run = RUN[at][rest];
        w0 += rules_load64(run);
        w1 += rules_load64(run + 8);
        w2 += rules_load64(run + 16);
        at = run[24];
        shift = 8 * (at & 7);
        word = at >> 3;
        in = word == 0 ? w0 : word == 1 ? w1 : w2;
        if ((in >> shift & 0xff) == 1) {
            break; /* BAO-3: the last counter fell into an empty hole */
        }
        uint64_t state[3] = {w0, w1, w2};
        if (laps >= RULES_LAP_WATCH_FROM &&
            rules_lap_watch_repeats(&watch, state, 3, at)) {
            return false;
        }
    }
    if (out != p) {
        *out = *p;
    }
    uint8_t *o = out->holes + base;
    rules_store64(o, w0);
    rules_store64(o + 8, w1);
    rules_store64(o + 16, w2);
    file_capture(out, base + at, NULL);
    return true;
}

/* A move, played in place: the singleton step (BAO-4), or the sowing, the
 * traced one counter by counter with its events (only legal moves are
 * played, so it ends). */
static void bao_play(RulesPosition *p, RulesMove m, RulesTrace *t)
{
    int side = p->to_move, from = m.hole, n = p->holes[from], at = from;
    if (n == 1) { /* BAO-4: a singleton steps into the empty next hole */
        p->holes[from] = 0;
        at = circuit_next(from);
        p->holes[at] = 1;
        rules_emit(t, RULES_EV_LIFT, from, side, RULES_RULE_BAO_4, 1, 1, 0);
        rules_emit(t, RULES_EV_SOW, at, side, RULES_RULE_BAO_4, 1, 1, 0);
        file_capture(p, at, t);
    } else if (!t) {
        sow(p, from, p);
    } else {
        int lap = 1;
        p->holes[from] = 0;
        rules_emit(t, RULES_EV_LIFT, from, side, RULES_RULE_BAO_2, n, 1, 0);
        for (; n; lap++) {
            while (n-- > 0) {
                at = circuit_next(at); /* the start hole is not skipped */
                p->holes[at]++;
                rules_emit(t, RULES_EV_SOW, at, side, RULES_RULE_NONE,
                           p->holes[at], lap, 0);
            }
            n = rules_relay(p, at, lap, RULES_RULE_BAO_3, t);
        }
        file_capture(p, at, t);
    }
    p->to_move = (uint8_t)rules_other(side);
}

/* The holes of a side's circuit that hold 2 or more, as the top bit of
 * each byte of three words: a byte of at most 92 plus 126 reaches 128
 * exactly when it is 2 or more, and never carries. */
static void big_holes(const RulesPosition *p, int side, uint64_t big[3])
{
    for (int k = 0; k < 3; k++) {
        big[k] = (rules_load64(p->holes + 24 * side + 8 * k) +
                  0x7e7e7e7e7e7e7e7eu) &
                 0x8080808080808080u;
    }
}

/* BAO-4: the holes of a side's circuit that hold one counter and whose
 * next hole (circuit_next) is empty, as big_holes gives them. A byte of at
 * most 93 plus 127 reaches 128 exactly when it is not 0, and never
 * carries. */
static void singletons(const RulesPosition *p, int side, uint64_t out[3])
{
    const uint64_t ones = 0x0101010101010101u, high = 0x8080808080808080u,
                   fill = 0x7f7f7f7f7f7f7f7fu;
    uint64_t single[3], empty[3];
    for (int k = 0; k < 3; k++) {
        uint64_t w = rules_load64(p->holes + 24 * side + 8 * k);
        single[k] = ~((w ^ ones) + fill) & high;
        empty[k] = ~(w + fill) & high;
    }
    /* The next hole's byte moved down one: hole 23's next is hole 0. */
    out[0] = single[0] & (empty[0] >> 8 | empty[1] << 56);
    out[1] = single[1] & (empty[1] >> 8 | empty[2] << 56);
    out[2] = single[2] & (empty[2] >> 8 | empty[0] << 56);
}

static bool has_big_hole(const RulesPosition *p, int side)
{
    uint64_t big[3];
    big_holes(p, side, big);
    return (big[0] | big[1] | big[2]) != 0;
}

/* One legal move from `hole` into the children (or scratch); false when it
 * never ends. */
static bool child(const RulesPosition *p, int hole, bool big,
                  RulesPosition *q)
{
    if (big) {
        return sow(p, hole, q); /* BAO-8, C-7: an endless move is not legal */
    }
    *q = *p;
    bao_play(q, rules_sow_move(hole), NULL);
    return true;
}

static int bao_legal(const RulesPosition *p, RulesMove *moves,
                     RulesPosition *next, bool stop_at_one)
{
    int side = p->to_move, n = 0;
    uint64_t big[3];
    big_holes(p, side, big);
    bool any_big = (big[0] | big[1] | big[2]) != 0;
    uint64_t cand[3] = {big[0], big[1], big[2]};
    if (!any_big) {
        singletons(p, side, cand);
    }
    RulesPosition scratch;
    for (int w = 0; w < 3; w++) {
        for (uint64_t m = cand[w]; m; m &= m - 1) {
            int i = 24 * side + 8 * w + rules_lowest_bit(m) / 8;
            RulesPosition *q = next ? &next[n] : &scratch;
            if (!child(p, i, any_big, q)) {
                continue;
            }
            q->to_move = (uint8_t)rules_other(side);
            moves[n++] = rules_sow_move(i);
            if (stop_at_one) {
                return n;
            }
        }
    }
    return n;
}

static void bao_why_not(const RulesPosition *p, RulesMove m, RulesWhy *why)
{
    int h = m.hole;
    if (m.kind != RULES_MOVE_SOW) {
        rules_why(why, RULES_RULE_BAO_2, "Bao Kigogo has only sowing moves",
                  -1);
    } else if (side_of(h) != p->to_move) {
        rules_why(why, RULES_RULE_C_3, "hole %d is not yours", h);
    } else if (p->holes[h] == 0) {
        rules_why(why, RULES_RULE_BAO_2, "hole %d is empty", h);
    } else if (p->holes[h] == 1 && has_big_hole(p, p->to_move)) {
        rules_why(why, RULES_RULE_BAO_4,
                  "a single seed may move only when no hole of yours "
                  "holds 2 or more",
                  -1);
    } else if (p->holes[h] == 1) {
        rules_why(why, RULES_RULE_BAO_4,
                  "a single seed moves only into an empty next hole", -1);
    } else {
        rules_why(why, RULES_RULE_BAO_8, "its relay laps would never end",
                  -1);
    }
}

const RulesGameDef rules_bao_def = {
    .info = {
        .id = RULES_GAME_BAO_KIGOGO,
        .name = "bao-kigogo",
        .title = "Bao Kigogo",
        .setup_rule = RULES_RULE_BAO_1,
        .rows = 4,
        .variants = {12},
        .captures = RULES_CAPTURES_REMOVED,
        .sweep = RULES_SWEEP_NONE,
        .scoring = RULES_SCORING_STUCK_LOSES,
        .repeat_limit = 2,
        .repeat_rule = RULES_RULE_BAO_7,
        .no_moves_rule = RULES_RULE_BAO_6,
    },
    .per_hole = 2,
    .setup = bao_setup,
    .limits = bao_limits,
    .legal = bao_legal,
    .legal_plays = true,
    .why_not = bao_why_not,
    .play = bao_play,
};
