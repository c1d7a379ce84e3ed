/* review_judge.c: one move of a game judged for the review against the best
 * move: exact from a table, else by a search of a fixed size whose answers are
 * kept and shared between the workers. */
#include "review_internal.h"

#include <stdlib.h>
#include <string.h>

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
    bool win = q->winner ==
               (me == RULES_SOUTH ? RULES_WINNER_SOUTH : RULES_WINNER_NORTH);
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
    /* ai_review_judge() reads the tables itself, once each is ready
     * (ai_review_prepare); the searches never do, so their answers do not
     * depend on time. */
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
static Searched *kept_search(AiReview *r, const RulesPosition *p, uint64_t key,
                             const uint64_t *history, size_t history_len,
                             const AiSettings *s)
{
    for (size_t k = 0; k < r->searched_len; k++) {
        Searched *e = &r->searched[k];
        if (e->done && e->status == AI_CANCELLED) {
            continue; /* stopped, not answered: searched again (a review
                       * stopped and taken up again stalled on it) */
        }
        if (e->key == key && e->history_len == history_len &&
            rules_position_same(&e->p, p) &&
            e->p.moves_played == p->moves_played &&
            same_settings(&e->settings, s) &&
            memcmp(e->history, history, history_len * sizeof *history) == 0) {
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
            if (rules_game_play_legal(&w->work, moves[0], NULL) != RULES_OK) {
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

bool ai_review_prepare(AiReview *r, const RulesPosition *p)
{
    const AiGameInfo *info = ai_game((RulesGameId)p->game);
    /* A solved game's table: every position is in it. */
    if (info->whole &&
        !solved_wait((RulesGameId)p->game, p->holes_per_row, &r->cancel) &&
        atomic_load(&r->cancel)) {
        return false;
    }
    int on_board = 0;
    for (int i = 0; i < p->hole_count; i++) {
        on_board += p->holes[i];
    }
    for (int k = 0; info->endgames[k].holes_per_row; k++) {
        if (info->endgames[k].holes_per_row == p->holes_per_row &&
            on_board <= info->endgames[k].max_counters) {
            ai_endgame_wait((RulesGameId)p->game, p->holes_per_row, &r->cancel);
            if (atomic_load(&r->cancel)) {
                return false;
            }
        }
    }
    return true;
}

/* For a best move out->best (the move played): the value of the best of
 * the other legal moves into *second (*has_second false when there is no
 * other), and what it and the others come out with at once (net). Exact,
 * every other move's value from the table; searched, the search's choice
 * among the others, valued as the best move was. *second may hold, on
 * entry, the value of another move already judged (*has_second). */
static AiStatus second_best(Worker *w, AiReviewMove *out, bool *has_second,
                            Value *second)
{
    /* (a copy: the record grows, and may move, as moves are valued) */
    const RulesPosition here = *rules_game_current(&w->work);
    const RulesPosition *p = &here;
    int me = p->to_move;
    RulesMove moves[RULES_MAX_MOVES];
    int n = rules_legal_moves(p, moves);
    out->net = ai_move_net(p, out->best);
    out->other_net = out->net;
    bool first = true;
    for (int k = 0; k < n; k++) {
        if (rules_move_equal(moves[k], out->best)) {
            continue;
        }
        int net = ai_move_net(p, moves[k]);
        out->other_net = first || net > out->other_net ? net : out->other_net;
        first = false;
        if (!out->exact) {
            continue;
        }
        Value v;
        AiStatus st = value_of_move(w, moves[k], me, true, &v);
        if (st != AI_OK) {
            return st;
        }
        if (!*has_second || v.counters > second->counters) {
            *second = v;
            *has_second = true;
        }
    }
    if (out->exact || n < 2) {
        return AI_OK;
    }
    AiSettings s = review_settings(w->r);
    s.memory = w->table;
    AiResult other;
    AiStatus st = ai_choose_other(p, w->work.keys, w->work.len, &s,
                                  &w->r->cancel, out->best, &other);
    if (st != AI_OK) {
        return st;
    }
    Value v;
    st = value_of_move(w, other.move, me, false, &v);
    if (st != AI_OK) {
        return st;
    }
    out->nodes += other.nodes + v.nodes;
    if (!*has_second || v.counters > second->counters) {
        *second = v;
        *has_second = true;
    }
    return AI_OK;
}

AiStatus ai_review_judge(Worker *w, size_t i, AiReviewMove *out)
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
    out->nodes += best.nodes +
                  (rules_move_equal(out->best, out->played) ? 0 : played.nodes);
    /* A move played that is worth as much as the best is a best move (the
     * window then shows no other); searched, it can even come out better
     * than the root search's choice, which is then the second best so
     * far. */
    bool has_second = false;
    Value second = {0};
    if (played.counters >= best.counters) {
        has_second = !rules_move_equal(out->best, out->played);
        second = best;
        out->best = out->played;
        best = played;
    }
    out->best_value = best.counters;
    out->played_value = played.counters;
    out->best_outcome = best.outcome;
    out->played_outcome = played.outcome;
    out->loss = best.counters - played.counters;
    out->win_to_loss = out->exact && best.outcome == AI_OUTCOME_WIN &&
                       played.outcome == AI_OUTCOME_LOSS;
    out->why.best = found;
    out->why.best.move = out->best;
    out->why.best.outcome = best.outcome;
    /* (the record's keys are read again: value_of_move may have moved
     * them as it played) */
    ai_hint_describe(p, w->work.keys, n_keys, &out->why);
    if (out->loss == 0) {
        st = second_best(w, out, &has_second, &second);
        if (st != AI_OK) {
            return st;
        }
    }
    out->has_second = has_second;
    out->second_value = has_second ? second.counters : 0;
    bool obvious = out->net >= out->other_net;
    out->mark = ai_mark_for_move(
        out->loss, has_second ? best.counters - second.counters : -1, obvious);
    return AI_OK;
}

/* Readies a worker's record at the position before move i (its table on
 * first use: without one each search makes a fresh one). */
