/* test_record.c: the player's record (src/session/record.c): counted, saved atomically and read back; a damaged file kept aside, a newer one left alone, never a crash. */
#define _XOPEN_SOURCE 700 /* mkdtemp */
#include "check.h"
#include "record.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

static char dir[256];

static void path_of(const char *name, char *buf, size_t size)
{
    snprintf(buf, size, "%s/%s", dir, name);
}

static void write_file(const char *name, const char *text, size_t len)
{
    char path[512];
    path_of(name, path, sizeof path);
    FILE *f = fopen(path, "wb");
    CHECK(f != NULL);
    if (f) {
        CHECK_INT(fwrite(text, 1, len, f), len);
        fclose(f);
    }
}

/* The file's text ("" when there is none). */
static const char *read_file(const char *name)
{
    static char buf[4096];
    char path[512];
    path_of(name, path, sizeof path);
    buf[0] = '\0';
    FILE *f = fopen(path, "rb");
    if (f) {
        size_t n = fread(buf, 1, sizeof buf - 1, f);
        buf[n] = '\0';
        fclose(f);
    }
    return buf;
}

static bool exists(const char *name)
{
    char path[512];
    struct stat st;
    path_of(name, path, sizeof path);
    return lstat(path, &st) == 0;
}

static void clean(void)
{
    const char *names[] = {"record.txt", "record.txt.bad", "record.txt.bad-2",
                           "record.txt.bad-3", "shared.lock"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        char path[512];
        path_of(names[i], path, sizeof path);
        remove(path);
        rmdir(path);
    }
}

TEST(record_counts_games_and_keeps_the_best_margin)
{
    clean();
    Record r;
    RecordError err;
    CHECK_INT(record_load(dir, &r, &err), RECORD_OK); /* no file yet */
    CHECK_INT(r.count, 0);
    CHECK(record_find(&r, "ayoayo", "expert") == NULL);
    CHECK_INT(record_add(&r, "ayoayo", "expert", RECORD_WON, 6), RECORD_OK);
    CHECK_INT(record_add(&r, "ayoayo", "expert", RECORD_WON, 14), RECORD_OK);
    CHECK_INT(record_add(&r, "ayoayo", "expert", RECORD_WON, 2), RECORD_OK);
    CHECK_INT(record_add(&r, "ayoayo", "expert", RECORD_LOST, 9), RECORD_OK);
    CHECK_INT(record_add(&r, "ayoayo", "club", RECORD_DRAWN, 0), RECORD_OK);
    CHECK_INT(record_add(&r, "bao-kigogo", "beginner", RECORD_LOST, 3),
              RECORD_OK);
    const RecordEntry *e = record_find(&r, "ayoayo", "expert");
    CHECK(e != NULL);
    CHECK_INT(e->won, 3);
    CHECK_INT(e->drawn, 0);
    CHECK_INT(e->lost, 1);
    CHECK_INT(e->best_margin, 14); /* a lost game's margin is not counted */
    CHECK_INT(record_find(&r, "ayoayo", "club")->best_margin, -1);
    CHECK_INT(record_find(&r, "bao-kigogo", "beginner")->lost, 1);
    /* a win with hints (a negative margin) is a win, never the best one:
     * the level's best stays "-" until a win without a hint */
    CHECK_INT(record_add(&r, "modiar", "club", RECORD_WON, -1), RECORD_OK);
    CHECK_INT(record_find(&r, "modiar", "club")->won, 1);
    CHECK_INT(record_find(&r, "modiar", "club")->best_margin, -1);
    CHECK_INT(record_add(&r, "modiar", "club", RECORD_WON, 0), RECORD_OK);
    CHECK_INT(record_find(&r, "modiar", "club")->best_margin, 0);
    CHECK_INT(record_add(&r, "modiar", "club", RECORD_WON, -1), RECORD_OK);
    CHECK_INT(record_find(&r, "modiar", "club")->best_margin, 0);
    r.count--; /* the file below is the one of the first games */
    /* Names the file could not hold are refused. */
    CHECK_INT(record_add(&r, "ayo ayo", "expert", RECORD_WON, 1),
              RECORD_ERR_NAME);
    CHECK_INT(record_add(&r, "ayoayo", "", RECORD_WON, 1), RECORD_ERR_NAME);

    CHECK_INT(record_save(dir, &r, &err), RECORD_OK);
    CHECK_STR(read_file("record.txt"),
              "mancala-atlas-record 1\n"
              "# game level won drawn lost best-margin\n"
              "ayoayo expert 3 0 1 14\n"
              "ayoayo club 0 1 0 -\n"
              "bao-kigogo beginner 0 0 1 -\n");
    Record back;
    CHECK_INT(record_load(dir, &back, &err), RECORD_OK);
    CHECK_INT(back.count, 3);
    CHECK(memcmp(&back.entries, &r.entries, sizeof r.entries[0] * 3) == 0);
}

