/* result/scr_result.c: the end of a game as a moment: the winner large, the final board with its seeds counted into the stores or piles, the score, the buttons and what they do (result_words.c says what ended the game, match points and the headline). */
#include "board/ai_play.h"
#include "board/anim.h"
#include "board/board.h"
#include "board/who.h"
#include "board/look.h"
#include "kit/draw.h"
#include "kit/rect.h"
#include "kit/screen.h"
#include "kit/settings.h"
#include "kit/sound.h"
#include "kit/text.h"
#include "kit/ui_i18n.h"
#include "kit/widgets.h"
#include "screens/cheer.h"
#include "screens/path.h"
#include "screens/record/record_ui.h"
#include "screens/rooms.h"
#include "screens/saves.h"
#include "screens/result/scr_result.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "screens/result/result_screen.h"
/* The result's buttons, their last row ending at `bottom`; returns their
 * top. Each label reads whole at one size (issue 58: six buttons drew
 * four sizes, "Next game" wrapped small): one row, else two or more. A
 * match under way has Next game first, ringed and twice as wide (a row of
 * its own over two), and no Play again (the match again from 0–0); once
 * a match is over, Play again says what it does: New match. */
static float layout_buttons(Ui *ui, ResultState *s, float x, float iw,
                            float bottom, float bh, float gap, bool one_row)
{
    bool goes_on = result_match_goes_on(s);
    const char *labels[RES_N] = {result_is_match(s) ? _("New match")
                                             : _("Play again"),
                                 _("Next game"), _("Replay"), _("Review"),
                                 _("Save"), _("Menu")};
    UiButton row[RES_PATH];
    int n = 0;
    for (int i = 0; i < RES_PATH; i++) {
        bool shown = i != (goes_on ? RES_AGAIN : RES_NEXT);
        s->buttons[i] = (UiButton){{x, bottom, 0, 0}, labels[i], i, shown,
                                   goes_on && i == RES_NEXT};
        if (shown && i != RES_NEXT) {
            row[n++] = s->buttons[i];
        }
    }
    int px = (int)(bh * 0.46f); /* ui_button_draw's size: none shrinks */
    if (one_row) {
        /* no room for two rows: one, Next game first, each button as
         * wide as its words need, all cut down alike when they need more
         * than the row (result_draw then sizes the words to fit) */
        float need[RES_PATH] = {0}, sum = 0, avail = iw + gap, bx = x;
        for (int i = 0; i < RES_PATH; i++) { /* (Next game is first) */
            int tw = 0, th;
            if (s->buttons[i].enabled) {
                ui_text_size(ui, UI_BOLD, px, labels[i], &tw, &th);
                need[i] = (float)tw + 8 + bh * 0.3f;
                sum += need[i];
                avail -= gap;
            }
        }
        float scale = sum > avail ? avail / sum : 1;
        float extra = sum > avail ? 0 : (avail - sum) / (float)(n + goes_on);
        for (int i = 0; i < RES_PATH; i++) {
            float bw = need[i] > 0 ? need[i] * scale + extra : 0;
            s->buttons[i].r = (UiRect){bx, bottom - bh, bw, bw > 0 ? bh : 0};
            bx += bw > 0 ? bw + gap : 0;
        }
        return bottom - bh;
    }
    /* one row, Next game two shares wide, when every label fits */
    int shares = n + (goes_on ? 2 : 0);
    float bw = (iw - (float)(shares - 1) * gap) / (float)shares;
    bool fit = true;
    for (int i = 0; i < RES_PATH && fit; i++) {
        int tw, th;
        float w = i == RES_NEXT ? 2 * bw + gap : bw;
        ui_text_size(ui, UI_BOLD, px, labels[i], &tw, &th);
        fit = !s->buttons[i].enabled || (float)tw <= w - 8;
    }
    float top = bottom - bh, nx = x;
    if (fit && goes_on) {
        nx += 2 * (bw + gap);
        s->buttons[RES_NEXT].r = (UiRect){x, top, 2 * bw + gap, bh};
    }
    float rows_top = ui_buttons_rows(ui, row, n, nx, x + iw - nx, bottom,
                                     bh, gap);
    if (!fit && goes_on) {
        top = rows_top - gap - bh;
        s->buttons[RES_NEXT].r = (UiRect){x + iw / 4, top, iw / 2, bh};
    } else {
        top = rows_top;
    }
    for (int i = 0; i < n; i++) {
        s->buttons[row[i].id].r = row[i].r;
    }
    return top;
}

