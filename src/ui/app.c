/* app.c: the program: command line, window or headless surface, the screen stack, the main loop and input scripts. */
#include "uipriv.h"

#include "safeio.h"

#include <SDL_image.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifndef _WIN32
#include <sys/resource.h> /* Windows: getrusage() in platform.h */
#endif
#include <sys/stat.h>
#include <unistd.h>
#include "platform.h"

static Ui *fatal_ui;

enum { UI_SCRIPT_MAX = 4 << 20 }; /* a longer input script is refused */

/* The one exit for what cannot go on: a message box when there is a
 * window, always a line on stderr. */
void ui_fatal(const char *file, int line, const char *what)
{
    static int in_fatal;
    if (in_fatal++) {
        exit(1);
    }
    /* what failed and why, for the player; where, for us, on stderr */
    char msg[1400];
    const char *why = SDL_GetError();
    snprintf(msg, sizeof msg, "%s%s%s", what, *why ? ": " : "", why);
    fprintf(stderr, "mancala-atlas: %s (at %s:%d)\n", msg, file, line);
    if (!fatal_ui || !fatal_ui->headless) {
        SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, "Mancala Atlas", msg,
                                 fatal_ui ? fatal_ui->window : NULL);
    }
    exit(1);
}

void ui_push(Ui *ui, const UiScreenDef *def, void *st)
{
    if (ui->depth >= UI_STACK_MAX) {
        def->leave(ui, st);
        return;
    }
    ui->stack[ui->depth].def = def;
    ui->stack[ui->depth].st = st;
    ui->depth++;
    ui->dirty = true;
}

void ui_pop(Ui *ui)
{
    if (ui->depth <= 0) {
        return;
    }
    ui->depth--;
    UiScreen s = ui->stack[ui->depth];
    s.def->leave(ui, s.st);
    ui->dirty = true;
    if (ui->depth == 0) {
        ui->quit = true;
    }
}

void ui_replace(Ui *ui, const UiScreenDef *def, void *st)
{
    if (ui->depth > 0) {
        ui->depth--;
        UiScreen s = ui->stack[ui->depth];
        s.def->leave(ui, s.st);
    }
    ui_push(ui, def, st);
}

void ui_pop_to_title(Ui *ui)
{
    while (ui->depth > 1) {
        ui_pop(ui);
    }
}

void ui_save_settings(Ui *ui)
{
    ui_settings_save(&ui->settings, ui->pref_dir);
}

static void update_size(Ui *ui)
{
    int w = 0, h = 0;
    if (ui->window) {
        SDL_GetRendererOutputSize(ui->ren, &w, &h);
        int ww = 1, wh = 1;
        SDL_GetWindowSize(ui->window, &ww, &wh);
        ui->scale = ww > 0 ? (float)w / (float)ww : 1.0f;
    } else {
        w = ui->surface->w;
        h = ui->surface->h;
        ui->scale = 1.0f;
    }
    ui->w = w;
    ui->h = h;
    float uw = (float)w / 1280.0f, uh = (float)h / 800.0f;
    ui->u = uw < uh ? uw : uh;
    ui->dirty = true;
}

/* ---- The window's size and place ---- */

/* Every screen is laid out for 800 x 600 and up, but an 800 x 600 display
 * with a title bar and a panel leaves less: the window may shrink to
 * what such a display has. */
enum { WIN_MIN_W = 640, WIN_MIN_H = 480 };

/* Room kept for the window manager's frame, which is not known before the
 * window is shown: a title bar above, thin edges around. */
enum { FRAME_TOP = 40, FRAME_EDGE = 8 };

/* Does a window of w x h at x, y (its content, frame excluded) fit the
 * usable area of a display, title bar included? */
static bool fits_a_display(int x, int y, int w, int h)
{
    int n = SDL_GetNumVideoDisplays();
    for (int d = 0; d < n; d++) {
        SDL_Rect u;
        if (SDL_GetDisplayUsableBounds(d, &u) == 0 && x >= u.x &&
            y - FRAME_TOP / 2 >= u.y && x + w <= u.x + u.w &&
            y + h <= u.y + u.h) {
            return true;
        }
    }
    return false;
}

/* The first size and place: what the player last had when it still fits a
 * display, else 1280 x 800 shrunk to the usable area (a taskbar and the
 * title bar left visible), centred. */
static void first_geometry(const UiSettings *st, SDL_Rect *r)
{
    if (st->window_w > 0 &&
        fits_a_display(st->window_x, st->window_y, st->window_w,
                       st->window_h)) {
        *r = (SDL_Rect){st->window_x, st->window_y, st->window_w,
                        st->window_h};
        return;
    }
    SDL_Rect u = {0, 0, 1280 + 2 * FRAME_EDGE, 800 + FRAME_TOP + FRAME_EDGE};
    if (SDL_GetDisplayUsableBounds(0, &u) != 0) {
        SDL_Log("mancala-atlas: no usable display bounds (%s)",
                SDL_GetError());
    }
    int w = u.w - 2 * FRAME_EDGE, h = u.h - FRAME_TOP - FRAME_EDGE;
    w = w > 1280 ? 1280 : w;
    h = h > 800 ? 800 : h;
    r->w = w;
    r->h = h;
    r->x = u.x + (u.w - w) / 2;
    r->y = u.y + FRAME_TOP + (u.h - FRAME_TOP - FRAME_EDGE - h) / 2;
    if (r->y < u.y + FRAME_TOP) {
        r->y = u.y + FRAME_TOP;
    }
}

/* Once shown, the frame's real size is known: keep frame and window
 * inside the usable area of their display (a 1366 x 768 laptop with a
 * panel must see the title bar and the bottom edge). */
/* Until the frame's size is known, the window manager may place the
 * frame, not the window, where the window was asked to go. */
static bool fit_pending;
static SDL_Point fit_place; /* where the window itself belongs */

