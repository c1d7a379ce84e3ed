/* test_gore.c: Goré (GORE-1..9) on hand-worked positions, and the rule book's worked example. */
#include "check.h"
#include "rules_helpers.h"

static const int all_threes[8] = {3, 3, 3, 3, 3, 3, 3, 3};

TEST(gore_1_setup_is_two_rows_of_four_with_six_counters_each)
{
    RulesPosition p;
    CHECK_INT(rules_setup(&p, RULES_GAME_GORE, 0), RULES_OK);
    CHECK_INT(p.hole_count, 8);
    CHECK_STR(th_holes(&p), "6 6 6 6 6 6 6 6");
    CHECK_STR(th_owner_text(&p), "SSSSNNNN");
    CHECK_INT(rules_start_total(&p), 48);
    CHECK_INT(p.captured[0] + p.captured[1], 0);
    CHECK_INT(p.to_move, RULES_SOUTH);
    /* North's pile is empty, so no offer yet (GORE-6). */
    CHECK_STR(th_legal(&p), "0 1 2 3");
}

/* Holes owned alternately: South may sow only the holes it owns now, and a
 * capture looks at the landing hole's owner now. 3 counters from hole 6
 * (South's) go to 7, 0, 1; hole 1 is North's and makes 4: captured
 * (GORE-4); backward 0 (4) and 7 (4) too, 6 (emptied) stops; forward 2
 * holds 3: stop. */
TEST(gore_2_your_holes_are_the_holes_you_own_now_wherever_they_are)
{
    RulesPosition p;
    RulesTrace t = {0};
    CHECK(th_make(&p, RULES_GAME_GORE, 0, all_threes, 12, 12, RULES_SOUTH));
    th_owners(&p, "SNSNSNSN");
    CHECK(rules_position_valid(&p, NULL));
    CHECK_STR(th_why(&p, "1"), "GORE-2");
    CHECK_STR(th_why(&p, "offer:1"), "GORE-6");
    CHECK(strncmp(th_legal(&p), "0 2 4 6 offer:0 ", 16) == 0);
    CHECK_PLAY(&p, "6", &t,
               "lift@6=3(GORE-3) sow@7=4 sow@0=4 sow@1=4 capture@1=4(GORE-4) "
               "capture@0=4(GORE-5) capture@7=4(GORE-5)");
    CHECK_STR(th_holes(&p), "0 0 3 3 3 3 0 0");
    CHECK_INT(p.captured[RULES_SOUTH], 24);
    rules_trace_free(&t);
}

/* 9 counters from hole 0 go to 1..7, then into hole 0 itself (not skipped)
 * and hole 1: the last lands in South's own hole, so nothing is captured. */
TEST(gore_3_a_sowing_of_eight_or_more_does_not_skip_the_start_hole)
{
    const int holes[8] = {9, 3, 3, 3, 6, 6, 6, 6};
    RulesPosition p;
    RulesTrace t = {0};
    CHECK(th_make(&p, RULES_GAME_GORE, 0, holes, 3, 3, RULES_SOUTH));
    CHECK_PLAY(&p, "0", &t,
               "lift@0=9(GORE-3) sow@1=4 sow@2=4 sow@3=4 "
               "sow@4=7 sow@5=7 sow@6=7 sow@7=7 sow@0=1 "
               "sow@1=5");
    CHECK_STR(th_holes(&p), "1 5 4 4 7 7 7 7");
    CHECK_INT(p.captured[RULES_SOUTH], 3);
    CHECK_INT(p.to_move, RULES_NORTH);
    rules_trace_free(&t);
}

/* 4 counters from hole 0 end in North's hole 4, making it 2: captured.
 * Its neighbours hold 1 (hole 3) and 3 (hole 5), so no chain. With one more
 * counter in hole 4 the landing makes 3: nothing. */
