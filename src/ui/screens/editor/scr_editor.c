/* scr_editor.c: "Set up a board" for teachers: seeds added and taken hole by hole (click, wheel, keys, a number typed), the stores, who moves, the holes' owners where they change and the row length where there are several; every limit checked as it is edited (rules_position_check) with its reason; the best move and its value; copy and paste as the CLI's position JSON; play from it. */
#include "board/ai_play.h"
#include "board/anim.h"
#include "board/board.h"
#include "board/who.h"
#include "kit/draw.h"
#include "kit/rect.h"
#include "kit/settings.h"
#include "kit/text.h"
#include "kit/ui_i18n.h"
#include "kit/widgets.h"
#include "screens/editor/editor.h"
#include "screens/editor/scr_editor.h"
#include "screens/rooms.h"

#include "posjson.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The row lengths the edited game may have (0-terminated); how many. */
static int row_lengths(const EditorState *s, int v[RULES_MAX_VARIANTS + 1])
{
    int n = rules_game_variants((RulesGameId)s->pos.game, v);
    v[n] = 0;
    return n;
}

/* ---- The position and its check ---- */

static void check(EditorState *s)
{
    RulesPosition *p = &s->pos;
    p->over = 0;
    p->winner = RULES_WINNER_NONE;
    p->end_reason = 0;
    RulesWhy why;
    s->ok = rules_position_check(p, &why);
    if (s->ok) {
        snprintf(s->why, sizeof s->why, "%s",
                 _("This board can be played."));
    } else {
        int n = ui_why_text(&why, p, true, s->why, sizeof s->why);
        int total = p->captured[0] + p->captured[1];
        for (int i = 0; i < p->hole_count; i++) {
            total += p->holes[i];
        }
        if (n > 0 && (size_t)n < sizeof s->why) {
            snprintf(s->why + n, sizeof s->why - (size_t)n,
                     P_(" (%d seed on the board and beside it; the game has "
                        "%d)",
                        " (%d seeds on the board and beside it; the game has "
                        "%d)",
                        (size_t)total),
                     total, rules_start_total(p));
        }
    }
    ui_ai_forget_hint(&s->ai);
}

static void edited(Ui *ui, EditorState *s)
{
    s->note[0] = '\0';
    check(s);
    ui->dirty = true;
}

/* The seeds of a hole, or of a store (hole_count + side). */
static int count_of(const EditorState *s, int which)
{
    const RulesPosition *p = &s->pos;
    return which < p->hole_count ? p->holes[which]
                                 : p->captured[which - p->hole_count];
}

/* Sets the count of a hole or store (clamped). */
static void set_count(Ui *ui, EditorState *s, int which, int n)
{
    RulesPosition *p = &s->pos;
    if (which < 0 || which >= p->hole_count + 2) {
        return;
    }
    n = n < 0 ? 0 : n;
    if (which < p->hole_count) {
        p->holes[which] = (uint8_t)(n > COUNT_MAX ? COUNT_MAX : n);
    } else {
        p->captured[which - p->hole_count] =
            (uint16_t)(n > CAPTURED_MAX ? CAPTURED_MAX : n);
    }
    edited(ui, s);
}

static void add(Ui *ui, EditorState *s, int which, int step)
{
    s->typed[0] = '\0'; /* a seed more or less ends a typed number */
    set_count(ui, s, which, count_of(s, which) + step);
}

static void reset(Ui *ui, EditorState *s, RulesGameId game, int holes)
{
    rules_setup(&s->pos, game, holes);
    s->focus = 0;
    s->typed[0] = '\0';
    edited(ui, s);
}

/* Another game, `step` (1 or -1) along the list: the board left in this
 * one is kept, and found again on coming back; a game not yet edited
 * starts at its own start (the row length chosen for it). */
static void switch_game(Ui *ui, EditorState *s, int step)
{
    int g = s->pos.game;
    s->kept[g] = s->pos;
    s->has_kept[g] = true;
    g = (g + step + RULES_GAME_COUNT) % RULES_GAME_COUNT;
    if (s->has_kept[g]) {
        s->pos = s->kept[g];
        s->focus = 0;
        s->typed[0] = '\0';
        edited(ui, s);
    } else {
        reset(ui, s, (RulesGameId)g,
              ui_settings_holes(&ui->settings, (RulesGameId)g));
    }
}

