/* test_hostile.c: hostile input, one class per CTest: damaged catalogues, pipes and folders and devices in place of files, 100 kB options, full disks, concurrent savers, fuzzed settings, oversized pictures, damaged autosaves. */
#define _XOPEN_SOURCE 700 /* mkdtemp, mkfifo, symlink, kill, setenv */
#include "check.h"
#include "hostile.h"

#include "i18n.h"
#include "learn.h"
#include "safeio.h"
#include "session.h"
#include "ui_helpers.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* ---- Damaged catalogues ---- */

static unsigned char *good_catalogue(size_t *len)
{
    char path[1300];
    snprintf(path, sizeof path, "%s/locale/vi/LC_MESSAGES/mancala-atlas.mo",
             build);
    return (unsigned char *)safeio_read(path, 8 << 20, len, NULL, 0);
}

static void put32(unsigned char *p, uint32_t v)
{
    p[0] = (unsigned char)v;
    p[1] = (unsigned char)(v >> 8);
    p[2] = (unsigned char)(v >> 16);
    p[3] = (unsigned char)(v >> 24);
}

static uint32_t get32(const unsigned char *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
           (uint32_t)p[3] << 24;
}

/* A private copy of the game with `mo` as its Vietnamese catalogue (the
 * program looks for locale/ beside itself), set to speak Vietnamese. */
static bool game_with_catalogue(const char *dir, const unsigned char *mo,
                                size_t len, int kind, char *exe,
                                size_t size)
{
    char path[1400], cmd[3000];
    make_dir(dir);
    snprintf(path, sizeof path, "%s/locale/vi/LC_MESSAGES", dir);
    snprintf(cmd, sizeof cmd, "mkdir -p '%s' '%s/home' && cp '%s' '%s/'",
             path, dir, atlas, dir);
    if (system(cmd) != 0) {
        return false;
    }
    snprintf(exe, size, "%s/mancala-atlas", dir);
    snprintf(path, sizeof path, "%s/locale/vi/LC_MESSAGES/mancala-atlas.mo",
             dir);
    snprintf(cmd, sizeof cmd, "%s/home/settings.ini", dir);
    return (mo ? write_bytes(path, mo, len) : plant(path, kind)) &&
           ut_write_text(cmd, "language=vi\n");
}

TEST(damaged_catalogues_are_skipped_and_the_game_speaks_english)
{
    size_t len = 0;
    unsigned char *good = good_catalogue(&len);
    CHECK(good != NULL && len > 2000);
    CHECK(content_i18n_catalogue_error(good, len) == NULL);
    uint32_t n = get32(good + 8), orig = get32(good + 12);
    uint32_t hash_size = get32(good + 20), hash_at = get32(good + 24);
    CHECK(n > 10 && hash_size > 0);
    unsigned char *bad = malloc(len);
    CHECK(bad != NULL);
    struct {
        const char *what;
        size_t len;
        size_t at;
        uint32_t value;
    } cases[] = {
        {"cut to 2000 bytes", 2000, 0, 0},
        {"cut inside the header", 20, 0, 0},
        {"a wrong magic number", len, 0, 0x12345678u},
        {"another revision", len, 4, 7},
        {"a string table outside the file", len, 12, 0xfffffff0u},
        {"a translation table outside the file", len, 16, (uint32_t)len},
        {"a string longer than the file", len, orig + 8, 0x7fffffffu},
        {"a string offset outside the file", len, orig + 12,
         (uint32_t)len - 2},
        {"a huge string count", len, 8, 0x10000000u},
        {"a hash table outside the file", len, 24, (uint32_t)len},
        {"a hash entry naming no string", len, hash_at, n + 5},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        memcpy(bad, good, len);
        if (cases[i].at || cases[i].value) {
            put32(bad + cases[i].at, cases[i].value);
        }
        if (!content_i18n_catalogue_error(bad, cases[i].len)) {
            CHECK_FAIL_AT("%s was taken for a whole catalogue",
                          cases[i].what);
            return;
        }
    }
    /* the real program: a cut catalogue beside it, Vietnamese chosen; it
     * says so on one line and draws the title in English */
    char dir[1300], exe[1400], shot[1400];
    snprintf(dir, sizeof dir, "%s/catalogue", work);
    CHECK(game_with_catalogue(dir, good, 2000, 0, exe, sizeof exe));
    snprintf(shot, sizeof shot, "%s/title.png", dir);
    char home[1400];
    snprintf(home, sizeof home, "%s/home", dir);
    Run r;
    char *argv[] = {exe, "--screenshot", shot, NULL};
    run(&r, home, NULL, argv);
    CHECK_INT(r.status, 0);
    CHECK(strstr(r.err, "not using the translation") != NULL);
    CHECK(strstr(r.err, "mancala-atlas.mo") != NULL);
    /* and in the library: bound, checked, refused, English */
    char locale[1400];
    snprintf(locale, sizeof locale, "%s/locale", dir);
    content_i18n_init(locale, "vi");
    CHECK_STR(content_i18n_language(), "en");
    CHECK_STR(_("Play"), "Play");
    free(bad);
    free(good);
}

