/* test_ui_shared.c: two windows open on one data folder lose nothing (issue 56.1): each setting changed in either window is kept, and every game against the computer finished by two programs at once is counted in the record; two windows in one program share no state (issue 57). */
#define _POSIX_C_SOURCE 200809L
#include "check.h"
#include "ui_script.h"

#include "kit/settings.h"
#include "record.h"
#include "screens/progress.h"
#include "screens/record/record_ui.h"

#include <string.h>
#include <sys/types.h>
#include <unistd.h>

/* Two windows read the settings, each changes its own, each saves (as
 * ui_save_settings does): both changes are in the file. Saving the whole
 * settings, as the window did, kept only the second window's. */
TEST(settings_changed_in_two_windows_are_both_kept)
{
    char home[400];
    fresh_home("h-settings");
    snprintf(home, sizeof home, "%s/h-settings", dir);
    UiSettings a, a_known, b, b_known, back;
    ui_settings_load(&a, home);
    a_known = a;
    ui_settings_load(&b, home);
    b_known = b;
    a.speed = UI_SPEED_FAST;
    a.volume = 30;
    CHECK(ui_settings_merge(&a, &a_known, home));
    b.teaching = true;
    b.volume = 55; /* the last to change a setting wins */
    snprintf(b.names[0], sizeof b.names[0], "%s", "Amara = Kofi");
    CHECK(ui_settings_merge(&b, &b_known, home));
    ui_settings_load(&back, home);
    CHECK_INT(back.speed, UI_SPEED_FAST);
    CHECK(back.teaching);
    CHECK_INT(back.volume, 55);
    CHECK_STR(back.names[0], "Amara = Kofi");
    /* the first window saves again, having changed nothing more: the
     * second window's settings stay */
    a.match = 10;
    CHECK(ui_settings_merge(&a, &a_known, home));
    ui_settings_load(&back, home);
    CHECK_INT(back.volume, 55);
    CHECK(back.teaching);
    CHECK_INT(back.match, 10);
    CHECK_INT(back.speed, UI_SPEED_FAST);
    /* a window's size is kept the same way */
    b.window_w = 900;
    b.window_h = 700;
    CHECK(ui_settings_merge(&b, &b_known, home));
    ui_settings_load(&back, home);
    CHECK_INT(back.window_w, 900);
    CHECK_INT(back.window_h, 700);
    CHECK_INT(back.match, 10);
}

/* Programs saving at once, each its own setting, many times over: every
 * setting ends as its program left it. */
TEST(settings_saved_by_programs_at_once_lose_nothing)
{
    enum { ROUNDS = 30 };
    char home[400];
    fresh_home("h-settings-race");
    snprintf(home, sizeof home, "%s/h-settings-race", dir);
    pid_t pid[4];
    for (int k = 0; k < 4; k++) {
        pid[k] = fork();
        if (pid[k] == 0) {
            for (int i = 1; i <= ROUNDS; i++) {
                UiSettings s, known;
                ui_settings_load(&s, home);
                known = s;
                if (k == 0) {
                    s.volume = i;
                } else if (k == 1) {
                    s.think_ms = 1000 + i;
                } else if (k == 2) {
                    s.window_w = 400 + i;
                    s.window_h = 300;
                } else {
                    s.match = i % 2 ? 1 : 10;
                }
                if (!ui_settings_merge(&s, &known, home)) {
                    _exit(2);
                }
            }
            _exit(0);
        }
        CHECK(pid[k] > 0);
    }
    for (int k = 0; k < 4; k++) {
        int st = -1;
        CHECK(pid[k] > 0 && waitpid(pid[k], &st, 0) == pid[k]);
        CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
    }
    UiSettings back;
    ui_settings_load(&back, home);
    CHECK_INT(back.volume, ROUNDS);
    CHECK_INT(back.think_ms, 1000 + ROUNDS);
    CHECK_INT(back.window_w, 400 + ROUNDS);
    CHECK_INT(back.match, ROUNDS % 2 ? 1 : 10);
}

/* The real program, two at a time into one home: each run opens a Modiar
 * game against the computer one move from its end and plays that move,
 * and so counts the game. Every game is in the record. */
TEST(games_finished_by_two_programs_at_once_are_all_counted)
{
    enum { RUNS = 4 };
    static Game gm;
    uint32_t seed = 1;
    do { /* a game whose last move is South's, the player's */
        play_game(RULES_GAME_MODIAR, seed++, -1, &gm);
    } while (gm.pos[gm.n - 1].to_move != RULES_SOUTH);
    CHECK(gm.pos[gm.n].over);
    char before[4000] = "";
    for (int i = 0; i + 1 < gm.n; i++) {
        size_t l = strlen(before);
        rules_move_format(gm.moves[i], before + l, sizeof before - l);
        l = strlen(before);
        snprintf(before + l, sizeof before - l, " ");
    }
    int hx, hy;
    hole_xy(RULES_GAME_MODIAR, gm.moves[gm.n - 1].hole, &hx, &hy);
    fresh_home("h-record");
    char script[700], sp[1100], cmd[13600], one[6400];
    path_of(sp, sizeof sp, "record.script");
    snprintf(script, sizeof script, "wait 50\nclick %d %d\nkey space\n"
             "wait 20\nidle\n", hx, hy);
    CHECK(ut_write_text(sp, script));
    snprintf(one, sizeof one,
             "MANCALA_HOME='%s/h-record' '%s' --game modiar --moves '%s' "
             "--computer north --level club --script '%s' --size %dx%d",
             dir, exe, before, sp, W, H);
    for (int i = 0; i < RUNS; i++) {
        snprintf(cmd, sizeof cmd, "(%s) 2>>'%s/stderr.txt' & (%s) "
                 "2>>'%s/stderr.txt' & wait", one, dir, one, dir);
        CHECK_INT(system(cmd), 0);
    }
    char home[400];
    snprintf(home, sizeof home, "%s/h-record", dir);
    Record r;
    RecordError err;
    CHECK_INT(record_load(home, &r, &err), RECORD_OK);
    const RecordEntry *e = record_find(&r, "modiar", "club");
    CHECK(e != NULL);
    if (e) {
        const RulesPosition *end = &gm.pos[gm.n];
        RecordResult res = end->winner == RULES_WINNER_SOUTH ? RECORD_WON
                           : end->winner == RULES_WINNER_NORTH
                               ? RECORD_LOST
                               : RECORD_DRAWN;
        CHECK_INT(e->won, res == RECORD_WON ? 2 * RUNS : 0);
        CHECK_INT(e->drawn, res == RECORD_DRAWN ? 2 * RUNS : 0);
        CHECK_INT(e->lost, res == RECORD_LOST ? 2 * RUNS : 0);
    }
}

