/* screens/scr_about.h: the About screen. */
#ifndef UI_SCREENS_SCR_ABOUT_H
#define UI_SCREENS_SCR_ABOUT_H

#include "kit/screen.h"

/* scr_about.c: the About screen (credits: fonts, map data, sources). */
void ui_about_push(Ui *ui);

#endif
