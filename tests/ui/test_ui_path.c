/* test_ui_path.c: a game's path offered where the player looks (issue 52): the title's next step takes the player there by keys; a first win against Beginner is celebrated on the result, which offers the next step, and a second with the wins at its level; the title offers the puzzle of the day with its streak, one click away; the Learn card's puzzles button shows the puzzles solved and the rating; the record shows the chosen game's path, puzzle rating chart and best wins, chosen by keys and by a click; a puzzle that takes the rating past a new hundred is celebrated; two named players' head-to-head tally. */
#define _POSIX_C_SOURCE 200809L
#include "check.h"
#include "ui_script.h"

#include "ai.h"

#include <stdlib.h>
#include <sys/stat.h>
#include <time.h>

/* Writes `text` as the file `name` of the home h-path. */
static bool home_file(const char *name, const char *text)
{
    char p[1400];
    snprintf(p, sizeof p, "%s/h-path/%s", dir, name);
    return ut_write_text(p, text);
}

/* Today as the puzzle record keeps it: yyyymmdd, UTC. */
static int today(void)
{
    time_t now = time(NULL);
    struct tm *tm = gmtime(&now);
    return (tm->tm_year + 1900) * 10000 + (tm->tm_mon + 1) * 100 +
           tm->tm_mday;
}

/* A game of `g` South wins with the last move its own, so the player
 * (South, the computer North) makes it by a click. */
static bool south_wins_last(RulesGameId g, Game *gm)
{
    for (uint32_t seed = 1; seed < 400; seed++) {
        play_game(g, seed, -1, gm);
        const RulesPosition *end = &gm->pos[gm->n];
        if (end->winner == RULES_WINNER_SOUTH && gm->n > 1 &&
            gm->pos[gm->n - 1].to_move == RULES_SOUTH &&
            gm->moves[gm->n - 1].kind == RULES_MOVE_SOW) {
            return true;
        }
    }
    return false;
}

/* The same against `who` ("--computer north --level club", "" for two
 * people), with the script lines `before` played before the click (a
 * hint asked: "key h\nwait 2000\nidle\n"). */
static int play_last_after(const Game *gm, const char *extra, const char *who,
                           const char *before, bool still, const char *dump,
                           const char *dump2)
{
    char moves[4000] = "", args[4300], script[1200];
    for (int i = 0; i < gm->n - 1; i++) {
        size_t l = strlen(moves);
        rules_move_format(gm->moves[i], moves + l, sizeof moves - l);
        l = strlen(moves);
        snprintf(moves + l, sizeof moves - l, " ");
    }
    RulesGameId g = (RulesGameId)gm->pos[0].game;
    snprintf(args, sizeof args, "--game %s %s %s --speed fast --moves '%s'",
             rules_game_name(g), extra, who, moves);
    int x, y;
    hole_xy(g, gm->moves[gm->n - 1].hole, &x, &y);
    snprintf(script, sizeof script,
             "wait 50\n%sclick %d %d\nwait 3000\nidle\ndump %s/%s\n", before,
             x, y, dir, dump);
    if (still) {
        size_t n = strlen(script);
        snprintf(script + n, sizeof script - n,
                 "screenshot %s/%s.a.png\nwait 3000\n"
                 "screenshot %s/%s.b.png\n",
                 dir, dump, dir, dump);
    }
    int st = run("h-path", args, script);
    if (st != 0 || !dump2) {
        return st;
    }
    int r[5];
    if (!dump_button(dump, "button_Next:_Learn_the_rules", r)) {
        return -1;
    }
    snprintf(script, sizeof script,
             "wait 50\nclick %d %d\nwait 3000\nidle\nclick %d %d\nwait 50\n"
             "dump %s/%s\n",
             x, y, r[0] + r[2] / 2, r[1] + r[3] / 2, dir, dump2);
    return run("h-path", args, script);
}

/* Plays all but the last move of `gm` as loaded moves (with `extra`
 * options), the last by a click, against the computer at Beginner (or
 * two people with `two`);
 * dumps the result to `dump` once it stands still (and, with `still`,
 * draws it twice three seconds apart: <dump>.a.png and .b.png), and the
 * screen a click on its path button opens to `dump2` (when given). */
static int play_last_by_click(const Game *gm, const char *extra, bool two,
                              bool still, const char *dump, const char *dump2)
{
    return play_last_after(gm, extra, two ? "" : "--computer north --level "
                                                 "beginner",
                           "", still, dump, dump2);
}

/* A first win against Beginner: "Step done" on the result (then still),
 * the next step (Learn the rules, the first not done) offered as a
 * button that opens the lesson; a second win is no step, and is
 * celebrated with the wins at its level. */
