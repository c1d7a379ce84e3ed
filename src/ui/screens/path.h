/* screens/path.h: a path through each game (learn, watch, beat each level, solve 10 puzzles, review a lost game): what is done, the next step, and the list drawn with ticks. */
#ifndef UI_SCREENS_PATH_H
#define UI_SCREENS_PATH_H

#include "kit/rect.h"
#include "kit/screen.h"
#include "rules.h"

enum { UI_PATH_STEPS = 7 };

/* Which steps of the game's path are done; returns the next step (the
 * first not done), or -1 when all are. */
int ui_path_steps(Ui *ui, RulesGameId game, bool done[UI_PATH_STEPS]);
/* The step's words ("Win against Beginner"), translated. */
const char *ui_path_step_words(int step);
/* Marks a step that no other record keeps (PUZZLE_PATH_WATCHED,
 * PUZZLE_PATH_REVIEWED) in the puzzle record of the data folder. */
void ui_path_mark(Ui *ui, RulesGameId game, unsigned fact);
/* The path as a list with ticks, the next step in bold, in `r`. */
void ui_path_draw(Ui *ui, RulesGameId game, UiRect r);

/* The puzzle rating after each of the last puzzles (at least 2), as a
 * small line chart under the words "Your rating", in `r`. */
struct PuzzleGameRecord;
void ui_rating_chart(Ui *ui, const struct PuzzleGameRecord *gr, UiRect r);

#endif
