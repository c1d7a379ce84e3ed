/* scr_review.c: the game review screen: the engine judges every move on a thread while the player steps through; a marked move shows the move played and the better one, either can be sown, and "Play on from here" starts a game from that position. */
#include "board/board.h"
#include "board/stage.h"
#include "kit/rect.h"
#include "kit/screen.h"
#include "kit/settings.h"
#include "kit/text.h"
#include "kit/ui_i18n.h"
#include "kit/widgets.h"
#include "screens/review/review.h"
#include "screens/review/scr_review.h"
#include "screens/path.h"
#include "puzzle.h"
#include "screens/rooms.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ---- Layout ---- */

/* The next move judged an inaccuracy or worse after the one shown; n
 * when there is none (yet). */
static size_t next_mistake(const ReviewState *s)
{
    for (size_t i = s->at + 1; i < s->n; i++) {
        const AiReviewMove *m = ai_review_move(s->rev, i);
        if (!m) {
            break;
        }
        if (m->mark >= AI_MARK_INACCURACY && ((s->whose >> m->mover) & 1)) {
            return i;
        }
    }
    return s->n;
}

/* The labels of "Next mistake" and of whose mistakes it stops at
 * ("Your next mistake", "Mistakes of: You"). */
static void whose_labels(ReviewState *s)
{
    const char *who = s->who.names[s->whose == 1 ? 0 : 1];
    /* the button beside "Next mistake" that picks whose it goes to: a
     * name, or both players (issue 51: "You ▸" alone read as nothing) */
    if (s->whose == 3) {
        snprintf(s->whose_label, sizeof s->whose_label, "%s",
                 _("Mistakes of: both"));
    } else {
        /* TRANSLATORS: whose mistakes "Next mistake" stops at: a
         * player's name ("You", "Lan", "Computer") */
        snprintf(s->whose_label, sizeof s->whose_label, _("Mistakes of: %s"),
                 who);
    }
    if (s->whose == 3) {
        snprintf(s->mistake_label, sizeof s->mistake_label, "%s",
                 _("Next mistake"));
    } else if ((int)s->whose == 1 << s->who.you) {
        snprintf(s->mistake_label, sizeof s->mistake_label, "%s",
                 _("Your next mistake"));
    } else {
        /* TRANSLATORS: a player's name ("Lan", "Computer") */
        snprintf(s->mistake_label, sizeof s->mistake_label,
                 _("%s's next mistake"), who);
    }
}

/* The next choice of whose mistakes: against the computer the person's,
 * both, the computer's; else both, South's, North's. */
static void whose_next(ReviewState *s)
{
    unsigned order[3] = {3, 1, 2};
    if (s->who.you >= 0) {
        order[0] = 1u << s->who.you;
        order[1] = 3;
        order[2] = 1u << (1 - s->who.you);
    }
    int k = 0;
    while (k < 3 && order[k] != s->whose) {
        k++;
    }
    s->whose = order[(k + 1) % 3];
}

