/* test_cli_ai.c: mancala-cli's ai and solve commands: output form, determinism and errors. (Its tables kept, damaged and rebuilt: test_cli_tables.c, a slow test.) */
#define _POSIX_C_SOURCE 200809L
#include "ai_internal.h"
#include "check.h"
#include "cli_run.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

static int lines(const char *s)
{
    int n = 0;
    for (; *s; s++) {
        n += *s == '\n';
    }
    return n;
}

TEST(ai_prints_one_legal_move_for_each_level)
{
    /* (The expert's tables: test_cli_tables, a slow test.) */
    const char *levels[] = {"beginner", "club", "expert --ms 50 --no-tables"};
    for (int i = 0; i < 3; i++) {
        char args[128], out[256];
        snprintf(args, sizeof args, "ai --game ayoayo --moves 0 --level %s",
                 levels[i]);
        CHECK_INT(cli(args, false, out, sizeof out), 0);
        CHECK_INT(lines(out), 1);
        /* North to move after "0": holes 6..11; hole 8 is empty. */
        int hole = atoi(out);
        CHECK(hole >= 6 && hole <= 11 && hole != 8);
    }
}

TEST(ai_gives_the_same_beginner_move_every_time)
{
    char a[64], b[64];
    CHECK_INT(cli("ai --game urim --holes 7 --moves \"0 7\" --level beginner",
                  false, a, sizeof a),
              0);
    CHECK_INT(cli("ai --game urim --holes 7 --moves \"0 7\" --level beginner",
                  false, b, sizeof b),
              0);
    CHECK_STR(a, b);
}

/* --nodes makes the expert's move the search's of that many positions
 * (AiSettings.nodes): the same move as the library's, whatever the clock
 * (both without the tables, which the test process has not set up). */
TEST(ai_expert_with_nodes_plays_the_fixed_budget_search)
{
    static const struct {
        RulesGameId game;
        const char *moves;
    } cases[] = {{RULES_GAME_AYOAYO, "0 10"},
                 {RULES_GAME_BAO_KIGOGO, "0"},
                 {RULES_GAME_GORE, "1 5"},
                 {RULES_GAME_URIM, "2"}};
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        RulesPosition start;
        rules_setup(&start, cases[k].game, 0);
        RulesGame g;
        CHECK(rules_game_init(&g, &start) == RULES_OK);
        CHECK(rules_game_play_text(&g, cases[k].moves, NULL, NULL, NULL) ==
              RULES_OK);
        AiSettings s = ai_settings(AI_LEVEL_EXPERT);
        s.nodes = 30000;
        s.tables = AI_TABLES_OFF;
        AiResult r;
        CHECK(ai_choose_in_game(&g, &s, NULL, &r) == AI_OK);
        char want[RULES_MOVE_TEXT_MAX + 1], args[256], out[64];
        rules_move_format(r.move, want, sizeof want - 1);
        strcat(want, "\n");
        snprintf(args, sizeof args,
                 "ai --game %s --moves \"%s\" --level expert --nodes 30000 "
                 "--no-tables",
                 rules_game_name(cases[k].game), cases[k].moves);
        CHECK_INT(cli(args, false, out, sizeof out), 0);
        CHECK_STR(out, want);
        rules_game_free(&g);
    }
}

/* Modiar's expert plays from the solved table: the same move as solve. */
TEST(ai_expert_plays_modiar_perfectly)
{
    char ai[64], solve[64];
    CHECK_INT(cli("ai --game modiar --moves \"0 3\" --level expert", false,
                  ai, sizeof ai),
              0);
    CHECK_INT(cli("solve --game modiar --moves \"0 3\"", false, solve,
                  sizeof solve),
              0);
    char word[16], move[16];
    int a, b;
    CHECK_INT(sscanf(solve, "%15s %d-%d %15s", word, &a, &b, move), 4);
    CHECK_INT(a + b, 42);
    char expected[32];
    snprintf(expected, sizeof expected, "%s\n", move);
    CHECK_STR(ai, expected);
}

/* 56.4: the CLI makes the data folder as the window does (mkdir -p of
 * MANCALA_HOME), without a word: nothing to build for Goré. */
TEST(ai_makes_the_data_folder_as_the_window_does)
{
    const char *home = getenv("MANCALA_HOME");
    setenv("MANCALA_HOME", "cli-new-home/a/b", 1);
    rmdir("cli-new-home/a/b");
    rmdir("cli-new-home/a");
    rmdir("cli-new-home");
    char err[512];
    CHECK_INT(cli("ai --game gore --level club", true, err, sizeof err), 0);
    CHECK_STR(err, "");
    struct stat st;
    CHECK(stat("cli-new-home/a/b", &st) == 0 && S_ISDIR(st.st_mode));
    /* --no-tables keeps nothing, so it makes nothing. */
    CHECK(rmdir("cli-new-home/a/b") == 0);
    CHECK_INT(cli("ai --game gore --level club --no-tables", true, err,
                  sizeof err),
              0);
    CHECK(stat("cli-new-home/a/b", &st) != 0);
    /* A folder that cannot be made is said once; the move still comes. */
    FILE *f = fopen("cli-new-home/a/file", "w");
    CHECK(f != NULL);
    fclose(f);
    setenv("MANCALA_HOME", "cli-new-home/a/file/c", 1);
    char out[64];
    CHECK_INT(cli("ai --game gore --level club", false, out, sizeof out),
              0);
    CHECK_INT(lines(out), 1);
    CHECK_INT(cli("ai --game gore --level club", true, err, sizeof err), 0);
    CHECK_INT(lines(err), 1);
    CHECK(strstr(err, "cli-new-home/a/file/c") != NULL);
    remove("cli-new-home/a/file");
    rmdir("cli-new-home/a");
    rmdir("cli-new-home");
    setenv("MANCALA_HOME", home, 1);
}

