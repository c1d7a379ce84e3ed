/* test_ui_replay.c: the replay of a finished game: it animates every move to the final position, at the settings' one speed, pauses and steps both ways; a long move at Fast keeps within its cap. */
#define _POSIX_C_SOURCE 200809L
#include "check.h"
#include "ui_script.h"

TEST(a_replay_animates_every_move_and_reaches_the_final_position)
{
    static Game gm;
    play_game(RULES_GAME_MODIAR, 3, -1, &gm);
    CHECK(gm.pos[gm.n].over);
    fresh_home("h-replay");
    char ini[1200];
    snprintf(ini, sizeof ini, "%s/h-replay/settings.ini", dir);
    CHECK(ut_write_text(ini, "speed=fast\n")); /* a shorter run */
    char args[4200], script[8000];
    snprintf(args, sizeof args, "--game modiar --speed fast --moves '%s'",
             gm.text);
    /* the result screen: the first key only ends the count (issue 52),
     * then Right rings Play again and Right again Replay */
    snprintf(script, sizeof script,
             "wait 10\nkey Right\nkey Right\nkey Right\nkey Return\nwait 400\n"
             "dump %s/p1.txt\n"
             "key space\nwait 20\ndump %s/p4.txt\nwait 5000\n"
             "dump %s/p2.txt\nkey space\nidle\ndump %s/p3.txt\n",
             dir, dir, dir, dir);
    CHECK_INT(run("h-replay", args, script), 0);
    CHECK(dump_says("p1.txt", "replaying", "1"));
    CHECK(dump_says("p1.txt", "browsing", "1"));
    /* paused: five seconds later it still shows the same move */
    char shown1[32], shown2[32];
    CHECK(dump_line("p4.txt", "shown", shown1, sizeof shown1));
    CHECK(dump_says("p2.txt", "replaying", "1"));
    CHECK(dump_line("p2.txt", "shown", shown2, sizeof shown2));
    CHECK_STR(shown1, shown2);
    /* the end: the result again, over the final position */
    CHECK(dump_says("p3.txt", "screen", "result"));
    CHECK(shows("p3.txt", &gm.pos[gm.n]));
}

/* A replay plays at the settings' speed, Normal here. Space pauses it (a
 * minute later it shows the same move); Right plays one move and stops,
 * Left goes a move back (not before the start); S changes the one speed
 * of moves, replays and the Watch (issue 51: the replays' own pace was a
 * second setting that Settings did not show), remembered. */
TEST(a_replay_has_the_settings_pace_pauses_and_steps_both_ways)
{
    static Game gm;
    play_game(RULES_GAME_MODIAR, 3, -1, &gm);
    CHECK(gm.pos[gm.n].over && gm.n > 3);
    fresh_home("h-pace");
    char args[4200], script[8000], text[2000];
    snprintf(args, sizeof args, "--game modiar --moves '%s'", gm.text);
    snprintf(script, sizeof script,
             "wait 10\nkey Right\nkey Right\nkey Right\nkey Return\n"
             "wait 10\nkey space\n"
             "dump %s/q1.txt\nwait 60000\ndump %s/q2.txt\n"
             "key Right\ndump %s/q3.txt\nidle\ndump %s/q4.txt\n"
             "key Right\nidle\nkey Right\nidle\ndump %s/q5.txt\n"
             "key Left\nidle\ndump %s/q6.txt\n"
             "key Left\nkey Left\nkey Left\nkey Left\nidle\ndump %s/q7.txt\n"
             "key s\ndump %s/q8.txt\n",
             dir, dir, dir, dir, dir, dir, dir, dir);
    CHECK_INT(run("h-pace", args, script), 0);
    /* paused at the start, and still there a minute later */
    CHECK(dump_says("q1.txt", "replaying", "1"));
    CHECK(dump_says("q2.txt", "replay_paused", "1"));
    CHECK(dump_says("q2.txt", "shown", "0"));
    CHECK(shows("q2.txt", &gm.pos[0]));
    /* Right: the first move, animated at the replay's pace */
    CHECK(dump_says("q3.txt", "animating", "1"));
    CHECK(dump_says("q3.txt", "anim_speed", "normal"));
    CHECK(dump_says("q4.txt", "shown", "1"));
    CHECK(shows("q4.txt", &gm.pos[1]));
    CHECK(dump_says("q4.txt", "replay_paused", "1"));
    CHECK(dump_says("q5.txt", "shown", "3"));
    CHECK(shows("q5.txt", &gm.pos[3]));
    /* Left: a move back; never before the start */
    CHECK(dump_says("q6.txt", "shown", "2"));
    CHECK(shows("q6.txt", &gm.pos[2]));
    CHECK(dump_says("q7.txt", "shown", "0"));
    CHECK(dump_says("q7.txt", "replaying", "1"));
    /* S: the one speed, Normal to Fast */
    CHECK(dump_says("q8.txt", "speed", "fast"));
    file_text("h-pace", "settings.ini", text, sizeof text);
    CHECK(strstr(text, "\nspeed=fast\n") != NULL);
    CHECK(strstr(text, "replay_speed") == NULL);
}

/* At Fast a long move is over in a few seconds (issue 51: a long relay
 * took as long as ten short moves); at Normal the same move still sows
 * seed by seed, each event at its own time. Ayoayo after S2: North's N5
 * (hole 10) is a relay of 47 events, some 4.7 s at Fast's per-event
 * time and 11 s at Normal's (the virtual clock's, not the wall's). */
TEST(a_long_move_at_fast_speed_ends_within_its_cap)
{
    static const char *const speeds[] = {"fast", "normal"};
    char script[600];
    fresh_home("h-cap");
    snprintf(script, sizeof script, "wait 10\ndump %s/c0.txt\n", dir);
    CHECK_INT(run("h-cap", "--game ayoayo --moves 1", script), 0);
    int pit[24] = {0};
    CHECK(dump_ints("c0.txt", "pits", pit, 24));
    for (int k = 0; k < 2; k++) {
        char args[200];
        fresh_home("h-cap");
        snprintf(args, sizeof args, "--game ayoayo --speed %s --moves 1",
                 speeds[k]);
        snprintf(script, sizeof script,
                 "wait 10\nclick %d %d\nwait 2600\ndump %s/c1.txt\n",
                 pit[20], pit[21], dir);
        CHECK_INT(run("h-cap", args, script), 0);
        CHECK(dump_says("c1.txt", "moves", "2"));
        CHECK(dump_says("c1.txt", "animating", k == 0 ? "0" : "1"));
    }
}

int main(void)
{
    if (!script_setup("replay")) {
        return 1;
    }
    RUN(a_replay_animates_every_move_and_reaches_the_final_position);
    RUN(a_replay_has_the_settings_pace_pauses_and_steps_both_ways);
    RUN(a_long_move_at_fast_speed_ends_within_its_cap);
    return check_summary();
}
