/* lesson_values.c: a lesson's values read and checked where they are stored:
 * moves, before:, match:, rule ids, plain words, hole marks, positions. */
#include "lesson_parse.h"

#include "safeio.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool parse_moves(Parser *ps, int line, const char *text, LearnStep *step)
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
        if (n >= sizeof word || (snprintf(word, sizeof word, "%.*s", (int)n, s),
                                 rules_move_parse(word, &m) != RULES_OK)) {
            return lesson_error_at(ps, line,
                                   "\"%.*s\" is not a move (docs/RULES.md C-4)",
                                   (int)n, s);
        }
        if (step->illegal_count == LEARN_MAX_ILLEGAL) {
            return lesson_error_at(ps, line,
                                   "illegal: lists more than %d moves",
                                   LEARN_MAX_ILLEGAL);
        }
        RulesWhy why;
        if (rules_is_legal(&step->position, m, &why)) {
            return lesson_error_at(
                ps, line, "illegal: move \"%s\" is legal in this position",
                word);
        }
        step->illegal[step->illegal_count++] = m;
        s += n;
    }
    if (!step->illegal_count) {
        return lesson_error_at(ps, line, "illegal: names no move");
    }
    return true;
}

/* `before:`: the moves that lead from the written position to the one the
 * learner moves from, each legal, none ending the game; the game keeps
 * them as its history. */
static bool parse_before(Parser *ps, int line, const char *text,
                         LearnStep *step)
{
    static const Key after[] = {KEY_PROMPT, KEY_MOVE, KEY_ILLEGAL, KEY_CAPTION,
                                KEY_WRONG};
    for (size_t k = 0; k < sizeof after / sizeof after[0]; k++) {
        if (ps->seen[after[k]] || !ps->seen[KEY_POSITION]) {
            return lesson_error_at(ps, line,
                                   "before: comes after position: and "
                                   "before the step's other keys");
        }
    }
    RulesGame g;
    if (rules_game_init(&g, &step->start) != RULES_OK) {
        return lesson_error_at(ps, line, "out of memory");
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
        if (n >= sizeof word || (snprintf(word, sizeof word, "%.*s", (int)n, s),
                                 rules_move_parse(word, &m) != RULES_OK)) {
            ok = lesson_error_at(ps, line,
                                 "\"%.*s\" is not a move (RULES.md C-4)",
                                 (int)(n > 40 ? 40 : n), s);
        } else if (step->before_count == LEARN_MAX_BEFORE) {
            ok = lesson_error_at(ps, line, "before: lists more than %d moves",
                                 LEARN_MAX_BEFORE);
        } else if (rules_game_play(&g, m, NULL, &why) != RULES_OK) {
            ok = lesson_error_at(ps, line, "before: move %s is not legal: %s",
                                 word, why.text);
        } else if (rules_game_current(&g)->over) {
            ok = lesson_error_at(ps, line, "before: the game ends at move %s",
                                 word);
        } else {
            step->before[step->before_count++] = m;
        }
        s += n;
    }
    step->position = *rules_game_current(&g);
    rules_game_free(&g);
    return ok && (step->before_count ||
                  lesson_error_at(ps, line, "before: names no move"));
}

/* `match: 5 4-0 south`: a match to 5 points, South 4 and North 0 so far,
 * this game begun by South; only a game with matches of its own. */
