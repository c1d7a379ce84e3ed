/* uipriv.h: what the front end's files share: the app, screens, resources, drawing and animation. */
#ifndef UIPRIV_H
#define UIPRIV_H

#include "ui.h"
#include "ui_i18n.h"
#include "rules.h"
#include "ai.h"

#include <SDL.h>
#include <SDL_ttf.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <time.h>

/* ---- Colours of the house palette ---- */
typedef struct UiColor {
    uint8_t r, g, b, a;
} UiColor;

#define UI_PI 3.14159265f
#define UI_RGB(r, g, b) ((UiColor){(r), (g), (b), 255})
#define UI_RGBA(r, g, b, a) ((UiColor){(r), (g), (b), (a)})

extern const UiColor ui_ink;       /* dark text on parchment */
extern const UiColor ui_paper;     /* light text on wood */
extern const UiColor ui_accent;    /* highlights, focus */
extern const UiColor ui_south_col; /* South's colour: light amber */
extern const UiColor ui_north_col; /* North's colour: deep indigo */

/* ---- Settings, kept in the preferences folder ---- */
typedef enum UiSpeed {
    UI_SPEED_SLOW = 0,
    UI_SPEED_NORMAL,
    UI_SPEED_FAST,
    UI_SPEED_INSTANT,
    UI_SPEED_COUNT
} UiSpeed;

typedef struct UiSettings {
    int speed; /* UiSpeed */
    int replay_speed; /* UiSpeed of replays, never instant */
    char names[2][32];
    char language[8];
    bool face_to_face;
    bool teaching;
    int opponent; /* UiOpponent: who the computer plays */
    int level;    /* AiLevel of the computer */
    int think_ms; /* the expert's think time */
    /* The window as the player left it: its normal (not maximised, not
     * fullscreen) size and place, 0 x 0 until there is one. */
    int window_w, window_h, window_x, window_y;
    bool maximized;
    bool fullscreen; /* desktop fullscreen (F11, Alt+Enter) */
    bool rule_refs;  /* show the rule book's clause ids (for teachers) */
    int volume;      /* master volume, 0 to 100 */
    bool muted;      /* M, or Settings */
    int game; /* RulesGameId last played or learned (first card: 0) */
} UiSettings;

/* settings.c */
void ui_settings_defaults(UiSettings *s);
/* Reads settings.ini from `dir` (missing file: defaults). */
void ui_settings_load(UiSettings *s, const char *dir);
bool ui_settings_save(const UiSettings *s, const char *dir);
const char *ui_speed_name(int speed);
/* Limits on the data files a player (or anyone) may replace. */
enum {
    UI_FONT_MAX = 32 << 20,         /* a bigger font file is refused */
    UI_PICTURE_FILE_MAX = 32 << 20, /* a bigger picture file is refused */
    UI_PICTURE_SIDE_MAX = 4096      /* a wider or taller picture too */
};
/* A PNG picture, its size checked in the header before it is decoded;
 * NULL (SDL_GetError() says why) for anything else. */
SDL_Surface *ui_picture_load(const char *path);
/* settings.c: a whole number from lo to hi and nothing else ("5000abc" is
 * not). */
bool ui_parse_int(const char *text, long lo, long hi, int *out);

/* ---- Sounds (sound.c) ---- */
typedef enum UiSfx {
    UI_SFX_DROP1 = 0, /* four drops into a wooden hole, taken in turn */
    UI_SFX_DROP4 = UI_SFX_DROP1 + 3,
    UI_SFX_DROP_EARTH,
    UI_SFX_DROP_STORE,
    UI_SFX_LIFT,
    UI_SFX_RELAY,
    UI_SFX_CAPTURE,
    UI_SFX_SKIP,
    UI_SFX_OFFER,
    UI_SFX_ACCEPT,
    UI_SFX_DECLINE,
    UI_SFX_PASS,
    UI_SFX_WIN,
    UI_SFX_DRAW,
    UI_SFX_CLICK,
    UI_SFX_COUNT
} UiSfx;

typedef struct UiSound UiSound; /* NULL: silent */

/* ---- Fonts and text ---- */
typedef enum UiFace { UI_SANS = 0, UI_BOLD, UI_SERIF, UI_FACE_COUNT } UiFace;

typedef enum UiAlign {
    UI_LEFT = 0,
    UI_CENTER = 1,
    UI_RIGHT = 2,
    UI_MIDDLE = 4 /* vertically centred on y (else y is the top) */
} UiAlign;

/* ---- Screens ---- */
typedef struct Ui Ui;

/* A line of the controls overlay: keys and what they do (N_() strings). */
typedef struct UiKey {
    const char *keys, *what;
} UiKey;

