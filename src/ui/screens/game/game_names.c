/* game_names.c: the players' names on the game screen: shown, typed into a banner, and a match's score in large type with both names (its place, drawing and dump). */
#include "kit/draw.h"
#include "kit/rect.h"
#include "kit/screen.h"
#include "kit/settings.h"
#include "kit/text.h"
#include "kit/ui_i18n.h"
#include "kit/widgets.h"
#include "screens/game/game.h"

#include <stdio.h>

void game_stop_editing(Ui *ui, GameState *s, bool keep)
{
    if (s->name.editing < 0) {
        return;
    }
    const char *name = s->name.edit.text;
    if (keep && name[0]) {
        /* the field holds fewer than UI_NAME_INPUT_MAX bytes */
        snprintf(ui->settings.names[s->name.editing],
                 sizeof ui->settings.names[s->name.editing], "%.*s",
                 UI_NAME_INPUT_MAX, name);
        session_set_player_name(s->sess, (RulesSide)s->name.editing, name);
        ui_save_settings(ui);
    }
    s->name.editing = -1;
    SDL_StopTextInput();
}

void game_start_editing(GameState *s, int side, const Ui *ui)
{
    s->name.editing = side;
    ui_field_start(&s->name.edit, ui_player_name(ui, side),
                   UI_NAME_INPUT_MAX);
}

void game_edit_input(Ui *ui, GameState *s, const SDL_Event *e)
{
    UiFieldAct act = ui_field_input(&s->name.edit, e);
    if (act == UI_FIELD_KEEP || act == UI_FIELD_CANCEL) {
        game_stop_editing(ui, s, act == UI_FIELD_KEEP);
    }
}

UiWho game_who(const Ui *ui, const GameState *s)
{
    return ui_who(ui, s->setup.computer);
}

void game_score_line(const Ui *ui, const GameState *s, int side, char *buf,
                     size_t size)
{
    UiWho who = game_who(ui, s);
    /* TRANSLATORS: one side of a match's score: the player's name and
     * points ("Lan 1") */
    snprintf(buf, size, _("%s %d"), who.names[side],
             session_match_points(s->sess, (RulesSide)side));
}

/* A match's score, large, in `r` (its top and width): "Lan 1 – Đức 0" on
 * one line, or South's over North's when the names are too long for it,
 * each name then cut short if it must be. */
void game_layout_score(Ui *ui, GameState *s, UiRect r, int px)
{
    s->lay.score = (UiRect){0, 0, 0, 0};
    s->lay.score_lines = 0;
    if (session_match_target(s->sess) <= 1) {
        return;
    }
    int w1, w2, wd, th;
    char a[120], b[120];
    game_score_line(ui, s, RULES_SOUTH, a, sizeof a);
    game_score_line(ui, s, RULES_NORTH, b, sizeof b);
    ui_text_size(ui, UI_BOLD, px, a, &w1, &th);
    ui_text_size(ui, UI_BOLD, px, b, &w2, &th);
    ui_text_size(ui, UI_BOLD, px, " – ", &wd, &th);
    s->lay.score_px = px;
    s->lay.score_lines = w1 + wd + w2 <= (int)r.w ? 1 : 2;
    s->lay.score = (UiRect){r.x, r.y, r.w,
                            (float)th * (float)s->lay.score_lines * 1.05f};
}

/* The match's score, large, where game_layout_score put it. */
void game_draw_score(Ui *ui, const GameState *s)
{
    UiRect r = s->lay.score;
    int px = s->lay.score_px;
    char a[120], b[120], line[260], cut[200];
    game_score_line(ui, s, RULES_SOUTH, a, sizeof a);
    game_score_line(ui, s, RULES_NORTH, b, sizeof b);
    if (s->lay.score_lines == 1) {
        snprintf(line, sizeof line, "%s – %s", a, b);
        ui_text(ui, UI_BOLD, px, ui_ink, r.x, r.y, UI_LEFT, line);
        return;
    }
    /* a side a line: its emblem, its name (cut short if it must be),
     * its points at the right */
    float lh = r.h / 2;
    UiWho who = game_who(ui, s);
    for (int i = 0; i < 2; i++) {
        int side = i == 0 ? RULES_SOUTH : RULES_NORTH;
        char pts[16];
        int pw, ph;
        snprintf(pts, sizeof pts, "%d",
                 session_match_points(s->sess, (RulesSide)side));
        ui_text_size(ui, UI_BOLD, px, pts, &pw, &ph);
        float y = r.y + lh * (float)i;
        ui_side_emblem(ui, side, r.x + (float)px * 0.35f, y + lh * 0.5f,
                       (float)px * 0.3f);
        ui_text(ui, UI_BOLD, px, ui_ink, r.x + (float)px * 0.9f, y, UI_LEFT,
                ui_ellipsis(ui, UI_BOLD, px,
                            r.w - (float)px * 1.4f - (float)pw,
                            who.names[side], cut, sizeof cut));
        ui_text(ui, UI_BOLD, px, ui_ink, r.x + r.w, y, UI_RIGHT, pts);
    }
}

/* The dump's lines of the match's score. */
void game_dump_score(const Ui *ui, const GameState *s, FILE *f)
{
    if (s->lay.score_lines > 0) {
        char a[120], b[120];
        game_score_line(ui, s, RULES_SOUTH, a, sizeof a);
        game_score_line(ui, s, RULES_NORTH, b, sizeof b);
        fprintf(f, "match_score %s|%s\nmatch_score_px %d\n"
                   "match_score_lines %d\n",
                a, b, s->lay.score_px, s->lay.score_lines);
    }
}
