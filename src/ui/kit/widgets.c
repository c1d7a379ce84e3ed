/* widgets.c: the parts screens are built of: panels, the focus ring, buttons
 * and their keyboard and mouse input, scrolling, the one-line text field and
 * the dimming behind a dialog. */
#include "kit/draw.h"
#include "kit/rect.h"
#include "kit/screen.h"
#include "kit/sound.h"
#include "kit/text.h"
#include "kit/ui_i18n.h"
#include "kit/widgets.h"

#include "safeio.h"

#include <string.h>

float ui_heading(Ui *ui, float *title_y, float *line_y)
{
    float pad = 18 * ui->u + 6;
    float tpx = (float)ui_px(ui, 40), spx = (float)ui_px(ui, 22);
    /* issue 58: "Step 1/7" overlapped the lesson's title; issue 51: the
     * watched move overlapped Watch's */
    *title_y = fmaxf(pad + 20 * ui->u, tpx * 0.7f);
    *line_y = fmaxf(pad + 62 * ui->u, *title_y + tpx * 0.55f + spx * 0.7f);
    return fmaxf(96 * ui->u + 24, *line_y + spx * 0.8f);
}

int ui_px_fit(Ui *ui, UiFace face, int px, float width, const char *s)
{
    int tw = 0, th = 0;
    ui_text_size(ui, face, px, s, &tw, &th);
    return (float)tw > width && tw > 0 ? (int)((float)px * width / (float)tw)
                                       : px;
}

float ui_button_h(const Ui *ui, float base, float extra)
{
    return (base * ui->u + extra) * ui_text_scale(ui);
}

void ui_scroll_bar(Ui *ui, UiRect page, float view, float content,
                   float scroll)
{
    if (content <= view) {
        return;
    }
    float track = page.h - 24 * ui->u;
    float th = track * view / content;
    float ty = page.y + 12 * ui->u + (track - th) * (scroll / (content - view));
    ui_round(ui, (UiRect){page.x + page.w - 12 * ui->u - 4, ty,
                          6 * ui->u + 2, th}, 4 * ui->u + 1,
             UI_RGBA(120, 80, 40, 140));
}

float ui_buttons_rows(Ui *ui, UiButton *bs, int n, float x, float w,
                      float bottom, float bh, float gap)
{
    int px = (int)(bh * 0.46f), per = n;
    for (int rows = 1; rows <= n; rows++) {
        per = (n + rows - 1) / rows;
        float bw = (w - (float)(per - 1) * gap) / (float)per;
        bool fit = true;
        for (int i = 0; i < n && fit; i++) {
            int tw, th;
            ui_text_size(ui, UI_BOLD, px * 9 / 10, bs[i].label, &tw, &th);
            fit = (float)tw <= bw - 8;
        }
        if (fit) {
            break;
        }
    }
    int rows = (n + per - 1) / per;
    float top = bottom - (float)rows * bh - (float)(rows - 1) * gap;
    for (int i = 0; i < n; i++) {
        int row = i / per, col = i % per;
        /* a last row with fewer buttons keeps their width, centred */
        int in_row = row == rows - 1 ? n - row * per : per;
        float bw = (w - (float)(per - 1) * gap) / (float)per;
        float left = x + (w - (float)in_row * bw - (float)(in_row - 1) * gap) / 2;
        bs[i].r = (UiRect){left + (float)col * (bw + gap),
                           top + (float)row * (bh + gap), bw, bh};
    }
    return top;
}

/* The width button `b` (its height set) needs to show `label` at its size
 * on one line, `arrow`: with a cycling button's arrow. */
static float button_need(Ui *ui, const UiButton *b, const char *label,
                         bool arrow)
{
    int tw, th;
    ui_text_size(ui, UI_BOLD, (int)(b->r.h * 0.46f), label, &tw, &th);
    return (float)tw + 8 + b->r.h * (arrow ? 0.63f : 0.3f);
}

