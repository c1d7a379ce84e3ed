/* test_ui_languages.c: every screen in every language, at 800x600 and 1366x768, as the program draws it (the script's "texts" record: each text and its place): no text cut short, none outside the window, none over another, every character in its font, and no English left in another language's screens. */
#define _POSIX_C_SOURCE 200809L
#include "check.h"
#include "content.h"
#include "content/po_read.h"
#include "ui_script.h"

#include <ctype.h>

enum { MAX_TEXTS = 600, MAX_WORDS = 4000 };

typedef struct Text {
    int x, y, w, h; /* the part of it that shows: in its clip and window */
    bool clipped;   /* drawn in a clip (a scrolled page, a list) */
    int layer;      /* a veil (ui_dim) puts what follows over what was */
    bool floats;    /* on its own ground over the rest (ui_text_floats) */
    char s[400];
} Text;

/* The screens, each reached from a start by keys; "texts NAME" lines in
 * `keys` record one screen each. */
typedef struct Visit {
    const char *args, *keys;
} Visit;

static const Visit visits[] = {
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
};

/* The English words of the interface that no other catalogue uses: a
 * text of another language holding one is English left untranslated. */
static char english[MAX_WORDS][24];
static int english_count;

/* Calls `f` with each word of `s` (letters only, lower case, 4 or more). */
static void each_word(const char *s, void (*f)(const char *w, void *arg),
                      void *arg)
{
    while (*s) {
        while (*s && !isalpha((unsigned char)*s)) {
            s += *s == '%' && s[1] ? 2 : 1; /* a format's letter is none */
        }
        char w[24];
        size_t n = 0;
        bool ascii = true;
        while (*s && (isalpha((unsigned char)*s) ||
                      (unsigned char)*s >= 0x80)) {
            ascii = ascii && (unsigned char)*s < 0x80;
            if (n + 1 < sizeof w) {
                w[n++] = (char)tolower((unsigned char)*s);
            }
            s++;
        }
        w[n] = '\0';
        if (n >= 4 && ascii) {
            f(w, arg);
        }
    }
}

static int find_word(const char *w)
{
    for (int i = 0; i < english_count; i++) {
        if (strcmp(english[i], w) == 0) {
            return i;
        }
    }
    return -1;
}

static void add_word(const char *w, void *arg)
{
    (void)arg;
    if (english_count < MAX_WORDS && find_word(w) < 0) {
        snprintf(english[english_count++], sizeof english[0], "%s", w);
    }
}

static void drop_word(const char *w, void *arg)
{
    (void)arg;
    int i = find_word(w);
    if (i >= 0) {
        english[i][0] = '\0';
    }
}

/* Every word of the English interface that neither a translation (of any
 * language: names, "Atlas", "normal") nor a text of `lang` uses
 * ("pays" is French too). */
static bool english_words(const char *lang)
{
    english_count = 0;
    PoFile *po = po_read("vi");
    for (size_t i = 0; po && i < po->count; i++) {
        each_word(po->entries[i].msgid, add_word, NULL);
        if (po->entries[i].plural) {
            each_word(po->entries[i].plural, add_word, NULL);
        }
    }
    po_free(po);
    for (int l = 1; l < CONTENT_LANGUAGE_COUNT; l++) {
        po = po_read(content_language_code(l));
        for (size_t i = 0; po && i < po->count; i++) {
            for (int k = 0; k < po->entries[i].forms; k++) {
                if (po->entries[i].msgstr[k]) {
                    each_word(po->entries[i].msgstr[k], drop_word, NULL);
                }
            }
        }
        po_free(po);
    }
    static const char *const games[] = {"gore", "bao-kigogo", "modiar",
                                        "ayoayo", "urim"};
    static const char *const kinds[][2] = {{"rules/", "rules"},
                                           {"rules/", "history"},
                                           {"rules/lessons/", "lesson"}};
    for (size_t g = 0; g < sizeof games / sizeof *games; g++) {
        for (size_t k = 0; k < sizeof kinds / sizeof *kinds; k++) {
            char path[1200];
            size_t size;
            snprintf(path, sizeof path, "%s/data/%s%s.%s.%s.txt",
                     data_source_dir(), kinds[k][0], games[g], kinds[k][1],
                     lang);
            unsigned char *text = data_read_all(path, &size);
            if (text && strcmp(lang, "en") != 0) {
                each_word((const char *)text, drop_word, NULL);
            }
            free(text);
        }
    }
    return english_count > 100;
}

static void english_word(const char *w, void *arg)
{
    const char **found = arg;
    int i = find_word(w);
    if (i >= 0 && english[i][0] && !*found) {
        *found = english[i];
    }
}

