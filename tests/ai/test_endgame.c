/* test_endgame.c: the endgame tables (Ayoayo's, Urim's) against exhaustive search, the cache file, and perfect play from them. */
#define _POSIX_C_SOURCE 200809L
#include "ai_internal.h"
#include "check.h"

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

/* Small tables keep these tests fast; the game's own are far larger. */
enum { SMALL = 5, INF = 10000, DEPTH = 100, MEMO_BITS = 22 };

typedef struct Variant {
    RulesGameId game;
    int holes_per_row;
    int small; /* counters of the exhaustive comparison */
} Variant;

static const Variant variants[] = {
    {RULES_GAME_AYOAYO, 6, SMALL},
    {RULES_GAME_URIM, 6, SMALL},
    {RULES_GAME_URIM, 7, SMALL - 1},
};

/* ---- Exhaustive search, through the rules core only ---- */

typedef struct Memo {
    uint64_t key;
    int value;
} Memo;

static Memo *memo;

static uint64_t memo_key(const RulesPosition *p, int depth, bool low)
{
    uint64_t k = 0;
    for (int i = 0; i < p->hole_count; i++) {
        k = k * 8 + p->holes[i]; /* at most SMALL counters in a hole */
    }
    return ((k * 2 + p->to_move) * 256 + (uint64_t)depth) * 2 + low + 1;
}

/*
 * What the mover can force within `depth` plies, as the margin of what is
 * still to be won: `low` counts a game not over by then as lost for the
 * mover (-INF), else as won (+INF). As depth grows these are the table's
 * low and high (endgame.c: a side wins only a game it can force to end).
 */
static int exhaustive(const RulesPosition *p, int depth, bool low)
{
    if (depth == 0) {
        return low ? -INF : INF;
    }
    uint64_t key = memo_key(p, depth, low);
    size_t mask = ((size_t)1 << MEMO_BITS) - 1;
    size_t slot = (size_t)(key * 0x9e3779b97f4a7c15ULL >> 20) & mask;
    while (memo[slot].key && memo[slot].key != key) {
        slot = (slot + 1) & mask;
    }
    if (memo[slot].key == key) {
        return memo[slot].value;
    }
    RulesMove moves[RULES_MAX_MOVES];
    int n = rules_legal_moves(p, moves), me = p->to_move, best = -INF;
    for (int i = 0; i < n; i++) {
        RulesPosition q;
        rules_apply(p, moves[i], &q, NULL);
        int delta = (q.captured[me] - p->captured[me]) -
                    (q.captured[1 - me] - p->captured[1 - me]);
        int v = delta;
        if (!q.over) {
            q.captured[0] = q.captured[1] = 0;
            int c = exhaustive(&q, depth - 1, !low);
            v = c == INF ? -INF : c == -INF ? INF : delta - c;
        }
        best = v > best ? v : best;
    }
    memo[slot].key = key;
    memo[slot].value = best;
    return best;
}

static RulesPosition board(const Variant *v, uint64_t *rng, int total,
                           int side)
{
    RulesPosition p;
    rules_setup(&p, v->game, v->holes_per_row);
    for (int i = 0; i < p.hole_count; i++) {
        p.holes[i] = 0;
    }
    for (int c = 0; c < total; c++) {
        p.holes[ai_random(rng) % p.hole_count]++;
    }
    p.captured[0] = p.captured[1] = 0;
    p.to_move = (uint8_t)side;
    p.moves_played = 10;
    return p;
}

/* Every table entry of a sample of small boards, either side to move,
 * equals exhaustive search (with no legal move the game is over: the
 * rules core settles that, so those boards are skipped). */
