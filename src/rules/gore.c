/* gore.c: Goré (Côte d'Ivoire, Guro): 2x4, two-way chains of 2s and 4s, trading holes (GORE-1..9). */
#include "internal.h"

static int popcount8(unsigned v)
{
    int n = 0;
    for (; v; v &= v - 1) {
        n++;
    }
    return n;
}

static bool owns_counters(const RulesPosition *p, int side)
{
    uint64_t own = rules_side_mask(p, side);
    for (int i = 0; i < p->hole_count; i++) {
        if (p->holes[i] && ((own >> i) & 1)) {
            return true;
        }
    }
    return false;
}

static RulesMove offer_move(unsigned mask)
{
    return (RulesMove){RULES_MOVE_OFFER, 0, (uint8_t)mask};
}

/*
 * GORE-6: every offer `side` may make now, in the order of their notation:
 * "offer:4" < "offer:4,5" < "offer:4,5,6" < "offer:4,6" ... (CLI.md sorts
 * words). An offer is of 1 to 3 of the side's own holes, keeps it one, and
 * needs 6 counters in the other player's pile for each hole.
 */
static int add_offers(const RulesPosition *p, int side, RulesMove *moves,
                      int n)
{
    unsigned own = (unsigned)rules_side_mask(p, side);
    int most = p->captured[rules_other(side)] / 6, spare = popcount8(own) - 1;
    most = most < spare ? most : spare;
    most = most < 3 ? most : 3;
    if ((p->must_sow >> side) & 1) {
        most = 0; /* after an offer, sow before offering again */
    }
    for (unsigned a = 1; most >= 1 && a < 256; a <<= 1) {
        if (!(own & a)) {
            continue;
        }
        moves[n++] = offer_move(a);
        for (unsigned b = a << 1; most >= 2 && b < 256; b <<= 1) {
            if (!(own & b)) {
                continue;
            }
            moves[n++] = offer_move(a | b);
            for (unsigned c = b << 1; most >= 3 && c < 256; c <<= 1) {
                if (own & c) {
                    moves[n++] = offer_move(a | b | c);
                }
            }
        }
    }
    return n;
}

static int gore_legal(const RulesPosition *p, RulesMove *moves,
                      RulesSown *sown, bool stop_at_one)
{
    (void)sown; /* moves are listed without playing: gore_child plays */
    int n = 0, side = p->to_move;
    if (p->offer) {
        moves[n++] = (RulesMove){RULES_MOVE_ACCEPT, 0, 0};
        moves[n++] = (RulesMove){RULES_MOVE_DECLINE, 0, 0};
    } else if (!owns_counters(p, side)) {
        moves[n++] = (RulesMove){RULES_MOVE_PASS, 0, 0}; /* GORE-7 */
    } else {
        uint64_t own = rules_side_mask(p, side);
        for (int i = 0; i < p->hole_count; i++) {
            if (p->holes[i] && ((own >> i) & 1)) {
                moves[n++] = rules_sow_move(i);
                if (stop_at_one) {
                    return n;
                }
            }
        }
        n = add_offers(p, side, moves, n);
    }
    return n;
}

static void gore_why_not(const RulesPosition *p, RulesMove m, RulesWhy *why)
{
    int side = p->to_move;
    if (p->offer) {
        rules_why(why, RULES_RULE_GORE_6,
                  "an offer is waiting: accept or decline it first", -1);
    } else if (m.kind == RULES_MOVE_ACCEPT || m.kind == RULES_MOVE_DECLINE) {
        rules_why(why, RULES_RULE_GORE_6, "there is no offer to answer", -1);
    } else if (m.kind == RULES_MOVE_PASS) {
        rules_why(why, RULES_RULE_GORE_7,
                  "you may pass only when your holes are all empty", -1);
    } else if (!owns_counters(p, side)) {
        rules_why(why, RULES_RULE_GORE_7,
                  "your holes are all empty: you must pass", -1);
    } else if (m.kind == RULES_MOVE_SOW) {
        if ((int)rules_owner(p, m.hole) != side) {
            rules_why(why, RULES_RULE_GORE_2, "hole %d is not yours", m.hole);
        } else {
            rules_why(why, RULES_RULE_GORE_3, "hole %d is empty", m.hole);
        }
    } else {
        unsigned own = (unsigned)rules_side_mask(p, side);
        int k = popcount8(m.offer);
        if (m.offer & ~own) {
            rules_why(why, RULES_RULE_GORE_6,
                      "you can offer only holes you own", -1);
        } else if ((p->must_sow >> side) & 1) {
            rules_why(why, RULES_RULE_GORE_6,
                      "after an offer you must sow before offering again",
                      -1);
        } else if (k > 3 || popcount8(own) - k < 1) {
            rules_why(why, RULES_RULE_GORE_6,
                      "offer 1 to 3 holes and keep at least one", -1);
        } else {
            rules_why(why, RULES_RULE_GORE_6,
                      "the other player's pile must hold 6 seeds for "
                      "each hole offered",
                      -1);
        }
    }
}

