/* lesson_layout.c: where the lesson screen's parts go: the text box sized to the step's words, the board in the rest, the row of buttons at the foot, the lesson's end. */
#include "board/board.h"
#include "kit/rect.h"
#include "kit/screen.h"
#include "kit/settings.h"
#include "kit/text.h"
#include "kit/ui_i18n.h"
#include "kit/widgets.h"
#include "screens/lesson.h"

#include <math.h>
#include <stdio.h>

/* The button that plays a step's move when it is not a sowing, else -1. */
int lesson_act_button(const LearnStep *st)
{
    if (!st || st->move.kind == RULES_MOVE_SOW) {
        return -1;
    }
    return st->move.kind == RULES_MOVE_DECLINE ? LB_ACT2 : LB_ACT1;
}

/* The height of the text box for step `st` at a fraction `f` of the
 * text size, as tall as that step needs and no taller, so that the board
 * gets the rest (issue 58: sized by the lesson's longest step, the box
 * stood three-quarters empty on a projector): its prompt with room for a
 * line of "why not", or, while its move plays, the prompt still (the rule
 * a class reads while it watches) over two lines of what each seed does;
 * its caption; the words between a match's games; and the key row. */
static float step_need(Ui *ui, const LessonState *s, const LearnStep *st,
                       float bw, float f)
{
    float pad = 18 * ui->u + 6;
    float w = bw - 2 * pad;
    int px = (int)((float)ui_px(ui, 22) * f);
    int wpx = (int)((float)ui_px(ui, 19) * f);
    int kpx = (int)((float)ui_px(ui, 15) * f);
    float need = (float)ui_text_wrap(ui, UI_BOLD, px, ui_ink, 0, 0, w, false,
                                     "A\nA");
    if (st) {
        float ask = (float)ui_text_wrap(ui, UI_SANS, px, ui_ink, 0, 0, w,
                                        false, st->prompt) +
                    (float)px * 0.4f;
        float wrong = (float)wpx * 1.3f;
        if (s->wrong[0]) {
            wrong = fmaxf(wrong, (float)ui_text_wrap(ui, UI_BOLD, wpx, ui_ink,
                                                     0, 0, w, false,
                                                     s->wrong));
        }
        float cap = (float)ui_text_wrap(ui, UI_BOLD, px, ui_ink, 0, 0, w,
                                        false, st->caption);
        need = fmaxf(need, fmaxf(ask + fmaxf(wrong, (float)wpx * 2.6f), cap));
        if (st->match_target) {
            char words[400];
            lesson_match_words(s, st, words, sizeof words);
            need = fmaxf(need, (float)ui_text_wrap(ui, UI_BOLD, px, ui_ink,
                                                   0, 0, w, false, words));
        }
    }
    return need + pad * 0.7f + (float)kpx * 1.6f + pad * 0.3f;
}

/* The text box is as tall as the step on show needs, `bw` wide, and at
 * most `most` (remeasured when the step, its words of why not or the
 * window change). At a large text size in a small window, where the
 * words would take more than that, they shrink until they fit (a caption
 * ran under the buttons at 200 %), never below the 100 % size. */
static float text_box_height(Ui *ui, LessonState *s, float bw, float most)
{
    const LearnStep *st = lesson_cur(s);
    unsigned key = (unsigned)s->step * 2u + (s->wrong[0] != 0);
    if (s->text_w0 == ui->w && s->text_h0 == ui->h && s->text_key == key) {
        return s->text_h;
    }
    float f = 1;
    float floor = 1 / fmaxf(ui_text_scale(ui), 1);
    float need = step_need(ui, s, st, bw, f);
    while (need > most && f - 0.05f >= floor) {
        f -= 0.05f;
        need = step_need(ui, s, st, bw, f);
    }
    s->text_f = f;
    s->text_h = fminf(need, most);
    s->text_w0 = ui->w;
    s->text_h0 = ui->h;
    s->text_key = key;
    return s->text_h;
}

/* The tallest text box the lesson's steps need, `bw` wide, their words
 * at a fraction `f` of the text size. */
