/* test_modiar.c: Modiar (MOD-1..7) on hand-worked positions, and the rule book's worked examples. */
#include "check.h"
#include "rules_helpers.h"

TEST(mod_1_setup_is_two_rows_of_three_with_seven_counters_each)
{
    RulesPosition p;
    CHECK_INT(rules_setup(&p, RULES_GAME_MODIAR, 0), RULES_OK);
    CHECK_INT(p.hole_count, 6);
    CHECK_STR(th_holes(&p), "7 7 7 7 7 7");
    CHECK_INT(rules_start_total(&p), 42);
    CHECK_INT(p.moves_played, 0);
    CHECK_STR(th_legal(&p), "0 1 2");
}

/* Worked example of docs/RULES.md: "0" puts one counter back into 0 and six
 * into 1..5 and 0 again: [2,8,8,8,8,8], and hole 0's 2 is not captured on
 * the first move (MOD-4). "3" (8): one back into 3, then 4, 5, 0, 1, 2, 3,
 * 4: [3,9,9,2,10,9]; the last makes 10: no capture. */
TEST(mod_2_worked_example_opening_0_then_3_puts_the_first_counter_back)
{
    RulesPosition p;
    RulesTrace t = {0};
    rules_setup(&p, RULES_GAME_MODIAR, 0);
    CHECK_PLAY(&p, "0", &t,
               "lift@0=7(MOD-2) sow@0=1(MOD-2) sow@1=8 sow@2=8 "
               "sow@3=8 sow@4=8 sow@5=8 sow@0=2 note@0(MOD-4)");
    CHECK_STR(th_holes(&p), "2 8 8 8 8 8");
    CHECK_INT(p.captured[RULES_SOUTH], 0);
    CHECK_PLAY(&p, "3", &t,
               "lift@3=8(MOD-2) sow@3=1(MOD-2) sow@4=9 sow@5=9 "
               "sow@0=3 sow@1=9 sow@2=9 sow@3=2 sow@4=10");
    CHECK_STR(th_holes(&p), "3 9 9 2 10 9");
    CHECK_INT(p.captured[RULES_NORTH], 0);
    CHECK_INT(p.to_move, RULES_SOUTH);
    rules_trace_free(&t);
}

/* Holes 0 and 1 hold one counter each: singletons never move. */
TEST(mod_2_a_hole_with_a_single_counter_never_moves)
{
    const int holes[6] = {1, 1, 2, 7, 7, 7};
    RulesPosition p;
    CHECK(th_make(&p, RULES_GAME_MODIAR, 0, holes, 9, 8, RULES_SOUTH));
    CHECK_STR(th_legal(&p), "2");
    CHECK_STR(th_why(&p, "0"), "MOD-2");
    CHECK_STR(th_why(&p, "3"), "C-2");
}

/* Worked example of docs/RULES.md: North's 23 from hole 5: one back into 5,
 * 18 three times round, then 0..3: [6,7,4,4,7,4]; hole 3 makes 4:
 * captured; back, South's hole 2 holds 4: captured; hole 1 holds 7: stop. */
TEST(mod_3_worked_example_chain_goes_backward_across_rows)
{
    const int holes[6] = {2, 3, 0, 0, 4, 23};
    RulesPosition p;
    RulesTrace t = {0};
    CHECK(th_make(&p, RULES_GAME_MODIAR, 0, holes, 8, 2, RULES_NORTH));
    CHECK(th_play(&p, "5", &t));
    CHECK_STR(th_holes(&p), "6 7 0 0 7 4");
    CHECK_INT(p.captured[RULES_SOUTH], 8);
    CHECK_INT(p.captured[RULES_NORTH], 10);
    CHECK_INT(th_count(&t, RULES_EV_SOW), 23);
    CHECK(strstr(th_trace(&t), "sow@3=4 capture@3=4(MOD-3) "
                               "capture@2=4(MOD-3)") != NULL);
    CHECK_INT(th_count(&t, RULES_EV_CAPTURE), 2);
    CHECK(!p.over);
    rules_trace_free(&t);
}

/* The same opening "0" as a later move (a game under way) does capture
 * hole 0's 2; going back, hole 5 holds 8: stop. */
TEST(mod_4_only_the_very_first_move_of_a_game_captures_nothing)
{
    const int holes[6] = {7, 7, 7, 7, 7, 7};
    RulesPosition p;
    RulesTrace t = {0};
    CHECK(th_make(&p, RULES_GAME_MODIAR, 0, holes, 0, 0, RULES_SOUTH));
    CHECK_INT(p.moves_played, 1);
    CHECK(th_play(&p, "0", &t));
    CHECK(strstr(th_trace(&t), "sow@0=2 capture@0=2(MOD-3)") != NULL);
    CHECK_INT(th_count(&t, RULES_EV_NOTE), 0);
    CHECK_STR(th_holes(&p), "0 8 8 8 8 8");
    CHECK_INT(p.captured[RULES_SOUTH], 2);
    rules_trace_free(&t);
}

/* North's row is empty. From [2,0,4]: "0" leaves [1,1,4] (no feeding),
 * "2" sows 3, 4, 5: only "2" is legal. From [3,2,0] neither move reaches
 * North, so both are. */
