/* test_ui_cli.c: mancala-atlas rejects bad command-line options and scripts with a message and status 2, and its --help names every option it takes. */
#define _POSIX_C_SOURCE 200809L
#include "check.h"
#include "ui_helpers.h"
#include "content.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

static char exe[1024], home[1024];

/* Runs mancala-atlas with `args`; returns its exit status and keeps its
 * standard error in `err` and its standard output in home/out.txt. */
static int run_env(const char *env, const char *args, char *err,
                   size_t size)
{
    char cmd[8192];
    snprintf(cmd, sizeof cmd, "%s MANCALA_HOME='%s' '%s' %s 2>'%s/err.txt' "
             ">'%s/out.txt'", env, home, exe, args, home, home);
    int st = system(cmd);
    char path[1100];
    snprintf(path, sizeof path, "%s/err.txt", home);
    ut_read_text(path, err, size);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

static int run(const char *args, char *err, size_t size)
{
    return run_env("", args, err, size);
}

static int write_file(const char *name, const char *text, char *path,
                      size_t size)
{
    snprintf(path, size, "%s/%s", home, name);
    FILE *f = fopen(path, "w");
    if (!f) {
        return -1;
    }
    fputs(text, f);
    fclose(f);
    return 0;
}

TEST(an_unknown_option_exits_2_naming_it)
{
    char err[2000];
    CHECK_INT(run("--frobnicate", err, sizeof err), 2);
    CHECK(strstr(err, "--frobnicate") != NULL);
}

TEST(an_unknown_game_exits_2_naming_it)
{
    char err[2000];
    CHECK_INT(run("--screenshot x.png --game chess", err, sizeof err), 2);
    CHECK(strstr(err, "chess") != NULL);
}

TEST(urim_with_nine_holes_exits_2)
{
    char err[2000];
    CHECK_INT(run("--screenshot x.png --game urim --holes 9", err,
                  sizeof err), 2);
    CHECK(strstr(err, "9") != NULL);
}

TEST(a_missing_value_exits_2)
{
    char err[2000];
    CHECK_INT(run("--screenshot", err, sizeof err), 2);
    CHECK(strstr(err, "--screenshot") != NULL);
}

TEST(an_unknown_screen_exits_2)
{
    char err[2000];
    CHECK_INT(run("--screenshot x.png --screen lobby", err, sizeof err), 2);
    CHECK(strstr(err, "lobby") != NULL);
}

TEST(a_bad_size_exits_2)
{
    char err[2000];
    CHECK_INT(run("--screenshot x.png --size 10x10", err, sizeof err), 2);
    CHECK(strstr(err, "10x10") != NULL);
}

TEST(at_without_a_screenshot_exits_2)
{
    char err[2000];
    CHECK_INT(run("--at 100", err, sizeof err), 2);
    CHECK(strstr(err, "--at") != NULL);
}

TEST(an_illegal_move_exits_2_naming_the_move)
{
    char err[2000];
    CHECK_INT(run("--screenshot x.png --game ayoayo --moves '0 0'", err,
                  sizeof err), 2);
    CHECK(strstr(err, "move 2") != NULL);
}

TEST(a_result_of_an_unfinished_game_exits_2)
{
    char err[2000];
    CHECK_INT(run("--screenshot x.png --screen result --game modiar", err,
                  sizeof err), 2);
    CHECK(strstr(err, "not over") != NULL);
}

TEST(a_missing_save_file_exits_2_with_the_sessions_message)
{
    char err[2000];
    CHECK_INT(run("--screenshot x.png --load /nonexistent/game.mancala", err,
                  sizeof err), 2);
    CHECK(strstr(err, "/nonexistent/game.mancala") != NULL);
}

TEST(a_malformed_save_file_exits_2)
{
    char err[2000], path[1100], args[1300];
    CHECK(write_file("bad.mancala", "this is not a saved game\n", path,
                     sizeof path) == 0);
    snprintf(args, sizeof args, "--screenshot x.png --load '%s'", path);
    CHECK_INT(run(args, err, sizeof err), 2);
    CHECK(strstr(err, "bad.mancala") != NULL);
}

TEST(a_script_with_an_unknown_command_exits_2_naming_the_line)
{
    char err[2000], path[1100], args[1300];
    CHECK(write_file("bad.script", "wait 10\njump 3 4\n", path,
                     sizeof path) == 0);
    snprintf(args, sizeof args, "--script '%s'", path);
    CHECK_INT(run(args, err, sizeof err), 2);
    CHECK(strstr(err, "bad.script:2") != NULL);
}

/* A script's numbers go through the one strict parser: past int (which
 * sscanf's %d cannot hold), negative, with a word after them or too few,
 * each line is refused and named. */
TEST(a_script_number_out_of_range_or_followed_by_words_exits_2)
{
    static const char *const lines[] = {
        "wait 99999999999", "wait -5", "wait 10 20", "wait 5x",
        "click 10",         "click 10 20 30", "frames 1e3",
        "resize 300 600",   "hover 99999999999 4"};
    for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++) {
        char err[2000], path[1100], args[1300], text[100];
        snprintf(text, sizeof text, "wait 10\n%s\n", lines[i]);
        CHECK(write_file("num.script", text, path, sizeof path) == 0);
        snprintf(args, sizeof args, "--script '%s'", path);
        CHECK_INT(run(args, err, sizeof err), 2);
        if (!strstr(err, "num.script:2: expected")) {
            CHECK_FAIL_AT("\"%s\": \"%s\"", lines[i], err);
        }
    }
}

