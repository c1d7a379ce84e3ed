/* lesson_draw.c: the lesson screen's pictures and words: the board with the step's move, the text box (the prompt, why not, each event's caption while the move plays, the step's caption after it), the lesson's end. */
#include "board/board.h"
#include "board/stage.h"
#include "kit/draw.h"
#include "kit/rect.h"
#include "kit/screen.h"
#include "kit/text.h"
#include "kit/ui_i18n.h"
#include "screens/lesson.h"
#include "screens/progress.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

void lesson_match_words(const LessonState *s, const LearnStep *st,
                        char *buf, size_t size)
{
    snprintf(buf, size,
             _("The match, to %d points: South %d, North %d. The first "
               "player changes from game to game: %s begins the next one."),
             st->match_target, s->match_points[RULES_SOUTH],
             s->match_points[RULES_NORTH],
             s->after.to_move == RULES_NORTH ? _("North") : _("South"));
}

void lesson_shown_words(const Ui *ui, const LessonState *s, char *buf,
                        size_t size)
{
    const LearnStep *st = lesson_cur(s);
    buf[0] = '\0';
    if (!st) {
        return;
    }
    if (s->phase == PHASE_MATCH) {
        lesson_match_words(s, st, buf, size);
    } else if (s->phase == PHASE_PLAY && s->anim.active && s->anim.len) {
        /* the event on show (a seed sown keeps its lap's words), or,
         * while it waits, what the last one shown did, each seed's own
         * words (issue 58: the pause said nothing of the seed just sown) */
        size_t i = s->anim.i < s->anim.len ? s->anim.i : s->anim.len - 1;
        if (!s->anim.paused) {
            i = ui_caption_event(s->anim.ev, s->anim.len, i);
        } else if (i > 0) {
            i--;
        }
        UiWho who = {{_("South"), _("North")}, -1};
        ui_caption_for(ui, &s->anim.before, s->anim.ev, s->anim.len, i,
                       &who, buf, size);
    } else if (s->phase == PHASE_DONE ||
               (s->phase == PHASE_PLAY && !s->anim.active)) {
        snprintf(buf, size, "%s", st->caption);
    }
}

/* The keys that drive the move while it plays. */
static const char *play_keys(const LessonState *s)
{
    return s->anim.paused
               ? _("Right: the next seed · Left: a seed back · "
                   "Enter: the whole move")
               : _("P: pause · Left: a seed back · Enter: the whole move");
}

const char *lesson_teaching_sign(const LessonState *s)
{
    if (!s->teaching || !lesson_cur(s) || s->phase == PHASE_END) {
        return NULL;
    }
    if (s->phase == PHASE_PLAY && s->anim.active && s->anim.paused) {
        return _("Teaching mode: the move waits. Right or Page Down goes on");
    }
    return _("Teaching mode: the move stops after each seed (T: off)");
}

/* The key row at the text box's foot: teaching mode's sign on a dark
 * pill at the left, when it is on, then the keys at the right in what
 * room the sign leaves them (text_end: where the step's words end). */
