/* settings.c: the player's settings: their defaults, the speed names and
 * player names shown, and reading and writing settings.ini. */
#include "kit/screen.h"
#include "kit/settings.h"
#include "kit/ui_i18n.h"
#include "kit/widgets.h"

#include "ai.h"
#include "rules.h"

#include "content.h"
#include "safeio.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* N_(): the names are also the settings file's values; shown through _(). */
static const char *const speed_names[UI_SPEED_COUNT] = {
    N_("slow"), N_("normal"), N_("fast"), N_("instant")};

void ui_save_settings(Ui *ui)
{
    ui_settings_merge(&ui->settings, &ui->settings_known, ui->pref_dir);
}

const int ui_text_sizes[] = {100, 125, 150, 200, 0};

bool ui_text_size_offered(int percent)
{
    for (int i = 0; ui_text_sizes[i]; i++) {
        if (ui_text_sizes[i] == percent) {
            return true;
        }
    }
    return false;
}

const char *ui_speed_label(int speed)
{
    /* capitalised as On and Off beside them (issue 51) */
    static const char *const labels[UI_SPEED_COUNT] = {
        N_("Slow"), N_("Normal"), N_("Fast"), N_("Instant")};
    return speed >= 0 && speed < UI_SPEED_COUNT ? _(labels[speed]) : "?";
}

const char *ui_speed_name(int speed)
{
    return speed >= 0 && speed < UI_SPEED_COUNT ? speed_names[speed] : "?";
}

/* The settings file's values; the labels are shown through _(). */
static const char *const opponent_names[UI_OPP_COUNT] = {"two", "north",
                                                         "south", "both"};

const char *ui_opponent_name(int opponent)
{
    return opponent >= 0 && opponent < UI_OPP_COUNT
               ? opponent_names[opponent] : "two";
}

bool ui_opponent_from_name(const char *name, int *out)
{
    for (int i = 0; i < UI_OPP_COUNT; i++) {
        if (strcmp(name, opponent_names[i]) == 0) {
            *out = i;
            return true;
        }
    }
    return false;
}

const char *ui_player_name(const Ui *ui, int side)
{
    const char *n = ui->settings.names[side ? 1 : 0];
    if (strcmp(n, side ? "North" : "South") == 0) {
        return side ? _("North") : _("South");
    }
    return n;
}

void ui_keep_player_name(Ui *ui, int side, const char *name)
{
    if (!name[0]) {
        return; /* an emptied field keeps the name it had */
    }
    /* a field holds fewer than UI_NAME_INPUT_MAX bytes */
    snprintf(ui->settings.names[side ? 1 : 0], sizeof ui->settings.names[0],
             "%.*s", UI_NAME_INPUT_MAX, name);
    ui_save_settings(ui);
}

void ui_settings_defaults(UiSettings *s)
{
    memset(s, 0, sizeof *s);
    s->speed = UI_SPEED_NORMAL;
    snprintf(s->names[0], sizeof s->names[0], "%s", "South");
    snprintf(s->names[1], sizeof s->names[1], "%s", "North");
    /* a newcomer expects to play the computer first (issue 51) */
    s->opponent = UI_OPP_NORTH;
    s->level = AI_LEVEL_CLUB;
    s->think_ms = AI_DEFAULT_MS;
    s->volume = 80;
    s->match = 5;
    s->text_size = 100;
    /* Until the player picks one, the language follows the system locale. */
    snprintf(s->language, sizeof s->language, "%s",
             content_i18n_system_language());
}

enum { SETTINGS_FILE_MAX = 64 * 1024 }; /* a bigger settings.ini is refused */

/* A value in settings.ini that cannot be used: one line on stderr, and the
 * setting keeps its default. */
