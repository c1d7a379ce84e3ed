/* test_ui_computer.c: the game window against the computer: scripted games in every game, undo and leaving while it thinks, hints on the board, the opponent options and their command line, and the reasons and hints in Vietnamese. */
#define _POSIX_C_SOURCE 200809L
#include "check.h"
#include "ui_helpers.h"

#define STB_IMAGE_IMPLEMENTATION
#include <stb_image.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

enum { W = 1280, H = 800 };

static char exe[1024], dir[1024];

static UiRect hole_rect(RulesGameId g, int w, int h, int hole)
{
    char name[32];
    snprintf(name, sizeof name, "hole %d", hole);
    return ut_item_rect(g, 0, w, h, name);
}

/* Runs mancala-atlas with `args` and a script; returns its exit status
 * (stderr goes to `err` when it is not NULL). */
static int run(const char *args, const char *script, char *err, size_t size)
{
    char cmd[8192], errfile[600];
    snprintf(errfile, sizeof errfile, "%.580s/err.txt", dir);
    snprintf(cmd, sizeof cmd, "MANCALA_HOME='%s/home' '%s' %s%s%s%s "
             "2>'%s' >/dev/null", dir, exe, args,
             script ? " --script '" : "", script ? script : "",
             script ? "'" : "", errfile);
    int st = system(cmd);
    if (err) {
        err[0] = '\0';
        FILE *f = fopen(errfile, "r");
        if (f) {
            size_t n = fread(err, 1, size - 1, f);
            err[n] = '\0';
            fclose(f);
        }
    }
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

static bool dump_is(const char *path, const char *key, const char *want)
{
    char v[4096];
    if (!ut_dump_line(path, key, v, sizeof v)) {
        printf("  %s: no '%s' line\n", path, key);
        return false;
    }
    if (strcmp(v, want) != 0) {
        printf("  %s: %s is '%s', expected '%s'\n", path, key, v, want);
        return false;
    }
    return true;
}

/* The shown counts must be the core's, hole by hole. */
static bool shows_position(const char *path, const RulesPosition *p)
{
    char want[1024], cap[64];
    ut_holes_text(p, want, sizeof want);
    snprintf(cap, sizeof cap, "%d %d", p->captured[0], p->captured[1]);
    return dump_is(path, "holes", want) && dump_is(path, "captured", cap) &&
           dump_is(path, "to_move", p->to_move == RULES_SOUTH ? "south"
                                                              : "north");
}

static int count_moves(const char *text)
{
    int n = 0;
    for (const char *c = text; *c; c++) {
        n += *c != ' ' && (c == text || c[-1] == ' ');
    }
    return n;
}

/* One exchange of a game against the computer playing North: the person
 * (South) plays a legal move picked by `seed` from the position after
 * `moves`; the screen must then show the core's position after the
 * person's move and every reply, each reply legal. Appends the moves to
 * `moves`; false on a failure, *over when the game ended. */
static bool exchange(RulesGameId g, char *moves, size_t size, uint32_t *seed,
                     int k, bool *over)
{
    RulesPosition start;
    rules_setup(&start, g, 0);
    RulesGame rg;
    rules_game_init(&rg, &start);
    int failed = -1;
    if (rules_game_play_text(&rg, moves, &failed, NULL, NULL) != RULES_OK) {
        printf("  the moves so far (%s) do not replay\n", moves);
        rules_game_free(&rg);
        return false;
    }
    const RulesPosition *p = rules_game_current(&rg);
    RulesMove ms[RULES_MAX_MOVES], sow[RULES_MAX_MOVES];
    int n = rules_legal_moves(p, ms), ns = 0;
    for (int i = 0; i < n; i++) {
        if (ms[i].kind == RULES_MOVE_SOW) {
            sow[ns++] = ms[i];
        }
    }
    char script[1200], dump[1200], text[8192], act[200];
    snprintf(script, sizeof script, "%s/%s-vs-%d.script", dir,
             rules_game_name(g), k);
    snprintf(dump, sizeof dump, "%s/%s-vs-%d.txt", dir, rules_game_name(g),
             k);
    if (ns > 0) {
        RulesMove m = sow[ut_lcg(seed) % (uint32_t)ns];
        UiRect r = hole_rect(g, W, H, m.hole);
        snprintf(act, sizeof act, "hover %d %d\nclick %d %d\n",
                 (int)(r.x + r.w / 2), (int)(r.y + r.h / 2),
                 (int)(r.x + r.w / 2), (int)(r.y + r.h / 2));
    } else if (rules_is_legal(p, (RulesMove){RULES_MOVE_DECLINE, 0, 0},
                              NULL)) {
        snprintf(act, sizeof act, "key d\n");
    } else {
        snprintf(act, sizeof act, "key space\n");
    }
    rules_game_free(&rg);
    snprintf(text, sizeof text, "%sidle\ndump %s\n", act, dump);
    char args[4200];
    snprintf(args, sizeof args, "--game %s --computer north --level club "
             "--moves '%s'", rules_game_name(g), moves);
    if (!ut_write_text(script, text) || run(args, script, NULL, 0) != 0) {
        printf("  %s: the script failed after '%s'\n", rules_game_name(g),
               moves);
        return false;
    }
    char screen[64];
    if (ut_dump_line(dump, "screen", screen, sizeof screen) &&
        strcmp(screen, "result") == 0) {
        *over = true; /* the result screen covers the board */
        return true;
    }
    char shown[4096];
    if (!ut_dump_line(dump, "notation", shown, sizeof shown)) {
        printf("  %s: no notation in the dump\n", dump);
        return false;
    }
    size_t had = strlen(moves);
    if (strncmp(shown, moves, had) != 0 || strlen(shown) <= had) {
        printf("  %s: the game went from '%s' to '%s'\n", dump, moves, shown);
        return false;
    }
    /* every move played is legal: the core replays them all */
    rules_game_init(&rg, &start);
    if (rules_game_play_text(&rg, shown, &failed, NULL, NULL) != RULES_OK) {
        printf("  %s: move %d of '%s' is not legal\n", dump, failed, shown);
        rules_game_free(&rg);
        return false;
    }
    p = rules_game_current(&rg);
    *over = p->over;
    bool ok = shows_position(dump, p) && dump_is(dump, "thinking", "0");
    /* the computer answered: the person (South) is to move again */
    ok = ok && (p->over || p->to_move == RULES_SOUTH);
    /* the person's move and at least one reply (unless the game ended) */
    ok = ok && (p->over || count_moves(shown) >= count_moves(moves) + 2);
    rules_game_free(&rg);
    snprintf(moves, size, "%s", shown);
    return ok;
}

static bool play_against_the_computer(RulesGameId g)
{
    char moves[4096] = "";
    uint32_t seed = 7u + (uint32_t)g;
    bool over = false;
    for (int k = 0; k < 4 && !over; k++) {
        if (!exchange(g, moves, sizeof moves, &seed, k, &over)) {
            return false;
        }
    }
    return true;
}

TEST(gore_against_the_computer_plays_only_legal_moves_and_shows_them)
{
    CHECK(play_against_the_computer(RULES_GAME_GORE));
}

TEST(bao_kigogo_against_the_computer_plays_only_legal_moves_and_shows_them)
{
    CHECK(play_against_the_computer(RULES_GAME_BAO_KIGOGO));
}

TEST(modiar_against_the_computer_plays_only_legal_moves_and_shows_them)
{
    CHECK(play_against_the_computer(RULES_GAME_MODIAR));
}

TEST(ayoayo_against_the_computer_plays_only_legal_moves_and_shows_them)
{
    CHECK(play_against_the_computer(RULES_GAME_AYOAYO));
}

TEST(urim_against_the_computer_plays_only_legal_moves_and_shows_them)
{
    CHECK(play_against_the_computer(RULES_GAME_URIM));
}

/* Ayoayo, South sows hole 0; the expert (a minute to think) starts; undo
 * stops it and takes back South's move; nothing is played after. */
TEST(undo_while_the_computer_thinks_gives_the_person_the_move_back)
{
    UiRect r = hole_rect(RULES_GAME_AYOAYO, W, H, 0);
    int x = (int)(r.x + r.w / 2), y = (int)(r.y + r.h / 2);
    char script[1200], text[8192], d[3][1200];
    snprintf(script, sizeof script, "%s/undo.script", dir);
    for (int i = 0; i < 3; i++) {
        snprintf(d[i], sizeof d[i], "%s/undo-%d.txt", dir, i);
    }
    snprintf(text, sizeof text,
             "click %d %d\nkey space\nwait 50\ndump %s\nscreenshot "
             "%s/thinking-%dx%d.png\nkey u\ndump %s\nwait 300\nidle\n"
             "dump %s\n", x, y, d[0], dir, W, H, d[1], d[2]);
    CHECK(ut_write_text(script, text));
    CHECK_INT(run("--game ayoayo --computer north --level expert "
                  "--think 60000", script, NULL, 0), 0);
    CHECK(dump_is(d[0], "thinking", "1"));
    CHECK(dump_is(d[0], "moves", "1"));
    CHECK(dump_is(d[0], "to_move", "north"));
    for (int i = 1; i < 3; i++) {
        CHECK(dump_is(d[i], "thinking", "0"));
        CHECK(dump_is(d[i], "moves", "0"));
        CHECK(dump_is(d[i], "to_move", "south"));
        CHECK(dump_is(d[i], "holes", "4 4 4 4 4 4 4 4 4 4 4 4"));
    }
}

/* Ayoayo: South clicks hole S1 and leaves the pointer there; once the
 * computer has answered, with no input since, the status line says what
 * S1 now does (it kept the last capture until the mouse moved: issue
 * 52); then an empty South hole under the pointer says it is empty. */
TEST(the_status_line_follows_the_computer_without_input)
{
    UiRect r = hole_rect(RULES_GAME_AYOAYO, W, H, 0);
    int x = (int)(r.x + r.w / 2), y = (int)(r.y + r.h / 2);
    char script[1200], text[4096], d[2][1200], v[400];
    snprintf(script, sizeof script, "%s/status.script", dir);
    snprintf(d[0], sizeof d[0], "%s/status-0.txt", dir);
    snprintf(d[1], sizeof d[1], "%s/status-1.txt", dir);
    snprintf(text, sizeof text,
             "hover %d %d\nclick %d %d\nidle\nframes 32\ndump %s\n", x, y,
             x, y, d[0]);
    CHECK(ut_write_text(script, text));
    CHECK_INT(run("--game ayoayo --computer north --speed instant", script,
                  NULL, 0), 0);
    CHECK(dump_is(d[0], "moves", "2"));
    CHECK(dump_is(d[0], "to_move", "south"));
    CHECK(ut_dump_line(d[0], "holes", v, sizeof v));
    int holes[12] = {0};
    CHECK(sscanf(v, "%d %d %d %d %d %d", &holes[0], &holes[1], &holes[2],
                 &holes[3], &holes[4], &holes[5]) == 6);
    CHECK(ut_dump_line(d[0], "status", v, sizeof v));
    CHECK(strncmp(v, holes[0] ? "Hole S1: ends in" : "Hole S1 is empty",
                  16) == 0);
    int empty = -1;
    for (int h = 0; h < 6 && empty < 0; h++) {
        empty = holes[h] == 0 ? h : -1;
    }
    CHECK(empty >= 0); /* S1 was sown: some South hole is empty */
    r = hole_rect(RULES_GAME_AYOAYO, W, H, empty);
    snprintf(text, sizeof text,
             "hover %d %d\nclick %d %d\nidle\nhover %d %d\nframes 32\n"
             "dump %s\n", x, y, x, y, (int)(r.x + r.w / 2),
             (int)(r.y + r.h / 2), d[1]);
    CHECK(ut_write_text(script, text));
    CHECK_INT(run("--game ayoayo --computer north --speed instant", script,
                  NULL, 0), 0);
    char want[40];
    snprintf(want, sizeof want, "Hole S%d is empty", empty + 1);
    CHECK(dump_is(d[1], "status", want));
}

/* Escape while the computer thinks leaves the game: the search is
 * cancelled (the sanitizer build checks nothing leaks). */
TEST(leaving_the_game_while_the_computer_thinks_cancels_it)
{
    char script[1200], dump[1200], text[8192];
    snprintf(script, sizeof script, "%s/leave.script", dir);
    snprintf(dump, sizeof dump, "%s/leave.txt", dir);
    snprintf(text, sizeof text, "wait 50\nscreenshot %s/thinking-800x600.png"
             "\nkey escape\ndump %s\n", dir, dump);
    CHECK(ut_write_text(script, text));
    /* the computer plays South, so it thinks from the start */
    CHECK_INT(run("--game bao-kigogo --computer south --level expert "
                  "--think 60000 --size 800x600", script, NULL, 0), 0);
    CHECK(dump_is(dump, "screen", "title")); /* Esc is Menu's way out */
}

/* Computer against computer plays a whole Modiar game by itself. */
TEST(computer_against_computer_plays_a_game_to_its_end)
{
    char script[1200], dump[1200], text[8192];
    snprintf(script, sizeof script, "%s/demo.script", dir);
    snprintf(dump, sizeof dump, "%s/demo.txt", dir);
    snprintf(text, sizeof text, "idle\ndump %s\n", dump);
    CHECK(ut_write_text(script, text));
    CHECK_INT(run("--game modiar --computer both --level beginner", script,
                  NULL, 0), 0);
    CHECK(dump_is(dump, "screen", "result"));
}

static bool file_has(const char *path, const char *text)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        printf("  %s: cannot be read\n", path);
        return false;
    }
    char buf[8192];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    buf[n] = '\0';
    fclose(f);
    if (!strstr(buf, text)) {
        printf("  %s does not hold '%s':\n%s\n", path, text, buf);
        return false;
    }
    return true;
}