static void empty(Ui *ui, EditorState *s)
{
    memset(s->pos.holes, 0, sizeof s->pos.holes);
    s->pos.captured[0] = s->pos.captured[1] = 0;
    edited(ui, s);
}

/* ---- Copy, paste, analyse, play ---- */

static void copy(Ui *ui, EditorState *s)
{
    char json[POSJSON_MAX];
    posjson_write(&s->pos, json, sizeof json);
    s->note_error = SDL_SetClipboardText(json) != 0;
    snprintf(s->note, sizeof s->note, "%s",
             s->note_error ? _("The position could not be copied.")
                           : _("Copied: the position as text, for "
                               "mancala-cli --position or another board."));
    ui->dirty = true;
}

static void paste(Ui *ui, EditorState *s)
{
    char *text = SDL_GetClipboardText();
    RulesPosition p;
    PosjsonError err;
    if (text && text[0] && posjson_read(text, &p, &err)) {
        s->pos = p;
        s->focus = 0;
        edited(ui, s);
        snprintf(s->note, sizeof s->note, "%s", _("Pasted."));
        s->note_error = false;
    } else if (!text || !text[0]) {
        snprintf(s->note, sizeof s->note, "%s",
                 _("There is no text to paste: copy a position first."));
        s->note_error = true;
    } else {
        char near[60] = "";
        if (err.fault == POSJSON_NOT_JSON && err.column > 0) {
            snprintf(near, sizeof near, _(" (column %d)"), err.column);
        }
        snprintf(s->note, sizeof s->note,
                 _("The text is not a position%s: %s"), near, err.text);
        s->note_error = true;
    }
    SDL_free(text);
    ui->dirty = true;
}

static UiGameSetup setup_of(const Ui *ui, const EditorState *s)
{
    UiGameSetup g = {0};
    g.game = (RulesGameId)s->pos.game;
    g.holes_per_row = s->pos.holes_per_row;
    g.match_target = 1;
    g.teaching = ui->settings.teaching;
    g.computer = ui_opponent_mask(ui->settings.opponent);
    g.level = ui->settings.level;
    g.think_ms = ui->settings.think_ms;
    return g;
}

static void analyse(Ui *ui, EditorState *s)
{
    if (!s->ok) {
        return;
    }
    rules_game_free(&s->game);
    rules_game_init(&s->game, &s->pos);
    UiGameSetup g = setup_of(ui, s);
    g.computer = 0; /* a hint for whoever is to move */
    ui_ai_forget_hint(&s->ai);
    UiWho who = ui_who(ui, 0); /* the players' names */
    ui_ai_start_hint(&s->ai, &s->game, &g, &who);
    ui->dirty = true;
}

static void play(Ui *ui, EditorState *s)
{
    if (!s->ok) {
        return; /* the reason is on show */
    }
    UiGameSetup g = setup_of(ui, s);
    RulesPosition start = s->pos;
    char err[200];
    ui_pop(ui); /* frees s */
    if (!ui_rooms.game_at(ui, &g, &start, err, sizeof err)) {
        ui_editor_push(ui, (RulesGameId)start.game, start.holes_per_row);
    }
}

static void press(Ui *ui, EditorState *s, int id)
{
    RulesPosition *p = &s->pos;
    switch (id) {
    case EB_BACK:
        ui_pop(ui);
        break;
    case EB_TO_MOVE:
        p->to_move = p->to_move == RULES_SOUTH ? RULES_NORTH : RULES_SOUTH;
        edited(ui, s);
        break;
    case EB_EMPTY:
        empty(ui, s);
        break;
    case EB_RESET:
        reset(ui, s, (RulesGameId)p->game, p->holes_per_row);
        break;
    case EB_OWNER:
        if (s->buttons[EB_OWNER].enabled && s->focus < p->hole_count) {
            p->north_owned ^= 1ull << s->focus;
            edited(ui, s);
        }
        break;
    case EB_HOLES:
        if (s->buttons[EB_HOLES].enabled) {
            int v[RULES_MAX_VARIANTS + 1], n = row_lengths(s, v), i = 0;
            while (i < n && v[i] != p->holes_per_row) {
                i++;
            }
            reset(ui, s, (RulesGameId)p->game, v[(i + 1) % n]);
        }
        break;
    case EB_GAME:
        switch_game(ui, s, 1);
        break;
    case EB_COPY:
        copy(ui, s);
        break;
    case EB_PASTE:
        paste(ui, s);
        break;
    case EB_ANALYSE:
        analyse(ui, s);
        break;
    case EB_PLAY:
        play(ui, s);
        break;
    default:
        break;
    }
}

