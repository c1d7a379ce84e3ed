/* endgame_tables.c: the endgame tables the computer player uses: one per game
 * variant that has one, built on a thread of its own the first time it is asked
 * for, cached in the data folder, joined at shutdown. */
#define _POSIX_C_SOURCE 200809L
#include "ai_internal.h"
#include "platform.h"

#include <pthread.h>
#include <stdio.h>
#include <string.h>

/*
 * One table per game variant that has one (AiGameInfo.endgames), built
 * the first time a position of that game asks for it, on a thread of its
 * own (the answer meanwhile comes from the search), and cached in the
 * folder ai_endgame_setup() names.
 */
typedef struct Slot {
    RulesGameId game; /* the variant and the counters covered: set under */
    int holes_per_row, max; /* `lock` when a build starts */
    int state;              /* SLOT_IDLE ... under `lock` */
    _Atomic(EgTable *) ready;
    pthread_t thread; /* its build's, joined by eg_join(): under `lock` */
    bool joinable;
} Slot;

enum { SLOT_IDLE, SLOT_BUILDING, SLOT_READY, SLOT_FAILED };
enum { SLOT_COUNT = RULES_GAME_COUNT * RULES_MAX_VARIANTS };

/* slots[game * RULES_MAX_VARIANTS + k]: the k-th table of the game. */
static Slot slots[SLOT_COUNT];

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t built = PTHREAD_COND_INITIALIZER;
static bool enabled;
static int max_override;
static char cache_dir[4096];
static AiWakeFn watch_wake; /* under `lock` */
static void *watch_user;

void ai_endgame_setup(const char *dir, int max_counters)
{
    pthread_mutex_lock(&lock);
    enabled = true;
    max_override = max_counters;
    snprintf(cache_dir, sizeof cache_dir, "%s", dir ? dir : "");
    pthread_mutex_unlock(&lock);
}

void ai_endgame_watch(AiWakeFn wake, void *user)
{
    pthread_mutex_lock(&lock);
    watch_wake = wake;
    watch_user = user;
    pthread_mutex_unlock(&lock);
}

/* Tells the watcher a build started or ended; under `lock`. */
static void watch_tell(void)
{
    if (watch_wake) {
        watch_wake(watch_user);
    }
}

int ai_endgame_building(void)
{
    int game = -1;
    pthread_mutex_lock(&lock);
    for (int i = 0; i < SLOT_COUNT && game < 0; i++) {
        if (slots[i].state == SLOT_BUILDING) {
            game = (int)slots[i].game;
        }
    }
    pthread_mutex_unlock(&lock);
    return game;
}

void eg_join(void)
{
    for (int i = 0; i < SLOT_COUNT; i++) {
        pthread_mutex_lock(&lock);
        bool join = slots[i].joinable;
        pthread_t th = slots[i].thread;
        slots[i].joinable = false;
        pthread_mutex_unlock(&lock);
        if (join) {
            pthread_join(th, NULL);
        }
    }
}

void ai_endgame_reset(void)
{
    eg_join();
    pthread_mutex_lock(&lock);
    for (int i = 0; i < SLOT_COUNT; i++) {
        while (slots[i].state == SLOT_BUILDING) {
            pthread_cond_wait(&built, &lock);
        }
        eg_free(atomic_exchange(&slots[i].ready, NULL));
        slots[i].state = SLOT_IDLE;
    }
    enabled = false;
    pthread_mutex_unlock(&lock);
}

/* The slot of a game variant's table and the counters it covers, or
 * NULL when the variant has none. */
static Slot *slot_of(RulesGameId game, int holes_per_row, int *max)
{
    const AiGameInfo *g = ai_game(game);
    for (int k = 0; k < RULES_MAX_VARIANTS && g->endgames[k].holes_per_row;
         k++) {
        if (g->endgames[k].holes_per_row == holes_per_row &&
            (unsigned)game < RULES_GAME_COUNT) {
            *max = g->endgames[k].max_counters;
            return &slots[(int)game * RULES_MAX_VARIANTS + k];
        }
    }
    return NULL;
}

/* Which table ai_tables_obtain() is after. */
typedef struct EgWant {
    RulesGameId game;
    int holes_per_row, max;
    const char *dir;
} EgWant;

static void *eg_load_op(void *ctx, const char *path)
{
    const EgWant *w = ctx;
    return eg_load(path, w->game, w->holes_per_row, w->max);
}

static void *eg_build_op(void *ctx)
{
    const EgWant *w = ctx;
    return eg_build(w->game, w->holes_per_row, w->max);
}