static void agrees_with_exhaustive(const Variant *v)
{
    EgTable *t = eg_build(v->game, v->holes_per_row, v->small);
    CHECK(t != NULL);
    memo = calloc((size_t)1 << MEMO_BITS, sizeof *memo);
    CHECK(memo != NULL);
    uint64_t rng = 7;
    int compared = 0, unsettled = 0, wrong = 0;
    for (int k = 0; k < 400; k++) {
        RulesPosition p = board(v, &rng, 1 + k % v->small, k % 2);
        RulesMove moves[RULES_MAX_MOVES];
        EgEntry e;
        if (rules_legal_moves(&p, moves) == 0) {
            continue;
        }
        CHECK(eg_probe(t, &p, &e));
        int lo = exhaustive(&p, DEPTH, true);
        int hi = exhaustive(&p, DEPTH, false);
        int want_lo = lo == -INF ? -EG_UNSET : lo;
        int want_hi = hi == INF ? EG_UNSET : hi;
        if (e.low != want_lo || e.high != want_hi) {
            if (wrong++ < 5) {
                printf("  board %d: table %d..%d, search %d..%d\n", k,
                       e.low, e.high, want_lo, want_hi);
            }
        }
        compared++;
        unsettled += e.low != e.high;
    }
    free(memo);
    eg_free(t);
    CHECK_INT(wrong, 0);
    CHECK(compared > 200);
    printf("  %d boards compared, %d of them only a draw by endless play "
           "keeps open\n", compared, unsettled);
}

TEST(ayo_endgame_table_agrees_with_exhaustive_search)
{
    agrees_with_exhaustive(&variants[0]);
}

TEST(urim_endgame_table_agrees_with_exhaustive_search_2x6)
{
    agrees_with_exhaustive(&variants[1]);
}

TEST(urim_endgame_table_agrees_with_exhaustive_search_2x7)
{
    agrees_with_exhaustive(&variants[2]);
}

/* ---- Larger tables ---- */

/*
 * A table whose largest total has more than 65,536 boards keeps each move
 * between its boards in 3 bytes (endgame.c, Layer), as the game's own
 * tables do; the small tables above use 1 or 2. Every entry of such a
 * table, South to move, is still the best of its moves by the table's
 * own entries of the boards they lead to (a move that ends the game
 * counts its margin).
 */
static void larger_table_is_the_best_of_its_moves(const Variant *v, int max)
{
    RulesPosition p;
    rules_setup(&p, v->game, v->holes_per_row);
    CHECK(ai_ways(p.hole_count, max) > 65536);
    EgTable *t = eg_build(v->game, v->holes_per_row, max);
    CHECK(t != NULL);
    int checked = 0, wrong = 0;
    for (int total = 0; total <= max; total++) {
        uint8_t b[RULES_MAX_HOLES] = {0};
        b[p.hole_count - 1] = (uint8_t)total;
        do {
            memcpy(p.holes, b, (size_t)p.hole_count);
            p.captured[0] = p.captured[1] = 0;
            p.to_move = RULES_SOUTH;
            p.moves_played = 10;
            RulesMove moves[RULES_MAX_MOVES];
            int n = rules_legal_moves(&p, moves), lo = -INF, hi = -INF;
            EgEntry e;
            if (n == 0) {
                continue;
            }
            CHECK(eg_probe(t, &p, &e));
            for (int i = 0; i < n; i++) {
                RulesPosition q;
                rules_apply(&p, moves[i], &q, NULL);
                int delta = q.captured[RULES_SOUTH] - q.captured[RULES_NORTH];
                int vl = delta, vh = delta;
                EgEntry c;
                if (!q.over) {
                    q.captured[0] = q.captured[1] = 0;
                    CHECK(eg_probe(t, &q, &c));
                    vl = c.high == EG_UNSET ? -INF : delta - c.high;
                    vh = c.low == -EG_UNSET ? INF : delta - c.low;
                }
                lo = vl > lo ? vl : lo;
                hi = vh > hi ? vh : hi;
            }
            int want_lo = lo == -INF ? -EG_UNSET : lo;
            int want_hi = hi == INF ? EG_UNSET : hi;
            if ((e.low != want_lo || e.high != want_hi) && wrong++ < 5) {
                printf("  %d counters: table %d..%d, its moves %d..%d\n", total,
                       e.low, e.high, want_lo, want_hi);
            }
            checked++;
        } while (ai_next_board(b, p.hole_count));
    }
    eg_free(t);
    CHECK_INT(wrong, 0);
    CHECK(checked > 100000);
}

TEST(larger_endgame_tables_are_the_best_of_their_moves)
{
    larger_table_is_the_best_of_its_moves(&variants[0], 8);
    larger_table_is_the_best_of_its_moves(&variants[1], 8);
    larger_table_is_the_best_of_its_moves(&variants[2], 7);
}

