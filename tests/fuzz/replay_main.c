/* replay_main.c: runs a fuzz target on every file of the given folders (its corpus and regressions) without libFuzzer, so any compiler can. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_check.h"

/* Inputs are small (libFuzzer's default max_len is 4096); cap the read. */
enum { REPLAY_MAX_BYTES = 1 << 20 };

static int replay_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "%s: cannot open\n", path);
        return 0;
    }
    uint8_t *buf = malloc(REPLAY_MAX_BYTES);
    if (!buf) {
        fclose(f);
        fprintf(stderr, "%s: out of memory\n", path);
        return 0;
    }
    size_t n = fread(buf, 1, REPLAY_MAX_BYTES, f);
    fclose(f);
    /* A copy of exactly the input's size, so ASan sees reads past it. */
    uint8_t *exact = malloc(n ? n : 1);
    if (exact) {
        memcpy(exact, buf, n);
        LLVMFuzzerTestOneInput(exact, n);
    }
    free(exact);
    free(buf);
    return exact != NULL;
}

static int compare_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Replays a folder's files in name order; returns how many ran. */
static int replay_dir(const char *dir, int *failed)
{
    DIR *d = opendir(dir);
    if (!d) {
        fprintf(stderr, "%s: cannot open folder\n", dir);
        (*failed)++;
        return 0;
    }
    char **names = NULL;
    size_t count = 0, cap = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.') {
            continue;
        }
        if (count == cap) {
            cap = cap ? 2 * cap : 64;
            char **grown = realloc(names, cap * sizeof *grown);
            if (!grown) {
                break;
            }
            names = grown;
        }
        size_t len = strlen(dir) + strlen(e->d_name) + 2;
        names[count] = malloc(len);
        if (names[count]) {
            snprintf(names[count], len, "%s/%s", dir, e->d_name);
            count++;
        }
    }
    closedir(d);
    if (count) {
        qsort(names, count, sizeof *names, compare_names);
    }
    int ran = 0;
    for (size_t i = 0; i < count; i++) {
        if (replay_file(names[i])) {
            ran++;
        } else {
            (*failed)++;
        }
        free(names[i]);
    }
    free(names);
    return ran;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s FOLDER...\n", argv[0]);
        return 2;
    }
    int ran = 0, failed = 0;
    for (int i = 1; i < argc; i++) {
        ran += replay_dir(argv[i], &failed);
    }
    /* An invariant that fails aborts before this line is reached. */
    printf("%d passed, %d failed\n", ran, failed);
    return failed || ran == 0 ? 1 : 0;
}
