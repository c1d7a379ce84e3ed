/* game_layout.c: where the game screen's parts go (banners, board, caption, panel, buttons, the move list's rows), and the status bar's words. */
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
#include "screens/saves.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void layout_browse(Ui *ui, GameState *s, float btn_h);

/* The first time a person may offer holes, a notice says so: the button
 * alone was easily missed (fresh-eyes). */
static void tell_offer(Ui *ui, GameState *s)
{
    if (s->lay.buttons[GB_OFFER].enabled && !s->offer.told &&
        !ui_ai_computer_to_move(&s->setup, current(s))) {
        s->offer.told = true;
        ui_notice(ui, false, _("A trade is possible now: offer holes for "
                               "captured seeds with Offer holes… (O)"));
    }
}

/* The controls at the panel's foot, two a row from `y` up (x, each `half`
 * wide): the y above them. */
static float layout_controls(Ui *ui, GameState *s, float x, float y,
                             float half, float btn_h, float gap)
{
    char *speed_label = s->lay.speed_label, *teach_label = s->lay.teach_label;
    snprintf(speed_label, sizeof s->lay.speed_label, _("Speed: %s"),
             ui_speed_label(ui->settings.speed));
    snprintf(teach_label, sizeof s->lay.teach_label, "%s",
             s->anim.teaching ? _("Teaching: on") : _("Teaching: off"));
    const char *labels[8] = {_("Undo"),     _("Redo"),
                             speed_label,
                             s->anim.paused || s->replay.paused ||
                                     s->demo_paused
                                 ? _("Resume")
                                 : _("Pause"),
                             _("Step »"),   teach_label,
                             _("Rules"),    _("Menu")};
    for (int row = 3; row >= 0; row--) {
        for (int col = 0; col < 2; col++) {
            int id = row * 2 + col;
            s->lay.buttons[id] = (UiButton){
                {x + (float)col * (half + gap), y, half, btn_h},
                labels[id], id, true, false};
        }
        y -= btn_h + gap;
    }
    bool busy = s->anim.active;
    s->lay.buttons[GB_UNDO].enabled = session_can_undo(s->sess);
    s->lay.buttons[GB_REDO].enabled = session_can_redo(s->sess) && !busy;
    s->lay.buttons[GB_PAUSE].enabled = busy || s->replay.on ||
                                   (demo(s) && !session_over(s->sess));
    s->lay.buttons[GB_PAUSE].toggled = s->anim.paused || s->replay.paused ||
                                   s->demo_paused;
    s->lay.buttons[GB_STEP].enabled = (busy && s->anim.paused) ||
                                  (s->replay.on && s->replay.paused);
    if (s->replay.on) {
        s->lay.buttons[GB_UNDO].enabled = s->lay.buttons[GB_REDO].enabled = false;
    }
    s->lay.buttons[GB_TEACH].toggled = s->anim.teaching;
    return y;
}

/* The banners, the board and the caption, the banners grown `g` of the
 * way from their height at the normal text size to the player's. */
static void layout_main(Ui *ui, GameState *s, float g)
{
    float pad = 18 * ui->u + 6;
    float gap = 10 * ui->u + 4;
    float ts = ui_text_scale(ui);
    /* wider for larger text (its buttons' words grow), the board giving
     * up what it takes, but no more than 27 % of the window (issue 58: at
     * 200 % the panel took the room of the board a class reads) */
    float panel_w = (float)ui->w * fminf(0.24f * (1 + (ts - 1) * 0.5f),
                                         0.27f);
    if (panel_w < 210) {
        panel_w = 210;
    }
    s->lay.panel = (UiRect){(float)ui->w - pad - panel_w, pad, panel_w,
                        (float)ui->h - 2 * pad};
    float main_w = s->lay.panel.x - 2 * pad;
    float bh = (62 * ui->u + 14) * (1 + (ts - 1) * g);
    float ch = 44 * ui->u + 12;
    s->lay.banner[RULES_NORTH] = (UiRect){pad, pad, main_w, bh};
    s->lay.banner[RULES_SOUTH] = (UiRect){pad, (float)ui->h - pad - bh, main_w,
                                      bh};
    s->lay.caption = (UiRect){pad, s->lay.banner[RULES_SOUTH].y - gap - ch, main_w,
                          ch};
    UiRect area = {pad, pad + bh + gap, main_w,
                   s->lay.caption.y - gap - (pad + bh + gap)};
    const RulesPosition *p = current(s);
    /* (the rings' legend is in the status bar: draw_caption) */
    ui_board_layout_text((RulesGameId)p->game, p->holes_per_row, area,
                         ui_text_scale(ui), &s->lay.L);
}

