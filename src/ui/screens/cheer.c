/* cheer.c: the celebration of a step of a path or a rating milestone: a green tick springs up on a banner, seeds are thrown out around it and fall away, the words fade in; 1.4 s, any key or click ends it, then it stands still. */
#include "kit/draw.h"
#include "kit/sound.h"
#include "kit/text.h"
#include "screens/cheer.h"
#include "screens/progress.h"

#include <math.h>
#include <stdio.h>

void ui_cheer_start(Ui *ui, UiCheer *c, const char *text)
{
    c->on = true;
    c->t = 0;
    snprintf(c->text, sizeof c->text, "%s", text);
    ui_sound_play(ui->sound, UI_SFX_WIN, 0, 0.6f);
    ui->dirty = true;
}

int ui_cheer_update(Ui *ui, UiCheer *c, uint32_t dt)
{
    if (!c->on || c->t >= UI_CHEER_MS) {
        return -1;
    }
    c->t = c->t + dt >= UI_CHEER_MS ? UI_CHEER_MS : c->t + dt;
    ui->dirty = true;
    return c->t >= UI_CHEER_MS ? -1 : 16;
}

bool ui_cheer_moving(const UiCheer *c)
{
    return c->on && c->t < UI_CHEER_MS;
}

void ui_cheer_skip(Ui *ui, UiCheer *c)
{
    if (ui_cheer_moving(c)) {
        c->t = UI_CHEER_MS;
        ui->dirty = true;
    }
}

/* 0 .. 1 with a little overshoot past 1 on the way: a spring. */
static float spring(float x)
{
    const float k = 1.7f;
    x -= 1;
    return 1 + (k + 1) * x * x * x + k * x * x;
}

void ui_cheer_draw(Ui *ui, const UiCheer *c, UiRect r)
{
    if (!c->on) {
        return;
    }
    float f = (float)c->t / (float)UI_CHEER_MS; /* 0 .. 1 */
    float grow = f * 3 > 1 ? 1 : f * 3;
    int px = ui_px(ui, 20);
    float rad = r.h * 0.34f;
    int tw_i = 0, th_i = 0;
    /* where the words would be cut, smaller words first (down to 70 %):
     * "Solved! +12 · rating 1012 · streak 3" whole at 800x600 */
    for (int least = px * 7 / 10;; px--) {
        ui_text_size(ui, UI_BOLD, px, c->text, &tw_i, &th_i);
        if (px <= least || (float)tw_i <= r.w - r.h * 0.95f - rad * 1.6f) {
            break;
        }
    }
    float tw = (float)tw_i;
    float w = r.h * 0.95f + rad * 1.6f + tw;
    w = w > r.w ? r.w : w;
    UiRect band = {r.x + (r.w - w) / 2, r.y, w, r.h};
    ui_round(ui, band, r.h / 2, UI_RGBA(250, 232, 180, 235));
    ui_round_line(ui, band, r.h / 2, 2 * ui->u + 1, UI_RGB(58, 128, 62));
    float cx = band.x + r.h / 2, cy = band.y + r.h / 2;
    /* seeds thrown out from the tick, falling away as they fade */
    if (f < 1) {
        const UiColor seed[3] = {UI_RGB(196, 120, 44), UI_RGB(120, 74, 40),
                                 UI_RGB(230, 176, 70)};
        for (int i = 0; i < 12; i++) {
            float a = (float)i * 6.2831853f / 12 + 0.3f;
            float d = rad * (1.2f + 2.6f * f);
            float sx = cx + cosf(a) * d;
            float sy = cy + sinf(a) * d * 0.7f + rad * 3 * f * f;
            UiColor k = seed[i % 3];
            k.a = (uint8_t)(255 * (1 - f));
            ui_disc(ui, sx, sy, rad * 0.22f, k);
        }
    }
    ui_tick(ui, cx, cy, rad * spring(grow));
    UiColor ink = UI_RGB(40, 90, 40);
    ink.a = (uint8_t)(255 * (f * 2 > 1 ? 1 : f * 2));
    char cut[300];
    float tx = cx + rad * 1.6f;
    ui_text(ui, UI_BOLD, px, ink, tx, cy, UI_LEFT | UI_MIDDLE,
            ui_ellipsis(ui, UI_BOLD, px, band.x + band.w - tx - r.h * 0.35f,
                        c->text, cut, sizeof cut));
}
