/* test_ui_drawing.c: what the window draws, and when: the unmoving layer kept between frames is never stale (after a resize, a hover, a move or a change of hole owners the game draws exactly the pixels a fresh start in that state draws), and the title's demo rests when nobody is there. */
#define _POSIX_C_SOURCE 200809L
#include "check.h"
#include "ui_helpers.h"
#include "ui.h"

#define STB_IMAGE_IMPLEMENTATION
#include <stb_image.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

static char exe[1024], dir[1024];

/* The window's size: what is drawn again must equal a fresh drawing at
 * any size, so a small one (two fifths of 1280x800's pixels to draw, encode
 * and compare) unless `args` asks for another. */
enum { SW = 800, SH = 500 };

/* Runs the game with `args` (and the script `script`, if any); 0 on
 * success. Each script below first takes a screenshot, so a frame (and its
 * layer) is drawn before whatever then changes. */
static int game(const char *args, const char *script)
{
    char path[1200], cmd[4096];
    snprintf(path, sizeof path, "%s/test.script", dir);
    if (script) {
        FILE *f = fopen(path, "w");
        if (!f) {
            return -1;
        }
        fputs(script, f);
        fclose(f);
    }
    char size[32] = "";
    if (!strstr(args, "--size")) {
        snprintf(size, sizeof size, " --size %dx%d", SW, SH);
    }
    snprintf(cmd, sizeof cmd, "cd '%s' && '%s' %s%s%s%s 2>&1", dir, exe, args,
             size, script ? " --script " : "", script ? path : "");
    int rc = system(cmd);
    return WIFEXITED(rc) ? WEXITSTATUS(rc) : -1;
}

/* Are two files in the work folder byte for byte the same (and there)? */
static bool same_file(const char *a, const char *b)
{
    char pa[1200], pb[1200];
    snprintf(pa, sizeof pa, "%s/%s", dir, a);
    snprintf(pb, sizeof pb, "%s/%s", dir, b);
    return ut_same_file(pa, pb);
}

/* Do two pictures in the work folder show the same pixels inside `r`? */
static bool same_region(const char *a, const char *b, UiRect r)
{
    char pa[1200], pb[1200];
    snprintf(pa, sizeof pa, "%s/%s", dir, a);
    snprintf(pb, sizeof pb, "%s/%s", dir, b);
    int wa, ha, wb, hb, n;
    unsigned char *ia = stbi_load(pa, &wa, &ha, &n, 4);
    unsigned char *ib = stbi_load(pb, &wb, &hb, &n, 4);
    bool same = ia && ib && wa == wb && ha == hb;
    for (int y = (int)r.y; same && y < (int)(r.y + r.h) && y < ha; y++) {
        for (int x = (int)r.x; x < (int)(r.x + r.w) && x < wa; x++) {
            size_t at = ((size_t)y * (size_t)wa + (size_t)x) * 4;
            if (memcmp(ia + at, ib + at, 4) != 0) {
                same = false;
                break;
            }
        }
    }
    stbi_image_free(ia);
    stbi_image_free(ib);
    return same;
}

TEST(a_resized_game_draws_what_a_game_opened_at_that_size_draws)
{
    CHECK_INT(game("--screen game --game bao-kigogo --moves 0",
                   "screenshot first.png\nresize 640 400\n"
                   "screenshot small.png\n"
                   "resize 800 500\nscreenshot big.png\n"),
              0);
    CHECK_INT(game("--screen game --game bao-kigogo --moves 0 --size 640x400 "
                   "--screenshot small-fresh.png",
                   NULL),
              0);
    CHECK_INT(game("--screen game --game bao-kigogo --moves 0 "
                   "--screenshot big-fresh.png",
                   NULL),
              0);
    CHECK(same_file("small.png", "small-fresh.png"));
    CHECK(same_file("big.png", "big-fresh.png"));
}

