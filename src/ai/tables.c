/* tables.c: the computer's tables as one whole: which a game variant has, making them ready before work that must not go without them, and stopping their builds (a table is had through builder.c, trusted through trust.c). */
#include "ai_internal.h"

bool ai_tables_ready(RulesGameId game, int holes_per_row,
                     const atomic_bool *cancel)
{
    if (ai_game(game)->whole && !solved_wait(game, holes_per_row, cancel)) {
        return false;
    }
    const AiGameInfo *info = ai_game(game);
    for (int k = 0; info->endgames[k].holes_per_row; k++) {
        if (info->endgames[k].holes_per_row == holes_per_row) {
            return ai_endgame_wait(game, holes_per_row, cancel);
        }
    }
    return true;
}

bool ai_tables_exist(RulesGameId game, int holes_per_row)
{
    const AiGameInfo *info = ai_game(game);
    bool any = info->whole;
    for (int k = 0; info->endgames[k].holes_per_row; k++) {
        any |= info->endgames[k].holes_per_row == holes_per_row;
    }
    return any;
}

void ai_tables_shutdown(void)
{
    ai_tables_stop_builds(true);
    solved_join();
    eg_join();
}