TEST(a_first_win_against_beginner_is_celebrated_and_the_next_step_offered)
{
    static Game gm;
    CHECK(south_wins_last(RULES_GAME_MODIAR, &gm));
    fresh_home("h-path");
    CHECK_INT(play_last_by_click(&gm, "", false, true, "w1.txt", NULL), 0);
    CHECK(dump_says("w1.txt", "screen", "result"));
    CHECK(dump_says("w1.txt", "winner", "south"));
    CHECK(dump_says("w1.txt", "cheer", "Step done: Win against Beginner"));
    CHECK(dump_says("w1.txt", "path_next", "0"));
    int r[5];
    CHECK(dump_button("w1.txt", "button_Next:_Learn_the_rules", r));
    CHECK_INT(r[4], 1);
    /* the celebration is over and the screen still */
    CHECK(same_file("w1.txt.a.png", "w1.txt.b.png"));
    char rec[2000];
    file_text("h-path", "record.txt", rec, sizeof rec);
    CHECK(strstr(rec, "modiar beginner 1 0 0") != NULL);
    /* the second win: counted, no step done again but the wins told;
     * the button opens the lesson */
    CHECK_INT(play_last_by_click(&gm, "", false, true, "w2.txt", "w3.txt"), 0);
    CHECK(same_file("w2.txt.a.png", "w2.txt.b.png"));
    CHECK(dump_says("w2.txt", "cheer",
                    "Won against Beginner · 2 wins at this level"));
    CHECK(dump_says("w2.txt", "path_next", "0"));
    CHECK(dump_says("w3.txt", "screen", "learn"));
    file_text("h-path", "record.txt", rec, sizeof rec);
    CHECK(strstr(rec, "modiar beginner 3 0 0") != NULL);
}

/* Urim in a match to 5 (URIM-10): a game won is not a match won, so it
 * is not in the record and ticks no step (issue 52: it counted "won 1"
 * and "Win against Beginner"); the same win as a single game counts. */
TEST(a_game_won_in_an_unfinished_match_is_not_a_match_won)
{
    static Game gm;
    CHECK(south_wins_last(RULES_GAME_URIM, &gm));
    fresh_home("h-path");
    CHECK_INT(play_last_by_click(&gm, "--match 5", false, false, "m1.txt",
                                 NULL),
              0);
    CHECK(dump_says("m1.txt", "screen", "result"));
    char rec[2000] = "";
    file_text("h-path", "record.txt", rec, sizeof rec);
    CHECK(strstr(rec, "urim") == NULL);
    CHECK(!dump_says("m1.txt", "cheer", "Step done: Win against Beginner"));
    fresh_home("h-path");
    CHECK_INT(play_last_by_click(&gm, "", false, false, "m2.txt", NULL), 0);
    file_text("h-path", "record.txt", rec, sizeof rec);
    CHECK(strstr(rec, "urim beginner 1 0 0") != NULL);
}

/* A step is told once, where it is done (issue 51): a game watched, then
 * a finished game saved before opened again from Saved games, shows its
 * result with no "Step done: Watch a game" (nothing this game did). */
TEST(reopening_a_finished_saved_game_announces_no_step_done_elsewhere)
{
    static Game gm;
    CHECK(south_wins_last(RULES_GAME_MODIAR, &gm));
    fresh_home("h-path");
    char text[6000], p[1400];
    int n = snprintf(text, sizeof text,
                     "mancala-atlas-save 1\ngame: modiar\nmoves: %d\n",
                     gm.n);
    for (int i = 0; i < gm.n && n > 0 && (size_t)n < sizeof text - 40; i++) {
        n += rules_move_format(gm.moves[i], text + n, sizeof text - (size_t)n);
        n += snprintf(text + n, sizeof text - (size_t)n, "\n");
    }
    snprintf(text + n, sizeof text - (size_t)n, "end\n");
    snprintf(p, sizeof p, "%s/h-path/saves", dir);
    mkdir(p, 0700);
    snprintf(p, sizeof p, "%s/h-path/saves/won.mancala", dir);
    CHECK(ut_write_text(p, text));
    char script[1400];
    snprintf(script, sizeof script,
             "wait 10\nidle\nkey Escape\nkey Escape\nkey ctrl+o\nwait 10\n"
             "key Return\nwait 3000\nidle\ndump %s/r1.txt\n",
             dir);
    CHECK_INT(run("h-path", "--screen watch --game modiar", script), 0);
    CHECK(dump_says("r1.txt", "screen", "result"));
    CHECK(dump_says("r1.txt", "winner", "south"));
    CHECK(dump_says("r1.txt", "cheer", "-"));
    /* the game watched to its end is a step done: the next one is
     * offered */
    CHECK(dump_says("r1.txt", "path_next", "0"));
}

/* The dots on a game's card say what they are (issue 51): the pointer on
 * Goré's shows its path's steps, P shows the chosen card's and Esc hides
 * them (the selection stays); the Atlas's card does the same. */
