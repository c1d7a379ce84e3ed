/* trace.c: the rows of the trace's events (RULES_EVENT_LIST) and what a move's trace says it did. */
#include "rules.h"

#define X_EVENT(id, name, from, to, amount, role, says, extra, change)         \
    {name,                RULES_AT_##from,    RULES_AT_##to,                   \
     RULES_MOVES_##amount, RULES_ROLE_##role, RULES_SAYS_##says,               \
     RULES_EXTRA_##extra,  RULES_CHANGE_##change},
static const RulesEventShape event_shapes[] = {RULES_EVENT_LIST(X_EVENT)};

const RulesEventShape *rules_event_shape(int kind)
{
    static const RulesEventShape none = {
        "?",  RULES_AT_NOWHERE,   RULES_AT_NOWHERE, RULES_MOVES_NONE,
        RULES_ROLE_FOLLOWS, RULES_SAYS_NOTHING, RULES_EXTRA_NONE,
        RULES_CHANGE_NONE};
    return kind >= 0 && kind < RULES_EV_COUNT ? &event_shapes[kind] : &none;
}

const char *rules_event_name(RulesEventKind kind)
{
    return rules_event_shape((int)kind)->name;
}

void rules_event_change(const RulesEvent *e, uint64_t *north_owned,
                        uint64_t *marked)
{
    int change = rules_event_shape(e->kind)->change;
    if (change == RULES_CHANGE_NONE || e->hole >= RULES_MAX_HOLES ||
        e->side > RULES_NORTH) {
        return;
    }
    uint64_t bit = (uint64_t)1 << e->hole;
    if (change & RULES_CHANGE_OWNER) {
        *north_owned = e->side == RULES_NORTH ? *north_owned | bit
                                              : *north_owned & ~bit;
    }
    if (change & RULES_CHANGE_MARK) {
        *marked |= bit;
    }
    if (change & RULES_CHANGE_UNMARK) {
        *marked &= ~bit;
    }
}

void rules_move_summary(const RulesPosition *p, RulesMove m,
                        RulesTraceSummary *out)
{
    RulesTrace t = {0};
    RulesPosition after;
    rules_apply(p, m, &after, &t);
    rules_trace_summary(&t, (RulesSide)p->to_move, out);
    rules_trace_free(&t);
}

void rules_trace_summary(const RulesTrace *t, RulesSide mover,
                         RulesTraceSummary *out)
{
    *out = (RulesTraceSummary){.end_hole = -1};
    for (size_t i = 0; t && i < t->len; i++) {
        const RulesEvent *e = &t->events[i];
        const RulesEventShape *row = rules_event_shape(e->kind);
        if (row->role == RULES_ROLE_SOWING && row->to == RULES_AT_HAND) {
            out->laps++;
            if (out->laps == 1) {
                out->lifted = e->count;
            }
        } else if (row->role == RULES_ROLE_SOWING &&
                   row->from == RULES_AT_HAND &&
                   row->amount != RULES_MOVES_NONE) {
            out->end_in_pile = row->to == RULES_AT_PILE;
            out->end_hole = out->end_in_pile ? -1 : e->hole;
        } else if (row->role == RULES_ROLE_OUTCOME &&
                   row->to == RULES_AT_PILE && e->side == mover) {
            out->captured += e->count;
            if (e->hole < 64) {
                out->captured_from |= (uint64_t)1 << e->hole;
            }
        }
    }
}
