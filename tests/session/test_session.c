/* test_session.c: play, undo and redo, the move list and its labels, review, replay and matches. */
#include "check.h"
#include "session_check.h"

#include <stdlib.h>
#include <string.h>

/* Rebuilds a game from the session's moves with the rules core alone. */
static bool replay_matches(const Session *s)
{
    RulesPosition start = *session_position_at(s, 0);
    RulesGame g;
    memset(&g, 0, sizeof g);
    if (rules_game_init(&g, &start) != RULES_OK) {
        return false;
    }
    bool same = true;
    size_t count = session_move_count(s);
    for (size_t i = 0; i < count && same; i++) {
        RulesWhy why;
        same = rules_game_play(&g, session_move_info(s, i)->move, NULL,
                               &why) == RULES_OK &&
               same_position(rules_game_current(&g),
                             session_position_at(s, i + 1));
    }
    same = same && g.len == count + 1 &&
           same_position(rules_game_current(&g), session_position(s));
    rules_game_free(&g);
    return same;
}

TEST(a_new_session_starts_at_the_setup_with_south_to_move)
{
    Session *s = session_new(RULES_GAME_URIM, 7, "Ada", "Kofi");
    CHECK(s != NULL);
    RulesPosition start;
    CHECK_INT(rules_setup(&start, RULES_GAME_URIM, 7), RULES_OK);
    CHECK(same_position(session_position(s), &start));
    CHECK_INT(session_position(s)->to_move, RULES_SOUTH);
    CHECK_INT(session_move_count(s), 0);
    CHECK(!session_can_undo(s));
    CHECK(!session_can_redo(s));
    CHECK_STR(session_player_name(s, RULES_SOUTH), "Ada");
    CHECK_STR(session_player_name(s, RULES_NORTH), "Kofi");
    CHECK_INT(session_holes_per_row(s), 7);
    CHECK_INT(strlen(session_date(s)), 20);
    CHECK_INT(session_date(s)[19], 'Z');
    session_free(s);
}

TEST(holes_zero_means_the_default_variant_and_unknown_variants_are_refused)
{
    Session *s = session_new(RULES_GAME_URIM, 0, NULL, NULL);
    CHECK(s != NULL);
    CHECK_INT(session_holes_per_row(s), 6);
    CHECK_STR(session_player_name(s, RULES_SOUTH), "South");
    CHECK_STR(session_player_name(s, RULES_NORTH), "North");
    session_free(s);
    CHECK(session_new(RULES_GAME_URIM, 5, NULL, NULL) == NULL);
    CHECK(session_new(RULES_GAME_GORE, 6, NULL, NULL) == NULL);
    CHECK(session_new(RULES_GAME_COUNT, 0, NULL, NULL) == NULL);
}

TEST(player_names_lose_control_characters_and_are_cut_on_a_character)
{
    Session *s = session_new(RULES_GAME_MODIAR, 0, "  A\nd\x01" "a  ", "");
    CHECK(s != NULL);
    CHECK_STR(session_player_name(s, RULES_SOUTH), "Ada");
    CHECK_STR(session_player_name(s, RULES_NORTH), "North");
    char long_name[200] = "";
    for (int i = 0; i < 70; i++) {
        strcat(long_name, "\xc3\xa9"); /* é, two bytes */
    }
    session_set_player_name(s, RULES_NORTH, long_name);
    /* 31 whole characters fit in 63 bytes; half a character never does. */
    CHECK_INT(strlen(session_player_name(s, RULES_NORTH)), 62);
    session_set_player_name(s, RULES_SOUTH, "Bad\xff\xfe byte");
    CHECK_STR(session_player_name(s, RULES_SOUTH), "Bad byte");
    session_free(s);
}

TEST(an_illegal_move_is_refused_with_the_reason_from_the_rules_core)
{
    Session *s = session_new(RULES_GAME_URIM, 6, NULL, NULL);
    CHECK(s != NULL);
    SessionError err;
    /* Hole 7 is North's (C-2): South may not sow it. */
    CHECK_INT(session_play_text(s, "7", NULL, &err), SESSION_ERR_ILLEGAL);
    CHECK(strncmp(err.message, "move \"7\" is not legal: ",
                  strlen("move \"7\" is not legal: ")) == 0);
    CHECK(strlen(err.message) > strlen("move \"7\" is not legal: "));
    CHECK_INT(session_play_text(s, "seven", NULL, &err), SESSION_ERR_ILLEGAL);
    CHECK_INT(session_move_count(s), 0);
    CHECK_INT(session_play_text(s, "0", NULL, &err), SESSION_OK);
    CHECK_INT(session_move_count(s), 1);
    CHECK_INT(err.status, SESSION_OK);
    session_free(s);
}

