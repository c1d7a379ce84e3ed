/* test_window.c: the real program in a real X server: after each move the frame a player sees is true without further input, and the window fits the screen. */
#define _DEFAULT_SOURCE /* popen, mkdtemp, setenv, kill */
#include "check.h"
#include "xwin.h"

static const char *const games[] = {"gore", "bao-kigogo", "modiar",
                                    "ayoayo", "urim"};

/* Fast moves keep the run short; the frame logic is the same at any
 * speed. */
static const char *const fast = "speed=fast\nlanguage=en\n";

/* The centre of hole `hole` from the dump's "pits" line. */
static bool pit_centre(const XGame *g, int hole, int *x, int *y)
{
    char v[4096];
    if (!xw_dump_line(g->dump, "pits", v, sizeof v)) {
        return false;
    }
    char *p = v;
    for (int i = 0; i <= hole; i++) {
        char *end;
        long a = strtol(p, &end, 10);
        if (end == p) {
            return false;
        }
        long b = strtol(end, &p, 10);
        if (p == end) {
            return false;
        }
        *x = (int)a;
        *y = (int)b;
    }
    return true;
}

/* The counts `mancala-cli state` gives after `moves`, as "a b c ...". */
static bool cli_holes(const char *game, const char *moves, char *out,
                      size_t size)
{
    char cmd[600], line[8192];
    snprintf(cmd, sizeof cmd, "'%s' state --game %s --moves '%s'",
             getenv("MANCALA_CLI"), game, moves);
    FILE *p = popen(cmd, "r");
    if (!p || !fgets(line, sizeof line, p)) {
        if (p) {
            pclose(p);
        }
        return false;
    }
    pclose(p);
    char *h = strstr(line, "\"holes\":[");
    if (!h) {
        return false;
    }
    h += 9;
    size_t n = 0;
    while (*h && *h != ']' && n + 2 < size) {
        out[n++] = *h == ',' ? ' ' : *h;
        h++;
    }
    out[n] = '\0';
    return true;
}

/* The heart of every test here: with no further input, the window shows
 * what the same program draws after a harmless event (the pointer moved
 * within an empty corner). */
static long stale_pixels(XServer *x, XGame *g, const char *name)
{
    XShot a = {0}, b = {0};
    char n1[64], n2[64];
    snprintf(n1, sizeof n1, "%s-still", name);
    snprintf(n2, sizeof n2, "%s-after", name);
    long frames = xw_dump_long(g, "frames");
    bool ok = xw_shot(x, g, n1, &a);
    static int corner = 3; /* a move, so another place each time */
    corner = corner == 3 ? 6 : 3;
    ok = ok && xw_run(x, NULL, 0, "xdotool mousemove --window %s %d %d",
                      g->wid, corner, corner);
    ok = ok && xw_wait_frames(g, frames, 5000);
    ok = ok && xw_shot(x, g, n2, &b);
    long d = ok ? xw_diff(&a, &b) : -1;
    stbi_image_free(a.px);
    stbi_image_free(b.px);
    return d;
}

static bool click_hole(XServer *x, XGame *g, int hole)
{
    int px, py;
    if (!pit_centre(g, hole, &px, &py)) {
        return false;
    }
    /* click, then rest the pointer in the empty top-left corner, so the
     * hover highlight is not what the comparison sees */
    return xw_run(x, NULL, 0,
                  "xdotool mousemove --window %s %d %d click 1 "
                  "mousemove --window %s 2 2",
                  g->wid, px, py, g->wid);
}

TEST(every_games_clicked_move_is_drawn_whole_without_more_input)
{
    XServer x;
    CHECK(xw_start(&x, 1366, 768));
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
        const char *args[] = {"--game", games[i], NULL};
        XGame g;
        bool started = xw_game_start(&x, &g, fast, args);
        bool clicked = started && click_hole(&x, &g, 1);
        bool idle = clicked && xw_wait_idle(&g, "moves=1;animating=0", 0, 30000);
        long stale = idle ? stale_pixels(&x, &g, games[i]) : -1;
        char shown[4096] = "", truth[4096] = "";
        xw_dump_line(g.dump, "holes", shown, sizeof shown);
        cli_holes(games[i], "1", truth, sizeof truth);
        xw_game_close(&x, &g);
        if (!idle || stale != 0 || strcmp(shown, truth) != 0) {
            xw_stop(&x);
        }
        CHECK(started);
        CHECK(clicked);
        CHECK(idle);
        CHECK_INT(stale, 0);
        CHECK_STR(shown, truth);
    }
    xw_stop(&x);
}