void ui_buttons_row(Ui *ui, UiButton *bs, int n, UiRect row, float gap,
                    const char *const fit_as[], int cycle)
{
    float need[16], sum = 0, share = (row.w - (float)(n - 1) * gap) / (float)n;
    bool equal = true;
    for (int i = 0; i < n && i < 16; i++) {
        bs[i].r.h = row.h;
        need[i] = button_need(ui, &bs[i],
                              fit_as && fit_as[i] ? fit_as[i] : bs[i].label,
                              i == cycle);
        sum += need[i];
        equal = equal && need[i] <= share;
    }
    float left = row.w - (float)(n - 1) * gap - sum, x = row.x;
    equal = equal || left < 0 || n > 16;
    for (int i = 0; i < n; i++) {
        float bw = equal ? share : need[i] + left / (float)n;
        bs[i].r = (UiRect){x, row.y, bw, row.h};
        x += bw + gap;
    }
}

/* A parchment panel for text and lists. */
void ui_panel(Ui *ui, UiRect r)
{
    float rad = 12 * ui->u;
    UiRect sh = {r.x + 3 * ui->u, r.y + 5 * ui->u, r.w, r.h};
    ui_round(ui, sh, rad, UI_RGBA(0, 0, 0, 70));
    ui_round_grad(ui, r, rad, UI_RGB(250, 240, 218), UI_RGB(236, 220, 190));
    ui_round_line(ui, r, rad, 1.5f * ui->u + 0.5f, UI_RGBA(120, 80, 40, 120));
}

/* The keyboard's place: a bright ring inside a dark one, so that it shows
 * on the dark wood and on the light parchment alike. */
void ui_pen(Ui *ui, float x, float cy, float w, UiColor c, bool flip)
{
    /* the stroke's two ends and the nib's three corners of the unturned
     * pen, as offsets from its middle, turned round it when flipped */
    static const float pts[5][2] = {{-0.3f, 0.4f},  {0.5f, -0.4f},
                                    {-0.5f, 0.5f},  {-0.4f, 0.22f},
                                    {-0.22f, 0.4f}};
    float d = flip ? -w : w, mx = x + w / 2, q[5][2];
    for (int i = 0; i < 5; i++) {
        q[i][0] = mx + pts[i][0] * d;
        q[i][1] = cy + pts[i][1] * d;
    }
    ui_line(ui, q[0][0], q[0][1], q[1][0], q[1][1], 3 * ui->u + 1, c);
    ui_triangle(ui, q[2][0], q[2][1], q[3][0], q[3][1], q[4][0], q[4][1], c);
}

int ui_px_to_fit(Ui *ui, UiFace face, int px, int least, float width,
                 const char *s)
{
    int w, h;
    ui_text_size(ui, face, px, s, &w, &h);
    while ((float)w > width && px > least) {
        ui_text_size(ui, face, --px, s, &w, &h);
    }
    return px;
}

void ui_name_pen(Ui *ui, int px, float x, float cy, float w, bool flip,
                 const char *name, bool pen)
{
    char cut[200];
    float pw = pen ? (float)px * 0.7f : 0;
    /* a long name gets smaller, down to two fifths (the 100 % size at
     * 200 % and a little less), before it is cut (issue 58) */
    px = ui_px_to_fit(ui, UI_BOLD, px, px * 2 / 5, w - pw * 1.5f, name);
    const char *shown =
        ui_ellipsis(ui, UI_BOLD, px, w - pw * 1.5f, name, cut, sizeof cut);
    ui_text_rot(ui, UI_BOLD, px, ui_ink, x, cy, UI_LEFT | UI_MIDDLE, flip,
                shown);
    if (pen) {
        int tw = 0;
        ui_text_size(ui, UI_BOLD, px, shown, &tw, NULL);
        ui_pen(ui, flip ? x - (float)tw - pw * 1.5f : x + (float)tw + pw * 0.5f,
               cy, pw, UI_RGB(150, 110, 70), flip);
    }
}

void ui_focus_ring(Ui *ui, UiRect r, float rad)
{
    float d = 3 * ui->u + 1, w = 2.5f * ui->u + 1;
    UiRect in = {r.x - d, r.y - d, r.w + 2 * d, r.h + 2 * d};
    UiRect out = {in.x - w, in.y - w, in.w + 2 * w, in.h + 2 * w};
    ui_round_line(ui, out, rad + d + w, w, UI_RGB(48, 24, 8));
    ui_round_line(ui, in, rad + d, w, UI_RGB(255, 214, 92));
}

