/* duels.c: the head-to-head tally of two named people on one screen, per game: read, counted under the data folder's lock and written atomically (safeio). */
#include "duels.h"

#include "safeio.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform.h"

#define DUELS_MAGIC "mancala-atlas-duels 1"

static bool path_of(const char *dir, char *buf, size_t size)
{
    int n = dir && *dir ? snprintf(buf, size, "%s/duels.txt", dir) : -1;
    return n > 0 && (size_t)n < size;
}

/* A name as kept: no tab or line break, at most DUELS_NAME_MAX - 1 bytes
 * ending at a whole character; false when nothing is left. */
static bool clean_name(char out[DUELS_NAME_MAX], const char *in)
{
    size_t n = safeio_utf8_fit(in, DUELS_NAME_MAX - 1);
    memcpy(out, in, n);
    out[n] = '\0';
    for (char *p = out; *p; p++) {
        if (*p == '\t' || *p == '\n' || *p == '\r') {
            *p = ' ';
        }
    }
    return out[strspn(out, " ")] != '\0';
}

static Duel *find(Duels *d, const char *game, const char *n0, const char *n1)
{
    for (int i = 0; i < d->count; i++) {
        Duel *e = &d->items[i];
        if (strcmp(e->game, game) == 0 && strcmp(e->names[0], n0) == 0 &&
            strcmp(e->names[1], n1) == 0) {
            return e;
        }
    }
    return NULL;
}

bool duels_add(Duels *d, const char *game, const char *a, const char *b,
               int winner)
{
    char n[2][DUELS_NAME_MAX];
    if (!game || strlen(game) >= DUELS_GAME_MAX || !clean_name(n[0], a) ||
        !clean_name(n[1], b) || strcmp(n[0], n[1]) == 0) {
        return false;
    }
    bool swap = strcmp(n[0], n[1]) > 0;
    int first = swap ? 1 : 0;
    Duel *e = find(d, game, n[first], n[1 - first]);
    if (!e) {
        if (d->count == DUELS_MAX) {
            memmove(d->items, d->items + 1,
                    (DUELS_MAX - 1) * sizeof d->items[0]);
            d->count--;
        }
        e = &d->items[d->count++];
        memset(e, 0, sizeof *e);
        snprintf(e->game, sizeof e->game, "%s", game);
        memcpy(e->names[0], n[first], sizeof e->names[0]);
        memcpy(e->names[1], n[1 - first], sizeof e->names[1]);
    }
    long *c = winner < 0 ? &e->draws : &e->wins[swap ? 1 - winner : winner];
    *c += *c < DUELS_COUNT_MAX;
    return true;
}

bool duels_find(const Duels *d, const char *game, const char *a,
                const char *b, Duel *out)
{
    bool swap = strcmp(a, b) > 0;
    const Duel *e = find((Duels *)d, game, swap ? b : a, swap ? a : b);
    if (!e) {
        return false;
    }
    *out = *e;
    if (swap) {
        memcpy(out->names[0], e->names[1], sizeof out->names[0]);
        memcpy(out->names[1], e->names[0], sizeof out->names[1]);
        out->wins[0] = e->wins[1];
        out->wins[1] = e->wins[0];
    }
    return true;
}

/* "<game>\t<name>\t<name>\t<wins> <draws> <wins>", into the Duels `ctx`
 * (safeio_read_lines). */
static bool read_line(void *ctx, char *line)
{
    Duels *d = ctx;
    char *f[4];
    for (int i = 0; i < 3; i++) {
        f[i] = line;
        char *tab = strchr(line, '\t');
        if (!tab) {
            return false;
        }
        *tab = '\0';
        line = tab + 1;
    }
    f[3] = line;
    long w0, dr, w1;
    char extra;
    if (d->count == DUELS_MAX ||
        sscanf(f[3], "%ld %ld %ld %c", &w0, &dr, &w1, &extra) != 3 ||
        w0 < 0 || dr < 0 || w1 < 0 || w0 > DUELS_COUNT_MAX ||
        dr > DUELS_COUNT_MAX || w1 > DUELS_COUNT_MAX ||
        strlen(f[0]) >= DUELS_GAME_MAX || strlen(f[1]) >= DUELS_NAME_MAX ||
        strlen(f[2]) >= DUELS_NAME_MAX || strcmp(f[1], f[2]) >= 0 ||
        !*f[0] || find(d, f[0], f[1], f[2])) {
        return false;
    }
    Duel *e = &d->items[d->count++];
    snprintf(e->game, sizeof e->game, "%s", f[0]);
    snprintf(e->names[0], sizeof e->names[0], "%s", f[1]);
    snprintf(e->names[1], sizeof e->names[1], "%s", f[2]);
    e->wins[0] = w0;
    e->draws = dr;
    e->wins[1] = w1;
    return true;
}

bool duels_load(const char *dir, Duels *out, char *why, size_t why_size)
{
    out->count = 0;
    char path[1200], reason[SAFEIO_WHY_MAX];
    if (!path_of(dir, path, sizeof path)) {
        snprintf(why, why_size, "no data folder");
        return true; /* nothing kept: an empty tally */
    }
    int bad = safeio_read_lines(path, 256 * 1024, DUELS_MAGIC, read_line, out,
                                reason, sizeof reason);
    if (bad < 0) {
        snprintf(why, why_size, "%s", reason);
        return strcmp(reason, "no such file") == 0;
    }
    if (bad > 0) {
        snprintf(why, why_size, "line %d is not a line of a head-to-head "
                                "tally", bad);
        out->count = 0;
    }
    return bad == 0;
}

static int save(const char *path, const Duels *d)
{
    size_t size = 64 + (size_t)d->count * (DUELS_GAME_MAX +
                                           2 * DUELS_NAME_MAX + 40);
    char *text = malloc(size);
    if (!text) {
        return ENOMEM;
    }
    size_t n = (size_t)snprintf(text, size, "%s\n", DUELS_MAGIC);
    for (int i = 0; i < d->count; i++) {
        const Duel *e = &d->items[i];
        n += (size_t)snprintf(text + n, size - n, "%s\t%s\t%s\t%ld %ld %ld\n",
                              e->game, e->names[0], e->names[1], e->wins[0],
                              e->draws, e->wins[1]);
    }
    int e = safeio_write_atomic(path, text, n);
    free(text);
    return e;
}

int duels_count(const char *dir, const char *game, const char *a,
                const char *b, int winner, Duels *out)
{
    char path[1200], why[200];
    if (!path_of(dir, path, sizeof path)) {
        return duels_add(out, game, a, b, winner) ? 0 : EINVAL;
    }
    int lock = safeio_lock(dir);
    if (!duels_load(dir, out, why, sizeof why)) {
        safeio_set_aside(path, ".bad", NULL, 0);
    }
    int e = duels_add(out, game, a, b, winner) ? save(path, out) : EINVAL;
    safeio_unlock(lock);
    return e;
}
