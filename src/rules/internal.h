/* internal.h: what the games of the rules core share and the table each game fills in. */
#ifndef RULES_INTERNAL_H
#define RULES_INTERNAL_H

#include "rules.h"

#include <string.h>

/*
 * What a listed move leaves for the position it leads to: a game's
 * `legal` fills one for each move it lists, and its `child` makes the
 * position from it and the position moved from. Each game keeps its own
 * there (Ayoayo its row as sown and where the move ended), so that listing
 * a move writes a few words, not a whole position, and only the move
 * played becomes one: a game record lists every move of a position and
 * plays one of them.
 */
typedef struct RulesSown {
    uint64_t w[3]; /* the game's: holes as sown, piles, ... */
    int at;        /* the game's: where the move ended, ... */
} RulesSown;

/*
 * One game's rules: its description (what every layer reads) and the
 * functions that play it. Each game file ends in one `const RulesGameDef`
 * with designated initialisers; core.c collects them in one list.
 */
typedef struct RulesGameDef {
    RulesGameInfo info;
    int per_hole; /* counters per hole at the start (Bao: see setup) */
    void (*setup)(RulesPosition *p); /* optional: changes to the even fill */
    /* Optional: the game's own checks of a position that can exist, after
     * the common ones (C-5, fixed owners unless owners_change, no offer
     * unless offers). */
    bool (*valid)(const RulesPosition *p, RulesWhy *why);
    /* Optional: what a position set up by hand must also satisfy to be
     * played from (rules_position_check()), after `valid`: what play keeps
     * and a position given from outside may not (Bao's circuits), or an
     * end that play would have reached already (GORE-8). */
    bool (*limits)(const RulesPosition *p, RulesWhy *why);
    /*
     * Legal moves, in CLI.md's order, and, when `sown` is not NULL, what
     * each one leaves for `child` (a game that lists its moves without
     * playing them, Goré, leaves nothing there). `stop_at_one` asks only
     * whether there is one (returns 0 or 1).
     */
    int (*legal)(const RulesPosition *p, RulesMove *moves, RulesSown *sown,
                 bool stop_at_one);
    /* The position the listed move m leads to (played, the game's own end
     * applied, not settled) into `out` (not `p`), from what `legal` left
     * for it in `s`. */
    void (*child)(const RulesPosition *p, RulesMove m, const RulesSown *s,
                  RulesPosition *out);
    /* Explains why a move that is not in the legal list is illegal. */
    void (*why_not)(const RulesPosition *p, RulesMove m, RulesWhy *why);
    /* Plays a legal move in place: sowing, captures, the game's own end. */
    void (*play)(RulesPosition *p, RulesMove m, RulesTrace *t);
    /* Optional: why the player to move has no legal move (a stuck
     * RulesEndReason, rules_end_stuck()); NULL: RULES_END_NO_MOVES. */
    RulesEndReason (*stuck)(const RulesPosition *p);
} RulesGameDef;

/* `stuck` of the games that must feed an empty row or end (AYO-6,
 * URIM-7/8): RULES_END_NO_FEED when the player to move has counters and
 * the opponent's row is empty, else RULES_END_NO_MOVES. */
RulesEndReason rules_stuck_unfed(const RulesPosition *p);

#define RULES_X_DEF(id, stem) extern const RulesGameDef rules_##stem##_def;
RULES_GAME_LIST(RULES_X_DEF)
#undef RULES_X_DEF
/* Every game's RulesGameDef, by RulesGameId (core.c). */
extern const RulesGameDef *const rules_defs[RULES_GAME_COUNT];
static inline const RulesGameDef *rules_def(const RulesPosition *p)
{
    return rules_defs[p->game];
}
/* rules_game_misfit() of a description, registered or not. */
const char *rules_def_misfit(const RulesGameDef *d);

/* Appends an event to a trace (NULL: nothing recorded, at no cost). */
void rules_emit_event(RulesTrace *t, RulesEventKind kind, int hole, int side,
                      RulesRule rule, int count, int lap, int extra);
static inline void rules_emit(RulesTrace *t, RulesEventKind kind, int hole,
                              int side, RulesRule rule, int count, int lap,
                              int extra)
{
    if (t) {
        rules_emit_event(t, kind, hole, side, rule, count, lap, extra);
    }
}

