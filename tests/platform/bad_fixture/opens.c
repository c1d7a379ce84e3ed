/* opens.c: a fixture for the platform include check: it opens a file and forgets platform.h. */
#include <stdio.h>

FILE *fixture_open(const char *path);

FILE *fixture_open(const char *path)
{
    return fopen(path, "rb");
}
