/* scr_title.c: the title screen: the name over a board that plays itself, and the main menu. */
#include "board/anim.h"
#include "board/board.h"
#include "board/look.h"
#include "kit/dialog.h"
#include "kit/draw.h"
#include "kit/rect.h"
#include "kit/screen.h"
#include "kit/settings.h"
#include "kit/text.h"
#include "kit/ui_i18n.h"
#include "kit/widgets.h"
#include "screens/path.h"
#include "screens/rooms.h"
#include "screens/saves.h"
#include "screens/scr_title.h"
#include "screens/title_menu.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { SESSION_MESSAGE_MAX_UI = 800 };

/* The demo board rests after this long without a key, click or mouse
 * movement, so a window left on the title costs no processor time; any
 * input wakes it. */
enum { TITLE_DEMO_REST_MS = 120000 };


typedef struct TitleState {
    RulesPosition pos;
    UiAnim anim;
    uint32_t rng;
    uint32_t wait_ms;  /* pause before the next demo move */
    uint32_t quiet_ms; /* since the last input */
    int focus;
    TitleMenu m; /* the buttons, the name and the board: where they go */
    bool can_continue;
    /* "Continue: Goré · 12 moves" */
    char continue_labels[RULES_GAME_COUNT][200];
    UiUnfinished unfinished[RULES_GAME_COUNT]; /* the last played first */
    int n_unfinished;
    unsigned seen; /* ui->saves_changed when the autosaves were read */
    unsigned seen_language; /* ui->language_changed when it was told */
    bool scanned;
    /* the next step of a game's path, read again at most once a second
     * (another screen or window may have done it) */
    int path_game, path_step;
    uint64_t path_ms;
    unsigned path_language;
    bool path_read;
    char path_label[240];
    /* the puzzles of the game last played: today's, and the streak */
    int puzzle_game;
    char puzzle_label[240];
    /* the subtitle's words */
    char subtitle_text[160];
    /* what the last frame showed of the demo, so that the next redraws
     * only what has changed since (title_damage) */
    bool drawn;
    uint64_t drawn_key; /* the board under its veil (the layer's key) */
    uint16_t drawn_counts[RULES_MAX_HOLES], drawn_captured[2];
    UiRect drawn_hand; /* ui_anim_area */
} TitleState;

/* Looks for an autosave again whenever a game may have changed it. */
static void check_autosave(Ui *ui, TitleState *s)
{
    if (s->scanned && s->seen == ui->saves_changed &&
        s->seen_language == ui->language_changed) {
        return;
    }
    s->scanned = true;
    s->seen = ui->saves_changed;
    s->seen_language = ui->language_changed;
    s->n_unfinished = ui_autosave_list(ui, s->unfinished, RULES_GAME_COUNT);
    s->can_continue = s->n_unfinished > 0;
    for (int i = 0; i < s->n_unfinished; i++) {
        snprintf(s->continue_labels[i], sizeof s->continue_labels[i],
                 _("Continue: %s"), s->unfinished[i].what);
    }
    if (s->focus < TITLE_PATH && s->focus >= s->n_unfinished) {
        s->focus = TITLE_PLAY;
    }
}

/* The next step of the path of the game last played (or of the next game
 * with a step left), offered under Continue. */
static void check_path(Ui *ui, TitleState *s)
{
    if (s->path_read && s->path_language == ui->language_changed &&
        ui->now_ms - s->path_ms < 1000) {
        return;
    }
    s->path_read = true;
    s->path_ms = ui->now_ms;
    s->path_language = ui->language_changed;
    bool done[UI_PATH_STEPS];
    s->path_game = ui_path_game(ui);
    s->path_step = s->path_game < 0
                       ? -1
                       : ui_path_steps(ui, (RulesGameId)s->path_game, done);
    char next[200];
    ui_path_offer_game(ui, (RulesGameId)s->path_game, s->path_step, next,
                       sizeof next);
    snprintf(s->path_label, sizeof s->path_label, "%s · %s", next,
             s->path_game < 0 ? "" : rules_game_title(s->path_game));
    if (s->focus == TITLE_PATH && s->path_step < 0) {
        s->focus = TITLE_PLAY;
    }
    /* the puzzles of the game last played, once its rules are known
     * (a first start offers the lesson alone), unless
     * its path's step is the puzzles already (the same screen twice) */
    s->puzzle_game = (unsigned)ui->settings.game < RULES_GAME_COUNT
                         ? ui->settings.game
                         : 0;
    if (!ui_puzzle_known(ui, (RulesGameId)s->puzzle_game) ||
        (s->path_game == s->puzzle_game &&
         s->path_step == UI_PATH_STEP_PUZZLES)) {
        s->puzzle_game = -1;
        s->puzzle_label[0] = '\0';
        s->focus = s->focus == TITLE_PUZZLE ? TITLE_PATH : s->focus;
        return;
    }
    ui_puzzle_offer(ui, (RulesGameId)s->puzzle_game, s->puzzle_label,
                    sizeof s->puzzle_label);
}

