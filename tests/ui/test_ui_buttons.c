/* test_ui_buttons.c: every capability has a button where a newcomer looks for it (issue 51): Your record and Set up a board on the game selection, Watch a game on Learn, Review on the result; each screen's dump lists its buttons, and a click on each reaches its screen; --screen review lists each move's mark. */
#define _POSIX_C_SOURCE 200809L
#include "ai.h"
#include "check.h"
#include "ui_script.h"

/* The rectangle of dump line `key` ("button_Play"); false when absent. */
static bool button_rect(const char *dump, const char *key, int r[5])
{
    char l[200];
    if (!dump_line(dump, key, l, sizeof l) ||
        sscanf(l, "%d %d %d %d %d", &r[0], &r[1], &r[2], &r[3], &r[4]) != 5) {
        printf("  %s: no line %s\n", dump, key);
        return false;
    }
    return true;
}

/* Runs `args`, clicks the middle of button `key` of the first screen, and
 * says whether the screen then shown is `want`. */
static bool click_reaches(const char *args, const char *pre, const char *key,
                          const char *want)
{
    fresh_home("h-buttons");
    char script[2000];
    snprintf(script, sizeof script, "wait 10\n%sdump %s/a.txt\n", pre, dir);
    if (run("h-buttons", args, script) != 0) {
        printf("  %s: did not run\n", args);
        return false;
    }
    int r[5];
    if (!button_rect("a.txt", key, r)) {
        return false;
    }
    if (!r[4]) {
        printf("  %s: %s is disabled\n", args, key);
        return false;
    }
    fresh_home("h-buttons");
    snprintf(script, sizeof script,
             "wait 10\n%sclick %d %d\nwait 10\ndump %s/b.txt\n", pre,
             r[0] + r[2] / 2, r[1] + r[3] / 2, dir);
    if (run("h-buttons", args, script) != 0) {
        return false;
    }
    return dump_says("b.txt", "screen", want);
}

TEST(the_selection_screen_has_your_record_and_set_up_a_board)
{
    /* a newcomer plays the computer first; two players, then the
     * computer against itself, come after (issue 51) */
    static const char *const cycle[] = {
        "button_You_against_the_computer",
        "button_The_computer_starts_(as_South)", "button_Two_players",
        "button_Computer_vs_computer", "button_You_against_the_computer"};
    int first[5] = {0};
    for (int k = 0; k < 5; k++) {
        int r[5];
        if (k == 0) {
            fresh_home("h-buttons");
            char script[600];
            snprintf(script, sizeof script, "wait 10\ndump %s/o.txt\n", dir);
            CHECK_INT(run("h-buttons", "--screen select", script), 0);
        } else {
            CHECK(button_rect("o.txt", cycle[k - 1], r));
            char script[600];
            snprintf(script, sizeof script,
                     "wait 10\nclick %d %d\nwait 10\ndump %s/o.txt\n",
                     r[0] + r[2] / 2, r[1] + r[3] / 2, dir);
            CHECK_INT(run("h-buttons", "--screen select", script), 0);
        }
        CHECK(button_rect("o.txt", cycle[k], r));
        /* the button stays under the pointer: the next click steps it
         * again (issue 52: at Two players it jumped, the level row gone) */
        if (k == 0) {
            memcpy(first, r, sizeof first);
        }
        for (int i = 0; i < 4; i++) {
            CHECK_INT(r[i], first[i]);
        }
    }
    CHECK(click_reaches("--screen select", "", "button_Your_record",
                        "record"));
    CHECK(click_reaches("--screen select --game urim", "",
                        "button_Set_up_a_board", "editor"));
    char l[100];
    CHECK(dump_line("b.txt", "game", l, sizeof l));
    CHECK_STR(l, "urim"); /* the editor opens on the game chosen */
}

/* Choose a game has the chosen game's puzzles too, by a click and by Z
 * (issue 52: they were only under Learn), with how far the player is
 * with them where a record has them. */
