/* test_ui_seams.c: the seams a new player met on the game, hint, review and result screens: Enter sows the hinted hole, the hand's label covers no count, full stores hold their seeds, one style in the move list, notices that cover no button. */
#define _POSIX_C_SOURCE 200809L
#include "check.h"
#include "ui_script.h"

/* Runs the game at `size` ("800x600") with `args` and `script`. */
static int run_at(const char *size, const char *args, const char *script)
{
    char a[600];
    fresh_home("h-seams");
    snprintf(a, sizeof a, "%s --size %s", args, size);
    return run("h-seams", a, script);
}

/* After a hint the keyboard's ring is on the hinted hole, so Enter sows
 * it (it used to stay off the board: Enter put the ring on the first
 * hole instead, and a second Enter sowed that). */
TEST(enter_after_a_hint_sows_the_hinted_hole)
{
    char script[1000], hint[64], focus[64], moves[64];
    snprintf(script, sizeof script,
             "idle\nkey h\nidle\ndump %s/h1.txt\nkey Return\nidle\n"
             "dump %s/h2.txt\n", dir, dir);
    CHECK_INT(run_at("800x600", "--screen game --game ayoayo --moves '0 7'",
                     script), 0);
    CHECK(dump_line("h1.txt", "hint_move", hint, sizeof hint));
    CHECK(dump_line("h1.txt", "focus", focus, sizeof focus));
    CHECK_STR(focus, hint);
    CHECK(dump_line("h2.txt", "moves", moves, sizeof moves));
    CHECK_STR(moves, "3");
    /* the move sown is the hinted one: the list's third row names it */
    char row[200], name[16];
    CHECK(dump_line("h2.txt", "move_row 3", row, sizeof row));
    ui_hole_name(RULES_GAME_AYOAYO, 6, atoi(hint), name, sizeof name);
    CHECK(strstr(row, name) != NULL);
}

int main(void)
{
    if (!script_setup("seams")) {
        return 1;
    }
    RUN(enter_after_a_hint_sows_the_hinted_hole);
    return check_summary();
}
