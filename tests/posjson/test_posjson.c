/* test_posjson.c: positions as JSON and back, byte for byte, for every game (what mancala-cli state writes and --position reads); the limits of a board set up by hand, each refused with its reason. */
#define _POSIX_C_SOURCE 200809L
#include "check.h"
#include "ai/cli_run.h"
#include "posjson.h"

#include <string.h>

static uint64_t next_random(uint64_t *state)
{
    uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* Every game and row length. */
typedef struct Variant {
    RulesGameId game;
    int holes_per_row;
} Variant;

static int all_variants(Variant *out)
{
    int n = 0;
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        int v[RULES_MAX_VARIANTS], k = rules_game_variants((RulesGameId)g, v);
        for (int i = 0; i < k; i++) {
            out[n++] = (Variant){(RulesGameId)g, v[i]};
        }
    }
    return n;
}

/* Random games a variant: 15 in the everyday run, 60 in test_posjson_all. */
#ifndef POSJSON_GAMES
#define POSJSON_GAMES 60
#endif

/* Every position of POSJSON_GAMES random games of each variant that is not
 * over: JSON, read back, JSON again: the same bytes, the same position for
 * C-6, and a board the editor's check accepts (play reaches only such). */
TEST(posjson_round_trips_every_position_of_random_play)
{
    Variant v[RULES_GAME_COUNT * RULES_MAX_VARIANTS];
    int nv = all_variants(v);
    uint64_t rng = 1;
    int offers_hidden = 0, glory_hidden = 0;
    for (int k = 0; k < nv; k++) {
        long positions = 0;
        for (int game = 0; game < POSJSON_GAMES; game++) {
            RulesPosition p;
            CHECK(rules_setup(&p, v[k].game, v[k].holes_per_row) == RULES_OK);
            RulesGame g;
            CHECK(rules_game_init(&g, &p) == RULES_OK);
            for (;;) {
                const RulesPosition *cur = rules_game_current(&g);
                if (cur->over) {
                    break;
                }
                char a[POSJSON_MAX], b[POSJSON_MAX];
                int len = posjson_write(cur, a, sizeof a);
                CHECK(len > 0 && len < (int)sizeof a);
                RulesPosition back;
                PosjsonError err;
                if (!posjson_read(a, &back, &err)) {
                    CHECK_FAIL_AT("%s: %s", a, err.text);
                    break;
                }
                posjson_write(&back, b, sizeof b);
                CHECK_STR(b, a);
                /* The same for C-6 but for Goré's duty to sow before
                 * offering again (GORE-6), which the JSON shows only
                 * where it takes an offer out of "legal" (checked by the
                 * bytes above). */
                RulesPosition shown = *cur;
                shown.must_sow = back.must_sow;
                CHECK(rules_position_same(&back, &shown));
                RulesWhy why;
                if (!rules_position_check(cur, &why)) {
                    CHECK_FAIL_AT("%s refused: %s", a, why.text);
                }
                offers_hidden += cur->must_sow != 0 && !cur->offer;
                glory_hidden += cur->declined != 0;
                positions++;
                RulesMove moves[RULES_MAX_MOVES];
                int n = rules_game_legal_moves(&g, moves);
                CHECK(rules_game_play_legal(
                          &g, moves[next_random(&rng) % (uint64_t)n],
                          NULL) == RULES_OK);
            }
            rules_game_free(&g);
        }
        CHECK(positions > 500 * POSJSON_GAMES / 60); /* 8 a game at least */
    }
    /* Goré's history the reader takes back from "legal" and "glory" came
     * up. */
    CHECK(offers_hidden > 0);
    CHECK(glory_hidden > 0);
}

/* mancala-cli state writes what posjson_write writes, and reads it back
 * through --position to the same line. */