/* The right column `c`: the move list above the summary. */
static void layout_side(Ui *ui, ReviewState *s, UiRect c, float pad,
                        float gap)
{
    float ts = ui_text_scale(ui), rw = c.w;
    int lpx = ui_px(ui, 16);
    float line = (float)lpx * 1.35f;
    /* the summary's words no smaller than the list's, larger in a small
     * window (issue 51: tiny at 800x600), then what the symbols mean;
     * at a large text size they shrink, down to their 100 % size, until
     * the list keeps four rows */
    int px0 = ui_px(ui, 19) > lpx ? ui_px(ui, 19) : lpx;
    float sum_h = 0;
    s->turn_at = review_turn(ui, s, s->turn, sizeof s->turn);
    for (float k = 1;; k -= 0.05f) {
        s->sum_px = (int)((float)px0 * k);
        s->turn_h = review_turn_height(ui, s, s->sum_px, rw);
        sum_h = (float)s->sum_px * 1.35f *
                    review_summary_rows(ui, s, s->sum_px, rw) + gap +
                review_symbol_legend(ui, (UiRect){0, 0, rw - 2 * pad, 0},
                                     s->sum_px * 7 / 8, false) +
                s->turn_h;
        if (c.h - sum_h - 2 * gap >= line * 5.4f || k * ts <= 1.05f) {
            break;
        }
    }
    s->summary = (UiRect){c.x, c.y + c.h - gap - sum_h, rw, sum_h};
    s->list = (UiRect){c.x, c.y, rw, s->summary.y - gap - c.y};
    s->row_h = line;
    s->list_fit = (int)((s->list.h - line * 1.4f) / line);
    s->list_fit = s->list_fit < 1 ? 1 : s->list_fit;
    /* the button to where the game turned, under its sentence */
    UiButton *b = &s->buttons[RB_TURN];
    snprintf(s->turn_label, sizeof s->turn_label, _("Go to move %zu"),
             s->turn_at + 1);
    float bh = ui_button_h(ui, 30, 8) / sqrtf(ts);
    int lw = 0;
    ui_text_size(ui, UI_BOLD, s->sum_px, s->turn_label, &lw, NULL);
    bool shown = s->turn_at < s->n && s->turn_h > 0;
    *b = (UiButton){{c.x + pad, s->summary.y + s->turn_h - bh - pad * 0.4f,
                     shown ? fminf((float)lw + bh * 1.6f, rw - 2 * pad) : 0,
                     bh},
                    s->turn_label, RB_TURN, shown, false};
}

