/* puzzle_draw.c: the puzzle screen's layout (the board, the sentence's panel, the buttons of what may be done now), its drawing and its dump for tests. */
#include "board/board.h"
#include "board/stage.h"
#include "kit/draw.h"
#include "kit/rect.h"
#include "kit/screen.h"
#include "kit/text.h"
#include "kit/ui_i18n.h"
#include "kit/widgets.h"
#include "screens/path.h"
#include "screens/progress.h"
#include "screens/puzzle/puzzle_screen.h"

#include "puzzle.h"

#include <stdio.h>
#include <string.h>

/* The buttons of the moves that are not sowing, in the middle of the
 * bottom row: Accept and Decline, Pass, Offer holes…, or while holes
 * are chosen, Make offer and Cancel. */
static void move_buttons(Ui *ui, PuzzleScreen *s, float by, float bw,
                         float bh, float gap)
{
    float ax = (float)ui->w / 2 - bw - gap / 2, mid = ((float)ui->w - bw) / 2;
    bool offer = s->shown.offer != 0;
    RulesMove pass = {RULES_MOVE_PASS, 0, 0};
    bool can_offer = ui_board_offerable(&s->shown) != 0;
    RulesMove sent = {RULES_MOVE_OFFER, 0, s->offer_sel};
    s->buttons[PB_ACCEPT] = (UiButton){{ax, by, bw, bh}, _("Accept"),
                                       PB_ACCEPT, offer, false};
    s->buttons[PB_DECLINE] = (UiButton){{ax + bw + gap, by, bw, bh},
                                        _("Decline"), PB_DECLINE, offer,
                                        false};
    s->buttons[PB_PASS] =
        (UiButton){{mid, by, bw, bh}, _("Pass"), PB_PASS,
                   !offer && rules_is_legal(&s->shown, pass, NULL), false};
    s->buttons[PB_OFFER] = (UiButton){{mid, by, bw, bh}, _("Offer holes…"),
                                      PB_OFFER,
                                      !offer && can_offer && !s->offering,
                                      false};
    s->buttons[PB_SEND] =
        (UiButton){{ax, by, bw, bh}, _("Make offer"), PB_SEND,
                   s->offering && rules_is_legal(&s->shown, sent, NULL),
                   true};
    s->buttons[PB_CANCEL] = (UiButton){{ax + bw + gap, by, bw, bh},
                                       _("Cancel"), PB_CANCEL, s->offering,
                                       false};
    if (s->offering && !s->buttons[PB_SEND].enabled) {
        /* shown, waiting for the holes: drawn dim, pressed in vain */
        s->buttons[PB_SEND].toggled = false;
    }
}

void puzzle_layout(Ui *ui, PuzzleScreen *s)
{
    float pad = 18 * ui->u + 6;
    float bh = ui_button_h(ui, 44, 8);
    float bw = 190 * ui->u + 20;
    float title_y, line_y, top = ui_heading(ui, &title_y, &line_y);
    /* larger text, a taller panel for the sentences (the board smaller) */
    float ts = ui_text_scale(ui);
    float text_h = (float)ui->h * 0.2f * (1 + (ts - 1) * 0.7f);
    text_h = text_h > (float)ui->h * 0.34f ? (float)ui->h * 0.34f : text_h;
    s->text_box = (UiRect){pad, (float)ui->h - pad - bh - pad * 0.6f - text_h,
                           (float)ui->w - 2 * pad, text_h};
    UiRect area = {pad, top, (float)ui->w - 2 * pad,
                   s->text_box.y - top - pad * 0.6f};
    RulesPosition p = s->shown;
    if (!puzzle_cur(s)) {
        rules_setup(&p, s->game, 0);
    }
    ui_board_layout_text((RulesGameId)p.game, p.holes_per_row, area,
                         ui_text_scale(ui), &s->L);
    float by = (float)ui->h - pad - bh, gap = pad * 0.6f;
    for (int i = 0; i < PB_N; i++) {
        s->buttons[i] = (UiButton){{0, 0, 0, 0}, "", i, false, false};
    }
    s->buttons[PB_BACK] = (UiButton){{pad, by, bw, bh}, _("Back"), PB_BACK,
                                     true, false};
    /* the list of puzzles, top right, level with the title */
    float lh = ui_button_h(ui, 36, 6);
    s->buttons[PB_LIST] =
        (UiButton){{(float)ui->w - pad - bw, pad * 0.6f, bw, lh},
                   _("All puzzles"), PB_LIST, puzzle_cur(s) != NULL, false};
    /* the game's switch, top left: the next game's puzzles (issue 52:
     * they followed the last game played, with no way to change) */
    s->buttons[PB_GAME] =
        (UiButton){{pad, pad * 0.6f, bw, lh}, rules_game_title(s->game),
                   PB_GAME, true, false};
    float right = (float)ui->w - pad - bw;
    s->buttons[PB_NEXT] = (UiButton){{right, by, bw, bh}, _("Next puzzle"),
                                     PB_NEXT, s->phase == PZ_SOLVED ||
                                                  s->phase == PZ_FAILED,
                                     false};
    s->buttons[PB_AGAIN] = (UiButton){{right - bw - gap, by, bw, bh},
                                      _("Try again"), PB_AGAIN,
                                      s->phase == PZ_FAILED, false};
    /* once solved, the answer can be played again, slowly, with why
     * (issue 52: no way to see the winning line) */
    bool solved = s->phase == PZ_SOLVED;
    s->buttons[PB_SHOW] =
        (UiButton){{right - (solved ? 1 : 2) * (bw + gap), by, bw, bh},
                   solved ? _("Play the answer") : _("See the answer"),
                   PB_SHOW, s->phase == PZ_FAILED || solved, false};
    if (s->phase == PZ_ASK && puzzle_cur(s)) {
        s->buttons[PB_HINT] = (UiButton){
            {right, by, bw, bh}, _("Hint (H)"), PB_HINT, !s->hinted, false};
        move_buttons(ui, s, by, bw, bh, gap);
    }
    if (s->focus >= 0) {
        /* off a button gone; the keys on the board (-1) stay there */
        ui_buttons_keep_focus(s->buttons, PB_N, &s->focus);
    }
    /* a notice goes over the line under the title, clear of the board,
     * the sentence and every button */
    float hy = line_y - (float)ui_px(ui, 20) * 0.9f;
    ui->notice_room = (UiRect){pad, hy, (float)ui->w - 2 * pad,
                               top - pad * 0.3f - hy};
}

