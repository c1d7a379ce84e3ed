/* test_ui_browse.c: browsing the move list: clicking a move plays it again slowly from the position before it and ends on the position after it, the game unchanged; keys step through the list, Back to game and Escape return, and playing from a browsed position asks before later moves are discarded. */
#define _POSIX_C_SOURCE 200809L
#include "check.h"
#include "ui_script.h"

/* Row k of the move list at 1280x800 (size unit 1): a 17 px font, rows of
 * 1.45 lines below a heading 6 px down and 1.2 rows tall. */
static void move_row_xy(RulesGameId g, int k, int *x, int *y)
{
    UiRect mb = ut_item_rect(g, 0, W, H, "move list");
    float line = 17 * 1.45f;
    float y0 = mb.y + 6 + line * 1.2f;
    *x = (int)(mb.x + mb.w / 2);
    *y = (int)(y0 + ((float)k + 0.5f) * line - 2);
}

/* The Back to game button sits at the right end of the caption. */
static void back_xy(RulesGameId g, int *x, int *y)
{
    UiRect c = ut_item_rect(g, 0, W, H, "caption");
    *x = (int)(c.x + c.w - c.h * 0.14f - c.h * 1.8f);
    *y = (int)(c.y + c.h / 2);
}

TEST(clicking_a_move_shows_its_position_and_back_to_game_returns)
{
    static Game gm;
    play_game(RULES_GAME_AYOAYO, 11, 6, &gm);
    CHECK_INT(gm.n, 6);
    fresh_home("h-review");
    char args[4200], script[8000];
    snprintf(args, sizeof args, "--game ayoayo --moves '%s'", gm.text);
    int rx, ry, bx, by;
    move_row_xy(RULES_GAME_AYOAYO, 2, &rx, &ry);
    back_xy(RULES_GAME_AYOAYO, &bx, &by);
    snprintf(script, sizeof script,
             "wait 20\nhover %d %d\nclick %d %d\nwait 20\ndump %s/r0.txt\n"
             "idle\ndump %s/r1.txt\n"
             "key Up\ndump %s/r2.txt\nkey Home\ndump %s/r3.txt\n"
             "click %d %d\nwait 20\ndump %s/r4.txt\n"
             "key [\ndump %s/r6.txt\nkey Escape\ndump %s/r5.txt\n",
             rx, ry, rx, ry, dir, dir, dir, dir, bx, by, dir, dir, dir);
    CHECK_INT(run("h-review", args, script), 0);
    /* row 2 is the third move: it plays again from the position before
     * it, the game's six moves kept */
    CHECK(dump_says("r0.txt", "animating", "1"));
    CHECK(dump_says("r0.txt", "moves", "6"));
    CHECK(dump_says("r0.txt", "listed_moves", "6"));
    CHECK(dump_says("r0.txt", "anim_speed", "slow"));
    /* and ends on the position after it */
    CHECK(dump_says("r1.txt", "animating", "0"));
    CHECK(dump_says("r1.txt", "browsing", "1"));
    CHECK(dump_says("r1.txt", "shown", "3"));
    CHECK(shows("r1.txt", &gm.pos[3]));
    CHECK(dump_says("r1.txt", "moves", "6"));
    CHECK(shows("r2.txt", &gm.pos[2]));
    CHECK(dump_says("r3.txt", "shown", "0"));
    CHECK(shows("r3.txt", &gm.pos[0]));
    /* the Back to game button */
    CHECK(dump_says("r4.txt", "browsing", "0"));
    CHECK(shows("r4.txt", &gm.pos[6]));
    /* [ steps back from the live position; Esc returns to the game */
    CHECK(dump_says("r6.txt", "shown", "5"));
    CHECK(dump_says("r5.txt", "browsing", "0"));
    CHECK(shows("r5.txt", &gm.pos[6]));
}

TEST(playing_from_a_reviewed_position_asks_before_discarding_later_moves)
{
    static Game gm;
    play_game(RULES_GAME_AYOAYO, 11, 6, &gm);
    fresh_home("h-takeover");
    /* a move other than the one played from position 2 */
    RulesMove ms[RULES_MAX_MOVES];
    int k = rules_legal_moves(&gm.pos[2], ms);
    RulesMove other = ms[0];
    for (int i = 0; i < k; i++) {
        if (ms[i].hole != gm.moves[2].hole) {
            other = ms[i];
        }
    }
    RulesPosition after;
    RulesTrace t = {0};
    rules_apply(&gm.pos[2], other, &after, &t);
    rules_trace_free(&t);
    char args[4200], script[8000], l[400];
    snprintf(args, sizeof args, "--game ayoayo --moves '%s'", gm.text);
    int rx, ry, hx, hy;
    move_row_xy(RULES_GAME_AYOAYO, 1, &rx, &ry);
    hole_xy(RULES_GAME_AYOAYO, other.hole, &hx, &hy);
    snprintf(script, sizeof script,
             "click %d %d\nidle\nhover %d %d\nclick %d %d\nwait 20\n"
             "dump %s/t1.txt\n"
             "key n\nwait 20\ndump %s/t2.txt\n"
             "click %d %d\nwait 20\nkey y\nwait 20\nkey space\nwait 20\n"
             "dump %s/t3.txt\n",
             rx, ry, hx, hy, hx, hy, dir, dir, hx, hy, dir);
    CHECK_INT(run("h-takeover", args, script), 0);
    CHECK(dump_says("t1.txt", "screen", "confirm"));
    CHECK(dump_line("t1.txt", "question", l, sizeof l));
    CHECK(strstr(l, "4 later moves will be discarded") != NULL);
    /* No: nothing changed, still browsing position 2 */
    CHECK(dump_says("t2.txt", "screen", "game"));
    CHECK(dump_says("t2.txt", "moves", "6"));
    CHECK(dump_says("t2.txt", "shown", "2"));
    /* Yes: the game goes on from position 2 with the new move */
    CHECK(dump_says("t3.txt", "moves", "3"));
    CHECK(dump_says("t3.txt", "browsing", "0"));
    CHECK(shows("t3.txt", &after));
}

int main(void)
{
    if (!script_setup("review")) {
        return 1;
    }
    RUN(clicking_a_move_shows_its_position_and_back_to_game_returns);
    RUN(playing_from_a_reviewed_position_asks_before_discarding_later_moves);
    return check_summary();
}
