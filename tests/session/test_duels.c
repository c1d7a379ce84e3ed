/* test_duels.c: two named people's head-to-head tally (src/session/duels.c): counted whichever side each played, saved atomically and read back, names kept clean, a damaged file set aside and a new tally started. */
#define _XOPEN_SOURCE 700 /* mkdtemp */
#include "check.h"
#include "duels.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char dir[256];

static void write_text(const char *name, const char *text)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "wb");
    CHECK(f != NULL);
    if (f) {
        fputs(text, f);
        fclose(f);
    }
}

static bool exists(const char *name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    return access(path, F_OK) == 0;
}

/* Ada beats Bo as South, Bo beats Ada as South, a draw: one pair, 1-1-1
 * whichever name is asked first; another game is another pair. */
TEST(a_pair_is_one_tally_whichever_side_each_played)
{
    Duels d = {0};
    CHECK(duels_add(&d, "gore", "Ada", "Bo", 0));
    CHECK(duels_add(&d, "gore", "Bo", "Ada", 0));
    CHECK(duels_add(&d, "gore", "Ada", "Bo", -1));
    CHECK(duels_add(&d, "gore", "Bo", "Ada", 1)); /* Ada wins as North */
    CHECK(duels_add(&d, "urim", "Ada", "Bo", 1));
    CHECK_INT(d.count, 2);
    Duel t;
    CHECK(duels_find(&d, "gore", "Ada", "Bo", &t));
    CHECK_INT(t.wins[0], 2);
    CHECK_INT(t.wins[1], 1);
    CHECK_INT(t.draws, 1);
    CHECK(duels_find(&d, "gore", "Bo", "Ada", &t));
    CHECK_STR(t.names[0], "Bo");
    CHECK_INT(t.wins[0], 1);
    CHECK_INT(t.wins[1], 2);
    CHECK(duels_find(&d, "urim", "Bo", "Ada", &t));
    CHECK_INT(t.wins[0], 1);
    CHECK(!duels_find(&d, "modiar", "Ada", "Bo", &t));
    /* no pair of one person, nor of an empty name */
    CHECK(!duels_add(&d, "gore", "Ada", "Ada", 0));
    CHECK(!duels_add(&d, "gore", "Ada", "  ", 0));
    CHECK_INT(d.count, 2);
}

/* Counted into the folder, read back the same; a tab in a name is a
 * space; a long name cut at a whole character. */
TEST(the_tally_is_kept_in_the_data_folder)
{
    Duels d = {0}, back = {0};
    CHECK_INT(duels_count(dir, "ayoayo", "Thị\tMai", "Kofi", 1, &d), 0);
    CHECK_INT(duels_count(dir, "ayoayo", "Kofi", "Thị\tMai", 0, &d), 0);
    char why[200];
    CHECK(duels_load(dir, &back, why, sizeof why));
    CHECK_INT(back.count, 1);
    Duel t;
    CHECK(duels_find(&back, "ayoayo", "Kofi", "Thị Mai", &t));
    CHECK_INT(t.wins[0], 2);
    CHECK_INT(t.wins[1], 0);
    /* 31 bytes kept: "é" (2 bytes) not cut in half */
    CHECK(duels_add(&back, "gore", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaé", "Bo",
                    0));
    CHECK(duels_find(&back, "gore", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "Bo",
                     &t));
}

/* A damaged file is set aside as duels.txt.bad and a new tally starts
 * with the game counted. */
TEST(a_damaged_file_is_set_aside_never_written_over)
{
    write_text("duels.txt", "mancala-atlas-duels 1\ngore\tAda\tBo\t1 x 2\n");
    Duels d = {0};
    char why[200];
    CHECK(!duels_load(dir, &d, why, sizeof why));
    CHECK(strstr(why, "line 2") != NULL);
    CHECK_INT(duels_count(dir, "gore", "Ada", "Bo", 0, &d), 0);
    CHECK(exists("duels.txt.bad"));
    CHECK(duels_load(dir, &d, why, sizeof why));
    CHECK_INT(d.count, 1);
    CHECK_INT(d.items[0].wins[0], 1);
}

int main(void)
{
    snprintf(dir, sizeof dir, "%s", "/tmp/test-duels-XXXXXX");
    if (!mkdtemp(dir)) {
        return 1;
    }
    RUN(a_pair_is_one_tally_whichever_side_each_played);
    RUN(the_tally_is_kept_in_the_data_folder);
    RUN(a_damaged_file_is_set_aside_never_written_over);
    return check_summary();
}