/* The panel: title, actions, moves, controls, the buttons `k` times
 * their height. */
static void layout_panel(Ui *ui, GameState *s, float k)
{
    float gap = 10 * ui->u + 4;
    UiRect P = s->lay.panel;
    float ip = 14 * ui->u + 4;
    float btn_h = ui_button_h(ui, 40, 8) * k;
    float half = (P.w - 2 * ip - gap) / 2;
    float y = P.y + P.h - ip - btn_h;
    y = layout_controls(ui, s, P.x + ip, y, half, btn_h, gap);
    bool busy = s->anim.active;
    /* offers, answers and passes sit above the controls */
    const RulesPosition *cur = current(s);
    bool free_turn = !busy && !cur->over && !s->replay.on;
    float ay = game_layout_actions(
        s, (UiRect){P.x + ip, y, P.w - 2 * ip, btn_h}, gap, free_turn);
    /* the hint, and beside it a new game (the menu need not be left for
     * one) */
    /* once the game is over, the hint's place opens its result again
     * (issue 58: left through Review or Replay, it was gone for good) */
    bool ended = session_over(s->sess) && !busy && !s->replay.on;
    s->lay.buttons[GB_HINT] = (UiButton){
        {P.x + ip, ay, half, btn_h}, ended ? _("Result") : _("Hint (H)"),
        GB_HINT,
        ended || (free_turn && !ui_ai_computer_to_move(&s->setup, cur) &&
                  !s->ai.task),
        s->ai.hint_shown && !ended};
    s->lay.buttons[GB_NEW] = (UiButton){
        {P.x + ip + half + gap, ay, half, btn_h}, game_match_goes_on(s) ? _("Next game") : _("New game"), GB_NEW,
        !s->replay.on, false};
    ay -= btn_h + gap;
    /* the title and the line under it, as large as the text is */
    float title_h = ip * 0.7f + (float)ui_px(ui, 30) * 1.3f +
                    (float)ui_px(ui, 16) * 1.6f;
    title_h = title_h > 70 * ui->u + 30 ? title_h : 70 * ui->u + 30;
    UiRect sr = {P.x + ip, P.y + title_h, P.w - 2 * ip, 0};
    game_layout_score(ui, s, sr, ui_px(ui, 26));
    /* smaller where the moves would have no room for three rows */
    float least = (float)ui_px(ui, 17) * 1.5f * 4;
    if (ay - gap - (P.y + title_h + s->lay.score.h) < least) {
        game_layout_score(ui, s, sr, ui_px(ui, 20));
    }
    title_h += s->lay.score.h > 0 ? s->lay.score.h + gap * 0.5f : 0;
    /* the moves down to the hint's row (issue 58: at 1280x720 and 150 %
     * a row's height was left empty under the list, which showed one
     * move) */
    s->lay.moves_box = (UiRect){P.x + ip, P.y + title_h, P.w - 2 * ip,
                                ay + btn_h - (P.y + title_h)};
    layout_browse(ui, s, btn_h);
}