/* ---- The cache file ---- */

static long file_size(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        return -1;
    }
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fclose(f);
    return n;
}

static bool damage(const char *path, long at, bool cut)
{
    if (cut) {
        return truncate(path, at) == 0;
    }
    FILE *f = fopen(path, "r+b");
    if (!f) {
        return false;
    }
    fseek(f, at, SEEK_SET);
    int c = fgetc(f);
    fseek(f, at, SEEK_SET);
    fputc(c ^ 0x10, f);
    fclose(f);
    return true;
}

/* Removes the copy an untrusted file was set aside as; false when there
 * was none. */
static bool remove_aside(const char *path)
{
    char aside[300];
    snprintf(aside, sizeof aside, "%s.untrusted", path);
    return remove(aside) == 0;
}

TEST(endgame_cache_rejects_a_damaged_file_and_rebuilds_it)
{
    char dir[] = "/tmp/mancala-endgame-XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    char path[256];
    snprintf(path, sizeof path, "%s/endgame-urim-6-4.table", dir);
    ai_endgame_setup(dir, 4);
    CHECK(ai_endgame_prepare(RULES_GAME_URIM, 6));
    long size = file_size(path);
    CHECK(size > 1000);
    EgTable *good = eg_load(path, RULES_GAME_URIM, 6, 4);
    CHECK(good != NULL);
    /* A flipped byte in the middle, a cut end, a byte too many, and a
     * file of another table are all refused. */
    CHECK(damage(path, size / 2, false));
    CHECK(eg_load(path, RULES_GAME_URIM, 6, 4) == NULL);
    CHECK(eg_save(good, path));
    CHECK(damage(path, size - 3, true));
    CHECK(eg_load(path, RULES_GAME_URIM, 6, 4) == NULL);
    CHECK(eg_save(good, path));
    FILE *f = fopen(path, "ab");
    CHECK(f != NULL);
    fputc(0, f);
    fclose(f);
    CHECK(eg_load(path, RULES_GAME_URIM, 6, 4) == NULL);
    CHECK(eg_save(good, path));
    CHECK(eg_load(path, RULES_GAME_URIM, 6, 3) == NULL);
    CHECK(eg_save(good, path)); /* an untrusted file is set aside */
    CHECK(eg_load(path, RULES_GAME_AYOAYO, 6, 4) == NULL);
    CHECK(eg_save(good, path));
    /* The game meets the damaged file: it builds the table again and
     * writes a good file over it. */
    CHECK(damage(path, size / 3, false));
    ai_endgame_reset();
    ai_endgame_setup(dir, 4);
    CHECK(ai_endgame_prepare(RULES_GAME_URIM, 6));
    CHECK_INT(file_size(path), size);
    EgTable *again = eg_load(path, RULES_GAME_URIM, 6, 4);
    CHECK(again != NULL);
    eg_free(again);
    eg_free(good);
    ai_endgame_reset();
    remove(path);
    CHECK(remove_aside(path));
    CHECK(rmdir(dir) == 0);
}

static unsigned char *slurp(const char *path, size_t *len)
{
    long n = file_size(path);
    FILE *f = fopen(path, "rb");
    unsigned char *buf = n > 0 && f ? malloc((size_t)n) : NULL;
    *len = buf ? fread(buf, 1, (size_t)n, f) : 0;
    if (f) {
        fclose(f);
    }
    return buf;
}

static bool spill(const char *path, const unsigned char *buf, size_t len)
{
    FILE *f = fopen(path, "wb");
    bool ok = f && fwrite(buf, 1, len, f) == len;
    return f && fclose(f) == 0 && ok;
}

/* The kept file `good` with `change` applied and its checksum computed
 * again, as a table made elsewhere would be: only what the header says
 * and the values themselves can tell it. */
static unsigned char *forged(const unsigned char *good, size_t len,
                             void (*change)(unsigned char *image, size_t len))
{
    unsigned char *bad = malloc(len);
    memcpy(bad, good, len);
    change(bad, len);
    uint64_t sum = ai_kept_checksum(bad, len - sizeof sum);
    memcpy(bad + len - sizeof sum, &sum, sizeof sum);
    return bad;
}

