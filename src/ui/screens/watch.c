/* watch.c: Learn mode's "Watch a game": a recorded game played back move by
 * move, with captions, and the controls of a replay: pause, a move back or
 * on, the pace. */
#include "board/ai_play.h"
#include "board/anim.h"
#include "board/board.h"
#include "board/stage.h"
#include "kit/draw.h"
#include "kit/rect.h"
#include "kit/screen.h"
#include "kit/settings.h"
#include "kit/text.h"
#include "kit/ui_i18n.h"
#include "kit/widgets.h"
#include "screens/scr_watch.h"

#include "learn.h"
#include "puzzle.h"
#include "screens/path.h"
#include "session.h"

#include <stdlib.h>
#include <string.h>

/* A recorded game's players are South and North. */
static UiWho side_names(void)
{
    return (UiWho){{_("South"), _("North")}, -1};
}

/* ---- Watching a recorded game ---- */

enum { WB_BACK = 0, WB_PREV, WB_PAUSE, WB_NEXT, WB_PACE, WB_AGAIN, WB_N };

typedef struct WatchState {
    RulesGameId game;
    Session *sess;
    char error[700];
    RulesPosition before;
    UiAnim anim;
    uint32_t wait_ms; /* pause between moves */
    bool ended;
    bool paused; /* by the player: no next move until Space or Go on */
    char pace[80];
    int focus;
    UiButton buttons[WB_N];
    UiBoardLayout L;
    UiRect caption;
    char last[300];
} WatchState;

static void watch_restart(Ui *ui, WatchState *s)
{
    s->ended = false;
    s->paused = false;
    s->wait_ms = ui_speed_gap(ui->watch_speed);
    s->last[0] = '\0';
    if (s->sess && session_browse(s->sess, 0)) {
        s->before = *session_shown(s->sess);
        ui_anim_still(&s->anim, &s->before);
    }
}

/* The widest of texts t[0..n) in the buttons' type. */
static const char *widest(Ui *ui, const char *const t[], int n)
{
    const char *w = t[0];
    int most = 0;
    for (int i = 0; i < n; i++) {
        int tw;
        ui_text_size(ui, UI_BOLD, 20, t[i], &tw, NULL);
        if (tw > most) {
            most = tw;
            w = t[i];
        }
    }
    return w;
}

static void watch_layout(Ui *ui, WatchState *s)
{
    float pad = 18 * ui->u + 6;
    float bh = ui_button_h(ui, 44, 8);
    float title_y, line_y, top = ui_heading(ui, &title_y, &line_y);
    float cap_h = 56 * ui->u + 10;
    float by = (float)ui->h - pad - bh;
    s->caption = (UiRect){pad, by - pad * 0.6f - cap_h,
                          (float)ui->w - 2 * pad, cap_h};
    UiRect area = {pad, top, (float)ui->w - 2 * pad,
                   s->caption.y - top - pad * 0.6f};
    ui_board_layout(s->before.game == s->game ? s->game : s->game,
                    s->before.holes_per_row ? s->before.holes_per_row : 0,
                    area, &s->L);
    /* one row: Back, the replay's controls, From the start */
    float gap = 10 * ui->u + 2;
    snprintf(s->pace, sizeof s->pace, _("Speed: %s"),
             ui_speed_label(ui->watch_speed));
    const char *labels[WB_N] = {_("Back"), _("« Move"),
                                s->paused ? _("Go on") : _("Pause"),
                                _("Move »"), s->pace, _("From the start")};
    for (int i = 0; i < WB_N; i++) {
        s->buttons[i] = (UiButton){{0, by, 0, bh}, labels[i], i,
                                   i == WB_BACK || s->sess != NULL,
                                   i == WB_PAUSE && s->paused};
    }
    /* widths that stay as the pace and Pause change: each sized by the
     * longest of its values */
    const char *fit_as[WB_N] = {NULL};
    char paces[UI_SPEED_COUNT][80];
    const char *pause[2] = {_("Pause"), _("Go on")};
    const char *pace[UI_SPEED_COUNT];
    for (int v = 0; v < UI_SPEED_COUNT; v++) {
        snprintf(paces[v], sizeof paces[v], _("Speed: %s"),
                 ui_speed_label(v));
        pace[v] = paces[v];
    }
    fit_as[WB_PAUSE] = widest(ui, pause, 2);
    fit_as[WB_PACE] = widest(ui, pace, UI_SPEED_COUNT);
    UiRect row = {pad, by, (float)ui->w - 2 * pad, bh};
    ui_buttons_row(ui, s->buttons, WB_N, row, gap, fit_as, WB_PACE);
    ui_buttons_keep_focus(s->buttons, WB_N, &s->focus);
}