TEST(record_keeps_games_and_levels_it_does_not_know)
{
    clean();
    const char *newer = "mancala-atlas-record 1\n"
                        "oware-abapa grandmaster 1 2 3 4\n";
    write_file("record.txt", newer, strlen(newer));
    Record r;
    RecordError err;
    CHECK_INT(record_load(dir, &r, &err), RECORD_OK);
    CHECK_INT(record_add(&r, "gore", "club", RECORD_WON, 4), RECORD_OK);
    CHECK_INT(record_save(dir, &r, &err), RECORD_OK);
    CHECK(strstr(read_file("record.txt"), "oware-abapa grandmaster 1 2 3 4\n"
                                          "gore club 1 0 0 4\n") != NULL);
}

/* Each kind of damage: the file is moved aside whole (never over an
 * earlier one), the line named, and the record starts again. */
TEST(record_damaged_is_kept_aside_and_starts_again)
{
    clean();
    static const struct {
        const char *text;
        size_t len;
        int line;
        const char *what;
    } damaged[] = {
        {"hello\n", 0, 1, "not a record"},
        {"mancala-atlas-record 1\ngore club 1 2\n", 0, 2, "expected"},
        {"mancala-atlas-record 1\ngore club 1 2 3 x\n", 0, 2, "best margin"},
        {"mancala-atlas-record 1\ngore club -1 2 3 4\n", 0, 2, "count"},
        {"mancala-atlas-record 1\n# a\ngore club 1 2 3 4\ngore club 1 2 3 "
         "4\n",
         0, 4, "twice"},
        {"mancala-atlas-record 1\nGore club 1 2 3 4\n", 0, 2, "name"},
        /* a NUL inside: the length is given */
        {"mancala-atlas-record 1\ngore club 1\0002 3 4\n", 41, 0, "not text"},
        {"", 0, 1, "empty"},
    };
    for (size_t k = 0; k < sizeof damaged / sizeof damaged[0]; k++) {
        clean();
        write_file("record.txt", damaged[k].text,
                   damaged[k].len ? damaged[k].len : strlen(damaged[k].text));
        Record r;
        RecordError err;
        CHECK_INT(record_load(dir, &r, &err), RECORD_DAMAGED);
        CHECK_INT(err.line, damaged[k].line);
        CHECK(strstr(err.detail, damaged[k].what) != NULL);
        CHECK_INT(r.count, 0);
        CHECK(!r.read_only);
        CHECK(!exists("record.txt"));
        CHECK(strstr(err.kept_as, "record.txt.bad") != NULL);
        /* Kept whole (up to a NUL, which read_file stops at). */
        if (strncmp(read_file("record.txt.bad"), damaged[k].text,
                    strlen(damaged[k].text)) != 0) {
            CHECK_FAIL_AT("case %zu: kept \"%s\"", k,
                          read_file("record.txt.bad"));
        }
        /* The next game is recorded afresh. */
        CHECK_INT(record_add(&r, "urim", "expert", RECORD_WON, 1), RECORD_OK);
        CHECK_INT(record_save(dir, &r, &err), RECORD_OK);
        CHECK_INT(record_load(dir, &r, &err), RECORD_OK);
        CHECK_INT(r.count, 1);
    }
    /* A second damaged file does not replace the first one kept. */
    write_file("record.txt", "junk", 4);
    Record r;
    RecordError err;
    CHECK_INT(record_load(dir, &r, &err), RECORD_DAMAGED);
    CHECK(strstr(err.kept_as, "record.txt.bad-2") != NULL);
    CHECK_STR(read_file("record.txt.bad-2"), "junk");
    /* Too large to be a record. */
    clean();
    char *big = malloc(RECORD_FILE_MAX + 10);
    CHECK(big != NULL);
    if (big) {
        memset(big, 'a', RECORD_FILE_MAX + 10);
        write_file("record.txt", big, RECORD_FILE_MAX + 10);
        free(big);
        CHECK_INT(record_load(dir, &r, &err), RECORD_DAMAGED);
        CHECK(exists("record.txt.bad"));
    }
}

TEST(record_of_a_newer_version_is_left_as_it_is)
{
    clean();
    const char *newer = "mancala-atlas-record 2\ngore club 1 2 3 4 extra\n";
    write_file("record.txt", newer, strlen(newer));
    Record r;
    RecordError err;
    CHECK_INT(record_load(dir, &r, &err), RECORD_NEWER);
    CHECK(r.read_only);
    CHECK_INT(record_add(&r, "gore", "club", RECORD_WON, 4), RECORD_OK);
    CHECK_INT(record_save(dir, &r, &err), RECORD_ERR_WRITE);
    CHECK_STR(read_file("record.txt"), newer);
    CHECK(!exists("record.txt.bad"));
}

TEST(record_that_cannot_be_read_or_written_is_an_error_not_a_crash)
{
    clean();
    char path[512];
    path_of("record.txt", path, sizeof path);
    CHECK_INT(mkdir(path, 0700), 0); /* a folder where the file should be */
    Record r;
    RecordError err;
    CHECK_INT(record_load(dir, &r, &err), RECORD_ERR_READ);
    CHECK(r.read_only); /* never saved over what is there */
    CHECK(strstr(err.detail, "folder") != NULL);
    r.read_only = false;
    CHECK_INT(record_save(dir, &r, &err), RECORD_ERR_WRITE);
    CHECK_INT(record_load("", &r, &err), RECORD_ERR_READ);
    clean();
}

