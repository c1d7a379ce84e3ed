/* review_words.c: the review's sentence a child reads for a marked move, in the player's name and the game's own words ("If Lan plays N4, Lan captures 5 seeds instead of 1, because the last seed falls into an empty hole opposite 4 seeds"; "If Lan plays N2, Duc can capture only 1 seed instead of 4"), and the teacher's detail line behind it (by how much, why, judged by a search or the tables). */
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
