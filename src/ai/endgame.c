/* endgame.c: endgames solved by retrograde analysis: every board of few
 * counters, and its cache file. Which tables are built, when, on which
 * thread: endgame_tables.c; playing from them: endgame_play.c. */
#define _POSIX_C_SOURCE 200809L
#include "ai_internal.h"

#include "safeio.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "platform.h"

/*
 * What is stored, and why that is enough. The games given endgame
 * tables (games.c) are two-row games in which a move depends only on the
 * board: whatever their sowing, captures, feeding rules and ends, they
 * read the holes and nothing else (holes keep their owners), a move's
 * captures go to its mover, and the larger pile wins (eg_build() checks
 * what the description says; the tests check each table against
 * exhaustive search). Captured counters never
 * come back, so the
 * stores only add an offset to the result: for every board seen by the
 * side to move (its row first) the table keeps margins of what is still
 * to be won, the mover's gain minus the opponent's, end sweep included:
 *   low  - the mover can force the game to END with at least this margin;
 *   high - the opponent can force it to end with at most this margin.
 * They differ only where play can go round in circles without a capture.
 *
 * Our reading of the repetition rule (C-6), the same as for the whole-game
 * table: a side wins only if it can force a finished game it wins; a
 * position from which neither side can force a finish in its favour is a
 * draw. With stores d (mover minus opponent): win when d + low > 0, loss
 * when d + high < 0, else draw. In such a draw C-6 will end the game
 * unless a side forces a drawn end, so the expert plays it by search,
 * valuing what ending there would give (search.c, table_value; from the
 * middle game such positions are evaluated as any other).
 *
 * Each value also keeps its rank: the pass of the solve that settled it.
 * A side that wins by `low` has a move to a child settled a pass earlier,
 * so choosing the lowest rank (a capture counts as rank 0) never repeats
 * a position and reaches the end: the fastest win, and the loser's
 * highest rank the slowest loss.
 *
 * Solving: captures only lower the number of counters on the board, so
 * boards are solved by that number, fewest first; within one number the
 * moves without a capture can cycle, and value iteration from "no finish
 * yet" (low = -inf, high = +inf) settles to exactly the forced values.
 * Each pass uses only the values of the pass before (so ranks mean what
 * is said above) and values again only the boards with a child that the
 * pass before changed.
 */

enum { EG_MAX_HOLES = 14, UNSET_LOW = -128, UNSET_HIGH = 127, RANK_MAX = 255 };

struct EgTable {
    int game, holes_per_row, holes, max;
    uint32_t count;
    AiBoards boards; /* the numbering of the boards */
    uint8_t *data; /* low, high, low rank, high rank: `count` bytes each */
    int8_t *low, *high;
    uint8_t *low_rank, *high_rank;
    int passes; /* the most passes one total needed */
    double seconds; /* processor time of the build */
};

/* Sets up the indexing of a table; false when it would not fit. */
static bool eg_layout(EgTable *t, RulesGameId game, int holes_per_row,
                      int max)
{
    memset(t, 0, sizeof *t);
    t->game = game;
    t->holes_per_row = holes_per_row;
    t->holes = 2 * holes_per_row;
    t->max = max;
    if (t->holes > EG_MAX_HOLES || max > EG_MAX_COUNTERS ||
        !ai_boards_init(&t->boards, t->holes, max)) {
        return false;
    }
    t->count = t->boards.count;
    return true;
}

static void eg_arrays(EgTable *t)
{
    t->low = (int8_t *)t->data;
    t->high = (int8_t *)t->data + t->count;
    t->low_rank = t->data + 2 * (size_t)t->count;
    t->high_rank = t->data + 3 * (size_t)t->count;
}

typedef struct Kids {
    int n;
    uint32_t index[RULES_MAX_MOVES];
    int gain[RULES_MAX_MOVES];  /* counters the move captures */
    int total[RULES_MAX_MOVES]; /* counters left on the board */
} Kids;

/* The children of a board (South to move, stores empty) through the
 * rules core: which moves are legal and what they do is its business. */
