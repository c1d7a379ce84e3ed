/* lesson.c: loads lesson files (docs/LESSON-FORMAT.md) and checks that every step can be played as written. */
#define _POSIX_C_SOURCE 200809L /* close */
#include "learn.h"

#include "safeio.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "platform.h"

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

static const char *const key_names[KEY_COUNT] = {
    "lesson", "game",    "step",  "position", "prompt", "move",
    "caption", "wrong",  "illegal", "rules",  "before", "match",
};

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

static bool error_at(Parser *ps, int line, const char *fmt, ...)
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

static char *dup_text(const char *s, size_t n)
{
    char *d = malloc(n + 1);
    if (d) {
        memcpy(d, s, n);
        d[n] = '\0';
    }
    return d;
}

static LearnStep *current_step(Parser *ps)
{
    return ps->lesson->count ? &ps->lesson->steps[ps->lesson->count - 1]
                             : NULL;
}

static bool parse_moves(Parser *ps, int line, const char *text,
                        LearnStep *step)
{
    const char *s = text;
    while (*s) {
        while (*s == ' ') {
            s++;
        }
        if (!*s) {
            break;
        }
        size_t n = strcspn(s, " ");
        char word[RULES_MOVE_TEXT_MAX];
        RulesMove m;
        if (n >= sizeof word ||
            (snprintf(word, sizeof word, "%.*s", (int)n, s),
             rules_move_parse(word, &m) != RULES_OK)) {
            return error_at(ps, line,
                            "\"%.*s\" is not a move (docs/RULES.md C-4)",
                            (int)n, s);
        }
        if (step->illegal_count == LEARN_MAX_ILLEGAL) {
            return error_at(ps, line, "illegal: lists more than %d moves",
                            LEARN_MAX_ILLEGAL);
        }
        RulesWhy why;
        if (rules_is_legal(&step->position, m, &why)) {
            return error_at(ps, line,
                            "illegal: move \"%s\" is legal in this position",
                            word);
        }
        step->illegal[step->illegal_count++] = m;
        s += n;
    }
    if (!step->illegal_count) {
        return error_at(ps, line, "illegal: names no move");
    }
    return true;
}

/* `before:`: the moves that lead from the written position to the one the
 * learner moves from, each legal, none ending the game; the game keeps
 * them as its history. */
static bool parse_before(Parser *ps, int line, const char *text,
                         LearnStep *step)
{
    static const Key after[] = {KEY_PROMPT, KEY_MOVE, KEY_ILLEGAL,
                                KEY_CAPTION, KEY_WRONG};
    for (size_t k = 0; k < sizeof after / sizeof after[0]; k++) {
        if (ps->seen[after[k]] || !ps->seen[KEY_POSITION]) {
            return error_at(ps, line, "before: comes after position: and "
                                      "before the step's other keys");
        }
    }
    RulesGame g;
    if (rules_game_init(&g, &step->start) != RULES_OK) {
        return error_at(ps, line, "out of memory");
    }
    bool ok = true;
    for (const char *s = text; ok && *s;) {
        s += strspn(s, " ");
        size_t n = strcspn(s, " ");
        char word[RULES_MOVE_TEXT_MAX];
        RulesMove m;
        RulesWhy why;
        if (!n) {
            break;
        }
        if (n >= sizeof word ||
            (snprintf(word, sizeof word, "%.*s", (int)n, s),
             rules_move_parse(word, &m) != RULES_OK)) {
            ok = error_at(ps, line, "\"%.*s\" is not a move (RULES.md C-4)",
                          (int)(n > 40 ? 40 : n), s);
        } else if (step->before_count == LEARN_MAX_BEFORE) {
            ok = error_at(ps, line, "before: lists more than %d moves",
                          LEARN_MAX_BEFORE);
        } else if (rules_game_play(&g, m, NULL, &why) != RULES_OK) {
            ok = error_at(ps, line, "before: move %s is not legal: %s", word,
                          why.text);
        } else if (rules_game_current(&g)->over) {
            ok = error_at(ps, line, "before: the game ends at move %s", word);
        } else {
            step->before[step->before_count++] = m;
        }
        s += n;
    }
    step->position = *rules_game_current(&g);
    rules_game_free(&g);
    return ok && (step->before_count ||
                  error_at(ps, line, "before: names no move"));
}

