/* i18n.c: picks the interface language and points gettext at our catalogues. */
#define _POSIX_C_SOURCE 200809L /* setenv */

#include "i18n.h"

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "content.h"
#include "platform.h"
#ifdef _WIN32
#include <windows.h>
#endif

static char content_i18n_lang[8] = "en";

/* "vi_VN.UTF-8", "vi:en", "vi" -> "vi"; unsupported -> NULL. */
static const char *content_i18n_match(const char *value)
{
    for (int i = 0; i < CONTENT_LANGUAGE_COUNT; i++) {
        const char *code = content_language_code(i);
        size_t n = strlen(code);
        if (strncmp(value, code, n) == 0 &&
            strchr("_.@:", value[n]) != NULL) {
            return code; /* strchr also matches the final '\0' */
        }
    }
    return NULL;
}

const char *content_i18n_system_language(void)
{
    static const char *const vars[] = {"LANGUAGE", "LC_ALL", "LC_MESSAGES",
                                       "LANG"};

    for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++) {
        const char *value = getenv(vars[i]);
        const char *code;
        if (!value || !*value) {
            continue;
        }
        code = content_i18n_match(value);
        /* "C" or "POSIX" mean "no preference": English, like gettext. */
        return code ? code : "en";
    }
    return "en";
}

/* gettext ignores catalogues under the "C" locale: make sure it is not. */
static void content_i18n_locale(void)
{
    const char *msgs = setlocale(LC_MESSAGES, "");

    if (!msgs || strcmp(msgs, "C") == 0 || strcmp(msgs, "POSIX") == 0) {
        if (!setlocale(LC_MESSAGES, "C.UTF-8")) {
            setlocale(LC_MESSAGES, "C.utf8");
        }
    }
    /* Translations are UTF-8 anyway (bind_textdomain_codeset), but a
     * multibyte LC_CTYPE keeps gettext from converting them to ASCII. */
    if (!setlocale(LC_CTYPE, "C.UTF-8")) {
        setlocale(LC_CTYPE, "C.utf8");
    }
}

/* Points gettext at the catalogues in `locale_dir` (UTF-8). On Windows
 * libintl's narrow call reads the ANSI code page: the wide one keeps a
 * folder with Vietnamese letters reachable. */
static bool content_i18n_bind(const char *locale_dir)
{
#ifdef _WIN32
    wchar_t dir[1024];
    return MultiByteToWideChar(CP_UTF8, 0, locale_dir, -1, dir, 1024) > 0 &&
           wbindtextdomain(CONTENT_TEXT_DOMAIN, dir) != NULL;
#else
    return bindtextdomain(CONTENT_TEXT_DOMAIN, locale_dir) != NULL;
#endif
}

int content_i18n_init(const char *locale_dir, const char *lang)
{
    int rc = 0;

    content_i18n_locale();
    if (!locale_dir || !content_i18n_bind(locale_dir) ||
        !bind_textdomain_codeset(CONTENT_TEXT_DOMAIN, "UTF-8") ||
        !textdomain(CONTENT_TEXT_DOMAIN)) {
        rc = -1;
    }
    content_i18n_set_language(lang);
    return rc;
}

const char *content_i18n_set_language(const char *lang)
{
    const char *code;

    if (!lang || !*lang) {
        code = content_i18n_system_language();
    } else {
        code = content_i18n_match(lang);
        code = code ? code : "en";
    }
    snprintf(content_i18n_lang, sizeof content_i18n_lang, "%s", code);
    /* LANGUAGE outranks the locale in GNU gettext; setting it is the
     * documented way to choose a catalogue at run time. Re-setting the
     * domain then tells glibc to drop the translations it has cached. */
    setenv("LANGUAGE", content_i18n_lang, 1);
    textdomain(CONTENT_TEXT_DOMAIN);
    return content_i18n_lang;
}

const char *content_i18n_language(void)
{
    return content_i18n_lang;
}
