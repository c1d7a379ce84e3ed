/* res.c: resources: finding the data folder, fonts, cached text textures, images and settings. */
#include "uipriv.h"

#include <SDL_image.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#ifndef MANCALA_SOURCE_DATA_DIR
#define MANCALA_SOURCE_DATA_DIR ""
#endif

static bool has_fonts(const char *dir)
{
    char path[1200];
    struct stat st;
    snprintf(path, sizeof path, "%s/fonts/NotoSans-Regular.ttf", dir);
    return stat(path, &st) == 0;
}

/* $MANCALA_DATA_DIR, then beside the program, then the source tree. */
bool ui_find_data_dir(char *out, size_t size)
{
    const char *env = getenv("MANCALA_DATA_DIR");
    if (env && *env) {
        snprintf(out, size, "%s", env);
        return has_fonts(out);
    }
    char *base = SDL_GetBasePath();
    if (base) {
        const char *rel[] = {"data", "../data", "../share/mancala-atlas"};
        for (size_t i = 0; i < sizeof rel / sizeof rel[0]; i++) {
            snprintf(out, size, "%s%s", base, rel[i]);
            if (has_fonts(out)) {
                SDL_free(base);
                return true;
            }
        }
        SDL_free(base);
    }
    snprintf(out, size, "%s", MANCALA_SOURCE_DATA_DIR);
    return *out && has_fonts(out);
}

static const char *const face_files[UI_FACE_COUNT] = {
    "NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "NotoSerif-Bold.ttf"};

int ui_px(Ui *ui, float base)
{
    float px = base * ui->u;
    float floor_px = base * 0.72f;
    if (px < floor_px) {
        px = floor_px;
    }
    return (int)lroundf(px);
}

/* Fonts are opened once per face and pixel size; sizes are bucketed so a
 * window being resized does not open hundreds of them. */
TTF_Font *ui_font(Ui *ui, UiFace face, int px)
{
    if (px < 6) {
        px = 6;
    }
    if (px > 40) {
        px = 40 + ((px - 40) / 4) * 4;
    }
    int slot = -1;
    for (int i = 0; i < 64; i++) {
        if (ui->fonts[face][i] && ui->font_px[face][i] == px) {
            return ui->fonts[face][i];
        }
        if (!ui->fonts[face][i] && slot < 0) {
            slot = i;
        }
    }
    if (slot < 0) {
        slot = px % 64;
        TTF_CloseFont(ui->fonts[face][slot]);
        ui->fonts[face][slot] = NULL;
        ui_text_cache_clear(ui);
    }
    char path[1200];
    snprintf(path, sizeof path, "%s/fonts/%s", ui->data_dir, face_files[face]);
    TTF_Font *f = TTF_OpenFont(path, px);
    if (!f) {
        ui_fatal(__FILE__, __LINE__, path);
    }
    ui->fonts[face][slot] = f;
    ui->font_px[face][slot] = px;
    return f;
}

static uint64_t text_key(UiFace face, int px, UiColor c, const char *s)
{
    uint64_t h = 1469598103934665603ull;
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        h = (h ^ *p) * 1099511628211ull;
    }
    h = (h ^ (uint64_t)face) * 1099511628211ull;
    h = (h ^ (uint64_t)(unsigned)px) * 1099511628211ull;
    h ^= ((uint64_t)c.r << 24 | (uint64_t)c.g << 16 | (uint64_t)c.b << 8 |
          c.a) << 20;
    return h;
}

static UiTextEntry *text_get(Ui *ui, UiFace face, int px, UiColor c,
                             const char *s)
{
    uint64_t key = text_key(face, px, c, s);
    UiTextEntry *oldest = &ui->text[0];
    for (int i = 0; i < UI_TEXT_CACHE; i++) {
        UiTextEntry *e = &ui->text[i];
        if (e->tex && e->key == key) {
            e->used = ++ui->text_clock;
            return e;
        }
        if (!e->tex || e->used < oldest->used) {
            oldest = e;
        }
    }
    TTF_Font *f = ui_font(ui, face, px);
    SDL_Color col = {c.r, c.g, c.b, c.a};
    SDL_Surface *surf = TTF_RenderUTF8_Blended(f, s, col);
    if (!surf) {
        return NULL;
    }
    if (oldest->tex) {
        SDL_DestroyTexture(oldest->tex);
    }
    oldest->tex = SDL_CreateTextureFromSurface(ui->ren, surf);
    oldest->w = surf->w;
    oldest->h = surf->h;
    oldest->key = key;
    oldest->used = ++ui->text_clock;
    SDL_FreeSurface(surf);
    return oldest->tex ? oldest : NULL;
}

