/* scr_atlas.c: the Atlas: the map of a region (Africa and the Atlantic islands, or another a game brings) with a marker where each game is played. */
#include "board/look.h"
#include "kit/draw.h"
#include "kit/rect.h"
#include "kit/screen.h"
#include "kit/text.h"
#include "kit/ui_i18n.h"
#include "kit/widgets.h"
#include "screens/card.h"
#include "screens/rooms.h"
#include "screens/map.h"
#include "screens/path.h"
#include "screens/scr_atlas.h"

#include "atlas_geo.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static const AtlasPlace *place_of(RulesGameId g)
{
    return atlas_place_of(rules_game_name(g));
}

/* A game without a place (src/atlas/atlas_geo.c) is not on the map: no
 * marker, no name, no distance (test_games_complete asks for its place). */
static bool on_map(int g)
{
    return place_of((RulesGameId)g) != NULL;
}

/* The next game on the map after g, `step` (1 or -1) at a time; g itself
 * when it is the only one. */
static int next_on_map(int g, int step)
{
    for (int k = 1; k <= RULES_GAME_COUNT; k++) {
        int o = ((g + step * k) % RULES_GAME_COUNT + RULES_GAME_COUNT) %
                RULES_GAME_COUNT;
        if (on_map(o)) {
            return o;
        }
    }
    return g;
}

/* The region's map a game's marker is on. */
static int map_of(int g)
{
    const AtlasPlace *p = place_of((RulesGameId)g);
    return p ? p->map : -1;
}

/* The first game on map m, or -1. */
static int first_on(int m)
{
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        if (map_of(g) == m) {
            return g;
        }
    }
    return -1;
}

enum { ATLAS_BACK = 0, ATLAS_OPEN, ATLAS_N };

typedef struct AtlasState {
    int focus; /* the game with keyboard focus */
    int hover; /* the game under the mouse, or -1 */
    void (*choose)(Ui *ui, void *ctx, RulesGameId g);
    void *ctx;
    /* layout */
    int region;   /* the map shown: the focused game's (atlas_map()) */
    UiRect map;   /* where the map picture is drawn */
    UiRect panel; /* the card and the words beside it */
    const AtlasFrame *frame;
    float mx[RULES_GAME_COUNT], my[RULES_GAME_COUNT]; /* markers */
    UiRect label[RULES_GAME_COUNT];
    float marker_r;
    int label_px;
    UiButton buttons[ATLAS_N];
    /* one a region's map when there are several: shows that map */
    UiButton regions[ATLAS_MAPS_MAX];
    int region_count;
    UiRect inset; /* the region's map in the panel, as last drawn */
    UiRect dots;  /* the path's dots on the panel's card, as last drawn */
    bool tip;     /* P: what those dots mean, shown */
    int button_focus; /* -1: the markers have the keyboard */
} AtlasState;

/* Is game g's marker on the map shown? */
static bool shown(const AtlasState *s, int g)
{
    return map_of(g) == s->region;
}

static float header_h(Ui *ui)
{
    return (92 * ui->u + 20) * ui_text_scale(ui);
}

/* The biggest rectangle of the picture's proportions inside `area`. */
static UiRect fit(UiRect area, float pw, float ph)
{
    float k = fminf(area.w / pw, area.h / ph);
    float w = pw * k, h = ph * k;
    return (UiRect){area.x + (area.w - w) / 2, area.y + (area.h - h) / 2, w,
                    h};
}

/* The name's place on side `side` (UiAtlasLabel) of its marker at x, y,
 * kept on the map. */
static UiRect label_at(const AtlasState *s, int side, float x, float y,
                       float w, float h, float gap)
{
    UiRect r;
    switch (side) {
    case UI_LABEL_LEFT:
        r = (UiRect){x - gap - w, y - h / 2, w, h};
        break;
    case UI_LABEL_BELOW:
        r = (UiRect){x - w / 2, y + gap, w, h};
        break;
    case UI_LABEL_ABOVE:
        r = (UiRect){x - w / 2, y - gap - h, w, h};
        break;
    default:
        r = (UiRect){x + gap, y - h / 2, w, h};
        break;
    }
    /* names stay on the map, whatever its size */
    r.x = fmaxf(s->map.x + 2, fminf(r.x, s->map.x + s->map.w - r.w - 2));
    r.y = fmaxf(s->map.y + 2, fminf(r.y, s->map.y + s->map.h - r.h - 2));
    return r;
}

