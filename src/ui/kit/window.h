/* kit/window.h: the program's window: opened where the player left it, its events, fullscreen. */
#ifndef UI_KIT_WINDOW_H
#define UI_KIT_WINDOW_H

#include "kit/screen.h"

/* Opens the window the settings remember, or one of w x h (--size; w 0:
 * none asked for) centred on the display, neither maximised nor full
 * screen; `bench`: a fixed size, for tools/bench. Then its renderer. */
void ui_window_open(Ui *ui, bool bench, int w, int h);
/* The first size and place of the window: the last one's (in `st`),
 * where it `fits` a display, unless it filled a smaller display and is
 * under three quarters of the size it would be else: 1280 x 800 shrunk
 * to the usable area `u` (a taskbar and the title bar left visible),
 * centred. */
void ui_window_first_rect(const UiSettings *st, bool fits, SDL_Rect u,
                          SDL_Rect *r);
/* A window event (resized, moved, maximised, ...): remembered. */
void ui_window_event(Ui *ui);
/* The window's normal size and place, into the settings. */
void ui_window_note_geometry(Ui *ui);
/* Desktop fullscreen on or off (F11, Alt+Enter, Settings);
 * remembered. */
void ui_set_fullscreen(Ui *ui, bool on);

#endif
