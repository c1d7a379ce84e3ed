/* test_ui_lesson.c: a lesson played by mouse and by keyboard: Enter rings a hole then plays it, goes on to the next step, and a finished lesson ends with playing the game now. */
#define _POSIX_C_SOURCE 200809L
#include "check.h"
#include "learn.h"
#include "ui_script.h"

/* The centre of hole `hole` from a dump's "pits" line. */
static bool pit_xy(const char *dump, int hole, int *x, int *y)
{
    char v[4096];
    if (!dump_line(dump, "pits", v, sizeof v)) {
        return false;
    }
    char *p = v;
    for (int i = 0; i <= hole; i++) {
        char *end;
        *x = (int)strtol(p, &end, 10);
        *y = (int)strtol(end, &p, 10);
        if (p == end) {
            return false;
        }
    }
    return true;
}

/* The last step of Ayoayo's lesson played and Finish (Enter): the
 * lesson's end, where Enter plays the game now, against the computer at
 * its gentlest. */
TEST(a_finished_lesson_ends_with_play_this_game_now)
{
    fresh_home("h-lesson");
    char script[2000], l[600];
    snprintf(script, sizeof script, "wait 10\ndump %s/e0.txt\n", dir);
    CHECK_INT(run("h-lesson", "--screen learn --game ayoayo --step 7",
                  script), 0);
    CHECK(dump_line("e0.txt", "steps", l, sizeof l));
    CHECK_STR(l, "7");
    CHECK(dump_line("e0.txt", "expect", l, sizeof l));
    int x = 0, y = 0;
    CHECK(pit_xy("e0.txt", atoi(l), &x, &y));
    snprintf(script, sizeof script, "wait 10\nclick %d %d\nwait 30000\nidle\n"
             "key Return\nwait 10\ndump %s/e1.txt\n"
             "screenshot %s/lesson-end-1280.png\nkey Return\nwait 10\n"
             "dump %s/e2.txt\n", x, y, dir, dir, dir);
    CHECK_INT(run("h-lesson", "--screen learn --game ayoayo --step 7",
                  script), 0);
    CHECK(dump_line("e1.txt", "phase", l, sizeof l));
    CHECK_STR(l, "3");
    CHECK(dump_line("e1.txt", "play", l, sizeof l));
    CHECK(dump_line("e2.txt", "screen", l, sizeof l));
    CHECK_STR(l, "game");
    CHECK(dump_line("e2.txt", "computer", l, sizeof l));
    CHECK_STR(l, "2"); /* North */
    CHECK(dump_line("e2.txt", "level", l, sizeof l));
    CHECK_STR(l, "beginner");
}

/* Step 1 of `game`'s lesson, as the core sees it: the first hole South may
 * sow and the hole the step asks for; false when it cannot be loaded. */
static bool first_step(RulesGameId game, int *first, int *expect)
{
    char data[1024];
    LearnError err;
    LearnLesson *l = NULL;
    if (ui_find_data_dir(data, sizeof data)) {
        l = learn_lesson_load_game(data, game, "en", &err);
    }
    if (!l || l->count == 0 || l->steps[0].move.kind != RULES_MOVE_SOW) {
        learn_lesson_free(l);
        return false;
    }
    RulesMove ms[RULES_MAX_MOVES];
    int n = rules_legal_moves(&l->steps[0].position, ms);
    *first = -1;
    for (int i = 0; i < n; i++) {
        if (ms[i].kind == RULES_MOVE_SOW &&
            (*first < 0 || ms[i].hole < *first)) {
            *first = ms[i].hole;
        }
    }
    *expect = l->steps[0].move.hole;
    learn_lesson_free(l);
    return *first >= 0;
}

/* Keyboard only, on a fresh lesson step (the keys' help says "Left, Right
 * and Enter"): Enter (or Space) first puts the ring on the first hole the
 * step's position lets South sow, without sowing and without pressing
 * Back; the next Enter plays that hole: the step's move in Goré's first
 * step, a move the step explains away in Ayoayo's. Tab, Enter is still
 * Back. */