/* Random play, undo, redo and new moves, each step checked by replaying
 * the session's move list through the rules core, and the redo list
 * against a model kept here. */
TEST(undo_and_redo_agree_with_replaying_the_moves_through_the_rules_core)
{
    TestVariant v[16];
    int nv = all_variants(v);
    CHECK(nv >= 6);
    for (int k = 0; k < nv; k++) {
        uint64_t seed = 1234u + (uint64_t)k;
        Session *s = session_new(v[k].game, v[k].holes, NULL, NULL);
        CHECK(s != NULL);
        CHECK(play_random(s, 60, &seed) > 0);
        RulesMove model_redo[512];
        size_t model_len = 0;
        for (int step = 0; step < 300; step++) {
            uint32_t r = test_random(&seed) % 3;
            size_t before = session_move_count(s);
            if (r == 0 && session_can_undo(s)) {
                RulesMove last = session_move_info(s, before - 1)->move;
                CHECK(session_undo(s));
                CHECK_INT(session_move_count(s), before - 1);
                model_redo[model_len++] = last;
            } else if (r == 1 && session_can_redo(s)) {
                RulesTrace t = {0};
                CHECK(session_redo(s, &t));
                CHECK(t.len > 0);
                rules_trace_free(&t);
                CHECK_INT(session_move_count(s), before + 1);
                model_len--;
                CHECK(rules_move_equal(session_move_info(s, before)->move,
                                       model_redo[model_len]));
            } else if (!session_over(s)) {
                CHECK_INT(play_random(s, 1, &seed), 1);
                model_len = 0;
            }
            CHECK_INT(session_redo_count(s), model_len);
            CHECK(session_can_redo(s) == (model_len > 0));
            CHECK(replay_matches(s));
        }
        /* Undo everything: back at the start, and all of it redoable. */
        size_t count = session_move_count(s);
        while (session_undo(s)) {
        }
        CHECK_INT(session_move_count(s), 0);
        CHECK_INT(session_redo_count(s), count + model_len);
        RulesPosition start;
        CHECK_INT(rules_setup(&start, v[k].game, v[k].holes), RULES_OK);
        CHECK(same_position(session_position(s), &start));
        session_free(s);
    }
}

TEST(ayo_4_the_move_list_counts_the_five_laps_of_the_ayoayo_opening)
{
    /* docs/RULES.md worked example: lift 0, relays from 4, 9, 2 and 8; the
     * capture takes 1 plus the capturing counter. */
    Session *s = session_new(RULES_GAME_AYOAYO, 0, NULL, NULL);
    CHECK(s != NULL);
    CHECK_INT(session_play_text(s, "0", NULL, NULL), SESSION_OK);
    const SessionMoveInfo *info = session_move_info(s, 0);
    CHECK(info != NULL);
    CHECK_STR(info->notation, "0");
    CHECK_INT(info->side, RULES_SOUTH);
    CHECK_INT(info->laps, 5);
    CHECK_INT(info->captured, 2);
    CHECK(!info->ended);
    char label[SESSION_LABEL_MAX];
    session_move_label(s, 0, label, sizeof label);
    CHECK_STR(label, "South sows hole 0 \xe2\x80\x94 5 laps, captures 2");
    CHECK(session_move_info(s, 1) == NULL);
    CHECK_INT(session_move_label(s, 1, label, sizeof label), 0);
    CHECK_STR(label, "");
    session_free(s);
}

TEST(mod_4_a_single_lap_without_capture_has_a_plain_label)
{
    /* docs/RULES.md worked example: "0", then "3", neither captures. */
    Session *s = session_new(RULES_GAME_MODIAR, 0, NULL, NULL);
    CHECK(s != NULL);
    CHECK_INT(session_play_text(s, "0", NULL, NULL), SESSION_OK);
    CHECK_INT(session_play_text(s, "3", NULL, NULL), SESSION_OK);
    char label[SESSION_LABEL_MAX];
    session_move_label(s, 0, label, sizeof label);
    CHECK_STR(label, "South sows hole 0");
    session_move_label(s, 1, label, sizeof label);
    CHECK_STR(label, "North sows hole 3");
    CHECK_INT(session_move_info(s, 1)->laps, 1);
    CHECK_INT(session_move_info(s, 1)->captured, 0);
    static const uint8_t after[6] = {3, 9, 9, 2, 10, 9};
    CHECK(memcmp(session_position(s)->holes, after, 6) == 0);
    session_free(s);
}