static void shift_values(unsigned char *image, size_t len)
{
    /* every low and high one counter higher: a solver that was off */
    size_t count = (len - sizeof(AiKeptId) - 8) / 4;
    for (size_t i = 0; i < 2 * count; i++) {
        image[sizeof(AiKeptId) + i]++;
    }
}

static void other_rules(unsigned char *image, size_t len)
{
    (void)len;
    AiKeptId id;
    memcpy(&id, image, sizeof id);
    id.rules ^= 1;
    memcpy(image, &id, sizeof id);
}

static void other_format(unsigned char *image, size_t len)
{
    (void)len;
    AiKeptId id;
    memcpy(&id, image, sizeof id);
    id.version = AI_KEPT_VERSION + 1;
    memcpy(image, &id, sizeof id);
}

/* 56.2: a kept table is trusted only when its header names today's
 * format and rules and a sample of its boards keeps the recurrence under
 * today's rules, not because its checksum fits: a table whose values
 * were changed, or whose header names other rules or another format,
 * each with its checksum computed again, is set aside (kept as
 * .untrusted) and built again, the same bytes as a fresh build, with
 * the same answers as a table built in memory. */
TEST(endgame_table_made_elsewhere_is_set_aside_and_built_again)
{
    char dir[] = "/tmp/mancala-endgame-XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    char path[256], aside[300];
    snprintf(path, sizeof path, "%s/endgame-urim-6-4.table", dir);
    snprintf(aside, sizeof aside, "%s.untrusted", path);
    ai_endgame_setup(dir, 4);
    CHECK(ai_endgame_prepare(RULES_GAME_URIM, 6));
    size_t len = 0;
    unsigned char *good = slurp(path, &len);
    CHECK(good != NULL && len > 1000);
    /* A fresh table's answers, from memory. */
    ai_endgame_reset();
    ai_endgame_setup(NULL, 4);
    CHECK(ai_endgame_prepare(RULES_GAME_URIM, 6));
    uint64_t rng = 9;
    RulesPosition probes[40];
    AiSolved fresh[40];
    for (int k = 0; k < 40; k++) {
        do {
            probes[k] = board(&variants[1], &rng, 4, k % 2);
        } while (probes[k].over);
        int rest = rules_start_total(&probes[k]) - 4;
        probes[k].captured[0] = (uint16_t)(rest / 2);
        probes[k].captured[1] = (uint16_t)(rest - rest / 2);
        CHECK(ai_endgame_solve(&probes[k], NULL, 0, &fresh[k]));
    }
    void (*changes[])(unsigned char *, size_t) = {shift_values, other_rules,
                                                  other_format};
    for (size_t c = 0; c < sizeof changes / sizeof changes[0]; c++) {
        unsigned char *bad = forged(good, len, changes[c]);
        CHECK(spill(path, bad, len));
        ai_endgame_reset();
        ai_endgame_setup(dir, 4);
        CHECK(ai_endgame_prepare(RULES_GAME_URIM, 6));
        size_t n = 0, n_aside = 0;
        unsigned char *kept = slurp(path, &n);
        unsigned char *set_aside = slurp(aside, &n_aside);
        CHECK(kept && n == len && memcmp(kept, good, len) == 0);
        CHECK(set_aside && n_aside == len && memcmp(set_aside, bad, len) == 0);
        for (int k = 0; k < 40; k++) {
            AiSolved s;
            CHECK(ai_endgame_solve(&probes[k], NULL, 0, &s));
            CHECK(s.outcome == fresh[k].outcome &&
                  s.final_mover == fresh[k].final_mover &&
                  rules_move_equal(s.move, fresh[k].move) &&
                  s.plies == fresh[k].plies);
        }
        free(kept);
        free(set_aside);
        free(bad);
    }
    free(good);
    ai_endgame_reset();
    remove(path);
    remove(aside);
    CHECK(rmdir(dir) == 0);
}

/* A table cached for another number of counters (a limit in games.c
 * raised since) is never read for this one: its file has another name,
 * and the same file under this one's name is refused and built again. */
