/* scr_text.c: the Rules and History screens: a game's text from data/rules/, scrollable, with headings, lists and example boards. */
#include "board/board.h"
#include "kit/draw.h"
#include "kit/rect.h"
#include "kit/screen.h"
#include "kit/text.h"
#include "kit/ui_i18n.h"
#include "kit/widgets.h"
#include "screens/map.h"
#include "screens/rooms.h"
#include "screens/scr_text.h"

#include "content.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { TXT_BACK = 0, TXT_RULES, TXT_HISTORY, TXT_N };

typedef struct TextState {
    RulesGameId game;
    UiTextKind kind;
    ContentDoc *doc;
    char error[700];
    float scroll;
    float content_h;
    /* What content_h was measured for: laying out a whole text shapes
     * every word, far too slow to redo for each input event. */
    int doc_gen, laid_gen, laid_px;
    float laid_w;
    int focus;
    UiRect page;
    UiRect head; /* the heading's room, between Back and the tabs */
    int head_px, head_w;
    UiButton buttons[TXT_N];
} TextState;

static void load(Ui *ui, TextState *s)
{
    s->doc_gen++;
    content_doc_free(s->doc);
    s->doc = NULL;
    s->error[0] = '\0';
    ContentError err = {0};
    s->doc = content_doc_load_game(
        ui->data_dir, rules_game_name(s->game),
        s->kind == UI_TEXT_RULES ? CONTENT_RULES : CONTENT_HISTORY,
        ui->settings.language, &err);
    if (!s->doc) {
        snprintf(s->error, sizeof s->error, "%s", err.text);
        SDL_Log("mancala-atlas: %s", err.text);
    } else if (!ui->settings.rule_refs) {
        content_doc_strip_rule_refs(s->doc);
    }
    s->scroll = 0;
}

/* "Urim · Rules" */
static void heading(const TextState *s, char *buf, size_t size)
{
    snprintf(buf, size, "%s · %s", rules_game_title(s->game),
             s->kind == UI_TEXT_RULES ? _("Rules") : _("History"));
}

static void layout(Ui *ui, TextState *s)
{
    float pad = 18 * ui->u + 6;
    float bh = ui_button_h(ui, 40, 8);
    float top = pad + bh + pad * 0.6f;
    s->page = (UiRect){pad, top, (float)ui->w - 2 * pad,
                       (float)ui->h - top - pad};
    float bw = bh * 2.6f;
    s->buttons[TXT_BACK] =
        (UiButton){{pad, pad, bw, bh}, _("Back"), TXT_BACK, true, false};
    s->buttons[TXT_RULES] =
        (UiButton){{(float)ui->w - pad - 2 * bw - pad * 0.5f, pad, bw, bh},
                   _("Rules"), TXT_RULES, true, s->kind == UI_TEXT_RULES};
    s->buttons[TXT_HISTORY] =
        (UiButton){{(float)ui->w - pad - bw, pad, bw, bh}, _("History"),
                   TXT_HISTORY, true, s->kind == UI_TEXT_HISTORY};
    /* the heading between Back and the tabs, smaller where it would
     * reach them (issue 58: "Urim · Luật chơi" under the "Luật chơi" tab
     * at 200 %) */
    float x0 = pad + bw + pad * 0.5f;
    s->head = (UiRect){x0, pad, s->buttons[TXT_RULES].r.x - pad * 0.5f - x0,
                       bh};
    char head[120];
    heading(s, head, sizeof head);
    s->head_px = ui_px_fit(ui, UI_SERIF, ui_px(ui, 30), s->head.w, head);
    ui_text_size(ui, UI_SERIF, s->head_px, head, &s->head_w, NULL);
    while ((float)s->head_w > s->head.w && s->head_px > 6) {
        s->head_px--; /* (a font's width is not quite in proportion) */
        ui_text_size(ui, UI_SERIF, s->head_px, head, &s->head_w, NULL);
    }
}

/* An example board of the text, in the numbering of docs/RULES.md C-2/C-3. */
static void draw_example(Ui *ui, const ContentBoard *b, UiRect r)
{
    RulesGameId g;
    if (!rules_game_from_name(b->game, &g)) {
        return;
    }
    RulesPosition p;
    if (b->rows != rules_game_info(g)->rows ||
        rules_setup(&p, g, b->cols) != RULES_OK) {
        return;
    }
    uint16_t counts[RULES_MAX_HOLES] = {0};
    uint16_t captured[2] = {0, 0};
    for (int h = 0; h < p.hole_count; h++) {
        int row, c;
        rules_hole_cell(g, b->cols, h, &row, &c);
        int v = b->holes[row][c];
        counts[h] = (uint16_t)(v < 0 ? 0 : v);
    }
    if (b->has_stores) {
        captured[RULES_NORTH] = (uint16_t)b->stores[0];
        captured[RULES_SOUTH] = (uint16_t)b->stores[1];
    }
    UiBoardLayout L;
    ui_board_layout(g, p.holes_per_row, r, &L);
    UiBoardView v = {0};
    v.pos = &p;
    v.counts = counts;
    v.captured = captured;
    v.north_owned = p.north_owned;
    v.hole_marks = p.marked;
    v.hover = v.target = v.marked = -1;
    /* counts and names too small to read would only be noise */
    v.small = L.count_px < 9;
    ui_board_draw(ui, &L, &v);
}

