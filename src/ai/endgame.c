/* endgame.c: endgames solved by retrograde analysis: every board of few counters, built in the background and cached. */
#define _POSIX_C_SOURCE 200809L
#include "ai_internal.h"

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
 * table: a
 * side wins only if it can force a finished game it wins; a position from
 * which neither side can force a finish in its favour is a draw. With
 * stores d (mover minus opponent): win when d + low > 0, loss when
 * d + high < 0, else draw.
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
 * is said above) and looks again only at the boards not settled yet.
 */

enum {
    EG_MAX_HOLES = 14,
    EG_MAX_COUNTERS = 24,
    UNSET_LOW = -128,
    UNSET_HIGH = 127,
    RANK_MAX = 255
};

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
 * The boards of one total that the first pass leaves open, as arrays (the
 * largest total of a table is most of its peak memory): the table index,
 * the best that captures and ends give (low -1000 when none; high 1000
 * when a capture leads where no end can be forced), and the children of
 * the same total, `kid[first[j]] .. kid[first[j + 1] - 1]`, numbered
 * within the total.
 */
typedef struct Open {
    uint32_t n, edges;
    uint32_t *index, *first, *kid;
    int16_t *exit; /* low, high */
    int8_t *fresh; /* this pass's low, high: applied after the pass */
} Open;

static void open_free(Open *o)
{
    free(o->index);
    free(o->first);
    free(o->kid);
    free(o->exit);
    free(o->fresh);
}

static bool open_alloc(Open *o, uint32_t boards)
{
    size_t room = boards ? boards : 1;
    memset(o, 0, sizeof *o);
    o->index = malloc(sizeof *o->index * room);
    o->first = malloc(sizeof *o->first * (room + 1));
    o->exit = malloc(sizeof *o->exit * 2 * room);
    o->fresh = malloc(2 * room);
    /* Grown as needed: most boards have two or three such children. */
    o->edges = (uint32_t)(room * 5 / 2 + RULES_MAX_MOVES);
    o->kid = malloc(sizeof *o->kid * o->edges);
    if (!o->index || !o->first || !o->exit || !o->fresh || !o->kid) {
        open_free(o);
        return false;
    }
    o->first[0] = 0;
    return true;
}

/* The first pass over every board of `total`: final values where no
 * child has the same total, else the board joins `o`. */
static bool eg_first_pass(EgTable *t, const RulesPosition *base, int total,
                          Open *o)
{
    uint32_t first = t->boards.offset[total], size = t->boards.offset[total + 1] - first;
    uint8_t b[EG_MAX_HOLES] = {0};
    b[t->holes - 1] = (uint8_t)total;
    Kids k;
    for (uint32_t s = 0; s < size; s++, ai_next_board(b, t->holes)) {
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
        uint32_t at = o->first[o->n];
        if (at + (uint32_t)k.n > o->edges) {
            uint32_t grown = o->edges + o->edges / 4 + RULES_MAX_MOVES;
            uint32_t *kid = realloc(o->kid, sizeof *kid * grown);
            if (!kid) {
                return false;
            }
            o->kid = kid;
            o->edges = grown;
        }
        int l = -1000, h = -1000;
        for (int j = 0; j < k.n; j++) {
            if (k.gain[j] == 0) {
                o->kid[at++] = k.index[j] - first;
            } else {
                eg_through(k.gain[j], t->low[k.index[j]],
                           t->high[k.index[j]], &l, &h);
            }
        }
        bool open = at > o->first[o->n];
        t->low[i] = to_low(l);
        t->high[i] = to_high(open ? 1000 : h);
        if (open) {
            o->index[o->n] = i;
            o->exit[2 * o->n] = (int16_t)l;
            o->exit[2 * o->n + 1] = (int16_t)h;
            o->first[++o->n] = at;
        }
    }
    return true;
}

/* Who points at each board of the total: the open boards that have it as
 * a child, `from[first[b]] .. from[first[b + 1] - 1]`. */
