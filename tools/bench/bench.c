/* bench.c: mancala-bench: measures the rules core, drawing, start-up, memory and idle CPU, and prints one Markdown table (run it with tools/bench/run). */
#define _DEFAULT_SOURCE /* wait4() for each child's peak memory */
#include <errno.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "rules.h"
#ifdef HAVE_AI
#include "ai.h"
#endif

/*
 * Usage: mancala-bench BUILD_DIR [--runs N] [--frames N] [--no-ui]
 * Every figure is the median of N runs (5 by default). The drawing, start-up
 * and idle figures need a display ($DISPLAY, e.g. Xvfb); tools/bench/run
 * starts one.
 */

enum { BENCH_OUT_MAX = 1 << 16, BENCH_MOVES_MAX = 8192 };

typedef struct BenchRun {
    char out[BENCH_OUT_MAX]; /* the child's standard output */
    double wall_ms;
    long max_rss_kb;
    int status;
} BenchRun;

static long bench_peak_rss_kb; /* largest RSS of any game process */

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1000.0 + (double)t.tv_nsec / 1e6;
}

/* Runs argv with extra "NAME=value" settings; captures stdout. */
static bool run(char *const argv[], const char *const env[], BenchRun *r)
{
    int fds[2];
    if (pipe(fds) != 0) {
        return false;
    }
    double start = now_ms();
    pid_t pid = fork();
    if (pid < 0) {
        close(fds[0]);
        close(fds[1]);
        return false;
    }
    if (pid == 0) {
        dup2(fds[1], STDOUT_FILENO);
        close(fds[0]);
        close(fds[1]);
        for (int i = 0; env && env[i]; i++) {
            putenv((char *)env[i]);
        }
        execv(argv[0], argv);
        fprintf(stderr, "mancala-bench: cannot run %s: %s\n", argv[0],
                strerror(errno));
        _exit(127);
    }
    close(fds[1]);
    size_t len = 0;
    ssize_t n;
    while ((n = read(fds[0], r->out + len, sizeof r->out - 1 - len)) > 0) {
        len += (size_t)n;
    }
    r->out[len] = '\0';
    close(fds[0]);
    struct rusage ru;
    int status = 0;
    if (wait4(pid, &status, 0, &ru) < 0) {
        return false;
    }
    r->wall_ms = now_ms() - start;
    r->max_rss_kb = ru.ru_maxrss;
    r->status = WIFEXITED(status) ? WEXITSTATUS(status) : 128;
    return r->status == 0;
}

static double json_number(const char *json, const char *key)
{
    char pat[64];
    snprintf(pat, sizeof pat, "\"%s\":", key);
    const char *at = strstr(json, pat);
    return at ? strtod(at + strlen(pat), NULL) : -1.0;
}

static int compare_doubles(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, compare_doubles);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2.0;
}

/* The boards: each game and row length. */
typedef struct BenchBoard {
    RulesGameId game;
    int holes;
    char label[32];
} BenchBoard;

static int boards(BenchBoard out[8])
{
    int n = 0;
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        int v[4], nv = rules_game_variants((RulesGameId)g, v);
        for (int k = 0; k < nv; k++) {
            out[n].game = (RulesGameId)g;
            out[n].holes = v[k];
            if (nv > 1) {
                snprintf(out[n].label, sizeof out[n].label, "%s %d",
                         rules_game_title((RulesGameId)g), v[k]);
            } else {
                snprintf(out[n].label, sizeof out[n].label, "%s",
                         rules_game_title((RulesGameId)g));
            }
            n++;
        }
    }
    return n;
}

/* ---- Rules core: random play through mancala-cli ---- */