typedef struct UiScreenDef {
    const char *name;
    void (*input)(Ui *ui, void *st, const SDL_Event *e);
    /* Advances time; returns ms until the next frame is needed, -1 when
     * nothing moves (the loop then sleeps until an event). */
    int (*update)(Ui *ui, void *st, uint32_t dt_ms);
    void (*draw)(Ui *ui, void *st);
    void (*leave)(Ui *ui, void *st); /* frees st */
    /* Writes what the screen shows, for tests (may be NULL). */
    void (*dump)(Ui *ui, void *st, FILE *f);
    /* The screen's own keys for the controls overlay, ended by {NULL}. */
    const UiKey *keys;
} UiScreenDef;

typedef struct UiScreen {
    const UiScreenDef *def;
    void *st;
} UiScreen;

enum { UI_STACK_MAX = 8 };

/* A button drawn and hit-tested by the screens. */
typedef struct UiButton {
    UiRect r;
    const char *label;
    int id;
    bool enabled;
    bool toggled;
} UiButton;

struct Ui {
    SDL_Window *window; /* NULL when headless */
    SDL_Renderer *ren;
    SDL_Surface *surface; /* headless target */
    int w, h;             /* output size in pixels */
    float scale;          /* output pixels per window coordinate */
    float u;              /* size unit: 1.0 at 1280x800 */
    bool headless;
    bool quit;
    bool dirty;
    unsigned long frames; /* frames presented in the window */
    uint64_t now_ms; /* real or virtual clock */
    int mouse_x, mouse_y;
    UiScreen stack[UI_STACK_MAX];
    int depth;
    char data_dir[1024];
    char pref_dir[1024]; /* empty: settings are not saved */
    UiSettings settings;
    /* res.c: fonts, text textures and pictures, kept for reuse */
    struct UiRes *res;
    struct UiShapeCache *shapes; /* shapes.c: shapes kept as textures */
    /* Drawing as if under a black veil of this opacity (0: none): every
     * colour is scaled by (255 - veil) / 255, which gives exactly what
     * drawing first and veiling afterwards gives. The title draws its
     * moving seeds so, over a layer veiled once. */
    uint8_t veil;
    int exit_status;
    /* a short notice over any screen ("Saved as …", a damaged file) */
    char notice[720];
    uint64_t notice_until;
    /* the button the top screen's last frame drew with the focus ring and
     * whether it was enabled ("Back|1"; empty: none), for dumps */
    char focused[96];
    bool notice_error;
    unsigned saves_changed; /* bumped when the autosave or saves change */
    unsigned language_changed; /* bumped when the language changes */
    UiSound *sound; /* NULL: no audio device, or none asked for */
};

/* The images of data/images/; a missing one is drawn with plain shapes. */
typedef enum UiImage {
    UI_IMG_WOOD = 0,
    UI_IMG_EARTH,
    UI_IMG_PIT,
    UI_IMG_PIT_EARTH,
    UI_IMG_STORE,
    UI_IMG_SEED1, /* seed-1.png ... seed-8.png follow in order */
    UI_IMG_SEED8 = UI_IMG_SEED1 + 7,
    UI_IMG_ICON,
    UI_IMG_COUNT
} UiImage;

/* settings.c: a player's name to show: the default names are translated. */
const char *ui_player_name(const Ui *ui, int side);

/* app.c: the screen stack */
void ui_push(Ui *ui, const UiScreenDef *def, void *st);
void ui_pop(Ui *ui);
void ui_replace(Ui *ui, const UiScreenDef *def, void *st);
void ui_pop_to_title(Ui *ui);
void ui_save_settings(Ui *ui);
void ui_fatal(const char *file, int line, const char *what);
/* scr_help.c: shows the controls overlay over the top screen, or hides it. */
void ui_help_toggle(Ui *ui);
/* app_window.c: desktop fullscreen on or off (F11, Alt+Enter, Settings);
 * remembered. */
void ui_set_fullscreen(Ui *ui, bool on);

/* res.c */
bool ui_find_data_dir(char *out, size_t size);
TTF_Font *ui_font(Ui *ui, UiFace face, int px);
int ui_px(Ui *ui, float base); /* a font size scaled to the window */
void ui_text_size(Ui *ui, UiFace face, int px, const char *s, int *w, int *h);
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
void ui_text_cache_clear(Ui *ui);
/* How many texts the text cache holds (each one drawn since it was last
 * cleared, up to its size). */
int ui_text_cached(const Ui *ui);
SDL_Texture *ui_image(Ui *ui, UiImage img);
/* A picture of data/images/ by its file name, loaded on first use and kept
 * (the maps, insets and figures of the atlas); NULL when it is missing. */
SDL_Texture *ui_image_named(Ui *ui, const char *file);
void ui_res_free(Ui *ui);

