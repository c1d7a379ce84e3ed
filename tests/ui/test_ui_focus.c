/* test_ui_focus.c: where the keyboard starts on each screen: never on a disabled button, a name field with its old text selected, the selection screen on the game last played. */
#define _POSIX_C_SOURCE 200809L
#include "check.h"
#include "ui_script.h"

/* The keyboard's focus starts on a button that can be pressed, on every
 * screen with buttons: on the load screen without saves that is Back, not
 * the greyed Open, and Enter presses it. A dump's focus_button is the button the last frame
 * drew with the focus ring and whether it is enabled. */
TEST(keyboard_focus_never_starts_on_a_disabled_button)
{
    static const struct {
        const char *args, *keys, *focus; /* NULL: any enabled button */
    } screens[] = {
        {"", "key ctrl+o\nwait 10\n", "Back|1"}, /* load, no saves */
        {"", "", NULL},
        {"--screen select", "", NULL},
        {"--screen settings", "", NULL},
        {"--screen rules --game urim", "", NULL},
        {"--screen learn --game gore", "", NULL},
        {"--screen watch --game modiar", "", NULL},
        {"--screen atlas", "", NULL},
        {"--screen about", "", NULL},
    };
    for (size_t i = 0; i < sizeof screens / sizeof screens[0]; i++) {
        fresh_home("h-focus");
        char script[2000], l[200];
        /* a frame drawn (frames), which places the focus ring */
        snprintf(script, sizeof script,
                 "wait 10\n%sframes 16\ndump %s/f.txt\n", screens[i].keys,
                 dir);
        CHECK_INT(run("h-focus", screens[i].args, script), 0);
        CHECK(dump_line("f.txt", "focus_button", l, sizeof l));
        if (screens[i].focus) {
            CHECK_STR(l, screens[i].focus);
        } else if (l[0] && strcmp(l + strlen(l) - 2, "|1") != 0) {
            printf("  %s: the focus is on %s\n", screens[i].args, l);
            CHECK(false);
        }
    }
    /* there, Enter presses Back, the button it shows */
    fresh_home("h-focus");
    char script[2000];
    snprintf(script, sizeof script, "wait 10\nkey ctrl+o\nwait 10\n"
             "key Return\nwait 10\ndump %s/f.txt\n", dir);
    CHECK_INT(run("h-focus", "", script), 0);
    CHECK(dump_says("f.txt", "screen", "title"));
}

/* A name field starts with its text selected: typing replaces "South"
 * (it used to give "SoutAmara"); Ctrl+A selects again; Escape keeps the
 * old name. */
TEST(typing_a_players_name_replaces_the_selected_old_one)
{
    fresh_home("h-names");
    char text[2000];
    CHECK_INT(run("h-names", "--screen settings",
                  "wait 10\nkey Down\nkey Return\ntext Amara\nkey Return\n"
                  "key Down\nkey Return\nkey BackSpace\ntext Ko\n"
                  "key ctrl+a\ntext Kofi\nkey Return\nkey Return\n"
                  "text Zed\nkey Escape\nwait 10\n"), 0);
    file_text("h-names", "settings.ini", text, sizeof text);
    CHECK(strstr(text, "south_name=Amara\n") != NULL);
    CHECK(strstr(text, "north_name=Kofi\n") != NULL);
}

/* The selection screen starts on the game last played or learned, in
 * the next run too (settings.ini keeps it): Urim's lesson started from
 * Learn's selection screen (four cards down from Goré, the first), then
 * Play and Learn from the title both show Urim's card. A run that names a game
 * (--game) puts that game's card under it. */
TEST(the_selection_screen_starts_on_the_game_last_played)
{
    fresh_home("h-last");
    char script[2000];
    snprintf(script, sizeof script, "wait 10\ndump %s/g0.txt\n", dir);
    CHECK_INT(run("h-last", "--screen select", script), 0);
    CHECK(dump_says("g0.txt", "card", "gore"));
    snprintf(script, sizeof script,
             "wait 10\nkey Down\nkey Down\nkey Return\nwait 10\n"
             "key Down\nkey Down\nkey Down\nkey Down\n"
             "key Return\nwait 10\ndump %s/g1.txt\n", dir);
    /* title, Learn (under Play and the row of Your record), Urim */
    CHECK_INT(run("h-last", "", script), 0);
    CHECK(dump_says("g1.txt", "screen", "learn"));
    CHECK(dump_says("g1.txt", "game", "urim"));
    /* the title's keys start on Play (a lesson leaves no game to
     * continue), then Learn */
    snprintf(script, sizeof script,
             "wait 10\nkey Return\nwait 10\ndump %s/g2.txt\nkey Escape\n"
             "wait 10\nkey Down\nkey Down\nkey Return\nwait 10\n"
             "dump %s/g3.txt\n",
             dir, dir);
    CHECK_INT(run("h-last", "", script), 0);
    CHECK(dump_says("g2.txt", "card", "urim"));
    CHECK(dump_says("g2.txt", "learn", "0"));
    CHECK(dump_says("g3.txt", "card", "urim"));
    CHECK(dump_says("g3.txt", "learn", "1"));
    snprintf(script, sizeof script, "wait 10\nkey Escape\nwait 10\n"
             "dump %s/g4.txt\n", dir);
    CHECK_INT(run("h-last", "--game modiar", script), 0);
    CHECK(dump_says("g4.txt", "card", "modiar"));
}

/* A notice never covers an overlay: "Saved as …" stands on the game's
 * status line, is off while the keys (F1) fill the window, and is back
 * when they close ("texts" draws a whole frame, which places it). */
TEST(a_notice_waits_while_the_keys_cover_the_screen)
{
    fresh_home("h-notice");
    char script[2000], l[200];
    snprintf(script, sizeof script,
             "wait 100\nkey ctrl+s\nwait 100\ntexts %s/t1.txt\n"
             "dump %s/n1.txt\nkey F1\nwait 50\ntexts %s/t2.txt\n"
             "dump %s/n2.txt\nkey Escape\nwait 50\ntexts %s/t3.txt\n"
             "dump %s/n3.txt\n",
             dir, dir, dir, dir, dir, dir);
    CHECK_INT(run("h-notice", "--screen game --game gore", script), 0);
    CHECK(dump_line("n1.txt", "notice_rect", l, sizeof l));
    CHECK(strcmp(l, "0 0 0 0") != 0);
    CHECK(dump_says("n2.txt", "screen", "help"));
    CHECK(dump_says("n2.txt", "notice_rect", "0 0 0 0"));
    CHECK(dump_line("n3.txt", "notice_rect", l, sizeof l));
    CHECK(strcmp(l, "0 0 0 0") != 0);
}

int main(void)
{
    if (!script_setup("focus")) {
        return 1;
    }
    RUN(keyboard_focus_never_starts_on_a_disabled_button);
    RUN(typing_a_players_name_replaces_the_selected_old_one);
    RUN(the_selection_screen_starts_on_the_game_last_played);
    RUN(a_notice_waits_while_the_keys_cover_the_screen);
    return check_summary();
}
