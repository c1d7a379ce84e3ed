/* screens/result/result_screen.h: the result screen's state, shared by its files: scr_result.c (layout, keys and clicks, drawing) and result_words.c (what it says). */
#ifndef UI_SCREENS_RESULT_SCREEN_H
#define UI_SCREENS_RESULT_SCREEN_H

#include "board/board.h"
#include "kit/screen.h"
#include "kit/widgets.h"
#include "screens/cheer.h"
#include "screens/rooms.h"

enum { RES_AGAIN = 0, RES_NEXT, RES_REPLAY, RES_REVIEW, RES_SAVE, RES_MENU,
       RES_PATH, /* the next step of the game's path, above the others */
       RES_N };
/* (half a second at most: a child read the numbers as they counted,
 * issue 51) */
enum { COUNT_SEED_MS = 20, COUNT_MAX_MS = 500 };

typedef struct ResultState {
    UiGameSetup setup;
    RulesPosition end;
    UiMatch match;
    int focus;
    UiButton buttons[RES_N];
    UiRect box, cards;
    UiBoardLayout L;
    bool board; /* the final board drawn: where it has room to be read */
    float head_y, text_y;
    int head_px;    /* the title's size: smaller where room is short */
    bool cheer_row; /* room for the winner's badge over the buttons */
    /* the seeds counted into the stores: shown[side] of end.captured */
    bool counting;
    uint32_t t, count_ms;
    int shown[2];
    /* the game's path: a step this game did, celebrated; the next one */
    UiCheer cheer;
    UiRect cheer_r;
    int path_step;
    char path_label[240];
    /* a win with hints: the path's step it did not tick, else -1 */
    int hinted_step;
} ResultState;

/* A match is played (to more than one point); and not yet won. */
bool result_is_match(const ResultState *s);
bool result_match_goes_on(const ResultState *s);
/* What ended the game, in a sentence a new player can read. */
void result_ended_by(const Ui *ui, const ResultState *s, char *buf, size_t size);
/* The match points this game scored, and why. */
void result_points_line(const Ui *ui, const ResultState *s, char *buf, size_t size);
/* The hints used: "3 hints used", praise for a win without one, why a
 * win with hints ticked no step; each player's between two people.
 * False (and "") when there is nothing to say; `praise` says which. */
bool result_hints_line(const Ui *ui, const ResultState *s, char *buf,
                       size_t size, bool *praise);
/* Who won, in large type. */
void result_headline(const Ui *ui, const ResultState *s, char *buf, size_t size);
/* The lines under the score from y, w wide (drawn when `draw`); their
 * height. */
float result_lines(Ui *ui, const ResultState *s, float x, float y, float w,
                   bool draw);

#endif
