/* puzzlegen.c: makes data/puzzles/<game>.puzzles.txt from real play (the computer against itself at its levels, and the recorded demonstration game), with a fixed seed: every puzzle proven (exact where a table knows, else a search confirmed at PUZZLE_CONFIRM times the budget). Not installed; docs/PUZZLE-FORMAT.md says how to run it. */
#include "puzzle.h"

#include "ai.h"
#include "posjson.h"
#include "safeio.h"
#include "session.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Options {
    RulesGameId game;
    long seed, count, nodes, games;
    const char *out, *data;
} Options;

static _Noreturn void die(const char *msg, const char *arg)
{
    fprintf(stderr, "puzzlegen: %s%s\n", msg, arg ? arg : "");
    exit(2);
}

static long number(const char *s)
{
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (errno || end == s || *end || v < 0) {
        die("not a whole number: ", s);
    }
    return v;
}

/* Positions already made puzzles of (keys), so none comes twice. */
typedef struct Seen {
    uint64_t *keys;
    size_t len, cap;
} Seen;

static bool seen_add(Seen *s, uint64_t key)
{
    for (size_t i = 0; i < s->len; i++) {
        if (s->keys[i] == key) {
            return false;
        }
    }
    if (s->len == s->cap) {
        s->cap = s->cap ? 2 * s->cap : 256;
        s->keys = realloc(s->keys, s->cap * sizeof *s->keys);
        if (!s->keys) {
            die("out of memory", NULL);
        }
    }
    s->keys[s->len++] = key;
    return true;
}

static int on_board(const RulesPosition *p)
{
    int n = 0;
    for (int i = 0; i < p->hole_count; i++) {
        n += p->holes[i];
    }
    return n;
}

/* The budget a position is proven with: 0 (exact) where the tables know
 * every move, else the search's. */
static long long budget_for(const RulesPosition *p, long long nodes)
{
    if (ai_game_solved((RulesGameId)p->game)) {
        return 0;
    }
    if ((p->game == RULES_GAME_AYOAYO || p->game == RULES_GAME_URIM) &&
        on_board(p) <= PUZZLE_TABLE_COUNTERS) {
        return 0;
    }
    return nodes;
}

/* The player's move at the current position of g: meets (goal, margin)
 * at budget `nodes` and, for a search, again at PUZZLE_CONFIRM times it.
 * With want_goal < 0 any goal is taken (and set). */
static int index_of_move(const PuzzleValue *v, int n, RulesMove m)
{
    for (int i = 0; i < n; i++) {
        if (rules_move_equal(v[i].move, m)) {
            return i;
        }
    }
    return 0;
}

static bool find_move(RulesGame *g, long long nodes, int *goal, int *margin,
                      RulesMove *move, bool *forced)
{
    PuzzleValue v[RULES_MAX_MOVES];
    bool exact;
    int n = puzzle_values(g, nodes, v, &exact);
    if (n < 2 || (nodes == 0 && !exact)) {
        return false;
    }
    PuzzleGoal gl;
    int mg;
    RulesMove m;
    if (!puzzle_goal_of(v, n, exact, 2, &gl, &mg, &m)) {
        return false;
    }
    if (*goal >= 0) {
        if ((int)gl != *goal) {
            return false;
        }
        if (gl == PUZZLE_GOAL_BEST && mg > *margin) {
            mg = *margin;
        }
    }
    if (g->positions[0].game == RULES_GAME_MODIAR &&
        gl == PUZZLE_GOAL_BEST) {
        return false; /* Modiar's puzzles are the only win or draw */
    }
    if (nodes) {
        PuzzleValue w[RULES_MAX_MOVES];
        int k = puzzle_values(g, nodes * PUZZLE_CONFIRM, w, &exact);
        if (k != n) {
            return false;
        }
        if (gl == PUZZLE_GOAL_BEST) {
            /* the margin both budgets give */
            int idx = 0;
            while (!rules_move_equal(w[idx].move, m)) {
                idx++;
            }
            for (int i = 0; i < k; i++) {
                if (i != idx && w[idx].seeds - w[i].seeds < mg) {
                    mg = w[idx].seeds - w[i].seeds;
                }
            }
            if (mg < 2) {
                return false;
            }
        } else if (!puzzle_goal_met(w, k, m, gl, mg)) {
            return false;
        }
    }
    *goal = (int)gl;
    *margin = mg;
    *move = m;
    if (forced) {
        /* a best move the search proves a win: "win by force" */
        *forced = gl == PUZZLE_GOAL_BEST && nodes > 0 &&
                  v[index_of_move(v, n, m)].outcome == AI_OUTCOME_WIN;
    }
    return true;
}

/* The opponent's best reply (the first of the highest value), at both
 * budgets for a search; false when the budgets disagree. */
