/* test_format.c: the text format of docs/CONTENT-FORMAT.md, and its errors naming file and line. */
#define _POSIX_C_SOURCE 200809L /* mkdir */

#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "check.h"
#include "content.h"

static ContentDoc *parse(const char *text, ContentError *err)
{
    return content_doc_parse("t.txt", text, strlen(text), err);
}

/* Writes `len` bytes to a file in the test's working directory. */
static const char *write_file(const char *name, const char *bytes, size_t len)
{
    FILE *f = fopen(name, "wb");
    if (!f) {
        return NULL;
    }
    fwrite(bytes, 1, len, f);
    fclose(f);
    return name;
}

TEST(a_document_gives_title_headings_paragraphs_and_items_in_order)
{
    ContentError err;
    ContentDoc *doc = parse("# Ayoayo\n"
                            "\n"
                            "## The board\n"
                            "Two rows\n"
                            "of six holes.\n"
                            "\n"
                            "- first item\n"
                            "  goes on\n"
                            "- second\n"
                            "2. numbered\n"
                            "### Small\n",
                            &err);
    CHECK(doc != NULL);
    CHECK_INT(doc->count, 7);
    CHECK_INT(doc->blocks[0].kind, CONTENT_BLOCK_TITLE);
    CHECK_STR(content_doc_title(doc), "Ayoayo");
    CHECK_INT(doc->blocks[1].kind, CONTENT_BLOCK_HEADING);
    CHECK_INT(doc->blocks[1].level, 2);
    CHECK_STR(doc->blocks[1].text, "The board");
    CHECK_INT(doc->blocks[2].kind, CONTENT_BLOCK_PARAGRAPH);
    CHECK_STR(doc->blocks[2].text, "Two rows of six holes.");
    CHECK_INT(doc->blocks[2].line, 4);
    CHECK_INT(doc->blocks[3].kind, CONTENT_BLOCK_ITEM);
    CHECK_STR(doc->blocks[3].text, "first item goes on");
    CHECK_INT(doc->blocks[3].number, 0);
    CHECK_STR(doc->blocks[4].text, "second");
    CHECK_INT(doc->blocks[4].number, 0);
    CHECK_INT(doc->blocks[5].number, 2);
    CHECK_STR(doc->blocks[5].text, "numbered");
    content_doc_free(doc);
}

TEST(a_level_three_heading_ends_the_list_before_it)
{
    ContentError err;
    ContentDoc *doc = parse("# T\n- a\n### Small\ntext\n", &err);
    CHECK(doc != NULL);
    CHECK_INT(doc->count, 4);
    CHECK_INT(doc->blocks[2].kind, CONTENT_BLOCK_HEADING);
    CHECK_INT(doc->blocks[2].level, 3);
    CHECK_STR(doc->blocks[3].text, "text");
    content_doc_free(doc);
}

TEST(emphasis_markers_become_spans_and_escapes_stay_literal)
{
    ContentError err;
    ContentDoc *doc = parse("# T\nthe *ayla* or *cows*, 2 \\* 3\n", &err);
    CHECK(doc != NULL);
    CHECK_STR(doc->blocks[1].text, "the ayla or cows, 2 * 3");
    CHECK_INT(doc->blocks[1].span_count, 2);
    CHECK_INT(doc->blocks[1].spans[0].start, 4);
    CHECK_INT(doc->blocks[1].spans[0].len, 4);
    CHECK_INT(doc->blocks[1].spans[1].start, 12);
    CHECK_INT(doc->blocks[1].spans[1].len, 4);
    content_doc_free(doc);
}

TEST(crlf_line_ends_and_a_byte_order_mark_are_accepted)
{
    ContentError err;
    ContentDoc *doc = parse("\xEF\xBB\xBF# Gor\xC3\xA9\r\n\r\nText\r\n", &err);
    CHECK(doc != NULL);
    CHECK_STR(content_doc_title(doc), "Gor\xC3\xA9");
    CHECK_STR(doc->blocks[1].text, "Text");
    content_doc_free(doc);
}

TEST(a_board_directive_gives_rows_and_stores)
{
    ContentError err;
    ContentDoc *doc =
        parse("# T\n[board game=ayoayo holes=4,4,4/4,0,5 stores=1,2]\n", &err);
    CHECK(doc != NULL);
    CHECK_INT(doc->count, 2);
    CHECK_INT(doc->blocks[1].kind, CONTENT_BLOCK_BOARD);
    CHECK_STR(doc->blocks[1].board.game, "ayoayo");
    CHECK_INT(doc->blocks[1].board.rows, 2);
    CHECK_INT(doc->blocks[1].board.cols, 3);
    CHECK_INT(doc->blocks[1].board.holes[1][1], 0);
    CHECK_INT(doc->blocks[1].board.holes[1][2], 5);
    CHECK(doc->blocks[1].board.has_stores);
    CHECK_INT(doc->blocks[1].board.stores[0], 1);
    CHECK_INT(doc->blocks[1].board.stores[1], 2);
    content_doc_free(doc);
}