TEST(tables_and_no_tables_are_refused_where_they_do_not_go)
{
    char err[256];
    CHECK_INT(cli("ai --game gore --level club --tables x --no-tables", true,
                  err, sizeof err),
              2);
    CHECK(strstr(err, "--no-tables") != NULL);
    CHECK_INT(cli("solve --game modiar --no-tables", true, err, sizeof err),
              2);
    CHECK(strstr(err, "--no-tables") != NULL);
    CHECK_INT(cli("state --game modiar --tables x", true, err, sizeof err),
              2);
    CHECK(strstr(err, "--tables") != NULL);
    CHECK_INT(lines(err), 1);
}

TEST(a_bad_level_exits_2_with_one_line_on_stderr)
{
    char out[256];
    CHECK_INT(cli("ai --game gore --level grandmaster", true, out,
                  sizeof out),
              2);
    CHECK_INT(lines(out), 1);
    CHECK(strstr(out, "grandmaster") != NULL);
    CHECK_INT(cli("ai --game gore --level grandmaster", false, out,
                  sizeof out),
              2);
    CHECK_STR(out, "");
}

TEST(ai_without_a_level_exits_2)
{
    char out[256];
    CHECK_INT(cli("ai --game gore", true, out, sizeof out), 2);
    CHECK(strstr(out, "--level") != NULL);
}

TEST(options_that_do_not_go_with_ai_or_solve_exit_2)
{
    char out[256];
    CHECK_INT(cli("ai --game gore --level club --games 3", true, out,
                  sizeof out),
              2);
    CHECK_INT(lines(out), 1);
    CHECK(strstr(out, "--games") != NULL);
    CHECK_INT(cli("solve --game modiar --level club", true, out, sizeof out),
              2);
    CHECK_INT(lines(out), 1);
    CHECK(strstr(out, "--level") != NULL);
}

/* The hand-worked draw of test_modiar, given as a position. */
TEST(solve_prints_result_score_and_move_on_one_line)
{
    char out[256];
    CHECK_INT(cli("solve --position '{\"game\":\"modiar\",\"holes_per_row\":3,"
                  "\"to_move\":\"south\",\"holes\":[0,0,2,0,0,2],"
                  "\"owner\":[\"south\",\"south\",\"south\",\"north\","
                  "\"north\",\"north\"],\"captured\":{\"south\":19,"
                  "\"north\":19},\"pending_offer\":null,"
                  "\"moves_played\":20}'",
                  false, out, sizeof out),
              0);
    CHECK_STR(out, "draw 21-21 2\n");
}

TEST(solve_of_another_game_exits_2)
{
    char out[256];
    CHECK_INT(cli("solve --game ayoayo", true, out, sizeof out), 2);
    CHECK_INT(lines(out), 1);
    CHECK(strstr(out, "modiar") != NULL);
}

TEST(ai_after_the_end_exits_2)
{
    char out[256];
    /* A finished Modiar game: the position JSON says no legal move. */
    CHECK_INT(cli("ai --level club --position '{\"game\":\"modiar\","
                  "\"holes_per_row\":3,\"to_move\":\"north\","
                  "\"holes\":[0,0,0,0,0,0],\"owner\":[\"south\",\"south\","
                  "\"south\",\"north\",\"north\",\"north\"],"
                  "\"captured\":{\"south\":24,\"north\":18},"
                  "\"pending_offer\":null}'",
                  true, out, sizeof out),
              2);
    CHECK_INT(lines(out), 1);
}

int main(void)
{
    /* Modiar's kept table goes here, never to the home folder. */
    mkdir("cli-home", 0700);
    setenv("MANCALA_HOME", "cli-home", 1);
    RUN(ai_prints_one_legal_move_for_each_level);
    RUN(ai_makes_the_data_folder_as_the_window_does);
    RUN(tables_and_no_tables_are_refused_where_they_do_not_go);
    RUN(ai_gives_the_same_beginner_move_every_time);
    RUN(ai_expert_with_nodes_plays_the_fixed_budget_search);
    RUN(ai_expert_plays_modiar_perfectly);
    RUN(a_bad_level_exits_2_with_one_line_on_stderr);
    RUN(ai_without_a_level_exits_2);
    RUN(options_that_do_not_go_with_ai_or_solve_exit_2);
    RUN(solve_prints_result_score_and_move_on_one_line);
    RUN(solve_of_another_game_exits_2);
    RUN(ai_after_the_end_exits_2);
    return check_summary();
}