TEST(labels_name_offers_answers_passes_and_the_end_of_the_game)
{
    SessionMoveInfo info;
    memset(&info, 0, sizeof info);
    char label[SESSION_LABEL_MAX];
    const char *names[2] = {"Ada", "Kofi"};

    info.move.kind = RULES_MOVE_OFFER;
    info.move.offer = 0x6;
    info.offer = 0x6;
    info.side = RULES_NORTH;
    session_label_format(&info, NULL, label, sizeof label);
    CHECK_STR(label, "North offers holes 1, 2");

    info.move.kind = RULES_MOVE_ACCEPT;
    info.offer = 0x8;
    info.side = RULES_SOUTH;
    session_label_format(&info, names, label, sizeof label);
    CHECK_STR(label, "Ada accepts the trade of hole 3");

    info.move.kind = RULES_MOVE_DECLINE;
    session_label_format(&info, NULL, label, sizeof label);
    CHECK_STR(label, "South declines the trade");

    info.move.kind = RULES_MOVE_PASS;
    info.side = RULES_NORTH;
    info.ended = true;
    info.winner = RULES_WINNER_SOUTH;
    session_label_format(&info, names, label, sizeof label);
    CHECK_STR(label, "Kofi passes \xe2\x80\x94 Ada wins");

    info.move.kind = RULES_MOVE_SOW;
    info.move.hole = 11;
    info.laps = 2;
    info.captured = 0;
    info.winner = RULES_WINNER_DRAW;
    session_label_format(&info, NULL, label, sizeof label);
    CHECK_STR(label, "North sows hole 11 \xe2\x80\x94 2 laps \xe2\x80\x94 draw");

    info.ended = false;
    info.laps = 1;
    info.captured = 7;
    int wanted = session_label_format(&info, NULL, label, 8);
    CHECK_STR(label, "North s");
    CHECK_INT(wanted, strlen("North sows hole 11 \xe2\x80\x94 captures 7"));
}

TEST(review_shows_an_earlier_position_and_leaves_the_game_alone)
{
    uint64_t seed = 7;
    Session *s = session_new(RULES_GAME_URIM, 6, NULL, NULL);
    CHECK(s != NULL);
    CHECK_INT(play_random(s, 10, &seed), 10);
    RulesPosition current = *session_position(s);
    CHECK(session_browse(s, 3));
    CHECK(session_browsing(s));
    CHECK_INT(session_shown_index(s), 3);
    CHECK(session_shown(s) == session_position_at(s, 3));
    CHECK_INT(session_moves_after_shown(s), 7);
    CHECK_INT(session_move_count(s), 10);
    CHECK(same_position(session_position(s), &current));

    /* Playing here would throw away 7 moves: the screen must ask first. */
    RulesMove legal[RULES_MAX_MOVES];
    CHECK(rules_legal_moves(session_shown(s), legal) > 0);
    SessionError err;
    CHECK_INT(session_play(s, legal[0], NULL, &err), SESSION_ERR_REVIEWING);
    CHECK_STR(err.message, "playing here would discard the 7 later moves");
    CHECK_INT(session_move_count(s), 10);
    CHECK(session_browsing(s));

    CHECK(!session_browse(s, 11));
    CHECK_INT(session_shown_index(s), 3);
    session_back_to_game(s);
    CHECK(!session_browsing(s));
    CHECK(session_shown(s) == session_position(s));
    CHECK_INT(session_moves_after_shown(s), 0);
    session_free(s);
}

