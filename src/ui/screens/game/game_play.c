/* game_play.c: the game screen's moves: playing, animating, undo and redo, the computers' pauses, and what pointing at a hole shows. */
#include "board/ai_play.h"
#include "board/anim.h"
#include "board/board.h"
#include "kit/dialog.h"
#include "kit/screen.h"
#include "kit/ui_i18n.h"
#include "screens/game/game.h"
#include "screens/saves.h"

#include "ai.h"

#include <stdio.h>
#include <string.h>

/* In a demonstration, stops the computers until Resume; a search under
 * way is dropped, so nothing moves behind the player's back. */
void game_pause_demo(GameState *s)
{
    if (demo(s)) {
        s->demo_paused = true;
        ui_ai_stop(&s->ai);
    }
}

const char *game_paused_text(void)
{
    return _("Paused · Resume (P) lets the computers play on");
}

void game_set_message(GameState *s, const char *text)
{
    if (s->replay.on && text[0]) {
        return; /* the replay's own caption stays */
    }
    snprintf(s->message, sizeof s->message, "%s", text);
}

/* Why a move cannot be played, with the rule that says so. */
static void show_why(const Ui *ui, GameState *s, const RulesWhy *why)
{
    char reason[240], msg[300], ref[40];
    ui_why_text(why, current(s), true, reason, sizeof reason);
    snprintf(msg, sizeof msg, "%s%s", reason,
             ui_rule_ref(ui, why->rule, ref, sizeof ref));
    game_set_message(s, msg);
}

/* Two players at one board (issue 58): a click on the other's hole says
 * whose hole it is and whose turn it is, by their names ("Hole N1 is
 * Lan's — it is Đức's turn"), not "Hole N1 is not yours" (whose?).
 * False when the computer plays a side, or the hole is the mover's. */
static bool show_whose(const Ui *ui, GameState *s, int hole,
                       const RulesWhy *why)
{
    const RulesPosition *p = current(s);
    UiWho who = game_who(ui, s);
    if (who.you >= 0 || (s->setup.computer & 3) ||
        rules_owner(p, hole) == p->to_move) {
        return false;
    }
    char name[16], msg[300], ref[40];
    ui_hole_name((RulesGameId)p->game, p->holes_per_row, hole, name,
                 sizeof name);
    /* TRANSLATORS: a click on the other player's hole: the hole, its
     * owner, the player whose turn it is ("Hole N1 is Lan's — it is
     * Đức's turn") */
    snprintf(msg, sizeof msg, _("Hole %s is %s's — it is %s's turn%s"), name,
             who.names[rules_owner(p, hole)], who.names[p->to_move],
             ui_rule_ref(ui, why->rule, ref, sizeof ref));
    game_set_message(s, msg);
    return true;
}

void game_caption_after(Ui *ui, GameState *s)
{
    s->last_caption[0] = '\0';
    for (size_t i = s->anim.len; i-- > 0;) {
        /* the last thing the move did, not what followed from it */
        RulesRole role = rules_event_shape(s->anim.ev[i].kind)->role;
        if (role == RULES_ROLE_SOWING) {
            break;
        }
        if (role == RULES_ROLE_FOLLOWS) {
            continue;
        }
        UiWho who = game_who(ui, s);
        ui_caption_for(ui, &s->anim.before, s->anim.ev, s->anim.len, i, &who,
                       s->last_caption, sizeof s->last_caption);
        break;
    }
}

/* Animates the move just played (or redone) from its trace. */
static void animate(Ui *ui, GameState *s, const RulesPosition *before,
                    const RulesTrace *t)
{
    s->message[0] = '\0';
    s->pointer.preview[0] = '\0';
    s->pointer.target = -1;
    s->offer.mode = false;
    s->offer.sel = 0;
    s->result_shown = false;
    ui_ai_forget_hint(&s->ai);
    ui_anim_start(&s->anim, before, current(s), t, ui->settings.speed,
                  s->anim.teaching);
    if (!s->anim.active) { /* (instant: the update sees no end of it) */
        game_refresh_hover(ui, s);
    }
    game_caption_after(ui, s);
    ui_autosave(ui, s->sess);
}

/* "Play from here?" answered Yes: the later moves go to the redo list. */
static void take_over_and_play(Ui *ui, void *ctx)
{
    GameState *s = ctx;
    session_take_over(s->sess);
    game_play(ui, s, s->pending);
}

