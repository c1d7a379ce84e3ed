/* screens/scr_watch.h: watching a recorded game. */
#ifndef UI_SCREENS_SCR_WATCH_H
#define UI_SCREENS_SCR_WATCH_H

#include "kit/screen.h"
#include "rules.h"

void ui_watch_push(Ui *ui, RulesGameId game);

#endif
