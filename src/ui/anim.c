/* anim.c: the animation player: shows a move from the rules core's trace, event by event, with captions naming each rule. */
#include "uipriv.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* What the screen makes of each kind of event (its motion is the rules'
 * row, rules_event_shape()): how long it lasts at normal speed, its
 * sound, its caption and the note it puts on the board. A caption is the
 * first of its forms whose arguments all exist; each argument fills the
 * next "%s" or "%d" of the translated template, in order. */
static const UiEventLook event_looks[RULES_EV_COUNT] = {
    [RULES_EV_LIFT] = {420, UI_SFX_LIFT, UI_SOUND_AT_START,
        {{N_("%s lifts %d from hole %s"), {UI_ARG_WHO, UI_ARG_COUNT,
                                           UI_ARG_HOLE}}}, NULL},
    [RULES_EV_SOW] = {240, UI_SFX_DROP1, UI_SOUND_DROP,
        {{N_("Sowing lap %d: hole %s now holds %d"), {UI_ARG_LAP, UI_ARG_HOLE,
                                                      UI_ARG_COUNT}}}, NULL},
    [RULES_EV_SKIP] = {420, UI_SFX_SKIP, UI_SOUND_AT_START,
        {{N_("Hole %s skipped — %s"), {UI_ARG_HOLE, UI_ARG_RULE}}}, NULL},
    [RULES_EV_RELAY] = {700, UI_SFX_RELAY, UI_SOUND_AT_START,
        {{N_("Lap %d: %d lifted from hole %s — %s"), {UI_ARG_LAP, UI_ARG_COUNT,
                                                      UI_ARG_HOLE,
                                                      UI_ARG_RULE}}}, NULL},
    [RULES_EV_CAPTURE] = {620, UI_SFX_CAPTURE, UI_SOUND_HEAP,
        {{N_("%s captured (%d) — %s"), {UI_ARG_COUNTS, UI_ARG_TOTAL,
                                        UI_ARG_RULES}},
         {N_("%s captured — %s"), {UI_ARG_COUNTS, UI_ARG_RULES}}}, NULL},
    [RULES_EV_OFFER] = {1200, UI_SFX_OFFER, UI_SOUND_AT_START,
        {{N_("%s offers hole %s — %s"), {UI_ARG_WHO, UI_ARG_HOLES,
                                         UI_ARG_RULE}}},
        N_("%s offers a trade")},
    [RULES_EV_ACCEPT] = {1000, UI_SFX_ACCEPT, UI_SOUND_AT_START,
        {{N_("%s accepts hole %s and pays 6 for each — %s"),
          {UI_ARG_WHO, UI_ARG_HOLES, UI_ARG_RULE}}},
        N_("%s accepts")},
    [RULES_EV_DECLINE] = {1200, UI_SFX_DECLINE, UI_SOUND_AT_START,
        {{N_("%s declines the offer — %s"), {UI_ARG_WHO, UI_ARG_RULE}}},
        N_("%s declines")},
    [RULES_EV_TRANSFER] = {700, UI_SFX_CAPTURE, UI_SOUND_HEAP,
        {{N_("%d paid into hole %s — %s"), {UI_ARG_COUNT, UI_ARG_HOLE,
                                            UI_ARG_RULE}}}, NULL},
    [RULES_EV_PASS] = {1100, UI_SFX_PASS, UI_SOUND_AT_START,
        {{N_("%s passes — %s"), {UI_ARG_WHO, UI_ARG_RULE}}},
        N_("%s passes")},
    [RULES_EV_NOTE] = {1300, UI_SFX_COUNT, UI_SOUND_NONE,
        {{N_("No capture — %s"), {UI_ARG_RULE}}}, NULL},
    [RULES_EV_SWEEP] = {420, UI_SFX_CAPTURE, UI_SOUND_HEAP,
        {{N_("End sweep: %d from hole %s to %s — %s"),
          {UI_ARG_COUNT, UI_ARG_HOLE, UI_ARG_WHO, UI_ARG_RULE}}}, NULL},
    [RULES_EV_END] = {900, UI_SFX_WIN, UI_SOUND_RESULT,
        {{N_("Game over: %s wins — %s"), {UI_ARG_WINNER, UI_ARG_RULE}},
         {N_("Game over: a draw — %s"), {UI_ARG_RULE}}},
        N_("Game over")},
};

const UiEventLook *ui_event_look(int kind)
{
    static const UiEventLook none = {300, UI_SFX_COUNT, UI_SOUND_NONE,
                                     {{NULL, {UI_ARG_END}}}, NULL};
    return kind >= 0 && kind < RULES_EV_COUNT && event_looks[kind].ms
               ? &event_looks[kind] : &none;
}

