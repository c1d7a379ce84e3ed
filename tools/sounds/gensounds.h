/* gensounds.h: the sound generator behind data/sounds/, as a library. */
#ifndef GENSOUNDS_H
#define GENSOUNDS_H

#include <stddef.h>
#include <stdint.h>

/* Every sound is 16-bit signed mono PCM at this rate. */
enum { GENSOUNDS_RATE = 22050 };

/* Number of sounds, and the file name of the i-th (0 <= i < count). */
int gensounds_count(void);
const char *gensounds_name(int i);

/*
 * Synthesises sound i; *len receives its number of samples. The caller
 * frees the result; NULL when out of memory. Depends on nothing but i, with
 * only IEEE-exact arithmetic (no libm transcendentals), so reruns are
 * byte-identical on every machine.
 */
int16_t *gensounds_render(int i, size_t *len);

/* The bytes of a WAV file (RIFF, PCM, mono, 16 bit, GENSOUNDS_RATE) of the
 * samples; *size receives its length. Caller frees; NULL when out of
 * memory. */
unsigned char *gensounds_wav(const int16_t *samples, size_t len,
                             size_t *size);

/* Writes every sound as <dir>/<name>. Returns 0, or -1 after naming the
 * file that could not be written on stderr. */
int gensounds_write_all(const char *dir);

#endif
