/* search.c: the computer player's search: alpha-beta with iterative deepening and a transposition table (choose.c decides which moves it weighs and how each level plays). */
#define _POSIX_C_SOURCE 200809L
#include "ai_internal.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

enum {
    INF = 2 * AI_SCORE_WIN,
    PROVEN = AI_SCORE_WIN - 1000,
    MAX_PLY = 96,
    TT_EXACT = 1,
    TT_LOWER = 2,
    TT_UPPER = 3,
    CONTEMPT = 15, /* the expert's, in score units (10 per counter) */
    LEVEL_TT_BITS = 14 /* the table of a level without the expert's memory */
};

double ai_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* A finished game, from the side that would move next. Faster wins and
 * slower losses score better; the margin breaks ties between results.
 * `draw` is what a draw is worth to that side. */
static int result_score(const RulesPosition *p, int winner, int ply,
                        int draw)
{
    int me = p->to_move;
    int totals[2];
    ai_final_totals(p, totals);
    int diff = totals[me] - totals[1 - me];
    if (winner == RULES_WINNER_DRAW) {
        return draw;
    }
    return winner == me + 1 ? AI_SCORE_WIN - ply + diff
                            : -AI_SCORE_WIN + ply + diff;
}

/* ---- The search ---- */

typedef struct TtEntry {
    uint64_t key;
    int32_t score;
    int8_t depth;
    uint8_t flag;
    uint8_t move; /* index into rules_legal_moves() */
    uint8_t gen;  /* the search that stored it (AiMemory) */
} TtEntry;

/* The expert's transposition table: 2^20 entries of 16 bytes (16 MB). A
 * larger one (64 MB) found the same depths with a tenth fewer positions
 * but played worse: kept, it took 38.5 % of the points in Urim 2x6 from
 * the expert without a kept table, where this size took 58 % (README,
 * "Computer player"). Kept from one search to the next (AiMemory), it
 * holds the positions two plies on already searched, a few plies less
 * deep. */
enum { TT_BITS = 20 };

/* The positions a search generates, one row of children per ply. */
typedef RulesPosition Kids[MAX_PLY + 1][RULES_MAX_MOVES];

struct AiMemory {
    TtEntry *tt;
    Kids *kids; /* lent to each search too (600 KB) */
    uint8_t gen;
    bool blank; /* ai_memory_new_blank() */
};

static AiMemory *memory_new(bool blank)
{
    AiMemory *m = calloc(1, sizeof *m);
    if (m) {
        m->tt = calloc((size_t)1 << TT_BITS, sizeof *m->tt);
        m->kids = malloc(sizeof *m->kids);
        m->blank = blank;
    }
    if (!m || !m->tt || !m->kids) {
        ai_memory_free(m);
        return NULL;
    }
    return m;
}

AiMemory *ai_memory_new(void)
{
    return memory_new(false);
}

AiMemory *ai_memory_new_blank(void)
{
    return memory_new(true);
}

void ai_memory_free(AiMemory *m)
{
    if (m) {
        free(m->tt);
        free(m->kids);
        free(m);
    }
}

typedef struct Search {
    History history;
    int repeat_limit;      /* occurrence that ends the game (C-6) */
    RulesRule repeat_rule; /* and the clause that says so */
    uint64_t path[MAX_PLY + 1];
    RulesPosition (*kids)[RULES_MAX_MOVES]; /* children, one row per ply */
    TtEntry *tt;
    size_t tt_mask;
    bool tt_kept;  /* tt and kids borrowed from an AiMemory: not freed here */
    uint8_t gen;   /* this search's generation in a kept table */
    bool blank;    /* only this generation's entries count (a blank one) */
    uint64_t salt; /* what else the table's scores depend on (search_init) */
    long long nodes;
    long long max_nodes; /* 0: none (AiSettings.nodes) */
    double deadline; /* 0: none */
    const atomic_bool *cancel;
    bool stop;
    int root_mover;
    int contempt; /* see draw_score */
    const EgTable *eg; /* the expert's endgame table, when ready */
    bool sweep; /* the root is a table draw: see table_value */
} Search;

/* The expert's contempt: a draw counts as a little worse than an even
 * position for the side that searches, which then keeps playing for a
 * win where a level position offers one (the levels below it err). */
static int draw_score(const Search *s, const RulesPosition *p)
{
    return p->to_move == s->root_mover ? -s->contempt : s->contempt;
}