TEST(the_selection_screen_has_the_chosen_games_puzzles)
{
    CHECK(click_reaches("--screen select --game modiar", "",
                        "button_Puzzles", "puzzle"));
    char l[100];
    CHECK(dump_line("b.txt", "game", l, sizeof l));
    CHECK_STR(l, "modiar");
    fresh_home("h-buttons");
    char script[600];
    snprintf(script, sizeof script, "wait 10\nkey z\nwait 10\ndump %s/z.txt\n",
             dir);
    CHECK_INT(run("h-buttons", "--screen select --game urim", script), 0);
    CHECK(dump_says("z.txt", "screen", "puzzle"));
    CHECK(dump_says("z.txt", "game", "urim"));
    fresh_home("h-buttons");
    char ini[500];
    snprintf(ini, sizeof ini, "%s/h-buttons/puzzles.txt", dir);
    CHECK(ut_write_text(ini, "mancala-atlas-puzzles 1\ngore rating 1040 "
                             "streak 1 best 2 solved 3 tried 4 day 0\n"));
    snprintf(script, sizeof script, "wait 10\ndump %s/p.txt\n", dir);
    CHECK_INT(run("h-buttons", "--screen select --game gore --size 1366x768",
                  script),
              0);
    /* Play's puzzles button reads "Puzzles" whatever the player's
     * progress and the window's size (issue 51: it came and went) */
    CHECK(dump_line("p.txt", "button_Puzzles", l, sizeof l));
    CHECK(!dump_line("p.txt", "button_Puzzles_·_3_solved_·_rating_1040", l,
                     sizeof l));
}

/* Learn is the title's second button: its screen has Watch a game, which
 * opens the chosen game's recorded game. */
/* The title, where a newcomer looks first, has them too (issue 51); the
 * editor opens on the game last chosen. */
TEST(the_title_has_your_record_and_set_up_a_board)
{
    CHECK(click_reaches("--screen title", "", "button_Your_record",
                        "record"));
    CHECK(click_reaches("--screen title --game modiar", "",
                        "button_Set_up_a_board", "editor"));
}

TEST(the_learn_screen_has_watch_a_game)
{
    fresh_home("h-buttons");
    char script[600];
    snprintf(script, sizeof script, "wait 10\ndump %s/t.txt\n", dir);
    CHECK_INT(run("h-buttons", "", script), 0);
    int r[5];
    CHECK(button_rect("t.txt", "button_Learn", r));
    char pre[100];
    snprintf(pre, sizeof pre, "click %d %d\nwait 10\n", r[0] + r[2] / 2,
             r[1] + r[3] / 2);
    CHECK(click_reaches("", pre, "button_Watch_a_game", "watch"));
    /* not on the Play side, where Watch is not asked for */
    CHECK_INT(run("h-buttons", "--screen select", script), 0);
    char l[100];
    CHECK(!dump_line("t.txt", "button_Watch_a_game", l, sizeof l));
}

/* A finished game's result has Review; the review screen marks every
 * move as the engine does. */
TEST(a_finished_game_has_review_and_its_marks)
{
    Game gm;
    play_game(RULES_GAME_MODIAR, 5, -1, &gm);
    char args[5000];
    snprintf(args, sizeof args, "--screen result --game modiar --moves '%s'",
             gm.text);
    CHECK(click_reaches(args, "", "button_Review", "review"));
    /* --screen review, headless: the dump lists every move's mark */
    fresh_home("h-buttons");
    snprintf(args, sizeof args, "--screen review --game modiar --moves '%s'",
             gm.text);
    char script[600];
    snprintf(script, sizeof script, "idle\ndump %s/r.txt\n", dir);
    CHECK_INT(run("h-buttons", args, script), 0);
    CHECK(dump_says("r.txt", "screen", "review"));
    char marks[4000];
    CHECK(dump_line("r.txt", "marks", marks, sizeof marks));
    int n = 0;
    for (char *w = strtok(marks, " "); w; w = strtok(NULL, " ")) {
        bool known = false;
        for (int m = 0; m < AI_MARK_COUNT; m++) {
            known = known || strcmp(w, ai_mark_name((AiMark)m)) == 0;
        }
        CHECK(known);
        n++;
    }
    CHECK_INT(n, gm.n);
    int r[5];
    CHECK(button_rect("r.txt", "button_Play_on_from_here", r));
}

/* The game screen has New game beside Hint: after a Yes (a game under
 * way is not lost to a stray click) the board starts again (issue 51). */