static void fit_to_display(Ui *ui)
{
    if (SDL_GetWindowFlags(ui->window) &
        (SDL_WINDOW_MAXIMIZED | SDL_WINDOW_FULLSCREEN |
         SDL_WINDOW_FULLSCREEN_DESKTOP)) {
        return;
    }
    SDL_Rect u;
    int d = SDL_GetWindowDisplayIndex(ui->window);
    if (SDL_GetDisplayUsableBounds(d < 0 ? 0 : d, &u) != 0) {
        return;
    }
    int top = FRAME_TOP, left = FRAME_EDGE, bottom = FRAME_EDGE,
        right = FRAME_EDGE;
    if (SDL_GetWindowBordersSize(ui->window, &top, &left, &bottom, &right) !=
            0 ||
        top + left + bottom + right == 0) {
        return; /* not known yet, or no frame at all */
    }
    fit_pending = false;
    int x, y, w, h;
    SDL_GetWindowPosition(ui->window, &x, &y);
    SDL_GetWindowSize(ui->window, &w, &h);
    int nw = w, nh = h, nx = fit_place.x, ny = fit_place.y;
    if (nw > u.w - left - right) {
        nw = u.w - left - right;
    }
    if (nh > u.h - top - bottom) {
        nh = u.h - top - bottom;
    }
    nw = nw < WIN_MIN_W ? WIN_MIN_W : nw;
    nh = nh < WIN_MIN_H ? WIN_MIN_H : nh;
    if (nx + nw + right > u.x + u.w) {
        nx = u.x + u.w - right - nw;
    }
    if (ny + nh + bottom > u.y + u.h) {
        ny = u.y + u.h - bottom - nh;
    }
    nx = nx < u.x + left ? u.x + left : nx;
    ny = ny < u.y + top ? u.y + top : ny;
    if (nw != w || nh != h) {
        SDL_SetWindowSize(ui->window, nw, nh);
    }
    if (nx != x || ny != y) {
        SDL_SetWindowPosition(ui->window, nx, ny);
    }
}

/* Remembers the window's normal size and place (not while maximised or
 * fullscreen, so that leaving those states gives the old size back). */
static void note_geometry(Ui *ui)
{
    Uint32 fl = SDL_GetWindowFlags(ui->window);
    UiSettings *st = &ui->settings;
    st->maximized = (fl & SDL_WINDOW_MAXIMIZED) != 0;
    if (fl & (SDL_WINDOW_MAXIMIZED | SDL_WINDOW_FULLSCREEN |
              SDL_WINDOW_FULLSCREEN_DESKTOP | SDL_WINDOW_MINIMIZED)) {
        return;
    }
    SDL_GetWindowSize(ui->window, &st->window_w, &st->window_h);
    SDL_GetWindowPosition(ui->window, &st->window_x, &st->window_y);
}

void ui_set_fullscreen(Ui *ui, bool on)
{
    ui->settings.fullscreen = on;
    if (ui->window &&
        SDL_SetWindowFullscreen(ui->window,
                                on ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0) != 0) {
        SDL_Log("mancala-atlas: cannot change fullscreen: %s",
                SDL_GetError());
    }
    ui_save_settings(ui);
    ui->dirty = true;
}

/* Keys that work on every screen: F11 and Alt+Enter for fullscreen, F1
 * and ? (when no text is being typed) for the controls overlay. */
static bool global_key(Ui *ui, const SDL_KeyboardEvent *k)
{
    if (k->repeat) {
        return false;
    }
    SDL_Keycode sym = k->keysym.sym;
    if (sym == SDLK_F1 ||
        (!SDL_IsTextInputActive() &&
         (sym == SDLK_QUESTION ||
          (sym == SDLK_SLASH && (k->keysym.mod & KMOD_SHIFT))))) {
        ui_help_toggle(ui);
        return true;
    }
    if (k->keysym.sym == SDLK_F11 ||
        ((k->keysym.sym == SDLK_RETURN || k->keysym.sym == SDLK_KP_ENTER) &&
         (k->keysym.mod & KMOD_ALT))) {
        ui_set_fullscreen(ui, !ui->settings.fullscreen);
        return true;
    }
    if (sym == SDLK_m && !SDL_IsTextInputActive() &&
        !(k->keysym.mod & (KMOD_CTRL | KMOD_ALT | KMOD_GUI))) {
        ui_toggle_mute(ui);
        return true;
    }
    return false;
}

void ui_toggle_mute(Ui *ui)
{
    ui->settings.muted = !ui->settings.muted;
    ui_sound_settings(ui->sound, &ui->settings);
    ui_save_settings(ui);
    ui_notice(ui, false, ui->settings.muted ? _("Sound off (M turns it on)")
                                            : _("Sound on"));
}

static void handle_event(Ui *ui, SDL_Event *e)
{
    switch (e->type) {
    case SDL_QUIT:
        ui->quit = true;
        return;
    case SDL_WINDOWEVENT:
        if (e->window.event == SDL_WINDOWEVENT_SIZE_CHANGED ||
            e->window.event == SDL_WINDOWEVENT_RESIZED) {
            update_size(ui);
        }
        if (ui->window) {
            if (fit_pending) {
                fit_to_display(ui);
            }
            note_geometry(ui);
        }
        ui->dirty = true;
        return;
    case SDL_KEYDOWN:
        if (global_key(ui, &e->key)) {
            return;
        }
        break;
    case SDL_MOUSEMOTION:
        e->motion.x = (int)((float)e->motion.x * ui->scale);
        e->motion.y = (int)((float)e->motion.y * ui->scale);
        ui->mouse_x = e->motion.x;
        ui->mouse_y = e->motion.y;
        break;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
        e->button.x = (int)((float)e->button.x * ui->scale);
        e->button.y = (int)((float)e->button.y * ui->scale);
        ui->mouse_x = e->button.x;
        ui->mouse_y = e->button.y;
        break;
    default:
        break;
    }
    if (ui->depth > 0) {
        UiScreen *s = &ui->stack[ui->depth - 1];
        s->def->input(ui, s->st, e);
    }
    ui->dirty = true;
}