/* The buttons' labels and the subtitle, in the language of the moment. */
static void title_labels(TitleState *s, const char **labels)
{
    for (int i = 0; i < RULES_GAME_COUNT; i++) {
        labels[TITLE_CONTINUE + i] = s->continue_labels[i];
    }
    labels[TITLE_PATH] = s->path_label;
    labels[TITLE_PUZZLE] = s->puzzle_label;
    labels[TITLE_PLAY] = _("Play");
    labels[TITLE_RECORD] = _("Your record");
    labels[TITLE_EDITOR] = _("Set up a board");
    labels[TITLE_LEARN] = _("Learn");
    labels[TITLE_ATLAS] = _("Atlas");
    labels[TITLE_ABOUT] = _("About");
    /* named as the screen it opens is headed */
    labels[TITLE_LOAD] = _("Saved games");
    labels[TITLE_SETTINGS] = _("Settings");
    labels[TITLE_QUIT] = _("Quit");
    s->m.keys_line = _("Arrow keys and Enter, or the mouse · Esc goes back · "
                       "F1: keys");
    char digits[12];
    /* TRANSLATORS: %s is the number of games as a word: "Five" */
    snprintf(s->subtitle_text, sizeof s->subtitle_text,
             _("%s traditional sowing games, seed by seed"),
             ui_game_count_word(digits, sizeof digits));
}

static void layout(Ui *ui, TitleState *s)
{
    check_autosave(ui, s);
    check_path(ui, s);
    title_labels(s, s->m.labels);
    s->m.n_unfinished = s->n_unfinished;
    s->m.path = s->path_step >= 0;
    s->m.puzzle = s->puzzle_game >= 0;
    s->m.game = (RulesGameId)s->pos.game;
    s->m.holes_per_row = s->pos.holes_per_row;
    ui_title_menu_layout(ui, &s->m);
}


/* Continue (which 0) or one of the other unfinished games. */
static void continue_game(Ui *ui, TitleState *s, int which)
{
    char path[1100], err[SESSION_MESSAGE_MAX_UI];
    if (which < s->n_unfinished &&
        ui_autosave_path(ui, s->unfinished[which].game, path, sizeof path) &&
        !ui_rooms.game_load(ui, path, err, sizeof err)) {
        ui_notice(ui, true, err);
        s->scanned = false;
    }
}

/* The demo board plays random legal moves, chosen by a small LCG so the
 * title looks the same every run (and in every screenshot). */
static void demo_move(TitleState *s)
{
    RulesMove moves[RULES_MAX_MOVES];
    int n = s->pos.over ? 0 : rules_legal_moves(&s->pos, moves);
    if (n == 0 || s->pos.moves_played > 60) {
        rules_setup(&s->pos, ui_look_shown_first(), 0);
        ui_anim_free(&s->anim);
        return;
    }
    s->rng = s->rng * 1103515245u + 12345u;
    RulesMove m = moves[(s->rng >> 16) % (uint32_t)n];
    RulesTrace t = {0};
    RulesPosition next;
    rules_apply(&s->pos, m, &next, &t);
    ui_anim_start(&s->anim, &s->pos, &next, &t, UI_SPEED_NORMAL, false);
    rules_trace_free(&t);
    s->pos = next;
}

static void quit_now(Ui *ui, void *ctx)
{
    (void)ctx;
    ui->quit = true;
}