TEST(the_game_screen_has_new_game)
{
    fresh_home("h-buttons");
    const char *args = "--screen game --game ayoayo --moves '3 8'";
    char script[1400];
    snprintf(script, sizeof script, "wait 10\ndump %s/g.txt\n", dir);
    CHECK_INT(run("h-buttons", args, script), 0);
    int r[5];
    CHECK(button_rect("g.txt", "button_New_game", r));
    CHECK(r[4] == 1);
    CHECK(dump_says("g.txt", "moves", "2"));
    /* asked first: No keeps the game, Yes starts a new one */
    fresh_home("h-buttons");
    snprintf(script, sizeof script,
             "wait 10\nclick %d %d\nwait 10\nkey n\nwait 10\n"
             "dump %s/n.txt\nclick %d %d\nwait 10\nkey y\nwait 10\n"
             "dump %s/y.txt\n",
             r[0] + r[2] / 2, r[1] + r[3] / 2, dir, r[0] + r[2] / 2,
             r[1] + r[3] / 2, dir);
    CHECK_INT(run("h-buttons", args, script), 0);
    CHECK(dump_says("n.txt", "moves", "2"));
    CHECK(dump_says("y.txt", "screen", "game"));
    CHECK(dump_says("y.txt", "moves", "0"));
}

/* Goré: the first time South may offer holes, a notice says so and names
 * the button (GORE-6; fresh-eyes: the offer was hard to discover). The
 * moves lead to North's pile of 6, South to move. */
TEST(a_first_possible_trade_is_told)
{
    fresh_home("h-buttons");
    char script[600], l[400];
    snprintf(script, sizeof script, "wait 10\ndump %s/o.txt\n", dir);
    CHECK_INT(run("h-buttons",
                  "--screen game --game gore --moves "
                  "'1 6 3 4 1 5 3 4 0 6 3 4 2 6'",
                  script),
              0);
    int r[5];
    CHECK(button_rect("o.txt", "button_Offer_holes…", r));
    CHECK(dump_line("o.txt", "notice", l, sizeof l));
    CHECK(strstr(l, "Offer holes") != NULL);
}

/* Goré: a player who owns no seeds must pass (GORE-7). The Pass button
 * is there, and no other move's; the status line says why and what to
 * press (it said "point at a hole": issue 51); the button passes. The
 * moves (a random game) leave North with no seeds, South 11 4 1 0. */
TEST(a_forced_pass_has_its_button_and_says_so)
{
    static const char *const moves =
        "'2 7 2 5 0 5 3 5 2 4 3 7 1 5 2 5 1 4 3 7 1 6 2 7 3 7 1 6 0 5 3 "
        "7 3 6 1 4 3 5 3 6 2'";
    char args[400], script[600], l[400];
    snprintf(args, sizeof args, "--screen game --game gore --moves %s",
             moves);
    fresh_home("h-buttons");
    snprintf(script, sizeof script, "wait 10\nframes 16\ndump %s/p.txt\n",
             dir);
    CHECK_INT(run("h-buttons", args, script), 0);
    int r[5];
    CHECK(button_rect("p.txt", "button_Pass", r));
    CHECK_INT(r[4], 1);
    CHECK(!dump_line("p.txt", "button_Offer_holes…", l, sizeof l));
    CHECK(dump_line("p.txt", "status", l, sizeof l));
    CHECK(strstr(l, "North has no seeds to sow and must pass") != NULL);
    fresh_home("h-buttons");
    snprintf(script, sizeof script,
             "wait 10\nclick %d %d\nidle\ndump %s/q.txt\n",
             r[0] + r[2] / 2, r[1] + r[3] / 2, dir);
    CHECK_INT(run("h-buttons", args, script), 0);
    CHECK(dump_says("q.txt", "moves", "42"));
    CHECK(!dump_line("q.txt", "button_Pass", l, sizeof l));
}

/* Settings: the speed's button is a word as capitalised as On and Off
 * beside it, not the settings file's "normal" (issue 51). */
/* The rules page's heading keeps between Back and the tabs at every size
 * (issue 58: "Urim · Luật chơi" under the "Luật chơi" tab at 200 %). */
