/* progress.c: finished lessons, remembered in the preferences folder and
 * ticked on the game cards. */
#include "kit/draw.h"
#include "kit/rect.h"
#include "kit/screen.h"
#include "screens/progress.h"

#include "learn.h"
#include "safeio.h"

static LearnProgress progress;
static bool progress_loaded;

static void load_progress(Ui *ui)
{
    if (!progress_loaded) {
        progress_loaded = true;
        LearnError err;
        if (*ui->pref_dir &&
            !learn_progress_load(ui->pref_dir, &progress, &err)) {
            SDL_Log("mancala-atlas: %s", err.text);
        }
    }
}

bool ui_learn_done(Ui *ui, RulesGameId game)
{
    load_progress(ui);
    return (unsigned)game < RULES_GAME_COUNT && progress.done[game];
}

/* A white tick on a green disc of radius r. */
void ui_tick(Ui *ui, float cx, float cy, float r)
{
    ui_disc(ui, cx, cy, r, UI_RGB(58, 128, 62));
    float w = r * 0.22f;
    ui_line(ui, cx - r * 0.45f, cy, cx - r * 0.1f, cy + r * 0.38f, w,
            UI_RGB(255, 255, 255));
    ui_line(ui, cx - r * 0.1f, cy + r * 0.38f, cx + r * 0.5f, cy - r * 0.4f,
            w, UI_RGB(255, 255, 255));
}

void ui_learn_tick(Ui *ui, RulesGameId game, UiRect card)
{
    if (!ui_learn_done(ui, game)) {
        return;
    }
    float r = card.h * 0.16f;
    ui_tick(ui, card.x + card.w - r * 1.5f, card.y + r * 1.5f, r);
}

void ui_learn_mark_done(Ui *ui, RulesGameId game)
{
    load_progress(ui);
    if (progress.done[game]) {
        return;
    }
    progress.done[game] = true;
    if (*ui->pref_dir) {
        LearnError err;
        if (!learn_progress_save(ui->pref_dir, &progress, &err)) {
            safeio_tell("mancala-atlas", "%s", err.text);
        }
    }
}
