/* core.c: what every game shares: setup, legality, applying moves, ends, traces, notation. */
#include "internal.h"

#include <stdlib.h>
#include <string.h>

#define X_DEF(id, stem) [id] = &rules_##stem##_def,
static const RulesGameDef *const defs[RULES_GAME_COUNT] = {
    RULES_GAME_LIST(X_DEF)};

const RulesGameDef *rules_def(const RulesPosition *p)
{
    return defs[p->game];
}

const RulesGameInfo *rules_game_info(RulesGameId game)
{
    return (unsigned)game < RULES_GAME_COUNT ? &defs[game]->info : NULL;
}

/* The start of a game of `d` with rows of `holes_per_row` (a variant of
 * it, of at most RULES_MAX_HOLES holes). */
static void setup_board(const RulesGameDef *d, int holes_per_row,
                        RulesPosition *p)
{
    memset(p, 0, sizeof *p);
    p->game = (uint8_t)d->info.id;
    p->holes_per_row = (uint8_t)holes_per_row;
    p->hole_count = (uint8_t)(d->info.rows * holes_per_row);
    p->to_move = RULES_SOUTH;
    int half = p->hole_count / 2;
    for (int i = 0; i < p->hole_count; i++) {
        p->holes[i] = (uint8_t)d->per_hole;
        if (i >= half) {
            p->north_owned |= (uint64_t)1 << i;
        }
    }
    if (d->setup) {
        d->setup(p);
    }
}

/*
 * The core's fixed sizes, which a game's description must keep to: what a
 * new game that breaks one of them is told (rules_game_misfit()).
 */
const char *rules_def_misfit(const RulesGameDef *d)
{
    const RulesGameInfo *info = &d->info;
    if (info->rows != 2 && info->rows != 4) {
        return "a board has 2 rows (C-2) or 4 (C-3)";
    }
    if (!info->variants[0] || info->variants[RULES_MAX_VARIANTS]) {
        return "a game has 1 to RULES_MAX_VARIANTS row lengths, 0-ended";
    }
    for (int i = 0; info->variants[i]; i++) {
        int holes = info->rows * info->variants[i];
        if (info->variants[i] < 1 || holes > RULES_MAX_HOLES) {
            return "a board has 1 to RULES_MAX_HOLES holes";
        }
        if (info->offers && holes > 8) {
            return "offers name holes in 8-bit masks: at most 8 holes";
        }
        RulesPosition p;
        setup_board(d, info->variants[i], &p);
        int total = 0;
        for (int h = 0; h < p.hole_count; h++) {
            total += p.holes[h];
        }
        if (d->per_hole > 255 || total > 255) {
            return "a hole holds at most 255 counters (uint8_t)";
        }
    }
    return NULL;
}

const char *rules_game_misfit(RulesGameId game)
{
    if ((unsigned)game >= RULES_GAME_COUNT) {
        return "no such game";
    }
    if (defs[game]->info.id != game) {
        return "the description's id is not its place in RULES_GAME_LIST";
    }
    return rules_def_misfit(defs[game]);
}

int rules_game_variants(RulesGameId game, int out[RULES_MAX_VARIANTS])
{
    int n = 0;
    if ((unsigned)game < RULES_GAME_COUNT) {
        while (n < RULES_MAX_VARIANTS && defs[game]->info.variants[n]) {
            out[n] = defs[game]->info.variants[n];
            n++;
        }
    }
    return n;
}

int rules_game_start_total(RulesGameId game, int holes_per_row)
{
    RulesPosition p;
    return rules_setup(&p, game, holes_per_row) == RULES_OK
               ? rules_start_total(&p)
               : 0;
}

