/* review.c: the game review: every move of a game judged against the best move (exact from a table, else a search of a fixed size), marked, summed up per player; moves judged side by side on a pool of threads. */
#include "ai_internal.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "platform.h"

/*
 * A search the review made, kept with what it was asked, so that the same
 * question is answered again without searching: the value of the position
 * after a move played is the next move's first search. A search is a
 * function of these alone (a fixed number of positions, a blank table, no
 * endgame table), so a kept answer is the one a new search would give,
 * whichever thread made it and whenever.
 */
typedef struct Searched {
    RulesPosition p;
    uint64_t key; /* rules_position_key(p) */
    uint64_t *history;
    size_t history_len;
    AiSettings settings;
    bool done; /* else a worker is searching it now */
    AiStatus status;
    AiResult result;
} Searched;

/* A thread judging moves (worker 0 is also the caller of
 * ai_review_step()), with its own record and search table. */
typedef struct Worker {
    AiReview *r;
    /* The game up to the move judged, replayed, so the best move's child
     * ends by repetition (C-6) as the real game would; the lines a value
     * follows are played on it and taken back. */
    RulesGame work;
    bool has_work;
    AiMemory *table; /* blank for each search; NULL: a fresh one each */
    pthread_t thread;
    bool running;
} Worker;

struct AiReview {
    /* The game as given, read-only once made (any thread reads it). */
    RulesPosition *positions; /* len + 1: the start and after each move */
    RulesMove *moves;
    size_t len;
    long long nodes;
    int threads;
    AiReviewMove *judged; /* [len]: the first `ready` are filled in */
    atomic_size_t ready;
    atomic_bool cancel;
    atomic_bool finished;
    bool threaded;
    AiWakeFn wake;
    void *user;
    Worker *workers; /* [threads] */
    /* Under `lock`: */
    pthread_mutex_t lock;
    pthread_cond_t changed; /* a search kept, a move judged */
    bool *done;             /* [len]: judged[i] is filled in */
    size_t next;            /* the next move no worker has taken */
    AiStatus failure;       /* the first thing that stopped a worker */
    int running;            /* workers not yet returned */
    Searched *searched;
    size_t searched_len, searched_cap;
};

/* ---- Marks ---- */

/* The thresholds of docs/CLI-REVIEW.md: the most counters each mark
 * allows. */
static const int mark_max_loss[AI_MARK_COUNT - 1] = {
    [AI_MARK_BEST] = 0,
    [AI_MARK_GOOD] = 1,
    [AI_MARK_INACCURACY] = 3,
    [AI_MARK_MISTAKE] = 6,
};

AiMark ai_mark_for_loss(int loss)
{
    for (int m = 0; m < AI_MARK_COUNT - 1; m++) {
        if (loss <= mark_max_loss[m]) {
            return (AiMark)m;
        }
    }
    return AI_MARK_BLUNDER;
}

const char *ai_mark_name(AiMark mark)
{
    static const char *const names[AI_MARK_COUNT] = {
        "best", "good", "inaccuracy", "mistake", "blunder"};
    return (unsigned)mark < AI_MARK_COUNT ? names[mark] : "";
}

/* Marked for po/update-pot like the hints' words (-kai_tr:2). */
static const char *ai_tr(AiTranslate tr, const char *english)
{
    return tr ? tr(english) : english;
}

const char *ai_mark_label(AiMark mark, AiTranslate tr)
{
    switch (mark) {
    case AI_MARK_BEST:
        return ai_tr(tr, "Best");
    case AI_MARK_GOOD:
        return ai_tr(tr, "Good");
    case AI_MARK_INACCURACY:
        return ai_tr(tr, "Inaccuracy");
    case AI_MARK_MISTAKE:
        return ai_tr(tr, "Mistake");
    default:
        return ai_tr(tr, "Blunder");
    }
}

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

/* ---- Judging one move ---- */

/* A value, for the side `me` that moved. */
typedef struct Value {
    int counters;
    AiOutcome outcome;
    long long nodes;
} Value;

