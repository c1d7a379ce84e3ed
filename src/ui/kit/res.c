/* res.c: resources: finding the data folder, fonts, cached text textures and
 * images. Settings: settings.c. */
#include "kit/draw.h"
#include "kit/screen.h"
#include "kit/text.h"

#include "safeio.h"

#include <SDL_image.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "platform.h"

#ifndef MANCALA_SOURCE_DATA_DIR
#define MANCALA_SOURCE_DATA_DIR ""
#endif

static bool has_fonts(const char *dir)
{
    char path[1200];
    struct stat st;
    snprintf(path, sizeof path, "%s/fonts/NotoSans-Regular.ttf", dir);
    return stat(path, &st) == 0;
}

/* $MANCALA_DATA_DIR, then beside the program, then the source tree. */
bool ui_find_data_dir(char *out, size_t size)
{
    const char *env = getenv("MANCALA_DATA_DIR");
    if (env && *env) {
        snprintf(out, size, "%s", env);
        return has_fonts(out);
    }
    char *base = SDL_GetBasePath();
    if (base) {
        const char *rel[] = {"data", "../data", "../share/mancala-atlas"};
        for (size_t i = 0; i < sizeof rel / sizeof rel[0]; i++) {
            snprintf(out, size, "%s%s", base, rel[i]);
            if (has_fonts(out)) {
                SDL_free(base);
                return true;
            }
        }
        SDL_free(base);
    }
    snprintf(out, size, "%s", MANCALA_SOURCE_DATA_DIR);
    return *out && has_fonts(out);
}

