/* json.c: positions (posjson's writer) and trace events as JSON lines, and reading a position back (--position). */
#include "cli.h"

#include "posjson.h"

void cli_print_position(FILE *out, const RulesPosition *p)
{
    char json[POSJSON_MAX];
    posjson_write(p, json, sizeof json);
    fprintf(out, "%s\n", json);
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
    case RULES_EV_DECLINE: {
        char set[32];
        posjson_hole_set(e->extra, set, sizeof set);
        fprintf(out, ",\"holes\":%s", set);
        break;
    }
    case RULES_EV_END:
        fprintf(out, ",\"reason\":\"%s\",\"winner\":%s",
                posjson_end_reason(e->count), posjson_winner(e->extra));
        break;
    case RULES_EV_PASS:
    case RULES_EV_SKIP:
        break;
    default:
        fprintf(out, ",\"count\":%d", e->count);
        break;
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
