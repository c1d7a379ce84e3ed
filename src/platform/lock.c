/* lock.c: an exclusive lock on an open file that waits a bounded time, flock() on POSIX systems and LockFileEx on Windows (platform.h). */
#ifndef _WIN32
#define _DEFAULT_SOURCE /* flock */
#endif
#include "platform.h"

#include <errno.h>

#ifndef _WIN32
#include <sys/file.h>
#include <time.h>

int plat_lock(int fd, int wait_ms)
{
    for (int waited = 0;; waited++) {
        if (flock(fd, LOCK_EX | LOCK_NB) == 0) {
            return 0;
        }
        int e = errno;
        if (e == EINTR) {
            continue;
        }
        if (e != EWOULDBLOCK || waited >= wait_ms) {
            return e;
        }
        struct timespec ms = {0, 1000000};
        nanosleep(&ms, NULL);
    }
}

void plat_unlock(int fd)
{
    flock(fd, LOCK_UN);
}
#else
#include <io.h>
#include <windows.h>

int plat_lock(int fd, int wait_ms)
{
    HANDLE h = (HANDLE)_get_osfhandle(fd);
    if (h == INVALID_HANDLE_VALUE) {
        return EBADF;
    }
    for (int waited = 0;; waited++) {
        OVERLAPPED at = {0};
        if (LockFileEx(h, LOCKFILE_EXCLUSIVE_LOCK | LOCKFILE_FAIL_IMMEDIATELY,
                       0, 1, 0, &at)) {
            return 0;
        }
        DWORD e = GetLastError();
        if (e != ERROR_LOCK_VIOLATION || waited >= wait_ms) {
            return e == ERROR_LOCK_VIOLATION ? EWOULDBLOCK : EIO;
        }
        Sleep(1);
    }
}

void plat_unlock(int fd)
{
    HANDLE h = (HANDLE)_get_osfhandle(fd);
    OVERLAPPED at = {0};
    if (h != INVALID_HANDLE_VALUE) {
        UnlockFileEx(h, 0, 1, 0, &at);
    }
}
#endif