static void settings_notice(const char *path, int lineno, const char *key,
                            const char *val, const char *what)
{
    /* all three escaped: a damaged file may hold escape sequences */
    char shown[96], name[96], where[1300];
    safeio_escape(shown, sizeof shown, val);
    safeio_escape(name, sizeof name, key);
    safeio_escape(where, sizeof where, path);
    fprintf(stderr, "mancala-atlas: %s:%d: %s%s=%s%s: %s; using the "
            "default\n", where, lineno, name, strlen(key) > 80 ? "…" : "",
            shown, strlen(val) > 80 ? "…" : "", what);
}

/* Whole numbers only (safeio_parse_long): "5000abc", " 5000" or "1e3" are
 * not 5000 or 1. */
bool ui_parse_int(const char *text, long lo, long hi, int *out)
{
    long v;
    if (!safeio_parse_long(text, lo, hi, &v)) {
        return false;
    }
    *out = (int)v;
    return true;
}

/* A player name: printable UTF-8, cut on a character boundary to fit. */
static bool settings_name(char *dst, size_t size, const char *val)
{
    size_t n = strlen(val);
    if (!n || safeio_utf8_valid((const unsigned char *)val, n) != n) {
        return false;
    }
    for (const unsigned char *p = (const unsigned char *)val; *p; p++) {
        if (*p < 0x20 || *p == 0x7f) {
            return false;
        }
    }
    /* a space left at the end by the cut would not survive the file */
    size_t fit = safeio_utf8_fit(val, size - 1);
    while (fit > 0 && val[fit - 1] == ' ') {
        fit--;
    }
    snprintf(dst, size, "%.*s", (int)fit, val);
    return fit > 0;
}

int ui_settings_holes(const UiSettings *s, RulesGameId game)
{
    int v[RULES_MAX_VARIANTS + 1];
    int n = rules_game_variants(game, v);
    for (int i = 0; i < n; i++) {
        if (v[i] == s->holes[game]) {
            return v[i];
        }
    }
    return n > 0 ? v[0] : 0;
}

/* "<game><suffix>" ("gore_holes"): the game the key is about, or false. */
static bool game_key(const char *key, const char *suffix, RulesGameId *game)
{
    size_t n = strlen(key), k = strlen(suffix);
    char name[40];
    if (n <= k || n - k >= sizeof name || strcmp(key + n - k, suffix) != 0) {
        return false;
    }
    snprintf(name, sizeof name, "%.*s", (int)(n - k), key);
    return rules_game_from_name(name, game);
}

static bool holes_key(const char *key, RulesGameId *game)
{
    return game_key(key, "_holes", game);
}

/* "<game>_lesson=K N": the lesson left at step K of N (K <= N); "0": no
 * lesson left unfinished. */
static bool lesson_at(UiSettings *s, RulesGameId g, const char *val)
{
    int k, n;
    char word[16];
    if (strcmp(val, "0") == 0) {
        s->lesson_at[g] = s->lesson_steps[g] = 0;
        return true;
    }
    const char *sp = strchr(val, ' ');
    if (!sp || (size_t)(sp - val) >= sizeof word) {
        return false;
    }
    snprintf(word, sizeof word, "%.*s", (int)(sp - val), val);
    if (!ui_parse_int(word, 1, 999, &k) || !ui_parse_int(sp + 1, 2, 999, &n) ||
        k > n) {
        return false;
    }
    s->lesson_at[g] = k;
    s->lesson_steps[g] = n;
    return true;
}

/* Is the key one of select_choice's? */
static bool choice_key(const char *key)
{
    RulesGameId g;
    return strcmp(key, "match") == 0 || holes_key(key, &g) ||
           game_key(key, "_lesson", &g);
}

/* The choices kept for each game and the selection screen's last ones: a
 * game's lesson left unfinished, its row length (one of its variants),
 * the match's length. */
