/* screens/game/game.h: what the game screen's files share: its state, split into the parts each file owns, and their functions. */
#ifndef UI_SCREENS_GAME_GAME_H
#define UI_SCREENS_GAME_GAME_H

#include "board/ai_play.h"
#include "board/anim.h"
#include "kit/widgets.h"
#include "session.h"

enum {
    GB_UNDO = 0,
    GB_REDO,
    GB_SPEED,
    GB_PAUSE,
    GB_STEP,
    GB_TEACH,
    GB_RULES,
    GB_MENU,
    GB_OFFER,   /* start choosing holes to offer */
    GB_SEND,    /* make the offer */
    GB_CANCEL,  /* stop choosing */
    GB_ACCEPT,
    GB_DECLINE,
    GB_PASS,
    GB_HINT,
    GB_NEW,     /* a new game with the same players (asks first) */
    GB_N
};

/* game_layout.c: where everything goes, worked out again before each
 * input and frame (the window may have changed). */
typedef struct GameLayout {
    UiBoardLayout L;
    UiRect banner[2];
    UiRect name_box[2];
    UiRect caption;
    UiRect caption_text, caption_keys; /* where the last frame put them */
    UiRect caption_legend; /* the rings' legend in the status bar */
    int caption_px, caption_lines;      /* the caption's size and lines */
    char status[SESSION_MESSAGE_MAX + 60]; /* the caption's words, as drawn */
    UiRect panel;
    /* A match's score in large type under the title, both names (one
     * line, or one a side when they are long); zero: no match. */
    UiRect score;
    int score_px, score_lines;
    UiRect moves_box;
    UiButton buttons[GB_N];
    UiButton back_btn;    /* "Back to game" while browsing */
    UiButton save_btn;
    char speed_label[64], teach_label[64];
    size_t list_first;    /* first move the move list shows */
    int list_fit;         /* rows it has room for */
    float list_y0;
    float list_line_h;
    int list_px;          /* the font size of its heading and rows */
} GameLayout;

/* game_play.c: the hole under the mouse or keyboard cursor, and what
 * playing it would do. */
typedef struct GamePointer {
    int hover;          /* hole under the mouse or keyboard cursor */
    int target;         /* where the hovered move ends */
    char preview[200];
    uint64_t capture_holes; /* what the hovered move would capture */
    bool by_mouse;      /* the pointer put the ring where it is */
} GamePointer;

/* game_actions.c: holes being chosen for an offer (a trade of holes). */
typedef struct GameOffer {
    bool mode;
    uint8_t sel;
    bool ask; /* an offer was just made: ask for the answer */
    bool told; /* a notice said, once, that a trade may be offered now */
    bool explained; /* the dialog said once what each answer costs */
} GameOffer;

/* game_names.c: a name being typed into a banner. */
typedef struct GameNameEdit {
    int editing;        /* side whose name is being typed, or -1 */
    UiField edit;
} GameNameEdit;

/* game_browse.c: a replay from the start. */
typedef struct GameReplay {
    bool on;
    bool paused;
    uint32_t wait; /* ms before the next replayed move */
} GameReplay;

typedef struct GameState {
    UiGameSetup setup;
    Session *sess;      /* the game, its undo/redo, move list and match */
    UiAnim anim;
    UiAiPlay ai;        /* the computer's search and the hint */
    bool result_shown;  /* the result screen was opened for this end */
    bool recorded;      /* this game's end is in the player's record */
    char message[SESSION_MESSAGE_MAX + 40]; /* why a click did nothing */
    char last_caption[240];
    RulesMove pending;    /* the move waiting for "Play from here?" */
    /* Computer against computer: undo, redo, review and Pause stop the
     * computers, so the player can look; Resume lets them play on. */
    bool demo_paused;
    GameLayout lay;
    GamePointer pointer;
    GameOffer offer;
    GameNameEdit name;
    GameReplay replay;
} GameState;

/* The position on the board: the live one, or the one being browsed or
 * replayed. Moves are worked out from it too, since playing from a
 * browsed position continues from there (after asking). */
static inline const RulesPosition *current(const GameState *s)
{
    return session_shown(s->sess);
}

/* Both sides are the computer's: a demonstration. */
static inline bool demo(const GameState *s)
{
    int both = (1 << RULES_SOUTH) | (1 << RULES_NORTH);
    return (s->setup.computer & both) == both;
}

/* game_layout.c */
/* Its longest value, which sizes it: it keeps its size from one speed to
 * the next. */
void game_speed_fit(Ui *ui, const GameState *s, char *buf, size_t size);
void game_layout(Ui *ui, GameState *s);
int game_move_list_hit(const GameState *s, float x, float y);
/* The moves the move list shows: a move of the game's own (not one
 * browsed or shown again) has its row once its seeds have moved, so that
 * the row does not tell a class its end before they see it. */
size_t game_listed_moves(const GameState *s);

/* game_play.c */
void game_pause_demo(GameState *s);
void game_toggle_demo(GameState *s);
const char *game_paused_text(void);
void game_set_message(GameState *s, const char *text);
void game_caption_after(Ui *ui, GameState *s);
void game_play(Ui *ui, GameState *s, RulesMove m);
void game_simple_move(Ui *ui, GameState *s, int kind, uint8_t offer);
void game_finish_anim(GameState *s);
void game_show_position(Ui *ui, GameState *s);
void game_undo(Ui *ui, GameState *s);
void game_redo(Ui *ui, GameState *s);
void game_update_hover(const Ui *ui, GameState *s, int hole);
void game_click_hole(Ui *ui, GameState *s, int hole);
/* The pointer moved over `hole` (-1: no hole). */
void game_mouse_hover(const Ui *ui, GameState *s, int hole);
/* After a move: the hole in focus, or the one under the pointer, says
 * again what sowing it would do, without waiting for the mouse. */
