/* test_urim.c: Urim 2x6 and 2x7 (URIM-1..10) on hand-worked positions, and the rule book's worked example. */
#include "check.h"
#include "rules_helpers.h"

TEST(urim_1_setup_is_three_per_hole_on_two_rows_of_six_or_seven)
{
    RulesPosition p;
    int v[4];
    CHECK_INT(rules_game_variants(RULES_GAME_URIM, v), 2);
    CHECK_INT(v[0], 6); /* the default */
    CHECK_INT(v[1], 7);
    CHECK_INT(rules_setup(&p, RULES_GAME_URIM, 0), RULES_OK);
    CHECK_STR(th_holes(&p), "3 3 3 3 3 3 3 3 3 3 3 3");
    CHECK_INT(rules_start_total(&p), 36);
    CHECK_INT(rules_setup(&p, RULES_GAME_URIM, 7), RULES_OK);
    CHECK_STR(th_holes(&p), "3 3 3 3 3 3 3 3 3 3 3 3 3 3");
    CHECK_STR(th_owner_text(&p), "SSSSSSSNNNNNNN");
    CHECK_INT(rules_start_total(&p), 42);
    CHECK_STR(th_legal(&p), "0 1 2 3 4 5 6");
    CHECK_INT(rules_setup(&p, RULES_GAME_URIM, 5), RULES_ERR_BAD_VARIANT);
}

/* From the setup, 3 from hole 0 go to 1, 2, 3 (4 each): the last lands in
 * an occupied hole, but Urim has a single lap: no relay. */
TEST(urim_2_a_single_lap_ends_even_in_an_occupied_hole)
{
    RulesPosition p;
    RulesTrace t = {0};
    rules_setup(&p, RULES_GAME_URIM, 6);
    CHECK_PLAY(&p, "0", &t, "lift@0=3(URIM-2) sow@1=4 sow@2=4 sow@3=4");
    CHECK_STR(th_holes(&p), "0 4 4 4 3 3 3 3 3 3 3 3");
    CHECK_INT(p.to_move, RULES_NORTH);
    rules_trace_free(&t);
}

/* 12 counters from hole 0 on 2x6: 1..11 get one each, hole 0 is skipped,
 * the 12th goes to hole 1 (South's own: no capture). */
