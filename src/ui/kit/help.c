/* help.c: the controls overlay (F1 or ?): the keys of the screen below, and those that work everywhere. */
#include "kit/draw.h"
#include "kit/help.h"
#include "kit/rect.h"
#include "kit/screen.h"
#include "kit/text.h"
#include "kit/ui_i18n.h"
#include "kit/widgets.h"

#include <stdlib.h>
#include <string.h>

/* Keys every screen takes (app_loop.c and the screens' Esc). */
static const UiKey everywhere[] = {
    {N_("F1 or ?"), N_("Show or hide these keys")},
    {N_("F11 or Alt+Enter"), N_("Full screen on or off")},
    {N_("Esc"), N_("Go back")},
    {N_("M"), N_("Sound off or on")},
    {NULL, NULL},
};

typedef struct HelpState {
    const UiScreenDef *below; /* whose keys are shown */
    UiRect box;
} HelpState;

/* Does the list of keys `keys` ("R, Esc", "F1 or ?") name `key`? */
static bool names_key(const char *keys, const char *key)
{
    size_t n = strlen(key);
    for (const char *p = strstr(keys, key); p; p = strstr(p + 1, key)) {
        bool starts = p == keys || p[-1] == ' ';
        bool ends = !p[n] || p[n] == ',' || p[n] == ' ';
        if (starts && ends) {
            return true;
        }
    }
    return false;
}

/* The keys that work everywhere, less those the screen's own list names
 * (its Esc says what Esc does there): each key is listed once. */
static void everywhere_shown(const UiKey *own, UiKey *out)
{
    int n = 0;
    for (int i = 0; everywhere[i].keys; i++) {
        bool named = false;
        for (int k = 0; own && own[k].keys && !named; k++) {
            named = names_key(own[k].keys, everywhere[i].keys);
        }
        if (!named) {
            out[n++] = everywhere[i];
        }
    }
    out[n] = (UiKey){NULL, NULL};
}

static int key_count(const UiKey *k)
{
    int n = 0;
    while (k && k[n].keys) {
        n++;
    }
    return n;
}

static void help_input(Ui *ui, void *st, const SDL_Event *e)
{
    (void)st;
    if (e->type == SDL_KEYDOWN || (e->type == SDL_MOUSEBUTTONUP &&
                                   e->button.button == SDL_BUTTON_LEFT)) {
        ui_pop(ui); /* any key or click closes it, F1 and ? included */
    }
}

static int help_update(Ui *ui, void *st, uint32_t dt)
{
    (void)ui;
    (void)st;
    (void)dt;
    return -1;
}

/* One list of keys from y down, each row as tall as its longer column
 * (both wrap); draws when `draw`; returns the y below it. */
static float draw_keys(Ui *ui, const UiKey *k, float x, float key_w,
                       float w, float y, int px, bool draw)
{
    for (int i = 0; k && k[i].keys; i++) {
        int h = ui_text_wrap(ui, UI_SANS, px, ui_ink, x + key_w, y,
                             w - key_w, draw, _(k[i].what));
        int kh = ui_text_wrap(ui, UI_BOLD, px, UI_RGB(120, 72, 36), x, y,
                              key_w - (float)px, draw, _(k[i].keys));
        y += (float)(h > kh ? h : kh) + (float)px * 0.35f;
    }
    return y;
}

/* The height of the overlay's box at the text size `px`. */
static float box_height(Ui *ui, const UiKey *own, const UiKey *rest,
                        float key_w, float w, float pad, int px)
{
    float y = (float)px * 1.75f * 1.3f;
    y = draw_keys(ui, own, 0, key_w, w, y, px, false);
    y += (float)px;
    y = draw_keys(ui, rest, 0, key_w, w, y, px, false);
    return y + (float)ui_px(ui, 15) * 1.6f + 2 * pad;
}

static void help_draw(Ui *ui, void *st)
{
    HelpState *s = st;
    ui_draw_below(ui, st);
    ui_dim(ui, 150);
    ui->notice_held = true; /* the keys fill the window */
    const UiKey *own = s->below ? s->below->keys : NULL;
    UiKey rest[sizeof everywhere / sizeof *everywhere];
    everywhere_shown(own, rest);
    int px = ui_px(ui, 19);
    float w = 760 * ui->u + 80, pad = 26 * ui->u + 8;
    if (w > (float)ui->w - 24) {
        w = (float)ui->w - 24;
    }
    float key_w = (w - 2 * pad) * 0.36f;
    /* the largest text whose rows, as they wrap, fit the window */
    float h = box_height(ui, own, rest, key_w, w - 2 * pad, pad, px);
    while (h > (float)ui->h - 24 && px > 10) {
        px--;
        h = box_height(ui, own, rest, key_w, w - 2 * pad, pad, px);
    }
    s->box = (UiRect){((float)ui->w - w) / 2, ((float)ui->h - h) / 2, w, h};
    ui_panel(ui, s->box);
    float x = s->box.x + pad, y = s->box.y + pad;
    ui_text(ui, UI_SERIF, px * 3 / 2, ui_ink, x, y, UI_LEFT, _("Keys"));
    y += (float)px * 1.75f * 1.3f;
    y = draw_keys(ui, own, x, key_w, w - 2 * pad, y, px, true);
    y += (float)px * 0.4f;
    ui_fill(ui, (UiRect){x, y, w - 2 * pad, 1.5f * ui->u + 0.5f},
            UI_RGBA(120, 80, 40, 110));
    y += (float)px * 0.6f;
    draw_keys(ui, rest, x, key_w, w - 2 * pad, y, px, true);
    ui_text(ui, UI_SANS, ui_px(ui, 15), UI_RGB(110, 74, 44),
            s->box.x + w / 2, s->box.y + h - pad * 0.6f,
            UI_CENTER | UI_MIDDLE, _("Any key or click closes this"));
}

static void help_leave(Ui *ui, void *st)
{
    (void)ui;
    free(st);
}

static void help_dump(Ui *ui, void *st, FILE *f)
{
    (void)ui;
    HelpState *s = st;
    fprintf(f, "screen help\nfor %s\nkeys %d\n",
            s->below ? s->below->name : "none",
            key_count(s->below ? s->below->keys : NULL));
}

static const UiScreenDef help_def = {"help",    help_input, help_update,
                                     help_draw, help_leave, help_dump,
                                     NULL};

void ui_help_toggle(Ui *ui)
{
    if (ui->depth > 0 && ui->stack[ui->depth - 1].def == &help_def) {
        ui_pop(ui);
        return;
    }
    HelpState *s = calloc(1, sizeof *s);
    if (!s) {
        ui_fatal(__FILE__, __LINE__, "out of memory");
    }
    s->below = ui->depth > 0 ? ui->stack[ui->depth - 1].def : NULL;
    ui_push(ui, &help_def, s);
}
