/* screens/cheer.h: a short celebration of what the player achieved (a step of a game's path, a puzzle rating milestone): a tick that springs up with seeds thrown around it and a line of words, a sound; skippable, then still. */
#ifndef UI_SCREENS_CHEER_H
#define UI_SCREENS_CHEER_H

#include "kit/rect.h"
#include "kit/screen.h"

#include <stdbool.h>
#include <stdint.h>

enum { UI_CHEER_MS = 1400 };

typedef struct UiCheer {
    bool on;    /* something to show (and, after the burst, still shown) */
    uint32_t t; /* ms since it began; UI_CHEER_MS and on: still */
    char text[240];
} UiCheer;

/* Begins the celebration of `text`, with a sound. */
void ui_cheer_start(Ui *ui, UiCheer *c, const char *text);
/* Moves it on by dt: the ms to the next frame, or -1 when it is still
 * (nothing moves: the screen idles). */
int ui_cheer_update(Ui *ui, UiCheer *c, uint32_t dt);
/* Is the burst still under way (a key now only ends it)? */
bool ui_cheer_moving(const UiCheer *c);
/* A key or click: the burst ends at once. A key that ends it should do
 * nothing else (the screen's choice); a click still does what it does. */
void ui_cheer_skip(Ui *ui, UiCheer *c);
/* The tick and the words on a banner centred in `r` (its height sets the
 * size); nothing when off. */
void ui_cheer_draw(Ui *ui, const UiCheer *c, UiRect r);

#endif