/* The first sowing South may play after `moves` (Ayoayo), as the script
 * line that clicks it. */
static bool click_first_sow(const char *moves, char *out, size_t size)
{
    RulesPosition start;
    rules_setup(&start, RULES_GAME_AYOAYO, 0);
    RulesGame rg;
    rules_game_init(&rg, &start);
    int failed = -1;
    bool ok = rules_game_play_text(&rg, moves, &failed, NULL, NULL) ==
              RULES_OK;
    const RulesPosition *p = rules_game_current(&rg);
    RulesMove ms[RULES_MAX_MOVES];
    int n = ok ? rules_legal_moves(p, ms) : 0;
    ok = n > 0 && ms[0].kind == RULES_MOVE_SOW && p->to_move == RULES_SOUTH;
    if (ok) {
        UiRect r = hole_rect(RULES_GAME_AYOAYO, W, H, ms[0].hole);
        snprintf(out, size, "click %d %d\n", (int)(r.x + r.w / 2),
                 (int)(r.y + r.h / 2));
    }
    rules_game_free(&rg);
    return ok;
}

/* Checks a game loaded from a save against the expert: it is the expert
 * again, and after the person's move the expert answers for North. */
static bool plays_on_against_the_expert(const char *args, const char *pre,
                                        const char *moves, const char *tag)
{
    char script[1200], d[2][1200], text[8192], click[200], shown[4096];
    snprintf(script, sizeof script, "%s/%s.script", dir, tag);
    for (int i = 0; i < 2; i++) {
        snprintf(d[i], sizeof d[i], "%s/%s-%d.txt", dir, tag, i);
    }
    if (!click_first_sow(moves, click, sizeof click)) {
        printf("  no sowing for South after '%s'\n", moves);
        return false;
    }
    snprintf(text, sizeof text, "%swait 20\ndump %s\n%skey space\nidle\n"
             "dump %s\n", pre, d[0], click, d[1]);
    if (!ut_write_text(script, text) || run(args, script, NULL, 0) != 0) {
        printf("  %s: the script failed\n", tag);
        return false;
    }
    bool ok = dump_is(d[0], "screen", "game") &&
              dump_is(d[0], "computer", "2") &&
              dump_is(d[0], "level", "expert") &&
              dump_is(d[0], "think_ms", "300") &&
              dump_is(d[0], "notation", moves) &&
              dump_is(d[1], "thinking", "0") && dump_is(d[1], "moves", "4") &&
              dump_is(d[1], "to_move", "south");
    /* the expert's answer is a legal move of North */
    if (ok && ut_dump_line(d[1], "notation", shown, sizeof shown)) {
        RulesPosition start;
        rules_setup(&start, RULES_GAME_AYOAYO, 0);
        RulesGame rg;
        rules_game_init(&rg, &start);
        int failed = -1;
        ok = rules_game_play_text(&rg, shown, &failed, NULL, NULL) ==
                 RULES_OK &&
             rg.len == 5 && strncmp(shown, moves, strlen(moves)) == 0;
        rules_game_free(&rg);
    }
    return ok;
}

