/* test_cli.c: mancala-cli against CLI.md: worked examples through state/trace, list, random, and every kind of bad input. */
#define _POSIX_C_SOURCE 200809L
#include <fcntl.h>
#include <spawn.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "check.h"
#include "rules.h"

extern char **environ;

/* The output of one run of mancala-cli. */
typedef struct Run {
    int status; /* exit status, or -1 if it did not exit normally */
    char out[65536], err[4096];
} Run;

static Run run_result;

static void read_file(const char *path, char *buf, size_t size)
{
    FILE *f = fopen(path, "rb");
    size_t n = 0;
    if (f) {
        n = fread(buf, 1, size - 1, f);
        fclose(f);
    }
    buf[n] = '\0';
}

/* Runs mancala-cli with the arguments (NULL-terminated), stopped after
 * `limit_s` seconds when that is above 0, and keeps its exit status (-1
 * when stopped), standard output and standard error in run_result. */
static const Run *cli_run(double limit_s, const char *first, va_list ap)
{
    const char *exe = getenv("MANCALA_CLI");
    char *argv[32];
    int argc = 0;
    argv[argc++] = (char *)(exe ? exe : "mancala-cli");
    for (const char *a = first; a && argc < 31; a = va_arg(ap, const char *)) {
        argv[argc++] = (char *)a;
    }
    argv[argc] = NULL;
    char out_path[64], err_path[64];
    snprintf(out_path, sizeof out_path, "cli-out-%ld.txt", (long)getpid());
    snprintf(err_path, sizeof err_path, "cli-err-%ld.txt", (long)getpid());
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 1, out_path,
                                     O_WRONLY | O_CREAT | O_TRUNC, 0644);
    posix_spawn_file_actions_addopen(&fa, 2, err_path,
                                     O_WRONLY | O_CREAT | O_TRUNC, 0644);
    pid_t pid;
    run_result.status = -1;
    if (posix_spawn(&pid, argv[0], &fa, NULL, argv, environ) == 0) {
        int st;
        for (long waited_ms = 0; limit_s > 0 && waitpid(pid, &st, WNOHANG) == 0;
             waited_ms += 50) {
            if (waited_ms >= (long)(limit_s * 1000)) {
                kill(pid, SIGKILL);
                break;
            }
            struct timespec t = {0, 50000000};
            nanosleep(&t, NULL);
        }
        if (waitpid(pid, &st, 0) == pid && WIFEXITED(st)) {
            run_result.status = WEXITSTATUS(st);
        }
    }
    posix_spawn_file_actions_destroy(&fa);
    read_file(out_path, run_result.out, sizeof run_result.out);
    read_file(err_path, run_result.err, sizeof run_result.err);
    remove(out_path);
    remove(err_path);
    return &run_result;
}

static const Run *cli(const char *first, ...)
{
    va_list ap;
    va_start(ap, first);
    const Run *r = cli_run(0, first, ap);
    va_end(ap);
    return r;
}

/* The same, stopped after `limit_s` seconds. */
static const Run *cli_for(double limit_s, const char *first, ...)
{
    va_list ap;
    va_start(ap, first);
    const Run *r = cli_run(limit_s, first, ap);
    va_end(ap);
    return r;
}

static int count_lines(const char *s)
{
    int n = 0;
    for (; *s; s++) {
        n += *s == '\n';
    }
    return n;
}

/* The n-th line (0-based) of s, without its newline. */
static const char *line_of(const char *s, int n)
{
    static char buf[8192];
    for (; n > 0 && *s; s++) {
        n -= *s == '\n';
    }
    size_t k = 0;
    while (s[k] && s[k] != '\n' && k + 1 < sizeof buf) {
        buf[k] = s[k];
        k++;
    }
    buf[k] = '\0';
    return buf;
}

/* A failed run: status 2, nothing on stdout, exactly one line on stderr
 * that contains `needle`. */
#define CHECK_BAD_INPUT(r, needle)                                             \
    do {                                                                       \
        const Run *r_ = (r);                                                   \
        if (r_->status != 2 || r_->out[0] != '\0' ||                           \
            count_lines(r_->err) != 1 || !strstr(r_->err, (needle))) {         \
            CHECK_FAIL_AT("status %d, stdout \"%.60s\", stderr \"%s\", "       \
                          "expected to name \"%s\"",                           \
                          r_->status, r_->out, r_->err, (needle));             \
            return;                                                            \
        }                                                                      \
    } while (0)

