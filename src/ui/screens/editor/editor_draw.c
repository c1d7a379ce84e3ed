/* editor_draw.c: the board editor drawn: the board with the focused hole or store, a number being typed, the title with its game, the keys, the check's reason, the analysis and the buttons. */
#include "board/ai_play.h"
#include "board/board.h"
#include "kit/draw.h"
#include "kit/rect.h"
#include "kit/settings.h"
#include "kit/text.h"
#include "kit/ui_i18n.h"
#include "kit/widgets.h"
#include "screens/editor/editor.h"

#include <stdio.h>

/* The analysis in words: the hint's move and what it does, and its value
 * (the table's final score where exact, else the search's estimate). */
void editor_analysis_text(const EditorState *s, char *buf, size_t size)
{
    buf[0] = '\0';
    if (ui_ai_thinking(&s->ai) || s->ai.task) {
        snprintf(buf, size, "%s", _("Thinking…"));
        return;
    }
    if (!s->ai.hint_shown) {
        return;
    }
    const AiHint *h = &s->ai.hint;
    char value[120];
    if (h->final_mover >= 0 && h->final_opponent >= 0) {
        snprintf(value, sizeof value, "%s", _("Exact, from the table of "
                                              "perfect play."));
    } else if (h->best.outcome == AI_OUTCOME_WIN ||
               h->best.outcome == AI_OUTCOME_LOSS) {
        snprintf(value, sizeof value, "%s",
                 h->best.outcome == AI_OUTCOME_WIN
                     ? _("The computer has worked it out to the end: the "
                         "side to move wins, whatever the other plays.")
                     : _("The computer has worked it out to the end: the "
                         "side to move loses if the other plays well."));
    } else {
        /* tenths of a seed, as the language writes them: +2.5, +2,5 */
        char num[32];
        content_number(num, sizeof num, h->best.score, 1);
        snprintf(value, sizeof value,
                 _("The computer's estimate for the side to move: %s%s "
                   "seeds."),
                 h->best.score > 0 ? "+" : "", num);
    }
    /* the move named alone: the hint's caption says what it captures,
     * and so does hint_more ("captures 4. It captures 4.", issue 52) */
    char move[160];
    ui_move_words(NULL, &s->pos, h->best.move, move, sizeof move);
    /* TRANSLATORS: the board editor's analysis: the best move ("sow hole
     * S2"), what it does ("It captures 4."), then its value */
    snprintf(buf, size, _("Best move: %s. %s %s"), move, s->ai.hint_more,
             value);
}

/* A number being typed: a field over the focused hole or store, with
 * the digits and a caret, so the player sees that typing goes on (and
 * Enter ends it). */
static void draw_typed(Ui *ui, const EditorState *s)
{
    if (!s->typed[0]) {
        return;
    }
    const RulesPosition *p = &s->pos;
    float cx, cy;
    if (s->focus < p->hole_count) {
        cx = s->L.pit_x[s->focus];
        cy = s->L.pit_y[s->focus];
    } else {
        UiRect r = s->L.store[s->focus - p->hole_count];
        cx = r.x + r.w / 2;
        cy = r.y + r.h / 2;
    }
    char shown[8];
    snprintf(shown, sizeof shown, "%s|", s->typed);
    int px = ui_px(ui, 24), tw, th;
    ui_text_size(ui, UI_BOLD, px, "000|", &tw, &th);
    float w = (float)tw + 16 * ui->u + 8, h = (float)th + 6 * ui->u + 4;
    UiRect box = {cx - w / 2, cy - h / 2, w, h};
    ui_round(ui, box, 6 * ui->u + 2, ui_paper);
    ui_round_line(ui, box, 6 * ui->u + 2, 2 * ui->u + 1, ui_accent);
    ui_text(ui, UI_BOLD, px, ui_ink, cx, cy, UI_CENTER | UI_MIDDLE, shown);
}