static const char *const face_files[UI_FACE_COUNT] = {
    "NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "NotoSerif-Bold.ttf"};

float ui_text_scale(const Ui *ui)
{
    int t = ui->settings.text_size;
    return t >= 100 && t <= 200 ? (float)t / 100.0f : 1.0f;
}

int ui_px(Ui *ui, float base)
{
    float ts = ui_text_scale(ui);
    float px = base * ui->u * ts;
    float floor_px = base * 0.72f * ts;
    if (px < floor_px) {
        px = floor_px;
    }
    return (int)lroundf(px);
}

/* What res.c keeps for reuse, made on first use. */
enum { UI_TEXT_CACHE = 384, UI_SURFACES = 10, UI_NAMED = 16, UI_SIZES = 1024 };

typedef struct UiTextEntry {
    uint64_t key;
    SDL_Texture *tex;
    int w, h;
    uint64_t used;
} UiTextEntry;

struct UiRes {
    TTF_Font *fonts[UI_FACE_COUNT][64]; /* by face and size bucket */
    int font_px[UI_FACE_COUNT][64];
    UiTextEntry text[UI_TEXT_CACHE];
    uint64_t text_clock;
    SDL_Texture *images[UI_IMG_COUNT];
    bool image_tried[UI_IMG_COUNT];
    /* a board surface: the wood or earth tiled once per board size */
    struct {
        SDL_Texture *tex;
        int w, h, img;
        uint64_t used;
    } surfaces[UI_SURFACES];
    /* pictures of data/images/ asked for by name (ui_image_named) */
    struct {
        char file[40];
        SDL_Texture *tex;
    } named[UI_NAMED];
    /* Measured sizes of text, by face, size and string: lists and fitted
     * labels measure the same strings every frame, and measuring shapes
     * every glyph. */
    struct { uint64_t key; int w, h; } sizes[UI_SIZES];
    /* fit_bytes()'s answers, by face, size, string and width */
    struct { uint64_t key; int keep; } fits[UI_SIZES];
    bool face_checked[UI_FACE_COUNT]; /* font_check() has drawn with it */
};

static struct UiRes *res_of(Ui *ui)
{
    if (!ui->res && !(ui->res = calloc(1, sizeof *ui->res))) {
        ui_fatal(__FILE__, __LINE__, "out of memory");
    }
    return ui->res;
}

/* A font that opens may still be cut or damaged: FreeType reads its
 * header and fails only on the glyphs, and every text is then blank. The
 * first time a face is opened it draws a test string (Latin and
 * Vietnamese letters); a face that draws nothing stops the game with a
 * message naming the file, as a missing one does. */
static void font_check(struct UiRes *r, UiFace face, TTF_Font *f,
                       const char *path)
{
    if (r->face_checked[face]) {
        return;
    }
    SDL_Color ink = {0, 0, 0, 255};
    SDL_Surface *s = TTF_RenderUTF8_Blended(f, "Mancala Atlas \xe1\xbb\x87",
                                            ink);
    bool inked = false;
    if (s && SDL_LockSurface(s) == 0) {
        for (int y = 0; y < s->h && !inked; y++) {
            const Uint32 *row =
                (const Uint32 *)((const Uint8 *)s->pixels + y * s->pitch);
            for (int x = 0; x < s->w && !inked; x++) {
                Uint8 cr, cg, cb, ca;
                SDL_GetRGBA(row[x], s->format, &cr, &cg, &cb, &ca);
                inked = ca > 0;
            }
        }
        SDL_UnlockSurface(s);
    }
    SDL_FreeSurface(s);
    if (!inked || !TTF_GlyphIsProvided32(f, 0x1ec7)) {
        char what[1300];
        snprintf(what, sizeof what, "cannot use the font %s: it draws no "
                 "text (the file is damaged or cut short)", path);
        SDL_SetError("%s", "");
        ui_fatal(__FILE__, __LINE__, what);
    }
    r->face_checked[face] = true;
}

/* Fonts are opened once per face and pixel size; sizes are bucketed so a
 * window being resized does not open hundreds of them. */
TTF_Font *ui_font(Ui *ui, UiFace face, int px)
{
    struct UiRes *r = res_of(ui);
    if (px < 6) {
        px = 6;
    }
    if (px > 40) {
        px = 40 + ((px - 40) / 4) * 4;
    }
    int slot = -1;
    for (int i = 0; i < 64; i++) {
        if (r->fonts[face][i] && r->font_px[face][i] == px) {
            return r->fonts[face][i];
        }
        if (!r->fonts[face][i] && slot < 0) {
            slot = i;
        }
    }
    if (slot < 0) {
        slot = px % 64;
        TTF_CloseFont(r->fonts[face][slot]);
        r->fonts[face][slot] = NULL;
        ui_text_cache_clear(ui);
    }
    char path[1200];
    snprintf(path, sizeof path, "%s/fonts/%s", ui->data_dir, face_files[face]);
    /* checked first: TTF_OpenFont would wait forever on a named pipe */
    char why[SAFEIO_WHY_MAX], what[1300];
    TTF_Font *f = NULL;
    if (!safeio_check(path, UI_FONT_MAX, why, sizeof why)) {
        SDL_SetError("%s", why);
    } else {
        f = TTF_OpenFont(path, px);
    }
    if (!f) {
        snprintf(what, sizeof what, "cannot open the font %s", path);
        ui_fatal(__FILE__, __LINE__, what);
    }
    font_check(r, face, f, path);
    r->fonts[face][slot] = f;
    r->font_px[face][slot] = px;
    return f;
}

static uint64_t text_key(UiFace face, int px, UiColor c, const char *s)
{
    uint64_t h = 1469598103934665603ull;
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        h = (h ^ *p) * 1099511628211ull;
    }
    h = (h ^ (uint64_t)face) * 1099511628211ull;
    h = (h ^ (uint64_t)(unsigned)px) * 1099511628211ull;
    h ^= ((uint64_t)c.r << 24 | (uint64_t)c.g << 16 | (uint64_t)c.b << 8 |
          c.a) << 20;
    return h;
}

static UiTextEntry *text_get(Ui *ui, UiFace face, int px, UiColor c,
                             const char *s)
{
    struct UiRes *r = res_of(ui);
    uint64_t key = text_key(face, px, c, s);
    UiTextEntry *oldest = &r->text[0];
    for (int i = 0; i < UI_TEXT_CACHE; i++) {
        UiTextEntry *e = &r->text[i];
        if (e->tex && e->key == key) {
            e->used = ++r->text_clock;
            return e;
        }
        if (!e->tex || e->used < oldest->used) {
            oldest = e;
        }
    }
    TTF_Font *f = ui_font(ui, face, px);
    SDL_Color col = {c.r, c.g, c.b, c.a};
    char *neutral = ui_text_neutral(s);
    SDL_Surface *surf = TTF_RenderUTF8_Blended(f, neutral ? neutral : s, col);
    free(neutral);
    if (!surf) {
        return NULL;
    }
    if (oldest->tex) {
        SDL_DestroyTexture(oldest->tex);
    }
    oldest->tex = SDL_CreateTextureFromSurface(ui->ren, surf);
    oldest->w = surf->w;
    oldest->h = surf->h;
    oldest->key = key;
    oldest->used = ++r->text_clock;
    SDL_FreeSurface(surf);
    return oldest->tex ? oldest : NULL;
}

