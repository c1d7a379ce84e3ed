/* screens/select/select_screen.h: the game selection's state, shared by its files: scr_select.c (layout, keys and clicks, opening), select_draw.c (drawing and the dump). */
#ifndef UI_SCREENS_SELECT_SCREEN_H
#define UI_SCREENS_SELECT_SCREEN_H

#include "board/ai_play.h"
#include "kit/rect.h"
#include "kit/screen.h"
#include "kit/widgets.h"


enum {
    SEL_PLAY = 0,
    SEL_RULES,
    SEL_HISTORY,
    SEL_HOLES, /* one button a row length: RULES_MAX_VARIANTS from here */
    SEL_MATCH1 = SEL_HOLES + RULES_MAX_VARIANTS,
    SEL_MATCH5,
    SEL_MATCH10,
    SEL_AI, /* the opponent options: UI_AI_OPTIONS buttons from here */
    SEL_BACK = SEL_AI + UI_AI_OPTIONS,
    SEL_RECORD, /* Play: under the heading */
    SEL_EDITOR,
    SEL_WATCH, /* Learn: under Lesson, beside the puzzles */
    SEL_PUZZLES, /* Learn: the game's puzzles */
    SEL_NAME_S,  /* two players: South's name, typed here */
    SEL_NAME_N,  /* and North's */
    SEL_N
};

typedef struct SelectState {
    bool learn;
    int card;  /* game chosen */
    int focus; /* button with keyboard focus */
    int holes[RULES_GAME_COUNT]; /* the row length chosen for each game */
    int match_target;
    UiRect cards[RULES_GAME_COUNT];
    UiRect map_links[RULES_GAME_COUNT]; /* "On the map": opens the Atlas */
    UiRect dots[RULES_GAME_COUNT]; /* the path's dots on each card */
    bool tip; /* P: what the chosen card's dots mean, shown */
    UiRect detail;
    UiRect picture; /* the chosen game's board (or path), as last drawn */
    UiButton buttons[SEL_N];
    int nbuttons;
    char labels[SEL_N][40];
    char puzzles[200]; /* "Puzzles · 3 solved · rating 1032" */
    char think[UI_AI_THINK_LABEL]; /* the think time's button label */
    int editing; /* SEL_NAME_S or SEL_NAME_N while a name is typed, -1 */
    UiField edit;
} SelectState;

/* Are the row lengths (and the match) to choose from shown? */
bool select_choose_holes(const SelectState *s);
bool select_choose_match(const SelectState *s);
/* The share of the text size the heading's title is drawn at. */
float select_heading_scale(Ui *ui);
/* The heading's height. */
float select_title_h(Ui *ui);
/* The top of the detail panel's options. */
float select_options_top(const SelectState *s);
/* Places the cards, the panel and every button. */
void select_layout(Ui *ui, SelectState *s);
void select_draw(Ui *ui, void *st);
void select_dump(Ui *ui, void *st, FILE *f);

#endif
