/* test_lost.c: issue 45, one class per CTest: nothing a player saves is ever lost (racing savers, names past 99, full disks, pipes and devices and links in the way) and every failure says why. */
#define _XOPEN_SOURCE 700 /* mkfifo, symlink, setrlimit, strdup */
#include "check.h"
#include "hostile.h"

#include "ai_internal.h"
#include "i18n.h"
#include "safeio.h"
#include "session.h"
#include "ui_helpers.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdatomic.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

/* How many files in `dir` end with `suffix`. */
static int count_ending(const char *dir, const char *suffix)
{
    DIR *d = opendir(dir);
    int n = 0;
    struct dirent *e;
    size_t k = strlen(suffix);
    while (d && (e = readdir(d)) != NULL) {
        size_t len = strlen(e->d_name);
        n += len >= k && strcmp(e->d_name + len - k, suffix) == 0;
    }
    if (d) {
        closedir(d);
    }
    return n;
}

/* stderr goes to a file until stderr_back(), which gives what was said
 * (malloc'd). */
static int stderr_away(void)
{
    char path[1400];
    snprintf(path, sizeof path, "%s/captured-stderr.txt", work);
    fflush(stderr);
    int saved = dup(2), fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    dup2(fd, 2);
    close(fd);
    return saved;
}

static char *stderr_back(int saved)
{
    char path[1400];
    snprintf(path, sizeof path, "%s/captured-stderr.txt", work);
    fflush(stderr);
    dup2(saved, 2);
    close(saved);
    char *text = safeio_read(path, 1 << 20, NULL, NULL, 0);
    return text ? text : calloc(1, 1);
}

/* ---- Data loss 1: two games saving into one folder at once ---- */

TEST(two_games_saving_40_times_each_into_one_folder_keep_all_80_saves)
{
    char home[1300], script[1400], text[2000], saves[1400], errs[2][1400];
    snprintf(script, sizeof script, "%s/save40.script", work);
    /* Ctrl+S forty times, each taken as it comes: a new file each time */
    snprintf(text, sizeof text, "wait 20\n");
    for (int i = 0; i < 40; i++) {
        strcat(text, "key ctrl+s\nwait 1\n");
    }
    CHECK(ut_write_text(script, text));
    for (int trial = 0; trial < 3; trial++) {
        snprintf(home, sizeof home, "%s/home-race-%d", work, trial);
        make_dir(home);
        snprintf(saves, sizeof saves, "%s/saves", home);
        char *argv[] = {atlas, "--script", script, "--game", "ayoayo",
                        "--moves", "3", NULL};
        pid_t kids[2];
        for (int k = 0; k < 2; k++) {
            snprintf(errs[k], sizeof errs[k], "%s/race-%d.txt", work, k);
            kids[k] = run_start(home, NULL, errs[k], argv);
        }
        for (int k = 0; k < 2; k++) {
            CHECK_INT(run_wait(kids[k], 120), 0);
        }
        int n = count_ending(saves, ".mancala");
        if (n != 80) {
            CHECK_FAIL_AT("trial %d: %d saves of 80 are in the folder", trial,
                          n);
            return;
        }
        /* and each is a whole game that loads, nothing else left behind */
        CHECK_INT(count_files(saves, ""), 82);
        DIR *d = opendir(saves);
        struct dirent *e;
        while (d && (e = readdir(d)) != NULL) {
            if (e->d_name[0] == '.') {
                continue;
            }
            char path[1700];
            snprintf(path, sizeof path, "%s/%s", saves, e->d_name);
            SessionError err;
            Session *s = session_load(path, &err);
            if (!s) {
                CHECK_FAIL_AT("trial %d: %s", trial, err.message);
                closedir(d);
                return;
            }
            session_free(s);
        }
        closedir(d);
    }
}

/* ---- Data loss 2: a save never replaces a file; names go past 99 ---- */

/* "<dir>/X.mancala" for k = 1, else "<dir>/X (k).mancala". */
static void x_save(char *buf, size_t size, const char *dir, int k)
{
    if (k == 1) {
        snprintf(buf, size, "%s/X.mancala", dir);
    } else {
        snprintf(buf, size, "%s/X (%d).mancala", dir, k);
    }
}