void rules_hole_cell(RulesGameId game, int holes_per_row, int hole, int *row,
                     int *col)
{
    int n = holes_per_row;
    if ((unsigned)game < RULES_GAME_COUNT && defs[game]->info.rows == 4) {
        /* C-3: D0..D11, C11..C0, A11..A0, B0..B11 */
        int quarter = hole / n, i = hole % n;
        static const int rows[4] = {3, 2, 0, 1};
        *row = rows[quarter & 3];
        *col = quarter == 1 || quarter == 2 ? n - 1 - i : i;
        return;
    }
    /* C-2: South's row left to right, North's right to left */
    *row = hole < n ? 1 : 0;
    *col = hole < n ? hole : 2 * n - 1 - hole;
}

/* ---- Positions ---- */

RulesError rules_setup(RulesPosition *p, RulesGameId game, int holes_per_row)
{
    if ((unsigned)game >= RULES_GAME_COUNT) {
        return RULES_ERR_UNKNOWN_GAME;
    }
    const RulesGameDef *d = defs[game];
    if (holes_per_row == 0) {
        holes_per_row = d->info.variants[0];
    }
    bool known = false;
    for (int i = 0; i < RULES_MAX_VARIANTS && d->info.variants[i]; i++) {
        known = known || d->info.variants[i] == holes_per_row;
    }
    if (!known) {
        return RULES_ERR_BAD_VARIANT;
    }
    setup_board(d, holes_per_row, p);
    return RULES_OK;
}

int rules_start_total(const RulesPosition *p)
{
    int total = p->hole_count * rules_def(p)->per_hole;
    if (rules_def(p)->setup) {
        RulesPosition fresh;
        rules_setup(&fresh, (RulesGameId)p->game, p->holes_per_row);
        total = 0;
        for (int i = 0; i < fresh.hole_count; i++) {
            total += fresh.holes[i];
        }
    }
    return total;
}

RulesSide rules_owner(const RulesPosition *p, int hole)
{
    return (p->north_owned >> hole) & 1 ? RULES_NORTH : RULES_SOUTH;
}

static int board_total(const RulesPosition *p)
{
    int sum = p->captured[0] + p->captured[1];
    for (int i = 0; i < p->hole_count; i++) {
        sum += p->holes[i];
    }
    return sum;
}

bool rules_position_valid(const RulesPosition *p, RulesWhy *why)
{
    RulesWhy scratch;
    why = why ? why : &scratch;
    if ((unsigned)p->game >= RULES_GAME_COUNT) {
        rules_why(why, RULES_RULE_NONE, "unknown game", -1);
        return false;
    }
    RulesPosition fresh;
    if (rules_setup(&fresh, (RulesGameId)p->game, p->holes_per_row) !=
        RULES_OK) {
        rules_why(why, RULES_RULE_NONE, "this game has no such row length",
                  -1);
        return false;
    }
    if (p->hole_count != fresh.hole_count) {
        rules_why(why, RULES_RULE_NONE, "wrong number of holes", -1);
        return false;
    }
    if (p->to_move > RULES_NORTH) {
        rules_why(why, RULES_RULE_C_1, "the side to move must be south or "
                                       "north", -1);
        return false;
    }
    if (board_total(p) != rules_start_total(p)) {
        rules_why(why, RULES_RULE_C_5,
                  "the seeds do not add up to the game's total", -1);
        return false;
    }
    const RulesGameDef *d = rules_def(p);
    if (!d->info.owners_change && p->north_owned != fresh.north_owned) {
        rules_why(why, RULES_RULE_C_2,
                  "the holes of this game do not change owner", -1);
        return false;
    }
    if (p->marked >> p->hole_count ||
        (d->info.mark_rule == RULES_RULE_NONE && p->marked)) {
        rules_why(why, RULES_RULE_C_2, "a mark on a hole this game cannot "
                                       "mark", -1);
        return false;
    }
    if (!d->info.offers && (p->offer || p->must_sow || p->declined)) {
        rules_why(why, RULES_RULE_GORE_6, "this game has no offers", -1);
        return false;
    }
    return !d->valid || d->valid(p, why);
}

