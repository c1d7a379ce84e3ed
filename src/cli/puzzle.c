/* puzzle.c: mancala-cli's `puzzle` command: a game's puzzles as JSON lines (docs/CLI-PUZZLE.md), read from the same file as the window. */
#include "puzzle.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "safeio.h"
#include "platform.h"
#include "posjson.h"

#include "platform.h"

/* A JSON string: quotes, backslashes and control bytes escaped. */
static void print_string(const char *s)
{
    putchar('"');
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        if (*p == '"' || *p == '\\') {
            printf("\\%c", *p);
        } else if (*p < 0x20) {
            printf("\\u%04x", *p);
        } else {
            putchar(*p);
        }
    }
    putchar('"');
}

static void print_puzzle(const Puzzle *pz)
{
    char pos[POSJSON_MAX], goal[300];
    posjson_write(&pz->start, pos, sizeof pos);
    puzzle_goal_text(pz, NULL, goal, sizeof goal);
    printf("{\"id\":%d,\"game\":\"%s\",\"position\":%s,\"answer\":[", pz->id,
           rules_game_name((RulesGameId)pz->start.game), pos);
    for (int i = 0; i < pz->line_len; i++) {
        char m[RULES_MOVE_TEXT_MAX];
        rules_move_format(pz->line[i], m, sizeof m);
        printf("%s\"%s\"", i ? "," : "", m);
    }
    printf("],\"goal\":");
    print_string(goal);
    printf(",\"goal_kind\":\"%s\",\"margin\":%d,\"proof\":",
           puzzle_goal_name(pz->goal), pz->margin);
    if (pz->nodes) {
        printf("{\"search\":%lld,\"confirmed\":%lld}", pz->nodes,
               pz->nodes * PUZZLE_CONFIRM);
    } else {
        printf("\"exact\"");
    }
    printf(",\"theme\":");
    print_string(puzzle_theme_words(pz->theme, NULL));
    printf(",\"theme_id\":\"%s\",\"difficulty\":%d,\"difficulty_words\":"
           "\"%s\",\"rating\":%d,\"from\":",
           puzzle_theme_name(pz->theme), pz->difficulty,
           puzzle_difficulty_words(pz->difficulty, NULL),
           puzzle_rating_of(pz->difficulty));
    print_string(pz->from);
    printf("}\n");
}

static bool has_puzzles(const char *dir, RulesGameId game)
{
    char path[1200];
    return puzzle_path(dir, game, path, sizeof path) == 0 &&
           safeio_check(path, PUZZLE_MAX_FILE_BYTES, NULL, 0);
}

/* The data folder: $MANCALA_DATA_DIR, else beside the program (as the
 * window looks: data, ../data, ../share/mancala-atlas), else the source
 * tree's. */
static void find_data(const char *argv0, RulesGameId game, char *out,
                      size_t size)
{
    const char *env = getenv("MANCALA_DATA_DIR");
    if (env && *env) {
        snprintf(out, size, "%s", env);
        return;
    }
    char base[1024] = "";
    const char *slash = strrchr(argv0, '/');
#ifdef _WIN32
    const char *back = strrchr(argv0, '\\');
    if (back && (!slash || back > slash)) {
        slash = back;
    }
#endif
    if (slash) {
        snprintf(base, sizeof base, "%.*s/", (int)(slash - argv0), argv0);
    }
    const char *rel[] = {"data", "../data", "../share/mancala-atlas"};
    for (size_t i = 0; i < sizeof rel / sizeof rel[0]; i++) {
        snprintf(out, size, "%s%s", base, rel[i]);
        if (has_puzzles(out, game)) {
            return;
        }
    }
    snprintf(out, size, "%s", MANCALA_SOURCE_DATA_DIR);
}

int cli_puzzle(const char *argv0, const char *game, long id, bool list)
{
    RulesGameId g;
    char games[160];
    rules_game_name_list(games, sizeof games);
    if (!game) {
        cli_fail("--game is missing (one of %s)", games);
    }
    if (!rules_game_from_name(game, &g)) {
        cli_fail("unknown game \"%s\" (known: %s)", game, games);
    }
    if (list == (id != 0)) {
        cli_fail("puzzle needs --id N or --list (one of them)");
    }
    char dir[1024];
    find_data(argv0, g, dir, sizeof dir);
    PuzzleSet set;
    PuzzleError err;
    if (!puzzle_set_load_game(dir, g, &set, &err)) {
        cli_fail("cannot read the puzzles: %s", err.text);
    }
    if (list) {
        for (size_t i = 0; i < set.count; i++) {
            print_puzzle(&set.items[i]);
        }
    } else {
        const Puzzle *pz = puzzle_set_find(&set, (int)id);
        if (!pz) {
            size_t n = set.count;
            puzzle_set_free(&set);
            cli_fail("%s has no puzzle %ld (it has %zu, numbered from 1)",
                     game, id, n);
        }
        print_puzzle(pz);
    }
    puzzle_set_free(&set);
    return 0;
}
