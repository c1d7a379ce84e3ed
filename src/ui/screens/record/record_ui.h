/* screens/record/record_ui.h: the player's record against the computer as the window keeps it (src/session/record.c): counting a finished game, and the line a selection card shows. */
#ifndef UI_SCREENS_RECORD_RECORD_UI_H
#define UI_SCREENS_RECORD_RECORD_UI_H

#include "board/ai_play.h"
#include "record.h"

/* The record, read from the preferences folder on first use (a damaged
 * file is kept aside, with a notice). */
const Record *ui_record(Ui *ui);
/* Counts a game that just ended, when one side was the computer's and the
 * other a person's (`hints`: those each side was shown; a win with one is
 * never the best win); a file that cannot be written gives a notice. */
void ui_record_game(Ui *ui, const UiGameSetup *setup,
                    const RulesPosition *end, const int hints[2]);
/* "Your record against Expert: won 3 · drawn 1 · lost 2 · best win by
 * 8 seeds" for a game at a level; false (and "") before
 * its first game. */
bool ui_record_line(Ui *ui, RulesGameId game, int level, char *buf,
                    size_t size);

/* The games of `game` won against the computer at `level`. */
long ui_record_wins(Ui *ui, RulesGameId game, int level);
/* Has a game of `game` been won against the computer at `level` without
 * a hint? (Wins counted before hints were count as such.) */
bool ui_record_clean_win(Ui *ui, RulesGameId game, int level);
/* Has a game of `game` against the computer ended (at any level)? */
bool ui_record_played(Ui *ui, RulesGameId game);

/* Two people by the names in the settings: their head-to-head tally in
 * `game` ("Ada 3 – 1 Bo · 2 drawn"); false (and "") before their first
 * game, or while a side keeps its default name. */
bool ui_record_duel_line(Ui *ui, RulesGameId game, char *buf, size_t size);

#endif
