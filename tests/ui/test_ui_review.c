/* test_ui_review.c: review from the move list, playing from a reviewed position, autosave and Continue, save and load, damaged files and replay, all driven through input scripts and checked against the rules core. */
#define _POSIX_C_SOURCE 200809L
#include "check.h"
#include "learn.h"
#include "ui_helpers.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <utime.h>

enum { W = 1280, H = 800, MAX_MOVES = 400 };

static char exe[600], dir[300];

typedef struct Game {
    RulesPosition pos[MAX_MOVES + 1];
    RulesMove moves[MAX_MOVES];
    char text[4000]; /* the moves in notation, for --moves */
    int n;
} Game;

/* Plays `count` moves (or to the end when count < 0) chosen by a seeded
 * random number, never a Goré offer; positions come from the core's game
 * record so repetition endings count too. */
static void play_game(RulesGameId g, uint32_t seed, int count, Game *gm)
{
    RulesGame rg;
    rules_setup(&gm->pos[0], g, 0);
    rules_game_init(&rg, &gm->pos[0]);
    gm->n = 0;
    gm->text[0] = '\0';
    while (!rules_game_current(&rg)->over && gm->n < MAX_MOVES &&
           (count < 0 || gm->n < count)) {
        RulesMove ms[RULES_MAX_MOVES], pick[RULES_MAX_MOVES];
        int k = rules_legal_moves(rules_game_current(&rg), ms), u = 0;
        for (int i = 0; i < k; i++) {
            if (ms[i].kind != RULES_MOVE_OFFER) {
                pick[u++] = ms[i];
            }
        }
        RulesMove m = pick[ut_lcg(&seed) % (uint32_t)u];
        rules_game_play(&rg, m, NULL, NULL);
        gm->moves[gm->n++] = m;
        gm->pos[gm->n] = *rules_game_current(&rg);
        size_t l = strlen(gm->text);
        rules_move_format(m, gm->text + l, sizeof gm->text - l);
        l = strlen(gm->text);
        snprintf(gm->text + l, sizeof gm->text - l, " ");
    }
    rules_game_free(&rg);
}

static void hole_xy(RulesGameId g, int hole, int *x, int *y)
{
    char name[32];
    snprintf(name, sizeof name, "hole %d", hole);
    UiRect r = ut_item_rect(g, 0, W, H, name);
    *x = (int)(r.x + r.w / 2);
    *y = (int)(r.y + r.h / 2);
}

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

static void path_of(char *buf, size_t size, const char *name)
{
    snprintf(buf, size, "%s/%s", dir, name);
}