static void layout(Ui *ui, ReviewState *s)
{
    float W = (float)ui->w, H = (float)ui->h;
    float pad = 12 * ui->u + 6, gap = pad * 0.6f;
    float bh = ui_button_h(ui, 40, 10);
    /* the title, the curve and the steps' buttons grow less than the
     * text, the list and summary narrower: the board keeps some of the
     * screen at 200 % (issue 58: small, with 8 px labels, at 1280x720) */
    float ts = ui_text_scale(ui);
    s->title_px = (int)((float)ui_px(ui, 30) / ts * fminf(ts, 1.3f));
    float title_h = (float)s->title_px * 1.5f;
    s->title = (UiRect){pad, pad * 0.5f, W - 2 * pad, title_h};
    float pw = W * 0.3f;
    s->progress = (UiRect){W - pad - pw, pad * 0.5f + title_h * 0.12f, pw,
                           title_h * 0.76f};
    UiRect r = s->progress;
    float sh = fmaxf(3.0f, r.h * 0.16f), in = r.h * 0.3f;
    s->progress_bar = (UiRect){r.x + in, r.y + r.h - sh - in * 0.5f,
                               r.w - 2 * in, sh};
    float top = pad * 0.5f + title_h + gap * 0.5f;
    float by = H - pad - bh;
    /* the list and summary get a little wider with larger text (issue
     * 58: at 200 % the summary covered the list and cut the players'
     * names; its accuracy goes under a name that leaves it no room) */
    float rw = W * (0.3f + 0.04f * (ts - 1));
    /* (no narrower than the brief rows "South: S2" need) */
    rw = fmaxf(rw, fminf((float)ui_px(ui, 16) * 12.5f, W * 0.4f));
    rw = rw < 210 ? 210 : rw > 440 * ts ? 440 * ts : rw;
    float rx = W - pad - rw;
    /* (high enough for its line between its two captions' bands: at
     * 200 % the captions sat on the line, issue 58) */
    float curve_h = H * 0.17f / sqrtf(ts);
    curve_h = fmaxf(curve_h, (float)review_curve_caption_px(ui) * 3.2f + 44);
    /* at a large text size the curve goes under the summary, the board
     * keeping its height (issue 58) */
    bool curve_right = ts >= 1.45f;
    float rb = curve_right ? by - gap - curve_h : by;
    layout_side(ui, s, (UiRect){rx, top, rw, rb - top}, pad, gap);
    float lw = rx - gap - pad;
    s->curve = curve_right ? (UiRect){rx, rb + gap, rw, curve_h}
                           : (UiRect){pad, by - gap - curve_h, lw, curve_h};
    s->plot = review_curve_plot(ui, s->curve);
    int cpx = ui_px(ui, 17);
    /* three lines of the caption, two of the teacher's line under it */
    float cap_h = (float)cpx * 1.3f * 3 + gap +
                  (ui->settings.rule_refs ? (float)ui_px(ui, 14) * 2.6f : 0);
    s->caption = (UiRect){pad, (curve_right ? by : s->curve.y) - gap - cap_h,
                          lw, cap_h};
    float leg_h = (float)ui_px(ui, 15) * 1.6f;
    s->legend = (UiRect){pad, s->caption.y - leg_h, lw, leg_h};
    /* the steps' buttons under the board, for the mouse (issue 58: the
     * list's rows and the curve only, N on the keyboard alone) */
    float nh = ui_button_h(ui, 34, 8) / sqrtf(ts);
    float ny = s->legend.y - gap * 0.5f - nh;
    UiRect area = {pad, top, lw, ny - gap * 0.5f - top};
    const RulesPosition *p = session_position_at(s->sess, 0);
    ui_board_layout_text((RulesGameId)p->game, p->holes_per_row, area,
                         ui_text_scale(ui), &s->L);
    const char *labels[RB_N] = {
        _("Back"),          _("Move played"), _("Better move"),
        _("Play on from here"), _("‹ Previous move"), _("Next move ›"),
        s->mistake_label, s->whose_label};
    whose_labels(s);
    const AiReviewMove *m = s->at < s->n ? ai_review_move(s->rev, s->at)
                                         : NULL;
    for (int i = 0; i < RB_STEPS_END; i++) {
        s->buttons[i] = (UiButton){{0, by, 0, bh}, labels[i], i, true, false};
    }
    /* a long label ("Continuar a partir daqui") takes room, not shrinks */
    ui_buttons_row(ui, s->buttons, RB_BOTTOM,
                   (UiRect){pad, by, W - 2 * pad, bh}, gap, NULL, -1);
    ui_buttons_row(ui, s->buttons + RB_BOTTOM, RB_STEPS_END - RB_BOTTOM,
                   (UiRect){pad, ny, lw, nh}, gap, NULL,
                   RB_WHOSE - RB_BOTTOM);
    s->buttons[RB_PLAYED].enabled = s->at < s->n;
    s->buttons[RB_BETTER].enabled = m && m->loss > 0;
    s->buttons[RB_PLAY_ON].enabled = s->at < s->n;
    s->buttons[RB_PREV].enabled = s->at > 0;
    s->buttons[RB_NEXT].enabled = s->at < s->n;
    s->buttons[RB_MISTAKE].enabled = next_mistake(s) < s->n;
    s->buttons[RB_WHOSE].enabled = s->n > 0;
    ui_buttons_keep_focus(s->buttons, RB_N, &s->focus);
}

/* ---- Stepping and sowing ---- */

static void keep_in_list(ReviewState *s)
{
    size_t fit = (size_t)s->list_fit;
    if (s->at < s->list_first) {
        s->list_first = s->at;
    } else if (s->at < s->n && s->at >= s->list_first + fit) {
        s->list_first = s->at + 1 - fit;
    }
}

static void go_to(Ui *ui, ReviewState *s, size_t at)
{
    s->at = at > s->n ? s->n : at;
    s->sowing = -1;
    ui_anim_free(&s->anim);
    ui_anim_still(&s->anim, session_position_at(s->sess, s->at));
    keep_in_list(s);
    ui->dirty = true;
}

/* Sows the move played (RB_PLAYED) or the better one from the position
 * shown, with the game's own animation. */
static void sow(Ui *ui, ReviewState *s, int which)
{
    const AiReviewMove *m = s->at < s->n ? ai_review_move(s->rev, s->at)
                                         : NULL;
    const RulesPosition *p = session_position_at(s->sess, s->at);
    RulesMove mv;
    if (which == RB_PLAYED && s->at < s->n) {
        mv = session_record(s->sess)->moves[s->at];
    } else if (which == RB_BETTER && m && m->loss > 0) {
        mv = m->best;
    } else {
        return;
    }
    RulesPosition after;
    RulesTrace t = {0};
    rules_apply(p, mv, &after, &t);
    /* slowly, under its captions, so that a class can follow it */
    ui_anim_free(&s->anim);
    ui_anim_start(&s->anim, p, &after, &t, UI_SPEED_SLOW, false);
    rules_trace_free(&t);
    s->sowing = which;
    ui->dirty = true;
}

