/* draw.c: drawing primitives (discs, rounded panels, gradients), buttons and seeds. */
#include "uipriv.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

const UiColor ui_ink = {52, 33, 20, 255};
const UiColor ui_paper = {250, 238, 214, 255};
const UiColor ui_accent = {236, 164, 52, 255};
const UiColor ui_south_col = {244, 196, 96, 255};
const UiColor ui_north_col = {58, 72, 140, 255};

enum { UI_SEGMENTS_MAX = 96 };

static SDL_Color sdl_col(UiColor c)
{
    SDL_Color s = {c.r, c.g, c.b, c.a};
    return s;
}

static SDL_Vertex vtx(float x, float y, UiColor c)
{
    SDL_Vertex v;
    v.position.x = x;
    v.position.y = y;
    v.color = sdl_col(c);
    v.tex_coord.x = 0;
    v.tex_coord.y = 0;
    return v;
}

/* Enough segments for a smooth circle of this radius, no more. */
static int segments_for(float rad)
{
    int n = (int)(rad * 0.9f) + 12;
    return n > UI_SEGMENTS_MAX ? UI_SEGMENTS_MAX : n;
}

/* ---- Shapes kept as textures ----
 * SDL's software renderer fills triangles pixel by pixel, blending each, and
 * that cost most of a frame: the backdrop, panels and the board's shadow
 * were filled again every frame. A shape drawn a second time with the same
 * vertices (relative to a whole pixel) is drawn once into a texture, then
 * copied. The texture holds the shape's exact colours (drawn without
 * blending onto transparency), so copying it with blending gives the same
 * pixels as drawing the triangles. */
enum {
    UI_SHAPES_MAX = 512,           /* textures kept */
    UI_SHAPES_PIXELS = 3 << 20,    /* their total size, ~12 MB */
    UI_SHAPE_MIN_AREA = 256,       /* smaller shapes are cheap to fill */
    UI_SHAPES_SEEN = 1024          /* shapes seen once, not yet kept */
};

typedef struct UiShape {
    uint64_t key;
    SDL_Texture *tex;
    int w, h;
    uint64_t used;
} UiShape;

/* A picture scaled and turned once for the size it is drawn at: the
 * software renderer otherwise filters it anew at every draw. */
enum { UI_SPRITES_MAX = 512 };

typedef struct UiSprite {
    SDL_Texture *tex;
    int img, w, h, angle; /* what it shows */
    int tw, th;           /* its own size (larger when turned) */
    uint64_t used;
} UiSprite;

/* A window-sized opaque picture of what lies under a screen's moving parts
 * (see ui_layer_begin): the backdrop alone, and two screens' layers (a
 * dialog's and the screen below it). */
enum { UI_LAYERS_MAX = 3 };

typedef struct UiLayer {
    SDL_Texture *tex;
    uint64_t key;
    int w, h;
    uint64_t used;
    SDL_Texture *before; /* while drawn: the target to go back to */
} UiLayer;

typedef struct UiShapeCache {
    UiShape shape[UI_SHAPES_MAX];
    long pixels;
    uint64_t clock;
    uint64_t seen[UI_SHAPES_SEEN]; /* ring of keys seen once */
    int seen_at;
    UiSprite sprite[UI_SPRITES_MAX];
    UiLayer layer[UI_LAYERS_MAX];
    /* the layers being drawn, innermost last; NULL where one is drawn
     * straight to the target because no texture could be made */
    UiLayer *drawing[UI_LAYERS_MAX];
    int depth;
    int deeper; /* layers begun beyond that, drawn straight */
} UiShapeCache;

void ui_shapes_free(Ui *ui)
{
    UiShapeCache *c = ui->shapes;
    if (!c) {
        return;
    }
    for (int i = 0; i < UI_SHAPES_MAX; i++) {
        if (c->shape[i].tex) {
            SDL_DestroyTexture(c->shape[i].tex);
        }
    }
    for (int i = 0; i < UI_SPRITES_MAX; i++) {
        if (c->sprite[i].tex) {
            SDL_DestroyTexture(c->sprite[i].tex);
        }
    }
    for (int i = 0; i < UI_LAYERS_MAX; i++) {
        if (c->layer[i].tex) {
            SDL_DestroyTexture(c->layer[i].tex);
        }
    }
    free(c);
    ui->shapes = NULL;
}

uint64_t ui_hash(uint64_t h, const void *p, size_t n)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++) {
        h = (h ^ b[i]) * 1099511628211ull;
    }
    return h;
}

/* A first sighting is only remembered: shapes that change every frame
 * (pulsing, moving) would otherwise fill the cache with one-off textures. */
static bool seen_before(UiShapeCache *c, uint64_t key)
{
    for (int i = 0; i < UI_SHAPES_SEEN; i++) {
        if (c->seen[i] == key) {
            return true;
        }
    }
    c->seen[c->seen_at] = key;
    c->seen_at = (c->seen_at + 1) % UI_SHAPES_SEEN;
    return false;
}

