/* hostile.h: what the hostile-input tests share: running the programs with a hang guard, work folders, planting pipes, folders and devices in place of files. */
#ifndef HOSTILE_H
#define HOSTILE_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

/* The build folder, this class's work folder, the two programs, data/. */
extern char build[1024], work[1200], atlas[1200], cli[1200];
extern const char *data_dir;

enum { HANG_S = 20 }; /* no run here takes a second; this is a hang guard */

typedef struct Run {
    int status; /* exit status; -1 killed by a signal; -2 hung */
    char err[8192];
} Run;

/*
 * Runs argv with MANCALA_HOME=home; stdout goes to `out` ("-" closes it,
 * NULL discards it). A run still going after HANG_S seconds is killed and
 * reported as hung.
 */
void run(Run *r, const char *home, const char *out, char *const argv[]);
/* The same in two steps, for programs that run at the same time: stderr
 * goes to `errpath`; the wait gives the status as run() does. */
pid_t run_start(const char *home, const char *out, const char *errpath,
                char *const argv[]);
int run_wait(pid_t pid, int seconds);
/* rm -rf, then mkdir -p. */
void make_dir(const char *path);
bool write_bytes(const char *path, const void *data, size_t len);
bool exists(const char *path);
/* What lies in place of a file: a named pipe (reading it would wait for
 * ever), a folder, or a link to /dev/zero (endless bytes). */
enum { PIPE, FOLDER, ZERO, KINDS };
extern const char *const kind_names[KINDS];
bool plant(const char *path, int kind);
void unplant(const char *path);
/* The words the refusal uses for each kind (safeio_open). */
const char *refusal(int kind);
/* How many files of `dir` start with `prefix` ("" counts . and ..). */
int count_files(const char *dir, const char *prefix);
/* A data folder of links to the real one, with real folders on the way
 * to `replaced` (relative to data/), which is removed: one file can be
 * swapped. */
bool data_copy(const char *dir, const char *replaced);
/* Reads the environment ctest gives (false: not run by ctest). */
bool hostile_setup(void);

#endif
