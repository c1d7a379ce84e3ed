/* test_monkey.c: thousands of seeded random clicks, keys, text, waits and window resizes on every screen and board, at several window sizes; the game must never crash, hang or leak, and every game position it shows must keep the rules core's invariants. */
#define _POSIX_C_SOURCE 200809L
#include "check.h"
#include "rules.h"
#include "ui.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

/*
 * Each run writes an input script (the game's --script format), runs the
 * game headless on it, and reads back the state the script dumped after
 * every event. A run fails if the game exits badly (a crash, a sanitizer
 * report, a leak at exit) or a dumped game position breaks an invariant:
 * C-5 conservation once the animation has settled, no hole above Urim's 17,
 * the board size of the game shown. The CTest timeout catches hangs.
 */

enum { EVENTS_PER_RUN = 260, MAX_ITEMS = 160 };

static char exe[1024], work[1024];

static uint32_t next_rand(uint32_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 17;
    *s ^= *s << 5;
    return *s;
}

typedef struct MonkeyRun {
    const char *screen; /* --screen */
    const char *game;   /* --game, or NULL */
    int holes;          /* --holes, or 0 */
    int w, h;           /* --size */
    uint32_t seed;
} MonkeyRun;

static const char *const keys[] = {
    "Escape", "Space", "Return", "Left", "Right", "Up", "Down", "Tab",
    "Backspace", "Home", "End", "PageUp", "PageDown", "Z", "U", "Y", "P",
    "S", "T", "R", "M", "A", "D", "O", "H", "L", "N", "Q", "F1", "F11",
    "1", "2", "3", "0", "Delete"};

/* Writes a script of random events; dumps go to <work>/<name>-<k>. */
static int write_script(const MonkeyRun *r, const char *name,
                        const char *path)
{
    FILE *f = fopen(path, "w");
    if (!f) {
        return -1;
    }
    /* MANCALA_MONKEY_SEED gives every run other events (many seeds are
     * tried under the sanitizers by hand; the suite uses 0) */
    const char *extra = getenv("MANCALA_MONKEY_SEED");
    uint32_t s = r->seed ^ (uint32_t)strtoul(extra ? extra : "0", NULL, 10) *
                               2654435761u;
    RulesGameId g = RULES_GAME_AYOAYO;
    if (r->game) {
        rules_game_from_name(r->game, &g);
    }
    UiLayoutItem items[MAX_ITEMS];
    int nitems = ui_game_layout_items(g, r->holes, r->w, r->h, items,
                                      MAX_ITEMS);
    int dumps = 0;
    for (int k = 0; k < EVENTS_PER_RUN; k++) {
        uint32_t kind = next_rand(&s) % 100;
        if (kind < 45) {
            /* Clicks: mostly on the game screen's buttons and holes,
             * the rest anywhere, edges included. */
            int x, y;
            if (nitems > 0 && next_rand(&s) % 3 != 0) {
                const UiLayoutItem *it = &items[next_rand(&s) %
                                                (uint32_t)nitems];
                /* Mostly holes: buttons like Menu leave the board. */
                for (int tries = 0; tries < 8 && next_rand(&s) % 4 &&
                                    strncmp(it->what, "hole", 4) != 0;
                     tries++) {
                    it = &items[next_rand(&s) % (uint32_t)nitems];
                }
                x = (int)(it->r.x + it->r.w / 2);
                y = (int)(it->r.y + it->r.h / 2);
            } else {
                x = (int)(next_rand(&s) % (uint32_t)(r->w + 20)) - 10;
                y = (int)(next_rand(&s) % (uint32_t)(r->h + 20)) - 10;
            }
            fprintf(f, "%s %d %d\n", next_rand(&s) % 6 ? "click" : "hover",
                    x, y);
        } else if (kind < 75) {
            const char *key = keys[next_rand(&s) %
                                   (sizeof keys / sizeof *keys)];
            /* Escape leaves screens (and the game, from the title): keep
             * it rarer so runs go deep. */
            if (strcmp(key, "Escape") == 0 && next_rand(&s) % 4) {
                key = "Space";
            }
            fprintf(f, "key %s\n", key);
        } else if (kind < 80) {
            fprintf(f, "text %s\n", next_rand(&s) % 2 ? "Ama 7" : "ễ x");
        } else if (kind < 82) {
            /* the player drags the window's corner, and later back */
            static const int sizes[][2] = {{800, 600}, {1024, 768},
                                           {1920, 1080}, {800, 1200}};
            const int *z = sizes[next_rand(&s) % 4];
            fprintf(f, "resize %d %d\nwait 16\nresize %d %d\n", z[0], z[1],
                    r->w, r->h);
        } else if (kind < 97) {
            static const int waits[] = {0, 16, 50, 200, 700, 1500, 4000};
            fprintf(f, "wait %d\n",
                    waits[next_rand(&s) % (sizeof waits / sizeof *waits)]);
        } else {
            /* Drawing is part of what must not crash. */
            fprintf(f, "screenshot %s/%s-shot.png\n", work, name);
        }
        fprintf(f, "dump %s/%s-%04d\n", work, name, dumps++);
    }
    fclose(f);
    return dumps;
}

