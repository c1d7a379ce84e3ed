/* safeio.c: files a player may have replaced with anything: non-blocking bounded reads, atomic writes, checked output and escaped text. */
#define _POSIX_C_SOURCE 200809L /* O_CLOEXEC, O_NOFOLLOW, fsync, link */

#include "safeio.h"

#include <errno.h>
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
        say(why, why_size, e == ENOENT ? "no such file" : strerror(e));
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

static int write_all(int fd, const char *data, size_t len)
{
    size_t done = 0;
    while (done < len) {
        ssize_t n = write(fd, data + done, len - done);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n <= 0) {
            return n < 0 ? errno : ENOSPC;
        }
        done += (size_t)n;
    }
    /* Without fsync a crash right after the rename could leave an empty
     * file where the good one was. Devices such as /dev/full cannot be
     * synced (EINVAL): only real failures count. */
    if (fsync(fd) != 0 && errno != EINVAL && errno != EROFS) {
        return errno;
    }
    return 0;
}

int safeio_write_atomic(const char *path, const char *data, size_t len)
{
    /* Only a file is ever replaced: never a folder, a pipe or a device
     * (as root, a rename over /dev/full would take the device away). */
    struct stat st;
    if (lstat(path, &st) == 0 && !S_ISREG(st.st_mode) &&
        !S_ISLNK(st.st_mode)) {
        return S_ISDIR(st.st_mode) ? EISDIR : EEXIST;
    }
    static unsigned counter;
    size_t size = strlen(path) + 48;
    char *tmp = malloc(size);
    if (!tmp) {
        return ENOMEM;
    }
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    int fd = -1, e = 0;
    /* O_EXCL: a name someone else holds, or a link planted there, is
     * never opened; another name is tried. */
    for (int attempt = 0; attempt < 100 && fd < 0; attempt++) {
        snprintf(tmp, size, "%s.%ld-%lx.tmp", path, (long)getpid(),
                 (unsigned long)now.tv_nsec ^ (unsigned long)++counter *
                                                  2654435761u);
        fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
                  0644);
        e = fd < 0 ? errno : 0;
        if (e != EEXIST) {
            break;
        }
    }
    if (fd < 0) {
        free(tmp);
        return e;
    }
    e = write_all(fd, data, len);
    if (close(fd) != 0 && e == 0) {
        e = errno;
    }
    if (e == 0 && rename(tmp, path) != 0) {
        e = errno;
    }
    if (e != 0) {
        unlink(tmp);
    } else {
        sync_folder(path);
    }
    free(tmp);
    return e;
}

int safeio_rename_new(const char *from, const char *to)
{
    /* link() never replaces a file; a folder that cannot hold links gets
     * a rename onto a name seen to be free. */
    int e = link(from, to) == 0 ? 0 : errno;
    if (e == 0) {
        if (unlink(from) != 0) {
            e = errno; /* both names would stay: take the new one back */
            unlink(to);
        }
    } else if (e != EEXIST) {
        struct stat st;
        if (lstat(to, &st) == 0) {
            e = EEXIST;
        } else {
            e = rename(from, to) == 0 ? 0 : errno;
        }
    }
    return e;
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

int safeio_close_stdout(void)
{
    int e = 0;
    if (fflush(stdout) != 0) {
        e = errno;
    }
    if (ferror(stdout) && e == 0) {
        e = EIO;
    }
    if (fclose(stdout) != 0 && e == 0) {
        e = errno;
    }
    return e;
}

size_t safeio_utf8_char(const unsigned char *p, size_t len)
{
    unsigned c = p[0];
    size_t need;
    unsigned min;
    if (c < 0x80) {
        return 1;
    } else if (c >= 0xc2 && c <= 0xdf) {
        need = 1;
        min = 0x80;
    } else if (c >= 0xe0 && c <= 0xef) {
        need = 2;
        min = 0x800;
    } else if (c >= 0xf0 && c <= 0xf4) {
        need = 3;
        min = 0x10000;
    } else {
        return 0;
    }
    if (len <= need) {
        return 0;
    }
    unsigned cp = c & (0x3fu >> need);
    for (size_t k = 1; k <= need; k++) {
        unsigned b = p[k];
        if ((b & 0xc0) != 0x80) {
            return 0;
        }
        cp = (cp << 6) | (b & 0x3f);
    }
    /* Overlong forms, surrogates and code points past U+10FFFF are not
     * text that anyone typed. */
    if (cp < min || (cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff) {
        return 0;
    }
    return need + 1;
}

size_t safeio_utf8_valid(const unsigned char *p, size_t len)
{
    size_t i = 0, n;
    while (i < len && (n = safeio_utf8_char(p + i, len - i)) > 0) {
        i += n;
    }
    return i;
}

size_t safeio_utf8_fit(const char *s, size_t max)
{
    size_t n = strnlen(s, max + 1);
    if (n <= max) {
        return n;
    }
    /* back to the first byte of the character that does not fit */
    while (max > 0 && ((unsigned char)s[max] & 0xc0) == 0x80) {
        max--;
    }
    return max;
}

void safeio_escape(char *out, size_t size, const char *in)
{
    if (size == 0) {
        return;
    }
    const unsigned char *p = (const unsigned char *)(in ? in : "");
    size_t len = strlen((const char *)p), i = 0, n = 0;
    while (i < len) {
        char piece[8];
        size_t k = 1;
        if (p[i] >= 0x80) {
            /* one whole character, when it is valid and not a C1 control
             * (U+0080..U+009F, which some terminals obey) */
            k = safeio_utf8_char(p + i, len - i);
            if (k == 0 || (p[i] == 0xc2 && p[i + 1] < 0xa0)) {
                k = 1;
            }
        }
        if (k == 1 && (p[i] < 0x20 || p[i] >= 0x7f)) {
            snprintf(piece, sizeof piece, "\\x%02X", p[i]);
        } else {
            memcpy(piece, p + i, k);
            piece[k] = '\0';
        }
        size_t pl = strlen(piece);
        if (n + pl >= size) {
            break;
        }
        memcpy(out + n, piece, pl);
        n += pl;
        i += k;
    }
    out[n] = '\0';
}
