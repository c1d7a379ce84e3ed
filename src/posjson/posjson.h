/* posjson.h: reads a position back from the JSON that mancala-cli state prints (mancala-cli --position, lesson files). */
#ifndef POSJSON_H
#define POSJSON_H

#include "rules.h"

#include <stdbool.h>

/* Why reading stopped. Each user words the first two kinds itself (the CLI
 * quotes the text near the fault, a lesson names the column); the third is
 * complete as it stands. */
typedef enum PosjsonFault {
    POSJSON_NOT_JSON,   /* text: what was wrong; column: where */
    POSJSON_IMPOSSIBLE, /* text: the rules core's reason (and rule id) */
    POSJSON_BAD_FIELD   /* text: the whole message */
} PosjsonFault;

typedef struct PosjsonError {
    PosjsonFault fault;
    int column; /* POSJSON_NOT_JSON: byte column from 1; 0 at the end */
    char text[200];
} PosjsonError;

/* Reads json (keys game, holes_per_row, to_move, holes, owner, captured,
 * pending_offer, moves_played; others ignored) into *out. On a problem
 * returns false, fills *err and leaves *out alone. */
bool posjson_read(const char *json, RulesPosition *out, PosjsonError *err);

#endif
