/* scr_game.c: the game screen: board, players, captions, move list and controls; moves are animated from the core's trace. */
#include "uipriv.h"

#include "session.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
    GB_UNDO = 0,
    GB_REDO,
    GB_SPEED,
    GB_PAUSE,
    GB_STEP,
    GB_TEACH,
    GB_RULES,
    GB_MENU,
    GB_OFFER,   /* Goré: start choosing holes to offer */
    GB_SEND,    /* Goré: make the offer */
    GB_CANCEL,  /* Goré: stop choosing */
    GB_ACCEPT,
    GB_DECLINE,
    GB_PASS,
    GB_HINT,
    GB_N
};

typedef struct GameState {
    UiGameSetup setup;
    Session *sess;      /* the game, its undo/redo, move list and match */
    UiAnim anim;
    UiAiPlay ai;        /* the computer's search and the hint */
    bool result_shown;  /* the result screen was opened for this end */
    int hover;          /* hole under the mouse or keyboard cursor */
    int target;         /* where the hovered move ends */
    char preview[200];
    char message[SESSION_MESSAGE_MAX + 40]; /* why a click did nothing */
    char last_caption[240];
    bool offer_mode;
    uint8_t offer_sel;
    int editing;        /* side whose name is being typed, or -1 */
    char edit[32];
    /* layout */
    UiBoardLayout L;
    UiRect banner[2];
    UiRect name_box[2];
    UiRect caption;
    UiRect caption_text, caption_keys; /* where the last frame put them */
    UiRect panel;
    UiRect moves_box;
    UiButton buttons[GB_N];
    /* review, replay and saves (issue 5) */
    RulesMove pending;    /* the move waiting for "Play from here?" */
    bool replaying;
    bool replay_paused;
    /* Computer against computer: undo, redo, review and Pause stop the
     * computers, so the player can look; Resume lets them play on. */
    bool demo_paused;
    uint32_t replay_wait; /* ms before the next replayed move */
    size_t list_first;    /* first move the move list shows */
    int list_fit;         /* rows it has room for */
    float list_y0;
    float list_line_h;
    UiButton back_btn;    /* "Back to game" while reviewing */
    UiButton save_btn;
    uint64_t capture_holes; /* what the hovered move would capture */
} GameState;

/* The position on the board: the live one, or the one being reviewed or
 * replayed. Moves are worked out from it too, since playing from a
 * reviewed position continues from there (after asking). */
static const RulesPosition *current(const GameState *s)
{
    return session_shown(s->sess);
}

/* Both sides are the computer's: a demonstration. */
static bool demo(const GameState *s)
{
    int both = (1 << RULES_SOUTH) | (1 << RULES_NORTH);
    return (s->setup.computer & both) == both;
}

/* In a demonstration, stops the computers until Resume; a search under
 * way is dropped, so nothing moves behind the player's back. */
static void pause_demo(GameState *s)
{
    if (demo(s)) {
        s->demo_paused = true;
        ui_ai_stop(&s->ai);
    }
}

static const char *paused_text(void)
{
    return _("Paused · Resume (P) lets the computers play on");
}

static const char *store_word(RulesGameId g)
{
    switch (g) {
    case RULES_GAME_AYOAYO:
    case RULES_GAME_URIM:
        return _("Store");
    case RULES_GAME_BAO_KIGOGO:
        return _("Removed");
    default:
        return _("Captured");
    }
}

static bool legal_kind(const RulesPosition *p, int kind)
{
    RulesMove ms[RULES_MAX_MOVES];
    int n = rules_legal_moves(p, ms);
    for (int i = 0; i < n; i++) {
        if (ms[i].kind == kind) {
            return true;
        }
    }
    return false;
}

static void layout_review(Ui *ui, GameState *s, float btn_h);
static void play(Ui *ui, GameState *s, RulesMove m);

static void layout(Ui *ui, GameState *s)
{
    float pad = 18 * ui->u + 6;
    float gap = 10 * ui->u + 4;
    float panel_w = (float)ui->w * 0.24f;
    if (panel_w < 210) {
        panel_w = 210;
    }
    s->panel = (UiRect){(float)ui->w - pad - panel_w, pad, panel_w,
                        (float)ui->h - 2 * pad};
    float main_w = s->panel.x - 2 * pad;
    float bh = 62 * ui->u + 14;
    float ch = 44 * ui->u + 12;
    s->banner[RULES_NORTH] = (UiRect){pad, pad, main_w, bh};
    s->banner[RULES_SOUTH] = (UiRect){pad, (float)ui->h - pad - bh, main_w,
                                      bh};
    s->caption = (UiRect){pad, s->banner[RULES_SOUTH].y - gap - ch, main_w,
                          ch};
    UiRect area = {pad, pad + bh + gap, main_w,
                   s->caption.y - gap - (pad + bh + gap)};
    const RulesPosition *p = current(s);
    ui_board_layout((RulesGameId)p->game, p->holes_per_row, area, &s->L);
    for (int side = 0; side < 2; side++) {
        UiRect b = s->banner[side];
        s->name_box[side] = (UiRect){b.x + b.h * 0.9f, b.y + b.h * 0.12f,
                                     b.w * 0.45f, b.h * 0.76f};
        if (ui->settings.face_to_face && side == RULES_NORTH) {
            s->name_box[side].x = b.x + b.w - b.h * 0.9f - b.w * 0.45f;
        }
    }
    /* the panel: title, actions, moves, controls */
    UiRect P = s->panel;
    float ip = 14 * ui->u + 4;
    float btn_h = 40 * ui->u + 8;
    float half = (P.w - 2 * ip - gap) / 2;
    float y = P.y + P.h - ip - btn_h;
    static char speed_label[64], teach_label[64];
    snprintf(speed_label, sizeof speed_label, _("Speed: %s"),
             _(ui_speed_name(ui->settings.speed)));
    snprintf(teach_label, sizeof teach_label, "%s",
             s->anim.teaching ? _("Teaching: on") : _("Teaching: off"));
    const char *labels[8] = {_("Undo"),     _("Redo"),
                             speed_label,
                             s->anim.paused || s->replay_paused ||
                                     s->demo_paused
                                 ? _("Resume")
                                 : _("Pause"),
                             _("Step »"),   teach_label,
                             _("Rules"),    _("Menu")};
    for (int row = 3; row >= 0; row--) {
        for (int col = 0; col < 2; col++) {
            int id = row * 2 + col;
            s->buttons[id] = (UiButton){
                {P.x + ip + (float)col * (half + gap), y, half, btn_h},
                labels[id], id, true, false};
        }
        y -= btn_h + gap;
    }
    bool busy = s->anim.active;
    s->buttons[GB_UNDO].enabled = session_can_undo(s->sess);
    s->buttons[GB_REDO].enabled = session_can_redo(s->sess) && !busy;
    s->buttons[GB_PAUSE].enabled = busy || s->replaying ||
                                   (demo(s) && !session_over(s->sess));
    s->buttons[GB_PAUSE].toggled = s->anim.paused || s->replay_paused ||
                                   s->demo_paused;
    s->buttons[GB_STEP].enabled = (busy && s->anim.paused) ||
                                  (s->replaying && s->replay_paused);
    if (s->replaying) {
        s->buttons[GB_UNDO].enabled = s->buttons[GB_REDO].enabled = false;
    }
    s->buttons[GB_TEACH].toggled = s->anim.teaching;
    /* Goré's actions sit above the controls */
    float ay = y;
    const RulesPosition *cur = current(s);
    bool free_turn = !busy && !cur->over && !s->replaying;
    for (int id = GB_OFFER; id < GB_N; id++) {
        s->buttons[id].enabled = false;
        s->buttons[id].r = (UiRect){0, 0, 0, 0};
    }
    int nact = 0;
    int acts[2];
    if (free_turn && s->offer_mode) {
        acts[nact++] = GB_SEND;
        acts[nact++] = GB_CANCEL;
    } else if (free_turn && legal_kind(cur, RULES_MOVE_ACCEPT)) {
        acts[nact++] = GB_ACCEPT;
        acts[nact++] = GB_DECLINE;
    } else if (free_turn && legal_kind(cur, RULES_MOVE_PASS)) {
        acts[nact++] = GB_PASS;
    } else if (free_turn && legal_kind(cur, RULES_MOVE_OFFER)) {
        acts[nact++] = GB_OFFER;
    }
    const char *act_labels[GB_N] = {0};
    act_labels[GB_OFFER] = _("Offer holes…");
    act_labels[GB_SEND] = _("Make offer");
    act_labels[GB_CANCEL] = _("Cancel");
    act_labels[GB_ACCEPT] = _("Accept");
    act_labels[GB_DECLINE] = _("Decline");
    act_labels[GB_PASS] = _("Pass");
    for (int i = 0; i < nact; i++) {
        float w = nact == 1 ? P.w - 2 * ip : half;
        s->buttons[acts[i]] = (UiButton){
            {P.x + ip + (float)i * (half + gap), ay, w, btn_h},
            act_labels[acts[i]], acts[i], true, acts[i] == GB_SEND};
    }
    if (nact > 0) {
        ay -= btn_h + gap;
    }
    s->buttons[GB_HINT] = (UiButton){
        {P.x + ip, ay, P.w - 2 * ip, btn_h}, _("Hint (H)"), GB_HINT,
        free_turn && !ui_ai_computer_to_move(&s->setup, cur) && !s->ai.task,
        s->ai.hint_shown};
    ay -= btn_h + gap;
    float title_h = 70 * ui->u + 30;
    s->moves_box = (UiRect){P.x + ip, P.y + title_h, P.w - 2 * ip,
                            ay + btn_h - gap - (P.y + title_h) - btn_h};
    layout_review(ui, s, btn_h);
}

