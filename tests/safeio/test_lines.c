/* test_lines.c: safeio_read_lines, the one reader of the line-by-line data files (the head-to-head tally, the puzzle record): the magic line, comments and blank lines passed over, the first wrong line named, a missing file told apart. */
#define _POSIX_C_SOURCE 200809L
#include "check.h"
#include "safeio.h"

#include <stdio.h>
#include <string.h>

typedef struct Seen {
    char lines[4][32];
    int n;
} Seen;

/* Takes a line that starts with "ok", refuses any other. */
static bool take(void *ctx, char *line)
{
    Seen *s = ctx;
    if (strncmp(line, "ok", 2) != 0 || s->n == 4) {
        return false;
    }
    snprintf(s->lines[s->n++], sizeof s->lines[0], "%s", line);
    return true;
}

static void write_file(const char *path, const char *text, size_t len)
{
    FILE *f = fopen(path, "wb");
    if (f) {
        fwrite(text, 1, len, f);
        fclose(f);
    }
}

static int read_text(const char *text, size_t len, Seen *s, char *why)
{
    write_file("lines.txt", text, len);
    memset(s, 0, sizeof *s);
    return safeio_read_lines("lines.txt", 1024, "MAGIC 1", take, s, why,
                             SAFEIO_WHY_MAX);
}

TEST(each_line_after_the_magic_is_read_but_blank_lines_and_comments)
{
    Seen s;
    char why[SAFEIO_WHY_MAX];
    const char text[] = "MAGIC 1\nok one\n\n# a note\nok two";
    CHECK_INT(read_text(text, sizeof text - 1, &s, why), 0);
    CHECK_INT(s.n, 2);
    CHECK_STR(s.lines[0], "ok one"); /* without its newline */
    CHECK_STR(s.lines[1], "ok two"); /* the last line needs none */
}

TEST(the_first_wrong_line_is_named_by_its_number)
{
    Seen s;
    char why[SAFEIO_WHY_MAX];
    const char text[] = "MAGIC 1\nok one\n\nno good\nalso bad\n";
    CHECK_INT(read_text(text, sizeof text - 1, &s, why), 4);
}

TEST(a_wrong_magic_a_nul_or_bad_utf8_is_line_1)
{
    Seen s;
    char why[SAFEIO_WHY_MAX];
    const char other[] = "MAGIC 2\nok one\n";
    CHECK_INT(read_text(other, sizeof other - 1, &s, why), 1);
    const char longer[] = "MAGIC 10\nok one\n"; /* the magic and more */
    CHECK_INT(read_text(longer, sizeof longer - 1, &s, why), 1);
    const char nul[] = "MAGIC 1\nok\0one\n";
    CHECK_INT(read_text(nul, sizeof nul - 1, &s, why), 1);
    const char latin1[] = "MAGIC 1\nok caf\xe9\n";
    CHECK_INT(read_text(latin1, sizeof latin1 - 1, &s, why), 1);
    CHECK_INT(s.n, 0); /* nothing read from a file that is not right */
}

TEST(a_missing_file_is_minus_1_and_says_so)
{
    Seen s = {0};
    char why[SAFEIO_WHY_MAX];
    remove("no-such-lines.txt");
    CHECK_INT(safeio_read_lines("no-such-lines.txt", 1024, "MAGIC 1", take,
                                &s, why, sizeof why),
              -1);
    CHECK_STR(why, "no such file");
}

int main(void)
{
    RUN(each_line_after_the_magic_is_read_but_blank_lines_and_comments);
    RUN(the_first_wrong_line_is_named_by_its_number);
    RUN(a_wrong_magic_a_nul_or_bad_utf8_is_line_1);
    RUN(a_missing_file_is_minus_1_and_says_so);
    return check_summary();
}