void game_layout(Ui *ui, GameState *s)
{
    /* a larger text size takes from the board only what the panel's
     * wider buttons need (issue 58: at 200 % a class could no longer read
     * the board): the banners grow only as far as the board keeps that
     * size (their words make do, game_draw_banner) */
    layout_main(ui, s, 0);
    float r0 = s->lay.L.pit_r, a0 = s->lay.L.board.w * s->lay.L.board.h;
    float g = 1;
    layout_main(ui, s, g);
    while (g > 0 && (s->lay.L.pit_r < r0 - 0.5f ||
                     s->lay.L.board.w * s->lay.L.board.h < a0 * 0.97f)) {
        g -= 0.125f;
        layout_main(ui, s, g > 0 ? g : 0);
    }
    for (int side = 0; side < 2; side++) {
        UiRect b = s->lay.banner[side];
        s->lay.name_box[side] = (UiRect){b.x + b.h * 0.9f, b.y + b.h * 0.12f,
                                     b.w * 0.45f, b.h * 0.76f};
        if (ui->settings.face_to_face && side == RULES_NORTH) {
            s->lay.name_box[side].x = b.x + b.w - b.h * 0.9f - b.w * 0.45f;
        }
    }
    /* the move list keeps room for three rows: the buttons get lower
     * first (at 200 % they covered it), their words still a quarter
     * larger than at 100 % */
    float k = 1, least = fmaxf(0.6f, 1.3f / ui_text_scale(ui));
    layout_panel(ui, s, k);
    while (k - 0.05f >= least && s->lay.list_fit < 3) {
        k -= 0.05f;
        layout_panel(ui, s, k);
    }
    tell_offer(ui, s);
}

/* The move list's rows, and the buttons that come and go with browsing. The
 * list follows the browsed move; otherwise it shows the latest moves. */
static void layout_browse(Ui *ui, GameState *s, float btn_h)
{
    UiRect mb = s->lay.moves_box;
    /* the list's words get smaller, down to a third larger than at 100 %,
     * before it shows fewer than three moves (issue 58: one row, or "No
     * moves yet" alone, at 1280x720 and 200 %) */
    int px = ui_px(ui, 17);
    int least = (int)fminf((float)px, (float)ui_px(ui, 17) * 1.3f /
                                          ui_text_scale(ui));
    float room = 0;
    for (;; px--) {
        s->lay.list_px = px;
        s->lay.list_line_h = (float)px * 1.45f;
        s->lay.list_y0 = mb.y + 6 * ui->u + s->lay.list_line_h * 1.2f;
        room = (mb.y + mb.h - s->lay.list_y0) / s->lay.list_line_h;
        if (room >= 3 || px <= least) {
            break;
        }
    }
    s->lay.list_fit = room > 0 ? (int)room : 0;
    size_t n = game_listed_moves(s);
    size_t fit = (size_t)s->lay.list_fit;
    if (!session_browsing(s->sess) || fit == 0) {
        s->lay.list_first = n > fit ? n - fit : 0;
    } else {
        size_t shown = session_shown_index(s->sess);
        size_t sel = shown > 0 ? shown - 1 : 0;
        if (sel < s->lay.list_first || sel >= s->lay.list_first + fit) {
            s->lay.list_first = sel > fit / 2 ? sel - fit / 2 : 0;
        }
        if (s->lay.list_first + fit > n) {
            s->lay.list_first = n > fit ? n - fit : 0;
        }
    }
    UiRect c = s->lay.caption;
    float bw = c.h * 3.6f;
    float bh = c.h * 0.72f;
    bool show_back = session_browsing(s->sess) || s->replay.on;
    s->lay.back_btn = (UiButton){
        {c.x + c.w - bw - c.h * 0.14f, c.y + (c.h - bh) / 2, bw, bh},
        s->replay.on ? _("Stop replay") : _("Back to game"), 0, show_back,
        true};
    if (!show_back) {
        s->lay.back_btn.r.w = 0;
    }
    UiRect P = s->lay.panel;
    float ip = 14 * ui->u + 4;
    /* wider as the text grows ("Enregistrer" was cut at 150 %), up to
     * 150 % (at 200 %, in the narrower panel, the game's name beside it
     * was cut: "Ayo…"; its word shrinks first) */
    float sw = (84 * ui->u + 24) * fminf(ui_text_scale(ui), 1.5f),
          sh = btn_h * 0.8f;
    s->lay.save_btn = (UiButton){{P.x + P.w - ip - sw, P.y + ip * 0.7f, sw, sh},
                             _("Save"), 0, !s->replay.on, false};
}

size_t game_listed_moves(const GameState *s)
{
    size_t n = session_move_count(s->sess);
    bool sowing_last = s->anim.active && !s->replay.on &&
                       !session_browsing(s->sess) && n > 0;
    return sowing_last ? n - 1 : n;
}

