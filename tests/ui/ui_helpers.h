/* ui_helpers.h: shared helpers of the front-end tests: seeded choices, layout lookups, files and the screen dumps the game writes. */
#ifndef UI_HELPERS_H
#define UI_HELPERS_H

#include "ui.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Functions here are `static inline` so that a test file may use any subset
 * of them without unused-function warnings. */

enum { UT_MAX_ITEMS = 128 };

/* The program under test, mancala-atlas of the build (MANCALA_BUILD_DIR),
 * into `exe`, and the test's work folder `sub` of the build into `dir`:
 * emptied first when `fresh`, made with a folder `inner` inside it unless
 * that is NULL. False when it cannot be made. */
static inline bool ut_work_setup(char *exe, size_t exe_size, char *dir,
                                 size_t dir_size, const char *sub,
                                 const char *inner, bool fresh)
{
    const char *b = getenv("MANCALA_BUILD_DIR");
    snprintf(exe, exe_size, "%s/mancala-atlas", b ? b : ".");
    snprintf(dir, dir_size, "%s/%s", b ? b : ".", sub);
    char cmd[2400], empty[1200] = "";
    if (fresh) {
        snprintf(empty, sizeof empty, "rm -rf '%s' && ", dir);
    }
    snprintf(cmd, sizeof cmd, "%smkdir -p '%s/%s'", empty, dir,
             inner ? inner : "");
    return system(cmd) == 0;
}

/* A seeded generator that gives the same moves on every machine. */
static inline uint32_t ut_lcg(uint32_t *s)
{
    *s = *s * 1103515245u + 12345u;
    return *s >> 16;
}

/* Layout item `what` ("hole 3", "caption") of game g, `holes` per row (0:
 * the default), in a w x h window; an all-zero rectangle when there is
 * none. */
static inline UiRect ut_item_rect(RulesGameId g, int holes, int w, int h,
                                  const char *what)
{
    UiLayoutItem it[UT_MAX_ITEMS];
    int n = ui_game_layout_items(g, holes, w, h, it, UT_MAX_ITEMS);
    for (int i = 0; i < n; i++) {
        if (strcmp(it[i].what, what) == 0) {
            return it[i].r;
        }
    }
    return (UiRect){0, 0, 0, 0};
}

/* The centre of hole `hole` in the same layout; -1, -1 when there is none. */
static inline void ut_hole_centre(RulesGameId g, int holes, int w, int h,
                                  int hole, int *x, int *y)
{
    char name[32];
    snprintf(name, sizeof name, "hole %d", hole);
    UiRect r = ut_item_rect(g, holes, w, h, name);
    if (r.w <= 0 && r.h <= 0) {
        *x = *y = -1;
        return;
    }
    *x = (int)(r.x + r.w / 2);
    *y = (int)(r.y + r.h / 2);
}

/* A headless Ui drawing into a w x h software surface at size unit u,
 * with the data folder found; NULL when it cannot be made. Free with
 * ut_free_ui(). */
static inline Ui *ut_headless_ui(int w, int h, float u)
{
    Ui *ui = calloc(1, sizeof *ui);
    if (!ui || !ui_find_data_dir(ui->data_dir, sizeof ui->data_dir)) {
        free(ui);
        return NULL;
    }
    ui->headless = true;
    ui->surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32,
                                                 SDL_PIXELFORMAT_ARGB8888);
    ui->ren = ui->surface ? SDL_CreateSoftwareRenderer(ui->surface) : NULL;
    if (!ui->ren) {
        SDL_FreeSurface(ui->surface);
        free(ui);
        return NULL;
    }
    SDL_SetRenderDrawBlendMode(ui->ren, SDL_BLENDMODE_BLEND);
    ui->w = w;
    ui->h = h;
    ui->u = u;
    ui->scale = 1.0f;
    return ui;
}

static inline void ut_free_ui(Ui *ui)
{
    ui_res_free(ui);
    SDL_DestroyRenderer(ui->ren);
    SDL_FreeSurface(ui->surface);
    free(ui->record);
    free(ui->lessons);
    free(ui);
}

/* Writes `text` as the whole of the file at `path`. */
static inline bool ut_write_text(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    if (!f) {
        return false;
    }
    fputs(text, f);
    return fclose(f) == 0;
}

/* The whole of the file at `path` (at most size - 1 bytes) in `out`; ""
 * when it cannot be read. */
static inline void ut_read_text(const char *path, char *out, size_t size)
{
    out[0] = '\0';
    FILE *f = fopen(path, "r");
    if (f) {
        size_t n = fread(out, 1, size - 1, f);
        out[n] = '\0';
        fclose(f);
    }
}

/* Whether the files at paths `a` and `b` are there and hold the same
 * bytes. */
static inline bool ut_same_file(const char *a, const char *b)
{
    FILE *fa = fopen(a, "rb"), *fb = fopen(b, "rb");
    bool same = fa && fb;
    while (same) {
        int ca = fgetc(fa), cb = fgetc(fb);
        same = ca == cb;
        if (ca == EOF || cb == EOF) {
            break;
        }
    }
    if (fa) {
        fclose(fa);
    }
    if (fb) {
        fclose(fb);
    }
    return same;
}

/* The value of the "key value..." line of a dump ("" for a bare key);
 * false when the file or the line is missing. */
static inline bool ut_dump_line(const char *path, const char *key, char *out,
                                size_t size)
{
    out[0] = '\0';
    FILE *f = fopen(path, "r");
    if (!f) {
        return false;
    }
    char line[4096];
    bool found = false;
    size_t kl = strlen(key);
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = '\0';
        if (strncmp(line, key, kl) == 0 &&
            (line[kl] == ' ' || line[kl] == '\0')) {
            /* a plain copy: the value may be longer than `out` */
            const char *v = line[kl] ? line + kl + 1 : "";
            size_t n = strlen(v) < size ? strlen(v) : size - 1;
            memcpy(out, v, n);
            out[n] = '\0';
            found = true;
            break;
        }
    }
    fclose(f);
    return found;
}

/* Hole counts as a dump's "holes" line gives them: "4 4 0 5". */
static inline void ut_holes_text(const RulesPosition *p, char *buf,
                                 size_t size)
{
    buf[0] = '\0';
    for (int i = 0; i < p->hole_count; i++) {
        size_t l = strlen(buf);
        snprintf(buf + l, size - l, "%s%d", i ? " " : "", p->holes[i]);
    }
}

#endif