TEST(a_save_never_replaces_a_file_and_its_names_go_past_99)
{
    char dir[1300], path[1500], out[1500];
    snprintf(dir, sizeof dir, "%s/names", work);
    make_dir(dir);
    /* X.mancala and X (2) ... X (99).mancala, each holding other text */
    for (int k = 1; k < 100; k++) {
        char text[64];
        x_save(path, sizeof path, dir, k);
        snprintf(text, sizeof text, "game number %d\n", k);
        CHECK(ut_write_text(path, text));
    }
    /* and a link lying where X (100) would go, to a file outside */
    char outside[1400];
    snprintf(outside, sizeof outside, "%s/outside.txt", work);
    CHECK(ut_write_text(outside, "not a save\n"));
    x_save(path, sizeof path, dir, 100);
    CHECK(symlink(outside, path) == 0);
    Session *s = session_new(RULES_GAME_GORE, 0, NULL, NULL);
    SessionError err;
    CHECK_INT(session_save_new(s, dir, "X", out, sizeof out, &err),
              SESSION_OK);
    x_save(path, sizeof path, dir, 101);
    CHECK_STR(out, path);
    CHECK_INT(session_save_new(s, dir, "X", out, sizeof out, &err),
              SESSION_OK);
    x_save(path, sizeof path, dir, 102);
    CHECK_STR(out, path);
    /* a folder and a pipe where a new name would go are skipped too */
    x_save(path, sizeof path, dir, 103);
    CHECK(plant(path, FOLDER));
    x_save(path, sizeof path, dir, 104);
    CHECK(plant(path, PIPE));
    CHECK_INT(session_save_new(s, dir, "X", out, sizeof out, &err),
              SESSION_OK);
    x_save(path, sizeof path, dir, 105);
    CHECK_STR(out, path);
    for (int k = 1; k < 100; k++) {
        char want[64];
        x_save(path, sizeof path, dir, k);
        snprintf(want, sizeof want, "game number %d\n", k);
        char *text = safeio_read(path, 1 << 20, NULL, NULL, 0);
        CHECK(text != NULL);
        CHECK_STR(text, want);
        free(text);
    }
    char *text = safeio_read(outside, 1 << 20, NULL, NULL, 0);
    CHECK(text != NULL);
    CHECK_STR(text, "not a save\n");
    free(text);
    CHECK_INT(count_files(dir, ""), 2 + 105);
    session_free(s);
}

/* ---- Data loss 3: a full disk never cuts a picture ---- */

TEST(a_screenshot_to_a_full_disk_leaves_the_old_picture_whole)
{
    char home[1300], shot[1400];
    snprintf(home, sizeof home, "%s/home-full-shot", work);
    make_dir(home);
    snprintf(shot, sizeof shot, "%s/good.png", work);
    Run r;
    char *argv[] = {atlas, "--screenshot", shot, NULL};
    run(&r, home, NULL, argv);
    CHECK_INT(r.status, 0);
    size_t len = 0;
    char *good = safeio_read(shot, 64 << 20, &len, NULL, 0);
    CHECK(good != NULL && len > 20000);
    /* a disk with 16 kB left: files may not grow past it (the limit
     * stands for a full disk; SIGXFSZ ignored, the write fails EFBIG) */
    struct rlimit old, small = {16384, 0};
    CHECK(getrlimit(RLIMIT_FSIZE, &old) == 0);
    small.rlim_max = old.rlim_max;
    signal(SIGXFSZ, SIG_IGN);
    CHECK(setrlimit(RLIMIT_FSIZE, &small) == 0);
    char *game[] = {atlas, "--screenshot", shot, "--game", "bao-kigogo",
                    NULL};
    run(&r, home, NULL, game);
    setrlimit(RLIMIT_FSIZE, &old);
    CHECK(r.status != 0);
    CHECK(strstr(r.err, "cannot write") && strstr(r.err, "good.png"));
    CHECK(strstr(r.err, "too large") != NULL);
    size_t now_len = 0;
    char *now = safeio_read(shot, 64 << 20, &now_len, NULL, 0);
    CHECK(now != NULL);
    CHECK(now_len == len && memcmp(now, good, len) == 0);
    free(now);
    free(good);
    /* nothing left beside it */
    CHECK_INT(count_ending(work, ".png"), 1);
    CHECK_INT(count_files(work, ".tmp-"), 0);
}

/* ---- Data loss 4 and the hang: outputs that are not files ---- */

