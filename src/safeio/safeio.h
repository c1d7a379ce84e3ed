/* safeio.h: files a player may have replaced with anything: non-blocking bounded reads, atomic writes, checked output and escaped text. */
#ifndef SAFEIO_H
#define SAFEIO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/*
 * Every file the programs read goes through safeio_open() (or the helpers
 * built on it): it never blocks (a named pipe or a device is refused at
 * once, not read), and it refuses anything but a regular file of at most
 * `max` bytes. On failure errno says why (ENOENT: there is no file) and
 * `why` (may be NULL) says it in plain words: "no such file", "this is a
 * folder, not a file", "this is a named pipe, not a file", "the file is
 * over 1048576 bytes".
 */
enum { SAFEIO_WHY_MAX = 128 };

int safeio_open(const char *path, size_t max, char *why, size_t why_size);
/* The whole file, NUL-terminated (malloc'd; free it); *len (may be NULL)
 * gets its length. NULL as safeio_open(), or when out of memory. */
char *safeio_read(const char *path, size_t max, size_t *len, char *why,
                  size_t why_size);
/* A small data file read line by line (lines.c): at most `max` bytes of
 * valid UTF-8 without a NUL, whose first line is `magic`; every further
 * line that is not empty nor starts with '#' goes to `each` (without its
 * newline; `each` may change it), which says whether it could read it.
 * 0 when every line was read; -1 when the file cannot be read (`why` says
 * why, "no such file" when there is none); else the number of the first
 * line that is wrong (1: the magic line, or a NUL or bad UTF-8 anywhere). */
int safeio_read_lines(const char *path, size_t max, const char *magic,
                      bool (*each)(void *ctx, char *line), void *ctx,
                      char *why, size_t why_size);
/* safeio_open() as a stdio stream ("r"). */
FILE *safeio_fopen(const char *path, size_t max, char *why, size_t why_size);
/* Would safeio_open() accept the file? For loaders that open by name
 * (fonts, pictures). */
bool safeio_check(const char *path, size_t max, char *why, size_t why_size);

/*
 * Every file the programs write goes through a SafeioOut (a grep-style
 * CTest, safe_writes_go_through_safeio, keeps it so):
 *
 *   char why[SAFEIO_WHY_MAX];
 *   SafeioOut *o = safeio_out_begin(path, why, sizeof why);
 *   if (!o) ... say path and why ...
 *   fwrite(..., safeio_out_file(o));
 *   int e = safeio_out_commit(o);   (or safeio_out_commit_new(o, name))
 *   if (e) ... say path and safeio_why(e) ...
 *
 * safeio_out_begin() looks at `path` without opening it: a folder, a named
 * pipe, a device or a socket there is refused at once (EISDIR, or EEXIST
 * for the others), never opened, so nothing blocks; so is an empty name
 * (ENOENT). The text goes to a temporary file in the same folder (a unique
 * name, created exclusively: never an existing file and never through a
 * symbolic link). NULL on failure, with errno set and `why` (may be NULL)
 * saying it in plain words ("this is a named pipe, not a file", "the
 * folder does not exist", "permission denied").
 */
typedef struct SafeioOut SafeioOut;

SafeioOut *safeio_out_begin(const char *path, char *why, size_t why_size);
/* The same for a file that will only ever get a new name in `dir`
 * (safeio_out_commit_new): nothing there is looked at. */
SafeioOut *safeio_out_begin_new(const char *dir, char *why, size_t why_size);
/* The stream to write the file's bytes to (binary). */
FILE *safeio_out_file(SafeioOut *o);
/* fwrite() that keeps the errno of its first failure for the commit:
 * returns 0, or that errno. */
int safeio_out_write(SafeioOut *o, const void *data, size_t len);
/*
 * Checks that every byte was written, flushes the file to disk, and
 * renames it over `path` (a reader never sees half a file; the folder is
 * flushed too). Frees `o`. Returns 0, or an errno: then the temporary file
 * is removed and whatever was at `path` is untouched.
 */
int safeio_out_commit(SafeioOut *o);
/*
 * The same, but the file gets the name `to` only when nothing has that
 * name: choosing the name and taking it are one step (link(), or an
 * exclusive create), so two programs never take one name and no file is
 * ever replaced. EEXIST when the name is taken: then `o` stays, to try
 * another name or to cancel. Any other result frees `o`.
 */
int safeio_out_commit_new(SafeioOut *o, const char *to);
/* Drops the temporary file and frees `o` (NULL is ignored). */
void safeio_out_cancel(SafeioOut *o);
/* Plain words for an errno from writing a file: "the disk is full",
 * "the file system is read-only", "the name is too long", ... */
const char *safeio_why(int e);

/*
 * Replaces `path` with `data` through a SafeioOut: two programs saving at
 * once each write their own temporary file, and the last rename wins. Only
 * a file (or a symbolic link) at `path` is replaced: a folder gives
 * EISDIR, a pipe or a device EEXIST. Returns 0, or an errno (the old file
 * is untouched and the new one removed).
 */
int safeio_write_atomic(const char *path, const char *data, size_t len);

/* safeio_write_atomic() that also says why it failed, in plain words
 * (`why` may be NULL): "this is a named pipe, not a file". */
int safeio_write_atomic_why(const char *path, const char *data, size_t len,
                            char *why, size_t why_size);

