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

/* The whole mark of docs/CLI-REVIEW.md, written out: a best move is
 * "only" when every other move would be a blunder (7 counters or more
 * given away), "brilliant" when it is also not the obvious one. */
static AiMark full_mark_by_hand(int loss, int second_loss, bool obvious)
{
    if (loss == 0 && second_loss >= 7) {
        return obvious ? AI_MARK_ONLY : AI_MARK_BRILLIANT;
    }
    return mark_by_hand(loss);
}

TEST(review_marks_follow_the_stated_thresholds)
{
    for (int loss = 0; loss < 60; loss++) {
        CHECK_INT(ai_mark_for_loss(loss), mark_by_hand(loss));
        for (int second = -1; second < 20; second++) {
            for (int obvious = 0; obvious < 2; obvious++) {
                CHECK_INT(ai_mark_for_move(loss, second, obvious),
                          full_mark_by_hand(loss, second, obvious));
            }
        }
    }
    /* no symbol for a best move another is near, nor for a forced one */
    CHECK_INT(ai_mark_for_move(0, 6, false), AI_MARK_BEST);
    CHECK_INT(ai_mark_for_move(0, -1, false), AI_MARK_BEST);
    CHECK_INT(ai_mark_for_move(0, 7, true), AI_MARK_ONLY);
    CHECK_INT(ai_mark_for_move(0, 7, false), AI_MARK_BRILLIANT);
    CHECK_STR(ai_mark_name(AI_MARK_INACCURACY), "inaccuracy");
    CHECK_STR(ai_mark_name(AI_MARK_BRILLIANT), "brilliant");
    CHECK_STR(ai_mark_name(AI_MARK_ONLY), "only");
    CHECK_STR(ai_mark_label(AI_MARK_BLUNDER, NULL), "Blunder");
    /* the accuracy: brilliant, only, best and good moves */
    for (int m = 0; m < AI_MARK_COUNT; m++) {
        CHECK_INT(ai_mark_accurate((AiMark)m), m <= AI_MARK_GOOD);
    }
}

/* What move m of p comes out with at once, worked out from the piles:
 * what the mover's pile gains (captures, and an end's sweep), less the
 * most the opponent's pile can gain with one move after it (none when the
 * turn does not pass or the game is over). */
static int net_by_hand(const RulesPosition *p, RulesMove m)
{
    int me = p->to_move;
    RulesPosition q;
    rules_apply(p, m, &q, NULL);
    int net = q.captured[me] - p->captured[me];
    if (!q.over && q.to_move != me) {
        RulesMove replies[RULES_MAX_MOVES];
        int n = rules_legal_moves(&q, replies), most = 0;
        for (int k = 0; k < n; k++) {
            RulesPosition a;
            rules_apply(&q, replies[k], &a, NULL);
            int took = a.captured[1 - me] - q.captured[1 - me];
            most = took > most ? took : most;
        }
        net -= most;
    }
    return net;
}

/* A Modiar position, South to move, well into a game (MOD-4 is past):
 * South's holes S1..S3, North's N1..N3, the piles share the rest. */
static RulesPosition modiar(const int south[3], const int north[3],
                            int south_pile)
{
    RulesPosition p;
    rules_setup(&p, RULES_GAME_MODIAR, 0);
    int on_board = 0;
    for (int i = 0; i < 3; i++) {
        p.holes[i] = (uint8_t)south[i];
        p.holes[3 + i] = (uint8_t)north[i];
        on_board += south[i] + north[i];
    }
    p.captured[0] = (uint16_t)south_pile;
    p.captured[1] = (uint16_t)(42 - on_board - south_pile);
    p.to_move = RULES_SOUTH;
    p.moves_played = 10;
    return p;
}

/* The review of South sowing hole `hole` (0 = S1) from p. */
static AiReviewMove judge_one(const RulesPosition *p, int hole)
{
    AiReviewMove out;
    memset(&out, 0, sizeof out);
    RulesGame g;
    if (rules_game_init(&g, p) != RULES_OK) {
        CHECK_FAIL_AT("out of memory");
        return out;
    }
    RulesMove m = {.kind = RULES_MOVE_SOW, .hole = (uint8_t)hole};
    if (rules_game_play_legal(&g, m, NULL) != RULES_OK) {
        CHECK_FAIL_AT("S%d is not legal here", hole + 1);
    } else {
        AiReview *r = review_all(&g, TEST_NODES);
        if (r && ai_review_ready(r) == 1) {
            out = *ai_review_move(r, 0);
        }
        ai_review_free(r);
    }
    rules_game_free(&g);
    return out;
}

/* Each rule of the marks (docs/CLI-REVIEW.md, "Marks") on a Modiar
 * position small enough to work out by hand (MOD-2 sowing, MOD-3
 * captures, MOD-5 feeding, MOD-7 the end); the values are the solved
 * table's. */
