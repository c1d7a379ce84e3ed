/* select_draw.c: the game selection's picture: the cards, the chosen game's panel, the dots' meaning, and the dump the tests read. */
#include "board/ai_play.h"
#include "board/look.h"
#include "board/stage.h"
#include "atlas_geo.h"
#include "kit/draw.h"
#include "kit/rect.h"
#include "kit/screen.h"
#include "kit/text.h"
#include "kit/ui_i18n.h"
#include "kit/widgets.h"
#include "screens/card.h"
#include "screens/path.h"
#include "screens/select/select_screen.h"

#include <math.h>
#include <stdio.h>

/* A game's card, with its link to the Atlas where it has a place. */
static void draw_card(Ui *ui, SelectState *s, int g)
{
    /* (a game with no place on the map has no link: RulesGameInfo's name
     * finds no entry in src/atlas/atlas_geo.c) */
    bool placed = atlas_place_of(rules_game_name((RulesGameId)g)) != NULL;
    s->map_links[g] = (UiRect){0, 0, 0, 0};
    ui_game_card_draw(ui, (RulesGameId)g, s->cards[g], s->card == g,
                      placed ? &s->map_links[g] : NULL, &s->dots[g]);
}

/* "Board:" left of the holes' buttons, at their words' size, no larger
 * (issue 52: at 200 % "6 holes" was far smaller than "Board:"). */
static void holes_label(Ui *ui, const SelectState *s, float x)
{
    const UiButton *h6 = &s->buttons[SEL_HOLES];
    int px = ui_px(ui, 18),
        bpx = ui_buttons_label_px(ui, h6, RULES_MAX_VARIANTS, NULL, 0);
    ui_text(ui, UI_BOLD, bpx > 0 && bpx < px ? bpx : px, ui_ink, x,
            h6->r.y + h6->r.h / 2, UI_LEFT | UI_MIDDLE, _("Board:"));
}

/* The game's people, what sets it apart, its board, the record and the
 * path's next step under the name (its foot at `y`), each where it has
 * room above `pic_bottom`; returns the room left for the board's picture
 * (or the path). */
static UiRect detail_words(Ui *ui, const SelectState *s, float y,
                           float pic_bottom)
{
    UiRect d = s->detail;
    float pad = 24 * ui->u + 6;
    RulesGameId g = (RulesGameId)s->card;
    const UiLook *in = ui_look(g);
    int spx = ui_px(ui, 19);
    char line[200];
    /* some games name their players in a sentence of their own */
    snprintf(line, sizeof line,
             in->played_by ? _(in->played_by) : _("%s — played by the %s"),
             _(in->region), _(in->people));
    /* (at a large text size, only where it has room above the options) */
    float people = (float)ui_text_wrap(ui, UI_BOLD, spx, ui_ink, 0, 0,
                                       d.w - 2 * pad, false, line);
    if (y + people <= pic_bottom) {
        y += (float)ui_text_wrap(ui, UI_BOLD, spx, UI_RGB(120, 72, 36),
                                 d.x + pad, y, d.w - 2 * pad, true, line);
        y += (float)spx * 0.4f;
    }
    RulesPosition start;
    bool started = rules_setup(&start, g, s->holes[g]) == RULES_OK;
    if (started) {
        snprintf(line, sizeof line, _("%d × %d holes · %d seeds · %s"),
                 rules_game_info(g)->rows, start.holes_per_row,
                 rules_start_total(&start), _(ui_capture_words(g)->board));
    }
    /* The game's special rule, also on its card, only where the board's
     * picture keeps a fair share of the panel. */
    float w = d.w - 2 * pad;
    float rest = (started ? (float)ui_text_wrap(ui, UI_SANS, spx, ui_ink, 0,
                                                0, w, false, line)
                          : 0) + (float)spx * 0.6f;
    float special = (float)ui_text_wrap(ui, UI_SANS, spx, ui_ink, 0, 0, w,
                                        false, _(in->special)) +
                    (float)spx * 0.4f;
    if (pic_bottom - y - rest - special >= d.h * 0.3f) {
        ui_text_wrap(ui, UI_SANS, spx, ui_ink, d.x + pad, y, w, true,
                     _(in->special));
        y += special;
    }
    if (started && y + rest - (float)spx * 0.6f <= pic_bottom) {
        y += (float)ui_text_wrap(ui, UI_SANS, spx, UI_RGB(110, 74, 44),
                                 d.x + pad, y, w, true, line);
    }
    /* the record and the path's next step where they leave the board's
     * picture 70 % of its room (issue 52: it shrank to a
     * thumbnail under them) */
    float lines = (pic_bottom - y) * 0.3f;
    y = ui_game_card_record_lines(ui, s->learn, g,
                                  (UiRect){d.x + pad, y, w, lines}, spx);
    y += (float)spx * 0.6f;
    return (UiRect){d.x + pad, y, d.w - 2 * pad, pic_bottom - y};
}

/* Learn's buttons, those of a row (the same top) with their words at
 * one size, and Back. */
