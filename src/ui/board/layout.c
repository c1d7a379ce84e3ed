/* layout.c: where a board's holes, stores and piles go for every game, which holes are hit or playable, what players call each hole, and where each seed lies in a hole or a heap. */
#include "board/anim.h"
#include "board/board.h"
#include "kit/draw.h"
#include "kit/rect.h"
#include "kit/settings.h"
#include "kit/ui_i18n.h"

#include <math.h>
#include <stdio.h>

/* A store's label is 0.9 of its width; on a board's own narrow store a
 * little wider, over its rim as far as the holes and the board's edge
 * allow, so that the name stays readable (issue 58: Urim's "Bên Nam"
 * shrank to nothing on a projector). */
static float store_label_w(const UiBoardLayout *L, UiRect s)
{
    float w = s.w * 0.9f;
    if (!L->has_stores || s.w >= L->label_px * 6) {
        return w; /* (a wide one has room for a name) */
    }
    float cx = s.x + s.w / 2, lo = L->board.x, hi = L->board.x + L->board.w;
    for (int h = 0; h < L->hole_count; h++) {
        float a = L->pit_x[h] - L->pit_r, b = L->pit_x[h] + L->pit_r;
        lo = b <= cx ? fmaxf(lo, b) : lo;
        hi = a >= cx ? fminf(hi, a) : hi;
    }
    float room = 2 * fminf(cx - lo, hi - cx) - 4;
    return fmaxf(w, fminf(s.w * 1.2f, room));
}

/* Each store or pile carries its owner's name and count at the owner's
 * end: the bottom of South's and the top of North's, or on a mat lying
 * along the board its outer end. */
static void store_labels(UiBoardLayout *L)
{
    for (int side = 0; side < 2; side++) {
        UiRect s = L->store[side];
        bool south = side == RULES_SOUTH;
        if (s.w > s.h) {
            float h = s.h * 0.74f, w = s.w * 0.36f;
            L->store_label[side] = (UiRect){
                south ? s.x + s.w - w - s.h * 0.13f : s.x + s.h * 0.13f,
                s.y + (s.h - h) / 2, w, h};
        } else {
            float w = store_label_w(L, s);
            float h = fminf(L->label_px * 1.35f + L->count_px * 1.3f + 4,
                            s.h * 0.4f);
            float inset = s.w * 0.05f;
            L->store_label[side] = (UiRect){
                s.x + (s.w - w) / 2,
                south ? s.y + s.h - h - inset : s.y + inset, w, h};
        }
    }
}

/* The middle of a hole's count chip, from top to bottom. */
float ui_board_badge_y(const UiBoardLayout *L, int hole)
{
    float h = L->badge_h, pr = L->pit_r, cy = L->pit_y[hole];
    if (L->rows == 4) {
        /* from the hole's lower rim into the gap below it */
        float gap = L->row_pitch - 2 * pr;
        return cy + (0.55f * pr + pr + 0.9f * gap) / 2;
    }
    return cy < L->board.y + L->board.h / 2 ? cy - pr - h * 0.62f
                                            : cy + pr + h * 0.62f;
}

/*
 * The one place the board's shape is worked out, from the rules'
 * description: its rows, the holes in a row, and where captured counters
 * go (stores at the row ends; otherwise piles or mats at the ends or above
 * and below, whichever gives the larger holes); every hole where
 * rules_hole_cell() puts it.
 *
 * Everything is measured in units of the pit pitch p (the distance between
 * neighbouring pit centres); p is then the largest that fits the area. When
 * the area is taller than the board needs, the rows stand further apart
 * (up to 1.3 p), and the counts and names grow into the room. For a
 * larger text size the wood above and below the rows grows (`mv`), for
 * the counts and the rows' names in it (issue 58: at 200 % they stayed
 * 8-15 px, on a projector).
 */

/* The board's shape, measured in pit pitches (see ui_board_layout_text),
 * and where it goes in pixels. */
static const float margin = 0.42f, store_w = 1.0f, store_gap = 0.12f;
static const float pile_w = 1.25f, pile_gap = 0.22f;
static const float mat_h = 0.8f, mat_gap = 0.2f;
static const float stretch_max = 1.3f;