#define CHECK_HAS(haystack, needle)                                            \
    do {                                                                       \
        if (!strstr((haystack), (needle))) {                                   \
            CHECK_FAIL_AT("\"%s\" not in \"%s\"", (needle), (haystack));       \
            return;                                                            \
        }                                                                      \
    } while (0)

TEST(list_prints_each_game_with_its_variants)
{
    const Run *r = cli("list", NULL);
    CHECK_INT(r->status, 0);
    /* one line a game of the core's list, in its order: the five of the
     * rule book first, as CLI.md has them */
    char want[512] = "";
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        int v[RULES_MAX_VARIANTS + 1];
        int n = rules_game_variants((RulesGameId)g, v);
        size_t at = strlen(want);
        snprintf(want + at, sizeof want - at, "%s", rules_game_name(g));
        for (int k = 0; k < n; k++) {
            at = strlen(want);
            snprintf(want + at, sizeof want - at, " %d", v[k]);
        }
        at = strlen(want);
        snprintf(want + at, sizeof want - at, "\n");
    }
    CHECK_STR(r->out, want);
    const char *book = "gore 4\nbao-kigogo 12\nmodiar 3\nayoayo 6\nurim 6 7\n";
    CHECK(strncmp(r->out, book, strlen(book)) == 0);
    CHECK_STR(r->err, "");
}

/* AYO-3 worked example, with CLI.md's keys in CLI.md's order. */
TEST(state_of_the_ayoayo_opening_is_the_worked_example_in_cli_md_keys)
{
    const Run *r = cli("state", "--game", "ayoayo", "--moves", "0", NULL);
    CHECK_INT(r->status, 0);
    CHECK_INT(count_lines(r->out), 1);
    CHECK_HAS(r->out,
              "{\"game\":\"ayoayo\",\"holes_per_row\":6,\"to_move\":\"north\","
              "\"holes\":[2,7,0,6,1,6,6,6,0,0,6,6],\"owner\":[\"south\","
              "\"south\",\"south\",\"south\",\"south\",\"south\",\"north\","
              "\"north\",\"north\",\"north\",\"north\",\"north\"],"
              "\"captured\":{\"south\":2,\"north\":0},\"pending_offer\":null,"
              "\"over\":false,\"winner\":null,"
              "\"legal\":[\"6\",\"7\",\"10\",\"11\"],\"moves_played\":1");
}

TEST(state_of_the_start_matches_the_example_of_cli_md)
{
    const Run *r = cli("state", "--game", "ayoayo", NULL);
    CHECK_INT(r->status, 0);
    CHECK_HAS(r->out, "\"holes\":[4,4,4,4,4,4,4,4,4,4,4,4]");
    CHECK_HAS(r->out, "\"legal\":[\"0\",\"1\",\"2\",\"3\",\"4\",\"5\"],"
                      "\"moves_played\":0");
}

/* MOD-2/MOD-4 worked example, and BAO-5's opening. */
TEST(state_gives_the_modiar_and_bao_kigogo_worked_examples)
{
    const Run *r = cli("state", "--game", "modiar", "--moves", "0 3", NULL);
    CHECK_INT(r->status, 0);
    CHECK_HAS(r->out, "\"to_move\":\"south\",\"holes\":[3,9,9,2,10,9]");
    CHECK_HAS(r->out, "\"captured\":{\"south\":0,\"north\":0}");
    r = cli("state", "--game", "bao-kigogo", "--moves", "0", NULL);
    CHECK_INT(r->status, 0);
    CHECK_HAS(r->out, "\"holes\":[0,3,0,3,3,0,3,3,0,3,3,0,3,3,0,3,3,0,3,3,"
                      "0,3,3,1,2,2,2,2,2,2,2,2,2,2,2,0,0,2,2,2,2,2,2,2,2,2,"
                      "2,0]");
    CHECK_HAS(r->out, "\"captured\":{\"south\":4,\"north\":0}");
}

/* GORE-5 and MOD-3 worked examples from prepared positions; Goré's legal
 * list puts the number first, then the offers in notation order. */
