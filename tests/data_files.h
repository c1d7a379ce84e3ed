/* data_files.h: for tests of data/: the source tree, and reading a whole file. */
#ifndef DATA_FILES_H
#define DATA_FILES_H

#include <stdio.h>
#include <stdlib.h>

/* The source tree, where data/ is (ctest sets MANCALA_SOURCE_DIR). */
static inline const char *data_source_dir(void)
{
    const char *d = getenv("MANCALA_SOURCE_DIR");
    return d ? d : "../../..";
}

/* The build's gettext catalogues, <MANCALA_BUILD_DIR>/locale, into buf;
 * false (said on stdout) when the test does not run through ctest. */
static inline int data_locale_dir(char *buf, size_t size)
{
    const char *build = getenv("MANCALA_BUILD_DIR");
    if (!build) {
        printf("MANCALA_BUILD_DIR is not set (run through ctest)\n");
        return 0;
    }
    snprintf(buf, size, "%s/locale", build);
    return 1;
}

/* A whole file, NUL-terminated; NULL if it cannot be read. Caller frees. */
static inline unsigned char *data_read_all(const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    unsigned char *buf = NULL;
    long n;
    if (!f) {
        return NULL;
    }
    if (fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) >= 0 &&
        fseek(f, 0, SEEK_SET) == 0) {
        *size = (size_t)n;
        buf = malloc(*size + 1u);
        if (buf && fread(buf, 1, *size, f) != *size) {
            free(buf);
            buf = NULL;
        }
        if (buf) {
            buf[*size] = '\0';
        }
    }
    fclose(f);
    return buf;
}

#endif
