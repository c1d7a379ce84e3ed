/* test_ui_atlas.c: the Atlas draws every game's marker inside the window, on its own country's outline, on its own region's map, at every window size, and the keyboard moves between the markers and opens a game. */
#include "check.h"
#include "ui_helpers.h"

#include "atlas_geo.h"
#include "outline.h"

#include <sys/wait.h>

static char exe[600], dir[200];

static void path_of(char *buf, size_t size, const char *name)
{
    snprintf(buf, size, "%s/%s", dir, name);
}

/* Runs the game on the Atlas (`args` added) with a script; the exit
 * status. */
static int run(const char *args, const char *script)
{
    char cmd[3000], sp[400];
    path_of(sp, sizeof sp, "atlas.script");
    if (!ut_write_text(sp, script)) {
        return -1;
    }
    snprintf(cmd, sizeof cmd, "MANCALA_HOME='%s/home' '%s' --screen atlas %s "
             "--script '%s' 2>'%s/stderr.txt'", dir, exe, args, sp, dir);
    int st = system(cmd);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

static bool line_of(const char *file, const char *key, char *out,
                    size_t size)
{
    char p[400];
    path_of(p, sizeof p, file);
    return ut_dump_line(p, key, out, size);
}

/* Does the dump's line `key` read `want`? */
static bool says(const char *file, const char *key, const char *want)
{
    char l[200];
    if (!line_of(file, key, l, sizeof l) || strcmp(l, want) != 0) {
        printf("  %s: %s is not %s\n", file, key, want);
        return false;
    }
    return true;
}

typedef struct Seen {
    int region; /* the map shown: the focused game's */
    float map[4];
    float mx[RULES_GAME_COUNT], my[RULES_GAME_COUNT];
    float label[RULES_GAME_COUNT][4];
} Seen;

static bool read_dump(const char *file, Seen *s)
{
    char l[400], key[64];
    if (!line_of(file, "map", l, sizeof l) ||
        sscanf(l, "%f %f %f %f", &s->map[0], &s->map[1], &s->map[2],
               &s->map[3]) != 4) {
        return false;
    }
    if (!line_of(file, "focus", l, sizeof l) || !atlas_place_of(l)) {
        return false;
    }
    s->region = atlas_place_of(l)->map;
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        /* a game without a place has no marker (test_map_places and
         * test_games_complete name the place to add), one on another
         * region's map none on this one */
        const AtlasPlace *p = atlas_place_of(rules_game_name((RulesGameId)g));
        s->mx[g] = s->my[g] = -1;
        if (!p || p->map != s->region) {
            continue;
        }
        snprintf(key, sizeof key, "marker %s", rules_game_name((RulesGameId)g));
        if (!line_of(file, key, l, sizeof l) ||
            sscanf(l, "%f %f", &s->mx[g], &s->my[g]) != 2) {
            return false;
        }
        snprintf(key, sizeof key, "label %s", rules_game_name((RulesGameId)g));
        if (!line_of(file, key, l, sizeof l) ||
            sscanf(l, "%f %f %f %f", &s->label[g][0], &s->label[g][1],
                   &s->label[g][2], &s->label[g][3]) != 4) {
            return false;
        }
    }
    return true;
}

static bool inside(const float r[4], float x, float y, float w, float h)
{
    return r[0] >= x && r[1] >= y && r[0] + r[2] <= x + w &&
           r[1] + r[3] <= y + h;
}

static bool overlap(const float a[4], const float b[4])
{
    return a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] &&
           b[1] < a[1] + a[3];
}

static const int map_sizes[][2] = {{640, 480},   {800, 600},  {1024, 768},
                                   {1280, 800},  {1366, 768}, {1920, 1080},
                                   {2560, 1440}, {900, 1200}, {1200, 500}};
enum { N_SIZES = (int)(sizeof map_sizes / sizeof map_sizes[0]) };

/* The markers of the places on map m (opened on the first of them), at
 * every size: in the window, on their country, their names on the map and
 * apart. */
