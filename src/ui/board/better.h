/* board/better.h: why one move is better than another, in the review's words. */
#ifndef UI_BOARD_BETTER_H
#define UI_BOARD_BETTER_H

#include "board/who.h"
#include "rules.h"

#include <stdbool.h>
#include <stddef.h>

/* Why `best` (named `best_name`, "S1") beats `played` from `p`, in one
 * sentence a child reads, to the side to move: what it captures more at
 * once ("If you play S1, you capture 5 seeds instead of 1, because …"),
 * else what it leaves the reply less to take ("If you play S1, Computer
 * cannot capture anything, instead of 6 seeds"), else that it wins
 * (`wins`) or ends the game `further` seeds further ahead; "" when none
 * of these holds. Each side is called as `w` names it. */
void ui_better_move_sentence(const RulesPosition *p, const UiWho *w,
                             RulesMove best, RulesMove played,
                             const char *best_name, bool wins, int further,
                             char *buf, size_t size);

#endif
