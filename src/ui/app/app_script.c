/* app_script.c: headless runs: input scripts fed to a software renderer drawing into a surface, on a virtual clock. */
#include "app/app.h"
#include "kit/screen.h"
#include "kit/text.h"

#include "ai.h"
#include "safeio.h"

#include <SDL_image.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include "platform.h"

enum { UI_SCRIPT_MAX = 4 << 20 }; /* a longer input script is refused */

void app_advance(Ui *ui, uint32_t ms)
{
    while (ms > 0) {
        uint32_t step = ms > 16 ? 16 : ms;
        ui->now_ms += step;
        app_update_top(ui, step);
        ms -= step;
    }
}

void app_pump(Ui *ui)
{
    SDL_Event e;
    while (!ui->quit && SDL_PollEvent(&e)) {
        app_handle_event(ui, &e);
    }
    app_update_top(ui, 0);
}

/* SDL_image writes the PNG through this: into a SafeioOut. */
static size_t shot_write(SDL_RWops *rw, const void *data, size_t size,
                         size_t n)
{
    return safeio_out_write(rw->hidden.unknown.data1, data, size * n) == 0
               ? n
               : 0;
}

static Sint64 shot_size(SDL_RWops *rw)
{
    (void)rw;
    return -1;
}

static Sint64 shot_seek(SDL_RWops *rw, Sint64 offset, int whence)
{
    (void)rw;
    (void)offset;
    (void)whence;
    return SDL_SetError("a picture is written in one pass");
}

static size_t shot_read(SDL_RWops *rw, void *data, size_t size, size_t n)
{
    (void)rw;
    (void)data;
    (void)size;
    (void)n;
    return 0;
}

static int shot_close(SDL_RWops *rw)
{
    SDL_FreeRW(rw);
    return 0;
}

static bool shot_write_file(Ui *ui, const char *file, bool draw);

/* A big picture (7680x4320 takes seconds to draw and encode) says how
 * far it has got on stderr from its second second on, every 5 s, as
 * mancala-cli's long work does; SDL's timer thread prints. */
static Uint32 shot_tick(Uint32 interval, void *arg)
{
    const UiShotTicker *t = arg;
    fprintf(stderr, "mancala-atlas: %s: %.0f s so far\n", t->what,
            (double)(SDL_GetTicks64() - t->start) / 1000.0);
    (void)interval;
    return 5000;
}

bool app_save_shot(Ui *ui, const char *file)
{
    UiShotTicker *ticker = &ui->shot_ticker;
    char shown[1200];
    safeio_escape(shown, sizeof shown, file);
    snprintf(ticker->what, sizeof ticker->what, "drawing %s (%dx%d)", shown,
             ui->surface->w, ui->surface->h);
    ticker->start = SDL_GetTicks64();
    SDL_TimerID tick = SDL_InitSubSystem(SDL_INIT_TIMER) == 0
                           ? SDL_AddTimer(2000, shot_tick, ticker)
                           : 0;
    bool done = shot_write_file(ui, file, true);
    if (tick) {
        SDL_RemoveTimer(tick);
    }
    return done;
}

bool app_save_shown(Ui *ui, const char *file)
{
    return shot_write_file(ui, file, false);
}

/* The picture to `file` through a SafeioOut, drawn first if `draw`. */
static bool shot_write_file(Ui *ui, const char *file, bool draw)
{
    if (draw) {
        app_draw_top(ui);
        SDL_RenderPresent(ui->ren);
    }
    /* a temporary file renamed over the old picture only when whole: a
     * full disk never leaves half a picture (safeio) */
    char why[SAFEIO_WHY_MAX] = "";
    SafeioOut *o = safeio_out_begin(file, why, sizeof why);
    SDL_RWops *rw = o ? SDL_AllocRW() : NULL;
    int e = o ? ENOMEM : errno;
    if (rw) {
        rw->size = shot_size;
        rw->seek = shot_seek;
        rw->read = shot_read;
        rw->write = shot_write;
        rw->close = shot_close;
        rw->hidden.unknown.data1 = o;
        bool encoded = IMG_SavePNG_RW(ui->surface, rw, 1) == 0;
        /* the file's own error (a full disk) says more than SDL's */
        int failed = safeio_out_write(o, "", 0);
        if (encoded) {
            e = safeio_out_commit(o);
            o = NULL;
        } else {
            e = failed ? failed : EIO;
        }
        snprintf(why, sizeof why, "%s",
                 encoded || failed ? safeio_why(e) : SDL_GetError());
    }
    safeio_out_cancel(o);
    if (e != 0) {
        safeio_complain("mancala-atlas", "cannot write", file,
                        why[0] ? why : safeio_why(e));
        return false;
    }
    return true;
}

