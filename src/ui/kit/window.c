/* app_window.c: the window: its first size and place, keeping it on the display, fullscreen, and the renderer it draws with. */
#include "kit/screen.h"
#include "kit/settings.h"
#include "kit/text.h"
#include "kit/window.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "platform.h"

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

void ui_window_first_rect(const UiSettings *st, bool fits, SDL_Rect u,
                          SDL_Rect *r)
{
    int dw = u.w - 2 * FRAME_EDGE, dh = u.h - FRAME_TOP - FRAME_EDGE;
    dw = dw > 1280 ? 1280 : dw;
    dh = dh > 800 ? 800 : dh;
    int w = st->window_w, h = st->window_h, x = st->window_x,
        y = st->window_y;
    /* a window that filled a smaller screen is not kept where that
     * would leave it under three quarters of this one's first size
     * (issue 51: 784 x 552, the whole of an 800 x 600 screen, came back
     * in a corner of a 1920 x 1080 one) */
    bool small = st->window_full && ((float)w < (float)dw * 0.75f ||
                                     (float)h < (float)dh * 0.75f);
    if (w > 0 && fits && !small) {
        *r = (SDL_Rect){x, y, w, h};
        return;
    }
    r->w = dw;
    r->h = dh;
    r->x = u.x + (u.w - dw) / 2;
    r->y = u.y + FRAME_TOP + (u.h - FRAME_TOP - FRAME_EDGE - dh) / 2;
    if (r->y < u.y + FRAME_TOP) {
        r->y = u.y + FRAME_TOP;
    }
}

/* The first size and place (ui_window_first_rect) on the first display. */
static void first_geometry(const UiSettings *st, SDL_Rect *r)
{
    bool fits = st->window_w > 0 &&
                fits_a_display(st->window_x, st->window_y, st->window_w,
                               st->window_h);
    SDL_Rect u = {0, 0, 1280 + 2 * FRAME_EDGE, 800 + FRAME_TOP + FRAME_EDGE};
    if (SDL_GetDisplayUsableBounds(0, &u) != 0) {
        SDL_Log("mancala-atlas: no usable display bounds (%s)",
                SDL_GetError());
    }
    ui_window_first_rect(st, fits, u, r);
}

/* Once shown, the frame's real size is known: keep frame and window
 * inside the usable area of their display (a 1366 x 768 laptop with a
 * panel must see the title bar and the bottom edge). */
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
    ui->fit_pending = false;
    int x, y, w, h;
    SDL_GetWindowPosition(ui->window, &x, &y);
    SDL_GetWindowSize(ui->window, &w, &h);
    int nw = w, nh = h, nx = ui->fit_place.x, ny = ui->fit_place.y;
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
void ui_window_note_geometry(Ui *ui)
{
    if (ui->size_of_run) {
        return; /* --size: this run's, not the player's (issue 51) */
    }
    Uint32 fl = SDL_GetWindowFlags(ui->window);
    UiSettings *st = &ui->settings;
    st->maximized = (fl & SDL_WINDOW_MAXIMIZED) != 0;
    if (fl & (SDL_WINDOW_MAXIMIZED | SDL_WINDOW_FULLSCREEN |
              SDL_WINDOW_FULLSCREEN_DESKTOP | SDL_WINDOW_MINIMIZED)) {
        return;
    }
    SDL_GetWindowSize(ui->window, &st->window_w, &st->window_h);
    SDL_GetWindowPosition(ui->window, &st->window_x, &st->window_y);
    SDL_Rect u;
    int d = SDL_GetWindowDisplayIndex(ui->window);
    st->window_full =
        SDL_GetDisplayUsableBounds(d < 0 ? 0 : d, &u) == 0 &&
        (float)st->window_w >= (float)(u.w - 2 * FRAME_EDGE) * 0.95f &&
        (float)st->window_h >= (float)(u.h - FRAME_TOP - FRAME_EDGE) * 0.95f;
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

/* Once the window manager has framed the window (the first window event
 * that knows the frame), it is kept on the display; its normal size and
 * place are remembered on every window event. */
void ui_window_event(Ui *ui)
{
    if (ui->fit_pending) {
        fit_to_display(ui);
    }
    ui_window_note_geometry(ui);
}

/* Opens the window (as the player last had it) with its icon and
 * renderer; `bench`: presenting does not wait for the display. */
void ui_window_open(Ui *ui, bool bench, int w, int h)
{
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1");
    if (bench) {
        /* Measure drawing, not waiting for the screen's refresh. */
        SDL_SetHint(SDL_HINT_RENDER_VSYNC, "0");
    }
    SDL_Rect r;
    first_geometry(&ui->settings, &r);
    if (w > 0) {
        /* the size asked for, in the middle of the usable area */
        SDL_Rect u = {0, 0, w, h};
        SDL_GetDisplayUsableBounds(0, &u);
        r = (SDL_Rect){u.x + (u.w - w) / 2, u.y + (u.h - h) / 2, w, h};
        r.x = r.x < u.x ? u.x : r.x;
        r.y = r.y < u.y + FRAME_TOP ? u.y + FRAME_TOP : r.y;
        ui->settings.maximized = ui->settings_known.maximized = false;
        ui->settings.fullscreen = ui->settings_known.fullscreen = false;
        ui->size_of_run = true;
    }
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
    ui->fit_pending = true;
    ui->fit_place = (SDL_Point){r.x, r.y};
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
    SDL_RendererInfo info;
    ui->keeps_frame = ui->ren && SDL_GetRendererInfo(ui->ren, &info) == 0 &&
                      strcmp(info.name, "software") == 0;
    if (!ui->ren) {
        ui_fatal(__FILE__, __LINE__, "cannot create a renderer");
    }
}
