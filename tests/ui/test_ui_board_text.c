/* test_ui_board_text.c: every board's counts are big enough to read: at least 14 px tall at 1280x800 on the game screen and in the lesson of every game and row length (Bao Kigogo included), and no smaller than 11 px at 800x600; count chips and the hint's legend keep apart on the game screen. */
#define _POSIX_C_SOURCE 200809L
#include "check.h"
#include "ui_helpers.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include <SDL_ttf.h>

static char exe[1024];

/* The count_px and name_px of a screen's board, as its dump says; -1
 * when the game could not be run or said nothing. */
static float board_pit_r; /* the last board_text's hole radius */
static float board_area;  /* and its board's area, in pixels */

static void board_text_at(const char *screen, RulesGameId g, int holes,
                          int w, int h, int text_size, int *count_px,
                          int *name_px)
{
    *count_px = *name_px = -1;
    board_pit_r = -1;
    if (!ut_write_text("board_text.script", "dump board_text.dump\n")) {
        return;
    }
    remove("board_text.dump");
    char cmd[2048];
    snprintf(cmd, sizeof cmd,
             "'%s' --size %dx%d --screen %s --game %s --holes %d "
             "--text-size %d --script board_text.script >/dev/null 2>&1",
             exe, w, h, screen, rules_game_name(g), holes, text_size);
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
    if (ut_dump_line("board_text.dump", "pit_r", v, sizeof v)) {
        board_pit_r = (float)atof(v);
    }
    int bx, by, bw, bh;
    board_area = -1;
    if (ut_dump_line("board_text.dump", "board_rect", v, sizeof v) &&
        sscanf(v, "%d %d %d %d", &bx, &by, &bw, &bh) == 4) {
        board_area = (float)bw * (float)bh;
    }
}

static void board_text(const char *screen, RulesGameId g, int holes, int w,
                       int h, int *count_px, int *name_px)
{
    board_text_at(screen, g, holes, w, h, 100, count_px, name_px);
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

/* A classroom's projector (issue 58): at text size 200 % the board of the
 * game screen keeps 85 % of its area and gives up to the panel's larger
 * buttons no more than a fifth of its holes' size (the banners take none of it) and its holes' names grow
 * against the holes.
 * (The lesson's board gives room to its captions, which carry the
 * lesson.) */
TEST(a_larger_text_keeps_the_board_and_grows_its_names)
{
    static const int sizes[2][2] = {{1920, 1080}, {1280, 720}};
    static const char *const screens[1] = {"game"};
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        int v[RULES_MAX_VARIANTS];
        rules_game_variants((RulesGameId)g, v);
        for (int z = 0; z < 2; z++) {
            for (int sc = 0; sc < 1; sc++) {
                int c1, n1, c2, n2, w = sizes[z][0], h = sizes[z][1];
                board_text_at(screens[sc], (RulesGameId)g, v[0], w, h, 100,
                              &c1, &n1);
                float r1 = board_pit_r, a1 = board_area;
                board_text_at(screens[sc], (RulesGameId)g, v[0], w, h, 200,
                              &c2, &n2);
                float r2 = board_pit_r, a2 = board_area;
                printf("  %s %s at %dx%d: radius %.0f -> %.0f, board %.0f "
                       "-> %.0f px2, names %d -> %d px\n", screens[sc],
                       rules_game_name((RulesGameId)g), w, h, (double)r1,
                       (double)r2, (double)a1, (double)a2, n1, n2);
                CHECK(r1 > 0 && r2 >= r1 * 0.8f);
                /* the board keeps 85 % of its area (issue 58: the panel
                 * and the banners took it) */
                CHECK(a1 > 0 && a2 >= a1 * 0.85f);
                /* (as large again as the holes allow: by a twentieth at
                 * least for the holes' size; the old layout kept them in
                 * proportion) */
                CHECK(n1 > 0 && r2 > 0 &&
                      (float)n2 / r2 >= (float)n1 / r1 * 1.05f);
            }
        }
    }
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

static bool apart(UiRect a, UiRect b)
{
    return a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y ||
           b.y + b.h <= a.y;
}

/* The widest chip a two-digit count makes on this board (chips are alike
 * but for their place). */
static int widest_two_digit_count(Ui *ui, const UiBoardLayout *L)
{
    int widest = 10;
    for (int c = 10; c < 100; c++) {
        if (ui_board_badge_rect(ui, L, 0, c).w >
            ui_board_badge_rect(ui, L, 0, widest).w) {
            widest = c;
        }
    }
    return widest;
}

/* On the game screen of game g at w x h: count chips of neighbouring
 * holes keep a clear gap even with two digits. */
static bool chips_and_legend_apart(RulesGameId g, int holes, int w, int h)
{
    UiBoardLayout L;
    float uw = (float)w / 1280.0f, uh = (float)h / 800.0f;
    Ui *ui = ut_headless_ui(w, h, uw < uh ? uw : uh);
    if (!ui || !ui_game_board_layout(g, holes, w, h, &L)) {
        printf("  %s at %dx%d: no layout\n", rules_game_name(g), w, h);
        if (ui) {
            ut_free_ui(ui);
        }
        return false;
    }
    bool ok = true;
    int wide = widest_two_digit_count(ui, &L);
    float pitch = L.pit_x[1] - L.pit_x[0], least = 1e9f;
    for (int i = 0; i < L.hole_count; i++) {
        UiRect a = ui_board_badge_rect(ui, &L, i, wide);
        for (int j = 0; j < L.hole_count; j++) {
            if (j != i && fabsf(L.pit_y[j] - L.pit_y[i]) < 1 &&
                L.pit_x[j] > L.pit_x[i] &&
                L.pit_x[j] < L.pit_x[i] + pitch * 1.5f) {
                UiRect b = ui_board_badge_rect(ui, &L, j, wide);
                least = fminf(least, b.x - (a.x + a.w));
            }
        }
    }
    printf("  %s/%d at %dx%d: chips of %d %.1f px apart (chip %.1f px "
           "high)\n",
           rules_game_name(g), holes, w, h, wide, least,
           ui_board_badge_rect(ui, &L, 0, wide).h);
    ok = least >= 3;
    ut_free_ui(ui);
    return ok;
}

TEST(count_chips_keep_apart_on_every_board)
{
    static const int sizes[][2] = {
        {800, 600}, {1280, 800}, {1366, 768}, {1920, 1080}};
    bool ok = true;
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        int v[RULES_MAX_VARIANTS];
        int nv = rules_game_variants((RulesGameId)g, v);
        for (int k = 0; k < nv; k++) {
            for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
                ok = chips_and_legend_apart((RulesGameId)g, v[k], sizes[i][0],
                                            sizes[i][1]) &&
                     ok;
            }
        }
    }
    CHECK(ok);
}