TEST(gore_4_the_last_counter_making_an_opponent_hole_2_or_4_captures_it)
{
    const int two[8] = {4, 5, 0, 0, 1, 3, 5, 6};
    const int three[8] = {4, 5, 0, 0, 2, 3, 5, 6};
    RulesPosition p;
    RulesTrace t = {0};
    CHECK(th_make(&p, RULES_GAME_GORE, 0, two, 12, 12, RULES_SOUTH));
    CHECK_PLAY(&p, "0", &t,
               "lift@0=4(GORE-3) sow@1=6 sow@2=1 sow@3=1 "
               "sow@4=2 capture@4=2(GORE-4)");
    CHECK_STR(th_holes(&p), "0 6 1 1 0 3 5 6");
    CHECK_INT(p.captured[RULES_SOUTH], 14);

    CHECK(th_make(&p, RULES_GAME_GORE, 0, three, 11, 12, RULES_SOUTH));
    CHECK(th_play(&p, "0", &t));
    CHECK_INT(th_count(&t, RULES_EV_CAPTURE), 0);
    CHECK_STR(th_holes(&p), "0 6 1 1 3 3 5 6");
    CHECK_INT(p.captured[RULES_SOUTH], 11);
    rules_trace_free(&t);
}

/* Worked example of docs/RULES.md: 20 counters from hole 2 go twice round and
 * on to 3..6; hole 6 (North's) makes 4: captured; backward 5, 4, 3 (South's
 * own) hold 4 and 2 holds 2: captured; 1 holds 6: stop; forward 7 holds 8:
 * stop. South takes 18. */
TEST(gore_5_worked_example_two_way_chain_crosses_into_the_movers_own_holes)
{
    const int holes[8] = {2, 4, 20, 1, 1, 1, 1, 6};
    RulesPosition p;
    RulesTrace t = {0};
    CHECK(th_make(&p, RULES_GAME_GORE, 0, holes, 6, 6, RULES_SOUTH));
    CHECK(th_play(&p, "2", &t));
    CHECK_STR(th_holes(&p), "4 6 0 0 0 0 0 8");
    CHECK_INT(p.captured[RULES_SOUTH], 24);
    CHECK_INT(p.captured[RULES_NORTH], 6);
    CHECK(strstr(th_trace(&t),
                 "sow@6=4 capture@6=4(GORE-4) capture@5=4(GORE-5) "
                 "capture@4=4(GORE-5) capture@3=4(GORE-5) "
                 "capture@2=2(GORE-5)") != NULL);
    CHECK_INT(th_count(&t, RULES_EV_SOW), 20);
    CHECK_INT(th_count(&t, RULES_EV_CAPTURE), 5);
    CHECK(!p.over);
    /* North: sow 7, or offer 1-3 of its four holes (South's pile of 24
     * covers 3 x 6), sorted as numbers then words. */
    CHECK_STR(th_legal(&p),
              "7 offer:4 offer:4,5 offer:4,5,6 offer:4,5,7 offer:4,6 "
              "offer:4,6,7 offer:4,7 offer:5 offer:5,6 offer:5,6,7 "
              "offer:5,7 offer:6 offer:6,7 offer:7");
    rules_trace_free(&t);
}

/* 2 counters from hole 3 make holes 4 and 5 hold 2: 5 is captured
 * (GORE-4); backward 4 (2): captured, 3 (just emptied): stop; forward 6 (4),
 * 7 (2) and South's own hole 0 (2): captured; 1 holds 3: stop. */
TEST(gore_5_chain_runs_backward_and_forward_across_owners)
{
    const int holes[8] = {2, 3, 0, 2, 1, 1, 4, 2};
    RulesPosition p;
    RulesTrace t = {0};
    CHECK(th_make(&p, RULES_GAME_GORE, 0, holes, 15, 18, RULES_SOUTH));
    CHECK_PLAY(&p, "3", &t,
               "lift@3=2(GORE-3) sow@4=2 sow@5=2 capture@5=2(GORE-4) "
               "capture@4=2(GORE-5) capture@6=4(GORE-5) capture@7=2(GORE-5) "
               "capture@0=2(GORE-5)");
    CHECK_STR(th_holes(&p), "0 3 0 0 0 0 0 0");
    CHECK_INT(p.captured[RULES_SOUTH], 27);
    CHECK(!p.over); /* hole 1 still holds 3 (GORE-8) */
    CHECK_STR(th_legal(&p), "pass"); /* North owns no counter (GORE-7) */
    rules_trace_free(&t);
}

