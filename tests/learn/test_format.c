/* test_format.c: the lesson format's errors name the file and line; positions, rule ids, the checks of rules: and progress. */
#define _POSIX_C_SOURCE 200809L
#include "check.h"
#include "learn.h"

#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define HEADER "lesson: Test\ngame: gore\n"
#define GORE_POS                                                               \
    "{\"game\":\"gore\",\"holes_per_row\":4,\"to_move\":\"south\","          \
    "\"holes\":[4,6,3,5,5,1,3,7],\"captured\":{\"south\":7,\"north\":7}}"
#define STEP                                                                   \
    "step: A capture\nposition: " GORE_POS "\nprompt: Sow.\nmove: 2\n"      \
    "caption: Captured.\nrules: GORE-4\n"

/* Parses `text` as "t.lesson"; returns the error text ("" when it loads). */
static const char *parse_error(const char *text)
{
    static LearnError err;
    LearnLesson *l = learn_lesson_parse("t.lesson", text, strlen(text), &err);
    if (l) {
        learn_lesson_free(l);
        return "";
    }
    return err.text;
}

#define CHECK_ERROR(text, expected_start)                                      \
    do {                                                                       \
        const char *e_ = parse_error(text);                                    \
        if (strncmp(e_, expected_start, strlen(expected_start)) != 0) {        \
            CHECK_FAIL_AT("error \"%s\", expected \"%s...\"", e_,              \
                          expected_start);                                     \
            return;                                                            \
        }                                                                      \
    } while (0)

TEST(a_well_formed_lesson_loads_with_its_step)
{
    LearnError err;
    const char *text = "# comment\n" HEADER "\n" STEP
                       "wrong: Look for a 2.\n  It is there.\n";
    LearnLesson *l = learn_lesson_parse("t.lesson", text, strlen(text), &err);
    CHECK(l != NULL);
    CHECK_STR(l->title, "Test");
    CHECK_INT(l->game, RULES_GAME_GORE);
    CHECK_INT(l->count, 1);
    CHECK_STR(l->steps[0].title, "A capture");
    CHECK_INT(l->steps[0].line, 5);
    CHECK_INT(l->steps[0].position.holes[2], 3);
    CHECK_INT(l->steps[0].move.hole, 2);
    CHECK_STR(l->steps[0].wrong, "Look for a 2. It is there.");
    CHECK(learn_step_check(l->path, &l->steps[0], &err));
    learn_lesson_free(l);
}

TEST(malformed_json_is_reported_at_its_line)
{
    CHECK_ERROR(HEADER "step: s\nposition: {\"game\":\"gore\",\n",
                "t.lesson:4: the position is not valid JSON");
    CHECK_ERROR(HEADER "step: s\nposition: {\"game\":\"gore\" \"x\"}\n",
                "t.lesson:4: the position is not valid JSON: expected '}'");
}

TEST(a_step_without_a_move_is_reported_at_the_step)
{
    CHECK_ERROR(HEADER "\nstep: s\nposition: " GORE_POS
                       "\nprompt: p\ncaption: c\nrules: GORE-3\n",
                "t.lesson:4: step has no move:");
    CHECK_ERROR(HEADER "\nstep: s\nposition: " GORE_POS
                       "\nprompt: p\nmove: 2\ncaption: c\n",
                "t.lesson:4: step has no rules:");
}

TEST(an_illegal_expected_move_is_reported_with_the_reason)
{
    CHECK_ERROR(HEADER "step: s\nposition: " GORE_POS
                       "\nprompt: p\nmove: 5\ncaption: c\n",
                "t.lesson:6: move \"5\" is not legal here: hole 5 is not "
                "yours (GORE-2)");
    CHECK_ERROR(HEADER "step: s\nposition: " GORE_POS
                       "\nprompt: p\nmove: five\ncaption: c\n",
                "t.lesson:6: \"five\" is not a move");
}

