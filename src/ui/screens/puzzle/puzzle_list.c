/* puzzle_list.c: every puzzle of a game in a list, one a row (its number, difficulty, and once solved a tick and its theme, today's marked), to choose one by the mouse (a click, a second click or Play) or the keys (Up, Down, Page Up, Page Down, Home, End, the puzzle's number typed, Enter); the puzzle screen under it then shows that one. */
#include "kit/draw.h"
#include "kit/rect.h"
#include "kit/screen.h"
#include "kit/text.h"
#include "kit/ui_i18n.h"
#include "kit/widgets.h"
#include "screens/progress.h"
#include "screens/puzzle/puzzle_screen.h"

#include "puzzle.h"

#include <stdio.h>
#include <stdlib.h>

enum { LB_BACK = 0, LB_PLAY, LB_N };

typedef struct ListState {
    PuzzleScreen *pz; /* the screen under the list, which plays the choice */
    int sel, first, fit; /* the row chosen, the first shown, how many show */
    int typed;           /* a puzzle's number being typed (0: none) */
    bool centre;         /* the first layout puts the chosen row mid-list */
    UiRect box;
    float row_y, row_h;
    UiButton buttons[LB_N];
    int focus;
} ListState;

static int count(const ListState *l)
{
    return (int)l->pz->set.count;
}

static void layout(Ui *ui, ListState *l)
{
    float pad = 18 * ui->u + 6;
    float bh = ui_button_h(ui, 44, 8), bw = 190 * ui->u + 20;
    float by = (float)ui->h - pad - bh;
    l->buttons[LB_BACK] = (UiButton){{pad, by, bw, bh}, _("Back"), LB_BACK,
                                     true, false};
    float pw = bw * 1.35f; /* its words run long in some languages */
    l->buttons[LB_PLAY] = (UiButton){{(float)ui->w - pad - pw, by, pw, bh},
                                     _("Play this puzzle"), LB_PLAY,
                                     count(l) > 0, true};
    float top = pad + 96 * ui->u;
    l->box = (UiRect){pad, top, (float)ui->w - 2 * pad,
                      by - pad * 0.6f - top};
    l->row_h = (float)ui_px(ui, 18) * 1.9f;
    l->row_y = l->box.y + pad * 0.5f;
    l->fit = (int)((l->box.h - pad) / l->row_h);
    l->fit = l->fit < 1 ? 1 : l->fit;
    /* the chosen row stays in view */
    if (l->centre) {
        l->centre = false;
        l->first = l->sel - l->fit / 2;
    } else if (l->sel < l->first) {
        l->first = l->sel;
    } else if (l->sel >= l->first + l->fit) {
        l->first = l->sel - l->fit + 1;
    }
    int max = count(l) - l->fit;
    l->first = l->first > max ? max : l->first;
    l->first = l->first < 0 ? 0 : l->first;
    ui_buttons_keep_focus(l->buttons, LB_N, &l->focus);
}

static void play(Ui *ui, ListState *l)
{
    PuzzleScreen *pz = l->pz;
    size_t index = (size_t)l->sel;
    ui_pop(ui); /* frees l */
    puzzle_start(pz, index);
}

static void choose(ListState *l, int row)
{
    int n = count(l);
    l->sel = row < 0 ? 0 : row >= n ? n - 1 : row;
}

/* A digit typed: the puzzle whose number it makes is chosen. */
static void type_digit(ListState *l, int d)
{
    int typed = l->typed * 10 + d;
    if (typed >= PUZZLE_MAX_ID) {
        typed = d;
    }
    l->typed = typed;
    for (int i = 0; i < count(l); i++) {
        if (l->pz->set.items[i].id == typed) {
            l->sel = i;
            return;
        }
    }
}

static bool list_key(Ui *ui, ListState *l, SDL_Keycode k)
{
    if (k >= SDLK_0 && k <= SDLK_9) {
        type_digit(l, (int)(k - SDLK_0));
        return true;
    }
    l->typed = 0;
    switch (k) {
    case SDLK_UP:
    case SDLK_DOWN:
        choose(l, l->sel + (k == SDLK_UP ? -1 : 1));
        l->focus = LB_PLAY;
        return true;
    case SDLK_PAGEUP:
    case SDLK_PAGEDOWN:
        choose(l, l->sel + (k == SDLK_PAGEUP ? -l->fit : l->fit));
        return true;
    case SDLK_HOME:
    case SDLK_END:
        choose(l, k == SDLK_HOME ? 0 : count(l) - 1);
        return true;
    case SDLK_ESCAPE:
        ui_pop(ui);
        return true;
    default:
        return false;
    }
}

