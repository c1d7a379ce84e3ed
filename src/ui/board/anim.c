/* anim.c: the animation player: shows a move from the rules core's trace, event by event, with captions naming each rule. */
#include "board/anim.h"
#include "board/board.h"
#include "board/look.h"
#include "kit/draw.h"
#include "kit/rect.h"
#include "kit/screen.h"
#include "kit/settings.h"
#include "kit/sound.h"
#include "kit/text.h"
#include "kit/ui_i18n.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Milliseconds of each event at normal speed. */
static uint32_t base_ms(int kind)
{
    switch (kind) {
    case RULES_EV_LIFT: return 420;
    case RULES_EV_SOW: return 240;
    case RULES_EV_SKIP: return 420;
    case RULES_EV_RELAY: return 700;
    case RULES_EV_CAPTURE: return 620;
    case RULES_EV_OFFER: return 1200;
    case RULES_EV_ACCEPT: return 1000;
    case RULES_EV_DECLINE: return 1200;
    case RULES_EV_TRANSFER: return 700;
    case RULES_EV_PASS: return 1100;
    case RULES_EV_NOTE: return 1300;
    case RULES_EV_SWEEP: return 420;
    case RULES_EV_END: return 900;
    default: return 300;
    }
}

uint32_t ui_anim_duration(const UiAnim *a, const RulesEvent *e)
{
    static const float factor[UI_SPEED_COUNT] = {1.8f, 1.0f, 0.42f, 0.0f};
    int s = a->speed >= 0 && a->speed < UI_SPEED_COUNT ? a->speed : 1;
    return (uint32_t)((float)base_ms(e->kind) * factor[s]);
}

/* Bookkeeping of the counters an event moves, exactly as the trace says. */
static void apply_event(UiAnim *a, const RulesEvent *e)
{
    int h = e->hole;
    bool hole_ok = h < RULES_MAX_HOLES;
    switch (e->kind) {
    case RULES_EV_LIFT:
        if (hole_ok) {
            a->counts[h] = (uint16_t)(a->counts[h] >= e->count
                                          ? a->counts[h] - e->count : 0);
            a->hand_hole = h;
        }
        a->in_hand = e->count;
        a->lap = 1;
        a->skipped = 0;
        break;
    case RULES_EV_SOW:
        if (hole_ok) {
            a->counts[h] = e->count;
            a->hand_hole = h;
        }
        if (a->in_hand > 0) {
            a->in_hand--;
        }
        break;
    case RULES_EV_SKIP:
        if (hole_ok) {
            a->skipped |= 1ull << h;
            a->hand_hole = h;
        }
        break;
    case RULES_EV_RELAY:
        if (hole_ok) {
            a->counts[h] = (uint16_t)(a->counts[h] >= e->count
                                          ? a->counts[h] - e->count : 0);
            a->hand_hole = h;
        }
        a->in_hand = e->count;
        a->lap = e->lap;
        a->skipped = 0;
        break;
    case RULES_EV_CAPTURE:
    case RULES_EV_SWEEP:
        if (hole_ok) {
            a->counts[h] = (uint16_t)(a->counts[h] >= e->count
                                          ? a->counts[h] - e->count : 0);
        }
        if (e->side < 2) {
            a->captured[e->side] = (uint16_t)(a->captured[e->side] + e->count);
        }
        a->hand_hole = -1;
        break;
    case RULES_EV_TRANSFER:
        if (hole_ok) {
            a->counts[h] = (uint16_t)(a->counts[h] + e->count);
        }
        if (e->side < 2) {
            a->captured[e->side] = (uint16_t)(a->captured[e->side] >= e->count
                                      ? a->captured[e->side] - e->count : 0);
        }
        break;
    case RULES_EV_ACCEPT:
        for (int i = 0; i < 8; i++) {
            if ((e->extra >> i) & 1) {
                if (e->side == RULES_NORTH) {
                    a->north_owned |= 1ull << i;
                } else {
                    a->north_owned &= ~(1ull << i);
                }
            }
        }
        break;
    default:
        break;
    }
}

