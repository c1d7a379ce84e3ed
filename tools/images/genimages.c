/* genimages.c: draws every picture in data/images/ procedurally. */
#include "genimages.h"

#include "genfigure.h"
#include "genmap.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include <stb_image_write.h>

/*
 * Only +, -, *, /, sqrt and floor are used on floating point: they
 * are exact (IEEE 754) on every platform, unlike libm's sin/exp/pow, so the
 * PNGs do not drift between C libraries. The few transcendental functions
 * needed are written out below as plain polynomials.
 */

#define GI_PI 3.14159265358979323846

/* ------------------------------------------------------------------ */
/* Small numeric helpers                                              */

static double clampd(double x, double lo, double hi)
{
    return x < lo ? lo : (x > hi ? hi : x);
}

static double mixd(double a, double b, double t)
{
    return a + (b - a) * t;
}

static double smoothd(double e0, double e1, double x)
{
    double t = clampd((x - e0) / (e1 - e0), 0.0, 1.0);
    return t * t * (3.0 - 2.0 * t);
}

static double fractd(double x)
{
    return x - floor(x);
}

/* x to a small non-negative integer power by repeated multiplication. */
static double ipow(double x, int n)
{
    double r = 1.0;
    while (n > 0) {
        if (n & 1) {
            r *= x;
        }
        x *= x;
        n >>= 1;
    }
    return r;
}

/* sin(x) by reduction to [-pi/2, pi/2] and a Taylor series. */
static double gi_sin(double x)
{
    double term;
    double sum;
    double x2;
    x -= 2.0 * GI_PI * floor(x / (2.0 * GI_PI) + 0.5); /* now in [-pi, pi] */
    if (x > GI_PI / 2.0) {
        x = GI_PI - x;
    } else if (x < -GI_PI / 2.0) {
        x = -GI_PI - x;
    }
    term = x;
    sum = x;
    x2 = x * x;
    for (int i = 1; i <= 10; i++) {
        term *= -x2 / (double)((2 * i) * (2 * i + 1));
        sum += term;
    }
    return sum;
}

static double gi_cos(double x)
{
    return gi_sin(x + GI_PI / 2.0);
}

/* ------------------------------------------------------------------ */
/* Hashing and noise. Every noise is periodic so textures tile.      */

static uint32_t hash3(uint32_t a, uint32_t b, uint32_t c)
{
    uint32_t h = a * 0x8da6b343u ^ b * 0xd8163841u ^ c * 0xcb1ab31fu;
    h ^= h >> 16;
    h *= 0x7feb352du;
    h ^= h >> 15;
    h *= 0x846ca68bu;
    h ^= h >> 16;
    return h;
}

static uint32_t wrap(int v, int period)
{
    int m = v % period;
    return (uint32_t)(m < 0 ? m + period : m);
}

/* Uniform in [0, 1) from a lattice point. */
static double hash_unit(int x, int y, int px, int py, uint32_t seed)
{
    return (double)(hash3(wrap(x, px), wrap(y, py), seed) >> 8) /
           16777216.0;
}

/* Unit gradients at 22.5 degree steps (cos and sin written out). */
static const double gradients[16][2] = {
    {1.0, 0.0},        {0.92388, 0.38268},   {0.70711, 0.70711},
    {0.38268, 0.92388}, {0.0, 1.0},          {-0.38268, 0.92388},
    {-0.70711, 0.70711}, {-0.92388, 0.38268}, {-1.0, 0.0},
    {-0.92388, -0.38268}, {-0.70711, -0.70711}, {-0.38268, -0.92388},
    {0.0, -1.0},       {0.38268, -0.92388},  {0.70711, -0.70711},
    {0.92388, -0.38268},
};

static double fade(double t)
{
    return t * t * t * (t * (t * 6.0 - 15.0) + 10.0);
}

static double corner(int ix, int iy, double dx, double dy, int px, int py,
                     uint32_t seed)
{
    const double *g = gradients[hash3(wrap(ix, px), wrap(iy, py), seed) & 15u];
    return g[0] * dx + g[1] * dy;
}

/* Gradient noise, period (px, py) lattice cells, roughly in [-0.7, 0.7]. */
static double perlin(double x, double y, int px, int py, uint32_t seed)
{
    double fx = floor(x);
    double fy = floor(y);
    int ix = (int)fx;
    int iy = (int)fy;
    double tx = x - fx;
    double ty = y - fy;
    double a = corner(ix, iy, tx, ty, px, py, seed);
    double b = corner(ix + 1, iy, tx - 1.0, ty, px, py, seed);
    double c = corner(ix, iy + 1, tx, ty - 1.0, px, py, seed);
    double d = corner(ix + 1, iy + 1, tx - 1.0, ty - 1.0, px, py, seed);
    double u = fade(tx);
    double v = fade(ty);
    return mixd(mixd(a, b, u), mixd(c, d, u), v);
}

/*
 * Fractal sum of gradient noise over a tile: u, v in [0, 1) cover one
 * period, the first octave has (fx, fy) cells across it. Result is scaled to
 * roughly [-1, 1].
 */
static double fbm(double u, double v, int fx, int fy, int octaves,
                  uint32_t seed)
{
    double sum = 0.0;
    double amp = 1.0;
    double norm = 0.0;
    for (int o = 0; o < octaves; o++) {
        sum += amp * perlin(u * fx, v * fy, fx, fy, seed + (uint32_t)o * 101u);
        norm += amp;
        amp *= 0.5;
        fx *= 2;
        fy *= 2;
    }
    return 1.6 * sum / norm;
}

/* Cellular noise over a tile of n x n cells: nearest and second distances. */
static void worley(double u, double v, int n, uint32_t seed, double *f1,
                   double *f2, uint32_t *cell_id, double *near_dx,
                   double *near_dy)
{
    double x = u * n;
    double y = v * n;
    int cx = (int)floor(x);
    int cy = (int)floor(y);
    double best = 1e9;
    double second = 1e9;
    double bx = 0.0;
    double by = 0.0;
    uint32_t id = 0;
    for (int j = -1; j <= 1; j++) {
        for (int i = -1; i <= 1; i++) {
            int gx = cx + i;
            int gy = cy + j;
            double ox = hash_unit(gx, gy, n, n, seed);
            double oy = hash_unit(gx, gy, n, n, seed + 7u);
            double dx = gx + ox - x;
            double dy = gy + oy - y;
            double d = sqrt(dx * dx + dy * dy);
            if (d < best) {
                second = best;
                best = d;
                bx = dx;
                by = dy;
                id = hash3(wrap(gx, n), wrap(gy, n), seed + 13u);
            } else if (d < second) {
                second = d;
            }
        }
    }
    *f1 = best;
    *f2 = second;
    *cell_id = id;
    *near_dx = bx;
    *near_dy = by;
}

