/* lesson.c: loads lesson files (docs/LESSON-FORMAT.md) and checks that every step can be played as written. */
#define _POSIX_C_SOURCE 200809L /* close */
#include "lesson_parse.h"

#include "safeio.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "platform.h"

const char *const lesson_key_names[KEY_COUNT] = {
    "lesson",  "game",  "step",    "position", "prompt", "move",
    "caption", "wrong", "illegal", "rules",    "before", "match",
};

bool lesson_error_at(Parser *ps, int line, const char *fmt, ...)
{
    if (ps->err) {
        char msg[512];
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(msg, sizeof msg, fmt, ap);
        va_end(ap);
        if (line > 0) {
            snprintf(ps->err->text, sizeof ps->err->text, "%s:%d: %s",
                     ps->name, line, msg);
        } else {
            snprintf(ps->err->text, sizeof ps->err->text, "%s: %s", ps->name,
                     msg);
        }
        ps->err->line = line;
    }
    return false;
}

LearnStep *lesson_current_step(Parser *ps)
{
    return ps->lesson->count ? &ps->lesson->steps[ps->lesson->count - 1] : NULL;
}

static char *dup_text(const char *s, size_t n)
{
    char *d = malloc(n + 1);
    if (d) {
        memcpy(d, s, n);
        d[n] = '\0';
    }
    return d;
}

static bool finish_value(Parser *ps)
{
    if (!ps->has_value) {
        return true;
    }
    ps->has_value = false;
    if (!ps->value.len) {
        free(ps->value.text);
        ps->value.text = NULL;
        return lesson_error_at(ps, ps->value.line, "%s: has no value",
                               lesson_key_names[ps->value.key]);
    }
    return lesson_store_value(ps, &ps->value);
}

static bool append(Parser *ps, const char *s, size_t n)
{
    Pending *v = &ps->value;
    char *grown = realloc(v->text, v->len + n + 2);
    if (!grown) {
        return lesson_error_at(ps, 0, "out of memory");
    }
    v->text = grown;
    if (v->len && n) {
        v->text[v->len++] = ' ';
    }
    memcpy(v->text + v->len, s, n);
    v->len += n;
    v->text[v->len] = '\0';
    return true;
}

/* The step before `line` (or the end) has every required key. */
static bool finish_step(Parser *ps)
{
    static const Key required[] = {KEY_POSITION, KEY_PROMPT, KEY_MOVE,
                                   KEY_CAPTION, KEY_RULES};
    if (!ps->step_line) {
        return true;
    }
    for (size_t i = 0; i < sizeof required / sizeof required[0]; i++) {
        if (!ps->seen[required[i]]) {
            return lesson_error_at(ps, ps->step_line, "step has no %s:",
                                   lesson_key_names[required[i]]);
        }
    }
    return true;
}

static bool start_step(Parser *ps, int line)
{
    if (!ps->seen[KEY_LESSON] || !ps->seen[KEY_GAME]) {
        return lesson_error_at(ps, line,
                               "the first step comes before the "
                               "lesson: and game: lines");
    }
    if (!finish_step(ps)) {
        return false;
    }
    LearnLesson *lesson = ps->lesson;
    if (lesson->count == LEARN_MAX_STEPS) {
        return lesson_error_at(ps, line, "a lesson has at most %d steps",
                               LEARN_MAX_STEPS);
    }
    LearnStep *steps =
        realloc(lesson->steps, (lesson->count + 1) * sizeof *steps);
    if (!steps) {
        return lesson_error_at(ps, line, "out of memory");
    }
    lesson->steps = steps;
    memset(&steps[lesson->count], 0, sizeof steps[0]);
    steps[lesson->count].line = line;
    lesson->count++;
    memset(ps->seen, 0, sizeof ps->seen);
    ps->seen[KEY_LESSON] = ps->seen[KEY_GAME] = true;
    ps->step_line = line;
    return true;
}