TEST(taking_over_from_a_reviewed_position_keeps_the_later_moves_for_redo)
{
    uint64_t seed = 8;
    Session *s = session_new(RULES_GAME_URIM, 7, NULL, NULL);
    CHECK(s != NULL);
    CHECK_INT(play_random(s, 10, &seed), 10);
    RulesPosition at4 = *session_position_at(s, 4);
    RulesPosition at10 = *session_position(s);
    CHECK(session_browse(s, 3));
    session_take_over(s);
    CHECK(!session_browsing(s));
    CHECK_INT(session_move_count(s), 3);
    CHECK_INT(session_redo_count(s), 7);
    CHECK(session_redo(s, NULL));
    CHECK(same_position(session_position(s), &at4));
    while (session_redo(s, NULL)) {
    }
    CHECK(same_position(session_position(s), &at10));

    /* A new move from a reviewed position, once confirmed, ends redo. */
    CHECK(session_browse(s, 5));
    session_take_over(s);
    CHECK_INT(play_random(s, 1, &seed), 1);
    CHECK_INT(session_move_count(s), 6);
    CHECK(!session_can_redo(s));
    CHECK(replay_matches(s));
    session_free(s);
}

TEST(browsing_the_current_position_does_not_stop_play)
{
    uint64_t seed = 9;
    Session *s = session_new(RULES_GAME_AYOAYO, 0, NULL, NULL);
    CHECK(s != NULL);
    CHECK_INT(play_random(s, 4, &seed), 4);
    CHECK(session_browse(s, 4));
    CHECK_INT(session_moves_after_shown(s), 0);
    CHECK_INT(play_random(s, 1, &seed), 1);
    CHECK(!session_browsing(s));
    CHECK_INT(session_move_count(s), 5);
    session_free(s);
}

static bool same_trace(const RulesTrace *a, const RulesTrace *b)
{
    if (a->len != b->len) {
        return false;
    }
    for (size_t i = 0; i < a->len; i++) {
        const RulesEvent *x = &a->events[i];
        const RulesEvent *y = &b->events[i];
        if (x->kind != y->kind || x->hole != y->hole || x->side != y->side ||
            x->rule != y->rule || x->count != y->count || x->lap != y->lap ||
            x->extra != y->extra) {
            return false;
        }
    }
    return true;
}

TEST(replay_steps_through_every_move_with_the_trace_it_had_in_play)
{
    TestVariant v[16];
    int nv = all_variants(v);
    for (int k = 0; k < nv; k++) {
        uint64_t seed = 99u + (uint64_t)k;
        Session *s = session_new(v[k].game, v[k].holes, NULL, NULL);
        CHECK(s != NULL);
        RulesTrace played[40];
        memset(played, 0, sizeof played);
        size_t n = 0;
        while (n < 40 && !session_over(s)) {
            RulesMove legal[RULES_MAX_MOVES];
            int nl = rules_legal_moves(session_position(s), legal);
            CHECK(nl > 0);
            RulesMove m = legal[test_random(&seed) % (uint32_t)nl];
            CHECK_INT(session_play(s, m, &played[n], NULL), SESSION_OK);
            n++;
        }
        CHECK(session_browse(s, 0));
        RulesTrace t = {0};
        for (size_t i = 0; i < n; i++) {
            CHECK(session_replay_step(s, &t));
            CHECK_INT(session_shown_index(s), i + 1);
            CHECK(same_trace(&t, &played[i]));
        }
        CHECK(!session_replay_step(s, &t));
        CHECK(session_shown(s) == session_position(s));
        rules_trace_free(&t);
        for (size_t i = 0; i < n; i++) {
            rules_trace_free(&played[i]);
        }
        session_free(s);
    }
}

TEST(c_6_a_game_ended_by_repetition_replays_its_end_and_sweep_too)
{
    /* Random games until one ends by repetition; its last move's trace,
     * worked out again for review, must hold the same end as in play. */
    bool found = false;
    RulesTrace last = {0};
    RulesTrace again = {0};
    for (uint64_t seed = 1; seed < 400 && !found; seed++) {
        TestVariant v[16];
        int nv = all_variants(v);
        int k = (int)(seed % (uint64_t)nv);
        Session *s = session_new(v[k].game, v[k].holes, NULL, NULL);
        CHECK(s != NULL);
        uint64_t state = seed;
        while (!session_over(s)) {
            RulesMove legal[RULES_MAX_MOVES];
            int n = rules_legal_moves(session_position(s), legal);
            CHECK(n > 0);
            RulesMove m = legal[test_random(&state) % (uint32_t)n];
            CHECK_INT(session_play(s, m, &last, NULL), SESSION_OK);
        }
        if (session_position(s)->end_reason == RULES_END_REPETITION) {
            found = true;
            size_t count = session_move_count(s);
            CHECK(session_move_info(s, count - 1)->ended);
            CHECK_INT(session_move_info(s, count - 1)->end_reason,
                      RULES_END_REPETITION);
            CHECK(session_move_trace(s, count - 1, &again));
            CHECK(last.len > 0);
            CHECK_INT(last.events[last.len - 1].kind, RULES_EV_END);
            CHECK(same_trace(&again, &last));
        }
        session_free(s);
    }
    rules_trace_free(&last);
    rules_trace_free(&again);
    CHECK(found);
}