static void set_message(GameState *s, const char *text)
{
    if (s->replaying && text[0]) {
        return; /* the replay's own caption stays */
    }
    snprintf(s->message, sizeof s->message, "%s", text);
}

/* Why a move cannot be played, with the rule that says so. */
static void show_why(const Ui *ui, GameState *s, const RulesWhy *why)
{
    char reason[240], msg[300], ref[40];
    ui_why_text(why, true, reason, sizeof reason);
    snprintf(msg, sizeof msg, "%s%s", reason,
             ui_rule_ref(ui, why->rule, ref, sizeof ref));
    set_message(s, msg);
}

static const char *const *names_of(Ui *ui)
{
    static const char *names[2];
    names[0] = ui_player_name(ui, 0);
    names[1] = ui_player_name(ui, 1);
    return names;
}

static void caption_after(Ui *ui, GameState *s)
{
    s->last_caption[0] = '\0';
    for (size_t i = s->anim.len; i-- > 0;) {
        int k = s->anim.ev[i].kind;
        if (k == RULES_EV_SOW || k == RULES_EV_LIFT || k == RULES_EV_SKIP ||
            k == RULES_EV_RELAY) {
            break;
        }
        if (k == RULES_EV_SWEEP || k == RULES_EV_END ||
            k == RULES_EV_TRANSFER) {
            continue;
        }
        ui_caption_for(ui, s->anim.ev, s->anim.len, i, names_of(ui),
                       s->last_caption, sizeof s->last_caption);
        break;
    }
}

/* Animates the move just played (or redone) from its trace. */
static void animate(Ui *ui, GameState *s, const RulesPosition *before,
                    const RulesTrace *t)
{
    s->message[0] = '\0';
    s->preview[0] = '\0';
    s->target = -1;
    s->offer_mode = false;
    s->offer_sel = 0;
    s->result_shown = false;
    ui_ai_forget_hint(&s->ai);
    ui_anim_start(&s->anim, before, current(s), t, ui->settings.speed,
                  s->anim.teaching);
    caption_after(ui, s);
    ui_autosave(ui, s->sess);
}

/* "Play from here?" answered Yes: the later moves go to the redo list. */
static void take_over_and_play(Ui *ui, void *ctx)
{
    GameState *s = ctx;
    session_take_over(s->sess);
    play(ui, s, s->pending);
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

static void play(Ui *ui, GameState *s, RulesMove m)
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
        set_message(s, err.message);
        rules_trace_free(&t);
        return;
    }
    animate(ui, s, &before, &t);
    rules_trace_free(&t);
}

static void finish_anim(GameState *s)
{
    if (s->anim.active) {
        ui_anim_finish(&s->anim);
    }
}

static void show_position(Ui *ui, GameState *s)
{
    bool teach = s->anim.teaching;
    ui_anim_start(&s->anim, current(s), current(s), NULL, ui->settings.speed,
                  teach);
    s->anim.teaching = teach;
}

static void undo(Ui *ui, GameState *s)
{
    finish_anim(s);
    ui_ai_stop(&s->ai);
    ui_ai_forget_hint(&s->ai);
    pause_demo(s);
    if (!session_undo(s->sess)) {
        return;
    }
    /* against the computer, back to the person's own last move */
    while (!demo(s) && ui_ai_computer_to_move(&s->setup, current(s)) &&
           session_undo(s->sess)) {
    }
    s->result_shown = false;
    s->last_caption[0] = '\0';
    s->offer_mode = false;
    show_position(ui, s);
    ui_autosave(ui, s->sess);
}

