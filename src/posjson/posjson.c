/* posjson.c: one position as JSON and back: the writer mancala-cli state prints with, and a small strict reader shared by mancala-cli, lessons and the board editor. */
#include "posjson.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The first problem jumps out with a message, which keeps every reading
 * function free of error plumbing. */
typedef struct Reader {
    const char *start;
    const char *s;
    PosjsonError *err;
    jmp_buf fail;
} Reader;

static _Noreturn void fail(Reader *r, PosjsonFault fault, const char *fmt,
                           ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->err->text, sizeof r->err->text, fmt, ap);
    va_end(ap);
    r->err->fault = fault;
    r->err->column = *r->s ? (int)(r->s - r->start) + 1 : 0;
    longjmp(r->fail, 1);
}

static _Noreturn void bad_json(Reader *r, const char *what)
{
    fail(r, POSJSON_NOT_JSON, "%s", what);
}

static void skip_space(Reader *r)
{
    while (*r->s == ' ' || *r->s == '\t' || *r->s == '\n' || *r->s == '\r') {
        r->s++;
    }
}

static bool accept_char(Reader *r, char c)
{
    skip_space(r);
    if (*r->s == c) {
        r->s++;
        return true;
    }
    return false;
}

static void expect_char(Reader *r, char c)
{
    if (!accept_char(r, c)) {
        char what[24];
        snprintf(what, sizeof what, "expected '%c'", c);
        bad_json(r, what);
    }
}

/* Strings without escapes: the keys and values of a position need none. */
static void read_string(Reader *r, char *buf, size_t size)
{
    expect_char(r, '"');
    size_t n = 0;
    while (*r->s && *r->s != '"') {
        if (*r->s == '\\' || (unsigned char)*r->s < 0x20) {
            bad_json(r, "unexpected character in a string");
        }
        if (n + 1 < size) {
            buf[n++] = *r->s;
        }
        r->s++;
    }
    if (*r->s != '"') {
        bad_json(r, "unterminated string");
    }
    r->s++;
    buf[n] = '\0';
}

/* Whole numbers only; a bound well above any count keeps strtol's overflow
 * values out of the messages below. */
static long read_int(Reader *r)
{
    skip_space(r);
    /* JSON's own number syntax: no "+", no space after "-", no leading
     * zero ("04" is no JSON number, though strtol reads it) */
    const char *digits = r->s + (r->s[0] == '-');
    if (*digits < '0' || *digits > '9') {
        bad_json(r, "expected a whole number");
    }
    if (digits[0] == '0' && digits[1] >= '0' && digits[1] <= '9') {
        bad_json(r, "a number cannot start with 0 in JSON");
    }
    char *end;
    long v = strtol(r->s, &end, 10);
    if (end == r->s || *end == '.' || *end == 'e' || *end == 'E') {
        bad_json(r, "expected a whole number");
    }
    if (v > 100000 || v < -100000) {
        /* as typed: strtol turns a longer number into LONG_MAX */
        fail(r, POSJSON_BAD_FIELD,
             "the position holds a number too large (%.*s%s)",
             end - r->s > 40 ? 40 : (int)(end - r->s), r->s,
             end - r->s > 40 ? "…" : "");
    }
    r->s = end;
    return v;
}

static bool read_literal(Reader *r, const char *word)
{
    skip_space(r);
    size_t n = strlen(word);
    if (strncmp(r->s, word, n) == 0) {
        r->s += n;
        return true;
    }
    return false;
}

static void skip_value(Reader *r, int depth)
{
    skip_space(r);
    if (depth > 32) {
        bad_json(r, "nested too deeply");
    }
    char buf[2];
    if (*r->s == '"') {
        read_string(r, buf, sizeof buf);
    } else if (accept_char(r, '[')) {
        if (!accept_char(r, ']')) {
            do {
                skip_value(r, depth + 1);
            } while (accept_char(r, ','));
            expect_char(r, ']');
        }
    } else if (accept_char(r, '{')) {
        if (!accept_char(r, '}')) {
            do {
                read_string(r, buf, sizeof buf);
                expect_char(r, ':');
                skip_value(r, depth + 1);
            } while (accept_char(r, ','));
            expect_char(r, '}');
        }
    } else if (!read_literal(r, "true") && !read_literal(r, "false") &&
               !read_literal(r, "null")) {
        read_int(r);
    }
}