TEST(the_dots_on_a_card_show_the_paths_steps_by_pointer_and_by_key)
{
    fresh_home("h-path");
    char script[1400];
    snprintf(script, sizeof script, "frames 16\ndump %s/d0.txt\n", dir);
    const char *big = "--screen select --game gore --size 1366x768";
    CHECK_INT(run("h-path", big, script), 0);
    CHECK(dump_says("d0.txt", "path_tip", "-"));
    char l[200];
    float d[4];
    CHECK(dump_line("d0.txt", "dots", l, sizeof l));
    CHECK_INT(sscanf(l, "%f %f %f %f", &d[0], &d[1], &d[2], &d[3]), 4);
    CHECK(d[2] > 0 && d[3] > 0);
    snprintf(script, sizeof script,
             "frames 16\nhover %d %d\nframes 16\ndump %s/d1.txt\n"
             "hover 5 5\nkey Down\nkey p\nframes 16\ndump %s/d2.txt\n"
             "key Escape\nframes 16\ndump %s/d3.txt\n",
             (int)(d[0] + d[2] / 2), (int)(d[1] + d[3] / 2), dir, dir, dir);
    CHECK_INT(run("h-path", big, script), 0);
    CHECK(dump_says("d1.txt", "path_tip", "gore"));
    CHECK(dump_says("d2.txt", "path_tip", "bao-kigogo"));
    CHECK(dump_says("d3.txt", "path_tip", "-"));
    CHECK(dump_says("d3.txt", "screen", "select"));
    snprintf(script, sizeof script,
             "frames 16\ndump %s/a1.txt\nkey p\nframes 16\ndump %s/a2.txt\n",
             dir, dir);
    CHECK_INT(run("h-path", "--screen atlas --game urim", script), 0);
    CHECK(dump_says("a1.txt", "path_tip", "-"));
    CHECK(dump_says("a2.txt", "path_tip", "urim"));
    /* where the card has no room for the dots, P still shows the steps */
    snprintf(script, sizeof script, "key p\nframes 16\ndump %s/d4.txt\n",
             dir);
    CHECK_INT(run("h-path", "--screen select --size 800x600", script), 0);
    CHECK(dump_says("d4.txt", "path_tip", "gore"));
}

/* Every card shows its path's dots, at every size (issue 52: Bao
 * Kigogo's had none, and at 800x600 no card had them), and its link to
 * the Atlas in one form on every card (the words, or the marker alone). */
TEST(every_card_has_its_dots_and_one_form_of_link)
{
    static const char *const runs[] = {
        "--size 1366x768", "--size 800x600", "--size 1280x720 --text-size 200",
        "--size 800x600 --text-size 200 --lang vi",
        "--size 1920x1080 --text-size 150 --lang vi"};
    static const char *const games[] = {"gore", "bao-kigogo", "modiar",
                                        "ayoayo", "urim"};
    for (size_t k = 0; k < sizeof runs / sizeof *runs; k++) {
        fresh_home("h-path");
        char script[600], args[200], key[40], l[200];
        snprintf(script, sizeof script, "frames 16\ndump %s/c.txt\n", dir);
        snprintf(args, sizeof args, "--screen select %s", runs[k]);
        CHECK_INT(run("h-path", args, script), 0);
        float first_w = -1;
        for (int g = 0; g < 5; g++) {
            float d[4], ln[4];
            snprintf(key, sizeof key, "card_%s", games[g]);
            CHECK(dump_line("c.txt", key, l, sizeof l));
            CHECK_INT(sscanf(l, "%f %f %f %f link %f %f %f %f", &d[0], &d[1],
                             &d[2], &d[3], &ln[0], &ln[1], &ln[2], &ln[3]),
                      8);
            if (d[2] <= 0 || d[3] <= 0 || ln[2] <= 0) {
                CHECK_FAIL_AT("%s: %s's card has no dots or no link (%s)",
                              runs[k], games[g], l);
            }
            first_w = first_w < 0 ? ln[2] : first_w;
            if (ln[2] != first_w) {
                CHECK_FAIL_AT("%s: %s's link is %.0f wide, the first %.0f",
                              runs[k], games[g], ln[2], first_w);
            }
        }
    }
}

/* A lesson left at its third step (issue 51): the title offers to go on
 * where it stopped ("Continue the lesson (step 3 of N)", N the lesson's
 * steps), in this window and the next, and takes the player back there. */
TEST(a_lesson_left_part_way_is_offered_again_where_it_stopped)
{
    fresh_home("h-path");
    char script[1400], l[200];
    snprintf(script, sizeof script,
             "wait 10\ndump %s/c0.txt\nkey Escape\nkey Escape\nwait 10\n"
             "dump %s/c1.txt\n",
             dir, dir);
    CHECK_INT(run("h-path", "--screen learn --game gore --step 3", script),
              0);
    CHECK(dump_says("c0.txt", "step", "3"));
    CHECK(dump_line("c0.txt", "steps", l, sizeof l));
    int n = atoi(l);
    CHECK(n > 3);
    char want[200];
    snprintf(want, sizeof want,
             "button_Next:_Continue_the_lesson_(step_3_of_%d)_·_Goré", n);
    int r[5];
    CHECK(dump_says("c1.txt", "screen", "title"));
    CHECK(dump_button("c1.txt", want, r));
    /* the next start offers it too, and Up, Enter opens the third step */
    snprintf(script, sizeof script,
             "wait 10\ndump %s/c2.txt\nkey Up\nkey Return\nwait 10\n"
             "dump %s/c3.txt\n",
             dir, dir);
    CHECK_INT(run("h-path", "", script), 0);
    CHECK(dump_button("c2.txt", want, r));
    CHECK(dump_says("c3.txt", "screen", "learn"));
    CHECK(dump_says("c3.txt", "step", "3"));
    /* the lesson opened at its start and left there keeps the place */
    snprintf(script, sizeof script,
             "wait 10\nkey Escape\nkey Escape\nwait 10\ndump %s/c4.txt\n",
             dir);
    CHECK_INT(run("h-path", "--screen learn --game gore", script), 0);
    CHECK(dump_button("c4.txt", want, r));
}

