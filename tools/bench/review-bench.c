/* review-bench.c: mancala-review-bench: how long the game review takes (first marks, whole game) on 60-move games of Goré, Ayoayo and Bao Kigogo; prints a Markdown table (docs/CLI-REVIEW.md). */
#define _POSIX_C_SOURCE 200809L
#include "ai.h"

#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/*
 * Usage: mancala-review-bench [--nodes N] [--threads T] [--tables DIR]
 * The games (make_game) are the same every run, cut at their length. The review runs on its
 * worker thread, as in the window; this thread only waits. --tables names
 * the folder of the endgame tables (the window's data folder: a table is
 * then loaded, not built); without it Ayoayo's table is built first, as on
 * a player's first review.
 */

static double clock_s(clockid_t id)
{
    struct timespec t;
    clock_gettime(id, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static double now(void)
{
    return clock_s(CLOCK_MONOTONIC);
}

typedef struct Clock {
    double start;
    _Atomic double first; /* 0 until the first move is judged */
} Clock;

static void on_move(void *user)
{
    Clock *c = user;
    double zero = 0;
    atomic_compare_exchange_strong(&c->first, &zero, now() - c->start);
}

/* A game of `want` moves: each move the club level's, or one in three a
 * random one (a player who errs); the seed tried grows until a game lasts
 * that long. False when none of 5000 does. */
static bool make_game(RulesGameId game, size_t want, RulesGame *g)
{
    AiSettings club = ai_settings(AI_LEVEL_CLUB);
    for (uint64_t seed = 1; seed <= 5000; seed++) {
        RulesPosition start;
        rules_setup(&start, game, 0);
        if (rules_game_init(g, &start) != RULES_OK) {
            return false;
        }
        uint64_t rng = seed;
        while (g->len <= want && !rules_game_current(g)->over) {
            RulesMove moves[RULES_MAX_MOVES];
            int n = rules_game_legal_moves(g, moves);
            rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
            AiResult r = {.move = moves[(rng >> 33) % (uint64_t)n]};
            if ((rng >> 20) % 3 != 0) {
                ai_choose_in_game(g, &club, NULL, &r);
            }
            rules_game_play_legal(g, r.move, NULL);
        }
        if (g->len > want) {
            rules_game_truncate(g, want + 1);
            return true;
        }
        rules_game_free(g);
    }
    return false;
}

static void bench(RulesGameId game, size_t moves, long long nodes,
                  int threads)
{
    RulesGame g;
    if (!make_game(game, moves, &g)) {
        printf("| %s | no game of %zu moves found | | | | |\n",
               rules_game_title(game), moves);
        return;
    }
    AiReviewSettings s = {.nodes = nodes, .threads = threads};
    AiReview *r = ai_review_new(&g, &s);
    double cpu0 = clock_s(CLOCK_PROCESS_CPUTIME_ID);
    Clock c = {.start = now()};
    atomic_init(&c.first, 0);
    if (!r || !ai_review_start(r, on_move, &c)) {
        printf("| %s | out of memory | | | | |\n", rules_game_title(game));
        ai_review_free(r);
        rules_game_free(&g);
        return;
    }
    while (!ai_review_finished(r)) {
        struct timespec t = {0, 5000000};
        nanosleep(&t, NULL);
    }
    double total = now() - c.start;
    double cpu = clock_s(CLOCK_PROCESS_CPUTIME_ID) - cpu0;
    size_t exact = 0, n = ai_review_ready(r);
    long long searched = 0;
    for (size_t i = 0; i < n; i++) {
        exact += ai_review_move(r, i)->exact;
        searched += ai_review_move(r, i)->nodes;
    }
    printf("| %s | %zu (%zu exact) | %.2f s | %.2f s | %.2f s | %.1f M |\n",
           rules_game_title(game), n, exact, atomic_load(&c.first), total,
           cpu, (double)searched / 1e6);
    ai_review_free(r);
    rules_game_free(&g);
}

int main(int argc, char **argv)
{
    long long nodes = AI_REVIEW_NODES;
    int threads = 0;
    const char *tables = NULL;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--nodes") == 0) {
            nodes = atoll(argv[i + 1]);
        } else if (strcmp(argv[i], "--threads") == 0) {
            threads = atoi(argv[i + 1]);
        } else if (strcmp(argv[i], "--tables") == 0) {
            tables = argv[i + 1];
        } else {
            fprintf(stderr, "usage: mancala-review-bench [--nodes N] "
                            "[--threads T] [--tables DIR]\n");
            return 2;
        }
    }
    ai_endgame_setup(tables, 0);
    printf("Budget: %lld positions a search; %s; endgame tables %s.\n\n",
           nodes, threads == 1 ? "one thread" : threads ? "threads given"
                                                      : "a thread a processor",
           tables ? "from the folder given" : "built first");
    printf("| game | moves judged | first marks | whole review | processor "
           "time | positions searched |\n|---|---|---|---|---|---|\n");
    bench(RULES_GAME_GORE, 60, nodes, threads);
    bench(RULES_GAME_AYOAYO, 60, nodes, threads);
    bench(RULES_GAME_BAO_KIGOGO, 60, nodes, threads);
    return 0;
}