/* One counter from hole 0 makes South's own hole 1 hold 2, next to 2s:
 * a landing in your own hole captures nothing and starts no chain. */
TEST(gore_5_a_landing_in_an_own_hole_starts_no_chain)
{
    const int holes[8] = {1, 1, 2, 0, 4, 4, 4, 4};
    RulesPosition p;
    RulesTrace t = {0};
    CHECK(th_make(&p, RULES_GAME_GORE, 0, holes, 14, 14, RULES_SOUTH));
    CHECK_PLAY(&p, "0", &t, "lift@0=1(GORE-3) sow@1=2");
    CHECK_STR(th_holes(&p), "0 2 2 0 4 4 4 4");
    rules_trace_free(&t);
}

/* Offers need 6 counters in the other pile per hole: North holds 12, so
 * South may offer one or two of its holes, never three; only its own holes. */
TEST(gore_6_offers_need_six_counters_per_hole_in_the_other_pile)
{
    RulesPosition p;
    CHECK(th_make(&p, RULES_GAME_GORE, 0, all_threes, 12, 12, RULES_SOUTH));
    CHECK_STR(th_legal(&p), "0 1 2 3 offer:0 offer:0,1 offer:0,2 offer:0,3 "
                            "offer:1 offer:1,2 offer:1,3 offer:2 offer:2,3 "
                            "offer:3");
    CHECK_STR(th_why(&p, "offer:0,1,2"), "GORE-6");
    CHECK_STR(th_why(&p, "offer:4"), "GORE-6");
    CHECK_STR(th_why(&p, "accept"), "GORE-6"); /* no offer to answer */
    CHECK_STR(th_why(&p, "pass"), "GORE-7");
}

/* With South owning five holes and North's pile at 24, offers still hold at
 * most three holes; owning two, South may offer only one (keep one). */
TEST(gore_6_an_offer_holds_one_to_three_holes_and_keeps_one)
{
    RulesPosition p;
    CHECK(th_make(&p, RULES_GAME_GORE, 0, all_threes, 0, 24, RULES_SOUTH));
    th_owners(&p, "SSSSSNNN");
    CHECK(rules_position_valid(&p, NULL));
    CHECK_STR(th_why(&p, "offer:0,1,2"), "legal");
    CHECK_STR(th_why(&p, "offer:2,3,4"), "legal");
    CHECK_STR(th_why(&p, "offer:0,1,2,3"), "GORE-6");
    th_owners(&p, "SSNNNNNN");
    CHECK_STR(th_legal(&p), "0 1 offer:0 offer:1");
    CHECK_STR(th_why(&p, "offer:0,1"), "GORE-6");
}

/* South offers holes 0 and 1; North's only moves are accept and decline.
 * Accepting gives North the holes and 6 counters from its pile into each
 * (12 -> 0), and North moves again; hole 0 is now North's (GORE-2). */
