/* bao.c: Bao Kigogo (Tanzania, Gogo): 4x12, relay laps round your two rows, singletons, file captures (BAO-1..8). */
#include "internal.h"

/* C-3: South's circuit is holes 0-23, North's 24-47. */
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

/* BAO-5: after a move ends in `at`, capture across the file. */
static void file_capture(RulesPosition *p, int at, RulesTrace *t)
{
    int side = side_of(at), column, front, back;
    if (side == RULES_SOUTH) {
        if (at < 12) {
            return; /* row D, South's back row */
        }
        column = 23 - at;     /* Cc = 23-c */
        front = 36 + column;  /* Bc */
        back = 35 - column;   /* Ac */
    } else {
        if (at < 36) {
            return; /* row A, North's back row */
        }
        column = at - 36;     /* Bc = 36+c */
        front = 23 - column;  /* Cc */
        back = column;        /* Dc */
    }
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

/* Sows from `from` with relay laps; false when the move never ends (C-7). */
static bool sow(RulesPosition *p, int from, RulesTrace *t)
{
    int side = p->to_move, lap = 1;
    int n = p->holes[from], at = from;
    if (n == 1) { /* BAO-4: a singleton steps into the empty next hole */
        p->holes[from] = 0;
        at = circuit_next(from);
        p->holes[at] = 1;
        rules_emit(t, RULES_EV_LIFT, from, side, RULES_RULE_BAO_4, 1, 1, 0);
        rules_emit(t, RULES_EV_SOW, at, side, RULES_RULE_BAO_4, 1, 1, 0);
        file_capture(p, at, t);
        return true;
    }
    uint8_t *circuit = p->holes + 24 * side;
    RulesLapWatch watch;
    rules_lap_watch_start(&watch);
    rules_lap_watch_repeats(&watch, circuit, 24, from);
    p->holes[from] = 0;
    rules_emit(t, RULES_EV_LIFT, from, side, RULES_RULE_BAO_2, n, 1, 0);
    for (;;) {
        while (n-- > 0) {
            at = circuit_next(at); /* the start hole is not skipped */
            p->holes[at]++;
            rules_emit(t, RULES_EV_SOW, at, side, RULES_RULE_NONE,
                       p->holes[at], lap, 0);
        }
        if (p->holes[at] == 1) {
            break; /* BAO-3: the last counter fell into an empty hole */
        }
        if (rules_lap_watch_repeats(&watch, circuit, 24, at)) {
            return false;
        }
        lap++;
        n = p->holes[at];
        p->holes[at] = 0;
        rules_emit(t, RULES_EV_RELAY, at, side, RULES_RULE_BAO_3, n, lap, 0);
    }
    file_capture(p, at, t);
    return true;
}

static void bao_play(RulesPosition *p, RulesMove m, RulesTrace *t)
{
    sow(p, m.hole, t);
    p->to_move = (uint8_t)rules_other(p->to_move);
}

static bool has_big_hole(const RulesPosition *p, int side)
{
    for (int i = 24 * side; i < 24 * side + 24; i++) {
        if (p->holes[i] >= 2) {
            return true;
        }
    }
    return false;
}

static int bao_legal(const RulesPosition *p, RulesMove *moves,
                     RulesPosition *next, bool stop_at_one)
{
    int side = p->to_move, n = 0;
    bool big = has_big_hole(p, side);
    for (int i = 24 * side; i < 24 * side + 24; i++) {
        bool candidate = big ? p->holes[i] >= 2
                             : p->holes[i] == 1 && !p->holes[circuit_next(i)];
        if (!candidate) {
            continue;
        }
        RulesPosition q = *p;
        if (!sow(&q, i, NULL)) {
            continue; /* BAO-8, C-7: an endless move is not legal */
        }
        q.to_move = (uint8_t)rules_other(side);
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
    .legal = bao_legal,
    .legal_plays = true,
    .why_not = bao_why_not,
    .play = bao_play,
};
