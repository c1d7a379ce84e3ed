/* core.c: what every game shares: the games' list and its fixed sizes, setup, positions, legality, applying moves, ends, trace events. */
#include "internal.h"

#include <stdlib.h>
#include <string.h>

#define X_DEF(id, stem) [id] = &rules_##stem##_def,
const RulesGameDef *const rules_defs[RULES_GAME_COUNT] = {
    RULES_GAME_LIST(X_DEF)};

const RulesGameInfo *rules_game_info(RulesGameId game)
{
    return (unsigned)game < RULES_GAME_COUNT ? &rules_defs[game]->info : NULL;
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
    if (rules_defs[game]->info.id != game) {
        return "the description's id is not its place in RULES_GAME_LIST";
    }
    return rules_def_misfit(rules_defs[game]);
}

int rules_game_variants(RulesGameId game, int out[RULES_MAX_VARIANTS])
{
    int n = 0;
    if ((unsigned)game < RULES_GAME_COUNT) {
        while (n < RULES_MAX_VARIANTS && rules_defs[game]->info.variants[n]) {
            out[n] = rules_defs[game]->info.variants[n];
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
    if ((unsigned)game < RULES_GAME_COUNT && rules_defs[game]->info.rows == 4) {
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
    const RulesGameDef *d = rules_defs[game];
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
    RulesSown sown[RULES_MAX_MOVES];
    int n = d->legal(p, moves, sown, false);
    for (int i = 0; i < n; i++) {
        d->child(p, moves[i], &sown[i], &next[i]);
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
 * the new position ends the game by repetition. With `moves` (and `sown`),
 * lists the legal moves of the settled position and returns their count;
 * without, only asks whether there is one.
 */
int rules_settle_listing(RulesPosition *p, bool repeated, RulesTrace *t,
                         RulesMove *moves, RulesSown *sown)
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
    int n = d->legal(p, moves ? moves : scratch, sown, !moves);
    if (n == 0) {
        rules_finish(p, d->stuck ? d->stuck(p) : RULES_END_NO_MOVES,
                     d->info.no_moves_rule, t);
    }
    return n;
}

void rules_settle(RulesPosition *p)
{
    rules_settle_listing(p, false, NULL, NULL, NULL);
}

void rules_apply(const RulesPosition *p, RulesMove m, RulesPosition *out,
                 RulesTrace *trace)
{
    if (out != p) {
        *out = *p;
    }
    rules_def(out)->play(out, m, trace);
    out->moves_played++;
    rules_settle_listing(out, false, trace, NULL, NULL);
}

/* ---- Ends ---- */

bool rules_end_stuck(int reason)
{
    return reason == RULES_END_NO_MOVES || reason == RULES_END_NO_FEED ||
           reason == RULES_END_GRAND_SLAMS;
}

RulesEndReason rules_stuck_unfed(const RulesPosition *p)
{
    return !rules_row_empty(p, p->to_move) &&
                   rules_row_empty(p, rules_other(p->to_move))
               ? RULES_END_NO_FEED
               : RULES_END_NO_MOVES;
}

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
        winner = !rules_end_stuck(reason) ? RULES_WINNER_DRAW
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
