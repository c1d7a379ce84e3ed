/* test_lessons.c: every lesson of data/rules/lessons loads, each step shows the clauses it teaches, and every clause of docs/RULES.md is taught. */
#include "check.h"
#include "content.h"
#include "learn.h"

/* every language of the game's list (src/content/content.h) */
#define LANGUAGES CONTENT_LANGUAGE_COUNT
#define languages(l) content_language_code((int)(l))

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
        for (size_t l = 0; l < LANGUAGES; l++) {
            LearnLesson *lesson = load((RulesGameId)g, languages(l));
            CHECK(lesson != NULL);
            CHECK_INT(lesson->game, g);
            CHECK(lesson->count >= 6 && lesson->count <= 14);
            learn_lesson_free(lesson);
        }
    }
}

TEST(every_step_position_is_legal_and_the_step_shows_the_rules_it_names)
{
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        for (size_t l = 0; l < LANGUAGES; l++) {
            LearnLesson *lesson = load((RulesGameId)g, languages(l));
            CHECK(lesson != NULL);
            for (size_t i = 0; i < lesson->count; i++) {
                const LearnStep *st = &lesson->steps[i];
                RulesWhy why;
                /* a position play can reach: every limit of the rule
                 * book, the game's end (GORE-8) not already reached */
                if (!rules_position_check(&st->position, &why) ||
                    !rules_is_legal(&st->position, st->move, &why)) {
                    CHECK_FAIL_AT("%s step %zu: %s", lesson->path, i + 1,
                                  why.text);
                    learn_lesson_free(lesson);
                    return;
                }
                LearnError err;
                if (!learn_step_check(lesson->path, st, &err)) {
                    printf("  %s\n", err.text);
                    learn_lesson_free(lesson);
                    CHECK(!"every step shows the rules it names");
                }
            }
            learn_lesson_free(lesson);
        }
    }
}

/* The translations teach the same thing: same steps, moves, positions,
 * histories and matches as the English. */
TEST(every_language_of_a_lesson_has_the_same_steps_positions_and_moves)
{
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        LearnLesson *en = load((RulesGameId)g, "en");
        CHECK(en != NULL);
        for (size_t l = 1; l < LANGUAGES; l++) {
            LearnLesson *tr = load((RulesGameId)g, languages(l));
            CHECK(tr != NULL);
            bool same = en->count == tr->count;
            for (size_t i = 0; same && i < en->count; i++) {
                const LearnStep *a = &en->steps[i], *b = &tr->steps[i];
                same = rules_position_same(&a->position, &b->position) &&
                       rules_position_same(&a->start, &b->start) &&
                       a->position.moves_played == b->position.moves_played &&
                       rules_move_equal(a->move, b->move) &&
                       a->illegal_count == b->illegal_count &&
                       a->before_count == b->before_count &&
                       a->match_target == b->match_target &&
                       memcmp(a->match_points, b->match_points,
                              sizeof a->match_points) == 0 &&
                       a->match_first == b->match_first &&
                       memcmp(a->teaches, b->teaches, sizeof a->teaches) == 0;
                if (!same) {
                    printf("  %s step %zu differs\n", tr->path, i + 1);
                }
            }
            learn_lesson_free(tr);
            if (!same) {
                CHECK_FAIL_AT("a translation of %s differs", en->path);
            }
        }
        learn_lesson_free(en);
    }
}

/* Words that name a hole by counting instead of by its name on the
 * board ("your fifth hole", "ô thứ năm"). */
