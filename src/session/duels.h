/* duels.h: two people on one screen, by name: their head-to-head tally per game (wins each, draws), kept in duels.txt in the data folder. */
#ifndef DUELS_H
#define DUELS_H

#include <stdbool.h>
#include <stddef.h>

/*
 * The file (docs/SAVE-FORMAT.md, "Head to head") is UTF-8 text: a first
 * line "mancala-atlas-duels 1", then one line a game and pair of names,
 *     <game> TAB <name> TAB <name> TAB <wins> <draws> <wins>
 * the names in byte order, each pair's wins in the names' order. It is
 * replaced whole, atomically, and only by duels_count() under the data
 * folder's lock, so two windows on one folder both count. A damaged file
 * is set aside as duels.txt.bad, never written over.
 */

enum {
    DUELS_MAX = 200,     /* pairs of names and games kept (the oldest go) */
    DUELS_NAME_MAX = 32, /* a name's bytes, with the NUL */
    DUELS_GAME_MAX = 24,
    DUELS_COUNT_MAX = 1000000000
};

typedef struct Duel {
    char game[DUELS_GAME_MAX];     /* rules_game_name(): "gore" */
    char names[2][DUELS_NAME_MAX]; /* strcmp(names[0], names[1]) < 0 */
    long wins[2], draws;
} Duel;

typedef struct Duels {
    Duel items[DUELS_MAX]; /* the last counted last */
    int count;
} Duels;

/* Reads <dir>/duels.txt; a missing file is an empty tally (true). False
 * with the reason in `why` for a file that is not one (`out` empty). */
bool duels_load(const char *dir, Duels *out, char *why, size_t why_size);
/* A game between `a` and `b` (names as typed: tabs and line breaks become
 * spaces, cut to DUELS_NAME_MAX - 1 bytes at a character's end) won by
 * `winner` 0 (a), 1 (b) or -1 (a draw). False for an empty name or the
 * same name twice. */
bool duels_add(Duels *d, const char *game, const char *a, const char *b,
               int winner);
/* Counts one game into the folder's file (read again under the folder's
 * lock, the game added, written); `out` gets the tally as it now stands.
 * 0, or an errno of the write (EINVAL: not a pair duels_add takes). */
int duels_count(const char *dir, const char *game, const char *a,
                const char *b, int winner, Duels *out);
/* A pair's tally, `a` first: wins[0] are a's; false before their first
 * game. */
bool duels_find(const Duels *d, const char *game, const char *a,
                const char *b, Duel *out);

#endif