/* Plays random Goré games until some side can offer a trade. */
static Session *gore_with_an_offer(RulesMove *offer)
{
    for (uint64_t seed = 1; seed < 200; seed++) {
        Session *s = session_new(RULES_GAME_GORE, 0, NULL, NULL);
        uint64_t state = seed;
        while (s && !session_over(s)) {
            RulesMove legal[RULES_MAX_MOVES];
            int n = rules_legal_moves(session_position(s), legal);
            for (int i = 0; i < n; i++) {
                if (legal[i].kind == RULES_MOVE_OFFER) {
                    *offer = legal[i];
                    return s;
                }
            }
            if (play_random(s, 1, &state) != 1) {
                break;
            }
        }
        session_free(s);
    }
    return NULL;
}

TEST(gore_6_offers_and_their_answers_are_undone_and_redone_one_by_one)
{
    RulesMove offer;
    Session *s = gore_with_an_offer(&offer);
    CHECK(s != NULL);
    size_t base = session_move_count(s);
    RulesPosition before = *session_position(s);
    RulesSide offerer = (RulesSide)before.to_move;
    CHECK_INT(session_play(s, offer, NULL, NULL), SESSION_OK);
    const SessionMoveInfo *info = session_move_info(s, base);
    CHECK_INT(info->offer, offer.offer);
    CHECK_INT(info->side, offerer);
    char label[SESSION_LABEL_MAX];
    session_move_label(s, base, label, sizeof label);
    CHECK(strstr(label, " offers hole") != NULL);
    RulesPosition offered = *session_position(s);
    CHECK_INT(offered.offer, offer.offer);

    RulesMove accept = {RULES_MOVE_ACCEPT, 0, 0};
    CHECK_INT(session_play(s, accept, NULL, NULL), SESSION_OK);
    info = session_move_info(s, base + 1);
    CHECK_INT(info->side, offerer == RULES_SOUTH ? RULES_NORTH : RULES_SOUTH);
    CHECK_INT(info->offer, offer.offer);
    session_move_label(s, base + 1, label, sizeof label);
    CHECK(strstr(label, " accepts the trade of hole") != NULL);
    RulesPosition accepted = *session_position(s);

    CHECK(session_undo(s));
    CHECK(same_position(session_position(s), &offered));
    CHECK(session_undo(s));
    CHECK(same_position(session_position(s), &before));
    CHECK(session_redo(s, NULL));
    CHECK(same_position(session_position(s), &offered));
    /* A different answer this time: decline (GORE-9). */
    RulesMove decline = {RULES_MOVE_DECLINE, 0, 0};
    CHECK_INT(session_play(s, decline, NULL, NULL), SESSION_OK);
    CHECK(!session_can_redo(s));
    session_move_label(s, base + 1, label, sizeof label);
    CHECK(strstr(label, " declines the trade") != NULL);
    CHECK(!same_position(session_position(s), &accepted));
    CHECK(replay_matches(s));
    session_free(s);
}

/* URIM-9 worked out by hand from the final stores. */
static int urim_points_by_hand(const RulesPosition *p, RulesSide side)
{
    int total = p->holes_per_row == 7 ? 42 : 36;
    int mine = p->captured[side];
    if (mine * 4 >= total * 3) {
        return 2;
    }
    return mine * 2 > total ? 1 : 0;
}

/* Plays the session's game to its end. */
static bool finish(Session *s, uint64_t *seed)
{
    return play_random(s, 100000, seed) >= 0 && session_over(s);
}

