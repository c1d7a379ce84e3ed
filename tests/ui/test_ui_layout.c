/* test_ui_layout.c: every game's screen fits the window, without overlaps, at 800x600 and 3840x2160. */
#include "check.h"
#include "ui.h"

#include <stdbool.h>
#include <string.h>

enum { MAX_ITEMS = 128 };

static bool overlap(UiRect a, UiRect b)
{
    const float eps = 0.5f;
    return a.x + eps < b.x + b.w && b.x + eps < a.x + a.w &&
           a.y + eps < b.y + b.h && b.y + eps < a.y + a.h;
}

static bool is_hole(const UiLayoutItem *it)
{
    return strncmp(it->what, "hole ", 5) == 0;
}

static bool is_board_part(const UiLayoutItem *it)
{
    return is_hole(it) || strcmp(it->what, "board") == 0 ||
           strstr(it->what, "store") != NULL;
}

static bool is_store(const UiLayoutItem *it)
{
    return strstr(it->what, "store") != NULL;
}

/* Holes and stores sit on the board, buttons and the move list in the
 * panel; nothing else may overlap, and holes never touch each other or a
 * store. */
static bool allowed(const UiLayoutItem *a, const UiLayoutItem *b,
                    UiRect panel)
{
    if ((strcmp(a->what, "panel") == 0 && ui_rect_inside(b->r, panel)) ||
        (strcmp(b->what, "panel") == 0 && ui_rect_inside(a->r, panel))) {
        return true;
    }
    if (is_board_part(a) && is_board_part(b)) {
        return !(is_hole(a) && is_hole(b)) && !(is_store(a) && is_hole(b)) &&
               !(is_hole(a) && is_store(b));
    }
    return false;
}

/* Checks one game at one size; returns false after reporting a problem. */
static bool layout_ok(RulesGameId g, int holes, int w, int h)
{
    UiLayoutItem it[MAX_ITEMS];
    int n = ui_game_layout_items(g, holes, w, h, it, MAX_ITEMS);
    UiRect win = {0, 0, (float)w, (float)h};
    if (n < 10) {
        printf("  %s: only %d items\n", rules_game_name(g), n);
        return false;
    }
    const UiLayoutItem *board = NULL, *panel = NULL;
    for (int i = 0; i < n; i++) {
        if (strcmp(it[i].what, "board") == 0) {
            board = &it[i];
        } else if (strcmp(it[i].what, "panel") == 0) {
            panel = &it[i];
        }
        if (!ui_rect_inside(it[i].r, win)) {
            printf("  %s %dx%d: %s (%.0f,%.0f %.0fx%.0f) leaves the window\n",
                   rules_game_name(g), w, h, it[i].what, it[i].r.x, it[i].r.y,
                   it[i].r.w, it[i].r.h);
            return false;
        }
    }
    if (!board || !panel) {
        return false;
    }
    for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
            bool may = allowed(&it[i], &it[j], panel->r);
            if (!may && overlap(it[i].r, it[j].r)) {
                printf("  %s %dx%d: %s overlaps %s\n", rules_game_name(g), w,
                       h, it[i].what, it[j].what);
                return false;
            }
        }
    }
    /* the board is not lost in the window: a fair share of its width */
    float main_w = panel->r.x;
    if (board->r.w < main_w * 0.5f) {
        printf("  %s %dx%d: the board is only %.0f px wide\n",
               rules_game_name(g), w, h, board->r.w);
        return false;
    }
    return true;
}

static bool all_games_fit(int w, int h)
{
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        int v[4];
        int nv = rules_game_variants((RulesGameId)g, v);
        for (int k = 0; k < nv; k++) {
            if (!layout_ok((RulesGameId)g, v[k], w, h)) {
                return false;
            }
        }
    }
    return true;
}

TEST(every_board_fits_an_800x600_window_without_overlaps)
{
    CHECK(all_games_fit(800, 600));
}

TEST(every_board_fits_a_3840x2160_window_without_overlaps)
{
    CHECK(all_games_fit(3840, 2160));
}

TEST(every_board_fits_the_default_1280x800_window)
{
    CHECK(all_games_fit(1280, 800));
}

TEST(every_board_fits_a_tall_narrow_window)
{
    CHECK(all_games_fit(800, 1200));
}

TEST(holes_of_a_board_are_laid_out_in_the_numbering_of_c_2)
{
    UiBoardLayout L;
    ui_board_layout(RULES_GAME_AYOAYO, 6, (UiRect){0, 0, 1000, 400}, &L);
    /* South's row is the bottom one, left to right; North's right to left */
    CHECK(L.pit_y[0] > L.pit_y[6]);
    CHECK(L.pit_x[0] < L.pit_x[5]);
    CHECK(L.pit_x[6] > L.pit_x[11]);
    CHECK(L.pit_x[11] < L.pit_x[1]);
    /* stores: South's on the east end, North's on the west */
    CHECK(L.store[RULES_SOUTH].x > L.store[RULES_NORTH].x);
}

