/* test_cli_tables.c: mancala-cli's expert plays from the tables kept in the data folder, building them there on first need (issue 55), and a kept Modiar table damaged or changed is built again (issue 56.2); slow: each of these builds a table. */
#define _POSIX_C_SOURCE 200809L
#include "ai_internal.h"
#include "check.h"
#include "cli_run.h"
#include "posjson.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

enum { HOME_TRIES = 60 };

static const char *const home = "cli-tables-home";

static uint64_t next_random(uint64_t *state)
{
    uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* An Ayoayo position with 8 to 15 counters on the board (the table's
 * reach, games.c), the rest captured, South to move, not over. */
static bool endgame_position(uint64_t *rng, RulesPosition *p)
{
    rules_setup(p, RULES_GAME_AYOAYO, 6);
    int on_board = 8 + (int)(next_random(rng) % 8);
    memset(p->holes, 0, sizeof p->holes);
    for (int k = 0; k < on_board; k++) {
        p->holes[next_random(rng) % 12]++;
    }
    int captured = rules_start_total(p) - on_board;
    p->captured[RULES_SOUTH] = (uint16_t)(captured / 2);
    p->captured[RULES_NORTH] = (uint16_t)(captured - captured / 2);
    p->moves_played = 40;
    RulesMove moves[RULES_MAX_MOVES];
    RulesWhy why;
    return rules_position_valid(p, &why) && rules_legal_moves(p, moves) > 1;
}

static int ai_move(const char *json, const char *extra, char *err,
                   size_t err_size)
{
    char args[POSJSON_MAX + 200], out[64];
    snprintf(args, sizeof args, "ai --level expert %s --position '%s'",
             extra, json);
    if (err) {
        cli(args, true, err, err_size);
    }
    if (cli(args, false, out, sizeof out) != 0) {
        return -1;
    }
    return atoi(out);
}

/* 55: without --tables, in a new data folder, the first call builds the
 * table there (saying so on stderr), and the expert then answers a
 * table-known position with the table's move, where the search alone of
 * a small budget plays another. */
TEST(ai_plays_the_table_move_from_the_data_folder)
{
    char path[256];
    snprintf(path, sizeof path, "%s/endgame-ayoayo-6-15.table", home);
    remove(path);
    uint64_t rng = 7;
    RulesPosition p;
    while (!endgame_position(&rng, &p)) {
    }
    char json[POSJSON_MAX], err[2048];
    posjson_write(&p, json, sizeof json);
    CHECK(ai_move(json, "--ms 50", err, sizeof err) >= 0);
    struct stat st;
    CHECK(stat(path, &st) == 0 && st.st_size > 1000000);
    /* The first of the two runs built it: seconds of work, said. */
    CHECK(strstr(err, "reading or building the computer's tables for "
                      "Ayoayo") != NULL);
    /* The same table in this process, read from the folder. */
    ai_endgame_setup(home, 0);
    CHECK(ai_endgame_prepare(RULES_GAME_AYOAYO, 6));
    int found = 0;
    for (int tries = 0; tries < HOME_TRIES && found < 3; tries++) {
        if (!endgame_position(&rng, &p)) {
            continue;
        }
        RulesMove moves[RULES_MAX_MOVES];
        int n = rules_legal_moves(&p, moves);
        AiSolved s;
        int keep = ai_endgame_keep(&p, NULL, 0, moves, n, &s);
        if (keep == 0 || s.outcome == AI_OUTCOME_DRAW) {
            continue; /* a draw leaves the choice to the search */
        }
        posjson_write(&p, json, sizeof json);
        int searched = ai_move(json, "--nodes 1000 --no-tables", NULL, 0);
        bool keeps = false;
        for (int k = 0; k < keep; k++) {
            keeps |= moves[k].hole == searched;
        }
        if (keeps) {
            continue; /* the search alone finds a move as good */
        }
        found++;
        CHECK_INT(ai_move(json, "--nodes 1000", NULL, 0), moves[0].hole);
        CHECK_INT(ai_move(json, "--ms 50", NULL, 0), moves[0].hole);
    }
    CHECK(found > 0);
    ai_endgame_reset();
}

static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        return NULL;
    }
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = size > 0 ? malloc((size_t)size) : NULL;
    *len = buf ? fread(buf, 1, (size_t)size, f) : 0;
    fclose(f);
    return buf;
}

/* Modiar's table is kept in the data folder (MANCALA_HOME, set in main; each of these builds it again):
 * the first run builds and keeps it, later runs read it; a kept file with
 * a changed byte is never trusted: it is built again, the same to the
 * byte, and the answers stay the same. (A file cut short or of another
 * table: test_endgame's cache tests, the same code.) */
