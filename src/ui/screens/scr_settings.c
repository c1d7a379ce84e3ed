/* scr_settings.c: the settings screen: animation speed, player names, language, face-to-face, teaching mode, full screen and sound. */
#include "kit/draw.h"
#include "kit/rect.h"
#include "kit/screen.h"
#include "kit/settings.h"
#include "kit/sound.h"
#include "kit/text.h"
#include "kit/ui_i18n.h"
#include "kit/widgets.h"
#include "kit/window.h"
#include "screens/scr_settings.h"

#include "content.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
    SET_SPEED = 0,
    SET_SOUTH,
    SET_NORTH,
    SET_LANGUAGE,
    SET_TEXT,
    SET_RING,
    SET_FACE,
    SET_TEACH,
    SET_FULLSCREEN,
    SET_REFS,
    SET_MARKS,
    SET_SOUND,
    SET_BACK,
    SET_N
};

typedef struct SettingsState {
    int focus;
    int editing; /* SET_SOUTH or SET_NORTH while typing, else -1 */
    UiField edit;
    bool dragging; /* the volume's knob follows the pointer */
    UiButton buttons[SET_N];
    UiRect box;  /* the panel: the rows scroll in it when they overflow */
    float scroll; /* how far they are scrolled */
    float rows_h; /* the height of all of them */
    int shown_focus; /* the row last scrolled into sight */
    /* the row last clicked, kept where it was (its middle at anchor_y)
     * when a new text size or language makes the rows taller or shorter,
     * so that the next click lands on it again (issue 51: it landed on
     * the language); -1 after a key or the wheel */
    int anchor;
    float anchor_y;
    int anchor_w, anchor_h; /* the window's size then: a new one drops it */
    /* each row's top and height in the rows' frame, as last laid out: the
     * rows scroll by whole rows (issue 58: a half row at the top left a
     * blank band, one at the foot was cut mid-letters) */
    float row_top[SET_N], row_h[SET_N];
    /* the first row shown: one the panel's top edge would cut is not
     * drawn and takes no click (issue 52: after a larger text size the
     * top row showed half, under the edge) */
    int first_row;
    int end_row; /* and past the last: one the bottom edge would cut */
    char labels[SET_N][80];
} SettingsState;

static const char *row_title(int id)
{
    switch (id) {
    case SET_SPEED: return _("Animation speed");
    case SET_SOUTH: return _("South player (bottom)");
    case SET_NORTH: return _("North player (top)");
    case SET_LANGUAGE: return _("Language");
    case SET_TEXT: return _("Text size (larger for a projector)");
    case SET_RING: return _("Ring round the mouse pointer");
    case SET_FACE: return _("Face to face (North's labels upside down)");
    case SET_TEACH: return _("Teaching mode (pause after each step)");
    case SET_FULLSCREEN: return _("Full screen (F11)");
    case SET_REFS: return _("Rule references (such as C-6) for teachers");
    case SET_MARKS: return _("Review marks in words (Mistake, not ?)");
    case SET_SOUND: return _("Sound volume (Left, Right; M: off or on)");
    default: return "";
    }
}

/* Where a row's title may go: left of its button. */
static float title_room(const Ui *ui, const SettingsState *s, int id)
{
    float pad = 26 * ui->u + 6;
    return s->buttons[id].r.x - s->box.x - pad - pad * 0.6f;
}

