/* title_menu.c: where the title's menu, name, subtitle and demo board go (title_menu.h). */
#include "kit/rect.h"
#include "kit/text.h"
#include "screens/title_menu.h"

#include <math.h>

/* The name and the subtitle, the name's centre at `y`. */
static void title_header(Ui *ui, TitleMenu *m, float y)
{
    /* the name is large already: it grows less than the words (issue 58:
     * at 200 % it pushed the subtitle behind the menu's panel) */
    float ts = ui_text_scale(ui);
    m->title_px = (int)((float)ui_px(ui, 96) * (1 + (ts - 1) * 0.35f) / ts);
    m->title_y = y;
    m->sub_y = y + (float)m->title_px * 0.85f;
    m->sub_bottom = m->sub_y + (float)ui_px(ui, 24) * 0.75f;
}

/* The keys line's top: the menu and the demo's board end above it. */
static float footer_top(Ui *ui)
{
    return (float)ui->h - 14 * ui->u - 8 - (float)ui_px(ui, 16) * 0.75f;
}

/* The demo's board: as large as the window allows, its top row far
 * enough under the subtitle that the hand over it stays clear of the
 * words (issue 51: it floated over them). */
void ui_title_board(const Ui *ui, const TitleMenu *m, UiBoardLayout *L)
{
    float y0 = (float)ui->h * 0.16f, y1 = (float)ui->h * 0.94f;
    for (int k = 0; k < 5; k++) {
        UiRect area = {(float)ui->w * 0.04f, y0, (float)ui->w * 0.92f,
                       y1 - y0};
        ui_board_layout(m->game, m->holes_per_row,
                        area, L);
        float top = (float)ui->h;
        for (int h = 0; h < L->hole_count; h++) {
            top = L->pit_y[h] < top ? L->pit_y[h] : top;
        }
        /* the hand's palm reaches 1.75 radii above a hole's centre */
        float over = m->sub_bottom + 2 - (top - 1.8f * L->pit_r);
        if (over < 1) {
            break;
        }
        y0 += over * 1.5f;
    }
}

/* A row of the menu: one button, or two abreast; an offer (Continue,
 * the puzzle of the day, the path's step) is as wide as two buttons
 * abreast, or as its words need. */
typedef struct MenuRow {
    int id[2], n;
    bool wide;
} MenuRow;

/* Play to Quit, two abreast: always these rows, in the same place
 * whatever is offered above them (issue 51: as offers came and went
 * every button moved, and a click meant for Learn opened Set up a
 * board). */
static const MenuRow main_rows[] = {{{TITLE_PLAY, TITLE_LEARN}, 2, false},
                                    {{TITLE_RECORD, TITLE_EDITOR}, 2, false},
                                    {{TITLE_ATLAS, TITLE_LOAD}, 2, false},
                                    {{TITLE_SETTINGS, TITLE_QUIT}, 2, false}};
enum { MAIN_ROWS = (int)(sizeof main_rows / sizeof *main_rows) };

/* One way to lay out the offers, from the roomiest to the tightest: the
 * Continues one or two a row, the puzzle of the day and the path's step
 * a row each or abreast. None is ever left out (issue 51: at 150 % the
 * title dropped the puzzle and the path's step, keeping only Continue):
 * where even the tightest is too tall, its rows are lower. */
typedef struct MenuPlan {
    int cont_cols;
    bool pair;
} MenuPlan;

static int offer_rows(const TitleMenu *m, MenuPlan p, MenuRow *rows)
{
    int n = 0;
    for (int i = 0; i < m->n_unfinished; i += p.cont_cols) {
        bool two = p.cont_cols == 2 && i + 1 < m->n_unfinished;
        rows[n++] = (MenuRow){{TITLE_CONTINUE + i, TITLE_CONTINUE + i + 1},
                              two ? 2 : 1, true};
    }
    if (p.pair && m->puzzle && m->path) {
        rows[n++] = (MenuRow){{TITLE_PUZZLE, TITLE_PATH}, 2, true};
        return n;
    }
    if (m->puzzle) {
        rows[n++] = (MenuRow){{TITLE_PUZZLE, 0}, 1, true};
    }
    if (m->path) {
        rows[n++] = (MenuRow){{TITLE_PATH, 0}, 1, true};
    }
    return n;
}

/* The buttons' sizes: a main button's width and height, the gap between
 * rows and the panel's margin round them. */