TEST(outputs_that_are_pipes_devices_or_folders_are_refused_at_once)
{
    char home[1300], path[1400], script[1400], text[2000];
    snprintf(home, sizeof home, "%s/home-outputs", work);
    make_dir(home);
    snprintf(script, sizeof script, "%s/out.script", work);
    for (int kind = 0; kind < KINDS; kind++) {
        snprintf(path, sizeof path, "%s/output-%d", work, kind);
        unplant(path);
        CHECK(plant(path, kind)); /* the device: a link to /dev/zero */
        /* --screenshot, and a script's dump and screenshot */
        for (int how = 0; how < 3; how++) {
            Run r;
            snprintf(text, sizeof text, "wait 20\n%s %s\n",
                     how == 1 ? "dump" : "screenshot", path);
            CHECK(ut_write_text(script, text));
            char *shot[] = {atlas, "--screenshot", path, NULL};
            char *scripted[] = {atlas, "--script", script, NULL};
            run(&r, home, NULL, how == 0 ? shot : scripted);
            struct stat st;
            bool same = lstat(path, &st) == 0 &&
                        (kind == PIPE     ? S_ISFIFO(st.st_mode)
                         : kind == FOLDER ? S_ISDIR(st.st_mode)
                                          : S_ISLNK(st.st_mode));
            if (r.status == 0 || r.status == -2 || !same ||
                !strstr(r.err, path) || !strstr(r.err, refusal(kind))) {
                CHECK_FAIL_AT("a %s as output %d: status %d, still there %d, "
                              "stderr \"%s\"", kind_names[kind], how,
                              r.status, same, r.err);
                return;
            }
        }
        unplant(path);
    }
    /* the reasons of the other failures, by errno */
    static const struct {
        const char *path, *why;
    } cases[] = {
        {"", "the name is empty"},
        {"/nonexistent-folder/x.png", "the folder does not exist"},
        {"/proc/version/x.png", "a part of the path is a file"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        Run r;
        char *argv[] = {atlas, "--screenshot", (char *)cases[i].path, NULL};
        run(&r, home, NULL, argv);
        if (r.status == 0 || !strstr(r.err, cases[i].why)) {
            CHECK_FAIL_AT("--screenshot \"%s\": status %d, \"%s\"",
                          cases[i].path, r.status, r.err);
            return;
        }
    }
    char name[400];
    memset(name, 'n', 300);
    snprintf(name + 300, sizeof name - 300, ".png");
    char long_path[1700];
    snprintf(long_path, sizeof long_path, "%s/%s", work, name);
    Run r;
    char *too_long[] = {atlas, "--screenshot", long_path, NULL};
    run(&r, home, NULL, too_long);
    CHECK(r.status != 0);
    CHECK(strstr(r.err, "the name is too long") != NULL);
}

/* ---- Data loss 5: temporary files never follow links ---- */

TEST(the_endgame_table_is_written_through_no_link_and_a_bad_path_is_said)
{
    char dir[1300], path[1400], part[1500], target[1400];
    snprintf(dir, sizeof dir, "%s/tables", work);
    make_dir(dir);
    snprintf(path, sizeof path, "%s/endgame-urim-6-3.table", dir);
    snprintf(target, sizeof target, "%s/precious.txt", work);
    CHECK(ut_write_text(target, "precious\n"));
    /* links where the old code put its temporary file, and elsewhere */
    snprintf(part, sizeof part, "%s.part", path);
    CHECK(symlink(target, part) == 0);
    EgTable *t = eg_build(RULES_GAME_URIM, 6, 3);
    CHECK(t != NULL);
    CHECK(eg_save(t, path));
    char *text = safeio_read(target, 1 << 20, NULL, NULL, 0);
    CHECK(text != NULL);
    CHECK_STR(text, "precious\n");
    free(text);
    EgTable *back = eg_load(path, RULES_GAME_URIM, 6, 3);
    CHECK(back != NULL);
    eg_free(back);
    /* a pipe or a folder at the table's name: never opened (no hang),
     * never replaced, and said on stderr naming it */
    for (int kind = PIPE; kind <= FOLDER; kind++) {
        unplant(path);
        CHECK(plant(path, kind));
        CHECK(eg_load(path, RULES_GAME_URIM, 6, 3) == NULL);
        int saved = stderr_away();
        bool kept = eg_save(t, path);
        text = stderr_back(saved);
        CHECK(!kept);
        CHECK(strstr(text, path) && strstr(text, refusal(kind)));
        free(text);
        struct stat st;
        CHECK(lstat(path, &st) == 0 &&
              (kind == PIPE ? S_ISFIFO(st.st_mode) : S_ISDIR(st.st_mode)));
    }
    unplant(path);
    eg_free(t);
    CHECK_INT(count_files(dir, ".tmp-"), 0);
}

/* ---- The settings folder, settings.ini ---- */

/* Sets (value != NULL) or unsets an environment variable. */
static void env(const char *name, const char *value)
{
    if (value) {
        setenv(name, value, 1);
    } else {
        unsetenv(name);
    }
}

/* How many times `needle` is in `text`. */
static int times(const char *text, const char *needle)
{
    int n = 0;
    for (const char *p = text; (p = strstr(p, needle)) != NULL; p++) {
        n++;
    }
    return n;
}

TEST(a_settings_folder_that_cannot_be_used_is_said_once_in_the_window_too)
{
    char file[1300], home[1300], want[1500], dir[1100], why[SAFEIO_WHY_MAX];
    char *old_home = getenv("HOME") ? strdup(getenv("HOME")) : NULL;
    snprintf(file, sizeof file, "%s/a-file", work);
    CHECK(ut_write_text(file, "not a folder\n"));
    snprintf(home, sizeof home, "%s/home-xdg", work);
    make_dir(home);
    snprintf(want, sizeof want, "%s/.local/share/MancalaAtlas/mancala-atlas",
             home);
    char too_long[3000];
    memset(too_long, 'x', sizeof too_long - 1);
    too_long[0] = '/';
    too_long[sizeof too_long - 1] = '\0';
    /* the folder, from the environment, and why it cannot be used */
    static const struct {
        int home, xdg; /* 0 unset, 1 "", 2 the folder, 3 a file,
                          4 relative, 5 too long, 6 read-only */
        bool usable;
        const char *why;
    } cases[] = {
        {0, 0, false, "HOME is not set"},
        {1, 0, false, "HOME is empty"},
        {4, 0, false, "HOME is not a full path"},
        {3, 0, false, "file, not a folder"},
        {2, 0, true, ""},
        {2, 1, true, ""},  /* XDG_DATA_HOME empty: ~/.local/share */
        {2, 4, true, ""},  /* relative: not valid, so the same */
        {2, 3, false, "file, not a folder"},
        {2, 5, false, "too long"},
        {2, 6, false, ""}, /* /sys: read-only or not permitted */
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        const char *values[] = {NULL, "", home, file, "relative/dir",
                                too_long, "/sys/mancala-atlas-test"};
        env("MANCALA_HOME", NULL);
        env("HOME", values[cases[i].home]);
        env("XDG_DATA_HOME", values[cases[i].xdg]);
        why[0] = '\0';
        bool usable = session_home_dir(NULL, dir, sizeof dir, why,
                                       sizeof why);
        if (usable != cases[i].usable || !strstr(why, cases[i].why) ||
            (!usable && !why[0]) || (usable && strcmp(dir, want) != 0)) {
            CHECK_FAIL_AT("case %zu: usable %d, folder %s, why \"%s\"", i,
                          usable, dir, why);
            env("HOME", old_home);
            env("XDG_DATA_HOME", NULL);
            return;
        }
    }
    env("XDG_DATA_HOME", NULL);
    /* MANCALA_HOME a file: said once on stderr and in the window */
    char script[1400], dump[1400], line[1500];
    snprintf(script, sizeof script, "%s/folder.script", work);
    snprintf(dump, sizeof dump, "%s/folder-dump.txt", work);
    snprintf(line, sizeof line, "wait 20\ndump %s\n", dump);
    CHECK(ut_write_text(script, line));
    Run r;
    char *argv[] = {atlas, "--script", script, NULL};
    run(&r, file, NULL, argv);
    CHECK_INT(r.status, 0);
    CHECK_INT(times(r.err, "cannot be kept"), 1);
    CHECK(strstr(r.err, file) && strstr(r.err, "file, not a folder"));
    CHECK(ut_dump_line(dump, "notice", line, sizeof line));
    CHECK(strstr(line, file) && strstr(line, "file, not a folder"));
    /* a window, with HOME unset: said on stderr (the window's notice is
     * the same call) */
    env("HOME", NULL);
    char *window[] = {atlas, "--quit-after-first-frame", NULL};
    run(&r, NULL, NULL, window);
    env("HOME", old_home);
    free(old_home);
    CHECK_INT(r.status, 0);
    CHECK_INT(times(r.err, "HOME is not set"), 1);
}

TEST(a_nul_byte_in_settings_ini_keeps_the_file_aside_as_bad)
{
    char home[1300], path[1400], bad[1500];
    snprintf(home, sizeof home, "%s/home-nul", work);
    make_dir(home);
    snprintf(path, sizeof path, "%s/settings.ini", home);
    snprintf(bad, sizeof bad, "%s.bad", path);
    static const char text[] = "speed=fast\n\0\x01garbage\nteaching=1\n";
    CHECK(write_bytes(path, text, sizeof text - 1));
    int saved = stderr_away();
    UiSettings s, def;
    ui_settings_load(&s, home);
    char *said = stderr_back(saved);
    ui_settings_defaults(&def);
    CHECK_INT(s.speed, def.speed); /* nothing read from a damaged file */
    CHECK(strstr(said, "NUL") && strstr(said, "settings.ini.bad"));
    free(said);
    CHECK(!exists(path));
    size_t len = 0;
    char *kept = safeio_read(bad, 1 << 20, &len, NULL, 0);
    CHECK(kept != NULL);
    CHECK(len == sizeof text - 1 && memcmp(kept, text, len) == 0);
    free(kept);
    /* settings.ini a pipe: the save says so (not "File exists") */
    CHECK(plant(path, PIPE));
    saved = stderr_away();
    CHECK(!ui_settings_save(&s, home));
    said = stderr_back(saved);
    CHECK(strstr(said, "named pipe") && !strstr(said, "File exists"));
    free(said);
    unplant(path);
    /* keys and values with escape characters never reach the terminal */
    CHECK(ut_write_text(path, "\x1b[2Jkey=\x1b]0;x\x07\n"));
    saved = stderr_away();
    ui_settings_load(&s, home);
    said = stderr_back(saved);
    CHECK(strstr(said, "\\x1B[2Jkey") != NULL);
    CHECK(!strchr(said, '\x1b') && !strchr(said, '\x07'));
    free(said);
}

/* ---- Lenient parsing, unclear messages ---- */

TEST(lenient_options_json_and_save_headers_are_refused_saying_what_is_wrong)
{
    char home[1300], shot[1400];
    snprintf(home, sizeof home, "%s/home-strict", work);
    make_dir(home);
    snprintf(shot, sizeof shot, "%s/strict.png", work);
    static const struct {
        const char *size, *why;
    } sizes[] = {
        {"4294968576x800", "the width is not from 320 to 7680"},
        {"1280x800junk", "only digits"},
        {"+1280x+800", "only digits"},
        {"1280 x800", "only digits"},
        {"1280x", "a number is missing"},
        {"1280-800", "no 'x'"},
        {"1280x99999", "the height is not from 240 to 4320"},
    };
    Run r;
    for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++) {
        char *argv[] = {atlas, "--screenshot", shot, "--size",
                        (char *)sizes[i].size, NULL};
        run(&r, home, NULL, argv);
        if (r.status != 2 || !strstr(r.err, sizes[i].size) ||
            !strstr(r.err, sizes[i].why)) {
            CHECK_FAIL_AT("--size %s: status %d, \"%s\"", sizes[i].size,
                          r.status, r.err);
            return;
        }
    }
    /* every screen is named, the Atlas and About too */
    char *screen[] = {atlas, "--screenshot", shot, "--screen", "nowhere",
                      NULL};
    run(&r, home, NULL, screen);
    CHECK_INT(r.status, 2);
    CHECK(strstr(r.err, "title, select, rules, history, game, result, "
                        "review, record, editor, settings, learn, watch, "
                        "atlas, about, puzzle") != NULL);
    /* --load: an empty name and one too long say why */
    char long_name[5000];
    memset(long_name, 'a', sizeof long_name - 1);
    long_name[sizeof long_name - 1] = '\0';
    const char *loads[][2] = {{"", "the name is empty"},
                              {long_name, "the name is too long"}};
    for (int i = 0; i < 2; i++) {
        char *argv[] = {atlas, "--screenshot", shot, "--load",
                        (char *)loads[i][0], NULL};
        run(&r, home, NULL, argv);
        if (r.status != 2 || !strstr(r.err, loads[i][1])) {
            CHECK_FAIL_AT("--load of %zu bytes: status %d, \"%.300s\"",
                          strlen(loads[i][0]), r.status, r.err);
            return;
        }
    }
    /* JSON: a size of 0 holes, numbers with leading zeros */
    static const struct {
        const char *json, *why;
    } positions[] = {
        {"{\"game\":\"modiar\",\"holes_per_row\":0,\"to_move\":\"south\","
         "\"holes\":[],\"captured\":{\"south\":0,\"north\":0}}",
         "no variant with 0 holes"},
        {"{\"game\":\"ayoayo\",\"holes_per_row\":06,\"to_move\":\"south\","
         "\"holes\":[4,4,4,4,4,4,4,4,4,4,4,4],\"captured\":{\"south\":0,"
         "\"north\":0}}",
         "cannot start with 0"},
        {"{\"game\":\"ayoayo\",\"holes_per_row\":6,\"to_move\":\"south\","
         "\"holes\":[04,4,4,4,4,4,4,4,4,4,4,4],\"captured\":{\"south\":0,"
         "\"north\":0}}",
         "cannot start with 0"},
        {"{\"game\":\"ayoayo\",\"holes_per_row\":+6,\"to_move\":\"south\","
         "\"holes\":[4,4,4,4,4,4,4,4,4,4,4,4],\"captured\":{\"south\":0,"
         "\"north\":0}}",
         "expected a whole number"},
    };
    for (size_t i = 0; i < sizeof positions / sizeof *positions; i++) {
        char *argv[] = {cli, "state", "--position", (char *)positions[i].json,
                        NULL};
        run(&r, NULL, NULL, argv);
        if (r.status != 2 || !strstr(r.err, positions[i].why)) {
            CHECK_FAIL_AT("position %zu: status %d, \"%s\"", i, r.status,
                          r.err);
            return;
        }
    }
    /* a save's first line, exactly as written */
    static const char *const heads[] = {
        "mancala-atlas-save 02\ngame: gore\nmoves: 0\nend\n",
        "mancala-atlas-save  2\ngame: gore\nmoves: 0\nend\n",
        "mancala-atlas-save\t2\ngame: gore\nmoves: 0\nend\n"};
    for (int i = 0; i < 3; i++) {
        SessionError err;
        Session *s = session_load_text("x.mancala", heads[i],
                                       strlen(heads[i]), &err);
        if (s || err.status != SESSION_ERR_FORMAT ||
            !strstr(err.message, "x.mancala:1:")) {
            CHECK_FAIL_AT("header %d taken (\"%s\")", i, err.message);
            session_free(s);
            return;
        }
    }
    const char good[] = "mancala-atlas-save 2\ngame: gore\nmoves: 0\nend\n";
    SessionError err;
    Session *s = session_load_text("x.mancala", good, strlen(good), &err);
    CHECK(s != NULL);
    session_free(s);
}