/* Runs the game with a home folder of its own, `args` and a script. */
static int run(const char *home, const char *args, const char *script)
{
    char cmd[6000], sp[1100];
    path_of(sp, sizeof sp, "review.script");
    if (!ut_write_text(sp, script)) {
        return -1;
    }
    snprintf(cmd, sizeof cmd, "MANCALA_HOME='%s/%s' '%s' %s --script '%s' "
             "--size %dx%d 2>'%s/stderr.txt'", dir, home, exe, args, sp, W, H,
             dir);
    int st = system(cmd);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

/* A dump line of the file `name` in the test folder. */
static bool dump_line(const char *name, const char *key, char *out,
                      size_t size)
{
    char path[1100];
    path_of(path, sizeof path, name);
    return ut_dump_line(path, key, out, size);
}

/* The dump `name` says `want` for `key`; says what it holds when not. */
static bool dump_says(const char *name, const char *key, const char *want)
{
    char l[700];
    if (!dump_line(name, key, l, sizeof l) || strcmp(l, want) != 0) {
        printf("  %s: %s is \"%s\", expected \"%s\"\n", name, key, l, want);
        return false;
    }
    return true;
}

/* The board the dump shows is the core's position, hole by hole. */
static bool shows(const char *name, const RulesPosition *p)
{
    char holes[1024], want[1024];
    if (!dump_line(name, "holes", holes, sizeof holes)) {
        printf("  %s: no holes line\n", name);
        return false;
    }
    ut_holes_text(p, want, sizeof want);
    if (strcmp(holes, want) != 0) {
        printf("  %s: shows [%s], the core says [%s]\n", name, holes, want);
        return false;
    }
    return true;
}

static bool exists(const char *home, const char *file)
{
    char p[1400];
    struct stat st;
    snprintf(p, sizeof p, "%s/%s/%s", dir, home, file);
    return stat(p, &st) == 0;
}

/* A fresh, empty home folder for one test. */
static void fresh_home(const char *home)
{
    char cmd[1400];
    snprintf(cmd, sizeof cmd, "rm -rf '%s/%s' && mkdir -p '%s/%s/saves'",
             dir, home, dir, home);
    if (system(cmd) != 0) {
        printf("  cannot make %s\n", home);
    }
}

TEST(clicking_a_move_shows_its_position_and_back_to_game_returns)
{
    static Game gm;
    play_game(RULES_GAME_AYOAYO, 11, 6, &gm);
    CHECK_INT(gm.n, 6);
    fresh_home("h-review");
    char args[4200], script[8000], l[200];
    snprintf(args, sizeof args, "--game ayoayo --moves '%s'", gm.text);
    int rx, ry, bx, by;
    move_row_xy(RULES_GAME_AYOAYO, 2, &rx, &ry);
    back_xy(RULES_GAME_AYOAYO, &bx, &by);
    snprintf(script, sizeof script,
             "wait 20\nhover %d %d\nclick %d %d\nwait 20\ndump %s/r1.txt\n"
             "screenshot %s/review-1280.png\n"
             "key Up\ndump %s/r2.txt\nkey Home\ndump %s/r3.txt\n"
             "click %d %d\nwait 20\ndump %s/r4.txt\n"
             "key [\ndump %s/r6.txt\nkey Escape\ndump %s/r5.txt\n",
             rx, ry, rx, ry, dir, dir, dir, dir, bx, by, dir, dir, dir);
    CHECK_INT(run("h-review", args, script), 0);
    /* row 2 is the third move: the board shows the position after it */
    CHECK(dump_line("r1.txt", "reviewing", l, sizeof l));
    CHECK_STR(l, "1");
    CHECK(dump_line("r1.txt", "shown", l, sizeof l));
    CHECK_STR(l, "3");
    CHECK(shows("r1.txt", &gm.pos[3]));
    CHECK(dump_line("r1.txt", "moves", l, sizeof l));
    CHECK_STR(l, "6");
    CHECK(shows("r2.txt", &gm.pos[2]));
    CHECK(dump_line("r3.txt", "shown", l, sizeof l));
    CHECK_STR(l, "0");
    CHECK(shows("r3.txt", &gm.pos[0]));
    /* the Back to game button */
    CHECK(dump_line("r4.txt", "reviewing", l, sizeof l));
    CHECK_STR(l, "0");
    CHECK(shows("r4.txt", &gm.pos[6]));
    /* [ steps back from the live position; Esc returns to the game */
    CHECK(dump_line("r6.txt", "shown", l, sizeof l));
    CHECK_STR(l, "5");
    CHECK(dump_line("r5.txt", "reviewing", l, sizeof l));
    CHECK_STR(l, "0");
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
             "click %d %d\nwait 20\nhover %d %d\nclick %d %d\nwait 20\n"
             "dump %s/t1.txt\nscreenshot %s/confirm-1280.png\n"
             "key n\nwait 20\ndump %s/t2.txt\n"
             "click %d %d\nwait 20\nkey y\nwait 20\nkey space\nwait 20\n"
             "dump %s/t3.txt\n",
             rx, ry, hx, hy, hx, hy, dir, dir, dir, hx, hy, dir);
    CHECK_INT(run("h-takeover", args, script), 0);
    CHECK(dump_line("t1.txt", "screen", l, sizeof l));
    CHECK_STR(l, "confirm");
    CHECK(dump_line("t1.txt", "question", l, sizeof l));
    CHECK(strstr(l, "4 later moves will be discarded") != NULL);
    /* No: nothing changed, still reviewing position 2 */
    CHECK(dump_line("t2.txt", "screen", l, sizeof l));
    CHECK_STR(l, "game");
    CHECK(dump_line("t2.txt", "moves", l, sizeof l));
    CHECK_STR(l, "6");
    CHECK(dump_line("t2.txt", "shown", l, sizeof l));
    CHECK_STR(l, "2");
    /* Yes: the game goes on from position 2 with the new move */
    CHECK(dump_line("t3.txt", "moves", l, sizeof l));
    CHECK_STR(l, "3");
    CHECK(dump_line("t3.txt", "reviewing", l, sizeof l));
    CHECK_STR(l, "0");
    CHECK(shows("t3.txt", &after));
}

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
             "wait 20\ndump %s/a1.txt\nscreenshot %s/title-1280.png\n"
             "key Return\nwait 20\ndump %s/a2.txt\n", dir, dir, dir);
    CHECK_INT(run("h-auto", "", script), 0);
    CHECK(dump_line("a1.txt", "continue", l, sizeof l));
    CHECK(strstr(l, "Ayoayo") != NULL && strstr(l, "1 move") != NULL);
    CHECK(dump_line("a2.txt", "screen", l, sizeof l));
    CHECK_STR(l, "game");
    CHECK(dump_line("a2.txt", "moves", l, sizeof l));
    CHECK_STR(l, "1");
    CHECK(shows("a2.txt", &gm.pos[1]));
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
    snprintf(script, sizeof script, "wait 20\ndump %s/b1.txt\n"
             "screenshot %s/bad-autosave-1280.png\nkey Return\n"
             "wait 20\ndump %s/b2.txt\n", dir, dir, dir);
    CHECK_INT(run("h-bad", "", script), 0);
    CHECK(dump_line("b1.txt", "notice", l, sizeof l));
    CHECK(strstr(l, "autosave.mancala:2") != NULL);
    CHECK(dump_line("b1.txt", "continue", l, sizeof l) && l[0] == '\0');
    CHECK(!exists("h-bad", "autosave.mancala"));
    CHECK(exists("h-bad", "autosave.mancala.bad"));
    /* the program goes on: Enter on Play opens the game selection */
    CHECK(dump_line("b2.txt", "screen", l, sizeof l));
    CHECK_STR(l, "select");
}

