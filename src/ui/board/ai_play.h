/* board/ai_play.h: the computer player on the board: a game's setup (who plays), the worker thread's moves and hints, and how they are shown. */
#ifndef UI_BOARD_AI_PLAY_H
#define UI_BOARD_AI_PLAY_H

#include "ai.h"
#include "board/board.h"
#include "board/who.h"
#include "kit/widgets.h"

/* A game to start. */
typedef struct UiGameSetup {
    RulesGameId game;
    int holes_per_row;
    int match_target; /* points to play to; 1: a single game */
    bool teaching;
    int computer; /* bit (1 << side) for each side the computer plays */
    int level;    /* AiLevel */
    int think_ms; /* the expert's think time (0: the default) */
} UiGameSetup;


/* ai_play.c: the computer's moves and the hints, searched on a worker
 * thread so the window stays responsive. */
const char *ui_opponent_label(int opponent); /* translated */
int ui_opponent_mask(int opponent);          /* UiGameSetup.computer */
const char *ui_level_label(int level);       /* translated */
/* A move as the hints and the puzzles name it, in lower case: "sow hole
 * N2", "pass", "accept the offer", "offer holes S1 and S2". */
void ui_move_words(const Ui *ui, const RulesPosition *p, RulesMove m,
                   char *buf, size_t size);

typedef struct UiAiPlay {
    AiTask *task;       /* the worker's search, or NULL */
    bool task_is_hint;
    size_t task_ply;    /* the game's length when the task started */
    uint32_t spin_ms;   /* the thinking indicator's clock */
    bool failed;        /* no thread or memory: the computer stops */
    bool hint_shown;
    AiHint hint;
    size_t hint_ply;
    char hint_text[200];
    char hint_more[300]; /* teaching mode's sentence */
    const char *names[2]; /* what the hint's sentences call each side */
    AiMemory *memory;    /* the expert's, from its first search on */
} UiAiPlay;

/* The SDL event type the worker pushes when its answer is ready. */
uint32_t ui_ai_event(void);
/* Pushes that event (from any thread): the AiWakeFn of the computer's
 * searches, the review and the table builds. */
void ui_ai_wake(void *user);
bool ui_ai_thinking(const UiAiPlay *a);
bool ui_ai_computer_to_move(const UiGameSetup *setup, const RulesPosition *p);
/* Cancels and waits for any search (a few milliseconds). */
void ui_ai_stop(UiAiPlay *a);
/* Stops any search and frees what the computer keeps (leaving the game). */
void ui_ai_free(UiAiPlay *a);
void ui_ai_forget_hint(UiAiPlay *a);
/* A hint for the side to move, on the worker; its sentences call that side
 * "you" and the other who->names[side] ("Computer", a player's name). */
bool ui_ai_start_hint(UiAiPlay *a, const RulesGame *g,
                      const UiGameSetup *setup, const UiWho *who);
/* Starts the computer's search when it is to move and nothing animates,
 * collects finished answers. Returns 0 with *move set when the computer's
 * move is ready to play, else ms until the next frame (-1: idle). */
int ui_ai_update(UiAiPlay *a, const RulesGame *g, const UiGameSetup *setup,
                 bool busy, uint32_t dt, RulesMove *move);
/* The hint's rings on the board, and their legend under it (the
 * editor's). */
void ui_ai_draw_board(Ui *ui, const UiAiPlay *a, const UiBoardLayout *L);
/* The hint's rings alone (the game screen's legend is in its status bar). */
void ui_ai_draw_rings(Ui *ui, const UiAiPlay *a, const UiBoardLayout *L);
/* The legend of the hint's rings or else of the pointer's preview
 * (`preview` rings: 1 the last seed's hole, 2 also the holes it would
 * take; the rings were unexplained: issue 51) at the right end of `bar`
 * (the status bar: issue 58, under the board it was clipped at 200 % and
 * covered a row's name); drawn when `draw`. Where it is: nothing (w 0)
 * when there is no legend. */
UiRect ui_ai_legend_in_bar(Ui *ui, const UiAiPlay *a, int preview,
                           UiRect bar, bool draw);
/* The height of the rings' legend. */
float ui_ai_legend_height(Ui *ui);
/* Draws "thinking" or the hint into the caption box; false if neither. */
bool ui_ai_draw_caption(Ui *ui, const UiAiPlay *a, UiRect c, bool teaching);
void ui_ai_dump(const UiAiPlay *a, const UiGameSetup *setup,
                const RulesGame *g, FILE *f);
/* The selection screen's rows of opponent options for `game` (the
 * opponent; beginner, club, expert where the computer plays; the expert's
 * think time where the expert plays, not offered where the expert plays
 * from a table that solves the game: a line says so instead), from
 * `bottom` up: the opponent lowest, each row in its place whether the
 * others show or not; the buttons get ids id0 .. id0 + 4, a row not shown no width.
 * The think time's label is written in `think`, which the buttons point
 * to (the screen's state keeps it). Returns the top of the rows shown. */
enum { UI_AI_OPTIONS = 5, UI_AI_THINK_LABEL = 96 };
float ui_ai_options_layout(Ui *ui, RulesGameId game, float x, float w,
                           float bottom, float oh, float gap, int id0,
                           UiButton out[UI_AI_OPTIONS],
                           char think[UI_AI_THINK_LABEL]);
void ui_ai_options_activate(Ui *ui, int which); /* 0 .. 4; saves */
void ui_ai_options_draw(Ui *ui, RulesGameId game,
                        const UiButton b[UI_AI_OPTIONS], float x,
                        int focus); /* focus: 0 .. 4, or -1 */
/* A game setup with the opponent the settings choose. */
UiGameSetup ui_ai_setup_of(const Ui *ui, UiGameSetup g);
/* The setup's opponent, kept in the session so saves record it; and back
 * from a loaded session (sides 0: two people). */
typedef struct Session Session;
void ui_ai_to_session(const UiGameSetup *setup, Session *sess);
void ui_ai_from_session(const Session *sess, UiGameSetup *setup);

#endif