/* The title offers the next step of the last game's path above Play and
 * takes the player there by keys alone (Up, Enter: Goré's lesson); once
 * every step of a game is done the next game's path is offered. */
TEST(the_title_offers_the_next_step_and_takes_the_player_there_by_keys)
{
    fresh_home("h-path");
    char script[1400];
    snprintf(script, sizeof script,
             "wait 10\ndump %s/t1.txt\nkey Up\nkey Return\nwait 10\n"
             "dump %s/t2.txt\n",
             dir, dir);
    CHECK_INT(run("h-path", "", script), 0);
    CHECK(dump_says("t1.txt", "path", "gore 0"));
    int r[5];
    CHECK(dump_button("t1.txt", "button_Next:_Learn_the_rules_·_Goré", r));
    CHECK(dump_says("t2.txt", "screen", "learn"));
    /* Goré's path all done (a lesson, a watched and reviewed game, every
     * level beaten, ten puzzles): Bao Kigogo's first step comes next */
    CHECK(home_file("puzzles.txt",
                    "mancala-atlas-puzzles 1\ngore rating 1000 streak 0 best "
                    "0 solved 10 tried 10 day 0\ngore path 3\n"));
    CHECK(home_file("record.txt",
                    "mancala-atlas-record 1\ngore beginner 1 0 0 3\n"
                    "gore club 1 0 0 2\ngore expert 1 0 1 1\n"));
    CHECK(home_file("lessons.txt", "gore\n"));
    snprintf(script, sizeof script, "wait 10\ndump %s/t3.txt\n", dir);
    CHECK_INT(run("h-path", "", script), 0);
    CHECK(dump_says("t3.txt", "path", "bao-kigogo 0"));
}

/* A first start offers the lesson alone; once the rules are known (a
 * lesson finished, a game played against the computer) the title offers
 * the puzzle of the day of the game last played above the path's step,
 * and one click opens it; once it is solved today the button offers the
 * next puzzle with the streak; when the path's step is the puzzles
 * already, the step alone is offered. */
TEST(the_title_offers_the_puzzle_of_the_day_with_its_streak_in_one_click)
{
    fresh_home("h-path");
    char script[1400];
    snprintf(script, sizeof script, "wait 10\ndump %s/d0.txt\n", dir);
    CHECK_INT(run("h-path", "", script), 0);
    CHECK(dump_says("d0.txt", "puzzle", "-"));
    CHECK(home_file("lessons.txt", "gore\n"));
    snprintf(script, sizeof script, "wait 10\ndump %s/d1.txt\n", dir);
    CHECK_INT(run("h-path", "", script), 0);
    CHECK(dump_says("d1.txt", "puzzle", "gore"));
    int r[5], p[5];
    CHECK(dump_button("d1.txt", "button_Puzzle_of_the_day_·_Goré", r));
    CHECK_INT(r[4], 1);
    /* above the path's step, which is above Play */
    CHECK(dump_button("d1.txt", "button_Next:_Watch_a_game_·_Goré", p));
    CHECK(r[1] + r[3] <= p[1]);
    snprintf(script, sizeof script, "wait 10\nclick %d %d\nwait 20\n"
             "dump %s/d2.txt\n", r[0] + r[2] / 2, r[1] + r[3] / 2, dir);
    CHECK_INT(run("h-path", "", script), 0);
    CHECK(dump_says("d2.txt", "screen", "puzzle"));
    CHECK(dump_says("d2.txt", "game", "gore"));
    CHECK(dump_says("d2.txt", "of_the_day", "1"));
    /* today's solved, three in a row */
    char text[400];
    snprintf(text, sizeof text,
             "mancala-atlas-puzzles 1\ngore rating 1030 streak 3 best 3 "
             "solved 3 tried 3 day %d\n",
             today());
    CHECK(home_file("puzzles.txt", text));
    snprintf(script, sizeof script, "wait 10\ndump %s/d3.txt\n", dir);
    CHECK_INT(run("h-path", "", script), 0);
    CHECK(dump_button("d3.txt", "button_Next_puzzle_·_Goré_·_streak_3", r));
    CHECK_INT(r[4], 1);
    /* a game watched and won too: the path's step is the puzzles,
     * offered once */
    CHECK(home_file("puzzles.txt",
                    "mancala-atlas-puzzles 1\ngore rating 1000 streak 0 best "
                    "0 solved 0 tried 0 day 0\ngore path 1\n"));
    CHECK(home_file("record.txt",
                    "mancala-atlas-record 1\ngore beginner 1 0 0 3\n"));
    snprintf(script, sizeof script, "wait 10\ndump %s/d4.txt\n", dir);
    CHECK_INT(run("h-path", "", script), 0);
    CHECK(dump_says("d4.txt", "path", "gore 3"));
    CHECK(dump_says("d4.txt", "puzzle", "-"));
    /* Modiar last played, its lesson not learned, but a game of it
     * played against the computer: its puzzles are offered */
    CHECK(home_file("settings.ini", "game=modiar\n"));
    CHECK(home_file("record.txt",
                    "mancala-atlas-record 1\nmodiar club 1 0 0 2\n"));
    snprintf(script, sizeof script, "wait 10\ndump %s/d5.txt\n", dir);
    CHECK_INT(run("h-path", "", script), 0);
    CHECK(dump_says("d5.txt", "puzzle", "modiar"));
    CHECK(dump_button("d5.txt", "button_Puzzle_of_the_day_·_Modiar", r));
    CHECK(!dump_button("d4.txt", "button_Puzzle_of_the_day_·_Goré", r) ||
          r[4] == 0);
}

