/* genfigure.c: figures of the boards as made where each game is played, composed from the pictures genimages draws. */
#include "genfigure.h"

#include "genimages.h"

#include <math.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

/*
 * Only what the histories say (docs/SOURCES.md):
 * - Modiar: children dig six small hollows in hard ground and gather
 *   ordinary or smooth river pebbles for counters (seven to a hollow);
 * - Ayoayo: a long wooden board, two rows of six round holes, a larger
 *   store, oju, carved at each end (the seeds are not described: none);
 * - Urim: a carved board of two rows of six holes, hollows at the ends
 *   for captured seeds, polished nicker seeds (three to a hole).
 * The board is seen from above and a little in front: its edge shows.
 */

typedef struct Pic {
    unsigned char *px;
    int w, h;
} Pic;

static int find(const char *name)
{
    for (int i = 0; i < genimages_count(); i++) {
        if (strcmp(genimages_file(i)->name, name) == 0) {
            return i;
        }
    }
    return -1;
}

static Pic load(const char *name)
{
    Pic p = {NULL, 0, 0};
    int i = find(name);
    if (i >= 0) {
        p.px = genimages_render(i);
        p.w = genimages_file(i)->width;
        p.h = genimages_file(i)->height;
    }
    return p;
}

static double clamp01(double x)
{
    return x < 0 ? 0 : (x > 1 ? 1 : x);
}

/* Bilinear sample (straight RGBA, 0..1); `wrap` tiles, else transparent
 * outside. */
static void sample(const Pic *p, double u, double v, bool wrap, double o[4])
{
    double fx = u - 0.5, fy = v - 0.5;
    double x0 = floor(fx), y0 = floor(fy);
    double tx = fx - x0, ty = fy - y0;
    double acc[4] = {0, 0, 0, 0};
    for (int k = 0; k < 4; k++) {
        int xi = (int)x0 + (k & 1), yi = (int)y0 + (k >> 1);
        double wgt = ((k & 1) ? tx : 1 - tx) * ((k >> 1) ? ty : 1 - ty);
        if (wrap) {
            xi = ((xi % p->w) + p->w) % p->w;
            yi = ((yi % p->h) + p->h) % p->h;
        } else if (xi < 0 || yi < 0 || xi >= p->w || yi >= p->h) {
            continue;
        }
        const unsigned char *s = &p->px[((size_t)yi * (size_t)p->w +
                                         (size_t)xi) * 4u];
        double a = s[3] / 255.0;
        /* premultiplied while filtering, so edges do not darken */
        acc[0] += wgt * a * s[0] / 255.0;
        acc[1] += wgt * a * s[1] / 255.0;
        acc[2] += wgt * a * s[2] / 255.0;
        acc[3] += wgt * a;
    }
    o[3] = acc[3];
    for (int c = 0; c < 3; c++) {
        o[c] = acc[3] > 0 ? acc[c] / acc[3] : 0;
    }
}

/* Straight-alpha "over" of colour c (0..1) with coverage a at (x, y). */
static void over(unsigned char *px, int w, int x, int y, const double c[3],
                 double a)
{
    unsigned char *d = &px[((size_t)y * (size_t)w + (size_t)x) * 4u];
    double da = d[3] / 255.0;
    double oa = a + da * (1 - a);
    if (oa <= 0) {
        return;
    }
    for (int k = 0; k < 3; k++) {
        double v = (c[k] * a + d[k] / 255.0 * da * (1 - a)) / oa;
        d[k] = (unsigned char)(clamp01(v) * 255.0 + 0.5);
    }
    d[3] = (unsigned char)(clamp01(oa) * 255.0 + 0.5);
}

/* Signed distance to a rounded rectangle (negative inside). */
static double rrect(double x, double y, double cx, double cy, double hw,
                    double hh, double r)
{
    double qx = fabs(x - cx) - hw + r, qy = fabs(y - cy) - hh + r;
    double ox = qx > 0 ? qx : 0, oy = qy > 0 ? qy : 0;
    double out = sqrt(ox * ox + oy * oy);
    double in = qx > qy ? qx : qy;
    return out + (in < 0 ? in : 0) - r;
}