static int terminal_score(const Search *s, const RulesPosition *p, int ply)
{
    return result_score(p, p->winner, ply, draw_score(s, p));
}

/* The score if repetition ended the game here, as the core ends it. */
static int repeat_score(const Search *s, const RulesPosition *p, int ply)
{
    RulesPosition end = *p;
    rules_finish(&end, RULES_END_REPETITION, s->repeat_rule, NULL);
    return terminal_score(s, &end, ply);
}

static void check_stop(Search *s)
{
    if (s->cancel && atomic_load(s->cancel)) {
        s->stop = true;
    }
    if (s->deadline > 0 && ai_now() >= s->deadline) {
        s->stop = true;
    }
    if (s->max_nodes > 0 && s->nodes >= s->max_nodes) {
        s->stop = true;
    }
}

/*
 * What the endgame table says of a position; false when it is not in it.
 * A forced result is a proven score (after the real ends the search
 * finds: they count the plies exactly, so a table win is worth a little
 * less than a finished one), and `*forced` is set. Otherwise neither side
 * can force an end in its favour and C-6 will end the game, each side
 * then keeping the counters on its own side. When the root is such a draw
 * too (`sweep`), the estimate is what that ending would give here, all
 * counters counting alike, within the margins each side can force. From
 * the middle game the position is searched on and evaluated as any other:
 * there the end is still far, counters at home are not yet kept, and the
 * sweep played worse (Urim 2x6 at the real think time, README).
 */
static bool table_value(const Search *s, const RulesPosition *p, int ply,
                        int *score, bool *forced)
{
    EgEntry e;
    if (!eg_probe(s->eg, p, &e)) {
        return false;
    }
    int me = p->to_move;
    int d = p->captured[me] - p->captured[1 - me];
    *forced = true;
    if (e.low > -EG_UNSET && d + e.low > 0) {
        *score = AI_SCORE_WIN - ply - 500 + d + e.low;
    } else if (e.high < EG_UNSET && d + e.high < 0) {
        *score = -AI_SCORE_WIN + ply + 500 + d + e.high;
    } else if (e.low == e.high) {
        *score = draw_score(s, p); /* a finished draw can be forced */
    } else if (!s->sweep) {
        return false;
    } else {
        int totals[2];
        ai_final_totals(p, totals);
        int m = totals[me] - totals[1 - me] - d;
        m = e.low > -EG_UNSET && m < e.low ? e.low : m;
        m = e.high < EG_UNSET && m > e.high ? e.high : m;
        *score = 10 * (d + m);
        *forced = false;
    }
    return true;
}

/* Does reaching this position end the game by repetition? Exactly, for
 * the game's real history; on the search path any repeat counts, since
 * the side that wants the repetition can usually make it again. */
static bool repeated(const Search *s, uint64_t key, int ply)
{
    for (int j = 0; j < ply; j++) {
        if (s->path[j] == key) {
            return true;
        }
    }
    return history_count(&s->history, key) + 1 >= (uint32_t)s->repeat_limit;
}

/* MOD-4 makes the first move special, so the table keeps it apart. */
static uint64_t tt_key(const RulesPosition *p, uint64_t key)
{
    return p->moves_played == 0 ? key ^ 0x5bd1e9955bd1e995ULL : key;
}

/* Proven scores are stored relative to the node, not the root. */
static int to_tt(int v, int ply)
{
    return v > PROVEN ? v + ply : v < -PROVEN ? v - ply : v;
}

static int from_tt(int v, int ply)
{
    return v > PROVEN ? v - ply : v < -PROVEN ? v + ply : v;
}

/* The children best-first for `mover`, the side that moves into them:
 * `first` (the table's move) first, then by the evaluation from the
 * mover's side. A child is valued from its own side to move, which is the
 * mover again after a move that gives its mover another (nothing here
 * assumes the other side moves next). */
static void order_moves(const RulesPosition *kids, int n, int first,
                        int mover, int *order)
{
    int key[RULES_MAX_MOVES];
    for (int i = 0; i < n; i++) {
        int v = ai_evaluate(&kids[i]);
        order[i] = i;
        key[i] = i == first ? INF : kids[i].to_move == mover ? v : -v;
    }
    for (int i = 1; i < n; i++) {
        int o = order[i], k = key[o], j = i;
        while (j > 0 && key[order[j - 1]] < k) {
            order[j] = order[j - 1];
            j--;
        }
        order[j] = o;
    }
}