static int read_side(Reader *r, const char *what)
{
    char word[16];
    read_string(r, word, sizeof word);
    if (strcmp(word, "south") == 0) {
        return RULES_SOUTH;
    }
    if (strcmp(word, "north") == 0) {
        return RULES_NORTH;
    }
    fail(r, POSJSON_BAD_FIELD, "%s must be \"south\" or \"north\", not \"%s\"",
         what, word);
}

/* An array of at most RULES_MAX_HOLES numbers or sides; returns the count. */
static int read_array(Reader *r, long *values, bool sides, const char *what)
{
    int n = 0;
    expect_char(r, '[');
    if (accept_char(r, ']')) {
        return 0;
    }
    do {
        if (n == RULES_MAX_HOLES) {
            fail(r, POSJSON_BAD_FIELD, "%s has more than %d entries", what,
                 RULES_MAX_HOLES);
        }
        values[n++] = sides ? read_side(r, what) : read_int(r);
    } while (accept_char(r, ','));
    expect_char(r, ']');
    return n;
}

/* The fields as read, before they are checked and turned into a position. */
typedef struct Fields {
    char game[32];
    long holes_per_row, moves_played, captured[2];
    long holes[RULES_MAX_HOLES], owner[RULES_MAX_HOLES];
    long offer[RULES_MAX_HOLES], marked[RULES_MAX_HOLES];
    int to_move, n_holes, n_owner, n_offer, n_marked;
    /* What the writer derives from Goré's history: whether "legal" was
     * given and listed an offer, and "glory". */
    bool has_legal, legal_offers, no_glory;
} Fields;

/* "legal": a list of moves in notation; only whether it names an offer
 * matters (build()). */
static void read_legal(Reader *r, Fields *f)
{
    f->has_legal = true;
    expect_char(r, '[');
    if (accept_char(r, ']')) {
        return;
    }
    do {
        char move[RULES_MOVE_TEXT_MAX];
        read_string(r, move, sizeof move);
        f->legal_offers = f->legal_offers || strncmp(move, "offer", 5) == 0;
    } while (accept_char(r, ','));
    expect_char(r, ']');
}

static void read_captured(Reader *r, Fields *f)
{
    expect_char(r, '{');
    do {
        char side[16];
        read_string(r, side, sizeof side);
        expect_char(r, ':');
        long v = read_int(r);
        if (strcmp(side, "south") == 0) {
            f->captured[0] = v;
        } else if (strcmp(side, "north") == 0) {
            f->captured[1] = v;
        } else {
            fail(r, POSJSON_BAD_FIELD, "captured has no side \"%s\"", side);
        }
    } while (accept_char(r, ','));
    expect_char(r, '}');
}

static void read_fields(Reader *r, Fields *f)
{
    expect_char(r, '{');
    if (!accept_char(r, '}')) {
        do {
            char key[32];
            read_string(r, key, sizeof key);
            expect_char(r, ':');
            if (strcmp(key, "game") == 0) {
                read_string(r, f->game, sizeof f->game);
            } else if (strcmp(key, "holes_per_row") == 0) {
                f->holes_per_row = read_int(r);
            } else if (strcmp(key, "moves_played") == 0) {
                f->moves_played = read_int(r);
            } else if (strcmp(key, "to_move") == 0) {
                f->to_move = read_side(r, "to_move");
            } else if (strcmp(key, "holes") == 0) {
                f->n_holes = read_array(r, f->holes, false, "holes");
            } else if (strcmp(key, "owner") == 0) {
                f->n_owner = read_array(r, f->owner, true, "owner");
            } else if (strcmp(key, "pending_offer") == 0) {
                if (!read_literal(r, "null")) {
                    f->n_offer =
                        read_array(r, f->offer, false, "pending_offer");
                }
            } else if (strcmp(key, "marked") == 0) {
                f->n_marked = read_array(r, f->marked, false, "marked");
            } else if (strcmp(key, "captured") == 0) {
                read_captured(r, f);
            } else if (strcmp(key, "legal") == 0) {
                read_legal(r, f);
            } else if (strcmp(key, "glory") == 0) {
                f->no_glory = read_literal(r, "false");
                if (!f->no_glory && !read_literal(r, "true")) {
                    bad_json(r, "glory must be true or false");
                }
            } else {
                skip_value(r, 0);
            }
        } while (accept_char(r, ','));
        expect_char(r, '}');
    }
    skip_space(r);
    if (*r->s) {
        bad_json(r, "text after the object");
    }
}

