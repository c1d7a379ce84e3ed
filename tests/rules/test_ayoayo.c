/* test_ayoayo.c: Ayoayo (AYO-1..7, C-7) on hand-worked positions, and the rule book's worked example. */
#include "check.h"
#include "rules_helpers.h"

TEST(ayo_1_setup_is_two_rows_of_six_with_four_counters_each)
{
    RulesPosition p;
    CHECK_INT(rules_setup(&p, RULES_GAME_AYOAYO, 0), RULES_OK);
    CHECK_INT(p.hole_count, 12);
    CHECK_STR(th_holes(&p), "4 4 4 4 4 4 4 4 4 4 4 4");
    CHECK_INT(p.captured[0], 0);
    CHECK_INT(p.captured[1], 0);
    CHECK_INT(rules_start_total(&p), 48);
    CHECK_INT(p.to_move, RULES_SOUTH);
    CHECK_STR(th_owner_text(&p), "SSSSSSNNNNNN");
    CHECK_STR(th_legal(&p), "0 1 2 3 4 5");
    CHECK_INT(rules_setup(&p, RULES_GAME_AYOAYO, 7), RULES_ERR_BAD_VARIANT);
}

/* Worked example of docs/RULES.md: five laps, the last ends in hole 2 (emptied
 * by lap 4), opposite hole 9 holds 1: 1 + the capturing counter to the store. */
TEST(ayo_3_worked_example_opening_0_relays_five_laps_and_captures_two)
{
    RulesPosition p;
    RulesTrace t = {0};
    rules_setup(&p, RULES_GAME_AYOAYO, 0);
    CHECK(th_play(&p, "0", &t));
    CHECK_STR(th_holes(&p), "2 7 0 6 1 6 6 6 0 0 6 6");
    CHECK_INT(p.captured[RULES_SOUTH], 2);
    CHECK_INT(p.captured[RULES_NORTH], 0);
    CHECK_INT(p.to_move, RULES_NORTH);
    CHECK_STR(th_legal(&p), "6 7 10 11");
    CHECK_STR(th_trace(&t),
              "lift@0=4(AYO-2) sow@1=5 sow@2=5 sow@3=5 sow@4=5 "
              "relay@4=5(AYO-3) sow@5=5 sow@6=5 sow@7=5 sow@8=5 sow@9=5 "
              "relay@9=5(AYO-3) sow@10=5 sow@11=5 sow@0=1 sow@1=6 sow@2=6 "
              "relay@2=6(AYO-3) sow@3=6 sow@4=1 sow@5=6 sow@6=6 sow@7=6 "
              "sow@8=6 relay@8=6(AYO-3) sow@9=1 sow@10=6 sow@11=6 sow@0=2 "
              "sow@1=7 sow@2=1 capture@9=1(AYO-5) capture@2=1(AYO-5)");
    CHECK_INT(t.events[t.len - 1].lap, 5);
    rules_trace_free(&t);
}

/* North sows 2 from hole 11: round the end of the board into South's holes
 * 0 and 1, never into a store; it ends on South's side, so no capture even
 * though hole 10 opposite hole 1 is full. */
TEST(ayo_2_sowing_wraps_from_hole_11_to_0_and_never_into_a_store)
{
    const int holes[12] = {0, 0, 3, 0, 0, 0, 1, 1, 1, 1, 2, 2};
    RulesPosition p;
    RulesTrace t = {0};
    CHECK(th_make(&p, RULES_GAME_AYOAYO, 0, holes, 20, 17, RULES_NORTH));
    CHECK(th_play(&p, "11", &t));
    CHECK_STR(th_holes(&p), "1 1 3 0 0 0 1 1 1 1 2 0");
    CHECK_STR(th_trace(&t), "lift@11=2(AYO-2) sow@0=1 sow@1=1");
    CHECK_INT(p.captured[RULES_SOUTH], 20);
    CHECK_INT(p.captured[RULES_NORTH], 17);
    CHECK_STR(th_why(&p, "6"), "C-2");  /* South to move: not South's hole */
    CHECK_STR(th_why(&p, "3"), "AYO-2"); /* empty */
    rules_trace_free(&t);
}

/* 12 counters from hole 0 of an otherwise empty board: 1..11 get one each,
 * hole 0 is skipped (AYO-4), hole 1 gets a second: relay. Each later lap
 * lifts a 2 and makes the next-but-one hole 2, until the lap from hole 11
 * sows into hole 0 (the move's first hole: allowed) and into hole 1, which
 * lap 2 emptied: the move ends there and captures hole 10's 2 plus 1. */
