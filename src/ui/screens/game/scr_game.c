/* scr_game.c: the game screen: its keys and clicks, its clock (animation, replay, the computer), its dump, and opening a new or saved game; the rest is in game_*.c. */
#include "board/ai_play.h"
#include "board/anim.h"
#include "board/board.h"
#include "kit/draw.h"
#include "kit/rect.h"
#include "kit/screen.h"
#include "kit/settings.h"
#include "kit/ui_i18n.h"
#include "kit/widgets.h"
#include "screens/game/game.h"
#include "screens/game/scr_game.h"
#include "screens/record/record_ui.h"
#include "screens/rooms.h"
#include "screens/saves.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void press(Ui *ui, GameState *s, int id)
{
    if (s->replay.on && (id == GB_PAUSE || id == GB_STEP)) {
        if (id == GB_PAUSE) {
            game_replay_pause(s);
        } else {
            game_replay_step(ui, s);
        }
        return;
    }
    if (s->replay.on && (id == GB_UNDO || id == GB_REDO)) {
        return;
    }
    switch (id) {
    case GB_UNDO:
        game_undo(ui, s);
        break;
    case GB_REDO:
        game_redo(ui, s);
        break;
    case GB_SPEED:
        game_speed_faster(ui, s);
        break;
    case GB_PAUSE:
        if (demo(s)) {
            game_toggle_demo(s);
        } else if (s->anim.active) {
            if (s->anim.paused) {
                s->anim.paused = false;
            } else {
                s->anim.paused = true;
            }
        }
        break;
    case GB_STEP:
        ui_anim_step(&s->anim);
        break;
    case GB_TEACH:
        s->anim.teaching = !s->anim.teaching;
        if (!s->anim.teaching) {
            s->anim.paused = false;
        }
        break;
    case GB_RULES:
        ui_rooms.text(ui, (RulesGameId)current(s)->game, UI_TEXT_RULES);
        break;
    case GB_MENU:
        ui_pop_to_title(ui);
        break;
    case GB_HINT:
        if (s->lay.buttons[GB_HINT].enabled && session_over(s->sess)) {
            UiMatch m; /* Result: the result again (issue 58) */
            game_match_of(s, &m);
            ui_rooms.result(ui, &s->setup, session_position(s->sess), &m);
        } else if (s->lay.buttons[GB_HINT].enabled) {
            s->pointer.hover = -1;
            s->pointer.preview[0] = s->message[0] = '\0';
            UiWho who = game_who(ui, s);
            ui_ai_start_hint(&s->ai, session_record(s->sess), &s->setup,
                             &who);
        }
        break;
    default:
        game_action_press(ui, s, id);
        break;
    }
}

/* The holes the keyboard cursor walks over: those the player may sow
 * from, or while an offer is being chosen, those it may include. */
static uint64_t cursor_holes(const GameState *s)
{
    return s->offer.mode ? ui_board_offerable(current(s))
                         : ui_board_playable(current(s));
}

static void move_cursor(const Ui *ui, GameState *s, int step)
{
    int h = ui_board_cursor_step(cursor_holes(s), current(s)->hole_count,
                                 s->pointer.hover, step);
    if (h >= 0) {
        game_update_hover(ui, s, h);
    }
}

/* Enter (or Space) sows the hole in focus (or, choosing an offer, picks
 * or drops it); with none in focus it first shows the ring on the first
 * hole it could (ui_board_enter). */
static void sow_or_focus(Ui *ui, GameState *s)
{
    int h = s->pointer.hover;
    if (ui_board_enter(cursor_holes(s), current(s)->hole_count, &h)) {
        game_click_hole(ui, s, h);
    } else if (h >= 0) {
        game_update_hover(ui, s, h);
    }
}