/* Against the expert (North, 300 ms), South plays and the expert answers;
 * Ctrl+S saves. The save and the autosave name the expert, and the game
 * loaded from either (--load, the title's Continue) is played against the
 * expert again. */
TEST(a_saved_game_against_the_expert_is_played_against_it_again)
{
    char cmd[3000], script[1200], dump[1200], text[8192], click[200];
    snprintf(cmd, sizeof cmd, "rm -rf '%s/home/saves' "
             "'%s/home/autosave-ayoayo.mancala'", dir, dir);
    CHECK(system(cmd) == 0);
    snprintf(script, sizeof script, "%s/save-vs.script", dir);
    snprintf(dump, sizeof dump, "%s/save-vs.txt", dir);
    CHECK(click_first_sow("", click, sizeof click));
    snprintf(text, sizeof text, "%skey space\nidle\nkey ctrl+s\nwait 20\n"
             "dump %s\n", click, dump);
    CHECK(ut_write_text(script, text));
    CHECK_INT(run("--game ayoayo --computer north --level expert "
                  "--think 300", script, NULL, 0), 0);
    char moves[4096];
    CHECK(ut_dump_line(dump, "notation", moves, sizeof moves));
    CHECK_INT(count_moves(moves), 2);
    const char *line = "computer: north level expert think 300\n";
    char path[1600];
    snprintf(path, sizeof path, "%s/home/autosave-ayoayo.mancala", dir);
    CHECK(file_has(path, "mancala-atlas-save 2\n"));
    CHECK(file_has(path, line));
    /* the one file in the saves folder */
    char list[1400];
    snprintf(list, sizeof list, "%s/saves.txt", dir);
    snprintf(cmd, sizeof cmd, "ls '%s/home/saves' > '%s'", dir, list);
    CHECK(system(cmd) == 0);
    char name[256] = "";
    FILE *f = fopen(list, "r");
    CHECK(f != NULL);
    CHECK(fgets(name, sizeof name, f) != NULL);
    fclose(f);
    name[strcspn(name, "\n")] = '\0';
    snprintf(path, sizeof path, "%s/home/saves/%s", dir, name);
    CHECK(file_has(path, line));
    /* the Load screen says whom the game was played against */
    char d[1200];
    snprintf(d, sizeof d, "%s/load-list.txt", dir);
    snprintf(text, sizeof text, "wait 10\nkey ctrl+o\nwait 10\ndump %s\n"
             "screenshot %s/load-vs-1280x800.png\n", d, dir);
    CHECK(ut_write_text(script, text));
    CHECK_INT(run("", script, NULL, 0), 0);
    char want[400];
    snprintf(want, sizeof want, "%.*s|north|expert",
             (int)(strlen(name) - strlen(".mancala")), name);
    CHECK(dump_is(d, "entry_computer", want));
    snprintf(text, sizeof text, "wait 10\nkey ctrl+o\nwait 10\n"
             "screenshot %s/load-vs-800x600.png\n", dir);
    CHECK(ut_write_text(script, text));
    CHECK_INT(run("--size 800x600", script, NULL, 0), 0);
    /* resumed from the title's Continue (the autosave), then the named
     * save opened with --load (playing on changed the autosave only); the
     * other kinds' unfinished games of the earlier tests are put away so
     * that Continue is this one */
    snprintf(cmd, sizeof cmd,
             "cd '%s/home' && rm -f autosave-gore.mancala "
             "autosave-bao-kigogo.mancala autosave-modiar.mancala "
             "autosave-urim.mancala",
             dir);
    CHECK(system(cmd) == 0);
    CHECK(plays_on_against_the_expert("", "key Return\n", moves,
                                      "continue-vs"));
    char args[1800];
    snprintf(args, sizeof args, "--load '%s'", path);
    CHECK(plays_on_against_the_expert(args, "", moves, "load-vs"));
}