bool rules_position_check(const RulesPosition *p, RulesWhy *why)
{
    RulesWhy scratch;
    why = why ? why : &scratch;
    if (!rules_position_valid(p, why)) {
        return false;
    }
    if (p->over) {
        rules_why(why, RULES_RULE_C_9, "the game is already over", -1);
        return false;
    }
    const RulesGameDef *d = rules_def(p);
    if (d->limits && !d->limits(p, why)) {
        return false;
    }
    RulesMove moves[RULES_MAX_MOVES];
    if (rules_legal_moves(p, moves) == 0) {
        /* Each sentence whole, for translators. */
        if (p->to_move == RULES_SOUTH) {
            rules_why(why, d->info.no_moves_rule,
                      "South, to move, has no legal move: the game is "
                      "already over", -1);
        } else {
            rules_why(why, d->info.no_moves_rule,
                      "North, to move, has no legal move: the game is "
                      "already over", -1);
        }
        return false;
    }
    return true;
}

/* Mixes one word into a key: a multiply spreads it upwards, the shift
 * brings the high bits down, so the low bits (what hash tables index by)
 * depend on every byte. */
static inline uint64_t key_mix(uint64_t h, uint64_t w)
{
    h = (h ^ w) * 0x9e3779b97f4a7c15ULL;
    return h ^ (h >> 32);
}

/*
 * Eight holes at a time: the key is worked out for every position a game
 * record keeps, so it must be cheap (byte-at-a-time FNV took a fifth of
 * Bao Kigogo's time). Bytes past hole_count are left out.
 */
uint64_t rules_position_key(const RulesPosition *p)
{
    uint64_t h = 0xcbf29ce484222325ULL;
    int n = p->hole_count, i = 0;
    for (; i + 8 <= n; i += 8) {
        h = key_mix(h, rules_load64(p->holes + i));
    }
    if (i < n) { /* at most 48 holes: the word read stays inside */
        uint64_t w = rules_load64(p->holes + i);
        h = key_mix(h, w & (~0ULL >> 8 * (8 - (n - i))));
    }
    h = key_mix(h, p->north_owned);
    if (p->marked) { /* (only games with marks have any) */
        h = key_mix(h, p->marked);
    }
    h = key_mix(h, (uint64_t)p->captured[0] | (uint64_t)p->captured[1] << 16 |
                       (uint64_t)p->to_move << 32 | (uint64_t)p->offer << 40 |
                       (uint64_t)p->must_sow << 48);
    h *= 0xff51afd7ed558ccdULL; /* spread the last word's bits too */
    return h ^ (h >> 33);
}

bool rules_position_same(const RulesPosition *a, const RulesPosition *b)
{
    return a->game == b->game && a->hole_count == b->hole_count &&
           memcmp(a->holes, b->holes, a->hole_count) == 0 &&
           a->north_owned == b->north_owned && a->marked == b->marked &&
           a->captured[0] == b->captured[0] &&
           a->captured[1] == b->captured[1] && a->to_move == b->to_move &&
           a->offer == b->offer && a->must_sow == b->must_sow;
}

/* ---- Moves ---- */

bool rules_move_equal(RulesMove a, RulesMove b)
{
    if (a.kind != b.kind) {
        return false;
    }
    return (a.kind != RULES_MOVE_SOW || a.hole == b.hole) &&
           (a.kind != RULES_MOVE_OFFER || a.offer == b.offer);
}

int rules_legal_moves(const RulesPosition *p, RulesMove out[RULES_MAX_MOVES])
{
    if (p->over) {
        return 0;
    }
    /* Each game lists its moves in CLI.md's order: holes ascending, then
     * words in alphabetical order. */
    return rules_def(p)->legal(p, out, NULL, false);
}

