/* screens/scr_settings.h: the settings screen. */
#ifndef UI_SCREENS_SCR_SETTINGS_H
#define UI_SCREENS_SCR_SETTINGS_H

#include "kit/screen.h"

void ui_settings_push(Ui *ui);

#endif
