/* game_names.c: the players' names on the game screen: their banners, the names shown and typed into a banner, and a match's score in large type with both names (its place, drawing and dump). */
#include "board/ai_play.h"
#include "board/anim.h"
#include "board/look.h"
#include "kit/draw.h"
#include "kit/rect.h"
#include "kit/screen.h"
#include "kit/settings.h"
#include "kit/text.h"
#include "kit/ui_i18n.h"
#include "kit/widgets.h"
#include "screens/game/game.h"
#include "screens/record/record_ui.h"
#include "screens/rooms.h"
#include "screens/saves.h"

#include <math.h>
#include <stdio.h>

void game_stop_editing(Ui *ui, GameState *s, bool keep)
{
    if (s->name.editing < 0) {
        return;
    }
    const char *name = s->name.edit.text;
    if (keep && name[0]) {
        ui_keep_player_name(ui, s->name.editing, name);
        session_set_player_name(s->sess, (RulesSide)s->name.editing, name);
    }
    s->name.editing = -1;
    SDL_StopTextInput();
}

void game_start_editing(GameState *s, int side, const Ui *ui)
{
    s->name.editing = side;
    ui_field_start(&s->name.edit, ui_player_name(ui, side),
                   UI_NAME_INPUT_MAX);
}

void game_edit_input(Ui *ui, GameState *s, const SDL_Event *e)
{
    UiFieldAct act = ui_field_input(&s->name.edit, e);
    if (act == UI_FIELD_KEEP || act == UI_FIELD_CANCEL) {
        game_stop_editing(ui, s, act == UI_FIELD_KEEP);
    }
}

UiWho game_who(const Ui *ui, const GameState *s)
{
    return ui_who(ui, s->setup.computer);
}

int game_shown_points(const GameState *s, int side)
{
    int points = session_match_points(s->sess, (RulesSide)side);
    const RulesPosition *p = session_position(s->sess);
    /* the game's last move still sowing: its points come when it ends */
    bool won = p->winner ==
               (side == RULES_NORTH ? RULES_WINNER_NORTH : RULES_WINNER_SOUTH);
    if (s->anim.active && !s->replay.on && p->over && won) {
        points -= rules_match_points(p);
    }
    return points;
}

void game_score_line(const Ui *ui, const GameState *s, int side, char *buf,
                     size_t size)
{
    UiWho who = game_who(ui, s);
    /* TRANSLATORS: one side of a match's score: the player's name and
     * points ("Lan 1") */
    snprintf(buf, size, _("%s %d"), who.names[side],
             game_shown_points(s, side));
}

/* A match's score, large, in `r` (its top and width): "Lan 1 – Đức 0" on
 * one line, or South's over North's when the names are too long for it,
 * each name then cut short if it must be. */
void game_layout_score(Ui *ui, GameState *s, UiRect r, int px)
{
    s->lay.score = (UiRect){0, 0, 0, 0};
    s->lay.score_lines = 0;
    if (session_match_target(s->sess) <= 1) {
        return;
    }
    int w1, w2, wd, th;
    char a[120], b[120];
    game_score_line(ui, s, RULES_SOUTH, a, sizeof a);
    game_score_line(ui, s, RULES_NORTH, b, sizeof b);
    ui_text_size(ui, UI_BOLD, px, a, &w1, &th);
    ui_text_size(ui, UI_BOLD, px, b, &w2, &th);
    ui_text_size(ui, UI_BOLD, px, " – ", &wd, &th);
    s->lay.score_px = px;
    s->lay.score_lines = w1 + wd + w2 <= (int)r.w ? 1 : 2;
    s->lay.score = (UiRect){r.x, r.y, r.w,
                            (float)th * (float)s->lay.score_lines * 1.05f};
}