/* Computer against computer (Modiar, after "0 3"): undo takes back one
 * move and pauses the computers, and nothing moves however long one
 * waits; redo and review keep them paused; Resume (P) lets them play the
 * game to its end. */
TEST(undo_in_computer_against_computer_pauses_it_until_resume)
{
    char script[1200], d[6][1200], text[16384];
    snprintf(script, sizeof script, "%s/demo-undo.script", dir);
    for (int i = 0; i < 6; i++) {
        snprintf(d[i], sizeof d[i], "%s/demo-undo-%d.txt", dir, i);
    }
    snprintf(text, sizeof text,
             "key u\ndump %s\nwait 500\nidle\ndump %s\n"
             "screenshot %s/demo-paused-1280x800.png\n"
             "key y\nidle\ndump %s\nkey Home\nkey End\nidle\ndump %s\n"
             "key p\ndump %s\nidle\ndump %s\n",
             d[0], d[1], dir, d[2], d[3], d[4], d[5]);
    CHECK(ut_write_text(script, text));
    CHECK_INT(run("--game modiar --computer both --level beginner "
                  "--moves '0 3'", script, NULL, 0), 0);
    for (int i = 0; i < 2; i++) {
        CHECK(dump_is(d[i], "moves", "1"));
        CHECK(dump_is(d[i], "notation", "0"));
        CHECK(dump_is(d[i], "demo_paused", "1"));
        CHECK(dump_is(d[i], "thinking", "0"));
    }
    CHECK(dump_is(d[1], "pause_label", "Resume"));
    /* redo brings the move back, and the computers stay paused */
    CHECK(dump_is(d[2], "notation", "0 3"));
    CHECK(dump_is(d[2], "demo_paused", "1"));
    /* browsing back to the start and coming back changes nothing */
    CHECK(dump_is(d[3], "notation", "0 3"));
    CHECK(dump_is(d[3], "browsing", "0"));
    CHECK(dump_is(d[3], "demo_paused", "1"));
    CHECK(dump_is(d[4], "demo_paused", "0"));
    CHECK(dump_is(d[4], "pause_label", "Pause"));
    /* resumed, the computers play the game to its end */
    CHECK(dump_is(d[5], "screen", "result"));
    /* the paused board at the smaller size */
    snprintf(text, sizeof text, "key u\nwait 100\nidle\n"
             "screenshot %s/demo-paused-800x600.png\n", dir);
    CHECK(ut_write_text(script, text));
    CHECK_INT(run("--game modiar --computer both --level beginner "
                  "--moves '0 3' --size 800x600", script, NULL, 0), 0);
}

