/* json.c: positions and trace events as JSON lines, and reading a position back (--position). */
#include "cli.h"

#include "posjson.h"

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
    /* CLI.md: "points" for a game with its own match points (URIM-9),
     * "glory" for a game whose result may say GORE-9's label. */
    const RulesGameInfo *info = rules_game_info((RulesGameId)p->game);
    if (info->points) {
        fprintf(out, ",\"points\":%d", rules_match_points(p));
    }
    if (info->note_rule == RULES_RULE_GORE_9) {
        fprintf(out, ",\"glory\":%s",
                rules_result_note(p) == RULES_RULE_GORE_9 ? "false" : "true");
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

/* ---- Reading a position back: the shared reader, in the CLI's words ---- */

void cli_parse_position(const char *json, RulesPosition *out)
{
    PosjsonError err;
    if (posjson_read(json, out, &err)) {
        return;
    }
    if (err.fault == POSJSON_NOT_JSON) {
        const char *near = err.column > 0 ? json + err.column - 1 : "";
        cli_fail("--position is not valid JSON: %s near \"%.12s\"", err.text,
                 near);
    }
    if (err.fault == POSJSON_IMPOSSIBLE) {
        cli_fail("--position cannot exist: %s", err.text);
    }
    cli_fail("--position: %s", err.text);
}