static void eg_kids(const EgTable *t, const RulesPosition *base,
                    const uint8_t *b, int total, Kids *k)
{
    RulesPosition p = *base;
    memcpy(p.holes, b, (size_t)t->holes);
    RulesMove moves[RULES_MAX_MOVES];
    RulesPosition next[RULES_MAX_MOVES];
    k->n = rules_legal_children(&p, moves, next);
    for (int i = 0; i < k->n; i++) {
        uint8_t c[EG_MAX_HOLES];
        ai_board_of(&next[i], c);
        k->gain[i] = next[i].captured[RULES_SOUTH];
        k->total[i] = total - k->gain[i];
        k->index[i] = ai_board_index(&t->boards, c, k->total[i]);
    }
}

static int8_t to_low(int v)
{
    return (int8_t)(v <= -1000 ? UNSET_LOW : v);
}

static int8_t to_high(int v)
{
    return (int8_t)(v >= 1000 ? UNSET_HIGH : v);
}

/* The mover's low and high through one child of low `cl`, high `ch`. */
static void eg_through(int gain, int cl, int ch, int *l, int *h)
{
    int vl = ch == UNSET_HIGH ? -1000 : gain - ch;
    int vh = cl == UNSET_LOW ? 1000 : gain - cl;
    *l = vl > *l ? vl : *l;
    *h = vh > *h ? vh : *h;
}

/*
 * One total while it is solved. The largest total of a table is most of
 * the build's peak memory, so beside the table's own bytes it keeps only
 * this, indexed by a board's place in the total (its table index less
 * offset[total]: most boards are open, 87% in Ayoayo and 98% in Urim):
 *   kids     - the children of the same total (the moves without capture)
 *              of each board in turn, each as its place in the total in
 *              `width` bytes, the fewest that number the total (3 up to
 *              2^24 boards); about 2.3 a board in Ayoayo, 3 in Urim;
 *   n        - how many children each board has there, 4 bits a board (0:
 *              the first pass settled it);
 *   exit     - the best high that captures give: a margin, EXIT_NONE when
 *              the board has no capture (-1000 in eg_through's terms) or
 *              EXIT_UNSET when a capture leads where no end can be forced
 *              (1000). The best low that captures give needs no room: it
 *              is where the board's low starts (see eg_pass);
 *   changed  - a bitset: the boards whose low or high changed in the
 *              previous pass;
 *   low_now, high_now - bitsets: those whose low (high) changed in this
 *              pass. Until the pass ends such a board keeps its previous
 *              value in its rank byte, where the rest of the pass reads it.
 * That is under 2 bytes a board and 3 a child (Urim 2x7's 13 counters:
 * 118 MB beside the table's 80), where parent lists and a worklist took
 * about 50 bytes a board; the tables are the same to the byte.
 */
typedef struct Layer {
    uint32_t size;
    size_t width;
    uint8_t *kids;
    size_t kids_len, kids_room; /* bytes */
    uint8_t *n;
    int8_t *exit;
    uint64_t *changed, *low_now, *high_now;
    /* The table's values and ranks, from the total's first board. */
    int8_t *low, *high;
    uint8_t *low_rank, *high_rank;
} Layer;

enum { EXIT_NONE = -128, EXIT_UNSET = 127, KIDS_MAX = 15 };

static void layer_free(Layer *y)
{
    free(y->kids);
    free(y->n);
    free(y->exit);
    free(y->changed);
    free(y->low_now);
    free(y->high_now);
}

static size_t bitset_words(uint32_t size)
{
    return ((size_t)size + 63) / 64;
}

static bool layer_alloc(Layer *y, EgTable *t, int total)
{
    uint32_t first = t->boards.offset[total];
    memset(y, 0, sizeof *y);
    y->size = t->boards.offset[total + 1] - first;
    y->width = 1;
    while (y->width < 4 && (y->size - 1) >> (8 * y->width)) {
        y->width++;
    }
    /* Grown as needed: Urim's boards have about three such children. */
    y->kids_room = ((size_t)y->size * 3 + RULES_MAX_MOVES) * y->width;
    y->kids = malloc(y->kids_room);
    y->n = calloc(((size_t)y->size + 1) / 2, 1);
    y->exit = malloc(y->size);
    size_t words = bitset_words(y->size);
    y->changed = calloc(words, sizeof *y->changed);
    y->low_now = calloc(words, sizeof *y->low_now);
    y->high_now = calloc(words, sizeof *y->high_now);
    y->low = t->low + first;
    y->high = t->high + first;
    y->low_rank = t->low_rank + first;
    y->high_rank = t->high_rank + first;
    return y->kids && y->n && y->exit && y->changed && y->low_now &&
           y->high_now;
}