static void set_labels(Ui *ui, SettingsState *s)
{
    const UiSettings *st = &ui->settings;
    snprintf(s->labels[SET_SPEED], sizeof s->labels[0], "%s",
             ui_speed_label(st->speed));
    for (int side = 0; side < 2; side++) {
        int id = side == 0 ? SET_SOUTH : SET_NORTH;
        /* while typing, the field is drawn over the button */
        snprintf(s->labels[id], sizeof s->labels[0], "%s",
                 s->editing == id ? "" : ui_player_name(ui, side));
    }
    snprintf(s->labels[SET_LANGUAGE], sizeof s->labels[0], "%s",
             content_language_name(st->language));
    snprintf(s->labels[SET_TEXT], sizeof s->labels[0], "%d%%",
             st->text_size);
    static const int flags[] = {SET_RING,       SET_FACE, SET_TEACH,
                                SET_FULLSCREEN, SET_REFS, SET_MARKS};
    const bool on[] = {st->pointer_ring, st->face_to_face, st->teaching,
                       st->fullscreen,   st->rule_refs,    st->mark_words};
    for (size_t i = 0; i < sizeof flags / sizeof *flags; i++) {
        snprintf(s->labels[flags[i]], sizeof s->labels[0], "%s",
                 on[i] ? _("On") : _("Off"));
        s->buttons[flags[i]].toggled = on[i];
    }
    if (st->muted) {
        snprintf(s->labels[SET_SOUND], sizeof s->labels[0], "%s", _("Off"));
    } else {
        /* TRANSLATORS: the sound volume, a percentage ("80%"; French
           writes "80 %" with a narrow no-break space) */
        snprintf(s->labels[SET_SOUND], sizeof s->labels[0], _("%d%%"),
                 st->volume);
    }
    snprintf(s->labels[SET_BACK], sizeof s->labels[0], "%s", _("Back"));
}

/* The row last clicked back where it was, by scrolling the rows, else
 * by moving the panel within its room (`lo` to `hi`). */
static void keep_anchor(SettingsState *s, const float *tops,
                        const float *heights, float lo, float hi)
{
    int a = s->anchor;
    if (a < 0 || a >= SET_BACK) {
        return;
    }
    float most = s->rows_h - s->box.h;
    float at = s->box.y + tops[a] - s->scroll + heights[a] / 2;
    s->scroll += at - s->anchor_y;
    s->scroll = s->scroll > most ? most : s->scroll < 0 ? 0 : s->scroll;
    at = s->box.y + tops[a] - s->scroll + heights[a] / 2;
    float y = s->box.y + s->anchor_y - at;
    s->box.y = y < lo ? lo : y > hi ? hi : y;
}

/* Where the rows may scroll to: row k at the panel's top (k 0: no
 * scroll). */
static float row_scroll(const SettingsState *s, int k, float pad)
{
    return k == 0 ? 0 : s->row_top[k] - pad * 0.3f;
}

/* The first row shown when the rows are scrolled by `scroll`, rounded to
 * the nearest whole row. */
static int nearest_row(const SettingsState *s, float scroll, float pad)
{
    int best = 0;
    for (int k = 1; k < SET_BACK; k++) {
        if (fabsf(row_scroll(s, k, pad) - scroll) <
            fabsf(row_scroll(s, best, pad) - scroll)) {
            best = k;
        }
    }
    return best;
}

/* The height the rows from row k take in a panel `h` high, whole rows
 * only, with the padding under the last (`pad` under the very last row,
 * a little under one the panel cuts); the row past the last shown in
 * *end. */
static float rows_fit(const SettingsState *s, int k, float sc, float pad,
                      float h, int *end)
{
    int e = k + 1;
    while (e < SET_BACK && s->row_top[e] + s->row_h[e] - sc <= h + 0.5f) {
        e++;
    }
    *end = e;
    float used = s->row_top[e - 1] + s->row_h[e - 1] - sc +
                 (e == SET_BACK ? pad : pad * 0.3f);
    return used < h ? used : h;
}

/* The rows scrolled by whole rows, the panel `h` high at most, ending
 * under the last whole row, placed between lo and hi (its top): of the
 * scrolls that show the row to keep (the one clicked, or the one the
 * ring has just moved to), the one that leaves the clicked row's button
 * (`bh` high) nearest under the pointer, then nearest to the scroll
 * asked for. Sets first_row and end_row. */
