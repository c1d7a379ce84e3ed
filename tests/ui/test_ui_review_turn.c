/* test_ui_review_turn.c: the review's summary says where the game was lost in one sentence, with a button (and T) that goes to that move (issue 51: "the review taught nothing: my accuracy 63 %, yet I lost by 10, with no word on why"). */
#define _POSIX_C_SOURCE 200809L
#include "ai.h"
#include "check.h"
#include "ui_helpers.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

static char exe[600], dir[300];

/* Runs `script` on the review of `game` played by `moves` (the computer
 * North, `extra` more options); the exit status. */
static int run_review(const char *game, const char *moves, const char *extra,
                      const char *script)
{
    char cmd[6000], sp[400];
    snprintf(sp, sizeof sp, "%s/script.txt", dir);
    if (!ut_write_text(sp, script)) {
        return -1;
    }
    snprintf(cmd, sizeof cmd,
             "rm -rf '%s/home'; MANCALA_HOME='%s/home' '%s' --game %s "
             "--moves '%s' --computer north --level expert --size 1366x768 "
             "%s --script '%s' 2>'%s/stderr.txt'",
             dir, dir, exe, game, moves, extra, sp, dir);
    int st = system(cmd);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

/* The line `key` of the dump `name` (its words after the key), said
 * when missing. */
static bool line_of(const char *name, const char *key, char *out,
                    size_t size)
{
    char path[500];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    bool found = ut_dump_line(path, key, out, size);
    if (!found) {
        printf("  %s: no line %s\n", name, key);
    }
    return found;
}

static long number_of(const char *name, const char *key)
{
    char l[100] = "-999";
    line_of(name, key, l, sizeof l);
    return strtol(l, NULL, 10);
}

/* The script: the result's Escape, the review (V), judged to the end,
 * dumped; then T, dumped; then a click on the button, dumped. */
static void script_of(char *buf, size_t size, int bx, int by)
{
    snprintf(buf, size,
             "idle\nkey Escape\nidle\nkey v\nidle\nkey End\ndump %s/a.txt\n"
             "key t\ndump %s/b.txt\nkey End\nclick %d %d\ndump %s/c.txt\n",
             dir, dir, bx, by, dir);
}

/* A Modiar game lost to the computer, worked by hand with the tables
 * (mancala-cli solve): from the start North wins 22-20, by 2. Move 1, S1,
 * leaves North winning 30-12 (South gives away 16); move 7, S1 again,
 * gives away 14 more; South's other moves are best and North's all are:
 * 5-37, 32 = 2 + 16 + 14. The summary says the start was lost, and the
 * button goes to move 1, the costliest. */
TEST(a_game_lost_from_the_start_says_so_and_what_the_mistakes_cost)
{
    static const char *const moves = "0 5 1 3 2 4 0 3";
    char script[2000], got[800];
    script_of(script, sizeof script, 0, 0);
    CHECK_INT(run_review("modiar", moves, "", script), 0);
    CHECK(line_of("a.txt", "turn", got, sizeof got));
    CHECK_STR(got, "From the start, perfect play wins Modiar for Computer "
                   "by 2 seeds. You lost 30 more seeds with your mistakes.");
    CHECK_INT(number_of("a.txt", "turn_at"), 0);
    CHECK_INT(number_of("b.txt", "at"), 0); /* T */
    int bx = 0, by = 0;
    float r[4];
    CHECK(line_of("a.txt", "button_Go_to_move_1", got, sizeof got) &&
          sscanf(got, "%f %f %f %f", &r[0], &r[1], &r[2], &r[3]) == 4);
    bx = (int)(r[0] + r[2] / 2);
    by = (int)(r[1] + r[3] / 2);
    script_of(script, sizeof script, bx, by);
    CHECK_INT(run_review("modiar", moves, "", script), 0);
    CHECK_INT(number_of("c.txt", "at"), 0); /* the button */
    /* in Vietnamese too, the game's name and the figures kept */
    CHECK_INT(run_review("modiar", moves, "--lang vi", script), 0);
    CHECK(line_of("a.txt", "turn", got, sizeof got));
    CHECK(strstr(got, "From the start") == NULL &&
          strstr(got, "Modiar") != NULL && strstr(got, " 2 ") != NULL &&
          strstr(got, " 30 ") != NULL);
}

/* A drawn or unfinished game has no such sentence, nor its button. */
TEST(an_unfinished_game_has_no_turning_point)
{
    char script[2000], got[800];
    snprintf(script, sizeof script,
             "idle\nkey Escape\nidle\nkey v\nidle\ndump %s/a.txt\n", dir);
    CHECK_INT(run_review("modiar", "0 5 1", "--screen review", script), 0);
    CHECK(line_of("a.txt", "turn", got, sizeof got));
    CHECK_STR(got, "");
    CHECK(!line_of("a.txt", "button_Go_to_move_1", got, sizeof got) ||
          strstr(got, " 0 ") != NULL);
}

int main(void)
{
    if (!ut_work_setup(exe, sizeof exe, dir, sizeof dir,
                       "tests/ui/review_turn", NULL, false)) {
        return 1;
    }
    RUN(a_game_lost_from_the_start_says_so_and_what_the_mistakes_cost);
    RUN(an_unfinished_game_has_no_turning_point);
    return check_summary();
}