TEST(hovering_a_hole_and_leaving_it_leaves_no_trace)
{
    int x, y;
    ut_hole_centre(RULES_GAME_AYOAYO, 6, SW, SH, 9, &x, &y);
    CHECK(x > 0);
    char script[200];
    snprintf(script, sizeof script,
             "screenshot start.png\nhover %d %d\nscreenshot hovered.png\n"
             "hover 2 2\n"
             "screenshot left.png\n", x, y);
    CHECK_INT(game("--screen game --game ayoayo --moves 0", script), 0);
    CHECK_INT(game("--screen game --game ayoayo --moves 0 "
                   "--script /dev/null --screenshot plain.png",
                   "hover 2 2\n"),
              0);
    CHECK(!same_file("hovered.png", "plain.png")); /* the hover shows */
    CHECK(same_file("left.png", "plain.png"));
}

/* A move played by clicking changes whose turn the banners show (part of
 * the layer); the picture must then equal a fresh start after that move. */
TEST(after_a_clicked_move_the_board_is_drawn_as_from_a_fresh_start)
{
    int x, y;
    ut_hole_centre(RULES_GAME_URIM, 6, SW, SH, 7, &x, &y);
    char script[200];
    snprintf(script, sizeof script,
             "screenshot before.png\nclick %d %d\nidle\nhover 2 2\n"
             "screenshot played.png\n", x, y);
    CHECK_INT(game("--screen game --game urim --moves 0 --speed instant",
                   script),
              0);
    CHECK_INT(game("--screen game --game urim --moves '0 7' --speed instant",
                   "hover 2 2\nscreenshot fresh.png\n"),
              0);
    CHECK(same_file("played.png", "fresh.png"));
}

/* Finds a Goré game (seeded random moves) in which the player to move may
 * offer a hole; writes the moves so far and the offer into `moves`. */
static bool gore_line_to_an_offer(char *moves, size_t size)
{
    RulesPosition p;
    rules_setup(&p, RULES_GAME_GORE, 0);
    uint32_t seed = 12345;
    moves[0] = '\0';
    for (int ply = 0; ply < 200 && !p.over; ply++) {
        RulesMove ms[RULES_MAX_MOVES];
        int n = rules_legal_moves(&p, ms);
        int pick = -1;
        for (int i = 0; i < n && pick < 0; i++) {
            if (ms[i].kind == RULES_MOVE_OFFER) {
                pick = i;
            }
        }
        char text[32];
        if (pick >= 0) {
            rules_move_format(ms[pick], text, sizeof text);
            size_t len = strlen(moves);
            snprintf(moves + len, size - len, "%s%s", len ? " " : "", text);
            return true;
        }
        int sow = 0;
        for (int i = 0; i < n; i++) {
            sow += ms[i].kind == RULES_MOVE_SOW || ms[i].kind == RULES_MOVE_PASS;
        }
        seed = seed * 1103515245u + 12345u;
        int k = (int)((seed >> 16) % (uint32_t)(sow ? sow : 1));
        for (int i = 0; i < n; i++) {
            if (ms[i].kind == RULES_MOVE_SOW || ms[i].kind == RULES_MOVE_PASS) {
                if (k-- == 0) {
                    rules_move_format(ms[i], text, sizeof text);
                    size_t len = strlen(moves);
                    snprintf(moves + len, size - len, "%s%s", len ? " " : "",
                             text);
                    RulesPosition next;
                    rules_apply(&p, ms[i], &next, NULL);
                    p = next;
                    break;
                }
            }
        }
    }
    return false;
}

/* GORE-6: accepting an offer changes which holes each side owns, and with
 * them the rims drawn in the layer, while the same player stays to move.
 * Undoing and redoing the answer must each give the board of a fresh start
 * in that position (the caption differs: it tells the move just undone or
 * redone). */
TEST(undoing_and_redoing_an_accepted_gore_offer_redraws_the_owners_rims)
{
    char moves[2000], args[2300];
    CHECK(gore_line_to_an_offer(moves, sizeof moves));
    snprintf(args, sizeof args,
             "--screen game --game gore --moves '%s' --speed instant", moves);
    CHECK_INT(game(args, "hover 2 2\nscreenshot offered.png\n"), 0);
    snprintf(args, sizeof args,
             "--screen game --game gore --moves '%s accept' --speed instant",
             moves);
    CHECK_INT(game(args, "hover 2 2\nscreenshot accepted.png\n"), 0);
    CHECK_INT(game(args, "screenshot start.png\nkey ctrl+z\nidle\nhover 2 2\n"
                         "screenshot undone.png\nkey ctrl+y\nidle\n"
                         "hover 2 2\nscreenshot redone.png\n"),
              0);
    UiRect board = ut_item_rect(RULES_GAME_GORE, 4, SW, SH, "board");
    CHECK(board.w > 0);
    CHECK(!same_region("offered.png", "accepted.png", board));
    CHECK(same_region("undone.png", "offered.png", board));
    CHECK(same_region("redone.png", "accepted.png", board));
}