static int update_top(Ui *ui, uint32_t dt)
{
    if (ui->depth <= 0) {
        return -1;
    }
    UiScreen *s = &ui->stack[ui->depth - 1];
    ui_sound_tick(ui->sound, ui->now_ms);
    int next = s->def->update(ui, s->st, dt);
    if (ui->notice[0] && ui->now_ms < ui->notice_until) {
        /* wake up to take the notice away */
        int left = (int)(ui->notice_until - ui->now_ms);
        next = next < 0 || next > left ? left : next;
    } else if (ui->notice[0]) {
        ui->notice[0] = '\0';
        ui->dirty = true;
    }
    return next;
}

static void draw_top(Ui *ui)
{
    SDL_SetRenderDrawBlendMode(ui->ren, SDL_BLENDMODE_BLEND);
    if (ui->depth > 0) {
        UiScreen *s = &ui->stack[ui->depth - 1];
        s->def->draw(ui, s->st);
    }
    ui_notice_draw(ui);
}

/* Writes what the top screen shows, as text, for tests: whole or not at
 * all (a reader polling the file never sees half of it). */
static bool write_dump(Ui *ui, const char *path)
{
    char tmp[1100];
    snprintf(tmp, sizeof tmp, "%.1000s.part", path);
    FILE *out = fopen(tmp, "w");
    if (!out) {
        fprintf(stderr, "mancala-atlas: cannot write %s: %s\n", tmp,
                strerror(errno));
        return false;
    }
    UiScreen *top = &ui->stack[ui->depth > 0 ? ui->depth - 1 : 0];
    if (ui->depth == 0) {
        fprintf(out, "screen none\n");
    } else if (top->def->dump) {
        top->def->dump(ui, top->st, out);
    } else {
        fprintf(out, "screen %s\n", top->def->name);
    }
    fprintf(out, "notice %s\nwindow %d %d\nframes %lu\n", ui->notice, ui->w,
            ui->h, ui->frames);
    if (fclose(out) != 0 || rename(tmp, path) != 0) {
        fprintf(stderr, "mancala-atlas: cannot write %s: %s\n", path,
                strerror(errno));
        remove(tmp);
        return false;
    }
    return true;
}

static void run_window(Ui *ui, bool quit_after_first)
{
    uint64_t last = SDL_GetTicks64();
    bool was_moving = false;
    const char *idle_dump = getenv("MANCALA_IDLE_DUMP");
    while (!ui->quit) {
        uint64_t now = SDL_GetTicks64();
        uint32_t dt = (uint32_t)(now - last > 200 ? 200 : now - last);
        last = now;
        ui->now_ms = now;
        int next = update_top(ui, dt);
        if (ui->quit) {
            break;
        }
        if (SDL_GetWindowFlags(ui->window) &
            (SDL_WINDOW_MINIMIZED | SDL_WINDOW_HIDDEN)) {
            /* Nobody can see it: sleep until the window comes back (or the
             * computer's move arrives); a move in progress then goes on. */
            next = -1;
            ui->dirty = false;
            was_moving = false;
        }
        /* An update that ends an animation changes what is shown and then
         * asks for no more frames: the frame after the last tick must
         * still be drawn, or the board lies until the next input. */
        bool moving = next >= 0;
        if (ui->dirty || moving || was_moving) {
            draw_top(ui);
            SDL_RenderPresent(ui->ren);
            ui->frames++;
            ui->dirty = false;
            if (quit_after_first) {
                break;
            }
        }
        was_moving = moving;
        SDL_Event e;
        if (next < 0) {
            if (idle_dump) {
                /* tests: what the player now sees, until the next event */
                write_dump(ui, idle_dump);
            }
            /* idle: sleep until something happens */
            if (!SDL_WaitEvent(&e)) {
                break;
            }
            handle_event(ui, &e);
            last = SDL_GetTicks64();
        } else {
            /* At most one frame per 16 ms while something moves, even
             * where presenting does not wait for the display (no vsync,
             * virtual displays): drawing faster only burns CPU. */
            uint64_t spent = SDL_GetTicks64() - now;
            int wait = next > 16 ? next : 16 - (int)(spent > 16 ? 16 : spent);
            if (wait > 0 && SDL_WaitEventTimeout(&e, wait)) {
                handle_event(ui, &e);
            }
        }
        while (SDL_PollEvent(&e)) {
            handle_event(ui, &e);
        }
    }
}

/* ---- Headless runs: a software renderer drawing into a surface ---- */

static void advance(Ui *ui, uint32_t ms)
{
    while (ms > 0) {
        uint32_t step = ms > 16 ? 16 : ms;
        ui->now_ms += step;
        update_top(ui, step);
        ms -= step;
    }
}

static void pump(Ui *ui)
{
    SDL_Event e;
    while (!ui->quit && SDL_PollEvent(&e)) {
        handle_event(ui, &e);
    }
    update_top(ui, 0);
}

static bool save_shot(Ui *ui, const char *file)
{
    draw_top(ui);
    SDL_RenderPresent(ui->ren);
    /* Closing flushes what is still buffered: a full disk shows there. */
    SDL_RWops *rw = SDL_RWFromFile(file, "wb");
    int failed = rw ? IMG_SavePNG_RW(ui->surface, rw, 0) : -1;
    if (rw && SDL_RWclose(rw) != 0) {
        failed = -1;
    }
    if (failed != 0) {
        fprintf(stderr, "mancala-atlas: cannot write %s: %s\n", file,
                SDL_GetError());
        return false;
    }
    return true;
}

static void push_key(SDL_Keycode key, const char *name, Uint16 mod)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_KEYDOWN;
    e.key.state = SDL_PRESSED;
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
        pump(ui);
        ui->now_ms += 16;
        int next = update_top(ui, 16);
        if (next < 0 || ui->quit) {
            return true;
        }
        if (SDL_GetTicks64() - start > limit_ms) {
            return false;
        }
        SDL_Event e;
        if (next > 0 && SDL_WaitEventTimeout(&e, next > 20 ? 20 : next)) {
            handle_event(ui, &e);
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
        pump(ui);
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
    update_size(ui);
}