TEST(control_bytes_in_paths_and_files_reach_the_terminal_escaped)
{
    char home[1300], script[1400], shot[1400], text[2000];
    snprintf(home, sizeof home, "%s/home-escape", work);
    make_dir(home);
    snprintf(shot, sizeof shot, "%s/escape.png", work);
    Run r;
    /* a data folder named with an escape sequence */
    char data[1300];
    snprintf(data, sizeof data, "%s/\x1b[2Jdata", work);
    setenv("MANCALA_DATA_DIR", data, 1);
    char *title[] = {atlas, "--screenshot", shot, NULL};
    run(&r, home, NULL, title);
    setenv("MANCALA_DATA_DIR", data_dir, 1);
    CHECK(r.status != 0);
    CHECK(strstr(r.err, "\\x1B[2Jdata") != NULL);
    CHECK(!strchr(r.err, '\x1b'));
    /* a script named so, missing; then one that exists, with an escape
     * in a key name and in a dump path that cannot be written */
    snprintf(script, sizeof script, "%s/\x1b]0;evil\x07.script", work);
    char *scripted[] = {atlas, "--script", script, NULL};
    run(&r, home, NULL, scripted);
    CHECK_INT(r.status, 2);
    CHECK(strstr(r.err, "\\x1B]0;evil\\x07.script") != NULL);
    CHECK(!strchr(r.err, '\x1b') && !strchr(r.err, '\x07'));
    snprintf(text, sizeof text, "wait 20\nkey \x1b[31mred\n");
    CHECK(ut_write_text(script, text));
    run(&r, home, NULL, scripted);
    CHECK_INT(r.status, 2);
    CHECK(strstr(r.err, "unknown key name '\\x1B[31mred'") != NULL);
    CHECK(!strchr(r.err, '\x1b') && !strchr(r.err, '\x07'));
    snprintf(text, sizeof text, "wait 20\ndump /nonexistent/\x1b[5m\n");
    CHECK(ut_write_text(script, text));
    run(&r, home, NULL, scripted);
    CHECK_INT(r.status, 1);
    CHECK(strstr(r.err, "/nonexistent/\\x1B[5m: the folder does not exist"));
    CHECK(!strchr(r.err, '\x1b'));
    unlink(script);
}