TEST(urim_9_a_finished_game_scores_its_points_and_undo_takes_them_back)
{
    uint64_t seed = 42;
    Session *s = session_new(RULES_GAME_URIM, 6, NULL, NULL);
    CHECK(s != NULL);
    CHECK_INT(session_set_match(s, 5), SESSION_OK);
    CHECK_INT(session_match_target(s), 5);
    CHECK(finish(s, &seed));
    const RulesPosition *end = session_position(s);
    int south = urim_points_by_hand(end, RULES_SOUTH);
    int north = urim_points_by_hand(end, RULES_NORTH);
    CHECK_INT(session_match_points(s, RULES_SOUTH), south);
    CHECK_INT(session_match_points(s, RULES_NORTH), north);
    CHECK(south == 0 || north == 0);
    CHECK(session_undo(s));
    CHECK_INT(session_match_points(s, RULES_SOUTH), 0);
    CHECK_INT(session_match_points(s, RULES_NORTH), 0);
    CHECK(session_redo(s, NULL));
    CHECK_INT(session_match_points(s, RULES_SOUTH), south);
    session_free(s);
}

TEST(urim_10_a_match_alternates_the_first_player_until_the_target)
{
    uint64_t seed = 2026;
    Session *s = session_new(RULES_GAME_URIM, 7, "Ada", "Kofi");
    CHECK(s != NULL);
    CHECK_INT(session_set_match(s, 3), SESSION_OK);
    CHECK_INT(session_first_player(s), RULES_SOUTH);
    SessionError err;
    CHECK_INT(session_next_game(s, &err), SESSION_ERR_BAD_ARGUMENT);
    CHECK_STR(err.message, "this game is not over yet");
    int games = 0;
    RulesSide first = RULES_SOUTH;
    int bank[2] = {0, 0};
    while (!session_match_over(s)) {
        CHECK(games < 200);
        CHECK_INT(session_first_player(s), first);
        CHECK_INT(session_position_at(s, 0)->to_move, first);
        CHECK(finish(s, &seed));
        const RulesPosition *end = session_position(s);
        bank[0] += urim_points_by_hand(end, RULES_SOUTH);
        bank[1] += urim_points_by_hand(end, RULES_NORTH);
        CHECK_INT(session_match_points(s, RULES_SOUTH), bank[0]);
        CHECK_INT(session_match_points(s, RULES_NORTH), bank[1]);
        games++;
        if (session_match_over(s)) {
            break;
        }
        CHECK_INT(session_next_game(s, &err), SESSION_OK);
        first = first == RULES_SOUTH ? RULES_NORTH : RULES_SOUTH;
        CHECK_INT(session_move_count(s), 0);
        CHECK(!session_can_undo(s));
        CHECK(!session_can_redo(s));
        CHECK_INT(session_match_points(s, RULES_SOUTH), bank[0]);
        CHECK_INT(session_match_points(s, RULES_NORTH), bank[1]);
    }
    CHECK(bank[0] >= 3 || bank[1] >= 3);
    CHECK(!(bank[0] >= 3 && bank[1] >= 3));
    CHECK_INT(session_match_winner(s),
              bank[0] >= 3 ? RULES_WINNER_SOUTH : RULES_WINNER_NORTH);
    CHECK_INT(session_next_game(s, &err), SESSION_ERR_BAD_ARGUMENT);
    CHECK_STR(err.message, "the match is over");
    session_free(s);
}

/* Any game can be played to N points: a game without points of its own
 * scores 1 a win (a Modiar draw none), and the first player alternates;
 * outside a match every game starts with South (C-1). */
