/* safeio.c: files a player may have replaced with anything: non-blocking bounded reads and atomic writes (messages: say.c; UTF-8 and escaped text: utf8.c). */
#define _POSIX_C_SOURCE 200809L /* O_CLOEXEC, O_NOFOLLOW, fsync, link */

#include "safeio.h"

#include <dirent.h>
#include <errno.h>
#include <stdatomic.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "platform.h"

static void say(char *why, size_t size, const char *text)
{
    if (why && size > 0) {
        snprintf(why, size, "%s", text);
    }
}

/* Opens without blocking (a named pipe with no writer would wait forever)
 * and looks at what it opened before anything reads it. */
static int open_checked(const char *path, size_t max, struct stat *st,
                        char *why, size_t why_size)
{
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) {
        int e = errno;
        say(why, why_size,
            e == ENOENT ? (*path ? "no such file" : "the name is empty")
            : e == ENAMETOOLONG ? "the name is too long"
                                : strerror(e));
        errno = e;
        return -1;
    }
    const char *what = NULL;
    int e = EINVAL;
    if (fstat(fd, st) != 0) {
        e = errno;
        what = strerror(e);
    } else if (S_ISDIR(st->st_mode)) {
        e = EISDIR;
        what = "this is a folder, not a file";
    } else if (S_ISFIFO(st->st_mode)) {
        what = "this is a named pipe, not a file";
    } else if (S_ISCHR(st->st_mode) || S_ISBLK(st->st_mode)) {
        what = "this is a device, not a file";
    } else if (!S_ISREG(st->st_mode)) {
        what = "this is not a regular file";
    } else if ((uintmax_t)st->st_size > (uintmax_t)max) {
        char text[80];
        snprintf(text, sizeof text, "the file is over %zu bytes", max);
        close(fd);
        say(why, why_size, text);
        errno = EFBIG;
        return -1;
    }
    if (what) {
        close(fd);
        say(why, why_size, what);
        errno = e;
        return -1;
    }
    /* A regular file never blocks; reads may now wait for the disk. */
    int flags = fcntl(fd, F_GETFL);
    if (flags != -1) {
        fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
    }
    return fd;
}

int safeio_open(const char *path, size_t max, char *why, size_t why_size)
{
    struct stat st;
    return open_checked(path, max, &st, why, why_size);
}

bool safeio_check(const char *path, size_t max, char *why, size_t why_size)
{
    int fd = safeio_open(path, max, why, why_size);
    if (fd < 0) {
        return false;
    }
    close(fd);
    return true;
}

char *safeio_read(const char *path, size_t max, size_t *len, char *why,
                  size_t why_size)
{
    struct stat st;
    int fd = open_checked(path, max, &st, why, why_size);
    if (fd < 0) {
        return NULL;
    }
    /* The file may grow while it is read: read at most one byte more than
     * allowed, which is how a file that grew is noticed. */
    size_t cap = (size_t)st.st_size + 1;
    char *buf = malloc(cap + 1);
    size_t n = 0;
    int e = buf ? 0 : ENOMEM;
    while (e == 0 && n <= max) {
        if (n == cap) {
            size_t more = cap * 2 > max + 1 ? max + 1 : cap * 2;
            char *grown = more > cap ? realloc(buf, more + 1) : NULL;
            if (!grown) {
                e = more > cap ? ENOMEM : EFBIG;
                break;
            }
            buf = grown;
            cap = more;
        }
        ssize_t got = read(fd, buf + n, cap - n);
        if (got < 0 && errno == EINTR) {
            continue;
        }
        if (got < 0) {
            e = errno;
        } else if (got == 0) {
            break;
        } else {
            n += (size_t)got;
        }
    }
    close(fd);
    if (e == 0 && n > max) {
        e = EFBIG;
    }
    if (e != 0) {
        free(buf);
        char text[80];
        snprintf(text, sizeof text, "the file is over %zu bytes", max);
        say(why, why_size, e == EFBIG ? text : strerror(e));
        errno = e;
        return NULL;
    }
    buf[n] = '\0';
    if (len) {
        *len = n;
    }
    return buf;
}