/* No room for the board, and the title, the cards and the lines under
 * them taller than what is left above `bottom` (issue 52: at 200 % in a
 * 1280x720 window the cards covered the title, the winner's badge the
 * match's score): the title a size smaller, then the cards lower, then
 * no badge row. */
static void squeeze(Ui *ui, ResultState *s, float *top, float *card_h,
                    float bottom)
{
    float gap = 12 * ui->u + 4;
    float over = *top + *card_h + gap - bottom;
    int least = (int)((float)s->head_px * 0.6f);
    while (over > 0 && s->head_px > least) {
        s->head_px--;
        *top -= 1.5f;
        over -= 1.5f;
    }
    float low = (96 * ui->u + 20) * 0.75f;
    if (over > 0) {
        float cut = fminf(over, *card_h - low);
        *card_h -= cut;
        over -= cut;
    }
    s->cheer_row = over <= 0;
}

static void layout(Ui *ui, ResultState *s)
{
    float w = 980 * ui->u + 80, h = (float)ui->h * 0.94f;
    w = w > (float)ui->w * 0.94f ? (float)ui->w * 0.94f : w;
    s->box = (UiRect){((float)ui->w - w) / 2, ((float)ui->h - h) / 2, w, h};
    float pad = 24 * ui->u + 6, gap = 12 * ui->u + 4;
    float bh = ui_button_h(ui, 46, 8);
    float x = s->box.x + pad, iw = w - 2 * pad;
    s->head_y = s->box.y + pad * 0.7f;
    s->head_px = ui_px(ui, 50);
    float top = s->head_y + (float)s->head_px * 1.5f;
    float card_h = 96 * ui->u + 20;
    float text_h = result_lines(ui, s, x, 0, iw, false);
    s->cheer_row = true;
    /* the path's row: the step done, the next step's button */
    bool path_row =
        s->cheer.on || (s->path_step >= 0 && !result_match_goes_on(s));
    float least = top + card_h + gap + text_h + gap + (path_row ? bh + gap : 0);
    float by = layout_buttons(ui, s, x, iw, s->box.y + h - pad, bh, gap,
                              false);
    if (by < least) {
        by = layout_buttons(ui, s, x, iw, s->box.y + h - pad, bh, gap, true);
    }
    float ry = by - (path_row ? bh + gap : 0);
    /* the board takes what the words leave */
    float board_h = ry - gap - text_h - gap - card_h - gap - top;
    if (board_h < 120 * ui->u + 30) {
        float top0 = top, card0 = card_h;
        squeeze(ui, s, &top, &card_h, ry - gap - text_h - gap);
        if (!s->cheer_row && (s->path_step < 0 || result_match_goes_on(s))) {
            /* no badge and no path button: no row, its room to the
             * title and the cards */
            ry = by;
            top = top0;
            card_h = card0;
            s->head_px = ui_px(ui, 50);
            squeeze(ui, s, &top, &card_h, ry - gap - text_h - gap);
            s->cheer_row = false;
        }
    }
    /* a board squeezed too small to read (issue 58: at 200 % in a
     * 1280x720 window, a strip with cut store labels) is left out: the
     * cards say the score */
    s->board = board_h >= 120 * ui->u + 30;
    UiRect area = {x, top, iw, s->board ? board_h : 40};
    ui_board_layout((RulesGameId)s->end.game, s->end.holes_per_row, area,
                    &s->L);
    /* nor one whose counts would be too small to read (issue 58: 5 px
     * digits in a 1280x720 window) */
    s->board = s->board && s->L.count_px >= 12;
    /* the board is as tall as its width allows: close the gap below it */
    float board_bottom = s->L.board.y + s->L.board.h;
    for (int side = 0; side < 2; side++) {
        float sb = s->L.store[side].y + s->L.store[side].h;
        board_bottom = sb > board_bottom ? sb : board_bottom;
    }
    float spare = area.y + area.h - board_bottom;
    if (spare > 0) {
        /* share the spare room above and below the board */
        UiRect moved = {area.x, area.y + spare / 2, area.w, area.h - spare};
        ui_board_layout((RulesGameId)s->end.game, s->end.holes_per_row,
                        moved, &s->L);
    }
    float cy = area.y + area.h + gap - (spare > 0 ? spare / 2 : 0);
    if (!s->board) {
        cy = top + fmaxf(0, (ry - gap - text_h - gap - card_h - top) / 2);
    }
    s->cards = (UiRect){x, cy, iw, card_h};
    s->text_y = cy + card_h + gap;
    bool goes_on = result_match_goes_on(s);
    bool path = s->path_step >= 0 && !goes_on;
    float pw = s->cheer.on ? iw * 0.44f : iw * 0.5f;
    s->buttons[RES_PATH] = (UiButton){
        {s->cheer.on ? x + iw - pw : x + (iw - pw) / 2, ry, path ? pw : 0,
         path ? bh : 0},
        s->path_label, RES_PATH, path, false};
    s->cheer_r = (UiRect){x, ry + bh * 0.1f, path ? iw - pw - gap : iw,
                          bh * 0.8f};
    if (s->focus >= 0) {
        /* no ring until Tab or an arrow asks for one (issue 51) */
        ui_buttons_keep_focus(s->buttons, RES_N, &s->focus);
    }
}

