/* screens/review/scr_review.h: the game review: every move of a game marked by the engine (on a thread), the better move shown and sown, the advantage curve and a summary per player. */
#ifndef UI_SCREENS_REVIEW_SCR_REVIEW_H
#define UI_SCREENS_REVIEW_SCR_REVIEW_H

#include "kit/screen.h"
#include "session.h"

/* Reviews the game of `sess` (copied: the caller keeps its session). */
void ui_review_push(Ui *ui, const Session *sess);

/* When the top screen is a review: the moves judged so far and the
 * game's moves (for the frame benchmark); else false. */
bool ui_review_progress(Ui *ui, size_t *ready, size_t *total);

/* Frees the reviews kept for this session (ui->reviews_kept). */
void ui_review_forget(Ui *ui);

#endif
