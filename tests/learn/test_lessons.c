/* test_lessons.c: every lesson of data/rules/lessons loads, and each step plays and shows what its caption says. */
#include "check.h"
#include "learn.h"

static const char *const languages[] = {"en", "vi"};

static const char *data_dir(void)
{
    const char *d = getenv("MANCALA_DATA_DIR");
    return d ? d : "data";
}

/* Loads the lesson of a game in a language, reporting the loader's error. */
static LearnLesson *load(RulesGameId game, const char *lang)
{
    char path[1024];
    if (learn_lesson_path(data_dir(), game, lang, path, sizeof path) != 0) {
        return NULL;
    }
    LearnError err;
    LearnLesson *lesson = learn_lesson_load(path, &err);
    if (!lesson) {
        printf("  %s\n", err.text);
    }
    return lesson;
}

TEST(every_game_has_a_lesson_in_every_language_that_loads)
{
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        for (size_t l = 0; l < 2; l++) {
            LearnLesson *lesson = load((RulesGameId)g, languages[l]);
            CHECK(lesson != NULL);
            CHECK_INT(lesson->game, g);
            CHECK(lesson->count >= 6 && lesson->count <= 10);
            learn_lesson_free(lesson);
        }
    }
}

TEST(every_step_position_is_legal_and_its_move_shows_what_the_caption_names)
{
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        for (size_t l = 0; l < 2; l++) {
            LearnLesson *lesson = load((RulesGameId)g, languages[l]);
            CHECK(lesson != NULL);
            for (size_t i = 0; i < lesson->count; i++) {
                const LearnStep *st = &lesson->steps[i];
                RulesWhy why;
                if (!rules_position_valid(&st->position, &why) ||
                    !rules_is_legal(&st->position, st->move, &why)) {
                    learn_lesson_free(lesson);
                    CHECK_FAIL_AT("%s step %zu: %s", lesson->path, i + 1,
                                  why.text);
                    return;
                }
                LearnError err;
                if (!learn_step_check(lesson->path, st, &err)) {
                    printf("  %s\n", err.text);
                    learn_lesson_free(lesson);
                    CHECK(!"every step shows what its caption names");
                }
            }
            learn_lesson_free(lesson);
        }
    }
}

/* The translations teach the same thing: same steps, moves and positions. */
TEST(both_languages_of_a_lesson_have_the_same_steps_positions_and_moves)
{
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        LearnLesson *en = load((RulesGameId)g, "en");
        LearnLesson *vi = load((RulesGameId)g, "vi");
        CHECK(en && vi);
        bool same = en->count == vi->count;
        for (size_t i = 0; same && i < en->count; i++) {
            const LearnStep *a = &en->steps[i], *b = &vi->steps[i];
            bool names_a[RULES_RULE_COUNT], names_b[RULES_RULE_COUNT];
            learn_rules_named(a->caption, names_a);
            learn_rules_named(b->caption, names_b);
            same = rules_position_same(&a->position, &b->position) &&
                   a->position.moves_played == b->position.moves_played &&
                   rules_move_equal(a->move, b->move) &&
                   a->illegal_count == b->illegal_count &&
                   memcmp(names_a, names_b, sizeof names_a) == 0;
            if (!same) {
                printf("  %s step %zu differs\n", vi->path, i + 1);
            }
        }
        learn_lesson_free(en);
        learn_lesson_free(vi);
        CHECK(same);
    }
}

/* The topics issue 10 asks each game's lesson to cover, as rule ids that
 * the steps' captions must name between them. */