static AiOutcome flip(AiOutcome o)
{
    return o == AI_OUTCOME_WIN    ? AI_OUTCOME_LOSS
           : o == AI_OUTCOME_LOSS ? AI_OUTCOME_WIN
                                  : o;
}

/* Search score (10 a counter) to whole counters, halves away from 0. */
static int counters_of(int score)
{
    return score >= 0 ? (score + 5) / 10 : -((-score + 5) / 10);
}

/* A finished game for `me`: the final margin where exact; where searched,
 * the result as all the counters won or lost, as a proven result counts
 * (search_value), so that the two compare. */
static Value finished_value(const RulesPosition *q, int me, bool exact)
{
    Value v = {0};
    bool win = q->winner == (me == RULES_SOUTH ? RULES_WINNER_SOUTH
                                               : RULES_WINNER_NORTH);
    v.outcome = q->winner == RULES_WINNER_DRAW ? AI_OUTCOME_DRAW
                : win                          ? AI_OUTCOME_WIN
                                               : AI_OUTCOME_LOSS;
    int all = rules_start_total(q);
    v.counters = exact ? q->captured[me] - q->captured[1 - me]
                 : v.outcome == AI_OUTCOME_DRAW ? 0
                 : win                          ? all
                                                : -all;
    return v;
}

/* The table's value of the current position of `w` for `me`; false when
 * no table knows it. */
static bool table_value(const RulesGame *w, int me, Value *out)
{
    const RulesPosition *q = rules_game_current(w);
    if (q->over) {
        *out = finished_value(q, me, true);
        return true;
    }
    AiSolved s;
    if (!ai_solve(q, w->keys, w->len, &s) &&
        !ai_endgame_solve(q, w->keys, w->len, &s)) {
        return false;
    }
    bool same = q->to_move == me;
    int margin = s.final_mover - s.final_opponent;
    out->counters = same ? margin : -margin;
    out->outcome = same ? s.outcome : flip(s.outcome);
    out->nodes = 0;
    return true;
}

static AiSettings review_settings(const AiReview *r)
{
    AiSettings s = ai_settings(AI_LEVEL_EXPERT);
    s.nodes = r->nodes;
    /* judge() reads the tables itself, once each is ready (review_prepare);
     * the searches never do, so their answers do not depend on time. */
    s.tables = AI_TABLES_OFF;
    return s;
}

/* Do two settings ask the same search? Every field that changes the
 * answer is compared (the table lent is blank, so it does not). */
static bool same_settings(const AiSettings *a, const AiSettings *b)
{
    return a->level == b->level && a->ms == b->ms && a->seed == b->seed &&
           a->depth == b->depth && a->nodes == b->nodes &&
           a->tables == b->tables;
}

/* The search kept for this question, or NULL. Under the lock. */
static Searched *kept_search(AiReview *r, const RulesPosition *p,
                             uint64_t key, const uint64_t *history,
                             size_t history_len, const AiSettings *s)
{
    for (size_t k = 0; k < r->searched_len; k++) {
        Searched *e = &r->searched[k];
        if (e->key == key && e->history_len == history_len &&
            rules_position_same(&e->p, p) &&
            e->p.moves_played == p->moves_played &&
            same_settings(&e->settings, s) &&
            memcmp(e->history, history, history_len * sizeof *history) ==
                0) {
            return e;
        }
    }
    return NULL;
}

/* Keeps room for a search being made (under the lock): its index, or -1
 * when out of memory (the search is then made and not kept). */
static long keep_search(AiReview *r, const RulesPosition *p, uint64_t key,
                        const uint64_t *history, size_t history_len,
                        const AiSettings *s)
{
    if (r->searched_len == r->searched_cap) {
        size_t cap = r->searched_cap ? 2 * r->searched_cap : 64;
        Searched *grown = realloc(r->searched, cap * sizeof *grown);
        if (!grown) {
            return -1;
        }
        r->searched = grown;
        r->searched_cap = cap;
    }
    uint64_t *copy = malloc((history_len ? history_len : 1) * sizeof *copy);
    if (!copy) {
        return -1;
    }
    memcpy(copy, history, history_len * sizeof *copy);
    Searched *e = &r->searched[r->searched_len];
    memset(e, 0, sizeof *e);
    e->p = *p;
    e->key = key;
    e->history = copy;
    e->history_len = history_len;
    e->settings = *s;
    e->settings.memory = NULL;
    return (long)r->searched_len++;
}

