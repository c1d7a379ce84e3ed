/* game_actions.c: the moves that are not sowing (offers and their answers, passes): their buttons appear when the rules allow such a move. */
#include "board/ai_play.h"
#include "board/anim.h"
#include "kit/dialog.h"
#include "kit/rect.h"
#include "kit/screen.h"
#include "kit/ui_i18n.h"
#include "kit/widgets.h"
#include "screens/game/game.h"
#include "screens/rooms.h"

bool game_legal_kind(const RulesPosition *p, int kind)
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

/* Lays out the buttons for what may be done now besides sowing in `row`
 * (one or two side by side); returns where the next row up goes. */
float game_layout_actions(GameState *s, UiRect row, float gap, bool free_turn)
{
    const RulesPosition *cur = current(s);
    for (int id = GB_OFFER; id < GB_N; id++) {
        s->lay.buttons[id].enabled = false;
        s->lay.buttons[id].r = (UiRect){0, 0, 0, 0};
    }
    int nact = 0;
    int acts[2];
    if (free_turn && s->offer.mode) {
        acts[nact++] = GB_SEND;
        acts[nact++] = GB_CANCEL;
    } else if (free_turn && game_legal_kind(cur, RULES_MOVE_ACCEPT)) {
        acts[nact++] = GB_ACCEPT;
        acts[nact++] = GB_DECLINE;
    } else if (free_turn && game_legal_kind(cur, RULES_MOVE_PASS)) {
        acts[nact++] = GB_PASS;
    } else if (free_turn && game_legal_kind(cur, RULES_MOVE_OFFER)) {
        acts[nact++] = GB_OFFER;
    }
    const char *act_labels[GB_N] = {0};
    act_labels[GB_OFFER] = _("Offer holes…");
    act_labels[GB_SEND] = _("Make offer");
    act_labels[GB_CANCEL] = _("Cancel");
    act_labels[GB_ACCEPT] = _("Accept");
    act_labels[GB_DECLINE] = _("Decline");
    act_labels[GB_PASS] = _("Pass");
    float half = (row.w - gap) / 2;
    for (int i = 0; i < nact; i++) {
        float w = nact == 1 ? row.w : half;
        s->lay.buttons[acts[i]] = (UiButton){
            {row.x + (float)i * (half + gap), row.y, w, row.h},
            act_labels[acts[i]], acts[i], true, acts[i] == GB_SEND};
    }
    return nact > 0 ? row.y - row.h - gap : row.y;
}

static void new_game_yes(Ui *ui, void *ctx)
{
    (void)ctx;
    ui_rooms.game_new_round(ui, false);
}

/* New game: at once on a game not begun or over, else after a Yes (the
 * game on the board would be lost). In a match under way the button is
 * Next game once a game is over (game_match_goes_on), and a new game,
 * which starts the match again, is asked first with its score ("End the
 * match Lan 1 – Đức 0?", No focused): a teacher must never lose the
 * pupils' score to one click. */
static void new_game_press(Ui *ui, const GameState *s)
{
    if (game_match_goes_on(s)) {
        ui_rooms.game_new_round(ui, true);
        return;
    }
    bool in_match = session_match_target(s->sess) > 1 &&
                    !session_match_over(s->sess);
    int points = session_match_points(s->sess, RULES_SOUTH) +
                 session_match_points(s->sess, RULES_NORTH);
    if (in_match && (points > 0 || session_move_count(s->sess) > 0)) {
        char a[120], b[120], q[400];
        game_score_line(ui, s, RULES_SOUTH, a, sizeof a);
        game_score_line(ui, s, RULES_NORTH, b, sizeof b);
        /* TRANSLATORS: the two sides of the match's score ("Lan 1",
         * "Đức 0") */
        snprintf(q, sizeof q, _("End the match %s – %s? A new game starts "
                                "the match again at 0–0."), a, b);
        ui_confirm_push(ui, q, new_game_yes, NULL);
        return;
    }
    if (session_move_count(s->sess) == 0 || session_over(s->sess)) {
        ui_rooms.game_new_round(ui, false);
        return;
    }
    ui_confirm_push(ui, _("Start a new game? The game on the board ends "
                          "here, unfinished."),
                    new_game_yes, NULL);
}

