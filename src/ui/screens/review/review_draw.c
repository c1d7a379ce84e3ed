/* review_draw.c: the review screen's move list with its marks, the advantage curve with the marked moves on it, and the summary per player. */
#include "kit/rect.h"
#include "kit/screen.h"
#include "kit/settings.h"
#include "kit/text.h"
#include "kit/ui_i18n.h"
#include "kit/widgets.h"
#include "screens/review/review.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

enum { CURVE_MAX = 4096 };

/* ---- The move list ---- */

/* Row i's words: the game's sentence ("South sows hole 3"), or, brief, the
 * mover and the hole ("South: 3") for a sowing. */
static void review_row_words(Ui *ui, const ReviewState *s, size_t i,
                             int brief, char *buf, size_t size)
{
    const RulesGame *g = session_record(s->sess);
    const RulesPosition *p = session_position_at(s->sess, i);
    RulesMove mv = g->moves[i];
    if (brief && mv.kind == RULES_MOVE_SOW) {
        char hole[40];
        ui_hole_text(ui, p, mv.hole, hole, sizeof hole);
        snprintf(buf, size, _("%s: %s"), s->who.names[p->to_move], hole);
        return;
    }
    ui_move_sentence(ui, p, &s->who, p->to_move, mv,
                     mv.kind == RULES_MOVE_OFFER ? mv.offer : p->offer, buf,
                     size);
}

/* Whether the shown rows go brief: all of them when one sentence would be
 * cut, so that the list reads alike from row to row. */
static int review_rows_brief(Ui *ui, const ReviewState *s, int px, float w)
{
    for (int k = 0; k < s->list_fit; k++) {
        size_t i = s->list_first + (size_t)k;
        if (i >= s->n) {
            break;
        }
        char name[120];
        int tw = 0;
        review_row_words(ui, s, i, 0, name, sizeof name);
        ui_text_size(ui, UI_SANS, px, name, &tw, NULL);
        if ((float)tw > w) {
            return 1;
        }
    }
    return 0;
}

void review_draw_list(Ui *ui, ReviewState *s)
{
    UiRect r = s->list;
    ui_round(ui, r, 10 * ui->u + 2, UI_RGBA(246, 234, 210, 240));
    int px = ui_px(ui, 16);
    float pad = 8 * ui->u + 3, h = s->row_h;
    ui_text(ui, UI_BOLD, px, ui_ink, r.x + pad, r.y + h * 0.7f,
            UI_LEFT | UI_MIDDLE, _("Moves"));
    float y = r.y + h * 1.4f;
    /* the marks' column: as wide as the widest mark the rows show (a
     * word, with the marks in words), at most two thirds of the row */
    float sym_w = (float)px * 1.6f;
    for (int k = 0; ui->settings.mark_words && k < s->list_fit; k++) {
        const AiReviewMove *m = ai_review_move(s->rev, s->list_first +
                                                           (size_t)k);
        int w = 0;
        if (m) {
            ui_text_size(ui, UI_BOLD, px, review_mark_shown(ui, m->mark), &w,
                         NULL);
        }
        sym_w = fmaxf(sym_w, (float)w + (float)px * 0.6f);
    }
    sym_w = fminf(sym_w, r.w * 0.68f);
    float nx = r.x + pad + (float)px * 3.7f;
    float name_w = r.x + r.w - pad - sym_w - nx;
    int brief = review_rows_brief(ui, s, px, name_w);
    for (int k = 0; k < s->list_fit; k++) {
        size_t i = s->list_first + (size_t)k;
        if (i >= s->n) {
            break;
        }
        UiRect row = {r.x + pad * 0.5f, y, r.w - pad, h};
        if (i == s->at) {
            ui_round(ui, row, h * 0.25f, UI_RGBA(230, 180, 90, 200));
        }
        const RulesPosition *p = session_position_at(s->sess, i);
        char num[24], name[120];
        snprintf(num, sizeof num, "%zu.", i + 1);
        float cy = y + h / 2;
        ui_text(ui, UI_SANS, px, ui_ink, r.x + pad + (float)px * 2.2f, cy,
                UI_RIGHT | UI_MIDDLE, num);
        ui_side_emblem(ui, p->to_move, r.x + pad + (float)px * 3.0f, cy,
                       (float)px * 0.32f);
        /* the game's list's words: who, and the move (issue 51) */
        review_row_words(ui, s, i, brief, name, sizeof name);
        ui_text_fit(ui, UI_SANS, px, ui_ink, nx, cy - (float)px * 0.7f,
                    name_w, name);
        const AiReviewMove *m = ai_review_move(s->rev, i);
        if (m) {
            char cut[120];
            ui_text(ui, UI_BOLD, px, review_mark_colour(m->mark),
                    r.x + r.w - pad, cy, UI_RIGHT | UI_MIDDLE,
                    ui_ellipsis(ui, UI_BOLD, px, sym_w - (float)px * 0.3f,
                                review_mark_shown(ui, m->mark), cut,
                                sizeof cut));
        } else if (i == s->ready) {
            ui_text(ui, UI_SANS, px, UI_RGB(140, 110, 80), r.x + r.w - pad,
                    cy, UI_RIGHT | UI_MIDDLE, "…");
        }
        y += h;
    }
}