static void whole_rows(SettingsState *s, float pad, float h, float bh,
                       float lo, float hi, int keep)
{
    int best = nearest_row(s, s->scroll, pad);
    float best_off = 1e9f, best_far = 1e9f, best_y = s->box.y;
    float best_sc = row_scroll(s, best, pad);
    for (int c = 0; c < SET_BACK && keep >= 0; c++) {
        int end;
        float sc = row_scroll(s, c, pad);
        float used = rows_fit(s, c, sc, pad, h, &end);
        if (keep < c || keep >= end) {
            continue;
        }
        float y = s->box.y, off = 0;
        if (keep == s->anchor) {
            /* the panel may move down by what the whole rows leave, and
             * the first row by up to the padding of the very top */
            float mid = s->row_top[keep] - sc + s->row_h[keep] / 2;
            float top = hi + (h - used);
            y = s->anchor_y - mid;
            y = y < lo ? lo : y > top ? top : y;
            float down = s->anchor_y - (y + mid);
            if (c > 0 && down > 0) {
                float more = fminf(down, pad * 0.7f);
                int e2;
                rows_fit(s, c, sc - more, pad, h, &e2);
                if (keep < e2) {
                    sc -= more;
                    used = rows_fit(s, c, sc, pad, h, &end);
                    mid += more;
                }
            }
            off = fabsf(y + mid - s->anchor_y);
            off = off < bh / 2 - 1 ? 0 : off;
        }
        float far = fabsf(sc - s->scroll);
        if (off < best_off || (off == best_off && far < best_far)) {
            best = c;
            best_off = off;
            best_far = far;
            best_y = y;
            best_sc = sc;
        }
    }
    s->box.y = best_y;
    s->scroll = best_sc;
    s->first_row = best;
    s->box.h = rows_fit(s, best, best_sc, pad, h, &s->end_row);
}

/* The rows, each as tall as its button or its title (wrapped into the
 * room left of the button, at any text size), in a panel the heading
 * and Back (in the top left corner, as on the other screens) leave room
 * for; when they are taller than that they scroll, and the row with the
 * keyboard's ring is scrolled into sight. */
static void layout(Ui *ui, SettingsState *s)
{
    float ts = ui_text_scale(ui);
    float w = (860 * ui->u + 60) * (1 + (ts - 1) * 0.6f);
    if (w > (float)ui->w - 40) {
        w = (float)ui->w - 40;
    }
    float head = (float)ui_px(ui, 44) * 1.6f + 10;
    float bpad = 18 * ui->u + 6, bh = ui_button_h(ui, 40, 8);
    head = head > bpad + bh + bpad * 0.6f ? head : bpad + bh + bpad * 0.6f;
    float room = (float)ui->h - head - 16 * ui->u - 8;
    if (!ui->pref_dir[0]) {
        room -= (float)ui_px(ui, 16) * 1.6f; /* for the note below */
    }
    float pad = 26 * ui->u + 6;
    float bw = w * 0.38f;
    float rh = bh / 0.74f;
    /* rows a little closer where that shows one more whole row (issue
     * 51: at 200 % four rows and a band a row high left empty under the
     * panel) */
    float avail = room - 2 * pad, whole = floorf(avail / rh);
    if (whole >= 1 && whole < (float)SET_BACK &&
        avail / (whole + 1) >= bh * 1.12f) {
        rh = avail / (whole + 1);
    }
    float x = ((float)ui->w - w) / 2;
    int px = ui_px(ui, 20);
    s->box = (UiRect){x, head, w, room};
    float y = pad, tops[SET_N], heights[SET_N];
    s->buttons[SET_BACK] = (UiButton){{bpad, bpad, bh * 2.6f, bh},
                                      s->labels[SET_BACK], SET_BACK, true,
                                      false};
    for (int i = 0; i < SET_BACK; i++) {
        s->buttons[i] = (UiButton){{x + w - pad - bw, 0, bw, bh},
                                   s->labels[i], i, true, s->editing == i};
        float need = rh;
        float th = (float)ui_text_wrap(ui, UI_BOLD, px, ui_ink, 0, 0,
                                       title_room(ui, s, i), false,
                                       row_title(i));
        need = th + (rh - bh) > need ? th + (rh - bh) : need;
        tops[i] = y;
        heights[i] = need;
        y += need;
    }
    s->rows_h = y + pad;
    float h = s->rows_h < room ? s->rows_h : room;
    s->box = (UiRect){x, head + (room - h) / 2, w, h};
    bool focus_moved = s->focus != s->shown_focus && s->focus >= 0 &&
                       s->focus < SET_BACK;
    float lo = head, hi = head + room - h;
    if (s->anchor >= 0 && (s->anchor_w != ui->w || s->anchor_h != ui->h)) {
        /* a new window size (full screen): the rows from the top, the
         * row clicked in sight (issue 58: the first two scrolled away) */
        s->anchor = -1;
        s->scroll = 0;
        focus_moved = s->focus >= 0 && s->focus < SET_BACK;
    }
    if (focus_moved) {
        float top = tops[s->focus] - pad, bottom = tops[s->focus] +
                                                   heights[s->focus] + pad;
        if (top < s->scroll) {
            s->scroll = top;
        } else if (bottom > s->scroll + h) {
            s->scroll = bottom - h;
        }
        s->shown_focus = s->focus;
    }
    float most = s->rows_h - h;
    s->scroll = s->scroll > most ? most : s->scroll < 0 ? 0 : s->scroll;
    memcpy(s->row_top, tops, sizeof tops);
    memcpy(s->row_h, heights, sizeof heights);
    keep_anchor(s, tops, heights, lo, hi);
    int keep = s->anchor >= 0 && s->anchor < SET_BACK ? s->anchor
               : focus_moved                            ? s->focus
                                                        : -1;
    whole_rows(s, pad, h, bh, lo, hi, keep);
    set_labels(ui, s);
    for (int i = 0; i < SET_BACK; i++) {
        s->buttons[i].r.y = s->box.y + tops[i] - s->scroll +
                            (heights[i] - bh) / 2;
    }
}