/* The match's score, large, where game_layout_score put it. */
void game_draw_score(Ui *ui, const GameState *s)
{
    UiRect r = s->lay.score;
    int px = s->lay.score_px;
    char a[120], b[120], line[260], cut[200];
    game_score_line(ui, s, RULES_SOUTH, a, sizeof a);
    game_score_line(ui, s, RULES_NORTH, b, sizeof b);
    if (s->lay.score_lines == 1) {
        snprintf(line, sizeof line, "%s – %s", a, b);
        ui_text(ui, UI_BOLD, px, ui_ink, r.x, r.y, UI_LEFT, line);
        return;
    }
    /* a side a line: its emblem, its name (cut short if it must be),
     * its points at the right */
    float lh = r.h / 2;
    UiWho who = game_who(ui, s);
    for (int i = 0; i < 2; i++) {
        int side = i == 0 ? RULES_SOUTH : RULES_NORTH;
        char pts[16];
        int pw, ph;
        snprintf(pts, sizeof pts, "%d", game_shown_points(s, side));
        ui_text_size(ui, UI_BOLD, px, pts, &pw, &ph);
        float y = r.y + lh * (float)i, nw = r.w - (float)px * 1.4f - (float)pw;
        /* down to two thirds, or at a larger text size to its 100 %
         * size (the panel is no wider than 27 % of the window) */
        int least = (int)fminf((float)px * 2 / 3,
                               (float)px / ui_text_scale(ui));
        int npx = ui_px_to_fit(ui, UI_BOLD, px, least, nw, who.names[side]);
        ui_side_emblem(ui, side, r.x + (float)px * 0.35f, y + lh * 0.5f,
                       (float)px * 0.3f);
        ui_text(ui, UI_BOLD, npx, ui_ink, r.x + (float)px * 0.9f,
                y + (float)(px - npx) * 0.6f, UI_LEFT,
                ui_ellipsis(ui, UI_BOLD, npx, nw, who.names[side], cut,
                            sizeof cut));
        ui_text(ui, UI_BOLD, px, ui_ink, r.x + r.w, y, UI_RIGHT, pts);
    }
}

/* The dump's lines of the match's score. */
static void banner_role(Ui *ui, const GameState *s, int side,
                        const UiWho *who, float room, char *buf,
                        size_t size);
static void banner_total_text(GameState *s, int side, char *tot,
                              size_t size);

void game_dump_score(Ui *ui, GameState *s, FILE *f)
{
    /* each banner's words, the role as it reads with room enough */
    UiWho who = game_who(ui, s);
    for (int side = 0; side < 2; side++) {
        char role[200], tot[64];
        banner_role(ui, s, side, &who, 1e6f, role, sizeof role);
        banner_total_text(s, side, tot, sizeof tot);
        fprintf(f, "banner_words_%s %s|%s\n", side ? "north" : "south", role,
                tot);
    }
    if (s->lay.score_lines > 0) {
        char a[120], b[120];
        game_score_line(ui, s, RULES_SOUTH, a, sizeof a);
        game_score_line(ui, s, RULES_NORTH, b, sizeof b);
        fprintf(f, "match_score %s|%s\nmatch_score_px %d\n"
                   "match_score_lines %d\n",
                a, b, s->lay.score_px, s->lay.score_lines);
    }
}

void game_match_of(const GameState *s, UiMatch *m)
{
    m->target = session_match_target(s->sess);
    m->points[0] = session_match_points(s->sess, RULES_SOUTH);
    m->points[1] = session_match_points(s->sess, RULES_NORTH);
    m->games = 0;
    m->fresh = false;
    m->hints[0] = session_hints(s->sess, RULES_SOUTH);
    m->hints[1] = session_hints(s->sess, RULES_NORTH);
}

void game_record(Ui *ui, const GameState *s, const RulesPosition *end)
{
    if ((s->setup.computer & 3) != 3) {
        /* a game a person played, kept for a later review without Save
         * (issue 52) */
        ui_keep_finished(ui, s->sess);
    }
    /* a game of a match is not a match won (issue 52: one won game of an
     * unfinished Urim match counted as "won 1" and ticked "win against");
     * the match counts once decided, as won, lost or drawn */
    int hints[2] = {session_hints(s->sess, RULES_SOUTH),
                    session_hints(s->sess, RULES_NORTH)};
    if (session_match_target(s->sess) <= 1) {
        ui_record_game(ui, &s->setup, end, hints);
    } else if (session_match_over(s->sess)) {
        RulesPosition last = *end;
        last.winner = (uint8_t)session_match_winner(s->sess);
        ui_record_game(ui, &s->setup, &last, hints);
    }
}

