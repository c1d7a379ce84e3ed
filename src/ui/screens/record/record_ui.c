/* record_ui.c: the player's record against the computer, as this window knows it (Ui.record): read at first use from the preferences folder, counted when a game against the computer ends by the session layer's record_count (which merges with the file, so another window's games are kept). */
#include "kit/settings.h"
#include "kit/ui_i18n.h"
#include "screens/record/record_ui.h"
#include "screens/saves.h"

#include "ai.h"
#include "duels.h"
#include "safeio.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* What went wrong with the file, in the player's words, as a notice. */
static void tell(Ui *ui, const RecordError *err)
{
    char msg[700];
    switch (err->status) {
    case RECORD_DAMAGED:
        snprintf(msg, sizeof msg,
                 _("Your record could not be read (line %d: %s); it was kept "
                   "aside as %s and a new one starts."),
                 err->line, err->detail, err->kept_as);
        break;
    case RECORD_NEWER:
        snprintf(msg, sizeof msg, "%s",
                 _("Your record was written by a newer version: it is shown "
                   "but not changed."));
        break;
    default:
        snprintf(msg, sizeof msg, _("Your record could not be saved: %s"),
                 err->detail);
        break;
    }
    ui_notice(ui, true, msg);
}

/* Ui.record, read at first use. */
static Record *own_record(Ui *ui)
{
    if (!ui->record) {
        if (!(ui->record = calloc(1, sizeof *ui->record))) {
            ui_fatal(__FILE__, __LINE__, "out of memory");
        }
        RecordError err = {0};
        if (ui->pref_dir[0] &&
            record_load(ui->pref_dir, ui->record, &err) != RECORD_OK) {
            tell(ui, &err);
        }
    }
    return ui->record;
}

const Record *ui_record(Ui *ui)
{
    return own_record(ui);
}

/* Have both sides names of their own (not the default South, North)? */
static bool named_pair(const Ui *ui)
{
    return strcmp(ui->settings.names[0], "South") != 0 &&
           strcmp(ui->settings.names[1], "North") != 0;
}

/* Two people who gave their names: their head-to-head tally. */
static void count_duel(Ui *ui, const RulesPosition *end)
{
    const char *a = ui->settings.names[0], *b = ui->settings.names[1];
    if (!named_pair(ui)) {
        return; /* a side without a name of its own */
    }
    int winner = end->winner == RULES_WINNER_SOUTH   ? 0
                 : end->winner == RULES_WINNER_NORTH ? 1
                                                     : -1;
    Duels *now = malloc(sizeof *now);
    if (!now) {
        ui_fatal(__FILE__, __LINE__, "out of memory");
    }
    now->count = 0;
    int e = duels_count(ui->pref_dir, rules_game_name((RulesGameId)end->game),
                        a, b, winner, now);
    if (e != 0 && e != EINVAL) {
        char msg[300];
        snprintf(msg, sizeof msg, _("Your record could not be saved: %s"),
                 safeio_why(e));
        ui_notice(ui, true, msg);
    }
    free(now);
}

void ui_record_game(Ui *ui, const UiGameSetup *setup,
                    const RulesPosition *end, const int hints[2])
{
    int mask = setup->computer & 3;
    if (mask == 0 && end->over) {
        count_duel(ui, end);
        return;
    }
    if (mask == 0 || mask == 3 || !end->over) {
        return; /* the computer against itself */
    }
    int me = mask == (1 << RULES_SOUTH) ? RULES_NORTH : RULES_SOUTH;
    RecordResult result =
        end->winner == RULES_WINNER_DRAW ? RECORD_DRAWN
        : end->winner == (me == RULES_SOUTH ? RULES_WINNER_SOUTH
                                            : RULES_WINNER_NORTH)
            ? RECORD_WON
            : RECORD_LOST;
    int margin = end->captured[me] - end->captured[1 - me];
    margin = margin < 0 ? 0 : margin;
    if (hints && hints[me] > 0) {
        margin = -1; /* won, but never the best win */
    }
    const char *game = rules_game_name((RulesGameId)end->game);
    const char *level = ai_level_name((AiLevel)setup->level);
    Record *r = own_record(ui);
    RecordError err = {0};
    if (!ui->pref_dir[0]) {
        /* nowhere to keep it: counted for this run only */
        err.status = record_add(r, game, level, result, margin);
    } else {
        /* On disk the file is read again and the game added under the
         * folder's lock; the window then shows the record as it stands,
         * with the games other windows counted meanwhile. */
        Record now;
        err.status = record_count(ui->pref_dir, game, level, result,
                                  margin, &now, &err);
        if (err.status != RECORD_NEWER && err.status != RECORD_ERR_READ) {
            *r = now;
        }
    }
    if (err.status != RECORD_OK) {
        tell(ui, &err);
    }
}

bool ui_record_line(Ui *ui, RulesGameId game, int level, char *buf,
                    size_t size)
{
    const RecordEntry *e = record_find(ui_record(ui), rules_game_name(game),
                                       ai_level_name((AiLevel)level));
    buf[0] = '\0';
    if (!e) {
        return false;
    }
    int n = snprintf(buf, size, _("Your record against %s: won %ld · drawn "
                                  "%ld · lost %ld"),
                     ui_level_label(level), e->won, e->drawn, e->lost);
    if (e->best_margin > 0 && n > 0 && (size_t)n < size) {
        /* TRANSLATORS: ends "Your record against Expert: won 3 · drawn 1
         * · lost 2": the most seeds a game was won by */
        snprintf(buf + n, size - (size_t)n,
                 P_(" · best win by %d seed", " · best win by %d seeds",
                    (size_t)e->best_margin),
                 e->best_margin);
    }
    return true;
}

long ui_record_wins(Ui *ui, RulesGameId game, int level)
{
    const RecordEntry *e = record_find(ui_record(ui), rules_game_name(game),
                                       ai_level_name((AiLevel)level));
    return e ? e->won : 0;
}

bool ui_record_clean_win(Ui *ui, RulesGameId game, int level)
{
    const RecordEntry *e = record_find(ui_record(ui), rules_game_name(game),
                                       ai_level_name((AiLevel)level));
    return e && e->won > 0 && e->best_margin >= 0;
}

bool ui_record_played(Ui *ui, RulesGameId game)
{
    for (int l = AI_LEVEL_RANDOM; l < AI_LEVEL_COUNT; l++) {
        const RecordEntry *e = record_find(
            ui_record(ui), rules_game_name(game), ai_level_name((AiLevel)l));
        if (e && e->won + e->drawn + e->lost > 0) {
            return true;
        }
    }
    return false;
}

bool ui_record_duel_line(Ui *ui, RulesGameId game, char *buf, size_t size)
{
    const char *a = ui->settings.names[0], *b = ui->settings.names[1];
    buf[0] = '\0';
    if (!ui->pref_dir[0] || !named_pair(ui)) {
        return false; /* a side without a name of its own: no tally */
    }
    Duels *d = malloc(sizeof *d);
    if (!d) {
        ui_fatal(__FILE__, __LINE__, "out of memory");
    }
    char why[200];
    Duel e;
    bool found = duels_load(ui->pref_dir, d, why, sizeof why) &&
                 duels_find(d, rules_game_name(game), a, b, &e);
    free(d);
    if (found) {
        /* the same words as the record's head to head */
        snprintf(buf, size, _("%s %ld – %ld %s · %ld drawn"), a, e.wins[0],
                 e.wins[1], b, e.draws);
    }
    return found;
}
