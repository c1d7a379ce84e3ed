/* game_names.c: the players' names on the game screen: shown, and typed into a banner. */
#include "kit/screen.h"
#include "kit/settings.h"
#include "kit/widgets.h"
#include "screens/game/game.h"

#include <stdio.h>

UiWho game_who(const Ui *ui, const GameState *s)
{
    return ui_who(ui, s->setup.computer);
}

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