TEST(a_script_with_an_unknown_key_exits_2)
{
    char err[2000], path[1100], args[1300];
    CHECK(write_file("key.script", "key Hyperdrive\n", path,
                     sizeof path) == 0);
    snprintf(args, sizeof args, "--script '%s'", path);
    CHECK_INT(run(args, err, sizeof err), 2);
    CHECK(strstr(err, "Hyperdrive") != NULL);
}

TEST(a_match_for_a_game_without_matches_exits_2)
{
    char err[2000];
    CHECK_INT(run("--screenshot x.png --game gore --match 5", err,
                  sizeof err), 2);
    CHECK(strstr(err, "--match") != NULL);
}

/* --lang takes the codes of the languages the game has texts in; another
 * is refused, every code named. */
TEST(an_unknown_language_exits_2_naming_it_and_every_code)
{
    char err[2000];
    CHECK_INT(run("--screenshot x.png --lang klingon", err, sizeof err), 2);
    CHECK(strstr(err, "klingon") != NULL);
    for (int l = 0; l < CONTENT_LANGUAGE_COUNT; l++) {
        CHECK(strstr(err, content_language_code(l)) != NULL);
    }
}

/* The settings screen's dump after `keys`, run in `lang`: 1 when its
 * language button says `want` ("button_Tiếng_Việt"). */
static int settings_show(const char *lang, const char *keys, const char *want)
{
    char script[1200], path[1100], args[1300], err[2000], dump[1100];
    snprintf(dump, sizeof dump, "%s/settings-%s.dump", home, lang);
    snprintf(script, sizeof script, "%sdump %s\n", keys, dump);
    if (write_file("lang.script", script, path, sizeof path) != 0) {
        return 0;
    }
    snprintf(args, sizeof args, "--lang %s --screen settings --script '%s'",
             lang, path);
    if (run(args, err, sizeof err) != 0) {
        return 0;
    }
    static char text[4000];
    char line[200], name[160];
    ut_read_text(dump, text, sizeof text);
    snprintf(name, sizeof name, "%s", want);
    for (char *c = name; *c; c++) {
        *c = *c == ' ' ? '_' : *c; /* as the dump writes a label */
    }
    snprintf(line, sizeof line, "\nbutton_%s ", name);
    return strstr(text, line) != NULL;
}

