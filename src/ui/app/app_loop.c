/* app_loop.c: the main loop: events to the top screen, keys every screen shares, updates only while something moves, frames only when needed. */
#include "app/app.h"
#include "kit/draw.h"
#include "kit/help.h"
#include "kit/screen.h"
#include "kit/settings.h"
#include "kit/sound.h"
#include "kit/ui_i18n.h"
#include "kit/window.h"
#include "screens/saves.h"

#include "safeio.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "platform.h"

void app_update_size(Ui *ui)
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

void app_handle_event(Ui *ui, SDL_Event *e)
{
    switch (e->type) {
    case SDL_QUIT:
        ui->quit = true;
        return;
    case SDL_WINDOWEVENT:
        if (e->window.event == SDL_WINDOWEVENT_SIZE_CHANGED ||
            e->window.event == SDL_WINDOWEVENT_RESIZED) {
            app_update_size(ui);
        }
        if (e->window.event == SDL_WINDOWEVENT_LEAVE) {
            ui->mouse_x = ui->mouse_y = -1; /* no pointer's ring */
        }
        if (ui->window) {
            ui_window_event(ui);
        }
        ui->dirty = true;
        return;
    case SDL_KEYDOWN:
        ui->hover_lit = false;
        if (global_key(ui, &e->key)) {
            return;
        }
        break;
    case SDL_MOUSEMOTION:
        e->motion.x = (int)((float)e->motion.x * ui->scale);
        e->motion.y = (int)((float)e->motion.y * ui->scale);
        ui->mouse_x = e->motion.x;
        ui->mouse_y = e->motion.y;
        ui->hover_lit = true;
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

int app_update_top(Ui *ui, uint32_t dt)
{
    if (ui->depth <= 0) {
        return -1;
    }
    UiScreen *s = &ui->stack[ui->depth - 1];
    void *top = s->st;
    int quiet = ui_sound_tick(ui->sound, ui->now_ms);
    ui->damage_set = false; /* the update says, or the whole frame */
    int next = s->def->update(ui, s->st, dt);
    if (ui->depth > 0 && ui->stack[ui->depth - 1].st != top) {
        /* The update brought up another screen (the result, when the
         * last move's seeds stop; or went back to one below): tick it at
         * once, or the loop would sleep on its first frame, a count still
         * at zero, until the next input. */
        next = 0;
        ui->damage_set = false;
    }
    if (quiet >= 0 && (next < 0 || next > quiet)) {
        next = quiet; /* wake up to close the sound device */
    }
    ui_notice_table(ui);
    if (ui_notice_waits(ui)) {
        /* waiting for its screen */
    } else if (ui->notice[0] && ui->now_ms < ui->notice_until) {
        /* wake up to take the notice away */
        int left = (int)(ui->notice_until - ui->now_ms);
        next = next < 0 || next > left ? left : next;
    } else if (ui->notice[0]) {
        ui->notice[0] = '\0';
        ui->dirty = true;
    }
    return next;
}

void app_draw_frame(Ui *ui)
{
    bool part = ui->damage_set && !ui->dirty && ui->keeps_frame;
    SDL_Rect clip = {(int)floorf(ui->damage.x), (int)floorf(ui->damage.y),
                     (int)ceilf(ui->damage.x + ui->damage.w) -
                         (int)floorf(ui->damage.x),
                     (int)ceilf(ui->damage.y + ui->damage.h) -
                         (int)floorf(ui->damage.y)};
    SDL_Rect window = {0, 0, ui->w, ui->h};
    if (part && !SDL_IntersectRect(&clip, &window, &clip)) {
        return; /* nothing changed where it shows */
    }
    if (part) {
        SDL_RenderSetClipRect(ui->ren, &clip);
    }
    app_draw_top(ui);
    if (part) {
        SDL_RenderSetClipRect(ui->ren, NULL);
    }
    SDL_RenderPresent(ui->ren);
    ui->frames++;
}

/* The pointer's ring (Settings): a wide bright ring inside a dark one,
 * seen on a projector from the back of a class on any ground; not while
 * the pointer is outside the window. */
static void pointer_ring(Ui *ui)
{
    if (!ui->settings.pointer_ring || ui->mouse_x < 0) {
        return;
    }
    float x = (float)ui->mouse_x, y = (float)ui->mouse_y;
    float r = 26 * ui->u + 12, w = 5 * ui->u + 3;
    ui_ring(ui, x, y, r + 1.5f * w, 3 * w, UI_RGB(20, 10, 0));
    ui_ring(ui, x, y, r + 0.75f * w, 1.5f * w, UI_RGB(255, 220, 40));
}

void app_draw_top(Ui *ui)
{
    SDL_SetRenderDrawBlendMode(ui->ren, SDL_BLENDMODE_BLEND);
    ui->focused[0] = ui->lit[0] = '\0';
    ui->notice_room = (UiRect){0, 0, 0, 0};
    ui->notice_held = false;
    if (ui->depth > 0) {
        UiScreen *s = &ui->stack[ui->depth - 1];
        s->def->draw(ui, s->st);
    }
    ui_notice_draw(ui);
    pointer_ring(ui);
}

/* Writes what the top screen shows, as text, for tests: whole or not at
 * all (a reader polling the file never sees half of it; safeio). */
bool app_write_dump(Ui *ui, const char *path)
{
    char why[SAFEIO_WHY_MAX] = "";
    SafeioOut *o = safeio_out_begin(path, why, sizeof why);
    int e = o ? 0 : errno;
    if (o) {
        FILE *out = safeio_out_file(o);
        UiScreen *top = &ui->stack[ui->depth > 0 ? ui->depth - 1 : 0];
        if (ui->depth == 0) {
            fprintf(out, "screen none\n");
        } else if (top->def->dump) {
            top->def->dump(ui, top->st, out);
        } else {
            fprintf(out, "screen %s\n", top->def->name);
        }
        UiRect n = ui->notice_drawn;
        fprintf(out,
                "notice %s\nnotice_rect %d %d %d %d\nwindow %d %d\n"
                "frames %lu\nfocus_button %s\nlit_button %s\n"
                "longest_busy_ms %lu\n",
                ui->notice, (int)n.x, (int)n.y, (int)n.w, (int)n.h, ui->w,
                ui->h, ui->frames, ui->focused, ui->lit, ui->longest_busy_ms);
        e = safeio_out_commit(o);
        snprintf(why, sizeof why, "%s", safeio_why(e));
    }
    if (e != 0) {
        safeio_complain("mancala-atlas", "cannot write", path, why);
    }
    return e == 0;
}

/* Keeps the longest stretch the loop was busy, from `since`. */
static void note_busy(Ui *ui, uint64_t since)
{
    uint64_t busy = SDL_GetTicks64() - since;
    if (busy > ui->longest_busy_ms) {
        ui->longest_busy_ms = (unsigned long)busy;
    }
}

/* One event, its handling timed. */
static void handle_timed(Ui *ui, SDL_Event *e)
{
    uint64_t t0 = SDL_GetTicks64();
    app_handle_event(ui, e);
    note_busy(ui, t0);
}

/* Draws a whole frame of the top screen, writing every text it draws to
 * `path` (Ui.text_log: its place, clip, missing glyphs, cuts), for tests. */
bool app_write_texts(Ui *ui, const char *path)
{
    char why[SAFEIO_WHY_MAX] = "";
    SafeioOut *o = safeio_out_begin(path, why, sizeof why);
    int e = o ? 0 : errno;
    if (o) {
        ui->text_log = safeio_out_file(o);
        fprintf(ui->text_log, "window %d %d\n", ui->w, ui->h);
        app_draw_top(ui);
        ui->text_log = NULL;
        e = safeio_out_commit(o);
        snprintf(why, sizeof why, "%s", safeio_why(e));
    }
    if (e != 0) {
        safeio_complain("mancala-atlas", "cannot write", path, why);
    }
    return e == 0;
}

void app_run_window(Ui *ui, bool quit_after_first)
{
    uint64_t last = SDL_GetTicks64();
    bool was_moving = false;
    const char *idle_dump = getenv("MANCALA_IDLE_DUMP");
    while (!ui->quit) {
        uint64_t now = SDL_GetTicks64();
        uint32_t dt = (uint32_t)(now - last > 200 ? 200 : now - last);
        last = now;
        ui->now_ms = now;
        int next = app_update_top(ui, dt);
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
            app_draw_frame(ui);
            ui->dirty = false;
            if (quit_after_first) {
                break;
            }
        }
        was_moving = moving;
        note_busy(ui, now);
        SDL_Event e;
        if (next < 0) {
            if (idle_dump) {
                /* tests: what the player now sees, until the next event;
                 * the longest busy stretch counts from here anew */
                app_write_dump(ui, idle_dump);
                ui->longest_busy_ms = 0;
            }
            /* idle: sleep until something happens */
            if (!SDL_WaitEvent(&e)) {
                break;
            }
            handle_timed(ui, &e);
            last = SDL_GetTicks64();
        } else {
            /* At most one frame per 16 ms while something moves, even
             * where presenting does not wait for the display (no vsync,
             * virtual displays): drawing faster only burns CPU. */
            uint64_t spent = SDL_GetTicks64() - now;
            int wait = next > 16 ? next : 16 - (int)(spent > 16 ? 16 : spent);
            if (wait > 0 && SDL_WaitEventTimeout(&e, wait)) {
                handle_timed(ui, &e);
            }
        }
        while (SDL_PollEvent(&e)) {
            handle_timed(ui, &e);
        }
    }
}