static bool two_or_four(int v)
{
    return v == 2 || v == 4;
}

static void capture(RulesPosition *p, int hole, int side, RulesRule rule,
                    RulesTrace *t)
{
    rules_emit(t, RULES_EV_CAPTURE, hole, side, rule, p->holes[hole], 0, 0);
    p->captured[side] = (uint16_t)(p->captured[side] + p->holes[hole]);
    p->holes[hole] = 0;
}

static void sow(RulesPosition *p, int from, RulesTrace *t)
{
    int side = p->to_move, n = p->holes[from], hc = p->hole_count, at = from;
    p->holes[from] = 0;
    rules_emit(t, RULES_EV_LIFT, from, side, RULES_RULE_GORE_3, n, 1, 0);
    while (n--) {
        at = at + 1 == hc ? 0 : at + 1; /* no skip of the start (GORE-3) */
        p->holes[at]++;
        rules_emit(t, RULES_EV_SOW, at, side, RULES_RULE_NONE, p->holes[at],
                   1, 0);
    }
    if ((int)rules_owner(p, at) == side || !two_or_four(p->holes[at])) {
        return;
    }
    capture(p, at, side, RULES_RULE_GORE_4, t);
    /* GORE-5: the unbroken runs backward and forward, across any owner. */
    const int steps[2] = {hc - 1, 1}; /* backward, then forward */
    for (int k = 0; k < 2; k++) {
        for (int i = (at + steps[k]) % hc;
             i != at && two_or_four(p->holes[i]); i = (i + steps[k]) % hc) {
            capture(p, i, side, RULES_RULE_GORE_5, t);
        }
    }
}

/* GORE-8: the game ends once every hole holds 2 or fewer. */
static bool gore_ended(const RulesPosition *p)
{
    for (int i = 0; i < p->hole_count; i++) {
        if (p->holes[i] > 2) {
            return false;
        }
    }
    return true;
}

static void gore_play(RulesPosition *p, RulesMove m, RulesTrace *t)
{
    int side = p->to_move, other = rules_other(side);
    switch (m.kind) {
    case RULES_MOVE_SOW:
        sow(p, m.hole, t);
        p->must_sow = (uint8_t)(p->must_sow & ~(1u << side));
        p->to_move = (uint8_t)other;
        break;
    case RULES_MOVE_PASS:
        rules_emit(t, RULES_EV_PASS, -1, side, RULES_RULE_GORE_7, 0, 0, 0);
        p->to_move = (uint8_t)other;
        break;
    case RULES_MOVE_OFFER:
        rules_emit(t, RULES_EV_OFFER, -1, side, RULES_RULE_GORE_6, 0, 0,
                   m.offer);
        p->offer = m.offer;
        p->must_sow = (uint8_t)(p->must_sow | (1u << side));
        p->to_move = (uint8_t)other;
        break;
    case RULES_MOVE_ACCEPT:
        rules_emit(t, RULES_EV_ACCEPT, -1, side, RULES_RULE_GORE_6, 0, 0,
                   p->offer);
        for (int i = 0; i < p->hole_count; i++) {
            if ((p->offer >> i) & 1) {
                uint64_t bit = (uint64_t)1 << i;
                p->north_owned = side == RULES_NORTH ? p->north_owned | bit
                                                     : p->north_owned & ~bit;
                p->captured[side] = (uint16_t)(p->captured[side] - 6);
                p->holes[i] = (uint8_t)(p->holes[i] + 6);
                rules_emit(t, RULES_EV_TRANSFER, i, side, RULES_RULE_GORE_6,
                           6, 0, 0);
            }
        }
        p->offer = 0; /* the answerer now makes a normal move */
        break;
    case RULES_MOVE_DECLINE:
        rules_emit(t, RULES_EV_DECLINE, -1, side, RULES_RULE_GORE_9, 0, 0,
                   p->offer);
        p->declined = (uint8_t)(p->declined | (1u << side));
        p->offer = 0;
        break;
    default:
        return;
    }
    if (gore_ended(p)) {
        rules_finish(p, RULES_END_GAME_RULE, RULES_RULE_GORE_8, t);
    }
}