/* A name at `r` would cover a marker, or a name placed before game g's. */
static bool label_covers(const AtlasState *s, int g, UiRect r)
{
    for (int m = 0; m < RULES_GAME_COUNT; m++) {
        float x = s->mx[m], y = s->my[m], rr = s->marker_r * 1.6f;
        float nx = fmaxf(r.x, fminf(x, r.x + r.w));
        float ny = fmaxf(r.y, fminf(y, r.y + r.h));
        if (shown(s, m) &&
            (nx - x) * (nx - x) + (ny - y) * (ny - y) < rr * rr) {
            return true;
        }
    }
    for (int o = 0; o < g; o++) {
        UiRect q = s->label[o];
        if (q.w > 0 && r.x < q.x + q.w && q.x < r.x + r.w &&
            r.y < q.y + q.h && q.y < r.y + r.h) {
            return true;
        }
    }
    return false;
}

static void place_label(Ui *ui, AtlasState *s, int g)
{
    const char *name = rules_game_title((RulesGameId)g);
    int tw, th;
    ui_text_size(ui, UI_BOLD, s->label_px, name, &tw, &th);
    float pad = (float)th * 0.35f;
    float w = (float)tw + 2 * pad, h = (float)th + pad * 0.6f;
    /* clear of the lit marker's glow (2.1 radii) and of the focus ring
     * round the name (issue 51: Goré's name touched its marker) */
    float gap = s->marker_r * 2.1f + 4 * ui->u + 3;
    float x = s->mx[g], y = s->my[g];
    /* its own side, else the others in turn where the map's edge pushed
     * it over its marker (issue 51: Bao Kigogo's name, pushed back from
     * the map's right edge at 150 %, covered its pin) */
    int own = (int)ui_look((RulesGameId)g)->atlas_label;
    static const int sides[] = {UI_LABEL_RIGHT, UI_LABEL_LEFT, UI_LABEL_BELOW,
                                UI_LABEL_ABOVE};
    UiRect r = label_at(s, own, x, y, w, h, gap);
    for (int k = 0; k < 4 && label_covers(s, g, r); k++) {
        r = label_at(s, sides[k], x, y, w, h, gap);
    }
    s->label[g] = r;
}

static void layout(Ui *ui, AtlasState *s)
{
    float pad = 24 * ui->u + 6;
    float top = header_h(ui);
    UiRect body = {pad, top, (float)ui->w - 2 * pad, (float)ui->h - top - pad};
    s->region = map_of(s->focus);
    const AtlasFrame *big = &atlas_map(s->region)->size[ATLAS_SIZE_LARGE];
    bool wide = body.w > body.h * 1.25f;
    UiRect area;
    if (wide) {
        /* wider for larger text */
        float pw = fminf(fmaxf(body.w * 0.38f, 260), 620 * ui->u + 60) *
                   (1 + (ui_text_scale(ui) - 1) * 0.5f);
        pw = fminf(pw, body.w * 0.5f);
        s->panel = (UiRect){body.x + body.w - pw, body.y, pw, body.h};
        area = (UiRect){body.x, body.y, body.w - pw - pad, body.h};
    } else {
        float ph = fmaxf(body.h * 0.42f, 220);
        s->panel = (UiRect){body.x, body.y + body.h - ph, body.w, ph};
        area = (UiRect){body.x, body.y, body.w, body.h - ph - pad};
    }
    s->region_count = atlas_map_count() > 1 ? atlas_map_count() : 0;
    if (s->region_count) {
        /* the regions' buttons over the map, the map below them */
        float rh = 34 * ui->u + 6, x = area.x;
        int px = ui_px(ui, 16);
        for (int m = 0; m < s->region_count; m++) {
            const char *name = _(atlas_map(m)->name);
            int tw, th;
            ui_text_size(ui, UI_SANS, px, name, &tw, &th);
            s->regions[m] = (UiButton){{x, area.y, (float)tw + rh, rh}, name,
                                       m, true, m == s->region};
            x += (float)tw + rh + pad * 0.4f;
        }
        area.y += rh + pad * 0.5f;
        area.h -= rh + pad * 0.5f;
    }
    s->map = fit(area, (float)big->width, (float)big->height);
    s->map.x = floorf(s->map.x);
    s->map.y = floorf(s->map.y);
    s->map.w = floorf(s->map.w);
    s->map.h = floorf(s->map.h);
    /* the small picture when the map is drawn at its size or smaller */
    const AtlasFrame *small = &atlas_map(s->region)->size[ATLAS_SIZE_SMALL];
    s->frame = s->map.w <= (float)small->width * 1.15f ? small : big;
    s->marker_r = 6 * ui->u + 3;
    s->label_px = ui_px(ui, 18);
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        const AtlasPlace *p = place_of((RulesGameId)g);
        s->label[g] = (UiRect){0, 0, 0, 0};
        if (!p || !shown(s, g)) {
            continue;
        }
        double x, y;
        atlas_project(big, p->lon, p->lat, &x, &y);
        s->mx[g] = s->map.x + (float)(x / big->width) * s->map.w;
        s->my[g] = s->map.y + (float)(y / big->height) * s->map.h;
    }
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        if (shown(s, g)) {
            place_label(ui, s, g);
        }
    }
    float bh = ui_button_h(ui, 40, 8);
    s->buttons[ATLAS_BACK] = (UiButton){
        {16 * ui->u + 4, 16 * ui->u + 4, bh * 2.4f, bh}, _("Back"),
        ATLAS_BACK, true, false};
    float ow = fminf(s->panel.w - 2 * pad, bh * 5.2f);
    s->buttons[ATLAS_OPEN] = (UiButton){
        {s->panel.x + s->panel.w - pad - ow,
         s->panel.y + s->panel.h - pad * 0.7f - bh, ow, bh},
        _("Open this game"), ATLAS_OPEN, true, false};
}

