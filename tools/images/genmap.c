/* genmap.c: draws the map pictures (a region's map, and one inset a game) from the country outlines. */
#include "genmap.h"

#include "outline.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Each pixel is 4 x 4 samples: smooth coasts without a vector renderer. */
enum { SS = 4, SEA = 255, LAND_TONES = 5 };

typedef struct Rgb8 {
    unsigned char r, g, b;
} Rgb8;

/* The game's palette: parchment land, a muted sea, ink lines. */
static const Rgb8 sea = {163, 186, 190};
static const Rgb8 land_tones[LAND_TONES] = {
    {238, 224, 192}, {226, 206, 164}, {242, 216, 172},
    {220, 200, 158}, {232, 214, 182}};
static const Rgb8 elsewhere = {206, 199, 184}; /* land of other continents */
static const Rgb8 highlight_col = {240, 178, 86};
static const Rgb8 coast_ink = {70, 56, 44};
static const Rgb8 border_ink = {150, 122, 92};

/* ---- Colours: neighbours differ ---- */

/* Countries whose outlines come within a grid cell of each other are
 * neighbours: DCW draws a shared border twice, once a country. */
enum { CELL = 50 }; /* in outline units: 0.05 degree */

typedef struct CellPoint {
    uint32_t key;
    unsigned char country;
} CellPoint;

static uint32_t cell_key(int32_t x, int32_t y)
{
    /* the domain's width in cells, and one either side: any domain of the
     * globe (7202 x 3602 cells at most) */
    uint32_t row = (uint32_t)((map_domain[1] - map_domain[0]) / CELL + 3);
    uint32_t cx = (uint32_t)((x - map_domain[0]) / CELL);
    uint32_t cy = (uint32_t)((y - map_domain[2]) / CELL);
    return cy * row + cx;
}

static int cmp_cell(const void *a, const void *b)
{
    const CellPoint *p = a, *q = b;
    if (p->key != q->key) {
        return p->key < q->key ? -1 : 1;
    }
    return (int)p->country - (int)q->country;
}

/* adj[a * n + b] = 1 when countries a and b touch. */
static unsigned char *neighbours(void)
{
    int n = map_country_count;
    unsigned char *adj = calloc((size_t)n * (size_t)n, 1);
    CellPoint *pts = malloc(sizeof *pts * (size_t)map_point_count * 9u);
    if (!adj || !pts) {
        free(adj);
        free(pts);
        return NULL;
    }
    size_t m = 0;
    for (int c = 0; c < n; c++) {
        const MapCountry *k = &map_countries[c];
        for (int r = k->first_ring; r < k->first_ring + k->ring_count; r++) {
            for (int i = 0; i < map_rings[r].point_count; i++) {
                const int32_t *p =
                    &map_points[2 * (map_rings[r].first_point + i)];
                for (int dy = -1; dy <= 1; dy++) {
                    for (int dx = -1; dx <= 1; dx++) {
                        pts[m].key = cell_key(p[0] + dx * CELL + CELL,
                                              p[1] + dy * CELL + CELL);
                        pts[m].country = (unsigned char)c;
                        m++;
                    }
                }
            }
        }
    }
    qsort(pts, m, sizeof *pts, cmp_cell);
    for (size_t i = 0; i < m;) {
        size_t j = i;
        while (j < m && pts[j].key == pts[i].key) {
            j++;
        }
        for (size_t a = i; a < j; a++) {
            for (size_t b = a + 1; b < j; b++) {
                int ca = pts[a].country, cb = pts[b].country;
                if (ca != cb) {
                    adj[ca * n + cb] = adj[cb * n + ca] = 1;
                }
            }
        }
        i = j;
    }
    free(pts);
    return adj;
}

static bool is_game_country(int c)
{
    for (int i = 0; i < atlas_place_count(); i++) {
        if (strcmp(atlas_place(i)->country, map_countries[c].code) == 0) {
            return true;
        }
    }
    return false;
}

/* The fill of every country: each country of the map's continent one of
 * the land tones, none the same as a neighbour's (greedy, in the data's
 * order, so the region's map and its insets agree). */
