/* map.c: the map pictures the Atlas and a game's history share: a place's marker, a captioned picture with a marker on it, the history's inset of the game's region. */
#include "board/look.h"
#include "kit/draw.h"
#include "kit/rect.h"
#include "kit/text.h"
#include "kit/ui_i18n.h"
#include "screens/map.h"

#include <math.h>
#include <stdio.h>

void ui_map_marker_draw(Ui *ui, float x, float y, float r, bool lit)
{
    if (lit) {
        ui_disc(ui, x, y, r * 2.1f, UI_RGBA(255, 240, 200, 110));
        ui_ring(ui, x, y, r * 1.75f, r * 0.35f, UI_RGB(255, 214, 92));
    }
    ui_disc(ui, x + r * 0.15f, y + r * 0.25f, r + 1.5f, UI_RGBA(0, 0, 0, 90));
    ui_disc(ui, x, y, r + 1.5f, ui_ink);
    ui_disc(ui, x, y, r, lit ? UI_RGB(200, 60, 30) : UI_RGB(170, 64, 36));
    ui_disc(ui, x - r * 0.3f, y - r * 0.3f, r * 0.35f,
            UI_RGBA(255, 255, 255, 120));
}

float ui_map_picture_draw(Ui *ui, const char *file, float x, float y,
                          float w, bool draw, const char *caption,
                          const AtlasPlace *marker)
{
    SDL_Texture *t = ui_image_named(ui, file);
    int pw, ph;
    if (!t || SDL_QueryTexture(t, NULL, NULL, &pw, &ph) != 0 || pw <= 0) {
        return 0;
    }
    UiRect r = {x, y, w, w * (float)ph / (float)pw};
    if (draw) {
        SDL_FRect dst = {r.x, r.y, r.w, r.h};
        SDL_RenderCopyF(ui->ren, t, NULL, &dst);
    }
    if (draw && marker) {
        double mx, my;
        atlas_project(&marker->inset, marker->lon, marker->lat, &mx, &my);
        ui_round_line(ui, r, 4 * ui->u, 1.5f * ui->u + 0.5f,
                      UI_RGBA(92, 60, 34, 200));
        ui_map_marker_draw(ui, r.x + (float)(mx / marker->inset.width) * r.w,
                    r.y + (float)(my / marker->inset.height) * r.h,
                    5 * ui->u + 2, true);
    }
    int px = ui_px(ui, 16);
    float ch = (float)ui_text_wrap(ui, UI_SANS, px, UI_RGB(96, 66, 40), x,
                                   r.y + r.h + (float)px * 0.4f, w, draw,
                                   caption);
    return r.h + (float)px * 0.4f + ch;
}

float ui_map_history_inset(Ui *ui, RulesGameId g, float x, float y, float w,
                           bool draw)
{
    const AtlasPlace *p = atlas_place_of(rules_game_name(g));
    if (!p) {
        return 0;
    }
    const UiLook *look = ui_look(g);
    char map_caption[300];
    snprintf(map_caption, sizeof map_caption, _("Map: %s"),
             _(look->atlas_region));
    const AtlasFrame *in = &p->inset;
    float gap = 20 * ui->u + 6;
    bool side = p->figure && w > 560 * ui->u;
    float iw = p->figure ? (side ? (w - gap) * 0.42f : w * 0.8f)
                         : fminf(w * 0.62f, 480 * ui->u + 40);
    float h = ui_map_picture_draw(ui, in->picture, x, y, iw, draw,
                                  map_caption, p);
    if (p->figure && look->figure_caption) {
        float fx = side ? x + iw + gap : x;
        float fy = side ? y : y + h + gap * 0.6f;
        float fw = side ? w - iw - gap : w * 0.9f;
        float fh = ui_map_picture_draw(ui, p->figure, fx, fy, fw, draw,
                             _(look->figure_caption), NULL);
        h = side ? fmaxf(h, fh) : h + gap * 0.6f + fh;
    }
    return h + gap;
}