/* --lang starts the window in that language, each one offered or still
 * being translated: Settings names it in itself. */
TEST(lang_starts_the_window_in_that_language)
{
    for (int l = 0; l < CONTENT_LANGUAGE_COUNT; l++) {
        const char *code = content_language_code(l);
        if (!settings_show(code, "", content_language_name(code))) {
            CHECK_FAIL_AT("--lang %s: Settings does not say %s", code,
                          content_language_name(code));
        }
    }
}

/* Settings' language button goes to the next offered language, each
 * named in itself; a language still being translated is never offered,
 * even after one chosen by --lang. */
TEST(settings_offer_only_the_offered_languages_each_in_its_own_name)
{
    for (int l = 0; l < CONTENT_LANGUAGE_COUNT; l++) {
        const char *code = content_language_code(l), *next = NULL;
        for (int k = 1; k <= CONTENT_LANGUAGE_COUNT && !next; k++) {
            const char *c =
                content_language_code((l + k) % CONTENT_LANGUAGE_COUNT);
            next = content_language_offered(c) ? c : NULL;
        }
        CHECK(next != NULL);
        /* the language button is the fourth: speed, South, North */
        if (!settings_show(code, "key down\nkey down\nkey down\nkey return\n",
                           content_language_name(next))) {
            CHECK_FAIL_AT("from %s, Settings does not go on to %s", code,
                          content_language_name(next));
        }
    }
}

/* --help (and -h) prints the usage on standard output and exits 0: it
 * names every option the parser in app_options.c compares an argument
 * with, and every game --game takes; nothing goes to standard error. */
TEST(help_names_every_option_and_game_and_exits_0)
{
    static char err[2000], out[8000], src[40000];
    char path[1100];
    static const char *const asks[] = {"--help", "-h"};
    for (size_t k = 0; k < sizeof asks / sizeof asks[0]; k++) {
        CHECK_INT(run(asks[k], err, sizeof err), 0);
        CHECK_STR(err, "");
        snprintf(path, sizeof path, "%s/out.txt", home);
        ut_read_text(path, out, sizeof out);
        CHECK(strncmp(out, "usage: mancala-atlas", 20) == 0);
        for (int g = 0; g < RULES_GAME_COUNT; g++) {
            if (!strstr(out, rules_game_name((RulesGameId)g))) {
                CHECK_FAIL_AT("--help does not name the game %s",
                              rules_game_name((RulesGameId)g));
                return;
            }
        }
    }
    const char *source = getenv("MANCALA_SOURCE_DIR");
    CHECK(source != NULL);
    snprintf(path, sizeof path, "%s/src/ui/app/app_options.c", source);
    ut_read_text(path, src, sizeof src);
    int options = 0;
    for (const char *p = src; (p = strstr(p, "strcmp(a, \"--")) != NULL;) {
        p += strlen("strcmp(a, \"");
        size_t n = strcspn(p, "\"");
        char opt[64];
        snprintf(opt, sizeof opt, "%.*s", (int)n, p);
        options++;
        /* the option as a word of the usage, not inside a longer one */
        bool named = false;
        for (const char *q = out; (q = strstr(q, opt)) != NULL; q += n) {
            char after = q[n];
            named |= after == ' ' || after == ',' || after == '\n';
        }
        if (!named) {
            CHECK_FAIL_AT("--help does not name %s", opt);
            return;
        }
    }
    CHECK(options > 0); /* the parser was found and read */
}

TEST(a_missing_data_folder_is_a_clear_message_not_a_crash)
{
    char err[2000];
    char args[1300];
    snprintf(args, sizeof args, "--screenshot '%s/x.png'", home);
    int st = run_env("MANCALA_DATA_DIR=/nonexistent/data", args, err,
                     sizeof err);
    CHECK_INT(st, 1);
    CHECK(strstr(err, "data folder") != NULL);
}