/* ---- The advantage curve ---- */

/* The curve's values so far (South's side) and the largest size on it. */
static size_t curve_points(const ReviewState *s, int *v, int *most)
{
    size_t k = ai_review_curve(s->rev, v, CURVE_MAX);
    *most = 4;
    for (size_t i = 0; i < k; i++) {
        int a = abs(v[i]);
        *most = a > *most ? a : *most;
    }
    return k;
}

float review_curve_x(const ReviewState *s, size_t k)
{
    float inset = s->curve.h * 0.12f;
    float w = s->curve.w - 2 * inset;
    return s->curve.x + inset +
           (s->n ? w * (float)k / (float)s->n : w / 2);
}

static float curve_y(const ReviewState *s, int v, int most)
{
    float half = s->curve.h * 0.4f;
    return s->curve.y + s->curve.h / 2 - half * (float)v / (float)most;
}

/* Where a mark's symbol goes by its point (x, y) in the curve's frame
 * `r`: beside the point, away from the middle line first, then the other
 * way, then a line further, wherever it overlaps none of the `n` placed
 * and stays inside the frame; false when nowhere. */
static bool mark_place(Ui *ui, UiRect r, int px, const char *symbol,
                       float x, float y, const UiRect *placed, int n,
                       UiRect *at)
{
    int tw, th;
    ui_text_size(ui, UI_BOLD, px, symbol, &tw, &th);
    float w = (float)tw + 2, h = (float)th * 0.8f;
    float away = y < r.y + r.h / 2 ? 1.0f : -1.0f;
    static const float steps[4] = {0.9f, -0.9f, 1.9f, -1.9f};
    for (int t = 0; t < 4; t++) {
        float cy = y + away * steps[t] * (float)px;
        UiRect c = {x - w / 2, cy - h / 2, w, h};
        bool free = c.y >= r.y + 2 && c.y + c.h <= r.y + r.h - 2 &&
                    c.x >= r.x + 2 && c.x + c.w <= r.x + r.w - 2;
        for (int i = 0; i < n && free; i++) {
            free = c.x >= placed[i].x + placed[i].w ||
                   placed[i].x >= c.x + c.w ||
                   c.y >= placed[i].y + placed[i].h ||
                   placed[i].y >= c.y + c.h;
        }
        if (free) {
            *at = c;
            return true;
        }
    }
    return false;
}

int review_curve_hit(const ReviewState *s, float x, float y)
{
    if (!ui_in_rect(s->curve, x, y)) {
        return -1;
    }
    size_t best = 0;
    float d = 1e9f;
    for (size_t k = 0; k <= s->n; k++) {
        float dx = x - review_curve_x(s, k);
        dx = dx < 0 ? -dx : dx;
        if (dx < d) {
            d = dx;
            best = k;
        }
    }
    return (int)best;
}

