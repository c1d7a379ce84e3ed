/* xwin.h: drives the real program in a real X server (Xvfb + openbox) with real input events (xdotool), for the window tests. */
#ifndef XWIN_H
#define XWIN_H

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define STB_IMAGE_IMPLEMENTATION
#define STBI_ONLY_PNG
#define STBI_NO_HDR
#define STBI_NO_LINEAR
#include <stb_image.h>

/* Everything here is `static` so that each test file may use any part. */

typedef struct XServer {
    pid_t xvfb, wm;
    char display[24];
    char dir[256]; /* a scratch folder for this server's files */
} XServer;

typedef struct XGame {
    pid_t pid;
    char wid[32];   /* the window's X id, as xdotool prints it */
    char dump[320]; /* what the program writes each time it goes idle */
    char home[300]; /* its settings and saves */
} XGame;

static void xw_sleep_ms(int ms)
{
    struct timespec t = {ms / 1000, (long)(ms % 1000) * 1000000L};
    nanosleep(&t, NULL);
}

static long xw_now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

/* Runs a shell command on this server's display; its first output line
 * goes to `out` (may be NULL). True when it exits 0. */
static bool xw_run(const XServer *x, char *out, size_t size,
                   const char *fmt, ...)
{
    char cmd[2048];
    int n = snprintf(cmd, sizeof cmd, "DISPLAY=%s ", x->display);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(cmd + n, sizeof cmd - (size_t)n, fmt, ap);
    va_end(ap);
    FILE *p = popen(cmd, "r");
    if (!p) {
        return false;
    }
    char line[512] = "";
    if (!fgets(line, sizeof line, p)) {
        line[0] = '\0';
    }
    char rest[512];
    while (fgets(rest, sizeof rest, p)) {
    }
    line[strcspn(line, "\n")] = '\0';
    if (out) {
        snprintf(out, size, "%s", line);
    }
    return pclose(p) == 0;
}

static pid_t xw_spawn(char *const argv[], const char *display)
{
    pid_t pid = fork();
    if (pid == 0) {
        if (display) {
            setenv("DISPLAY", display, 1);
        }
        int null = open("/dev/null", O_RDWR);
        if (null >= 0) {
            dup2(null, STDIN_FILENO);
            if (!getenv("XWIN_VERBOSE")) {
                dup2(null, STDOUT_FILENO);
            }
        }
        execvp(argv[0], argv);
        _exit(127);
    }
    return pid;
}

/* Starts Xvfb with one screen of w x h and the openbox window manager.
 * False (with a reason printed) when either cannot start. */
static bool xw_start(XServer *x, int w, int h)
{
    memset(x, 0, sizeof *x);
    snprintf(x->dir, sizeof x->dir, "/tmp/mancala-xwin-XXXXXX");
    if (!mkdtemp(x->dir)) {
        return false;
    }
    int fds[2];
    if (pipe(fds) != 0) {
        return false;
    }
    char fd[16], screen[32];
    snprintf(fd, sizeof fd, "%d", fds[1]);
    snprintf(screen, sizeof screen, "%dx%dx24", w, h);
    char *xargv[] = {"Xvfb", "-displayfd", fd, "-screen", "0", screen,
                     "-nolisten", "tcp", "-noreset", NULL};
    x->xvfb = fork();
    if (x->xvfb == 0) {
        close(fds[0]);
        int null = open("/dev/null", O_RDWR);
        dup2(null, STDERR_FILENO);
        dup2(null, STDOUT_FILENO);
        execvp("Xvfb", xargv);
        _exit(127);
    }
    close(fds[1]);
    char num[16] = "";
    ssize_t got = 0, r;
    while ((r = read(fds[0], num + got, sizeof num - 1 - (size_t)got)) > 0) {
        got += r;
        if (memchr(num, '\n', (size_t)got)) {
            break;
        }
    }
    close(fds[0]);
    if (got <= 0) {
        printf("  cannot start Xvfb\n");
        return false;
    }
    num[strcspn(num, "\n")] = '\0';
    snprintf(x->display, sizeof x->display, ":%s", num);
    char *wargv[] = {"openbox", "--sm-disable", NULL};
    x->wm = xw_spawn(wargv, x->display);
    /* openbox is ready once it names itself on the root window */
    for (long t0 = xw_now_ms(); xw_now_ms() - t0 < 10000;) {
        if (xw_run(x, NULL, 0,
                   "xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | "
                   "grep -q 'window id'")) {
            return true;
        }
        xw_sleep_ms(50);
    }
    printf("  openbox did not start on %s\n", x->display);
    return false;
}