static void check_map(int m)
{
    const char *first = NULL;
    for (int i = 0; i < atlas_place_count() && !first; i++) {
        first = atlas_place(i)->map == m ? atlas_place(i)->game : NULL;
    }
    char script[2000] = "", args[100];
    if (!first) {
        CHECK_FAIL_AT("the map %d has no place", m);
        return;
    }
    for (int i = 0; i < N_SIZES; i++) {
        size_t n = strlen(script);
        snprintf(script + n, sizeof script - n, "resize %d %d\ndump %s/s%d\n",
                 map_sizes[i][0], map_sizes[i][1], dir, i);
    }
    snprintf(args, sizeof args, "--game %s", first);
    CHECK_INT(run(args, script), 0);
    for (int i = 0; i < N_SIZES; i++) {
        float w = (float)map_sizes[i][0], h = (float)map_sizes[i][1];
        char name[32];
        Seen s;
        snprintf(name, sizeof name, "s%d", i);
        if (!read_dump(name, &s) || s.region != m) {
            CHECK_FAIL_AT("%dx%d: no dump of the map of %s", map_sizes[i][0],
                          map_sizes[i][1], first);
            return;
        }
        CHECK(inside(s.map, 0, 0, w, h));
        for (int g = 0; g < RULES_GAME_COUNT; g++) {
            const AtlasPlace *p = atlas_place_of(rules_game_name((RulesGameId)g));
            if (!p || p->map != m) {
                continue;
            }
            if (s.mx[g] < 0 || s.my[g] < 0 || s.mx[g] >= w || s.my[g] >= h) {
                CHECK_FAIL_AT("%dx%d: the %s marker (%g, %g) is outside the "
                              "window", map_sizes[i][0], map_sizes[i][1], p->game,
                              s.mx[g], s.my[g]);
                return;
            }
            /* back from the window to the globe, then into the outline */
            const AtlasFrame *big = &atlas_map(p->map)->size[ATLAS_SIZE_LARGE];
            double lon, lat;
            atlas_unproject(big,
                            (double)(s.mx[g] - s.map[0]) / s.map[2] *
                                big->width,
                            (double)(s.my[g] - s.map[1]) / s.map[3] *
                                big->height,
                            &lon, &lat);
            if (!map_country_contains(map_country_find(p->country), lon,
                                      lat)) {
                CHECK_FAIL_AT("%dx%d: the %s marker is at (%.3f, %.3f), "
                              "outside %s", map_sizes[i][0], map_sizes[i][1],
                              p->game, lon, lat, p->country);
                return;
            }
            if (!inside(s.label[g], s.map[0], s.map[1], s.map[2], s.map[3])) {
                CHECK_FAIL_AT("%dx%d: the name of %s leaves the map",
                              map_sizes[i][0], map_sizes[i][1], p->game);
                return;
            }
            for (int o = 0; o < g; o++) {
                if (s.mx[o] >= 0 && overlap(s.label[g], s.label[o])) {
                    CHECK_FAIL_AT("%dx%d: the names of %s and %s overlap",
                                  map_sizes[i][0], map_sizes[i][1], p->game,
                                  rules_game_name((RulesGameId)o));
                    return;
                }
            }
        }
    }
}

TEST(every_marker_is_in_the_window_and_on_its_own_country_at_every_size)
{
    for (int m = 0; m < atlas_map_count(); m++) {
        check_map(m);
    }
}