TEST(bao_holes_follow_the_circuits_of_c_3)
{
    UiBoardLayout L;
    ui_board_layout(RULES_GAME_BAO_KIGOGO, 12, (UiRect){0, 0, 1200, 600}, &L);
    /* D0 = 0 bottom-left, C0 = 23 above it, B0 = 36, A0 = 35 at the top */
    CHECK(L.pit_x[0] == L.pit_x[23]);
    CHECK(L.pit_x[23] == L.pit_x[36]);
    CHECK(L.pit_x[36] == L.pit_x[35]);
    CHECK(L.pit_y[0] > L.pit_y[23]);
    CHECK(L.pit_y[23] > L.pit_y[36]);
    CHECK(L.pit_y[36] > L.pit_y[35]);
    CHECK(L.pit_x[11] > L.pit_x[0]);
}

static const char *name_of(RulesGameId g, int holes, int hole)
{
    static char buf[16];
    return ui_hole_name(g, holes, hole, buf, sizeof buf);
}

/* Players read 1 to n on each row from that player's own left (South's
 * row left to right, North's right to left as South sees it, C-2), and
 * Bao Kigogo's holes as the rule book draws them (C-3); no two holes of a
 * board share a name. */
TEST(holes_are_named_from_each_players_left_and_bao_as_c_3_draws_them)
{
    CHECK_STR(name_of(RULES_GAME_AYOAYO, 6, 0), "S1");
    CHECK_STR(name_of(RULES_GAME_AYOAYO, 6, 5), "S6");
    CHECK_STR(name_of(RULES_GAME_AYOAYO, 6, 6), "N1");
    CHECK_STR(name_of(RULES_GAME_AYOAYO, 6, 11), "N6");
    CHECK_STR(name_of(RULES_GAME_URIM, 7, 13), "N7");
    CHECK_STR(name_of(RULES_GAME_GORE, 4, 3), "S4");
    CHECK_STR(name_of(RULES_GAME_BAO_KIGOGO, 12, 0), "D0");
    CHECK_STR(name_of(RULES_GAME_BAO_KIGOGO, 12, 11), "D11");
    CHECK_STR(name_of(RULES_GAME_BAO_KIGOGO, 12, 12), "C11");
    CHECK_STR(name_of(RULES_GAME_BAO_KIGOGO, 12, 23), "C0");
    CHECK_STR(name_of(RULES_GAME_BAO_KIGOGO, 12, 24), "A11");
    CHECK_STR(name_of(RULES_GAME_BAO_KIGOGO, 12, 35), "A0");
    CHECK_STR(name_of(RULES_GAME_BAO_KIGOGO, 12, 36), "B0");
    CHECK_STR(name_of(RULES_GAME_BAO_KIGOGO, 12, 47), "B11");
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        int v[RULES_MAX_VARIANTS];
        int nv = rules_game_variants((RulesGameId)g, v);
        for (int k = 0; k < nv; k++) {
            RulesPosition p;
            rules_setup(&p, (RulesGameId)g, v[k]);
            for (int a = 0; a < p.hole_count; a++) {
                char na[16], nb[16];
                ui_hole_name((RulesGameId)g, v[k], a, na, sizeof na);
                for (int b = a + 1; b < p.hole_count; b++) {
                    ui_hole_name((RulesGameId)g, v[k], b, nb, sizeof nb);
                    CHECK(strcmp(na, nb) != 0);
                }
            }
        }
    }
}

/* Captured counters lie in their own store or pile, in a heap that starts
 * at the owner's label and never covers it; seed k keeps its place. */
