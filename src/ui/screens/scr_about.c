/* scr_about.c: the About screen: where the fonts, the map data and the histories come from, and under what licences. */
#include "board/look.h"
#include "kit/draw.h"
#include "kit/rect.h"
#include "kit/screen.h"
#include "kit/text.h"
#include "kit/ui_i18n.h"
#include "kit/widgets.h"
#include "screens/scr_about.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Headings and paragraphs, in order (N_() strings). */
static const char *const credits[][2] = {
    {N_("Mancala Atlas"),
     /* TRANSLATORS: %s is the number of games as a word: "Five" */
     N_("%s traditional sowing games, with the rules of their published "
        "descriptions and their histories. The program is "
        "free software under the MIT licence; it is built with SDL2, "
        "SDL2_ttf, SDL2_image and stb.")},
    {N_("Map"),
     N_("The maps are drawn from the Digital Chart of the World, a "
        "public-domain work of the US Defense Mapping Agency (1992), as the "
        "GMT Team compiled it in DCW-GMT 2.1.1 and Debian ships it (package "
        "gmt-dcw). DCW-GMT, and the map pictures drawn from it, are under "
        "the GNU Lesser General Public License, version 3 or later: see "
        "images/LICENSE-map.txt among the game's files.")},
    {N_("Fonts"),
     N_("Noto Sans and Noto Serif, by Google, under the SIL Open Font "
        "License 1.1: see fonts/LICENSE-Noto.txt among the game's files.")},
    {N_("Histories"),
     N_("Each history follows Mancala World's page on its game "
        "(mancala.fandom.com), which this project read in a Vietnamese "
        "translation: every sentence rests on a sentence of that page. "
        "Those pages name the first records: %s.")},
    /* the paragraph names games: it is the look table's */
    {N_("Rules"), NULL},
    {N_("Pictures and sounds"),
     N_("Every other picture and every sound is made by the project's own "
        "programs, from nothing but their code.")},
};

enum { CREDITS = (int)(sizeof credits / sizeof credits[0]) };

typedef struct AboutState {
    float scroll, content_h;
    UiRect page;
    UiButton back;
} AboutState;

static void layout(Ui *ui, AboutState *s)
{
    float pad = 18 * ui->u + 6;
    float bh = ui_button_h(ui, 40, 8);
    float top = pad + bh + pad * 0.6f;
    s->page = (UiRect){pad, top, (float)ui->w - 2 * pad,
                       (float)ui->h - top - pad};
    s->back = (UiButton){{pad, pad, bh * 2.6f, bh}, _("Back"), 0, true,
                         false};
}

static float column(Ui *ui, const AboutState *s)
{
    float w = (float)ui_px(ui, 21) * 38.0f;
    float inner = s->page.w - 2 * (30 * ui->u + 10);
    return w < inner ? w : inner;
}

/* Lays out (and draws) the credits; returns their height. */
static float render(Ui *ui, float x, float y, float w, bool draw)
{
    int body = ui_px(ui, 21), head = ui_px(ui, 28);
    float y0 = y;
    /* the histories' first records, one a game, from the games' looks */
    char records[1200] = "", para[2000];
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        const char *r = ui_look((RulesGameId)g)->first_record;
        size_t n = strlen(records);
        if (r) {
            snprintf(records + n, sizeof records - n, "%s%s", n ? "; " : "",
                     _(r));
        }
    }
    for (int i = 0; i < CREDITS; i++) {
        y += (float)ui_text_wrap(ui, UI_SERIF, head, UI_RGB(120, 60, 20), x,
                                 y, w, draw, _(credits[i][0]));
        y += (float)body * 0.3f;
        /* the first paragraph counts the games, the Histories' lists
         * their first records */
        const char *text =
            credits[i][1] ? credits[i][1] : ui_rules_sources();
        char digits[12];
        snprintf(para, sizeof para, _(text),
                 i == 0 ? ui_game_count_word(digits, sizeof digits)
                        : records);
        y += (float)ui_text_wrap(ui, UI_SANS, body, ui_ink, x, y, w, draw,
                                 para);
        y += (float)body * 1.1f;
    }
    return y - y0;
}

static void clamp_scroll(Ui *ui, AboutState *s)
{
    s->content_h = render(ui, 0, 0, column(ui, s), false);
    float max = s->content_h - s->page.h + 2 * (26 * ui->u + 10);
    s->scroll = s->scroll > max ? max : s->scroll;
    s->scroll = s->scroll < 0 ? 0 : s->scroll;
}

static void about_input(Ui *ui, void *st, const SDL_Event *e)
{
    AboutState *s = st;
    layout(ui, s);
    if (ui_scroll_input(e, (float)ui_px(ui, 21) * 1.5f, s->page.h,
                        &s->scroll)) {
        /* scrolled */
    } else if (e->type == SDL_MOUSEBUTTONUP &&
               ui_button_hit(&s->back, 1, e->button.x, e->button.y) == 0) {
        ui_pop(ui);
        return;
    } else if (e->type == SDL_KEYDOWN) {
        SDL_Keycode k = e->key.keysym.sym;
        if (k == SDLK_ESCAPE || k == SDLK_BACKSPACE || k == SDLK_RETURN ||
            k == SDLK_KP_ENTER) {
            ui_pop(ui);
            return;
        }
    }
    clamp_scroll(ui, s);
}

static int about_update(Ui *ui, void *st, uint32_t dt)
{
    (void)ui;
    (void)st;
    (void)dt;
    return -1;
}

static void about_draw(Ui *ui, void *st)
{
    AboutState *s = st;
    layout(ui, s);
    clamp_scroll(ui, s);
    ui_background(ui);
    ui_text(ui, UI_SERIF, ui_px(ui, 30), UI_RGB(252, 226, 170),
            (float)ui->w / 2, s->back.r.y + s->back.r.h / 2,
            UI_CENTER | UI_MIDDLE, _("About"));
    ui_button_draw(ui, &s->back, true);
    ui_panel(ui, s->page);
    float col = column(ui, s);
    float vpad = 26 * ui->u + 10;
    SDL_Rect clip = {(int)s->page.x, (int)(s->page.y + 4), (int)s->page.w,
                     (int)(s->page.h - 8)};
    SDL_RenderSetClipRect(ui->ren, &clip);
    render(ui, s->page.x + (s->page.w - col) / 2,
           s->page.y + vpad - s->scroll, col, true);
    SDL_RenderSetClipRect(ui->ren, NULL);
}

static void about_leave(Ui *ui, void *st)
{
    (void)ui;
    free(st);
}

static void about_dump(Ui *ui, void *st, FILE *f)
{
    AboutState *s = st;
    layout(ui, s);
    clamp_scroll(ui, s);
    fprintf(f, "screen about\nscroll %.1f\nheight %.1f\n", s->scroll,
            s->content_h);
    ui_buttons_dump(&s->back, 1, f);
}

static const UiKey about_keys[] = {
    {N_("Up, Down"), N_("Scroll")},
    {N_("Page Up, Page Down, Space"), N_("Scroll a page")},
    {N_("Esc, Enter or Backspace"), N_("Go back")},
    {NULL, NULL},
};

static const UiScreenDef about_def = {"about", about_input, about_update,
                                      about_draw, about_leave, about_dump,
                                      about_keys};

void ui_about_push(Ui *ui)
{
    AboutState *s = calloc(1, sizeof *s);
    if (!s) {
        ui_fatal(__FILE__, __LINE__, "out of memory");
    }
    ui_push(ui, &about_def, s);
}