/* ai_choose() for the review: the kept answer when the same search was
 * made before (waiting for it when another worker is making it), else
 * the search, in the worker's blank table, kept for the next to ask. */
static AiStatus review_choose(Worker *w, const RulesPosition *p,
                              const uint64_t *history, size_t history_len,
                              AiResult *out)
{
    AiReview *r = w->r;
    AiSettings s = review_settings(r);
    uint64_t key = rules_position_key(p);
    pthread_mutex_lock(&r->lock);
    Searched *e = kept_search(r, p, key, history, history_len, &s);
    if (e) {
        size_t k = (size_t)(e - r->searched);
        while (!r->searched[k].done && !atomic_load(&r->cancel)) {
            pthread_cond_wait(&r->changed, &r->lock);
        }
        e = &r->searched[k];
        AiStatus st = e->done ? e->status : AI_CANCELLED;
        *out = e->result;
        pthread_mutex_unlock(&r->lock);
        return st;
    }
    long k = keep_search(r, p, key, history, history_len, &s);
    pthread_mutex_unlock(&r->lock);
    s.memory = w->table;
    AiStatus st = ai_choose(p, history, history_len, &s, &r->cancel, out);
    if (k >= 0) {
        pthread_mutex_lock(&r->lock);
        e = &r->searched[k];
        e->status = st;
        e->result = *out;
        e->done = true;
        pthread_cond_broadcast(&r->changed);
        pthread_mutex_unlock(&r->lock);
    }
    return st;
}

/* The search's value of the current position of the worker's record for
 * `me`. A position with one legal move is followed to the next choice
 * (ai_choose does not search a forced move); the moves played are taken
 * back. */
static AiStatus search_value(Worker *w, int me, Value *out)
{
    size_t len = w->work.len;
    AiStatus st = AI_OK;
    memset(out, 0, sizeof *out);
    for (;;) {
        const RulesPosition *q = rules_game_current(&w->work);
        RulesMove moves[RULES_MAX_MOVES];
        if (q->over) {
            long long nodes = out->nodes;
            *out = finished_value(q, me, false);
            out->nodes = nodes;
            break;
        }
        if (rules_game_legal_moves(&w->work, moves) == 1) {
            if (rules_game_play_legal(&w->work, moves[0], NULL) !=
                RULES_OK) {
                st = AI_NO_MEMORY;
                break;
            }
            continue;
        }
        AiResult res;
        st = review_choose(w, q, w->work.keys, w->work.len, &res);
        if (st != AI_OK) {
            break;
        }
        bool same = q->to_move == me;
        int all = rules_start_total(q);
        out->outcome = same ? res.outcome : flip(res.outcome);
        out->counters = out->outcome == AI_OUTCOME_WIN    ? all
                        : out->outcome == AI_OUTCOME_LOSS ? -all
                        : same ? counters_of(res.score)
                               : -counters_of(res.score);
        out->nodes += res.nodes;
        break;
    }
    rules_game_truncate(&w->work, len);
    return st;
}

/* The value for `me` of playing m from the current position of the
 * worker's record. */
static AiStatus value_of_move(Worker *w, RulesMove m, int me, bool exact,
                              Value *out)
{
    size_t len = w->work.len;
    if (rules_game_play_legal(&w->work, m, NULL) != RULES_OK) {
        return AI_NO_MEMORY;
    }
    AiStatus st = AI_OK;
    if (!exact || !table_value(&w->work, me, out)) {
        st = search_value(w, me, out);
    }
    rules_game_truncate(&w->work, len);
    return st;
}

