/* better.c: why one move is better than another, in the words a child reads in the review ("By playing N4, Lan captures 5 seeds instead of 1, because the last seed falls into an empty hole opposite 4 seeds"; "If you play S1, Computer cannot capture anything, instead of 6 seeds"): the review's marked moves and the puzzles' wrong moves. */
#include "board/better.h"
#include "board/look.h"
#include "kit/ui_i18n.h"

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

/* When the better move captures more at once: "By playing N4, Lan
 * captures 5 seeds instead of 1, because ..." (the name once: issue 51,
 * "Nếu Lan đi N4, Lan ..." read twice). */
static void capture_sentence(const UiWho *w, int side, const char *best,
                             int got, int instead, const char *why,
                             char *buf, size_t size)
{
    const char *who = w->names[side];
    size_t n = (size_t)got;
    if (w->you == side && instead > 0) {
        snprintf(buf, size,
                 P_("If you play %s, you capture %d seed instead of %d%s.",
                    "If you play %s, you capture %d seeds instead of %d%s.",
                    n),
                 best, got, instead, why);
    } else if (w->you == side) {
        snprintf(buf, size,
                 P_("If you play %s, you capture %d seed%s.",
                    "If you play %s, you capture %d seeds%s.", n),
                 best, got, why);
    } else if (instead > 0) {
        snprintf(buf, size,
                 P_("By playing %s, %s captures %d seed instead of %d%s.",
                    "By playing %s, %s captures %d seeds instead of %d%s.",
                    n),
                 best, who, got, instead, why);
    } else {
        snprintf(buf, size,
                 P_("By playing %s, %s captures %d seed%s.",
                    "By playing %s, %s captures %d seeds%s.", n),
                 best, who, got, why);
    }
}

/* When the better move leaves the reply less to take: "If Lan plays N2,
 * Duc can capture only 1 seed instead of 4." (the replier by name, "you"
 * when it is the person's reply). */
static void reply_sentence(const UiWho *w, int side, const char *best,
                           int can, int instead, char *buf, size_t size)
{
    const char *who = w->names[side], *them = w->names[1 - side];
    size_t n = (size_t)instead;
    if (can == 0 && w->you == side) {
        snprintf(buf, size,
                 P_("If you play %s, %s cannot capture anything, instead "
                    "of %d seed.",
                    "If you play %s, %s cannot capture anything, instead "
                    "of %d seeds.", n),
                 best, them, instead);
    } else if (can == 0 && w->you == 1 - side) {
        snprintf(buf, size,
                 P_("If %s plays %s, you cannot capture anything, instead "
                    "of %d seed.",
                    "If %s plays %s, you cannot capture anything, instead "
                    "of %d seeds.", n),
                 who, best, instead);
    } else if (can == 0) {
        snprintf(buf, size,
                 P_("If %s plays %s, %s cannot capture anything, instead "
                    "of %d seed.",
                    "If %s plays %s, %s cannot capture anything, instead "
                    "of %d seeds.", n),
                 who, best, them, instead);
    } else if (w->you == side) {
        snprintf(buf, size,
                 P_("If you play %s, %s can capture only %d seed instead "
                    "of %d.",
                    "If you play %s, %s can capture only %d seeds instead "
                    "of %d.", (size_t)can),
                 best, them, can, instead);
    } else if (w->you == 1 - side) {
        snprintf(buf, size,
                 P_("If %s plays %s, you can capture only %d seed instead "
                    "of %d.",
                    "If %s plays %s, you can capture only %d seeds instead "
                    "of %d.", (size_t)can),
                 who, best, can, instead);
    } else {
        snprintf(buf, size,
                 P_("If %s plays %s, %s can capture only %d seed instead "
                    "of %d.",
                    "If %s plays %s, %s can capture only %d seeds instead "
                    "of %d.", (size_t)can),
                 who, best, them, can, instead);
    }
}

/* When neither shows at once: the better move wins the game where the
 * other does not (`wins`), or ends the game `further` seeds further
 * ahead (nothing said when neither). */
static void end_sentence(const UiWho *w, int side, const char *best,
                         bool wins, int further, char *buf, size_t size)
{
    const char *who = w->names[side];
    bool you = w->you == side;
    if (wins && you) {
        snprintf(buf, size, _("If you play %s, you can win the game."),
                 best);
    } else if (wins) {
        snprintf(buf, size, _("By playing %s, %s can win the game."), best,
                 who);
    } else if (further <= 0) {
        buf[0] = '\0';
    } else if (you) {
        snprintf(buf, size,
                 P_("If you play %s, you can end the game %d seed further "
                    "ahead.",
                    "If you play %s, you can end the game %d seeds further "
                    "ahead.", (size_t)further),
                 best, further);
    } else {
        snprintf(buf, size,
                 P_("By playing %s, %s can end the game %d seed further "
                    "ahead.",
                    "By playing %s, %s can end the game %d seeds further "
                    "ahead.", (size_t)further),
                 best, who, further);
    }
}

void ui_better_move_sentence(const RulesPosition *p, const UiWho *w,
                             RulesMove best, RulesMove played,
                             const char *best_name, bool wins, int further,
                             char *buf, size_t size)
{
    int side = p->to_move;
    int rule, count, rule2, count2;
    int got = move_capture(p, best, &rule, &count);
    int instead = move_capture(p, played, &rule2, &count2);
    int after_best = reply_capture(p, best);
    int after_played = reply_capture(p, played);
    buf[0] = '\0';
    if (got > instead) {
        char why[220] = "", because[200];
        if (ui_rule_because(rule, count, because, sizeof because)) {
            snprintf(why, sizeof why, ", %s", because);
        }
        capture_sentence(w, side, best_name, got, instead, why, buf, size);
    } else if (after_played > after_best) {
        reply_sentence(w, side, best_name, after_best, after_played, buf,
                       size);
    } else {
        end_sentence(w, side, best_name, wins, further, buf, size);
    }
}
