/* task.c: the computer thinks on a worker thread so the window stays responsive; cancel and collect the answer. */
#include "ai_internal.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

struct AiTask {
    pthread_t thread;
    bool want_hint;
    RulesPosition position;
    uint64_t *history; /* copy of RulesGame.keys */
    size_t history_len;
    AiSettings settings;
    AiWakeFn wake;
    void *user;
    atomic_bool cancel;
    atomic_bool done;
    AiStatus status;
    AiResult result;
    AiHint hint;
};

static void *task_main(void *arg)
{
    AiTask *t = arg;
    if (t->want_hint) {
        t->status = ai_hint(&t->position, t->history, t->history_len,
                            &t->settings, &t->cancel, &t->hint);
        t->result = t->hint.best;
    } else {
        t->status = ai_choose(&t->position, t->history, t->history_len,
                              &t->settings, &t->cancel, &t->result);
    }
    /* The answer is written before `done` says so (sequentially
     * consistent atomics), and the wake-up comes last: after it the
     * owner may finish the task at any moment. */
    atomic_store(&t->done, true);
    ai_working_add(-1);
    if (t->wake) {
        t->wake(t->user);
    }
    return NULL;
}

static AiTask *task_start(const RulesGame *g, const AiSettings *s,
                          AiWakeFn wake, void *user, bool want_hint)
{
    AiTask *t = calloc(1, sizeof *t);
    if (!t) {
        return NULL;
    }
    t->history = malloc(sizeof *t->history * (g->len ? g->len : 1));
    if (!t->history) {
        free(t);
        return NULL;
    }
    memcpy(t->history, g->keys, sizeof *t->history * g->len);
    t->history_len = g->len;
    t->position = *rules_game_current(g);
    t->settings = s ? *s : ai_settings(AI_LEVEL_EXPERT);
    t->wake = wake;
    t->user = user;
    t->want_hint = want_hint;
    atomic_init(&t->cancel, false);
    atomic_init(&t->done, false);
    ai_working_add(1);
    if (pthread_create(&t->thread, NULL, task_main, t) != 0) {
        ai_working_add(-1);
        free(t->history);
        free(t);
        return NULL;
    }
    return t;
}

AiTask *ai_task_start(const RulesGame *g, const AiSettings *s, AiWakeFn wake,
                      void *user)
{
    return task_start(g, s, wake, user, false);
}

AiTask *ai_task_start_hint(const RulesGame *g, const AiSettings *s,
                           AiWakeFn wake, void *user)
{
    return task_start(g, s, wake, user, true);
}

bool ai_task_done(const AiTask *t)
{
    return atomic_load(&t->done);
}

void ai_task_cancel(AiTask *t)
{
    atomic_store(&t->cancel, true);
}

AiStatus ai_task_finish(AiTask *t, AiResult *result, AiHint *hint)
{
    pthread_join(t->thread, NULL);
    AiStatus status = t->status;
    if (result) {
        *result = t->result;
    }
    if (hint) {
        *hint = t->hint;
    }
    free(t->history);
    free(t);
    return status;
}