/* The title's Learn button clicked (found in a first run's dump): the
 * selection it opens dumped to `dump`. */
static bool open_learn(const char *dump)
{
    char script[1400];
    snprintf(script, sizeof script, "wait 10\ndump %s/n0.txt\n", dir);
    int r[5];
    if (run("h-path", "", script) != 0 || !dump_button("n0.txt",
                                                       "button_Learn", r)) {
        return false;
    }
    snprintf(script, sizeof script, "wait 10\nclick %d %d\nwait 20\n"
             "dump %s/%s\n", r[0] + r[2] / 2, r[1] + r[3] / 2, dir, dump);
    return run("h-path", "", script) == 0;
}

/* The Learn card's puzzles button says how far the player is with the
 * game's puzzles once one is tried: the puzzles solved and the rating. */
TEST(the_learn_cards_puzzles_button_shows_the_puzzles_solved_and_rating)
{
    fresh_home("h-path");
    int r[5];
    CHECK(open_learn("n1.txt"));
    CHECK(dump_button("n1.txt", "button_Puzzles", r));
    CHECK(home_file("puzzles.txt",
                    "mancala-atlas-puzzles 1\ngore rating 1040 streak 1 best "
                    "2 solved 3 tried 4 day 0\n"));
    CHECK(open_learn("n2.txt"));
    CHECK(dump_button("n2.txt", "button_Puzzles_·_3_solved_·_rating_1040",
                      r));
    CHECK_INT(r[4], 1);
}

/* The record shows the chosen game's path, its puzzle rating chart and
 * best wins; Down chooses the next game, a click on a row that game. */
TEST(the_record_shows_the_chosen_games_path_and_rating_chart)
{
    fresh_home("h-path");
    CHECK(home_file("puzzles.txt",
                    "mancala-atlas-puzzles 1\ngore rating 1040 streak 1 best "
                    "2 solved 3 tried 4 day 0\n"
                    "gore history 1000 1016 1031 1040\n"));
    CHECK(home_file("record.txt",
                    "mancala-atlas-record 1\ngore club 2 0 1 6\n"));
    char script[1400];
    snprintf(script, sizeof script,
             "wait 10\ndump %s/r1.txt\nkey Down\ndump %s/r2.txt\n", dir,
             dir);
    CHECK_INT(run("h-path", "--screen record --game gore", script), 0);
    CHECK(dump_says("r1.txt", "chosen", "gore"));
    /* learn, watch, beginner, 10 puzzles, club, expert, review: a
     * win against Club (without hints) counts for Beginner too */
    CHECK(dump_says("r1.txt", "path_done", "0 0 1 0 1 0 0"));
    CHECK(dump_says("r1.txt", "rating", "1040"));
    CHECK(dump_says("r1.txt", "chart", "4"));
    CHECK(dump_says("r2.txt", "chosen", "bao-kigogo"));
    CHECK(dump_says("r2.txt", "chart", "0"));
    /* a click on the third row (Modiar) */
    char l[100];
    float y0 = 0, h = 0;
    CHECK(dump_line("r1.txt", "rows", l, sizeof l));
    CHECK_INT(sscanf(l, "%f %f", &y0, &h), 2);
    snprintf(script, sizeof script, "wait 10\nclick %d %d\ndump %s/r3.txt\n",
             W / 2, (int)(y0 + h * 2.5f), dir);
    CHECK_INT(run("h-path", "--screen record --game gore", script), 0);
    CHECK(dump_says("r3.txt", "chosen", "modiar"));
}

/* A puzzle solved at the first try that takes the rating past 1100, a
 * hundred it never reached: celebrated (by clicks on the puzzle's holes
 * alone). */
