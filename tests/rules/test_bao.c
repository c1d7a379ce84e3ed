/* test_bao.c: Bao Kigogo (BAO-1..8, C-3) on hand-worked positions, and the rule book's worked example. */
#include "check.h"
#include "rules_helpers.h"

/* Builds a Bao Kigogo position from 48 counts (absolute holes, C-3). */
static bool bao(RulesPosition *p, const int holes[48], int south, int north,
                RulesSide to_move)
{
    return th_make(p, RULES_GAME_BAO_KIGOGO, 0, holes, south, north,
                   to_move);
}

TEST(bao_1_setup_has_two_in_every_hole_but_b11_and_c0)
{
    RulesPosition p;
    CHECK_INT(rules_setup(&p, RULES_GAME_BAO_KIGOGO, 0), RULES_OK);
    CHECK_INT(p.hole_count, 48);
    for (int i = 0; i < 48; i++) {
        CHECK_INT(p.holes[i], i == 23 || i == 47 ? 0 : 2);
        CHECK_INT(rules_owner(&p, i), i < 24 ? RULES_SOUTH : RULES_NORTH);
    }
    CHECK_INT(rules_start_total(&p), 92);
    CHECK_INT(th_total(&p), 92);
    CHECK_STR(th_legal(&p), "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 "
                            "18 19 20 21 22");
}

/* Worked example of docs/RULES.md: D0's 2 go to 1 and 2; each lap of 3 ends in
 * an occupied hole and relays, until the lap from 20 ends in C0 (23), empty
 * at the start; North's B0 (36) and A0 (35) are captured. */
TEST(bao_3_worked_example_opening_0_relays_to_c0_and_captures_the_file)
{
    RulesPosition p;
    RulesTrace t = {0};
    rules_setup(&p, RULES_GAME_BAO_KIGOGO, 0);
    CHECK_PLAY(&p, "0", &t,
               "lift@0=2(BAO-2) sow@1=3 sow@2=3 relay@2=3(BAO-3) sow@3=3 "
               "sow@4=3 sow@5=3 relay@5=3(BAO-3) sow@6=3 sow@7=3 sow@8=3 "
               "relay@8=3(BAO-3) sow@9=3 sow@10=3 sow@11=3 relay@11=3(BAO-3) "
               "sow@12=3 sow@13=3 sow@14=3 relay@14=3(BAO-3) sow@15=3 "
               "sow@16=3 sow@17=3 relay@17=3(BAO-3) sow@18=3 sow@19=3 "
               "sow@20=3 relay@20=3(BAO-3) sow@21=3 sow@22=3 sow@23=1 "
               "capture@36=2(BAO-5) capture@35=2(BAO-5)");
    CHECK_STR(th_holes(&p), "0 3 0 3 3 0 3 3 0 3 3 0 3 3 0 3 3 0 3 3 0 3 3 1 "
                            "2 2 2 2 2 2 2 2 2 2 2 0 0 2 2 2 2 2 2 2 2 2 2 0");
    CHECK_INT(p.captured[RULES_SOUTH], 4);
    CHECK_INT(p.captured[RULES_NORTH], 0);
    CHECK_INT(p.to_move, RULES_NORTH);
    rules_trace_free(&t);
}

/* South's 3 from hole 22 go to 23 and on round its circuit to 0 and 1;
 * North's 3 from 46 go to 47 and on to 24 and 25: nobody sows into the
 * other's rows. Both end in an empty back-row hole: no capture. */
TEST(c_3_each_player_sows_only_around_its_own_two_rows)
{
    const int holes[48] = {[22] = 3, [5] = 2, [46] = 3, [30] = 2};
    RulesPosition p;
    RulesTrace t = {0};
    CHECK(bao(&p, holes, 41, 41, RULES_SOUTH));
    CHECK_STR(th_why(&p, "30"), "C-3");
    CHECK_PLAY(&p, "22", &t, "lift@22=3(BAO-2) sow@23=1 sow@0=1 sow@1=1");
    CHECK_PLAY(&p, "46", &t, "lift@46=3(BAO-2) sow@47=1 sow@24=1 sow@25=1");
    CHECK_INT(p.holes[23] + p.holes[0] + p.holes[1], 3);
    CHECK_INT(p.holes[47] + p.holes[24] + p.holes[25], 3);
    rules_trace_free(&t);
}

