/* test_review.c: the game review: values and marks against the solved tables (Modiar whole, Ayoayo's and Urim's endgames), reproducibility, the worker thread, the summary and the curve. */
#define _POSIX_C_SOURCE 200809L
#include "ai_internal.h"
#include "check.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Small tables and budgets keep these tests fast. */
enum { SMALL = 5, TEST_NODES = 3000 };

static uint64_t next_random(uint64_t *state)
{
    uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* A game of random moves from `start`, at most `max` moves. */
static void random_game(RulesGame *g, const RulesPosition *start,
                        uint64_t *rng, int max)
{
    CHECK(rules_game_init(g, start) == RULES_OK);
    for (int k = 0; k < max && !rules_game_current(g)->over; k++) {
        RulesMove moves[RULES_MAX_MOVES];
        int n = rules_game_legal_moves(g, moves);
        CHECK(rules_game_play_legal(g, moves[next_random(rng) % (uint64_t)n],
                                    NULL) == RULES_OK);
    }
}

/* The review of every move of g, judged step by step (NULL when out of
 * memory, which fails the test). */
static AiReview *review_all(const RulesGame *g, long long nodes)
{
    AiReviewSettings s = {.nodes = nodes};
    AiReview *r = ai_review_new(g, &s);
    AiStatus st = AI_NO_MEMORY;
    while (r && (st = ai_review_step(r)) == AI_OK) {
    }
    if (st != AI_NO_MOVE || ai_review_ready(r) != g->len - 1) {
        CHECK_FAIL_AT("the review stopped at move %zu of %zu (status %d)",
                      r ? ai_review_ready(r) : 0, g->len - 1, (int)st);
    }
    return r;
}

/* The marks of docs/CLI-REVIEW.md, written out. */
static AiMark mark_by_hand(int loss)
{
    static const AiMark marks[] = {
        AI_MARK_BEST,    AI_MARK_GOOD,    AI_MARK_INACCURACY,
        AI_MARK_INACCURACY, AI_MARK_MISTAKE, AI_MARK_MISTAKE,
        AI_MARK_MISTAKE};
    return loss < 7 ? marks[loss] : AI_MARK_BLUNDER;
}

TEST(review_marks_follow_the_stated_thresholds)
{
    for (int loss = 0; loss < 60; loss++) {
        CHECK_INT(ai_mark_for_loss(loss), mark_by_hand(loss));
    }
    CHECK_STR(ai_mark_name(AI_MARK_INACCURACY), "inaccuracy");
    CHECK_STR(ai_mark_label(AI_MARK_BLUNDER, NULL), "Blunder");
}

/* The table's final margin for `me` after move m from the current
 * position of g (taken back after): the position's own piles once over,
 * else the table's best play, from the side that moves next. */
static void table_margin_after(RulesGame *g, RulesMove m, int me,
                               int *out, AiOutcome *outcome)
{
    size_t len = g->len;
    CHECK(rules_game_play(g, m, NULL, NULL) == RULES_OK);
    const RulesPosition *q = rules_game_current(g);
    int margin;
    if (q->over) {
        margin = q->captured[me] - q->captured[1 - me];
        *outcome = margin > 0 ? AI_OUTCOME_WIN
                   : margin < 0 ? AI_OUTCOME_LOSS
                                : AI_OUTCOME_DRAW;
    } else {
        AiSolved s;
        CHECK(ai_solve(q, g->keys, g->len, &s) ||
              ai_endgame_solve(q, g->keys, g->len, &s));
        int sign = q->to_move == me ? 1 : -1;
        margin = sign * (s.final_mover - s.final_opponent);
        CHECK(sign < 0); /* no move of these games leaves the turn */
        AiOutcome o = s.outcome;
        *outcome = sign > 0 || o == AI_OUTCOME_DRAW ? o
                   : o == AI_OUTCOME_WIN            ? AI_OUTCOME_LOSS
                                                    : AI_OUTCOME_WIN;
    }
    rules_game_truncate(g, len);
    *out = margin;
}

/* Every move of `g` whose position a table knows, against that table:
 * the best value is the best of every legal move's, the played value
 * that of the move played, the mark and the lost win follow. Counts in
 * *checked the moves checked. */
static void agrees_with_tables(const RulesGame *g, const AiReview *r,
                               int *checked_out)
{
    RulesGame replay;
    CHECK(rules_game_init(&replay, &g->positions[0]) == RULES_OK);
    int checked = 0;
    for (size_t i = 0; i + 1 < g->len; i++) {
        const RulesPosition *p = rules_game_current(&replay);
        const AiReviewMove *m = ai_review_move(r, i);
        AiSolved s;
        bool known = ai_solve(p, replay.keys, replay.len, &s) ||
                     ai_endgame_solve(p, replay.keys, replay.len, &s);
        if (known) {
            int me = p->to_move, best = -1000;
            AiOutcome best_o = AI_OUTCOME_UNKNOWN, played_o, o;
            RulesMove moves[RULES_MAX_MOVES];
            int n = rules_legal_moves(p, moves);
            for (int k = 0; k < n; k++) {
                int v;
                table_margin_after(&replay, moves[k], me, &v, &o);
                if (v > best) {
                    best = v;
                    best_o = o;
                }
            }
            int played, named;
            table_margin_after(&replay, g->moves[i], me, &played, &played_o);
            CHECK(m->exact);
            CHECK_INT(m->mover, me);
            CHECK_INT(m->best_value, best);
            CHECK_INT(m->played_value, played);
            CHECK_INT(m->loss, best - played);
            CHECK_INT(m->mark, mark_by_hand(best - played));
            CHECK_INT(m->best_outcome, best_o);
            CHECK_INT(m->played_outcome, played_o);
            CHECK_INT(m->win_to_loss, best_o == AI_OUTCOME_WIN &&
                                          played_o == AI_OUTCOME_LOSS);
            /* The best move named reaches the best value. */
            table_margin_after(&replay, m->best, me, &named, &o);
            CHECK_INT(named, best);
            checked++;
        }
        CHECK(rules_game_play(&replay, g->moves[i], NULL, NULL) == RULES_OK);
    }
    rules_game_free(&replay);
    *checked_out = checked;
}

TEST(review_agrees_with_the_modiar_table_on_200_random_games)
{
    uint64_t rng = 42;
    int checked = 0, marked[AI_MARK_COUNT] = {0}, lost_wins = 0;
    for (int k = 0; k < 200; k++) {
        RulesPosition start;
        rules_setup(&start, RULES_GAME_MODIAR, 0);
        RulesGame g;
        random_game(&g, &start, &rng, 200);
        AiReview *r = review_all(&g, TEST_NODES);
        int n = 0;
        agrees_with_tables(&g, r, &n);
        CHECK_INT(n, (long long)g.len - 1); /* every move is exact */
        checked += n;
        for (size_t i = 0; i < ai_review_ready(r); i++) {
            marked[ai_review_move(r, i)->mark]++;
            lost_wins += ai_review_move(r, i)->win_to_loss;
        }
        ai_review_free(r);
        rules_game_free(&g);
    }
    /* Random play makes every kind of move but "good": Modiar's margins
     * go by 2 (an even total), so a move gives away 0, 2, 4 ... */
    CHECK(checked > 1000);
    for (int m = 0; m < AI_MARK_COUNT; m++) {
        CHECK(m == AI_MARK_GOOD ? marked[m] == 0 : marked[m] > 0);
    }
    CHECK(lost_wins > 0);
}

/* Games starting with a few counters more than a small table holds: the
 * first moves are searched, the rest exact. */
static void endgame_games(RulesGameId game, int holes_per_row)
{
    ai_endgame_setup(NULL, SMALL);
    CHECK(ai_endgame_prepare(game, holes_per_row));
    uint64_t rng = 7 + (uint64_t)holes_per_row;
    int checked = 0, searched = 0;
    for (int k = 0; k < 30; k++) {
        RulesPosition p;
        rules_setup(&p, game, holes_per_row);
        int total = rules_start_total(&p), on_board = SMALL + 2;
        memset(p.holes, 0, sizeof p.holes);
        for (int c = 0; c < on_board; c++) {
            int hole;
            do {
                hole = (int)(next_random(&rng) % p.hole_count);
            } while (p.holes[hole] >= 3); /* within Urim's cap, and sown */
            p.holes[hole]++;
        }
        p.captured[0] = (uint16_t)((total - on_board) / 2);
        p.captured[1] = (uint16_t)(total - on_board - p.captured[0]);
        p.to_move = (uint8_t)(k % 2);
        p.moves_played = 10;
        if (!rules_position_valid(&p, NULL)) {
            continue;
        }
        RulesGame g;
        random_game(&g, &p, &rng, 40);
        AiReview *r = review_all(&g, TEST_NODES);
        int n = 0;
        agrees_with_tables(&g, r, &n);
        checked += n;
        searched += (int)(g.len - 1) - n;
        ai_review_free(r);
        rules_game_free(&g);
    }
    CHECK(checked > 100);
    CHECK(searched > 10);
    ai_endgame_reset();
}

TEST(review_agrees_with_the_ayoayo_endgame_table)
{
    endgame_games(RULES_GAME_AYOAYO, 6);
}

TEST(review_agrees_with_the_urim_endgame_tables)
{
    endgame_games(RULES_GAME_URIM, 6);
    endgame_games(RULES_GAME_URIM, 7);
}

static bool same_move(const AiReviewMove *a, const AiReviewMove *b)
{
    return rules_move_equal(a->played, b->played) &&
           rules_move_equal(a->best, b->best) &&
           a->played_value == b->played_value &&
           a->best_value == b->best_value && a->mark == b->mark &&
           a->exact == b->exact && a->nodes == b->nodes &&
           a->played_outcome == b->played_outcome &&
           a->best_outcome == b->best_outcome;
}

static void wake_count(void *user)
{
    (*(int *)user)++;
}

/* Searched moves of three games judged twice, once on the worker thread:
 * the same marks, values and node counts. */
TEST(review_is_the_same_every_run_and_on_the_worker_thread)
{
    const RulesGameId games[] = {RULES_GAME_AYOAYO, RULES_GAME_GORE,
                                 RULES_GAME_BAO_KIGOGO};
    uint64_t rng = 3;
    for (int k = 0; k < 3; k++) {
        RulesPosition start;
        rules_setup(&start, games[k], 0);
        RulesGame g;
        random_game(&g, &start, &rng, 24);
        AiReview *a = review_all(&g, TEST_NODES);
        AiReviewSettings s = {.nodes = TEST_NODES};
        AiReview *b = ai_review_new(&g, &s);
        int wakes = 0;
        CHECK(ai_review_start(b, wake_count, &wakes));
        while (!ai_review_finished(b)) {
            struct timespec t = {0, 2000000};
            nanosleep(&t, NULL);
        }
        CHECK_INT(ai_review_ready(b), g.len - 1);
        int searched = 0;
        for (size_t i = 0; i + 1 < g.len; i++) {
            CHECK(same_move(ai_review_move(a, i), ai_review_move(b, i)));
            searched += !ai_review_move(a, i)->exact;
        }
        CHECK(searched > 0);
        ai_review_free(a);
        ai_review_free(b);
        /* One wake-up per move and one at the end. */
        CHECK_INT(wakes, (long long)g.len);
        rules_game_free(&g);
    }
}

TEST(review_cancelled_stops_and_frees)
{
    RulesPosition start;
    rules_setup(&start, RULES_GAME_BAO_KIGOGO, 0);
    uint64_t rng = 9;
    RulesGame g;
    random_game(&g, &start, &rng, 40);
    AiReviewSettings s = {.nodes = 2000000};
    AiReview *r = ai_review_new(&g, &s);
    CHECK(ai_review_start(r, NULL, NULL));
    ai_review_cancel(r);
    ai_review_free(r); /* waits for the worker: nothing leaks, no crash */
    /* Cancelled while the endgame table it waits for is being built (or
     * just before): the review stops, and a review after that judges
     * exactly as ever. */
    ai_endgame_setup(NULL, SMALL);
    RulesPosition few;
    rules_setup(&few, RULES_GAME_AYOAYO, 0);
    memset(few.holes, 0, sizeof few.holes);
    few.holes[2] = 2;
    few.holes[7] = 2;
    few.captured[0] = 22;
    few.captured[1] = 22;
    few.moves_played = 10;
    RulesGame endgame;
    random_game(&endgame, &few, &rng, 10);
    r = ai_review_new(&endgame, &s);
    CHECK(ai_review_start(r, NULL, NULL));
    ai_review_cancel(r);
    ai_review_free(r);
    r = review_all(&endgame, TEST_NODES);
    int exact = 0;
    agrees_with_tables(&endgame, r, &exact);
    CHECK_INT(exact, (long long)endgame.len - 1);
    ai_review_free(r);
    rules_game_free(&endgame);
    ai_endgame_reset();
    /* A review of no move at all. */
    RulesGame empty;
    CHECK(rules_game_init(&empty, &start) == RULES_OK);
    r = review_all(&empty, TEST_NODES);
    CHECK_INT(ai_review_length(r), 0);
    int curve[2];
    CHECK_INT(ai_review_curve(r, curve, 2), 0);
    ai_review_free(r);
    rules_game_free(&empty);
    rules_game_free(&g);
}

/* The summary counts every mark of each side, and lists as deciding the
 * moves of mistake or worse, the most counters given away first. */
TEST(review_summary_and_curve_follow_the_moves)
{
    RulesPosition start;
    rules_setup(&start, RULES_GAME_MODIAR, 0);
    uint64_t rng = 17;
    for (int k = 0; k < 20; k++) {
        RulesGame g;
        random_game(&g, &start, &rng, 200);
        AiReview *r = review_all(&g, TEST_NODES);
        AiReviewSummary s;
        ai_review_summary(r, &s);
        size_t n = ai_review_length(r);
        int counts[2][AI_MARK_COUNT] = {{0}}, bad[2] = {0};
        for (size_t i = 0; i < n; i++) {
            const AiReviewMove *m = ai_review_move(r, i);
            counts[m->mover][m->mark]++;
            bad[m->mover] += m->mark >= AI_MARK_MISTAKE || m->win_to_loss;
        }
        for (int side = 0; side < 2; side++) {
            for (int mk = 0; mk < AI_MARK_COUNT; mk++) {
                CHECK_INT(s.marks[side][mk], counts[side][mk]);
            }
            int want = bad[side] < AI_REVIEW_DECIDING ? bad[side]
                                                      : AI_REVIEW_DECIDING;
            CHECK_INT(s.deciding_count[side], want);
            for (int d = 0; d < s.deciding_count[side]; d++) {
                const AiReviewMove *m = ai_review_move(r, s.deciding[side][d]);
                CHECK_INT(m->mover, side);
                CHECK(m->mark >= AI_MARK_MISTAKE || m->win_to_loss);
                /* No move left out gave away more than the last listed. */
                if (d + 1 == s.deciding_count[side]) {
                    for (size_t i = 0; i < n; i++) {
                        const AiReviewMove *o = ai_review_move(r, i);
                        bool listed = false;
                        for (int e = 0; e <= d; e++) {
                            listed = listed || s.deciding[side][e] == i;
                        }
                        CHECK(listed || o->mover != side ||
                              o->win_to_loss <= m->win_to_loss);
                        CHECK(listed || o->mover != side ||
                              o->win_to_loss < m->win_to_loss ||
                              o->loss <= m->loss);
                    }
                }
            }
        }
        /* The curve: the start's value, then each move's, South's side. */
        int *curve = malloc(sizeof *curve * (n + 1));
        CHECK_INT(ai_review_curve(r, curve, n + 1), n ? n + 1 : 0);
        for (size_t i = 0; i < n; i++) {
            const AiReviewMove *m = ai_review_move(r, i);
            int sign = m->mover == RULES_SOUTH ? 1 : -1;
            CHECK_INT(curve[i + 1], sign * m->played_value);
        }
        /* Exact: after each move the next position's best is the same
         * value, seen from the other side when the turn passes. */
        for (size_t i = 0; i + 1 < n; i++) {
            const AiReviewMove *m = ai_review_move(r, i + 1);
            int sign = m->mover == RULES_SOUTH ? 1 : -1;
            CHECK_INT(curve[i + 1], sign * m->best_value);
        }
        free(curve);
        ai_review_free(r);
        rules_game_free(&g);
    }
}

TEST(review_reason_explains_the_better_move_in_the_hints_words)
{
    RulesPosition start;
    rules_setup(&start, RULES_GAME_MODIAR, 0);
    uint64_t rng = 5;
    int explained = 0;
    for (int k = 0; k < 10; k++) {
        RulesGame g;
        random_game(&g, &start, &rng, 200);
        AiReview *r = review_all(&g, TEST_NODES);
        for (size_t i = 0; i < ai_review_length(r); i++) {
            char buf[400];
            static const char *const sides[2] = {"South", "North"};
            int len = ai_review_reason(r, i, NULL, sides, buf, sizeof buf);
            CHECK_INT(len, (long long)strlen(buf));
            if (ai_review_move(r, i)->mark == AI_MARK_BEST) {
                CHECK_STR(buf, "");
            } else {
                /* Exact: the table's score with best play is told, for
                 * the side that moved, by name: either player (or a
                 * teacher) reads a review, so it never says "you". */
                const char *side = ai_review_move(r, i)->mover == RULES_SOUTH
                                       ? "from both sides South "
                                       : "from both sides North ";
                if (!strstr(buf, side) || strstr(buf, "you")) {
                    CHECK_FAIL_AT("move %zu: \"%s\" does not name %s", i,
                                  buf, side);
                }
                explained++;
            }
        }
        ai_review_free(r);
        rules_game_free(&g);
    }
    CHECK(explained > 10);
}

int main(void)
{
    RUN(review_marks_follow_the_stated_thresholds);
    RUN(review_agrees_with_the_modiar_table_on_200_random_games);
    RUN(review_agrees_with_the_ayoayo_endgame_table);
    RUN(review_agrees_with_the_urim_endgame_tables);
    RUN(review_is_the_same_every_run_and_on_the_worker_thread);
    RUN(review_cancelled_stops_and_frees);
    RUN(review_summary_and_curve_follow_the_moves);
    RUN(review_reason_explains_the_better_move_in_the_hints_words);
    return check_summary();
}
