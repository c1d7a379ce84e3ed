/* json.c: reads a lesson step's position (the JSON that mancala-cli state prints) with the shared reader. */
#include "learn.h"

#include "posjson.h"

#include <stdio.h>

bool learn_position_parse(const char *json, RulesPosition *out, char *why,
                          size_t size)
{
    PosjsonError err;
    if (posjson_read(json, out, &err)) {
        return true;
    }
    if (!why || size == 0) {
        return false;
    }
    /* The caller adds the file and line; the column completes the place. */
    if (err.fault == POSJSON_NOT_JSON && err.column > 0) {
        snprintf(why, size, "the position is not valid JSON: %s at column %d",
                 err.text, err.column);
    } else if (err.fault == POSJSON_NOT_JSON) {
        snprintf(why, size, "the position is not valid JSON: %s at its end",
                 err.text);
    } else if (err.fault == POSJSON_IMPOSSIBLE) {
        snprintf(why, size, "this position cannot exist: %s", err.text);
    } else {
        snprintf(why, size, "%s", err.text);
    }
    return false;
}