TEST(review_marks_each_rule_on_hand_made_positions)
{
    /* Forced: S1 = 3, nothing else. S1 sows back into S1, then S2, S3:
     * 1 1 1; North has no counter, so no move: the game ends (MOD-7),
     * South 19 + 3 = 22 against 20. One legal move: no symbol. */
    RulesPosition p = modiar((int[]){3, 0, 0}, (int[]){0, 0, 0}, 19);
    AiReviewMove m = judge_one(&p, 0);
    CHECK(m.exact && !m.has_second);
    CHECK_INT(m.played_value, 2);
    CHECK_INT(m.mark, AI_MARK_BEST);
    /* As good as another: S1 = 2, S2 = 2, North empty. Neither move
     * reaches North (MOD-5 then allows both); after either North cannot
     * move and South adds 4 to 19: 23-19 both ways. No symbol. */
    p = modiar((int[]){2, 2, 0}, (int[]){0, 0, 0}, 19);
    for (int hole = 0; hole < 2; hole++) {
        m = judge_one(&p, hole);
        CHECK(m.exact && m.has_second);
        CHECK_INT(m.played_value, 4);
        CHECK_INT(m.second_value, 4);
        CHECK_INT(m.mark, AI_MARK_BEST);
    }
    /* The only move, and the obvious one: S 2 0 2, N 0 0 3, piles 17-18.
     * S3 (2: back into S3, one into N1) takes nothing, and North's only
     * move, N3 (3: N3, S1, S2 -> S 3 1 1), takes nothing either: 0 at
     * once. S1 (2: S1, S2 -> S 1 1 2) lets N3 sow N3, S1, S2 -> S 2 2 2
     * and take S2 and S1, 4 (not all of South's row: MOD-6 allows it):
     * -4 at once. The table: S3 +2, S1 -6, so every other move would be
     * a blunder (8 given away). */
    p = modiar((int[]){2, 0, 2}, (int[]){0, 0, 3}, 17);
    m = judge_one(&p, 2);
    CHECK(m.exact && m.has_second);
    CHECK_INT(m.played_value, 2);
    CHECK_INT(m.second_value, -6);
    CHECK_INT(m.net, 0);
    CHECK_INT(m.other_net, -4);
    CHECK_INT(m.mark, AI_MARK_ONLY);
    m = judge_one(&p, 0); /* and S1 is the blunder */
    CHECK_INT(m.loss, 8);
    CHECK_INT(m.mark, AI_MARK_BLUNDER);
    /* The only move, and not the obvious one: S 0 3 4, N 2 1 0, piles
     * 16-16. S3 (4: S3, N1, N2, N3 -> N 3 2 1) takes nothing and lets
     * North take 2 at once (N1: N1, N2, N3 -> N3 holds 2; or N2: N2, N3
     * -> N3 holds 2): -2. S2 (3: S2, S3, N1 -> S 0 1 5, N 3 1 0) takes
     * nothing and North's only move, N1 (3: N1, N2, N3 -> N 1 2 1), takes
     * nothing: 0, better at once. The table: S3 +2, S2 -6: S3 is
     * brilliant, S2 a blunder. */
    p = modiar((int[]){0, 3, 4}, (int[]){2, 1, 0}, 16);
    m = judge_one(&p, 2);
    CHECK(m.exact && m.has_second);
    CHECK_INT(m.played_value, 2);
    CHECK_INT(m.second_value, -6);
    CHECK_INT(m.net, -2);
    CHECK_INT(m.other_net, 0);
    CHECK_INT(m.mark, AI_MARK_BRILLIANT);
    m = judge_one(&p, 1);
    CHECK_INT(m.loss, 8);
    CHECK_INT(m.mark, AI_MARK_BLUNDER);
}

/* The search's second choice never is the move left out, unless it is
 * the only legal move. */