int rules_legal_children(const RulesPosition *p,
                         RulesMove moves[RULES_MAX_MOVES],
                         RulesPosition next[RULES_MAX_MOVES])
{
    if (p->over) {
        return 0;
    }
    const RulesGameDef *d = rules_def(p);
    int n = d->legal(p, moves, d->legal_plays ? next : NULL, false);
    for (int i = 0; i < n && !d->legal_plays; i++) {
        next[i] = *p; /* Goré lists its moves without playing them */
        d->play(&next[i], moves[i], NULL);
    }
    return n;
}

bool rules_is_legal(const RulesPosition *p, RulesMove m, RulesWhy *why)
{
    RulesWhy scratch;
    why = why ? why : &scratch;
    if (p->over) {
        rules_why(why, p->end_rule, "the game is over", -1);
        return false;
    }
    RulesMove moves[RULES_MAX_MOVES];
    int n = rules_def(p)->legal(p, moves, NULL, false);
    for (int i = 0; i < n; i++) {
        if (rules_move_equal(moves[i], m)) {
            return true;
        }
    }
    if (m.kind == RULES_MOVE_SOW && m.hole >= p->hole_count) {
        rules_why(why, RULES_RULE_C_4, "there is no hole %d", m.hole);
        return false;
    }
    rules_def(p)->why_not(p, m, why);
    return false;
}

/*
 * The checks after a move, in the order C-6 gives. `repeated` says whether
 * the new position ends the game by repetition. With `moves` (and `next`),
 * lists the legal moves of the settled position and returns their count;
 * without, only asks whether there is one.
 */
static int settle(RulesPosition *p, bool repeated, RulesTrace *t,
                  RulesMove *moves, RulesPosition *next)
{
    if (p->over) {
        return 0;
    }
    const RulesGameDef *d = rules_def(p);
    if (repeated) {
        rules_finish(p, RULES_END_REPETITION, d->info.repeat_rule, t);
        return 0;
    }
    RulesMove scratch[RULES_MAX_MOVES];
    int n = d->legal(p, moves ? moves : scratch, d->legal_plays ? next : NULL,
                     !moves);
    if (n == 0) {
        rules_finish(p, RULES_END_NO_MOVES, d->info.no_moves_rule, t);
    }
    return n;
}

void rules_settle(RulesPosition *p)
{
    settle(p, false, NULL, NULL, NULL);
}

void rules_apply(const RulesPosition *p, RulesMove m, RulesPosition *out,
                 RulesTrace *trace)
{
    if (out != p) {
        *out = *p;
    }
    rules_def(out)->play(out, m, trace);
    out->moves_played++;
    settle(out, false, trace, NULL, NULL);
}

/* ---- Ends ---- */

void rules_finish(RulesPosition *p, RulesEndReason reason, RulesRule rule,
                  RulesTrace *t)
{
    const RulesGameInfo *info = &rules_def(p)->info;
    if (info->sweep == RULES_SWEEP_OWN_HOLES) {
        for (int i = 0; i < p->hole_count; i++) {
            if (p->holes[i]) {
                int side = rules_owner(p, i);
                rules_emit(t, RULES_EV_SWEEP, i, side, rule, p->holes[i], 0,
                           0);
                p->captured[side] =
                    (uint16_t)(p->captured[side] + p->holes[i]);
                p->holes[i] = 0;
            }
        }
    }
    int winner;
    if (info->scoring == RULES_SCORING_STUCK_LOSES) {
        winner = reason != RULES_END_NO_MOVES  ? RULES_WINNER_DRAW
                 : p->to_move == RULES_SOUTH ? RULES_WINNER_NORTH
                                             : RULES_WINNER_SOUTH;
    } else {
        winner = p->captured[0] > p->captured[1]   ? RULES_WINNER_SOUTH
                 : p->captured[0] < p->captured[1] ? RULES_WINNER_NORTH
                                                   : RULES_WINNER_DRAW;
    }
    p->over = 1;
    p->winner = (uint8_t)winner;
    p->end_reason = (uint8_t)reason;
    p->end_rule = (uint8_t)rule;
    rules_emit(t, RULES_EV_END, RULES_NO_HOLE, p->to_move, rule, (int)reason,
               0, winner);
}

