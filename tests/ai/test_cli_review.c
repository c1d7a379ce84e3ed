/* test_cli_review.c: mancala-cli review prints the library's review (the window's) of the same game, as JSON; its options and errors. */
#define _POSIX_C_SOURCE 200809L
#include "ai.h"
#include "check.h"
#include "cli_run.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>

enum { NODES = 3000, OUT_MAX = 1 << 18 };

static uint64_t next_random(uint64_t *state)
{
    uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* The text after `"key":` in s, or NULL. */
static const char *field(const char *s, const char *key)
{
    char pat[64];
    snprintf(pat, sizeof pat, "\"%s\":", key);
    const char *at = strstr(s, pat);
    return at ? at + strlen(pat) : NULL;
}

/* Each move's line of the CLI's answer against the library's review. */
TEST(cli_review_gives_the_same_marks_and_values_as_the_library)
{
    const RulesGameId games[] = {RULES_GAME_GORE, RULES_GAME_BAO_KIGOGO,
                                 RULES_GAME_AYOAYO, RULES_GAME_MODIAR};
    static char out[OUT_MAX];
    uint64_t rng = 21;
    for (int k = 0; k < 4; k++) {
        RulesPosition start;
        rules_setup(&start, games[k], 0);
        RulesGame g;
        CHECK(rules_game_init(&g, &start) == RULES_OK);
        char moves[2048] = "";
        for (int i = 0; i < 30 && !rules_game_current(&g)->over; i++) {
            RulesMove legal[RULES_MAX_MOVES];
            int n = rules_game_legal_moves(&g, legal);
            RulesMove m = legal[next_random(&rng) % (uint64_t)n];
            CHECK(rules_game_play_legal(&g, m, NULL) == RULES_OK);
            size_t len = strlen(moves);
            rules_move_format(m, moves + len + (len > 0),
                              sizeof moves - len - 1);
            if (len > 0) {
                moves[len] = ' ';
            }
        }
        char args[4096];
        /* The library's review here has no tables: nor has the CLI's. */
        snprintf(args, sizeof args,
                 "review --game %s --moves \"%s\" --nodes %d --no-tables",
                 rules_game_name(games[k]), moves, NODES);
        CHECK_INT(cli(args, false, out, sizeof out), 0);
        AiReviewSettings s = {.nodes = NODES};
        AiReview *r = ai_review_new(&g, &s);
        while (ai_review_step(r) == AI_OK) {
        }
        CHECK_INT(ai_review_ready(r), g.len - 1);
        /* One line a move, after the header line. */
        const char *line = strchr(out, '\n');
        for (size_t i = 0; i < ai_review_ready(r) && line; i++) {
            const AiReviewMove *m = ai_review_move(r, i);
            line++;
            char played[RULES_MOVE_TEXT_MAX], best[RULES_MOVE_TEXT_MAX];
            char want[256];
            rules_move_format(m->played, played, sizeof played);
            rules_move_format(m->best, best, sizeof best);
            snprintf(want, sizeof want,
                     "{\"ply\":%zu,\"side\":\"%s\",\"played\":\"%s\","
                     "\"best\":\"%s\",\"played_value\":%d,\"best_value\":%d,",
                     i + 1, m->mover ? "north" : "south", played, best,
                     m->played_value, m->best_value);
            CHECK(strncmp(line, want, strlen(want)) == 0);
            char mark[40];
            snprintf(mark, sizeof mark, "\"%s\"", ai_mark_name(m->mark));
            const char *got = field(line, "mark");
            CHECK(got && strncmp(got, mark, strlen(mark)) == 0);
            got = field(line, "exact");
            CHECK(got && strncmp(got, m->exact ? "true" : "false",
                                 m->exact ? 4 : 5) == 0);
            line = strchr(line, '\n');
        }
        CHECK(line && strncmp(line, "\n\"summary\":{\"south\":{\"best\":", 28) == 0);
        ai_review_free(r);
        rules_game_free(&g);
    }
}

/* A random game of `plies` moves in notation (its record in *g). */
static void random_moves(RulesGameId game, uint64_t *rng, int plies,
                         RulesGame *g, char *moves, size_t size)
{
    RulesPosition start;
    rules_setup(&start, game, 0);
    CHECK(rules_game_init(g, &start) == RULES_OK);
    moves[0] = '\0';
    for (int i = 0; i < plies && !rules_game_current(g)->over; i++) {
        RulesMove legal[RULES_MAX_MOVES];
        int n = rules_game_legal_moves(g, legal);
        RulesMove m = legal[next_random(rng) % (uint64_t)n];
        CHECK(rules_game_play_legal(g, m, NULL) == RULES_OK);
        size_t len = strlen(moves);
        if (len > 0 && len + 1 < size) {
            moves[len++] = ' ';
        }
        rules_move_format(m, moves + len, size - len);
    }
}

/* Moves judged side by side on a pool of threads give the same review as
 * one thread judging them in turn (docs/CLI-REVIEW.md, "Reproducible"):
 * byte for byte, every run. */
TEST(cli_review_is_the_same_with_one_thread_and_with_two)
{
    const RulesGameId games[] = {RULES_GAME_AYOAYO, RULES_GAME_GORE,
                                 RULES_GAME_BAO_KIGOGO, RULES_GAME_URIM};
    static char one[OUT_MAX], two[OUT_MAX], again[OUT_MAX];
    uint64_t rng = 55;
    for (int k = 0; k < 4; k++) {
        RulesGame g;
        char moves[2048], args[4096];
        random_moves(games[k], &rng, 30, &g, moves, sizeof moves);
        rules_game_free(&g);
        const char *name = rules_game_name(games[k]);
        snprintf(args, sizeof args,
                 "review --game %s --moves \"%s\" --nodes %d --threads 1 "
                 "--no-tables",
                 name, moves, NODES);
        CHECK_INT(cli(args, false, one, sizeof one), 0);
        snprintf(args, sizeof args,
                 "review --game %s --moves \"%s\" --nodes %d --threads 2 "
                 "--no-tables",
                 name, moves, NODES);
        CHECK_INT(cli(args, false, two, sizeof two), 0);
        CHECK_INT(cli(args, false, again, sizeof again), 0);
        CHECK(strstr(one, "\"exact\":false") != NULL); /* searched */
        CHECK_STR(two, one);
        CHECK_STR(again, one);
    }
}

/* 56.5: a long review (Bao Kigogo at the default budget: about a second
 * a move) says how far it has got from its second second on. Stopped
 * after 8 s; the first line says when it was printed. */
TEST(cli_review_reports_progress_from_its_second_second)
{
    RulesGame g;
    char moves[2048], cmd[4096], err[4096];
    uint64_t rng = 3;
    random_moves(RULES_GAME_BAO_KIGOGO, &rng, 30, &g, moves, sizeof moves);
    rules_game_free(&g);
    const char *exe = getenv("MANCALA_CLI");
    snprintf(cmd, sizeof cmd,
             "timeout -s KILL 8 '%s' review --game bao-kigogo --moves \"%s\" "
             "--threads 1 2>&1 >/dev/null",
             exe ? exe : "mancala-cli", moves);
    FILE *f = popen(cmd, "r");
    CHECK(f != NULL);
    size_t len = fread(err, 1, sizeof err - 1, f);
    err[len] = '\0';
    pclose(f);
    CHECK(strstr(err, "mancala-cli: moves judged: ") != NULL);
    CHECK(strstr(err, " of 30 (") != NULL);
    CHECK(strstr(err, "), 2 s so far\n") != NULL);
}

TEST(cli_review_summary_and_curve_are_printed)
{
    static char out[OUT_MAX];
    /* Modiar, exact: South's first move 0 gives away 16 counters (the
     * table, as `solve` tells: after 2 North wins 22-20, after 0 30-12). */
    CHECK_INT(cli("review --game modiar --moves \"0 5 1\"", false, out,
                  sizeof out),
              0);
    const char *head = "{\"game\":\"modiar\",\"holes_per_row\":3,";
    CHECK(strncmp(out, head, strlen(head)) == 0);
    CHECK(strstr(out, "\"played\":\"0\",\"best\":\"2\",\"played_value\":-18,"
                      "\"best_value\":-2,") != NULL);
    CHECK(strstr(out, "\"loss\":16,\"mark\":\"blunder\"") != NULL);
    CHECK(strstr(out, "\"curve\":[-2,-18,-18,-18]}") != NULL);
    CHECK(strstr(out, "\"summary\":{\"south\":{\"best\":") != NULL);
    CHECK(strstr(out, "\"curve\":[") != NULL);
    CHECK(strstr(out, "\"exact\":false") == NULL);
    int lines = 0;
    for (const char *c = out; *c; c++) {
        lines += *c == '\n';
    }
    CHECK_INT(lines, 1 + 3 + 1 + 1); /* header, 3 moves, summary, curve */
}

TEST(cli_review_refuses_what_does_not_go_with_it)
{
    char err[512];
    CHECK_INT(cli("review --game ayoayo --moves 0 --ms 10", true, err,
                  sizeof err),
              2);
    CHECK(strstr(err, "option --ms does not go with \"review\"") != NULL);
    CHECK_INT(cli("review --game ayoayo --nodes 5", true, err, sizeof err), 2);
    CHECK(strstr(err, "--nodes needs a whole number") != NULL);
    CHECK_INT(cli("review --game ayoayo --threads 0", true, err, sizeof err),
              2);
    CHECK(strstr(err, "--threads needs a whole number from 1 to 64") != NULL);
    CHECK_INT(cli("review --game ayoayo --moves \"0 0\"", true, err,
                  sizeof err),
              2);
    CHECK(strstr(err, "move 2 (\"0\") is not legal") != NULL);
    /* The other commands keep their options. */
    CHECK_INT(cli("state --game ayoayo --nodes 5000", true, err, sizeof err),
              2);
    CHECK(strstr(err, "option --nodes does not go with \"state\"") != NULL);
}

int main(void)
{
    /* Modiar's kept table goes here, never to the home folder. */
    mkdir("cli-review-home", 0700);
    setenv("MANCALA_HOME", "cli-review-home", 1);
    RUN(cli_review_gives_the_same_marks_and_values_as_the_library);
    RUN(cli_review_is_the_same_with_one_thread_and_with_two);
    RUN(cli_review_summary_and_curve_are_printed);
    RUN(cli_review_reports_progress_from_its_second_second);
    RUN(cli_review_refuses_what_does_not_go_with_it);
    return check_summary();
}