static bool inside(UiRect a, UiRect b)
{
    return a.x >= b.x && a.y >= b.y && a.x + a.w <= b.x + b.w &&
           a.y + a.h <= b.y + b.h;
}

static UiRect dump_rect(const char *path, const char *key)
{
    char v[128];
    int x = 0, y = 0, w = 0, h = 0;
    if (ut_dump_line(path, key, v, sizeof v)) {
        sscanf(v, "%d %d %d %d", &x, &y, &w, &h);
    }
    return (UiRect){(float)x, (float)y, (float)w, (float)h};
}

/* The game of g at w x h and `ts` %, the pointer on South's first hole
 * (its preview's rings), then with the hint's: each time the rings'
 * legend lies inside the status bar, apart from its words (issue 58: under
 * the board it covered "South (S1–S4)", and at 200 % it was clipped over
 * the status line). */
static bool legend_in_bar(RulesGameId g, int w, int h, int ts)
{
    char cmd[2048], pits[1024];
    snprintf(cmd, sizeof cmd,
             "'%s' --size %dx%d --screen game --game %s --text-size %d "
             "--script board_text.script >/dev/null 2>&1",
             exe, w, h, rules_game_name(g), ts);
    if (!ut_write_text("board_text.script", "frames 100\ndump legend0.dump\n") ||
        system(cmd) != 0 ||
        !ut_dump_line("legend0.dump", "pits", pits, sizeof pits)) {
        return false;
    }
    int x, y;
    sscanf(pits, "%d %d", &x, &y); /* South's first hole */
    char script[256];
    snprintf(script, sizeof script,
             "frames 100\nhover %d %d\nframes 200\ndump legend1.dump\n"
             "key h\nframes 3000\ndump legend2.dump\n", x, y);
    if (!ut_write_text("board_text.script", script) || system(cmd) != 0) {
        return false;
    }
    bool ok = true;
    for (int i = 1; i <= 2; i++) {
        char path[32];
        snprintf(path, sizeof path, "legend%d.dump", i);
        UiRect bar = dump_rect(path, "caption");
        UiRect leg = dump_rect(path, "caption_legend");
        UiRect words = dump_rect(path, "caption_text");
        printf("  %s at %dx%d, %d %%, %s: legend %.0f %.0f %.0f %.0f in bar "
               "%.0f %.0f %.0f %.0f, words at %.0f..%.0f\n",
               rules_game_name(g), w, h, ts, i == 1 ? "preview" : "hint",
               (double)leg.x, (double)leg.y, (double)leg.w, (double)leg.h,
               (double)bar.x, (double)bar.y, (double)bar.w, (double)bar.h,
               (double)words.x, (double)(words.x + words.w));
        ok = ok && leg.w > 0 && inside(leg, bar) && apart(leg, words);
    }
    return ok;
}

