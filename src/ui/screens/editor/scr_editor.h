/* screens/editor/scr_editor.h: "Set up a board": any position of a game, checked against every limit of the rule book as it is edited, analysed, copied and pasted as the CLI's position JSON, and played. */
#ifndef UI_SCREENS_EDITOR_SCR_EDITOR_H
#define UI_SCREENS_EDITOR_SCR_EDITOR_H

#include "kit/screen.h"
#include "rules.h"

/* Opens the editor on the starting position of `game` (holes_per_row 0:
 * the default). */
void ui_editor_push(Ui *ui, RulesGameId game, int holes_per_row);

#endif