static const char *counted_hole(const char *text)
{
    static const char *const words[] = {
        "first hole", "second hole", "third hole", "fourth hole",
        "fifth hole", "sixth hole", "seventh hole", "leftmost", "rightmost",
        "middle hole", "from the right", "from the left",
        "\xC3\xB4 th\xE1\xBB\xA9 ",                  /* ô thứ */
        "ngo\xC3\xA0i c\xC3\xB9ng b\xC3\xAAn",      /* ngoài cùng bên */
        "\xC3\xB4 gi\xE1\xBB\xAF" "a",               /* ô giữa */
        "t\xE1\xBB\xAB b\xC3\xAAn ph\xE1\xBA\xA3i", /* từ bên phải */
        "t\xE1\xBB\xAB b\xC3\xAAn tr\xC3\xA1i",     /* từ bên trái */
    };
    for (size_t i = 0; text && i < sizeof words / sizeof words[0]; i++) {
        if (strstr(text, words[i])) {
            return words[i];
        }
    }
    return NULL;
}

/* A prompt says which hole to sow (or offer) by the name the board shows
 * (a hole mark, "{4}"), in both languages; no text counts holes instead. */
TEST(every_step_names_its_holes_as_the_board_does)
{
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        for (size_t l = 0; l < LANGUAGES; l++) {
            LearnLesson *lesson = load((RulesGameId)g, languages(l));
            CHECK(lesson != NULL);
            for (size_t i = 0; lesson && i < lesson->count; i++) {
                const LearnStep *st = &lesson->steps[i];
                uint64_t holes = st->move.kind == RULES_MOVE_SOW
                                     ? 1ull << st->move.hole
                                 : st->move.kind == RULES_MOVE_OFFER
                                     ? st->move.offer
                                     : 0;
                for (int h = 0; h < RULES_MAX_HOLES; h++) {
                    char mark[16];
                    snprintf(mark, sizeof mark, "{%d}", h);
                    if ((holes >> h) & 1 && !strstr(st->prompt, mark)) {
                        CHECK_FAIL_AT("%s step %zu: the prompt does not "
                                      "name hole %s",
                                      lesson->path, i + 1, mark);
                    }
                }
                const char *texts[3] = {st->prompt, st->caption, st->wrong};
                for (int t = 0; t < 3; t++) {
                    const char *w = counted_hole(texts[t]);
                    if (w) {
                        CHECK_FAIL_AT("%s step %zu: \"%s\" counts holes; "
                                      "name them with marks such as {4}",
                                      lesson->path, i + 1, w);
                    }
                }
            }
            learn_lesson_free(lesson);
        }
    }
}

/* ---- docs/RULES.md: the clause ids, grouped by game ---- */

typedef struct IdList {
    char section[RULES_RULE_COUNT][32]; /* by RulesRule: its heading's id */
    int found[RULES_RULE_COUNT];        /* times listed */
} IdList;

static char *read_all(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        return NULL;
    }
    char *buf = NULL;
    size_t len = 0, cap = 0, n;
    char chunk[4096];
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) {
        if (len + n + 1 > cap) {
            cap = (len + n + 1) * 2;
            char *grown = realloc(buf, cap);
            if (!grown) {
                free(buf);
                fclose(f);
                return NULL;
            }
            buf = grown;
        }
        memcpy(buf + len, chunk, n);
        len += n;
    }
    fclose(f);
    if (buf) {
        buf[len] = '\0';
    }
    return buf;
}

static RulesRule rule_of(const char *s, size_t n)
{
    for (int r = 1; r < RULES_RULE_COUNT; r++) {
        const char *id = rules_rule_id((RulesRule)r);
        if (strlen(id) == n && strncmp(s, id, n) == 0) {
            return (RulesRule)r;
        }
    }
    return RULES_RULE_NONE;
}

/* Reads the clause headings: "## Name (section)" headings, "### `ID` name"
 * lines under them (docs_rules_reference_has_every_clause_id_once checks
 * that each id of RULES_RULE_LIST has one). */
