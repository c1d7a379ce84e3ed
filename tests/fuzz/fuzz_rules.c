/* fuzz_rules.c: libFuzzer target: notation and moves played on reachable (or any valid) positions, checking the core's invariants after every step. */
#include <stdbool.h>
#include <string.h>

#include "../trace_replay.h"
#include "fuzz_check.h"
#include "rules.h"

/*
 * The input drives a game. Its first byte picks the game (its id, low four
 * bits) and row length (bits 4 to 6);
 * with its top bit set, the next bytes also build an arbitrary position
 * (as mancala-cli --position may), which is used only if
 * rules_position_valid() accepts it. Then each byte is an operation: play
 * the k-th legal move, a burst of pseudo-random legal moves, an arbitrary
 * RulesMove, a move in notation, a list of moves in notation, or undo.
 *
 * After every operation the current position must be valid, conserve its
 * counters (C-5), have legal moves exactly when it is not over (C-8), and
 * every legal move must format and parse back, and replay its own trace:
 * lifting, sowing, relaying, capturing and sweeping the counters one step
 * at a time must conserve them at every step and end on the new position.
 */

enum { OP_LEGAL, OP_LEGAL2, OP_BURST, OP_RAW, OP_TEXT, OP_LIST, OP_UNDO,
       OP_COUNT };

static int total_of(const RulesPosition *p)
{
    int sum = p->captured[0] + p->captured[1];
    for (int i = 0; i < p->hole_count; i++) {
        sum += p->holes[i];
    }
    return sum;
}

/* Replays a trace on counters and checks C-5 after each event. */
static void check_trace(const RulesPosition *before, const RulesTrace *t,
                        const RulesPosition *after)
{
    if (t->truncated) {
        return; /* out of memory: the trace is only a prefix */
    }
    TraceReplay r;
    trace_replay_start(&r, before);
    int hc = before->hole_count, total = rules_start_total(before);
    for (size_t k = 0; k < t->len; k++) {
        char why[200];
        FUZZ_CHECK(t->events[k].rule < RULES_RULE_COUNT, "event %zu rule %d",
                   k, t->events[k].rule);
        FUZZ_CHECK(trace_replay_event(&r, &t->events[k], k, why, sizeof why),
                   "%s", why);
        for (int i = 0; i < hc; i++) {
            FUZZ_CHECK(before->game != RULES_GAME_URIM || r.holes[i] <= 17,
                       "Urim hole %d holds %d (URIM-3)", i, r.holes[i]);
        }
        FUZZ_CHECK(trace_replay_total(&r) == total, "after event %zu the "
                   "counters add to %d, not %d (C-5)", k,
                   trace_replay_total(&r), total);
    }
    FUZZ_CHECK(r.hand == 0, "the move ends with %d in hand", r.hand);
    for (int i = 0; i < hc; i++) {
        FUZZ_CHECK(r.holes[i] == after->holes[i], "trace leaves hole %d with "
                   "%d, the position says %d", i, r.holes[i],
                   after->holes[i]);
    }
    FUZZ_CHECK(r.piles[0] == after->captured[0] &&
                   r.piles[1] == after->captured[1],
               "trace piles %d/%d, position %d/%d", r.piles[0], r.piles[1],
               after->captured[0], after->captured[1]);
    FUZZ_CHECK(r.ended == (after->over && !before->over),
               "an end event without the game ending (or the reverse)");
}

static void check_notation(RulesMove m)
{
    char text[RULES_MOVE_TEXT_MAX];
    int n = rules_move_format(m, text, sizeof text);
    FUZZ_CHECK(n > 0 && (size_t)n < sizeof text, "format gives %d", n);
    FUZZ_CHECK(strlen(text) == (size_t)n, "format's length is wrong");
    RulesMove back;
    FUZZ_CHECK(rules_move_parse(text, &back) == RULES_OK,
               "\"%s\" does not parse back", text);
    FUZZ_CHECK(rules_move_equal(m, back), "\"%s\" parses to another move",
               text);
}