TEST(modiar_table_is_kept_and_a_damaged_one_is_built_again)
{
    const char *path = "cli-tables-home/solved-modiar-3.table";
    char first[64], again[64];
    CHECK_INT(cli("solve --game modiar --moves \"0 3\"", false, first,
                  sizeof first),
              0);
    size_t len = 0;
    char *kept = slurp(path, &len);
    CHECK(kept != NULL);
    /* a header, both margins of 12,271,512 boards, a sum */
    CHECK(len == sizeof(AiKeptId) + 2 * (size_t)12271512 + 8);
    FILE *f = kept ? fopen(path, "r+b") : NULL;
    CHECK(f != NULL);
    if (f) {
        fseek(f, (long)(len / 2), SEEK_SET);
        fputc(kept[len / 2] ^ 0x40, f);
        fclose(f);
    }
    CHECK_INT(cli("solve --game modiar --moves \"0 3\"", false, again,
                  sizeof again),
              0);
    CHECK_STR(again, first);
    size_t len2 = 0;
    char *rebuilt = slurp(path, &len2);
    CHECK(rebuilt && len2 == len && kept && memcmp(rebuilt, kept, len) == 0);
    free(rebuilt);
    free(kept);
}

/* 56.2: a table whose values were changed and whose checksum was
 * computed again (it said "win 30-12" for a lost position) is not
 * trusted: a sample of its boards does not keep the recurrence under
 * today's rules. It is set aside, said once, and built again: the same
 * bytes and answers as a fresh folder's. */
TEST(modiar_table_with_changed_values_is_set_aside_and_built_again)
{
    const char *path = "cli-tables-home/solved-modiar-3.table";
    char first[64], again[64], err[1024];
    CHECK_INT(cli("solve --game modiar --moves \"0 3\"", false, first,
                  sizeof first),
              0);
    size_t len = 0;
    char *good = slurp(path, &len);
    CHECK(good != NULL && len > sizeof(AiKeptId) + 8);
    if (!good) {
        return;
    }
    char *bad = malloc(len);
    memcpy(bad, good, len);
    /* Every margin negated: wins read as losses. */
    for (size_t i = sizeof(AiKeptId); i < len - 8; i++) {
        bad[i] = (char)-(signed char)bad[i];
    }
    uint64_t sum = ai_kept_checksum((const uint8_t *)bad, len - 8);
    memcpy(bad + len - 8, &sum, 8);
    FILE *f = fopen(path, "wb");
    CHECK(f && fwrite(bad, 1, len, f) == len);
    fclose(f);
    CHECK_INT(cli("solve --game modiar --moves \"0 3\"", true, err,
                  sizeof err),
              0);
    /* Said once, first (the build's progress lines may follow). */
    CHECK(strncmp(err, "mancala-cli: the computer's table ", 34) == 0);
    CHECK(strstr(err, "do not agree with today's rules") != NULL);
    CHECK(strstr(err + 1, "the computer's table") == NULL ||
          strstr(strstr(err, "\n"), "the computer's table") == NULL);
    CHECK_INT(cli("solve --game modiar --moves \"0 3\"", false, again,
                  sizeof again),
              0);
    CHECK_STR(again, first);
    size_t n = 0, n_aside = 0;
    char *kept = slurp(path, &n);
    char *aside = slurp("cli-tables-home/solved-modiar-3.table.untrusted",
                        &n_aside);
    CHECK(kept && n == len && memcmp(kept, good, len) == 0);
    CHECK(aside && n_aside == len && memcmp(aside, bad, len) == 0);
    /* A fresh folder answers the same. */
    setenv("MANCALA_HOME", "cli-fresh-home", 1);
    CHECK_INT(cli("solve --game modiar --moves \"0 3\"", false, again,
                  sizeof again),
              0);
    CHECK_STR(again, first);
    remove("cli-fresh-home/solved-modiar-3.table");
    remove("cli-fresh-home/solved-modiar-3.table.lock");
    rmdir("cli-fresh-home");
    setenv("MANCALA_HOME", home, 1);
    remove("cli-tables-home/solved-modiar-3.table.untrusted");
    free(kept);
    free(aside);
    free(bad);
    free(good);
}

int main(void)
{
    mkdir(home, 0700);
    setenv("MANCALA_HOME", home, 1);
    RUN(ai_plays_the_table_move_from_the_data_folder);
    RUN(modiar_table_is_kept_and_a_damaged_one_is_built_again);
    RUN(modiar_table_with_changed_values_is_set_aside_and_built_again);
    return check_summary();
}