/* The value of `key` in the dump file `name` of the work folder. */
static bool dump_value(const char *name, const char *key, char *out,
                       size_t size)
{
    char path[1200], line[256];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "r");
    bool found = false;
    size_t n = strlen(key);
    while (f && !found && fgets(line, sizeof line, f)) {
        if (strncmp(line, key, n) == 0 && line[n] == ' ') {
            snprintf(out, size, "%s", line + n + 1);
            out[strcspn(out, "\n")] = '\0';
            found = true;
        }
    }
    if (f) {
        fclose(f);
    }
    return found;
}

/* GORE-6 in a dialog: an offer made on the board is put to the other
 * person, saying what accepting moves from their pile and what declining
 * costs (GORE-9); D declines, and the game goes on with the answer. */
TEST(a_gore_offer_asks_the_other_player_saying_what_each_answer_costs)
{
    char moves[2000], args[2300], script[600], path[1200], l[1200];
    CHECK(gore_line_to_an_offer(moves, sizeof moves));
    /* the line without its offer, which is made by keys and a click */
    char *last = strrchr(moves, ' ');
    CHECK(last != NULL && strncmp(last + 1, "offer:", 6) == 0);
    if (!last) {
        return;
    }
    int hole = atoi(last + 7);
    *last = '\0';
    int count = 1;
    for (const char *c = moves; *c; c++) {
        count += *c == ' ';
    }
    int x, y;
    ut_hole_centre(RULES_GAME_GORE, 0, SW, SH, hole, &x, &y);
    snprintf(args, sizeof args,
             "--screen game --game gore --moves '%s' --speed fast", moves);
    snprintf(script, sizeof script,
             "key o\nclick %d %d\nkey o\nidle\ndump offer-1.txt\n"
             "key d\nidle\ndump offer-2.txt\n",
             x, y);
    CHECK_INT(game(args, script), 0);
    snprintf(path, sizeof path, "%s/offer-1.txt", dir);
    CHECK(ut_dump_line(path, "screen", l, sizeof l));
    CHECK_STR(l, "confirm");
    CHECK(ut_dump_line(path, "question", l, sizeof l));
    CHECK(strstr(l, "offers you hole") != NULL);
    CHECK(strstr(l, "6 seeds of your captured pile") != NULL);
    CHECK(strstr(l, "victory without glory") != NULL);
    snprintf(path, sizeof path, "%s/offer-2.txt", dir);
    CHECK(ut_dump_line(path, "screen", l, sizeof l));
    CHECK_STR(l, "game");
    CHECK(ut_dump_line(path, "moves", l, sizeof l));
    CHECK_INT(atoi(l), count + 2); /* the offer, then the decline */
}

/* GORE-6 again: the first offer of a game asks in a dialog; a second one
 * waits on the board (a Beginner offered three times in fifteen moves,
 * each a dialog to dismiss: issue 51), the status line naming the hole
 * and the keys to answer ("Left, Right, Enter: sow" was left there), the
 * Accept button beside the board; A accepts. After the trade the hole's
 * new owner's banner names its holes, not "top row (N1–N4)", and the
 * number there is the pile the trade was paid from. */
