/* screens/scr_atlas.h: the Atlas, and its map inset in a game's history. */
#ifndef UI_SCREENS_SCR_ATLAS_H
#define UI_SCREENS_SCR_ATLAS_H

#include "kit/screen.h"
#include "rules.h"

/* scr_atlas.c: the Atlas, a map of where the games are played, focused on
 * `game` (-1: the first). Choosing a game calls `choose` after the Atlas
 * is closed (NULL: the selection screen opens on it instead). */
void ui_atlas_push(Ui *ui, int game,
                   void (*choose)(Ui *ui, void *ctx, RulesGameId g),
                   void *ctx);
/* The history's map of the game's region, and a figure of its board where
 * the history describes how it is made: laid out from (x, y) in width w,
 * drawn when `draw`; returns the height used. */
float ui_atlas_history_inset(Ui *ui, RulesGameId g, float x, float y,
                             float w, bool draw);

#endif