/* The game at (x, y): its marker (generously) or its name. */
static int hit(const AtlasState *s, float x, float y)
{
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        if (!shown(s, g)) {
            continue;
        }
        float dx = x - s->mx[g], dy = y - s->my[g];
        float r = s->marker_r * 2.2f;
        if (dx * dx + dy * dy <= r * r || ui_in_rect(s->label[g], x, y)) {
            return g;
        }
    }
    return -1;
}

/* The marker nearest in the direction (dx, dy) from the focused one. */
static int step_focus(const AtlasState *s, float dx, float dy)
{
    int best = -1;
    float best_cost = 0;
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        float vx = s->mx[g] - s->mx[s->focus], vy = s->my[g] - s->my[s->focus];
        float along = vx * dx + vy * dy;
        if (g == s->focus || along <= 0 || !shown(s, g)) {
            continue;
        }
        float across = fabsf(vx * dy - vy * dx);
        float cost = along + 2 * across;
        if (best < 0 || cost < best_cost) {
            best = g;
            best_cost = cost;
        }
    }
    return best < 0 ? s->focus : best;
}

static void open_game(Ui *ui, AtlasState *s, int g)
{
    void (*choose)(Ui *, void *, RulesGameId) = s->choose;
    void *ctx = s->ctx;
    ui_pop(ui); /* frees s */
    if (choose) {
        choose(ui, ctx, (RulesGameId)g);
    } else {
        ui_rooms.select_at(ui, false, (RulesGameId)g);
    }
}

