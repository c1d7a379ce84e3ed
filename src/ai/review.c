/* review.c: the game review: every move of a game judged (review_judge.c) side
 * by side on a pool of threads, and what a player's moves add up to. */
#include "review_internal.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "platform.h"

/* ---- Making and freeing ---- */

AiReview *ai_review_new(const RulesGame *g, const AiReviewSettings *s)
{
    AiReview *r = calloc(1, sizeof *r);
    if (!r) {
        return NULL;
    }
    r->len = g->len - 1;
    r->nodes = s && s->nodes > 0 ? s->nodes : AI_REVIEW_NODES;
    r->threads = s && s->threads > 0 ? s->threads : plat_cpu_count();
    size_t slots = r->len ? r->len : 1;
    r->positions = malloc(sizeof *r->positions * g->len);
    r->moves = malloc(sizeof *r->moves * slots);
    r->judged = calloc(slots, sizeof *r->judged);
    r->done = calloc(slots, sizeof *r->done);
    r->workers = calloc((size_t)r->threads, sizeof *r->workers);
    if (!r->positions || !r->moves || !r->judged || !r->done ||
        !r->workers) {
        free(r->positions);
        free(r->moves);
        free(r->judged);
        free(r->done);
        free(r->workers);
        free(r);
        return NULL;
    }
    memcpy(r->positions, g->positions, sizeof *r->positions * g->len);
    memcpy(r->moves, g->moves, sizeof *r->moves * r->len);
    for (int k = 0; k < r->threads; k++) {
        r->workers[k].r = r;
    }
    atomic_init(&r->ready, 0);
    atomic_init(&r->cancel, false);
    atomic_init(&r->finished, false);
    pthread_mutex_init(&r->lock, NULL);
    pthread_cond_init(&r->changed, NULL);
    return r;
}

void ai_review_free(AiReview *r)
{
    if (!r) {
        return;
    }
    ai_review_cancel(r);
    for (int k = 0; k < r->threads; k++) {
        Worker *w = &r->workers[k];
        if (w->running) {
            pthread_join(w->thread, NULL);
        }
        if (w->has_work) {
            rules_game_free(&w->work);
        }
        ai_memory_free(w->table);
    }
    for (size_t k = 0; k < r->searched_len; k++) {
        free(r->searched[k].history);
    }
    free(r->searched);
    pthread_cond_destroy(&r->changed);
    pthread_mutex_destroy(&r->lock);
    free(r->workers);
    free(r->positions);
    free(r->moves);
    free(r->judged);
    free(r->done);
    free(r);
}

size_t ai_review_length(const AiReview *r)
{
    return r->len;
}

size_t ai_review_ready(const AiReview *r)
{
    return atomic_load(&r->ready);
}

const AiReviewMove *ai_review_move(const AiReview *r, size_t i)
{
    return i < ai_review_ready(r) ? &r->judged[i] : NULL;
}

void ai_review_cancel(AiReview *r)
{
    atomic_store(&r->cancel, true);
    pthread_mutex_lock(&r->lock);
    pthread_cond_broadcast(&r->changed); /* workers waiting for a search */
    pthread_mutex_unlock(&r->lock);
}

bool ai_review_finished(const AiReview *r)
{
    return atomic_load(&r->finished);
}

void ai_review_stop(AiReview *r)
{
    ai_review_cancel(r);
    for (int k = 0; k < r->threads; k++) {
        Worker *w = &r->workers[k];
        if (w->running) {
            pthread_join(w->thread, NULL);
            w->running = false;
        }
    }
    pthread_mutex_lock(&r->lock);
    r->failure = AI_OK;
    r->running = 0;
    pthread_mutex_unlock(&r->lock);
    r->threaded = false;
    atomic_store(&r->cancel, false);
    atomic_store(&r->finished, atomic_load(&r->ready) >= r->len);
}

bool ai_review_of(const AiReview *r, const RulesGame *g)
{
    if (g->len != r->len + 1 ||
        !rules_position_same(&g->positions[0], &r->positions[0])) {
        return false;
    }
    for (size_t i = 0; i < r->len; i++) {
        if (!rules_move_equal(g->moves[i], r->moves[i])) {
            return false;
        }
    }
    return true;
}

static AiStatus worker_reach(Worker *w, size_t i)
{
    AiReview *r = w->r;
    if (!w->has_work) {
        if (rules_game_init(&w->work, &r->positions[0]) != RULES_OK) {
            return AI_NO_MEMORY;
        }
        w->has_work = true;
        w->table = ai_memory_new_blank();
    }
    if (w->work.len > i + 1) {
        rules_game_truncate(&w->work, i + 1);
    }
    while (w->work.len < i + 1) {
        if (rules_game_play_legal(&w->work, r->moves[w->work.len - 1],
                                  NULL) != RULES_OK) {
            return AI_NO_MEMORY;
        }
    }
    return AI_OK;
}

/* Judges move i with worker w, and hands out every move judged before
 * the first one still being judged. */
