/* test_ui_sessions.c: for every game, a whole game played by clicking through an input script, checked against the rules core, with screenshots checked for what must be there. */
#define _POSIX_C_SOURCE 200809L
#include "check.h"
#include "ui_helpers.h"

#define STB_IMAGE_IMPLEMENTATION
#include <stb_image.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

enum { W = 1280, H = 800, MAX_MOVES = 600 };

static char exe[1024], dir[1024];

typedef struct Played {
    RulesPosition pos[MAX_MOVES + 1];
    RulesMove moves[MAX_MOVES];
    int n;
    int special;        /* the move with a relay or a chain capture */
    uint32_t special_ms; /* how far into its animation the picture is */
} Played;

/* Plays a whole game with the rules core, choosing moves with a seeded
 * random number (never a Goré offer: clicking those is another test), and
 * finds a move whose animation shows a relay or a chain of captures. */
static bool play_game(RulesGameId g, int holes, uint32_t seed, Played *pl)
{
    rules_setup(&pl->pos[0], g, holes);
    pl->n = 0;
    pl->special = -1;
    while (!pl->pos[pl->n].over) {
        if (pl->n >= MAX_MOVES) {
            return false;
        }
        RulesMove ms[RULES_MAX_MOVES];
        int k = rules_legal_moves(&pl->pos[pl->n], ms);
        int usable = 0;
        RulesMove pick[RULES_MAX_MOVES];
        for (int i = 0; i < k; i++) {
            if (ms[i].kind != RULES_MOVE_OFFER) {
                pick[usable++] = ms[i];
            }
        }
        if (usable == 0) {
            return false;
        }
        RulesMove m = pick[ut_lcg(&seed) % (uint32_t)usable];
        RulesTrace t = {0};
        rules_apply(&pl->pos[pl->n], m, &pl->pos[pl->n + 1], &t);
        int relays = 0, caps = 0;
        size_t at = 0;
        for (size_t i = 0; i < t.len; i++) {
            if (t.events[i].kind == RULES_EV_RELAY && relays++ == 0) {
                at = i;
            }
            if (t.events[i].kind == RULES_EV_CAPTURE && ++caps == 2 &&
                relays == 0) {
                at = i;
            }
        }
        if (pl->special < 0 && (relays > 0 || caps >= 2)) {
            /* the picture is taken half-way through that event */
            /* the move as the screen plays it (a long one shortened) */
            UiAnim a;
            memset(&a, 0, sizeof a);
            ui_anim_start(&a, &pl->pos[pl->n], &pl->pos[pl->n + 1], &t,
                          UI_SPEED_NORMAL, false);
            uint32_t ms_before = 0;
            for (size_t i = 0; i < at; i++) {
                ms_before += ui_anim_duration(&a, &t.events[i]);
            }
            pl->special = pl->n;
            pl->special_ms = ms_before + ui_anim_duration(&a, &t.events[at]) / 2;
            ui_anim_free(&a);
        }
        rules_trace_free(&t);
        pl->moves[pl->n++] = m;
        /* rules_game_play also ends a game on repetition (C-6): use it to
         * know whether this move ended the game */
        RulesGame rg;
        rules_game_init(&rg, &pl->pos[0]);
        for (int i = 0; i < pl->n; i++) {
            rules_game_play(&rg, pl->moves[i], NULL, NULL);
        }
        pl->pos[pl->n] = *rules_game_current(&rg);
        rules_game_free(&rg);
    }
    return pl->special >= 0;
}

static void path_of(char *buf, size_t size, const char *game, const char *what)
{
    snprintf(buf, size, "%s/%s-%s", dir, game, what);
}

/* The input script: click each sowing hole, Space for passes (and to
 * finish each animation), A to accept; pictures and dumps on the way. */