/* A left click: a button, the move list, a name, or a hole. */
static void game_click(Ui *ui, GameState *s, const SDL_Event *e)
{
    float x = (float)e->button.x, y = (float)e->button.y;
    int hit = ui_button_hit(s->lay.buttons, GB_N, e->button.x, e->button.y);
    if (hit >= 0) {
        press(ui, s, hit);
        return;
    }
    if (s->lay.back_btn.r.w > 0 && ui_in_rect(s->lay.back_btn.r, x, y)) {
        if (s->replay.on) {
            game_stop_replay(ui, s);
        } else {
            game_browse_to(ui, s, session_move_count(s->sess));
        }
        return;
    }
    if (s->lay.save_btn.enabled && ui_in_rect(s->lay.save_btn.r, x, y)) {
        ui_save_game(ui, s->sess);
        return;
    }
    int row = game_move_list_hit(s, x, y);
    if (row >= 0) {
        /* that move again, ending on the position after it */
        game_show_move_again(ui, s, (size_t)row);
        return;
    }
    if (s->replay.on) {
        return;
    }
    if (s->anim.active) {
        /* a click finishes the animation */
        game_finish_anim(s);
        return;
    }
    /* (against the computer the banners say "You" and "Computer": no
     * name to type) */
    for (int side = 0; side < 2 && game_who(ui, s).you < 0; side++) {
        if (ui_in_rect(s->lay.name_box[side], x, y)) {
            game_start_editing(s, side, ui);
            return;
        }
    }
    int hole = ui_board_hit(&s->lay.L, x, y);
    if (hole >= 0) {
        game_click_hole(ui, s, hole);
    }
}

/* Space: pauses a replay or a demonstration, finishes an animation,
 * passes when that is the only move, else sows (or shows the ring). */
static void space_key(Ui *ui, GameState *s)
{
    if (s->replay.on) {
        /* in a replay Space pauses, as the caption says */
        game_replay_pause(s);
    } else if (demo(s) && (s->demo_paused || !s->anim.active)) {
        press(ui, s, GB_PAUSE);
    } else if (s->anim.active) {
        game_finish_anim(s);
    } else if (game_legal_kind(current(s), RULES_MOVE_PASS)) {
        press(ui, s, GB_PASS);
    } else {
        sow_or_focus(ui, s);
    }
}

/* Enter: a move picked in the list (no ring on the board) again; else sow. */
static void enter_key(Ui *ui, GameState *s)
{
    if (s->anim.active || s->replay.on) {
        return;
    }
    size_t shown = session_shown_index(s->sess);
    if (session_browsing(s->sess) && s->pointer.hover < 0 && shown > 0) {
        game_show_move_again(ui, s, shown - 1);
    } else {
        sow_or_focus(ui, s);
    }
}

/* The letters that press a button whatever goes on. */
static const struct {
    SDL_Keycode key;
    int button;
} letter_buttons[] = {
    {SDLK_y, GB_REDO},  {SDLK_t, GB_TEACH},  {SDLK_r, GB_RULES},
    {SDLK_h, GB_HINT},  {SDLK_a, GB_ACCEPT}, {SDLK_d, GB_DECLINE},
    {SDLK_n, GB_NEW},
};

/* A key: Esc, Space, Enter and the arrows depend on what goes on; the
 * letters press the buttons they name. */
