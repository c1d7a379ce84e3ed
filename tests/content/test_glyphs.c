/* test_glyphs.c: every character of every text, lesson, translation and desktop entry, in every language, is drawn by the bundled fonts. */
#include <SDL_ttf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "content.h"
#include "po_read.h"
#include "rules.h"

static const char *data_dir;
static const char *const font_files[] = {"NotoSans-Regular.ttf",
                                         "NotoSans-Bold.ttf",
                                         "NotoSerif-Bold.ttf"};

/* Decodes the UTF-8 character at *p (already validated) and advances. */
static Uint32 next_char(const char **p)
{
    const unsigned char *s = (const unsigned char *)*p;
    Uint32 cp;
    int extra;

    if (s[0] < 0x80) {
        cp = s[0];
        extra = 0;
    } else if (s[0] < 0xE0) {
        cp = s[0] & 0x1Fu;
        extra = 1;
    } else if (s[0] < 0xF0) {
        cp = s[0] & 0x0Fu;
        extra = 2;
    } else {
        cp = s[0] & 0x07u;
        extra = 3;
    }
    for (int i = 1; i <= extra; i++) {
        cp = (cp << 6) | (s[i] & 0x3Fu);
    }
    *p += 1 + extra;
    return cp;
}

/* Checks one string against one font; reports the first missing glyph. */
static int covered(TTF_Font *font, const char *font_name, const char *text,
                   const char *where)
{
    const char *p = text;
    while (*p) {
        Uint32 cp = next_char(&p);
        if (cp < 0x20) {
            continue; /* line breaks are layout, not glyphs */
        }
        if (!TTF_GlyphIsProvided32(font, cp)) {
            printf("  %s: U+%04X is not in %s (in \"%.60s\")\n", where,
                   (unsigned)cp, font_name, text);
            return 0;
        }
        /* SDL_ttf does no shaping: combining marks would be drawn apart
         * from their letter, so texts must use precomposed letters. */
        if (cp >= 0x300 && cp <= 0x36F) {
            printf("  %s: combining mark U+%04X; use a precomposed letter "
                   "(NFC)\n",
                   where, (unsigned)cp);
            return 0;
        }
    }
    return 1;
}

static TTF_Font *open_font(const char *name)
{
    char path[1024];
    TTF_Font *font;
    snprintf(path, sizeof path, "%s/fonts/%s", data_dir, name);
    font = TTF_OpenFont(path, 16);
    if (!font) {
        printf("  %s: %s\n", path, TTF_GetError());
    }
    return font;
}

TEST(every_character_of_every_text_is_in_every_bundled_font)
{
    for (size_t f = 0; f < sizeof font_files / sizeof font_files[0]; f++) {
        TTF_Font *font = open_font(font_files[f]);
        CHECK(font != NULL);
        for (int g = 0; g < RULES_GAME_COUNT; g++) {
            for (int l = 0; l < CONTENT_LANGUAGE_COUNT; l++) {
                for (int k = CONTENT_RULES; k <= CONTENT_HISTORY; k++) {
                    ContentError err;
                    ContentDoc *doc = content_doc_load_game(
                        data_dir, rules_game_name((RulesGameId)g),
                        (ContentKind)k, content_language_code(l), &err);
                    int ok = 1;
                    if (!doc) {
                        TTF_CloseFont(font);
                        CHECK_FAIL_AT("%s", err.text);
                        return;
                    }
                    for (size_t i = 0; i < doc->count && ok; i++) {
                        ok = covered(font, font_files[f], doc->blocks[i].text,
                                     doc->path);
                    }
                    content_doc_free(doc);
                    if (!ok) {
                        TTF_CloseFont(font);
                        CHECK(ok);
                    }
                }
            }
        }
        TTF_CloseFont(font);
    }
}

/* Checks `text` against every bundled font; false after the first miss. */
static int covered_by_all(const char *text, const char *where)
{
    for (size_t f = 0; f < sizeof font_files / sizeof font_files[0]; f++) {
        TTF_Font *font = open_font(font_files[f]);
        int ok = font && covered(font, font_files[f], text, where);
        if (font) {
            TTF_CloseFont(font);
        }
        if (!ok) {
            return 0;
        }
    }
    return 1;
}