static void xw_stop_pid(pid_t pid)
{
    if (pid > 0) {
        kill(pid, SIGTERM);
        for (int i = 0; i < 100; i++) {
            if (waitpid(pid, NULL, WNOHANG) == pid) {
                return;
            }
            xw_sleep_ms(20);
        }
        kill(pid, SIGKILL);
        waitpid(pid, NULL, 0);
    }
}

static void xw_stop(XServer *x)
{
    xw_stop_pid(x->wm);
    xw_stop_pid(x->xvfb);
    char cmd[400];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", x->dir);
    if (system(cmd) != 0) {
        printf("  could not remove %s\n", x->dir);
    }
}

/* Reads the value of line `key` of a file of "key value" lines. */
static bool xw_dump_line(const char *path, const char *key, char *out,
                         size_t size)
{
    out[0] = '\0';
    FILE *f = fopen(path, "r");
    if (!f) {
        return false;
    }
    char line[8192];
    size_t kl = strlen(key);
    bool found = false;
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = '\0';
        if (strncmp(line, key, kl) == 0 && (line[kl] == ' ' || !line[kl])) {
            snprintf(out, size, "%s", line[kl] ? line + kl + 1 : "");
            found = true;
            break;
        }
    }
    fclose(f);
    return found;
}

static long xw_dump_long(const XGame *g, const char *key)
{
    char v[64];
    return xw_dump_line(g->dump, key, v, sizeof v) ? strtol(v, NULL, 10) : -1;
}

/* The window's place and size on the screen, frame excluded. */
static bool xw_geometry(XServer *x, const XGame *g, int *px, int *py,
                        int *w, int *h)
{
    char line[256];
    if (!xw_run(x, line, sizeof line,
                "xwininfo -id %s | awk '/Absolute upper-left X/{x=$4} "
                "/Absolute upper-left Y/{y=$4} /Width:/{w=$2} "
                "/Height:/{h=$2} END{print x, y, w, h}'",
                g->wid)) {
        return false;
    }
    return sscanf(line, "%d %d %d %d", px, py, w, h) == 4;
}

/* The computer's tables (endgame-*.table, solved-*.table) a game built
 * in its folder, kept in $XWIN_TABLES for every later game of the run:
 * each game in a new folder would otherwise build them again, which
 * takes minutes in a sanitizer build on a loaded machine, and a window
 * is not idle while its table is built. `into_home` links the kept ones
 * into a new folder; otherwise the folder's own new ones are moved to
 * the kept ones. */
static void xw_share_tables(const char *home, bool into_home)
{
    const char *kept = getenv("XWIN_TABLES");
    if (!kept || !*kept) {
        return;
    }
    mkdir(kept, 0700);
    DIR *d = opendir(into_home ? kept : home);
    for (struct dirent *e; d && (e = readdir(d)) != NULL;) {
        size_t n = strlen(e->d_name);
        if (n < 7 || strcmp(e->d_name + n - 6, ".table") != 0) {
            continue;
        }
        char from[600], to[600];
        snprintf(from, sizeof from, "%s/%s", into_home ? kept : home,
                 e->d_name);
        snprintf(to, sizeof to, "%s/%s", into_home ? home : kept, e->d_name);
        struct stat st;
        if (into_home) {
            if (symlink(from, to) != 0 && errno != EEXIST) {
                printf("  could not link %s: %s\n", to, strerror(errno));
            }
        } else if (lstat(from, &st) == 0 && S_ISREG(st.st_mode) &&
                   access(to, F_OK) != 0) {
            rename(from, to);
        }
    }
    if (d) {
        closedir(d);
    }
}