/* draw.c */
void ui_color(Ui *ui, UiColor c);
void ui_fill(Ui *ui, UiRect r, UiColor c);
void ui_vgrad(Ui *ui, UiRect r, UiColor top, UiColor bottom);
void ui_round(Ui *ui, UiRect r, float radius, UiColor c);
void ui_round_grad(Ui *ui, UiRect r, float radius, UiColor top,
                   UiColor bottom);
void ui_round_line(Ui *ui, UiRect r, float radius, float width, UiColor c);
void ui_disc(Ui *ui, float cx, float cy, float rad, UiColor c);
void ui_disc_grad(Ui *ui, float cx, float cy, float rx, float ry,
                  UiColor inner, UiColor outer);
void ui_ellipse(Ui *ui, float cx, float cy, float rx, float ry, UiColor c);
void ui_ring(Ui *ui, float cx, float cy, float rad, float width, UiColor c);
void ui_diamond(Ui *ui, float cx, float cy, float rad, UiColor c);
void ui_triangle(Ui *ui, float x1, float y1, float x2, float y2, float x3,
                 float y3, UiColor c);
void ui_line(Ui *ui, float x1, float y1, float x2, float y2, float width,
             UiColor c);
void ui_background(Ui *ui);
bool ui_in_rect(UiRect r, float x, float y);
/* A colour as drawn under ui->veil. */
UiColor ui_veiled(const Ui *ui, UiColor c);
/* Copies texture `t` to `dst`, turned by `angle` degrees, under ui->veil
 * (a colour modulation): how pictures and text reach the screen. */
void ui_copy_veiled(Ui *ui, SDL_Texture *t, const SDL_FRect *dst,
                    double angle);
/* Draws the screen below the top one (for dialogs over a screen). */
void ui_draw_below(Ui *ui, void *st);
/* Draws picture `img` centred on (cx, cy) at w x h, turned by `angle`
 * degrees, from a copy scaled (and turned) once for that size. */
void ui_image_draw(Ui *ui, UiImage img, float cx, float cy, float w,
                   float h, int angle);
UiColor ui_mix(UiColor a, UiColor b, float t);
void ui_side_emblem(Ui *ui, int side, float cx, float cy, float rad);
/* A counter drawn with the game's `look` (NULL: plain drawn beans). */
typedef struct UiLook UiLook;
void ui_seed(Ui *ui, const UiLook *look, float cx, float cy, float rad,
             uint32_t variety);
/* The board surface of `img` tiled to w x h with rounded corners (cached);
 * NULL if the picture is missing. */
SDL_Texture *ui_surface(Ui *ui, UiImage img, int w, int h, float radius);

/* shapes.c */
/* A screen's unmoving layer (backdrop, board, panel frames), kept as one
 * window-sized picture per `key`: when it returns true, draw the layer and
 * call ui_layer_end; when false it has been copied from the last time.
 * The key must change whenever anything drawn in the layer would. */
bool ui_layer_begin(Ui *ui, uint64_t key);
void ui_layer_end(Ui *ui);
/* FNV-1a over n bytes, continuing from h: for layer keys. */
uint64_t ui_hash(uint64_t h, const void *p, size_t n);
/* Frees the shapes and layers shapes.c keeps as textures. */
void ui_shapes_free(Ui *ui);
/* Draws triangles (as SDL_RenderGeometry), from a texture kept when the
 * same shape was drawn before: how every shape of draw.c is drawn. */
void ui_geometry(Ui *ui, SDL_Vertex *v, int n, const int *idx, int ni);
/* Draws `src` (picture `img`) centred on (cx, cy), w x h, turned by
 * `angle` degrees, from a copy made once for that size and angle. */
void ui_sprite(Ui *ui, SDL_Texture *src, int img, float cx, float cy,
               int w, int h, int angle);

/* widgets.c */
void ui_panel(Ui *ui, UiRect r);
void ui_button_draw(Ui *ui, const UiButton *b, bool focused);
void ui_focus_ring(Ui *ui, UiRect r, float rad);
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
void ui_buttons_draw(Ui *ui, const UiButton *bs, int n, int focus);
/* Scrolling a page of text `page` high: the wheel, Up, Down (a `line`),
 * Page Up, Page Down, Space (most of a page), Home and End. True when the
 * event was one of them; the caller keeps *scroll within its text. */
bool ui_scroll_input(const SDL_Event *e, float line, float page,
                     float *scroll);
/* Dims what is behind a dialog. */
void ui_dim(Ui *ui, uint8_t alpha);

