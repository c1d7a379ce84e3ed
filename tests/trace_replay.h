/* trace_replay.h: a move's trace replayed on plain counters from the rows of RULES_EVENT_LIST (rules.h), each event checked against the counters it says it moves; shared by the rules tests and the fuzzer. */
#ifndef TRACE_REPLAY_H
#define TRACE_REPLAY_H

#include <stdbool.h>
#include <stdio.h>

#include "rules.h"

/* The counters as the events so far leave them. */
typedef struct TraceReplay {
    int holes[RULES_MAX_HOLES], piles[2], hand, hole_count;
    uint64_t north_owned, marked; /* as the events' changes leave them */
    bool ended; /* an event with the winner (the end) was played */
} TraceReplay;

static inline void trace_replay_start(TraceReplay *r, const RulesPosition *p)
{
    *r = (TraceReplay){.hole_count = p->hole_count,
                       .north_owned = p->north_owned,
                       .marked = p->marked};
    for (int i = 0; i < p->hole_count; i++) {
        r->holes[i] = p->holes[i];
    }
    r->piles[0] = p->captured[0];
    r->piles[1] = p->captured[1];
}

/* Every counter: the holes, the piles and the hand (C-5). */
static inline int trace_replay_total(const TraceReplay *r)
{
    int sum = r->hand + r->piles[0] + r->piles[1];
    for (int i = 0; i < r->hole_count; i++) {
        sum += r->holes[i];
    }
    return sum;
}

#define TRACE_REPLAY_FAIL(...)                                                 \
    do {                                                                       \
        snprintf(why, size, __VA_ARGS__);                                      \
        return false;                                                          \
    } while (0)

/* Plays event number i as its row says; false, with `why`, when the event
 * does not fit the counters (a hole it does not hold, a hand it lacks). */
static inline bool trace_replay_event(TraceReplay *r, const RulesEvent *e,
                                      size_t i, char *why, size_t size)
{
    const RulesEventShape *row = rules_event_shape(e->kind);
    int h = e->hole, c = e->count, s = e->side;
    int n = row->amount == RULES_MOVES_COUNT ? c
            : row->amount == RULES_MOVES_ONE ? 1 : 0;
    bool one = row->amount == RULES_MOVES_ONE;
    if (e->kind >= RULES_EV_COUNT || s > RULES_NORTH) {
        TRACE_REPLAY_FAIL("event %zu: kind %d, side %d", i, e->kind, s);
    }
    if (r->ended) {
        TRACE_REPLAY_FAIL("event %zu (%s) comes after the end", i, row->name);
    }
    if ((row->from == RULES_AT_HOLE || row->to == RULES_AT_HOLE) &&
        h >= r->hole_count) {
        TRACE_REPLAY_FAIL("event %zu (%s) names hole %d of %d", i, row->name,
                          h, r->hole_count);
    }
    if (row->from == RULES_AT_HOLE) {
        /* a pick-up or a capture takes everything in the hole */
        if (r->holes[h] != c || c == 0) {
            TRACE_REPLAY_FAIL("event %zu (%s) takes %d from hole %d holding "
                              "%d", i, row->name, c, h, r->holes[h]);
        }
        r->holes[h] = 0;
    } else if (row->from == RULES_AT_HAND) {
        if (r->hand < n) {
            TRACE_REPLAY_FAIL("event %zu (%s) with %d in hand", i, row->name,
                              r->hand);
        }
        r->hand -= n;
    } else if (row->from == RULES_AT_PILE) {
        if (r->piles[s] < n) {
            TRACE_REPLAY_FAIL("event %zu (%s) takes %d from a pile of %d", i,
                              row->name, n, r->piles[s]);
        }
        r->piles[s] -= n;
    }
    if (row->to == RULES_AT_HAND) {
        /* a new lap: the last one is all sown, and a relay (C-7) lifts
         * more than the counter that ended that lap */
        if (r->hand != 0 || (e->lap > 1 && c < 2)) {
            TRACE_REPLAY_FAIL("event %zu (%s) lifts %d for lap %d with %d "
                              "still in hand", i, row->name, c, e->lap,
                              r->hand);
        }
        r->hand = c;
    } else if (row->to == RULES_AT_HOLE) {
        r->holes[h] += n;
        if (one && r->holes[h] != c) {
            TRACE_REPLAY_FAIL("event %zu (%s) makes hole %d hold %d, says %d",
                              i, row->name, h, r->holes[h], c);
        }
    } else if (row->to == RULES_AT_PILE) {
        r->piles[s] += n;
        if (one && r->piles[s] != c) {
            TRACE_REPLAY_FAIL("event %zu (%s) makes pile %d hold %d, says %d",
                              i, row->name, s, r->piles[s], c);
        }
    }
    rules_event_change(e, &r->north_owned, &r->marked);
    if (row->extra == RULES_EXTRA_WINNER) {
        r->ended = true;
        if (r->hand != 0) {
            TRACE_REPLAY_FAIL("event %zu (%s) with %d in hand", i, row->name,
                              r->hand);
        }
    }
    return true;
}

#undef TRACE_REPLAY_FAIL

#endif
