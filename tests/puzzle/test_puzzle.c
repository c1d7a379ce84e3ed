/* test_puzzle.c: puzzles (src/puzzle): the file format and its errors, the goals, themes from the rule book's worked examples, rating, the puzzle of the day, and a sample of the shipped puzzles proven again (a changed answer fails). */
#include "check.h"

#include "ai.h"
#include "puzzle.h"

#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <string.h>

static const char *data_dir(void)
{
    const char *d = getenv("MANCALA_DATA_DIR");
    return d ? d : "data";
}

/* A small file: one Modiar puzzle, its position the start after "0 3"
 * (docs/RULES.md's worked example: [3,9,9,2,10,9], South to move). */
static const char good[] =
    "# a comment\n"
    "game: modiar\n"
    "\n"
    "puzzle: 7\n"
    "position: {\"game\":\"modiar\",\"holes_per_row\":3,\"to_move\":\"south\",\n"
    "  \"holes\":[3,9,9,2,10,9],\"captured\":{\"south\":0,\"north\":0},\n"
    "  \"moves_played\":2}\n"
    "answer: 1 4 0\n"
    "goal: best 3\n"
    "proof: search 5000\n"
    "theme: chain\n"
    "difficulty: 4\n"
    "from: a test\n";

TEST(a_puzzle_file_is_read_with_wrapped_values)
{
    PuzzleSet s;
    PuzzleError e;
    CHECK(puzzle_set_parse("good", good, &s, &e));
    CHECK_INT((int)s.count, 1);
    const Puzzle *pz = puzzle_set_find(&s, 7);
    CHECK(pz != NULL);
    CHECK_INT(pz->start.holes[4], 10);
    CHECK_INT(pz->start.moves_played, 2);
    CHECK_INT(pz->line_len, 3);
    CHECK_INT(pz->line[1].hole, 4);
    CHECK_INT(pz->goal, PUZZLE_GOAL_BEST);
    CHECK_INT(pz->margin, 3);
    CHECK_INT((int)pz->nodes, 5000);
    CHECK_INT(pz->theme, PUZZLE_THEME_CHAIN);
    CHECK_INT(pz->difficulty, 4);
    CHECK_STR(pz->from, "a test");
    CHECK_INT(pz->line_no, 4);
    /* written and read again: the same puzzle */
    char text[8192] = "game: modiar\n";
    puzzle_format(pz, text + strlen(text), sizeof text - strlen(text));
    PuzzleSet again;
    CHECK(puzzle_set_parse("again", text, &again, &e));
    const Puzzle *b = &again.items[0];
    CHECK(rules_position_same(&b->start, &pz->start));
    CHECK_INT(b->line_len, 3);
    CHECK_INT(b->margin, 3);
    CHECK_INT(b->difficulty, 4);
    CHECK_STR(b->from, "a test");
    puzzle_set_free(&again);
    puzzle_set_free(&s);
}

/* Replaces the first `from` in good[] with `to` and parses it: the
 * error text (or "" when it parsed). */
static const char *parse_changed(const char *from, const char *to)
{
    static char text[4096];
    static PuzzleError e;
    const char *at = strstr(good, from);
    if (!at) {
        return "(test text not found)";
    }
    snprintf(text, sizeof text, "%.*s%s%s", (int)(at - good), good, to,
             at + strlen(from));
    PuzzleSet s;
    if (puzzle_set_parse("bad", text, &s, &e)) {
        puzzle_set_free(&s);
        return "";
    }
    return e.text;
}