/* A new game from the position shown, the same players and opponent. */
static void play_on(Ui *ui, ReviewState *s)
{
    if (s->at >= s->n) {
        return;
    }
    size_t len = 0;
    char *text = session_save_text(s->sess, &len);
    SessionError err = {0};
    Session *copy = text ? session_load_text("review", text, len, &err)
                         : NULL;
    free(text);
    if (!copy) {
        return;
    }
    session_browse(copy, s->at);
    session_take_over(copy);
    ui_pop_to_title(ui); /* frees s */
    ui_rooms.game_open(ui, copy);
    /* the game left on the way said it was kept for Continue: the player
     * is in a game again, this one (issue 51) */
    ui->notice[0] = '\0';
}

static void press(Ui *ui, ReviewState *s, int id)
{
    switch (id) {
    case RB_BACK:
        ui_pop(ui);
        break;
    case RB_PLAYED:
    case RB_BETTER:
        sow(ui, s, id);
        break;
    case RB_PLAY_ON:
        play_on(ui, s);
        break;
    case RB_PREV:
        go_to(ui, s, s->at > 0 ? s->at - 1 : 0);
        break;
    case RB_NEXT:
        go_to(ui, s, s->at + 1);
        break;
    case RB_MISTAKE:
        if (next_mistake(s) < s->n) {
            go_to(ui, s, next_mistake(s));
        }
        break;
    case RB_WHOSE:
        whose_next(s);
        ui->dirty = true;
        break;
    case RB_TURN:
        if (s->turn_at < s->n) {
            go_to(ui, s, s->turn_at);
        }
        break;
    default:
        break;
    }
}

/* Keys of the screen's own; false when the key is the buttons'. */
static bool review_key(Ui *ui, ReviewState *s, SDL_Keycode k)
{
    size_t page = (size_t)s->list_fit;
    switch (k) {
    case SDLK_ESCAPE:
        ui_pop(ui);
        return true;
    case SDLK_LEFT:
    case SDLK_UP:
        press(ui, s, RB_PREV);
        return true;
    case SDLK_RIGHT:
    case SDLK_DOWN:
        press(ui, s, RB_NEXT);
        return true;
    case SDLK_PAGEUP:
        go_to(ui, s, s->at > page ? s->at - page : 0);
        return true;
    case SDLK_PAGEDOWN:
        go_to(ui, s, s->at + page);
        return true;
    case SDLK_HOME:
        go_to(ui, s, 0);
        return true;
    case SDLK_END:
        go_to(ui, s, s->n);
        return true;
    case SDLK_b:
        sow(ui, s, RB_BETTER);
        return true;
    case SDLK_m:
        sow(ui, s, RB_PLAYED);
        return true;
    case SDLK_p:
        play_on(ui, s);
        return true;
    case SDLK_n:
        press(ui, s, RB_MISTAKE);
        return true;
    case SDLK_w:
        press(ui, s, RB_WHOSE);
        return true;
    case SDLK_t:
        press(ui, s, RB_TURN);
        return true;
    default:
        return false;
    }
}

static int list_hit(const ReviewState *s, float x, float y)
{
    float y0 = s->list.y + s->row_h * 1.4f;
    if (!ui_in_rect(s->list, x, y) || y < y0) {
        return -1;
    }
    size_t row = s->list_first + (size_t)((y - y0) / s->row_h);
    return row < s->n ? (int)row : -1;
}

