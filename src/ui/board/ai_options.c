/* ai_options.c: the selection screen's rows of opponent options (who plays, the level, the expert's think time). */
#include "board/ai_play.h"
#include "board/anim.h"
#include "board/board.h"
#include "kit/draw.h"
#include "kit/rect.h"
#include "kit/screen.h"
#include "kit/settings.h"
#include "kit/text.h"
#include "kit/ui_i18n.h"
#include "kit/widgets.h"
#include "session.h"
#include <stdio.h>
#include <string.h>

static const int think_choices[] = {500, 1000, 3000};

float ui_ai_options_layout(Ui *ui, RulesGameId game, float x, float w,
                           float bottom, float oh, float gap, int id0,
                           UiButton out[UI_AI_OPTIONS],
                           char think[UI_AI_THINK_LABEL])
{
    const UiSettings *st = &ui->settings;
    int ms = st->think_ms;
    char secs[24];
    /* 2 s, 1.5 s (1,5 s where the language writes a decimal comma) */
    content_number(secs, sizeof secs,
                   ms % 1000 == 0 ? ms / 1000 : ms / 100,
                   ms % 1000 == 0 ? 0 : 1);
    snprintf(think, UI_AI_THINK_LABEL, _("Expert's time: %s s a move"), secs);
    bool computer = st->opponent != UI_OPP_TWO;
    bool timed = computer && st->level == AI_LEVEL_EXPERT;
    float lw = (w - 2 * gap) / 3;
    /* the opponent; the levels where the computer plays; the expert's
     * time, in words that say what it sets, on a row of its own where the
     * expert plays (issue 51: it showed for the club and greyed for two
     * players). The opponent is the lowest row and the levels above it,
     * the expert's time above them, so that no row moves when another
     * comes or goes (issue 52: at "Two players" the rows re-flowed and
     * the opponent's button jumped from under the pointer, the next
     * click landing on another); two players' names take the rows of the
     * levels and the time (scr_select.c) */
    float y1 = bottom - oh, y2 = y1 - gap - oh, y3 = y2 - gap - oh;
    /* the opponent and the expert's time step through their values */
    out[0] = (UiButton){{x + lw + gap, y1, w - lw - gap, oh},
                        ui_opponent_label(st->opponent), id0, true, false};
    float bw = (w - 2 * gap) / 3;
    for (int i = 0; i < 3; i++) {
        int level = AI_LEVEL_BEGINNER + i;
        out[1 + i] = (UiButton){{x + (float)i * (bw + gap), y2,
                                 computer ? bw : 0, oh},
                                ui_level_label(level), id0 + 1 + i, computer,
                                st->level == level};
    }
    out[4] = (UiButton){{x, y3, timed ? w : 0, oh}, think, id0 + 4,
                        timed && !ai_game_solved(game), false};
    return timed ? y3 : computer ? y2 : y1;
}

void ui_ai_options_activate(Ui *ui, int which)
{
    UiSettings *st = &ui->settings;
    if (which == 0) {
        /* you against the computer, as North or South; two players; the
         * computer against itself last, for demonstrations */
        static const int next[UI_OPP_COUNT] = {
            [UI_OPP_NORTH] = UI_OPP_SOUTH, [UI_OPP_SOUTH] = UI_OPP_TWO,
            [UI_OPP_TWO] = UI_OPP_BOTH, [UI_OPP_BOTH] = UI_OPP_NORTH};
        st->opponent = (unsigned)st->opponent < UI_OPP_COUNT
                           ? next[st->opponent]
                           : UI_OPP_NORTH;
    } else if (which >= 1 && which <= 3) {
        st->level = AI_LEVEL_BEGINNER + which - 1;
    } else if (which == 4 && st->level != AI_LEVEL_EXPERT) {
        /* the time is the expert's: a press first chooses the expert */
        st->level = AI_LEVEL_EXPERT;
    } else if (which == 4) {
        int n = (int)(sizeof think_choices / sizeof *think_choices), k = 0;
        for (int i = 0; i < n; i++) {
            if (think_choices[i] == st->think_ms) {
                k = i + 1;
            }
        }
        st->think_ms = think_choices[k % n];
    } else {
        return;
    }
    ui_save_settings(ui);
}

void ui_ai_options_draw(Ui *ui, RulesGameId game,
                        const UiButton b[UI_AI_OPTIONS], float x,
                        int focus)
{
    /* the row's label at its button's size, no larger (issue 52: at
     * 200 % "You against the computer" was far smaller than its label) */
    int px = ui_px(ui, 18), bpx = ui_button_label_px(ui, &b[0], NULL, true);
    ui_text(ui, UI_BOLD, bpx > 0 && bpx < px ? bpx : px, ui_ink, x,
            b[0].r.y + b[0].r.h / 2, UI_LEFT | UI_MIDDLE, _("Opponent:"));
    bool solved = ai_game_solved(game);
    for (int i = 0; i < UI_AI_OPTIONS; i++) {
        if (b[i].r.w <= 0) {
            continue; /* not shown: it would mean nothing */
        }
        if (i == 4 && solved) {
            /* no time to set: the expert knows every position */
            ui_text_fit(ui, UI_SANS, ui_px(ui, 17), UI_RGB(110, 74, 44),
                        b[i].r.x, b[i].r.y + b[i].r.h * 0.2f, b[i].r.w,
                        _("The expert has solved this game: no time to "
                          "set"));
            continue;
        }
        /* the opponent and the expert's time step through values */
        if (i == 0 || i == 4) {
            ui_cycle_button_draw(ui, &b[i], i == focus, NULL);
        }
    }
    /* the levels' words at one size (issue 52) */
    ui_buttons_draw_alike(ui, &b[1], 3, focus - 1, NULL, 0);
}