/* ---- Pipes, folders and devices in place of files ---- */

/* Whether place number *place (counted afresh for each kind) gets a
 * planted file of `kind`: every place every kind, or (the everyday
 * sample) each place one kind, turn about, so that every kind and every
 * place are still tried. */
static bool sampled(bool every, int *place, int kind)
{
    bool on = every || *place % KINDS == kind;
    (*place)++;
    return on;
}

/* A pipe, a folder and a device planted in each place the game reads a
 * file from: its player's files, files named on its command line, its
 * own data and its catalogue. */
static void planted_in_place_of_files(bool every)
{
    char home[1300], path[1400], shot[1400], data[1300];
    snprintf(home, sizeof home, "%s/home-planted", work);
    snprintf(shot, sizeof shot, "%s/planted.png", work);
    snprintf(data, sizeof data, "%s/data-planted", work);
    /* files of the player's folder: the game starts all the same */
    static const char *const home_files[] = {"settings.ini",
                                             "autosave-ayoayo.mancala"};
    for (int kind = 0; kind < KINDS; kind++) {
        int place = 0;
        for (size_t i = 0; i < sizeof home_files / sizeof *home_files; i++) {
            if (!sampled(every, &place, kind)) {
                continue;
            }
            make_dir(home);
            snprintf(path, sizeof path, "%s/%s", home, home_files[i]);
            CHECK(plant(path, kind));
            Run r;
            char *title[] = {atlas, "--screenshot", shot, NULL};
            run(&r, home, NULL, title);
            if (r.status != 0 || !strstr(r.err, home_files[i]) ||
                !strstr(r.err, refusal(kind))) {
                CHECK_FAIL_AT("a %s as %s: status %d, stderr \"%s\"",
                              kind_names[kind], home_files[i], r.status,
                              r.err);
                return;
            }
        }
        /* the lesson progress (read when a lesson is finished) */
        make_dir(home);
        snprintf(path, sizeof path, "%s/lessons.txt", home);
        CHECK(plant(path, kind));
        LearnProgress progress;
        LearnError lerr;
        CHECK(!learn_progress_load(home, &progress, &lerr));
        CHECK(strstr(lerr.text, "lessons.txt") != NULL);
        CHECK(strstr(lerr.text, refusal(kind)) != NULL);
        /* files named on the command line: refused, naming them */
        make_dir(home);
        snprintf(path, sizeof path, "%s/given", work);
        unplant(path);
        CHECK(plant(path, kind));
        static const char *const opts[] = {"--load", "--script"};
        for (int k = 0; k < 2; k++) {
            if (!sampled(every, &place, kind)) {
                continue;
            }
            Run r;
            char *argv[] = {atlas, "--screenshot", shot, (char *)opts[k],
                            path, NULL};
            run(&r, home, NULL, argv);
            if (r.status != 2 || !strstr(r.err, path) ||
                !strstr(r.err, refusal(kind))) {
                CHECK_FAIL_AT("a %s given to %s: status %d, stderr \"%s\"",
                              kind_names[kind], opts[k], r.status, r.err);
                return;
            }
        }
        unplant(path);
        /* the game's own data: a picture or a text is done without; a
         * font cannot be, and the message names it and says why */
        static const struct {
            const char *file;
            const char *screen;
            int status;
        } data_files[] = {
            {"images/wood.png", "game", 0},
            {"rules/ayoayo.rules.en.txt", "rules", 0},
            {"rules/lessons/ayoayo.lesson.en.txt", "learn", 0},
            {"fonts/NotoSans-Bold.ttf", "title", 1},
        };
        for (size_t i = 0; i < sizeof data_files / sizeof *data_files; i++) {
            if (!sampled(every, &place, kind)) {
                continue;
            }
            CHECK(data_copy(data, data_files[i].file));
            snprintf(path, sizeof path, "%s/%s", data, data_files[i].file);
            CHECK(plant(path, kind));
            make_dir(home);
            Run r;
            char *argv[] = {atlas, "--screenshot", shot, "--screen",
                            (char *)data_files[i].screen, "--game", "ayoayo",
                            NULL};
            setenv("MANCALA_DATA_DIR", data, 1);
            run(&r, home, NULL, argv);
            setenv("MANCALA_DATA_DIR", data_dir, 1);
            const char *base = strrchr(data_files[i].file, '/') + 1;
            bool named = strstr(r.err, base) != NULL;
            /* a stop is status 1 (or LeakSanitizer's own, in the
             * sanitizer build: nothing is freed on the way out) */
            bool stopped = r.status > 0;
            if ((data_files[i].status ? !stopped : r.status != 0) ||
                (data_files[i].status && (!named ||
                                          !strstr(r.err, refusal(kind))))) {
                CHECK_FAIL_AT("a %s as %s: status %d, stderr \"%s\"",
                              kind_names[kind], data_files[i].file, r.status,
                              r.err);
                return;
            }
        }
        /* a catalogue */
        if (!sampled(every, &place, kind)) {
            continue;
        }
        char dir[1300], exe[1400];
        snprintf(dir, sizeof dir, "%s/catalogue-%d", work, kind);
        CHECK(game_with_catalogue(dir, NULL, 0, kind, exe, sizeof exe));
        snprintf(path, sizeof path, "%s/home", dir);
        Run r;
        char *argv[] = {exe, "--screenshot", shot, NULL};
        run(&r, path, NULL, argv);
        if (r.status != 0 || !strstr(r.err, "mancala-atlas.mo") ||
            !strstr(r.err, refusal(kind))) {
            CHECK_FAIL_AT("a %s as the catalogue: status %d, stderr \"%s\"",
                          kind_names[kind], r.status, r.err);
            return;
        }
    }
}