/* The move row under (x, y): the move's index, or -1. */
int game_move_list_hit(const GameState *s, float x, float y)
{
    UiRect mb = s->lay.moves_box;
    if (x < mb.x || x >= mb.x + mb.w || y < s->lay.list_y0 ||
        s->lay.list_line_h <= 0) {
        return -1;
    }
    int row = (int)((y - s->lay.list_y0) / s->lay.list_line_h);
    if (row >= s->lay.list_fit) {
        return -1;
    }
    size_t i = s->lay.list_first + (size_t)row;
    return i < game_listed_moves(s) ? (int)i : -1;
}

/* The game screen laid out, without a window, for the tests, on the
 * caller's `fake` Ui (made anew here): false when the game cannot be
 * played with that many holes. Free s->sess. */
static bool layout_without_window(RulesGameId game, int holes_per_row, int w,
                                  int h, Ui *fake, GameState *s)
{
    memset(fake, 0, sizeof *fake);
    fake->w = w;
    fake->h = h;
    float uw = (float)w / 1280.0f, uh = (float)h / 800.0f;
    fake->u = uw < uh ? uw : uh;
    ui_settings_defaults(&fake->settings);
    memset(s, 0, sizeof *s);
    s->sess = session_new(game, holes_per_row, NULL, NULL);
    if (!s->sess) {
        return false;
    }
    s->name.editing = -1;
    game_layout(fake, s);
    return true;
}

bool ui_game_board_layout(RulesGameId game, int holes_per_row, int w, int h,
                          UiBoardLayout *L)
{
    Ui fake;
    GameState s;
    if (!layout_without_window(game, holes_per_row, w, h, &fake, &s)) {
        return false;
    }
    *L = s.lay.L;
    session_free(s.sess);
    return true;
}

int ui_game_layout_items(RulesGameId game, int holes_per_row, int w, int h,
                         UiLayoutItem *out, int max)
{
    Ui fake;
    GameState s;
    if (!layout_without_window(game, holes_per_row, w, h, &fake, &s)) {
        return 0;
    }
    int n = 0;
#define ITEM(rect, name)                                                       \
    do {                                                                       \
        if (n < max) {                                                         \
            out[n].r = (rect);                                                 \
            snprintf(out[n].what, sizeof out[n].what, "%s", (name));           \
            n++;                                                               \
        }                                                                      \
    } while (0)
    ITEM(s.lay.banner[0], "south banner");
    ITEM(s.lay.banner[1], "north banner");
    ITEM(s.lay.caption, "caption");
    ITEM(s.lay.panel, "panel");
    ITEM(s.lay.moves_box, "move list");
    ITEM(s.lay.L.board, "board");
    ITEM(s.lay.L.store[0], "south store");
    ITEM(s.lay.L.store[1], "north store");
    for (int i = 0; i < GB_N; i++) {
        if (s.lay.buttons[i].r.w > 0) {
            ITEM(s.lay.buttons[i].r, s.lay.buttons[i].label);
        }
    }
    for (int i = 0; i < s.lay.L.hole_count; i++) {
        float r = s.lay.L.pit_r * 1.13f;
        char name[24];
        snprintf(name, sizeof name, "hole %d", i);
        ITEM(((UiRect){s.lay.L.pit_x[i] - r, s.lay.L.pit_y[i] - r, 2 * r, 2 * r}),
             name);
    }
#undef ITEM
    session_free(s.sess);
    return n;
}

void game_speed_fit(Ui *ui, const GameState *s, char *buf, size_t size)
{
    buf[0] = '\0';
    int widest = 0;
    int speeds = s->replay.on ? UI_SPEED_INSTANT : UI_SPEED_COUNT;
    for (int v = 0; v < speeds; v++) {
        char one[64];
        int w;
        snprintf(one, sizeof one, _("Speed: %s"), ui_speed_label(v));
        ui_text_size(ui, UI_BOLD, 20, one, &w, NULL);
        if (w > widest) {
            widest = w;
            snprintf(buf, size, "%s", one);
        }
    }
}

/* Where a caption too long for one readable line is broken in two: after
 * its first part when it reads "what — why" and the parts fit, else at the
 * space nearest the middle; -1 when it has no space. `*next` is where the
 * second line starts. */