/* board.c */
typedef struct UiBoardView {
    const RulesPosition *pos;
    const uint16_t *counts;  /* counts shown (may differ while animating) */
    const uint16_t *captured;
    uint64_t north_owned;
    int hover;      /* hole under the mouse, or -1 */
    int target;     /* hole where the hovered move ends, or -1 */
    int marked;     /* hole marked by the animation, or -1 */
    uint64_t selected;  /* holes picked for an offer */
    uint64_t offered;   /* holes of a pending offer */
    uint64_t skipped;   /* holes skipped by the current move */
    uint64_t playable;  /* holes the player to move may sow from */
    bool face_to_face;
    bool small;     /* a thumbnail: no numbers */
    const char *names[2]; /* the players' names on their stores (NULL:
                             no label) */
    uint64_t captures; /* holes the hovered move would capture from */
} UiBoardView;

void ui_board_draw(Ui *ui, const UiBoardLayout *L, const UiBoardView *v);
/* The same in two parts: what stays put while a game goes on (wood, pits,
 * stores, hole numbers; it depends on the layout, the game, who owns which
 * hole and face_to_face only), then the seeds, counts and marks on top. */
void ui_board_draw_base(Ui *ui, const UiBoardLayout *L,
                        const UiBoardView *v);
void ui_board_draw_top(Ui *ui, const UiBoardLayout *L, const UiBoardView *v);
/* A layer key for ui_board_draw_base. */
uint64_t ui_board_base_key(const UiBoardLayout *L, const UiBoardView *v);
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
 * none): true when that hole is to be played; with no ring, false, and the
 * ring goes to the first hole of `ok` (if any), so a player who starts
 * with Enter sees where they are before anything is sown. */
bool ui_board_enter(uint64_t ok, int n, int *ring);
/* Writes the centre of every hole ("pits x0 y0 x1 y1 ..."), the holes' radius
 * and the font sizes of their counts and names, for tests. */
void ui_board_dump(const UiBoardLayout *L, FILE *f);
/* The hole under (x, y), or -1. */
int ui_board_hit(const UiBoardLayout *L, float x, float y);
/* Position of seed number k of a pit holding n, relative to its centre. */
void ui_seed_spot(int hole, int k, float pit_r, float *dx, float *dy);
int ui_heap_limit(float pit_r);
void ui_store_spot(const UiBoardLayout *L, int side, int k, float *x,
                   float *y);

/* anim.c: plays a RulesTrace event by event */
typedef struct UiAnim {
    RulesPosition before, after;
    RulesEvent *ev;
    size_t len;
    size_t i;          /* event being shown */
    uint32_t t;        /* ms into event i */
    bool active;
    bool paused;       /* teaching mode: waits for → after each event */
    bool teaching;
    bool step_once;    /* paused by the player: play one event, pause */
    bool wordless;     /* no counts or lap numbers: a demo behind a menu */
    int speed;
    /* what is shown, after events [0, i) */
    uint16_t counts[RULES_MAX_HOLES];
    uint16_t captured[2];
    uint64_t north_owned;
    uint64_t skipped;
    int in_hand;
    int hand_hole; /* hole the hand is over, or -1 */
    int lap;
    UiSound *sound; /* where its events are heard (NULL: silent) */
    size_t sounded; /* events whose start has been heard */
} UiAnim;

void ui_anim_start(UiAnim *a, const RulesPosition *before,
                   const RulesPosition *after, const RulesTrace *t,
                   int speed, bool teaching);
void ui_anim_free(UiAnim *a);
/* Advances by dt; returns true while the animation runs. */
bool ui_anim_update(UiAnim *a, uint32_t dt_ms);
void ui_anim_finish(UiAnim *a);
void ui_anim_step(UiAnim *a); /* teaching mode: on to the next event */
uint32_t ui_anim_duration(const UiAnim *a, const RulesEvent *e);
void ui_anim_draw(Ui *ui, const UiAnim *a, const UiBoardLayout *L);
/* What the screen makes of a kind of trace event (the rules' row says
 * what it moves): anim.c's table, read by the animation, the sound, the
 * captions and the board's notes. A new kind of event is one row there. */
typedef enum UiCaptionArg {
    UI_ARG_END = 0, /* ends the list */
    UI_ARG_WHO,     /* the event side's name */
    UI_ARG_COUNT,   /* its count */
    UI_ARG_HOLE,    /* its hole, as players name it */
    UI_ARG_LAP,     /* its lap */
    UI_ARG_RULE,    /* its rule in plain words */
    UI_ARG_HOLES,   /* the holes of its `extra` */
    UI_ARG_COUNTS,  /* the counts of the run of such events: "3 and 2" */
    UI_ARG_TOTAL,   /* their sum, when the run has more than one */
    UI_ARG_RULES,   /* their rules, each once */
    UI_ARG_WINNER,  /* the winner's name, when one side won */
    UI_ARG_COUNT_OF
} UiCaptionArg;

