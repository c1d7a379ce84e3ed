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
 * A side's circuit (C-3) as three words, holes 0-7, 8-15 and 16-23 of it
 * (rules_load64), kept in registers while a move sows (named, never
 * indexed, so that the compiler keeps them out of memory), so that a lap
 * changes all 24 holes at once. No byte carries: the board holds 92
 * counters.
 */
typedef struct Circuit {
    uint64_t w0, w1, w2;
} Circuit;

/*
 * RUN0[a][r], RUN1[a][r] and RUN2[a][r] are a lap of the r counters lifted
 * from hole a of a circuit, as three words to add to it: r / 24 whole
 * rounds in every hole, one more in each of a+1 .. a + r % 24, wrapping
 * past 23 (the start hole is not skipped), and the r lifted from a taken
 * off (words add modulo 2^64: exact, as hole a holds r). END[a][r] is the
 * hole its last counter falls in. A hole holds at most its side's 46
 * (bao_limits), so rows 0-47 hold every lap, whole rounds included,
 * without a test; rows 0 and 1 are swapped: row 1 is a lap of nothing,
 * which ends where it starts, so that a relay lap is the row of what the
 * hole it starts from holds (BAO-3) and a move that has ended (one counter
 * in its last hole) stays as it is beside one still sown (sow_two); row 0
 * is a singleton's step (BAO-4, first_lap). Three tables, not one of
 * triples, which the compiler would add as vectors. Worked out by the
 * compiler.
 */
enum { BAO_LAPS = 48 };
#define BAO_IN_RUN(a, r, i)                                                    \
    ((r) / BAO_CIRCUIT + (((i) - (a) + 23) % BAO_CIRCUIT < (r) % BAO_CIRCUIT))
#define BAO_BYTE(a, r, w, j)                                                   \
    ((uint64_t)BAO_IN_RUN(a, r, 8 * (w) + (j)) << 8 * (j))
#define BAO_WORD(a, r, w)                                                      \
    (BAO_BYTE(a, r, w, 0) + BAO_BYTE(a, r, w, 1) + BAO_BYTE(a, r, w, 2) +      \
     BAO_BYTE(a, r, w, 3) + BAO_BYTE(a, r, w, 4) + BAO_BYTE(a, r, w, 5) +      \
     BAO_BYTE(a, r, w, 6) + BAO_BYTE(a, r, w, 7) -                             \
     ((a) / 8 == (w) ? (uint64_t)(r) << 8 * ((a) & 7) : 0))
#define BAO_W0(a, r) BAO_WORD(a, r, 0)
#define BAO_W1(a, r) BAO_WORD(a, r, 1)
#define BAO_W2(a, r) BAO_WORD(a, r, 2)
#define BAO_END(a, r) (((a) + (r)) % BAO_CIRCUIT)
#define BAO_RUNS6(W, a, r)                                                     \
    W(a, r), W(a, r + 1), W(a, r + 2), W(a, r + 3), W(a, r + 4), W(a, r + 5)
#define BAO_RUNS(W, a)                                                         \
    {W(a, 1),               W(a, 0),               W(a, 2),                    \
     W(a, 3),               W(a, 4),               W(a, 5),                    \
     BAO_RUNS6(W, a, 6),    BAO_RUNS6(W, a, 12),   BAO_RUNS6(W, a, 18),        \
     BAO_RUNS6(W, a, 24),   BAO_RUNS6(W, a, 30),   BAO_RUNS6(W, a, 36),        \
     BAO_RUNS6(W, a, 42)}
#define BAO_TABLE(W)                                                           \
    {BAO_RUNS(W, 0),  BAO_RUNS(W, 1),  BAO_RUNS(W, 2),  BAO_RUNS(W, 3),        \
     BAO_RUNS(W, 4),  BAO_RUNS(W, 5),  BAO_RUNS(W, 6),  BAO_RUNS(W, 7),        \
     BAO_RUNS(W, 8),  BAO_RUNS(W, 9),  BAO_RUNS(W, 10), BAO_RUNS(W, 11),       \
     BAO_RUNS(W, 12), BAO_RUNS(W, 13), BAO_RUNS(W, 14), BAO_RUNS(W, 15),       \
     BAO_RUNS(W, 16), BAO_RUNS(W, 17), BAO_RUNS(W, 18), BAO_RUNS(W, 19),       \
     BAO_RUNS(W, 20), BAO_RUNS(W, 21), BAO_RUNS(W, 22), BAO_RUNS(W, 23)}