static void learn_buttons_draw(Ui *ui, const SelectState *s)
{
    static const int ids[] = {SEL_PLAY, SEL_WATCH, SEL_PUZZLES, SEL_RULES,
                              SEL_HISTORY};
    enum { N = sizeof ids / sizeof *ids };
    bool done[N] = {false};
    for (int a = 0; a < N; a++) {
        UiButton row[N];
        int n = 0, focus = -1;
        for (int b = a; b < N && !done[a]; b++) {
            if (!done[b] && s->buttons[ids[b]].r.y == s->buttons[ids[a]].r.y) {
                focus = ids[b] == s->focus ? n : focus;
                row[n++] = s->buttons[ids[b]];
                done[b] = b > a; /* (a's own is marked below) */
            }
        }
        done[a] = true;
        if (n > 0) {
            ui_buttons_draw_alike(ui, row, n, focus, NULL, 0);
        }
    }
    ui_button_draw(ui, &s->buttons[SEL_BACK], s->focus == SEL_BACK);
}

/* Learn: the game's path, ticked, in `r` under the words; where it has
 * not room for it, the path's next step in a line, else the game's
 * region (issue 51: at 200 % an empty box under the name looked like a
 * description gone missing). */
static void learn_room(Ui *ui, RulesGameId g, UiRect r)
{
    int px = ui_px(ui, 18);
    if (r.h >= (float)px * (1.6f + 1.45f * 4)) {
        ui_path_draw(ui, g, r);
        return;
    }
    char line[200];
    ui_path_line(ui, g, line, sizeof line);
    if ((float)ui_text_wrap(ui, UI_SANS, px, ui_ink, 0, 0, r.w, false,
                            line) <= r.h) {
        ui_text_wrap(ui, UI_SANS, px, UI_RGB(110, 74, 44), r.x, r.y, r.w,
                     true, line);
    } else if ((float)px * 1.3f <= r.h) {
        ui_text_fit(ui, UI_BOLD, px, UI_RGB(120, 72, 36), r.x, r.y, r.w,
                    _(ui_look(g)->region));
    }
}

static void draw_detail(Ui *ui, SelectState *s)
{
    UiRect d = s->detail;
    ui_panel(ui, d);
    float pad = 24 * ui->u + 6;
    RulesGameId g = (RulesGameId)s->card;
    /* the name is large already: it grows less than the words, leaving
     * room for them and the board's picture (issue 52: at 200 % they
     * vanished, a tiny board left alone) */
    float ts = ui_text_scale(ui);
    int hpx = (int)((float)ui_px(ui, 40) * (1 + (ts - 1) * 0.35f) / ts);
    float y = d.y + pad * 0.7f;
    ui_text(ui, UI_SERIF, hpx, ui_ink, d.x + pad, y, UI_LEFT,
            rules_game_title(g));
    float pic_bottom = select_options_top(s) - pad * 0.6f;
    if (!s->learn && ts > 1.2f && pic_bottom - y < d.h * 0.55f) {
        /* at a large text size, no room under the name for the words and
         * a picture worth the name: the picture beside it, the record
         * under the name where it fits, the words on the chosen card
         * (issue 51: at 200 % a thumbnail was left) */
        int nw, nh;
        ui_text_size(ui, UI_SERIF, hpx, rules_game_title(g), &nw, &nh);
        float col = fmaxf((float)nw, (d.w - 2 * pad) * 0.36f);
        float px0 = d.x + pad * 2 + col, ny = y + (float)hpx * 1.35f;
        s->picture = (UiRect){px0, d.y + pad * 0.5f, d.x + d.w - pad - px0,
                              pic_bottom - d.y - pad * 0.5f};
        ui_game_card_record_lines(ui, false, g,
                                  (UiRect){d.x + pad, ny, col,
                                           pic_bottom - ny},
                                  ui_px(ui, 16));
    } else {
        s->picture = detail_words(ui, s, y + (float)hpx * 1.35f, pic_bottom);
    }
    if (s->learn) {
        learn_room(ui, g, s->picture);
    } else if (s->picture.h > 20) {
        ui_board_picture(ui, g, s->holes[g], s->picture, false);
    }
    if (select_choose_holes(s)) {
        holes_label(ui, s, d.x + pad);
    }
    /* each row's words at one size (issue 52) */
    static const int play_rows[][2] = {{SEL_PLAY, 3},
                                       {SEL_HOLES, RULES_MAX_VARIANTS},
                                       {SEL_MATCH1, 3},
                                       {SEL_BACK, 1},
                                       {SEL_PUZZLES, 1}}; /* by the title */
    if (s->learn) {
        learn_buttons_draw(ui, s);
        return;
    }
    for (size_t r = 0; r < sizeof play_rows / sizeof *play_rows; r++) {
        UiButton row[RULES_MAX_VARIANTS];
        int n = 0, focus = -1;
        for (int i = play_rows[r][0]; i < play_rows[r][0] + play_rows[r][1];
             i++) {
            if (s->buttons[i].enabled) {
                focus = i == s->focus ? n : focus;
                row[n++] = s->buttons[i];
            }
        }
        ui_buttons_draw_alike(ui, row, n, focus, NULL, 0);
    }
    {
        ui_ai_options_draw(ui, (RulesGameId)s->card, &s->buttons[SEL_AI],
                           d.x + pad,
                           s->focus - SEL_AI);
        ui_name_rows_draw(ui, &s->buttons[SEL_NAME_S],
                          s->editing - SEL_NAME_S, &s->edit,
                          s->focus - SEL_NAME_S, d.x + pad);
    }
}