void rules_why(RulesWhy *why, RulesRule rule, const char *text, int hole);

/* The checks after a move, in the order C-6 gives (core.c), for game
 * records (record.c): `repeated` says whether the new position ends the
 * game by repetition. With `moves` (and `sown`), lists the legal moves of
 * the settled position and returns their count; without, only asks
 * whether there is one. */
int rules_settle_listing(RulesPosition *p, bool repeated, RulesTrace *t,
                         RulesMove *moves, RulesSown *sown);


static inline int rules_row_sum(const RulesPosition *p, int side)
{
    int n = p->holes_per_row, sum = 0;
    for (int i = side * n; i < (side + 1) * n; i++) {
        sum += p->holes[i];
    }
    return sum;
}

static inline int rules_other(int side)
{
    return 1 - side;
}

/* Owner of a hole in the two-row games with fixed rows (not Goré). */
static inline int rules_row_side(const RulesPosition *p, int hole)
{
    return hole >= p->holes_per_row;
}

/* The holes a side owns now, as a bitmask. */
static inline uint64_t rules_side_mask(const RulesPosition *p, int side)
{
    uint64_t all = ((uint64_t)1 << p->hole_count) - 1;
    return side == RULES_NORTH ? p->north_owned & all : ~p->north_owned & all;
}

/* A move that sows from `hole`. */
static inline RulesMove rules_sow_move(int hole)
{
    RulesMove m = {RULES_MOVE_SOW, (uint8_t)hole, 0};
    return m;
}

/*
 * Eight holes as one word, hole b[k] in bits 8k..8k+7 whatever the
 * machine's byte order, so that the hot loops can add to, test and compare
 * many holes at once. On a little-endian machine that is a plain load or
 * store; elsewhere, byte by byte.
 */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define RULES_WORDS_ARE_BYTES 1
#else
#define RULES_WORDS_ARE_BYTES 0
#endif

static inline uint64_t rules_load64(const uint8_t *b)
{
    uint64_t w = 0;
    if (RULES_WORDS_ARE_BYTES) {
        memcpy(&w, b, sizeof w);
        return w;
    }
    for (int i = 7; i >= 0; i--) {
        w = w << 8 | b[i];
    }
    return w;
}

static inline void rules_store64(uint8_t *b, uint64_t w)
{
    if (RULES_WORDS_ARE_BYTES) {
        memcpy(b, &w, sizeof w);
        return;
    }
    for (int i = 0; i < 8; i++) {
        b[i] = (uint8_t)(w >> 8 * i);
    }
}

/*
 * A listed move's position kept whole in its RulesSown, for the games of
 * at most 16 holes whose moves change only holes and piles (Modiar, Urim,
 * which play each candidate in full to list it): rules_sown_keep() keeps
 * position q, rules_sown_child() (their `child`) makes it again from the
 * position moved from, the other side to move.
 */
static inline void rules_sown_keep(const RulesPosition *q, RulesSown *s)
{
    s->w[0] = rules_load64(q->holes);
    s->w[1] = rules_load64(q->holes + 8);
    s->w[2] = (uint64_t)q->captured[0] | (uint64_t)q->captured[1] << 16;
}

static inline void rules_sown_child(const RulesPosition *p, RulesMove m,
                                    const RulesSown *s, RulesPosition *out)
{
    (void)m;
    *out = *p;
    rules_store64(out->holes, s->w[0]);
    rules_store64(out->holes + 8, s->w[1]);
    out->captured[0] = (uint16_t)s->w[2];
    out->captured[1] = (uint16_t)(s->w[2] >> 16);
    out->to_move = (uint8_t)(1 - p->to_move);
}

/* The masks of holes (RulesPosition.north_owned, RulesTraceSummary's
 * captured_from, rules_side_mask()) are one 64-bit word, and the word
 * reads below step 8 holes at a time through `holes`. */
_Static_assert(RULES_MAX_HOLES < 64, "a mask of holes is one uint64_t");
_Static_assert(RULES_MAX_HOLES % 8 == 0, "words are read 8 holes at a time");

