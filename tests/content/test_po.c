/* test_po.c: each language's catalogue: its plural forms as the language counts (checked through gettext itself), no obsolete entries, no English copied in as a translation; its numbers; the languages offered and their names. */
#define _POSIX_C_SOURCE 200809L /* setenv, unsetenv */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "content.h"
#include "i18n.h"
#include "po_read.h"

static char locale_dir[4096];

/* The plural form a language uses for n, worked out from its grammar
 * (not from the catalogue): French takes the singular for 0 and 1
 * ("0 coup", "1 coup", "2 coups"); Portuguese and Swahili for 1 only
 * ("0 jogadas", "1 jogada"; "hatua 0"… Swahili nouns of the n-class do
 * not change, but those of the m-/wa- and ki-/vi- classes do: "mbegu 1",
 * "kete 1", "mchezo 1", "michezo 2"); Vietnamese has one form. */
static int plural_form(const char *lang, unsigned long n)
{
    if (strcmp(lang, "fr") == 0) {
        return n > 1;
    }
    if (strcmp(lang, "vi") == 0) {
        return 0;
    }
    return n != 1; /* en, pt, sw */
}

static int plural_count(const char *lang)
{
    return strcmp(lang, "vi") == 0 ? 1 : 2;
}

/* The languages with a catalogue: all but English. */
static bool has_catalogue(const char *lang)
{
    return strcmp(lang, "en") != 0;
}

TEST(every_language_but_english_has_a_catalogue_with_its_plural_forms)
{
    static const char *const want[][2] = {
        {"fr", "nplurals=2; plural=(n > 1);"},
        {"pt", "nplurals=2; plural=(n != 1);"},
        {"sw", "nplurals=2; plural=(n != 1);"},
        {"vi", "nplurals=1; plural=0;"},
    };
    for (int l = 0; l < CONTENT_LANGUAGE_COUNT; l++) {
        const char *lang = content_language_code(l);
        if (!has_catalogue(lang)) {
            continue;
        }
        PoFile *po = po_read(lang);
        if (!po) {
            CHECK_FAIL_AT("no po/%s.po", lang);
            continue;
        }
        char forms[200] = "", language[16] = "";
        CHECK(po_header(po, "Language", language, sizeof language));
        CHECK_STR(language, lang);
        CHECK(po_header(po, "Plural-Forms", forms, sizeof forms));
        bool known = false;
        for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
            if (strcmp(want[i][0], lang) == 0) {
                known = true;
                if (strcmp(forms, want[i][1]) != 0) {
                    CHECK_FAIL_AT("po/%s.po: Plural-Forms \"%s\", expected "
                                  "\"%s\"",
                                  lang, forms, want[i][1]);
                }
            }
        }
        if (!known) {
            CHECK_FAIL_AT("po/%s.po: no plural rule for %s in this test",
                          lang, lang);
        }
        po_free(po);
    }
}

/* gettext itself, through P_(), picks msgstr[form(n)] for each count: the
 * header's formula and the runtime agree with the grammar above. */
TEST(p_picks_the_plural_form_each_language_uses_for_0_1_2_5_21_and_101)
{
    static const unsigned long counts[] = {0, 1, 2, 5, 21, 101};
    int checked = 0;
    for (int l = 0; l < CONTENT_LANGUAGE_COUNT; l++) {
        const char *lang = content_language_code(l);
        if (!has_catalogue(lang)) {
            continue;
        }
        PoFile *po = po_read(lang);
        CHECK(po != NULL);
        CHECK_STR(content_i18n_set_language(lang), lang);
        for (size_t i = 0; i < po->count; i++) {
            const PoEntry *e = &po->entries[i];
            if (!e->plural || e->obsolete || e->fuzzy || !po_translated(e)) {
                continue;
            }
            if (e->forms != plural_count(lang)) {
                CHECK_FAIL_AT("po/%s.po:%d: %d forms, %s has %d", lang,
                              e->line, e->forms, lang, plural_count(lang));
                continue;
            }
            for (size_t c = 0; c < sizeof counts / sizeof counts[0]; c++) {
                const char *got = P_(e->msgid, e->plural, counts[c]);
                const char *want = e->msgstr[plural_form(lang, counts[c])];
                if (strcmp(got, want) != 0) {
                    CHECK_FAIL_AT("%s, n = %lu: \"%s\", expected \"%s\"",
                                  lang, counts[c], got, want);
                }
                checked++;
            }
        }
        po_free(po);
    }
    CHECK_STR(content_i18n_set_language("en"), "en");
    /* English has no catalogue: the singular for 1 only */
    CHECK_STR(P_("%zu move", "%zu moves", 0), "%zu moves");
    CHECK_STR(P_("%zu move", "%zu moves", 1), "%zu move");
    CHECK(checked >= 6);
}

