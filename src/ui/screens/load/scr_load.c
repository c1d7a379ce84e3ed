/* scr_load.c: the Load screen: the saved games of the saves folder, newest first, to open, replay, rename or delete; a damaged file says what is wrong and where. */
#define _POSIX_C_SOURCE 200809L
#include "board/ai_play.h"
#include "kit/dialog.h"
#include "kit/draw.h"
#include "kit/rect.h"
#include "kit/screen.h"
#include "kit/settings.h"
#include "kit/text.h"
#include "kit/ui_i18n.h"
#include "kit/widgets.h"
#include "screens/rooms.h"
#include "screens/saves.h"
#include "screens/load/scr_load.h"

#include "session.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include "platform.h"

#include "screens/load/load_screen.h"

/* How much of a larger text size the heading and the buttons take:
 * half. */
static float heading_scale(Ui *ui)
{
    return (1 + (ui_text_scale(ui) - 1) * 0.5f) / ui_text_scale(ui);
}

/* The message under the list: what went wrong, or what is wrong with the
 * chosen save; "" for none. */
static const char *list_message(const LoadState *s)
{
    if (!s->error[0] && s->n > 0 && !s->e[s->sel].ok) {
        return s->e[s->sel].error;
    }
    return s->error;
}

static void layout(Ui *ui, LoadState *s)
{
    /* wider and taller with larger text (issue 51: at 200 % two thirds
     * of the window, one row a page, its name cut) */
    float grow = 1 + (ui_text_scale(ui) - 1) * 0.6f;
    float w = (900 * ui->u + 60) * grow,
          h = (float)ui->h * (grow > 1 ? 0.94f : 0.86f);
    if (w > (float)ui->w * 0.94f) {
        w = (float)ui->w * 0.94f;
    }
    s->box = (UiRect){((float)ui->w - w) / 2, ((float)ui->h - h) / 2, w, h};
    float pad = 24 * ui->u + 6, gap = 12 * ui->u + 4;
    /* the buttons and the heading grow less than the words (issue 51:
     * at 200 % they left the list one row) */
    float bh = ui_button_h(ui, 46, 8) * heading_scale(ui);
    float head = (float)ui_px(ui, 40) * heading_scale(ui) * 1.5f + pad;
    /* room for a message only while there is one */
    float err_h = list_message(s)[0] ? (float)ui_px(ui, 17) * 3.2f
                                     : (float)ui_px(ui, 15) * 1.6f;
    const char *labels[LB_N] = {_("Open"), _("Replay"), _("Review"),
                                _("Rename"), _("Delete"), _("Back")};
    for (int i = 0; i < LB_N; i++) {
        s->buttons[i] = (UiButton){{0, 0, 0, 0}, labels[i], i,
                                   i == LB_BACK || s->n > 0, false};
    }
    float by = ui_buttons_rows(ui, s->buttons, LB_N, s->box.x + pad,
                               w - 2 * pad, s->box.y + h - pad, bh, gap);
    s->list = (UiRect){s->box.x + pad, s->box.y + head, w - 2 * pad,
                       by - gap - err_h - (s->box.y + head)};
    s->row_h = (float)ui_px(ui, 18) * 2.8f;
    float header_h = (float)ui_px(ui, 15) * 1.8f;
    int fit = (int)((s->list.h - header_h) / s->row_h);
    s->fit = fit > 0 ? fit : 1;
    if (s->sel < s->first) {
        s->first = s->sel;
    } else if (s->sel >= s->first + s->fit) {
        s->first = s->sel - s->fit + 1;
    }
    /* a page up and down as arrows under the list's right end, where
     * its rows are more than a page (issue 51: paged by the wheel
     * only) */
    float ah = (float)ui_px(ui, 15) * 1.4f, ax = s->list.x + s->list.w;
    for (int i = 0; i < 2; i++) {
        s->pages[i] = s->n > s->fit
                          ? (UiRect){ax - (float)(2 - i) * ah * 1.9f,
                                     s->list.y + s->list.h + 4 * ui->u,
                                     ah * 1.7f, ah}
                          : (UiRect){0, 0, 0, 0};
    }
    /* a damaged save cannot be opened or replayed, only renamed or
     * deleted: the focus never rests on what cannot be pressed */
    bool damaged = s->n > 0 && !s->e[s->sel].ok;
    s->buttons[LB_OPEN].enabled = s->n > 0 && !damaged;
    s->buttons[LB_REPLAY].enabled = s->n > 0 && !damaged;
    ui_buttons_keep_focus(s->buttons, LB_N, &s->focus);
}