void review_draw_curve(Ui *ui, const ReviewState *s)
{
    UiRect r = s->curve;
    float rad = 10 * ui->u + 2;
    ui_round(ui, r, rad, UI_RGBA(246, 234, 210, 240));
    int *v = malloc(CURVE_MAX * sizeof *v);
    if (!v) {
        ui_fatal(__FILE__, __LINE__, "out of memory");
    }
    int most;
    size_t k = curve_points(s, v, &most);
    int px = ui_px(ui, 13);
    float mid = curve_y(s, 0, most);
    ui_line(ui, r.x + 4, mid, r.x + r.w - 4, mid, 1.0f,
            UI_RGBA(90, 58, 32, 120));
    /* the names clear of the frame's rounded corners (issue 51: "Bắc",
     * its accent and its foot, ran over the frame's edge) */
    float nx = r.x + rad * 0.8f + 2, inset = rad * 0.25f + 2;
    UiRect *placed = malloc((2 * CURVE_MAX + 2) * sizeof *placed);
    if (!placed) {
        ui_fatal(__FILE__, __LINE__, "out of memory");
    }
    /* whose side is up: the axis's two ends say who is ahead there */
    for (int side = 0; side < 2; side++) {
        char ahead[120];
        /* TRANSLATORS: the review's curve, at its top (South's name) and
         * its bottom (North's): that player is ahead there */
        snprintf(ahead, sizeof ahead, _("%s ahead"), s->who.names[side]);
        float ny = side == RULES_SOUTH ? r.y + inset
                                       : r.y + r.h - inset - (float)px * 1.4f;
        int tw = ui_text(ui, UI_SANS, px, UI_RGB(110, 74, 44), nx, ny,
                         UI_LEFT, ahead);
        placed[side] = (UiRect){nx, ny, (float)tw, (float)px * 1.4f};
    }
    /* where the player stands */
    float ax = review_curve_x(s, s->at);
    ui_line(ui, ax, r.y + 3, ax, r.y + r.h - 3, 2.0f, ui_accent);
    for (size_t i = 1; i < k; i++) {
        const AiReviewMove *m = ai_review_move(s->rev, i - 1);
        /* exact values drawn darker than searched ones */
        UiColor c = m && m->exact ? UI_RGB(60, 36, 16)
                                  : UI_RGB(150, 110, 70);
        ui_line(ui, review_curve_x(s, i - 1), curve_y(s, v[i - 1], most),
                review_curve_x(s, i), curve_y(s, v[i], most), 2.5f, c);
    }
    /* the marked moves: their dot on the point after them, then, the
     * worst first, each symbol where it overlaps no other symbol nor dot
     * (issue 58: "??" piled on each other in a long game), else the dot
     * alone */
    int spx = ui_px(ui, 14), np = 2;
    float dot = 4 * ui->u + 2;
    for (size_t i = 1; i < k; i++) {
        const AiReviewMove *m = ai_review_move(s->rev, i - 1);
        if (m && m->mark >= AI_MARK_INACCURACY) {
            float x = review_curve_x(s, i), y = curve_y(s, v[i], most);
            ui_disc(ui, x, y, dot, review_mark_colour(m->mark));
            placed[np++] = (UiRect){x - dot, y - dot, 2 * dot, 2 * dot};
        }
    }
    for (int mark = AI_MARK_BLUNDER; mark >= AI_MARK_INACCURACY; mark--) {
        for (size_t i = 1; i < k; i++) {
            const AiReviewMove *m = ai_review_move(s->rev, i - 1);
            if (!m || (int)m->mark != mark) {
                continue;
            }
            float x = review_curve_x(s, i), y = curve_y(s, v[i], most);
            UiColor c = review_mark_colour(m->mark);
            /* (words would crowd the curve: its dots alone then) */
            const char *symbol = review_mark_symbol(m->mark);
            UiRect at;
            if (!ui->settings.mark_words &&
                mark_place(ui, r, spx, symbol, x, y, placed, np, &at)) {
                placed[np++] = at;
                ui_text(ui, UI_BOLD, spx, c, at.x + at.w / 2, at.y + at.h / 2,
                        UI_CENTER | UI_MIDDLE, symbol);
            }
        }
    }
    free(placed);
    free(v);
}

/* ---- The summary ---- */

void review_decisive_words(const AiReviewSummary *sum, int side, char *buf,
                           size_t size)
{
    /* in the game's order, as a list of move numbers ("Decisive moves:
     * 13, 15, 5" read like a count, most costly first: issue 51) */
    size_t at[AI_REVIEW_DECIDING];
    int n = sum->deciding_count[side];
    n = n < AI_REVIEW_DECIDING ? n : AI_REVIEW_DECIDING;
    for (int d = 0; d < n; d++) {
        int k = d;
        for (; k > 0 && at[k - 1] > sum->deciding[side][d]; k--) {
            at[k] = at[k - 1];
        }
        at[k] = sum->deciding[side][d];
    }
    char moves[160] = "";
    for (int d = 0; d < n; d++) {
        size_t l = strlen(moves);
        snprintf(moves + l, sizeof moves - l, "%s%zu",
                 d == 0 ? "" : d == n - 1 ? _(" and ") : ", ", at[d] + 1);
    }
    if (n == 0) {
        snprintf(buf, size, _("Decisive moves: %s"), _("none"));
    } else {
        snprintf(buf, size,
                 P_("Decisive: move %s", "Decisive: moves %s",
                    (size_t)n),
                 moves);
    }
}