/*
 * Makes `dir` and each missing folder on its way (mkdir -p), then checks
 * that a file can be made in it (one is created exclusively and removed:
 * permissions alone do not tell, for root or on a read-only disk). False
 * with `why` in plain words: "this is a file, not a folder", "permission
 * denied", "the file system is read-only".
 */
bool safeio_folder_usable(const char *dir, char *why, size_t why_size);

/*
 * Renames `from` to `to` unless `to` exists: 0, EEXIST when it does (and
 * nothing changed), or another errno (nothing changed either).
 */
int safeio_rename_new(const char *from, const char *to);

/*
 * Moves a damaged `path` aside to "<path><suffix>", or "<path><suffix>-2",
 * "-3", … whichever name is free, so that no earlier copy is overwritten.
 * The new name goes to `out` (may be NULL). Returns 0 or an errno.
 */
int safeio_set_aside(const char *path, const char *suffix, char *out,
                     size_t out_size);

/* One line on stderr, "<program>: <doing> <path>: <why>", the path
 * escaped (it may hold control bytes). */
void safeio_complain(const char *program, const char *doing,
                     const char *path, const char *why);

/* printf to stderr as "<program>: <message>", one line: every control
 * byte of the message (a path or a typed value may hold escape
 * sequences) is escaped; a last newline in `fmt` is the line's end. */
void safeio_tell(const char *program, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* Can standard output take bytes? A write of none tells a closed
 * descriptor (EBADF) or a device that takes nothing (/dev/full: ENOSPC)
 * without writing anything: 0 or that errno. For programs that work long
 * before they print. */
int safeio_probe_stdout(void);

/* Flushes and closes standard output; 0, or the errno of the failed write
 * (a full disk, a closed descriptor), so that lost output is an error. */
int safeio_close_stdout(void);

/*
 * Copies untrusted text for a message: control bytes (escape sequences
 * that would steer the terminal) and invalid UTF-8 are shown as "\xNN";
 * the copy is cut on a character boundary to fit `size`.
 */
void safeio_escape(char *out, size_t size, const char *in);
/*
 * The project's one UTF-8 check: the length (1 to 4) of the character at
 * p (of len > 0 bytes), or 0 when it is not valid UTF-8 (a stray or cut
 * byte, an overlong form, a surrogate, or a code point past U+10FFFF).
 */
size_t safeio_utf8_char(const unsigned char *p, size_t len);
/* The same check, giving the character's code point in *code as well. */
size_t safeio_utf8_decode(const unsigned char *p, size_t len, unsigned *code);
/* The length of the longest valid UTF-8 prefix of p[0..len). */
size_t safeio_utf8_valid(const unsigned char *p, size_t len);
/* How many bytes of `s` fit in `max` without cutting a character. */
size_t safeio_utf8_fit(const char *s, size_t max);

/*
 * Removes from `dir` the temporary files of writes that never finished
 * (".tmp-<pid>-<hex>", safeio_write_atomic's) whose process is gone: a
 * crash or a kill mid-write. Those of running processes, this one
 * included, are left alone. Returns how many were removed. For the start
 * of a program that keeps files in `dir` (the data folder).
 */
int safeio_remove_stale_temps(const char *dir);

/*
 * The data folder's lock, held while a file that several programs share
 * (the record, the lesson progress, the settings) is read, merged with
 * what this program changed and written back, so that two windows open on
 * one folder never lose each other's changes. It is the file
 * "<dir>/shared.lock", made when missing and never removed (a removed lock
 * file would let two programs each lock a file of their own); the end of
 * the program, even a crash, releases it. Waits up to SAFEIO_LOCK_WAIT_MS
 * for another holder. Returns a handle for safeio_unlock(), or -1 when no
 * lock can be had (no folder, a read-only one, a holder that hangs): the
 * caller goes on without it, since its write still merges with the file.
 */
#define SAFEIO_LOCK_NAME "shared.lock"
enum { SAFEIO_LOCK_WAIT_MS = 2000 };
int safeio_lock(const char *dir);
/* The same lock on the file `path` (made when missing, never removed),
 * waiting up to `wait_ms` for another holder; -1 when none can be had,
 * *busy (may be NULL) then true when another process holds it. The
 * computer's tables use one such file each ("<table>.lock"). */
int safeio_lock_file(const char *path, int wait_ms, bool *busy);
/* Releases the lock (-1 is ignored). */
void safeio_unlock(int lock);

/*
 * Characters a player cannot see but that steer text: control characters
 * (U+0000 to U+001F, U+007F to U+009F), the bidirectional formatting ones
 * (U+061C, U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069), the line
 * and paragraph separators U+2028, U+2029 and U+FEFF. A name holding
 * U+202E would look reversed: none ever reaches a file name.
 */
bool safeio_char_hidden(unsigned code);
/* Copies `in` to show it: each hidden character, and each byte that is
 * not UTF-8, becomes U+FFFD; cut on a character boundary to fit `size`.
 * True when the copy differs from `in`. */
bool safeio_neutralise(char *out, size_t size, const char *in);

/*
 * The one parser of whole numbers, for every option, setting and file: an
 * optional '-' (only where `lo` is below 0) and the digits 0-9, nothing
 * else: no space before or after (" 5000" and "5000 " alike are refused),
 * no '+', no "0x", no exponent, no other text. A number from lo to hi goes
 * to *out; one past the range, however long, is refused, never taken as
 * LONG_MAX. (long is 32 bits on Windows: lo and hi must fit there.)
 */
bool safeio_parse_long(const char *text, long lo, long hi, long *out);

#endif