/* ------------------------------------------------------------------ */
/* Canvas: straight RGBA in doubles, 0..1.                            */

typedef struct Rgb {
    double r, g, b;
} Rgb;

static Rgb rgb255(int r, int g, int b)
{
    Rgb c = {r / 255.0, g / 255.0, b / 255.0};
    return c;
}

static Rgb rgb_mix(Rgb a, Rgb b, double t)
{
    Rgb c = {mixd(a.r, b.r, t), mixd(a.g, b.g, t), mixd(a.b, b.b, t)};
    return c;
}

static Rgb rgb_scale(Rgb a, double k)
{
    Rgb c = {a.r * k, a.g * k, a.b * k};
    return c;
}

static unsigned char to_byte(double v)
{
    return (unsigned char)(clampd(v, 0.0, 1.0) * 255.0 + 0.5);
}

static void put(unsigned char *px, int w, int x, int y, Rgb c, double a)
{
    unsigned char *p = px + ((size_t)y * (size_t)w + (size_t)x) * 4u;
    p[0] = to_byte(c.r);
    p[1] = to_byte(c.g);
    p[2] = to_byte(c.b);
    p[3] = to_byte(a);
}

/* ------------------------------------------------------------------ */
/* Light: from the upper left, as on every picture in the game.      */

static const double light_x = -0.48;
static const double light_y = -0.62;
static const double light_z = 0.62;

static void normalize3(double *x, double *y, double *z)
{
    double len = sqrt(*x * *x + *y * *y + *z * *z);
    *x /= len;
    *y /= len;
    *z /= len;
}

/* ------------------------------------------------------------------ */
/* Wood: a board carved from one piece, grain running left to right. */

static Rgb wood_colour(double u, double v)
{
    const int rings = 13;
    const Rgb light = rgb255(150, 95, 58);
    const Rgb dark = rgb255(114, 70, 41);
    const Rgb late = rgb255(80, 45, 25);
    /* Slow bends of the growth rings, and a little finer wobble. */
    double warp = fbm(u, v, 2, 2, 3, 11u);
    double wobble = fbm(u, v, 5, 7, 2, 23u);
    double g = v * rings + 2.0 * warp + 0.22 * wobble;
    double k = floor(g);
    double t = g - k;
    /* Each year is different: its latewood band has its own width and
     * darkness. */
    double year = hash_unit((int)k, 0, rings, 1, 61u);
    double year2 = hash_unit((int)k, 0, rings, 1, 67u);
    double start = 0.5 + 0.35 * year;
    /* Earlywood darkens slowly into a latewood band that ends abruptly
     * where the next year's growth begins. */
    double ring = smoothd(start, 0.97, t);
    double edge = 1.0 - smoothd(0.0, 0.035, t);
    /* Fibres follow the rings (g), long along the grain, thin across. */
    double fibre = perlin(u * 10.0, g * 7.0, 10, rings * 7, 37u);
    double fine = perlin(u * 20.0, g * 23.0, 20, rings * 23, 43u);
    double tone = fbm(u, v, 2, 2, 3, 41u);
    double pore = perlin(u * 64.0, v * 384.0, 64, 384, 53u);
    Rgb c = rgb_mix(light, dark, clampd(0.5 + 0.5 * tone, 0.0, 1.0));
    c = rgb_mix(c, late, (0.35 + 0.3 * year2) * ring * ring + 0.2 * edge);
    c = rgb_scale(c, 1.0 + 0.10 * fibre + 0.06 * fine);
    if (pore > 0.42) {
        c = rgb_scale(c, 1.0 - 0.8 * (pore - 0.42));
    }
    return c;
}

static void render_wood(unsigned char *px, int w, int h)
{
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
            Rgb sum = {0.0, 0.0, 0.0};
            for (int s = 0; s < 4; s++) {
                double u = (x + 0.25 + 0.5 * (s & 1)) / w;
                double v = (y + 0.25 + 0.5 * (s >> 1)) / h;
                Rgb c = wood_colour(u, v);
                sum.r += c.r;
                sum.g += c.g;
                sum.b += c.b;
            }
            put(px, w, x, y, rgb_scale(sum, 0.25), 1.0);
        }
    }
}

/* ------------------------------------------------------------------ */
/* Earth: packed reddish soil with grit, small stones and fine cracks. */

static double earth_height(double u, double v)
{
    return 0.10 * fbm(u, v, 6, 6, 3, 301u) + 0.04 * fbm(u, v, 64, 64, 2, 307u);
}