void ui_text_cache_clear(Ui *ui)
{
    struct UiRes *r = ui->res;
    if (!r) {
        return;
    }
    for (int i = 0; i < UI_TEXT_CACHE; i++) {
        if (r->text[i].tex) {
            SDL_DestroyTexture(r->text[i].tex);
        }
        r->text[i].tex = NULL;
    }
}


void ui_text_size(Ui *ui, UiFace face, int px, const char *s, int *w, int *h)
{
    uint64_t key = text_key(face, px, UI_RGBA(0, 0, 0, 0), s) | 1u;
    size_t at = (size_t)(key % UI_SIZES);
    int tw = 0, th = 0;
    struct UiRes *r = res_of(ui);
    if (r->sizes[at].key == key) {
        tw = r->sizes[at].w;
        th = r->sizes[at].h;
    } else {
        if (*s) {
            char *neutral = ui_text_neutral(s);
            TTF_SizeUTF8(ui_font(ui, face, px), neutral ? neutral : s, &tw,
                         &th);
            free(neutral);
        } else {
            th = TTF_FontHeight(ui_font(ui, face, px));
        }
        r->sizes[at].key = key;
        r->sizes[at].w = tw;
        r->sizes[at].h = th;
    }
    if (w) {
        *w = tw;
    }
    if (h) {
        *h = th;
    }
}

/* The next character of UTF-8 text and its length (1 for a stray byte). */
static uint32_t next_char(const char *s, int *len)
{
    const unsigned char *p = (const unsigned char *)s;
    int n = p[0] < 0x80 ? 1 : p[0] >= 0xF0 ? 4 : p[0] >= 0xE0 ? 3
                                : p[0] >= 0xC0 ? 2 : 1;
    uint32_t c = n == 1 ? p[0] : p[0] & (0x7Fu >> n);
    for (int i = 1; i < n; i++) {
        if ((p[i] & 0xC0) != 0x80) {
            *len = 1;
            return p[0];
        }
        c = c << 6 | (p[i] & 0x3Fu);
    }
    *len = n;
    return c;
}

/* Tests: a text drawn at `dst`, as Ui.text_log records it ("font PX", then
 * "text X Y W H clip X Y W H|words"; clip 0 0 0 0: none), and each
 * character its font
 * lacks ("noglyph U+XXXX|words"). */
static void record_text(Ui *ui, UiFace face, int px, SDL_FRect dst,
                        const char *s)
{
    SDL_Rect clip = {0, 0, 0, 0};
    if (SDL_RenderIsClipEnabled(ui->ren)) {
        SDL_RenderGetClipRect(ui->ren, &clip);
    }
    fprintf(ui->text_log, "font %d\ntext %d %d %d %d clip %d %d %d %d|%s\n",
            px,
            (int)dst.x, (int)dst.y, (int)dst.w, (int)dst.h, clip.x, clip.y,
            clip.w, clip.h, s);
    TTF_Font *f = ui_font(ui, face, px);
    for (const char *p = s; *p;) {
        int len;
        uint32_t c = next_char(p, &len);
        if (c >= 0x20 && !TTF_GlyphIsProvided32(f, c)) {
            fprintf(ui->text_log, "noglyph U+%04X|%s\n", (unsigned)c, s);
        }
        p += len;
    }
}

int ui_text_rot(Ui *ui, UiFace face, int px, UiColor c, float x, float y,
                int align, bool upside_down, const char *s)
{
    if (!s || !*s) {
        return 0;
    }
    UiTextEntry *e = text_get(ui, face, px, c, s);
    if (!e) {
        return 0;
    }
    float w = (float)e->w, h = (float)e->h;
    int halign = align & 3;
    /* Upside-down text is read from the far side of the table, so its
     * alignment is mirrored too. */
    if (upside_down && halign != UI_CENTER) {
        halign = halign == UI_LEFT ? UI_RIGHT : UI_LEFT;
    }
    float dx = halign == UI_CENTER ? x - w / 2 : halign == UI_RIGHT ? x - w : x;
    float dy = (align & UI_MIDDLE) ? y - h / 2 : y;
    SDL_FRect dst = {floorf(dx), floorf(dy), w, h};
    if (ui->text_log) {
        record_text(ui, face, px, dst, s);
    }
    ui_copy_veiled(ui, e->tex, &dst, upside_down ? 180.0 : 0.0);
    return e->w;
}