static bool key_line(Parser *ps, int line, const char *s, size_t n)
{
    const char *colon = memchr(s, ':', n);
    Key key = KEY_COUNT;
    if (colon) {
        for (int k = 0; k < KEY_COUNT; k++) {
            size_t kn = strlen(lesson_key_names[k]);
            if ((size_t)(colon - s) == kn &&
                memcmp(s, lesson_key_names[k], kn) == 0) {
                key = (Key)k;
            }
        }
    }
    if (key == KEY_COUNT) {
        size_t shown = colon ? (size_t)(colon - s) : n;
        if (shown > 40) {
            shown = 40;
        }
        return lesson_error_at(ps, line,
                               colon ? "unknown key \"%.*s\""
                                     : "\"%.*s\" is not a key: value line",
                               (int)shown, s);
    }
    bool in_step = ps->step_line != 0;
    bool step_key = key != KEY_LESSON && key != KEY_GAME;
    if (key == KEY_STEP) {
        if (!start_step(ps, line)) {
            return false;
        }
    } else if (step_key && !in_step) {
        return lesson_error_at(ps, line,
                               "%s: belongs to a step (start one with "
                               "step:)",
                               lesson_key_names[key]);
    } else if (!step_key && in_step) {
        return lesson_error_at(ps, line, "%s: belongs before the first step",
                               lesson_key_names[key]);
    } else if (ps->seen[key]) {
        return lesson_error_at(ps, line, "%s: is given twice%s",
                               lesson_key_names[key],
                               in_step ? " in this step" : "");
    }
    ps->seen[key] = true;
    ps->has_value = true;
    ps->value = (Pending){.key = key, .line = line};
    const char *v = colon + 1;
    const char *end = s + n;
    while (v < end && (*v == ' ' || *v == '\t')) {
        v++;
    }
    return append(ps, v, (size_t)(end - v));
}

static bool parse_line(Parser *ps, int line, const char *s, size_t n)
{
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r')) {
        n--;
    }
    if (memchr(s, '\0', n)) {
        return lesson_error_at(ps, line, "the file holds a NUL byte");
    }
    if (n == 0 || s[0] == '#') {
        /* A comment or blank line ends a value (so JSON cannot continue
         * past a blank line by accident). */
        return finish_value(ps);
    }
    if (s[0] == ' ' || s[0] == '\t') {
        if (!ps->has_value) {
            return lesson_error_at(ps, line,
                                   "an indented line continues a value, "
                                   "but there is none above it");
        }
        while (n && (*s == ' ' || *s == '\t')) {
            s++;
            n--;
        }
        return append(ps, s, n);
    }
    return finish_value(ps) && key_line(ps, line, s, n);
}

/* `text` with its hole marks named; NULL when out of memory. */
static char *named_text(const char *text, const RulesPosition *p,
                        LearnHoleName name, void *ctx)
{
    size_t size = strlen(text) + 1;
    for (const char *s = strchr(text, '{'); s; s = strchr(s + 1, '{')) {
        size += 40; /* a name is far shorter */
    }
    char *out = malloc(size), *o = out;
    for (const char *s = text; out && *s;) {
        int hole;
        size_t n = *s == '{' ? lesson_mark_at(s, &hole) : 0;
        if (n) {
            char buf[40];
            o += snprintf(o, size - (size_t)(o - out), "%.39s",
                          name(p, hole, buf, sizeof buf, ctx));
            s += n;
        } else {
            *o++ = *s++;
        }
    }
    if (out) {
        *o = '\0';
    }
    return out;
}

bool learn_lesson_name_holes(LearnLesson *lesson, LearnHoleName name,
                             void *ctx)
{
    for (size_t i = 0; i < lesson->count; i++) {
        LearnStep *st = &lesson->steps[i];
        char **texts[3] = {&st->prompt, &st->caption, &st->wrong};
        for (int t = 0; t < 3; t++) {
            if (!*texts[t] || !strchr(*texts[t], '{')) {
                continue;
            }
            char *n = named_text(*texts[t], &st->position, name, ctx);
            if (!n) {
                return false;
            }
            free(*texts[t]);
            *texts[t] = n;
        }
    }
    return true;
}

void learn_lesson_free(LearnLesson *lesson)
{
    if (!lesson) {
        return;
    }
    for (size_t i = 0; i < lesson->count; i++) {
        LearnStep *st = &lesson->steps[i];
        free(st->title);
        free(st->prompt);
        free(st->caption);
        free(st->wrong);
    }
    free(lesson->steps);
    free(lesson->title);
    free(lesson->path);
    free(lesson);
}