static const uint64_t RUN0[BAO_CIRCUIT][BAO_LAPS] = BAO_TABLE(BAO_W0);
static const uint64_t RUN1[BAO_CIRCUIT][BAO_LAPS] = BAO_TABLE(BAO_W1);
static const uint64_t RUN2[BAO_CIRCUIT][BAO_LAPS] = BAO_TABLE(BAO_W2);
static const uint8_t END[BAO_CIRCUIT][BAO_LAPS] = BAO_TABLE(BAO_END);

/* The word of hole `at` of the circuit, chosen by two conditional moves,
 * not a branch (where a lap ends is what the processor cannot foresee). */
static inline uint64_t circuit_word(Circuit c, int at)
{
    uint64_t low = at & 8 ? c.w1 : c.w0;
    return at & 16 ? c.w2 : low;
}

/* (The shift's & 63 is the processor's own: no instruction.) */
static inline int circuit_get(Circuit c, int at)
{
    return (int)(circuit_word(c, at) >> (8 * at & 63) & 0xff);
}

/* One lap: LAP's row n from hole `at` (n counters, but for rows 0 and 1:
 * see RUN0); returns where it ends. */
static inline int circuit_lap(Circuit *c, int at, int n)
{
    c->w0 += RUN0[at][n];
    c->w1 += RUN1[at][n];
    c->w2 += RUN2[at][n];
    return END[at][n];
}

/* A move's first lap, of the n counters of hole `at`: one is row 0. */
static inline int first_lap(Circuit *c, int at, int n)
{
    return circuit_lap(c, at, n - (n == 1));
}

/*
 * The laps of a move whose last lap, to `at`, did not end it (BAO-3),
 * watched for BAO-8 and C-7; -1 when it never ends. Apart from the sowing
 * loop, which then keeps only what most moves need in registers.
 */
static int relay_watched(Circuit *c, int at, int n)
{
    RulesLapWatch watch;
    rules_lap_watch_start(&watch);
    for (;;) {
        uint64_t state[3] = {c->w0, c->w1, c->w2};
        if (rules_lap_watch_repeats(&watch, state, 3, at)) {
            return -1;
        }
        at = circuit_lap(c, at, n);
        n = circuit_get(*c, at);
        if (n == 1) {
            return at;
        }
    }
}

/*
 * BAO-5's file capture by masks, for a move ending in hole `at` of its
 * circuit, on the words of the other side's circuit: FILE_MASK[at] has
 * 0xff in the byte of the hole across (its 35 - at, in `front`) and in
 * that and the one behind it (its at - 12, in `both`), for a move ending
 * in a front row (at 12-23; all 0 for the back row). The hole across is
 * in the circuit's holes 12-23, so in words 1 and 2 only. Worked out by
 * the compiler.
 */
typedef struct FileMask {
    uint64_t front1, front2, both0, both1, both2;
} FileMask;
#define BAO_HOLE_MASK(h, w)                                                    \
    ((h) / 8 == (w) ? (uint64_t)0xff << 8 * ((h) & 7) : 0)
#define BAO_FRONT_MASK(at, w)                                                  \
    ((at) >= 12 ? BAO_HOLE_MASK((35 - (at)) % BAO_CIRCUIT, w) : 0)
#define BAO_BOTH_MASK(at, w)                                                   \
    ((at) >= 12 ? BAO_FRONT_MASK(at, w) |                                      \
                      BAO_HOLE_MASK(((at) + 12) % BAO_CIRCUIT, w)              \
                : 0)
#define BAO_FILE(at)                                                           \
    {BAO_FRONT_MASK(at, 1), BAO_FRONT_MASK(at, 2), BAO_BOTH_MASK(at, 0),       \
     BAO_BOTH_MASK(at, 1), BAO_BOTH_MASK(at, 2)}
#define BAO_FILE4(at)                                                          \
    BAO_FILE(at), BAO_FILE(at + 1), BAO_FILE(at + 2), BAO_FILE(at + 3)
static const FileMask FILE_MASK[BAO_CIRCUIT] = {
    BAO_FILE4(0),  BAO_FILE4(4),  BAO_FILE4(8),
    BAO_FILE4(12), BAO_FILE4(16), BAO_FILE4(20)};

/*
 * The move's end in hole `at` of its circuit `c`: the position after it,
 * from `p` into `out` (which may be `p`), with BAO-5's file capture as
 * file_capture() makes it, by FILE_MASK and without a branch the
 * processor could not foresee: a move ending in a front row takes from
 * the other circuit's hole across if it holds any, and then from the one
 * behind that. Both circuits are written a word at a time, which the
 * position's key then reads without waiting.
 */
