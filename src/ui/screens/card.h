/* screens/card.h: a game's card, as the selection screen and the Atlas draw it. */
#ifndef UI_SCREENS_CARD_H
#define UI_SCREENS_CARD_H

#include "kit/screen.h"
#include "rules.h"

/* Game `g`'s card in `r`, highlighted when `chosen`; `link` (may be NULL):
 * where the card's "On the map" link went (drawn with the card); `dots`
 * (may be NULL): where the dots of its path went, for ui_path_tip (no
 * wider than nothing, at the name line's end, where they did not fit). */
void ui_game_card_draw(Ui *ui, RulesGameId g, UiRect r, bool chosen,
                       UiRect *link, UiRect *dots);

/* The height, `h` or more (at most twice it), that a card `w` wide needs
 * for game `g`'s sentence whole (larger text takes more lines). */
float ui_game_card_fit_h(Ui *ui, RulesGameId g, float w, float h);

/* Under a game's facts in `r` (its top, its width, its foot), where they
 * fit: the player's record (or two people's tally) and the next step of
 * the game's path, unless `learn`; returns where the next line goes. */
float ui_game_card_record_lines(Ui *ui, bool learn, RulesGameId g, UiRect r,
                                int spx);
#endif