void ui_text_cache_clear(Ui *ui)
{
    for (int i = 0; i < UI_TEXT_CACHE; i++) {
        if (ui->text[i].tex) {
            SDL_DestroyTexture(ui->text[i].tex);
        }
        ui->text[i].tex = NULL;
    }
}

/* Measured sizes of text, by face, size and string: lists and fitted
 * labels measure the same strings every frame, and measuring shapes every
 * glyph. A size only depends on the font files, so one table serves all. */
enum { UI_SIZES = 1024 };
static struct {
    uint64_t key;
    int w, h;
} text_sizes[UI_SIZES];

void ui_text_size(Ui *ui, UiFace face, int px, const char *s, int *w, int *h)
{
    uint64_t key = text_key(face, px, UI_RGBA(0, 0, 0, 0), s) | 1u;
    size_t at = (size_t)(key % UI_SIZES);
    int tw = 0, th = 0;
    if (text_sizes[at].key == key) {
        tw = text_sizes[at].w;
        th = text_sizes[at].h;
    } else {
        if (*s) {
            TTF_SizeUTF8(ui_font(ui, face, px), s, &tw, &th);
        } else {
            th = TTF_FontHeight(ui_font(ui, face, px));
        }
        text_sizes[at].key = key;
        text_sizes[at].w = tw;
        text_sizes[at].h = th;
    }
    if (w) {
        *w = tw;
    }
    if (h) {
        *h = th;
    }
}

int ui_text_rot(Ui *ui, UiFace face, int px, UiColor c, float x, float y,
                int align, bool upside_down, const char *s)
{
    if (!s || !*s) {
        return 0;
    }
    UiTextEntry *e = text_get(ui, face, px, c, s);
    if (!e) {
        return 0;
    }
    float w = (float)e->w, h = (float)e->h;
    int halign = align & 3;
    /* Upside-down text is read from the far side of the table, so its
     * alignment is mirrored too. */
    if (upside_down && halign != UI_CENTER) {
        halign = halign == UI_LEFT ? UI_RIGHT : UI_LEFT;
    }
    float dx = halign == UI_CENTER ? x - w / 2 : halign == UI_RIGHT ? x - w : x;
    float dy = (align & UI_MIDDLE) ? y - h / 2 : y;
    SDL_FRect dst = {floorf(dx), floorf(dy), w, h};
    ui_copy_veiled(ui, e->tex, &dst, upside_down ? 180.0 : 0.0);
    return e->w;
}

int ui_text(Ui *ui, UiFace face, int px, UiColor c, float x, float y,
            int align, const char *s)
{
    return ui_text_rot(ui, face, px, c, x, y, align, false, s);
}

/* How many bytes of `s` fit in `width` with an ellipsis after them (-1:
 * all of it fits, no ellipsis), remembered like the sizes: the move list
 * fits the same labels every frame, and each try is a measurement. */
static struct {
    uint64_t key;
    int keep;
} text_fits[UI_SIZES];

static int fit_bytes(Ui *ui, UiFace face, int px, float width, const char *s)
{
    int iw = (int)width;
    uint64_t key = (text_key(face, px, UI_RGBA(0, 0, 0, 0), s) ^
                    (uint64_t)(unsigned)iw * 0x9E3779B97F4A7C15ull) | 1u;
    size_t at = (size_t)(key % UI_SIZES);
    if (text_fits[at].key == key) {
        return text_fits[at].keep;
    }
    int tw, th, keep = -1;
    ui_text_size(ui, face, px, s, &tw, &th);
    if (tw > iw) {
        char buf[512];
        size_t n = strlen(s);
        if (n >= sizeof buf - 4) {
            n = sizeof buf - 4;
        }
        memcpy(buf, s, n);
        while (n > 0) {
            /* back off one UTF-8 character, then try with an ellipsis */
            n--;
            while (n > 0 && ((unsigned char)buf[n] & 0xC0) == 0x80) {
                n--;
            }
            memcpy(buf + n, "\xE2\x80\xA6", 4);
            ui_text_size(ui, face, px, buf, &tw, &th);
            if (tw <= iw) {
                break;
            }
        }
        keep = (int)n;
    }
    text_fits[at].key = key;
    text_fits[at].keep = keep;
    return keep;
}