typedef struct BoardShape {
    int rows, cols;
    bool stores, mats, ends; /* where captured counters go */
    float band;              /* between two rows, for the holes' names */
    float mv;                /* the margin above and below the rows */
    float board_w, board_h;  /* in pitches */
    float p, q, k;           /* the pitch, the vertical unit, q / p */
    float total_w;           /* in pitches, piles included */
    float x0, y0, bx, by;    /* the whole, and the board itself */
} BoardShape;

/* Chooses where captured counters go and the largest pitch that fits. */
static void board_shape(RulesGameId game, int holes_per_row, UiRect area,
                        float scale, BoardShape *s)
{
    const RulesGameInfo *info = rules_game_info(game);
    bool stores = info && info->captures == RULES_CAPTURES_STORES;
    int rows = info ? info->rows : 2;
    int cols = holes_per_row;
    /* two rows keep a band between them for the holes' names */
    float grow = fmaxf(scale - 1, 0);
    float band = rows == 2 ? 0.42f * (1 + grow * 0.35f) : 0.0f;
    float mv = margin * (1 + grow * (rows == 2 ? 0.5f : 0.3f));
    float board_w = (float)cols + 2 * margin;
    if (stores) {
        board_w += 2 * (store_w + store_gap);
    }
    float board_h = (float)rows + 2 * mv + band;
    float ends_w = board_w + 2 * (pile_w + pile_gap);
    float mats_h = board_h + 2 * (mat_h + mat_gap);
    float ends_p = fminf(area.w / ends_w, area.h / board_h);
    float mats_p = fminf(area.w / board_w, area.h / mats_h);
    bool mats = !stores && mats_p > ends_p;
    bool ends = !stores && !mats;
    float p = stores ? fminf(area.w / board_w, area.h / board_h)
              : mats ? mats_p
                     : ends_p;
    float total_w = ends ? ends_w : board_w;
    float extra_h = mats ? 2 * (mat_h + mat_gap) : 0.0f;
    float k = (area.h / p - extra_h) / board_h;
    k = k < 1 ? 1 : k > stretch_max ? stretch_max : k;
    float q = k * p; /* vertical unit */
    float total_h = board_h * q + extra_h * p;
    float x0 = area.x + (area.w - total_w * p) / 2;
    float y0 = area.y + (area.h - total_h) / 2;
    *s = (BoardShape){rows, cols, stores, mats, ends, band, mv, board_w,
                      board_h, p, q, k, total_w, x0, y0,
                      ends ? x0 + (pile_w + pile_gap) * p : x0,
                      mats ? y0 + (mat_h + mat_gap) * p : y0};
}

/* Every hole where rules_hole_cell() puts it. */
static void place_holes(RulesGameId game, const BoardShape *s,
                        UiBoardLayout *L)
{
    float p = s->p, q = s->q;
    float first_x = s->bx + (margin + 0.5f) * p;
    if (s->stores) {
        first_x += (store_w + store_gap) * p;
    }
    for (int h = 0; h < L->hole_count; h++) {
        int row, col;
        rules_hole_cell(game, s->cols, h, &row, &col);
        L->pit_x[h] = first_x + (float)col * p;
        L->pit_y[h] = s->by + (s->mv + 0.5f + (float)row +
                               (row >= s->rows / 2 ? s->band : 0.0f)) * q;
    }
}

/* Counts: two rows have theirs outside the rows, in the margin; four rows
 * below each hole, reaching into the gap to the next row. Names sit in the
 * band between two rows, or at the edges of four. */
static void size_labels(const BoardShape *s, UiBoardLayout *L)
{
    float p = s->p, q = s->q, pr = L->pit_r;
    float gap = q - 2 * pr;
    L->row_pitch = q;
    if (s->rows == 2) {
        L->badge_h = fminf(pr * 0.58f * s->k,
                           ((margin + 0.5f) * q - pr) / 1.15f);
        L->edge_room = (s->mv + 0.5f) * q - pr;
        L->name_px = fminf(s->band * q * 0.42f, pr * 0.55f);
    } else {
        /* no wider than a hole's pitch with two digits, and a gap */
        L->badge_h = fminf(fminf(gap * 0.9f + pr * 0.45f,
                                 fmaxf(pr * 0.78f, gap * 0.9f)),
                           p * 0.4f);
        L->name_px = fminf(s->mv * q * 0.62f, pr * 0.6f);
        L->edge_room = s->mv * q;
    }
    L->count_px = floorf(L->badge_h * 0.8f);
}

/* The stores at the row ends, the mats above and below, or the piles at
 * the ends. */
