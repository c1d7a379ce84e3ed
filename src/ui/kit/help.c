/* help.c: the controls overlay (F1 or ?): the keys of the screen below, and those that work everywhere. */
#include "kit/draw.h"
#include "kit/help.h"
#include "kit/rect.h"
#include "kit/screen.h"
#include "kit/text.h"
#include "kit/ui_i18n.h"
#include "kit/widgets.h"

#include <math.h>
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
    float scroll, most; /* the rows scroll when they are too many */
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
    HelpState *s = st;
    /* rows too many for the window scroll; any other key closes */
    if (s->most > 0 &&
        ui_scroll_input(e, (float)ui_px(ui, 19) * 1.5f, s->box.h * 0.7f,
                        &s->scroll)) {
        s->scroll = s->scroll < 0 ? 0 : s->scroll > s->most ? s->most
                                                             : s->scroll;
        return;
    }
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

/* The overlay's rows: the screen's own keys, a rule, then the keys
 * that work everywhere; `keys` NULL is the rule. */
enum { HELP_ROWS_MAX = 64 };

static int help_rows(const UiKey *own, const UiKey *rest, UiKey *rows)
{
    int n = 0;
    for (int i = 0; own && own[i].keys && n < HELP_ROWS_MAX - 8; i++) {
        rows[n++] = own[i];
    }
    rows[n++] = (UiKey){NULL, NULL};
    for (int i = 0; rest[i].keys; i++) {
        rows[n++] = rest[i];
    }
    return n;
}

/* One row at y in a column `w` wide, keys in its first `key_w` (both
 * wrap); draws when `draw`; returns its height with the space after it. */
static float draw_row(Ui *ui, const UiKey *k, float x, float key_w, float w,
                      float y, int px, bool draw)
{
    if (!k->keys) {
        if (draw) {
            ui_fill(ui, (UiRect){x, y + (float)px * 0.4f, w,
                                 1.5f * ui->u + 0.5f},
                    UI_RGBA(120, 80, 40, 110));
        }
        return (float)px;
    }
    int h = ui_text_wrap(ui, UI_SANS, px, ui_ink, x + key_w, y, w - key_w,
                         draw, _(k->what));
    int kh = ui_text_wrap(ui, UI_BOLD, px, UI_RGB(120, 72, 36), x, y,
                          key_w - (float)px, draw, _(k->keys));
    return (float)(h > kh ? h : kh) + (float)px * 0.35f;
}

/* How the rows are set: in `cols` columns of `col_w`, at text size
 * `px`, the second column starting at row `split`; the height of the
 * rows' part. */
typedef struct HelpSet {
    int cols, split, px;
    float col_w, key_w, rows_h;
} HelpSet;

/* The rows in `cols` columns of `col_w` at `px`, the split that makes the
 * taller column shortest. */
static HelpSet help_set(Ui *ui, const UiKey *rows, int n, int cols,
                        float col_w, int px)
{
    /* the keys' column as wide as its widest keys, at most a third */
    float hs[HELP_ROWS_MAX], total = 0, key_w = 0;
    for (int i = 0; i < n; i++) {
        int tw = 0, th;
        if (rows[i].keys) {
            ui_text_size(ui, UI_BOLD, px, _(rows[i].keys), &tw, &th);
        }
        key_w = (float)tw > key_w ? (float)tw : key_w;
    }
    key_w = fminf(key_w + (float)px * 1.3f, col_w * 0.36f);
    for (int i = 0; i < n; i++) {
        hs[i] = draw_row(ui, &rows[i], 0, key_w, col_w, 0, px, false);
        total += hs[i];
    }
    HelpSet set = {cols, n, px, col_w, key_w, total};
    if (cols == 2) {
        float first = 0;
        for (int i = 0; i < n; i++) {
            float taller = first > total - first ? first : total - first;
            if (taller < set.rows_h) {
                set.rows_h = taller;
                set.split = i;
            }
            first += hs[i];
        }
        /* the rule never begins the second column (issue 51: it stood
         * there alone, the column lower than the first): the columns
         * part the two lists themselves */
        if (set.split < n && !rows[set.split].keys) {
            set.split++;
        }
    }
    return set;
}