static int row_hit(const ListState *l, float x, float y)
{
    if (!ui_in_rect(l->box, x, y) || y < l->row_y) {
        return -1;
    }
    int r = l->first + (int)((y - l->row_y) / l->row_h);
    return r < l->first + l->fit && r < count(l) ? r : -1;
}

static void list_input(Ui *ui, void *st, const SDL_Event *e)
{
    ListState *l = st;
    layout(ui, l);
    if (e->type == SDL_KEYDOWN && list_key(ui, l, e->key.keysym.sym)) {
        return;
    }
    if (e->type == SDL_MOUSEWHEEL) {
        l->first -= e->wheel.y * 3;
        int max = count(l) - l->fit;
        l->first = l->first > max ? max : l->first;
        l->first = l->first < 0 ? 0 : l->first;
        choose(l, l->sel < l->first              ? l->first
                  : l->sel >= l->first + l->fit ? l->first + l->fit - 1
                                                : l->sel);
        return;
    }
    if (e->type == SDL_MOUSEBUTTONUP && e->button.button == SDL_BUTTON_LEFT) {
        int r = row_hit(l, (float)e->button.x, (float)e->button.y);
        if (r >= 0) {
            bool again = r == l->sel;
            l->sel = r;
            l->focus = LB_PLAY;
            if (again || e->button.clicks >= 2) {
                play(ui, l);
            }
            return;
        }
    }
    int hit = ui_buttons_input(ui, l->buttons, LB_N, &l->focus, e);
    if (hit == LB_BACK) {
        ui_pop(ui);
    } else if (hit == LB_PLAY && count(l) > 0) {
        play(ui, l);
    }
}

static int list_update(Ui *ui, void *st, uint32_t dt)
{
    (void)ui;
    (void)st;
    (void)dt;
    return -1;
}

static void draw_row(Ui *ui, const ListState *l, int i, float y)
{
    const PuzzleScreen *s = l->pz;
    const Puzzle *pz = &s->set.items[i];
    UiRect b = l->box;
    float pad = 16 * ui->u + 6, x = b.x + pad, w = b.w - 2 * pad;
    int px = ui_px(ui, 18);
    UiRect band = {x - pad * 0.4f, y, w + pad * 0.8f, l->row_h};
    if (i == l->sel) {
        ui_round(ui, band, l->row_h * 0.25f, UI_RGBA(250, 222, 160, 255));
        ui_round_line(ui, band, l->row_h * 0.25f, 2 * ui->u + 1, ui_accent);
    } else if (i % 2 == 0) {
        ui_round(ui, band, l->row_h * 0.25f, UI_RGBA(120, 72, 36, 30));
    }
    float cy = y + l->row_h / 2, r = (float)px * 0.45f;
    bool done = puzzle_record_done(&s->record, pz);
    if (done) {
        ui_tick(ui, x + r, cy, r);
    } else {
        ui_ring(ui, x + r, cy, r, 2 * ui->u + 1, UI_RGB(150, 120, 90));
    }
    char num[64], cut[200];
    /* TRANSLATORS: a puzzle's number in the list of puzzles */
    snprintf(num, sizeof num, _("Puzzle %d"), pz->id);
    if (s->of_the_day && (size_t)i == s->index) {
        /* TRANSLATORS: the puzzle of the day in the list of puzzles */
        snprintf(num, sizeof num, _("Puzzle %d (today)"), pz->id);
    }
    float nx = x + r * 3, nw = w * 0.2f;
    ui_text(ui, UI_BOLD, px, ui_ink, nx, cy, UI_LEFT | UI_MIDDLE,
            ui_ellipsis(ui, UI_BOLD, px, nw, num, cut, sizeof cut));
    float dw = w * 0.16f, tx = nx + nw, tw = x + w - dw - tx - pad;
    /* the theme is what the puzzle's hint gives away (and ends the
     * streak for): shown once solved (issue 52: the list spoiled it) */
    if (done) {
        ui_text(ui, UI_SANS, px, ui_ink, tx, cy, UI_LEFT | UI_MIDDLE,
                ui_ellipsis(ui, UI_SANS, px, tw,
                            puzzle_theme_words(pz->theme, puzzle_translate),
                            cut, sizeof cut));
    }
    UiColor hard = pz->difficulty >= 4   ? UI_RGB(150, 60, 30)
                   : pz->difficulty == 3 ? UI_RGB(140, 100, 20)
                                         : UI_RGB(40, 110, 40);
    ui_text(ui, UI_BOLD, px, hard, x + w, cy, UI_RIGHT | UI_MIDDLE,
            ui_ellipsis(ui, UI_BOLD, px, dw,
                        puzzle_difficulty_words(pz->difficulty,
                                                puzzle_translate),
                        cut, sizeof cut));
}

