/* title_menu.h: where the title's menu goes: its main buttons (Play to Quit, two abreast) in the same place whatever is offered above them (a Continue for each unfinished game, the puzzle of the day, the path's next step), the dark panel under them, the name and subtitle above, and the demo's board behind, clear of one another; and the arrow keys among them. */
#ifndef TITLE_MENU_H
#define TITLE_MENU_H

#include "kit/screen.h"
#include "kit/widgets.h"
#include "board/board.h"

enum {
    TITLE_CONTINUE = 0, /* one for each unfinished game, the last first */
    TITLE_PATH = TITLE_CONTINUE + RULES_GAME_COUNT, /* the path's next step */
    TITLE_PLAY,
    TITLE_RECORD, /* a row of two under Play, each as wide as Play */
    TITLE_EDITOR,
    TITLE_LEARN,
    TITLE_ATLAS,
    TITLE_SETTINGS,
    TITLE_LOAD,
    TITLE_QUIT,
    TITLE_PUZZLE, /* the puzzle of the day, above the path's step */
    TITLE_ABOUT, /* small, in the lower right corner */
    TITLE_N
};

typedef struct TitleMenu {
    /* what the menu holds */
    int n_unfinished; /* a Continue for each */
    bool path;        /* the path's next step */
    bool puzzle;      /* the puzzle of the day */
    const char *labels[TITLE_N];
    const char *keys_line; /* the keys' line along the foot */
    RulesGameId game; /* the demo's board */
    int holes_per_row;
    /* where it all goes: the name's centre and size, the subtitle's centre
     * and where it ends, the buttons (a hidden one is disabled, of no
     * size) and the menu's dark ground */
    float title_y, sub_y, sub_bottom;
    int title_px;
    UiButton buttons[TITLE_N];
    UiRect panel;
    /* the keys' line: its centre and font size, left of About when
     * centred it would run into it */
    float keys_x, keys_y;
    int keys_px;
} TitleMenu;

/* Lays the menu out in `ui`'s window. */
void ui_title_menu_layout(Ui *ui, TitleMenu *m);
/* The demo's board, under the subtitle of a laid-out menu. */
void ui_title_board(const Ui *ui, const TitleMenu *m, UiBoardLayout *L);
/* Moves *focus for an arrow key `k`; false when `k` moves it nowhere. */
bool ui_title_arrow(TitleMenu *m, int *focus, SDL_Keycode k);

#endif
