/* board/board.h: a board laid out to fit a rectangle, drawn, hit and named: holes, stores, seeds and their counts. */
#ifndef UI_BOARD_BOARD_H
#define UI_BOARD_BOARD_H

#include "kit/screen.h"
#include "rules.h"

#include <stdint.h>
#include <stdio.h>

/* The sentence of `why` in the current language, its hole filled in by
 * the name players read on position p's board (ui_hole_name; p NULL: the
 * engine's number), first letter a capital if `capital`, without the rule
 * id. Returns the length written. */
int ui_why_text(const RulesWhy *why, const RulesPosition *p, bool capital,
                char *buf, size_t size);

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
    float edge_room;    /* between a row's holes and the board's edge */
    int hole_count;
    int rows, cols;
} UiBoardLayout;

/* Where ui_board_draw_top draws a hole's seeds, and a store's heap (the
 * small view: no counts beside them). */
UiRect ui_board_hole_area(const UiBoardLayout *L, int h);
UiRect ui_board_store_area(const UiBoardLayout *L, int side);

/* Lays out a board of `game` with `holes_per_row` to fit `area`. */
void ui_board_layout(RulesGameId game, int holes_per_row, UiRect area,
                     UiBoardLayout *out);
/* The same for a player's text size `scale` (ui_text_scale): the board's
 * words (the holes' names and counts, the rows' names, the owners' names
 * on the stores, the hand's count) grow with it as far as the board has
 * room for them, the wood around the rows a little larger (the game,
 * lesson, review, puzzle and editor screens). */
void ui_board_layout_text(RulesGameId game, int holes_per_row, UiRect area,
                          float scale, UiBoardLayout *L);

/* The name a player reads for a hole (one place, for every screen): on
 * four rows the rule book's row letter and column (C-3: "C0"); on two rows
 * the side's initial and 1 to n from that player's own left ("S1", "N1").
 * The engine's numbers (C-2, C-3) stay in saves, notation and mancala-cli.
 * Returns buf. */
const char *ui_hole_name(RulesGameId game, int holes_per_row, int hole,
                         char *buf, size_t size);

/* How a board is drawn (board.c). */
typedef struct UiBoardView {
    const RulesPosition *pos;
    const uint16_t *counts;  /* counts shown (may differ while animating) */
    const uint16_t *captured;
    uint64_t north_owned;
    uint64_t hole_marks; /* RulesPosition.marked as shown (drawn as the
                            game's look says) */
    int hover;      /* hole under the mouse, or -1 */
    int target;     /* hole where the hovered move ends, or -1 */
    int marked;     /* hole marked by the animation, or -1 */
    uint64_t selected;  /* holes picked for an offer */
    uint64_t offered;   /* holes of a pending offer */
    uint64_t skipped;   /* holes skipped by the current move */
    uint64_t playable;  /* holes the player to move may sow from */
    bool face_to_face;
    bool small;     /* a thumbnail: no numbers */
    bool legend;    /* a legend of rings under the counts (a hint's, the
                     * preview's), where South's edge name would go */
    const char *names[2]; /* the players' names on their stores (NULL:
                             no label) */
    uint64_t captures; /* holes the hovered move would capture from */
} UiBoardView;

void ui_board_draw(Ui *ui, const UiBoardLayout *L, const UiBoardView *v);

/* Where the board's words go, as the drawing puts them (for tests): the
 * holes' names, their count chips showing `count`, the rows' names on
 * the edges and the stores' labels, `what[i]` saying which. Returns how
 * many (at most `max`). */
enum { UI_WORDS_NAME, UI_WORDS_COUNT, UI_WORDS_ROW, UI_WORDS_STORE };
int ui_board_words(Ui *ui, const UiBoardLayout *L, RulesGameId game,
                   int count, UiRect *out, int *what, int max);

/* A view of position `p` standing still: its holes' seeds (copied into
 * `counts`), its stores, owners and marks, nothing hovered or marked. */
UiBoardView ui_board_view_still(const RulesPosition *p,
                                uint16_t counts[RULES_MAX_HOLES]);
