/* builder.c: one builder of a kept table at a time: the table's lock shared between processes, the flag that stops builds, the waits that look at it, the program that speaks for them, and the count of the computer's threads at work. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "ai_internal.h"

#include <stdio.h>
#include <time.h>

#include "safeio.h"

/* How long one wait for another process's table lock lasts before the
 * stop flag is looked at again. */
enum { LOCK_WAIT_MS = 100 };

/* ---- Who speaks (kept.c's messages) ---- */

static _Atomic(const char *) program = "mancala-atlas";

void ai_tables_set_program(const char *name)
{
    atomic_store(&program, name);
}

const char *ai_tables_program(void)
{
    return atomic_load(&program);
}

/* ---- Threads at work: searches, hints, reviews, table builds ---- */

static atomic_int working;

void ai_working_add(int delta)
{
    atomic_fetch_add(&working, delta);
}

int ai_threads_working(void)
{
    return atomic_load(&working);
}

/* ---- One builder: the kept file's lock ---- */

static atomic_bool stopping;

bool ai_tables_stopping(void)
{
    return atomic_load(&stopping);
}

void ai_tables_stop_builds(bool stop)
{
    atomic_store(&stopping, stop);
}

void ai_wait_build(pthread_cond_t *built, pthread_mutex_t *lock)
{
    struct timespec until;
    clock_gettime(CLOCK_REALTIME, &until);
    until.tv_nsec += 50000000L;
    if (until.tv_nsec >= 1000000000L) {
        until.tv_sec++;
        until.tv_nsec -= 1000000000L;
    }
    pthread_cond_timedwait(built, lock, &until);
}

void *ai_tables_obtain(const char *path, const AiTableOps *ops, void *ctx)
{
    if (!path[0]) {
        return ops->build(ctx);
    }
    char lock_path[4200];
    snprintf(lock_path, sizeof lock_path, "%s.lock", path);
    int lock;
    for (;;) {
        /* Made when missing and never removed (safeio_lock_file). */
        bool busy = false;
        lock = safeio_lock_file(lock_path, LOCK_WAIT_MS, &busy);
        if (lock >= 0 || !busy) {
            break; /* ours, or no lock to be had here: build alone */
        }
        /* Another process is reading or building it: its table will be
         * there when it lets go. */
        if (ai_tables_stopping()) {
            return NULL;
        }
    }
    void *t = ops->load(ctx, path);
    if (!t) {
        t = ops->build(ctx);
        if (t) {
            ops->save(ctx, t, path);
        }
    }
    safeio_unlock(lock);
    return t;
}
