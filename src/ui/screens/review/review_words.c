/* review_words.c: the review's words: the marks' symbols, colours and words, a move's name, the caption of the position shown with the sentence a child reads for a marked move, in the player's name and the game's own words ("By playing N4, Lan captures 5 seeds instead of 1, because the last seed falls into an empty hole opposite 4 seeds"), and the teacher's detail line behind it (by how much, why, judged by a search or the tables). */
#include "board/anim.h"
#include "board/better.h"
#include "board/look.h"
#include "kit/settings.h"
#include "kit/ui_i18n.h"
#include "screens/review/review.h"

#include <stdio.h>
#include <string.h>

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
    char best[120];
    review_move_name(ui, p, m->best, best, sizeof best);
    bool wins = m->win_to_loss || (m->best_outcome == AI_OUTCOME_WIN &&
                                   (m->played_outcome == AI_OUTCOME_LOSS ||
                                    m->played_outcome == AI_OUTCOME_DRAW));
    ui_better_move_sentence(p, &s->who, m->best, m->played, best, wins,
                            m->loss, buf, size);
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

void review_move_said(const Ui *ui, const ReviewState *s, size_t i,
                      char *buf, size_t size)
{
    const RulesPosition *p = session_position_at(s->sess, i);
    RulesMove mv = session_record(s->sess)->moves[i];
    ui_move_sentence(ui, p, &s->who, p->to_move, mv,
                     mv.kind == RULES_MOVE_OFFER ? mv.offer : p->offer, buf,
                     size);
}

void review_caption(const Ui *ui, const ReviewState *s, char *buf,
                    size_t size)
{
    if (s->at >= s->n) {
        snprintf(buf, size, "%s", _("The end of the game."));
        return;
    }
    const AiReviewMove *m = ai_review_move(s->rev, s->at);
    /* who did what, as the move list says it: "You offer hole S4"
     * (issue 51: it read "You played Offer S4") */
    char said[160];
    review_move_said(ui, s, s->at, said, sizeof said);
    if (!m) {
        /* TRANSLATORS: the move's number, then who did what ("You sow
         * hole S4") */
        snprintf(buf, size, _("Move %zu: %s. The review has not reached "
                              "this move yet."),
                 s->at + 1, said);
        return;
    }
    /* how it was judged is the teacher's line (review_teacher_line) */
    if (m->mark == AI_MARK_BRILLIANT) {
        snprintf(buf, size,
                 _("Move %zu: %s (!! a brilliant move): the only move that "
                   "keeps the game's value, though another looked better "
                   "at once."),
                 s->at + 1, said);
    } else if (m->mark == AI_MARK_ONLY) {
        snprintf(buf, size,
                 _("Move %zu: %s (! the only good move): every other move "
                   "would have been a blunder."),
                 s->at + 1, said);
    } else if (m->loss <= 0) {
        snprintf(buf, size, _("Move %zu: %s, the best move."), s->at + 1,
                 said);
    } else {
        /* the mark, and what the better move does, in a sentence a child
         * reads: the player's name and the game's own words */
        char mark[80], child[400];
        review_mark_phrase(ui, m->mark, mark, sizeof mark);
        review_child_sentence(ui, s, child, sizeof child);
        /* TRANSLATORS: the move's number, who did what ("You sow hole
         * S4"), its mark ("?? a blunder"), what the better move does,
         * and maybe " It turned a win into a loss." */
        snprintf(buf, size, _("Move %zu: %s (%s). %s%s"), s->at + 1, said,
                 mark, child,
                 m->win_to_loss ? _(" It turned a win into a loss.") : "");
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