/* `match: 5 4-0 south`: a match to 5 points, South 4 and North 0 so far,
 * this game begun by South; only a game with matches of its own. */
static bool parse_match(Parser *ps, int line, const char *text,
                        LearnStep *step)
{
    int target, a, b, used = 0;
    char first[8];
    RulesRule rule = rules_game_info(ps->lesson->game)->match_rule;
    if (rule == RULES_RULE_NONE) {
        return error_at(ps, line, "match: %s has no matches of its own",
                        rules_game_name(ps->lesson->game));
    }
    if (sscanf(text, "%d %d-%d %7s%n", &target, &a, &b, first, &used) != 4 ||
        text[used] != '\0' || target < 1 || target > 99 || a < 0 ||
        b < 0 || a >= target || b >= target ||
        (strcmp(first, "south") != 0 && strcmp(first, "north") != 0)) {
        return error_at(ps, line, "match: expected \"TARGET SOUTH-NORTH "
                                  "FIRST\" (\"5 4-0 south\": a match to 5, "
                                  "4 points to 0, South began this game)");
    }
    step->match_target = target;
    step->match_points[RULES_SOUTH] = a;
    step->match_points[RULES_NORTH] = b;
    step->match_first = first[0] == 's' ? RULES_SOUTH : RULES_NORTH;
    return true;
}

/* Reads a list of clause ids ("GORE-4 GORE-5") into `ids`. */
static bool parse_ids(Parser *ps, int line, Key key, const char *text,
                      bool ids[RULES_RULE_COUNT])
{
    for (const char *s = text; *s;) {
        s += strspn(s, " ,");
        size_t n = strcspn(s, " ,");
        if (!n) {
            break;
        }
        RulesRule r = RULES_RULE_NONE;
        for (int k = 1; k < RULES_RULE_COUNT; k++) {
            const char *id = rules_rule_id((RulesRule)k);
            if (strlen(id) == n && strncmp(s, id, n) == 0) {
                r = (RulesRule)k;
            }
        }
        if (r == RULES_RULE_NONE) {
            return error_at(ps, line, "%s: \"%.*s\" is not a clause id of "
                                      "docs/RULES.md",
                            key_names[key], (int)(n > 40 ? 40 : n), s);
        }
        ids[r] = true;
        s += n;
    }
    return true;
}

/* Texts players read carry plain words only: rule ids go in rules:. */
static bool plain_words(Parser *ps, int line, Key key, const char *text)
{
    bool named[RULES_RULE_COUNT];
    if (learn_rules_named(text, named) == 0) {
        return true;
    }
    for (int r = 1; r < RULES_RULE_COUNT; r++) {
        if (named[r]) {
            return error_at(ps, line, "%s: names %s; players read plain "
                                      "words, so rule ids go in rules:",
                            key_names[key], rules_rule_id((RulesRule)r));
        }
    }
    return true;
}

/* The hole mark "{n}" at `s`: its length, with the hole in *hole; 0 when
 * `s` starts no well-formed mark. */
static size_t mark_at(const char *s, int *hole)
{
    size_t n = 1;
    int h = 0;
    while (s[n] >= '0' && s[n] <= '9' && n < 4) {
        h = h * 10 + (s[n++] - '0');
    }
    if (n == 1 || s[n] != '}') {
        return 0;
    }
    *hole = h;
    return n + 1;
}

/* Hole marks ("{4}": hole 4 of C-4, named as the board names it) may
 * stand in a prompt, caption or wrong, each naming a hole of the step's
 * board; the titles take none. */
