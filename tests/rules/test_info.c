/* test_info.c: each game's description (RulesGameInfo) says what the rule book says, and the core plays by it. */
#include "check.h"
#include "internal.h"

/* What docs/RULES.md (and CLI.md's game names) say of each game, written out
 * again by hand: the descriptions must agree with it. */
static const struct {
    RulesGameId id;
    const char *name, *title;
    RulesRule setup_rule; /* GORE-1 … */
    int rows;            /* C-2, C-3 */
    int variants[3];     /* GORE-1, BAO-1, MOD-1, AYO-1, URIM-1 */
    int totals[3];       /* the same clauses */
    RulesCaptures captures;
    RulesSweep sweep;    /* GORE-8, BAO-6, MOD-7, AYO-7, URIM-8 */
    RulesScoring scoring;
    bool owners_change;  /* GORE-2 */
    bool offers;         /* GORE-6 */
    RulesRule mark_rule; /* the clause that marks holes, if any */
    int repeat_limit;    /* C-6, BAO-7 */
    RulesRule repeat_rule, no_moves_rule, points_rule, note_rule;
} book[] = {
    {RULES_GAME_GORE, "gore", "Goré", RULES_RULE_GORE_1, 2, {4}, {48},
     RULES_CAPTURES_PILES, RULES_SWEEP_OWN_HOLES, RULES_SCORING_PILES, true, true, RULES_RULE_NONE,
     3, RULES_RULE_C_6, RULES_RULE_GORE_7, RULES_RULE_NONE,
     RULES_RULE_GORE_9},
    {RULES_GAME_BAO_KIGOGO, "bao-kigogo", "Bao Kigogo", RULES_RULE_BAO_1, 4,
     {12}, {92}, RULES_CAPTURES_REMOVED, RULES_SWEEP_NONE,
     RULES_SCORING_STUCK_LOSES, false, false, RULES_RULE_NONE, 2, RULES_RULE_BAO_7, RULES_RULE_BAO_6,
     RULES_RULE_NONE, RULES_RULE_NONE},
    {RULES_GAME_MODIAR, "modiar", "Modiar", RULES_RULE_MOD_1, 2, {3}, {42},
     RULES_CAPTURES_PILES, RULES_SWEEP_OWN_HOLES, RULES_SCORING_PILES, false, false, RULES_RULE_NONE,
     3, RULES_RULE_C_6, RULES_RULE_MOD_7, RULES_RULE_NONE, RULES_RULE_NONE},
    {RULES_GAME_AYOAYO, "ayoayo", "Ayoayo", RULES_RULE_AYO_1, 2, {6}, {48},
     RULES_CAPTURES_STORES, RULES_SWEEP_OWN_HOLES, RULES_SCORING_PILES,
     false, false, RULES_RULE_NONE, 3, RULES_RULE_C_6, RULES_RULE_AYO_7, RULES_RULE_NONE,
     RULES_RULE_NONE},
    {RULES_GAME_URIM, "urim", "Urim", RULES_RULE_URIM_1, 2, {6, 7}, {36, 42},
     RULES_CAPTURES_STORES, RULES_SWEEP_OWN_HOLES, RULES_SCORING_PILES,
     false, false, RULES_RULE_NONE, 3, RULES_RULE_C_6, RULES_RULE_URIM_8, RULES_RULE_URIM_9,
     RULES_RULE_NONE},
};
enum {
    BOOK_GAMES = sizeof book / sizeof book[0],
    /* the games the tests below compare: a game the table lacks fails the
     * first test, and the others do not read past the table's end */
    GAMES = BOOK_GAMES < RULES_GAME_COUNT ? BOOK_GAMES : RULES_GAME_COUNT
};

TEST(every_game_has_a_description_and_no_other_id_has_one)
{
    if ((int)BOOK_GAMES != (int)RULES_GAME_COUNT) {
        CHECK_FAIL_AT("the core has %d games and this file's table `book` "
                      "%d: add the new game's row, from the rule book",
                      RULES_GAME_COUNT, (int)BOOK_GAMES);
        return;
    }
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        const RulesGameInfo *info = rules_game_info((RulesGameId)g);
        CHECK(info != NULL);
        CHECK_INT(info->id, g);
        CHECK_INT(book[g].id, g);
    }
    CHECK(rules_game_info(RULES_GAME_COUNT) == NULL);
    CHECK(rules_game_info((RulesGameId)-1) == NULL);
}

/* Registration: each game keeps to the core's fixed sizes; a description
 * that breaks one is told which (the misfits below are the descriptions
 * of real games changed in one field each). */
