/* test_utf8.c: safeio_utf8_char(), the one UTF-8 check that saves, texts, lessons, names and messages share. */
#include "check.h"
#include "safeio.h"

#include <string.h>

static size_t char_len(const char *bytes, size_t len)
{
    return safeio_utf8_char((const unsigned char *)bytes, len);
}

TEST(whole_characters_of_one_to_four_bytes_are_valid)
{
    CHECK_INT(char_len("a", 1), 1);
    CHECK_INT(char_len("\t", 1), 1); /* control bytes are the caller's */
    CHECK_INT(char_len("\xc3\xa9", 2), 2);         /* é */
    CHECK_INT(char_len("\xe1\xbb\x87x", 4), 3);    /* ệ, then more text */
    CHECK_INT(char_len("\xf0\x9f\x8c\xb0", 4), 4); /* U+1F330 */
    CHECK_INT(char_len("\xf4\x8f\xbf\xbf", 4), 4); /* U+10FFFF, the last */
}

TEST(stray_cut_overlong_surrogate_and_too_high_bytes_are_not)
{
    CHECK_INT(char_len("\x80", 1), 0);             /* a stray continuation */
    CHECK_INT(char_len("\xe1\xbb", 2), 0);         /* cut short */
    CHECK_INT(char_len("\xc3" "a", 2), 0);         /* no continuation */
    CHECK_INT(char_len("\xc0\x80", 2), 0);         /* overlong NUL */
    CHECK_INT(char_len("\xe0\x80\xaf", 3), 0);     /* overlong '/' */
    CHECK_INT(char_len("\xf0\x80\x80\xaf", 4), 0); /* overlong '/' */
    CHECK_INT(char_len("\xed\xa0\x80", 3), 0);     /* a surrogate */
    CHECK_INT(char_len("\xf4\x90\x80\x80", 4), 0); /* past U+10FFFF */
    CHECK_INT(char_len("\xf5\x80\x80\x80", 4), 0);
    CHECK_INT(char_len("\xff", 1), 0);
}

TEST(the_valid_prefix_stops_before_the_first_bad_character)
{
    const char *text = "Ti\xe1\xbb\x87n \xc3\xa9\xff rest";
    size_t len = strlen(text);
    CHECK_INT(safeio_utf8_valid((const unsigned char *)text, len), 9);
    CHECK_INT(safeio_utf8_valid((const unsigned char *)text, 4), 2);
    CHECK_INT(safeio_utf8_valid((const unsigned char *)"", 0), 0);
}

int main(void)
{
    RUN(whole_characters_of_one_to_four_bytes_are_valid);
    RUN(stray_cut_overlong_surrogate_and_too_high_bytes_are_not);
    RUN(the_valid_prefix_stops_before_the_first_bad_character);
    return check_summary();
}