static bool select_choice(UiSettings *s, const char *key, const char *val,
                          const char **what)
{
    RulesGameId g;
    if (game_key(key, "_lesson", &g)) {
        *what = "not a lesson's step and its number of steps";
        return lesson_at(s, g, val);
    }
    if (holes_key(key, &g)) {
        *what = "not a row length this game is played with";
        int v[RULES_MAX_VARIANTS + 1], h;
        int n = rules_game_variants(g, v);
        if (!ui_parse_int(val, 1, 99, &h)) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (v[i] == h) {
                s->holes[g] = h;
                return true;
            }
        }
        return false;
    }
    *what = "not 1, 5 or 10";
    int m;
    if (!ui_parse_int(val, 1, 10, &m) || (m != 1 && m != 5 && m != 10)) {
        return false;
    }
    s->match = m;
    return true;
}

/* The window's size and place: "W H X Y", four numbers one space apart,
 * each in range. */
static bool settings_window(UiSettings *s, const char *val)
{
    static const long lo[4] = {320, 240, -16383, -16383};
    static const long hi[4] = {16384, 16384, 16383, 16383};
    int v[4];
    char word[64];
    const char *p = val;
    for (int i = 0; i < 4; i++) {
        const char *sp = strchr(p, ' ');
        size_t n = i < 3 ? (sp ? (size_t)(sp - p) : sizeof word) : strlen(p);
        if (n >= sizeof word) {
            return false;
        }
        memcpy(word, p, n);
        word[n] = '\0';
        if (!ui_parse_int(word, lo[i], hi[i], &v[i])) {
            return false;
        }
        p += n + (i < 3);
    }
    s->window_w = v[0];
    s->window_h = v[1];
    s->window_x = v[2];
    s->window_y = v[3];
    return true;
}

/* One "key=value" line; false when the value cannot be used. */
static bool settings_apply(UiSettings *s, const char *key, const char *val,
                           const char **what)
{
    if (strcmp(key, "replay_speed") == 0) {
        return true; /* an older file's: one speed for all now (issue 51) */
    }
    if (strcmp(key, "speed") == 0) {
        *what = "not slow, normal, fast or instant";
        for (int i = 0; i < UI_SPEED_COUNT; i++) {
            if (strcmp(val, speed_names[i]) == 0) {
                s->speed = i;
                return true;
            }
        }
        return false;
    }
    if (strcmp(key, "south_name") == 0 || strcmp(key, "north_name") == 0) {
        *what = "not a name (printable UTF-8 text)";
        int side = key[0] == 'n';
        return settings_name(s->names[side], sizeof s->names[side], val);
    }
    if (strcmp(key, "language") == 0) {
        *what = "not a language this game speaks";
        for (int i = 0; i < CONTENT_LANGUAGE_COUNT; i++) {
            if (strcmp(val, content_language_code(i)) == 0) {
                snprintf(s->language, sizeof s->language, "%s", val);
                return true;
            }
        }
        return false;
    }
    if (strcmp(key, "opponent") == 0) {
        *what = "not two, north, south or both";
        return ui_opponent_from_name(val, &s->opponent);
    }
    if (strcmp(key, "level") == 0) {
        *what = "not beginner, club or expert";
        AiLevel lv;
        if (!ai_level_from_name(val, &lv) || lv == AI_LEVEL_RANDOM) {
            return false;
        }
        s->level = (int)lv;
        return true;
    }
    if (strcmp(key, "game") == 0) {
        *what = "not a game this program plays";
        RulesGameId g;
        if (!rules_game_from_name(val, &g)) {
            return false;
        }
        s->game = (int)g;
        return true;
    }
    if (strcmp(key, "think_ms") == 0) {
        *what = "not a whole number from 100 to 60000";
        return ui_parse_int(val, 100, 60000, &s->think_ms);
    }
    if (strcmp(key, "window") == 0) {
        *what = "not a window's width, height, x and y";
        return settings_window(s, val);
    }
    bool *flag = strcmp(key, "face_to_face") == 0   ? &s->face_to_face
                 : strcmp(key, "teaching") == 0      ? &s->teaching
                 : strcmp(key, "maximized") == 0     ? &s->maximized
                 : strcmp(key, "window_full") == 0   ? &s->window_full
                 : strcmp(key, "fullscreen") == 0    ? &s->fullscreen
                 : strcmp(key, "rule_references") == 0 ? &s->rule_refs
                 : strcmp(key, "review_marks_in_words") == 0 ? &s->mark_words
                 : strcmp(key, "muted") == 0         ? &s->muted
                 : strcmp(key, "pointer_ring") == 0  ? &s->pointer_ring
                                                       : NULL;
    if (flag) {
        *what = "not 0 or 1";
        int on;
        if (!ui_parse_int(val, 0, 1, &on)) {
            return false;
        }
        *flag = on;
        return true;
    }
    if (choice_key(key)) {
        return select_choice(s, key, val, what);
    }
    if (strcmp(key, "volume") == 0) {
        *what = "not a whole number from 0 to 100";
        return ui_parse_int(val, 0, 100, &s->volume);
    }
    if (strcmp(key, "text_size") == 0) {
        *what = "not 100, 125, 150 or 200";
        int t;
        if (!ui_parse_int(val, 100, 200, &t) || !ui_text_size_offered(t)) {
            return false;
        }
        s->text_size = t;
        return true;
    }
    *what = "an unknown setting";
    return false;
}