TEST(state_from_a_position_gives_the_gore_and_modiar_chains)
{
    const Run *r = cli(
        "state", "--moves", "2", "--position",
        "{\"game\":\"gore\",\"holes_per_row\":4,\"to_move\":\"south\","
        "\"holes\":[2,4,20,1,1,1,1,6],\"owner\":[\"south\",\"south\","
        "\"south\",\"south\",\"north\",\"north\",\"north\",\"north\"],"
        "\"captured\":{\"south\":6,\"north\":6},\"pending_offer\":null}",
        NULL);
    CHECK_INT(r->status, 0);
    CHECK_HAS(r->out, "\"holes\":[4,6,0,0,0,0,0,8]");
    CHECK_HAS(r->out, "\"captured\":{\"south\":24,\"north\":6}");
    CHECK_HAS(r->out, "\"legal\":[\"7\",\"offer:4\",\"offer:4,5\","
                      "\"offer:4,5,6\",");
    CHECK_HAS(r->out, "\"glory\":true");
    r = cli("state", "--game", "modiar", "--moves", "5", "--position",
            "{\"game\":\"modiar\",\"holes_per_row\":3,\"to_move\":\"north\","
            "\"holes\":[2,3,0,0,4,23],\"captured\":{\"south\":8,"
            "\"north\":2},\"moves_played\":4}",
            NULL);
    CHECK_INT(r->status, 0);
    CHECK_HAS(r->out, "\"holes\":[6,7,0,0,7,4]");
    CHECK_HAS(r->out, "\"captured\":{\"south\":8,\"north\":10}");
}

/* URIM-5 worked example as a trace: the events, then the position. */
TEST(trace_of_the_urim_chain_lists_the_events_then_the_position)
{
    const Run *r = cli(
        "trace", "--move", "10", "--position",
        "{\"game\":\"urim\",\"holes_per_row\":6,\"to_move\":\"north\","
        "\"holes\":[3,2,1,1,0,1,1,0,0,0,3,1],"
        "\"captured\":{\"south\":9,\"north\":14}}",
        NULL);
    CHECK_INT(r->status, 0);
    CHECK_STR(r->err, "");
    CHECK_INT(count_lines(r->out), 7);
    CHECK_STR(line_of(r->out, 0), "{\"event\":\"lift\",\"hole\":10,"
                                  "\"count\":3,\"side\":\"north\","
                                  "\"lap\":1,\"rule\":\"URIM-2\"}");
    CHECK_HAS(line_of(r->out, 3), "\"event\":\"sow\",\"hole\":1,\"count\":3");
    CHECK_HAS(line_of(r->out, 4), "\"event\":\"capture\",\"hole\":1,"
                                  "\"count\":3,\"side\":\"north\"");
    CHECK_HAS(line_of(r->out, 4), "\"rule\":\"URIM-4\"");
    CHECK_HAS(line_of(r->out, 5), "\"event\":\"capture\",\"hole\":0,"
                                  "\"count\":4");
    CHECK_HAS(line_of(r->out, 5), "\"rule\":\"URIM-5\"");
    CHECK_HAS(line_of(r->out, 6), "\"holes\":[0,0,1,1,0,1,1,0,0,0,0,2]");
    CHECK_HAS(line_of(r->out, 6), "\"captured\":{\"south\":9,\"north\":21}");
}

/* GORE-6 through trace: the accept event names the holes, then one
 * transfer of 6 per hole; the accepter owns them and moves again. */
TEST(trace_of_an_accepted_offer_shows_the_holes_and_the_transfers)
{
    const Run *r = cli("trace", "--moves", "offer:0,1", "--move", "accept",
                       "--position",
                       "{\"game\":\"gore\",\"holes_per_row\":4,"
                       "\"to_move\":\"south\",\"holes\":[3,3,3,3,3,3,3,"
                       "3],\"captured\":{\"south\":12,\"north\":12}}",
                       NULL);
    CHECK_INT(r->status, 0);
    CHECK_INT(count_lines(r->out), 4);
    CHECK_STR(line_of(r->out, 0), "{\"event\":\"accept\",\"holes\":[0,1],"
                                  "\"side\":\"north\",\"rule\":\"GORE-6\"}");
    CHECK_STR(line_of(r->out, 1), "{\"event\":\"transfer\",\"hole\":0,"
                                  "\"count\":6,\"side\":\"north\","
                                  "\"rule\":\"GORE-6\"}");
    CHECK_HAS(line_of(r->out, 2), "\"event\":\"transfer\",\"hole\":1");
    CHECK_HAS(line_of(r->out, 3), "\"to_move\":\"north\","
                                  "\"holes\":[9,9,3,3,3,3,3,3],\"owner\":"
                                  "[\"north\",\"north\",\"south\"");
    CHECK_HAS(line_of(r->out, 3), "\"captured\":{\"south\":12,"
                                  "\"north\":0}");
}