/* The sentences under the goal: what was said, and while the streak is at
 * stake what the hint costs, said before it is used (issue 52). */
static void shown_words(const PuzzleScreen *s, char *buf, size_t size)
{
    snprintf(buf, size, "%s", s->phase != PZ_WRONG ? s->said : "");
    if (s->phase == PZ_ASK && !s->hinted && !s->rated) {
        size_t at = strlen(buf);
        snprintf(buf + at, size - at, "%s%s", at ? " " : "",
                 _("A hint (H) shows the theme and where to look, but ends "
                   "your streak."));
    }
}

static void draw_text(Ui *ui, PuzzleScreen *s)
{
    UiRect b = s->text_box;
    ui_panel(ui, b);
    float pad = 18 * ui->u + 6;
    float x = b.x + pad, w = b.w - 2 * pad, y = b.y + pad * 0.7f;
    const PuzzleGameRecord *gr = &s->record.games[s->game];
    if (gr->history_len >= 2 && b.w > 500 * ui->u) {
        float cw = b.w * 0.2f;
        ui_rating_chart(ui, gr, (UiRect){b.x + b.w - pad - cw,
                                         b.y + pad * 0.6f, cw, b.h * 0.6f});
        w -= cw + pad;
    }
    int px = ui_px(ui, 22), spx = ui_px(ui, 19), mpx = ui_px(ui, 15);
    float tick = 0;
    if (s->phase == PZ_SOLVED && !s->failed) {
        /* solved at the first try: a tick ends the goal's line */
        tick = (float)ui_px(ui, 22);
        ui_tick(ui, x + w - tick, y + tick * 0.6f, tick);
    }
    char goal[500], more[300] = "";
    puzzle_goal_words(ui, s, goal, sizeof goal);
    y += (float)ui_text_wrap(ui, UI_BOLD, px, ui_ink, x, y, w - tick * 2.4f,
                             true, goal);
    y += (float)px * 0.35f;
    if (s->phase == PZ_SOLVED) {
        puzzle_more_words(s, more, sizeof more);
    }
    UiColor tone = s->phase == PZ_SOLVED || s->phase == PZ_RIGHT ||
                           s->phase == PZ_REPLY
                       ? UI_RGB(40, 110, 40)
                   : s->failed && s->phase != PZ_ASK ? UI_RGB(150, 60, 30)
                                                     : UI_RGB(70, 44, 20);
    if (s->phase == PZ_ASK && !s->said[0]) {
        /* the keys of what may be done: no hole to click while an offer
         * waits for its answer */
        snprintf(more, sizeof more, "%s",
                 s->offering ? _("Click the holes to offer, then Make offer")
                 : s->shown.offer
                     ? _("Accept or Decline under the board (A, D) · F1: "
                         "keys")
                     : _("Click a hole, or Left, Right and Enter · F1: "
                         "keys"));
    }
    char words[2000];
    shown_words(s, words, sizeof words);
    if (words[0]) {
        float room = b.y + b.h - y - pad * 0.3f -
                     (more[0] ? (float)mpx * 1.4f : 0);
        /* smaller words until they fit above the line under them (a
         * trade's why at 200 % ran over it), down to 60 % */
        int fpx = spx;
        while (fpx > spx * 6 / 10 &&
               (float)ui_text_wrap(ui, UI_SANS, fpx, tone, x, y, w, false,
                                   words) > room) {
            fpx--;
        }
        ui_text_wrap(ui, UI_SANS, fpx, tone, x, y, w, true, words);
    }
    if (more[0]) {
        /* what the next puzzle brings: the path's step, the streak */
        char cut[300];
        /* its middle clear of the panel's edge at any text size (at
         * 150 % it sat on the edge) */
        float foot = pad * 0.3f + (float)mpx * 0.6f;
        ui_text(ui, UI_BOLD, mpx, UI_RGB(150, 100, 50), x + w,
                b.y + b.h - (foot > pad * 0.5f ? foot : pad * 0.5f),
                UI_RIGHT | UI_MIDDLE,
                ui_ellipsis(ui, UI_BOLD, mpx, w, more, cut, sizeof cut));
    }
}

