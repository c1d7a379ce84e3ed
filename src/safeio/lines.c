/* lines.c: the one reader of the small line-by-line data files (a magic first line, then a record a line): safeio_read_lines. */
#include "safeio.h"

#include <stdlib.h>
#include <string.h>

int safeio_read_lines(const char *path, size_t max, const char *magic,
                      bool (*each)(void *ctx, char *line), void *ctx,
                      char *why, size_t why_size)
{
    size_t len, magic_len = strlen(magic);
    char *text = safeio_read(path, max, &len, why, why_size);
    if (!text) {
        return -1;
    }
    bool ok = strlen(text) == len &&
              safeio_utf8_valid((const unsigned char *)text, len) == len &&
              strncmp(text, magic, magic_len) == 0 && text[magic_len] == '\n';
    int line_no = 1;
    for (char *line = text + strcspn(text, "\n"); ok && *line;) {
        line++;
        line_no++;
        char *end = line + strcspn(line, "\n");
        char keep = *end;
        *end = '\0';
        ok = !*line || line[0] == '#' || each(ctx, line);
        *end = keep;
        line = end;
    }
    free(text);
    return ok ? 0 : line_no;
}
