/* format.c: reading and writing puzzle files (docs/PUZZLE-FORMAT.md), the goal in words, rating and the puzzle of the day. */
#include "puzzle.h"

#include "posjson.h"
#include "safeio.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Marks a string for po/update-pot; puzzle_tr translates it. */
static const char *puzzle_tr(PuzzleTranslate tr, const char *english)
{
    return tr ? tr(english) : english;
}

/* Marks a string of a table for po/update-pot. */
#define N_(s) s

#define PUZZLE_X_NAME(id, name) name,
static const char *const theme_names[] = {PUZZLE_THEME_LIST(PUZZLE_X_NAME)};
#undef PUZZLE_X_NAME
/* TRANSLATORS: a puzzle's theme, shown as "Theme: a capture chain". */
static const char *const theme_words[PUZZLE_THEME_COUNT] = {
    [PUZZLE_THEME_TRADE] = N_("Goré's trade of holes"),
    [PUZZLE_THEME_LIMIT] = N_("Urim's 17-seed limit"),
    [PUZZLE_THEME_FILE] = N_("a capture down the file"),
    [PUZZLE_THEME_STARVE] = N_("starving the other side"),
    [PUZZLE_THEME_CHAIN] = N_("a capture chain"),
    [PUZZLE_THEME_RELAY] = N_("a relay that ends in a capture"),
    [PUZZLE_THEME_CAPTURE] = N_("a capture"),
    [PUZZLE_THEME_DEFEND] = N_("keeping your seeds safe"),
    [PUZZLE_THEME_FINISH] = N_("ending the game on your terms"),
    [PUZZLE_THEME_QUIET] = N_("a quiet move that prepares"),
};

const char *puzzle_theme_name(PuzzleTheme t)
{
    return (unsigned)t < PUZZLE_THEME_COUNT ? theme_names[t] : "";
}

const char *puzzle_theme_words(PuzzleTheme t, PuzzleTranslate tr)
{
    return (unsigned)t < PUZZLE_THEME_COUNT ? puzzle_tr(tr, theme_words[t])
                                            : "";
}

bool puzzle_theme_from_name(const char *name, PuzzleTheme *out)
{
    for (int t = 0; t < PUZZLE_THEME_COUNT; t++) {
        if (strcmp(name, theme_names[t]) == 0) {
            *out = (PuzzleTheme)t;
            return true;
        }
    }
    return false;
}

const char *puzzle_goal_name(PuzzleGoal g)
{
    static const char *const names[PUZZLE_GOAL_COUNT] = {"win", "draw",
                                                         "best"};
    return (unsigned)g < PUZZLE_GOAL_COUNT ? names[g] : "";
}

int puzzle_goal_text(const Puzzle *pz, PuzzleTranslate tr, char *buf,
                     size_t size)
{
    bool south = pz->start.to_move == RULES_SOUTH;
    switch (pz->goal) {
    case PUZZLE_GOAL_WIN:
        return snprintf(buf, size, "%s",
                        south ? puzzle_tr(tr, "South to play and win by "
                                              "force: only one move wins.")
                              : puzzle_tr(tr, "North to play and win by "
                                              "force: only one move wins."));
    case PUZZLE_GOAL_DRAW:
        return snprintf(buf, size, "%s",
                        south ? puzzle_tr(tr, "South to play: find the only "
                                              "move that saves a draw.")
                              : puzzle_tr(tr, "North to play: find the only "
                                              "move that saves a draw."));
    default:
        return snprintf(buf, size,
                        south ? puzzle_tr(tr, "South to play: find the move "
                                              "worth at least %d seeds more "
                                              "than any other.")
                              : puzzle_tr(tr, "North to play: find the move "
                                              "worth at least %d seeds more "
                                              "than any other."),
                        pz->margin);
    }
}

const char *puzzle_difficulty_words(int difficulty, PuzzleTranslate tr)
{
    return difficulty <= 2   ? puzzle_tr(tr, "easy")
           : difficulty == 3 ? puzzle_tr(tr, "medium")
                             : puzzle_tr(tr, "hard");
}

int puzzle_path(const char *data_dir, RulesGameId game, char *buf,
                size_t size)
{
    const char *name = rules_game_name(game);
    if (!data_dir || !*data_dir || !name) {
        return -1;
    }
    int n = snprintf(buf, size, "%s/puzzles/%s.puzzles.txt", data_dir, name);
    return n < 0 || (size_t)n >= size ? -1 : 0;
}