static void atlas_input(Ui *ui, void *st, const SDL_Event *e)
{
    AtlasState *s = st;
    layout(ui, s);
    if (e->type == SDL_MOUSEMOTION) {
        s->hover = hit(s, (float)e->motion.x, (float)e->motion.y);
        return;
    }
    if (e->type == SDL_MOUSEBUTTONUP && e->button.button == SDL_BUTTON_LEFT) {
        /* a click on any marker or name chooses that place, as the
         * arrows do (its card, its map, its distances); a double click or
         * Open this game opens it (issue 51: a click opened the game at
         * once, and only after the pointer had shown its card, so pins
         * seemed to do different things) */
        int g = hit(s, (float)e->button.x, (float)e->button.y);
        if (g >= 0) {
            if (e->button.clicks >= 2 && g == s->focus) {
                open_game(ui, s, g);
            } else {
                s->focus = g;
            }
            return;
        }
        int m = ui_button_hit(s->regions, s->region_count, e->button.x,
                              e->button.y);
        if (m >= 0 && first_on(m) >= 0) {
            s->focus = first_on(m);
            return;
        }
        int b = ui_button_hit(s->buttons, ATLAS_N, e->button.x, e->button.y);
        if (b == ATLAS_BACK) {
            ui_pop(ui);
        } else if (b == ATLAS_OPEN) {
            open_game(ui, s, s->focus);
        }
        return;
    }
    if (e->type != SDL_KEYDOWN) {
        return;
    }
    SDL_Keycode k = e->key.keysym.sym;
    if (k == SDLK_ESCAPE && s->tip) {
        s->tip = false;
        return;
    }
    switch (k) {
    case SDLK_ESCAPE:
    case SDLK_BACKSPACE:
        ui_pop(ui);
        return;
    case SDLK_LEFT:
        s->focus = step_focus(s, -1, 0);
        break;
    case SDLK_RIGHT:
        s->focus = step_focus(s, 1, 0);
        break;
    case SDLK_UP:
        s->focus = step_focus(s, 0, -1);
        break;
    case SDLK_DOWN:
        s->focus = step_focus(s, 0, 1);
        break;
    case SDLK_TAB: {
        int step = (e->key.keysym.mod & KMOD_SHIFT) ? -1 : 1;
        s->focus = next_on_map(s->focus, step);
        break;
    }
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_SPACE:
        open_game(ui, s, s->focus);
        return;
    case SDLK_h:
        ui_rooms.text(ui, (RulesGameId)s->focus, UI_TEXT_HISTORY);
        return;
    case SDLK_r:
        ui_rooms.text(ui, (RulesGameId)s->focus, UI_TEXT_RULES);
        return;
    case SDLK_p:
        s->tip = !s->tip;
        return;
    default:
        return;
    }
    s->hover = -1; /* the keyboard has the say until the mouse moves */
}

static int atlas_update(Ui *ui, void *st, uint32_t dt)
{
    (void)ui;
    (void)st;
    (void)dt;
    return -1;
}

/* The distances from game g's place to the others, one line each. */
/* The distances from game g's place to the others, each line drawn
 * whole or not at all above `limit` (issue 51: at 150 % the last ones
 * ran under Open this game); returns the height drawn. */
static float draw_distances(Ui *ui, int g, float x, float y, float w,
                            int px, float limit)
{
    const AtlasPlace *from = place_of((RulesGameId)g);
    float y0 = y;
    const char *head = _("As the crow flies, from here to:");
    float hh = (float)ui_text_wrap(ui, UI_BOLD, px, ui_ink, x, y, w, false,
                                   head);
    if (!from || y + hh + (float)px * 1.4f > limit) {
        return 0;
    }
    y += (float)ui_text_wrap(ui, UI_BOLD, px, UI_RGB(120, 72, 36), x, y, w,
                             true, head);
    for (int o = 0; o < RULES_GAME_COUNT; o++) {
        const AtlasPlace *to = place_of((RulesGameId)o);
        if (o == g || !to) {
            continue;
        }
        double km = atlas_distance_km(from->lon, from->lat, to->lon, to->lat);
        char line[160], dist[32];
        /* rounded to fifty kilometres: the places are regions, not points;
         * written as the language writes numbers (4,500 or 4 500) */
        content_number(dist, sizeof dist, (long long)(floor(km / 50 + 0.5) * 50),
                       0);
        snprintf(line, sizeof line, _("%s: about %s km"),
                 rules_game_title((RulesGameId)o), dist);
        float lh = (float)ui_text_wrap(ui, UI_SANS, px, ui_ink, 0, 0,
                                       w - (float)px, false, line);
        if (y + lh > limit) {
            break;
        }
        y += (float)ui_text_wrap(ui, UI_SANS, px, ui_ink, x + (float)px, y,
                                 w - (float)px, true, line);
    }
    return y - y0;
}

