/* draw.c: drawing primitives (discs, rounded panels, gradients, lines), the
 * backdrop and side emblems (seeds: board.c); shapes.c keeps them as textures,
 * widgets.c builds on them. */
#include "kit/draw.h"
#include "kit/rect.h"
#include "kit/screen.h"
#include "kit/text.h"
#include "rules.h"

#include <math.h>

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
    int w, h;
    if (angle == 0 && SDL_QueryTexture(t, NULL, NULL, &w, &h) == 0 &&
        dst->w == (float)w && dst->h == (float)h &&
        dst->x == floorf(dst->x) && dst->y == floorf(dst->y)) {
        /* Neither turned nor scaled: a plain copy, the same pixels. SDL's
         * software renderer blits it within the clip, where its turning
         * copy makes the whole turned picture first, every time. */
        SDL_Rect at = {(int)dst->x, (int)dst->y, w, h};
        SDL_RenderCopy(ui->ren, t, NULL, &at);
    } else {
        SDL_RenderCopyExF(ui->ren, t, NULL, dst, angle, NULL,
                          SDL_FLIP_NONE);
    }
    if (k != 255) {
        SDL_SetTextureColorMod(t, 255, 255, 255);
    }
}

void ui_image_draw(Ui *ui, UiImage img, float cx, float cy, float w,
                   float h, int angle)
{
    SDL_Texture *t = ui_image(ui, img);
    if (t) {
        ui_sprite(ui, t, (int)img, cx, cy, (int)lroundf(w),
                  (int)lroundf(h), angle);
    }
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

UiRect ui_rect_union(UiRect a, UiRect b)
{
    if (a.w <= 0 || a.h <= 0) {
        return b;
    }
    if (b.w <= 0 || b.h <= 0) {
        return a;
    }
    float x = fminf(a.x, b.x), y = fminf(a.y, b.y);
    return (UiRect){x, y, fmaxf(a.x + a.w, b.x + b.w) - x,
                    fmaxf(a.y + a.h, b.y + b.h) - y};
}

bool ui_rect_inside(UiRect inner, UiRect outer)
{
    const float eps = 0.01f;
    return inner.x >= outer.x - eps && inner.y >= outer.y - eps &&
           inner.x + inner.w <= outer.x + outer.w + eps &&
           inner.y + inner.h <= outer.y + outer.h + eps;
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
    ui_geometry(ui, v, 4, idx, 6);
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
    ui_geometry(ui, v, n + 1, idx, n * 3);
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
    ui_geometry(ui, v, 2 * n, idx, 6 * n);
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
    ui_geometry(ui, v, n + 1, idx, n * 3);
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
    ui_geometry(ui, v, 2 * n, idx, 6 * n);
}

void ui_triangle(Ui *ui, float x1, float y1, float x2, float y2, float x3,
                 float y3, UiColor c)
{
    SDL_Vertex v[3] = {vtx(x1, y1, c), vtx(x2, y2, c), vtx(x3, y3, c)};
    ui_geometry(ui, v, 3, NULL, 0);
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
    ui_geometry(ui, v, 4, idx, 6);
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

void ui_background(Ui *ui)
{
    if (ui_layer_begin(ui, 0x6261636b64726f70ull /* "backdrop" */)) {
        draw_backdrop(ui);
        ui_layer_end(ui);
    }
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

void ui_draw_below(Ui *ui, void *st)
{
    for (int i = ui->depth - 1; i > 0; i--) {
        if (ui->stack[i].st == st) {
            ui->stack[i - 1].def->draw(ui, ui->stack[i - 1].st);
            ui->focused[0] = '\0'; /* the screen below has not the keys */
            ui->lit[0] = '\0';
            return;
        }
    }
    ui_background(ui);
}
