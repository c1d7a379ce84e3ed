/* test_ai.c: the computer player: legal moves only, forced wins found, hints, cancellation on the worker thread. */
#define _POSIX_C_SOURCE 200809L
#include "ai.h"
#include "ai_internal.h"
#include "check.h"

#include <string.h>
#include <time.h>

static uint64_t next_random(uint64_t *state)
{
    *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
    return *state >> 33;
}

static RulesPosition make(RulesGameId game, int holes_per_row,
                          const int *holes, int south, int north)
{
    RulesPosition p;
    rules_setup(&p, game, holes_per_row);
    for (int i = 0; i < p.hole_count; i++) {
        p.holes[i] = (uint8_t)holes[i];
    }
    p.captured[0] = (uint16_t)south;
    p.captured[1] = (uint16_t)north;
    p.moves_played = 20; /* well past Modiar's first move (MOD-4) */
    return p;
}

/* Can `mover` force a win within `plies` plies? (Exhaustive; Goré's
 * answering side moves twice, which this follows.) */
static bool wins_within(const RulesPosition *p, int mover, int plies)
{
    if (p->over) {
        return p->winner == mover + 1;
    }
    if (plies == 0) {
        return false;
    }
    RulesMove moves[RULES_MAX_MOVES];
    int n = rules_legal_moves(p, moves);
    bool mine = p->to_move == mover;
    for (int i = 0; i < n; i++) {
        RulesPosition q;
        rules_apply(p, moves[i], &q, NULL);
        bool w = wins_within(&q, mover, plies - 1);
        if (mine && w) {
            return true;
        }
        if (!mine && !w) {
            return false;
        }
    }
    return !mine;
}

/* The expert's move must keep the forced win; and the position must be a
 * real test: some other legal move must not win as fast. */
static bool expert_keeps_forced_win(const RulesPosition *p, int plies,
                                    char *chosen)
{
    RulesMove moves[RULES_MAX_MOVES];
    int n = rules_legal_moves(p, moves), losing = 0;
    for (int i = 0; i < n; i++) {
        RulesPosition q;
        rules_apply(p, moves[i], &q, NULL);
        losing += !wins_within(&q, p->to_move, plies - 1);
    }
    if (losing == 0 || !wins_within(p, p->to_move, plies)) {
        snprintf(chosen, RULES_MOVE_TEXT_MAX, "(bad test position)");
        return false;
    }
    AiSettings s = ai_settings(AI_LEVEL_EXPERT);
    s.ms = 300;
    AiResult r;
    if (ai_choose(p, NULL, 0, &s, NULL, &r) != AI_OK) {
        return false;
    }
    rules_move_format(r.move, chosen, RULES_MOVE_TEXT_MAX);
    RulesPosition q;
    rules_apply(p, r.move, &q, NULL);
    return wins_within(&q, p->to_move, plies - 1);
}

#define CHECK_FINDS(p, plies, expected)                                        \
    do {                                                                       \
        char chosen_[RULES_MOVE_TEXT_MAX];                                     \
        bool ok_ = expert_keeps_forced_win(&(p), (plies), chosen_);            \
        if (!ok_) {                                                            \
            CHECK_FAIL_AT("expert chose %s, expected %s", chosen_, expected);  \
            return;                                                            \
        }                                                                      \
        CHECK_STR(chosen_, expected);                                          \
    } while (0)

/* Goré: South's 1 from hole 3 makes North's hole 4 hold 4: captured
 * (GORE-4); the runs stop at once (hole 3 is now empty, hole 5 too).
 * Every hole then holds 2 or less (GORE-8): South 20+4+1 = 25 against
 * North 21+2 = 23. Sowing hole 0 instead leaves hole 4 with 3: play goes
 * on; offering a hole hands it over. */
TEST(gore_expert_captures_to_end_the_game_a_winner)
{
    const int h[8] = {1, 0, 0, 1, 3, 0, 0, 2};
    RulesPosition p = make(RULES_GAME_GORE, 0, h, 20, 21);
    CHECK_FINDS(p, 1, "3");
}

