/* gore.c: Goré (Ivory Coast, Guro): 2x4, two-way chains of 2s and 4s, trading holes (GORE-1..9). */
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
    for (int i = 0; i < p->hole_count; i++) {
        if (p->holes[i] && (int)rules_owner(p, i) == side) {
            return true;
        }
    }
    return false;
}

/* GORE-6: may `side` offer the holes in `mask` now? */
static bool may_offer(const RulesPosition *p, int side, unsigned mask)
{
    unsigned own = (unsigned)rules_side_mask(p, side);
    int k = popcount8(mask);
    return mask && (mask & ~own) == 0 && k <= 3 && popcount8(own) - k >= 1 &&
           p->captured[rules_other(side)] >= 6 * k &&
           !((p->must_sow >> side) & 1);
}

static int add_offer(const RulesPosition *p, int side, unsigned mask,
                     RulesMove *moves, int n)
{
    if (may_offer(p, side, mask)) {
        moves[n++] = (RulesMove){RULES_MOVE_OFFER, 0, (uint8_t)mask};
    }
    return n;
}

static int gore_legal(const RulesPosition *p, RulesMove *moves,
                      RulesPosition *next, bool stop_at_one)
{
    (void)next; /* not `legal_plays`: moves are listed without playing */
    int n = 0, side = p->to_move;
    if (p->offer) {
        moves[n++] = (RulesMove){RULES_MOVE_ACCEPT, 0, 0};
        moves[n++] = (RulesMove){RULES_MOVE_DECLINE, 0, 0};
    } else if (!owns_counters(p, side)) {
        moves[n++] = (RulesMove){RULES_MOVE_PASS, 0, 0}; /* GORE-7 */
    } else {
        for (int i = 0; i < p->hole_count; i++) {
            if (p->holes[i] && (int)rules_owner(p, i) == side) {
                moves[n++] = rules_sow_move(i);
                if (stop_at_one) {
                    return n;
                }
            }
        }
        /* Offers in the order of their notation: "offer:4" < "offer:4,5"
         * < "offer:4,5,6" < "offer:4,6" ... (CLI.md sorts words). */
        bool can_offer = !((p->must_sow >> side) & 1) &&
                         p->captured[rules_other(side)] >= 6;
        for (int a = 0; can_offer && a < 8; a++) {
            n = add_offer(p, side, 1u << a, moves, n);
            for (int b = a + 1; b < 8; b++) {
                n = add_offer(p, side, 1u << a | 1u << b, moves, n);
                for (int c = b + 1; c < 8; c++) {
                    n = add_offer(p, side, 1u << a | 1u << b | 1u << c, moves,
                                  n);
                }
            }
        }
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
                      "the other player's pile must hold 6 counters for "
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
    for (int i = 0; i < p->hole_count; i++) {
        if (p->holes[i] > 2) {
            return;
        }
    }
    rules_finish(p, RULES_END_GAME_RULE, RULES_RULE_GORE_8, t);
}

const RulesGameDef rules_gore_def = {
    .id = RULES_GAME_GORE,
    .variants = {4},
    .per_hole = 6,
    .repeat_limit = 3,
    .no_moves_rule = RULES_RULE_GORE_7,
    .legal = gore_legal,
    .why_not = gore_why_not,
    .play = gore_play,
};
