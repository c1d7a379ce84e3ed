/* test_ui_autosave.c: the autosave: every move is kept and continued from the title on the next start, a finished game clears it, and a damaged one is set aside with a notice naming its line. */
#define _POSIX_C_SOURCE 200809L
#include "check.h"
#include "ui_script.h"

TEST(a_move_is_autosaved_and_continued_from_the_title_on_the_next_start)
{
    static Game gm;
    play_game(RULES_GAME_AYOAYO, 5, 1, &gm);
    fresh_home("h-auto");
    int hx, hy;
    hole_xy(RULES_GAME_AYOAYO, gm.moves[0].hole, &hx, &hy);
    char script[8000], l[300];
    snprintf(script, sizeof script, "click %d %d\nkey space\nwait 20\n", hx,
             hy);
    CHECK_INT(run("h-auto", "--game ayoayo", script), 0);
    CHECK(exists("h-auto", "autosave-ayoayo.mancala"));
    snprintf(script, sizeof script,
             "wait 20\ndump %s/a1.txt\n"
             "key Return\nwait 20\ndump %s/a2.txt\n", dir, dir);
    CHECK_INT(run("h-auto", "", script), 0);
    CHECK(dump_line("a1.txt", "continue", l, sizeof l));
    CHECK(strstr(l, "Ayoayo") != NULL && strstr(l, "1 move") != NULL);
    CHECK(dump_says("a2.txt", "screen", "game"));
    CHECK(dump_says("a2.txt", "moves", "1"));
    CHECK(shows("a2.txt", &gm.pos[1]));
}

/* A game left before its first move keeps nothing (issue 51): the
 * title offers no Continue for it, and a new game of that kind starts
 * without asking. */
TEST(a_game_of_no_move_gets_no_continue_and_no_question)
{
    fresh_home("h-none");
    CHECK_INT(run("h-none", "--game ayoayo", "wait 20\n"), 0);
    CHECK(exists("h-none", "autosave-ayoayo.mancala")); /* 0 moves */
    char script[2000], l[300];
    /* Play, then Enter plays the game chosen, with no question */
    snprintf(script, sizeof script,
             "wait 20\ndump %s/n1.txt\nkey Return\nwait 20\n"
             "dump %s/n2.txt\nkey Return\nwait 20\ndump %s/n3.txt\n",
             dir, dir, dir);
    CHECK_INT(run("h-none", "", script), 0);
    CHECK(!dump_line("n1.txt", "button_Continue:_Ayoayo", l, sizeof l));
    CHECK(dump_says("n2.txt", "screen", "select"));
    CHECK(dump_says("n3.txt", "screen", "game"));
}

TEST(a_finished_game_clears_the_autosave)
{
    static Game gm;
    play_game(RULES_GAME_MODIAR, 3, -1, &gm);
    CHECK(gm.pos[gm.n].over);
    fresh_home("h-done");
    CHECK(gm.moves[gm.n - 1].kind == RULES_MOVE_SOW);
    char args[4200];
    /* all moves but the last, then the last one by clicking */
    Game head = gm;
    head.text[0] = '\0';
    for (int i = 0; i + 1 < gm.n; i++) {
        size_t l = strlen(head.text);
        rules_move_format(gm.moves[i], head.text + l, sizeof head.text - l);
        l = strlen(head.text);
        snprintf(head.text + l, sizeof head.text - l, " ");
    }
    snprintf(args, sizeof args, "--game modiar --moves '%s'", head.text);
    CHECK_INT(run("h-done", args, "wait 10\n"), 0);
    CHECK(exists("h-done", "autosave-modiar.mancala"));
    int hx, hy;
    hole_xy(RULES_GAME_MODIAR, gm.moves[gm.n - 1].hole, &hx, &hy);
    char script[8000];
    /* the title's Continue has the focus: Enter resumes the game */
    snprintf(script, sizeof script, "wait 10\nkey Return\nwait 20\n"
             "click %d %d\nkey space\nwait 20\n", hx, hy);
    CHECK_INT(run("h-done", "", script), 0);
    CHECK(!exists("h-done", "autosave-modiar.mancala"));
}

TEST(a_damaged_autosave_gives_a_notice_naming_the_line_and_is_set_aside)
{
    fresh_home("h-bad");
    char p[1400], script[8000], l[800];
    snprintf(p, sizeof p, "%s/h-bad/autosave.mancala", dir);
    CHECK(ut_write_text(p, "mancala-atlas-save 1\ngame: nonsense\n"));
    snprintf(script, sizeof script, "wait 20\ndump %s/b1.txt\nkey Return\n"
             "wait 20\ndump %s/b2.txt\n", dir, dir);
    CHECK_INT(run("h-bad", "", script), 0);
    CHECK(dump_line("b1.txt", "notice", l, sizeof l));
    CHECK(strstr(l, "autosave.mancala:2") != NULL);
    CHECK(dump_line("b1.txt", "continue", l, sizeof l) && l[0] == '\0');
    CHECK(!exists("h-bad", "autosave.mancala"));
    CHECK(exists("h-bad", "autosave.mancala.bad"));
    /* the program goes on: Enter on Play opens the game selection */
    CHECK(dump_says("b2.txt", "screen", "select"));
}

int main(void)
{
    if (!script_setup("autosave")) {
        return 1;
    }
    RUN(a_move_is_autosaved_and_continued_from_the_title_on_the_next_start);
    RUN(a_game_of_no_move_gets_no_continue_and_no_question);
    RUN(a_finished_game_clears_the_autosave);
    RUN(a_damaged_autosave_gives_a_notice_naming_the_line_and_is_set_aside);
    return check_summary();
}
