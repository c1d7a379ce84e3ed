/* fuzz_check.h: the invariant check the fuzz targets share: print why, then abort so libFuzzer keeps the input. */
#ifndef FUZZ_CHECK_H
#define FUZZ_CHECK_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/* libFuzzer's entry point; replay_main.c calls it for each saved input. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/*
 * An invariant that does not hold is a bug in the code under test, never in
 * the input: abort() makes libFuzzer save the input as a crash, and makes
 * the replay test of the corpus fail.
 */
#define FUZZ_CHECK(cond, ...)                                                  \
    do {                                                                       \
        if (!(cond)) {                                                         \
            fprintf(stderr, "%s:%d: invariant failed: %s: ", __FILE__,         \
                    __LINE__, #cond);                                          \
            fprintf(stderr, __VA_ARGS__);                                      \
            fprintf(stderr, "\n");                                             \
            abort();                                                           \
        }                                                                      \
    } while (0)

/* Reads the input a byte at a time; 0 once it is used up. */
typedef struct FuzzBytes {
    const uint8_t *data;
    size_t size, at;
} FuzzBytes;

static inline unsigned fuzz_take(FuzzBytes *b)
{
    return b->at < b->size ? b->data[b->at++] : 0u;
}

static inline int fuzz_left(const FuzzBytes *b)
{
    return b->at < b->size;
}

#endif
