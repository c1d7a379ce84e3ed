/* progress.c: long work says how far it has got on stderr, from its second second on, so a long run is never mistaken for a hang. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "cli.h"

#include <stdbool.h>
#include <stdio.h>
#include <time.h>

#ifdef HAVE_mancala_ai
#include <errno.h>
#include <pthread.h>
#endif

/* The first report after 2 s, then one every 5 s: a line each, which
 * reads the same on a terminal and in a log. */
enum { FIRST_S = 2, EVERY_S = 5 };

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* One counted task at a time: when it began, and when to report next. */
static double count_start, count_next;

void cli_progress_start(void)
{
    count_start = now_s();
    count_next = count_start + FIRST_S;
}

void cli_progress_count(const char *what, long done, long total)
{
    double t = now_s();
    if (t >= count_next) {
        fprintf(stderr, "mancala-cli: %s: %ld of %ld (%d%%), %.0f s so far\n",
                what, done, total, (int)(100.0 * (double)done / (double)total),
                t - count_start);
        count_next = t + EVERY_S;
    }
}

#ifdef HAVE_mancala_ai
struct CliTicker {
    pthread_t thread;
    pthread_mutex_t lock;
    pthread_cond_t stop;
    bool done;
    const char *what;
    long total_ms; /* 0: not known */
};

static void *tick(void *arg)
{
    CliTicker *t = arg;
    struct timespec start;
    clock_gettime(CLOCK_REALTIME, &start);
    long at = FIRST_S; /* seconds from the start of the next report */
    pthread_mutex_lock(&t->lock);
    while (!t->done) {
        struct timespec until = start;
        until.tv_sec += (time_t)at;
        if (pthread_cond_timedwait(&t->stop, &t->lock, &until) ==
                ETIMEDOUT &&
            !t->done) {
            if (t->total_ms > 0) {
                fprintf(stderr, "mancala-cli: %s: %ld s of %ld s\n", t->what,
                        at, t->total_ms / 1000);
            } else {
                fprintf(stderr, "mancala-cli: %s: %ld s so far\n", t->what,
                        at);
            }
            at += EVERY_S;
        }
    }
    pthread_mutex_unlock(&t->lock);
    return NULL;
}

CliTicker *cli_ticker_start(const char *what, long total_ms)
{
    static CliTicker one; /* one long task at a time */
    CliTicker *t = &one;
    t->done = false;
    t->what = what;
    t->total_ms = total_ms;
    pthread_mutex_init(&t->lock, NULL);
    pthread_cond_init(&t->stop, NULL);
    if (pthread_create(&t->thread, NULL, tick, t) != 0) {
        return NULL; /* no reports, the work goes on */
    }
    return t;
}

void cli_ticker_stop(CliTicker *t)
{
    if (!t) {
        return;
    }
    pthread_mutex_lock(&t->lock);
    t->done = true;
    pthread_cond_signal(&t->stop);
    pthread_mutex_unlock(&t->lock);
    pthread_join(t->thread, NULL);
    pthread_mutex_destroy(&t->lock);
    pthread_cond_destroy(&t->stop);
}
#endif
