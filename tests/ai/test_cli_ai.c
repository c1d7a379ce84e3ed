/* test_cli_ai.c: mancala-cli's ai and solve commands: output form, determinism and errors. */
#define _POSIX_C_SOURCE 200809L
#include "check.h"
#include "cli_run.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

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
    const char *levels[] = {"beginner", "club", "expert --ms 50"};
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
    RUN(ai_prints_one_legal_move_for_each_level);
    RUN(ai_gives_the_same_beginner_move_every_time);
    RUN(ai_expert_plays_modiar_perfectly);
    RUN(a_bad_level_exits_2_with_one_line_on_stderr);
    RUN(ai_without_a_level_exits_2);
    RUN(options_that_do_not_go_with_ai_or_solve_exit_2);
    RUN(solve_prints_result_score_and_move_on_one_line);
    RUN(solve_of_another_game_exits_2);
    RUN(ai_after_the_end_exits_2);
    return check_summary();
}