static void activate(Ui *ui, SettingsState *s, int id)
{
    UiSettings *st = &ui->settings;
    switch (id) {
    case SET_SPEED:
        st->speed = (st->speed + 1) % UI_SPEED_COUNT;
        break;
    case SET_SOUTH:
    case SET_NORTH:
        s->editing = id;
        ui_field_start(&s->edit, ui_player_name(ui, id == SET_SOUTH ? 0 : 1),
                       UI_NAME_INPUT_MAX);
        return;
    case SET_LANGUAGE: {
        /* the next offered language (one still being translated,
         * chosen by --lang, is never offered here) */
        int n = CONTENT_LANGUAGE_COUNT, cur = 0;
        for (int i = 0; i < n; i++) {
            if (strcmp(content_language_code(i), st->language) == 0) {
                cur = i;
            }
        }
        for (int k = 1; k <= n; k++) {
            const char *next = content_language_code((cur + k) % n);
            if (content_language_offered(next)) {
                snprintf(st->language, sizeof st->language, "%s", next);
                break;
            }
        }
        content_i18n_set_language(st->language);
        ui_text_cache_clear(ui);
        ui->language_changed++; /* screens below redo their texts */
        break;
    }
    case SET_TEXT: {
        int k = 0;
        while (ui_text_sizes[k] && ui_text_sizes[k] != st->text_size) {
            k++;
        }
        st->text_size = ui_text_sizes[k] && ui_text_sizes[k + 1]
                            ? ui_text_sizes[k + 1] : ui_text_sizes[0];
        ui->dirty = true;
        break;
    }
    case SET_RING:
        st->pointer_ring = !st->pointer_ring;
        break;
    case SET_FACE:
        st->face_to_face = !st->face_to_face;
        break;
    case SET_TEACH:
        st->teaching = !st->teaching;
        break;
    case SET_FULLSCREEN:
        ui_set_fullscreen(ui, !st->fullscreen);
        return;
    case SET_REFS:
        st->rule_refs = !st->rule_refs;
        break;
    case SET_MARKS:
        st->mark_words = !st->mark_words;
        break;
    case SET_SOUND:
        /* Enter or Space on the slider: off or on (as M does) */
        st->muted = !st->muted;
        ui_sound_settings(ui->sound, st);
        ui_sound_play(ui->sound, UI_SFX_DROP1, 0, 1.0f);
        break;
    case SET_BACK:
        ui_pop(ui);
        return;
    default:
        return;
    }
    ui_save_settings(ui);
}

