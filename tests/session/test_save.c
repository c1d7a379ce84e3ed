/* test_save.c: saving and loading games, autosave, and every kind of bad file or failed write. */
#define _XOPEN_SOURCE 700 /* mkdtemp, setrlimit, signal, nftw */

#include "check.h"
#include "session_check.h"
#include "session_internal.h"
#include "ai.h"

#include <errno.h>
#include <fcntl.h>
#include <dirent.h>
#include <ftw.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

static char tmpdir[256];

/* A fresh folder of its own for each test that writes files. */
static const char *scratch(const char *name, char *buf, size_t size)
{
    snprintf(buf, size, "%s/%s", tmpdir, name);
    return buf;
}

static bool write_file(const char *path, const char *data, size_t len)
{
    FILE *f = fopen(path, "wb");
    if (!f) {
        return false;
    }
    bool ok = fwrite(data, 1, len, f) == len;
    return fclose(f) == 0 && ok;
}

/* The whole file, NUL-terminated (malloc'd), or NULL. */
static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        return NULL;
    }
    char *buf = malloc(SESSION_FILE_MAX * 2 + 1);
    size_t n = buf ? fread(buf, 1, SESSION_FILE_MAX * 2, f) : 0;
    fclose(f);
    if (buf) {
        buf[n] = '\0';
    }
    if (len) {
        *len = n;
    }
    return buf;
}

/* Temporary files left beside `path` ("<path>.*.tmp"): there must be none. */
static int leftovers(const char *path)
{
    char dir[512];
    snprintf(dir, sizeof dir, "%s", path);
    char *slash = strrchr(dir, '/');
    const char *base = slash ? slash + 1 : path;
    size_t blen = strlen(base);
    if (slash) {
        *slash = '\0';
    }
    DIR *d = opendir(slash ? dir : ".");
    int n = 0;
    struct dirent *e;
    while (d && (e = readdir(d)) != NULL) {
        size_t len = strlen(e->d_name);
        n += strncmp(e->d_name, base, blen) == 0 && len > blen + 4 &&
             strcmp(e->d_name + len - 4, ".tmp") == 0;
    }
    if (d) {
        closedir(d);
    }
    return n;
}

static bool starts_with(const char *s, const char *prefix)
{
    return strncmp(s, prefix, strlen(prefix)) == 0;
}

/* Loads a text given inline, as file "bad.mancala". */
static Session *load_str(const char *text, SessionError *err)
{
    return session_load_text("bad.mancala", text, strlen(text), err);
}

static bool same_sessions(const Session *a, const Session *b)
{
    if (session_move_count(a) != session_move_count(b) ||
        session_game(a) != session_game(b) ||
        session_holes_per_row(a) != session_holes_per_row(b) ||
        session_first_player(a) != session_first_player(b) ||
        session_match_target(a) != session_match_target(b)) {
        return false;
    }
    for (size_t i = 0; i <= session_move_count(a); i++) {
        if (!same_position(session_position_at(a, i),
                           session_position_at(b, i))) {
            return false;
        }
    }
    for (int side = 0; side < 2; side++) {
        if (strcmp(session_player_name(a, (RulesSide)side),
                   session_player_name(b, (RulesSide)side)) != 0 ||
            session_match_points(a, (RulesSide)side) !=
                session_match_points(b, (RulesSide)side)) {
            return false;
        }
    }
    return strcmp(session_date(a), session_date(b)) == 0;
}

TEST(every_game_and_variant_survives_a_save_and_load_position_by_position)
{
    TestVariant v[16];
    int nv = all_variants(v);
    CHECK(nv >= 6);
    char path[512];
    for (int k = 0; k < nv; k++) {
        for (uint64_t round = 0; round < 3; round++) {
            uint64_t seed = 1000u * (uint64_t)k + round;
            Session *s = session_new(v[k].game, v[k].holes, "Ada Lovelace",
                                     "Kofi \xc3\x89tienne");
            CHECK(s != NULL);
            /* Several hundred moves, over several games if they end. */
            CHECK(play_random(s, 300, &seed) > 0);
            snprintf(path, sizeof path, "%s/round-%d-%d.mancala", tmpdir, k,
                     (int)round);
            SessionError err;
            CHECK_INT(session_save(s, path, &err), SESSION_OK);
            CHECK_STR(err.message, "");
            Session *back = session_load(path, &err);
            if (!back) {
                CHECK_FAIL_AT("%s", err.message);
                session_free(s);
                return;
            }
            CHECK(same_sessions(s, back));
            /* Saving the loaded game writes the very same text. */
            size_t la, lb;
            char *ta = session_save_text(s, &la);
            char *tb = session_save_text(back, &lb);
            CHECK(ta && tb && la == lb && memcmp(ta, tb, la) == 0);
            free(ta);
            free(tb);
            CHECK_INT(leftovers(path), 0);
            session_free(back);
            session_free(s);
        }
    }
}

TEST(a_urim_match_keeps_its_score_and_first_player_through_a_save)
{
    uint64_t seed = 77;
    Session *s = session_new(RULES_GAME_URIM, 7, "Ada", "Kofi");
    CHECK(s != NULL);
    CHECK_INT(session_set_match(s, 10), SESSION_OK);
    while (play_random(s, 100000, &seed) >= 0 && session_over(s) &&
           session_match_points(s, RULES_SOUTH) +
                   session_match_points(s, RULES_NORTH) ==
               0) {
        CHECK_INT(session_next_game(s, NULL), SESSION_OK); /* a draw */
    }
    CHECK_INT(session_next_game(s, NULL), SESSION_OK);
    CHECK_INT(session_first_player(s), RULES_NORTH);
    CHECK(play_random(s, 20, &seed) > 0);
    size_t len;
    char *text = session_save_text(s, &len);
    CHECK(text != NULL);
    CHECK(strstr(text, "\nfirst: north\n") != NULL);
    char match[80];
    snprintf(match, sizeof match, "\nmatch: target 10 south %d north %d\n",
             session_match_points(s, RULES_SOUTH),
             session_match_points(s, RULES_NORTH));
    CHECK(strstr(text, match) != NULL);
    SessionError err;
    Session *back = session_load_text("match.mancala", text, len, &err);
    free(text);
    CHECK(back != NULL);
    CHECK(same_sessions(s, back));
    CHECK_INT(session_position_at(back, 0)->to_move, RULES_NORTH);
    session_free(back);
    session_free(s);
}

