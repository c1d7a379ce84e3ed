/* review_draw.c: the review screen's move list with its marks, the summary per player, the progress and the marks on the board. */
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

/* ---- The move list ---- */

/* How much a row leaves out to fit the list (one level for every row
 * shown, so that the list reads alike, as the game's does): nothing; the
 * verb ("South: S3 — 2 laps, captures 5"); the laps; the notes. */
enum { ROW_FULL = 0, ROW_NAME_HOLE, ROW_CAPTURES, ROW_BARE };

/* Row i's words at the level `brief`: the game's sentence ("South sows
 * hole S3 — captures 2"), or the mover and the hole ("South: S3") for a
 * sowing, with fewer notes. */
static void review_row_words(Ui *ui, const ReviewState *s, size_t i,
                             int brief, char *buf, size_t size)
{
    const RulesGame *g = session_record(s->sess);
    const RulesPosition *p = session_position_at(s->sess, i);
    RulesMove mv = g->moves[i];
    if (brief == ROW_FULL || mv.kind != RULES_MOVE_SOW) {
        review_move_said(ui, s, i, buf, size);
        return;
    }
    char hole[40];
    ui_hole_text(ui, p, mv.hole, hole, sizeof hole);
    snprintf(buf, size, _("%s: %s"), s->who.names[p->to_move], hole);
    if (brief < ROW_BARE) {
        review_move_notes(s, i, brief < ROW_CAPTURES, buf, size);
    }
}

