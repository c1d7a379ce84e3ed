/* kit/draw.h: colours, shapes and pictures drawn under the veil, and the layers and shapes kept as textures. */
#ifndef UI_KIT_DRAW_H
#define UI_KIT_DRAW_H

#include "kit/screen.h"

/* ---- Colours of the house palette ---- */
typedef struct UiColor {
    uint8_t r, g, b, a;
} UiColor;

#define UI_PI 3.14159265f
#define UI_RGB(r, g, b) ((UiColor){(r), (g), (b), 255})
#define UI_RGBA(r, g, b, a) ((UiColor){(r), (g), (b), (a)})

extern const UiColor ui_ink;       /* dark text on parchment */
extern const UiColor ui_paper;     /* light text on wood */
extern const UiColor ui_accent;    /* highlights, focus */
extern const UiColor ui_south_col; /* South's colour: light amber */
extern const UiColor ui_north_col; /* North's colour: deep indigo */


/* The images of data/images/; a missing one is drawn with plain shapes. */
typedef enum UiImage {
    UI_IMG_WOOD = 0,
    UI_IMG_EARTH,
    UI_IMG_PIT,
    UI_IMG_PIT_EARTH,
    UI_IMG_STORE,
    UI_IMG_SEED1, /* seed-1.png ... seed-8.png follow in order */
    UI_IMG_SEED8 = UI_IMG_SEED1 + 7,
    UI_IMG_ICON,
    UI_IMG_COUNT
} UiImage;

/* draw.c */
void ui_color(Ui *ui, UiColor c);
void ui_fill(Ui *ui, UiRect r, UiColor c);
void ui_vgrad(Ui *ui, UiRect r, UiColor top, UiColor bottom);
void ui_round(Ui *ui, UiRect r, float radius, UiColor c);
void ui_round_grad(Ui *ui, UiRect r, float radius, UiColor top,
                   UiColor bottom);
void ui_round_line(Ui *ui, UiRect r, float radius, float width, UiColor c);
void ui_disc(Ui *ui, float cx, float cy, float rad, UiColor c);
void ui_disc_grad(Ui *ui, float cx, float cy, float rx, float ry,
                  UiColor inner, UiColor outer);
void ui_ellipse(Ui *ui, float cx, float cy, float rx, float ry, UiColor c);
void ui_ring(Ui *ui, float cx, float cy, float rad, float width, UiColor c);
void ui_diamond(Ui *ui, float cx, float cy, float rad, UiColor c);
void ui_triangle(Ui *ui, float x1, float y1, float x2, float y2, float x3,
                 float y3, UiColor c);
void ui_line(Ui *ui, float x1, float y1, float x2, float y2, float width,
             UiColor c);
void ui_background(Ui *ui);
/* Draws the screen below the top one (for dialogs over a screen). */
void ui_draw_below(Ui *ui, void *st);
bool ui_in_rect(UiRect r, float x, float y);
/* A colour as drawn under ui->veil. */
UiColor ui_veiled(const Ui *ui, UiColor c);
/* Copies texture `t` to `dst`, turned by `angle` degrees, under ui->veil
 * (a colour modulation): how pictures and text reach the screen. */
void ui_copy_veiled(Ui *ui, SDL_Texture *t, const SDL_FRect *dst,
                    double angle);
/* Draws picture `img` centred on (cx, cy) at w x h, turned by `angle`
 * degrees, from a copy scaled (and turned) once for that size. */
void ui_image_draw(Ui *ui, UiImage img, float cx, float cy, float w,
                   float h, int angle);
UiColor ui_mix(UiColor a, UiColor b, float t);
void ui_side_emblem(Ui *ui, int side, float cx, float cy, float rad);
/* The board surface of `img` tiled to w x h with rounded corners (cached);
 * NULL if the picture is missing. */
SDL_Texture *ui_surface(Ui *ui, UiImage img, int w, int h, float radius);

/* shapes.c */
/* A screen's unmoving layer (backdrop, board, panel frames), kept as one
 * window-sized picture per `key`: when it returns true, draw the layer and
 * call ui_layer_end; when false it has been copied from the last time.
 * The key must change whenever anything drawn in the layer would. */
bool ui_layer_begin(Ui *ui, uint64_t key);
void ui_layer_end(Ui *ui);
/* FNV-1a over n bytes, continuing from h: for layer keys. */
uint64_t ui_hash(uint64_t h, const void *p, size_t n);
/* Frees the shapes and layers shapes.c keeps as textures. */
void ui_shapes_free(Ui *ui);
/* Draws triangles (as SDL_RenderGeometry), from a texture kept when the
 * same shape was drawn before: how every shape of draw.c is drawn. */
void ui_geometry(Ui *ui, SDL_Vertex *v, int n, const int *idx, int ni);
/* Draws `src` (picture `img`) centred on (cx, cy), w x h, turned by
 * `angle` degrees, from a copy made once for that size and angle. */
void ui_sprite(Ui *ui, SDL_Texture *src, int img, float cx, float cy,
               int w, int h, int angle);

#endif
