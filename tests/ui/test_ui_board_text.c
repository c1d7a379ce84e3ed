/* test_ui_board_text.c: every board's counts are big enough to read: at least 14 px tall at 1280x800 on the game screen and in the lesson of every game and row length (Bao Kigogo included), and no smaller than 11 px at 800x600. */
#define _POSIX_C_SOURCE 200809L
#include "check.h"
#include "ui_helpers.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

static char exe[1024];

/* The count_px and name_px of a screen's board, as its dump says; -1
 * when the game could not be run or said nothing. */
static void board_text(const char *screen, RulesGameId g, int holes, int w,
                       int h, int *count_px, int *name_px)
{
    *count_px = *name_px = -1;
    if (!ut_write_text("board_text.script", "dump board_text.dump\n")) {
        return;
    }
    remove("board_text.dump");
    char cmd[2048];
    snprintf(cmd, sizeof cmd,
             "'%s' --size %dx%d --screen %s --game %s --holes %d "
             "--script board_text.script >/dev/null 2>&1",
             exe, w, h, screen, rules_game_name(g), holes);
    int rc = system(cmd);
    if (!WIFEXITED(rc) || WEXITSTATUS(rc) != 0) {
        printf("  %s failed\n", cmd);
        return;
    }
    char v[64];
    if (ut_dump_line("board_text.dump", "count_px", v, sizeof v)) {
        *count_px = atoi(v);
    }
    if (ut_dump_line("board_text.dump", "name_px", v, sizeof v)) {
        *name_px = atoi(v);
    }
}

/* Every game and row length on `screen` at w x h: counts of at least
 * `min_px`, and names no smaller than 9 px. */
static bool every_board_reads(const char *screen, int w, int h, int min_px)
{
    bool ok = true;
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        int v[RULES_MAX_VARIANTS];
        int nv = rules_game_variants((RulesGameId)g, v);
        for (int k = 0; k < nv; k++) {
            int count_px, name_px;
            board_text(screen, (RulesGameId)g, v[k], w, h, &count_px,
                       &name_px);
            printf("  %s %s/%d at %dx%d: counts %d px, names %d px\n",
                   screen, rules_game_name((RulesGameId)g), v[k], w, h,
                   count_px, name_px);
            ok = ok && count_px >= min_px && name_px >= 9;
        }
    }
    return ok;
}

TEST(every_game_board_counts_at_least_14_px_at_1280x800)
{
    CHECK(every_board_reads("game", 1280, 800, 14));
}

TEST(every_lesson_board_counts_at_least_14_px_at_1280x800)
{
    CHECK(every_board_reads("learn", 1280, 800, 14));
}

TEST(every_board_counts_at_least_11_px_at_800x600)
{
    CHECK(every_board_reads("game", 800, 600, 11));
    CHECK(every_board_reads("learn", 800, 600, 11));
}

int main(void)
{
    const char *build = getenv("MANCALA_BUILD_DIR");
    snprintf(exe, sizeof exe, "%s/mancala-atlas", build ? build : ".");
    RUN(every_game_board_counts_at_least_14_px_at_1280x800);
    RUN(every_lesson_board_counts_at_least_14_px_at_1280x800);
    RUN(every_board_counts_at_least_11_px_at_800x600);
    return check_summary();
}