static Rgb earth_colour(double u, double v)
{
    const Rgb base = rgb255(146, 98, 64);
    const Rgb deep = rgb255(116, 76, 50);
    const Rgb dust = rgb255(168, 122, 84);
    double mottle = fbm(u, v, 3, 3, 3, 311u);
    double fine = perlin(u * 160.0, v * 160.0, 160, 160, 319u);
    double damp = smoothd(0.1, 0.6, fbm(u, v, 3, 3, 3, 313u));
    double f1;
    double f2;
    double ox;
    double oy;
    uint32_t id;
    double grit = hash_unit((int)floor(u * 512.0), (int)floor(v * 512.0),
                            512, 512, 317u);
    double e = 1.0 / 512.0;
    double hx = earth_height(u + e, v) - earth_height(u - e, v);
    double hy = earth_height(u, v + e) - earth_height(u, v - e);
    double nx = -hx * 14.0;
    double ny = -hy * 14.0;
    double nz = 1.0;
    double lit;
    Rgb c = rgb_mix(base, deep, clampd(0.5 - 0.5 * mottle, 0.0, 1.0));
    c = rgb_mix(c, dust, clampd(0.5 * mottle - 0.1, 0.0, 0.4));
    c = rgb_scale(c, 1.0 + 0.07 * fine);
    c = rgb_scale(c, 1.0 - 0.08 * damp);
    normalize3(&nx, &ny, &nz);
    lit = (nx * light_x + ny * light_y + nz * light_z) / light_z;
    c = rgb_scale(c, clampd(1.0 + 0.7 * (lit - 1.0), 0.8, 1.2));

    /* Sand grains: single light or dark specks. */
    if (grit > 0.975) {
        c = rgb_mix(c, rgb255(200, 166, 128), 0.45);
    } else if (grit < 0.03) {
        c = rgb_scale(c, 0.82);
    }

    /* Fine cracks where the soil dried, only in some places. */
    worley(u, v, 7, 331u, &f1, &f2, &id, &ox, &oy);
    {
        double crack = 1.0 - smoothd(0.0, 0.03, f2 - f1);
        double where = smoothd(0.1, 0.5, fbm(u, v, 3, 3, 3, 337u));
        c = rgb_scale(c, 1.0 - 0.30 * crack * where);
    }

    /* A few small stones pressed into the soil, lit from the upper left. */
    worley(u, v, 20, 341u, &f1, &f2, &id, &ox, &oy);
    if ((id & 255u) < 40u) {
        double radius = 0.10 + 0.12 * (double)((id >> 8) & 255u) / 255.0;
        /* Not round: the radius wobbles with the direction. */
        double wob = perlin(3.0 + ox / (f1 + 1e-9), 3.0 + oy / (f1 + 1e-9),
                            16, 16, id);
        radius *= 1.0 + 0.5 * wob;
        if (f1 < radius * 1.35) {
            double q = f1 / radius;
            double cover = 1.0 - smoothd(0.85, 1.0, q);
            double tint = (double)((id >> 16) & 255u) / 255.0;
            /* (ox, oy) points from here to the stone's centre, so the
             * side facing the light is where it points away from it. */
            double facing = (ox * light_x + oy * light_y) / (f1 + 1e-9);
            double dome = q < 1.0 ? sqrt(1.0 - q * q) : 0.0;
            double shade = 0.95 - 0.45 * facing * (1.0 - 0.5 * dome) +
                           0.1 * dome;
            Rgb stone = rgb_mix(rgb255(140, 122, 100), rgb255(124, 84, 56),
                                tint);
            /* A faint shadow ring on the far side sets it into the soil. */
            double ring = smoothd(0.9, 1.05, q) *
                          (1.0 - smoothd(1.1, 1.35, q));
            c = rgb_scale(c, 1.0 - 0.25 * ring * clampd(-facing, 0.0, 1.0));
            c = rgb_mix(c, rgb_scale(stone, shade), 0.8 * cover);
        }
    }
    return c;
}

static void render_earth(unsigned char *px, int w, int h)
{
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
            Rgb c = earth_colour((x + 0.5) / w, (y + 0.5) / h);
            put(px, w, x, y, c, 1.0);
        }
    }
}

/* ------------------------------------------------------------------ */
/* Bowls: pits and stores as shading overlays.                        */

/*
 * Depth of a bowl at normalised distance d from its centre line (1 at the
 * rim): a rounded parabola, so the walls are steep near the rim and the
 * bottom is wide enough to hold seeds.
 */
static double bowl_depth(double d)
{
    const double depth = 0.55;
    if (d >= 1.0) {
        return 0.0;
    }
    return depth * (1.0 - d * d) * (1.0 - 0.35 * d * d);
}

/* A bowl: round (half_len 0) or with straight sides, carved or dug. */
typedef struct Bowl {
    double radius;   /* pixels */
    double half_len; /* half the straight part, pixels */
    double rough;    /* 0 for a carved bowl; outline wobble of a dug one */
} Bowl;

/* Normalised distance from the centre line of a bowl (1 on the rim). */
static double bowl_distance(const Bowl *b, double dx, double dy)
{
    double ady = dy < 0.0 ? -dy : dy;
    double sy = ady > b->half_len ? ady - b->half_len : 0.0;
    double r = sqrt(dx * dx + sy * sy);
    double d = r / b->radius;
    if (b->rough > 0.0 && r > 1e-9) {
        /* A hole dug with the fingers is not quite round: the rim wanders
         * with the direction, slowly, and a little grit on top. */
        double ux = dx / r;
        double uy = sy / r;
        double wob = perlin(3.0 + 1.4 * ux, 3.0 + 1.4 * uy, 64, 64, 977u) +
                     0.25 * perlin(5.0 + 4.0 * ux, 5.0 + 4.0 * uy, 64, 64,
                                   983u);
        d /= 1.0 + b->rough * 2.0 * wob;
    }
    return d;
}

static double bowl_z(const Bowl *b, double dx, double dy)
{
    return -bowl_depth(bowl_distance(b, dx, dy)) * b->radius;
}

/*
 * Multiplicative shade (1 = surface unchanged) at a point of a bowl: light
 * from the upper left on the walls, ambient occlusion deeper down, and the
 * shadow cast by the upper-left wall.
 */
static double bowl_shade(const Bowl *b, double dx, double dy)
{
    double e = 0.5;
    double d = bowl_distance(b, dx, dy);
    double z = bowl_z(b, dx, dy);
    double zx = bowl_z(b, dx + e, dy) - bowl_z(b, dx - e, dy);
    double zy = bowl_z(b, dx, dy + e) - bowl_z(b, dx, dy - e);
    double nx = -zx / (2.0 * e);
    double ny = -zy / (2.0 * e);
    double nz = 1.0;
    double lambert;
    double ao;
    double shadow = 1.0;
    double rim;
    double edge_width = b->rough > 0.0 ? 0.07 : 0.035;
    normalize3(&nx, &ny, &nz);
    lambert = (nx * light_x + ny * light_y + nz * light_z) / light_z;
    ao = 1.0 - 0.42 * (-z / (0.55 * b->radius));
    if (d < 1.0) {
        /* Follow the ray toward the light up to the surface height: if it
         * comes out beyond the rim, the wall was in the way. */
        double s = -z / light_z;
        double de = bowl_distance(b, dx + s * light_x, dy + s * light_y);
        shadow = 1.0 - 0.35 * smoothd(0.96, 1.12, de);
    }
    /* A thin dark line defines the edge (softer on a dug hole). */
    rim = 1.0 - 0.22 * (1.0 - smoothd(0.0, edge_width,
                                      d > 1.0 ? d - 1.0 : 1.0 - d));
    if (b->rough > 0.0) {
        /* Crumbly soil walls. */
        if (d < 1.0) {
            rim *= 1.0 + 0.12 * perlin(dx / 6.0 + 20.0, dy / 6.0 + 20.0, 64,
                                       64, 991u);
        }
    } else {
        /* A soft lighter lip outside the edge on the side facing the
         * light gives the cut a crisp top edge. */
        double lip = smoothd(1.0, 1.03, d) * (1.0 - smoothd(1.04, 1.1, d));
        double facing = -(dx * light_x + dy * light_y) /
                        (sqrt(dx * dx + dy * dy) + 1e-9);
        rim *= 1.0 - 0.12 * lip * clampd(facing, 0.0, 1.0);
        rim *= 1.0 + 0.10 * lip * clampd(-facing, 0.0, 1.0);
    }
    return clampd(lambert, 0.0, 2.0) * ao * shadow * rim;
}

