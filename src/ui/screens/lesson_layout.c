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

/* The height of the text box for the step on show at a fraction `f` of
 * the text size: its prompt with room for a line of "why not" (a second
 * one takes the key row's place: the keys give way), its caption, the
 * words between a match's games, and two lines for the captions of its
 * move's events as they play; and the key row. */
static float text_need(Ui *ui, const LessonState *s, float f)
{
    float pad = 18 * ui->u + 6;
    float w = (float)ui->w - 4 * pad;
    int px = (int)((float)ui_px(ui, 22) * f);
    int wpx = (int)((float)ui_px(ui, 19) * f);
    int kpx = (int)((float)ui_px(ui, 15) * f);
    const LearnStep *st = lesson_cur(s);
    float need = (float)ui_text_wrap(ui, UI_BOLD, px, ui_ink, 0, 0, w, false,
                                     "A\nA");
    if (st) {
        float ask = (float)ui_text_wrap(ui, UI_SANS, px, ui_ink, 0, 0, w,
                                        false, st->prompt) +
                    (float)px * 0.4f + (float)wpx * 1.3f;
        float cap = (float)ui_text_wrap(ui, UI_BOLD, px, ui_ink, 0, 0, w,
                                        false, st->caption);
        need = fmaxf(need, fmaxf(ask, cap));
        if (st->match_target) {
            char words[400];
            lesson_match_words(s, st, words, sizeof words);
            need = fmaxf(need, (float)ui_text_wrap(ui, UI_BOLD, px, ui_ink,
                                                   0, 0, w, false, words));
        }
    }
    return need + pad * 0.7f + (float)kpx * 1.6f + pad * 0.3f;
}

/* The text box is as tall as the step on show needs, and no taller, so
 * that the board gets the rest (issue 58: on a projector a box sized for
 * the lesson's longest step stood two-thirds empty under a board kept to
 * half the width); it keeps its height through the step. At a large text
 * size in a small window, where the words would take more than a third
 * of it, they shrink until they fit (a caption ran under the buttons at
 * 200 %), never below the 100 % size. */