TEST(an_impossible_position_is_reported_with_the_reason)
{
    /* 47 counters: one short of Goré's 48 (C-5). */
    CHECK_ERROR(HEADER "step: s\nposition: {\"game\":\"gore\","
                       "\"holes_per_row\":4,\"to_move\":\"south\","
                       "\"holes\":[4,6,3,5,5,1,3,7],\"captured\":{\"south\":7,"
                       "\"north\":6}}\n",
                "t.lesson:4: this position cannot exist");
    CHECK_ERROR(HEADER "step: s\nposition: {\"game\":\"gore\","
                       "\"holes_per_row\":4,\"to_move\":\"south\","
                       "\"holes\":[4,6,3,5,5,1,3],\"captured\":{\"south\":7,"
                       "\"north\":7}}\n",
                "t.lesson:4: gore with 4 holes per row has 8 holes, not 7");
    CHECK_ERROR(HEADER "step: s\nposition: {\"game\":\"gore\","
                       "\"holes_per_row\":4,\"to_move\":\"south\","
                       "\"holes\":[4,6,3,5,5,1,-3,7],\"captured\":{\"south\":7,"
                       "\"north\":7}}\n",
                "t.lesson:4: hole 6 holds -3 seeds");
    CHECK_ERROR(HEADER "step: s\nposition: {\"game\":\"urim\","
                       "\"holes_per_row\":6,\"to_move\":\"south\","
                       "\"holes\":[3,3,3,3,3,3,3,3,3,3,3,3],\"captured\":{"
                       "\"south\":0,\"north\":0}}\n",
                "t.lesson:4: the position is of urim, the lesson of gore");
}

TEST(an_unknown_or_repeated_key_is_reported_at_its_line)
{
    CHECK_ERROR(HEADER STEP "hint: x\n", "t.lesson:9: unknown key \"hint\"");
    CHECK_ERROR(HEADER STEP "prompt: again\n",
                "t.lesson:9: prompt: is given twice in this step");
    CHECK_ERROR(HEADER "prompt: p\n", "t.lesson:3: prompt: belongs to a step");
    CHECK_ERROR("lesson: T\nstep: s\n", "t.lesson:2: the first step comes "
                                        "before the lesson: and game: lines");
    CHECK_ERROR(HEADER "just words\n", "t.lesson:3: \"just words\" is not a "
                                       "key: value line");
    CHECK_ERROR("  indented\n" HEADER, "t.lesson:1: an indented line");
    CHECK_ERROR(HEADER STEP "wrong:\n", "t.lesson:9: wrong: has no value");
}

TEST(an_empty_or_stepless_lesson_is_refused)
{
    CHECK_ERROR("", "t.lesson:1: the lesson has no lesson: or game: line");
    CHECK_ERROR(HEADER, "t.lesson:2: the lesson has no step");
    CHECK_ERROR("lesson: T\ngame: chess\n", "t.lesson:2: unknown game");
}

TEST(invalid_utf8_is_reported_at_its_line)
{
    CHECK_ERROR(HEADER STEP "wrong: caf\xC3\n",
                "t.lesson:9: the text is not valid UTF-8");
}

TEST(an_illegal_move_that_is_legal_is_refused)
{
    CHECK_ERROR(HEADER STEP "illegal: 0\n",
                "t.lesson:9: illegal: move \"0\" is legal in this position");
}

TEST(a_missing_file_names_the_file)
{
    LearnError err;
    CHECK(learn_lesson_load("no/such/file.txt", &err) == NULL);
    CHECK_STR(err.text, "no/such/file.txt: cannot open the lesson: no such file");
    CHECK_INT(err.line, 0);
}

