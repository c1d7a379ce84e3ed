/* screens/progress.h: the lessons a player has finished, and their tick on a game's card. */
#ifndef UI_SCREENS_PROGRESS_H
#define UI_SCREENS_PROGRESS_H

#include "kit/screen.h"
#include "rules.h"

bool ui_learn_done(Ui *ui, RulesGameId game);
void ui_learn_tick(Ui *ui, RulesGameId game, UiRect card);
void ui_learn_mark_done(Ui *ui, RulesGameId game);
void ui_tick(Ui *ui, float cx, float cy, float r);

#endif