static int run_game(const MonkeyRun *r, const char *script)
{
    char size[32], holes[16];
    snprintf(size, sizeof size, "%dx%d", r->w, r->h);
    snprintf(holes, sizeof holes, "%d", r->holes);
    char *argv[16];
    int n = 0;
    argv[n++] = exe;
    argv[n++] = "--script";
    argv[n++] = (char *)script;
    argv[n++] = "--size";
    argv[n++] = size;
    argv[n++] = "--speed";
    argv[n++] = "fast";
    argv[n++] = "--screen";
    argv[n++] = (char *)r->screen;
    if (r->game) {
        argv[n++] = "--game";
        argv[n++] = (char *)r->game;
    }
    if (r->holes) {
        argv[n++] = "--holes";
        argv[n++] = holes;
    }
    argv[n] = NULL;
    pid_t pid = fork();
    if (pid == 0) {
        execv(exe, argv);
        _exit(127);
    }
    int status = 0;
    if (pid < 0 || waitpid(pid, &status, 0) < 0) {
        return -1;
    }
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

/* Checks one dump; returns false (and says why) if it breaks a rule. */
static bool check_dump(const char *path, int *games_seen)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        return true; /* the game quit before this event (Escape) */
    }
    char word[64] = "", game[64] = "", line[8192];
    int holes_per_row = 0, holes[RULES_MAX_HOLES], n = 0, cap[2] = {0, 0};
    int animating = 0;
    bool is_game = false;
    /* one "key value" line at a time: values such as the status line's
     * words are free text */
    while (fgets(line, sizeof line, f)) {
        int at = 0;
        if (sscanf(line, "%63s%n", word, &at) != 1) {
            continue;
        }
        const char *v = line + at;
        if (strcmp(word, "screen") == 0) {
            is_game = sscanf(v, "%63s", word) == 1 &&
                      strcmp(word, "game") == 0;
        } else if (strcmp(word, "game") == 0) {
            (void)!sscanf(v, "%63s", game);
        } else if (strcmp(word, "holes_per_row") == 0) {
            (void)!sscanf(v, "%d", &holes_per_row);
        } else if (strcmp(word, "holes") == 0) {
            int used;
            while (n < RULES_MAX_HOLES &&
                   sscanf(v, "%d%n", &holes[n], &used) == 1) {
                v += used;
                n++;
            }
        } else if (strcmp(word, "captured") == 0) {
            (void)!sscanf(v, "%d %d", &cap[0], &cap[1]);
        } else if (strcmp(word, "animating") == 0) {
            (void)!sscanf(v, "%d", &animating);
        }
    }
    fclose(f);
    if (!is_game) {
        return true;
    }
    (*games_seen)++;
    RulesGameId g;
    RulesPosition start;
    if (!rules_game_from_name(game, &g) ||
        rules_setup(&start, g, holes_per_row) != RULES_OK) {
        printf("  %s: unknown game '%s' %d\n", path, game, holes_per_row);
        return false;
    }
    if (n != start.hole_count) {
        printf("  %s: %d holes shown for %s (%d)\n", path, n, game,
               start.hole_count);
        return false;
    }
    int sum = cap[0] + cap[1];
    for (int i = 0; i < n; i++) {
        if (holes[i] < 0 || (g == RULES_GAME_URIM && holes[i] > 17)) {
            printf("  %s: hole %d shows %d\n", path, i, holes[i]);
            return false;
        }
        sum += holes[i];
    }
    if (!animating && sum != rules_start_total(&start)) {
        printf("  %s: %d counters shown, the game has %d (C-5)\n", path, sum,
               rules_start_total(&start));
        return false;
    }
    return true;
}