static void load_position(UiAnim *a, const RulesPosition *p)
{
    for (int i = 0; i < RULES_MAX_HOLES; i++) {
        a->counts[i] = i < p->hole_count ? p->holes[i] : 0;
    }
    a->captured[0] = p->captured[0];
    a->captured[1] = p->captured[1];
    a->north_owned = p->north_owned;
}

void ui_anim_start(UiAnim *a, const RulesPosition *before,
                   const RulesPosition *after, const RulesTrace *t,
                   int speed, bool teaching)
{
    ui_anim_free(a);
    a->before = *before;
    a->after = *after;
    a->speed = speed;
    a->teaching = teaching;
    a->len = t ? t->len : 0;
    a->ev = NULL;
    if (a->len > 0) {
        a->ev = malloc(a->len * sizeof *a->ev);
        if (a->ev) {
            memcpy(a->ev, t->events, a->len * sizeof *a->ev);
        } else {
            a->len = 0;
        }
    }
    a->i = 0;
    a->t = 0;
    a->paused = false;
    a->step_once = false;
    a->in_hand = 0;
    a->hand_hole = -1;
    a->lap = 1;
    a->skipped = 0;
    a->sounded = 0;
    load_position(a, before);
    a->active = a->len > 0 && speed != UI_SPEED_INSTANT;
    if (speed == UI_SPEED_INSTANT) {
        /* all at once: the mixer merges each kind into one sound */
        for (size_t i = 0; i < a->len; i++) {
            ui_sound_event(a->sound, before, &a->ev[i], false, 0);
            ui_sound_event(a->sound, before, &a->ev[i], true, 0);
        }
    }
    if (!a->active) {
        ui_anim_finish(a);
    }
}

void ui_anim_free(UiAnim *a)
{
    free(a->ev);
    a->ev = NULL;
    a->len = 0;
    a->active = false;
}

/* Jumps to the end: the shown state becomes the core's position after. */
void ui_anim_finish(UiAnim *a)
{
    a->i = a->len;
    a->t = 0;
    a->active = false;
    a->paused = false;
    a->in_hand = 0;
    a->hand_hole = -1;
    a->skipped = 0;
    load_position(a, &a->after);
}

void ui_anim_step(UiAnim *a)
{
    if (a->active && a->paused) {
        a->paused = false;
        a->step_once = true;
    }
}

bool ui_anim_update(UiAnim *a, uint32_t dt)
{
    while (a->active && !a->paused && dt > 0) {
        if (a->i >= a->len) {
            ui_anim_finish(a);
            break;
        }
        if (a->sounded <= a->i) {
            /* it began dt before the end of this update */
            ui_sound_event(a->sound, &a->before, &a->ev[a->i], false, dt);
            a->sounded = a->i + 1;
        }
        uint32_t dur = ui_anim_duration(a, &a->ev[a->i]);
        uint32_t left = dur > a->t ? dur - a->t : 0;
        if (dt < left) {
            a->t += dt;
            break;
        }
        dt -= left;
        ui_sound_event(a->sound, &a->before, &a->ev[a->i], true, dt);
        apply_event(a, &a->ev[a->i]);
        a->i++;
        a->t = 0;
        if (a->i >= a->len) {
            ui_anim_finish(a);
            break;
        }
        if (a->teaching || a->step_once) {
            /* teaching mode: stop after each event until → is pressed */
            a->paused = true;
            a->step_once = false;
        }
    }
    return a->active;
}

