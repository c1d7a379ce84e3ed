/* kit/screen.h: the Ui every room shares (the window, its clock and settings), the one screen interface, the screen stack and the one fatal exit. */
#ifndef UI_KIT_SCREEN_H
#define UI_KIT_SCREEN_H

#include "kit/rect.h"
#include "kit/settings.h"

#include <SDL.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

typedef struct UiSound UiSound; /* NULL: silent */
struct UiRooms; /* screens/rooms.h: how screens open one another */

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
/* app_script.c: what a long screenshot says on stderr while it is drawn,
 * read by SDL's timer thread (it lives as long as its Ui, so a tick late
 * for a shot already written reads nothing freed). */
typedef struct UiShotTicker {
    char what[1300];
    uint64_t start;
} UiShotTicker;

enum { UI_REVIEWS_KEPT = 4 };

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
    /* Set by the top screen's update: of its next frame only `damage`
     * changes (w or h 0: nothing), so where the renderer keeps its last
     * frame (`keeps_frame`: SDL's software renderer, drawing straight into
     * the window) the loop redraws that part alone, or draws nothing
     * (app_loop.c). Any event redraws the whole window. */
    UiRect damage;
    bool damage_set;
    bool keeps_frame;
    unsigned long frames; /* frames presented in the window */
    /* The longest the window's loop was busy at a stretch, in ms: one
     * event handled, or one frame updated and drawn, since the previous
     * idle dump (tests read it there: a window that freezes shows). */
    unsigned long longest_busy_ms;
    uint64_t now_ms; /* real or virtual clock */
    int mouse_x, mouse_y;
    /* The pointer has moved since the last key and the last change of
     * screen: only then is the button under it lit (issue 51: a ring
     * moved by the keys and a lit button under a resting pointer looked
     * like two buttons chosen). Its moving takes the ring along
     * (ui_buttons_input), so one button looks chosen. */
    bool hover_lit;
    /* The window's size is this run's (--size): neither it nor its place
     * is remembered for the next start. */
    bool size_of_run;
    UiScreen stack[UI_STACK_MAX];
    int depth;
    char data_dir[1024];
    char pref_dir[1024]; /* empty: settings are not saved */
    UiSettings settings;
    /* The settings as this window last read or saved them: what differs
     * from them is what it changed (ui_save_settings). */
    UiSettings settings_known;
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
    uint64_t notice_until; /* when the notice goes (ms) */
    /* the button the top screen's last frame drew with the focus ring and
     * whether it was enabled ("Back|1"; empty: none), for dumps */
    char focused[96];
    /* the button it drew lit under the pointer ("Play|1"; empty: none) */
    char lit[96];
    bool notice_error;
    /* Where the screen drawn last leaves room for the notice (the game
     * screen: its status line, clear of the banners' figures); all zero:
     * the top of the window. */
    UiRect notice_room;
    UiRect notice_drawn; /* where the last frame drew it; zero: nowhere */
    /* Set by an overlay drawn over the screen (the keys, a question): the
     * notice stays off this frame, rather than cover it, and comes back
     * when the overlay goes. */
    bool notice_held;
    /* The screen (its state) a notice belongs to: the top one when it was
     * first drawn; it shows over no other (issue 51: a notice of one
     * screen stood over the next). */
    const void *notice_owner;
    /* The name of the screen a notice is about (NULL: the one it is first
     * shown over): it waits, untimed, until that screen is on top. */
    const char *notice_for;
    int table_told; /* the game whose table's build was told, + 1 */
    unsigned saves_changed; /* bumped when the autosave or saves change */
    unsigned language_changed; /* bumped when the language changes */
    UiSound *sound; /* NULL: no audio device, or none asked for */
    /* window.c: until the frame's size is known, the window manager may
     * place the frame, not the window, where the window was asked to go;
     * it is then moved to fit_place, where the window itself belongs. */
    bool fit_pending;
    SDL_Point fit_place;
    /* Tests: while set, every text drawn is written here, with its place,
     * the clip it is drawn in, any character its font lacks, and every
     * text cut to fit (the script's "texts FILE", app_write_texts()). */
    FILE *text_log;
    /* The player's files as this window knows them, each read at its
     * first use (NULL before) and freed with the Ui: the record
     * (record_ui.c) and the lessons finished (screens/progress.c). */
    struct Record *record;
    struct LearnProgress *lessons;
    /* screens/path.c: the steps of each game's path the player has been
     * told of (a bit a step; `path_known` a bit a game: read once), and
     * the game and level of a step the title started (the question
     * before replacing an unfinished game may come first) */
    unsigned path_told[RULES_GAME_COUNT], path_known;
    int path_game, path_level;
    /* screens/review: the reviews of the last games reviewed, their
     * judging stopped, so that opening one again shows what was judged at
     * once and goes on from there (issue 58); the newest first */
    struct AiReview *reviews_kept[UI_REVIEWS_KEPT];
    /* screens/learn: the speed last chosen in a lesson, the next lesson's
     * (0: Slow, the first; a newcomer who chose Fast met Slow again in
     * every lesson, issue 51) */
    int lesson_speed;
    /* screens/watch: its own speed, the last chosen there (0: Slow, the
     * first; pupils set the game to Instant and Watch ran 50 moves in 5
     * seconds, issue 51) */
    int watch_speed;
    UiShotTicker shot_ticker;
};


/* screen.c: the screen stack */
void ui_push(Ui *ui, const UiScreenDef *def, void *st);
void ui_pop(Ui *ui);
void ui_replace(Ui *ui, const UiScreenDef *def, void *st);
void ui_pop_to_title(Ui *ui);
void ui_fatal(const char *file, int line, const char *what);
/* The Ui whose window the fatal message box belongs to (none when headless). */
void ui_fatal_for(Ui *ui);

#endif
