/* learn.h: Learn mode's data: lessons (docs/LESSON-FORMAT.md), step checks, demonstration games and lesson progress. */
#ifndef LEARN_H
#define LEARN_H

#include "rules.h"

#include <stdbool.h>
#include <stddef.h>

/*
 * A lesson is a text file, one per game and language, of short steps. Each
 * step sets up a prepared position, asks the learner for one move, and
 * explains that move with a caption while the screen animates it. The
 * loader checks everything the screen relies on: every position can exist
 * (rules_position_valid), belongs to the lesson's game, and the expected
 * move is legal there. learn_step_check() further checks that the caption
 * names the rules the move really shows; the tests run it on every lesson.
 *
 * Ownership: learn_lesson_load() returns a lesson the caller frees with
 * learn_lesson_free(); its strings belong to it.
 */

enum {
    LEARN_MAX_STEPS = 24,
    LEARN_MAX_ILLEGAL = 4,          /* `illegal:` moves of one step */
    LEARN_MAX_BEFORE = 48,          /* `before:` moves of one step */
    LEARN_MAX_FILE_BYTES = 256 * 1024,
    LEARN_LANG_MAX = 8
};

/* Why loading or checking failed: "file:line: message". */
typedef struct LearnError {
    char text[640];
    int line; /* 0 when no line is to blame (a missing file) */
} LearnError;

typedef struct LearnStep {
    int line;               /* line of its `step:` */
    char *title;            /* `step:` */
    /* The position the learner moves from: `position:`, or, after
     * `before:`, where its moves lead. */
    RulesPosition position;
    /* `before:`: moves played from `start` (the `position:` written) to
     * reach `position`, which the game remembers (BAO-7's repeated
     * position needs the game's history); 0 moves: start is position. */
    RulesPosition start;
    RulesMove before[LEARN_MAX_BEFORE];
    int before_count;
    /* `match:`: the step's game is one game of a match (URIM-10) to
     * match_target points, the players having match_points so far, the
     * game begun by match_first; match_target 0: a game on its own. */
    int match_target;
    int match_points[2];
    RulesSide match_first;
    char *prompt;           /* `prompt:`: what to look at, which move */
    RulesMove move;         /* `move:`: the only move accepted */
    char *caption;          /* `caption:`: shown while the move plays */
    char *wrong;            /* `wrong:` (optional, else NULL) */
    /* `illegal:`: moves a learner may try that the rules forbid here; the
     * screen explains them with rules_is_legal()'s reason. */
    RulesMove illegal[LEARN_MAX_ILLEGAL];
    int illegal_count;
    /* `rules:`: the clauses the step teaches, each shown by its move, one
     * of its `illegal:` moves or its position (learn_step_check). Kept out
     * of the texts, which players read in plain words. */
    bool teaches[RULES_RULE_COUNT];
} LearnStep;

typedef struct LearnLesson {
    char *path;       /* as given to the loader */
    char *title;      /* `lesson:` */
    RulesGameId game; /* `game:` */
    LearnStep *steps;
    size_t count;     /* at least 1 */
} LearnLesson;

/*
 * Reads and checks a lesson. Returns NULL and fills `err` (may be NULL) on
 * any problem: a missing, unreadable or too large file, invalid UTF-8, an
 * unknown or repeated key, a step without its position, prompt, move or
 * caption, malformed JSON, a position that cannot exist or is of another
 * game, or an expected move that is malformed or not legal there.
 */
LearnLesson *learn_lesson_load(const char *path, LearnError *err);
/* The same from memory; `name` stands for the path in messages. */
LearnLesson *learn_lesson_parse(const char *name, const char *text,
                                size_t len, LearnError *err);
void learn_lesson_free(LearnLesson *lesson);

/* How the screen names hole `hole` of position `p` (writing into `buf` of
 * `size` bytes); returns the name. */
typedef const char *(*LearnHoleName)(const RulesPosition *p, int hole,
                                     char *buf, size_t size, void *ctx);
/*
 * A prompt, caption or wrong names a hole with a mark, "{4}" for hole 4
 * (docs/RULES.md C-4), which the loader checks against the step's board. This
 * writes every mark of a lesson as `name` says (the screen passes the
 * names its board shows). False when out of memory.
 */
bool learn_lesson_name_holes(LearnLesson *lesson, LearnHoleName name,
                             void *ctx);

/*
 * <data_dir>/rules/lessons/<game>.lesson.<lang>.txt. Returns 0, or -1 when
 * it does not fit in `buf` or an argument is empty.
 */
int learn_lesson_path(const char *data_dir, RulesGameId game,
                      const char *lang, char *buf, size_t size);
/* Loads the lesson of a game in `lang`, falling back to English when that
 * language has none. */