static void review_input(Ui *ui, void *st, const SDL_Event *e)
{
    ReviewState *s = st;
    layout(ui, s);
    if (e->type == SDL_KEYDOWN && review_key(ui, s, e->key.keysym.sym)) {
        return;
    }
    if (e->type == SDL_MOUSEWHEEL &&
        ui_in_rect(s->list, (float)ui->mouse_x, (float)ui->mouse_y)) {
        long first = (long)s->list_first - e->wheel.y * 3;
        long last = (long)s->n - s->list_fit;
        first = first > last ? last : first;
        s->list_first = first < 0 ? 0 : (size_t)first;
        ui->dirty = true;
        return;
    }
    if (e->type == SDL_MOUSEBUTTONUP && e->button.button == SDL_BUTTON_LEFT) {
        float x = (float)e->button.x, y = (float)e->button.y;
        int row = list_hit(s, x, y);
        int point = row < 0 ? review_curve_hit(s, x, y) : -1;
        if (row >= 0 || point >= 0) {
            /* to the move, and no more: the better move is its button's
             * (issue 58: a row's click sowed it at once) */
            go_to(ui, s, (size_t)(row >= 0 ? row : point));
            return;
        }
    }
    int hit = ui_buttons_input(ui, s->buttons, RB_N, &s->focus, e);
    if (hit >= 0) {
        press(ui, s, hit);
    }
}

static int review_update(Ui *ui, void *st, uint32_t dt)
{
    ReviewState *s = st;
    if (!s->threaded && !ai_review_finished(s->rev) &&
        ai_review_step(s->rev) != AI_OK) {
        ai_review_cancel(s->rev);
    }
    size_t ready = ai_review_ready(s->rev);
    if (ready != s->ready) {
        s->ready = ready;
        ui->dirty = true;
    }
    bool working = ready < s->n && !ai_review_finished(s->rev);
    if (s->anim.active) {
        ui_anim_update(&s->anim, dt);
        ui->dirty = true;
        return 16;
    }
    return working ? (s->threaded ? 100 : 1) : -1;
}

/* The caption box's words: while a move is sown, the caption of the
 * event on show; else the position's caption. */
static void review_words(const Ui *ui, const ReviewState *s, char *buf,
                         size_t size)
{
    if (s->anim.active && s->anim.len) {
        size_t i = s->anim.i < s->anim.len ? s->anim.i : s->anim.len - 1;
        ui_caption_for(ui, &s->anim.before, s->anim.ev, s->anim.len,
                       ui_caption_event(s->anim.ev, s->anim.len, i), &s->who,
                       buf, size);
    } else {
        review_caption(ui, s, buf, size);
    }
}

static void review_draw(Ui *ui, void *st)
{
    ReviewState *s = st;
    layout(ui, s);
    const RulesPosition *p = session_position_at(s->sess, s->at);
    ui_learn_board_draw(ui, &s->L, p, &s->anim, 0, 0, -1, s->who.names);
    review_draw_marks(ui, s);
    char line[900];
    snprintf(line, sizeof line, _("Review: %s"),
             rules_game_title((RulesGameId)p->game));
    int tpx = s->title_px;
    ui_text_fit(ui, UI_SERIF, tpx, UI_RGB(252, 226, 170), s->title.x,
                s->title.y + s->title.h / 2 - (float)tpx * 0.65f,
                s->progress.x - s->title.x - 10, line);
    review_draw_progress(ui, s);
    UiRect c = s->caption;
    ui_round(ui, c, 10 * ui->u + 2, UI_RGBA(30, 16, 8, 180));
    review_words(ui, s, line, sizeof line);
    float cp = 8 * ui->u + 3;
    /* a long sentence smaller, down to its 100 % size, before it runs
     * out of its box (a fourth line at 200 % in a small window) */
    int cpx = ui_px(ui, 17), least = (int)((float)cpx / ui_text_scale(ui));
    float room = s->caption.h - 2 * cp -
                 (ui->settings.rule_refs ? (float)ui_px(ui, 14) * 2.6f : 0);
    while (cpx > least &&
           (float)ui_text_wrap(ui, UI_BOLD, cpx, ui_ink, c.x + cp, c.y + cp,
                               c.w - 2 * cp, false, line) > room) {
        cpx--;
    }
    float ty = c.y + cp + (float)ui_text_wrap(ui, UI_BOLD, cpx,
                                              UI_RGB(255, 240, 206), c.x + cp,
                                              c.y + cp, c.w - 2 * cp, true,
                                              line);
    if (!s->anim.active) {
        review_teacher_line(ui, s, line, sizeof line);
        ui_text_wrap(ui, UI_SANS, ui_px(ui, 14), UI_RGB(225, 205, 170),
                     c.x + cp, ty + 2, c.w - 2 * cp, true, line);
    }
    review_draw_curve(ui, s);
    review_draw_list(ui, s);
    review_draw_summary(ui, s);
    ui_buttons_draw(ui, s->buttons, RB_BOTTOM, s->focus);
    /* the steps' row at one size, whose mistakes with a cycle's arrow */
    ui_buttons_draw_alike(ui, s->buttons + RB_BOTTOM,
                          RB_STEPS_END - RB_BOTTOM, s->focus - RB_BOTTOM,
                          NULL, 1u << (RB_WHOSE - RB_BOTTOM));
    if (s->buttons[RB_TURN].r.w > 0) {
        ui_button_draw(ui, &s->buttons[RB_TURN], s->focus == RB_TURN);
    }
}