FILE *safeio_fopen(const char *path, size_t max, char *why, size_t why_size)
{
    int fd = safeio_open(path, max, why, why_size);
    FILE *f = fd >= 0 ? fdopen(fd, "r") : NULL;
    if (fd >= 0 && !f) {
        int e = errno;
        close(fd);
        say(why, why_size, strerror(e));
        errno = e;
    }
    return f;
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

const char *safeio_why(int e)
{
    switch (e) {
    case ENOSPC:
    case EDQUOT:
        return "the disk is full";
    case EACCES:
    case EPERM:
        return "permission denied";
    case EROFS:
        return "the file system is read-only";
    case ENOENT:
        return "the folder does not exist";
    case ENOTDIR:
        return "a part of the path is a file, not a folder";
    case EISDIR:
        return "this is a folder, not a file";
    case ENAMETOOLONG:
        return "the name is too long";
    case EFBIG:
        return "the file is too large for this disk";
    default:
        return strerror(e);
    }
}

/* Why `path` must not be written over: 0 when it is a file, a link to
 * one, or nothing yet; looked at, never opened (opening a named pipe
 * blocks until someone reads it). */
static int refusal(const char *path, char *why, size_t why_size)
{
    struct stat st;
    if (!*path) {
        say(why, why_size, "the name is empty");
        return ENOENT;
    }
    if (lstat(path, &st) != 0 ||
        (S_ISLNK(st.st_mode) && stat(path, &st) != 0) ||
        S_ISREG(st.st_mode)) {
        return 0; /* a dangling link is replaced, never followed */
    }
    say(why, why_size,
        S_ISDIR(st.st_mode)    ? "this is a folder, not a file"
        : S_ISFIFO(st.st_mode) ? "this is a named pipe, not a file"
        : S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode)
            ? "this is a device, not a file"
            : "this is not a regular file");
    return S_ISDIR(st.st_mode) ? EISDIR : EEXIST;
}

struct SafeioOut {
    FILE *f;   /* NULL once flushed and closed */
    int err;   /* the first failure, kept */
    char *path, *tmp;
};

/* Creates tmp = the first `dir` bytes of path + a unique name, only if
 * nothing has that name: O_EXCL, so a name someone else holds, or a link
 * planted there, is never opened; another name is tried. */
static int make_tmp(char *tmp, size_t size, const char *path, size_t dir,
                    int *e)
{
    /* Table builds on their threads and the window's autosaves call
     * this at once: the counter is atomic (a plain one is a data race). */
    static atomic_uint counter;
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    int fd = -1;
    for (int attempt = 0; attempt < 100 && fd < 0; attempt++) {
        snprintf(tmp, size, "%.*s.tmp-%ld-%lx", (int)dir, path,
                 (long)getpid(),
                 (unsigned long)now.tv_nsec ^
                     (unsigned long)(atomic_fetch_add(&counter, 1) + 1) *
                         2654435761u);
        fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
                  0644);
        *e = fd < 0 ? errno : 0;
        if (*e != EEXIST) {
            break;
        }
    }
    return fd;
}

/* Why no file could be made in the folder of path's first `dir` bytes:
 * safeio_why(e), but ENOENT from a folder that is there (/proc) is no
 * missing folder. */
static const char *why_not_made(const char *path, size_t dir, int e)
{
    struct stat st;
    char *folder = e == ENOENT ? malloc(dir + 2) : NULL;
    bool there = false;
    if (folder) {
        snprintf(folder, dir + 2, "%.*s", (int)dir, dir ? path : ".");
        there = stat(folder, &st) == 0 && S_ISDIR(st.st_mode);
        free(folder);
    }
    return there ? "the folder does not take new files" : safeio_why(e);
}

/* A SafeioOut for `path`, its temporary file in the folder of path's
 * first `dir` bytes. */
static SafeioOut *begin(const char *path, size_t dir, char *why,
                        size_t why_size)
{
    size_t n = strlen(path);
    SafeioOut *o = calloc(1, sizeof *o);
    char *copy = malloc(n + 1), *tmp = malloc(dir + 48);
    int fd = -1;
    int e = o && copy && tmp ? 0 : ENOMEM;
    if (e == 0) {
        memcpy(copy, path, n + 1);
        fd = make_tmp(tmp, dir + 48, path, dir, &e);
    }
    FILE *f = fd >= 0 ? fdopen(fd, "wb") : NULL;
    if (!f) {
        e = fd < 0 ? e : errno;
        if (fd >= 0) {
            close(fd);
            unlink(tmp);
        }
        free(o);
        free(copy);
        free(tmp);
        say(why, why_size, why_not_made(path, dir, e));
        errno = e;
        return NULL;
    }
    o->f = f;
    o->path = copy;
    o->tmp = tmp;
    return o;
}