TEST(a_bad_puzzle_file_is_refused_saying_what_and_where)
{
    CHECK_STR(parse_changed("answer: 1 4 0", "answer: 1 4 9"),
              "bad:4: puzzle 7: move \"9\" of the answer is not legal: "
              "there is no hole 9");
    CHECK_STR(parse_changed("answer: 1 4 0", "answer: 1 4"),
              "bad:4: puzzle 7: the answer must end with the player's "
              "move (1, 3 or 5 moves)");
    CHECK_STR(parse_changed("answer: 1 4 0", "answer: 4"),
              "bad:4: puzzle 7: move \"4\" of the answer is not legal: "
              "hole 4 is not yours");
    CHECK_STR(parse_changed("goal: best 3", "goal: most"),
              "bad:9: \"goal:\" is \"win\", \"draw\", \"best N\" or \"best "
              "N forced\" (N seeds), not \"most\"");
    CHECK(strstr(parse_changed("goal: best 3", "goal: best forced"),
                 "not \"best forced\"") != NULL);
    CHECK(strstr(parse_changed("goal: best 3", "goal: best 3 forcedx"),
                 "not \"best 3 forcedx\"") != NULL);
    CHECK_STR(parse_changed("theme: chain", "theme: magic"),
              "bad:11: unknown theme \"magic\" (known: trade, limit, file, "
              "starve, chain, relay, capture, defend, finish, quiet)");
    CHECK_STR(parse_changed("difficulty: 4\n", ""),
              "bad:4: puzzle 7 has no \"difficulty:\"");
    CHECK_STR(parse_changed("game: modiar", "game: ayoayo"),
              "bad:5: a modiar position in a file of ayoayo");
    CHECK_STR(parse_changed("from: a test", "from: a test\nspice: hot"),
              "bad:14: unknown key \"spice:\"");
    CHECK_STR(parse_changed("proof: search 5000", "proof: search 5"),
              "bad:10: \"proof:\" is \"exact\" or \"search N\" (N "
              "positions, 1000 or more), not \"search 5\"");
    CHECK_STR(parse_changed("[3,9,9,2,10,9]", "[3,9,9,2,10,8]"),
              "bad:5: the seeds do not add up to the game's total (C-5)");
    CHECK_STR(parse_changed("from: a test", "from: a test\npuzzle: 7"),
              "bad:14: puzzle 7 comes twice");
    CHECK_STR(parse_changed("# a comment\n", "\xff\n"),
              "bad: the file is not UTF-8 text");
    PuzzleSet s;
    PuzzleError e;
    CHECK(!puzzle_set_load("/nonexistent/x.puzzles.txt", &s, &e));
    CHECK_STR(e.text, "/nonexistent/x.puzzles.txt: no such file");
}

static PuzzleValue val(int hole, int seeds, int outcome)
{
    PuzzleValue v = {{RULES_MOVE_SOW, (uint8_t)hole, 0}, seeds, outcome,
                     true};
    return v;
}

TEST(goals_want_the_only_win_the_only_draw_or_a_clear_margin)
{
    RulesMove m1 = {RULES_MOVE_SOW, 1, 0}, m2 = {RULES_MOVE_SOW, 2, 0};
    PuzzleValue v[3] = {val(0, -2, 3), val(1, 4, 1), val(2, 1, 2)};
    PuzzleGoal g;
    int margin;
    RulesMove m;
    /* hole 1 alone wins (outcome 1), hole 2 draws, hole 0 loses */
    CHECK(puzzle_goal_met(v, 3, m1, PUZZLE_GOAL_WIN, 0));
    CHECK(!puzzle_goal_met(v, 3, m2, PUZZLE_GOAL_WIN, 0));
    CHECK(puzzle_goal_met(v, 3, m1, PUZZLE_GOAL_BEST, 3));
    CHECK(!puzzle_goal_met(v, 3, m1, PUZZLE_GOAL_BEST, 4));
    CHECK(puzzle_goal_of(v, 3, true, 2, &g, &margin, &m));
    CHECK_INT(g, PUZZLE_GOAL_WIN);
    CHECK_INT(m.hole, 1);
    /* two winning moves: no "only win"; the better by 4 is a best goal */
    v[2] = val(2, 0, 1);
    v[1].seeds = 4;
    CHECK(!puzzle_goal_met(v, 3, m1, PUZZLE_GOAL_WIN, 0));
    CHECK(puzzle_goal_of(v, 3, true, 2, &g, &margin, &m));
    CHECK_INT(g, PUZZLE_GOAL_BEST);
    CHECK_INT(margin, 4);
    /* ... but not with a margin under the least asked */
    v[2].seeds = 3;
    CHECK(!puzzle_goal_of(v, 3, true, 2, &g, &margin, &m));
    /* the only draw, every other move losing */
    PuzzleValue d[2] = {val(0, -5, 3), val(1, 0, 2)};
    CHECK(puzzle_goal_met(d, 2, m1, PUZZLE_GOAL_DRAW, 0));
    /* a searched move whose result is unknown is not proven a non-win */
    PuzzleValue u[2] = {val(0, 3, 0), val(1, 48, 1)};
    CHECK(!puzzle_goal_met(u, 2, m1, PUZZLE_GOAL_WIN, 0));
    /* one legal move is no puzzle */
    CHECK(!puzzle_goal_met(v, 1, v[0].move, PUZZLE_GOAL_BEST, 1));
}

