/* screens/scr_select.h: choosing a game to play or learn, and a game's card as it is drawn there. */
#ifndef UI_SCREENS_SCR_SELECT_H
#define UI_SCREENS_SCR_SELECT_H

#include "kit/screen.h"
#include "rules.h"

void ui_select_push(Ui *ui, bool learn);
/* scr_select.c: the selection screen opened on `game`, and a game's card
 * as it draws it. */
void ui_select_push_at(Ui *ui, bool learn, RulesGameId game);
void ui_game_card_draw(Ui *ui, RulesGameId g, UiRect r, bool chosen,
                       UiRect *link); /* link: where "On the map" goes */

#endif