/* Every invariant of one position, and of each legal move from it. */
static void check_position(const RulesPosition *p)
{
    RulesWhy why;
    FUZZ_CHECK(rules_position_valid(p, &why), "invalid position: %s",
               why.text);
    FUZZ_CHECK(total_of(p) == rules_start_total(p), "counters add to %d, "
               "not %d (C-5)", total_of(p), rules_start_total(p));
    RulesMove legal[RULES_MAX_MOVES];
    int n = rules_legal_moves(p, legal);
    FUZZ_CHECK(n >= 0 && n <= RULES_MAX_MOVES, "%d legal moves", n);
    FUZZ_CHECK((n == 0) == (p->over != 0), "%d legal moves, over %d (C-8)",
               n, p->over);
    if (p->over) {
        FUZZ_CHECK(p->winner != RULES_WINNER_NONE, "over without a result");
        if (p->game != RULES_GAME_BAO_KIGOGO) {
            for (int i = 0; i < p->hole_count; i++) {
                FUZZ_CHECK(p->holes[i] == 0, "hole %d not swept", i);
            }
            int want = p->captured[0] > p->captured[1]   ? RULES_WINNER_SOUTH
                       : p->captured[0] < p->captured[1] ? RULES_WINNER_NORTH
                                                         : RULES_WINNER_DRAW;
            FUZZ_CHECK(p->winner == want, "winner %d for %d-%d (C-9)",
                       p->winner, p->captured[0], p->captured[1]);
        }
        return;
    }
    FUZZ_CHECK(p->winner == RULES_WINNER_NONE, "a winner while playing");
    RulesTrace trace = {0};
    for (int i = 0; i < n; i++) {
        FUZZ_CHECK(rules_is_legal(p, legal[i], &why), "legal move %d is "
                   "refused: %s", i, why.text);
        for (int j = 0; j < i; j++) {
            FUZZ_CHECK(!rules_move_equal(legal[i], legal[j]),
                       "moves %d and %d are the same", i, j);
        }
        check_notation(legal[i]);
        RulesPosition next;
        rules_trace_clear(&trace);
        rules_apply(p, legal[i], &next, &trace);
        FUZZ_CHECK(rules_position_valid(&next, &why), "move %d leads to an "
                   "invalid position: %s", i, why.text);
        FUZZ_CHECK(next.moves_played == p->moves_played + 1,
                   "moves_played %d after %d", next.moves_played,
                   p->moves_played);
        check_trace(p, &trace, &next);
    }
    rules_trace_free(&trace);
}

static bool in_list(RulesMove m, const RulesMove *list, int n)
{
    for (int i = 0; i < n; i++) {
        if (rules_move_equal(m, list[i])) {
            return true;
        }
    }
    return false;
}

/* Plays `m` through the game record: legal moves succeed and match
 * rules_apply(); illegal ones are refused and change nothing. */
static void play(RulesGame *g, RulesMove m)
{
    const RulesPosition *cur = rules_game_current(g);
    RulesPosition before = *cur;
    RulesMove legal[RULES_MAX_MOVES];
    int n = rules_legal_moves(&before, legal);
    RulesWhy why = {RULES_RULE_NONE, "", NULL, -1};
    bool is_legal = rules_is_legal(&before, m, &why);
    FUZZ_CHECK(is_legal == in_list(m, legal, n), "rules_is_legal says %d "
               "for a move %s the legal list", is_legal,
               is_legal ? "not in" : "in");
    size_t len = g->len;
    RulesTrace trace = {0};
    RulesError err = rules_game_play(g, m, &trace, &why);
    if (!is_legal) {
        FUZZ_CHECK(err == RULES_ERR_ILLEGAL, "illegal move gives %d", err);
        FUZZ_CHECK(g->len == len, "an illegal move changed the record");
        FUZZ_CHECK(memcmp(rules_game_current(g), &before, sizeof before) ==
                       0,
                   "an illegal move changed the position");
        FUZZ_CHECK(why.text[0] != '\0', "an illegal move with no reason");
        rules_trace_free(&trace);
        return;
    }
    if (err == RULES_ERR_NO_MEMORY) {
        rules_trace_free(&trace);
        return;
    }
    FUZZ_CHECK(err == RULES_OK, "legal move gives %d", err);
    FUZZ_CHECK(g->len == len + 1, "the record did not grow by one");
    const RulesPosition *now = rules_game_current(g);
    check_trace(&before, &trace, now);
    rules_trace_free(&trace);
    /* The record keys every position as it stands, a finished game's last
     * position after its end sweep too. */
    FUZZ_CHECK(g->keys[g->len - 1] == rules_position_key(now),
               "stale key in the record");
    RulesPosition alone;
    rules_apply(&before, m, &alone, NULL);
    if (now->end_reason != RULES_END_REPETITION) {
        FUZZ_CHECK(memcmp(&alone, now, sizeof alone) == 0,
                   "rules_apply and rules_game_play disagree");
    } else {
        /* Repetition ends the game only when the position has occurred
         * as often as the game allows before (C-6, BAO-7). */
        int same = 0;
        for (size_t i = 0; i + 1 < g->len; i++) {
            same += rules_position_same(&g->positions[i], &alone);
        }
        int limit = before.game == RULES_GAME_BAO_KIGOGO ? 2 : 3;
        FUZZ_CHECK(same + 1 >= limit, "a repetition end after %d earlier "
                   "occurrences", same);
    }
}

