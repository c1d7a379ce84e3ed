/* saves.c: the autosave after every move, named saves in the saves folder, and the notice line shown over any screen. */
#define _POSIX_C_SOURCE 200809L
#include "board/ai_play.h"
#include "kit/dialog.h"
#include "kit/draw.h"
#include "kit/rect.h"
#include "kit/screen.h"
#include "kit/text.h"
#include "kit/ui_i18n.h"
#include "screens/saves.h"

#include "safeio.h"
#include "session.h"

#include <dirent.h>
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include "platform.h"

enum { NOTICE_MS = 5000 };

void ui_notice(Ui *ui, bool error, const char *text)
{
    snprintf(ui->notice, sizeof ui->notice, "%.*s",
             (int)sizeof ui->notice - 1, text);
    ui->notice_until = ui->now_ms + NOTICE_MS;
    ui->notice_error = error;
    ui->notice_owner = NULL; /* the screen it is first drawn over */
    ui->notice_for = NULL;
    ui->dirty = true;
    if (error) {
        /* a player running from a terminal sees it there too (escaped:
         * it may quote a file's bytes) */
        char shown[sizeof ui->notice * 4];
        safeio_escape(shown, sizeof shown, text);
        fprintf(stderr, "mancala-atlas: %s\n", shown);
    }
}

void ui_notice_for(Ui *ui, const char *screen, const char *text)
{
    ui_notice(ui, false, text);
    ui->notice_for = screen;
}

bool ui_notice_waits(const Ui *ui)
{
    /* (until its screen's first frame shows it) */
    return ui->notice[0] && ui->notice_for && !ui->notice_owner;
}

void ui_notice_table(Ui *ui)
{
    int game = ai_endgame_building();
    if (game < 0) {
        ui->table_told = 0;
        return;
    }
    if (ui->table_told == game + 1) {
        return;
    }
    /* Said on the terminal only, once a build: the computer plays on
     * meanwhile and the player need not wait, and in the window three
     * rounds of new players read every wording of it ("studying
     * endgames", "getting ready; play on") as something to wait for or
     * puzzle over (issues 51, 52, 58). */
    safeio_tell("mancala-atlas", "the computer is building its endgame "
                                 "table for %s; play goes on meanwhile",
                rules_game_name((RulesGameId)game));
    ui->table_told = game + 1;
}

/* The notice's pill at text size px, at most `most` wide with its
 * padding; the text's width and height and one line's height. */
static UiRect notice_pill(Ui *ui, int px, float most, float *text_w,
                          int *text_h, int *line_h)
{
    int tw, th;
    ui_text_size(ui, UI_BOLD, px, ui->notice, &tw, &th);
    float pad = (float)th * 0.6f, maxw = most - 2 * pad;
    int h = ui_text_wrap(ui, UI_BOLD, px, ui_paper, 0, 0, maxw, false,
                         ui->notice);
    float w = (float)tw < maxw ? (float)tw : maxw;
    *text_w = w;
    *text_h = h;
    *line_h = th;
    return (UiRect){((float)ui->w - w) / 2 - pad, 12 * ui->u + 4,
                    w + 2 * pad, (float)h + pad * 1.2f};
}

/* A pill over the screen's own status line when it has one and the
 * notice fits there (wrapped, a size smaller if need be), else at the top
 * of the window; it fades out by itself and never takes input, so nothing
 * waits for it. */