/*
 * Holes first .. first + n - 1 (n <= 8 of them; fewer for n < 8) as one
 * word, the bytes past them 0: a whole-word read when it stays inside
 * `holes`, else byte by byte. Any row of any board the core allows.
 */
static inline uint64_t rules_holes_word(const RulesPosition *p, int first,
                                        int n)
{
    if (first + 8 <= RULES_MAX_HOLES) {
        uint64_t w = rules_load64(p->holes + first);
        return n >= 8 ? w : w & (~0ULL >> 8 * (8 - n));
    }
    uint64_t w = 0;
    for (int k = n < 8 ? n - 1 : 7; k >= 0; k--) {
        w = w << 8 | p->holes[first + k];
    }
    return w;
}

/* Is a row of the two-row games empty? A word for each 8 holes, so any
 * row length the core allows. */
static inline bool rules_row_empty(const RulesPosition *p, int side)
{
    int n = p->holes_per_row, base = side * n;
    for (int k = 0; k < n; k += 8) {
        if (rules_holes_word(p, base + k, n - k)) {
            return false;
        }
    }
    return true;
}

/* The lowest set bit of m (not 0): a bit scan where the compiler has one. */
static inline int rules_lowest_bit(uint64_t m)
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

/* The bytes of w that are not 0, as the top bit of each (any byte value:
 * the low seven bits plus 0x7f reach the top bit without carrying). */
static inline uint64_t rules_nonzero_bytes(uint64_t w)
{
    const uint64_t low = 0x7f7f7f7f7f7f7f7fu;
    return (((w & low) + low) | w) & ~low;
}

/* The top bits of w's eight bytes as an 8-bit mask, byte k's as bit k
 * (each moved down to bit 8k, then a multiply gathers them into the top
 * byte: no two partial products meet in the same bit). */
static inline uint32_t rules_byte_tops(uint64_t w)
{
    w = w >> 7 & 0x0101010101010101u;
    return (uint32_t)((w * 0x0102040810204080u) >> 56);
}

/*
 * Of two moves sown side by side, from `s` on (where the listing keeps what
 * they leave: at moves[n]'s place, or scratch), keeps those `ok` says are
 * legal (bit 0: m[0], bit 1: m[1]) in moves from n on, and returns the new
 * count: each is written where the next kept one goes and counted if kept,
 * without a branch on which.
 */
static inline int rules_keep_two(RulesMove *moves, int n, const RulesMove m[2],
                                 RulesSown *s, int ok)
{
    moves[n] = m[0];
    n += ok & 1;
    if (!(ok & 1) && (ok & 2)) {
        s[0] = s[1]; /* the first one was not kept (rare) */
    }
    moves[n] = m[1];
    return n + (ok >> 1 & 1);
}

/*
 * Legal moves of the games in which a move sows one own non-empty hole and
 * must feed an empty opponent row, and no move is left when none can
 * (URIM-7 and URIM-8; Ayoayo's AYO-6 and AYO-7 are the same, its moves
 * sown three at a time, in ayoayo_legal). `sow_two` sows the moves from holes a and
 * b of `p` and leaves what they leave for `child` in `out_a` and `out_b`,
 * two at a time so that a game may sow them side by side, and returns
 * which of them are not illegal for a reason of their own (bit 0: a, bit
 * 1: b; C-7's endless relay). b == a when a is the last one: what it then
 * leaves in `out_b` is not read. Modiar keeps its own loop: MOD-5 keeps
 * every move when none feeds, MOD-6 drops grand slams and MOD-2
 * singletons. `static inline` with a constant `sow_two` and `child`, so
 * the compiler calls each game's own directly.
 */