void ui_text_fit(Ui *ui, UiFace face, int px, UiColor c, float x, float y,
                 float width, const char *s)
{
    int keep = fit_bytes(ui, face, px, width, s);
    if (keep < 0) {
        ui_text(ui, face, px, c, x, y, UI_LEFT, s);
        return;
    }
    char buf[512];
    memcpy(buf, s, (size_t)keep);
    memcpy(buf + keep, "\xE2\x80\xA6", 4);
    ui_text(ui, face, px, c, x, y, UI_LEFT, buf);
}

/* Greedy word wrap; UTF-8 safe because it breaks at spaces only. */
int ui_text_wrap(Ui *ui, UiFace face, int px, UiColor c, float x, float y,
                 float width, bool draw, const char *s)
{
    TTF_Font *f = ui_font(ui, face, px);
    int line_h = TTF_FontLineSkip(f);
    char line[1024];
    size_t n = 0;
    int lines = 0;
    const char *p = s;
    while (*p) {
        const char *word_end = p;
        while (*word_end && *word_end != ' ' && *word_end != '\n') {
            word_end++;
        }
        char trial[1024];
        size_t wl = (size_t)(word_end - p);
        if (n + wl + 2 >= sizeof trial) {
            wl = sizeof trial - n - 2;
        }
        memcpy(trial, line, n);
        size_t tn = n;
        if (tn > 0) {
            trial[tn++] = ' ';
        }
        memcpy(trial + tn, p, wl);
        tn += wl;
        trial[tn] = '\0';
        int tw = 0;
        ui_text_size(ui, face, px, trial, &tw, NULL);
        if ((float)tw > width && n > 0) {
            line[n] = '\0';
            if (draw) {
                ui_text(ui, face, px, c, x, y + (float)(lines * line_h),
                        UI_LEFT, line);
            }
            lines++;
            memcpy(line, p, wl);
            n = wl;
        } else {
            memcpy(line, trial, tn);
            n = tn;
        }
        p = word_end;
        if (*p == '\n') {
            line[n] = '\0';
            if (draw) {
                ui_text(ui, face, px, c, x, y + (float)(lines * line_h),
                        UI_LEFT, line);
            }
            lines++;
            n = 0;
            p++;
        } else if (*p == ' ') {
            p++;
        }
    }
    if (n > 0) {
        line[n] = '\0';
        if (draw) {
            ui_text(ui, face, px, c, x, y + (float)(lines * line_h), UI_LEFT,
                    line);
        }
        lines++;
    }
    return lines * line_h;
}

static const char *const image_files[UI_IMG_COUNT] = {
    "wood.png",   "earth.png",  "pit.png",    "pit-earth.png",
    "store.png",  "seed-1.png", "seed-2.png", "seed-3.png",
    "seed-4.png", "seed-5.png", "seed-6.png", "seed-7.png",
    "seed-8.png", "icon-256.png"};

/* Loaded on first use; a missing file is reported once and then drawn with
 * plain shapes. */
SDL_Texture *ui_image(Ui *ui, UiImage img)
{
    if ((int)img < 0 || img >= UI_IMG_COUNT) {
        return NULL;
    }
    if (!ui->image_tried[img]) {
        ui->image_tried[img] = true;
        char path[1200];
        snprintf(path, sizeof path, "%s/images/%s", ui->data_dir,
                 image_files[img]);
        ui->images[img] = IMG_LoadTexture(ui->ren, path);
        if (ui->images[img]) {
            SDL_SetTextureBlendMode(ui->images[img], SDL_BLENDMODE_BLEND);
            SDL_SetTextureScaleMode(ui->images[img], SDL_ScaleModeLinear);
        } else {
            SDL_Log("mancala-atlas: cannot load %s (%s); drawing plain "
                    "shapes instead", path, IMG_GetError());
        }
    }
    return ui->images[img];
}