/* A script: one event a line (click X Y, hover X Y, key NAME, text WORD,
 * wait MS, idle, resize W H, screenshot FILE, dump FILE, close); '#'
 * starts a comment. */
static int run_script(Ui *ui, const char *path)
{
    char why[SAFEIO_WHY_MAX];
    FILE *f = safeio_fopen(path, UI_SCRIPT_MAX, why, sizeof why);
    if (!f) {
        fprintf(stderr, "mancala-atlas: cannot read the script %s: %s\n",
                path, why);
        return 2;
    }
    char line[512];
    int lineno = 0, status = 0;
    while (status == 0 && !ui->quit && fgets(line, sizeof line, f)) {
        lineno++;
        if (!strchr(line, '\n') && !feof(f)) {
            fprintf(stderr, "%s:%d: the line is longer than %d bytes\n",
                    path, lineno, (int)sizeof line - 2);
            status = 2;
            break;
        }
        char cmd[32] = "", arg[400] = "";
        int x, y;
        if (sscanf(line, " %31s", cmd) != 1 || cmd[0] == '#') {
            continue;
        }
        if (strcmp(cmd, "click") == 0 || strcmp(cmd, "hover") == 0) {
            if (sscanf(line, " %*s %d %d", &x, &y) != 2) {
                fprintf(stderr, "%s:%d: expected '%s X Y'\n", path, lineno,
                        cmd);
                status = 2;
                break;
            }
            push_mouse(SDL_MOUSEMOTION, x, y);
            if (cmd[0] == 'c') {
                push_mouse(SDL_MOUSEBUTTONDOWN, x, y);
                push_mouse(SDL_MOUSEBUTTONUP, x, y);
            }
        } else if (strcmp(cmd, "key") == 0) {
            if (sscanf(line, " %*s %399s", arg) != 1) {
                fprintf(stderr, "%s:%d: expected 'key NAME'\n", path, lineno);
                status = 2;
                break;
            }
            /* "ctrl+s": the key with Ctrl held */
            Uint16 mod = 0;
            char *name = arg;
            if (SDL_strncasecmp(name, "ctrl+", 5) == 0 && name[5]) {
                mod = KMOD_LCTRL;
                name += 5;
            }
            SDL_Keycode k = SDL_GetKeyFromName(name);
            if (k == SDLK_UNKNOWN) {
                fprintf(stderr, "%s:%d: unknown key name '%s'\n", path,
                        lineno, arg);
                status = 2;
                break;
            }
            push_key(k, name, mod);
        } else if (strcmp(cmd, "text") == 0) {
            if (sscanf(line, " %*s %399[^\n]", arg) != 1) {
                fprintf(stderr, "%s:%d: expected 'text WORDS'\n", path,
                        lineno);
                status = 2;
                break;
            }
            SDL_Event t;
            memset(&t, 0, sizeof t);
            t.type = SDL_TEXTINPUT;
            snprintf(t.text.text, sizeof t.text.text, "%.*s",
                     (int)sizeof t.text.text - 1, arg);
            SDL_PushEvent(&t);
        } else if (strcmp(cmd, "wait") == 0) {
            if (sscanf(line, " %*s %d", &x) != 1 || x < 0) {
                fprintf(stderr, "%s:%d: expected 'wait MS'\n", path, lineno);
                status = 2;
                break;
            }
            pump(ui);
            advance(ui, (uint32_t)x);
        } else if (strcmp(cmd, "close") == 0) {
            /* the window's close button */
            SDL_Event q;
            memset(&q, 0, sizeof q);
            q.type = SDL_QUIT;
            SDL_PushEvent(&q);
            pump(ui);
        } else if (strcmp(cmd, "idle") == 0) {
            if (!settle(ui, 120000)) {
                fprintf(stderr, "%s:%d: the screen is still busy after two "
                                "minutes\n", path, lineno);
                status = 1;
                break;
            }
        } else if (strcmp(cmd, "dump") == 0) {
            /* what the top screen shows, as text, for tests */
            if (sscanf(line, " %*s %399s", arg) != 1) {
                fprintf(stderr, "%s:%d: expected 'dump FILE'\n", path, lineno);
                status = 2;
                break;
            }
            pump(ui);
            if (!write_dump(ui, arg)) {
                status = 1;
                break;
            }
        } else if (strcmp(cmd, "resize") == 0) {
            if (sscanf(line, " %*s %d %d", &x, &y) != 2 || x < 320 ||
                y < 240 || x > 7680 || y > 4320) {
                fprintf(stderr, "%s:%d: expected 'resize W H' (320x240 to "
                                "7680x4320)\n", path, lineno);
                status = 2;
                break;
            }
            resize(ui, x, y);
        } else if (strcmp(cmd, "screenshot") == 0) {
            if (sscanf(line, " %*s %399s", arg) != 1) {
                fprintf(stderr, "%s:%d: expected 'screenshot FILE'\n", path,
                        lineno);
                status = 2;
                break;
            }
            pump(ui);
            if (!save_shot(ui, arg)) {
                status = 1;
            }
        } else {
            fprintf(stderr, "%s:%d: unknown command '%s' (click, hover, key, "
                            "text, wait, idle, resize, screenshot, dump, close)\n",
                    path,
                    lineno, cmd);
            status = 2;
        }
        pump(ui);
    }
    fclose(f);
    return status;
}

/* ---- Benchmark: frame times of one move's animation (tools/bench) ---- */