/* The everyday run: each place one kind, every kind in turn. */
TEST(pipes_folders_and_devices_in_place_of_files_are_refused_at_once)
{
    planted_in_place_of_files(false);
}

/* Every kind in every place (a slow test: the game starts 27 times). */
TEST(pipes_folders_and_devices_in_every_place_are_refused_at_once)
{
    planted_in_place_of_files(true);
}

/* ---- Long options, escaped messages ---- */

TEST(moves_of_100_kb_are_read_whole_and_errors_show_what_was_typed)
{
    enum { LEN = 100 * 1024 };
    char *moves = malloc(LEN + 16);
    CHECK(moves != NULL);
    /* one legal move, 100 kB of spaces, then an illegal one: it must be
     * seen (the game once kept only the first 4095 bytes) */
    memset(moves, ' ', LEN);
    memcpy(moves, "3", 1);
    memcpy(moves + LEN - 3, "77", 3);
    char home[1300], shot[1400];
    snprintf(home, sizeof home, "%s/home-moves", work);
    snprintf(shot, sizeof shot, "%s/moves.png", work);
    make_dir(home);
    Run r;
    char *a1[] = {atlas, "--screenshot", shot, "--game", "ayoayo", "--moves",
                  moves, NULL};
    run(&r, home, NULL, a1);
    CHECK_INT(r.status, 2);
    CHECK(strstr(r.err, "move 2 (\"77\")") != NULL);
    char *c1[] = {cli, "state", "--game", "ayoayo", "--moves", moves, NULL};
    run(&r, NULL, NULL, c1);
    CHECK_INT(r.status, 2);
    CHECK(strstr(r.err, "move 2 (\"77\")") != NULL);
    /* control bytes typed in a move come back escaped, never raw */
    char *a2[] = {atlas, "--screenshot", shot, "--game", "ayoayo", "--moves",
                  "3 \033[2J\a", NULL};
    run(&r, home, NULL, a2);
    CHECK_INT(r.status, 2);
    CHECK(strstr(r.err, "\\x1B[2J\\x07") != NULL);
    CHECK(strchr(r.err, '\033') == NULL && strchr(r.err, '\a') == NULL);
    char *c2[] = {cli, "state", "--game", "ayoayo", "--moves", "3 \033[2J\a",
                  NULL};
    run(&r, NULL, NULL, c2);
    CHECK_INT(r.status, 2);
    CHECK(strstr(r.err, "\\x1B[2J\\x07") != NULL);
    CHECK(strchr(r.err, '\033') == NULL && strchr(r.err, '\a') == NULL);
    /* a number too large is reported as typed */
    char *c3[] = {cli, "state", "--position",
                  "{\"game\":\"modiar\",\"holes_per_row\":3,\"to_move\":"
                  "\"south\",\"holes\":[99999999999999999999999,0,0,0,0,0],"
                  "\"captured\":{\"south\":0,\"north\":0}}",
                  NULL};
    run(&r, NULL, NULL, c3);
    CHECK_INT(r.status, 2);
    CHECK(strstr(r.err, "99999999999999999999999") != NULL);
    CHECK(strstr(r.err, "9223372036854775807") == NULL);
    /* --moves needs --game; --script a folder fails */
    char *a3[] = {atlas, "--screenshot", shot, "--moves", "3", NULL};
    run(&r, home, NULL, a3);
    CHECK_INT(r.status, 2);
    CHECK(strstr(r.err, "--moves needs --game") != NULL);
    char *a4[] = {atlas, "--screenshot", shot, "--script", home, NULL};
    run(&r, home, NULL, a4);
    CHECK_INT(r.status, 2);
    CHECK(strstr(r.err, "folder") != NULL);
    free(moves);
}

