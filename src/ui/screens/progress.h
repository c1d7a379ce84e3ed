/* screens/progress.h: the lessons a player has finished, and their tick on a game's card. */
#ifndef UI_SCREENS_PROGRESS_H
#define UI_SCREENS_PROGRESS_H

#include "kit/screen.h"
#include "rules.h"

bool ui_learn_done(Ui *ui, RulesGameId game);
/* The tick of a finished lesson, centred on (cx, cy), `r` its radius
 * (nothing for a lesson not finished). */
void ui_learn_tick(Ui *ui, RulesGameId game, float cx, float cy, float r);
void ui_learn_mark_done(Ui *ui, RulesGameId game);
void ui_tick(Ui *ui, float cx, float cy, float r);

#endif
