/* board.c: the drawing of boards, pits, seeds, stores and piles (where they go: layout.c). */
#include "board/anim.h"
#include "board/board.h"
#include "board/look.h"
#include "kit/draw.h"
#include "kit/rect.h"
#include "kit/screen.h"
#include "kit/text.h"
#include "kit/ui_i18n.h"
#include "kit/widgets.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

static void draw_wood(Ui *ui, UiRect r, float rad, UiColor light,
                      UiColor dark)
{
    ui_round_grad(ui, r, rad, light, dark);
    /* grain: a few faint wavy lines, always the same for the same board */
    int lines = 9;
    for (int i = 0; i < lines; i++) {
        float y = r.y + r.h * ((float)i + 0.5f) / (float)lines;
        float amp = r.h * 0.012f;
        float ph = (float)i * 1.7f;
        int steps = 28;
        float px = r.x + rad * 0.6f, py = y;
        for (int s = 1; s <= steps; s++) {
            float x = r.x + rad * 0.6f +
                      (r.w - rad * 1.2f) * (float)s / (float)steps;
            float yy = y + amp * sinf((float)s * 0.55f + ph) +
                       amp * 0.6f * sinf((float)s * 1.3f + ph * 2);
            ui_line(ui, px, py, x, yy, 1.2f + r.h * 0.002f,
                    UI_RGBA(60, 30, 10, 22));
            px = x;
            py = yy;
        }
    }
    ui_round_line(ui, r, rad, 2.0f + r.h * 0.004f, UI_RGBA(40, 20, 8, 110));
}

static void draw_pit(Ui *ui, float cx, float cy, float r, bool earth)
{
    UiImage img = earth ? UI_IMG_PIT_EARTH : UI_IMG_PIT;
    if (ui_image(ui, img)) {
        /* the rim sits 4 px inside the 128 px picture */
        float s = r * 2.0f * 1.065f;
        ui_image_draw(ui, img, cx, cy, s, s, 0);
        return;
    }
    ui_disc(ui, cx, cy + r * 0.06f, r * 1.05f, UI_RGBA(255, 214, 160, 70));
    ui_disc(ui, cx, cy - r * 0.03f, r * 1.01f, UI_RGB(72, 40, 18));
    ui_disc_grad(ui, cx, cy + r * 0.07f, r * 0.94f, r * 0.92f,
                 UI_RGB(150, 96, 54), UI_RGB(98, 58, 28));
}

/* The chip's inner measures, in units of its height: the side's emblem
 * (a radius) and the room either side of it and of the number. */
static const float chip_emb = 0.3f, chip_pad = 0.25f, chip_gap = 0.17f,
                   chip_end = 0.3f;

UiRect ui_board_badge_rect(Ui *ui, const UiBoardLayout *L, int hole,
                           int count)
{
    char num[12];
    snprintf(num, sizeof num, "%d", count);
    int tw, th;
    ui_text_size(ui, UI_BOLD, (int)L->count_px, num, &tw, &th);
    float h = L->badge_h;
    float w = (float)tw + h * (chip_pad + 2 * chip_emb + chip_gap + chip_end);
    return (UiRect){L->pit_x[hole] - w / 2, ui_board_badge_y(L, hole) - h / 2, w, h};
}