static void draw_key_row(Ui *ui, const LessonState *s, UiRect b,
                         float text_end, const char *keys)
{
    float pad = 18 * ui->u + 6;
    int kpx = (int)ceilf((float)ui_px(ui, 15) * s->text_f);
    float x = b.x + pad, w = b.w - 2 * pad;
    float y = b.y + b.h - pad * 0.3f - (float)kpx * 0.8f;
    const char *sign = lesson_teaching_sign(s);
    char cut[300];
    if (sign) {
        float ip = (float)kpx * 0.5f;
        /* smaller before it is cut (issue 58: at 200 % the Vietnamese
         * sign lost its end, "… dừng sau mỗi …") */
        int spx = ui_px_to_fit(ui, UI_BOLD, kpx, kpx * 2 / 3, w - 2 * ip,
                               sign);
        const char *t = ui_ellipsis(ui, UI_BOLD, spx, w - 2 * ip, sign, cut,
                                    sizeof cut);
        int tw, th, kw = 0;
        ui_text_size(ui, UI_BOLD, spx, t, &tw, &th);
        /* a move that waits: the sign says how to go on, in place of the
         * keys */
        if (s->phase == PHASE_PLAY && s->anim.paused) {
            keys = NULL;
        }
        if (keys) {
            ui_text_size(ui, UI_BOLD, kpx, keys, &kw, &th);
        }
        float sy = y;
        if ((float)(tw + kw) + 2 * ip + (float)kpx > w) {
            /* no room for both on one row: the sign goes a row up when
             * the words leave it free, else the keys give way (F1) */
            sy = y - (float)kpx * 1.7f;
            if (text_end > sy - (float)kpx * 0.8f) {
                sy = y;
                keys = NULL;
            }
        }
        UiRect pill = {x - ip * 0.5f, sy - (float)kpx * 0.75f,
                       (float)tw + 2 * ip, (float)kpx * 1.5f};
        ui_round(ui, pill, pill.h / 2, UI_RGB(120, 52, 20));
        ui_text(ui, UI_BOLD, spx, UI_RGB(255, 236, 200), pill.x + ip, sy,
                UI_LEFT | UI_MIDDLE, t);
        if (sy == y) {
            w -= pill.w + (float)kpx;
        }
    }
    /* the keys give way to words that reach their row */
    int kw = 0, kh;
    if (keys) {
        ui_text_size(ui, UI_BOLD, kpx, keys, &kw, &kh);
    }
    /* and to a box too narrow for them (at the board's side): F1 lists
     * them */
    if (keys && (float)kw <= w && text_end < y - (float)kpx * 0.8f) {
        ui_text(ui, UI_BOLD, kpx, UI_RGB(150, 100, 50), b.x + b.w - pad, y,
                UI_RIGHT | UI_MIDDLE, keys);
    }
}

static void draw_text_box(Ui *ui, LessonState *s)
{
    UiRect b = s->text_box;
    ui_panel(ui, b);
    float pad = 18 * ui->u + 6;
    float x = b.x + pad, w = b.w - 2 * pad, y = b.y + pad * 0.7f;
    int px = (int)((float)ui_px(ui, 22) * s->text_f);
    const LearnStep *st = lesson_cur(s);
    if (!st) {
        return;
    }
    const char *keys = NULL;
    if (s->phase == PHASE_ASK) {
        y += (float)ui_text_wrap(ui, UI_SANS, px, ui_ink, x, y, w, true,
                                 st->prompt);
        if (s->wrong[0]) {
            /* the box keeps a line and the key row for why not; longer
             * words get smaller until they fit it (bad input is told
             * whole) */
            y += (float)px * 0.4f;
            float room = b.y + b.h - pad * 0.3f - y;
            int wpx = (int)((float)ui_px(ui, 19) * s->text_f);
            while (wpx > 10 && (float)ui_text_wrap(ui, UI_BOLD, wpx, ui_ink,
                                                   x, y, w, false,
                                                   s->wrong) > room) {
                wpx--;
            }
            /* in a calm blue, not a telling-off's red (issue 58: a
             * class of 8-year-olds read the red as one) */
            y += (float)ui_text_wrap(ui, UI_BOLD, wpx, UI_RGB(40, 72, 120),
                                     x, y, w, true, s->wrong);
        }
        /* no hole to click where the step asks to accept, decline,
         * pass or offer (issue 52) */
        keys = st->move.kind == RULES_MOVE_SOW
                   ? _("Click a hole, or Left, Right and Enter · F1: keys")
                   : _("Use the buttons under the board · F1: keys");
    } else {
        char line[600];
        lesson_shown_words(ui, s, line, sizeof line);
        if (s->phase == PHASE_PLAY) {
            /* the step's rule stays while the seeds move, so that a class
             * reads it as it watches (issue 58), each seed's words under
             * it */
            y += (float)ui_text_wrap(ui, UI_SANS, px, ui_ink, x, y, w, true,
                                     st->prompt) +
                 (float)px * 0.4f;
            px = (int)((float)ui_px(ui, 19) * s->text_f);
            /* the commentary smaller until it fits over the key row
             * (issue 58: a long capture sentence ran out of the box) */
            int kpx = (int)ceilf((float)ui_px(ui, 15) * s->text_f);
            float room = b.y + b.h - pad * 0.3f - (float)kpx * 1.7f - y;
            while (px > 10 && (float)ui_text_wrap(ui, UI_BOLD, px, ui_ink, x,
                                                  y, w, false, line) > room) {
                px--;
            }
        }
        /* while the seeds move the words are the running commentary,
         * in the ink of the prompt; the step's caption stands out */
        y += (float)ui_text_wrap(ui, UI_BOLD, px,
                                 s->phase == PHASE_PLAY ? UI_RGB(120, 70, 30)
                                                        : UI_RGB(70, 44, 20),
                                 x, y, w, true, line);
        keys = s->phase == PHASE_PLAY && s->anim.active ? play_keys(s) : NULL;
    }
    draw_key_row(ui, s, b, y, keys);
}