TEST(endgame_cache_of_another_limit_is_not_read)
{
    char dir[] = "/tmp/mancala-endgame-XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    char four[256], five[256], kept[256], other[256];
    snprintf(four, sizeof four, "%s/endgame-urim-6-4.table", dir);
    snprintf(five, sizeof five, "%s/endgame-urim-6-5.table", dir);
    snprintf(kept, sizeof kept, "%s/limit-4.bin", dir);
    /* Another variant's table, which a rebuild must leave alone. */
    snprintf(other, sizeof other, "%s/endgame-urim-7-4.table", dir);
    FILE *f = fopen(other, "wb");
    CHECK(f && fputs("another variant", f) >= 0);
    fclose(f);
    ai_endgame_setup(dir, 4);
    CHECK(ai_endgame_prepare(RULES_GAME_URIM, 6));
    CHECK(file_size(four) > 1000);
    CHECK(link(four, kept) == 0);
    for (int again = 0; again < 2; again++) {
        if (again) {
            /* The limit-4 table under the limit-5 name. */
            CHECK(rename(kept, five) == 0);
        }
        ai_endgame_reset();
        ai_endgame_setup(dir, 5);
        CHECK(ai_endgame_prepare(RULES_GAME_URIM, 6));
        int max = 0;
        size_t bytes = 0;
        double seconds = 0;
        CHECK(ai_endgame_info(RULES_GAME_URIM, 6, &max, &bytes, &seconds));
        CHECK_INT(max, 5);
        /* Built, not read, and cached under its own name (the file adds
         * a header and a checksum); the old limit's file is gone, the
         * other variant's stays. */
        CHECK(seconds > 0);
        CHECK_INT(file_size(five), (long)(bytes + sizeof(AiKeptId) + 8));
        CHECK_INT(file_size(four), -1);
        CHECK_INT(file_size(other), 15);
    }
    ai_endgame_reset();
    remove(five);
    remove(other);
    CHECK(remove_aside(five)); /* the limit-4 table under the 5 name */
    CHECK(rmdir(dir) == 0);
}

/* ---- Perfect play ---- */

/* From positions the table says are won, the expert (with the table) plays
 * against every kind of answer (random, club, itself): it always wins, by
 * at least the table's margin, and the game really ends (C-6 included). */
TEST(endgame_expert_never_gives_away_a_table_win)
{
    ai_endgame_setup(NULL, SMALL);
    for (int vi = 0; vi < 3; vi++) {
        const Variant *v = &variants[vi];
        CHECK(ai_endgame_prepare(v->game, v->holes_per_row));
        uint64_t rng = 11 + (uint64_t)vi;
        int played = 0;
        for (int k = 0; k < 600 && played < 30; k++) {
            RulesPosition p = board(v, &rng, SMALL, k % 2);
            int total = rules_start_total(&p);
            p.captured[0] = (uint16_t)((total - SMALL) / 2);
            p.captured[1] = (uint16_t)(total - SMALL - p.captured[0]);
            AiSolved solved;
            if (p.over || !ai_endgame_solve(&p, NULL, 0, &solved) ||
                solved.outcome != AI_OUTCOME_WIN) {
                continue;
            }
            int me = p.to_move;
            RulesGame g;
            CHECK(rules_game_init(&g, &p) == RULES_OK);
            AiSettings expert = ai_settings(AI_LEVEL_EXPERT);
            AiSettings other = ai_settings(played % 3 == 0   ? AI_LEVEL_RANDOM
                                           : played % 3 == 1 ? AI_LEVEL_CLUB
                                                             : AI_LEVEL_EXPERT);
            expert.ms = other.ms = 20;
            other.seed = (uint64_t)k;
            while (!rules_game_current(&g)->over && g.len < 400) {
                const RulesPosition *q = rules_game_current(&g);
                AiResult r;
                CHECK(ai_choose_in_game(&g, q->to_move == me ? &expert
                                                            : &other,
                                        NULL, &r) == AI_OK);
                RulesMove all[RULES_MAX_MOVES];
                CHECK(q->to_move != me || r.perfect ||
                      rules_legal_moves(q, all) == 1);
                CHECK(rules_game_play(&g, r.move, NULL, NULL) == RULES_OK);
            }
            const RulesPosition *end = rules_game_current(&g);
            CHECK(end->over);
            CHECK_INT(end->winner, me == RULES_SOUTH ? RULES_WINNER_SOUTH
                                                    : RULES_WINNER_NORTH);
            CHECK(end->captured[me] >= solved.final_mover);
            CHECK(end->end_reason != RULES_END_REPETITION);
            rules_game_free(&g);
            played++;
        }
        CHECK(played >= 20);
    }
    ai_endgame_reset();
}