static bool best_reply(RulesGame *g, long long nodes, RulesMove *move)
{
    PuzzleValue v[RULES_MAX_MOVES];
    bool exact;
    int n = puzzle_values(g, nodes, v, &exact);
    if (n < 1 || (nodes == 0 && !exact)) {
        return false;
    }
    int best = 0;
    for (int i = 1; i < n; i++) {
        if (v[i].seeds > v[best].seeds) {
            best = i;
        }
    }
    if (nodes) {
        PuzzleValue w[RULES_MAX_MOVES];
        if (puzzle_values(g, nodes * PUZZLE_CONFIRM, w, &exact) != n) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (w[i].seeds > w[best].seeds) {
                return false;
            }
        }
    }
    *move = v[best].move;
    return true;
}

/* A puzzle from the position p, if it has one; `id` and `from` set. */
static bool examine(const RulesPosition *p, long long nodes, Puzzle *pz)
{
    RulesGame g;
    if (rules_game_init(&g, p) != RULES_OK) {
        die("out of memory", NULL);
    }
    memset(pz, 0, sizeof *pz);
    pz->start = *p;
    pz->nodes = budget_for(p, nodes);
    int goal = -1, margin = 0;
    RulesMove m;
    bool ok = find_move(&g, pz->nodes, &goal, &margin, &m, &pz->forced);
    if (ok) {
        pz->goal = (PuzzleGoal)goal;
        pz->margin = margin;
        pz->line[0] = m;
        pz->line_len = 1;
        /* A line: the best reply, then the player's next clear move,
         * proven with the same budget. */
        RulesMove reply, next;
        int margin2 = margin;
        if (rules_game_play(&g, m, NULL, NULL) == RULES_OK &&
            !rules_game_current(&g)->over &&
            rules_game_current(&g)->to_move != p->to_move &&
            best_reply(&g, pz->nodes, &reply) &&
            rules_game_play(&g, reply, NULL, NULL) == RULES_OK &&
            !rules_game_current(&g)->over &&
            rules_game_current(&g)->to_move == p->to_move &&
            find_move(&g, pz->nodes, &goal, &margin2, &next, NULL)) {
            pz->line[1] = reply;
            pz->line[2] = next;
            pz->line_len = 3;
            pz->margin = pz->goal == PUZZLE_GOAL_BEST ? margin2 : 0;
        }
        pz->theme = puzzle_theme_of(pz);
        pz->difficulty = puzzle_difficulty_of(pz);
    }
    rules_game_free(&g);
    return ok;
}

/* One game of the computer against itself: the levels of game k. */
static void play_game(RulesGame *g, const RulesPosition *start, long k,
                      long seed, AiMemory *mem)
{
    static const AiLevel pairs[][2] = {
        {AI_LEVEL_BEGINNER, AI_LEVEL_CLUB},
        {AI_LEVEL_CLUB, AI_LEVEL_BEGINNER},
        {AI_LEVEL_CLUB, AI_LEVEL_EXPERT},
        {AI_LEVEL_EXPERT, AI_LEVEL_CLUB},
        {AI_LEVEL_BEGINNER, AI_LEVEL_BEGINNER},
    };
    const AiLevel *lv = pairs[k % 5];
    rules_game_truncate(g, 1);
    (void)start;
    while (!rules_game_current(g)->over && g->len < 400) {
        int side = rules_game_current(g)->to_move;
        AiSettings s = ai_settings(lv[side]);
        s.seed = (uint64_t)seed * 7919u + (uint64_t)k * 104729u + g->len;
        s.nodes = lv[side] == AI_LEVEL_EXPERT ? 20000 : 0;
        s.memory = lv[side] == AI_LEVEL_EXPERT ? mem : NULL;
        s.tables = AI_TABLES_OFF; /* the same games on every run */
        AiResult r;
        if (ai_choose_in_game(g, &s, NULL, &r) != AI_OK ||
            rules_game_play_legal(g, r.move, NULL) != RULES_OK) {
            break;
        }
    }
}

/* Looks at every position of a game from its 3rd move on. */
static void harvest(const RulesGame *g, const char *from, long long nodes,
                    Seen *seen, Puzzle *out, long *found, long want)
{
    for (size_t i = 2; i + 1 < g->len && *found < want; i++) {
        const RulesPosition *p = &g->positions[i];
        /* the position as the file will give it back (its JSON read
         * again), so that what is proven here is what the file holds */
        RulesPosition fresh;
        char json[POSJSON_MAX];
        PosjsonError perr;
        posjson_write(p, json, sizeof json);
        if (p->over || !posjson_read(json, &fresh, &perr) ||
            !rules_position_check(&fresh, NULL) ||
            !seen_add(seen, rules_position_key(p) ^ p->holes_per_row)) {
            continue;
        }
        Puzzle pz;
        if (examine(&fresh, nodes, &pz)) {
            pz.id = (int)(*found + 1);
            snprintf(pz.from, sizeof pz.from, "%s, move %zu", from, i + 1);
            out[(*found)++] = pz;
            fprintf(stderr, "puzzlegen: %s: %ld of %ld (%s, %s)\n",
                    rules_game_name((RulesGameId)p->game), *found, want,
                    puzzle_goal_name(pz.goal), puzzle_theme_name(pz.theme));
        }
    }
}