/* A legal move of the current position chosen by `k`, or false if over. */
static bool pick_legal(const RulesGame *g, unsigned k, RulesMove *out)
{
    RulesMove legal[RULES_MAX_MOVES];
    int n = rules_legal_moves(rules_game_current(g), legal);
    if (n == 0) {
        return false;
    }
    *out = legal[k % (unsigned)n];
    return true;
}

/* Up to `max` - 1 bytes of the input as a string (stops at a NUL). */
static void take_text(FuzzBytes *b, char *buf, size_t max, size_t len)
{
    size_t i = 0;
    while (i < len && i + 1 < max && fuzz_left(b)) {
        buf[i++] = (char)fuzz_take(b);
    }
    buf[i] = '\0';
}

static void op_text(RulesGame *g, FuzzBytes *b)
{
    char text[40];
    take_text(b, text, sizeof text, fuzz_take(b) % sizeof text);
    RulesMove m;
    if (rules_move_parse(text, &m) != RULES_OK) {
        return;
    }
    /* Notation is canonical (C-4): what parses formats back the same. */
    char back[RULES_MOVE_TEXT_MAX];
    rules_move_format(m, back, sizeof back);
    FUZZ_CHECK(strcmp(text, back) == 0, "\"%s\" formats back as \"%s\"",
               text, back);
    play(g, m);
}

static int count_words(const char *s)
{
    int n = 0;
    bool in_word = false;
    for (; *s; s++) {
        bool space = *s == ' ' || *s == '\t' || *s == '\n' || *s == '\r';
        n += !space && !in_word;
        in_word = !space;
    }
    return n;
}

static void op_list(RulesGame *g, FuzzBytes *b)
{
    char text[64];
    take_text(b, text, sizeof text, fuzz_take(b) % sizeof text);
    size_t len = g->len;
    int failed = 0;
    char bad[RULES_MOVE_TEXT_MAX];
    RulesWhy why;
    RulesError err = rules_game_play_text(g, text, &failed, bad, &why);
    if (err == RULES_OK) {
        FUZZ_CHECK(g->len == len + (size_t)count_words(text),
                   "\"%s\" played %zu moves", text, g->len - len);
        return;
    }
    FUZZ_CHECK(failed >= 1 && failed <= count_words(text), "failed at %d",
               failed);
    FUZZ_CHECK(strlen(bad) < sizeof bad, "bad move text too long");
    if (err != RULES_ERR_NO_MEMORY) {
        /* The moves before the bad one stay played. */
        FUZZ_CHECK(g->len == len + (size_t)(failed - 1),
                   "\"%s\" failed at %d but played %zu", text, failed,
                   g->len - len);
    }
}