static bool check_marks(Parser *ps, int line, Key key, const char *text)
{
    bool may = key == KEY_PROMPT || key == KEY_CAPTION || key == KEY_WRONG;
    const LearnStep *step = current_step(ps);
    for (const char *s = text; *s; s++) {
        int hole;
        size_t n = *s == '{' ? mark_at(s, &hole) : 0;
        if (!may && (*s == '{' || *s == '}')) {
            return error_at(ps, line, "%s: hole marks go in prompt:, "
                                      "caption: and wrong:",
                            key_names[key]);
        }
        if (*s == '}') {
            return error_at(ps, line, "%s: \"}\" ends no hole mark",
                            key_names[key]);
        }
        if (*s != '{') {
            continue;
        }
        if (!n) {
            return error_at(ps, line, "%s: \"{\" starts a hole mark such "
                                      "as {4}",
                            key_names[key]);
        }
        if (!ps->seen[KEY_POSITION]) {
            return error_at(ps, line, "%s: a hole mark comes before the "
                                      "step's position",
                            key_names[key]);
        }
        if (hole >= step->position.hole_count) {
            return error_at(ps, line, "%s: {%d} is not a hole of this board",
                            key_names[key], hole);
        }
        s += n - 1;
    }
    return true;
}

/* `position:`: a position of the lesson's game; also the start of the
 * step's game until `before:` moves on from it. */
static bool store_position(Parser *ps, int line, const char *text,
                           LearnStep *step)
{
    char why[300];
    if (!learn_position_parse(text, &step->position, why, sizeof why)) {
        return error_at(ps, line, "%s", why);
    }
    if (step->position.game != ps->lesson->game) {
        return error_at(ps, line, "the position is of %s, the lesson of %s",
                        rules_game_name((RulesGameId)step->position.game),
                        rules_game_name(ps->lesson->game));
    }
    step->start = step->position;
    return true;
}

/* Stores a finished value where it belongs, checking what can be checked
 * with the lines above it. Takes ownership of `v->text`. */
static bool store_value(Parser *ps, Pending *v)
{
    char *text = v->text;
    v->text = NULL;
    LearnStep *step = current_step(ps);
    LearnLesson *lesson = ps->lesson;
    switch (v->key) {
    case KEY_LESSON:
    case KEY_STEP:
    case KEY_PROMPT:
    case KEY_CAPTION:
    case KEY_WRONG:
        if (!plain_words(ps, v->line, v->key, text) ||
            !check_marks(ps, v->line, v->key, text)) {
            free(text);
            return false;
        }
        break;
    case KEY_RULES:
    case KEY_BEFORE:
    case KEY_MATCH: {
        bool ok = v->key == KEY_RULES
                      ? parse_ids(ps, v->line, v->key, text, step->teaches)
                  : v->key == KEY_BEFORE ? parse_before(ps, v->line, text, step)
                                         : parse_match(ps, v->line, text, step);
        free(text);
        return ok;
    }
    default:
        break;
    }
    switch (v->key) {
    case KEY_LESSON:
        lesson->title = text;
        return true;
    case KEY_GAME: {
        bool ok = rules_game_from_name(text, &lesson->game);
        if (!ok) {
            char games[160];
            rules_game_name_list(games, sizeof games);
            error_at(ps, v->line, "unknown game \"%s\" (%s)", text, games);
        }
        free(text);
        return ok;
    }
    case KEY_STEP:
        step->title = text;
        return true;
    case KEY_PROMPT:
        step->prompt = text;
        return true;
    case KEY_CAPTION:
        step->caption = text;
        return true;
    case KEY_WRONG:
        step->wrong = text;
        return true;
    case KEY_POSITION: {
        bool ok = store_position(ps, v->line, text, step);
        free(text);
        return ok;
    }
    case KEY_MOVE:
    case KEY_ILLEGAL: {
        bool ok = true;
        if (!ps->seen[KEY_POSITION]) {
            ok = error_at(ps, v->line, "%s: comes before the step's position",
                          key_names[v->key]);
        } else if (v->key == KEY_ILLEGAL) {
            ok = parse_moves(ps, v->line, text, step);
        } else if (rules_move_parse(text, &step->move) != RULES_OK) {
            ok = error_at(ps, v->line,
                          "\"%s\" is not a move (docs/RULES.md C-4)", text);
        } else {
            RulesWhy why;
            if (!rules_is_legal(&step->position, step->move, &why)) {
                const char *rule = rules_rule_id(why.rule);
                ok = error_at(ps, v->line,
                              "move \"%s\" is not legal here: %s%s%s%s", text,
                              why.text, *rule ? " (" : "", rule,
                              *rule ? ")" : "");
            }
        }
        free(text);
        return ok;
    }
    default:
        free(text);
        return true;
    }
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
        return error_at(ps, ps->value.line, "%s: has no value",
                        key_names[ps->value.key]);
    }
    return store_value(ps, &ps->value);
}

