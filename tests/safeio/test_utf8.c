/* test_utf8.c: safeio_utf8_char(), the one UTF-8 check that saves, texts, lessons, names and messages share; the hidden characters' list; the one parser of whole numbers. */
#include "check.h"
#include "safeio.h"

#include <limits.h>
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

/* safeio_utf8_decode() gives the code point of the character it checks. */
TEST(a_character_decodes_to_its_code_point)
{
    static const struct {
        const char *bytes;
        size_t len;
        unsigned code;
    } cases[] = {
        {"A", 1, 0x41},
        {"\xC4\x91", 2, 0x111},          /* đ */
        {"\xE1\xBA\xA1", 3, 0x1EA1},     /* ạ */
        {"\xF0\x9F\x8C\xB1", 4, 0x1F331}, /* a seedling */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        unsigned code = 0;
        CHECK_INT((int)safeio_utf8_decode(
                      (const unsigned char *)cases[i].bytes, cases[i].len,
                      &code),
                  (int)cases[i].len);
        CHECK_INT((int)code, (int)cases[i].code);
    }
    unsigned code = 7;
    CHECK_INT((int)safeio_utf8_decode((const unsigned char *)"\xC4", 1,
                                      &code),
              0);
    CHECK_INT((int)code, 7);
}

/* Hidden characters (controls, bidirectional formatting) are found by
 * code point, and shown as U+FFFD; other text is kept as it is. */
TEST(hidden_characters_are_found_and_shown_neutralised)
{
    static const unsigned hidden[] = {0x00,   0x1b,   0x7f,   0x85,
                                      0x9f,   0x061c, 0x200e, 0x200f,
                                      0x2028, 0x2029, 0x202a, 0x202e,
                                      0x2066, 0x2069, 0xfeff};
    for (size_t i = 0; i < sizeof hidden / sizeof hidden[0]; i++) {
        CHECK(safeio_char_hidden(hidden[i]));
    }
    static const unsigned seen[] = {0x20,   0x41,   0xa0,   0xe9,  0x1ebf,
                                    0x200d, 0x2013, 0x2030, 0x2065, 0x206a,
                                    0xfffd, 0x1f600};
    for (size_t i = 0; i < sizeof seen / sizeof seen[0]; i++) {
        CHECK(!safeio_char_hidden(seen[i]));
    }
    char out[64];
    /* "Amara" with U+202E (right-to-left override) and U+2066 */
    CHECK(safeio_neutralise(out, sizeof out,
                            "Am\xe2\x80\xae" "ara\xe2\x81\xa6!"));
    CHECK_STR(out, "Am\xef\xbf\xbd" "ara\xef\xbf\xbd!");
    CHECK(safeio_neutralise(out, sizeof out, "a\x1b[2Jb\xc2\x85\xff"));
    CHECK_STR(out, "a\xef\xbf\xbd[2Jb\xef\xbf\xbd\xef\xbf\xbd");
    CHECK(!safeio_neutralise(out, sizeof out, "Tr\xc3\xb2 ch\xc6\xa1i"));
    CHECK_STR(out, "Tr\xc3\xb2 ch\xc6\xa1i");
    /* cut on a character boundary, and said to differ */
    CHECK(safeio_neutralise(out, 6, "ab\xe2\x80\xae" "cd"));
    CHECK_STR(out, "ab\xef\xbf\xbd");
}

/* The one parser of numbers: digits only, the same refusal for a space on
 * either side, nothing past the range, LONG_MIN and LONG_MAX exactly. */
TEST(whole_numbers_are_digits_only_and_within_their_range)
{
    long v = -1;
    CHECK(safeio_parse_long("5000", 1000, 1000000000, &v));
    CHECK_INT(v, 5000);
    CHECK(safeio_parse_long("007", 0, 10, &v));
    CHECK_INT(v, 7);
    CHECK(safeio_parse_long("-16383", -16383, 16383, &v));
    CHECK_INT(v, -16383);
    static const char *const bad[] = {"",      " 5000", "5000 ", "+5000",
                                      "5000x", "5e3",   "0x10",  "5 000",
                                      "-",     "--5",   "\t5",   "5\n"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        v = 42;
        CHECK(!safeio_parse_long(bad[i], -100000, 100000, &v));
        CHECK_INT(v, 42); /* untouched */
    }
    CHECK(!safeio_parse_long("-5", 0, 10, &v)); /* no '-' where lo >= 0 */
    CHECK(!safeio_parse_long("-0", 0, 10, &v));
    CHECK(!safeio_parse_long("11", 0, 10, &v));
    CHECK(!safeio_parse_long("99999999999999999999", 0, LONG_MAX, &v));
    CHECK(!safeio_parse_long("-99999999999999999999", LONG_MIN, 0, &v));
    char text[32];
    snprintf(text, sizeof text, "%ld", LONG_MAX);
    CHECK(safeio_parse_long(text, 0, LONG_MAX, &v) && v == LONG_MAX);
    snprintf(text, sizeof text, "%ld", LONG_MIN);
    CHECK(safeio_parse_long(text, LONG_MIN, 0, &v) && v == LONG_MIN);
    snprintf(text, sizeof text, "%ld0", LONG_MAX / 10 + 1);
    CHECK(!safeio_parse_long(text, 0, LONG_MAX, &v));
}

int main(void)
{
    RUN(whole_characters_of_one_to_four_bytes_are_valid);
    RUN(stray_cut_overlong_surrogate_and_too_high_bytes_are_not);
    RUN(the_valid_prefix_stops_before_the_first_bad_character);
    RUN(a_character_decodes_to_its_code_point);
    RUN(hidden_characters_are_found_and_shown_neutralised);
    RUN(whole_numbers_are_digits_only_and_within_their_range);
    return check_summary();
}
