/* scr_select.c: game selection: every game as a card, the chosen one's options, Rules, History and Play. */
#include "board/ai_play.h"
#include "board/look.h"
#include "board/stage.h"
#include "kit/draw.h"
#include "kit/rect.h"
#include "kit/screen.h"
#include "kit/settings.h"
#include "kit/text.h"
#include "kit/ui_i18n.h"
#include "kit/widgets.h"
#include "screens/card.h"
#include "screens/record/record_ui.h"
#include "screens/path.h"
#include "screens/rooms.h"
#include "screens/saves.h"
#include "screens/select/scr_select.h"
#include "screens/select/select_screen.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The row lengths the chosen game may be played with (0-terminated). */
static int variants(const SelectState *s, int out[RULES_MAX_VARIANTS + 1])
{
    int n = rules_game_variants((RulesGameId)s->card, out);
    out[n] = 0;
    return n;
}

/* Are the row lengths and the match to choose from shown? */
bool select_choose_holes(const SelectState *s)
{
    int v[RULES_MAX_VARIANTS + 1];
    return !s->learn && variants(s, v) > 1;
}

bool select_choose_match(const SelectState *s)
{
    return !s->learn && ui_look_matches((RulesGameId)s->card);
}

/* How much of a larger text size the heading takes: half (issue 51: at
 * 200 % it took a third of a 768 high window, the game's description
 * and board's picture lost for it). */
float select_heading_scale(Ui *ui)
{
    return (1 + (ui_text_scale(ui) - 1) * 0.5f) / ui_text_scale(ui);
}

/* The heading's height; Play's has a row of buttons under its title. */
float select_title_h(Ui *ui)
{
    return ui_button_h(ui, 92, 20) * select_heading_scale(ui);
}

static float links_h(Ui *ui)
{
    return ui_button_h(ui, 26, 10);
}

/* (the links take the place of the Learn heading's line of words, and a
 * little more: the cards lose as little height as can be) */
static float header_h(Ui *ui, const SelectState *s)
{
    return select_title_h(ui) + (s->learn ? 0 : links_h(ui) * 0.5f);
}

static void back_button(Ui *ui, UiButton *b)
{
    float bh = ui_button_h(ui, 40, 8);
    *b = (UiButton){{16 * ui->u + 4, 16 * ui->u + 4, bh * 2.4f, bh},
                    _("Back"), SEL_BACK, true, false};
}

/* The top of the detail panel's options: the row lengths, the match,
 * the puzzles (Learn) or the opponent's rows (their highest shown),
 * whichever is highest. */
float select_options_top(const SelectState *s)
{
    float ai = s->buttons[SEL_AI].r.y;
    for (int i = SEL_AI; i < SEL_AI + UI_AI_OPTIONS; i++) {
        ai = s->buttons[i].r.w > 0 && s->buttons[i].r.y < ai
                 ? s->buttons[i].r.y : ai;
    }
    if (s->buttons[SEL_NAME_S].enabled && s->buttons[SEL_NAME_S].r.y < ai) {
        ai = s->buttons[SEL_NAME_S].r.y;
    }
    return select_choose_holes(s)   ? s->buttons[SEL_HOLES].r.y
           : select_choose_match(s) ? s->buttons[SEL_MATCH1].r.y
           : s->learn               ? s->buttons[SEL_PLAY].r.y
                                    : ai;
}

/* Where the options may begin: below the game's name and a line of its
 * people (draw_detail's heading). */
static float heading_bottom(Ui *ui, const SelectState *s)
{
    float pad = 24 * ui->u + 6;
    return s->detail.y + pad * 0.7f + (float)ui_px(ui, 40) * 1.35f +
           (float)ui_px(ui, 19) * 1.5f;
}

/* Two players: their names by the opponent, a row each (issue 58: a
 * teacher looks for them where the match is set up), as fields in the
 * place of a button, right of "South:" and "North:", in the rows of the
 * levels and the expert's time (ui_ai_options_layout); their rows end at
 * `bottom`. */
static void names_layout(Ui *ui, SelectState *s, float x, float w,
                          float bottom, float oh, float gap)
{
    float lw = (w - 2 * gap) / 3;
    for (int side = 0; side < 2; side++) {
        int id = side == 0 ? SEL_NAME_S : SEL_NAME_N;
        snprintf(s->labels[id], sizeof s->labels[id], "%s",
                 ui_player_name(ui, side));
        float y = bottom - oh - (float)(1 - side) * (oh + gap);
        s->buttons[id] = (UiButton){{x + lw + gap, y, w - lw - gap, oh},
                                    s->labels[id], id, true, false};
    }
}