/* A key pressed and let go; `held`: the press a key held down repeats. */
static void push_key(SDL_Keycode key, const char *name, Uint16 mod,
                     bool held)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_KEYDOWN;
    e.key.state = SDL_PRESSED;
    e.key.repeat = held ? 1 : 0;
    e.key.keysym.sym = key;
    e.key.keysym.mod = mod;
    e.key.keysym.scancode = SDL_GetScancodeFromKey(key);
    SDL_PushEvent(&e);
    if (!mod && SDL_IsTextInputActive() && strlen(name) == 1 &&
        name[0] >= ' ' && name[0] < 127) {
        SDL_Event t;
        memset(&t, 0, sizeof t);
        t.type = SDL_TEXTINPUT;
        t.text.text[0] = (char)(key >= 'a' && key <= 'z' ? key : name[0]);
        SDL_PushEvent(&t);
    }
    e.type = SDL_KEYUP;
    e.key.state = SDL_RELEASED;
    SDL_PushEvent(&e);
}

static void push_mouse(int type, int x, int y)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = (Uint32)type;
    if (type == SDL_MOUSEMOTION) {
        e.motion.x = x;
        e.motion.y = y;
    } else {
        e.button.button = SDL_BUTTON_LEFT;
        e.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED
                                                     : SDL_RELEASED;
        e.button.clicks = 1;
        e.button.x = x;
        e.button.y = y;
    }
    SDL_PushEvent(&e);
}

/* Runs until the top screen has nothing left to do (no animation, the
 * computer not thinking), in real time for the worker thread and in
 * virtual time for animations. False if still busy after `limit_ms`. */
static bool settle(Ui *ui, uint32_t limit_ms)
{
    uint64_t start = SDL_GetTicks64();
    for (;;) {
        app_pump(ui);
        ui->now_ms += 16;
        int next = app_update_top(ui, 16);
        if (next < 0 || ui->quit) {
            return true;
        }
        if (SDL_GetTicks64() - start > limit_ms) {
            return false;
        }
        /* The script's clock runs on at once, unless the computer's
         * threads are working: they run on the real clock. */
        SDL_Event e;
        if (next > 0 && ai_threads_working() > 0 &&
            SDL_WaitEventTimeout(&e, next > 20 ? 20 : next)) {
            app_handle_event(ui, &e);
        }
    }
}

/* The window (or the headless picture) becomes w x h, as when the player
 * drags its corner. Headless, the renderer draws into a surface of fixed
 * size, so both are made anew, and with them every texture. */
static void resize(Ui *ui, int w, int h)
{
    if (ui->window) {
        SDL_SetWindowSize(ui->window, w, h);
        app_pump(ui);
        return;
    }
    ui_res_free(ui);
    SDL_DestroyRenderer(ui->ren);
    SDL_FreeSurface(ui->surface);
    ui->surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32,
                                                 SDL_PIXELFORMAT_ARGB8888);
    ui->ren = ui->surface ? SDL_CreateSoftwareRenderer(ui->surface) : NULL;
    if (!ui->ren) {
        ui_fatal(__FILE__, __LINE__, "cannot create a software renderer");
    }
    SDL_SetRenderDrawBlendMode(ui->ren, SDL_BLENDMODE_BLEND);
    app_update_size(ui);
}

/* The key `name` ("ctrl+s": the key with Ctrl held); false when SDL
 * knows no key of that name. */
static bool push_key_named(const char *arg)
{
    Uint16 mod = 0;
    const char *name = arg;
    bool held = SDL_strncasecmp(name, "held+", 5) == 0 && name[5];
    name += held ? 5 : 0;
    if (SDL_strncasecmp(name, "ctrl+", 5) == 0 && name[5]) {
        mod = KMOD_LCTRL;
        name += 5;
    }
    SDL_Keycode k = SDL_GetKeyFromName(name);
    if (k == SDLK_UNKNOWN) {
        return false;
    }
    push_key(k, name, mod, held);
    return true;
}