/* The row under (x, y), or -1. */
static int row_hit(const Ui *ui, const LoadState *s, float x, float y)
{
    float top = s->list.y + (float)ui_px((Ui *)ui, 15) * 1.8f;
    if (!ui_in_rect(s->list, x, y) || y < top) {
        return -1;
    }
    int r = s->first + (int)((y - top) / s->row_h);
    return r < s->n && r < s->first + s->fit && !s->e[r].heading ? r : -1;
}

/* Opens the selected save (and replays or reviews it when asked: `then`
 * LB_REPLAY; LB_REVIEW reviews it over the list). A damaged file shows
 * its message here and the list stays. */
static void open_selected(Ui *ui, LoadState *s, int then)
{
    if (s->n == 0) {
        return;
    }
    LoadEntry *e = &s->e[s->sel];
    if (!e->ok) {
        snprintf(s->error, sizeof s->error, "%s", e->error);
        ui_notice(ui, true, e->error);
        return;
    }
    char path[1400], err[SESSION_MESSAGE_MAX + 40];
    snprintf(path, sizeof path, "%s", e->path);
    if (then == LB_REVIEW) {
        /* reviewed over this list, Back comes back to it, and the game
         * in play is left as it is (issue 58: reviewing a match's first
         * game put it in the place of the match in play, whose next game
         * then started from that game's score) */
        SessionError se = {0};
        Session *sess = session_load(path, &se);
        if (!sess) {
            ui_notice(ui, true, se.message);
            return;
        }
        ui_rooms.review(ui, sess);
        session_free(sess);
        return;
    }
    ui_pop(ui); /* frees s: the game takes this screen's place */
    if (!ui_rooms.game_load(ui, path, err, sizeof err)) {
        /* changed or removed since the list was read */
        ui_load_push(ui);
        ui_notice(ui, true, err);
        return;
    }
    if (then == LB_REPLAY) {
        ui_rooms.game_start_replay(ui);
    }
}

static void start_rename(LoadState *s)
{
    if (s->n == 0) {
        return;
    }
    s->renaming = true;
    s->error[0] = '\0';
    ui_field_start(&s->edit, s->e[s->sel].name, sizeof s->edit.text);
}

static void stop_rename(Ui *ui, LoadState *s, bool keep)
{
    if (keep && strcmp(s->edit.text, s->e[s->sel].name) != 0) {
        if (!ui_save_rename(ui, s->e[s->sel].path, s->edit.text, s->error,
                            sizeof s->error)) {
            return; /* the name stays open to be put right */
        }
        snprintf(s->follow, sizeof s->follow, "%s", s->edit.text);
    }
    s->renaming = false;
    s->error[0] = '\0';
    SDL_StopTextInput();
}

static void rename_input(Ui *ui, LoadState *s, const SDL_Event *e)
{
    UiFieldAct act = ui_field_input(&s->edit, e);
    if (act == UI_FIELD_KEEP || act == UI_FIELD_CANCEL) {
        stop_rename(ui, s, act == UI_FIELD_KEEP);
    }
}

static void delete_chosen(Ui *ui, void *ctx)
{
    LoadState *s = ctx;
    if (s->n > 0 && !ui_save_delete(ui, s->e[s->sel].path, s->error,
                                    sizeof s->error)) {
        ui_notice(ui, true, s->error);
    }
}

static void ask_delete(Ui *ui, LoadState *s)
{
    if (s->n == 0) {
        return;
    }
    char q[400];
    snprintf(q, sizeof q, _("Delete the saved game “%s”? This cannot be "
                            "undone."), s->e[s->sel].name);
    ui_confirm_push(ui, q, delete_chosen, s);
}

/* A button pressed, by click or key. */
static void press(Ui *ui, LoadState *s, int id)
{
    switch (id) {
    case LB_BACK:
        ui_pop(ui);
        break;
    case LB_RENAME:
        start_rename(s);
        break;
    case LB_DELETE:
        ask_delete(ui, s);
        break;
    default:
        open_selected(ui, s, id);
        break;
    }
}

