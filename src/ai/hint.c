/* hint.c: hints for the person to move: the best move, what it captures, the danger it avoids, and a sentence for teaching mode. */
#include "ai_internal.h"

/* Marks a string of a table for po/update-pot; ai_tr translates it. */
#define N_(s) s

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* What a move captures at once for its mover: counters and holes. */
int ai_move_gain(const RulesPosition *p, RulesMove m, uint64_t *holes)
{
    RulesTrace t = {0};
    RulesPosition q;
    rules_apply(p, m, &q, &t);
    RulesTraceSummary sum;
    rules_trace_summary(&t, (RulesSide)p->to_move, &sum);
    int gain = sum.captured;
    if (holes) {
        *holes = sum.captured_from;
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
        int g = ai_move_gain(p, moves[i], &h);
        if (g > best) {
            best = g;
            *holes = h;
        }
    }
    return best;
}

/* What the pile of the side to move of p gains by move m (captures, and
 * what an end of the game adds to it). */
static int pile_gain(const RulesPosition *p, RulesMove m, RulesPosition *after)
{
    rules_apply(p, m, after, NULL);
    return after->captured[p->to_move] - p->captured[p->to_move];
}

int ai_move_net(const RulesPosition *p, RulesMove m)
{
    RulesPosition after;
    int net = pile_gain(p, m, &after);
    if (!after.over && after.to_move != p->to_move) {
        RulesMove replies[RULES_MAX_MOVES];
        int n = rules_legal_moves(&after, replies), most = 0;
        for (int k = 0; k < n; k++) {
            RulesPosition q;
            int g = pile_gain(&after, replies[k], &q);
            most = g > most ? g : most;
        }
        net -= most;
    }
    return net;
}

AiStatus ai_hint(const RulesPosition *p, const uint64_t *history,
                 size_t history_len, const AiSettings *s,
                 const atomic_bool *cancel, AiHint *out)
{
    memset(out, 0, sizeof *out);
    out->final_mover = out->final_opponent = out->plies = -1;
    AiSettings expert = ai_settings(AI_LEVEL_EXPERT);
    if (s) {
        expert.ms = s->ms;
        expert.seed = s->seed;
        expert.memory = s->memory;
    }
    AiStatus st = ai_choose(p, history, history_len, &expert, cancel,
                            &out->best);
    if (st == AI_NO_MOVE || st == AI_NO_MEMORY) {
        return st;
    }
    ai_hint_describe(p, history, history_len, out);
    return st;
}

void ai_hint_describe(const RulesPosition *p, const uint64_t *history,
                      size_t history_len, AiHint *out)
{
    out->final_mover = out->final_opponent = out->plies = -1;
    out->gain = ai_move_gain(p, out->best.move, &out->gain_holes);
    /* The danger now: the position as if the opponent moved next. Not
     * meaningful while an offer waits for its answer. */
    if (!p->offer) {
        RulesPosition q = *p;
        q.to_move = (uint8_t)(1 - p->to_move);
        if (q.moves_played == 0) {
            q.moves_played = 1; /* MOD-4 protects only the real first move */
        }
        out->threat = best_capture(&q, &out->threat_holes);
    }
    /* The reply is the opponent's next move: after a move that gives its
     * mover another (or leaves the game over) there is none yet. */
    RulesPosition after;
    rules_apply(p, out->best.move, &after, NULL);
    if (!after.over && after.to_move != p->to_move) {
        out->reply_loss = best_capture(&after, &out->reply_holes);
    }
    AiSolved solved;
    /* The table's line, when the hint's move is on it: in a draw the
     * search may choose another move that keeps it (ai_choose). */
    if (ai_solve(p, history, history_len, &solved) ||
        (ai_endgame_solve(p, history, history_len, &solved) &&
         solved.exact &&
         (solved.outcome != AI_OUTCOME_DRAW ||
          rules_move_equal(solved.move, out->best.move)))) {
        out->final_mover = solved.final_mover;
        out->final_opponent = solved.final_opponent;
        out->plies = solved.plies;
    }
}

AiStatus ai_hint_in_game(const RulesGame *g, const AiSettings *s,
                         const atomic_bool *cancel, AiHint *out)
{
    return ai_hint(rules_game_current(g), g->keys, g->len, s, cancel, out);
}