static void place_captures(const BoardShape *s, UiBoardLayout *L)
{
    float p = s->p, q = s->q, bx = s->bx, by = s->by;
    float board_w = s->board_w, board_h = s->board_h;
    if (s->stores) {
        float sy = by + s->mv * q * 0.9f;
        float sh = board_h * q - 2 * s->mv * q * 0.9f;
        L->store[RULES_NORTH] =
            (UiRect){bx + margin * p, sy, store_w * p, sh};
        L->store[RULES_SOUTH] = (UiRect){
            bx + board_w * p - margin * p - store_w * p, sy, store_w * p, sh};
    } else if (s->mats) {
        float mw = board_w * p * 0.6f;
        L->store[RULES_NORTH] = (UiRect){bx, s->y0, mw, mat_h * p};
        float sy = by + board_h * q + mat_gap * p;
        L->store[RULES_SOUTH] =
            (UiRect){bx + board_w * p - mw, sy, mw, mat_h * p};
    } else {
        L->store[RULES_NORTH] =
            (UiRect){s->x0, s->y0, pile_w * p, board_h * q};
        L->store[RULES_SOUTH] =
            (UiRect){s->x0 + s->total_w * p - pile_w * p, s->y0, pile_w * p,
                     board_h * q};
    }
}

/* The words grown with the text size `scale` as far as the board has
 * room for them (see ui_board_layout_text). */
static void text_grow(UiBoardLayout *L, float scale);

void ui_board_layout_text(RulesGameId game, int holes_per_row, UiRect area,
                          float scale, UiBoardLayout *L)
{
    BoardShape s;
    board_shape(game, holes_per_row, area, scale, &s);
    L->rows = s.rows;
    L->cols = s.cols;
    L->has_stores = s.stores;
    L->hole_count = s.rows * s.cols;
    L->pit_r = s.p * (s.rows == 4 ? 0.40f : 0.41f);
    L->board = (UiRect){s.bx, s.by, s.board_w * s.p, s.board_h * s.q};
    place_holes(game, &s, L);
    size_labels(&s, L);
    place_captures(&s, L);
    /* a legend goes under the lowest counts, on mats into the room left
     * for it above the South mat */
    L->legend_top = s.by;
    for (int h = 0; h < L->hole_count; h++) {
        L->legend_top = fmaxf(L->legend_top,
                              ui_board_badge_y(L, h) + L->badge_h / 2);
    }
    if (s.mats) {
        L->legend_top = fmaxf(L->legend_top, s.by + s.board_h * s.q);
    }
    L->label_px = fmaxf(L->count_px * 0.72f, 10.0f);
    store_labels(L);
    text_grow(L, scale);
}

/* The tallest count chip on this board: two digits' keep apart from
 * their neighbours' (ui_board_badge_rect: about 2.3 times as wide as
 * high); on two rows they share the wood beyond the rows with the row's
 * name ("North (N1-N4)", draw_edge_names), on four they stay clear of the
 * next row's holes. */
static float tallest_chip(const UiBoardLayout *L)
{
    float pitch = L->cols > 1 ? L->pit_x[1] - L->pit_x[0] : L->pit_r * 2.5f;
    float most = (fabsf(pitch) - 4) / 2.3f, pr = L->pit_r;
    if (L->rows == 2) {
        return fminf(most, L->edge_room * 0.55f / 1.12f);
    }
    float gap = L->row_pitch - 2 * pr;
    float mid = (0.55f * pr + pr + 0.9f * gap) / 2; /* ui_board_badge_y */
    return fminf(most, 2 * (L->row_pitch - pr - 2 - mid));
}

static void text_grow(UiBoardLayout *L, float scale)
{
    if (scale <= 1.0f) {
        return;
    }
    /* the counts, and the hand's with them (ui_anim_draw) */
    L->badge_h = fmaxf(L->badge_h, fminf(L->badge_h * scale, tallest_chip(L)));
    L->count_px = floorf(L->badge_h * 0.8f);
    /* two rows' names face each other across the band between the rows
     * (draw_hole_name: from 1.12 radii off each centre); four rows' sit at
     * the edges, up to most of a hole */
    float pr = L->pit_r, room = pr * 0.8f;
    if (L->rows == 2 && L->hole_count > L->cols) {
        float band = fabsf(L->pit_y[L->cols] - L->pit_y[0]) - 2 * pr;
        room = (band - 0.24f * pr) / 2.4f; /* two tabs 1.24 names high */
    }
    L->name_px = fmaxf(L->name_px, fminf(L->name_px * scale, room));
    /* the owner's name on a store, up to the size of its count */
    L->label_px = fmaxf(L->label_px, fminf(L->label_px * scale, L->count_px));
    store_labels(L);
}

