/* screens/path.h: a path through each game (learn, watch, beat each level, solve 10 puzzles, review a lost game): what is done, the next step, and the list drawn with ticks. */
#ifndef UI_SCREENS_PATH_H
#define UI_SCREENS_PATH_H

#include "kit/rect.h"
#include "kit/screen.h"
#include "screens/cheer.h"
#include "rules.h"

#include <stddef.h>

enum {
    UI_PATH_STEPS = 7,
    UI_PATH_STEP_PUZZLES = 3, /* the step "Solve 10 puzzles" */
    UI_PATH_PUZZLES = 10      /* the puzzles it wants solved */
};

/* Which steps of the game's path are done; returns the next step (the
 * first not done), or -1 when all are. */
int ui_path_steps(Ui *ui, RulesGameId game, bool done[UI_PATH_STEPS]);
/* The step a win against the computer's `level` does (Beginner, Club,
 * Expert), or -1. Club's and Expert's want a win without hints. */
int ui_path_win_step(int level);
/* The step's words ("Win against Beginner"), translated. */
const char *ui_path_step_words(int step);
/* Marks a step that no other record keeps (PUZZLE_PATH_WATCHED,
 * PUZZLE_PATH_REVIEWED) in the puzzle record of the data folder. */
void ui_path_mark(Ui *ui, RulesGameId game, unsigned fact);
/* The player's puzzle record (puzzles.txt in the data folder; fresh when
 * there is none). */
struct PuzzleRecord;
void ui_path_puzzles(Ui *ui, struct PuzzleRecord *r);
/* The game whose next step the title offers: the game last played or
 * learned, or the first after it with a step left; -1 when every path
 * is done. */
int ui_path_game(Ui *ui);
/* "Next: Win against Club" (the step's words after "Next: "). */
void ui_path_offer(int step, char *buf, size_t size);
/* The same for `game`: "Next: Continue the lesson (step 3 of 9)" where
 * its lesson was left unfinished. */
void ui_path_offer_game(Ui *ui, RulesGameId game, int step, char *buf,
                        size_t size);
/* A lesson left (0-based `step` of `steps`, or `finished`): where the
 * path's next step takes the player back to, kept in the settings (a
 * lesson left at its first step keeps the place kept before). */
void ui_path_lesson_left(Ui *ui, RulesGameId game, int step, int steps,
                         bool finished);
/* "Your path: 2 of 7 steps done · Next: Win against Club", or that every
 * step is done. */
void ui_path_line(Ui *ui, RulesGameId game, char *buf, size_t size);
/* What a celebration says of a step done: "Step done: Win against
 * Beginner", or, when it was the last, that the game's whole path is. */
void ui_path_done_words(RulesGameId game, int step, bool all, char *buf,
                        size_t size);
/* After a puzzle counted (`before`: the rating before it): celebrates
 * in `c` a step of the path the puzzles did, or a rating past a hundred
 * it had never reached (1100, 1200 ...). */
struct PuzzleGameRecord;
void ui_path_puzzle_cheer(Ui *ui, RulesGameId game, int before,
                          const struct PuzzleGameRecord *gr, UiCheer *c);
/* Today's date (UTC) as yyyymmdd: the day of the puzzle of the day. */
int ui_puzzle_today(void);
/* The game's rules known (its lesson finished, a game of it against
 * the computer played or a puzzle of it tried): its puzzles are worth
 * offering. */
bool ui_puzzle_known(Ui *ui, RulesGameId game);
/* What the title offers of a game's puzzles: "Puzzle of the day · Goré"
 * until today's is solved, then "Next puzzle · Goré"; the streak after
 * them when there is one ("· streak 3"). */
void ui_puzzle_offer(Ui *ui, RulesGameId game, char *buf, size_t size);
/* The Learn card's button to a game's puzzles: "Puzzles", then once
 * one is tried, how far the player is: "Puzzles · 3 solved · rating
 * 1032". */
void ui_puzzle_button_words(Ui *ui, RulesGameId game, char *buf,
                            size_t size);
/* Takes the player to a step, from the title: the lesson, a recorded
 * game, a game against the step's level (the level chosen for the last
 * step), the puzzles. */
void ui_path_go(Ui *ui, RulesGameId game, int step);
/* The steps done (a bit each) that this window has not yet told the
 * player of: the first call for a game (at the title) knows them all, so
 * only what is done from then on is told; marks them told. */
unsigned ui_path_news(Ui *ui, RulesGameId game);
/* The path as a list with ticks, the next step in bold, in `r`. */
void ui_path_draw(Ui *ui, RulesGameId game, UiRect r);
/* The same, each step a button: where each was drawn in `at` (empty
 * where it was not), lit under the pointer; ui_path_go() takes the
 * player there. */
void ui_path_draw_at(Ui *ui, RulesGameId game, UiRect r,
                     UiRect at[UI_PATH_STEPS]);

/* The path's progress in a row of seven small marks, right-aligned in
 * `r` (its height sets their size): a tick for each step done, a ring
 * for each to do, the next one's in the accent; where they went in `at`;
 * nothing, and false (`at` empty), where the row does not fit. */
bool ui_path_dots(Ui *ui, RulesGameId game, UiRect r, UiRect *at);
/* What the dots mean: the path as a list with ticks (ui_path_draw) on a
 * card of its own by the dots at `dots`, over whatever is there: shown
 * while the pointer is on the dots, or asked for by a key. */
void ui_path_tip(Ui *ui, RulesGameId game, UiRect dots);
/* Is (x, y) on the dots at `dots` (or close by)? */
bool ui_path_dots_hit(UiRect dots, float x, float y);

/* The puzzle rating after each of the last puzzles (at least 2), as a
 * small line chart under the words "Your rating", in `r`. */
struct PuzzleGameRecord;
void ui_rating_chart(Ui *ui, const struct PuzzleGameRecord *gr, UiRect r);

#endif