/* --position takes the JSON that state prints: printing it again gives
 * the same line, for every game. */
TEST(the_json_state_prints_reads_back_through_position_unchanged)
{
    static const char *const games[][3] = {
        {"gore", "4", "0 4 1"},    {"bao-kigogo", "12", "0 24"},
        {"modiar", "3", "0 3"},    {"ayoayo", "6", "0 6"},
        {"urim", "6", "0 6 1"},    {"urim", "7", "0 7"}};
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
        char first[sizeof run_result.out];
        const Run *r = cli("state", "--game", games[i][0], "--holes",
                           games[i][1], "--moves", games[i][2], NULL);
        CHECK_INT(r->status, 0);
        snprintf(first, sizeof first, "%s", r->out);
        first[strcspn(first, "\n")] = '\0';
        r = cli("state", "--position", first, NULL);
        CHECK_INT(r->status, 0);
        CHECK_STR(line_of(r->out, 0), first);
    }
}

/* random: one summary line whose counts add up. */
TEST(random_prints_one_summary_line_whose_results_add_up)
{
    static const char *const games[][2] = {
        {"gore", "4"},   {"bao-kigogo", "12"}, {"modiar", "3"},
        {"ayoayo", "6"}, {"urim", "6"},        {"urim", "7"}};
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
        const Run *r = cli("random", "--game", games[i][0], "--holes",
                           games[i][1], "--games", "20", "--seed", "7", NULL);
        CHECK_INT(r->status, 0);
        CHECK_INT(count_lines(r->out), 1);
        long south = -1, north = -1, draw = -1, played = -1;
        const char *s;
        CHECK((s = strstr(r->out, "\"games\":")) != NULL);
        played = strtol(s + 8, NULL, 10);
        CHECK((s = strstr(r->out, "\"south\":")) != NULL);
        south = strtol(s + 8, NULL, 10);
        CHECK((s = strstr(r->out, "\"north\":")) != NULL);
        north = strtol(s + 8, NULL, 10);
        CHECK((s = strstr(r->out, "\"draw\":")) != NULL);
        draw = strtol(s + 7, NULL, 10);
        CHECK_INT(played, 20);
        CHECK_INT(south + north + draw, 20);
        CHECK_HAS(r->out, "\"moves\":");
        CHECK_HAS(r->out, "\"moves_per_second\":");
        CHECK_HAS(r->out, "\"average_length\":");
        /* The same seed plays the same games. */
        char first[512];
        snprintf(first, sizeof first, "%s", strstr(r->out, "\"average"));
        r = cli("random", "--game", games[i][0], "--holes", games[i][1],
                "--games", "20", "--seed", "7", NULL);
        CHECK_STR(strstr(r->out, "\"average"), first);
    }
}

/* 56.5: long work says how far it has got from its second second on, by
 * the clock: Bao Kigogo's random games are long, and a report every
 * 4,096 games came after 11-14 s under load. Stopped after 6 s; the
 * first line says when it was printed (2 s after the start). */
TEST(random_reports_progress_by_the_clock)
{
    const Run *r = cli_for(6, "random", "--game", "bao-kigogo", "--games",
                           "100000000", "--seed", "1", NULL);
    CHECK_INT(r->status, -1); /* still at work: stopped */
    CHECK_HAS(r->err, "mancala-cli: random games: ");
    CHECK_HAS(r->err, " of 100000000 (0%), 2 s so far\n");
    CHECK_STR(r->out, "");
}

TEST(an_unknown_game_or_command_exits_2_with_one_line)
{
    CHECK_BAD_INPUT(cli("state", "--game", "oware", NULL), "oware");
    CHECK_BAD_INPUT(cli("play", "--game", "gore", NULL), "play");
    CHECK_BAD_INPUT(cli(NULL), "command");
    CHECK_BAD_INPUT(cli("state", NULL), "--game");
}