static bool eg_parents(const Open *o, uint32_t size, uint32_t **first_out,
                       uint32_t **from_out)
{
    uint32_t *first = calloc((size_t)size + 2, sizeof *first);
    uint32_t edges = o->first[o->n];
    uint32_t *from = malloc(sizeof *from * (edges ? edges : 1));
    if (!first || !from) {
        free(first);
        free(from);
        return false;
    }
    for (uint32_t c = 0; c < edges; c++) {
        first[o->kid[c] + 2]++;
    }
    for (uint32_t b = 2; b < size + 2; b++) {
        first[b] += first[b - 1];
    }
    for (uint32_t j = 0; j < o->n; j++) {
        for (uint32_t c = o->first[j]; c < o->first[j + 1]; c++) {
            from[first[o->kid[c] + 1]++] = j;
        }
    }
    *first_out = first;
    *from_out = from;
    return true;
}

static bool eg_solve_total(EgTable *t, const RulesPosition *base, int total)
{
    uint32_t first = t->boards.offset[total], size = t->boards.offset[total + 1] - first;
    Open o;
    if (!open_alloc(&o, size)) {
        return false;
    }
    uint32_t *pfirst = NULL, *pfrom = NULL;
    uint32_t *todo = malloc(sizeof *todo * 2 * (size ? size : 1));
    int32_t *stamp = malloc(sizeof *stamp * (size ? size : 1));
    if (!todo || !stamp || !eg_first_pass(t, base, total, &o) ||
        !eg_parents(&o, size, &pfirst, &pfrom)) {
        free(todo);
        free(stamp);
        open_free(&o);
        return false;
    }
    /* Value iteration over the moves without capture, which may cycle:
     * each pass reads only the values of the pass before, and looks only
     * at the boards with a child changed by the pass before. low only
     * rises and high only falls, so this ends. */
    int8_t *low = t->low + first, *high = t->high + first;
    uint32_t *now = todo, *next = todo + (size ? size : 1), nn = o.n;
    for (uint32_t j = 0; j < o.n; j++) {
        now[j] = j;
        stamp[j] = 2;
    }
    int pass = 1;
    while (nn) {
        pass++;
        for (uint32_t w = 0; w < nn; w++) {
            uint32_t j = now[w];
            int l = o.exit[2 * j], h = o.exit[2 * j + 1];
            for (uint32_t c = o.first[j]; c < o.first[j + 1]; c++) {
                eg_through(0, low[o.kid[c]], high[o.kid[c]], &l, &h);
            }
            o.fresh[2 * j] = to_low(l);
            o.fresh[2 * j + 1] = to_high(h);
        }
        uint32_t nx = 0;
        uint8_t rank = (uint8_t)(pass > RANK_MAX ? RANK_MAX : pass);
        for (uint32_t w = 0; w < nn; w++) {
            uint32_t j = now[w], i = o.index[j];
            int8_t nl = o.fresh[2 * j], nh = o.fresh[2 * j + 1];
            if (nl == t->low[i] && nh == t->high[i]) {
                continue;
            }
            if (nl != t->low[i]) {
                t->low[i] = nl;
                t->low_rank[i] = rank;
            }
            if (nh != t->high[i]) {
                t->high[i] = nh;
                t->high_rank[i] = rank;
            }
            uint32_t b = i - first;
            for (uint32_t c = pfirst[b]; c < pfirst[b + 1]; c++) {
                uint32_t q = pfrom[c];
                if (stamp[q] != pass + 1) {
                    stamp[q] = pass + 1;
                    next[nx++] = q;
                }
            }
        }
        uint32_t *swap = now;
        now = next;
        next = swap;
        nn = nx;
    }
    if (pass > t->passes) {
        t->passes = pass;
    }
    free(todo);
    free(stamp);
    free(pfirst);
    free(pfrom);
    open_free(&o);
    return true;
}

/* Processor seconds of this thread: what a build costs, whatever else
 * the machine is doing. */
