/* screens/scr_result.h: the result of a game or a match, over the game screen. */
#ifndef UI_SCREENS_SCR_RESULT_H
#define UI_SCREENS_SCR_RESULT_H

#include "screens/rooms.h"

void ui_result_push(Ui *ui, const UiGameSetup *s, const RulesPosition *end,
                    const UiMatch *match);

#endif