/* 24 counters from D0 fill South's 24 holes once each; the 24th falls back
 * into D0 itself (not skipped), empty since the lift: the move ends there. */
TEST(bao_2_twenty_four_counters_from_d0_come_back_to_d0_unskipped)
{
    const int holes[48] = {[0] = 24, [30] = 2};
    RulesPosition p;
    RulesTrace t = {0};
    CHECK(bao(&p, holes, 66, 0, RULES_SOUTH));
    CHECK(th_play(&p, "0", &t));
    CHECK_INT(th_count(&t, RULES_EV_SOW), 24);
    CHECK_INT(th_count(&t, RULES_EV_RELAY), 0);
    CHECK_INT(t.events[t.len - 1].kind, RULES_EV_SOW);
    CHECK_INT(t.events[t.len - 1].hole, 0);
    for (int i = 0; i < 24; i++) {
        CHECK_INT(p.holes[i], 1);
    }
    CHECK_INT(p.holes[30], 2);
    rules_trace_free(&t);
}

/* D0's 2 go to D1 (empty) and D2 (1 -> 2): occupied, so relay: D2's 2 go
 * to D3 and D4, empty: the move ends. The single counter of D2 could not
 * have moved by itself while D0 held 2 (BAO-4). */
TEST(bao_3_a_lap_ending_in_an_occupied_hole_relays_its_contents)
{
    const int holes[48] = {[0] = 2, [2] = 1, [30] = 2};
    RulesPosition p;
    RulesTrace t = {0};
    CHECK(bao(&p, holes, 87, 0, RULES_SOUTH));
    CHECK_STR(th_legal(&p), "0");
    CHECK_STR(th_why(&p, "2"), "BAO-4");
    CHECK_STR(th_why(&p, "1"), "BAO-2");
    CHECK_PLAY(&p, "0", &t,
               "lift@0=2(BAO-2) sow@1=1 sow@2=2 "
               "relay@2=2(BAO-3) sow@3=1 sow@4=1");
    CHECK_INT(p.holes[1] + p.holes[3] + p.holes[4], 3);
    CHECK_INT(p.holes[0] + p.holes[2], 0);
    rules_trace_free(&t);
}

/* Only singletons: 6 and 10 may step into the empty next hole; 5 may not
 * (hole 6 is occupied). */
TEST(bao_4_singletons_move_only_into_an_empty_next_hole)
{
    const int holes[48] = {[5] = 1, [6] = 1, [10] = 1, [30] = 2};
    RulesPosition p;
    RulesTrace t = {0};
    CHECK(bao(&p, holes, 87, 0, RULES_SOUTH));
    CHECK_STR(th_legal(&p), "6 10");
    CHECK_STR(th_why(&p, "5"), "BAO-4");
    CHECK_PLAY(&p, "10", &t, "lift@10=1(BAO-4) sow@11=1(BAO-4)");
    rules_trace_free(&t);
}

/* South's 2 from C7 (16) end in empty C5 (18). Column 5: B5 is hole 41,
 * A5 hole 30 (C-3). B5 and A5 full: both captured; B5 only: B5; A5 only:
 * nothing, the back row is never taken without the front hole. */
TEST(bao_5_file_capture_takes_the_front_hole_then_the_back_hole)
{
    const int both[48] = {[16] = 2, [40] = 2, [41] = 3, [30] = 2};
    const int front[48] = {[16] = 2, [40] = 2, [41] = 3};
    const int back[48] = {[16] = 2, [40] = 2, [30] = 2};
    RulesPosition p;
    RulesTrace t = {0};
    CHECK(bao(&p, both, 83, 0, RULES_SOUTH));
    CHECK_PLAY(&p, "16", &t,
               "lift@16=2(BAO-2) sow@17=1 sow@18=1 "
               "capture@41=3(BAO-5) capture@30=2(BAO-5)");
    CHECK_INT(p.captured[RULES_SOUTH], 88);

    CHECK(bao(&p, front, 85, 0, RULES_SOUTH));
    CHECK_PLAY(&p, "16", &t,
               "lift@16=2(BAO-2) sow@17=1 sow@18=1 "
               "capture@41=3(BAO-5)");

    CHECK(bao(&p, back, 86, 0, RULES_SOUTH));
    CHECK_PLAY(&p, "16", &t, "lift@16=2(BAO-2) sow@17=1 sow@18=1");
    CHECK_INT(p.holes[30], 2);
    CHECK_INT(p.captured[RULES_SOUTH], 86);
    rules_trace_free(&t);
}