static int kids_count(const Layer *y, uint32_t s)
{
    return y->n[s / 2] >> (4 * (s % 2)) & 15;
}

/* A child's place in the total: `width` bytes, the lowest first. */
static uint32_t kid_at(const uint8_t *at, size_t width)
{
    uint32_t c = 0;
    for (size_t b = width; b-- > 0;) {
        c = c << 8 | at[b];
    }
    return c;
}

static void kid_put(uint8_t *at, uint32_t c, size_t width)
{
    for (size_t b = 0; b < width; b++) {
        at[b] = (uint8_t)(c >> (8 * b));
    }
}

static bool bit(const uint64_t *set, uint32_t s)
{
    return set[s / 64] >> (s % 64) & 1;
}

static void bit_set(uint64_t *set, uint32_t s)
{
    set[s / 64] |= (uint64_t)1 << (s % 64);
}

/* The first pass over every board of `total`: final values where no
 * child has the same total, else the board's children and exit go to
 * `y`. */
static bool eg_first_pass(EgTable *t, const RulesPosition *base, int total,
                          Layer *y)
{
    uint32_t first = t->boards.offset[total];
    uint8_t b[EG_MAX_HOLES] = {0};
    b[t->holes - 1] = (uint8_t)total;
    Kids k;
    for (uint32_t s = 0; s < y->size; s++, ai_next_board(b, t->holes)) {
        uint32_t i = first + s;
        eg_kids(t, base, b, total, &k);
        t->low_rank[i] = t->high_rank[i] = k.n ? 1 : 0;
        if (k.n == 0) {
            /* No legal move: the game ends as the core ends it. */
            RulesPosition end = *base;
            memcpy(end.holes, b, (size_t)t->holes);
            rules_finish(&end, RULES_END_NO_MOVES, RULES_RULE_NONE, NULL);
            t->low[i] = t->high[i] =
                (int8_t)(end.captured[RULES_SOUTH] - end.captured[RULES_NORTH]);
            continue;
        }
        size_t need = (size_t)k.n * y->width;
        if (y->kids_len + need > y->kids_room) {
            size_t grown = y->kids_room + y->kids_room / 4 + need;
            uint8_t *kids = realloc(y->kids, grown);
            if (!kids) {
                return false;
            }
            y->kids = kids;
            y->kids_room = grown;
        }
        int l = -1000, h = -1000, same = 0;
        for (int j = 0; j < k.n; j++) {
            if (k.gain[j] == 0) {
                kid_put(y->kids + y->kids_len + (size_t)same * y->width,
                        k.index[j] - first, y->width);
                same++;
            } else {
                eg_through(k.gain[j], t->low[k.index[j]],
                           t->high[k.index[j]], &l, &h);
            }
        }
        t->low[i] = to_low(l);
        t->high[i] = to_high(same ? 1000 : h);
        if (same > KIDS_MAX) {
            /* 4 bits: a two-row game of 7 holes a row has 7 moves, or 14
             * if each hole could be sown either way. */
            return false;
        }
        if (same) {
            y->kids_len += (size_t)same * y->width;
            y->n[s / 2] |= (uint8_t)(same << (4 * (s % 2)));
            y->exit[s] = (int8_t)(h <= -1000  ? EXIT_NONE
                                  : h >= 1000 ? EXIT_UNSET
                                              : h);
        }
    }
    return true;
}

/* A board's low and high as the previous pass left them (see Layer). */
static int8_t low_before(const Layer *y, uint32_t s)
{
    return bit(y->low_now, s) ? (int8_t)y->low_rank[s] : y->low[s];
}

static int8_t high_before(const Layer *y, uint32_t s)
{
    return bit(y->high_now, s) ? (int8_t)y->high_rank[s] : y->high[s];
}

/*
 * One pass of value iteration: every open board with a child changed by
 * the previous pass is valued again from its children's previous values.
 * Its low starts from its own: low only rises, and it started as the best
 * that captures give (eg_first_pass), so the best of the two is the best
 * of the captures and the children as before. True when a value changed.
 * `width` is y->width, a constant in each call of eg_pass(): reading the
 * children is most of the build's time.
 */