/* ---- Layout and input ---- */

const char *editor_keys_line(void)
{
    return _("Left, Right: a hole · Up, Down or a number: its seeds · F1: "
             "keys");
}

/* The title row: "Set up a board:" and the game's button after it (as
 * wide as the longest game's name, so that it stays put as it changes),
 * the keys in the room left (on two lines where one is too short); the
 * words smaller, to three quarters, where a language runs long, so that
 * the keys keep a third of the row (issue 51: the game could not be
 * chosen here). */
static void title_row(Ui *ui, EditorState *s)
{
    UiRect t = s->title;
    float gap = 10 * ui->u + 2, bh = t.h * 0.86f, most = t.w * 0.65f;
    int widest = 0, tw, th;
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        ui_text_size(ui, UI_BOLD, (int)(bh * 0.46f),
                     rules_game_title((RulesGameId)g), &tw, &th);
        widest = tw > widest ? tw : widest;
    }
    float bw = (float)widest + bh * 1.5f;
    int tpx = ui_px(ui, 30), least = tpx * 3 / 4;
    ui_text_size(ui, UI_SERIF, tpx, _("Set up a board:"), &tw, &th);
    while ((float)tw + gap + bw > most && tpx > least) {
        ui_text_size(ui, UI_SERIF, --tpx, _("Set up a board:"), &tw, &th);
    }
    s->title_px = tpx;
    float x = t.x + fminf((float)tw, most - gap - bh * 2.5f) + gap;
    bw = fmaxf(fminf(bw, t.x + most - x), bh * 2.5f);
    s->buttons[EB_GAME] = (UiButton){
        {x, t.y + (t.h - bh) / 2, bw, bh},
        rules_game_title((RulesGameId)s->pos.game), EB_GAME, true, false};
    s->keys_w = t.x + t.w - (x + bw) - 16 * ui->u;
}

void editor_layout(Ui *ui, EditorState *s)
{
    float W = (float)ui->w, H = (float)ui->h;
    float pad = 12 * ui->u + 6, gap = pad * 0.6f;
    float bh = ui_button_h(ui, 38, 10);
    float title_h = (float)ui_px(ui, 30) * 1.5f;
    s->title = (UiRect){pad, pad * 0.5f, W - 2 * pad, title_h};
    float rows_y = H - pad - 2 * bh - gap;
    float status_h = (float)ui_px(ui, 17) * 1.3f * 4 + gap;
    s->status = (UiRect){pad, rows_y - gap - status_h, W - 2 * pad, status_h};
    float top = pad * 0.5f + title_h;
    UiRect area = {pad, top, W - 2 * pad, s->status.y - gap - top};
    ui_board_layout_text((RulesGameId)s->pos.game, s->pos.holes_per_row,
                         area, ui_text_scale(ui), &s->L);
    snprintf(s->holes_label, sizeof s->holes_label, _("%d holes a row"),
             s->pos.holes_per_row);
    const char *labels[EB_N] = {
        _("Back"), s->pos.to_move == RULES_SOUTH ? _("South to move")
                                                 : _("North to move"),
        _("Empty"), _("Reset"), _("Change owner"), s->holes_label,
        _("Copy"), _("Paste"), _("Analyse"), _("Play")};
    /* the first row edits, the second acts (the game: the title's row) */
    static const int row_of[EB_N] = {1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1};
    /* the game's traits say which editing buttons it has */
    int v[RULES_MAX_VARIANTS + 1];
    bool owners = rules_game_info((RulesGameId)s->pos.game)->owners_change;
    bool lengths = row_lengths(s, v) > 1;
    bool shown_of[EB_N];
    int in_row[2] = {0, 0}, per_row[2] = {0, 0};
    for (int i = 0; i < EB_N; i++) {
        shown_of[i] = !(i == EB_OWNER && !owners) &&
                      !(i == EB_HOLES && !lengths) && i != EB_GAME;
        per_row[row_of[i]] += shown_of[i];
    }
    for (int i = 0; i < EB_N; i++) {
        bool shown = shown_of[i];
        int r = row_of[i];
        float bw = (W - 2 * pad - (float)(per_row[r] - 1) * gap) /
                   (float)per_row[r];
        float y = rows_y + (float)r * (bh + gap);
        s->buttons[i] = (UiButton){
            {pad + (float)in_row[r] * (bw + gap), y, shown ? bw : 0,
             shown ? bh : 0},
            labels[i], i, shown, false};
        in_row[r] += shown;
    }
    title_row(ui, s);
    s->buttons[EB_OWNER].enabled = owners && s->focus < s->pos.hole_count;
    s->buttons[EB_ANALYSE].enabled = s->ok;
    s->buttons[EB_PLAY].enabled = s->ok;
}