/* Starts the game (the program under test, $MANCALA_ATLAS) with `args`
 * (a NULL-ended list) and `settings` as its settings.ini, and waits for
 * its window and, unless `busy` (a screen that moves from its start, as
 * a watched game does), its first idle moment. Its settings and saves go
 * to a new folder, or to `home` (an earlier game's) when not NULL. */
static bool xw_game_launch(XServer *x, XGame *g, const char *home,
                           const char *settings, const char *const *args,
                           bool busy)
{
    static int count;
    memset(g, 0, sizeof *g);
    snprintf(g->home, sizeof g->home, "%s/home%d", x->dir, count);
    if (home) {
        snprintf(g->home, sizeof g->home, "%s", home);
    }
    snprintf(g->dump, sizeof g->dump, "%s/dump%d", x->dir, count++);
    mkdir(g->home, 0700);
    xw_share_tables(g->home, true);
    if (settings) {
        char path[400];
        snprintf(path, sizeof path, "%s/settings.ini", g->home);
        FILE *f = fopen(path, "w");
        if (!f) {
            return false;
        }
        fputs(settings, f);
        fclose(f);
    }
    const char *exe = getenv("MANCALA_ATLAS");
    char *argv[32];
    int n = 0;
    argv[n++] = (char *)(exe ? exe : "mancala-atlas");
    for (int i = 0; args && args[i] && n < 31; i++) {
        argv[n++] = (char *)args[i];
    }
    argv[n] = NULL;
    g->pid = fork();
    if (g->pid == 0) {
        setenv("DISPLAY", x->display, 1);
        setenv("MANCALA_HOME", g->home, 1);
        setenv("MANCALA_IDLE_DUMP", g->dump, 1);
        unsetenv("SDL_VIDEODRIVER"); /* a real window, not ctest's dummy */
        execv(argv[0], argv);
        _exit(127);
    }
    /* generous: a loaded machine (or a sanitizer build) starts slowly,
     * and the first game of a run to need a table builds it first */
    for (long t0 = xw_now_ms(); xw_now_ms() - t0 < 180000;) {
        if (!g->wid[0]) {
            xw_run(x, g->wid, sizeof g->wid,
                   "xdotool search --onlyvisible --pid %d 2>/dev/null",
                   (int)g->pid);
        }
        if (g->wid[0] && (busy || xw_dump_long(g, "frames") > 0)) {
            /* the window manager may still move the window once its frame
             * is known: wait until place and frames stay put */
            int a[4] = {0}, b[4] = {0};
            long fa = xw_dump_long(g, "frames");
            xw_geometry(x, g, &a[0], &a[1], &a[2], &a[3]);
            xw_sleep_ms(400);
            xw_geometry(x, g, &b[0], &b[1], &b[2], &b[3]);
            if (memcmp(a, b, sizeof a) == 0 &&
                (busy || xw_dump_long(g, "frames") == fa)) {
                return true;
            }
            continue;
        }
        if (waitpid(g->pid, NULL, WNOHANG) == g->pid) {
            printf("  the game exited at start\n");
            g->pid = 0;
            return false;
        }
        xw_sleep_ms(50);
    }
    printf("  no window and no idle moment within 180 s (window '%s', "
           "frames %ld)\n",
           g->wid, xw_dump_long(g, "frames"));
    return false;
}

static bool xw_game_start(XServer *x, XGame *g, const char *home,
                          const char *settings, const char *const *args)
{
    return xw_game_launch(x, g, home, settings, args, false);
}

/* Presses keys ("Right", "alt+Return") in the window, as a player does:
 * the window has the focus and the keys come from the keyboard. */
static bool xw_key(XServer *x, const XGame *g, const char *keys)
{
    return xw_run(x, NULL, 0, "xdotool windowactivate --sync %s key %s",
                  g->wid, keys);
}