SafeioOut *safeio_out_begin(const char *path, char *why, size_t why_size)
{
    int e = refusal(path, why, why_size);
    if (e != 0) {
        errno = e;
        return NULL;
    }
    /* The temporary name does not grow with `path`'s own: a name that
     * fits is never refused for its temporary's length. */
    size_t dir = strlen(path);
    while (dir > 0 && path[dir - 1] != '/' && path[dir - 1] != '\\') {
        dir--;
    }
    return begin(path, dir, why, why_size);
}

SafeioOut *safeio_out_begin_new(const char *dir, char *why, size_t why_size)
{
    size_t n = strlen(dir);
    char *slash = malloc(n + 2);
    if (!slash) {
        say(why, why_size, strerror(ENOMEM));
        errno = ENOMEM;
        return NULL;
    }
    snprintf(slash, n + 2, "%s/", dir);
    SafeioOut *o = begin(slash, n + 1, why, why_size);
    int e = errno;
    free(slash);
    errno = e;
    return o;
}

FILE *safeio_out_file(SafeioOut *o)
{
    return o->f;
}

int safeio_out_write(SafeioOut *o, const void *data, size_t len)
{
    if (o->err == 0 && o->f && fwrite(data, 1, len, o->f) != len) {
        o->err = errno ? errno : EIO;
    }
    return o->err;
}

/* Every byte written and on the disk, and the file closed (once). */
static int finish(SafeioOut *o)
{
    if (!o->f) {
        return o->err;
    }
    errno = 0;
    int e = o->err;
    if (e == 0 && fflush(o->f) != 0) {
        e = errno ? errno : EIO;
    }
    if (e == 0 && ferror(o->f)) {
        e = EIO;
    }
    /* Without fsync a crash right after the rename could leave an empty
     * file where the good one was. Some file systems cannot sync
     * (EINVAL): only real failures count. */
    if (e == 0 && fsync(fileno(o->f)) != 0 && errno != EINVAL &&
        errno != EROFS) {
        e = errno;
    }
    if (fclose(o->f) != 0 && e == 0) {
        e = errno;
    }
    o->f = NULL;
    o->err = e;
    return e;
}

static void drop(SafeioOut *o, bool remove_tmp)
{
    if (o->f) {
        fclose(o->f);
    }
    if (remove_tmp) {
        unlink(o->tmp);
    }
    free(o->path);
    free(o->tmp);
    free(o);
}

void safeio_out_cancel(SafeioOut *o)
{
    if (o) {
        drop(o, true);
    }
}

int safeio_out_commit(SafeioOut *o)
{
    int e = finish(o);
    if (e == 0) {
        e = refusal(o->path, NULL, 0); /* put there in the meantime */
    }
    if (e == 0 && rename(o->tmp, o->path) != 0) {
        e = errno;
    }
    if (e == 0) {
        sync_folder(o->path);
    }
    drop(o, e != 0);
    return e;
}

int safeio_out_commit_new(SafeioOut *o, const char *to)
{
    int e = finish(o);
    if (e == 0) {
        e = safeio_rename_new(o->tmp, to);
        if (e == EEXIST) {
            return e; /* o stays for another name */
        }
    }
    if (e == 0) {
        sync_folder(to);
    }
    drop(o, e != 0);
    return e;
}

int safeio_write_atomic_why(const char *path, const char *data, size_t len,
                            char *why, size_t why_size)
{
    SafeioOut *o = safeio_out_begin(path, why, why_size);
    if (!o) {
        return errno;
    }
    safeio_out_write(o, data, len);
    int e = safeio_out_commit(o);
    if (e != 0) {
        say(why, why_size, safeio_why(e));
    }
    return e;
}

int safeio_write_atomic(const char *path, const char *data, size_t len)
{
    return safeio_write_atomic_why(path, data, len, NULL, 0);
}