TEST(the_computers_reply_is_drawn_whole_without_more_input)
{
    XServer x;
    CHECK(xw_start(&x, 1366, 768));
    const char *args[] = {"--game", "gore", "--computer", "north",
                          "--level", "beginner", NULL};
    XGame g;
    bool started = xw_game_start(&x, &g, fast, args);
    bool clicked = started && click_hole(&x, &g, 2);
    bool idle = clicked && xw_wait_idle(&g, "moves=2;animating=0", 0, 30000);
    long stale = idle ? stale_pixels(&x, &g, "computer") : -1;
    char shown[256] = "", notation[256] = "", truth[256] = "";
    xw_dump_line(g.dump, "holes", shown, sizeof shown);
    xw_dump_line(g.dump, "notation", notation, sizeof notation);
    cli_holes("gore", notation, truth, sizeof truth);
    xw_game_close(&x, &g);
    xw_stop(&x);
    CHECK(started && clicked);
    CHECK(idle);
    CHECK_INT(stale, 0);
    CHECK_STR(shown, truth);
}

TEST(a_teaching_mode_step_is_drawn_whole_without_more_input)
{
    XServer x;
    CHECK(xw_start(&x, 1366, 768));
    const char *args[] = {"--game", "ayoayo", "--teaching", NULL};
    XGame g;
    bool started = xw_game_start(&x, &g, fast, args);
    long f0 = started ? xw_dump_long(&g, "frames") : 0;
    bool clicked = started && click_hole(&x, &g, 2);
    /* the move stops after its first step and waits for → */
    bool paused = clicked && xw_wait_idle(&g, "animating=1", f0, 10000);
    long stale1 = paused ? stale_pixels(&x, &g, "teaching-1") : -1;
    char ev[32], cond[64];
    xw_dump_line(g.dump, "anim_event", ev, sizeof ev);
    snprintf(cond, sizeof cond, "animating=1;anim_event!=%s", ev);
    bool stepped = paused && xw_key(&x, &g, "Right");
    /* → plays the next step, which stops again */
    bool paused2 = stepped && xw_wait_idle(&g, cond, 0, 10000);
    long stale2 = paused2 ? stale_pixels(&x, &g, "teaching-2") : -1;
    xw_game_close(&x, &g);
    xw_stop(&x);
    CHECK(started && clicked);
    CHECK(paused);
    CHECK_INT(stale1, 0);
    CHECK(paused2);
    CHECK_INT(stale2, 0);
}

TEST(a_lesson_step_is_drawn_whole_without_more_input)
{
    XServer x;
    CHECK(xw_start(&x, 1366, 768));
    const char *args[] = {"--screen", "learn", "--game", "gore", NULL};
    XGame g;
    bool started = xw_game_start(&x, &g, fast, args);
    char want[16] = "";
    bool asks = started && xw_dump_line(g.dump, "expect", want, sizeof want);
    bool clicked = asks && click_hole(&x, &g, atoi(want));
    /* the step's move plays, then the step is done (phase 2) */
    bool done = clicked && xw_wait_idle(&g, "phase=2", 0, 60000);
    long stale = done ? stale_pixels(&x, &g, "lesson") : -1;
    xw_game_close(&x, &g);
    xw_stop(&x);
    CHECK(started);
    CHECK(asks);
    CHECK(clicked);
    CHECK(done);
    CHECK_INT(stale, 0);
}

int main(void)
{
    RUN(every_games_clicked_move_is_drawn_whole_without_more_input);
    RUN(the_computers_reply_is_drawn_whole_without_more_input);
    RUN(a_teaching_mode_step_is_drawn_whole_without_more_input);
    RUN(a_lesson_step_is_drawn_whole_without_more_input);
    return check_summary();
}