TEST(gore_6_accepting_moves_ownership_and_six_counters_per_hole)
{
    RulesPosition p;
    RulesTrace t = {0};
    CHECK(th_make(&p, RULES_GAME_GORE, 0, all_threes, 12, 12, RULES_SOUTH));
    CHECK_PLAY(&p, "offer:0,1", &t, "offer(GORE-6)");
    CHECK_INT(t.events[0].extra, 0x3);
    CHECK_INT(p.offer, 0x3);
    CHECK_INT(p.to_move, RULES_NORTH);
    CHECK_STR(th_legal(&p), "accept decline");
    CHECK_STR(th_why(&p, "4"), "GORE-6"); /* answer the offer first */

    CHECK_PLAY(&p, "accept", &t,
               "accept(GORE-6) transfer@0=6(GORE-6) "
               "transfer@1=6(GORE-6)");
    CHECK_STR(th_holes(&p), "9 9 3 3 3 3 3 3");
    CHECK_STR(th_owner_text(&p), "NNSSNNNN");
    CHECK_INT(p.captured[RULES_NORTH], 0);
    CHECK_INT(p.captured[RULES_SOUTH], 12);
    CHECK_INT(p.offer, 0);
    CHECK_INT(p.to_move, RULES_NORTH); /* the answerer moves again */
    CHECK_STR(th_why(&p, "0"), "legal");
    CHECK_STR(th_why(&p, "2"), "GORE-2"); /* South's hole now */

    /* North sows its new hole 0: 9 counters round to 0 and 1 (its own). */
    CHECK(th_play(&p, "0", NULL));
    CHECK_STR(th_holes(&p), "1 11 4 4 4 4 4 4");
    CHECK_STR(th_legal(&p), "2 3"); /* South must sow before offering */
    CHECK_STR(th_why(&p, "offer:2"), "GORE-6");
    rules_trace_free(&t);
}

/* Decline changes nothing but marks the decliner (GORE-9), who moves again.
 * The offerer must then sow before offering again: offers come back only
 * after South's sowing move. */
TEST(gore_6_after_an_offer_you_must_sow_before_offering_again)
{
    RulesPosition p;
    RulesTrace t = {0};
    CHECK(th_make(&p, RULES_GAME_GORE, 0, all_threes, 12, 12, RULES_SOUTH));
    CHECK(th_play(&p, "offer:0", NULL));
    CHECK_PLAY(&p, "decline", &t, "decline(GORE-9)");
    CHECK_STR(th_holes(&p), "3 3 3 3 3 3 3 3");
    CHECK_STR(th_owner_text(&p), "SSSSNNNN");
    CHECK_INT(p.declined, 1u << RULES_NORTH);
    CHECK_INT(p.to_move, RULES_NORTH);
    CHECK_STR(th_why(&p, "offer:4"), "legal"); /* North has not offered */
    CHECK(th_play(&p, "4", NULL)); /* 5, 6, 7: North's own holes */
    CHECK_STR(th_holes(&p), "3 3 3 3 0 4 4 4");
    CHECK_STR(th_legal(&p), "0 1 2 3");
    CHECK_STR(th_why(&p, "offer:0"), "GORE-6");
    CHECK(th_play(&p, "0", NULL)); /* 1, 2, 3: South's own holes */
    CHECK(th_play(&p, "5", NULL)); /* 6, 7, 0, 1: hole 1 makes 5 */
    CHECK_STR(th_holes(&p), "1 5 4 4 0 0 5 5");
    CHECK_STR(th_why(&p, "offer:0"), "legal");
    rules_trace_free(&t);
}

/* North owns no counter: "pass" is its only move, and sowing is refused
 * (GORE-7). After South's sowing reaches North's holes, North must sow and
 * may no longer pass. */
TEST(gore_7_a_player_without_counters_must_pass_until_sown_into)
{
    const int holes[8] = {0, 5, 0, 6, 0, 0, 0, 0};
    RulesPosition p;
    RulesTrace t = {0};
    CHECK(th_make(&p, RULES_GAME_GORE, 0, holes, 14, 23, RULES_NORTH));
    CHECK_STR(th_legal(&p), "pass");
    CHECK_STR(th_why(&p, "4"), "GORE-7");
    CHECK_STR(th_why(&p, "offer:4"), "GORE-7");
    CHECK_PLAY(&p, "pass", &t, "pass(GORE-7)");
    CHECK_INT(p.to_move, RULES_SOUTH);
    CHECK(th_play(&p, "1", NULL)); /* 2, 3, 4, 5, 6 */
    CHECK_STR(th_holes(&p), "0 0 1 7 1 1 1 0");
    CHECK_STR(th_why(&p, "pass"), "GORE-7");
    CHECK_STR(th_legal(&p), "4 5 6 offer:4 offer:4,5 offer:4,6 offer:4,7 "
                            "offer:5 offer:5,6 offer:5,7 offer:6 offer:6,7 "
                            "offer:7");
    rules_trace_free(&t);
}