TEST(a_puzzle_taking_the_rating_past_a_new_hundred_is_celebrated)
{
    fresh_home("h-path");
    char p[1400], text[400];
    snprintf(p, sizeof p, "%s/h-path/puzzles.txt", dir);
    /* today's puzzle solved, so the one nearest the rating comes */
    snprintf(text, sizeof text,
             "mancala-atlas-puzzles 1\nmodiar rating 1095 streak 0 best 0 "
             "solved 0 tried 1 day %d\nmodiar history 1095\n",
             today());
    CHECK(ut_write_text(p, text));
    char clicks[600] = "", script[1600], l[100];
    bool solved = false;
    for (int k = 0; k < 3 && !solved; k++) {
        snprintf(script, sizeof script,
                 "wait 20\n%sdump %s/z.txt\n", clicks, dir);
        CHECK_INT(run("h-path", "--screen puzzle --game modiar --speed fast",
                      script),
                  0);
        CHECK(dump_line("z.txt", "phase", l, sizeof l));
        solved = strcmp(l, "7") == 0;
        char want[16] = "", pits[400] = "";
        if (solved || !dump_line("z.txt", "expect", want, sizeof want) ||
            !dump_line("z.txt", "pits", pits, sizeof pits)) {
            break;
        }
        int hole = atoi(want), x = 0, y = 0, at = 0;
        const char *q = pits;
        for (int i = 0; i <= hole && sscanf(q, "%d %d%n", &x, &y, &at) == 2;
             i++) {
            q += at;
        }
        size_t n = strlen(clicks);
        snprintf(clicks + n, sizeof clicks - n,
                 "click %d %d\nwait 4000\nidle\n", x, y);
        fresh_home("h-path");
        CHECK(ut_write_text(p, text));
    }
    CHECK(solved);
    CHECK(dump_line("z.txt", "rating", l, sizeof l));
    CHECK(atoi(l) >= 1100);
    CHECK(dump_says("z.txt", "cheer", "Your puzzle rating reached 1100!"));
}

/* Hints are counted (issue 52: a win against Club with a hint at nearly
 * every move took the achievement away): a win against Club after a hint
 * counts as won, but ticks no step, keeps no best win, and the result
 * says why; the same win without one ticks "Win against Club without
 * hints" and is praised. Two people: the hint says whose it is, and the
 * result each one's hints. */
TEST(a_win_with_hints_is_counted_but_ticks_no_step_and_the_result_says_so)
{
    static Game gm;
    CHECK(south_wins_last(RULES_GAME_MODIAR, &gm));
    fresh_home("h-path");
    const char *club = "--computer north --level club";
    char hint[400];
    snprintf(hint, sizeof hint, "key h\nwait 2500\nidle\ndump %s/hk0.txt\n",
             dir);
    CHECK_INT(play_last_after(&gm, "", club, hint, false, "hk1.txt", NULL), 0);
    char line[300];
    CHECK(dump_line("hk0.txt", "hint", line, sizeof line));
    CHECK(strncmp(line, "Hint: ", 6) == 0);
    CHECK(dump_says("hk1.txt", "winner", "south"));
    CHECK(dump_says("hk1.txt", "hints", "1 0"));
    CHECK(dump_says("hk1.txt", "hints_line",
                    "1 hint used, so this win does not tick “Beat Club, "
                    "no hints”"));
    CHECK(!dump_says("hk1.txt", "cheer",
                     "Step done: Beat Club, no hints"));
    char rec[2000];
    file_text("h-path", "record.txt", rec, sizeof rec);
    CHECK(strstr(rec, "modiar club 1 0 0 -\n") != NULL);
    /* the same win without a hint */
    CHECK_INT(play_last_after(&gm, "", club, "", false, "hk2.txt", NULL), 0);
    CHECK(dump_says("hk2.txt", "hints", "0 0"));
    CHECK(dump_says("hk2.txt", "hints_line", "Won without a single hint!"));
    CHECK(dump_says("hk2.txt", "cheer",
                    "Step done: Beat Club, no hints"));
    const RulesPosition *end = &gm.pos[gm.n];
    char want[80];
    snprintf(want, sizeof want, "modiar club 2 0 0 %d\n",
             end->captured[0] - end->captured[1]);
    file_text("h-path", "record.txt", rec, sizeof rec);
    CHECK(strstr(rec, want) != NULL);
    /* two people: whose hint it is, and each one's on the result */
    CHECK(home_file("settings.ini", "south_name=Lan\nnorth_name=Minh\n"));
    CHECK_INT(play_last_after(&gm, "", "", hint, false, "hk3.txt", NULL), 0);
    CHECK(dump_line("hk0.txt", "hint", line, sizeof line));
    CHECK(strncmp(line, "Hint for Lan: sow hole ", 23) == 0);
    CHECK(dump_says("hk3.txt", "hints_line", "Hints: Lan 1 · Minh 0"));
}

/* Two people who gave their names: each game they finish counts in their
 * head-to-head tally, whichever side each played, and the record shows
 * it under the game; unnamed sides count nothing. */