/* A one-move puzzle from a position set up by hand. */
static Puzzle one_move(RulesGameId game, int holes_per_row,
                       const int *holes, int south, int north, int to_move,
                       int hole)
{
    Puzzle pz;
    memset(&pz, 0, sizeof pz);
    rules_setup(&pz.start, game, holes_per_row);
    for (int i = 0; i < pz.start.hole_count; i++) {
        pz.start.holes[i] = (uint8_t)holes[i];
    }
    pz.start.captured[0] = (uint16_t)south;
    pz.start.captured[1] = (uint16_t)north;
    pz.start.to_move = (uint8_t)to_move;
    pz.start.moves_played = 10;
    pz.line[0].kind = RULES_MOVE_SOW;
    pz.line[0].hole = (uint8_t)hole;
    pz.line_len = 1;
    return pz;
}

TEST(themes_come_from_what_the_rule_books_worked_examples_do)
{
    /* docs/RULES.md: Goré's two-way chain (GORE-5) takes five holes */
    static const int gore[8] = {2, 4, 20, 1, 1, 1, 1, 6};
    Puzzle pz = one_move(RULES_GAME_GORE, 4, gore, 6, 6, RULES_SOUTH, 2);
    CHECK_STR(puzzle_theme_name(puzzle_theme_of(&pz)), "chain");
    /* Urim's trigger and chain (URIM-4, URIM-5): holes 1 and 0 */
    static const int urim[12] = {3, 2, 1, 1, 0, 1, 1, 0, 0, 0, 3, 1};
    pz = one_move(RULES_GAME_URIM, 6, urim, 9, 14, RULES_NORTH, 10);
    CHECK_STR(puzzle_theme_name(puzzle_theme_of(&pz)), "chain");
    /* Ayoayo's opening 0: five laps (AYO-3), then a capture (AYO-5) */
    RulesPosition start;
    rules_setup(&start, RULES_GAME_AYOAYO, 6);
    memset(&pz, 0, sizeof pz);
    pz.start = start;
    pz.line_len = 1;
    CHECK_STR(puzzle_theme_name(puzzle_theme_of(&pz)), "relay");
    /* Bao's opening 0 captures down the file (BAO-5) */
    rules_setup(&pz.start, RULES_GAME_BAO_KIGOGO, 0);
    CHECK_STR(puzzle_theme_name(puzzle_theme_of(&pz)), "file");
    /* Urim: a hole of 17 is passed over (URIM-3): 5 seeds from hole 1
     * go to 2, 3 (17: skipped), 4, 5, 6 */
    static const int limit[12] = {1, 5, 0, 17, 0, 0, 4, 2, 2, 1, 3, 1};
    pz = one_move(RULES_GAME_URIM, 6, limit, 0, 0, RULES_SOUTH, 1);
    CHECK_STR(puzzle_theme_name(puzzle_theme_of(&pz)), "limit");
    /* Goré: offering holes is a trade (GORE-6) */
    rules_setup(&pz.start, RULES_GAME_GORE, 0);
    pz.line[0].kind = RULES_MOVE_OFFER;
    pz.line[0].offer = 1;
    pz.start.captured[0] = 6;
    pz.start.captured[1] = 6;
    pz.start.holes[1] = 0;
    pz.start.holes[2] = 0;
    pz.start.moves_played = 4;
    pz.start.must_sow = 0;
    /* (only the move's kind matters to the theme) */
    CHECK_STR(puzzle_theme_name(puzzle_theme_of(&pz)), "trade");
}