static void redo(Ui *ui, GameState *s)
{
    finish_anim(s);
    ui_ai_stop(&s->ai);
    pause_demo(s);
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
static void toggle_demo(GameState *s)
{
    if (s->demo_paused) {
        s->demo_paused = false;
        s->anim.paused = false;
        s->message[0] = '\0';
    } else {
        pause_demo(s);
    }
}

/* ---- Review and replay: the board shows an earlier position ---- */

/* The move list's rows, and the buttons that come and go with review. The
 * list follows the reviewed move; otherwise it shows the latest moves. */
static void layout_review(Ui *ui, GameState *s, float btn_h)
{
    UiRect mb = s->moves_box;
    int px = ui_px(ui, 17);
    s->list_line_h = (float)px * 1.45f;
    s->list_y0 = mb.y + 6 * ui->u + s->list_line_h * 1.2f;
    float room = (mb.y + mb.h - s->list_y0) / s->list_line_h;
    s->list_fit = room > 0 ? (int)room : 0;
    size_t n = session_move_count(s->sess);
    size_t fit = (size_t)s->list_fit;
    if (!session_reviewing(s->sess) || fit == 0) {
        s->list_first = n > fit ? n - fit : 0;
    } else {
        size_t shown = session_shown_index(s->sess);
        size_t sel = shown > 0 ? shown - 1 : 0;
        if (sel < s->list_first || sel >= s->list_first + fit) {
            s->list_first = sel > fit / 2 ? sel - fit / 2 : 0;
        }
        if (s->list_first + fit > n) {
            s->list_first = n > fit ? n - fit : 0;
        }
    }
    UiRect c = s->caption;
    float bw = c.h * 3.6f;
    float bh = c.h * 0.72f;
    bool show_back = session_reviewing(s->sess) || s->replaying;
    s->back_btn = (UiButton){
        {c.x + c.w - bw - c.h * 0.14f, c.y + (c.h - bh) / 2, bw, bh},
        s->replaying ? _("Stop replay") : _("Back to game"), 0, show_back,
        true};
    if (!show_back) {
        s->back_btn.r.w = 0;
    }
    UiRect P = s->panel;
    float ip = 14 * ui->u + 4;
    float sw = 84 * ui->u + 24, sh = btn_h * 0.8f;
    s->save_btn = (UiButton){{P.x + P.w - ip - sw, P.y + ip * 0.7f, sw, sh},
                             _("Save"), 0, !s->replaying, false};
}

/* The move row under (x, y): the move's index, or -1. */
static int move_list_hit(const GameState *s, float x, float y)
{
    UiRect mb = s->moves_box;
    if (x < mb.x || x >= mb.x + mb.w || y < s->list_y0 ||
        s->list_line_h <= 0) {
        return -1;
    }
    int row = (int)((y - s->list_y0) / s->list_line_h);
    if (row >= s->list_fit) {
        return -1;
    }
    size_t i = s->list_first + (size_t)row;
    return i < session_move_count(s->sess) ? (int)i : -1;
}

static void clear_hints(GameState *s)
{
    s->message[0] = '\0';
    s->preview[0] = '\0';
    s->last_caption[0] = '\0';
    s->hover = -1;
    s->target = -1;
    s->offer_mode = false;
    s->offer_sel = 0;
}

static void stop_replay(Ui *ui, GameState *s)
{
    if (!s->replaying) {
        return;
    }
    s->replaying = false;
    s->replay_paused = false;
    finish_anim(s);
    session_back_to_game(s->sess);
    clear_hints(s);
    show_position(ui, s);
}

/* Shows position i (0 = the start); the live position ends review. */
static void review_at(Ui *ui, GameState *s, size_t i)
{
    stop_replay(ui, s);
    finish_anim(s);
    if (i >= session_move_count(s->sess)) {
        session_back_to_game(s->sess);
    } else {
        pause_demo(s);
        session_review(s->sess, i);
    }
    clear_hints(s);
    show_position(ui, s);
}

static void review_step(Ui *ui, GameState *s, int step)
{
    size_t shown = session_shown_index(s->sess);
    if (step < 0 && shown > 0) {
        review_at(ui, s, shown - 1);
    } else if (step > 0) {
        review_at(ui, s, shown + 1);
    }
}

/* A pause between replayed moves, shorter at higher speeds. */
static uint32_t replay_gap(int speed)
{
    static const uint32_t gap[UI_SPEED_COUNT] = {900, 550, 300, 120};
    return gap[speed >= 0 && speed < UI_SPEED_COUNT ? speed : 1];
}

/* The next move of the replay, animated from its trace like a move in
 * play; at the end the live game is shown again (with its result). */
static void replay_next(Ui *ui, GameState *s)
{
    RulesPosition before = *current(s);
    RulesTrace t = {0};
    if (session_replay_step(s->sess, &t)) {
        ui_anim_start(&s->anim, &before, current(s), &t, ui->settings.speed,
                      s->anim.teaching);
        caption_after(ui, s);
        s->replay_wait = replay_gap(ui->settings.speed);
    } else {
        s->replaying = false;
        s->replay_paused = false;
        session_back_to_game(s->sess);
        snprintf(s->last_caption, sizeof s->last_caption, "%s",
                 _("Replay finished"));
        s->result_shown = false;
    }
    rules_trace_free(&t);
}

static void start_replay(Ui *ui, GameState *s)
{
    finish_anim(s);
    if (session_move_count(s->sess) == 0) {
        set_message(s, _("There are no moves to replay"));
        return;
    }
    pause_demo(s);
    session_review(s->sess, 0);
    clear_hints(s);
    s->replaying = true;
    s->replay_paused = false;
    s->replay_wait = replay_gap(ui->settings.speed);
    show_position(ui, s);
}

/* Pause and step in a replay: Step shows the next event of a move, or
 * starts the next move one event at a time. */
static void replay_pause(GameState *s)
{
    s->replay_paused = !s->replay_paused;
    if (s->anim.active) {
        s->anim.paused = s->replay_paused;
    }
}

static void replay_step(Ui *ui, GameState *s)
{
    s->replay_paused = true;
    if (s->anim.active) {
        ui_anim_step(&s->anim);
        return;
    }
    replay_next(ui, s);
    if (s->anim.active) {
        s->anim.step_once = true;
    }
}

/* The holes a move would capture from, read from the core's trace. */
static uint64_t preview_captures(const RulesPosition *p, RulesMove m)
{
    RulesTrace t = {0};
    RulesPosition after;
    uint64_t bits = 0;
    rules_apply(p, m, &after, &t);
    for (size_t i = 0; i < t.len; i++) {
        const RulesEvent *e = &t.events[i];
        if (e->kind == RULES_EV_CAPTURE && e->side == p->to_move &&
            e->hole < RULES_MAX_HOLES) {
            bits |= 1ull << e->hole;
        }
    }
    rules_trace_free(&t);
    return bits;
}

static void update_hover(GameState *s, int hole)
{
    if (hole == s->hover) {
        return;
    }
    s->hover = hole;
    s->target = -1;
    s->preview[0] = '\0';
    const RulesPosition *p = current(s);
    if (hole < 0 || p->over || s->anim.active || s->offer_mode) {
        return;
    }
    RulesMove m = {RULES_MOVE_SOW, (uint8_t)hole, 0};
    if (rules_is_legal(p, m, NULL)) {
        ui_preview_text(p, m, s->preview, sizeof s->preview, &s->target);
        s->capture_holes = preview_captures(p, m);
    }
}

static void click_hole(Ui *ui, GameState *s, int hole)
{
    const RulesPosition *p = current(s);
    if (s->replaying) {
        return;
    }
    if (p->over) {
        set_message(s, _("The game is over: undo, or use the menu"));
        return;
    }
    if (ui_ai_computer_to_move(&s->setup, p)) {
        set_message(s, s->demo_paused ? paused_text()
                                      : _("Wait: it is the computer's turn"));
        return;
    }
    if (s->offer_mode) {
        if (rules_owner(p, hole) != p->to_move || hole >= 8) {
            set_message(s, _("Only your own holes can be offered"));
            return;
        }
        s->offer_sel ^= (uint8_t)(1u << hole);
        return;
    }
    RulesMove m = {RULES_MOVE_SOW, (uint8_t)hole, 0};
    RulesWhy why = {0};
    if (!rules_is_legal(p, m, &why)) {
        show_why(ui, s, &why);
        return;
    }
    play(ui, s, m);
    s->hover = -1;
}

static void simple_move(Ui *ui, GameState *s, int kind, uint8_t offer)
{
    RulesMove m = {(uint8_t)kind, 0, offer};
    RulesWhy why = {0};
    if (s->replaying) {
        return;
    }
    if (ui_ai_computer_to_move(&s->setup, current(s))) {
        set_message(s, _("Wait: it is the computer's turn"));
        return;
    }
    if (!rules_is_legal(current(s), m, &why)) {
        show_why(ui, s, &why);
        return;
    }
    play(ui, s, m);
}

static void stop_editing(Ui *ui, GameState *s, bool keep)
{
    if (s->editing < 0) {
        return;
    }
    if (keep && s->edit[0]) {
        snprintf(ui->settings.names[s->editing],
                 sizeof ui->settings.names[s->editing], "%s", s->edit);
        session_set_player_name(s->sess, (RulesSide)s->editing, s->edit);
        ui_save_settings(ui);
    }
    s->editing = -1;
    SDL_StopTextInput();
}

static void start_editing(GameState *s, int side, const Ui *ui)
{
    s->editing = side;
    snprintf(s->edit, sizeof s->edit, "%s", ui->settings.names[side]);
    SDL_StartTextInput();
}

static void edit_input(Ui *ui, GameState *s, const SDL_Event *e)
{
    if (ui_text_field_input(s->edit, UI_NAME_INPUT_MAX, e)) {
        return;
    }
    if (e->type == SDL_KEYDOWN) {
        SDL_Keycode k = e->key.keysym.sym;
        if (k == SDLK_RETURN || k == SDLK_KP_ENTER) {
            stop_editing(ui, s, true);
        } else if (k == SDLK_ESCAPE) {
            stop_editing(ui, s, false);
        }
    } else if (e->type == SDL_MOUSEBUTTONUP) {
        stop_editing(ui, s, true);
    }
}

static void press(Ui *ui, GameState *s, int id)
{
    if (s->replaying && (id == GB_PAUSE || id == GB_STEP)) {
        if (id == GB_PAUSE) {
            replay_pause(s);
        } else {
            replay_step(ui, s);
        }
        return;
    }
    if (s->replaying && (id == GB_UNDO || id == GB_REDO)) {
        return;
    }
    switch (id) {
    case GB_UNDO:
        undo(ui, s);
        break;
    case GB_REDO:
        redo(ui, s);
        break;
    case GB_SPEED:
        ui->settings.speed = (ui->settings.speed + 1) % UI_SPEED_COUNT;
        s->anim.speed = ui->settings.speed;
        ui_save_settings(ui);
        break;
    case GB_PAUSE:
        if (demo(s)) {
            toggle_demo(s);
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
        ui_text_push(ui, (RulesGameId)current(s)->game, UI_TEXT_RULES);
        break;
    case GB_MENU:
        ui_pop_to_title(ui);
        break;
    case GB_OFFER:
        s->offer_mode = true;
        s->offer_sel = 0;
        set_message(s, _("Click 1 to 3 of your holes to offer, then Make "
                         "offer"));
        break;
    case GB_SEND:
        simple_move(ui, s, RULES_MOVE_OFFER, s->offer_sel);
        break;
    case GB_CANCEL:
        s->offer_mode = false;
        s->offer_sel = 0;
        s->message[0] = '\0';
        break;
    case GB_ACCEPT:
        simple_move(ui, s, RULES_MOVE_ACCEPT, 0);
        break;
    case GB_DECLINE:
        simple_move(ui, s, RULES_MOVE_DECLINE, 0);
        break;
    case GB_PASS:
        simple_move(ui, s, RULES_MOVE_PASS, 0);
        break;
    case GB_HINT:
        if (s->buttons[GB_HINT].enabled) {
            s->hover = -1;
            s->preview[0] = s->message[0] = '\0';
            ui_ai_start_hint(&s->ai, session_record(s->sess), &s->setup);
        }
        break;
    default:
        break;
    }
}

/* The keyboard cursor walks over the holes the player may sow from. */
static void move_cursor(GameState *s, int step)
{
    int h = ui_board_cursor_step(current(s), s->hover, step);
    if (h >= 0) {
        update_hover(s, h);
    }
}

static void game_input(Ui *ui, void *st, const SDL_Event *e)
{
    GameState *s = st;
    layout(ui, s);
    if (s->editing >= 0) {
        edit_input(ui, s, e);
        return;
    }
    if (e->type == SDL_MOUSEMOTION) {
        update_hover(s, ui_board_hit(&s->L, (float)e->motion.x,
                                     (float)e->motion.y));
        return;
    }
    if (e->type == SDL_MOUSEBUTTONUP && e->button.button == SDL_BUTTON_LEFT) {
        float x = (float)e->button.x, y = (float)e->button.y;
        int hit = ui_button_hit(s->buttons, GB_N, e->button.x, e->button.y);
        if (hit >= 0) {
            press(ui, s, hit);
            return;
        }
        if (s->back_btn.r.w > 0 && ui_in_rect(s->back_btn.r, x, y)) {
            if (s->replaying) {
                stop_replay(ui, s);
            } else {
                review_at(ui, s, session_move_count(s->sess));
            }
            return;
        }
        if (s->save_btn.enabled && ui_in_rect(s->save_btn.r, x, y)) {
            ui_save_game(ui, s->sess);
            return;
        }
        int row = move_list_hit(s, x, y);
        if (row >= 0) {
            /* the position after that move */
            review_at(ui, s, (size_t)row + 1);
            return;
        }
        if (s->replaying) {
            return;
        }
        if (s->anim.active) {
            /* a click finishes the animation */
            finish_anim(s);
            return;
        }
        for (int side = 0; side < 2; side++) {
            if (ui_in_rect(s->name_box[side], x, y)) {
                start_editing(s, side, ui);
                return;
            }
        }
        int hole = ui_board_hit(&s->L, x, y);
        if (hole >= 0) {
            click_hole(ui, s, hole);
        }
        return;
    }
    if (e->type != SDL_KEYDOWN) {
        return;
    }
    SDL_Keycode k = e->key.keysym.sym;
    bool ctrl = (e->key.keysym.mod & KMOD_CTRL) != 0;
    switch (k) {
    case SDLK_ESCAPE:
        if (s->replaying) {
            stop_replay(ui, s);
        } else if (session_reviewing(s->sess)) {
            review_at(ui, s, session_move_count(s->sess));
        } else if (s->offer_mode) {
            press(ui, s, GB_CANCEL);
        } else {
            ui_pop(ui);
        }
        return;
    case SDLK_SPACE:
        if (s->replaying) {
            /* in a replay Space pauses, as the caption says */
            replay_pause(s);
        } else if (demo(s) && (s->demo_paused || !s->anim.active)) {
            press(ui, s, GB_PAUSE);
        } else if (s->anim.active) {
            finish_anim(s);
        } else if (legal_kind(current(s), RULES_MOVE_PASS)) {
            press(ui, s, GB_PASS);
        } else if (s->hover >= 0) {
            click_hole(ui, s, s->hover);
        }
        return;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
        if (!s->anim.active && s->hover >= 0) {
            click_hole(ui, s, s->hover);
        }
        return;
    case SDLK_RIGHT:
        if (s->anim.active) {
            ui_anim_step(&s->anim);
        } else {
            move_cursor(s, 1);
        }
        return;
    case SDLK_LEFT:
        if (!s->anim.active) {
            move_cursor(s, -1);
        }
        return;
    case SDLK_z:
    case SDLK_u:
        press(ui, s, (e->key.keysym.mod & KMOD_SHIFT) ? GB_REDO : GB_UNDO);
        return;
    case SDLK_y:
        press(ui, s, GB_REDO);
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
        review_step(ui, s, -1);
        return;
    case SDLK_DOWN:
    case SDLK_RIGHTBRACKET:
        review_step(ui, s, 1);
        return;
    case SDLK_HOME:
        review_at(ui, s, 0);
        return;
    case SDLK_END:
        review_at(ui, s, session_move_count(s->sess));
        return;
    case SDLK_t:
        press(ui, s, GB_TEACH);
        return;
    case SDLK_r:
        press(ui, s, GB_RULES);
        return;
    case SDLK_h:
        press(ui, s, GB_HINT);
        return;
    case SDLK_a:
        press(ui, s, GB_ACCEPT);
        return;
    case SDLK_d:
        press(ui, s, GB_DECLINE);
        return;
    case SDLK_o:
        if (ctrl) {
            ui_load_push(ui);
        } else {
            press(ui, s, s->offer_mode ? GB_SEND : GB_OFFER);
        }
        return;
    default:
        return;
    }
}

static void match_of(const GameState *s, UiMatch *m)
{
    m->target = session_match_target(s->sess);
    m->points[0] = session_match_points(s->sess, RULES_SOUTH);
    m->points[1] = session_match_points(s->sess, RULES_NORTH);
    m->games = 0;
}

static int game_update(Ui *ui, void *st, uint32_t dt)
{
    GameState *s = st;
    if (s->anim.active) {
        ui_anim_update(&s->anim, dt);
        if (s->anim.active) {
            return s->anim.paused ? -1 : 0;
        }
    }
    if (s->replaying) {
        if (s->replay_paused) {
            return -1;
        }
        if (dt < s->replay_wait) {
            s->replay_wait -= dt;
            return (int)s->replay_wait;
        }
        replay_next(ui, s);
        return 0;
    }
    const RulesPosition *p = current(s);
    if (p->over && !s->result_shown) {
        s->result_shown = true;
        UiMatch m;
        match_of(s, &m);
        ui_result_push(ui, &s->setup, p, &m);
        return -1;
    }
    RulesMove move;
    int next = ui_ai_update(&s->ai, session_record(s->sess), &s->setup,
                            s->anim.active || s->editing >= 0 ||
                                session_reviewing(s->sess) || s->demo_paused,
                            dt, &move);
    if (next == 0) {
        play(ui, s, move);
        ui->dirty = true;
    }
    return next;
}

/* Is it `side`'s turn, as the banners show it? While a move plays, the
 * banner still shows who is making it. */
static bool banner_turn(const GameState *s, int side)
{
    const RulesPosition *p = current(s);
    int mover = s->anim.active ? s->anim.before.to_move : p->to_move;
    return (!p->over || s->anim.active) && mover == side;
}

/* The banner's card, drawn in the screen's layer. */
static void draw_banner_frame(Ui *ui, const GameState *s, int side)
{
    UiRect b = s->banner[side];
    bool turn = banner_turn(s, side);
    float rad = b.h * 0.3f;
    ui_round(ui, (UiRect){b.x + 2, b.y + 4 * ui->u, b.w, b.h}, rad,
             UI_RGBA(0, 0, 0, 90));
    UiColor top = turn ? UI_RGB(252, 232, 190) : UI_RGB(214, 196, 168);
    UiColor bot = turn ? UI_RGB(240, 208, 150) : UI_RGB(196, 176, 146);
    ui_round_grad(ui, b, rad, top, bot);
    if (turn) {
        ui_round_line(ui, b, rad, 3 * ui->u + 1.5f, ui_accent);
    }
}

static void draw_banner(Ui *ui, GameState *s, int side)
{
    const RulesPosition *p = current(s);
    UiRect b = s->banner[side];
    bool flip = ui->settings.face_to_face && side == RULES_NORTH;
    bool turn = banner_turn(s, side);
    float em = b.h * 0.26f;
    float ex = flip ? b.x + b.w - b.h * 0.48f : b.x + b.h * 0.48f;
    ui_side_emblem(ui, side, ex, b.y + b.h / 2, em);
    int npx = ui_px(ui, 26);
    UiRect nb = s->name_box[side];
    const char *name = s->editing == side ? s->edit : ui_player_name(ui, side);
    char shown[48];
    snprintf(shown, sizeof shown, "%s%s", name, s->editing == side ? "|" : "");
    if (s->editing == side) {
        ui_round(ui, nb, 6 * ui->u, UI_RGBA(255, 255, 255, 200));
    }
    float nx = flip ? nb.x + nb.w - 8 * ui->u : nb.x + 8 * ui->u;
    ui_text_rot(ui, UI_BOLD, npx, ui_ink, nx, nb.y + nb.h * 0.36f,
                UI_LEFT | UI_MIDDLE, flip, shown);
    const char *role = side == RULES_SOUTH ? _("South · bottom row")
                                           : _("North · top row");
    char role_buf[120];
    if ((s->setup.computer >> side) & 1) {
        snprintf(role_buf, sizeof role_buf, _("%s · computer, %s"), role,
                 ui_level_label(s->setup.level));
        role = role_buf;
    }
    ui_text_rot(ui, UI_SANS, ui_px(ui, 15), UI_RGB(110, 74, 44), nx,
                nb.y + nb.h * 0.8f, UI_LEFT | UI_MIDDLE, flip, role);
    char tot[64];
    uint16_t counts[RULES_MAX_HOLES], cap[2];
    ui_anim_display(&s->anim, counts, cap);
    snprintf(tot, sizeof tot, "%s: %d", store_word((RulesGameId)p->game),
             cap[side]);
    float tx = flip ? b.x + b.h * 0.4f : b.x + b.w - b.h * 0.4f;
    ui_text_rot(ui, UI_BOLD, ui_px(ui, 24), ui_ink, tx, b.y + b.h / 2,
                UI_RIGHT | UI_MIDDLE, flip, tot);
    if (turn) {
        const char *tm = _("to move");
        int px = ui_px(ui, 17);
        int tw, th;
        ui_text_size(ui, UI_BOLD, px, tm, &tw, &th);
        float cx = b.x + b.w * 0.62f;
        UiRect pill = {cx - (float)tw / 2 - (float)th * 0.8f,
                       b.y + b.h / 2 - (float)th * 0.6f,
                       (float)tw + (float)th * 1.6f, (float)th * 1.2f};
        ui_round(ui, pill, pill.h / 2, UI_RGB(120, 64, 24));
        float ax = flip ? pill.x + pill.w - (float)th * 0.5f
                        : pill.x + (float)th * 0.5f;
        float d = flip ? -1.0f : 1.0f;
        float ay = pill.y + pill.h / 2;
        float a = (float)th * 0.25f;
        ui_triangle(ui, ax - a * d, ay - a, ax + a * d, ay, ax - a * d,
                    ay + a, ui_accent);
        ui_text_rot(ui, UI_BOLD, px, UI_RGB(255, 236, 190),
                    cx + d * (float)th * 0.2f, ay, UI_CENTER | UI_MIDDLE, flip,
                    tm);
    }
}

static void draw_caption(Ui *ui, GameState *s)
{
    UiRect c = s->caption;
    ui_round(ui, c, c.h * 0.3f, UI_RGBA(30, 16, 8, 170));
    /* while the computer thinks, that is what the caption says */
    if (!s->anim.active && (!s->message[0] || ui_ai_thinking(&s->ai)) &&
        ui_ai_draw_caption(ui, &s->ai, c, s->anim.teaching)) {
        return;
    }
    char text[SESSION_MESSAGE_MAX + 60] = "";
    UiColor col = UI_RGB(255, 240, 206);
    const RulesPosition *p = current(s);
    if (s->anim.active && s->anim.paused && s->anim.i > 0) {
        /* stepping: say what the step just shown did, sowing included */
        ui_caption_for(ui, s->anim.ev, s->anim.len, s->anim.i - 1, names_of(ui),
                       text, sizeof text);
    } else if (s->anim.active) {
        size_t i = s->anim.i;
        while (i > 0 && i < s->anim.len && s->anim.ev[i].kind == RULES_EV_SOW) {
            i--;
        }
        ui_caption_for(ui, s->anim.ev, s->anim.len, i, names_of(ui), text,
                       sizeof text);
    } else if (s->message[0]) {
        snprintf(text, sizeof text, "%s", s->message);
        col = UI_RGB(255, 190, 160);
    } else if (s->replaying) {
        snprintf(text, sizeof text, "%s", s->replay_paused
                     ? _("Replay paused · Space: go on · Step: next step")
                     : _("Replay · Space: pause · Esc: stop"));
    } else if (s->demo_paused && !session_reviewing(s->sess)) {
        snprintf(text, sizeof text, "%s", paused_text());
        col = UI_RGB(255, 214, 150);
    } else if (session_reviewing(s->sess) && !s->preview[0]) {
        snprintf(text, sizeof text, "%s",
                 _("Click a hole to play from here, or go back to the "
                   "game"));
        col = UI_RGB(255, 214, 150);
    } else if (s->preview[0]) {
        snprintf(text, sizeof text, "%s", s->preview);
    } else if (s->last_caption[0]) {
        snprintf(text, sizeof text, "%s", s->last_caption);
    } else if (!p->over) {
        snprintf(text, sizeof text,
                 _("%s to move: point at a hole to see where it ends"),
                 ui_player_name(ui, p->to_move));
        col = UI_RGB(226, 206, 176);
    }
    /* the keys for what can be done now, at the right end */
    const char *keys = NULL;
    s->caption_keys = (UiRect){0, 0, 0, 0};
    if (s->anim.active && s->anim.paused) {
        keys = _("Right arrow: next step »");
    } else if (!s->anim.active && !p->over && !s->replaying &&
               !ui_ai_thinking(&s->ai)) {
        keys = _("Left, Right, Enter: sow · F1: keys");
    }
    if (s->back_btn.r.w > 0) {
        /* the text keeps clear of the Back to game button */
        ui_button_draw(ui, &s->back_btn, false);
        c.w = s->back_btn.r.x - c.x;
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
        s->caption_keys = (UiRect){c.x + c.w - c.h * 0.3f - (float)kw,
                                   c.y + (c.h - (float)kh) / 2, (float)kw,
                                   (float)kh};
        ui_text_fit(ui, UI_BOLD, kpx, ui_accent, s->caption_keys.x,
                    s->caption_keys.y, room, keys);
        /* the message is centred in what is left, never under the keys */
        c.w -= (float)kw + c.h * 0.6f;
    }
    int px = ui_px(ui, 20);
    int tw, th;
    ui_text_size(ui, UI_BOLD, px, text, &tw, &th);
    while ((float)tw > c.w - c.h && px > 9) {
        px--;
        ui_text_size(ui, UI_BOLD, px, text, &tw, &th);
    }
    float room = c.w - c.h * 0.5f;
    tw = (float)tw > room ? (int)room : tw;
    s->caption_text = (UiRect){c.x + (c.w - (float)tw) / 2,
                               c.y + (c.h - (float)th) / 2, (float)tw,
                               (float)th};
    ui_text_fit(ui, UI_BOLD, px, col, s->caption_text.x, s->caption_text.y,
                room, text);
}

static void hole_list(unsigned mask, char *buf, size_t size)
{
    buf[0] = '\0';
    for (int i = 0; i < 8; i++) {
        if ((mask >> i) & 1) {
            size_t l = strlen(buf);
            snprintf(buf + l, size - l, "%s%d", l ? ", " : "", i);
        }
    }
}

/* The move list's label, built here from the session's parts so that it
 * is translated: "South sows hole 3 — 2 laps, captures 5". */
static void move_label(Ui *ui, const GameState *s, size_t i, char *buf,
                       size_t size)
{
    const SessionMoveInfo *info = session_move_info(s->sess, i);
    const char *const *names = names_of(ui);
    const char *who = names[info->side == RULES_NORTH ? 1 : 0];
    char what[120], holes[40], extra[80] = "", end[80] = "";
    hole_list(info->offer, holes, sizeof holes);
    switch (info->move.kind) {
    case RULES_MOVE_SOW:
        snprintf(what, sizeof what, _("%s sows hole %d"), who,
                 info->move.hole);
        break;
    case RULES_MOVE_PASS:
        snprintf(what, sizeof what, _("%s passes"), who);
        break;
    case RULES_MOVE_OFFER:
        snprintf(what, sizeof what, _("%s offers hole %s"), who, holes);
        break;
    case RULES_MOVE_ACCEPT:
        snprintf(what, sizeof what, _("%s accepts hole %s"), who, holes);
        break;
    default:
        snprintf(what, sizeof what, _("%s declines"), who);
        break;
    }
    if (info->laps > 1 && info->captured > 0) {
        snprintf(extra, sizeof extra, _(" — %d laps, captures %d"),
                 info->laps, info->captured);
    } else if (info->laps > 1) {
        snprintf(extra, sizeof extra, _(" — %d laps"), info->laps);
    } else if (info->captured > 0) {
        snprintf(extra, sizeof extra, _(" — captures %d"), info->captured);
    }
    if (info->ended && (info->winner == RULES_WINNER_SOUTH ||
                        info->winner == RULES_WINNER_NORTH)) {
        snprintf(end, sizeof end, _(" — %s wins"),
                 names[info->winner == RULES_WINNER_NORTH ? 1 : 0]);
    } else if (info->ended) {
        snprintf(end, sizeof end, "%s", _(" — draw"));
    }
    snprintf(buf, size, "%d. %s%s%s", (int)(i % 100000) + 1, what, extra,
             end);
}

static void draw_panel(Ui *ui, GameState *s)
{
    UiRect P = s->panel;
    const RulesPosition *p = current(s);
    float ip = 14 * ui->u + 4;
    int hpx = ui_px(ui, 30);
    /* the game's name shrinks (to 70%) before it is cut short */
    const char *title = rules_game_title((RulesGameId)p->game);
    float room = s->save_btn.r.x - ip * 0.5f - (P.x + ip);
    int tpx = hpx, tw;
    ui_text_size(ui, UI_SERIF, tpx, title, &tw, NULL);
    while ((float)tw > room && tpx * 10 > hpx * 7) {
        tpx--;
        ui_text_size(ui, UI_SERIF, tpx, title, &tw, NULL);
    }
    ui_text_fit(ui, UI_SERIF, tpx, ui_ink, P.x + ip,
                P.y + ip * 0.7f + (float)(hpx - tpx) * 0.5f, room, title);
    char sub[120];
    if (p->game == RULES_GAME_URIM && session_match_target(s->sess) > 1) {
        snprintf(sub, sizeof sub, _("%d holes · match to %d: %d–%d"),
                 p->holes_per_row, session_match_target(s->sess),
                 session_match_points(s->sess, RULES_SOUTH),
                 session_match_points(s->sess, RULES_NORTH));
    } else if (p->game == RULES_GAME_URIM) {
        snprintf(sub, sizeof sub, _("%d holes · single game"),
                 p->holes_per_row);
    } else {
        snprintf(sub, sizeof sub, "%s", ui_game_info((RulesGameId)p->game)
                                            ->region);
    }
    ui_text(ui, UI_SANS, ui_px(ui, 16), UI_RGB(110, 74, 44), P.x + ip,
            P.y + ip * 0.7f + (float)hpx * 1.3f, UI_LEFT, sub);
    UiRect mb = s->moves_box;
    int px = ui_px(ui, 17);
    int line_h = (int)((float)px * 1.45f);
    ui_text(ui, UI_BOLD, px, ui_ink, mb.x + 8 * ui->u, mb.y + 6 * ui->u,
            UI_LEFT, _("Moves"));
    float y0 = s->list_y0;
    int fit = s->list_fit;
    size_t n = session_move_count(s->sess);
    size_t first = s->list_first;
    /* the move that led to the position on the board */
    size_t shown = session_shown_index(s->sess);
    bool reviewing = session_reviewing(s->sess);
    int hot = move_list_hit(s, (float)ui->mouse_x, (float)ui->mouse_y);
    for (size_t i = first; i < n && i < first + (size_t)fit; i++) {
        char label[SESSION_LABEL_MAX + 32];
        move_label(ui, s, i, label, sizeof label);
        float y = y0 + (float)(i - first) * (float)line_h;
        UiRect row = {mb.x + 3, y - 2, mb.w - 6, (float)line_h};
        if (i + 1 == shown && reviewing) {
            ui_round(ui, row, 4, UI_RGBA(236, 164, 52, 170));
            ui_round_line(ui, row, 4, 2, UI_RGB(150, 80, 20));
        } else if (i + 1 == shown) {
            ui_round(ui, row, 4, UI_RGBA(236, 164, 52, 90));
        } else if (hot >= 0 && (size_t)hot == i) {
            ui_round(ui, row, 4, UI_RGBA(255, 255, 255, 70));
        }

        int side = session_move_info(s->sess, i)->side;
        ui_side_emblem(ui, side, mb.x + 14 * ui->u + 4,
                       y + (float)line_h / 2 - 2, (float)px * 0.32f);
        float lx = mb.x + 28 * ui->u + 8;
        /* moves after the reviewed position are greyed */
        ui_text_fit(ui, UI_SANS, px, i >= shown ? UI_RGB(140, 112, 84) : ui_ink,
                    lx, y, mb.x + mb.w - 4 - lx, label);
    }
    if (n == 0) {
        ui_text(ui, UI_SANS, px, UI_RGB(130, 100, 70), mb.x + 8 * ui->u, y0,
                UI_LEFT, _("No moves yet"));
    }
    for (int i = 0; i < GB_N; i++) {
        if (s->buttons[i].r.w > 0) {
            ui_button_draw(ui, &s->buttons[i], false);
        }
    }
    ui_button_draw(ui, &s->save_btn, false);
}

/* Review and replay are marked on the board itself: an outline and a tab
 * naming the move shown, so an old position is never taken for the live
 * one. */
static void draw_review_mark(Ui *ui, GameState *s)
{
    if (!session_reviewing(s->sess) && !s->replaying) {
        return;
    }
    UiRect b = s->L.board;
    ui_round_line(ui, b, 14 * ui->u, 4 * ui->u + 2, ui_accent);
    size_t k = session_shown_index(s->sess);
    size_t n = session_move_count(s->sess);
    char txt[160];
    if (s->replaying) {
        snprintf(txt, sizeof txt, _("Replay · move %zu of %zu"), k, n);
    } else if (k == 0) {
        snprintf(txt, sizeof txt, "%s", _("Reviewing the start"));
    } else {
        snprintf(txt, sizeof txt, _("Reviewing move %zu of %zu"), k, n);
    }
    int px = ui_px(ui, 19);
    int tw, th;
    ui_text_size(ui, UI_BOLD, px, txt, &tw, &th);
    UiRect tab = {b.x + b.w / 2 - (float)tw / 2 - (float)th * 0.7f,
                  b.y - (float)th * 0.75f, (float)tw + (float)th * 1.4f,
                  (float)th * 1.3f};
    ui_round(ui, tab, tab.h * 0.4f, UI_RGB(120, 64, 24));
    ui_round_line(ui, tab, tab.h * 0.4f, 2, ui_accent);
    ui_text(ui, UI_BOLD, px, UI_RGB(255, 236, 190), tab.x + tab.w / 2,
            tab.y + tab.h / 2, UI_CENTER | UI_MIDDLE, txt);
}

/* A label in the middle of the board for passes, offers and the end. */
static void draw_board_note(Ui *ui, GameState *s)
{
    if (!s->anim.active || s->anim.i >= s->anim.len) {
        return;
    }
    const RulesEvent *e = &s->anim.ev[s->anim.i];
    const char *names[2] = {ui_player_name(ui, 0), ui_player_name(ui, 1)};
    char txt[120];
    switch (e->kind) {
    case RULES_EV_PASS:
        snprintf(txt, sizeof txt, _("%s passes"), names[e->side & 1]);
        break;
    case RULES_EV_OFFER:
        snprintf(txt, sizeof txt, _("%s offers a trade"), names[e->side & 1]);
        break;
    case RULES_EV_ACCEPT:
        snprintf(txt, sizeof txt, _("%s accepts"), names[e->side & 1]);
        break;
    case RULES_EV_DECLINE:
        snprintf(txt, sizeof txt, _("%s declines"), names[e->side & 1]);
        break;
    case RULES_EV_END:
        snprintf(txt, sizeof txt, "%s", _("Game over"));
        break;
    default:
        return;
    }
    int px = ui_px(ui, 34);
    int tw, th;
    ui_text_size(ui, UI_SERIF, px, txt, &tw, &th);
    UiRect b = s->L.board;
    UiRect pill = {b.x + b.w / 2 - (float)tw / 2 - (float)th * 0.6f,
                   b.y + b.h / 2 - (float)th * 0.7f,
                   (float)tw + (float)th * 1.2f, (float)th * 1.4f};
    ui_round(ui, pill, pill.h * 0.3f, UI_RGBA(30, 16, 8, 215));
    ui_text(ui, UI_SERIF, px, UI_RGB(255, 226, 160), b.x + b.w / 2,
            b.y + b.h / 2, UI_CENTER | UI_MIDDLE, txt);
}

static void game_draw(Ui *ui, void *st)
{
    GameState *s = st;
    layout(ui, s);

    const RulesPosition *p = current(s);
    uint16_t counts[RULES_MAX_HOLES], captured[2];
    ui_anim_display(&s->anim, counts, captured);
    UiBoardView v = {0};
    v.pos = p;
    v.counts = counts;
    v.captured = captured;
    v.north_owned = s->anim.north_owned;
    bool busy = s->anim.active;
    v.hover = busy ? -1 : s->hover;
    v.target = busy ? -1 : s->target;
    v.captures = busy || s->target < 0 ? 0 : s->capture_holes;
    v.marked = -1;
    v.selected = s->offer_mode ? s->offer_sel : 0;
    v.offered = p->offer;
    if (busy && s->anim.i < s->anim.len) {
        const RulesEvent *e = &s->anim.ev[s->anim.i];
        if (e->kind == RULES_EV_OFFER || e->kind == RULES_EV_ACCEPT) {
            v.offered = e->extra;
        } else if (e->kind == RULES_EV_DECLINE) {
            v.offered = s->anim.before.offer;
        } else if (e->kind != RULES_EV_TRANSFER) {
            v.offered = 0;
        }
        if (e->kind == RULES_EV_SKIP || e->kind == RULES_EV_CAPTURE ||
            e->kind == RULES_EV_SWEEP || e->kind == RULES_EV_TRANSFER) {
            v.marked = e->hole;
        }
        v.skipped = s->anim.skipped;
        if (e->kind == RULES_EV_SKIP && e->hole < RULES_MAX_HOLES) {
            v.skipped |= 1ull << e->hole;
        }
    }
    v.playable = busy || p->over || s->offer_mode ||
                         ui_ai_computer_to_move(&s->setup, p)
                     ? 0 : ui_board_playable(p);
    v.face_to_face = ui->settings.face_to_face;
    /* the layer: backdrop, banner cards, board, panel frames */
    uint64_t key = ui_board_base_key(&s->L, &v);
    key = ui_hash(key, s->banner, sizeof s->banner);
    bool turns[2] = {banner_turn(s, RULES_SOUTH), banner_turn(s, RULES_NORTH)};
    key = ui_hash(key, turns, sizeof turns);
    key = ui_hash(key, &s->panel, sizeof s->panel);
    key = ui_hash(key, &s->moves_box, sizeof s->moves_box);
    if (ui_layer_begin(ui, key)) {
        ui_background(ui);
        draw_banner_frame(ui, s, RULES_NORTH);
        draw_banner_frame(ui, s, RULES_SOUTH);
        ui_board_draw_base(ui, &s->L, &v);
        ui_panel(ui, s->panel);
        ui_round(ui, s->moves_box, 8 * ui->u, UI_RGBA(120, 80, 40, 40));
        ui_layer_end(ui);
    }
    draw_banner(ui, s, RULES_NORTH);
    draw_banner(ui, s, RULES_SOUTH);
    ui_board_draw_top(ui, &s->L, &v);
    ui_ai_draw_board(ui, &s->ai, &s->L);
    ui_anim_draw(ui, &s->anim, &s->L);
    draw_board_note(ui, s);
    draw_review_mark(ui, s);
    draw_caption(ui, s);
    draw_panel(ui, s);
}

static void game_leave(Ui *ui, void *st)
{
    GameState *s = st;
    if (s->editing >= 0) {
        stop_editing(ui, s, false);
    }
    ui_ai_stop(&s->ai);
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
    fprintf(f, "anim_event %zu\n", s->anim.active ? s->anim.i : 0);
    const UiRect *r[3] = {&s->caption, &s->caption_text, &s->caption_keys};
    for (int i = 0; i < 3; i++) {
        fprintf(f, "%s %d %d %d %d\n",
                i == 0 ? "caption" : i == 1 ? "caption_text" : "caption_keys",
                (int)r[i]->x, (int)r[i]->y, (int)r[i]->w, (int)r[i]->h);
    }
    fprintf(f, "message %s\npreview %s\n", s->message, s->preview);
    fprintf(f, "reviewing %d\nshown %zu\nreplaying %d\ndemo_paused %d\n"
               "pause_label %s\n",
            session_reviewing(s->sess) ? 1 : 0,
            session_shown_index(s->sess), s->replaying ? 1 : 0,
            s->demo_paused ? 1 : 0,
            s->buttons[GB_PAUSE].label ? s->buttons[GB_PAUSE].label : "");
    ui_ai_dump(&s->ai, &s->setup, session_record(s->sess), f);
    layout(ui, s);
    ui_board_dump(&s->L, f);
}

static const UiKey game_keys[] = {
    {N_("Left, Right"), N_("Choose a hole (the ring shows it)")},
    {N_("Enter or Space"), N_("Sow from that hole")},
    {N_("Click a hole"), N_("Sow from it")},
    {N_("Space or a click"), N_("While seeds move: finish the move")},
    {N_("T, then Right"), N_("Teaching mode: one step at a time")},
    {N_("U or Ctrl+Z, Y"), N_("Undo, redo")},
    {N_("Up, Down, Home, End"), N_("Look back through the moves")},
    {N_("H"), N_("A hint")},
    {N_("S"), N_("Animation speed")},
    {N_("P"), N_("Pause or go on (computer games)")},
    {N_("Ctrl+P"), N_("Pass, where the rules allow it")},
    {N_("O, A, D"), N_("Goré: offer a trade, accept, decline")},
    {N_("Ctrl+S, Ctrl+O"), N_("Save, load")},
    {N_("R, Esc"), N_("Rules, menu")},
    {NULL, NULL},
};

static const UiScreenDef game_def = {
    "game", game_input, game_update, game_draw, game_leave, game_dump,
    game_keys};

/* A fresh session for the setup: a single game, or a Urim match. */
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
    if (setup->game == RULES_GAME_URIM && setup->match_target > 1) {
        session_set_match(n, setup->match_target);
    }
    ui_ai_to_session(setup, n);
    ui_ai_stop(&s->ai);
    ui_ai_forget_hint(&s->ai);
    session_free(s->sess);
    s->sess = n;
    s->result_shown = false;
    s->hover = -1;
    s->target = -1;
    s->preview[0] = s->message[0] = s->last_caption[0] = '\0';
    s->offer_mode = false;
    s->demo_paused = false;
    return true;
}

static void open_game(Ui *ui, GameState *s)
{
    ui_push(ui, &game_def, s);
    show_position(ui, s);
    if (current(s)->over) {
        s->result_shown = true;
        UiMatch m;
        match_of(s, &m);
        ui_result_push(ui, &s->setup, current(s), &m);
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
    s->editing = -1;
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

bool ui_game_load(Ui *ui, const char *path, char *err, size_t err_size)
{
    SessionError e = {0};
    Session *sess = session_load(path, &e);
    if (!sess) {
        snprintf(err, err_size, "%s", e.message);
        return false;
    }
    GameState *s = calloc(1, sizeof *s);
    if (!s) {
        ui_fatal(__FILE__, __LINE__, "out of memory");
    }
    s->sess = sess;
    s->editing = -1;
    s->anim.sound = ui->sound;
    s->hover = s->target = -1;
    s->setup.game = session_game(sess);
    s->setup.holes_per_row = session_holes_per_row(sess);
    s->setup.match_target = session_match_target(sess);
    ui_ai_from_session(sess, &s->setup);
    s->setup.teaching = ui->settings.teaching;
    s->anim.teaching = ui->settings.teaching;
    open_game(ui, s);
    return true;
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
    redo(ui, s);
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
            set_message(s, e.message);
            return;
        }
        s->result_shown = false;
        s->last_caption[0] = '\0';
        s->demo_paused = false;
        show_position(ui, s);
    } else if (new_game(ui, s, &s->setup, err, sizeof err)) {
        show_position(ui, s);
    }
    s->replaying = false;
    ui_autosave(ui, s->sess);
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
    start_replay(ui, s);
}

int ui_game_layout_items(RulesGameId game, int holes_per_row, int w, int h,
                         UiLayoutItem *out, int max)
{
    static Ui fake;
    memset(&fake, 0, sizeof fake);
    fake.w = w;
    fake.h = h;
    float uw = (float)w / 1280.0f, uh = (float)h / 800.0f;
    fake.u = uw < uh ? uw : uh;
    ui_settings_defaults(&fake.settings);
    GameState s;
    memset(&s, 0, sizeof s);
    s.sess = session_new(game, holes_per_row, NULL, NULL);
    if (!s.sess) {
        return 0;
    }
    s.editing = -1;
    layout(&fake, &s);
    int n = 0;
#define ITEM(rect, name)                                                       \
    do {                                                                       \
        if (n < max) {                                                         \
            out[n].r = (rect);                                                 \
            snprintf(out[n].what, sizeof out[n].what, "%s", (name));           \
            n++;                                                               \
        }                                                                      \
    } while (0)
    ITEM(s.banner[0], "south banner");
    ITEM(s.banner[1], "north banner");
    ITEM(s.caption, "caption");
    ITEM(s.panel, "panel");
    ITEM(s.moves_box, "move list");
    ITEM(s.L.board, "board");
    ITEM(s.L.store[0], "south store");
    ITEM(s.L.store[1], "north store");
    for (int i = 0; i < GB_N; i++) {
        if (s.buttons[i].r.w > 0) {
            ITEM(s.buttons[i].r, s.buttons[i].label);
        }
    }
    for (int i = 0; i < s.L.hole_count; i++) {
        float r = s.L.pit_r * 1.13f;
        char name[24];
        snprintf(name, sizeof name, "hole %d", i);
        ITEM(((UiRect){s.L.pit_x[i] - r, s.L.pit_y[i] - r, 2 * r, 2 * r}),
             name);
    }
#undef ITEM
    session_free(s.sess);
    return n;
}
