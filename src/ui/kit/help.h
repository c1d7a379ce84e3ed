/* kit/help.h: the controls overlay (F1 or ?). */
#ifndef UI_KIT_HELP_H
#define UI_KIT_HELP_H

#include "kit/screen.h"

/* Shows the controls overlay over the top screen, or hides it. */
void ui_help_toggle(Ui *ui);

#endif