/* Bao Kigogo: South has only singletons, so BAO-4 lets each move one hole
 * on into an empty hole. 22 -> 23 ends in C0, an empty front-row hole;
 * North's B0 (hole 36) holds North's last counter: captured (BAO-5), and
 * North, with nothing left, loses (BAO-6). 5 -> 6 lets North play on. */
TEST(bao_expert_takes_the_last_counter_with_a_file_capture)
{
    int h[48] = {0};
    h[5] = 1;
    h[22] = 1;
    h[36] = 1;
    RulesPosition p = make(RULES_GAME_BAO_KIGOGO, 0, h, 50, 39);
    CHECK_FINDS(p, 1, "22");
}

/* Modiar: South's hole 0 (2): one back home, one into hole 1 -> [1,1,3 |
 * 1,0,0]. North holds only a singleton, which never moves (MOD-2): the
 * game ends (MOD-7), South 17+5 = 22 against North 19+1 = 20. Hole 2
 * instead gives North a pair in hole 3 and play goes on. */
TEST(modiar_expert_leaves_the_opponent_without_a_move)
{
    const int h[6] = {2, 0, 3, 1, 0, 0};
    RulesPosition p = make(RULES_GAME_MODIAR, 0, h, 17, 19);
    CHECK_FINDS(p, 1, "0");
}

/* Ayoayo: hole 0's one counter ends in empty hole 1; opposite, hole 10
 * holds North's last 3: captured with the capturing counter (AYO-5).
 * North cannot move (AYO-7): South 20+4+2 = 26 against 22. */
TEST(ayoayo_expert_captures_the_last_counters_opposite)
{
    const int h[12] = {1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 3, 0};
    RulesPosition p = make(RULES_GAME_AYOAYO, 0, h, 20, 22);
    CHECK_FINDS(p, 1, "0");
}

/* Urim 2x6, a win in two moves: South plays 0 (hole 0 -> hole 1), so
 * North's only move, 11, drops its counter into an empty hole 0 (1: no
 * capture). North's row is then empty and no South move reaches it
 * (URIM-7), so after South's move North cannot move (URIM-8): South
 * 16+4 = 20 against 16. Playing 1 or 2 instead leaves 1 in hole 0, and
 * North's 11 makes it 2: captured (URIM-4), at best a draw. */
TEST(urim_expert_empties_hole_0_before_north_can_capture_it)
{
    const int h[12] = {1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1};
    RulesPosition p = make(RULES_GAME_URIM, 6, h, 16, 16);
    CHECK_FINDS(p, 3, "0");
}

/* Urim 2x7, the same idea: 0 -> 1 empties hole 0 before North's 13 lands
 * there; North's row is then empty and nothing of South's reaches it, so
 * the game ends with South 18+5 = 23 against 19. Playing 3 lets North's
 * 13 make hole 0 hold 2 and capture it. */
TEST(urim7_expert_empties_hole_0_before_north_can_capture_it)
{
    const int h[14] = {1, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1};
    RulesPosition p = make(RULES_GAME_URIM, 7, h, 18, 19);
    CHECK_FINDS(p, 3, "0");
}

/* Random games of every game and variant; at every few plies each level
 * chooses, and the move must be legal in the real game (with its
 * repetition history). */