static double thread_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
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
        rules_setup(&base, game, holes_per_row) != RULES_OK) {
        free(t);
        return NULL;
    }
    t->data = malloc(4 * (size_t)t->count);
    if (!t->data) {
        free(t);
        return NULL;
    }
    eg_arrays(t);
    base.captured[0] = base.captured[1] = 0;
    base.to_move = RULES_SOUTH;
    base.moves_played = 1;
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
        free(t->data);
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

/* ---- The cache file: a header, the data, and a checksum of both ---- */

typedef struct EgHeader {
    char magic[8]; /* "MAEGTB1\0" */
    uint32_t game, holes_per_row, max, count;
} EgHeader;

static uint64_t eg_checksum(uint64_t h, const uint8_t *data, size_t n)
{
    /* FNV-1a over 8-byte words: fast enough for a few hundred MB and
     * catches truncation, zeroed blocks and flipped bytes alike. */
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        memcpy(&w, data + i, 8);
        h = (h ^ w) * 0x100000001b3ULL;
        h ^= h >> 29;
    }
    for (; i < n; i++) {
        h = (h ^ data[i]) * 0x100000001b3ULL;
    }
    return h;
}

static void eg_header(const EgTable *t, EgHeader *hd)
{
    memset(hd, 0, sizeof *hd);
    memcpy(hd->magic, "MAEGTB1", 8);
    hd->game = (uint32_t)t->game;
    hd->holes_per_row = (uint32_t)t->holes_per_row;
    hd->max = (uint32_t)t->max;
    hd->count = t->count;
}

bool eg_save(const EgTable *t, const char *path)
{
    /* Written beside, then renamed over: a crash never leaves half a
     * file under the real name. */
    char tmp[4096];
    if (snprintf(tmp, sizeof tmp, "%s.part", path) >= (int)sizeof tmp) {
        return false;
    }
    FILE *f = fopen(tmp, "wb");
    if (!f) {
        return false;
    }
    EgHeader hd;
    eg_header(t, &hd);
    uint64_t sum = eg_checksum(0xcbf29ce484222325ULL, (const uint8_t *)&hd,
                               sizeof hd);
    sum = eg_checksum(sum, t->data, eg_bytes(t));
    bool ok = fwrite(&hd, sizeof hd, 1, f) == 1 &&
              fwrite(t->data, 1, eg_bytes(t), f) == eg_bytes(t) &&
              fwrite(&sum, sizeof sum, 1, f) == 1;
    ok = fclose(f) == 0 && ok;
    if (!ok || rename(tmp, path) != 0) {
        remove(tmp);
        return false;
    }
    return true;
}

EgTable *eg_load(const char *path, RulesGameId game, int holes_per_row,
                 int max)
{
    EgTable *t = malloc(sizeof *t);
    if (!t || !eg_layout(t, game, holes_per_row, max)) {
        free(t);
        return NULL;
    }
    FILE *f = fopen(path, "rb");
    if (!f) {
        free(t);
        return NULL;
    }
    EgHeader want, got;
    eg_header(t, &want);
    t->data = malloc(eg_bytes(t));
    uint64_t sum = 0, stored = 0;
    bool ok = t->data && fread(&got, sizeof got, 1, f) == 1 &&
              memcmp(&got, &want, sizeof got) == 0 &&
              fread(t->data, 1, eg_bytes(t), f) == eg_bytes(t) &&
              fread(&stored, sizeof stored, 1, f) == 1 &&
              fgetc(f) == EOF; /* nothing after the checksum */
    fclose(f);
    if (ok) {
        sum = eg_checksum(0xcbf29ce484222325ULL, (const uint8_t *)&got,
                          sizeof got);
        sum = eg_checksum(sum, t->data, eg_bytes(t));
        ok = sum == stored;
    }
    if (!ok) {
        eg_free(t);
        return NULL;
    }
    eg_arrays(t);
    return t;
}

