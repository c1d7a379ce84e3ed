/* ui_script.h: what the scripted front-end tests share: a seeded game played through the rules core, running mancala-atlas headless with a home folder of its own and an input script, and reading the screen dumps it writes. */
#ifndef UI_SCRIPT_H
#define UI_SCRIPT_H

#include "ui_helpers.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>

enum { W = 1280, H = 800, MAX_MOVES = 400 };

/* The program under test and this test program's own work folder. */
static char exe[600], dir[300];

/* Finds mancala-atlas in the build and makes the work folder
 * tests/ui/`name` there; false when it cannot be made. */
static inline bool script_setup(const char *name)
{
    char sub[200];
    snprintf(sub, sizeof sub, "tests/ui/%s", name);
    return ut_work_setup(exe, sizeof exe, dir, sizeof dir, sub, NULL, false);
}

typedef struct Game {
    RulesPosition pos[MAX_MOVES + 1];
    RulesMove moves[MAX_MOVES];
    char text[4000]; /* the moves in notation, for --moves */
    int n;
} Game;

/* Plays `count` moves (or to the end when count < 0) chosen by a seeded
 * random number, never a Goré offer; positions come from the core's game
 * record so repetition endings count too. */
static inline void play_game(RulesGameId g, uint32_t seed, int count,
                             Game *gm)
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

static inline void hole_xy(RulesGameId g, int hole, int *x, int *y)
{
    char name[32];
    snprintf(name, sizeof name, "hole %d", hole);
    UiRect r = ut_item_rect(g, 0, W, H, name);
    *x = (int)(r.x + r.w / 2);
    *y = (int)(r.y + r.h / 2);
}

static inline void path_of(char *buf, size_t size, const char *name)
{
    snprintf(buf, size, "%s/%s", dir, name);
}

/* Runs the game with a home folder of its own, `args` and a script, at
 * W x H unless `args` names a --size. */
static inline int run(const char *home, const char *args, const char *script)
{
    char cmd[8192], sp[1100], size[40] = "";
    path_of(sp, sizeof sp, "run.script");
    if (!ut_write_text(sp, script)) {
        return -1;
    }
    if (!strstr(args, "--size")) {
        snprintf(size, sizeof size, " --size %dx%d", W, H);
    }
    snprintf(cmd, sizeof cmd, "MANCALA_HOME='%s/%s' '%s' %s --script '%s'%s "
             "2>'%s/stderr.txt'", dir, home, exe, args, sp, size, dir);
    int st = system(cmd);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

/* The game's moves but its last, in notation, for --moves: the last is
 * then played in the window (a click), so that the game ends there. */
static inline void moves_but_last(const Game *gm, char *buf, size_t size)
{
    buf[0] = '\0';
    for (int i = 0; i < gm->n - 1; i++) {
        size_t l = strlen(buf);
        rules_move_format(gm->moves[i], buf + l, size - l);
        l = strlen(buf);
        snprintf(buf + l, size - l, " ");
    }
}

/* A dump line of the file `name` in the test folder. */
static inline bool dump_line(const char *name, const char *key, char *out,
                             size_t size)
{
    char path[1100];
    path_of(path, sizeof path, name);
    return ut_dump_line(path, key, out, size);
}

/* The dump `name` says `want` for `key`; says what it holds when not. */
/* The first `n` whole numbers of dump line `key` ("pits 226 456 …") into
 * `out`; false when the line is missing. */
static inline bool dump_ints(const char *name, const char *key, int *out,
                             int n)
{
    char l[1000];
    if (!dump_line(name, key, l, sizeof l)) {
        return false;
    }
    const char *at = l;
    for (int i = 0; i < n; i++) {
        char *end;
        out[i] = (int)strtol(at, &end, 10);
        at = end;
    }
    return true;
}

static inline bool dump_says(const char *name, const char *key,
                             const char *want)
{
    char l[700];
    if (!dump_line(name, key, l, sizeof l) || strcmp(l, want) != 0) {
        printf("  %s: %s is \"%s\", expected \"%s\"\n", name, key, l, want);
        return false;
    }
    return true;
}

/* The rectangle and state of dump line `key` ("button_Play"). */
static inline bool dump_button(const char *dump, const char *key,
                               int r[5])
{
    char l[300];
    if (!dump_line(dump, key, l, sizeof l) ||
        sscanf(l, "%d %d %d %d %d", &r[0], &r[1], &r[2], &r[3], &r[4]) != 5) {
        printf("  %s: no line %s\n", dump, key);
        return false;
    }
    return true;
}

/* The board the dump shows is the core's position, hole by hole. */
static inline bool shows(const char *name, const RulesPosition *p)
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

static inline bool exists(const char *home, const char *file)
{
    char p[1400];
    struct stat st;
    snprintf(p, sizeof p, "%s/%s/%s", dir, home, file);
    return stat(p, &st) == 0;
}

/* A fresh, empty home folder for one test. */
static inline void fresh_home(const char *home)
{
    char cmd[1400];
    snprintf(cmd, sizeof cmd, "rm -rf '%s/%s' && mkdir -p '%s/%s/saves'",
             dir, home, dir, home);
    if (system(cmd) != 0) {
        printf("  cannot make %s\n", home);
    }
}

/* The bytes of a file in the test folder's home `home` ("" if none). */
static inline void file_text(const char *home, const char *file, char *out,
                             size_t size)
{
    char p[1400];
    snprintf(p, sizeof p, "%s/%s/%s", dir, home, file);
    ut_read_text(p, out, size);
}

/* Whether two files in the test folder hold the same bytes. */
static inline bool same_file(const char *a, const char *b)
{
    char pa[1100], pb[1100];
    path_of(pa, sizeof pa, a);
    path_of(pb, sizeof pb, b);
    return ut_same_file(pa, pb);
}

#endif