TEST(keys_move_between_markers_and_enter_opens_the_game_on_the_selection_screen)
{
    char script[2400];
    snprintf(script, sizeof script,
             "dump %s/k0\nkey right\ndump %s/k1\nkey right\ndump %s/k2\n"
             "key left\ndump %s/k3\nkey up\ndump %s/k4\nkey tab\n"
             "dump %s/k5\nkey return\ndump %s/k6\n",
             dir, dir, dir, dir, dir, dir, dir);
    CHECK_INT(run("--size 1280x800", script), 0);
    char l[200];
    /* from Goré (the first): east to Ayoayo, then on to Bao Kigogo (the
     * only place east of Ayoayo), back west to Ayoayo, north to Modiar,
     * Tab to the next game in the list, Bao Kigogo */
    static const char *const want[] = {"gore", "ayoayo", "bao-kigogo",
                                       "ayoayo", "modiar", "ayoayo"};
    for (int i = 0; i < 6; i++) {
        char name[8];
        snprintf(name, sizeof name, "k%d", i);
        CHECK(line_of(name, "focus", l, sizeof l));
        if (strcmp(l, want[i]) != 0) {
            CHECK_FAIL_AT("after key %d the focus is on %s, expected %s", i,
                          l, want[i]);
            return;
        }
        CHECK(line_of(name, "card", l, sizeof l));
        CHECK_STR(l, want[i]);
    }
    /* Enter: the Atlas closes onto the selection screen */
    CHECK(line_of("k6", "screen", l, sizeof l));
    CHECK_STR(l, "select");
    CHECK(line_of("k6", "card", l, sizeof l));
    CHECK_STR(l, "ayoayo");
}

/* Every marker answers a click alike (issue 51: Urim's click opened the
 * selection at once): the pointer over it shows its card, a click chooses
 * it as the arrows do, the focused one too, and Open this game opens it. */
TEST(hovering_a_marker_shows_its_card_clicking_chooses_it_and_open_opens_it)
{
    Seen s;
    char script[1600];
    snprintf(script, sizeof script, "dump %s/h0\n", dir);
    CHECK_INT(run("--size 1280x800", script), 0);
    CHECK(read_dump("h0", &s));
    char l[200];
    CHECK(line_of("h0", "button_Open_this_game", l, sizeof l));
    float bx, by, bw, bh;
    CHECK_INT(sscanf(l, "%f %f %f %f", &bx, &by, &bw, &bh), 4);
    int g = RULES_GAME_URIM, f = RULES_GAME_GORE; /* f: focused at first */
    snprintf(script, sizeof script,
             "hover %d %d\ndump %s/h1\nclick %d %d\ndump %s/h2\n"
             "click %d %d\ndump %s/h3\nclick %d %d\ndump %s/h4\n",
             (int)s.mx[g], (int)s.my[g], dir, (int)s.mx[g], (int)s.my[g],
             dir, (int)s.mx[f], (int)s.my[f], dir, (int)(bx + bw / 2),
             (int)(by + bh / 2), dir);
    CHECK_INT(run("--size 1280x800", script), 0);
    CHECK(says("h1", "card", "urim"));
    CHECK(says("h1", "focus", "gore"));
    /* Urim's click chooses it; Goré's, once chosen again, chooses it */
    CHECK(says("h2", "screen", "atlas"));
    CHECK(says("h2", "focus", "urim"));
    CHECK(says("h3", "screen", "atlas"));
    CHECK(says("h3", "focus", "gore"));
    CHECK(says("h4", "screen", "select"));
    CHECK(says("h4", "card", "gore"));
}

TEST(the_title_opens_the_atlas_and_the_about_screen_with_keys)
{
    char cmd[1500], sp[400];
    path_of(sp, sizeof sp, "title.script");
    char script[600];
    /* the title's buttons, two abreast: Play (focused) and Learn, Your
     * record and Set up a board, Atlas and Saved games, Settings and
     * Quit; About under them in the corner */
    snprintf(script, sizeof script,
             "key down\nkey down\nkey return\ndump %s/t0\n"
             "key escape\n"
             "key down\nkey down\nkey return\n"
             "dump %s/t1\n", dir, dir);
    CHECK(ut_write_text(sp, script));
    snprintf(cmd, sizeof cmd, "MANCALA_HOME='%s/home' '%s' --script '%s' "
             "2>'%s/stderr.txt'", dir, exe, sp, dir);
    CHECK_INT(system(cmd), 0);
    char l[100];
    CHECK(line_of("t0", "screen", l, sizeof l));
    CHECK_STR(l, "atlas");
    /* back on the title the ring is still on Atlas; under it Settings,
     * then About */
    CHECK(line_of("t1", "screen", l, sizeof l));
    CHECK_STR(l, "about");
}