static int search(Search *s, RulesPosition *p, int depth, int ply,
                  int alpha, int beta);
static int quiesce(Search *s, RulesPosition *p, int ply, int alpha,
                   int beta, int left);

/* A node's children, each sown once (rules_legal_children()); each is
 * settled (C-8) only when the search visits it, since most are cut off
 * before. Returns how many. */
static int children(const RulesPosition *p, RulesMove *moves,
                    RulesPosition *kids)
{
    int n = rules_legal_children(p, moves, kids);
    for (int i = 0; i < n; i++) {
        kids[i].moves_played++;
    }
    return n;
}

/* The value of a child for `mover`, the parent's side to move. Usually
 * the other side moves next (negamax), but some moves leave the same side
 * to move (answering a trade offer): the child's side to move decides.
 * depth < 0 asks for the capture-only search with `left` plies. */
static int child_value(Search *s, RulesPosition *kid, int mover,
                       int depth, int ply, int alpha, int beta, int left)
{
    bool same = kid->to_move == mover;
    int v;
    if (kid->over) {
        v = terminal_score(s, kid, ply);
    } else if (depth < 0) {
        v = same ? quiesce(s, kid, ply, alpha, beta, left)
                 : quiesce(s, kid, ply, -beta, -alpha, left);
    } else {
        v = same ? search(s, kid, depth, ply, alpha, beta)
                 : search(s, kid, depth, ply, -beta, -alpha);
    }
    return same ? v : -v;
}

/* At the horizon, captures still pending would make the static score
 * lie, so the side to move may first play out its captures. */
static int quiesce(Search *s, RulesPosition *p, int ply, int alpha,
                   int beta, int left)
{
    rules_settle(p);
    if (p->over) {
        return terminal_score(s, p, ply); /* no legal move (C-8) */
    }
    int stand;
    bool forced = false;
    if (!s->eg || !table_value(s, p, ply, &stand, &forced)) {
        stand = ai_evaluate(p);
    }
    if (forced || stand >= beta || left == 0 || ply >= MAX_PLY) {
        return stand;
    }
    if (stand > alpha) {
        alpha = stand;
    }
    RulesMove moves[RULES_MAX_MOVES];
    RulesPosition *kids = s->kids[ply];
    int n = children(p, moves, kids), me = p->to_move;
    int best = stand;
    for (int i = 0; i < n; i++) {
        s->nodes++;
        RulesPosition *k = &kids[i];
        if (k->captured[me] == p->captured[me] && !k->over) {
            continue;
        }
        int v = child_value(s, k, me, -1, ply + 1, alpha, beta, left - 1);
        if (v > best) {
            best = v;
        }
        if (v > alpha) {
            alpha = v;
        }
        if (alpha >= beta) {
            break;
        }
    }
    return best;
}

static int search(Search *s, RulesPosition *p, int depth, int ply,
                  int alpha, int beta)
{
    if ((++s->nodes & 1023) == 0) {
        check_stop(s);
    }
    if (s->stop) {
        return 0;
    }
    if (p->over) {
        return terminal_score(s, p, ply);
    }
    uint64_t rkey = rules_position_key(p);
    if (repeated(s, rkey, ply)) {
        return repeat_score(s, p, ply);
    }
    int known;
    bool forced = false;
    if (s->eg && table_value(s, p, ply, &known, &forced) && forced) {
        return known;
    }
    if (depth <= 0 || ply >= MAX_PLY) {
        return quiesce(s, p, ply, alpha, beta, 4);
    }
    s->path[ply] = rkey;
    uint64_t key = tt_key(p, rkey) ^ s->salt;
    TtEntry *e = s->tt ? &s->tt[key & s->tt_mask] : NULL;
    int first = -1;
    if (e && e->key == key && e->flag && (!s->blank || e->gen == s->gen)) {
        first = e->move;
        int v = from_tt(e->score, ply);
        if (e->depth >= depth &&
            (e->flag == TT_EXACT || (e->flag == TT_LOWER && v >= beta) ||
             (e->flag == TT_UPPER && v <= alpha))) {
            return v;
        }
    }
    RulesMove moves[RULES_MAX_MOVES];
    RulesPosition *kids = s->kids[ply];
    int n = children(p, moves, kids);
    if (n == 0) {
        rules_settle(p); /* no legal move: C-8 ends the game here */
        return terminal_score(s, p, ply);
    }
    int order[RULES_MAX_MOVES];
    order_moves(kids, n, first < n ? first : -1, p->to_move, order);
    /* A forced answer (an offer's accept or decline, a pass) costs no
     * depth. */
    int next = n == 1 ? depth : depth - 1;
    int best = -INF, best_i = order[0], alpha0 = alpha;
    for (int k = 0; k < n; k++) {
        int i = order[k];
        /* Principal variation search: the first move gets the window,
         * the others only prove they are no better, unless they are. */
        int v = child_value(s, &kids[i], p->to_move, next, ply + 1, alpha,
                            k ? alpha + 1 : beta, 0);
        if (k && v > alpha && v < beta && !s->stop) {
            v = child_value(s, &kids[i], p->to_move, next, ply + 1, alpha,
                            beta, 0);
        }
        if (s->stop) {
            return 0;
        }
        if (v > best) {
            best = v;
            best_i = i;
        }
        if (v > alpha) {
            alpha = v;
        }
        if (alpha >= beta) {
            break;
        }
    }
    /* A deeper result of this search stays; one of an earlier search
     * (a kept table) gives way. */
    if (e && (e->key != key || e->depth <= depth || e->gen != s->gen)) {
        e->key = key;
        e->gen = s->gen;
        e->score = to_tt(best, ply);
        e->depth = (int8_t)(depth > 127 ? 127 : depth);
        e->flag = best <= alpha0  ? TT_UPPER
                  : best >= beta  ? TT_LOWER
                                  : TT_EXACT;
        e->move = (uint8_t)best_i;
    }
    return best;
}