typedef struct MenuSizes {
    float bw, bh, gap, mp;
} MenuSizes;

static MenuSizes menu_sizes(const Ui *ui)
{
    float ts = ui_text_scale(ui);
    MenuSizes z;
    z.bw = 300 * ui->u < 220 ? 220 : 300 * ui->u;
    z.bh = 50 * ui->u < 36 ? 36 : 50 * ui->u;
    /* larger text, larger buttons (their labels are sized by them) */
    z.bw *= 1 + (ts - 1) * 0.5f;
    z.bh *= ts;
    z.gap = z.bh * 0.25f;
    z.mp = 14 * ui->u + 6;
    return z;
}

/* The panel's left edge for a menu `need` wide: clear of the demo's holes
 * or over them whole, never across one (issue 51: a wide Continue cut
 * the holes in half). */
static float panel_left(const Ui *ui, const UiBoardLayout *L, float need)
{
    float cx = (float)ui->w / 2, x0 = cx - need / 2;
    float m = L->pit_r * 0.2f;
    for (int pass = 0; pass < 2; pass++) {
        for (int h = 0; h < L->hole_count; h++) {
            float l = L->pit_x[h] - L->pit_r - m;
            float r = L->pit_x[h] + L->pit_r + m;
            if (r > cx || x0 <= l || x0 >= r) {
                continue;
            }
            /* inside a hole's column: step out of it, towards the middle
             * when the menu keeps nine tenths of its room, else outwards */
            x0 = cx - r >= need * 0.45f ? r : l;
        }
    }
    return x0 < 0 ? 0 : x0;
}

/* Each row centred, a button `z.bw` wide (two abreast no wider than
 * `inner`), Continue and the path's step `wide`. */
static void place_rows(Ui *ui, TitleMenu *m, const MenuRow *rows, int n,
                       MenuSizes z, float top, float inner, float wide)
{
    float y = top;
    for (int i = 0; i < n; i++) {
        float rw = rows[i].wide
                       ? wide
                       : z.bw * (float)rows[i].n +
                             z.gap * (float)(rows[i].n - 1);
        rw = rw > inner ? inner : rw;
        float w = (rw - z.gap * (float)(rows[i].n - 1)) / (float)rows[i].n;
        for (int k = 0; k < rows[i].n; k++) {
            UiButton *b = &m->buttons[rows[i].id[k]];
            b->r = (UiRect){((float)ui->w - rw) / 2 + (float)k * (w + z.gap),
                            y, w, z.bh};
            b->enabled = true;
        }
        y += z.bh + z.gap;
    }
}

/* The panel's top and bottom: over the demo's rows of holes whole, where
 * an edge would cross one and the words above and the keys below leave
 * room. */
static void panel_rows(Ui *ui, TitleMenu *m, const UiBoardLayout *L)
{
    float e = L->pit_r * 0.2f, y0 = m->panel.y,
          y1 = m->panel.y + m->panel.h;
    for (int h = 0; h < L->hole_count; h++) {
        float t = L->pit_y[h] - L->pit_r - e, b = L->pit_y[h] + L->pit_r + e;
        if (y0 > t && y0 < b && t >= m->sub_bottom + 4) {
            y0 = t;
        }
        if (y1 > t && y1 < b && b <= footer_top(ui) - 2) {
            y1 = b;
        }
    }
    m->panel.y = y0;
    m->panel.h = y1 - y0;
}

/* The keys' line along the foot: centred in the window, or in the room
 * left of About when centred it would run into it (issue 51: at 150 %
 * About covered its end), smaller only when even that room is short. */
static void keys_line(Ui *ui, TitleMenu *m, UiRect about)
{
    m->keys_px = ui_px(ui, 16);
    m->keys_y = (float)ui->h - 14 * ui->u - 8; /* (footer_top: its top) */
    m->keys_x = (float)ui->w / 2;
    int tw = 0, th = 0;
    if (m->keys_line) {
        ui_text_size(ui, UI_SANS, m->keys_px, m->keys_line, &tw, &th);
    }
    float right = about.x - 8;
    if (about.y >= m->keys_y + (float)th / 2 ||
        m->keys_x + (float)tw / 2 <= right) {
        return;
    }
    /* centred still where a little smaller words fit (issue 51: a pixel
     * too long, the line went off-centre, up to About) */
    int centred = ui_px_fit(ui, UI_SANS, m->keys_px,
                            2 * (right - m->keys_x) - 8, m->keys_line);
    if ((float)centred >= (float)m->keys_px * 0.85f) {
        m->keys_px = centred;
        return;
    }
    m->keys_x = right / 2;
    m->keys_px = ui_px_fit(ui, UI_SANS, m->keys_px, right - 8, m->keys_line);
}