TEST(review_second_choice_leaves_the_best_move_out)
{
    const RulesGameId games[] = {RULES_GAME_AYOAYO, RULES_GAME_GORE,
                                 RULES_GAME_BAO_KIGOGO, RULES_GAME_URIM};
    uint64_t rng = 11;
    AiSettings s = ai_settings(AI_LEVEL_EXPERT);
    s.nodes = TEST_NODES;
    for (int k = 0; k < 4; k++) {
        RulesPosition start;
        rules_setup(&start, games[k], 0);
        RulesGame g;
        random_game(&g, &start, &rng, 12);
        const RulesPosition *p = rules_game_current(&g);
        RulesMove moves[RULES_MAX_MOVES];
        int n = rules_legal_moves(p, moves);
        for (int i = 0; i < n; i++) {
            AiResult r;
            CHECK_INT(ai_choose_other(p, g.keys, g.len, &s, NULL, moves[i],
                                      &r),
                      AI_OK);
            CHECK(rules_move_equal(r.move, moves[i]) == (n == 1));
            bool legal = false;
            for (int j = 0; j < n; j++) {
                legal = legal || rules_move_equal(r.move, moves[j]);
            }
            CHECK(legal);
        }
        rules_game_free(&g);
    }
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
            /* The other moves: the best value among them, and whether one
             * comes out better at once than the move played. */
            int second = -1000, others = 0;
            bool obvious = true;
            for (int k = 0; k < n; k++) {
                if (rules_move_equal(moves[k], g->moves[i])) {
                    continue;
                }
                int v;
                table_margin_after(&replay, moves[k], me, &v, &o);
                second = v > second ? v : second;
                obvious = obvious && net_by_hand(p, moves[k]) <=
                                         net_by_hand(p, g->moves[i]);
                others++;
            }
            CHECK(m->exact);
            CHECK_INT(m->mover, me);
            CHECK_INT(m->best_value, best);
            CHECK_INT(m->played_value, played);
            CHECK_INT(m->loss, best - played);
            CHECK_INT(m->has_second, played == best && others > 0);
            if (m->has_second) {
                CHECK_INT(m->second_value, second);
                CHECK_INT(m->net, net_by_hand(p, g->moves[i]));
            }
            CHECK_INT(m->mark,
                      full_mark_by_hand(best - played,
                                        m->has_second ? best - second : -1,
                                        obvious));
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
     * go by 2 (an even total), so a move gives away 0, 2, 4 ... A
     * brilliant move stays rare: at most 1 move in 20. */
    CHECK(checked > 1000);
    for (int m = 0; m < AI_MARK_COUNT; m++) {
        CHECK(m == AI_MARK_GOOD ? marked[m] == 0 : marked[m] > 0);
    }
    CHECK(marked[AI_MARK_BRILLIANT] * 20 <= checked);
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

/* Waits for a review's workers to judge every move or stop. */
static void wait_finished(const AiReview *r)
{
    while (!ai_review_finished(r)) {
        struct timespec t = {0, 2000000};
        nanosleep(&t, NULL);
    }
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
        wait_finished(b);
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

/* A review stopped while its workers search (ai_review_stop, as when its
 * screen closes) and started again, many times, goes on to judge every
 * move as a review never stopped does (issue 58: a search cut short by
 * a stop was kept as the answer, and the review, taken up again, stopped
 * for good on it: "judged 6 of 131"). */
TEST(review_stopped_and_taken_up_again_judges_every_move)
{
    RulesPosition start;
    rules_setup(&start, RULES_GAME_AYOAYO, 0);
    uint64_t rng = 5;
    RulesGame g;
    random_game(&g, &start, &rng, 30);
    AiReview *a = review_all(&g, TEST_NODES);
    AiReviewSettings s = {.nodes = TEST_NODES};
    AiReview *b = ai_review_new(&g, &s);
    for (int k = 0; k < 12 && !ai_review_finished(b); k++) {
        CHECK(ai_review_start(b, NULL, NULL));
        struct timespec t = {0, 1000000};
        nanosleep(&t, NULL);
        ai_review_stop(b); /* most often in the middle of a search */
    }
    CHECK(ai_review_start(b, NULL, NULL));
    wait_finished(b);
    CHECK_INT(ai_review_ready(b), g.len - 1);
    for (size_t i = 0; i + 1 < g.len; i++) {
        CHECK(same_move(ai_review_move(a, i), ai_review_move(b, i)));
    }
    ai_review_free(a);
    ai_review_free(b);
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
    int explained = 0, nothing = 0;
    for (int k = 0; k < 10; k++) {
        RulesGame g;
        random_game(&g, &start, &rng, 200);
        AiReview *r = review_all(&g, TEST_NODES);
        for (size_t i = 0; i < ai_review_length(r); i++) {
            char buf[400];
            static const char *const sides[2] = {"South", "North"};
            int len = ai_review_reason(r, i, NULL, sides, buf, sizeof buf);
            CHECK_INT(len, (long long)strlen(buf));
            if (ai_review_move(r, i)->mark <= AI_MARK_BEST) {
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
                /* nothing to take is said in words (issue 51) */
                if (strstr(buf, "take 0")) {
                    CHECK_FAIL_AT("move %zu: \"%s\"", i, buf);
                }
                nothing += strstr(buf, "can take nothing") != NULL;
                explained++;
            }
        }
        ai_review_free(r);
        rules_game_free(&g);
    }
    CHECK(explained > 10);
    CHECK(nothing > 0);
}

int main(void)
{
    RUN(review_marks_follow_the_stated_thresholds);
    RUN(review_marks_each_rule_on_hand_made_positions);
    RUN(review_second_choice_leaves_the_best_move_out);
    RUN(review_agrees_with_the_modiar_table_on_200_random_games);
    RUN(review_agrees_with_the_ayoayo_endgame_table);
    RUN(review_agrees_with_the_urim_endgame_tables);
    RUN(review_is_the_same_every_run_and_on_the_worker_thread);
    RUN(review_cancelled_stops_and_frees);
    RUN(review_stopped_and_taken_up_again_judges_every_move);
    RUN(review_summary_and_curve_follow_the_moves);
    RUN(review_reason_explains_the_better_move_in_the_hints_words);
    return check_summary();
}
