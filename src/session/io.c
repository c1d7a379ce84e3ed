/* io.c: save files on disk: bounded reads, writes that never leave a half-written save, and the autosave. */
#define _POSIX_C_SOURCE 200809L /* open, fsync, mkdir */

#include "session_internal.h"

#include "safeio.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>
#include "platform.h"

static const char magic[] = SESSION_MAGIC;

/* Says what an errno means for someone saving a game: a save's own words
 * for these two, every file's (safeio) for the rest. */
static const char *write_reason(int e)
{
    return e == EEXIST ? "something that is not a file is in the way"
           : e == EACCES || e == EPERM
               ? "permission denied (is the folder read-only?)"
               : safeio_why(e);
}

static SessionStatus write_failed(SessionError *err, const char *name, int e)
{
    return session_fail(err, SESSION_ERR_WRITE, name, 0,
                        "cannot save: %s (%s); any earlier save is unchanged",
                        write_reason(e), strerror(e));
}

SessionStatus session_write_atomic(const char *path, const char *data,
                                   size_t len, SessionError *err)
{
    int e = safeio_write_atomic(path, data, len);
    return e == 0 ? SESSION_OK : write_failed(err, path, e);
}

SessionStatus session_save(const Session *s, const char *path,
                           SessionError *err)
{
    session_error_clear(err);
    size_t len = 0;
    char *text = session_save_text(s, &len);
    if (!text) {
        return session_fail(err, SESSION_ERR_NO_MEMORY, path, 0,
                            "out of memory");
    }
    SessionStatus st = session_write_atomic(path, text, len, err);
    free(text);
    return st;
}

enum { SAVE_NAMES_MAX = 1000000 };

SessionStatus session_save_new(const Session *s, const char *dir,
                               const char *name, char *out, size_t out_size,
                               SessionError *err)
{
    session_error_clear(err);
    size_t len = 0, size = strlen(dir) + strlen(name) + 40;
    char *text = session_save_text(s, &len), *path = malloc(size);
    char why[SAFEIO_WHY_MAX];
    SafeioOut *o = NULL;
    SessionStatus st = SESSION_OK;
    if (!text || !path) {
        st = session_fail(err, SESSION_ERR_NO_MEMORY, dir, 0, "out of memory");
    } else {
        snprintf(path, size, "%s/%s.mancala", dir, name);
        if (!(o = safeio_out_begin_new(dir, why, sizeof why))) {
            st = write_failed(err, dir, errno);
        }
    }
    if (o) {
        safeio_out_write(o, text, len);
        int e = EEXIST;
        for (unsigned long k = 2; e == EEXIST && k <= SAVE_NAMES_MAX; k++) {
            e = safeio_out_commit_new(o, path);
            if (e == EEXIST) {
                snprintf(path, size, "%s/%s (%lu).mancala", dir, name, k);
            }
        }
        if (e == EEXIST) {
            safeio_out_cancel(o); /* a million saves of one name */
        }
        if (e != 0) {
            st = write_failed(err, path, e);
        } else if (out && out_size > 0) {
            snprintf(out, out_size, "%s", path);
        }
    }
    free(path);
    free(text);
    return st;
}

Session *session_load(const char *path, SessionError *err)
{
    session_error_clear(err);
    char why[SAFEIO_WHY_MAX];
    size_t len = 0;
    char *buf = safeio_read(path, SESSION_FILE_MAX, &len, why, sizeof why);
    if (!buf) {
        SessionStatus st = errno == ENOENT ? SESSION_ERR_NOT_FOUND
                           : errno == EFBIG ? SESSION_ERR_TOO_BIG
                           : errno == ENOMEM ? SESSION_ERR_NO_MEMORY
                                             : SESSION_ERR_READ;
        if (st == SESSION_ERR_TOO_BIG) {
            snprintf(why, sizeof why,
                     "the file is over %d bytes (1 MiB), too big for a save",
                     SESSION_FILE_MAX);
        }
        session_fail(err, st, path, 0, "%s", why);
        return NULL;
    }
    Session *s = session_load_text(path, buf, len, err);
    free(buf);
    return s;
}

/* ---- Autosave ---- */

bool session_autosave_path(const char *dir, RulesGameId game, char *buf,
                           size_t size)
{
    int n = (unsigned)game < RULES_GAME_COUNT
                ? snprintf(buf, size, "%s/autosave-%s.mancala", dir,
                           rules_game_name(game))
                : snprintf(buf, size, "%s/autosave.mancala", dir);
    return n >= 0 && (size_t)n < size;
}

/* Does `path` begin like a save of a later format than this program
 * writes? Such a file is kept for the newer program, never overwritten. */
static bool from_newer_version(const char *path)
{
    int fd = safeio_open(path, SESSION_FILE_MAX, NULL, 0);
    if (fd < 0) {
        return false;
    }
    char head[64];
    ssize_t n = read(fd, head, sizeof head - 1);
    close(fd);
    head[n > 0 ? n : 0] = '\0';
    size_t m = strlen(magic);
    return strncmp(head, magic, m) == 0 && head[m] == ' ' &&
           atoi(head + m + 1) > SESSION_FORMAT_VERSION;
}
SessionStatus session_autosave(const Session *s, const char *dir,
                               SessionError *err)
{
    session_error_clear(err);
    char path[4096];
    if (!session_autosave_path(dir, session_game(s), path, sizeof path)) {
        return session_fail(err, SESSION_ERR_WRITE, dir, 0,
                            "cannot save: the folder name is too long");
    }
    char why[SAFEIO_WHY_MAX];
    if (!safeio_folder_usable(dir, why, sizeof why)) {
        return session_fail(err, SESSION_ERR_WRITE, dir, 0,
                            "cannot save in this folder: %s", why);
    }
    int e;
    if (from_newer_version(path) &&
        (e = safeio_set_aside(path, ".newer", NULL, 0)) != 0) {
        return session_fail(err, SESSION_ERR_WRITE, path, 0,
                            "cannot keep the newer version's autosave: %s",
                            strerror(e));
    }
    return session_save(s, path, err);
}

Session *session_resume(const char *dir, RulesGameId game, SessionError *err)
{
    char path[4096];
    if (!session_autosave_path(dir, game, path, sizeof path)) {
        session_fail(err, SESSION_ERR_NOT_FOUND, dir, 0,
                     "the folder name is too long");
        return NULL;
    }
    return session_load(path, err);
}

void session_autosave_clear(const char *dir, RulesGameId game)
{
    char path[4096];
    if (session_autosave_path(dir, game, path, sizeof path)) {
        unlink(path);
    }
}