bool game_match_goes_on(const GameState *s)
{
    return session_match_target(s->sess) > 1 &&
           !session_match_over(s->sess) && session_over(s->sess);
}

bool game_banner_turn(const GameState *s, int side)
{
    const RulesPosition *p = current(s);
    int mover = s->anim.active ? s->anim.before.to_move : p->to_move;
    return (!p->over || s->anim.active) && mover == side;
}

void game_draw_banner_frame(Ui *ui, const GameState *s, int side)
{
    UiRect b = s->lay.banner[side];
    bool turn = game_banner_turn(s, side);
    float rad = b.h * 0.3f;
    ui_round(ui, (UiRect){b.x + 2, b.y + 4 * ui->u, b.w, b.h}, rad,
             UI_RGBA(0, 0, 0, 90));
    UiColor top = turn ? UI_RGB(252, 232, 190) : UI_RGB(214, 196, 168);
    UiColor bot = turn ? UI_RGB(240, 208, 150) : UI_RGB(196, 176, 146);
    ui_round_grad(ui, b, rad, top, bot);
    if (turn) {
        ui_round_line(ui, b, rad, 3 * ui->u + 1.5f, ui_accent);
    }
}

static void draw_banner_total(Ui *ui, GameState *s, int side,
                              const char *tot, float tx, float cx, int tm_w,
                              int tm_h, const int px[2]);

/* A banner's name and role sizes in the name box `nb`: both as large as
 * the text size asks where the banner has room (it keeps the board's
 * size, game_layout), else smaller, down to their 100 % size; false when
 * the name goes alone. */
static bool name_sizes(Ui *ui, UiRect nb, int *npx, int *rpx)
{
    float ts = ui_text_scale(ui);
    *npx = ui_px(ui, 26);
    *rpx = ui_px(ui, 15);
    float need = (float)*npx * 1.2f + (float)*rpx * 1.25f;
    if (need <= nb.h) {
        return true;
    }
    float f = nb.h / need;
    int n2 = (int)fmaxf((float)*npx * f, (float)*npx / ts);
    int r2 = (int)fmaxf((float)*rpx * f, (float)*rpx / ts);
    /* one line, the name as large as the text size asks, rather than two
     * much smaller ones (issue 58: the banners keep their height at a
     * large text size, for the board's sake; the board's edges name the
     * rows) */
    bool role_line = f >= 0.8f &&
                     (float)n2 * 1.2f + (float)r2 * 1.25f <= nb.h * 1.02f;
    *npx = role_line ? n2 : (int)fminf((float)*npx, nb.h * 0.72f);
    *rpx = r2;
    return role_line;
}

/* The banner's number: the side's captures, or in a match its points. */
static void banner_total_text(GameState *s, int side, char *tot,
                              size_t size)
{
    const RulesPosition *p = current(s);
    uint16_t counts[RULES_MAX_HOLES], cap[2];
    ui_anim_display(&s->anim, counts, cap);
    /* TRANSLATORS: a banner's "Captured", "Store" or "Removed": a number */
    const char *pile = ui_look((RulesGameId)p->game)->pile_word;
    snprintf(tot, size, _("%s: %d"),
             _(pile ? pile : ui_capture_words((RulesGameId)p->game)->banner),
             cap[side]);
    int target = session_match_target(s->sess);
    if (target > 1) {
        /* in a match the banner's number is the match's points, so that
         * pupils never read this game's seeds (on the board's store) as
         * the score (issue 58) */
        /* TRANSLATORS: a banner in a match: the player's match points and
         * the target ("Match: 1/5") */
        snprintf(tot, size, _("Match: %d/%d"), game_shown_points(s, side),
                 target);
    }
}

