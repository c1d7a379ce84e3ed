/* screens/scr_text.h: a game's rules or history, to read. */
#ifndef UI_SCREENS_SCR_TEXT_H
#define UI_SCREENS_SCR_TEXT_H

#include "screens/rooms.h"

void ui_text_push(Ui *ui, RulesGameId game, UiTextKind kind);

#endif