/* Each malformed text must fail with "t.txt:<line>: <words>". */
static int fails_at(const char *text, int line, const char *words)
{
    ContentError err;
    char prefix[32];
    ContentDoc *doc = parse(text, &err);
    if (doc) {
        content_doc_free(doc);
        printf("  accepted: %s\n", text);
        return 0;
    }
    snprintf(prefix, sizeof prefix, "t.txt:%d: ", line);
    if (err.line != line || strncmp(err.text, prefix, strlen(prefix)) != 0 ||
        !strstr(err.text, words)) {
        printf("  got \"%s\", expected \"%s...%s\"\n", err.text, prefix,
               words);
        return 0;
    }
    return 1;
}

TEST(an_unknown_directive_is_an_error_naming_file_and_line)
{
    CHECK(fails_at("# T\n\ntext\n[picture x=1]\n", 4,
                   "unknown directive 'picture'"));
    CHECK(fails_at("# T\n[board game=urim holes=1 colour=red]\n", 2,
                   "unknown key 'colour'"));
}

TEST(a_malformed_board_is_an_error_naming_file_and_line)
{
    CHECK(fails_at("# T\n[board game=urim holes=1,2/3]\n", 2,
                   "row 2 has 1 holes"));
    CHECK(fails_at("# T\n[board game=urim holes=1,x]\n", 2,
                   "expected a number"));
    CHECK(fails_at("# T\n[board holes=1]\n", 2, "game= and holes="));
    CHECK(fails_at("# T\n[board game=urim holes=1\n", 2, "ends with ']'"));
    CHECK(fails_at("# T\n[board game=urim holes=1 stores=1]\n", 2,
                   "stores="));
}

/* Every number of a board directive is read by the strict parser
 * (safeio_parse_long): a sign, a number past its limit or text after it is
 * refused with the file and line, never read as something else. */
TEST(a_malformed_number_in_a_board_is_refused_with_its_file_and_line)
{
    CHECK(fails_at("# T\n[board game=urim holes=1 stores=+1,2]\n", 2,
                   "stores= takes two counts"));
    CHECK(fails_at("# T\n[board game=urim holes=1 stores=1,2x]\n", 2,
                   "stores= takes two counts"));
    CHECK(fails_at("# T\n[board game=urim holes=1 stores=1,-2]\n", 2,
                   "stores= takes two counts"));
    CHECK(fails_at("# T\n[board game=urim holes=1 stores=1000,0]\n", 2,
                   "stores= takes two counts"));
    CHECK(fails_at("# T\n[board game=urim holes=1,99999999999999999999]\n",
                   2, "99999999999999999999 is too many seeds"));
    CHECK(fails_at("# T\n[board game=urim holes=4,1000]\n", 2,
                   "1000 is too many seeds"));
    CHECK(fails_at("# T\n[board game=urim holes=4,+4]\n", 2,
                   "expected a number"));
}

TEST(invalid_utf8_is_an_error_naming_the_line_it_is_on)
{
    CHECK(fails_at("# T\n\nok\nbad \xC3 byte\n", 4, "invalid UTF-8"));
    CHECK(fails_at("# T\n\xC0\xAF overlong\n", 2, "invalid UTF-8"));
    CHECK(fails_at("# T\n\xED\xA0\x80 surrogate\n", 2, "invalid UTF-8"));
}

TEST(a_nul_byte_is_an_error_naming_the_line_it_is_on)
{
    ContentError err;
    static const char text[] = "# T\n\nab\0cd\n";
    ContentDoc *doc = content_doc_parse("t.txt", text, sizeof text - 1, &err);
    CHECK(doc == NULL);
    CHECK_INT(err.line, 3);
    CHECK(strstr(err.text, "t.txt:3: NUL byte") == err.text);
}

TEST(headings_out_of_place_are_errors_naming_the_line)
{
    CHECK(fails_at("text first\n", 1, "must start with a '# Title'"));
    CHECK(fails_at("## Heading first\n", 1, "must start with a '# Title'"));
    CHECK(fails_at("# T\n\n# Second title\n", 3, "only the first line"));
    CHECK(fails_at("# T\n#### Deep\n", 2, "one to three '#'"));
    CHECK(fails_at("# T\n##NoSpace\n", 2, "a space"));
    CHECK(fails_at("", 1, "empty"));
}

TEST(an_unclosed_emphasis_is_an_error_naming_the_block_line)
{
    CHECK(fails_at("# T\n\nsome *open\ntext\n", 3, "never closed"));
}