static void monkey(const MonkeyRun *r, const char *name)
{
    char script[1200];
    snprintf(script, sizeof script, "%s/%s.script", work, name);
    int dumps = write_script(r, name, script);
    CHECK(dumps > 0);
    int status = run_game(r, script);
    if (status != 0) {
        CHECK_FAIL_AT("%s: the game exited with %d on %s", name, status,
                      script);
        return;
    }
    int games_seen = 0;
    for (int k = 0; k < dumps; k++) {
        char path[1200];
        snprintf(path, sizeof path, "%s/%s-%04d", work, name, k);
        if (!check_dump(path, &games_seen)) {
            CHECK_FAIL_AT("%s: event %d of %s broke an invariant", name, k,
                          script);
            return;
        }
        remove(path);
    }
    printf("  %s: %d events, %d on a game screen\n", name, dumps,
           games_seen);
}

/* Every board, from its game screen, at three window sizes. */
TEST(random_input_on_every_board_never_breaks_the_game)
{
    static const struct {
        const char *game;
        int holes;
    } boards[] = {{"gore", 0},   {"bao-kigogo", 0}, {"modiar", 0},
                  {"ayoayo", 0}, {"urim", 6},       {"urim", 7}};
    static const int sizes[][2] = {{1280, 800}, {800, 600}, {1920, 1080}};
    for (size_t i = 0; i < sizeof boards / sizeof *boards; i++) {
        MonkeyRun r = {"game", boards[i].game, boards[i].holes,
                       sizes[i % 3][0], sizes[i % 3][1],
                       (uint32_t)(0x9E3779B9u * (i + 1))};
        char name[64];
        snprintf(name, sizeof name, "game-%s-%d", boards[i].game,
                 boards[i].holes);
        monkey(&r, name);
        if (check_current_failed) {
            return;
        }
    }
}

/* The other screens, reached directly, then wherever the input leads. */
TEST(random_input_on_every_other_screen_never_breaks_the_game)
{
    static const struct {
        const char *screen, *game;
    } runs[] = {{"title", NULL},       {"select", NULL},
                {"settings", NULL},    {"rules", "gore"},
                {"history", "bao-kigogo"}, {"rules", "urim"},
                {"history", "modiar"}, {"rules", "ayoayo"}};
    for (size_t i = 0; i < sizeof runs / sizeof *runs; i++) {
        MonkeyRun r = {runs[i].screen, runs[i].game, 0,
                       i % 2 ? 1024 : 1280, i % 2 ? 768 : 800,
                       (uint32_t)(0x85EBCA6Bu * (i + 7))};
        char name[64];
        snprintf(name, sizeof name, "%s-%s", runs[i].screen,
                 runs[i].game ? runs[i].game : "any");
        monkey(&r, name);
        if (check_current_failed) {
            return;
        }
    }
}

int main(void)
{
    const char *build = getenv("MANCALA_BUILD_DIR");
    if (!build) {
        fprintf(stderr, "test_monkey: MANCALA_BUILD_DIR is not set (run "
                        "it through ctest)\n");
        return 1;
    }
    snprintf(exe, sizeof exe, "%s/mancala-atlas", build);
    snprintf(work, sizeof work, "%s/tests/monkey/work", build);
    mkdir(work, 0755);
    /* Settings and saves go to a folder of the test's own. */
    char home[1100];
    snprintf(home, sizeof home, "%s/home", work);
    setenv("MANCALA_HOME", home, 1);
    /* Runs change settings for the runs after them; start from none, so
     * a failure replays the same way. */
    DIR *d = opendir(home);
    struct dirent *e;
    while (d && (e = readdir(d)) != NULL) {
        char path[1400];
        snprintf(path, sizeof path, "%s/%s", home, e->d_name);
        if (e->d_name[0] != '.') {
            remove(path);
        }
    }
    if (d) {
        closedir(d);
    }
    RUN(random_input_on_every_board_never_breaks_the_game);
    RUN(random_input_on_every_other_screen_never_breaks_the_game);
    return check_summary();
}
