/* review_words.c: the review's words: the marks' symbols, colours and words, a move's name, the caption of the position shown with the sentence a child reads for a marked move, in the player's name and the game's own words ("If Lan plays N4, Lan captures 5 seeds instead of 1, because the last seed falls into an empty hole opposite 4 seeds"), and the teacher's detail line behind it (by how much, why, judged by a search or the tables). */
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

/* When the better move captures more at once: "If Lan plays N4, Lan
 * captures 5 seeds instead of 1, because ...". */
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
                 P_("If %s plays %s, %s captures %d seed instead of %d%s.",
                    "If %s plays %s, %s captures %d seeds instead of %d%s.",
                    n),
                 who, best, who, got, instead, why);
    } else {
        snprintf(buf, size,
                 P_("If %s plays %s, %s captures %d seed%s.",
                    "If %s plays %s, %s captures %d seeds%s.", n),
                 who, best, who, got, why);
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
 * move played does not (as far as the engine knows), or ends the game
 * so many seeds further ahead. */
static void end_sentence(const UiWho *w, int side, const char *best,
                         const AiReviewMove *m, char *buf, size_t size)
{
    const char *who = w->names[side];
    bool you = w->you == side;
    bool wins = m->win_to_loss || (m->best_outcome == AI_OUTCOME_WIN &&
                                   (m->played_outcome == AI_OUTCOME_LOSS ||
                                    m->played_outcome == AI_OUTCOME_DRAW));
    if (wins && you) {
        snprintf(buf, size, _("If you play %s, you can win the game."),
                 best);
    } else if (wins) {
        snprintf(buf, size, _("If %s plays %s, %s can win the game."), who,
                 best, who);
    } else if (you) {
        snprintf(buf, size,
                 P_("If you play %s, you can end the game %d seed further "
                    "ahead.",
                    "If you play %s, you can end the game %d seeds further "
                    "ahead.", (size_t)m->loss),
                 best, m->loss);
    } else {
        snprintf(buf, size,
                 P_("If %s plays %s, %s can end the game %d seed further "
                    "ahead.",
                    "If %s plays %s, %s can end the game %d seeds further "
                    "ahead.", (size_t)m->loss),
                 who, best, who, m->loss);
    }
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
    char best[120];
    review_move_name(ui, p, m->best, best, sizeof best);
    int rule, count, rule2, count2;
    int got = move_capture(p, m->best, &rule, &count);
    int instead = move_capture(p, m->played, &rule2, &count2);
    int after_best = reply_capture(p, m->best);
    int after_played = reply_capture(p, m->played);
    if (got > instead) {
        char why[220] = "", because[200];
        if (ui_rule_because(rule, count, because, sizeof because)) {
            snprintf(why, sizeof why, ", %s", because);
        }
        capture_sentence(&s->who, side, best, got, instead, why, buf, size);
    } else if (after_played > after_best) {
        reply_sentence(&s->who, side, best, after_best, after_played, buf,
                       size);
    } else {
        end_sentence(&s->who, side, best, m, buf, size);
    }
}

/* ---- What the marks look like ---- */

const char *review_mark_symbol(AiMark m)
{
    /* a best or good move has none: a game shows a handful of symbols */
    static const char *const symbols[AI_MARK_COUNT] = {"!!", "!", "", "",
                                                       "?!", "?", "??"};
    return (unsigned)m < AI_MARK_COUNT ? symbols[m] : "";
}

UiColor review_mark_colour(AiMark m)
{
    static const UiColor colours[AI_MARK_COUNT] = {
        {20, 120, 140, 255}, /* brilliant: teal */
        {30, 130, 70, 255},  /* only: green */
        {30, 130, 70, 255},  /* best: green */
        {40, 110, 150, 255}, /* good: blue */
        {190, 140, 0, 255},  /* inaccuracy: ochre */
        {215, 95, 20, 255},  /* mistake: orange */
        {190, 30, 40, 255},  /* blunder: red */
    };
    return (unsigned)m < AI_MARK_COUNT ? colours[m] : ui_ink;
}

/* A mark in the words of a sentence ("played (a blunder)"): lower case,
 * unlike the label that heads a line ("Blunder"). */
const char *review_mark_words(AiMark m)
{
    static const char *const words[AI_MARK_COUNT] = {
        N_("a brilliant move"), N_("the only good move"), N_("the best move"),
        N_("a good move"),      N_("an inaccuracy"),      N_("a mistake"),
        N_("a blunder")};
    return (unsigned)m < AI_MARK_COUNT ? _(words[m]) : "";
}

/* The engine's sentences through this program's catalogue. */
static const char *translate(const char *english)
{
    return _(english);
}

const char *review_mark_shown(const Ui *ui, AiMark m)
{
    return ui->settings.mark_words ? ai_mark_label(m, translate)
                                   : review_mark_symbol(m);
}

void review_mark_phrase(const Ui *ui, AiMark m, char *buf, size_t size)
{
    /* in words only, with the marks in words */
    const char *symbol = ui->settings.mark_words ? "" : review_mark_symbol(m);
    snprintf(buf, size, "%s%s%s", symbol, *symbol ? " " : "", review_mark_words(m));
}


void review_move_name(const Ui *ui, const RulesPosition *p, RulesMove m,
                      char *buf, size_t size)
{
    char holes[120];
    switch (m.kind) {
    case RULES_MOVE_SOW:
        ui_hole_text(ui, p, m.hole, buf, size);
        break;
    case RULES_MOVE_OFFER:
        ui_hole_list(ui, p, m.offer, holes, sizeof holes);
        snprintf(buf, size, _("Offer %s"), holes);
        break;
    case RULES_MOVE_PASS:
        snprintf(buf, size, "%s", _("Pass"));
        break;
    case RULES_MOVE_ACCEPT:
        snprintf(buf, size, "%s", _("Accept"));
        break;
    default:
        snprintf(buf, size, "%s", _("Decline"));
        break;
    }
}

/* Spaces left by an empty part, squeezed out: "a  b " -> "a b". */
static void squeeze(char *buf)
{
    size_t o = 0;
    for (size_t i = 0; buf[i]; i++) {
        if (buf[i] != ' ' || (o > 0 && buf[o - 1] != ' ')) {
            buf[o++] = buf[i];
        }
    }
    while (o > 0 && buf[o - 1] == ' ') {
        o--;
    }
    buf[o] = '\0';
}

/* How the move was judged: the teacher's part. */
static const char *judged(const AiReviewMove *m)
{
    return m->exact ? _("Exact, from the table of perfect play.")
                    : _("Judged by a search.");
}

void review_caption(const Ui *ui, const ReviewState *s, char *buf,
                    size_t size)
{
    if (s->at >= s->n) {
        snprintf(buf, size, "%s", _("The end of the game."));
        return;
    }
    const RulesPosition *p = session_position_at(s->sess, s->at);
    const AiReviewMove *m = ai_review_move(s->rev, s->at);
    const char *who = s->who.names[p->to_move];
    char played[120];
    const RulesGame *g = session_record(s->sess);
    review_move_name(ui, p, g->moves[s->at], played, sizeof played);
    if (!m) {
        snprintf(buf, size, _("Move %zu: %s played %s. The review has not "
                              "reached this move yet."),
                 s->at + 1, who, played);
        return;
    }
    /* how it was judged is the teacher's line (review_teacher_line) */
    if (m->mark == AI_MARK_BRILLIANT) {
        snprintf(buf, size,
                 _("Move %zu: %s played %s (!! a brilliant move): the only "
                   "move that keeps the game's value, though another "
                   "looked better at once. %s"),
                 s->at + 1, who, played, "");
    } else if (m->mark == AI_MARK_ONLY) {
        snprintf(buf, size,
                 _("Move %zu: %s played %s (! the only good move): every "
                   "other move would have been a blunder. %s"),
                 s->at + 1, who, played, "");
    } else if (m->loss <= 0) {
        snprintf(buf, size, _("Move %zu: %s played %s, the best move. %s"),
                 s->at + 1, who, played, "");
    } else {
        /* the mark, and what the better move does, in a sentence a child
         * reads: the player's name and the game's own words */
        char mark[80], child[400];
        review_mark_phrase(ui, m->mark, mark, sizeof mark);
        review_child_sentence(ui, s, child, sizeof child);
        snprintf(buf, size, _("Move %zu: %s played %s (%s). %s %s%s %s"),
                 s->at + 1, who, played, mark, child, "",
                 m->win_to_loss ? _(" It turned a win into a loss.") : "",
                 "");
    }
    squeeze(buf);
}

void review_teacher_line(const Ui *ui, const ReviewState *s, char *buf,
                         size_t size)
{
    const AiReviewMove *m = s->at < s->n ? ai_review_move(s->rev, s->at)
                                         : NULL;
    buf[0] = '\0';
    if (!m || !ui->settings.rule_refs) {
        return;
    }
    if (m->loss <= 0) {
        snprintf(buf, size, "%s", judged(m));
        return;
    }
    const RulesPosition *p = session_position_at(s->sess, s->at);
    char best[120], better[200], why[400];
    review_move_name(ui, p, m->best, best, sizeof best);
    /* the mark's band of seeds given away, so that a teacher sees why a
     * move is called what it is (0 best, 1 good, 2-3, 4-6, 7 or more) */
    int lo = 1, hi = m->loss;
    while (lo < m->loss && ai_mark_for_loss(lo) != m->mark) {
        lo++;
    }
    while (hi < 1000 && ai_mark_for_loss(hi + 1) == m->mark) {
        hi++;
    }
    char band[160];
    if (lo == hi) {
        snprintf(band, sizeof band, "%s", review_mark_words(m->mark));
    } else if (hi >= 1000) {
        snprintf(band, sizeof band, _("%d or more seeds: %s"), lo,
                 review_mark_words(m->mark));
    } else {
        snprintf(band, sizeof band, _("%d to %d seeds: %s"), lo, hi,
                 review_mark_words(m->mark));
    }
    snprintf(better, sizeof better,
             P_("%s was better by %d seed (%s).",
                "%s was better by %d seeds (%s).", (size_t)m->loss),
             best, m->loss, band);
    /* the person is "you" in the reason's sentences, as in hints */
    const char *names[2] = {s->who.names[0], s->who.names[1]};
    if (s->who.you >= 0) {
        names[s->who.you] = NULL;
    }
    ai_review_reason(s->rev, s->at, translate, names, why, sizeof why);
    snprintf(buf, size, "%s %s %s", better, why, judged(m));
    squeeze(buf);
}
