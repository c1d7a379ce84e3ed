/* test_names.c: game names and rule ids round-trip as the CLI and rule book spell them. */
#include "check.h"
#include "rules.h"

TEST(every_game_name_parses_back_to_its_game)
{
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        RulesGameId back;
        CHECK(rules_game_from_name(rules_game_name((RulesGameId)g), &back));
        CHECK_INT(back, g);
    }
    RulesGameId dummy;
    CHECK(!rules_game_from_name("oware", &dummy));
}

TEST(rule_ids_are_spelled_as_in_the_rule_book)
{
    CHECK_STR(rules_rule_id(RULES_RULE_GORE_5), "GORE-5");
    CHECK_STR(rules_rule_id(RULES_RULE_URIM_10), "URIM-10");
    CHECK_STR(rules_rule_id(RULES_RULE_C_6), "C-6");
}

int main(void)
{
    RUN(every_game_name_parses_back_to_its_game);
    RUN(rule_ids_are_spelled_as_in_the_rule_book);
    return check_summary();
}
