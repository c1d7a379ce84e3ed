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
#include "screens/scr_load.h"

#include "session.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include "platform.h"

enum {
    LOAD_MAX = 200,
    LB_OPEN = 0,
    LB_REPLAY,
    LB_REVIEW,
    LB_RENAME,
    LB_DELETE,
    LB_BACK,
    LB_N
};

typedef struct LoadEntry {
    char path[1400];
    char name[256];   /* the file name without ".mancala" */
    char game[64];    /* the game's title, or "" when damaged */
    int computer;     /* UiGameSetup.computer of the save: 0 two people */
    int level;        /* the computer's AiLevel */
    char date[40];    /* when the file was written, local time */
    size_t moves;
    char result[120]; /* "In play", "Finished · you won", ... */
    bool ok;
    char error[SESSION_MESSAGE_MAX];
    time_t mtime;
} LoadEntry;

typedef struct LoadState {
    LoadEntry *e;
    int n;
    int sel;
    int first; /* first row shown */
    int fit;
    unsigned seen; /* ui->saves_changed when the folder was read */
    char error[SESSION_MESSAGE_MAX + 40];
    bool renaming;   /* the chosen save's name is being typed */
    UiField edit;
    char follow[256]; /* after the next reading, choose this save */
    int focus;
    UiRect box, list;
    float row_h;
    UiButton buttons[LB_N];
} LoadState;

/* Whether a save's game is finished, and who won: "In play", "Finished ·
 * you won", "Finished · Ada won", "Finished · a draw". */
static void result_of(const Session *sess, int computer, char *buf,
                      size_t size)
{
    const RulesPosition *p = session_position(sess);
    if (!p->over) {
        snprintf(buf, size, "%s", _("In play"));
        return;
    }
    if (p->winner != RULES_WINNER_SOUTH && p->winner != RULES_WINNER_NORTH) {
        snprintf(buf, size, "%s", _("Finished · a draw"));
        return;
    }
    int won = p->winner == RULES_WINNER_NORTH;
    int you = (computer & 3) == 1 ? 1 : (computer & 3) == 2 ? 0 : -1;
    if (you >= 0) {
        snprintf(buf, size, "%s",
                 won == you ? _("Finished · you won")
                            : _("Finished · the computer won"));
        return;
    }
    const char *name = session_player_name(sess, (RulesSide)won);
    if (!name || !*name || strcmp(name, won ? "North" : "South") == 0) {
        name = won ? _("North") : _("South");
    }
    snprintf(buf, size, _("Finished · %s won"), name);
}

/* The UiOpponent of a UiGameSetup.computer mask. */
static int opponent_of(int computer)
{
    for (int o = 0; o < UI_OPP_COUNT; o++) {
        if (ui_opponent_mask(o) == computer) {
            return o;
        }
    }
    return UI_OPP_TWO;
}

static int newest_first(const void *a, const void *b)
{
    const LoadEntry *x = a, *y = b;
    if (x->mtime != y->mtime) {
        return x->mtime < y->mtime ? 1 : -1;
    }
    return strcmp(x->name, y->name);
}

/* Reads every save of the folder once, so the list can name the game and
 * the moves, and mark the damaged ones before they are opened. */
static void scan(Ui *ui, LoadState *s)
{
    s->n = 0;
    s->seen = ui->saves_changed;
    char dir[1100];
    if (!ui_saves_dir(ui, dir, sizeof dir)) {
        return;
    }
    DIR *d = opendir(dir);
    if (!d) {
        return;
    }
    struct dirent *de;
    while ((de = readdir(d)) != NULL && s->n < LOAD_MAX) {
        size_t len = strlen(de->d_name);
        const char *ext = ".mancala";
        size_t el = strlen(ext);
        if (len <= el || strcmp(de->d_name + len - el, ext) != 0 ||
            de->d_name[0] == '.') {
            continue;
        }
        LoadEntry *e = &s->e[s->n];
        memset(e, 0, sizeof *e);
        snprintf(e->path, sizeof e->path, "%s/%s", dir, de->d_name);
        snprintf(e->name, sizeof e->name, "%.*s", (int)(len - el),
                 de->d_name);
        struct stat st;
        if (stat(e->path, &st) != 0 || !S_ISREG(st.st_mode)) {
            continue;
        }
        e->mtime = st.st_mtime;
        /* as a save's name writes it: one date format (issue 51) */
        ui_save_date(e->mtime, e->date, sizeof e->date);
        SessionError err = {0};
        Session *sess = session_load(e->path, &err);
        if (sess) {
            e->ok = true;
            snprintf(e->game, sizeof e->game, "%s",
                     rules_game_title(session_game(sess)));
            e->moves = session_move_count(sess);
            UiGameSetup setup;
            memset(&setup, 0, sizeof setup);
            ui_ai_from_session(sess, &setup);
            e->computer = setup.computer;
            e->level = setup.level;
            result_of(sess, e->computer, e->result, sizeof e->result);
            session_free(sess);
        } else {
            snprintf(e->error, sizeof e->error, "%s", err.message);
        }
        s->n++;
    }
    closedir(d);
    qsort(s->e, (size_t)s->n, sizeof *s->e, newest_first);
    for (int i = 0; i < s->n && s->follow[0]; i++) {
        if (strcmp(s->e[i].name, s->follow) == 0) {
            s->sel = i;
        }
    }
    s->follow[0] = '\0';
    if (s->sel >= s->n) {
        s->sel = s->n > 0 ? s->n - 1 : 0;
    }
}