/* North's 2 from B4 (40) end in empty B6 (42); column 6: South's C6 is hole
 * 17 and D6 hole 6 (C-3): both captured, 3 + 5. */
TEST(bao_5_north_captures_the_file_from_its_own_front_row)
{
    const int holes[48] = {[40] = 2, [17] = 3, [6] = 5, [0] = 2};
    RulesPosition p;
    RulesTrace t = {0};
    CHECK(bao(&p, holes, 80, 0, RULES_NORTH));
    CHECK_PLAY(&p, "40", &t,
               "lift@40=2(BAO-2) sow@41=1 sow@42=1 "
               "capture@17=3(BAO-5) capture@6=5(BAO-5)");
    CHECK_INT(p.captured[RULES_NORTH], 8);
    rules_trace_free(&t);
}

/* South's singleton steps from D11 into C11 (12), capturing B11 (47) and
 * A11 (24): North's last counters. North cannot move: South wins, and
 * South's counter stays on the board (no sweep). */
TEST(bao_6_a_player_without_counters_loses_and_nothing_is_swept)
{
    const int holes[48] = {[11] = 1, [47] = 1, [24] = 3};
    RulesPosition p;
    RulesTrace t = {0};
    CHECK(bao(&p, holes, 87, 0, RULES_SOUTH));
    CHECK_PLAY(&p, "11", &t,
               "lift@11=1(BAO-4) sow@12=1(BAO-4) "
               "capture@47=1(BAO-5) capture@24=3(BAO-5) "
               "end(BAO-6)");
    CHECK(p.over);
    CHECK_INT(p.winner, RULES_WINNER_SOUTH);
    CHECK_INT(p.end_reason, RULES_END_NO_MOVES);
    CHECK_INT(p.end_rule, RULES_RULE_BAO_6);
    CHECK_INT(p.holes[12], 1);
    CHECK_INT(p.captured[RULES_SOUTH], 91);
    CHECK_STR(th_legal(&p), "");
    rules_trace_free(&t);
}

/* North has a single counter in each of its 24 holes: no hole holds 2 and
 * every singleton's next hole is occupied, so after South's move North has
 * no legal move and loses, its 24 counters still on the board. */
TEST(bao_6_a_player_whose_singletons_are_all_blocked_loses)
{
    int holes[48] = {[0] = 2};
    for (int i = 24; i < 48; i++) {
        holes[i] = 1;
    }
    RulesPosition p;
    RulesTrace t = {0};
    CHECK(bao(&p, holes, 66, 0, RULES_SOUTH));
    CHECK_PLAY(&p, "0", &t, "lift@0=2(BAO-2) sow@1=1 sow@2=1 end(BAO-6)");
    CHECK_INT(p.winner, RULES_WINNER_SOUTH);
    for (int i = 24; i < 48; i++) {
        CHECK_INT(p.holes[i], 1);
    }
    rules_trace_free(&t);
}

/*
 * BAO-7: a 24-move cycle, taken from a random game (seed 202 of the
 * property test) and checked here step by step. Each side moves a "2"
 * along a row of singles (a 2 sown onto the next 1 and into the empty hole
 * beyond; or relayed across alternate 1s), and after 12 moves each the
 * board is exactly as before, nothing captured. The second occurrence of
 * the position ends the game at once, drawn, with no sweep; under C-6 (a
 * third occurrence) the same game would still be on.
 */
