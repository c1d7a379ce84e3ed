/* board/stage.h: a board with its animation, as the lesson and the watched game show it. */
#ifndef UI_BOARD_STAGE_H
#define UI_BOARD_STAGE_H

#include "board/anim.h"

/* The board with its animation as Learn mode draws it; the stores or
 * piles are labelled names[side] (NULL: South and North). */
void ui_learn_board_draw(Ui *ui, const UiBoardLayout *L,
                         const RulesPosition *p, const UiAnim *anim,
                         uint64_t playable, uint64_t selected, int hover,
                         const char *const *names);
/* An animation standing still at `p`. */
void ui_anim_still(UiAnim *a, const RulesPosition *p);
/* The pace of a replay or a watched game (never instant, which would show
 * a whole game in a blink): slow, normal or fast; the pause between its
 * moves; the next pace, remembered in the settings. */
int ui_replay_speed(const Ui *ui);
uint32_t ui_replay_gap(const Ui *ui);
void ui_replay_faster(Ui *ui);
/* A board picture of game `g` (`holes` per row, 0: the default) at its
 * starting position, fitted to `r`; `small`: no counts or names. */
void ui_board_picture(Ui *ui, RulesGameId g, int holes, UiRect r,
                      bool small);

#endif