/* About in the lower right corner, clear of the panel (with larger
 * text, the panel over the demo's holes reached it): lower, under the
 * panel's corner. Gives how much higher the panel must end for About to
 * be as high as it is (0: it is). */
static float about_place(Ui *ui, TitleMenu *m, MenuSizes z)
{
    float aw = z.bw * 0.5f, e = 14 * ui->u + 8, oh = z.bh * 0.72f;
    UiRect a = {(float)ui->w - aw - e, (float)ui->h - oh - e, aw, oh};
    float bottom_edge = m->panel.y + m->panel.h;
    if (m->panel.x + m->panel.w > a.x - 6 && bottom_edge > a.y - 4) {
        a.y = fmaxf(bottom_edge + 4, (float)ui->h - oh - 2);
        a.h = fmaxf((float)ui->h - 2 - a.y, oh * 0.5f);
    }
    m->buttons[TITLE_ABOUT] = (UiButton){a, m->labels[TITLE_ABOUT],
                                         TITLE_ABOUT, true, false};
    keys_line(ui, m, a);
    return oh - a.h;
}

/* How wide the offers are: as the longest of their words, as two
 * buttons abreast at least. */
static float offers_width(Ui *ui, const TitleMenu *m, const MenuRow *rows,
                          int n, MenuSizes z)
{
    float wide = z.bw * 2 + z.gap;
    for (int i = 0; i < n; i++) {
        int most = 0, tw, th;
        for (int k = 0; k < rows[i].n; k++) {
            ui_text_size(ui, UI_BOLD, (int)(z.bh * 0.46f),
                         m->labels[rows[i].id[k]], &tw, &th);
            most = tw > most ? tw : most;
        }
        float need = ((float)most + z.bh * 1.2f) * (float)rows[i].n +
                     z.gap * (float)(rows[i].n - 1);
        wide = need > wide ? need : wide;
    }
    return wide;
}

/* The offers' rows in `room` of height: the roomiest plan that fits, or
 * the tightest with lower rows (z->bh and z->gap become theirs). */
static int offers_fit(const TitleMenu *m, MenuRow *rows, MenuSizes *z,
                      float room)
{
    static const MenuPlan plans[] = {{1, false}, {2, false}, {2, true}};
    int np = (int)(sizeof plans / sizeof *plans), n = 0;
    for (int i = 0; i < np; i++) {
        n = offer_rows(m, plans[i], rows);
        if ((float)n * (z->bh + z->gap) - z->gap <= room + 0.5f) {
            return n;
        }
    }
    float k = (room + z->gap) / ((float)n * (z->bh + z->gap));
    z->bh *= k;
    z->gap *= k;
    return n;
}

/* The name and the subtitle where they are when three offers fit between
 * them and the main rows, whose top is `top`, else higher; gives the
 * offers' room's top. */
static float header_place(Ui *ui, TitleMenu *m, MenuSizes z, float top)
{
    title_header(ui, m, (float)ui->h * 0.2f);
    float room_top = m->sub_bottom + z.mp + 6 * ui->u + 2;
    if (top - room_top >= 3 * (z.bh + z.gap)) {
        return room_top;
    }
    title_header(ui, m, (float)ui->h * 0.14f);
    float least = (float)m->title_px * 0.62f + 4;
    title_header(ui, m, least > m->title_y ? least : m->title_y);
    return m->sub_bottom + z.mp + 6 * ui->u + 2;
}

/* The menu with its rows' foot `lift` higher than the keys' line asks
 * (room for About under the panel's corner); gives about_place's for
 * the main rows alone, so that the offers never move them. */
