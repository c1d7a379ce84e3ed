/* hostile.c: what the hostile-input tests share: running the programs with a hang guard, work folders, planting pipes, folders and devices in place of files. */
#define _XOPEN_SOURCE 700 /* mkdtemp, mkfifo, symlink, kill, setenv */
#include "hostile.h"

#include "safeio.h"

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

char build[1024], work[1200], atlas[1200], cli[1200];
const char *data_dir;

/* ---- Running the programs ---- */

/*
 * Runs argv with MANCALA_HOME=home; stdout goes to `out` ("-" closes it,
 * NULL discards it). A run still going after HANG_S seconds is killed and
 * reported as hung.
 */
pid_t run_start(const char *home, const char *out, const char *errpath,
                char *const argv[])
{
    pid_t pid = fork();
    if (pid == 0) {
        if (home) {
            setenv("MANCALA_HOME", home, 1);
        }
        int fd = open(errpath, O_WRONLY | O_CREAT | O_TRUNC, 0644);
        dup2(fd, 2);
        close(fd);
        if (out && strcmp(out, "-") == 0) {
            close(1);
        } else {
            fd = open(out ? out : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC,
                      0644);
            dup2(fd, 1);
            close(fd);
        }
        execv(argv[0], argv);
        _exit(127);
    }
    return pid;
}

int run_wait(pid_t pid, int seconds)
{
    int st = 0;
    for (int i = 0; i < seconds * 100; i++) {
        if (waitpid(pid, &st, WNOHANG) == pid) {
            return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
        }
        struct timespec ten_ms = {0, 10000000};
        nanosleep(&ten_ms, NULL);
    }
    kill(pid, SIGKILL);
    waitpid(pid, &st, 0);
    return -2;
}

void run(Run *r, const char *home, const char *out, char *const argv[])
{
    char errpath[1300];
    snprintf(errpath, sizeof errpath, "%s/stderr.txt", work);
    r->status = run_wait(run_start(home, out, errpath, argv), HANG_S);
    char *text = safeio_read(errpath, 1 << 20, NULL, NULL, 0);
    snprintf(r->err, sizeof r->err, "%s", text ? text : "");
    free(text);
}

void make_dir(const char *path)
{
    char cmd[3000];
    snprintf(cmd, sizeof cmd, "rm -rf '%s' && mkdir -p '%s'", path, path);
    if (system(cmd) != 0) {
        fprintf(stderr, "cannot make %s\n", path);
    }
}

bool write_bytes(const char *path, const void *data, size_t len)
{
    FILE *f = fopen(path, "wb");
    if (!f) {
        return false;
    }
    bool ok = fwrite(data, 1, len, f) == len;
    return (fclose(f) == 0) && ok;
}

bool exists(const char *path)
{
    struct stat st;
    return lstat(path, &st) == 0;
}

const char *const kind_names[KINDS] = {"named pipe", "folder",
                                              "device"};

bool plant(const char *path, int kind)
{
    remove(path);
    switch (kind) {
    case PIPE:
        return mkfifo(path, 0644) == 0;
    case FOLDER:
        return mkdir(path, 0755) == 0;
    default:
        return symlink("/dev/zero", path) == 0;
    }
}

void unplant(const char *path)
{
    rmdir(path);
    remove(path);
}

/* The words the refusal uses for each kind (safeio_open). */
const char *refusal(int kind)
{
    return kind == PIPE ? "named pipe" : kind == FOLDER ? "folder" : "device";
}

/* How many files of `dir` start with `prefix`. */
int count_files(const char *dir, const char *prefix)
{
    DIR *d = opendir(dir);
    int n = 0;
    struct dirent *e;
    while (d && (e = readdir(d)) != NULL) {
        n += strncmp(e->d_name, prefix, strlen(prefix)) == 0;
    }
    if (d) {
        closedir(d);
    }
    return n;
}


/* A data folder of links to the real one, with real folders on the way to
 * `replaced` (relative to data/) so that one file can be swapped. */
bool data_copy(const char *dir, const char *replaced)
{
    char cmd[4000];
    make_dir(dir);
    snprintf(cmd, sizeof cmd,
             "cd '%s' && for f in '%s'/*; do ln -s \"$f\" .; done", dir,
             data_dir);
    if (system(cmd) != 0) {
        return false;
    }
    /* each folder on the way becomes a real one, of links */
    for (const char *slash = strchr(replaced, '/'); slash;
         slash = strchr(slash + 1, '/')) {
        char sub[200];
        snprintf(sub, sizeof sub, "%.*s", (int)(slash - replaced), replaced);
        snprintf(cmd, sizeof cmd,
                 "cd '%s' && rm '%s' && mkdir '%s' && cd '%s' && "
                 "for f in '%s/%s'/*; do ln -s \"$f\" .; done",
                 dir, sub, sub, sub, data_dir, sub);
        if (system(cmd) != 0) {
            return false;
        }
    }
    snprintf(cmd, sizeof cmd, "%s/%s", dir, replaced);
    remove(cmd);
    return true;
}

bool hostile_setup(void)
{
    const char *b = getenv("MANCALA_BUILD_DIR");
    data_dir = getenv("MANCALA_DATA_DIR");
    if (!b || !data_dir) {
        fprintf(stderr, "hostile tests: run them through ctest\n");
        return false;
    }
    snprintf(build, sizeof build, "%s", b);
    snprintf(atlas, sizeof atlas, "%s/mancala-atlas", build);
    snprintf(cli, sizeof cli, "%s/mancala-cli", build);
    /* each class (a CTest of its own, run in parallel) has its own work
     * folder */
    const char *only = getenv("CHECK_ONLY");
    snprintf(work, sizeof work, "%s/tests/hostile/work-%.60s", build,
             only && *only ? only : "all");
    mkdir(work, 0755);
    signal(SIGPIPE, SIG_IGN);
    return true;
}