static inline bool eg_pass_width(Layer *y, size_t width)
{
    bool moved = false;
    const uint8_t *kids = y->kids;
    for (uint32_t s = 0; s < y->size; s++) {
        int n = kids_count(y, s);
        const uint8_t *mine = kids;
        kids += (size_t)n * width;
        bool stale = false;
        for (int j = 0; j < n; j++) {
            stale |= bit(y->changed, kid_at(mine + (size_t)j * width, width));
        }
        if (!stale) {
            continue;
        }
        int l = y->low[s] == UNSET_LOW ? -1000 : y->low[s];
        int h = y->exit[s] == EXIT_NONE    ? -1000
                : y->exit[s] == EXIT_UNSET ? 1000
                                           : y->exit[s];
        for (int j = 0; j < n; j++) {
            uint32_t c = kid_at(mine + (size_t)j * width, width);
            eg_through(0, low_before(y, c), high_before(y, c), &l, &h);
        }
        int8_t nl = to_low(l), nh = to_high(h);
        if (nl != y->low[s]) {
            y->low_rank[s] = (uint8_t)y->low[s];
            y->low[s] = nl;
            bit_set(y->low_now, s);
            moved = true;
        }
        if (nh != y->high[s]) {
            y->high_rank[s] = (uint8_t)y->high[s];
            y->high[s] = nh;
            bit_set(y->high_now, s);
            moved = true;
        }
    }
    return moved;
}

static bool eg_pass(Layer *y)
{
    switch (y->width) {
    case 1:
        return eg_pass_width(y, 1);
    case 2:
        return eg_pass_width(y, 2);
    case 3:
        return eg_pass_width(y, 3);
    default:
        return eg_pass_width(y, 4);
    }
}

/* The end of a pass: the values it changed get their rank, and they are
 * what the next pass looks at. */
static void eg_pass_end(Layer *y, uint8_t rank)
{
    for (size_t w = 0; w < bitset_words(y->size); w++) {
        uint64_t lo = y->low_now[w], hi = y->high_now[w];
        y->changed[w] = lo | hi;
        for (; lo; lo &= lo - 1) {
            y->low_rank[w * 64 + (size_t)__builtin_ctzll(lo)] = rank;
        }
        for (; hi; hi &= hi - 1) {
            y->high_rank[w * 64 + (size_t)__builtin_ctzll(hi)] = rank;
        }
        y->low_now[w] = y->high_now[w] = 0;
    }
}

static bool eg_solve_total(EgTable *t, const RulesPosition *base, int total)
{
    Layer y;
    if (!layer_alloc(&y, t, total) || !eg_first_pass(t, base, total, &y)) {
        layer_free(&y);
        return false;
    }
    /* Value iteration over the moves without capture, which may cycle:
     * each pass reads only the values of the pass before, and looks only
     * at the boards with a child changed by the pass before (the first
     * pass changed them all). low only rises and high only falls, so
     * this ends. */
    memset(y.changed, 0xff, bitset_words(y.size) * sizeof *y.changed);
    int pass = 1;
    bool moved = y.kids_len > 0;
    while (moved && !ai_tables_stopping()) {
        pass++;
        moved = eg_pass(&y);
        eg_pass_end(&y, (uint8_t)(pass > RANK_MAX ? RANK_MAX : pass));
    }
    if (pass > t->passes) {
        t->passes = pass;
    }
    layer_free(&y);
    return !moved; /* stopped half way: no table */
}

/* Processor seconds of this thread: what a build costs, whatever else
 * the machine is doing. */
static double thread_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* The position every board of a table is seen from: South to move,
 * stores empty. */
static bool eg_base(RulesGameId game, int holes_per_row, RulesPosition *base)
{
    if (rules_setup(base, game, holes_per_row) != RULES_OK) {
        return false;
    }
    base->captured[0] = base->captured[1] = 0;
    base->to_move = RULES_SOUTH;
    base->moves_played = 1;
    return true;
}

/* Does board b keep the recurrence the build solved it by: its low and
 * high from its children's (eg_through), a finished board its sweep with
 * rank 0, any other a rank of 1 or more? */