TEST(c_2_every_game_fits_the_cores_sizes_and_a_misfit_is_named)
{
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        const char *misfit = rules_game_misfit((RulesGameId)g);
        if (misfit) {
            CHECK_FAIL_AT("%s: %s", rules_game_name((RulesGameId)g), misfit);
        }
    }
    CHECK_STR(rules_game_misfit(RULES_GAME_COUNT), "no such game");
    RulesGameDef d = rules_ayoayo_def;
    d.info.variants[0] = 25; /* 50 holes */
    CHECK_STR(rules_def_misfit(&d), "a board has 1 to RULES_MAX_HOLES holes");
    d = rules_ayoayo_def;
    d.info.offers = true; /* 12 holes, offers of 8-bit masks */
    CHECK_STR(rules_def_misfit(&d),
              "offers name holes in 8-bit masks: at most 8 holes");
    d = rules_gore_def;
    d.per_hole = 40; /* 320 counters: a hole could hold more than 255 */
    CHECK_STR(rules_def_misfit(&d),
              "a hole holds at most 255 counters (uint8_t)");
    d = rules_modiar_def;
    d.info.rows = 3;
    CHECK_STR(rules_def_misfit(&d), "a board has 2 rows (C-2) or 4 (C-3)");
    CHECK(rules_def_misfit(&rules_urim_def) == NULL);
}

TEST(names_titles_and_boards_are_the_rule_books)
{
    for (int g = 0; g < GAMES; g++) {
        const RulesGameInfo *info = rules_game_info((RulesGameId)g);
        CHECK_STR(info->name, book[g].name);
        CHECK_STR(info->title, book[g].title);
        CHECK_STR(rules_game_name((RulesGameId)g), book[g].name);
        CHECK_STR(rules_rule_id(info->setup_rule),
                  rules_rule_id(book[g].setup_rule));
        CHECK_INT(info->rows, book[g].rows);
        CHECK_INT(info->captures, book[g].captures);
        CHECK_INT(info->owners_change, book[g].owners_change);
        CHECK_INT(info->offers, book[g].offers);
        CHECK_STR(rules_rule_id(info->mark_rule),
                  rules_rule_id(book[g].mark_rule));
        int v[RULES_MAX_VARIANTS], n = rules_game_variants((RulesGameId)g, v);
        for (int i = 0; i < 3; i++) {
            CHECK_INT(info->variants[i], book[g].variants[i]);
            CHECK_INT(i < n ? v[i] : 0, book[g].variants[i]);
            if (book[g].variants[i]) {
                RulesPosition p;
                CHECK_INT(rules_setup(&p, (RulesGameId)g,
                                      book[g].variants[i]),
                          RULES_OK);
                CHECK_INT(p.hole_count, book[g].rows * book[g].variants[i]);
                CHECK_INT(rules_start_total(&p), book[g].totals[i]);
                CHECK_INT(rules_game_start_total((RulesGameId)g,
                                                 book[g].variants[i]),
                          book[g].totals[i]);
            }
        }
        CHECK_INT(info->variants[RULES_MAX_VARIANTS], 0);
        CHECK_INT(rules_game_start_total((RulesGameId)g, 0),
                  book[g].totals[0]); /* 0: the default, listed first */
        CHECK_INT(rules_game_start_total((RulesGameId)g, 5), 0);
    }
}

TEST(c_6_bao_7_ends_sweeps_and_scoring_are_the_rule_books)
{
    for (int g = 0; g < GAMES; g++) {
        const RulesGameInfo *info = rules_game_info((RulesGameId)g);
        CHECK_INT(info->sweep, book[g].sweep);
        CHECK_INT(info->scoring, book[g].scoring);
        CHECK_INT(info->repeat_limit, book[g].repeat_limit);
        CHECK_STR(rules_rule_id(info->repeat_rule),
                  rules_rule_id(book[g].repeat_rule));
        CHECK_STR(rules_rule_id(info->no_moves_rule),
                  rules_rule_id(book[g].no_moves_rule));
        CHECK_STR(rules_rule_id(info->points_rule),
                  rules_rule_id(book[g].points_rule));
        CHECK_STR(rules_rule_id(info->note_rule),
                  rules_rule_id(book[g].note_rule));
        CHECK_INT(info->points != NULL, book[g].points_rule != RULES_RULE_NONE);
        CHECK_INT(info->note != NULL, book[g].note_rule != RULES_RULE_NONE);
    }
}

/* The core ends a game as the description says: at the start, South
 * to move, an end by repetition sweeps (or, BAO-6, leaves) the board and
 * scores it (C-9: 24-24 is a draw; BAO-7: a repeat draws); an end with no
 * move loses in Bao (BAO-6) and is scored by the piles elsewhere. */
