/* platform.c: the Windows side of platform.h (UTF-8 <-> UTF-16 paths, atomic replace, UTF-8 arguments, the user's languages), and the processor count. */
#ifndef _WIN32
#define _POSIX_C_SOURCE 200809L
#endif
#if defined(_WIN32) && !defined(_WIN32_WINNT)
#define _WIN32_WINNT 0x0600 /* GetUserPreferredUILanguages: Vista */
#endif
#include "platform.h"

#ifndef _WIN32
#include <errno.h>
#include <signal.h>
#include <sys/types.h>
#include <unistd.h>

bool plat_process_alive(long pid)
{
    return pid > 0 && (kill((pid_t)pid, 0) == 0 || errno == EPERM);
}

void plat_utf8_args(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
}

int plat_cpu_count(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n < 1 ? 1 : n > 64 ? 64 : (int)n;
}

size_t plat_ui_languages(char *buf, size_t size)
{
    if (size > 0) {
        buf[0] = '\0';
    }
    return 0;
}
#else
#include <errno.h>
#include <stdarg.h>
#include <stdbool.h>
#include <string.h>
#include <wchar.h>
#include <windows.h>

#include <shellapi.h>

/* A UTF-8 string as a new UTF-16 one (free it), or NULL with errno set. */
static wchar_t *wide(const char *s)
{
    int n = MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, s, -1, NULL, 0);
    wchar_t *w = n > 0 ? malloc((size_t)n * sizeof *w) : NULL;
    if (!w || MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, s, -1, w,
                                   n) != n) {
        free(w);
        errno = n > 0 ? ENOMEM : EINVAL;
        return NULL;
    }
    return w;
}

/* A UTF-16 string as a new UTF-8 one (free it), or NULL. */
static char *narrow(const wchar_t *w)
{
    int n = WideCharToMultiByte(CP_UTF8, 0, w, -1, NULL, 0, NULL, NULL);
    char *s = n > 0 ? malloc((size_t)n) : NULL;
    if (s && WideCharToMultiByte(CP_UTF8, 0, w, -1, s, n, NULL, NULL) != n) {
        free(s);
        s = NULL;
    }
    return s;
}

FILE *plat_fopen(const char *path, const char *mode)
{
    wchar_t *wp = wide(path), *wm = wide(mode);
    FILE *f = wp && wm ? _wfopen(wp, wm) : NULL;
    free(wp);
    free(wm);
    return f;
}

int plat_open(const char *path, int flags, ...)
{
    int mode = 0;
    if (flags & O_CREAT) {
        va_list ap;
        va_start(ap, flags);
        mode = va_arg(ap, int);
        va_end(ap);
    }
    wchar_t *wp = wide(path);
    /* Saves are read byte for byte: the CRT must not turn \n into \r\n. */
    int fd = wp ? _wopen(wp, flags | O_BINARY, mode & (_S_IREAD | _S_IWRITE))
                : -1;
    free(wp);
    return fd;
}

/* errno for a Windows error code. */
static int errno_of(DWORD e)
{
    switch (e) {
    case ERROR_ALREADY_EXISTS:
    case ERROR_FILE_EXISTS:
        return EEXIST;
    case ERROR_ACCESS_DENIED:
    case ERROR_SHARING_VIOLATION:
        return EACCES;
    case ERROR_FILE_NOT_FOUND:
    case ERROR_PATH_NOT_FOUND:
        return ENOENT;
    case ERROR_DISK_FULL:
        return ENOSPC;
    default:
        return EIO;
    }
}

/* rename (atomic replace, flushed to disk before it returns) or link
 * (never replaces `to`) on two UTF-8 paths. */
static int two_paths(const char *from, const char *to, bool link)
{
    wchar_t *wf = wide(from), *wt = wide(to);
    BOOL done = FALSE;
    if (wf && wt) {
        done = link ? CreateHardLinkW(wt, wf, NULL)
                    : MoveFileExW(wf, wt,
                                  MOVEFILE_REPLACE_EXISTING |
                                      MOVEFILE_WRITE_THROUGH);
        if (!done) {
            errno = errno_of(GetLastError());
        }
    }
    free(wf);
    free(wt);
    return done ? 0 : -1;
}

int plat_rename(const char *from, const char *to)
{
    return two_paths(from, to, false);
}

int plat_link(const char *from, const char *to)
{
    return two_paths(from, to, true);
}

int plat_remove(const char *path)
{
    wchar_t *wp = wide(path);
    int rc = wp ? _wremove(wp) : -1;
    free(wp);
    return rc;
}

int plat_mkdir(const char *path)
{
    wchar_t *wp = wide(path);
    int rc = wp ? _wmkdir(wp) : -1;
    free(wp);
    return rc;
}

#undef stat
int plat_stat(const char *path, struct stat *st)
{
    wchar_t *wp = wide(path);
    struct _stat64 s;
    int rc = wp ? _wstat64(wp, &s) : -1;
    free(wp);
    if (rc == 0) {
        memset(st, 0, sizeof *st);
        st->st_mode = s.st_mode;
        st->st_size = (_off_t)s.st_size;
        st->st_mtime = s.st_mtime;
        st->st_atime = s.st_atime;
        st->st_ctime = s.st_ctime;
        st->st_nlink = s.st_nlink;
    }
    return rc;
}

/* getenv's answers are kept until the variable is asked for again. */
static struct {
    char name[32];
    char *value;
} plat_env[16];

