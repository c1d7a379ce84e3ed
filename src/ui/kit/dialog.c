/* dialog.c: a small question with two answers (Yes/No, or others) drawn over the screen below it. */
#include "kit/dialog.h"
#include "kit/draw.h"
#include "kit/rect.h"
#include "kit/screen.h"
#include "kit/text.h"
#include "kit/ui_i18n.h"
#include "kit/widgets.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { DLG_YES = 0, DLG_NO, DLG_N };

typedef struct DialogState {
    char question[800];
    const char *labels[DLG_N];   /* the answers' buttons */
    SDL_Keycode keys[DLG_N];     /* and their keys */
    void (*on_answer[DLG_N])(Ui *ui, void *ctx);
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
    for (int i = 0; i < DLG_N; i++) {
        s->buttons[i] = (UiButton){
            {s->box.x + pad + (float)i * (bw + gap), by, bw, bh},
            _(s->labels[i]), i, true, false};
    }
}

/* Closes the dialog, then runs the answer's function (-1: none, Esc). */
static void answer(Ui *ui, DialogState *s, int which)
{
    void (*fn)(Ui *, void *) = which >= 0 ? s->on_answer[which] : NULL;
    void *ctx = s->ctx;
    ui_pop(ui); /* frees s */
    if (fn) {
        fn(ui, ctx);
    }
}

static void dialog_input(Ui *ui, void *st, const SDL_Event *e)
{
    DialogState *s = st;
    layout(ui, s);
    if (e->type == SDL_KEYDOWN) {
        SDL_Keycode k = e->key.keysym.sym;
        for (int i = 0; i < DLG_N; i++) {
            if (k == s->keys[i]) {
                answer(ui, s, i);
                return;
            }
        }
        if (k == SDLK_ESCAPE) {
            answer(ui, s, -1);
            return;
        }
    }
    int hit = ui_buttons_input(ui, s->buttons, DLG_N, &s->focus, e);
    if (hit >= 0) {
        answer(ui, s, hit);
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
    ui->notice_held = true; /* the question first */
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
    /* TRANSLATORS: the keys that answer Yes and No: the first letter of
     * each of your words on the buttons (Sim, Não: "S, N"). The dialog
     * takes its keys from this. */
    {N_("Y, N"), N_("Yes, no")},
    /* TRANSLATORS: the keys that accept and decline an offer: a letter of
     * each of your words on the buttons, two different letters
     * (Accepter, Refuser: "A, R"). The dialog takes its keys from this. */
    {N_("A, D"), N_("An offer of holes: accept, decline")},
    {N_("Left, Right or Tab, Enter"), N_("Choose an answer and give it")},
    {N_("Esc"), N_("Close without an answer")},
    {NULL, NULL},
};

static const UiScreenDef dialog_def = {"confirm", dialog_input,
                                       dialog_update, dialog_draw,
                                       dialog_leave, dialog_dump, dialog_keys};

/* The key of answer `i` (0, 1) in the key list `keys` ("Y, N", as the
 * dialog's help writes it): the first letter of its item in the language
 * shown, else of the English one. */
static SDL_Keycode answer_key(const char *keys, int i)
{
    const char *lists[2] = {_(keys), keys};
    for (int l = 0; l < 2; l++) {
        const char *p = lists[l];
        for (int k = 0; k < i && p; k++) {
            p = strchr(p, ',');
            p = p ? p + 1 : NULL;
        }
        while (p && *p == ' ') {
            p++;
        }
        if (p && isalpha((unsigned char)*p) && (unsigned char)*p < 0x80) {
            return (SDL_Keycode)tolower((unsigned char)*p);
        }
    }
    return SDLK_UNKNOWN;
}

void ui_ask_push(Ui *ui, const char *question, const char *keys,
                 const UiAnswer answers[2], int focus, void *ctx)
{
    DialogState *s = calloc(1, sizeof *s);
    if (!s) {
        ui_fatal(__FILE__, __LINE__, "out of memory");
    }
    snprintf(s->question, sizeof s->question, "%s", question);
    for (int i = 0; i < DLG_N; i++) {
        s->labels[i] = answers[i].label;
        s->keys[i] = answer_key(keys, i);
        s->on_answer[i] = answers[i].run;
    }
    s->ctx = ctx;
    s->focus = focus;
    ui_push(ui, &dialog_def, s);
}

void ui_confirm_push(Ui *ui, const char *question,
                     void (*on_yes)(Ui *ui, void *ctx), void *ctx)
{
    const UiAnswer yes_no[2] = {{N_("Yes"), on_yes}, {N_("No"), NULL}};
    /* Enter answers No: the safe answer (later moves are kept) */
    ui_ask_push(ui, question, dialog_keys[0].keys, yes_no, DLG_NO, ctx);
}