/* The words of a hint go through `tr` (the front end's gettext), English
 * when it is NULL; po/update-pot extracts them with -kai_tr:2. */
static const char *ai_tr(AiTranslate tr, const char *english)
{
    return tr ? tr(english) : english;
}

/* Appends a formatted sentence to buf at *len, a space before it unless it
 * is the first; stops quietly once buf is full. */
static void add(char *buf, size_t size, int *len, const char *fmt, ...)
{
    if (*len < 0 || (size_t)*len >= size) {
        return;
    }
    if (*len > 0) {
        *len += snprintf(buf + *len, size - (size_t)*len, " ");
        if ((size_t)*len >= size) {
            return;
        }
    }
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf + *len, size - (size_t)*len, fmt, ap);
    va_end(ap);
    *len = n < 0 ? -1 : *len + n;
}

int ai_move_label(RulesMove m, AiTranslate tr, char *buf, size_t size)
{
    int holes[8] = {0}, count = 0;
    switch (m.kind) {
    case RULES_MOVE_SOW:
        return snprintf(buf, size, ai_tr(tr, "Sow hole %d"), m.hole);
    case RULES_MOVE_PASS:
        return snprintf(buf, size, "%s", ai_tr(tr, "Pass"));
    case RULES_MOVE_ACCEPT:
        return snprintf(buf, size, "%s", ai_tr(tr, "Accept the offer"));
    case RULES_MOVE_DECLINE:
        return snprintf(buf, size, "%s", ai_tr(tr, "Decline the offer"));
    default:
        break;
    }
    for (int i = 0; i < 8; i++) {
        if ((m.offer >> i) & 1) {
            holes[count++] = i;
        }
    }
    /* An offer names 1 to 3 holes (the rules never offer more). */
    if (count == 1) {
        return snprintf(buf, size, ai_tr(tr, "Offer hole %d"), holes[0]);
    }
    if (count == 2) {
        return snprintf(buf, size, ai_tr(tr, "Offer holes %d and %d"),
                        holes[0], holes[1]);
    }
    return snprintf(buf, size, ai_tr(tr, "Offer holes %d, %d and %d"),
                    holes[0], holes[count > 1 ? 1 : 0],
                    holes[count > 2 ? 2 : 0]);
}

/* The threat sentence: who threatens (the opponent of the side to move)
 * by name, or "you" when names[side] is NULL. */
static void named_threat(char *buf, size_t size, int *len,
                         const RulesPosition *p, const AiHint *h,
                         const char *const names[2], AiTranslate tr)
{
    const char *who = names[1 - p->to_move];
    if (!who) {
        /* TRANSLATORS: the first %d is what you could capture now, the
         * second what you can capture at most after the better move. */
        if (h->reply_loss) {
            add(buf, size, len,
                ai_tr(tr, "You threaten to take %d; after this move you can "
                          "take only %d."),
                h->threat, h->reply_loss);
        } else {
            add(buf, size, len,
                ai_tr(tr, "You threaten to take %d; after this move you can "
                          "take nothing."),
                h->threat);
        }
        return;
    }
    /* TRANSLATORS: %s is a player ("North", "Computer", a name), the
     * first %d what that player could capture now, the second what at
     * most after the better move. */
    if (h->reply_loss) {
        add(buf, size, len,
            ai_tr(tr, "%s threatens to take %d; after this move %s can take "
                      "only %d."),
            who, h->threat, who, h->reply_loss);
    } else {
        add(buf, size, len,
            ai_tr(tr, "%s threatens to take %d; after this move %s can take "
                      "nothing."),
            who, h->threat, who);
    }
}

/* The final score with best play, the mover's first: "you win" when
 * `name` is NULL (a hint, to the mover; a review, to the person who
 * moved), else naming the player. `plies` < 0: no count of moves left. */