static void finish_count(Ui *ui, ResultState *s)
{
    s->counting = false;
    s->shown[0] = s->end.captured[0];
    s->shown[1] = s->end.captured[1];
    ui->dirty = true;
}

/* Was this game lost by the player, against the computer? */
static bool lost_to_computer(const ResultState *s)
{
    int cpu = s->setup.computer & 3;
    return (cpu == 1 || cpu == 2) &&
           s->end.winner == (cpu == 1 ? RULES_WINNER_SOUTH
                                      : RULES_WINNER_NORTH);
}

/* Was this game won by the player, against the computer? */
static bool won_against_computer(const ResultState *s)
{
    int cpu = s->setup.computer & 3;
    return (cpu == 1 || cpu == 2) &&
           s->end.winner == (cpu == 1 ? RULES_WINNER_NORTH
                                      : RULES_WINNER_SOUTH);
}

/* Two people played: the winner's moment, by how many seeds when the
 * piles decide ("Lan won by 12 seeds"), else by the name alone. */
static void cheer_two_players(Ui *ui, ResultState *s)
{
    const RulesPosition *p = &s->end;
    if (p->winner != RULES_WINNER_SOUTH && p->winner != RULES_WINNER_NORTH) {
        return;
    }
    int w = p->winner == RULES_WINNER_SOUTH ? 0 : 1;
    const char *name = ui_who(ui, s->setup.computer).names[w];
    int by = p->captured[w] - p->captured[1 - w];
    char line[240];
    if (rules_game_info((RulesGameId)p->game)->scoring ==
            RULES_SCORING_PILES &&
        by > 0) {
        /* TRANSLATORS: two people played; the winner's name and how many
         * seeds more they have in their store */
        snprintf(line, sizeof line,
                 P_("%s won by %d seed", "%s won by %d seeds", (size_t)by),
                 name, by);
    } else {
        /* TRANSLATORS: two people played; the winner's name */
        snprintf(line, sizeof line, _("Well played, %s!"), name);
    }
    ui_cheer_start(ui, &s->cheer, line);
}

/* A win that did no step of the path is celebrated too, with the wins
 * at its level growing: "Won against Club · 3 wins at this level". */
static void cheer_win(Ui *ui, ResultState *s)
{
    if (!s->cheer.on && !s->setup.computer && s->match.fresh) {
        cheer_two_players(ui, s);
    }
    if (s->cheer.on || !won_against_computer(s)) {
        return;
    }
    long n = ui_record_wins(ui, (RulesGameId)s->end.game, s->setup.level);
    if (n < 1) {
        return; /* not counted (no data folder): nothing to tell */
    }
    char line[240];
    /* TRANSLATORS: a game won against the computer: its level, and the
     * games won at that level so far, this one counted */
    snprintf(line, sizeof line,
             P_("Won against %s · %ld win at this level",
                "Won against %s · %ld wins at this level", (size_t)n),
             ui_level_label(s->setup.level), n);
    ui_cheer_start(ui, &s->cheer, line);
}

