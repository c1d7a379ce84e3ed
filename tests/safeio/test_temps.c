/* test_temps.c: the temporary files a crash leaves in the data folder are removed at the next start, and only those (issue 57). */
#define _POSIX_C_SOURCE 200809L
#include "check.h"
#include "safeio.h"

#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

static void plant(const char *dir, const char *name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    if (f) {
        fputs("half a table", f);
        fclose(f);
    }
}

static bool there(const char *dir, const char *name)
{
    char path[512];
    struct stat st;
    snprintf(path, sizeof path, "%s/%s", dir, name);
    return stat(path, &st) == 0;
}

TEST(a_dead_writers_temporary_is_removed_and_nothing_else)
{
    char dir[] = "/tmp/mancala-temps-XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    /* A process that has ended: its id, once reaped. */
    pid_t dead = fork();
    if (dead == 0) {
        _exit(0);
    }
    CHECK(dead > 0 && waitpid(dead, NULL, 0) == dead);
    char stale[64], mine[64], parents[64];
    snprintf(stale, sizeof stale, ".tmp-%ld-1f2e", (long)dead);
    snprintf(mine, sizeof mine, ".tmp-%ld-3a", (long)getpid());
    snprintf(parents, sizeof parents, ".tmp-%ld-4b", (long)getppid());
    plant(dir, stale);
    plant(dir, mine);    /* this process may be writing it */
    plant(dir, parents); /* a running process may be writing it */
    plant(dir, "solved-modiar-3.table");
    plant(dir, ".tmp-12x-1f"); /* not a temporary's name */
    plant(dir, ".tmp-");
    CHECK_INT(safeio_remove_stale_temps(dir), 1);
    CHECK(!there(dir, stale));
    CHECK(there(dir, mine));
    CHECK(there(dir, parents));
    CHECK(there(dir, "solved-modiar-3.table"));
    CHECK(there(dir, ".tmp-12x-1f"));
    CHECK(there(dir, ".tmp-"));
    CHECK_INT(safeio_remove_stale_temps(dir), 0);
    CHECK_INT(safeio_remove_stale_temps("/nonexistent-folder"), 0);
    const char *names[] = {mine, parents, "solved-modiar-3.table",
                           ".tmp-12x-1f", ".tmp-"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        char path[512];
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        remove(path);
    }
    CHECK(rmdir(dir) == 0);
}

int main(void)
{
    RUN(a_dead_writers_temporary_is_removed_and_nothing_else);
    return check_summary();
}
