/* rules_helpers.h: shared helpers of the rules tests: build positions, play moves, read traces as text. */
#ifndef RULES_HELPERS_H
#define RULES_HELPERS_H

#include <stdio.h>
#include <string.h>

#include "rules.h"

/*
 * Functions here are `static inline` so that a test file may use any subset
 * of them without unused-function warnings. The text helpers return a
 * static buffer: compare it (CHECK_STR) before calling the same helper
 * again.
 */

/*
 * Builds a position of `game` (row length `hpr`, 0 = default) from hole
 * counts and the two piles, with `to_move` to move, as a game under way
 * (moves_played = 1, so MOD-4's first-move rule is off). Owners are the
 * setup's. Returns false (and prints why) if the position cannot exist.
 */
static inline bool th_make(RulesPosition *p, RulesGameId game, int hpr,
                           const int *holes, int south, int north,
                           RulesSide to_move)
{
    if (rules_setup(p, game, hpr) != RULES_OK) {
        printf("  th_make: no such game or variant\n");
        return false;
    }
    for (int i = 0; i < p->hole_count; i++) {
        p->holes[i] = (uint8_t)holes[i];
    }
    p->captured[RULES_SOUTH] = (uint16_t)south;
    p->captured[RULES_NORTH] = (uint16_t)north;
    p->to_move = (uint8_t)to_move;
    p->moves_played = 1;
    RulesWhy why;
    if (!rules_position_valid(p, &why)) {
        printf("  th_make: invalid position: %s\n", why.text);
        return false;
    }
    return true;
}

/* Goré owners from a string of 'S'/'N', one per hole. */
static inline void th_owners(RulesPosition *p, const char *owners)
{
    p->north_owned = 0;
    for (int i = 0; owners[i] && i < p->hole_count; i++) {
        if (owners[i] == 'N') {
            p->north_owned |= (uint64_t)1 << i;
        }
    }
}

/* Parses a move in notation; the move { 255, 255, 255 } if malformed. */
static inline RulesMove th_move(const char *text)
{
    RulesMove m;
    if (rules_move_parse(text, &m) != RULES_OK) {
        m.kind = m.hole = m.offer = 255;
    }
    return m;
}

/*
 * Plays `text` on *p in place if it is legal (rules_apply, no history),
 * recording its events in `t` (cleared first) when `t` is not NULL.
 * Returns false, printing the reason, if the move is malformed or illegal.
 */
static inline bool th_play(RulesPosition *p, const char *text, RulesTrace *t)
{
    RulesMove m;
    RulesWhy why;
    if (rules_move_parse(text, &m) != RULES_OK) {
        printf("  th_play: \"%s\" is malformed\n", text);
        return false;
    }
    if (!rules_is_legal(p, m, &why)) {
        printf("  th_play: \"%s\" is illegal: %s (%s)\n", text, why.text,
               rules_rule_id(why.rule));
        return false;
    }
    if (t) {
        rules_trace_clear(t);
    }
    rules_apply(p, m, p, t);
    return true;
}

/* The rule rules_is_legal gives for an illegal move, or "legal". */
static inline const char *th_why(const RulesPosition *p, const char *text)
{
    static char buf[160];
    RulesWhy why;
    if (rules_is_legal(p, th_move(text), &why)) {
        return "legal";
    }
    snprintf(buf, sizeof buf, "%s", rules_rule_id(why.rule));
    return buf;
}

/* Hole counts as "2 7 0 6". */
static inline const char *th_holes(const RulesPosition *p)
{
    static char buf[256];
    size_t o = 0;
    buf[0] = '\0';
    for (int i = 0; i < p->hole_count && o < sizeof buf; i++) {
        o += (size_t)snprintf(buf + o, sizeof buf - o, "%s%d", i ? " " : "",
                              p->holes[i]);
    }
    return buf;
}

/* Owners as "SSNNSSNN". */
static inline const char *th_owner_text(const RulesPosition *p)
{
    static char buf[RULES_MAX_HOLES + 1];
    for (int i = 0; i < p->hole_count; i++) {
        buf[i] = rules_owner(p, i) == RULES_NORTH ? 'N' : 'S';
    }
    buf[p->hole_count] = '\0';
    return buf;
}

/* The legal moves in notation, space separated, in the core's order. */
static inline const char *th_legal(const RulesPosition *p)
{
    static char buf[1024];
    RulesMove moves[RULES_MAX_MOVES];
    int n = rules_legal_moves(p, moves);
    size_t o = 0;
    buf[0] = '\0';
    for (int i = 0; i < n && o < sizeof buf; i++) {
        char text[RULES_MOVE_TEXT_MAX];
        rules_move_format(moves[i], text, sizeof text);
        o += (size_t)snprintf(buf + o, sizeof buf - o, "%s%s", i ? " " : "",
                              text);
    }
    return buf;
}