static float menu_layout(Ui *ui, TitleMenu *m, float lift)
{
    MenuSizes z = menu_sizes(ui);
    float bottom = footer_top(ui) - z.mp - 4 * ui->u - lift;
    float main_h = (float)MAIN_ROWS * (z.bh + z.gap) - z.gap;
    float room_top = header_place(ui, m, z, bottom - main_h);
    if (bottom - main_h - room_top < 2 * (z.bh + z.gap)) {
        /* not two offers' rows over them (a projector's text): all the
         * rows lower, their words smaller, so that Continue and the
         * path's step are as large as Play (issue 51: squeezed alone,
         * their words were smaller than at 100 %); the same whatever is
         * offered, so that no button moves */
        float k = (bottom - room_top) /
                  (main_h + z.gap + 2 * (z.bh + z.gap));
        z.bh *= k;
        z.gap *= k;
        main_h *= k;
    }
    float top = bottom - main_h;
    MenuRow rows[TITLE_N];
    MenuSizes oz = z;
    int n = offers_fit(m, rows, &oz, top - z.gap - room_top);
    float otop = top - (float)n * (oz.bh + oz.gap);
    UiBoardLayout L;
    ui_title_board(ui, m, &L);
    float w = (float)ui->w, wide = offers_width(ui, m, rows, n, oz);
    float x0m = panel_left(ui, &L, z.bw * 2 + z.gap + 2 * z.mp);
    float x0 = n > 0 ? fminf(x0m, panel_left(ui, &L, wide + 2 * z.mp)) : x0m;
    for (int i = 0; i < TITLE_ABOUT; i++) {
        /* (none filled: the ring alone marks the one Enter presses, at
         * first Continue; issue 51: a filled Continue and the ring
         * elsewhere were two marks) */
        m->buttons[i] = (UiButton){{0, 0, 0, 0}, m->labels[i], i, false,
                                   false};
    }
    place_rows(ui, m, main_rows, MAIN_ROWS, z, top, w - 2 * x0m - 2 * z.mp,
               wide);
    m->panel = (UiRect){x0m, top - z.mp, w - 2 * x0m, main_h + 2 * z.mp};
    panel_rows(ui, m, &L);
    float short_by = about_place(ui, m, z);
    if (n > 0) {
        /* the offers' panel no wider than leaves About where it is */
        UiRect a = m->buttons[TITLE_ABOUT].r;
        float foot = m->panel.y + m->panel.h;
        x0 = foot > a.y - 4 ? fminf(x0m, fmaxf(x0, w - a.x + 6)) : x0;
        place_rows(ui, m, rows, n, oz, otop, w - 2 * x0 - 2 * z.mp, wide);
        m->panel = (UiRect){x0, otop - z.mp, w - 2 * x0, foot - otop + z.mp};
        panel_rows(ui, m, &L);
    }
    return short_by;
}

void ui_title_menu_layout(Ui *ui, TitleMenu *m)
{
    /* About squeezed under the panel's corner (issue 51: at 150 % at
     * 800x600 its words were tiny; at 200 % it covered Quit): the rows
     * end higher, or lower */
    float short_by = menu_layout(ui, m, 0);
    if (short_by > 1) {
        menu_layout(ui, m, short_by + 2);
    }
}

/* An arrow key moves the ring to the nearest button that way: Up and
 * Down along the column, Left and Right across a row of two; true when
 * there was one (else the ring steps through the buttons in turn). */
bool ui_title_arrow(TitleMenu *m, int *focus, SDL_Keycode k)
{
    float dx = k == SDLK_RIGHT ? 1.0f : k == SDLK_LEFT ? -1.0f : 0.0f;
    float dy = k == SDLK_DOWN ? 1.0f : k == SDLK_UP ? -1.0f : 0.0f;
    if ((dx == 0 && dy == 0) || *focus < 0 || *focus >= TITLE_N ||
        !m->buttons[*focus].enabled) {
        return false;
    }
    UiRect f = m->buttons[*focus].r;
    int best = -1;
    float best_d = 0;
    for (int i = 0; i < TITLE_N; i++) {
        UiRect r = m->buttons[i].r;
        float ox = r.x + r.w / 2 - (f.x + f.w / 2);
        float oy = r.y + r.h / 2 - (f.y + f.h / 2);
        float along = ox * dx + oy * dy;
        float across = dx != 0 ? fabsf(oy) : fabsf(ox);
        if (i == *focus || !m->buttons[i].enabled || along < 1 ||
            (dx != 0 && across > f.h / 2)) {
            continue;
        }
        float d = along * 10 + across; /* the nearest row first */
        if (best < 0 || d < best_d) {
            best = i;
            best_d = d;
        }
    }
    if (best >= 0) {
        *focus = best;
    }
    return best >= 0;
}