TEST(enter_on_a_fresh_lesson_step_rings_a_hole_and_the_next_enter_plays_it)
{
    int first = -1, expect = -1;
    char script[2000], l[700], ring[16];
    fresh_home("h-enter");
    CHECK(first_step(RULES_GAME_GORE, &first, &expect));
    CHECK_INT(first, expect); /* Goré's first step asks for its first hole */
    snprintf(ring, sizeof ring, "%d", first);
    static const char *const keys[] = {"Return", "space"};
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        snprintf(script, sizeof script, "wait 10\nkey %s\nwait 10\n"
                 "dump %s/k1.txt\nkey %s\nidle\ndump %s/k2.txt\n", keys[i],
                 dir, keys[i], dir);
        CHECK_INT(run("h-enter", "--screen learn --game gore", script), 0);
        CHECK(dump_says("k1.txt", "screen", "learn"));
        CHECK(dump_says("k1.txt", "phase", "0")); /* asking: nothing sown */
        CHECK(dump_says("k1.txt", "focus", ring));
        CHECK(dump_says("k2.txt", "step", "1"));
        CHECK(dump_says("k2.txt", "phase", "2")); /* the move was shown */
    }

    CHECK(first_step(RULES_GAME_AYOAYO, &first, &expect));
    CHECK(first != expect);
    snprintf(ring, sizeof ring, "%d", first);
    snprintf(script, sizeof script, "wait 10\nkey Return\nwait 10\n"
             "dump %s/k1.txt\nkey Return\nwait 10\ndump %s/k2.txt\n"
             "key Tab\nkey Return\nwait 10\ndump %s/k3.txt\n", dir, dir, dir);
    CHECK_INT(run("h-enter", "--screen learn --game ayoayo", script), 0);
    CHECK(dump_says("k1.txt", "focus", ring));
    CHECK(dump_says("k1.txt", "wrong", ""));
    CHECK(dump_says("k2.txt", "phase", "0"));
    CHECK(dump_line("k2.txt", "wrong", l, sizeof l));
    CHECK(strncmp(l, "That would sow", 14) == 0);
    CHECK(dump_says("k3.txt", "screen", "select"));
}

/* Keyboard only, once a step's move is playing: Enter skips to its end
 * (as Space and Right do) instead of pressing Back, and once it is shown
 * the keys are on Next step, so Enter goes on to step 2; Tab moves them
 * to Play it again. Goré's first step asks for its first hole, so Enter,
 * Enter plays it. */
TEST(enter_after_a_lesson_move_goes_on_to_the_next_step)
{
    fresh_home("h-next");
    char script[3000];
    snprintf(script, sizeof script,
             "wait 10\nkey Return\nkey Return\nkey Return\nwait 10\n"
             "screenshot %s/n1.png\ndump %s/n1.txt\nkey Tab\nwait 10\n"
             "screenshot %s/n2.png\ndump %s/n2.txt\n"
             "key Return\nwait 10\ndump %s/n3.txt\n"
             "key Return\nkey Return\nkey Return\nwait 10\n"
             "key Return\nwait 10\ndump %s/n4.txt\n",
             dir, dir, dir, dir, dir, dir);
    CHECK_INT(run("h-next", "--screen learn --game gore", script), 0);
    CHECK(dump_says("n1.txt", "screen", "learn"));
    CHECK(dump_says("n1.txt", "step", "1"));
    CHECK(dump_says("n1.txt", "phase", "2")); /* shown at once */
    /* a headless run draws a frame for a screenshot: the focus it drew */
    CHECK(dump_says("n1.txt", "focus_button", "Next step|1"));
    CHECK(dump_says("n2.txt", "focus_button", "Play it again|1"));
    CHECK(dump_says("n3.txt", "step", "1")); /* the step again */
    CHECK(dump_says("n3.txt", "phase", "0"));
    CHECK(dump_says("n4.txt", "screen", "learn"));
    CHECK(dump_says("n4.txt", "step", "2"));
    CHECK(dump_says("n4.txt", "phase", "0"));
}

int main(void)
{
    if (!script_setup("lesson")) {
        return 1;
    }
    RUN(a_finished_lesson_ends_with_play_this_game_now);
    RUN(enter_on_a_fresh_lesson_step_rings_a_hole_and_the_next_enter_plays_it);
    RUN(enter_after_a_lesson_move_goes_on_to_the_next_step);
    return check_summary();
}
