/* test_helpers.c: the rules core's shared helpers (internal.h) against plain loops on boards of every size the core allows: 1 to 16 holes a row, two rows or four, and the 9-hole row that the old one-word reads got wrong. */
#include "check.h"
#include "internal.h"

/* A board of `rows` rows of `n` holes: not any game's, for the helpers
 * only (they read hole_count and holes_per_row, never the game). Hole
 * counts from a fixed pseudo-random sequence, about a third empty; the
 * bytes past the board hold junk the helpers must not read. */
static unsigned seed = 12345;

static unsigned next_random(void)
{
    seed = seed * 1103515245u + 12345u;
    return (seed >> 16) & 0x7fff;
}

static void random_board(RulesPosition *p, int rows, int n, int empty_row)
{
    memset(p, 0, sizeof *p);
    p->game = RULES_GAME_AYOAYO;
    p->holes_per_row = (uint8_t)n;
    p->hole_count = (uint8_t)(rows * n);
    for (int i = 0; i < RULES_MAX_HOLES; i++) {
        unsigned r = next_random();
        p->holes[i] = i >= p->hole_count ? (uint8_t)(1 + r % 200)
                      : r % 3 == 0       ? 0
                                         : (uint8_t)(r % 9);
    }
    if (empty_row >= 0) {
        memset(p->holes + empty_row * n, 0, (size_t)n);
    }
    for (int i = p->hole_count / 2; i < p->hole_count; i++) {
        p->north_owned |= (uint64_t)1 << i;
    }
}

static bool plain_row_empty(const RulesPosition *p, int row)
{
    int n = p->holes_per_row;
    for (int i = row * n; i < (row + 1) * n; i++) {
        if (p->holes[i]) {
            return false;
        }
    }
    return true;
}

static int plain_row_sum(const RulesPosition *p, int row)
{
    int n = p->holes_per_row, sum = 0;
    for (int i = row * n; i < (row + 1) * n; i++) {
        sum += p->holes[i];
    }
    return sum;
}

/* A plain sowing for rules_feeding_moves(): the counters of `hole` one by
 * one into the next holes, round the two rows; a hole holding 5 stands
 * for a move illegal for a reason of its own (false). */
static bool plain_sow(const RulesPosition *p, int hole, RulesPosition *out)
{
    if (p->holes[hole] == 5) {
        return false;
    }
    *out = *p;
    int n = out->holes[hole], at = hole;
    out->holes[hole] = 0;
    while (n--) {
        at = (at + 1) % out->hole_count;
        out->holes[at]++;
    }
    return true;
}

/* plain_sow for two holes, as rules_feeding_moves() asks; b == a when a is
 * the last one, and its twin is answered for too, for the helper to drop.
 * What a move leaves is its hole: plain_child sows it again. */
static int plain_sow_two(const RulesPosition *p, int a, int b,
                         RulesSown *out_a, RulesSown *out_b)
{
    RulesPosition q;
    out_a->at = a;
    out_b->at = b;
    return (int)plain_sow(p, a, &q) | (int)plain_sow(p, b, &q) << 1;
}

static void plain_child(const RulesPosition *p, RulesMove m,
                        const RulesSown *s, RulesPosition *out)
{
    (void)m;
    plain_sow(p, s->at, out);
    out->to_move = (uint8_t)(1 - p->to_move);
}

/* rules_feeding_moves() with plain_sow_two, and the positions its moves
 * lead to (next may be NULL). */
static int feeding(const RulesPosition *p, RulesMove *moves,
                   RulesPosition *next, bool stop_at_one)
{
    RulesSown sown[RULES_MAX_MOVES];
    int n = rules_feeding_moves(p, moves, next ? sown : NULL, stop_at_one,
                                plain_sow_two, plain_child);
    for (int i = 0; next && i < n; i++) {
        plain_child(p, moves[i], &sown[i], &next[i]);
    }
    return n;
}

/* What rules_feeding_moves() must answer (AYO-6, URIM-7), hole by hole. */
static int plain_feeding(const RulesPosition *p, RulesMove *moves,
                         RulesPosition *next)
{
    int side = p->to_move, opp = 1 - side, n = 0, row = p->holes_per_row;
    for (int h = side * row; h < (side + 1) * row; h++) {
        RulesPosition q;
        if (p->holes[h] == 0 || !plain_sow(p, h, &q)) {
            continue;
        }
        if (plain_row_empty(p, opp) && plain_row_empty(&q, opp)) {
            continue;
        }
        q.to_move = (uint8_t)opp;
        next[n] = q;
        moves[n++] = rules_sow_move(h);
    }
    return n;
}

/* Compares the helper with the plain loop on one board; false, saying
 * where, when they differ. */