static int watch_update(Ui *ui, void *st, uint32_t dt);

/* Space and the Pause button: the watched game stops (in the middle of a
 * move too) or goes on. */
static void watch_pause(WatchState *s)
{
    s->paused = !s->paused;
    if (s->anim.active) {
        s->anim.paused = s->paused;
    }
}

/* Left and Right (and « Move, Move »): the game pauses, and shows the move
 * before, or plays the next one and stops after it (a move under way is
 * finished first). */
static void watch_move(Ui *ui, WatchState *s, int step)
{
    s->paused = true;
    bool moving = s->anim.active;
    if (moving) {
        ui_anim_finish(&s->anim);
    }
    size_t shown = session_shown_index(s->sess);
    if (step < 0) {
        if (shown > 0) {
            session_browse(s->sess, shown - 1);
        }
        s->before = *session_shown(s->sess);
        ui_anim_still(&s->anim, &s->before);
        s->ended = false;
        s->last[0] = '\0';
    } else if (!moving) {
        s->wait_ms = 0;
        s->paused = false;
        watch_update(ui, s, 0); /* the next move starts */
        s->paused = true;
    }
}

static void watch_press(Ui *ui, WatchState *s, int id)
{
    switch (id) {
    case WB_BACK:
        ui_pop(ui);
        break;
    case WB_PREV:
    case WB_NEXT:
        watch_move(ui, s, id == WB_PREV ? -1 : 1);
        break;
    case WB_PAUSE:
        watch_pause(s);
        break;
    case WB_PACE:
        ui->watch_speed = (ui->watch_speed + 1) % UI_SPEED_COUNT;
        s->anim.speed = ui->watch_speed;
        break;
    case WB_AGAIN:
        watch_restart(ui, s);
        break;
    default:
        break;
    }
}

static void watch_input(Ui *ui, void *st, const SDL_Event *e)
{
    WatchState *s = st;
    watch_layout(ui, s);
    if (e->type == SDL_KEYDOWN && s->sess) {
        /* the replay's keys; Space never presses a button in focus */
        switch (e->key.keysym.sym) {
        case SDLK_SPACE:
            watch_press(ui, s, WB_PAUSE);
            return;
        case SDLK_LEFT:
            watch_press(ui, s, WB_PREV);
            return;
        case SDLK_RIGHT:
            watch_press(ui, s, WB_NEXT);
            return;
        case SDLK_s:
            watch_press(ui, s, WB_PACE);
            return;
        default:
            break;
        }
    }
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_ESCAPE) {
        ui_pop(ui);
        return;
    }
    int hit = ui_buttons_input(ui, s->buttons, WB_N, &s->focus, e);
    if (hit >= 0) {
        watch_press(ui, s, hit);
    }
}

/* The end of the watched game: who won, and the seeds each side took
 * where the game counts them (fresh-eyes: the end lacked the score). */
static void end_words(const WatchState *s, char *buf, size_t size)
{
    const RulesPosition *p = session_position(s->sess);
    int w = p->winner == RULES_WINNER_NORTH ? 1 : 0;
    int mine = p->captured[w], theirs = p->captured[1 - w];
    UiWho who = side_names();
    if (p->winner != RULES_WINNER_SOUTH && p->winner != RULES_WINNER_NORTH) {
        snprintf(buf, size, _("The end of the game: a draw, %d to %d."),
                 mine, theirs);
    } else if (mine + theirs > 0) {
        snprintf(buf, size, _("The end of the game: %s wins, %d to %d."),
                 who.names[w], mine, theirs);
    } else {
        snprintf(buf, size, _("The end of the game: %s wins."),
                 who.names[w]);
    }
}

