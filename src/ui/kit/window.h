/* kit/window.h: the program's window: opened where the player left it, its events, fullscreen. */
#ifndef UI_KIT_WINDOW_H
#define UI_KIT_WINDOW_H

#include "kit/screen.h"

/* Opens the window the settings remember (`bench`: a fixed size, for
 * tools/bench), and its renderer. */
void ui_window_open(Ui *ui, bool bench);
/* A window event (resized, moved, maximised, ...): remembered. */
void ui_window_event(Ui *ui);
/* The window's normal size and place, into the settings. */
void ui_window_note_geometry(Ui *ui);
/* Desktop fullscreen on or off (F11, Alt+Enter, Settings);
 * remembered. */
void ui_set_fullscreen(Ui *ui, bool on);

#endif