void ui_anim_display(const UiAnim *a, uint16_t counts[RULES_MAX_HOLES],
                     uint16_t captured[2])
{
    memcpy(counts, a->counts, sizeof a->counts);
    captured[0] = a->captured[0];
    captured[1] = a->captured[1];
    if (!a->active || a->i >= a->len) {
        return;
    }
    const RulesEvent *e = &a->ev[a->i];
    uint32_t dur = ui_anim_duration(a, e);
    float f = dur ? (float)a->t / (float)dur : 1.0f;
    int h = e->hole;
    if (h >= RULES_MAX_HOLES) {
        return;
    }
    /* Seeds leave their hole as soon as they fly, and arrive at the end. */
    if (e->kind == RULES_EV_CAPTURE || e->kind == RULES_EV_SWEEP ||
        (e->kind == RULES_EV_LIFT && f > 0.45f) ||
        (e->kind == RULES_EV_RELAY && f > 0.35f)) {
        counts[h] = (uint16_t)(counts[h] >= e->count ? counts[h] - e->count
                                                     : 0);
    }
    if (e->kind == RULES_EV_TRANSFER && e->side < 2) {
        captured[e->side] = (uint16_t)(captured[e->side] >= e->count
                                           ? captured[e->side] - e->count : 0);
    }
}

const char *ui_rule_ref(const Ui *ui, int rule, char *buf, size_t size)
{
    const char *id = rules_rule_id((RulesRule)rule);
    buf[0] = '\0';
    if (ui->settings.rule_refs && *id) {
        snprintf(buf, size, " (%s)", id);
    }
    return buf;
}

/* The rule's plain name, its clause id after it for a teacher. */
static void rule_phrase(const Ui *ui, int rule, char *buf, size_t size)
{
    char ref[40];
    const char *label = ui_rule_label(rule);
    ui_rule_ref(ui, rule, ref, sizeof ref);
    snprintf(buf, size, "%s%s", *label ? label : _("a rule of the game"),
             ref);
}

void ui_hole_list(const Ui *ui, const RulesPosition *p, unsigned mask,
                  char *buf, size_t size)
{
    int n = 0, count = 0;
    for (int i = 0; i < 8; i++) {
        count += (int)((mask >> i) & 1u);
    }
    buf[0] = '\0';
    for (int i = 0; i < 8; i++) {
        if ((mask >> i) & 1) {
            size_t len = strlen(buf);
            const char *sep = n == 0 ? "" : n == count - 1 ? _(" and ") : ", ";
            char name[40];
            snprintf(buf + len, size - len, "%s%s", sep,
                     ui_hole_text(ui, p, i, name, sizeof name));
            n++;
        }
    }
}