static float steps_need(Ui *ui, const LessonState *s, float bw, float f)
{
    float need = 0;
    for (size_t i = 0; s->lesson && i < s->lesson->count; i++) {
        need = fmaxf(need, step_need(ui, s, &s->lesson->steps[i], bw, f));
    }
    return need;
}

/* Where the text box goes, once for the window: under the board, as tall
 * as the lesson's longest step needs (under_h, its words' share of the
 * text size under_f), or at its right, as tall as each step needs, where
 * that leaves the holes larger (issue 58: at 1280x720 and 200 % the board
 * had a sixth of the width under a box and two rows of buttons; a
 * wide-screen projector has room at the side) and every step's words fit
 * it at no smaller a size. */
static bool text_beside(Ui *ui, LessonState *s, const RulesPosition *p,
                        float top, float by, float pad)
{
    if (s->side_w0 == ui->w && s->side_h0 == ui->h) {
        return s->side;
    }
    float gap = pad * 0.6f, w = (float)ui->w - 2 * pad;
    float scale = ui_text_scale(ui), cw = w * 0.4f;
    /* the words' size under the board (smaller to fit a quarter of the
     * height, never below 100 %): at their right they get no less */
    float most = (float)ui->h * 0.26f, f = 1;
    float floor = 1 / fmaxf(scale, 1);
    while (steps_need(ui, s, w, f) > most && f - 0.05f >= floor) {
        f -= 0.05f;
    }
    float th = fminf(steps_need(ui, s, w, f), most);
    UiBoardLayout under, side;
    ui_board_layout_text((RulesGameId)p->game, p->holes_per_row,
                         (UiRect){pad, top, w, by - 2 * gap - th - top},
                         scale, &under);
    ui_board_layout_text((RulesGameId)p->game, p->holes_per_row,
                         (UiRect){pad, top, w - cw - gap, by - gap - top},
                         scale, &side);
    s->under_h = th;
    s->under_f = f;
    s->side = side.pit_r > under.pit_r * 1.15f &&
              steps_need(ui, s, cw, f) <= by - gap - top;
    s->side_w0 = ui->w;
    s->side_h0 = ui->h;
    return s->side;
}

/* The longest of `n` labels at the buttons' size: what a button that
 * takes each in turn is sized by, so that the row keeps its shape. */
static const char *longest(Ui *ui, float bh, const char *const *labels,
                           int n)
{
    const char *most = labels[0];
    int most_w = 0;
    for (int i = 0; i < n; i++) {
        int tw, th;
        ui_text_size(ui, UI_BOLD, (int)(bh * 0.46f), labels[i], &tw, &th);
        if (tw > most_w) {
            most_w = tw;
            most = labels[i];
        }
    }
    return most;
}

/* The label of the button that makes a step's offer or pass, or accepts. */
static const char *act_label(const LearnStep *st)
{
    return st->position.offer               ? _("Accept")
           : st->move.kind == RULES_MOVE_PASS ? _("Pass")
                                              : _("Offer the marked hole");
}

/* A button's width in the row, as its label needs. */
static float label_need(Ui *ui, float bh, const char *label)
{
    int tw, th;
    ui_text_size(ui, UI_BOLD, (int)(bh * 0.46f), label, &tw, &th);
    return (float)tw + 8 + bh * 0.3f;
}