int rules_match_points(const RulesPosition *p)
{
    if (!p->over || (p->winner != RULES_WINNER_SOUTH &&
                     p->winner != RULES_WINNER_NORTH)) {
        return 0;
    }
    int (*points)(const RulesPosition *) = rules_def(p)->info.points;
    return points ? points(p) : 1;
}

RulesRule rules_result_note(const RulesPosition *p)
{
    RulesRule (*note)(const RulesPosition *) = rules_def(p)->info.note;
    if (!note || !p->over || (p->winner != RULES_WINNER_SOUTH &&
                              p->winner != RULES_WINNER_NORTH)) {
        return RULES_RULE_NONE;
    }
    return note(p);
}

/* ---- Traces ---- */

void rules_emit_event(RulesTrace *t, RulesEventKind kind, int hole, int side,
                      RulesRule rule, int count, int lap, int extra)
{
    if (t->truncated) {
        return;
    }
    if (t->len == t->cap) {
        size_t cap = t->cap ? 2 * t->cap : 64;
        RulesEvent *grown = realloc(t->events, cap * sizeof *grown);
        if (!grown) {
            t->truncated = true;
            return;
        }
        t->events = grown;
        t->cap = cap;
    }
    RulesEvent *e = &t->events[t->len++];
    e->kind = (uint8_t)kind;
    e->hole = (uint8_t)(hole < 0 ? RULES_NO_HOLE : hole);
    e->side = (uint8_t)side;
    e->rule = (uint8_t)rule;
    e->count = (uint16_t)count;
    e->lap = (uint16_t)lap;
    e->extra = (uint8_t)extra;
}

void rules_trace_clear(RulesTrace *t)
{
    t->len = 0;
    t->truncated = false;
}

void rules_trace_free(RulesTrace *t)
{
    free(t->events);
    memset(t, 0, sizeof *t);
}

/* ---- Explanations ---- */

void rules_why(RulesWhy *why, RulesRule rule, const char *text, int hole)
{
    why->rule = rule;
    why->format = text;
    why->hole = hole;
    /* Only "%d" is ever used, and only for the hole number. */
    size_t o = 0;
    for (const char *s = text; *s && o + 1 < sizeof why->text; s++) {
        if (s[0] == '%' && s[1] == 'd') {
            char digits[8];
            int k = 0, v = hole < 0 ? 0 : hole;
            do {
                digits[k++] = (char)('0' + v % 10);
                v /= 10;
            } while (v && k < 7);
            while (k && o + 1 < sizeof why->text) {
                why->text[o++] = digits[--k];
            }
            s++;
        } else {
            why->text[o++] = *s;
        }
    }
    why->text[o] = '\0';
}

/* ---- Game records ---- */

/* The slot of `key` in the occurrence table, or the empty slot for it. */
static size_t seen_slot(const RulesGame *g, uint64_t key)
{
    size_t mask = g->seen_size - 1, i = (size_t)(key ^ (key >> 29)) & mask;
    while (g->seen_counts[i] && g->seen_keys[i] != key) {
        i = (i + 1) & mask;
    }
    return i;
}

/* Adds delta to the count of `key`, whose slot is `i` (seen_slot). */
static void seen_change_at(RulesGame *g, size_t i, uint64_t key, int delta)
{
    if (!g->seen_counts[i]) {
        g->seen_keys[i] = key;
        g->seen_counts[i] = 1;
        g->seen_used++;
    }
    g->seen_counts[i] = (uint32_t)((int64_t)g->seen_counts[i] + delta);
}

static void seen_change(RulesGame *g, uint64_t key, int delta)
{
    seen_change_at(g, seen_slot(g, key), key, delta);
}

