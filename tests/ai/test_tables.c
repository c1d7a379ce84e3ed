/* test_tables.c: the tables' threads (issue 57): a solved table being built answers "not ready" at once and the search plays meanwhile; a build stops when asked and its thread is joined, leaving nothing half written. */
#define _POSIX_C_SOURCE 200809L
#include "ai_internal.h"
#include "check.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* Removes every file of `dir` and the folder; how many of them were
 * tables or temporaries (anything but a lock file). */
static int empty_folder(const char *dir)
{
    int others = 0;
    DIR *d = opendir(dir);
    struct dirent *e;
    while (d && (e = readdir(d)) != NULL) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0) {
            continue;
        }
        size_t n = strlen(e->d_name);
        others += !(n > 5 && strcmp(e->d_name + n - 5, ".lock") == 0);
        char path[512];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        remove(path);
    }
    if (d) {
        closedir(d);
    }
    rmdir(dir);
    return others;
}

/* Closing the window during a build (ai_tables_shutdown): the build stops
 * at its next step, its thread is joined, and the folder holds no table
 * and no temporary file. In a child process: the parent's solved table
 * must stay buildable. */
TEST(a_build_stops_when_asked_and_leaves_nothing_half_written)
{
    char dir[] = "/tmp/mancala-tables-XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    pid_t kid = fork();
    if (kid == 0) {
        ai_solved_setup(dir);
        ai_prepare(RULES_GAME_MODIAR, 3);
        ai_tables_shutdown();
        RulesPosition p;
        rules_setup(&p, RULES_GAME_MODIAR, 3);
        AiSolved s;
        _exit(ai_solve(&p, NULL, 0, &s) ? 1 : 0);
    }
    int st = -1;
    CHECK(kid > 0 && waitpid(kid, &st, 0) == kid);
    CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
    CHECK_INT(empty_folder(dir), 0);
}

/* 57: Modiar's table gets the endgame tables' "not ready": the first
 * ask starts the build on its own thread and answers at once, the expert
 * searches meanwhile; once ready, it plays from the table. */
TEST(a_solved_table_not_ready_leaves_the_search_to_answer)
{
    char dir[] = "/tmp/mancala-tables-XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    ai_solved_setup(dir);
    RulesPosition p;
    rules_setup(&p, RULES_GAME_MODIAR, 3);
    AiSolved s;
    double t0 = now();
    CHECK(!ai_solve(&p, NULL, 0, &s)); /* not ready: being built */
    AiSettings expert = ai_settings(AI_LEVEL_EXPERT);
    expert.ms = 50;
    AiResult r;
    CHECK(ai_choose(&p, NULL, 0, &expert, NULL, &r) == AI_OK);
    CHECK(!r.perfect);
    double asked = now() - t0;
    CHECK(ai_tables_ready(RULES_GAME_MODIAR, 3, NULL));
    double ready = now() - t0;
    /* Reported, not asserted: how long the search took against the
     * build, which it did not wait for. */
    printf("  the expert answered in %.3f s; the table was ready after "
           "%.1f s\n",
           asked, ready);
    CHECK(ai_solve(&p, NULL, 0, &s) && s.has_move);
    CHECK(ai_choose(&p, NULL, 0, &expert, NULL, &r) == AI_OK);
    CHECK(r.perfect);
    ai_tables_shutdown();
    CHECK_INT(empty_folder(dir), 1); /* the table, kept */
}

int main(void)
{
    RUN(a_build_stops_when_asked_and_leaves_nothing_half_written);
    RUN(a_solved_table_not_ready_leaves_the_search_to_answer);
    return check_summary();
}