/* The buttons' labels and whether each may be pressed now. */
static void set_buttons(LessonState *s)
{
    const LearnStep *st = lesson_cur(s);
    bool moving = s->phase == PHASE_PLAY && s->anim.active;
    bool ask = s->phase == PHASE_ASK;
    bool last = s->lesson && s->step + 1 >= s->lesson->count;
    /* a move just shown keeps its seeds: One seed back steps into it */
    bool shown = s->phase == PHASE_DONE && s->anim.len > 0 &&
                 s->anim.i >= s->anim.len;
    for (int i = 0; i < LB_N; i++) {
        s->buttons[i] = (UiButton){{0, 0, 0, 0}, "", i, false, false};
    }
    snprintf(s->speed_label, sizeof s->speed_label, _("Speed: %s"),
             ui_speed_label(s->speed));
    snprintf(s->teach_label, sizeof s->teach_label, "%s",
             s->teaching ? _("Teaching: on") : _("Teaching: off"));
    bool waits = s->anim.paused && moving;
    /* a match's game just ended, another to come: its start is next
     * (issue 58: Finish showed the next game, a second press finished) */
    int points[2];
    RulesPosition next;
    bool next_game = s->phase == PHASE_DONE &&
                     learn_step_next_game(st, &s->after, points, &next);
    struct {
        int id;
        const char *label;
        bool on;
    } b[] = {
        {LB_BACK, _("Back"), true},
        {LB_NEXT, next_game ? _("Next game") : last ? _("Finish")
                                                 : _("Next step"),
         s->phase == PHASE_DONE || s->phase == PHASE_MATCH},
        {LB_AGAIN, _("Play it again"), s->phase == PHASE_DONE},
        /* Show me while the step asks (the class watches the move made
         * for it), then Pause and Go on while it plays (Next seed in
         * teaching mode) */
        {LB_PAUSE, ask       ? _("Show me")
                   : !waits  ? _("Pause")
                   : s->teaching ? _("Next seed")
                                 : _("Go on"),
         moving || ask},
        {LB_PREV, _("Previous step"), s->step > 0},
        {LB_SPEED, s->speed_label, true},
        {LB_TEACH, s->teach_label, true},
        {LB_SEED, _("One seed back"), (moving && s->anim.i > 0) || shown},
        {LB_PLAY, _("Play this game now"), true},
        {LB_WATCH, _("Watch a game first"), true},
        {LB_ACT1, _("Accept"), ask},
        {LB_ACT2, _("Decline"), ask},
    };
    for (size_t i = 0; i < sizeof b / sizeof b[0]; i++) {
        s->buttons[b[i].id].label = b[i].label;
        s->buttons[b[i].id].enabled = b[i].on;
    }
    s->buttons[LB_PAUSE].toggled = waits;
    s->buttons[LB_TEACH].toggled = s->teaching;
    if (st) {
        s->buttons[LB_ACT1].label = act_label(st);
    }
}

/* A pair of buttons in the heading's corners, `left` and `right`, sized by
 * the longest label each takes, `h` tall round the line at `cy`, left and
 * right of the centred words `mid` px wide; false, and nothing placed,
 * when the corners have no room for them. Their words may get smaller, as
 * a button's do, down to 70 % (at 200 % in Vietnamese the title leaves
 * them less room), never below the 100 % size. */
static bool corner_pair(Ui *ui, LessonState *s, float pad, float h, float cy,
                        float mid, const int ids[2], const char *labels[2])
{
    float room = ((float)ui->w - mid) / 2 - pad * 2, bw[2];
    for (int i = 0; i < 2; i++) {
        int tw, th;
        ui_text_size(ui, UI_BOLD, (int)(h * 0.46f), labels[i], &tw, &th);
        bw[i] = (float)tw + 8 + h * 0.6f;
        if (bw[i] > room) {
            ui_text_size(ui, UI_BOLD, (int)(h * 0.46f * 0.7f), labels[i], &tw,
                         &th);
            if ((float)tw + 8 + h * 0.3f > room ||
                h * 0.46f * 0.7f * ui_text_scale(ui) < h * 0.46f) {
                return false;
            }
            bw[i] = room;
        }
    }
    s->buttons[ids[0]].r = (UiRect){pad, cy - h / 2, bw[0], h};
    s->buttons[ids[1]].r = (UiRect){(float)ui->w - pad - bw[1], cy - h / 2,
                                    bw[1], h};
    return true;
}

/* The heading's buttons, where they leave the row at the foot to the
 * step's own actions and the board its room (issue 58: at 1280x720 and
 * 200 % two rows of six buttons took the board's height): Back and
 * Teaching beside the title, Speed and Play it again beside the step's
 * line under it. Returns how many pairs found room (0, 1 or 2) and the
 * board's top under them. */