/* Lays out (and, when `draw`, draws) the document; returns its height. */
static float render_doc(Ui *ui, TextState *s, float x, float y, float w,
                        bool draw)
{
    int body = ui_px(ui, 21);
    float y0 = y;
    if (!s->doc) {
        y += (float)ui_text_wrap(ui, UI_BOLD, body, UI_RGB(150, 50, 30), x, y,
                                 w, draw, _("This text could not be loaded:"));
        y += (float)ui_text_wrap(ui, UI_SANS, body, ui_ink, x, y, w, draw,
                                 s->error);
        return y - y0;
    }
    for (size_t i = 0; i < s->doc->count; i++) {
        const ContentBlock *b = &s->doc->blocks[i];
        switch (b->kind) {
        case CONTENT_BLOCK_TITLE: {
            int px = ui_px(ui, 44);
            y += (float)ui_text_wrap(ui, UI_SERIF, px, ui_ink, x, y, w, draw,
                                     b->text);
            y += (float)body * 0.6f;
            if (s->kind == UI_TEXT_HISTORY) {
                y += ui_map_history_inset(ui, s->game, x, y, w, draw);
            }
            break;
        }
        case CONTENT_BLOCK_HEADING: {
            int px = ui_px(ui, b->level <= 2 ? 30 : 24);
            y += (float)body * 0.7f;
            y += (float)ui_text_wrap(ui, b->level <= 2 ? UI_SERIF : UI_BOLD,
                                     px, UI_RGB(120, 60, 20), x, y, w, draw,
                                     b->text);
            y += (float)body * 0.3f;
            break;
        }
        case CONTENT_BLOCK_PARAGRAPH:
            y += (float)ui_text_wrap_spans(ui, UI_SANS, UI_BOLD, body, ui_ink,
                                           x, y, w, draw, b->text, b->spans,
                                           b->span_count);
            y += (float)body * 0.7f;
            break;
        case CONTENT_BLOCK_ITEM: {
            char mark[16];
            if (b->number > 0) {
                snprintf(mark, sizeof mark, "%d.", b->number);
            } else {
                snprintf(mark, sizeof mark, "•");
            }
            float indent = (float)body * 1.6f;
            if (draw) {
                ui_text(ui, UI_BOLD, body, UI_RGB(140, 80, 30), x + indent *
                        0.2f, y, UI_LEFT, mark);
            }
            y += (float)ui_text_wrap_spans(ui, UI_SANS, UI_BOLD, body, ui_ink,
                                           x + indent, y, w - indent, draw,
                                           b->text, b->spans, b->span_count);
            y += (float)body * 0.35f;
            break;
        }
        case CONTENT_BLOCK_BOARD: {
            float bh = w * 0.3f;
            if (bh > 320 * ui->u + 60) {
                bh = 320 * ui->u + 60;
            }
            if (draw) {
                draw_example(ui, &b->board, (UiRect){x, y, w, bh});
            }
            y += bh + (float)body * 0.8f;
            break;
        }
        default:
            break;
        }
    }
    return y - y0;
}

static float column_width(Ui *ui, const TextState *s)
{
    /* about 75 characters a line: easy to read at any window size */
    float w = (float)ui_px(ui, 21) * 38.0f;
    float inner = s->page.w - 2 * (30 * ui->u + 10);
    return w < inner ? w : inner;
}

static void clamp_scroll(Ui *ui, TextState *s)
{
    float inner = column_width(ui, s);
    int px = ui_px(ui, 21);
    if (s->laid_gen != s->doc_gen || s->laid_w != inner ||
        s->laid_px != px) {
        s->content_h = render_doc(ui, s, 0, 0, inner, false);
        s->laid_gen = s->doc_gen;
        s->laid_w = inner;
        s->laid_px = px;
    }
    float max = s->content_h - s->page.h + 2 * (26 * ui->u + 10);
    if (max < 0) {
        max = 0;
    }
    if (s->scroll > max) {
        s->scroll = max;
    }
    if (s->scroll < 0) {
        s->scroll = 0;
    }
}

static void switch_kind(Ui *ui, TextState *s, UiTextKind k)
{
    if (s->kind != k) {
        s->kind = k;
        load(ui, s);
    }
}

/* Acts on the button a key or click activated (-1: none); false when Back
 * has closed the screen. */