/* Play: the record, the board editor and the chosen game's puzzles under
 * the title (issue 52: they were found under Learn only), each as wide as
 * its words, the row centred. The puzzles' button reads "Puzzles" at every
 * size (issue 51: how far the player was with them came and went with the
 * window's width); Learn's button and the puzzle screen say that. */
static void links_layout(Ui *ui, SelectState *s, float gap)
{
    float lh = links_h(ui), ly = select_title_h(ui) * 0.74f;
    const char *words[3] = {_("Your record"), _("Set up a board"),
                            _("Puzzles")};
    static const int ids[3] = {SEL_RECORD, SEL_EDITOR, SEL_PUZZLES};
    float lw[3], total = 2 * gap;
    for (int i = 0; i < 3; i++) {
        int tw, th;
        ui_text_size(ui, UI_BOLD, (int)(lh * 0.46f), words[i], &tw, &th);
        lw[i] = (float)tw + lh * 1.4f;
        total += lw[i];
    }
    float x = ((float)ui->w - total) / 2;
    for (int i = 0; i < 3; i++) {
        s->buttons[ids[i]] = (UiButton){{x, ly, lw[i], lh}, words[i], ids[i],
                                        true, false};
        x += lw[i] + gap;
    }
}

/* Learn: the lesson first, widest and tallest (issue 51: it was the
 * smallest button, under Puzzles and Watch a game); under it a recorded
 * game and the puzzles, then the rules and the history; where the
 * puzzles' long words (how far the player is with them) do not fit
 * beside Watch, the puzzles a row of their own and Watch beside the
 * rules. `row`: the lowest row. */
static void learn_layout(Ui *ui, SelectState *s, UiRect row, float gap)
{
    float bh = row.h, lh = bh * 1.2f;
    float ly = row.y - 2 * (bh + gap) - (lh - bh);
    s->buttons[SEL_PLAY].r = (UiRect){row.x, ly, row.w, lh};
    const char *watch = _("Watch a game");
    int ww, pw, th;
    ui_text_size(ui, UI_BOLD, (int)(bh * 0.46f), watch, &ww, &th);
    ui_text_size(ui, UI_BOLD, (int)(bh * 0.46f), s->puzzles, &pw, &th);
    bool pair = (float)(ww + pw) + 1.6f * bh + gap <= row.w ||
                strcmp(s->puzzles, _("Puzzles")) == 0;
    s->buttons[SEL_WATCH] = (UiButton){{0, 0, 0, 0}, watch, SEL_WATCH, true,
                                       false};
    s->buttons[SEL_PUZZLES] = (UiButton){{0, 0, 0, 0}, s->puzzles,
                                         SEL_PUZZLES, true, false};
    UiRect mid = {row.x, row.y - bh - gap, row.w, bh};
    if (pair) {
        ui_buttons_row(ui, &s->buttons[SEL_WATCH], 2, mid, gap, NULL, -1);
        float half = (row.w - gap) / 2;
        s->buttons[SEL_RULES].r = (UiRect){row.x, row.y, half, bh};
        s->buttons[SEL_HISTORY].r = (UiRect){row.x + half + gap, row.y,
                                             half, bh};
        return;
    }
    s->buttons[SEL_PUZZLES].r = mid;
    float third = (row.w - 2 * gap) / 3;
    s->buttons[SEL_WATCH].r = (UiRect){row.x, row.y, third, bh};
    s->buttons[SEL_RULES].r = (UiRect){row.x + third + gap, row.y, third,
                                       bh};
    s->buttons[SEL_HISTORY].r = (UiRect){row.x + 2 * (third + gap), row.y,
                                         third, bh};
}