/* Draws picture p scaled into the box (x0, y0, bw, bh) over the figure. */
static void blit(unsigned char *px, int w, int h, const Pic *p, double x0,
                 double y0, double bw, double bh, double tint)
{
    int xa = (int)floor(x0), ya = (int)floor(y0);
    int xb = (int)ceil(x0 + bw), yb = (int)ceil(y0 + bh);
    for (int y = ya < 0 ? 0 : ya; y < yb && y < h; y++) {
        for (int x = xa < 0 ? 0 : xa; x < xb && x < w; x++) {
            double s[4];
            sample(p, (x + 0.5 - x0) / bw * p->w, (y + 0.5 - y0) / bh * p->h,
                   false, s);
            for (int k = 0; k < 3; k++) {
                s[k] *= tint;
            }
            if (s[3] > 0) {
                over(px, w, x, y, s, s[3]);
            }
        }
    }
}

typedef struct Slab {
    double cx, cy, hw, hh, r; /* the top face */
    double thick;             /* the front edge below it */
} Slab;

/* A board: shadow, front edge (darker), top face of `surface`. For earth,
 * `ragged` wears the outline into uneven ground. */
static void draw_slab(unsigned char *px, int w, int h, const Slab *s,
                      const Pic *surface, bool ragged)
{
    const double black[3] = {0, 0, 0};
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
            double fx = x + 0.5, fy = y + 0.5;
            double sh = rrect(fx, fy, s->cx + 6, s->cy + s->thick + 10,
                              s->hw + 4, s->hh, s->r);
            double shadow = ragged ? 0 : clamp01(1 - (sh + 14) / 28) * 0.35;
            if (shadow > 0) {
                over(px, w, x, y, black, shadow);
            }
            double c[4];
            sample(surface, fx * 0.9 + 37, fy * 0.9 + 11, true, c);
            double wobble = 0;
            if (ragged) {
                /* lumps along the edge, from the texture's own grain */
                double g[4];
                sample(surface, fx * 0.25, fy * 0.25, true, g);
                wobble = (g[0] + g[1] + g[2] - 1.5) * 22;
            }
            double side = rrect(fx, fy - s->thick, s->cx, s->cy, s->hw,
                                s->hh, s->r) + wobble;
            double top = rrect(fx, fy, s->cx, s->cy, s->hw, s->hh, s->r) +
                         wobble;
            if (side < 0.5 && s->thick > 0) {
                double d[3] = {c[0] * 0.55, c[1] * 0.5, c[2] * 0.45};
                over(px, w, x, y, d, clamp01(0.5 - side));
            }
            if (top < 0.5) {
                /* light from the upper left, and a lit rim */
                double lit = 1.0 + clamp01((2.5 + top) / 2.5) * 0.18 *
                                       (fx < s->cx ? 1 : 0.4);
                double t[3] = {clamp01(c[0] * lit), clamp01(c[1] * lit),
                               clamp01(c[2] * lit)};
                /* ground fades out into the page; a board has an edge */
                over(px, w, x, y, t,
                     ragged ? clamp01(-top / 24) : clamp01(0.5 - top));
            }
        }
    }
}

/* A counter's place in a hole: k of n, a small ring around the centre. */
static void counter_spot(int k, int n, double d, double *dx, double *dy)
{
    static const double ring[7][2] = {{0, 0},       {0.5, 0},
                                      {0.25, 0.43}, {-0.25, 0.43},
                                      {-0.5, 0},    {-0.25, -0.43},
                                      {0.25, -0.43}};
    double s = n > 3 ? 0.26 : 0.2;
    int i = n == 3 ? (k * 2 + 1) % 7 : k % 7;
    *dx = ring[i][0] * d * s * 2;
    *dy = ring[i][1] * d * s * 2 * 0.8;
}