static bool write_script(RulesGameId g, int holes, const Played *pl,
                         const char *name, const char *path)
{
    FILE *f = fopen(path, "w");
    if (!f) {
        return false;
    }
    char p[1200];
    path_of(p, sizeof p, name, "start.png");
    fprintf(f, "wait 20\nscreenshot %s\n", p);
    path_of(p, sizeof p, name, "dump-0.txt");
    fprintf(f, "dump %s\n", p);
    for (int i = 0; i < pl->n; i++) {
        RulesMove m = pl->moves[i];
        if (m.kind == RULES_MOVE_SOW) {
            int x, y;
            ut_hole_centre(g, holes, W, H, m.hole, &x, &y);
            fprintf(f, "hover %d %d\nclick %d %d\n", x, y, x, y);
        } else if (m.kind == RULES_MOVE_PASS) {
            fprintf(f, "key space\n");
        } else if (m.kind == RULES_MOVE_ACCEPT) {
            fprintf(f, "key a\n");
        } else if (m.kind == RULES_MOVE_DECLINE) {
            fprintf(f, "key d\n");
        }
        if (i == pl->special) {
            fprintf(f, "wait %u\n", (unsigned)pl->special_ms);
            path_of(p, sizeof p, name, "middle.png");
            fprintf(f, "screenshot %s\n", p);
        }
        /* Space finishes the animation; the move list then has i + 1 moves */
        fprintf(f, "key space\nwait 10\n");
        char d[64];
        snprintf(d, sizeof d, "dump-%d.txt", i + 1);
        path_of(p, sizeof p, name, d);
        fprintf(f, "dump %s\n", p);
    }
    fprintf(f, "wait 100\n");
    path_of(p, sizeof p, name, "result.png");
    fprintf(f, "screenshot %s\n", p);
    fclose(f);
    return true;
}