TEST(bao_7_a_position_occurring_a_second_time_draws_at_once)
{
    const int holes[48] = {1, 0, 0, 2, 1, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 1,
                           0, 0, 0, 0, 1, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0,
                           0, 0, 2, 0, 1, 0, 1, 0, 1, 1, 0, 0, 1, 0, 1, 0};
    const char *cycle[24] = {"3",  "34", "4",  "41", "5",  "42",
                             "6",  "43", "7",  "24", "8",  "27",
                             "9",  "28", "14", "29", "17", "30",
                             "18", "31", "19", "32", "2",  "33"};
    RulesPosition start;
    RulesGame g;
    RulesTrace t = {0};
    RulesWhy why;
    CHECK(bao(&start, holes, 37, 37, RULES_SOUTH));
    CHECK_INT(rules_game_init(&g, &start), RULES_OK);
    for (int i = 0; i < 24; i++) {
        const RulesPosition *cur = rules_game_current(&g);
        CHECK(!cur->over);
        /* No earlier position comes back before the 24th move. */
        CHECK(i == 0 || !rules_position_same(cur, &start));
        rules_trace_clear(&t);
        if (rules_game_play(&g, th_move(cycle[i]), &t, &why) != RULES_OK) {
            CHECK_FAIL_AT("move %d (%s): %s", i + 1, cycle[i], why.text);
            break;
        }
        CHECK_INT(th_count(&t, RULES_EV_CAPTURE), 0);
    }
    const RulesPosition *end = rules_game_current(&g);
    CHECK(rules_position_same(end, &start));
    CHECK(end->over);
    CHECK_INT(end->winner, RULES_WINNER_DRAW);
    CHECK_INT(end->end_reason, RULES_END_REPETITION);
    CHECK_INT(end->end_rule, RULES_RULE_BAO_7);
    CHECK_STR(th_holes(end), th_holes(&start)); /* no sweep */
    CHECK_INT(t.events[t.len - 1].kind, RULES_EV_END);
    CHECK_INT(t.events[t.len - 1].rule, RULES_RULE_BAO_7);
    CHECK_STR(th_legal(end), "");
    rules_trace_free(&t);
    rules_game_free(&g);
}

/*
 * BAO-8 and C-7: South's circuit [2,0,1,0,1,...,1,0,2,1] (2 in holes 0
 * and 22, 1 in the even holes 2..20 and in 23). From hole 0 a 2 is sown
 * onto a 0 and a 1, that 1 becomes 2 and is relayed, and the wave runs
 * round the circuit for ever: the reference sower shows lap 289 starting
 * from the very board and hole of lap 1. So 0 is not legal; 22 is (it ends,
 * and singletons may not move while holes hold 2).
 */
TEST(bao_8_an_endless_relay_is_not_a_legal_move)
{
    int holes[48] = {[0] = 2, [22] = 2, [23] = 1, [30] = 2};
    for (int i = 2; i <= 20; i += 2) {
        holes[i] = 1;
    }
    RulesPosition p;
    CHECK(bao(&p, holes, 75, 0, RULES_SOUTH));
    CHECK_INT(th_reference_relay_period(holes, 24, 0, false, 1000), 288);
    CHECK_INT(th_reference_relay_period(holes, 24, 22, false, 1000), -1);
    CHECK_STR(th_legal(&p), "22");
    CHECK_STR(th_why(&p, "0"), "BAO-8");
}

int main(void)
{
    RUN(bao_1_setup_has_two_in_every_hole_but_b11_and_c0);
    RUN(bao_3_worked_example_opening_0_relays_to_c0_and_captures_the_file);
    RUN(c_3_each_player_sows_only_around_its_own_two_rows);
    RUN(bao_2_twenty_four_counters_from_d0_come_back_to_d0_unskipped);
    RUN(bao_3_a_lap_ending_in_an_occupied_hole_relays_its_contents);
    RUN(bao_4_singletons_move_only_into_an_empty_next_hole);
    RUN(bao_5_file_capture_takes_the_front_hole_then_the_back_hole);
    RUN(bao_5_north_captures_the_file_from_its_own_front_row);
    RUN(bao_6_a_player_without_counters_loses_and_nothing_is_swept);
    RUN(bao_6_a_player_whose_singletons_are_all_blocked_loses);
    RUN(bao_7_a_position_occurring_a_second_time_draws_at_once);
    RUN(bao_8_an_endless_relay_is_not_a_legal_move);
    return check_summary();
}