/* Loads the first example of docs/SAVE-FORMAT.md that starts with
 * `opening`; NULL (err filled) when there is none or it does not load. */
static Session *load_doc_example(const char *opening, SessionError *err)
{
    snprintf(err->message, sizeof err->message, "no example");
    const char *src = getenv("MANCALA_SOURCE_DIR");
    char path[512];
    snprintf(path, sizeof path, "%s/docs/SAVE-FORMAT.md", src ? src : ".");
    char *doc = read_file(path, NULL);
    char fence[64];
    snprintf(fence, sizeof fence, "```\n%s", opening);
    char *start = doc ? strstr(doc, fence) : NULL;
    char *stop = start ? strstr(start + 4, "```") : NULL;
    Session *s = NULL;
    if (stop) {
        s = session_load_text("SAVE-FORMAT.md", start + 4,
                              (size_t)(stop - start - 4), err);
    }
    free(doc);
    return s;
}

TEST(the_example_of_the_format_document_loads)
{
    SessionError err;
    Session *s = load_doc_example("mancala-atlas-save", &err);
    if (!s) {
        CHECK_FAIL_AT("%s", err.message);
        return;
    }
    CHECK_INT(session_game(s), RULES_GAME_URIM);
    CHECK_INT(session_holes_per_row(s), 7);
    CHECK_STR(session_player_name(s, RULES_SOUTH), "Ada");
    CHECK_STR(session_player_name(s, RULES_NORTH), "Kofi");
    CHECK_STR(session_date(s), "2026-11-30T10:00:00Z");
    CHECK_INT(session_first_player(s), RULES_NORTH);
    CHECK_INT(session_match_target(s), 5);
    CHECK_INT(session_match_points(s, RULES_SOUTH), 2);
    CHECK_INT(session_match_points(s, RULES_NORTH), 1);
    CHECK_INT(session_move_count(s), 5);
    CHECK_STR(session_move_info(s, 4)->notation, "9");
    session_free(s);
}

TEST(the_computer_example_of_the_format_document_loads)
{
    SessionError err;
    Session *s = load_doc_example("mancala-atlas-save 2", &err);
    if (!s) {
        CHECK_FAIL_AT("%s", err.message);
        return;
    }
    CHECK_INT(session_game(s), RULES_GAME_AYOAYO);
    CHECK_INT(session_opponent(s).sides, 1u << RULES_NORTH);
    CHECK_STR(session_opponent(s).level, "expert");
    CHECK_INT(session_opponent(s).think_ms, 3000);
    CHECK_INT(session_move_count(s), 2);
    session_free(s);
}

/* Loads tests/session/old-saves/NAME, saves written by the program before
 * matches became generic; `text` receives the file (free it). */
static Session *load_old(const char *name, char **text, SessionError *err)
{
    const char *src = getenv("MANCALA_SOURCE_DIR");
    char path[512];
    snprintf(path, sizeof path, "%s/tests/session/old-saves/%s",
             src ? src : ".", name);
    size_t len = 0;
    *text = read_file(path, &len);
    snprintf(err->message, sizeof err->message, "cannot read %s", path);
    return *text ? session_load_text(name, *text, len, err) : NULL;
}

/* Written again, a loaded save is the same file, byte for byte. */
static bool saves_the_same(const Session *s, const char *text)
{
    size_t len;
    char *again = session_save_text(s, &len);
    bool same = again && len == strlen(text) && memcmp(again, text, len) == 0;
    free(again);
    return same;
}

TEST(saves_written_before_matches_became_generic_still_load)
{
    char *text;
    SessionError err;
    /* A Urim match to 5 under way: South won a game, North began this
     * one (URIM-10). */
    Session *s = load_old("urim-match-under-way.mancala", &text, &err);
    if (!s) {
        CHECK_FAIL_AT("%s", err.message);
        free(text);
        return;
    }
    CHECK_INT(session_game(s), RULES_GAME_URIM);
    CHECK_INT(session_holes_per_row(s), 7);
    CHECK_STR(session_player_name(s, RULES_SOUTH), "Adébáyọ̀");
    CHECK_INT(session_first_player(s), RULES_NORTH);
    CHECK_INT(session_match_target(s), 5);
    CHECK_INT(session_match_points(s, RULES_SOUTH), 1);
    CHECK_INT(session_match_points(s, RULES_NORTH), 0);
    CHECK_INT(session_move_count(s), 17);
    CHECK(!session_over(s));
    CHECK(saves_the_same(s, text));
    session_free(s);
    free(text);
    /* A game of a match to 10 played to its end: North's win scores its
     * URIM-9 point once loaded. */
    s = load_old("urim-match-game-over.mancala", &text, &err);
    CHECK(s != NULL);
    CHECK(session_over(s));
    CHECK_INT(session_position(s)->winner, RULES_WINNER_NORTH);
    CHECK_INT(session_match_target(s), 10);
    CHECK_INT(session_match_points(s, RULES_SOUTH), 0);
    CHECK_INT(session_match_points(s, RULES_NORTH),
              rules_match_points(session_position(s)));
    CHECK_INT(session_match_points(s, RULES_NORTH), 1);
    CHECK_INT(session_move_count(s), 138);
    CHECK(saves_the_same(s, text));
    session_free(s);
    free(text);
    /* Version 2: Ayoayo against the computer. */
    s = load_old("ayoayo-computer.mancala", &text, &err);
    CHECK(s != NULL);
    CHECK_INT(session_game(s), RULES_GAME_AYOAYO);
    CHECK_INT(session_opponent(s).sides, 1u << RULES_NORTH);
    CHECK_STR(session_opponent(s).level, "expert");
    CHECK_INT(session_opponent(s).think_ms, 3000);
    CHECK_INT(session_match_target(s), 0);
    CHECK_INT(session_move_count(s), 9);
    CHECK(saves_the_same(s, text));
    session_free(s);
    free(text);
}