/* Refills the occurrence table from the positions (drops stale keys). */
static void seen_rebuild(RulesGame *g)
{
    memset(g->seen_counts, 0, g->seen_size * sizeof *g->seen_counts);
    g->seen_used = 0;
    for (size_t i = 0; i < g->len; i++) {
        seen_change(g, g->keys[i], 1);
    }
}

/* Makes room for one more position. The table has twice the slots of the
 * positions and is refilled when undone positions leave it 3/4 full. */
static bool game_grow(RulesGame *g)
{
    if (g->len < g->cap) {
        if (4 * (g->seen_used + 1) > 3 * g->seen_size) {
            seen_rebuild(g);
        }
        return true;
    }
    size_t cap = g->cap ? 2 * g->cap : 64;
    RulesPosition *pos = realloc(g->positions, cap * sizeof *pos);
    if (!pos) {
        return false;
    }
    g->positions = pos;
    RulesMove *moves = realloc(g->moves, cap * sizeof *moves);
    if (!moves) {
        return false;
    }
    g->moves = moves;
    uint64_t *keys = realloc(g->keys, cap * sizeof *keys);
    if (!keys) {
        return false;
    }
    g->keys = keys;
    uint64_t *seen_keys = malloc(2 * cap * sizeof *seen_keys);
    uint32_t *seen_counts = calloc(2 * cap, sizeof *seen_counts);
    if (!seen_keys || !seen_counts) {
        free(seen_keys);
        free(seen_counts);
        return false;
    }
    free(g->seen_keys);
    free(g->seen_counts);
    g->seen_keys = seen_keys;
    g->seen_counts = seen_counts;
    g->seen_size = 2 * cap;
    g->cap = cap;
    seen_rebuild(g);
    return true;
}

RulesError rules_game_init(RulesGame *g, const RulesPosition *start)
{
    memset(g, 0, sizeof *g);
    g->legal = malloc(RULES_MAX_MOVES * sizeof *g->legal);
    g->legal_next = malloc(RULES_MAX_MOVES * sizeof *g->legal_next);
    if (!g->legal || !g->legal_next || !game_grow(g)) {
        rules_game_free(g);
        return RULES_ERR_NO_MEMORY;
    }
    g->positions[0] = *start;
    /* A prepared start (mancala-cli --position, lessons) may leave the side
     * to move without a legal move: C-8 ends the game there at once, so
     * that `legal` is empty exactly when the game is over. */
    g->legal_count =
        settle(&g->positions[0], false, NULL, g->legal, g->legal_next);
    g->keys[0] = rules_position_key(&g->positions[0]);
    seen_change(g, g->keys[0], 1);
    g->len = 1;
    return RULES_OK;
}

void rules_game_free(RulesGame *g)
{
    free(g->positions);
    free(g->moves);
    free(g->keys);
    free(g->seen_keys);
    free(g->seen_counts);
    free(g->legal);
    free(g->legal_next);
    memset(g, 0, sizeof *g);
}

const RulesPosition *rules_game_current(const RulesGame *g)
{
    return &g->positions[g->len - 1];
}

int rules_game_legal_moves(const RulesGame *g, RulesMove out[RULES_MAX_MOVES])
{
    memcpy(out, g->legal, (size_t)g->legal_count * sizeof *out);
    return g->legal_count;
}

/* Where `m` is in the current position's legal list, or -1. */
static int listed_move(const RulesGame *g, RulesMove m)
{
    for (int i = 0; i < g->legal_count; i++) {
        if (rules_move_equal(g->legal[i], m)) {
            return i;
        }
    }
    return -1;
}

RulesError rules_game_play(RulesGame *g, RulesMove m, RulesTrace *trace,
                           RulesWhy *why)
{
    if (listed_move(g, m) < 0) {
        rules_is_legal(rules_game_current(g), m, why); /* says why not */
        return RULES_ERR_ILLEGAL;
    }
    RulesError err = rules_game_play_legal(g, m, trace);
    if (err != RULES_OK && why) {
        rules_why(why, RULES_RULE_NONE, "out of memory", -1);
    }
    return err;
}