/* ---- The tables the computer player uses ---- */

/*
 * One table per game variant that has one (AiGameInfo.endgames), built
 * the first time a position of that game asks for it, on a thread of its
 * own (the answer meanwhile comes from the search), and cached in the
 * folder ai_endgame_setup() names.
 */
typedef struct Slot {
    RulesGameId game; /* the variant and the counters covered: set under */
    int holes_per_row, max; /* `lock` when a build starts */
    int state; /* SLOT_IDLE ... under `lock` */
    _Atomic(EgTable *) ready;
} Slot;

enum { SLOT_IDLE, SLOT_BUILDING, SLOT_READY, SLOT_FAILED };
enum { SLOT_COUNT = RULES_GAME_COUNT * RULES_MAX_VARIANTS };

/* slots[game * RULES_MAX_VARIANTS + k]: the k-th table of the game. */
static Slot slots[SLOT_COUNT];

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t built = PTHREAD_COND_INITIALIZER;
static bool enabled;
static int max_override;
static char cache_dir[4096];

void ai_endgame_setup(const char *dir, int max_counters)
{
    pthread_mutex_lock(&lock);
    enabled = true;
    max_override = max_counters;
    snprintf(cache_dir, sizeof cache_dir, "%s", dir ? dir : "");
    pthread_mutex_unlock(&lock);
}

void ai_endgame_reset(void)
{
    pthread_mutex_lock(&lock);
    for (int i = 0; i < SLOT_COUNT; i++) {
        while (slots[i].state == SLOT_BUILDING) {
            pthread_cond_wait(&built, &lock);
        }
        eg_free(atomic_exchange(&slots[i].ready, NULL));
        slots[i].state = SLOT_IDLE;
    }
    enabled = false;
    pthread_mutex_unlock(&lock);
}

/* The slot of a game variant's table and the counters it covers, or
 * NULL when the variant has none. */
static Slot *slot_of(RulesGameId game, int holes_per_row, int *max)
{
    const AiGameInfo *g = ai_game(game);
    for (int k = 0; k < RULES_MAX_VARIANTS && g->endgames[k].holes_per_row;
         k++) {
        if (g->endgames[k].holes_per_row == holes_per_row &&
            (unsigned)game < RULES_GAME_COUNT) {
            *max = g->endgames[k].max_counters;
            return &slots[(int)game * RULES_MAX_VARIANTS + k];
        }
    }
    return NULL;
}

/* Loads the cached table, or builds it and caches it. Runs unlocked. */
static EgTable *load_or_build(RulesGameId game, int holes_per_row, int max,
                              const char *dir)
{
    char path[4200] = "";
    if (dir[0]) {
        snprintf(path, sizeof path, "%s/endgame-%s-%d-%d.table", dir,
                 rules_game_name(game), holes_per_row, max);
        EgTable *t = eg_load(path, game, holes_per_row, max);
        if (t) {
            return t;
        }
    }
    EgTable *t = eg_build(game, holes_per_row, max);
    if (t && path[0]) {
        eg_save(t, path); /* a folder we cannot write only costs a rebuild */
    }
    return t;
}

static void slot_fill(Slot *s)
{
    char dir[sizeof cache_dir];
    memcpy(dir, cache_dir, sizeof dir);
    pthread_mutex_unlock(&lock);
    EgTable *t = load_or_build(s->game, s->holes_per_row, s->max, dir);
    pthread_mutex_lock(&lock);
    atomic_store(&s->ready, t);
    s->state = t ? SLOT_READY : SLOT_FAILED;
    pthread_cond_broadcast(&built);
}

static void *slot_thread(void *arg)
{
    pthread_mutex_lock(&lock);
    slot_fill(arg);
    pthread_mutex_unlock(&lock);
    return NULL;
}

/* The ready table of a game, or NULL. Starts building it in the
 * background (wait = false) or builds it now (wait = true). */