static void ask_take_over(Ui *ui, GameState *s, RulesMove m)
{
    char q[300];
    size_t n = session_moves_after_shown(s->sess);
    if (n == 1) {
        snprintf(q, sizeof q, "%s",
                 _("Play from here? The later move will be discarded."));
    } else {
        snprintf(q, sizeof q,
                 _("Play from here? The %zu later moves will be discarded."),
                 n);
    }
    s->pending = m;
    ui_confirm_push(ui, q, take_over_and_play, s);
}

/* A solved game (Modiar) against the computer, at Beginner or while
 * teaching: a person's move that turned a won or drawn game into a lost
 * one is said once, plainly, in a notice (issue 52: a player was lost
 * early with no sign). Never in a game of two people (issue 58). */
static void say_if_now_lost(Ui *ui, const GameState *s,
                            const RulesPosition *before)
{
    const RulesPosition *p = current(s);
    const RulesGame *g = session_record(s->sess);
    AiSolved was, now;
    if (!s->setup.computer || demo(s) || p->over || g->len < 2 ||
        ui_ai_computer_to_move(&s->setup, before) ||
        (s->setup.level != AI_LEVEL_BEGINNER && !s->anim.teaching) ||
        !ai_game_solved((RulesGameId)p->game) ||
        !ai_solve(before, g->keys, g->len - 1, &was) ||
        was.outcome == AI_OUTCOME_LOSS ||
        !ai_solve(p, g->keys, g->len, &now)) {
        return;
    }
    bool theirs = p->to_move != before->to_move;
    AiOutcome mine = now.outcome == AI_OUTCOME_WIN    ? AI_OUTCOME_LOSS
                     : now.outcome == AI_OUTCOME_LOSS ? AI_OUTCOME_WIN
                                                      : now.outcome;
    if ((theirs ? mine : now.outcome) == AI_OUTCOME_LOSS) {
        ui_notice(ui, false,
                  _("From here the computer can force a win, whatever you "
                    "play. Undo takes the move back."));
    }
}

void game_play(Ui *ui, GameState *s, RulesMove m)
{
    RulesPosition before = *current(s);
    RulesTrace t = {0};
    SessionError err = {0};
    SessionStatus st = session_play(s->sess, m, &t, &err);
    if (st == SESSION_ERR_REVIEWING) {
        rules_trace_free(&t);
        ask_take_over(ui, s, m);
        return;
    }
    if (st != SESSION_OK) {
        game_set_message(s, err.message);
        rules_trace_free(&t);
        return;
    }
    animate(ui, s, &before, &t);
    rules_trace_free(&t);
    say_if_now_lost(ui, s, &before);
    /* an offer just made is put to the other player once it has shown */
    s->offer.ask = m.kind == RULES_MOVE_OFFER;
}

void game_finish_anim(GameState *s)
{
    if (s->anim.active) {
        ui_anim_finish(&s->anim);
    }
}

void game_show_position(Ui *ui, GameState *s)
{
    bool teach = s->anim.teaching;
    ui_anim_start(&s->anim, current(s), current(s), NULL, ui->settings.speed,
                  teach);
    s->anim.teaching = teach;
}

void game_undo(Ui *ui, GameState *s)
{
    game_finish_anim(s);
    ui_ai_stop(&s->ai);
    ui_ai_forget_hint(&s->ai);
    game_pause_demo(s);
    if (!session_undo(s->sess)) {
        return;
    }
    /* against the computer, back to the person's own last move */
    while (!demo(s) && ui_ai_computer_to_move(&s->setup, current(s)) &&
           session_undo(s->sess)) {
    }
    s->result_shown = false;
    s->last_caption[0] = '\0';
    s->offer.mode = false;
    game_show_position(ui, s);
    ui_autosave(ui, s->sess);
}

void game_redo(Ui *ui, GameState *s)
{
    game_finish_anim(s);
    ui_ai_stop(&s->ai);
    game_pause_demo(s);
    RulesPosition before = *current(s);
    RulesTrace t = {0};
    bool redone = session_redo(s->sess, &t);
    /* against the computer, its undone answer comes back with the
     * person's move (as undo took both), and the last one is animated */
    while (redone && !demo(s) &&
           ui_ai_computer_to_move(&s->setup, current(s)) &&
           session_can_redo(s->sess)) {
        before = *current(s);
        redone = session_redo(s->sess, &t);
    }
    if (redone) {
        animate(ui, s, &before, &t);
    }
    rules_trace_free(&t);
}

/* Pause or Resume of a demonstration (outside replays). */
void game_toggle_demo(GameState *s)
{
    if (s->demo_paused) {
        s->demo_paused = false;
        s->anim.paused = false;
        s->message[0] = '\0';
    } else {
        game_pause_demo(s);
    }
}

