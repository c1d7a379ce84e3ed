/* session_internal.h: what the session's own files share: the Session struct and helpers. */
#ifndef SESSION_INTERNAL_H
#define SESSION_INTERNAL_H

#include "session.h"

#include <stdarg.h>

struct Session {
    RulesGame game;        /* the live game: start, moves, positions */
    SessionMoveInfo *info; /* info[i] describes game.moves[i] */
    size_t info_cap;
    RulesMove *redo; /* undone moves; redo[redo_len - 1] is redone first */
    size_t redo_len, redo_cap;
    RulesTrace scratch; /* reused when the caller wants no trace */
    bool browsing; /* the move list shows an earlier position */
    size_t browse_at; /* the shown position's index while browsing */
    RulesGameId id;
    int holes_per_row;
    RulesSide first; /* who moved first in this game */
    int target;      /* match target, 0 outside a match */
    int banked[2];   /* match points of the games before this one */
    int hints[2];    /* hints each side was shown: this game, or match */
    /* this game's number in its match, counted since session_set_match;
     * 0 when not known (a save does not hold it) */
    int game_no;
    char names[2][SESSION_NAME_MAX];
    char date[SESSION_DATE_MAX];
    SessionOpponent opponent; /* sides 0: two people */
    /* A game from a board set up by hand (the editor), not the game's own
     * start: its first position, saved as a "start:" line. */
    bool set_up;
    RulesPosition start;
};

/* Starts the session's game afresh from its first position (the game's
 * own start, or the set-up board). False when out of memory. */
bool session_start_game(Session *s);

/* The "start:" line's value for a set-up board, and back: false (with
 * `why`) for words that are not one, or a board no game can start from. */
int session_start_words(const RulesPosition *p, char *buf, size_t size);
bool session_start_parse(char *value, RulesGameId game, int holes,
                         RulesSide first, RulesPosition *out, char *why,
                         size_t why_size);

/*
 * A session whose game starts with `first` to move (North only in a game
 * of a match). NULL on a bad game or variant, or out of memory.
 */
Session *session_create(RulesGameId game, int holes_per_row, RulesSide first,
                        const char *south_name, const char *north_name);

/* Fills `err` (if not NULL): "name:line: text", or "name: text" for line 0,
 * or just the text when name is NULL. Returns `status`. */
SessionStatus session_fail(SessionError *err, SessionStatus status,
                           const char *name, int line, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 5, 6)))
#endif
    ;

/* Resets `err` to SESSION_OK with an empty message. */
void session_error_clear(SessionError *err);

/* The players' names when none is given: "South", "North". */
extern const char *const session_default_names[2];

/* The first word of every save file, before its format version. */
#define SESSION_MAGIC "mancala-atlas-save"
/* The computer's sides in a "computer:" line, by SessionOpponent.sides:
 * bit (1 << side). */
extern const char *const session_side_words[4];

/* Writes `data` to `path` as safeio_write_atomic() does; `err` names the
 * file and the reason. */
SessionStatus session_write_atomic(const char *path, const char *data,
                                   size_t len, SessionError *err);

#endif
