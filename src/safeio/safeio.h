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
/* safeio_open() as a stdio stream ("r"). */
FILE *safeio_fopen(const char *path, size_t max, char *why, size_t why_size);
/* Would safeio_open() accept the file? For loaders that open by name
 * (fonts, pictures). */
bool safeio_check(const char *path, size_t max, char *why, size_t why_size);

/*
 * Replaces `path` with `data` so that a reader never sees half a file: the
 * text goes to a new file beside it (a unique name, created exclusively,
 * never through a symbolic link), is flushed to disk, and is renamed over
 * `path`; then the folder is flushed. Two programs saving at once each
 * write their own file, and the last rename wins. Only a file (or a
 * symbolic link) at `path` is replaced: a folder gives EISDIR, a pipe or
 * a device EEXIST. Returns 0, or an errno (the old file is untouched and
 * the new one removed).
 */
int safeio_write_atomic(const char *path, const char *data, size_t len);

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
/* The length of the longest valid UTF-8 prefix of p[0..len). */
size_t safeio_utf8_valid(const unsigned char *p, size_t len);
/* How many bytes of `s` fit in `max` without cutting a character. */
size_t safeio_utf8_fit(const char *s, size_t max);

#endif
