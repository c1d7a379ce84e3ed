/* screens/editor/editor.h: what the board editor's files share: its buttons, its state, its layout and drawing. */
#ifndef UI_SCREENS_EDITOR_EDITOR_H
#define UI_SCREENS_EDITOR_EDITOR_H

#include "board/ai_play.h"
#include "board/board.h"
#include "kit/widgets.h"
#include "rules.h"

enum {
    EB_BACK = 0,
    EB_TO_MOVE,
    EB_EMPTY,
    EB_RESET,
    EB_OWNER, /* where holes change owner: the focused hole's owner */
    EB_HOLES, /* where the game has more than one: the next row length */
    EB_COPY,
    EB_PASTE,
    EB_ANALYSE,
    EB_PLAY,
    EB_GAME, /* the game, in the title row: the next game */
    EB_N
};

enum { COUNT_MAX = 99, CAPTURED_MAX = 999 };

typedef struct EditorState {
    RulesPosition pos;
    int focus;       /* a hole, or hole_count + side for a store */
    char typed[4];   /* digits being typed on the focused hole (shown in a
                      * field over it until Enter or another edit) */
    bool ok;         /* the position passes every limit */
    char why[400];   /* why not, or that it can be played */
    char note[600];  /* what Copy or Paste did */
    bool note_error;
    UiAiPlay ai;     /* the analysis (a hint at expert strength) */
    RulesGame game;  /* the position as a game, for the analysis */
    UiBoardLayout L;
    UiRect title, status;
    UiButton buttons[EB_N];
    char holes_label[48]; /* "6 holes a row" */
    int title_px;         /* the title's size, and the keys' room beside */
    float keys_w;
    /* each game's board as it was left, found again on coming back to
     * the game (choosing another game loses nothing) */
    RulesPosition kept[RULES_GAME_COUNT];
    bool has_kept[RULES_GAME_COUNT];
} EditorState;

/* scr_editor.c: where everything goes, worked out again before each
 * frame and event. */
void editor_layout(Ui *ui, EditorState *s);
/* The keys that have no button, said at the title row's right end. */
const char *editor_keys_line(void);
/* editor_draw.c: the analysis in words (or ""), and the whole screen. */
void editor_analysis_text(const EditorState *s, char *buf, size_t size);
void editor_draw(Ui *ui, void *st);

#endif