static void bench_rules(const char *build, const BenchBoard *b, int nb,
                        int runs)
{
    char cli[1024];
    snprintf(cli, sizeof cli, "%s/mancala-cli", build);
    printf("\n| rules core: random play | moves per second |\n"
           "| --- | ---: |\n");
    for (int i = 0; i < nb; i++) {
        double v[32];
        int got = 0;
        /* Bao games are long: fewer of them take as long as the others. */
        const char *games = b[i].game == RULES_GAME_BAO_KIGOGO ? "100"
                                                                : "2000";
        for (int r = 0; r < runs; r++) {
            char holes[8], seed[16];
            snprintf(holes, sizeof holes, "%d", b[i].holes);
            snprintf(seed, sizeof seed, "%d", r + 1);
            char *argv[] = {cli, "random", "--game",
                            (char *)rules_game_name(b[i].game), "--holes",
                            holes, "--games", (char *)games, "--seed", seed,
                            NULL};
            static BenchRun out;
            if (run(argv, NULL, &out)) {
                v[got++] = json_number(out.out, "moves_per_second");
            }
        }
        if (got) {
            printf("| %s | %.0f |\n", b[i].label, median(v, got));
        } else {
            printf("| %s | failed |\n", b[i].label);
        }
    }
}

/* ---- Computer player: positions searched per second ---- */

#ifdef HAVE_AI
static double cpu_now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (double)t.tv_sec * 1000.0 + (double)t.tv_nsec / 1e6;
}

/* Expert searches of 300 ms from positions a few random moves into a
 * game; positions per second of wall time and of the thread's CPU. */
static void bench_ai(const BenchBoard *b, int nb, int runs)
{
    printf("\n| computer player (expert, 300 ms a move) | positions per "
           "second | per CPU second |\n| --- | ---: | ---: |\n");
    for (int i = 0; i < nb; i++) {
        double wall[32], cpu[32];
        int got = 0;
        bool perfect = false;
        for (int r = 0; r < runs; r++) {
            RulesPosition p;
            rules_setup(&p, b[i].game, b[i].holes);
            RulesGame g;
            if (rules_game_init(&g, &p) != RULES_OK) {
                break;
            }
            uint32_t rng = 777u + (uint32_t)r;
            for (int k = 0; k < 6 + r && !rules_game_current(&g)->over;
                 k++) {
                RulesMove legal[RULES_MAX_MOVES];
                int n = rules_legal_moves(rules_game_current(&g), legal);
                rng = rng * 1103515245u + 12345u;
                rules_game_play_legal(&g, legal[(rng >> 8) % (unsigned)n],
                                      NULL);
            }
            AiSettings set = ai_settings(AI_LEVEL_EXPERT);
            set.ms = 300;
            AiResult res;
            double c0 = cpu_now_ms();
            if (!rules_game_current(&g)->over &&
                ai_choose_in_game(&g, &set, NULL, &res) == AI_OK) {
                double c = cpu_now_ms() - c0;
                perfect = perfect || res.perfect;
                if (res.seconds > 0 && c > 0 && res.nodes > 0) {
                    wall[got] = (double)res.nodes / res.seconds;
                    cpu[got++] = (double)res.nodes / (c / 1000.0);
                }
            }
            rules_game_free(&g);
        }
        if (got) {
            printf("| %s | %.0f | %.0f |\n", b[i].label, median(wall, got),
                   median(cpu, got));
        } else {
            printf("| %s | %s | |\n", b[i].label,
                   perfect ? "no search: perfect play from the solved table"
                           : "failed");
        }
    }
}
#endif

/* ---- A long relay move for each board ---- */

/* Plays seeded random games and keeps the one move whose trace sows the
 * most counters; writes the moves up to it in notation. */
