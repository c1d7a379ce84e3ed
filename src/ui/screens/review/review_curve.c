/* review_curve.c: the review's advantage curve: who is ahead after each move, the marked moves' dots on it and their symbols where they overlap no caption, symbol nor the line. */
#include "kit/rect.h"
#include "kit/screen.h"
#include "kit/settings.h"
#include "kit/text.h"
#include "kit/ui_i18n.h"
#include "screens/review/review.h"

#include <math.h>
#include <stdlib.h>

enum { CURVE_MAX = 4096 };

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

int review_curve_caption_px(Ui *ui)
{
    /* growing less than the text: the curve's line needs the room */
    float ts = ui_text_scale(ui);
    return (int)((float)ui_px(ui, 13) / ts * fminf(ts, 1.4f));
}

/* Where the captions start, in from the frame's rounded corners. */
static float caption_inset(const Ui *ui)
{
    return (10 * ui->u + 2) * 0.25f + 2;
}

UiRect review_curve_plot(Ui *ui, UiRect frame)
{
    float band = caption_inset(ui) + (float)review_curve_caption_px(ui) * 1.4f;
    return (UiRect){frame.x, frame.y + band, frame.w, frame.h - 2 * band};
}

static float curve_y(const ReviewState *s, int v, int most)
{
    float half = s->plot.h * 0.45f;
    return s->plot.y + s->plot.h / 2 - half * (float)v / (float)most;
}

static bool overlaps(UiRect a, UiRect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h &&
           b.y < a.y + a.h;
}

/* Does the curve's line, points (xs, ys)[0..k), pass through `c`? */
static bool line_crosses(const float *xs, const float *ys, size_t k, UiRect c)
{
    for (size_t i = 1; i < k; i++) {
        float x0 = xs[i - 1], x1 = xs[i], y0 = ys[i - 1], y1 = ys[i];
        float lo = fmaxf(x0, c.x), hi = fminf(x1, c.x + c.w);
        if (lo > hi) {
            continue;
        }
        float d = x1 > x0 ? (y1 - y0) / (x1 - x0) : 0;
        float ya = y0 + d * (lo - x0), yb = y0 + d * (hi - x0);
        if (fmaxf(ya, yb) >= c.y && fminf(ya, yb) <= c.y + c.h) {
            return true;
        }
    }
    return false;
}

/* Where a mark's symbol goes by its point (x, y) in the curve's frame
 * `r`: beside the point, away from the middle line first, then the other
 * way, then further, wherever it overlaps none of the `n` placed (the
 * captions, the dots, the symbols placed before), nor the curve's line,
 * and stays inside the frame; false when nowhere. */