/* The caption of the event on show: captures and skips name their rule. */
static void watch_caption(const Ui *ui, WatchState *s, char *buf, size_t size)
{
    if (s->anim.active && s->anim.len) {
        size_t i = ui_caption_event(s->anim.ev, s->anim.len,
                                    s->anim.i < s->anim.len ? s->anim.i
                                                            : s->anim.len - 1);
        UiWho who = side_names();
        ui_caption_for(ui, &s->anim.before, s->anim.ev, s->anim.len, i,
                       &who, buf, size);
        snprintf(s->last, sizeof s->last, "%s", buf);
    } else if (s->ended) {
        end_words(s, buf, size);
    } else if (!s->last[0]) {
        snprintf(buf, size, "%s",
                 _("The starting position: the first move comes in a "
                   "moment."));
    } else {
        snprintf(buf, size, "%s", s->last);
    }
}

static int watch_update(Ui *ui, void *st, uint32_t dt)
{
    WatchState *s = st;
    if (!s->sess || s->ended) {
        return -1;
    }
    if (s->anim.active) {
        if (s->anim.paused) {
            return -1; /* paused in the middle of a move */
        }
        if (ui_anim_update(&s->anim, dt)) {
            return 16;
        }
        s->wait_ms = ui_speed_gap(ui->watch_speed);
        return s->paused ? -1 : (int)s->wait_ms;
    }
    if (s->paused) {
        return -1;
    }
    if (dt < s->wait_ms) {
        s->wait_ms -= dt;
        return (int)s->wait_ms;
    }
    RulesTrace t = {0};
    s->before = *session_shown(s->sess);
    if (session_replay_step(s->sess, &t)) {
        ui_anim_free(&s->anim);
        ui_anim_start(&s->anim, &s->before, session_shown(s->sess), &t,
                      ui->watch_speed, false);
        s->before = *session_shown(s->sess);
    } else {
        s->ended = true;
        /* a step of the path once watched to its end (issue 52: two
         * moves seen, then Esc, ticked it) */
        ui_path_mark(ui, s->game, PUZZLE_PATH_WATCHED);
    }
    rules_trace_free(&t);
    return 16;
}

/* "Move 3 of 40 · North to play": whose move is sown now (or comes
 * next); at the end, the moves alone. */
static void watch_status(const WatchState *s, char *buf, size_t size)
{
    size_t k = session_shown_index(s->sess), n = session_move_count(s->sess);
    const RulesPosition *p = s->anim.active ? &s->anim.before
                                            : session_shown(s->sess);
    UiWho who = side_names();
    if (s->ended || k >= n || p->over) {
        snprintf(buf, size, _("Move %zu of %zu"), k, n);
    } else {
        /* TRANSLATORS: the move shown, the moves of the game, and the
         * player whose move it is ("South") */
        snprintf(buf, size, _("Move %zu of %zu · %s to play"),
                 s->anim.active ? k : k + 1, n, who.names[p->to_move]);
    }
}

