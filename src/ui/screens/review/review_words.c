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
    review_move_notes(s, i, true, buf, size);
}

void review_move_notes(const ReviewState *s, size_t i, bool laps, char *buf,
                       size_t size)
{
    /* the game's list's notes too (issue 51: "— captures 6" was lost) */
    const SessionMoveInfo *info = session_move_info(s->sess, i);
    size_t l = strlen(buf);
    if (info && l < size) {
        ui_move_notes(info, laps, buf + l, size - l);
    }
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

/* ---- Where the game was lost ---- */

/* The loser's move that gave away the most (the earliest of equals); n
 * when none gave any. */
static size_t worst_move(const ReviewState *s, int loser)
{
    size_t worst = s->n;
    int most = 0;
    for (size_t i = 0; i < s->n; i++) {
        const AiReviewMove *m = ai_review_move(s->rev, i);
        if (m && m->mover == loser && m->loss > most) {
            most = m->loss;
            worst = i;
        }
    }
    return worst;
}

/* "From the start, perfect play wins Modiar for North by 4 seeds." when
 * the tables know the start is lost for the loser (""  else); what the
 * game was lost by beyond that in `more`. */
static void start_words(const ReviewState *s, int winner, int *more,
                        char *buf, size_t size)
{
    const AiReviewMove *m0 = ai_review_move(s->rev, 0);
    const RulesPosition *end = session_position_at(s->sess, s->n);
    buf[0] = '\0';
    if (!m0 || !m0->exact) {
        return;
    }
    int value = m0->mover == winner ? m0->best_value : -m0->best_value;
    if (value <= 0) {
        return;
    }
    *more = end->captured[winner] - end->captured[1 - winner] - value;
    /* TRANSLATORS: the review's summary: the game's name, the winner's
     * name ("You", "Computer", "Lan") and the seeds perfect play wins by */
    snprintf(buf, size,
             P_("From the start, perfect play wins %s for %s by %d seed.",
                "From the start, perfect play wins %s for %s by %d seeds.",
                (size_t)value),
             rules_game_title(session_game(s->sess)), s->who.names[winner],
             value);
}

/* "The game turned at move 14 (You: S3): Computer then took 9 seeds in
 * the next three moves." */
static void turn_words(const Ui *ui, const ReviewState *s, size_t at,
                       int loser, char *buf, size_t size)
{
    int winner = 1 - loser;
    const AiReviewMove *m = ai_review_move(s->rev, at);
    char move[120];
    review_move_name(ui, session_position_at(s->sess, at), m->played, move,
                     sizeof move);
    size_t end = at + 4 < s->n ? at + 4 : s->n;
    int taken = session_position_at(s->sess, end)->captured[winner] -
                session_position_at(s->sess, at + 1)->captured[winner];
    if (taken > 0) {
        /* TRANSLATORS: the review's summary: the move's number, who
         * played it and the move ("You: S3"), the winner, the seeds */
        const char *three = P_("The game turned at move %zu (%s: %s): %s "
                               "then took %d seed in the next three moves.",
                               "The game turned at move %zu (%s: %s): %s "
                               "then took %d seeds in the next three moves.",
                               (size_t)taken);
        const char *before = P_("The game turned at move %zu (%s: %s): %s "
                                "then took %d seed before the end.",
                                "The game turned at move %zu (%s: %s): %s "
                                "then took %d seeds before the end.",
                                (size_t)taken);
        snprintf(buf, size, end == at + 4 ? three : before, at + 1,
                 s->who.names[loser], move, s->who.names[winner], taken);
    } else {
        snprintf(buf, size,
                 P_("The game turned at move %zu (%s: %s): that move gave "
                    "away %d seed.",
                    "The game turned at move %zu (%s: %s): that move gave "
                    "away %d seeds.", (size_t)m->loss),
                 at + 1, s->who.names[loser], move, m->loss);
    }
}

size_t review_turn(const Ui *ui, const ReviewState *s, char *buf,
                   size_t size)
{
    const RulesPosition *end = session_position_at(s->sess, s->n);
    buf[0] = '\0';
    if (s->n == 0 || ai_review_ready(s->rev) < s->n || !end->over ||
        (end->winner != RULES_WINNER_SOUTH &&
         end->winner != RULES_WINNER_NORTH)) {
        return s->n;
    }
    int winner = end->winner == RULES_WINNER_NORTH ? RULES_NORTH
                                                   : RULES_SOUTH;
    int loser = 1 - winner, lost = 0;
    size_t worst = worst_move(s, loser);
    char start[300];
    start_words(s, winner, &lost, start, sizeof start);
    if (!*start) {
        if (worst < s->n) {
            turn_words(ui, s, worst, loser, buf, size);
        }
        return worst;
    }
    char more[200] = "";
    if (lost > 0 && loser == s->who.you) {
        snprintf(more, sizeof more,
                 P_("You lost %d more seed with your mistakes.",
                    "You lost %d more seeds with your mistakes.",
                    (size_t)lost),
                 lost);
    } else if (lost > 0) {
        /* TRANSLATORS: after "From the start, perfect play wins ...":
         * the loser's name and the seeds its mistakes gave away */
        snprintf(more, sizeof more,
                 P_("%s lost %d more seed with mistakes.",
                    "%s lost %d more seeds with mistakes.", (size_t)lost),
                 s->who.names[loser], lost);
    }
    snprintf(buf, size, "%s%s%s", start, *more ? " " : "", more);
    return worst;
}