/* A board set up by hand must not be one GORE-8 has ended already. */
static bool gore_limits(const RulesPosition *p, RulesWhy *why)
{
    if (gore_ended(p)) {
        rules_why(why, RULES_RULE_GORE_8,
                  "every hole holds 2 or fewer: the game is already over",
                  -1);
        return false;
    }
    return true;
}

/* What a Goré position that can exist also satisfies (GORE-2, GORE-6). */
static bool gore_valid(const RulesPosition *p, RulesWhy *why)
{
    uint64_t all = ((uint64_t)1 << p->hole_count) - 1;
    if (p->north_owned & ~all) {
        rules_why(why, RULES_RULE_GORE_2, "owner of a hole that does not "
                                          "exist", -1);
        return false;
    }
    if (p->offer & rules_side_mask(p, p->to_move)) {
        rules_why(why, RULES_RULE_GORE_6,
                  "the holes offered must belong to the player who "
                  "offered them", -1);
        return false;
    }
    /* A pending offer was legal when made (GORE-6), and the answerer's
     * pile has not changed since: accepting must never overdraw it. */
    int offered = 0, kept = 0;
    for (int i = 0; i < p->hole_count; i++) {
        bool theirs = rules_owner(p, i) != (RulesSide)p->to_move;
        offered += (p->offer >> i) & 1;
        kept += theirs && !((p->offer >> i) & 1);
    }
    /* Trades always leave the giver a hole (GORE-6), so each side owns
     * one; a side owning all 8 would have more moves than
     * RULES_MAX_MOVES. */
    uint64_t north = p->north_owned & all;
    if (north == 0 || north == all) {
        rules_why(why, RULES_RULE_GORE_6,
                  "each player owns at least one hole", -1);
        return false;
    }
    if (p->offer && (offered > 3 || kept < 1 ||
                     p->captured[p->to_move] < 6 * offered)) {
        rules_why(why, RULES_RULE_GORE_6,
                  "an offer of 1 to 3 holes, leaving the offerer one, "
                  "with 6 seeds in the answerer's pile for each", -1);
        return false;
    }
    return true;
}

/* GORE-9: a winner who ever declined a trade wins without glory. */
static RulesRule gore_note(const RulesPosition *p)
{
    int side = p->winner == RULES_WINNER_SOUTH ? RULES_SOUTH : RULES_NORTH;
    return (p->declined >> side) & 1 ? RULES_RULE_GORE_9 : RULES_RULE_NONE;
}

/* Goré lists its moves without playing them: a listed one is played. */
static void gore_child(const RulesPosition *p, RulesMove m,
                       const RulesSown *s, RulesPosition *out)
{
    (void)s;
    *out = *p;
    gore_play(out, m, NULL);
}

const RulesGameDef rules_gore_def = {
    .info = {
        .id = RULES_GAME_GORE,
        .name = "gore",
        .title = "Goré",
        .setup_rule = RULES_RULE_GORE_1,
        .rows = 2,
        .variants = {4},
        .captures = RULES_CAPTURES_PILES,
        .sweep = RULES_SWEEP_OWN_HOLES,
        .scoring = RULES_SCORING_PILES,
        .owners_change = true,
        .offers = true,
        .repeat_limit = 3,
        .repeat_rule = RULES_RULE_C_6,
        .no_moves_rule = RULES_RULE_GORE_7,
        .note = gore_note,
        .note_rule = RULES_RULE_GORE_9,
    },
    .per_hole = 6,
    .valid = gore_valid,
    .limits = gore_limits,
    .legal = gore_legal,
    .child = gore_child,
    .why_not = gore_why_not,
    .play = gore_play,
};
