/* test_modiar.c: Modiar solved: hand-worked endgames, and the table against exhaustive search of small endgames. */
#include "ai.h"
#include "check.h"

static RulesPosition make(const int *holes, int south, int north, int side)
{
    RulesPosition p;
    rules_setup(&p, RULES_GAME_MODIAR, 0);
    for (int i = 0; i < 6; i++) {
        p.holes[i] = (uint8_t)holes[i];
    }
    p.captured[0] = (uint16_t)south;
    p.captured[1] = (uint16_t)north;
    p.to_move = (uint8_t)side;
    p.moves_played = 20;
    return p;
}

/* [2,0,3 | 1,0,0], S:17 N:19, South to move. 0 leaves North only a
 * singleton: the game ends (MOD-7), 17+5 = 22 against 19+1 = 20. 2 gives
 * [2,0,1 | 2,1,0]; North's 3 then makes hole 4 hold 2 and takes it, and
 * after South's forced 0 the game ends 20-22. So: win 22-20 with 0. */
TEST(modiar_solve_finds_the_move_that_ends_the_game_a_winner)
{
    const int h[6] = {2, 0, 3, 1, 0, 0};
    RulesPosition p = make(h, 17, 19, RULES_SOUTH);
    AiSolved s;
    CHECK(ai_solve(&p, NULL, 0, &s));
    CHECK_INT(s.outcome, AI_OUTCOME_WIN);
    CHECK_INT(s.final_mover, 22);
    CHECK_INT(s.final_opponent, 20);
    CHECK(s.has_move);
    CHECK_INT(s.move.hole, 0);
}

/* [0,0,2 | 0,0,2], S:19 N:19, South to move. Every move is forced: 2 ->
 * [0,0,1 | 1,0,2] (1 in hole 3: no capture); North 5 -> [1,0,1 | 1,0,1];
 * South has only singletons: the end, 2 each on the board: 21-21. */
TEST(modiar_solve_sees_a_forced_draw)
{
    const int h[6] = {0, 0, 2, 0, 0, 2};
    RulesPosition p = make(h, 19, 19, RULES_SOUTH);
    AiSolved s;
    CHECK(ai_solve(&p, NULL, 0, &s));
    CHECK_INT(s.outcome, AI_OUTCOME_DRAW);
    CHECK_INT(s.final_mover, 21);
    CHECK_INT(s.final_opponent, 21);
    CHECK_INT(s.move.hole, 2);
}

/* The same draw seen by North one move later, after South's 2, must
 * still be a draw: the table is read from either side. */
TEST(modiar_solve_reads_the_table_for_north_too)
{
    const int h[6] = {0, 0, 1, 1, 0, 2};
    RulesPosition p = make(h, 19, 19, RULES_NORTH);
    AiSolved s;
    CHECK(ai_solve(&p, NULL, 0, &s));
    CHECK_INT(s.outcome, AI_OUTCOME_DRAW);
    CHECK_INT(s.move.hole, 5);
}

/* A finished game has a result and no move. */
TEST(modiar_solve_of_a_finished_game_gives_its_result)
{
    const int h[6] = {0, 0, 0, 0, 0, 0};
    RulesPosition p = make(h, 24, 18, RULES_NORTH);
    p.over = 1;
    p.winner = RULES_WINNER_SOUTH;
    AiSolved s;
    CHECK(ai_solve(&p, NULL, 0, &s));
    CHECK_INT(s.outcome, AI_OUTCOME_LOSS);
    CHECK_INT(s.final_mover, 18);
    CHECK(!s.has_move);
}

/* Exhaustive minimax of the final margin for the side to move; returns
 * false if play can return to a position on the path (then the table's
 * cycle reading applies and the plain search does not). */