/* A press of one of those buttons, or of New game; false for any other
 * button. */
bool game_action_press(Ui *ui, GameState *s, int id)
{
    /* a key (O) presses only a button that is there: Urim has no offers
     * to make, and O used to open the offer mode all the same */
    if (id >= GB_OFFER && id <= GB_PASS && !s->lay.buttons[id].enabled) {
        return true;
    }
    switch (id) {
    case GB_NEW:
        if (s->lay.buttons[GB_NEW].enabled) {
            new_game_press(ui, s);
        }
        return true;
    case GB_OFFER:
        s->offer.mode = true;
        s->offer.sel = 0;
        game_set_message(s, _("Click 1 to 3 of your holes to offer, then "
                              "Make offer"));
        return true;
    case GB_SEND:
        game_simple_move(ui, s, RULES_MOVE_OFFER, s->offer.sel);
        return true;
    case GB_CANCEL:
        s->offer.mode = false;
        s->offer.sel = 0;
        s->message[0] = '\0';
        return true;
    case GB_ACCEPT:
        game_simple_move(ui, s, RULES_MOVE_ACCEPT, 0);
        return true;
    case GB_DECLINE:
        game_simple_move(ui, s, RULES_MOVE_DECLINE, 0);
        return true;
    case GB_PASS:
        game_simple_move(ui, s, RULES_MOVE_PASS, 0);
        return true;
    default:
        return false;
    }
}

/* A click on a hole while choosing holes to offer: picks or drops it.
 * False when no offer is being chosen. */
bool game_offer_click(GameState *s, int hole)
{
    if (!s->offer.mode) {
        return false;
    }
    const RulesPosition *p = current(s);
    if (rules_owner(p, hole) != p->to_move || hole >= 8) {
        game_set_message(s, _("Only your own holes can be offered"));
        return true;
    }
    s->offer.sel ^= (uint8_t)(1u << hole);
    return true;
}

static void accept_offer(Ui *ui, void *ctx)
{
    game_simple_move(ui, ctx, RULES_MOVE_ACCEPT, 0);
}

static void decline_offer(Ui *ui, void *ctx)
{
    game_simple_move(ui, ctx, RULES_MOVE_DECLINE, 0);
}

bool game_offer_waits(const GameState *s)
{
    const RulesPosition *p = current(s);
    return p->offer && !p->over && !session_browsing(s->sess) &&
           !s->replay.on && !ui_ai_computer_to_move(&s->setup, p);
}

/* The first offer of a game asks in a dialog, saying what each answer
 * costs; later ones wait on the board, the status line naming the holes
 * and the Accept and Decline buttons beside it (a Beginner offered three
 * times in fifteen moves, each a dialog to dismiss, issue 51). */
void game_ask_offer(Ui *ui, GameState *s)
{
    const RulesPosition *p = current(s);
    if (!s->offer.ask || s->anim.active) {
        return;
    }
    s->offer.ask = false;
    if (!game_offer_waits(s) || s->offer.explained) {
        return;
    }
    s->offer.explained = true;
    UiWho who = game_who(ui, s);
    int n = 0;
    for (int h = 0; h < 8; h++) {
        n += (p->offer >> h) & 1;
    }
    char holes[120], q[800];
    ui_hole_list(ui, p, p->offer, holes, sizeof holes);
    /* the offering game's clauses: what accepting moves from the
     * answerer's pile, and what declining costs */
    snprintf(q, sizeof q,
             n == 1 ? _("%s offers you hole %s. Accept: it becomes yours, "
                        "and 6 seeds of your captured pile go into it. "
                        "Decline: nothing changes, but a win of yours will "
                        "be a victory without glory. Then you make your "
                        "move.")
                    : _("%s offers you holes %s. Accept: they become "
                        "yours, and 6 seeds of your captured pile go into "
                        "each (%d in all). Decline: nothing changes, but a "
                        "win of yours will be a victory without glory. Then "
                        "you make your move."),
             who.names[p->to_move == RULES_SOUTH ? 1 : 0], holes, 6 * n);
    const UiAnswer answers[2] = {{N_("Accept"), accept_offer},
                                 {N_("Decline"), decline_offer}};
    ui_ask_push(ui, q, N_("A, D"), answers, -1, s);
}