TEST(rule_ids_are_read_as_whole_words)
{
    bool named[RULES_RULE_COUNT];
    CHECK_INT(learn_rules_named("(URIM-10) and URIM-1, not XURIM-2 or "
                                "URIM-3x; C-6.", named),
              3);
    CHECK(named[RULES_RULE_URIM_10]);
    CHECK(named[RULES_RULE_URIM_1]);
    CHECK(named[RULES_RULE_C_6]);
    CHECK(!named[RULES_RULE_URIM_2]);
    CHECK(!named[RULES_RULE_URIM_3]);
}

/* Parses one step for the checks of rules: below. */
static LearnLesson *one_step(const char *rules)
{
    char text[1024];
    snprintf(text, sizeof text,
             HEADER "step: s\nposition: {\"game\":\"gore\",\"holes_per_row\""
                    ":4,\"to_move\":\"south\",\"holes\":[5,5,3,1,3,1,4,7],"
                    "\"captured\":{\"south\":9,\"north\":10}}\nprompt: p\n"
                    "move: 2\ncaption: A chain.\nrules: %s\n",
             rules);
    return learn_lesson_parse("t.lesson", text, strlen(text), NULL);
}

static const char *check_error(const char *rules)
{
    static LearnError err;
    LearnLesson *l = one_step(rules);
    if (!l) {
        return "does not load";
    }
    bool ok = learn_step_check(l->path, &l->steps[0], &err);
    learn_lesson_free(l);
    return ok ? "" : err.text;
}

TEST(rules_naming_a_rule_the_move_does_not_show_fail_the_check)
{
    CHECK_STR(check_error("GORE-4 GORE-5 GORE-6"),
              "t.lesson:3: step \"s\": rules: names GORE-6, but the step "
              "does not show it");
    /* GORE-1 is shown only by a step that starts from the setup. */
    CHECK_STR(check_error("GORE-1, GORE-4, GORE-5"),
              "t.lesson:3: step \"s\": rules: names GORE-1, but the step "
              "does not show it");
    CHECK_STR(check_error("GORE-4 GORE-5"), "");
}

TEST(rules_leaving_out_a_capture_rule_fail_the_check)
{
    CHECK_STR(check_error("GORE-4"),
              "t.lesson:3: step \"s\": the move shows GORE-5, which rules: "
              "does not name");
}

TEST(the_setup_clause_is_shown_by_a_step_from_the_start)
{
    const char *text =
        HEADER "step: s\nposition: {\"game\":\"gore\",\"holes_per_row\":4,"
               "\"to_move\":\"south\",\"holes\":[6,6,6,6,6,6,6,6],"
               "\"captured\":{\"south\":0,\"north\":0}}\nprompt: p\n"
               "move: 0\ncaption: c\nrules: GORE-1 GORE-3\n";
    LearnError err;
    LearnLesson *l = learn_lesson_parse("t.lesson", text, strlen(text), &err);
    CHECK(l != NULL);
    bool ok = learn_step_check(l->path, &l->steps[0], &err);
    learn_lesson_free(l);
    CHECK(ok);
}

TEST(texts_players_read_name_no_rule_id_and_rules_lists_only_ids)
{
    CHECK_ERROR(HEADER "step: s\nposition: " GORE_POS
                       "\nprompt: Sow (GORE-3).\n",
                "t.lesson:5: prompt: names GORE-3; players read plain words");
    CHECK_ERROR(HEADER "step: s\nposition: " GORE_POS
                       "\nprompt: p\nmove: 2\ncaption: Captured (GORE-4).\n",
                "t.lesson:7: caption: names GORE-4");
    CHECK_ERROR(HEADER "step: s\nposition: " GORE_POS
                       "\nprompt: p\nmove: 2\ncaption: c\nrules: GORE-4 "
                       "capture\n",
                "t.lesson:8: rules: \"capture\" is not a clause id");
}

/* A test's names for the holes: "H" and the hole's number on the board
 * of `p`, and what learn_lesson_name_holes passes. */
static const char *test_hole_name(const RulesPosition *p, int hole,
                                  char *buf, size_t size, void *ctx)
{
    snprintf(buf, size, "%s%d/%d", (const char *)ctx, hole, p->hole_count);
    return buf;
}