static void activate(Ui *ui, ResultState *s, int id)
{
    RulesGameId game = (RulesGameId)s->end.game;
    int step = s->path_step;
    switch (id) {
    case RES_PATH:
        if (step == UI_PATH_STEPS - 1 && lost_to_computer(s)) {
            ui_rooms.game_review(ui); /* the step is this game's review */
        } else {
            ui_pop_to_title(ui);
            ui_path_go(ui, game, step);
        }
        break;
    case RES_AGAIN:
        ui_pop(ui);
        ui_rooms.game_new_round(ui, false);
        break;
    case RES_NEXT:
        ui_pop(ui);
        ui_rooms.game_new_round(ui, true);
        break;
    case RES_REPLAY:
        ui_rooms.game_start_replay(ui);
        break;
    case RES_REVIEW:
        ui_rooms.game_review(ui);
        break;
    case RES_SAVE:
        ui_rooms.game_save(ui);
        break;
    case RES_MENU:
        ui_pop_to_title(ui);
        break;
    default:
        break;
    }
}

static void result_input(Ui *ui, void *st, const SDL_Event *e)
{
    ResultState *s = st;
    layout(ui, s);
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_ESCAPE) {
        ui_pop(ui); /* back to the final board */
        return;
    }
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_s &&
        (e->key.keysym.mod & KMOD_CTRL)) {
        ui_rooms.game_save(ui);
        return;
    }
    if (e->type == SDL_KEYDOWN && e->key.repeat) {
        /* a key held to hurry the last move's seeds goes on repeating
         * here: it presses nothing (issue 51: it opened Review) */
        return;
    }
    if (e->type == SDL_KEYDOWN || e->type == SDL_MOUSEBUTTONUP) {
        bool moving = s->counting || ui_cheer_moving(&s->cheer);
        if (s->counting) {
            finish_count(ui, s); /* a key or click: the count at once */
        }
        ui_cheer_skip(ui, &s->cheer);
        if (moving && e->type == SDL_KEYDOWN) {
            /* a key that only hurried the count or the celebration does
             * nothing else: the player has not seen the buttons yet
             * (issue 51; Space pressed Play again, issue 52); a click on
             * a button still presses it */
            return;
        }
    }
    if (s->focus < 0 && e->type == SDL_KEYDOWN &&
        (e->key.keysym.sym == SDLK_RETURN ||
         e->key.keysym.sym == SDLK_KP_ENTER ||
         e->key.keysym.sym == SDLK_SPACE)) {
        /* no ring yet: Enter presses nothing (issue 51: Enter mashed to
         * end a game started three new ones unseen) but says how */
        ui_notice(ui, false, _("Tab or arrows choose a button"));
        return;
    }
    int hit = ui_buttons_input(ui, s->buttons, RES_N, &s->focus, e);
    if (hit >= 0) {
        activate(ui, s, hit);
    }
}

/* The count goes up seed by seed, both sides together, then stands. */
static int result_update(Ui *ui, void *st, uint32_t dt)
{
    ResultState *s = st;
    int cheer = ui_cheer_update(ui, &s->cheer, dt);
    if (!s->counting) {
        return cheer;
    }
    s->t += dt;
    if (s->t >= s->count_ms) {
        finish_count(ui, s);
        return cheer;
    }
    for (int side = 0; side < 2; side++) {
        int n = (int)((uint64_t)s->end.captured[side] * s->t / s->count_ms);
        if (n > s->shown[side]) {
            ui_sound_play(ui->sound, UI_SFX_DROP_STORE, 0, 0.5f);
            s->shown[side] = n;
        }
    }
    ui->dirty = true;
    return 16;
}

/* One player's count, large; the winner's card lit up. */
static void score_card(Ui *ui, UiRect r, int side, const char *name, int n,
                       const char *word, bool won)
{
    float rad = r.h * 0.16f;
    ui_round(ui, r, rad, won ? UI_RGB(250, 222, 160) : UI_RGB(232, 216, 190));
    if (won) {
        ui_round_line(ui, r, rad, 3 * ui->u + 1, ui_accent);
    }
    float em = r.h * 0.13f, ex = r.x + r.h * 0.3f;
    ui_side_emblem(ui, side, ex, r.y + r.h * 0.3f, em);
    int npx = ui_px(ui, 22);
    float tx = ex + em * 2;
    ui_text_fit(ui, UI_BOLD, npx, ui_ink, tx,
                r.y + r.h * 0.3f - (float)npx * 0.7f, r.x + r.w - tx - em,
                name);
    ui_text(ui, UI_SANS, ui_px(ui, 16), UI_RGB(110, 74, 44), tx,
            r.y + r.h * 0.72f, UI_LEFT | UI_MIDDLE, word);
    char num[16];
    snprintf(num, sizeof num, "%d", n);
    ui_text(ui, UI_SERIF, (int)(r.h * 0.62f), ui_ink, r.x + r.w - r.h * 0.3f,
            r.y + r.h * 0.55f, UI_RIGHT | UI_MIDDLE, num);
}

