/* app/app.h: what the program's own files share (app*.c): the command line's options, the loop's steps and headless runs. */
#ifndef UI_APP_APP_H
#define UI_APP_APP_H

#include "kit/screen.h"

/* Runs the game (or a headless screenshot/script) and returns the exit status. */
int ui_main(int argc, char **argv);

typedef struct Options {
    const char *screenshot;
    const char *screen;
    const char *game;
    int holes;
    const char *moves;
    int at_ms;
    const char *script;
    const char *load;
    int w, h;
    bool size_given; /* --size: the window's size too */
    int text_size;   /* --text-size: percent (0: the setting's) */
    int speed;
    int match;
    bool teaching;
    bool face_to_face;
    int step; /* --step: lesson step, 1-based (0: the first) */
    bool bench_frames;       /* tools/bench: time each frame of a move */
    bool quit_after_first;   /* tools/bench: start-up time */
    int computer; /* --computer: UiGameSetup.computer */
    int level;    /* --level (0: club) */
    int think_ms; /* --think */
    const char *lang; /* --lang: a code of CONTENT_LANGUAGE_LIST, or NULL */
} Options;

/* app_options.c: 0 when fine, 1 after --help/--version, 2 on a bad
 * option (said on stderr). */
int app_parse_options(int argc, char **argv, Options *o);
/* Says what went wrong on stderr, `arg` escaped. */
void app_complain(const char *fmt, const char *arg);

/* app_loop.c */
void app_update_size(Ui *ui);
void app_handle_event(Ui *ui, SDL_Event *e);
int app_update_top(Ui *ui, uint32_t dt);
void app_draw_top(Ui *ui);
/* Draws the frame and shows it: only the part the update said changed
 * (Ui.damage) where the renderer keeps the last frame and no event asked
 * for the whole; nothing at all when that part is empty. */
void app_draw_frame(Ui *ui);
bool app_write_dump(Ui *ui, const char *path);
/* Tests: draws a whole frame, writing every text drawn to `path`. */
bool app_write_texts(Ui *ui, const char *path);
void app_run_window(Ui *ui, bool quit_after_first);
/* M: the sound off or on, remembered, with a notice. */
void ui_toggle_mute(Ui *ui);

/* app_script.c */
void app_advance(Ui *ui, uint32_t ms);
void app_pump(Ui *ui);
bool app_save_shot(Ui *ui, const char *file);
/* The picture as the frames drawn so far left it, not drawn again
 * (headless: the script's `frames` and `shown`). */
bool app_save_shown(Ui *ui, const char *file);
int app_run_script(Ui *ui, const char *path);

/* app_bench.c */
int app_run_bench_frames(Ui *ui);

#endif