TEST(the_rings_legend_has_its_place_in_the_status_bar)
{
    static const int sizes[][2] = {{800, 600}, {1280, 720}, {1920, 1080}};
    bool ok = true;
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
            for (int ts = 100; ts <= 200; ts += 100) {
                ok = legend_in_bar((RulesGameId)g, sizes[i][0], sizes[i][1],
                                   ts) && ok;
            }
        }
    }
    CHECK(ok);
}

/* The status line's words start in one place whatever sits at the
 * bar's right end (the rings' legend of one hole or another, the keys):
 * centred, they jumped left and right as the pointer moved (issue 51). */
TEST(the_status_words_keep_their_place_as_the_pointer_moves)
{
    char cmd[2048], pits[1024];
    snprintf(cmd, sizeof cmd,
             "'%s' --size 1366x768 --screen game --game gore --moves "
             "'1 5 2 7' --script board_text.script >/dev/null 2>&1",
             exe);
    CHECK(ut_write_text("board_text.script", "frames 100\ndump st0.dump\n"));
    CHECK_INT(system(cmd), 0);
    CHECK(ut_dump_line("st0.dump", "pits", pits, sizeof pits));
    int p[8];
    sscanf(pits, "%d %d %d %d %d %d %d %d", &p[0], &p[1], &p[2], &p[3],
           &p[4], &p[5], &p[6], &p[7]);
    char script[400];
    snprintf(script, sizeof script,
             "frames 100\nhover %d %d\nframes 200\ndump st1.dump\n"
             "hover %d %d\nframes 200\ndump st2.dump\nhover 2 2\n"
             "frames 200\ndump st3.dump\n",
             p[0], p[1], p[6], p[7]);
    CHECK(ut_write_text("board_text.script", script));
    CHECK_INT(system(cmd), 0);
    UiRect w[3], right[3];
    for (int i = 0; i < 3; i++) {
        char path[32];
        snprintf(path, sizeof path, "st%d.dump", i + 1);
        w[i] = dump_rect(path, "caption_text");
        right[i] = dump_rect(path, "caption_legend");
        if (right[i].w <= 0) {
            right[i] = dump_rect(path, "caption_keys");
        }
        printf("  words at %.0f, %.0f wide; at the right end %.0f wide\n",
               (double)w[i].x, (double)w[i].w, (double)right[i].w);
        CHECK(w[i].w > 0 && right[i].w > 0 && apart(w[i], right[i]));
    }
    /* (the three ends differ, else the test would prove nothing) */
    CHECK(right[0].w != right[2].w);
    CHECK(w[0].x == w[1].x && w[1].x == w[2].x);
}

/* A rectangle and hole h's circle overlap. */
static bool on_hole(UiRect r, const UiBoardLayout *L, int h)
{
    float cx = fmaxf(r.x, fminf(L->pit_x[h], r.x + r.w));
    float cy = fmaxf(r.y, fminf(L->pit_y[h], r.y + r.h));
    float dx = cx - L->pit_x[h], dy = cy - L->pit_y[h];
    return dx * dx + dy * dy < L->pit_r * L->pit_r * 0.95f;
}

/* On four rows a count chip sits on its own hole's lower rim. */
static bool own_chip(UiRect r, int what, const UiBoardLayout *L, int h)
{
    return L->rows == 4 && what == UI_WORDS_COUNT &&
           fabsf(L->pit_x[h] - (r.x + r.w / 2)) < 1 &&
           L->pit_y[h] < r.y + r.h / 2 &&
           r.y + r.h / 2 - L->pit_y[h] < L->row_pitch * 0.8f;
}

/* The words of game g's board laid out in `area` at text size `scale`:
 * no two overlap, and none lies on a hole but its own. The layout in
 * *L. */