static const EgTable *eg_table(RulesGameId game, int holes_per_row,
                               bool wait)
{
    int max;
    Slot *s = slot_of(game, holes_per_row, &max);
    if (!s) {
        return NULL;
    }
    EgTable *t = atomic_load(&s->ready);
    if (t) {
        return t;
    }
    pthread_mutex_lock(&lock);
    if (enabled && s->state == SLOT_IDLE) {
        s->state = SLOT_BUILDING;
        s->game = game;
        s->holes_per_row = holes_per_row;
        s->max = max_override > 0 ? max_override : max;
        pthread_t th;
        if (wait) {
            slot_fill(s);
        } else if (pthread_create(&th, NULL, slot_thread, s) == 0) {
            pthread_detach(th);
        } else {
            s->state = SLOT_FAILED;
        }
    }
    while (wait && s->state == SLOT_BUILDING) {
        pthread_cond_wait(&built, &lock);
    }
    pthread_mutex_unlock(&lock);
    return atomic_load(&s->ready);
}

bool ai_endgame_prepare(RulesGameId game, int holes_per_row)
{
    return eg_table(game, holes_per_row, true) != NULL;
}

const EgTable *eg_for(const RulesPosition *p)
{
    return eg_table((RulesGameId)p->game, p->holes_per_row, false);
}

bool ai_endgame_info(RulesGameId game, int holes_per_row, int *max_counters,
                     size_t *bytes, double *seconds)
{
    const EgTable *t = eg_table(game, holes_per_row, false);
    if (t) {
        *max_counters = t->max;
        *bytes = eg_bytes(t);
        *seconds = t->seconds;
    }
    return t != NULL;
}

/* ---- Perfect play from the table ---- */

/* The mover's final margin after move `m` as a range [lo, hi], and the
 * rank of the child in the game that range is about. */
static void eg_move(const EgTable *t, const RulesPosition *p,
                    const RulesPosition *q, const History *h, int *lo,
                    int *hi, int *lo_rank, int *hi_rank)
{
    int me = p->to_move;
    *lo_rank = *hi_rank = 0;
    int limit = rules_game_info((RulesGameId)p->game)->repeat_limit;
    if (q->over ||
        (h && history_count(h, rules_position_key(q)) + 1 >= (uint32_t)limit)) {
        int totals[2];
        ai_final_totals(q, totals); /* over: the sweep is done already */
        *lo = *hi = totals[me] - totals[1 - me];
        return;
    }
    EgEntry e;
    eg_probe(t, q, &e); /* fewer counters than p: always in the table */
    int side = q->to_move;
    int dq = q->captured[side] - q->captured[1 - side];
    *lo = e.high >= EG_UNSET ? -EG_UNSET : -(dq + e.high);
    *hi = e.low <= -EG_UNSET ? EG_UNSET : -(dq + e.low);
    bool capture = q->captured[me] != p->captured[me];
    *lo_rank = capture ? 0 : e.high_rank;
    *hi_rank = capture ? 0 : e.low_rank;
}

static AiOutcome eg_outcome(int lo, int hi)
{
    return lo > 0 ? AI_OUTCOME_WIN : hi < 0 ? AI_OUTCOME_LOSS
                                            : AI_OUTCOME_DRAW;
}

/*
 * The best move of a position in the table: the best result, then the
 * best margin; then a win takes the child settled soonest (the fastest
 * win, which never repeats a position) and a loss the latest (the
 * slowest); then the position repeated least. Returns the number of
 * moves that keep the best result, first in `moves`.
 */