float review_summary_rows(const Ui *ui)
{
    return ui->settings.rule_refs ? 5.2f : 3.8f;
}

/* A side's name at x on the line cy of the summary `r`, its accuracy
 * at the right once every move is judged (the figure alone where the
 * words would cut the name). */
static void draw_name_row(Ui *ui, const ReviewState *s,
                          const AiReviewSummary *sum, int side, UiRect r,
                          float x, float cy, int px, float pad)
{
    char cell[80] = "";
    /* (no figure before every move is judged: "100%" of none); the
     * share of moves within a seed of the best, by the name (issue 51);
     * the decisive moves' numbers are the teacher's detail */
    if (s->ready >= s->n) {
        snprintf(cell, sizeof cell, _("Accuracy %d%%"),
                 ai_review_accuracy(sum, side));
    }
    int aw = 0, ah, nw = 0;
    if (cell[0]) {
        ui_text_size(ui, UI_BOLD, px, cell, &aw, &ah);
        ui_text_size(ui, UI_BOLD, px, s->who.names[side], &nw, &ah);
        if ((float)(nw + aw) > r.w - 2 * pad - (float)px * 1.6f) {
            /* the name whole, the figure alone (issue 58: "…" for a
             * name at 150 %) */
            snprintf(cell, sizeof cell, "%d%%",
                     ai_review_accuracy(sum, side));
            ui_text_size(ui, UI_BOLD, px, cell, &aw, &ah);
        }
    }
    ui_text(ui, UI_BOLD, px, ui_ink, r.x + r.w - pad, cy,
            UI_RIGHT | UI_MIDDLE, cell);
    ui_text_fit(ui, UI_BOLD, px, ui_ink, x, cy - (float)px * 0.7f,
                r.w - 2 * pad - (float)px * 1.6f - (float)aw,
                s->who.names[side]);
}

void review_draw_summary(Ui *ui, const ReviewState *s)
{
    UiRect r = s->summary;
    ui_round(ui, r, 10 * ui->u + 2, UI_RGBA(246, 234, 210, 240));
    AiReviewSummary sum;
    ai_review_summary(s->rev, &sum);
    int px = s->sum_px;
    float pad = 8 * ui->u + 3, line = (float)px * 1.35f;
    float y = r.y + pad * 0.5f;
    for (int side = 0; side < 2; side++) {
        float cy = y + line / 2;
        ui_side_emblem(ui, side, r.x + pad + (float)px * 0.4f, cy,
                       (float)px * 0.32f);
        float x = r.x + pad + (float)px * 1.1f;
        /* the name and its accuracy; then the count of each symbol
         * (best and good moves have none) */
        draw_name_row(ui, s, &sum, side, r, x, cy, px, pad);
        char cell[80] = "";
        cy += line;
        int mpx = (int)((float)px * 1.12f);
        /* the counts' row smaller where it would be cut (issue 51: "?? 0"
         * at 150 % at 800x600) */
        for (int pass = 0; pass < 2 && !ui->settings.mark_words; pass++) {
            float need = 0;
            for (int m = 0; m < AI_MARK_COUNT; m++) {
                const char *symbol = review_mark_symbol((AiMark)m);
                int tw = 0;
                snprintf(cell, sizeof cell, "%s %d", symbol,
                         sum.marks[side][m]);
                if (*symbol) {
                    ui_text_size(ui, UI_BOLD, mpx, cell, &tw, NULL);
                    need += (float)tw + (float)mpx * 0.8f;
                }
            }
            float room = r.x + r.w - pad - x + (float)mpx * 0.8f;
            if (need > room) {
                mpx = (int)((float)mpx * room / need);
            }
        }
        for (int m = 0; m < AI_MARK_COUNT; m++) {
            const char *symbol = review_mark_symbol((AiMark)m);
            /* in words, only the marks a side has (the line would not
             * hold them all), each cut to what is left of it */
            if (!*symbol ||
                (ui->settings.mark_words && sum.marks[side][m] == 0)) {
                continue;
            }
            snprintf(cell, sizeof cell, "%s %d",
                     review_mark_shown(ui, (AiMark)m), sum.marks[side][m]);
            char cut[120];
            float room = r.x + r.w - pad - x;
            if (room <= (float)mpx) {
                break;
            }
            x += (float)ui_text(ui, UI_BOLD,
                                ui->settings.mark_words ? px : mpx,
                                review_mark_colour((AiMark)m), x, cy,
                                UI_LEFT | UI_MIDDLE,
                                ui_ellipsis(ui, UI_BOLD,
                                            ui->settings.mark_words ? px
                                                                    : mpx,
                                            room, cell, cut, sizeof cut)) +
                 (float)mpx * 0.8f;
        }
        y += line * review_summary_rows(ui) / 2;
        if (!ui->settings.rule_refs) {
            continue;
        }
        /* the decisive moves' numbers: the teacher's detail too */
        char text[240];
        review_decisive_words(&sum, side, text, sizeof text);
        cy += line * 0.85f;
        float tw = r.w - 2 * pad - (float)px * 1.1f;
        int dpx = ui_px_to_fit(ui, UI_SANS, px,
                               (int)ceilf((float)px / ui_text_scale(ui)), tw,
                               text);
        ui_text_fit(ui, UI_SANS, dpx, UI_RGB(90, 58, 32),
                    r.x + pad + (float)px * 1.1f, cy - (float)dpx * 0.7f, tw,
                    text);
    }
    review_symbol_legend(ui, (UiRect){r.x + pad, y + pad * 0.2f,
                                      r.w - 2 * pad, r.h},
                         px * 7 / 8, true);
}

