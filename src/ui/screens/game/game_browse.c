/* game_browse.c: browsing the move list and replay on the game screen: the board shows an earlier position. */
#include "board/anim.h"
#include "board/stage.h"
#include "kit/screen.h"
#include "kit/settings.h"
#include "kit/ui_i18n.h"
#include "screens/game/game.h"

#include <stdio.h>

void game_clear_hints(GameState *s)
{
    s->message[0] = '\0';
    s->pointer.preview[0] = '\0';
    s->last_caption[0] = '\0';
    s->pointer.hover = -1;
    s->pointer.target = -1;
    s->offer.mode = false;
    s->offer.sel = 0;
}

void game_stop_replay(Ui *ui, GameState *s)
{
    if (!s->replay.on) {
        return;
    }
    s->replay.on = false;
    s->replay.paused = false;
    game_finish_anim(s);
    session_back_to_game(s->sess);
    game_clear_hints(s);
    game_show_position(ui, s);
}

/* Shows position i (0 = the start); the live position ends browsing. */
void game_browse_to(Ui *ui, GameState *s, size_t i)
{
    game_stop_replay(ui, s);
    game_finish_anim(s);
    if (i >= session_move_count(s->sess)) {
        session_back_to_game(s->sess);
    } else {
        game_pause_demo(s);
        session_browse(s->sess, i);
    }
    game_clear_hints(s);
    game_show_position(ui, s);
}

void game_show_move_again(Ui *ui, GameState *s, size_t i)
{
    game_stop_replay(ui, s);
    game_finish_anim(s);
    RulesTrace t = {0};
    if (i >= session_move_count(s->sess) ||
        !session_move_trace(s->sess, i, &t)) {
        rules_trace_free(&t);
        return;
    }
    RulesPosition before = *session_position_at(s->sess, i);
    /* it ends where browsing to the position after it would (the live
     * game, after the last move) */
    if (i + 1 >= session_move_count(s->sess)) {
        session_back_to_game(s->sess);
    } else {
        game_pause_demo(s);
        session_browse(s->sess, i + 1);
    }
    game_clear_hints(s);
    ui_anim_start(&s->anim, &before, current(s), &t, UI_SPEED_SLOW,
                  s->anim.teaching);
    game_caption_after(ui, s);
    rules_trace_free(&t);
}

void game_browse_step(Ui *ui, GameState *s, int step)
{
    size_t shown = session_shown_index(s->sess);
    if (step < 0 && shown > 0) {
        game_browse_to(ui, s, shown - 1);
    } else if (step > 0) {
        game_browse_to(ui, s, shown + 1);
    }
}

void game_speed_faster(Ui *ui, GameState *s)
{
    ui_speed_faster(ui);
    s->anim.speed = ui->settings.speed;
}

/* The next move of the replay, animated from its trace like a move in
 * play; at the end the live game is shown again (with its result). */
void game_replay_next(Ui *ui, GameState *s)
{
    RulesPosition before = *current(s);
    RulesTrace t = {0};
    if (session_replay_step(s->sess, &t)) {
        ui_anim_start(&s->anim, &before, current(s), &t, ui->settings.speed,
                      s->anim.teaching);
        game_caption_after(ui, s);
        s->replay.wait = ui_replay_gap(ui);
    } else {
        s->replay.on = false;
        s->replay.paused = false;
        session_back_to_game(s->sess);
        snprintf(s->last_caption, sizeof s->last_caption, "%s",
                 _("Replay finished"));
        s->result_shown = false;
    }
    rules_trace_free(&t);
}

void game_start_replay(Ui *ui, GameState *s)
{
    game_finish_anim(s);
    if (session_move_count(s->sess) == 0) {
        game_set_message(s, _("There are no moves to replay"));
        return;
    }
    game_pause_demo(s);
    session_browse(s->sess, 0);
    game_clear_hints(s);
    s->replay.on = true;
    s->replay.paused = false;
    s->replay.wait = ui_replay_gap(ui);
    game_show_position(ui, s);
}

/* Pause and step in a replay: Step shows the next event of a move, or
 * starts the next move one event at a time. */
void game_replay_pause(GameState *s)
{
    s->replay.paused = !s->replay.paused;
    if (s->anim.active) {
        s->anim.paused = s->replay.paused;
    }
}

void game_replay_step(Ui *ui, GameState *s)
{
    s->replay.paused = true;
    if (s->anim.active) {
        ui_anim_step(&s->anim);
        return;
    }
    game_replay_next(ui, s);
    if (s->anim.active) {
        s->anim.step_once = true;
    }
}

/* Left and Right in a replay: it pauses, and shows the move before, or
 * plays the next one and stops after it. */
void game_replay_move(Ui *ui, GameState *s, int step)
{
    s->replay.paused = true;
    bool moving = s->anim.active;
    game_finish_anim(s);
    size_t shown = session_shown_index(s->sess);
    if (step < 0) {
        if (shown > 0) {
            session_browse(s->sess, shown - 1);
        }
        game_clear_hints(s);
        game_show_position(ui, s);
    } else if (!moving) {
        game_replay_next(ui, s);
    }
}