typedef struct Board {
    const char *surface, *hole, *store; /* store NULL: none */
    const char *counters[3];            /* pictures taken in turn */
    int cols, per_hole;
    double hole_d, gap, thick;
    bool ragged;
} Board;

static int draw_board(unsigned char *px, int w, int h, const Board *b)
{
    Pic surface = load(b->surface), hole = load(b->hole);
    Pic store = b->store ? load(b->store) : (Pic){NULL, 0, 0};
    Pic counter[3] = {{NULL, 0, 0}, {NULL, 0, 0}, {NULL, 0, 0}};
    int kinds = 0;
    while (kinds < 3 && b->counters[kinds]) {
        counter[kinds] = load(b->counters[kinds]);
        kinds++;
    }
    int rc = surface.px && hole.px && (!b->store || store.px) ? 0 : -1;
    for (int k = 0; k < kinds; k++) {
        rc = counter[k].px ? rc : -1;
    }
    if (rc == 0) {
        double pitch = b->hole_d + b->gap;
        double store_w = b->store ? b->hole_d * 0.95 : 0;
        double rows_w = pitch * b->cols;
        double bw = rows_w + 2 * (store_w + (b->store ? b->gap * 2 : 0)) +
                    b->gap * 1.6;
        double bh = pitch * 2 + b->gap * 1.2;
        Slab s = {w / 2.0, (h - b->thick) / 2.0 - 6, bw / 2, bh / 2,
                  b->store ? bh * 0.42 : bh * 0.3, b->thick};
        draw_slab(px, w, h, &s, &surface, b->ragged);
        double x0 = s.cx - rows_w / 2 + pitch / 2;
        double hd = b->hole_d * 1.06;
        for (int row = 0; row < 2; row++) {
            double cy = s.cy + (row ? 0.5 : -0.5) * pitch;
            for (int c = 0; c < b->cols; c++) {
                double cx = x0 + c * pitch;
                blit(px, w, h, &hole, cx - hd / 2, cy - hd / 2, hd, hd, 1);
                for (int k = 0; k < b->per_hole; k++) {
                    double dx, dy;
                    counter_spot(k, b->per_hole, b->hole_d, &dx, &dy);
                    double cs = b->hole_d * (b->per_hole > 3 ? 0.42 : 0.5);
                    const Pic *pic = &counter[(row * 7 + c * 3 + k) % kinds];
                    blit(px, w, h, pic, cx + dx - cs / 2, cy + dy - cs / 2,
                         cs, cs, 1);
                }
            }
        }
        if (b->store) {
            double sh = pitch * 2 - b->gap * 0.4;
            double sx = rows_w / 2 + b->gap * 1.4 + store_w / 2;
            for (int side = 0; side < 2; side++) {
                double cx = s.cx + (side ? sx : -sx);
                blit(px, w, h, &store, cx - store_w * 0.53, s.cy - sh * 0.53,
                     store_w * 1.06, sh * 1.06, 1);
            }
        }
    }
    free(surface.px);
    free(hole.px);
    free(store.px);
    for (int k = 0; k < kinds; k++) {
        free(counter[k].px);
    }
    return rc;
}

int genfigure_render(unsigned char *px, int w, int h, const char *game)
{
    static const Board modiar = {
        "earth.png", "pit-earth.png", NULL,
        {"seed-6.png", "seed-8.png", "seed-7.png"}, 3, 7, 74, 34, 0, true};
    static const Board ayoayo = {
        "wood.png", "pit.png", "store.png", {NULL, NULL, NULL}, 6, 0, 58,
        14, 16, false};
    static const Board urim = {
        "wood.png", "pit.png", "store.png", {"seed-1.png", NULL, NULL}, 6, 3,
        60, 20, 22, false};
    const Board *b = strcmp(game, "modiar") == 0   ? &modiar
                     : strcmp(game, "ayoayo") == 0 ? &ayoayo
                     : strcmp(game, "urim") == 0   ? &urim
                                                   : NULL;
    memset(px, 0, (size_t)w * (size_t)h * 4u);
    return b ? draw_board(px, w, h, b) : -1;
}