static void layout(Ui *ui, LoadState *s)
{
    float w = 900 * ui->u + 60, h = (float)ui->h * 0.86f;
    if (w > (float)ui->w * 0.94f) {
        w = (float)ui->w * 0.94f;
    }
    s->box = (UiRect){((float)ui->w - w) / 2, ((float)ui->h - h) / 2, w, h};
    float pad = 24 * ui->u + 6, gap = 12 * ui->u + 4;
    float bh = ui_button_h(ui, 46, 8);
    float head = (float)ui_px(ui, 40) * 1.5f + pad;
    float err_h = (float)ui_px(ui, 17) * 3.2f;
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
    s->row_h = (float)ui_px(ui, 18) * 3.1f;
    float header_h = (float)ui_px(ui, 15) * 1.8f;
    int fit = (int)((s->list.h - header_h) / s->row_h);
    s->fit = fit > 0 ? fit : 1;
    if (s->sel < s->first) {
        s->first = s->sel;
    } else if (s->sel >= s->first + s->fit) {
        s->first = s->sel - s->fit + 1;
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
    return r < s->n && r < s->first + s->fit ? r : -1;
}

/* Opens the selected save (and replays or reviews it when asked: `then`
 * LB_REPLAY, LB_REVIEW). A damaged file shows its message here and the
 * list stays. */
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
    ui_pop(ui); /* frees s: the game takes this screen's place */
    if (!ui_rooms.game_load(ui, path, err, sizeof err)) {
        /* changed or removed since the list was read */
        ui_load_push(ui);
        ui_notice(ui, true, err);
        return;
    }
    if (then == LB_REPLAY) {
        ui_rooms.game_start_replay(ui);
    } else if (then == LB_REVIEW) {
        ui_rooms.game_review(ui);
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
        s->first -= e->wheel.y;
        int max = s->n - s->fit;
        s->first = s->first > max ? max : s->first;
        s->first = s->first < 0 ? 0 : s->first;
        if (s->sel < s->first) {
            s->sel = s->first;
        } else if (s->sel >= s->first + s->fit) {
            s->sel = s->first + s->fit - 1;
        }
        return;
    }
    if (e->type == SDL_MOUSEBUTTONUP && e->button.button == SDL_BUTTON_LEFT) {
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
        scan(ui, s);
        ui->dirty = true;
    }
    return -1;
}

/* Where the list's columns are, and its text sizes. */
typedef struct LoadColumns {
    float top, cx_game, cx_moves, cx_date;
    int px, spx;
    UiColor dim;
} LoadColumns;

/* One saved game's row: its name (a field while renaming), against whom,
 * the game, whether it is finished, its moves and date. */
static void draw_row(Ui *ui, const LoadState *s, int i, const LoadColumns *c)
{
    UiRect L = s->list;
    float top = c->top, cx_game = c->cx_game, cx_moves = c->cx_moves;
    float cx_date = c->cx_date;
    int px = c->px, spx = c->spx;
    UiColor dim = c->dim;
    const LoadEntry *e = &s->e[i];
    float y = top + (float)(i - s->first) * s->row_h;
    UiRect row = {L.x + 4, y, L.w - 8, s->row_h - 4};
    if (i == s->sel) {
        ui_round(ui, row, 6 * ui->u, UI_RGBA(236, 164, 52, 150));
        ui_round_line(ui, row, 6 * ui->u, 2, UI_RGB(150, 80, 20));
    }
    /* the lines' middle: a row's two lines stand a tenth of a line above
     * its middle, so that the second one's descenders keep inside the
     * highlight (issue 51: they touched its edge) */
    float my = y + (s->row_h - 4) / 2 - (float)px * 0.1f;
    /* a game against the computer says so under its name */
    bool vs = e->ok && e->computer;
    float name_w = cx_game - L.x - 24 * ui->u;
    if (s->renaming && i == s->sel) {
        /* the field over the name's line, clear of the line below */
        float fy = my - (float)px * (vs ? 0.5f : 0.0f);
        ui_round(ui, (UiRect){L.x + 6 * ui->u, fy - (float)px * 0.62f,
                              name_w + 12 * ui->u, (float)px * 1.24f},
                 4 * ui->u, UI_RGB(255, 250, 240));
        ui_field_draw(ui, &s->edit, UI_BOLD, px, ui_ink,
                      L.x + 12 * ui->u, fy, name_w, false);
    } else {
        ui_text_fit(ui, UI_BOLD, px, ui_ink, L.x + 12 * ui->u,
                    my - (float)px * (vs ? 1.05f : 0.7f), name_w,
                    e->name);
    }
    if (vs) {
        char opp[160];
        snprintf(opp, sizeof opp, "%s · %s",
                 ui_opponent_label(opponent_of(e->computer)),
                 ui_level_label(e->level));
        ui_text_fit(ui, UI_SANS, spx, dim, L.x + 12 * ui->u,
                    my + (float)px * 0.15f, name_w, opp);
    }
    if (e->ok) {
        char mv[32];
        snprintf(mv, sizeof mv, "%zu", e->moves);
        ui_text_fit(ui, UI_SANS, px, ui_ink, cx_game,
                    my - (float)px * 1.05f, cx_moves - cx_game - 8,
                    e->game);
        /* whether it is finished, and who won, under the game's line */
        ui_text_fit(ui, UI_SANS, spx, dim, cx_game,
                    my + (float)px * 0.15f, cx_date - cx_game, e->result);
        ui_text(ui, UI_SANS, px, ui_ink, cx_moves, my - (float)px * 0.45f,
                UI_LEFT | UI_MIDDLE, mv);
    } else {
        ui_text(ui, UI_BOLD, px, UI_RGB(160, 50, 30), cx_game, my,
                UI_LEFT | UI_MIDDLE, _("Damaged"));
    }
    ui_text(ui, UI_SANS, spx, dim, cx_date,
            e->ok ? my - (float)px * 0.45f : my, UI_RIGHT | UI_MIDDLE,
            e->date);
}