void ui_button_draw(Ui *ui, const UiButton *b, bool focused)
{
    ui_button_draw_as(ui, b, focused, NULL);
}

/* The width a button's words may take: all but a margin at each end
 * that grows with the button (issue 52: "Bước trước" touched its edges). */
static float label_room(const UiButton *b)
{
    float m = b->r.h * 0.24f;
    return b->r.w - (m > 8 ? m : 8);
}

/* A label too long for one line even at its smallest ("Vitesse :
 * normale" in a narrow panel) in two, broken at the space that makes the
 * longer line shortest; false when no break lets both lines fit. */
static bool button_two_lines(Ui *ui, const UiButton *b, UiColor text,
                             int cap)
{
    int px = (int)(b->r.h * 0.36f);
    px = cap > 0 && cap < px ? cap : px; /* its row's size, if smaller */
    if (px < 8) {
        return false;
    }
    char first[256];
    int best = -1, best_w = 0;
    size_t n = strlen(b->label);
    for (size_t i = 1; i + 1 < n && i < sizeof first; i++) {
        if (b->label[i] != ' ') {
            continue;
        }
        int w1, w2, th;
        snprintf(first, sizeof first, "%.*s", (int)i, b->label);
        ui_text_size(ui, UI_BOLD, px, first, &w1, &th);
        ui_text_size(ui, UI_BOLD, px, b->label + i + 1, &w2, &th);
        int w = w1 > w2 ? w1 : w2;
        if ((float)w <= label_room(b) && (best < 0 || w < best_w)) {
            best = (int)i;
            best_w = w;
        }
    }
    if (best < 0) {
        return false;
    }
    snprintf(first, sizeof first, "%.*s", best, b->label);
    float line = (float)TTF_FontLineSkip(ui_font(ui, UI_BOLD, px)) * 0.9f;
    float cx = b->r.x + b->r.w / 2, cy = b->r.y + b->r.h / 2;
    ui_text(ui, UI_BOLD, px, text, cx, cy - line / 2, UI_CENTER | UI_MIDDLE,
            first);
    ui_text(ui, UI_BOLD, px, text, cx, cy + line / 2, UI_CENTER | UI_MIDDLE,
            b->label + best + 1);
    return true;
}

static void label_draw(Ui *ui, const UiButton *b, UiColor text,
                       const char *fit_as, int cap);

/* Do the words (or fit_as) fit on one line, at two thirds of their size
 * at least, in the button less `less` of its width? */
static bool label_fits(Ui *ui, const UiButton *b, const char *fit_as,
                       float less)
{
    int px = (int)(b->r.h * 0.46f), least = px * 2 / 3 > 8 ? px * 2 / 3 : 8;
    int tw, th;
    ui_text_size(ui, UI_BOLD, least, fit_as ? fit_as : b->label, &tw, &th);
    return (float)tw <= label_room(b) - less;
}

/* A cycle button's words go in `inner`, left of its arrow with a gap (the
 * arrow touched "Normal": issue 52), where they fit on one line; true
 * then (else inner is the whole button). */
static bool cycle_inner(Ui *ui, const UiButton *b, const char *fit_as,
                        bool cycles, UiButton *inner)
{
    float a = b->r.h * 0.3f, room = a * 0.6f + b->r.h * 0.16f + a * 0.4f;
    *inner = *b;
    if (!cycles || !label_fits(ui, b, fit_as, room)) {
        return false;
    }
    inner->r.x += a * 0.1f;
    inner->r.w -= room + a * 0.1f;
    return true;
}

