/* i18n.c: picks the interface language and points gettext at our catalogues. */
#define _POSIX_C_SOURCE 200809L /* setenv */

#include "i18n.h"

#include <locale.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "content.h"
#include "safeio.h"

enum { CONTENT_MO_MAX = 8 << 20 }; /* a bigger catalogue is refused */
#include "platform.h"
#ifdef _WIN32
#include <windows.h>
#endif

static char content_i18n_lang[8] = "en";
static char content_i18n_dir[1024];

static uint32_t mo_word(const unsigned char *p, bool swap)
{
    return swap ? (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 |
                      (uint32_t)p[2] << 8 | p[3]
                : (uint32_t)p[3] << 24 | (uint32_t)p[2] << 16 |
                      (uint32_t)p[1] << 8 | p[0];
}

/* A table of `n` (length, offset) pairs at `at`: inside the file, and each
 * string inside it too, with its terminating NUL. */
static const char *mo_table_error(const unsigned char *b, size_t size,
                                  uint32_t at, uint32_t n, bool swap)
{
    if (at % 4 != 0 || (uint64_t)at + (uint64_t)n * 8 > size) {
        return "a string table lies outside the file";
    }
    for (uint32_t i = 0; i < n; i++) {
        uint64_t len = mo_word(b + at + 8 * (size_t)i, swap);
        uint64_t off = mo_word(b + at + 8 * (size_t)i + 4, swap);
        if (off + len >= size || b[off + len] != '\0') {
            return "a string lies outside the file";
        }
    }
    return NULL;
}

/* Does the header's string count fit the catalogue? A wrong one passes
 * the bounds checks when its tables stay inside the file. msgfmt writes the
 * original strings sorted (gettext's binary search needs it), the two
 * tables one after the other and then the hash table, naming each string
 * exactly once: a count too high takes in bytes that are none of these, a
 * count too low leaves a gap. */
static const char *mo_count_error(const unsigned char *b, uint32_t n,
                                  uint32_t hash_at, uint32_t hash_size,
                                  bool swap)
{
    const char *wrong = "the string count does not fit the catalogue";
    uint32_t orig = mo_word(b + 12, swap), trans = mo_word(b + 16, swap);
    uint64_t tables = (uint64_t)n * 8;
    uint64_t first = orig < trans ? orig : trans;
    if (first + tables != (orig < trans ? trans : orig) ||
        (hash_size > 0 && first + 2 * tables != hash_at)) {
        return wrong;
    }
    for (uint32_t i = 1; i < n; i++) {
        const char *a = (const char *)b + mo_word(b + orig + 8 * (i - 1) + 4,
                                                  swap);
        const char *c = (const char *)b + mo_word(b + orig + 8 * i + 4, swap);
        if (strcmp(a, c) >= 0) {
            return wrong;
        }
    }
    if (hash_size == 0) {
        return NULL;
    }
    unsigned char *seen = calloc((size_t)n + 1, 1);
    uint32_t named = 0;
    const char *e = seen ? NULL : "out of memory";
    for (uint32_t i = 0; i < hash_size && !e; i++) {
        uint32_t k = mo_word(b + hash_at + 4 * (size_t)i, swap);
        if (k > 0 && seen[k]++) {
            e = wrong; /* one string named twice */
        }
        named += k > 0;
    }
    free(seen);
    return e ? e : named != n ? wrong : NULL;
}

const char *content_i18n_catalogue_error(const unsigned char *b, size_t size)
{
    /* gettext itself trusts every number in the file: a cut or damaged
     * catalogue makes it read far outside it and crash. */
    if (size < 28) {
        return "too short for a gettext catalogue";
    }
    bool swap;
    if (mo_word(b, false) == 0x950412deu) {
        swap = false;
    } else if (mo_word(b, true) == 0x950412deu) {
        swap = true;
    } else {
        return "not a gettext catalogue (wrong magic number)";
    }
    if (mo_word(b + 4, swap) != 0) {
        return "a catalogue revision this program does not read";
    }
    uint32_t n = mo_word(b + 8, swap);
    uint32_t hash_size = mo_word(b + 20, swap);
    uint32_t hash_at = mo_word(b + 24, swap);
    const char *e = mo_table_error(b, size, mo_word(b + 12, swap), n, swap);
    if (!e) {
        e = mo_table_error(b, size, mo_word(b + 16, swap), n, swap);
    }
    if (!e && hash_size > 0) {
        if (hash_at % 4 != 0 ||
            (uint64_t)hash_at + (uint64_t)hash_size * 4 > size) {
            return "the hash table lies outside the file";
        }
        for (uint32_t i = 0; i < hash_size; i++) {
            if (mo_word(b + hash_at + 4 * (size_t)i, swap) > n) {
                return "the hash table names a string that is not there";
            }
        }
    }
    return e ? e : mo_count_error(b, n, hash_at, hash_size, swap);
}

/* Is the catalogue of `code` whole? A damaged one is skipped with one line
 * on stderr, and the interface stays in English. */
static bool content_i18n_usable(const char *code)
{
    char path[1200], why[SAFEIO_WHY_MAX];
    if (!content_i18n_dir[0]) {
        return true; /* nothing bound: gettext reads no file */
    }
    snprintf(path, sizeof path, "%s/%s/LC_MESSAGES/%s.mo", content_i18n_dir,
             code, CONTENT_TEXT_DOMAIN);
    size_t len = 0;
    unsigned char *b = (unsigned char *)safeio_read(path, CONTENT_MO_MAX,
                                                    &len, why, sizeof why);
    const char *e = b ? content_i18n_catalogue_error(b, len) : why;
    free(b);
    if (e) {
        safeio_complain("mancala-atlas", "not using the translation", path,
                        e);
    }
    return e == NULL;
}

/* One name of a list, "vi_VN.UTF-8", "fr-FR", "vi" -> its supported code;
 * NULL when it is none of ours. */
static const char *content_i18n_match(const char *value)
{
    for (int i = 0; i < CONTENT_LANGUAGE_COUNT; i++) {
        const char *code = content_language_code(i);
        size_t n = strlen(code);
        if (strncmp(value, code, n) == 0 &&
            strchr("_-.@:;,", value[n]) != NULL) {
            return code; /* strchr also matches the final '\0' */
        }
    }
    return NULL;
}

const char *content_i18n_pick(const char *list)
{
    for (const char *p = list; p && *p;) {
        const char *code = content_i18n_match(p);
        if (code && content_language_offered(code)) {
            return code;
        }
        p += strcspn(p, ":;,");
        p += *p != '\0';
    }
    return NULL;
}

const char *content_i18n_system_language(void)
{
    static const char *const vars[] = {"LANGUAGE", "LC_ALL", "LC_MESSAGES",
                                       "LANG"};

    for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++) {
        const char *value = getenv(vars[i]);
        if (!value || !*value) {
            continue;
        }
        /* "C" or "POSIX" mean "no preference": English, like gettext. */
        const char *code = content_i18n_pick(value);
        return code ? code : "en";
    }
    char ui[512];
    const char *code = plat_ui_languages(ui, sizeof ui) > 0
                           ? content_i18n_pick(ui)
                           : NULL;
    return code ? code : "en";
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
    snprintf(content_i18n_dir, sizeof content_i18n_dir, "%s",
             locale_dir ? locale_dir : "");
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
        code = content_i18n_match(lang); /* offered or prepared */
        code = code ? code : "en";
    }
    if (strcmp(code, "en") != 0 && !content_i18n_usable(code)) {
        code = "en";
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

const char *content_number(char *buf, size_t size, long long value,
                           int decimals)
{
    return content_number_in(content_i18n_language(), buf, size, value,
                             decimals);
}
