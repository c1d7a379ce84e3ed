/* ui_texts.h: what the tests of every screen's texts share (test_ui_languages, test_ui_text_size): the screens visited, running them headless with the script's "texts" record, reading a record (each text, its place and font size) and finding texts outside the window or over one another. */
#ifndef UI_TEXTS_H
#define UI_TEXTS_H

#include "ui_script.h"

enum { UT_MAX_TEXTS = 600 };

typedef struct Text {
    int x, y, w, h; /* the part of it that shows: in its clip and window */
    bool clipped;   /* drawn in a clip (a scrolled page, a list) */
    int layer;      /* a veil (ui_dim) puts what follows over what was */
    bool floats;    /* on its own ground over the rest (ui_text_floats) */
    int px;         /* its font's size */
    bool board;     /* the board's own, sized by it (ui_text_of_board) */
    char s[400];
} Text;

/* The screens, each reached from a start by keys; "texts NAME" lines in
 * `keys` record one screen each. */
typedef struct Visit {
    const char *args, *keys;
} Visit;

#define UT_AYOAYO_GAME \
    "1 6 2 6 1 7 4 10 2 7 3 8 3 11 5 6 2 9 1 6 3 8 0 10"

static const Visit ut_visits[] = {
    {"--screen select --game gore",
     "wait 200\ntexts select\nkey F1\nwait 50\ntexts select-keys\n"
     "key Escape\nkey r\nwait 200\ntexts rules\nkey Escape\nkey h\n"
     "wait 200\ntexts history\nkey Escape\nkey s\nwait 100\ntexts record\n"
     "key Escape\nkey e\nwait 200\ntexts editor\nkey F1\nwait 50\n"
     "texts editor-keys\nkey Escape\nkey Escape\nwait 100\nkey Return\n"
     "wait 300\ntexts game-gore\nkey F1\nwait 50\ntexts game-keys\n"},
    {"--screen title", "wait 300\ntexts title\nkey ctrl+o\nwait 200\n"
                       "texts saves\n"},
    {"--screen settings", "wait 100\ntexts settings\n"},
    {"--screen about", "wait 100\ntexts about\n"},
    {"--screen atlas --game urim", "wait 300\ntexts atlas\n"},
    {"--screen learn --game gore --step 2", "wait 300\ntexts lesson\n"},
    {"--screen watch --game ayoayo", "wait 1500\ntexts watch\n"},
    {"--screen game --game bao-kigogo", "wait 300\ntexts game-bao\n"},
    {"--screen game --game modiar", "wait 300\ntexts game-modiar\n"},
    {"--screen game --game ayoayo --teaching",
     "wait 300\nkey Return\nwait 1500\ntexts game-ayoayo-teaching\n"},
    {"--screen game --game urim --holes 7", "wait 300\ntexts game-urim\n"},
#ifdef UT_HINT_RESULT_REVIEW
    /* A hint, and a whole game of Ayoayo (North wins 29 to 19): its result
     * and the engine's review of every move. test_ui_languages visits
     * them; test_ui_text_size not yet: at 150 % the hint's caption is
     * drawn smaller than at 100 %, the review's "Decisive moves" line is
     * cut at 1920x1080 and the result's pile label in Swahili at
     * 1280x720. */
    {"--screen game --game modiar",
     "wait 300\nkey h\nidle\ntexts game-hint\n"},
    {"--screen result --game ayoayo --moves '" UT_AYOAYO_GAME "'",
     "wait 300\nidle\ntexts result\n"},
    {"--screen review --game ayoayo --moves '" UT_AYOAYO_GAME "'",
     "wait 300\nidle\ntexts review\n"},
#endif
};

/* Reads one "texts" record into `t` (at most `max`); what cannot be
 * read, a text cut short, a character missing from its font or a text
 * outside the window is said (`where`) and makes *ok false. */
static int ut_read_texts(const char *path, Text *t, int max, int *win_w,
                         int *win_h, const char *where, bool *ok)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        printf("  %s: no record %s\n", where, path);
        *ok = false;
        return 0;
    }
    char line[1200];
    int n = 0, layer = 0, px = 0;
    bool floats = false, board = false;
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = '\0';
        if (strcmp(line, "layer") == 0) {
            layer++;
            continue;
        }
        if (strcmp(line, "float") == 0) {
            floats = true;
            continue;
        }
        if (strcmp(line, "board") == 0) {
            board = true;
            continue;
        }
        char *bar = strchr(line, '|');
        int x, y, w, h, cx, cy, cw, ch, width;
        unsigned cp;
        if (sscanf(line, "window %d %d", win_w, win_h) == 2 ||
            sscanf(line, "font %d", &px) == 1) {
            continue;
        }
        if (!bar) {
            continue;
        }
        if (sscanf(line, "cut %d|", &width) == 1) {
            printf("  %s: cut to %d px: \"%s\"\n", where, width, bar + 1);
            *ok = false;
        } else if (sscanf(line, "noglyph U+%X|", &cp) == 1) {
            printf("  %s: U+%04X is not in the font: \"%s\"\n", where, cp,
                   bar + 1);
            *ok = false;
        } else if (sscanf(line, "text %d %d %d %d clip %d %d %d %d|", &x, &y,
                          &w, &h, &cx, &cy, &cw, &ch) == 8 &&
                   n < max) {
            Text *e = &t[n];
            e->clipped = cw > 0 && ch > 0;
            int x0 = x, y0 = y, x1 = x + w, y1 = y + h;
            if (e->clipped) {
                x0 = x0 > cx ? x0 : cx;
                y0 = y0 > cy ? y0 : cy;
                x1 = x1 < cx + cw ? x1 : cx + cw;
                y1 = y1 < cy + ch ? y1 : cy + ch;
            }
            if (x1 <= x0 || y1 <= y0) {
                floats = board = false;
                continue; /* scrolled out of sight */
            }
            if (x0 < 0 || y0 < 0 || x1 > *win_w || y1 > *win_h) {
                printf("  %s: outside the %dx%d window at %d,%d %dx%d: "
                       "\"%s\"\n", where, *win_w, *win_h, x, y, w, h,
                       bar + 1);
                *ok = false;
            }
            *e = (Text){x0, y0, x1 - x0, y1 - y0, e->clipped, layer, floats,
                        px, board, ""};
            floats = board = false;
            snprintf(e->s, sizeof e->s, "%s", bar + 1);
            n++;
        }
    }
    fclose(f);
    return n;
}