static int long_move(const BenchBoard *b, char *moves, size_t size)
{
    RulesPosition start;
    rules_setup(&start, b->game, b->holes);
    RulesTrace t = {0};
    int best = -1;
    uint32_t rng = 12345u;
    for (int game = 0; game < 200; game++) {
        RulesGame g;
        if (rules_game_init(&g, &start) != RULES_OK) {
            break;
        }
        while (!rules_game_current(&g)->over && g.len < 400) {
            RulesMove legal[RULES_MAX_MOVES];
            int n = rules_legal_moves(rules_game_current(&g), legal);
            rng = rng * 1103515245u + 12345u;
            rules_trace_clear(&t);
            rules_game_play_legal(&g, legal[(rng >> 8) % (unsigned)n], &t);
            int sown = 0;
            for (size_t k = 0; k < t.len; k++) {
                sown += t.events[k].kind == RULES_EV_SOW;
            }
            if (sown > best) {
                best = sown;
                size_t at = 0;
                moves[0] = '\0';
                for (size_t k = 0; k + 1 < g.len && at + 8 < size; k++) {
                    char one[RULES_MOVE_TEXT_MAX];
                    rules_move_format(g.moves[k], one, sizeof one);
                    at += (size_t)snprintf(moves + at, size - at, "%s%s",
                                           k ? " " : "", one);
                }
            }
        }
        rules_game_free(&g);
    }
    rules_trace_free(&t);
    return best;
}

/* ---- Drawing, start-up, memory, idle CPU: the game itself ---- */

static void bench_frames(const char *build, const BenchBoard *b, int nb,
                         int runs, int frames)
{
    char game[1024], cap[64];
    snprintf(game, sizeof game, "%s/mancala-atlas", build);
    snprintf(cap, sizeof cap, "MANCALA_BENCH_MAX_FRAMES=%d", frames);
    printf("\n| drawing a long relay move, 1280×800 | counters sown | "
           "software: median | software: 99th pct | software: CPU | "
           "default: median | default: 99th pct | default: CPU |\n"
           "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n");
    char default_name[32] = "default";
    for (int i = 0; i < nb; i++) {
        static char moves[BENCH_MOVES_MAX];
        int sown = long_move(&b[i], moves, sizeof moves);
        char holes[8];
        snprintf(holes, sizeof holes, "%d", b[i].holes);
        printf("| %s | %d |", b[i].label, sown);
        for (int software = 1; software >= 0; software--) {
            double med[32], p99[32], cpu[32];
            int got = 0;
            for (int r = 0; r < runs; r++) {
                char *argv[] = {game, "--game",
                                (char *)rules_game_name(b[i].game),
                                "--holes", holes, "--moves", moves,
                                "--bench-frames", NULL};
                const char *env[] = {cap, software
                                              ? "SDL_RENDER_DRIVER=software"
                                              : NULL, NULL};
                static BenchRun out;
                if (run(argv, env, &out)) {
                    med[got] = json_number(out.out, "median_ms");
                    cpu[got] = json_number(out.out, "cpu_ms_per_frame");
                    p99[got++] = json_number(out.out, "p99_ms");
                    const char *name = strstr(out.out, "\"renderer\":\"");
                    if (!software && name) {
                        sscanf(name + 12, "%31[^\"]", default_name);
                    }
                    if (out.max_rss_kb > bench_peak_rss_kb) {
                        bench_peak_rss_kb = out.max_rss_kb;
                    }
                }
            }
            if (got) {
                printf(" %.1f ms | %.1f ms | %.1f ms |", median(med, got),
                       median(p99, got), median(cpu, got));
            } else {
                printf(" failed | failed | failed |");
            }
        }
        printf("\n");
        fflush(stdout);
    }
    printf("\nFrame times are wall-clock time of update + draw + present "
           "for the first %d frames (16 ms steps) of the move; CPU is the "
           "game process's CPU time per frame. The default renderer here "
           "is %s.\n", frames, default_name);
}

static void bench_startup(const char *build, int runs)
{
    char game[1024];
    snprintf(game, sizeof game, "%s/mancala-atlas", build);
    double v[32];
    int got = 0;
    for (int r = 0; r < runs; r++) {
        char *argv[] = {game, "--quit-after-first-frame", NULL};
        static BenchRun out;
        if (run(argv, NULL, &out)) {
            v[got++] = out.wall_ms;
            if (out.max_rss_kb > bench_peak_rss_kb) {
                bench_peak_rss_kb = out.max_rss_kb;
            }
        }
    }
    printf("\n| the game | value | target |\n| --- | ---: | ---: |\n");
    if (got) {
        printf("| start-up: launch to first frame (and exit) | %.0f ms | "
               "< 300 ms |\n", median(v, got));
    } else {
        printf("| start-up: launch to first frame | failed | < 300 ms |\n");
    }
}