static bool feeding_agrees(const RulesPosition *p)
{
    RulesMove got[RULES_MAX_MOVES], want[RULES_MAX_MOVES];
    RulesPosition got_next[RULES_MAX_MOVES], want_next[RULES_MAX_MOVES];
    int n = feeding(p, got, got_next, false);
    int m = plain_feeding(p, want, want_next);
    bool same = n == m;
    for (int i = 0; same && i < n; i++) {
        same = rules_move_equal(got[i], want[i]) &&
               memcmp(got_next[i].holes, want_next[i].holes,
                      RULES_MAX_HOLES) == 0 &&
               got_next[i].to_move == want_next[i].to_move;
    }
    RulesMove one[RULES_MAX_MOVES];
    same = same && feeding(p, one, NULL, true) ==
                       (m > 0);
    same = same && (m == 0 || rules_move_equal(one[0], want[0]));
    if (!same) {
        printf("  %d holes a row, %s to move: %d feeding moves, the plain "
               "loop %d\n", p->holes_per_row,
               p->to_move ? "north" : "south", n, m);
    }
    return same;
}

/* rules_row_empty, rules_row_sum and rules_holes_word at 1 to 16 holes a
 * row on two rows, and 1 to 12 on four (48 holes: the last row's words run
 * to the end of `holes`), each row empty or not, against plain loops. */
TEST(c_2_row_helpers_match_a_plain_loop_at_1_to_16_holes_a_row)
{
    for (int rows = 2; rows <= 4; rows += 2) {
        for (int n = 1; n <= 16 && rows * n <= RULES_MAX_HOLES; n++) {
            for (int trial = 0; trial < 60; trial++) {
                RulesPosition p;
                random_board(&p, rows, n, trial % (rows + 1) - 1);
                for (int r = 0; r < rows; r++) {
                    if (rules_row_empty(&p, r) != plain_row_empty(&p, r) ||
                        rules_row_sum(&p, r) != plain_row_sum(&p, r)) {
                        CHECK_FAIL_AT("%d rows of %d holes: row %d, empty "
                                      "%d (plain %d), sum %d (plain %d)",
                                      rows, n, r, rules_row_empty(&p, r),
                                      plain_row_empty(&p, r),
                                      rules_row_sum(&p, r),
                                      plain_row_sum(&p, r));
                        return;
                    }
                }
                for (int first = 0; first < p.hole_count; first++) {
                    int k = (int)(next_random() % 8) + 1;
                    k = first + k <= p.hole_count ? k : p.hole_count - first;
                    uint64_t want = 0;
                    for (int j = k - 1; j >= 0; j--) {
                        want = want << 8 | p.holes[first + j];
                    }
                    CHECK(rules_holes_word(&p, first, k) == want);
                }
            }
        }
    }
}

/* rules_side_mask: the holes each side owns, as a plain loop reads
 * north_owned, at every board size up to RULES_MAX_HOLES. */
TEST(gore_2_side_masks_match_a_plain_loop_at_every_board_size)
{
    for (int count = 1; count <= RULES_MAX_HOLES; count++) {
        RulesPosition p;
        random_board(&p, 2, 1, -1);
        p.hole_count = (uint8_t)count;
        p.north_owned = ((uint64_t)next_random() << 33) ^
                        ((uint64_t)next_random() << 17) ^ next_random() ^
                        ((uint64_t)next_random() << 50);
        for (int side = 0; side < 2; side++) {
            uint64_t want = 0;
            for (int i = 0; i < count; i++) {
                if ((int)rules_owner(&p, i) == side) {
                    want |= (uint64_t)1 << i;
                }
            }
            CHECK(rules_side_mask(&p, side) == want);
        }
    }
}

/* rules_feeding_moves (AYO-6, URIM-7: a move must feed an empty opposing
 * row) on two rows of 1 to 16 holes, each side to move, with the other
 * row empty a third of the time, against a plain loop. */
TEST(ayo_6_feeding_moves_match_a_plain_loop_at_1_to_16_holes_a_row)
{
    for (int n = 1; n <= 16; n++) {
        for (int trial = 0; trial < 200; trial++) {
            RulesPosition p;
            random_board(&p, 2, n, trial % 3 == 0 ? 1 - trial % 2 : -1);
            p.to_move = (uint8_t)(trial % 2);
            CHECK(feeding_agrees(&p));
        }
    }
}

/* Hand-worked, on a 9-hole row (holes 0-8 South's, 9-17 North's), where
 * a one-word read of a row sees only 8 of its holes. North's only
 * counter is in hole 17, its ninth: its row is not empty, so South may
 * play both its holes. Then with North's row empty, only hole 8's single
 * counter reaches North (into hole 9); hole 0's 3 counters stay in
 * South's row. */