void ui_text_floats(Ui *ui)
{
    if (ui->text_log) {
        fprintf(ui->text_log, "float\n");
    }
}

void ui_text_of_board(Ui *ui)
{
    if (ui->text_log) {
        fprintf(ui->text_log, "board\n");
    }
}

int ui_text(Ui *ui, UiFace face, int px, UiColor c, float x, float y,
            int align, const char *s)
{
    return ui_text_rot(ui, face, px, c, x, y, align, false, s);
}

/* How many bytes of `s` fit in `width` with an ellipsis after them (-1:
 * all of it fits, no ellipsis), remembered like the sizes: the move list
 * fits the same labels every frame, and each try is a measurement. */

static int fit_bytes(Ui *ui, UiFace face, int px, float width, const char *s)
{
    int iw = (int)width;
    uint64_t key = (text_key(face, px, UI_RGBA(0, 0, 0, 0), s) ^
                    (uint64_t)(unsigned)iw * 0x9E3779B97F4A7C15ull) | 1u;
    size_t at = (size_t)(key % UI_SIZES);
    struct UiRes *r = res_of(ui);
    if (r->fits[at].key == key) {
        return r->fits[at].keep;
    }
    int tw, th, keep = -1;
    ui_text_size(ui, face, px, s, &tw, &th);
    if (tw > iw) {
        char buf[512];
        size_t n = strlen(s);
        if (n >= sizeof buf - 4) {
            n = sizeof buf - 4;
        }
        memcpy(buf, s, n);
        while (n > 0) {
            /* back off one UTF-8 character, then try with an ellipsis */
            n = safeio_utf8_fit(s, n - 1);
            memcpy(buf + n, "\xE2\x80\xA6", 4);
            ui_text_size(ui, face, px, buf, &tw, &th);
            if (tw <= iw) {
                break;
            }
        }
        keep = (int)n;
    }
    r->fits[at].key = key;
    r->fits[at].keep = keep;
    return keep;
}

const char *ui_ellipsis(Ui *ui, UiFace face, int px, float width,
                        const char *s, char *buf, size_t size)
{
    int keep = fit_bytes(ui, face, px, width, s);
    if (keep < 0) {
        return s;
    }
    if (ui->text_log) {
        fprintf(ui->text_log, "cut %d|%s\n", (int)width, s);
    }
    snprintf(buf, size, "%.*s\xE2\x80\xA6", keep, s);
    return buf;
}

void ui_text_fit(Ui *ui, UiFace face, int px, UiColor c, float x, float y,
                 float width, const char *s)
{
    char buf[512];
    ui_text(ui, face, px, c, x, y, UI_LEFT,
            ui_ellipsis(ui, face, px, width, s, buf, sizeof buf));
}

/* A PNG's size is in its header: a picture too big to decode in good time
 * (or at all) is refused before any pixel is read. */
static bool png_size_ok(const unsigned char *b, size_t len)
{
    static const unsigned char sig[8] = {0x89, 'P', 'N', 'G',
                                         '\r', '\n', 0x1a, '\n'};
    if (len < 24 || memcmp(b, sig, 8) != 0 || memcmp(b + 12, "IHDR", 4)) {
        SDL_SetError("not a PNG picture");
        return false;
    }
    uint32_t w = (uint32_t)b[16] << 24 | (uint32_t)b[17] << 16 |
                 (uint32_t)b[18] << 8 | b[19];
    uint32_t h = (uint32_t)b[20] << 24 | (uint32_t)b[21] << 16 |
                 (uint32_t)b[22] << 8 | b[23];
    if (w == 0 || h == 0 || w > UI_PICTURE_SIDE_MAX ||
        h > UI_PICTURE_SIDE_MAX) {
        SDL_SetError("the picture is %ux%u pixels; at most %dx%d are read",
                     (unsigned)w, (unsigned)h, UI_PICTURE_SIDE_MAX,
                     UI_PICTURE_SIDE_MAX);
        return false;
    }
    return true;
}