static int caption_break(Ui *ui, int px, const char *text, float room,
                         int *next)
{
    const char *dash = strstr(text, " \xE2\x80\x94 "); /* " — " */
    if (dash) {
        char first[SESSION_MESSAGE_MAX + 60];
        int w1, w2;
        snprintf(first, sizeof first, "%.*s", (int)(dash - text), text);
        ui_text_size(ui, UI_BOLD, px, first, &w1, NULL);
        ui_text_size(ui, UI_BOLD, px, dash + 5, &w2, NULL);
        if ((float)w1 <= room && (float)w2 <= room) {
            *next = (int)(dash - text) + 5;
            return (int)(dash - text);
        }
    }
    int mid = (int)strlen(text) / 2, best = -1;
    for (int i = 0; text[i]; i++) {
        if (text[i] == ' ' && (best < 0 || abs(i - mid) < abs(best - mid))) {
            best = i;
        }
    }
    *next = best + 1;
    return best;
}

/* The caption's words, from the left of `c` (the rings' legend and the
 * keys on its right change width as the pointer moves: centred words
 * jumped left and right, issue 51): on one line while it stays
 * readable (down to 90 % of its size), else on two lines at the largest
 * size that fits, and cut short with "…" only when even that fails. */
static void draw_caption_text(Ui *ui, GameState *s, UiRect c, UiColor col,
                              const char *text)
{
    float room = c.w - c.h * 0.5f, left = c.x + c.h * 0.25f;
    int full = ui_px(ui, 20), least = (full * 9 + 9) / 10, px = full, tw, th;
    ui_text_size(ui, UI_BOLD, px, text, &tw, &th);
    while ((float)tw > room && px > 9) {
        px--;
        ui_text_size(ui, UI_BOLD, px, text, &tw, &th);
    }
    s->lay.caption_lines = 1;
    if (px < least || (float)tw > room) {
        /* two lines only when their words are larger than one line's
         * (issue 58: two small lines in the middle of a long bar) */
        int stop = (float)tw > room ? 9 : px + 1;
        for (int p2 = full; p2 >= stop; p2--) {
            int next, at = caption_break(ui, p2, text, room, &next);
            if (at < 0) {
                break;
            }
            char line[2][SESSION_MESSAGE_MAX + 60];
            snprintf(line[0], sizeof line[0], "%.*s", at, text);
            snprintf(line[1], sizeof line[1], "%s", text + next);
            int w[2], h;
            ui_text_size(ui, UI_BOLD, p2, line[0], &w[0], &h);
            ui_text_size(ui, UI_BOLD, p2, line[1], &w[1], NULL);
            float step = (float)p2 * 1.15f;
            if ((float)w[0] > room || (float)w[1] > room ||
                step + (float)h > c.h - 2) {
                continue;
            }
            float top = c.y + (c.h - step - (float)h) / 2;
            int wide = w[0] > w[1] ? w[0] : w[1];
            s->lay.caption_text = (UiRect){left, top, (float)wide,
                                           step + (float)h};
            for (int i = 0; i < 2; i++) {
                ui_text(ui, UI_BOLD, p2, col, left,
                        top + step * (float)i, UI_LEFT, line[i]);
            }
            s->lay.caption_px = p2;
            s->lay.caption_lines = 2;
            return;
        }
    }
    s->lay.caption_px = px;
    tw = (float)tw > room ? (int)room : tw;
    s->lay.caption_text = (UiRect){left, c.y + (c.h - (float)th) / 2,
                                   (float)tw, (float)th};
    ui_text_fit(ui, UI_BOLD, px, col, s->lay.caption_text.x,
                s->lay.caption_text.y, room, text);
}

int game_preview_rings(const GameState *s)
{
    /* (a hint's rings have their own legend, in the same place) */
    if (s->anim.active || s->pointer.target < 0 || s->ai.hint_shown) {
        return 0;
    }
    return s->pointer.capture_holes ? 2 : 1;
}

/* At the start of a game of a match, its number and who starts, and why
 * (issue 58: game 2 began with nothing saying so, nor why Đức started);
 * false at any other time. */
