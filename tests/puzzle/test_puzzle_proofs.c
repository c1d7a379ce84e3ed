/* test_puzzle_proofs.c: every shipped puzzle proven again with the engine (PUZZLE-FORMAT.md "The proof"), at least 100 a game, and each Modiar answer checked against mancala-cli solve: its outcome is the one solve gives, and no other move reaches it. */
#define _POSIX_C_SOURCE 200809L
#include "check.h"

#include "../ai/cli_run.h"
#include "posjson.h"
#include "puzzle.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static const char *data_dir(void)
{
    const char *d = getenv("MANCALA_DATA_DIR");
    return d ? d : "data";
}

/* PUZZLE_GAME=urim proves one game only (for a quick look by hand). */
static bool wanted(RulesGameId g)
{
    const char *only = getenv("PUZZLE_GAME");
    return !only || !*only || strcmp(only, rules_game_name(g)) == 0;
}

/* PUZZLE_EVERY=N proves every Nth puzzle only (the sanitizer build, whose
 * searches are many times slower; the plain build proves them all). */
static size_t every(void)
{
    const char *e = getenv("PUZZLE_EVERY");
    long n = e ? strtol(e, NULL, 10) : 1;
    return n > 1 ? (size_t)n : 1;
}

TEST(every_shipped_puzzle_is_proven_again)
{
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        if (!wanted((RulesGameId)g)) {
            continue;
        }
        PuzzleSet s;
        PuzzleError e;
        if (!puzzle_set_load_game(data_dir(), (RulesGameId)g, &s, &e)) {
            CHECK_FAIL_AT("%s", e.text);
            return;
        }
        if (s.count < 100) {
            CHECK_FAIL_AT("%s has %zu puzzles, fewer than 100",
                          rules_game_name((RulesGameId)g), s.count);
        }
        puzzle_tables_setup(NULL, (RulesGameId)g);
        int failed = 0;
        for (size_t i = 0; i < s.count; i += every()) {
            char why[300];
            if (!puzzle_prove(&s.items[i], why, sizeof why)) {
                CHECK_FAIL_AT("%s puzzle %d: %s",
                              rules_game_name((RulesGameId)g),
                              s.items[i].id, why);
                failed++;
            }
        }
        printf("  %s: %zu puzzles, %d not proven\n",
               rules_game_name((RulesGameId)g), s.count, failed);
        puzzle_set_free(&s);
    }
}

/* `mancala-cli solve` of a position after `moves`: "win", "draw" or
 * "loss" for the side to move then. */
static bool solve(const char *pos, const char *moves, char *word,
                  size_t size)
{
    char args[6000], out[200];
    snprintf(args, sizeof args, "solve --position '%s'%s%s%s", pos,
             *moves ? " --moves '" : "", moves, *moves ? "'" : "");
    if (cli(args, false, out, sizeof out) != 0) {
        return false;
    }
    size_t n = strcspn(out, " \n");
    snprintf(word, size, "%.*s", (int)n, out);
    return true;
}

TEST(modiar_answers_reach_the_outcome_solve_gives_and_no_other_move_does)
{
    if (!wanted(RULES_GAME_MODIAR)) {
        return;
    }
    /* the solved table kept between the runs, in a folder of the test's */
    mkdir("puzzle-home", 0700);
    setenv("MANCALA_HOME", "puzzle-home", 1);
    PuzzleSet s;
    PuzzleError e;
    if (!puzzle_set_load_game(data_dir(), RULES_GAME_MODIAR, &s, &e)) {
        CHECK_FAIL_AT("%s", e.text);
        return;
    }
    for (size_t i = 0; i < s.count; i += every()) {
        const Puzzle *pz = &s.items[i];
        char pos[POSJSON_MAX], word[16];
        posjson_write(&pz->start, pos, sizeof pos);
        CHECK(solve(pos, "", word, sizeof word));
        const char *want = pz->goal == PUZZLE_GOAL_WIN ? "win" : "draw";
        if (strcmp(word, want) != 0) {
            CHECK_FAIL_AT("puzzle %d: solve says %s, the puzzle %s", pz->id,
                          word, want);
        }
        /* after each move, the opponent's result: the answer leaves them
         * the opposite of the goal, every other move something else */
        const char *opp = pz->goal == PUZZLE_GOAL_WIN ? "loss" : "draw";
        RulesMove moves[RULES_MAX_MOVES];
        int n = rules_legal_moves(&pz->start, moves);
        for (int k = 0; k < n; k++) {
            char m[RULES_MOVE_TEXT_MAX];
            rules_move_format(moves[k], m, sizeof m);
            RulesPosition after;
            rules_apply(&pz->start, moves[k], &after, NULL);
            bool answer = rules_move_equal(moves[k], pz->line[0]);
            bool reaches;
            if (after.over) {
                int me = pz->start.to_move;
                int w = after.winner;
                reaches = pz->goal == PUZZLE_GOAL_WIN
                              ? w == (me ? RULES_WINNER_NORTH
                                         : RULES_WINNER_SOUTH)
                              : w == RULES_WINNER_DRAW;
            } else {
                CHECK(solve(pos, m, word, sizeof word));
                /* a move after which the same side moves again */
                reaches = after.to_move == pz->start.to_move
                              ? strcmp(word, want) == 0
                              : strcmp(word, opp) == 0;
            }
            if (reaches != answer) {
                CHECK_FAIL_AT("puzzle %d: move %s %s the goal (%s)", pz->id,
                              m, reaches ? "reaches" : "misses",
                              answer ? "the answer" : "not the answer");
            }
        }
    }
    printf("  modiar: %zu answers agree with solve\n", s.count);
    puzzle_set_free(&s);
}

int main(void)
{
    RUN(every_shipped_puzzle_is_proven_again);
    RUN(modiar_answers_reach_the_outcome_solve_gives_and_no_other_move_does);
    return check_summary();
}