TEST(a_missing_file_is_an_error_naming_the_file)
{
    ContentError err;
    ContentDoc *doc = content_doc_load("no-such-dir/none.txt", &err);
    CHECK(doc == NULL);
    CHECK(strstr(err.text, "no-such-dir/none.txt: cannot open") == err.text);
}

TEST(a_file_over_the_size_limit_is_an_error_naming_the_file)
{
    static char big[CONTENT_MAX_FILE_BYTES + 10];
    ContentError err;
    ContentDoc *doc;
    const char *path;

    memset(big, 'a', sizeof big);
    memcpy(big, "# T\n", 4);
    path = write_file("big.txt", big, sizeof big);
    CHECK(path != NULL);
    doc = content_doc_load(path, &err);
    CHECK(doc == NULL);
    CHECK(strstr(err.text, "big.txt: file is larger") == err.text);
    remove(path);
}

TEST(a_file_on_disk_loads_and_its_errors_name_the_path_and_line)
{
    static const char good[] = "# Title\n\nWords.\n";
    static const char bad[] = "# Title\n\nWords.\n[oops]\n";
    ContentError err;
    ContentDoc *doc;

    CHECK(write_file("good.txt", good, sizeof good - 1) != NULL);
    doc = content_doc_load("good.txt", &err);
    CHECK(doc != NULL);
    CHECK_STR(doc->path, "good.txt");
    CHECK_INT(doc->count, 2);
    content_doc_free(doc);
    CHECK(write_file("bad.txt", bad, sizeof bad - 1) != NULL);
    doc = content_doc_load("bad.txt", &err);
    CHECK(doc == NULL);
    CHECK_STR(err.text, "bad.txt:4: unknown directive 'oops' (the only one is "
                        "'board')");
    remove("good.txt");
    remove("bad.txt");
}

TEST(text_paths_follow_game_kind_and_language)
{
    char buf[64];
    CHECK_INT(content_rules_path("data", "ayoayo", "vi", buf, sizeof buf), 0);
    CHECK_STR(buf, "data/rules/ayoayo.rules.vi.txt");
    CHECK_INT(content_history_path("d", "bao-kigogo", "en", buf, sizeof buf),
              0);
    CHECK_STR(buf, "d/rules/bao-kigogo.history.en.txt");
    CHECK_INT(content_rules_path("data", "ayoayo", "vi", buf, 10), -1);
    CHECK_INT(content_rules_path("data", "", "vi", buf, sizeof buf), -1);
}

TEST(a_missing_translation_falls_back_to_the_english_text)
{
    static const char en[] = "# English rules\n\nText.\n";
    ContentError err;
    ContentDoc *doc;

    mkdir("fallback", 0755);
    mkdir("fallback/rules", 0755);
    CHECK(write_file("fallback/rules/demo.rules.en.txt", en, sizeof en - 1));
    doc = content_doc_load_game("fallback", "demo", CONTENT_RULES, "vi", &err);
    CHECK(doc != NULL);
    CHECK_STR(content_doc_title(doc), "English rules");
    CHECK_STR(doc->path, "fallback/rules/demo.rules.en.txt");
    content_doc_free(doc);
    doc = content_doc_load_game("fallback", "none", CONTENT_HISTORY, "vi",
                                &err);
    CHECK(doc == NULL);
    CHECK(strstr(err.text, "fallback/rules/none.history.en.txt: cannot open") ==
          err.text);
    remove("fallback/rules/demo.rules.en.txt");
}

int main(void)
{
    RUN(a_document_gives_title_headings_paragraphs_and_items_in_order);
    RUN(a_level_three_heading_ends_the_list_before_it);
    RUN(emphasis_markers_become_spans_and_escapes_stay_literal);
    RUN(crlf_line_ends_and_a_byte_order_mark_are_accepted);
    RUN(a_board_directive_gives_rows_and_stores);
    RUN(an_unknown_directive_is_an_error_naming_file_and_line);
    RUN(a_malformed_board_is_an_error_naming_file_and_line);
    RUN(a_malformed_number_in_a_board_is_refused_with_its_file_and_line);
    RUN(invalid_utf8_is_an_error_naming_the_line_it_is_on);
    RUN(a_nul_byte_is_an_error_naming_the_line_it_is_on);
    RUN(headings_out_of_place_are_errors_naming_the_line);
    RUN(an_unclosed_emphasis_is_an_error_naming_the_block_line);
    RUN(a_missing_file_is_an_error_naming_the_file);
    RUN(a_file_over_the_size_limit_is_an_error_naming_the_file);
    RUN(a_file_on_disk_loads_and_its_errors_name_the_path_and_line);
    RUN(text_paths_follow_game_kind_and_language);
    RUN(a_missing_translation_falls_back_to_the_english_text);
    return check_summary();
}
