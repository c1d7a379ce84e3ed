/* screens/game/scr_game.h: opening the game screen, and what the screens over it ask of it. */
#ifndef UI_SCREENS_GAME_SCR_GAME_H
#define UI_SCREENS_GAME_SCR_GAME_H

#include "board/ai_play.h"
#include "session.h"

/* Starts a game; `moves` (notation) are played at once. Returns false and
 * fills `err` when a move is bad. */
bool ui_game_push(Ui *ui, const UiGameSetup *s, const char *moves,
                  char *err, size_t err_size);
/* Starts a game from a board set up by hand; false and `err` when no
 * game can start there. */
bool ui_game_push_at(Ui *ui, const UiGameSetup *s, const RulesPosition *start,
                     char *err, size_t err_size);
/* Opens a saved game (the session's format); false and `err` if it is bad. */
bool ui_game_load(Ui *ui, const char *path, char *err, size_t err_size);
/* Opens the game of `sess` (which the screen then owns). */
void ui_game_open(Ui *ui, Session *sess);
/* Reviews the game on the game screen (the result panel's Review). */
void ui_game_review(Ui *ui);
/* Starts animating the last move of the game on top (for --at). */
void ui_game_replay_last(Ui *ui);
/* The result screen's buttons: a new game on the game screen below. */
void ui_game_new_round(Ui *ui, bool next_in_match);
/* Replays the game on top from its start. */
void ui_game_start_replay(Ui *ui);
/* Saves the game under the screens on top (the result's Save). */
void ui_game_save(Ui *ui);

#endif