/*
 * Turns a shade factor into a straight-alpha overlay: darkening is black
 * with alpha 1 - shade, brightening white with the alpha that brightens a
 * mid-tone wood colour by about the same factor.
 */
static void shade_to_overlay(double shade, Rgb *c, double *alpha)
{
    if (shade <= 1.0) {
        /* Soft cap: even the shadowed wall gets some light from the sky,
         * so no part of the hole goes fully black. */
        double dark = clampd(1.0 - shade, 0.0, 1.0);
        *c = rgb255(0, 0, 0);
        *alpha = dark * (1.1 - 0.3 * dark);
    } else {
        *c = rgb255(255, 255, 255);
        *alpha = clampd(0.4 * (shade - 1.0), 0.0, 1.0);
    }
}

/*
 * Loose crumbs of soil around and just inside a dug hole's rim: +1 for a
 * light one, -1 for a dark one, 0 for none. Crumbs are 2x2 pixels.
 */
static int bowl_crumb(const Bowl *b, int x, int y, int w, int h)
{
    double dx = (x & ~1) + 1.0 - w / 2.0;
    double dy = (y & ~1) + 1.0 - h / 2.0;
    double d = bowl_distance(b, dx, dy);
    /* Most lie just outside the rim, thinning out with distance. */
    double near = smoothd(0.96, 1.0, d) * (1.0 - smoothd(1.0, 1.09, d));
    double r = hash_unit(x >> 1, y >> 1, 4096, 4096, 997u);
    if (r < 0.10 * near) {
        return hash_unit(x >> 1, y >> 1, 4096, 4096, 1009u) < 0.4 ? -1 : 1;
    }
    return 0;
}

static void render_bowl(unsigned char *px, int w, int h, double margin,
                        double rough)
{
    Bowl b;
    const int n = 4;
    b.radius = w / 2.0 - margin;
    b.half_len = h / 2.0 - margin - b.radius;
    b.rough = rough;
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
            double dark = 0.0;
            double bright = 0.0;
            Rgb c;
            double a;
            for (int j = 0; j < n; j++) {
                for (int i = 0; i < n; i++) {
                    double dx = x + (i + 0.5) / n - w / 2.0;
                    double dy = y + (j + 0.5) / n - h / 2.0;
                    double s = bowl_shade(&b, dx, dy);
                    if (s < 1.0) {
                        dark += 1.0 - s;
                    } else {
                        bright += s - 1.0;
                    }
                }
            }
            dark /= n * n;
            bright /= n * n;
            if (rough > 0.0) {
                int crumb = bowl_crumb(&b, x, y, w, h);
                dark += crumb < 0 ? 0.3 : 0.0;
                bright += crumb > 0 ? 0.35 : 0.0;
            }
            shade_to_overlay(dark > bright ? 1.0 - dark + bright
                                           : 1.0 + bright - dark,
                             &c, &a);
            put(px, w, x, y, c, a);
        }
    }
}

/* ------------------------------------------------------------------ */
/* Seeds: small glossy beans, nuts, shells and pebbles.               */

typedef enum SeedPattern {
    SEED_PLAIN,
    SEED_LINES,    /* fine concentric lines, as on a nicker nut */
    SEED_SPLOTCH,  /* a pinto bean's mottling */
    SEED_RING,     /* a ring cowrie's golden ring */
    SEED_SPECKLE,  /* a pebble's grains */
    SEED_VEINS,    /* quartz veins in a pebble */
    SEED_HILUM     /* a bean's pale eye */
} SeedPattern;

typedef struct SeedStyle {
    double ax, ay;      /* semi-axes, pixels */
    double angle;       /* radians, counter-clockwise on screen */
    double wobble;      /* outline irregularity, fraction of the radius */
    double bend;        /* kidney curvature */
    double height;      /* dome height over the smaller semi-axis */
    double flat;        /* 0 ellipsoid .. 1 flat top, steep sides */
    Rgb base;
    Rgb second;
    SeedPattern pattern;
    double gloss;       /* specular strength */
    int shininess;      /* specular exponent */
    uint32_t seed;
} SeedStyle;

static const SeedStyle seed_styles[8] = {
    /* 1: nicker nut (Caesalpinia bonduc), the classic oware counter. */
    {.ax = 19.5, .ay = 17.5, .angle = 0.5, .wobble = 0.03, .height = 0.9,
     .flat = 0.1, .base = {0.60, 0.61, 0.55}, .second = {0.40, 0.41, 0.37},
     .pattern = SEED_LINES, .gloss = 0.55, .shininess = 40, .seed = 1001u},
    /* 2: red bead tree seed (Adenanthera pavonina): lens-shaped, glossy. */
    {.ax = 17.5, .ay = 15.5, .angle = -0.3, .wobble = 0.02, .height = 0.55,
     .flat = 0.3, .base = {0.66, 0.10, 0.07}, .second = {0.45, 0.05, 0.04},
     .pattern = SEED_PLAIN, .gloss = 0.85, .shininess = 60, .seed = 1002u},
    /* 3: brown kidney bean with a pale eye. */
    {.ax = 21.0, .ay = 12.5, .angle = 0.35, .wobble = 0.02, .bend = 0.28,
     .height = 0.75, .flat = 0.2, .base = {0.46, 0.20, 0.13},
     .second = {0.86, 0.80, 0.68}, .pattern = SEED_HILUM, .gloss = 0.45,
     .shininess = 30, .seed = 1003u},
    /* 4: pinto bean, beige with brown mottling. */
    {.ax = 20.0, .ay = 13.0, .angle = -0.6, .wobble = 0.03, .bend = 0.15,
     .height = 0.7, .flat = 0.2, .base = {0.80, 0.68, 0.52},
     .second = {0.50, 0.30, 0.20}, .pattern = SEED_SPLOTCH, .gloss = 0.3,
     .shininess = 24, .seed = 1004u},
    /* 5: ring cowrie (Monetaria annulus): cream dome, golden ring. */
    {.ax = 20.5, .ay = 15.0, .angle = 1.2, .wobble = 0.02, .height = 0.85,
     .flat = 0.0, .base = {0.93, 0.89, 0.80}, .second = {0.88, 0.60, 0.24},
     .pattern = SEED_RING, .gloss = 0.9, .shininess = 70, .seed = 1005u},
    /* 6: grey river pebble, matt, grainy. */
    {.ax = 20.5, .ay = 15.5, .angle = 0.9, .wobble = 0.09, .height = 0.6,
     .flat = 0.6, .base = {0.56, 0.54, 0.51}, .second = {0.35, 0.34, 0.33},
     .pattern = SEED_SPECKLE, .gloss = 0.15, .shininess = 12, .seed = 1006u},
    /* 7: dark basalt pebble with light grains. */
    {.ax = 18.5, .ay = 16.0, .angle = -1.0, .wobble = 0.08, .height = 0.6,
     .flat = 0.5, .base = {0.25, 0.24, 0.23}, .second = {0.55, 0.53, 0.50},
     .pattern = SEED_SPECKLE, .gloss = 0.25, .shininess = 18, .seed = 1007u},
    /* 8: sandy pebble crossed by quartz veins. */
    {.ax = 19.0, .ay = 14.5, .angle = 0.1, .wobble = 0.08, .height = 0.6,
     .flat = 0.55, .base = {0.72, 0.58, 0.42}, .second = {0.93, 0.90, 0.84},
     .pattern = SEED_VEINS, .gloss = 0.2, .shininess = 16, .seed = 1008u},
};