/* Both sides playing the table's moves: the game lasts exactly the plies
 * the table announces and ends with the score it announces. */
TEST(endgame_solve_announces_the_score_and_length_of_best_play)
{
    ai_endgame_setup(NULL, SMALL);
    CHECK(ai_endgame_prepare(RULES_GAME_AYOAYO, 6));
    uint64_t rng = 5;
    int checked = 0;
    for (int k = 0; k < 300 && checked < 40; k++) {
        RulesPosition p = board(&variants[0], &rng, SMALL, k % 2);
        p.captured[0] = 20;
        p.captured[1] = 48 - 20 - SMALL;
        AiSolved s;
        if (p.over || !ai_endgame_solve(&p, NULL, 0, &s) || !s.exact) {
            continue;
        }
        int me = p.to_move, plies = 0;
        RulesPosition q = p;
        while (!q.over) {
            AiSolved step;
            CHECK(ai_endgame_solve(&q, NULL, 0, &step));
            rules_apply(&q, step.move, &q, NULL);
            plies++;
            CHECK(plies <= 200);
        }
        CHECK_INT(plies, s.plies);
        CHECK_INT(q.captured[me], s.final_mover);
        CHECK_INT(q.captured[1 - me], s.final_opponent);
        checked++;
    }
    CHECK(checked >= 30);
    ai_endgame_reset();
}

/* A Urim board of empty holes and these stores; true when the small
 * table is ready for it. */
static bool urim_board(RulesPosition *p, int holes_per_row, int south,
                       int north)
{
    ai_endgame_setup(NULL, SMALL);
    rules_setup(p, RULES_GAME_URIM, holes_per_row);
    memset(p->holes, 0, sizeof p->holes);
    p->captured[RULES_SOUTH] = (uint16_t)south;
    p->captured[RULES_NORTH] = (uint16_t)north;
    p->moves_played = 30;
    return ai_endgame_prepare(RULES_GAME_URIM, holes_per_row);
}

/* A hint in the endgame gives the table's result: the final score and
 * the moves left, in the teaching sentence too. */
TEST(endgame_hint_gives_the_score_and_the_moves_left)
{
    RulesPosition p;
    CHECK(urim_board(&p, 7, 16, 21));
    /* South: 1 in hole 0, 2 in hole 6; North: 1 in hole 7, 1 in hole
     * 13. South's 6 makes hole 7 hold 2 and may take it (URIM-4). */
    p.holes[0] = 1;
    p.holes[6] = 2;
    p.holes[7] = 1;
    p.holes[13] = 1;
    AiSolved s;
    CHECK(ai_endgame_solve(&p, NULL, 0, &s));
    AiSettings set = ai_settings(AI_LEVEL_EXPERT);
    set.ms = 50;
    AiHint h;
    CHECK(ai_hint(&p, NULL, 0, &set, NULL, &h) == AI_OK);
    CHECK(h.best.perfect);
    CHECK_INT(h.final_mover, s.final_mover);
    CHECK_INT(h.final_opponent, s.final_opponent);
    CHECK_INT(h.plies, s.plies);
    CHECK(h.plies > 0);
    char text[300], want[120];
    ai_hint_explain(&p, &h, NULL, text, sizeof text);
    snprintf(want, sizeof want, "%d-%d; moves left: %d.", h.final_mover,
             h.final_opponent, h.plies);
    CHECK(strstr(text, want) != NULL);
    ai_endgame_reset();
}