/* Where a side plays ("South · bottom row"), on two rows with the names
 * of its holes where a player first meets them, each language's own
 * letters ("(S1–S6)"; South's are "N1–N6" in Vietnamese) when that fits
 * `room`, and the computer's level when it plays there. */
static void banner_role(Ui *ui, const GameState *s, int side,
                        const UiWho *who, float room, char *buf,
                        size_t size)
{
    const RulesPosition *p = current(s);
    /* Bao Kigogo's players own two rows each */
    bool four = rules_game_info((RulesGameId)p->game)->rows == 4;
    const char *place = side == RULES_SOUTH
                            ? (four ? _("South · the two bottom rows")
                                    : _("South · bottom row"))
                            : (four ? _("North · the two top rows")
                                    : _("North · top row"));
    char holes[120], first[16], last[16];
    int n = p->holes_per_row, base = side == RULES_SOUTH ? 0 : n;
    ui_hole_name((RulesGameId)p->game, n, base, first, sizeof first);
    ui_hole_name((RulesGameId)p->game, n, base + n - 1, last, sizeof last);
    /* TRANSLATORS: a side's place on the board, then the names of its
     * holes from the first to the last: "South · bottom row (S1–S6)" */
    snprintf(holes, sizeof holes, _("%s (%s–%s)"), place, first, last);
    unsigned owned = 0, start = 0;
    for (int h = 0; h < p->hole_count && h < 8; h++) {
        owned |= (int)rules_owner(p, h) == side ? 1u << h : 0u;
        start |= h >= base && h < base + n ? 1u << h : 0u;
    }
    if (!four && p->hole_count <= 8 && owned != start) {
        /* after a trade the row is no longer the side's holes (issue 51:
         * "bottom row (S1–S4)" when South owned N1 too) */
        char list[100];
        ui_hole_list(ui, p, owned, list, sizeof list);
        snprintf(holes, sizeof holes,
                 side == RULES_SOUTH ? _("South · holes %s")
                                     : _("North · holes %s"),
                 list);
        place = holes;
    }
    for (int with = four ? 0 : 1; with >= 0; with--) {
        const char *where = with ? holes : place;
        if ((s->setup.computer >> side) & 1) {
            /* (a banner already named "Computer" gives only its level) */
            snprintf(buf, size,
                     who->you >= 0 ? "%s · %s" : _("%s · computer, %s"),
                     where, ui_level_label(s->setup.level));
        } else {
            snprintf(buf, size, "%s", where);
        }
        int w;
        ui_text_size(ui, UI_SANS, ui_px(ui, 15), buf, &w, NULL);
        if ((float)w <= room) {
            return;
        }
    }
}

/* What a banner's words need: where the name starts (`nx`) and may
 * run (`nw`), the total's place (`tx`), the sizes of the name, the role,
 * the total and "to move" (`px`: the total's, then "to move"'s). */
typedef struct BannerFit {
    float nx, nw, tx, name_y;
    int npx, rpx, name_w, role_w, px[2];
    bool role_line;
    UiWho who;
} BannerFit;