static inline void finish(const RulesPosition *p, Circuit c, int at,
                          RulesPosition *out)
{
    int side = p->to_move, other = BAO_CIRCUIT * rules_other(side);
    const uint8_t *h = p->holes + other;
    Circuit o = {rules_load64(h), rules_load64(h + 8), rules_load64(h + 16)};
    const FileMask *f = &FILE_MASK[at];
    uint64_t front = (o.w1 & f->front1) | (o.w2 & f->front2);
    uint64_t takes = 0 - (uint64_t)(front != 0); /* a mask, not a branch */
    uint64_t t0 = o.w0 & f->both0 & takes, t1 = o.w1 & f->both1 & takes,
             t2 = o.w2 & f->both2 & takes;
    o.w0 -= t0;
    o.w1 -= t1;
    o.w2 -= t2;
    /* At most two holes of at most 46 each: no byte of the sums carries,
     * and the top byte of the product is the sum of all the bytes. */
    int taken = (int)((t0 + t1 + t2) * 0x0101010101010101u >> 56);
    uint16_t captured = (uint16_t)(p->captured[side] + taken);
    if (out != p) {
        *out = *p;
    }
    uint8_t *w = out->holes + BAO_CIRCUIT * side;
    rules_store64(w, c.w0);
    rules_store64(w + 8, c.w1);
    rules_store64(w + 16, c.w2);
    w = out->holes + other;
    rules_store64(w, o.w0);
    rules_store64(w + 8, o.w1);
    rules_store64(w + 16, o.w2);
    out->captured[side] = captured;
}

static inline Circuit circuit_read(const RulesPosition *p)
{
    const uint8_t *h = p->holes + BAO_CIRCUIT * p->to_move;
    Circuit c = {rules_load64(h), rules_load64(h + 8), rules_load64(h + 16)};
    return c;
}

/*
 * Sows a move of 2 or more counters with relay laps (BAO-2, BAO-3) from
 * `p` into `out` (which may be `p`), then the file capture; false, with
 * `out` unchanged, when the move never ends (BAO-8, C-7).
 */
static bool sow(const RulesPosition *p, int from, RulesPosition *out)
{
    int at = from - BAO_CIRCUIT * p->to_move;
    Circuit c = circuit_read(p);
    int n = circuit_get(c, at);
    for (int laps = 0;; laps++) {
        if (laps == RULES_LAP_WATCH_FROM) {
            Circuit watched = c;
            at = relay_watched(&watched, at, n);
            if (at < 0) {
                return false;
            }
            c = watched;
            break;
        }
        at = circuit_lap(&c, at, n);
        n = circuit_get(c, at);
        if (n == 1) {
            break; /* BAO-3: the last counter fell into an empty hole */
        }
    }
    finish(p, c, at, out);
    return true;
}

/* What a move leaves for its position (RulesSown): its circuit as sown
 * and the hole of the circuit it ended in (-1: it never ends, BAO-8,
 * C-7). bao_child() makes the file capture and the position. */
static inline void leave(RulesSown *s, Circuit c, int at)
{
    s->w[0] = c.w0;
    s->w[1] = c.w1;
    s->w[2] = c.w2;
    s->at = at;
}

/*
 * Two moves sown side by side, from holes a and b, what they leave into
 * out_a and out_b: which of them end (bit 0: a, bit 1: b; BAO-8, C-7).
 * As Ayoayo's: each lap waits on the one before and where a move ends is
 * what no processor foresees, so two moves' laps in one loop overlap
 * their waits and end at one branch (a move that has ended stays so: its
 * lap is RUN0's row 1, of nothing). A singleton's step (BAO-4) is a lap of
 * its one counter into the empty next hole, where it ends.
 */
static int sow_two(const RulesPosition *p, int a, int b, RulesSown *out_a,
                   RulesSown *out_b)
{
    int base = BAO_CIRCUIT * p->to_move, at_a = a - base, at_b = b - base;
    Circuit ca = circuit_read(p), cb = ca;
    at_a = first_lap(&ca, at_a, circuit_get(ca, at_a));
    at_b = first_lap(&cb, at_b, circuit_get(cb, at_b));
    int na = circuit_get(ca, at_a), nb = circuit_get(cb, at_b);
    for (int laps = 1; (na ^ 1) | (nb ^ 1); laps++) { /* one branch */
        if (laps == RULES_LAPS_SIDE_BY_SIDE) {
            at_a = na == 1 ? at_a : relay_watched(&ca, at_a, na);
            at_b = nb == 1 ? at_b : relay_watched(&cb, at_b, nb);
            break;
        }
        at_a = circuit_lap(&ca, at_a, na);
        at_b = circuit_lap(&cb, at_b, nb);
        na = circuit_get(ca, at_a);
        nb = circuit_get(cb, at_b);
    }
    leave(out_a, ca, at_a);
    leave(out_b, cb, at_b);
    return (at_a >= 0) | (at_b >= 0) << 1;
}

