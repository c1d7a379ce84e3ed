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
 * text size: its prompt with room for a line of "why not" (a second one
 * takes the key row's place: the keys give way), its caption, the words
 * between a match's games, and two lines for the captions of its move's
 * events as they play; and the key row. */
static float step_need(Ui *ui, const LessonState *s, const LearnStep *st,
                       float f)
{
    float pad = 18 * ui->u + 6;
    float w = (float)ui->w - 4 * pad;
    int px = (int)((float)ui_px(ui, 22) * f);
    int wpx = (int)((float)ui_px(ui, 19) * f);
    int kpx = (int)((float)ui_px(ui, 15) * f);
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

/* The text box's height for the lesson's longest step, so that the board
 * stays where it is from step to step (issue 58: sized per step, it
 * jumped at each one). */
static float text_need(Ui *ui, const LessonState *s, float f)
{
    float need = step_need(ui, s, NULL, f);
    for (size_t i = 0; s->lesson && i < s->lesson->count; i++) {
        need = fmaxf(need, step_need(ui, s, &s->lesson->steps[i], f));
    }
    return need;
}

/* The text box is as tall as the lesson's longest step needs, and no
 * taller, so that the board gets the rest (issue 58: on a projector a box
 * with two lines spare stood two-thirds empty under a board kept to half
 * the width). At a large text size in a small window, where the words
 * would take more than a quarter of it, they shrink until they fit (a
 * caption ran under the buttons at 200 %), never below the 100 % size. */
static float text_box_height(Ui *ui, LessonState *s)
{
    if (s->text_w0 == ui->w && s->text_h0 == ui->h) {
        return s->text_h;
    }
    float most = (float)ui->h * 0.26f, f = 1;
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

/* The most room any step of the lesson needs for its own buttons (offer,
 * pass; accept and decline), their gaps included. */
static float acts_need(Ui *ui, const LessonState *s, float bh, float gap)
{
    float most = 0;
    for (size_t i = 0; s->lesson && i < s->lesson->count; i++) {
        const LearnStep *st = &s->lesson->steps[i];
        float need = 0;
        if (lesson_act_button(st) >= 0) {
            need = label_need(ui, bh, act_label(st)) + gap;
        }
        if (st->position.offer) {
            need += label_need(ui, bh, _("Decline")) + gap;
        }
        most = fmaxf(most, need);
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

/* The lesson's settings, Speed and Teaching, in the heading's corners,
 * left and right of the title, where they leave the row at the foot to
 * the step's actions and the board its room (at 1280x720 and 150 % a
 * second row of buttons took a quarter of the holes' size); false, and
 * nothing placed, when the corners have no room for them. */
static bool layout_corners(Ui *ui, LessonState *s, float pad, float bh,
                           const char *speed, const char *teach)
{
    float title_y, step_y;
    ui_heading(ui, &title_y, &step_y);
    float spx = (float)ui_px(ui, 22);
    /* within the title's line, clear of the step's line under it */
    float h = fminf(bh, 2 * (step_y - spx * 0.6f - title_y));
    if (h < bh * 0.7f || !s->lesson) {
        return false;
    }
    int tw, th, sw, tch;
    ui_text_size(ui, UI_SERIF, ui_px(ui, 40), s->lesson->title, &tw, &th);
    ui_text_size(ui, UI_BOLD, (int)(h * 0.46f), speed, &sw, &th);
    ui_text_size(ui, UI_BOLD, (int)(h * 0.46f), teach, &tch, &th);
    float ws = (float)sw + 8 + h * 0.6f, wt = (float)tch + 8 + h * 0.6f;
    float room = ((float)ui->w - (float)tw) / 2 - pad * 2;
    if (ws > room || wt > room) {
        /* their words may get smaller, as a button's do, down to 70 %
         * (at 200 % in Vietnamese the title leaves them less room) */
        ws = fminf(ws, room);
        wt = fminf(wt, room);
        ui_text_size(ui, UI_BOLD, (int)(h * 0.46f * 0.7f), speed, &sw, &th);
        ui_text_size(ui, UI_BOLD, (int)(h * 0.46f * 0.7f), teach, &tch, &th);
        if ((float)sw + 8 + h * 0.3f > room ||
            (float)tch + 8 + h * 0.3f > room) {
            return false;
        }
    }
    float y = title_y - h / 2;
    s->buttons[LB_SPEED].r = (UiRect){pad, y, ws, h};
    s->buttons[LB_TEACH].r = (UiRect){(float)ui->w - pad - wt, y, wt, h};
    return true;
}

/* The row of buttons at the foot, each action in its own place through
 * the whole step, whatever the phase (those that cannot be pressed
 * greyed), so that a click that lands once too often never meets another
 * action (issue 58: Show me's place became Play it again once the move
 * was shown, and a second click started the step again): Back, Previous
 * step, Play it again, Speed, Teaching, One seed back, Show me (Pause,
 * Go on, Next seed), the step's own buttons (accept, decline, pass,
 * offer) and Next step. Spread across the window, in two rows when a
 * label would not fit (issue 58: Next step's was shrunk against the
 * right edge). Returns the row's top. */
static float layout_row(Ui *ui, LessonState *s, float pad, float bh,
                        float gap)
{
    const LearnStep *st = lesson_cur(s);
    set_buttons(s);
    /* sized by the longest label each takes */
    const char *speeds[UI_SPEED_COUNT - 1], *pauses[4] = {
        _("Show me"), _("Go on"), _("Pause"), _("Next seed")};
    const char *teach[2] = {_("Teaching: on"), _("Teaching: off")};
    char speed_txt[UI_SPEED_COUNT - 1][64];
    for (int v = 0; v < UI_SPEED_COUNT - 1; v++) {
        snprintf(speed_txt[v], sizeof speed_txt[v], _("Speed: %s"),
                 ui_speed_label(v));
        speeds[v] = speed_txt[v];
    }
    const char *speed_most = longest(ui, bh, speeds, UI_SPEED_COUNT - 1);
    const char *teach_most = longest(ui, bh, teach, 2);
    int order[LB_N], n = 0;
    order[n++] = LB_BACK;
    if (st && s->phase != PHASE_END) {
        bool corners = layout_corners(ui, s, pad, bh, speed_most,
                                      teach_most);
        static const int fixed[] = {LB_PREV,  LB_AGAIN, LB_SPEED,
                                    LB_TEACH, LB_SEED,  LB_PAUSE};
        for (size_t i = 0; i < sizeof fixed / sizeof *fixed; i++) {
            if (!corners || (fixed[i] != LB_SPEED && fixed[i] != LB_TEACH)) {
                order[n++] = fixed[i];
            }
        }
        if (lesson_act_button(st) >= 0) {
            order[n++] = LB_ACT1;
            if (st->position.offer) {
                order[n++] = LB_ACT2;
            }
        }
        order[n++] = LB_NEXT;
    }
    UiButton row[LB_N];
    for (int i = 0; i < n; i++) {
        row[i] = s->buttons[order[i]];
        if (order[i] == LB_SPEED) {
            row[i].label = speed_most;
        } else if (order[i] == LB_PAUSE) {
            row[i].label = longest(ui, bh, pauses, 4);
        } else if (order[i] == LB_TEACH) {
            row[i].label = teach_most;
        }
    }
    /* one row, each button as wide as its label needs, when they all fit
     * at their size; else rows of equal buttons, where two rows leave the
     * board its room (else one row, its labels smaller: at 200 % in
     * 1280x720 two rows left the board too small for its words) */
    float w = (float)ui->w - 2 * pad, need = (float)(n - 1) * gap;
    for (int i = 0; i < n; i++) {
        if (order[i] != LB_ACT1 && order[i] != LB_ACT2) {
            need += label_need(ui, bh, row[i].label);
        }
    }
    /* the step's own buttons as the lesson's step with the most needs
     * them: one row or two for the whole lesson, the board kept in its
     * place from step to step */
    need += acts_need(ui, s, bh, gap);
    float top = (float)ui->h - pad - bh;
    if (need <= w || 2 * bh + gap > (float)ui->h * 0.22f) {
        ui_buttons_row(ui, row, n, (UiRect){pad, top, w, bh}, gap, NULL,
                       -1);
    } else {
        /* two rows at most, each as its labels need (equal buttons took
         * three rows at 150 % and left the holes a third of their size) */
        int k = (n + 1) / 2;
        top -= bh + gap;
        ui_buttons_row(ui, row, k, (UiRect){pad, top, w, bh}, gap, NULL,
                       -1);
        ui_buttons_row(ui, row + k, n - k,
                       (UiRect){pad, top + bh + gap, w, bh}, gap, NULL, -1);
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