TEST(captured_seeds_lie_in_their_pile_clear_of_its_label)
{
    const UiRect areas[] = {{0, 0, 900, 500}, {0, 0, 540, 390},
                            {0, 0, 1232, 400}, {0, 0, 540, 900}};
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        int v[RULES_MAX_VARIANTS];
        int nv = rules_game_variants((RulesGameId)g, v);
        for (int k = 0; k < nv; k++) {
            int total = rules_game_start_total((RulesGameId)g, v[k]);
            for (size_t a = 0; a < sizeof areas / sizeof areas[0]; a++) {
                UiBoardLayout L;
                ui_board_layout((RulesGameId)g, v[k], areas[a], &L);
                for (int side = 0; side < 2; side++) {
                    UiRect s = L.store[side], lab = L.store_label[side];
                    /* the label lies across its store (a little wider than
                     * a narrow one, issue 58), inside the board's area and
                     * clear of every hole */
                    CHECK(lab.x < s.x + s.w && lab.x + lab.w > s.x);
                    CHECK(lab.y >= s.y && lab.y + lab.h <= s.y + s.h);
                    CHECK(ui_rect_inside(lab, L.has_stores ? L.board : s));
                    for (int h = 0; h < L.hole_count; h++) {
                        UiRect pit = {L.pit_x[h] - L.pit_r,
                                      L.pit_y[h] - L.pit_r, 2 * L.pit_r,
                                      2 * L.pit_r};
                        CHECK(!overlap(lab, pit));
                    }
                    for (int i = 0; i < total; i++) {
                        float x, y, x2, y2;
                        ui_store_spot(&L, side, i, &x, &y);
                        ui_store_spot(&L, side, i, &x2, &y2);
                        CHECK(x == x2 && y == y2);
                        CHECK(ui_in_rect(s, x, y));
                        CHECK(!ui_in_rect(lab, x, y));
                    }
                }
            }
        }
    }
}

/* A board's own narrow store, at a large text size, gets a label wider
 * than the store, still clear of every hole and inside the board (issue
 * 58: Urim's lesson at 1280x720, 200 %, "Bên Nam" shrank to nothing);
 * Ayoayo's wide one keeps its label inside. */
TEST(a_narrow_stores_label_reaches_over_its_rim_clear_of_the_holes)
{
    UiBoardLayout L;
    ui_board_layout_text(RULES_GAME_URIM, 6, (UiRect){0, 0, 728, 398}, 2.0f,
                         &L);
    for (int side = 0; side < 2; side++) {
        UiRect s = L.store[side], lab = L.store_label[side];
        CHECK(lab.w > s.w);
        CHECK(ui_rect_inside(lab, L.board));
        for (int h = 0; h < L.hole_count; h++) {
            UiRect pit = {L.pit_x[h] - L.pit_r, L.pit_y[h] - L.pit_r,
                          2 * L.pit_r, 2 * L.pit_r};
            CHECK(!overlap(lab, pit));
        }
    }
    ui_board_layout_text(RULES_GAME_AYOAYO, 6, (UiRect){0, 0, 1140, 380},
                         1.0f, &L);
    for (int side = 0; side < 2; side++) {
        CHECK(ui_rect_inside(L.store_label[side], L.store[side]));
    }
}

/* The window's first size (issue 51): a window that filled an 800 x 600
 * screen (784 x 552) opens on a 1920 x 1080 one at the first size,
 * 1280 x 800, centred; the same window kept small by the player (not
 * filling its screen) comes back as it was, and so does the full one on
 * the same small screen; a window that does not fit any display is
 * replaced. */
TEST(a_window_that_filled_a_small_screen_opens_larger_on_a_large_one)
{
    SDL_Rect big = {0, 0, 1920, 1080}, small = {0, 0, 800, 600}, r;
    UiSettings st;
    memset(&st, 0, sizeof st);
    st.window_w = 784;
    st.window_h = 552;
    st.window_x = 8;
    st.window_y = 40;
    st.window_full = true;
    ui_window_first_rect(&st, true, big, &r);
    CHECK_INT(r.w, 1280);
    CHECK_INT(r.h, 800);
    CHECK_INT(r.x, (1920 - 1280) / 2);
    ui_window_first_rect(&st, true, small, &r);
    CHECK_INT(r.w, 784);
    CHECK_INT(r.h, 552);
    CHECK_INT(r.x, 8);
    st.window_full = false; /* made small on purpose */
    ui_window_first_rect(&st, true, big, &r);
    CHECK_INT(r.w, 784);
    CHECK_INT(r.h, 552);
    ui_window_first_rect(&st, false, big, &r);
    CHECK_INT(r.w, 1280);
    st.window_w = 0; /* none remembered */
    ui_window_first_rect(&st, true, small, &r);
    CHECK(r.w <= 800 && r.h <= 600 - 40 && r.w >= 640);
}

int main(void)
{
    RUN(a_narrow_stores_label_reaches_over_its_rim_clear_of_the_holes);
    RUN(every_board_fits_an_800x600_window_without_overlaps);
    RUN(every_board_fits_a_3840x2160_window_without_overlaps);
    RUN(every_board_fits_the_default_1280x800_window);
    RUN(every_board_fits_a_tall_narrow_window);
    RUN(holes_of_a_board_are_laid_out_in_the_numbering_of_c_2);
    RUN(bao_holes_follow_the_circuits_of_c_3);
    RUN(captured_seeds_lie_in_their_pile_clear_of_its_label);
    RUN(holes_are_named_from_each_players_left_and_bao_as_c_3_draws_them);
    RUN(a_window_that_filled_a_small_screen_opens_larger_on_a_large_one);
    return check_summary();
}