static int eg_best(const EgTable *t, const RulesPosition *p,
                   const History *h, RulesMove *moves, int n, int *lo_out,
                   int *hi_out)
{
    long best_key = -1000000000L;
    int best = 0, kept = 0, ranks[RULES_MAX_MOVES];
    *lo_out = -EG_UNSET;
    *hi_out = EG_UNSET;
    for (int k = 0; k < n; k++) {
        RulesPosition q;
        rules_apply(p, moves[k], &q, NULL);
        int lo, hi, lr, hr;
        eg_move(t, p, &q, h, &lo, &hi, &lr, &hr);
        AiOutcome o = eg_outcome(lo, hi);
        ranks[k] = o == AI_OUTCOME_WIN ? 2 : o == AI_OUTCOME_DRAW ? 1 : 0;
        /* A draw: best one we can force to end, then one the opponent
         * can, then one that only endless play keeps. */
        int margin = o == AI_OUTCOME_WIN    ? lo
                     : o == AI_OUTCOME_LOSS ? hi
                     : lo == 0              ? 2
                     : hi == 0              ? 1
                                            : 0;
        int speed = o == AI_OUTCOME_WIN || lo == 0 ? -lr
                    : o == AI_OUTCOME_LOSS || hi == 0 ? hr
                                                      : 0;
        long key = (long)ranks[k] * 10000000L + (margin + 1000) * 2000L +
                   (speed + 500) * 2 -
                   (h && history_count(h, rules_position_key(&q)) ? 1 : 0);
        if (key > best_key) {
            best_key = key;
            best = k;
            *lo_out = lo;
            *hi_out = hi;
        }
    }
    RulesMove first = moves[best];
    int top = ranks[best];
    for (int k = 0; k < n; k++) {
        if (ranks[k] == top) {
            moves[kept++] = moves[k];
        }
    }
    for (int k = 0; k < kept; k++) {
        if (rules_move_equal(moves[k], first)) {
            moves[k] = moves[0];
            moves[0] = first;
        }
    }
    return kept;
}

/* Plies to the end when both sides play the table's moves; -1 when play
 * goes round without end (a draw by our reading of C-6). */
static int eg_plies(const EgTable *t, const RulesPosition *p)
{
    RulesPosition q = *p;
    for (int ply = 0; ply < 2000; ply++) {
        if (q.over) {
            return ply;
        }
        RulesMove moves[RULES_MAX_MOVES];
        int n = rules_legal_moves(&q, moves), lo = 0, hi = 0;
        eg_best(t, &q, NULL, moves, n, &lo, &hi);
        if (lo < 0 && hi > 0) {
            return -1;
        }
        rules_apply(&q, moves[0], &q, NULL);
    }
    return -1;
}

int ai_endgame_keep(const RulesPosition *p, const uint64_t *history,
                    size_t history_len, RulesMove *moves, int n,
                    AiSolved *out)
{
    memset(out, 0, sizeof *out);
    out->plies = -1;
    const EgTable *t = eg_for(p);
    EgEntry e;
    if (!t || n == 0 || !eg_probe(t, p, &e)) {
        return 0;
    }
    History h;
    if (!history_init_at(&h, p, history, history_len)) {
        return 0;
    }
    int lo = 0, hi = 0;
    int kept = eg_best(t, p, &h, moves, n, &lo, &hi);
    free(h.keys);
    free(h.counts);
    out->outcome = eg_outcome(lo, hi);
    out->move = moves[0];
    out->has_move = true;
    out->exact = !(lo < 0 && hi > 0);
    int margin = out->outcome == AI_OUTCOME_WIN    ? lo
                 : out->outcome == AI_OUTCOME_LOSS ? hi
                                                   : 0;
    int total = rules_start_total(p);
    out->final_mover = (total + margin) / 2;
    out->final_opponent = total - out->final_mover;
    if (out->exact) {
        RulesPosition q;
        rules_apply(p, moves[0], &q, NULL);
        int rest = eg_plies(t, &q);
        out->plies = rest < 0 ? -1 : rest + 1;
    }
    return kept;
}

bool ai_endgame_solve(const RulesPosition *p, const uint64_t *history,
                      size_t history_len, AiSolved *out)
{
    RulesMove moves[RULES_MAX_MOVES];
    int n = rules_legal_moves(p, moves);
    return ai_endgame_keep(p, history, history_len, moves, n, out) > 0;
}
