/* review_words.c: the review's sentence a child reads for a marked move, in the player's name and the game's own words ("If Lan plays N4, Lan captures 4 more seeds, because the last seed falls into an empty hole opposite 4 seeds"), and the teacher's detail line behind it (by how much, why, judged by a search or the tables). */
#include "board/anim.h"
#include "board/look.h"
#include "kit/settings.h"
#include "kit/ui_i18n.h"
#include "screens/review/review.h"

#include <stdio.h>
#include <string.h>

/* What move m captures at once, and the rule and count of its first
 * capture, from the core's trace. */
static int move_capture(const RulesPosition *p, RulesMove m, int *rule,
                        int *count)
{
    RulesTrace t = {0};
    RulesPosition after;
    RulesTraceSummary sum = {0};
    *rule = RULES_RULE_NONE;
    *count = 0;
    if (rules_is_legal(p, m, NULL)) {
        rules_apply(p, m, &after, &t);
        rules_trace_summary(&t, (RulesSide)p->to_move, &sum);
        for (size_t i = 0; i < t.len; i++) {
            if (t.events[i].kind == RULES_EV_CAPTURE) {
                *rule = t.events[i].rule;
                *count = t.events[i].count;
                break;
            }
        }
    }
    rules_trace_free(&t);
    return sum.captured;
}

/* The most the opponent's reply can capture after move m (0 when the
 * mover plays again or the game is over). */
static int reply_capture(const RulesPosition *p, RulesMove m)
{
    RulesPosition after;
    if (!rules_is_legal(p, m, NULL)) {
        return 0;
    }
    rules_apply(p, m, &after, NULL);
    if (after.over || after.to_move == p->to_move) {
        return 0;
    }
    RulesMove ms[RULES_MAX_MOVES];
    int n = rules_legal_moves(&after, ms), most = 0;
    for (int i = 0; i < n; i++) {
        int rule, count, got = move_capture(&after, ms[i], &rule, &count);
        most = got > most ? got : most;
    }
    return most;
}

void review_child_sentence(const Ui *ui, const ReviewState *s, char *buf,
                           size_t size)
{
    const AiReviewMove *m = s->at < s->n ? ai_review_move(s->rev, s->at)
                                         : NULL;
    buf[0] = '\0';
    if (!m || m->loss <= 0) {
        return;
    }
    const RulesPosition *p = session_position_at(s->sess, s->at);
    int side = p->to_move;
    bool you = s->who.you == side;
    const char *who = s->who.names[side];
    char best[120];
    review_move_name(ui, p, m->best, best, sizeof best);
    int rule, count, rule2, count2;
    int gain = move_capture(p, m->best, &rule, &count) -
               move_capture(p, m->played, &rule2, &count2);
    int saved = reply_capture(p, m->played) - reply_capture(p, m->best);
    if (gain > 0) {
        char why[220] = "", because[200];
        if (ui_rule_because(rule, count, because, sizeof because)) {
            snprintf(why, sizeof why, ", %s", because);
        }
        if (you) {
            snprintf(buf, size,
                     P_("If you play %s, you capture %d more seed%s.",
                        "If you play %s, you capture %d more seeds%s.",
                        (size_t)gain),
                     best, gain, why);
        } else {
            snprintf(buf, size,
                     P_("If %s plays %s, %s captures %d more seed%s.",
                        "If %s plays %s, %s captures %d more seeds%s.",
                        (size_t)gain),
                     who, best, who, gain, why);
        }
    } else if (saved > 0) {
        if (you) {
            snprintf(buf, size,
                     P_("If you play %s, the reply can take %d seed fewer "
                        "than after your move.",
                        "If you play %s, the reply can take %d fewer seeds "
                        "than after your move.",
                        (size_t)saved),
                     best, saved);
        } else {
            snprintf(buf, size,
                     P_("If %s plays %s, the reply can take %d seed fewer "
                        "than after the move played.",
                        "If %s plays %s, the reply can take %d fewer seeds "
                        "than after the move played.",
                        (size_t)saved),
                     who, best, saved);
        }
    } else if (you) {
        snprintf(buf, size,
                 P_("If you play %s, you end the game with %d seed more "
                    "than after your move.",
                    "If you play %s, you end the game with %d seeds more "
                    "than after your move.",
                    (size_t)m->loss),
                 best, m->loss);
    } else {
        snprintf(buf, size,
                 P_("If %s plays %s, %s ends the game with %d seed more "
                    "than after the move played.",
                    "If %s plays %s, %s ends the game with %d seeds more "
                    "than after the move played.",
                    (size_t)m->loss),
                 who, best, who, m->loss);
    }
}
