/* genimages_main.c: command line: genimages OUTPUT_DIR. */
#include <stdio.h>
#include <string.h>

#include "genimages.h"

int main(int argc, char **argv)
{
    if (argc != 2 || argv[1][0] == '\0' || strcmp(argv[1], "--help") == 0) {
        fprintf(stderr,
                "usage: genimages OUTPUT_DIR\n"
                "Writes the %d pictures of data/images/ into OUTPUT_DIR.\n",
                genimages_count());
        return argc == 2 && strcmp(argv[1], "--help") == 0 ? 0 : 2;
    }
    if (genimages_write_all(argv[1]) != 0) {
        return 1;
    }
    printf("genimages: wrote %d pictures to %s\n", genimages_count(),
           argv[1]);
    return 0;
}
