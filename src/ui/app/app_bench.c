/* app_bench.c: the frame benchmark (tools/bench): the frame times of one move's animation. */
#include "app/app.h"
#include "kit/screen.h"
#include "screens/game/scr_game.h"

#include <stdio.h>
#include <stdlib.h>
#ifndef _WIN32
#include <sys/resource.h> /* Windows: getrusage() in platform.h */
#endif
#include "platform.h"

static int compare_doubles(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Replays the last move and draws every 16 ms step of its animation as
 * fast as possible (at most $MANCALA_BENCH_MAX_FRAMES frames); prints the
 * frame count, median and 99th percentile of update + draw + present, and
 * the renderer, as one JSON line. */
int app_run_bench_frames(Ui *ui)
{
    enum { MAX_FRAMES = 20000 };
    double *ms = malloc(MAX_FRAMES * sizeof *ms);
    if (!ms) {
        fprintf(stderr, "mancala-atlas: out of memory\n");
        return 1;
    }
    const char *cap = getenv("MANCALA_BENCH_MAX_FRAMES");
    int max = cap && atoi(cap) > 0 && atoi(cap) < MAX_FRAMES ? atoi(cap)
                                                             : MAX_FRAMES;
    ui_game_replay_last(ui);
    double tick = (double)SDL_GetPerformanceFrequency() / 1000.0;
    int n = 0;
    bool moving = true;
    /* CPU time too: on a busy machine it says more than the clock. */
    struct rusage r0, r1;
    getrusage(RUSAGE_SELF, &r0);
    while (moving && n < max && !ui->quit) {
        SDL_PumpEvents();
        uint64_t t0 = SDL_GetPerformanceCounter();
        ui->now_ms += 16;
        moving = app_update_top(ui, 16) >= 0;
        app_draw_top(ui);
        SDL_RenderPresent(ui->ren);
        ms[n++] = (double)(SDL_GetPerformanceCounter() - t0) / tick;
    }
    getrusage(RUSAGE_SELF, &r1);
    double cpu = (double)(r1.ru_utime.tv_sec - r0.ru_utime.tv_sec +
                          r1.ru_stime.tv_sec - r0.ru_stime.tv_sec) * 1000.0 +
                 (double)(r1.ru_utime.tv_usec - r0.ru_utime.tv_usec +
                          r1.ru_stime.tv_usec - r0.ru_stime.tv_usec) / 1000.0;
    qsort(ms, (size_t)n, sizeof *ms, compare_doubles);
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(ui->ren, &info) != 0) {
        info.name = "unknown";
    }
    printf("{\"frames\":%d,\"median_ms\":%.3f,\"p99_ms\":%.3f,"
           "\"max_ms\":%.3f,\"cpu_ms_per_frame\":%.3f,"
           "\"renderer\":\"%s\",\"width\":%d,\"height\":%d}\n",
           n, n ? ms[n / 2] : 0.0, n ? ms[(n * 99) / 100] : 0.0,
           n ? ms[n - 1] : 0.0, n ? cpu / n : 0.0, info.name, ui->w, ui->h);
    free(ms);
    return n > 0 ? 0 : 1;
}