TEST(two_named_players_keep_a_head_to_head_tally_in_the_record)
{
    static Game gm;
    CHECK(south_wins_last(RULES_GAME_MODIAR, &gm));
    fresh_home("h-path");
    CHECK(home_file("settings.ini", "south_name=Ada\nnorth_name=Bo\n"));
    CHECK_INT(play_last_by_click(&gm, "", true, false, "d1.txt", NULL), 0);
    CHECK(dump_says("d1.txt", "winner", "south"));
    /* no computer, no wins counted; the winner's moment, by the seeds
     * (issue 52) */
    const RulesPosition *end = &gm.pos[gm.n];
    char want[80];
    snprintf(want, sizeof want, "Ada won by %d seeds",
             end->captured[0] - end->captured[1]);
    CHECK(end->captured[0] - end->captured[1] > 1);
    CHECK(dump_says("d1.txt", "cheer", want));
    CHECK(home_file("settings.ini", "south_name=Bo\nnorth_name=Ada\n"));
    CHECK_INT(play_last_by_click(&gm, "", true, false, "d2.txt", NULL), 0);
    char text[600];
    file_text("h-path", "duels.txt", text, sizeof text);
    CHECK_STR(text, "mancala-atlas-duels 1\nmodiar\tAda\tBo\t1 0 1\n");
    /* the record opens on the game last chosen */
    CHECK(home_file("settings.ini",
                    "south_name=Bo\nnorth_name=Ada\ngame=modiar\n"));
    char script[1400];
    snprintf(script, sizeof script, "wait 10\ndump %s/d3.txt\n", dir);
    CHECK_INT(run("h-path", "--screen record --game modiar", script), 0);
    CHECK(dump_says("d3.txt", "duel", "Ada|Bo 1 0 1"));
    /* no names of their own: nothing counted */
    CHECK(home_file("settings.ini", "south_name=South\nnorth_name=North\n"));
    CHECK_INT(play_last_by_click(&gm, "", true, false, "d4.txt", NULL), 0);
    file_text("h-path", "duels.txt", text, sizeof text);
    CHECK_STR(text, "mancala-atlas-duels 1\nmodiar\tAda\tBo\t1 0 1\n");
}

/* Two people: the game just won is celebrated with the winner's name
 * and margin; a key pressed during that moment only ends it (Right did
 * not show the ring, which is on no button at first), and once the screen stands still the
 * same key does its work. */
TEST(a_key_during_the_winners_moment_only_ends_it)
{
    static Game gm;
    CHECK(south_wins_last(RULES_GAME_MODIAR, &gm));
    fresh_home("h-path");
    char moves[4000], args[4300], script[1200];
    moves_but_last(&gm, moves, sizeof moves);
    snprintf(args, sizeof args, "--game modiar --speed instant --moves '%s'",
             moves);
    int x, y;
    hole_xy(RULES_GAME_MODIAR, gm.moves[gm.n - 1].hole, &x, &y);
    snprintf(script, sizeof script,
             "wait 50\nclick %d %d\nwait 40\nframes 16\ndump %s/k0.txt\n"
             "key Right\nframes 16\ndump %s/k1.txt\nwait 3000\nidle\n"
             "key Right\nframes 16\ndump %s/k2.txt\n",
             x, y, dir, dir, dir);
    CHECK_INT(run("h-path", args, script), 0);
    CHECK(dump_says("k0.txt", "screen", "result"));
    CHECK(dump_says("k0.txt", "focus_button", "")); /* no ring at first */
    char l[300];
    CHECK(dump_line("k0.txt", "cheer", l, sizeof l));
    CHECK(strstr(l, "South won by ") == l);
    CHECK(dump_says("k1.txt", "screen", "result"));
    CHECK(dump_says("k1.txt", "focus_button", ""));
    CHECK(dump_says("k2.txt", "screen", "result"));
    CHECK(dump_says("k2.txt", "focus_button", "Play again|1"));
}

/* A Modiar position where South (the person) holds a win or a draw and
 * one of its sowings hands the computer a forced win, by the solved
 * table: the first found along seeded random games. */
static bool a_losing_move(Game *gm, int *at, RulesMove *bad, RulesMove *good)
{
    for (uint32_t seed = 1; seed < 200; seed++) {
        play_game(RULES_GAME_MODIAR, seed, -1, gm);
        for (int i = 2; i < gm->n; i++) {
            const RulesPosition *p = &gm->pos[i];
            AiSolved was, now;
            if (p->to_move != RULES_SOUTH || !ai_solve(p, NULL, 0, &was) ||
                was.outcome == AI_OUTCOME_LOSS || !was.has_move) {
                continue;
            }
            RulesMove ms[RULES_MAX_MOVES];
            int k = rules_legal_moves(p, ms);
            for (int j = 0; j < k; j++) {
                RulesPosition q;
                rules_apply(p, ms[j], &q, NULL);
                if (!q.over && q.to_move == RULES_NORTH &&
                    ai_solve(&q, NULL, 0, &now) &&
                    now.outcome == AI_OUTCOME_WIN) {
                    *at = i;
                    *bad = ms[j];
                    *good = was.move;
                    return true;
                }
            }
        }
    }
    return false;
}

/* Modiar against the computer at Beginner (issue 52): the move that
 * throws away a won or drawn game is said plainly, once, as a notice;
 * the table's own move says nothing. */
