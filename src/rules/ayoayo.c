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
 * LAP_LO[64 o + n] and LAP_HI[64 o + n] are a whole lap of the n counters
 * lifted from hole o, as two words to add to the row (lo and hi): n / 11
 * whole rounds in every hole but o (AYO-4: never o itself), one more in
 * each of the n % 11 holes after o (wrapping
 * past hole 11), and the n lifted from o taken off. Words add modulo 2^64,
 * so taking n off is adding 2^64 - (n << 8 o), exact because hole o holds
 * n. hi keeps only its low 32 bits of that (the row's top bits are never
 * read) and, above them, the hole the last counter falls in (o - 1 after
 * whole rounds only) as its byte's place in the row, 8 times its number
 * (a lap's `at8`: the shift to its byte, and with n the next lap's row
 * in one step), in row n but for rows 0 and 1, swapped: row 1 is a
 * lap of nothing, which ends where it starts, so that a relay lap is the
 * row of what the hole it starts from holds (AYO-3), and a move that has
 * ended (its last counter alone in its hole) stays as it is while the
 * ones sown beside it go on (sow_three), without a step between the hole
 * and the table; a move's first lap of one counter is row 0 (first_lap),
 * as none lifts nothing. A hole holds at most 48; rows 49-63 are never
 * read, there so that a lap's row is 8 at8 + n. Worked out by the
 * compiler.
 */
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
    ((n) == 0 ? (o)                                                            \
              : ((o) + ((n) % AYO_ROUND ? (n) % AYO_ROUND : AYO_ROUND)) %      \
                    AYO_HOLES)
#define AYO_LO(o, n)                                                           \
    (AYO_IN_LAP(o, n, 0) + AYO_IN_LAP(o, n, 1) + AYO_IN_LAP(o, n, 2) +         \
     AYO_IN_LAP(o, n, 3) + AYO_IN_LAP(o, n, 4) + AYO_IN_LAP(o, n, 5) +         \
     AYO_IN_LAP(o, n, 6) + AYO_IN_LAP(o, n, 7) - AYO_LIFT(o, n, 0))
#define AYO_HI(o, n)                                                           \
    (((AYO_IN_LAP(o, n, 8) + AYO_IN_LAP(o, n, 9) + AYO_IN_LAP(o, n, 10) +      \
       AYO_IN_LAP(o, n, 11) - AYO_LIFT(o, n, 1)) &                             \
      0xffffffffu) |                                                           \
     (uint64_t)(8 * AYO_END(o, n)) << 32)
#define AYO_LAPS8(W, o, n)                                                     \
    W(o, n), W(o, n + 1), W(o, n + 2), W(o, n + 3), W(o, n + 4), W(o, n + 5),  \
        W(o, n + 6), W(o, n + 7)
#define AYO_LAPS(W, o)                                                         \
    W(o, 1), W(o, 0), W(o, 2), W(o, 3), W(o, 4), W(o, 5), W(o, 6), W(o, 7),    \
        AYO_LAPS8(W, o, 8), AYO_LAPS8(W, o, 16), AYO_LAPS8(W, o, 24),          \
        AYO_LAPS8(W, o, 32), AYO_LAPS8(W, o, 40), AYO_LAPS8(W, o, 48),         \
        AYO_LAPS8(W, o, 56)
#define AYO_TABLE(W)                                                           \
    {AYO_LAPS(W, 0), AYO_LAPS(W, 1), AYO_LAPS(W, 2),  AYO_LAPS(W, 3),          \
     AYO_LAPS(W, 4), AYO_LAPS(W, 5), AYO_LAPS(W, 6),  AYO_LAPS(W, 7),          \
     AYO_LAPS(W, 8), AYO_LAPS(W, 9), AYO_LAPS(W, 10), AYO_LAPS(W, 11)}
/* Two tables, not one of pairs: the compiler would add a pair as one
 * vector and move the row between vector and plain registers each lap. */
static const uint64_t LAP_LO[AYO_HOLES * 64] = AYO_TABLE(AYO_LO);
static const uint64_t LAP_HI[AYO_HOLES * 64] = AYO_TABLE(AYO_HI);

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

/* The same for the hole whose byte is at bit at8 of the row, 8 times its
 * number, as the laps carry it (the shift's & 63 is the processor's own:
 * no instruction). */