static void final_sentence(char *buf, size_t size, int *len,
                           const AiHint *h, const char *name, AiTranslate tr)
{
    int o = h->final_mover > h->final_opponent   ? 0
            : h->final_mover < h->final_opponent ? 1
                                                 : 2;
    bool left = h->plies >= 0;
    /* TRANSLATORS: the final score with best play, yours first, and how
     * many moves (both players') the game has left then. */
    static const char *const you[3][2] = {
        {N_("With perfect play from both sides you win %d-%d."),
         N_("With perfect play from both sides you win %d-%d; moves left: "
            "%d.")},
        {N_("With perfect play from both sides you lose %d-%d."),
         N_("With perfect play from both sides you lose %d-%d; moves left: "
            "%d.")},
        {N_("With perfect play from both sides you draw %d-%d."),
         N_("With perfect play from both sides you draw %d-%d; moves left: "
            "%d.")}};
    /* TRANSLATORS: %s is a player ("North", "Computer", a name); the
     * final score with best play, that player's first, and how many moves
     * (both players') the game has left then. */
    static const char *const named[3][2] = {
        {N_("With perfect play from both sides %s wins %d-%d."),
         N_("With perfect play from both sides %s wins %d-%d; moves left: "
            "%d.")},
        {N_("With perfect play from both sides %s loses %d-%d."),
         N_("With perfect play from both sides %s loses %d-%d; moves left: "
            "%d.")},
        {N_("With perfect play from both sides %s draws %d-%d."),
         N_("With perfect play from both sides %s draws %d-%d; moves left: "
            "%d.")}};
    if (name) {
        add(buf, size, len, ai_tr(tr, named[o][left]), name, h->final_mover,
            h->final_opponent, h->plies);
    } else {
        add(buf, size, len, ai_tr(tr, you[o][left]), h->final_mover,
            h->final_opponent, h->plies);
    }
}

int ai_hint_reason_named(const RulesPosition *p, const AiHint *h,
                         AiTranslate tr, const char *const names[2],
                         char *buf, size_t size)
{
    int len = 0;
    if (size > 0) {
        buf[0] = '\0';
    }
    if (h->gain > 0) {
        add(buf, size, &len, ai_tr(tr, "It captures %d."), h->gain);
    }
    if (h->threat > h->reply_loss) {
        named_threat(buf, size, &len, p, h, names, tr);
    } else if (h->reply_loss > 0) {
        add(buf, size, &len, ai_tr(tr, "Careful: the reply can still take "
                                       "%d."), h->reply_loss);
    }
    if (h->final_mover >= 0) {
        final_sentence(buf, size, &len, h, names[p->to_move], tr);
    } else if (h->best.outcome == AI_OUTCOME_WIN) {
        add(buf, size, &len, "%s",
            ai_tr(tr, "This leads to a forced win."));
    } else if (h->best.outcome == AI_OUTCOME_LOSS) {
        add(buf, size, &len, "%s",
            ai_tr(tr, "Every move loses against best play; this one "
                      "resists longest."));
    } else if (h->gain == 0 && h->threat <= h->reply_loss &&
               h->reply_loss == 0) {
        /* what a quiet move does, as the search sees it (issue 52: "it
         * prepares the position" told a player nothing) */
        add(buf, size, &len, "%s",
            ai_tr(tr, "It takes nothing, and leaves the opponent nothing "
                      "to take at once."));
    }
    return len;
}

int ai_hint_reason(const RulesPosition *p, const AiHint *h, AiTranslate tr,
                   char *buf, size_t size)
{
    /* the side to move is "you", the other its row */
    const char *names[2] = {ai_tr(tr, "South"), ai_tr(tr, "North")};
    names[p->to_move] = NULL;
    return ai_hint_reason_named(p, h, tr, names, buf, size);
}

int ai_hint_explain(const RulesPosition *p, const AiHint *h, AiTranslate tr,
                    char *buf, size_t size)
{
    char move[80];
    ai_move_label(h->best.move, tr, move, sizeof move);
    int len = 0;
    if (size > 0) {
        buf[0] = '\0';
    }
    add(buf, size, &len, "%s.", move);
    if (len >= 0 && (size_t)len < size) {
        char *rest = buf + len + 1;
        size_t room = size - (size_t)len - 1;
        int n = ai_hint_reason(p, h, tr, rest, room);
        if (n > 0) {
            buf[len] = ' ';
            len += 1 + n;
        }
    }
    return len;
}