static void game_key(Ui *ui, GameState *s, const SDL_Event *e)
{
    SDL_Keycode k = e->key.keysym.sym;
    bool ctrl = (e->key.keysym.mod & KMOD_CTRL) != 0;
    switch (k) {
    case SDLK_ESCAPE:
        if (s->replay.on) {
            game_stop_replay(ui, s);
        } else if (session_browsing(s->sess)) {
            game_browse_to(ui, s, session_move_count(s->sess));
        } else if (s->offer.mode) {
            press(ui, s, GB_CANCEL);
        } else {
            /* as Menu: to the title, the game kept (issue 51) */
            press(ui, s, GB_MENU);
        }
        return;
    case SDLK_SPACE:
        space_key(ui, s);
        return;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
        enter_key(ui, s);
        return;
    case SDLK_RIGHT:
        if (s->replay.on) {
            game_replay_move(ui, s, 1);
        } else if (s->anim.active) {
            ui_anim_step(&s->anim);
        } else {
            move_cursor(ui, s, 1);
        }
        return;
    case SDLK_LEFT:
        if (s->replay.on) {
            game_replay_move(ui, s, -1);
        } else if (s->anim.active) {
            ui_anim_back(&s->anim); /* a seed back */
        } else {
            move_cursor(ui, s, -1);
        }
        return;
    case SDLK_z:
    case SDLK_u:
        press(ui, s, (e->key.keysym.mod & KMOD_SHIFT) ? GB_REDO : GB_UNDO);
        return;
    case SDLK_p:
        press(ui, s, ctrl ? GB_PASS : GB_PAUSE);
        return;
    case SDLK_s:
        if (ctrl) {
            ui_save_game(ui, s->sess);
        } else {
            press(ui, s, GB_SPEED);
        }
        return;
    case SDLK_UP:
    case SDLK_LEFTBRACKET:
        game_browse_step(ui, s, -1);
        return;
    case SDLK_DOWN:
    case SDLK_RIGHTBRACKET:
        game_browse_step(ui, s, 1);
        return;
    case SDLK_HOME:
        game_browse_to(ui, s, 0);
        return;
    case SDLK_END:
        game_browse_to(ui, s, session_move_count(s->sess));
        return;
    case SDLK_v:
        /* the game review, from play or a replay (which pauses) */
        if (session_move_count(s->sess) > 0) {
            if (s->replay.on && !s->replay.paused) {
                game_replay_pause(s);
            }
            ui_rooms.review(ui, s->sess);
        }
        return;
    case SDLK_o:
        if (ctrl) {
            ui_rooms.load(ui);
        } else {
            press(ui, s, s->offer.mode ? GB_SEND : GB_OFFER);
        }
        return;
    default:
        for (size_t i = 0; i < sizeof letter_buttons / sizeof *letter_buttons;
             i++) {
            if (letter_buttons[i].key == k) {
                press(ui, s, letter_buttons[i].button);
            }
        }
        return;
    }
}

static void game_input(Ui *ui, void *st, const SDL_Event *e)
{
    GameState *s = st;
    game_layout(ui, s);
    if (s->name.editing >= 0) {
        game_edit_input(ui, s, e);
    } else if (e->type == SDL_MOUSEMOTION) {
        game_mouse_hover(ui, s,
                         ui_board_hit(&s->lay.L, (float)e->motion.x,
                                      (float)e->motion.y));
    } else if (e->type == SDL_MOUSEBUTTONUP &&
               e->button.button == SDL_BUTTON_LEFT) {
        game_click(ui, s, e);
    } else if (e->type == SDL_KEYDOWN) {
        game_key(ui, s, e);
    }
}

static int game_update(Ui *ui, void *st, uint32_t dt)
{
    GameState *s = st;
    if (s->anim.active) {
        ui_anim_update(&s->anim, dt);
        if (s->anim.active) {
            return s->anim.paused ? -1 : 0;
        }
        game_refresh_hover(ui, s);
    }
    if (s->replay.on) {
        if (s->replay.paused) {
            return -1;
        }
        if (dt < s->replay.wait) {
            s->replay.wait -= dt;
            return (int)s->replay.wait;
        }
        game_replay_next(ui, s);
        return 0;
    }
    const RulesPosition *p = current(s);
    if (p->over && !s->result_shown) {
        s->result_shown = true;
        if (!s->recorded) {
            s->recorded = true; /* once, even if the end is undone */
            game_record(ui, s, p);
        }
        UiMatch m;
        game_match_of(s, &m);
        m.fresh = true;
        ui_rooms.result(ui, &s->setup, p, &m);
        return -1;
    }
    if (s->name.editing < 0) {
        game_ask_offer(ui, s);
    }
    RulesMove move;
    bool hinted = s->ai.hint_shown;
    int next = ui_ai_update(&s->ai, session_record(s->sess), &s->setup,
                            s->anim.active || s->name.editing >= 0 ||
                                session_browsing(s->sess) || s->demo_paused,
                            dt, &move);
    if (next == 0) {
        game_play(ui, s, move);
        ui->dirty = true;
    } else if (!hinted && s->ai.hint_shown) {
        game_follow_hint(ui, s);
    }
    return next;
}