/* ---- Output ---- */

TEST(output_to_a_full_disk_or_a_closed_stdout_is_an_error)
{
    struct stat st;
    if (stat("/dev/full", &st) != 0 || !S_ISCHR(st.st_mode)) {
        printf("  (no /dev/full device here: only the closed output is "
               "checked)\n");
    }
    bool full = stat("/dev/full", &st) == 0 && S_ISCHR(st.st_mode);
    char *list[] = {cli, "list", NULL};
    char *random[] = {cli, "random", "--game", "ayoayo", "--games", "3",
                      "--seed", "1", NULL};
    char *version[] = {atlas, "--version", NULL};
    char *const *all[] = {list, random, version};
    Run r;
    for (int i = 0; i < 3; i++) {
        for (int closed = full ? 0 : 1; closed < 2; closed++) {
            run(&r, NULL, closed ? "-" : "/dev/full", all[i]);
            if (r.status == 0 || !strstr(r.err, "cannot write the output")) {
                CHECK_FAIL_AT("%s %s with output %s: status %d, \"%s\"",
                              all[i][0], all[i][1],
                              closed ? "closed" : "to /dev/full", r.status,
                              r.err);
                return;
            }
        }
    }
    if (full) {
        char home[1300];
        snprintf(home, sizeof home, "%s/home-full", work);
        make_dir(home);
        char *shot[] = {atlas, "--screenshot", "/dev/full", NULL};
        run(&r, home, NULL, shot);
        CHECK_INT(r.status, 1);
        CHECK(strstr(r.err, "cannot write /dev/full") != NULL);
        CHECK(stat("/dev/full", &st) == 0 && S_ISCHR(st.st_mode));
    }
}

/* ---- Concurrent savers ---- */

TEST(two_savers_at_once_never_lose_or_tear_a_file)
{
    char dir[1300], path[1400];
    snprintf(dir, sizeof dir, "%s/savers", work);
    make_dir(dir);
    snprintf(path, sizeof path, "%s/game.mancala", dir);
    /* two different games, so a torn file could not pass for either */
    Session *games[2] = {session_new(RULES_GAME_BAO_KIGOGO, 0, "Ada", NULL),
                         session_new(RULES_GAME_URIM, 7, "Kofi", NULL)};
    CHECK(games[0] && games[1]);
    CHECK_INT(session_play_text(games[0], "2", NULL, NULL), SESSION_OK);
    CHECK_INT(session_play_text(games[1], "4", NULL, NULL), SESSION_OK);
    char *texts[2];
    size_t lens[2];
    for (int k = 0; k < 2; k++) {
        texts[k] = session_save_text(games[k], &lens[k]);
        CHECK(texts[k] != NULL);
    }
    for (int round = 0; round < 100; round++) {
        pid_t kids[2];
        for (int k = 0; k < 2; k++) {
            kids[k] = fork();
            if (kids[k] == 0) {
                SessionError err;
                UiSettings set;
                ui_settings_defaults(&set);
                snprintf(set.names[0], sizeof set.names[0], "%s",
                         k ? "Kofi" : "Ada");
                bool ok = session_save(games[k], path, &err) == SESSION_OK &&
                          ui_settings_save(&set, dir);
                _exit(ok ? 0 : 1);
            }
        }
        for (int k = 0; k < 2; k++) {
            int st;
            waitpid(kids[k], &st, 0);
            CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
        }
        size_t len;
        char *now = safeio_read(path, 1 << 20, &len, NULL, 0);
        CHECK(now != NULL);
        bool whole = (len == lens[0] && memcmp(now, texts[0], len) == 0) ||
                     (len == lens[1] && memcmp(now, texts[1], len) == 0);
        free(now);
        if (!whole) {
            CHECK_FAIL_AT("round %d: the save is neither game", round);
            return;
        }
        UiSettings back;
        ui_settings_load(&back, dir);
        if (strcmp(back.names[0], "Ada") != 0 &&
            strcmp(back.names[0], "Kofi") != 0) {
            CHECK_FAIL_AT("round %d: settings name \"%s\"", round,
                          back.names[0]);
            return;
        }
        /* only the two files: no temporary one left behind */
        CHECK_INT(count_files(dir, ""), 4); /* ".", "..", the two */
    }
    for (int k = 0; k < 2; k++) {
        free(texts[k]);
        session_free(games[k]);
    }
}

/* ---- Settings ---- */

static uint32_t rng_state = 2026;

static uint32_t rnd(uint32_t n)
{
    rng_state = rng_state * 1103515245u + 12345u;
    return (rng_state >> 8) % n;
}

