/* json.c: positions and trace events as JSON lines, and reading a position back (--position). */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

static const char *side_name(int side)
{
    return side == RULES_NORTH ? "north" : "south";
}

static const char *winner_name(int winner)
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

static const char *end_reason_name(int reason)
{
    switch (reason) {
    case RULES_END_GAME_RULE:
        return "game-rule";
    case RULES_END_NO_MOVES:
        return "no-moves";
    case RULES_END_REPETITION:
        return "repetition";
    default:
        return "none";
    }
}

static void print_hole_set(FILE *out, unsigned mask)
{
    fputc('[', out);
    for (int i = 0, first = 1; i < 8; i++) {
        if ((mask >> i) & 1) {
            fprintf(out, "%s%d", first ? "" : ",", i);
            first = 0;
        }
    }
    fputc(']', out);
}

void cli_print_position(FILE *out, const RulesPosition *p)
{
    fprintf(out, "{\"game\":\"%s\",\"holes_per_row\":%d,\"to_move\":\"%s\",",
            rules_game_name((RulesGameId)p->game), p->holes_per_row,
            side_name(p->to_move));
    fputs("\"holes\":[", out);
    for (int i = 0; i < p->hole_count; i++) {
        fprintf(out, "%s%d", i ? "," : "", p->holes[i]);
    }
    fputs("],\"owner\":[", out);
    for (int i = 0; i < p->hole_count; i++) {
        fprintf(out, "%s\"%s\"", i ? "," : "", side_name(rules_owner(p, i)));
    }
    fprintf(out, "],\"captured\":{\"south\":%d,\"north\":%d},",
            p->captured[0], p->captured[1]);
    fputs("\"pending_offer\":", out);
    if (p->offer) {
        print_hole_set(out, p->offer);
    } else {
        fputs("null", out);
    }
    fprintf(out, ",\"over\":%s,\"winner\":%s,\"legal\":[",
            p->over ? "true" : "false",
            winner_name(p->over ? p->winner : RULES_WINNER_NONE));
    RulesMove moves[RULES_MAX_MOVES];
    int n = rules_legal_moves(p, moves);
    for (int i = 0; i < n; i++) {
        char text[RULES_MOVE_TEXT_MAX];
        rules_move_format(moves[i], text, sizeof text);
        fprintf(out, "%s\"%s\"", i ? "," : "", text);
    }
    fprintf(out, "],\"moves_played\":%d", p->moves_played);
    if (p->game == RULES_GAME_URIM) {
        fprintf(out, ",\"points\":%d", rules_urim_points(p));
    }
    if (p->game == RULES_GAME_GORE) {
        fprintf(out, ",\"glory\":%s", rules_glory(p) ? "true" : "false");
    }
    if (p->over) {
        fprintf(out, ",\"end_reason\":\"%s\",\"end_rule\":\"%s\"",
                end_reason_name(p->end_reason),
                rules_rule_id((RulesRule)p->end_rule));
    } else {
        fputs(",\"end_reason\":null", out);
    }
    fputs("}\n", out);
}

void cli_print_event(FILE *out, const RulesEvent *e)
{
    fprintf(out, "{\"event\":\"%s\"", rules_event_name((RulesEventKind)e->kind));
    if (e->hole != RULES_NO_HOLE) {
        fprintf(out, ",\"hole\":%d", e->hole);
    }
    switch (e->kind) {
    case RULES_EV_OFFER:
    case RULES_EV_ACCEPT:
    case RULES_EV_DECLINE:
        fputs(",\"holes\":", out);
        print_hole_set(out, e->extra);
        break;
    case RULES_EV_END:
        fprintf(out, ",\"reason\":\"%s\",\"winner\":%s",
                end_reason_name(e->count), winner_name(e->extra));
        break;
    case RULES_EV_PASS:
    case RULES_EV_SKIP:
        break;
    default:
        fprintf(out, ",\"count\":%d", e->count);
        break;
    }
    fprintf(out, ",\"side\":\"%s\"", side_name(e->side));
    if (e->lap) {
        fprintf(out, ",\"lap\":%d", e->lap);
    }
    if (e->rule != RULES_RULE_NONE) {
        fprintf(out, ",\"rule\":\"%s\"", rules_rule_id((RulesRule)e->rule));
    }
    fputs("}\n", out);
}

/* ---- Reading a position: a small strict JSON reader ---- */

typedef struct Reader {
    const char *s;
} Reader;

static void skip_space(Reader *r)
{
    while (*r->s == ' ' || *r->s == '\t' || *r->s == '\n' || *r->s == '\r') {
        r->s++;
    }
}