TEST(a_bad_option_exits_2_with_one_line)
{
    CHECK_BAD_INPUT(cli("state", "--game", "ayoayo", "--colour", "red", NULL),
                    "--colour");
    CHECK_BAD_INPUT(cli("state", "--game", NULL), "--game");
    CHECK_BAD_INPUT(cli("state", "--game", "urim", "--holes", "5", NULL),
                    "5");
    CHECK_BAD_INPUT(cli("state", "--game", "ayoayo", "--holes", "7", NULL),
                    "7");
    CHECK_BAD_INPUT(cli("state", "--game", "urim", "--holes", "six", NULL),
                    "six");
    CHECK_BAD_INPUT(cli("random", "--game", "gore", "--games", "0", "--seed",
                        "1", NULL),
                    "--games");
    CHECK_BAD_INPUT(cli("random", "--game", "gore", NULL), "--seed");
    CHECK_BAD_INPUT(cli("trace", "--game", "gore", NULL), "--move");
    CHECK_BAD_INPUT(cli("list", "--game", "gore", NULL), "--game");
    CHECK_BAD_INPUT(cli("state", "--game", "ayoayo", "extra", NULL), "extra");
}

TEST(malformed_moves_exit_2_naming_the_move_and_its_place)
{
    CHECK_BAD_INPUT(cli("state", "--game", "ayoayo", "--moves", "x", NULL),
                    "move 1 (\"x\")");
    CHECK_BAD_INPUT(cli("state", "--game", "ayoayo", "--moves", "0 07", NULL),
                    "move 2 (\"07\")");
    CHECK_BAD_INPUT(cli("state", "--game", "gore", "--moves", "offer:2,1",
                        NULL),
                    "move 1 (\"offer:2,1\")");
    CHECK_BAD_INPUT(cli("trace", "--game", "gore", "--move", "-1", NULL),
                    "\"-1\"");
}

/* After Ayoayo's "0", holes 8 and 9 are empty (AYO-3 worked example). */
TEST(an_illegal_move_exits_2_saying_which_move_and_why)
{
    const Run *r = cli("state", "--game", "ayoayo", "--moves", "0 8", NULL);
    CHECK_BAD_INPUT(r, "move 2 (\"8\") is not legal: hole 8 is empty");
    r = cli("state", "--game", "ayoayo", "--moves", "0 6 1 3", NULL);
    CHECK_BAD_INPUT(r, "move 4 (\"3\") is not legal: ");
    r = cli("state", "--game", "gore", "--moves", "accept", NULL);
    CHECK_BAD_INPUT(r, "move 1 (\"accept\") is not legal: ");
    CHECK_HAS(r->err, "GORE-6");
    r = cli("trace", "--game", "modiar", "--moves", "0", "--move", "0", NULL);
    CHECK_BAD_INPUT(r, "\"0\" is not legal");
}

TEST(a_position_that_cannot_exist_exits_2_with_one_line)
{
    /* 11 holes for Ayoayo */
    CHECK_BAD_INPUT(cli("state", "--position",
                        "{\"game\":\"ayoayo\",\"holes_per_row\":6,"
                        "\"to_move\":\"south\",\"holes\":[4,4,4,4,4,4,4,4,4,"
                        "4,8],\"captured\":{\"south\":0,\"north\":0}}",
                        NULL),
                    "holes");
    /* a negative count */
    CHECK_BAD_INPUT(cli("state", "--position",
                        "{\"game\":\"ayoayo\",\"holes_per_row\":6,"
                        "\"to_move\":\"south\",\"holes\":[-1,5,4,4,4,4,4,4,4,"
                        "4,4,4],\"captured\":{\"south\":0,\"north\":0}}",
                        NULL),
                    "-1");
    /* 49 counters */
    CHECK_BAD_INPUT(cli("state", "--position",
                        "{\"game\":\"ayoayo\",\"holes_per_row\":6,"
                        "\"to_move\":\"south\",\"holes\":[5,4,4,4,4,4,4,4,4,"
                        "4,4,4],\"captured\":{\"south\":0,\"north\":0}}",
                        NULL),
                    "total");
    /* an owner that is neither south nor north */
    CHECK_BAD_INPUT(cli("state", "--position",
                        "{\"game\":\"gore\",\"holes_per_row\":4,"
                        "\"to_move\":\"south\",\"holes\":[6,6,6,6,6,6,6,6],"
                        "\"owner\":[\"south\",\"south\",\"south\",\"east\","
                        "\"north\",\"north\",\"north\",\"north\"],"
                        "\"captured\":{\"south\":0,\"north\":0}}",
                        NULL),
                    "east");
    /* a Urim hole over 17 */
    CHECK_BAD_INPUT(cli("state", "--position",
                        "{\"game\":\"urim\",\"holes_per_row\":6,"
                        "\"to_move\":\"south\",\"holes\":[18,0,0,0,0,0,0,0,0,"
                        "0,0,0],\"captured\":{\"south\":9,\"north\":9}}",
                        NULL),
                    "17");
    /* not JSON at all */
    CHECK_BAD_INPUT(cli("state", "--position", "{\"game\":", NULL),
                    "--position");
    /* a position of another game than --game */
    CHECK_BAD_INPUT(cli("state", "--game", "gore", "--position",
                        "{\"game\":\"modiar\",\"holes_per_row\":3,"
                        "\"to_move\":\"south\",\"holes\":[7,7,7,7,7,7],"
                        "\"captured\":{\"south\":0,\"north\":0}}",
                        NULL),
                    "modiar");
}

