/* screens/puzzle/scr_puzzle.h: a game's puzzles (src/puzzle): solve, fail and see the reply, try again or see the answer. */
#ifndef UI_SCREENS_SCR_PUZZLE_H
#define UI_SCREENS_SCR_PUZZLE_H

#include "kit/screen.h"
#include "rules.h"

/* The game's puzzles: today's first, then those nearest the player's
 * rating; the record is kept in the data folder (puzzles.txt). */
void ui_puzzle_push(Ui *ui, RulesGameId game);

#endif
