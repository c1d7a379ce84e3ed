/* i18n.h: interface strings through GNU gettext (domain "mancala-atlas"), and the language setting. */
#ifndef MANCALA_I18N_H
#define MANCALA_I18N_H

#include <libintl.h>
#include <stddef.h>

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
 * Binds the text domain to `locale_dir` (holding
 * <lang>/LC_MESSAGES/mancala-atlas.mo) and selects a language: "en", "vi",
 * or NULL/"" for the system's choice (content_i18n_system_language()).
 * Works in a bare environment too: when the system locale is "C" or cannot
 * be set, it switches LC_MESSAGES and LC_CTYPE to C.UTF-8, without which
 * gettext would ignore every catalogue. Other categories (numbers, dates)
 * stay "C". Returns 0, or -1 if the catalogue could not be bound (strings
 * then stay in English).
 */
int content_i18n_init(const char *locale_dir, const char *lang);

/*
 * Switches the language at run time ("en", "vi"; NULL or "" = the system's
 * choice; anything else falls back to English). Later _() calls translate
 * into it. Returns the language now active.
 */
const char *content_i18n_set_language(const char *lang);

/*
 * Why the gettext catalogue b[0..size) cannot be used (a wrong magic
 * number, a table, string or hash entry outside the file), or NULL when
 * it is whole. content_i18n_set_language() checks every catalogue with it
 * before gettext may read it.
 */
const char *content_i18n_catalogue_error(const unsigned char *b, size_t size);

/* The active language: "en" or "vi". */
const char *content_i18n_language(void);

/*
 * The language the environment asks for, as a supported code: the first of
 * LANGUAGE, LC_ALL, LC_MESSAGES, LANG that is set and not empty decides
 * ("vi_VN.UTF-8" -> "vi"); anything unsupported or unset gives "en".
 */
const char *content_i18n_system_language(void);

#endif
