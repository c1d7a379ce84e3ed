/* internal.h: what the games of the rules core share and the table each game fills in. */
#ifndef RULES_INTERNAL_H
#define RULES_INTERNAL_H

#include "rules.h"

#include <string.h>

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
     * the common ones (C-5, and fixed owners unless owners_change). */
    bool (*valid)(const RulesPosition *p, RulesWhy *why);
    /*
     * Legal moves, in CLI.md's order, and, when `next` is not NULL (only
     * for games with `legal_plays`), the position each one leads to
     * (played, the game's own end applied, not settled). `stop_at_one`
     * asks only whether there is one (returns 0 or 1).
     */
    int (*legal)(const RulesPosition *p, RulesMove *moves, RulesPosition *next,
                 bool stop_at_one);
    /* `legal` plays every move to list it, so the positions come free
     * (Goré lists its moves without playing them). */
    bool legal_plays;
    /* Explains why a move that is not in the legal list is illegal. */
    void (*why_not)(const RulesPosition *p, RulesMove m, RulesWhy *why);
    /* Plays a legal move in place: sowing, captures, the game's own end. */
    void (*play)(RulesPosition *p, RulesMove m, RulesTrace *t);
} RulesGameDef;

#define RULES_X_DEF(id, stem) extern const RulesGameDef rules_##stem##_def;
RULES_GAME_LIST(RULES_X_DEF)
#undef RULES_X_DEF
const RulesGameDef *rules_def(const RulesPosition *p);

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
 * Legal moves of the games in which a move sows one own non-empty hole and
 * must feed an empty opponent row, and no move is left when none can (AYO-6
 * and AYO-7, URIM-7 and URIM-8). `sow` plays the sowing on a copy and
 * returns false when the move is illegal for a reason of its own (C-7's
 * endless relay). Modiar keeps its own loop: MOD-5 keeps every move when
 * none feeds, MOD-6 drops grand slams and MOD-2 singletons. `static inline`
 * with a constant `sow`, so the compiler calls each game's sowing directly.
 */
static inline int rules_feeding_moves(const RulesPosition *p, RulesMove *moves,
                                      RulesPosition *next, bool stop_at_one,
                                      bool (*sow)(RulesPosition *q, int hole))
{
    int side = p->to_move, opp = rules_other(side), n = 0;
    int base = side * p->holes_per_row;
    bool opp_empty = rules_row_sum(p, opp) == 0;
    for (int i = base; i < base + p->holes_per_row; i++) {
        if (!p->holes[i]) {
            continue;
        }
        RulesPosition q = *p;
        if (!sow(&q, i)) {
            continue;
        }
        if (opp_empty && rules_row_sum(&q, opp) == 0) {
            continue; /* the move must feed the empty row */
        }
        q.to_move = (uint8_t)opp;
        if (next) {
            next[n] = q;
        }
        moves[n++] = rules_sow_move(i);
        if (stop_at_one) {
            return n;
        }
    }
    return n;
}

/*
 * Exact detection of endless relay sowing (C-7) with Brent's algorithm: the
 * states a move's laps start from form a deterministic sequence, so the move
 * is endless exactly when a lap starts from a state seen before. Brent finds
 * such a repeat with one saved state, no lap cap and no allocation, from
 * whichever lap it starts watching at. It starts at the RULES_LAP_WATCH_FROM
 * th call: most moves end sooner and pay for no copies or comparisons, and
 * an endless one is still found, a few laps later. Inline, so that a game's
 * constant `n` makes the copy and the comparison a few loads and stores.
 */
enum { RULES_LAP_WATCH_FROM = 8 };

typedef struct RulesLapWatch {
    uint8_t saved[RULES_MAX_HOLES];
    int saved_hole, calls;
    unsigned long power, lambda;
} RulesLapWatch;

static inline void rules_lap_watch_start(RulesLapWatch *w)
{
    w->saved_hole = -1;
    w->calls = 0;
    w->power = 1;
    w->lambda = 0;
}

/* Called at the start of a lap; returns true when the state repeats. */
static inline bool rules_lap_watch_repeats(RulesLapWatch *w,
                                           const uint8_t *holes, int n,
                                           int hole)
{
    if (w->calls < RULES_LAP_WATCH_FROM - 1) {
        w->calls++;
        return false;
    }
    if (w->saved_hole == hole && memcmp(w->saved, holes, (size_t)n) == 0) {
        return true;
    }
    if (w->saved_hole < 0 || w->lambda == w->power) {
        memcpy(w->saved, holes, (size_t)n);
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