uint32_t ui_anim_duration(const UiAnim *a, const RulesEvent *e)
{
    static const float factor[UI_SPEED_COUNT] = {1.8f, 1.0f, 0.42f, 0.0f};
    int s = a->speed >= 0 && a->speed < UI_SPEED_COUNT ? a->speed : 1;
    return (uint32_t)((float)ui_event_look(e->kind)->ms * factor[s]);
}

int ui_event_moved(const RulesEvent *e)
{
    RulesAmount amount = rules_event_shape(e->kind)->amount;
    return amount == RULES_MOVES_COUNT ? e->count
           : amount == RULES_MOVES_ONE ? 1 : 0;
}

static uint16_t less(uint16_t have, int n)
{
    return (uint16_t)(have >= n ? have - n : 0);
}

/* Bookkeeping of the counters an event moves, exactly as the trace and
 * the event's row say. */
static void apply_event(UiAnim *a, const RulesEvent *e)
{
    const RulesEventShape *row = rules_event_shape(e->kind);
    int h = e->hole, n = ui_event_moved(e);
    bool hole_ok = h < RULES_MAX_HOLES, side_ok = e->side < 2, one =
        row->amount == RULES_MOVES_ONE;
    if (row->from == RULES_AT_HOLE && hole_ok) {
        a->counts[h] = less(a->counts[h], n);
    } else if (row->from == RULES_AT_HAND) {
        a->in_hand = a->in_hand >= n ? a->in_hand - n : 0;
    } else if (row->from == RULES_AT_PILE && side_ok) {
        a->captured[e->side] = less(a->captured[e->side], n);
    }
    if (row->to == RULES_AT_HOLE && hole_ok) {
        a->counts[h] = (uint16_t)(one ? e->count : a->counts[h] + n);
    } else if (row->to == RULES_AT_HAND) {
        a->in_hand = e->count; /* a new lap */
        a->lap = e->lap ? e->lap : 1;
        a->skipped = 0;
    } else if (row->to == RULES_AT_PILE && side_ok) {
        a->captured[e->side] =
            (uint16_t)(one ? e->count : a->captured[e->side] + n);
    }
    if (row->from == RULES_AT_HAND || row->to == RULES_AT_HAND) {
        a->hand_hole = hole_ok ? h : a->hand_hole;
    } else if (row->to == RULES_AT_PILE) {
        a->hand_hole = -1;
    }
    if (row->amount == RULES_MOVES_NONE && row->to == RULES_AT_HOLE &&
        hole_ok) {
        a->skipped |= 1ull << h;
    }
    for (int i = 0; row->extra == RULES_EXTRA_OWNED && i < 8; i++) {
        if ((e->extra >> i) & 1) {
            if (e->side == RULES_NORTH) {
                a->north_owned |= 1ull << i;
            } else {
                a->north_owned &= ~(1ull << i);
            }
        }
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
    /* Seeds leave their place as soon as they fly, and arrive at the end;
     * a pick-up first waits (the first of a move a little longer). */
    const RulesEventShape *row = rules_event_shape(e->kind);
    int n = ui_event_moved(e);
    bool flying = row->to != RULES_AT_HAND ||
                  f > (e->lap > 1 ? 0.35f : 0.45f);
    if (row->from == RULES_AT_HOLE && flying) {
        counts[h] = (uint16_t)(counts[h] >= n ? counts[h] - n : 0);
    }
    if (row->from == RULES_AT_PILE && e->side < 2) {
        captured[e->side] = (uint16_t)(captured[e->side] >= n
                                           ? captured[e->side] - n : 0);
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

/* The run of events of one kind around ev[i] (captures of one move are
 * captioned together), as [*from, *to]. */
static void run_of(const RulesEvent *ev, size_t len, size_t i, size_t *from,
                   size_t *to)
{
    *from = *to = i;
    while (*from > 0 && ev[*from - 1].kind == ev[i].kind) {
        (*from)--;
    }
    while (*to + 1 < len && ev[*to + 1].kind == ev[i].kind) {
        (*to)++;
    }
}

/* The counts of a run ("3, 2 and 4") and its rules, each named once. */
static int run_words(const Ui *ui, const RulesEvent *ev, size_t s, size_t t,
                     char *counts, size_t counts_size, char *rules,
                     size_t rules_size)
{
    int total = 0;
    counts[0] = rules[0] = '\0';
    for (size_t k = s; k <= t; k++) {
        size_t l = strlen(counts);
        const char *sep = k == s ? "" : k == t ? _(" and ") : ", ";
        snprintf(counts + l, counts_size - l, "%s%d", sep, ev[k].count);
        total += ev[k].count;
        bool seen = false;
        for (size_t m = s; m < k; m++) {
            seen = seen || ev[m].rule == ev[k].rule;
        }
        if (!seen && ev[k].rule != RULES_RULE_NONE) {
            char one[120];
            rule_phrase(ui, ev[k].rule, one, sizeof one);
            l = strlen(rules);
            snprintf(rules + l, rules_size - l, "%s%s", l ? "; " : "", one);
        }
    }
    return total;
}

static bool caption_uses(const UiEventLook *look, UiCaptionArg arg)
{
    bool uses = false;
    for (int c = 0; c < UI_EVENT_CAPTIONS; c++) {
        for (int k = 0; k < UI_CAPTION_ARGS; k++) {
            uses = uses || look->caption[c].args[k] == arg;
        }
    }
    return uses;
}

/* Fills each "%s" or "%d" of `template` with the next of `args`. */
static void fill(char *buf, size_t size, const char *template,
                 const char *const *args, int n)
{
    size_t at = 0;
    int k = 0;
    for (const char *c = template; *c && at + 1 < size; c++) {
        const char *put = NULL;
        if (c[0] == '%' && (c[1] == 's' || c[1] == 'd') && k < n) {
            put = args[k++];
            c++;
        } else if (c[0] == '%' && c[1] == '%') {
            c++;
        }
        size_t len = put ? strlen(put) : 1;
        len = len < size - 1 - at ? len : size - 1 - at;
        memcpy(buf + at, put ? put : c, len);
        at += len;
    }
    buf[at] = '\0';
}

void ui_caption_for(const Ui *ui, const RulesPosition *p,
                    const RulesEvent *ev, size_t len, size_t i,
                    const char *const names[2], char *buf, size_t size)
{
    buf[0] = '\0';
    if (i >= len) {
        return;
    }
    const RulesEvent *e = &ev[i];
    const UiEventLook *look = ui_event_look(e->kind);
    char words[UI_ARG_COUNT_OF][160];
    bool have[UI_ARG_COUNT_OF];
    for (int a = 0; a < UI_ARG_COUNT_OF; a++) {
        have[a] = true;
        words[a][0] = '\0';
    }
    if (caption_uses(look, UI_ARG_COUNTS)) {
        size_t s, t;
        run_of(ev, len, i, &s, &t);
        int total = run_words(ui, ev, s, t, words[UI_ARG_COUNTS], 80,
                              words[UI_ARG_RULES], sizeof words[0]);
        snprintf(words[UI_ARG_TOTAL], sizeof words[0], "%d", total);
        have[UI_ARG_TOTAL] = t > s;
    }
    snprintf(words[UI_ARG_WHO], sizeof words[0], "%s",
             names[e->side < 2 ? e->side : 0]);
    snprintf(words[UI_ARG_COUNT], sizeof words[0], "%d", e->count);
    snprintf(words[UI_ARG_LAP], sizeof words[0], "%d", e->lap);
    ui_hole_text(ui, p, e->hole, words[UI_ARG_HOLE], 40);
    if (caption_uses(look, UI_ARG_HOLES)) {
        ui_hole_list(ui, p, e->extra, words[UI_ARG_HOLES], 120);
    }
    rule_phrase(ui, e->rule, words[UI_ARG_RULE], 120);
    have[UI_ARG_WINNER] = e->extra == RULES_WINNER_SOUTH ||
                          e->extra == RULES_WINNER_NORTH;
    snprintf(words[UI_ARG_WINNER], sizeof words[0], "%s",
             names[e->extra == RULES_WINNER_NORTH]);
    for (int c = 0; c < UI_EVENT_CAPTIONS && look->caption[c].text; c++) {
        const char *args[UI_CAPTION_ARGS];
        int n = 0;
        bool all = true;
        for (; n < UI_CAPTION_ARGS && look->caption[c].args[n]; n++) {
            args[n] = words[look->caption[c].args[n]];
            all = all && have[look->caption[c].args[n]];
        }
        if (all) {
            fill(buf, size, _(look->caption[c].text), args, n);
            return;
        }
    }
}

size_t ui_caption_event(const RulesEvent *ev, size_t len, size_t i)
{
    /* a counter sown goes on with the caption of its lap's pick-up */
    while (i > 0 && i < len && rules_event_shape(ev[i].kind)->from ==
                                   RULES_AT_HAND &&
           rules_event_shape(ev[i].kind)->amount == RULES_MOVES_ONE) {
        i--;
    }
    return i;
}

void ui_event_board_note(const RulesEvent *e, const char *const names[2],
                         char *buf, size_t size)
{
    const char *note = ui_event_look(e->kind)->board_note;
    const char *who = names[e->side & 1];
    buf[0] = '\0';
    if (note) {
        fill(buf, size, _(note), &who, 1);
    }
}

void ui_preview_text(const Ui *ui, const RulesPosition *p, RulesMove m,
                     char *buf, size_t size, int *end_hole)
{
    RulesTrace t = {0};
    RulesPosition after;
    rules_apply(p, m, &after, &t);
    RulesTraceSummary sum;
    rules_trace_summary(&t, (RulesSide)p->to_move, &sum);
    rules_trace_free(&t);
    *end_hole = sum.end_hole;
    char lap_txt[40] = "";
    if (sum.laps > 1) {
        snprintf(lap_txt, sizeof lap_txt, _(" · %d laps"), sum.laps);
    }
    char cap_txt[60];
    if (sum.captured > 0) {
        snprintf(cap_txt, sizeof cap_txt, _(" · captures %d"), sum.captured);
    } else {
        snprintf(cap_txt, sizeof cap_txt, "%s", _(" · no capture"));
    }
    char from[40], to[40];
    ui_hole_text(ui, p, m.hole, from, sizeof from);
    if (sum.end_in_pile) {
        snprintf(buf, size, _("Hole %s: ends in the store%s%s"), from,
                 lap_txt, cap_txt);
    } else if (sum.end_hole >= 0) {
        snprintf(buf, size, _("Hole %s: ends in hole %s%s%s"), from,
                 ui_hole_text(ui, p, sum.end_hole, to, sizeof to), lap_txt,
                 cap_txt);
    } else {
        snprintf(buf, size, _("Hole %s"), from);
    }
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

/* Where an event's place is drawn: its hole, or its side's store. */
static void place_xy(const UiBoardLayout *L, RulesPlace place,
                     const RulesEvent *e, float *x, float *y)
{
    if (place == RULES_AT_PILE) {
        UiRect s = L->store[e->side < 2 ? e->side : 0];
        *x = s.x + s.w / 2;
        *y = s.y + s.h / 2;
    } else {
        hole_xy(L, e->hole, x, y);
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
    const RulesEventShape *row = rules_event_shape(e->kind);
    float tx, ty;
    place_xy(L, row->to == RULES_AT_HAND ? row->from : row->to, e, &tx, &ty);
    float sr = L->pit_r * 0.17f;
    const UiLook *look = ui_look((RulesGameId)a->before.game);
    if (row->to == RULES_AT_HAND) {
        /* a pause on each pick-up, the lap number big over the hole */
        int n = f > 0.35f || a->in_hand == 0 ? e->count : a->in_hand;
        float k = ease(f < 0.35f ? f / 0.35f : 1.0f);
        float x = a->hand_hole >= 0 ? hx + (tx - hx) * k : tx;
        float y = a->hand_hole >= 0 ? hy + (ty - hy) * k : ty;
        draw_hand(ui, look, L, x, y, n, e->lap > 1 ? e->lap : 1,
                  a->wordless);
        if (e->lap > 1 && !a->wordless) {
            char lap[32];
            snprintf(lap, sizeof lap, _("lap %d"), e->lap);
            int px = (int)(L->pit_r * 0.55f) + 8;
            ui_text(ui, UI_SERIF, px, UI_RGBA(255, 244, 210, 235), tx,
                    ty + L->pit_r * 0.1f, UI_CENTER | UI_MIDDLE, lap);
        }
    } else if (row->from == RULES_AT_HAND) {
        /* the hand goes to the place, and drops what it sows there */
        bool drops = ui_event_moved(e) > 0 && f >= 0.6f;
        float k = ease(f < 0.6f ? f / 0.6f : 1.0f);
        float x = hx + (tx - hx) * k, y = hy + (ty - hy) * k;
        if (drops) {
            float d = (f - 0.6f) / 0.4f;
            ui_seed(ui, look, tx, ty - L->pit_r * 0.9f * (1 - d), sr, 5);
        }
        draw_hand(ui, look, L, x, y, a->in_hand - (drops ? 1 : 0), a->lap,
                  a->wordless);
    } else if (row->from != RULES_AT_NOWHERE && ui_event_moved(e) > 0) {
        /* counters fly from one place to the other */
        int side = e->side < 2 ? e->side : 0;
        float fx, fy, gx, gy;
        place_xy(L, row->from, e, &fx, &fy);
        place_xy(L, row->to, e, &gx, &gy);
        int n = e->count > 12 ? 12 : e->count;
        for (int k = 0; k < n; k++) {
            if (row->to == RULES_AT_PILE) {
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
    }
}
