/* languages.c: the languages the game speaks (CONTENT_LANGUAGE_LIST): their
 * codes, names, and numbers written their way. */
#include "content.h"
#include "i18n.h"

#include <stdio.h>
#include <string.h>

typedef struct ContentLanguage {
    const char *code, *name;
    int offered;
    const char *decimal, *group; /* separators, UTF-8 */
    int min_group; /* digits before the first group: 4500 vs 4,500 */
} ContentLanguage;

static const ContentLanguage content_languages[CONTENT_LANGUAGE_COUNT] = {
#define CONTENT_LANGUAGE_ROW(code, name, offered, decimal, group, min)         \
    {code, name, offered, decimal, group, min},
    CONTENT_LANGUAGE_LIST(CONTENT_LANGUAGE_ROW)
#undef CONTENT_LANGUAGE_ROW
};

static const ContentLanguage *content_language(const char *code)
{
    for (int i = 0; code && i < CONTENT_LANGUAGE_COUNT; i++) {
        if (strcmp(code, content_languages[i].code) == 0) {
            return &content_languages[i];
        }
    }
    return NULL;
}

const char *content_language_code(int index)
{
    if (index < 0 || index >= CONTENT_LANGUAGE_COUNT) {
        return NULL;
    }
    return content_languages[index].code;
}

const char *content_language_name(const char *code)
{
    const ContentLanguage *l = content_language(code);
    return l ? l->name : NULL;
}

const char *content_kind_label(ContentKind kind)
{
    return kind == CONTENT_HISTORY ? _("History") : _("Rules");
}

bool content_language_supported(const char *code)
{
    return content_language(code) != NULL;
}

bool content_language_offered(const char *code)
{
    const ContentLanguage *l = content_language(code);
    return l && l->offered == CONTENT_LANG_OFFERED;
}

const char *content_language_list(void)
{
    /* ", en, fr, …": the list after its first ", " */
    static const char list[] =
#define CONTENT_LANGUAGE_CODE(code, name, offered, decimal, group, min)        \
    ", " code
        CONTENT_LANGUAGE_LIST(CONTENT_LANGUAGE_CODE);
#undef CONTENT_LANGUAGE_CODE
    return list + 2;
}

const char *content_number_in(const char *code, char *buf, size_t size,
                              long long value, int decimals)
{
    const ContentLanguage *l = content_language(code);
    l = l ? l : &content_languages[0];
    decimals = decimals < 0 ? 0 : decimals > 3 ? 3 : decimals;
    unsigned long long v = value < 0 ? 0ull - (unsigned long long)value
                                     : (unsigned long long)value;
    char digits[32];
    int n = snprintf(digits, sizeof digits, "%0*llu", decimals + 1, v);
    int whole = n - decimals;
    size_t o = 0;
    char out[96];
    if (value < 0) {
        out[o++] = '-';
    }
    bool grouped = whole >= 4 && whole - 3 >= l->min_group;
    for (int i = 0; i < whole; i++) {
        if (grouped && i > 0 && (whole - i) % 3 == 0) {
            size_t g = strlen(l->group);
            memcpy(out + o, l->group, g);
            o += g;
        }
        out[o++] = digits[i];
    }
    if (decimals > 0) {
        size_t d = strlen(l->decimal);
        memcpy(out + o, l->decimal, d);
        o += d;
        memcpy(out + o, digits + whole, (size_t)decimals);
        o += (size_t)decimals;
    }
    out[o] = '\0';
    snprintf(buf, size, "%s", out);
    return buf;
}