TEST(modiar_says_when_a_move_lets_the_computer_force_a_win)
{
    static Game gm;
    int at = 0;
    RulesMove bad, good;
    CHECK(a_losing_move(&gm, &at, &bad, &good));
    for (int v = 0; v < 2; v++) {
        char moves[4000] = "", args[4300], script[600];
        for (int i = 0; i < at; i++) {
            size_t l = strlen(moves);
            rules_move_format(gm.moves[i], moves + l, sizeof moves - l);
            l = strlen(moves);
            snprintf(moves + l, sizeof moves - l, " ");
        }
        fresh_home("h-lost");
        snprintf(args, sizeof args,
                 "--game modiar --speed instant --computer north "
                 "--level beginner --moves '%s'",
                 moves);
        int x, y;
        hole_xy(RULES_GAME_MODIAR, (v ? good : bad).hole, &x, &y);
        snprintf(script, sizeof script,
                 "wait 50\nclick %d %d\nwait 30\ndump %s/l%d.txt\n", x, y,
                 dir, v);
        CHECK_INT(run("h-lost", args, script), 0);
    }
    char l[600];
    CHECK(dump_line("l0.txt", "notice", l, sizeof l));
    CHECK(strstr(l, "the computer can force a win") != NULL);
    CHECK(dump_line("l1.txt", "notice", l, sizeof l));
    CHECK(strstr(l, "force a win") == NULL);
}

/* Issue 52: the record's path steps are buttons that go where each is
 * done ("Watch a game" clicked did nothing): the dump lists all seven;
 * a click on Watch a game opens the recorded game, one on Learn the rules
 * the lesson; Tab rings the first step and Enter presses it. */
TEST(the_records_path_steps_are_buttons_that_go_where_each_is_done)
{
    fresh_home("h-path");
    char script[1400];
    snprintf(script, sizeof script, "wait 10\nframes 2\ndump %s/ps1.txt\n",
             dir);
    CHECK_INT(run("h-path", "--screen record --game gore", script), 0);
    static const char *const steps[] = {
        "button_Learn_the_rules", "button_Watch_a_game",
        "button_Win_against_Beginner", "button_Solve_10_puzzles",
        "button_Beat_Club,_no_hints",
        "button_Beat_Expert,_no_hints",
        "button_Review_a_game_you_lost"};
    int r[5] = {0}, watch[5] = {0}, learn[5] = {0};
    for (int i = 0; i < 7; i++) {
        CHECK(dump_button("ps1.txt", steps[i], r));
        CHECK(r[2] > 0 && r[3] > 0 && r[4] == 1);
    }
    CHECK(dump_button("ps1.txt", "button_Watch_a_game", watch));
    CHECK(dump_button("ps1.txt", "button_Learn_the_rules", learn));
    snprintf(script, sizeof script, "wait 10\nframes 2\nclick %d %d\n"
             "wait 20\ndump %s/ps2.txt\n", watch[0] + watch[2] / 2,
             watch[1] + watch[3] / 2, dir);
    CHECK_INT(run("h-path", "--screen record --game gore", script), 0);
    CHECK(dump_says("ps2.txt", "screen", "watch"));
    snprintf(script, sizeof script, "wait 10\nframes 2\nclick %d %d\n"
             "wait 20\ndump %s/ps3.txt\n", learn[0] + learn[2] / 2,
             learn[1] + learn[3] / 2, dir);
    CHECK_INT(run("h-path", "--screen record --game gore", script), 0);
    CHECK(dump_says("ps3.txt", "screen", "learn"));
    snprintf(script, sizeof script, "wait 10\nframes 2\nkey Tab\nframes 2\n"
             "dump %s/ps4.txt\nkey Return\nwait 20\ndump %s/ps5.txt\n", dir,
             dir);
    CHECK_INT(run("h-path", "--screen record --game gore", script), 0);
    CHECK(dump_says("ps4.txt", "focus_button", "Learn the rules|1"));
    CHECK(dump_says("ps5.txt", "screen", "learn"));
}

int main(void)
{
    if (!script_setup("path")) {
        return 1;
    }
    RUN(a_first_win_against_beginner_is_celebrated_and_the_next_step_offered);
    RUN(a_game_won_in_an_unfinished_match_is_not_a_match_won);
    RUN(reopening_a_finished_saved_game_announces_no_step_done_elsewhere);
    RUN(the_dots_on_a_card_show_the_paths_steps_by_pointer_and_by_key);
    RUN(every_card_has_its_dots_and_one_form_of_link);
    RUN(a_lesson_left_part_way_is_offered_again_where_it_stopped);
    RUN(the_title_offers_the_next_step_and_takes_the_player_there_by_keys);
    RUN(the_title_offers_the_puzzle_of_the_day_with_its_streak_in_one_click);
    RUN(the_learn_cards_puzzles_button_shows_the_puzzles_solved_and_rating);
    RUN(the_record_shows_the_chosen_games_path_and_rating_chart);
    RUN(a_puzzle_taking_the_rating_past_a_new_hundred_is_celebrated);
    RUN(a_win_with_hints_is_counted_but_ticks_no_step_and_the_result_says_so);
    RUN(two_named_players_keep_a_head_to_head_tally_in_the_record);
    RUN(a_key_during_the_winners_moment_only_ends_it);
    RUN(modiar_says_when_a_move_lets_the_computer_force_a_win);
    RUN(the_records_path_steps_are_buttons_that_go_where_each_is_done);
    return check_summary();
}
