/* test_common.c: the common conventions C-1..C-9 of the rule book, notation (C-4) and game records. */
#include "check.h"
#include "internal.h"
#include "rules_helpers.h"

typedef struct Variant {
    RulesGameId game;
    int hpr;
} Variant;

static const Variant all_variants[] = {
    {RULES_GAME_GORE, 4},   {RULES_GAME_BAO_KIGOGO, 12},
    {RULES_GAME_MODIAR, 3}, {RULES_GAME_AYOAYO, 6},
    {RULES_GAME_URIM, 6},   {RULES_GAME_URIM, 7},
};
enum { VARIANT_COUNT = sizeof all_variants / sizeof all_variants[0] };

/* Every game starts with South to move; after South's first listed move it
 * is North's turn. */
TEST(c_1_south_moves_first_in_every_game_and_north_answers)
{
    for (int v = 0; v < VARIANT_COUNT; v++) {
        RulesPosition p;
        RulesMove moves[RULES_MAX_MOVES];
        CHECK_INT(rules_setup(&p, all_variants[v].game, all_variants[v].hpr),
                  RULES_OK);
        CHECK_INT(p.to_move, RULES_SOUTH);
        CHECK(rules_legal_moves(&p, moves) > 0);
        rules_apply(&p, moves[0], &p, NULL);
        CHECK_INT(p.to_move, RULES_NORTH);
    }
}

/* South owns 0..n-1, North n..2n-1; sowing goes i -> i+1 and from 2n-1 to
 * 0; the hole opposite i is 2n-1-i: South ending in empty hole 1 of Ayoayo
 * captures hole 10 (3 counters). On Urim 2x7, North's 2 from hole 13 go to
 * 0 and 1. */
TEST(c_2_two_row_numbering_owners_direction_and_opposite_holes)
{
    for (int v = 0; v < VARIANT_COUNT; v++) {
        RulesPosition p;
        if (all_variants[v].game == RULES_GAME_BAO_KIGOGO) {
            continue;
        }
        rules_setup(&p, all_variants[v].game, all_variants[v].hpr);
        int n = all_variants[v].hpr;
        CHECK_INT(p.hole_count, 2 * n);
        for (int i = 0; i < 2 * n; i++) {
            CHECK_INT(rules_owner(&p, i), i < n ? RULES_SOUTH : RULES_NORTH);
        }
    }
    const int ayo[12] = {1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 3, 1};
    const int urim[14] = {0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 2};
    RulesPosition p;
    RulesTrace t = {0};
    CHECK(th_make(&p, RULES_GAME_AYOAYO, 6, ayo, 20, 19, RULES_SOUTH));
    CHECK_PLAY(&p, "0", &t,
               "lift@0=1(AYO-2) sow@1=1 capture@10=3(AYO-5) "
               "capture@1=1(AYO-5)");
    CHECK(th_make(&p, RULES_GAME_URIM, 7, urim, 19, 19, RULES_NORTH));
    CHECK_PLAY(&p, "13", &t, "lift@13=2(URIM-2) sow@0=1 sow@1=1");
    rules_trace_free(&t);
}

/* The C-4 notation reads back to the same move and prints the same text;
 * anything else is refused. */
TEST(c_4_notation_round_trips_and_rejects_malformed_text)
{
    static const char *const good[] = {"0",      "7",      "13",
                                       "47",     "pass",   "accept",
                                       "decline", "offer:1,3", "offer:0,1,2",
                                       "offer:7"};
    static const char *const bad[] = {
        "07",      "offer:3,1", "offer:",  "-1",       "",        "48",
        "x",       "offer:1,1", "offer:8", "offer:1,", "offer:,1", " 3",
        "3 ",      "Pass",      "offer:01", "+3",      "3a",      "offer 1",
        "offer:1,2,3,4,5,6,7,8", "00", "1e1", "ACCEPT"};
    for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) {
        RulesMove m;
        char text[RULES_MOVE_TEXT_MAX];
        if (rules_move_parse(good[i], &m) != RULES_OK) {
            CHECK_FAIL_AT("\"%s\" was refused", good[i]);
            return;
        }
        CHECK_INT(rules_move_format(m, text, sizeof text),
                  (int)strlen(good[i]));
        CHECK_STR(text, good[i]);
    }
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        RulesMove m;
        if (rules_move_parse(bad[i], &m) != RULES_ERR_BAD_NOTATION) {
            CHECK_FAIL_AT("\"%s\" was accepted", bad[i]);
            return;
        }
    }
    RulesMove m;
    CHECK_INT(rules_move_parse("offer:1,3", &m), RULES_OK);
    CHECK_INT(m.kind, RULES_MOVE_OFFER);
    CHECK_INT(m.offer, 0xa);
    /* Well-formed but off the board: C-4 says why. */
    RulesPosition p;
    rules_setup(&p, RULES_GAME_MODIAR, 0);
    CHECK_STR(th_why(&p, "12"), "C-4");
}

