/* io.c: save files on disk: bounded reads, writes that never leave a half-written save, and the autosave. */
#define _POSIX_C_SOURCE 200809L /* open, fsync, mkdir */

#include "session_internal.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>
#include "platform.h"

static const char autosave_name[] = "autosave.mancala";

/* Says what an errno means for someone saving a game. */
static const char *write_reason(int e)
{
    switch (e) {
    case ENOSPC:
    case EDQUOT:
        return "the disk is full";
    case EACCES:
    case EPERM:
        return "permission denied (is the folder read-only?)";
    case EROFS:
        return "the disk is read-only";
    case ENOENT:
        return "the folder does not exist";
    case ENOTDIR:
        return "a part of the path is a file, not a folder";
    case EISDIR:
        return "a folder is in the way";
    case EFBIG:
        return "the file is too large for this disk";
    default:
        return "the system refused";
    }
}

static SessionStatus write_failed(SessionError *err, const char *name, int e)
{
    return session_fail(err, SESSION_ERR_WRITE, name, 0,
                        "cannot save: %s (%s); any earlier save is unchanged",
                        write_reason(e), strerror(e));
}

SessionStatus session_write_fd(int fd, const char *name, const char *data,
                               size_t len, SessionError *err)
{
    size_t done = 0;
    while (done < len) {
        ssize_t n = write(fd, data + done, len - done);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n <= 0) {
            int e = n < 0 ? errno : ENOSPC;
            close(fd);
            return write_failed(err, name, e);
        }
        done += (size_t)n;
    }
    /* Without fsync a crash right after the rename could leave an empty
     * file where the good save was. Devices such as /dev/full cannot be
     * synced (EINVAL): only real failures count. */
    if (fsync(fd) != 0 && errno != EINVAL && errno != EROFS) {
        int e = errno;
        close(fd);
        return write_failed(err, name, e);
    }
    if (close(fd) != 0) {
        return write_failed(err, name, errno);
    }
    return SESSION_OK;
}

/* Flushes the folder holding `path`, so the rename itself survives a
 * crash. A failure here loses nothing already saved: it is not reported. */
static void sync_folder(const char *path)
{
    const char *slash = strrchr(path, '/');
    size_t n = slash ? (size_t)(slash - path) : 0;
    char *dir = malloc(n + 2);
    if (!dir) {
        return;
    }
    if (n == 0) {
        snprintf(dir, n + 2, "%s", slash ? "/" : ".");
    } else {
        memcpy(dir, path, n);
        dir[n] = '\0';
    }
    int fd = open(dir, O_RDONLY | O_CLOEXEC);
    if (fd >= 0) {
        fsync(fd);
        close(fd);
    }
    free(dir);
}

SessionStatus session_write_atomic(const char *path, const char *data,
                                   size_t len, SessionError *err)
{
    size_t n = strlen(path) + sizeof ".tmp";
    char *tmp = malloc(n);
    if (!tmp) {
        return session_fail(err, SESSION_ERR_NO_MEMORY, path, 0,
                            "out of memory");
    }
    snprintf(tmp, n, "%s.tmp", path);
    int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) {
        int e = errno;
        free(tmp);
        return write_failed(err, path, e);
    }
    SessionStatus st = session_write_fd(fd, path, data, len, err);
    if (st == SESSION_OK && rename(tmp, path) != 0) {
        st = write_failed(err, path, errno);
    }
    if (st != SESSION_OK) {
        unlink(tmp);
    } else {
        sync_folder(path);
    }
    free(tmp);
    return st;
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

static Session *read_failed(SessionError *err, const char *path, int e)
{
    if (e == ENOENT) {
        session_fail(err, SESSION_ERR_NOT_FOUND, path, 0, "no such file");
    } else {
        session_fail(err, SESSION_ERR_READ, path, 0, "cannot read: %s",
                     strerror(e));
    }
    return NULL;
}

static Session *too_big(SessionError *err, const char *path)
{
    session_fail(err, SESSION_ERR_TOO_BIG, path, 0,
                 "the file is over %d bytes (1 MiB), too big for a save",
                 SESSION_FILE_MAX);
    return NULL;
}