TEST(a_cut_font_and_a_catalogue_with_a_wrong_count_are_caught)
{
    /* half a font opens, then draws nothing: the game says so and stops,
     * as for a missing font */
    char data[1300], path[1400], home[1300], shot[1400];
    snprintf(data, sizeof data, "%s/data-cut-font", work);
    CHECK(data_copy(data, "fonts/NotoSans-Bold.ttf"));
    char whole[1400];
    snprintf(whole, sizeof whole, "%s/fonts/NotoSans-Bold.ttf", data_dir);
    size_t len = 0;
    char *font = safeio_read(whole, 32 << 20, &len, NULL, 0);
    CHECK(font != NULL && len > 100000);
    snprintf(path, sizeof path, "%s/fonts/NotoSans-Bold.ttf", data);
    CHECK(write_bytes(path, font, len / 2));
    free(font);
    snprintf(home, sizeof home, "%s/home-cut-font", work);
    make_dir(home);
    snprintf(shot, sizeof shot, "%s/cut-font.png", work);
    Run r;
    char *argv[] = {atlas, "--screenshot", shot, NULL};
    setenv("MANCALA_DATA_DIR", data, 1);
    run(&r, home, NULL, argv);
    setenv("MANCALA_DATA_DIR", data_dir, 1);
    CHECK(r.status > 0);
    CHECK(strstr(r.err, "NotoSans-Bold.ttf") && strstr(r.err, "draws no text"));
    /* a catalogue whose header counts one string more or fewer */
    char mo[1400];
    snprintf(mo, sizeof mo, "%s/locale/vi/LC_MESSAGES/mancala-atlas.mo",
             build);
    unsigned char *good = (unsigned char *)safeio_read(mo, 8 << 20, &len,
                                                      NULL, 0);
    CHECK(good != NULL && len > 2000);
    CHECK(content_i18n_catalogue_error(good, len) == NULL);
    uint32_t n = (uint32_t)good[8] | (uint32_t)good[9] << 8 |
                 (uint32_t)good[10] << 16 | (uint32_t)good[11] << 24;
    for (int delta = -2; delta <= 2; delta++) {
        if (delta == 0) {
            continue;
        }
        uint32_t wrong = n + (uint32_t)delta;
        unsigned char *bad = malloc(len);
        CHECK(bad != NULL);
        memcpy(bad, good, len);
        for (int k = 0; k < 4; k++) {
            bad[8 + k] = (unsigned char)(wrong >> (8 * k));
        }
        /* and the same without a hash table, where only order and the
         * tables' places tell */
        for (int hash = 0; hash < 2; hash++) {
            if (hash) {
                memset(bad + 20, 0, 4);
            }
            if (!content_i18n_catalogue_error(bad, len)) {
                CHECK_FAIL_AT("a count of %u (not %u)%s was taken", wrong, n,
                              hash ? " without a hash table" : "");
                free(bad);
                free(good);
                return;
            }
        }
        free(bad);
    }
    free(good);
}