TEST(the_rules_pages_heading_keeps_clear_of_its_tabs)
{
    static const char *const runs[] = {
        "--screen rules --game urim --lang vi --text-size 200 --size 1280x720",
        "--screen rules --game urim --lang vi --text-size 200 --size 800x600",
        "--screen history --game bao-kigogo --lang pt --text-size 150 "
        "--size 800x600",
        "--screen rules --game urim --lang en --size 1366x768"};
    for (int i = 0; i < 4; i++) {
        fresh_home("h-buttons");
        char script[600], l[100];
        snprintf(script, sizeof script, "wait 10\ndump %s/hd.txt\n", dir);
        CHECK_INT(run("h-buttons", runs[i], script), 0);
        int room[4] = {0}, back[5], tab[5], width = -1;
        CHECK(dump_line("hd.txt", "heading_room", l, sizeof l) &&
              sscanf(l, "%d %d %d %d", &room[0], &room[1], &room[2],
                     &room[3]) == 4);
        CHECK(dump_line("hd.txt", "heading_width", l, sizeof l) &&
              sscanf(l, "%d", &width) == 1);
        /* Back first, then the two tabs at the right */
        FILE *f = NULL;
        char path[1200];
        snprintf(path, sizeof path, "%s/hd.txt", dir);
        f = fopen(path, "r");
        int k = 0;
        while (f && fgets(l, sizeof l, f)) {
            const char *sp = strchr(l, ' ');
            if (!strncmp(l, "button_", 7) && sp && k < 2) {
                int *r = k == 0 ? back : tab;
                k += sscanf(sp, "%d %d %d %d %d", &r[0], &r[1], &r[2], &r[3],
                            &r[4]) == 5;
            }
        }
        if (f) {
            fclose(f);
        }
        CHECK_INT(k, 2);
        CHECK(width > 0 && width <= room[2]);
        CHECK(room[0] >= back[0] + back[2] && room[0] + room[2] <= tab[0]);
    }
}

TEST(settings_buttons_are_capitalised_alike)
{
    fresh_home("h-buttons");
    char script[600], l[100];
    snprintf(script, sizeof script, "wait 10\ndump %s/st.txt\n", dir);
    CHECK_INT(run("h-buttons", "--screen settings", script), 0);
    CHECK(dump_line("st.txt", "button_Normal", l, sizeof l));
    CHECK(dump_line("st.txt", "button_Off", l, sizeof l));
    CHECK(!dump_line("st.txt", "button_normal", l, sizeof l));
}

/* The selection's opponent rows mean something where they are shown
 * (issue 51): the levels where the computer plays, the expert's time
 * where the expert plays (it showed for the club, and greyed for two
 * players). */
TEST(the_experts_time_is_shown_only_for_the_expert)
{
    fresh_home("h-buttons");
    char script[600], l[100];
    int r[5];
    snprintf(script, sizeof script, "wait 10\ndump %s/x0.txt\n", dir);
    CHECK_INT(run("h-buttons", "--screen select --game ayoayo", script), 0);
    CHECK(button_rect("x0.txt", "button_Club", r));
    CHECK(!dump_line("x0.txt", "button_Expert's_time:_1_s_a_move", l,
                     sizeof l));
    CHECK(button_rect("x0.txt", "button_Expert", r));
    snprintf(script, sizeof script,
             "wait 10\nclick %d %d\nwait 10\ndump %s/x1.txt\n",
             r[0] + r[2] / 2, r[1] + r[3] / 2, dir);
    CHECK_INT(run("h-buttons", "--screen select --game ayoayo", script), 0);
    CHECK(button_rect("x1.txt", "button_Expert's_time:_1_s_a_move", r));
    /* the levels stay where they were clicked */
    int was[5];
    CHECK(button_rect("x0.txt", "button_Expert", was));
    CHECK(button_rect("x1.txt", "button_Expert", r));
    CHECK_INT(r[1], was[1]);
    /* two players: no level, no time */
    char ini[500];
    snprintf(ini, sizeof ini, "%s/h-buttons/settings.ini", dir);
    CHECK(ut_write_text(ini, "opponent=two\n"));
    snprintf(script, sizeof script, "wait 10\ndump %s/x2.txt\n", dir);
    CHECK_INT(run("h-buttons", "--screen select --game ayoayo", script), 0);
    CHECK(button_rect("x2.txt", "button_Two_players", r));
    CHECK(!dump_line("x2.txt", "button_Club", l, sizeof l));
    CHECK(!dump_line("x2.txt", "button_Expert's_time:_1_s_a_move", l,
                     sizeof l));
}