/* The card whose dots' meaning is shown: the one under the pointer, else
 * the chosen one when P asked; -1 for none. */
static int tip_game(const Ui *ui, const SelectState *s)
{
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        if (ui_path_dots_hit(s->dots[g], (float)ui->mouse_x,
                             (float)ui->mouse_y)) {
            return g;
        }
    }
    return s->tip && s->dots[s->card].h > 0 ? s->card : -1;
}

void select_draw(Ui *ui, void *st)
{
    SelectState *s = st;
    select_layout(ui, s);
    ui_background(ui);
    float top = select_title_h(ui);
    ui_text(ui, UI_SERIF,
            (int)((float)ui_px(ui, 44) * select_heading_scale(ui)),
            UI_RGB(252, 226, 170),
            (float)ui->w / 2, top * 0.42f, UI_CENTER | UI_MIDDLE,
            s->learn ? _("Learn a game") : _("Choose a game"));
    /* a notice ("Your game is kept…") takes the heading's line whole,
     * right of Back, rather than half cover it (issue 51) */
    UiRect back = s->buttons[SEL_BACK].r;
    float nx = back.x + back.w + back.x;
    ui->notice_room = (UiRect){nx, back.y, (float)ui->w - 2 * nx,
                               top * 0.7f - back.y};
    if (s->learn) {
        ui_text(ui, UI_SANS, ui_px(ui, 17), UI_RGB(236, 214, 178),
                (float)ui->w / 2, top * 0.78f, UI_CENTER | UI_MIDDLE,
                /* (issue 51: "a tick marks the lessons" left the player
                 * asking which tick: the name's, not the path's row) */
                _("Each game has a lesson; a tick after its name means you "
                  "finished it"));
    } else {
        /* (the keys are listed by F1) */
        ui_button_draw(ui, &s->buttons[SEL_RECORD], s->focus == SEL_RECORD);
        ui_button_draw(ui, &s->buttons[SEL_EDITOR], s->focus == SEL_EDITOR);
    }
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        draw_card(ui, s, g);
    }
    draw_detail(ui, s);
    int tip = tip_game(ui, s);
    if (tip >= 0) {
        ui_path_tip(ui, (RulesGameId)tip, s->dots[tip]);
    }
}

void select_dump(Ui *ui, void *st, FILE *f)
{
    SelectState *s = st;
    select_layout(ui, s);
    fprintf(f, "screen select\ncard %s\nlearn %d\npath_done",
            rules_game_name((RulesGameId)s->card), s->learn ? 1 : 0);
    bool done[UI_PATH_STEPS];
    ui_path_steps(ui, (RulesGameId)s->card, done);
    for (int i = 0; i < UI_PATH_STEPS; i++) {
        fprintf(f, " %d", done[i] ? 1 : 0);
    }
    UiRect d = s->dots[s->card];
    int tip = tip_game(ui, s);
    fprintf(f, "\ndots %.0f %.0f %.0f %.0f\npath_tip %s\n", d.x, d.y, d.w,
            d.h, tip >= 0 ? rules_game_name((RulesGameId)tip) : "-");
    UiRect p = s->picture;
    fprintf(f, "picture %.0f %.0f %.0f %.0f\n", p.x, p.y, p.w, p.h);
    /* every card's dots and link to the Atlas, as last drawn */
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        UiRect a = s->dots[g], l = s->map_links[g];
        fprintf(f, "card_%s %.0f %.0f %.0f %.0f link %.0f %.0f %.0f %.0f\n",
                rules_game_name((RulesGameId)g), a.x, a.y, a.w, a.h, l.x,
                l.y, l.w, l.h);
    }
    fprintf(f, "editing %s\n", s->editing == SEL_NAME_S   ? "south"
                                  : s->editing == SEL_NAME_N ? "north"
                                                             : "");
    /* the buttons shown: here a hidden one is disabled, but the
     * opponent's rows are shown where they mean something (the expert's
     * time of a solved game is a line of text then) */
    UiButton shown[SEL_N];
    int n = 0;
    for (int i = 0; i < SEL_N; i++) {
        bool ai = i >= SEL_AI && i < SEL_AI + UI_AI_OPTIONS;
        bool think_text = i == SEL_AI + UI_AI_OPTIONS - 1 &&
                          ai_game_solved((RulesGameId)s->card);
        if (ai ? !s->learn && !think_text && s->buttons[i].r.w > 0
               : s->buttons[i].enabled) {
            shown[n++] = s->buttons[i];
        }
    }
    ui_buttons_dump(shown, n, f);
}