RulesError rules_game_play_legal(RulesGame *g, RulesMove m, RulesTrace *trace)
{
    if (!game_grow(g)) {
        return RULES_ERR_NO_MEMORY;
    }
    RulesPosition *next = &g->positions[g->len];
    const RulesGameDef *d = rules_def(rules_game_current(g));
    int listed = trace || !d->legal_plays ? -1 : listed_move(g, m);
    if (listed >= 0) {
        *next = g->legal_next[listed]; /* already played when listed */
    } else {
        *next = *rules_game_current(g);
        d->play(next, m, trace);
    }
    next->moves_played++;
    uint64_t key = rules_position_key(next);
    int limit = d->info.repeat_limit;
    size_t slot = seen_slot(g, key);
    unsigned seen = g->seen_counts[slot];
    bool repeated = false;
    if (seen && seen - 1 + 1 >= (unsigned)limit) {
        /* The key says it may repeat; count the equal positions exactly. */
        int same = 1;
        for (size_t i = 0; i < g->len; i++) {
            same += g->keys[i] == key &&
                    rules_position_same(&g->positions[i], next);
        }
        repeated = same >= limit;
    }
    g->legal_count = settle(next, repeated, trace, g->legal, g->legal_next);
    if (next->over) {
        key = rules_position_key(next); /* the end sweep changed it */
        slot = seen_slot(g, key);
    }
    g->moves[g->len - 1] = m;
    g->keys[g->len] = key;
    seen_change_at(g, slot, key, 1);
    g->len++;
    return RULES_OK;
}

void rules_game_truncate(RulesGame *g, size_t len)
{
    if (len < 1 || len >= g->len) {
        return;
    }
    while (len < g->len) {
        g->len--;
        seen_change(g, g->keys[g->len], -1);
    }
    const RulesPosition *cur = rules_game_current(g);
    const RulesGameDef *d = rules_def(cur);
    g->legal_count =
        cur->over ? 0
                  : d->legal(cur, g->legal,
                             d->legal_plays ? g->legal_next : NULL, false);
}

RulesError rules_game_play_text(RulesGame *g, const char *moves, int *failed,
                                char *bad, RulesWhy *why)
{
    RulesWhy scratch;
    why = why ? why : &scratch;
    int index = 0;
    const char *s = moves ? moves : "";
    for (;;) {
        while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r') {
            s++;
        }
        if (!*s) {
            return RULES_OK;
        }
        const char *start = s;
        while (*s && *s != ' ' && *s != '\t' && *s != '\n' && *s != '\r') {
            s++;
        }
        size_t len = (size_t)(s - start);
        index++;
        if (failed) {
            *failed = index;
        }
        if (bad) {
            size_t keep = len < RULES_MOVE_TEXT_MAX - 4 ? len
                                                        : RULES_MOVE_TEXT_MAX - 4;
            memcpy(bad, start, keep);
            memcpy(bad + keep, len > keep ? "..." : "", len > keep ? 4 : 1);
        }
        char word[RULES_MOVE_TEXT_MAX];
        RulesMove m;
        if (len >= sizeof word) {
            rules_why(why, RULES_RULE_C_4, "it is not move notation", -1);
            return RULES_ERR_BAD_NOTATION;
        }
        memcpy(word, start, len);
        word[len] = '\0';
        if (rules_move_parse(word, &m) != RULES_OK) {
            rules_why(why, RULES_RULE_C_4, "it is not move notation", -1);
            return RULES_ERR_BAD_NOTATION;
        }
        RulesError err = rules_game_play(g, m, NULL, why);
        if (err != RULES_OK) {
            return err;
        }
    }
}