void game_refresh_hover(const Ui *ui, GameState *s);
/* A hint has come: counted for the side to move (and autosaved); the
 * keyboard's ring goes to the hole it names, so that
 * Enter sows it (the hint's ring and the cursor's are then one). */
void game_follow_hint(Ui *ui, GameState *s);

/* game_actions.c: the moves that are not sowing (offers and their
 * answers, passes): their buttons, shown when the rules allow them. */
bool game_legal_kind(const RulesPosition *p, int kind);
float game_layout_actions(GameState *s, UiRect row, float gap, bool free_turn);
/* An offer just made, waiting for a person's answer: a dialog says what
 * is asked and what each answer costs (once, when it has shown). */
void game_ask_offer(Ui *ui, GameState *s);
/* An offer waits for a person's answer on the board shown. */
bool game_offer_waits(const GameState *s);
bool game_action_press(Ui *ui, GameState *s, int id);
bool game_offer_click(GameState *s, int hole);

/* game_browse.c */
void game_clear_hints(GameState *s);
void game_stop_replay(Ui *ui, GameState *s);
void game_browse_to(Ui *ui, GameState *s, size_t i);
void game_browse_step(Ui *ui, GameState *s, int step);
/* Move i played again, slowly (one event at a time in teaching mode),
 * from the position before it, the game unchanged: the board ends on the
 * position after it, browsed (or the live one after the last move). */
void game_show_move_again(Ui *ui, GameState *s, size_t i);
void game_replay_next(Ui *ui, GameState *s);
void game_start_replay(Ui *ui, GameState *s);
void game_replay_pause(GameState *s);
void game_replay_step(Ui *ui, GameState *s);
/* One move back (step < 0) or on in a replay, which pauses. */
void game_replay_move(Ui *ui, GameState *s, int step);
/* The next speed, of moves and replays alike (remembered). */
/* The rings of the pointer's preview that its legend names: 0 none, 1
 * where the last seed lands, 2 that and the holes it captures. */
int game_preview_rings(const GameState *s);
/* The status bar under the board (game_layout.c). */
void game_draw_caption(Ui *ui, GameState *s);
void game_speed_faster(Ui *ui, GameState *s);

/* game_names.c: is it `side`'s turn, as the banners show it? While a
 * move plays, the banner still shows who is making it. */
bool game_banner_turn(const GameState *s, int side);
/* game_names.c: a banner's card, drawn in the screen's layer; its words. */
void game_draw_banner_frame(Ui *ui, const GameState *s, int side);
void game_draw_banner(Ui *ui, GameState *s, int side);

/* game_names.c: a side's match points as shown: those of the game that
 * just ended only once its last move has sown. */
int game_shown_points(const GameState *s, int side);

/* game_names.c */
/* Who is who: "You" and "Computer" against the computer, else the
 * players' names. */
UiWho game_who(const Ui *ui, const GameState *s);
/* game_names.c: one side of a match's score ("Lan 1"); the score's place
 * (in `r`, at `px`), its drawing and its dump lines. */
void game_score_line(const Ui *ui, const GameState *s, int side, char *buf,
                     size_t size);
void game_layout_score(Ui *ui, GameState *s, UiRect r, int px);
void game_draw_score(Ui *ui, const GameState *s);
void game_dump_score(Ui *ui, GameState *s, FILE *f);
/* The match's score for the result screen. */
struct UiMatch;
void game_match_of(const GameState *s, struct UiMatch *m);
/* Counts the game that ended at `end` in the player's record; in a match
 * (URIM-10), only its last game, counted as the match's result. Keeps it
 * among the recent games (not the computer's against itself). */
void game_record(Ui *ui, const GameState *s, const RulesPosition *end);
/* A match under way whose game is over: Next game goes on with it. */
bool game_match_goes_on(const GameState *s);
void game_stop_editing(Ui *ui, GameState *s, bool keep);
void game_start_editing(GameState *s, int side, const Ui *ui);
void game_edit_input(Ui *ui, GameState *s, const SDL_Event *e);

/* game_draw.c */
/* How many times the position seen most often has occurred, when one
 * has come back in a game that C-6 ends at its third (Urim, Ayoayo,
 * Goré, Modiar), else 0: told under the game's name. */
int game_seen_again(const GameState *s);
/* The move list's row for move i as drawn: "South sows hole S2 — 2 laps,
 * captures 5", or "S2 — 2 laps, captures 5" (the row's emblem says who)
 * when a row the list shows does not fit it (then all are brief), cut
 * short with "…" only after that. */
void game_move_row_text(Ui *ui, const GameState *s, size_t i, char *buf,
                        size_t size);
void game_draw(Ui *ui, void *st);
/* The dump's move list: "move_list X Y0 W LINE_H" (where its rows start,
 * its width, a row's height; row k's middle is Y0 + (k + 0.5) LINE_H,
 * counted from the first shown) and each row shown ("move_row N text"). */
void game_dump_list(Ui *ui, const GameState *s, FILE *f);

/* One rectangle of the game screen, named, for the layout tests. */
typedef struct UiLayoutItem {
    UiRect r;
    char what[32];
} UiLayoutItem;

/* The game screen's rectangles (banners, caption, panel, move list, board,
 * stores, buttons, then every hole) at a window size in pixels. Returns how
 * many were written. */
int ui_game_layout_items(RulesGameId game, int holes_per_row, int w, int h,
                         UiLayoutItem *out, int max);
/* The game screen's board at a window size in pixels; false when the game
 * cannot be played with that many holes. */
bool ui_game_board_layout(RulesGameId game, int holes_per_row, int w, int h,
                          UiBoardLayout *L);

#endif