LearnLesson *learn_lesson_load_game(const char *data_dir, RulesGameId game,
                                    const char *lang, LearnError *err);

/*
 * Reads a position in the JSON of `mancala-cli state` (docs/CLI.md): game,
 * holes_per_row, to_move, holes, captured are required; owner,
 * pending_offer, moves_played optional; other keys are ignored. Without
 * moves_played, a position equal to the setup counts as the start of a
 * game and any other as a game under way (MOD-4). Fills `why` (of `size`
 * bytes) and returns false when the text is malformed or the position
 * cannot exist.
 */
bool learn_position_parse(const char *json, RulesPosition *out, char *why,
                          size_t size);

/* ---- What a step shows ---- */

/*
 * The rule ids a text names ("(GORE-4, GORE-5)"): sets `names[r]` for each.
 * Returns how many different rules it names.
 */
int learn_rules_named(const char *text, bool names[RULES_RULE_COUNT]);

/*
 * The rules a move reports: every rule of its trace, plus the game's match
 * points clause (RulesGameInfo.points_rule, URIM-9) when it ends a game
 * that scores them. `must[r]` is set for those a caption
 * has to name: the rules of captures, skips and notes (a capture that a
 * rule stopped).
 */
void learn_rules_reported(const RulesPosition *after, const RulesTrace *trace,
                          bool reported[RULES_RULE_COUNT],
                          bool must[RULES_RULE_COUNT]);

/*
 * Plays `m` (legal in st->position) as the step's game would: after the
 * step's `before:` moves, so that a position seen before ends the game
 * (C-6, BAO-7). `trace` may be NULL. False when out of memory.
 */
bool learn_step_play(const LearnStep *st, RulesMove m, RulesPosition *after,
                     RulesTrace *trace);

/*
 * After a match step's move ends its game (`after`), the match: the
 * points of both players with this game's (rules_match_points) into
 * points[], and, when no one has reached the target, the next game's
 * start in `next`, begun by the other player (URIM-10). Returns true when
 * the match goes on; false when it is won, or the step is no match step
 * or its game not over.
 */
bool learn_step_next_game(const LearnStep *st, const RulesPosition *after,
                          int points[2], RulesPosition *next);

/*
 * Checks that a step teaches what it says: every rule of its `rules:` is
 * reported by the move's trace (played with the step's history), or is the
 * reason one of its `illegal:` moves is refused, or is the game's setup
 * clause and the position is the game's start, or is the game's match
 * clause (RulesGameInfo.match_rule) and the move ends a game of a match;
 * `rules:` names every capture, skip and note rule of the trace; and each
 * `illegal:` move is indeed illegal. `name` is the lesson's path for
 * messages. Returns false and fills `err`.
 */
bool learn_step_check(const char *name, const LearnStep *step,
                      LearnError *err);

/* ---- Demonstration games ("Watch a game") ---- */

/*
 * A recorded game in the save format of docs/SAVE-FORMAT.md, replayed with
 * session_load() and session_replay_step():
 * <data_dir>/rules/demos/<game>.mancala. Returns 0, or -1 when it does not
 * fit or an argument is empty.
 */
int learn_demo_path(const char *data_dir, RulesGameId game, char *buf,
                    size_t size);

/* ---- Progress: the lessons a player has finished ---- */

typedef struct LearnProgress {
    bool done[RULES_GAME_COUNT];
} LearnProgress;

/* <pref_dir>/lessons.txt (pref_dir may end in '/'). */
int learn_progress_path(const char *pref_dir, char *buf, size_t size);
/*
 * Reads the progress file. A missing file is no error (nothing finished
 * yet). Unknown game names are skipped, so an older program can read a
 * newer file. Returns false only when the file exists but cannot be read.
 */
bool learn_progress_load(const char *pref_dir, LearnProgress *out,
                         LearnError *err);
/*
 * Writes the progress to "<path>.tmp" and renames it over the file, so a
 * crash never leaves half a file. Creates nothing but the file: pref_dir
 * must exist. Returns false and fills `err` on failure.
 */
bool learn_progress_save(const char *pref_dir, const LearnProgress *p,
                         LearnError *err);
/*
 * Marks the lesson of `game` finished, as a window does: under the
 * folder's lock (safeio_lock()) the file is read again and the game's line
 * added when missing, so the lessons another window finished meanwhile,
 * and names a newer program wrote, are kept. `out` (may be NULL) gets the
 * progress as it now stands. False with `err` filled when the file cannot
 * be read or written (it is then unchanged).
 */
bool learn_progress_mark(const char *pref_dir, RulesGameId game,
                         LearnProgress *out, LearnError *err);

#endif