/* Where the table says neither side can force an end, C-6 will end the
 * game and each side keeps the counters on its own side: the expert
 * counts them as fully as its store. Urim 2x6, stores 17-16, South 1 in
 * holes 0 and 5, North 1 in hole 9. South's 0 sows into hole 1 (its own
 * row 2, North's 1: margin 1 + 2 - 1 = +2); South's 5 sows into North's
 * hole 6, making it 1, no capture (URIM-4; row 1 against 2: margin 0).
 * North has no capture after either (its single counters land in empty
 * holes). A search of one ply sees exactly that: 0, worth +2 counters
 * (20). Weighing home counters as in the middle game (0.3 of a store's)
 * would say +1.3. */
TEST(endgame_expert_counts_the_sweep_where_no_end_can_be_forced)
{
    RulesPosition p;
    CHECK(urim_board(&p, 6, 17, 16));
    p.holes[0] = p.holes[5] = p.holes[9] = 1;
    AiSolved solved;
    CHECK(ai_endgame_solve(&p, NULL, 0, &solved));
    CHECK(!solved.exact);
    CHECK_INT(solved.outcome, AI_OUTCOME_DRAW);
    AiSettings s = ai_settings(AI_LEVEL_EXPERT);
    s.depth = 1;
    AiResult r;
    CHECK(ai_choose(&p, NULL, 0, &s, NULL, &r) == AI_OK);
    CHECK(!r.perfect);
    CHECK_INT(r.depth, 1);
    CHECK_INT(r.score, 20);
    char text[16];
    rules_move_format(r.move, text, sizeof text);
    CHECK_STR(text, "0");
    /* A draw the mover could force to end is not played at once: stores
     * 18-15, South 1 in holes 1 and 2, North 1 in hole 6. South's 1 (the
     * table's move) makes hole 2 hold 2 and lets North force the game to
     * a drawn end; after South's 2 (into hole 3) North cannot, and if C-6
     * ends the game South keeps 2 against 1: 3 + 2 - 1 = +4 (40). */
    CHECK(urim_board(&p, 6, 18, 15));
    p.holes[1] = p.holes[2] = p.holes[6] = 1;
    CHECK(ai_endgame_solve(&p, NULL, 0, &solved));
    CHECK(solved.exact && solved.mover_forces);
    CHECK_INT(solved.outcome, AI_OUTCOME_DRAW);
    rules_move_format(solved.move, text, sizeof text);
    CHECK_STR(text, "1");
    /* What North can force after each, by the table: stores 15-18 for
     * North, so a drawn end is a margin of +3 still to be won. */
    static const struct {
        uint8_t hole;
        int north_can_force;
    } after[] = {{1, 3}, {2, -EG_UNSET}};
    for (int k = 0; k < 2; k++) {
        RulesPosition q;
        RulesMove m = {.kind = RULES_MOVE_SOW, .hole = after[k].hole};
        rules_apply(&p, m, &q, NULL);
        EgEntry e;
        CHECK(eg_probe(eg_for(&q), &q, &e));
        CHECK_INT(e.low, after[k].north_can_force);
    }
    CHECK(ai_choose(&p, NULL, 0, &s, NULL, &r) == AI_OK);
    CHECK(!r.perfect);
    CHECK_INT(r.score, 40);
    rules_move_format(r.move, text, sizeof text);
    CHECK_STR(text, "2");
    /* Behind, it forces the drawn end the table gives rather than go
     * round until C-6 ends the game: stores 15-18, South 1 in holes 0
     * and 1, North 1 in hole 7. After either South move (0 into hole 1,
     * 1 into hole 2) C-6 would give -3 + 2 - 1 = -2, and North's only
     * move (7 into hole 8) captures nothing; the table's 1 forces a
     * drawn end. */
    CHECK(urim_board(&p, 6, 15, 18));
    p.holes[0] = p.holes[1] = p.holes[7] = 1;
    CHECK(ai_endgame_solve(&p, NULL, 0, &solved));
    CHECK_INT(solved.outcome, AI_OUTCOME_DRAW);
    CHECK(solved.mover_forces);
    rules_move_format(solved.move, text, sizeof text);
    CHECK_STR(text, "1");
    CHECK(ai_choose(&p, NULL, 0, &s, NULL, &r) == AI_OK);
    CHECK(r.perfect);
    CHECK_INT(r.score, 0);
    rules_move_format(r.move, text, sizeof text);
    CHECK_STR(text, "1");
    ai_endgame_reset();
}

