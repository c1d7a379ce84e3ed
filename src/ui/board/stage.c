/* stage.c: a board showing an animation or a still position, as the lesson (learn.c) and the watched game (watch.c) draw it, and a board's picture at the start. */
#include "board/anim.h"
#include "board/board.h"
#include "board/stage.h"
#include "kit/draw.h"
#include "kit/rect.h"
#include "kit/screen.h"
#include "kit/settings.h"
#include "kit/ui_i18n.h"

#include <math.h>


void ui_learn_board_draw(Ui *ui, const UiBoardLayout *L,
                         const RulesPosition *p, const UiAnim *anim,
                         uint64_t playable, uint64_t selected, int hover,
                         const char *const *names)
{
    uint16_t counts[RULES_MAX_HOLES], captured[2];
    ui_anim_display(anim, counts, captured);
    UiBoardView v = {0};
    v.pos = p;
    v.counts = counts;
    v.captured = captured;
    v.names[0] = names ? names[0] : _("South");
    v.names[1] = names ? names[1] : _("North");
    v.north_owned = anim->north_owned;
    v.hole_marks = anim->holes_marked;
    v.hover = anim->active ? -1 : hover;
    v.target = v.marked = -1;
    v.selected = selected;
    v.offered = p->offer;
    ui_anim_view(anim, &v);
    v.playable = anim->active ? 0 : playable;
    v.face_to_face = ui->settings.face_to_face;
    /* the backdrop and the board's wood in one layer (see ui_layer_begin) */
    if (ui_layer_begin(ui, ui_board_base_key(L, &v))) {
        ui_background(ui);
        ui_board_draw_base(ui, L, &v);
        ui_layer_end(ui);
    }
    ui_board_draw_top(ui, L, &v);
    ui_anim_draw(ui, anim, L);
}

/* Sets `a` to show `p` standing still. */
void ui_anim_still(UiAnim *a, const RulesPosition *p)
{
    ui_anim_free(a);
    ui_anim_start(a, p, p, NULL, UI_SPEED_SLOW, false);
}

uint32_t ui_speed_gap(int v)
{
    /* (at Instant the moves stand one by one, not a game in a blink) */
    static const uint32_t gap[UI_SPEED_COUNT] = {1400, 900, 450, 450};
    return gap[v >= 0 && v < UI_SPEED_COUNT ? v : UI_SPEED_NORMAL];
}

uint32_t ui_replay_gap(const Ui *ui)
{
    return ui_speed_gap(ui->settings.speed);
}

void ui_speed_faster(Ui *ui)
{
    ui->settings.speed = (ui->settings.speed + 1) % UI_SPEED_COUNT;
    ui_save_settings(ui);
}

/* A board picture at the game's starting position. */
void ui_board_picture(Ui *ui, RulesGameId g, int holes, UiRect r,
                      bool small)
{
    RulesPosition p;
    if (rules_setup(&p, g, holes) != RULES_OK) {
        return;
    }
    UiBoardLayout L;
    ui_board_layout(g, p.holes_per_row, r, &L);
    /* the stores inside the picture too, where the layout puts them off
     * the board's wood (issue 51: Bao Kigogo's and Goré's stuck out of
     * the game cards' pictures): the whole drawn smaller to fit */
    for (int k = 0; k < 2; k++) {
        float x0 = L.board.x, y0 = L.board.y;
        float x1 = L.board.x + L.board.w, y1 = L.board.y + L.board.h;
        for (int side = 0; side < 2; side++) {
            UiRect st = L.store[side];
            if (st.w > 0 && st.h > 0) {
                x0 = fminf(x0, st.x);
                y0 = fminf(y0, st.y);
                x1 = fmaxf(x1, st.x + st.w);
                y1 = fmaxf(y1, st.y + st.h);
            }
        }
        float f = fminf(r.w / (x1 - x0), r.h / (y1 - y0));
        if (f >= 0.999f) {
            break;
        }
        UiRect in = {r.x + r.w * (1 - f) / 2, r.y + r.h * (1 - f) / 2,
                     r.w * f, r.h * f};
        ui_board_layout(g, p.holes_per_row, in, &L);
    }
    uint16_t counts[RULES_MAX_HOLES] = {0};
    UiBoardView v = ui_board_view_still(&p, counts);
    /* counts and names too small to read would only be noise */
    v.small = small || L.count_px < 9;
    ui_board_draw(ui, &L, &v);
}