TEST(a_second_gore_offer_waits_on_the_board_without_a_dialog)
{
    char script[1200], path[1200], l[1200];
    int h[4][2]; /* S1, N1, S2, N2: the engine's holes 0, 4, 1, 5 */
    static const int holes[4] = {0, 4, 1, 5};
    for (int i = 0; i < 4; i++) {
        ut_hole_centre(RULES_GAME_GORE, 0, SW, SH, holes[i], &h[i][0],
                       &h[i][1]);
    }
    snprintf(script, sizeof script,
             "key o\nclick %d %d\nkey o\nidle\ndump second-1.txt\n"
             "key d\nidle\nclick %d %d\nidle\nclick %d %d\nidle\n"
             "click %d %d\nidle\nkey o\nclick %d %d\nkey o\nidle\n"
             "frames 100\nscreenshot second.png\ndump second-2.txt\n"
             "key a\nidle\nframes 100\nscreenshot second-3.png\n"
             "dump second-3.txt\n",
             h[0][0], h[0][1], h[1][0], h[1][1], h[2][0], h[2][1], h[3][0],
             h[3][1], h[0][0], h[0][1]);
    CHECK_INT(game("--screen game --game gore --speed fast --moves "
                   "'1 5 2 7 0 4 3 6 1 5 3 7 1 7 0 5 1 7 3 4'",
                   script),
              0);
    snprintf(path, sizeof path, "%s/second-1.txt", dir);
    CHECK(ut_dump_line(path, "screen", l, sizeof l));
    CHECK_STR(l, "confirm");
    snprintf(path, sizeof path, "%s/second-2.txt", dir);
    CHECK(ut_dump_line(path, "screen", l, sizeof l));
    CHECK_STR(l, "game");
    CHECK(ut_dump_line(path, "moves", l, sizeof l));
    CHECK_INT(atoi(l), 26); /* offer, decline, three sowings, offer */
    CHECK(ut_dump_line(path, "status", l, sizeof l));
    CHECK_STR(l, "South offers you hole S1: Accept or Decline");
    CHECK(ut_dump_line(path, "button_Accept", l, sizeof l));
    CHECK(strstr(l, " 1") != NULL);
    snprintf(path, sizeof path, "%s/second-3.txt", dir);
    CHECK(ut_dump_line(path, "moves", l, sizeof l));
    CHECK_INT(atoi(l), 27);
    CHECK(ut_dump_line(path, "status", l, sizeof l));
    CHECK(strstr(l, "offers you") == NULL);
    CHECK(ut_dump_line(path, "banner_words_north", l, sizeof l));
    CHECK_STR(l, "North · holes S1, N1, N2, N3 and N4|Pile: 0");
    CHECK(ut_dump_line(path, "banner_words_south", l, sizeof l));
    CHECK_STR(l, "South · holes S2, S3 and S4|Pile: 4");
}

/* GORE-6 by keys alone: O, then Enter rings the first hole South may
 * offer, Enter picks it, O makes the offer. The first such hole here is
 * S1, which is empty (it can be offered, not sown): the ring must reach
 * it, where sowing's ring starts on S2. */
TEST(a_gore_offer_can_be_made_with_the_keys_alone_empty_holes_included)
{
    char path[1200], l[1200];
    CHECK_INT(game("--screen game --game gore --speed fast --moves "
                   "'1 5 2 7 0 4 3 6 1 5 3 7 1 7 0 5 1 7 3 4'",
                   "key o\nkey Return\nkey Return\nkey o\nidle\n"
                   "dump offer-keys.txt\n"),
              0);
    snprintf(path, sizeof path, "%s/offer-keys.txt", dir);
    CHECK(ut_dump_line(path, "screen", l, sizeof l));
    CHECK_STR(l, "confirm");
    CHECK(ut_dump_line(path, "question", l, sizeof l));
    CHECK(strstr(l, "offers you hole S1.") != NULL);
}

/* URIM-2: Urim has only sowing moves, so O does nothing there (it used to
 * open the offer mode: "Click 1 to 3 of your holes to offer", and a
 * click on a hole then said "Urim has only sowing moves"). */
TEST(the_offer_key_does_nothing_in_a_game_without_offers)
{
    char path[1200], l[1200];
    CHECK_INT(game("--screen game --game urim",
                   "key o\nidle\ndump urim-o.txt\n"),
              0);
    snprintf(path, sizeof path, "%s/urim-o.txt", dir);
    CHECK(ut_dump_line(path, "message", l, sizeof l));
    CHECK(strstr(l, "offer") == NULL);
    CHECK(!ut_dump_line(path, "button_Make_offer", l, sizeof l));
}

