/* hint.c: hints for the person to move: the best move, what it captures, the danger it avoids, and a sentence for teaching mode. */
#include "ai_internal.h"

#include <stdio.h>
#include <string.h>

/* What a move captures at once for its mover: counters and holes. */
static int move_gain(const RulesPosition *p, RulesMove m, uint64_t *holes)
{
    RulesTrace t = {0};
    RulesPosition q;
    rules_apply(p, m, &q, &t);
    int gain = 0;
    *holes = 0;
    for (size_t i = 0; i < t.len; i++) {
        const RulesEvent *e = &t.events[i];
        if (e->kind == RULES_EV_CAPTURE && e->side == p->to_move) {
            gain += e->count;
            if (e->hole < 64) {
                *holes |= (uint64_t)1 << e->hole;
            }
        }
    }
    if (t.truncated) {
        /* Out of memory for the trace: the piles still tell the total. */
        gain = q.captured[p->to_move] - p->captured[p->to_move];
    }
    rules_trace_free(&t);
    return gain;
}

/* The most the side to move of `p` can capture with one move. */
static int best_capture(const RulesPosition *p, uint64_t *holes)
{
    RulesMove moves[RULES_MAX_MOVES];
    int n = rules_legal_moves(p, moves), best = 0;
    *holes = 0;
    for (int i = 0; i < n; i++) {
        uint64_t h;
        int g = move_gain(p, moves[i], &h);
        if (g > best) {
            best = g;
            *holes = h;
        }
    }
    return best;
}

AiStatus ai_hint(const RulesPosition *p, const uint64_t *history,
                 size_t history_len, const AiSettings *s,
                 const atomic_bool *cancel, AiHint *out)
{
    memset(out, 0, sizeof *out);
    out->final_mover = out->final_opponent = -1;
    AiSettings expert = ai_settings(AI_LEVEL_EXPERT);
    if (s) {
        expert.ms = s->ms;
        expert.seed = s->seed;
    }
    AiStatus st = ai_choose(p, history, history_len, &expert, cancel,
                            &out->best);
    if (st == AI_NO_MOVE || st == AI_NO_MEMORY) {
        return st;
    }
    out->gain = move_gain(p, out->best.move, &out->gain_holes);
    /* The danger now: the position as if the opponent moved next. Not
     * meaningful while a Goré offer waits for its answer. */
    if (!p->offer) {
        RulesPosition q = *p;
        q.to_move = (uint8_t)(1 - p->to_move);
        if (q.moves_played == 0) {
            q.moves_played = 1; /* MOD-4 protects only the real first move */
        }
        out->threat = best_capture(&q, &out->threat_holes);
    }
    RulesPosition after;
    rules_apply(p, out->best.move, &after, NULL);
    out->reply_loss = best_capture(&after, &out->reply_holes);
    AiSolved solved;
    if (p->game == RULES_GAME_MODIAR &&
        ai_modiar_solve(p, history, history_len, &solved)) {
        out->final_mover = solved.final_mover;
        out->final_opponent = solved.final_opponent;
    }
    return st;
}

AiStatus ai_hint_in_game(const RulesGame *g, const AiSettings *s,
                         const atomic_bool *cancel, AiHint *out)
{
    return ai_hint(rules_game_current(g), g->keys, g->len, s, cancel, out);
}

static void describe_move(RulesMove m, char *buf, size_t size)
{
    switch (m.kind) {
    case RULES_MOVE_SOW:
        snprintf(buf, size, "Sow hole %d", m.hole);
        break;
    case RULES_MOVE_PASS:
        snprintf(buf, size, "Pass");
        break;
    case RULES_MOVE_ACCEPT:
        snprintf(buf, size, "Accept the offer");
        break;
    case RULES_MOVE_DECLINE:
        snprintf(buf, size, "Decline the offer");
        break;
    default: {
        int len = snprintf(buf, size, "Offer hole");
        int count = 0;
        for (int i = 0; i < 8; i++) {
            count += (m.offer >> i) & 1;
        }
        if (count > 1 && len >= 0 && (size_t)len < size) {
            len += snprintf(buf + len, size - (size_t)len, "s");
        }
        for (int i = 0, k = 0; i < 8; i++) {
            if ((m.offer >> i) & 1 && len >= 0 && (size_t)len < size) {
                len += snprintf(buf + len, size - (size_t)len, "%s%d",
                                k == 0 ? " " : k + 1 == count ? " and " : ", ",
                                i);
                k++;
            }
        }
        break;
    }
    }
}

int ai_hint_explain(const RulesPosition *p, const AiHint *h, char *buf,
                    size_t size)
{
    char move[64];
    describe_move(h->best.move, move, sizeof move);
    const char *opponent = p->to_move == RULES_SOUTH ? "North" : "South";
    int len = snprintf(buf, size, "%s.", move);
#define ADD(...)                                                               \
    do {                                                                       \
        if (len >= 0 && (size_t)len < size) {                                  \
            len += snprintf(buf + len, size - (size_t)len, __VA_ARGS__);       \
        }                                                                      \
    } while (0)
    if (h->gain > 0) {
        ADD(" It captures %d.", h->gain);
    }
    if (h->threat > h->reply_loss) {
        ADD(" %s threatens to take %d; after this move %s can take %s%d.",
            opponent, h->threat, opponent, h->reply_loss ? "only " : "",
            h->reply_loss);
    } else if (h->reply_loss > 0) {
        ADD(" Careful: the reply can still take %d.", h->reply_loss);
    }
    if (h->final_mover >= 0) {
        const char *what = h->final_mover > h->final_opponent   ? "win"
                           : h->final_mover < h->final_opponent ? "lose"
                                                                : "draw";
        ADD(" With perfect play from both sides you %s %d-%d.", what,
            h->final_mover, h->final_opponent);
    } else if (h->best.outcome == AI_OUTCOME_WIN) {
        ADD(" This leads to a forced win.");
    } else if (h->best.outcome == AI_OUTCOME_LOSS) {
        ADD(" Every move loses against best play; this one resists "
            "longest.");
    } else if (h->gain == 0 && h->threat <= h->reply_loss) {
        ADD(" It prepares the position: nothing is captured yet.");
    }
#undef ADD
    return len;
}
