/* review_marks.c: the game review's marks (best, good, inaccuracy, mistake,
 * blunder; brilliant and only for a best move none other comes near) from the
 * counters a move gives away. */
#include "ai_internal.h"

/* ---- Marks ---- */

/* The thresholds of docs/CLI-REVIEW.md: the most counters each mark
 * allows. */
static const int mark_max_loss[AI_MARK_COUNT - 1] = {
    [AI_MARK_BEST] = 0,
    [AI_MARK_GOOD] = 1,
    [AI_MARK_INACCURACY] = 3,
    [AI_MARK_MISTAKE] = 6,
};

/* A best move is the only one when every other would be a blunder: give
 * away this many counters or more (docs/CLI-REVIEW.md says why not 2,
 * "none within a counter": nearly half an expert's moves would be). */
enum { ONLY_SECOND_LOSS = 7 };

AiMark ai_mark_for_loss(int loss)
{
    for (int m = AI_MARK_BEST; m < AI_MARK_COUNT - 1; m++) {
        if (loss <= mark_max_loss[m]) {
            return (AiMark)m;
        }
    }
    return AI_MARK_BLUNDER;
}

AiMark ai_mark_for_move(int loss, int second_loss, bool obvious)
{
    if (loss > 0 || second_loss < ONLY_SECOND_LOSS) {
        return ai_mark_for_loss(loss);
    }
    return obvious ? AI_MARK_ONLY : AI_MARK_BRILLIANT;
}

bool ai_mark_accurate(AiMark mark)
{
    return mark <= AI_MARK_GOOD;
}

const char *ai_mark_name(AiMark mark)
{
    static const char *const names[AI_MARK_COUNT] = {
        "brilliant",  "only",    "best",   "good",
        "inaccuracy", "mistake", "blunder"};
    return (unsigned)mark < AI_MARK_COUNT ? names[mark] : "";
}

/* Marked for po/update-pot like the hints' words (-kai_tr:2). */
static const char *ai_tr(AiTranslate tr, const char *english)
{
    return tr ? tr(english) : english;
}

const char *ai_mark_label(AiMark mark, AiTranslate tr)
{
    switch (mark) {
    case AI_MARK_BRILLIANT:
        return ai_tr(tr, "Brilliant move");
    case AI_MARK_ONLY:
        return ai_tr(tr, "The only good move");
    case AI_MARK_BEST:
        return ai_tr(tr, "Best");
    case AI_MARK_GOOD:
        return ai_tr(tr, "Good");
    case AI_MARK_INACCURACY:
        return ai_tr(tr, "Inaccuracy");
    case AI_MARK_MISTAKE:
        return ai_tr(tr, "Mistake");
    default:
        return ai_tr(tr, "Blunder");
    }
}
