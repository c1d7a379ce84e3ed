/* lock.c: the data folder's lock (safeio_lock), held while a shared file is read, merged and written back. */
#define _POSIX_C_SOURCE 200809L /* O_CLOEXEC, O_NOFOLLOW */
#include "safeio.h"

#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "platform.h"

int safeio_lock(const char *dir)
{
    char path[1200];
    if (!dir || !*dir) {
        return -1;
    }
    size_t n = strlen(dir);
    int w = snprintf(path, sizeof path, "%s%s%s", dir,
                     dir[n - 1] == '/' ? "" : "/", SAFEIO_LOCK_NAME);
    if (w < 0 || (size_t)w >= sizeof path) {
        return -1;
    }
    /* Never through a symbolic link; a pipe or a device there is refused
     * (O_NONBLOCK: opening a pipe does not wait for a writer). */
    int fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK,
                  0644);
    struct stat st;
    if (fd < 0) {
        return -1;
    }
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) ||
        plat_lock(fd, SAFEIO_LOCK_WAIT_MS) != 0) {
        close(fd);
        return -1;
    }
    return fd;
}

void safeio_unlock(int lock)
{
    if (lock >= 0) {
        plat_unlock(lock);
        close(lock);
    }
}