/* Two texts overlap when their ink would: a rectangle holds the line's
 * whole height, from above the tallest accent to below the descenders, so
 * the ink of most words leaves its top fifth and bottom sixth empty. */
static bool ut_overlap(const Text *a, const Text *b)
{
    float ay0 = (float)a->y + (float)a->h * 0.2f;
    float ay1 = (float)(a->y + a->h) - (float)a->h / 6.0f;
    float by0 = (float)b->y + (float)b->h * 0.2f;
    float by1 = (float)(b->y + b->h) - (float)b->h / 6.0f;
    int ox = (a->x + a->w < b->x + b->w ? a->x + a->w : b->x + b->w) -
             (a->x > b->x ? a->x : b->x);
    float oy = (ay1 < by1 ? ay1 : by1) - (ay0 > by0 ? ay0 : by0);
    return ox > 2 && oy > 1.0f;
}

/* Says (`where`) each two texts of one layer that overlap; false when
 * any do. */
static bool ut_none_overlap(const Text *t, int n, const char *where)
{
    bool ok = true;
    for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
            /* a title drawn twice is its shadow */
            if (t[i].layer == t[j].layer && !t[i].floats && !t[j].floats &&
                strcmp(t[i].s, t[j].s) != 0 && ut_overlap(&t[i], &t[j])) {
                printf("  %s: \"%s\" and \"%s\" overlap\n", where, t[i].s,
                       t[j].s);
                ok = false;
            }
        }
    }
    return ok;
}

/* Runs every visit in `lang` at `size` ("800x600") with the further
 * options `more` (may be ""), recording each screen as
 * <lang>-<tag>-<screen>.txt. */
static bool ut_record(const char *lang, const char *size, const char *more,
                      const char *tag)
{
    bool ok = true;
    for (size_t v = 0; v < sizeof ut_visits / sizeof ut_visits[0]; v++) {
        char script[4000] = "", cmd[8192], sp[1100];
        const char *p = ut_visits[v].keys;
        while (*p) {
            size_t n = strcspn(p, "\n");
            char l[200];
            snprintf(l, sizeof l, "%.*s", (int)n, p);
            size_t have = strlen(script);
            if (strncmp(l, "texts ", 6) == 0) {
                snprintf(script + have, sizeof script - have,
                         "texts %s/%s-%s-%s.txt\n", dir, lang, tag, l + 6);
            } else {
                snprintf(script + have, sizeof script - have, "%s\n", l);
            }
            p += n + (p[n] == '\n');
        }
        path_of(sp, sizeof sp, "texts.script");
        fresh_home("h-texts");
        if (!ut_write_text(sp, script)) {
            return false;
        }
        snprintf(cmd, sizeof cmd,
                 "MANCALA_HOME='%s/h-texts' '%s' --lang %s %s --script '%s' "
                 "--size %s %s 2>'%s/stderr.txt'",
                 dir, exe, lang, ut_visits[v].args, sp, size, more, dir);
        int st = system(cmd);
        if (!WIFEXITED(st) || WEXITSTATUS(st) != 0) {
            char err[2000];
            path_of(sp, sizeof sp, "stderr.txt");
            ut_read_text(sp, err, sizeof err);
            printf("  %s %s %s %s: exit %d: %s\n", lang, size, more,
                   ut_visits[v].args, WIFEXITED(st) ? WEXITSTATUS(st) : -1,
                   err);
            ok = false;
        }
    }
    return ok;
}

/* The screens named by the visits, in order. */
static int ut_screens(const char *names[], int max)
{
    int n = 0;
    for (size_t v = 0; v < sizeof ut_visits / sizeof ut_visits[0]; v++) {
        for (const char *p = strstr(ut_visits[v].keys, "texts ");
             p && n < max; p = strstr(p + 1, "\ntexts ")) {
            if (*p == '\n') {
                p++;
            }
            static char names_buf[64][40];
            size_t len = strcspn(p + 6, "\n");
            snprintf(names_buf[n], sizeof names_buf[n], "%.*s", (int)len,
                     p + 6);
            names[n] = names_buf[n];
            n++;
        }
    }
    return n;
}

#endif