static bool exhaustive(const RulesPosition *p, uint64_t *path, int depth,
                       int *margin)
{
    int me = p->to_move;
    if (p->over) {
        *margin = p->captured[me] - p->captured[1 - me];
        return true;
    }
    uint64_t key = rules_position_key(p);
    for (int i = 0; i < depth; i++) {
        if (path[i] == key) {
            return false;
        }
    }
    if (depth >= 60) {
        return false;
    }
    path[depth] = key;
    RulesMove moves[RULES_MAX_MOVES];
    int n = rules_legal_moves(p, moves), best = -1000;
    for (int i = 0; i < n; i++) {
        RulesPosition q;
        rules_apply(p, moves[i], &q, NULL);
        int v;
        if (!exhaustive(&q, path, depth + 1, &v)) {
            return false;
        }
        best = -v > best ? -v : best;
    }
    *margin = best;
    return true;
}

/* Endgames from random games (12 counters or fewer on the board): where
 * the plain search meets no cycle, the table's final score must be its
 * exact minimax score. */
TEST(modiar_table_agrees_with_exhaustive_search_on_small_endgames)
{
    uint64_t rng = 12345;
    int compared = 0;
    for (int game = 0; game < 400 && compared < 150; game++) {
        RulesPosition p;
        rules_setup(&p, RULES_GAME_MODIAR, 0);
        while (!p.over) {
            int board = 0;
            for (int i = 0; i < 6; i++) {
                board += p.holes[i];
            }
            uint64_t path[64];
            int margin;
            if (board <= 12 && exhaustive(&p, path, 0, &margin)) {
                AiSolved s;
                CHECK(ai_solve(&p, NULL, 0, &s));
                CHECK_INT(s.final_mover - s.final_opponent, margin);
                CHECK_INT(s.outcome, margin > 0   ? AI_OUTCOME_WIN
                                     : margin < 0 ? AI_OUTCOME_LOSS
                                                  : AI_OUTCOME_DRAW);
                compared++;
            }
            RulesMove moves[RULES_MAX_MOVES];
            int n = rules_legal_moves(&p, moves);
            rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
            rules_apply(&p, moves[(rng >> 33) % (uint64_t)n], &p, NULL);
        }
    }
    CHECK(compared >= 100);
}

/* The result of `p` for `side` by the table: 0 loss, 1 draw, 2 win (the
 * table speaks for the side to move, also of a finished game). */
static int table_rank(const RulesPosition *p, int side)
{
    AiSolved s;
    if (!ai_solve(p, NULL, 0, &s)) {
        return -1;
    }
    int r = s.outcome == AI_OUTCOME_WIN ? 2 : s.outcome == AI_OUTCOME_DRAW;
    return p->to_move == side ? r : 2 - r;
}

/* Where the table says the expert cannot win against best play it still
 * looks for the opponent's mistakes, but never by giving away anything:
 * after its move the table's result is the one before it. */
TEST(modiar_expert_never_gives_away_the_tables_result_in_a_lost_game)
{
    uint64_t rng = 99;
    int checked = 0;
    for (int game = 0; game < 60; game++) {
        RulesPosition p;
        rules_setup(&p, RULES_GAME_MODIAR, 0);
        while (!p.over) {
            RulesMove moves[RULES_MAX_MOVES];
            int n = rules_legal_moves(&p, moves);
            int me = p.to_move, before = table_rank(&p, me);
            if (before < 2) {
                AiSettings s = ai_settings(AI_LEVEL_EXPERT);
                AiResult r;
                CHECK_INT(ai_choose(&p, NULL, 0, &s, NULL, &r), AI_OK);
                RulesPosition q;
                rules_apply(&p, r.move, &q, NULL);
                CHECK_INT(table_rank(&q, me), before);
                checked++;
            }
            rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
            RulesPosition next;
            rules_apply(&p, moves[(rng >> 33) % (uint64_t)n], &next, NULL);
            p = next;
        }
    }
    CHECK(checked > 100);
}