/* Several programs (two windows, say) finishing games into one folder at
 * once: each game goes through record_count, and every one is counted.
 * Reading the record once and saving it after each game, as the window
 * did, kept 1 result of 4 here. */
enum { COUNTERS = 4, GAMES_EACH = 40 };

static void count_games(int who)
{
    for (int i = 0; i < GAMES_EACH; i++) {
        Record r;
        RecordError err;
        RecordResult res = (RecordResult)((who + i) % 3);
        if (record_count(dir, "modiar", "club", res, who * 100 + i, &r,
                         &err) != RECORD_OK) {
            _exit(2);
        }
        /* the record given back holds at least this program's games */
        const RecordEntry *e = record_find(&r, "modiar", "club");
        if (!e || e->won + e->drawn + e->lost < i + 1) {
            _exit(3);
        }
    }
    _exit(0);
}

TEST(record_keeps_every_game_of_programs_counting_at_once)
{
    clean();
    pid_t pid[COUNTERS];
    for (int k = 0; k < COUNTERS; k++) {
        pid[k] = fork();
        if (pid[k] == 0) {
            count_games(k);
        }
        CHECK(pid[k] > 0);
    }
    for (int k = 0; k < COUNTERS; k++) {
        int st = -1;
        CHECK(pid[k] > 0 && waitpid(pid[k], &st, 0) == pid[k]);
        CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
    }
    Record r;
    RecordError err;
    CHECK_INT(record_load(dir, &r, &err), RECORD_OK);
    const RecordEntry *e = record_find(&r, "modiar", "club");
    CHECK(e != NULL);
    if (e) {
        /* program k's game i: (k + i) % 3 is won, drawn or lost */
        long want[3] = {0, 0, 0};
        int best = -1;
        for (int k = 0; k < COUNTERS; k++) {
            for (int i = 0; i < GAMES_EACH; i++) {
                want[(k + i) % 3]++;
                if ((k + i) % 3 == 0 && k * 100 + i > best) {
                    best = k * 100 + i;
                }
            }
        }
        CHECK_INT(e->won, want[0]);
        CHECK_INT(e->drawn, want[1]);
        CHECK_INT(e->lost, want[2]);
        CHECK_INT(e->best_margin, best);
    }
}

/* record_count reads the file again: a game another program counted
 * since this one last read it is kept, and a damaged file is set aside
 * with the game counted in a new one. */
TEST(record_count_merges_with_the_file_and_sets_damage_aside)
{
    clean();
    Record mine, other;
    RecordError err;
    CHECK_INT(record_count(dir, "gore", "expert", RECORD_WON, 3, &mine, &err),
              RECORD_OK);
    CHECK_INT(record_count(dir, "gore", "expert", RECORD_LOST, 0, &other,
                           &err),
              RECORD_OK);
    CHECK_INT(record_count(dir, "urim", "club", RECORD_DRAWN, 0, &mine, &err),
              RECORD_OK);
    CHECK_STR(read_file("record.txt"),
              "mancala-atlas-record 1\n"
              "# game level won drawn lost best-margin\n"
              "gore expert 1 0 1 3\n"
              "urim club 0 1 0 -\n");
    CHECK_INT(mine.count, 2);
    write_file("record.txt", "not a record\n", 13);
    CHECK_INT(record_count(dir, "gore", "club", RECORD_WON, 2, &mine, &err),
              RECORD_DAMAGED);
    CHECK_STR(err.kept_as + strlen(err.kept_as) - 14, "record.txt.bad");
    CHECK_STR(read_file("record.txt"),
              "mancala-atlas-record 1\n"
              "# game level won drawn lost best-margin\n"
              "gore club 1 0 0 2\n");
    /* a newer version's file: nothing counted, nothing changed */
    const char *newer = "mancala-atlas-record 9\nanything\n";
    write_file("record.txt", newer, strlen(newer));
    CHECK_INT(record_count(dir, "gore", "club", RECORD_WON, 2, &mine, &err),
              RECORD_NEWER);
    CHECK_STR(read_file("record.txt"), newer);
}

int main(void)
{
    snprintf(dir, sizeof dir, "/tmp/mancala-record-XXXXXX");
    if (!mkdtemp(dir)) {
        perror("mkdtemp");
        return 1;
    }
    RUN(record_counts_games_and_keeps_the_best_margin);
    RUN(record_keeps_games_and_levels_it_does_not_know);
    RUN(record_damaged_is_kept_aside_and_starts_again);
    RUN(record_of_a_newer_version_is_left_as_it_is);
    RUN(record_that_cannot_be_read_or_written_is_an_error_not_a_crash);
    RUN(record_count_merges_with_the_file_and_sets_damage_aside);
    RUN(record_keeps_every_game_of_programs_counting_at_once);
    clean();
    rmdir(dir);
    return check_summary();
}