static bool activate(Ui *ui, TextState *s, int hit)
{
    if (hit == TXT_BACK) {
        ui_pop(ui);
        return false;
    }
    if (hit >= 0) {
        switch_kind(ui, s, hit == TXT_RULES ? UI_TEXT_RULES : UI_TEXT_HISTORY);
    }
    return true;
}

static void text_input(Ui *ui, void *st, const SDL_Event *e)
{
    TextState *s = st;
    layout(ui, s);
    if (ui_scroll_input(e, (float)ui_px(ui, 21) * 1.5f, s->page.h,
                        &s->scroll)) {
        /* scrolled */
    } else if (e->type == SDL_KEYDOWN) {
        switch (e->key.keysym.sym) {
        case SDLK_ESCAPE:
        case SDLK_BACKSPACE:
            ui_pop(ui);
            return;
        case SDLK_r:
            switch_kind(ui, s, UI_TEXT_RULES);
            break;
        case SDLK_h:
            switch_kind(ui, s, UI_TEXT_HISTORY);
            break;
        case SDLK_TAB:
        case SDLK_LEFT:
        case SDLK_RIGHT:
            ui_buttons_input(ui, s->buttons, TXT_N, &s->focus, e);
            break;
        case SDLK_RETURN:
        case SDLK_KP_ENTER:
            if (!activate(ui, s, ui_buttons_input(ui, s->buttons, TXT_N,
                                                  &s->focus, e))) {
                return;
            }
            break;
        default:
            break;
        }
    } else if (e->type == SDL_MOUSEBUTTONUP) {
        if (!activate(ui, s, ui_buttons_input(ui, s->buttons, TXT_N,
                                              &s->focus, e))) {
            return;
        }
    }
    clamp_scroll(ui, s);
}

static int text_update(Ui *ui, void *st, uint32_t dt)
{
    (void)ui;
    (void)st;
    (void)dt;
    return -1;
}

static void text_draw(Ui *ui, void *st)
{
    TextState *s = st;
    layout(ui, s);
    clamp_scroll(ui, s);
    ui_background(ui);
    char head[120];
    heading(s, head, sizeof head);
    /* in the window's middle when it fits there, else in its room's */
    float hx = (float)ui->w / 2;
    float half = (float)s->head_w / 2;
    if (hx - half < s->head.x || hx + half > s->head.x + s->head.w) {
        hx = s->head.x + s->head.w / 2;
    }
    ui_text(ui, UI_SERIF, s->head_px, UI_RGB(252, 226, 170), hx,
            s->head.y + s->head.h / 2, UI_CENTER | UI_MIDDLE, head);
    ui_buttons_draw(ui, s->buttons, TXT_N, s->focus);
    ui_panel(ui, s->page);
    float col = column_width(ui, s);
    float x = s->page.x + (s->page.w - col) / 2;
    float vpad = 26 * ui->u + 10;
    SDL_Rect clip = {(int)s->page.x, (int)(s->page.y + 4),
                     (int)s->page.w, (int)(s->page.h - 8)};
    SDL_RenderSetClipRect(ui->ren, &clip);
    render_doc(ui, s, x, s->page.y + vpad - s->scroll, col, true);
    SDL_RenderSetClipRect(ui->ren, NULL);
    ui_scroll_bar(ui, s->page, s->page.h - 2 * vpad, s->content_h,
                  s->scroll);
}

static void text_leave(Ui *ui, void *st)
{
    (void)ui;
    TextState *s = st;
    content_doc_free(s->doc);
    free(s);
}

static const UiKey text_keys[] = {
    {N_("Up, Down"), N_("Scroll")},
    {N_("Page Up, Page Down, Space"), N_("Scroll a page")},
    {N_("Home, End"), N_("Go to the top or the end")},
    {N_("R"), N_("The rules")},
    {N_("H"), N_("The history")},
    {N_("Backspace"), N_("Go back")},
    {NULL, NULL},
};

static void text_dump(Ui *ui, void *st, FILE *f)
{
    TextState *s = st;
    layout(ui, s);
    fprintf(f, "screen text\nheading_room %.0f %.0f %.0f %.0f\nheading_width %d\n",
            s->head.x, s->head.y, s->head.w, s->head.h, s->head_w);
    ui_buttons_dump(s->buttons, TXT_N, f);
}

static const UiScreenDef text_def = {"text", text_input, text_update,
                                     text_draw, text_leave, text_dump,
                                     text_keys};

void ui_text_push(Ui *ui, RulesGameId game, UiTextKind kind)
{
    TextState *s = calloc(1, sizeof *s);
    if (!s) {
        ui_fatal(__FILE__, __LINE__, "out of memory");
    }
    s->game = game;
    s->kind = kind;
    load(ui, s);
    ui_push(ui, &text_def, s);
}
