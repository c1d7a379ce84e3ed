/* game_names.c: the players' names on the game screen: shown, and typed into a banner. */
#include "scr_game.h"

#include <stdio.h>

/* The names to show for South and North. */
void game_player_names(const Ui *ui, const char *names[2])
{
    names[0] = ui_player_name(ui, 0);
    names[1] = ui_player_name(ui, 1);
}

void game_stop_editing(Ui *ui, GameState *s, bool keep)
{
    if (s->name.editing < 0) {
        return;
    }
    if (keep && s->name.edit[0]) {
        snprintf(ui->settings.names[s->name.editing],
                 sizeof ui->settings.names[s->name.editing], "%s", s->name.edit);
        session_set_player_name(s->sess, (RulesSide)s->name.editing, s->name.edit);
        ui_save_settings(ui);
    }
    s->name.editing = -1;
    SDL_StopTextInput();
}

void game_start_editing(GameState *s, int side, const Ui *ui)
{
    s->name.editing = side;
    snprintf(s->name.edit, sizeof s->name.edit, "%s", ui->settings.names[side]);
    SDL_StartTextInput();
}

void game_edit_input(Ui *ui, GameState *s, const SDL_Event *e)
{
    if (ui_text_field_input(s->name.edit, UI_NAME_INPUT_MAX, e)) {
        return;
    }
    if (e->type == SDL_KEYDOWN) {
        SDL_Keycode k = e->key.keysym.sym;
        if (k == SDLK_RETURN || k == SDLK_KP_ENTER) {
            game_stop_editing(ui, s, true);
        } else if (k == SDLK_ESCAPE) {
            game_stop_editing(ui, s, false);
        }
    } else if (e->type == SDL_MOUSEBUTTONUP) {
        game_stop_editing(ui, s, true);
    }
}
