/* screens/scr_load.h: the saved games, to open, rename or delete. */
#ifndef UI_SCREENS_SCR_LOAD_H
#define UI_SCREENS_SCR_LOAD_H

#include "kit/screen.h"

/* scr_load.c: the saved games, newest first. */
void ui_load_push(Ui *ui);

#endif
