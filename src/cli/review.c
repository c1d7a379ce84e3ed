/* review.c: mancala-cli's `review`: every move of a game judged and marked, as JSON (docs/CLI-REVIEW.md). */
#define _POSIX_C_SOURCE 200809L
#include "ai.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "cli.h"

static const char *side_name(int side)
{
    return side == RULES_SOUTH ? "south" : "north";
}

static const char *outcome_json(AiOutcome o)
{
    return o == AI_OUTCOME_WIN    ? "\"win\""
           : o == AI_OUTCOME_DRAW ? "\"draw\""
           : o == AI_OUTCOME_LOSS ? "\"loss\""
                                  : "null";
}

/* A JSON string of plain text (the hints' English: no control bytes, but
 * quotes and backslashes are escaped all the same). */
static void print_string(const char *s)
{
    putchar('"');
    for (; *s; s++) {
        if (*s == '"' || *s == '\\') {
            putchar('\\');
        }
        if ((unsigned char)*s >= 0x20) {
            putchar(*s);
        }
    }
    putchar('"');
}

static void print_move(const AiReview *r, size_t i)
{
    const AiReviewMove *m = ai_review_move(r, i);
    char played[RULES_MOVE_TEXT_MAX], best[RULES_MOVE_TEXT_MAX];
    char reason[400];
    rules_move_format(m->played, played, sizeof played);
    rules_move_format(m->best, best, sizeof best);
    static const char *const sides[2] = {"South", "North"};
    ai_review_reason(r, i, NULL, sides, reason, sizeof reason);
    printf("{\"ply\":%zu,\"side\":\"%s\",\"played\":\"%s\",\"best\":\"%s\","
           "\"played_value\":%d,\"best_value\":%d,"
           "\"played_outcome\":%s,\"best_outcome\":%s,"
           "\"exact\":%s,\"loss\":%d,\"mark\":\"%s\","
           "\"win_to_loss\":%s,\"nodes\":%lld,\"reason\":",
           i + 1, side_name(m->mover), played, best, m->played_value,
           m->best_value, outcome_json(m->played_outcome),
           outcome_json(m->best_outcome), m->exact ? "true" : "false",
           m->loss, ai_mark_name(m->mark), m->win_to_loss ? "true" : "false",
           m->nodes);
    print_string(reason);
    putchar('}');
}

static void print_side(const AiReviewSummary *s, int side)
{
    printf("\"%s\":{", side_name(side));
    for (int k = 0; k < AI_MARK_COUNT; k++) {
        printf("\"%s\":%d,", ai_mark_name((AiMark)k), s->marks[side][k]);
    }
    printf("\"deciding\":[");
    for (int k = 0; k < s->deciding_count[side]; k++) {
        printf("%s%zu", k ? "," : "", s->deciding[side][k] + 1);
    }
    printf("]}");
}

/* Judges every move on the review's pool of threads (on this one when
 * none can be had), saying how far it has got on stderr from the second
 * second on; false when out of memory. */
static bool judge_all(AiReview *r)
{
    long total = (long)ai_review_length(r);
    cli_progress_start();
    if (ai_review_start(r, NULL, NULL)) {
        while (!ai_review_finished(r)) {
            struct timespec t = {0, 5000000};
            nanosleep(&t, NULL);
            cli_progress_count("moves judged", (long)ai_review_ready(r),
                               total);
        }
        return ai_review_ready(r) == ai_review_length(r);
    }
    AiStatus st;
    while ((st = ai_review_step(r)) == AI_OK) {
        cli_progress_count("moves judged", (long)ai_review_ready(r), total);
    }
    return st == AI_NO_MOVE;
}

int cli_review(const RulesGame *g, long long nodes, int threads,
               bool tables)
{
    if (tables) {
        /* Ready before the first move is judged: no build is left
         * running when the review ends. */
        cli_tables_ready(&g->positions[0]);
    }
    AiReviewSettings s = {.nodes = nodes, .threads = threads};
    AiReview *r = ai_review_new(g, &s);
    if (!r || !judge_all(r)) {
        cli_fail("out of memory");
    }
    const RulesPosition *start = &g->positions[0];
    printf("{\"game\":\"%s\",\"holes_per_row\":%d,\"nodes\":%lld,"
           "\"moves\":[",
           rules_game_name((RulesGameId)start->game), start->holes_per_row,
           nodes > 0 ? nodes : (long long)AI_REVIEW_NODES);
    size_t n = ai_review_length(r);
    for (size_t i = 0; i < n; i++) {
        printf("%s\n", i ? "," : "");
        print_move(r, i);
    }
    AiReviewSummary sum;
    ai_review_summary(r, &sum);
    printf("],\n\"summary\":{");
    print_side(&sum, RULES_SOUTH);
    putchar(',');
    print_side(&sum, RULES_NORTH);
    printf("},\n\"curve\":[");
    size_t points = n + 1;
    int *values = malloc(sizeof *values * points);
    if (!values) {
        cli_fail("out of memory");
    }
    size_t got = ai_review_curve(r, values, points);
    for (size_t k = 0; k < got; k++) {
        printf("%s%d", k ? "," : "", values[k]);
    }
    printf("]}\n");
    free(values);
    ai_review_free(r);
    return 0;
}
