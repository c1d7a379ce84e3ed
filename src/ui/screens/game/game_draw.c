/* game_draw.c: drawing the game screen: banners, move list, panel and the marks on the board (the status bar: game_layout.c). */
#include "board/ai_play.h"
#include "board/anim.h"
#include "board/board.h"
#include "board/look.h"
#include "kit/draw.h"
#include "kit/rect.h"
#include "kit/screen.h"
#include "kit/settings.h"
#include "kit/text.h"
#include "kit/ui_i18n.h"
#include "kit/widgets.h"
#include "screens/game/game.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* How much a row of the move list leaves out to fit a narrow list (one
 * level for every row, so that the list reads in one style; each keeps
 * its player, issue 51): nothing; the verb ("South: S3 — 2 laps,
 * captures 5"); then the laps; then the captures and the end too. */
enum { ROW_FULL = 0, ROW_NAME_HOLE, ROW_CAPTURES, ROW_BARE, ROW_OFFER };

/* A row of the move list, built here from the session's parts so that it
 * is translated: "12. South sows hole S3 — 2 laps, captures 5",
 * shortened to the level `brief`; the game's end (" — South wins") only
 * `with_end`. */
static void row_label(Ui *ui, const GameState *s, const SessionMoveInfo *info,
                      int number, int brief, bool with_end, char *buf,
                      size_t size)
{
    UiWho w = game_who(ui, s);
    int side = info->side == RULES_NORTH ? 1 : 0;
    char what[160], extra[80] = "", end[80] = "";
    if (brief >= ROW_NAME_HOLE && info->move.kind == RULES_MOVE_SOW) {
        char hole[40];
        ui_hole_text(ui, current(s), info->move.hole, hole, sizeof hole);
        /* TRANSLATORS: a narrow move list's row: the player and the hole
         * sown ("South: S3") */
        snprintf(what, sizeof what, _("%s: %s"), w.names[side], hole);
    } else if (brief >= ROW_OFFER && info->move.kind == RULES_MOVE_OFFER) {
        char holes[120];
        ui_hole_list(ui, current(s), info->offer, holes, sizeof holes);
        /* TRANSLATORS: a narrow move list's row for an offer of holes
         * ("Computer: offer N2 and N3") */
        snprintf(what, sizeof what, _("%s: offer %s"), w.names[side], holes);
    } else {
        ui_move_sentence(ui, current(s), &w, side, info->move, info->offer,
                         what, sizeof what);
    }
    if (brief < ROW_BARE) { /* (else the board's to show) */
        ui_move_notes(info, brief < ROW_CAPTURES, extra, sizeof extra);
    }
    if (!with_end || brief >= ROW_BARE) {
        /* (the banners and the result say who won) */
    } else if (info->ended && (info->winner == RULES_WINNER_SOUTH ||
                               info->winner == RULES_WINNER_NORTH)) {
        int won = info->winner == RULES_WINNER_NORTH ? 1 : 0;
        snprintf(end, sizeof end,
                 ui_who_fmt(&w, won, N_(" — %s wins"), N_(" — %s win")),
                 w.names[won]);
    } else if (info->ended) {
        snprintf(end, sizeof end, "%s", _(" — draw"));
    }
    snprintf(buf, size, "%d. %s%s%s", number, what, extra, end);
}

/* Where the move list's rows start their text, after the side's emblem. */
static float move_row_x(const Ui *ui, UiRect mb)
{
    return mb.x + 20 * ui->u + 6;
}

static bool label_fits(Ui *ui, const GameState *s, const char *label,
                       float room)
{
    int w;
    ui_text_size(ui, UI_SANS, s->lay.list_px, label, &w, NULL);
    return (float)w <= room;
}

/* The least the list's rows leave out so that the longest row a game
 * could have fits `room` (ROW_BARE when none is enough): decided by the
 * room, the names and the board, never by the moves listed, so that the
 * rows read alike from the first move to the last (the style changed as
 * the list grew, and the captures went: issue 51). */
static int list_brief(Ui *ui, const GameState *s, float room)
{
    const RulesPosition *p = current(s);
    int widest = 0, widest_w = -1;
    for (int h = 0; h < p->hole_count; h++) {
        char hole[40];
        int w;
        ui_hole_text(ui, p, h, hole, sizeof hole);
        ui_text_size(ui, UI_SANS, s->lay.list_px, hole, &w, NULL);
        if (w > widest_w) {
            widest = h;
            widest_w = w;
        }
    }
    SessionMoveInfo worst = {0};
    worst.move = (RulesMove){RULES_MOVE_SOW, (uint8_t)widest, 0};
    worst.laps = 88;
    worst.captured = 88;
    for (int level = ROW_FULL; level < ROW_BARE; level++) {
        bool fits = true;
        for (int side = 0; side < 2 && fits; side++) {
            char label[SESSION_LABEL_MAX + 300];
            worst.side = side ? RULES_NORTH : RULES_SOUTH;
            row_label(ui, s, &worst, 88, level, false, label, sizeof label);
            fits = label_fits(ui, s, label, room);
        }
        if (fits) {
            return level;
        }
    }
    return ROW_BARE;
}

static float list_room(const Ui *ui, const GameState *s)
{
    UiRect mb = s->lay.moves_box;
    return mb.x + mb.w - 2 - move_row_x(ui, mb);
}

/* Row i at the level `brief`: with the game's end where it fits, cut
 * short only where a sentence is longer than any sowing, an offer in
 * its short form first. */
static void row_text(Ui *ui, const GameState *s, size_t i, int brief,
                     char *buf, size_t size)
{
    float room = list_room(ui, s);
    const SessionMoveInfo *info = session_move_info(s->sess, i);
    int number = (int)(i % 100000) + 1;
    char label[SESSION_LABEL_MAX + 300];
    row_label(ui, s, info, number, brief, true, label, sizeof label);
    if (info->ended && !label_fits(ui, s, label, room)) {
        row_label(ui, s, info, number, brief, false, label, sizeof label);
    }
    if (info->move.kind == RULES_MOVE_OFFER && !label_fits(ui, s, label, room)) {
        /* "Computer: offer N2 and N3", not "Computer offers hole N2 and …"
         * (issue 51) */
        row_label(ui, s, info, number, ROW_OFFER, false, label, sizeof label);
    }
    const char *shown = ui_ellipsis(ui, UI_SANS, s->lay.list_px, room, label,
                                    buf, size);
    if (shown != buf) {
        snprintf(buf, size, "%s", shown);
    }
}

void game_move_row_text(Ui *ui, const GameState *s, size_t i, char *buf,
                        size_t size)
{
    row_text(ui, s, i, list_brief(ui, s, list_room(ui, s)), buf, size);
}

void game_dump_list(Ui *ui, const GameState *s, FILE *f)
{
    UiRect mb = s->lay.moves_box;
    fprintf(f, "move_list %d %d %d %.1f\n", (int)mb.x, (int)s->lay.list_y0,
            (int)mb.w, s->lay.list_line_h);
    for (size_t i = s->lay.list_first;
         i < game_listed_moves(s) &&
         i < s->lay.list_first + (size_t)s->lay.list_fit;
         i++) {
        char row[SESSION_LABEL_MAX + 300];
        game_move_row_text(ui, s, i, row, sizeof row);
        fprintf(f, "move_row %zu %s\n", i + 1, row);
    }
}

int game_seen_again(const GameState *s)
{
    const RulesGame *g = session_record(s->sess);
    const RulesPosition *p = rules_game_current(g);
    int limit = rules_game_info((RulesGameId)p->game)->repeat_limit;
    int seen = rules_game_most_seen(g);
    return !p->over && limit > 2 && seen > 1 ? seen : 0;
}

/* The panel's heading: the game's name, and under it the board and the
 * match, or how near a repetition is to ending the game. */
static void draw_panel_heading(Ui *ui, GameState *s, UiRect P, float ip)
{
    const RulesPosition *p = current(s);
    int hpx = ui_px(ui, 30);
    /* the game's name shrinks (to 60%: a seventh game's "Toguz Korgool"
     * beside "Enregistrer" at 800x600; at a larger text size to its size
     * at 100 %: "Bao Kigogo" at 200 %) before it is cut short */
    const char *title = rules_game_title((RulesGameId)p->game);
    float room = s->lay.save_btn.r.x - ip * 0.5f - (P.x + ip);
    int tpx = hpx, tw;
    ui_text_size(ui, UI_SERIF, tpx, title, &tw, NULL);
    int least = (int)(fminf(0.6f, 1.0f / ui_text_scale(ui)) * (float)hpx);
    while ((float)tw > room && tpx > least) {
        tpx--;
        ui_text_size(ui, UI_SERIF, tpx, title, &tw, NULL);
    }
    ui_text_fit(ui, UI_SERIF, tpx, ui_ink, P.x + ip,
                P.y + ip * 0.7f + (float)(hpx - tpx) * 0.5f, room, title);
    char sub[120];
    int target = session_match_target(s->sess);
    if (target > 1) {
        snprintf(sub, sizeof sub,
                 P_("%d holes · match to %d point",
                    "%d holes · match to %d points", (size_t)target),
                 p->holes_per_row, target);
        game_draw_score(ui, s);
    } else if (ui_look_matches((RulesGameId)p->game)) {
        snprintf(sub, sizeof sub, _("%d holes · single game"),
                 p->holes_per_row);
    } else {
        snprintf(sub, sizeof sub, "%s",
                 _(ui_look((RulesGameId)p->game)->region));
    }
    /* a position come back (C-6): how near the game is to its end by
     * repetition, in the subtitle's place, where the players look */
    int seen = game_seen_again(s), spx = ui_px(ui, 16);
    UiColor sc = UI_RGB(110, 74, 44);
    if (seen > 0) {
        snprintf(sub, sizeof sub,
                 P_("Same position %d time: at %d the game ends",
                    "Same position %d times: at %d the game ends",
                    (size_t)seen),
                 seen, rules_game_info((RulesGameId)p->game)->repeat_limit);
        sc = UI_RGB(160, 50, 20);
    }
    float sw = P.x + P.w - ip - (P.x + ip);
    spx = ui_px_to_fit(ui, UI_BOLD, spx, spx * 2 / 3, sw, sub);
    ui_text_fit(ui, seen > 0 ? UI_BOLD : UI_SANS, spx, sc, P.x + ip,
                P.y + ip * 0.7f + (float)hpx * 1.3f, sw, sub);
}

static void draw_panel(Ui *ui, GameState *s)
{
    float ip = 14 * ui->u + 4;
    draw_panel_heading(ui, s, s->lay.panel, ip);
    UiRect mb = s->lay.moves_box;
    int px = s->lay.list_px;
    int line_h = (int)s->lay.list_line_h;
    ui_text(ui, UI_BOLD, px, ui_ink, mb.x + 8 * ui->u, mb.y + 6 * ui->u,
            UI_LEFT, _("Moves"));
    float y0 = s->lay.list_y0;
    int fit = s->lay.list_fit;
    size_t n = game_listed_moves(s);
    size_t first = s->lay.list_first;
    /* the move that led to the position on the board */
    size_t shown = session_shown_index(s->sess);
    bool browsing = session_browsing(s->sess);
    int hot = game_move_list_hit(s, (float)ui->mouse_x, (float)ui->mouse_y);
    int brief = list_brief(ui, s, list_room(ui, s));
    for (size_t i = first; i < n && i < first + (size_t)fit; i++) {
        char label[SESSION_LABEL_MAX + 300];
        row_text(ui, s, i, brief, label, sizeof label);
        float y = y0 + (float)(i - first) * (float)line_h;
        UiRect row = {mb.x + 3, y - 2, mb.w - 6, (float)line_h};
        if (i + 1 == shown && browsing) {
            ui_round(ui, row, 4, UI_RGBA(236, 164, 52, 170));
            ui_round_line(ui, row, 4, 2, UI_RGB(150, 80, 20));
        } else if (i + 1 == shown) {
            ui_round(ui, row, 4, UI_RGBA(236, 164, 52, 90));
        } else if (hot >= 0 && (size_t)hot == i) {
            ui_round(ui, row, 4, UI_RGBA(255, 255, 255, 70));
        }

        int side = session_move_info(s->sess, i)->side;
        ui_side_emblem(ui, side, mb.x + 10 * ui->u + 4,
                       y + (float)line_h / 2 - 2, (float)px * 0.32f);
        /* moves after the browsed position are greyed */
        ui_text(ui, UI_SANS, px, i >= shown ? UI_RGB(140, 112, 84) : ui_ink,
                move_row_x(ui, mb), y, UI_LEFT, label);
    }
    if (n == 0 && fit > 0) {
        ui_text(ui, UI_SANS, px, UI_RGB(130, 100, 70), mb.x + 8 * ui->u, y0,
                UI_LEFT, _("No moves yet"));
    }
    char speed_fit[64];
    game_speed_fit(ui, s, speed_fit, sizeof speed_fit);
    /* the panel's words all at one size: the smallest any of them needs
     * (in Vietnamese, Speed and Teaching were smaller than the rest) */
    const char *fit_as[GB_N] = {[GB_SPEED] = speed_fit};
    ui_buttons_draw_alike(ui, s->lay.buttons, GB_N, -1, fit_as,
                          1u << GB_SPEED);
    ui_button_draw(ui, &s->lay.save_btn, false);
}

/* Browsing and replay are marked on the board itself: an outline and a tab
 * naming the move shown, so an old position is never taken for the live
 * one. */
static void draw_browse_mark(Ui *ui, GameState *s)
{
    if (!session_browsing(s->sess) && !s->replay.on) {
        return;
    }
    UiRect b = s->lay.L.board;
    ui_round_line(ui, b, 14 * ui->u, 4 * ui->u + 2, ui_accent);
    size_t k = session_shown_index(s->sess);
    size_t n = session_move_count(s->sess);
    char txt[160];
    if (s->replay.on) {
        snprintf(txt, sizeof txt, _("Replay · move %zu of %zu"), k, n);
    } else if (k == 0) {
        snprintf(txt, sizeof txt, "%s", _("Reviewing the start"));
    } else {
        snprintf(txt, sizeof txt, _("Reviewing move %zu of %zu"), k, n);
    }
    int px = ui_px(ui, 19);
    int tw, th;
    ui_text_size(ui, UI_BOLD, px, txt, &tw, &th);
    /* at the board's top left corner, clear of the row's name in the
     * middle ("North (N1–N6)": issue 58, the tab covered it) */
    UiRect tab = {b.x + (float)th * 0.6f, b.y - (float)th * 0.75f,
                  (float)tw + (float)th * 1.4f, (float)th * 1.3f};
    ui_round(ui, tab, tab.h * 0.4f, UI_RGB(120, 64, 24));
    ui_round_line(ui, tab, tab.h * 0.4f, 2, ui_accent);
    ui_text(ui, UI_BOLD, px, UI_RGB(255, 236, 190), tab.x + tab.w / 2,
            tab.y + tab.h / 2, UI_CENTER | UI_MIDDLE, txt);
}

/* A label in the middle of the board for passes, offers and the end. */
static void draw_board_note(Ui *ui, GameState *s)
{
    if (!s->anim.active || s->anim.i >= s->anim.len) {
        return;
    }
    const RulesEvent *e = &s->anim.ev[s->anim.i];
    UiWho w = game_who(ui, s);
    char txt[120];
    ui_event_board_note(e, &w, txt, sizeof txt);
    if (!txt[0]) {
        return;
    }
    int px = ui_px(ui, 34);
    int tw, th;
    ui_text_size(ui, UI_SERIF, px, txt, &tw, &th);
    UiRect b = s->lay.L.board;
    UiRect pill = {b.x + b.w / 2 - (float)tw / 2 - (float)th * 0.6f,
                   b.y + b.h / 2 - (float)th * 0.7f,
                   (float)tw + (float)th * 1.2f, (float)th * 1.4f};
    ui_round(ui, pill, pill.h * 0.3f, UI_RGBA(30, 16, 8, 215));
    ui_text(ui, UI_SERIF, px, UI_RGB(255, 226, 160), b.x + b.w / 2,
            b.y + b.h / 2, UI_CENTER | UI_MIDDLE, txt);
}

/* The words on a side's store: in a match, whose store it is ("Lan's
 * store"), so that pupils do not read its seeds as the match's points
 * (issue 58); else, or where those words would not fit its label even at
 * the least size the board draws names (half its own, less the label's
 * margins), the side's name. */
static const char *store_name(Ui *ui, const UiWho *who, const GameState *s,
                              int side, char *buf, size_t size)
{
    const RulesPosition *p = current(s);
    if (session_match_target(s->sess) <= 1 ||
        rules_game_info((RulesGameId)p->game)->captures !=
            RULES_CAPTURES_STORES) {
        return who->names[side];
    }
    snprintf(buf, size,
             ui_who_fmt(who, side, N_("%s's store"), N_("Your store")),
             who->names[side]);
    const UiBoardLayout *L = &s->lay.L;
    int w, h;
    ui_text_size(ui, UI_SANS, (int)L->label_px / 2, buf, &w, &h);
    return (float)w <= L->store_label[side].w * 0.75f ? buf
                                                      : who->names[side];
}

void game_draw(Ui *ui, void *st)
{
    GameState *s = st;
    game_layout(ui, s);

    const RulesPosition *p = current(s);
    uint16_t counts[RULES_MAX_HOLES], captured[2];
    ui_anim_display(&s->anim, counts, captured);
    UiBoardView v = {0};
    v.pos = p;
    v.counts = counts;
    v.captured = captured;
    UiWho who = game_who(ui, s);
    char stores[2][SESSION_NAME_MAX + 40];
    for (int side = 0; side < 2; side++) {
        v.names[side] = store_name(ui, &who, s, side, stores[side],
                                   sizeof stores[side]);
    }
    v.north_owned = s->anim.north_owned;
    v.hole_marks = s->anim.holes_marked;
    bool busy = s->anim.active;
    v.hover = busy ? -1 : s->pointer.hover;
    v.target = busy ? -1 : s->pointer.target;
    v.captures = busy || s->pointer.target < 0 ? 0 : s->pointer.capture_holes;
    v.marked = -1;
    v.selected = s->offer.mode ? s->offer.sel : 0;
    v.offered = p->offer;
    ui_anim_view(&s->anim, &v);
    v.playable = busy || p->over || s->offer.mode ||
                         ui_ai_computer_to_move(&s->setup, p)
                     ? 0 : ui_board_playable(p);
    v.face_to_face = ui->settings.face_to_face;
    /* the layer: backdrop, banner cards, board, panel frames */
    uint64_t key = ui_board_base_key(&s->lay.L, &v);
    key = ui_hash(key, s->lay.banner, sizeof s->lay.banner);
    bool turns[2] = {game_banner_turn(s, RULES_SOUTH), game_banner_turn(s, RULES_NORTH)};
    key = ui_hash(key, turns, sizeof turns);
    key = ui_hash(key, &s->lay.panel, sizeof s->lay.panel);
    key = ui_hash(key, &s->lay.moves_box, sizeof s->lay.moves_box);
    if (ui_layer_begin(ui, key)) {
        ui_background(ui);
        game_draw_banner_frame(ui, s, RULES_NORTH);
        game_draw_banner_frame(ui, s, RULES_SOUTH);
        ui_board_draw_base(ui, &s->lay.L, &v);
        ui_panel(ui, s->lay.panel);
        ui_round(ui, s->lay.moves_box, 8 * ui->u, UI_RGBA(120, 80, 40, 40));
        ui_layer_end(ui);
    }
    game_draw_banner(ui, s, RULES_NORTH);
    game_draw_banner(ui, s, RULES_SOUTH);
    ui_board_draw_top(ui, &s->lay.L, &v);
    ui_ai_draw_rings(ui, &s->ai, &s->lay.L);
    /* the browsing outline under the hand: the hand's "in hand" label over
     * the top row reaches up across the board's edge */
    draw_browse_mark(ui, s);
    ui_anim_draw(ui, &s->anim, &s->lay.L);
    draw_board_note(ui, s);
    game_draw_caption(ui, s);
    draw_panel(ui, s);
}