void ui_notice_draw(Ui *ui)
{
    ui->notice_drawn = (UiRect){0, 0, 0, 0};
    const void *top = ui->depth > 0 ? ui->stack[ui->depth - 1].st : NULL;
    if (ui_notice_waits(ui) &&
        (ui->depth == 0 ||
         strcmp(ui->stack[ui->depth - 1].def->name, ui->notice_for) != 0)) {
        return;
    }
    if (ui->notice[0] && !ui->notice_owner) {
        ui->notice_owner = top;
        if (ui->notice_for) {
            /* its while starts when its screen shows it */
            ui->notice_until = ui->now_ms + NOTICE_MS;
        }
    }
    if (!ui->notice[0] || ui->now_ms >= ui->notice_until ||
        ui->notice_held || ui->notice_owner != top) {
        return;
    }
    int px = ui_px(ui, 18);
    float w;
    int text_h, th;
    /* at the top, no wider than the middle of the window: clear of the
     * buttons screens keep in its corners (Back) */
    UiRect r = notice_pill(ui, px, (float)ui->w * 0.62f, &w, &text_h, &th);
    UiRect room = ui->notice_room;
    for (int k = 0; room.w > 0 && k < 2; k++) {
        int rpx = k == 0 ? px : ui_px(ui, 15);
        float rw;
        int rth, rh;
        UiRect in = notice_pill(ui, rpx, room.w, &rw, &rth, &rh);
        if (in.w <= room.w && in.h <= room.h * 1.8f) {
            px = rpx;
            w = rw;
            text_h = rth;
            th = rh;
            r = in;
            r.x = room.x + (room.w - r.w) / 2;
            r.y = room.y + (room.h - r.h) / 2;
            if (room.h <= in.h * 2) {
                /* a room about a line high (the game's status line) is
                 * covered whole: the notice takes the line's place,
                 * standing on its foot when taller */
                r = (UiRect){room.x, room.y + room.h - fmaxf(room.h, in.h),
                             room.w, fmaxf(room.h, in.h)};
            }
            break;
        }
    }
    UiColor bg = ui->notice_error ? UI_RGB(120, 30, 20)
                                  : UI_RGB(30, 60, 30);
    ui->notice_drawn = r;
    ui_round(ui, r, (float)th * 0.4f, bg);
    ui_round_line(ui, r, (float)th * 0.4f, 1.5f, UI_RGBA(255, 230, 180, 160));
    ui_text_wrap(ui, UI_BOLD, px, UI_RGB(255, 240, 214), r.x + (r.w - w) / 2,
                 r.y + (r.h - (float)text_h) / 2, w, true, ui->notice);
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

bool ui_autosave_path(const Ui *ui, RulesGameId game, char *buf,
                      size_t size)
{
    buf[0] = '\0';
    return ui->pref_dir[0] &&
           session_autosave_path(ui->pref_dir, game, buf, size);
}

/* A match under way: worth continuing even between its games. */
static bool match_on(const Session *s)
{
    return session_match_target(s) > 1 && !session_match_over(s);
}

void ui_autosave(Ui *ui, const Session *s)
{
    if (!ui->pref_dir[0] || !s) {
        return;
    }
    ui->saves_changed++;
    if (session_over(s) && session_move_count(s) > 0 && !match_on(s)) {
        /* nothing left to continue (a match under way is: issue 58) */
        session_autosave_clear(ui->pref_dir, session_game(s));
        return;
    }
    SessionError err = {0};
    if (session_autosave(s, ui->pref_dir, &err) != SESSION_OK) {
        ui_notice(ui, true, err.message);
    }
}

/* Says why an autosave cannot be continued. A damaged one is moved aside
 * under a name of its own (an earlier damaged file is never replaced), so
 * the next start is clean; one from a newer version is left as it is. */
static void autosave_trouble(Ui *ui, const char *path, const SessionError *err)
{
    char msg[SESSION_MESSAGE_MAX + 1400], bad[1200] = "";
    if (err->status == SESSION_ERR_VERSION) {
        snprintf(msg, sizeof msg, _("The autosaved game was made by a newer "
                                    "version of Mancala Atlas and is left "
                                    "as it is: %s"), err->message);
    } else if (safeio_set_aside(path, ".bad", bad, sizeof bad) == 0) {
        snprintf(msg, sizeof msg, _("The autosaved game cannot be continued "
                                    "(kept as %s): %s"), bad, err->message);
    } else {
        snprintf(msg, sizeof msg, _("The autosaved game cannot be "
                                    "continued: %s"), err->message);
    }
    ui_notice(ui, true, msg);
}

/* The single autosave of earlier versions becomes its game's autosave. */
static void adopt_old_autosave(Ui *ui)
{
    char old[1100], path[1100];
    struct stat st;
    if (!ui_autosave_path(ui, RULES_GAME_COUNT, old, sizeof old) ||
        lstat(old, &st) != 0) {
        return;
    }
    SessionError err = {0};
    Session *s = session_load(old, &err);
    if (!s) {
        autosave_trouble(ui, old, &err);
        return;
    }
    if (ui_autosave_path(ui, session_game(s), path, sizeof path)) {
        safeio_rename_new(old, path); /* never over a newer autosave */
    }
    session_free(s);
}

/* A game with nothing to keep: no move played from the game's own
 * start (a board set up in the editor is kept, moves or not). */
static bool nothing_played(const Session *s)
{
    if (session_move_count(s) > 0) {
        return false;
    }
    const RulesPosition *p = session_position_at(s, 0);
    RulesPosition start;
    return rules_setup(&start, (RulesGameId)p->game, p->holes_per_row) ==
               RULES_OK &&
           rules_position_same(&start, p);
}

/* Is the game offered to Continue: unfinished and begun, or a match
 * going on? */
static bool offered(const Session *s)
{
    return (!session_over(s) && !nothing_played(s)) || match_on(s);
}

int ui_autosave_list(Ui *ui, UiUnfinished *out, int max)
{
    if (!ui->pref_dir[0]) {
        return 0;
    }
    adopt_old_autosave(ui);
    int n = 0;
    for (int g = 0; g < RULES_GAME_COUNT && n < max; g++) {
        char path[1100];
        struct stat st;
        if (!ui_autosave_path(ui, (RulesGameId)g, path, sizeof path) ||
            lstat(path, &st) != 0) {
            continue;
        }
        SessionError err = {0};
        Session *s = session_resume(ui->pref_dir, (RulesGameId)g, &err);
        if (!s) {
            if (err.status != SESSION_ERR_NOT_FOUND) {
                autosave_trouble(ui, path, &err);
            }
            continue;
        }
        if (offered(s)) {
            UiUnfinished *u = &out[n++];
            size_t moves = session_move_count(s);
            u->game = (RulesGameId)g;
#ifdef _WIN32
            u->when = (long long)st.st_mtime * 1000000000LL;
#else
            /* to the nanosecond: two games may be saved in one second */
            u->when = (long long)st.st_mtim.tv_sec * 1000000000LL +
                      st.st_mtim.tv_nsec;
#endif
            snprintf(u->what, sizeof u->what,
                     P_("%s · %zu move", "%s · %zu moves", moves),
                     rules_game_title(u->game), moves);
            if (match_on(s)) {
                /* TRANSLATORS: an unfinished match, South's points
                 * first ("Urim · match 1–0") */
                snprintf(u->what, sizeof u->what, _("%s · match %d–%d"),
                         rules_game_title(u->game),
                         session_match_points(s, RULES_SOUTH),
                         session_match_points(s, RULES_NORTH));
            }
        }
        session_free(s);
    }
    /* the game played last comes first */
    for (int i = 1; i < n; i++) {
        for (int k = i; k > 0 && out[k].when > out[k - 1].when; k--) {
            UiUnfinished t = out[k];
            out[k] = out[k - 1];
            out[k - 1] = t;
        }
    }
    return n;
}

void ui_ask_before_replacing(Ui *ui, RulesGameId game,
                             void (*go)(Ui *ui, void *ctx), void *ctx)
{
    SessionError err = {0};
    Session *old = ui->pref_dir[0] ? session_resume(ui->pref_dir, game, &err)
                                   : NULL;
    if (!old || session_over(old) || nothing_played(old)) {
        session_free(old); /* nothing would be lost: no question */
        go(ui, ctx);
        return;
    }
    char q[400];
    size_t n = session_move_count(old);
    snprintf(q, sizeof q,
             P_("Start a new %s game? The unfinished one (%zu move) will be "
                "replaced.",
                "Start a new %s game? The unfinished one (%zu moves) will be "
                "replaced.",
                n),
             rules_game_title(game), n);
    session_free(old);
    ui_confirm_push(ui, q, go, ctx);
}

/* A marker beside the autosaves: the window closed during this game. */
static bool closed_marker(const Ui *ui, char *buf, size_t size)
{
    int n = snprintf(buf, size, "%s/closed-during-game", ui->pref_dir);
    return ui->pref_dir[0] && n > 0 && (size_t)n < size;
}

void ui_autosave_leaving(Ui *ui, const Session *s)
{
    char path[1100];
    /* only a game the title offers to Continue (ui_autosave_list; issue
     * 51: left with no move played, it was said kept, and no Continue
     * was there) */
    if (!s || !offered(s) || !closed_marker(ui, path, sizeof path)) {
        return;
    }
    const char *name = rules_game_name(session_game(s));
    if (ui->quit) {
        /* the window is closing: the next start says the game was kept */
        safeio_write_atomic(path, name, strlen(name));
    } else {
        /* said on the title, where Continue is (over the selection
         * screen Esc leads to, it covered its heading: issue 51) */
        ui_notice_for(ui, "title", _("Your game is kept: to go on with "
                                     "it, choose Continue"));
    }
}

void ui_autosave_greet(Ui *ui)
{
    char path[1100], msg[300];
    char *name = closed_marker(ui, path, sizeof path)
                     ? safeio_read(path, 64, NULL, NULL, 0)
                     : NULL;
    RulesGameId g;
    if (name && rules_game_from_name(name, &g)) {
        snprintf(msg, sizeof msg, _("Your unfinished %s game was kept when "
                                    "the window closed: to go on with it, "
                                    "choose Continue"),
                 rules_game_title(g));
        ui_notice(ui, false, msg);
    }
    free(name);
    if (ui->pref_dir[0]) {
        unlink(path);
    }
}

/* A player's name as the save shows it: "Computer" for the computer's
 * side and "You" for the other, else the translated South or North for
 * the default names. */
static const char *save_player(const Session *s, int computer, int side)
{
    if ((computer >> side) & 1) {
        return _("Computer");
    }
    if ((computer >> (1 - side)) & 1) {
        return _("You"); /* against the computer, as the screen says */
    }
    const char *n = session_player_name(s, (RulesSide)side);
    if (!n || !*n || strcmp(n, side ? "North" : "South") == 0) {
        return side ? _("North") : _("South");
    }
    return n;
}

void ui_save_date(time_t when, char *buf, size_t size)
{
    static const char *const months[12] = {
        N_("Jan"), N_("Feb"), N_("Mar"), N_("Apr"), N_("May"), N_("Jun"),
        N_("Jul"), N_("Aug"), N_("Sep"), N_("Oct"), N_("Nov"), N_("Dec")};
    struct tm tmv;
    buf[0] = '\0';
    if (size > 0 && localtime_r(&when, &tmv)) {
        /* TRANSLATORS: a save's date: day, month, hour and minute */
        snprintf(buf, size, _("%d %s %02d:%02d"), tmv.tm_mday,
                 _(months[tmv.tm_mon % 12]), tmv.tm_hour, tmv.tm_min);
    }
}

void ui_save_default_name(const Session *s, time_t when, char *buf,
                          size_t size)
{
    UiGameSetup setup;
    memset(&setup, 0, sizeof setup);
    ui_ai_from_session(s, &setup);
    char date[64];
    ui_save_date(when, date, sizeof date);
    /* TRANSLATORS: a save's name: the game's title, the players and the
     * date, "<game> – Amara vs Computer – 2 Dec 14:05" */
    snprintf(buf, size, _("%s – %s vs %s – %s"),
             rules_game_title(session_game(s)),
             save_player(s, setup.computer, 0),
             save_player(s, setup.computer, 1), date);
    /* a player's name may hold what a file name cannot */
    ui_save_name_clean(buf);
    for (char *p = buf; *p; p++) {
        if (*p == '/' || *p == '\\' ||
            (UI_NAME_FORBIDDEN[0] && strchr(UI_NAME_FORBIDDEN, *p))) {
            *p = '-';
        }
    }
}

void ui_save_name_clean(char *name)
{
    const unsigned char *p = (const unsigned char *)name;
    size_t len = strlen(name), n = 0;
    while (*p) {
        unsigned code = 0;
        size_t k = safeio_utf8_decode(p, len, &code);
        if (k > 0 && !safeio_char_hidden(code)) {
            memmove(name + n, p, k);
            n += k;
        }
        k = k ? k : 1; /* a byte that is not UTF-8 goes too */
        p += k;
        len -= k;
    }
    name[n] = '\0';
}

/* "<saves folder>/<name>.mancala"; false when it does not fit. */
static bool save_path(const char *dir, const char *name, char *buf,
                      size_t size)
{
    int n = snprintf(buf, size, "%s/%s.mancala", dir, name);
    return n > 0 && (size_t)n < size;
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
    char name[200];
    ui_save_default_name(s, time(NULL), name, sizeof name);
    SessionError err = {0};
    if (session_save_new(s, dir, name, path, sizeof path, &err) !=
        SESSION_OK) {
        ui_notice(ui, true, err.message);
        return false;
    }
    ui->saves_changed++;
    /* the name as the Saved games screen lists it: no folder, no
     * ".mancala" */
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    size_t n = strlen(base), ext = strlen(".mancala");
    int shown = (int)(n > ext && strcmp(base + n - ext, ".mancala") == 0
                          ? n - ext
                          : n);
    char name_shown[300];
    snprintf(name_shown, sizeof name_shown, "%.*s", shown, base);
    snprintf(msg, sizeof msg, _("Saved as “%s”"), name_shown);
    ui_notice(ui, false, msg);
    return true;
}

bool ui_recent_dir(const Ui *ui, char *buf, size_t size)
{
    buf[0] = '\0';
    int n = ui->pref_dir[0] ? snprintf(buf, size, "%s/recent", ui->pref_dir)
                            : -1;
    return n > 0 && (size_t)n < size;
}

/* Removes the oldest games of the recent folder `dir` beyond
 * UI_RECENT_MAX (by the time each was written). */
static void recent_trim(const char *dir)
{
    enum { MOST = 4 * UI_RECENT_MAX };
    char names[MOST][300];
    long long when[MOST];
    int n = 0;
    DIR *d = opendir(dir);
    struct dirent *de;
    while (d && (de = readdir(d)) != NULL && n < MOST) {
        size_t len = strlen(de->d_name);
        struct stat st;
        char path[1400];
        if (len <= 8 || strcmp(de->d_name + len - 8, ".mancala") != 0 ||
            de->d_name[0] == '.' || len >= sizeof names[0] ||
            snprintf(path, sizeof path, "%s/%s", dir, de->d_name) >=
                (int)sizeof path ||
            lstat(path, &st) != 0 || !S_ISREG(st.st_mode)) {
            continue;
        }
        memcpy(names[n], de->d_name, len + 1);
#ifdef _WIN32
        when[n++] = (long long)st.st_mtime * 1000000000LL;
#else
        when[n++] = (long long)st.st_mtim.tv_sec * 1000000000LL +
                    st.st_mtim.tv_nsec;
#endif
    }
    if (d) {
        closedir(d);
    }
    for (; n > UI_RECENT_MAX; n--) {
        int old = 0;
        for (int i = 1; i < n; i++) {
            old = when[i] < when[old] ? i : old;
        }
        char path[1500];
        if (snprintf(path, sizeof path, "%s/%.299s", dir, names[old]) <
            (int)sizeof path) {
            unlink(path);
        }
        memcpy(names[old], names[n - 1], sizeof names[old]);
        when[old] = when[n - 1];
    }
}

void ui_keep_finished(Ui *ui, const Session *s)
{
    char dir[1100], path[1400], name[200], msg[SESSION_MESSAGE_MAX + 200];
    if (!s || !session_over(s) || session_move_count(s) == 0 ||
        !ui_recent_dir(ui, dir, sizeof dir)) {
        return;
    }
    if (mkdir(dir, 0700) != 0 && errno != EEXIST) {
        snprintf(msg, sizeof msg, _("Cannot create the folder %s: %s"), dir,
                 strerror(errno));
        ui_notice(ui, true, msg);
        return;
    }
    ui_save_default_name(s, time(NULL), name, sizeof name);
    SessionError err = {0};
    if (session_save_new(s, dir, name, path, sizeof path, &err) !=
        SESSION_OK) {
        ui_notice(ui, true, err.message);
        return;
    }
    recent_trim(dir);
    ui->saves_changed++;
}

/* Why `name` cannot name a save, or NULL when it can. */
static const char *bad_name(const char *name)
{
    if (!*name) {
        return _("A saved game needs a name");
    }
    if (name[0] == '.') {
        return _("A name cannot start with a dot");
    }
    for (const char *p = name; *p; p++) {
        if (*p == '/' || *p == '\\' || (unsigned char)*p < ' ' ||
            (UI_NAME_FORBIDDEN[0] && strchr(UI_NAME_FORBIDDEN, *p))) {
            return UI_NAME_FORBIDDEN[0]
                       ? _("A name cannot hold / \\ : * ? \" < > or |")
                       : _("A name cannot hold / or \\");
        }
    }
    return NULL;
}

bool ui_save_rename(Ui *ui, const char *path, const char *name, char *err,
                    size_t err_size)
{
    char dir[1100], to[1400], clean[200];
    /* spaces at either end are not part of the name */
    while (*name == ' ') {
        name++;
    }
    snprintf(clean, sizeof clean, "%s", name);
    ui_save_name_clean(clean);
    for (size_t n = strlen(clean); n > 0 && clean[n - 1] == ' '; n--) {
        clean[n - 1] = '\0';
    }
    const char *why = bad_name(clean);
    if (why) {
        snprintf(err, err_size, "%s", why);
        return false;
    }
    if (!ui_saves_dir(ui, dir, sizeof dir) ||
        !save_path(dir, clean, to, sizeof to)) {
        snprintf(err, err_size, "%s", _("That name is too long"));
        return false;
    }
    if (strcmp(path, to) == 0) {
        return true; /* the same name */
    }
    int e = safeio_rename_new(path, to);
    if (e == EEXIST) {
        snprintf(err, err_size,
                 _("There is already a saved game called “%s”"), clean);
        return false;
    }
    if (e != 0) {
        snprintf(err, err_size, _("Cannot rename the saved game: %s"),
                 strerror(e));
        return false;
    }
    ui->saves_changed++;
    return true;
}

bool ui_save_delete(Ui *ui, const char *path, char *err, size_t err_size)
{
    if (unlink(path) != 0) {
        snprintf(err, err_size, _("Cannot delete the saved game: %s"),
                 strerror(errno));
        return false;
    }
    ui->saves_changed++;
    return true;
}
