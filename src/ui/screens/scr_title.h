/* screens/scr_title.h: the title screen, the first the program opens. */
#ifndef UI_SCREENS_SCR_TITLE_H
#define UI_SCREENS_SCR_TITLE_H

#include "kit/screen.h"

void ui_title_push(Ui *ui);

#endif
