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

#include <math.h>
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
 * "On the map", else "Map", where those words fit on the name's line of
 * every game's card `r` wide, else its marker alone on every card (issue
 * 52: the cards mixed the two forms; at 150 % "Côte d'I…" was cut beside
 * it; issue 51: the marker alone, an orange dot, was not understood);
 * the words in *words, or NULL. */
static float link_width(Ui *ui, UiRect r, float *lh, const char **words)
{
    const char *forms[2] = {_("On the map"), _("Map")};
    float tx, tw;
    card_text_room(r, &tx, &tw);
    int px = ui_px(ui, 26);
    for (int f = 0; f < 2; f++) {
        int w, h;
        ui_text_size(ui, UI_BOLD, ui_px(ui, 15), forms[f], &w, &h);
        *lh = (float)h * 1.25f;
        float bw = (float)w + *lh * 1.2f;
        bool fits = true;
        for (int g = 0; g < RULES_GAME_COUNT && fits; g++) {
            int nw, nh;
            ui_text_size(ui, UI_SERIF, px, rules_game_title((RulesGameId)g),
                         &nw, &nh);
            fits = (float)nw + (float)px * 0.36f * 3.2f + bw <= tw;
        }
        if (fits) {
            *words = forms[f];
            return bw;
        }
    }
    *words = NULL;
    return *lh;
}

/* The card's link to the Atlas in `l`: a small button with a marker, and
 * its words (link_width) if any. */
static void card_link_draw(Ui *ui, UiRect l, const char *words)
{
    /* a small button: it opens the Atlas on the game (issue 51: a pale
     * pill read as a label that did nothing) */
    bool hot = ui_in_rect(l, (float)ui->mouse_x, (float)ui->mouse_y);
    UiColor top = hot ? UI_RGB(214, 148, 80) : UI_RGB(196, 128, 62);
    ui_round_grad(ui, l, l.h / 2, top, UI_RGB(150, 88, 40));
    float r = l.h * 0.2f;
    ui_disc(ui, l.x + l.h * 0.5f, l.y + l.h / 2, r + 1.5f, ui_ink);
    ui_disc(ui, l.x + l.h * 0.5f, l.y + l.h / 2, r, ui_accent);
    if (words) {
        ui_text(ui, UI_BOLD, ui_px(ui, 15), ui_paper, l.x + l.h * 0.95f,
                l.y + l.h / 2, UI_LEFT | UI_MIDDLE, words);
    }
}

/* The path's dots in the row `row` under a card's picture, centred, with
 * "Path 2/7" after them, the dots smaller where that leaves the words
 * room (issue 51: seven tiny dots, unexplained, were guessed at); returns
 * where the dots are. */
static UiRect card_path(Ui *ui, RulesGameId g, UiRect row)
{
    float per_h = 0.36f * (2.6f * (UI_PATH_STEPS - 1) + 2); /* w / h */
    bool done[UI_PATH_STEPS];
    ui_path_steps(ui, g, done);
    int ndone = 0, lw, lth;
    int lpx = ui_px(ui, 12);
    for (int i = 0; i < UI_PATH_STEPS; i++) {
        ndone += done[i] ? 1 : 0;
    }
    char words[64];
    snprintf(words, sizeof words, _("Path %d/%d"), ndone, UI_PATH_STEPS);
    ui_text_size(ui, UI_BOLD, lpx, words, &lw, &lth);
    float lgap = (float)lpx * 0.4f;
    float full = row.h * per_h + 1;
    float dw = fminf(full, row.w - lgap - (float)lw);
    float dh = (dw - 1) / per_h;
    /* (the dots no smaller than two thirds of their size for it) */
    bool said = dh >= 9.0f && dw >= full * 0.66f &&
                (float)lth <= row.h * 1.7f;
    if (!said) { /* the dots alone */
        dh = row.h;
        dw = dh * per_h + 1;
    }
    float x0 = row.x + (row.w - dw - (said ? lgap + (float)lw : 0)) / 2;
    float cy = row.y + row.h / 2;
    UiRect at;
    if (!ui_path_dots(ui, g, (UiRect){x0, cy - dh / 2, dw, dh}, &at)) {
        return (UiRect){x0 + dw, row.y, 0, row.h};
    }
    if (said) {
        ui_text(ui, UI_BOLD, lpx, UI_RGB(110, 74, 44), x0 + dw + lgap, cy,
                UI_LEFT | UI_MIDDLE, words);
    }
    return at;
}