static int country_colours(Rgb8 *out, const char *continent,
                           const char *highlight)
{
    int n = map_country_count;
    unsigned char *adj = neighbours();
    int *tone = malloc(sizeof *tone * (size_t)n);
    if (!adj || !tone) {
        free(adj);
        free(tone);
        return -1;
    }
    for (int c = 0; c < n; c++) {
        tone[c] = -1;
        if (strcmp(map_countries[c].continent, continent) != 0) {
            out[c] = elsewhere;
            continue;
        }
        bool used[LAND_TONES] = {false};
        for (int d = 0; d < c; d++) {
            if (adj[c * n + d] && tone[d] >= 0) {
                used[tone[d]] = true;
            }
        }
        int t = 0;
        while (t < LAND_TONES - 1 && used[t]) {
            t++;
        }
        tone[c] = t;
        out[c] = land_tones[t];
    }
    for (int c = 0; c < n; c++) {
        bool lit = highlight ? strcmp(map_countries[c].code, highlight) == 0
                             : is_game_country(c);
        if (lit) {
            out[c] = highlight_col;
        }
    }
    free(adj);
    free(tone);
    return 0;
}

/* ---- Filling the outlines ---- */

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : (x > y ? 1 : 0);
}

/* The country's outline in sample coordinates. */
static double *project_country(const AtlasFrame *f, int c, int *count)
{
    const MapCountry *k = &map_countries[c];
    int total = 0;
    for (int r = k->first_ring; r < k->first_ring + k->ring_count; r++) {
        total += map_rings[r].point_count;
    }
    double *xy = malloc(sizeof *xy * 2u * (size_t)(total > 0 ? total : 1));
    if (!xy) {
        return NULL;
    }
    int m = 0;
    for (int r = k->first_ring; r < k->first_ring + k->ring_count; r++) {
        for (int i = 0; i < map_rings[r].point_count; i++) {
            const int32_t *p = &map_points[2 * (map_rings[r].first_point + i)];
            double x, y;
            atlas_project(f, (double)p[0] / MAP_UNITS,
                          (double)p[1] / MAP_UNITS, &x, &y);
            xy[2 * m] = x * SS;
            xy[2 * m + 1] = y * SS;
            m++;
        }
    }
    *count = m;
    return xy;
}

/* Fills country c into the sample grid, even-odd over its rings. */
static int fill_country(unsigned char *ids, int sw, int sh,
                        const AtlasFrame *f, int c)
{
    int m = 0;
    double *xy = project_country(f, c, &m);
    double *cross = malloc(sizeof *cross * (size_t)(m > 0 ? m : 1));
    if (!xy || !cross) {
        free(xy);
        free(cross);
        return -1;
    }
    double ymin = 1e30, ymax = -1e30;
    for (int i = 0; i < m; i++) {
        ymin = xy[2 * i + 1] < ymin ? xy[2 * i + 1] : ymin;
        ymax = xy[2 * i + 1] > ymax ? xy[2 * i + 1] : ymax;
    }
    int r0 = (int)floor(ymin), r1 = (int)floor(ymax) + 1;
    r0 = r0 < 0 ? 0 : r0;
    r1 = r1 > sh ? sh : r1;
    const MapCountry *k = &map_countries[c];
    for (int row = r0; row < r1; row++) {
        double y = row + 0.5;
        int nc = 0, base = 0;
        for (int r = k->first_ring; r < k->first_ring + k->ring_count; r++) {
            int n = map_rings[r].point_count;
            const double *p = &xy[2 * base];
            for (int i = 0, j = n - 1; i < n; j = i++) {
                double yi = p[2 * i + 1], yj = p[2 * j + 1];
                if ((yi > y) != (yj > y)) {
                    double xi = p[2 * i], xj = p[2 * j];
                    cross[nc++] = xj + (y - yj) / (yi - yj) * (xi - xj);
                }
            }
            base += n;
        }
        qsort(cross, (size_t)nc, sizeof *cross, cmp_double);
        for (int i = 0; i + 1 < nc; i += 2) {
            /* samples whose centre lies between the two crossings */
            int x0 = (int)ceil(cross[i] - 0.5);
            int x1 = (int)ceil(cross[i + 1] - 0.5);
            x0 = x0 < 0 ? 0 : x0;
            x1 = x1 > sw ? sw : x1;
            if (x1 > x0) {
                memset(&ids[(size_t)row * (size_t)sw + (size_t)x0],
                       (unsigned char)c, (size_t)(x1 - x0));
            }
        }
    }
    free(xy);
    free(cross);
    return 0;
}

/* ---- Lines: coasts and borders ---- */

enum { LINE_COAST = 1, LINE_BORDER = 2 };

/* Marks samples that touch a different neighbour: a coast when one side is
 * sea, a border between two countries. */