TEST(posjson_is_what_mancala_cli_state_writes_and_reads)
{
    const char *games[] = {"gore", "bao-kigogo", "modiar", "ayoayo", "urim"};
    const char *moves[] = {"0 4", "0 24", "0", "0 6", "2 7"};
    for (int k = 0; k < 5; k++) {
        char args[POSJSON_MAX + 64], out[POSJSON_MAX + 2];
        char again[POSJSON_MAX + 2];
        snprintf(args, sizeof args, "state --game %s --moves \"%s\"", games[k],
                 moves[k]);
        CHECK_INT(cli(args, false, out, sizeof out), 0);
        RulesGameId id;
        CHECK(rules_game_from_name(games[k], &id));
        RulesPosition p;
        rules_setup(&p, id, 0);
        RulesGame g;
        CHECK(rules_game_init(&g, &p) == RULES_OK);
        int failed;
        char bad[RULES_MOVE_TEXT_MAX];
        RulesWhy why;
        CHECK(rules_game_play_text(&g, moves[k], &failed, bad, &why) ==
              RULES_OK);
        char mine[POSJSON_MAX + 1];
        posjson_write(rules_game_current(&g), mine, sizeof mine - 1);
        strcat(mine, "\n");
        CHECK_STR(out, mine);
        out[strlen(out) - 1] = '\0';
        snprintf(args, sizeof args, "state --position '%s'", out);
        CHECK_INT(cli(args, false, again, sizeof again), 0);
        CHECK_STR(again, mine);
        rules_game_free(&g);
    }
}

/* A board of `game` from hole counts and piles (owners the setup's, a game
 * under way). */
static RulesPosition board(RulesGameId game, int hpr, const int *holes,
                           int south, int north, int to_move)
{
    RulesPosition p;
    rules_setup(&p, game, hpr);
    for (int i = 0; i < p.hole_count; i++) {
        p.holes[i] = (uint8_t)holes[i];
    }
    p.captured[0] = (uint16_t)south;
    p.captured[1] = (uint16_t)north;
    p.to_move = (uint8_t)to_move;
    p.moves_played = 10;
    return p;
}

/* Refused, naming the rule and the sentence's template. */
static void refused(const RulesPosition *p, RulesRule rule,
                    const char *format)
{
    RulesWhy why;
    CHECK(!rules_position_check(p, &why));
    CHECK_STR(rules_rule_id(why.rule), rules_rule_id(rule));
    CHECK_STR(why.format, format);
    CHECK_STR(why.text, format); /* no hole to fill in */
}

static void accepted(const RulesPosition *p)
{
    RulesWhy why;
    if (!rules_position_check(p, &why)) {
        CHECK_FAIL_AT("refused: %s", why.text);
    }
}

TEST(position_check_accepts_every_setup)
{
    Variant v[RULES_GAME_COUNT * RULES_MAX_VARIANTS];
    int nv = all_variants(v);
    for (int k = 0; k < nv; k++) {
        RulesPosition p;
        rules_setup(&p, v[k].game, v[k].holes_per_row);
        accepted(&p);
    }
}

TEST(position_check_refuses_what_every_game_shares)
{
    RulesPosition p;
    rules_setup(&p, RULES_GAME_AYOAYO, 0);
    p.holes[0] = 5; /* 49 counters (C-5) */
    refused(&p, RULES_RULE_C_5, "the seeds do not add up to the game's total");
    rules_setup(&p, RULES_GAME_MODIAR, 0);
    p.to_move = 2;
    refused(&p, RULES_RULE_C_1,
            "the side to move must be south or north");
    rules_setup(&p, RULES_GAME_URIM, 0);
    p.over = 1;
    p.winner = RULES_WINNER_DRAW;
    refused(&p, RULES_RULE_C_9, "the game is already over");
    rules_setup(&p, RULES_GAME_MODIAR, 0);
    p.north_owned = 0;
    refused(&p, RULES_RULE_C_2, "the holes of this game do not change owner");
}