/* Boards of a few sizes are on screen at once (the selection cards), so a
 * few tiled surfaces are kept, the least recently used replaced. */
/* Makes the corners outside a rounded rectangle transparent, so the
 * surface can be drawn with a plain copy. */
static void cut_corners(Ui *ui, int w, int h, float rad)
{
    SDL_SetRenderDrawBlendMode(ui->ren, SDL_BLENDMODE_NONE);
    float cx[4] = {rad, (float)w - rad, (float)w - rad, rad};
    float cy[4] = {rad, rad, (float)h - rad, (float)h - rad};
    float px[4] = {0, (float)w, (float)w, 0};
    float py[4] = {0, 0, (float)h, (float)h};
    float start[4] = {180, 270, 0, 90};
    SDL_Color clear = {0, 0, 0, 0};
    for (int k = 0; k < 4; k++) {
        enum { STEPS = 24 };
        SDL_Vertex v[STEPS + 2];
        v[0].position.x = px[k];
        v[0].position.y = py[k];
        for (int i = 0; i <= STEPS; i++) {
            float a = (start[k] + 90.0f * (float)i / STEPS) * UI_PI / 180.0f;
            v[i + 1].position.x = cx[k] + rad * cosf(a);
            v[i + 1].position.y = cy[k] + rad * sinf(a);
        }
        int idx[STEPS * 3];
        for (int i = 0; i < STEPS + 2; i++) {
            v[i].color = clear;
            v[i].tex_coord.x = v[i].tex_coord.y = 0;
        }
        for (int i = 0; i < STEPS; i++) {
            idx[i * 3] = 0;
            idx[i * 3 + 1] = i + 1;
            idx[i * 3 + 2] = i + 2;
        }
        SDL_RenderGeometry(ui->ren, NULL, v, STEPS + 2, idx, STEPS * 3);
    }
    SDL_SetRenderDrawBlendMode(ui->ren, SDL_BLENDMODE_BLEND);
}

SDL_Texture *ui_surface(Ui *ui, UiImage img, int w, int h, float radius)
{
    if (w <= 0 || h <= 0) {
        return NULL;
    }
    int n = (int)(sizeof ui->surfaces / sizeof ui->surfaces[0]);
    int slot = 0;
    for (int i = 0; i < n; i++) {
        if (ui->surfaces[i].tex && ui->surfaces[i].w == w &&
            ui->surfaces[i].h == h && ui->surfaces[i].img == (int)img) {
            ui->surfaces[i].used = ++ui->text_clock;
            return ui->surfaces[i].tex;
        }
        if (!ui->surfaces[i].tex ||
            (ui->surfaces[slot].tex &&
             ui->surfaces[i].used < ui->surfaces[slot].used)) {
            slot = i;
        }
    }
    SDL_Texture *tile = ui_image(ui, img);
    if (!tile) {
        return NULL;
    }
    if (ui->surfaces[slot].tex) {
        SDL_DestroyTexture(ui->surfaces[slot].tex);
        ui->surfaces[slot].tex = NULL;
    }
    SDL_Texture *t = SDL_CreateTexture(ui->ren, SDL_PIXELFORMAT_ARGB8888,
                                       SDL_TEXTUREACCESS_TARGET, w, h);
    if (!t) {
        return NULL;
    }
    int tw, th;
    SDL_QueryTexture(tile, NULL, NULL, &tw, &th);
    /* natural size, or a whole multiple of it on large, dense screens */
    int k = (int)(ui->u + 0.5f);
    if (k < 1) {
        k = 1;
    }
    SDL_Texture *old = SDL_GetRenderTarget(ui->ren);
    SDL_SetRenderTarget(ui->ren, t);
    SDL_SetTextureBlendMode(tile, SDL_BLENDMODE_NONE);
    for (int y = 0; y < h; y += th * k) {
        for (int x = 0; x < w; x += tw * k) {
            SDL_Rect dst = {x, y, tw * k, th * k};
            SDL_RenderCopy(ui->ren, tile, NULL, &dst);
        }
    }
    SDL_SetTextureBlendMode(tile, SDL_BLENDMODE_BLEND);
    cut_corners(ui, w, h, radius);
    SDL_SetRenderTarget(ui->ren, old);
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    ui->surfaces[slot].tex = t;
    ui->surfaces[slot].w = w;
    ui->surfaces[slot].h = h;
    ui->surfaces[slot].img = (int)img;
    ui->surfaces[slot].used = ++ui->text_clock;
    return t;
}