static void game_leave(Ui *ui, void *st)
{
    GameState *s = st;
    if (s->name.editing >= 0) {
        game_stop_editing(ui, s, false);
    }
    ui_ai_free(&s->ai);
    ui_anim_free(&s->anim);
    ui_autosave_leaving(ui, s->sess);
    session_free(s->sess);
    free(s);
}

static void game_dump(Ui *ui, void *st, FILE *f)
{
    GameState *s = st;
    const RulesPosition *p = current(s);
    uint16_t counts[RULES_MAX_HOLES], captured[2];
    ui_anim_display(&s->anim, counts, captured);
    fprintf(f, "screen game\ngame %s\nholes_per_row %d\nholes",
            rules_game_name((RulesGameId)p->game), p->holes_per_row);
    for (int i = 0; i < p->hole_count; i++) {
        fprintf(f, " %d", counts[i]);
    }
    fprintf(f, "\ncaptured %d %d\nto_move %s\nover %d\nanimating %d\n"
               "moves %zu\n",
            captured[0], captured[1],
            p->to_move == RULES_SOUTH ? "south" : "north", p->over ? 1 : 0,
            s->anim.active ? 1 : 0, session_move_count(s->sess));
    fprintf(f, "seen_again %d\n", game_seen_again(s));
    fprintf(f, "listed_moves %zu\nanim_paused %d\n", game_listed_moves(s),
            s->anim.paused ? 1 : 0);
    fprintf(f, "anim_event %zu\n", s->anim.active ? s->anim.i : 0);
    const UiRect *r[6] = {&s->lay.caption, &s->lay.caption_text,
                          &s->lay.caption_keys, &s->lay.banner[RULES_SOUTH],
                          &s->lay.banner[RULES_NORTH], &s->lay.caption_legend};
    static const char *const rect_names[6] = {
        "caption", "caption_text", "caption_keys", "banner_south",
        "banner_north", "caption_legend"};
    for (int i = 0; i < 6; i++) {
        fprintf(f, "%s %d %d %d %d\n", rect_names[i], (int)r[i]->x,
                (int)r[i]->y, (int)r[i]->w, (int)r[i]->h);
    }
    fprintf(f, "caption_px %d\ncaption_lines %d\nstatus %s\n",
            s->lay.caption_px, s->lay.caption_lines, s->lay.status);
    game_dump_list(ui, s, f);
    game_dump_score(ui, s, f);
    fprintf(f, "message %s\npreview %s\npreview_rings %d\nfocus %d\n",
            s->message, s->pointer.preview, game_preview_rings(s),
            s->pointer.hover);
    fprintf(f, "browsing %d\nshown %zu\nreplaying %d\nreplay_paused %d\n"
               "speed %s\nanim_speed %s\ndemo_paused %d\n"
               "pause_label %s\n",
            session_browsing(s->sess) ? 1 : 0,
            session_shown_index(s->sess), s->replay.on ? 1 : 0,
            s->replay.paused ? 1 : 0,
            ui_speed_name(ui->settings.speed),
            ui_speed_name(s->anim.speed),
            s->demo_paused ? 1 : 0,
            s->lay.buttons[GB_PAUSE].label ? s->lay.buttons[GB_PAUSE].label : "");
    ui_ai_dump(&s->ai, &s->setup, session_record(s->sess), f);
    game_layout(ui, s);
    ui_buttons_dump(s->lay.buttons, GB_N, f);
    ui_board_dump(&s->lay.L, f);
}

