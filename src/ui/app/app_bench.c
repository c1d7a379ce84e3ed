/* app_bench.c: the frame benchmark (tools/bench): the frame times of one move's animation. */
#include "app/app.h"
#include "kit/screen.h"
#include "screens/game/scr_game.h"
#include "screens/review/scr_review.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifndef _WIN32
#include <sys/resource.h> /* Windows: getrusage() in platform.h */
#endif
#include "platform.h"

static int compare_doubles(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* The processor time this process has used, in ms. */
static double cpu_ms(void)
{
    struct rusage r;
    getrusage(RUSAGE_SELF, &r);
    return (double)(r.ru_utime.tv_sec + r.ru_stime.tv_sec) * 1000.0 +
           (double)(r.ru_utime.tv_usec + r.ru_stime.tv_usec) / 1000.0;
}

/* One frame as the loop draws it: update, draw, present; its ms. */
static double frame(Ui *ui, bool *moving)
{
    double tick = (double)SDL_GetPerformanceFrequency() / 1000.0;
    SDL_PumpEvents();
    uint64_t t0 = SDL_GetPerformanceCounter();
    ui->now_ms += 16;
    *moving = app_update_top(ui, 16) >= 0;
    app_draw_top(ui);
    SDL_RenderPresent(ui->ren);
    return (double)(SDL_GetPerformanceCounter() - t0) / tick;
}

/* The frame times' count, median, 99th percentile and longest, the
 * processor time per frame and the renderer, as one JSON line, ending
 * with `more` (",\"key\":value" fields, may be ""). */
static void print_times(Ui *ui, double *ms, int n, double cpu,
                        const char *more)
{
    qsort(ms, (size_t)n, sizeof *ms, compare_doubles);
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(ui->ren, &info) != 0) {
        info.name = "unknown";
    }
    int over = 0;
    for (int i = 0; i < n; i++) {
        over += ms[i] >= 16.0;
    }
    printf("{\"frames\":%d,\"median_ms\":%.3f,\"p99_ms\":%.3f,"
           "\"max_ms\":%.3f,\"frames_over_16ms\":%d,"
           "\"cpu_ms_per_frame\":%.3f,\"renderer\":\"%s\",\"width\":%d,"
           "\"height\":%d%s}\n",
           n, n ? ms[n / 2] : 0.0, n ? ms[(n * 99) / 100] : 0.0,
           n ? ms[n - 1] : 0.0, over, n ? cpu / n : 0.0, info.name, ui->w,
           ui->h, more);
}

/* Adds frame i of ms to the list of frames of 16 ms or more, with how
 * far the review had got (`ready`): which frames, to tell a first
 * frame's setting up from the work of another thread. */
static void note_late(char *late, size_t size, int i, double ms,
                      size_t ready)
{
    size_t len = strlen(late);
    if (ms >= 16.0 && len + 40 < size) {
        snprintf(late + len, size - len, "%s[%d,%.1f,%zu]", len ? "," : "",
                 i, ms, ready);
    }
}

/* MANCALA_BENCH_REVIEW: the review of the game, a frame every 16 ms of
 * real time (as the window's loop draws while something moves) until the
 * engine has judged every move; the frame times, when the first mark came
 * and when the last. */
static int bench_review(Ui *ui, double *ms, int max)
{
    /* the game screen as the player had it, drawn once and not timed:
     * the review then opens in a program that has started */
    bool unused;
    frame(ui, &unused);
    ui_game_review(ui);
    size_t ready = 0, total = 0;
    if (!ui_review_progress(ui, &ready, &total)) {
        fprintf(stderr, "mancala-atlas: no game to review\n");
        return 1;
    }
    uint64_t start = SDL_GetTicks64();
    double first = -1, c0 = cpu_ms();
    int n = 0;
    bool moving = true;
    char late[600] = "";
    while (n < max && !ui->quit &&
           ui_review_progress(ui, &ready, &total) && ready < total &&
           moving) {
        uint64_t t = SDL_GetTicks64();
        ms[n] = frame(ui, &moving);
        note_late(late, sizeof late, n, ms[n], ready);
        n++;
        if (ready > 0 && first < 0) {
            first = (double)(SDL_GetTicks64() - start);
        }
        uint64_t spent = SDL_GetTicks64() - t;
        if (spent < 16) {
            SDL_Delay((uint32_t)(16 - spent));
        }
    }
    double whole = (double)(SDL_GetTicks64() - start);
    char more[800];
    snprintf(more, sizeof more,
             ",\"moves\":%zu,\"judged\":%zu,\"first_mark_ms\":%.0f,"
             "\"review_ms\":%.0f,\"late_frames\":[%s]",
             total, ready, first, whole, late);
    print_times(ui, ms, n, cpu_ms() - c0, more);
    return n > 0 ? 0 : 1;
}

/* Replays the last move and draws every 16 ms step of its animation as
 * fast as possible (at most $MANCALA_BENCH_MAX_FRAMES frames); prints the
 * frame count, median and 99th percentile of update + draw + present, and
 * the renderer, as one JSON line. With $MANCALA_BENCH_REVIEW set, times
 * the frames of the game's review instead (bench_review). */
int app_run_bench_frames(Ui *ui)
{
    enum { MAX_FRAMES = 20000 };
    double *ms = malloc(MAX_FRAMES * sizeof *ms);
    if (!ms) {
        ui_fatal(__FILE__, __LINE__, "out of memory");
    }
    const char *cap = getenv("MANCALA_BENCH_MAX_FRAMES");
    int max = MAX_FRAMES;
    if (cap && !ui_parse_int(cap, 1, MAX_FRAMES - 1, &max)) {
        max = MAX_FRAMES;
    }
    if (getenv("MANCALA_BENCH_REVIEW")) {
        int status = bench_review(ui, ms, max);
        free(ms);
        return status;
    }
    ui_game_replay_last(ui);
    int n = 0;
    bool moving = true;
    /* CPU time too: on a busy machine it says more than the clock. */
    double c0 = cpu_ms();
    char late[600] = "", more[640];
    while (moving && n < max && !ui->quit) {
        ms[n] = frame(ui, &moving);
        note_late(late, sizeof late, n, ms[n], 0);
        n++;
    }
    snprintf(more, sizeof more, ",\"late_frames\":[%s]", late);
    print_times(ui, ms, n, cpu_ms() - c0, more);
    free(ms);
    return n > 0 ? 0 : 1;
}
