/* kit/text.h: the data folder, fonts, text drawn and cut to fit, and the pictures of data/images/. */
#ifndef UI_KIT_TEXT_H
#define UI_KIT_TEXT_H

#include "kit/draw.h"
#include "kit/screen.h"

#include <SDL_ttf.h>

/* ---- Fonts and text ---- */
typedef enum UiFace { UI_SANS = 0, UI_BOLD, UI_SERIF, UI_FACE_COUNT } UiFace;

typedef enum UiAlign {
    UI_LEFT = 0,
    UI_CENTER = 1,
    UI_RIGHT = 2,
    UI_MIDDLE = 4 /* vertically centred on y (else y is the top) */
} UiAlign;


/* Limits on the data files a player (or anyone) may replace. */
enum {
    UI_FONT_MAX = 32 << 20,         /* a bigger font file is refused */
    UI_PICTURE_FILE_MAX = 32 << 20, /* a bigger picture file is refused */
    UI_PICTURE_SIDE_MAX = 4096      /* a wider or taller picture too */
};
/* A PNG picture, its size checked in the header before it is decoded;
 * NULL (SDL_GetError() says why) for anything else. */
SDL_Surface *ui_picture_load(const char *path);

bool ui_find_data_dir(char *out, size_t size);
TTF_Font *ui_font(Ui *ui, UiFace face, int px);
/* The player's text size (Settings, --text-size) as a factor: 1 to 2. */
float ui_text_scale(const Ui *ui);
/* A font size scaled to the window and to the player's text size. */
int ui_px(Ui *ui, float base);
void ui_text_size(Ui *ui, UiFace face, int px, const char *s, int *w, int *h);
/* Text as it is drawn and measured: NULL when `s` holds no hidden
 * character (safeio_char_hidden: controls, bidirectional formatting), else
 * a copy with each shown as U+FFFD (free it), so a name with U+202E is
 * seen for what it is. */
char *ui_text_neutral(const char *s);
/* Draws text and returns its width. */
int ui_text(Ui *ui, UiFace face, int px, UiColor c, float x, float y,
            int align, const char *s);
int ui_text_rot(Ui *ui, UiFace face, int px, UiColor c, float x, float y,
                int align, bool upside_down, const char *s);
/* `s` when it fits in `width`, else as much of it as fits followed by "…"
 * (cut between UTF-8 characters) in `buf`: the one place text is cut. */
const char *ui_ellipsis(Ui *ui, UiFace face, int px, float width,
                        const char *s, char *buf, size_t size);
/* Draws text in at most `width`, cut short with "…" if needed. */
void ui_text_fit(Ui *ui, UiFace face, int px, UiColor c, float x, float y,
                 float width, const char *s);
/* Wraps text into `width`; draws when `draw`; returns the height used. */
int ui_text_wrap(Ui *ui, UiFace face, int px, UiColor c, float x, float y,
                 float width, bool draw, const char *s);
/* Tests (Ui.text_log): the next text floats on its own ground over
 * whatever is under it (the hand's label), so it covers others by design. */
void ui_text_floats(Ui *ui);
/* Tests (Ui.text_log): the next text is the board's own (a hole's name or
 * count, a store's label, the hand's), sized by the board, which grows
 * with the window, not by the text size. */
void ui_text_of_board(Ui *ui);
void ui_text_cache_clear(Ui *ui);
/* How many texts the text cache holds (each one drawn since it was last
 * cleared, up to its size). */
int ui_text_cached(const Ui *ui);
SDL_Texture *ui_image(Ui *ui, UiImage img);
/* A picture of data/images/ by its file name, loaded on first use and kept
 * (the maps, insets and figures of the atlas); NULL when it is missing. */
SDL_Texture *ui_image_named(Ui *ui, const char *file);
void ui_res_free(Ui *ui);
/* richtext.c: ui_text_wrap with the content's emphasised spans drawn in
 * the face `em`. */
struct ContentSpan;
int ui_text_wrap_spans(Ui *ui, UiFace face, UiFace em, int px, UiColor c,
                       float x, float y, float width, bool draw,
                       const char *s, const struct ContentSpan *spans,
                       size_t span_count);

#endif