/* ---- Slow failures: the output checked first; long work reports ---- */

TEST(long_work_checks_its_output_first_and_reports_progress)
{
    struct stat st;
    bool full = stat("/dev/full", &st) == 0 && S_ISCHR(st.st_mode);
    Run r;
    /* a full output or a closed one: said before any solving (which
     * takes seconds, and would report its progress) */
    char *solve[] = {cli, "solve", "--game", "modiar", NULL};
    for (int closed = full ? 0 : 1; closed < 2; closed++) {
        run(&r, NULL, closed ? "-" : "/dev/full", solve);
        CHECK(r.status != 0);
        CHECK(strstr(r.err, "cannot write the output") != NULL);
        /* nothing was solved: no progress was reported */
        CHECK(!strstr(r.err, "solving"));
    }
    /* long random runs count their games on stderr, the result on
     * stdout is unchanged */
    char out[1400];
    snprintf(out, sizeof out, "%s/random.txt", work);
    char *random[] = {cli, "random", "--game", "ayoayo", "--games", "40000",
                      "--seed", "7", NULL};
    run(&r, NULL, out, random);
    CHECK_INT(r.status, 0);
    char *text = safeio_read(out, 1 << 20, NULL, NULL, 0);
    CHECK(text && strstr(text, "\"games\":40000"));
    free(text);
    /* (reports come after 2 s: on a fast machine there may be none; each
     * one that comes names the count) */
    if (strstr(r.err, "random games")) {
        CHECK(strstr(r.err, "of 40000 (") != NULL);
    } else {
        CHECK_STR(r.err, "");
    }
}

