/* test_properties.c: property tests over many random games of every game and variant (C-5, C-6, C-8, C-9, traces, determinism). */
#include <stdint.h>
#include <stdlib.h>

#include "check.h"
#include "rules_helpers.h"
#include "trace_replay.h"

/*
 * For each game and variant, PROPERTY_GAMES uniformly random games (fixed
 * seeds) are played with rules_game_play_legal, and after every move:
 *  - C-5: replaying the move's trace event by event on a copy of the
 *    position before it keeps board + piles + counters in hand equal to the
 *    starting total after every event, and ends in exactly the position the
 *    core produced (holes, piles, owners);
 *  - the legal list is empty exactly when the game is over (C-8), and a
 *    finished game has a result consistent with its piles (C-9);
 *  - rules_apply (no history) gives the same position as the game record
 *    unless the record ended the game by repetition (C-6 / BAO-7);
 *  - a second record played without traces (which copies the position it
 *    worked out when listing the move, and sows untraced) stays equal to
 *    the traced one, and its legal list to rules_legal_moves();
 * and after every game, replaying its move list as text from the start
 * gives the identical final position (determinism). Every game must end;
 * MAX_GAME_MOVES only stops a runaway test, and reaching it fails.
 */
#ifndef PROPERTY_GAMES
#define PROPERTY_GAMES 10000
#endif

enum { MAX_GAME_MOVES = 2000000 };

typedef struct Variant {
    RulesGameId game;
    int holes_per_row;
    uint64_t seed;
    long games;
    bool offers_grouped; /* see pick_move() */
} Variant;

static const Variant variants[] = {
    {RULES_GAME_GORE, 4, 101, PROPERTY_GAMES, true},
    {RULES_GAME_BAO_KIGOGO, 12, 202, PROPERTY_GAMES, false},
    {RULES_GAME_MODIAR, 3, 303, PROPERTY_GAMES, false},
    {RULES_GAME_AYOAYO, 6, 404, PROPERTY_GAMES, false},
    {RULES_GAME_URIM, 6, 505, PROPERTY_GAMES, false},
    {RULES_GAME_URIM, 7, 606, PROPERTY_GAMES, false},
    /* Uniform Goré too, for its very long games: fewer of them. */
    {RULES_GAME_GORE, 4, 707, PROPERTY_GAMES / 100, false},
};