TEST(every_character_of_every_translation_is_in_every_bundled_font)
{
    int strings = 0;
    for (int l = 0; l < CONTENT_LANGUAGE_COUNT; l++) {
        const char *lang = content_language_code(l);
        if (strcmp(lang, "en") == 0) {
            continue; /* the msgids: checked as the texts are */
        }
        PoFile *po = po_read(lang);
        CHECK(po != NULL);
        /* all translations, one after the other: each character is
         * checked once per font */
        size_t len = 1;
        for (size_t i = 0; i < po->count; i++) {
            for (int k = 0; k < po->entries[i].forms; k++) {
                len += strlen(po->entries[i].msgstr[k]) + 1;
            }
        }
        char *all = malloc(len), where[64];
        CHECK(all != NULL);
        all[0] = '\0';
        for (size_t i = 0; i < po->count; i++) {
            for (int k = 0; k < po->entries[i].forms; k++) {
                strcat(strcat(all, po->entries[i].msgstr[k]), " ");
                strings++;
            }
        }
        snprintf(where, sizeof where, "po/%s.po", lang);
        int ok = covered_by_all(all, where);
        free(all);
        po_free(po);
        CHECK(ok);
    }
    CHECK(strings >= 2);
}

/* Checks a whole file of the source tree (rel) against every font. */
static int file_covered(const char *rel)
{
    char path[600];
    size_t size;
    snprintf(path, sizeof path, "%s/%s", data_source_dir(), rel);
    char *text = (char *)data_read_all(path, &size);
    int ok = text && covered_by_all(text, path);
    if (!text) {
        printf("  cannot read %s\n", path);
    }
    free(text);
    return ok;
}

/* The lessons, and the lines of the desktop entry and the AppStream
 * metadata, in every language. */
TEST(every_character_of_every_lesson_and_desktop_text_is_in_every_font)
{
    char rel[400];
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        for (int l = 0; l < CONTENT_LANGUAGE_COUNT; l++) {
            snprintf(rel, sizeof rel, "data/rules/lessons/%s.lesson.%s.txt",
                     rules_game_name((RulesGameId)g),
                     content_language_code(l));
            CHECK(file_covered(rel));
        }
    }
    CHECK(file_covered("packaging/mancala-atlas.desktop.in"));
    CHECK(file_covered("packaging/mancala-atlas.metainfo.xml.in"));
}

TEST(the_fonts_cover_vietnamese_yoruba_portuguese_and_creole_letters)
{
    /* ẹ ọ ṣ (Yorùbá), ã ç õ é í (Portuguese, Creole), ơ ư ạ ầ ữ đ (Việt) */
    static const char sample[] = "\xE1\xBA\xB9\xE1\xBB\x8D\xE1\xB9\xA3 "
                                 "\xC3\xA3\xC3\xA7\xC3\xB5\xC3\xA9\xC3\xAD "
                                 "\xC6\xA1\xC6\xB0\xE1\xBA\xA1\xE1\xBA\xA7"
                                 "\xE1\xBB\xAF\xC4\x91 "
                                 "\xC3\x92r\xC3\xA8 Yor\xC3\xB9" "b\xC3\xA1";
    for (size_t f = 0; f < sizeof font_files / sizeof font_files[0]; f++) {
        TTF_Font *font = open_font(font_files[f]);
        int ok;
        CHECK(font != NULL);
        ok = covered(font, font_files[f], sample, "sample");
        TTF_CloseFont(font);
        CHECK(ok);
    }
}

int main(void)
{
    data_dir = getenv("MANCALA_DATA_DIR");
    if (!data_dir) {
        printf("MANCALA_DATA_DIR is not set (run through ctest)\n");
        return 1;
    }
    if (TTF_Init() != 0) {
        printf("TTF_Init: %s\n", TTF_GetError());
        return 1;
    }
    RUN(every_character_of_every_text_is_in_every_bundled_font);
    RUN(every_character_of_every_translation_is_in_every_bundled_font);
    RUN(every_character_of_every_lesson_and_desktop_text_is_in_every_font);
    RUN(the_fonts_cover_vietnamese_yoruba_portuguese_and_creole_letters);
    TTF_Quit();
    return check_summary();
}
