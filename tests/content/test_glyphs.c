/* test_glyphs.c: every character of every text and translation is drawn by the bundled fonts. */
#include <SDL_ttf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "content.h"
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

/* Appends the C string literal at *p ("...") to out, unescaping it. */
static void po_unquote(const char *p, char *out, size_t n)
{
    size_t o = strlen(out);
    p = strchr(p, '"');
    if (!p) {
        return;
    }
    for (p++; *p && *p != '"' && o + 1 < n; p++) {
        if (*p == '\\' && p[1]) {
            p++;
            out[o++] = *p == 'n' ? '\n' : *p == 't' ? '\t' : *p;
        } else {
            out[o++] = *p;
        }
    }
    out[o] = '\0';
}

TEST(every_character_of_every_translation_is_in_every_bundled_font)
{
    const char *src = getenv("MANCALA_SOURCE_DIR");
    char path[1024], line[4096], msgstr[65536] = "";
    int in_msgstr = 0, strings = 0;
    FILE *po;

    CHECK(src != NULL);
    snprintf(path, sizeof path, "%s/po/vi.po", src);
    po = fopen(path, "r");
    CHECK(po != NULL);
    /* All msgstrs, one after the other: each character is checked once. */
    while (fgets(line, sizeof line, po)) {
        if (strncmp(line, "msgstr", 6) == 0) {
            in_msgstr = 1;
            strings++;
            po_unquote(line, msgstr, sizeof msgstr);
            if (strlen(msgstr) + 1 >= sizeof msgstr) {
                break;
            }
            strncat(msgstr, " ", sizeof msgstr - strlen(msgstr) - 1);
        } else if (line[0] == '"' && in_msgstr) {
            po_unquote(line, msgstr, sizeof msgstr);
        } else {
            in_msgstr = 0;
        }
    }
    fclose(po);
    CHECK(strings >= 2);
    CHECK(strlen(msgstr) + 2 < sizeof msgstr);
    for (size_t f = 0; f < sizeof font_files / sizeof font_files[0]; f++) {
        TTF_Font *font = open_font(font_files[f]);
        int ok;
        CHECK(font != NULL);
        ok = covered(font, font_files[f], msgstr, path);
        TTF_CloseFont(font);
        CHECK(ok);
    }
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
    RUN(the_fonts_cover_vietnamese_yoruba_portuguese_and_creole_letters);
    TTF_Quit();
    return check_summary();
}