static uint64_t next_random(uint64_t *state)
{
    uint64_t z = (*state += 0x9e3779b97f4a7c15ULL); /* splitmix64 */
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/*
 * A random legal move. With `offers_grouped`, all Goré offers together count
 * as one choice beside each other move (then one offer is drawn): uniform
 * play offers in ~3 of 4 turns, and since half the offers are accepted,
 * captured counters keep flowing back to the board and games average 7,000
 * moves (up to 40,000); grouped, trading still happens in every game but
 * games stay a few hundred moves long, so 10,000 of them fit the time.
 */
static RulesMove pick_move(const RulesMove *moves, int n, bool offers_grouped,
                           uint64_t *rng)
{
    int offers = 0;
    for (int i = 0; offers_grouped && i < n; i++) {
        offers += moves[i].kind == RULES_MOVE_OFFER;
    }
    if (offers < 2) {
        return moves[next_random(rng) % (uint64_t)n];
    }
    /* Offers come last in the list (words after numbers, "offer" < "pass"
     * and no pass beside an offer). */
    uint64_t choice = next_random(rng) % (uint64_t)(n - offers + 1);
    if (choice < (uint64_t)(n - offers)) {
        return moves[choice];
    }
    return moves[n - offers + (int)(next_random(rng) % (uint64_t)offers)];
}

/* The move list of one game as text, grown as needed. */
typedef struct Text {
    char *s;
    size_t len, cap;
} Text;

static bool text_add(Text *t, RulesMove m)
{
    char word[RULES_MOVE_TEXT_MAX];
    int n = rules_move_format(m, word, sizeof word);
    if (t->len + (size_t)n + 2 > t->cap) {
        size_t cap = t->cap ? 2 * t->cap : 4096;
        while (cap < t->len + (size_t)n + 2) {
            cap *= 2;
        }
        char *grown = realloc(t->s, cap);
        if (!grown) {
            return false;
        }
        t->s = grown;
        t->cap = cap;
    }
    memcpy(t->s + t->len, word, (size_t)n);
    t->len += (size_t)n;
    t->s[t->len++] = ' ';
    t->s[t->len] = '\0';
    return true;
}

/* Why a replay failed, for the failure message. */
static char replay_error[200];

/*
 * Replays the events of one move on `r` (the position before it), checking
 * C-5 after every event, and leaves in `r` what the events say the position
 * became. Returns false with replay_error set on the first inconsistency.
 */
static bool replay_trace(RulesPosition *r, const RulesTrace *t, int total)
{
    TraceReplay c;
    trace_replay_start(&c, r);
    for (size_t i = 0; i < t->len; i++) {
        const RulesEvent *e = &t->events[i];
        if (!trace_replay_event(&c, e, i, replay_error,
                                sizeof replay_error)) {
            return false;
        }
        if (trace_replay_total(&c) != total) {
            snprintf(replay_error, sizeof replay_error,
                     "C-5: after event %zu (%s) board+piles+hand is %d, not "
                     "%d", i, rules_event_name((RulesEventKind)e->kind),
                     trace_replay_total(&c), total);
            return false;
        }
    }
    if (c.hand != 0) {
        snprintf(replay_error, sizeof replay_error,
                 "%d counters left in hand", c.hand);
        return false;
    }
    for (int i = 0; i < r->hole_count; i++) {
        r->holes[i] = (uint8_t)c.holes[i];
    }
    r->captured[0] = (uint16_t)c.piles[0];
    r->captured[1] = (uint16_t)c.piles[1];
    r->north_owned = c.north_owned;
    r->marked = c.marked;
    return true;
}

/* The result a finished game must have (C-9, BAO-6, BAO-7). */
static int expected_winner(const RulesPosition *p)
{
    if (p->game == RULES_GAME_BAO_KIGOGO) {
        if (p->end_reason == RULES_END_REPETITION) {
            return RULES_WINNER_DRAW;
        }
        return p->to_move == RULES_SOUTH ? RULES_WINNER_NORTH
                                         : RULES_WINNER_SOUTH;
    }
    return p->captured[0] > p->captured[1]   ? RULES_WINNER_SOUTH
           : p->captured[0] < p->captured[1] ? RULES_WINNER_NORTH
                                             : RULES_WINNER_DRAW;
}

static bool same_result(const RulesPosition *a, const RulesPosition *b)
{
    return rules_position_same(a, b) && a->over == b->over &&
           a->winner == b->winner && a->end_reason == b->end_reason &&
           a->end_rule == b->end_rule && a->declined == b->declined &&
           a->moves_played == b->moves_played;
}

typedef struct Stats {
    long long moves;
    long games, longest, repetitions, endless_checks;
    long wins[4];
} Stats;

/* Plays and checks PROPERTY_GAMES games of one variant. */
static void check_variant(const Variant *v, Stats *st)
{
    memset(st, 0, sizeof *st);
    RulesPosition start;
    CHECK_INT(rules_setup(&start, v->game, v->holes_per_row), RULES_OK);
    const int total = rules_start_total(&start);
    uint64_t rng = v->seed;
    RulesGame g, fast, again;
    RulesTrace t = {0};
    Text text = {0};
    CHECK_INT(rules_game_init(&g, &start), RULES_OK);
    CHECK_INT(rules_game_init(&fast, &start), RULES_OK);
    bool ok = true;
    for (long k = 0; k < v->games && ok; k++) {
        rules_game_truncate(&g, 1);
        rules_game_truncate(&fast, 1);
        text.len = 0;
        if (text.s) {
            text.s[0] = '\0';
        }
        long length = 0;
        for (;;) {
            const RulesPosition *cur = rules_game_current(&g);
            RulesMove moves[RULES_MAX_MOVES];
            int n = rules_legal_moves(cur, moves);
            if ((n == 0) != (cur->over != 0)) {
                CHECK_FAIL_AT("%s game %ld move %ld: %d legal moves, over=%d",
                              rules_game_name(v->game), k, length, n,
                              cur->over);
                ok = false;
                break;
            }
            if (n == 0) {
                /* C-9: a result matching the piles; sweeps left 0s. */
                if (cur->winner != expected_winner(cur) ||
                    cur->end_reason == RULES_END_NONE) {
                    CHECK_FAIL_AT("%s game %ld: winner %d, reason %d",
                                  rules_game_name(v->game), k, cur->winner,
                                  cur->end_reason);
                    ok = false;
                }
                for (int i = 0; ok && v->game != RULES_GAME_BAO_KIGOGO &&
                                i < cur->hole_count;
                     i++) {
                    if (cur->holes[i]) {
                        CHECK_FAIL_AT("%s game %ld: hole %d not swept",
                                      rules_game_name(v->game), k, i);
                        ok = false;
                    }
                }
                st->wins[cur->winner]++;
                st->repetitions += cur->end_reason == RULES_END_REPETITION;
                break;
            }
            if (length >= MAX_GAME_MOVES) {
                CHECK_FAIL_AT("%s game %ld did not end in %d moves",
                              rules_game_name(v->game), k, MAX_GAME_MOVES);
                ok = false;
                break;
            }
            RulesMove m = pick_move(moves, n, v->offers_grouped, &rng);
            RulesPosition before = *cur, alone;
            rules_trace_clear(&t);
            if (rules_game_play_legal(&g, m, &t) != RULES_OK ||
                t.truncated || !text_add(&text, m)) {
                CHECK_FAIL_AT("out of memory");
                ok = false;
                break;
            }
            length++;
            const RulesPosition *next = rules_game_current(&g);
            RulesPosition r = before;
            RulesWhy why;
            if (!replay_trace(&r, &t, total)) {
                CHECK_FAIL_AT("%s game %ld move %ld (%d): %s",
                              rules_game_name(v->game), k, length, m.hole,
                              replay_error);
                ok = false;
                break;
            }
            if (memcmp(r.holes, next->holes, RULES_MAX_HOLES) != 0 ||
                r.captured[0] != next->captured[0] ||
                r.captured[1] != next->captured[1] ||
                r.north_owned != next->north_owned ||
                r.marked != next->marked) {
                CHECK_FAIL_AT("%s game %ld move %ld: the trace does not "
                              "reproduce the position",
                              rules_game_name(v->game), k, length);
                ok = false;
                break;
            }
            bool ends = t.len > 0 &&
                        t.events[t.len - 1].kind == RULES_EV_END;
            if (ends != (next->over != 0) ||
                next->moves_played != before.moves_played + 1 ||
                !rules_position_valid(next, &why)) {
                CHECK_FAIL_AT("%s game %ld move %ld: end event %d, over %d, "
                              "valid: %s",
                              rules_game_name(v->game), k, length, ends,
                              next->over, why.text);
                ok = false;
                break;
            }
            rules_apply(&before, m, &alone, NULL);
            bool agree = next->end_reason == RULES_END_REPETITION
                             ? alone.end_reason != RULES_END_REPETITION
                             : same_result(&alone, next);
            if (!agree) {
                CHECK_FAIL_AT("%s game %ld move %ld: rules_apply and "
                              "rules_game_play disagree",
                              rules_game_name(v->game), k, length);
                ok = false;
                break;
            }
            /* The fast path: untraced, the record copies the position it
             * worked out when it listed the move; it must equal the traced
             * play, and its list must equal rules_legal_moves(). */
            RulesMove listed[RULES_MAX_MOVES], fresh[RULES_MAX_MOVES];
            if (rules_game_play_legal(&fast, m, NULL) != RULES_OK) {
                CHECK_FAIL_AT("out of memory");
                ok = false;
                break;
            }
            int nl = rules_game_legal_moves(&fast, listed);
            bool same_list = nl == rules_legal_moves(next, fresh);
            for (int i = 0; same_list && i < nl; i++) {
                same_list = rules_move_equal(listed[i], fresh[i]);
            }
            if (!same_result(rules_game_current(&fast), next) || !same_list) {
                CHECK_FAIL_AT("%s game %ld move %ld: the untraced record "
                              "and the traced one disagree",
                              rules_game_name(v->game), k, length);
                ok = false;
                break;
            }
        }
        if (!ok) {
            break;
        }
        /* Determinism: the same moves as text give the same result. */
        int failed = 0;
        char bad[RULES_MOVE_TEXT_MAX];
        RulesWhy why;
        CHECK_INT(rules_game_init(&again, &start), RULES_OK);
        RulesError err =
            rules_game_play_text(&again, text.s ? text.s : "", &failed, bad,
                                 &why);
        bool same = err == RULES_OK && again.len == g.len &&
                    same_result(rules_game_current(&again),
                                rules_game_current(&g));
        rules_game_free(&again);
        if (!same) {
            CHECK_FAIL_AT("%s game %ld: replaying its %ld moves gives "
                          "another result (error %d at move %d: %s)",
                          rules_game_name(v->game), k, length, (int)err,
                          failed, why.text);
            ok = false;
        }
        st->games++;
        st->moves += length;
        st->longest = length > st->longest ? length : st->longest;
    }
    rules_trace_free(&t);
    rules_game_free(&g);
    rules_game_free(&fast);
    free(text.s);
    CHECK(ok);
    CHECK_INT(st->games, v->games);
}

static void run_variant(int index)
{
    Stats st;
    check_variant(&variants[index], &st);
    printf("  %s %d%s: %ld games, %lld moves, longest %ld, south %ld, north "
           "%ld, draw %ld (%ld by repetition)\n",
           rules_game_name(variants[index].game),
           variants[index].holes_per_row,
           variants[index].offers_grouped ? " (offers grouped)" : "", st.games, st.moves, st.longest,
           st.wins[RULES_WINNER_SOUTH], st.wins[RULES_WINNER_NORTH],
           st.wins[RULES_WINNER_DRAW], st.repetitions);
}

/* Every game and row length of the core is played here. */
TEST(every_game_and_variant_of_the_core_is_played_here)
{
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        int v[RULES_MAX_VARIANTS], nv = rules_game_variants((RulesGameId)g, v);
        for (int k = 0; k < nv; k++) {
            bool listed = false;
            for (size_t i = 0; i < sizeof variants / sizeof *variants; i++) {
                listed = listed || (variants[i].game == (RulesGameId)g &&
                                    variants[i].holes_per_row == v[k]);
            }
            if (!listed) {
                CHECK_FAIL_AT("%s with %d holes a row is not played here: "
                              "add it to `variants` and a test that runs it",
                              rules_game_name((RulesGameId)g), v[k]);
            }
        }
    }
}