void ui_caption_for(const Ui *ui, const RulesPosition *p,
                    const RulesEvent *ev, size_t len, size_t i,
                    const UiWho *w, char *buf, size_t size)
{
    buf[0] = '\0';
    if (i >= len) {
        return;
    }
    const RulesEvent *e = &ev[i];
    int side = e->side < 2 ? e->side : 0;
    const char *who = w->names[side];
    char rule[120], holes[120], hole[40];
    rule_phrase(ui, e->rule, rule, sizeof rule);
    ui_hole_text(ui, p, e->hole, hole, sizeof hole);
    switch (e->kind) {
    case RULES_EV_LIFT:
        snprintf(buf, size,
                 ui_who_fmt(w, side, N_("%s lifts %d from hole %s"),
                            N_("%s lift %d from hole %s")),
                 who, e->count, hole);
        break;
    case RULES_EV_SOW:
        snprintf(buf, size, _("Sowing lap %d: hole %s now holds %d"), e->lap,
                 hole, e->count);
        break;
    case RULES_EV_SKIP:
        snprintf(buf, size, _("Hole %s skipped — %s"), hole, rule);
        break;
    case RULES_EV_RELAY:
        snprintf(buf, size, _("Lap %d: %d lifted from hole %s — %s"), e->lap,
                 e->count, hole, rule);
        break;
    case RULES_EV_CAPTURE: {
        /* one caption for the whole run of captures */
        size_t s = i, t = i;
        while (s > 0 && ev[s - 1].kind == RULES_EV_CAPTURE) {
            s--;
        }
        while (t + 1 < len && ev[t + 1].kind == RULES_EV_CAPTURE) {
            t++;
        }
        char counts[80] = "";
        int total = 0;
        for (size_t k = s; k <= t; k++) {
            size_t l = strlen(counts);
            const char *sep = k == s ? "" : k == t ? _(" and ") : ", ";
            snprintf(counts + l, sizeof counts - l, "%s%d", sep, ev[k].count);
            total += ev[k].count;
        }
        char rules_txt[160] = "";
        for (size_t k = s; k <= t; k++) {
            bool seen = false;
            for (size_t m = s; m < k; m++) {
                seen = seen || ev[m].rule == ev[k].rule;
            }
            if (!seen && ev[k].rule != RULES_RULE_NONE) {
                char one[120];
                rule_phrase(ui, ev[k].rule, one, sizeof one);
                size_t l = strlen(rules_txt);
                snprintf(rules_txt + l, sizeof rules_txt - l, "%s%s",
                         l ? "; " : "", one);
            }
        }
        /* who captured, and how many in all: "You capture 3 and 4:
         * 7 seeds" */
        if (t > s) {
            snprintf(buf, size,
                     ui_who_fmt(w, side, N_("%s captures %s: %d seeds — %s"),
                                N_("%s capture %s: %d seeds — %s")),
                     who, counts, total, rules_txt);
        } else {
            snprintf(buf, size,
                     ui_who_fmt(w, side, N_("%s captures %s — %s"),
                                N_("%s capture %s — %s")),
                     who, counts, rules_txt);
        }
        break;
    }
    case RULES_EV_OFFER:
        ui_hole_list(ui, p, e->extra, holes, sizeof holes);
        snprintf(buf, size,
                 ui_who_fmt(w, side, N_("%s offers hole %s — %s"),
                            N_("%s offer hole %s — %s")),
                 who, holes, rule);
        break;
    case RULES_EV_ACCEPT:
        ui_hole_list(ui, p, e->extra, holes, sizeof holes);
        snprintf(buf, size,
                 ui_who_fmt(w, side,
                            N_("%s accepts hole %s and pays 6 for each — %s"),
                            N_("%s accept hole %s and pay 6 for each — %s")),
                 who, holes, rule);
        break;
    case RULES_EV_DECLINE:
        snprintf(buf, size,
                 ui_who_fmt(w, side, N_("%s declines the offer — %s"),
                            N_("%s decline the offer — %s")),
                 who, rule);
        break;
    case RULES_EV_TRANSFER:
        snprintf(buf, size, _("%d paid into hole %s — %s"), e->count, hole,
                 rule);
        break;
    case RULES_EV_PASS:
        snprintf(buf, size,
                 ui_who_fmt(w, side, N_("%s passes — %s"),
                            N_("%s pass — %s")),
                 who, rule);
        break;
    case RULES_EV_NOTE:
        snprintf(buf, size, _("No capture — %s"), rule);
        break;
    case RULES_EV_SWEEP:
        snprintf(buf, size,
                 ui_who_fmt(w, side,
                            N_("%s takes %d from hole %s in the end sweep — %s"),
                            N_("%s take %d from hole %s in the end sweep — %s")),
                 who, e->count, hole, rule);
        break;
    case RULES_EV_END: {
        int won = e->extra == RULES_WINNER_SOUTH   ? 0
                  : e->extra == RULES_WINNER_NORTH ? 1
                                                   : -1;
        if (won >= 0) {
            snprintf(buf, size,
                     ui_who_fmt(w, won, N_("Game over: %s wins — %s"),
                                N_("Game over: %s win — %s")),
                     w->names[won], rule);
        } else {
            snprintf(buf, size, _("Game over: a draw — %s"), rule);
        }
        break;
    }
    default:
        break;
    }
}

