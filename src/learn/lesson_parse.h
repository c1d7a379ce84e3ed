/* lesson_parse.h: what the lesson reader's files share (lesson.c reads the
 * lines, lesson_values.c the values). */
#ifndef LESSON_PARSE_H
#define LESSON_PARSE_H

#include "learn.h"

typedef enum Key {
    KEY_LESSON,
    KEY_GAME,
    KEY_STEP,
    KEY_POSITION,
    KEY_PROMPT,
    KEY_MOVE,
    KEY_CAPTION,
    KEY_WRONG,
    KEY_ILLEGAL,
    KEY_RULES,
    KEY_BEFORE,
    KEY_MATCH,
    KEY_COUNT
} Key;

/* The keys' words, by Key. */
extern const char *const lesson_key_names[KEY_COUNT];

/* A value being gathered: its first line, and its text so far (a value
 * continues on the lines below that start with a space). */
typedef struct Pending {
    Key key;
    int line;
    char *text;
    size_t len;
} Pending;

typedef struct Parser {
    const char *name;
    LearnLesson *lesson;
    LearnError *err;
    bool seen[KEY_COUNT]; /* keys of the header, or of the current step */
    int step_line;        /* line of the current step's `step:`, 0 before */
    Pending value;
    bool has_value;
} Parser;

/* Puts "name:line: message" into the parser's error (just "name: message"
 * for line 0). Returns false. */
bool lesson_error_at(Parser *ps, int line, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* The step being read; NULL before the first. */
LearnStep *lesson_current_step(Parser *ps);

/* The hole mark "{n}" at `s`: its length, with the hole in *hole; 0 when
 * `s` starts no well-formed mark. */
size_t lesson_mark_at(const char *s, int *hole);

/* Stores a finished value where it belongs, checking what can be checked
 * with the lines above it. Takes ownership of `v->text`. */
bool lesson_store_value(Parser *ps, Pending *v);

#endif