/*
 * Goré's history that changes what the JSON shows, taken back from what it
 * shows: a side to move that must sow before it may offer again (GORE-6)
 * lists no offer in "legal" where one would otherwise be legal; a declined
 * offer (GORE-9) makes "glory" false. So a position written and read back
 * writes the same bytes. What the JSON does not show (the other side's
 * duty to sow, a refusal that does not change "glory") stays unknown.
 */
static void history_from_derived(const Fields *f, RulesPosition *out)
{
    if (!rules_game_info((RulesGameId)out->game)->offers) {
        return;
    }
    if (f->has_legal && !f->legal_offers && !out->offer) {
        RulesMove moves[RULES_MAX_MOVES];
        int n = rules_legal_moves(out, moves);
        for (int i = 0; i < n; i++) {
            if (moves[i].kind == RULES_MOVE_OFFER) {
                out->must_sow =
                    (uint8_t)(out->must_sow | (1u << out->to_move));
                break;
            }
        }
    }
    for (int side = 0; side < 2 && f->no_glory; side++) {
        if (rules_result_note(out) == RULES_RULE_NONE) {
            out->declined = (uint8_t)(out->declined | (1u << side));
            if (rules_result_note(out) == RULES_RULE_NONE) {
                out->declined = (uint8_t)(out->declined & ~(1u << side));
            }
        }
    }
}

