/* test_lost.c: issue 45, one class per CTest: nothing a player saves is ever lost (racing savers, names past 99, full disks, pipes and devices and links in the way) and every failure says why. */
#define _XOPEN_SOURCE 700 /* mkfifo, symlink, setrlimit */
#include "check.h"
#include "hostile.h"

#include "ai_internal.h"
#include "safeio.h"
#include "session.h"
#include "ui_helpers.h"

#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
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
    CHECK_INT(count_files(dir, ""), 2 + 102);
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
        char errpath[1400];
        snprintf(errpath, sizeof errpath, "%s/eg-stderr.txt", work);
        fflush(stderr);
        int saved = dup(2);
        FILE *e = fopen(errpath, "w");
        CHECK(e != NULL);
        dup2(fileno(e), 2);
        bool kept = eg_save(t, path);
        fflush(stderr);
        dup2(saved, 2);
        close(saved);
        fclose(e);
        CHECK(!kept);
        text = safeio_read(errpath, 1 << 20, NULL, NULL, 0);
        CHECK(text != NULL);
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
    const char *only = getenv("CHECK_ONLY");
    if (only && *only && check_passed + check_failed != 1) {
        printf("no test named %s\n", only);
        return 1;
    }
    return check_summary();
}