/* Against one computer undo takes back its answer and the person's move,
 * and the computer waits; redo brings both back and it is the person's
 * turn again. */
TEST(undo_against_one_computer_goes_back_to_the_persons_turn)
{
    char script[1200], d[3][1200], text[8192], click[200];
    snprintf(script, sizeof script, "%s/one-undo.script", dir);
    for (int i = 0; i < 3; i++) {
        snprintf(d[i], sizeof d[i], "%s/one-undo-%d.txt", dir, i);
    }
    CHECK(click_first_sow("", click, sizeof click));
    snprintf(text, sizeof text,
             "%skey space\nidle\ndump %s\nkey u\nwait 500\nidle\n"
             "dump %s\nkey y\nkey space\nwait 500\nidle\ndump %s\n",
             click, d[0], d[1], d[2]);
    CHECK(ut_write_text(script, text));
    CHECK_INT(run("--game ayoayo --computer north --level beginner", script,
                  NULL, 0), 0);
    char played[4096];
    CHECK(ut_dump_line(d[0], "notation", played, sizeof played));
    CHECK_INT(count_moves(played), 2);
    CHECK(dump_is(d[1], "moves", "0"));
    CHECK(dump_is(d[1], "to_move", "south"));
    CHECK(dump_is(d[1], "demo_paused", "0"));
    CHECK(dump_is(d[2], "notation", played));
    CHECK(dump_is(d[2], "to_move", "south"));
    CHECK(dump_is(d[2], "thinking", "0"));
}

typedef struct Image {
    unsigned char *px;
    int w, h;
} Image;

/* Pixels of the hint's green ring inside `r`. */
static int green_pixels(const Image *img, UiRect r)
{
    int n = 0;
    for (int y = (int)r.y; y < (int)(r.y + r.h) && y < img->h; y++) {
        for (int x = (int)r.x; x < (int)(r.x + r.w) && x < img->w; x++) {
            const unsigned char *p = img->px + ((size_t)y * (size_t)img->w +
                                                (size_t)x) * 4;
            n += p[1] > 180 && p[0] < 120 && p[2] < 150;
        }
    }
    return n;
}