static bool same_settings(const UiSettings *a, const UiSettings *b)
{
    return a->speed == b->speed && !strcmp(a->names[0], b->names[0]) &&
           !strcmp(a->names[1], b->names[1]) &&
           !strcmp(a->language, b->language) &&
           a->face_to_face == b->face_to_face && a->teaching == b->teaching &&
           a->opponent == b->opponent && a->level == b->level &&
           a->think_ms == b->think_ms && a->window_w == b->window_w &&
           a->window_h == b->window_h && a->window_x == b->window_x &&
           a->window_y == b->window_y && a->maximized == b->maximized &&
           a->fullscreen == b->fullscreen && a->rule_refs == b->rule_refs;
}

static bool settings_sane(const UiSettings *s)
{
    for (int side = 0; side < 2; side++) {
        const char *n = s->names[side];
        size_t len = strlen(n);
        if (len == 0 || len >= sizeof s->names[side] ||
            safeio_utf8_valid((const unsigned char *)n, len) != len) {
            return false;
        }
        for (size_t i = 0; i < len; i++) {
            if ((unsigned char)n[i] < 0x20 || n[i] == 0x7f) {
                return false;
            }
        }
    }
    AiLevel lv;
    int opp;
    return s->speed >= 0 && s->speed < UI_SPEED_COUNT &&
           s->think_ms >= 100 && s->think_ms <= 60000 &&
           (strcmp(s->language, "en") == 0 ||
            strcmp(s->language, "vi") == 0) &&
           ai_level_from_name(ai_level_name((AiLevel)s->level), &lv) &&
           ui_opponent_from_name(ui_opponent_name(s->opponent), &opp) &&
           opp == s->opponent;
}