TEST(each_lesson_covers_what_makes_its_game_itself)
{
    static const struct {
        RulesGameId game;
        RulesRule rules[6];
    } topics[] = {
        {RULES_GAME_GORE,
         {RULES_RULE_GORE_3, RULES_RULE_GORE_4, RULES_RULE_GORE_5,
          RULES_RULE_GORE_6, RULES_RULE_GORE_8}},
        {RULES_GAME_BAO_KIGOGO,
         {RULES_RULE_BAO_2, RULES_RULE_BAO_3, RULES_RULE_BAO_4,
          RULES_RULE_BAO_5}},
        {RULES_GAME_MODIAR,
         {RULES_RULE_MOD_2, RULES_RULE_MOD_3, RULES_RULE_MOD_4,
          RULES_RULE_MOD_6}},
        {RULES_GAME_AYOAYO,
         {RULES_RULE_AYO_2, RULES_RULE_AYO_3, RULES_RULE_AYO_4,
          RULES_RULE_AYO_5}},
        {RULES_GAME_URIM,
         {RULES_RULE_URIM_2, RULES_RULE_URIM_3, RULES_RULE_URIM_4,
          RULES_RULE_URIM_5, RULES_RULE_URIM_8, RULES_RULE_URIM_9}},
    };
    for (size_t t = 0; t < sizeof topics / sizeof topics[0]; t++) {
        LearnLesson *lesson = load(topics[t].game, "en");
        CHECK(lesson != NULL);
        bool any[RULES_RULE_COUNT] = {false};
        for (size_t i = 0; i < lesson->count; i++) {
            bool named[RULES_RULE_COUNT];
            learn_rules_named(lesson->steps[i].caption, named);
            for (int r = 0; r < RULES_RULE_COUNT; r++) {
                any[r] = any[r] || named[r];
            }
        }
        learn_lesson_free(lesson);
        for (size_t k = 0; k < 6 && topics[t].rules[k]; k++) {
            if (!any[topics[t].rules[k]]) {
                CHECK_FAIL_AT("the %s lesson never names %s",
                              rules_game_name(topics[t].game),
                              rules_rule_id(topics[t].rules[k]));
                return;
            }
        }
    }
}

/* Worked by hand: the Bao Kigogo steps about the back hole capture both
 * holes of the column (3 + 4) and then only the front one (3). */
TEST(bao_5_lesson_captures_with_and_without_the_back_hole)
{
    LearnLesson *lesson = load(RULES_GAME_BAO_KIGOGO, "en");
    CHECK(lesson != NULL && lesson->count >= 3);
    int gained[2];
    for (int k = 0; k < 2; k++) {
        const LearnStep *st = &lesson->steps[1 + k];
        RulesPosition after;
        rules_apply(&st->position, st->move, &after, NULL);
        gained[k] = after.captured[RULES_SOUTH] -
                    st->position.captured[RULES_SOUTH];
    }
    learn_lesson_free(lesson);
    CHECK_INT(gained[0], 7);
    CHECK_INT(gained[1], 3);
}

/* Worked by hand: the two Urim endings score 2 points (28 of 36) and then
 * 1 point (21 of 36) (URIM-9). */
TEST(urim_9_lesson_endings_score_two_points_then_one)
{
    LearnLesson *lesson = load(RULES_GAME_URIM, "en");
    CHECK(lesson != NULL && lesson->count >= 2);
    int points[2];
    for (int k = 0; k < 2; k++) {
        const LearnStep *st = &lesson->steps[lesson->count - 2 + (size_t)k];
        RulesPosition after;
        rules_apply(&st->position, st->move, &after, NULL);
        points[k] = after.over ? rules_urim_points(&after) : -1;
    }
    learn_lesson_free(lesson);
    CHECK_INT(points[0], 2);
    CHECK_INT(points[1], 1);
}

TEST(a_language_without_a_lesson_falls_back_to_english)
{
    LearnError err;
    LearnLesson *lesson =
        learn_lesson_load_game(data_dir(), RULES_GAME_GORE, "xx", &err);
    CHECK(lesson != NULL);
    CHECK(strstr(lesson->path, "gore.lesson.en.txt") != NULL);
    learn_lesson_free(lesson);
}

int main(void)
{
    RUN(every_game_has_a_lesson_in_every_language_that_loads);
    RUN(every_step_position_is_legal_and_its_move_shows_what_the_caption_names);
    RUN(both_languages_of_a_lesson_have_the_same_steps_positions_and_moves);
    RUN(each_lesson_covers_what_makes_its_game_itself);
    RUN(bao_5_lesson_captures_with_and_without_the_back_hole);
    RUN(urim_9_lesson_endings_score_two_points_then_one);
    RUN(a_language_without_a_lesson_falls_back_to_english);
    return check_summary();
}
