/* test_i18n.c: gettext really returns Vietnamese or English, even in a bare environment. */
#define _POSIX_C_SOURCE 200809L /* setenv, unsetenv */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "data_files.h"
#include "content.h"
#include "i18n.h"

static char locale_dir[4096];

/* A bare environment: no LANG, LANGUAGE or LC_* at all. */
static void clear_locale_env(void)
{
    static const char *const vars[] = {"LANGUAGE", "LC_ALL", "LC_MESSAGES",
                                       "LANG", "LC_CTYPE"};
    for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++) {
        unsetenv(vars[i]);
    }
}

TEST(vietnamese_is_returned_for_a_known_string_in_a_bare_environment)
{
    clear_locale_env();
    CHECK_INT(content_i18n_init(locale_dir, "vi"), 0);
    CHECK_STR(content_i18n_language(), "vi");
    CHECK_STR(_("Rules"), "Lu\xE1\xBA\xAD" "t ch\xC6\xA1i");
    CHECK_STR(content_kind_label(CONTENT_HISTORY), "L\xE1\xBB\x8B" "ch s\xE1\xBB\xAD");
}

TEST(english_is_returned_when_english_is_chosen)
{
    clear_locale_env();
    CHECK_INT(content_i18n_init(locale_dir, "en"), 0);
    CHECK_STR(content_i18n_language(), "en");
    CHECK_STR(_("Rules"), "Rules");
}

TEST(the_language_can_be_switched_back_and_forth_at_run_time)
{
    clear_locale_env();
    CHECK_INT(content_i18n_init(locale_dir, "en"), 0);
    CHECK_STR(_("History"), "History");
    CHECK_STR(content_i18n_set_language("vi"), "vi");
    CHECK_STR(_("History"), "L\xE1\xBB\x8B" "ch s\xE1\xBB\xAD");
    CHECK_STR(content_i18n_set_language("en"), "en");
    CHECK_STR(_("History"), "History");
}

TEST(an_unsupported_language_falls_back_to_english)
{
    clear_locale_env();
    CHECK_INT(content_i18n_init(locale_dir, "de"), 0);
    CHECK_STR(content_i18n_language(), "en");
    CHECK_STR(_("Rules"), "Rules");
}

TEST(the_default_language_comes_from_the_system_locale)
{
    clear_locale_env();
    CHECK_STR(content_i18n_system_language(), "en");
    setenv("LANG", "vi_VN.UTF-8", 1);
    CHECK_STR(content_i18n_system_language(), "vi");
    setenv("LC_MESSAGES", "en_GB.UTF-8", 1);
    CHECK_STR(content_i18n_system_language(), "en");
    setenv("LC_ALL", "vi", 1);
    CHECK_STR(content_i18n_system_language(), "vi");
    setenv("LANGUAGE", "en:vi", 1);
    CHECK_STR(content_i18n_system_language(), "en");
    setenv("LANGUAGE", "", 1);
    CHECK_STR(content_i18n_system_language(), "vi");
    setenv("LC_ALL", "C", 1);
    CHECK_STR(content_i18n_system_language(), "en");
    setenv("LC_ALL", "vietnamese", 1);
    CHECK_STR(content_i18n_system_language(), "en");
    /* LANGUAGE is a list: its first offered language decides */
    setenv("LANGUAGE", "de_DE:vi_VN:en", 1);
    CHECK_STR(content_i18n_system_language(), "vi");
    setenv("LANGUAGE", "de:nl", 1);
    CHECK_STR(content_i18n_system_language(), "en");
}

/* Every language of the list, in each way a system names it: the system
 * may choose only an offered one (a language still being translated
 * would show an interface half in English). */
TEST(the_system_chooses_only_an_offered_language_in_any_spelling)
{
    for (int l = 0; l < CONTENT_LANGUAGE_COUNT; l++) {
        const char *code = content_language_code(l);
        const char *want = content_language_offered(code) ? code : "en";
        static const char *const forms[] = {"%s", "%s_XX.UTF-8", "%s-XX",
                                            "%s_XX@latin", "de:%s"};
        for (size_t f = 0; f < sizeof forms / sizeof forms[0]; f++) {
            char value[40];
            snprintf(value, sizeof value, forms[f], code);
            clear_locale_env();
            setenv(f == 4 ? "LANGUAGE" : "LANG", value, 1);
            CHECK_STR(content_i18n_system_language(), want);
            const char *picked = content_i18n_pick(value);
            CHECK_STR(picked ? picked : "en", want);
        }
    }
    /* Windows' list of interface languages: "fr-FR;vi-VN;en-US" */
    CHECK_STR(content_i18n_pick("nl-NL;vi-VN;en-US"), "vi");
    CHECK(content_i18n_pick("nl-NL;de-DE") == NULL);
    CHECK(content_i18n_pick("") == NULL);
    /* a prefix of a code is no code: "e" is not "en", "vie" not "vi" */
    CHECK(content_i18n_pick("e;vie") == NULL);
}

/* A language still being translated is chosen when asked for by name
 * (--lang, settings.ini): its texts are whole, its catalogue is read. */
TEST(a_language_being_translated_is_chosen_when_named)
{
    for (int l = 0; l < CONTENT_LANGUAGE_COUNT; l++) {
        const char *code = content_language_code(l);
        clear_locale_env();
        CHECK_INT(content_i18n_init(locale_dir, code), 0);
        CHECK_STR(content_i18n_language(), code);
    }
    CHECK_STR(content_i18n_set_language("en"), "en");
}

TEST(an_empty_language_setting_follows_the_system_locale)
{
    clear_locale_env();
    /* vi_VN.UTF-8 is usually not installed: that must not matter. */
    setenv("LANG", "vi_VN.UTF-8", 1);
    CHECK_INT(content_i18n_init(locale_dir, ""), 0);
    CHECK_STR(content_i18n_language(), "vi");
    CHECK_STR(_("Rules"), "Lu\xE1\xBA\xAD" "t ch\xC6\xA1i");
    clear_locale_env();
    CHECK_STR(content_i18n_set_language(NULL), "en");
    CHECK_STR(_("Rules"), "Rules");
}

int main(void)
{
    if (!data_locale_dir(locale_dir, sizeof locale_dir)) {
        return 1;
    }
    RUN(vietnamese_is_returned_for_a_known_string_in_a_bare_environment);
    RUN(english_is_returned_when_english_is_chosen);
    RUN(the_language_can_be_switched_back_and_forth_at_run_time);
    RUN(an_unsupported_language_falls_back_to_english);
    RUN(the_default_language_comes_from_the_system_locale);
    RUN(an_empty_language_setting_follows_the_system_locale);
    RUN(the_system_chooses_only_an_offered_language_in_any_spelling);
    RUN(a_language_being_translated_is_chosen_when_named);
    return check_summary();
}