/* H asks for a hint: a legal hole is named, ringed in green on the board
 * (and no other), and the hint goes when a move is played. */
static bool hint_shown(RulesGameId g, int w, int h, const char *extra,
                       char *caption, size_t size)
{
    char script[1200], dump[1200], after[1200], shot[1200], text[8192];
    const char *name = rules_game_name(g);
    snprintf(script, sizeof script, "%s/hint-%s.script", dir, name);
    snprintf(dump, sizeof dump, "%s/hint-%s.txt", dir, name);
    snprintf(after, sizeof after, "%s/hint-%s-after.txt", dir, name);
    snprintf(shot, sizeof shot, "%s/hint-%s-%dx%d.png", dir, name, w, h);
    snprintf(text, sizeof text, "key h\nidle\ndump %s\nscreenshot %s\n"
             "key right\nkey return\nkey space\ndump %s\n", dump, shot, after);
    char args[400];
    snprintf(args, sizeof args, "--game %s --size %dx%d %s", name, w, h,
             extra);
    if (!ut_write_text(script, text) || run(args, script, NULL, 0) != 0) {
        printf("  %s: the hint script failed\n", name);
        return false;
    }
    char mv[64];
    /* "Hint: sow hole S3 …", or between two people whose hint it is:
     * "Hint for South: sow hole S3 …" (issue 52) */
    const char *sow = NULL;
    if (ut_dump_line(dump, "hint", caption, size)) {
        sow = strncmp(caption, "Hint for ", 9) == 0 ? strstr(caption, ": ")
              : strncmp(caption, "Hint: ", 6) == 0  ? caption + 4
                                                     : NULL;
    }
    if (sow) {
        sow = strncmp(sow + 2, "sow hole ", 9) == 0 ? sow + 11 : NULL;
    }
    if (!sow || !ut_dump_line(dump, "hint_move", mv, sizeof mv)) {
        printf("  %s: no hint shown (%s)\n", dump, caption);
        return false;
    }
    RulesPosition p;
    rules_setup(&p, g, 0);
    RulesMove m;
    char hole[16] = "";
    bool parsed = rules_move_parse(mv, &m) == RULES_OK;
    if (parsed) {
        /* the caption names the hole as the board does */
        ui_hole_name(g, p.holes_per_row, m.hole, hole, sizeof hole);
    }
    size_t nl = strlen(hole);
    if (!parsed || !rules_is_legal(&p, m, NULL) ||
        m.kind != RULES_MOVE_SOW || strncmp(sow, hole, nl) != 0 ||
        (sow[nl] != ' ' && sow[nl] != '\0')) {
        printf("  %s: the hint '%s' (%s) is not a legal sowing\n", dump,
               caption, mv);
        return false;
    }
    Image img;
    int n;
    img.px = stbi_load(shot, &img.w, &img.h, &n, 4);
    if (!img.px || img.w != w || img.h != h) {
        printf("  %s: missing or of the wrong size\n", shot);
        return false;
    }
    bool ok = true;
    for (int i = 0; i < p.hole_count && ok; i++) {
        int green = green_pixels(&img, hole_rect(g, w, h, i));
        if ((i == m.hole) != (green > 100)) {
            printf("  %s: hole %d has %d green pixels (hint: hole %d)\n",
                   shot, i, green, m.hole);
            ok = false;
        }
    }
    stbi_image_free(img.px);
    return ok && dump_is(after, "hint", "") && dump_is(after, "moves", "1");
}

TEST(a_hint_rings_the_suggested_hole_and_says_what_it_gains)
{
    char caption[400];
    CHECK(hint_shown(RULES_GAME_AYOAYO, W, H, "", caption, sizeof caption));
    CHECK(hint_shown(RULES_GAME_GORE, 800, 600, "", caption,
                     sizeof caption));
    CHECK(hint_shown(RULES_GAME_URIM, W, H, "", caption, sizeof caption));
}

/* Modiar's hint comes from the solved table: against the computer, the
 * result if both play perfectly, said so (not "loss with best play
 * (20–22)"), and the hint's rings have a legend. Between two people the
 * hint shows the move and why, never the game's outcome (issue 58: "you
 * win by 4" told a pupil the end): the same hint without it. */
TEST(a_modiar_hint_says_the_result_if_both_play_perfectly)
{
    char caption[400], dump[1200], legend[200], more[400];
    CHECK(hint_shown(RULES_GAME_MODIAR, W, H, "--teaching", caption,
                     sizeof caption));
    snprintf(dump, sizeof dump, "%s/hint-modiar.txt", dir);
    CHECK(ut_dump_line(dump, "hint_more", more, sizeof more));
    CHECK(strstr(caption, "perfectly") == NULL);
    CHECK(strstr(caption, " win") == NULL && strstr(caption, "lose") == NULL);
    CHECK(strstr(more, "perfect") == NULL && strstr(more, "win") == NULL);
    CHECK(hint_shown(RULES_GAME_MODIAR, W, H, "--computer north", caption,
                     sizeof caption));
    CHECK(strstr(caption, "if both play perfectly, ") != NULL);
    CHECK(strstr(caption, "you win") != NULL ||
          strstr(caption, "a draw") != NULL ||
          strstr(caption, "you lose") != NULL);
    CHECK(strstr(caption, "best play") == NULL);
    snprintf(dump, sizeof dump, "%s/hint-modiar.txt", dir);
    CHECK(ut_dump_line(dump, "hint_legend", legend, sizeof legend));
    CHECK(strncmp(legend, "move", 4) == 0);
}