static bool mark_place(Ui *ui, UiRect r, int px, const char *symbol,
                       float x, float y, const UiRect *placed, int n,
                       const float *xs, const float *ys, size_t k,
                       UiRect *at)
{
    int tw, th;
    ui_text_size(ui, UI_BOLD, px, symbol, &tw, &th);
    float w = (float)tw + 2, h = (float)th * 0.8f;
    float away = y < r.y + r.h / 2 ? 1.0f : -1.0f;
    static const float steps[6] = {0.9f, -0.9f, 1.9f, -1.9f, 2.9f, -2.9f};
    for (int t = 0; t < 6; t++) {
        float cy = y + away * steps[t] * (float)px;
        UiRect c = {x - w / 2, cy - h / 2, w, h};
        bool free = c.y >= r.y + 2 && c.y + c.h <= r.y + r.h - 2 &&
                    c.x >= r.x + 2 && c.x + c.w <= r.x + r.w - 2 &&
                    !line_crosses(xs, ys, k, c);
        for (int i = 0; i < n && free; i++) {
            free = !overlaps(c, placed[i]);
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

/* The curve as shown: its points, its captions and its symbols' places
 * (curve_marks), made by curve_shown() and freed by curve_shown_free(). */
typedef struct CurveShown {
    float *xs, *ys;
    size_t k;
    int most, n;
    UiRect cap[2];
    UiRect *at;
    size_t *move;
    /* the marked moves' dots, none over another: the worst kept */
    UiRect *dots;
    size_t *dot_move;
    int ndots;
} CurveShown;

/* The "X ahead" captions' place (c->cap[side]); the marked moves' dots,
 * the worst first, each where it covers no other (c->dots); and where
 * each marked move's symbol goes: c->at[j] for c->move[j] (c->n of them);
 * a move whose symbol has no room keeps its dot alone. */
static void curve_marks(Ui *ui, const ReviewState *s, CurveShown *c)
{
    const float *xs = c->xs, *ys = c->ys;
    size_t k = c->k;
    UiRect *cap = c->cap, *at = c->at;
    size_t *move = c->move;
    UiRect r = s->curve;
    float rad = 10 * ui->u + 2;
    int px = review_curve_caption_px(ui);
    /* the names clear of the frame's rounded corners (issue 51: "Bắc",
     * its accent and its foot, ran over the frame's edge) */
    float nx = r.x + rad * 0.8f + 2, inset = caption_inset(ui);
    UiRect *placed = malloc((2 * CURVE_MAX + 2) * sizeof *placed);
    if (!placed) {
        ui_fatal(__FILE__, __LINE__, "out of memory");
    }
    for (int side = 0; side < 2; side++) {
        char ahead[120];
        /* TRANSLATORS: the review's curve, at its top (South's name) and
         * its bottom (North's): that player is ahead there */
        snprintf(ahead, sizeof ahead, _("%s ahead"), s->who.names[side]);
        float ny = side == RULES_SOUTH ? r.y + inset
                                       : r.y + r.h - inset - (float)px * 1.4f;
        int tw = 0;
        ui_text_size(ui, UI_SANS, px, ahead, &tw, NULL);
        cap[side] = (UiRect){nx, ny, (float)tw, (float)px * 1.4f};
        /* a space's room around the words: no symbol touches them */
        placed[side] = (UiRect){nx - (float)px * 0.4f, ny,
                                (float)tw + (float)px * 0.8f,
                                (float)px * 1.4f};
    }
    int spx = ui_px(ui, 14), np = 2, n = 0;
    float dot = 4 * ui->u + 2;
    /* (in a long game the dots piled on each other, issue 58) */
    c->ndots = 0;
    for (int mark = AI_MARK_BLUNDER; mark >= AI_MARK_INACCURACY; mark--) {
        for (size_t i = 1; i < k; i++) {
            const AiReviewMove *m = ai_review_move(s->rev, i - 1);
            UiRect d = {xs[i] - dot, ys[i] - dot, 2 * dot, 2 * dot};
            bool free = m && (int)m->mark == mark;
            for (int j = 0; j < c->ndots && free; j++) {
                free = !overlaps(d, c->dots[j]);
            }
            if (free) {
                c->dots[c->ndots] = d;
                c->dot_move[c->ndots++] = i - 1;
                placed[np++] = d;
            }
        }
    }
    /* the worst first, each where it overlaps no caption, dot, symbol nor
     * the line (issue 58: "??" piled on each other, then over "South
     * ahead" and the line); words would crowd the curve: dots alone */
    for (int mark = AI_MARK_BLUNDER;
         mark >= AI_MARK_INACCURACY && !ui->settings.mark_words; mark--) {
        for (size_t i = 1; i < k; i++) {
            const AiReviewMove *m = ai_review_move(s->rev, i - 1);
            if (m && (int)m->mark == mark &&
                mark_place(ui, r, spx, review_mark_symbol(m->mark), xs[i],
                           ys[i], placed, np, xs, ys, k, &at[n])) {
                placed[np++] = at[n];
                move[n++] = i - 1;
            }
        }
    }
    free(placed);
    c->n = n;
}

/* The curve's points on the screen: xs, ys (CURVE_MAX each); their
 * count. */
static size_t curve_xy(const ReviewState *s, float *xs, float *ys, int *most)
{
    int *v = malloc(CURVE_MAX * sizeof *v);
    if (!v) {
        ui_fatal(__FILE__, __LINE__, "out of memory");
    }
    size_t k = curve_points(s, v, most);
    for (size_t i = 0; i < k; i++) {
        xs[i] = review_curve_x(s, i);
        ys[i] = curve_y(s, v[i], *most);
    }
    free(v);
    return k;
}


static void curve_shown(Ui *ui, const ReviewState *s, CurveShown *c)
{
    c->xs = malloc(2 * CURVE_MAX * sizeof *c->xs);
    c->at = malloc(2 * CURVE_MAX * sizeof *c->at);
    c->move = malloc(2 * CURVE_MAX * sizeof *c->move);
    if (!c->xs || !c->at || !c->move) {
        ui_fatal(__FILE__, __LINE__, "out of memory");
    }
    c->ys = c->xs + CURVE_MAX;
    c->k = curve_xy(s, c->xs, c->ys, &c->most);
    c->dots = c->at + CURVE_MAX;
    c->dot_move = c->move + CURVE_MAX;
    curve_marks(ui, s, c);
}

static void curve_shown_free(CurveShown *c)
{
    free(c->move);
    free(c->at);
    free(c->xs);
}

void review_draw_curve(Ui *ui, const ReviewState *s)
{
    UiRect r = s->curve;
    ui_round(ui, r, 10 * ui->u + 2, UI_RGBA(246, 234, 210, 240));
    CurveShown c;
    curve_shown(ui, s, &c);
    float mid = curve_y(s, 0, c.most);
    ui_line(ui, r.x + 4, mid, r.x + r.w - 4, mid, 1.0f,
            UI_RGBA(90, 58, 32, 120));
    /* whose side is up: the axis's two ends say who is ahead there */
    for (int side = 0; side < 2; side++) {
        char ahead[120];
        snprintf(ahead, sizeof ahead, _("%s ahead"), s->who.names[side]);
        ui_text(ui, UI_SANS, review_curve_caption_px(ui),
                UI_RGB(110, 74, 44), c.cap[side].x, c.cap[side].y, UI_LEFT,
                ahead);
    }
    /* where the player stands, between the captions */
    float ax = review_curve_x(s, s->at);
    ui_line(ui, ax, s->plot.y, ax, s->plot.y + s->plot.h, 2.0f, ui_accent);
    for (size_t i = 1; i < c.k; i++) {
        const AiReviewMove *m = ai_review_move(s->rev, i - 1);
        /* exact values drawn darker than searched ones */
        UiColor col = m && m->exact ? UI_RGB(60, 36, 16)
                                    : UI_RGB(150, 110, 70);
        ui_line(ui, c.xs[i - 1], c.ys[i - 1], c.xs[i], c.ys[i], 2.5f, col);
    }
    /* the marked moves: their dot on the point after them, and their
     * symbol where there is room */
    for (int j = 0; j < c.ndots; j++) {
        UiRect d = c.dots[j];
        ui_disc(ui, d.x + d.w / 2, d.y + d.h / 2, d.w / 2,
                review_mark_colour(ai_review_move(s->rev, c.dot_move[j])
                                       ->mark));
    }
    for (int j = 0; j < c.n; j++) {
        AiMark mk = ai_review_move(s->rev, c.move[j])->mark;
        UiRect at = c.at[j];
        ui_text(ui, UI_BOLD, ui_px(ui, 14), review_mark_colour(mk),
                at.x + at.w / 2, at.y + at.h / 2, UI_CENTER | UI_MIDDLE,
                review_mark_symbol(mk));
    }
    curve_shown_free(&c);
}

void review_curve_dump(Ui *ui, const ReviewState *s, FILE *f)
{
    CurveShown c;
    curve_shown(ui, s, &c);
    for (int side = 0; side < 2; side++) {
        fprintf(f, "curve_caption %.1f %.1f %.1f %.1f\n", c.cap[side].x,
                c.cap[side].y, c.cap[side].w, c.cap[side].h);
    }
    fprintf(f, "curve_points");
    for (size_t i = 0; i < c.k; i++) {
        fprintf(f, " %.1f,%.1f", c.xs[i], c.ys[i]);
    }
    fprintf(f, "\ncurve_plot %.1f %.1f %.1f %.1f\ncurve_dots", s->plot.x,
            s->plot.y, s->plot.w, s->plot.h);
    for (int j = 0; j < c.ndots; j++) {
        fprintf(f, " %.1f,%.1f,%.1f", c.dots[j].x, c.dots[j].y, c.dots[j].w);
    }
    fprintf(f, "\ncurve_marks %d\n", c.n);
    for (int j = 0; j < c.n; j++) {
        fprintf(f, "curve_mark %.1f %.1f %.1f %.1f\n", c.at[j].x, c.at[j].y,
                c.at[j].w, c.at[j].h);
    }
    curve_shown_free(&c);
}
