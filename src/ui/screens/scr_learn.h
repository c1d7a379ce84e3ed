/* screens/scr_learn.h: a game's guided lesson. */
#ifndef UI_SCREENS_SCR_LEARN_H
#define UI_SCREENS_SCR_LEARN_H

#include "kit/screen.h"
#include "rules.h"

/* A game's guided lesson from step `step` (0-based). */
void ui_learn_push(Ui *ui, RulesGameId game, int step);
/* Plays the move the lesson's step expects (for --at). */
void ui_learn_play_expected(Ui *ui);

#endif