/* Typed text, as SDL's text input gives it. */
static void push_text(const char *words)
{
    SDL_Event t;
    memset(&t, 0, sizeof t);
    t.type = SDL_TEXTINPUT;
    snprintf(t.text.text, sizeof t.text.text, "%.*s",
             (int)sizeof t.text.text - 1, words);
    SDL_PushEvent(&t);
}

/* A wait or frames of at most a day of virtual time. */
enum { SCRIPT_MS_MAX = 86400000 };

/* The `n` numbers (1 or 2) after the line's command, each a whole number
 * from lo to hi, and nothing after them (ui_parse_int: sscanf's %d is
 * undefined past int). */
static bool script_numbers(const char *line, int n, long lo, long hi,
                           int out[2])
{
    char word[3][32];
    if (sscanf(line, " %*s %31s %31s %31s", word[0], word[1], word[2]) != n) {
        return false;
    }
    for (int i = 0; i < n; i++) {
        if (!ui_parse_int(word[i], lo, hi, &out[i])) {
            return false;
        }
    }
    return true;
}

/* The script's lines about pictures (frames MS, shown FILE, screenshot
 * FILE): as script_line, or -1 for any other command. */
static int script_picture(Ui *ui, const char *cmd, const char *line,
                          const char *path, int lineno)
{
    char arg[400] = "";
    int v[2];
    if (strcmp(cmd, "frames") == 0) {
        /* MS of virtual time with a frame every 16 ms, drawn as the
         * window's loop draws it: only what changed (app_draw_frame) */
        if (!script_numbers(line, 1, 0, SCRIPT_MS_MAX, v)) {
            safeio_tell("mancala-atlas", "%s:%d: expected 'frames MS'\n", path, lineno);
            return 2;
        }
        app_pump(ui);
        for (int left = v[0]; left > 0; left -= 16) {
            uint32_t step = left > 16 ? 16 : (uint32_t)left;
            ui->now_ms += step;
            app_update_top(ui, step);
            app_draw_frame(ui);
            ui->dirty = false;
        }
        return 0;
    }
    if (strcmp(cmd, "shown") != 0 && strcmp(cmd, "screenshot") != 0) {
        return -1;
    }
    if (sscanf(line, " %*s %399s", arg) != 1) {
        safeio_tell("mancala-atlas", "%s:%d: expected '%s FILE'\n", path, lineno,
                    cmd);
        return 2;
    }
    if (cmd[1] == 'h') { /* shown: the frames' picture as it stands */
        return app_save_shown(ui, arg) ? 0 : 1;
    }
    app_pump(ui);
    if (!app_save_shot(ui, arg)) {
        app_pump(ui);
        return 1;
    }
    return 0;
}

/* A line that sends the window input (click, hover, key, text, close):
 * 0 when done, 2 when the line is wrong (said on stderr), -1 when `cmd`
 * is not one of these. */
static int script_input(Ui *ui, const char *cmd, const char *line,
                        const char *path, int lineno)
{
    char arg[400] = "";
    int v[2];
    if (strcmp(cmd, "click") == 0 || strcmp(cmd, "hover") == 0) {
        if (!script_numbers(line, 2, -32768, 32767, v)) {
            safeio_tell("mancala-atlas", "%s:%d: expected '%s X Y'\n", path,
                        lineno, cmd);
            return 2;
        }
        push_mouse(SDL_MOUSEMOTION, v[0], v[1]);
        if (cmd[0] == 'c') {
            push_mouse(SDL_MOUSEBUTTONDOWN, v[0], v[1]);
            push_mouse(SDL_MOUSEBUTTONUP, v[0], v[1]);
        }
    } else if (strcmp(cmd, "key") == 0) {
        if (sscanf(line, " %*s %399s", arg) != 1) {
            safeio_tell("mancala-atlas", "%s:%d: expected 'key NAME'\n", path,
                        lineno);
            return 2;
        }
        if (!push_key_named(arg)) {
            safeio_tell("mancala-atlas", "%s:%d: unknown key name '%s'\n",
                        path, lineno, arg);
            return 2;
        }
    } else if (strcmp(cmd, "text") == 0) {
        if (sscanf(line, " %*s %399[^\n]", arg) != 1) {
            safeio_tell("mancala-atlas", "%s:%d: expected 'text WORDS'\n",
                        path, lineno);
            return 2;
        }
        push_text(arg);
    } else if (strcmp(cmd, "close") == 0) {
        /* the window's close button */
        SDL_Event q;
        memset(&q, 0, sizeof q);
        q.type = SDL_QUIT;
        SDL_PushEvent(&q);
        app_pump(ui);
    } else {
        return -1;
    }
    return 0;
}

