/* record.c: the player's record against the computer (record.h): reading it back strictly, keeping a damaged file aside, writing it atomically. */
#define _POSIX_C_SOURCE 200809L /* strtok_r */
#include "record.h"

#include "safeio.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "platform.h"

static const char header[] = "mancala-atlas-record";

bool record_path(const char *dir, char *buf, size_t size)
{
    if (!dir || !*dir) {
        return false;
    }
    size_t n = strlen(dir);
    int w = snprintf(buf, size, "%s%srecord.txt", dir,
                     dir[n - 1] == '/' ? "" : "/");
    return w > 0 && (size_t)w < size;
}

static RecordStatus fail(RecordError *err, RecordStatus status, int line,
                         const char *detail)
{
    err->status = status;
    err->line = line;
    snprintf(err->detail, sizeof err->detail, "%s", detail);
    return status;
}

/* A name as the file holds it: lower-case letters, digits and '-'. */
static bool name_ok(const char *s)
{
    if (!*s || strlen(s) >= RECORD_NAME_MAX) {
        return false;
    }
    for (; *s; s++) {
        if (!((*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9') ||
              *s == '-')) {
            return false;
        }
    }
    return true;
}

/* A whole number from 0 to max, the whole token. */
static bool number_ok(const char *s, long max, long *out)
{
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (errno || end == s || *end || v < 0 || v > max || *s == '+' ||
        *s == '-') {
        return false;
    }
    *out = v;
    return true;
}

/* One entry line; false names what is wrong in *what. */
static bool parse_entry(char *line, RecordEntry *e, const char **what)
{
    char *tok[7];
    int n = 0;
    memset(e, 0, sizeof *e);
    char *save;
    for (char *t = strtok_r(line, " ", &save); t;
         t = strtok_r(NULL, " ", &save)) {
        if (n == 7) {
            break;
        }
        tok[n++] = t;
    }
    long best;
    *what = "expected: game level won drawn lost best-margin";
    if (n != 6) {
        return false;
    }
    *what = "a game or level name that is not a name";
    if (!name_ok(tok[0]) || !name_ok(tok[1])) {
        return false;
    }
    *what = "a count that is not a whole number from 0 to 1000000000";
    if (!number_ok(tok[2], RECORD_COUNT_MAX, &e->won) ||
        !number_ok(tok[3], RECORD_COUNT_MAX, &e->drawn) ||
        !number_ok(tok[4], RECORD_COUNT_MAX, &e->lost)) {
        return false;
    }
    *what = "a best margin that is neither \"-\" nor a number from 0 to "
            "1000";
    if (strcmp(tok[5], "-") == 0) {
        best = -1;
    } else if (!number_ok(tok[5], RECORD_MARGIN_MAX, &best)) {
        return false;
    }
    snprintf(e->game, sizeof e->game, "%s", tok[0]);
    snprintf(e->level, sizeof e->level, "%s", tok[1]);
    e->best_margin = (int)best;
    return true;
}

/* Parses the whole text into out; 0 when it is a record, else the line
 * (from 1) at fault, with *what saying why. A newer version's header
 * gives -1. */
static int parse(char *text, Record *out, const char **what)
{
    int line = 0;
    char *next = text;
    while (next && *next) {
        char *s = next;
        next = strchr(s, '\n');
        if (next) {
            *next++ = '\0';
        }
        line++;
        if (line == 1) {
            long version;
            size_t h = strlen(header);
            *what = "not a record: the first line is not "
                    "\"mancala-atlas-record 1\"";
            if (strncmp(s, header, h) != 0 || s[h] != ' ' ||
                !number_ok(s + h + 1, 1000000, &version) || version < 1) {
                return line;
            }
            if (version > RECORD_VERSION) {
                return -1;
            }
            continue;
        }
        if (!*s || *s == '#') {
            continue;
        }
        RecordEntry e;
        if (!parse_entry(s, &e, what)) {
            return line;
        }
        *what = "the same game and level twice";
        if (record_find(out, e.game, e.level)) {
            return line;
        }
        *what = "too many lines";
        if (out->count == RECORD_MAX) {
            return line;
        }
        out->entries[out->count++] = e;
    }
    *what = "the file is empty";
    return line == 0 ? 1 : 0;
}

RecordStatus record_load(const char *dir, Record *out, RecordError *err)
{
    memset(out, 0, sizeof *out);
    memset(err, 0, sizeof *err);
    char path[RECORD_PATH_MAX], why[SAFEIO_WHY_MAX];
    if (!record_path(dir, path, sizeof path)) {
        return fail(err, RECORD_ERR_READ, 0, "no data folder");
    }
    size_t len = 0;
    char *text = safeio_read(path, RECORD_FILE_MAX, &len, why, sizeof why);
    const char *what = why;
    int line = 0;
    if (!text) {
        if (errno == ENOENT) {
            return RECORD_OK; /* no game recorded yet */
        }
        if (errno != EFBIG) {
            /* a folder, a pipe, no permission: nothing to set aside */
            out->read_only = true;
            return fail(err, RECORD_ERR_READ, 0, why);
        }
    } else if (strlen(text) != len ||
               safeio_utf8_valid((const unsigned char *)text, len) != len) {
        what = "not text";
    } else {
        line = parse(text, out, &what);
        if (line < 0) {
            free(text);
            memset(out, 0, sizeof *out);
            out->read_only = true;
            return fail(err, RECORD_NEWER, 1,
                        "written by a newer version of Mancala Atlas");
        }
        if (line == 0) {
            free(text);
            return RECORD_OK;
        }
    }
    free(text);
    memset(out, 0, sizeof *out);
    /* Kept aside, never overwritten: the player (or we) may want it. When
     * it cannot be moved, it is not saved over either. */
    if (safeio_set_aside(path, ".bad", err->kept_as, sizeof err->kept_as) !=
        0) {
        err->kept_as[0] = '\0';
        out->read_only = true;
    }
    return fail(err, RECORD_DAMAGED, line, what);
}

RecordStatus record_save(const char *dir, const Record *r, RecordError *err)
{
    memset(err, 0, sizeof *err);
    char path[RECORD_PATH_MAX];
    if (r->read_only) {
        return fail(err, RECORD_ERR_WRITE, 0,
                    "the record on disk is kept as it is");
    }
    if (!record_path(dir, path, sizeof path)) {
        return fail(err, RECORD_ERR_WRITE, 0, "no data folder");
    }
    /* 64 lines of at most 2 names and 4 numbers: well under 8 KB. */
    char text[8192];
    int len = snprintf(text, sizeof text,
                       "%s %d\n# game level won drawn lost best-margin\n",
                       header, RECORD_VERSION);
    for (int i = 0; i < r->count; i++) {
        const RecordEntry *e = &r->entries[i];
        char best[16] = "-";
        if (e->best_margin >= 0) {
            snprintf(best, sizeof best, "%d", e->best_margin);
        }
        len += snprintf(text + len, sizeof text - (size_t)len,
                        "%s %s %ld %ld %ld %s\n", e->game, e->level, e->won,
                        e->drawn, e->lost, best);
    }
    int e = safeio_write_atomic(path, text, (size_t)len);
    if (e != 0) {
        return fail(err, RECORD_ERR_WRITE, 0, strerror(e));
    }
    return RECORD_OK;
}

const RecordEntry *record_find(const Record *r, const char *game,
                               const char *level)
{
    for (int i = 0; i < r->count; i++) {
        if (strcmp(r->entries[i].game, game) == 0 &&
            strcmp(r->entries[i].level, level) == 0) {
            return &r->entries[i];
        }
    }
    return NULL;
}

RecordStatus record_add(Record *r, const char *game, const char *level,
                        RecordResult result, int margin)
{
    if (!name_ok(game) || !name_ok(level)) {
        return RECORD_ERR_NAME;
    }
    RecordEntry *e = (RecordEntry *)record_find(r, game, level);
    if (!e) {
        if (r->count == RECORD_MAX) {
            return RECORD_ERR_FULL;
        }
        e = &r->entries[r->count++];
        memset(e, 0, sizeof *e);
        snprintf(e->game, sizeof e->game, "%s", game);
        snprintf(e->level, sizeof e->level, "%s", level);
        e->best_margin = -1;
    }
    /* The counts stop where the file's limit is (a player will not
     * notice). */
    if (result == RECORD_WON) {
        e->won += e->won < RECORD_COUNT_MAX;
        if (margin > e->best_margin) {
            e->best_margin = margin > RECORD_MARGIN_MAX ? RECORD_MARGIN_MAX
                                                        : margin;
        }
    } else if (result == RECORD_DRAWN) {
        e->drawn += e->drawn < RECORD_COUNT_MAX;
    } else {
        e->lost += e->lost < RECORD_COUNT_MAX;
    }
    return RECORD_OK;
}

RecordStatus record_count(const char *dir, const char *game,
                          const char *level, RecordResult result, int margin,
                          Record *out, RecordError *err)
{
    int lock = safeio_lock(dir);
    RecordStatus st = record_load(dir, out, err);
    if (st == RECORD_OK || st == RECORD_DAMAGED) {
        RecordError saved;
        RecordStatus added = record_add(out, game, level, result, margin);
        if (added != RECORD_OK) {
            st = fail(err, added, 0, added == RECORD_ERR_FULL
                                         ? "no room for another game and "
                                           "level"
                                         : "not a game or level name");
        } else if (record_save(dir, out, &saved) != RECORD_OK) {
            *err = saved;
            st = saved.status;
        }
    }
    safeio_unlock(lock);
    return st;
}