TEST(difficulty_counts_the_moves_that_look_as_good_at_a_glance)
{
    /* Goré's chain: hole 2 takes 18 at once; no other South move takes
     * as much less its reply, so it is easy (1), and one more of the
     * player's moves in a line makes it 2. */
    static const int gore[8] = {2, 4, 20, 1, 1, 1, 1, 6};
    Puzzle pz = one_move(RULES_GAME_GORE, 4, gore, 6, 6, RULES_SOUTH, 2);
    CHECK_INT(puzzle_difficulty_of(&pz), 1);
    pz.line_len = 3;
    CHECK_INT(puzzle_difficulty_of(&pz), 2);
    /* Urim, one seed in every hole, South to move (S:12 N:12). Holes 1
     * to 4 each sow into the own row (no capture, URIM-4) and leave hole
     * 0 holding 1, which North's hole 11 then makes 2 and takes: -2.
     * Hole 0 leaves it empty: 0. Hole 5 makes North's 6 hold 2 and takes
     * it (+2), then North's 11 takes hole 0's 2: 0. */
    static const int ones[12] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
    pz = one_move(RULES_GAME_URIM, 6, ones, 12, 12, RULES_SOUTH, 0);
    CHECK_INT(puzzle_difficulty_of(&pz), 2); /* hole 5 looks as good */
    pz.line[0].hole = 1; /* -2: all five others look as good (3 count) */
    CHECK_INT(puzzle_difficulty_of(&pz), 4);
}

TEST(rating_is_elo_against_the_puzzles_difficulty)
{
    CHECK_INT(puzzle_rating_of(1), 900);
    CHECK_INT(puzzle_rating_of(5), 1700);
    /* 1000 against 900: expected 1/(1+10^(-0.25)) = 0.640; solved:
     * +32 x 0.360 = +11.5 -> 1012; failed: -32 x 0.640 = -20.5 -> 980 */
    CHECK_INT(puzzle_rating_after(1000, 1, true), 1012);
    CHECK_INT(puzzle_rating_after(1000, 1, false), 980);
    /* equal ratings (1300 against difficulty 3): +-16 */
    CHECK_INT(puzzle_rating_after(1300, 3, true), 1316);
    CHECK_INT(puzzle_rating_after(1300, 3, false), 1284);
}

TEST(the_puzzle_of_the_day_is_the_same_for_a_date_and_changes_with_it)
{
    size_t a = puzzle_of_the_day(120, 2026, 12, 6, RULES_GAME_GORE);
    CHECK_INT((int)a, (int)puzzle_of_the_day(120, 2026, 12, 6,
                                             RULES_GAME_GORE));
    CHECK((int)a < 120);
    int distinct = 0;
    bool seen[120] = {false};
    for (int d = 1; d <= 30; d++) {
        size_t k = puzzle_of_the_day(120, 2026, 11, d, RULES_GAME_GORE);
        CHECK((int)k < 120);
        if (!seen[k]) {
            seen[k] = true;
            distinct++;
        }
    }
    CHECK(distinct >= 20); /* 30 days of 120 puzzles: few repeats */
    CHECK_INT((int)puzzle_of_the_day(0, 2026, 1, 1, RULES_GAME_URIM), 0);
}