TEST(settings_fuzzer_keeps_every_value_whole_and_in_range)
{
    char dir[1300], path[1400];
    snprintf(dir, sizeof dir, "%s/settings", work);
    make_dir(dir);
    snprintf(path, sizeof path, "%s/settings.ini", dir);
    UiSettings s, back, def;
    ui_settings_defaults(&def);
    /* hand-made cases first */
    CHECK(ut_write_text(path, "think_ms=5000abc\nspeed=fast\n"));
    ui_settings_load(&s, dir);
    CHECK_INT(s.think_ms, def.think_ms); /* not 5000 */
    CHECK_INT(s.speed, UI_SPEED_FAST);
    CHECK(ut_write_text(path, "think_ms=99999999999999999999\n"
                              "teaching=2\nface_to_face=1\n"));
    ui_settings_load(&s, dir);
    CHECK_INT(s.think_ms, def.think_ms);
    CHECK(!s.teaching && s.face_to_face);
    /* the window's size: four whole numbers one space apart, each in
     * range; a number past int (undefined for sscanf's %d) is refused */
    static const char *const windows[] = {
        "window=99999999999 700 0 0\n", "window=900 4294967996 0 0\n",
        "window=900  700 0 0\n",        "window= 900 700 0 0\n",
        "window=900 700 0\n",           "window=900 700 0 0 0\n",
        "window=900 700 +5 0\n",        "window=900 700 0 16384\n"};
    for (size_t i = 0; i < sizeof windows / sizeof windows[0]; i++) {
        CHECK(ut_write_text(path, windows[i]));
        ui_settings_load(&s, dir); /* a notice on stderr */
        CHECK_INT(s.window_w, def.window_w);
    }
    /* a row length is kept per game, "<game>_holes", and must be one of
     * the game's variants (URIM-1: 6 or 7; Goré has 4 only) */
    CHECK(ut_write_text(path, "urim_holes=7\ngore_holes=6\nchess_holes=6\n"
                              "modiar_holes= 3\n"));
    ui_settings_load(&s, dir);
    CHECK_INT(ui_settings_holes(&s, RULES_GAME_URIM), 7);
    CHECK_INT(ui_settings_holes(&s, RULES_GAME_GORE), 4);
    CHECK_INT(ui_settings_holes(&s, RULES_GAME_MODIAR), 3);
    CHECK(ui_settings_save(&s, dir));
    ui_settings_load(&back, dir);
    CHECK_INT(ui_settings_holes(&back, RULES_GAME_URIM), 7);
    CHECK(ut_write_text(path, "urim_holes=5\n"));
    ui_settings_load(&s, dir);
    CHECK_INT(ui_settings_holes(&s, RULES_GAME_URIM), 6); /* the default */
    /* a lesson left unfinished, "<game>_lesson=K N": step K of N, K at
     * most N; anything else is no lesson to go back to */
    CHECK(ut_write_text(path, "gore_lesson=3 10\nurim_lesson=11 10\n"
                              "modiar_lesson=2\nayoayo_lesson=0 5\n"));
    ui_settings_load(&s, dir);
    CHECK(s.lesson_at[RULES_GAME_GORE] == 3 &&
          s.lesson_steps[RULES_GAME_GORE] == 10);
    CHECK_INT(s.lesson_at[RULES_GAME_URIM], 0);
    CHECK_INT(s.lesson_at[RULES_GAME_MODIAR], 0);
    CHECK_INT(s.lesson_at[RULES_GAME_AYOAYO], 0);
    CHECK(ui_settings_save(&s, dir));
    ui_settings_load(&back, dir);
    CHECK(back.lesson_at[RULES_GAME_GORE] == 3 &&
          back.lesson_steps[RULES_GAME_GORE] == 10);
    CHECK_INT(back.lesson_at[RULES_GAME_URIM], 0);
    CHECK(ut_write_text(path, "window=900 700 -5 16383\n"));
    ui_settings_load(&s, dir);
    CHECK(s.window_w == 900 && s.window_h == 700 && s.window_x == -5 &&
          s.window_y == 16383);
    /* a name of 40 bytes of two-byte letters is cut between letters */
    char line[600] = "south_name=";
    for (int i = 0; i < 20; i++) {
        strcat(line, "\xc3\xa9"); /* é */
    }
    strcat(line, "\n");
    CHECK(ut_write_text(path, line));
    ui_settings_load(&s, dir);
    CHECK_INT(strlen(s.names[0]), 30);
    CHECK_INT(safeio_utf8_valid((const unsigned char *)s.names[0], 30), 30);
    /* a line over 255 bytes is one line: its end is not a second one */
    memset(line, 'x', sizeof line);
    memcpy(line, "north_name=", 11);
    memcpy(line + 300, "speed=slow\n", 12);
    CHECK(ut_write_text(path, line));
    ui_settings_load(&s, dir);
    CHECK_INT(s.speed, def.speed);
    CHECK_INT(strlen(s.names[1]), 31);
    CHECK(ui_settings_save(&s, dir));
    ui_settings_load(&back, dir);
    CHECK(same_settings(&s, &back));
    CHECK_INT(count_files(dir, "settings.ini"), 1); /* no .new, no .tmp */

    /* then random files: every value whole and in range, or the default;
     * what is saved reads back the same */
    static const char *const keys[] = {
        "speed",   "south_name", "north_name", "language", "face_to_face",
        "teaching", "opponent",  "level",      "think_ms", "nonsense",
        "window",  "maximized", "fullscreen", "rule_references"};
    static const char *const pieces[] = {
        "fast",  "instant", "1",       "0",      "vi",     "en",   "expert",
        "both",  "north",   "1500",    "100",    "60000",  "60001", "-5",
        "\xc3",  "\xe1\xbb\x87", "\x1b[2J", " ",  "=",      "\r",   "abc",
        "\xff",  "9999999999999999999", "Ada", "\xf0\x9f\x8c\xb0", "\t",
        "1280 800 0 0", "320 240 -5 9"};
    /* every bad value says so on stderr: thousands of lines, not shown */
    fflush(stderr);
    int saved = dup(2), null = open("/dev/null", O_WRONLY);
    dup2(null, 2);
    close(null);
    for (int round = 0; round < 1000; round++) {
        char text[4096] = "";
        int lines = (int)rnd(12);
        for (int i = 0; i < lines; i++) {
            size_t n = strlen(text);
            snprintf(text + n, sizeof text - n, "%s=",
                     keys[rnd(sizeof keys / sizeof *keys)]);
            int parts = (int)rnd(rnd(8) == 0 ? 60 : 4);
            for (int k = 0; k < parts; k++) {
                n = strlen(text);
                snprintf(text + n, sizeof text - n, "%s",
                         pieces[rnd(sizeof pieces / sizeof *pieces)]);
            }
            n = strlen(text);
            snprintf(text + n, sizeof text - n, "\n");
        }
        if (!write_bytes(path, text, strlen(text))) {
            break;
        }
        ui_settings_load(&s, dir);
        if (!settings_sane(&s)) {
            CHECK_FAIL_AT("round %d: settings out of range from \"%s\"",
                          round, text);
            return;
        }
        if (round % 4 != 0) {
            continue; /* a save costs two flushes to disk */
        }
        if (!ui_settings_save(&s, dir)) {
            break;
        }
        ui_settings_load(&back, dir);
        if (!same_settings(&s, &back)) {
            CHECK_FAIL_AT("round %d: saved settings read back otherwise "
                          "(from \"%s\")", round, text);
            return;
        }
    }
    fflush(stderr);
    dup2(saved, 2);
    close(saved);
}

/* ---- Pictures ---- */