void ui_game_card_draw(Ui *ui, RulesGameId g, UiRect r, bool chosen,
                       UiRect *link, UiRect *dots)
{
    card_face(ui, r, chosen);
    float pad = r.h * 0.1f;
    /* the path's dots under the board's picture, on every card at every
     * size (issue 52: they went where the name's line had room, and at
     * 800x600 nowhere) */
    float per_h = 0.36f * (2.6f * (UI_PATH_STEPS - 1) + 2); /* w / h */
    float pw = r.w * 0.34f;
    float dh = fminf(fmaxf(9.0f, r.h * 0.15f), pw / per_h);
    UiRect pic = {r.x + pad, r.y + pad, pw, r.h - 2 * pad - dh};
    ui_board_picture(ui, (RulesGameId)g, 0, pic, true);
    UiRect at = card_path(ui, g, (UiRect){pic.x, pic.y + pic.h, pw, dh});
    if (dots) {
        *dots = at;
    }
    float tx, tw;
    card_text_room(r, &tx, &tw);
    int spx = ui_px(ui, 16);
    const UiLook *in = ui_look((RulesGameId)g);
    float y = r.y + pad * 0.6f;
    /* the link to the Atlas ends the name's line, in one form on every
     * card (link_width) */
    const char *link_words = NULL;
    float lh = 0, bw = link ? link_width(ui, r, &lh, &link_words) : 0;
    float name_room = link ? tw - bw - pad * 0.3f : tw;
    int nw, nh, hpx = card_name(ui, g, tx, y, name_room, &nw, &nh);
    /* a finished lesson's tick follows the name (issue 51) */
    float tick_r = (float)hpx * 0.36f;
    ui_learn_tick(ui, (RulesGameId)g, tx + (float)nw + tick_r * 1.8f,
                  y + (float)nh * 0.5f, tick_r);
    if (link) {
        *link = (UiRect){tx + tw - bw, y + (float)nh * 0.5f - lh / 2, bw, lh};
    }
    y += (float)hpx * 1.3f;
    char line[160];
    snprintf(line, sizeof line, "%s · %s", _(in->region), _(in->people));
    /* the region and its people, or the region alone where both do not
     * fit, else its first part ("Moroko" of "Moroko, karibu na Tangier"),
     * all at the line's own size (issue 51: shrunk, it was too small to
     * read): languages run longer, and the detail names it all */
    int need, th, rpx = spx;
    ui_text_size(ui, UI_BOLD, rpx, line, &need, &th);
    const char *place = line;
    if ((float)need > tw) {
        place = _(in->region);
        ui_text_size(ui, UI_BOLD, rpx, place, &need, &th);
        const char *comma = strstr(place, ", ");
        if ((float)need > tw && comma) {
            snprintf(line, sizeof line, "%.*s", (int)(comma - place), place);
            place = line;
        }
    }
    if (y + (float)th * 0.85f <= r.y + r.h - pad * 0.3f) {
        /* (not over the card's foot: at 200 % a short card has no room
         * for it, and the detail names the place) */
        ui_text_fit(ui, UI_BOLD, rpx, UI_RGB(120, 72, 36), tx, y, tw, place);
    }
    y += (float)spx * 1.45f;
    /* the sentence whole where it fits, a little smaller if need be (not
     * cut: at 200 % the chosen card showed "Holes change o…"); the detail
     * beside the cards has it all */
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
    }
    if (link) {
        card_link_draw(ui, *link, link_words);
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
