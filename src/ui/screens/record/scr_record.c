/* scr_record.c: the statistics screen: a table of the player's games against the computer, one row a game, one column a level (won, drawn, lost, best margin). */
#include "ai.h"
#include "board/ai_play.h"
#include "kit/draw.h"
#include "kit/rect.h"
#include "kit/text.h"
#include "kit/ui_i18n.h"
#include "kit/widgets.h"
#include "screens/record/record_ui.h"
#include "screens/record/scr_record.h"

#include <stdio.h>
#include <stdlib.h>

typedef struct RecordState {
    UiButton back;
    UiRect table;
} RecordState;

enum { LEVELS = 3 }; /* beginner, club, expert */

static void layout(Ui *ui, RecordState *s)
{
    float pad = 18 * ui->u + 6;
    float bh = ui_button_h(ui, 40, 8);
    float top = pad + bh + pad * 0.6f;
    s->back = (UiButton){{pad, pad, bh * 2.6f, bh}, _("Back"), 0, true,
                         false};
    s->table = (UiRect){pad, top, (float)ui->w - 2 * pad,
                        (float)ui->h - top - pad};
}

static void record_input(Ui *ui, void *st, const SDL_Event *e)
{
    RecordState *s = st;
    layout(ui, s);
    int focus = 0;
    if ((e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_ESCAPE) ||
        ui_buttons_input(ui, &s->back, 1, &focus, e) == 0) {
        ui_pop(ui);
    }
}

static int record_update(Ui *ui, void *st, uint32_t dt)
{
    (void)ui;
    (void)st;
    (void)dt;
    return -1;
}

/* One cell: won, drawn, lost on a line, the best margin under it. */
static void cell(Ui *ui, const RecordEntry *e, float x, float y, float w,
                 int px)
{
    char line[120];
    if (!e) {
        ui_text(ui, UI_SANS, px, UI_RGB(150, 120, 90), x + w / 2, y,
                UI_CENTER | UI_MIDDLE, "–");
        return;
    }
    snprintf(line, sizeof line, _("%ld won · %ld drawn · %ld lost"), e->won,
             e->drawn, e->lost);
    char cut[160];
    ui_text(ui, UI_BOLD, px, ui_ink, x + w / 2, y - (float)px * 0.6f,
            UI_CENTER | UI_MIDDLE,
            ui_ellipsis(ui, UI_BOLD, px, w - 8, line, cut, sizeof cut));
    if (e->best_margin > 0) {
        snprintf(line, sizeof line, _("best margin %d"), e->best_margin);
        ui_text(ui, UI_SANS, px, UI_RGB(30, 110, 60), x + w / 2,
                y + (float)px * 0.7f, UI_CENTER | UI_MIDDLE,
                ui_ellipsis(ui, UI_SANS, px, w - 8, line, cut, sizeof cut));
    }
}

static void record_draw(Ui *ui, void *st)
{
    RecordState *s = st;
    layout(ui, s);
    ui_background(ui);
    ui_text(ui, UI_SERIF, ui_px(ui, 40), UI_RGB(252, 226, 170),
            (float)ui->w / 2, s->back.r.y + s->back.r.h / 2,
            UI_CENTER | UI_MIDDLE, _("Your record"));
    ui_button_draw(ui, &s->back, true);
    UiRect t = s->table;
    ui_panel(ui, t);
    const Record *r = ui_record(ui);
    float pad = 16 * ui->u + 6;
    int px = ui_px(ui, 17);
    float first_w = t.w * 0.22f;
    float col_w = (t.w - 2 * pad - first_w) / LEVELS;
    float head_h = (float)px * 2.4f;
    float row_h = (t.h - 2 * pad - head_h) / (RULES_GAME_COUNT + 1);
    float x0 = t.x + pad, y = t.y + pad;
    for (int l = 0; l < LEVELS; l++) {
        ui_text(ui, UI_BOLD, ui_px(ui, 19), UI_RGB(120, 64, 24),
                x0 + first_w + col_w * ((float)l + 0.5f), y + head_h / 2,
                UI_CENTER | UI_MIDDLE,
                ui_level_label(AI_LEVEL_BEGINNER + l));
    }
    y += head_h;
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        float cy = y + row_h / 2;
        if (g % 2 == 0) {
            ui_round(ui, (UiRect){x0 - pad * 0.4f, y, t.w - 2 * pad + pad * 0.8f,
                                  row_h},
                     row_h * 0.2f, UI_RGBA(120, 72, 36, 30));
        }
        ui_text(ui, UI_SERIF, ui_px(ui, 22), ui_ink, x0, cy,
                UI_LEFT | UI_MIDDLE, rules_game_title((RulesGameId)g));
        for (int l = 0; l < LEVELS; l++) {
            const RecordEntry *e =
                record_find(r, rules_game_name((RulesGameId)g),
                            ai_level_name((AiLevel)(AI_LEVEL_BEGINNER + l)));
            cell(ui, e, x0 + first_w + col_w * (float)l, cy, col_w, px);
        }
        y += row_h;
    }
    ui_text_wrap(ui, UI_SANS, ui_px(ui, 16), UI_RGB(90, 58, 32), x0,
                 y + row_h * 0.2f, t.w - 2 * pad, true,
                 _("Games against the computer are counted when they end; "
                   "the best margin is the most seeds you won a game by."));
}

static void record_leave(Ui *ui, void *st)
{
    (void)ui;
    free(st);
}

static void record_dump(Ui *ui, void *st, FILE *f)
{
    RecordState *s = st;
    layout(ui, s);
    const Record *r = ui_record(ui);
    fprintf(f, "screen record\nentries %d\n", r->count);
    ui_buttons_dump(&s->back, 1, f);
    for (int i = 0; i < r->count; i++) {
        const RecordEntry *e = &r->entries[i];
        fprintf(f, "entry %s %s %ld %ld %ld %d\n", e->game, e->level, e->won,
                e->drawn, e->lost, e->best_margin);
    }
}

static const UiKey record_keys[] = {
    {N_("Esc, Enter"), N_("Back")},
    {NULL, NULL},
};

static const UiScreenDef record_def = {"record", record_input, record_update,
                                       record_draw, record_leave, record_dump,
                                       record_keys};

void ui_record_push(Ui *ui)
{
    RecordState *s = calloc(1, sizeof *s);
    if (!s) {
        ui_fatal(__FILE__, __LINE__, "out of memory");
    }
    ui_push(ui, &record_def, s);
}
