/* save_read.c: the lines of a save file and the words and numbers on them
 * (save.c reads the format). */
#include "save_read.h"

#include <stdlib.h>
#include <string.h>

/* The next line, without its end of line and trailing blanks. Returns false
 * at the end of the text; sets *too_long for an overlong line. */
bool save_next_line(Reader *r, bool *too_long)
{
    *too_long = false;
    if (r->pos >= r->len) {
        return false;
    }
    const char *start = r->text + r->pos;
    const char *nl = memchr(start, '\n', r->len - r->pos);
    size_t n = nl ? (size_t)(nl - start) : r->len - r->pos;
    r->pos += n + (nl ? 1 : 0);
    r->line_no++;
    if (n > SESSION_LINE_MAX) {
        *too_long = true;
        n = SESSION_LINE_MAX;
    }
    memcpy(r->line, start, n);
    while (n > 0 && (start[n - 1] == ' ' || start[n - 1] == '\t' ||
                     start[n - 1] == '\r')) {
        n--;
    }
    r->line[n] = '\0';
    return true;
}

bool save_is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\r';
}

char *save_skip_space(char *p)
{
    while (save_is_space(*p)) {
        p++;
    }
    return p;
}

/* Blank lines and lines starting with '#' say nothing. */
bool save_is_blank_or_comment(const char *line)
{
    while (save_is_space(*line)) {
        line++;
    }
    return *line == '\0' || *line == '#';
}

/* A whole decimal number in [min, max], no sign, no spaces. */
bool save_parse_int(const char *p, int min, int max, int *out)
{
    if (*p < '0' || *p > '9') {
        return false;
    }
    long v = 0;
    for (; *p; p++) {
        if (*p < '0' || *p > '9') {
            return false;
        }
        v = v * 10 + (*p - '0');
        if (v > max) {
            return false;
        }
    }
    if (v < min) {
        return false;
    }
    *out = (int)v;
    return true;
}

/* Splits off the next blank-separated word; NULL when none is left. */
char *save_next_word(char **cursor)
{
    char *p = save_skip_space(*cursor);
    if (*p == '\0') {
        *cursor = p;
        return NULL;
    }
    char *w = p;
    while (*p && !save_is_space(*p)) {
        p++;
    }
    if (*p) {
        *p++ = '\0';
    }
    *cursor = p;
    return w;
}

bool save_valid_date(const char *d)
{
    /* "YYYY-MM-DD" or "YYYY-MM-DDTHH:MM:SSZ" */
    static const char full[] = "dddd-dd-ddTdd:dd:ddZ";
    size_t n = strlen(d);
    if (n != 10 && n != sizeof full - 1) {
        return false;
    }
    for (size_t i = 0; i < n; i++) {
        bool ok =
            full[i] == 'd' ? (d[i] >= '0' && d[i] <= '9') : d[i] == full[i];
        if (!ok) {
            return false;
        }
    }
    /* The shape alone would take month 13 or 25:61:99. */
    int y = atoi(d), mo = atoi(d + 5), day = atoi(d + 8);
    static const int days[12] = {31, 29, 31, 30, 31, 30,
                                 31, 31, 30, 31, 30, 31};
    bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    if (mo < 1 || mo > 12 || day < 1 || day > days[mo - 1] ||
        (mo == 2 && day == 29 && !leap)) {
        return false;
    }
    return n == 10 || (atoi(d + 11) < 24 && atoi(d + 14) < 60 &&
                       atoi(d + 17) < 61); /* :60, a leap second */
}
