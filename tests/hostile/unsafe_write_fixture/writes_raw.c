/* writes_raw.c: a fixture the safe-write check must reject: a save written straight over its name. */
#include <stdio.h>

int save(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    return f && fputs(text, f) >= 0 && fclose(f) == 0;
}