/*
 * A trace as text: one word per event, "kind@hole=count(RULE)", where
 * "@hole" is left out when the event has no hole, "=count" is given for
 * lift, sow, relay, capture, transfer and sweep, and "(RULE)" when the event
 * names a rule. Example: "lift@10=3(URIM-2) sow@11=2 capture@1=3(URIM-4)".
 */
static inline const char *th_trace(const RulesTrace *t)
{
    static char buf[16384];
    size_t o = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < t->len && o < sizeof buf; i++) {
        const RulesEvent *e = &t->events[i];
        o += (size_t)snprintf(buf + o, sizeof buf - o, "%s%s", i ? " " : "",
                              rules_event_name((RulesEventKind)e->kind));
        if (o < sizeof buf && e->hole != RULES_NO_HOLE) {
            o += (size_t)snprintf(buf + o, sizeof buf - o, "@%d", e->hole);
        }
        bool counted = rules_event_shape(e->kind)->amount !=
                       RULES_MOVES_NONE;
        if (o < sizeof buf && counted) {
            o += (size_t)snprintf(buf + o, sizeof buf - o, "=%d", e->count);
        }
        if (o < sizeof buf && e->rule != RULES_RULE_NONE) {
            o += (size_t)snprintf(buf + o, sizeof buf - o, "(%s)",
                                  rules_rule_id((RulesRule)e->rule));
        }
    }
    return buf;
}

/* The first event of `kind` (at `hole`, or any hole when hole < 0). */
static inline const RulesEvent *th_event(const RulesTrace *t,
                                         RulesEventKind kind, int hole)
{
    for (size_t i = 0; i < t->len; i++) {
        const RulesEvent *e = &t->events[i];
        if (e->kind == kind && (hole < 0 || e->hole == hole)) {
            return e;
        }
    }
    return NULL;
}

/* How many events of `kind` the trace holds. */
static inline int th_count(const RulesTrace *t, RulesEventKind kind)
{
    int n = 0;
    for (size_t i = 0; i < t->len; i++) {
        n += t->events[i].kind == kind;
    }
    return n;
}

/* Counters on the board plus both piles: C-5's total. */
static inline int th_total(const RulesPosition *p)
{
    int sum = p->captured[0] + p->captured[1];
    for (int i = 0; i < p->hole_count; i++) {
        sum += p->holes[i];
    }
    return sum;
}

/*
 * The domain assertions the rule tests share; they use check.h's CHECKs, so
 * a failure names the test's own line and ends that test.
 */

/* `move` is legal and played on *p, and its trace (into *t) reads
 * `trace_text` in th_trace's words. */
#define CHECK_PLAY(p, move, t, trace_text)                                     \
    do {                                                                       \
        CHECK(th_play((p), (move), (t)));                                      \
        CHECK_STR(th_trace(t), (trace_text));                                  \
    } while (0)

/* The game on *p is over, won by `winner_` (or drawn) with these piles. */
#define CHECK_OVER(p, winner_, south, north)                                   \
    do {                                                                       \
        CHECK((p)->over);                                                      \
        CHECK_INT((p)->winner, (winner_));                                     \
        CHECK_INT((p)->captured[RULES_SOUTH], (south));                        \
        CHECK_INT((p)->captured[RULES_NORTH], (north));                        \
    } while (0)

/*
 * A reference relay sower, written from the rule book and independent of the
 * core: sows laps on a circle of `n` holes from `start` (relaying while the
 * last counter lands in an occupied hole; `skip_origin` skips each lap's own
 * origin, AYO-4). Returns the number of laps after which a lap starts from
 * the very board and hole the move started from (an endless move, C-7), or
 * -1 if the move ends or no such repeat comes within `max_laps`.
 */
static inline int th_reference_relay_period(const int *start_holes, int n,
                                            int start, bool skip_origin,
                                            int max_laps)
{
    int h[RULES_MAX_HOLES];
    memcpy(h, start_holes, (size_t)n * sizeof *h);
    int at = start;
    for (int lap = 1; lap <= max_laps; lap++) {
        int origin = at, hand = h[at];
        h[at] = 0;
        while (hand > 0) {
            at = (at + 1) % n;
            if (skip_origin && at == origin) {
                continue;
            }
            h[at]++;
            hand--;
        }
        if (h[at] == 1) {
            return -1; /* the last counter fell into an empty hole */
        }
        if (at == start &&
            memcmp(h, start_holes, (size_t)n * sizeof *h) == 0) {
            return lap;
        }
    }
    return -1;
}

#endif
