/* card.c: a game's card (its board, name, region and what sets it apart), as the selection screen and the Atlas draw it. */
#include "board/look.h"
#include "board/stage.h"
#include "kit/draw.h"
#include "kit/rect.h"
#include "kit/screen.h"
#include "kit/text.h"
#include "kit/ui_i18n.h"
#include "kit/widgets.h"
#include "screens/card.h"
#include "screens/path.h"
#include "screens/progress.h"
#include "screens/record/record_ui.h"

#include <stdio.h>
#include <string.h>

/* Where a card of `r` puts its text: its left and width. */
static void card_text_room(UiRect r, float *tx, float *tw)
{
    float pad = r.h * 0.1f;
    *tx = r.x + pad + r.w * 0.34f + pad * 1.2f;
    *tw = r.x + r.w - pad - *tx;
}

float ui_game_card_fit_h(Ui *ui, RulesGameId g, float w, float h)
{
    float fit = h;
    for (int k = 0; k < 3; k++) { /* the pad follows the height */
        float tx, tw, pad = fit * 0.1f;
        card_text_room((UiRect){0, 0, w, fit}, &tx, &tw);
        float need = pad * 0.9f + (float)ui_px(ui, 26) * 1.3f +
                     (float)ui_px(ui, 16) * 1.45f +
                     (float)ui_text_wrap(ui, UI_SANS, ui_px(ui, 16), ui_ink,
                                         0, 0, tw, false,
                                         _(ui_look(g)->special));
        fit = need > h ? need : h;
    }
    return fit < 2 * h ? fit : 2 * h;
}

/* The card itself: its shadow, its face (lighter under the pointer) and
 * the chosen one's outline. */
static void card_face(Ui *ui, UiRect r, bool chosen)
{
    bool hot = ui_in_rect(r, (float)ui->mouse_x, (float)ui->mouse_y);
    float rad = 12 * ui->u + 2;
    ui_round(ui, (UiRect){r.x + 2, r.y + 4 * ui->u, r.w, r.h}, rad,
             UI_RGBA(0, 0, 0, 80));
    UiColor top = chosen ? UI_RGB(252, 236, 200) : UI_RGB(238, 222, 192);
    UiColor bot = chosen ? UI_RGB(240, 214, 166) : UI_RGB(220, 198, 160);
    if (hot && !chosen) {
        top = ui_mix(top, UI_RGB(255, 255, 255), 0.3f);
    }
    ui_round_grad(ui, r, rad, top, bot);
    if (chosen) {
        ui_round_line(ui, r, rad, 3 * ui->u + 1, ui_accent);
    }
}

/* The game's name at the card's top left, smaller where it would run past
 * the card's edge (issue 51: "Bao Kigogo" at 200 % in the Atlas's narrow
 * panel); its size in pixels, and its width and height in *nw, *nh. */
static int card_name(Ui *ui, RulesGameId g, float x, float y, float room,
                     int *nw, int *nh)
{
    int px = ui_px_fit(ui, UI_SERIF, ui_px(ui, 26), room, rules_game_title(g));
    ui_text_size(ui, UI_SERIF, px, rules_game_title(g), nw, nh);
    ui_text(ui, UI_SERIF, px, ui_ink, x, y, UI_LEFT, rules_game_title(g));
    return px;
}

/* The link to the Atlas: its height (*lh) and its width, its marker and
 * words, or its marker alone where neither the name's line (`named` of
 * it taken) nor the region's, its shortest form beside the link within
 * `room`, leaves the words room (issue 51: at 150 % "Côte d'I…" and
 * "Tây Na…" were cut). */
