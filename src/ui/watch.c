/* watch.c: Learn mode's "Watch a game": a recorded game played back move by
 * move, with captions. */
#include "uipriv.h"

#include "learn.h"
#include "session.h"

#include <stdlib.h>
#include <string.h>

static const char *const *side_names(void)
{
    static const char *names[2];
    names[0] = _("South");
    names[1] = _("North");
    return names;
}

/* ---- Watching a recorded game ---- */

enum { WB_BACK = 0, WB_AGAIN, WB_N };

typedef struct WatchState {
    RulesGameId game;
    Session *sess;
    char error[700];
    RulesPosition before;
    UiAnim anim;
    uint32_t wait_ms; /* pause between moves */
    bool ended;
    int focus;
    UiButton buttons[WB_N];
    UiBoardLayout L;
    UiRect caption;
    char last[300];
} WatchState;

static void watch_restart(WatchState *s)
{
    s->ended = false;
    s->wait_ms = 900;
    s->last[0] = '\0';
    if (s->sess && session_review(s->sess, 0)) {
        s->before = *session_shown(s->sess);
        ui_anim_still(&s->anim, &s->before);
    }
}

static void watch_layout(Ui *ui, WatchState *s)
{
    float pad = 18 * ui->u + 6;
    float bh = 44 * ui->u + 8;
    float bw = 190 * ui->u + 20;
    float top = 96 * ui->u + 24;
    float cap_h = 56 * ui->u + 10;
    float by = (float)ui->h - pad - bh;
    s->caption = (UiRect){pad, by - pad * 0.6f - cap_h,
                          (float)ui->w - 2 * pad, cap_h};
    UiRect area = {pad, top, (float)ui->w - 2 * pad,
                   s->caption.y - top - pad * 0.6f};
    ui_board_layout(s->before.game == s->game ? s->game : s->game,
                    s->before.holes_per_row ? s->before.holes_per_row : 0,
                    area, &s->L);
    s->buttons[WB_BACK] = (UiButton){{pad, by, bw, bh}, _("Back"), WB_BACK,
                                     true, false};
    s->buttons[WB_AGAIN] = (UiButton){{(float)ui->w - pad - bw, by, bw, bh},
                                      _("From the start"), WB_AGAIN,
                                      s->sess != NULL, false};
}

static void watch_input(Ui *ui, void *st, const SDL_Event *e)
{
    WatchState *s = st;
    watch_layout(ui, s);
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_ESCAPE) {
        ui_pop(ui);
        return;
    }
    int hit = ui_buttons_input(ui, s->buttons, WB_N, &s->focus, e);
    if (hit == WB_BACK) {
        ui_pop(ui);
    } else if (hit == WB_AGAIN && s->sess) {
        watch_restart(s);
    }
}

/* The caption of the event on show: captures and skips name their rule. */
static void watch_caption(const Ui *ui, WatchState *s, char *buf, size_t size)
{
    if (s->anim.active && s->anim.len) {
        size_t i = ui_caption_event(s->anim.ev, s->anim.len,
                                    s->anim.i < s->anim.len ? s->anim.i
                                                            : s->anim.len - 1);
        ui_caption_for(ui, &s->anim.before, s->anim.ev, s->anim.len, i,
                       side_names(), buf, size);
        snprintf(s->last, sizeof s->last, "%s", buf);
    } else if (s->ended) {
        snprintf(buf, size, "%s", _("The end of the game."));
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
    (void)ui;
    WatchState *s = st;
    if (!s->sess || s->ended) {
        return -1;
    }
    if (s->anim.active) {
        if (ui_anim_update(&s->anim, dt)) {
            return 16;
        }
        s->wait_ms = 900;
        return (int)s->wait_ms;
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
                      UI_SPEED_SLOW, false);
        s->before = *session_shown(s->sess);
    } else {
        s->ended = true;
    }
    rules_trace_free(&t);
    return 16;
}

static void watch_draw(Ui *ui, void *st)
{
    WatchState *s = st;
    watch_layout(ui, s);
    if (s->sess) {
        ui_learn_board_draw(ui, &s->L, &s->before, &s->anim, 0, 0, -1);
    } else {
        ui_background(ui);
    }
    float pad = 18 * ui->u + 6;
    char title[200];
    snprintf(title, sizeof title, _("Watch a game of %s"),
             rules_game_title(s->game));
    ui_text(ui, UI_SERIF, ui_px(ui, 40), UI_RGB(252, 226, 170),
            (float)ui->w / 2, pad + 20 * ui->u, UI_CENTER | UI_MIDDLE, title);
    if (!s->sess) {
        ui_text_wrap(ui, UI_BOLD, ui_px(ui, 20), UI_RGB(255, 200, 170), pad,
                     (float)ui->h * 0.4f, (float)ui->w - 2 * pad, true,
                     s->error);
    } else {
        char line[120];
        snprintf(line, sizeof line, _("Move %zu of %zu"),
                 session_shown_index(s->sess), session_move_count(s->sess));
        ui_text(ui, UI_BOLD, ui_px(ui, 22), UI_RGB(240, 222, 190),
                (float)ui->w / 2, pad + 62 * ui->u, UI_CENTER | UI_MIDDLE,
                line);
        UiRect c = s->caption;
        ui_round(ui, c, c.h * 0.3f, UI_RGBA(30, 16, 8, 170));
        char cap[300];
        watch_caption(ui, s, cap, sizeof cap);
        ui_text_fit(ui, UI_BOLD, ui_px(ui, 20), UI_RGB(255, 240, 206),
                    c.x + c.h * 0.4f, c.y + c.h * 0.3f, c.w - c.h * 0.8f, cap);
    }
    for (int i = 0; i < WB_N; i++) {
        if (s->buttons[i].enabled) {
            ui_button_draw(ui, &s->buttons[i], i == s->focus);
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
    (void)ui;
    WatchState *s = st;
    fprintf(f, "screen watch\ngame %s\nmove %zu\nended %d\n",
            rules_game_name(s->game),
            s->sess ? session_shown_index(s->sess) : 0, s->ended ? 1 : 0);
}

static const UiKey watch_keys[] = {
    {N_("Left, Right or Tab"), N_("Move between the buttons")},
    {N_("Enter or Space"), N_("Press the button with the ring")},
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
    watch_restart(s);
    ui_push(ui, &watch_def, s);
}