static void op_undo(RulesGame *g)
{
    if (g->len < 2) {
        return;
    }
    /* Undo then redo must give back the same position: the occurrence
     * table has to forget the undone position exactly. */
    RulesPosition was = *rules_game_current(g);
    RulesMove m = g->moves[g->len - 2];
    rules_game_truncate(g, g->len - 1);
    if (rules_game_play(g, m, NULL, NULL) == RULES_OK) {
        FUZZ_CHECK(memcmp(rules_game_current(g), &was, sizeof was) == 0,
                   "undo then redo gives another position");
        rules_game_truncate(g, g->len - 1);
    }
}

/* Builds any position of the game from the input; it may be invalid. */
static void take_position(FuzzBytes *b, RulesPosition *p)
{
    int total = rules_start_total(p);
    for (int i = 0; i < p->hole_count; i++) {
        p->holes[i] = (uint8_t)(fuzz_take(b) % 24);
    }
    p->captured[0] = (uint16_t)fuzz_take(b);
    int rest = total - total_of(p);
    p->captured[1] = (uint16_t)(rest > 0 ? rest : 0);
    p->to_move = (uint8_t)(fuzz_take(b) & 1);
    if (p->game == RULES_GAME_GORE) {
        p->north_owned = fuzz_take(b);
        p->offer = (uint8_t)fuzz_take(b);
        p->must_sow = (uint8_t)(fuzz_take(b) & 3);
        p->declined = (uint8_t)(fuzz_take(b) & 3);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    FuzzBytes b = {data, size, 0};
    unsigned first = fuzz_take(&b);
    /* The game is the id in the low four bits, so an input keeps its game
     * when games are added (ids are only ever appended to the list); an
     * id that is no game yet is no input. */
    if ((first & 0x0f) >= RULES_GAME_COUNT) {
        return 0;
    }
    RulesGameId game = (RulesGameId)(first & 0x0f);
    int variants[4];
    int nv = rules_game_variants(game, variants);
    FUZZ_CHECK(nv >= 1 && nv <= 4, "%d variants", nv);
    RulesPosition start;
    int row = variants[((first >> 4) & 7) % (unsigned)nv];
    FUZZ_CHECK(rules_setup(&start, game, row) == RULES_OK, "setup fails");
    FUZZ_CHECK(rules_position_valid(&start, NULL), "setup is invalid");
    if (first & 0x80) {
        take_position(&b, &start);
        RulesMove any[RULES_MAX_MOVES];
        /* A built position whose player has no move is not settled (the
         * core has no public call for that): only moves end games. */
        if (!rules_position_valid(&start, NULL) ||
            rules_legal_moves(&start, any) == 0) {
            return 0;
        }
    }
    RulesGame g;
    if (rules_game_init(&g, &start) != RULES_OK) {
        return 0;
    }
    check_position(rules_game_current(&g));
    uint32_t rng = 2463534242u;
    while (fuzz_left(&b)) {
        unsigned op = fuzz_take(&b);
        RulesMove m;
        switch (op % OP_COUNT) {
        case OP_LEGAL:
        case OP_LEGAL2:
            if (pick_legal(&g, fuzz_take(&b), &m)) {
                play(&g, m);
            }
            break;
        case OP_BURST:
            /* Many moves at once, to reach deep positions quickly. */
            rng ^= fuzz_take(&b) * 2654435761u;
            for (unsigned k = 0, n = op / OP_COUNT + 1; k < n; k++) {
                rng ^= rng << 13;
                rng ^= rng >> 17;
                rng ^= rng << 5;
                if (!pick_legal(&g, rng >> 8, &m)) {
                    break;
                }
                play(&g, m);
            }
            break;
        case OP_RAW:
            m.kind = (uint8_t)(fuzz_take(&b) % 6);
            m.hole = (uint8_t)fuzz_take(&b);
            m.offer = (uint8_t)fuzz_take(&b);
            play(&g, m);
            break;
        case OP_TEXT:
            op_text(&g, &b);
            break;
        case OP_LIST:
            op_list(&g, &b);
            break;
        default:
            op_undo(&g);
            break;
        }
        check_position(rules_game_current(&g));
    }
    rules_game_free(&g);
    return 0;
}