/* The layout with the detail panel's buttons `k` times their height. */
static void layout_at(Ui *ui, SelectState *s, float k)
{
    float top = header_h(ui, s);
    float pad = 24 * ui->u + 6;
    float gap = (12 * ui->u + 4) * k;
    float list_w = ((float)ui->w - 3 * pad) * 0.5f;
    float card_gap = 9 * ui->u + 3;
    float n = (float)RULES_GAME_COUNT;
    float all_h = (float)ui->h - top - pad - (n - 1) * card_gap;
    /* the chosen card as tall as its place and words need, at most two
     * fifths of the list, the others sharing the rest (issue 51: at 200 %
     * every card was its name alone, what the game is gone) */
    float card_h = all_h / n;
    float chosen_h = fminf(ui_game_card_fit_h(ui, (RulesGameId)s->card,
                                              list_w, card_h),
                           all_h * 0.4f);
    float other_h = (all_h - chosen_h) / (n - 1);
    float cy = top;
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        float h = g == s->card ? chosen_h : other_h;
        s->cards[g] = (UiRect){pad, cy, list_w, h};
        cy += h + card_gap;
    }
    s->detail = (UiRect){2 * pad + list_w, top,
                         (float)ui->w - 3 * pad - list_w,
                         (float)ui->h - top - pad};
    UiRect d = s->detail;
    float bh = ui_button_h(ui, 46, 8) * k;
    float inner = d.w - 2 * pad;
    float bw = (inner - 2 * gap) / 3;
    float by = d.y + d.h - pad - bh;
    for (int i = 0; i < SEL_N; i++) {
        s->buttons[i].enabled = false;
        s->buttons[i].toggled = false;
    }
    s->buttons[SEL_PLAY] = (UiButton){{d.x + pad, by, bw, bh},
                                      s->learn ? _("Lesson") : _("Play"),
                                      SEL_PLAY, true, false};
    s->buttons[SEL_RULES] = (UiButton){{d.x + pad + bw + gap, by, bw, bh},
                                       _("Rules"), SEL_RULES, true, false};
    s->buttons[SEL_HISTORY] =
        (UiButton){{d.x + pad + 2 * (bw + gap), by, bw, bh}, _("History"),
                   SEL_HISTORY, true, false};
    float oh = bh * 0.8f;
    float ow = (inner - 2 * gap) / 3;
    float opts = by - gap * 2;
    if (!s->learn) {
        float ai_top = ui_ai_options_layout(
            ui, (RulesGameId)s->card, d.x + pad, inner, opts, oh, gap,
            SEL_AI, &s->buttons[SEL_AI], s->think);
        if (ui->settings.opponent == UI_OPP_TWO) {
            /* above the opponent, in the levels' and the time's rows */
            names_layout(ui, s, d.x + pad, inner, ai_top - gap, oh, gap);
            ai_top = s->buttons[SEL_NAME_S].r.y;
        }
        opts = ai_top - gap * 2;
    }
    float oy1 = opts - 2 * oh - gap;
    float oy2 = opts - oh;
    /* the row lengths right of "Board:", the match below them */
    int v[RULES_MAX_VARIANTS + 1];
    int nv = variants(s, v);
    bool hv = select_choose_holes(s), mt = select_choose_match(s);
    float vw = (inner - ow - gap - (float)(nv - 1) * gap) / (float)nv;
    for (int i = 0; i < nv; i++) {
        int id = SEL_HOLES + i;
        snprintf(s->labels[id], sizeof s->labels[id], _("%d holes"), v[i]);
        s->buttons[id] = (UiButton){
            {d.x + pad + ow + gap + (float)i * (vw + gap), oy1, vw, oh},
            s->labels[id], id, hv, s->holes[s->card] == v[i]};
    }
    snprintf(s->labels[SEL_MATCH1], sizeof s->labels[0], "%s",
             _("Single game"));
    snprintf(s->labels[SEL_MATCH5], sizeof s->labels[0], "%s",
             _("Match to 5"));
    snprintf(s->labels[SEL_MATCH10], sizeof s->labels[0], "%s",
             _("Match to 10"));
    static const int targets[3] = {1, 5, 10};
    for (int i = 0; i < 3; i++) {
        int id = SEL_MATCH1 + i;
        s->buttons[id] = (UiButton){
            {d.x + pad + (float)i * (ow + gap), oy2, ow, oh}, s->labels[id],
            id, mt, s->match_target == targets[i]};
    }
    if (s->learn) {
        learn_layout(ui, s, (UiRect){d.x + pad, by, inner, bh}, gap);
    } else {
        links_layout(ui, s, gap);
    }
    back_button(ui, &s->buttons[SEL_BACK]);
    s->nbuttons = SEL_N;
}

/* At a large text size the options would climb over the game's name:
 * their buttons are made lower until they leave it room. */
void select_layout(Ui *ui, SelectState *s)
{
    ui_puzzle_button_words(ui, (RulesGameId)s->card, s->puzzles,
                           sizeof s->puzzles);
    float k = 1.0f;
    layout_at(ui, s, k);
    while (k > 0.55f && select_options_top(s) < heading_bottom(ui, s)) {
        k -= 0.05f;
        layout_at(ui, s, k);
    }
}

static void push_game(Ui *ui, void *ctx)
{
    SelectState *s = ctx;
    UiGameSetup g = {(RulesGameId)s->card, s->holes[s->card],
                     select_choose_match(s) ? s->match_target : 1,
                     s->learn || ui->settings.teaching, 0, 0, 0};
    g = ui_ai_setup_of(ui, g);
    char err[160];
    ui_rooms.game(ui, &g, NULL, err, sizeof err);
}