static int compare_doubles(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Replays the last move and draws every 16 ms step of its animation as
 * fast as possible (at most $MANCALA_BENCH_MAX_FRAMES frames); prints the
 * frame count, median and 99th percentile of update + draw + present, and
 * the renderer, as one JSON line. */
static int run_bench_frames(Ui *ui)
{
    enum { MAX_FRAMES = 20000 };
    double *ms = malloc(MAX_FRAMES * sizeof *ms);
    if (!ms) {
        fprintf(stderr, "mancala-atlas: out of memory\n");
        return 1;
    }
    const char *cap = getenv("MANCALA_BENCH_MAX_FRAMES");
    int max = cap && atoi(cap) > 0 && atoi(cap) < MAX_FRAMES ? atoi(cap)
                                                             : MAX_FRAMES;
    ui_game_replay_last(ui);
    double tick = (double)SDL_GetPerformanceFrequency() / 1000.0;
    int n = 0;
    bool moving = true;
    /* CPU time too: on a busy machine it says more than the clock. */
    struct rusage r0, r1;
    getrusage(RUSAGE_SELF, &r0);
    while (moving && n < max && !ui->quit) {
        SDL_PumpEvents();
        uint64_t t0 = SDL_GetPerformanceCounter();
        ui->now_ms += 16;
        moving = update_top(ui, 16) >= 0;
        draw_top(ui);
        SDL_RenderPresent(ui->ren);
        ms[n++] = (double)(SDL_GetPerformanceCounter() - t0) / tick;
    }
    getrusage(RUSAGE_SELF, &r1);
    double cpu = (double)(r1.ru_utime.tv_sec - r0.ru_utime.tv_sec +
                          r1.ru_stime.tv_sec - r0.ru_stime.tv_sec) * 1000.0 +
                 (double)(r1.ru_utime.tv_usec - r0.ru_utime.tv_usec +
                          r1.ru_stime.tv_usec - r0.ru_stime.tv_usec) / 1000.0;
    qsort(ms, (size_t)n, sizeof *ms, compare_doubles);
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(ui->ren, &info) != 0) {
        info.name = "unknown";
    }
    printf("{\"frames\":%d,\"median_ms\":%.3f,\"p99_ms\":%.3f,"
           "\"max_ms\":%.3f,\"cpu_ms_per_frame\":%.3f,"
           "\"renderer\":\"%s\",\"width\":%d,\"height\":%d}\n",
           n, n ? ms[n / 2] : 0.0, n ? ms[(n * 99) / 100] : 0.0,
           n ? ms[n - 1] : 0.0, n ? cpu / n : 0.0, info.name, ui->w, ui->h);
    free(ms);
    return n > 0 ? 0 : 1;
}

/* ---- The renderer ---- */

/* Is there a GPU to draw with? Without one, Mesa's OpenGL runs on the CPU
 * (llvmpipe) and is two to three times slower than SDL's own software
 * renderer, besides loading LLVM (~55 MB). Device nodes say it cheaply. */
static bool gpu_device_present(void)
{
#ifdef __linux__
    static const char *const nodes[] = {"/dev/dri/renderD128",
                                        "/dev/dri/card0", "/dev/nvidia0"};
    for (size_t i = 0; i < sizeof nodes / sizeof nodes[0]; i++) {
        if (access(nodes[i], F_OK) == 0) {
            return true;
        }
    }
    return false;
#else
    return true;
#endif
}

/* Does the OpenGL renderer `ren` draw on the CPU (llvmpipe, softpipe)? */
static bool gl_is_software(SDL_Renderer *ren)
{
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(ren, &info) != 0 ||
        strncmp(info.name, "opengl", 6) != 0) {
        return false;
    }
    typedef const unsigned char *(*GetString)(unsigned);
    GetString get = (GetString)(uintptr_t)SDL_GL_GetProcAddress("glGetString");
    const char *name = get ? (const char *)get(0x1F01 /* GL_RENDERER */)
                           : NULL;
    return name && (strstr(name, "llvmpipe") || strstr(name, "softpipe") ||
                    strstr(name, "Software Rasterizer"));
}

/* The renderer: the GPU's when there is one, else SDL's software renderer
 * writing straight to the window (not through a CPU-side OpenGL texture,
 * SDL's default, which costs more than the drawing). $SDL_RENDER_DRIVER
 * and $SDL_FRAMEBUFFER_ACCELERATION still decide when they are set. */
static SDL_Renderer *create_renderer(SDL_Window *window)
{
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    SDL_Renderer *ren = NULL;
    if (SDL_GetHint(SDL_HINT_RENDER_DRIVER) || gpu_device_present()) {
        ren = SDL_CreateRenderer(window, -1,
                                 SDL_RENDERER_ACCELERATED |
                                     SDL_RENDERER_PRESENTVSYNC);
        if (ren && !SDL_GetHint(SDL_HINT_RENDER_DRIVER) &&
            gl_is_software(ren)) {
            SDL_DestroyRenderer(ren);
            ren = NULL;
        }
    }
    if (!ren) {
        ren = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE);
    }
    return ren;
}

/* ---- Command line ---- */

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
} Options;

static void usage(FILE *out)
{
    fprintf(out,
            "usage: mancala-atlas [options]\n"
            "  --screenshot FILE   draw one screen without a window, save it "
            "as PNG, exit\n"
            "  --screen NAME       title, select, rules, history, game, "
            "result, settings,\n"
            "                      learn (a lesson), watch (a recorded "
            "game),\n"
            "                      atlas (the map; --game focuses a place) "
            "or about\n"
            "  --step N            the lesson step to show (with --screen "
            "learn)\n"
            "  --game NAME         gore, bao-kigogo, modiar, ayoayo, urim\n"
            "  --holes N           holes per row (Urim: 6 or 7)\n"
            "  --moves \"M1 M2 ..\"  moves to play first (notation as in "
            "mancala-cli)\n"
            "  --load FILE         open a saved game\n"
            "  --match N           Urim: play a match to N points\n"
            "  --at MS             capture MS ms into the last move's "
            "animation\n"
            "  --script FILE       feed input events from FILE (click X Y, "
            "hover X Y,\n"
            "                      key NAME or key ctrl+NAME, text WORDS, "
            "wait MS, idle,\n"
            "                      resize W H, screenshot FILE, dump FILE, "
            "close)\n"
            "  --size WxH          size of headless pictures (default "
            "1280x800)\n"
            "  --speed NAME        slow, normal, fast or instant\n"
            "  --teaching          pause after each step of a move\n"
            "  --face-to-face      turn North's labels upside down\n"
            "  --bench-frames      draw the last move's animation as fast as "
            "possible,\n"
            "                      print frame times as JSON, exit "
            "(tools/bench)\n"
            "  --quit-after-first-frame  exit once the first frame is shown "
            "(tools/bench)\n"
            "  --computer SIDE     the computer plays north, south or both\n"
            "  --level NAME        its level: beginner, club or expert\n"
            "  --think MS          the expert's think time (100 to 60000)\n"
            "  --help, --version\n");
}