TEST(a_saved_game_is_listed_and_loads_back_through_the_load_screen)
{
    static Game gm;
    play_game(RULES_GAME_AYOAYO, 21, 9, &gm);
    fresh_home("h-save");
    char args[4200], script[8000], l[600];
    snprintf(args, sizeof args, "--game ayoayo --moves '%s'", gm.text);
    snprintf(script, sizeof script, "wait 10\nkey ctrl+s\nwait 10\n"
             "dump %s/s1.txt\nscreenshot %s/saved-1280.png\n", dir, dir);
    CHECK_INT(run("h-save", args, script), 0);
    CHECK(dump_line("s1.txt", "notice", l, sizeof l));
    CHECK(strstr(l, "Ayoayo") != NULL && strstr(l, ".mancala") != NULL);
    snprintf(script, sizeof script, "wait 10\nkey ctrl+o\nwait 10\n"
             "dump %s/s2.txt\nscreenshot %s/load-1280.png\nkey Return\n"
             "wait 20\ndump %s/s3.txt\n", dir, dir, dir);
    CHECK_INT(run("h-save", "", script), 0);
    CHECK(dump_line("s2.txt", "screen", l, sizeof l));
    CHECK_STR(l, "load");
    CHECK(dump_line("s2.txt", "count", l, sizeof l));
    CHECK_STR(l, "1");
    CHECK(dump_line("s2.txt", "entry", l, sizeof l));
    CHECK(strstr(l, "|Ayoayo|9|ok") != NULL);
    CHECK(dump_line("s3.txt", "screen", l, sizeof l));
    CHECK_STR(l, "game");
    CHECK(dump_line("s3.txt", "moves", l, sizeof l));
    CHECK_STR(l, "9");
    CHECK(shows("s3.txt", &gm.pos[9]));
}

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
        /* a headless run draws a frame for a screenshot */
        snprintf(script, sizeof script,
                 "wait 10\n%sscreenshot %s/focus.png\ndump %s/f.txt\n",
                 screens[i].keys, dir, dir);
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
    char script[2000], l[200];
    snprintf(script, sizeof script, "wait 10\nkey ctrl+o\nwait 10\n"
             "key Return\nwait 10\ndump %s/f.txt\n", dir);
    CHECK_INT(run("h-focus", "", script), 0);
    CHECK(dump_line("f.txt", "screen", l, sizeof l));
    CHECK_STR(l, "title");
}