static void result_draw(Ui *ui, void *st)
{
    ResultState *s = st;
    layout(ui, s);
    const RulesPosition *p = &s->end;
    const char *const *names = ui_who(ui, s->setup.computer).names;
    /* the final board, the seeds going into the stores */
    uint16_t captured[2] = {(uint16_t)s->shown[0], (uint16_t)s->shown[1]};
    uint16_t counts[RULES_MAX_HOLES];
    UiBoardView v = ui_board_view_still(p, counts);
    v.captured = captured;
    v.face_to_face = ui->settings.face_to_face;
    v.names[0] = names[0];
    v.names[1] = names[1];
    UiRect b = s->box;
    /* The screen below (which no input reaches while this one is up),
     * the veil, the panel and its board's wood in one layer: the count
     * redraws only what moves. */
    uint64_t key = ui_board_base_key(&s->L, &v);
    key = ui_hash(key, &b, sizeof b);
    key = ui_hash(key, "result", 6);
    if (ui_layer_begin(ui, key)) {
        ui_draw_below(ui, st);
        ui_dim(ui, 150);
        ui_panel(ui, b);
        if (s->board) {
            ui_board_draw_base(ui, &s->L, &v);
        }
        ui_layer_end(ui);
    }
    /* "Saved as …" over the lines on why the game ended, never over the
     * scores (issue 51) nor a button under them (the path's step, round
     * 2 of issue 51) */
    float foot = s->buttons[RES_AGAIN].r.y;
    for (int i = 0; i < RES_N; i++) {
        UiRect r = s->buttons[i].r;
        if (s->buttons[i].enabled && r.w > 0 && r.y >= s->text_y) {
            foot = r.y < foot ? r.y : foot;
        }
    }
    ui->notice_room = (UiRect){s->cards.x, s->text_y, s->cards.w,
                               foot - s->text_y};
    bool decided = p->winner == RULES_WINNER_SOUTH ||
                   p->winner == RULES_WINNER_NORTH;
    int w = p->winner == RULES_WINNER_SOUTH ? 0 : 1;
    char head[160], cut[200];
    result_headline(ui, s, head, sizeof head);
    float pad = 24 * ui->u + 6;
    int hpx = s->head_px;
    ui_text(ui, UI_SERIF, hpx, UI_RGB(120, 60, 16), b.x + b.w / 2, s->head_y,
            UI_CENTER,
            ui_ellipsis(ui, UI_SERIF, hpx, b.w - 2 * pad, head, cut,
                        sizeof cut));
    if (s->board) {
        ui_board_draw_top(ui, &s->L, &v);
    }
    const char *word = _(ui_capture_words((RulesGameId)p->game)->result);
    float gap = pad * 0.6f, cw = (s->cards.w - gap) / 2;
    for (int side = 0; side < 2; side++) {
        UiRect r = {s->cards.x + (float)side * (cw + gap), s->cards.y, cw,
                    s->cards.h};
        score_card(ui, r, side, names[side], s->shown[side], word,
                   decided && side == w && !s->counting);
    }
    if (!s->counting) {
        /* the lines give the final numbers ("won with 19/36"): they
         * wait for the count, never beside "15 / 17" (issue 51) */
        result_lines(ui, s, s->cards.x, s->text_y, s->cards.w, true);
    }
    if (s->cheer_row) {
        ui_cheer_draw(ui, &s->cheer, s->cheer_r);
    }
    /* the row's words at one size (issue 52); the path's step apart */
    ui_buttons_draw_alike(ui, s->buttons, RES_PATH, s->focus, NULL, 0);
    if (s->buttons[RES_PATH].r.w > 0) {
        ui_button_draw(ui, &s->buttons[RES_PATH], s->focus == RES_PATH);
    }
}

static void result_leave(Ui *ui, void *st)
{
    (void)ui;
    free(st);
}