/* A move list in notation: the index and text of the first bad word. */
TEST(c_4_a_move_list_reports_the_position_of_its_bad_move)
{
    RulesPosition start;
    RulesGame g;
    int failed = 0;
    char bad[RULES_MOVE_TEXT_MAX];
    RulesWhy why;
    rules_setup(&start, RULES_GAME_AYOAYO, 0);
    CHECK_INT(rules_game_init(&g, &start), RULES_OK);
    CHECK_INT(rules_game_play_text(&g, "0  07", &failed, bad, &why),
              RULES_ERR_BAD_NOTATION);
    CHECK_INT(failed, 2);
    CHECK_STR(bad, "07");
    CHECK_INT(why.rule, RULES_RULE_C_4);
    CHECK_INT(g.len, 2); /* "0" stays played */
    rules_game_truncate(&g, 1);
    /* After "0" North moves; South's hole 3 is not North's to sow. */
    CHECK_INT(rules_game_play_text(&g, "0 3", &failed, bad, &why),
              RULES_ERR_ILLEGAL);
    CHECK_INT(failed, 2);
    CHECK_STR(bad, "3");
    CHECK_INT(why.rule, RULES_RULE_C_2);
    rules_game_free(&g);
}

/* Board + piles always equal the start total: a position with one counter
 * too many cannot exist, and the worked Ayoayo opening keeps 48. */
TEST(c_5_counters_are_conserved_and_other_totals_are_refused)
{
    RulesPosition p;
    RulesWhy why;
    for (int v = 0; v < VARIANT_COUNT; v++) {
        rules_setup(&p, all_variants[v].game, all_variants[v].hpr);
        CHECK_INT(th_total(&p), rules_start_total(&p));
        p.captured[RULES_NORTH]++;
        CHECK(!rules_position_valid(&p, &why));
        CHECK_INT(why.rule, RULES_RULE_C_5);
    }
    rules_setup(&p, RULES_GAME_AYOAYO, 0);
    CHECK(th_play(&p, "0", NULL));
    CHECK_INT(th_total(&p), 48);
}

/* Urim: South's and North's single counters walk round (S 5->6, N must
 * feed 11->0, then both step on) and after 12 moves the start position is
 * back: its second occurrence, play goes on. After 24 moves it occurs a
 * third time: the game ends at once (C-6), each side sweeps its 1: 18-18,
 * a draw. rules_apply, which knows no history, never ends it.
 * rules_game_most_seen counts the start's occurrences, undone ones not. */
TEST(c_6_the_third_occurrence_of_a_position_ends_the_game)
{
    const int holes[12] = {0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1};
    const char *loop = "5 11 0 6 1 7 2 8 3 9 4 10";
    RulesPosition start, alone;
    RulesGame g;
    RulesTrace t = {0};
    RulesWhy why;
    int failed;
    char bad[RULES_MOVE_TEXT_MAX];
    CHECK(th_make(&start, RULES_GAME_URIM, 6, holes, 17, 17, RULES_SOUTH));
    CHECK_INT(rules_game_init(&g, &start), RULES_OK);
    CHECK_INT(rules_game_most_seen(&g), 1); /* the start, once */
    CHECK_INT(rules_game_play_text(&g, "5 11 0", &failed, bad, &why),
              RULES_OK);
    CHECK_INT(rules_game_most_seen(&g), 1); /* nothing came back */
    rules_game_truncate(&g, 1);
    CHECK_INT(rules_game_play_text(&g, loop, &failed, bad, &why), RULES_OK);
    CHECK(rules_position_same(rules_game_current(&g), &start));
    CHECK(!rules_game_current(&g)->over);
    /* what the players are told: the start has come twice of three */
    CHECK_INT(rules_game_most_seen(&g), 2);
    rules_game_truncate(&g, 12);
    CHECK_INT(rules_game_most_seen(&g), 1); /* undone: once again */
    CHECK_INT(rules_game_play_text(&g, "10", &failed, bad, &why), RULES_OK);
    alone = start;
    for (int lap = 0; lap < 2; lap++) {
        for (const char *s = loop; *s;) {
            char word[4] = {0};
            int k = 0;
            while (*s && *s != ' ' && k < 3) {
                word[k++] = *s++;
            }
            while (*s == ' ') {
                s++;
            }
            CHECK(th_play(&alone, word, NULL));
        }
    }
    CHECK(!alone.over);
    CHECK(rules_position_same(&alone, &start));
    /* The last move of the second loop is played with a trace. */
    CHECK_INT(rules_game_play_text(&g, "5 11 0 6 1 7 2 8 3 9 4", &failed,
                                   bad, &why),
              RULES_OK);
    CHECK(!rules_game_current(&g)->over);
    CHECK_INT(rules_game_play(&g, th_move("10"), &t, &why), RULES_OK);
    const RulesPosition *end = rules_game_current(&g);
    CHECK(end->over);
    CHECK_INT(end->end_reason, RULES_END_REPETITION);
    CHECK_INT(end->end_rule, RULES_RULE_C_6);
    CHECK_INT(end->winner, RULES_WINNER_DRAW);
    CHECK_INT(end->captured[0], 18);
    CHECK_INT(end->captured[1], 18);
    CHECK_INT(rules_match_points(end), 0);
    CHECK_STR(th_trace(&t), "lift@10=1(URIM-2) sow@11=1 sweep@5=1(C-6) "
                            "sweep@11=1(C-6) end(C-6)");
    /* Undo the last 11 moves and replay them: the occurrence count follows
     * the undo, so the game ends at the same move again. */
    rules_game_truncate(&g, 14);
    CHECK(!rules_game_current(&g)->over);
    CHECK_INT(rules_game_play_text(&g, "11 0 6 1 7 2 8 3 9 4", &failed, bad,
                                   &why),
              RULES_OK);
    CHECK(!rules_game_current(&g)->over);
    CHECK_INT(rules_game_play_text(&g, "10", &failed, bad, &why), RULES_OK);
    CHECK_INT(rules_game_current(&g)->end_rule, RULES_RULE_C_6);
    rules_trace_free(&t);
    rules_game_free(&g);
}