void ui_board_layout(RulesGameId game, int holes_per_row, UiRect area,
                     UiBoardLayout *L)
{
    ui_board_layout_text(game, holes_per_row, area, 1.0f, L);
}

/* The holes the legal moves of `kind` involve, as bits: a sowing's start
 * hole, or every hole an offer includes. */
static uint64_t move_holes(const RulesPosition *p, RulesMoveKind kind)
{
    RulesMove ms[RULES_MAX_MOVES];
    int n = rules_legal_moves(p, ms);
    uint64_t bits = 0;
    for (int i = 0; i < n; i++) {
        if (ms[i].kind != kind) {
            continue;
        }
        if (kind == RULES_MOVE_OFFER) {
            bits |= ms[i].offer;
        } else if (ms[i].hole < RULES_MAX_HOLES) {
            bits |= 1ull << ms[i].hole;
        }
    }
    return bits;
}

uint64_t ui_board_playable(const RulesPosition *p)
{
    return move_holes(p, RULES_MOVE_SOW);
}

uint64_t ui_board_offerable(const RulesPosition *p)
{
    return move_holes(p, RULES_MOVE_OFFER);
}

int ui_board_cursor_step(uint64_t ok, int n, int from, int step)
{
    int h = from >= 0 ? from : (step > 0 ? n - 1 : 0);
    for (int i = 0; ok && i < n; i++) {
        h = (h + step + n) % n;
        if ((ok >> h) & 1) {
            return h;
        }
    }
    return -1;
}

bool ui_board_enter(uint64_t ok, int n, int *ring)
{
    if (*ring >= 0 && *ring < 64 && ((ok >> *ring) & 1)) {
        return true;
    }
    int h = ui_board_cursor_step(ok, n, -1, 1);
    if (h >= 0) {
        *ring = h;
    }
    return false;
}

int ui_board_sow_key(const RulesPosition *p, SDL_Keycode k, int *hover,
                     int *focus)
{
    uint64_t ok = ui_board_playable(p);
    if (k == SDLK_LEFT || k == SDLK_RIGHT) {
        int h = ui_board_cursor_step(ok, p->hole_count, *hover,
                                     k == SDLK_RIGHT ? 1 : -1);
        if (h >= 0) {
            *hover = h;
            *focus = -1;
        }
        return UI_BOARD_KEY_USED;
    }
    if ((k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_SPACE) &&
        *focus < 0) {
        int h = *hover;
        if (ui_board_enter(ok, p->hole_count, &h)) {
            return h;
        }
        *hover = h;
        return UI_BOARD_KEY_USED;
    }
    if (k == SDLK_TAB) {
        *hover = -1; /* the keys leave the board for the buttons */
    }
    return UI_BOARD_KEY_NOT_MINE;
}

void ui_board_dump(const UiBoardLayout *L, FILE *f)
{
    fprintf(f, "pits");
    for (int i = 0; i < L->hole_count; i++) {
        fprintf(f, " %d %d", (int)L->pit_x[i], (int)L->pit_y[i]);
    }
    fprintf(f, "\npit_r %d\ncount_px %d\nname_px %d\nlabel_px %d\n",
            (int)L->pit_r, (int)L->count_px, (int)L->name_px,
            (int)L->label_px);
    fprintf(f, "board_rect %d %d %d %d\n", (int)L->board.x, (int)L->board.y,
            (int)L->board.w, (int)L->board.h);
}

int ui_board_hit(const UiBoardLayout *L, float x, float y)
{
    for (int h = 0; h < L->hole_count; h++) {
        float dx = x - L->pit_x[h], dy = y - L->pit_y[h];
        if (dx * dx + dy * dy <= L->pit_r * L->pit_r * 1.1f) {
            return h;
        }
    }
    return -1;
}