static int layout_corners(Ui *ui, LessonState *s, float pad, float bh,
                          const char *speed, const char *teach, float *top)
{
    float title_y, step_y, gap = pad * 0.4f;
    ui_heading(ui, &title_y, &step_y);
    if (!s->lesson || title_y - bh / 2 < pad * 0.3f) {
        return 0;
    }
    int tw, th, sw = 0;
    ui_text_size(ui, UI_SERIF, ui_px(ui, 40), s->lesson->title, &tw, &th);
    static const int title_ids[2] = {LB_BACK, LB_TEACH};
    const char *title_labels[2] = {_("Back"), teach};
    if (!corner_pair(ui, s, pad, bh, title_y, (float)tw, title_ids,
                     title_labels)) {
        return 0;
    }
    for (size_t i = 0; i < s->lesson->count; i++) {
        char line[300];
        int lw;
        snprintf(line, sizeof line, _("Step %zu of %zu: %s"), i + 1,
                 s->lesson->count, s->lesson->steps[i].title);
        ui_text_size(ui, UI_BOLD, ui_px(ui, 22), line, &lw, &th);
        sw = lw > sw ? lw : sw;
    }
    float cy = fmaxf(step_y, title_y + bh + gap);
    static const int step_ids[2] = {LB_SPEED, LB_AGAIN};
    const char *step_labels[2] = {speed, _("Play it again")};
    if (!corner_pair(ui, s, pad, bh, cy, (float)sw, step_ids, step_labels)) {
        s->buttons[LB_SPEED].r.w = 0;
        return 1;
    }
    *top = fmaxf(*top, cy + bh / 2 + gap);
    return 2;
}

/* The buttons of step `st` in the row at the foot, in `order`, those the
 * heading's corners (`corners` pairs of them) leave: Back, Previous step,
 * Play it again, Speed, Teaching, One seed back (a sowing's: no seed
 * moves in an offer, its answer or a pass), Show me (Pause, Go on, Next
 * seed), the step's own buttons (accept, decline, pass, offer) and Next
 * step; the lesson's end: Back. Each action keeps its place through the
 * whole step, whatever the phase (those that cannot be pressed greyed),
 * so that a click that lands once too often never meets another action
 * (issue 58: Show me's place became Play it again once the move was
 * shown, and a second click started the step again). */
static int row_order(const LessonState *s, const LearnStep *st, int corners,
                     int order[LB_N])
{
    int n = 0;
    if (corners < 1) {
        order[n++] = LB_BACK;
    }
    if (!st || s->phase == PHASE_END) {
        return n;
    }
    order[n++] = LB_PREV;
    if (corners < 2) {
        order[n++] = LB_AGAIN;
        order[n++] = LB_SPEED;
    }
    if (corners < 1) {
        order[n++] = LB_TEACH;
    }
    if (st->move.kind == RULES_MOVE_SOW) {
        order[n++] = LB_SEED;
    }
    order[n++] = LB_PAUSE;
    if (lesson_act_button(st) >= 0) {
        order[n++] = LB_ACT1;
        if (st->position.offer) {
            order[n++] = LB_ACT2;
        }
    }
    order[n++] = LB_NEXT;
    return n;
}

/* The label button `id` is sized by: the longest it takes in the step,
 * so that the row keeps its shape. */
static const char *sized_label(Ui *ui, const LessonState *s, float bh,
                               const LearnStep *st, int id,
                               const char *speed, const char *teach)
{
    const char *pauses[4] = {_("Show me"), _("Go on"), _("Pause"),
                             _("Next seed")};
    const char *nexts[3] = {_("Next step"), _("Finish"), _("Next game")};
    switch (id) {
    case LB_SPEED:
        return speed;
    case LB_TEACH:
        return teach;
    case LB_PAUSE:
        return longest(ui, bh, pauses, 4);
    case LB_NEXT:
        return longest(ui, bh, nexts, 3);
    case LB_ACT1:
        return act_label(st);
    default:
        return s->buttons[id].label;
    }
}

/* The widest row of buttons any step of the lesson needs, its buttons
 * `bh` tall. */