static bool match_start_words(const GameState *s, const UiWho *who,
                              char *text, size_t size)
{
    const RulesPosition *p = current(s);
    if (p->over || session_match_target(s->sess) <= 1 ||
        session_move_count(s->sess) > 0 || session_browsing(s->sess)) {
        return false;
    }
    int n = session_match_game(s->sess), first = p->to_move;
    if (n > 0) {
        snprintf(text, size,
                 ui_who_fmt(who, first,
                            N_("Game %d — %s starts: the first player "
                               "changes every game"),
                            N_("Game %d — %s start: the first player "
                               "changes every game")),
                 n, who->names[first]);
    } else {
        snprintf(text, size,
                 ui_who_fmt(who, first,
                            N_("%s starts this game: the first player "
                               "changes every game"),
                            N_("%s start this game: the first player "
                               "changes every game")),
                 who->names[first]);
    }
    return true;
}

/* The status line's words for the moment, and their colour. */
static void caption_words(Ui *ui, GameState *s, char *text, size_t size,
                          UiColor *colour)
{
    text[0] = '\0';
    *colour = UI_RGB(255, 240, 206);
    const RulesPosition *p = current(s);
    UiWho who = game_who(ui, s);
    if (s->anim.active && s->anim.paused && s->anim.i > 0) {
        /* stepping: say what the step just shown did, sowing included */
        ui_caption_for(ui, &s->anim.before, s->anim.ev, s->anim.len,
                       s->anim.i - 1, &who,
                       text, size);
    } else if (s->anim.active) {
        size_t i = ui_caption_event(s->anim.ev, s->anim.len, s->anim.i);
        ui_caption_for(ui, &s->anim.before, s->anim.ev, s->anim.len, i,
                       &who, text, size);
    } else if (s->message[0]) {
        snprintf(text, size, "%s", s->message);
        *colour = UI_RGB(255, 190, 160);
    } else if (s->replay.on) {
        snprintf(text, size, "%s", s->replay.paused
                     ? _("Replay paused · Space: go on · Left, Right: "
                         "step back, forward")
                     : _("Replay · Space: pause · Left, Right: step back, "
                         "forward · Esc: stop"));
    } else if (s->demo_paused && !session_browsing(s->sess)) {
        snprintf(text, size, "%s", game_paused_text());
        *colour = UI_RGB(255, 214, 150);
    } else if (session_browsing(s->sess) && !s->pointer.preview[0]) {
        snprintf(text, size, "%s",
                 _("Click a hole to play from here, or go back to the "
                   "game"));
        *colour = UI_RGB(255, 214, 150);
    } else if (game_offer_waits(s)) {
        /* (no preview: the answer comes before any sowing) */
        char holes[120];
        ui_hole_list(ui, p, p->offer, holes, sizeof holes);
        snprintf(text, size,
                 (p->offer & (p->offer - 1))
                     ? _("%s offers you holes %s: Accept or Decline")
                     : _("%s offers you hole %s: Accept or Decline"),
                 who.names[p->to_move == RULES_SOUTH ? 1 : 0], holes);
        *colour = UI_RGB(255, 214, 150);
    } else if (s->pointer.preview[0]) {
        snprintf(text, size, "%s", s->pointer.preview);
    } else if (!p->over && game_legal_kind(p, RULES_MOVE_PASS)) {
        /* GORE-7: no hole to point at; say what to press (the line said
         * "point at a hole", and the Pass button went unseen: issue 51) */
        snprintf(text, size,
                 ui_who_fmt(&who, p->to_move,
                            N_("%s has no seeds to sow and must pass: "
                               "press Pass or Space"),
                            N_("%s have no seeds to sow and must pass: "
                               "press Pass or Space")),
                 who.names[p->to_move]);
        *colour = UI_RGB(255, 214, 150);
    } else if (s->last_caption[0] && !p->over) {
        /* (once the game is over, the line says so, not its last capture) */
        snprintf(text, size, "%s", s->last_caption);
    } else if (match_start_words(s, &who, text, size)) {
        *colour = UI_RGB(255, 214, 150);
    } else if (!p->over) {
        if (who.you == p->to_move) {
            snprintf(text, size, "%s",
                     _("Your move: point at a hole to see where it ends"));
        } else {
            snprintf(text, size,
                     _("%s to move: point at a hole to see where it ends"),
                     who.names[p->to_move]);
        }
        *colour = UI_RGB(226, 206, 176);
    } else if (p->winner == RULES_WINNER_DRAW) {
        snprintf(text, size, "%s", _("Game over: a draw"));
    } else {
        int won = p->winner == RULES_WINNER_NORTH;
        snprintf(text, size,
                 ui_who_fmt(&who, won, N_("Game over: %s wins"),
                            N_("Game over: %s win")),
                 who.names[won]);
    }
}