static bool read_rule_ids(IdList *out)
{
    memset(out, 0, sizeof *out);
    const char *src = getenv("MANCALA_SOURCE_DIR");
    char path[1024];
    snprintf(path, sizeof path, "%s/docs/RULES.md", src ? src : ".");
    char *text = read_all(path);
    if (!text) {
        printf("  cannot read %s\n", path);
        return false;
    }
    char section[32] = "";
    for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
        if (strncmp(line, "## ", 3) == 0) {
            char *open = strrchr(line, '('), *close = strrchr(line, ')');
            section[0] = '\0';
            if (open && close > open) {
                snprintf(section, sizeof section, "%.*s",
                         (int)(close - open - 1), open + 1);
            }
        } else if (strncmp(line, "### `", 5) == 0) {
            size_t n = strcspn(line + 5, "`");
            RulesRule r = rule_of(line + 5, n);
            if (r == RULES_RULE_NONE) {
                continue;
            }
            out->found[r]++;
            snprintf(out->section[r], sizeof out->section[r], "%s", section);
        }
    }
    free(text);
    return true;
}

/* Every clause docs/RULES.md has under a game is taught by a step of that
 * game's lesson, in every language: shown by its move, BAO-7's repeated
 * position and URIM-10's match included. */
TEST(every_clause_of_a_game_is_taught_by_a_step_of_its_lesson)
{
    IdList ids;
    CHECK(read_rule_ids(&ids));
    for (int r = 1; r < RULES_RULE_COUNT; r++) {
        if (ids.found[r] != 1) {
            CHECK_FAIL_AT("docs/RULES.md has %d headings for %s",
                          ids.found[r], rules_rule_id((RulesRule)r));
            return;
        }
    }
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        for (size_t l = 0; l < LANGUAGES; l++) {
            LearnLesson *lesson = load((RulesGameId)g, languages(l));
            CHECK(lesson != NULL);
            bool taught[RULES_RULE_COUNT] = {false};
            for (size_t i = 0; i < lesson->count; i++) {
                const LearnStep *st = &lesson->steps[i];
                for (int r = 1; r < RULES_RULE_COUNT; r++) {
                    taught[r] = taught[r] || st->teaches[r];
                }
            }
            for (int r = 1; r < RULES_RULE_COUNT; r++) {
                if (strcmp(ids.section[r], rules_game_name((RulesGameId)g)) ==
                        0 &&
                    !taught[r]) {
                    CHECK_FAIL_AT("no step of %s teaches %s (%s)",
                                  lesson->path, rules_rule_id((RulesRule)r),
                                  "docs/RULES.md");
                    learn_lesson_free(lesson);
                    return;
                }
            }
            learn_lesson_free(lesson);
        }
    }
}

/* A child meets the board as every game begins before anything else
 * (issue 58: Ayoayo showed its start at step 6 of 7): in every lesson, in
 * every language, step 1 is the game's setup, with no moves before it.
 * Worked by hand: Bao Kigogo's first move, C2's 2 seeds, ends in the empty
 * corner C0 and captures North's A0 and B0, 2 each; Ayoayo's, S5's 4
 * seeds, relays four times and ends in N6 on North's side, capturing
 * nothing (AYO-3, AYO-5). */
TEST(every_lesson_starts_from_the_start_of_a_game)
{
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        for (size_t l = 0; l < LANGUAGES; l++) {
            LearnLesson *lesson = load((RulesGameId)g, languages(l));
            CHECK(lesson != NULL && lesson->count > 0);
            const LearnStep *st = &lesson->steps[0];
            RulesPosition setup;
            CHECK_INT(rules_setup(&setup, (RulesGameId)g,
                                  st->position.holes_per_row),
                      RULES_OK);
            if (!rules_position_same(&st->position, &setup) ||
                !rules_position_same(&st->start, &setup)) {
                CHECK_FAIL_AT("%s: step 1 is not the start of a game",
                              lesson->path);
            }
            learn_lesson_free(lesson);
        }
    }
    LearnLesson *bao = load(RULES_GAME_BAO_KIGOGO, "en");
    LearnLesson *ayo = load(RULES_GAME_AYOAYO, "en");
    CHECK(bao != NULL && ayo != NULL);
    RulesPosition after;
    rules_apply(&bao->steps[0].position, bao->steps[0].move, &after, NULL);
    CHECK_INT(after.captured[RULES_SOUTH], 4);
    CHECK_INT(after.holes[35] + after.holes[36], 0);
    rules_apply(&ayo->steps[0].position, ayo->steps[0].move, &after, NULL);
    CHECK_INT(after.captured[RULES_SOUTH], 0);
    CHECK_INT(after.holes[6], 1);
    learn_lesson_free(bao);
    learn_lesson_free(ayo);
}