/* The buttons of the selection and learn screens, at the smallest and a
 * common window size, in English and Vietnamese: inside the window and
 * none over another. */
TEST(selection_buttons_are_inside_the_window_and_apart)
{
    static const char *const sizes[] = {"800x600", "1366x768"};
    static const char *const langs[] = {"en", "vi"};
    for (int z = 0; z < 2; z++) {
        for (int k = 0; k < 2; k++) {
            fresh_home("h-buttons");
            char cmd[3000], script[1300], path[1100];
            path_of(path, sizeof path, "s.txt");
            snprintf(script, sizeof script, "wait 10\ndump %s\n", path);
            path_of(cmd, sizeof cmd, "run.script");
            CHECK(ut_write_text(cmd, script));
            int w, h;
            CHECK(sscanf(sizes[z], "%dx%d", &w, &h) == 2);
            snprintf(cmd, sizeof cmd,
                     "MANCALA_HOME='%s/h-buttons' '%s' --screen select "
                     "--lang %s --script '%s/run.script' --size %s "
                     "2>/dev/null",
                     dir, exe, langs[k], dir, sizes[z]);
            CHECK(system(cmd) == 0);
            FILE *f = fopen(path, "r");
            CHECK(f != NULL);
            int rs[40][4], n = 0;
            char line[300];
            while (n < 40 && fgets(line, sizeof line, f)) {
                char *sp = strrchr(line, ' ');
                int e;
                if (strncmp(line, "button_", 7) != 0 || !sp) {
                    continue;
                }
                /* the label may hold no space: "_" stands for them */
                char *nums = strchr(line, ' ');
                if (sscanf(nums, "%d %d %d %d %d", &rs[n][0], &rs[n][1],
                           &rs[n][2], &rs[n][3], &e) == 5) {
                    n++;
                }
            }
            fclose(f);
            CHECK(n >= 10);
            for (int i = 0; i < n; i++) {
                CHECK(rs[i][0] >= 0 && rs[i][1] >= 0 &&
                      rs[i][0] + rs[i][2] <= w && rs[i][1] + rs[i][3] <= h);
                for (int j = 0; j < i; j++) {
                    bool apart = rs[i][0] + rs[i][2] <= rs[j][0] ||
                                 rs[j][0] + rs[j][2] <= rs[i][0] ||
                                 rs[i][1] + rs[i][3] <= rs[j][1] ||
                                 rs[j][1] + rs[j][3] <= rs[i][1];
                    if (!apart) {
                        printf("  %s %s: buttons %d and %d overlap\n",
                               sizes[z], langs[k], i, j);
                        CHECK(false);
                    }
                }
            }
        }
    }
}

static char *path_of_texts(char *buf, size_t size)
{
    path_of(buf, size, "g-texts.txt");
    return buf;
}

/* Two pupils type their names where the match is set up (issue 58): with
 * two players the selection shows South's and North's names as fields
 * under the opponent; a click, the name typed and Enter keep it (in
 * settings.ini, and on the field), Esc while typing keeps the old one;
 * a long name at 200 % in a 1280x720 window is drawn whole, not cut, on
 * the selection and, in a match, in the banners, the score and the stores
 * (where the side's word stands for a name too long for them). */