/* CPU ticks (user + system) of a process, from /proc/PID/stat. */
static long cpu_ticks(pid_t pid)
{
    char path[64], buf[1024];
    snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
    FILE *f = fopen(path, "r");
    if (!f) {
        return -1;
    }
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = '\0';
    /* Fields after the command name (which may hold spaces). */
    const char *p = strrchr(buf, ')');
    long utime = 0, stime = 0;
    if (!p || sscanf(p + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u "
                            "%ld %ld", &utime, &stime) != 2) {
        return -1;
    }
    return utime + stime;
}

/* Starts the game with `args`, leaves it alone for 10 s and prints the
 * share of one core it used meanwhile. */
static void bench_idle(const char *build, const char *label,
                       const char *arg1, const char *arg2)
{
    char game[1024];
    snprintf(game, sizeof game, "%s/mancala-atlas", build);
    pid_t pid = fork();
    if (pid == 0) {
        execl(game, game, arg1, arg2, (char *)NULL);
        _exit(127);
    }
    if (pid < 0) {
        return;
    }
    sleep(2); /* let it start and draw */
    long before = cpu_ticks(pid);
    sleep(10);
    long after = cpu_ticks(pid);
    kill(pid, SIGTERM);
    struct rusage ru;
    int status;
    wait4(pid, &status, 0, &ru);
    if (ru.ru_maxrss > bench_peak_rss_kb) {
        bench_peak_rss_kb = ru.ru_maxrss;
    }
    if (before < 0 || after < 0) {
        printf("| CPU for 10 s, %s | failed | ~0 %% |\n", label);
        return;
    }
    double pct = 100.0 * (double)(after - before) /
                 (10.0 * (double)sysconf(_SC_CLK_TCK));
    printf("| CPU for 10 s, %s | %.1f %% | ~0 %% |\n", label, pct);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s BUILD_DIR [--runs N] [--frames N] "
                        "[--no-ui]\n", argv[0]);
        return 2;
    }
    const char *build = argv[1];
    int runs = 5, frames = 120;
    bool ui = true;
    for (int i = 2; i < argc; i++) {
        if (strcmp(argv[i], "--runs") == 0 && i + 1 < argc) {
            runs = atoi(argv[++i]);
        } else if (strcmp(argv[i], "--frames") == 0 && i + 1 < argc) {
            frames = atoi(argv[++i]);
        } else if (strcmp(argv[i], "--no-ui") == 0) {
            ui = false;
        } else {
            fprintf(stderr, "mancala-bench: unknown option %s\n", argv[i]);
            return 2;
        }
    }
    if (runs < 1 || runs > 31 || frames < 1) {
        fprintf(stderr, "mancala-bench: --runs 1..31, --frames 1 or more\n");
        return 2;
    }
    BenchBoard b[8];
    int nb = boards(b);
    printf("Median of %d runs.\n", runs);
    bench_rules(build, b, nb, runs);
#ifdef HAVE_AI
    bench_ai(b, nb, runs);
#endif
    if (!ui) {
        return 0;
    }
    if (!getenv("DISPLAY")) {
        fprintf(stderr, "mancala-bench: no $DISPLAY: the game figures need "
                        "one (tools/bench/run starts Xvfb)\n");
        return 1;
    }
    bench_frames(build, b, nb, runs, frames);
    bench_startup(build, runs);
    bench_idle(build, "game screen waiting for a move (idle)", "--game",
               "ayoayo");
    bench_idle(build, "title screen (plays a demo game)", NULL, NULL);
    printf("| peak memory (largest RSS of any run above) | %.1f MB | "
           "< 100 MB |\n", (double)bench_peak_rss_kb / 1024.0);
    return 0;
}