/* When an event's sound plays, and which. */
typedef enum UiEventSound {
    UI_SOUND_NONE = 0,
    UI_SOUND_AT_START, /* `sfx` as the event starts */
    UI_SOUND_DROP,     /* as the seed lands: the board's drop */
    UI_SOUND_HEAP,     /* as they land: one drops, more clatter (`sfx`) */
    UI_SOUND_RESULT    /* as it starts: `sfx`, or the draw's sound */
} UiEventSound;

enum { UI_EVENT_CAPTIONS = 2, UI_CAPTION_ARGS = 5 };

typedef struct UiEventLook {
    uint16_t ms; /* at normal speed */
    UiSfx sfx;
    UiEventSound sound;
    struct {
        const char *text; /* N_(): "%s lifts %d from hole %s" */
        UiCaptionArg args[UI_CAPTION_ARGS];
    } caption[UI_EVENT_CAPTIONS]; /* the first whose arguments all exist */
    const char *board_note; /* N_() with the side's name, or NULL */
} UiEventLook;

/* The row of an event kind (a plain one for a kind without a row). */
const UiEventLook *ui_event_look(int kind);
/* Counters an event moves (its row's amount). */
int ui_event_moved(const RulesEvent *e);
/* The event whose caption stands while ev[i] plays: a counter sown keeps
 * its lap's. */
size_t ui_caption_event(const RulesEvent *ev, size_t len, size_t i);
/* The note an event puts in the middle of the board ("" for none). */
void ui_event_board_note(const RulesEvent *e, const char *const names[2],
                         char *buf, size_t size);
/* A one-line caption naming the rule of a run of events. */
void ui_caption_for(const Ui *ui, const RulesPosition *p,
                    const RulesEvent *ev, size_t len, size_t i,
                    const char *const names[2], char *buf, size_t size);
/* A hole as the screen's texts name it: ui_hole_name() of position p's
 * board, and for a teacher ("Show rule references") the rule book's
 * number after it: "S3 (C-4: 2)". */
const char *ui_hole_text(const Ui *ui, const RulesPosition *p, int hole,
                         char *buf, size_t size);
/* The holes of `mask` (an offer's) for a sentence, named so: "S2",
 * "S2 and N1", "S1, S2 and N1". */
void ui_hole_list(const Ui *ui, const RulesPosition *p, unsigned mask,
                  char *buf, size_t size);
/* " (C-6)" when the player asked for rule references, else "": the one
 * place that decides whether a clause id reaches the screen. */
const char *ui_rule_ref(const Ui *ui, int rule, char *buf, size_t size);
/* Counts to show at this moment of the animation (seeds in flight are in
 * neither place). */
void ui_anim_display(const UiAnim *a, uint16_t counts[RULES_MAX_HOLES],
                     uint16_t captured[2]);
/* Captions for the whole move: what a hover preview says. */
void ui_preview_text(const Ui *ui, const RulesPosition *p, RulesMove m,
                     char *buf, size_t size, int *end_hole);

/* ---- look.c: how each game looks and reads (the one per-game table of
 * the front end; everything else asks it or the rules' RulesGameInfo) ---- */
typedef enum UiSurface { UI_SURFACE_WOOD = 0, UI_SURFACE_EARTH } UiSurface;

/* A clause of the rule book in plain words (N_() strings). */
typedef struct UiRuleLabel {
    int rule; /* RulesRule */
    const char *label;
} UiRuleLabel;

/* Texts are N_() strings: translate them with _() where they are shown. */
typedef enum UiLabelSide {
    UI_LABEL_RIGHT = 0,
    UI_LABEL_LEFT,
    UI_LABEL_BELOW,
    UI_LABEL_ABOVE
} UiLabelSide;

struct UiLook {
    const char *region;  /* the card: "Ivory Coast" */
    const char *people;  /* "Guro (Kweni)" */
    const char *special; /* one sentence on what sets the game apart */
    /* the detail's line, "%s" the region then the people; NULL: "%s —
     * played by the %s" */
    const char *played_by;
    int seeds[4];        /* the counters: seed-N.png, picked in turn */
    UiSurface surface;   /* the board: wood, or holes in the earth */
    const UiRuleLabel *labels; /* the game's own clauses, ended by {0} */
    /* The result's line when rules_result_note() gives the game's
     * note_rule (a victory without glory); NULL: it has no note. */
    const char *note_text;
    /* The result's sentence when the game ends by a condition of its own
     * (RULES_END_GAME_RULE), "%s" where the rule reference goes; NULL:
     * "The game ended: <the clause's plain words>." */
    const char *end_text;
    bool shown_first; /* the title's demonstration, and --screen's game */
    /* The About screen: the first record of the game its history's source
     * names ("<title> by <author> (<year>)"), or NULL. */
    const char *first_record;
    /* The Atlas (scr_atlas.c; the marker's place is in src/atlas): who
     * plays it and where, the side of its marker its name goes on, and
     * the caption of the history's figure of the board (NULL: none). */
    const char *atlas_region;
    UiLabelSide atlas_label;
    const char *figure_caption;
};