/* The holes a move would capture from, read from the core's trace. */
static uint64_t preview_captures(const RulesPosition *p, RulesMove m)
{
    RulesTraceSummary sum;
    rules_move_summary(p, m, &sum);
    return sum.captured_from;
}

void game_update_hover(const Ui *ui, GameState *s, int hole)
{
    s->pointer.by_mouse = false; /* (game_mouse_hover sets it again) */
    if (hole == s->pointer.hover) {
        return;
    }
    s->pointer.hover = hole;
    s->pointer.target = -1;
    s->pointer.preview[0] = '\0';
    const RulesPosition *p = current(s);
    if (hole < 0 || p->over || s->anim.active || s->offer.mode) {
        return;
    }
    RulesMove m = {RULES_MOVE_SOW, (uint8_t)hole, 0};
    RulesWhy why = {0};
    if (rules_is_legal(p, m, &why)) {
        ui_preview_text(ui, p, m, s->pointer.preview,
                        sizeof s->pointer.preview, &s->pointer.target);
        s->pointer.capture_holes = preview_captures(p, m);
    } else if (!ui_ai_computer_to_move(&s->setup, p) && !s->replay.on &&
               rules_owner(p, hole) == p->to_move) {
        /* a hole of the player's that cannot be sown says why (an empty
         * one showed the last move's capture, as if it were news: issue
         * 52) */
        ui_why_text(&why, p, true, s->pointer.preview,
                    sizeof s->pointer.preview);
    }
}

void game_refresh_hover(const Ui *ui, GameState *s)
{
    /* what the hole in focus, or under a pointer that has not moved,
     * would do now: the move played since changed it (issue 52: the
     * line kept the old words until the mouse moved) */
    int h = s->pointer.hover;
    bool by_mouse = s->pointer.by_mouse;
    s->pointer.hover = -1;
    game_update_hover(ui, s, h);
    s->pointer.by_mouse = by_mouse;
    game_mouse_hover(ui, s,
                     ui_board_hit(&s->lay.L, (float)ui->mouse_x,
                                  (float)ui->mouse_y));
}

void game_mouse_hover(const Ui *ui, GameState *s, int hole)
{
    /* the pointer takes the ring from a hole it points at, and off the
     * board again; a ring the keys or a hint put there stays while the
     * pointer moves elsewhere (issue 51: a hint asked with the mouse lost
     * its ring at the pointer's next move, and Enter sowed another hole) */
    if (hole >= 0 || s->pointer.by_mouse) {
        game_update_hover(ui, s, hole);
        s->pointer.by_mouse = hole >= 0;
    }
}

void game_follow_hint(Ui *ui, GameState *s)
{
    /* counted once shown, and kept at once (issue 52: a hint leaves its
     * mark on the win) */
    session_count_hint(s->sess, (RulesSide)current(s)->to_move);
    ui_autosave(ui, s->sess);
    RulesMove m = s->ai.hint.best.move;
    if (m.kind == RULES_MOVE_SOW && !s->offer.mode) {
        game_update_hover(ui, s, m.hole);
    }
}

void game_click_hole(Ui *ui, GameState *s, int hole)
{
    const RulesPosition *p = current(s);
    if (s->replay.on) {
        return;
    }
    if (p->over) {
        game_set_message(s, _("The game is over: undo, or use the menu"));
        return;
    }
    if (ui_ai_computer_to_move(&s->setup, p)) {
        game_set_message(s, s->demo_paused ? game_paused_text()
                                      : _("Wait: it is the computer's turn"));
        return;
    }
    if (game_offer_click(s, hole)) {
        return;
    }
    RulesMove m = {RULES_MOVE_SOW, (uint8_t)hole, 0};
    RulesWhy why = {0};
    if (!rules_is_legal(p, m, &why)) {
        if (!show_whose(ui, s, hole, &why)) {
            show_why(ui, s, &why);
        }
        return;
    }
    s->pointer.hover = -1; /* (the move's end gives it back: refresh) */
    game_play(ui, s, m);
}

void game_simple_move(Ui *ui, GameState *s, int kind, uint8_t offer)
{
    RulesMove m = {(uint8_t)kind, 0, offer};
    RulesWhy why = {0};
    if (s->replay.on) {
        return;
    }
    if (ui_ai_computer_to_move(&s->setup, current(s))) {
        game_set_message(s, _("Wait: it is the computer's turn"));
        return;
    }
    if (!rules_is_legal(current(s), m, &why)) {
        show_why(ui, s, &why);
        return;
    }
    game_play(ui, s, m);
}