/* A NUL byte is no text a player or this program wrote: the file is
 * damaged, and kept aside as settings.ini.bad (as a damaged save is)
 * rather than read in part and then rewritten with defaults. */
static bool settings_damaged(const char *path, const char *text, size_t len)
{
    if (!memchr(text, '\0', len)) {
        return false;
    }
    char bad[1300] = "", why[300];
    int e = safeio_set_aside(path, ".bad", bad, sizeof bad);
    snprintf(why, sizeof why, "it holds a NUL byte, so it is damaged; %s%s; "
             "using the default settings", e ? "cannot move it aside: " :
             "kept as ", e ? strerror(e) : strrchr(bad, '/') + 1);
    safeio_complain("mancala-atlas", "not reading", path, why);
    return true;
}

void ui_settings_load(UiSettings *s, const char *dir)
{
    ui_settings_defaults(s);
    if (!dir || !*dir) {
        return;
    }
    char path[1200], why[SAFEIO_WHY_MAX];
    snprintf(path, sizeof path, "%s/settings.ini", dir);
    size_t len = 0;
    char *text = safeio_read(path, SETTINGS_FILE_MAX, &len, why, sizeof why);
    if (!text) {
        if (errno != ENOENT) {
            safeio_complain("mancala-atlas", "cannot read", path, why);
        }
        return;
    }
    if (settings_damaged(path, text, len)) {
        free(text);
        return;
    }
    /* Lines of any length: a long one is one line, never two. */
    int lineno = 0;
    for (char *line = text, *next; line; line = next) {
        next = strchr(line, '\n');
        if (next) {
            *next++ = '\0';
        }
        lineno++;
        size_t n = strlen(line);
        while (n > 0 && (line[n - 1] == '\r' || line[n - 1] == ' ')) {
            line[--n] = '\0';
        }
        if (!line[0] || line[0] == '#') {
            continue;
        }
        char *eq = strchr(line, '=');
        if (!eq) {
            settings_notice(path, lineno, line, "", "no '=' on the line");
            continue;
        }
        *eq = '\0';
        const char *what = "";
        UiSettings before = *s;
        if (!settings_apply(s, line, eq + 1, &what)) {
            *s = before;
            settings_notice(path, lineno, line, eq + 1, what);
        }
    }
    free(text);
}