TEST(urim_3_a_sowing_of_twelve_skips_its_start_hole)
{
    const int holes[12] = {12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    RulesPosition p;
    RulesTrace t = {0};
    CHECK(th_make(&p, RULES_GAME_URIM, 6, holes, 12, 12, RULES_SOUTH));
    CHECK_PLAY(&p, "0", &t,
               "lift@0=12(URIM-2) sow@1=1 sow@2=1 sow@3=1 sow@4=1 sow@5=1 "
               "sow@6=1 sow@7=1 sow@8=1 sow@9=1 sow@10=1 sow@11=1 "
               "skip@0(URIM-3) sow@1=2");
    CHECK_STR(th_holes(&p), "0 2 1 1 1 1 1 1 1 1 1 1");
    rules_trace_free(&t);
}

/* Hole 1 holds 17: the 3 counters from hole 0 pass it by and go to 2, 3,
 * 4. A position with 18 in a hole cannot exist. */
TEST(urim_3_a_hole_holding_seventeen_is_skipped)
{
    const int holes[12] = {3, 17, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0};
    const int over[12] = {3, 18, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0};
    RulesPosition p;
    RulesTrace t = {0};
    RulesWhy why;
    CHECK(th_make(&p, RULES_GAME_URIM, 6, holes, 8, 7, RULES_SOUTH));
    CHECK_PLAY(&p, "0", &t,
               "lift@0=3(URIM-2) skip@1(URIM-3) sow@2=1 "
               "sow@3=1 sow@4=1");
    CHECK_INT(t.events[1].extra, 17);
    CHECK_STR(th_holes(&p), "0 17 1 1 1 0 1 0 0 0 0 0");
    rules_setup(&p, RULES_GAME_URIM, 6);
    for (int i = 0; i < 12; i++) {
        p.holes[i] = (uint8_t)over[i];
    }
    p.captured[0] = 7;
    p.captured[1] = 7;
    CHECK(!rules_position_valid(&p, &why));
    CHECK_INT(why.rule, RULES_RULE_URIM_3);
    rules_trace_free(&t);
}

/* From the setup, South's 3 from hole 5 make North's 6, 7, 8 hold 4: a
 * landing that makes 4 captures nothing. A landing making 2 in your own
 * row captures nothing either. */
TEST(urim_4_only_a_last_counter_making_2_or_3_on_the_other_side_triggers)
{
    const int own[12] = {1, 1, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1};
    RulesPosition p;
    RulesTrace t = {0};
    rules_setup(&p, RULES_GAME_URIM, 6);
    CHECK_PLAY(&p, "5", &t, "lift@5=3(URIM-2) sow@6=4 sow@7=4 sow@8=4");
    CHECK(th_make(&p, RULES_GAME_URIM, 6, own, 14, 14, RULES_SOUTH));
    CHECK_PLAY(&p, "0", &t, "lift@0=1(URIM-2) sow@1=2");
    rules_trace_free(&t);
}

/* Worked example of docs/RULES.md: North's 3 from hole 10 go to 11, 0, 1; hole
 * 1 makes 3: trigger; back, hole 0 holds 4: captured (chains take 4s); before
 * hole 0 is North's own row: stop. North takes 7. */
TEST(urim_5_worked_example_trigger_and_chain_stop_at_the_row_end)
{
    const int holes[12] = {3, 2, 1, 1, 0, 1, 1, 0, 0, 0, 3, 1};
    RulesPosition p;
    RulesTrace t = {0};
    CHECK(th_make(&p, RULES_GAME_URIM, 6, holes, 9, 14, RULES_NORTH));
    CHECK_PLAY(&p, "10", &t,
               "lift@10=3(URIM-2) sow@11=2 sow@0=4 sow@1=3 "
               "capture@1=3(URIM-4) capture@0=4(URIM-5)");
    CHECK_STR(th_holes(&p), "0 0 1 1 0 1 1 0 0 0 0 2");
    CHECK_INT(p.captured[RULES_SOUTH], 9);
    CHECK_INT(p.captured[RULES_NORTH], 21);
    rules_trace_free(&t);
}

/* South's 3 from hole 5 make 6 -> 5, 7 -> 3, 8 -> 2: trigger at 8; back,
 * 7 (3) is captured, 6 (5) stops the chain. */
TEST(urim_5_the_chain_stops_at_a_hole_with_another_count)
{
    const int holes[12] = {0, 0, 0, 0, 0, 3, 4, 2, 1, 5, 0, 0};
    RulesPosition p;
    RulesTrace t = {0};
    CHECK(th_make(&p, RULES_GAME_URIM, 6, holes, 10, 11, RULES_SOUTH));
    CHECK_PLAY(&p, "5", &t,
               "lift@5=3(URIM-2) sow@6=5 sow@7=3 sow@8=2 "
               "capture@8=2(URIM-4) capture@7=3(URIM-5)");
    CHECK_STR(th_holes(&p), "0 0 0 0 0 0 5 0 0 5 0 0");
    CHECK_INT(p.captured[RULES_SOUTH], 15);
    rules_trace_free(&t);
}

/* South's 2 from hole 5 make 6 and 7 hold 2: the trigger and chain would
 * take all 4 of North's counters, so the move is played but captures
 * nothing. North must then feed South (URIM-7) but 6 -> 7, 8 and 7 -> 8, 9
 * stay home: no legal move, the game ends (URIM-8), North sweeps 4: 20-16,
 * North wins by 20 of 36: 1 point (URIM-9). */
TEST(urim_6_a_grand_slam_is_played_but_captures_nothing)
{
    const int holes[12] = {0, 0, 0, 0, 0, 2, 1, 1, 0, 0, 0, 0};
    RulesPosition p;
    RulesTrace t = {0};
    CHECK(th_make(&p, RULES_GAME_URIM, 6, holes, 16, 16, RULES_SOUTH));
    CHECK_PLAY(&p, "5", &t,
               "lift@5=2(URIM-2) sow@6=2 sow@7=2 "
               "note@7(URIM-6) sweep@6=2(URIM-8) "
               "sweep@7=2(URIM-8) end(URIM-8)");
    CHECK_OVER(&p, RULES_WINNER_NORTH, 16, 20);
    /* North still had 4 counters: the end is that South's row is empty
     * and North cannot feed it (URIM-7, URIM-8), not "North has none" */
    CHECK_INT(p.end_reason, RULES_END_NO_FEED);
    CHECK(rules_end_stuck(p.end_reason));
    CHECK_INT(rules_match_points(&p), 1);
    rules_trace_free(&t);
}

/* South's row is empty: North's 5 from hole 6 stay in North's row, the 5
 * from hole 9 reach 0, 1, 2: only "9" is legal. */
TEST(urim_7_when_the_other_row_is_empty_a_feeding_move_is_required)
{
    const int holes[12] = {0, 0, 0, 0, 0, 0, 5, 0, 0, 5, 0, 0};
    RulesPosition p;
    CHECK(th_make(&p, RULES_GAME_URIM, 6, holes, 13, 13, RULES_NORTH));
    CHECK_STR(th_legal(&p), "9");
    CHECK_STR(th_why(&p, "6"), "URIM-7");
}

/* South's last counter (hole 5) feeds North's empty row; North's single
 * counter then cannot reach South: no legal move, the game ends and North
 * sweeps it (URIM-8). With South's pile at s and North's at 35-s, the
 * final score is s to 36-s; on 2x7 (hole 6, piles s and 41-s), s to 42-s. */
static bool urim_end(int hpr, int south_pile, RulesPosition *p)
{
    int holes[14] = {0};
    holes[hpr - 1] = 1;
    int total = 6 * hpr;
    if (!th_make(p, RULES_GAME_URIM, hpr, holes, south_pile,
                 total - 1 - south_pile, RULES_SOUTH)) {
        return false;
    }
    char move[16];
    snprintf(move, sizeof move, "%d", hpr - 1);
    return th_play(p, move, NULL) && p->over &&
           p->end_rule == RULES_RULE_URIM_8 &&
           p->captured[0] == south_pile &&
           p->captured[1] == total - south_pile;
}

TEST(urim_8_the_game_ends_when_nothing_can_feed_and_rows_are_swept)
{
    RulesPosition p;
    CHECK(urim_end(6, 20, &p));
    CHECK_INT(p.winner, RULES_WINNER_SOUTH);
    /* North has its counter; South's row is empty and nothing feeds it */
    CHECK_INT(p.end_reason, RULES_END_NO_FEED);
    CHECK_STR(th_holes(&p), "0 0 0 0 0 0 0 0 0 0 0 0");
    CHECK_STR(th_legal(&p), "");
}

/* 27+ of 36 (32+ of 42) scores 2, 19-26 (22-31) scores 1, 18 (21) is a
 * drawn game: 0. North's wins count the same. */
TEST(urim_9_match_points_follow_the_three_quarters_and_half_thresholds)
{
    static const struct {
        int hpr, south, winner, points;
    } cases[] = {
        {6, 27, RULES_WINNER_SOUTH, 2}, {6, 26, RULES_WINNER_SOUTH, 1},
        {6, 19, RULES_WINNER_SOUTH, 1}, {6, 18, RULES_WINNER_DRAW, 0},
        {6, 17, RULES_WINNER_NORTH, 1}, {6, 10, RULES_WINNER_NORTH, 1},
        {6, 9, RULES_WINNER_NORTH, 2},  {7, 32, RULES_WINNER_SOUTH, 2},
        {7, 31, RULES_WINNER_SOUTH, 1}, {7, 22, RULES_WINNER_SOUTH, 1},
        {7, 21, RULES_WINNER_DRAW, 0},  {7, 11, RULES_WINNER_NORTH, 1},
        {7, 10, RULES_WINNER_NORTH, 2},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        RulesPosition p;
        CHECK(urim_end(cases[i].hpr, cases[i].south, &p));
        if (p.winner != cases[i].winner ||
            rules_match_points(&p) != cases[i].points) {
            CHECK_FAIL_AT("2x%d, South %d: winner %d, %d points",
                          cases[i].hpr, cases[i].south, p.winner,
                          rules_match_points(&p));
            return;
        }
    }
    RulesPosition playing;
    rules_setup(&playing, RULES_GAME_URIM, 6);
    CHECK_INT(rules_match_points(&playing), 0); /* no points mid-game */
}

/* Matches alternate the first player (the session layer counts the points);
 * the rules core must accept a Urim game that starts with North to move. */
TEST(urim_10_a_match_game_may_start_with_north_to_move)
{
    const int holes[14] = {3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3};
    RulesPosition p;
    CHECK(th_make(&p, RULES_GAME_URIM, 7, holes, 0, 0, RULES_NORTH));
    CHECK_STR(th_legal(&p), "7 8 9 10 11 12 13");
    CHECK(th_play(&p, "13", NULL)); /* 0, 1, 2 -> 4: no trigger */
    CHECK_STR(th_holes(&p), "4 4 4 3 3 3 3 3 3 3 3 3 3 0");
    CHECK_INT(p.to_move, RULES_SOUTH);
}

/* URIM-8's other case, set by hand: North to move with an empty row (play
 * never leaves it: URIM-6 keeps the last counters, URIM-7 feeds) has
 * nothing to sow: RULES_END_NO_MOVES; South sweeps its 3, 19-17. */
TEST(urim_8_an_empty_own_row_is_the_end_without_feeding)
{
    const int holes[12] = {3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    RulesPosition p;
    CHECK(th_make(&p, RULES_GAME_URIM, 6, holes, 16, 17, RULES_NORTH));
    CHECK_STR(th_legal(&p), "");
    rules_settle(&p);
    CHECK_OVER(&p, RULES_WINNER_SOUTH, 19, 17);
    CHECK_INT(p.end_reason, RULES_END_NO_MOVES);
    CHECK_INT(p.end_rule, RULES_RULE_URIM_8);
}

int main(void)
{
    RUN(urim_1_setup_is_three_per_hole_on_two_rows_of_six_or_seven);
    RUN(urim_2_a_single_lap_ends_even_in_an_occupied_hole);
    RUN(urim_3_a_sowing_of_twelve_skips_its_start_hole);
    RUN(urim_3_a_hole_holding_seventeen_is_skipped);
    RUN(urim_4_only_a_last_counter_making_2_or_3_on_the_other_side_triggers);
    RUN(urim_5_worked_example_trigger_and_chain_stop_at_the_row_end);
    RUN(urim_5_the_chain_stops_at_a_hole_with_another_count);
    RUN(urim_6_a_grand_slam_is_played_but_captures_nothing);
    RUN(urim_7_when_the_other_row_is_empty_a_feeding_move_is_required);
    RUN(urim_8_the_game_ends_when_nothing_can_feed_and_rows_are_swept);
    RUN(urim_9_match_points_follow_the_three_quarters_and_half_thresholds);
    RUN(urim_10_a_match_game_may_start_with_north_to_move);
    RUN(urim_8_an_empty_own_row_is_the_end_without_feeding);
    return check_summary();
}