LearnLesson *learn_lesson_parse(const char *name, const char *text,
                                size_t len, LearnError *err)
{
    Parser ps = {.name = name, .err = err};
    if (err) {
        err->text[0] = '\0';
        err->line = 0;
    }
    if (len > LEARN_MAX_FILE_BYTES) {
        lesson_error_at(&ps, 0, "larger than %d bytes: not a lesson",
                        LEARN_MAX_FILE_BYTES);
        return NULL;
    }
    size_t bad = safeio_utf8_valid((const unsigned char *)text, len);
    if (bad != len) {
        int line = 1;
        for (size_t i = 0; i < bad; i++) {
            line += text[i] == '\n';
        }
        lesson_error_at(&ps, line, "the text is not valid UTF-8");
        return NULL;
    }
    ps.lesson = calloc(1, sizeof *ps.lesson);
    if (!ps.lesson || !(ps.lesson->path = dup_text(name, strlen(name)))) {
        free(ps.lesson);
        lesson_error_at(&ps, 0, "out of memory");
        return NULL;
    }
    if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0) {
        text += 3;
        len -= 3;
    }
    bool ok = true;
    int line = 0;
    size_t at = 0;
    while (ok && at < len) {
        const char *nl = memchr(text + at, '\n', len - at);
        size_t n = nl ? (size_t)(nl - (text + at)) : len - at;
        ok = parse_line(&ps, ++line, text + at, n);
        at += n + 1;
    }
    ok = ok && finish_value(&ps) && finish_step(&ps);
    if (ok && (!ps.lesson->title || !ps.seen[KEY_GAME])) {
        ok = lesson_error_at(&ps, line ? line : 1,
                             "the lesson has no lesson: or game: line");
    }
    if (ok && !ps.lesson->count) {
        ok = lesson_error_at(&ps, line, "the lesson has no step");
    }
    free(ps.value.text);
    if (!ok) {
        learn_lesson_free(ps.lesson);
        return NULL;
    }
    return ps.lesson;
}

LearnLesson *learn_lesson_load(const char *path, LearnError *err)
{
    Parser ps = {.name = path, .err = err};
    char why[SAFEIO_WHY_MAX];
    size_t len = 0;
    char *buf = safeio_read(path, LEARN_MAX_FILE_BYTES, &len, why, sizeof why);
    if (!buf) {
        lesson_error_at(&ps, 0, "cannot open the lesson: %s", why);
        return NULL;
    }
    LearnLesson *lesson = learn_lesson_parse(path, buf, len, err);
    free(buf);
    return lesson;
}

int learn_lesson_path(const char *data_dir, RulesGameId game,
                      const char *lang, char *buf, size_t size)
{
    if (!data_dir || !*data_dir || !lang || !*lang || !buf ||
        (unsigned)game >= RULES_GAME_COUNT) {
        return -1;
    }
    int n = snprintf(buf, size, "%s/rules/lessons/%s.lesson.%s.txt",
                     data_dir, rules_game_name(game), lang);
    return n < 0 || (size_t)n >= size ? -1 : 0;
}

LearnLesson *learn_lesson_load_game(const char *data_dir, RulesGameId game,
                                    const char *lang, LearnError *err)
{
    char path[1024];
    if (learn_lesson_path(data_dir, game, lang, path, sizeof path) == 0) {
        int fd = safeio_open(path, LEARN_MAX_FILE_BYTES, NULL, 0);
        if (fd >= 0 || errno != ENOENT) {
            if (fd >= 0) {
                close(fd);
            }
            return learn_lesson_load(path, err);
        }
    }
    if (learn_lesson_path(data_dir, game, "en", path, sizeof path) != 0) {
        if (err) {
            snprintf(err->text, sizeof err->text, "no lesson path for %s",
                     rules_game_name(game));
            err->line = 0;
        }
        return NULL;
    }
    return learn_lesson_load(path, err);
}

int learn_demo_path(const char *data_dir, RulesGameId game, char *buf,
                    size_t size)
{
    if (!data_dir || !*data_dir || !buf ||
        (unsigned)game >= RULES_GAME_COUNT) {
        return -1;
    }
    int n = snprintf(buf, size, "%s/rules/demos/%s.mancala", data_dir,
                     rules_game_name(game));
    return n < 0 || (size_t)n >= size ? -1 : 0;
}