/* The review kept for the game `g` (taken out of the kept ones), or a
 * new one. */
static AiReview *review_take(Ui *ui, const RulesGame *g)
{
    AiReview *found = NULL;
    int k = 0;
    for (int i = 0; i < UI_REVIEWS_KEPT; i++) {
        AiReview *r = ui->reviews_kept[i];
        if (!found && r && ai_review_of(r, g)) {
            found = r;
        } else {
            ui->reviews_kept[k++] = r;
        }
    }
    while (k < UI_REVIEWS_KEPT) {
        ui->reviews_kept[k++] = NULL;
    }
    return found ? found : ai_review_new(g, NULL);
}

/* Keeps a review, its judging stopped, the newest first; the oldest
 * kept goes. */
static void review_keep(Ui *ui, AiReview *r)
{
    ai_review_stop(r);
    ai_review_free(ui->reviews_kept[UI_REVIEWS_KEPT - 1]);
    memmove(ui->reviews_kept + 1, ui->reviews_kept,
            (UI_REVIEWS_KEPT - 1) * sizeof *ui->reviews_kept);
    ui->reviews_kept[0] = r;
}

void ui_review_forget(Ui *ui)
{
    for (int i = 0; i < UI_REVIEWS_KEPT; i++) {
        ai_review_free(ui->reviews_kept[i]);
        ui->reviews_kept[i] = NULL;
    }
}

static void review_leave(Ui *ui, void *st)
{
    ReviewState *s = st;
    review_keep(ui, s->rev);
    ui_anim_free(&s->anim);
    session_free(s->sess);
    free(s);
}

static void review_dump(Ui *ui, void *st, FILE *f)
{
    ReviewState *s = st;
    layout(ui, s);
    fprintf(f, "screen review\ngame %s\nmoves %zu\nat %zu\nready %zu\n"
               "finished %d\nsowing %d\nanimating %d\nmarks",
            rules_game_name(session_game(s->sess)), s->n, s->at,
            ai_review_ready(s->rev), ai_review_finished(s->rev) ? 1 : 0,
            s->sowing, s->anim.active ? 1 : 0);
    for (size_t i = 0; i < ai_review_ready(s->rev); i++) {
        fprintf(f, " %s", ai_mark_name(ai_review_move(s->rev, i)->mark));
    }
    const AiReviewMove *m = s->at < s->n ? ai_review_move(s->rev, s->at)
                                         : NULL;
    fprintf(f, "\nplayed_hole %d\nbest_hole %d\nloss %d\nmark_shown %s\n",
            m ? m->played.hole : -1, m ? m->best.hole : -1, m ? m->loss : -1,
            m ? review_mark_shown(ui, m->mark) : "");
    char cap[900], teacher[700];
    review_words(ui, s, cap, sizeof cap);
    review_teacher_line(ui, s, teacher, sizeof teacher);
    fprintf(f, "names %s|%s\n", s->who.names[0], s->who.names[1]);
    fprintf(f, "teacher_line %s\nturn %s\nturn_at %zu\n", teacher, s->turn,
            s->turn_at);
    AiReviewSummary sum;
    ai_review_summary(s->rev, &sum);
    for (int side = 0; side < 2; side++) {
        char decisive[240];
        review_decisive_words(&sum, side, decisive, sizeof decisive);
        fprintf(f, "decisive_%s %s\n", side ? "north" : "south", decisive);
    }
    fprintf(f, "progress_bar %.0f %.0f %.0f %.0f\n", s->progress_bar.x,
            s->progress_bar.y, s->progress_bar.w, s->progress_bar.h);
    fprintf(f, "caption %s\ncurve %.0f %.0f %.0f %.0f\nlist %.0f %.0f %.0f "
               "%.0f\nrow_h %.1f\n",
            cap, s->curve.x, s->curve.y, s->curve.w, s->curve.h, s->list.x,
            s->list.y, s->list.w, s->list.h, s->row_h);
    if (s->at < s->n) {
        fprintf(f, "point_x %.0f\n", review_curve_x(s, s->at));
    }
    review_curve_dump(ui, s, f);
    fprintf(f, "counts");
    for (int i = 0; i < s->L.hole_count; i++) {
        fprintf(f, " %d", s->anim.counts[i]);
    }
    fprintf(f, "\n");
    ui_board_dump(&s->L, f);
    ui_buttons_dump(s->buttons, RB_N, f);
}