TEST(any_game_is_played_as_a_match_of_one_point_a_win)
{
    uint64_t seed = 5;
    Session *s = session_new(RULES_GAME_MODIAR, 0, NULL, NULL);
    CHECK(s != NULL);
    CHECK_INT(session_set_match(s, 2), SESSION_OK);
    int bank[2] = {0, 0}, games = 0;
    RulesSide first = RULES_SOUTH;
    while (!session_match_over(s)) {
        CHECK(games++ < 200);
        CHECK_INT(session_position_at(s, 0)->to_move, first);
        CHECK(finish(s, &seed));
        RulesWinner w = (RulesWinner)session_position(s)->winner;
        bank[0] += w == RULES_WINNER_SOUTH;
        bank[1] += w == RULES_WINNER_NORTH;
        CHECK_INT(session_match_points(s, RULES_SOUTH), bank[0]);
        CHECK_INT(session_match_points(s, RULES_NORTH), bank[1]);
        if (!session_match_over(s)) {
            CHECK_INT(session_next_game(s, NULL), SESSION_OK);
            first = first == RULES_SOUTH ? RULES_NORTH : RULES_SOUTH;
        }
    }
    CHECK(bank[0] == 2 || bank[1] == 2);
    CHECK_INT(session_match_winner(s),
              bank[0] == 2 ? RULES_WINNER_SOUTH : RULES_WINNER_NORTH);
    session_free(s);

    s = session_new(RULES_GAME_GORE, 0, NULL, NULL);
    CHECK(s != NULL);
    CHECK_INT(session_match_target(s), 0);
    CHECK(!session_match_over(s));
    CHECK_INT(session_match_winner(s), RULES_WINNER_NONE);
    CHECK(finish(s, &seed));
    CHECK_INT(session_next_game(s, NULL), SESSION_OK);
    CHECK_INT(session_first_player(s), RULES_SOUTH);
    CHECK_INT(session_position(s)->to_move, RULES_SOUTH);
    CHECK_INT(session_set_match(s, 0), SESSION_ERR_BAD_ARGUMENT);
    CHECK_INT(session_set_match(s, 100), SESSION_ERR_BAD_ARGUMENT);
    CHECK_INT(session_match_target(s), 0);
    session_free(s);
}

TEST(a_finished_game_refuses_further_moves)
{
    uint64_t seed = 11;
    Session *s = session_new(RULES_GAME_MODIAR, 0, NULL, NULL);
    CHECK(s != NULL);
    CHECK(finish(s, &seed));
    size_t count = session_move_count(s);
    CHECK(session_move_info(s, count - 1)->ended);
    RulesMove m = {RULES_MOVE_SOW, 0, 0};
    SessionError err;
    CHECK_INT(session_play(s, m, NULL, &err), SESSION_ERR_GAME_OVER);
    CHECK_STR(err.message, "move \"0\" cannot be played: the game is over");
    CHECK_INT(session_move_count(s), count);
    session_free(s);
}

/* A Goré board set up by hand: S1 handed to North, North to move, 12 of
 * South's seeds already in North's pile (48 in all, GORE-1). */
static RulesPosition set_up_gore(void)
{
    RulesPosition p;
    rules_setup(&p, RULES_GAME_GORE, 0);
    p.holes[0] = 0;
    p.holes[1] = 0;
    p.captured[RULES_NORTH] = 12;
    p.north_owned |= 1u; /* hole 0 is North's now (GORE-6) */
    p.to_move = RULES_NORTH;
    return p;
}

TEST(a_game_from_a_set_up_board_starts_there_and_saves_and_loads_back)
{
    RulesPosition start = set_up_gore();
    RulesWhy why;
    CHECK(rules_position_check(&start, &why));
    Session *s = session_new_at(&start, NULL, NULL);
    CHECK(s != NULL);
    if (!s) {
        return;
    }
    CHECK(session_set_up(s));
    CHECK(rules_position_same(session_position(s), &start));
    RulesMove ms[RULES_MAX_MOVES];
    CHECK(rules_legal_moves(&start, ms) > 0);
    CHECK_INT(session_play(s, ms[0], NULL, NULL), SESSION_OK);
    size_t len = 0;
    char *text = session_save_text(s, &len);
    CHECK(text && strstr(text, "\nstart: holes 0 0 6 6 6 6 6 6 captured 0 "
                               "12 north-owns f1 must-sow 0 declined 0 "
                               "offer 0 played 0\n") != NULL);
    SessionError err;
    Session *back = text ? session_load_text("t", text, len, &err) : NULL;
    CHECK(back != NULL);
    if (back) {
        CHECK(session_set_up(back));
        CHECK_INT((int)session_move_count(back), 1);
        CHECK(rules_position_same(session_position_at(back, 0), &start));
        CHECK(rules_position_same(session_position(back),
                                  session_position(s)));
        session_free(back);
    }
    free(text);
    session_free(s);
}