TEST(every_level_plays_only_legal_moves_in_random_positions)
{
    uint64_t rng = 7;
    for (int gi = 0; gi < RULES_GAME_COUNT; gi++) {
        int v[4], nv = rules_game_variants((RulesGameId)gi, v);
        for (int k = 0; k < nv; k++) {
            RulesPosition start;
            rules_setup(&start, (RulesGameId)gi, v[k]);
            for (int round = 0; round < 3; round++) {
                RulesGame g;
                CHECK(rules_game_init(&g, &start) == RULES_OK);
                int plies = 0;
                while (!rules_game_current(&g)->over && plies < 160) {
                    const RulesPosition *p = rules_game_current(&g);
                    RulesMove moves[RULES_MAX_MOVES];
                    int n = rules_legal_moves(p, moves);
                    if (plies % 7 == round) {
                        for (int lv = 0; lv < AI_LEVEL_COUNT; lv++) {
                            AiSettings s = ai_settings((AiLevel)lv);
                            s.ms = 20;
                            s.seed = (uint64_t)plies;
                            AiResult r;
                            CHECK_INT(ai_choose_in_game(&g, &s, NULL, &r),
                                      AI_OK);
                            RulesWhy why;
                            if (!rules_is_legal(p, r.move, &why)) {
                                CHECK_FAIL_AT("%s level %s: %s",
                                              rules_game_name(
                                                  (RulesGameId)gi),
                                              ai_level_name((AiLevel)lv),
                                              why.text);
                                rules_game_free(&g);
                                return;
                            }
                        }
                    }
                    CHECK(rules_game_play_legal(
                              &g, moves[next_random(&rng) % (uint64_t)n],
                              NULL) == RULES_OK);
                    plies++;
                }
                rules_game_free(&g);
            }
        }
    }
}

TEST(a_finished_game_has_no_move_to_choose)
{
    const int h[6] = {0, 0, 0, 0, 0, 0};
    RulesPosition p = make(RULES_GAME_MODIAR, 0, h, 21, 21);
    p.over = 1;
    p.winner = RULES_WINNER_DRAW;
    AiSettings s = ai_settings(AI_LEVEL_CLUB);
    AiResult r;
    CHECK_INT(ai_choose(&p, NULL, 0, &s, NULL, &r), AI_NO_MOVE);
}

TEST(the_same_seed_gives_the_beginner_the_same_move)
{
    RulesPosition p;
    rules_setup(&p, RULES_GAME_AYOAYO, 0);
    AiSettings s = ai_settings(AI_LEVEL_BEGINNER);
    s.seed = 42;
    for (int i = 0; i < 5; i++) {
        AiResult a, b;
        ai_choose(&p, NULL, 0, &s, NULL, &a);
        ai_choose(&p, NULL, 0, &s, NULL, &b);
        CHECK(rules_move_equal(a.move, b.move));
        s.seed++;
    }
}

/* Goré's beginner offers a trade seldom: its careless and misjudged
 * moves are sowings (a blind pick among fourteen offers and four sowings
 * offered a trade every few moves, each a question to the player: issue
 * 51). Beginners play each other from a line where trades may be
 * offered; of the moves where one may, at most one in ten is an offer. */
TEST(the_gore_beginner_seldom_offers_a_trade)
{
    static const char *const line[] = {"1", "5", "2", "7", "0", "4", "3",
                                       "6", "1", "5", "3", "7", "1", "7",
                                       "0", "5", "1", "7", "3", "4"};
    RulesPosition start;
    rules_setup(&start, RULES_GAME_GORE, 0);
    for (size_t i = 0; i < sizeof line / sizeof line[0]; i++) {
        RulesMove m;
        CHECK_INT(rules_move_parse(line[i], &m), RULES_OK);
        rules_apply(&start, m, &start, NULL);
    }
    int could = 0, offered = 0;
    for (uint64_t seed = 1; seed <= 40; seed++) {
        RulesPosition p = start;
        AiSettings s = ai_settings(AI_LEVEL_BEGINNER);
        s.seed = seed;
        for (int ply = 0; ply < 30 && !p.over; ply++) {
            RulesMove ms[RULES_MAX_MOVES];
            int n = rules_legal_moves(&p, ms), offers = 0;
            for (int i = 0; i < n; i++) {
                offers += ms[i].kind == RULES_MOVE_OFFER;
            }
            AiResult r;
            CHECK_INT(ai_choose(&p, NULL, 0, &s, NULL, &r), AI_OK);
            could += offers > 0;
            offered += r.move.kind == RULES_MOVE_OFFER;
            rules_apply(&p, r.move, &p, NULL);
            s.seed = s.seed * 6364136223846793005ULL + 1;
        }
    }
    printf("  %d offers where %d could be made\n", offered, could);
    CHECK(could >= 100);
    CHECK(offered * 10 <= could);
}