TEST(a_damaged_save_is_marked_and_opening_it_names_the_file_and_line)
{
    fresh_home("h-damaged");
    char p[1400], script[8000], l[800];
    snprintf(p, sizeof p, "%s/h-damaged/saves/broken.mancala", dir);
    CHECK(ut_write_text(p, "mancala-atlas-save 1\ngame: ayoayo\nholes: 6\n"
                        "moves: 1\n99\nend\n"));
    snprintf(script, sizeof script, "wait 10\nkey ctrl+o\nwait 10\n"
             "key Return\nwait 10\ndump %s/d1.txt\n"
             "screenshot %s/load-damaged-1280.png\n", dir, dir);
    CHECK_INT(run("h-damaged", "", script), 0);
    CHECK(dump_line("d1.txt", "screen", l, sizeof l));
    CHECK_STR(l, "load");
    CHECK(dump_line("d1.txt", "entry", l, sizeof l));
    CHECK_STR(l, "broken||0|damaged");
    CHECK(dump_line("d1.txt", "error", l, sizeof l));
    CHECK(strstr(l, "broken.mancala:5") != NULL);
}

TEST(a_replay_animates_every_move_and_reaches_the_final_position)
{
    static Game gm;
    play_game(RULES_GAME_MODIAR, 3, -1, &gm);
    CHECK(gm.pos[gm.n].over);
    fresh_home("h-replay");
    char ini[1200];
    snprintf(ini, sizeof ini, "%s/h-replay/settings.ini", dir);
    CHECK(ut_write_text(ini, "replay_speed=fast\n")); /* a shorter run */
    char args[4200], script[8000], l[200];
    snprintf(args, sizeof args, "--game modiar --speed fast --moves '%s'",
             gm.text);
    /* the result screen: Right moves the focus to Replay */
    snprintf(script, sizeof script,
             "wait 10\nkey Right\nkey Return\nwait 400\ndump %s/p1.txt\n"
             "screenshot %s/replay-1280.png\n"
             "key space\nwait 20\ndump %s/p4.txt\nwait 5000\n"
             "dump %s/p2.txt\nkey space\nidle\ndump %s/p3.txt\n",
             dir, dir, dir, dir, dir);
    CHECK_INT(run("h-replay", args, script), 0);
    CHECK(dump_line("p1.txt", "replaying", l, sizeof l));
    CHECK_STR(l, "1");
    CHECK(dump_line("p1.txt", "reviewing", l, sizeof l));
    CHECK_STR(l, "1");
    /* paused: five seconds later it still shows the same move */
    char shown1[32], shown2[32];
    CHECK(dump_line("p4.txt", "shown", shown1, sizeof shown1));
    CHECK(dump_line("p2.txt", "replaying", l, sizeof l));
    CHECK_STR(l, "1");
    CHECK(dump_line("p2.txt", "shown", shown2, sizeof shown2));
    CHECK_STR(shown1, shown2);
    /* the end: the result again, over the final position */
    CHECK(dump_line("p3.txt", "screen", l, sizeof l));
    CHECK_STR(l, "result");
    CHECK(shows("p3.txt", &gm.pos[gm.n]));
}

/* The bytes of a file in the test folder's home `home` ("" if none). */
static void file_text(const char *home, const char *file, char *out,
                      size_t size)
{
    char p[1400];
    snprintf(p, sizeof p, "%s/%s/%s", dir, home, file);
    out[0] = '\0';
    FILE *f = fopen(p, "r");
    if (f) {
        size_t n = fread(out, 1, size - 1, f);
        out[n] = '\0';
        fclose(f);
    }
}

static const char save_a[] = "mancala-atlas-save 1\ngame: ayoayo\n"
                             "moves: 1\n0\nend\n";