/* Room for `pixels` more: drops the least recently used textures. */
static UiShape *shape_slot(UiShapeCache *c, long pixels)
{
    for (;;) {
        UiShape *free_slot = NULL, *oldest = NULL;
        for (int i = 0; i < UI_SHAPES_MAX; i++) {
            UiShape *s = &c->shape[i];
            if (!s->tex) {
                if (!free_slot) {
                    free_slot = s;
                }
            } else if (!oldest || s->used < oldest->used) {
                oldest = s;
            }
        }
        if (free_slot && c->pixels + pixels <= UI_SHAPES_PIXELS) {
            return free_slot;
        }
        if (!oldest) {
            return NULL;
        }
        SDL_DestroyTexture(oldest->tex);
        oldest->tex = NULL;
        c->pixels -= (long)oldest->w * oldest->h;
    }
}

/* Draws the shape into a new texture `w` x `h`, its vertices moved by
 * (-ox, -oy); NULL if the renderer cannot. */
static SDL_Texture *shape_texture(Ui *ui, SDL_Vertex *v, int n,
                                  const int *idx, int ni, float ox, float oy,
                                  int w, int h)
{
    SDL_Texture *t = SDL_CreateTexture(ui->ren, SDL_PIXELFORMAT_ARGB8888,
                                       SDL_TEXTUREACCESS_TARGET, w, h);
    if (!t) {
        return NULL;
    }
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    SDL_SetTextureScaleMode(t, SDL_ScaleModeNearest);
    SDL_Texture *old = SDL_GetRenderTarget(ui->ren);
    if (SDL_SetRenderTarget(ui->ren, t) != 0) {
        SDL_DestroyTexture(t);
        return NULL;
    }
    Uint8 r, g, b, a;
    SDL_GetRenderDrawColor(ui->ren, &r, &g, &b, &a);
    SDL_SetRenderDrawBlendMode(ui->ren, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(ui->ren, 0, 0, 0, 0);
    SDL_RenderClear(ui->ren);
    for (int i = 0; i < n; i++) {
        v[i].position.x -= ox;
        v[i].position.y -= oy;
    }
    SDL_RenderGeometry(ui->ren, NULL, v, n, idx, ni);
    for (int i = 0; i < n; i++) {
        v[i].position.x += ox;
        v[i].position.y += oy;
    }
    SDL_SetRenderDrawBlendMode(ui->ren, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(ui->ren, r, g, b, a);
    SDL_SetRenderTarget(ui->ren, old);
    return t;
}

static UiShapeCache *shape_cache(Ui *ui)
{
    if (!ui->shapes) {
        ui->shapes = calloc(1, sizeof *ui->shapes);
    }
    return ui->shapes;
}

UiColor ui_veiled(const Ui *ui, UiColor c)
{
    unsigned k = 255u - ui->veil;
    return UI_RGBA((uint8_t)(c.r * k / 255u), (uint8_t)(c.g * k / 255u),
                   (uint8_t)(c.b * k / 255u), c.a);
}

void ui_copy_veiled(Ui *ui, SDL_Texture *t, const SDL_FRect *dst,
                    double angle)
{
    Uint8 k = (Uint8)(255 - ui->veil);
    if (k != 255) {
        SDL_SetTextureColorMod(t, k, k, k);
    }
    SDL_RenderCopyExF(ui->ren, t, NULL, dst, angle, NULL, SDL_FLIP_NONE);
    if (k != 255) {
        SDL_SetTextureColorMod(t, 255, 255, 255);
    }
}

/* Draws `src` (picture `img`) centred on (cx, cy), w x h, turned by `angle`
 * degrees, from a copy made once for that size and angle. */
static void sprite(Ui *ui, SDL_Texture *src, int img, float cx, float cy,
                   int w, int h, int angle)
{
    UiShapeCache *c = shape_cache(ui);
    if (!c || w <= 0 || h <= 0 || w > 512 || h > 512) {
        SDL_FRect dst = {cx - (float)w / 2, cy - (float)h / 2, (float)w,
                         (float)h};
        ui_copy_veiled(ui, src, &dst, angle);
        return;
    }
    UiSprite *slot = NULL;
    for (int i = 0; i < UI_SPRITES_MAX; i++) {
        UiSprite *s = &c->sprite[i];
        if (s->tex && s->img == img && s->w == w && s->h == h &&
            s->angle == angle) {
            slot = s;
            break;
        }
        if (!slot || (slot->tex && (!s->tex || s->used < slot->used))) {
            slot = s;
        }
    }
    if (!(slot->tex && slot->img == img && slot->w == w && slot->h == h &&
          slot->angle == angle)) {
        if (slot->tex) {
            SDL_DestroyTexture(slot->tex);
            slot->tex = NULL;
        }
        /* room for the turned picture's corners */
        int tw = angle ? (int)ceilf((float)(w > h ? w : h) * 1.42f) + 2 : w;
        int th = angle ? tw : h;
        SDL_Texture *t = SDL_CreateTexture(ui->ren, SDL_PIXELFORMAT_ARGB8888,
                                           SDL_TEXTUREACCESS_TARGET, tw, th);
        SDL_Texture *old = SDL_GetRenderTarget(ui->ren);
        if (!t || SDL_SetRenderTarget(ui->ren, t) != 0) {
            if (t) {
                SDL_DestroyTexture(t);
            }
            SDL_FRect dst = {cx - (float)w / 2, cy - (float)h / 2, (float)w,
                             (float)h};
            ui_copy_veiled(ui, src, &dst, angle);
            return;
        }
        SDL_SetRenderDrawBlendMode(ui->ren, SDL_BLENDMODE_NONE);
        SDL_SetRenderDrawColor(ui->ren, 0, 0, 0, 0);
        SDL_RenderClear(ui->ren);
        SDL_SetRenderDrawBlendMode(ui->ren, SDL_BLENDMODE_BLEND);
        /* copied, not blended, so the copy keeps the picture's alpha */
        SDL_SetTextureBlendMode(src, SDL_BLENDMODE_NONE);
        SDL_Rect dst = {(tw - w) / 2, (th - h) / 2, w, h};
        SDL_RenderCopyEx(ui->ren, src, NULL, &dst, angle, NULL,
                         SDL_FLIP_NONE);
        SDL_SetTextureBlendMode(src, SDL_BLENDMODE_BLEND);
        SDL_SetRenderTarget(ui->ren, old);
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
        SDL_SetTextureScaleMode(t, SDL_ScaleModeNearest);
        slot->tex = t;
        slot->img = img;
        slot->w = w;
        slot->h = h;
        slot->angle = angle;
        slot->tw = tw;
        slot->th = th;
    }
    slot->used = ++c->clock;
    SDL_FRect dst = {(float)lroundf(cx - (float)slot->tw / 2),
                     (float)lroundf(cy - (float)slot->th / 2),
                     (float)slot->tw, (float)slot->th};
    ui_copy_veiled(ui, slot->tex, &dst, 0);
}

void ui_image_draw(Ui *ui, UiImage img, float cx, float cy, float w,
                   float h, int angle)
{
    SDL_Texture *t = ui_image(ui, img);
    if (t) {
        sprite(ui, t, (int)img, cx, cy, (int)lroundf(w), (int)lroundf(h),
               angle);
    }
}

/* Every shape of this file is drawn through here. */
static void geometry(Ui *ui, SDL_Vertex *v, int n, const int *idx, int ni)
{
    if (n < 3) {
        return;
    }
    for (int i = 0; ui->veil && i < n; i++) {
        UiColor c = ui_veiled(ui, UI_RGBA(v[i].color.r, v[i].color.g,
                                          v[i].color.b, v[i].color.a));
        v[i].color = sdl_col(c);
    }
    float x0 = v[0].position.x, y0 = v[0].position.y;
    float x1 = x0, y1 = y0;
    for (int i = 1; i < n; i++) {
        float x = v[i].position.x, y = v[i].position.y;
        x0 = x < x0 ? x : x0;
        x1 = x > x1 ? x : x1;
        y0 = y < y0 ? y : y0;
        y1 = y > y1 ? y : y1;
    }
    /* Whole pixels only: the shape's place within its pixel is part of
     * the key, so the texture holds exactly what filling it would give. */
    float ox = floorf(x0), oy = floorf(y0);
    float fw = ceilf(x1) - ox + 1, fh = ceilf(y1) - oy + 1;
    int triangles = idx ? ni / 3 : n / 3;
    if (fw * fh < (float)UI_SHAPE_MIN_AREA || triangles < 4 ||
        fw * fh > (float)ui->w * (float)ui->h || fw > 4096 || fh > 4096) {
        SDL_RenderGeometry(ui->ren, NULL, v, n, idx, ni);
        return;
    }
    UiShapeCache *c = shape_cache(ui);
    if (!c || (c->depth > 0 && c->drawing[c->depth - 1])) {
        /* Inside a layer, which is drawn once and kept: filling is cheap
         * enough there, and a layer then always holds the same pixels (a
         * shape's first sighting is filled, later ones copied, and the two
         * differ where its triangles' edges meet). */
        SDL_RenderGeometry(ui->ren, NULL, v, n, idx, ni);
        return;
    }
    int w = (int)fw, h = (int)fh;
    uint64_t key = 1469598103934665603ull;
    key = ui_hash(key, &n, sizeof n);
    key = ui_hash(key, &ni, sizeof ni);
    for (int i = 0; i < n; i++) {
        float p[2] = {v[i].position.x - ox, v[i].position.y - oy};
        key = ui_hash(key, p, sizeof p);
        key = ui_hash(key, &v[i].color, sizeof v[i].color);
    }
    if (idx) {
        key = ui_hash(key, idx, (size_t)ni * sizeof *idx);
    }
    SDL_Rect dst = {(int)ox, (int)oy, w, h};
    for (int i = 0; i < UI_SHAPES_MAX; i++) {
        UiShape *s = &c->shape[i];
        if (s->tex && s->key == key && s->w == w && s->h == h) {
            s->used = ++c->clock;
            SDL_RenderCopy(ui->ren, s->tex, NULL, &dst);
            return;
        }
    }
    UiShape *s = seen_before(c, key) ? shape_slot(c, (long)w * h) : NULL;
    SDL_Texture *t = s ? shape_texture(ui, v, n, idx, ni, ox, oy, w, h)
                       : NULL;
    if (!t) {
        SDL_RenderGeometry(ui->ren, NULL, v, n, idx, ni);
        return;
    }
    s->tex = t;
    s->key = key;
    s->w = w;
    s->h = h;
    s->used = ++c->clock;
    c->pixels += (long)w * h;
    SDL_RenderCopy(ui->ren, t, NULL, &dst);
}

UiColor ui_mix(UiColor a, UiColor b, float t)
{
    UiColor c;
    c.r = (uint8_t)lroundf((float)a.r + ((float)b.r - (float)a.r) * t);
    c.g = (uint8_t)lroundf((float)a.g + ((float)b.g - (float)a.g) * t);
    c.b = (uint8_t)lroundf((float)a.b + ((float)b.b - (float)a.b) * t);
    c.a = (uint8_t)lroundf((float)a.a + ((float)b.a - (float)a.a) * t);
    return c;
}

void ui_color(Ui *ui, UiColor c)
{
    c = ui_veiled(ui, c);
    SDL_SetRenderDrawColor(ui->ren, c.r, c.g, c.b, c.a);
}

bool ui_in_rect(UiRect r, float x, float y)
{
    return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

void ui_fill(Ui *ui, UiRect r, UiColor c)
{
    SDL_FRect f = {r.x, r.y, r.w, r.h};
    ui_color(ui, c);
    SDL_RenderFillRectF(ui->ren, &f);
}

void ui_vgrad(Ui *ui, UiRect r, UiColor top, UiColor bottom)
{
    SDL_Vertex v[4] = {vtx(r.x, r.y, top), vtx(r.x + r.w, r.y, top),
                       vtx(r.x + r.w, r.y + r.h, bottom),
                       vtx(r.x, r.y + r.h, bottom)};
    int idx[6] = {0, 1, 2, 0, 2, 3};
    geometry(ui, v, 4, idx, 6);
}

/* The outline of a rounded rectangle as a polygon, clockwise. */
/* The outline of a rounded rectangle, `per` points on each corner (0:
 * as many as its radius needs). Returns the number of points. */
static int round_outline(UiRect r, float rad, float *xs, float *ys, int max,
                         int per)
{
    if (rad * 2 > r.w) {
        rad = r.w / 2;
    }
    if (rad * 2 > r.h) {
        rad = r.h / 2;
    }
    if (per <= 0) {
        per = segments_for(rad) / 4 + 2;
    }
    if (per * 4 > max) {
        per = max / 4;
    }
    float cx[4] = {r.x + r.w - rad, r.x + r.w - rad, r.x + rad, r.x + rad};
    float cy[4] = {r.y + rad, r.y + r.h - rad, r.y + r.h - rad, r.y + rad};
    float start[4] = {-90, 0, 90, 180};
    int n = 0;
    for (int k = 0; k < 4; k++) {
        for (int i = 0; i < per; i++) {
            float a = (start[k] + 90.0f * (float)i / (float)(per - 1)) *
                      UI_PI / 180.0f;
            xs[n] = cx[k] + rad * cosf(a);
            ys[n] = cy[k] + rad * sinf(a);
            n++;
        }
    }
    return n;
}

/* Triangles of a fan: vertex 0 in the middle, vertices 1..n round it. */
static void fan_indices(int *idx, int n)
{
    for (int i = 0; i < n; i++) {
        idx[i * 3] = 0;
        idx[i * 3 + 1] = i + 1;
        idx[i * 3 + 2] = (i + 1) % n + 1;
    }
}

/* Two triangles per step of a closed band: vertex 2i on its outer edge,
 * 2i + 1 on its inner edge. */
static void band_indices(int *idx, int n)
{
    for (int i = 0; i < n; i++) {
        int j = (i + 1) % n;
        int *q = &idx[i * 6];
        q[0] = 2 * i;
        q[1] = 2 * i + 1;
        q[2] = 2 * j;
        q[3] = 2 * j;
        q[4] = 2 * i + 1;
        q[5] = 2 * j + 1;
    }
}

void ui_round_grad(Ui *ui, UiRect r, float radius, UiColor top,
                   UiColor bottom)
{
    float xs[UI_SEGMENTS_MAX + 8], ys[UI_SEGMENTS_MAX + 8];
    int n = round_outline(r, radius, xs, ys, UI_SEGMENTS_MAX, 0);
    SDL_Vertex v[UI_SEGMENTS_MAX + 9];
    int idx[(UI_SEGMENTS_MAX + 8) * 3];
    float mid = 0.5f;
    v[0] = vtx(r.x + r.w / 2, r.y + r.h / 2, ui_mix(top, bottom, mid));
    for (int i = 0; i < n; i++) {
        float t = r.h > 0 ? (ys[i] - r.y) / r.h : 0;
        v[i + 1] = vtx(xs[i], ys[i], ui_mix(top, bottom, t));
    }
    fan_indices(idx, n);
    geometry(ui, v, n + 1, idx, n * 3);
}

void ui_round(Ui *ui, UiRect r, float radius, UiColor c)
{
    ui_round_grad(ui, r, radius, c, c);
}

void ui_round_line(Ui *ui, UiRect r, float radius, float width, UiColor c)
{
    float xs[UI_SEGMENTS_MAX + 8], ys[UI_SEGMENTS_MAX + 8];
    float xi[UI_SEGMENTS_MAX + 8], yi[UI_SEGMENTS_MAX + 8];
    UiRect in = {r.x + width, r.y + width, r.w - 2 * width, r.h - 2 * width};
    int n = round_outline(r, radius, xs, ys, UI_SEGMENTS_MAX, 0);
    /* the inner edge has as many points as the outer, whatever its radius */
    int m = round_outline(in, radius - width > 0 ? radius - width : 0, xi, yi,
                          UI_SEGMENTS_MAX, n / 4);
    if (m != n) {
        return;
    }
    SDL_Vertex v[(UI_SEGMENTS_MAX + 8) * 2];
    int idx[(UI_SEGMENTS_MAX + 8) * 6];
    for (int i = 0; i < n; i++) {
        v[2 * i] = vtx(xs[i], ys[i], c);
        v[2 * i + 1] = vtx(xi[i], yi[i], c);
    }
    band_indices(idx, n);
    geometry(ui, v, 2 * n, idx, 6 * n);
}

void ui_disc_grad(Ui *ui, float cx, float cy, float rx, float ry,
                  UiColor inner, UiColor outer)
{
    int n = segments_for(rx > ry ? rx : ry);
    SDL_Vertex v[UI_SEGMENTS_MAX + 1];
    int idx[UI_SEGMENTS_MAX * 3];
    v[0] = vtx(cx, cy, inner);
    for (int i = 0; i < n; i++) {
        float a = 2.0f * UI_PI * (float)i / (float)n;
        v[i + 1] = vtx(cx + rx * cosf(a), cy + ry * sinf(a), outer);
    }
    fan_indices(idx, n);
    geometry(ui, v, n + 1, idx, n * 3);
}

void ui_ellipse(Ui *ui, float cx, float cy, float rx, float ry, UiColor c)
{
    ui_disc_grad(ui, cx, cy, rx, ry, c, c);
}

void ui_disc(Ui *ui, float cx, float cy, float rad, UiColor c)
{
    ui_disc_grad(ui, cx, cy, rad, rad, c, c);
}

void ui_ring(Ui *ui, float cx, float cy, float rad, float width, UiColor c)
{
    int n = segments_for(rad);
    SDL_Vertex v[UI_SEGMENTS_MAX * 2];
    int idx[UI_SEGMENTS_MAX * 6];
    for (int i = 0; i < n; i++) {
        float a = 2.0f * UI_PI * (float)i / (float)n;
        v[2 * i] = vtx(cx + rad * cosf(a), cy + rad * sinf(a), c);
        v[2 * i + 1] = vtx(cx + (rad - width) * cosf(a),
                           cy + (rad - width) * sinf(a), c);
    }
    band_indices(idx, n);
    geometry(ui, v, 2 * n, idx, 6 * n);
}

void ui_triangle(Ui *ui, float x1, float y1, float x2, float y2, float x3,
                 float y3, UiColor c)
{
    SDL_Vertex v[3] = {vtx(x1, y1, c), vtx(x2, y2, c), vtx(x3, y3, c)};
    geometry(ui, v, 3, NULL, 0);
}

void ui_diamond(Ui *ui, float cx, float cy, float rad, UiColor c)
{
    ui_triangle(ui, cx - rad, cy, cx, cy - rad, cx + rad, cy, c);
    ui_triangle(ui, cx - rad, cy, cx + rad, cy, cx, cy + rad, c);
}

void ui_line(Ui *ui, float x1, float y1, float x2, float y2, float width,
             UiColor c)
{
    float dx = x2 - x1, dy = y2 - y1;
    float len = sqrtf(dx * dx + dy * dy);
    if (len <= 0) {
        return;
    }
    float nx = -dy / len * width / 2, ny = dx / len * width / 2;
    SDL_Vertex v[4] = {vtx(x1 + nx, y1 + ny, c), vtx(x2 + nx, y2 + ny, c),
                       vtx(x2 - nx, y2 - ny, c), vtx(x1 - nx, y1 - ny, c)};
    int idx[6] = {0, 1, 2, 0, 2, 3};
    geometry(ui, v, 4, idx, 6);
}

/* The warm backdrop behind every screen: a dark wood-toned vignette. */
static void draw_backdrop(Ui *ui)
{
    UiRect all = {0, 0, (float)ui->w, (float)ui->h};
    ui_vgrad(ui, all, UI_RGB(74, 44, 26), UI_RGB(38, 22, 14));
    float big = (float)(ui->w > ui->h ? ui->w : ui->h);
    ui_disc_grad(ui, (float)ui->w * 0.5f, (float)ui->h * 0.42f, big * 0.62f,
                 big * 0.45f, UI_RGBA(150, 94, 52, 90),
                 UI_RGBA(150, 94, 52, 0));
}

/* ---- Layers ----
 * Most of a frame does not move: the backdrop, the board's wood and pits,
 * the panels. A screen draws those once into an opaque window-sized texture
 * and copies it each frame (without blending) while their key stays the
 * same; only the seeds, text and whatever moves are drawn on top. A layer
 * may be drawn inside another (the backdrop inside a screen's layer). */
static bool layer_in_use(const UiShapeCache *c, const UiLayer *l)
{
    for (int i = 0; i < c->depth; i++) {
        if (c->drawing[i] == l) {
            return true;
        }
    }
    return false;
}

/* Draws straight to the target (a NULL entry on the stack). */
static bool layer_direct(UiShapeCache *c)
{
    c->drawing[c->depth++] = NULL;
    return true;
}

bool ui_layer_begin(Ui *ui, uint64_t key)
{
    UiShapeCache *c = shape_cache(ui);
    if (!c) {
        return true; /* ui_layer_end then finds no cache either */
    }
    if (c->depth == UI_LAYERS_MAX) {
        c->deeper++; /* cannot happen with today's screens */
        return true;
    }
    UiLayer *slot = NULL;
    for (int i = 0; i < UI_LAYERS_MAX; i++) {
        UiLayer *l = &c->layer[i];
        if (layer_in_use(c, l)) {
            continue;
        }
        if (l->tex && l->key == key && l->w == ui->w && l->h == ui->h) {
            l->used = ++c->clock;
            SDL_RenderCopy(ui->ren, l->tex, NULL, NULL);
            return false;
        }
        if (!slot || l->used < slot->used) {
            slot = l;
        }
    }
    if (!slot) {
        return layer_direct(c);
    }
    if (slot->tex && (slot->w != ui->w || slot->h != ui->h)) {
        SDL_DestroyTexture(slot->tex);
        slot->tex = NULL;
    }
    if (!slot->tex) {
        slot->tex = SDL_CreateTexture(ui->ren, SDL_PIXELFORMAT_ARGB8888,
                                      SDL_TEXTUREACCESS_TARGET, ui->w, ui->h);
        if (!slot->tex) {
            return layer_direct(c);
        }
        SDL_SetTextureBlendMode(slot->tex, SDL_BLENDMODE_NONE);
        SDL_SetTextureScaleMode(slot->tex, SDL_ScaleModeNearest);
        slot->w = ui->w;
        slot->h = ui->h;
    }
    slot->before = SDL_GetRenderTarget(ui->ren);
    if (SDL_SetRenderTarget(ui->ren, slot->tex) != 0) {
        return layer_direct(c);
    }
    slot->key = key;
    slot->used = ++c->clock;
    c->drawing[c->depth++] = slot;
    ui_color(ui, UI_RGB(38, 22, 14));
    SDL_RenderClear(ui->ren);
    return true;
}

void ui_layer_end(Ui *ui)
{
    UiShapeCache *c = ui->shapes;
    if (!c || c->depth == 0) {
        return;
    }
    if (c->deeper > 0) {
        c->deeper--;
        return;
    }
    UiLayer *l = c->drawing[--c->depth];
    if (l) {
        SDL_SetRenderTarget(ui->ren, l->before);
        SDL_RenderCopy(ui->ren, l->tex, NULL, NULL);
    }
}

void ui_background(Ui *ui)
{
    if (ui_layer_begin(ui, 0x6261636b64726f70ull /* "backdrop" */)) {
        draw_backdrop(ui);
        ui_layer_end(ui);
    }
}

/* A parchment panel for text and lists. */
void ui_panel(Ui *ui, UiRect r)
{
    float rad = 12 * ui->u;
    UiRect sh = {r.x + 3 * ui->u, r.y + 5 * ui->u, r.w, r.h};
    ui_round(ui, sh, rad, UI_RGBA(0, 0, 0, 70));
    ui_round_grad(ui, r, rad, UI_RGB(250, 240, 218), UI_RGB(236, 220, 190));
    ui_round_line(ui, r, rad, 1.5f * ui->u + 0.5f, UI_RGBA(120, 80, 40, 120));
}

/* The keyboard's place: a bright ring inside a dark one, so that it shows
 * on the dark wood and on the light parchment alike. */
void ui_focus_ring(Ui *ui, UiRect r, float rad)
{
    float d = 3 * ui->u + 1, w = 2.5f * ui->u + 1;
    UiRect in = {r.x - d, r.y - d, r.w + 2 * d, r.h + 2 * d};
    UiRect out = {in.x - w, in.y - w, in.w + 2 * w, in.h + 2 * w};
    ui_round_line(ui, out, rad + d + w, w, UI_RGB(48, 24, 8));
    ui_round_line(ui, in, rad + d, w, UI_RGB(255, 214, 92));
}

void ui_button_draw(Ui *ui, const UiButton *b, bool focused)
{
    float rad = b->r.h * 0.3f;
    bool hot = ui_in_rect(b->r, (float)ui->mouse_x, (float)ui->mouse_y);
    UiColor top = UI_RGB(196, 128, 62), bottom = UI_RGB(150, 88, 40);
    UiColor text = ui_paper;
    if (b->toggled) {
        top = UI_RGB(244, 200, 110);
        bottom = UI_RGB(222, 160, 70);
        text = ui_ink;
    }
    if (!b->enabled) {
        top = UI_RGB(120, 96, 78);
        bottom = UI_RGB(104, 82, 66);
        text = UI_RGB(190, 176, 160);
    } else if (hot) {
        top = ui_mix(top, UI_RGB(255, 230, 180), 0.25f);
        bottom = ui_mix(bottom, UI_RGB(255, 230, 180), 0.2f);
    }
    UiRect sh = {b->r.x, b->r.y + 3 * ui->u, b->r.w, b->r.h};
    ui_round(ui, sh, rad, UI_RGBA(0, 0, 0, 90));
    ui_round_grad(ui, b->r, rad, top, bottom);
    if (focused) {
        ui_focus_ring(ui, b->r, rad);
    }
    /* a long label gets smaller, down to two thirds, then is cut */
    int px = (int)(b->r.h * 0.46f), least = px * 2 / 3 > 8 ? px * 2 / 3 : 8;
    int tw, th;
    ui_text_size(ui, UI_BOLD, px, b->label, &tw, &th);
    while (tw > b->r.w - 8 && px > least) {
        px--;
        ui_text_size(ui, UI_BOLD, px, b->label, &tw, &th);
    }
    char cut[256];
    ui_text(ui, UI_BOLD, px, text, b->r.x + b->r.w / 2, b->r.y + b->r.h / 2,
            UI_CENTER | UI_MIDDLE,
            ui_ellipsis(ui, UI_BOLD, px, b->r.w - 8, b->label, cut,
                        sizeof cut));
}

int ui_button_hit(const UiButton *bs, int n, int x, int y)
{
    for (int i = 0; i < n; i++) {
        if (bs[i].enabled && ui_in_rect(bs[i].r, (float)x, (float)y)) {
            return i;
        }
    }
    return -1;
}

/* South's emblem is a light disc, North's a dark diamond: told apart by
 * shape and brightness, not by hue alone. */
void ui_side_emblem(Ui *ui, int side, float cx, float cy, float rad)
{
    if (side == RULES_SOUTH) {
        ui_disc(ui, cx, cy, rad, UI_RGB(60, 36, 18));
        ui_disc(ui, cx, cy, rad * 0.78f, ui_south_col);
    } else {
        ui_diamond(ui, cx, cy, rad * 1.15f, UI_RGB(240, 232, 214));
        ui_diamond(ui, cx, cy, rad * 0.9f, ui_north_col);
    }
}

/* One seed: its picture when the images are there, else a smooth
 * pebble-like bean; the picture and tint are picked by `variety`. */
void ui_seed(Ui *ui, const UiLook *look, float cx, float cy, float rad,
             uint32_t variety)
{
    if (look) {
        int kind = UI_IMG_SEED1 + look->seeds[variety % 4] - 1;
        SDL_Texture *t = ui_image(ui, (UiImage)kind);
        if (t) {
            /* the counter covers the middle 40 px of the 64 px picture */
            float size = rad * 2.0f * 64.0f / 40.0f;
            int angle = (int)((variety >> 4) % 50) - 25;
            sprite(ui, t, kind, cx + size * 0.03f, cy + size * 0.03f,
                   (int)lroundf(size), (int)lroundf(size), angle);
            return;
        }
    }
    static const UiColor tints[][2] = {
        {{246, 236, 214, 255}, {176, 150, 118, 255}}, /* cream */
        {{222, 196, 150, 255}, {140, 108, 70, 255}},  /* tan */
        {{200, 190, 176, 255}, {110, 100, 92, 255}},  /* grey pebble */
        {{238, 214, 170, 255}, {160, 124, 80, 255}},  /* ivory */
    };
    const UiColor *t = tints[variety % 4];
    float rx = rad * (0.92f + 0.1f * (float)((variety >> 3) % 3) / 2.0f);
    float ry = rad * 0.86f;
    ui_ellipse(ui, cx + rad * 0.15f, cy + rad * 0.28f, rx, ry,
               UI_RGBA(0, 0, 0, 80));
    ui_disc_grad(ui, cx, cy, rx, ry, t[0], t[1]);
    ui_disc_grad(ui, cx - rx * 0.3f, cy - ry * 0.35f, rx * 0.35f, ry * 0.25f,
                 UI_RGBA(255, 255, 255, 170), UI_RGBA(255, 255, 255, 0));
}

void ui_field_start(UiField *f, const char *text, size_t max)
{
    if (max > sizeof f->text) {
        max = sizeof f->text;
    }
    f->max = max;
    snprintf(f->text, max, "%s", text);
    f->all = true;
    SDL_StartTextInput();
}

UiFieldAct ui_field_input(UiField *f, const SDL_Event *e)
{
    if (e->type == SDL_TEXTINPUT) {
        if (f->all) {
            f->text[0] = '\0';
            f->all = false;
        }
        size_t n = strlen(f->text), add = strlen(e->text.text);
        if (n + add < f->max) {
            memcpy(f->text + n, e->text.text, add + 1);
        }
        return UI_FIELD_TYPED;
    }
    if (e->type == SDL_MOUSEBUTTONUP) {
        return UI_FIELD_KEEP; /* a click elsewhere ends the typing */
    }
    if (e->type != SDL_KEYDOWN) {
        return UI_FIELD_NONE;
    }
    SDL_Keycode k = e->key.keysym.sym;
    if (k == SDLK_RETURN || k == SDLK_KP_ENTER) {
        return UI_FIELD_KEEP;
    }
    if (k == SDLK_ESCAPE) {
        return UI_FIELD_CANCEL;
    }
    if (k == SDLK_a && (e->key.keysym.mod & KMOD_CTRL)) {
        f->all = true;
        return UI_FIELD_TYPED;
    }
    if (k == SDLK_BACKSPACE || (k == SDLK_DELETE && f->all)) {
        size_t n = strlen(f->text);
        while (n > 0 && ((unsigned char)f->text[n - 1] & 0xC0) == 0x80) {
            n--;
        }
        f->text[f->all || n == 0 ? 0 : n - 1] = '\0';
        f->all = false;
        return UI_FIELD_TYPED;
    }
    if (k == SDLK_LEFT || k == SDLK_RIGHT || k == SDLK_HOME ||
        k == SDLK_END) {
        f->all = false; /* the caret stays at the end */
        return UI_FIELD_TYPED;
    }
    return UI_FIELD_NONE;
}

void ui_field_draw(Ui *ui, const UiField *f, UiFace face, int px, UiColor c,
                   float x, float y, float width, bool upside_down)
{
    /* while typing, the end of a long text shows: "…end|" */
    char shown[sizeof f->text + 8];
    const char *t = f->text;
    snprintf(shown, sizeof shown, "%s%s", t, f->all ? "" : "|");
    int tw, th;
    ui_text_size(ui, face, px, shown, &tw, &th);
    while ((float)tw > width && *t) {
        t++;
        while (((unsigned char)*t & 0xC0) == 0x80) {
            t++;
        }
        snprintf(shown, sizeof shown, "\xE2\x80\xA6%s%s", t,
                 f->all ? "" : "|");
        ui_text_size(ui, face, px, shown, &tw, &th);
    }
    if (f->all && f->text[0]) {
        /* selected: typing replaces it */
        float sx = upside_down ? x - (float)tw : x;
        ui_round(ui, (UiRect){sx - 2, y - (float)th / 2, (float)tw + 4,
                              (float)th},
                 3, UI_RGBA(70, 120, 200, 110));
    }
    ui_text_rot(ui, face, px, c, x, y, UI_LEFT | UI_MIDDLE, upside_down,
                shown);
}

int ui_buttons_input(Ui *ui, const UiButton *bs, int n, int *focus,
                     const SDL_Event *e)
{
    if (n <= 0) {
        return -1;
    }
    if (e->type == SDL_MOUSEBUTTONUP && e->button.button == SDL_BUTTON_LEFT) {
        int hit = ui_button_hit(bs, n, e->button.x, e->button.y);
        if (hit >= 0) {
            *focus = hit;
            ui_sound_play(ui->sound, UI_SFX_CLICK, 0, 1.0f);
        }
        return hit;
    }
    if (e->type == SDL_MOUSEMOTION) {
        int hit = ui_button_hit(bs, n, e->motion.x, e->motion.y);
        if (hit >= 0) {
            *focus = hit;
        }
        return -1;
    }
    if (e->type != SDL_KEYDOWN) {
        return -1;
    }
    SDL_Keycode k = e->key.keysym.sym;
    int step = 0;
    if (k == SDLK_DOWN || k == SDLK_RIGHT ||
        (k == SDLK_TAB && !(e->key.keysym.mod & KMOD_SHIFT))) {
        step = 1;
    } else if (k == SDLK_UP || k == SDLK_LEFT || k == SDLK_TAB) {
        step = -1;
    }
    if (step) {
        for (int tries = 0; tries < n; tries++) {
            *focus = ((*focus + step) % n + n) % n;
            if (bs[*focus].enabled) {
                break;
            }
        }
        return -1;
    }
    if ((k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_SPACE) &&
        *focus >= 0 && *focus < n && bs[*focus].enabled) {
        ui_sound_play(ui->sound, UI_SFX_CLICK, 0, 1.0f);
        return *focus;
    }
    return -1;
}

bool ui_scroll_input(const SDL_Event *e, float line, float page,
                     float *scroll)
{
    if (e->type == SDL_MOUSEWHEEL) {
        *scroll -= (float)e->wheel.y * line * 3;
        return true;
    }
    if (e->type != SDL_KEYDOWN) {
        return false;
    }
    switch (e->key.keysym.sym) {
    case SDLK_DOWN:
        *scroll += line;
        return true;
    case SDLK_UP:
        *scroll -= line;
        return true;
    case SDLK_PAGEDOWN:
    case SDLK_SPACE:
        *scroll += page * 0.85f;
        return true;
    case SDLK_PAGEUP:
        *scroll -= page * 0.85f;
        return true;
    case SDLK_HOME:
        *scroll = 0;
        return true;
    case SDLK_END:
        *scroll = 1e9f;
        return true;
    default:
        return false;
    }
}

void ui_buttons_draw(Ui *ui, const UiButton *bs, int n, int focus)
{
    for (int i = 0; i < n; i++) {
        ui_button_draw(ui, &bs[i], i == focus);
    }
}

void ui_dim(Ui *ui, uint8_t alpha)
{
    ui_fill(ui, (UiRect){0, 0, (float)ui->w, (float)ui->h},
            UI_RGBA(20, 10, 4, alpha));
}

void ui_draw_below(Ui *ui, void *st)
{
    for (int i = ui->depth - 1; i > 0; i--) {
        if (ui->stack[i].st == st) {
            ui->stack[i - 1].def->draw(ui, ui->stack[i - 1].st);
            return;
        }
    }
    ui_background(ui);
}