static void draw_panel(Ui *ui, AtlasState *s)
{
    int g = s->hover >= 0 ? s->hover : s->focus;
    UiRect p = s->panel;
    ui_panel(ui, p);
    float pad = 18 * ui->u + 6;
    float w = p.w - 2 * pad;
    float card_h = ui_game_card_fit_h(
        ui, (RulesGameId)g, w, fminf(fmaxf(w * 0.34f, 96), 190 * ui->u + 20));
    UiRect card = {p.x + pad, p.y + pad, w, card_h};
    ui_game_card_draw(ui, (RulesGameId)g, card, true, NULL, &s->dots);
    float y = card.y + card.h + pad * 0.7f;
    int px = ui_px(ui, 17);
    UiButton *open = &s->buttons[ATLAS_OPEN];
    float limit = open->r.y - pad * 0.3f;
    /* the region's words above Open this game, smaller where they would
     * run under it */
    const char *region = _(ui_look((RulesGameId)g)->atlas_region);
    int rpx = px;
    while (rpx > 10 && y + (float)ui_text_wrap(ui, UI_BOLD, rpx, ui_ink, 0, 0,
                                               w, false, region) > limit) {
        rpx--;
    }
    y += (float)ui_text_wrap(ui, UI_BOLD, rpx, UI_RGB(120, 72, 36), p.x + pad,
                             y, w, true, region);
    y += (float)px * 0.6f;
    y += draw_distances(ui, g, p.x + pad, y, w, px, limit) + (float)px;
    /* the region's own map in the room left, unless too little is left
     * for a map to be read (a window under 784x552 may lose it) */
    float room = open->r.y - pad * 0.8f - y;
    s->inset = (UiRect){0, 0, 0, 0};
    if (room > 80 * ui->u + 40 && on_map(g)) {
        const AtlasFrame *in = &place_of((RulesGameId)g)->inset;
        float iw = fminf(w, room * (float)in->width / (float)in->height);
        float ih = ui_map_picture_draw(ui, in->picture, p.x + pad, y, iw,
                                       true, "", place_of((RulesGameId)g));
        s->inset = (UiRect){p.x + pad, y, iw, ih};
    }
    ui_button_draw(ui, open, false);
}

/* Is what the card's dots mean shown (the pointer on them, or P)? */
static bool tip_shown(const Ui *ui, const AtlasState *s)
{
    return s->tip || ui_path_dots_hit(s->dots, (float)ui->mouse_x,
                                      (float)ui->mouse_y);
}

static void atlas_draw(Ui *ui, void *st)
{
    AtlasState *s = st;
    layout(ui, s);
    uint64_t key = ui_hash(0x41544c41u, &s->map, sizeof s->map);
    key = ui_hash(key, &s->panel, sizeof s->panel);
    key = ui_hash(key, s->frame->picture, strlen(s->frame->picture));
    key = ui_hash(key, &ui->language_changed, sizeof ui->language_changed);
    if (ui_layer_begin(ui, key)) {
        ui_background(ui);
        float top = header_h(ui);
        ui_text(ui, UI_SERIF, ui_px(ui, 44), UI_RGB(252, 226, 170),
                (float)ui->w / 2, top * 0.42f, UI_CENTER | UI_MIDDLE,
                _("Atlas"));
        /* the keys' line in the window's width, smaller where it would
         * not fit (at 200 % in Vietnamese at 800 wide) */
        const char *keys = _("Where each game is played · click or arrows: "
                             "choose · Enter: open · H: history");
        int kpx = ui_px_fit(ui, UI_SANS, ui_px(ui, 17), (float)ui->w - 16,
                            keys);
        ui_text(ui, UI_SANS, kpx, UI_RGB(236, 214, 178), (float)ui->w / 2,
                top * 0.78f, UI_CENTER | UI_MIDDLE, keys);
        UiRect m = s->map;
        float b = 3 * ui->u + 2;
        ui_round(ui, (UiRect){m.x - b, m.y - b, m.w + 2 * b, m.h + 2 * b},
                 b * 1.5f, UI_RGB(92, 60, 34));
        SDL_Texture *t = ui_image_named(ui, s->frame->picture);
        if (t) {
            SDL_FRect dst = {m.x, m.y, m.w, m.h};
            SDL_RenderCopyF(ui->ren, t, NULL, &dst);
        } else {
            ui_fill(ui, m, UI_RGB(163, 186, 190));
        }
        ui_layer_end(ui);
    }
    ui_button_draw(ui, &s->buttons[ATLAS_BACK], false);
    for (int m = 0; m < s->region_count; m++) {
        ui_button_draw(ui, &s->regions[m], false);
    }
    int lit = s->hover >= 0 ? s->hover : s->focus;
    /* the markers and their glow stay on the map: Modiar's, near its top
     * edge, glowed over the frame (issue 51) */
    SDL_Rect clip = {(int)s->map.x, (int)s->map.y, (int)s->map.w,
                     (int)s->map.h};
    SDL_RenderSetClipRect(ui->ren, &clip);
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        if (shown(s, g)) {
            ui_map_marker_draw(ui, s->mx[g], s->my[g], s->marker_r, g == lit);
        }
    }
    SDL_RenderSetClipRect(ui->ren, NULL);
    /* the names over every marker */
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        if (!shown(s, g)) {
            continue;
        }
        UiRect r = s->label[g];
        bool on = g == lit;
        ui_round(ui, r, r.h * 0.3f,
                 on ? UI_RGBA(255, 244, 214, 245) : UI_RGBA(250, 238, 214, 215));
        if (g == s->focus) {
            ui_focus_ring(ui, r, r.h * 0.3f);
        }
        ui_text(ui, UI_BOLD, s->label_px, ui_ink, r.x + r.w / 2,
                r.y + r.h / 2, UI_CENTER | UI_MIDDLE,
                rules_game_title((RulesGameId)g));
    }
    draw_panel(ui, s);
    /* what the card's dots mean, under the pointer or asked for by P */
    if (tip_shown(ui, s)) {
        ui_path_tip(ui, (RulesGameId)lit, s->dots);
    }
}