/* The sweep is for the endgame only. From a position the table does not
 * hold, a table position neither side can force is searched on and
 * evaluated as any other, counters at home at 0.3 of a store's: far from
 * the end they are not yet kept (and counting them fully played worse at
 * the real think time). Urim 2x6, stores 14-16, South 1 in holes 1, 2, 3
 * and 2 in hole 5, North 1 in hole 7: six counters, one more than the
 * small table. South's 5 sows into 6 and 7, making 7 hold 2, and takes it
 * (URIM-4; hole 6 holds 1, so the chain stops): 16-16, the table's size,
 * South 3 at home against North's 1 in hole 6, whose only move (into 7)
 * takes nothing. Evaluated: 0 + 0.3 x (3 - 1) = +0.6 (6); the sweep
 * would say +2 (20). South's other moves take nothing and leave it 2
 * behind: 10 x -2 + 3 x (5 - 1) = -8. */
TEST(endgame_sweep_is_not_counted_from_the_middle_game)
{
    RulesPosition p;
    CHECK(urim_board(&p, 6, 14, 16));
    p.holes[1] = p.holes[2] = p.holes[3] = 1;
    p.holes[5] = 2;
    p.holes[7] = 1;
    AiSolved solved;
    CHECK(!ai_endgame_solve(&p, NULL, 0, &solved));
    RulesPosition q;
    RulesMove take = {.kind = RULES_MOVE_SOW, .hole = 5};
    rules_apply(&p, take, &q, NULL);
    CHECK_INT(q.captured[RULES_SOUTH], 16);
    CHECK_INT(q.holes[6], 1);
    CHECK(ai_endgame_solve(&q, NULL, 0, &solved));
    CHECK_INT(solved.outcome, AI_OUTCOME_DRAW);
    CHECK(!solved.exact);
    AiSettings s = ai_settings(AI_LEVEL_EXPERT);
    s.depth = 1;
    AiResult r;
    CHECK(ai_choose(&p, NULL, 0, &s, NULL, &r) == AI_OK);
    CHECK_INT(r.depth, 1);
    CHECK_INT(r.score, 6);
    char text[16];
    rules_move_format(r.move, text, sizeof text);
    CHECK_STR(text, "5");
    ai_endgame_reset();
}

/* Each table the computer player's description names (src/ai/games.c) is
 * checked against exhaustive search above. */
TEST(every_endgame_table_of_the_description_is_tested_here)
{
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        const AiGameInfo *info = ai_game((RulesGameId)g);
        for (int k = 0; info->endgames[k].holes_per_row; k++) {
            bool listed = false;
            for (size_t i = 0; i < sizeof variants / sizeof *variants; i++) {
                listed = listed || (variants[i].game == (RulesGameId)g &&
                                    variants[i].holes_per_row ==
                                        info->endgames[k].holes_per_row);
            }
            if (!listed) {
                CHECK_FAIL_AT("%s with %d holes a row has an endgame table: "
                              "add it to `variants` in this file",
                              rules_game_name((RulesGameId)g),
                              info->endgames[k].holes_per_row);
            }
        }
    }
}

int main(void)
{
    RUN(every_endgame_table_of_the_description_is_tested_here);
    RUN(ayo_endgame_table_agrees_with_exhaustive_search);
    RUN(urim_endgame_table_agrees_with_exhaustive_search_2x6);
    RUN(urim_endgame_table_agrees_with_exhaustive_search_2x7);
    RUN(larger_endgame_tables_are_the_best_of_their_moves);
    RUN(endgame_cache_rejects_a_damaged_file_and_rebuilds_it);
    RUN(endgame_cache_of_another_limit_is_not_read);
    RUN(endgame_table_made_elsewhere_is_set_aside_and_built_again);
    RUN(endgame_expert_never_gives_away_a_table_win);
    RUN(endgame_solve_announces_the_score_and_length_of_best_play);
    RUN(endgame_hint_gives_the_score_and_the_moves_left);
    RUN(endgame_expert_counts_the_sweep_where_no_end_can_be_forced);
    RUN(endgame_sweep_is_not_counted_from_the_middle_game);
    return check_summary();
}