/* A game of Modiar after `moves` (in notation) from the start. */
static bool game_after(RulesGame *g, const char *moves)
{
    RulesPosition start;
    rules_setup(&start, RULES_GAME_MODIAR, 0);
    if (rules_game_init(g, &start) != RULES_OK) {
        return false;
    }
    int failed = 0;
    char bad[RULES_MOVE_TEXT_MAX];
    RulesWhy why;
    if (rules_game_play_text(g, moves, &failed, bad, &why) != RULES_OK) {
        rules_game_free(g);
        return false;
    }
    return true;
}

/* From the opening 0 3 2 5 South is lost, 20-22 with best play. Against
 * an opponent reading four plies ahead (the club level) the expert sets a
 * trap, and the game, played out with the real game's repetition rule,
 * ends in South's favour. */
TEST(modiar_expert_traps_a_four_ply_reader_from_a_lost_opening)
{
    RulesGame g;
    CHECK(game_after(&g, "0 3 2 5"));
    RulesWhy why;
    CHECK_INT(table_rank(rules_game_current(&g), RULES_SOUTH), 0);
    AiSettings expert = ai_settings(AI_LEVEL_EXPERT);
    AiSettings club = ai_settings(AI_LEVEL_CLUB);
    for (int ply = 0; ply < 200 && !rules_game_current(&g)->over; ply++) {
        const RulesPosition *p = rules_game_current(&g);
        AiResult r;
        CHECK_INT(ai_choose_in_game(&g,
                                    p->to_move == RULES_SOUTH ? &expert
                                                              : &club,
                                    NULL, &r),
                  AI_OK);
        CHECK_INT(rules_game_play(&g, r.move, NULL, &why), RULES_OK);
    }
    const RulesPosition *end = rules_game_current(&g);
    CHECK(end->over);
    CHECK_INT(end->winner, RULES_WINNER_SOUTH);
    rules_game_free(&g);
}

/* The table's final margin for `side` after `moves` from the start. */
static int margin_after(const char *moves, int side)
{
    RulesGame g;
    if (!game_after(&g, moves)) {
        return -1000;
    }
    AiSolved s;
    int m = -1000;
    if (ai_solve(rules_game_current(&g), NULL, 0, &s)) {
        m = s.final_mover - s.final_opponent;
        m = rules_game_current(&g)->to_move == side ? m : -m;
    }
    rules_game_free(&g);
    return m;
}

/* After the opening 1 5 0 3 0 4 0 (holes 1 11 16 | 5 2 7, no captures)
 * North is lost: 4 loses 20-22, 3 and 5 lose 18-24 with best play. Each
 * of them leads a four-ply reader into a lost game, so the trap cannot
 * choose between them and the margin must: the expert plays 4, and a
 * strong opponent gets no more than best play gives it. */
TEST(modiar_expert_keeps_the_tables_margin_when_no_trap_works)
{
    CHECK_INT(margin_after("1 5 0 3 0 4 0 3", RULES_NORTH), -6);
    CHECK_INT(margin_after("1 5 0 3 0 4 0 4", RULES_NORTH), -2);
    CHECK_INT(margin_after("1 5 0 3 0 4 0 5", RULES_NORTH), -6);
    RulesGame g;
    CHECK(game_after(&g, "1 5 0 3 0 4 0"));
    AiSettings expert = ai_settings(AI_LEVEL_EXPERT);
    AiResult r;
    CHECK_INT(ai_choose_in_game(&g, &expert, NULL, &r), AI_OK);
    CHECK_INT(r.move.hole, 4);
    rules_game_free(&g);
}

int main(void)
{
    RUN(modiar_solve_finds_the_move_that_ends_the_game_a_winner);
    RUN(modiar_solve_sees_a_forced_draw);
    RUN(modiar_solve_reads_the_table_for_north_too);
    RUN(modiar_solve_of_a_finished_game_gives_its_result);
    RUN(modiar_table_agrees_with_exhaustive_search_on_small_endgames);
    RUN(modiar_expert_never_gives_away_the_tables_result_in_a_lost_game);
    RUN(modiar_expert_traps_a_four_ply_reader_from_a_lost_opening);
    RUN(modiar_expert_keeps_the_tables_margin_when_no_trap_works);
    return check_summary();
}