static void watch_draw(Ui *ui, void *st)
{
    WatchState *s = st;
    watch_layout(ui, s);
    if (s->sess) {
        ui_learn_board_draw(ui, &s->L, &s->before, &s->anim, 0, 0, -1,
                            NULL);
    } else {
        ui_background(ui);
    }
    float pad = 18 * ui->u + 6;
    char title[200];
    snprintf(title, sizeof title, _("Watch a game of %s"),
             rules_game_title(s->game));
    float title_y, line_y;
    ui_heading(ui, &title_y, &line_y);
    ui_text(ui, UI_SERIF, ui_px(ui, 40), UI_RGB(252, 226, 170),
            (float)ui->w / 2, title_y, UI_CENTER | UI_MIDDLE, title);
    if (!s->sess) {
        ui_text_wrap(ui, UI_BOLD, ui_px(ui, 20), UI_RGB(255, 200, 170), pad,
                     (float)ui->h * 0.4f, (float)ui->w - 2 * pad, true,
                     s->error);
    } else {
        char line[200];
        watch_status(s, line, sizeof line);
        ui_text(ui, UI_BOLD, ui_px(ui, 22), UI_RGB(240, 222, 190),
                (float)ui->w / 2, line_y, UI_CENTER | UI_MIDDLE,
                line);
        UiRect c = s->caption;
        ui_round(ui, c, c.h * 0.3f, UI_RGBA(30, 16, 8, 170));
        char cap[300];
        watch_caption(ui, s, cap, sizeof cap);
        /* in the middle of its box (it sat on the box's bottom edge),
         * smaller rather than cut short (issue 51) */
        float room = c.w - c.h * 0.8f;
        int px = ui_px(ui, 20), tw, th;
        ui_text_size(ui, UI_BOLD, px, cap, &tw, &th);
        while (((float)tw > room || (float)th > c.h * 0.9f) && px > 10) {
            px--;
            ui_text_size(ui, UI_BOLD, px, cap, &tw, &th);
        }
        ui_text_fit(ui, UI_BOLD, px, UI_RGB(255, 240, 206), c.x + c.h * 0.4f,
                    c.y + (c.h - (float)th) / 2, room, cap);
    }
    for (int i = 0; i < WB_N; i++) {
        if (s->buttons[i].enabled) {
            (i == WB_PACE ? ui_cycle_button_draw : ui_button_draw_as)(
                ui, &s->buttons[i], i == s->focus, NULL);
        }
    }
}

static void watch_leave(Ui *ui, void *st)
{
    (void)ui;
    WatchState *s = st;
    ui_anim_free(&s->anim);
    session_free(s->sess);
    free(s);
}

static void watch_dump(Ui *ui, void *st, FILE *f)
{
    WatchState *s = st;
    fprintf(f, "screen watch\ngame %s\nmove %zu\nended %d\npaused %d\n"
               "animating %d\npace %s\n",
            rules_game_name(s->game),
            s->sess ? session_shown_index(s->sess) : 0, s->ended ? 1 : 0,
            s->paused ? 1 : 0, s->anim.active ? 1 : 0,
            ui_speed_name(ui->watch_speed));
    if (s->sess) {
        char line[200];
        watch_status(s, line, sizeof line);
        fprintf(f, "status %s\n", line);
    }
    watch_layout(ui, s);
    ui_buttons_dump(s->buttons, WB_N, f);
}

static const UiKey watch_keys[] = {
    {N_("Space"), N_("Pause or go on")},
    {N_("Left, Right"), N_("Step a move back or forward (the game pauses)")},
    {N_("S"), N_("The pace: slow, normal, fast")},
    {N_("Tab, Enter"), N_("Move between the buttons, press the one with "
                          "the ring")},
    {NULL, NULL},
};

static const UiScreenDef watch_def = {
    "watch", watch_input, watch_update, watch_draw, watch_leave, watch_dump,
    watch_keys};

void ui_watch_push(Ui *ui, RulesGameId game)
{
    WatchState *s = calloc(1, sizeof *s);
    if (!s) {
        ui_fatal(__FILE__, __LINE__, "out of memory");
    }
    s->game = game;
    s->anim.sound = ui->sound;
    char path[1200];
    SessionError err;
    if (learn_demo_path(ui->data_dir, game, path, sizeof path) != 0) {
        snprintf(s->error, sizeof s->error, "%s", _("No recorded game."));
    } else if (!(s->sess = session_load(path, &err))) {
        snprintf(s->error, sizeof s->error,
                 _("The recorded game cannot be shown: %s"), err.message);
    }
    rules_setup(&s->before, game, 0);
    ui_anim_still(&s->anim, &s->before);
    watch_restart(ui, s);
    ui_push(ui, &watch_def, s);
}
