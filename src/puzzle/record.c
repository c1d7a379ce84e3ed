/* record.c: the player's record of puzzles per game (rating, streak, the puzzles solved, the rating's history), kept in the data folder as text and written atomically. */
#include "puzzle.h"

#include "safeio.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define RECORD_MAGIC "mancala-atlas-puzzles 1"

void puzzle_record_init(PuzzleRecord *r)
{
    memset(r, 0, sizeof *r);
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        r->games[g].rating = PUZZLE_RATING_START;
    }
}

static bool id_ok(int id)
{
    return id >= 1 && id < PUZZLE_MAX_ID;
}

/* One line of the file, into the PuzzleRecord `ctx`; false when it is not
 * one the format has (safeio_read_lines). */
static bool read_line(void *ctx, char *line)
{
    PuzzleRecord *r = ctx;
    char name[32], what[16];
    int at = 0;
    if (sscanf(line, "%31s %15s %n", name, what, &at) != 2) {
        return false;
    }
    RulesGameId g;
    if (!rules_game_from_name(name, &g)) {
        return false;
    }
    PuzzleGameRecord *gr = &r->games[g];
    char *p = line + at;
    if (strcmp(what, "rating") == 0) {
        return sscanf(p, "%d streak %d best %d solved %d tried %d day %d",
                      &gr->rating, &gr->streak, &gr->best_streak,
                      &gr->solved, &gr->tried, &gr->day) == 6 &&
               gr->rating >= 100 && gr->rating <= 3000 && gr->streak >= 0 &&
               gr->best_streak >= gr->streak && gr->solved >= 0 &&
               gr->tried >= gr->solved;
    }
    if (strcmp(what, "path") == 0) {
        char *end;
        long v = strtol(p, &end, 10);
        gr->path = (unsigned)v & (PUZZLE_PATH_WATCHED | PUZZLE_PATH_REVIEWED);
        return end != p && *end == '\0' && v >= 0 && v < 4;
    }
    bool history = strcmp(what, "history") == 0;
    if (!history && strcmp(what, "done") != 0) {
        return false;
    }
    for (;;) {
        char *end;
        long v = strtol(p, &end, 10);
        if (end == p) {
            break;
        }
        p = end;
        if (history) {
            if (v < 100 || v > 3000 || gr->history_len == PUZZLE_HISTORY) {
                return false;
            }
            gr->history[gr->history_len++] = (int)v;
        } else {
            if (!id_ok((int)v)) {
                return false;
            }
            gr->done[v / 8] |= (uint8_t)(1u << (v % 8));
        }
    }
    return *p == '\0';
}

bool puzzle_record_load(const char *path, PuzzleRecord *r, char *why,
                        size_t why_size)
{
    puzzle_record_init(r);
    char reason[SAFEIO_WHY_MAX];
    int bad = safeio_read_lines(path, 256 * 1024, RECORD_MAGIC, read_line, r,
                                reason, sizeof reason);
    if (bad < 0) {
        snprintf(why, why_size, "%s", reason);
        return strcmp(reason, "no such file") == 0;
    }
    if (bad > 0) {
        snprintf(why, why_size, "line %d is not a line of a puzzle record",
                 bad);
        puzzle_record_init(r);
    }
    return bad == 0;
}

int puzzle_record_save(const char *path, const PuzzleRecord *r)
{
    char text[RULES_GAME_COUNT * 8000 + 64];
    size_t n = (size_t)snprintf(text, sizeof text, "%s\n", RECORD_MAGIC);
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        const PuzzleGameRecord *gr = &r->games[g];
        const char *name = rules_game_name((RulesGameId)g);
        if (gr->path) {
            n += (size_t)snprintf(text + n, sizeof text - n, "%s path %u\n",
                                  name, gr->path);
        }
        if (gr->tried == 0) {
            continue;
        }
        n += (size_t)snprintf(text + n, sizeof text - n,
                              "%s rating %d streak %d best %d solved %d "
                              "tried %d day %d\n%s history",
                              name, gr->rating, gr->streak, gr->best_streak,
                              gr->solved, gr->tried, gr->day, name);
        for (int i = 0; i < gr->history_len; i++) {
            n += (size_t)snprintf(text + n, sizeof text - n, " %d",
                                  gr->history[i]);
        }
        n += (size_t)snprintf(text + n, sizeof text - n, "\n%s done", name);
        for (int id = 1; id < PUZZLE_MAX_ID; id++) {
            if (gr->done[id / 8] & (1u << (id % 8))) {
                n += (size_t)snprintf(text + n, sizeof text - n, " %d", id);
            }
        }
        n += (size_t)snprintf(text + n, sizeof text - n, "\n");
    }
    return safeio_write_atomic(path, text, n);
}

bool puzzle_record_done(const PuzzleRecord *r, const Puzzle *pz)
{
    const PuzzleGameRecord *gr = &r->games[pz->start.game];
    return id_ok(pz->id) && (gr->done[pz->id / 8] & (1u << (pz->id % 8)));
}

void puzzle_record_result(PuzzleRecord *r, const Puzzle *pz, bool rated,
                          bool first_try, bool solved, int today,
                          bool of_the_day)
{
    PuzzleGameRecord *gr = &r->games[pz->start.game];
    if (rated) {
        gr->tried++;
        gr->rating = puzzle_rating_after(gr->rating, pz->difficulty,
                                         first_try);
        gr->streak = first_try ? gr->streak + 1 : 0;
        if (gr->streak > gr->best_streak) {
            gr->best_streak = gr->streak;
        }
        if (gr->history_len == PUZZLE_HISTORY) {
            memmove(gr->history, gr->history + 1,
                    (PUZZLE_HISTORY - 1) * sizeof gr->history[0]);
            gr->history_len--;
        }
        gr->history[gr->history_len++] = gr->rating;
    }
    if (solved && id_ok(pz->id) && !puzzle_record_done(r, pz)) {
        gr->done[pz->id / 8] |= (uint8_t)(1u << (pz->id % 8));
        gr->solved++;
    }
    if (solved && of_the_day) {
        gr->day = today;
    }
}

void puzzle_record_hint(PuzzleRecord *r, const Puzzle *pz)
{
    PuzzleGameRecord *gr = &r->games[pz->start.game];
    gr->tried++;
    gr->streak = 0;
}

int puzzle_record_update(const char *dir,
                         void (*change)(PuzzleRecord *r, void *ctx),
                         void *ctx, PuzzleRecord *out)
{
    char path[1200], why[200];
    if (!dir || !*dir ||
        snprintf(path, sizeof path, "%s/puzzles.txt", dir) >=
            (int)sizeof path) {
        change(out, ctx); /* no folder: in memory only */
        return 0;
    }
    int lock = safeio_lock(dir);
    if (!puzzle_record_load(path, out, why, sizeof why)) {
        safeio_set_aside(path, ".bad", NULL, 0);
    }
    change(out, ctx);
    int e = puzzle_record_save(path, out);
    safeio_unlock(lock);
    return e;
}