static void button_draw(Ui *ui, const UiButton *b, bool focused,
                        const char *fit_as, bool cycles, int cap)
{
    float rad = b->r.h * 0.3f;
    bool hot = ui->hover_lit &&
               ui_in_rect(b->r, (float)ui->mouse_x, (float)ui->mouse_y);
    UiColor top = UI_RGB(196, 128, 62), bottom = UI_RGB(150, 88, 40);
    UiColor text = ui_paper;
    if (b->toggled) {
        top = UI_RGB(244, 200, 110);
        bottom = UI_RGB(222, 160, 70);
        text = ui_ink;
    }
    if (!b->enabled) {
        top = UI_RGB(120, 96, 78);
        bottom = UI_RGB(104, 82, 66);
        text = UI_RGB(190, 176, 160);
    } else if (hot) {
        top = ui_mix(top, UI_RGB(255, 230, 180), 0.25f);
        bottom = ui_mix(bottom, UI_RGB(255, 230, 180), 0.2f);
        snprintf(ui->lit, sizeof ui->lit, "%s|1", b->label);
    }
    UiRect sh = {b->r.x, b->r.y + 3 * ui->u, b->r.w, b->r.h};
    ui_round(ui, sh, rad, UI_RGBA(0, 0, 0, 90));
    ui_round_grad(ui, b->r, rad, top, bottom);
    if (focused) {
        ui_focus_ring(ui, b->r, rad);
        snprintf(ui->focused, sizeof ui->focused, "%s|%d", b->label,
                 b->enabled ? 1 : 0);
    }
    UiButton inner = *b;
    if (cycle_inner(ui, b, fit_as, cycles, &inner)) {
        /* value ▸: an arrow at the right end says a press gives the next
         * value; the words keep left of it (where they fit on one line:
         * else they have the whole button) */
        float a = b->r.h * 0.3f, cy = b->r.y + b->r.h / 2;
        float t = b->r.h * 0.12f, rx = b->r.x + b->r.w - a * 0.6f;
        ui_triangle(ui, rx, cy, rx - t * 1.3f, cy - t, rx - t * 1.3f, cy + t,
                    ui_mix(text, top, 0.2f));
    }
    label_draw(ui, &inner, text, fit_as, cap);
}

void ui_button_draw_as(Ui *ui, const UiButton *b, bool focused,
                       const char *fit_as)
{
    button_draw(ui, b, focused, fit_as, false, 0);
}

void ui_cycle_button_draw(Ui *ui, const UiButton *b, bool focused,
                          const char *fit_as)
{
    button_draw(ui, b, focused, fit_as, true, 0);
}

/* The size of a button's words: as its height allows (at most `cap`, if
 * not 0), less until they fit, down to two thirds. */
static int label_px(Ui *ui, const UiButton *b, const char *fit_as, int cap)
{
    int px = (int)(b->r.h * 0.46f), least = px * 2 / 3 > 8 ? px * 2 / 3 : 8;
    px = cap > 0 && cap < px ? cap : px;
    int tw, th;
    const char *sized = fit_as ? fit_as : b->label;
    ui_text_size(ui, UI_BOLD, px, sized, &tw, &th);
    while (tw > label_room(b) && px > least) {
        px--;
        ui_text_size(ui, UI_BOLD, px, sized, &tw, &th);
    }
    return px;
}

int ui_button_label_px(Ui *ui, const UiButton *b, const char *fit_as,
                       bool cycles)
{
    UiButton inner;
    cycle_inner(ui, b, fit_as, cycles, &inner);
    return label_px(ui, &inner, fit_as, 0);
}

/* A button's words, centred in it: a long label gets smaller, down to
 * two thirds, then goes on two lines, else is cut. */
static void label_draw(Ui *ui, const UiButton *b, UiColor text,
                       const char *fit_as, int cap)
{
    int px = label_px(ui, b, fit_as, cap), tw, th;
    ui_text_size(ui, UI_BOLD, px, fit_as ? fit_as : b->label, &tw, &th);
    if (tw > label_room(b) && button_two_lines(ui, b, text, cap)) {
        return;
    }
    char cut[256];
    ui_text(ui, UI_BOLD, px, text, b->r.x + b->r.w / 2, b->r.y + b->r.h / 2,
            UI_CENTER | UI_MIDDLE,
            ui_ellipsis(ui, UI_BOLD, px, label_room(b), b->label, cut,
                        sizeof cut));
}