TEST(a_board_no_game_can_start_from_is_refused_when_set_up_or_loaded)
{
    RulesPosition bad = set_up_gore();
    bad.holes[2] = 7; /* 49 seeds: GORE-1's 48 no longer add up */
    CHECK(session_new_at(&bad, NULL, NULL) == NULL);
    RulesPosition start = set_up_gore();
    Session *s = session_new_at(&start, NULL, NULL);
    size_t len = 0;
    char *text = s ? session_save_text(s, &len) : NULL;
    char *at = text ? strstr(text, "holes 0 0 6") : NULL;
    CHECK(at != NULL);
    if (at) {
        at[10] = '7'; /* the third hole holds 7 */
        SessionError err;
        CHECK(session_load_text("t", text, len, &err) == NULL);
        CHECK_STR(err.message, "t:9: no game can start from this board: the "
                               "seeds do not add up to the game's total");
    }
    free(text);
    session_free(s);
}

/* C-6 ends a long chase in a session (issue 58: 130 moves of a few seeds
 * going round, with no rule to stop it by agreement, and the rule book
 * has none: the game ends only by URIM-8 or C-6). Urim, one seed each, in
 * S6 (hole 5) and N6 (hole 11), South to move: each side has one move a
 * turn (North must feed when South's row is empty, URIM-7, and its seed
 * is then always in hole 11), the two seeds stay six holes apart, so no
 * landing makes 2 or 3, and after 12 moves the start comes back. Its
 * third occurrence, after move 24, ends the game: each sweeps its 1,
 * 18-18, a draw. */
TEST(c_6_a_chase_of_single_seeds_ends_at_the_third_repetition)
{
    RulesPosition start;
    CHECK_INT(rules_setup(&start, RULES_GAME_URIM, 6), RULES_OK);
    memset(start.holes, 0, sizeof start.holes);
    start.holes[5] = start.holes[11] = 1;
    start.captured[0] = start.captured[1] = 17;
    Session *s = session_new_at(&start, NULL, NULL);
    CHECK(s != NULL);
    if (!s) {
        return;
    }
    for (int ply = 0; ply < 24; ply++) {
        CHECK(!session_over(s));
        RulesMove ms[RULES_MAX_MOVES];
        CHECK_INT(rules_legal_moves(session_position(s), ms), 1);
        CHECK_INT(session_play(s, ms[0], NULL, NULL), SESSION_OK);
    }
    CHECK(session_over(s));
    const RulesPosition *end = session_position(s);
    CHECK_INT(end->end_reason, RULES_END_REPETITION);
    CHECK_INT(end->end_rule, RULES_RULE_C_6);
    CHECK_INT(end->winner, RULES_WINNER_DRAW);
    CHECK_INT(end->captured[0], 18);
    CHECK_INT(end->captured[1], 18);
    CHECK_INT(session_move_info(s, 23)->end_reason, RULES_END_REPETITION);
    session_free(s);
}

int main(void)
{
    RUN(a_new_session_starts_at_the_setup_with_south_to_move);
    RUN(c_6_a_chase_of_single_seeds_ends_at_the_third_repetition);
    RUN(a_game_from_a_set_up_board_starts_there_and_saves_and_loads_back);
    RUN(a_board_no_game_can_start_from_is_refused_when_set_up_or_loaded);
    RUN(holes_zero_means_the_default_variant_and_unknown_variants_are_refused);
    RUN(player_names_lose_control_characters_and_are_cut_on_a_character);
    RUN(an_illegal_move_is_refused_with_the_reason_from_the_rules_core);
    RUN(undo_and_redo_agree_with_replaying_the_moves_through_the_rules_core);
    RUN(ayo_4_the_move_list_counts_the_five_laps_of_the_ayoayo_opening);
    RUN(mod_4_a_single_lap_without_capture_has_a_plain_label);
    RUN(labels_name_offers_answers_passes_and_the_end_of_the_game);
    RUN(review_shows_an_earlier_position_and_leaves_the_game_alone);
    RUN(taking_over_from_a_reviewed_position_keeps_the_later_moves_for_redo);
    RUN(browsing_the_current_position_does_not_stop_play);
    RUN(replay_steps_through_every_move_with_the_trace_it_had_in_play);
    RUN(c_6_a_game_ended_by_repetition_replays_its_end_and_sweep_too);
    RUN(gore_6_offers_and_their_answers_are_undone_and_redone_one_by_one);
    RUN(urim_9_a_finished_game_scores_its_points_and_undo_takes_them_back);
    RUN(urim_10_a_match_alternates_the_first_player_until_the_target);
    RUN(any_game_is_played_as_a_match_of_one_point_a_win);
    RUN(a_finished_game_refuses_further_moves);
    return check_summary();
}