/* The hole or store under (x, y): a hole, hole_count + side, or -1. */
static int spot_at(const EditorState *s, float x, float y)
{
    int hole = ui_board_hit(&s->L, x, y);
    if (hole >= 0) {
        return hole;
    }
    for (int side = 0; side < 2; side++) {
        if (ui_in_rect(s->L.store[side], x, y)) {
            return s->pos.hole_count + side;
        }
    }
    return -1;
}

static void focus_on(EditorState *s, int which)
{
    if (which != s->focus) {
        s->typed[0] = '\0';
    }
    s->focus = which;
}

static bool digit_key(Ui *ui, EditorState *s, SDL_Keycode k)
{
    int d = k >= SDLK_0 && k <= SDLK_9     ? (int)(k - SDLK_0)
            : k >= SDLK_KP_1 && k <= SDLK_KP_9 ? (int)(k - SDLK_KP_1) + 1
            : k == SDLK_KP_0                 ? 0
                                             : -1;
    if (d < 0) {
        return false;
    }
    /* a digit that would take the number past what the hole or store
     * holds starts a new number (30, then 4: 4, not 99) */
    int max = s->focus < s->pos.hole_count ? COUNT_MAX : CAPTURED_MAX;
    size_t n = strlen(s->typed);
    if (n + 1 >= sizeof s->typed || atoi(s->typed) * 10 + d > max ||
        (n == 1 && s->typed[0] == '0')) {
        n = 0;
    }
    s->typed[n] = (char)('0' + d);
    s->typed[n + 1] = '\0';
    set_count(ui, s, s->focus, atoi(s->typed));
    return true;
}

static void editor_key(Ui *ui, EditorState *s, const SDL_KeyboardEvent *key)
{
    SDL_Keycode k = key->keysym.sym;
    bool ctrl = (key->keysym.mod & KMOD_CTRL) != 0;
    int spots = s->pos.hole_count + 2;
    static const struct {
        SDL_Keycode key;
        int button;
    } letters[] = {{SDLK_t, EB_TO_MOVE}, {SDLK_e, EB_EMPTY},
                   {SDLK_r, EB_RESET},   {SDLK_o, EB_OWNER},
                   {SDLK_h, EB_HOLES},   {SDLK_a, EB_ANALYSE},
                   {SDLK_p, EB_PLAY},    {SDLK_g, EB_GAME},
                   {SDLK_ESCAPE, EB_BACK}};
    if (ctrl && (k == SDLK_c || k == SDLK_v)) {
        press(ui, s, k == SDLK_c ? EB_COPY : EB_PASTE);
    } else if (k == SDLK_LEFT || k == SDLK_RIGHT || k == SDLK_TAB) {
        int step = k == SDLK_LEFT || (key->keysym.mod & KMOD_SHIFT) ? -1 : 1;
        focus_on(s, (s->focus + step + spots) % spots);
        ui->dirty = true;
    } else if (k == SDLK_UP || k == SDLK_PLUS || k == SDLK_EQUALS ||
               k == SDLK_KP_PLUS) {
        add(ui, s, s->focus, 1);
    } else if (k == SDLK_DOWN || k == SDLK_MINUS || k == SDLK_KP_MINUS) {
        add(ui, s, s->focus, -1);
    } else if (k == SDLK_BACKSPACE || k == SDLK_DELETE) {
        s->typed[0] = '\0';
        set_count(ui, s, s->focus, 0);
    } else if (k == SDLK_RETURN || k == SDLK_KP_ENTER) {
        s->typed[0] = '\0'; /* the number typed is kept */
        ui->dirty = true;
    } else if (!digit_key(ui, s, k)) {
        for (size_t i = 0; i < sizeof letters / sizeof *letters; i++) {
            if (letters[i].key == k) {
                press(ui, s, letters[i].button);
                return;
            }
        }
    }
}