/* The list `d` rows further down (up when negative), the choice kept
 * among the rows shown. */
static void scroll_by(LoadState *s, int d)
{
    s->first += d;
    int max = s->n - s->fit;
    s->first = s->first > max ? max : s->first;
    s->first = s->first < 0 ? 0 : s->first;
    if (s->sel < s->first) {
        s->sel = s->first;
    } else if (s->sel >= s->first + s->fit) {
        s->sel = s->first + s->fit - 1;
    }
    load_settle(s, 1);
}

static void load_input(Ui *ui, void *st, const SDL_Event *e)
{
    LoadState *s = st;
    layout(ui, s);
    if (s->renaming) {
        rename_input(ui, s, e);
        return;
    }
    if (e->type == SDL_KEYDOWN) {
        SDL_Keycode k = e->key.keysym.sym;
        if (k == SDLK_F2) {
            start_rename(s);
            return;
        }
        if (k == SDLK_DELETE) {
            ask_delete(ui, s);
            return;
        }
        if (k == SDLK_ESCAPE) {
            ui_pop(ui);
            return;
        }
        if (k == SDLK_UP || k == SDLK_DOWN || k == SDLK_PAGEUP ||
            k == SDLK_PAGEDOWN || k == SDLK_HOME || k == SDLK_END) {
            int step = k == SDLK_UP ? -1 : k == SDLK_DOWN ? 1
                       : k == SDLK_PAGEUP ? -s->fit : k == SDLK_PAGEDOWN
                           ? s->fit
                       : k == SDLK_HOME ? -s->n : s->n;
            s->sel += step;
            s->sel = s->sel < 0 ? 0 : s->sel >= s->n ? s->n - 1 : s->sel;
            s->sel = s->sel < 0 ? 0 : s->sel;
            load_settle(s, step > 0 ? 1 : -1);
            s->error[0] = '\0';
            return;
        }
        bool enter = k == SDLK_RETURN || k == SDLK_KP_ENTER;
        if (enter && s->n > 0) {
            open_selected(ui, s, LB_OPEN);
            return;
        }
        if (k == SDLK_r || k == SDLK_v) {
            open_selected(ui, s, k == SDLK_r ? LB_REPLAY : LB_REVIEW);
            return;
        }
        if (k == SDLK_TAB || k == SDLK_LEFT || k == SDLK_RIGHT ||
            k == SDLK_SPACE || enter) {
            /* Tab and the side arrows walk the buttons; Space, and Enter
             * when there is no save to open, press the one in focus */
            SDL_Event copy = *e;
            if (k == SDLK_LEFT || k == SDLK_RIGHT) {
                copy.key.keysym.sym = k == SDLK_LEFT ? SDLK_UP : SDLK_DOWN;
            }
            int hit = ui_buttons_input(ui, s->buttons, LB_N, &s->focus,
                                       &copy);
            if (hit >= 0) {
                press(ui, s, hit);
            }
            return;
        }
        return;
    }
    if (e->type == SDL_MOUSEWHEEL) {
        scroll_by(s, -e->wheel.y);
        return;
    }
    if (e->type == SDL_MOUSEBUTTONUP && e->button.button == SDL_BUTTON_LEFT) {
        for (int i = 0; i < 2; i++) {
            if (ui_in_rect(s->pages[i], (float)e->button.x,
                           (float)e->button.y)) {
                scroll_by(s, i == 0 ? -s->fit : s->fit);
                return;
            }
        }
        int r = row_hit(ui, s, (float)e->button.x, (float)e->button.y);
        if (r >= 0) {
            bool again = r == s->sel;
            s->sel = r;
            s->error[0] = '\0';
            if (again || e->button.clicks >= 2) {
                open_selected(ui, s, LB_OPEN);
            } else if (!s->e[r].ok) {
                snprintf(s->error, sizeof s->error, "%s", s->e[r].error);
            }
            return;
        }
    }
    int hit = ui_buttons_input(ui, s->buttons, LB_N, &s->focus, e);
    if (hit >= 0) {
        press(ui, s, hit);
    }
}

static int load_update(Ui *ui, void *st, uint32_t dt)
{
    (void)dt;
    LoadState *s = st;
    if (s->seen != ui->saves_changed) {
        load_scan(ui, s);
        ui->dirty = true;
    }
    return -1;
}

