/* scr_result.c: the result of a game over the final board: winner, counts, the game's own note and match points, the match score. */
#include "uipriv.h"

#include <stdio.h>
#include <stdlib.h>

enum { RES_REMATCH = 0, RES_NEXT, RES_REPLAY, RES_MENU, RES_N };

typedef struct ResultState {
    UiGameSetup setup;
    RulesPosition end;
    UiMatch match;
    int focus;
    UiButton buttons[RES_N];
    UiRect box;
} ResultState;

static bool match_goes_on(const ResultState *s)
{
    return s->match.target > 1 && s->match.points[0] < s->match.target &&
           s->match.points[1] < s->match.target;
}

static bool is_match(const ResultState *s)
{
    return s->match.target > 1;
}

static void layout(Ui *ui, ResultState *s)
{
    float w = 640 * ui->u + 120, h = 360 * ui->u + 90;
    if (is_match(s)) {
        h += 70 * ui->u;
    }
    if (w > (float)ui->w * 0.9f) {
        w = (float)ui->w * 0.9f;
    }
    s->box = (UiRect){((float)ui->w - w) / 2, ((float)ui->h - h) / 2, w, h};
    float pad = 26 * ui->u + 6, gap = 12 * ui->u + 4;
    float bh = 48 * ui->u + 8;
    int n = is_match(s) ? 4 : 3;
    float bw = (w - 2 * pad - (float)(n - 1) * gap) / (float)n;
    float by = s->box.y + h - pad - bh;
    const char *labels[RES_N] = {_("Rematch"), _("Next game"), _("Replay"),
                                 _("Menu")};
    int k = 0;
    for (int i = 0; i < RES_N; i++) {
        bool shown = i != RES_NEXT || is_match(s);
        s->buttons[i] = (UiButton){{s->box.x + pad + (float)k * (bw + gap), by,
                                    shown ? bw : 0, shown ? bh : 0},
                                   labels[i], i, shown, false};
        k += shown;
    }
    s->buttons[RES_NEXT].enabled = match_goes_on(s);
}

static void activate(Ui *ui, ResultState *s, int id)
{
    switch (id) {
    case RES_REMATCH:
        ui_pop(ui);
        ui_game_new_round(ui, false);
        break;
    case RES_NEXT:
        ui_pop(ui);
        ui_game_new_round(ui, true);
        break;
    case RES_REPLAY:
        ui_game_start_replay(ui);
        break;
    case RES_MENU:
        ui_pop_to_title(ui);
        break;
    default:
        break;
    }
    (void)s;
}

static void result_input(Ui *ui, void *st, const SDL_Event *e)
{
    ResultState *s = st;
    layout(ui, s);
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_ESCAPE) {
        ui_pop(ui); /* back to the final board */
        return;
    }
    int hit = ui_buttons_input(ui, s->buttons, RES_N, &s->focus, e);
    if (!s->buttons[s->focus].enabled) {
        s->focus = RES_REMATCH;
    }
    if (hit >= 0) {
        activate(ui, s, hit);
    }
}

static int result_update(Ui *ui, void *st, uint32_t dt)
{
    (void)ui;
    (void)st;
    (void)dt;
    return -1;
}

/* One player's final count, large, the winner's card lit up. */
static void score_card(Ui *ui, UiRect r, int side, const char *name, int n,
                       const char *word, bool won)
{
    ui_round(ui, r, r.h * 0.16f, won ? UI_RGB(250, 222, 160)
                                     : UI_RGB(232, 216, 190));
    if (won) {
        ui_round_line(ui, r, r.h * 0.16f, 3 * ui->u + 1, ui_accent);
    }
    float em = r.h * 0.12f;
    ui_side_emblem(ui, side, r.x + r.h * 0.2f, r.y + r.h * 0.22f, em);
    ui_text_fit(ui, UI_BOLD, ui_px(ui, 22), ui_ink, r.x + r.h * 0.2f + em * 2,
                r.y + r.h * 0.22f - (float)ui_px(ui, 22) * 0.7f,
                r.w - r.h * 0.3f - em * 2, name);
    char num[16];
    snprintf(num, sizeof num, "%d", n);
    ui_text(ui, UI_SERIF, ui_px(ui, 54), ui_ink, r.x + r.w / 2,
            r.y + r.h * 0.6f, UI_CENTER | UI_MIDDLE, num);
    ui_text(ui, UI_SANS, ui_px(ui, 16), UI_RGB(110, 74, 44), r.x + r.w / 2,
            r.y + r.h * 0.88f, UI_CENTER | UI_MIDDLE, word);
}

