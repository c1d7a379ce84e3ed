/* modiar.c: Modiar (Morocco): 2x3, first counter back home, backward chains of 2/4/6 (MOD-1..7). */
#include "internal.h"

static bool even_catch(int v)
{
    return v == 2 || v == 4 || v == 6;
}

enum { MOD_HOLES = 6 }; /* MOD-1: 2x3 only */

/*
 * RUN[o][r] read as a word, one hole a byte: 1 in the r holes from hole o
 * on, wrapping past hole 5; RUN[0][6] is every hole. Bytes 6 and 7 stay 0.
 * Worked out by the compiler.
 */
#define MOD_IN_RUN(o, r, i) ((i) < MOD_HOLES && ((i) - (o) + 6) % 6 < (r))
#define MOD_RUN(o, r)                                                          \
    {MOD_IN_RUN(o, r, 0), MOD_IN_RUN(o, r, 1), MOD_IN_RUN(o, r, 2),            \
     MOD_IN_RUN(o, r, 3), MOD_IN_RUN(o, r, 4), MOD_IN_RUN(o, r, 5),            \
     MOD_IN_RUN(o, r, 6), MOD_IN_RUN(o, r, 7)}
#define MOD_RUNS(o)                                                            \
    {MOD_RUN(o, 0), MOD_RUN(o, 1), MOD_RUN(o, 2), MOD_RUN(o, 3),              \
     MOD_RUN(o, 4), MOD_RUN(o, 5), MOD_RUN(o, 6)}
static const uint8_t RUN[MOD_HOLES][MOD_HOLES + 1][8] = {
    MOD_RUNS(0), MOD_RUNS(1), MOD_RUNS(2),
    MOD_RUNS(3), MOD_RUNS(4), MOD_RUNS(5)};

static uint64_t word_read(const uint8_t *b)
{
    uint64_t w;
    memcpy(&w, b, sizeof w);
    return w;
}

/* Sows and captures; returns how many counters the captures took from the
 * opponent's row, and sets *opp_after_sow to what it held after sowing. */
static int sow_and_capture(RulesPosition *p, int from, RulesTrace *t,
                           int *opp_after_sow)
{
    int side = p->to_move, n = p->holes[from];
    int opp = rules_other(side), taken = 0, hc = MOD_HOLES;
    /* MOD-2: the counters go into the holes from `from` itself on. */
    int at = (from + n - 1) % MOD_HOLES;
    p->holes[from] = 0;
    rules_emit(t, RULES_EV_LIFT, from, side, RULES_RULE_MOD_2, n, 1, 0);
    if (t) {
        for (int k = 0, i = from; k < n; k++, i = i + 1 == hc ? 0 : i + 1) {
            p->holes[i]++;
            rules_emit(t, RULES_EV_SOW, i, side,
                       k == 0 ? RULES_RULE_MOD_2 : RULES_RULE_NONE,
                       p->holes[i], 1, 0);
        }
    } else {
        /* Untraced: the whole rounds and the rest in one addition (no
         * byte carries into the next, whatever the byte order). */
        uint64_t row = word_read(p->holes) +
                       (uint64_t)(n / MOD_HOLES) * word_read(RUN[0][6]) +
                       word_read(RUN[from][n % MOD_HOLES]);
        memcpy(p->holes, &row, sizeof row);
    }
    *opp_after_sow = rules_row_sum(p, opp);
    if (!even_catch(p->holes[at])) {
        return 0;
    }
    if (p->moves_played == 0) {
        rules_emit(t, RULES_EV_NOTE, at, side, RULES_RULE_MOD_4, 0, 0, 0);
        return 0;
    }
    /* MOD-3: the landing hole, then backward while 2, 4 or 6, any row. */
    for (int i = at, k = 0; k < hc && even_catch(p->holes[i]);
         i = (i + hc - 1) % hc, k++) {
        rules_emit(t, RULES_EV_CAPTURE, i, side, RULES_RULE_MOD_3,
                   p->holes[i], 0, 0);
        if (rules_row_side(p, i) == opp) {
            taken += p->holes[i];
        }
        p->captured[side] = (uint16_t)(p->captured[side] + p->holes[i]);
        p->holes[i] = 0;
    }
    return taken;
}