TEST(a_hand_written_save_may_use_defaults_comments_and_crlf)
{
    const char *text = "mancala-atlas-save 1\r\n"
                       "# written by hand\r\n"
                       "\r\n"
                       "game: modiar\r\n"
                       "moves:\r\n"
                       "0   # South\r\n"
                       "\t3\r\n"
                       "end\r\n"
                       "# trailing comment\r\n";
    SessionError err;
    Session *s = load_str(text, &err);
    if (!s) {
        CHECK_FAIL_AT("%s", err.message);
        return;
    }
    CHECK_INT(session_holes_per_row(s), 3);
    CHECK_STR(session_player_name(s, RULES_SOUTH), "South");
    CHECK_INT(session_first_player(s), RULES_SOUTH);
    CHECK_INT(session_move_count(s), 2);
    static const uint8_t after[6] = {3, 9, 9, 2, 10, 9};
    CHECK(memcmp(session_position(s)->holes, after, 6) == 0);
    session_free(s);
}

/* ---- The computer opponent (format version 2) ---- */

static SessionOpponent opponent(unsigned sides, const char *level, int ms)
{
    SessionOpponent o;
    memset(&o, 0, sizeof o);
    o.sides = sides;
    snprintf(o.level, sizeof o.level, "%s", level);
    o.think_ms = ms;
    return o;
}