/* Seed-frame coordinates of a canvas point (dx, dy from the centre). */
static void seed_frame(const SeedStyle *s, double dx, double dy, double *u,
                       double *v)
{
    double c = gi_cos(s->angle);
    double sn = gi_sin(s->angle);
    *u = c * dx - sn * dy;
    *v = sn * dx + c * dy;
}

/* Normalised radius q (1 on the outline) at seed-frame point (u, v). */
static double seed_q(const SeedStyle *s, double u, double v)
{
    double un = u / s->ax;
    double vb = v - s->bend * un * un * s->ay;
    double vn = vb / s->ay;
    double q0 = sqrt(un * un + vn * vn);
    double wob;
    if (q0 < 1e-9) {
        return 0.0;
    }
    wob = perlin(2.0 + 1.3 * un / q0, 2.0 + 1.3 * vn / q0, 64, 64, s->seed);
    return q0 / (1.0 + s->wobble * 2.0 * wob);
}

static double seed_height(const SeedStyle *s, double u, double v)
{
    double q = seed_q(s, u, v);
    double r = s->ax < s->ay ? s->ax : s->ay;
    double q2;
    if (q >= 1.0) {
        return 0.0;
    }
    q2 = q * q;
    return s->height * r *
           mixd(sqrt(1.0 - q2), sqrt(sqrt(1.0 - q2 * q2)), s->flat);
}

static Rgb seed_albedo(const SeedStyle *s, double u, double v, double q)
{
    Rgb c = s->base;
    double un = u / s->ax;
    double vn = (v - s->bend * un * un * s->ay) / s->ay;
    double n = fbm(u / 64.0 + 0.5, v / 64.0 + 0.5, 8, 8, 4, s->seed + 5u);
    c = rgb_scale(c, 1.0 + 0.07 * n);
    switch (s->pattern) {
    case SEED_PLAIN:
        break;
    case SEED_LINES: {
        /* Fine wavy lines around the nut, darker on the way to the rim. */
        double w = 0.9 * fbm(u / 64.0, v / 64.0, 4, 4, 3, s->seed + 9u);
        double t = fractd(vn * 5.0 + w + 0.3 * un * un);
        double line = 1.0 - smoothd(0.0, 0.10, t < 0.5 ? t : 1.0 - t);
        c = rgb_mix(c, s->second, 0.3 * line);
        c = rgb_mix(c, s->second, 0.35 * q * q);
        break;
    }
    case SEED_SPLOTCH: {
        /* Streaks run along the bean's length. */
        double m = fbm(u / 64.0, v / 64.0, 5, 11, 4, s->seed + 9u);
        double fleck = perlin(u * 0.8 + 40.0, v * 0.8 + 40.0, 256, 256,
                              s->seed + 17u);
        c = rgb_mix(c, s->second, 0.8 * smoothd(0.0, 0.3, m));
        c = rgb_mix(c, s->second, 0.5 * smoothd(0.3, 0.45, fleck));
        break;
    }
    case SEED_RING: {
        double w = 0.14 * fbm(u / 64.0, v / 64.0, 5, 5, 3, s->seed + 9u);
        double r = q + w;
        double band = smoothd(0.38, 0.46, r) * (1.0 - smoothd(0.56, 0.66, r));
        c = rgb_mix(c, rgb255(214, 216, 222), 0.35 * (1.0 - smoothd(0.0, 0.45,
                                                                   r)));
        c = rgb_mix(c, s->second, 0.9 * band);
        break;
    }
    case SEED_SPECKLE: {
        double g = perlin(u * 0.9 + 50.0, v * 0.9 + 50.0, 256, 256,
                          s->seed + 9u);
        double g2 = perlin(u * 0.45 + 20.0, v * 0.45 + 20.0, 256, 256,
                           s->seed + 11u);
        c = rgb_mix(c, s->second, 0.7 * smoothd(0.25, 0.4, g));
        c = rgb_mix(c, s->second, 0.25 * smoothd(0.1, 0.5, g2));
        break;
    }
    case SEED_VEINS: {
        double g = fbm(u / 64.0, v / 64.0, 3, 3, 3, s->seed + 9u);
        double g2 = fbm(u / 64.0, v / 64.0, 2, 4, 3, s->seed + 13u);
        double vein = 1.0 - smoothd(0.01, 0.05, g < 0.0 ? -g : g);
        double vein2 = 1.0 - smoothd(0.005, 0.03, g2 < 0.0 ? -g2 : g2);
        c = rgb_mix(c, s->second, 0.6 * vein + 0.3 * vein2);
        break;
    }
    case SEED_HILUM: {
        /* On the concave side, halfway along. */
        double hu = un / 0.22;
        double hv = (vn - 0.72) / 0.12;
        double e = sqrt(hu * hu + hv * hv);
        c = rgb_mix(c, rgb_scale(s->base, 0.6),
                    0.7 * (1.0 - smoothd(1.1, 1.5, e)));
        c = rgb_mix(c, s->second, 1.0 - smoothd(0.75, 1.05, e));
        break;
    }
    }
    return c;
}