/* The arrows a page up and down: small buttons, greyed at the list's
 * ends. */
static void page_arrows(Ui *ui, const LoadState *s)
{
    for (int i = 0; i < 2; i++) {
        UiRect r = s->pages[i];
        bool can = i == 0 ? s->first > 0 : s->first + s->fit < s->n;
        bool hot = can && ui_in_rect(r, (float)ui->mouse_x,
                                     (float)ui->mouse_y);
        UiColor top = !can ? UI_RGB(200, 184, 160)
                      : hot ? UI_RGB(214, 148, 80) : UI_RGB(196, 128, 62);
        ui_round_grad(ui, r, r.h * 0.3f, top,
                      can ? UI_RGB(150, 88, 40) : UI_RGB(170, 150, 126));
        float cx = r.x + r.w / 2, cy = r.y + r.h / 2, a = r.h * 0.28f;
        float dir = i == 0 ? -1.0f : 1.0f;
        ui_triangle(ui, cx - a * 1.2f, cy - dir * a * 0.6f, cx + a * 1.2f,
                    cy - dir * a * 0.6f, cx, cy + dir * a * 0.8f, ui_paper);
    }
}

static void load_draw(Ui *ui, void *st)
{
    LoadState *s = st;
    layout(ui, s);
    ui_background(ui);
    ui_panel(ui, s->box);
    float pad = 24 * ui->u + 6;
    int hpx = (int)((float)ui_px(ui, 40) * heading_scale(ui));
    ui_text(ui, UI_SERIF, hpx, ui_ink, s->box.x + pad, s->box.y + pad * 0.8f,
            UI_LEFT, _("Saved games"));
    UiRect L = s->list;
    ui_round(ui, L, 8 * ui->u, UI_RGBA(120, 80, 40, 40));
    int spx = ui_px(ui, 15), px = ui_px(ui, 18);
    float cx_game = L.x + L.w * 0.56f;
    /* the date clear of the selected row's outline, as the name is */
    float cx_date = L.x + L.w - 12 * ui->u - 6;
    /* the right column (the date over the moves) as wide as its widest
     * words, the game's column up to it */
    int sw, th, widest;
    ui_text_size(ui, UI_BOLD, spx, _("Saved"), &widest, &th);
    for (int i = s->first; i < s->n && i < s->first + s->fit; i++) {
        char mv[64];
        load_moves_words(s->e[i].moves, mv, sizeof mv);
        ui_text_size(ui, UI_SANS, spx, mv, &sw, &th);
        widest = sw > widest ? sw : widest;
        ui_text_size(ui, UI_SANS, spx, s->e[i].date, &sw, &th);
        widest = sw > widest ? sw : widest;
    }
    float cx_moves = fmaxf(cx_game + L.w * 0.12f,
                           cx_date - (float)widest - 2 * ui->u);
    float top = L.y + (float)spx * 1.8f;
    UiColor dim = UI_RGB(110, 74, 44);
    ui_text(ui, UI_BOLD, spx, dim, L.x + 12 * ui->u, L.y + (float)spx * 0.4f,
            UI_LEFT, _("Name"));
    ui_text(ui, UI_BOLD, spx, dim, cx_game, L.y + (float)spx * 0.4f, UI_LEFT,
            _("Game"));
    ui_text(ui, UI_BOLD, spx, dim, cx_date, L.y + (float)spx * 0.4f,
            UI_RIGHT, _("Saved"));
    if (s->n == 0) {
        char dir[1100];
        bool has = ui_saves_dir(ui, dir, sizeof dir);
        ui_text_wrap(ui, UI_SANS, px, dim, L.x + 12 * ui->u, top + 8 * ui->u,
                     L.w - 24 * ui->u, true,
                     has ? _("No saved games yet. In a game, Save (Ctrl+S) "
                             "keeps it here.")
                         : _("There is no folder to save games in"));
    }
    LoadColumns cols = {top, cx_game, cx_moves, cx_date, px, spx, dim};
    for (int i = s->first; i < s->n && i < s->first + s->fit; i++) {
        load_draw_row(ui, s, i, &cols);
    }
    if (s->n > s->fit) {
        char more[64];
        int at = s->sel + 1, games = s->n;
        for (int i = 0; i < s->n; i++) {
            /* the heading is no game */
            at -= s->e[i].heading && i < s->sel ? 1 : 0;
            games -= s->e[i].heading ? 1 : 0;
        }
        snprintf(more, sizeof more, _("%d of %d"), at, games);
        ui_text(ui, UI_SANS, spx, dim, s->pages[0].x - 10 * ui->u,
                s->pages[0].y + s->pages[0].h / 2, UI_RIGHT | UI_MIDDLE,
                more);
        page_arrows(ui, s);
    }
    const char *msg = list_message(s);
    if (msg[0]) {
        ui_text_wrap(ui, UI_BOLD, ui_px(ui, 17), UI_RGB(160, 50, 30),
                     L.x, L.y + L.h + 6 * ui->u, L.w * 0.82f, true, msg);
    }
    /* one size for all their words (Rename was smaller) */
    ui_buttons_draw_alike(ui, s->buttons, LB_N, s->focus, NULL, 0);
}