/* The game's look; a game without one gets plain defaults (never NULL). */
const UiLook *ui_look(RulesGameId game);
bool ui_look_present(RulesGameId game); /* for the completeness test */
RulesGameId ui_look_shown_first(void);
/* Is the game offered as a match to N points? Those with match points of
 * their own (RulesGameInfo.points) are. */
bool ui_look_matches(RulesGameId game);
/* A clause's plain name (translated), "" when it has none. */
const char *ui_rule_label(int rule);

/* Where a game's captured counters go, in words (N_() strings), by the
 * rules' RulesCaptures: the banner's "Store", the result's "in the store",
 * the selection's "a store at each end". */
typedef struct UiCaptureWords {
    const char *banner, *result, *board;
} UiCaptureWords;
const UiCaptureWords *ui_capture_words(RulesGameId game);

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

/* Screens */
void ui_title_push(Ui *ui);
void ui_select_push(Ui *ui, bool learn);
void ui_settings_push(Ui *ui);
typedef enum UiTextKind { UI_TEXT_RULES = 0, UI_TEXT_HISTORY } UiTextKind;
void ui_text_push(Ui *ui, RulesGameId game, UiTextKind kind);
/* Starts a game; `moves` (notation) are played at once. Returns false and
 * fills `err` when a move is bad. */
bool ui_game_push(Ui *ui, const UiGameSetup *s, const char *moves,
                  char *err, size_t err_size);
/* Opens a saved game (the session's format); false and `err` if it is bad. */
bool ui_game_load(Ui *ui, const char *path, char *err, size_t err_size);
/* Starts animating the last move of the game on top (for --at). */
void ui_game_replay_last(Ui *ui);
typedef struct UiMatch {
    int points[2];
    int target;
    int games;
} UiMatch;
/* The result screen's buttons: a new game on the game screen below. */
void ui_game_new_round(Ui *ui, bool next_in_match);
void ui_result_push(Ui *ui, const UiGameSetup *s, const RulesPosition *end,
                    const UiMatch *match);

/* learn.c: a game's guided lesson from step `step` (0-based); the board
 * with its animation as Learn mode draws it; an animation standing still
 * at `p`. watch.c: watching a recorded game. progress.c: the tick of a
 * finished lesson on a game's card; a tick drawn on a green disc. */
void ui_learn_push(Ui *ui, RulesGameId game, int step);
void ui_learn_play_expected(Ui *ui);
void ui_learn_board_draw(Ui *ui, const UiBoardLayout *L,
                         const RulesPosition *p, const UiAnim *anim,
                         uint64_t playable, uint64_t selected, int hover);
void ui_anim_still(UiAnim *a, const RulesPosition *p);
void ui_watch_push(Ui *ui, RulesGameId game);
bool ui_learn_done(Ui *ui, RulesGameId game);
void ui_learn_tick(Ui *ui, RulesGameId game, UiRect card);
void ui_learn_mark_done(Ui *ui, RulesGameId game);
void ui_tick(Ui *ui, float cx, float cy, float r);

/* ai_play.c: the computer's moves and the hints, searched on a worker
 * thread so the window stays responsive. */
typedef enum UiOpponent {
    UI_OPP_TWO = 0, /* two people */
    UI_OPP_NORTH,   /* the computer plays North */
    UI_OPP_SOUTH,
    UI_OPP_BOTH,    /* computer against computer, for demonstrations */
    UI_OPP_COUNT
} UiOpponent;

const char *ui_opponent_name(int opponent); /* the settings file's word */
bool ui_opponent_from_name(const char *name, int *out);
const char *ui_opponent_label(int opponent); /* translated */
int ui_opponent_mask(int opponent);          /* UiGameSetup.computer */
const char *ui_level_label(int level);       /* translated */

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
    AiMemory *memory;    /* the expert's, from its first search on */
} UiAiPlay;

/* The SDL event type the worker pushes when its answer is ready. */
uint32_t ui_ai_event(void);
bool ui_ai_thinking(const UiAiPlay *a);
bool ui_ai_computer_to_move(const UiGameSetup *setup, const RulesPosition *p);
/* Cancels and waits for any search (a few milliseconds). */
void ui_ai_stop(UiAiPlay *a);
/* Stops any search and frees what the computer keeps (leaving the game). */
void ui_ai_free(UiAiPlay *a);
void ui_ai_forget_hint(UiAiPlay *a);
bool ui_ai_start_hint(UiAiPlay *a, const RulesGame *g,
                      const UiGameSetup *setup);