void game_draw_caption(Ui *ui, GameState *s)
{
    UiRect c = s->lay.caption;
    ui->notice_room = c; /* "Saved as …" goes here, not over a banner */
    ui_round(ui, c, c.h * 0.3f, UI_RGBA(30, 16, 8, 170));
    s->lay.status[0] = '\0';
    /* the rings' legend at the bar's right end, in the keys' place */
    s->lay.caption_legend = ui_ai_legend_in_bar(
        ui, &s->ai, game_preview_rings(s), c, s->lay.back_btn.r.w <= 0);
    if (s->lay.back_btn.r.w > 0) {
        s->lay.caption_legend.w = 0;
    }
    bool legend = s->lay.caption_legend.w > 0;
    if (legend) {
        c.w = s->lay.caption_legend.x - c.x;
    }
    /* while the computer thinks, that is what the caption says */
    /* (a hint's sentence gives way to what the hole under the pointer or
     * the keyboard's ring would do, once the cursor moves on from it) */
    bool hint_aside = s->pointer.preview[0] && !ui_ai_thinking(&s->ai) &&
                      s->ai.hint_shown &&
                      s->pointer.hover != s->ai.hint.best.move.hole;
    if (!s->anim.active && !hint_aside &&
        (!s->message[0] || ui_ai_thinking(&s->ai)) &&
        ui_ai_draw_caption(ui, &s->ai, c, s->anim.teaching)) {
        /* (its words are centred, no wider than this) */
        s->lay.caption_text = (UiRect){c.x + c.h * 0.3f, c.y,
                                       c.w - c.h * 0.6f, c.h};
        return;
    }
    char text[SESSION_MESSAGE_MAX + 60];
    UiColor col;
    caption_words(ui, s, text, sizeof text, &col);
    const RulesPosition *p = current(s);
    /* the keys for what can be done now, at the right end */
    const char *keys = NULL;
    s->lay.caption_keys = (UiRect){0, 0, 0, 0};
    if (legend) {
        keys = NULL;
    } else if (s->anim.active && s->anim.paused) {
        keys = _("Right arrow: next step »");
    } else if (s->offer.mode) {
        keys = _("Left, Right, Enter: choose · O: offer");
    } else if (game_offer_waits(s) && !s->anim.active) {
        keys = _("A: accept · D: decline · F1: keys");
    } else if (!s->anim.active && !p->over && !s->replay.on &&
               !ui_ai_thinking(&s->ai)) {
        keys = game_legal_kind(p, RULES_MOVE_PASS)
                   ? _("Space: pass · F1: keys")
                   : _("Left, Right, Enter: sow · F1: keys");
    }
    if (s->lay.back_btn.r.w > 0) {
        /* the text keeps clear of the Back to game button */
        ui_button_draw(ui, &s->lay.back_btn, false);
        c.w = s->lay.back_btn.r.x - c.x;
        keys = NULL;
    }
    if (keys) {
        int kpx = ui_px(ui, 15), kw, kh;
        float room = c.w * 0.34f;
        ui_text_size(ui, UI_BOLD, kpx, keys, &kw, &kh);
        if ((float)kw > room && !(s->anim.active && s->anim.paused)) {
            keys = _("F1: keys"); /* a narrow window: the overlay tells */
            ui_text_size(ui, UI_BOLD, kpx, keys, &kw, &kh);
        }
        kw = (float)kw > room ? (int)room : kw;
        s->lay.caption_keys = (UiRect){c.x + c.w - c.h * 0.3f - (float)kw,
                                   c.y + (c.h - (float)kh) / 2, (float)kw,
                                   (float)kh};
        ui_text_fit(ui, UI_BOLD, kpx, ui_accent, s->lay.caption_keys.x,
                    s->lay.caption_keys.y, room, keys);
        /* the message is centred in what is left, never under the keys */
        c.w -= (float)kw + c.h * 0.6f;
    }
    snprintf(s->lay.status, sizeof s->lay.status, "%s", text);
    draw_caption_text(ui, s, c, col, text);
}