static void build(Reader *r, const Fields *f, RulesPosition *out)
{
    RulesGameId game;
    if (!*f->game) {
        fail(r, POSJSON_BAD_FIELD, "\"game\" is missing");
    }
    if (!rules_game_from_name(f->game, &game)) {
        fail(r, POSJSON_BAD_FIELD, "unknown game \"%s\"", f->game);
    }
    if (f->holes_per_row < 0 || f->to_move < 0 || f->n_holes < 0 ||
        f->captured[0] < 0 || f->captured[1] < 0) {
        fail(r, POSJSON_BAD_FIELD,
             "the position needs game, holes_per_row, to_move, holes and "
             "captured (south and north, not negative)");
    }
    /* 0 would be the rules core's "the usual size": not a size */
    if (f->holes_per_row < 1 || f->holes_per_row > RULES_MAX_HOLES ||
        rules_setup(out, game, (int)f->holes_per_row) != RULES_OK) {
        fail(r, POSJSON_BAD_FIELD, "%s has no variant with %ld holes per row",
             f->game, f->holes_per_row);
    }
    if (f->n_holes != out->hole_count) {
        fail(r, POSJSON_BAD_FIELD,
             "%s with %ld holes per row has %d holes, not %d", f->game,
             f->holes_per_row, out->hole_count, f->n_holes);
    }
    if (f->n_owner >= 0 && f->n_owner != out->hole_count) {
        fail(r, POSJSON_BAD_FIELD, "owner has %d entries, not %d",
             f->n_owner, out->hole_count);
    }
    for (int i = 0; i < f->n_holes; i++) {
        if (f->holes[i] < 0 || f->holes[i] > 255) {
            fail(r, POSJSON_BAD_FIELD, "hole %d holds %ld seeds", i,
                 f->holes[i]);
        }
        out->holes[i] = (uint8_t)f->holes[i];
        if (f->n_owner >= 0) {
            uint64_t bit = (uint64_t)1 << i;
            out->north_owned = f->owner[i] == RULES_NORTH
                                   ? out->north_owned | bit
                                   : out->north_owned & ~bit;
        }
    }
    /* the holes that carry the game's mark; the rules core checks that
     * the game marks holes, and the game which it may mark */
    for (int i = 0; i < f->n_marked; i++) {
        if (f->marked[i] < 0 || f->marked[i] >= out->hole_count) {
            fail(r, POSJSON_BAD_FIELD, "marked names hole %ld",
                 f->marked[i]);
        }
        out->marked |= (uint64_t)1 << f->marked[i];
    }
    if (f->captured[0] > 1000 || f->captured[1] > 1000) {
        fail(r, POSJSON_BAD_FIELD, "a captured total is too large");
    }
    out->captured[0] = (uint16_t)f->captured[0];
    out->captured[1] = (uint16_t)f->captured[1];
    out->to_move = (uint8_t)f->to_move;
    /* Offers (GORE-6): only in a game that has them, of its holes. */
    bool offers = rules_game_info(game)->offers;
    for (int i = 0; i < f->n_offer; i++) {
        if (!offers || f->offer[i] < 0 || f->offer[i] >= 8) {
            fail(r, POSJSON_BAD_FIELD, "pending_offer names hole %ld",
                 f->offer[i]);
        }
        out->offer = (uint8_t)(out->offer | (1u << f->offer[i]));
    }
    if (out->offer) {
        /* GORE-6: the side that made the pending offer must sow before it
         * may offer again; the JSON has no key for this, the offer implies
         * it. */
        out->must_sow = (uint8_t)(1u << (1 - f->to_move));
    }
    history_from_derived(f, out);
    /* MOD-4 looks at whether a move has been played: use moves_played when
     * given, else count a position other than the setup as a game under way.
     */
    RulesPosition fresh;
    rules_setup(&fresh, game, (int)f->holes_per_row);
    if (f->moves_played > 60000) {
        fail(r, POSJSON_BAD_FIELD, "moves_played is too large");
    }
    out->moves_played =
        (uint16_t)(f->moves_played >= 0 ? f->moves_played
                                        : !rules_position_same(out, &fresh));
    RulesWhy why;
    if (!rules_position_valid(out, &why)) {
        const char *rule = rules_rule_id(why.rule);
        fail(r, POSJSON_IMPOSSIBLE, "%s%s%s%s", why.text, *rule ? " (" : "",
             rule, *rule ? ")" : "");
    }
}

bool posjson_read(const char *json, RulesPosition *out, PosjsonError *err)
{
    Reader r = {.start = json, .s = json, .err = err};
    /* Not read after a failure, so the longjmp cannot leave them stale. */
    Fields f = {.holes_per_row = -1,
                .moves_played = -1,
                .captured = {-1, -1},
                .to_move = -1,
                .n_holes = -1,
                .n_owner = -1};
    RulesPosition p;
    if (setjmp(r.fail)) {
        return false;
    }
    read_fields(&r, &f);
    build(&r, &f, &p);
    *out = p;
    return true;
}

/* ---- Writing ---- */

const char *posjson_side(int side)
{
    return side == RULES_NORTH ? "north" : "south";
}

const char *posjson_winner(int winner)
{
    switch (winner) {
    case RULES_WINNER_SOUTH:
        return "\"south\"";
    case RULES_WINNER_NORTH:
        return "\"north\"";
    case RULES_WINNER_DRAW:
        return "\"draw\"";
    default:
        return "null";
    }
}

const char *posjson_end_reason(int reason)
{
    /* the finer reasons of being stuck are the same "no-moves" (CLI.md) */
    if (rules_end_stuck(reason)) {
        return "no-moves";
    }
    switch (reason) {
    case RULES_END_GAME_RULE:
        return "game-rule";
    case RULES_END_REPETITION:
        return "repetition";
    default:
        return "none";
    }
}

