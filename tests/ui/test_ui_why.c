/* test_ui_why.c: why a move is not legal, as the rules core says it, shown in English and in Vietnamese with the right hole number; and a sown seed's Vietnamese caption naming its hole again. */
#define _POSIX_C_SOURCE 200809L /* unsetenv */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "data_files.h"
#include "i18n.h"
#include "rules.h"
#include "board/anim.h"
#include "board/who.h"
#include "ui.h"

static char locale_dir[4096];

static void use_language(const char *lang)
{
    static const char *const vars[] = {"LANGUAGE", "LC_ALL", "LC_MESSAGES",
                                       "LANG"};
    for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++) {
        unsetenv(vars[i]);
    }
    content_i18n_init(locale_dir, lang);
}

/* The first hole of the start position that `side` owns. */
static int first_hole_of(const RulesPosition *p, RulesSide side)
{
    for (int h = 0; h < p->hole_count; h++) {
        if (rules_owner(p, h) == side) {
            return h;
        }
    }
    return -1;
}

/* Ayoayo, South to move at the start: North's first hole (6) is not
 * South's. The core's English stays as the CLI prints it; the screen names
 * the hole as its board does: N1, "B1" in Vietnamese (Bắc). */
TEST(a_hole_of_the_other_side_is_explained_in_vietnamese_with_its_name)
{
    RulesPosition p;
    CHECK_INT(rules_setup(&p, RULES_GAME_AYOAYO, 0), RULES_OK);
    int north = first_hole_of(&p, RULES_NORTH);
    CHECK_INT(north, 6);
    RulesWhy why = {0};
    RulesMove m = {RULES_MOVE_SOW, (uint8_t)north, 0};
    CHECK(!rules_is_legal(&p, m, &why));
    CHECK_STR(why.text, "hole 6 is not yours");
    CHECK_STR(rules_rule_id(why.rule), "C-2");
    char text[240];
    use_language("vi");
    ui_why_text(&why, &p, false, text, sizeof text);
    CHECK_STR(text, "\xC3\xB4 B1 kh\xC3\xB4ng ph\xE1\xBA\xA3i "
                    "c\xE1\xBB\xA7" "a em"); /* ô B1 không phải của em */
    ui_why_text(&why, &p, true, text, sizeof text);
    CHECK_STR(text, "\xC3\x94 B1 kh\xC3\xB4ng ph\xE1\xBA\xA3i "
                    "c\xE1\xBB\xA7" "a em");
    use_language("en");
    ui_why_text(&why, &p, true, text, sizeof text);
    CHECK_STR(text, "Hole N1 is not yours");
    /* without a board, the engine's number */
    ui_why_text(&why, NULL, true, text, sizeof text);
    CHECK_STR(text, "Hole 6 is not yours");
}

/* Bao Kigogo's hole 40 is North's B4 (C-3: Bc = 36 + c). */
TEST(a_bao_hole_is_named_by_its_row_and_column_in_the_vietnamese_sentence)
{
    RulesPosition p;
    CHECK_INT(rules_setup(&p, RULES_GAME_BAO_KIGOGO, 0), RULES_OK);
    CHECK_INT(p.hole_count, 48);
    CHECK_INT(rules_owner(&p, 40), RULES_NORTH);
    RulesWhy why = {0};
    RulesMove m = {RULES_MOVE_SOW, 40, 0};
    CHECK(!rules_is_legal(&p, m, &why));
    CHECK_STR(why.text, "hole 40 is not yours");
    char text[240];
    use_language("vi");
    ui_why_text(&why, &p, false, text, sizeof text);
    CHECK_STR(text, "\xC3\xB4 B4 kh\xC3\xB4ng ph\xE1\xBA\xA3i "
                    "c\xE1\xBB\xA7" "a em");
}

/* Goré at the start: the piles are empty, so no hole can be offered
 * (GORE-6); the Vietnamese sentence opens with "đ", whose capital is
 * "Đ". */
