/* test_puzzle_cli.c: mancala-cli puzzle (docs/CLI-PUZZLE.md): every game lists at least 100 puzzles with the keys, theme and difficulty; --id gives the file's puzzle; bad input is refused with one line. */
#define _POSIX_C_SOURCE 200809L
#include "check.h"

#include "../ai/cli_run.h"
#include "posjson.h"
#include "puzzle.h"

#include <stdlib.h>
#include <string.h>

static char out[2000000];

static int count_lines(const char *s)
{
    int n = 0;
    for (; *s; s++) {
        n += *s == '\n';
    }
    return n;
}

TEST(every_game_lists_at_least_100_puzzles_with_theme_and_difficulty)
{
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        char args[100];
        snprintf(args, sizeof args, "puzzle --game %s --list",
                 rules_game_name((RulesGameId)g));
        if (cli(args, false, out, sizeof out) != 0) {
            CHECK_FAIL_AT("%s: `mancala-cli %s` fails: no puzzle file "
                          "(docs/PUZZLE-FORMAT.md, build/puzzlegen)",
                          rules_game_name((RulesGameId)g), args);
            continue;
        }
        int n = count_lines(out);
        if (n < 100) {
            CHECK_FAIL_AT("%s: %d puzzles", rules_game_name((RulesGameId)g),
                          n);
        }
        /* every line has every key, with a theme and a difficulty */
        static const char *const keys[] = {
            "{\"id\":", "\"game\":\"", "\"position\":{", "\"answer\":[\"",
            "\"goal\":\"", "\"theme\":\"", "\"difficulty\":"};
        for (const char *line = out; *line;
             line = strchr(line, '\n') + 1) {
            size_t len = strcspn(line, "\n");
            char one[8000];
            snprintf(one, sizeof one, "%.*s", (int)len, line);
            for (size_t k = 0; k < sizeof keys / sizeof keys[0]; k++) {
                if (!strstr(one, keys[k])) {
                    CHECK_FAIL_AT("no %s in %.80s", keys[k], one);
                }
            }
            CHECK(!strstr(one, "\"theme\":\"\""));
        }
    }
}

TEST(one_puzzle_is_the_files_with_its_position_for_the_other_commands)
{
    PuzzleSet s;
    PuzzleError e;
    const char *dir = getenv("MANCALA_DATA_DIR");
    CHECK(puzzle_set_load_game(dir ? dir : "data", RULES_GAME_URIM, &s, &e));
    const Puzzle *pz = &s.items[2];
    char args[100];
    snprintf(args, sizeof args, "puzzle --game urim --id %d", pz->id);
    CHECK_INT(cli(args, false, out, sizeof out), 0);
    CHECK_INT(count_lines(out), 1);
    char json[POSJSON_MAX], want[POSJSON_MAX + 20], move[RULES_MOVE_TEXT_MAX];
    posjson_write(&pz->start, json, sizeof json);
    snprintf(want, sizeof want, "\"position\":%s,", json);
    CHECK(strstr(out, want) != NULL);
    rules_move_format(pz->line[0], move, sizeof move);
    char answer[60];
    snprintf(answer, sizeof answer, "\"answer\":[\"%s\"", move);
    CHECK(strstr(out, answer) != NULL);
    char difficulty[40];
    snprintf(difficulty, sizeof difficulty, "\"difficulty\":%d,",
             pz->difficulty);
    CHECK(strstr(out, difficulty) != NULL);
    char theme[80];
    snprintf(theme, sizeof theme, "\"theme\":\"%s\"",
             puzzle_theme_words(pz->theme, NULL));
    CHECK(strstr(out, theme) != NULL);
    puzzle_set_free(&s);
}

TEST(bad_puzzle_requests_are_refused_with_one_line)
{
    CHECK_INT(cli("puzzle --game urim", true, out, sizeof out), 2);
    CHECK_STR(out, "mancala-cli: puzzle needs --id N or --list (one of "
                   "them)\n");
    CHECK_INT(cli("puzzle --game urim --id 1 --list", true, out, sizeof out),
              2);
    CHECK_INT(cli("puzzle --game urim --id 9999", true, out, sizeof out), 2);
    CHECK(strstr(out, "urim has no puzzle 9999") != NULL);
    CHECK_INT(cli("puzzle --game chess --list", true, out, sizeof out), 2);
    CHECK(strstr(out, "unknown game \"chess\"") != NULL);
    CHECK_INT(cli("puzzle --game urim --list --ms 5", true, out, sizeof out),
              2);
    CHECK_STR(out, "mancala-cli: option --ms does not go with \"puzzle\"\n");
    CHECK_INT(cli("state --game urim --list", true, out, sizeof out), 2);
}

TEST(a_damaged_puzzle_file_is_named_with_its_line)
{
    system("mkdir -p bad-data/puzzles && printf 'game: gore\\npuzzle: 1\\n"
           "spice: hot\\n' > bad-data/puzzles/gore.puzzles.txt");
    setenv("MANCALA_DATA_DIR", "bad-data", 1);
    CHECK_INT(cli("puzzle --game gore --list", true, out, sizeof out), 2);
    CHECK_STR(out, "mancala-cli: cannot read the puzzles: "
                   "bad-data/puzzles/gore.puzzles.txt:3: unknown key "
                   "\"spice:\"\n");
    CHECK_INT(cli("puzzle --game urim --list", true, out, sizeof out), 2);
    CHECK_STR(out, "mancala-cli: cannot read the puzzles: "
                   "bad-data/puzzles/urim.puzzles.txt: no such file\n");
}

int main(void)
{
    RUN(every_game_lists_at_least_100_puzzles_with_theme_and_difficulty);
    RUN(one_puzzle_is_the_files_with_its_position_for_the_other_commands);
    RUN(bad_puzzle_requests_are_refused_with_one_line);
    RUN(a_damaged_puzzle_file_is_named_with_its_line);
    return check_summary();
}