/* The volume slider: `volume` (0 to 100; 0 is off) is set, heard and
 * kept. */
static void set_volume(Ui *ui, int volume)
{
    UiSettings *st = &ui->settings;
    volume = volume < 0 ? 0 : volume > 100 ? 100 : volume;
    bool muted = volume == 0;
    if (muted == st->muted && (muted || volume == st->volume)) {
        return;
    }
    st->muted = muted;
    if (!muted) {
        st->volume = volume;
    }
    ui_sound_settings(ui->sound, st);
    ui_sound_play(ui->sound, UI_SFX_DROP1, 0, 1.0f);
    ui_save_settings(ui);
    ui->dirty = true;
}

/* Where the slider's track lies in its row's button. */
static UiRect volume_track(const Ui *ui, const SettingsState *s)
{
    /* the value's words ("80%", "Off") take the button's left quarter,
     * the track the rest, both on its middle line */
    UiRect r = s->buttons[SET_SOUND].r;
    float in = r.h * 0.5f, label = r.w * 0.26f;
    return (UiRect){r.x + label + in * 0.5f,
                    r.y + r.h * 0.5f - 3 * ui->u - 2,
                    r.w - label - 1.5f * in, 6 * ui->u + 4};
}

static int volume_at(const Ui *ui, const SettingsState *s, float x)
{
    UiRect t = volume_track(ui, s);
    float f = (x - t.x) / t.w;
    return (int)(f * 100.0f + 0.5f);
}

/* The slider takes Left and Right (10 % a step, down to off), a click
 * and a drag; true when the event was its. */
static bool volume_input(Ui *ui, SettingsState *s, const SDL_Event *e)
{
    const UiSettings *st = &ui->settings;
    int now = st->muted ? 0 : st->volume;
    if (e->type == SDL_KEYDOWN && s->focus == SET_SOUND &&
        (e->key.keysym.sym == SDLK_LEFT || e->key.keysym.sym == SDLK_RIGHT)) {
        int step = e->key.keysym.sym == SDLK_LEFT ? -10 : 10;
        set_volume(ui, (now + step) / 10 * 10);
        return true;
    }
    if (e->type == SDL_MOUSEBUTTONDOWN && e->button.button == SDL_BUTTON_LEFT &&
        ui_in_rect(s->buttons[SET_SOUND].r, (float)e->button.x,
                   (float)e->button.y)) {
        s->dragging = true;
        s->focus = SET_SOUND;
        set_volume(ui, volume_at(ui, s, (float)e->button.x));
        return true;
    }
    if (e->type == SDL_MOUSEMOTION && s->dragging) {
        set_volume(ui, volume_at(ui, s, (float)e->motion.x));
        return true;
    }
    if (e->type == SDL_MOUSEBUTTONUP && s->dragging) {
        s->dragging = false;
        return true;
    }
    return false;
}

static void draw_volume(Ui *ui, const SettingsState *s)
{
    const UiButton *b = &s->buttons[SET_SOUND];
    const UiSettings *st = &ui->settings;
    float rad = b->r.h * 0.3f;
    /* in the colours of a button, not of a toggled one */
    ui_round_grad(ui, b->r, rad, UI_RGB(196, 128, 62), UI_RGB(150, 88, 40));
    if (s->focus == SET_SOUND) {
        ui_focus_ring(ui, b->r, rad);
        snprintf(ui->focused, sizeof ui->focused, "%s|1", b->label);
    }
    UiRect t = volume_track(ui, s);
    float f = st->muted ? 0.0f : (float)st->volume / 100.0f;
    ui_round(ui, t, t.h / 2, UI_RGB(90, 52, 24));
    ui_round(ui, (UiRect){t.x, t.y, t.w * f, t.h}, t.h / 2, ui_paper);
    ui_disc(ui, t.x + t.w * f, t.y + t.h / 2, t.h * 1.4f, ui_paper);
    /* in the size of the other buttons' words */
    int px = (int)(b->r.h * 0.46f), tw, th;
    ui_text_size(ui, UI_BOLD, px, b->label, &tw, &th);
    ui_text_fit(ui, UI_BOLD, px, ui_paper, b->r.x + b->r.h * 0.4f,
                b->r.y + (b->r.h - (float)th) / 2,
                t.x - b->r.x - b->r.h * 0.6f, b->label);
}

