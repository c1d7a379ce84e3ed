/* screens/rooms.h: how a screen opens another: the table of every screen's opening, filled in by the app (app/rooms.c), so no screen names another. */
#ifndef UI_SCREENS_ROOMS_H
#define UI_SCREENS_ROOMS_H

#include "board/ai_play.h"
#include "kit/screen.h"
#include "session.h"

typedef enum UiTextKind { UI_TEXT_RULES = 0, UI_TEXT_HISTORY } UiTextKind;
typedef struct UiMatch {
    int points[2];
    int target;
    int games;
    /* the game ended just now, on the board (not reopened finished):
     * its win is celebrated */
    bool fresh;
    int hints[2]; /* the hints each side was shown (session_hints) */
} UiMatch;

/* What a screen may open. Closing is the stack's (ui_pop,
 * ui_pop_to_title); the arguments are those of each screen's own opening
 * (screens/scr_*.h). */
typedef struct UiRooms {
    void (*select)(Ui *ui, bool learn);
    void (*select_at)(Ui *ui, bool learn, RulesGameId game);
    void (*settings)(Ui *ui);
    void (*about)(Ui *ui);
    void (*load)(Ui *ui);
    void (*atlas)(Ui *ui, int game,
                  void (*choose)(Ui *ui, void *ctx, RulesGameId g),
                  void *ctx);
    void (*text)(Ui *ui, RulesGameId game, UiTextKind kind);
    bool (*game)(Ui *ui, const UiGameSetup *s, const char *moves, char *err,
                 size_t err_size);
    bool (*game_load)(Ui *ui, const char *path, char *err, size_t err_size);
    /* the game screen under the result: a new round, a replay */
    void (*game_new_round)(Ui *ui, bool next_in_match);
    void (*game_start_replay)(Ui *ui);
    void (*game_save)(Ui *ui);
    /* the review of the game screen's game; a game from a session (owned) */
    void (*game_review)(Ui *ui);
    void (*game_open)(Ui *ui, Session *sess);
    void (*review)(Ui *ui, const Session *sess);
    void (*record)(Ui *ui);
    /* a game from a board set up by hand; the editor */
    bool (*game_at)(Ui *ui, const UiGameSetup *s, const RulesPosition *start,
                    char *err, size_t err_size);
    void (*editor)(Ui *ui, RulesGameId game, int holes_per_row);
    void (*result)(Ui *ui, const UiGameSetup *s, const RulesPosition *end,
                   const UiMatch *match);
    void (*learn)(Ui *ui, RulesGameId game, int step);
    void (*watch)(Ui *ui, RulesGameId game);
    void (*puzzle)(Ui *ui, RulesGameId game);
} UiRooms;

/* The one table (app/rooms.c). */
extern const UiRooms ui_rooms;

#endif