/* Starts the computer's search when it is to move and nothing animates,
 * collects finished answers. Returns 0 with *move set when the computer's
 * move is ready to play, else ms until the next frame (-1: idle). */
int ui_ai_update(UiAiPlay *a, const RulesGame *g, const UiGameSetup *setup,
                 bool busy, uint32_t dt, RulesMove *move);
/* The hint's rings on the board. */
void ui_ai_draw_board(Ui *ui, const UiAiPlay *a, const UiBoardLayout *L);
/* The height of the rings' legend. */
float ui_ai_legend_height(Ui *ui);
/* Where the rings' legend goes on that board when it names the rings
 * `rings` (bit 0: the move, 1: its captures, 2: the danger it avoids). */
UiRect ui_ai_legend_rect(Ui *ui, const UiBoardLayout *L, unsigned rings);
/* Draws "thinking" or the hint into the caption box; false if neither. */
bool ui_ai_draw_caption(Ui *ui, const UiAiPlay *a, UiRect c, bool teaching);
void ui_ai_dump(const UiAiPlay *a, const UiGameSetup *setup,
                const RulesGame *g, FILE *f);
/* The selection screen's three rows of opponent options (the opponent;
 * beginner, club, expert; the expert's think time), ending at
 * `bottom`; the buttons get ids id0 .. id0 + 4. Returns the rows' top. */
enum { UI_AI_OPTIONS = 5 };
float ui_ai_options_layout(Ui *ui, float x, float w, float bottom, float oh,
                           float gap, int id0, UiButton out[UI_AI_OPTIONS]);
void ui_ai_options_activate(Ui *ui, int which); /* 0 .. 4; saves */
void ui_ai_options_draw(Ui *ui, const UiButton b[UI_AI_OPTIONS], float x,
                        int focus); /* focus: 0 .. 4, or -1 */
/* A game setup with the opponent the settings choose. */
UiGameSetup ui_ai_setup_of(const Ui *ui, UiGameSetup g);
/* The setup's opponent, kept in the session so saves record it; and back
 * from a loaded session (sides 0: two people). */
typedef struct Session Session;
void ui_ai_to_session(const UiGameSetup *setup, Session *sess);
void ui_ai_from_session(const Session *sess, UiGameSetup *setup);

/* saves.c: autosave, named saves and the notice line (see
 * docs/DEVELOPING.md, "Front end"). The folders live in pref_dir, so
 * MANCALA_HOME keeps tests away from the player's home. */
void ui_notice(Ui *ui, bool error, const char *text);
void ui_notice_draw(Ui *ui);
/* "<pref_dir>/saves"; false when there is no preferences folder. */
bool ui_saves_dir(const Ui *ui, char *buf, size_t size);
/* After every change: writes the game's autosave (one per game kind), or
 * clears it once the game is over. */
void ui_autosave(Ui *ui, const Session *s);
/* An unfinished autosaved game, for the title's Continue buttons. */
typedef struct UiUnfinished {
    RulesGameId game;
    char what[120]; /* "<game> · 12 moves" */
    long long when; /* when it was last saved (for the order) */
} UiUnfinished;
/* The unfinished autosaved games, the one played last first. A damaged
 * one gets a notice and is set aside as "autosave-<game>.mancala.bad"
 * (".bad-2" … when that name is taken); one from a newer version gets a
 * notice and is left alone. */
int ui_autosave_list(Ui *ui, UiUnfinished *out, int max);
bool ui_autosave_path(const Ui *ui, RulesGameId game, char *buf,
                      size_t size);
/* A game screen is left with its game unfinished: by Menu, a notice says
 * the game is kept; by closing the window, the next start says so
 * (ui_autosave_greet(), from the title). */
void ui_autosave_leaving(Ui *ui, const Session *s);
/* Runs go(ui, ctx) at once, or after a Yes when a new game of kind `game`
 * would replace an unfinished autosaved one. */
void ui_ask_before_replacing(Ui *ui, RulesGameId game,
                             void (*go)(Ui *ui, void *ctx), void *ctx);
void ui_autosave_greet(Ui *ui);
/* Writes a named save "<default name>.mancala" with a notice. */
bool ui_save_game(Ui *ui, const Session *s);
/* A save's readable default name: "<game> – Amara vs Computer – 2 Dec
 * 14:05", with what a file name cannot hold replaced by "-". */
void ui_save_default_name(const Session *s, time_t when, char *buf,
                          size_t size);
