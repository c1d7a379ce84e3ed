/* review.c: the game review: every move of a game judged against the best move (exact from a table, else a search of a fixed size), marked, summed up per player. */
#include "ai_internal.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

struct AiReview {
    /* The game as given, read-only once made (any thread reads it). */
    RulesPosition *positions; /* len + 1: the start and after each move */
    RulesMove *moves;
    size_t len;
    long long nodes;
    /* The worker's own record: the positions judged so far, replayed, so
     * the best move's child ends by repetition (C-6) as the real game
     * would. Only the thread judging touches it. */
    RulesGame work;
    bool tables_ready; /* the endgame table was asked for (review_prepare) */
    AiReviewMove *judged; /* [len]: the first `ready` are filled in */
    atomic_size_t ready;
    atomic_bool cancel;
    atomic_bool finished;
    pthread_t thread;
    bool threaded;
    AiWakeFn wake;
    void *user;
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
    r->positions = malloc(sizeof *r->positions * g->len);
    r->moves = malloc(sizeof *r->moves * (r->len ? r->len : 1));
    r->judged = calloc(r->len ? r->len : 1, sizeof *r->judged);
    if (!r->positions || !r->moves || !r->judged ||
        rules_game_init(&r->work, &g->positions[0]) != RULES_OK) {
        free(r->positions);
        free(r->moves);
        free(r->judged);
        free(r);
        return NULL;
    }
    memcpy(r->positions, g->positions, sizeof *r->positions * g->len);
    memcpy(r->moves, g->moves, sizeof *r->moves * r->len);
    atomic_init(&r->ready, 0);
    atomic_init(&r->cancel, false);
    atomic_init(&r->finished, false);
    return r;
}

void ai_review_free(AiReview *r)
{
    if (!r) {
        return;
    }
    if (r->threaded) {
        atomic_store(&r->cancel, true);
        pthread_join(r->thread, NULL);
    }
    rules_game_free(&r->work);
    free(r->positions);
    free(r->moves);
    free(r->judged);
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
    return s;
}

/* The search's value of the current position of `w` for `me`. A position
 * with one legal move is followed to the next choice (ai_choose does not
 * search a forced move); the moves played are taken back. */
static AiStatus search_value(AiReview *r, int me, Value *out)
{
    size_t len = r->work.len;
    AiStatus st = AI_OK;
    memset(out, 0, sizeof *out);
    for (;;) {
        const RulesPosition *q = rules_game_current(&r->work);
        RulesMove moves[RULES_MAX_MOVES];
        if (q->over) {
            long long nodes = out->nodes;
            *out = finished_value(q, me, false);
            out->nodes = nodes;
            break;
        }
        if (rules_game_legal_moves(&r->work, moves) == 1) {
            if (rules_game_play_legal(&r->work, moves[0], NULL) !=
                RULES_OK) {
                st = AI_NO_MEMORY;
                break;
            }
            continue;
        }
        AiSettings s = review_settings(r);
        AiResult res;
        st = ai_choose_in_game(&r->work, &s, &r->cancel, &res);
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
    rules_game_truncate(&r->work, len);
    return st;
}

/* The value for `me` of playing m from the current position of `w`. */
static AiStatus value_of_move(AiReview *r, RulesMove m, int me, bool exact,
                              Value *out)
{
    size_t len = r->work.len;
    if (rules_game_play_legal(&r->work, m, NULL) != RULES_OK) {
        return AI_NO_MEMORY;
    }
    AiStatus st = AI_OK;
    if (!exact || !table_value(&r->work, me, out)) {
        st = search_value(r, me, out);
    }
    rules_game_truncate(&r->work, len);
    return st;
}

/* The endgame table of the game's variant, loaded or built (waiting for
 * it) the first time a position has few enough counters on the board for
 * it: whether a position is judged exactly must not depend on how far a
 * build on another thread has got. The searches read no table
 * (AiSettings.nodes), so the moves before need none. False when cancelled
 * while waiting (the next step waits again). */
static bool review_prepare(AiReview *r, const RulesPosition *p)
{
    const AiGameInfo *info = ai_game((RulesGameId)p->game);
    int on_board = 0;
    for (int i = 0; i < p->hole_count; i++) {
        on_board += p->holes[i];
    }
    for (int k = 0; !r->tables_ready && info->endgames[k].holes_per_row;
         k++) {
        if (info->endgames[k].holes_per_row == p->holes_per_row &&
            on_board <= info->endgames[k].max_counters) {
            ai_endgame_wait((RulesGameId)p->game, p->holes_per_row,
                            &r->cancel);
            if (atomic_load(&r->cancel)) {
                return false;
            }
            r->tables_ready = true;
        }
    }
    return true;
}

static AiStatus judge(AiReview *r, size_t i, AiReviewMove *out)
{
    const RulesPosition *p = &r->positions[i];
    int me = p->to_move;
    memset(out, 0, sizeof *out);
    out->mover = me;
    out->played = r->moves[i];
    AiSolved solved;
    const uint64_t *keys = r->work.keys;
    size_t n_keys = r->work.len;
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
            AiSettings s = review_settings(r);
            AiStatus st = ai_choose(p, keys, n_keys, &s, &r->cancel, &found);
            if (st != AI_OK) {
                return st;
            }
            out->best = found.move;
            out->nodes += found.nodes;
        }
    }
    Value best, played;
    AiStatus st = value_of_move(r, out->best, me, out->exact, &best);
    if (st == AI_OK && rules_move_equal(out->best, out->played)) {
        played = best;
    } else if (st == AI_OK) {
        st = value_of_move(r, out->played, me, out->exact, &played);
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
    ai_hint_describe(p, keys, n_keys, &out->why);
    return AI_OK;
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
    if (!review_prepare(r, &r->positions[i])) {
        return AI_CANCELLED;
    }
    AiStatus st = judge(r, i, &r->judged[i]);
    if (st != AI_OK) {
        return st;
    }
    if (rules_game_play_legal(&r->work, r->moves[i], NULL) != RULES_OK) {
        return AI_NO_MEMORY;
    }
    atomic_store(&r->ready, i + 1); /* after the move is written */
    return AI_OK;
}

static void *review_main(void *arg)
{
    AiReview *r = arg;
    while (ai_review_step(r) == AI_OK) {
        if (r->wake) {
            r->wake(r->user);
        }
    }
    atomic_store(&r->finished, true);
    if (r->wake) {
        r->wake(r->user);
    }
    return NULL;
}

bool ai_review_start(AiReview *r, AiWakeFn wake, void *user)
{
    if (r->threaded) {
        return true;
    }
    r->wake = wake;
    r->user = user;
    if (pthread_create(&r->thread, NULL, review_main, r) != 0) {
        return false;
    }
    r->threaded = true;
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