TEST(teaching_mode_adds_a_sentence_to_the_hint)
{
    char caption[400], more[400], dump[1200];
    CHECK(hint_shown(RULES_GAME_AYOAYO, 800, 600, "--teaching", caption,
                     sizeof caption));
    snprintf(dump, sizeof dump, "%s/hint-ayoayo.txt", dir);
    CHECK(ut_dump_line(dump, "hint_more", more, sizeof more));
    CHECK(strlen(more) > 20);
}

/* The options are chosen with the keyboard on the selection screen,
 * saved, and the next game is played against that computer. */
TEST(the_opponent_chosen_on_the_selection_screen_is_saved_and_played)
{
    char cmd[2400], script[1200], dump[1200], ini[1200], text[8192];
    /* no unfinished Goré game either: a new one would ask first */
    snprintf(cmd, sizeof cmd, "rm -f '%s/home/settings.ini' "
             "'%s/home/autosave-gore.mancala'", dir, dir);
    CHECK(system(cmd) == 0);
    snprintf(script, sizeof script, "%s/options.script", dir);
    snprintf(dump, sizeof dump, "%s/options.txt", dir);
    /* Goré's card: Tab goes Play, Rules, History, then the opponent (at
     * first you against the computer, playing North: issue 51), then
     * Beginner */
    snprintf(text, sizeof text,
             "key tab\nkey tab\nkey tab\nkey tab\nkey return\n"
             "screenshot %s/select-1280x800.png\n", dir);
    CHECK(ut_write_text(script, text));
    CHECK_INT(run("--screen select", script, NULL, 0), 0);
    snprintf(ini, sizeof ini, "%s/home/settings.ini", dir);
    char line[200];
    FILE *f = fopen(ini, "r");
    CHECK(f != NULL);
    bool opp = false, level = false;
    while (fgets(line, sizeof line, f)) {
        opp = opp || strcmp(line, "opponent=north\n") == 0;
        level = level || strcmp(line, "level=beginner\n") == 0;
    }
    fclose(f);
    CHECK(opp);
    CHECK(level);
    snprintf(text, sizeof text, "key return\ndump %s\n", dump);
    CHECK(ut_write_text(script, text));
    CHECK_INT(run("--screen select", script, NULL, 0), 0);
    CHECK(dump_is(dump, "screen", "game"));
    CHECK(dump_is(dump, "computer", "2"));
    CHECK(dump_is(dump, "level", "beginner"));
    /* the pictures of the options, Urim's four rows the fullest */
    const char *sizes[2] = {"1280x800", "800x600"};
    for (int i = 0; i < 2; i++) {
        char args[100];
        snprintf(text, sizeof text, "key down\nkey down\nkey down\n"
                 "key down\nscreenshot %s/select-urim-%s.png\n", dir,
                 sizes[i]);
        snprintf(args, sizeof args, "--screen select --size %s", sizes[i]);
        CHECK(ut_write_text(script, text));
        CHECK_INT(run(args, script, NULL, 0), 0);
    }
    snprintf(cmd, sizeof cmd, "rm -f '%s/home/settings.ini'", dir);
    CHECK(system(cmd) == 0);
}

/* Runs a script with the language setting `lang` saved in the settings
 * file; the file is removed afterwards. */
static int run_in(const char *lang, const char *args, const char *script)
{
    char ini[1200], text[100];
    snprintf(ini, sizeof ini, "%s/home/settings.ini", dir);
    snprintf(text, sizeof text, "language=%s\n", lang);
    if (!ut_write_text(ini, text)) {
        return -1;
    }
    int st = run(args, script, NULL, 0);
    remove(ini);
    return st;
}

/* Ayoayo, South to move: a click on North's hole 6 is refused with the
 * core's reason in Vietnamese and the hole's name on the board (B1: Bắc's
 * first); the pictures at both sizes show it whole. */
TEST(a_refused_hole_is_explained_in_vietnamese)
{
    const char *sizes[2][2] = {{"1280x800", "1280"}, {"800x600", "800"}};
    for (int i = 0; i < 2; i++) {
        int w = atoi(sizes[i][1]), h = w == 800 ? 600 : 800;
        char script[1200], dump[1200], text[4000], args[100];
        UiRect r = hole_rect(RULES_GAME_AYOAYO, w, h, 6);
        snprintf(script, sizeof script, "%s/why-vi.script", dir);
        snprintf(dump, sizeof dump, "%s/why-vi-%s.txt", dir, sizes[i][0]);
        snprintf(text, sizeof text, "click %d %d\ndump %s\n"
                 "screenshot %s/why-vi-%s.png\n", (int)(r.x + r.w / 2),
                 (int)(r.y + r.h / 2), dump, dir, sizes[i][0]);
        snprintf(args, sizeof args, "--game ayoayo --size %s", sizes[i][0]);
        CHECK(ut_write_text(script, text));
        CHECK_INT(run_in("vi", args, script), 0);
        /* two players: "Ô B1 là của Bên Bắc — đến lượt Bên Nam", no
         * clause id by default */
        CHECK(dump_is(dump, "message",
                      "\xC3\x94 B1 l\xC3\xA0 c\xE1\xBB\xA7" "a B\xC3\xAAn "
                      "B\xE1\xBA\xAF" "c \xE2\x80\x94 \xC4\x91\xE1\xBA\xBFn "
                      "l\xC6\xB0\xE1\xBB\xA3t B\xC3\xAAn Nam"));
    }
}