int ui_button_hit(const UiButton *bs, int n, int x, int y)
{
    for (int i = 0; i < n; i++) {
        if (bs[i].enabled && ui_in_rect(bs[i].r, (float)x, (float)y)) {
            return i;
        }
    }
    return -1;
}

void ui_field_start(UiField *f, const char *text, size_t max)
{
    if (max > sizeof f->text) {
        max = sizeof f->text;
    }
    f->max = max;
    /* a longer name is cut between characters */
    snprintf(f->text, max, "%.*s", (int)safeio_utf8_fit(text, max - 1),
             text);
    f->all = true;
    SDL_StartTextInput();
}

UiFieldAct ui_field_input(UiField *f, const SDL_Event *e)
{
    if (e->type == SDL_TEXTINPUT) {
        if (f->all) {
            f->text[0] = '\0';
            f->all = false;
        }
        size_t n = strlen(f->text), add = strlen(e->text.text);
        if (n + add < f->max) {
            memcpy(f->text + n, e->text.text, add + 1);
        }
        return UI_FIELD_TYPED;
    }
    if (e->type == SDL_MOUSEBUTTONUP) {
        return UI_FIELD_KEEP; /* a click elsewhere ends the typing */
    }
    if (e->type != SDL_KEYDOWN) {
        return UI_FIELD_NONE;
    }
    SDL_Keycode k = e->key.keysym.sym;
    if (k == SDLK_RETURN || k == SDLK_KP_ENTER) {
        return UI_FIELD_KEEP;
    }
    if (k == SDLK_ESCAPE) {
        return UI_FIELD_CANCEL;
    }
    if (k == SDLK_a && (e->key.keysym.mod & KMOD_CTRL)) {
        f->all = true;
        return UI_FIELD_TYPED;
    }
    if (k == SDLK_BACKSPACE || (k == SDLK_DELETE && f->all)) {
        size_t n = strlen(f->text);
        /* the last character goes, whole */
        f->text[f->all || n == 0 ? 0 : safeio_utf8_fit(f->text, n - 1)] =
            '\0';
        f->all = false;
        return UI_FIELD_TYPED;
    }
    if (k == SDLK_LEFT || k == SDLK_RIGHT || k == SDLK_HOME ||
        k == SDLK_END) {
        f->all = false; /* the caret stays at the end */
        return UI_FIELD_TYPED;
    }
    return UI_FIELD_NONE;
}

void ui_field_draw(Ui *ui, const UiField *f, UiFace face, int px, UiColor c,
                   float x, float y, float width, bool upside_down)
{
    /* while typing, the end of a long text shows: "…end|" */
    char shown[sizeof f->text + 8];
    const char *t = f->text;
    snprintf(shown, sizeof shown, "%s%s", t, f->all ? "" : "|");
    int tw, th;
    ui_text_size(ui, face, px, shown, &tw, &th);
    while ((float)tw > width && *t) {
        size_t n = safeio_utf8_char((const unsigned char *)t, strlen(t));
        t += n ? n : 1;
        snprintf(shown, sizeof shown, "\xE2\x80\xA6%s%s", t,
                 f->all ? "" : "|");
        ui_text_size(ui, face, px, shown, &tw, &th);
    }
    if (f->all && f->text[0]) {
        /* selected: typing replaces it */
        float sx = upside_down ? x - (float)tw : x;
        ui_round(ui, (UiRect){sx - 2, y - (float)th / 2, (float)tw + 4,
                              (float)th},
                 3, UI_RGBA(70, 120, 200, 110));
    }
    ui_text_rot(ui, face, px, c, x, y, UI_LEFT | UI_MIDDLE, upside_down,
                shown);
}