/* A folder we cannot write only costs a rebuild. Once the new table is
 * kept, the tables of other limits for this variant (from earlier
 * versions) are only dead weight, tens of megabytes each. */
static bool eg_save_op(void *ctx, void *table, const char *path)
{
    const EgWant *w = ctx;
    if (!eg_save(table, path)) {
        return false;
    }
    for (int k = 0; k <= EG_MAX_COUNTERS; k++) {
        if (k != w->max) {
            char other[4200];
            snprintf(other, sizeof other, "%s/endgame-%s-%d-%d.table", w->dir,
                     rules_game_name(w->game), w->holes_per_row, k);
            remove(other);
        }
    }
    return true;
}

static const AiTableOps eg_ops = {eg_load_op, eg_build_op, eg_save_op};

/* Loads the cached table, or builds it and caches it. Runs unlocked. */
static EgTable *load_or_build(RulesGameId game, int holes_per_row, int max,
                              const char *dir)
{
    char path[4200] = "";
    if (dir[0]) {
        snprintf(path, sizeof path, "%s/endgame-%s-%d-%d.table", dir,
                 rules_game_name(game), holes_per_row, max);
    }
    EgWant want = {game, holes_per_row, max, dir};
    return ai_tables_obtain(path, &eg_ops, &want);
}

static void slot_fill(Slot *s)
{
    char dir[sizeof cache_dir];
    memcpy(dir, cache_dir, sizeof dir);
    pthread_mutex_unlock(&lock);
    EgTable *t = load_or_build(s->game, s->holes_per_row, s->max, dir);
    pthread_mutex_lock(&lock);
    atomic_store(&s->ready, t);
    s->state = t ? SLOT_READY : SLOT_FAILED;
    pthread_cond_broadcast(&built);
    watch_tell();
}

static void *slot_thread(void *arg)
{
    pthread_mutex_lock(&lock);
    slot_fill(arg);
    pthread_mutex_unlock(&lock);
    ai_working_add(-1);
    return NULL;
}

/* The ready table of a game, or NULL. Starts building it in the
 * background (wait = false) or builds it now (wait = true). */
static const EgTable *eg_table(RulesGameId game, int holes_per_row, bool wait)
{
    int max;
    Slot *s = slot_of(game, holes_per_row, &max);
    if (!s) {
        return NULL;
    }
    EgTable *t = atomic_load(&s->ready);
    if (t) {
        return t;
    }
    pthread_mutex_lock(&lock);
    if (enabled && s->state == SLOT_IDLE) {
        s->state = SLOT_BUILDING;
        s->game = game;
        s->holes_per_row = holes_per_row;
        s->max = max_override > 0 ? max_override : max;
        watch_tell();
        if (wait) {
            slot_fill(s);
        } else {
            ai_working_add(1);
            if (pthread_create(&s->thread, NULL, slot_thread, s) == 0) {
                s->joinable = true;
            } else {
                ai_working_add(-1);
                s->state = SLOT_FAILED;
            }
        }
    }
    while (wait && s->state == SLOT_BUILDING) {
        pthread_cond_wait(&built, &lock);
    }
    pthread_mutex_unlock(&lock);
    return atomic_load(&s->ready);
}

bool ai_endgame_prepare(RulesGameId game, int holes_per_row)
{
    return eg_table(game, holes_per_row, true) != NULL;
}

bool ai_endgame_wait(RulesGameId game, int holes_per_row,
                     const atomic_bool *cancel)
{
    int max;
    Slot *s = slot_of(game, holes_per_row, &max);
    if (!s) {
        return false;
    }
    eg_table(game, holes_per_row, false); /* starts the build */
    pthread_mutex_lock(&lock);
    while (s->state == SLOT_BUILDING && !(cancel && atomic_load(cancel))) {
        ai_wait_build(&built, &lock);
    }
    pthread_mutex_unlock(&lock);
    return atomic_load(&s->ready) != NULL;
}

const EgTable *eg_for(const RulesPosition *p)
{
    return eg_table((RulesGameId)p->game, p->holes_per_row, false);
}

void eg_start(RulesGameId game, int holes_per_row)
{
    eg_table(game, holes_per_row, false);
}

bool ai_endgame_info(RulesGameId game, int holes_per_row, int *max_counters,
                     size_t *bytes, double *seconds)
{
    const EgTable *t = eg_table(game, holes_per_row, false);
    if (t) {
        eg_about(t, max_counters, seconds);
        *bytes = eg_bytes(t);
    }
    return t != NULL;
}
