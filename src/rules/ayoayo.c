/* ayoayo.c: Ayoayo (Nigeria, Yoruba): 2x6 with stores, relay laps, origin skip, opposite capture (AYO-1..7). */
#include "internal.h"

/* Sows from `from` with relay laps; false when the move never ends (C-7). */
static bool sow(RulesPosition *p, int from, RulesTrace *t)
{
    int side = p->to_move, hc = p->hole_count, lap = 1, origin = from;
    RulesLapWatch watch;
    rules_lap_watch_start(&watch);
    rules_lap_watch_repeats(&watch, p->holes, hc, from);
    int n = p->holes[from], at = from;
    p->holes[from] = 0;
    rules_emit(t, RULES_EV_LIFT, from, side, RULES_RULE_AYO_2, n, 1, 0);
    for (;;) {
        while (n > 0) {
            at = at + 1 == hc ? 0 : at + 1;
            if (at == origin) { /* AYO-4: each lap skips its own origin */
                rules_emit(t, RULES_EV_SKIP, at, side, RULES_RULE_AYO_4, 0,
                           lap, 0);
                continue;
            }
            p->holes[at]++;
            n--;
            rules_emit(t, RULES_EV_SOW, at, side, RULES_RULE_NONE,
                       p->holes[at], lap, 0);
        }
        if (p->holes[at] == 1) {
            break; /* landed in an empty hole: the move ends (AYO-3) */
        }
        if (rules_lap_watch_repeats(&watch, p->holes, hc, at)) {
            return false;
        }
        lap++;
        origin = at;
        n = p->holes[at];
        p->holes[at] = 0;
        rules_emit(t, RULES_EV_RELAY, at, side, RULES_RULE_AYO_3, n, lap, 0);
    }
    int opposite = hc - 1 - at;
    if (rules_row_side(p, at) == side && p->holes[opposite] > 0) {
        /* AYO-5: the opposite counters and the capturing one. */
        rules_emit(t, RULES_EV_CAPTURE, opposite, side, RULES_RULE_AYO_5,
                   p->holes[opposite], lap, 0);
        rules_emit(t, RULES_EV_CAPTURE, at, side, RULES_RULE_AYO_5, 1, lap, 0);
        p->captured[side] =
            (uint16_t)(p->captured[side] + p->holes[opposite] + 1);
        p->holes[opposite] = 0;
        p->holes[at] = 0;
    }
    return true;
}

static void ayoayo_play(RulesPosition *p, RulesMove m, RulesTrace *t)
{
    sow(p, m.hole, t);
    p->to_move = (uint8_t)rules_other(p->to_move);
}

/* A candidate move on a copy: untraced; false when endless (C-7). */
static bool sow_candidate(RulesPosition *q, int hole)
{
    return sow(q, hole, NULL);
}

static int ayoayo_legal(const RulesPosition *p, RulesMove *moves,
                        RulesPosition *next, bool stop_at_one)
{
    /* AYO-6: a move must feed an empty opposite row. */
    return rules_feeding_moves(p, moves, next, stop_at_one, sow_candidate);
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
        RulesPosition q = *p;
        if (!sow(&q, m.hole, NULL)) {
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
    .id = RULES_GAME_AYOAYO,
    .variants = {6},
    .per_hole = 4,
    .repeat_limit = 3,
    .no_moves_rule = RULES_RULE_AYO_7,
    .legal = ayoayo_legal,
    .legal_plays = true,
    .why_not = ayoayo_why_not,
    .play = ayoayo_play,
};
