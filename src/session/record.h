/* record.h: the player's record against the computer: per game and level, games won, drawn and lost and the best winning margin, kept in record.txt in the data folder. */
#ifndef RECORD_H
#define RECORD_H

#include <stdbool.h>
#include <stddef.h>

/*
 * The file (docs/SAVE-FORMAT.md, "The record") is text: a first line
 * "mancala-atlas-record 1", then one line a game and level:
 *     <game> <level> <won> <drawn> <lost> <best margin or ->
 * Games and levels are kept by name, so a record written by a newer
 * version with more games or levels keeps them when an older one saves.
 * It is replaced whole, atomically (safeio_write_atomic()), and only by
 * record_count(): under the data folder's lock it reads the file again and
 * adds the one game, so two windows open on one folder both count.
 */

enum {
    RECORD_VERSION = 1,
    RECORD_MAX = 64,      /* game and level pairs kept */
    RECORD_NAME_MAX = 24, /* a game or level name, with the NUL */
    RECORD_PATH_MAX = 1100,
    RECORD_FILE_MAX = 64 * 1024, /* a larger file is damaged */
    RECORD_COUNT_MAX = 1000000000, /* games counted, at most */
    RECORD_MARGIN_MAX = 1000
};

typedef struct RecordEntry {
    char game[RECORD_NAME_MAX];  /* rules_game_name(): "bao-kigogo" */
    char level[RECORD_NAME_MAX]; /* ai_level_name(): "expert" */
    long won, drawn, lost;
    /* the largest margin of a game won without a hint; -1 before any
     * (so a path's "win without hints" step wants it at 0 or more) */
    int best_margin;
} RecordEntry;

typedef struct Record {
    RecordEntry entries[RECORD_MAX];
    int count;
    /* Written by a newer version: shown, never saved over (record_save
     * refuses). */
    bool read_only;
} Record;

typedef enum RecordStatus {
    RECORD_OK = 0,
    RECORD_DAMAGED, /* moved aside to `kept_as`; the record starts empty */
    RECORD_NEWER,   /* a newer version's file, left as it is: read_only */
    RECORD_ERR_READ,  /* cannot be read (a folder, a pipe, no permission) */
    RECORD_ERR_WRITE, /* cannot be written; the file on disk is intact */
    RECORD_ERR_FULL,  /* RECORD_MAX pairs already */
    RECORD_ERR_NAME   /* a game or level name the file cannot hold */
} RecordStatus;

/* What went wrong, for the front end to word (and translate): `line`
 * (from 1; 0 for the whole file) and `detail` in English, `kept_as` the
 * damaged file's new name. */
typedef struct RecordError {
    RecordStatus status;
    int line;
    char detail[160];
    char kept_as[RECORD_PATH_MAX];
} RecordError;

/* "<dir>/record.txt"; false when it does not fit. */
bool record_path(const char *dir, char *buf, size_t size);
/* Reads the record of the folder `dir`. A missing file is an empty
 * record (RECORD_OK). A damaged one is moved aside as "record.txt.bad"
 * (or "-2", "-3" ...: never over an earlier one) and the record starts
 * empty (RECORD_DAMAGED). Never fails to give a usable record in `out`;
 * returns err->status. */
RecordStatus record_load(const char *dir, Record *out, RecordError *err);
/* Replaces the file with `r`, atomically. */
RecordStatus record_save(const char *dir, const Record *r, RecordError *err);

typedef enum RecordResult { RECORD_WON, RECORD_DRAWN, RECORD_LOST } RecordResult;

/* Counts a finished game against the computer at `level`; `margin` is the
 * winner's lead in counters (used for a game won), negative for a game
 * won with hints: counted as won, never as the best win. Names are of
 * lower-case letters, digits and '-', shorter than RECORD_NAME_MAX
 * (RECORD_ERR_NAME); RECORD_ERR_FULL when a new pair has no room. */
RecordStatus record_add(Record *r, const char *game, const char *level,
                        RecordResult result, int margin);
/* Counts a finished game (as record_add) into the record of the folder
 * `dir` and gives the record as it now stands in `out`: under the
 * folder's lock (safeio_lock()) the file is read again, the game added
 * and the file replaced, so no game counted meanwhile by another window
 * or program is lost. A damaged file is set aside and the record starts
 * again with this game (RECORD_DAMAGED: counted and saved); a newer
 * version's, or one that cannot be read, is left as it is and nothing is
 * counted (RECORD_NEWER, RECORD_ERR_READ). */
RecordStatus record_count(const char *dir, const char *game,
                          const char *level, RecordResult result, int margin,
                          Record *out, RecordError *err);
/* The entry of a game and level, or NULL before its first game. */
const RecordEntry *record_find(const Record *r, const char *game,
                               const char *level);

#endif