/* "{n}" in a prompt, caption or wrong: names hole n (C-4) as the board
 * does; the loader refuses a mark that names no hole of the step's board,
 * or comes before its position, and marks anywhere else. */
TEST(hole_marks_name_holes_as_the_board_does_and_are_checked)
{
    LearnError err;
    const char *text = HEADER "step: s\nposition: " GORE_POS
                       "\nprompt: Sow hole {2}, not {0}.\nmove: 2\n"
                       "caption: From {2} to {7}.\nrules: GORE-4\n"
                       "wrong: Not {1}.\n";
    LearnLesson *l = learn_lesson_parse("t.lesson", text, strlen(text), &err);
    CHECK(l != NULL);
    if (!l) {
        return;
    }
    CHECK_STR(l->steps[0].prompt, "Sow hole {2}, not {0}.");
    CHECK(learn_lesson_name_holes(l, test_hole_name, "H"));
    CHECK_STR(l->steps[0].prompt, "Sow hole H2/8, not H0/8.");
    CHECK_STR(l->steps[0].caption, "From H2/8 to H7/8.");
    CHECK_STR(l->steps[0].wrong, "Not H1/8.");
    learn_lesson_free(l);
    CHECK_ERROR(HEADER "step: s\nposition: " GORE_POS
                       "\nprompt: Sow hole {8}.\n",
                "t.lesson:5: prompt: {8} is not a hole of this board");
    CHECK_ERROR(HEADER "step: s\nposition: " GORE_POS
                       "\nprompt: p\nmove: 2\ncaption: From {2 on.\n",
                "t.lesson:7: caption: \"{\" starts a hole mark such as {4}");
    CHECK_ERROR(HEADER "step: s\nposition: " GORE_POS
                       "\nprompt: Sow }.\n",
                "t.lesson:5: prompt: \"}\" ends no hole mark");
    CHECK_ERROR(HEADER "step: s\nprompt: Sow {2}.\n",
                "t.lesson:4: prompt: a hole mark comes before the step's "
                "position");
    CHECK_ERROR(HEADER "step: Hole {2}\n",
                "t.lesson:3: step: hole marks go in prompt:, caption: and "
                "wrong:");
}

TEST(a_position_without_moves_played_counts_as_a_game_under_way_unless_setup)
{
    RulesPosition p;
    char why[200];
    CHECK(learn_position_parse("{\"game\":\"modiar\",\"holes_per_row\":3,"
                               "\"to_move\":\"south\",\"holes\":[7,7,7,7,7,7],"
                               "\"captured\":{\"south\":0,\"north\":0}}",
                               &p, why, sizeof why));
    CHECK_INT(p.moves_played, 0);
    CHECK(learn_position_parse("{\"game\":\"modiar\",\"holes_per_row\":3,"
                               "\"to_move\":\"north\",\"holes\":[2,8,8,8,8,8],"
                               "\"captured\":{\"south\":0,\"north\":0},"
                               "\"legal\":[\"3\"],\"over\":false}",
                               &p, why, sizeof why));
    CHECK_INT(p.moves_played, 1);
    CHECK_INT(p.to_move, RULES_NORTH);
}

TEST(a_gore_position_reads_owners_and_a_pending_offer)
{
    RulesPosition p;
    char why[200];
    CHECK(learn_position_parse(
        "{\"game\":\"gore\",\"holes_per_row\":4,\"to_move\":\"north\","
        "\"holes\":[0,3,3,8,5,4,6,7],\"owner\":[\"north\",\"south\","
        "\"south\",\"south\",\"north\",\"north\",\"north\",\"south\"],"
        "\"captured\":{\"south\":6,\"north\":6},\"pending_offer\":[1]}",
        &p, why, sizeof why));
    CHECK_INT(rules_owner(&p, 0), RULES_NORTH);
    CHECK_INT(rules_owner(&p, 7), RULES_SOUTH);
    CHECK_INT(p.offer, 2);
    /* GORE-6: South made the pending offer, so South must sow next. */
    CHECK_INT(p.must_sow, 1 << RULES_SOUTH);
}