TEST(two_players_type_their_names_on_the_selection_screen)
{
    fresh_home("h-names");
    char ini[500], script[2000];
    static char text[65536];
    int r[5];
    snprintf(ini, sizeof ini, "%s/h-names/settings.ini", dir);
    CHECK(ut_write_text(ini, "opponent=two\n"));
    snprintf(script, sizeof script, "wait 10\ndump %s/n0.txt\n", dir);
    static const char *const args = "--screen select --game urim "
                                    "--size 1280x720 --text-size 200";
    CHECK_INT(run("h-names", args, script), 0);
    CHECK(button_rect("n0.txt", "button_South", r));
    int nr[5];
    CHECK(button_rect("n0.txt", "button_North", nr));
    snprintf(script, sizeof script,
             "wait 10\nclick %d %d\nwait 10\ndump %s/n1.txt\n"
             "text Nguyễn Thị Minh Khai\nkey Return\nwait 10\n"
             "click %d %d\ntext Zed\nkey Escape\nwait 10\n"
             "dump %s/n2.txt\ntexts %s/n2-texts.txt\n",
             r[0] + r[2] / 2, r[1] + r[3] / 2, dir, nr[0] + nr[2] / 2,
             nr[1] + nr[3] / 2, dir, dir);
    CHECK_INT(run("h-names", args, script), 0);
    CHECK(dump_says("n1.txt", "editing", "south"));
    CHECK(dump_says("n2.txt", "editing", ""));
    CHECK(button_rect("n2.txt", "button_Nguyễn_Thị_Minh_Khai", r));
    CHECK(button_rect("n2.txt", "button_North", r));
    file_text("h-names", "settings.ini", text, sizeof text);
    CHECK(strstr(text, "south_name=Nguyễn Thị Minh Khai\n") != NULL);
    CHECK(strstr(text, "north_name=North\n") != NULL);
    char path[1100];
    path_of(path, sizeof path, "n2-texts.txt");
    ut_read_text(path, text, sizeof text);
    CHECK(strstr(text, "|Nguyễn Thị Minh Khai\n") != NULL);
    /* no "cut" line of the record is the name's */
    for (char *c = strstr(text, "\ncut "); c; c = strstr(c + 1, "\ncut ")) {
        char line[300];
        snprintf(line, sizeof line, "%.*s", (int)strcspn(c + 1, "\n"),
                 c + 1);
        CHECK(strstr(line, "Nguyễn") == NULL);
    }
    /* and in a match, at 200 % in both windows: the banners hold both
     * long names whole (smaller), the score too, the stores the side's
     * word where a name would not fit them */
    CHECK(ut_write_text(ini, "opponent=two\nsouth_name=Nguyễn Thị Minh "
                             "Khai\nnorth_name=Trần Đức Anh Tuấn\n"));
    static const char *const sizes[] = {"1280x720", "1920x1080"};
    for (int z = 0; z < 2; z++) {
        char args2[200];
        snprintf(args2, sizeof args2, "--screen game --game urim --match 5 "
                 "--size %s --text-size 200 --lang vi", sizes[z]);
        snprintf(script, sizeof script, "wait 300\ntexts %s/g-texts.txt\n",
                 dir);
        CHECK_INT(run("h-names", args2, script), 0);
        ut_read_text(path_of_texts(path, sizeof path), text, sizeof text);
        CHECK(strstr(text, "\ncut ") == NULL);
        CHECK(strstr(text, "|Trần Đức Anh Tuấn\n") != NULL);
    }
    /* Bao Kigogo's banner beside "to move" at 200 % in a 1280x720
     * window: whole too, on one line (issue 58: the banners keep their
     * height for the board's sake, their name as large as the text size
     * asks; the role line gives way) */
    CHECK(ut_write_text(ini, "language=en\n"));
    CHECK_INT(run("h-names", "--screen game --game bao-kigogo --size "
                  "1280x720 --text-size 200", script), 0);
    ut_read_text(path_of_texts(path, sizeof path), text, sizeof text);
    CHECK(strstr(text, "\ncut ") == NULL);
    CHECK(strstr(text, "|South\n") != NULL);
    CHECK(strstr(text, "|South · the two bottom rows\n") == NULL);
}

int main(void)
{
    if (!script_setup("buttons")) {
        return 1;
    }
    RUN(the_selection_screen_has_your_record_and_set_up_a_board);
    RUN(the_title_has_your_record_and_set_up_a_board);
    RUN(the_learn_screen_has_watch_a_game);
    RUN(the_selection_screen_has_the_chosen_games_puzzles);
    RUN(a_finished_game_has_review_and_its_marks);
    RUN(selection_buttons_are_inside_the_window_and_apart);
    RUN(the_experts_time_is_shown_only_for_the_expert);
    RUN(two_players_type_their_names_on_the_selection_screen);
    RUN(settings_buttons_are_capitalised_alike);
    RUN(the_rules_pages_heading_keeps_clear_of_its_tabs);
    RUN(the_game_screen_has_new_game);
    RUN(a_first_possible_trade_is_told);
    RUN(a_forced_pass_has_its_button_and_says_so);
    return check_summary();
}