static void editor_input(Ui *ui, void *st, const SDL_Event *e)
{
    EditorState *s = st;
    editor_layout(ui, s);
    if (e->type == SDL_KEYDOWN) {
        editor_key(ui, s, &e->key);
        return;
    }
    if (e->type == SDL_MOUSEWHEEL) {
        int at = spot_at(s, (float)ui->mouse_x, (float)ui->mouse_y);
        if (at >= 0 && e->wheel.y != 0) {
            focus_on(s, at);
            add(ui, s, at, e->wheel.y > 0 ? 1 : -1);
        }
        return;
    }
    if (e->type == SDL_MOUSEBUTTONUP) {
        int at = spot_at(s, (float)e->button.x, (float)e->button.y);
        if (at >= 0) {
            focus_on(s, at);
            add(ui, s, at, e->button.button == SDL_BUTTON_RIGHT ? -1 : 1);
            return;
        }
        int hit = ui_button_hit(s->buttons, EB_N, e->button.x, e->button.y);
        if (hit == EB_GAME && e->button.button == SDL_BUTTON_RIGHT) {
            switch_game(ui, s, -1); /* back along the games */
        } else if (hit >= 0 && s->buttons[hit].enabled &&
                   e->button.button == SDL_BUTTON_LEFT) {
            press(ui, s, hit);
        }
    }
}

static int editor_update(Ui *ui, void *st, uint32_t dt)
{
    EditorState *s = st;
    if (!s->ai.task) {
        return -1;
    }
    UiGameSetup g = setup_of(ui, s);
    g.computer = 0;
    RulesMove unused;
    int next = ui_ai_update(&s->ai, &s->game, &g, false, dt, &unused);
    ui->dirty = true;
    return next;
}

static void editor_leave(Ui *ui, void *st)
{
    (void)ui;
    EditorState *s = st;
    ui_ai_free(&s->ai);
    rules_game_free(&s->game);
    free(s);
}

static void editor_dump(Ui *ui, void *st, FILE *f)
{
    EditorState *s = st;
    editor_layout(ui, s);
    char json[POSJSON_MAX], analysis[900];
    posjson_write(&s->pos, json, sizeof json);
    editor_analysis_text(s, analysis, sizeof analysis);
    fprintf(f, "screen editor\ngame %s\nfocus %d\ntyped %s\nok %d\n"
               "why %s\nnote %s\nposition %s\nanalysis %s\nbest_hole %d\n",
            rules_game_name((RulesGameId)s->pos.game), s->focus,
            s->typed[0] ? s->typed : "-", s->ok ? 1 : 0,
            s->why, s->note, json, analysis,
            s->ai.hint_shown ? s->ai.hint.best.move.hole : -1);
    for (int side = 0; side < 2; side++) {
        UiRect r = s->L.store[side];
        fprintf(f, "store%d %.0f %.0f\n", side, r.x + r.w / 2, r.y + r.h / 2);
    }
    ui_board_dump(&s->L, f);
    ui_buttons_dump(s->buttons, EB_N, f);
}

static const UiKey editor_keys[] = {
    {N_("Click, right click, wheel"), N_("A seed more or less")},
    {N_("Left, Right or Tab"), N_("Choose a hole or a store")},
    {N_("Up, Down, +, -"), N_("A seed more or less")},
    {N_("0 to 9, Backspace"), N_("Type the number of seeds, empty it")},
    {N_("Enter"), N_("End the number typed")},
    {N_("G, or a click on the game's name"),
     N_("The next game (its board is kept for coming back)")},
    {N_("T, E, R"), N_("Who moves, empty the board, start again")},
    {N_("O, H"), N_("Change a hole's owner, the holes a row (where the "
                    "game has them)")},
    {N_("Ctrl+C, Ctrl+V"), N_("Copy, paste the position as text")},
    {N_("A, P, Esc"), N_("Analyse, play from here, go back")},
    {NULL, NULL},
};

static const UiScreenDef editor_def = {"editor", editor_input, editor_update,
                                       editor_draw, editor_leave, editor_dump,
                                       editor_keys};

void ui_editor_push(Ui *ui, RulesGameId game, int holes_per_row)
{
    EditorState *s = calloc(1, sizeof *s);
    if (!s) {
        ui_fatal(__FILE__, __LINE__, "out of memory");
    }
    ui_ai_event(); /* registered before the analysis may push it */
    reset(ui, s, game, holes_per_row);
    ui_push(ui, &editor_def, s);
}