void ui_res_free(Ui *ui)
{
    ui_shapes_free(ui);
    for (size_t i = 0; i < sizeof ui->surfaces / sizeof ui->surfaces[0];
         i++) {
        if (ui->surfaces[i].tex) {
            SDL_DestroyTexture(ui->surfaces[i].tex);
            ui->surfaces[i].tex = NULL;
        }
    }
    ui_text_cache_clear(ui);
    for (int f = 0; f < UI_FACE_COUNT; f++) {
        for (int i = 0; i < 64; i++) {
            if (ui->fonts[f][i]) {
                TTF_CloseFont(ui->fonts[f][i]);
                ui->fonts[f][i] = NULL;
            }
        }
    }
    for (int i = 0; i < UI_IMG_COUNT; i++) {
        if (ui->images[i]) {
            SDL_DestroyTexture(ui->images[i]);
            ui->images[i] = NULL;
        }
        ui->image_tried[i] = false;
    }
}

/* ---- Settings ---- */

/* N_(): the names are also the settings file's values; shown through _(). */
static const char *const speed_names[UI_SPEED_COUNT] = {
    N_("slow"), N_("normal"), N_("fast"), N_("instant")};

const char *ui_speed_name(int speed)
{
    return speed >= 0 && speed < UI_SPEED_COUNT ? speed_names[speed] : "?";
}

const char *ui_player_name(const Ui *ui, int side)
{
    const char *n = ui->settings.names[side ? 1 : 0];
    if (strcmp(n, side ? "North" : "South") == 0) {
        return side ? _("North") : _("South");
    }
    return n;
}

void ui_settings_defaults(UiSettings *s)
{
    memset(s, 0, sizeof *s);
    s->speed = UI_SPEED_NORMAL;
    snprintf(s->names[0], sizeof s->names[0], "%s", "South");
    snprintf(s->names[1], sizeof s->names[1], "%s", "North");
    s->opponent = UI_OPP_TWO;
    s->level = AI_LEVEL_CLUB;
    s->think_ms = AI_DEFAULT_MS;
    s->volume = 80;
    /* Until the player picks one, the language follows the system locale. */
    snprintf(s->language, sizeof s->language, "%s",
             content_i18n_system_language());
}

static void trim(char *s)
{
    size_t n = strlen(s);
    while (n > 0 && (s[n - 1] == '\n' || s[n - 1] == '\r' ||
                     s[n - 1] == ' ')) {
        s[--n] = '\0';
    }
}