static const char save_b[] = "mancala-atlas-save 1\ngame: modiar\n"
                             "moves: 0\nend\n";

/* F2 starts with the whole name selected, so typing replaces it; a name
 * another save has, or one with a slash, is refused with a sentence and
 * both files stay as they were; Ctrl+A selects again; Enter renames. */
TEST(renaming_a_save_replaces_the_selected_name_and_never_overwrites)
{
    fresh_home("h-rename");
    char p[1400], script[8000], l[800], text[400];
    snprintf(p, sizeof p, "%s/h-rename/saves/beta.mancala", dir);
    CHECK(ut_write_text(p, save_b));
    /* beta is older, so alpha comes first and is chosen */
    struct utimbuf old = {time(NULL) - 100, time(NULL) - 100};
    CHECK(utime(p, &old) == 0);
    snprintf(p, sizeof p, "%s/h-rename/saves/alpha.mancala", dir);
    CHECK(ut_write_text(p, save_a));
    snprintf(script, sizeof script,
             "wait 10\nkey ctrl+o\nwait 10\n"
             "key F2\ndump %s/n1.txt\ntext beta\nkey Return\nwait 10\n"
             "dump %s/n2.txt\nkey ctrl+a\ntext a/b\nkey Return\nwait 10\n"
             "dump %s/n3.txt\nkey ctrl+a\ntext Amara\nkey Return\nwait 10\n"
             "dump %s/n4.txt\n", dir, dir, dir, dir);
    CHECK_INT(run("h-rename", "", script), 0);
    /* the whole old name is selected */
    CHECK(dump_line("n1.txt", "renaming", l, sizeof l));
    CHECK_STR(l, "alpha");
    CHECK(dump_line("n1.txt", "rename_all", l, sizeof l));
    CHECK_STR(l, "1");
    /* typing replaced the selection: "beta", the other save's name */
    CHECK(dump_line("n2.txt", "renaming", l, sizeof l));
    CHECK_STR(l, "beta");
    CHECK(dump_line("n2.txt", "error", l, sizeof l));
    CHECK(strstr(l, "There is already a saved game called “beta”") != NULL);
    /* a slash cannot be part of a file's name */
    CHECK(dump_line("n3.txt", "error", l, sizeof l));
    CHECK(strstr(l, "cannot hold /") != NULL);
    CHECK(dump_line("n3.txt", "renaming", l, sizeof l));
    CHECK_STR(l, "a/b");
    /* Ctrl+A, then the new name: renamed, still chosen, nothing lost */
    CHECK(!dump_line("n4.txt", "renaming", l, sizeof l));
    CHECK(dump_line("n4.txt", "count", l, sizeof l));
    CHECK_STR(l, "2");
    CHECK(dump_line("n4.txt", "entry", l, sizeof l));
    CHECK_STR(l, "Amara|Ayoayo|1|ok");
    CHECK(dump_line("n4.txt", "selected", l, sizeof l));
    CHECK_STR(l, "0");
    file_text("h-rename", "saves/Amara.mancala", text, sizeof text);
    CHECK_STR(text, save_a);
    file_text("h-rename", "saves/beta.mancala", text, sizeof text);
    CHECK_STR(text, save_b);
    CHECK(!exists("h-rename", "saves/alpha.mancala"));
}

/* A rename the system refuses (here: the file went away) says why, and
 * no other save is touched; nor is one whose name was asked for. */