static int run_script(RulesGameId g, int holes, const char *script)
{
    char cmd[4200], h[32] = "";
    if (holes) {
        snprintf(h, sizeof h, "--holes %d", holes);
    }
    snprintf(cmd, sizeof cmd, "MANCALA_HOME='%s/home' '%s' --game %s %s "
             "--script '%s' --size %dx%d --speed normal", dir, exe,
             rules_game_name(g), h, script, W, H);
    int st = system(cmd);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

/* The counts the screen shows must be the core's, hole by hole. */
static bool dump_matches(const char *path, const RulesPosition *p)
{
    char holes[1024], cap[64];
    if (!ut_dump_line(path, "holes", holes, sizeof holes) ||
        !ut_dump_line(path, "captured", cap, sizeof cap)) {
        printf("  %s: no holes/captured lines\n", path);
        return false;
    }
    char want[1024];
    ut_holes_text(p, want, sizeof want);
    char want_cap[64];
    snprintf(want_cap, sizeof want_cap, "%d %d", p->captured[0],
             p->captured[1]);
    if (strcmp(holes, want) != 0 || strcmp(cap, want_cap) != 0) {
        printf("  %s: shows [%s] / %s, the core says [%s] / %s\n", path,
               holes, cap, want, want_cap);
        return false;
    }
    return true;
}

typedef struct Image {
    unsigned char *px;
    int w, h;
} Image;

static bool load(const char *path, Image *img)
{
    int n;
    img->px = stbi_load(path, &img->w, &img->h, &n, 4);
    return img->px != NULL;
}

static int lum(const Image *img, int x, int y)
{
    const unsigned char *p = img->px + ((size_t)y * (size_t)img->w +
                                        (size_t)x) * 4;
    return (p[0] * 30 + p[1] * 59 + p[2] * 11) / 100;
}

/* Pixels in `r` brighter than `lo` (or darker than -lo when lo < 0). */
static int count_pixels(const Image *img, UiRect r, int lo)
{
    int n = 0;
    for (int y = (int)r.y; y < (int)(r.y + r.h) && y < img->h; y++) {
        for (int x = (int)r.x; x < (int)(r.x + r.w) && x < img->w; x++) {
            if (x < 0 || y < 0) {
                continue;
            }
            int l = lum(img, x, y);
            n += lo >= 0 ? l > lo : l < -lo;
        }
    }
    return n;
}

/* Seeds have sharp edges; an empty pit is smooth shading. So count the
 * pixels that differ strongly from their neighbour two pixels on. */
static int busy_pixels(const Image *img, UiRect r)
{
    int busy = 0;
    for (int y = (int)r.y; y < (int)(r.y + r.h) - 2; y++) {
        for (int x = (int)r.x; x < (int)(r.x + r.w) - 2; x++) {
            int dx = lum(img, x, y) - lum(img, x + 2, y);
            int dy = lum(img, x, y) - lum(img, x, y + 2);
            busy += dx > 28 || dx < -28 || dy > 28 || dy < -28;
        }
    }
    return busy;
}

/* Every hole holding seeds shows light seed pixels inside it; empty ones
 * show none. */
static bool seeds_drawn(const Image *img, RulesGameId g, int holes,
                        const RulesPosition *p)
{
    UiLayoutItem it[UT_MAX_ITEMS];
    int n = ui_game_layout_items(g, holes, W, H, it, UT_MAX_ITEMS);
    for (int h = 0; h < p->hole_count; h++) {
        char name[32];
        snprintf(name, sizeof name, "hole %d", h);
        for (int i = 0; i < n; i++) {
            if (strcmp(it[i].what, name) != 0) {
                continue;
            }
            /* the middle of the pit, clear of its rim and count badge */
            UiRect r = it[i].r;
            UiRect in = {r.x + r.w * 0.3f, r.y + r.h * 0.3f, r.w * 0.4f,
                         r.h * 0.4f};
            int light = busy_pixels(img, in);
            if (getenv("UI_TEST_VERBOSE")) {
                printf("  hole %d: %d seeds, %d edge pixels\n", h,
                       p->holes[h], light);
            }
            if ((p->holes[h] > 0) != (light > 40)) {
                printf("  hole %d holds %d but shows %d seed pixels\n", h,
                       p->holes[h], light);
                return false;
            }
        }
    }
    return true;
}

static bool check_game(RulesGameId g, int holes)
{
    char name[40];
    snprintf(name, sizeof name, "%s%s", rules_game_name(g),
             holes == 7 ? "-7" : "");
    static Played pl;
    bool found = false;
    for (uint32_t seed = 1; seed < 60 && !found; seed++) {
        found = play_game(g, holes, seed, &pl);
    }
    if (!found) {
        printf("  %s: no finished game with a relay or chain found\n", name);
        return false;
    }
    char script[1200];
    path_of(script, sizeof script, name, "session.script");
    if (!write_script(g, holes, &pl, name, script)) {
        return false;
    }
    int st = run_script(g, holes, script);
    if (st != 0) {
        printf("  %s: mancala-atlas --script exited %d\n", name, st);
        return false;
    }
    for (int i = 0; i <= pl.n; i++) {
        char d[64], p[1200];
        snprintf(d, sizeof d, "dump-%d.txt", i);
        path_of(p, sizeof p, name, d);
        if (!dump_matches(p, &pl.pos[i])) {
            printf("  %s: after move %d\n", name, i);
            return false;
        }
    }
    char p[1200];
    Image img;
    path_of(p, sizeof p, name, "start.png");
    if (!load(p, &img) || img.w != W || img.h != H) {
        printf("  %s: start.png missing or of the wrong size\n", name);
        return false;
    }
    bool ok = seeds_drawn(&img, g, holes, &pl.pos[0]);
    /* the caption and the banners carry text: light letters on dark, dark
     * letters on light */
    UiRect caption = ut_item_rect(g, holes, W, H, "caption");
    UiRect banner = ut_item_rect(g, holes, W, H, "south banner");
    ok = ok && count_pixels(&img, caption, 200) > 200;
    ok = ok && count_pixels(&img, banner, -90) > 300;
    stbi_image_free(img.px);
    if (!ok) {
        printf("  %s: start.png lacks seeds or text\n", name);
        return false;
    }
    path_of(p, sizeof p, name, "middle.png");
    if (!load(p, &img)) {
        printf("  %s: middle.png missing\n", name);
        return false;
    }
    /* mid-move: the caption names the relay or the capture */
    ok = count_pixels(&img, caption, 200) > 200;
    stbi_image_free(img.px);
    if (!ok) {
        printf("  %s: middle.png has no caption\n", name);
        return false;
    }
    path_of(p, sizeof p, name, "result.png");
    if (!load(p, &img)) {
        printf("  %s: result.png missing\n", name);
        return false;
    }
    /* the result panel's headline: parchment with dark writing */
    UiRect mid = {W * 0.3f, H * 0.05f, W * 0.4f, H * 0.1f};
    ok = count_pixels(&img, mid, 215) > 2000 &&
         count_pixels(&img, mid, -90) > 500;
    stbi_image_free(img.px);
    if (!ok) {
        printf("  %s: result.png shows no result panel\n", name);
        return false;
    }
    return true;
}

TEST(gore_is_played_by_clicking_and_shows_the_cores_counts)
{
    CHECK(check_game(RULES_GAME_GORE, 0));
}

TEST(bao_kigogo_is_played_by_clicking_and_shows_the_cores_counts)
{
    CHECK(check_game(RULES_GAME_BAO_KIGOGO, 0));
}

TEST(modiar_is_played_by_clicking_and_shows_the_cores_counts)
{
    CHECK(check_game(RULES_GAME_MODIAR, 0));
}

TEST(ayoayo_is_played_by_clicking_and_shows_the_cores_counts)
{
    CHECK(check_game(RULES_GAME_AYOAYO, 0));
}

TEST(urim_is_played_by_clicking_and_shows_the_cores_counts)
{
    CHECK(check_game(RULES_GAME_URIM, 6));
}

TEST(urim_with_seven_holes_is_played_by_clicking)
{
    CHECK(check_game(RULES_GAME_URIM, 7));
}

/* A click on a hole that cannot be played says why; a pointer on a
 * playable one says where the move ends. */
TEST(an_unplayable_hole_says_why_and_a_playable_one_where_it_ends)
{
    int x, y;
    char script[1200], dump[1200], line[400];
    snprintf(script, sizeof script, "%s/why.script", dir);
    snprintf(dump, sizeof dump, "%s/why.txt", dir);
    FILE *f = fopen(script, "w");
    CHECK(f != NULL);
    /* Ayoayo, South to move: North's hole 7 is not South's */
    ut_hole_centre(RULES_GAME_AYOAYO, 0, W, H, 7, &x, &y);
    fprintf(f, "click %d %d\ndump %s\n", x, y, dump);
    fclose(f);
    CHECK_INT(run_script(RULES_GAME_AYOAYO, 0, script), 0);
    /* in plain words: the hole by the name on the board (North's second
     * from North's left) and why, no clause id (that is for a teacher's
     * "rule references" setting) */
    CHECK(ut_dump_line(dump, "message", line, sizeof line));
    /* two players at one board (issue 58): whose hole, whose turn */
    CHECK_STR(line, "Hole N2 is North's \xE2\x80\x94 it is South's turn");
    CHECK(ut_dump_line(dump, "moves", line, sizeof line));
    CHECK_STR(line, "0");
    /* in Vietnamese the turn is said "Đến lượt Nam", and against the
     * computer the hole is simply not yours */
    char cmd[4200];
    snprintf(cmd, sizeof cmd, "MANCALA_HOME='%s/home' '%s' --game ayoayo "
             "--lang vi --script '%s' --size %dx%d", dir, exe, script, W, H);
    CHECK_INT(system(cmd), 0);
    CHECK(ut_dump_line(dump, "message", line, sizeof line));
    /* Ô B2 là của Bên Bắc — đến lượt Bên Nam (the sides' names) */
    CHECK_STR(line, "\xC3\x94 B2 l\xC3\xA0 c\xE1\xBB\xA7" "a B\xC3\xAAn "
                    "B\xE1\xBA\xAF" "c \xE2\x80\x94 \xC4\x91\xE1\xBA\xBFn "
                    "l\xC6\xB0\xE1\xBB\xA3t B\xC3\xAAn Nam");
    snprintf(cmd, sizeof cmd, "MANCALA_HOME='%s/home' '%s' --game ayoayo "
             "--computer north --script '%s' --size %dx%d", dir, exe, script,
             W, H);
    CHECK_INT(system(cmd), 0);
    CHECK(ut_dump_line(dump, "message", line, sizeof line));
    CHECK_STR(line, "Hole N2 is not yours");
    f = fopen(script, "w");
    CHECK(f != NULL);
    /* the opening 0 of docs/RULES.md: five laps, ends in hole 2 (S3 on the
     * board), captures 2 */
    ut_hole_centre(RULES_GAME_AYOAYO, 0, W, H, 0, &x, &y);
    fprintf(f, "hover %d %d\ndump %s\n", x, y, dump);
    fclose(f);
    CHECK_INT(run_script(RULES_GAME_AYOAYO, 0, script), 0);
    CHECK(ut_dump_line(dump, "preview", line, sizeof line));
    CHECK(strstr(line, "ends in hole S3") != NULL);
    CHECK(strstr(line, "5 laps") != NULL);
    CHECK(strstr(line, "captures 2") != NULL);
}

/* Writes the script `name` in the test folder (its path in `script`):
 * `steps`, then a dump to `dump`. */
static bool script_then_dump(char *script, size_t size, const char *name,
                         const char *steps, const char *dump)
{
    snprintf(script, size, "%s/%s", dir, name);
    FILE *f = fopen(script, "w");
    if (!f) {
        return false;
    }
    fprintf(f, "%sdump %s\n", steps, dump);
    return fclose(f) == 0;
}

/* A played game's moves in notation, a space after each. */
static void played_moves(const Played *pl, char *moves, size_t size)
{
    moves[0] = '\0';
    for (int i = 0; i < pl->n; i++) {
        size_t l = strlen(moves);
        rules_move_format(pl->moves[i], moves + l, size - l);
        l = strlen(moves);
        snprintf(moves + l, size - l, " ");
    }
}

/* URIM-9/10 on screen: the result shows the match score, and Next game
 * starts the next game of the match with the other player to move. */
TEST(a_urim_match_goes_on_to_the_next_game_with_the_other_player_first)
{
    static Played pl;
    CHECK(play_game(RULES_GAME_URIM, 6, 2, &pl) || pl.pos[pl.n].over);
    CHECK(pl.pos[pl.n].over);
    char moves[4000];
    played_moves(&pl, moves, sizeof moves);
    char script[1200], d1[1200], d2[1200], cmd[9000], line[200];
    snprintf(script, sizeof script, "%s/match.script", dir);
    snprintf(d1, sizeof d1, "%s/match-result.txt", dir);
    snprintf(d2, sizeof d2, "%s/match-next.txt", dir);
    FILE *f = fopen(script, "w");
    CHECK(f != NULL);
    /* (the first Enter only ends the count of the seeds; Tab rings Next
     * game, the first button there is, and Enter presses it) */
    fprintf(f, "dump %s\nkey Return\nkey Tab\nkey Return\nwait 10\nframes 4\n"
            "dump %s\n"
            "texts %s.texts\n", d1, d2, d2);
    fclose(f);
    snprintf(cmd, sizeof cmd, "MANCALA_HOME='%s/home' '%s' --game urim "
             "--match 5 --moves '%s' --script '%s'", dir, exe, moves, script);
    CHECK_INT(system(cmd), 0);
    const RulesPosition *end = &pl.pos[pl.n];
    int pts = rules_match_points(end);
    char want[64];
    snprintf(want, sizeof want, "5 %d %d",
             end->winner == RULES_WINNER_SOUTH ? pts : 0,
             end->winner == RULES_WINNER_NORTH ? pts : 0);
    CHECK(ut_dump_line(d1, "match", line, sizeof line));
    CHECK_STR(line, want);
    /* why the winner scored what they did, in URIM-9's words (issue 58) */
    int w = end->winner == RULES_WINNER_NORTH ? 1 : 0;
    char why[200];
    if (pts == 2) {
        snprintf(why, sizeof why, "Won with %d of the 36 seeds, three "
                 "quarters or more: 2 match points", end->captured[w]);
    } else {
        snprintf(why, sizeof why, "Won with %d of the 36 seeds, more than "
                 "half: 1 match point (three quarters or more would have "
                 "made 2)", end->captured[w]);
    }
    CHECK(ut_dump_line(d1, "points_why", line, sizeof line));
    CHECK_STR(line, why);
    CHECK(pts == 2 ? end->captured[w] >= 27
                   : end->captured[w] >= 19 && end->captured[w] < 27);
    CHECK(ut_dump_line(d2, "moves", line, sizeof line));
    CHECK_STR(line, "0");
    CHECK(ut_dump_line(d2, "to_move", line, sizeof line));
    CHECK_STR(line, "north");
    /* the status line says which game it is and why North starts, and the
     * stores say whose they are, not to be read as the match's score
     * (issue 58) */
    CHECK(ut_dump_line(d2, "status", line, sizeof line));
    CHECK_STR(line, "Game 2 — North starts: the first player changes "
                    "every game");
    char texts[1300];
    snprintf(texts, sizeof texts, "%s.texts", d2);
    static char drawn[200000];
    ut_read_text(texts, drawn, sizeof drawn);
    CHECK(strstr(drawn, "South's store") != NULL);
    CHECK(strstr(drawn, "North's store") != NULL);
}

/* Issue 58: a match's score is never lost to one click. While the match
 * goes on, the result's first and widest button is Next game (no Play
 * again, which started the match again, and no path offer above it);
 * left through Esc, the game screen's New game has become Next game; and
 * in the next game, New game asks first with the score, No focused. */
TEST(a_match_under_way_keeps_its_score_from_new_game)
{
    static Played pl;
    CHECK(play_game(RULES_GAME_URIM, 6, 2, &pl) || pl.pos[pl.n].over);
    const RulesPosition *end = &pl.pos[pl.n];
    CHECK(end->over && end->winner != RULES_WINNER_NONE);
    char moves[4000];
    played_moves(&pl, moves, sizeof moves);
    char script[1200], d[5][1200], cmd[9000], line[200], before[200];
    snprintf(script, sizeof script, "%s/keep.script", dir);
    for (int i = 0; i < 5; i++) {
        snprintf(d[i], sizeof d[i], "%s/keep-%d.txt", dir, i);
    }
    FILE *f = fopen(script, "w");
    CHECK(f != NULL);
    fprintf(f, "dump %s\nkey Escape\nidle\ndump %s\nkey n\nwait 10\n"
               "dump %s\nkey n\nidle\ndump %s\nkey Return\nidle\ndump %s\n",
            d[0], d[1], d[2], d[3], d[4]);
    fclose(f);
    snprintf(cmd, sizeof cmd, "MANCALA_HOME='%s/home' '%s' --game urim "
             "--match 5 --moves '%s' --script '%s'", dir, exe, moves, script);
    CHECK_INT(system(cmd), 0);
    /* the result: Next game first, focused, twice a button's width */
    int nx, ny, nw, nh, ne, rx, ry, rw, rh, re;
    CHECK(ut_dump_line(d[0], "button_Next_game", line, sizeof line));
    CHECK_INT(sscanf(line, "%d %d %d %d %d", &nx, &ny, &nw, &nh, &ne), 5);
    CHECK(ut_dump_line(d[0], "button_Replay", line, sizeof line));
    CHECK_INT(sscanf(line, "%d %d %d %d %d", &rx, &ry, &rw, &rh, &re), 5);
    CHECK(ne == 1 && nx < rx && nw > rw * 3 / 2);
    CHECK(!ut_dump_line(d[0], "button_Play_again", line, sizeof line));
    CHECK(ut_dump_line(d[0], "path_next", line, sizeof line));
    CHECK(!ut_dump_line(d[0], "button_Next:", line, sizeof line));
    /* the final board: its New game is Next game, and N goes on */
    CHECK(ut_dump_line(d[1], "button_Next_game", line, sizeof line));
    CHECK(!ut_dump_line(d[1], "button_New_game", line, sizeof line));
    CHECK(ut_dump_line(d[1], "match_score", before, sizeof before));
    CHECK(ut_dump_line(d[2], "moves", line, sizeof line));
    CHECK_STR(line, "0");
    CHECK(ut_dump_line(d[2], "to_move", line, sizeof line));
    CHECK_STR(line, "north");
    CHECK(ut_dump_line(d[2], "match_score", line, sizeof line));
    CHECK_STR(line, before);
    /* New game in the next game asks, with the score; Enter says No */
    CHECK(ut_dump_line(d[3], "question", line, sizeof line));
    CHECK(strstr(line, "End the match") != NULL);
    CHECK(ut_dump_line(d[4], "match_score", line, sizeof line));
    CHECK_STR(line, before);
}

/* Issue 58: quitting between two games of a match keeps the match, and
 * the title offers to continue it with its score. */
TEST(a_match_left_between_games_is_offered_on_the_title)
{
    static Played pl;
    CHECK(play_game(RULES_GAME_URIM, 6, 2, &pl) || pl.pos[pl.n].over);
    const RulesPosition *end = &pl.pos[pl.n];
    CHECK(end->over && end->winner != RULES_WINNER_NONE);
    char moves[4000], script[1200], d[1200], cmd[12000], line[200], key[80];
    played_moves(&pl, moves, sizeof moves);
    snprintf(d, sizeof d, "%s/title.txt", dir);
    CHECK(script_then_dump(script, sizeof script, "title.script", "", d));
    snprintf(cmd, sizeof cmd, "MANCALA_HOME='%s/title-home' '%s' --game urim "
             "--match 5 --moves '%s' --script '%s' && MANCALA_HOME="
             "'%s/title-home' '%s' --script '%s'", dir, exe, moves, script,
             dir, exe, script);
    CHECK_INT(system(cmd), 0);
    int pts = rules_match_points(end);
    snprintf(key, sizeof key, "button_Continue:_Urim_·_match_%d–%d",
             end->winner == RULES_WINNER_SOUTH ? pts : 0,
             end->winner == RULES_WINNER_NORTH ? pts : 0);
    CHECK(ut_dump_line(d, key, line, sizeof line));
}

/* From Ayoayo after `moves` (`played` of them): with no hole in focus,
 * `key` puts the ring on hole `first` and sows nothing; the same key again
 * sows it. */
static bool key_focuses_then_sows(const char *key, const char *moves,
                                  int played, int first)
{
    char script[1200], d1[1200], d2[1200], cmd[4200], want[32];
    char focus[32], after[32], later[32];
    snprintf(script, sizeof script, "%s/enter.script", dir);
    snprintf(d1, sizeof d1, "%s/enter-1.txt", dir);
    snprintf(d2, sizeof d2, "%s/enter-2.txt", dir);
    FILE *f = fopen(script, "w");
    if (!f) {
        return false;
    }
    fprintf(f, "key %s\ndump %s\nkey %s\nidle\ndump %s\n", key, d1, key, d2);
    fclose(f);
    snprintf(cmd, sizeof cmd, "MANCALA_HOME='%s/home' '%s' --game ayoayo "
             "--moves '%s' --script '%s' --size %dx%d", dir, exe, moves,
             script, W, H);
    if (system(cmd) != 0 || !ut_dump_line(d1, "focus", focus, sizeof focus) ||
        !ut_dump_line(d1, "moves", after, sizeof after) ||
        !ut_dump_line(d2, "moves", later, sizeof later)) {
        return false;
    }
    snprintf(want, sizeof want, "%d", first);
    bool ok = strcmp(focus, want) == 0 && atoi(after) == played &&
              atoi(later) == played + 1;
    if (!ok) {
        printf("  %s: focus %s, moves %s then %s\n", key, focus, after, later);
    }
    return ok;
}

/* Keyboard only: Enter (or Space, when it has nothing else to do) with no
 * hole in focus shows the ring on the first hole the player may sow,
 * without sowing; the next press sows it. */
TEST(enter_without_a_focused_hole_focuses_the_first_playable_one)
{
    CHECK(key_focuses_then_sows("Return", "", 0, 0));
    /* after 5 7, South's S1 and S2 cannot be sown: the ring goes to the
     * first hole the core lists */
    RulesPosition p;
    rules_setup(&p, RULES_GAME_AYOAYO, 0);
    rules_apply(&p, (RulesMove){RULES_MOVE_SOW, 5, 0}, &p, NULL);
    rules_apply(&p, (RulesMove){RULES_MOVE_SOW, 7, 0}, &p, NULL);
    RulesMove ms[RULES_MAX_MOVES];
    CHECK(p.to_move == RULES_SOUTH && rules_legal_moves(&p, ms) > 0);
    CHECK_INT(ms[0].hole, 2);
    CHECK(key_focuses_then_sows("Return", "5 7", 2, 2));
    CHECK(key_focuses_then_sows("space", "5 7", 2, 2));
}

/* Issue 58: at 1280x720 and 150 % the move list showed one move, a
 * button's height left empty under it. Its rows now reach down to the
 * Hint button's row: three moves show after twenty, the last row clear
 * of the button, and less than a row left under it. */
TEST(the_move_list_takes_the_room_down_to_the_buttons)
{
    char script[1200], dump[1200], cmd[4200], line[200];
    snprintf(dump, sizeof dump, "%s/list.txt", dir);
    CHECK(script_then_dump(script, sizeof script, "list.script",
                       "wait 500\nidle\nframes 16\n", dump));
    snprintf(cmd, sizeof cmd, "MANCALA_HOME='%s/home' '%s' --game ayoayo "
             "--moves '1 6 2 6 1 7 4 10 2 7 3 8 3 11 5 6 2 9 1 6' --script "
             "'%s' --size 1280x720 --text-size 150", dir, exe, script);
    CHECK_INT(system(cmd), 0);
    int x, y0, w, rows = 0, hx, hy, hw, hh;
    float lh;
    CHECK(ut_dump_line(dump, "move_list", line, sizeof line));
    CHECK_INT(sscanf(line, "%d %d %d %f", &x, &y0, &w, &lh), 4);
    CHECK(ut_dump_line(dump, "button_Hint_(H)", line, sizeof line));
    CHECK_INT(sscanf(line, "%d %d %d %d", &hx, &hy, &hw, &hh), 4);
    FILE *f = fopen(dump, "r");
    CHECK(f != NULL);
    while (f && fgets(line, sizeof line, f)) {
        rows += strncmp(line, "move_row ", 9) == 0;
    }
    if (f) {
        fclose(f);
    }
    CHECK(rows >= 3);
    float bottom = (float)y0 + (float)rows * lh;
    CHECK(bottom <= (float)hy);
    CHECK((float)hy - bottom < lh);
}

int main(void)
{
    if (!ut_work_setup(exe, sizeof exe, dir, sizeof dir, "tests/ui/shots",
                       "home", false)) {
        return 1;
    }
    RUN(gore_is_played_by_clicking_and_shows_the_cores_counts);
    RUN(bao_kigogo_is_played_by_clicking_and_shows_the_cores_counts);
    RUN(modiar_is_played_by_clicking_and_shows_the_cores_counts);
    RUN(ayoayo_is_played_by_clicking_and_shows_the_cores_counts);
    RUN(urim_is_played_by_clicking_and_shows_the_cores_counts);
    RUN(urim_with_seven_holes_is_played_by_clicking);
    RUN(an_unplayable_hole_says_why_and_a_playable_one_where_it_ends);
    RUN(a_urim_match_goes_on_to_the_next_game_with_the_other_player_first);
    RUN(a_match_under_way_keeps_its_score_from_new_game);
    RUN(a_match_left_between_games_is_offered_on_the_title);
    RUN(enter_without_a_focused_hole_focuses_the_first_playable_one);
    RUN(the_move_list_takes_the_room_down_to_the_buttons);
    return check_summary();
}