static inline int rules_feeding_moves(
    const RulesPosition *p, RulesMove *moves, RulesSown *sown,
    bool stop_at_one,
    int (*sow_two)(const RulesPosition *p, int a, int b, RulesSown *out_a,
                   RulesSown *out_b),
    void (*child)(const RulesPosition *p, RulesMove m, const RulesSown *s,
                  RulesPosition *out))
{
    int side = p->to_move, opp = rules_other(side), n = 0;
    int row = p->holes_per_row, base = side * row;
    bool opp_empty = rules_row_empty(p, opp);
    RulesSown scratch[2];
    for (int k = 0; k < row; k += 8) {
        /* The mover's non-empty holes, 8 at a time, one bit each: a loop
         * over them has one branch the processor cannot foresee, its end,
         * where one a hole would have one for each empty hole. Two at a
         * time, the last one of an odd count beside itself (its twin not
         * listed): no branch on whether there is a second. */
        uint64_t own = rules_holes_word(p, base + k, row - k);
        for (own = rules_nonzero_bytes(own); own;) {
            RulesMove m[2];
            m[0] = rules_sow_move(base + k + rules_lowest_bit(own) / 8);
            own &= own - 1;
            m[1] = own ? rules_sow_move(base + k + rules_lowest_bit(own) / 8)
                       : m[0];
            RulesSown *s = sown ? &sown[n] : scratch;
            int ok = sow_two(p, m[0].hole, m[1].hole, &s[0], &s[1]) &
                     (own ? 3 : 1);
            own &= own - 1;
            for (int i = 0; opp_empty && i < 2; i++) {
                RulesPosition q; /* (rare: no need to be quick) */
                if (ok >> i & 1) {
                    child(p, m[i], &s[i], &q);
                    ok &= rules_row_empty(&q, opp) ? ~(1 << i) : ~0;
                }
            }
            n = rules_keep_two(moves, n, m, s, ok);
            if (stop_at_one && n) {
                return 1;
            }
        }
    }
    return n;
}

/*
 * The relay of a traced move (AYO-3, BAO-3): when the last counter of lap
 * `lap` fell into an occupied hole `at`, lifts it, records it and returns
 * how many counters the next lap sows; 0 when the hole was empty (now 1)
 * and the move ends.
 */
static inline int rules_relay(RulesPosition *p, int at, int lap,
                              RulesRule rule, RulesTrace *t)
{
    int n = p->holes[at];
    if (n == 1) {
        return 0;
    }
    p->holes[at] = 0;
    rules_emit(t, RULES_EV_RELAY, at, p->to_move, rule, n, lap + 1, 0);
    return n;
}

/*
 * Exact detection of endless relay sowing (C-7) with Brent's algorithm: the
 * states a move's laps start from form a deterministic sequence, so the move
 * is endless exactly when a lap starts from a state seen before. Brent finds
 * such a repeat with one saved state, no lap cap and no allocation, from
 * whichever lap it starts watching at. The sowing loops call it from their
 * RULES_LAP_WATCH_FROM th lap on: most moves end sooner and pay for no
 * copies or comparisons, and an endless one is still found, a few laps
 * later. A state is the hole the lap starts from and up to three words of
 * holes (rules_load64).
 */
enum { RULES_LAP_WATCH_FROM = 8 };

/* Moves sown side by side (Ayoayo's sow_three, Bao Kigogo's sow_two) go
 * on side by side up to this lap, and only the ones still sown then go on
 * one by one, watched: a long relay waits on its own laps, and beside
 * others its waits overlap theirs (2 % of Ayoayo's time, 3 % of Bao
 * Kigogo's, against watching from RULES_LAP_WATCH_FROM). */
enum { RULES_LAPS_SIDE_BY_SIDE = 4 * RULES_LAP_WATCH_FROM };

typedef struct RulesLapWatch {
    uint64_t saved[3];
    int saved_hole;
    unsigned long power, lambda;
} RulesLapWatch;

static inline void rules_lap_watch_start(RulesLapWatch *w)
{
    w->saved[0] = w->saved[1] = w->saved[2] = 0;
    w->saved_hole = -1;
    w->power = 1;
    w->lambda = 0;
}

/* Called at the start of a lap; returns true when the state repeats. */
static inline bool rules_lap_watch_repeats(RulesLapWatch *w,
                                           const uint64_t *state, int words,
                                           int hole)
{
    bool same = w->saved_hole == hole;
    for (int k = 0; k < words; k++) {
        same = same && w->saved[k] == state[k];
    }
    if (same) {
        return true;
    }
    if (w->saved_hole < 0 || w->lambda == w->power) {
        for (int k = 0; k < words; k++) {
            w->saved[k] = state[k];
        }
        w->saved_hole = hole;
        if (w->lambda == w->power) {
            w->power *= 2;
        }
        w->lambda = 0;
    }
    w->lambda++;
    return false;
}

#endif
