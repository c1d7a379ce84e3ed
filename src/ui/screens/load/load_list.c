/* load/load_list.c: the Load screen's list: the saves of the saves folder and the recent games kept by themselves, read once each, and a row of it drawn. */
#define _POSIX_C_SOURCE 200809L
#include "board/ai_play.h"
#include "kit/draw.h"
#include "kit/rect.h"
#include "kit/text.h"
#include "kit/ui_i18n.h"
#include "kit/widgets.h"
#include "screens/saves.h"
#include "screens/load/load_screen.h"

#include "session.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include "platform.h"

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
int load_opponent_of(int computer)
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

/* Reads the saves of `dir` into the list from s->n on (`recent`: the
 * recent games' folder), newest first. */
static void scan_dir(LoadState *s, const char *dir, bool recent)
{
    DIR *d = opendir(dir);
    if (!d) {
        return;
    }
    int from = s->n;
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
        e->recent = recent;
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
    qsort(s->e + from, (size_t)(s->n - from), sizeof *s->e, newest_first);
}

void load_scan(Ui *ui, LoadState *s)
{
    s->n = 0;
    s->seen = ui->saves_changed;
    char dir[1100];
    if (ui_saves_dir(ui, dir, sizeof dir)) {
        scan_dir(s, dir, false);
    }
    /* the finished games kept by themselves, under their heading
     * (issue 52: a game lost could be reviewed only when saved) */
    int heading = s->n;
    if (s->n < LOAD_MAX - 1 && ui_recent_dir(ui, dir, sizeof dir)) {
        s->n++;
        scan_dir(s, dir, true);
        if (s->n == heading + 1) {
            s->n = heading; /* none: no heading */
        } else {
            memset(&s->e[heading], 0, sizeof s->e[heading]);
            s->e[heading].heading = true;
        }
    }
    for (int i = 0; i < s->n && s->follow[0]; i++) {
        if (!s->e[i].heading && strcmp(s->e[i].name, s->follow) == 0) {
            s->sel = i;
        }
    }
    s->follow[0] = '\0';
    if (s->sel >= s->n) {
        s->sel = s->n > 0 ? s->n - 1 : 0;
    }
    load_settle(s, 1);
}

void load_settle(LoadState *s, int dir)
{
    if (s->n > 0 && s->e[s->sel].heading) {
        int to = s->sel + dir;
        s->sel = to >= 0 && to < s->n ? to : s->sel - dir;
    }
}

/* A save's name too long for its line on two, broken after the last
 * space that leaves the first line whole, the second cut where it must
 * (issue 51: "Urim – Lan đấu Đức – 7-12…" at 200 %); false where it fits
 * one line, or has no such space. */
static bool name_two_lines(Ui *ui, int px, float x, float y, float w,
                           const char *name)
{
    int tw, th;
    ui_text_size(ui, UI_BOLD, px, name, &tw, &th);
    if ((float)tw <= w) {
        return false;
    }
    char first[256];
    size_t cut = 0;
    for (size_t i = 1; name[i] && i < sizeof first; i++) {
        if (name[i] != ' ') {
            continue;
        }
        snprintf(first, sizeof first, "%.*s", (int)i, name);
        ui_text_size(ui, UI_BOLD, px, first, &tw, &th);
        if ((float)tw > w) {
            break;
        }
        cut = i;
    }
    if (cut == 0) {
        return false;
    }
    snprintf(first, sizeof first, "%.*s", (int)cut, name);
    ui_text(ui, UI_BOLD, px, ui_ink, x, y, UI_LEFT, first);
    ui_text_fit(ui, UI_BOLD, px, ui_ink, x, y + (float)px * 1.2f, w,
                name + cut + 1);
    return true;
}

/* One saved game's row: its name (a field while renaming), against whom,
 * the game, whether it is finished, its moves and date. */
void load_draw_row(Ui *ui, const LoadState *s, int i, const LoadColumns *c)
{
    UiRect L = s->list;
    float top = c->top, cx_game = c->cx_game, cx_moves = c->cx_moves;
    float cx_date = c->cx_date;
    int px = c->px, spx = c->spx;
    UiColor dim = c->dim;
    const LoadEntry *e = &s->e[i];
    float y = top + (float)(i - s->first) * s->row_h;
    if (e->heading) {
        /* TRANSLATORS: the Saved games list's heading over the last
         * finished games, kept without Save */
        ui_text_fit(ui, UI_BOLD, px, UI_RGB(110, 74, 44), L.x + 12 * ui->u,
                    y + (s->row_h - 4) / 2 - (float)px * 0.1f - (float)px * 0.7f,
                    L.w - 24 * ui->u, _("Recent games"));
        ui_fill(ui, (UiRect){L.x + 12 * ui->u, y + s->row_h - 6 * ui->u,
                             L.w - 24 * ui->u, 2 * ui->u},
                UI_RGBA(110, 74, 44, 120));
        return;
    }
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
    } else if (vs || !name_two_lines(ui, px, L.x + 12 * ui->u,
                                     my - (float)px * 1.05f, name_w,
                                     e->name)) {
        ui_text_fit(ui, UI_BOLD, px, ui_ink, L.x + 12 * ui->u,
                    my - (float)px * (vs ? 1.05f : 0.7f), name_w,
                    e->name);
    }
    if (vs) {
        char opp[160];
        snprintf(opp, sizeof opp, "%s · %s",
                 ui_opponent_label(load_opponent_of(e->computer)),
                 ui_level_label(e->level));
        ui_text_fit(ui, UI_SANS, spx, dim, L.x + 12 * ui->u,
                    my + (float)px * 0.15f, name_w, opp);
    }
    if (e->ok) {
        char mv[64];
        load_moves_words(e->moves, mv, sizeof mv);
        ui_text_fit(ui, UI_SANS, px, ui_ink, cx_game,
                    my - (float)px * 1.05f, cx_moves - cx_game - 8,
                    e->game);
        /* whether it is finished, and who won, under the game's line */
        ui_text_fit(ui, UI_SANS, spx, dim, cx_game,
                    my + (float)px * 0.15f, cx_moves - cx_game - 8,
                    e->result);
        /* the moves under the date, a place of their own (issue 52: at
         * 200 % "127" ran into the date, "127 thg 12") */
        ui_text(ui, UI_SANS, spx, dim, cx_date, my + (float)px * 0.15f,
                UI_RIGHT, mv);
        ui_text(ui, UI_SANS, spx, dim, cx_date, my - (float)px * 0.45f,
                UI_RIGHT | UI_MIDDLE, e->date);
    } else {
        ui_text(ui, UI_BOLD, px, UI_RGB(160, 50, 30), cx_game, my,
                UI_LEFT | UI_MIDDLE, _("Damaged"));
        ui_text(ui, UI_SANS, spx, dim, cx_date, my, UI_RIGHT | UI_MIDDLE,
                e->date);
    }
}

void load_moves_words(size_t moves, char *buf, size_t size)
{
    /* TRANSLATORS: a saved game's moves, under its date */
    snprintf(buf, size, P_("%zu move", "%zu moves", moves), moves);
}

