/* urim.c: Urim (Cabo Verde): 2x6 or 2x7 with stores, 17-counter cap, 2-or-3 trigger and chains (URIM-1..10). */
#include "internal.h"

enum { URIM_CAP = 17 };

/* Sows from `from` (URIM-2, URIM-3) and returns the last hole sown. */
static int sow(RulesPosition *p, int from, RulesTrace *t)
{
    int side = p->to_move, hc = p->hole_count, n = p->holes[from], at = from;
    p->holes[from] = 0;
    rules_emit(t, RULES_EV_LIFT, from, side, RULES_RULE_URIM_2, n, 1, 0);
    /* The total never lets every other hole reach 17, so this ends. */
    while (n > 0) {
        at = at + 1 == hc ? 0 : at + 1;
        if (at == from || p->holes[at] >= URIM_CAP) {
            rules_emit(t, RULES_EV_SKIP, at, side, RULES_RULE_URIM_3, 0, 1,
                       at == from ? 0 : URIM_CAP);
            continue;
        }
        p->holes[at]++;
        n--;
        rules_emit(t, RULES_EV_SOW, at, side, RULES_RULE_NONE, p->holes[at],
                   1, 0);
    }
    return at;
}

/* The holes a trigger at `at` captures (URIM-4, URIM-5): the run from the
 * start of the opponent's row up to `at`; returns its first hole, or -1. */
static int chain_start(const RulesPosition *p, int at, int side)
{
    int row_start = rules_other(side) * p->holes_per_row;
    if (rules_row_side(p, at) == side ||
        (p->holes[at] != 2 && p->holes[at] != 3)) {
        return -1;
    }
    int first = at;
    while (first > row_start && p->holes[first - 1] >= 2 &&
           p->holes[first - 1] <= 4) {
        first--;
    }
    return first;
}

static void urim_play(RulesPosition *p, RulesMove m, RulesTrace *t)
{
    int side = p->to_move, opp = rules_other(side);
    int at = sow(p, m.hole, t);
    int first = chain_start(p, at, side);
    if (first >= 0) {
        int taken = 0;
        for (int i = first; i <= at; i++) {
            taken += p->holes[i];
        }
        if (taken == rules_row_sum(p, opp)) {
            /* URIM-6: a grand slam is played but captures nothing. */
            rules_emit(t, RULES_EV_NOTE, at, side, RULES_RULE_URIM_6, taken,
                       1, 0);
        } else {
            for (int i = at; i >= first; i--) {
                rules_emit(t, RULES_EV_CAPTURE, i, side,
                           i == at ? RULES_RULE_URIM_4 : RULES_RULE_URIM_5,
                           p->holes[i], 1, 0);
                p->captured[side] =
                    (uint16_t)(p->captured[side] + p->holes[i]);
                p->holes[i] = 0;
            }
        }
    }
    p->to_move = (uint8_t)opp;
}

/* A candidate move on a copy, played in full (captures change what the
 * opponent's row holds afterwards), kept whole (rules_sown_keep(): at
 * most 14 holes). Every Urim sowing ends. */
static void play_candidate(const RulesPosition *p, int hole, RulesSown *s)
{
    RulesPosition q = *p;
    urim_play(&q, rules_sow_move(hole), NULL);
    rules_sown_keep(&q, s);
}

/* Two candidates (b == a: one), for rules_feeding_moves(). */
static int play_two(const RulesPosition *p, int a, int b, RulesSown *sa,
                    RulesSown *sb)
{
    play_candidate(p, a, sa);
    if (b != a) {
        play_candidate(p, b, sb);
    }
    return 3;
}

static int urim_legal(const RulesPosition *p, RulesMove *moves,
                      RulesSown *sown, bool stop_at_one)
{
    /* URIM-7: feed the empty row (URIM-8 if none can). */
    return rules_feeding_moves(p, moves, sown, stop_at_one, play_two,
                               rules_sown_child);
}

static void urim_why_not(const RulesPosition *p, RulesMove m, RulesWhy *why)
{
    if (m.kind != RULES_MOVE_SOW) {
        rules_why(why, RULES_RULE_URIM_2, "Urim has only sowing moves", -1);
    } else if (rules_row_side(p, m.hole) != p->to_move) {
        rules_why(why, RULES_RULE_C_2, "hole %d is not yours", m.hole);
    } else if (p->holes[m.hole] == 0) {
        rules_why(why, RULES_RULE_URIM_2, "hole %d is empty", m.hole);
    } else {
        rules_why(why, RULES_RULE_URIM_7,
                  "the other row is empty and this move does not feed it",
                  -1);
    }
}

/* URIM-3: no hole ever holds more than 17. */
static bool urim_valid(const RulesPosition *p, RulesWhy *why)
{
    for (int i = 0; i < p->hole_count; i++) {
        if (p->holes[i] > URIM_CAP) {
            rules_why(why, RULES_RULE_URIM_3,
                      "a Urim hole never holds more than 17", i);
            return false;
        }
    }
    return true;
}

/* URIM-9: 2 points with at least 3/4 of all counters, else 1 (a win is
 * more than half). */
static int urim_points(const RulesPosition *p)
{
    int best = p->captured[p->winner == RULES_WINNER_SOUTH ? 0 : 1];
    return 4 * best >= 3 * rules_start_total(p) ? 2 : 1;
}

const RulesGameDef rules_urim_def = {
    .info = {
        .id = RULES_GAME_URIM,
        .name = "urim",
        .title = "Urim",
        .setup_rule = RULES_RULE_URIM_1,
        .rows = 2,
        .variants = {6, 7},
        .captures = RULES_CAPTURES_STORES,
        .sweep = RULES_SWEEP_OWN_HOLES,
        .scoring = RULES_SCORING_PILES,
        .repeat_limit = 3,
        .repeat_rule = RULES_RULE_C_6,
        .no_moves_rule = RULES_RULE_URIM_8,
        .points = urim_points,
        .points_rule = RULES_RULE_URIM_9,
        .match_rule = RULES_RULE_URIM_10,
    },
    .per_hole = 3,
    .valid = urim_valid,
    .legal = urim_legal,
    .child = rules_sown_child,
    .why_not = urim_why_not,
    .play = urim_play,
    .stuck = rules_stuck_unfed,
};