/* With a depth bound and ample time the expert stops after exactly that
 * many plies, and the search is the same every time: the benchmark
 * values its openings this way. */
TEST(a_depth_bound_makes_the_expert_stop_there_every_time)
{
    RulesPosition p;
    rules_setup(&p, RULES_GAME_AYOAYO, 0);
    AiSettings s = ai_settings(AI_LEVEL_EXPERT);
    s.ms = 600000;
    s.depth = 3;
    AiResult a, b;
    CHECK_INT(ai_choose(&p, NULL, 0, &s, NULL, &a), AI_OK);
    CHECK_INT(ai_choose(&p, NULL, 0, &s, NULL, &b), AI_OK);
    CHECK_INT(a.depth, 3);
    CHECK(rules_move_equal(a.move, b.move));
    CHECK_INT(a.score, b.score);
    CHECK(a.nodes == b.nodes);
    s.depth = 1;
    CHECK_INT(ai_choose(&p, NULL, 0, &s, NULL, &b), AI_OK);
    CHECK_INT(b.depth, 1);
    CHECK(b.nodes < a.nodes);
}

/* A kept table (AiMemory): the expert's search of South's next position
 * (after South's move and North's reply) reaches the same depth in fewer
 * steps, the positions two plies on having been searched already; and the
 * move is still one of the position's. */
TEST(a_kept_table_searches_the_next_position_in_fewer_steps)
{
    RulesGame g;
    RulesPosition start;
    rules_setup(&start, RULES_GAME_AYOAYO, 0);
    CHECK_INT(rules_game_init(&g, &start), RULES_OK);
    AiSettings s = ai_settings(AI_LEVEL_EXPERT);
    s.ms = 600000;
    s.depth = 10;
    s.memory = ai_memory_new();
    CHECK(s.memory != NULL);
    AiResult r, fresh, kept;
    CHECK_INT(ai_choose_in_game(&g, &s, NULL, &r), AI_OK);
    RulesWhy why;
    CHECK_INT(rules_game_play(&g, r.move, NULL, &why), RULES_OK);
    RulesMove replies[RULES_MAX_MOVES];
    CHECK(rules_legal_moves(rules_game_current(&g), replies) > 0);
    CHECK_INT(rules_game_play(&g, replies[0], NULL, &why), RULES_OK);
    AiSettings none = s;
    none.memory = NULL;
    CHECK_INT(ai_choose_in_game(&g, &none, NULL, &fresh), AI_OK);
    CHECK_INT(ai_choose_in_game(&g, &s, NULL, &kept), AI_OK);
    CHECK_INT(kept.depth, 10);
    CHECK(kept.nodes < fresh.nodes);
    CHECK(rules_is_legal(rules_game_current(&g), kept.move, NULL));
    ai_memory_free(s.memory);
    rules_game_free(&g);
}

/* Scores depend on the game and on the side that searches (its contempt
 * for draws), so a kept table must keep them apart. Ayoayo and Urim 2x6
 * have the same board: with the same holes and stores the two positions
 * have the same rules_position_key(). After searching the Ayoayo one,
 * and the Urim one with North to move, a search of the Urim one with
 * South to move is step for step the search with a fresh table. */