/* Characters a save's name cannot hold besides / and \ (Windows' file
 * names refuse more). */
#ifdef _WIN32
#define UI_NAME_FORBIDDEN ":*?\"<>|"
#else
#define UI_NAME_FORBIDDEN ""
#endif
/* Renames the save at `path` to "<name>.mancala" in the saves folder,
 * never over another file; false with a sentence in `err`, the file as it
 * was. */
bool ui_save_rename(Ui *ui, const char *path, const char *name, char *err,
                    size_t err_size);
/* Deletes the save at `path`; false with a sentence in `err`. */
bool ui_save_delete(Ui *ui, const char *path, char *err, size_t err_size);
/* scr_load.c: the saved games, newest first. */
void ui_load_push(Ui *ui);
/* dialog.c: a question over the screen below with two answers, each a
 * button (an N_() label), a key and what it runs (may be NULL) after the
 * dialog is closed; Esc closes it with no answer. `focus`: the button
 * Enter presses at first (-1: none until Tab). */
typedef struct UiAnswer {
    const char *label;
    SDL_Keycode key;
    void (*run)(Ui *ui, void *ctx);
} UiAnswer;
void ui_ask_push(Ui *ui, const char *question, const UiAnswer answers[2],
                 int focus, void *ctx);
/* A Yes/No question (Y, N); `on_yes` runs after the dialog is closed. */
void ui_confirm_push(Ui *ui, const char *question,
                     void (*on_yes)(Ui *ui, void *ctx), void *ctx);
/* richtext.c: ui_text_wrap with the content's emphasised spans drawn in
 * the face `em`. */
struct ContentSpan;
int ui_text_wrap_spans(Ui *ui, UiFace face, UiFace em, int px, UiColor c,
                       float x, float y, float width, bool draw,
                       const char *s, const struct ContentSpan *spans,
                       size_t span_count);
/* sound.c: starts SDL's audio and loads data/sounds/ on a thread; the
 * first sound played opens the device (a device that cannot be opened is
 * said once in the log, and the game goes on silently). NULL, with one
 * line in the log, when there is no audio or the driver is "dummy"
 * (headless runs have sound only when SDL_AUDIODRIVER is set). */
UiSound *ui_sound_open(const Ui *ui);
void ui_sound_close(UiSound *snd);
/* The UI clock, each tick (headless runs mix in step with it). Returns
 * the milliseconds after which it wants another tick (to close the audio
 * device once the sounds have ended: an open one costs CPU even when
 * silent), or -1. */
int ui_sound_tick(UiSound *snd, uint64_t now_ms);
/* Is the audio device open now (false while a window's sound sleeps)? */
bool ui_sound_awake(const UiSound *snd);
/* The volume and mute of the settings take effect. */
void ui_sound_settings(UiSound *snd, const UiSettings *s);
/* Plays a sound that belongs `late_ms` before now. A start within 45 ms
 * of one of the same kind merges into it; with every voice busy the
 * oldest gives way. Never waits for the device. */
void ui_sound_play(UiSound *snd, UiSfx sfx, uint32_t late_ms, float gain);
/* The sound of an animation event: at its start (`landing` false: lifts,
 * relays, skips, trades, passes, the end) or when its seeds land (sowing,
 * captures). */
void ui_sound_event(UiSound *snd, const RulesPosition *before,
                    const RulesEvent *e, bool landing, uint32_t late_ms);
/* app_loop.c: M: the sound off or on, remembered, with a notice. */
void ui_toggle_mute(Ui *ui);

/* scr_atlas.c: the Atlas, a map of where the games are played, focused on
 * `game` (-1: the first). Choosing a game calls `choose` after the Atlas
 * is closed (NULL: the selection screen opens on it instead). */
void ui_atlas_push(Ui *ui, int game,
                   void (*choose)(Ui *ui, void *ctx, RulesGameId g),
                   void *ctx);
/* The history's map of the game's region, and a figure of its board where
 * the history describes how it is made: laid out from (x, y) in width w,
 * drawn when `draw`; returns the height used. */
float ui_atlas_history_inset(Ui *ui, RulesGameId g, float x, float y,
                             float w, bool draw);
/* scr_about.c: the About screen (credits: fonts, map data, sources). */
void ui_about_push(Ui *ui);
/* scr_select.c: the selection screen opened on `game`, and a game's card
 * as it draws it. */
void ui_select_push_at(Ui *ui, bool learn, RulesGameId game);
void ui_game_card_draw(Ui *ui, RulesGameId g, UiRect r, bool chosen,
                       UiRect *link); /* link: where "On the map" goes */

/* scr_game.c: replays the game on top from its start. */
void ui_game_start_replay(Ui *ui);

#endif