/* GORE-6: South's offer of hole 0 is pending; North declines and sows 4.
 * South made the offer, so South must sow before offering again. */
TEST(a_position_with_a_pending_offer_keeps_the_offerer_from_offering_again)
{
    const Run *r = cli("state", "--moves", "decline 4", "--position",
                       "{\"game\":\"gore\",\"holes_per_row\":4,"
                       "\"to_move\":\"north\",\"holes\":[3,3,3,3,3,3,3,3],"
                       "\"captured\":{\"south\":12,\"north\":12},"
                       "\"pending_offer\":[0]}",
                       NULL);
    CHECK_INT(r->status, 0);
    CHECK_HAS(r->out, "\"holes\":[3,3,3,3,0,4,4,4]");
    CHECK_HAS(r->out, "\"legal\":[\"0\",\"1\",\"2\",\"3\"]");
    CHECK_HAS(r->out, "\"glory\":true");
}

/* A prepared position whose side to move has no legal move is a finished
 * game (C-8, AYO-7): over, swept, and legal empty. */
TEST(state_of_a_position_without_legal_moves_reports_the_game_over)
{
    const Run *r = cli("state", "--position",
                       "{\"game\":\"ayoayo\",\"holes_per_row\":6,"
                       "\"to_move\":\"south\",\"holes\":[0,0,0,0,0,0,4,4,"
                       "4,4,4,4],\"captured\":{\"south\":12,\"north\":12}}",
                       NULL);
    CHECK_INT(r->status, 0);
    CHECK_HAS(r->out, "\"captured\":{\"south\":12,\"north\":36},"
                      "\"pending_offer\":null,\"over\":true,"
                      "\"winner\":\"north\",\"legal\":[]");
}

int main(void)
{
    if (!getenv("MANCALA_CLI")) {
        printf("MANCALA_CLI is not set: run this test through ctest\n");
        return 1;
    }
    RUN(list_prints_each_game_with_its_variants);
    RUN(state_of_the_ayoayo_opening_is_the_worked_example_in_cli_md_keys);
    RUN(state_of_the_start_matches_the_example_of_cli_md);
    RUN(state_gives_the_modiar_and_bao_kigogo_worked_examples);
    RUN(state_from_a_position_gives_the_gore_and_modiar_chains);
    RUN(trace_of_the_urim_chain_lists_the_events_then_the_position);
    RUN(state_of_a_position_without_legal_moves_reports_the_game_over);
    RUN(a_position_with_a_pending_offer_keeps_the_offerer_from_offering_again);
    RUN(trace_of_an_accepted_offer_shows_the_holes_and_the_transfers);
    RUN(the_json_state_prints_reads_back_through_position_unchanged);
    RUN(random_prints_one_summary_line_whose_results_add_up);
    RUN(random_reports_progress_by_the_clock);
    RUN(an_unknown_game_or_command_exits_2_with_one_line);
    RUN(a_bad_option_exits_2_with_one_line);
    RUN(malformed_moves_exit_2_naming_the_move_and_its_place);
    RUN(an_illegal_move_exits_2_saying_which_move_and_why);
    RUN(a_position_that_cannot_exist_exits_2_with_one_line);
    return check_summary();
}