static AiOutcome outcome_of(int score)
{
    return score > PROVEN    ? AI_OUTCOME_WIN
           : score < -PROVEN ? AI_OUTCOME_LOSS
                             : AI_OUTCOME_UNKNOWN;
}

static void search_free(Search *s)
{
    free(s->history.keys);
    free(s->history.counts);
    if (!s->tt_kept) {
        free(s->kids);
        free(s->tt);
    }
}

/* `memory` (may be NULL) lends its table, else a fresh one of 2^tt_bits
 * entries. Scores depend on the game variant, on the side that searches
 * (contempt) and on whether the root is a table draw (table_value), so
 * these change every key of a kept table. A blank table's entries of
 * earlier searches are left unread and given way to, exactly as a fresh
 * table's empty ones: the same search, the same answer (its generations
 * run from 1 to 255, the table cleared before they start again). */
static bool search_init(Search *s, const RulesPosition *p,
                        const uint64_t *history, size_t history_len,
                        AiMemory *memory, int tt_bits, bool sweep,
                        const atomic_bool *cancel)
{
    memset(s, 0, sizeof *s);
    const RulesGameInfo *info = rules_game_info((RulesGameId)p->game);
    s->repeat_limit = info->repeat_limit;
    s->repeat_rule = info->repeat_rule;
    s->cancel = cancel;
    s->sweep = sweep;
    if (memory && memory->blank) {
        if (++memory->gen == 0) {
            memset(memory->tt, 0, sizeof *memory->tt << TT_BITS);
            memory->gen = 1;
        }
        s->blank = true;
    } else if (memory) {
        memory->gen++;
        uint64_t r = (uint64_t)p->game << 32 | (uint64_t)p->hole_count << 8 |
                     (uint64_t)p->to_move << 1 | (uint64_t)sweep;
        s->salt = ai_random(&r);
    }
    if (memory) {
        s->tt = memory->tt;
        s->kids = *memory->kids;
        s->tt_kept = true;
        s->gen = memory->gen;
        tt_bits = TT_BITS;
    } else {
        s->tt = calloc((size_t)1 << tt_bits, sizeof *s->tt);
        s->kids = malloc(sizeof(Kids));
    }
    s->tt_mask = ((size_t)1 << tt_bits) - 1;
    uint64_t root_key = rules_position_key(p);
    if (!history || history_len == 0) {
        history = &root_key;
        history_len = 1;
    }
    if (!s->kids || !s->tt ||
        !history_init(&s->history, history, history_len)) {
        if (!s->tt_kept) {
            free(s->kids);
            free(s->tt);
        }
        return false;
    }
    s->path[0] = root_key;
    s->root_mover = p->to_move;
    return true;
}

