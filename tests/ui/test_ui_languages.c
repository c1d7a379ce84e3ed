/* test_ui_languages.c: every screen in every language, at 800x600 and 1366x768, as the program draws it (the script's "texts" record: each text and its place): no text cut short, none outside the window, none over another, every character in its font, and no English left in another language's screens. */
#define _POSIX_C_SOURCE 200809L
#include "check.h"
#include "content.h"
#include "content/po_read.h"
#define UT_HINT_RESULT_REVIEW /* these screens too (ui_texts.h) */
#include "ui_texts.h"

#include <ctype.h>

enum { MAX_WORDS = 4000 };

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

/* The labels of a row of buttons along the window's foot keep one size:
 * a long one gets room from the others rather than shrink (Portuguese
 * "Velocidade: normal" on the Watch screen at 800x600). */
static bool one_size_along_the_foot(const Text *t, int n, int wh,
                                    const char *where)
{
    int most = 0;
    for (int i = 0; i < n; i++) {
        if (t[i].y > wh * 85 / 100 && t[i].px > most) {
            most = t[i].px;
        }
    }
    bool ok = true;
    for (int i = 0; i < n; i++) {
        if (t[i].y > wh * 85 / 100 && t[i].px < most) {
            printf("  %s: \"%s\" is drawn at %d px beside %d px\n", where,
                   t[i].s, t[i].px, most);
            ok = false;
        }
    }
    return ok;
}

static bool check_screen(const char *lang, const char *size,
                         const char *screen)
{
    static Text t[UT_MAX_TEXTS];
    char path[1200], where[200];
    snprintf(path, sizeof path, "%s/%s-%s-%s.txt", dir, lang, size, screen);
    snprintf(where, sizeof where, "%s %s %s", lang, size, screen);
    bool ok = true;
    int ww = 0, wh = 0;
    int n = ut_read_texts(path, t, UT_MAX_TEXTS, &ww, &wh, where, &ok);
    if (n == 0 && ok) {
        printf("  %s: no text drawn\n", where);
        ok = false;
    }
    ok = ut_none_overlap(t, n, where) && ok;
    if (strcmp(screen, "watch") == 0) {
        ok = one_size_along_the_foot(t, n, wh, where) && ok;
    }
    for (int i = 0; i < n; i++) {
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

TEST(every_screen_in_every_language_fits_and_is_translated)
{
    static const char *const sizes[] = {"800x600", "1366x768"};
    const char *names[64];
    int count = ut_screens(names, 64);
    CHECK(count >= 20);
    for (int l = 0; l < CONTENT_LANGUAGE_COUNT; l++) {
        const char *lang = content_language_code(l);
        CHECK(english_words(lang));
        for (size_t z = 0; z < sizeof sizes / sizeof sizes[0]; z++) {
            CHECK(ut_record(lang, sizes[z], "", sizes[z]));
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