TEST(ayo_6_a_nine_hole_row_is_read_whole_for_feeding_and_empty_rows)
{
    RulesPosition p;
    random_board(&p, 2, 9, -1);
    memset(p.holes, 0, RULES_MAX_HOLES);
    p.holes[0] = 3;
    p.holes[8] = 1;
    p.holes[17] = 2;
    p.to_move = RULES_SOUTH;
    CHECK(!rules_row_empty(&p, RULES_NORTH));
    CHECK(rules_row_empty(&p, RULES_SOUTH) == false);
    CHECK_INT(rules_row_sum(&p, RULES_NORTH), 2);
    RulesMove moves[RULES_MAX_MOVES];
    RulesPosition next[RULES_MAX_MOVES];
    CHECK_INT(feeding(&p, moves, next, false), 2);
    CHECK_INT(moves[0].hole, 0);
    CHECK_INT(moves[1].hole, 8);
    CHECK(feeding_agrees(&p));

    p.holes[17] = 0;
    p.holes[7] = 2; /* C-5 is not the helpers' business */
    CHECK(rules_row_empty(&p, RULES_NORTH));
    CHECK_INT(feeding(&p, moves, next, false), 2);
    CHECK_INT(moves[0].hole, 7); /* 7 -> 8, 9 */
    CHECK_INT(moves[1].hole, 8); /* 8 -> 9 */
    CHECK_INT(next[1].holes[9], 1);
    CHECK_INT(next[1].to_move, RULES_NORTH);
    CHECK(feeding_agrees(&p));

    /* North to move with South's row empty but for its ninth hole. */
    memset(p.holes, 0, RULES_MAX_HOLES);
    p.holes[8] = 1;
    p.holes[12] = 4;
    p.to_move = RULES_NORTH;
    CHECK(!rules_row_empty(&p, RULES_SOUTH));
    CHECK_INT(feeding(&p, moves, NULL, false), 1);
    CHECK_INT(moves[0].hole, 12);
}

/* C-6: the key of a position reads its holes only: junk past hole_count
 * changes nothing, at every board size; one counter moved changes it. */
TEST(c_6_position_keys_read_only_the_board_at_every_size)
{
    for (int count = 1; count <= RULES_MAX_HOLES; count++) {
        RulesPosition a, b;
        random_board(&a, 2, 1, -1);
        a.hole_count = (uint8_t)count;
        b = a;
        for (int i = count; i < RULES_MAX_HOLES; i++) {
            b.holes[i] = (uint8_t)(b.holes[i] + 1);
        }
        CHECK(rules_position_key(&a) == rules_position_key(&b));
        CHECK(rules_position_same(&a, &b));
        b.holes[count - 1] = (uint8_t)(b.holes[count - 1] + 1);
        CHECK(rules_position_key(&a) != rules_position_key(&b));
        CHECK(!rules_position_same(&a, &b));
    }
}

/* GORE-6: a transfer makes its hole the payer's, whatever the hole's
 * number (the old 8-bit masks stopped at hole 7); the change is the
 * row's, so an event whose row changes nothing leaves owners and marks
 * alone, and a mark goes on and comes off hole 47 as on hole 0. */
TEST(gore_6_an_events_change_of_owner_or_mark_reaches_every_hole)
{
    for (int h = 0; h < RULES_MAX_HOLES; h++) {
        uint64_t owned = 0, marked = 0, bit = (uint64_t)1 << h;
        RulesEvent e = {.kind = RULES_EV_TRANSFER, .hole = (uint8_t)h,
                        .side = RULES_NORTH, .count = 6};
        rules_event_change(&e, &owned, &marked);
        CHECK(owned == bit && marked == 0);
        e.side = RULES_SOUTH;
        rules_event_change(&e, &owned, &marked);
        CHECK(owned == 0 && marked == 0);
        e.kind = RULES_EV_CAPTURE;
        e.side = RULES_NORTH;
        rules_event_change(&e, &owned, &marked);
        CHECK(owned == 0 && marked == 0);
    }
    CHECK_INT(rules_event_shape(RULES_EV_TRANSFER)->change,
              RULES_CHANGE_OWNER);
    /* moving counters changes no owner or mark by itself */
    const int plain[] = {RULES_EV_LIFT, RULES_EV_SOW, RULES_EV_RELAY,
                         RULES_EV_CAPTURE, RULES_EV_SWEEP, RULES_EV_ACCEPT};
    for (size_t k = 0; k < sizeof plain / sizeof plain[0]; k++) {
        CHECK_INT(rules_event_shape(plain[k])->change, RULES_CHANGE_NONE);
    }
}

int main(void)
{
    RUN(c_2_row_helpers_match_a_plain_loop_at_1_to_16_holes_a_row);
    RUN(gore_2_side_masks_match_a_plain_loop_at_every_board_size);
    RUN(ayo_6_feeding_moves_match_a_plain_loop_at_1_to_16_holes_a_row);
    RUN(ayo_6_a_nine_hole_row_is_read_whole_for_feeding_and_empty_rows);
    RUN(c_6_position_keys_read_only_the_board_at_every_size);
    RUN(gore_6_an_events_change_of_owner_or_mark_reaches_every_hole);
    return check_summary();
}