void ui_preview_text(const Ui *ui, const RulesPosition *p, RulesMove m,
                     char *buf, size_t size, int *end_hole)
{
    RulesTrace t = {0};
    RulesPosition after;
    rules_apply(p, m, &after, &t);
    int end = -1, laps = 1, caught = 0;
    for (size_t i = 0; i < t.len; i++) {
        const RulesEvent *e = &t.events[i];
        if (e->kind == RULES_EV_SOW) {
            end = e->hole;
        } else if (e->kind == RULES_EV_RELAY) {
            laps++;
        } else if (e->kind == RULES_EV_CAPTURE && e->side == p->to_move) {
            caught += e->count;
        }
    }
    *end_hole = end;
    char lap_txt[40] = "";
    if (laps > 1) {
        snprintf(lap_txt, sizeof lap_txt, _(" · %d laps"), laps);
    }
    char cap_txt[60];
    if (caught > 0) {
        snprintf(cap_txt, sizeof cap_txt, _(" · captures %d"), caught);
    } else {
        snprintf(cap_txt, sizeof cap_txt, "%s", _(" · no capture"));
    }
    if (end >= 0) {
        char from[40], to[40];
        snprintf(buf, size, _("Hole %s: ends in hole %s%s%s"),
                 ui_hole_text(ui, p, m.hole, from, sizeof from),
                 ui_hole_text(ui, p, end, to, sizeof to), lap_txt, cap_txt);
    } else {
        char from[40];
        snprintf(buf, size, _("Hole %s"),
                 ui_hole_text(ui, p, m.hole, from, sizeof from));
    }
    rules_trace_free(&t);
}

static void hole_xy(const UiBoardLayout *L, int h, float *x, float *y)
{
    if (h >= 0 && h < L->hole_count) {
        *x = L->pit_x[h];
        *y = L->pit_y[h];
    } else {
        *x = L->board.x + L->board.w / 2;
        *y = L->board.y + L->board.h / 2;
    }
}

static float ease(float f)
{
    return f * f * (3 - 2 * f);
}

/* The hand: a soft cupped palm carrying the seeds, with their count. */
static void draw_hand(Ui *ui, const UiLook *look, const UiBoardLayout *L,
                      float x, float y, int n, int lap, bool wordless)
{
    float r = L->pit_r * 0.8f;
    float hy = y - L->pit_r * 0.95f;
    ui_ellipse(ui, x + r * 0.1f, hy + r * 0.25f, r * 1.05f, r * 0.7f,
               UI_RGBA(0, 0, 0, 70));
    ui_disc_grad(ui, x, hy, r, r * 0.68f, UI_RGB(214, 158, 112),
                 UI_RGB(160, 104, 66));
    float sr = L->pit_r * 0.15f;
    int shown = n > 7 ? 7 : n;
    for (int k = 0; k < shown; k++) {
        float a = (float)k * 2.4f;
        float rho = sr * 1.1f * sqrtf((float)k);
        ui_seed(ui, look, x + rho * cosf(a), hy + rho * sinf(a) * 0.6f, sr,
                (uint32_t)k * 7u);
    }
    if (wordless) {
        return;
    }
    char txt[48];
    if (lap > 1) {
        snprintf(txt, sizeof txt, _("%d in hand · lap %d"), n, lap);
    } else {
        snprintf(txt, sizeof txt, _("%d in hand"), n);
    }
    int px = (int)(L->pit_r * 0.34f) + 6;
    int tw, th;
    ui_text_size(ui, UI_BOLD, px, txt, &tw, &th);
    UiRect b = {x - (float)tw / 2 - (float)th * 0.4f, hy - r - (float)th * 1.1f,
                (float)tw + (float)th * 0.8f, (float)th};
    if (b.y < 2) {
        b.y = hy + r * 0.8f;
    }
    ui_round(ui, b, (float)th / 2, UI_RGBA(40, 24, 12, 220));
    ui_text(ui, UI_BOLD, px, UI_RGB(255, 236, 190), b.x + b.w / 2,
            b.y + b.h / 2, UI_CENTER | UI_MIDDLE, txt);
}