/* Ends the game as the window's close button does; its exit status. */
static int xw_game_close(XServer *x, XGame *g)
{
    if (g->pid <= 0) {
        return -1;
    }
    if (!g->wid[0]) {
        xw_stop_pid(g->pid);
        g->pid = 0;
        return -1;
    }
    /* the window manager's close (Alt+F4 in openbox), as a player's */
    xw_key(x, g, "alt+F4");
    for (int i = 0; i < 250; i++) {
        int st;
        if (waitpid(g->pid, &st, WNOHANG) == g->pid) {
            g->pid = 0;
            xw_share_tables(g->home, false);
            return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
        }
        xw_sleep_ms(20);
    }
    xw_stop_pid(g->pid);
    g->pid = 0;
    return -1;
}

/* Does the dump meet `conds`, lines like "moves=1" or "anim_event!=3"
 * separated by ';'? */
static bool xw_dump_meets(const XGame *g, const char *conds)
{
    char all[512];
    snprintf(all, sizeof all, "%s", conds);
    for (char *save = NULL, *c = strtok_r(all, ";", &save); c;
         c = strtok_r(NULL, ";", &save)) {
        char *eq = strchr(c, '=');
        if (!eq || eq == c) {
            return false;
        }
        bool negate = eq[-1] == '!';
        *(negate ? eq - 1 : eq) = '\0';
        char v[4096];
        if (!xw_dump_line(g->dump, c, v, sizeof v) ||
            (strcmp(v, eq + 1) == 0) == negate) {
            return false;
        }
    }
    return true;
}

/* Waits until the program has gone idle, after more than `after_frames`
 * frames, with its dump meeting `conds` (see xw_dump_meets); false after
 * `limit_ms`. */
static bool xw_wait_idle(const XGame *g, const char *conds, long after_frames,
                         int limit_ms)
{
    for (long t0 = xw_now_ms(); xw_now_ms() - t0 < limit_ms;) {
        if (xw_dump_long(g, "frames") > after_frames &&
            xw_dump_meets(g, conds)) {
            return true;
        }
        xw_sleep_ms(30);
    }
    return false;
}

/* Waits for the next idle moment after more than `after_frames` frames. */
static bool xw_wait_frames(const XGame *g, long after_frames, int limit_ms)
{
    return xw_wait_idle(g, "", after_frames, limit_ms);
}

/* A picture of the window, as the X server shows it. */
typedef struct XShot {
    unsigned char *px;
    int w, h;
} XShot;

static bool xw_shot(XServer *x, const XGame *g, const char *name, XShot *s)
{
    char path[400];
    snprintf(path, sizeof path, "%s/%s.png", x->dir, name);
    if (!xw_run(x, NULL, 0, "import -window %s '%s' 2>/dev/null", g->wid,
                path)) {
        return false;
    }
    int comp;
    s->px = stbi_load(path, &s->w, &s->h, &comp, 3);
    if (getenv("XWIN_KEEP")) {
        char cmd[900];
        snprintf(cmd, sizeof cmd, "cp '%s' '%s/%s.png'", path,
                 getenv("XWIN_KEEP"), name);
        if (system(cmd) != 0) {
            printf("  could not keep %s\n", path);
        }
    }
    return s->px != NULL;
}

/* How many pixels differ. */
static long xw_diff(const XShot *a, const XShot *b)
{
    if (a->w != b->w || a->h != b->h) {
        return (long)a->w * a->h + 1;
    }
    long n = 0;
    for (long i = 0; i < (long)a->w * a->h; i++) {
        if (memcmp(a->px + i * 3, b->px + i * 3, 3) != 0) {
            n++;
        }
    }
    return n;
}

/* The window manager's frame around the window: left, right, top, bottom
 * (all 0 when there is none). */
static bool xw_frame(XServer *x, const XGame *g, int ext[4])
{
    char line[256];
    ext[0] = ext[1] = ext[2] = ext[3] = 0;
    if (!xw_run(x, line, sizeof line, "xprop -id %s _NET_FRAME_EXTENTS",
                g->wid)) {
        return false;
    }
    const char *eq = strchr(line, '=');
    return !eq || sscanf(eq + 1, " %d, %d, %d, %d", &ext[0], &ext[1],
                         &ext[2], &ext[3]) == 4;
}

#endif