void lesson_end_line(const LessonState *s, char *line, size_t size)
{
    /* what is true (issue 58: paged through with Page Down, one step of
     * eight made, the card said every rule was known) */
    size_t steps = s->lesson->count, done = 0;
    for (size_t i = 0; i < steps && i < 64; i++) {
        done += s->by_self >> i & 1;
    }
    if (done >= steps) {
        snprintf(line, size,
                 _("You know every rule of %s now, and its card carries a "
                   "tick. Play a game against the computer at its gentlest "
                   "level, or watch a whole game first."),
                 rules_game_title(s->game));
    } else {
        snprintf(line, size,
                 _("You did %d of %d steps yourself (ticked below). Play a "
                   "game against the computer at its gentlest level, or "
                   "watch a whole game first."),
                 (int)done, (int)steps);
    }
}

float lesson_end_words(Ui *ui, const LessonState *s, UiRect b, float y,
                       bool draw)
{
    float ip = 24 * ui->u + 6, y0 = y, f = s->end_f > 0 ? s->end_f : 1;
    int hpx = (int)((float)ui_px(ui, 44) * f), px = (int)((float)ui_px(ui, 20) * f);
    char line[300], cut[300];
    const char *head = _("Lesson complete");
    int tw, th;
    ui_text_size(ui, UI_SERIF, hpx, head, &tw, &th);
    while (hpx > 12 && (float)tw + (float)hpx * 1.43f > b.w - 2 * ip) {
        /* the heading and its tick inside the card (issue 58: at 200 %
         * in Vietnamese both stood out past its edges) */
        ui_text_size(ui, UI_SERIF, --hpx, head, &tw, &th);
    }
    float r = (float)hpx * 0.55f;
    if (draw) {
        float hx = b.x + (b.w - (float)tw - r * 2.6f) / 2;
        ui_tick(ui, hx + r, y + (float)th / 2, r);
        ui_text(ui, UI_SERIF, hpx, UI_RGB(120, 60, 16), hx + r * 2.6f, y,
                UI_LEFT, head);
    }
    y += (float)th * 1.25f;
    lesson_end_line(s, line, sizeof line);
    y += (float)ui_text_wrap(ui, UI_SANS, px, ui_ink, b.x + ip, y,
                             b.w - 2 * ip, draw, line);
    y += (float)px * 0.6f;
    if (draw) {
        ui_text(ui, UI_BOLD, px, UI_RGB(110, 74, 44), b.x + ip, y, UI_LEFT,
                _("What you learned:"));
    }
    y += (float)px * 1.5f;
    size_t n = s->lesson->count, rows = (n + 1) / 2;
    float row_h = (float)px * 1.5f, col_w = (b.w - 2 * ip) / 2;
    for (size_t i = 0; draw && i < n; i++) {
        float cx = b.x + ip + (float)(i / rows) * col_w;
        float cy = y + (float)(i % rows) * row_h + row_h / 2;
        /* only a step made by the learner ticks (issue 58: Show me
         * ticked it too) */
        if (i < 64 && (s->by_self >> i & 1)) {
            ui_tick(ui, cx + (float)px * 0.45f, cy, (float)px * 0.45f);
        } else {
            ui_ring(ui, cx + (float)px * 0.45f, cy, (float)px * 0.4f,
                    (float)px * 0.1f, UI_RGB(150, 120, 90));
        }
        ui_text(ui, UI_SANS, px, ui_ink, cx + (float)px * 1.3f, cy,
                UI_LEFT | UI_MIDDLE,
                ui_ellipsis(ui, UI_SANS, px, col_w - (float)px * 1.8f,
                            s->lesson->steps[i].title, cut, sizeof cut));
    }
    return y + (float)rows * row_h - y0;
}