/* Runs one line of a script: 0 when done, 1 when it failed, 2 when the
 * line is wrong (both said on stderr with the script's name and line). */
static int script_line(Ui *ui, const char *line, const char *path,
                       int lineno)
{
    char cmd[32] = "", arg[400] = "";
    int v[2];
    if (sscanf(line, " %31s", cmd) != 1 || cmd[0] == '#') {
        return 0;
    }
    int done = script_picture(ui, cmd, line, path, lineno);
    if (done < 0) {
        done = script_input(ui, cmd, line, path, lineno);
    }
    if (done >= 0) {
        return done;
    }
    if (strcmp(cmd, "wait") == 0) {
        if (!script_numbers(line, 1, 0, SCRIPT_MS_MAX, v)) {
            safeio_tell("mancala-atlas", "%s:%d: expected 'wait MS'\n", path,
                        lineno);
            return 2;
        }
        app_pump(ui);
        app_advance(ui, (uint32_t)v[0]);
    } else if (strcmp(cmd, "idle") == 0) {
        /* ten minutes of real time: a review of 70 moves judged under
         * the sanitizers on a loaded machine took more than two */
        if (!settle(ui, 600000)) {
            safeio_tell("mancala-atlas",
                        "%s:%d: the screen is still busy after ten "
                        "minutes\n",
                        path, lineno);
            return 1;
        }
    } else if (strcmp(cmd, "dump") == 0 || strcmp(cmd, "texts") == 0) {
        /* what the top screen shows, or every text of a whole frame with
         * its place, as text, for tests */
        if (sscanf(line, " %*s %399s", arg) != 1) {
            safeio_tell("mancala-atlas", "%s:%d: expected '%s FILE'\n", path,
                        lineno, cmd);
            return 2;
        }
        app_pump(ui);
        bool ok = cmd[0] == 'd' ? app_write_dump(ui, arg)
                                : app_write_texts(ui, arg);
        if (!ok) {
            return 1;
        }
    } else if (strcmp(cmd, "resize") == 0) {
        if (!script_numbers(line, 2, 240, 7680, v) || v[0] < 320 ||
            v[1] > 4320) {
            safeio_tell("mancala-atlas",
                        "%s:%d: expected 'resize W H' (320x240 to "
                        "7680x4320)\n",
                        path, lineno);
            return 2;
        }
        resize(ui, v[0], v[1]);
    } else {
        safeio_tell("mancala-atlas",
                    "%s:%d: unknown command '%s' (click, hover, key, "
                    "text, wait, frames, idle, resize, screenshot, shown, "
                    "dump, texts, close)\n",
                    path, lineno, cmd);
        app_pump(ui);
        return 2;
    }
    return 0;
}

/* A script: one event a line (click X Y, hover X Y, key NAME, text WORD,
 * wait MS, frames MS, idle, resize W H, screenshot FILE, shown FILE, dump
 * FILE, texts FILE, close); '#' starts a comment. */
int app_run_script(Ui *ui, const char *path)
{
    char why[SAFEIO_WHY_MAX];
    FILE *f = safeio_fopen(path, UI_SCRIPT_MAX, why, sizeof why);
    if (!f) {
        safeio_complain("mancala-atlas", "cannot read the script", path,
                        why);
        return 2;
    }
    char line[512];
    int lineno = 0, status = 0;
    while (status == 0 && !ui->quit && fgets(line, sizeof line, f)) {
        lineno++;
        if (!strchr(line, '\n') && !feof(f)) {
            safeio_tell("mancala-atlas",
                        "%s:%d: the line is longer than %d bytes\n", path,
                        lineno, (int)sizeof line - 2);
            status = 2;
            break;
        }
        status = script_line(ui, line, path, lineno);
        if (status == 0) {
            app_pump(ui);
        }
    }
    fclose(f);
    return status;
}