static void result_dump(Ui *ui, void *st, FILE *f)
{
    ResultState *s = st;
    static const char *const w[] = {"none", "south", "north", "draw"};
    fprintf(f, "screen result\nholes");
    for (int i = 0; i < s->end.hole_count; i++) {
        fprintf(f, " %d", s->end.holes[i]);
    }
    char ended[400], head[160];
    result_ended_by(ui, s, ended, sizeof ended);
    result_headline(ui, s, head, sizeof head);
    fprintf(f, "\nwinner %s\ncaptured %d %d\nglory %d\n"
               "points %d\nmatch %d %d %d\ncounting %d\ncounted %d %d\n"
               "ended %s\nhead %s\n",
            w[s->end.winner & 3], s->end.captured[0], s->end.captured[1],
            rules_result_note(&s->end) == RULES_RULE_NONE,
            rules_game_info((RulesGameId)s->end.game)->points
                ? rules_match_points(&s->end)
                : 0,
            s->match.target, s->match.points[0], s->match.points[1],
            s->counting ? 1 : 0, s->shown[0], s->shown[1], ended, head);
    fprintf(f, "path_next %d\ncheer %s\n", s->path_step,
            s->cheer.on ? s->cheer.text : "-");
    bool praise;
    result_hints_line(ui, s, ended, sizeof ended, &praise);
    fprintf(f, "hints %d %d\nhints_line %s\n", s->match.hints[0],
            s->match.hints[1], ended[0] ? ended : "-");
    if (rules_game_info((RulesGameId)s->end.game)->points && result_is_match(s)) {
        result_points_line(ui, s, ended, sizeof ended);
        fprintf(f, "points_why %s\n", ended);
    }
    layout(ui, s);
    float lines = result_lines(ui, s, s->cards.x, 0, s->cards.w, false);
    fprintf(f, "cards %d %d %d %d\nlines_bottom %d\ncheer_row %d\n",
            (int)s->cards.x, (int)s->cards.y, (int)s->cards.w,
            (int)s->cards.h, (int)(s->text_y + lines), s->cheer_row ? 1 : 0);
    ui_buttons_dump(s->buttons, RES_N, f);
}

static const UiKey result_keys[] = {
    {N_("Left, Right or Tab"), N_("Move between the buttons")},
    {N_("Enter or Space"), N_("Press the button with the ring")},
    {N_("Ctrl+S"), N_("Save the game")},
    {N_("Esc"), N_("Back to the final board")},
    {NULL, NULL},
};

static const UiScreenDef result_def = {"result", result_input, result_update,
                                       result_draw, result_leave,
                                       result_dump, result_keys};

void ui_result_push(Ui *ui, const UiGameSetup *setup, const RulesPosition *end,
                    const UiMatch *match)
{
    ResultState *s = calloc(1, sizeof *s);
    if (!s) {
        ui_fatal(__FILE__, __LINE__, "out of memory");
    }
    s->setup = *setup;
    s->end = *end;
    s->match = *match;
    /* No ring at first: Enter presses nothing until Tab or an arrow
     * shows the ring (issue 51, round 3: Enter mashed to end a game
     * landed on Play again and started a new game unseen, three times);
     * the first Tab or Right rings the natural next step, the next game
     * of a match under way, else Play again. */
    s->focus = -1;
    /* the game's path: what this game did, and what comes next */
    RulesGameId game = (RulesGameId)end->game;
    unsigned news = ui_path_news(ui, game);
    bool done[UI_PATH_STEPS];
    s->path_step = ui_path_steps(ui, game, done);
    /* a win with hints that left its level's step undone says so */
    int cpu = setup->computer & 3, step = ui_path_win_step(setup->level);
    s->hinted_step =
        won_against_computer(s) && step >= 0 && !done[step] &&
                match->hints[cpu == 1 ? RULES_NORTH : RULES_SOUTH] > 0
            ? step
            : -1;
    ui_path_offer_game(ui, game, s->path_step, s->path_label,
                       sizeof s->path_label);
    for (int i = 0; i < UI_PATH_STEPS && news; i++) {
        if (news & (1u << i)) {
            char line[240];
            ui_path_done_words(game, i, s->path_step < 0, line, sizeof line);
            ui_cheer_start(ui, &s->cheer, line);
            break;
        }
    }
    cheer_win(ui, s);
    int most = end->captured[0] > end->captured[1] ? end->captured[0]
                                                   : end->captured[1];
    s->count_ms = (uint32_t)most * COUNT_SEED_MS;
    s->count_ms = s->count_ms > COUNT_MAX_MS ? COUNT_MAX_MS : s->count_ms;
    s->counting = s->count_ms > 0;
    if (!s->counting) {
        s->shown[0] = end->captured[0];
        s->shown[1] = end->captured[1];
    }
    ui_push(ui, &result_def, s);
}