/* The endgame table of the game's variant, loaded or built (waiting for
 * it) before a position with few enough counters on the board for it is
 * judged: whether a position is judged exactly must not depend on how far
 * a build on another thread has got. The searches read no table
 * (review_settings), so the moves before need none. False when cancelled
 * while waiting (the next step waits again). */
static bool review_prepare(AiReview *r, const RulesPosition *p)
{
    const AiGameInfo *info = ai_game((RulesGameId)p->game);
    int on_board = 0;
    for (int i = 0; i < p->hole_count; i++) {
        on_board += p->holes[i];
    }
    for (int k = 0; info->endgames[k].holes_per_row; k++) {
        if (info->endgames[k].holes_per_row == p->holes_per_row &&
            on_board <= info->endgames[k].max_counters) {
            ai_endgame_wait((RulesGameId)p->game, p->holes_per_row,
                            &r->cancel);
            if (atomic_load(&r->cancel)) {
                return false;
            }
        }
    }
    return true;
}

static AiStatus judge(Worker *w, size_t i, AiReviewMove *out)
{
    AiReview *r = w->r;
    const RulesPosition *p = &r->positions[i];
    int me = p->to_move;
    memset(out, 0, sizeof *out);
    out->mover = me;
    out->played = r->moves[i];
    AiSolved solved;
    const uint64_t *keys = w->work.keys;
    size_t n_keys = w->work.len;
    out->exact = ai_solve(p, keys, n_keys, &solved) ||
                 ai_endgame_solve(p, keys, n_keys, &solved);
    AiResult found = {0};
    if (out->exact) {
        out->best = solved.move;
    } else {
        RulesMove moves[RULES_MAX_MOVES];
        if (rules_legal_moves(p, moves) == 1) {
            out->best = moves[0];
        } else {
            AiStatus st = review_choose(w, p, keys, n_keys, &found);
            if (st != AI_OK) {
                return st;
            }
            out->best = found.move;
            out->nodes += found.nodes;
        }
    }
    Value best, played;
    AiStatus st = value_of_move(w, out->best, me, out->exact, &best);
    if (st == AI_OK && rules_move_equal(out->best, out->played)) {
        played = best;
    } else if (st == AI_OK) {
        st = value_of_move(w, out->played, me, out->exact, &played);
    }
    if (st != AI_OK) {
        return st;
    }
    out->nodes += best.nodes + (rules_move_equal(out->best, out->played)
                                    ? 0
                                    : played.nodes);
    /* A move played that is worth as much as the best is a best move (the
     * window then shows no other); searched, it can even come out better
     * than the root search's choice. */
    if (played.counters >= best.counters) {
        out->best = out->played;
        best = played;
    }
    out->best_value = best.counters;
    out->played_value = played.counters;
    out->best_outcome = best.outcome;
    out->played_outcome = played.outcome;
    out->loss = best.counters - played.counters;
    out->mark = ai_mark_for_loss(out->loss);
    out->win_to_loss = out->exact && best.outcome == AI_OUTCOME_WIN &&
                       played.outcome == AI_OUTCOME_LOSS;
    out->why.best = found;
    out->why.best.move = out->best;
    out->why.best.outcome = best.outcome;
    /* (the record's keys are read again: value_of_move may have moved
     * them as it played) */
    ai_hint_describe(p, w->work.keys, n_keys, &out->why);
    return AI_OK;
}

/* Readies a worker's record at the position before move i (its table on
 * first use: without one each search makes a fresh one). */
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
                  : !review_prepare(r, &r->positions[i]) ? AI_CANCELLED
                                                         : worker_reach(w, i);
    if (st == AI_OK) {
        st = judge(w, i, &r->judged[i]);
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
        if (r->wake) {
            r->wake(r->user);
        }
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
        w->running = pthread_create(&w->thread, NULL, review_main, w) == 0;
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
    if (!m || m->mark == AI_MARK_BEST) {
        return 0;
    }
    return ai_hint_reason_named(&r->positions[i], &m->why, tr, names, buf,
                                size);
}
