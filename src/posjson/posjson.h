/* posjson.h: a position as the JSON that mancala-cli state prints, and back (mancala-cli --position, lesson files, the board editor's copy and paste). */
#ifndef POSJSON_H
#define POSJSON_H

#include "rules.h"

#include <stdbool.h>
#include <stddef.h>

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

enum { POSJSON_MAX = 4096 }; /* room for the longest position (Bao Kigogo) */

/* Writes the position as `mancala-cli state` prints it (CLI.md), one line
 * without its newline; returns the length as snprintf does. For a position
 * that is not over, posjson_read() of it gives a position that writes the
 * same bytes again: the reader takes what "legal" and "glory" say of
 * Goré's history (GORE-6, GORE-9) back from them. */
int posjson_write(const RulesPosition *p, char *buf, size_t size);

/* The words of that JSON, shared with mancala-cli's trace events:
 * "south"/"north"; a winner as a JSON value ("\"south\"", ..., "null");
 * an end reason ("game-rule", "no-moves", "repetition", "none"); a set of
 * holes as a JSON array ("[1,3]"). */
const char *posjson_side(int side);
const char *posjson_winner(int winner);
const char *posjson_end_reason(int reason);
int posjson_hole_set(unsigned mask, char *buf, size_t size);

#endif