/* Says what went wrong on stderr, with what was typed escaped (never
 * control bytes to the terminal). */
static void complain(const char *fmt, const char *arg)
{
    char shown[512], msg[1024];
    safeio_escape(shown, sizeof shown, arg);
    snprintf(msg, sizeof msg, fmt, shown);
    fprintf(stderr, "mancala-atlas: %s\n", msg);
}

static int bad_option(const char *fmt, const char *arg)
{
    char with_help[400];
    snprintf(with_help, sizeof with_help, "%s (try --help)", fmt);
    complain(with_help, arg);
    return 2;
}

static const char *const screen_names[] = {
    "title", "select", "rules", "history", "game", "result", "settings",
    "learn", "watch", "atlas", "about"};

/* Returns 0 when fine, 1 after --help/--version, 2 on a bad option. */
static int parse_options(int argc, char **argv, Options *o)
{
    memset(o, 0, sizeof *o);
    o->at_ms = -1;
    o->w = 1280;
    o->h = 800;
    o->speed = -1;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *val = i + 1 < argc ? argv[i + 1] : NULL;
        bool takes = strcmp(a, "--screenshot") == 0 ||
                     strcmp(a, "--screen") == 0 || strcmp(a, "--game") == 0 ||
                     strcmp(a, "--holes") == 0 || strcmp(a, "--moves") == 0 ||
                     strcmp(a, "--at") == 0 || strcmp(a, "--script") == 0 ||
                     strcmp(a, "--size") == 0 || strcmp(a, "--speed") == 0 ||
                     strcmp(a, "--match") == 0 ||
                     strcmp(a, "--load") == 0 || strcmp(a, "--step") == 0 ||
                     strcmp(a, "--computer") == 0 ||
                     strcmp(a, "--level") == 0 || strcmp(a, "--think") == 0;
        if (takes && !val) {
            return bad_option("option %s needs a value", a);
        }
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            usage(stdout);
            return 1;
        } else if (strcmp(a, "--version") == 0) {
            printf("mancala-atlas 0.1.0\n");
            return 1;
        } else if (strcmp(a, "--teaching") == 0) {
            o->teaching = true;
        } else if (strcmp(a, "--face-to-face") == 0) {
            o->face_to_face = true;
        } else if (strcmp(a, "--bench-frames") == 0) {
            o->bench_frames = true;
        } else if (strcmp(a, "--quit-after-first-frame") == 0) {
            o->quit_after_first = true;
        } else if (strcmp(a, "--screenshot") == 0) {
            o->screenshot = val;
        } else if (strcmp(a, "--screen") == 0) {
            bool known = false;
            for (size_t k = 0; k < sizeof screen_names / sizeof *screen_names;
                 k++) {
                known = known || strcmp(val, screen_names[k]) == 0;
            }
            if (!known) {
                return bad_option("unknown screen '%s' (title, select, rules, "
                                  "history, game, result, settings, learn, "
                                  "watch)", val);
            }
            o->screen = val;
        } else if (strcmp(a, "--game") == 0) {
            RulesGameId g;
            if (!rules_game_from_name(val, &g)) {
                return bad_option("unknown game '%s' (gore, bao-kigogo, "
                                  "modiar, ayoayo, urim)", val);
            }
            o->game = val;
        } else if (strcmp(a, "--holes") == 0) {
            if (!ui_parse_int(val, 1, 48, &o->holes)) {
                return bad_option("--holes needs a number, not '%s'", val);
            }
        } else if (strcmp(a, "--moves") == 0) {
            o->moves = val;
        } else if (strcmp(a, "--at") == 0) {
            if (!ui_parse_int(val, 0, 600000, &o->at_ms)) {
                return bad_option("--at needs milliseconds (0 to 600000), "
                                  "not '%s'", val);
            }
        } else if (strcmp(a, "--step") == 0) {
            if (!ui_parse_int(val, 1, 99, &o->step)) {
                return bad_option("--step needs a lesson step (1 to 99), "
                                  "not '%s'", val);
            }
        } else if (strcmp(a, "--computer") == 0) {
            int opp = UI_OPP_TWO;
            if (!ui_opponent_from_name(val, &opp) || opp == UI_OPP_TWO) {
                return bad_option("--computer needs north, south or both, "
                                  "not '%s'", val);
            }
            o->computer = ui_opponent_mask(opp);
        } else if (strcmp(a, "--level") == 0) {
            AiLevel lv;
            if (!ai_level_from_name(val, &lv) || lv == AI_LEVEL_RANDOM) {
                return bad_option("--level needs beginner, club or expert, "
                                  "not '%s'", val);
            }
            o->level = (int)lv;
        } else if (strcmp(a, "--think") == 0) {
            if (!ui_parse_int(val, 100, 60000, &o->think_ms)) {
                return bad_option("--think needs milliseconds (100 to "
                                  "60000), not '%s'", val);
            }
        } else if (strcmp(a, "--script") == 0) {
            o->script = val;
        } else if (strcmp(a, "--match") == 0) {
            if (!ui_parse_int(val, 1, 99, &o->match)) {
                return bad_option("--match needs a number of points (1 to "
                                  "99), not '%s'", val);
            }
        } else if (strcmp(a, "--load") == 0) {
            o->load = val;
        } else if (strcmp(a, "--size") == 0) {
            if (sscanf(val, "%dx%d", &o->w, &o->h) != 2 || o->w < 320 ||
                o->h < 240 || o->w > 7680 || o->h > 4320) {
                return bad_option("--size needs WxH between 320x240 and "
                                  "7680x4320, not '%s'", val);
            }
        } else if (strcmp(a, "--speed") == 0) {
            for (int s = 0; s < UI_SPEED_COUNT; s++) {
                if (strcmp(val, ui_speed_name(s)) == 0) {
                    o->speed = s;
                }
            }
            if (o->speed < 0) {
                return bad_option("unknown speed '%s' (slow, normal, fast, "
                                  "instant)", val);
            }
        } else {
            return bad_option("unknown option '%s'", a);
        }
        if (takes) {
            i++;
        }
    }
    if (o->at_ms >= 0 && !o->screenshot && !o->script) {
        return bad_option("%s needs --screenshot or --script", "--at");
    }
    if (o->game && o->holes) {
        RulesGameId g;
        rules_game_from_name(o->game, &g);
        int v[4], n = rules_game_variants(g, v);
        bool ok = false;
        for (int k = 0; k < n; k++) {
            ok = ok || v[k] == o->holes;
        }
        if (!ok) {
            fprintf(stderr, "mancala-atlas: %s cannot be played with %d holes "
                            "per row (try --help)\n", o->game, o->holes);
            return 2;
        }
    } else if (o->holes && !o->game) {
        return bad_option("%s needs --game", "--holes");
    }
    if (o->match > 1 && (!o->game || strcmp(o->game, "urim") != 0)) {
        return bad_option("%s is for Urim only (--game urim)", "--match");
    }
    if (o->bench_frames && !o->moves && !o->load) {
        return bad_option("%s needs --moves or --load (a move to animate)",
                          "--bench-frames");
    }
    if (o->moves && !o->game) {
        return bad_option("%s needs --game (the game the moves are played "
                          "in)", "--moves");
    }
    if (o->load && (o->game || o->moves)) {
        return bad_option("%s cannot be combined with --game or --moves",
                          "--load");
    }
    return 0;
}