static void draw_count_badge(Ui *ui, UiRect r, float fpx, int side,
                             int count, bool upside_down, bool hot)
{
    char num[12];
    snprintf(num, sizeof num, "%d", count);
    int px = (int)fpx;
    int tw, th;
    ui_text_size(ui, UI_BOLD, px, num, &tw, &th);
    float h = r.h, cy = r.y + h / 2;
    float emb = h * chip_emb;
    UiColor bg = side == RULES_SOUTH ? UI_RGB(250, 226, 170) : ui_north_col;
    UiColor fg = side == RULES_SOUTH ? ui_ink : UI_RGB(246, 240, 226);
    ui_round(ui, (UiRect){r.x, r.y + h * 0.08f, r.w, r.h}, h / 2,
             UI_RGBA(0, 0, 0, 90));
    if (hot) {
        /* the hole with the ring: a halo in the ring's gold, the chip's
         * own colours kept (issue 51: a paler chip read worse, white on
         * pale indigo the worst) */
        float g = h * 0.16f + 1.5f;
        UiRect halo = {r.x - g, r.y - g, r.w + 2 * g, r.h + 2 * g};
        ui_round(ui, halo, halo.h / 2, UI_RGB(255, 214, 90));
        ui_round_line(ui, halo, halo.h / 2, 1.0f, UI_RGBA(60, 30, 10, 200));
    }
    ui_round(ui, r, h / 2, bg);
    float ex = upside_down ? r.x + r.w - h * chip_pad - emb
                           : r.x + h * chip_pad + emb;
    if (h >= 12) {
        ui_side_emblem(ui, side, ex, cy, emb);
    }
    float tx = upside_down ? r.x + h * chip_end + (float)tw / 2
                           : r.x + r.w - h * chip_end - (float)tw / 2;
    ui_text_of_board(ui);
    ui_text_rot(ui, UI_BOLD, px, fg, tx, cy, UI_CENTER | UI_MIDDLE,
                upside_down, num);
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
            ui_sprite(ui, t, kind, cx + size * 0.03f, cy + size * 0.03f,
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

static void draw_seeds_in_pit(Ui *ui, const UiLook *look, int hole, float cx,
                              float cy, float r, int n)
{
    float sr = ui_seed_r(r);
    int limit = ui_heap_limit(r);
    int shown = n;
    if (n > limit) {
        /* A heap: a full first layer, a smaller second one on top. */
        int extra = n - limit;
        shown = limit + (extra > limit * 3 / 5 ? limit * 3 / 5 : extra);
        ui_disc_grad(ui, cx, cy, r * 0.8f, r * 0.75f, UI_RGBA(0, 0, 0, 60),
                     UI_RGBA(0, 0, 0, 0));
    }
    for (int k = 0; k < shown; k++) {
        float dx, dy;
        ui_seed_spot(hole, k, r, &dx, &dy);
        ui_seed(ui, look, cx + dx, cy + dy, sr, ui_seed_hash((uint32_t)hole, (uint32_t)k));
    }
}

static void draw_store(Ui *ui, const UiBoardLayout *L, int side, bool pile)
{
    UiRect s = L->store[side];
    if (pile) {
        /* a woven mat beside the board */
        float mr = (s.w < s.h ? s.w : s.h) * 0.18f;
        ui_round(ui, (UiRect){s.x + 3, s.y + 5, s.w, s.h}, mr,
                 UI_RGBA(0, 0, 0, 80));
        ui_round_grad(ui, s, mr, UI_RGB(214, 180, 120),
                      UI_RGB(176, 138, 84));
        /* the weave runs across the mat's long side */
        bool wide = s.w > s.h;
        float len = wide ? s.w : s.h, across = wide ? s.h : s.w;
        int strands = (int)(len / across * 5.0f);
        for (int i = 1; i < strands; i++) {
            float t = (float)i / (float)strands;
            if (wide) {
                float x = s.x + s.w * t;
                ui_line(ui, x, s.y + s.h * 0.1f, x, s.y + s.h * 0.9f,
                        1.0f + across * 0.01f, UI_RGBA(120, 84, 40, 60));
            } else {
                float y = s.y + s.h * t;
                ui_line(ui, s.x + s.w * 0.08f, y, s.x + s.w * 0.92f, y,
                        1.0f + across * 0.01f, UI_RGBA(120, 84, 40, 60));
            }
        }
        ui_round_line(ui, s, mr, 2.0f + mr * 0.1f,
                      side == RULES_SOUTH ? UI_RGBA(250, 220, 150, 200)
                                          : UI_RGBA(58, 72, 140, 220));
    } else if (ui_image(ui, UI_IMG_STORE)) {
        ui_image_draw(ui, UI_IMG_STORE, s.x + s.w / 2, s.y + s.h / 2,
                      s.w * 1.08f, s.h + s.w * 0.08f, 0);
    } else {
        float rad = s.w * 0.48f;
        ui_round(ui, (UiRect){s.x - 1, s.y + s.w * 0.05f, s.w + 2, s.h}, rad,
                 UI_RGBA(255, 214, 160, 60));
        ui_round(ui, s, rad, UI_RGB(72, 40, 18));
        UiRect in = {s.x + s.w * 0.05f, s.y + s.w * 0.07f, s.w * 0.9f,
                     s.h - s.w * 0.1f};
        ui_round_grad(ui, in, rad * 0.9f, UI_RGB(110, 66, 32),
                      UI_RGB(146, 94, 52));
    }
}

/* The owner's name and count on a store or pile (see store_labels). */
static void draw_store_label(Ui *ui, const UiBoardLayout *L, int side,
                             const char *name, int count, bool turn)
{
    UiRect r = L->store_label[side];
    if (!name || r.w <= 0) {
        return;
    }
    bool south = side == RULES_SOUTH;
    UiColor bg = south ? UI_RGBA(250, 226, 170, 235) : ui_north_col;
    UiColor fg = south ? ui_ink : UI_RGB(246, 240, 226);
    float rad = fminf(r.w, r.h) * 0.3f;
    ui_round(ui, (UiRect){r.x, r.y + 2, r.w, r.h}, rad, UI_RGBA(0, 0, 0, 70));
    ui_round(ui, r, rad, bg);
    char num[12], cut[80];
    snprintf(num, sizeof num, "%d", count);
    int cpx = (int)L->count_px, npx = (int)L->label_px;
    float pad = fminf(r.w, r.h) * 0.12f + 2;
    int nw, nh, cw, ch;
    ui_text_size(ui, UI_BOLD, cpx, num, &cw, &ch);
    ui_text_size(ui, UI_SANS, npx, name, &nw, &nh);
    /* where the name and count go upright; turned, the chip is read from
     * the other side (face to face), so both turn about its centre */
    float nx, ny, cx, cy, name_w;
    if (r.w > r.h * 2) {
        /* one line: the name, then the count at the right */
        name_w = r.w - 3 * pad - (float)cw;
        cx = r.x + r.w - pad - (float)cw / 2;
        cy = ny = r.y + r.h / 2;
        nx = r.x + pad + name_w / 2;
    } else {
        /* two lines: the name over the count */
        name_w = r.w - 2 * pad;
        nx = cx = r.x + r.w / 2;
        ny = r.y + pad * 0.5f + (float)nh / 2;
        cy = r.y + r.h - pad * 0.5f - (float)ch / 2;
    }
    /* a long name ("Kaskazini" on a narrow store) gets smaller, down to
     * half (its size grows with the text size, ui_board_layout_text); one
     * still too long (issue 58: "Nguyễn Thị Minh Khai") gives way to the
     * side's word, its banner saying the whole name */
    npx = ui_px_to_fit(ui, UI_SANS, npx, npx / 2, name_w, name);
    ui_text_size(ui, UI_SANS, npx, name, &nw, &nh);
    if ((float)nw > name_w) {
        name = south ? _("South") : _("North");
        npx = ui_px_to_fit(ui, UI_SANS, (int)L->label_px,
                           (int)L->label_px / 2, name_w, name);
        ui_text_size(ui, UI_SANS, npx, name, &nw, &nh);
    }
    /* (on a store too small even for that, the count alone) */
    bool named = (float)nw <= name_w;
    if (turn) {
        float mx = 2 * r.x + r.w, my = 2 * r.y + r.h;
        nx = mx - nx;
        ny = my - ny;
        cx = mx - cx;
        cy = my - cy;
    }
    ui_text_of_board(ui);
    ui_text_rot(ui, UI_BOLD, cpx, fg, cx, cy, UI_CENTER | UI_MIDDLE, turn,
                num);
    if (named) {
        ui_text_of_board(ui);
        ui_text_rot(ui, UI_SANS, npx, fg, nx, ny, UI_CENTER | UI_MIDDLE, turn,
                    ui_ellipsis(ui, UI_SANS, npx, name_w, name, cut,
                                sizeof cut));
    }
}

static void draw_store_seeds(Ui *ui, const UiLook *look,
                             const UiBoardLayout *L, int side, int count)
{
    int shown = count > 120 ? 120 : count;
    float sr = ui_store_seed_r(L, side);
    for (int k = 0; k < shown; k++) {
        float x, y;
        ui_store_spot(L, side, k, &x, &y);
        ui_seed(ui, look, x, y, sr, ui_seed_hash(1000u + (uint32_t)side, (uint32_t)k));
    }
}

uint64_t ui_board_base_key(const UiBoardLayout *L, const UiBoardView *v)
{
    /* field by field: the struct's padding bytes are not set */
    uint64_t h = ui_hash(1469598103934665603ull, &L->board, sizeof L->board);
    h = ui_hash(h, L->pit_x, sizeof L->pit_x[0] * (size_t)L->hole_count);
    h = ui_hash(h, L->pit_y, sizeof L->pit_y[0] * (size_t)L->hole_count);
    h = ui_hash(h, &L->pit_r, sizeof L->pit_r);
    h = ui_hash(h, L->store, sizeof L->store);
    h = ui_hash(h, &L->has_stores, sizeof L->has_stores);
    h = ui_hash(h, &L->rows, sizeof L->rows);
    h = ui_hash(h, &v->pos->game, sizeof v->pos->game);
    h = ui_hash(h, &v->north_owned, sizeof v->north_owned);
    h = ui_hash(h, &v->hole_marks, sizeof v->hole_marks);
    h = ui_hash(h, &v->face_to_face, sizeof v->face_to_face);
    h = ui_hash(h, &L->name_px, sizeof L->name_px);
    /* the names are in the player's language: both rows' first */
    char names[32];
    snprintf(names, sizeof names, "%s %s", _("S%d"), _("N%d"));
    h = ui_hash(h, names, strlen(names));
    return ui_hash(h, &v->small, sizeof v->small);
}

static int hole_owner(const UiBoardView *v, int h)
{
    return (v->north_owned >> h) & 1 ? RULES_NORTH : RULES_SOUTH;
}

/* On two rows, the tab of hole h's name in the band between the rows
 * (its name in `name`, its middle's height in *y). */
static UiRect name_tab(Ui *ui, const UiBoardLayout *L, RulesGameId game,
                       int h, char name[16], float *y)
{
    float pr = L->pit_r, cx = L->pit_x[h], cy = L->pit_y[h];
    int px = (int)L->name_px, row, col;
    rules_hole_cell(game, L->cols, h, &row, &col);
    ui_hole_name(game, L->cols, h, name, 16);
    float dy = pr * 1.12f + (float)px * 0.55f;
    *y = row == 0 ? cy + dy : cy - dy;
    int tw, th;
    ui_text_size(ui, UI_BOLD, px, name, &tw, &th);
    return (UiRect){cx - (float)tw / 2 - (float)px * 0.35f,
                    *y - (float)px * 0.62f, (float)tw + (float)px * 0.7f,
                    (float)px * 1.24f};
}

/* On four rows, where the row's letter (`letter`) or the column's number
 * of hole h goes, and its words. */
static UiRect grid_name(Ui *ui, const UiBoardLayout *L, RulesGameId game,
                        int h, bool letter, char name[16])
{
    float pr = L->pit_r, cx = L->pit_x[h], cy = L->pit_y[h];
    int px = (int)L->name_px, row, col, tw, th;
    rules_hole_cell(game, L->cols, h, &row, &col);
    if (letter) {
        snprintf(name, 16, "%c", "ABCD"[row & 3]);
        cx = (L->board.x + cx - pr * 1.1f) / 2;
    } else {
        snprintf(name, 16, "%d", col);
        cy = (L->board.y + cy - pr * 1.1f) / 2;
    }
    ui_text_size(ui, UI_BOLD, px, name, &tw, &th);
    return (UiRect){cx - (float)tw / 2, cy - (float)th / 2, (float)tw,
                    (float)th};
}

/* A hole's name cut into the wood: on two rows in the band between them,
 * beside the hole; on four rows as the rule book draws them, the row's
 * letter at its left end and the column's number above the top row. */
static void draw_hole_name(Ui *ui, const UiBoardLayout *L,
                           const UiBoardView *v, int h)
{
    RulesGameId game = (RulesGameId)v->pos->game;
    float cx = L->pit_x[h];
    int px = (int)L->name_px;
    UiColor c = UI_RGBA(255, 226, 180, 170);
    char name[16];
    int row, col;
    rules_hole_cell(game, L->cols, h, &row, &col);
    if (L->rows == 2) {
        /* each name on a tab of its row's colour, as its counts (issue
         * 58: "B6" over "N1" between the rows, children could not tell
         * which row each named) */
        float y;
        UiRect tab = name_tab(ui, L, game, h, name, &y);
        bool turn = v->face_to_face && row == 0;
        /* the owner's colour, as its count's: a traded hole keeps its
         * name and takes its new owner's colour (issue 51) */
        bool north = hole_owner(v, h) == RULES_NORTH;
        ui_round(ui, tab, tab.h * 0.3f,
                 north ? UI_RGBA(40, 52, 120, 200)
                       : UI_RGBA(250, 226, 170, 215));
        ui_text_of_board(ui);
        ui_text_rot(ui, UI_BOLD, px, north ? UI_RGB(246, 240, 226) : ui_ink,
                    cx, y, UI_CENTER | UI_MIDDLE, turn, name);
        return;
    }
    for (int letter = 0; letter < 2; letter++) {
        if (letter ? col == 0 : row == 0) {
            UiRect r = grid_name(ui, L, game, h, letter, name);
            ui_text_of_board(ui);
            ui_text(ui, UI_BOLD, px, c, r.x + r.w / 2, r.y + r.h / 2,
                    UI_CENTER | UI_MIDDLE, name);
        }
    }
}

/* A hole that carries its game's mark, as the game's look row says,
 * `rim` its owner's colour. */
static void draw_hole_mark(Ui *ui, UiHoleMark mark, float cx, float cy,
                           float pr, UiColor rim)
{
    rim.a = 235;
    if (mark == UI_MARK_STORE) {
        ui_disc(ui, cx, cy, pr * 0.96f, UI_RGBA(30, 16, 6, 90));
        ui_ring(ui, cx, cy, pr * 1.1f, pr * 0.22f, rim);
    } else {
        ui_ring(ui, cx, cy, pr * 1.3f, pr * 0.07f, rim);
    }
}

void ui_board_draw_base(Ui *ui, const UiBoardLayout *L, const UiBoardView *v)
{
    float pr = L->pit_r;
    UiRect b = L->board;
    ui_round(ui, (UiRect){b.x + pr * 0.06f, b.y + pr * 0.14f, b.w, b.h},
             pr * 0.6f, UI_RGBA(0, 0, 0, 110));
    bool earth = ui_look((RulesGameId)v->pos->game)->surface ==
                 UI_SURFACE_EARTH;
    SDL_Texture *surf = ui_surface(ui, earth ? UI_IMG_EARTH : UI_IMG_WOOD,
                                   (int)b.w, (int)b.h, pr * 0.6f);
    if (surf) {
        SDL_FRect dst = {floorf(b.x), floorf(b.y), floorf(b.w), floorf(b.h)};
        SDL_RenderCopyF(ui->ren, surf, NULL, &dst);
        ui_round_line(ui, b, pr * 0.6f, 2.0f + b.h * 0.004f,
                      UI_RGBA(40, 20, 8, 130));
    } else {
        draw_wood(ui, b, pr * 0.6f, UI_RGB(190, 122, 64),
                  UI_RGB(140, 84, 40));
    }
    for (int side = 0; side < 2; side++) {
        draw_store(ui, L, side, !L->has_stores);
    }
    for (int h = 0; h < L->hole_count; h++) {
        float cx = L->pit_x[h], cy = L->pit_y[h];
        /* owner's rim: light amber for South, indigo for North */
        UiColor rim = hole_owner(v, h) == RULES_SOUTH
                          ? UI_RGBA(250, 216, 140, 150)
                          : UI_RGBA(40, 52, 120, 170);
        ui_ring(ui, cx, cy, pr * 1.13f, pr * 0.08f, rim);
        draw_pit(ui, cx, cy, pr, earth);
        if ((v->hole_marks >> h) & 1) {
            draw_hole_mark(ui, ui_look((RulesGameId)v->pos->game)->mark, cx,
                           cy, pr, rim);
        }
        if (v->small) {
            continue;
        }
        draw_hole_name(ui, L, v, h);
    }
}

/* On two rows, the board's top and bottom edges name their side and its
 * holes' letters ("Bắc (B1–B6)" over the top row): "N" is North's in
 * English and South's (Nam) in Vietnamese, and a player who changed the
 * language read the board upside down (issue 51). In the wood beyond
 * the count chips, where it has room. */
/* Where side's row name goes ("North (N1–N4)", in `words`) and its size
 * (*px; 0: no room for it). */
static UiRect edge_name(Ui *ui, const UiBoardLayout *L, RulesGameId game,
                        int side, char words[80], int *px)
{
    UiRect b = L->board;
    int n = L->cols;
    /* South's row is the bottom one (C-2): holes 0 … n-1 */
    int base = side == RULES_SOUTH ? 0 : n;
    UiRect chip = ui_board_badge_rect(ui, L, base, 0);
    float room = side == RULES_SOUTH ? b.y + b.h - (chip.y + chip.h)
                                     : chip.y - b.y;
    *px = (int)fminf(L->name_px, room * 0.6f);
    char first[16], last[16];
    ui_hole_name(game, n, base, first, sizeof first);
    ui_hole_name(game, n, base + n - 1, last, sizeof last);
    snprintf(words, 80, _("%s (%s–%s)"),
             side == RULES_SOUTH ? _("South") : _("North"), first, last);
    float y = side == RULES_SOUTH ? b.y + b.h - room / 2 : b.y + room / 2;
    int tw = 0, th = 0;
    if (*px < 9 || rules_game_info(game)->rows != 2) {
        *px = 0;
    } else {
        ui_text_size(ui, UI_BOLD, *px, words, &tw, &th);
    }
    return (UiRect){b.x + (b.w - (float)tw) / 2, y - (float)th / 2,
                    (float)tw, (float)th};
}

static void draw_edge_names(Ui *ui, const UiBoardLayout *L,
                            const UiBoardView *v)
{
    RulesGameId game = (RulesGameId)v->pos->game;
    for (int side = 0; side < 2 && !v->small; side++) {
        char words[80];
        int px;
        UiRect r = edge_name(ui, L, game, side, words, &px);
        if (px == 0 || (side == RULES_SOUTH && v->legend)) {
            continue;
        }
        ui_text_of_board(ui);
        ui_text_rot(ui, UI_BOLD, px, UI_RGBA(255, 226, 180, 150),
                    r.x + r.w / 2, r.y + r.h / 2, UI_CENTER | UI_MIDDLE,
                    v->face_to_face && side == RULES_NORTH, words);
    }
}

int ui_board_words(Ui *ui, const UiBoardLayout *L, RulesGameId game,
                   int count, UiRect *out, int *what, int max)
{
    int n = 0;
    char name[80];
#define PUT(rect, kind)                                                        \
    do {                                                                       \
        if (n < max) {                                                         \
            out[n] = (rect);                                                   \
            what[n++] = (kind);                                                \
        }                                                                      \
    } while (0)
    for (int h = 0; h < L->hole_count; h++) {
        int row, col;
        float y;
        rules_hole_cell(game, L->cols, h, &row, &col);
        if (L->rows == 2) {
            PUT(name_tab(ui, L, game, h, name, &y), UI_WORDS_NAME);
        }
        for (int letter = 0; L->rows == 4 && letter < 2; letter++) {
            if (letter ? col == 0 : row == 0) {
                PUT(grid_name(ui, L, game, h, letter, name), UI_WORDS_NAME);
            }
        }
        PUT(ui_board_badge_rect(ui, L, h, count), UI_WORDS_COUNT);
    }
    for (int side = 0; side < 2; side++) {
        int px;
        UiRect r = edge_name(ui, L, game, side, name, &px);
        if (px > 0) {
            PUT(r, UI_WORDS_ROW);
        }
        PUT(L->store_label[side], UI_WORDS_STORE);
    }
#undef PUT
    return n;
}

void ui_board_draw_top(Ui *ui, const UiBoardLayout *L, const UiBoardView *v)
{
    draw_edge_names(ui, L, v);
    float pr = L->pit_r;
    UiRect b = L->board;
    const UiLook *look = ui_look((RulesGameId)v->pos->game);
    for (int side = 0; side < 2; side++) {
        draw_store_seeds(ui, look, L, side, v->captured[side]);
        if (!v->small) {
            draw_store_label(ui, L, side, v->names[side], v->captured[side],
                             v->face_to_face && side == RULES_NORTH);
        }
    }
    for (int h = 0; h < L->hole_count; h++) {
        float cx = L->pit_x[h], cy = L->pit_y[h];
        int owner = hole_owner(v, h);
        if ((v->playable >> h) & 1 && !v->small) {
            ui_ring(ui, cx, cy, pr * 1.04f, pr * 0.05f,
                    UI_RGBA(255, 236, 180, 90));
        }
        if (h == v->hover) {
            /* a hole that cannot be sown (such as the one just played)
             * gets a pale grey ring: red says "captured" (the preview,
             * the hint's legend) */
            bool ok = (v->playable >> h) & 1;
            ui_ring(ui, cx, cy, pr * 1.2f, pr * 0.1f,
                    ok ? UI_RGB(255, 226, 130) : UI_RGBA(205, 196, 184, 190));
        }
        if ((v->offered >> h) & 1) {
            ui_ring(ui, cx, cy, pr * 1.22f, pr * 0.12f, UI_RGB(120, 210, 120));
        }
        if ((v->selected >> h) & 1) {
            ui_disc(ui, cx, cy, pr * 0.95f, UI_RGBA(120, 210, 120, 45));
            ui_ring(ui, cx, cy, pr * 1.22f, pr * 0.12f, UI_RGB(150, 240, 150));
        }
        if ((v->captures >> h) & 1) {
            /* the hover preview: these seeds would be taken */
            ui_disc(ui, cx, cy, pr * 0.98f, UI_RGBA(220, 60, 40, 60));
            ui_ring(ui, cx, cy, pr * 1.14f, pr * 0.1f, UI_RGB(232, 84, 52));
        }
        draw_seeds_in_pit(ui, look, h, cx, cy, pr, v->counts[h]);
        if (h == v->target) {
            ui_ring(ui, cx, cy, pr * 0.75f, pr * 0.07f,
                    UI_RGBA(255, 255, 255, 220));
            ui_ring(ui, cx, cy, pr * 0.45f, pr * 0.07f,
                    UI_RGBA(255, 255, 255, 220));
        }
        if (h == v->marked) {
            ui_ring(ui, cx, cy, pr * 1.2f, pr * 0.1f, UI_RGB(255, 250, 220));
        }
        if ((v->skipped >> h) & 1) {
            float d = pr * 0.45f, w = pr * 0.16f;
            UiColor x = UI_RGBA(220, 60, 50, 220);
            ui_line(ui, cx - d, cy - d, cx + d, cy + d, w, x);
            ui_line(ui, cx - d, cy + d, cx + d, cy - d, w, x);
        }
        if (!v->small) {
            bool north_row = cy < b.y + b.h / 2;
            bool flip = v->face_to_face && owner == RULES_NORTH && north_row;
            draw_count_badge(ui, ui_board_badge_rect(ui, L, h, v->counts[h]),
                             L->count_px, owner, v->counts[h], flip,
                             h == v->hover);
        }
    }
}