static float link_width(Ui *ui, const UiLook *in, int spx, float named,
                        float room, float *lh)
{
    int w, h, fw, fh;
    ui_text_size(ui, UI_BOLD, ui_px(ui, 15), _("On the map"), &w, &h);
    *lh = (float)h * 1.25f;
    float bw = (float)w + *lh * 1.2f;
    char first[160];
    snprintf(first, sizeof first, "%s", _(in->region));
    first[strcspn(first, ",")] = '\0';
    ui_text_size(ui, UI_BOLD, spx, first, &fw, &fh);
    return named + bw > room && (float)fw > room - bw ? *lh : bw;
}

/* The card's link to the Atlas in `l`: a small button with a marker, and
 * "On the map" where it is wide enough. */
static void card_link_draw(Ui *ui, UiRect l)
{
    /* a small button: it opens the Atlas on the game (issue 51: a pale
     * pill read as a label that did nothing) */
    bool hot = ui_in_rect(l, (float)ui->mouse_x, (float)ui->mouse_y);
    UiColor top = hot ? UI_RGB(214, 148, 80) : UI_RGB(196, 128, 62);
    ui_round_grad(ui, l, l.h / 2, top, UI_RGB(150, 88, 40));
    float r = l.h * 0.2f;
    ui_disc(ui, l.x + l.h * 0.5f, l.y + l.h / 2, r + 1.5f, ui_ink);
    ui_disc(ui, l.x + l.h * 0.5f, l.y + l.h / 2, r, ui_accent);
    if (l.w > l.h * 1.5f) { /* else the marker alone (card.c) */
        ui_text(ui, UI_BOLD, ui_px(ui, 15), ui_paper, l.x + l.h * 0.95f,
                l.y + l.h / 2, UI_LEFT | UI_MIDDLE, _("On the map"));
    }
}

void ui_game_card_draw(Ui *ui, RulesGameId g, UiRect r, bool chosen,
                       UiRect *link, UiRect *dots)
{
    card_face(ui, r, chosen);
    float pad = r.h * 0.1f;
    UiRect pic = {r.x + pad, r.y + pad, r.w * 0.34f, r.h - 2 * pad};
    ui_board_picture(ui, (RulesGameId)g, 0, pic, true);
    float tx, tw;
    card_text_room(r, &tx, &tw);
    int spx = ui_px(ui, 16);
    const UiLook *in = ui_look((RulesGameId)g);
    float y = r.y + pad * 0.6f;
    int nw, nh, hpx = card_name(ui, g, tx, y, tw, &nw, &nh);
    /* a finished lesson's tick follows the name, clear of the map's link
     * on the line below (issue 51) */
    float tick_r = (float)hpx * 0.36f;
    ui_learn_tick(ui, (RulesGameId)g, tx + (float)nw + tick_r * 1.8f,
                  y + (float)nh * 0.5f, tick_r);
    float name_y = y, name_end = tx + tw; /* where the name's line ends */
    y += (float)hpx * 1.3f;
    char line[160];
    snprintf(line, sizeof line, "%s · %s", _(in->region), _(in->people));
    float lw = 0;
    if (link) {
        /* the link to the Atlas ends the name's line where it fits there
         * (after the name and its tick), else the region's line: the
         * region keeps its whole line where it can (issue 51: Bao
         * Kigogo's was squeezed small beside it) */
        float named = (float)nw + tick_r * 3.2f, lh;
        float bw = link_width(ui, in, spx, named, tw - pad * 0.5f, &lh);
        if (named + bw <= tw) {
            *link = (UiRect){tx + tw - bw, name_y + (float)nh * 0.5f - lh / 2,
                             bw, lh};
            name_end = link->x - pad * 0.3f;
        } else {
            *link = (UiRect){tx + tw - bw, y + ((float)spx * 1.2f - lh) / 2,
                             bw, lh};
            lw = bw + pad * 0.5f;
        }
    }
    /* the path's progress ends the name's line (before the map's link
     * when that is there too), where it has room */
    float after = tx + (float)nw + tick_r * 3.2f;
    UiRect row = {after, name_y + (float)nh * 0.2f, name_end - after,
                  (float)nh * 0.6f}, at;
    if (!ui_path_dots(ui, (RulesGameId)g, row, &at)) {
        /* no dots: what they would mean (P) still has a place, the end
         * of the name's line, with no width the pointer could rest on */
        at = (UiRect){name_end, row.y, 0, row.h};
    }
    if (dots) {
        *dots = at;
    }
    /* the region and its people, or the region alone where both do not
     * fit, else its first part ("Moroko" of "Moroko, karibu na Tangier"),
     * all at the line's own size (issue 51: shrunk, it was too small to
     * read): languages run longer, and the detail names it all */
    int need, lh, rpx = spx;
    ui_text_size(ui, UI_BOLD, rpx, line, &need, &lh);
    const char *place = line;
    if ((float)need > tw - lw) {
        place = _(in->region);
        ui_text_size(ui, UI_BOLD, rpx, place, &need, &lh);
        const char *comma = strstr(place, ", ");
        if ((float)need > tw - lw && comma) {
            snprintf(line, sizeof line, "%.*s", (int)(comma - place), place);
            place = line;
        }
    }
    ui_text_fit(ui, UI_BOLD, rpx, UI_RGB(120, 72, 36), tx, y, tw - lw, place);
    y += (float)spx * 1.45f;
    /* the sentence whole where it fits, a little smaller if need be, else
     * one line cut short (many games make short cards); the detail beside
     * the cards has it all */
    const char *special = _(in->special);
    float room = r.y + r.h - pad * 0.3f - y;
    int px = spx;
    while (px > spx * 4 / 5 &&
           (float)ui_text_wrap(ui, UI_SANS, px, ui_ink, tx, y, tw, false,
                               special) > room) {
        px--;
    }
    if ((float)ui_text_wrap(ui, UI_SANS, px, ui_ink, tx, y, tw, false,
                            special) <= room) {
        ui_text_wrap(ui, UI_SANS, px, ui_ink, tx, y, tw, true, special);
    } else if ((float)spx * 1.3f <= room) {
        ui_text_fit(ui, UI_SANS, spx, ui_ink, tx, y, tw, special);
    }
    if (link) {
        card_link_draw(ui, *link);
    }
}