/* Lit colour of a seed at canvas offset (dx, dy), or coverage 0 outside. */
static double seed_sample(const SeedStyle *s, double dx, double dy, Rgb *out)
{
    double u;
    double v;
    double q;
    double e = 0.35;
    double hx;
    double hy;
    double nx;
    double ny;
    double nz = 1.0;
    double diffuse;
    double hxv = light_x;
    double hyv = light_y;
    double hzv = light_z + 1.0;
    double spec;
    Rgb alb;
    Rgb c;
    seed_frame(s, dx, dy, &u, &v);
    q = seed_q(s, u, v);
    if (q >= 1.0) {
        return 0.0;
    }
    /* The height field is differentiated in canvas space so the light
     * stays fixed however the seed is turned. */
    {
        double u1;
        double v1;
        double u2;
        double v2;
        seed_frame(s, dx + e, dy, &u1, &v1);
        seed_frame(s, dx - e, dy, &u2, &v2);
        hx = (seed_height(s, u1, v1) - seed_height(s, u2, v2)) / (2.0 * e);
        seed_frame(s, dx, dy + e, &u1, &v1);
        seed_frame(s, dx, dy - e, &u2, &v2);
        hy = (seed_height(s, u1, v1) - seed_height(s, u2, v2)) / (2.0 * e);
    }
    nx = -clampd(hx, -6.0, 6.0);
    ny = -clampd(hy, -6.0, 6.0);
    normalize3(&nx, &ny, &nz);
    diffuse = clampd(nx * light_x + ny * light_y + nz * light_z, 0.0, 1.0);
    normalize3(&hxv, &hyv, &hzv);
    spec = ipow(clampd(nx * hxv + ny * hyv + nz * hzv, 0.0, 1.0),
                s->shininess);
    alb = seed_albedo(s, u, v, q);
    c = rgb_scale(alb, 0.30 + 0.85 * diffuse);
    /* Light bounced from the board warms the lower edge a little. */
    c.r += 0.05 * (1.0 - nz) * clampd(ny, 0.0, 1.0);
    c.r += s->gloss * spec;
    c.g += s->gloss * spec;
    c.b += s->gloss * spec;
    /* A broad soft sheen under the sharp highlight. */
    {
        double sheen = ipow(clampd(nx * hxv + ny * hyv + nz * hzv, 0.0, 1.0),
                            6);
        c = rgb_mix(c, rgb255(255, 255, 255), 0.12 * s->gloss * sheen);
    }
    *out = c;
    return 1.0;
}

static void render_seed(unsigned char *px, int w, int h, int variant)
{
    const SeedStyle *s = &seed_styles[variant];
    const int n = 4;
    /* The seed sits a little up and left so its shadow fits. */
    double cx = w / 2.0 - 1.5;
    double cy = h / 2.0 - 1.5;
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
            Rgb acc = {0.0, 0.0, 0.0};
            double cover = 0.0;
            double shadow;
            double out_a;
            Rgb c;
            for (int j = 0; j < n; j++) {
                for (int i = 0; i < n; i++) {
                    Rgb sc;
                    double dx = x + (i + 0.5) / n - cx;
                    double dy = y + (j + 0.5) / n - cy;
                    if (seed_sample(s, dx, dy, &sc) > 0.0) {
                        acc.r += sc.r;
                        acc.g += sc.g;
                        acc.b += sc.b;
                        cover += 1.0;
                    }
                }
            }
            /* Soft contact shadow below and right of the seed. */
            {
                double u;
                double v;
                double q;
                seed_frame(s, x + 0.5 - cx - 2.5, y + 0.5 - cy - 3.0, &u, &v);
                q = seed_q(s, u, v);
                shadow = 0.42 * (1.0 - smoothd(0.78, 1.18, q));
            }
            if (cover > 0.0) {
                c = rgb_scale(acc, 1.0 / cover);
            } else {
                c = rgb255(0, 0, 0);
            }
            cover /= n * n;
            out_a = cover + shadow * (1.0 - cover);
            if (out_a > 0.0) {
                c = rgb_scale(c, cover / out_a); /* shadow colour is black */
            }
            put(px, w, x, y, c, out_a);
        }
    }
}

/* ------------------------------------------------------------------ */
/* Application icon: a two-row board with seeds in some of its pits. */

/* 16 px is drawn by hand: each pixel is chosen, nothing is scaled. */
static const char *const icon16_map[16] = {
    "................",
    "................",
    "................",
    ".hhhhhhhhhhhhhh.",
    "hpPPpwpPPpwpPPpd",
    "hPPPPwPPsPwPPPPd",
    "hPPPPwPPPPwPPrPd",
    "hpPqpwpPqpwpPqpd",
    "hwwwwwwwwwwwwwwd",
    "hpPPpwpPPpwpPPpd",
    "hPsPPwPPPPwPPPPd",
    "hPPrPwPPPPwPsPPd",
    "hpPqpwpPqpwpPqpd",
    ".dddddddddddddd.",
    "................",
    "................",
};

static Rgb icon16_colour(char k, double *alpha)
{
    *alpha = 1.0;
    switch (k) {
    case 'h':
        return rgb255(196, 134, 80);
    case 'w':
        return rgb255(160, 100, 56);
    case 'd':
        return rgb255(98, 56, 30);
    case 'p':
        return rgb255(118, 72, 40);
    case 'P':
        return rgb255(52, 28, 14);
    case 'q':
        return rgb255(82, 48, 26);
    case 's':
        return rgb255(240, 228, 200);
    case 'r':
        return rgb255(200, 52, 36);
    default:
        *alpha = 0.0;
        return rgb255(0, 0, 0);
    }
}

static void render_icon16(unsigned char *px)
{
    for (int y = 0; y < 16; y++) {
        for (int x = 0; x < 16; x++) {
            double a;
            Rgb c = icon16_colour(icon16_map[y][x], &a);
            put(px, 16, x, y, c, a);
        }
    }
}

/* Signed distance to a rounded rectangle centred at the origin. */
static double rounded_rect(double x, double y, double hw, double hh, double r)
{
    double qx = (x < 0.0 ? -x : x) - hw + r;
    double qy = (y < 0.0 ? -y : y) - hh + r;
    double ox = qx > 0.0 ? qx : 0.0;
    double oy = qy > 0.0 ? qy : 0.0;
    double inside = qx > qy ? qx : qy;
    return sqrt(ox * ox + oy * oy) + (inside < 0.0 ? inside : 0.0) - r;
}

/* Icon geometry in units of 1/16 of the icon, matching the 16 px map. */
#define ICON_BOARD_CX 8.0
#define ICON_BOARD_CY 8.5
#define ICON_BOARD_HW 7.8
#define ICON_BOARD_HH 5.4
#define ICON_PIT_R 2.0

static const double icon_pit_x[3] = {3.0, 8.0, 13.0};
static const double icon_pit_y[2] = {6.0, 11.0};

/* Seeds on the icon: centre and radius in 1/16 units, and colour. */
typedef struct IconSeed {
    double x, y, r;
    int style;
    int small; /* 1: for sizes below 48 px only, 0: for 48 px and up */
} IconSeed;