static AiStatus judge_move(Worker *w, size_t i)
{
    AiReview *r = w->r;
    AiStatus st = atomic_load(&r->cancel) ? AI_CANCELLED
                  : !ai_review_prepare(r, &r->positions[i])
                      ? AI_CANCELLED
                      : worker_reach(w, i);
    if (st == AI_OK) {
        st = ai_review_judge(w, i, &r->judged[i]);
    }
    pthread_mutex_lock(&r->lock);
    if (st == AI_OK) {
        r->done[i] = true;
        size_t ready = atomic_load(&r->ready);
        while (ready < r->len && r->done[ready]) {
            atomic_store(&r->ready, ++ready); /* after the move is written */
            if (r->threaded && r->wake) {
                r->wake(r->user); /* one worker at a time, a call a move */
            }
        }
        pthread_cond_broadcast(&r->changed);
    } else if (r->failure == AI_OK) {
        r->failure = st;
    }
    pthread_mutex_unlock(&r->lock);
    return st;
}

AiStatus ai_review_step(AiReview *r)
{
    size_t i = atomic_load(&r->ready);
    if (i >= r->len) {
        return AI_NO_MOVE;
    }
    if (atomic_load(&r->cancel)) {
        return AI_CANCELLED;
    }
    r->next = i + 1;
    return judge_move(&r->workers[0], i);
}

/* A worker's thread: the next move no worker has taken, until every move
 * is judged or the review stops. */
static void *review_main(void *arg)
{
    Worker *w = arg;
    AiReview *r = w->r;
    for (;;) {
        pthread_mutex_lock(&r->lock);
        while (r->next < r->len && r->done[r->next]) {
            r->next++; /* judged before a stop (ai_review_stop) */
        }
        bool stop = r->next >= r->len || r->failure != AI_OK ||
                    atomic_load(&r->cancel);
        size_t i = r->next++;
        pthread_mutex_unlock(&r->lock);
        if (stop || judge_move(w, i) != AI_OK) {
            break;
        }
    }
    pthread_mutex_lock(&r->lock);
    if (--r->running == 0) {
        atomic_store(&r->finished, true);
        ai_working_add(-1);
        if (r->wake) {
            r->wake(r->user);
        }
    } else {
        ai_working_add(-1);
    }
    pthread_mutex_unlock(&r->lock);
    return NULL;
}

bool ai_review_start(AiReview *r, AiWakeFn wake, void *user)
{
    if (r->threaded) {
        return true;
    }
    r->wake = wake;
    r->user = user;
    r->next = atomic_load(&r->ready);
    r->running = r->threads;
    r->threaded = true;
    int started = 0;
    for (int k = 0; k < r->threads; k++) {
        Worker *w = &r->workers[k];
        ai_working_add(1);
        w->running = pthread_create(&w->thread, NULL, review_main, w) == 0;
        if (!w->running) {
            ai_working_add(-1);
        }
        started += w->running;
    }
    pthread_mutex_lock(&r->lock);
    r->running -= r->threads - started; /* those that could not start */
    bool none = r->running == 0;
    pthread_mutex_unlock(&r->lock);
    if (none) {
        r->threaded = false;
        return false;
    }
    return true;
}

/* ---- What the moves add up to ---- */

void ai_review_summary(const AiReview *r, AiReviewSummary *out)
{
    memset(out, 0, sizeof *out);
    size_t n = ai_review_ready(r);
    for (size_t i = 0; i < n; i++) {
        const AiReviewMove *m = &r->judged[i];
        int side = m->mover & 1;
        out->marks[side][m->mark]++;
        out->moves[side]++;
        out->accurate[side] += ai_mark_accurate(m->mark);
        if (m->mark < AI_MARK_MISTAKE && !m->win_to_loss) {
            continue;
        }
        /* Insertion into the side's short list, most counters first (a
         * win turned into a loss before any). */
        size_t *list = out->deciding[side];
        int *count = &out->deciding_count[side];
        int k = *count < AI_REVIEW_DECIDING ? (*count)++ : AI_REVIEW_DECIDING;
        while (k > 0) {
            const AiReviewMove *o = &r->judged[list[k - 1]];
            bool before = m->win_to_loss > o->win_to_loss ||
                          (m->win_to_loss == o->win_to_loss &&
                           m->loss > o->loss);
            if (!before) {
                break;
            }
            if (k < AI_REVIEW_DECIDING) {
                list[k] = list[k - 1];
            }
            k--;
        }
        if (k < AI_REVIEW_DECIDING) {
            list[k] = i;
        }
    }
}

int ai_review_accuracy(const AiReviewSummary *s, int side)
{
    int n = s->moves[side & 1];
    return n ? (200 * s->accurate[side & 1] + n) / (2 * n) : 100;
}

size_t ai_review_curve(const AiReview *r, int *out, size_t max)
{
    size_t n = ai_review_ready(r), k = 0;
    for (size_t i = 0; i < n && k < max; i++) {
        const AiReviewMove *m = &r->judged[i];
        int sign = m->mover == RULES_SOUTH ? 1 : -1;
        if (i == 0) {
            out[k++] = sign * m->best_value;
        }
        if (k < max) {
            out[k++] = sign * m->played_value;
        }
    }
    return k;
}

int ai_review_reason(const AiReview *r, size_t i, AiTranslate tr,
                     const char *const names[2], char *buf, size_t size)
{
    const AiReviewMove *m = ai_review_move(r, i);
    if (size > 0) {
        buf[0] = '\0';
    }
    if (!m || m->mark <= AI_MARK_BEST) {
        return 0;
    }
    return ai_hint_reason_named(&r->positions[i], &m->why, tr, names, buf,
                                size);
}