bool safeio_folder_usable(const char *dir, char *why, size_t why_size)
{
    size_t n = strlen(dir);
    char *p = malloc(n + 2), *probe = malloc(n + 48);
    if (!p || !probe || n == 0) {
        say(why, why_size, n ? strerror(ENOMEM) : "the name is empty");
        free(p);
        free(probe);
        return false;
    }
    memcpy(p, dir, n + 1);
    /* mkdir -p. A step that fails ("C:" on Windows, a folder that is
     * there already) matters only when the folder is not there at the
     * end: then the last failure says why. */
    int made = 0;
    for (size_t i = 1; i <= n; i++) {
        if (p[i] == '/' || p[i] == '\\' || p[i] == '\0') {
            char c = p[i];
            p[i] = '\0';
            if (mkdir(p, 0700) != 0 && errno != EEXIST) {
                made = errno;
            }
            p[i] = c;
        }
    }
    struct stat st;
    int e = 0;
    if (stat(dir, &st) != 0) {
        e = made ? made : errno;
    } else if (!S_ISDIR(st.st_mode)) {
        e = ENOTDIR;
    } else {
        /* a file in it, made and removed: the only sure test */
        p[n] = '/';
        p[n + 1] = '\0';
        int fd = make_tmp(probe, n + 48, p, n + 1, &e);
        if (fd >= 0) {
            close(fd);
            unlink(probe);
        }
    }
    free(p);
    free(probe);
    if (e != 0) {
        say(why, why_size,
            e == ENOTDIR && stat(dir, &st) == 0 ? "this is a file, not a folder"
                                                : safeio_why(e));
    }
    return e == 0;
}

int safeio_rename_new(const char *from, const char *to)
{
    /* link() never replaces a file. Where a folder cannot hold links
     * (FAT, some network disks), the name is taken by creating it
     * exclusively, and the file renamed over that empty stand-in: still
     * one step that fails when the name is taken. */
    int e = link(from, to) == 0 ? 0 : errno;
    if (e == 0) {
        if (unlink(from) != 0) {
            e = errno; /* both names would stay: take the new one back */
            unlink(to);
        }
        return e;
    }
    if (e == EEXIST || e == ENOENT || e == ENOTDIR || e == ENAMETOOLONG ||
        e == ENOSPC || e == EROFS || e == EACCES) {
        return e;
    }
    int fd = open(to, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
                  0644);
    if (fd < 0) {
        return errno;
    }
    close(fd);
    if (rename(from, to) != 0) {
        e = errno;
        unlink(to);
        return e;
    }
    return 0;
}

int safeio_set_aside(const char *path, const char *suffix, char *out,
                     size_t out_size)
{
    size_t size = strlen(path) + strlen(suffix) + 16;
    char *name = malloc(size);
    if (!name) {
        return ENOMEM;
    }
    int e = EEXIST;
    for (int k = 1; k < 1000 && e == EEXIST; k++) {
        if (k == 1) {
            snprintf(name, size, "%s%s", path, suffix);
        } else {
            snprintf(name, size, "%s%s-%d", path, suffix, k);
        }
        e = safeio_rename_new(path, name);
    }
    if (e == 0 && out && out_size > 0) {
        snprintf(out, out_size, "%s", name);
    }
    free(name);
    return e;
}

/* A temporary file's process id (make_tmp's ".tmp-<pid>-<hex>"), or -1
 * for a name of another form. */
static long temp_owner(const char *name)
{
    if (strncmp(name, ".tmp-", 5) != 0) {
        return -1;
    }
    char *end;
    errno = 0;
    long pid = strtol(name + 5, &end, 10);
    if (errno || end == name + 5 || pid <= 0 || *end != '-' || !end[1] ||
        strspn(end + 1, "0123456789abcdef") != strlen(end + 1)) {
        return -1;
    }
    return pid;
}

int safeio_remove_stale_temps(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d) {
        return 0;
    }
    int removed = 0;
    long me = (long)getpid();
    size_t dir_len = strlen(dir);
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        long pid = temp_owner(e->d_name);
        if (pid < 0 || pid == me || plat_process_alive(pid)) {
            continue;
        }
        size_t len = dir_len + 1 + strlen(e->d_name) + 1;
        char *path = malloc(len);
        if (path) {
            snprintf(path, len, "%s/%s", dir, e->d_name);
            removed += remove(path) == 0;
            free(path);
        }
    }
    closedir(d);
    return removed;
}