static void load_leave(Ui *ui, void *st)
{
    (void)ui;
    LoadState *s = st;
    if (s->renaming) {
        SDL_StopTextInput();
    }
    free(s->e);
    free(s);
}

static void load_dump(Ui *ui, void *st, FILE *f)
{
    LoadState *s = st;
    layout(ui, s);
    int games = s->n;
    for (int i = 0; i < s->n; i++) {
        games -= s->e[i].heading ? 1 : 0;
    }
    fprintf(f, "screen load\ncount %d\nselected %d\nerror %s\nfocus %d\n",
            games, s->sel, s->error, s->focus);
    ui_buttons_dump(s->buttons, LB_N, f);
    fprintf(f, "first %d\nfit %d\n", s->first, s->fit);
    for (int i = 0; i < 2; i++) {
        UiRect r = s->pages[i];
        fprintf(f, "%s %.0f %.0f %.0f %.0f\n", i ? "page_down" : "page_up",
                r.x, r.y, r.w, r.h);
    }
    if (s->renaming) {
        fprintf(f, "renaming %s\nrename_all %d\n", s->edit.text,
                s->edit.all ? 1 : 0);
    }
    for (int i = 0; i < s->n; i++) {
        const LoadEntry *e = &s->e[i];
        if (e->heading) {
            fprintf(f, "heading %d|%s\n", i, _("Recent games"));
            continue;
        }
        if (e->recent) {
            fprintf(f, "entry_recent %s\n", e->name);
        }
        fprintf(f, "entry %s|%s|%zu|%s\n", e->name, e->ok ? e->game : "",
                e->moves, e->ok ? "ok" : "damaged");
        if (e->ok) {
            fprintf(f, "entry_result %s|%s\n", e->name, e->result);
        }
        fprintf(f, "entry_date %s|%s\n", e->name, e->date);
        if (e->computer) {
            fprintf(f, "entry_computer %s|%s|%s\n", e->name,
                    ui_opponent_name(load_opponent_of(e->computer)),
                    ai_level_name((AiLevel)e->level));
        }
    }
}

static const UiKey load_keys[] = {
    {N_("Up, Down"), N_("Choose a saved game")},
    {N_("Page Up, Page Down, Home, End"), N_("Move through the list")},
    {N_("Left, Right or Tab"), N_("Move between the buttons")},
    {N_("Enter"), N_("Open the chosen game")},
    {N_("R"), N_("Replay the chosen game")},
    {N_("V"), N_("Review the chosen game: every move marked")},
    {N_("F2"), N_("Rename the chosen game (Enter saves the new name)")},
    {N_("Delete"), N_("Delete the chosen game (after a question)")},
    {NULL, NULL},
};

static const UiScreenDef load_def = {
    "load", load_input, load_update, load_draw, load_leave, load_dump,
    load_keys};

void ui_load_push(Ui *ui)
{
    LoadState *s = calloc(1, sizeof *s);
    LoadEntry *e = calloc(LOAD_MAX, sizeof *e);
    if (!s || !e) {
        ui_fatal(__FILE__, __LINE__, "out of memory");
    }
    s->e = e;
    s->focus = LB_OPEN;
    load_scan(ui, s);
    ui_push(ui, &load_def, s);
}