/* The settings file's text for `s` ("key=value" lines). */
static void settings_text(const UiSettings *s, char *text, size_t size)
{
    char window[80] = "", holes[RULES_GAME_COUNT * 96] = "";
    if (s->window_w > 0) {
        snprintf(window, sizeof window,
                 "window=%d %d %d %d\nwindow_full=%d\n", s->window_w,
                 s->window_h, s->window_x, s->window_y,
                 s->window_full ? 1 : 0);
    }
    /* the row length of each game played with more than one; the step
     * of a lesson left unfinished */
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        int v[RULES_MAX_VARIANTS + 1];
        size_t l = strlen(holes);
        if (rules_game_variants((RulesGameId)g, v) > 1) {
            snprintf(holes + l, sizeof holes - l, "%s_holes=%d\n",
                     rules_game_name((RulesGameId)g),
                     ui_settings_holes(s, (RulesGameId)g));
        }
        /* (written when none too: "0", so that a merge with another
         * window's file clears a lesson finished here) */
        l = strlen(holes);
        if (s->lesson_at[g] > 0) {
            snprintf(holes + l, sizeof holes - l, "%s_lesson=%d %d\n",
                     rules_game_name((RulesGameId)g), s->lesson_at[g],
                     s->lesson_steps[g]);
        } else {
            snprintf(holes + l, sizeof holes - l, "%s_lesson=0\n",
                     rules_game_name((RulesGameId)g));
        }
    }
    snprintf(text, size,
             "# Mancala Atlas settings\nspeed=%s\n"
             "south_name=%s\n"
             "north_name=%s\nlanguage=%s\nface_to_face=%d\nteaching=%d\n"
             "opponent=%s\nlevel=%s\nthink_ms=%d\n%smaximized=%d\n"
             "fullscreen=%d\nrule_references=%d\nreview_marks_in_words=%d\n"
             "volume=%d\nmuted=%d\ngame=%s\n%smatch=%d\ntext_size=%d\n"
             "pointer_ring=%d\n",
             ui_speed_name(s->speed),
             s->names[0], s->names[1], s->language,
             s->face_to_face ? 1 : 0, s->teaching ? 1 : 0,
             ui_opponent_name(s->opponent), ai_level_name((AiLevel)s->level),
             s->think_ms, window, s->maximized ? 1 : 0,
             s->fullscreen ? 1 : 0, s->rule_refs ? 1 : 0,
             s->mark_words ? 1 : 0, s->volume,
             s->muted ? 1 : 0, rules_game_name((RulesGameId)s->game),
             holes, s->match, s->text_size, s->pointer_ring ? 1 : 0);
}

enum { SETTINGS_TEXT_MAX = 2048 };

bool ui_settings_save(const UiSettings *s, const char *dir)
{
    if (!dir || !*dir) {
        return false;
    }
    char path[1200], text[SETTINGS_TEXT_MAX];
    snprintf(path, sizeof path, "%s/settings.ini", dir);
    settings_text(s, text, sizeof text);
    char why[SAFEIO_WHY_MAX];
    int e = safeio_write_atomic_why(path, text, strlen(text), why,
                                    sizeof why);
    if (e != 0) {
        safeio_complain("mancala-atlas", "cannot save", path, why);
    }
    return e == 0;
}

bool ui_settings_merge(const UiSettings *s, UiSettings *known,
                       const char *dir)
{
    if (!dir || !*dir) {
        return false;
    }
    /* The lines of `s` that are not lines of `known`: the settings this
     * program changed. Every line starts after a '\n' (the comment is
     * first), so "\nkey=value\n" finds a whole line. */
    char mine[SETTINGS_TEXT_MAX], before[SETTINGS_TEXT_MAX];
    settings_text(s, mine, sizeof mine);
    settings_text(known, before, sizeof before);
    int lock = safeio_lock(dir);
    UiSettings disk;
    ui_settings_load(&disk, dir);
    for (char *line = strchr(mine, '\n'); line && line[1];) {
        char *end = strchr(line + 1, '\n');
        if (!end) {
            break; /* the text ends with a newline: never */
        }
        char *eq = strchr(line + 1, '=');
        char keep = end[1];
        end[1] = '\0';
        bool changed = !strstr(before, line);
        end[1] = keep;
        if (changed && eq && eq < end) {
            const char *what;
            *end = '\0';
            *eq = '\0';
            settings_apply(&disk, line + 1, eq + 1, &what);
            *eq = '=';
            *end = '\n';
        }
        line = end;
    }
    bool ok = ui_settings_save(&disk, dir);
    safeio_unlock(lock);
    *known = *s;
    return ok;
}