/* before: plays moves from the written position: the learner moves from
 * where they lead, and a game that would end is refused; before: must
 * come before the step's texts and moves. */
TEST(before_moves_lead_to_the_step_position_and_are_checked)
{
    LearnError err;
    const char *text = HEADER
        "step: s\nposition: " GORE_POS "\nbefore: 0 4\nprompt: Sow {2}.\n"
        "move: 2\ncaption: c\nrules: GORE-3\n";
    LearnLesson *l = learn_lesson_parse("t.lesson", text, strlen(text), &err);
    CHECK(l != NULL);
    const LearnStep *st = &l->steps[0];
    CHECK_INT(st->before_count, 2);
    CHECK_INT(st->start.holes[0], 4);      /* as written */
    CHECK_INT(st->position.holes[0], 1);   /* after South's 0 and North's 4 */
    CHECK_INT(st->position.holes[4], 0);
    CHECK_INT(st->position.to_move, RULES_SOUTH);
    learn_lesson_free(l);
    CHECK_ERROR(HEADER "step: s\nposition: " GORE_POS "\nbefore: 0 0\n",
                "t.lesson:5: before: move 0 is not legal");
    CHECK_ERROR(HEADER "step: s\nposition: " GORE_POS "\nbefore: 0 x1\n",
                "t.lesson:5: \"x1\" is not a move");
    CHECK_ERROR(HEADER "step: s\nposition: " GORE_POS
                "\nprompt: p\nbefore: 0\n",
                "t.lesson:6: before: comes after position:");
}

#define URIM_POS                                                               \
    "{\"game\":\"urim\",\"holes_per_row\":6,\"to_move\":\"south\","          \
    "\"holes\":[0,0,0,0,0,2,0,0,1,0,0,0],"                                   \
    "\"captured\":{\"south\":21,\"north\":12}}"

/* A Urim lesson of one step, the game's end from URIM_POS, with the
 * `match:` line `match` ("" for none). */
static LearnLesson *urim_end(const char *match, LearnError *err)
{
    char text[1200];
    snprintf(text, sizeof text,
             "lesson: T\ngame: urim\nstep: s\nposition: " URIM_POS
             "\n%s%s%sprompt: p {5}\nmove: 5\ncaption: c\n"
             "rules: URIM-8 URIM-9 URIM-10\n",
             *match ? "match: " : "", match, *match ? "\n" : "");
    return learn_lesson_parse("t.lesson", text, strlen(text), err);
}

/* match: makes the step's game one of a match; its move ending the game
 * shows the match's clause, and the next game is begun by the other
 * player (URIM-10). Only a game with matches of its own takes one. */
TEST(a_match_step_goes_on_to_the_next_game_begun_by_the_other_player)
{
    LearnError err;
    LearnLesson *l = urim_end("5 3-0 south", &err);
    CHECK(l != NULL);
    const LearnStep *st = &l->steps[0];
    CHECK(learn_step_check(l->path, st, &err));
    RulesPosition after, next;
    int points[2];
    CHECK(learn_step_play(st, st->move, &after, NULL));
    CHECK(after.over);
    CHECK(learn_step_next_game(st, &after, points, &next));
    CHECK_INT(points[RULES_SOUTH], 4); /* 21 of 36: one point */
    CHECK_INT(points[RULES_NORTH], 0);
    CHECK_INT(next.to_move, RULES_NORTH);
    CHECK_INT(next.holes[0], 3);
    learn_lesson_free(l);
    /* from 4-0 the point wins the match: no next game */
    l = urim_end("5 4-0 south", &err);
    CHECK(l != NULL);
    CHECK(learn_step_play(&l->steps[0], l->steps[0].move, &after, NULL));
    CHECK(!learn_step_next_game(&l->steps[0], &after, points, &next));
    CHECK_INT(points[RULES_SOUTH], 5);
    learn_lesson_free(l);
    /* without match:, URIM-10 is not shown */
    l = urim_end("", &err);
    CHECK(l != NULL);
    CHECK(!learn_step_check(l->path, &l->steps[0], &err));
    CHECK(strstr(err.text, "URIM-10") != NULL);
    learn_lesson_free(l);
    CHECK_ERROR(HEADER "step: s\nposition: " GORE_POS "\nmatch: 5 0-0 south\n",
                "t.lesson:5: match: gore has no matches of its own");
    CHECK_ERROR("lesson: T\ngame: urim\nstep: s\nposition: " URIM_POS
                "\nmatch: 5 5-0 south\n",
                "t.lesson:5: match: expected");
}

