/* say.c: what a program says on its standard streams: messages with their paths cut and their text escaped, standard output checked and closed. */
#define _POSIX_C_SOURCE 200809L /* write */

#include "safeio.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "platform.h"

void safeio_complain(const char *program, const char *doing,
                     const char *path, const char *why)
{
    /* A path of thousands of bytes is shown by its ends, so that the
     * message keeps its reason. */
    enum { END = 400 };
    size_t n = strlen(path);
    if (n <= 3 * END) {
        safeio_tell(program, "%s %s: %s", doing, path, why);
        return;
    }
    size_t head = safeio_utf8_fit(path, END);
    const char *tail = path + n - END;
    while ((*tail & 0xc0) == 0x80) {
        tail++; /* not in the middle of a character */
    }
    safeio_tell(program, "%s %.*s\xe2\x80\xa6%s: %s", doing, (int)head,
                path, tail, why);
}

void safeio_tell(const char *program, const char *fmt, ...)
{
    char msg[4096], shown[4096 * 4];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    size_t n = strlen(msg);
    if (n > 0 && msg[n - 1] == '\n') {
        msg[n - 1] = '\0';
    }
    safeio_escape(shown, sizeof shown, msg);
    fprintf(stderr, "%s: %s\n", program, shown);
}

int safeio_probe_stdout(void)
{
    if (fflush(stdout) != 0) {
        return errno;
    }
    return write(1, "", 0) < 0 ? errno : 0;
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