char *plat_getenv(const char *name)
{
    size_t slot = 0;
    while (slot < 16 && plat_env[slot].name[0] &&
           strcmp(plat_env[slot].name, name) != 0) {
        slot++;
    }
    if (slot == 16 || strlen(name) >= sizeof plat_env[0].name) {
        return NULL;
    }
    wchar_t *wn = wide(name);
    const wchar_t *wv = wn ? _wgetenv(wn) : NULL;
    free(wn);
    free(plat_env[slot].value);
    plat_env[slot].value = wv ? narrow(wv) : NULL;
    snprintf(plat_env[slot].name, sizeof plat_env[slot].name, "%s", name);
    return plat_env[slot].value;
}

int plat_setenv(const char *name, const char *value, int overwrite)
{
    if (!overwrite && plat_getenv(name)) {
        return 0;
    }
    wchar_t *wn = wide(name), *wv = wide(value);
    int rc = wn && wv && _wputenv_s(wn, wv) == 0 ? 0 : -1;
    /* The narrow environment (what libintl reads) follows too. */
    if (rc == 0 && _putenv_s(name, value) != 0) {
        rc = -1;
    }
    free(wn);
    free(wv);
    return rc;
}

struct PlatDir {
    _WDIR *dir;
    struct dirent entry;
};

PlatDir *plat_opendir(const char *path)
{
    wchar_t *wp = wide(path);
    PlatDir *d = wp ? calloc(1, sizeof *d) : NULL;
    if (d && !(d->dir = _wopendir(wp))) {
        free(d);
        d = NULL;
    }
    free(wp);
    return d;
}

struct dirent *plat_readdir(PlatDir *d)
{
    struct _wdirent *w;
    while ((w = _wreaddir(d->dir)) != NULL) {
        char *name = narrow(w->d_name);
        size_t n = name ? strlen(name) : 0;
        if (name && n < sizeof d->entry.d_name) { /* longer: skipped */
            memcpy(d->entry.d_name, name, n + 1);
            d->entry.d_namlen = (unsigned short)n;
            free(name);
            return &d->entry;
        }
        free(name);
    }
    return NULL;
}

int plat_closedir(PlatDir *d)
{
    int rc = _wclosedir(d->dir);
    free(d);
    return rc;
}

int plat_getrusage(int who, struct rusage *usage)
{
    FILETIME created, ended, kernel, user;
    (void)who;
    if (!GetProcessTimes(GetCurrentProcess(), &created, &ended, &kernel,
                         &user)) {
        return -1;
    }
    /* FILETIMEs count 100 ns steps. */
    ULONGLONG k =
        ((ULONGLONG)kernel.dwHighDateTime << 32 | kernel.dwLowDateTime) / 10;
    ULONGLONG u =
        ((ULONGLONG)user.dwHighDateTime << 32 | user.dwLowDateTime) / 10;
    usage->ru_utime.tv_sec = (long)(u / 1000000);
    usage->ru_utime.tv_usec = (long)(u % 1000000);
    usage->ru_stime.tv_sec = (long)(k / 1000000);
    usage->ru_stime.tv_usec = (long)(k % 1000000);
    return 0;
}

void plat_utf8_args(int *argc, char ***argv)
{
    int n = 0;
    wchar_t **w = CommandLineToArgvW(GetCommandLineW(), &n);
    char **a = w && n > 0 ? calloc((size_t)n + 1, sizeof *a) : NULL;
    for (int i = 0; a && i < n; i++) {
        if (!(a[i] = narrow(w[i]))) {
            for (int j = 0; j < i; j++) {
                free(a[j]);
            }
            free(a);
            a = NULL; /* keep the runtime's own */
        }
    }
    LocalFree(w);
    if (a) {
        *argc = n;
        *argv = a; /* lives as long as the program */
    }
}

bool plat_process_alive(long pid)
{
    HANDLE h = OpenProcess(SYNCHRONIZE, FALSE, (DWORD)pid);
    if (!h) {
        return GetLastError() == ERROR_ACCESS_DENIED;
    }
    bool alive = WaitForSingleObject(h, 0) == WAIT_TIMEOUT;
    CloseHandle(h);
    return alive;
}

int plat_cpu_count(void)
{
    SYSTEM_INFO info;
    GetSystemInfo(&info);
    DWORD n = info.dwNumberOfProcessors;
    return n < 1 ? 1 : n > 64 ? 64 : (int)n;
}

/* Appends the UTF-16 name `w` to buf (of `size`), after a ';' when buf
 * holds one already. */
static size_t add_language(char *buf, size_t size, size_t len,
                           const wchar_t *w)
{
    char *name = narrow(w);
    if (name && *name && len + strlen(name) + 2 <= size) {
        len += (size_t)snprintf(buf + len, size - len, "%s%s",
                                len ? ";" : "", name);
    }
    free(name);
    return len;
}

size_t plat_ui_languages(char *buf, size_t size)
{
    size_t len = 0;
    if (size == 0) {
        return 0;
    }
    buf[0] = '\0';
    ULONG count = 0, chars = 0;
    if (GetUserPreferredUILanguages(MUI_LANGUAGE_NAME, &count, NULL,
                                    &chars) &&
        chars > 0) {
        wchar_t *list = malloc((size_t)chars * sizeof *list);
        if (list && GetUserPreferredUILanguages(MUI_LANGUAGE_NAME, &count,
                                                list, &chars)) {
            /* "fr-FR\0en-US\0\0" */
            for (const wchar_t *w = list; *w; w += wcslen(w) + 1) {
                len = add_language(buf, size, len, w);
            }
        }
        free(list);
    }
    if (len == 0) {
        wchar_t iso[16];
        LCID lcid = MAKELCID(GetUserDefaultUILanguage(), SORT_DEFAULT);
        if (GetLocaleInfoW(lcid, LOCALE_SISO639LANGNAME, iso, 16) > 0) {
            len = add_language(buf, size, len, iso);
        }
    }
    return len;
}
#endif
