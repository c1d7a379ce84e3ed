/* stage.c: a board showing an animation or a still position, as the lesson (learn.c) and the watched game (watch.c) draw it, and a board's picture at the start. */
#include "board/anim.h"
#include "board/board.h"
#include "board/stage.h"
#include "kit/draw.h"
#include "kit/rect.h"
#include "kit/screen.h"
#include "kit/settings.h"
#include "kit/ui_i18n.h"


void ui_learn_board_draw(Ui *ui, const UiBoardLayout *L,
                         const RulesPosition *p, const UiAnim *anim,
                         uint64_t playable, uint64_t selected, int hover)
{
    uint16_t counts[RULES_MAX_HOLES], captured[2];
    ui_anim_display(anim, counts, captured);
    UiBoardView v = {0};
    v.pos = p;
    v.counts = counts;
    v.captured = captured;
    v.names[0] = _("South");
    v.names[1] = _("North");
    v.north_owned = anim->north_owned;
    v.hover = anim->active ? -1 : hover;
    v.target = v.marked = -1;
    v.selected = selected;
    v.offered = p->offer;
    if (anim->active && anim->i < anim->len) {
        const RulesEvent *e = &anim->ev[anim->i];
        if (e->kind == RULES_EV_OFFER || e->kind == RULES_EV_ACCEPT) {
            v.offered = e->extra;
        } else if (e->kind != RULES_EV_TRANSFER &&
                   e->kind != RULES_EV_DECLINE) {
            v.offered = 0;
        }
        if (e->kind == RULES_EV_SKIP || e->kind == RULES_EV_CAPTURE ||
            e->kind == RULES_EV_SWEEP || e->kind == RULES_EV_TRANSFER) {
            v.marked = e->hole;
        }
        v.skipped = anim->skipped;
        if (e->kind == RULES_EV_SKIP && e->hole < RULES_MAX_HOLES) {
            v.skipped |= 1ull << e->hole;
        }
    }
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
    uint16_t counts[RULES_MAX_HOLES] = {0};
    for (int i = 0; i < p.hole_count; i++) {
        counts[i] = p.holes[i];
    }
    UiBoardView v = {0};
    v.pos = &p;
    v.counts = counts;
    v.captured = p.captured;
    v.north_owned = p.north_owned;
    v.hover = v.target = v.marked = -1;
    /* counts and names too small to read would only be noise */
    v.small = small || L.count_px < 9;
    ui_board_draw(ui, &L, &v);
}