TEST(a_vietnamese_reason_opening_with_a_non_ascii_letter_gets_its_capital)
{
    RulesPosition p;
    CHECK_INT(rules_setup(&p, RULES_GAME_GORE, 0), RULES_OK);
    int own = first_hole_of(&p, RULES_SOUTH);
    CHECK(own >= 0);
    RulesWhy why = {0};
    RulesMove m = {RULES_MOVE_OFFER, 0, (uint8_t)(1u << own)};
    CHECK(!rules_is_legal(&p, m, &why));
    CHECK_STR(why.text,
              "the other player's pile must hold 6 seeds for each hole "
              "offered");
    char text[240];
    use_language("vi");
    ui_why_text(&why, &p, true, text, sizeof text);
    CHECK(strncmp(text, "\xC4\x90\xE1\xBB\x91ng c\xE1\xBB\xA7" "a ng",
                  strlen("\xC4\x90\xE1\xBB\x91ng c\xE1\xBB\xA7" "a ng")) == 0);
}

/* A why filled in by hand opens with its first letter's capital, of one,
 * two or three bytes in UTF-8 (the same length); anything else, a cut
 * character included, is left as it is. */
TEST(the_capital_of_the_first_letter_is_written_in_its_place)
{
    static const char *const pairs[][2] = {
        {"x y", "X y"},
        {"\xC3\xA9 y", "\xC3\x89 y"},         /* é -> É */
        {"\xC6\xB0 y", "\xC6\xAF y"},         /* ư -> Ư */
        {"\xE1\xBA\xA1 y", "\xE1\xBA\xA0 y"}, /* ạ -> Ạ */
        {"\xE1\xBB\xB9", "\xE1\xBB\xB8"},     /* ỹ -> Ỹ */
        {"\xC3\xB7 y", "\xC3\xB7 y"},         /* ÷ has none */
        {"\xC3\x89 y", "\xC3\x89 y"},         /* É already */
        {"\xC4", "\xC4"},                     /* a cut character */
        {"", ""},
    };
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
        RulesWhy why = {0};
        snprintf(why.text, sizeof why.text, "%s", pairs[i][0]);
        char text[40];
        ui_why_text(&why, NULL, true, text, sizeof text);
        CHECK_STR(text, pairs[i][1]);
    }
}

/* Urim's opening from South's first hole: its first seed makes the next
 * hole 4. The Vietnamese says which hole holds 4 (issue 58: "…, giờ ô có 4
 * hạt" left the child to guess), the translation naming the hole twice. */
TEST(a_sown_seed_names_its_hole_again_in_vietnamese)
{
    static Ui ui;
    RulesPosition p, next;
    CHECK_INT(rules_setup(&p, RULES_GAME_URIM, 6), RULES_OK);
    RulesTrace t = {0};
    RulesMove m = {RULES_MOVE_SOW, 0, 0};
    rules_apply(&p, m, &next, &t);
    CHECK(t.len > 1 && t.events[1].kind == RULES_EV_SOW);
    UiWho w = {{"Lan", "Minh"}, -1};
    char text[300];
    use_language("vi");
    ui_caption_for(&ui, &p, t.events, t.len, 1, &w, text, sizeof text);
    /* Lan thả một hạt vào ô N2, giờ ô N2 có 4 hạt */
    CHECK_STR(text, "Lan th\xE1\xBA\xA3 m\xE1\xBB\x99t h\xE1\xBA\xA1t "
                    "v\xC3\xA0o \xC3\xB4 N2, gi\xE1\xBB\x9D \xC3\xB4 N2 "
                    "c\xC3\xB3 4 h\xE1\xBA\xA1t");
    use_language("en");
    ui_caption_for(&ui, &p, t.events, t.len, 1, &w, text, sizeof text);
    CHECK_STR(text, "Lan drops a seed in hole S2, which now holds 4");
    rules_trace_free(&t);
}

int main(void)
{
    if (!data_locale_dir(locale_dir, sizeof locale_dir)) {
        return 1;
    }
    RUN(a_hole_of_the_other_side_is_explained_in_vietnamese_with_its_name);
    RUN(a_bao_hole_is_named_by_its_row_and_column_in_the_vietnamese_sentence);
    RUN(a_vietnamese_reason_opening_with_a_non_ascii_letter_gets_its_capital);
    RUN(the_capital_of_the_first_letter_is_written_in_its_place);
    RUN(a_sown_seed_names_its_hole_again_in_vietnamese);
    return check_summary();
}
