/* screens/select/scr_select.h: choosing a game to play or learn. */
#ifndef UI_SCREENS_SCR_SELECT_H
#define UI_SCREENS_SCR_SELECT_H

#include "kit/screen.h"
#include "rules.h"

void ui_select_push(Ui *ui, bool learn);
/* The selection screen opened on `game`. */
void ui_select_push_at(Ui *ui, bool learn, RulesGameId game);

#endif