SDL_Surface *ui_picture_load(const char *path)
{
    char why[SAFEIO_WHY_MAX];
    size_t len = 0;
    char *bytes = safeio_read(path, UI_PICTURE_FILE_MAX, &len, why,
                              sizeof why);
    if (!bytes) {
        SDL_SetError("%s", why);
        return NULL;
    }
    SDL_Surface *pic = NULL;
    if (png_size_ok((const unsigned char *)bytes, len)) {
        pic = IMG_Load_RW(SDL_RWFromConstMem(bytes, (int)len), 1);
    }
    free(bytes);
    return pic;
}

static const char *const image_files[UI_IMG_COUNT] = {
    "wood.png",   "earth.png",  "pit.png",    "pit-earth.png",
    "store.png",  "seed-1.png", "seed-2.png", "seed-3.png",
    "seed-4.png", "seed-5.png", "seed-6.png", "seed-7.png",
    "seed-8.png", "icon-256.png"};

/* Loaded on first use; a missing file is reported once and then drawn with
 * plain shapes. */
SDL_Texture *ui_image(Ui *ui, UiImage img)
{
    struct UiRes *r = res_of(ui);
    if ((int)img < 0 || img >= UI_IMG_COUNT) {
        return NULL;
    }
    if (!r->image_tried[img]) {
        r->image_tried[img] = true;
        char path[1200];
        snprintf(path, sizeof path, "%s/images/%s", ui->data_dir,
                 image_files[img]);
        SDL_Surface *pic = ui_picture_load(path);
        r->images[img] =
            pic ? SDL_CreateTextureFromSurface(ui->ren, pic) : NULL;
        SDL_FreeSurface(pic);
        if (r->images[img]) {
            SDL_SetTextureBlendMode(r->images[img], SDL_BLENDMODE_BLEND);
            SDL_SetTextureScaleMode(r->images[img], SDL_ScaleModeLinear);
        } else {
            SDL_Log("mancala-atlas: cannot load %s (%s); drawing plain "
                    "shapes instead", path, SDL_GetError());
        }
    }
    return r->images[img];
}

SDL_Texture *ui_image_named(Ui *ui, const char *file)
{
    struct UiRes *r = res_of(ui);
    int n = UI_NAMED;
    int slot = -1;
    for (int i = 0; i < n; i++) {
        if (strcmp(r->named[i].file, file) == 0) {
            return r->named[i].tex;
        }
        if (slot < 0 && !r->named[i].file[0]) {
            slot = i;
        }
    }
    if (slot < 0 || strlen(file) >= sizeof r->named[0].file) {
        return NULL;
    }
    /* tried once: a missing file is reported once */
    snprintf(r->named[slot].file, sizeof r->named[slot].file, "%s", file);
    char path[1200];
    snprintf(path, sizeof path, "%s/images/%s", ui->data_dir, file);
    SDL_Surface *pic = ui_picture_load(path);
    SDL_Texture *t = pic ? SDL_CreateTextureFromSurface(ui->ren, pic) : NULL;
    SDL_FreeSurface(pic);
    if (t) {
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
        SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear);
    } else {
        SDL_Log("mancala-atlas: cannot load %s (%s)", path, SDL_GetError());
    }
    r->named[slot].tex = t;
    return t;
}

/* Boards of a few sizes are on screen at once (the selection cards), so a
 * few tiled surfaces are kept, the least recently used replaced. */
/* Makes the corners outside a rounded rectangle transparent, so the
 * surface can be drawn with a plain copy. */
static void cut_corners(Ui *ui, int w, int h, float rad)
{
    SDL_SetRenderDrawBlendMode(ui->ren, SDL_BLENDMODE_NONE);
    float cx[4] = {rad, (float)w - rad, (float)w - rad, rad};
    float cy[4] = {rad, rad, (float)h - rad, (float)h - rad};
    float px[4] = {0, (float)w, (float)w, 0};
    float py[4] = {0, 0, (float)h, (float)h};
    float start[4] = {180, 270, 0, 90};
    SDL_Color clear = {0, 0, 0, 0};
    for (int k = 0; k < 4; k++) {
        enum { STEPS = 24 };
        SDL_Vertex v[STEPS + 2];
        v[0].position.x = px[k];
        v[0].position.y = py[k];
        for (int i = 0; i <= STEPS; i++) {
            float a = (start[k] + 90.0f * (float)i / STEPS) * UI_PI / 180.0f;
            v[i + 1].position.x = cx[k] + rad * cosf(a);
            v[i + 1].position.y = cy[k] + rad * sinf(a);
        }
        int idx[STEPS * 3];
        for (int i = 0; i < STEPS + 2; i++) {
            v[i].color = clear;
            v[i].tex_coord.x = v[i].tex_coord.y = 0;
        }
        for (int i = 0; i < STEPS; i++) {
            idx[i * 3] = 0;
            idx[i * 3 + 1] = i + 1;
            idx[i * 3 + 2] = i + 2;
        }
        SDL_RenderGeometry(ui->ren, NULL, v, STEPS + 2, idx, STEPS * 3);
    }
    SDL_SetRenderDrawBlendMode(ui->ren, SDL_BLENDMODE_BLEND);
}