TEST(an_oversized_picture_is_refused_before_it_is_decoded)
{
    /* a PNG header claiming 16000 x 16000 pixels: decoding it once took
     * 12 s and 2.7 GB */
    static const unsigned char head[] = {
        0x89, 'P',  'N',  'G',  '\r', '\n', 0x1a, '\n', 0,    0,    0,
        13,   'I',  'H',  'D',  'R',  0,    0,    0x3e, 0x80, 0,    0,
        0x3e, 0x80, 8,    6,    0,    0,    0,    0,    0,    0,    0};
    char dir[1300], path[1400];
    snprintf(dir, sizeof dir, "%s/pictures", work);
    make_dir(dir);
    snprintf(path, sizeof path, "%s/huge.png", dir);
    CHECK(write_bytes(path, head, sizeof head));
    CHECK(ui_picture_load(path) == NULL);
    CHECK(strstr(SDL_GetError(), "16000x16000") != NULL);
    snprintf(path, sizeof path, "%s/not.png", dir);
    CHECK(ut_write_text(path, "GIF89a this is no PNG"));
    CHECK(ui_picture_load(path) == NULL);
    CHECK(strstr(SDL_GetError(), "not a PNG") != NULL);
    snprintf(path, sizeof path, "%s/images/seed-1.png", data_dir);
    SDL_Surface *ok = ui_picture_load(path);
    CHECK(ok != NULL && ok->w == 64);
    SDL_FreeSurface(ok);
    /* the game draws plain shapes instead, and says why */
    char data[1300], home[1300], shot[1400];
    snprintf(data, sizeof data, "%s/data-huge", work);
    CHECK(data_copy(data, "images/wood.png"));
    snprintf(path, sizeof path, "%s/images/wood.png", data);
    CHECK(write_bytes(path, head, sizeof head));
    snprintf(home, sizeof home, "%s/home-huge", work);
    make_dir(home);
    snprintf(shot, sizeof shot, "%s/huge-game.png", work);
    Run r;
    char *argv[] = {atlas, "--screenshot", shot, "--game", "ayoayo", NULL};
    setenv("MANCALA_DATA_DIR", data, 1);
    run(&r, home, NULL, argv);
    setenv("MANCALA_DATA_DIR", data_dir, 1);
    CHECK_INT(r.status, 0);
    CHECK(strstr(r.err, "wood.png") && strstr(r.err, "16000x16000"));
}

/* ---- Autosaves ---- */

static void title_dump(Run *r, const char *home, char *dump, size_t size)
{
    char script[1400], text[1600];
    snprintf(script, sizeof script, "%s/title.script", work);
    snprintf(dump, size, "%s/title-dump.txt", work);
    snprintf(text, sizeof text, "wait 20\ndump %s\n", dump);
    ut_write_text(script, text);
    char *argv[] = {atlas, "--script", script, NULL};
    run(r, home, NULL, argv);
}

TEST(damaged_autosaves_are_each_kept_and_a_newer_one_is_left_alone)
{
    char home[1300], path[1400], dump[1400], line[1000];
    snprintf(home, sizeof home, "%s/home-damaged", work);
    make_dir(home);
    snprintf(path, sizeof path, "%s/autosave-gore.mancala", home);
    static const char *const damaged[] = {
        "mancala-atlas-save 1\ngame: nonsense\n",
        "mancala-atlas-save 1\ngame: gore\nmoves: 1\n99\nend\n",
        "\x89PNG not a save"};
    for (int i = 0; i < 3; i++) {
        CHECK(ut_write_text(path, damaged[i]));
        Run r;
        title_dump(&r, home, dump, sizeof dump);
        CHECK_INT(r.status, 0);
        CHECK(ut_dump_line(dump, "notice", line, sizeof line));
        CHECK(strstr(line, "cannot be continued") != NULL);
        CHECK(!exists(path));
    }
    /* three damaged files, three names: none replaced another */
    static const char *const kept[] = {".bad", ".bad-2", ".bad-3"};
    for (int i = 0; i < 3; i++) {
        char k[1500];
        snprintf(k, sizeof k, "%s%s", path, kept[i]);
        char *text = safeio_read(k, 1 << 20, NULL, NULL, 0);
        CHECK(text != NULL);
        CHECK_STR(text, damaged[i]);
        free(text);
    }
    /* a newer version's autosave: said, not moved */
    snprintf(path, sizeof path, "%s/autosave-urim.mancala", home);
    static const char future[] = "mancala-atlas-save 99\ngame: urim\n";
    CHECK(ut_write_text(path, future));
    Run r;
    title_dump(&r, home, dump, sizeof dump);
    CHECK_INT(r.status, 0);
    CHECK(ut_dump_line(dump, "notice", line, sizeof line));
    CHECK(strstr(line, "newer version") != NULL);
    char *text = safeio_read(path, 1 << 20, NULL, NULL, 0);
    CHECK(text != NULL);
    CHECK_STR(text, future);
    free(text);
    CHECK_INT(count_files(home, "autosave-urim"), 1);
}

