/* progress.c: finished lessons, remembered in the preferences folder and
 * ticked on the game cards. */
#include "kit/draw.h"
#include "kit/rect.h"
#include "kit/screen.h"
#include "screens/progress.h"

#include "learn.h"
#include "safeio.h"

#include <stdlib.h>

/* Ui.lessons, read at first use. */
static LearnProgress *progress(Ui *ui)
{
    if (!ui->lessons) {
        if (!(ui->lessons = calloc(1, sizeof *ui->lessons))) {
            ui_fatal(__FILE__, __LINE__, "out of memory");
        }
        LearnError err;
        if (*ui->pref_dir &&
            !learn_progress_load(ui->pref_dir, ui->lessons, &err)) {
            SDL_Log("mancala-atlas: %s", err.text);
        }
    }
    return ui->lessons;
}

bool ui_learn_done(Ui *ui, RulesGameId game)
{
    return (unsigned)game < RULES_GAME_COUNT && progress(ui)->done[game];
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

void ui_learn_tick(Ui *ui, RulesGameId game, float cx, float cy, float r)
{
    if (ui_learn_done(ui, game)) {
        ui_tick(ui, cx, cy, r);
    }
}

void ui_learn_mark_done(Ui *ui, RulesGameId game)
{
    LearnProgress *p = progress(ui);
    if ((unsigned)game >= RULES_GAME_COUNT || p->done[game]) {
        return;
    }
    p->done[game] = true;
    /* The file is read again under the folder's lock, so the lessons
     * another window finished are kept, and shown here from now on. */
    LearnError err;
    LearnProgress now;
    if (*ui->pref_dir) {
        if (learn_progress_mark(ui->pref_dir, game, &now, &err)) {
            *p = now;
        } else {
            safeio_tell("mancala-atlas", "%s", err.text);
        }
    }
}