void ui_anim_draw(Ui *ui, const UiAnim *a, const UiBoardLayout *L)
{
    if (!a->active || a->i >= a->len) {
        return;
    }
    const RulesEvent *e = &a->ev[a->i];
    uint32_t dur = ui_anim_duration(a, e);
    float f = dur ? (float)a->t / (float)dur : 1.0f;
    if (a->paused) {
        f = 1.0f;
    }
    float hx, hy;
    hole_xy(L, a->hand_hole, &hx, &hy);
    float tx, ty;
    hole_xy(L, e->hole, &tx, &ty);
    float sr = L->pit_r * 0.17f;
    const UiLook *look = ui_look((RulesGameId)a->before.game);
    switch (e->kind) {
    case RULES_EV_LIFT:
    case RULES_EV_RELAY: {
        /* a pause on each pick-up, the lap number big over the hole */
        int n = f > 0.35f || a->in_hand == 0 ? e->count : a->in_hand;
        float k = ease(f < 0.35f ? f / 0.35f : 1.0f);
        float x = a->hand_hole >= 0 ? hx + (tx - hx) * k : tx;
        float y = a->hand_hole >= 0 ? hy + (ty - hy) * k : ty;
        draw_hand(ui, look, L, x, y, n, e->kind == RULES_EV_RELAY ? e->lap : 1,
                  a->wordless);
        if (e->kind == RULES_EV_RELAY && !a->wordless) {
            char lap[32];
            snprintf(lap, sizeof lap, _("lap %d"), e->lap);
            int px = (int)(L->pit_r * 0.55f) + 8;
            ui_text(ui, UI_SERIF, px, UI_RGBA(255, 244, 210, 235), tx,
                    ty + L->pit_r * 0.1f, UI_CENTER | UI_MIDDLE, lap);
        }
        break;
    }
    case RULES_EV_SOW:
    case RULES_EV_SKIP: {
        float k = ease(f < 0.6f ? f / 0.6f : 1.0f);
        float x = hx + (tx - hx) * k, y = hy + (ty - hy) * k;
        int n = a->in_hand - (e->kind == RULES_EV_SOW && f >= 0.6f ? 1 : 0);
        if (e->kind == RULES_EV_SOW && f >= 0.6f) {
            float d = (f - 0.6f) / 0.4f;
            ui_seed(ui, look, tx, ty - L->pit_r * 0.9f * (1 - d), sr, 5);
        }
        draw_hand(ui, look, L, x, y, n, a->lap, a->wordless);
        break;
    }
    case RULES_EV_CAPTURE:
    case RULES_EV_SWEEP:
    case RULES_EV_TRANSFER: {
        int side = e->side < 2 ? e->side : 0;
        UiRect s = L->store[side];
        float sx = s.x + s.w / 2, sy = s.y + s.h / 2;
        float fx = tx, fy = ty, gx = sx, gy = sy;
        if (e->kind == RULES_EV_TRANSFER) {
            fx = sx;
            fy = sy;
            gx = tx;
            gy = ty;
        }
        int n = e->count > 12 ? 12 : e->count;
        for (int k = 0; k < n; k++) {
            if (e->kind != RULES_EV_TRANSFER) {
                /* each seed flies to where it will lie in the heap */
                ui_store_spot(L, side, a->captured[side] + k, &gx, &gy);
            }
            float delay = (float)k * 0.04f;
            float g = (f - delay) / (1.0f - 0.5f);
            g = g < 0 ? 0 : g > 1 ? 1 : ease(g);
            float arc = -sinf(g * UI_PI) * L->pit_r * 1.2f;
            float jx = (float)((k * 37) % 11 - 5) * sr * 0.3f;
            ui_seed(ui, look, fx + (gx - fx) * g + jx,
                    fy + (gy - fy) * g + arc, sr, (uint32_t)k * 13u);
        }
        break;
    }
    default:
        break;
    }
}