TEST(no_catalogue_keeps_obsolete_entries)
{
    for (int l = 0; l < CONTENT_LANGUAGE_COUNT; l++) {
        const char *lang = content_language_code(l);
        PoFile *po = has_catalogue(lang) ? po_read(lang) : NULL;
        size_t obsolete = 0;
        for (size_t i = 0; po && i < po->count; i++) {
            obsolete += po->entries[i].obsolete;
        }
        if (obsolete) {
            CHECK_FAIL_AT("po/%s.po: %zu obsolete (#~) entries: run "
                          "po/update-pot",
                          lang, obsolete);
        }
        po_free(po);
    }
}

/* A translation that is its English again (a placeholder that would show
 * English with a translated look) is refused when the English is a phrase
 * with a lower-case word of three letters or more: names ("Cabo Verde",
 * "Mancala Atlas"), keys ("Page Up") and words two languages share
 * ("normal") may stay as they are. An entry not yet translated stays
 * empty. */
static bool english_copied(const PoEntry *e, const char *str)
{
    if ((strcmp(e->msgid, str) != 0 &&
         !(e->plural && strcmp(e->plural, str) == 0)) ||
        !strchr(e->msgid, ' ')) {
        return false;
    }
    int run = 0;
    for (const char *p = e->msgid; *p; p++) {
        if (*p == '%') {
            p += p[1] != '\0'; /* a format's letter is no word */
            run = 0;
            continue;
        }
        run = islower((unsigned char)*p) ? run + 1 : 0;
        if (run >= 3 && (p == e->msgid + 2 ||
                         !isalpha((unsigned char)p[-3]))) {
            /* a word starting in lower case */
            return true;
        }
    }
    return false;
}

TEST(no_translation_is_the_english_copied_in)
{
    for (int l = 0; l < CONTENT_LANGUAGE_COUNT; l++) {
        const char *lang = content_language_code(l);
        PoFile *po = has_catalogue(lang) ? po_read(lang) : NULL;
        for (size_t i = 0; po && i < po->count; i++) {
            const PoEntry *e = &po->entries[i];
            for (int k = 0; e->msgid[0] && k < e->forms; k++) {
                if (e->msgstr[k] && english_copied(e, e->msgstr[k])) {
                    CHECK_FAIL_AT("po/%s.po:%d: \"%s\" is the English "
                                  "again: translate it, or leave it empty",
                                  lang, e->line, e->msgstr[k]);
                }
            }
        }
        po_free(po);
    }
}

TEST(the_copy_check_tells_sentences_from_names_and_keys)
{
    PoEntry e = {0};
    e.msgid = "New game";
    CHECK(english_copied(&e, "New game"));
    CHECK(!english_copied(&e, "Nouvelle partie"));
    e.msgid = "Brava, Cabo Verde";
    CHECK(!english_copied(&e, "Brava, Cabo Verde"));
    e.msgid = "Page Up, Page Down";
    CHECK(!english_copied(&e, "Page Up, Page Down"));
    e.msgid = "%d s";
    CHECK(!english_copied(&e, "%d s"));
    e.msgid = "normal"; /* Portuguese too */
    CHECK(!english_copied(&e, "normal"));
}

