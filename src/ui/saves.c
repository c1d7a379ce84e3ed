/* saves.c: the autosave after every move, named saves in the saves folder, and the notice line shown over any screen. */
#define _POSIX_C_SOURCE 200809L
#include "uipriv.h"

#include "session.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include "platform.h"

enum { NOTICE_MS = 5000 };

void ui_notice(Ui *ui, bool error, const char *text)
{
    snprintf(ui->notice, sizeof ui->notice, "%.*s",
             (int)sizeof ui->notice - 1, text);
    ui->notice_until = ui->now_ms + NOTICE_MS;
    ui->notice_error = error;
    ui->dirty = true;
    if (error) {
        /* a player running from a terminal sees it there too */
        fprintf(stderr, "mancala-atlas: %s\n", text);
    }
}

/* A pill at the top of the window; it fades out by itself and never
 * takes input, so nothing waits for it. */
void ui_notice_draw(Ui *ui)
{
    if (!ui->notice[0] || ui->now_ms >= ui->notice_until) {
        return;
    }
    int px = ui_px(ui, 18);
    float maxw = (float)ui->w * 0.86f;
    int h = ui_text_wrap(ui, UI_BOLD, px, ui_paper, 0, 0, maxw, false,
                         ui->notice);
    int tw, th;
    ui_text_size(ui, UI_BOLD, px, ui->notice, &tw, &th);
    float w = (float)tw < maxw ? (float)tw : maxw;
    float pad = (float)th * 0.6f;
    UiRect r = {((float)ui->w - w) / 2 - pad, 12 * ui->u + 4,
                w + 2 * pad, (float)h + pad * 1.2f};
    UiColor bg = ui->notice_error ? UI_RGBA(120, 30, 20, 235)
                                  : UI_RGBA(30, 60, 30, 235);
    ui_round(ui, r, (float)th * 0.4f, bg);
    ui_round_line(ui, r, (float)th * 0.4f, 1.5f, UI_RGBA(255, 230, 180, 160));
    ui_text_wrap(ui, UI_BOLD, px, UI_RGB(255, 240, 214), r.x + pad,
                 r.y + pad * 0.6f, w, true, ui->notice);
}

bool ui_saves_dir(const Ui *ui, char *buf, size_t size)
{
    if (!ui->pref_dir[0]) {
        buf[0] = '\0';
        return false;
    }
    int n = snprintf(buf, size, "%s/saves", ui->pref_dir);
    return n > 0 && (size_t)n < size;
}

bool ui_autosave_path(const Ui *ui, char *buf, size_t size)
{
    buf[0] = '\0';
    return ui->pref_dir[0] && session_autosave_path(ui->pref_dir, buf, size);
}

void ui_autosave(Ui *ui, const Session *s)
{
    if (!ui->pref_dir[0] || !s) {
        return;
    }
    ui->saves_changed++;
    if (session_over(s) && session_move_count(s) > 0) {
        /* nothing left to continue */
        session_autosave_clear(ui->pref_dir);
        return;
    }
    SessionError err = {0};
    if (session_autosave(s, ui->pref_dir, &err) != SESSION_OK) {
        ui_notice(ui, true, err.message);
    }
}

bool ui_autosave_summary(Ui *ui, char *buf, size_t size)
{
    buf[0] = '\0';
    if (!ui->pref_dir[0]) {
        return false;
    }
    SessionError err = {0};
    Session *s = session_resume(ui->pref_dir, &err);
    if (!s) {
        if (err.status != SESSION_ERR_NOT_FOUND) {
            /* damaged: say so once, and keep the file for the player under
             * another name so the next start is clean */
            char path[1100], bad[1200], msg[SESSION_MESSAGE_MAX + 160];
            if (ui_autosave_path(ui, path, sizeof path)) {
                snprintf(bad, sizeof bad, "%s.bad", path);
                rename(path, bad);
            }
            snprintf(msg, sizeof msg, _("The autosaved game cannot be "
                                        "continued: %s"), err.message);
            ui_notice(ui, true, msg);
        }
        return false;
    }
    bool open = !session_over(s);
    if (open) {
        size_t n = session_move_count(s);
        snprintf(buf, size, n == 1 ? _("%s · %zu move") : _("%s · %zu moves"),
                 rules_game_title(session_game(s)), n);
    }
    session_free(s);
    return open;
}

bool ui_save_game(Ui *ui, const Session *s)
{
    char dir[1100], path[1400], msg[SESSION_MESSAGE_MAX + 200];
    if (!ui_saves_dir(ui, dir, sizeof dir)) {
        ui_notice(ui, true, _("There is no folder to save games in"));
        return false;
    }
    if (mkdir(dir, 0700) != 0 && errno != EEXIST) {
        snprintf(msg, sizeof msg, _("Cannot create the folder %s: %s"), dir,
                 strerror(errno));
        ui_notice(ui, true, msg);
        return false;
    }
    time_t now = time(NULL);
    struct tm tmv;
    char stamp[40] = "";
    if (localtime_r(&now, &tmv)) {
        strftime(stamp, sizeof stamp, "%Y-%m-%d %H-%M-%S", &tmv);
    }
    const char *title = rules_game_title(session_game(s));
    struct stat st;
    snprintf(path, sizeof path, "%s/%s %s.mancala", dir, title, stamp);
    for (int k = 2; k < 100 && stat(path, &st) == 0; k++) {
        snprintf(path, sizeof path, "%s/%s %s (%d).mancala", dir, title,
                 stamp, k);
    }
    SessionError err = {0};
    if (session_save(s, path, &err) != SESSION_OK) {
        ui_notice(ui, true, err.message);
        return false;
    }
    ui->saves_changed++;
    const char *base = strrchr(path, '/');
    snprintf(msg, sizeof msg, _("Saved as “%s”"), base ? base + 1 : path);
    ui_notice(ui, false, msg);
    return true;
}