static float text_box_height(Ui *ui, LessonState *s)
{
    if (s->text_w0 == ui->w && s->text_h0 == ui->h &&
        s->text_step == s->step) {
        return s->text_h;
    }
    float most = (float)ui->h * 0.34f, f = 1;
    float floor = 1 / fmaxf(ui_text_scale(ui), 1);
    float need = text_need(ui, s, f);
    while (need > most && f - 0.05f >= floor) {
        f -= 0.05f;
        need = text_need(ui, s, f);
    }
    s->text_f = f;
    s->text_h = fminf(need, most);
    s->text_w0 = ui->w;
    s->text_h0 = ui->h;
    s->text_step = s->step;
    return s->text_h;
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

/* The buttons' labels and whether each may be pressed now. */
static void set_buttons(LessonState *s)
{
    const LearnStep *st = lesson_cur(s);
    bool moving = s->phase == PHASE_PLAY && s->anim.active;
    bool ask = s->phase == PHASE_ASK;
    bool last = s->lesson && s->step + 1 >= s->lesson->count;
    for (int i = 0; i < LB_N; i++) {
        s->buttons[i] = (UiButton){{0, 0, 0, 0}, "", i, false, false};
    }
    snprintf(s->speed_label, sizeof s->speed_label, _("Speed: %s"),
             ui_speed_label(s->speed));
    struct {
        int id;
        const char *label;
        bool on;
    } b[] = {
        {LB_BACK, _("Back"), true},
        {LB_NEXT, last ? _("Finish") : _("Next step"),
         s->phase == PHASE_DONE || s->phase == PHASE_MATCH},
        {LB_AGAIN, _("Play it again"), s->phase == PHASE_DONE},
        /* Show me while the step asks (the class watches the move made
         * for it), then Pause and Go on while it plays */
        {LB_PAUSE, ask ? _("Show me")
                   : s->anim.paused && moving ? _("Go on") : _("Pause"),
         moving || ask},
        {LB_PREV, _("Previous step"), s->step > 0},
        {LB_SPEED, s->speed_label, true},
        {LB_SEED, _("One seed back"), moving && s->anim.i > 0},
        {LB_PLAY, _("Play this game now"), true},
        {LB_WATCH, _("Watch a game first"), true},
        {LB_ACT1, _("Accept"), true},
        {LB_ACT2, _("Decline"), true},
    };
    for (size_t i = 0; i < sizeof b / sizeof b[0]; i++) {
        s->buttons[b[i].id].label = b[i].label;
        s->buttons[b[i].id].enabled = b[i].on;
    }
    s->buttons[LB_PAUSE].toggled = s->anim.paused && moving;
    if (st && ask && !st->position.offer) {
        s->buttons[LB_ACT1].label = st->move.kind == RULES_MOVE_PASS
                                        ? _("Pass")
                                        : _("Offer the marked hole");
    }
}

/* The row of buttons at the foot, in the order they are met, each in its
 * place whatever the phase (those that cannot be pressed greyed, so that
 * a teacher finds them where they were): Back, Previous step, Speed, One
 * seed back (in teaching mode), Pause (Show me, Go on), Play it again
 * and Next step, or the step's own buttons (accept, decline, pass,
 * offer) in their places while it asks. Spread across the window, in two
 * rows when a label would not fit (issue 58: Next step's was shrunk
 * against the right edge). Returns the row's top. */
static float layout_row(Ui *ui, LessonState *s, float pad, float bh,
                        float gap)
{
    const LearnStep *st = lesson_cur(s);
    set_buttons(s);
    int order[8], n = 0;
    order[n++] = LB_BACK;
    if (st && s->phase != PHASE_END) {
        order[n++] = LB_PREV;
        order[n++] = LB_SPEED;
        if (s->teaching) {
            order[n++] = LB_SEED;
        }
        /* Show me, Pause and Go on, then Play it again in one place */
        order[n++] = s->phase == PHASE_DONE || s->phase == PHASE_MATCH
                         ? LB_AGAIN
                         : LB_PAUSE;
        bool ask = s->phase == PHASE_ASK;
        if (ask && st->position.offer) {
            order[n++] = LB_ACT1;
            order[n++] = LB_ACT2;
        } else {
            if (ask && lesson_act_button(st) >= 0) {
                order[n++] = LB_ACT1;
            }
            order[n++] = LB_NEXT;
        }
    }
    /* sized by the longest label each takes */
    const char *speeds[UI_SPEED_COUNT - 1], *pauses[4] = {
        _("Show me"), _("Go on"), _("Pause"), _("Play it again")};
    char speed_txt[UI_SPEED_COUNT - 1][64];
    for (int v = 0; v < UI_SPEED_COUNT - 1; v++) {
        snprintf(speed_txt[v], sizeof speed_txt[v], _("Speed: %s"),
                 ui_speed_label(v));
        speeds[v] = speed_txt[v];
    }
    UiButton row[8];
    for (int i = 0; i < n; i++) {
        row[i] = s->buttons[order[i]];
        if (order[i] == LB_SPEED) {
            row[i].label = longest(ui, bh, speeds, UI_SPEED_COUNT - 1);
        } else if (order[i] == LB_PAUSE || order[i] == LB_AGAIN) {
            row[i].label = longest(ui, bh, pauses, 4);
        }
    }
    /* one row, each button as wide as its label needs, when they all fit
     * at their size; else rows of equal buttons, where two rows leave the
     * board its room (else one row, its labels smaller: at 200 % in
     * 1280x720 two rows left the board too small for its words) */
    float w = (float)ui->w - 2 * pad, need = (float)(n - 1) * gap;
    for (int i = 0; i < n; i++) {
        int tw, th;
        ui_text_size(ui, UI_BOLD, (int)(bh * 0.46f), row[i].label, &tw, &th);
        need += (float)tw + 8 + bh * 0.3f;
    }
    float top = (float)ui->h - pad - bh;
    if (need <= w || 2 * bh + gap > (float)ui->h * 0.22f) {
        ui_buttons_row(ui, row, n, (UiRect){pad, top, w, bh}, gap, NULL,
                       -1);
    } else {
        top = ui_buttons_rows(ui, row, n, pad, w, (float)ui->h - pad, bh,
                              gap);
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
    float bh = ui_button_h(ui, 44, 8), gap = pad * 0.6f;
    float title_y, step_y;
    float top = ui_heading(ui, &title_y, &step_y);
    float by = layout_row(ui, s, pad, bh, gap);
    float text_h = text_box_height(ui, s);
    s->text_box = (UiRect){pad, by - pad * 0.6f - text_h,
                           (float)ui->w - 2 * pad, text_h};
    UiRect area = {pad, top, (float)ui->w - 2 * pad,
                   s->text_box.y - top - pad * 0.6f};
    const LearnStep *st = lesson_cur(s);
    RulesPosition p;
    if (st) {
        p = st->position;
    } else {
        rules_setup(&p, s->game, 0);
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