/* Numbers as each language writes them (CLDR's separators; Portuguese
 * groups from five digits). */
TEST(numbers_are_written_with_each_languages_separators)
{
    char b[64];
    CHECK_STR(content_number_in("en", b, sizeof b, 15, 1), "1.5");
    CHECK_STR(content_number_in("fr", b, sizeof b, 15, 1), "1,5");
    CHECK_STR(content_number_in("pt", b, sizeof b, 15, 1), "1,5");
    CHECK_STR(content_number_in("sw", b, sizeof b, 15, 1), "1.5");
    CHECK_STR(content_number_in("vi", b, sizeof b, 15, 1), "1,5");
    CHECK_STR(content_number_in("en", b, sizeof b, 4500, 0), "4,500");
    CHECK_STR(content_number_in("fr", b, sizeof b, 4500, 0),
              "4\xE2\x80\xAF" "500"); /* a narrow no-break space */
    CHECK_STR(content_number_in("pt", b, sizeof b, 4500, 0), "4500");
    CHECK_STR(content_number_in("pt", b, sizeof b, 45000, 0),
              "45\xC2\xA0" "000");
    CHECK_STR(content_number_in("vi", b, sizeof b, 1234567, 0), "1.234.567");
    CHECK_STR(content_number_in("sw", b, sizeof b, 4500, 0), "4,500");
    CHECK_STR(content_number_in("vi", b, sizeof b, 950, 0), "950");
    CHECK_STR(content_number_in("en", b, sizeof b, -1234, 2), "-12.34");
    CHECK_STR(content_number_in("vi", b, sizeof b, 5, 2), "0,05");
    CHECK_STR(content_number_in("xx", b, sizeof b, 25, 1), "2.5");
    CHECK_STR(content_i18n_set_language("vi"), "vi");
    CHECK_STR(content_number(b, sizeof b, 25, 1), "2,5");
    CHECK_STR(content_i18n_set_language("en"), "en");
    CHECK_STR(content_number(b, sizeof b, 25, 1), "2.5");
}

TEST(each_language_is_named_in_itself_and_the_list_names_every_code)
{
    CHECK_STR(content_language_code(0), "en");
    CHECK_STR(content_language_name("en"), "English");
    CHECK_STR(content_language_name("fr"), "Fran\xC3\xA7" "ais");
    CHECK_STR(content_language_name("pt"), "Portugu\xC3\xAA" "s");
    CHECK_STR(content_language_name("sw"), "Kiswahili");
    CHECK_STR(content_language_name("vi"),
              "Ti\xE1\xBA\xBFng Vi\xE1\xBB\x87t");
    CHECK(content_language_name("de") == NULL);
    CHECK(content_language_code(CONTENT_LANGUAGE_COUNT) == NULL);
    CHECK_STR(content_language_list(), "en, fr, pt, sw, vi");
    CHECK(content_language_offered("en"));
    CHECK(content_language_offered("fr"));
    CHECK(content_language_offered("pt"));
    CHECK(content_language_offered("sw"));
    CHECK(content_language_offered("vi"));
    CHECK(!content_language_offered("de"));
}

int main(void)
{
    if (!data_locale_dir(locale_dir, sizeof locale_dir)) {
        return 1;
    }
    unsetenv("LANGUAGE");
    unsetenv("LC_ALL");
    unsetenv("LC_MESSAGES");
    unsetenv("LANG");
    content_i18n_init(locale_dir, "en");
    RUN(every_language_but_english_has_a_catalogue_with_its_plural_forms);
    RUN(p_picks_the_plural_form_each_language_uses_for_0_1_2_5_21_and_101);
    RUN(no_catalogue_keeps_obsolete_entries);
    RUN(no_translation_is_the_english_copied_in);
    RUN(the_copy_check_tells_sentences_from_names_and_keys);
    RUN(numbers_are_written_with_each_languages_separators);
    RUN(each_language_is_named_in_itself_and_the_list_names_every_code);
    return check_summary();
}
