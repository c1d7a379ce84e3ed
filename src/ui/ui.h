/* ui.h: the front end's public entry points: the program, and the board layout tests check. */
#ifndef UI_H
#define UI_H

#include "rules.h"

#include <stdbool.h>
#include <stddef.h>

/* Runs the game (or a headless screenshot/script) and returns the exit status. */
int ui_main(int argc, char **argv);

/* The sentence of `why` in the current language, its hole filled in by
 * the name players read on position p's board (ui_hole_name; p NULL: the
 * engine's number), first letter a capital if `capital`, without the rule
 * id. Returns the length written. */
int ui_why_text(const RulesWhy *why, const RulesPosition *p, bool capital,
                char *buf, size_t size);

/* A rectangle in output pixels. */
typedef struct UiRect {
    float x, y, w, h;
} UiRect;

/* Where each hole, store and captured pile of a board goes on screen. */
typedef struct UiBoardLayout {
    UiRect board;                 /* the wooden board itself */
    float pit_x[RULES_MAX_HOLES]; /* centre of each hole */
    float pit_y[RULES_MAX_HOLES];
    float pit_r;        /* radius of every hole */
    UiRect store[2];    /* store or captured pile of each side (RulesSide) */
    bool has_stores;    /* stores are part of the board (C-2) */
    float badge_h;      /* height of a hole's count chip */
    float count_px;     /* font size of the counts, in pixels */
    float name_px;      /* font size of the holes' names */
    float row_pitch;    /* distance between the centres of two rows */
    UiRect store_label[2]; /* the owner's name and count on each store */
    float label_px;     /* font size of the names on the stores */
    float legend_top;   /* a legend (the hint's rings) goes under this */
    int hole_count;
    int rows, cols;
} UiBoardLayout;

/* Lays out a board of `game` with `holes_per_row` to fit `area`. */
void ui_board_layout(RulesGameId game, int holes_per_row, UiRect area,
                     UiBoardLayout *out);
/* The same, keeping room under the holes for a legend `legend_h` pixels
 * tall (the game screen's hints). */
void ui_board_layout_legend(RulesGameId game, int holes_per_row, UiRect area,
                            float legend_h, UiBoardLayout *out);

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

/* The name a player reads for a hole (one place, for every screen): on
 * four rows the rule book's row letter and column (C-3: "C0"); on two rows
 * the side's initial and 1 to n from that player's own left ("S1", "N1").
 * The engine's numbers (C-2, C-3) stay in saves, notation and mancala-cli.
 * Returns buf. */
const char *ui_hole_name(RulesGameId game, int holes_per_row, int hole,
                         char *buf, size_t size);

/* Is rectangle `inner` wholly inside `outer`? */
bool ui_rect_inside(UiRect inner, UiRect outer);

#endif