static const UiKey game_keys[] = {
    {N_("Left, Right"), N_("Choose a hole (the ring shows it); while seeds "
                           "move, a seed back or (when the move waits) on; "
                           "in a replay, a move back or forward")},
    {N_("Enter"), N_("Sow from the hole with the ring (with none yet, the "
                     "ring goes to the first you may sow)")},
    {N_("Space"), N_("As Enter; while seeds move, finish the move; in a "
                     "replay, pause or go on")},
    {N_("Click a hole"), N_("Sow from it (while seeds move: finish the "
                            "move)")},
    {N_("T"), N_("Teaching mode: one step at a time")},
    {N_("U or Ctrl+Z, Y"), N_("Undo, redo")},
    {N_("Up, Down, Home, End"), N_("Look back through the moves")},
    {N_("Enter on a move, or click it"), N_("That move again, slowly, "
                                            "the game unchanged")},
    {N_("H"), N_("A hint")},
    {N_("S"), N_("Animation speed (in a replay, its pace)")},
    {N_("P"), N_("Pause or go on (computer games)")},
    {N_("Ctrl+P"), N_("Pass, where the rules allow it")},
    {N_("O, A, D"), N_("Offer a trade, accept, decline, where the rules "
                       "allow it")},
    {N_("Ctrl+S, Ctrl+O"), N_("Save, load")},
    {N_("V"), N_("Review the game: every move marked")},
    {N_("N, R"), N_("New game, rules")},
    {N_("Esc"), N_("Back to the menu, as the Menu button; the game is "
                   "kept for Continue")},
    {NULL, NULL},
};

static const UiScreenDef game_def = {
    "game", game_input, game_update, game_draw, game_leave, game_dump,
    game_keys};

/* A fresh session for the setup: a single game, or a match. */
static bool new_game(Ui *ui, GameState *s, const UiGameSetup *setup,
                     char *err, size_t err_size)
{
    Session *n = session_new(setup->game, setup->holes_per_row,
                             ui->settings.names[0], ui->settings.names[1]);
    if (!n) {
        snprintf(err, err_size, "%s cannot be played with %d holes per row",
                 rules_game_name(setup->game), setup->holes_per_row);
        return false;
    }
    if (setup->match_target > 1) {
        session_set_match(n, setup->match_target);
    }
    ui_ai_to_session(setup, n);
    ui_ai_stop(&s->ai);
    ui_ai_forget_hint(&s->ai);
    session_free(s->sess);
    s->sess = n;
    s->result_shown = false;
    s->recorded = false;
    s->pointer.hover = -1;
    s->pointer.target = -1;
    s->pointer.preview[0] = s->message[0] = s->last_caption[0] = '\0';
    s->offer.mode = false;
    s->demo_paused = false;
    return true;
}

static void open_game(Ui *ui, GameState *s)
{
    /* the computer's tables for this game, read or built meanwhile, so
     * that its first move need not wait for them; not when two people
     * play (two pupils see no notice of a table being built for a
     * computer that does not play) */
    if (s->setup.computer) {
        ai_prepare((RulesGameId)current(s)->game, current(s)->holes_per_row);
    }
    ui_push(ui, &game_def, s);
    game_show_position(ui, s);
    if (current(s)->over) {
        s->result_shown = s->recorded = true; /* counted when played */
        UiMatch m;
        game_match_of(s, &m);
        ui_rooms.result(ui, &s->setup, current(s), &m);
    }
}

bool ui_game_push(Ui *ui, const UiGameSetup *setup, const char *moves,
                  char *err, size_t err_size)
{
    GameState *s = calloc(1, sizeof *s);
    if (!s) {
        ui_fatal(__FILE__, __LINE__, "out of memory");
    }
    s->setup = *setup;
    s->name.editing = -1;
    s->anim.sound = ui->sound;
    if (!new_game(ui, s, setup, err, err_size)) {
        free(s);
        return false;
    }
    if (moves && *moves) {
        /* one move at a time, so an error names the move; the whole
         * text, however long */
        char *buf = SDL_strdup(moves);
        if (!buf) {
            ui_fatal(__FILE__, __LINE__, "out of memory");
        }
        int k = 0;
        char *save = NULL;
        for (char *tok = SDL_strtokr(buf, " \t\n", &save); tok;
             tok = SDL_strtokr(NULL, " \t\n", &save)) {
            SessionError e = {0};
            k++;
            if (session_play_text(s->sess, tok, NULL, &e) != SESSION_OK) {
                snprintf(err, err_size, "move %d (\"%.40s\"): %s", k, tok,
                         e.message);
                session_free(s->sess);
                free(s);
                SDL_free(buf);
                return false;
            }
        }
        SDL_free(buf);
    }
    s->anim.teaching = setup->teaching;
    open_game(ui, s);
    ui_autosave(ui, s->sess);
    return true;
}