static bool eg_agrees(const void *table, const uint8_t *b, int total)
{
    const EgTable *t = table;
    RulesPosition base;
    Kids k;
    if (!eg_base((RulesGameId)t->game, t->holes_per_row, &base)) {
        return false;
    }
    eg_kids(t, &base, b, total, &k);
    uint32_t i = ai_board_index(&t->boards, b, total);
    if (k.n == 0) {
        RulesPosition end = base;
        memcpy(end.holes, b, (size_t)t->holes);
        rules_finish(&end, RULES_END_NO_MOVES, RULES_RULE_NONE, NULL);
        int sweep = end.captured[RULES_SOUTH] - end.captured[RULES_NORTH];
        return t->low[i] == sweep && t->high[i] == sweep &&
               t->low_rank[i] == 0 && t->high_rank[i] == 0;
    }
    int l = -1000, h = -1000;
    for (int j = 0; j < k.n; j++) {
        eg_through(k.gain[j], t->low[k.index[j]], t->high[k.index[j]], &l,
                   &h);
    }
    return t->low[i] == to_low(l) && t->high[i] == to_high(h) &&
           t->low_rank[i] >= 1 && t->high_rank[i] >= 1;
}

EgTable *eg_build(RulesGameId game, int holes_per_row, int max)
{
    double t0 = thread_seconds();
    const RulesGameInfo *info = rules_game_info(game);
    if (!info || info->rows != 2 || info->owners_change ||
        info->scoring != RULES_SCORING_PILES) {
        return NULL;
    }
    EgTable *t = malloc(sizeof *t);
    RulesPosition base;
    if (!t || !eg_layout(t, game, holes_per_row, max) ||
        !eg_base(game, holes_per_row, &base)) {
        free(t);
        return NULL;
    }
    t->data = ai_kept_alloc(eg_bytes(t));
    if (!t->data) {
        free(t);
        return NULL;
    }
    eg_arrays(t);
    for (int s = 0; s <= max; s++) {
        if (!eg_solve_total(t, &base, s)) {
            eg_free(t);
            return NULL;
        }
    }
    t->seconds = thread_seconds() - t0;
    return t;
}

void eg_free(EgTable *t)
{
    if (t) {
        ai_kept_free(t->data);
        free(t);
    }
}

size_t eg_bytes(const EgTable *t)
{
    return 4 * (size_t)t->count;
}

bool eg_probe(const EgTable *t, const RulesPosition *p, EgEntry *out)
{
    if (!t || p->over || p->game != t->game ||
        p->holes_per_row != t->holes_per_row) {
        return false;
    }
    uint8_t b[EG_MAX_HOLES];
    ai_board_of(p, b);
    int total = 0;
    for (int i = 0; i < t->holes; i++) {
        total += b[i];
    }
    if (total > t->max) {
        return false;
    }
    uint32_t i = ai_board_index(&t->boards, b, total);
    out->low = t->low[i] == UNSET_LOW ? -EG_UNSET : t->low[i];
    out->high = t->high[i] == UNSET_HIGH ? EG_UNSET : t->high[i];
    out->low_rank = t->low_rank[i];
    out->high_rank = t->high_rank[i];
    return true;
}

/* ---- The cache file (kept.c) ---- */

static void eg_id(const EgTable *t, AiKeptId *id)
{
    ai_kept_id(id, "MAEGTB1", (RulesGameId)t->game, t->holes_per_row, t->max,
               t->count);
}

bool eg_save(const EgTable *t, const char *path)
{
    AiKeptId id;
    eg_id(t, &id);
    return ai_kept_save(path, &id, t->data, eg_bytes(t));
}

EgTable *eg_load(const char *path, RulesGameId game, int holes_per_row,
                 int max)
{
    EgTable *t = malloc(sizeof *t);
    if (!t || !eg_layout(t, game, holes_per_row, max)) {
        free(t);
        return NULL;
    }
    AiKeptId id;
    eg_id(t, &id);
    t->data = ai_kept_load(path, &id, eg_bytes(t));
    if (!t->data) {
        free(t);
        return NULL;
    }
    eg_arrays(t);
    if (!ai_tables_sample_ok(t, t->holes, t->max, eg_agrees)) {
        eg_free(t);
        ai_kept_set_aside(path, "its values do not agree with today's rules");
        return NULL;
    }
    return t;
}

void eg_about(const EgTable *t, int *max_counters, double *seconds)
{
    *max_counters = t->max;
    *seconds = t->seconds;
}