static void start_game(Ui *ui, SelectState *s)
{
    if (ui->settings.game != s->card) {
        ui->settings.game = s->card; /* the next visit starts here */
        ui_save_settings(ui);
    }
    if (s->learn) {
        ui_rooms.learn(ui, (RulesGameId)s->card, 0);
        return;
    }
    /* an unfinished game of this kind is replaced only after a Yes */
    ui_ask_before_replacing(ui, (RulesGameId)s->card, push_game, s);
}

/* The Atlas chose a game: it is chosen here. */
static void chosen_on_map(Ui *ui, void *ctx, RulesGameId g)
{
    (void)ui;
    ((SelectState *)ctx)->card = (int)g;
}

static void open_atlas(Ui *ui, SelectState *s, int g)
{
    ui_rooms.atlas(ui, g, chosen_on_map, s);
}

static void activate(Ui *ui, SelectState *s, int id)
{
    switch (id) {
    case SEL_PLAY:
        start_game(ui, s);
        break;
    case SEL_RULES:
        ui_rooms.text(ui, (RulesGameId)s->card, UI_TEXT_RULES);
        break;
    case SEL_PUZZLES:
        ui_rooms.puzzle(ui, (RulesGameId)s->card);
        break;
    case SEL_HISTORY:
        ui_rooms.text(ui, (RulesGameId)s->card, UI_TEXT_HISTORY);
        break;
    case SEL_MATCH1:
    case SEL_MATCH5:
    case SEL_MATCH10:
        /* remembered for the next visit, as the row length is */
        s->match_target = id == SEL_MATCH1 ? 1 : id == SEL_MATCH5 ? 5 : 10;
        ui->settings.match = s->match_target;
        ui_save_settings(ui);
        break;
    case SEL_BACK:
        ui_pop(ui);
        break;
    case SEL_RECORD:
        ui_rooms.record(ui);
        break;
    case SEL_EDITOR:
        ui_rooms.editor(ui, (RulesGameId)s->card, s->holes[s->card]);
        break;
    case SEL_WATCH:
        ui_rooms.watch(ui, (RulesGameId)s->card);
        break;
    case SEL_NAME_S:
    case SEL_NAME_N:
        s->editing = id;
        ui_field_start(&s->edit, ui_player_name(ui, id == SEL_NAME_S ? 0 : 1),
                       UI_NAME_INPUT_MAX);
        break;
    default:
        if (id >= SEL_HOLES && id < SEL_HOLES + RULES_MAX_VARIANTS) {
            int v[RULES_MAX_VARIANTS + 1];
            if (id - SEL_HOLES < variants(s, v)) {
                s->holes[s->card] = v[id - SEL_HOLES];
                ui->settings.holes[s->card] = s->holes[s->card];
                ui_save_settings(ui);
            }
        }
        if (id >= SEL_AI && id < SEL_AI + UI_AI_OPTIONS) {
            ui_ai_options_activate(ui, id - SEL_AI);
        }
        break;
    }
}

/* The button a letter key presses: R rules, H history, Z puzzles, and S
 * record and E editor where a game is chosen to play, W watch where one
 * is learned; -1 for another key. */
static int key_button(const SelectState *s, SDL_Keycode k)
{
    static const struct {
        SDL_Keycode key;
        int id, learn; /* learn: -1 both sides, else that side only */
    } keys[] = {{SDLK_r, SEL_RULES, -1},
                {SDLK_h, SEL_HISTORY, -1},
                {SDLK_s, SEL_RECORD, 0},
                {SDLK_e, SEL_EDITOR, 0},
                {SDLK_w, SEL_WATCH, 1},
                {SDLK_z, SEL_PUZZLES, -1}};
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        if (keys[i].key == k &&
            (keys[i].learn < 0 || keys[i].learn == (s->learn ? 1 : 0))) {
            return keys[i].id;
        }
    }
    return -1;
}