static void title_input(Ui *ui, void *st, const SDL_Event *e)
{
    TitleState *s = st;
    layout(ui, s);
    s->quiet_ms = 0;
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_ESCAPE) {
        /* Esc never ends the program by itself (a player backing out of
         * a game with Esc, Esc, Esc would): it asks, Enter or Esc
         * answering No, and leaves the ring where it was (issue 51: it
         * rang Quit, and a child's Enter then quit) */
        ui_confirm_push(ui, _("Quit Mancala Atlas? Unfinished games "
                              "are kept for Continue."),
                        quit_now, NULL);
        return;
    }
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_o &&
        (e->key.keysym.mod & KMOD_CTRL)) {
        ui_rooms.load(ui);
        return;
    }
    if (e->type == SDL_KEYDOWN &&
        ui_title_arrow(&s->m, &s->focus, e->key.keysym.sym)) {
        ui->dirty = true;
        return;
    }
    int hit = ui_buttons_input(ui, s->m.buttons, TITLE_N, &s->focus, e);
    switch (hit) {
    case TITLE_PLAY:
        ui_rooms.select(ui, false);
        break;
    case TITLE_LEARN:
        ui_rooms.select(ui, true);
        break;
    case TITLE_RECORD:
        ui_rooms.record(ui);
        break;
    case TITLE_EDITOR: {
        RulesGameId g = (RulesGameId)ui->settings.game;
        ui_rooms.editor(ui, g, ui_settings_holes(&ui->settings, g));
        break;
    }
    case TITLE_CONTINUE:
        continue_game(ui, s, 0);
        break;
    case TITLE_PATH:
        s->path_read = false; /* done or not, read it again on return */
        ui_path_go(ui, (RulesGameId)s->path_game, s->path_step);
        break;
    case TITLE_PUZZLE:
        s->path_read = false; /* the streak, read again on return */
        ui_rooms.puzzle(ui, (RulesGameId)s->puzzle_game);
        break;
    case TITLE_LOAD:
        ui_rooms.load(ui);
        break;
    case TITLE_ATLAS:
        ui_rooms.atlas(ui, -1, NULL, NULL);
        break;
    case TITLE_ABOUT:
        ui_rooms.about(ui);
        break;
    case TITLE_SETTINGS:
        ui_rooms.settings(ui);
        break;
    case TITLE_QUIT:
        ui->quit = true;
        break;
    default:
        if (hit > TITLE_CONTINUE && hit < TITLE_PATH) {
            continue_game(ui, s, hit - TITLE_CONTINUE);
        }
        break;
    }
}

/* The demo as a frame shows it now: the board's layout and view (the
 * counts as the animation has them) and the key of the veiled board under
 * the moving seeds. */
enum { TITLE_VEIL = 150 };

static uint64_t demo_scene(Ui *ui, TitleState *s, UiBoardLayout *L,
                           UiBoardView *v, uint16_t counts[RULES_MAX_HOLES],
                           uint16_t captured[2])
{
    ui_title_board(ui, &s->m, L);
    ui_anim_display(&s->anim, counts, captured);
    memset(v, 0, sizeof *v);
    v->pos = &s->pos;
    v->counts = counts;
    v->captured = captured;
    v->north_owned = s->anim.len ? s->anim.north_owned : s->pos.north_owned;
    v->hole_marks = s->anim.len ? s->anim.holes_marked : s->pos.marked;
    v->hover = v->target = v->marked = -1;
    v->small = true;
    return ui_board_base_key(L, v) ^ TITLE_VEIL;
}

/* What the next frame must redraw of the window: where the demo's hand
 * was and is, the holes and stores whose seeds changed; all of it when
 * the board itself changed (a new game, another size). The buttons and
 * words over the board are drawn again where they cross that. */
static void title_damage(Ui *ui, TitleState *s)
{
    UiBoardLayout L;
    UiBoardView v;
    uint16_t counts[RULES_MAX_HOLES], captured[2];
    uint64_t key = demo_scene(ui, s, &L, &v, counts, captured);
    UiRect d = {0, 0, (float)ui->w, (float)ui->h};
    if (s->drawn && key == s->drawn_key) {
        d = ui_rect_union(s->drawn_hand, ui_anim_area(&s->anim, &L));
        for (int h = 0; h < L.hole_count; h++) {
            if (counts[h] != s->drawn_counts[h]) {
                d = ui_rect_union(d, ui_board_hole_area(&L, h));
            }
        }
        for (int side = 0; side < 2; side++) {
            if (captured[side] != s->drawn_captured[side]) {
                d = ui_rect_union(d, ui_board_store_area(&L, side));
            }
        }
    }
    ui->damage = d;
    ui->damage_set = true;
}