static void settings_input(Ui *ui, void *st, const SDL_Event *e)
{
    SettingsState *s = st;
    layout(ui, s);
    if (s->editing >= 0) {
        int side = s->editing == SET_SOUTH ? 0 : 1;
        bool ended = ui_name_input(ui, side, &s->edit, e);
        if (ended) {
            s->editing = -1;
        }
        /* a click elsewhere ends the typing and does what it does
         * (issue 51: it took a second click) */
        if (!ended || e->type != SDL_MOUSEBUTTONUP) {
            return;
        }
    }
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_ESCAPE) {
        ui_pop(ui);
        return;
    }
    if (e->type == SDL_KEYDOWN || e->type == SDL_MOUSEWHEEL) {
        s->anchor = -1; /* the keys and the wheel move the rows */
    }
    if (e->type == SDL_MOUSEWHEEL) {
        /* a row a notch (layout() keeps it within the rows) */
        float pad = 26 * ui->u + 6;
        int k = s->first_row - e->wheel.y;
        k = k < 0 ? 0 : k >= SET_BACK ? SET_BACK - 1 : k;
        s->scroll = row_scroll(s, k, pad);
        return;
    }
    bool pointer = e->type == SDL_MOUSEBUTTONDOWN ||
                   e->type == SDL_MOUSEBUTTONUP ||
                   e->type == SDL_MOUSEMOTION;
    float py = e->type == SDL_MOUSEMOTION ? (float)e->motion.y
                                         : (float)e->button.y;
    float px = e->type == SDL_MOUSEMOTION ? (float)e->motion.x
                                         : (float)e->button.x;
    if (pointer && !s->dragging &&
        (py < s->box.y || py >= s->box.y + s->box.h) &&
        ui_button_hit(&s->buttons[SET_BACK], 1, (int)px, (int)py) < 0) {
        return; /* rows scrolled out of the panel take no clicks */
    }
    if (volume_input(ui, s, e)) {
        return;
    }
    int hit = ui_buttons_input(ui, s->buttons, SET_N, &s->focus, e);
    if (hit >= 0 && (hit < s->first_row || (hit >= s->end_row &&
                                            hit < SET_BACK)) && pointer) {
        return; /* a row cut by the top or bottom edge is not drawn */
    }
    if (hit >= 0 && e->type == SDL_MOUSEBUTTONUP) {
        s->anchor = hit;
        s->anchor_y = s->buttons[hit].r.y + s->buttons[hit].r.h / 2;
        s->anchor_w = ui->w;
        s->anchor_h = ui->h;
    }
    if (hit >= 0) {
        activate(ui, s, hit);
    }
}

static int settings_update(Ui *ui, void *st, uint32_t dt)
{
    (void)ui;
    (void)st;
    (void)dt;
    return -1;
}