TEST(mod_5_feed_an_empty_row_if_any_move_does)
{
    const int feeds[6] = {2, 0, 4, 0, 0, 0};
    const int cannot[6] = {3, 2, 0, 0, 0, 0};
    RulesPosition p;
    CHECK(th_make(&p, RULES_GAME_MODIAR, 0, feeds, 20, 16, RULES_SOUTH));
    CHECK_STR(th_legal(&p), "2");
    CHECK_STR(th_why(&p, "0"), "MOD-5");
    CHECK(th_make(&p, RULES_GAME_MODIAR, 0, cannot, 20, 17, RULES_SOUTH));
    CHECK_STR(th_legal(&p), "0 1");
}

/* "2" would sow into 2 and 3, making North's hole 3 hold 2: captured, and
 * that is all North has: a grand slam, illegal. "0" captures nothing. */
TEST(mod_6_a_move_capturing_all_of_the_other_row_is_illegal)
{
    const int holes[6] = {2, 0, 2, 1, 0, 0};
    RulesPosition p;
    CHECK(th_make(&p, RULES_GAME_MODIAR, 0, holes, 20, 17, RULES_SOUTH));
    CHECK_STR(th_legal(&p), "0");
    CHECK_STR(th_why(&p, "2"), "MOD-6");
}

/* North's 2 from hole 3 leave [0,0,3,1,1,0]. South's only move, 3 from
 * hole 2 into 2, 3, 4, would capture 4 and 3 (2 each): all of North's row,
 * a grand slam. So South has no legal move: the game ends, each row goes
 * to its owner, 18+3 = 21 and 19+2 = 21: a draw (C-9). */
TEST(mod_7_when_only_grand_slams_remain_the_game_ends_and_rows_are_swept)
{
    const int holes[6] = {0, 0, 3, 2, 0, 0};
    RulesPosition p;
    RulesTrace t = {0};
    CHECK(th_make(&p, RULES_GAME_MODIAR, 0, holes, 18, 19, RULES_NORTH));
    CHECK_PLAY(&p, "3", &t,
               "lift@3=2(MOD-2) sow@3=1(MOD-2) sow@4=1 "
               "sweep@2=3(MOD-7) sweep@3=1(MOD-7) "
               "sweep@4=1(MOD-7) end(MOD-7)");
    CHECK_OVER(&p, RULES_WINNER_DRAW, 21, 21);
    /* South had a hole of 3: stuck by MOD-6, not by MOD-2's singletons */
    CHECK_INT(p.end_reason, RULES_END_GRAND_SLAMS);
    rules_trace_free(&t);
}

/* North's row is already empty: South's "0" (one back into 0, one into 1
 * making 2) captures its own hole 1. That is not a grand slam, so it is
 * legal; North then has no move: South sweeps hole 0 and wins 22-20. */
TEST(mod_6_a_capture_while_the_other_row_is_empty_is_no_grand_slam)
{
    const int holes[6] = {2, 1, 0, 0, 0, 0};
    RulesPosition p;
    RulesTrace t = {0};
    CHECK(th_make(&p, RULES_GAME_MODIAR, 0, holes, 19, 20, RULES_SOUTH));
    CHECK_STR(th_legal(&p), "0");
    CHECK_PLAY(&p, "0", &t,
               "lift@0=2(MOD-2) sow@0=1(MOD-2) sow@1=2 "
               "capture@1=2(MOD-3) sweep@0=1(MOD-7) "
               "end(MOD-7)");
    CHECK_INT(p.winner, RULES_WINNER_SOUTH);
    CHECK_INT(p.captured[RULES_SOUTH], 22);
    CHECK_INT(p.captured[RULES_NORTH], 20);
    rules_trace_free(&t);
}

/* South to move with single seeds only (MOD-2: they never move), set by
 * hand: no legal move, for want of a hole of 2 or more, not of a move
 * that is no grand slam: RULES_END_NO_MOVES (MOD-7); 18+3 to 19+2. */
TEST(mod_7_single_seeds_only_is_the_end_for_want_of_a_move)
{
    const int holes[6] = {1, 1, 1, 2, 0, 0};
    RulesPosition p;
    CHECK(th_make(&p, RULES_GAME_MODIAR, 0, holes, 18, 19, RULES_SOUTH));
    CHECK_STR(th_why(&p, "0"), "MOD-2");
    rules_settle(&p);
    CHECK_OVER(&p, RULES_WINNER_DRAW, 21, 21);
    CHECK_INT(p.end_reason, RULES_END_NO_MOVES);
    CHECK_INT(p.end_rule, RULES_RULE_MOD_7);
}

int main(void)
{
    RUN(mod_1_setup_is_two_rows_of_three_with_seven_counters_each);
    RUN(mod_2_worked_example_opening_0_then_3_puts_the_first_counter_back);
    RUN(mod_2_a_hole_with_a_single_counter_never_moves);
    RUN(mod_3_worked_example_chain_goes_backward_across_rows);
    RUN(mod_4_only_the_very_first_move_of_a_game_captures_nothing);
    RUN(mod_5_feed_an_empty_row_if_any_move_does);
    RUN(mod_6_a_move_capturing_all_of_the_other_row_is_illegal);
    RUN(mod_7_when_only_grand_slams_remain_the_game_ends_and_rows_are_swept);
    RUN(mod_6_a_capture_while_the_other_row_is_empty_is_no_grand_slam);
    RUN(mod_7_single_seeds_only_is_the_end_for_want_of_a_move);
    return check_summary();
}