static bool words_apart(Ui *ui, RulesGameId g, int holes, UiRect area,
                        float scale, UiBoardLayout *L)
{
    enum { MAX = 4 * RULES_MAX_HOLES + 8 };
    UiRect r[MAX];
    int what[MAX];
    ui_board_layout_text(g, holes, area, scale, L);
    int n = ui_board_words(ui, L, g, 88, r, what, MAX);
    bool ok = n > L->hole_count;
    for (int i = 0; i < n && ok; i++) {
        for (int j = i + 1; j < n && ok; j++) {
            ok = apart(r[i], r[j]);
        }
        for (int h = 0; h < L->hole_count && ok; h++) {
            ok = !on_hole(r[i], L, h) || own_chip(r[i], what[i], L, h);
        }
        if (!ok) {
            printf("  %s/%d in %.0fx%.0f at %.0f %%: word %d (kind %d) "
                   "overlaps\n", rules_game_name(g), holes, (double)area.w,
                   (double)area.h, (double)(scale * 100), i, what[i]);
        }
    }
    return ok;
}

/* A projector (issue 58): the board's words grow with the text size (in
 * the game, lesson, review, puzzle and editor, one layout): at 200 % its
 * counts at least 1.2 times and its holes' names 1.25 times as large as
 * at 100 % on two rows (on four no smaller, the names 1.1 times), in the room a board has on the game screen at 1280x720 and
 * 1920x1080, and at 100, 150 and 200 % no word overlaps another or a
 * hole. */
TEST(the_boards_words_grow_with_the_text_size_and_keep_apart)
{
    static const int sizes[][2] = {{1280, 720}, {1920, 1080}};
    Ui *ui = ut_headless_ui(1920, 1080, 1.0f);
    CHECK(ui != NULL);
    for (int g = 0; ui && g < RULES_GAME_COUNT; g++) {
        int v[RULES_MAX_VARIANTS];
        int nv = rules_game_variants((RulesGameId)g, v);
        for (int k = 0; k < nv; k++) {
            for (int z = 0; z < 2; z++) {
                float w = (float)sizes[z][0], h = (float)sizes[z][1];
                UiRect area = {w * 0.02f, h * 0.15f, w * 0.66f, h * 0.6f};
                UiBoardLayout L1, L15, L2;
                CHECK(words_apart(ui, (RulesGameId)g, v[k], area, 1, &L1));
                CHECK(words_apart(ui, (RulesGameId)g, v[k], area, 1.5f,
                                  &L15));
                CHECK(words_apart(ui, (RulesGameId)g, v[k], area, 2, &L2));
                printf("  %s/%d at %dx%d: counts %.0f -> %.0f px, names "
                       "%.0f -> %.0f px, stores %.0f -> %.0f px\n",
                       rules_game_name((RulesGameId)g), v[k], sizes[z][0],
                       sizes[z][1], (double)L1.count_px, (double)L2.count_px,
                       (double)L1.name_px, (double)L2.name_px,
                       (double)L1.label_px, (double)L2.label_px);
                /* (four rows' counts are between the rows, no taller
                 * than the gap: Bao Kigogo's grow less) */
                CHECK(L2.count_px >= L1.count_px * (L1.rows == 2 ? 1.2f : 1));
                CHECK(L2.name_px >= L1.name_px * (L1.rows == 2 ? 1.25f : 1.1f));
                CHECK(L2.label_px >= L1.label_px * 1.2f);
            }
        }
    }
    if (ui) {
        ut_free_ui(ui);
    }
}

int main(void)
{
    const char *build = getenv("MANCALA_BUILD_DIR");
    snprintf(exe, sizeof exe, "%s/mancala-atlas", build ? build : ".");
    RUN(a_larger_text_keeps_the_board_and_grows_its_names);
    RUN(every_game_board_counts_at_least_14_px_at_1280x800);
    RUN(every_lesson_board_counts_at_least_14_px_at_1280x800);
    RUN(every_board_counts_at_least_11_px_at_800x600);
    if (TTF_Init() != 0) {
        fprintf(stderr, "TTF_Init: %s\n", TTF_GetError());
        return 1;
    }
    RUN(count_chips_keep_apart_on_every_board);
    RUN(the_boards_words_grow_with_the_text_size_and_keep_apart);
    RUN(the_rings_legend_has_its_place_in_the_status_bar);
    RUN(the_status_words_keep_their_place_as_the_pointer_moves);
    TTF_Quit();
    return check_summary();
}