static void select_input(Ui *ui, void *st, const SDL_Event *e)
{
    SelectState *s = st;
    select_layout(ui, s);
    if (s->editing >= 0) {
        int side = s->editing == SEL_NAME_S ? 0 : 1;
        bool ended = ui_name_input(ui, side, &s->edit, e);
        if (ended) {
            s->editing = -1;
        }
        /* a click elsewhere ends the typing and does what it does
         * (issue 51: it took a second click) */
        if (!ended || e->type != SDL_MOUSEBUTTONUP) {
            return;
        }
    }
    if (e->type == SDL_KEYDOWN) {
        SDL_Keycode k = e->key.keysym.sym;
        if (k == SDLK_ESCAPE && s->tip) {
            s->tip = false;
            return;
        }
        if (k == SDLK_ESCAPE) {
            ui_pop(ui);
            return;
        }
        if (k == SDLK_p) {
            s->tip = !s->tip;
            return;
        }
        if (k == SDLK_UP || k == SDLK_DOWN) {
            int step = k == SDLK_UP ? -1 : 1;
            s->card = (s->card + step + RULES_GAME_COUNT) % RULES_GAME_COUNT;
            return;
        }
        if (k == SDLK_a) {
            open_atlas(ui, s, s->card);
            return;
        }
        if (key_button(s, k) >= 0) {
            activate(ui, s, key_button(s, k));
            return;
        }
        if (k == SDLK_LEFT || k == SDLK_RIGHT || k == SDLK_TAB) {
            int step = k == SDLK_LEFT || (e->key.keysym.mod & KMOD_SHIFT)
                           ? -1 : 1;
            for (int tries = 0; tries < SEL_N; tries++) {
                s->focus = (s->focus + step + SEL_N) % SEL_N;
                if (s->buttons[s->focus].enabled) {
                    break;
                }
            }
            return;
        }
        if (k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_SPACE) {
            activate(ui, s, s->buttons[s->focus].enabled ? s->focus
                                                         : SEL_PLAY);
            return;
        }
        return;
    }
    if (e->type == SDL_MOUSEBUTTONUP && e->button.button == SDL_BUTTON_LEFT) {
        for (int g = 0; g < RULES_GAME_COUNT; g++) {
            if (ui_in_rect(s->map_links[g], (float)e->button.x,
                           (float)e->button.y)) {
                open_atlas(ui, s, g);
                return;
            }
            /* a click on the dots keeps their meaning shown (no pointer
             * to rest on them on a touch screen) */
            if (ui_path_dots_hit(s->dots[g], (float)e->button.x,
                                 (float)e->button.y)) {
                s->tip = s->card != g || !s->tip;
                s->card = g;
                return;
            }
            if (ui_in_rect(s->cards[g], (float)e->button.x,
                           (float)e->button.y)) {
                if (s->card == g && e->button.clicks >= 2) {
                    start_game(ui, s);
                    return;
                }
                s->card = g;
                return;
            }
        }
        int hit = ui_button_hit(s->buttons, s->nbuttons, e->button.x,
                                e->button.y);
        if (hit >= 0) {
            s->focus = hit;
            activate(ui, s, hit);
        }
    }
}

static int select_update(Ui *ui, void *st, uint32_t dt)
{
    (void)ui;
    (void)st;
    (void)dt;
    return -1;
}


static void select_leave(Ui *ui, void *st)
{
    SelectState *s = st;
    if (s->editing >= 0) {
        ui_name_typed(ui, s->editing == SEL_NAME_S ? 0 : 1, &s->edit, false);
    }
    free(st);
}

static const UiKey select_keys[] = {
    {N_("Up, Down"), N_("Choose a game")},
    {N_("Left, Right or Tab"), N_("Move between the buttons")},
    {N_("Enter or Space"), N_("Press the button with the ring")},
    {N_("R"), N_("Read the rules")},
    {N_("H"), N_("Read the history")},
    {N_("A"), N_("See where the game is played, in the Atlas")},
    {N_("P"), N_("What the dots on the chosen card mean: your path")},
    {N_("S"), N_("Your record against the computer")},
    {N_("E"), N_("Set up a board (for teachers)")},
    {N_("W"), N_("Watch a recorded game (Learn)")},
    {N_("Z"), N_("The chosen game's puzzles")},
    {NULL, NULL},
};

static const UiScreenDef select_def = {
    "select", select_input, select_update, select_draw, select_leave,
    select_dump, select_keys};

/* The selection screen on the game last played or learned. */
void ui_select_push(Ui *ui, bool learn)
{
    ui_select_push_at(ui, learn, (RulesGameId)ui->settings.game);
}

void ui_select_push_at(Ui *ui, bool learn, RulesGameId game)
{
    SelectState *s = calloc(1, sizeof *s);
    if (!s) {
        ui_fatal(__FILE__, __LINE__, "out of memory");
    }
    s->learn = learn;
    s->card = (unsigned)game < RULES_GAME_COUNT ? (int)game : 0;
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        s->holes[g] = ui_settings_holes(&ui->settings, (RulesGameId)g);
    }
    s->match_target = ui->settings.match;
    s->editing = -1;
    ui_push(ui, &select_def, s);
}