SDL_Texture *ui_surface(Ui *ui, UiImage img, int w, int h, float radius)
{
    struct UiRes *r = res_of(ui);
    if (w <= 0 || h <= 0) {
        return NULL;
    }
    int n = UI_SURFACES;
    int slot = 0;
    for (int i = 0; i < n; i++) {
        if (r->surfaces[i].tex && r->surfaces[i].w == w &&
            r->surfaces[i].h == h && r->surfaces[i].img == (int)img) {
            r->surfaces[i].used = ++r->text_clock;
            return r->surfaces[i].tex;
        }
        if (!r->surfaces[i].tex ||
            (r->surfaces[slot].tex &&
             r->surfaces[i].used < r->surfaces[slot].used)) {
            slot = i;
        }
    }
    SDL_Texture *tile = ui_image(ui, img);
    if (!tile) {
        return NULL;
    }
    if (r->surfaces[slot].tex) {
        SDL_DestroyTexture(r->surfaces[slot].tex);
        r->surfaces[slot].tex = NULL;
    }
    SDL_Texture *t = SDL_CreateTexture(ui->ren, SDL_PIXELFORMAT_ARGB8888,
                                       SDL_TEXTUREACCESS_TARGET, w, h);
    if (!t) {
        return NULL;
    }
    int tw, th;
    SDL_QueryTexture(tile, NULL, NULL, &tw, &th);
    /* natural size, or a whole multiple of it on large, dense screens */
    int k = (int)(ui->u + 0.5f);
    if (k < 1) {
        k = 1;
    }
    SDL_Texture *old = SDL_GetRenderTarget(ui->ren);
    SDL_SetRenderTarget(ui->ren, t);
    SDL_SetTextureBlendMode(tile, SDL_BLENDMODE_NONE);
    for (int y = 0; y < h; y += th * k) {
        for (int x = 0; x < w; x += tw * k) {
            SDL_Rect dst = {x, y, tw * k, th * k};
            SDL_RenderCopy(ui->ren, tile, NULL, &dst);
        }
    }
    SDL_SetTextureBlendMode(tile, SDL_BLENDMODE_BLEND);
    cut_corners(ui, w, h, radius);
    SDL_SetRenderTarget(ui->ren, old);
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    r->surfaces[slot].tex = t;
    r->surfaces[slot].w = w;
    r->surfaces[slot].h = h;
    r->surfaces[slot].img = (int)img;
    r->surfaces[slot].used = ++r->text_clock;
    return t;
}

void ui_res_free(Ui *ui)
{
    ui_shapes_free(ui);
    struct UiRes *r = ui->res;
    if (!r) {
        return;
    }
    ui_text_cache_clear(ui);
    for (int i = 0; i < UI_SURFACES; i++) {
        if (r->surfaces[i].tex) {
            SDL_DestroyTexture(r->surfaces[i].tex);
        }
    }
    for (int f = 0; f < UI_FACE_COUNT; f++) {
        for (int i = 0; i < 64; i++) {
            if (r->fonts[f][i]) {
                TTF_CloseFont(r->fonts[f][i]);
            }
        }
    }
    for (int i = 0; i < UI_NAMED; i++) {
        if (r->named[i].tex) {
            SDL_DestroyTexture(r->named[i].tex);
        }
    }
    for (int i = 0; i < UI_IMG_COUNT; i++) {
        if (r->images[i]) {
            SDL_DestroyTexture(r->images[i]);
        }
    }
    free(r);
    ui->res = NULL;
}

int ui_text_cached(const Ui *ui)
{
    int n = 0;
    for (int i = 0; ui->res && i < UI_TEXT_CACHE; i++) {
        n += ui->res->text[i].tex != NULL;
    }
    return n;
}