/* In Goré, who must sow before offering again (GORE-6) and a pending offer
 * are part of the position: two boards alike but for them are different
 * positions for C-6. History facts (declined, moves played) are not. */
TEST(c_6_a_gore_position_includes_pending_offers_and_who_must_sow)
{
    RulesPosition a, b;
    rules_setup(&a, RULES_GAME_GORE, 0);
    b = a;
    b.must_sow = 1u << RULES_SOUTH;
    CHECK(!rules_position_same(&a, &b));
    CHECK(rules_position_key(&a) != rules_position_key(&b));
    b = a;
    b.offer = 0x10;
    b.to_move = RULES_SOUTH;
    CHECK(!rules_position_same(&a, &b));
    CHECK(rules_position_key(&a) != rules_position_key(&b));
    b = a;
    b.declined = 1;
    b.moves_played = 9;
    CHECK(rules_position_same(&a, &b));
    CHECK(rules_position_key(&a) == rules_position_key(&b));
}

/*
 * C-7's detector on a synthetic lap sequence: states 0, 1, ..., 11, then
 * back to 5 (a tail of 5 and a cycle of 7). The detector must say "repeat"
 * only at a state seen before (never in the first 12), and must say it
 * within a few cycles; a sequence of distinct states is never a repeat,
 * and the same board with another hole lifted is another state. (The real
 * endless relays of Ayoayo and Bao Kigogo are tested in their files.)
 */
TEST(c_7_the_lap_detector_finds_a_repeat_exactly_and_only_a_repeat)
{
    RulesLapWatch w;
    uint64_t board[2] = {0, 0}; /* a state: two words of holes */
    rules_lap_watch_start(&w);
    int found = -1;
    for (int step = 0, x = 0; step < 200; step++) {
        board[0] = (uint64_t)x;
        if (rules_lap_watch_repeats(&w, board, 2, 3)) {
            found = step;
            break;
        }
        x = x == 11 ? 5 : x + 1;
    }
    CHECK(found >= 12);
    CHECK(found <= 12 + 4 * 7 + 16);

    rules_lap_watch_start(&w);
    for (int step = 0; step < 1000; step++) {
        board[0] = (uint64_t)(step & 0xff);
        board[1] = (uint64_t)(step >> 8);
        CHECK(!rules_lap_watch_repeats(&w, board, 2, 3));
    }
    rules_lap_watch_start(&w);
    memset(board, 0, sizeof board);
    CHECK(!rules_lap_watch_repeats(&w, board, 2, 3));
    CHECK(!rules_lap_watch_repeats(&w, board, 2, 4));
    CHECK(!rules_lap_watch_repeats(&w, board, 2, 5));
}

/* C-8: the core never offers a forbidden move. Along 20 random games of
 * every game (200 moves at most), every conceivable move (each hole, pass,
 * accept, decline, each offer) is legal by rules_is_legal exactly when it
 * is in the legal list, and each refusal names a rule and says why. */