/* The demo's clock: the animation, the pause between moves, the rest. */
static int title_tick(TitleState *s, uint32_t dt)
{
    s->quiet_ms = s->quiet_ms + dt < TITLE_DEMO_REST_MS ? s->quiet_ms + dt
                                                         : TITLE_DEMO_REST_MS;
    if (s->anim.active) {
        ui_anim_update(&s->anim, dt);
        /* The demo is scenery behind a dark veil: 20 frames a second move
         * its hand smoothly enough, at a third of the display rate's cost
         * (each frame redraws only where it moved: title_damage). */
        return 50;
    }
    if (s->quiet_ms >= TITLE_DEMO_REST_MS) {
        return -1; /* resting, with the last move finished */
    }
    if (dt >= s->wait_ms) {
        demo_move(s);
        s->wait_ms = 1400;
        return 0;
    }
    s->wait_ms -= dt;
    return (int)s->wait_ms;
}

static int title_update(Ui *ui, void *st, uint32_t dt)
{
    TitleState *s = st;
    /* A window without the keyboard's focus (another program in front)
     * keeps its demo still until it has it again: its focus event wakes
     * the loop. */
    bool away = ui->window &&
                !(SDL_GetWindowFlags(ui->window) & SDL_WINDOW_INPUT_FOCUS);
    int next = away ? -1 : title_tick(s, dt);
    title_damage(ui, s);
    return next;
}

static void title_draw(Ui *ui, void *st)
{
    TitleState *s = st;
    layout(ui, s);
    /* the live board, large and quiet behind the menu */
    UiBoardLayout L;
    UiBoardView v;
    uint16_t counts[RULES_MAX_HOLES], captured[2];
    uint64_t key = demo_scene(ui, s, &L, &v, counts, captured);
    /* The board lies under a dark veil: the layer holds it veiled, and
     * the moving seeds are drawn as if under the same veil, which saves
     * veiling the whole window every frame. */
    if (ui_layer_begin(ui, key)) {
        ui_background(ui);
        ui_board_draw_base(ui, &L, &v);
        ui_fill(ui, (UiRect){0, 0, (float)ui->w, (float)ui->h},
                UI_RGBA(0, 0, 0, TITLE_VEIL));
        ui_layer_end(ui);
    }
    ui->veil = TITLE_VEIL;
    ui_board_draw_top(ui, &L, &v);
    ui_anim_draw(ui, &s->anim, &L);
    ui->veil = 0;
    s->drawn = true;
    s->drawn_key = key;
    memcpy(s->drawn_counts, counts, sizeof s->drawn_counts);
    memcpy(s->drawn_captured, captured, sizeof s->drawn_captured);
    s->drawn_hand = ui_anim_area(&s->anim, &L);
    int tpx = s->m.title_px;
    float ty = s->m.title_y;
    ui_text(ui, UI_SERIF, tpx, UI_RGBA(0, 0, 0, 140), (float)ui->w / 2 + 3,
            ty + 4, UI_CENTER | UI_MIDDLE, "Mancala Atlas");
    ui_text(ui, UI_SERIF, tpx, UI_RGB(252, 226, 170), (float)ui->w / 2, ty,
            UI_CENTER | UI_MIDDLE, "Mancala Atlas");
    /* a little smaller where it would run out of the window (at 200 %
     * at 800x600 the Vietnamese one was cut at both ends) */
    ui_text(ui, UI_SANS,
            ui_px_fit(ui, UI_SANS, ui_px(ui, 24), (float)ui->w * 0.94f,
                      s->subtitle_text),
            UI_RGB(240, 222, 190), (float)ui->w / 2, s->m.sub_y,
            UI_CENTER | UI_MIDDLE, s->subtitle_text);
    /* the menu stands on a dark panel of its own, so the demo's holes
     * read as the scenery behind it, not as places under the buttons */
    float mp = 14 * ui->u + 6;
    ui_round(ui, s->m.panel, mp * 1.2f, UI_RGBA(28, 14, 6, 215));
    for (int i = 0; i < TITLE_N; i++) {
        if (s->m.buttons[i].r.w > 0) {
            ui_button_draw(ui, &s->m.buttons[i], i == s->focus);
        }
    }
    ui_text(ui, UI_SANS, s->m.keys_px, UI_RGBA(240, 222, 190, 200),
            s->m.keys_x, s->m.keys_y, UI_CENTER | UI_MIDDLE,
            s->m.keys_line);
    /* a notice ("Your game is kept…") goes under the menu, over the keys'
     * line, not over the title's name (it covered it at 150 %: issue 52) */
    float foot = s->m.panel.y + s->m.panel.h;
    ui->notice_room = (UiRect){s->m.panel.x, foot, s->m.panel.w,
                               (float)ui->h - foot};
    /* and clear of About in its corner (issue 51: it covered it) */
    UiRect a = s->m.buttons[TITLE_ABOUT].r;
    float right = a.x - 6 * ui->u - 2;
    if (a.y + a.h > foot && right < s->m.panel.x + s->m.panel.w) {
        ui->notice_room.x = (float)ui->w - right;
        ui->notice_room.w = right - ui->notice_room.x;
    }
}