bool ui_game_push_at(Ui *ui, const UiGameSetup *setup,
                     const RulesPosition *start, char *err, size_t err_size)
{
    Session *sess = session_new_at(start, ui->settings.names[0],
                                   ui->settings.names[1]);
    if (!sess) {
        snprintf(err, err_size, "%s", "no game can start from this board");
        return false;
    }
    ui_ai_to_session(setup, sess);
    ui_game_open(ui, sess);
    ui_autosave(ui, sess);
    return true;
}

bool ui_game_load(Ui *ui, const char *path, char *err, size_t err_size)
{
    SessionError e = {0};
    Session *sess = session_load(path, &e);
    if (!sess) {
        snprintf(err, err_size, "%s", e.message);
        return false;
    }
    ui_game_open(ui, sess);
    return true;
}

void ui_game_open(Ui *ui, Session *sess)
{
    GameState *s = calloc(1, sizeof *s);
    if (!s) {
        ui_fatal(__FILE__, __LINE__, "out of memory");
    }
    s->sess = sess;
    s->name.editing = -1;
    s->anim.sound = ui->sound;
    s->pointer.hover = s->pointer.target = -1;
    s->setup.game = session_game(sess);
    s->setup.holes_per_row = session_holes_per_row(sess);
    s->setup.match_target = session_match_target(sess);
    ui_ai_from_session(sess, &s->setup);
    s->setup.teaching = ui->settings.teaching;
    s->anim.teaching = ui->settings.teaching;
    open_game(ui, s);
}

static GameState *find_game(Ui *ui)
{
    for (int i = ui->depth - 1; i >= 0; i--) {
        if (ui->stack[i].def == &game_def) {
            return ui->stack[i].st;
        }
    }
    return NULL;
}

void ui_game_replay_last(Ui *ui)
{
    GameState *s = find_game(ui);
    if (!s || !session_can_undo(s->sess)) {
        return;
    }
    while (ui->stack[ui->depth - 1].st != s) {
        ui_pop(ui);
    }
    session_undo(s->sess);
    int speed = ui->settings.speed;
    if (speed == UI_SPEED_INSTANT) {
        ui->settings.speed = UI_SPEED_NORMAL;
    }
    game_redo(ui, s);
    ui->settings.speed = speed;
}

void ui_game_new_round(Ui *ui, bool next_in_match)
{
    GameState *s = find_game(ui);
    if (!s) {
        return;
    }
    char err[160];
    if (next_in_match) {
        SessionError e = {0};
        ui_ai_stop(&s->ai);
        ui_ai_forget_hint(&s->ai);
        if (session_next_game(s->sess, &e) != SESSION_OK) {
            game_set_message(s, e.message);
            return;
        }
        s->result_shown = false;
        s->recorded = false;
        s->last_caption[0] = '\0';
        s->demo_paused = false;
        game_show_position(ui, s);
    } else if (new_game(ui, s, &s->setup, err, sizeof err)) {
        game_show_position(ui, s);
    }
    s->replay.on = false;
    ui_autosave(ui, s->sess);
}

void ui_game_save(Ui *ui)
{
    GameState *s = find_game(ui);
    if (s) {
        ui_save_game(ui, s->sess);
    }
}

void ui_game_review(Ui *ui)
{
    GameState *s = find_game(ui);
    if (s) {
        ui_rooms.review(ui, s->sess);
    }
}

void ui_game_start_replay(Ui *ui)
{
    GameState *s = find_game(ui);
    if (!s) {
        return;
    }
    while (ui->stack[ui->depth - 1].st != s) {
        ui_pop(ui);
    }
    game_start_replay(ui, s);
}