/* The overlay's text as large as the player's text size asks for: in one
 * column, else in two side by side, and smaller only when even two do
 * not fit the window (the box never does, nor its last line). */
static void help_draw(Ui *ui, void *st)
{
    HelpState *s = st;
    ui_draw_below(ui, st);
    ui_dim(ui, 150);
    ui->notice_held = true; /* the keys fill the window */
    const UiKey *own = s->below ? s->below->keys : NULL;
    UiKey rest[sizeof everywhere / sizeof *everywhere], rows[HELP_ROWS_MAX];
    everywhere_shown(own, rest);
    int n = help_rows(own, rest, rows);
    float ts = ui_text_scale(ui);
    float pad = 26 * ui->u + 8, gap = 30 * ui->u + 8;
    float w = (760 * ui->u + 80) * (1 + (ts - 1) * 0.5f);
    float wide = (float)ui->w - 24;
    w = w < wide ? w : wide;
    int fpx = ui_px(ui, 15);
    float head = (float)ui_px(ui, 19) * 1.75f * 1.3f;
    float most = (float)ui->h - 24 - 2 * pad - head - (float)fpx * 2.0f;
    HelpSet set = help_set(ui, rows, n, 1, w - 2 * pad, ui_px(ui, 19));
    if (set.rows_h > most) {
        /* two columns, the text a little smaller at most; then the
         * rows scroll */
        float col = (wide - 2 * pad - gap) / 2;
        int least = ui_px(ui, 19) * 17 / 20;
        for (int px = ui_px(ui, 19); px >= least; px--) {
            set = help_set(ui, rows, n, 2, col, px);
            if (set.rows_h <= most) {
                break;
            }
        }
        w = wide;
    }
    int px = set.px;
    float rows_h = set.rows_h < most ? set.rows_h : most;
    s->most = set.rows_h - rows_h;
    s->scroll = s->scroll > s->most ? s->most : s->scroll;
    float h = 2 * pad + head + rows_h + (float)fpx * 2.0f;
    s->box = (UiRect){((float)ui->w - w) / 2, ((float)ui->h - h) / 2, w, h};
    ui_panel(ui, s->box);
    float x = s->box.x + pad, y0 = s->box.y + pad;
    ui_text(ui, UI_SERIF, ui_px(ui, 19) * 3 / 2, ui_ink, x, y0, UI_LEFT,
            _("Keys"));
    y0 += head;
    SDL_Rect clip = {(int)s->box.x, (int)y0, (int)w, (int)ceilf(rows_h)};
    SDL_RenderSetClipRect(ui->ren, &clip);
    float y = y0 - s->scroll;
    for (int i = 0; i < n; i++) {
        if (i == set.split && set.cols == 2) {
            x += set.col_w + gap;
            y = y0 - s->scroll;
        }
        if (set.cols == 2 && !rows[i].keys && i + 1 == set.split) {
            continue; /* the rule at a column's foot: the columns part */
        }
        y += draw_row(ui, &rows[i], x, set.key_w, set.col_w, y, px, true);
    }
    SDL_RenderSetClipRect(ui->ren, NULL);
    ui_scroll_bar(ui, (UiRect){s->box.x, y0, w, rows_h}, rows_h,
                  set.rows_h, s->scroll);
    ui_text(ui, UI_SANS, fpx, UI_RGB(110, 74, 44), s->box.x + w / 2,
            s->box.y + h - pad - (float)fpx * 0.6f, UI_CENTER | UI_MIDDLE,
            s->most > 0 ? _("Up, Down: more keys · any other key closes "
                            "this")
                        : _("Any key or click closes this"));
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