/* A first step shows a child the board before it asks for a move (issue
 * 58): in every lesson and language, its prompt names the player's side
 * and the other, where the player's store or pile is (on the right) and
 * which way seeds go, all before the hole it asks for. */
TEST(every_first_step_introduces_the_board_before_its_move)
{
    static const struct {
        const char *lang, *words[4];
    } want[] = {
        {"en", {"South", "North", "right", "anticlockwise"}},
        {"fr", {"Sud", "Nord", "droite", "inverse des aiguilles"}},
        {"pt", {"Sul", "Norte", "direita", "ao dos ponteiros"}},
        {"sw", {"Kusini", "Kaskazini", "kulia", "kinyume cha mshale wa saa"}},
        {"vi", {"Nam", "B\xE1\xBA\xAF" "c", "ph\xE1\xBA\xA3i",
                "kim \xC4\x91\xE1\xBB\x93ng h\xE1\xBB\x93"}}};
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
            LearnLesson *lesson = load((RulesGameId)g, want[i].lang);
            CHECK(lesson != NULL && lesson->count > 0);
            const LearnStep *st = &lesson->steps[0];
            char mark[16];
            snprintf(mark, sizeof mark, "{%d}", st->move.hole);
            const char *asks = strstr(st->prompt, mark);
            CHECK(st->move.kind == RULES_MOVE_SOW && asks != NULL);
            for (int w = 0; asks && w < 4; w++) {
                const char *at = strstr(st->prompt, want[i].words[w]);
                if (!at || at > asks) {
                    CHECK_FAIL_AT("%s: step 1 does not say \"%s\" before "
                                  "it asks for %s",
                                  lesson->path, want[i].words[w], mark);
                }
            }
            learn_lesson_free(lesson);
        }
    }
}

/* Worked by hand: the Bao Kigogo steps about the back hole (steps 3 and
 * 4) capture both holes of the column (3 + 4) and then only the front one
 * (3). */
TEST(bao_5_lesson_captures_with_and_without_the_back_hole)
{
    LearnLesson *lesson = load(RULES_GAME_BAO_KIGOGO, "en");
    CHECK(lesson != NULL && lesson->count >= 3);
    int gained[2];
    for (int k = 0; k < 2; k++) {
        const LearnStep *st = &lesson->steps[2 + k];
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
        points[k] = after.over ? rules_match_points(&after) : -1;
    }
    learn_lesson_free(lesson);
    CHECK_INT(points[0], 2);
    CHECK_INT(points[1], 1);
}

/* The step of `lesson` that teaches `rule`, or NULL. */
static const LearnStep *step_teaching(const LearnLesson *lesson,
                                      RulesRule rule)
{
    for (size_t i = 0; i < lesson->count; i++) {
        if (lesson->steps[i].teaches[rule]) {
            return &lesson->steps[i];
        }
    }
    return NULL;
}

/* BAO-7 on the board: after the step's history (the 24-move cycle of
 * test_bao.c), the learner's move brings back a position seen before, and
 * the game ends at once, drawn. Played without the history, it would not. */
TEST(bao_7_lesson_step_draws_by_a_repeated_position)
{
    LearnLesson *lesson = load(RULES_GAME_BAO_KIGOGO, "en");
    CHECK(lesson != NULL);
    const LearnStep *st = step_teaching(lesson, RULES_RULE_BAO_7);
    CHECK(st != NULL);
    RulesPosition after, alone;
    CHECK(learn_step_play(st, st->move, &after, NULL));
    CHECK(after.over);
    CHECK_INT(after.winner, RULES_WINNER_DRAW);
    CHECK_INT(after.end_reason, RULES_END_REPETITION);
    CHECK_INT(after.end_rule, RULES_RULE_BAO_7);
    CHECK(rules_position_same(&after, &st->start));
    rules_apply(&st->position, st->move, &alone, NULL);
    CHECK(!alone.over);
    learn_lesson_free(lesson);
}