/* The least the shown rows leave out so that each fits `w` at `px`. */
static int review_rows_brief(Ui *ui, const ReviewState *s, int px, float w)
{
    int brief = ROW_FULL;
    for (int k = 0; k < s->list_fit && brief < ROW_BARE; k++) {
        size_t i = s->list_first + (size_t)k;
        if (i >= s->n) {
            break;
        }
        char name[160];
        int tw = 0;
        review_row_words(ui, s, i, brief, name, sizeof name);
        ui_text_size(ui, UI_SANS, px, name, &tw, NULL);
        if ((float)tw > w) {
            brief++;
            k = -1; /* the rows again, at the next level */
        }
    }
    return brief;
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
        char num[24], name[160];
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

/* A side's accuracy in words ("Accuracy 67%"). */
static void accuracy_words(const AiReviewSummary *sum, int side, char *buf,
                           size_t size)
{
    snprintf(buf, size, _("Accuracy %d%%"), ai_review_accuracy(sum, side));
}

bool review_accuracy_beside(Ui *ui, const ReviewState *s, int px, float w)
{
    AiReviewSummary none = {0};
    char cell[80];
    accuracy_words(&none, 0, cell, sizeof cell); /* "Accuracy 100%" */
    float pad = 8 * ui->u + 3;
    int aw = 0, nw = 0;
    ui_text_size(ui, UI_BOLD, px, cell, &aw, NULL);
    for (int side = 0; side < 2; side++) {
        int one = 0;
        ui_text_size(ui, UI_BOLD, px, s->who.names[side], &one, NULL);
        nw = one > nw ? one : nw;
    }
    return (float)(nw + aw) + (float)px * 2.6f <= w - 2 * pad;
}

/* The marks in words a side's tally shows, flowed from x0 to `right` at
 * `px`, each after a gap: its lines (1 with symbols, whose row shrinks
 * instead); each item's place when `xs` and `line` are not NULL. */
static int tally_lines(Ui *ui, const AiReviewSummary *sum, int side, int px,
                       float x0, float right, float *xs, int *line)
{
    int lines = 1;
    float x = x0, gap = (float)px * 0.9f;
    for (int m = 0; m < AI_MARK_COUNT; m++) {
        if (!*review_mark_symbol((AiMark)m) || sum->marks[side][m] == 0) {
            continue;
        }
        char cell[120];
        snprintf(cell, sizeof cell, "%s %d", review_mark_shown(ui, (AiMark)m),
                 sum->marks[side][m]);
        int tw = 0;
        ui_text_size(ui, UI_BOLD, px, cell, &tw, NULL);
        /* (the teacher saw "Nước hay duy nhất 2 Ch…" cut, issue 51) */
        if (x > x0 && x + (float)tw > right) {
            x = x0;
            lines++;
        }
        if (xs) {
            xs[m] = x;
            line[m] = lines - 1;
        }
        x += (float)tw + gap;
    }
    return ui->settings.mark_words ? lines : 1;
}

/* A side's rows in the summary at `px`, `w` wide: its name (and its
 * accuracy, maybe under it), its tally, the teacher's decisive moves. */
static float side_rows(Ui *ui, const ReviewState *s,
                       const AiReviewSummary *sum, int side, int px, float w)
{
    float pad = 8 * ui->u + 3, x0 = pad + (float)px * 1.1f;
    return ((ui->settings.rule_refs ? 5.2f : 3.8f) +
            (review_accuracy_beside(ui, s, px, w) ? 0 : 2)) / 2 +
           (float)(tally_lines(ui, sum, side, px, x0, w - pad, NULL, NULL) -
                   1);
}

float review_summary_rows(Ui *ui, const ReviewState *s, int px, float w)
{
    AiReviewSummary sum;
    ai_review_summary(s->rev, &sum);
    return side_rows(ui, s, &sum, 0, px, w) + side_rows(ui, s, &sum, 1, px, w);
}

/* A side's name at x on the line cy of the summary `r`, and its accuracy
 * once every move is judged: at the right, or where the words would cut
 * the name, whole on the line under it (issue 58: at 200 % the figure
 * alone, or nothing); returns the lines taken. */
static int draw_name_row(Ui *ui, const ReviewState *s,
                         const AiReviewSummary *sum, int side, UiRect r,
                         float x, float cy, int px, float pad)
{
    char cell[80] = "";
    /* (no figure before every move is judged: "100%" of none); the
     * share of moves within a seed of the best, by the name (issue 51);
     * the decisive moves' numbers are the teacher's detail */
    if (s->ready >= s->n) {
        accuracy_words(sum, side, cell, sizeof cell);
    }
    bool beside = review_accuracy_beside(ui, s, px, r.w);
    int aw = 0;
    if (beside) {
        ui_text_size(ui, UI_BOLD, px, cell, &aw, NULL);
        ui_text(ui, UI_BOLD, px, ui_ink, r.x + r.w - pad, cy,
                UI_RIGHT | UI_MIDDLE, cell);
    } else {
        ui_text_fit(ui, UI_BOLD, px, ui_ink, x,
                    cy + (float)px * 1.35f - (float)px * 0.7f,
                    r.x + r.w - pad - x, cell);
    }
    ui_text_fit(ui, UI_BOLD, px, ui_ink, x, cy - (float)px * 0.7f,
                r.w - 2 * pad - (float)px * 1.6f - (float)aw,
                s->who.names[side]);
    return beside ? 1 : 2;
}

/* The words of where the game turned, `w` wide at `px`; their height
 * (drawn at y only when `draw`). */
static float turn_words_at(Ui *ui, const ReviewState *s, int px, float x,
                           float y, float w, bool draw)
{
    return (float)ui_text_wrap(ui, UI_BOLD, px, UI_RGB(120, 40, 20), x, y, w,
                               draw, s->turn);
}

float review_turn_height(Ui *ui, const ReviewState *s, int px, float w)
{
    if (!s->turn[0]) {
        return 0;
    }
    float pad = 8 * ui->u + 3;
    float bh = ui_button_h(ui, 30, 8) / sqrtf(ui_text_scale(ui));
    return pad * 0.5f + turn_words_at(ui, s, px * 7 / 8, 0, 0, w - 2 * pad,
                                      false) +
           (s->turn_at < s->n ? pad * 0.3f + bh : 0) + pad * 0.4f;
}

void review_draw_summary(Ui *ui, const ReviewState *s)
{
    UiRect r = s->summary;
    ui_round(ui, r, 10 * ui->u + 2, UI_RGBA(246, 234, 210, 240));
    AiReviewSummary sum;
    ai_review_summary(s->rev, &sum);
    int px = s->sum_px;
    float pad = 8 * ui->u + 3, line = (float)px * 1.35f;
    /* where the game was lost, first: what a player reads it for */
    if (s->turn_h > 0) {
        turn_words_at(ui, s, px * 7 / 8, r.x + pad, r.y + pad * 0.5f,
                      r.w - 2 * pad, true);
        ui_line(ui, r.x + pad, r.y + s->turn_h, r.x + r.w - pad,
                r.y + s->turn_h, 1.0f, UI_RGBA(90, 58, 32, 90));
    }
    float y = r.y + s->turn_h + pad * 0.5f;
    for (int side = 0; side < 2; side++) {
        float cy = y + line / 2;
        ui_side_emblem(ui, side, r.x + pad + (float)px * 0.4f, cy,
                       (float)px * 0.32f);
        float x = r.x + pad + (float)px * 1.1f;
        /* the name and its accuracy; then the count of each symbol
         * (best and good moves have none) */
        cy += line * (float)draw_name_row(ui, s, &sum, side, r, x, cy, px,
                                          pad);
        char cell[80] = "";
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
        float wx[AI_MARK_COUNT];
        int wl[AI_MARK_COUNT];
        int tl = tally_lines(ui, &sum, side, px, x, r.x + r.w - pad, wx, wl);
        for (int m = 0; m < AI_MARK_COUNT; m++) {
            const char *symbol = review_mark_symbol((AiMark)m);
            /* in words, only the marks a side has, flowed over lines */
            if (!*symbol ||
                (ui->settings.mark_words && sum.marks[side][m] == 0)) {
                continue;
            }
            float ly = cy;
            if (ui->settings.mark_words) {
                x = wx[m];
                ly = cy + line * (float)wl[m];
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
                                review_mark_colour((AiMark)m), x, ly,
                                UI_LEFT | UI_MIDDLE,
                                ui_ellipsis(ui, UI_BOLD,
                                            ui->settings.mark_words ? px
                                                                    : mpx,
                                            room, cell, cut, sizeof cut)) +
                 (float)mpx * 0.8f;
        }
        y += line * side_rows(ui, s, &sum, side, px, r.w);
        cy += line * (float)(tl - 1);
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