/* The position a listed move leads to: its file capture (finish). */
static void bao_child(const RulesPosition *p, RulesMove m, const RulesSown *s,
                      RulesPosition *out)
{
    (void)m;
    Circuit c = {s->w[0], s->w[1], s->w[2]};
    finish(p, c, s->at, out);
    out->to_move = (uint8_t)rules_other(p->to_move);
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

/* A side's circuit as its three words, read one by one: in a loop the
 * compiler reads two at once, as one 16-byte vector, which the processor
 * cannot take from the two 8-byte writes of the move just played
 * (finish), and waits for them to reach the cache. */
static void circuit_words(const RulesPosition *p, int side, uint64_t w[3])
{
    const uint8_t *h = p->holes + BAO_CIRCUIT * side;
    w[0] = rules_load64(h);
    w[1] = rules_load64(h + 8);
    w[2] = rules_load64(h + 16);
}

/* The holes of a side's circuit that hold 2 or more, as the top bit of
 * each byte of three words: a byte of at most 92 plus 126 reaches 128
 * exactly when it is 2 or more, and never carries. */
static void big_holes(const RulesPosition *p, int side, uint64_t big[3])
{
    const uint64_t add = 0x7e7e7e7e7e7e7e7eu, high = 0x8080808080808080u;
    uint64_t w[3];
    circuit_words(p, side, w);
    big[0] = (w[0] + add) & high;
    big[1] = (w[1] + add) & high;
    big[2] = (w[2] + add) & high;
}

/* BAO-4: the holes of a side's circuit that hold one counter and whose
 * next hole (circuit_next) is empty, as big_holes gives them. A byte of at
 * most 93 plus 127 reaches 128 exactly when it is not 0, and never
 * carries. */
static void singletons(const RulesPosition *p, int side, uint64_t out[3])
{
    const uint64_t ones = 0x0101010101010101u, high = 0x8080808080808080u,
                   fill = 0x7f7f7f7f7f7f7f7fu;
    uint64_t w[3];
    circuit_words(p, side, w);
#define BAO_SINGLE(k) (~((w[k] ^ ones) + fill) & high)
#define BAO_EMPTY(k) (~(w[k] + fill) & high)
    uint64_t single[3] = {BAO_SINGLE(0), BAO_SINGLE(1), BAO_SINGLE(2)};
    uint64_t empty[3] = {BAO_EMPTY(0), BAO_EMPTY(1), BAO_EMPTY(2)};
#undef BAO_SINGLE
#undef BAO_EMPTY
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

/* The candidate holes of a circuit, as big_holes or singletons give them
 * (three words), as one 24-bit mask: bit i for hole i of the circuit. */
static uint32_t circuit_mask(const uint64_t w[3])
{
    return rules_byte_tops(w[0]) | rules_byte_tops(w[1]) << 8 |
           rules_byte_tops(w[2]) << 16;
}

static int bao_legal(const RulesPosition *p, RulesMove *moves,
                     RulesSown *sown, bool stop_at_one)
{
    int side = p->to_move, base = 24 * side, n = 0;
    uint64_t cand[3];
    big_holes(p, side, cand);
    if (!(cand[0] | cand[1] | cand[2])) {
        singletons(p, side, cand); /* BAO-4: none holds 2 or more */
    }
    RulesSown scratch[2];
    /* The candidates two at a time from one mask, the last one of an odd
     * count beside itself (its twin not listed): a loop with one end that
     * no processor foresees, where a list of them had one a word. */
    for (uint32_t m = circuit_mask(cand); m;) {
        RulesMove move[2];
        move[0] = rules_sow_move(base + rules_lowest_bit(m));
        m &= m - 1;
        move[1] = m ? rules_sow_move(base + rules_lowest_bit(m)) : move[0];
        RulesSown *s = sown ? &sown[n] : scratch;
        int ok = sow_two(p, move[0].hole, move[1].hole, &s[0], &s[1]) &
                 (m ? 3 : 1);
        m &= m - 1;
        n = rules_keep_two(moves, n, move, s, ok); /* endless: not kept */
        if (stop_at_one && n) {
            return 1;
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
    .child = bao_child,
    .why_not = bao_why_not,
    .play = bao_play,
};