const char *ui_hole_name(RulesGameId game, int holes_per_row, int hole,
                         char *buf, size_t size)
{
    const RulesGameInfo *info = rules_game_info(game);
    int row, col;
    rules_hole_cell(game, holes_per_row, hole, &row, &col);
    if (info && info->rows == 4) {
        snprintf(buf, size, "%c%d", "ABCD"[row & 3], col);
    } else if (row == 1) {
        /* TRANSLATORS: a hole of South's row, 1 at South's left: S1 */
        snprintf(buf, size, _("S%d"), col + 1);
    } else {
        /* TRANSLATORS: a hole of North's row, 1 at North's left: N1 */
        snprintf(buf, size, _("N%d"), holes_per_row - col);
    }
    return buf;
}

UiRect ui_board_hole_area(const UiBoardLayout *L, int h)
{
    float r = L->pit_r * 1.25f;
    return (UiRect){L->pit_x[h] - r, L->pit_y[h] - r, 2 * r, 2 * r};
}

UiRect ui_board_store_area(const UiBoardLayout *L, int side)
{
    UiRect s = L->store[side];
    float m = L->pit_r * 0.5f;
    return (UiRect){s.x - m, s.y - m, s.w + 2 * m, s.h + 2 * m};
}

UiBoardView ui_board_view_still(const RulesPosition *p,
                                uint16_t counts[RULES_MAX_HOLES])
{
    for (int i = 0; i < p->hole_count; i++) {
        counts[i] = p->holes[i];
    }
    UiBoardView v = {0};
    v.pos = p;
    v.counts = counts;
    v.captured = p->captured;
    v.north_owned = p->north_owned;
    v.hole_marks = p->marked;
    v.hover = v.target = v.marked = -1;
    return v;
}

const char *ui_hole_text(const Ui *ui, const RulesPosition *p, int hole,
                         char *buf, size_t size)
{
    char name[16];
    ui_hole_name((RulesGameId)p->game, p->holes_per_row, hole, name,
                 sizeof name);
    if (ui && ui->settings.rule_refs) {
        /* TRANSLATORS: the teacher's rule reference after a hole's name,
         * "S3 (C-4: 2)": the hole, the rule book's clause that numbers the
         * holes, and the hole's number there. */
        snprintf(buf, size, _("%s (%s: %d)"), name, "C-4", hole);
    } else {
        snprintf(buf, size, "%s", name);
    }
    return buf;
}

void ui_board_draw(Ui *ui, const UiBoardLayout *L, const UiBoardView *v)
{
    ui_board_draw_base(ui, L, v);
    ui_board_draw_top(ui, L, v);
}

uint32_t ui_seed_hash(uint32_t a, uint32_t b)
{
    uint32_t h = a * 2654435761u ^ (b + 0x9e3779b9u + (a << 6) + (a >> 2));
    h ^= h >> 15;
    h *= 2246822519u;
    h ^= h >> 13;
    return h;
}

float ui_seed_r(float pit_r)
{
    return pit_r * 0.19f;
}

int ui_heap_limit(float pit_r)
{
    (void)pit_r;
    return 16;
}

/* A sunflower spiral with a little jitter: seeds look dropped by hand, and
 * seed k always lies in the same place, so adding one moves no other. */
void ui_seed_spot(int hole, int k, float pit_r, float *dx, float *dy)
{
    float sr = ui_seed_r(pit_r);
    int limit = ui_heap_limit(pit_r);
    int layer = k / limit;
    int kk = k % limit;
    float spacing = sr * 1.0f * (layer ? 0.8f : 1.0f);
    float rho = spacing * sqrtf((float)kk + 0.5f);
    float ang = (float)kk * 2.39996f + (float)(ui_seed_hash((uint32_t)hole, 7) % 628) /
                                           100.0f + (float)layer * 0.7f;
    uint32_t j = ui_seed_hash((uint32_t)hole * 131u + (uint32_t)k, 3);
    float jx = ((float)(j % 1000) / 1000.0f - 0.5f) * sr * 0.5f;
    float jy = ((float)((j / 1000) % 1000) / 1000.0f - 0.5f) * sr * 0.5f;
    *dx = rho * cosf(ang) + jx;
    *dy = rho * sinf(ang) + jy - (float)layer * sr * 0.35f;
}

/* Seeds in a store or pile: a heap poured from the middle of its owner's
 * end (the label's edge) outwards, seeds overlapping, a half-disc that
 * fills the width first and then grows along the pile; a second layer
 * lies over the first when the pile is full. Seed k always lies in the
 * same place, so adding one moves no other. */