/* Reads one "texts" record; false (said) when it cannot. */
static int read_texts(const char *path, Text *t, int max, int *win_w,
                      int *win_h, const char *where, bool *ok)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        printf("  %s: no record %s\n", where, path);
        *ok = false;
        return 0;
    }
    char line[1200];
    int n = 0, layer = 0;
    bool floats = false;
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
        char *bar = strchr(line, '|');
        int x, y, w, h, cx, cy, cw, ch, width;
        unsigned cp;
        if (sscanf(line, "window %d %d", win_w, win_h) == 2) {
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
                continue; /* scrolled out of sight */
            }
            if (x0 < 0 || y0 < 0 || x1 > *win_w || y1 > *win_h) {
                printf("  %s: outside the %dx%d window at %d,%d %dx%d: "
                       "\"%s\"\n", where, *win_w, *win_h, x, y, w, h,
                       bar + 1);
                *ok = false;
            }
            *e = (Text){x0, y0, x1 - x0, y1 - y0, e->clipped, layer, floats,
                        ""};
            floats = false;
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
static bool overlap(const Text *a, const Text *b)
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

static bool check_screen(const char *lang, const char *size,
                         const char *screen)
{
    static Text t[MAX_TEXTS];
    char path[1200], where[200];
    snprintf(path, sizeof path, "%s/%s-%s-%s.txt", dir, lang, size, screen);
    snprintf(where, sizeof where, "%s %s %s", lang, size, screen);
    bool ok = true;
    int ww = 0, wh = 0;
    int n = read_texts(path, t, MAX_TEXTS, &ww, &wh, where, &ok);
    if (n == 0 && ok) {
        printf("  %s: no text drawn\n", where);
        ok = false;
    }
    for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
            /* a title drawn twice is its shadow */
            if (t[i].layer == t[j].layer && !t[i].floats && !t[j].floats &&
                strcmp(t[i].s, t[j].s) != 0 && overlap(&t[i], &t[j])) {
                printf("  %s: \"%s\" and \"%s\" overlap\n", where, t[i].s,
                       t[j].s);
                ok = false;
            }
        }
        const char *found = NULL;
        if (strcmp(lang, "en") != 0) {
            each_word(t[i].s, english_word, &found);
        }
        if (found) {
            printf("  %s: \"%s\" is English (\"%s\")\n", where, t[i].s,
                   found);
            ok = false;
        }
    }
    return ok;
}

/* Runs every visit in `lang` at `size` ("800x600"), recording each
 * screen as <lang>-<size>-<screen>.txt. */
static bool record(const char *lang, const char *size)
{
    bool ok = true;
    for (size_t v = 0; v < sizeof visits / sizeof visits[0]; v++) {
        char script[4000] = "", cmd[8192], sp[1100];
        const char *p = visits[v].keys;
        while (*p) {
            size_t n = strcspn(p, "\n");
            char l[200];
            snprintf(l, sizeof l, "%.*s", (int)n, p);
            size_t have = strlen(script);
            if (strncmp(l, "texts ", 6) == 0) {
                snprintf(script + have, sizeof script - have,
                         "texts %s/%s-%s-%s.txt\n", dir, lang, size, l + 6);
            } else {
                snprintf(script + have, sizeof script - have, "%s\n", l);
            }
            p += n + (p[n] == '\n');
        }
        path_of(sp, sizeof sp, "languages.script");
        fresh_home("h-lang");
        if (!ut_write_text(sp, script)) {
            return false;
        }
        snprintf(cmd, sizeof cmd,
                 "MANCALA_HOME='%s/h-lang' '%s' --lang %s %s --script '%s' "
                 "--size %s 2>'%s/stderr.txt'",
                 dir, exe, lang, visits[v].args, sp, size, dir);
        int st = system(cmd);
        if (!WIFEXITED(st) || WEXITSTATUS(st) != 0) {
            char err[2000];
            path_of(sp, sizeof sp, "stderr.txt");
            ut_read_text(sp, err, sizeof err);
            printf("  %s %s %s: exit %d: %s\n", lang, size, visits[v].args,
                   WIFEXITED(st) ? WEXITSTATUS(st) : -1, err);
            ok = false;
        }
    }
    return ok;
}

/* The screens named by the visits, in order. */
static int screens(const char *names[], int max)
{
    int n = 0;
    for (size_t v = 0; v < sizeof visits / sizeof visits[0]; v++) {
        for (const char *p = strstr(visits[v].keys, "texts ");
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

TEST(every_screen_in_every_language_fits_and_is_translated)
{
    static const char *const sizes[] = {"800x600", "1366x768"};
    const char *names[64];
    int count = screens(names, 64);
    CHECK(count >= 20);
    for (int l = 0; l < CONTENT_LANGUAGE_COUNT; l++) {
        const char *lang = content_language_code(l);
        CHECK(english_words(lang));
        for (size_t z = 0; z < sizeof sizes / sizeof sizes[0]; z++) {
            CHECK(record(lang, sizes[z]));
            for (int s = 0; s < count; s++) {
                if (!check_screen(lang, sizes[z], names[s])) {
                    CHECK_FAIL_AT("%s at %s: %s", lang, sizes[z], names[s]);
                }
            }
        }
    }
}

int main(void)
{
    if (!script_setup("languages")) {
        return 1;
    }
    RUN(every_screen_in_every_language_fits_and_is_translated);
    return check_summary();
}