static void settings_draw(Ui *ui, void *st)
{
    SettingsState *s = st;
    layout(ui, s);
    ui_background(ui);
    int hpx = ui_px(ui, 44);
    ui_text(ui, UI_SERIF, hpx, UI_RGB(252, 226, 170), (float)ui->w / 2,
            (float)hpx * 0.8f + 5, UI_CENTER | UI_MIDDLE, _("Settings"));
    ui_panel(ui, s->box);
    SDL_Rect clip = {(int)s->box.x, (int)s->box.y + 2, (int)s->box.w,
                     (int)s->box.h - 4};
    SDL_RenderSetClipRect(ui->ren, &clip);
    float pad = 26 * ui->u + 6;
    int px = ui_px(ui, 20);
    for (int i = s->first_row; i < s->end_row; i++) {
        UiButton *b = &s->buttons[i];
        /* the title keeps clear of its button, in as many lines as it
         * needs, centred on it */
        float room = title_room(ui, s, i);
        float th = (float)ui_text_wrap(ui, UI_BOLD, px, ui_ink, 0, 0, room,
                                       false, row_title(i));
        ui_text_wrap(ui, UI_BOLD, px, ui_ink, s->box.x + pad,
                     b->r.y + (b->r.h - th) / 2, room, true, row_title(i));
    }
    for (int i = s->first_row; i < s->end_row; i++) {
        if (i == SET_SOUTH || i == SET_NORTH) {
            ui_name_field_draw(ui, &s->buttons[i],
                               s->editing == i ? &s->edit : NULL,
                               s->focus == i);
        } else if (i == SET_SPEED || i == SET_LANGUAGE) {
            ui_cycle_button_draw(ui, &s->buttons[i], i == s->focus, NULL);
        } else if (i != SET_SOUND) {
            ui_button_draw(ui, &s->buttons[i], i == s->focus);
        }
    }
    if (s->first_row <= SET_SOUND && SET_SOUND < s->end_row) {
        draw_volume(ui, s);
    }
    ui_scroll_bar(ui, s->box, s->box.h, s->rows_h, s->scroll);
    SDL_RenderSetClipRect(ui->ren, NULL);
    ui_button_draw(ui, &s->buttons[SET_BACK], s->focus == SET_BACK);
    if (!ui->pref_dir[0]) {
        ui_text(ui, UI_SANS, ui_px(ui, 16), UI_RGB(236, 214, 178),
                (float)ui->w / 2,
                s->box.y + s->box.h + 8 * ui->u + 4 +
                    (float)ui_px(ui, 16) * 0.8f,
                UI_CENTER | UI_MIDDLE,
                _("These settings last until the game closes"));
    }
}

static void settings_leave(Ui *ui, void *st)
{
    SettingsState *s = st;
    if (s->editing >= 0) {
        ui_name_typed(ui, s->editing == SET_SOUTH ? 0 : 1, &s->edit, true);
    }
    free(s);
}

static void settings_dump(Ui *ui, void *st, FILE *f)
{
    SettingsState *s = st;
    layout(ui, s);
    fprintf(f, "screen settings\nfocus %d\nvolume %d\nmuted %d\n"
               "south %s\nnorth %s\ntext_size %d\npointer_ring %d\n"
               "scroll %d of %d\n",
            s->focus, ui->settings.volume, ui->settings.muted ? 1 : 0,
            s->labels[SET_SOUTH], s->labels[SET_NORTH],
            ui->settings.text_size, ui->settings.pointer_ring ? 1 : 0,
            (int)s->scroll, (int)(s->rows_h - s->box.h));
    fprintf(f, "panel %.0f %.0f %.0f %.0f\n", s->box.x, s->box.y, s->box.w,
            s->box.h);
    fprintf(f, "rows_shown %d %d\n", s->first_row, s->end_row);
    for (int i = s->first_row; i < s->end_row; i++) {
        fprintf(f, "row_%d %.0f %.0f\n", i,
                s->box.y + s->row_top[i] - s->scroll, s->row_h[i]);
    }
    /* the rows shown, and Back */
    ui_buttons_dump(s->buttons + s->first_row, s->end_row - s->first_row, f);
    ui_buttons_dump(s->buttons + SET_BACK, 1, f);
}

static const UiKey settings_keys[] = {
    {N_("Up, Down or Tab"), N_("Move between the settings")},
    {N_("Enter or Space"), N_("Change the setting with the ring")},
    {N_("Left, Right"), N_("Sound volume: quieter, louder")},
    {N_("Enter"), N_("Typing a name: keep it")},
    {NULL, NULL},
};

static const UiScreenDef settings_def = {"settings", settings_input,
                                         settings_update, settings_draw,
                                         settings_leave, settings_dump,
                                         settings_keys};

void ui_settings_push(Ui *ui)
{
    SettingsState *s = calloc(1, sizeof *s);
    if (!s) {
        ui_fatal(__FILE__, __LINE__, "out of memory");
    }
    s->editing = -1;
    s->shown_focus = -1;
    s->anchor = -1;
    ui_push(ui, &settings_def, s);
}
