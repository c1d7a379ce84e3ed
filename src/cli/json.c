/* json.c: positions (posjson's writer) and trace events as JSON lines, and reading a position back (--position). */
#include "cli.h"

#include "posjson.h"

void cli_print_position(FILE *out, const RulesPosition *p)
{
    char json[POSJSON_MAX];
    posjson_write(p, json, sizeof json);
    fprintf(out, "%s\n", json);
}

/* An event's fields as its row (RULES_EVENT_LIST) says what they hold:
 * no event kind is named here, so a new row prints without a change. What
 * an event changes of its hole (a new owner, a mark) shows in the position
 * printed after the move. */
void cli_print_event(FILE *out, const RulesEvent *e)
{
    const RulesEventShape *row = rules_event_shape(e->kind);
    fprintf(out, "{\"event\":\"%s\"", row->name);
    if (e->hole != RULES_NO_HOLE) {
        fprintf(out, ",\"hole\":%d", e->hole);
    }
    if (row->extra == RULES_EXTRA_HOLES) {
        char set[32];
        posjson_hole_set(e->extra, set, sizeof set);
        fprintf(out, ",\"holes\":%s", set);
    }
    if (row->says == RULES_SAYS_COUNTERS) {
        fprintf(out, ",\"count\":%d", e->count);
    } else if (row->says == RULES_SAYS_END_REASON) {
        fprintf(out, ",\"reason\":\"%s\"", posjson_end_reason(e->count));
    }
    if (row->extra == RULES_EXTRA_WINNER) {
        fprintf(out, ",\"winner\":%s", posjson_winner(e->extra));
    }
    fprintf(out, ",\"side\":\"%s\"", posjson_side(e->side));
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