#ifndef MANCALA_BUILD_LOCALE_DIR
#define MANCALA_BUILD_LOCALE_DIR ""
#endif
#ifndef MANCALA_INSTALL_LOCALE_DIR
#define MANCALA_INSTALL_LOCALE_DIR ""
#endif

/* Translations: beside the program (a build), then the installed share. */
static void start_translations(const char *lang)
{
    char dir[1200] = "";
    struct stat st;
    char *base = SDL_GetBasePath();
    const char *tries[4] = {"locale", "../share/locale", NULL, NULL};
    for (int i = 0; base && i < 2; i++) {
        snprintf(dir, sizeof dir, "%s%s", base, tries[i]);
        if (stat(dir, &st) == 0) {
            break;
        }
        dir[0] = '\0';
    }
    SDL_free(base);
    if (!dir[0]) {
        snprintf(dir, sizeof dir, "%s", stat(MANCALA_BUILD_LOCALE_DIR, &st) == 0
                                            ? MANCALA_BUILD_LOCALE_DIR
                                            : MANCALA_INSTALL_LOCALE_DIR);
    }
    (void)tries;
    content_i18n_init(dir, lang);
}

static void find_pref_dir(Ui *ui)
{
    const char *home = getenv("MANCALA_HOME");
    ui->pref_dir[0] = '\0';
    if (home && *home) {
        mkdir(home, 0700);
        snprintf(ui->pref_dir, sizeof ui->pref_dir, "%s", home);
        return;
    }
    if (ui->headless) {
        return; /* pictures and tests never touch the player's settings */
    }
    char *p = SDL_GetPrefPath("MancalaAtlas", "mancala-atlas");
    if (p) {
        snprintf(ui->pref_dir, sizeof ui->pref_dir, "%s", p);
        size_t n = strlen(ui->pref_dir);
        if (n > 0 && (ui->pref_dir[n - 1] == '/' || ui->pref_dir[n - 1] == '\\')) {
            ui->pref_dir[n - 1] = '\0';
        }
        SDL_free(p);
    }
}

/* Builds the stack of screens a --screen asks for. Returns an exit status
 * (0 = go on). */
static int open_screens(Ui *ui, const Options *o)
{
    const char *screen = o->screen;
    if (!screen) {
        screen = o->game || o->moves || o->load ? "game" : "title";
    }
    RulesGameId g = RULES_GAME_AYOAYO;
    if (o->game) {
        rules_game_from_name(o->game, &g);
    }
    ui_title_push(ui);
    if (strcmp(screen, "title") == 0) {
        return 0;
    }
    if (strcmp(screen, "settings") == 0) {
        ui_settings_push(ui);
        return 0;
    }
    if (strcmp(screen, "atlas") == 0) {
        ui_atlas_push(ui, o->game ? (int)g : -1, NULL, NULL);
        return 0;
    }
    if (strcmp(screen, "about") == 0) {
        ui_about_push(ui);
        return 0;
    }
    bool learn = strcmp(screen, "learn") == 0 || strcmp(screen, "watch") == 0;
    ui_select_push(ui, learn);
    if (strcmp(screen, "select") == 0) {
        return 0;
    }
    if (learn) {
        if (screen[0] == 'l') {
            ui_learn_push(ui, g, o->step - 1);
        } else {
            ui_watch_push(ui, g);
        }
        if (o->at_ms >= 0) {
            ui_learn_play_expected(ui);
            advance(ui, (uint32_t)o->at_ms);
        }
        return 0;
    }
    if (strcmp(screen, "rules") == 0 || strcmp(screen, "history") == 0) {
        ui_text_push(ui, g, screen[0] == 'r' ? UI_TEXT_RULES
                                             : UI_TEXT_HISTORY);
        return 0;
    }
    UiGameSetup s = {g, o->holes, o->match > 0 ? o->match : 1,
                     ui->settings.teaching, o->computer,
                     o->level ? o->level : AI_LEVEL_CLUB, o->think_ms};
    char err[800];
    bool ok = o->load ? ui_game_load(ui, o->load, err, sizeof err)
                      : ui_game_push(ui, &s, o->moves, err, sizeof err);
    if (!ok) {
        complain("%s", err);
        return 2;
    }
    if (o->at_ms >= 0) {
        ui_game_replay_last(ui);
        advance(ui, (uint32_t)o->at_ms);
    }
    if (strcmp(screen, "result") == 0) {
        UiScreen *top = &ui->stack[ui->depth - 1];
        if (strcmp(top->def->name, "result") != 0) {
            fprintf(stderr, "mancala-atlas: the game is not over after these "
                            "moves, so there is no result to show\n");
            return 2;
        }
    }
    return 0;
}