TEST(a_kept_table_keeps_games_and_sides_apart)
{
    const int h[12] = {3, 0, 2, 5, 1, 0, 2, 0, 4, 1, 0, 3};
    RulesPosition ayo = make(RULES_GAME_AYOAYO, 0, h, 12, 15);
    RulesPosition urim = make(RULES_GAME_URIM, 6, h, 5, 10);
    RulesPosition urim_north = urim;
    urim_north.to_move = RULES_NORTH;
    ayo.captured[0] = urim.captured[0];
    ayo.captured[1] = urim.captured[1];
    CHECK(rules_position_key(&ayo) == rules_position_key(&urim));
    AiSettings s = ai_settings(AI_LEVEL_EXPERT);
    s.ms = 600000;
    s.depth = 8;
    AiResult fresh, kept, other;
    CHECK_INT(ai_choose(&urim, NULL, 0, &s, NULL, &fresh), AI_OK);
    s.memory = ai_memory_new();
    CHECK(s.memory != NULL);
    CHECK_INT(ai_choose(&ayo, NULL, 0, &s, NULL, &other), AI_OK);
    CHECK_INT(ai_choose(&urim_north, NULL, 0, &s, NULL, &other), AI_OK);
    CHECK_INT(ai_choose(&urim, NULL, 0, &s, NULL, &kept), AI_OK);
    CHECK(rules_move_equal(kept.move, fresh.move));
    CHECK_INT(kept.score, fresh.score);
    CHECK(kept.nodes == fresh.nodes);
    ai_memory_free(s.memory);
}

/*
 * Contempt. Ayoayo, South to move: [1,0,0,0,0,1 | 0,1,1,0,0,0] (holes
 * 0-11), stores 22-22. South 0 gives [0,1,0,0,0,1 | 0,1,1,0,0,0], which
 * the history has seen twice: a third time ends the game (C-6), 24-24, a
 * draw. South 5 sows into hole 6 instead: [1,0,0,0,0,0 | 1,1,1,0,0,0],
 * where no North move captures (each ends on an empty hole of North's
 * row opposite an empty one), so at one ply it is worth 1 x (3 - 1) =
 * 2 to North (a counter in the own row weighs 1 in Ayoayo): South is
 * 0.2 counters behind. The expert values a draw at 1.5 counters behind
 * and plays on.
 */
TEST(the_expert_plays_on_slightly_behind_rather_than_repeat_to_a_draw)
{
    const int h[12] = {1, 0, 0, 0, 0, 1, 0, 1, 1, 0, 0, 0};
    RulesPosition p = make(RULES_GAME_AYOAYO, 0, h, 22, 22);
    RulesPosition draw;
    RulesMove m0 = {.kind = RULES_MOVE_SOW, .hole = 0};
    rules_apply(&p, m0, &draw, NULL);
    uint64_t history[4] = {rules_position_key(&draw),
                           rules_position_key(&p),
                           rules_position_key(&draw),
                           rules_position_key(&p)};
    AiSettings s = ai_settings(AI_LEVEL_EXPERT);
    s.ms = 600000;
    s.depth = 1;
    AiResult r;
    CHECK_INT(ai_choose(&p, history, 4, &s, NULL, &r), AI_OK);
    CHECK_INT(r.move.hole, 5);
    CHECK_INT(r.score, -2);
}

/* ---- Hints ---- */

/* The Ayoayo position above: the hint is hole 0, which captures 3 + 1
 * from hole 10 into the store; the capture shows on hole 10 and hole 1
 * (the capturing counter). */
TEST(a_hint_names_the_move_and_what_it_captures)
{
    const int h[12] = {1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 3, 0};
    RulesPosition p = make(RULES_GAME_AYOAYO, 0, h, 20, 22);
    AiSettings s = ai_settings(AI_LEVEL_EXPERT);
    s.ms = 100;
    AiHint hint;
    CHECK_INT(ai_hint(&p, NULL, 0, &s, NULL, &hint), AI_OK);
    CHECK_INT(hint.best.move.hole, 0);
    CHECK_INT(hint.gain, 4);
    CHECK(hint.gain_holes & ((uint64_t)1 << 10));
    char text[256];
    ai_hint_explain(&p, &hint, NULL, text, sizeof text);
    CHECK(strstr(text, "Sow hole 0.") == text);
    CHECK(strstr(text, "captures 4") != NULL);
}

/* Goré, South to move: South's hole 3 holds 1 and North's hole 7 holds 3;
 * if North moved now, 7's three counters would go 0, 1, 2 and make hole 2
 * hold 4 -> captured with the chain back through hole 1 (2) and hole 0
 * (2). The hint must see that danger. */