/* Issue 56.7: each message keeps its subject and its reason. */
TEST(messages_keep_their_subject_and_their_reason)
{
    char err[12000];
    /* an empty file name names the option, not ": the name is empty" */
    static const char *const opts[] = {"--load", "--script", "--screenshot"};
    for (int i = 0; i < 3; i++) {
        char args[200];
        snprintf(args, sizeof args, "%s ''%s", opts[i],
                 i < 2 ? " --screenshot x.png" : "");
        CHECK_INT(run(args, err, sizeof err), 2);
        CHECK(strncmp(err, "mancala-atlas: ", 15) == 0);
        CHECK(strstr(err, opts[i]) == err + 15);
        CHECK(strstr(err, ": the name is empty") ==
              err + 15 + strlen(opts[i]));
    }
    /* a path of 5,000 characters: shown by its ends, with the reason */
    static char args[6000];
    char *p = args + snprintf(args, sizeof args, "--screenshot '/tmp/");
    for (int i = 0; i < 5000; i++) {
        *p++ = i % 100 == 99 ? '/' : 'a';
    }
    snprintf(p, 20, "end.png'");
    CHECK_INT(run(args, err, sizeof err), 1);
    CHECK(strstr(err, "cannot write /tmp/aaaa") != NULL);
    CHECK(strstr(err, "aa/end.png: the name is too long\n") != NULL);
    /* the message's own line is short (a loaded machine may add the
     * picture's progress line, which names the path too) */
    const char *said = strstr(err, "cannot write /tmp/aaaa");
    CHECK(said && strcspn(said, "\n") < 1200);
    /* a folder that is there but takes no file is not "missing" */
    CHECK_INT(run("--screenshot /proc/x.png", err, sizeof err), 1);
    CHECK(strstr(err, "cannot write /proc/x.png: the folder does not take "
                      "new files") != NULL);
    CHECK_INT(run("--screenshot /nonexistent-folder/x.png", err, sizeof err),
              1);
    CHECK(strstr(err, "the folder does not exist") != NULL);
}

int main(void)
{
    const char *build = getenv("MANCALA_BUILD_DIR");
    snprintf(exe, sizeof exe, "%s/mancala-atlas", build ? build : ".");
    /* inside the build, so two builds testing at once never share it */
    snprintf(home, sizeof home, "%s/tests/ui/cli-home", build ? build : ".");
    char cmd[1200];
    snprintf(cmd, sizeof cmd, "mkdir -p '%s'", home);
    if (system(cmd) != 0) {
        return 1;
    }
    RUN(an_unknown_option_exits_2_naming_it);
    RUN(messages_keep_their_subject_and_their_reason);
    RUN(an_unknown_game_exits_2_naming_it);
    RUN(urim_with_nine_holes_exits_2);
    RUN(a_missing_value_exits_2);
    RUN(an_unknown_screen_exits_2);
    RUN(a_bad_size_exits_2);
    RUN(at_without_a_screenshot_exits_2);
    RUN(an_illegal_move_exits_2_naming_the_move);
    RUN(a_result_of_an_unfinished_game_exits_2);
    RUN(a_missing_save_file_exits_2_with_the_sessions_message);
    RUN(a_malformed_save_file_exits_2);
    RUN(a_script_with_an_unknown_command_exits_2_naming_the_line);
    RUN(a_script_with_an_unknown_key_exits_2);
    RUN(a_script_number_out_of_range_or_followed_by_words_exits_2);
    RUN(a_match_for_a_game_without_matches_exits_2);
    RUN(an_unknown_language_exits_2_naming_it_and_every_code);
    RUN(lang_starts_the_window_in_that_language);
    RUN(settings_offer_only_the_offered_languages_each_in_its_own_name);
    RUN(help_names_every_option_and_game_and_exits_0);
    RUN(a_missing_data_folder_is_a_clear_message_not_a_crash);
    return check_summary();
}
