/* kit/widgets.h: panels, buttons, text fields and scrolling. */
#ifndef UI_KIT_WIDGETS_H
#define UI_KIT_WIDGETS_H

#include "kit/text.h"

#include <stdio.h>

/* A button drawn and hit-tested by the screens. */
typedef struct UiButton {
    UiRect r;
    const char *label;
    int id;
    bool enabled;
    bool toggled;
} UiButton;


/* widgets.c */
/* Where a screen's title (40 px) and the line under it (22 px: a
 * lesson's step, the watched move) go, their middles, and the top of
 * what comes under them: at a large text size the title keeps inside
 * the window and the line below it. */
float ui_heading(Ui *ui, float *title_y, float *line_y);
/* `px`, or the font size at which `s` fits in `width` when it is wider at
 * `px`: for a line better drawn whole and smaller than cut short. */
int ui_px_fit(Ui *ui, UiFace face, int px, float width, const char *s);
/* The height of a button, `base` * Ui.u + `extra` at the normal text
 * size, grown with the player's (ui_text_scale): its label is sized by
 * it. */
float ui_button_h(const Ui *ui, float base, float extra);
/* Lays out buttons bs[0..n) (labels set) `bh` high in rows across `w`
 * from `x`, the last row ending at `bottom`: one row of equal buttons
 * when every label fits its share at its size (ui_button_draw's), else
 * two or more rows, so that larger text wraps the row rather than shrink
 * its labels. Returns the top of the first row. */
float ui_buttons_rows(Ui *ui, UiButton *bs, int n, float x, float w,
                      float bottom, float bh, float gap);
/* Lays out buttons bs[0..n) (labels set) in one row `bh` high at `y`
 * across `w` from `x`: equal buttons when every label fits its share at
 * its size (ui_button_draw's), else each as wide as its label needs and
 * the room left shared alike, so that a long label (Portuguese
 * "Velocidade: normal") takes room from short ones rather than shrink;
 * equal again when the labels need more than the row. `fit_as[i]` (or
 * NULL) sizes bs[i] as that text (the longest value it takes), `cycle` is
 * the button drawn with ui_cycle_button_draw's arrow (-1: none). */
void ui_buttons_row(Ui *ui, UiButton *bs, int n, UiRect row, float gap,
                    const char *const fit_as[], int cycle);
void ui_panel(Ui *ui, UiRect r);
/* At the right edge of `page`, a bar showing which part of `content`
 * (height) the `view` shows, scrolled by `scroll`; nothing when it all
 * shows. */
void ui_scroll_bar(Ui *ui, UiRect page, float view, float content,
                   float scroll);
void ui_button_draw(Ui *ui, const UiButton *b, bool focused);
/* The same, its label sized as `fit_as` (the longest of the values it
 * takes), so that it keeps its size as it changes. */
void ui_button_draw_as(Ui *ui, const UiButton *b, bool focused,
                       const char *fit_as);
/* A button whose press steps through values (the opponent, a speed): an
 * arrow at its right end, its words left of it; fit_as as above (or
 * NULL). */
void ui_cycle_button_draw(Ui *ui, const UiButton *b, bool focused,
                          const char *fit_as);
/* The size a button's words get (sized as fit_as; `cycles`: beside a
 * cycle button's arrow), never below two thirds of its own: the smallest
 * of a panel's, given to ui_button_draw_px, sizes them all alike. */
int ui_button_label_px(Ui *ui, const UiButton *b, const char *fit_as,
                       bool cycles);
/* ui_button_draw_as or (cycles) ui_cycle_button_draw, its words at most
 * px pixels high. */
void ui_button_draw_px(Ui *ui, const UiButton *b, const char *fit_as,
                       bool cycles, int px);
/* A plain button, focused or not, its words at most px pixels high (a
 * dialog's row of buttons at one size). */
void ui_button_draw_focus_px(Ui *ui, const UiButton *b, bool focused, int px);
void ui_focus_ring(Ui *ui, UiRect r, float rad);
/* A pen (a slanted stroke with its nib) `w` wide from x, on the line cy,
 * saying that the words beside it are typed into; `flip` turns it half
 * round (face to face). */
void ui_pen(Ui *ui, float x, float cy, float w, UiColor c, bool flip);
/* A name in bold `px` from x on the line cy (turned half round and
 * leftwards when `flip`), cut short to `w`; with `pen`, a pen after it
 * says that it is typed into. */