static _Noreturn void bad_json(const Reader *r, const char *what)
{
    cli_fail("--position is not valid JSON: %s near \"%.12s\"", what, r->s);
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

/* A string without escapes into buf (key names and our values need none). */
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

static long read_int(Reader *r)
{
    skip_space(r);
    char *end;
    long v = strtol(r->s, &end, 10);
    if (end == r->s || *end == '.' || *end == 'e' || *end == 'E') {
        bad_json(r, "expected a whole number");
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
                char key[2];
                read_string(r, key, sizeof key);
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
    cli_fail("--position: %s must be \"south\" or \"north\", not \"%s\"",
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
            cli_fail("--position: %s has more than %d entries", what,
                     RULES_MAX_HOLES);
        }
        values[n++] = sides ? read_side(r, what) : read_int(r);
    } while (accept_char(r, ','));
    expect_char(r, ']');
    return n;
}

void cli_parse_position(const char *json, RulesPosition *out)
{
    Reader r = {json};
    char game_name[32] = "";
    long holes_per_row = -1, moves_played = -1, holes[RULES_MAX_HOLES], owner[RULES_MAX_HOLES];
    long captured[2] = {-1, -1}, offer[RULES_MAX_HOLES];
    int to_move = -1, n_holes = -1, n_owner = -1, n_offer = 0;
    expect_char(&r, '{');
    if (!accept_char(&r, '}')) {
        do {
            char key[32];
            read_string(&r, key, sizeof key);
            expect_char(&r, ':');
            if (strcmp(key, "game") == 0) {
                read_string(&r, game_name, sizeof game_name);
            } else if (strcmp(key, "holes_per_row") == 0) {
                holes_per_row = read_int(&r);
            } else if (strcmp(key, "moves_played") == 0) {
                moves_played = read_int(&r);
            } else if (strcmp(key, "to_move") == 0) {
                to_move = read_side(&r, "to_move");
            } else if (strcmp(key, "holes") == 0) {
                n_holes = read_array(&r, holes, false, "holes");
            } else if (strcmp(key, "owner") == 0) {
                n_owner = read_array(&r, owner, true, "owner");
            } else if (strcmp(key, "pending_offer") == 0) {
                if (!read_literal(&r, "null")) {
                    n_offer = read_array(&r, offer, false, "pending_offer");
                }
            } else if (strcmp(key, "captured") == 0) {
                expect_char(&r, '{');
                do {
                    char side[16];
                    read_string(&r, side, sizeof side);
                    expect_char(&r, ':');
                    long v = read_int(&r);
                    if (strcmp(side, "south") == 0) {
                        captured[0] = v;
                    } else if (strcmp(side, "north") == 0) {
                        captured[1] = v;
                    } else {
                        cli_fail("--position: captured has no side \"%s\"",
                                 side);
                    }
                } while (accept_char(&r, ','));
                expect_char(&r, '}');
            } else {
                skip_value(&r, 0);
            }
        } while (accept_char(&r, ','));
        expect_char(&r, '}');
    }
    skip_space(&r);
    if (*r.s) {
        bad_json(&r, "text after the object");
    }

    RulesGameId game;
    if (!*game_name) {
        cli_fail("--position: \"game\" is missing");
    }
    if (!rules_game_from_name(game_name, &game)) {
        cli_fail("--position: unknown game \"%s\"", game_name);
    }
    if (holes_per_row < 0 || to_move < 0 || n_holes < 0 || captured[0] < 0 ||
        captured[1] < 0) {
        cli_fail("--position needs game, holes_per_row, to_move, holes and "
                 "captured (south and north, not negative)");
    }
    if (holes_per_row > 12 ||
        rules_setup(out, game, (int)holes_per_row) != RULES_OK) {
        cli_fail("--position: %s has no variant with %ld holes per row",
                 game_name, holes_per_row);
    }
    if (n_holes != out->hole_count) {
        cli_fail("--position: %s with %ld holes per row has %d holes, not %d",
                 game_name, holes_per_row, out->hole_count, n_holes);
    }
    if (n_owner >= 0 && n_owner != out->hole_count) {
        cli_fail("--position: owner has %d entries, not %d", n_owner,
                 out->hole_count);
    }
    for (int i = 0; i < n_holes; i++) {
        if (holes[i] < 0 || holes[i] > 255) {
            cli_fail("--position: hole %d holds %ld counters", i, holes[i]);
        }
        out->holes[i] = (uint8_t)holes[i];
        if (n_owner >= 0) {
            uint64_t bit = (uint64_t)1 << i;
            out->north_owned = owner[i] == RULES_NORTH
                                   ? out->north_owned | bit
                                   : out->north_owned & ~bit;
        }
    }
    if (captured[0] > 1000 || captured[1] > 1000) {
        cli_fail("--position: a captured total is too large");
    }
    out->captured[0] = (uint16_t)captured[0];
    out->captured[1] = (uint16_t)captured[1];
    out->to_move = (uint8_t)to_move;
    for (int i = 0; i < n_offer; i++) {
        if (game != RULES_GAME_GORE || offer[i] < 0 || offer[i] >= 8) {
            cli_fail("--position: pending_offer names hole %ld", offer[i]);
        }
        out->offer = (uint8_t)(out->offer | (1u << offer[i]));
    }
    if (out->offer) {
        /* GORE-6: the side that made the pending offer must sow before it
         * may offer again; the JSON has no key for this, the offer implies
         * it. */
        out->must_sow = (uint8_t)(1u << (1 - to_move));
    }
    /* MOD-4 looks at whether a move has been played: use moves_played when
     * given, else count a position other than the setup as a game under way.
     */
    RulesPosition fresh;
    rules_setup(&fresh, game, (int)holes_per_row);
    if (moves_played > 60000) {
        cli_fail("--position: moves_played is too large");
    }
    out->moves_played =
        (uint16_t)(moves_played >= 0 ? moves_played
                                     : !rules_position_same(out, &fresh));
    RulesWhy why;
    if (!rules_position_valid(out, &why)) {
        const char *rule = rules_rule_id(why.rule);
        cli_fail("--position cannot exist: %s%s%s%s", why.text,
                 *rule ? " (" : "", rule, *rule ? ")" : "");
    }
}