static void mark_edges(const unsigned char *ids, unsigned char *lines,
                       int sw, int sh)
{
    for (int y = 0; y < sh; y++) {
        for (int x = 0; x < sw; x++) {
            size_t i = (size_t)y * (size_t)sw + (size_t)x;
            unsigned char a = ids[i];
            static const int dx[4] = {1, -1, 0, 0};
            static const int dy[4] = {0, 0, 1, -1};
            for (int d = 0; d < 4; d++) {
                int nx = x + dx[d], ny = y + dy[d];
                if (nx < 0 || ny < 0 || nx >= sw || ny >= sh) {
                    continue;
                }
                unsigned char b = ids[(size_t)ny * (size_t)sw + (size_t)nx];
                if (a != b) {
                    lines[i] |= (a == SEA || b == SEA) ? LINE_COAST
                                                       : LINE_BORDER;
                }
            }
        }
    }
}

/* dst = src with each mark of `bit` spread one sample along (dx, dy) and
 * back. */
static void spread(const unsigned char *src, unsigned char *dst, int sw,
                   int sh, int dx, int dy, unsigned char bit)
{
    for (int y = 0; y < sh; y++) {
        for (int x = 0; x < sw; x++) {
            unsigned char v = 0;
            for (int d = -1; d <= 1; d++) {
                int nx = x + d * dx, ny = y + d * dy;
                if (nx >= 0 && nx < sw && ny >= 0 && ny < sh) {
                    v |= src[(size_t)ny * (size_t)sw + (size_t)nx] & bit;
                }
            }
            dst[(size_t)y * (size_t)sw + (size_t)x] = v;
        }
    }
}

/* Widens the marks of `bit` by one sample each way (a square). */
static int widen(unsigned char *lines, int sw, int sh, unsigned char bit)
{
    size_t n = (size_t)sw * (size_t)sh;
    unsigned char *a = malloc(n), *b = malloc(n);
    if (!a || !b) {
        free(a);
        free(b);
        return -1;
    }
    spread(lines, a, sw, sh, 1, 0, bit);
    spread(a, b, sw, sh, 0, 1, bit);
    for (size_t i = 0; i < n; i++) {
        lines[i] |= b[i];
    }
    free(a);
    free(b);
    return 0;
}

int genmap_render(unsigned char *px, const AtlasFrame *f,
                  const char *continent, const char *highlight)
{
    int sw = f->width * SS, sh = f->height * SS;
    size_t ns = (size_t)sw * (size_t)sh;
    unsigned char *ids = malloc(ns);
    unsigned char *lines = calloc(ns, 1);
    Rgb8 *fill = malloc(sizeof *fill * (size_t)map_country_count);
    int rc = ids && lines && fill ? 0 : -1;
    if (rc == 0) {
        memset(ids, SEA, ns);
        rc = country_colours(fill, continent, highlight);
    }
    for (int c = 0; rc == 0 && c < map_country_count; c++) {
        rc = fill_country(ids, sw, sh, f, c);
    }
    if (rc == 0) {
        mark_edges(ids, lines, sw, sh);
        rc = widen(lines, sw, sh, LINE_COAST);
    }
    if (rc == 0) {
        rc = widen(lines, sw, sh, LINE_BORDER);
    }
    for (int y = 0; rc == 0 && y < f->height; y++) {
        for (int x = 0; x < f->width; x++) {
            unsigned r = 0, g = 0, b = 0;
            for (int sy = 0; sy < SS; sy++) {
                for (int sx = 0; sx < SS; sx++) {
                    size_t i = (size_t)(y * SS + sy) * (size_t)sw +
                               (size_t)(x * SS + sx);
                    Rgb8 c = ids[i] == SEA ? sea : fill[ids[i]];
                    if (lines[i] & LINE_COAST) {
                        c = coast_ink;
                    } else if (lines[i] & LINE_BORDER) {
                        c = border_ink;
                    }
                    r += c.r;
                    g += c.g;
                    b += c.b;
                }
            }
            unsigned char *o = &px[((size_t)y * (size_t)f->width +
                                    (size_t)x) * 4u];
            o[0] = (unsigned char)((r + SS * SS / 2) / (SS * SS));
            o[1] = (unsigned char)((g + SS * SS / 2) / (SS * SS));
            o[2] = (unsigned char)((b + SS * SS / 2) / (SS * SS));
            o[3] = 255;
        }
    }
    free(ids);
    free(lines);
    free(fill);
    return rc;
}