int ui_main(int argc, char **argv)
{
    Options o;
    int st = parse_options(argc, argv, &o);
    int out_err = st == 1 ? safeio_close_stdout() : 0;
    if (out_err != 0) {
        fprintf(stderr, "mancala-atlas: cannot write the output: %s\n",
                strerror(out_err));
        return 1;
    }
    if (st != 0) {
        return st == 1 ? 0 : st;
    }
    static Ui app;
    Ui *ui = &app;
    fatal_ui = ui;
    ui->headless = o.screenshot || o.script;
    if (ui->headless) {
        SDL_setenv("SDL_VIDEODRIVER", "dummy", 0);
    }
    if (!ui_find_data_dir(ui->data_dir, sizeof ui->data_dir)) {
        char msg[1300];
        snprintf(msg, sizeof msg, "The game's data folder was not found "
                 "(looked in $MANCALA_DATA_DIR, beside the program and in "
                 "%.900s). Set MANCALA_DATA_DIR to the folder holding fonts/.",
                 *ui->data_dir ? ui->data_dir : "the source tree");
        fprintf(stderr, "mancala-atlas: %s\n", msg);
        if (!ui->headless) {
            SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, "Mancala Atlas",
                                     msg, NULL);
        }
        return 1;
    }
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "mancala-atlas: cannot start SDL: %s\n",
                SDL_GetError());
        return 1;
    }
    ui_ai_event(); /* registered before any worker may push it */
    if (TTF_Init() != 0) {
        ui_fatal(__FILE__, __LINE__, "cannot start SDL_ttf");
    }
    IMG_Init(IMG_INIT_PNG);
    find_pref_dir(ui);
    ui_settings_load(&ui->settings, ui->pref_dir);
    if (!ui->headless) {
        /* Ayoayo's and Urim's endgame tables: built in the background
         * when a game first needs one, kept beside the settings. Headless
         * runs (tests, pictures) play from the search alone. */
        ai_endgame_setup(ui->pref_dir, 0);
    }
    start_translations(ui->settings.language);
    if (o.speed >= 0) {
        ui->settings.speed = o.speed;
    }
    if (o.teaching) {
        ui->settings.teaching = true;
    }
    if (o.face_to_face) {
        ui->settings.face_to_face = true;
    }
    ui->urim_match_target = 5;
    if (ui->headless) {
        ui->surface = SDL_CreateRGBSurfaceWithFormat(0, o.w, o.h, 32,
                                                     SDL_PIXELFORMAT_ARGB8888);
        ui->ren = ui->surface ? SDL_CreateSoftwareRenderer(ui->surface)
                              : NULL;
        if (!ui->ren) {
            ui_fatal(__FILE__, __LINE__, "cannot create a software renderer");
        }
    } else {
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1");
        if (o.bench_frames) {
            /* Measure drawing, not waiting for the screen's refresh. */
            SDL_SetHint(SDL_HINT_RENDER_VSYNC, "0");
        }
        SDL_Rect r;
        first_geometry(&ui->settings, &r);
        Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
        if (ui->settings.maximized) {
            flags |= SDL_WINDOW_MAXIMIZED;
        }
        if (ui->settings.fullscreen) {
            flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
        }
        ui->window = SDL_CreateWindow("Mancala Atlas", r.x, r.y, r.w, r.h,
                                      flags);
        if (!ui->window) {
            ui_fatal(__FILE__, __LINE__, "cannot open a window");
        }
        SDL_SetWindowMinimumSize(ui->window, WIN_MIN_W, WIN_MIN_H);
        fit_pending = true;
        fit_place = (SDL_Point){r.x, r.y};
        char icon[1200];
        snprintf(icon, sizeof icon, "%.1000s/images/icon-256.png",
                 ui->data_dir);
        SDL_Surface *ic = ui_picture_load(icon);
        if (ic) {
            SDL_SetWindowIcon(ui->window, ic);
            SDL_FreeSurface(ic);
        } else {
            SDL_Log("mancala-atlas: cannot load %s (%s)", icon,
                    SDL_GetError());
        }
        ui->ren = create_renderer(ui->window);
        if (!ui->ren) {
            ui_fatal(__FILE__, __LINE__, "cannot create a renderer");
        }
    }
    SDL_SetRenderDrawBlendMode(ui->ren, SDL_BLENDMODE_BLEND);
    /* SDL starts with text input on; the screens turn it on while a name
     * is typed, so ? and M are keys the rest of the time */
    SDL_StopTextInput();
    update_size(ui);
    ui->sound = ui_sound_open(ui);
    int status = open_screens(ui, &o);
    if (status == 0) {
        if (o.script) {
            status = run_script(ui, o.script);
        }
        if (status == 0 && o.screenshot) {
            pump(ui);
            status = save_shot(ui, o.screenshot) ? 0 : 1;
        }
        if (o.bench_frames) {
            status = run_bench_frames(ui);
        } else if (!ui->headless) {
            run_window(ui, o.quit_after_first);
            note_geometry(ui);
            ui_save_settings(ui);
        }
    }
    while (ui->depth > 0) {
        ui->depth--;
        ui->stack[ui->depth].def->leave(ui, ui->stack[ui->depth].st);
    }
    ui_sound_close(ui->sound);
    ui->sound = NULL;
    ui_res_free(ui);
    if (ui->ren) {
        SDL_DestroyRenderer(ui->ren);
    }
    if (ui->surface) {
        SDL_FreeSurface(ui->surface);
    }
    if (ui->window) {
        SDL_DestroyWindow(ui->window);
    }
    IMG_Quit();
    TTF_Quit();
    SDL_Quit();
    out_err = safeio_close_stdout();
    if (out_err != 0) {
        fprintf(stderr, "mancala-atlas: cannot write the output: %s\n",
                strerror(out_err));
        status = status ? status : 1;
    }
    return status;
}