TEST(the_goal_is_one_plain_sentence)
{
    PuzzleSet s;
    PuzzleError e;
    CHECK(puzzle_set_parse("good", good, &s, &e));
    char buf[200];
    puzzle_goal_text(&s.items[0], NULL, buf, sizeof buf);
    CHECK_STR(buf, "South to play: find the move worth at least 3 seeds "
                   "more than any other.");
    s.items[0].goal = PUZZLE_GOAL_WIN;
    s.items[0].start.to_move = RULES_NORTH;
    puzzle_goal_text(&s.items[0], NULL, buf, sizeof buf);
    CHECK_STR(buf, "North to play and win by force: only one move wins.");
    puzzle_set_free(&s);
    /* a best move the search proves a win: plain words, no margin of 45
     * seeds; written back as it was read */
    char forced[2000];
    snprintf(forced, sizeof forced, "%s", good);
    char *at = strstr(forced, "goal: best 3");
    CHECK(at != NULL);
    if (at) {
        memmove(at + 19, at + 12, strlen(at + 12) + 1);
        memcpy(at, "goal: best 3 forced", 19);
    }
    CHECK(puzzle_set_parse("forced", forced, &s, &e));
    CHECK(s.count == 1 && s.items[0].forced && s.items[0].margin == 3);
    puzzle_goal_text(&s.items[0], NULL, buf, sizeof buf);
    CHECK_STR(buf, "South to play and win by force.");
    char out[2000];
    puzzle_format(&s.items[0], out, sizeof out);
    CHECK(strstr(out, "goal: best 3 forced\n") != NULL);
    puzzle_set_free(&s);
}

/* A changed answer: another legal first move than the file's. */
static bool change_answer(Puzzle *pz)
{
    RulesMove moves[RULES_MAX_MOVES];
    int n = rules_legal_moves(&pz->start, moves);
    for (int i = 0; i < n; i++) {
        if (!rules_move_equal(moves[i], pz->line[0])) {
            pz->line[0] = moves[i];
            pz->line_len = 1;
            return true;
        }
    }
    return false;
}

TEST(a_sample_of_the_shipped_puzzles_is_proven_and_a_changed_answer_fails)
{
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        PuzzleSet s;
        PuzzleError e;
        if (!puzzle_set_load_game(data_dir(), (RulesGameId)g, &s, &e)) {
            CHECK_FAIL_AT("%s", e.text);
            return;
        }
        /* the first proven by a search (no table to build: a unit test
         * stays quick), or Modiar's first (its table is a few seconds) */
        size_t i = 0;
        while (i + 1 < s.count && g != RULES_GAME_MODIAR &&
               s.items[i].nodes == 0) {
            i++;
        }
        char why[300];
        Puzzle pz = s.items[i];
        if (!puzzle_prove(&pz, why, sizeof why)) {
            CHECK_FAIL_AT("%s puzzle %d: %s", rules_game_name((RulesGameId)g),
                          pz.id, why);
        }
        CHECK(change_answer(&pz));
        if (puzzle_prove(&pz, why, sizeof why)) {
            CHECK_FAIL_AT("%s puzzle %d with another answer was proven",
                          rules_game_name((RulesGameId)g), pz.id);
        }
        puzzle_set_free(&s);
    }
}

static void add_watch(PuzzleRecord *r, void *ctx)
{
    (void)ctx;
    r->games[RULES_GAME_URIM].path |= PUZZLE_PATH_WATCHED;
}

/* A hint ends the streak and counts the puzzle tried; the rating stays,
 * and solving it afterwards (not rated) marks it solved only. */
TEST(a_hint_ends_the_streak_and_leaves_the_rating)
{
    PuzzleSet s;
    PuzzleError e;
    CHECK(puzzle_set_parse("good", good, &s, &e));
    PuzzleRecord r;
    puzzle_record_init(&r);
    PuzzleGameRecord *gr = &r.games[RULES_GAME_MODIAR];
    gr->streak = gr->best_streak = 3;
    gr->tried = gr->solved = 3;
    puzzle_record_hint(&r, &s.items[0]);
    CHECK_INT(gr->streak, 0);
    CHECK_INT(gr->best_streak, 3);
    CHECK_INT(gr->tried, 4);
    CHECK_INT(gr->rating, 1000);
    puzzle_record_result(&r, &s.items[0], false, false, true, 20261207,
                         false);
    CHECK_INT(gr->rating, 1000);
    CHECK_INT(gr->solved, 4);
    CHECK_INT(gr->tried, 4);
    CHECK_INT(gr->history_len, 0);
    puzzle_set_free(&s);
}

