/* gensounds_main.c: command line: gensounds OUTPUT_DIR. */
#include <stdio.h>
#include <string.h>

#include "gensounds.h"

int main(int argc, char **argv)
{
    if (argc != 2 || argv[1][0] == '\0' || strcmp(argv[1], "--help") == 0) {
        fprintf(stderr,
                "usage: gensounds OUTPUT_DIR\n"
                "Writes the %d sounds of data/sounds/ into OUTPUT_DIR.\n",
                gensounds_count());
        return argc == 2 && strcmp(argv[1], "--help") == 0 ? 0 : 2;
    }
    if (gensounds_write_all(argv[1]) != 0) {
        return 1;
    }
    printf("gensounds: wrote %d sounds to %s\n", gensounds_count(), argv[1]);
    return 0;
}