static bool append(Parser *ps, const char *s, size_t n)
{
    Pending *v = &ps->value;
    char *grown = realloc(v->text, v->len + n + 2);
    if (!grown) {
        return error_at(ps, 0, "out of memory");
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
            return error_at(ps, ps->step_line, "step has no %s:",
                            key_names[required[i]]);
        }
    }
    return true;
}

static bool start_step(Parser *ps, int line)
{
    if (!ps->seen[KEY_LESSON] || !ps->seen[KEY_GAME]) {
        return error_at(ps, line, "the first step comes before the "
                                  "lesson: and game: lines");
    }
    if (!finish_step(ps)) {
        return false;
    }
    LearnLesson *lesson = ps->lesson;
    if (lesson->count == LEARN_MAX_STEPS) {
        return error_at(ps, line, "a lesson has at most %d steps",
                        LEARN_MAX_STEPS);
    }
    LearnStep *steps =
        realloc(lesson->steps, (lesson->count + 1) * sizeof *steps);
    if (!steps) {
        return error_at(ps, line, "out of memory");
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
            size_t kn = strlen(key_names[k]);
            if ((size_t)(colon - s) == kn && memcmp(s, key_names[k], kn) == 0) {
                key = (Key)k;
            }
        }
    }
    if (key == KEY_COUNT) {
        size_t shown = colon ? (size_t)(colon - s) : n;
        if (shown > 40) {
            shown = 40;
        }
        return error_at(ps, line,
                        colon ? "unknown key \"%.*s\"" :
                                "\"%.*s\" is not a key: value line",
                        (int)shown, s);
    }
    bool in_step = ps->step_line != 0;
    bool step_key = key != KEY_LESSON && key != KEY_GAME;
    if (key == KEY_STEP) {
        if (!start_step(ps, line)) {
            return false;
        }
    } else if (step_key && !in_step) {
        return error_at(ps, line, "%s: belongs to a step (start one with "
                                  "step:)", key_names[key]);
    } else if (!step_key && in_step) {
        return error_at(ps, line, "%s: belongs before the first step",
                        key_names[key]);
    } else if (ps->seen[key]) {
        return error_at(ps, line, "%s: is given twice%s", key_names[key],
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
        return error_at(ps, line, "the file holds a NUL byte");
    }
    if (n == 0 || s[0] == '#') {
        /* A comment or blank line ends a value (so JSON cannot continue
         * past a blank line by accident). */
        return finish_value(ps);
    }
    if (s[0] == ' ' || s[0] == '\t') {
        if (!ps->has_value) {
            return error_at(ps, line, "an indented line continues a value, "
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
        size_t n = *s == '{' ? mark_at(s, &hole) : 0;
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
        error_at(&ps, 0, "larger than %d bytes: not a lesson",
                 LEARN_MAX_FILE_BYTES);
        return NULL;
    }
    size_t bad = safeio_utf8_valid((const unsigned char *)text, len);
    if (bad != len) {
        int line = 1;
        for (size_t i = 0; i < bad; i++) {
            line += text[i] == '\n';
        }
        error_at(&ps, line, "the text is not valid UTF-8");
        return NULL;
    }
    ps.lesson = calloc(1, sizeof *ps.lesson);
    if (!ps.lesson || !(ps.lesson->path = dup_text(name, strlen(name)))) {
        free(ps.lesson);
        error_at(&ps, 0, "out of memory");
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
        ok = error_at(&ps, line ? line : 1,
                      "the lesson has no lesson: or game: line");
    }
    if (ok && !ps.lesson->count) {
        ok = error_at(&ps, line, "the lesson has no step");
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
        error_at(&ps, 0, "cannot open the lesson: %s", why);
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