void editor_draw(Ui *ui, void *st)
{
    EditorState *s = st;
    editor_layout(ui, s);
    ui_background(ui);
    const RulesPosition *p = &s->pos;
    uint16_t counts[RULES_MAX_HOLES];
    UiBoardView v = ui_board_view_still(p, counts);
    v.hover = s->focus < p->hole_count ? s->focus : -1;
    v.face_to_face = ui->settings.face_to_face;
    v.names[0] = ui_player_name(ui, 0);
    v.names[1] = ui_player_name(ui, 1);
    v.legend = s->ai.hint_shown; /* the hint's legend, where South's name is */
    ui_board_draw(ui, &s->L, &v);
    if (s->focus >= p->hole_count) {
        UiRect r = s->L.store[s->focus - p->hole_count];
        ui_round_line(ui, r, 10 * ui->u + 2, 3 * ui->u + 1, ui_accent);
    } else {
        ui_ring(ui, s->L.pit_x[s->focus], s->L.pit_y[s->focus],
                s->L.pit_r * 1.12f, 3 * ui->u + 1, ui_accent);
    }
    draw_typed(ui, s);
    ui_ai_draw_board(ui, &s->ai, &s->L);
    char line[900];
    /* the keys that have no button, at the title row's right end */
    const char *keys = editor_keys_line();
    int kpx = ui_px(ui, 15), kw, kh;
    ui_text_size(ui, UI_BOLD, kpx, keys, &kw, &kh);
    float kroom = s->keys_w; /* what the title and its game leave */
    if ((float)kw <= kroom) {
        ui_text(ui, UI_BOLD, kpx, ui_accent,
                s->title.x + s->title.w - (float)kw,
                s->title.y + (s->title.h - (float)kh) / 2, UI_LEFT, keys);
    } else {
        /* too long for one line (larger text): in two, or more */
        float wh = (float)ui_text_wrap(ui, UI_BOLD, kpx, ui_accent, 0, 0,
                                       kroom, false, keys);
        ui_text_wrap(ui, UI_BOLD, kpx, ui_accent,
                     s->title.x + s->title.w - kroom,
                     s->title.y + (s->title.h - wh) / 2, kroom, true, keys);
    }
    /* the title, and its game's button after it (editor_layout) */
    UiRect gb = s->buttons[EB_GAME].r;
    ui_text_fit(ui, UI_SERIF, s->title_px, UI_RGB(252, 226, 170), s->title.x,
                s->title.y + s->title.h / 2 - (float)s->title_px * 0.65f,
                gb.x - s->title.x - 4 * ui->u, _("Set up a board:"));
    UiRect c = s->status;
    ui_round(ui, c, 10 * ui->u + 2, UI_RGBA(30, 16, 8, 190));
    float cp = 8 * ui->u + 3;
    int px = ui_px(ui, 17);
    float y = c.y + cp;
    y += (float)ui_text_wrap(ui, UI_BOLD, px,
                             s->ok ? UI_RGB(150, 230, 150)
                                   : UI_RGB(255, 170, 140),
                             c.x + cp, y, c.w - 2 * cp, true, s->why);
    editor_analysis_text(s, line, sizeof line);
    if (s->note[0]) {
        snprintf(line, sizeof line, "%s", s->note);
    }
    y += (float)ui_text_wrap(ui, UI_SANS, px,
                             s->note[0] && s->note_error
                                 ? UI_RGB(255, 170, 140)
                                 : UI_RGB(255, 240, 206),
                             c.x + cp, y, c.w - 2 * cp, true, line);
    /* what the mouse does, at the box's foot where the words above leave
     * room (issue 51: right-click and the wheel were found by chance) */
    const char *mouse = _("Mouse: click a hole or the captured seeds for a "
                          "seed more, right-click for a seed less, or turn "
                          "the wheel over it");
    float mh = (float)ui_text_wrap(ui, UI_SANS, px, ui_paper, 0, 0,
                                   c.w - 2 * cp, false, mouse);
    if (c.y + c.h - cp - mh >= y) {
        ui_text_wrap(ui, UI_SANS, px, UI_RGB(214, 190, 150), c.x + cp,
                     c.y + c.h - cp - mh, c.w - 2 * cp, true, mouse);
    }
    for (int i = 0; i < EB_N; i++) {
        if (s->buttons[i].r.w > 0) {
            (i == EB_TO_MOVE || i == EB_HOLES || i == EB_GAME
                 ? ui_cycle_button_draw
                 : ui_button_draw_as)(ui, &s->buttons[i], false, NULL);
        }
    }
}