/* What the symbols mean, in words, flowed over lines within `r` from its
 * top in the marks' colours; nothing with the marks shown as words.
 * Returns the height it takes (drawn only when `draw`). */
float review_symbol_legend(Ui *ui, UiRect r, int px, bool draw)
{
    if (ui->settings.mark_words) {
        return 0;
    }
    float line = (float)px * 1.35f, x = r.x, y = r.y;
    for (int m = 0; m < AI_MARK_COUNT; m++) {
        const char *symbol = review_mark_symbol((AiMark)m);
        if (!*symbol) {
            continue;
        }
        const char *words = review_mark_words((AiMark)m);
        int sw, ww;
        ui_text_size(ui, UI_BOLD, px, symbol, &sw, NULL);
        ui_text_size(ui, UI_SANS, px, words, &ww, NULL);
        float item = (float)(sw + ww) + (float)px * 0.35f;
        if (x > r.x && x + item > r.x + r.w) {
            x = r.x;
            y += line;
        }
        if (draw) {
            ui_text(ui, UI_BOLD, px, review_mark_colour((AiMark)m), x, y,
                    UI_LEFT, symbol);
            ui_text_fit(ui, UI_SANS, px, UI_RGB(90, 58, 32),
                        x + (float)sw + (float)px * 0.3f, y,
                        r.x + r.w - x - (float)sw - (float)px * 0.3f, words);
        }
        x += item + (float)px * 0.9f;
    }
    return y + line - r.y;
}

void review_draw_progress(Ui *ui, const ReviewState *s)
{
    if (s->ready >= s->n) {
        return;
    }
    /* the words on a light card and the done part a strip under them,
     * so that no word stands on the fill (issue 51, seam 1) */
    UiRect r = s->progress, track = s->progress_bar;
    float sh = track.h, in = r.h * 0.3f;
    ui_round(ui, r, r.h * 0.3f, UI_RGB(246, 234, 210));
    ui_round(ui, track, sh / 2, UI_RGB(222, 202, 170));
    float f = s->n ? (float)s->ready / (float)s->n : 1;
    UiRect done = {track.x, track.y, sh + (track.w - sh) * f, sh};
    ui_round(ui, done, sh / 2, UI_RGB(214, 150, 50));
    char line[120];
    if (ai_review_finished(s->rev)) {
        /* (only when the computer could not go on: leaving the review
         * keeps what was judged, and it goes on when opened again) */
        snprintf(line, sizeof line, _("The computer judged %zu of the %zu "
                                      "moves."),
                 s->ready, s->n);
    } else {
        snprintf(line, sizeof line, _("Judging move %zu of %zu"),
                 s->ready + 1, s->n);
    }
    /* smaller, down to its 100 % size, before it is cut (issue 51: "Đang
     * đánh giá n…" at 200 % at 800x600) */
    int px = ui_px(ui, 15);
    px = ui_px_to_fit(ui, UI_BOLD, px,
                      (int)ceilf((float)px / ui_text_scale(ui)),
                      r.w - 2 * in, line);
    ui_text_fit(ui, UI_BOLD, px, UI_RGB(60, 36, 16), r.x + in,
                (r.y + track.y) / 2 - (float)px * 0.7f, r.w - 2 * in, line);
}