/* The buttons a step shows: those lesson_layout() placed, greyed when
 * they cannot be pressed, so that a teacher finds them where they were;
 * Show me's place (Pause, Go on) stays empty once the move is shown
 * (issue 58: a greyed Pause on every step, with nothing to pause). */
bool lesson_button_shown(const LessonState *s, int i)
{
    return s->buttons[i].r.w > 0 &&
           (i != LB_PAUSE || s->buttons[i].enabled);
}

uint64_t lesson_playable(const LessonState *s)
{
    const LearnStep *cs = s->lesson ? lesson_cur(s) : NULL;
    if (!cs || s->phase != PHASE_ASK) {
        return 0;
    }
    /* a sowing step rings the hole it asks for (issue 58: a class looks
     * for it on the projector; the other holes still answer a click, with
     * the step's words on why not) */
    if (cs->move.kind == RULES_MOVE_SOW) {
        return 1ull << cs->move.hole;
    }
    uint64_t playable = 0;
    const RulesPosition *p = &cs->position;
    for (int h = 0; h < p->hole_count; h++) {
        if (rules_owner(p, h) == p->to_move && p->holes[h] && !p->offer) {
            playable |= 1ull << h;
        }
    }
    return playable;
}

void lesson_draw_all(Ui *ui, LessonState *s)
{
    float pad = 18 * ui->u + 6;
    const LearnStep *cs = s->lesson ? lesson_cur(s) : NULL;
    if (s->lesson) {
        RulesPosition shown = cs ? cs->position : s->after;
        if (s->phase != PHASE_ASK) {
            shown = s->after;
        }
        uint64_t playable = lesson_playable(s), selected = 0;
        if (cs && s->phase == PHASE_ASK &&
            cs->move.kind == RULES_MOVE_OFFER) {
            selected = cs->move.offer;
        }
        ui_learn_board_draw(ui, &s->L, &shown, &s->anim, playable,
                            selected, s->hover, NULL);
    } else {
        ui_background(ui);
    }
    const char *title = s->lesson ? s->lesson->title
                                  : rules_game_title(s->game);
    float title_y, step_y;
    ui_heading(ui, &title_y, &step_y);
    ui_text(ui, UI_SERIF, ui_px(ui, 40), UI_RGB(252, 226, 170),
            (float)ui->w / 2, title_y, UI_CENTER | UI_MIDDLE, title);
    if (!s->lesson) {
        ui_text_wrap(ui, UI_BOLD, ui_px(ui, 20), UI_RGB(255, 200, 170), pad,
                     (float)ui->h * 0.4f, (float)ui->w - 2 * pad, true,
                     s->error);
        ui_button_draw(ui, &s->buttons[LB_BACK], true);
        return;
    }
    if (cs && s->phase != PHASE_END) {
        char line[300];
        snprintf(line, sizeof line, _("Step %zu of %zu: %s"), s->step + 1,
                 s->lesson->count, cs->title);
        ui_text(ui, UI_BOLD, ui_px(ui, 22), UI_RGB(240, 222, 190),
                (float)ui->w / 2, step_y, UI_CENTER | UI_MIDDLE, line);
    }
    if (s->phase == PHASE_END) {
        ui_dim(ui, 140);
        ui_panel(ui, s->end_box);
        lesson_end_words(ui, s, s->end_box, s->end_box.y + 24 * ui->u + 6,
                         true);
    } else {
        draw_text_box(ui, s);
    }
    for (int i = 0; i < LB_N; i++) {
        if (lesson_button_shown(s, i)) {
            ui_button_draw(ui, &s->buttons[i], i == s->focus);
        }
    }
}