int ui_buttons_input(Ui *ui, const UiButton *bs, int n, int *focus,
                     const SDL_Event *e)
{
    if (n <= 0) {
        return -1;
    }
    if (e->type == SDL_MOUSEBUTTONUP && e->button.button == SDL_BUTTON_LEFT) {
        int hit = ui_button_hit(bs, n, e->button.x, e->button.y);
        if (hit >= 0) {
            *focus = hit;
            ui_sound_play(ui->sound, UI_SFX_CLICK, 0, 1.0f);
        }
        return hit;
    }
    if (e->type == SDL_MOUSEMOTION) {
        int hit = ui_button_hit(bs, n, e->motion.x, e->motion.y);
        if (hit >= 0) {
            *focus = hit;
        }
        return -1;
    }
    if (e->type != SDL_KEYDOWN) {
        return -1;
    }
    SDL_Keycode k = e->key.keysym.sym;
    int step = 0;
    if (k == SDLK_DOWN || k == SDLK_RIGHT ||
        (k == SDLK_TAB && !(e->key.keysym.mod & KMOD_SHIFT))) {
        step = 1;
    } else if (k == SDLK_UP || k == SDLK_LEFT || k == SDLK_TAB) {
        step = -1;
    }
    if (step) {
        for (int tries = 0; tries < n; tries++) {
            *focus = ((*focus + step) % n + n) % n;
            if (bs[*focus].enabled) {
                break;
            }
        }
        return -1;
    }
    if ((k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_SPACE) &&
        *focus >= 0 && *focus < n && bs[*focus].enabled) {
        ui_sound_play(ui->sound, UI_SFX_CLICK, 0, 1.0f);
        return *focus;
    }
    return -1;
}

void ui_buttons_keep_focus(const UiButton *bs, int n, int *focus)
{
    if (*focus >= 0 && *focus < n && bs[*focus].enabled) {
        return;
    }
    *focus = -1;
    for (int i = 0; i < n && *focus < 0; i++) {
        if (bs[i].enabled) {
            *focus = i;
        }
    }
}

bool ui_scroll_input(const SDL_Event *e, float line, float page,
                     float *scroll)
{
    if (e->type == SDL_MOUSEWHEEL) {
        *scroll -= (float)e->wheel.y * line * 3;
        return true;
    }
    if (e->type != SDL_KEYDOWN) {
        return false;
    }
    switch (e->key.keysym.sym) {
    case SDLK_DOWN:
        *scroll += line;
        return true;
    case SDLK_UP:
        *scroll -= line;
        return true;
    case SDLK_PAGEDOWN:
    case SDLK_SPACE:
        *scroll += page * 0.85f;
        return true;
    case SDLK_PAGEUP:
        *scroll -= page * 0.85f;
        return true;
    case SDLK_HOME:
        *scroll = 0;
        return true;
    case SDLK_END:
        *scroll = 1e9f;
        return true;
    default:
        return false;
    }
}

void ui_buttons_draw(Ui *ui, const UiButton *bs, int n, int focus)
{
    for (int i = 0; i < n; i++) {
        ui_button_draw(ui, &bs[i], i == focus);
    }
}

int ui_buttons_label_px(Ui *ui, const UiButton *bs, int n,
                        const char *const fit_as[], unsigned cycles)
{
    int px = 0;
    for (int i = 0; i < n; i++) {
        if (bs[i].r.w > 0 && bs[i].label) {
            int one = ui_button_label_px(ui, &bs[i], fit_as ? fit_as[i] : NULL,
                                         (cycles >> i) & 1u);
            px = px == 0 || one < px ? one : px;
        }
    }
    return px;
}

void ui_buttons_draw_alike(Ui *ui, const UiButton *bs, int n, int focus,
                           const char *const fit_as[], unsigned cycles)
{
    int px = ui_buttons_label_px(ui, bs, n, fit_as, cycles);
    for (int i = 0; i < n; i++) {
        if (bs[i].r.w > 0 && bs[i].label) {
            button_draw(ui, &bs[i], i == focus, fit_as ? fit_as[i] : NULL,
                        (cycles >> i) & 1u, px);
        }
    }
}

void ui_dim(Ui *ui, uint8_t alpha)
{
    ui_fill(ui, (UiRect){0, 0, (float)ui->w, (float)ui->h},
            UI_RGBA(20, 10, 4, alpha));
    if (ui->text_log) {
        /* what follows is drawn over what was drawn before */
        fprintf(ui->text_log, "layer\n");
    }
}