/* The width of a store's or pile's rim (draw_store: a mat's line, the
 * carved store's wall). */
static float store_rim(const UiBoardLayout *L, int side)
{
    UiRect s = L->store[side];
    float across = fminf(s.w, s.h);
    return L->has_stores ? across * 0.09f : 2.5f + across * 0.018f;
}

float ui_store_seed_r(const UiBoardLayout *L, int side)
{
    /* a narrow store's seeds are smaller, five of them across it at
     * least (issue 51: at 800x600 a heap spilled over the sides) */
    UiRect s = L->store[side];
    float room = fminf(s.w, s.h) / 2 - store_rim(L, side);
    return fminf(ui_seed_r(L->pit_r) * 0.9f, fmaxf(room, 2.0f) / 2.6f);
}

UiRect ui_store_inner(const UiBoardLayout *L, int side)
{
    UiRect s = L->store[side];
    float rim = store_rim(L, side), ends = rim;
    if (L->has_stores) {
        /* a carved store's round ends: a seed in the middle of its
         * width may go as far as the ends' centres */
        ends = fminf(s.w, s.h) / 2;
    }
    bool wide = s.w > s.h;
    float ix = wide ? ends : rim, iy = wide ? rim : ends;
    return (UiRect){s.x + ix, s.y + iy, s.w - 2 * ix, s.h - 2 * iy};
}

void ui_store_spot(const UiBoardLayout *L, int side, int k, float *x,
                   float *y)
{
    UiRect s = L->store[side], lab = L->store_label[side];
    float sr = ui_store_seed_r(L, side);
    float rim = store_rim(L, side);
    bool wide = s.w > s.h;
    /* the base: where the heap starts; (ux, uy) points away from it */
    float bx, by, ux = 0, uy = 0, across, len;
    if (wide) {
        bool from_left = lab.x < s.x + s.w / 2;
        ux = from_left ? 1.0f : -1.0f;
        bx = from_left ? lab.x + lab.w : lab.x;
        by = s.y + s.h / 2;
        across = s.h;
        len = from_left ? s.x + s.w - bx : bx - s.x;
    } else {
        bool from_top = lab.y < s.y + s.h / 2;
        uy = from_top ? 1.0f : -1.0f;
        bx = s.x + s.w / 2;
        by = from_top ? lab.y + lab.h : lab.y;
        across = s.w;
        len = from_top ? s.y + s.h - by : by - s.y;
    }
    float sp = sr * 2.1f; /* closer than a seed's width: they overlap */
    float amax = fmaxf(across / 2 - rim - sr * 1.6f, sr * 0.3f);
    float dmax = fmaxf(len - rim - sr * 2.6f, sr);
    int cap = (int)(UI_PI / 2 * amax * dmax / (sp * sp));
    cap = cap < 4 ? 4 : cap;
    int layer = k / cap, kk = k % cap;
    float rho = sp * sqrtf((2.0f * (float)kk + 1.6f) / UI_PI);
    float A = fminf(rho, amax);
    float D = fminf(rho * rho / A, dmax);
    /* a sunflower's angles folded into the half facing away from the base */
    float th = fmodf((float)kk * 2.39996f + (float)layer * 0.7f, 2 * UI_PI) -
               UI_PI;
    th = th > UI_PI / 2 ? UI_PI - th : th < -UI_PI / 2 ? -UI_PI - th : th;
    uint32_t j = ui_seed_hash((uint32_t)side * 977u + (uint32_t)k, 11);
    float jd = ((float)(j % 1000) / 1000.0f - 0.5f) * sr * 0.5f;
    float ja = ((float)((j / 1000) % 1000) / 1000.0f - 0.5f) * sr * 0.5f;
    float d = sr * 1.2f + D * cosf(th) + jd;
    float a = A * sinf(th) + ja;
    *x = bx + ux * d + (wide ? 0 : a);
    *y = by + uy * d + (wide ? a : 0) - (float)layer * sr * 0.4f;
    /* a full store keeps every seed, its whole picture, inside its rim:
     * the later layers, lifted, and the jitter would spill past its edge
     * (issue 51, seam 11); the label says the count */
    UiRect in = ui_store_inner(L, side);
    float m = sr * UI_SEED_REACH;
    *x = fminf(fmaxf(*x, in.x + m), in.x + in.w - m);
    *y = fminf(fmaxf(*y, in.y + m), in.y + in.h - m);
}