static void banner_fit(Ui *ui, GameState *s, int side, BannerFit *f)
{
    UiRect b = s->lay.banner[side];
    bool flip = ui->settings.face_to_face && side == RULES_NORTH;
    UiRect nb = s->lay.name_box[side];
    float ts = ui_text_scale(ui);
    f->role_line = name_sizes(ui, nb, &f->npx, &f->rpx);
    f->name_y = f->role_line ? nb.y + nb.h * 0.36f : nb.y + nb.h * 0.5f;
    f->nx = flip ? nb.x + nb.w - 8 * ui->u : nb.x + 8 * ui->u;
    /* the name may run past its box (the place clicked to type it) up
     * to "to move" or the total (issue 58: long names were cut) */
    f->nw = (flip ? f->nx - b.x : b.x + b.w - f->nx) - 8 * ui->u;
    f->who = game_who(ui, s);
    /* the capture total at the far end, "to move" between it and the
     * name: the name (cut short if it must be) keeps clear of both */
    char tot[64];
    banner_total_text(s, side, tot, sizeof tot);
    f->tx = flip ? b.x + b.h * 0.4f : b.x + b.w - b.h * 0.4f;
    int tot_w, tot_h, tm_w = 0, tm_h = 0;
    const char *tm = _("to move");
    f->px[0] = ui_px(ui, 24);
    f->px[1] = ui_px(ui, 17);
    ui_text_size(ui, UI_BOLD, f->px[0], tot, &tot_w, &tot_h);
    ui_text_size(ui, UI_BOLD, f->px[1], tm, &tm_w, &tm_h);
    /* at a large text size "to move", then the total, go back to their
     * 100 % size where they would leave the name no room */
    int name_h;
    ui_text_size(ui, UI_BOLD, f->npx, f->who.names[side], &f->name_w,
                 &name_h);
    /* (the role line too, at its 100 % size: Bao Kigogo's "South · the
     * two bottom rows" at 200 %) */
    char r0[200];
    f->role_w = 0;
    banner_role(ui, s, side, &f->who, f->nw, r0, sizeof r0);
    ui_text_size(ui, UI_SANS, (int)ceilf((float)ui_px(ui, 15) / ts), r0,
                 &f->role_w, NULL);
    float want = fminf(fmaxf((float)f->name_w, (float)f->role_w) + 16 * ui->u,
                       (float)f->npx * 8);
    for (int shrink = 0; shrink < 2 &&
                         fabsf(f->tx - f->nx) - (float)tot_w - (float)tm_w -
                                 (float)tm_h * 2.8f < want;
         shrink++) {
        if (shrink == 0) {
            f->px[1] = (int)((float)f->px[1] / ts);
            ui_text_size(ui, UI_BOLD, f->px[1], tm, &tm_w, &tm_h);
        } else {
            f->px[0] = (int)((float)f->px[0] / ts);
            ui_text_size(ui, UI_BOLD, f->px[0], tot, &tot_w, &tot_h);
        }
    }
}