void puzzle_set_free(PuzzleSet *s)
{
    free(s->items);
    s->items = NULL;
    s->count = 0;
}

const Puzzle *puzzle_set_find(const PuzzleSet *s, int id)
{
    for (size_t i = 0; i < s->count; i++) {
        if (s->items[i].id == id) {
            return &s->items[i];
        }
    }
    return NULL;
}

/* ---- Reading ---- */

typedef struct Reader {
    const char *name;
    PuzzleError *err;
    PuzzleSet *set;
    size_t cap;
    bool has_game;
    Puzzle *cur; /* the puzzle being read, or NULL */
    /* which of its keys have been given */
    bool has_position, has_answer, has_goal, has_proof, has_theme,
        has_difficulty;
    char answer[256];
} Reader;

static bool fail(Reader *r, int line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static bool fail(Reader *r, int line, const char *fmt, ...)
{
    char msg[520], name[100];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    safeio_escape(name, sizeof name, r->name);
    if (line > 0) {
        snprintf(r->err->text, sizeof r->err->text, "%s:%d: %s", name, line,
                 msg);
    } else {
        snprintf(r->err->text, sizeof r->err->text, "%s: %s", name, msg);
    }
    return false;
}

static bool parse_int(const char *s, long lo, long hi, long *out)
{
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (errno || end == s || *end || v < lo || v > hi) {
        return false;
    }
    *out = v;
    return true;
}

/* The next word of s (cut off with a NUL), and where the rest starts;
 * NULL when there is none. */
static char *next_word(char *s, char **rest)
{
    s += strspn(s, " \t");
    if (!*s) {
        return NULL;
    }
    char *end = s + strcspn(s, " \t");
    *rest = *end ? end + 1 : end;
    *end = '\0';
    return s;
}

/* Checks the puzzle just read: every key, and its line played from the
 * position. */
static bool finish_puzzle(Reader *r)
{
    Puzzle *pz = r->cur;
    if (!pz) {
        return true;
    }
    r->cur = NULL;
    const char *missing = !r->has_position   ? "position"
                          : !r->has_answer   ? "answer"
                          : !r->has_goal     ? "goal"
                          : !r->has_proof    ? "proof"
                          : !r->has_theme    ? "theme"
                          : !r->has_difficulty ? "difficulty"
                                               : NULL;
    if (missing) {
        return fail(r, pz->line_no, "puzzle %d has no \"%s:\"", pz->id,
                    missing);
    }
    /* The line: each move legal where it is played; only the last may
     * end the game, and the player moves at each odd step. */
    RulesGame g;
    if (rules_game_init(&g, &pz->start) != RULES_OK) {
        return fail(r, pz->line_no, "out of memory");
    }
    char copy[256], *rest = NULL;
    snprintf(copy, sizeof copy, "%s", r->answer);
    pz->line_len = 0;
    bool ok = true;
    for (char *tok = next_word(copy, &rest); tok;
         tok = next_word(rest, &rest)) {
        RulesMove m;
        RulesWhy why;
        const RulesPosition *cur = rules_game_current(&g);
        if (pz->line_len == PUZZLE_MAX_LINE) {
            ok = fail(r, pz->line_no, "puzzle %d: the answer has more than "
                                      "%d moves", pz->id, PUZZLE_MAX_LINE);
            break;
        }
        if (cur->over) {
            ok = fail(r, pz->line_no, "puzzle %d: the game is over before "
                                      "move \"%s\" of the answer", pz->id,
                      tok);
            break;
        }
        if (rules_move_parse(tok, &m) != RULES_OK) {
            ok = fail(r, pz->line_no, "puzzle %d: \"%s\" is not a move "
                                      "(notation: C-4)", pz->id, tok);
            break;
        }
        bool player = pz->line_len % 2 == 0;
        if ((cur->to_move == pz->start.to_move) != player) {
            ok = fail(r, pz->line_no, "puzzle %d: move \"%s\" of the answer "
                                      "is not %s's", pz->id, tok,
                      player ? "the player" : "the opponent");
            break;
        }
        if (rules_game_play(&g, m, NULL, &why) != RULES_OK) {
            ok = fail(r, pz->line_no, "puzzle %d: move \"%s\" of the answer "
                                      "is not legal: %s", pz->id, tok,
                      why.text);
            break;
        }
        pz->line[pz->line_len++] = m;
    }
    if (ok && pz->line_len % 2 == 0) {
        ok = fail(r, pz->line_no, "puzzle %d: the answer must end with the "
                                  "player's move (1, 3 or 5 moves)", pz->id);
    }
    rules_game_free(&g);
    return ok;
}

static bool take_field(Reader *r, int line, const char *key, char *val);

static bool take(Reader *r, int line, const char *key, char *val)
{
    if (strcmp(key, "game") == 0) {
        if (r->has_game || r->set->count) {
            return fail(r, line, "\"game:\" must come once, first");
        }
        if (!rules_game_from_name(val, &r->set->game)) {
            return fail(r, line, "unknown game \"%s\"", val);
        }
        r->has_game = true;
        return true;
    }
    if (!r->has_game) {
        return fail(r, line, "the file must start with \"game:\"");
    }
    if (strcmp(key, "puzzle") == 0) {
        if (!finish_puzzle(r)) {
            return false;
        }
        long id;
        if (!parse_int(val, 1, 999999, &id)) {
            return fail(r, line, "\"puzzle:\" needs a number from 1, not "
                                 "\"%s\"", val);
        }
        if (puzzle_set_find(r->set, (int)id)) {
            return fail(r, line, "puzzle %ld comes twice", id);
        }
        if (r->set->count == r->cap) {
            size_t cap = r->cap ? 2 * r->cap : 64;
            Puzzle *grown = realloc(r->set->items, cap * sizeof *grown);
            if (!grown) {
                return fail(r, line, "out of memory");
            }
            r->set->items = grown;
            r->cap = cap;
        }
        Puzzle *pz = &r->set->items[r->set->count++];
        memset(pz, 0, sizeof *pz);
        pz->id = (int)id;
        pz->line_no = line;
        r->cur = pz;
        r->has_position = r->has_answer = r->has_goal = r->has_proof =
            r->has_theme = r->has_difficulty = false;
        return true;
    }
    if (!r->cur) {
        return fail(r, line, "\"%s:\" before the first \"puzzle:\"", key);
    }
    return take_field(r, line, key, val);
}

/* A key of the puzzle being read (its `puzzle:` line read). */
static bool take_field(Reader *r, int line, const char *key, char *val)
{
    Puzzle *pz = r->cur;
    if (strcmp(key, "position") == 0) {
        PosjsonError pe;
        if (!posjson_read(val, &pz->start, &pe)) {
            return pe.fault == POSJSON_NOT_JSON
                       ? fail(r, line, "the position is not JSON: %s "
                                       "(column %d)", pe.text, pe.column)
                       : fail(r, line, "%s", pe.text);
        }
        RulesWhy why;
        if (pz->start.game != r->set->game) {
            return fail(r, line, "a %s position in a file of %s",
                        rules_game_name((RulesGameId)pz->start.game),
                        rules_game_name(r->set->game));
        }
        if (!rules_position_check(&pz->start, &why)) {
            return fail(r, line, "no game can be played from this "
                                 "position: %s", why.text);
        }
        r->has_position = true;
    } else if (strcmp(key, "answer") == 0) {
        if (!r->has_position) {
            return fail(r, line, "\"answer:\" before \"position:\"");
        }
        snprintf(r->answer, sizeof r->answer, "%s", val);
        r->has_answer = true;
    } else if (strcmp(key, "goal") == 0) {
        long margin = 0;
        if (strcmp(val, "win") == 0) {
            pz->goal = PUZZLE_GOAL_WIN;
        } else if (strcmp(val, "draw") == 0) {
            pz->goal = PUZZLE_GOAL_DRAW;
        } else if (strncmp(val, "best ", 5) == 0 &&
                   parse_int(val + 5, 1, 999, &margin)) {
            pz->goal = PUZZLE_GOAL_BEST;
        } else {
            return fail(r, line, "\"goal:\" is \"win\", \"draw\" or \"best "
                                 "N\" (N seeds), not \"%s\"", val);
        }
        pz->margin = (int)margin;
        r->has_goal = true;
    } else if (strcmp(key, "proof") == 0) {
        long nodes = 0;
        if (strcmp(val, "exact") == 0) {
            pz->nodes = 0;
        } else if (strncmp(val, "search ", 7) == 0 &&
                   parse_int(val + 7, 1000, 1000000000L, &nodes)) {
            pz->nodes = nodes;
        } else {
            return fail(r, line, "\"proof:\" is \"exact\" or \"search N\" "
                                 "(N positions, 1000 or more), not \"%s\"",
                        val);
        }
        r->has_proof = true;
    } else if (strcmp(key, "theme") == 0) {
        if (!puzzle_theme_from_name(val, &pz->theme)) {
            char known[400] = "";
            for (int t = 0; t < PUZZLE_THEME_COUNT; t++) {
                size_t n = strlen(known);
                snprintf(known + n, sizeof known - n, "%s%s", t ? ", " : "",
                         theme_names[t]);
            }
            return fail(r, line, "unknown theme \"%s\" (known: %s)", val,
                        known);
        }
        r->has_theme = true;
    } else if (strcmp(key, "difficulty") == 0) {
        long d;
        if (!parse_int(val, 1, PUZZLE_DIFFICULTY_MAX, &d)) {
            return fail(r, line, "\"difficulty:\" is a number from 1 to %d, "
                                 "not \"%s\"", PUZZLE_DIFFICULTY_MAX, val);
        }
        pz->difficulty = (int)d;
        r->has_difficulty = true;
    } else if (strcmp(key, "from") == 0) {
        snprintf(pz->from, sizeof pz->from, "%s", val);
    } else {
        return fail(r, line, "unknown key \"%s:\"", key);
    }
    return true;
}

bool puzzle_set_parse(const char *name, const char *text, PuzzleSet *out,
                      PuzzleError *err)
{
    PuzzleError spare;
    Reader r = {.name = name, .err = err ? err : &spare, .set = out};
    memset(out, 0, sizeof *out);
    size_t len = strlen(text);
    if (safeio_utf8_valid((const unsigned char *)text, len) != len) {
        return fail(&r, 0, "the file is not UTF-8 text");
    }
    /* A value is its key's line and the indented lines after it. */
    char *value = malloc(len + 1);
    if (!value) {
        return fail(&r, 0, "out of memory");
    }
    char key[32] = "";
    int key_line = 0, line = 0;
    size_t vlen = 0;
    bool ok = true;
    for (const char *p = text; ok; line++) {
        bool at_end = *p == '\0';
        const char *end = p + strcspn(p, "\n");
        size_t n = (size_t)(end - p);
        if (n && p[n - 1] == '\r') {
            n--;
        }
        bool blank = at_end || strspn(p, " \t") >= n || p[0] == '#';
        if (!blank && (p[0] == ' ' || p[0] == '\t')) {
            if (!*key) {
                ok = fail(&r, line + 1, "an indented line continues no "
                                        "\"key: value\"");
                break;
            }
            size_t lead = strspn(p, " \t");
            value[vlen++] = ' ';
            memcpy(value + vlen, p + lead, n - lead);
            vlen += n - lead;
        } else {
            if (*key) {
                while (vlen && (value[vlen - 1] == ' ' ||
                                value[vlen - 1] == '\t')) {
                    vlen--;
                }
                value[vlen] = '\0';
                ok = take(&r, key_line, key, value);
                key[0] = '\0';
            }
            if (at_end || !ok) {
                break;
            }
            if (!blank) {
                const char *colon = memchr(p, ':', n);
                size_t klen = colon ? (size_t)(colon - p) : 0;
                if (klen == 0 || klen >= sizeof key) {
                    ok = fail(&r, line + 1, "expected \"key: value\"");
                    break;
                }
                memcpy(key, p, klen);
                key[klen] = '\0';
                key_line = line + 1;
                size_t lead = strspn(colon + 1, " \t");
                const char *v = colon + 1 + lead;
                vlen = v < p + n ? (size_t)(p + n - v) : 0;
                memcpy(value, v, vlen);
            }
        }
        p = *end ? end + 1 : end;
    }
    free(value);
    if (ok) {
        ok = finish_puzzle(&r);
    }
    if (ok && !r.has_game) {
        ok = fail(&r, 0, "no \"game:\" line");
    } else if (ok && out->count == 0) {
        ok = fail(&r, 0, "no puzzle in the file");
    }
    if (!ok) {
        puzzle_set_free(out);
    }
    return ok;
}

bool puzzle_set_load(const char *path, PuzzleSet *out, PuzzleError *err)
{
    char why[SAFEIO_WHY_MAX];
    size_t len;
    memset(out, 0, sizeof *out);
    char *text = safeio_read(path, PUZZLE_MAX_FILE_BYTES, &len, why,
                             sizeof why);
    if (!text) {
        if (err) {
            char shown[400];
            safeio_escape(shown, sizeof shown, path);
            snprintf(err->text, sizeof err->text, "%s: %s", shown, why);
        }
        return false;
    }
    if (strlen(text) != len) {
        free(text);
        if (err) {
            char shown[400];
            safeio_escape(shown, sizeof shown, path);
            snprintf(err->text, sizeof err->text,
                     "%s: the file holds a NUL byte: it is not text", shown);
        }
        return false;
    }
    bool ok = puzzle_set_parse(path, text, out, err);
    free(text);
    return ok;
}

bool puzzle_set_load_game(const char *data_dir, RulesGameId game,
                          PuzzleSet *out, PuzzleError *err)
{
    char path[1200];
    memset(out, 0, sizeof *out);
    if (puzzle_path(data_dir, game, path, sizeof path) != 0) {
        if (err) {
            snprintf(err->text, sizeof err->text,
                     "no data folder for the puzzles");
        }
        return false;
    }
    return puzzle_set_load(path, out, err);
}

int puzzle_format(const Puzzle *pz, char *buf, size_t size)
{
    char pos[POSJSON_MAX], line[PUZZLE_MAX_LINE * RULES_MOVE_TEXT_MAX] = "";
    posjson_write(&pz->start, pos, sizeof pos);
    for (int i = 0; i < pz->line_len; i++) {
        size_t n = strlen(line);
        if (i) {
            line[n++] = ' ';
        }
        rules_move_format(pz->line[i], line + n, sizeof line - n);
    }
    char goal[32], proof[40], from[PUZZLE_FROM_MAX + 8] = "";
    if (pz->goal == PUZZLE_GOAL_BEST) {
        snprintf(goal, sizeof goal, "best %d", pz->margin);
    } else {
        snprintf(goal, sizeof goal, "%s", puzzle_goal_name(pz->goal));
    }
    if (pz->nodes) {
        snprintf(proof, sizeof proof, "search %lld", pz->nodes);
    } else {
        snprintf(proof, sizeof proof, "exact");
    }
    if (*pz->from) {
        snprintf(from, sizeof from, "from: %s\n", pz->from);
    }
    return snprintf(buf, size,
                    "puzzle: %d\nposition: %s\nanswer: %s\ngoal: %s\n"
                    "proof: %s\ntheme: %s\ndifficulty: %d\n%s\n",
                    pz->id, pos, line, goal, proof,
                    puzzle_theme_name(pz->theme), pz->difficulty, from);
}

/* ---- Rating and the puzzle of the day ---- */

int puzzle_rating_of(int difficulty)
{
    return 700 + 200 * difficulty;
}

int puzzle_rating_after(int rating, int difficulty, bool solved)
{
    /* Elo: expected = 1 / (1 + 10^((puzzle - player) / 400)). */
    double diff = (double)(puzzle_rating_of(difficulty) - rating) / 400.0;
    double ten = 1.0;
    /* 10^diff without libm: exp(diff * ln 10) by its series is overkill;
     * a few squarings of 10^(1/64) are exact enough for ratings. */
    double step = 1.0366329284376981; /* 10^(1/64) */
    long k = (long)(diff * 64.0 + (diff >= 0 ? 0.5 : -0.5));
    for (long i = 0; i < (k < 0 ? -k : k); i++) {
        ten *= step;
    }
    if (k < 0) {
        ten = 1.0 / ten;
    }
    double expected = 1.0 / (1.0 + ten);
    double change = PUZZLE_RATING_K * ((solved ? 1.0 : 0.0) - expected);
    long r = (long)rating + (long)(change >= 0 ? change + 0.5 : change - 0.5);
    return r < 100 ? 100 : r > 3000 ? 3000 : (int)r;
}

size_t puzzle_of_the_day(size_t count, int year, int month, int day,
                         RulesGameId game)
{
    if (count == 0) {
        return 0;
    }
    /* splitmix64 of the date and game: spread, and the same everywhere */
    uint64_t z = (uint64_t)year * 10000u + (uint64_t)month * 100u +
                 (uint64_t)day + ((uint64_t)game << 32);
    z += 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    z ^= z >> 31;
    return (size_t)(z % (uint64_t)count);
}