static bool rect_of(const char *file, const char *key, float r[4])
{
    char l[400];
    return line_of(file, key, l, sizeof l) &&
           sscanf(l, "%f %f %f %f", &r[0], &r[1], &r[2], &r[3]) == 4;
}

/* One place's panel in dump `dump`: its region's map inside the panel and
 * above "Open this game"; false (said) when not. Its game's bit is set in
 * `games`. */
static bool inset_fits(const char *dump, const char *size, unsigned *games)
{
    float panel[4], inset[4], open[4];
    char name[64];
    if (!line_of(dump, "focus", name, sizeof name) ||
        !rect_of(dump, "panel", panel) || !rect_of(dump, "inset", inset) ||
        !rect_of(dump, "button_Open_this_game", open)) {
        CHECK_FAIL_AT("%s: no dump %s of a place's panel", size, dump);
        return false;
    }
    RulesGameId g;
    if (rules_game_from_name(name, &g)) {
        *games |= 1u << g;
    }
    if (inset[2] <= 0 ||
        !inside(inset, panel[0], panel[1], panel[2], panel[3]) ||
        inset[1] + inset[3] > open[1]) {
        CHECK_FAIL_AT("%s, %s: the region's map at %g,%g %gx%g is missing, "
                      "outside the panel or over the button", size, name,
                      inset[0], inset[1], inset[2], inset[3]);
        return false;
    }
    return true;
}

/* The panel beside the map shows the region's own map for every place,
 * inside the panel and above "Open this game", from the window of an
 * 800x600 screen (784x552 inside its frame) up: one start a size and a
 * map, Tab going from place to place, each drawn (frames) and dumped. */
TEST(the_region_map_is_shown_for_every_place_from_784x552_up)
{
    static const int sizes[][2] = {{784, 552}, {800, 600}, {1280, 720},
                                   {1366, 768}, {1920, 1080}};
    unsigned placed = 0;
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        if (atlas_place_of(rules_game_name((RulesGameId)g))) {
            placed |= 1u << g;
        }
    }
    for (int i = 0; i < 5; i++) {
        unsigned seen = 0;
        for (int m = 0; m < atlas_map_count(); m++) {
            const char *first = NULL;
            int places = 0;
            for (int k = 0; k < atlas_place_count(); k++) {
                if (atlas_place(k)->map == m) {
                    first = first ? first : atlas_place(k)->game;
                    places++;
                }
            }
            if (!first) {
                continue;
            }
            char args[120], script[2000] = "", size[32];
            snprintf(size, sizeof size, "%dx%d", sizes[i][0], sizes[i][1]);
            for (int k = 0; k < places; k++) {
                size_t n = strlen(script);
                snprintf(script + n, sizeof script - n,
                         "%sframes 16\ndump %s/inset-%d-%d-%d\n",
                         k ? "key tab\n" : "", dir, i, m, k);
            }
            snprintf(args, sizeof args, "--game %s --size %s", first, size);
            CHECK_INT(run(args, script), 0);
            for (int k = 0; k < places; k++) {
                char dump[40];
                snprintf(dump, sizeof dump, "inset-%d-%d-%d", i, m, k);
                if (!inset_fits(dump, size, &seen)) {
                    return;
                }
            }
        }
        /* Tab reached every place with a game */
        CHECK_INT((int)seen, (int)placed);
    }
}

int main(void)
{
    if (!ut_work_setup(exe, sizeof exe, dir, sizeof dir, "tests/ui/atlas",
                       "home", false)) {
        return 1;
    }
    RUN(every_marker_is_in_the_window_and_on_its_own_country_at_every_size);
    RUN(keys_move_between_markers_and_enter_opens_the_game_on_the_selection_screen);
    RUN(hovering_a_marker_shows_its_card_clicking_chooses_it_and_open_opens_it);
    RUN(the_title_opens_the_atlas_and_the_about_screen_with_keys);
    RUN(the_region_map_is_shown_for_every_place_from_784x552_up);
    return check_summary();
}
