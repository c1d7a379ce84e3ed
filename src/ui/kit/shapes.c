/* shapes.c: what draw.c draws, kept as textures: shapes drawn again with
 * the same vertices, pictures at the size and angle they are drawn at, and
 * the layers under a screen's moving parts. */
#include "kit/draw.h"
#include "kit/screen.h"

#include <math.h>
#include <stdlib.h>

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
    uint8_t veil;         /* under what veil (Ui.veil) */
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
    if (!ui->shapes && !(ui->shapes = calloc(1, sizeof *ui->shapes))) {
        ui_fatal(__FILE__, __LINE__, "out of memory");
    }
    return ui->shapes;
}

/* A target texture of w x h, transparent, made the renderer's target
 * (the one before in *old); NULL when none can be made. */
static SDL_Texture *sprite_target(Ui *ui, int w, int h, SDL_Texture **old)
{
    SDL_Texture *t = SDL_CreateTexture(ui->ren, SDL_PIXELFORMAT_ARGB8888,
                                       SDL_TEXTUREACCESS_TARGET, w, h);
    *old = SDL_GetRenderTarget(ui->ren);
    if (!t || SDL_SetRenderTarget(ui->ren, t) != 0) {
        if (t) {
            SDL_DestroyTexture(t);
        }
        return NULL;
    }
    SDL_SetRenderDrawBlendMode(ui->ren, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(ui->ren, 0, 0, 0, 0);
    SDL_RenderClear(ui->ren);
    SDL_SetRenderDrawBlendMode(ui->ren, SDL_BLENDMODE_BLEND);
    return t;
}

/*
 * The kept copy of picture `img` at w x h turned by `angle` and under a
 * veil of `veil` (Ui.veil), made if need be; NULL when no texture can be
 * made. A veiled copy is made from the unveiled one, its colours scaled as
 * drawing it with the veil would (copied, not blended: the same pixels),
 * so that drawing it needs no colour modulation, which SDL's software
 * renderer blits pixel by pixel in its slowest way (the title's seeds).
 */
static UiSprite *sprite_get(Ui *ui, UiShapeCache *c, SDL_Texture *src,
                            int img, int w, int h, int angle, uint8_t veil)
{
    UiSprite *slot = NULL;
    for (int i = 0; i < UI_SPRITES_MAX; i++) {
        UiSprite *s = &c->sprite[i];
        if (s->tex && s->img == img && s->w == w && s->h == h &&
            s->angle == angle && s->veil == veil) {
            s->used = ++c->clock;
            return s;
        }
    }
    UiSprite *plain =
        veil ? sprite_get(ui, c, src, img, w, h, angle, 0) : NULL;
    if (veil && !plain) {
        return NULL;
    }
    for (int i = 0; i < UI_SPRITES_MAX; i++) {
        UiSprite *s = &c->sprite[i];
        if (s != plain &&
            (!slot || (slot->tex && (!s->tex || s->used < slot->used)))) {
            slot = s;
        }
    }
    if (slot->tex) {
        SDL_DestroyTexture(slot->tex);
        slot->tex = NULL;
    }
    /* room for the turned picture's corners */
    int tw = plain ? plain->tw
             : angle ? (int)ceilf((float)(w > h ? w : h) * 1.42f) + 2
                     : w;
    int th = plain ? plain->th : angle ? tw : h;
    SDL_Texture *old;
    SDL_Texture *t = sprite_target(ui, tw, th, &old);
    if (!t) {
        return NULL;
    }
    /* copied, not blended, so the copy keeps the picture's alpha */
    SDL_Texture *from = plain ? plain->tex : src;
    SDL_SetTextureBlendMode(from, SDL_BLENDMODE_NONE);
    if (plain) {
        Uint8 k = (Uint8)(255 - veil);
        SDL_SetTextureColorMod(from, k, k, k);
        SDL_RenderCopy(ui->ren, from, NULL, NULL);
        SDL_SetTextureColorMod(from, 255, 255, 255);
    } else {
        SDL_Rect dst = {(tw - w) / 2, (th - h) / 2, w, h};
        SDL_RenderCopyEx(ui->ren, src, NULL, &dst, angle, NULL,
                         SDL_FLIP_NONE);
    }
    SDL_SetTextureBlendMode(from, SDL_BLENDMODE_BLEND);
    SDL_SetRenderTarget(ui->ren, old);
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    SDL_SetTextureScaleMode(t, SDL_ScaleModeNearest);
    *slot = (UiSprite){t, img, w, h, angle, veil, tw, th, ++c->clock};
    return slot;
}

/* Draws `src` (picture `img`) centred on (cx, cy), w x h, turned by `angle`
 * degrees, from a copy made once for that size, angle and veil. */
void ui_sprite(Ui *ui, SDL_Texture *src, int img, float cx, float cy,
               int w, int h, int angle)
{
    UiShapeCache *c = shape_cache(ui);
    UiSprite *slot = c && w > 0 && h > 0 && w <= 512 && h <= 512
                         ? sprite_get(ui, c, src, img, w, h, angle,
                                      ui->veil)
                         : NULL;
    if (!slot) {
        SDL_FRect dst = {cx - (float)w / 2, cy - (float)h / 2, (float)w,
                         (float)h};
        ui_copy_veiled(ui, src, &dst, angle);
        return;
    }
    SDL_FRect dst = {(float)lroundf(cx - (float)slot->tw / 2),
                     (float)lroundf(cy - (float)slot->th / 2),
                     (float)slot->tw, (float)slot->th};
    uint8_t veil = ui->veil;
    ui->veil = 0; /* already in the copy's colours */
    ui_copy_veiled(ui, slot->tex, &dst, 0);
    ui->veil = veil;
}

/* Every shape of draw.c is drawn through here. */
void ui_geometry(Ui *ui, SDL_Vertex *v, int n, const int *idx, int ni)
{
    if (n < 3) {
        return;
    }
    for (int i = 0; ui->veil && i < n; i++) {
        UiColor c = ui_veiled(ui, UI_RGBA(v[i].color.r, v[i].color.g,
                                          v[i].color.b, v[i].color.a));
        v[i].color = (SDL_Color){c.r, c.g, c.b, c.a};
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
        /* (a "texts" record draws it again: its texts are written down
         * too, the holes' names under the hand's count) */
        if (l->tex && l->key == key && l->w == ui->w && l->h == ui->h &&
            !ui->text_log) {
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
