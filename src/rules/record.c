/* record.c: game records: a start, the moves and every position since, with the count of each position for C-6, and moves played from text. */
#include "internal.h"

#include <stdlib.h>
#include <string.h>

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
static bool game_grow_slow(RulesGame *g)
{
    if (g->len < g->cap) {
        seen_rebuild(g);
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

static inline bool game_grow(RulesGame *g)
{
    return (g->len < g->cap && 4 * (g->seen_used + 1) <= 3 * g->seen_size) ||
           game_grow_slow(g);
}

/* Copies the legal list and what its moves left from [from] to [to]. */
static void keep_listing(RulesGame *g, int to, int from, int n)
{
    memcpy(g->legal + to, g->legal + from, (size_t)n * sizeof *g->legal);
    memcpy(g->legal_sown + to, g->legal_sown + from,
           (size_t)n * sizeof *g->legal_sown);
}

RulesError rules_game_init(RulesGame *g, const RulesPosition *start)
{
    memset(g, 0, sizeof *g);
    g->legal = malloc(2 * RULES_MAX_MOVES * sizeof *g->legal);
    g->legal_sown = malloc(2 * RULES_MAX_MOVES * sizeof *g->legal_sown);
    if (!g->legal || !g->legal_sown || !game_grow(g)) {
        rules_game_free(g);
        return RULES_ERR_NO_MEMORY;
    }
    g->positions[0] = *start;
    /* A prepared start (mancala-cli --position, lessons) may leave the side
     * to move without a legal move: C-8 ends the game there at once, so
     * that `legal` is empty exactly when the game is over. */
    g->legal_count =
        rules_settle_listing(&g->positions[0], false, NULL, g->legal,
                             g->legal_sown);
    g->start_count = g->legal_count;
    keep_listing(g, RULES_MAX_MOVES, 0, g->legal_count);
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
    free(g->legal_sown);
    memset(g, 0, sizeof *g);
}

const RulesPosition *rules_game_current(const RulesGame *g)
{
    return &g->positions[g->len - 1];
}

int rules_game_legal_moves(const RulesGame *g, RulesMove out[RULES_MAX_MOVES])
{
    int n = g->legal_count;
    /* Most lists are short: a copy of known size, without a call. */
    enum { SHORT = 8 };
    if (n <= SHORT) {
        memcpy(out, g->legal, SHORT * sizeof *out);
    } else {
        memcpy(out, g->legal, (size_t)n * sizeof *out);
    }
    return n;
}

/* Where `m` is in the current position's legal list, or -1. The list's
 * moves carry nothing but what rules_move_equal() compares (the games
 * list them so), so a move of it equals `m` when their bytes that count
 * for `m` do; compared here, where a random play-out looks each move up. */
static int listed_move(const RulesGame *g, RulesMove m)
{
    unsigned want = (unsigned)m.kind |
                    (m.kind == RULES_MOVE_SOW ? (unsigned)m.hole << 8 : 0) |
                    (m.kind == RULES_MOVE_OFFER ? (unsigned)m.offer << 16 : 0);
    for (int i = 0; i < g->legal_count; i++) {
        RulesMove l = g->legal[i];
        if (((unsigned)l.kind | (unsigned)l.hole << 8 |
             (unsigned)l.offer << 16) == want) {
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

int rules_game_legal_count(const RulesGame *g)
{
    return g->legal_count;
}

RulesError rules_game_play_legal(RulesGame *g, RulesMove m, RulesTrace *trace)
{
    int listed = listed_move(g, m);
    if (listed < 0) {
        return RULES_ERR_ILLEGAL; /* not one of the legal moves after all */
    }
    return rules_game_play_listed(g, listed, trace);
}

RulesError rules_game_play_listed(RulesGame *g, int index, RulesTrace *trace)
{
    if (!game_grow(g)) {
        return RULES_ERR_NO_MEMORY;
    }
    RulesPosition *next = &g->positions[g->len];
    const RulesPosition *cur = rules_game_current(g);
    const RulesGameDef *d = rules_def(cur);
    RulesMove m = g->legal[index];
    if (trace) {
        *next = *cur;
        d->play(next, m, trace);
    } else {
        d->child(cur, m, &g->legal_sown[index], next); /* sown when listed */
    }
    next->moves_played++;
    uint64_t key = rules_position_key(next); /* leaves moves_played out */
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
    g->legal_count =
        rules_settle_listing(next, repeated, trace, g->legal, g->legal_sown);
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

int rules_game_most_seen(const RulesGame *g)
{
    uint32_t most = 2; /* a slot holds its count + 1 */
    for (size_t i = 0; i < g->seen_size; i++) {
        most = g->seen_counts[i] > most ? g->seen_counts[i] : most;
    }
    return (int)most - 1;
}

void rules_game_truncate(RulesGame *g, size_t len)
{
    if (len < 1 || len >= g->len) {
        return;
    }
    if (4 * len < g->len) {
        /* Most of the record goes (a new game from the same start): a
         * fresh table, without the undone keys' slots, which would make
         * the searches of the positions to come longer. */
        g->len = len;
        seen_rebuild(g);
    }
    while (len < g->len) {
        g->len--;
        seen_change(g, g->keys[g->len], -1);
    }
    const RulesPosition *cur = rules_game_current(g);
    const RulesGameDef *d = rules_def(cur);
    if (len == 1) { /* the start's, listed once */
        g->legal_count = g->start_count;
        keep_listing(g, 0, RULES_MAX_MOVES, g->start_count);
        return;
    }
    g->legal_count =
        cur->over ? 0
                  : d->legal(cur, g->legal, g->legal_sown, false);
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