TEST(the_puzzle_record_keeps_results_and_merges_what_another_window_wrote)
{
    mkdir("record-dir", 0700);
    remove("record-dir/puzzles.txt");
    remove("record-dir/puzzles.txt.bad");
    PuzzleSet s;
    PuzzleError e;
    CHECK(puzzle_set_parse("good", good, &s, &e));
    PuzzleRecord mine, other, now;
    char why[200];
    CHECK(puzzle_record_load("record-dir/puzzles.txt", &mine, why,
                             sizeof why)); /* no file: a fresh record */
    CHECK_INT(mine.games[RULES_GAME_MODIAR].rating, 1000);
    /* a first failure then a solve: rated once (difficulty 4: 1500 vs
     * 1000, expected 0.053, -32 x 0.053 = -1.7 -> 998), solved once */
    puzzle_record_result(&mine, &s.items[0], true, false, false, 20261206,
                         false);
    puzzle_record_result(&mine, &s.items[0], false, false, true, 20261206,
                         true);
    CHECK_INT(mine.games[RULES_GAME_MODIAR].rating, 998);
    CHECK_INT(mine.games[RULES_GAME_MODIAR].solved, 1);
    CHECK_INT(mine.games[RULES_GAME_MODIAR].tried, 1);
    CHECK_INT(mine.games[RULES_GAME_MODIAR].day, 20261206);
    CHECK(puzzle_record_done(&mine, &s.items[0]));
    CHECK_INT(puzzle_record_save("record-dir/puzzles.txt", &mine), 0);
    /* another window marks a path step: the result above is kept */
    CHECK_INT(puzzle_record_update("record-dir", add_watch, NULL, &other), 0);
    CHECK(puzzle_record_load("record-dir/puzzles.txt", &now, why,
                             sizeof why));
    CHECK_INT(now.games[RULES_GAME_MODIAR].rating, 998);
    CHECK_INT(now.games[RULES_GAME_MODIAR].history_len, 1);
    CHECK(puzzle_record_done(&now, &s.items[0]));
    CHECK_INT((int)now.games[RULES_GAME_URIM].path, PUZZLE_PATH_WATCHED);
    /* a damaged file is refused, then set aside by an update, not lost */
    FILE *f = fopen("record-dir/puzzles.txt", "w");
    CHECK(f != NULL);
    fputs("mancala-atlas-puzzles 1\nmodiar rating lots\n", f);
    fclose(f);
    CHECK(!puzzle_record_load("record-dir/puzzles.txt", &now, why,
                              sizeof why));
    CHECK_STR(why, "line 2 is not a line of a puzzle record");
    CHECK_INT(puzzle_record_update("record-dir", add_watch, NULL, &other), 0);
    f = fopen("record-dir/puzzles.txt.bad", "r");
    CHECK(f != NULL);
    fclose(f);
    puzzle_set_free(&s);
}

int main(void)
{
    /* Modiar's table read where the other tests keep it, not built again
     * (MANCALA_TABLES_DIR, docs/TESTING.md); test_ai_modiar builds it */
    if (getenv("MANCALA_TABLES_DIR")) {
        ai_solved_keep(getenv("MANCALA_TABLES_DIR"));
    }
    RUN(a_puzzle_file_is_read_with_wrapped_values);
    RUN(a_bad_puzzle_file_is_refused_saying_what_and_where);
    RUN(goals_want_the_only_win_the_only_draw_or_a_clear_margin);
    RUN(themes_come_from_what_the_rule_books_worked_examples_do);
    RUN(difficulty_counts_the_moves_that_look_as_good_at_a_glance);
    RUN(rating_is_elo_against_the_puzzles_difficulty);
    RUN(the_puzzle_of_the_day_is_the_same_for_a_date_and_changes_with_it);
    RUN(the_goal_is_one_plain_sentence);
    RUN(a_hint_ends_the_streak_and_leaves_the_rating);
    RUN(the_puzzle_record_keeps_results_and_merges_what_another_window_wrote);
    RUN(a_sample_of_the_shipped_puzzles_is_proven_and_a_changed_answer_fails);
    return check_summary();
}