static float row_need(Ui *ui, const LessonState *s, float bh, float gap,
                      int corners, const char *speed, const char *teach)
{
    float most = 0;
    for (size_t k = 0; s->lesson && k < s->lesson->count; k++) {
        const LearnStep *o = &s->lesson->steps[k];
        int ko[LB_N], kn = row_order(s, o, corners, ko);
        float need = (float)(kn - 1) * gap;
        for (int i = 0; i < kn; i++) {
            need += label_need(ui, bh, sized_label(ui, s, bh, o, ko[i], speed,
                                                   teach));
        }
        most = fmaxf(most, need);
    }
    return most;
}

/* The row of buttons at the foot (row_order()), spread across the
 * window: one row, each button as wide as its label needs, when every
 * step's fit at their size; else two rows, where they leave the board its
 * room (else one row, its labels smaller). Returns the row's top. */
static float layout_row(Ui *ui, LessonState *s, float pad, float bh,
                        float gap, int corners, const char *speed,
                        const char *teach)
{
    const LearnStep *st = lesson_cur(s);
    int order[LB_N], n = row_order(s, st, corners, order);
    float w = (float)ui->w - 2 * pad;
    /* one row for the whole lesson, its buttons (and words) smaller when
     * a step's would not fit, down to their 100 % size, else two rows:
     * the board kept in its place from step to step as far as the
     * buttons go */
    float least = bh / sqrtf(fmaxf(ui_text_scale(ui), 1)), rh = bh * 1.05f;
    float most;
    do {
        rh /= 1.05f;
        most = row_need(ui, s, rh, gap, corners, speed, teach);
    } while (most > w && rh / 1.05f >= least);
    if (most > w) {
        rh = bh;
    }
    UiButton row[LB_N];
    const char *fit_as[LB_N];
    for (int i = 0; i < n; i++) {
        row[i] = s->buttons[order[i]];
        fit_as[i] = sized_label(ui, s, bh, st, order[i], speed, teach);
    }
    float top = (float)ui->h - pad - rh;
    if (most <= w || 2 * bh + gap > (float)ui->h * 0.22f) {
        ui_buttons_row(ui, row, n, (UiRect){pad, top, w, rh}, gap, fit_as,
                       -1);
    } else {
        int k = (n + 1) / 2;
        top -= bh + gap;
        ui_buttons_row(ui, row, k, (UiRect){pad, top, w, bh}, gap, fit_as,
                       -1);
        ui_buttons_row(ui, row + k, n - k,
                       (UiRect){pad, top + bh + gap, w, bh}, gap, fit_as + k,
                       -1);
    }
    if (n == 1) { /* Back alone (the lesson's end): a button's width */
        row[0].r.w = fminf(190 * ui->u + 20, w);
    }
    for (int i = 0; i < n; i++) {
        s->buttons[order[i]].r = row[i].r;
    }
    return top;
}

/* The lesson's end: a panel over the board, its two ways on at its foot,
 * below the title and above `by`. */
static void layout_end(Ui *ui, LessonState *s, float pad, float bh,
                       float gap, float by)
{
    float w = (760 * ui->u + 80) * fmaxf(ui_text_scale(ui), 1);
    float ip = 24 * ui->u + 6;
    w = w > (float)ui->w - 2 * pad ? (float)ui->w - 2 * pad : w;
    UiRect b = {((float)ui->w - w) / 2, 0, w, 0};
    float room_top = pad + 48 * ui->u, room = by - pad * 0.6f - room_top;
    /* as wide as the text size asks; where the words would run past the
     * window (issue 58: at 200 % its buttons were under the screen's
     * foot) they shrink, never below the 100 % size */
    float floor = 1 / fmaxf(ui_text_scale(ui), 1);
    s->end_f = 1;
    b.h = ip + lesson_end_words(ui, s, b, 0, false) + gap + bh + ip;
    while (b.h > room && s->end_f - 0.05f >= floor) {
        s->end_f -= 0.05f;
        b.h = ip + lesson_end_words(ui, s, b, 0, false) + gap + bh + ip;
    }
    b.y = room_top + (room > b.h ? (room - b.h) / 2 : 0);
    s->end_box = b;
    float ew = (w - 2 * ip - gap) / 2, ey = b.y + b.h - ip - bh;
    s->buttons[LB_PLAY].r = (UiRect){b.x + ip, ey, ew, bh};
    s->buttons[LB_WATCH].r = (UiRect){b.x + ip + ew + gap, ey, ew, bh};
}