static void title_leave(Ui *ui, void *st)
{
    (void)ui;
    TitleState *s = st;
    ui_anim_free(&s->anim);
    free(s);
}

static void title_dump(Ui *ui, void *st, FILE *f)
{
    TitleState *s = st;
    layout(ui, s);
    fprintf(f, "screen title\ncontinue %s\nunfinished",
            s->can_continue ? s->continue_labels[0] : "");
    for (int i = 0; i < s->n_unfinished; i++) {
        fprintf(f, " %s", rules_game_name(s->unfinished[i].game));
    }
    fprintf(f, "\npuzzle %s\npath %s %d\nfocus %d\nfocus_label %s\n",
            s->puzzle_game < 0 ? "-" : rules_game_name(s->puzzle_game),
            s->path_game < 0 ? "-" : rules_game_name(s->path_game),
            s->path_step, s->focus,
            s->focus >= 0 && s->m.buttons[s->focus].label
                ? s->m.buttons[s->focus].label
                : "");
    /* the subtitle as title_draw centres it */
    int sw, sh;
    ui_text_size(ui, UI_SANS, ui_px(ui, 24), s->subtitle_text, &sw, &sh);
    fprintf(f, "subtitle %d %d %d %d\n", (ui->w - sw) / 2,
            (int)(s->m.sub_y - (float)sh / 2),
            sw, sh);
    ui_buttons_dump(s->m.buttons, TITLE_N, f);
    /* the menu's dark ground and the demo's holes (radius, centres) */
    UiRect p = s->m.panel;
    UiBoardLayout L;
    ui_title_board(ui, &s->m, &L);
    fprintf(f, "panel %d %d %d %d\ndemo_pits %d", (int)p.x, (int)p.y,
            (int)p.w, (int)p.h, (int)L.pit_r);
    for (int h = 0; h < L.hole_count; h++) {
        fprintf(f, " %d %d", (int)L.pit_x[h], (int)L.pit_y[h]);
    }
    fprintf(f, "\ndemo %s\nmoves %d\n",
            s->anim.active || s->quiet_ms < TITLE_DEMO_REST_MS ? "playing"
                                                               : "resting",
            (int)s->pos.moves_played);
}

static const UiKey title_keys[] = {
    {N_("Arrow keys or Tab"), N_("Move between the buttons")},
    {N_("Enter or Space"), N_("Press the button with the ring")},
    {N_("Ctrl+O"), N_("Load a saved game")},
    /* (issue 51: read as "quitting asks", while the Quit button quits
     * at once) */
    {N_("Esc"), N_("Puts the ring on Quit; a second Esc asks whether to "
                   "quit. The Quit button quits at once; unfinished games "
                   "are kept")},
    {NULL, NULL},
};

static const UiScreenDef title_def = {
    "title", title_input, title_update, title_draw, title_leave, title_dump,
    title_keys};

void ui_title_push(Ui *ui)
{
    TitleState *s = calloc(1, sizeof *s);
    if (!s) {
        ui_fatal(__FILE__, __LINE__, "out of memory");
    }
    rules_setup(&s->pos, ui_look_shown_first(), 0);
    s->rng = 7;
    s->wait_ms = 600;
    ui_anim_start(&s->anim, &s->pos, &s->pos, NULL, UI_SPEED_NORMAL, false);
    s->anim.wordless = true; /* the counts would run under the menu */
    s->focus = TITLE_PLAY;
    ui_autosave_greet(ui);
    check_autosave(ui, s);
    /* what the paths have done so far is known: only a step done from
     * now on is celebrated */
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        ui_path_news(ui, (RulesGameId)g);
    }
    if (s->can_continue) {
        s->focus = TITLE_CONTINUE;
    }
    ui_push(ui, &title_def, s);
}