static const IconSeed icon_seeds[] = {
    {7.3, 5.5, 0.95, 4, 0}, {8.7, 6.3, 0.95, 1, 0}, {7.6, 6.8, 0.9, 0, 0},
    {13.4, 6.5, 0.95, 1, 0}, {2.6, 10.6, 0.95, 4, 0}, {3.6, 11.5, 0.9, 0, 0},
    {12.5, 10.8, 0.95, 4, 0},
    /* One seed per pit when small, where heaps would turn to mush. */
    {8.0, 6.0, 1.2, 4, 1}, {13.0, 6.2, 1.1, 1, 1}, {3.0, 11.0, 1.2, 4, 1},
    {13.0, 11.0, 1.1, 0, 1},
};

static Rgb icon_seed_colour(int style)
{
    switch (style) {
    case 1:
        return rgb255(186, 40, 28);
    case 4:
        return rgb255(238, 226, 198);
    default:
        return rgb255(150, 152, 140);
    }
}

/* Colour and coverage of one icon sample at (x, y) in 1/16 units. */
static double icon_sample(double x, double y, int size, Rgb *out)
{
    double px = 16.0 / size; /* one pixel, in icon units */
    double bd = rounded_rect(x - ICON_BOARD_CX, y - ICON_BOARD_CY,
                             ICON_BOARD_HW, ICON_BOARD_HH, 1.6);
    Rgb c;
    if (bd > 0.0) {
        /* Soft shadow of the board, below it. */
        double sd = rounded_rect(x - ICON_BOARD_CX, y - ICON_BOARD_CY - 0.45,
                                 ICON_BOARD_HW, ICON_BOARD_HH, 1.6);
        double a = size >= 48 ? 0.45 * (1.0 - smoothd(0.0, 0.6, sd)) : 0.0;
        *out = rgb255(0, 0, 0);
        return a;
    }
    if (size >= 64) {
        c = wood_colour(x / 30.0 + 0.3, y / 30.0 + 0.2);
        c = rgb_scale(c, 1.08);
    } else {
        c = rgb255(160, 100, 56);
    }
    /* Bevel: a light top edge and a dark bottom edge. */
    {
        double bevel = 1.0 - smoothd(-0.55 - px, -0.55 + px, bd);
        double topness = ICON_BOARD_CY - y;
        if (bevel < 1.0) {
            double k = topness > 0.0 ? 1.22 : 0.66;
            double side = (x - ICON_BOARD_CX) / ICON_BOARD_HW;
            if (side < -0.9 && (topness < 3.5 && topness > -3.5)) {
                k = 1.18;
            } else if (side > 0.9 && (topness < 3.5 && topness > -3.5)) {
                k = 0.78;
            }
            c = rgb_mix(rgb_scale(c, k), c, bevel);
        }
    }
    for (int row = 0; row < 2; row++) {
        for (int col = 0; col < 3; col++) {
            double dx = x - icon_pit_x[col];
            double dy = y - icon_pit_y[row];
            double d = sqrt(dx * dx + dy * dy);
            if (d < ICON_PIT_R) {
                double s;
                if (size >= 48) {
                    Bowl pit = {ICON_PIT_R * 40.0, 0.0, 0.0};
                    s = bowl_shade(&pit, dx * 40.0, dy * 40.0);
                    s = 0.82 * s - 0.12;
                } else {
                    /* Flat and dark so the pits read at a glance. */
                    s = 0.28 + 0.16 * smoothd(-1.0, 1.5, dx + dy);
                }
                c = rgb_scale(c, clampd(s, 0.0, 1.3));
            }
        }
    }
    for (size_t i = 0; i < sizeof icon_seeds / sizeof icon_seeds[0]; i++) {
        const IconSeed *sd = &icon_seeds[i];
        if (sd->small != (size < 48)) {
            continue;
        }
        double dx = (x - sd->x) / sd->r;
        double dy = (y - sd->y) / sd->r;
        double q = sqrt(dx * dx + dy * dy);
        double sx = (x - sd->x - 0.3) / sd->r;
        double sy = (y - sd->y - 0.35) / sd->r;
        double sq = sqrt(sx * sx + sy * sy);
        if (sq < 1.0 && size >= 48) {
            c = rgb_scale(c, 0.55 + 0.45 * smoothd(0.3, 1.0, sq));
        }
        if (q < 1.0) {
            double nz = sqrt(1.0 - q * q);
            double nx = dx;
            double ny = dy;
            double dif = clampd(nx * light_x + ny * light_y + nz * light_z,
                                0.0, 1.0);
            double hx = light_x;
            double hy = light_y;
            double hz = light_z + 1.0;
            double spec;
            Rgb sc = icon_seed_colour(sd->style);
            normalize3(&hx, &hy, &hz);
            spec = ipow(clampd(nx * hx + ny * hy + nz * hz, 0.0, 1.0), 30);
            if (size < 48) {
                dif = 0.65 + 0.35 * dif;
                spec *= 0.5;
            }
            c = rgb_scale(sc, 0.35 + 0.8 * dif);
            c.r += 0.7 * spec;
            c.g += 0.7 * spec;
            c.b += 0.7 * spec;
        }
    }
    *out = c;
    return 1.0;
}

static void render_icon(unsigned char *px, int size)
{
    int n = size >= 128 ? 3 : 5;
    if (size == 16) {
        render_icon16(px);
        return;
    }
    for (int y = 0; y < size; y++) {
        for (int x = 0; x < size; x++) {
            Rgb acc = {0.0, 0.0, 0.0};
            double a = 0.0;
            for (int j = 0; j < n; j++) {
                for (int i = 0; i < n; i++) {
                    Rgb c;
                    double sx = (x + (i + 0.5) / n) * 16.0 / size;
                    double sy = (y + (j + 0.5) / n) * 16.0 / size;
                    double sa = icon_sample(sx, sy, size, &c);
                    acc.r += c.r * sa;
                    acc.g += c.g * sa;
                    acc.b += c.b * sa;
                    a += sa;
                }
            }
            if (a > 0.0) {
                acc = rgb_scale(acc, 1.0 / a);
            }
            put(px, size, x, y, acc, a / (n * n));
        }
    }
}

/* ------------------------------------------------------------------ */
/* The list of pictures.                                               */

typedef enum Kind {
    KIND_SEED,
    KIND_WOOD,
    KIND_EARTH,
    KIND_PIT,
    KIND_PIT_EARTH,
    KIND_STORE,
    KIND_ICON
} Kind;

typedef struct Entry {
    GenimagesFile file;
    Kind kind;
    int variant;
} Entry;