/* The same in two parts: what stays put while a game goes on (wood, pits,
 * stores, hole numbers; it depends on the layout, the game, who owns which
 * hole and face_to_face only), then the seeds, counts and marks on top. */
void ui_board_draw_base(Ui *ui, const UiBoardLayout *L,
                        const UiBoardView *v);
void ui_board_draw_top(Ui *ui, const UiBoardLayout *L, const UiBoardView *v);
/* A layer key for ui_board_draw_base. */
uint64_t ui_board_base_key(const UiBoardLayout *L, const UiBoardView *v);
/* The middle of a hole's count chip, from top to bottom (layout.c). */
float ui_board_badge_y(const UiBoardLayout *L, int hole);
/* Where hole `hole`'s count chip goes when it shows `count`. */
UiRect ui_board_badge_rect(Ui *ui, const UiBoardLayout *L, int hole,
                           int count);
/* The holes a move can be sown from, as bits. */
uint64_t ui_board_playable(const RulesPosition *p);
/* The holes a legal offer can include (Goré's trades), as bits. */
uint64_t ui_board_offerable(const RulesPosition *p);
/* The keyboard cursor: the next hole after `from` (-1: none yet) in the
 * direction `step` (+1 or -1) among the holes `ok` (bits, of `n`), or
 * -1. */
int ui_board_cursor_step(uint64_t ok, int n, int from, int step);
/* Enter (or Space) on a board whose keyboard ring is on hole `*ring` (-1:
 * none): true when that hole (one of `ok`) is to be played; with no ring,
 * or one on a hole that cannot be played (where the pointer rests after a
 * move), false, and the ring goes to the first hole of `ok` (if any), so
 * a player who starts with Enter sees where they are before anything is
 * sown. */
bool ui_board_enter(uint64_t ok, int n, int *ring);
/* What ui_board_sow_key() did with a key: not the board's (Tab too, which
 * takes the ring off the board for the buttons), or used; >= 0: the hole
 * to sow. */
enum { UI_BOARD_KEY_NOT_MINE = -2, UI_BOARD_KEY_USED = -1 };
/* The keyboard on a board the player sows from (the lesson's and the
 * puzzle's): Left and Right move the ring (*hover) over the holes of `p`
 * that can be sown, taking the keys from the buttons (*focus = -1); Enter
 * or Space, with no button in focus, sows the hole the ring is on, or
 * first shows the ring (ui_board_enter). */
int ui_board_sow_key(const RulesPosition *p, SDL_Keycode k, int *hover,
                     int *focus);
/* Writes the centre of every hole ("pits x0 y0 x1 y1 ..."), the holes' radius
 * and the font sizes of their counts and names, for tests. */
void ui_board_dump(const UiBoardLayout *L, FILE *f);
/* The hole under (x, y), or -1. */
int ui_board_hit(const UiBoardLayout *L, float x, float y);
/* A seed's radius in a hole of radius pit_r, and a hash that picks each
 * seed's look and jitter (layout.c). */
float ui_seed_r(float pit_r);
uint32_t ui_seed_hash(uint32_t a, uint32_t b);
/* Position of seed number k of a pit holding n, relative to its centre. */
void ui_seed_spot(int hole, int k, float pit_r, float *dx, float *dy);
int ui_heap_limit(float pit_r);
/* How far a seed's picture reaches from its middle, in its radius (a
 * bean, turned). */
#define UI_SEED_REACH 1.25f
/* The radius of a seed in side's store or pile, and the part of it
 * inside its rim where whole seeds lie (ui_store_spot keeps each
 * seed's middle UI_SEED_REACH radii inside it). */
float ui_store_seed_r(const UiBoardLayout *L, int side);
UiRect ui_store_inner(const UiBoardLayout *L, int side);
void ui_store_spot(const UiBoardLayout *L, int side, int k, float *x,
                   float *y);
/* A counter drawn with the game's `look` (NULL: plain drawn beans). */
typedef struct UiLook UiLook;
void ui_seed(Ui *ui, const UiLook *look, float cx, float cy, float rad,
             uint32_t variety);

#endif