/* 3 counters from hole 2 leave every hole at 2 or fewer: the game ends;
 * South adds hole 3's 1 (22 -> 23), North holes 4-7 (20 -> 25): North
 * wins. Nobody declined a trade, so the win has glory. */
TEST(gore_8_the_game_ends_when_every_hole_holds_two_or_fewer)
{
    const int holes[8] = {0, 0, 3, 0, 0, 0, 2, 1};
    RulesPosition p;
    RulesTrace t = {0};
    CHECK(th_make(&p, RULES_GAME_GORE, 0, holes, 22, 20, RULES_SOUTH));
    CHECK_PLAY(&p, "2", &t,
               "lift@2=3(GORE-3) sow@3=1 sow@4=1 sow@5=1 sweep@3=1(GORE-8) "
               "sweep@4=1(GORE-8) sweep@5=1(GORE-8) sweep@6=2(GORE-8) "
               "sweep@7=1(GORE-8) end(GORE-8)");
    CHECK_OVER(&p, RULES_WINNER_NORTH, 23, 25);
    CHECK_INT(p.end_reason, RULES_END_GAME_RULE);
    CHECK_INT(p.end_rule, RULES_RULE_GORE_8);
    CHECK_STR(th_legal(&p), "");
    CHECK_INT(rules_result_note(&p), RULES_RULE_NONE);
    rules_trace_free(&t);
}

/* North offers hole 6; South declines, then plays 2, which ends the game
 * (as above) 27-21 for South: a victory without glory. Without the
 * declined offer the same win keeps its glory. */
TEST(gore_9_a_winner_who_declined_a_trade_wins_without_glory)
{
    const int holes[8] = {0, 0, 3, 0, 0, 0, 2, 1};
    RulesPosition p, plain;
    CHECK(th_make(&p, RULES_GAME_GORE, 0, holes, 26, 16, RULES_NORTH));
    CHECK(th_play(&p, "offer:6", NULL));
    CHECK(th_play(&p, "decline", NULL));
    CHECK_INT(p.to_move, RULES_SOUTH);
    CHECK_INT(rules_result_note(&p), RULES_RULE_NONE); /* won games only */
    CHECK(th_play(&p, "2", NULL));
    CHECK_OVER(&p, RULES_WINNER_SOUTH, 27, 21);
    CHECK_INT(rules_result_note(&p), RULES_RULE_GORE_9);

    CHECK(th_make(&plain, RULES_GAME_GORE, 0, holes, 26, 16, RULES_SOUTH));
    CHECK(th_play(&plain, "2", NULL));
    CHECK_INT(plain.winner, RULES_WINNER_SOUTH);
    CHECK_INT(rules_result_note(&plain), RULES_RULE_NONE);
}

int main(void)
{
    RUN(gore_1_setup_is_two_rows_of_four_with_six_counters_each);
    RUN(gore_2_your_holes_are_the_holes_you_own_now_wherever_they_are);
    RUN(gore_3_a_sowing_of_eight_or_more_does_not_skip_the_start_hole);
    RUN(gore_4_the_last_counter_making_an_opponent_hole_2_or_4_captures_it);
    RUN(gore_5_worked_example_two_way_chain_crosses_into_the_movers_own_holes);
    RUN(gore_5_chain_runs_backward_and_forward_across_owners);
    RUN(gore_5_a_landing_in_an_own_hole_starts_no_chain);
    RUN(gore_6_offers_need_six_counters_per_hole_in_the_other_pile);
    RUN(gore_6_an_offer_holds_one_to_three_holes_and_keeps_one);
    RUN(gore_6_accepting_moves_ownership_and_six_counters_per_hole);
    RUN(gore_6_after_an_offer_you_must_sow_before_offering_again);
    RUN(gore_7_a_player_without_counters_must_pass_until_sown_into);
    RUN(gore_8_the_game_ends_when_every_hole_holds_two_or_fewer);
    RUN(gore_9_a_winner_who_declined_a_trade_wins_without_glory);
    return check_summary();
}