static const Entry entries[] = {
    {{"seed-1.png", 64, 64}, KIND_SEED, 0},
    {{"seed-2.png", 64, 64}, KIND_SEED, 1},
    {{"seed-3.png", 64, 64}, KIND_SEED, 2},
    {{"seed-4.png", 64, 64}, KIND_SEED, 3},
    {{"seed-5.png", 64, 64}, KIND_SEED, 4},
    {{"seed-6.png", 64, 64}, KIND_SEED, 5},
    {{"seed-7.png", 64, 64}, KIND_SEED, 6},
    {{"seed-8.png", 64, 64}, KIND_SEED, 7},
    {{"wood.png", 1024, 512}, KIND_WOOD, 0},
    {{"earth.png", 512, 512}, KIND_EARTH, 0},
    {{"pit.png", 128, 128}, KIND_PIT, 0},
    {{"pit-earth.png", 128, 128}, KIND_PIT_EARTH, 0},
    {{"store.png", 128, 320}, KIND_STORE, 0},
    {{"icon-16.png", 16, 16}, KIND_ICON, 16},
    {{"icon-32.png", 32, 32}, KIND_ICON, 32},
    {{"icon-48.png", 48, 48}, KIND_ICON, 48},
    {{"icon-64.png", 64, 64}, KIND_ICON, 64},
    {{"icon-128.png", 128, 128}, KIND_ICON, 128},
    {{"icon-256.png", 256, 256}, KIND_ICON, 256},
    {{"icon-512.png", 512, 512}, KIND_ICON, 512},
};

enum { ENTRY_COUNT = (int)(sizeof entries / sizeof entries[0]) };

/* After the entries: the maps, the insets and the figures, whose names and
 * sizes come from the atlas's table (atlas_geo.c). */
enum { ATLAS_FILES_MAX = 64, FIGURE_W = 720, FIGURE_H = 300 };

typedef struct AtlasEntry {
    GenimagesFile file;
    const AtlasFrame *frame; /* a map or an inset */
    const char *continent;   /* its region's (AtlasMap.continent) */
    const char *highlight;   /* an inset's country */
    int figure;              /* a figure: its place, else -1 */
} AtlasEntry;

static int atlas_entries(AtlasEntry *out)
{
    int n = 0;
    if (2 * atlas_map_count() + 2 * atlas_place_count() > ATLAS_FILES_MAX) {
        fprintf(stderr, "genimages: more maps and places than "
                        "ATLAS_FILES_MAX (%d): raise it\n", ATLAS_FILES_MAX);
        exit(1);
    }
    for (int m = 0; m < atlas_map_count(); m++) {
        for (int z = 0; z < ATLAS_SIZE_COUNT; z++) {
            const AtlasFrame *f = &atlas_map(m)->size[z];
            out[n++] = (AtlasEntry){{f->picture, f->width, f->height}, f,
                                    atlas_map(m)->continent, NULL, -1};
        }
    }
    for (int i = 0; i < atlas_place_count(); i++) {
        const AtlasPlace *p = atlas_place(i);
        out[n++] = (AtlasEntry){{p->inset.picture, p->inset.width,
                                 p->inset.height},
                                &p->inset, atlas_map(p->map)->continent,
                                p->country, -1};
    }
    for (int i = 0; i < atlas_place_count(); i++) {
        const AtlasPlace *p = atlas_place(i);
        if (p->figure) {
            out[n++] = (AtlasEntry){{p->figure, FIGURE_W, FIGURE_H}, NULL,
                                    NULL, NULL, i};
        }
    }
    return n;
}

static const AtlasEntry *atlas_entry(int i)
{
    static AtlasEntry table[ATLAS_FILES_MAX];
    static int count = -1;
    if (count < 0) {
        count = atlas_entries(table);
    }
    return i >= 0 && i < count ? &table[i] : NULL;
}

int genimages_count(void)
{
    int n = 0;
    while (atlas_entry(n)) {
        n++;
    }
    return ENTRY_COUNT + n;
}

const GenimagesFile *genimages_file(int i)
{
    if (i < 0 || i >= genimages_count()) {
        return NULL;
    }
    return i < ENTRY_COUNT ? &entries[i].file
                           : &atlas_entry(i - ENTRY_COUNT)->file;
}

static unsigned char *render_atlas(const AtlasEntry *a)
{
    unsigned char *px = calloc((size_t)a->file.width * (size_t)a->file.height,
                               4u);
    if (!px) {
        return NULL;
    }
    int rc = a->frame ? genmap_render(px, a->frame, a->continent,
                                      a->highlight)
                      : genfigure_render(px, a->file.width, a->file.height,
                                         atlas_place(a->figure)->game);
    if (rc != 0) {
        free(px);
        return NULL;
    }
    return px;
}

unsigned char *genimages_render(int i)
{
    const Entry *e;
    unsigned char *px;
    if (i < 0 || i >= genimages_count()) {
        return NULL;
    }
    if (i >= ENTRY_COUNT) {
        return render_atlas(atlas_entry(i - ENTRY_COUNT));
    }
    e = &entries[i];
    px = calloc((size_t)e->file.width * (size_t)e->file.height, 4u);
    if (!px) {
        return NULL;
    }
    switch (e->kind) {
    case KIND_SEED:
        render_seed(px, e->file.width, e->file.height, e->variant);
        break;
    case KIND_WOOD:
        render_wood(px, e->file.width, e->file.height);
        break;
    case KIND_EARTH:
        render_earth(px, e->file.width, e->file.height);
        break;
    case KIND_PIT:
    case KIND_STORE:
        render_bowl(px, e->file.width, e->file.height, 4.0, 0.0);
        break;
    case KIND_PIT_EARTH:
        render_bowl(px, e->file.width, e->file.height, 6.0, 0.035);
        break;
    case KIND_ICON:
        render_icon(px, e->variant);
        break;
    }
    return px;
}

int genimages_write(int i, const char *dir)
{
    const GenimagesFile *f = genimages_file(i);
    char path[4096];
    unsigned char *px = genimages_render(i);
    int ok;
    if (!px) {
        fprintf(stderr, "genimages: out of memory rendering %s\n", f->name);
        return -1;
    }
    snprintf(path, sizeof path, "%s/%s", dir, f->name);
    ok = stbi_write_png(path, f->width, f->height, 4, px, f->width * 4);
    free(px);
    if (!ok) {
        fprintf(stderr, "genimages: cannot write %s\n", path);
        return -1;
    }
    return 0;
}

int genimages_write_all(const char *dir)
{
    for (int i = 0; i < genimages_count(); i++) {
        if (genimages_write(i, dir) != 0) {
            return -1;
        }
    }
    return 0;
}