static inline int row_at(Row r, int at8)
{
    uint64_t w = at8 < 64 ? r.lo : r.hi;
    return (int)(w >> (at8 & 63) & 0xff);
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

/* One relay lap: the n counters of the hole at at8 (LAP's row n: none
 * for n = 1, the move has ended); returns where it ends, as at8. */
static inline int lap(Row *r, int at8, int n)
{
    uint64_t hi = LAP_HI[8 * at8 + n];
    r->lo += LAP_LO[8 * at8 + n];
    r->hi += hi;
    return (int)(hi >> 32);
}

/* A move's first lap, from hole `from` (not empty): one counter is LAP's
 * row 0. Returns where it ends, as at8. */
static inline int first_lap(Row *r, int from)
{
    int n = row_get(*r, from);
    return lap(r, 8 * from, n - (n == 1));
}

/* A move being sown: the row and where its last lap ended, as at8 (-1:
 * the move never ends). */
typedef struct Sown {
    Row r;
    int at;
} Sown;

/*
 * The laps of a move whose last lap, to at8 `at`, did not end it (AYO-3),
 * watched for C-7 after `unwatched` more laps (most of the moves that get
 * here end within a few more laps too: they are sown before the watch
 * starts, which finds a repeat from wherever it starts). Apart from the
 * sowing loops (passed and returned by value, so that they keep their
 * rows in registers): few moves get here.
 */
static Sown relay_watched(Row r, int at, int unwatched)
{
    Sown s = {r, at};
    for (int laps = 0; laps < unwatched; laps++) {
        s.at = lap(&s.r, s.at, row_at(s.r, s.at));
        if (row_at(s.r, s.at) == 1) {
            return s;
        }
    }
    RulesLapWatch watch;
    rules_lap_watch_start(&watch);
    for (;;) {
        uint64_t state[2] = {s.r.lo, s.r.hi & 0xffffffffu};
        if (rules_lap_watch_repeats(&watch, state, 2, s.at)) {
            s.at = -1;
            return s;
        }
        s.at = lap(&s.r, s.at, row_at(s.r, s.at));
        if (row_at(s.r, s.at) == 1) {
            return s;
        }
    }
}

/* The move's end in `at`: AYO-5, as capture() below (nothing taken unless
 * the move ends in the mover's row, then the opposite hole's counters and,
 * if any, the capturing one, worked out without a branch the processor
 * could not foresee), and the position after it, from `p` into `out`
 * (which may be `p`). */
static inline void finish(const RulesPosition *p, Row r, int at,
                          RulesPosition *out)
{
    int side = p->to_move, opposite = AYO_HOLES - 1 - at;
    int mine = 0 - (int)((at >= AYO_HOLES / 2) == side);
    int taken = row_get(r, opposite) & mine, took = taken != 0;
    r = row_take(row_take(r, opposite, taken), at, took);
    uint16_t captured = (uint16_t)(p->captured[side] + taken + took);
    if (out != p) {
        *out = *p;
    }
    row_write(out->holes, r);
    out->captured[side] = captured;
}

/*
 * Sows from `from` with relay laps (AYO-2, AYO-3) and captures, from `p`
 * into `out` (which may be `p`); false, with `out` unchanged, when the
 * move never ends (C-7). A lap is one row of LAP.
 */
static bool sow(const RulesPosition *p, int from, RulesPosition *out)
{
    Row r = row_read(p->holes);
    int at = first_lap(&r, from);
    if (row_at(r, at) != 1) { /* not landed in an empty hole (AYO-3) */
        Sown s = relay_watched(r, at, 3 * RULES_LAP_WATCH_FROM);
        if (s.at < 0) {
            return false;
        }
        r = s.r;
        at = s.at;
    }
    finish(p, r, at / 8, out);
    return true;
}

/* What a move leaves for its position (RulesSown): its row as sown,
 * before the capture, and the hole it ended in (-1: it never ends, C-7),
 * from at8. ayoayo_child() makes the capture and the position. */
static inline void leave(RulesSown *s, Row r, int at8)
{
    s->w[0] = r.lo;
    s->w[1] = r.hi;
    s->at = at8 < 0 ? -1 : at8 / 8;
}

/*
 * Three moves sown side by side, from holes h[0], h[1], h[2] (a repeated
 * hole is sown again and not listed), what they leave into out[0..2]:
 * which of them end (bit i: h[i]; C-7). Most moves end after a lap or
 * two, at a lap no processor foresees, and each lap waits on the one
 * before: three moves' laps in one loop overlap their waits, and its end,
 * when all have ended (a move that has ended stays so: LAP's row 1), is
 * one branch foreseen wrongly where there were three; Ayoayo's six holes
 * are two loops at most. The few still sown at RULES_LAPS_SIDE_BY_SIDE
 * go on one by one, watched for C-7 (relay_watched).
 */
static inline int sow_three(const RulesPosition *p, const int h[3],
                            RulesSown out[3])
{
    Row r[3];
    int at[3], n[3];
    for (int i = 0; i < 3; i++) {
        r[i] = row_read(p->holes);
        at[i] = first_lap(&r[i], h[i]);
        n[i] = row_at(r[i], at[i]);
    }
    for (int laps = 1; (n[0] ^ 1) | (n[1] ^ 1) | (n[2] ^ 1); laps++) {
        if (laps == RULES_LAPS_SIDE_BY_SIDE) {
            for (int i = 0; i < 3; i++) {
                if (n[i] != 1) {
                    Sown s = relay_watched(r[i], at[i], 0);
                    r[i] = s.r;
                    at[i] = s.at;
                }
            }
            break;
        }
        for (int i = 0; i < 3; i++) { /* one branch, the loop's */
            at[i] = lap(&r[i], at[i], n[i]);
            n[i] = row_at(r[i], at[i]);
        }
    }
    for (int i = 0; i < 3; i++) {
        leave(&out[i], r[i], at[i]);
    }
    return (at[0] >= 0) | (at[1] >= 0) << 1 | (at[2] >= 0) << 2;
}

/* The position a listed move leads to: its capture (finish). */
static void ayoayo_child(const RulesPosition *p, RulesMove m,
                         const RulesSown *s, RulesPosition *out)
{
    (void)m;
    Row r = {s->w[0], s->w[1]};
    finish(p, r, s->at, out);
    out->to_move = (uint8_t)rules_other(p->to_move);
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

/*
 * AYO-6 (a move must feed an empty opposite row) and AYO-7, as
 * rules_feeding_moves() but three candidates at a time (sow_three): the
 * mover's non-empty holes as one bit each, the last of a short three
 * repeated (sown, not listed).
 */
static int ayoayo_legal(const RulesPosition *p, RulesMove *moves,
                        RulesSown *sown, bool stop_at_one)
{
    int side = p->to_move, opp = rules_other(side), n = 0;
    int base = side * (AYO_HOLES / 2);
    /* The rows from the two words the position was written as (finish):
     * North's holes 6-11 read as one word would straddle them, which
     * the processor cannot take from its pending writes, and waits. */
    Row r = row_read(p->holes);
    uint64_t row_mask = 0xffffffffffffu;
    uint64_t rows[2] = {r.lo & row_mask, (r.lo >> 48 | r.hi << 16) & row_mask};
    bool opp_empty = rows[opp] == 0;
    RulesSown scratch[3];
    uint64_t own = rules_nonzero_bytes(rows[side]);
    while (own) {
        int h[3], real = 1;
        h[0] = base + rules_lowest_bit(own) / 8;
        own &= own - 1;
        for (int i = 1; i < 3; i++) {
            h[i] = own ? base + rules_lowest_bit(own) / 8 : h[i - 1];
            real |= (own != 0) << i;
            own &= own - 1;
        }
        RulesSown *s = sown ? &sown[n] : scratch;
        int ok = sow_three(p, h, s) & real;
        for (int i = 0; opp_empty && i < 3; i++) {
            RulesPosition q; /* (rare: no need to be quick) */
            if (ok >> i & 1) {
                ayoayo_child(p, rules_sow_move(h[i]), &s[i], &q);
                ok &= rules_row_empty(&q, opp) ? ~(1 << i) : ~0;
            }
        }
        for (int i = 0, first = n; i < 3; i++) {
            if ((ok >> i & 1) && n != first + i) {
                s[n - first] = s[i]; /* one before was not kept (rare) */
            }
            moves[n] = rules_sow_move(h[i]);
            n += ok >> i & 1;
        }
        if (stop_at_one && n) {
            return 1;
        }
    }
    return n;
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
    .child = ayoayo_child,
    .why_not = ayoayo_why_not,
    .play = ayoayo_play,
    .stuck = rules_stuck_unfed,
};
