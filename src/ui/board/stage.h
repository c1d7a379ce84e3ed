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
/* The pause between the moves of a replay or a watched game, at the one
 * speed of the settings (issue 51: the Watch had a speed of its own that
 * Settings did not show); the next speed, remembered in the settings. */
uint32_t ui_replay_gap(const Ui *ui);
uint32_t ui_speed_gap(int speed); /* the same at a speed of its own */
void ui_speed_faster(Ui *ui);
/* A board picture of game `g` (`holes` per row, 0: the default) at its
 * starting position, fitted to `r`; `small`: no counts or names. */
void ui_board_picture(Ui *ui, RulesGameId g, int holes, UiRect r,
                      bool small);

#endif