/* match:'s numbers are read by the strict parser (safeio_parse_long): a
 * sign, a space inside a score, a number past int or text after the last
 * word is refused with the file and line, never read as something else. */
TEST(a_malformed_number_in_match_is_refused_with_its_file_and_line)
{
    static const char *const bad[] = {
        "+5 3-0 south",  "5 3- 0 south",      "5 3-+0 south",
        "5 3-0x south",  "5 3-0 south north", "99999999999 0-0 south",
        "5 3-0",         "5 -3-0 south",      "5 3-0 s",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char text[1200];
        snprintf(text, sizeof text,
                 "lesson: T\ngame: urim\nstep: s\nposition: " URIM_POS
                 "\nmatch: %s\n",
                 bad[i]);
        LearnError err;
        LearnLesson *l = learn_lesson_parse("t.lesson", text, strlen(text),
                                            &err);
        CHECK(l == NULL);
        CHECK(strstr(err.text, "t.lesson:5: match: expected") == err.text);
        learn_lesson_free(l);
    }
}

TEST(progress_survives_a_save_and_a_load)
{
    char dir[] = "/tmp/learn-progress-XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    LearnProgress p = {{false}}, q;
    LearnError err;
    CHECK(learn_progress_load(dir, &q, &err)); /* no file yet */
    CHECK(!q.done[RULES_GAME_GORE]);
    p.done[RULES_GAME_GORE] = true;
    p.done[RULES_GAME_URIM] = true;
    CHECK(learn_progress_save(dir, &p, &err));
    CHECK(learn_progress_load(dir, &q, &err));
    CHECK(q.done[RULES_GAME_GORE] && q.done[RULES_GAME_URIM]);
    CHECK(!q.done[RULES_GAME_MODIAR] && !q.done[RULES_GAME_AYOAYO]);
    char path[512], tmp[600];
    CHECK_INT(learn_progress_path(dir, path, sizeof path), 0);
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    CHECK(access(tmp, F_OK) != 0); /* the temporary file was renamed */
    /* Unknown names from a newer program are skipped. */
    FILE *f = fopen(path, "a");
    CHECK(f != NULL);
    fputs("chess\nmodiar\n", f);
    fclose(f);
    CHECK(learn_progress_load(dir, &q, &err));
    CHECK(q.done[RULES_GAME_MODIAR] && q.done[RULES_GAME_GORE]);
    remove(path);
    rmdir(dir);
}

TEST(progress_into_a_missing_folder_fails_with_the_path)
{
    LearnProgress p = {{true}};
    LearnError err;
    CHECK(!learn_progress_save("/nonexistent-learn-dir", &p, &err));
    CHECK(strstr(err.text, "/nonexistent-learn-dir/lessons.txt") != NULL);
}

/* Windows finishing lessons at once into one folder: each marks its
 * lesson with learn_progress_mark, and none is lost; a name a newer
 * program wrote stays. Marking by load-and-save lost lessons here. */