/* Scores of every root move at `depth`, with the full window for those
 * that need exact values (the beginner's noise) or alpha-beta otherwise.
 * Returns how many moves, in `order`, were searched before a stop: the
 * first of them exactly, the others each either exactly or proved no
 * better than the best before it (its score then a bound at or below
 * that best's). A move that proved better than the best so far but
 * whose exact search was stopped counts too, with the bound it proved:
 * it is the best move found. */
static int search_root(Search *s, RulesPosition *kids, int n,
                       const int *order, int depth, bool exact, int *scores)
{
    int alpha = -INF;
    for (int k = 0; k < n; k++) {
        int i = order[k];
        int lo = exact ? -INF : alpha;
        int v = child_value(s, &kids[i], s->root_mover, depth - 1, 1, lo,
                            k && !exact ? alpha + 1 : INF, 0);
        if (k && !exact && v > alpha && !s->stop) {
            int w = child_value(s, &kids[i], s->root_mover, depth - 1, 1, lo,
                                INF, 0);
            if (s->stop) {
                scores[i] = alpha + 1;
                return k + 1;
            }
            v = w;
        }
        if (s->stop) {
            return k;
        }
        scores[i] = v;
        if (v > alpha) {
            alpha = v;
        }
    }
    return n;
}

/* Iterative deepening over the root's children `kids`, best-first, until
 * `max_depth`, a proven result, the clock (the expert's `ms` from t0) or
 * a stop: the index of the best move, its score in *best_v and every
 * move's in `scores`, the last depth finished in *depth_done. */
static int deepen(Search *se, RulesPosition *kids, int n,
                  int max_depth, AiLevel level, int scores[], int *best_v,
                  int *depth_done)
{
    int order[RULES_MAX_MOVES];
    order_moves(kids, n, -1, se->root_mover, order);
    bool exact = level == AI_LEVEL_BEGINNER;
    int best_i = order[0];
    for (int depth = 1; depth <= max_depth; depth++) {
        for (int i = 0; i < n; i++) {
            scores[i] = -INF;
        }
        int done = search_root(se, kids, n, order, depth, exact, scores);
        if (done == 0) {
            break; /* stopped before any move of this depth was known */
        }
        /* Moves are searched best-first, so a stopped iteration's best is
         * still at least as good as the previous depth's choice. */
        int it_best = order[0];
        for (int k = 0; k < done; k++) {
            if (scores[order[k]] > scores[it_best]) {
                it_best = order[k];
            }
        }
        best_i = it_best;
        *best_v = scores[it_best];
        if (done < n) {
            break;
        }
        *depth_done = depth;
        /* Next time, the best move first, then by this depth's scores. */
        for (int k = 1; k < n; k++) {
            int o = order[k], j = k;
            while (j > 0 && scores[order[j - 1]] < scores[o]) {
                order[j] = order[j - 1];
                j--;
            }
            order[j] = o;
        }
        if (*best_v > PROVEN || *best_v < -PROVEN) {
            break; /* proven: deeper search cannot change the result */
        }
        /* The expert deepens until its time is up: the depth it is in
         * then is cut short, but the moves it searched count (above), and
         * the kept table holds what it found for the next move. */
    }
    return best_i;
}

/* The search path's one search (choose.c): searches the root's children
 * `kids` as rs asks and fills in its answer; false when memory runs out. */
bool ai_search_children(const RulesPosition *p, const uint64_t *history,
                        size_t history_len, RulesPosition *kids, int n,
                        AiRootSearch *rs)
{
    bool expert = rs->level == AI_LEVEL_EXPERT;
    Search se;
    if (!search_init(&se, p, history, history_len, rs->memory,
                     expert ? TT_BITS : LEVEL_TT_BITS, rs->sweep,
                     rs->cancel)) {
        return false;
    }
    se.deadline = rs->deadline;
    se.max_nodes = rs->max_nodes;
    se.contempt = expert ? CONTEMPT : 0;
    se.eg = rs->eg;
    int max_depth = rs->max_depth > 0 && rs->max_depth < MAX_PLY - 1
                        ? rs->max_depth
                        : MAX_PLY - 1;
    int best_v = -INF;
    rs->depth = 0;
    rs->best = deepen(&se, kids, n, max_depth, rs->level, rs->scores,
                      &best_v, &rs->depth);
    rs->searched = best_v != -INF;
    rs->best_score = best_v;
    rs->outcome = outcome_of(best_v);
    rs->nodes = se.nodes;
    rs->stopped = se.stop;
    search_free(&se);
    return true;
}