TEST(a_hint_reports_the_danger_it_avoids)
{
    const int h[8] = {1, 1, 3, 0, 5, 0, 5, 3};
    RulesPosition p = make(RULES_GAME_GORE, 0, h, 15, 15);
    AiSettings s = ai_settings(AI_LEVEL_EXPERT);
    s.ms = 100;
    AiHint hint;
    CHECK_INT(ai_hint(&p, NULL, 0, &s, NULL, &hint), AI_OK);
    CHECK_INT(hint.threat, 8);
    CHECK(hint.threat_holes & ((uint64_t)1 << 0));
    CHECK(hint.reply_loss < hint.threat);
}

/* ---- The worker thread ---- */

static atomic_int woken;

static void wake(void *user)
{
    (void)user;
    atomic_fetch_add(&woken, 1);
}

static void sleep_ms(long ms)
{
    struct timespec t = {ms / 1000, (ms % 1000) * 1000000L};
    nanosleep(&t, NULL);
}

TEST(a_cancelled_search_stops_with_a_legal_move_and_wakes_the_caller)
{
    RulesPosition start;
    rules_setup(&start, RULES_GAME_BAO_KIGOGO, 0);
    RulesGame g;
    CHECK(rules_game_init(&g, &start) == RULES_OK);
    AiSettings s = ai_settings(AI_LEVEL_EXPERT);
    s.ms = 3600000; /* an hour: only cancelling can stop it */
    atomic_store(&woken, 0);
    AiTask *t = ai_task_start(&g, &s, wake, NULL);
    rules_game_free(&g); /* the task has its own copy */
    CHECK(t != NULL);
    sleep_ms(50);
    ai_task_cancel(t);
    AiResult r;
    AiStatus st = ai_task_finish(t, &r, NULL);
    CHECK_INT(st, AI_CANCELLED);
    CHECK(rules_is_legal(&start, r.move, NULL));
    CHECK_INT(atomic_load(&woken), 1);
}

TEST(cancelling_at_once_still_gives_a_legal_move)
{
    RulesPosition start;
    rules_setup(&start, RULES_GAME_GORE, 0);
    RulesGame g;
    CHECK(rules_game_init(&g, &start) == RULES_OK);
    AiSettings s = ai_settings(AI_LEVEL_EXPERT);
    s.ms = 3600000;
    AiTask *t = ai_task_start_hint(&g, &s, NULL, NULL);
    CHECK(t != NULL);
    ai_task_cancel(t);
    AiResult r;
    AiHint h;
    AiStatus st = ai_task_finish(t, &r, &h);
    CHECK(st == AI_CANCELLED || st == AI_OK);
    CHECK(rules_is_legal(&start, r.move, NULL));
    CHECK(rules_move_equal(r.move, h.best.move));
    rules_game_free(&g);
}

TEST(a_finished_task_reports_done_and_its_move)
{
    RulesPosition start;
    rules_setup(&start, RULES_GAME_URIM, 7);
    RulesGame g;
    CHECK(rules_game_init(&g, &start) == RULES_OK);
    AiSettings s = ai_settings(AI_LEVEL_CLUB);
    AiTask *t = ai_task_start(&g, &s, NULL, NULL);
    CHECK(t != NULL);
    while (!ai_task_done(t)) {
        sleep_ms(1);
    }
    AiResult r;
    CHECK_INT(ai_task_finish(t, &r, NULL), AI_OK);
    CHECK(rules_is_legal(&start, r.move, NULL));
    rules_game_free(&g);
}

/* The evaluation by a plain loop over the holes: 10 a captured counter,
 * `own` a counter and `ready` a hole of 2 or more on the mover's side, less
 * the opponent's. */
static int evaluate_plainly(const RulesPosition *p)
{
    const AiGameInfo *g = ai_game((RulesGameId)p->game);
    int me = p->to_move, value = 10 * (p->captured[me] - p->captured[1 - me]);
    for (int i = 0; i < p->hole_count; i++) {
        int owner = (int)(p->north_owned >> i & 1);
        int worth = g->own * p->holes[i] + (p->holes[i] >= 2 ? g->ready : 0);
        value += owner == me ? worth : -worth;
    }
    return value;
}