TEST(ayo_4_a_lap_of_twelve_skips_its_origin_and_a_later_lap_may_sow_there)
{
    const int holes[12] = {12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    RulesPosition p;
    RulesTrace t = {0};
    CHECK(th_make(&p, RULES_GAME_AYOAYO, 0, holes, 18, 18, RULES_SOUTH));
    CHECK_PLAY(&p, "0", &t,
               "lift@0=12(AYO-2) sow@1=1 sow@2=1 sow@3=1 sow@4=1 sow@5=1 "
               "sow@6=1 sow@7=1 sow@8=1 sow@9=1 sow@10=1 sow@11=1 "
               "skip@0(AYO-4) sow@1=2 relay@1=2(AYO-3) sow@2=2 sow@3=2 "
               "relay@3=2(AYO-3) sow@4=2 sow@5=2 relay@5=2(AYO-3) sow@6=2 "
               "sow@7=2 relay@7=2(AYO-3) sow@8=2 sow@9=2 relay@9=2(AYO-3) "
               "sow@10=2 sow@11=2 relay@11=2(AYO-3) sow@0=1 sow@1=1 "
               "capture@10=2(AYO-5) capture@1=1(AYO-5)");
    CHECK_STR(th_holes(&p), "1 0 2 0 2 0 2 0 2 0 0 0");
    CHECK_INT(p.captured[RULES_SOUTH], 21);
    CHECK_INT(th_event(&t, RULES_EV_SKIP, 0)->lap, 1);
    rules_trace_free(&t);
}

/* The same move summed up for a preview (rules_move_summary): seven laps
 * (the lift of 12 from hole 0 and the relays from holes 1, 3, 5, 7, 9 and
 * 11, AYO-3), the last counter in hole 1, holes 10 and 1 captured (AYO-5:
 * 2 + 1); the position itself unchanged. */
TEST(ayo_5_a_moves_summary_counts_its_laps_and_captures_without_playing_it)
{
    const int holes[12] = {12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    RulesPosition p;
    CHECK(th_make(&p, RULES_GAME_AYOAYO, 0, holes, 18, 18, RULES_SOUTH));
    RulesMove m;
    CHECK(rules_move_parse("0", &m) == RULES_OK);
    RulesTraceSummary sum;
    rules_move_summary(&p, m, &sum);
    CHECK_INT(sum.laps, 7);
    CHECK_INT(sum.lifted, 12);
    CHECK_INT(sum.end_hole, 1);
    CHECK(!sum.end_in_pile);
    CHECK_INT(sum.captured, 3);
    CHECK(sum.captured_from == ((1u << 10) | (1u << 1)));
    CHECK_STR(th_holes(&p), "12 0 0 0 0 0 0 0 0 0 0 0");
}

/* 23 counters from hole 0 of an otherwise empty board: two whole rounds
 * give holes 1..11 two each (never hole 0, AYO-4) and the 23rd makes hole
 * 1 three: relay. Laps of 3 from holes 1, 4 and 7 each leave the next
 * three holes at 3; the lap from hole 10 sows holes 11, 0 and 1 (emptied
 * by lap 2), where the move ends: hole 10 opposite is empty, no capture. */
TEST(ayo_4_whole_rounds_skip_the_origin_and_the_rest_runs_on_after_it)
{
    const int holes[12] = {23, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    RulesPosition p, child[RULES_MAX_MOVES];
    RulesMove moves[RULES_MAX_MOVES];
    CHECK(th_make(&p, RULES_GAME_AYOAYO, 0, holes, 25, 0, RULES_SOUTH));
    CHECK_INT(rules_legal_children(&p, moves, child), 1); /* untraced */
    CHECK_STR(th_holes(&child[0]), "1 1 3 3 0 3 3 0 3 3 0 3");
    CHECK(th_play(&p, "0", NULL)); /* counter by counter */
    CHECK_STR(th_holes(&p), "1 1 3 3 0 3 3 0 3 3 0 3");
    CHECK_INT(p.captured[RULES_SOUTH], 25);
}

/* Every lap size from every hole: the untraced sowing, which adds a whole
 * lap at once, leaves the same board as the traced one, which sows counter
 * by counter and skips the origin one hole at a time (AYO-4). */
TEST(ayo_4_laps_of_every_size_agree_with_sowing_counter_by_counter)
{
    int compared = 0;
    for (int from = 0; from < 6; from++) {
        for (int n = 1; n <= 48; n++) {
            int north = n < 48; /* a counter for North's row, if any left */
            int holes[12] = {0};
            holes[from] = n;
            holes[11 - from] = north;
            RulesPosition p, child[RULES_MAX_MOVES];
            RulesMove moves[RULES_MAX_MOVES];
            CHECK(th_make(&p, RULES_GAME_AYOAYO, 0, holes, 48 - n - north, 0,
                          RULES_SOUTH));
            int k = rules_legal_children(&p, moves, child);
            for (int i = 0; i < k; i++) {
                RulesTrace t = {0};
                RulesPosition traced;
                rules_apply(&p, moves[i], &traced, &t);
                rules_trace_free(&t);
                rules_settle(&child[i]); /* as rules_apply does (C-8) */
                char untraced[64];
                snprintf(untraced, sizeof untraced, "%s", th_holes(&child[i]));
                CHECK_STR(untraced, th_holes(&traced));
                CHECK(rules_position_same(&child[i], &traced)); /* stores */
                CHECK_INT(child[i].over, traced.over);
                compared++;
            }
        }
    }
    CHECK_INT(compared, 6 * 48); /* none endless, North never left unfed */
}

/* One counter from 2 ends in empty hole 3 on South's side: with 2 counters
 * opposite (hole 8) it captures them and itself; with nothing opposite the
 * counter stays where it fell (decision). */
TEST(ayo_5_ending_in_an_own_empty_hole_captures_opposite_only_if_it_holds_any)
{
    const int full[12] = {0, 0, 1, 0, 0, 0, 1, 1, 2, 1, 1, 1};
    const int empty[12] = {0, 0, 1, 0, 0, 0, 1, 1, 0, 1, 1, 1};
    RulesPosition p;
    RulesTrace t = {0};
    CHECK(th_make(&p, RULES_GAME_AYOAYO, 0, full, 20, 20, RULES_SOUTH));
    CHECK_PLAY(&p, "2", &t,
               "lift@2=1(AYO-2) sow@3=1 capture@8=2(AYO-5) "
               "capture@3=1(AYO-5)");
    CHECK_STR(th_holes(&p), "0 0 0 0 0 0 1 1 0 1 1 1");
    CHECK_INT(p.captured[RULES_SOUTH], 23);
    /* North must now feed South (AYO-6): 7 (into empty 8) does not; 6, 9,
     * 10 and 11 relay or sow into South's row. */
    CHECK(!p.over);
    CHECK_STR(th_legal(&p), "6 9 10 11");

    CHECK(th_make(&p, RULES_GAME_AYOAYO, 0, empty, 21, 21, RULES_SOUTH));
    CHECK_PLAY(&p, "2", &t, "lift@2=1(AYO-2) sow@3=1");
    CHECK_STR(th_holes(&p), "0 0 0 1 0 0 1 1 0 1 1 1");
    CHECK_INT(p.captured[RULES_SOUTH], 21);
    rules_trace_free(&t);
}

/* North's row is empty: hole 0's single counter stops in hole 1 and feeds
 * nobody, so only hole 5 (3 counters into 6, 7, 8) is legal. */
TEST(ayo_6_when_the_other_row_is_empty_only_feeding_moves_are_legal)
{
    const int holes[12] = {1, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0};
    RulesPosition p;
    CHECK(th_make(&p, RULES_GAME_AYOAYO, 0, holes, 22, 22, RULES_SOUTH));
    CHECK_STR(th_legal(&p), "5");
    CHECK_STR(th_why(&p, "0"), "AYO-6");
    CHECK(th_play(&p, "5", NULL));
    CHECK_STR(th_holes(&p), "1 0 0 0 0 0 1 1 1 0 0 0");
}

/* North's last counter goes from 11 into South's hole 0. South, to move
 * with North's row empty, has 0 (1 into hole 1, relay 2 into 2 and 3) and
 * 1 (into 2): neither reaches North, so no legal move: the game ends
 * (AYO-6, AYO-7) and South's 2 board counters go to South's store. */
TEST(ayo_7_no_feeding_move_ends_the_game_and_each_side_sweeps_its_own_row)
{
    const int holes[12] = {0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1};
    RulesPosition p;
    RulesTrace t = {0};
    CHECK(th_make(&p, RULES_GAME_AYOAYO, 0, holes, 20, 26, RULES_NORTH));
    CHECK_PLAY(&p, "11", &t,
               "lift@11=1(AYO-2) sow@0=1 sweep@0=1(AYO-7) "
               "sweep@1=1(AYO-7) end(AYO-7)");
    CHECK_OVER(&p, RULES_WINNER_NORTH, 22, 26);
    /* South had 2 counters: it is AYO-6's end, not an empty own row */
    CHECK_INT(p.end_reason, RULES_END_NO_FEED);
    CHECK_INT(p.end_rule, RULES_RULE_AYO_7);
    CHECK_STR(th_holes(&p), "0 0 0 0 0 0 0 0 0 0 0 0");
    CHECK_STR(th_legal(&p), "");
    CHECK_INT(p.to_move, RULES_SOUTH); /* who would have moved */
    rules_trace_free(&t);
}

/* North's 6 -> 7 captures South's last 3 (hole 4) + 1; South, to move with
 * an empty row, has no move: North's 2 left in hole 11 go to North's store:
 * 28-20. */
TEST(ayo_7_an_empty_own_row_ends_the_game_after_the_capture)
{
    const int holes[12] = {0, 0, 0, 0, 3, 0, 1, 0, 0, 0, 0, 2};
    RulesPosition p;
    RulesTrace t = {0};
    CHECK(th_make(&p, RULES_GAME_AYOAYO, 0, holes, 20, 22, RULES_NORTH));
    CHECK_PLAY(&p, "6", &t,
               "lift@6=1(AYO-2) sow@7=1 capture@4=3(AYO-5) "
               "capture@7=1(AYO-5) sweep@11=2(AYO-7) end(AYO-7)");
    CHECK_OVER(&p, RULES_WINNER_NORTH, 20, 28);
    /* for want of counters, not of a feeding move (North still had 2) */
    CHECK_INT(p.end_reason, RULES_END_NO_MOVES);
    rules_trace_free(&t);
}

/*
 * C-7: [2,0,1,0,1,0,1,0,1,0,2,1]. From hole 0 a 2 is lifted and sown into a
 * 0 and a 1; that 1 becomes 2 and is relayed; the wave runs round and round
 * the board for ever (every lap holds 2 or 3 counters, so AYO-4's skip never
 * matters). The reference sower below (the rule book, no cycle detector)
 * shows lap 73 starting from the very board and hole of lap 1, so the move
 * is endless: not legal. Holes 2 and 4 (one counter into an empty hole) are.
 */
TEST(c_7_ayoayo_an_endless_relay_move_is_not_legal)
{
    const int holes[12] = {2, 0, 1, 0, 1, 0, 1, 0, 1, 0, 2, 1};
    RulesPosition p;
    CHECK(th_make(&p, RULES_GAME_AYOAYO, 0, holes, 20, 19, RULES_SOUTH));
    CHECK_INT(th_reference_relay_period(holes, 12, 0, true, 1000), 72);
    CHECK_STR(th_legal(&p), "2 4");
    CHECK_STR(th_why(&p, "0"), "C-7");
    RulesGame g;
    RulesWhy why;
    CHECK_INT(rules_game_init(&g, &p), RULES_OK);
    CHECK_INT(rules_game_play(&g, th_move("0"), NULL, &why),
              RULES_ERR_ILLEGAL);
    CHECK_INT(why.rule, RULES_RULE_C_7);
    CHECK_INT(g.len, 1);
    rules_game_free(&g);
}

int main(void)
{
    RUN(ayo_1_setup_is_two_rows_of_six_with_four_counters_each);
    RUN(ayo_3_worked_example_opening_0_relays_five_laps_and_captures_two);
    RUN(ayo_2_sowing_wraps_from_hole_11_to_0_and_never_into_a_store);
    RUN(ayo_4_a_lap_of_twelve_skips_its_origin_and_a_later_lap_may_sow_there);
    RUN(ayo_5_a_moves_summary_counts_its_laps_and_captures_without_playing_it);
    RUN(ayo_4_whole_rounds_skip_the_origin_and_the_rest_runs_on_after_it);
    RUN(ayo_4_laps_of_every_size_agree_with_sowing_counter_by_counter);
    RUN(ayo_5_ending_in_an_own_empty_hole_captures_opposite_only_if_it_holds_any);
    RUN(ayo_6_when_the_other_row_is_empty_only_feeding_moves_are_legal);
    RUN(ayo_7_no_feeding_move_ends_the_game_and_each_side_sweeps_its_own_row);
    RUN(ayo_7_an_empty_own_row_ends_the_game_after_the_capture);
    RUN(c_7_ayoayo_an_endless_relay_move_is_not_legal);
    return check_summary();
}