/* Under the game's facts, where they fit above `r`'s foot: the player's
 * record (or two people's tally) and the next step of the game's path;
 * returns where the next line goes. */
float ui_game_card_record_lines(Ui *ui, bool learn, RulesGameId g, UiRect r,
                                 int spx)
{
    float y = r.y, w = r.w, bottom = r.y + r.h;
    /* the player's record against the computer at the level chosen, or
     * for two people their head-to-head tally */
    char rec[200];
    bool two = ui->settings.opponent == UI_OPP_TWO;
    if (!learn &&
        (two ? ui_record_duel_line(ui, g, rec, sizeof rec)
             : ui_record_line(ui, g, ui->settings.level, rec, sizeof rec)) &&
        y + (float)spx * 0.2f + (float)ui_text_wrap(ui, UI_BOLD, spx, ui_ink,
                                                    0, 0, w, false, rec) <=
            bottom) {
        y += (float)spx * 0.2f;
        /* a tally in the card's brown: losses are no success to show in
         * green (issue 52) */
        y += (float)ui_text_wrap(ui, UI_BOLD, spx, UI_RGB(110, 74, 44), r.x,
                                 y, w, true, rec);
    }
    /* the next step of the game's path (the Learn side lists it all) */
    if (!learn) {
        ui_path_line(ui, g, rec, sizeof rec);
        float ph = (float)spx * 0.2f +
                   (float)ui_text_wrap(ui, UI_SANS, spx, ui_ink, 0, 0, w,
                                       false, rec);
        if (y + ph <= bottom) { /* only where it has room */
            ui_text_wrap(ui, UI_SANS, spx, UI_RGB(110, 74, 44), r.x,
                         y + (float)spx * 0.2f, w, true, rec);
            y += ph;
        }
    }
    return y;
}