void game_draw_banner(Ui *ui, GameState *s, int side)
{
    UiRect b = s->lay.banner[side];
    bool flip = ui->settings.face_to_face && side == RULES_NORTH;
    bool turn = game_banner_turn(s, side);
    float em = b.h * 0.26f;
    float ex = flip ? b.x + b.w - b.h * 0.48f : b.x + b.h * 0.48f;
    ui_side_emblem(ui, side, ex, b.y + b.h / 2, em);
    UiRect nb = s->lay.name_box[side];
    float ts = ui_text_scale(ui);
    BannerFit f, o;
    banner_fit(ui, s, side, &f);
    /* both banners' total and "to move" at one size, whichever needs
     * them smaller (issue 51: a long name beside a short one made the
     * two "Match: 0/5" differ) */
    banner_fit(ui, s, 1 - side, &o);
    int tpx = f.px[0] < o.px[0] ? f.px[0] : o.px[0];
    int mpx = f.px[1] < o.px[1] ? f.px[1] : o.px[1];
    float nx = f.nx, nw = f.nw, tx = f.tx, name_y = f.name_y;
    int npx = f.npx, rpx = f.rpx, name_w = f.name_w, role_w = f.role_w;
    bool role_line = f.role_line;
    UiWho who = f.who;
    char cut[200], tot[64];
    banner_total_text(s, side, tot, sizeof tot);
    int tot_w, tot_h, tm_w, tm_h;
    ui_text_size(ui, UI_BOLD, tpx, tot, &tot_w, &tot_h);
    ui_text_size(ui, UI_BOLD, mpx, _("to move"), &tm_w, &tm_h);
    float cx = b.x + b.w * 0.62f, half = 0;
    if (turn) {
        half = (float)tm_w / 2 + (float)tm_h * 1.4f;
        /* a long name, or a role line that would be cut at its 100 %
         * size (Bao Kigogo's "South · the two bottom rows" at 200 %),
         * pushes "to move" on to the total */
        float room0 = (flip ? nx - cx : cx - nx) - half;
        if ((float)name_w + (float)npx > room0 || (float)role_w > room0) {
            cx = flip ? b.x : b.x + b.w;
        }
        if (!flip && cx + half > tx - (float)tot_w) {
            cx = tx - (float)tot_w - half;
        } else if (flip && cx - half < tx + (float)tot_w) {
            cx = tx + (float)tot_w + half;
        }
        float clear = flip ? nx - (cx + half) : cx - half - nx;
        nw = fminf(nw, clear);
    } else {
        nw = fminf(nw, flip ? nx - tx - (float)tot_w - 12 * ui->u
                            : tx - (float)tot_w - 12 * ui->u - nx);
    }
    if (s->name.editing == side) {
        ui_round(ui, nb, 6 * ui->u, UI_RGBA(255, 255, 255, 200));
        ui_field_draw(ui, &s->name.edit, UI_BOLD, npx, ui_ink, nx, name_y,
                      nw, flip);
    } else { /* two players type theirs in: a pen says so (issue 51) */
        ui_name_pen(ui, npx, nx, name_y, nw, flip, who.names[side],
                    who.you < 0);
    }
    char role[200];
    banner_role(ui, s, side, &who, nw, role, sizeof role);
    if (!role_line) {
        draw_banner_total(ui, s, side, tot, tx, cx, tm_w, tm_h,
                          (const int[2]){tpx, mpx});
        return;
    }
    /* larger text shrinks back towards its 100 % size before it is cut */
    rpx = ui_px_to_fit(ui, UI_SANS, rpx,
                       (int)ceilf((float)ui_px(ui, 15) / ts), nw, role);
    ui_text_rot(ui, UI_SANS, rpx, UI_RGB(110, 74, 44), nx, nb.y + nb.h * 0.8f,
                UI_LEFT | UI_MIDDLE, flip,
                ui_ellipsis(ui, UI_SANS, rpx, nw, role, cut, sizeof cut));
    draw_banner_total(ui, s, side, tot, tx, cx, tm_w, tm_h,
                      (const int[2]){tpx, mpx});
}

/* The banner's capture total at `tx`, and "to move" at `cx` on its turn. */
static void draw_banner_total(Ui *ui, GameState *s, int side,
                              const char *tot, float tx, float cx, int tm_w,
                              int tm_h, const int px2[2])
{
    UiRect b = s->lay.banner[side];
    bool flip = ui->settings.face_to_face && side == RULES_NORTH;
    const char *tm = _("to move");
    ui_text_rot(ui, UI_BOLD, px2[0], ui_ink, tx, b.y + b.h / 2,
                UI_RIGHT | UI_MIDDLE, flip, tot);
    if (game_banner_turn(s, side)) {
        int px = px2[1];
        int tw = tm_w, th = tm_h;
        UiRect pill = {cx - (float)tw / 2 - (float)th * 0.8f,
                       b.y + b.h / 2 - (float)th * 0.6f,
                       (float)tw + (float)th * 1.6f, (float)th * 1.2f};
        ui_round(ui, pill, pill.h / 2, UI_RGB(120, 64, 24));
        float ax = flip ? pill.x + pill.w - (float)th * 0.5f
                        : pill.x + (float)th * 0.5f;
        float d = flip ? -1.0f : 1.0f;
        float ay = pill.y + pill.h / 2;
        float a = (float)th * 0.25f;
        ui_triangle(ui, ax - a * d, ay - a, ax + a * d, ay, ax - a * d,
                    ay + a, ui_accent);
        ui_text_rot(ui, UI_BOLD, px, UI_RGB(255, 236, 190),
                    cx + d * (float)th * 0.2f, ay, UI_CENTER | UI_MIDDLE, flip,
                    tm);
    }
}