static bool parse_match(Parser *ps, int line, const char *text, LearnStep *step)
{
    RulesRule rule = rules_game_info(ps->lesson->game)->match_rule;
    if (rule == RULES_RULE_NONE) {
        return lesson_error_at(ps, line, "match: %s has no matches of its own",
                               rules_game_name(ps->lesson->game));
    }
    /* Three words, each number read by the strict parser: no sign, no
     * space inside, nothing after. */
    char buf[64];
    char *word[3] = {NULL, NULL, NULL};
    int words = 0;
    bool ok = strlen(text) < sizeof buf;
    if (ok) {
        snprintf(buf, sizeof buf, "%s", text);
        for (char *s = buf + strspn(buf, " "); *s && words < 4;) {
            if (words < 3) {
                word[words] = s;
            }
            words++;
            s += strcspn(s, " ");
            if (*s) {
                *s++ = '\0';
            }
            s += strspn(s, " ");
        }
        ok = words == 3;
    }
    char *dash = ok ? strchr(word[1], '-') : NULL;
    long target = 0, a = -1, b = -1;
    if (dash) {
        *dash = '\0';
    }
    if (!dash || !safeio_parse_long(word[0], 1, 99, &target) ||
        !safeio_parse_long(word[1], 0, target - 1, &a) ||
        !safeio_parse_long(dash + 1, 0, target - 1, &b) ||
        (strcmp(word[2], "south") != 0 && strcmp(word[2], "north") != 0)) {
        return lesson_error_at(ps, line,
                               "match: expected \"TARGET SOUTH-NORTH "
                               "FIRST\" (\"5 4-0 south\": a match to 5, "
                               "4 points to 0, South began this game)");
    }
    step->match_target = (int)target;
    step->match_points[RULES_SOUTH] = (int)a;
    step->match_points[RULES_NORTH] = (int)b;
    step->match_first = word[2][0] == 's' ? RULES_SOUTH : RULES_NORTH;
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
            return lesson_error_at(ps, line,
                                   "%s: \"%.*s\" is not a clause id of "
                                   "docs/RULES.md",
                                   lesson_key_names[key],
                                   (int)(n > 40 ? 40 : n), s);
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
            return lesson_error_at(ps, line,
                                   "%s: names %s; players read plain "
                                   "words, so rule ids go in rules:",
                                   lesson_key_names[key],
                                   rules_rule_id((RulesRule)r));
        }
    }
    return true;
}

/* The hole mark "{n}" at `s`: its length, with the hole in *hole; 0 when
 * `s` starts no well-formed mark. */
size_t lesson_mark_at(const char *s, int *hole)
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
    const LearnStep *step = lesson_current_step(ps);
    for (const char *s = text; *s; s++) {
        int hole;
        size_t n = *s == '{' ? lesson_mark_at(s, &hole) : 0;
        if (!may && (*s == '{' || *s == '}')) {
            return lesson_error_at(ps, line,
                                   "%s: hole marks go in prompt:, "
                                   "caption: and wrong:",
                                   lesson_key_names[key]);
        }
        if (*s == '}') {
            return lesson_error_at(ps, line, "%s: \"}\" ends no hole mark",
                                   lesson_key_names[key]);
        }
        if (*s != '{') {
            continue;
        }
        if (!n) {
            return lesson_error_at(ps, line,
                                   "%s: \"{\" starts a hole mark such "
                                   "as {4}",
                                   lesson_key_names[key]);
        }
        if (!ps->seen[KEY_POSITION]) {
            return lesson_error_at(ps, line,
                                   "%s: a hole mark comes before the "
                                   "step's position",
                                   lesson_key_names[key]);
        }
        if (hole >= step->position.hole_count) {
            return lesson_error_at(ps, line,
                                   "%s: {%d} is not a hole of this board",
                                   lesson_key_names[key], hole);
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
        return lesson_error_at(ps, line, "%s", why);
    }
    if (step->position.game != ps->lesson->game) {
        return lesson_error_at(
            ps, line, "the position is of %s, the lesson of %s",
            rules_game_name((RulesGameId)step->position.game),
            rules_game_name(ps->lesson->game));
    }
    step->start = step->position;
    return true;
}

/* Stores a finished value where it belongs, checking what can be checked
 * with the lines above it. Takes ownership of `v->text`. */
bool lesson_store_value(Parser *ps, Pending *v)
{
    char *text = v->text;
    v->text = NULL;
    LearnStep *step = lesson_current_step(ps);
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
            lesson_error_at(ps, v->line, "unknown game \"%s\" (%s)", text,
                            games);
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
            ok = lesson_error_at(ps, v->line,
                                 "%s: comes before the step's position",
                                 lesson_key_names[v->key]);
        } else if (v->key == KEY_ILLEGAL) {
            ok = parse_moves(ps, v->line, text, step);
        } else if (rules_move_parse(text, &step->move) != RULES_OK) {
            ok = lesson_error_at(
                ps, v->line, "\"%s\" is not a move (docs/RULES.md C-4)", text);
        } else {
            RulesWhy why;
            if (!rules_is_legal(&step->position, step->move, &why)) {
                const char *rule = rules_rule_id(why.rule);
                ok = lesson_error_at(
                    ps, v->line, "move \"%s\" is not legal here: %s%s%s%s",
                    text, why.text, *rule ? " (" : "", rule, *rule ? ")" : "");
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