TEST(leaving_an_unfinished_game_keeps_it_and_says_so)
{
    char home[1300], script[1400], dump[1400], text[2000], line[1000];
    snprintf(home, sizeof home, "%s/home-leave", work);
    make_dir(home);
    snprintf(script, sizeof script, "%s/leave.script", work);
    snprintf(dump, sizeof dump, "%s/leave-dump.txt", work);
    /* an Ayoayo game, then a Bao game: both are kept, each under
     * Continue, the one played last first */
    UiRect menu = ut_item_rect(RULES_GAME_AYOAYO, 0, 1280, 800, "Menu");
    CHECK(menu.w > 0);
    snprintf(text, sizeof text, "wait 20\nclick %d %d\nwait 20\ndump %s\n",
             (int)(menu.x + menu.w / 2), (int)(menu.y + menu.h / 2), dump);
    CHECK(ut_write_text(script, text));
    Run r;
    char *a1[] = {atlas, "--script", script, "--game", "ayoayo", "--moves",
                  "3", NULL};
    run(&r, home, NULL, a1);
    CHECK_INT(r.status, 0);
    CHECK(ut_dump_line(dump, "screen", line, sizeof line));
    CHECK_STR(line, "title");
    CHECK(ut_dump_line(dump, "notice", line, sizeof line));
    CHECK(strstr(line, "kept") != NULL);
    sleep(1); /* the autosaves' times order them */
    /* the window closes during a Bao game (one move in: a game of no
     * move keeps nothing, issue 51) */
    snprintf(text, sizeof text, "wait 20\nclose\n");
    CHECK(ut_write_text(script, text));
    char *a2[] = {atlas, "--script", script, "--game", "bao-kigogo",
                  "--moves", "10", NULL};
    run(&r, home, NULL, a2);
    CHECK_INT(r.status, 0);
    title_dump(&r, home, dump, sizeof dump);
    CHECK_INT(r.status, 0);
    CHECK(ut_dump_line(dump, "unfinished", line, sizeof line));
    CHECK_STR(line, "bao-kigogo ayoayo");
    CHECK(ut_dump_line(dump, "notice", line, sizeof line));
    CHECK(strstr(line, "Bao Kigogo") && strstr(line, "window closed"));
    /* said once */
    title_dump(&r, home, dump, sizeof dump);
    CHECK(ut_dump_line(dump, "notice", line, sizeof line));
    CHECK_STR(line, "");
    /* a new game of a kind with an unfinished one asks first; No (the
     * answer Enter gives) keeps it */
    CHECK(ut_write_text(script, "wait 20\n"));
    char *a3[] = {atlas, "--script", script, "--screen", "select", NULL};
    char *a4[] = {atlas, "--script", script, "--game", "gore", "--moves",
                  "0", NULL};
    run(&r, home, NULL, a4); /* an unfinished Gore game, one move */
    CHECK_INT(r.status, 0);
    snprintf(text, sizeof text, "wait 20\nkey Return\nwait 20\ndump %s\n"
             "key Return\nwait 20\n", dump);
    CHECK(ut_write_text(script, text));
    run(&r, home, NULL, a3); /* Enter on Play with Gore chosen */
    CHECK_INT(r.status, 0);
    CHECK(ut_dump_line(dump, "question", line, sizeof line));
    CHECK(strstr(line, "Start a new Gor") && strstr(line, "(1 move)"));
    char path[1400];
    snprintf(path, sizeof path, "%s/autosave-gore.mancala", home);
    SessionError err;
    Session *kept = session_load(path, &err);
    CHECK(kept != NULL);
    CHECK_INT(session_move_count(kept), 1);
    session_free(kept);
}

int main(void)
{
    if (!hostile_setup()) {
        return 1;
    }
    RUN(damaged_catalogues_are_skipped_and_the_game_speaks_english);
    RUN(pipes_folders_and_devices_in_place_of_files_are_refused_at_once);
    RUN(pipes_folders_and_devices_in_every_place_are_refused_at_once);
    RUN(moves_of_100_kb_are_read_whole_and_errors_show_what_was_typed);
    RUN(output_to_a_full_disk_or_a_closed_stdout_is_an_error);
    RUN(two_savers_at_once_never_lose_or_tear_a_file);
    RUN(settings_fuzzer_keeps_every_value_whole_and_in_range);
    RUN(an_oversized_picture_is_refused_before_it_is_decoded);
    RUN(damaged_autosaves_are_each_kept_and_a_newer_one_is_left_alone);
    RUN(leaving_an_unfinished_game_keeps_it_and_says_so);
    return check_summary();
}