TEST(the_evaluation_is_right_for_any_count_a_hole_can_hold)
{
    /* Toguz Korgool's 162 counters broke the bytewise sums, which held a
     * hole of at most 127 and a board of at most 255: holes of 0 to 255
     * counters on every board, with owners at random, as a plain loop */
    uint64_t seed = 54;
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        int variants[RULES_MAX_VARIANTS];
        int nv = rules_game_variants((RulesGameId)g, variants);
        for (int v = 0; v < nv; v++) {
            for (int round = 0; round < 200; round++) {
                RulesPosition p;
                rules_setup(&p, (RulesGameId)g, variants[v]);
                int top = round % 3 == 0 ? 256 : round % 3 == 1 ? 128 : 4;
                for (int i = 0; i < p.hole_count; i++) {
                    p.holes[i] = (uint8_t)(next_random(&seed) % (unsigned)top);
                }
                if (round % 2) {
                    p.north_owned = next_random(&seed) << 32 ^
                                    next_random(&seed);
                    p.north_owned &= ~0ULL >> (64 - p.hole_count);
                }
                p.captured[0] = (uint16_t)(next_random(&seed) % 4000);
                p.captured[1] = (uint16_t)(next_random(&seed) % 4000);
                p.to_move = (uint8_t)(round / 2 % 2);
                if (ai_evaluate(&p) != evaluate_plainly(&p)) {
                    CHECK_FAIL_AT("%s %d: evaluation %d, a plain loop %d "
                                  "(round %d)",
                                  rules_game_name((RulesGameId)g),
                                  variants[v], ai_evaluate(&p),
                                  evaluate_plainly(&p), round);
                    return;
                }
            }
        }
    }
    /* every hole full: 48 x 255 counters on Bao's board */
    RulesPosition p;
    rules_setup(&p, RULES_GAME_BAO_KIGOGO, 12);
    memset(p.holes, 255, sizeof p.holes);
    CHECK_INT(ai_evaluate(&p), evaluate_plainly(&p));
}

int main(void)
{
    /* Modiar's table read where the other tests keep it, not built again
     * (MANCALA_TABLES_DIR, docs/TESTING.md); test_ai_modiar builds it */
    if (getenv("MANCALA_TABLES_DIR")) {
        ai_solved_keep(getenv("MANCALA_TABLES_DIR"));
    }
    RUN(gore_expert_captures_to_end_the_game_a_winner);
    RUN(bao_expert_takes_the_last_counter_with_a_file_capture);
    RUN(modiar_expert_leaves_the_opponent_without_a_move);
    RUN(ayoayo_expert_captures_the_last_counters_opposite);
    RUN(urim_expert_empties_hole_0_before_north_can_capture_it);
    RUN(urim7_expert_empties_hole_0_before_north_can_capture_it);
    RUN(every_level_plays_only_legal_moves_in_random_positions);
    RUN(a_finished_game_has_no_move_to_choose);
    RUN(the_same_seed_gives_the_beginner_the_same_move);
    RUN(a_depth_bound_makes_the_expert_stop_there_every_time);
    RUN(a_kept_table_searches_the_next_position_in_fewer_steps);
    RUN(a_kept_table_keeps_games_and_sides_apart);
    RUN(the_expert_plays_on_slightly_behind_rather_than_repeat_to_a_draw);
    RUN(a_hint_names_the_move_and_what_it_captures);
    RUN(a_hint_reports_the_danger_it_avoids);
    RUN(a_cancelled_search_stops_with_a_legal_move_and_wakes_the_caller);
    RUN(cancelling_at_once_still_gives_a_legal_move);
    RUN(a_finished_task_reports_done_and_its_move);
    RUN(the_gore_beginner_seldom_offers_a_trade);
    RUN(the_evaluation_is_right_for_any_count_a_hole_can_hold);
    return check_summary();
}