static void modiar_play(RulesPosition *p, RulesMove m, RulesTrace *t)
{
    int ignored;
    sow_and_capture(p, m.hole, t, &ignored);
    p->to_move = (uint8_t)rules_other(p->to_move);
}

static int modiar_legal(const RulesPosition *p, RulesMove *moves,
                        RulesSown *sown, bool stop_at_one)
{
    int side = p->to_move, opp = rules_other(side), n = 0, fed = 0;
    int base = side * p->holes_per_row;
    bool opp_empty = rules_row_sum(p, opp) == 0;
    RulesPosition after[3];
    bool feeds[3];
    for (int i = base; i < base + p->holes_per_row; i++) {
        if (p->holes[i] < 2) {
            continue; /* MOD-2: singletons never move */
        }
        RulesPosition q = *p;
        int opp_after;
        int taken = sow_and_capture(&q, i, NULL, &opp_after);
        if (opp_after > 0 && taken == opp_after) {
            continue; /* MOD-6: a grand slam is not a legal move */
        }
        q.to_move = (uint8_t)opp;
        feeds[n] = rules_row_sum(&q, opp) > 0;
        fed += feeds[n];
        after[n] = q;
        moves[n++] = rules_sow_move(i);
    }
    /* MOD-5: when the opponent's row is empty, feed them if any move does. */
    int kept = 0;
    for (int k = 0; k < n; k++) {
        if (!opp_empty || !fed || feeds[k]) {
            if (sown) {
                rules_sown_keep(&after[k], &sown[kept]); /* 6 holes */
            }
            moves[kept++] = moves[k];
        }
    }
    return stop_at_one && kept > 1 ? 1 : kept;
}

static void modiar_why_not(const RulesPosition *p, RulesMove m, RulesWhy *why)
{
    if (m.kind != RULES_MOVE_SOW) {
        rules_why(why, RULES_RULE_MOD_2, "Modiar has only sowing moves", -1);
    } else if (rules_row_side(p, m.hole) != p->to_move) {
        rules_why(why, RULES_RULE_C_2, "hole %d is not yours", m.hole);
    } else if (p->holes[m.hole] < 2) {
        rules_why(why, RULES_RULE_MOD_2,
                  "hole %d holds fewer than 2 seeds", m.hole);
    } else {
        RulesPosition q = *p;
        int opp_after;
        int taken = sow_and_capture(&q, m.hole, NULL, &opp_after);
        if (opp_after > 0 && taken == opp_after) {
            rules_why(why, RULES_RULE_MOD_6,
                      "it would capture every seed of the other row", -1);
        } else {
            rules_why(why, RULES_RULE_MOD_5,
                      "the other row is empty and another move feeds it", -1);
        }
    }
}

/* Stuck with a hole of 2 or more: each such move would be a grand slam
 * (MOD-6; when the other row is empty MOD-5 lets any of them be played). */
static RulesEndReason modiar_stuck(const RulesPosition *p)
{
    int base = p->to_move * p->holes_per_row;
    for (int i = base; i < base + p->holes_per_row; i++) {
        if (p->holes[i] >= 2) {
            return RULES_END_GRAND_SLAMS;
        }
    }
    return RULES_END_NO_MOVES; /* MOD-2: singletons never move */
}

const RulesGameDef rules_modiar_def = {
    .info = {
        .id = RULES_GAME_MODIAR,
        .name = "modiar",
        .title = "Modiar",
        .setup_rule = RULES_RULE_MOD_1,
        .rows = 2,
        .variants = {3},
        .captures = RULES_CAPTURES_PILES,
        .sweep = RULES_SWEEP_OWN_HOLES,
        .scoring = RULES_SCORING_PILES,
        .repeat_limit = 3,
        .repeat_rule = RULES_RULE_C_6,
        .no_moves_rule = RULES_RULE_MOD_7,
    },
    .per_hole = 7,
    .legal = modiar_legal,
    .child = rules_sown_child,
    .why_not = modiar_why_not,
    .play = modiar_play,
    .stuck = modiar_stuck,
};