/* Two windows in one program (as tests make them) share nothing: each
 * keeps the record and the lessons of its own folder, and a game one
 * counts, or a lesson one finishes, is not the other's. */
TEST(two_windows_in_one_program_share_no_record_or_lessons)
{
    fresh_home("h-one");
    fresh_home("h-two");
    Ui *a = ut_headless_ui(640, 400, 1.0f), *b = ut_headless_ui(640, 400,
                                                                1.0f);
    CHECK(a != NULL && b != NULL);
    if (!a || !b) {
        return;
    }
    snprintf(a->pref_dir, sizeof a->pref_dir, "%s/h-one", dir);
    snprintf(b->pref_dir, sizeof b->pref_dir, "%s/h-two", dir);
    CHECK(!ui_learn_done(a, RULES_GAME_URIM));
    CHECK(!ui_learn_done(b, RULES_GAME_URIM));
    ui_learn_mark_done(a, RULES_GAME_URIM);
    CHECK(ui_learn_done(a, RULES_GAME_URIM));
    CHECK(!ui_learn_done(b, RULES_GAME_URIM));
    static Game gm;
    play_game(RULES_GAME_GORE, 3, -1, &gm);
    UiGameSetup setup = {RULES_GAME_GORE, 0, 1, false, 1 << RULES_NORTH,
                         AI_LEVEL_EXPERT, 1000};
    ui_record_game(b, &setup, &gm.pos[gm.n], NULL);
    const RecordEntry *eb = record_find(ui_record(b), "gore", "expert");
    CHECK(eb != NULL && eb->won + eb->drawn + eb->lost == 1);
    CHECK(record_find(ui_record(a), "gore", "expert") == NULL);
    ut_free_ui(a);
    ut_free_ui(b);
}

/* Two windows whose fonts differ (another data folder) each measure and
 * fit text with their own fonts: the text sizes and fits a window keeps
 * (res.c) are its own, not a table every window in the program reads. */
TEST(two_windows_with_other_fonts_measure_and_fit_text_each_with_its_own)
{
    fresh_home("h-fonts");
    Ui *a = ut_headless_ui(640, 400, 1.0f), *b = ut_headless_ui(640, 400,
                                                                1.0f);
    CHECK(a != NULL && b != NULL);
    if (!a || !b) {
        return;
    }
    /* b's plain face is a wider one: the serif bold under the plain name */
    char cmd[4000];
    snprintf(cmd, sizeof cmd,
             "mkdir -p '%s/h-fonts/fonts' && cp '%s/fonts/'*.ttf "
             "'%s/h-fonts/fonts/' && cp '%s/fonts/NotoSerif-Bold.ttf' "
             "'%s/h-fonts/fonts/NotoSans-Regular.ttf'",
             dir, a->data_dir, dir, a->data_dir, dir);
    CHECK(system(cmd) == 0);
    snprintf(b->data_dir, sizeof b->data_dir, "%s/h-fonts", dir);
    static const char text[] = "Mancala Atlas: sow the seeds";
    int wa, wb, wa2;
    ui_text_size(a, UI_SANS, 20, text, &wa, NULL);
    ui_text_size(b, UI_SANS, 20, text, &wb, NULL);
    ui_text_size(a, UI_SANS, 20, text, &wa2, NULL);
    CHECK(wb > wa);
    CHECK_INT(wa2, wa);
    /* a width the plain face fits and the wider one does not */
    char buf_a[80], buf_b[80];
    const char *fit_a = ui_ellipsis(a, UI_SANS, 20, (float)wa, text, buf_a,
                                    sizeof buf_a);
    const char *fit_b = ui_ellipsis(b, UI_SANS, 20, (float)wa, text, buf_b,
                                    sizeof buf_b);
    CHECK_STR(fit_a, text);
    CHECK(strcmp(fit_b, text) != 0);
    CHECK(strstr(fit_b, "\xE2\x80\xA6") != NULL);
    ut_free_ui(a);
    ut_free_ui(b);
}

int main(void)
{
    if (!script_setup("shared")) {
        return 1;
    }
    if (TTF_Init() != 0) {
        fprintf(stderr, "TTF_Init: %s\n", TTF_GetError());
        return 1;
    }
    RUN(settings_changed_in_two_windows_are_both_kept);
    RUN(settings_saved_by_programs_at_once_lose_nothing);
    RUN(games_finished_by_two_programs_at_once_are_all_counted);
    RUN(two_windows_in_one_program_share_no_record_or_lessons);
    RUN(two_windows_with_other_fonts_measure_and_fit_text_each_with_its_own);
    return check_summary();
}