TEST(a_rename_that_fails_says_why_and_loses_nothing)
{
    fresh_home("h-rename2");
    Ui ui = {0};
    snprintf(ui.pref_dir, sizeof ui.pref_dir, "%s/h-rename2", dir);
    char from[1400], err[400], text[400];
    snprintf(from, sizeof from, "%s/h-rename2/saves/keep.mancala", dir);
    CHECK(ut_write_text(from, save_b));
    snprintf(from, sizeof from, "%s/h-rename2/saves/gone.mancala", dir);
    CHECK(!ui_save_rename(&ui, from, "new", err, sizeof err));
    CHECK(strstr(err, "Cannot rename the saved game: ") != NULL);
    CHECK(!exists("h-rename2", "saves/new.mancala"));
    /* onto another save: refused, both as they were */
    snprintf(from, sizeof from, "%s/h-rename2/saves/mine.mancala", dir);
    CHECK(ut_write_text(from, save_a));
    CHECK(!ui_save_rename(&ui, from, "keep", err, sizeof err));
    CHECK_STR(err, "There is already a saved game called “keep”");
    file_text("h-rename2", "saves/keep.mancala", text, sizeof text);
    CHECK_STR(text, save_b);
    file_text("h-rename2", "saves/mine.mancala", text, sizeof text);
    CHECK_STR(text, save_a);
    /* an empty name, a hidden one, and spaces around a good one */
    CHECK(!ui_save_rename(&ui, from, "  ", err, sizeof err));
    CHECK_STR(err, "A saved game needs a name");
    CHECK(!ui_save_rename(&ui, from, ".x", err, sizeof err));
    CHECK_STR(err, "A name cannot start with a dot");
    CHECK(ui_save_rename(&ui, from, "  Ama ", err, sizeof err));
    file_text("h-rename2", "saves/Ama.mancala", text, sizeof text);
    CHECK_STR(text, save_a);
    CHECK_INT((int)ui.saves_changed, 1);
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

/* Delete asks first: No keeps the save, Yes removes it. */
TEST(deleting_a_save_asks_first_and_no_keeps_it)
{
    fresh_home("h-delete");
    char p[1400], script[8000], l[800];
    snprintf(p, sizeof p, "%s/h-delete/saves/gone.mancala", dir);
    CHECK(ut_write_text(p, save_a));
    snprintf(script, sizeof script,
             "wait 10\nkey ctrl+o\nwait 10\nkey Delete\nwait 10\n"
             "dump %s/x1.txt\nkey n\nwait 10\ndump %s/x2.txt\nkey Delete\n"
             "wait 10\nkey y\nwait 10\ndump %s/x3.txt\n", dir, dir, dir);
    CHECK_INT(run("h-delete", "", script), 0);
    CHECK(dump_line("x1.txt", "screen", l, sizeof l));
    CHECK_STR(l, "confirm");
    CHECK(dump_line("x1.txt", "question", l, sizeof l));
    CHECK(strstr(l, "“gone”") != NULL);
    CHECK(dump_line("x2.txt", "count", l, sizeof l));
    CHECK_STR(l, "1");
    CHECK(dump_line("x3.txt", "screen", l, sizeof l));
    CHECK_STR(l, "load");
    CHECK(dump_line("x3.txt", "count", l, sizeof l));
    CHECK_STR(l, "0");
    CHECK(!exists("h-delete", "saves/gone.mancala"));
}

/* Whether two files in the test folder hold the same bytes. */
static bool same_file(const char *a, const char *b)
{
    char pa[1100], pb[1100];
    path_of(pa, sizeof pa, a);
    path_of(pb, sizeof pb, b);
    return ut_same_file(pa, pb);
}

/* C-9 on screen: the result counts the seeds into the piles (a moment,
 * then still: the screen goes idle and its picture stops changing),
 * names the winner, and says what ended the game in one plain sentence. */
TEST(the_result_counts_the_seeds_in_then_stands_still)
{
    static Game gm;
    play_game(RULES_GAME_MODIAR, 5, -1, &gm);
    const RulesPosition *end = &gm.pos[gm.n];
    CHECK(end->over);
    CHECK(end->captured[0] + end->captured[1] > 2);
    fresh_home("h-result");
    char args[4200], script[8000], l[600], want[64];
    snprintf(args, sizeof args, "--game modiar --moves '%s'", gm.text);
    snprintf(script, sizeof script,
             "wait 20\ndump %s/m1.txt\nidle\ndump %s/m2.txt\n"
             "screenshot %s/m-0.png\nscreenshot %s/m-a.png\nwait 5000\n"
             "screenshot %s/m-b.png\nkey Right\nkey Return\nwait 20\n"
             "dump %s/m3.txt\n",
             dir, dir, dir, dir, dir, dir);
    CHECK_INT(run("h-result", args, script), 0);
    CHECK(dump_line("m1.txt", "screen", l, sizeof l));
    CHECK_STR(l, "result");
    /* at first the piles are still filling */
    CHECK(dump_line("m1.txt", "counting", l, sizeof l));
    CHECK_STR(l, "1");
    int a = -1, b = -1;
    CHECK(dump_line("m1.txt", "counted", l, sizeof l));
    CHECK_INT(sscanf(l, "%d %d", &a, &b), 2);
    CHECK(a + b < end->captured[0] + end->captured[1]);
    /* then the count stands at the core's piles */
    CHECK(dump_line("m2.txt", "counting", l, sizeof l));
    CHECK_STR(l, "0");
    CHECK(dump_line("m2.txt", "counted", l, sizeof l));
    snprintf(want, sizeof want, "%d %d", end->captured[0],
             end->captured[1]);
    CHECK_STR(l, want);
    CHECK(dump_line("m2.txt", "winner", l, sizeof l));
    CHECK_STR(l, end->winner == RULES_WINNER_SOUTH   ? "south"
                 : end->winner == RULES_WINNER_NORTH ? "north"
                                                     : "draw");
    /* MOD-7, said once: who could not move and what became of the seeds */
    CHECK(dump_line("m2.txt", "ended", l, sizeof l));
    if (end->end_reason == RULES_END_NO_MOVES) {
        CHECK(strstr(l, end->to_move ? "North could not move"
                                     : "South could not move") != NULL);
    } else {
        CHECK(strstr(l, "third time") != NULL);
    }
    CHECK(strstr(l, "ends the game") == NULL);
    CHECK(strstr(l, "MOD-") == NULL);
    CHECK(same_file("m-a.png", "m-b.png"));
    /* Right, Enter: Review replays the game from its start */
    CHECK(dump_line("m3.txt", "screen", l, sizeof l));
    CHECK_STR(l, "game");
    CHECK(dump_line("m3.txt", "replaying", l, sizeof l));
    CHECK_STR(l, "1");
}

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
             "wait 10\nkey Down\nkey Return\nwait 10\n"
             "key Down\nkey Down\nkey Down\nkey Down\n"
             "key Return\nwait 10\ndump %s/g1.txt\n", dir);
    CHECK_INT(run("h-last", "", script), 0); /* title, Learn, Urim */
    CHECK(dump_says("g1.txt", "screen", "learn"));
    CHECK(dump_says("g1.txt", "game", "urim"));
    /* the title's keys start on Play (a lesson leaves no game to
     * continue), then Learn */
    snprintf(script, sizeof script,
             "wait 10\nkey Return\nwait 10\ndump %s/g2.txt\nkey Escape\n"
             "wait 10\nkey Down\nkey Return\nwait 10\ndump %s/g3.txt\n",
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

/* A replay keeps its own pace: with moves set to "instant" its moves
 * still animate. Space pauses it (a minute later it shows the same move);
 * Right plays one move and stops, Left goes a move back (not before the
 * start); S changes its pace, remembered apart from the move speed. */
TEST(a_replay_has_its_own_pace_pauses_and_steps_both_ways)
{
    static Game gm;
    play_game(RULES_GAME_MODIAR, 3, -1, &gm);
    CHECK(gm.pos[gm.n].over && gm.n > 3);
    fresh_home("h-pace");
    char args[4200], script[8000], l[200], text[2000];
    snprintf(args, sizeof args, "--game modiar --speed instant --moves '%s'",
             gm.text);
    snprintf(script, sizeof script,
             "wait 10\nkey Right\nkey Return\nwait 10\nkey space\n"
             "dump %s/q1.txt\nwait 60000\ndump %s/q2.txt\n"
             "key Right\ndump %s/q3.txt\nidle\ndump %s/q4.txt\n"
             "key Right\nidle\nkey Right\nidle\ndump %s/q5.txt\n"
             "key Left\nidle\ndump %s/q6.txt\n"
             "key Left\nkey Left\nkey Left\nkey Left\nidle\ndump %s/q7.txt\n"
             "key s\ndump %s/q8.txt\n",
             dir, dir, dir, dir, dir, dir, dir, dir);
    CHECK_INT(run("h-pace", args, script), 0);
    /* paused at the start, and still there a minute later */
    CHECK(dump_line("q1.txt", "replaying", l, sizeof l));
    CHECK_STR(l, "1");
    CHECK(dump_line("q2.txt", "replay_paused", l, sizeof l));
    CHECK_STR(l, "1");
    CHECK(dump_line("q2.txt", "shown", l, sizeof l));
    CHECK_STR(l, "0");
    CHECK(shows("q2.txt", &gm.pos[0]));
    /* Right: the first move, animated at the replay's pace */
    CHECK(dump_line("q3.txt", "animating", l, sizeof l));
    CHECK_STR(l, "1");
    CHECK(dump_line("q3.txt", "anim_speed", l, sizeof l));
    CHECK_STR(l, "normal");
    CHECK(dump_line("q4.txt", "shown", l, sizeof l));
    CHECK_STR(l, "1");
    CHECK(shows("q4.txt", &gm.pos[1]));
    CHECK(dump_line("q4.txt", "replay_paused", l, sizeof l));
    CHECK_STR(l, "1");
    CHECK(dump_line("q5.txt", "shown", l, sizeof l));
    CHECK_STR(l, "3");
    CHECK(shows("q5.txt", &gm.pos[3]));
    /* Left: a move back; never before the start */
    CHECK(dump_line("q6.txt", "shown", l, sizeof l));
    CHECK_STR(l, "2");
    CHECK(shows("q6.txt", &gm.pos[2]));
    CHECK(dump_line("q7.txt", "shown", l, sizeof l));
    CHECK_STR(l, "0");
    CHECK(dump_line("q7.txt", "replaying", l, sizeof l));
    CHECK_STR(l, "1");
    /* S: the replay's pace, not the move speed */
    CHECK(dump_line("q8.txt", "replay_speed", l, sizeof l));
    CHECK_STR(l, "fast");
    file_text("h-pace", "settings.ini", text, sizeof text);
    CHECK(strstr(text, "replay_speed=fast\n") != NULL);
    CHECK(strstr(text, "\nspeed=instant\n") != NULL ||
          strstr(text, "speed=normal\n") != NULL);
}

int main(void)
{
    const char *build = getenv("MANCALA_BUILD_DIR");
    snprintf(exe, sizeof exe, "%s/mancala-atlas", build ? build : ".");
    snprintf(dir, sizeof dir, "%s/tests/ui/review", build ? build : ".");
    char cmd[1200];
    snprintf(cmd, sizeof cmd, "mkdir -p '%s'", dir);
    if (system(cmd) != 0) {
        return 1;
    }
    RUN(clicking_a_move_shows_its_position_and_back_to_game_returns);
    RUN(playing_from_a_reviewed_position_asks_before_discarding_later_moves);
    RUN(a_move_is_autosaved_and_continued_from_the_title_on_the_next_start);
    RUN(a_finished_game_clears_the_autosave);
    RUN(a_damaged_autosave_gives_a_notice_naming_the_line_and_is_set_aside);
    RUN(a_saved_game_is_listed_and_loads_back_through_the_load_screen);
    RUN(keyboard_focus_never_starts_on_a_disabled_button);
    RUN(a_damaged_save_is_marked_and_opening_it_names_the_file_and_line);
    RUN(a_replay_animates_every_move_and_reaches_the_final_position);
    RUN(renaming_a_save_replaces_the_selected_name_and_never_overwrites);
    RUN(a_rename_that_fails_says_why_and_loses_nothing);
    RUN(deleting_a_save_asks_first_and_no_keeps_it);
    RUN(typing_a_players_name_replaces_the_selected_old_one);
    RUN(the_result_counts_the_seeds_in_then_stands_still);
    RUN(a_finished_lesson_ends_with_play_this_game_now);
    RUN(enter_on_a_fresh_lesson_step_rings_a_hole_and_the_next_enter_plays_it);
    RUN(enter_after_a_lesson_move_goes_on_to_the_next_step);
    RUN(the_selection_screen_starts_on_the_game_last_played);
    RUN(a_replay_has_its_own_pace_pauses_and_steps_both_ways);
    return check_summary();
}
