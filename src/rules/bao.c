/* bao.c: Bao Kigogo (Tanzania, Gogo): 4x12, relay laps round your two rows, singletons, file captures (BAO-1..8). */
#include "internal.h"

/* C-3: South's circuit is holes 0-23, North's 24-47. */
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

/* BAO-5: after a move ends in `at`, capture across the file. */
static void file_capture(RulesPosition *p, int at, RulesTrace *t)
{
    int side = side_of(at), column, front, back;
    if (side == RULES_SOUTH) {
        if (at < 12) {
            return; /* row D, South's back row */
        }
        column = 23 - at;     /* Cc = 23-c */
        front = 36 + column;  /* Bc */
        back = 35 - column;   /* Ac */
    } else {
        if (at < 36) {
            return; /* row A, North's back row */
        }
        column = at - 36;     /* Bc = 36+c */
        front = 23 - column;  /* Cc */
        back = column;        /* Dc */
    }
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
 * START[s][i] is 1 for the holes i >= s of a circuit (0-23, C-3): the run
 * of a lap's last counters is START[s] - START[e], plus a whole circuit
 * when it wraps. Worked out by the compiler.
 */
#define BAO_START(s)                                                           \
    {(s) <= 0,  (s) <= 1,  (s) <= 2,  (s) <= 3,  (s) <= 4,  (s) <= 5,          \
     (s) <= 6,  (s) <= 7,  (s) <= 8,  (s) <= 9,  (s) <= 10, (s) <= 11,         \
     (s) <= 12, (s) <= 13, (s) <= 14, (s) <= 15, (s) <= 16, (s) <= 17,         \
     (s) <= 18, (s) <= 19, (s) <= 20, (s) <= 21, (s) <= 22, (s) <= 23}
static const uint8_t START[24][24] = {
    BAO_START(0),  BAO_START(1),  BAO_START(2),  BAO_START(3),
    BAO_START(4),  BAO_START(5),  BAO_START(6),  BAO_START(7),
    BAO_START(8),  BAO_START(9),  BAO_START(10), BAO_START(11),
    BAO_START(12), BAO_START(13), BAO_START(14), BAO_START(15),
    BAO_START(16), BAO_START(17), BAO_START(18), BAO_START(19),
    BAO_START(20), BAO_START(21), BAO_START(22), BAO_START(23)};

enum { BAO_CIRCUIT = 24 };
#define BAO_ONES 0x0101010101010101u

/*
 * Sows a move of 2 or more counters with relay laps (BAO-2, BAO-3) from
 * `p` into `out` (which may be `p`), then the file capture; false, with
 * `out` unchanged, when the move never ends (BAO-8, C-7). The mover's
 * circuit is three words (rules_load64) kept in registers, so a lap adds
 * to all 24 holes at once: its whole rounds everywhere, the rest to the
 * run after the hole it starts from (not skipped). No byte carries: the
 * board holds 92 counters.
 */
static bool sow(const RulesPosition *p, int from, RulesPosition *out)
{
    int base = BAO_CIRCUIT * p->to_move, at = from - base;
    const uint8_t *c = p->holes + base;
    uint64_t w[3] = {rules_load64(c), rules_load64(c + 8),
                     rules_load64(c + 16)};
    RulesLapWatch watch;
    rules_lap_watch_start(&watch);
    rules_lap_watch_repeats(&watch, w, 3, at);
    int n = (int)(w[at >> 3] >> 8 * (at & 7) & 0xff);
    for (;;) {
        w[at >> 3] -= (uint64_t)n << 8 * (at & 7); /* lifted */
        int rounds = 0, rest = n;
        if (n >= BAO_CIRCUIT) {
            rounds = n / BAO_CIRCUIT;
            rest = n % BAO_CIRCUIT;
        }
        int s = at + 1 == BAO_CIRCUIT ? 0 : at + 1, e = s + rest;
        bool wraps = e >= BAO_CIRCUIT;
        e -= wraps ? BAO_CIRCUIT : 0;
        uint64_t add = (uint64_t)(rounds + wraps) * BAO_ONES;
        for (int k = 0; k < 3; k++) {
            w[k] += add + rules_load64(START[s] + 8 * k) -
                    rules_load64(START[e] + 8 * k);
        }
        at += rest;
        at -= at >= BAO_CIRCUIT ? BAO_CIRCUIT : 0;
        n = (int)(w[at >> 3] >> 8 * (at & 7) & 0xff);
        if (n == 1) {
            break; /* BAO-3: the last counter fell into an empty hole */
        }
        if (rules_lap_watch_repeats(&watch, w, 3, at)) {
            return false;
        }
    }
    if (out != p) {
        *out = *p;
    }
    uint8_t *o = out->holes + base;
    rules_store64(o, w[0]);
    rules_store64(o + 8, w[1]);
    rules_store64(o + 16, w[2]);
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

/* The lowest set bit of m (not 0): a bit scan where the compiler has one. */
static inline int lowest_bit(uint64_t m)
{
#if defined(__GNUC__)
    return __builtin_ctzll(m);
#else
    int i = 0;
    while (!(m & 1)) {
        m >>= 1;
        i++;
    }
    return i;
#endif
}

static int bao_legal(const RulesPosition *p, RulesMove *moves,
                     RulesPosition *next, bool stop_at_one)
{
    int side = p->to_move, n = 0;
    uint64_t big[3];
    big_holes(p, side, big);
    bool any_big = (big[0] | big[1] | big[2]) != 0;
    uint64_t cand[3] = {big[0], big[1], big[2]};
    for (int k = 0; k < 24 && !any_big; k++) { /* BAO-4: singletons */
        int i = 24 * side + k;
        if (p->holes[i] == 1 && !p->holes[circuit_next(i)]) {
            cand[k >> 3] |= (uint64_t)0x80 << 8 * (k & 7);
        }
    }
    RulesPosition scratch;
    for (int w = 0; w < 3; w++) {
        for (uint64_t m = cand[w]; m; m &= m - 1) {
            int i = 24 * side + 8 * w + lowest_bit(m) / 8;
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