static void buttons_dump(const UiButton *bs, int n, bool enabled_only,
                         FILE *f)
{
    for (int i = 0; i < n; i++) {
        const UiButton *b = &bs[i];
        if (b->r.w <= 0 || !b->label || (enabled_only && !b->enabled)) {
            continue;
        }
        fprintf(f, "button_");
        for (const char *c = b->label; *c; c++) {
            fputc(*c == ' ' ? '_' : *c, f);
        }
        fprintf(f, " %d %d %d %d %d\n", (int)b->r.x, (int)b->r.y,
                (int)b->r.w, (int)b->r.h, b->enabled ? 1 : 0);
    }
}

void ui_buttons_dump(const UiButton *bs, int n, FILE *f)
{
    buttons_dump(bs, n, false, f);
}

void ui_buttons_dump_enabled(const UiButton *bs, int n, FILE *f)
{
    buttons_dump(bs, n, true, f);
}

void ui_name_field_draw(Ui *ui, const UiButton *b, const UiField *edit,
                        bool focused)
{
    UiRect r = b->r;
    float rad = 6 * ui->u + 2, in = r.h * 0.3f;
    ui_round(ui, r, rad, UI_RGB(255, 251, 240));
    ui_round_line(ui, r, rad, 2 * ui->u + 1,
                  edit ? ui_accent : UI_RGB(150, 110, 70));
    if (focused) {
        ui_focus_ring(ui, r, rad);
        snprintf(ui->focused, sizeof ui->focused, "%s|1", b->label);
    }
    int px = (int)(r.h * 0.46f);
    /* the pen: a slanted stroke with its nib, at the field's right end */
    float pw = r.h * 0.5f, px0 = r.x + r.w - in - pw, cy = r.y + r.h / 2;
    ui_pen(ui, px0, cy, pw, UI_RGB(150, 110, 70), false);
    float w = px0 - r.x - in * 1.5f;
    if (edit) {
        ui_field_draw(ui, edit, UI_BOLD, px, ui_ink, r.x + in, cy, w, false);
    } else {
        /* a long name gets smaller, down to two thirds, before it is cut
         * (issue 58: "Nguyễn Thị Minh Khai" at 200 %) */
        px = ui_px_to_fit(ui, UI_BOLD, px, px * 2 / 3, w, b->label);
        int tw, th;
        ui_text_size(ui, UI_BOLD, px, b->label, &tw, &th);
        ui_text_fit(ui, UI_BOLD, px, ui_ink, r.x + in, cy - (float)th / 2, w,
                    b->label);
    }
}

void ui_name_typed(Ui *ui, int side, const UiField *f, bool keep)
{
    if (keep) {
        ui_keep_player_name(ui, side, f->text);
    }
    SDL_StopTextInput();
}

bool ui_name_input(Ui *ui, int side, UiField *f, const SDL_Event *e)
{
    UiFieldAct act = ui_field_input(f, e);
    bool tab = e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_TAB;
    if (act != UI_FIELD_KEEP && act != UI_FIELD_CANCEL && !tab) {
        return false;
    }
    ui_name_typed(ui, side, f, act != UI_FIELD_CANCEL);
    return true;
}

void ui_name_rows_draw(Ui *ui, const UiButton b[2], int editing,
                       const UiField *edit, int focus, float x)
{
    int px = ui_px(ui, 18);
    for (int side = 0; side < 2; side++) {
        if (!b[side].enabled) {
            continue;
        }
        /* no larger than the name in its field, as "Opponent:" is no
         * larger than its button's words (issue 51: "Bên Nam:" was far
         * larger than "Người chơi:") */
        int fpx = (int)(b[side].r.h * 0.46f);
        px = fpx < px ? fpx : px;
        ui_text_fit(ui, UI_BOLD, px, ui_ink, x,
                    b[side].r.y + b[side].r.h / 2 - (float)px * 0.7f,
                    b[side].r.x - x - 4, side == 0 ? _("South:") : _("North:"));
        ui_name_field_draw(ui, &b[side], editing == side ? edit : NULL,
                           focus == side);
    }
}