/* Appends to buf at *len as snprintf would, counting what does not fit. */
static void put(char *buf, size_t size, int *len, const char *fmt, ...)
{
    size_t at = (size_t)*len < size ? (size_t)*len : size;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf + at, size - at, fmt, ap);
    va_end(ap);
    *len += n > 0 ? n : 0;
}

int posjson_hole_set(unsigned mask, char *buf, size_t size)
{
    int len = 0;
    put(buf, size, &len, "[");
    for (int i = 0, first = 1; i < 8; i++) {
        if ((mask >> i) & 1) {
            put(buf, size, &len, "%s%d", first ? "" : ",", i);
            first = 0;
        }
    }
    put(buf, size, &len, "]");
    return len;
}

int posjson_write(const RulesPosition *p, char *buf, size_t size)
{
    int len = 0;
    if (size > 0) {
        buf[0] = '\0';
    }
    put(buf, size, &len,
        "{\"game\":\"%s\",\"holes_per_row\":%d,\"to_move\":\"%s\",",
        rules_game_name((RulesGameId)p->game), p->holes_per_row,
        posjson_side(p->to_move));
    put(buf, size, &len, "\"holes\":[");
    for (int i = 0; i < p->hole_count; i++) {
        put(buf, size, &len, "%s%d", i ? "," : "", p->holes[i]);
    }
    put(buf, size, &len, "],\"owner\":[");
    for (int i = 0; i < p->hole_count; i++) {
        put(buf, size, &len, "%s\"%s\"", i ? "," : "",
            posjson_side(rules_owner(p, i)));
    }
    put(buf, size, &len, "]");
    /* "marked": the holes that carry the mark, in a game that marks some */
    const RulesGameInfo *info = rules_game_info((RulesGameId)p->game);
    if (info->mark_rule != RULES_RULE_NONE) {
        put(buf, size, &len, ",\"marked\":[");
        for (int i = 0, first = 1; i < p->hole_count; i++) {
            if ((p->marked >> i) & 1) {
                put(buf, size, &len, "%s%d", first ? "" : ",", i);
                first = 0;
            }
        }
        put(buf, size, &len, "]");
    }
    put(buf, size, &len, ",\"captured\":{\"south\":%d,\"north\":%d},",
        p->captured[0], p->captured[1]);
    put(buf, size, &len, "\"pending_offer\":");
    if (p->offer) {
        char set[32];
        posjson_hole_set(p->offer, set, sizeof set);
        put(buf, size, &len, "%s", set);
    } else {
        put(buf, size, &len, "null");
    }
    put(buf, size, &len, ",\"over\":%s,\"winner\":%s,\"legal\":[",
        p->over ? "true" : "false",
        posjson_winner(p->over ? p->winner : RULES_WINNER_NONE));
    RulesMove moves[RULES_MAX_MOVES];
    int n = rules_legal_moves(p, moves);
    for (int i = 0; i < n; i++) {
        char text[RULES_MOVE_TEXT_MAX];
        rules_move_format(moves[i], text, sizeof text);
        put(buf, size, &len, "%s\"%s\"", i ? "," : "", text);
    }
    put(buf, size, &len, "],\"moves_played\":%d", p->moves_played);
    /* CLI.md: "points" for a game with its own match points (URIM-9),
     * "glory" for a game whose result may say GORE-9's label. */
    if (info->points) {
        put(buf, size, &len, ",\"points\":%d", rules_match_points(p));
    }
    if (info->note_rule == RULES_RULE_GORE_9) {
        put(buf, size, &len, ",\"glory\":%s",
            rules_result_note(p) == RULES_RULE_GORE_9 ? "false" : "true");
    }
    if (p->over) {
        put(buf, size, &len, ",\"end_reason\":\"%s\",\"end_rule\":\"%s\"",
            posjson_end_reason(p->end_reason),
            rules_rule_id((RulesRule)p->end_rule));
    } else {
        put(buf, size, &len, ",\"end_reason\":null");
    }
    put(buf, size, &len, "}");
    return len;
}