int main(int argc, char **argv)
{
    Options o = {.seed = 52, .count = 120, .nodes = 20000, .games = 400};
    bool has_game = false;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--game") == 0) {
            if (!rules_game_from_name(argv[i + 1], &o.game)) {
                die("unknown game ", argv[i + 1]);
            }
            has_game = true;
        } else if (strcmp(argv[i], "--seed") == 0) {
            o.seed = number(argv[i + 1]);
        } else if (strcmp(argv[i], "--count") == 0) {
            o.count = number(argv[i + 1]);
        } else if (strcmp(argv[i], "--nodes") == 0) {
            o.nodes = number(argv[i + 1]);
        } else if (strcmp(argv[i], "--games") == 0) {
            o.games = number(argv[i + 1]);
        } else if (strcmp(argv[i], "--out") == 0) {
            o.out = argv[i + 1];
        } else if (strcmp(argv[i], "--data") == 0) {
            o.data = argv[i + 1];
        } else {
            die("unknown option ", argv[i]);
        }
    }
    if (!has_game || !o.out || !o.data) {
        die("usage: puzzlegen --game G --data DATA_DIR --out FILE "
            "[--seed S] [--count N] [--nodes B] [--games K]",
            NULL);
    }
    puzzle_tables_setup(NULL, o.game);
    Puzzle *found = calloc((size_t)o.count, sizeof *found);
    Seen seen = {0};
    long n = 0;
    if (!found) {
        die("out of memory", NULL);
    }
    /* The recorded demonstration game first. */
    char path[1200];
    snprintf(path, sizeof path, "%s/rules/demos/%s.mancala", o.data,
             rules_game_name(o.game));
    SessionError serr;
    Session *demo = session_load(path, &serr);
    if (demo) {
        harvest(session_record(demo), "the demonstration game", o.nodes,
                &seen, found, &n, o.count);
        session_free(demo);
    }
    /* Then the computer against itself, each variant in turn. */
    int v[RULES_MAX_VARIANTS], nv = rules_game_variants(o.game, v);
    AiMemory *mem = ai_memory_new_blank();
    for (long k = 0; k < o.games && n < o.count; k++) {
        RulesPosition start;
        rules_setup(&start, o.game, v[k % nv]);
        RulesGame g;
        if (rules_game_init(&g, &start) != RULES_OK) {
            die("out of memory", NULL);
        }
        play_game(&g, &start, k, o.seed, mem);
        char from[PUZZLE_FROM_MAX];
        static const char *const names[] = {
            "beginner against club", "club against beginner",
            "club against expert", "expert against club",
            "beginner against beginner"};
        snprintf(from, sizeof from, "%s, game %ld", names[k % 5], k + 1);
        harvest(&g, from, o.nodes, &seen, found, &n, o.count);
        rules_game_free(&g);
    }
    ai_memory_free(mem);
    /* Write the file. */
    size_t cap = (size_t)n * 8192 + 4096, len = 0;
    char *text = malloc(cap);
    if (!text) {
        die("out of memory", NULL);
    }
    len += (size_t)snprintf(
        text, cap,
        "# Puzzles of %s, made by tools/puzzles/puzzlegen --game %s --seed "
        "%ld --count %ld --nodes %ld --games %ld\n"
        "# from the demonstration game and games of the computer against "
        "itself. Each answer is proven: exact where a table knows every "
        "move,\n# else by a search of the stated size, confirmed at %d "
        "times it. Format: docs/PUZZLE-FORMAT.md. Regenerate, do not edit.\n"
        "game: %s\n\n",
        rules_game_title(o.game), rules_game_name(o.game), o.seed, o.count,
        o.nodes, o.games, PUZZLE_CONFIRM, rules_game_name(o.game));
    for (long i = 0; i < n; i++) {
        len += (size_t)puzzle_format(&found[i], text + len, cap - len);
    }
    int e = safeio_write_atomic(o.out, text, len);
    if (e) {
        die("cannot write the file: ", safeio_why(e));
    }
    fprintf(stderr, "puzzlegen: %ld puzzles of %s written to %s\n", n,
            rules_game_name(o.game), o.out);
    free(text);
    free(found);
    free(seen.keys);
    return n >= o.count ? 0 : 1;
}
