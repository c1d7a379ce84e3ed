/* review_internal.h: what the game review's files share: the review, its
 * workers and the searches it keeps (review.c makes them and runs the pool,
 * review_judge.c judges a move). */
#ifndef REVIEW_INTERNAL_H
#define REVIEW_INTERNAL_H

#include "ai_internal.h"

#include <pthread.h>

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

/* The solved table of a solved game, and the endgame table of the
 * game's variant, loaded or built (waiting for them) before a position
 * they know is judged: whether a position is judged exactly must not
 * depend on how far a build on another thread has got. The searches read no
 * table (review_settings), so the moves before need none. False when cancelled
 * while waiting (the next step waits again). */
bool ai_review_prepare(AiReview *r, const RulesPosition *p);

/* Judges move i of the review into `out`: the value of the move played
 * against the best, exact from a table or from a search of the review's
 * size, its mark, and what the best move does. */
AiStatus ai_review_judge(Worker *w, size_t i, AiReviewMove *out);

#endif