TEST(progress_of_programs_marking_at_once_keeps_every_lesson)
{
    char dir[] = "/tmp/learn-progress-XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    char path[512];
    CHECK_INT(learn_progress_path(dir, path, sizeof path), 0);
    for (int round = 0; round < 20; round++) {
        FILE *f = fopen(path, "w");
        CHECK(f != NULL);
        if (f) {
            fputs("# kept\nchess\n", f);
            fclose(f);
        }
        pid_t pid[RULES_GAME_COUNT];
        for (int g = 0; g < RULES_GAME_COUNT; g++) {
            pid[g] = fork();
            if (pid[g] == 0) {
                LearnError err;
                _exit(learn_progress_mark(dir, (RulesGameId)g, NULL, &err)
                          ? 0 : 2);
            }
        }
        for (int g = 0; g < RULES_GAME_COUNT; g++) {
            int st = -1;
            CHECK(pid[g] > 0 && waitpid(pid[g], &st, 0) == pid[g]);
            CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
        }
        LearnProgress q;
        LearnError err;
        CHECK(learn_progress_load(dir, &q, &err));
        for (int g = 0; g < RULES_GAME_COUNT; g++) {
            CHECK(q.done[g]);
        }
    }
    /* Marked again: no second line; what it gives is the whole file. */
    LearnProgress q;
    LearnError err;
    CHECK(learn_progress_mark(dir, RULES_GAME_GORE, &q, &err));
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        CHECK(q.done[g]);
    }
    char text[512] = "";
    FILE *f = fopen(path, "r");
    CHECK(f != NULL);
    if (f) {
        text[fread(text, 1, sizeof text - 1, f)] = '\0';
        fclose(f);
    }
    CHECK(strncmp(text, "# kept\nchess\n", 13) == 0);
    int lines = 0;
    for (const char *t = text; (t = strstr(t, "\ngore\n")) != NULL; t++) {
        lines++;
    }
    CHECK_INT(lines, 1);
    remove(path);
    char lock[600];
    snprintf(lock, sizeof lock, "%s/shared.lock", dir);
    remove(lock);
    rmdir(dir);
}

int main(void)
{
    RUN(a_well_formed_lesson_loads_with_its_step);
    RUN(malformed_json_is_reported_at_its_line);
    RUN(a_step_without_a_move_is_reported_at_the_step);
    RUN(an_illegal_expected_move_is_reported_with_the_reason);
    RUN(an_impossible_position_is_reported_with_the_reason);
    RUN(an_unknown_or_repeated_key_is_reported_at_its_line);
    RUN(an_empty_or_stepless_lesson_is_refused);
    RUN(invalid_utf8_is_reported_at_its_line);
    RUN(an_illegal_move_that_is_legal_is_refused);
    RUN(a_missing_file_names_the_file);
    RUN(rule_ids_are_read_as_whole_words);
    RUN(rules_naming_a_rule_the_move_does_not_show_fail_the_check);
    RUN(rules_leaving_out_a_capture_rule_fail_the_check);
    RUN(the_setup_clause_is_shown_by_a_step_from_the_start);
    RUN(texts_players_read_name_no_rule_id_and_rules_lists_only_ids);
    RUN(hole_marks_name_holes_as_the_board_does_and_are_checked);
    RUN(a_position_without_moves_played_counts_as_a_game_under_way_unless_setup);
    RUN(a_gore_position_reads_owners_and_a_pending_offer);
    RUN(before_moves_lead_to_the_step_position_and_are_checked);
    RUN(a_match_step_goes_on_to_the_next_game_begun_by_the_other_player);
    RUN(a_malformed_number_in_match_is_refused_with_its_file_and_line);
    RUN(progress_survives_a_save_and_a_load);
    RUN(progress_into_a_missing_folder_fails_with_the_path);
    RUN(progress_of_programs_marking_at_once_keeps_every_lesson);
    return check_summary();
}
