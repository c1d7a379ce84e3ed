/* genimages.h: the image generator behind data/images/, as a library. */
#ifndef GENIMAGES_H
#define GENIMAGES_H

/* One picture the generator makes: its file name and pixel size. */
typedef struct GenimagesFile {
    const char *name;
    int width;
    int height;
} GenimagesFile;

/* Number of pictures, and the i-th one (0 <= i < genimages_count()). */
int genimages_count(void);
const GenimagesFile *genimages_file(int i);

/*
 * Renders picture i as straight-alpha RGBA, width * height * 4 bytes, rows
 * top to bottom. The caller frees the result. NULL when out of memory.
 * The output depends on nothing but i: no clock, no environment, and only
 * IEEE-exact arithmetic (no libm transcendentals), so reruns are
 * byte-identical.
 */
unsigned char *genimages_render(int i);

/*
 * Renders picture i and writes it as <dir>/<name>. Returns 0 on success; on
 * failure prints which file could not be written to stderr and returns -1.
 */
int genimages_write(int i, const char *dir);

/* genimages_write() of every picture: 0, or -1 at the first failure. */
int genimages_write_all(const char *dir);

#endif