void ui_name_pen(Ui *ui, int px, float x, float cy, float w, bool flip,
                 const char *name, bool pen);
/* Index of the button under (x, y), or -1. */
int ui_button_hit(const UiButton *bs, int n, int x, int y);
/* Keyboard and mouse for a list of buttons: moves `focus` with the arrow
 * keys and Tab; returns the index activated (Enter, Space, click) or -1. */
int ui_buttons_input(Ui *ui, const UiButton *bs, int n, int *focus,
                     const SDL_Event *e);
/* Where the keyboard's focus may rest: a screen calls this once its
 * buttons are laid out, so that the focus never starts (or stays) on a
 * disabled button; it moves to the first enabled one (-1: none is). */
void ui_buttons_keep_focus(const UiButton *bs, int n, int *focus);
/* For the tests' dumps: a line "button_<label> x y w h enabled" for each
 * button shown, the label's spaces written as '_'. */
void ui_buttons_dump(const UiButton *bs, int n, FILE *f);
/* The same for the enabled ones only: a screen whose disabled buttons
 * are hidden. */
void ui_buttons_dump_enabled(const UiButton *bs, int n, FILE *f);
/* A player name being typed holds fewer bytes than this. */
enum { UI_NAME_INPUT_MAX = 25 };
/* A one-line text field. It starts with its whole text selected (`all`),
 * so typing replaces it; Ctrl+A selects it all again. */
typedef struct UiField {
    char text[160];
    size_t max; /* it holds fewer bytes than this */
    bool all;
} UiField;
/* Starts typing into `f` (SDL's text input on); `max` as in UiField. */
void ui_field_start(UiField *f, const char *text, size_t max);
typedef enum UiFieldAct {
    UI_FIELD_NONE = 0, /* not the field's event */
    UI_FIELD_TYPED,    /* typing, Backspace (a whole UTF-8 character, or
                        * the selection), Delete of the selection, Ctrl+A */
    UI_FIELD_KEEP,     /* Enter, or a click: keep what was typed */
    UI_FIELD_CANCEL    /* Escape */
} UiFieldAct;
UiFieldAct ui_field_input(UiField *f, const SDL_Event *e);
/* The field's text left-aligned at x, centred on y, in `width` (the end
 * of a longer text shows, after "…"), with the caret or the selection. */
void ui_field_draw(Ui *ui, const UiField *f, UiFace face, int px, UiColor c,
                   float x, float y, float width, bool upside_down);
/* The largest size from `px` down to `least` at which `s` fits in
 * `width` (`least` when none does): a long name gets smaller before it
 * is cut. */
int ui_px_to_fit(Ui *ui, UiFace face, int px, int least, float width,
                 const char *s);
/* A player's name as a text field (light, sunk, the name, b's label, at
 * its left, a pen at its right end), not a button, so that it says it is
 * typed into; while typing (`edit`), the caret and selection. */
void ui_name_field_draw(Ui *ui, const UiButton *b, const UiField *edit,
                        bool focused);
/* Two players' names, South's and North's fields b[0] and b[1] (shown
 * when enabled) right of "South:" and "North:" from x; `editing` and
 * `focus`: the field typed in (`edit`) and the one with the keys, 0, 1,
 * or another number for none. */
void ui_name_rows_draw(Ui *ui, const UiButton b[2], int editing,
                       const UiField *edit, int focus, float x);
/* The end of typing `side`'s name in `f`: kept (settings.ini) when
 * `keep`. */
void ui_name_typed(Ui *ui, int side, const UiField *f, bool keep);
/* An event while `side`'s name is typed in `f`: Enter, Tab or a click
 * keep it, Esc does not; true when the typing ended. */
bool ui_name_input(Ui *ui, int side, UiField *f, const SDL_Event *e);
void ui_buttons_draw(Ui *ui, const UiButton *bs, int n, int focus);
/* Scrolling a page of text `page` high: the wheel, Up, Down (a `line`),
 * Page Up, Page Down, Space (most of a page), Home and End. True when the
 * event was one of them; the caller keeps *scroll within its text. */
bool ui_scroll_input(const SDL_Event *e, float line, float page,
                     float *scroll);
/* Dims what is behind a dialog. */
void ui_dim(Ui *ui, uint8_t alpha);

#endif
