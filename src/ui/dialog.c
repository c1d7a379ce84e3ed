/* dialog.c: a small Yes/No question drawn over the screen below it. */
#include "uipriv.h"

#include <stdio.h>
#include <stdlib.h>

enum { DLG_YES = 0, DLG_NO, DLG_N };

typedef struct DialogState {
    char question[400];
    void (*on_yes)(Ui *ui, void *ctx);
    void *ctx;
    int focus;
    UiRect box;
    UiButton buttons[DLG_N];
} DialogState;

static void layout(Ui *ui, DialogState *s)
{
    float w = 520 * ui->u + 100;
    if (w > (float)ui->w * 0.9f) {
        w = (float)ui->w * 0.9f;
    }
    float pad = 24 * ui->u + 6, bh = 44 * ui->u + 8, gap = 14 * ui->u + 4;
    int px = ui_px(ui, 22);
    int th = ui_text_wrap(ui, UI_BOLD, px, ui_ink, 0, 0, w - 2 * pad, false,
                          s->question);
    float h = pad * 2 + (float)th + gap * 1.5f + bh;
    s->box = (UiRect){((float)ui->w - w) / 2, ((float)ui->h - h) / 2, w, h};
    float bw = (w - 2 * pad - gap) / 2;
    float by = s->box.y + h - pad - bh;
    s->buttons[DLG_YES] = (UiButton){{s->box.x + pad, by, bw, bh}, _("Yes"),
                                     DLG_YES, true, false};
    s->buttons[DLG_NO] = (UiButton){{s->box.x + pad + bw + gap, by, bw, bh},
                                    _("No"), DLG_NO, true, false};
}

static void answer(Ui *ui, DialogState *s, bool yes)
{
    void (*fn)(Ui *, void *) = s->on_yes;
    void *ctx = s->ctx;
    ui_pop(ui); /* frees s */
    if (yes && fn) {
        fn(ui, ctx);
    }
}

static void dialog_input(Ui *ui, void *st, const SDL_Event *e)
{
    DialogState *s = st;
    layout(ui, s);
    if (e->type == SDL_KEYDOWN) {
        SDL_Keycode k = e->key.keysym.sym;
        if (k == SDLK_y) {
            answer(ui, s, true);
            return;
        }
        if (k == SDLK_n || k == SDLK_ESCAPE) {
            answer(ui, s, false);
            return;
        }
    }
    int hit = ui_buttons_input(ui, s->buttons, DLG_N, &s->focus, e);
    if (hit >= 0) {
        answer(ui, s, hit == DLG_YES);
    }
}

static int dialog_update(Ui *ui, void *st, uint32_t dt)
{
    (void)ui;
    (void)st;
    (void)dt;
    return -1;
}

static void dialog_draw(Ui *ui, void *st)
{
    DialogState *s = st;
    layout(ui, s);
    ui_draw_below(ui, st);
    ui_dim(ui, 120);
    ui_panel(ui, s->box);
    float pad = 24 * ui->u + 6;
    ui_text_wrap(ui, UI_BOLD, ui_px(ui, 22), ui_ink, s->box.x + pad,
                 s->box.y + pad, s->box.w - 2 * pad, true, s->question);
    ui_buttons_draw(ui, s->buttons, DLG_N, s->focus);
}

static void dialog_leave(Ui *ui, void *st)
{
    (void)ui;
    free(st);
}

static void dialog_dump(Ui *ui, void *st, FILE *f)
{
    (void)ui;
    DialogState *s = st;
    fprintf(f, "screen confirm\nquestion %s\n", s->question);
}

static const UiKey dialog_keys[] = {
    {N_("Y, N"), N_("Yes, no")},
    {N_("Left, Right or Tab, Enter"), N_("Choose an answer and give it")},
    {NULL, NULL},
};

static const UiScreenDef dialog_def = {"confirm", dialog_input,
                                       dialog_update, dialog_draw,
                                       dialog_leave, dialog_dump, dialog_keys};

void ui_confirm_push(Ui *ui, const char *question,
                     void (*on_yes)(Ui *ui, void *ctx), void *ctx)
{
    DialogState *s = calloc(1, sizeof *s);
    if (!s) {
        ui_fatal(__FILE__, __LINE__, "out of memory");
    }
    snprintf(s->question, sizeof s->question, "%s", question);
    s->on_yes = on_yes;
    s->ctx = ctx;
    s->focus = DLG_NO; /* Enter keeps the later moves: the safe answer */
    ui_push(ui, &dialog_def, s);
}