/* While (and after) a move is sown from the position: which one, the
 * move played or the better one, in the legend's row. */
static void review_draw_sown(Ui *ui, const ReviewState *s)
{
    const AiReviewMove *m = s->at < s->n ? ai_review_move(s->rev, s->at)
                                         : NULL;
    const RulesPosition *p = session_position_at(s->sess, s->at);
    bool better = s->sowing == RB_BETTER && m;
    RulesMove mv = better ? m->best : session_record(s->sess)->moves[s->at];
    char name[120], what[200];
    review_move_name(ui, p, mv, name, sizeof name);
    if (better) {
        snprintf(what, sizeof what,
                 _("Shown: the better move, %s (not the one played)"), name);
    } else {
        snprintf(what, sizeof what, _("Shown: the move played, %s"), name);
    }
    int px = ui_px(ui, 15);
    float r = (float)px * 0.42f, x = s->legend.x + r * 2;
    float y = s->legend.y + s->legend.h / 2;
    UiColor c = review_mark_colour(better || !m ? AI_MARK_BEST : m->mark);
    ui_ring(ui, x, y, r, 2.5f, c);
    if (better) {
        ui_ring(ui, x, y, r * 0.6f, 2.0f, c);
    }
    ui_text_fit(ui, UI_BOLD, px, UI_RGB(250, 236, 210), x + r * 2,
                y - (float)px * 0.7f, s->legend.x + s->legend.w - x - r * 2,
                what);
}

/* The move played (a ring in its mark's colour) and the better move (two
 * rings) on the board, with a legend that tells them apart. */
void review_draw_marks(Ui *ui, const ReviewState *s)
{
    const AiReviewMove *m = s->at < s->n ? ai_review_move(s->rev, s->at)
                                         : NULL;
    if (s->sowing >= 0) {
        review_draw_sown(ui, s);
        return;
    }
    if (!m || s->anim.active) {
        return;
    }
    const UiBoardLayout *L = &s->L;
    float w = L->pit_r * 0.12f + 1.5f;
    UiColor played = review_mark_colour(m->mark);
    UiColor better = review_mark_colour(AI_MARK_BEST);
    /* on the hole's rim and inside it, clear of its name and count
     * (issue 51: rings of 1.08 and 1.3 radii covered them) */
    if (m->played.kind == RULES_MOVE_SOW && m->played.hole < L->hole_count) {
        ui_ring(ui, L->pit_x[m->played.hole], L->pit_y[m->played.hole],
                L->pit_r * 0.97f, w * 1.3f, played);
    }
    if (m->loss > 0 && m->best.kind == RULES_MOVE_SOW &&
        m->best.hole < L->hole_count) {
        float x = L->pit_x[m->best.hole], y = L->pit_y[m->best.hole];
        ui_ring(ui, x, y, L->pit_r * 0.97f, w * 1.3f, better);
        ui_ring(ui, x, y, L->pit_r * 0.78f, w, better);
    }
    /* the legend */
    int px = ui_px(ui, 15);
    float r = (float)px * 0.42f, x = s->legend.x + r * 2;
    float y = s->legend.y + s->legend.h / 2;
    ui_ring(ui, x, y, r, 2.5f, played);
    x += r * 2;
    char what[80];
    snprintf(what, sizeof what, _("played (%s)"), review_mark_words(m->mark));
    x += (float)ui_text(ui, UI_BOLD, px, UI_RGB(250, 236, 210), x, y,
                        UI_LEFT | UI_MIDDLE, what) + r * 3;
    if (m->loss > 0) {
        ui_ring(ui, x, y, r * 0.75f, 2.0f, better);
        ui_ring(ui, x, y, r * 1.15f, 1.5f, better);
        ui_text(ui, UI_BOLD, px, UI_RGB(250, 236, 210), x + r * 2, y,
                UI_LEFT | UI_MIDDLE, _("the better move"));
    }
}