static void list_draw(Ui *ui, void *st)
{
    ListState *l = st;
    layout(ui, l);
    ui_background(ui);
    float pad = 18 * ui->u + 6;
    const PuzzleScreen *s = l->pz;
    char line[300];
    snprintf(line, sizeof line, _("Puzzles: %s"), rules_game_title(s->game));
    ui_text(ui, UI_SERIF, ui_px(ui, 40), UI_RGB(252, 226, 170),
            (float)ui->w / 2, pad + 20 * ui->u, UI_CENTER | UI_MIDDLE, line);
    const PuzzleGameRecord *gr = &s->record.games[s->game];
    /* TRANSLATORS: over the list of a game's puzzles: those solved, and
     * how to choose one */
    snprintf(line, sizeof line,
             _("%d of %zu solved · Up, Down or type a number, then Enter"),
             gr->solved, s->set.count);
    ui_text_fit(ui, UI_BOLD, ui_px(ui, 18), UI_RGB(240, 222, 190), pad,
                pad + 62 * ui->u - (float)ui_px(ui, 18) * 0.6f,
                (float)ui->w - 2 * pad, line);
    ui_panel(ui, l->box);
    for (int i = l->first; i < count(l) && i < l->first + l->fit; i++) {
        draw_row(ui, l, i, l->row_y + (float)(i - l->first) * l->row_h);
    }
    ui_scroll_bar(ui, l->box, (float)l->fit, (float)count(l),
                  (float)l->first);
    for (int i = 0; i < LB_N; i++) {
        ui_button_draw(ui, &l->buttons[i], i == l->focus);
    }
}

static void list_leave(Ui *ui, void *st)
{
    (void)ui;
    free(st);
}

static void list_dump(Ui *ui, void *st, FILE *f)
{
    ListState *l = st;
    layout(ui, l);
    fprintf(f, "screen puzzle_list\ngame %s\ncount %d\nsel %d\nfirst %d\n"
               "fit %d\nrows %g %g\n",
            rules_game_name(l->pz->game), count(l), l->sel, l->first, l->fit,
            (double)l->row_y, (double)l->row_h);
    if (count(l) > 0) {
        const Puzzle *pz = &l->pz->set.items[l->sel];
        bool done = puzzle_record_done(&l->pz->record, pz);
        fprintf(f, "chosen %d %s %d %d\nchosen_theme_shown %d\n", pz->id,
                puzzle_theme_name(pz->theme), pz->difficulty, done ? 1 : 0,
                done ? 1 : 0);
    }
    ui_buttons_dump(l->buttons, LB_N, f);
}

static const UiKey list_keys[] = {
    {N_("Up, Down"), N_("Choose a puzzle")},
    {N_("Page Up, Page Down"), N_("A page of puzzles up or down")},
    {N_("Home, End"), N_("The first or the last puzzle")},
    {N_("0 … 9"), N_("Type a puzzle's number to choose it")},
    {N_("Enter"), N_("Play the puzzle chosen")},
    {N_("Esc"), N_("Go back")},
    {NULL, NULL},
};

static const UiScreenDef list_def = {"puzzle_list", list_input, list_update,
                                     list_draw,     list_leave, list_dump,
                                     list_keys};

void puzzle_list_push(Ui *ui, PuzzleScreen *s)
{
    ListState *l = calloc(1, sizeof *l);
    if (!l) {
        ui_fatal(__FILE__, __LINE__, "out of memory");
    }
    l->pz = s;
    l->sel = (int)s->index;
    l->focus = LB_PLAY;
    l->centre = true;
    ui_push(ui, &list_def, l);
}