/* Two minutes without input and the title's demo board stops (no more
 * frames, no processor time); moving the mouse wakes it. The clock of a
 * script is virtual, so this takes no real two minutes. */
TEST(the_title_demo_rests_after_two_minutes_alone_and_wakes_on_input)
{
    CHECK_INT(game("--screen title",
                   "wait 5000\ndump d1\nwait 125000\ndump d2\n"
                   "wait 60000\ndump d3\nhover 5 5\nwait 8000\ndump d4\n"),
              0);
    char v1[32], v2[32], v3[32], v4[32], m2[16], m3[16], m4[16];
    CHECK(dump_value("d1", "demo", v1, sizeof v1));
    CHECK(dump_value("d2", "demo", v2, sizeof v2));
    CHECK(dump_value("d3", "demo", v3, sizeof v3));
    CHECK(dump_value("d4", "demo", v4, sizeof v4));
    CHECK_STR(v1, "playing");
    CHECK_STR(v2, "resting");
    CHECK_STR(v3, "resting");
    CHECK_STR(v4, "playing");
    CHECK(dump_value("d2", "moves", m2, sizeof m2));
    CHECK(dump_value("d3", "moves", m3, sizeof m3));
    CHECK(dump_value("d4", "moves", m4, sizeof m4));
    CHECK_STR(m3, m2);          /* a minute of rest: not one move */
    CHECK(atoi(m4) > atoi(m3)); /* awake again: it plays on */
}

/* The title's demo redraws only where it moved (issue 55: the hand, the
 * holes whose seeds changed): eleven seconds of frames drawn so, as the
 * window draws them, leave the same picture as drawing the whole title
 * afresh at that moment; with the parts it must redraw left out (the
 * hand's last place, a changed hole) a ghost hand or a stale hole stays
 * in the picture. Several moments: mid-move and between moves. */
TEST(the_title_demo_redraws_where_it_moved_and_leaves_no_trace)
{
    CHECK_INT(game("--screen title",
                   "screenshot first.png\nframes 6000\nshown p1.png\n"
                   "screenshot w1.png\nframes 3170\nshown p2.png\n"
                   "screenshot w2.png\nframes 2250\nshown p3.png\n"
                   "screenshot w3.png\n"),
              0);
    CHECK(same_file("p1.png", "w1.png"));
    CHECK(same_file("p2.png", "w2.png"));
    CHECK(same_file("p3.png", "w3.png"));
    CHECK(!same_file("first.png", "w1.png")); /* the demo did move */
    CHECK(!same_file("w1.png", "w2.png"));
}

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    const char *build = getenv("MANCALA_BUILD_DIR");
    snprintf(exe, sizeof exe, "%s/mancala-atlas", build ? build : ".");
    snprintf(dir, sizeof dir, "%s/drawing-XXXXXX",
             getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
    if (!mkdtemp(dir)) {
        perror(dir);
        return 1;
    }
    /* the player's settings and autosave stay out of the way */
    setenv("HOME", dir, 1);
    setenv("XDG_DATA_HOME", dir, 1);
    setenv("XDG_CONFIG_HOME", dir, 1);
    RUN(a_resized_game_draws_what_a_game_opened_at_that_size_draws);
    RUN(hovering_a_hole_and_leaving_it_leaves_no_trace);
    RUN(after_a_clicked_move_the_board_is_drawn_as_from_a_fresh_start);
    RUN(undoing_and_redoing_an_accepted_gore_offer_redraws_the_owners_rims);
    RUN(a_gore_offer_can_be_made_with_the_keys_alone_empty_holes_included);
    RUN(the_offer_key_does_nothing_in_a_game_without_offers);
    RUN(the_title_demo_rests_after_two_minutes_alone_and_wakes_on_input);
    RUN(the_title_demo_redraws_where_it_moved_and_leaves_no_trace);
    RUN(a_gore_offer_asks_the_other_player_saying_what_each_answer_costs);
    RUN(a_second_gore_offer_waits_on_the_board_without_a_dialog);
    return check_summary();
}