/* The line under the title: the puzzle's heading, then small labels of
 * its difficulty, the rating, the streak and the puzzles solved, in a
 * row from the left; smaller, down to 60 %, where it is wider than the
 * window. */
static void draw_header(Ui *ui, const PuzzleScreen *s, float pad,
                        float line_y)
{
    char parts[PZ_HEAD_N][80];
    puzzle_header_parts(s, parts);
    int base = ui_px(ui, 20), px = base;
    float width = (float)ui->w - 2 * pad, total = 0, gap = 0, in = 0;
    for (; px >= base * 6 / 10; px--) {
        gap = (float)px * 0.5f;
        in = (float)px * 0.55f;
        total = 0;
        for (int i = 0; i < PZ_HEAD_N; i++) {
            int w = 0, h = 0;
            ui_text_size(ui, i ? UI_SANS : UI_BOLD, i ? px * 85 / 100 : px,
                         parts[i], &w, &h);
            total += (float)w + (i ? 2 * in + gap : 0);
        }
        if (total <= width) {
            break;
        }
    }
    float x = pad, cy = line_y - (float)base * 0.6f + (float)px * 0.6f;
    x += (float)ui_text(ui, UI_BOLD, px, UI_RGB(240, 222, 190), x, cy,
                        UI_LEFT | UI_MIDDLE, parts[0]);
    int ppx = px * 85 / 100;
    for (int i = 1; i < PZ_HEAD_N; i++) {
        int w = 0, h = 0;
        ui_text_size(ui, UI_SANS, ppx, parts[i], &w, &h);
        UiRect r = {x + gap, cy - (float)ppx * 0.75f, (float)w + 2 * in,
                    (float)ppx * 1.5f};
        if (r.x + r.w > pad + width) {
            break; /* (never at 60 %: the window's narrowest is 800) */
        }
        ui_round(ui, r, r.h / 2, UI_RGBA(60, 36, 18, 190));
        ui_round_line(ui, r, r.h / 2, 1.5f * ui->u + 0.5f,
                      UI_RGBA(240, 222, 190, 120));
        ui_text(ui, UI_SANS, ppx, UI_RGB(240, 222, 190), r.x + in, cy,
                UI_LEFT | UI_MIDDLE, parts[i]);
        x = r.x + r.w;
    }
}

/* The hint's ring round the holes where the answer is. */
static void draw_hint(Ui *ui, const PuzzleScreen *s)
{
    uint64_t ring = puzzle_hint_holes(s);
    for (int h = 0; h < s->L.hole_count; h++) {
        if ((ring >> h) & 1) {
            ui_ring(ui, s->L.pit_x[h], s->L.pit_y[h], s->L.pit_r * 1.18f,
                    4 * ui->u + 2, UI_RGBA(120, 230, 140, 230));
        }
    }
}

