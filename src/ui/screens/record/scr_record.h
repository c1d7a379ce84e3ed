/* screens/record/scr_record.h: the statistics screen: the player's record against the computer, every game at every level. */
#ifndef UI_SCREENS_RECORD_SCR_RECORD_H
#define UI_SCREENS_RECORD_SCR_RECORD_H

#include "kit/screen.h"

void ui_record_push(Ui *ui);

#endif
