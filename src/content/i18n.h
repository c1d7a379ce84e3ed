/* i18n.h: interface strings through GNU gettext (domain "mancala-atlas"), and the language setting. */
#ifndef MANCALA_I18N_H
#define MANCALA_I18N_H

#include <libintl.h>
#include <limits.h>
#include <stddef.h>
#include <stdint.h>

#define CONTENT_TEXT_DOMAIN "mancala-atlas"

/* Marks a string for translation and translates it; "" stays "" (gettext
 * would give the catalogue's header: a table's empty entry, such as a
 * game's look without its texts). */
#define _(s) content_tr(s)
static inline char *content_tr(const char *s)
{
    return *s ? gettext(s) : (char *)s;
}
/* Marks a string for translation only (tables); translate it with _() on use. */
#define N_(s) (s)

/*
 * A sentence that names a count: P_("%d seed", "%d seeds", n) picks the
 * form the active language uses for n (gettext's plural forms, from the
 * catalogue's Plural-Forms: French takes the singular for 0 and 1,
 * Portuguese and Swahili for 1 only, Vietnamese has one form; English,
 * with no catalogue, the singular for 1). Still fill in the count with
 * printf: the forms choose only the words around it.
 */
#define P_(one, many, n) content_ntr(one, many, n)
static inline char *content_ntr(const char *one, const char *many,
                                size_t n)
{
    /* ngettext takes an unsigned long, 32 bits on Windows: a larger count
     * takes the form of the largest one it can say ("many" in every
     * language we have). */
#if SIZE_MAX > ULONG_MAX
    if (n > ULONG_MAX)
        n = ULONG_MAX;
#endif
    return ngettext(one, many, (unsigned long)n);
}

/*
 * Binds the text domain to `locale_dir` (holding
 * <lang>/LC_MESSAGES/mancala-atlas.mo) and selects a language: a code of
 * CONTENT_LANGUAGE_LIST ("fr"), or NULL/"" for the system's choice
 * (content_i18n_system_language()).
 * Works in a bare environment too: when the system locale is "C" or cannot
 * be set, it switches LC_MESSAGES and LC_CTYPE to C.UTF-8, without which
 * gettext would ignore every catalogue. Other categories (numbers, dates)
 * stay "C". Returns 0, or -1 if the catalogue could not be bound (strings
 * then stay in English).
 */
int content_i18n_init(const char *locale_dir, const char *lang);

/*
 * Switches the language at run time (a code of CONTENT_LANGUAGE_LIST,
 * offered or prepared; NULL or "" = the system's choice; anything else
 * falls back to English, as does a language whose catalogue is damaged).
 * Later _() calls translate into it. Returns the language now active.
 */
const char *content_i18n_set_language(const char *lang);

/*
 * Why the gettext catalogue b[0..size) cannot be used (a wrong magic
 * number, a table, string or hash entry outside the file), or NULL when
 * it is whole. content_i18n_set_language() checks every catalogue with it
 * before gettext may read it.
 */
const char *content_i18n_catalogue_error(const unsigned char *b, size_t size);

/* The active language: a code of CONTENT_LANGUAGE_LIST. */
const char *content_i18n_language(void);

/*
 * The language the system asks for, as an offered code: the first of
 * LANGUAGE, LC_ALL, LC_MESSAGES, LANG that is set and not empty decides
 * ("vi_VN.UTF-8" -> "vi"; LANGUAGE's list "fr:vi" gives its first offered
 * language); when none is set, the user's interface languages of Windows
 * (GetUserPreferredUILanguages, plat_ui_languages()). Anything else,
 * "C" and a language not offered included, gives "en".
 */
const char *content_i18n_system_language(void);

/*
 * The first offered language of a list of locale or language names
 * separated by ':', ';' or ',' ("de_DE.UTF-8:vi", "fr-FR;en-US"), NULL
 * when none is offered.
 */
const char *content_i18n_pick(const char *list);

/*
 * Writes value / 10^decimals (decimals 0 to 3) as the active language
 * writes a number: 1.5 or 1,5; 4,500, 4 500 or 4.500 (the separators of
 * CONTENT_LANGUAGE_LIST in content.h). Returns buf.
 */
const char *content_number(char *buf, size_t size, long long value,
                           int decimals);
/* The same in language `code` (English for a code that is none). */
const char *content_number_in(const char *code, char *buf, size_t size,
                              long long value, int decimals);

#endif
