/* screens/scr_atlas.h: the Atlas. */
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

#endif
