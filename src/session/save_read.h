/* save_read.h: what save.c reads a save file with: its lines and their words
 * (save_read.c). */
#ifndef SAVE_READ_H
#define SAVE_READ_H

#include "session_internal.h"

typedef struct Reader {
    const char *name; /* file name for messages */
    int version;      /* the format version of the first line */
    const char *text;
    size_t len, pos;
    int line_no;
    char line[SESSION_LINE_MAX + 1];
} Reader;

/* The next line, without its end of line and trailing blanks. Returns false
 * at the end of the text; sets *too_long for an overlong line. */
bool save_next_line(Reader *r, bool *too_long);

/* A blank, tab or carriage return. */
bool save_is_space(char c);
/* `p` past its blanks. */
char *save_skip_space(char *p);
/* Blank lines and lines starting with '#' say nothing. */
bool save_is_blank_or_comment(const char *line);
/* A whole decimal number in [min, max], no sign, no spaces. */
bool save_parse_int(const char *p, int min, int max, int *out);
/* Splits off the next blank-separated word; NULL when none is left. */
char *save_next_word(char **cursor);
/* "YYYY-MM-DD" or "YYYY-MM-DDTHH:MM:SSZ", a real day and time. */
bool save_valid_date(const char *d);

#endif