static void atlas_leave(Ui *ui, void *st)
{
    (void)ui;
    free(st);
}

static void atlas_dump(Ui *ui, void *st, FILE *f)
{
    AtlasState *s = st;
    layout(ui, s);
    int card = s->hover >= 0 ? s->hover : s->focus;
    fprintf(f, "screen atlas\nmap %.1f %.1f %.1f %.1f %s\nfocus %s\ncard %s\n",
            s->map.x, s->map.y, s->map.w, s->map.h, s->frame->picture,
            rules_game_name((RulesGameId)s->focus),
            rules_game_name((RulesGameId)card));
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        if (shown(s, g)) {
            fprintf(f, "marker %s %.1f %.1f\n",
                    rules_game_name((RulesGameId)g), s->mx[g], s->my[g]);
        }
    }
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        UiRect r = s->label[g];
        if (!shown(s, g)) {
            continue;
        }
        fprintf(f, "label %s %.1f %.1f %.1f %.1f\n",
                rules_game_name((RulesGameId)g), r.x, r.y, r.w, r.h);
    }
    UiRect p = s->panel, in = s->inset;
    fprintf(f, "panel %.1f %.1f %.1f %.1f\ninset %.1f %.1f %.1f %.1f\n",
            p.x, p.y, p.w, p.h, in.x, in.y, in.w, in.h);
    bool tip = tip_shown(ui, s);
    fprintf(f, "dots %.0f %.0f %.0f %.0f\npath_tip %s\n", s->dots.x,
            s->dots.y, s->dots.w, s->dots.h,
            tip ? rules_game_name((RulesGameId)card) : "-");
    ui_buttons_dump(s->buttons, ATLAS_N, f);
    ui_buttons_dump(s->regions, s->region_count, f);
}

static const UiKey atlas_keys[] = {
    {N_("Arrow keys"), N_("Move to the nearest place that way")},
    {N_("Tab, Shift+Tab"), N_("Move to the next or the previous place")},
    {N_("Click"), N_("Choose a place: its game's card")},
    {N_("Enter, Space or a double click"), N_("Open the game played there")},
    {N_("H"), N_("Read its history")},
    {N_("R"), N_("Read its rules")},
    {N_("P"), N_("What the dots on its card mean: your path")},
    {N_("Esc or Backspace"), N_("Go back")},
    {NULL, NULL},
};

static const UiScreenDef atlas_def = {"atlas", atlas_input, atlas_update,
                                      atlas_draw, atlas_leave, atlas_dump,
                                      atlas_keys};

void ui_atlas_push(Ui *ui, int game,
                   void (*choose)(Ui *ui, void *ctx, RulesGameId g),
                   void *ctx)
{
    AtlasState *s = calloc(1, sizeof *s);
    if (!s) {
        ui_fatal(__FILE__, __LINE__, "out of memory");
    }
    s->focus = game >= 0 && game < RULES_GAME_COUNT && on_map(game)
                   ? game
                   : next_on_map(RULES_GAME_COUNT - 1, 1);
    s->hover = -1;
    s->choose = choose;
    s->ctx = ctx;
    ui_push(ui, &atlas_def, s);
}