TEST(the_computer_opponent_survives_a_save_and_load)
{
    static const struct {
        unsigned sides;
        const char *level;
        int ms;
        const char *line;
    } cases[] = {
        {1u << RULES_NORTH, "expert", 3000,
         "computer: north level expert think 3000\n"},
        {1u << RULES_SOUTH, "beginner", 100,
         "computer: south level beginner think 100\n"},
        {3u, "club", 60000, "computer: both level club think 60000\n"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        uint64_t seed = 11 + i;
        Session *s = session_new(RULES_GAME_AYOAYO, 0, "Ada", NULL);
        CHECK(s != NULL);
        CHECK_INT(play_random(s, 9, &seed), 9);
        SessionOpponent o = opponent(cases[i].sides, cases[i].level,
                                     cases[i].ms);
        CHECK_INT(session_set_opponent(s, &o), SESSION_OK);
        size_t len;
        char *text = session_save_text(s, &len);
        CHECK(text != NULL);
        CHECK(starts_with(text, "mancala-atlas-save 2\n"));
        CHECK(strstr(text, cases[i].line) != NULL);
        SessionError err;
        Session *back = session_load_text("vs.mancala", text, len, &err);
        free(text);
        if (!back) {
            CHECK_FAIL_AT("%s", err.message);
            session_free(s);
            return;
        }
        CHECK(same_sessions(s, back));
        SessionOpponent got = session_opponent(back);
        CHECK_INT(got.sides, cases[i].sides);
        CHECK_STR(got.level, cases[i].level);
        CHECK_INT(got.think_ms, cases[i].ms);
        session_free(back);
        session_free(s);
    }
}

TEST(a_game_between_two_people_is_still_written_as_version_1)
{
    Session *s = session_new(RULES_GAME_MODIAR, 0, NULL, NULL);
    CHECK(s != NULL);
    SessionOpponent o = opponent(1u << RULES_NORTH, "club", 1000);
    CHECK_INT(session_set_opponent(s, &o), SESSION_OK);
    CHECK_INT(session_set_opponent(s, NULL), SESSION_OK);
    char *text = session_save_text(s, NULL);
    CHECK(text != NULL);
    CHECK(starts_with(text, "mancala-atlas-save 1\n"));
    CHECK(strstr(text, "computer:") == NULL);
    free(text);
    session_free(s);
}

TEST(an_old_save_without_a_computer_line_loads_as_two_players)
{
    SessionError err;
    Session *s = load_str("mancala-atlas-save 1\ngame: gore\nsouth: Ada\n"
                          "moves: 2\n0 4\nend\n",
                          &err);
    if (!s) {
        CHECK_FAIL_AT("%s", err.message);
        return;
    }
    CHECK_INT(session_opponent(s).sides, 0);
    CHECK_INT(session_move_count(s), 2);
    CHECK_STR(session_player_name(s, RULES_SOUTH), "Ada");
    session_free(s);
    /* version 2 without the line is two people too */
    s = load_str("mancala-atlas-save 2\ngame: gore\nmoves:\nend\n", &err);
    CHECK(s != NULL);
    CHECK_INT(session_opponent(s).sides, 0);
    session_free(s);
}

TEST(each_bad_computer_value_is_named_with_its_line)
{
    static const struct {
        const char *line;
        const char *message;
    } cases[] = {
        {"computer: east level club think 1000",
         "the computer plays \"south\", \"north\" or \"both\", not "
         "\"east\""},
        {"computer:", "the computer plays \"south\", \"north\" or "
                      "\"both\", not \"\""},
        {"computer: north level grandmaster think 1000",
         "unknown computer level \"grandmaster\" (the levels are: beginner, "
         "club, expert)"},
        {"computer: north level random think 1000",
         "unknown computer level \"random\" (the levels are: beginner, "
         "club, expert)"},
        {"computer: north level expert think 99",
         "the computer's think time is 100 to 60000 ms, not \"99\""},
        {"computer: north level expert think 60001",
         "the computer's think time is 100 to 60000 ms, not \"60001\""},
        {"computer: north level expert think -5",
         "the computer's think time is 100 to 60000 ms, not \"-5\""},
        {"computer: north level expert think 99999999999999999999",
         "the computer's think time is 100 to 60000 ms, not "
         "\"99999999999999999999\""},
        {"computer: north expert 1000",
         "expected \"computer: SIDE level LEVEL think MS\""},
        {"computer: north level expert",
         "expected \"computer: SIDE level LEVEL think MS\""},
        {"computer: north level expert think 1000 extra",
         "unexpected text after \"computer: SIDE level LEVEL think MS\""},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char text[400], want[400];
        snprintf(text, sizeof text,
                 "mancala-atlas-save 2\n# a comment\ngame: urim\n\n%s\n"
                 "moves:\nend\n",
                 cases[i].line);
        snprintf(want, sizeof want, "bad.mancala:5: %s", cases[i].message);
        SessionError err;
        Session *s = load_str(text, &err);
        CHECK(s == NULL);
        CHECK_INT(err.status, SESSION_ERR_FORMAT);
        CHECK_INT(err.line, 5);
        CHECK_STR(err.message, want);
    }
    SessionError err;
    Session *s = load_str("mancala-atlas-save 2\ngame: urim\n"
                          "computer: north level club think 500\n"
                          "computer: south level club think 500\n"
                          "moves:\nend\n",
                          &err);
    CHECK(s == NULL);
    CHECK_STR(err.message, "bad.mancala:4: a second \"computer:\" line");
    /* version 1 has no computer line: the file is wrong, not the value */
    s = load_str("mancala-atlas-save 1\ngame: urim\n"
                 "computer: north level club think 500\nmoves:\nend\n",
                 &err);
    CHECK(s == NULL);
    CHECK_STR(err.message, "bad.mancala:3: a \"computer:\" line needs "
                           "format version 2, and the first line says 1");
}

TEST(the_hints_each_side_was_shown_survive_a_save_and_old_saves_have_none)
{
    uint64_t seed = 5;
    Session *s = session_new(RULES_GAME_AYOAYO, 0, "Lan", "Minh");
    CHECK(s != NULL);
    CHECK_INT(play_random(s, 6, &seed), 6);
    /* two hints for South, one for North; an undo takes none back */
    session_count_hint(s, RULES_SOUTH);
    session_count_hint(s, RULES_NORTH);
    session_count_hint(s, RULES_SOUTH);
    CHECK(session_undo(s));
    char *text = session_save_text(s, NULL);
    CHECK(text != NULL);
    /* two people, but the line needs version 2 */
    CHECK(starts_with(text, "mancala-atlas-save 2\n"));
    CHECK(strstr(text, "hints: south 2 north 1\n") != NULL);
    SessionError err;
    Session *back = load_str(text, &err);
    free(text);
    if (!back) {
        CHECK_FAIL_AT("%s", err.message);
        session_free(s);
        return;
    }
    CHECK_INT(session_hints(back, RULES_SOUTH), 2);
    CHECK_INT(session_hints(back, RULES_NORTH), 1);
    session_free(back);
    session_free(s);
    /* a save written before hints were counted: none for either side */
    back = load_str("mancala-atlas-save 2\ngame: gore\n"
                    "computer: north level club think 500\nmoves:\nend\n",
                    &err);
    CHECK(back != NULL);
    CHECK_INT(session_hints(back, RULES_SOUTH), 0);
    CHECK_INT(session_hints(back, RULES_NORTH), 0);
    session_free(back);
    static const struct {
        const char *text, *message;
    } bad[] = {
        {"mancala-atlas-save 2\ngame: urim\nhints: south 1\nmoves:\nend\n",
         "bad.mancala:3: expected \"hints: south S north N\" with numbers "
         "from 0 to 9999"},
        {"mancala-atlas-save 2\ngame: urim\nhints: south 1 north -1\n"
         "moves:\nend\n",
         "bad.mancala:3: expected \"hints: south S north N\" with numbers "
         "from 0 to 9999"},
        {"mancala-atlas-save 2\ngame: urim\nhints: south 0 north 0 x\n"
         "moves:\nend\n",
         "bad.mancala:3: unexpected text after \"hints: south S north N\""},
        {"mancala-atlas-save 2\ngame: urim\nhints: south 0 north 0\n"
         "hints: south 0 north 0\nmoves:\nend\n",
         "bad.mancala:4: a second \"hints:\" line"},
        {"mancala-atlas-save 1\ngame: urim\nhints: south 0 north 0\n"
         "moves:\nend\n",
         "bad.mancala:3: a \"hints:\" line needs format version 2, and the "
         "first line says 1"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        CHECK(load_str(bad[i].text, &err) == NULL);
        CHECK_STR(err.message, bad[i].message);
    }
}

TEST(bad_opponents_are_refused_and_change_nothing)
{
    Session *s = session_new(RULES_GAME_URIM, 0, NULL, NULL);
    CHECK(s != NULL);
    SessionOpponent good = opponent(1u << RULES_SOUTH, "expert", 500);
    CHECK_INT(session_set_opponent(s, &good), SESSION_OK);
    SessionOpponent bad[] = {opponent(4u, "club", 1000),
                             opponent(1u, "random", 1000),
                             opponent(1u, "club", 99),
                             opponent(1u, "club", 60001)};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        CHECK_INT(session_set_opponent(s, &bad[i]), SESSION_ERR_BAD_ARGUMENT);
        CHECK_STR(session_opponent(s).level, "expert");
        CHECK_INT(session_opponent(s).think_ms, 500);
    }
    session_free(s);
}

TEST(the_session_knows_the_same_level_names_as_the_computer_player)
{
    for (int lv = AI_LEVEL_BEGINNER; lv < AI_LEVEL_COUNT; lv++) {
        CHECK(session_level_known(ai_level_name((AiLevel)lv)));
    }
    CHECK(!session_level_known(ai_level_name(AI_LEVEL_RANDOM)));
    CHECK(!session_level_known(""));
}

/* ---- Bad files ---- */

TEST(a_truncated_file_is_reported_as_cut_short_with_its_last_line)
{
    uint64_t seed = 3;
    Session *s = session_new(RULES_GAME_BAO_KIGOGO, 0, NULL, NULL);
    CHECK(s != NULL);
    CHECK_INT(play_random(s, 40, &seed), 40);
    size_t len;
    char *text = session_save_text(s, &len);
    session_free(s);
    CHECK(text != NULL);
    /* Cut before "end": every move read is legal, yet the file is short. */
    char *end = strstr(text, "\nend\n");
    CHECK(end != NULL);
    SessionError err;
    s = session_load_text("cut.mancala", text, (size_t)(end - text + 1),
                          &err);
    CHECK(s == NULL);
    CHECK_INT(err.status, SESSION_ERR_FORMAT);
    CHECK_INT(err.line, 13); /* 9 header lines, 4 lines of moves */
    CHECK_STR(err.message, "cut.mancala:13: the file ends before its "
                           "\"end\" line: it is cut short (40 moves read)");
    /* Cut in the header. */
    s = session_load_text("cut.mancala", text, 40, &err);
    CHECK(s == NULL);
    CHECK_INT(err.status, SESSION_ERR_FORMAT);
    CHECK(starts_with(err.message, "cut.mancala:"));
    CHECK(strstr(err.message, "cut short") != NULL);
    free(text);

    /* A count that disagrees catches a lost line of moves. */
    s = load_str("mancala-atlas-save 1\ngame: modiar\nmoves: 3\n0 3\nend\n",
                 &err);
    CHECK(s == NULL);
    CHECK_STR(err.message, "bad.mancala:3: \"moves: 3\" gives the wrong "
                           "number: the file has 2 moves");
    s = load_str("", &err);
    CHECK(s == NULL);
    CHECK_STR(err.message, "bad.mancala:1: the file is empty: it should "
                           "start with \"mancala-atlas-save 2\"");
}

TEST(a_file_of_another_version_says_which_version_it_is)
{
    SessionError err;
    Session *s = load_str("mancala-atlas-save 3\ngame: urim\nmoves:\nend\n",
                          &err);
    CHECK(s == NULL);
    CHECK_INT(err.status, SESSION_ERR_VERSION);
    CHECK_INT(err.line, 1);
    CHECK_STR(err.message, "bad.mancala:1: this save is in format version 3, "
                           "and this program reads versions 1 to 2 only (was "
                           "it written by a newer Mancala Atlas?)");
    s = load_str("mancala-atlas-save 0\ngame: urim\nmoves:\nend\n", &err);
    CHECK(s == NULL);
    CHECK_STR(err.message, "bad.mancala:1: this save is in format version 0, "
                           "and this program reads versions 1 to 2 only");
    s = load_str("mancala-atlas-save one\n", &err);
    CHECK(s == NULL);
    CHECK_INT(err.status, SESSION_ERR_FORMAT);
    s = load_str("PK\x03\x04 not a save\n", &err);
    CHECK(s == NULL);
    CHECK_INT(err.status, SESSION_ERR_NOT_TEXT);
    s = load_str("hello world\n", &err);
    CHECK(s == NULL);
    CHECK_STR(err.message, "bad.mancala:1: not a Mancala Atlas save: the "
                           "first line should be \"mancala-atlas-save 2\"");
}

TEST(an_unknown_game_or_variant_is_named_with_its_line)
{
    SessionError err;
    Session *s = load_str("mancala-atlas-save 1\n\ngame: chess\nmoves:\nend\n",
                          &err);
    CHECK(s == NULL);
    CHECK_INT(err.status, SESSION_ERR_UNKNOWN_GAME);
    /* the list is the rules core's, whatever games it holds */
    char names[200], want[300];
    rules_game_name_list(names, sizeof names);
    snprintf(want, sizeof want,
             "bad.mancala:3: unknown game \"chess\" (the games are: %s)",
             names);
    CHECK(strstr(names, "bao-kigogo") != NULL);
    CHECK_STR(err.message, want);
    s = load_str("mancala-atlas-save 1\nholes: 8\ngame: urim\nmoves:\nend\n",
                 &err);
    CHECK(s == NULL);
    CHECK_INT(err.status, SESSION_ERR_UNKNOWN_GAME);
    CHECK_STR(err.message, "bad.mancala:2: Urim is played with 6 or 7 holes "
                           "in a row, not 8");
    s = load_str("mancala-atlas-save 1\ncolour: red\n", &err);
    CHECK(s == NULL);
    CHECK_INT(err.line, 2);
    CHECK(starts_with(err.message, "bad.mancala:2: unknown line \"colour:\""));
    s = load_str("mancala-atlas-save 1\ngame: urim\ngame: gore\n", &err);
    CHECK(s == NULL);
    CHECK_STR(err.message, "bad.mancala:3: a second \"game:\" line");
    s = load_str("mancala-atlas-save 1\nmoves:\nend\n", &err);
    CHECK(s == NULL);
    CHECK_STR(err.message,
              "bad.mancala:2: no \"game:\" line before \"moves:\"");
    s = load_str("mancala-atlas-save 1\ngame: gore\nfirst: north\nmoves:\n"
                 "end\n",
                 &err);
    CHECK(s == NULL);
    CHECK_INT(err.line, 3);
    s = load_str("mancala-atlas-save 1\ngame: gore\nmatch: target 5 south 4 "
                 "north 0\nfirst: north\nmoves:\nend\n",
                 &err); /* any game may be played as a match */
    CHECK(s != NULL);
    CHECK_INT(session_match_target(s), 5);
    CHECK_INT(session_match_points(s, RULES_SOUTH), 4);
    CHECK_INT(session_first_player(s), RULES_NORTH);
    session_free(s);
    s = load_str("mancala-atlas-save 1\ngame: urim\nmatch: target 5 south 5 "
                 "north 0\nmoves:\nend\n",
                 &err);
    CHECK(s == NULL);
    CHECK_INT(err.line, 3);
    s = load_str("mancala-atlas-save 1\ngame: urim\ndate: yesterday\nmoves:\n"
                 "end\n",
                 &err);
    CHECK(s == NULL);
    CHECK_INT(err.line, 3);
}

TEST(an_illegal_move_is_named_by_its_line_and_number)
{
    /* Urim 2x6: 0, 7 and 2 are legal; the second "2" is South's hole,
     * played by North. */
    SessionError err;
    Session *s = load_str("mancala-atlas-save 1\n"
                          "game: urim\n"
                          "moves:\n"
                          "0 7\n"
                          "\n"
                          "2 2 9\n"
                          "end\n",
                          &err);
    CHECK(s == NULL);
    CHECK_INT(err.status, SESSION_ERR_BAD_MOVE);
    CHECK_INT(err.line, 6);
    const char *want = "bad.mancala:6: move 4 (\"2\") is not legal: ";
    CHECK(starts_with(err.message, want));
    CHECK(strlen(err.message) > strlen(want));
    /* The reason is the rules core's own. */
    Session *direct = session_new(RULES_GAME_URIM, 6, NULL, NULL);
    SessionError why;
    CHECK_INT(session_play_text(direct, "0", NULL, NULL), SESSION_OK);
    CHECK_INT(session_play_text(direct, "7", NULL, NULL), SESSION_OK);
    CHECK_INT(session_play_text(direct, "2", NULL, NULL), SESSION_OK);
    CHECK_INT(session_play_text(direct, "2", NULL, &why), SESSION_ERR_ILLEGAL);
    CHECK_STR(err.message + strlen(want),
              why.message + strlen("move \"2\" is not legal: "));
    session_free(direct);

    s = load_str("mancala-atlas-save 1\ngame: urim\nmoves:\n0 x7\nend\n",
                 &err);
    CHECK(s == NULL);
    CHECK_INT(err.status, SESSION_ERR_BAD_MOVE);
    CHECK(starts_with(err.message,
                      "bad.mancala:4: move 2 (\"x7\") is not a move"));
    s = load_str("mancala-atlas-save 1\ngame: urim\nmoves:\n0\nend\n0\n",
                 &err);
    CHECK(s == NULL);
    CHECK_STR(err.message,
              "bad.mancala:6: unexpected text after the \"end\" line");
}

TEST(moves_after_the_end_of_a_game_are_refused)
{
    uint64_t seed = 21;
    Session *s = session_new(RULES_GAME_MODIAR, 0, NULL, NULL);
    CHECK(s != NULL);
    CHECK(play_random(s, 100000, &seed) > 0);
    CHECK(session_over(s));
    size_t len;
    char *text = session_save_text(s, &len);
    session_free(s);
    CHECK(text != NULL);
    /* Append a move before "end" and drop the count. */
    char *moves = strstr(text, "moves: ");
    CHECK(moves != NULL);
    char *nl = strchr(moves, '\n');
    memmove(moves + 6, nl, strlen(nl) + 1);
    char *end = strstr(text, "\nend\n");
    CHECK(end != NULL);
    memcpy(end, "\n0\nend\n", 8);
    SessionError err;
    s = load_str(text, &err);
    free(text);
    CHECK(s == NULL);
    CHECK_INT(err.status, SESSION_ERR_BAD_MOVE);
    CHECK(strstr(err.message, "comes after the end of the game") != NULL);
}

TEST(binary_garbage_is_refused_as_not_text_with_its_line)
{
    SessionError err;
    static const char nul[] = "mancala-atlas-save 1\ngame: urim\n\0\0\0";
    Session *s = session_load_text("bin.mancala", nul, sizeof nul - 1, &err);
    CHECK(s == NULL);
    CHECK_INT(err.status, SESSION_ERR_NOT_TEXT);
    CHECK_STR(err.message, "bin.mancala:3: not a text file: binary data at "
                           "byte 33 (a save is UTF-8 text)");
    unsigned char junk[4096];
    uint64_t seed = 5;
    for (size_t i = 0; i < sizeof junk; i++) {
        junk[i] = (unsigned char)test_random(&seed);
    }
    s = session_load_text("bin.mancala", (const char *)junk, sizeof junk,
                          &err);
    CHECK(s == NULL);
    CHECK_INT(err.status, SESSION_ERR_NOT_TEXT);
    CHECK(starts_with(err.message, "bin.mancala:"));
    s = load_str("mancala-atlas-save 1\nsouth: \xc0\xaf\n", &err);
    CHECK(s == NULL);
    CHECK_INT(err.status, SESSION_ERR_NOT_TEXT);
    CHECK_INT(err.line, 2);
    s = load_str("mancala-atlas-save 1\nsouth: \x1b[31mred\n", &err);
    CHECK(s == NULL);
    CHECK_INT(err.status, SESSION_ERR_NOT_TEXT);
}

TEST(a_huge_file_or_line_is_refused_without_reading_it_all)
{
    char path[512];
    scratch("huge.mancala", path, sizeof path);
    size_t n = SESSION_FILE_MAX + 1;
    char *big = malloc(n);
    CHECK(big != NULL);
    memset(big, '#', n);
    for (size_t i = 79; i < n; i += 80) {
        big[i] = '\n';
    }
    CHECK(write_file(path, big, n));
    SessionError err;
    Session *s = session_load(path, &err);
    CHECK(s == NULL);
    CHECK_INT(err.status, SESSION_ERR_TOO_BIG);
    char want[600];
    snprintf(want, sizeof want, "%s: the file is over 1048576 bytes (1 MiB), "
                                "too big for a save",
             path);
    CHECK_STR(err.message, want);
    s = session_load_text("big.mancala", big, n, &err);
    CHECK(s == NULL);
    CHECK_INT(err.status, SESSION_ERR_TOO_BIG);
    free(big);

    /* Just under the limit, all of it accented letters in comments: read
     * in one pass and refused for what it lacks, not for its size. */
    big = malloc(SESSION_FILE_MAX);
    CHECK(big != NULL);
    size_t used = (size_t)snprintf(big, SESSION_FILE_MAX, "%s",
                                   "mancala-atlas-save 1\n");
    while (used + 82 < SESSION_FILE_MAX) {
        big[used++] = '#';
        for (int i = 0; i < 40; i++) {
            big[used++] = '\xc3';
            big[used++] = '\xa9';
        }
        big[used++] = '\n';
    }
    s = session_load_text("accents.mancala", big, used, &err);
    free(big);
    CHECK(s == NULL);
    CHECK_INT(err.status, SESSION_ERR_FORMAT);
    CHECK(strstr(err.message, "ends before its \"moves:\" line") != NULL);

    char line[SESSION_LINE_MAX + 100];
    snprintf(line, sizeof line, "mancala-atlas-save 1\nsouth: ");
    size_t at = strlen(line);
    memset(line + at, 'a', sizeof line - at - 1);
    line[sizeof line - 1] = '\0';
    s = load_str(line, &err);
    CHECK(s == NULL);
    CHECK_STR(err.message, "bad.mancala:2: the line is longer than 4096 "
                           "bytes");
}

TEST(a_missing_file_or_a_folder_is_named_in_the_message)
{
    char path[512];
    SessionError err;
    Session *s = session_load(scratch("nowhere.mancala", path, sizeof path),
                              &err);
    CHECK(s == NULL);
    CHECK_INT(err.status, SESSION_ERR_NOT_FOUND);
    char want[600];
    snprintf(want, sizeof want, "%s: no such file", path);
    CHECK_STR(err.message, want);
    s = session_load(tmpdir, &err);
    CHECK(s == NULL);
    CHECK_INT(err.status, SESSION_ERR_READ);
    snprintf(want, sizeof want, "%s: this is a folder, not a file",
             tmpdir);
    CHECK_STR(err.message, want);
}

/* ---- Failed writes ---- */

/* A good save at `path`; returns its text (malloc'd). */
static char *good_save(const char *path, size_t *len)
{
    Session *s = session_new(RULES_GAME_URIM, 6, "Ada", "Kofi");
    uint64_t seed = 4;
    play_random(s, 10, &seed);
    SessionError err;
    char *text = NULL;
    if (session_save(s, path, &err) == SESSION_OK) {
        text = read_file(path, len);
    }
    session_free(s);
    return text;
}

TEST(a_save_into_a_folder_that_cannot_exist_fails_clearly)
{
    char file[512], path[600];
    scratch("plain-file", file, sizeof file);
    CHECK(write_file(file, "x", 1));
    /* The parent is a regular file: no one, not even root, can write. */
    snprintf(path, sizeof path, "%s/game.mancala", file);
    Session *s = session_new(RULES_GAME_GORE, 0, NULL, NULL);
    SessionError err;
    CHECK_INT(session_save(s, path, &err), SESSION_ERR_WRITE);
    char want[800];
    snprintf(want, sizeof want, "%s: cannot save: a part of the path is a "
                                "file, not a folder (%s); any earlier save "
                                "is unchanged",
             path, strerror(ENOTDIR));
    CHECK_STR(err.message, want);
    CHECK_INT(session_autosave(s, path, &err), SESSION_ERR_WRITE);
    CHECK(starts_with(err.message, path));
    session_free(s);
}

TEST(a_read_only_folder_fails_clearly_when_permissions_apply)
{
    if (geteuid() == 0) {
        /* Root ignores permissions; the path tests above cover the
         * failure path itself. */
        return;
    }
    char dir[512], path[600];
    scratch("read-only", dir, sizeof dir);
    CHECK(mkdir(dir, 0555) == 0);
    snprintf(path, sizeof path, "%s/game.mancala", dir);
    Session *s = session_new(RULES_GAME_GORE, 0, NULL, NULL);
    SessionError err;
    CHECK_INT(session_save(s, path, &err), SESSION_ERR_WRITE);
    CHECK(starts_with(err.message, path));
    CHECK(strstr(err.message, "read-only") != NULL);
    session_free(s);
}

TEST(a_failed_write_never_touches_the_existing_good_save)
{
    char path[512];
    scratch("keep.mancala", path, sizeof path);
    size_t good_len;
    char *good = good_save(path, &good_len);
    CHECK(good != NULL);
    Session *other = session_new(RULES_GAME_BAO_KIGOGO, 0, NULL, NULL);
    SessionError err;
    size_t len;
    char *now;

    /* A disk that fills up halfway through the write (a file size limit
     * gives the same failure as a full disk, on any machine). */
    struct rlimit old;
    CHECK(getrlimit(RLIMIT_FSIZE, &old) == 0);
    struct rlimit small = old;
    small.rlim_cur = 64;
    void (*old_handler)(int) = signal(SIGXFSZ, SIG_IGN);
    CHECK(setrlimit(RLIMIT_FSIZE, &small) == 0);
    SessionStatus st = session_save(other, path, &err);
    setrlimit(RLIMIT_FSIZE, &old);
    signal(SIGXFSZ, old_handler);
    CHECK_INT(st, SESSION_ERR_WRITE);
    CHECK(starts_with(err.message, path));
    now = read_file(path, &len);
    CHECK(now && len == good_len && memcmp(now, good, len) == 0);
    free(now);
    CHECK_INT(leftovers(path), 0);

    /* A folder in place of the save itself: the rename fails. */
    char dirpath[512];
    scratch("folder.mancala", dirpath, sizeof dirpath);
    CHECK(mkdir(dirpath, 0755) == 0);
    CHECK_INT(session_save(other, dirpath, &err), SESSION_ERR_WRITE);
    CHECK(starts_with(err.message, dirpath));
    CHECK_INT(leftovers(dirpath), 0);
    session_free(other);
    free(good);
}

TEST(a_pipe_in_place_of_a_save_is_never_replaced)
{
    char path[512];
    scratch("pipe.mancala", path, sizeof path);
    CHECK(mkfifo(path, 0600) == 0);
    Session *s = session_new(RULES_GAME_GORE, 0, NULL, NULL);
    SessionError err;
    CHECK_INT(session_save(s, path, &err), SESSION_ERR_WRITE);
    CHECK(starts_with(err.message, path));
    CHECK(strstr(err.message, "not a file is in the way") != NULL);
    struct stat st;
    CHECK(lstat(path, &st) == 0 && S_ISFIFO(st.st_mode));
    /* and reading it neither blocks nor reads: it is refused at once */
    CHECK(session_load(path, &err) == NULL);
    CHECK_INT(err.status, SESSION_ERR_READ);
    CHECK(strstr(err.message, "named pipe") != NULL);
    session_free(s);
    unlink(path);
}

TEST(autosave_goes_to_the_data_folder_and_resumes_the_same_game)
{
    char dir[512];
    scratch("data/deeper/mancala-atlas", dir, sizeof dir);
    SessionError err;
    Session *none = session_resume(dir, RULES_GAME_BAO_KIGOGO, &err);
    CHECK(none == NULL);
    CHECK_INT(err.status, SESSION_ERR_NOT_FOUND);
    uint64_t seed = 12;
    Session *s = session_new(RULES_GAME_BAO_KIGOGO, 0, "Ada", "Kofi");
    CHECK(s != NULL);
    for (int i = 0; i < 5; i++) {
        CHECK_INT(play_random(s, 1, &seed), 1);
        CHECK_INT(session_autosave(s, dir, &err), SESSION_OK);
    }
    Session *back = session_resume(dir, RULES_GAME_BAO_KIGOGO, &err);
    CHECK(back != NULL);
    CHECK(same_sessions(s, back));
    session_free(back);
    /* one autosave per game kind: an Ayoayo game does not replace it */
    Session *other = session_new(RULES_GAME_AYOAYO, 0, NULL, NULL);
    CHECK_INT(session_autosave(other, dir, &err), SESSION_OK);
    back = session_resume(dir, RULES_GAME_BAO_KIGOGO, &err);
    CHECK(back != NULL && same_sessions(s, back));
    session_free(back);
    back = session_resume(dir, RULES_GAME_AYOAYO, &err);
    CHECK(back != NULL && same_sessions(other, back));
    session_free(back);
    session_free(other);
    session_autosave_clear(dir, RULES_GAME_BAO_KIGOGO);
    CHECK(session_resume(dir, RULES_GAME_BAO_KIGOGO, &err) == NULL);
    CHECK_INT(err.status, SESSION_ERR_NOT_FOUND);
    session_free(s);

    char path[600];
    CHECK(session_autosave_path("/x", RULES_GAME_URIM, path, sizeof path));
    CHECK_STR(path, "/x/autosave-urim.mancala");
    CHECK(session_autosave_path("/x", RULES_GAME_COUNT, path, sizeof path));
    CHECK_STR(path, "/x/autosave.mancala");
    CHECK(!session_autosave_path("/x", RULES_GAME_URIM, path, 5));
}

TEST(an_autosave_from_a_newer_version_is_moved_aside_never_overwritten)
{
    char dir[512], path[600], kept[700];
    scratch("newer", dir, sizeof dir);
    CHECK(mkdir(dir, 0755) == 0);
    CHECK(session_autosave_path(dir, RULES_GAME_GORE, path, sizeof path));
    static const char future[] = "mancala-atlas-save 9\ngame: gore\n";
    CHECK(write_file(path, future, sizeof future - 1));
    SessionError err;
    CHECK(session_resume(dir, RULES_GAME_GORE, &err) == NULL);
    CHECK_INT(err.status, SESSION_ERR_VERSION);
    Session *s = session_new(RULES_GAME_GORE, 0, NULL, NULL);
    CHECK_INT(session_autosave(s, dir, &err), SESSION_OK);
    snprintf(kept, sizeof kept, "%s.newer", path);
    size_t len;
    char *text = read_file(kept, &len);
    CHECK(text && len == sizeof future - 1 && memcmp(text, future, len) == 0);
    free(text);
    Session *back = session_resume(dir, RULES_GAME_GORE, &err);
    CHECK(back != NULL);
    session_free(back);
    session_free(s);
}

TEST(a_save_date_must_be_a_real_date)
{
    static const char *const bad[] = {"2026-13-01", "2026-02-30",
                                      "2025-02-29T10:00:00Z",
                                      "2026-11-30T24:00:00Z",
                                      "2026-11-30T10:60:00Z", "2026-00-10"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char text[300];
        snprintf(text, sizeof text, "mancala-atlas-save 1\ngame: gore\n"
                 "date: %s\nmoves: 0\nend\n", bad[i]);
        SessionError err;
        Session *s = load_str(text, &err);
        CHECK(s == NULL);
        CHECK_INT(err.status, SESSION_ERR_FORMAT);
        CHECK(strstr(err.message, bad[i]) != NULL);
    }
    SessionError err;
    Session *s = load_str("mancala-atlas-save 1\ngame: gore\n"
                          "date: 2024-02-29T23:59:60Z\nmoves: 0\nend\n",
                          &err);
    CHECK(s != NULL);
    session_free(s);
}

static int remove_one(const char *path, const struct stat *st, int flag,
                      struct FTW *ftw)
{
    (void)st;
    (void)flag;
    (void)ftw;
    return remove(path);
}

int main(void)
{
    snprintf(tmpdir, sizeof tmpdir, "%s", "test_save.XXXXXX");
    if (!mkdtemp(tmpdir)) {
        printf("cannot create a scratch folder: %s\n", strerror(errno));
        return 1;
    }
    RUN(every_game_and_variant_survives_a_save_and_load_position_by_position);
    RUN(a_urim_match_keeps_its_score_and_first_player_through_a_save);
    RUN(saves_written_before_matches_became_generic_still_load);
    RUN(the_example_of_the_format_document_loads);
    RUN(the_computer_example_of_the_format_document_loads);
    RUN(a_hand_written_save_may_use_defaults_comments_and_crlf);
    RUN(the_computer_opponent_survives_a_save_and_load);
    RUN(a_game_between_two_people_is_still_written_as_version_1);
    RUN(an_old_save_without_a_computer_line_loads_as_two_players);
    RUN(each_bad_computer_value_is_named_with_its_line);
    RUN(the_hints_each_side_was_shown_survive_a_save_and_old_saves_have_none);
    RUN(bad_opponents_are_refused_and_change_nothing);
    RUN(the_session_knows_the_same_level_names_as_the_computer_player);
    RUN(a_truncated_file_is_reported_as_cut_short_with_its_last_line);
    RUN(a_file_of_another_version_says_which_version_it_is);
    RUN(an_unknown_game_or_variant_is_named_with_its_line);
    RUN(an_illegal_move_is_named_by_its_line_and_number);
    RUN(moves_after_the_end_of_a_game_are_refused);
    RUN(binary_garbage_is_refused_as_not_text_with_its_line);
    RUN(a_huge_file_or_line_is_refused_without_reading_it_all);
    RUN(a_missing_file_or_a_folder_is_named_in_the_message);
    RUN(a_save_into_a_folder_that_cannot_exist_fails_clearly);
    RUN(a_read_only_folder_fails_clearly_when_permissions_apply);
    RUN(a_failed_write_never_touches_the_existing_good_save);
    RUN(a_pipe_in_place_of_a_save_is_never_replaced);
    RUN(autosave_goes_to_the_data_folder_and_resumes_the_same_game);
    RUN(an_autosave_from_a_newer_version_is_moved_aside_never_overwritten);
    RUN(a_save_date_must_be_a_real_date);
    nftw(tmpdir, remove_one, 16, FTW_DEPTH | FTW_PHYS);
    return check_summary();
}