static const UiKey review_keys[] = {
    {N_("Left, Right (or Up, Down)"), N_("Step a move back or forward")},
    {N_("Home, End, Page Up, Page Down"), N_("The start, the end, a page")},
    {N_("N"), N_("The next inaccuracy, mistake or blunder")},
    {N_("W"), N_("Whose mistakes N goes to: yours, both, the other's")},
    {N_("T"), N_("The move where the game turned")},
    {N_("M, B"), N_("Show the move played (M) or the better one (B) being sown")},
    {N_("P"), N_("Play on from here")},
    {N_("Click a move or the curve"), N_("Go to that move")},
    {N_("Tab, Enter"), N_("Move between the buttons, press one")},
    {N_("Esc"), N_("Go back")},
    {NULL, NULL},
};

static const UiScreenDef review_def = {
    "review", review_input, review_update, review_draw, review_leave,
    review_dump, review_keys};

bool ui_review_progress(Ui *ui, size_t *ready, size_t *total)
{
    if (ui->depth == 0 || ui->stack[ui->depth - 1].def != &review_def) {
        return false;
    }
    const ReviewState *s = ui->stack[ui->depth - 1].st;
    *ready = ai_review_ready(s->rev);
    *total = s->n;
    return !ai_review_finished(s->rev) || *ready == *total;
}

void ui_review_push(Ui *ui, const Session *sess)
{
    ReviewState *s = calloc(1, sizeof *s);
    size_t len = 0;
    char *text = session_save_text(sess, &len);
    SessionError err = {0};
    if (!s || !text ||
        !(s->sess = session_load_text("review", text, len, &err)) ||
        !(s->rev = review_take(ui, session_record(s->sess)))) {
        ui_fatal(__FILE__, __LINE__, "out of memory");
    }
    free(text);
    s->n = ai_review_length(s->rev);
    s->who = ui_who_session(ui, s->sess);
    s->whose = s->who.you >= 0 ? 1u << s->who.you : 3;
    /* a game lost to the computer, reviewed: a step of the game's path */
    unsigned cpu = session_opponent(s->sess).sides & 3;
    const RulesPosition *end = session_position(s->sess);
    if ((cpu == 1 || cpu == 2) && end->over &&
        end->winner == (cpu == 1 ? RULES_WINNER_SOUTH : RULES_WINNER_NORTH)) {
        ui_path_mark(ui, session_game(s->sess), PUZZLE_PATH_REVIEWED);
    }
    s->sowing = -1;
    s->anim.sound = ui->sound;
    ui_anim_still(&s->anim, session_position_at(s->sess, 0));
    ui_ai_event(); /* registered before the worker may push it */
    s->threaded = ai_review_start(s->rev, ui_ai_wake, NULL);
    ui_push(ui, &review_def, s);
}