/* URIM-10 on the board: the step's game is one of a match to 5, the win
 * scores 1 point (4-0), and the next game starts with North to move. */
TEST(urim_10_lesson_step_goes_on_to_a_game_begun_by_north)
{
    LearnLesson *lesson = load(RULES_GAME_URIM, "en");
    CHECK(lesson != NULL);
    const LearnStep *st = step_teaching(lesson, RULES_RULE_URIM_10);
    CHECK(st != NULL);
    CHECK_INT(st->match_target, 5);
    RulesPosition after, next;
    int points[2];
    CHECK(learn_step_play(st, st->move, &after, NULL));
    CHECK(learn_step_next_game(st, &after, points, &next));
    CHECK_INT(points[RULES_SOUTH], 4);
    CHECK_INT(points[RULES_NORTH], 0);
    CHECK_INT(next.to_move, RULES_NORTH);
    learn_lesson_free(lesson);
}

/* Issue 58: Urim's steps 6 and 8 say what the board shows after their
 * move, in every language. Worked by hand: step 6's 2 seeds make 2 and 2
 * in North's holes 6 and 7, the grand slam takes nothing (URIM-6), so 4
 * seeds stay in those two holes; step 8 ends the game, North's 3 seeds go
 * to North's store (8) and South keeps 28 (URIM-8). */
TEST(urim_lesson_steps_6_and_8_say_what_the_board_shows)
{
    for (size_t l = 0; l < LANGUAGES; l++) {
        LearnLesson *lesson = load(RULES_GAME_URIM, languages(l));
        CHECK(lesson != NULL && lesson->count >= 8);
        const LearnStep *six = &lesson->steps[5], *eight = &lesson->steps[7];
        RulesPosition after;
        CHECK(learn_step_play(six, six->move, &after, NULL));
        CHECK_INT(after.holes[6], 2);
        CHECK_INT(after.holes[7], 2);
        CHECK_INT(after.captured[RULES_SOUTH],
                  six->position.captured[RULES_SOUTH]);
        CHECK(strstr(six->caption, "{6}") && strstr(six->caption, "{7}"));
        CHECK(strstr(six->caption, "4 ") != NULL);
        CHECK(learn_step_play(eight, eight->move, &after, NULL));
        CHECK(after.over);
        CHECK_INT(after.captured[RULES_NORTH], 8);
        CHECK_INT(after.captured[RULES_SOUTH], 28);
        CHECK(strstr(eight->caption, "8") && strstr(eight->caption, "28"));
        CHECK(strstr(eight->caption, "3 ") != NULL);
        learn_lesson_free(lesson);
    }
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
    RUN(every_step_position_is_legal_and_the_step_shows_the_rules_it_names);
    RUN(every_language_of_a_lesson_has_the_same_steps_positions_and_moves);
    RUN(every_step_names_its_holes_as_the_board_does);
    RUN(every_clause_of_a_game_is_taught_by_a_step_of_its_lesson);
    RUN(every_lesson_starts_from_the_start_of_a_game);
    RUN(every_first_step_introduces_the_board_before_its_move);
    RUN(bao_5_lesson_captures_with_and_without_the_back_hole);
    RUN(urim_9_lesson_endings_score_two_points_then_one);
    RUN(bao_7_lesson_step_draws_by_a_repeated_position);
    RUN(urim_10_lesson_step_goes_on_to_a_game_begun_by_north);
    RUN(urim_lesson_steps_6_and_8_say_what_the_board_shows);
    RUN(a_language_without_a_lesson_falls_back_to_english);
    return check_summary();
}