void lesson_layout(Ui *ui, LessonState *s)
{
    float pad = 18 * ui->u + 6;
    /* the buttons grow less than the text, so that the board keeps its
     * room at a large text size (issue 58: at 150 % in 1280x720 two rows
     * of buttons larger than the words left holes of 26 px) */
    float bh = ui_button_h(ui, 44, 8) / sqrtf(fmaxf(ui_text_scale(ui), 1));
    float gap = pad * 0.6f;
    float title_y, step_y;
    float top = ui_heading(ui, &title_y, &step_y);
    set_buttons(s);
    /* Speed and Teaching sized by the longest label each takes */
    const char *speeds[UI_SPEED_COUNT - 1];
    const char *teach[2] = {_("Teaching: on"), _("Teaching: off")};
    char speed_txt[UI_SPEED_COUNT - 1][64];
    for (int v = 0; v < UI_SPEED_COUNT - 1; v++) {
        snprintf(speed_txt[v], sizeof speed_txt[v], _("Speed: %s"),
                 ui_speed_label(v));
        speeds[v] = speed_txt[v];
    }
    const char *speed_most = longest(ui, bh, speeds, UI_SPEED_COUNT - 1);
    const char *teach_most = longest(ui, bh, teach, 2);
    int corners = 0;
    if (lesson_cur(s) && s->phase != PHASE_END) {
        float top2 = top;
        corners = layout_corners(ui, s, pad, bh, speed_most, teach_most,
                                 &top2);
        /* Speed and Play it again beside the step's line only where the
         * row at the foot has no room for them: there they take the
         * board's height */
        if (corners == 2 && row_need(ui, s, bh, gap, 1, speed_most,
                                     teach_most) <= (float)ui->w - 2 * pad) {
            corners = 1;
            s->buttons[LB_SPEED].r.w = 0;
            s->buttons[LB_AGAIN].r.w = 0;
        } else {
            top = top2;
        }
    }
    float by = layout_row(ui, s, pad, bh, gap, corners, speed_most,
                          teach_most);
    const LearnStep *st = lesson_cur(s);
    RulesPosition p;
    if (st) {
        p = st->position;
    } else {
        rules_setup(&p, s->game, 0);
    }
    float w = (float)ui->w - 2 * pad;
    UiRect area;
    if (text_beside(ui, s, &p, top, by, pad)) {
        float cw = w * 0.4f, ch = by - gap - top;
        s->text_box = (UiRect){pad + w - cw, top, cw,
                               text_box_height(ui, s, cw, ch)};
        area = (UiRect){pad, top, w - cw - gap, ch};
    } else {
        /* under the board, the box as tall as the lesson's longest step
         * needs, so that the board stays put from step to step */
        float text_h = s->under_h;
        s->text_f = s->under_f;
        s->text_box = (UiRect){pad, by - gap - text_h, w, text_h};
        area = (UiRect){pad, top, w, s->text_box.y - top - gap};
    }
    ui_board_layout_text((RulesGameId)p.game, p.holes_per_row, area,
                         ui_text_scale(ui), &s->L);
    if (s->phase == PHASE_END) {
        layout_end(ui, s, pad, bh, gap, by);
    }
    for (int i = 0; i < LB_N; i++) {
        s->buttons[i].enabled = s->buttons[i].enabled &&
                                s->buttons[i].r.w > 0;
    }
    /* a button that cannot be pressed never holds the keys (issue 58:
     * the greyed Pause kept its ring once the move was shown) */
    if (s->focus >= 0 && !s->buttons[s->focus].enabled) {
        s->focus = -1;
    }
}