TEST(gore_limits_owners_offers_and_gore_8)
{
    /* GORE-8: every hole 2 or fewer, the game has ended. */
    const int small[8] = {2, 2, 1, 0, 2, 2, 2, 1};
    RulesPosition p = board(RULES_GAME_GORE, 0, small, 20, 16, RULES_SOUTH);
    refused(&p, RULES_RULE_GORE_8,
            "every hole holds 2 or fewer: the game is already over");
    /* GORE-6: each player keeps a hole. */
    const int holes[8] = {6, 6, 6, 6, 6, 6, 6, 6};
    p = board(RULES_GAME_GORE, 0, holes, 0, 0, RULES_SOUTH);
    p.north_owned = 0;
    refused(&p, RULES_RULE_GORE_6, "each player owns at least one hole");
    /* GORE-6: an offer is of the offerer's holes, to the side to move. */
    p = board(RULES_GAME_GORE, 0, holes, 0, 0, RULES_SOUTH);
    p.offer = 1; /* hole 0 is South's own */
    refused(&p, RULES_RULE_GORE_6,
            "the holes offered must belong to the player who offered them");
    p.offer = 1u << 4; /* North offers hole 4, South's pile holds 0 */
    refused(&p, RULES_RULE_GORE_6,
            "an offer of 1 to 3 holes, leaving the offerer one, with 6 "
            "seeds in the answerer's pile for each");
    /* Traded holes are fine (GORE-2): South owns 0-2 and 4. */
    p = board(RULES_GAME_GORE, 0, holes, 0, 0, RULES_NORTH);
    p.north_owned = 0xe8;
    accepted(&p);
}

TEST(bao_limits_each_circuit_to_its_side_s_counters)
{
    /* BAO-1, BAO-2: one counter moved from South's rows to North's keeps
     * the total but cannot happen. */
    RulesPosition p;
    rules_setup(&p, RULES_GAME_BAO_KIGOGO, 0);
    p.holes[0]--;
    p.holes[24]++;
    refused(&p, RULES_RULE_BAO_1,
            "South's two rows and the seeds North has removed must make "
            "South's 46");
    /* Counters North removed come from South's rows: 10 gone from D0..D4
     * and North's pile holds them. */
    rules_setup(&p, RULES_GAME_BAO_KIGOGO, 0);
    for (int i = 0; i < 5; i++) {
        p.holes[i] = 0;
    }
    p.captured[RULES_NORTH] = 10;
    p.moves_played = 10;
    accepted(&p);
    /* BAO-6: South with only single counters, none with an empty hole
     * after it, has no legal move: the game is over. */
    int holes[48] = {0};
    for (int i = 0; i < 24; i++) {
        holes[i] = 1;
    }
    for (int i = 24; i < 48; i++) {
        holes[i] = 2;
    }
    holes[24] = 0;
    holes[25] = 0; /* North: 44 on its rows, South removed 2 */
    p = board(RULES_GAME_BAO_KIGOGO, 0, holes, 2, 22, RULES_SOUTH);
    refused(&p, RULES_RULE_BAO_6,
            "South, to move, has no legal move: the game is already over");
}

TEST(modiar_ayoayo_urim_limits)
{
    /* MOD-7: North's row holds only singles, none may be sown (MOD-2). */
    const int mod[6] = {10, 10, 10, 1, 1, 1};
    RulesPosition p = board(RULES_GAME_MODIAR, 0, mod, 5, 4, RULES_NORTH);
    refused(&p, RULES_RULE_MOD_7,
            "North, to move, has no legal move: the game is already over");
    /* AYO-7: South's row is empty. */
    const int ayo[12] = {0, 0, 0, 0, 0, 0, 3, 3, 3, 3, 3, 3};
    p = board(RULES_GAME_AYOAYO, 0, ayo, 20, 10, RULES_SOUTH);
    refused(&p, RULES_RULE_AYO_7,
            "South, to move, has no legal move: the game is already over");
    /* URIM-3: 18 in a hole. */
    const int urim[14] = {18, 3, 3, 3, 3, 3, 3, 3, 0, 0, 0, 0, 0, 0};
    p = board(RULES_GAME_URIM, 7, urim, 3, 0, RULES_SOUTH); /* 42 */
    RulesWhy why;
    CHECK(!rules_position_check(&p, &why));
    CHECK_STR(rules_rule_id(why.rule), "URIM-3");
    CHECK_STR(why.format, "a Urim hole never holds more than 17");
    CHECK_INT(why.hole, 0);
    p.holes[0] = 17;
    p.captured[0] = 4;
    accepted(&p);
}

int main(void)
{
    RUN(posjson_round_trips_every_position_of_random_play);
    RUN(posjson_is_what_mancala_cli_state_writes_and_reads);
    RUN(position_check_accepts_every_setup);
    RUN(position_check_refuses_what_every_game_shares);
    RUN(gore_limits_owners_offers_and_gore_8);
    RUN(bao_limits_each_circuit_to_its_side_s_counters);
    RUN(modiar_ayoayo_urim_limits);
    return check_summary();
}