static void load_draw(Ui *ui, void *st)
{
    LoadState *s = st;
    layout(ui, s);
    ui_background(ui);
    ui_panel(ui, s->box);
    float pad = 24 * ui->u + 6;
    int hpx = ui_px(ui, 40);
    ui_text(ui, UI_SERIF, hpx, ui_ink, s->box.x + pad, s->box.y + pad * 0.8f,
            UI_LEFT, _("Saved games"));
    UiRect L = s->list;
    ui_round(ui, L, 8 * ui->u, UI_RGBA(120, 80, 40, 40));
    int spx = ui_px(ui, 15), px = ui_px(ui, 18);
    float cx_game = L.x + L.w * 0.56f, cx_moves = L.x + L.w * 0.74f;
    /* the date clear of the selected row's outline, as the name is */
    float cx_date = L.x + L.w - 12 * ui->u - 6;
    /* the moves' heading clear of the date's, however long the words */
    int mw, sw, th;
    ui_text_size(ui, UI_BOLD, spx, _("Moves"), &mw, &th);
    ui_text_size(ui, UI_BOLD, spx, _("Saved"), &sw, &th);
    cx_moves = fminf(cx_moves, cx_date - (float)(sw + mw) - 12 * ui->u);
    float top = L.y + (float)spx * 1.8f;
    UiColor dim = UI_RGB(110, 74, 44);
    ui_text(ui, UI_BOLD, spx, dim, L.x + 12 * ui->u, L.y + (float)spx * 0.4f,
            UI_LEFT, _("Name"));
    ui_text(ui, UI_BOLD, spx, dim, cx_game, L.y + (float)spx * 0.4f, UI_LEFT,
            _("Game"));
    ui_text(ui, UI_BOLD, spx, dim, cx_moves, L.y + (float)spx * 0.4f,
            UI_LEFT, _("Moves"));
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
        draw_row(ui, s, i, &cols);
    }
    if (s->n > s->fit) {
        char more[64];
        snprintf(more, sizeof more, _("%d of %d"), s->sel + 1, s->n);
        ui_text(ui, UI_SANS, spx, dim, L.x + L.w - 10 * ui->u,
                L.y + L.h + 4 * ui->u, UI_RIGHT, more);
    }
    const char *msg = s->error;
    if (!msg[0] && s->n > 0 && !s->e[s->sel].ok) {
        msg = s->e[s->sel].error;
    }
    if (msg[0]) {
        ui_text_wrap(ui, UI_BOLD, ui_px(ui, 17), UI_RGB(160, 50, 30),
                     L.x, L.y + L.h + 6 * ui->u, L.w * 0.82f, true, msg);
    }
    ui_buttons_draw(ui, s->buttons, LB_N, s->focus);
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
    fprintf(f, "screen load\ncount %d\nselected %d\nerror %s\nfocus %d\n",
            s->n, s->sel, s->error, s->focus);
    ui_buttons_dump(s->buttons, LB_N, f);
    if (s->renaming) {
        fprintf(f, "renaming %s\nrename_all %d\n", s->edit.text,
                s->edit.all ? 1 : 0);
    }
    for (int i = 0; i < s->n; i++) {
        const LoadEntry *e = &s->e[i];
        fprintf(f, "entry %s|%s|%zu|%s\n", e->name, e->ok ? e->game : "",
                e->moves, e->ok ? "ok" : "damaged");
        if (e->ok) {
            fprintf(f, "entry_result %s|%s\n", e->name, e->result);
        }
        fprintf(f, "entry_date %s|%s\n", e->name, e->date);
        if (e->computer) {
            fprintf(f, "entry_computer %s|%s|%s\n", e->name,
                    ui_opponent_name(opponent_of(e->computer)),
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
    scan(ui, s);
    ui_push(ui, &load_def, s);
}