TEST(gore_random_games_conserve_end_replay_and_repeat_exactly)
{
    run_variant(0);
}

TEST(gore_uniformly_random_long_games_conserve_end_replay_and_repeat_exactly)
{
    run_variant(6);
}

TEST(bao_kigogo_random_games_conserve_end_replay_and_repeat_exactly)
{
    run_variant(1);
}

TEST(modiar_random_games_conserve_end_replay_and_repeat_exactly)
{
    run_variant(2);
}

TEST(ayoayo_random_games_conserve_end_replay_and_repeat_exactly)
{
    run_variant(3);
}

TEST(urim_6_random_games_conserve_end_replay_and_repeat_exactly)
{
    run_variant(4);
}

TEST(urim_7_random_games_conserve_end_replay_and_repeat_exactly)
{
    run_variant(5);
}

int main(void)
{
    printf("%d random games per game and variant\n", PROPERTY_GAMES);
    RUN(every_game_and_variant_of_the_core_is_played_here);
    RUN(gore_random_games_conserve_end_replay_and_repeat_exactly);
    RUN(gore_uniformly_random_long_games_conserve_end_replay_and_repeat_exactly);
    RUN(bao_kigogo_random_games_conserve_end_replay_and_repeat_exactly);
    RUN(modiar_random_games_conserve_end_replay_and_repeat_exactly);
    RUN(ayoayo_random_games_conserve_end_replay_and_repeat_exactly);
    RUN(urim_6_random_games_conserve_end_replay_and_repeat_exactly);
    RUN(urim_7_random_games_conserve_end_replay_and_repeat_exactly);
    return check_summary();
}