/* Does `text` read as Vietnamese: a letter beyond ASCII, and none of the
 * English words of the hint sentences? */
static bool vietnamese(const char *text)
{
    static const char *const english[] = {"the ", "It ", "move", "captur",
                                          "take", "Hint", "hole", "play"};
    bool wide = false;
    for (const char *c = text; *c; c++) {
        wide = wide || (unsigned char)*c >= 0x80;
    }
    for (size_t i = 0; i < sizeof english / sizeof english[0]; i++) {
        if (strstr(text, english[i])) {
            printf("  '%s' has the English '%s'\n", text, english[i]);
            return false;
        }
    }
    return wide && text[0];
}

/* H in Vietnamese, teaching mode: the caption and the sentences of why are
 * Vietnamese, at both sizes. */
TEST(a_hint_in_vietnamese_is_said_in_vietnamese)
{
    const char *sizes[2] = {"1280x800", "800x600"};
    for (int i = 0; i < 2; i++) {
        char script[1200], dump[1200], text[4000], args[100];
        char caption[400], more[400];
        snprintf(script, sizeof script, "%s/hint-vi.script", dir);
        snprintf(dump, sizeof dump, "%s/hint-vi-%s.txt", dir, sizes[i]);
        snprintf(text, sizeof text, "key h\nidle\ndump %s\n"
                 "screenshot %s/hint-vi-%s.png\n", dump, dir, sizes[i]);
        snprintf(args, sizeof args, "--game ayoayo --teaching --size %s",
                 sizes[i]);
        CHECK(ut_write_text(script, text));
        CHECK_INT(run_in("vi", args, script), 0);
        CHECK(ut_dump_line(dump, "hint", caption, sizeof caption));
        /* "Gợi ý cho Bên Nam: rải ô " (two people: whose hint it is) */
        CHECK(strncmp(caption, "G\xE1\xBB\xA3i \xC3\xBD cho ", 13) == 0);
        CHECK(strstr(caption, ": r\xE1\xBA\xA3i \xC3\xB4 ") != NULL);
        CHECK(vietnamese(caption));
        CHECK(ut_dump_line(dump, "hint_more", more, sizeof more));
        CHECK(vietnamese(more));
    }
}

TEST(bad_computer_options_exit_2_naming_the_value)
{
    char err[2000];
    CHECK_INT(run("--game gore --computer west", NULL, err, sizeof err), 2);
    CHECK(strstr(err, "west") != NULL && strstr(err, "north") != NULL);
    CHECK_INT(run("--game gore --level grandmaster", NULL, err, sizeof err),
              2);
    CHECK(strstr(err, "grandmaster") != NULL);
    CHECK_INT(run("--game gore --think 5", NULL, err, sizeof err), 2);
    CHECK(strstr(err, "--think") != NULL);
}

int main(void)
{
    if (!ut_work_setup(exe, sizeof exe, dir, sizeof dir, "tests/ui/computer",
                       "home", false)) {
        return 1;
    }
    RUN(gore_against_the_computer_plays_only_legal_moves_and_shows_them);
    RUN(bao_kigogo_against_the_computer_plays_only_legal_moves_and_shows_them);
    RUN(modiar_against_the_computer_plays_only_legal_moves_and_shows_them);
    RUN(ayoayo_against_the_computer_plays_only_legal_moves_and_shows_them);
    RUN(urim_against_the_computer_plays_only_legal_moves_and_shows_them);
    RUN(undo_while_the_computer_thinks_gives_the_person_the_move_back);
    RUN(the_status_line_follows_the_computer_without_input);
    RUN(leaving_the_game_while_the_computer_thinks_cancels_it);
    RUN(computer_against_computer_plays_a_game_to_its_end);
    RUN(a_saved_game_against_the_expert_is_played_against_it_again);
    RUN(undo_in_computer_against_computer_pauses_it_until_resume);
    RUN(undo_against_one_computer_goes_back_to_the_persons_turn);
    RUN(a_hint_rings_the_suggested_hole_and_says_what_it_gains);
    RUN(a_modiar_hint_says_the_result_if_both_play_perfectly);
    RUN(teaching_mode_adds_a_sentence_to_the_hint);
    RUN(the_opponent_chosen_on_the_selection_screen_is_saved_and_played);
    RUN(bad_computer_options_exit_2_naming_the_value);
    RUN(a_refused_hole_is_explained_in_vietnamese);
    RUN(a_hint_in_vietnamese_is_said_in_vietnamese);
    return check_summary();
}