static atomic_int table_wakes;

static void count_wake(void *user)
{
    (void)user;
    atomic_fetch_add(&table_wakes, 1);
}

TEST(an_endgame_table_built_in_the_background_says_nothing_in_the_window)
{
    char dir[1300];
    snprintf(dir, sizeof dir, "%s/tables-notice", work);
    make_dir(dir);
    Ui *ui = ut_headless_ui(1280, 800, 1.0f);
    CHECK(ui != NULL);
    ai_endgame_setup(dir, 9);
    atomic_store(&table_wakes, 0);
    ai_endgame_watch(count_wake, NULL);
    RulesPosition p;
    CHECK_INT(rules_setup(&p, RULES_GAME_URIM, 6), RULES_OK);
    CHECK(ai_endgame_building() < 0);
    /* asking for the table starts its build in the background: it is
     * marked as building before the call returns, and the watcher (the
     * window's loop) was woken for the start */
    CHECK(eg_for(&p) == NULL);
    /* the window says nothing of it, on any screen (the computer plays
     * on meanwhile; every wording of a notice was read as something to
     * wait for, issues 51, 52, 58): the build is watched to its end */
    static int game_screen;
    ui->depth = 1;
    ui->stack[0].st = &game_screen;
    bool seen = false;
    while (ai_endgame_building() >= 0) {
        ui_notice_table(ui);
        CHECK(ui->notice[0] == '\0');
        seen = seen || ui->table_told != 0;
        struct timespec ms = {0, 1000000};
        nanosleep(&ms, NULL);
        ui->now_ms += 1;
    }
    /* (the terminal was told, once: the build was noticed) */
    CHECK(seen);
    /* told twice: the build's start and its end */
    CHECK_INT(atomic_load(&table_wakes), 2);
    /* once built, nothing more is said */
    ui->notice[0] = '\0';
    ui_notice_table(ui);
    CHECK(ui->notice[0] == '\0');
    ai_endgame_watch(NULL, NULL);
    ai_endgame_reset();
    ui->depth = 0;
    ut_free_ui(ui);
}

int main(void)
{
    if (!hostile_setup()) {
        return 1;
    }
    RUN(two_games_saving_40_times_each_into_one_folder_keep_all_80_saves);
    RUN(a_save_never_replaces_a_file_and_its_names_go_past_99);
    RUN(a_screenshot_to_a_full_disk_leaves_the_old_picture_whole);
    RUN(outputs_that_are_pipes_devices_or_folders_are_refused_at_once);
    RUN(the_endgame_table_is_written_through_no_link_and_a_bad_path_is_said);
    RUN(a_settings_folder_that_cannot_be_used_is_said_once_in_the_window_too);
    RUN(a_nul_byte_in_settings_ini_keeps_the_file_aside_as_bad);
    RUN(lenient_options_json_and_save_headers_are_refused_saying_what_is_wrong);
    RUN(control_bytes_in_paths_and_files_reach_the_terminal_escaped);
    RUN(a_cut_font_and_a_catalogue_with_a_wrong_count_are_caught);
    RUN(long_work_checks_its_output_first_and_reports_progress);
    RUN(an_endgame_table_built_in_the_background_says_nothing_in_the_window);
    return check_summary();
}