void puzzle_draw(Ui *ui, void *st)
{
    PuzzleScreen *s = st;
    puzzle_layout(ui, s);
    float pad = 18 * ui->u + 6;
    const Puzzle *pz = puzzle_cur(s);
    if (pz) {
        uint64_t playable = 0;
        if (s->phase == PZ_ASK && s->offering) {
            playable = ui_board_offerable(&s->shown);
        } else if (s->phase == PZ_ASK && !s->shown.offer) {
            playable = ui_board_playable(&s->shown);
        }
        ui_learn_board_draw(ui, &s->L, &s->shown, &s->anim, playable,
                            s->offering ? s->offer_sel : 0,
                            s->phase == PZ_ASK ? s->hover : -1, NULL);
        draw_hint(ui, s);
    } else {
        ui_background(ui);
    }
    char title[160];
    snprintf(title, sizeof title, _("Puzzles: %s"), rules_game_title(s->game));
    /* the title and the line under it apart at any text size (issue 51:
     * at 150 % they overlapped) */
    float title_y, line_y;
    ui_heading(ui, &title_y, &line_y);
    ui_text(ui, UI_SERIF, ui_px(ui, 40), UI_RGB(252, 226, 170),
            (float)ui->w / 2, title_y, UI_CENTER | UI_MIDDLE, title);
    if (!pz) {
        ui_text_wrap(ui, UI_BOLD, ui_px(ui, 20), UI_RGB(255, 200, 170), pad,
                     (float)ui->h * 0.4f, (float)ui->w - 2 * pad, true,
                     s->error);
        ui_button_draw(ui, &s->buttons[PB_BACK], s->focus == PB_BACK);
        ui_cycle_button_draw(ui, &s->buttons[PB_GAME], s->focus == PB_GAME,
                             NULL);
        return;
    }
    draw_header(ui, s, pad, line_y);
    draw_text(ui, s);
    for (int i = 0; i < PB_N; i++) {
        if (i == PB_GAME) {
            ui_cycle_button_draw(ui, &s->buttons[i], i == s->focus, NULL);
        } else if (s->buttons[i].enabled || (i == PB_SEND && s->offering)) {
            ui_button_draw(ui, &s->buttons[i], i == s->focus);
        }
    }
    /* the celebration between Back and the buttons on the right (Play
     * the answer, once solved, then Next puzzle) */
    UiRect back = s->buttons[PB_BACK].r, next = s->buttons[PB_NEXT].r;
    if (s->buttons[PB_SHOW].enabled) {
        next = s->buttons[PB_SHOW].r;
    }
    ui_cheer_draw(ui, &s->cheer,
                  (UiRect){back.x + back.w + pad, back.y + back.h * 0.1f,
                           next.x - back.x - back.w - 2 * pad, back.h * 0.8f});
}

void puzzle_dump(Ui *ui, void *st, FILE *f)
{
    PuzzleScreen *s = st;
    const Puzzle *pz = puzzle_cur(s);
    puzzle_layout(ui, s);
    fprintf(f, "screen puzzle\ngame %s\nphase %d\nfocus %d\n",
            rules_game_name(s->game), (int)s->phase, s->focus);
    if (pz) {
        char goal[500], m[RULES_MOVE_TEXT_MAX];
        puzzle_goal_words(ui, s, goal, sizeof goal);
        fprintf(f,
                "puzzle %d\nindex %zu\nof_the_day %d\nstep %d\ngoal %s\n"
                "said %s\n",
                pz->id, s->index, s->of_the_day ? 1 : 0, s->step, goal,
                s->said);
        if (s->phase == PZ_ASK) {
            rules_move_format(pz->line[s->step], m, sizeof m);
            fprintf(f, "expect %s\nlegal", m);
            RulesMove moves[RULES_MAX_MOVES];
            int n = rules_legal_moves(&s->shown, moves);
            for (int i = 0; i < n; i++) {
                rules_move_format(moves[i], m, sizeof m);
                fprintf(f, " %s", m);
            }
            fprintf(f, "\n");
        }
        char words[2000];
        shown_words(s, words, sizeof words);
        fprintf(f, "words %s\n", words);
        char parts[PZ_HEAD_N][80];
        puzzle_header_parts(s, parts);
        fprintf(f, "header");
        for (int i = 0; i < PZ_HEAD_N; i++) {
            fprintf(f, "%s%s", i ? " | " : " ", parts[i]);
        }
        fprintf(f, "\n");
        const PuzzleGameRecord *gr = &s->record.games[s->game];
        fprintf(f, "rating %d\nstreak %d\nsolved %d\ncheer %s\n",
                gr->rating, gr->streak, gr->solved,
                s->cheer.on ? s->cheer.text : "-");
        uint64_t ring = puzzle_hint_holes(s);
        fprintf(f, "offering %d %u\nhint %d", s->offering ? 1 : 0,
                (unsigned)s->offer_sel, s->hinted ? 1 : 0);
        for (int h = 0; h < RULES_MAX_HOLES; h++) {
            if ((ring >> h) & 1) {
                fprintf(f, " %d", h);
            }
        }
        fprintf(f, "\n");
    }
    ui_board_dump(&s->L, f);
    ui_buttons_dump(s->buttons, PB_N, f);
    fprintf(f, "text_box %d %d %d %d\n", (int)s->text_box.x,
            (int)s->text_box.y, (int)s->text_box.w, (int)s->text_box.h);
}