void ui_settings_load(UiSettings *s, const char *dir)
{
    ui_settings_defaults(s);
    if (!dir || !*dir) {
        return;
    }
    char path[1200];
    snprintf(path, sizeof path, "%s/settings.ini", dir);
    FILE *f = fopen(path, "r");
    if (!f) {
        return;
    }
    char line[256];
    int lineno = 0;
    while (fgets(line, sizeof line, f)) {
        lineno++;
        trim(line);
        if (!line[0] || line[0] == '#') {
            continue;
        }
        char *eq = strchr(line, '=');
        if (!eq) {
            SDL_Log("%s:%d: ignoring a line without '='", path, lineno);
            continue;
        }
        *eq = '\0';
        const char *key = line, *val = eq + 1;
        if (strcmp(key, "speed") == 0) {
            for (int i = 0; i < UI_SPEED_COUNT; i++) {
                if (strcmp(val, speed_names[i]) == 0) {
                    s->speed = i;
                }
            }
        } else if (strcmp(key, "south_name") == 0 && *val) {
            snprintf(s->names[0], sizeof s->names[0], "%s", val);
        } else if (strcmp(key, "north_name") == 0 && *val) {
            snprintf(s->names[1], sizeof s->names[1], "%s", val);
        } else if (strcmp(key, "language") == 0 && *val) {
            snprintf(s->language, sizeof s->language, "%s", val);
        } else if (strcmp(key, "face_to_face") == 0) {
            s->face_to_face = strcmp(val, "1") == 0;
        } else if (strcmp(key, "teaching") == 0) {
            s->teaching = strcmp(val, "1") == 0;
        } else if (strcmp(key, "opponent") == 0) {
            ui_opponent_from_name(val, &s->opponent);
        } else if (strcmp(key, "level") == 0) {
            AiLevel lv;
            if (ai_level_from_name(val, &lv) && lv != AI_LEVEL_RANDOM) {
                s->level = (int)lv;
            }
        } else if (strcmp(key, "think_ms") == 0) {
            long ms = strtol(val, NULL, 10);
            if (ms >= 100 && ms <= 60000) {
                s->think_ms = (int)ms;
            }
        } else if (strcmp(key, "window") == 0) {
            int w, h, x, y;
            char end;
            if (sscanf(val, "%d %d %d %d%c", &w, &h, &x, &y, &end) == 4 &&
                w >= 320 && h >= 240 && w <= 16384 && h <= 16384 &&
                x > -16384 && y > -16384 && x < 16384 && y < 16384) {
                s->window_w = w;
                s->window_h = h;
                s->window_x = x;
                s->window_y = y;
            }
        } else if (strcmp(key, "maximized") == 0) {
            s->maximized = strcmp(val, "1") == 0;
        } else if (strcmp(key, "fullscreen") == 0) {
            s->fullscreen = strcmp(val, "1") == 0;
        } else if (strcmp(key, "rule_references") == 0) {
            s->rule_refs = strcmp(val, "1") == 0;
        } else if (strcmp(key, "volume") == 0) {
            char *end;
            long v = strtol(val, &end, 10);
            if (end != val && !*end && v >= 0 && v <= 100) {
                s->volume = (int)v;
            }
        } else if (strcmp(key, "muted") == 0) {
            s->muted = strcmp(val, "1") == 0;
        } else {
            SDL_Log("%s:%d: ignoring unknown setting '%s'", path, lineno,
                    key);
        }
    }
    fclose(f);
}

bool ui_settings_save(const UiSettings *s, const char *dir)
{
    if (!dir || !*dir) {
        return false;
    }
    char path[1200], tmp[1210];
    snprintf(path, sizeof path, "%s/settings.ini", dir);
    snprintf(tmp, sizeof tmp, "%s.new", path);
    FILE *f = fopen(tmp, "w");
    if (!f) {
        SDL_Log("mancala-atlas: cannot save %s: %s", tmp, strerror(errno));
        return false;
    }
    fprintf(f, "# Mancala Atlas settings\nspeed=%s\nsouth_name=%s\n"
               "north_name=%s\nlanguage=%s\nface_to_face=%d\nteaching=%d\n",
            ui_speed_name(s->speed), s->names[0], s->names[1], s->language,
            s->face_to_face ? 1 : 0, s->teaching ? 1 : 0);
    fprintf(f, "opponent=%s\nlevel=%s\nthink_ms=%d\n",
            ui_opponent_name(s->opponent), ai_level_name((AiLevel)s->level),
            s->think_ms);
    if (s->window_w > 0) {
        fprintf(f, "window=%d %d %d %d\n", s->window_w, s->window_h,
                s->window_x, s->window_y);
    }
    fprintf(f, "maximized=%d\nfullscreen=%d\nrule_references=%d\n"
               "volume=%d\nmuted=%d\n",
            s->maximized ? 1 : 0, s->fullscreen ? 1 : 0,
            s->rule_refs ? 1 : 0, s->volume, s->muted ? 1 : 0);
    bool ok = fclose(f) == 0 && rename(tmp, path) == 0;
    if (!ok) {
        SDL_Log("mancala-atlas: cannot save %s: %s", path, strerror(errno));
    }
    return ok;
}
