/* platform.h: POSIX file calls on Windows: UTF-8 paths through the wide (UTF-16) API, atomic replace; nothing on POSIX systems but the processor count. */
#ifndef MANCALA_PLATFORM_H
#define MANCALA_PLATFORM_H

/*
 * Include this after the system headers in every file that names a file or
 * a folder. On POSIX systems it changes nothing. On Windows the C runtime's
 * narrow calls read paths in the ANSI code page, so a player whose user
 * name or folder has Vietnamese letters could not open anything: each call
 * below is redirected to a plat_ function that converts the UTF-8 path
 * (what SDL and the rest of the program use) to UTF-16 and calls the wide
 * API. rename() replaces the target atomically (MoveFileExW with
 * MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH), like POSIX rename.
 */
#ifdef _WIN32
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <io.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/types.h>

FILE *plat_fopen(const char *path, const char *mode);
int plat_open(const char *path, int flags, ...);
int plat_rename(const char *from, const char *to);
int plat_remove(const char *path);
int plat_mkdir(const char *path);
int plat_stat(const char *path, struct stat *st);
int plat_link(const char *from, const char *to);
char *plat_getenv(const char *name);
int plat_setenv(const char *name, const char *value, int overwrite);

typedef struct PlatDir PlatDir;
PlatDir *plat_opendir(const char *path);
struct dirent *plat_readdir(PlatDir *dir);
int plat_closedir(PlatDir *dir);

#define fopen(path, mode) plat_fopen(path, mode)
#define open(...) plat_open(__VA_ARGS__)
#define rename(from, to) plat_rename(from, to)
#define remove(path) plat_remove(path)
#define unlink(path) plat_remove(path)
#define mkdir(path, mode) plat_mkdir(path)
#define stat(path, st) plat_stat(path, st)
#define lstat(path, st) plat_stat(path, st) /* no symbolic links to see */
#define link(from, to) plat_link(from, to)
#define getenv(name) plat_getenv(name)
#define setenv(name, value, overwrite) plat_setenv(name, value, overwrite)
#define DIR PlatDir
#define opendir(path) plat_opendir(path)
#define readdir(dir) plat_readdir(dir)
#define closedir(dir) plat_closedir(dir)
#define fsync(fd) _commit(fd)
/* The CRT counts bytes in unsigned int; every file here is far smaller. */
#define read(fd, buf, n) _read(fd, buf, (unsigned)(n))
#define write(fd, buf, n) _write(fd, buf, (unsigned)(n))
#ifndef EDQUOT
#define EDQUOT 10069 /* WSAEDQUOT: never set by the CRT, named for the switch */
#endif

/* getrusage(RUSAGE_SELF) for the frame benchmark's CPU time. */
struct rusage {
    struct timeval ru_utime, ru_stime;
};
#define RUSAGE_SELF 0
int plat_getrusage(int who, struct rusage *usage);
#define getrusage(who, usage) plat_getrusage(who, usage)
#ifndef O_CLOEXEC
#define O_CLOEXEC _O_NOINHERIT
#endif
#ifndef O_NOFOLLOW
#define O_NOFOLLOW 0 /* no symbolic links to follow by surprise here */
#endif
#ifndef O_NONBLOCK
#define O_NONBLOCK 0 /* no FIFOs to block on either */
#endif
#ifndef S_ISBLK
#define S_ISBLK(m) 0
#endif
#ifndef S_ISLNK
#define S_ISLNK(m) 0
#endif
/* fcntl() only ever clears O_NONBLOCK, which Windows files never have. */
#ifndef F_GETFL
#define F_GETFL 3
#define F_SETFL 4
static inline int plat_fcntl(int fd, int cmd, ...)
{
    (void)fd;
    (void)cmd;
    return 0;
}
#define fcntl plat_fcntl
#endif
#ifndef O_NOCTTY
#define O_NOCTTY 0
#endif
#endif /* _WIN32 */

/* Windows hands main() its arguments in the ANSI code page: this replaces
 * them with UTF-8 ones from the wide command line (nothing elsewhere). */
void plat_utf8_args(int *argc, char ***argv);

/* The processors the machine has online, 1 to 64. */
int plat_cpu_count(void);

#include <stddef.h>
/* The user's interface languages on Windows, most wanted first, as
 * "fr-FR;en-US" in buf (GetUserPreferredUILanguages, else
 * GetUserDefaultUILanguage); returns the length written, 0 when there is
 * none. Elsewhere the locale variables say it: 0 and "". */
size_t plat_ui_languages(char *buf, size_t size);

/* An exclusive lock on the open file `fd`, for programs of this project
 * that read, merge and rewrite a shared file (safeio_lock()): waits up to
 * about `wait_ms` milliseconds for another holder. 0, or an errno
 * (EWOULDBLOCK: still held after the wait). It goes with the descriptor:
 * closing it, or the end of the process, even a crash, releases it. */
int plat_lock(int fd, int wait_ms);
void plat_unlock(int fd);

#endif