TEST(c_8_every_listed_move_is_legal_and_every_other_move_is_refused)
{
    static const uint8_t words[3] = {RULES_MOVE_PASS, RULES_MOVE_ACCEPT,
                                     RULES_MOVE_DECLINE};
    uint64_t rng = 99;
    for (int v = 0; v < VARIANT_COUNT; v++) {
        for (int game = 0; game < 20; game++) {
            RulesPosition p;
            rules_setup(&p, all_variants[v].game, all_variants[v].hpr);
            for (int ply = 0; ply < 200 && !p.over; ply++) {
                RulesMove listed[RULES_MAX_MOVES], m;
                int n = rules_legal_moves(&p, listed);
                for (int c = 0; c < p.hole_count + 3 + 255; c++) {
                    if (c < p.hole_count) {
                        m = rules_sow_move(c);
                    } else if (c < p.hole_count + 3) {
                        m = (RulesMove){words[c - p.hole_count], 0, 0};
                    } else if (p.game == RULES_GAME_GORE) {
                        m = (RulesMove){RULES_MOVE_OFFER, 0,
                                        (uint8_t)(c - p.hole_count - 2)};
                    } else {
                        break;
                    }
                    bool in_list = false;
                    for (int i = 0; i < n; i++) {
                        in_list = in_list || rules_move_equal(listed[i], m);
                    }
                    RulesWhy why = {RULES_RULE_NONE, "", NULL, -1};
                    bool legal = rules_is_legal(&p, m, &why);
                    if (legal != in_list ||
                        (!legal && (why.rule == RULES_RULE_NONE ||
                                    why.text[0] == '\0'))) {
                        char text[RULES_MOVE_TEXT_MAX];
                        rules_move_format(m, text, sizeof text);
                        CHECK_FAIL_AT("%s: \"%s\" listed %d, legal %d (%s)",
                                      rules_game_name(all_variants[v].game),
                                      text, in_list, legal, why.text);
                        return;
                    }
                }
                rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
                rules_apply(&p, listed[(rng >> 33) % (uint64_t)n], &p, NULL);
            }
        }
    }
}

/* A prepared Ayoayo start where South, to move, has an empty row: no
 * legal move, so the game record starts over (AYO-7): North sweeps its 24
 * (12 -> 36) and wins; legal is empty exactly because the game is over. */
TEST(c_8_a_prepared_start_without_a_legal_move_is_over_at_once)
{
    const int holes[12] = {0, 0, 0, 0, 0, 0, 4, 4, 4, 4, 4, 4};
    RulesPosition p;
    RulesGame g;
    CHECK(th_make(&p, RULES_GAME_AYOAYO, 6, holes, 12, 12, RULES_SOUTH));
    CHECK_STR(th_legal(&p), "");
    CHECK_INT(rules_game_init(&g, &p), RULES_OK);
    const RulesPosition *cur = rules_game_current(&g);
    CHECK(cur->over);
    CHECK_INT(cur->end_reason, RULES_END_NO_MOVES);
    CHECK_INT(cur->end_rule, RULES_RULE_AYO_7);
    CHECK_INT(cur->winner, RULES_WINNER_NORTH);
    CHECK_INT(cur->captured[RULES_NORTH], 36);
    rules_game_free(&g);
    /* A start with moves is left as it is. */
    rules_setup(&p, RULES_GAME_AYOAYO, 0);
    CHECK_INT(rules_game_init(&g, &p), RULES_OK);
    CHECK(!rules_game_current(&g)->over);
    rules_game_free(&g);
}

/* Results compare piles after the end sweep: North's 6 -> 7 captures
 * South's last 3 + 1 (18 -> 22), South cannot move, North sweeps its 2
 * (24): 24-24 is a draw. */
TEST(c_9_equal_piles_after_the_sweep_are_a_draw)
{
    const int holes[12] = {0, 0, 0, 0, 3, 0, 1, 0, 0, 0, 0, 2};
    RulesPosition p;
    CHECK(th_make(&p, RULES_GAME_AYOAYO, 6, holes, 24, 18, RULES_NORTH));
    CHECK(th_play(&p, "6", NULL));
    CHECK_OVER(&p, RULES_WINNER_DRAW, 24, 24);
    CHECK_INT(rules_result_note(&p), RULES_RULE_NONE);
}

int main(void)
{
    RUN(c_1_south_moves_first_in_every_game_and_north_answers);
    RUN(c_2_two_row_numbering_owners_direction_and_opposite_holes);
    RUN(c_4_notation_round_trips_and_rejects_malformed_text);
    RUN(c_4_a_move_list_reports_the_position_of_its_bad_move);
    RUN(c_5_counters_are_conserved_and_other_totals_are_refused);
    RUN(c_6_the_third_occurrence_of_a_position_ends_the_game);
    RUN(c_6_a_gore_position_includes_pending_offers_and_who_must_sow);
    RUN(c_7_the_lap_detector_finds_a_repeat_exactly_and_only_a_repeat);
    RUN(c_8_every_listed_move_is_legal_and_every_other_move_is_refused);
    RUN(c_8_a_prepared_start_without_a_legal_move_is_over_at_once);
    RUN(c_9_equal_piles_after_the_sweep_are_a_draw);
    return check_summary();
}
