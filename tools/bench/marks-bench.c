/* marks-bench.c: mancala-marks-bench: how often the game review gives each mark (brilliant, only, best ... blunder) over expert-against-expert and random games of the five games; prints a Markdown table (docs/CLI-REVIEW.md, "Marks"). */
#define _POSIX_C_SOURCE 200809L
#include "ai.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * Usage: mancala-marks-bench [--games K] [--plies N] [--nodes N]
 *                            [--play-nodes N]
 * For each game, K games of experts (each move a search of --play-nodes
 * positions, the first two moves random so the games differ) and K of
 * random moves, each cut at --plies moves, are reviewed with searches of
 * --nodes positions (no endgame table: Modiar is exact, the others are
 * searched). The games are the same every run.
 */

typedef struct Count {
    long moves, marks[AI_MARK_COUNT];
} Count;

static uint64_t step(uint64_t *rng)
{
    *rng = *rng * 6364136223846793005ULL + 1442695040888963407ULL;
    return *rng >> 33;
}

static bool play(RulesGameId game, bool expert, uint64_t seed, int plies,
                 long long play_nodes, RulesGame *g)
{
    RulesPosition start;
    rules_setup(&start, game, 0);
    if (rules_game_init(g, &start) != RULES_OK) {
        return false;
    }
    AiSettings s = ai_settings(AI_LEVEL_EXPERT);
    s.nodes = play_nodes;
    uint64_t rng = seed;
    while ((int)g->len <= plies && !rules_game_current(g)->over) {
        RulesMove moves[RULES_MAX_MOVES];
        int n = rules_game_legal_moves(g, moves);
        AiResult r = {.move = moves[step(&rng) % (uint64_t)n]};
        if (expert && g->len > 2) {
            ai_choose_in_game(g, &s, NULL, &r);
        }
        if (rules_game_play_legal(g, r.move, NULL) != RULES_OK) {
            rules_game_free(g);
            return false;
        }
    }
    return true;
}

static bool review(const RulesGame *g, long long nodes, Count *c)
{
    AiReviewSettings s = {.nodes = nodes, .threads = 1};
    AiReview *r = ai_review_new(g, &s);
    if (!r) {
        return false;
    }
    AiStatus st;
    while ((st = ai_review_step(r)) == AI_OK) {
    }
    for (size_t i = 0; i < ai_review_ready(r); i++) {
        c->marks[ai_review_move(r, i)->mark]++;
        c->moves++;
    }
    ai_review_free(r);
    return st == AI_NO_MOVE;
}

static void row(const char *game, const char *kind, const Count *c)
{
    printf("| %s | %s | %ld |", game, kind, c->moves);
    for (int m = 0; m < AI_MARK_COUNT; m++) {
        printf(" %ld (%.1f %%) |", c->marks[m],
               c->moves ? 100.0 * (double)c->marks[m] / (double)c->moves
                        : 0.0);
    }
    printf("\n");
    fflush(stdout);
}

int main(int argc, char **argv)
{
    int games = 3, plies = 60;
    long long nodes = 30000, play_nodes = 20000;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--games") == 0) {
            games = atoi(argv[i + 1]);
        } else if (strcmp(argv[i], "--plies") == 0) {
            plies = atoi(argv[i + 1]);
        } else if (strcmp(argv[i], "--nodes") == 0) {
            nodes = atoll(argv[i + 1]);
        } else if (strcmp(argv[i], "--play-nodes") == 0) {
            play_nodes = atoll(argv[i + 1]);
        } else {
            fprintf(stderr, "mancala-marks-bench: unknown option %s\n",
                    argv[i]);
            return 2;
        }
    }
    printf("%d games of each kind, cut at %d moves; review --nodes %lld; "
           "experts play --nodes %lld\n\n",
           games, plies, nodes, play_nodes);
    printf("| game | players | moves |");
    for (int m = 0; m < AI_MARK_COUNT; m++) {
        printf(" %s |", ai_mark_name((AiMark)m));
    }
    printf("\n|---|---|---|");
    for (int m = 0; m < AI_MARK_COUNT; m++) {
        printf("---|");
    }
    printf("\n");
    Count all[2] = {{0}};
    for (int game = 0; game < RULES_GAME_COUNT; game++) {
        for (int expert = 1; expert >= 0; expert--) {
            Count c = {0};
            for (int k = 0; k < games; k++) {
                RulesGame g;
                if (!play((RulesGameId)game, expert, (uint64_t)k + 1, plies,
                          play_nodes, &g)) {
                    fprintf(stderr, "out of memory\n");
                    return 1;
                }
                bool ok = review(&g, nodes, &c);
                rules_game_free(&g);
                if (!ok) {
                    fprintf(stderr, "the review failed\n");
                    return 1;
                }
            }
            row(rules_game_name((RulesGameId)game),
                expert ? "experts" : "random", &c);
            all[expert].moves += c.moves;
            for (int m = 0; m < AI_MARK_COUNT; m++) {
                all[expert].marks[m] += c.marks[m];
            }
        }
    }
    row("all", "experts", &all[1]);
    row("all", "random", &all[0]);
    return 0;
}