Session *session_load(const char *path, SessionError *err)
{
    session_error_clear(err);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        return read_failed(err, path, errno);
    }
    struct stat st;
    if (fstat(fd, &st) != 0) {
        int e = errno;
        close(fd);
        return read_failed(err, path, e);
    }
    if (S_ISDIR(st.st_mode)) {
        close(fd);
        session_fail(err, SESSION_ERR_READ, path, 0,
                     "this is a folder, not a save file");
        return NULL;
    }
    if (!S_ISREG(st.st_mode)) {
        close(fd);
        session_fail(err, SESSION_ERR_READ, path, 0,
                     "this is not a regular file");
        return NULL;
    }
    if (st.st_size > SESSION_FILE_MAX) {
        close(fd);
        return too_big(err, path);
    }
    /* The size may change while reading: read at most one byte more than
     * allowed, which is how a file that grew is noticed. */
    size_t cap = SESSION_FILE_MAX + 1;
    char *buf = malloc(cap);
    if (!buf) {
        close(fd);
        session_fail(err, SESSION_ERR_NO_MEMORY, path, 0, "out of memory");
        return NULL;
    }
    size_t len = 0;
    while (len < cap) {
        ssize_t n = read(fd, buf + len, cap - len);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n < 0) {
            int e = errno;
            free(buf);
            close(fd);
            return read_failed(err, path, e);
        }
        if (n == 0) {
            break;
        }
        len += (size_t)n;
    }
    close(fd);
    if (len > SESSION_FILE_MAX) {
        free(buf);
        return too_big(err, path);
    }
    Session *s = session_load_text(path, buf, len, err);
    free(buf);
    return s;
}

/* ---- Autosave ---- */

bool session_data_dir(char *buf, size_t size)
{
    const char *xdg = getenv("XDG_DATA_HOME");
    const char *home = getenv("HOME");
    int n = -1;
    /* XDG says a relative XDG_DATA_HOME is to be ignored. */
    if (xdg && xdg[0] == '/') {
        n = snprintf(buf, size, "%s/mancala-atlas", xdg);
    } else if (home && home[0]) {
        n = snprintf(buf, size, "%s/.local/share/mancala-atlas", home);
    }
    if (n < 0 || (size_t)n >= size) {
        if (size > 0) {
            buf[0] = '\0';
        }
        return false;
    }
    return true;
}

bool session_autosave_path(const char *dir, char *buf, size_t size)
{
    int n = snprintf(buf, size, "%s/%s", dir, autosave_name);
    return n >= 0 && (size_t)n < size;
}

/* mkdir -p: creates each missing folder of `dir`. */
static int make_dirs(const char *dir)
{
    size_t n = strlen(dir);
    char *p = malloc(n + 1);
    if (!p) {
        return ENOMEM;
    }
    memcpy(p, dir, n + 1);
    int result = 0;
    for (size_t i = 1; i <= n && result == 0; i++) {
        if (p[i] == '/' || p[i] == '\0') {
            char c = p[i];
            p[i] = '\0';
            if (mkdir(p, 0755) != 0 && errno != EEXIST) {
                result = errno;
            }
            p[i] = c;
        }
    }
    free(p);
    return result;
}

SessionStatus session_autosave(const Session *s, const char *dir,
                               SessionError *err)
{
    session_error_clear(err);
    char path[4096];
    if (!session_autosave_path(dir, path, sizeof path)) {
        return session_fail(err, SESSION_ERR_WRITE, dir, 0,
                            "cannot save: the folder name is too long");
    }
    int e = make_dirs(dir);
    if (e != 0) {
        return session_fail(err, SESSION_ERR_WRITE, dir, 0,
                            "cannot create the folder: %s (%s)",
                            write_reason(e), strerror(e));
    }
    return session_save(s, path, err);
}

Session *session_resume(const char *dir, SessionError *err)
{
    char path[4096];
    if (!session_autosave_path(dir, path, sizeof path)) {
        session_fail(err, SESSION_ERR_NOT_FOUND, dir, 0,
                     "the folder name is too long");
        return NULL;
    }
    return session_load(path, err);
}

void session_autosave_clear(const char *dir)
{
    char path[4096];
    if (session_autosave_path(dir, path, sizeof path)) {
        unlink(path);
    }
}