TEST(c_9_bao_6_the_core_ends_a_game_as_its_description_says)
{
    for (int g = 0; g < GAMES; g++) {
        const RulesGameInfo *info = rules_game_info((RulesGameId)g);
        RulesPosition p, q;
        CHECK_INT(rules_setup(&p, (RulesGameId)g, 0), RULES_OK);
        q = p;
        rules_finish(&q, RULES_END_REPETITION, info->repeat_rule, NULL);
        CHECK(q.over);
        CHECK_INT(q.winner, RULES_WINNER_DRAW);
        CHECK_INT(q.end_rule, info->repeat_rule);
        int half = book[g].totals[0] / 2;
        bool swept = book[g].sweep == RULES_SWEEP_OWN_HOLES;
        CHECK_INT(q.captured[0], swept ? half : 0);
        CHECK_INT(q.captured[1], swept ? half : 0);
        q = p;
        rules_finish(&q, RULES_END_NO_MOVES, info->no_moves_rule, NULL);
        CHECK_INT(q.winner, book[g].scoring == RULES_SCORING_STUCK_LOSES
                                ? RULES_WINNER_NORTH
                                : RULES_WINNER_DRAW);
    }
}

/* URIM-9 is Urim's points hook; every other game scores 1 point a win,
 * and no game scores a draw or a game still played. */
TEST(urim_9_match_points_come_from_the_hook_and_otherwise_one_a_win)
{
    for (int g = 0; g < GAMES; g++) {
        const RulesGameInfo *info = rules_game_info((RulesGameId)g);
        RulesPosition p;
        CHECK_INT(rules_setup(&p, (RulesGameId)g, 0), RULES_OK);
        CHECK_INT(rules_match_points(&p), 0);
        /* Every counter to South: a win by all of them. */
        p.captured[0] = (uint16_t)book[g].totals[0];
        for (int i = 0; i < p.hole_count; i++) {
            p.holes[i] = 0;
        }
        rules_finish(&p, RULES_END_GAME_RULE, RULES_RULE_NONE, NULL);
        CHECK_INT(p.winner, book[g].scoring == RULES_SCORING_PILES
                                ? RULES_WINNER_SOUTH
                                : RULES_WINNER_DRAW);
        CHECK_INT(rules_match_points(&p),
                  p.winner == RULES_WINNER_DRAW ? 0
                  : info->points               ? 2 /* URIM-9: 3/4 or more */
                                               : 1);
        CHECK_INT(rules_result_note(&p), RULES_RULE_NONE);
    }
}

/* C-2: South's row left to right at the bottom, North's right to left
 * at the top; C-3: rows A (top) to D, Dc = c, Cc = 23-c, Ac = 35-c,
 * Bc = 36+c. */
TEST(c_2_c_3_every_hole_has_the_cell_of_the_numbering)
{
    int row, col;
    rules_hole_cell(RULES_GAME_AYOAYO, 6, 0, &row, &col);
    CHECK(row == 1 && col == 0);
    rules_hole_cell(RULES_GAME_AYOAYO, 6, 5, &row, &col);
    CHECK(row == 1 && col == 5);
    rules_hole_cell(RULES_GAME_AYOAYO, 6, 6, &row, &col);
    CHECK(row == 0 && col == 5);
    rules_hole_cell(RULES_GAME_URIM, 7, 13, &row, &col);
    CHECK(row == 0 && col == 0);
    for (int c = 0; c < 12; c++) {
        static const int first[4] = {0, 23, 35, 36}; /* D, C, A, B */
        static const int step[4] = {1, -1, -1, 1};
        static const int rows[4] = {3, 2, 0, 1};
        for (int r = 0; r < 4; r++) {
            rules_hole_cell(RULES_GAME_BAO_KIGOGO, 12,
                            first[r] + step[r] * c, &row, &col);
            if (row != rows[r] || col != c) {
                CHECK_FAIL_AT("Bao hole %d: row %d col %d",
                              first[r] + step[r] * c, row, col);
                return;
            }
        }
    }
}

int main(void)
{
    RUN(every_game_has_a_description_and_no_other_id_has_one);
    RUN(c_2_every_game_fits_the_cores_sizes_and_a_misfit_is_named);
    RUN(names_titles_and_boards_are_the_rule_books);
    RUN(c_6_bao_7_ends_sweeps_and_scoring_are_the_rule_books);
    RUN(c_9_bao_6_the_core_ends_a_game_as_its_description_says);
    RUN(urim_9_match_points_come_from_the_hook_and_otherwise_one_a_win);
    RUN(c_2_c_3_every_hole_has_the_cell_of_the_numbering);
    return check_summary();
}