static void result_draw(Ui *ui, void *st)
{
    ResultState *s = st;
    layout(ui, s);
    ui_draw_below(ui, st);
    ui_dim(ui, 140);
    UiRect b = s->box;
    ui_panel(ui, b);
    float pad = 26 * ui->u + 6;
    const RulesPosition *p = &s->end;
    const char *names[2] = {ui_player_name(ui, 0), ui_player_name(ui, 1)};
    bool decided = p->winner == RULES_WINNER_SOUTH ||
                   p->winner == RULES_WINNER_NORTH;
    int w = p->winner == RULES_WINNER_SOUTH ? 0 : 1;
    char head[120];
    if (decided) {
        snprintf(head, sizeof head, _("%s wins"), names[w]);
    } else {
        snprintf(head, sizeof head, "%s", _("A draw"));
    }
    float cx = b.x + b.w / 2;
    float y = b.y + pad * 0.8f;
    int hpx = ui_px(ui, 48);
    ui_text(ui, UI_SERIF, hpx, ui_ink, cx, y, UI_CENTER, head);
    y += (float)hpx * 1.55f;
    int px = ui_px(ui, 20);
    char line[240], ref[40];
    const RulesGameInfo *info = rules_game_info((RulesGameId)p->game);
    const UiLook *look = ui_look((RulesGameId)p->game);
    RulesRule note = rules_result_note(p);
    if (decided && note != RULES_RULE_NONE && look->note_text) {
        snprintf(line, sizeof line, "%s%s", _(look->note_text),
                 ui_rule_ref(ui, note, ref, sizeof ref));
        ui_text(ui, UI_BOLD, px, UI_RGB(150, 60, 30), cx, y, UI_CENTER,
                line);
        y += (float)px * 1.5f;
    }
    const char *word = _(ui_capture_words((RulesGameId)p->game)->result);
    float cw = (b.w - 2 * pad - pad * 0.6f) / 2, ch = 130 * ui->u + 24;
    for (int side = 0; side < 2; side++) {
        UiRect r = {b.x + pad + (float)side * (cw + pad * 0.6f), y, cw, ch};
        score_card(ui, r, side, names[side], p->captured[side], word,
                   decided && side == w);
    }
    y += ch + (float)px * 0.7f;
    if (info->sweep == RULES_SWEEP_NONE && look->left_text) {
        /* the clause that ends the game says they stay */
        int left = rules_start_total(p) - p->captured[0] - p->captured[1];
        snprintf(line, sizeof line, _(look->left_text), left,
                 ui_rule_ref(ui, info->no_moves_rule, ref, sizeof ref));
        ui_text(ui, UI_SANS, ui_px(ui, 18), ui_ink, cx, y, UI_CENTER, line);
        y += (float)px * 1.4f;
    }
    const char *why = ui_rule_label(p->end_rule);
    snprintf(line, sizeof line, _("How it ended: %s%s"), *why ? why : "-",
             ui_rule_ref(ui, p->end_rule, ref, sizeof ref));
    ui_text(ui, UI_SANS, ui_px(ui, 18), UI_RGB(110, 74, 44), cx, y, UI_CENTER,
            line);
    y += (float)px * 1.5f;
    if (info->points) {
        int pts = rules_match_points(p);
        snprintf(line, sizeof line, _("Match points for this game: %d%s"),
                 pts, ui_rule_ref(ui, info->points_rule, ref, sizeof ref));
        ui_text(ui, UI_BOLD, px, ui_ink, cx, y, UI_CENTER, line);
        y += (float)px * 1.5f;
    }
    if (is_match(s)) {
        snprintf(line, sizeof line, _("Match to %d: %s %d – %d %s"),
                 s->match.target, names[0], s->match.points[0],
                 s->match.points[1], names[1]);
        ui_text(ui, UI_BOLD, px, UI_RGB(120, 64, 24), cx, y, UI_CENTER,
                line);
        y += (float)px * 1.5f;
        if (!match_goes_on(s)) {
            int mw = s->match.points[0] >= s->match.target ? 0 : 1;
            snprintf(line, sizeof line, _("%s wins the match"),
                     names[mw]);
            ui_text(ui, UI_SERIF, ui_px(ui, 28), UI_RGB(150, 80, 20), cx,
                    y, UI_CENTER, line);
        }
    }
    for (int i = 0; i < RES_N; i++) {
        if (s->buttons[i].r.w > 0) {
            ui_button_draw(ui, &s->buttons[i], i == s->focus);
        }
    }
}

static void result_leave(Ui *ui, void *st)
{
    (void)ui;
    free(st);
}

static void result_dump(Ui *ui, void *st, FILE *f)
{
    (void)ui;
    ResultState *s = st;
    static const char *const w[] = {"none", "south", "north", "draw"};
    fprintf(f, "screen result\nholes");
    for (int i = 0; i < s->end.hole_count; i++) {
        fprintf(f, " %d", s->end.holes[i]);
    }
    fprintf(f, "\nwinner %s\ncaptured %d %d\nglory %d\n"
               "points %d\nmatch %d %d %d\n",
            w[s->end.winner & 3], s->end.captured[0], s->end.captured[1],
            rules_result_note(&s->end) == RULES_RULE_NONE,
            rules_game_info((RulesGameId)s->end.game)->points
                ? rules_match_points(&s->end)
                : 0,
            s->match.target, s->match.points[0], s->match.points[1]);
}

static const UiKey result_keys[] = {
    {N_("Left, Right or Tab"), N_("Move between the buttons")},
    {N_("Enter or Space"), N_("Press the button with the ring")},
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
    s->focus = match_goes_on(s) ? RES_NEXT : RES_REMATCH;
    ui_push(ui, &result_def, s);
}
