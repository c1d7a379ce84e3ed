/* anim.c: the animation player: plays a move from the rules core's trace, event by event, as each event's row says (the rules' row: what it moves; this file's table: how long, its sound, its words, read by captions.c). */
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

/* What the screen makes of each kind of event (its motion is the rules'
 * row, rules_event_shape()): how long it lasts at normal speed, its
 * sound, its caption and the note it puts on the board. A caption is the
 * first of its forms whose arguments all exist; each argument fills the
 * next "%s" or "%d" of the translated template, in order. */
static const UiEventLook event_looks[RULES_EV_COUNT] = {
    [RULES_EV_LIFT] = {420, UI_SFX_LIFT, UI_SOUND_AT_START,
        {{N_("%s lifts %d from hole %s"), N_("%s lift %d from hole %s"),
          {UI_ARG_WHO, UI_ARG_COUNT, UI_ARG_HOLE}}}, {NULL, NULL}},
    /* a seed's own words, said when teaching mode stops after it (while
     * the seeds move, their lap's caption stands) */
    [RULES_EV_SOW] = {240, UI_SFX_DROP1, UI_SOUND_DROP,
        {{N_("%s drops a seed in hole %s, which now holds %d (lap %d)"),
          N_("%s drop a seed in hole %s, which now holds %d (lap %d)"),
          {UI_ARG_WHO, UI_ARG_HOLE, UI_ARG_COUNT, UI_ARG_LAP}},
         {N_("%s drops a seed in hole %s, which now holds %d"),
          N_("%s drop a seed in hole %s, which now holds %d"),
          {UI_ARG_WHO, UI_ARG_HOLE, UI_ARG_COUNT}}}, {NULL, NULL}},
    [RULES_EV_SKIP] = {420, UI_SFX_SKIP, UI_SOUND_AT_START,
        {{N_("%s skips hole %s — %s"), N_("%s skip hole %s — %s"),
          {UI_ARG_WHO, UI_ARG_HOLE, UI_ARG_RULE}}},
        {NULL, NULL}},
    [RULES_EV_RELAY] = {700, UI_SFX_RELAY, UI_SOUND_AT_START,
        /* why, before what (issue 58: "Vòng 2: bốc 2 hạt từ ô N5 — rải
         * tiếp từ một ô có hạt" read as words thrown together) */
        {{N_("Lap %d: hole %s had seeds, so its %d are lifted and "
             "sown on%s"), NULL,
          {UI_ARG_LAP, UI_ARG_HOLE, UI_ARG_COUNT, UI_ARG_REF}}},
        {NULL, NULL}},
    /* who captured what and why, in a sentence as the review's: "You
     * capture 7 seeds, because the last seed makes 2 or 4 in a hole of
     * the other side" (the board shows where; issue 51: it read "You
     * capture 3 and 4: 7 seeds — last seed makes 2 or 4 in an
     * opponent's hole") */
    [RULES_EV_CAPTURE] = {620, UI_SFX_CAPTURE, UI_SOUND_HEAP,
        {{N_("%s captures %s, %s"), N_("%s capture %s, %s"),
          {UI_ARG_WHO, UI_ARG_SEEDS, UI_ARG_BECAUSE}},
         {N_("%s captures %s: %d seeds — %s"),
          N_("%s capture %s: %d seeds — %s"),
          {UI_ARG_WHO, UI_ARG_COUNTS, UI_ARG_TOTAL, UI_ARG_RULES}},
         {N_("%s captures %s — %s"), N_("%s capture %s — %s"),
          {UI_ARG_WHO, UI_ARG_COUNTS, UI_ARG_RULES}}},
        {NULL, NULL}},
    [RULES_EV_OFFER] = {1200, UI_SFX_OFFER, UI_SOUND_AT_START,
        {{N_("%s offers hole %s — %s"), N_("%s offer hole %s — %s"),
          {UI_ARG_WHO, UI_ARG_ONE_HOLE, UI_ARG_RULE}},
         {N_("%s offers holes %s — %s"), N_("%s offer holes %s — %s"),
          {UI_ARG_WHO, UI_ARG_HOLES, UI_ARG_RULE}}},
        {N_("%s offers a trade"), N_("%s offer a trade")}},
    [RULES_EV_ACCEPT] = {1000, UI_SFX_ACCEPT, UI_SOUND_AT_START,
        {{N_("%s accepts hole %s and pays 6 seeds for it — %s"),
          N_("%s accept hole %s and pay 6 seeds for it — %s"),
          {UI_ARG_WHO, UI_ARG_ONE_HOLE, UI_ARG_RULE}},
         {N_("%s accepts holes %s and pays 6 seeds for each — %s"),
          N_("%s accept holes %s and pay 6 seeds for each — %s"),
          {UI_ARG_WHO, UI_ARG_HOLES, UI_ARG_RULE}}},
        {N_("%s accepts"), N_("%s accept")}},
    [RULES_EV_DECLINE] = {1200, UI_SFX_DECLINE, UI_SOUND_AT_START,
        {{N_("%s declines the offer — %s"), N_("%s decline the offer — %s"),
          {UI_ARG_WHO, UI_ARG_RULE}}},
        {N_("%s declines"), N_("%s decline")}},
    [RULES_EV_TRANSFER] = {700, UI_SFX_CAPTURE, UI_SOUND_HEAP,
        {{N_("%d paid into hole %s — %s"), NULL,
          {UI_ARG_COUNT, UI_ARG_HOLE, UI_ARG_RULE}}}, {NULL, NULL}},
    [RULES_EV_PASS] = {1100, UI_SFX_PASS, UI_SOUND_AT_START,
        {{N_("%s passes — %s"), N_("%s pass — %s"),
          {UI_ARG_WHO, UI_ARG_RULE}}},
        {N_("%s passes"), N_("%s pass")}},
    [RULES_EV_NOTE] = {1300, UI_SFX_COUNT, UI_SOUND_NONE,
        {{N_("No capture — %s"), NULL, {UI_ARG_RULE}}}, {NULL, NULL}},
    [RULES_EV_SWEEP] = {420, UI_SFX_CAPTURE, UI_SOUND_HEAP,
        {{N_("Game over, %s: %s takes the %d left in hole %s"),
          N_("Game over, %s: %s take the %d left in hole %s"),
          {UI_ARG_END_WHY, UI_ARG_WHO, UI_ARG_COUNT, UI_ARG_HOLE}}},
        {NULL, NULL}},
    [RULES_EV_END] = {900, UI_SFX_WIN, UI_SOUND_RESULT,
        {{N_("Game over: %s wins — %s"), N_("Game over: %s win — %s"),
          {UI_ARG_WINNER, UI_ARG_END_WHY}},
         {N_("Game over: a draw — %s"), NULL, {UI_ARG_END_WHY}}},
        {N_("Game over"), N_("Game over")}},
};

const UiEventLook *ui_event_look(int kind)
{
    static const UiEventLook none = {300, UI_SFX_COUNT, UI_SOUND_NONE,
                                     {{NULL, NULL, {UI_ARG_END}}},
                                     {NULL, NULL}};
    return kind >= 0 && kind < RULES_EV_COUNT && event_looks[kind].ms
               ? &event_looks[kind] : &none;
}

/* slow is a class's: time to say each seed aloud as it lands, and to
 * read each lap's caption, which stands from its lift until the next
 * lap's, at least 2.5 s (issue 58: at 1.8 a two-seed move with its
 * capture was gone in a second; at 3 a lap's caption stood 1.3 s) */
static const float speed_factor[UI_SPEED_COUNT] = {6.0f, 1.0f, 0.42f, 0.0f};

/* A long move is shortened by speeding its seeds up alike, so that it
 * lasts no longer than its speed's most (0: no most): a relay of five
 * laps took 15 to 25 s at Normal, ten and more at Fast (issues 51, 52).
 * At Normal every event of the first lap keeps at least NORMAL_LEAST of
 * its own time, so that each seed is still seen landing, and where that
 * is still too long the later laps go faster, down to LATER_LEAST (a
 * relay took 8 to 10 s at Normal, issue 52: about 5 s now); Slow and
 * teaching mode keep each event's own time, for following every seed. */
static const uint32_t move_most_ms[UI_SPEED_COUNT] = {0, 5000, 2500, 0};
static const float squeeze_least[UI_SPEED_COUNT] = {1.0f, 0.35f, 0.0f,
                                                    1.0f};
static const float later_least[UI_SPEED_COUNT] = {1.0f, 0.15f, 0.0f, 1.0f};

uint32_t ui_anim_duration(const UiAnim *a, const RulesEvent *e)
{
    int s = a->speed >= 0 && a->speed < UI_SPEED_COUNT ? a->speed : 1;
    int pace = s == UI_SPEED_NORMAL && a->one_seed && !a->teaching
                   ? UI_SPEED_FAST
                   : s;
    float ms = (float)ui_event_look(e->kind)->ms * speed_factor[pace];
    float k = e->lap >= 2 ? a->squeeze_later[s] : a->squeeze[s];
    return (uint32_t)(a->teaching ? ms : ms * k);
}

/* A move that lifts one seed and sows it, nothing more: the long
 * endgames' shuffles (Urim, Ayoayo: forty such moves, issue 52). */
static bool one_seed_sowing(const UiAnim *a)
{
    int sown = 0;
    for (size_t i = 0; i < a->len; i++) {
        int k = a->ev[i].kind;
        if (k != RULES_EV_LIFT && k != RULES_EV_SOW) {
            return false;
        }
        sown += k == RULES_EV_SOW ? ui_event_moved(&a->ev[i]) : 0;
    }
    return sown == 1;
}

/* How much each speed shortens each event of this move so that the move
 * keeps within its most (1: not at all): those of the first lap, then
 * those of the later laps with the time left. */
static void squeeze_move(UiAnim *a)
{
    for (int s = 0; s < UI_SPEED_COUNT; s++) {
        float first = 0, later = 0;
        for (size_t i = 0; i < a->len; i++) {
            float ms = (float)ui_event_look(a->ev[i].kind)->ms *
                       speed_factor[s];
            *(a->ev[i].lap >= 2 ? &later : &first) += ms;
        }
        float most = (float)move_most_ms[s], total = first + later;
        float k = most > 0 && total > most
                      ? fmaxf(most / total, squeeze_least[s])
                      : 1.0f;
        a->squeeze[s] = a->squeeze_later[s] = k;
        if (most > 0 && later > 0 && k * total > most) {
            a->squeeze_later[s] = fminf(
                k, fmaxf((most - k * first) / later, later_least[s]));
        }
    }
}

int ui_event_moved(const RulesEvent *e)
{
    RulesAmount amount = rules_event_shape(e->kind)->amount;
    return amount == RULES_MOVES_COUNT ? e->count
           : amount == RULES_MOVES_ONE ? 1 : 0;
}

/* The sound of an event, as its row says: at its start (`landing` false:
 * lifts, relays, skips, trades, passes, the end) or when its seeds land
 * (sowing, captures). */
static void event_sound(UiAnim *a, const RulesEvent *e, bool landing,
                        uint32_t late_ms)
{
    if (!a->sound) {
        return;
    }
    const UiEventLook *look = ui_event_look(e->kind);
    UiSfx sfx = look->sfx;
    bool at_start = look->sound == UI_SOUND_AT_START ||
                    look->sound == UI_SOUND_RESULT;
    if (look->sound == UI_SOUND_NONE || landing == at_start) {
        return;
    }
    if (look->sound == UI_SOUND_DROP) {
        /* a hole in the earth sounds duller than one in wood */
        sfx = ui_look((RulesGameId)a->before.game)->surface ==
                      UI_SURFACE_EARTH
                  ? UI_SFX_DROP_EARTH
                  : (UiSfx)(UI_SFX_DROP1 + a->drop_turn++ % 4);
    } else if (look->sound == UI_SOUND_HEAP && ui_event_moved(e) == 1) {
        sfx = UI_SFX_DROP_STORE;
    } else if (look->sound == UI_SOUND_RESULT &&
               e->extra == RULES_WINNER_DRAW) {
        sfx = UI_SFX_DRAW;
    }
    ui_sound_play(a->sound, sfx, late_ms, 1.0f);
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
    rules_event_change(e, &a->north_owned, &a->holes_marked);
}

static void load_position(UiAnim *a, const RulesPosition *p)
{
    for (int i = 0; i < RULES_MAX_HOLES; i++) {
        a->counts[i] = i < p->hole_count ? p->holes[i] : 0;
    }
    a->captured[0] = p->captured[0];
    a->captured[1] = p->captured[1];
    a->north_owned = p->north_owned;
    a->holes_marked = p->marked;
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
        if (!a->ev) {
            ui_fatal(__FILE__, __LINE__, "out of memory");
        }
        memcpy(a->ev, t->events, a->len * sizeof *a->ev);
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
    squeeze_move(a);
    a->one_seed = one_seed_sowing(a);
    load_position(a, before);
    a->active = a->len > 0 && speed != UI_SPEED_INSTANT;
    if (speed == UI_SPEED_INSTANT) {
        /* all at once: the mixer merges each kind into one sound */
        for (size_t i = 0; i < a->len; i++) {
            event_sound(a, &a->ev[i], false, 0);
            event_sound(a, &a->ev[i], true, 0);
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

void ui_anim_back(UiAnim *a)
{
    if (!a->active) {
        /* a move shown whole keeps its events: back into its last one */
        if (a->len == 0 || a->i < a->len) {
            return;
        }
        a->active = true;
        a->paused = true;
    }
    /* the events before the one to show again, applied afresh from the
     * start (the hand, its lap and the marks are theirs) */
    size_t to = a->i > 0 && (a->paused || a->t == 0) ? a->i - 1 : a->i;
    load_position(a, &a->before);
    a->in_hand = 0;
    a->hand_hole = -1;
    a->lap = 1;
    a->skipped = 0;
    for (size_t k = 0; k < to; k++) {
        apply_event(a, &a->ev[k]);
    }
    a->i = to;
    a->t = 0;
    a->sounded = to;
    a->paused = true;
    a->step_once = false;
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
            event_sound(a, &a->ev[a->i], false, dt);
            a->sounded = a->i + 1;
        }
        uint32_t dur = ui_anim_duration(a, &a->ev[a->i]);
        uint32_t left = dur > a->t ? dur - a->t : 0;
        if (dt < left) {
            a->t += dt;
            break;
        }
        dt -= left;
        event_sound(a, &a->ev[a->i], true, dt);
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

void ui_anim_view(const UiAnim *a, UiBoardView *v)
{
    if (!a->active || a->i >= a->len) {
        return;
    }
    const RulesEvent *e = &a->ev[a->i];
    const RulesEventShape *row = rules_event_shape(e->kind);
    bool at_hole = e->hole < RULES_MAX_HOLES;
    bool passed = row->amount == RULES_MOVES_NONE &&
                  row->to == RULES_AT_HOLE;
    if (row->extra == RULES_EXTRA_HOLES) {
        v->offered = e->extra; /* the trade's holes while it is told */
    } else if (!(row->from == RULES_AT_PILE && row->to == RULES_AT_HOLE)) {
        v->offered = 0; /* (kept while a trade's price is paid) */
    }
    /* the hole a rule acts on: passed over, taken from, paid into */
    if (passed || (row->from == RULES_AT_HOLE && row->to == RULES_AT_PILE) ||
        (row->from == RULES_AT_PILE && row->to == RULES_AT_HOLE)) {
        v->marked = e->hole;
    }
    v->skipped = a->skipped;
    if (passed && at_hole) {
        v->skipped |= 1ull << e->hole;
    }
    /* an event that moves nothing but changes its hole (a hole that
     * becomes a store, as a tuzdyk) shows the change, on its hole, while
     * it is told; no event of the five games has that shape */
    if (row->change != RULES_CHANGE_NONE &&
        row->amount == RULES_MOVES_NONE && at_hole) {
        rules_event_change(e, &v->north_owned, &v->hole_marks);
        v->marked = e->hole;
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

/* The hand's count `b` lies within a row of holes' rims or on a store:
 * crossing from one row to the next, between them, it would cover the
 * holes' names there (issue 51: "4" over N1's name as the hand went down
 * from B6), so it waits until the hand is over the next row. */
static bool over_a_row(const UiBoardLayout *L, UiRect b)
{
    for (int k = 0; k < L->hole_count; k++) {
        float top = L->pit_y[k] - L->pit_r, foot = L->pit_y[k] + L->pit_r;
        if (b.y >= top && b.y + b.h <= foot) {
            return true;
        }
    }
    for (int side = 0; side < 2; side++) {
        UiRect st = L->store[side];
        if (st.w > 0 && b.y >= st.y && b.y + b.h <= st.y + st.h &&
            b.x >= st.x && b.x + b.w <= st.x + st.w) {
            return true;
        }
    }
    return false;
}

/* The hand: a soft cupped palm carrying the seeds, with their count on
 * it. It stays within the rim of the hole it is over (issue 51: above the
 * hole, with "8 in hand · lap 8" over it, it covered the counts and
 * names around); the lap is the caption's to say. */
static void draw_hand(Ui *ui, const UiLook *look, const UiBoardLayout *L,
                      float x, float y, int n, bool wordless)
{
    float r = L->pit_r * 0.72f;
    float hy = y - L->pit_r * 0.3f;
    ui_ellipse(ui, x + r * 0.1f, hy + r * 0.25f, r * 1.05f, r * 0.7f,
               UI_RGBA(0, 0, 0, 70));
    ui_disc_grad(ui, x, hy, r, r * 0.68f, UI_RGB(214, 158, 112),
                 UI_RGB(160, 104, 66));
    float sr = L->pit_r * 0.14f;
    int shown = n > 7 ? 7 : n;
    for (int k = 0; k < shown; k++) {
        float a = (float)k * 2.4f;
        float rho = sr * 1.1f * sqrtf((float)k);
        ui_seed(ui, look, x + rho * cosf(a),
                hy - r * 0.2f + rho * sinf(a) * 0.6f, sr, (uint32_t)k * 7u);
    }
    if (wordless || n == 0) {
        /* an empty hand says nothing: "0 in hand" beside seeds that fly
         * to a store read as if it held none of them (issue 58) */
        return;
    }
    char txt[16];
    snprintf(txt, sizeof txt, "%d", n);
    /* as large as the holes' counts at least: they grow with the text
     * size */
    int px = (int)fmaxf(r * 0.7f + 4, L->count_px * 1.1f);
    int tw, th;
    ui_text_size(ui, UI_BOLD, px, txt, &tw, &th);
    float h = (float)th * 0.95f, w = fmaxf((float)tw + h * 0.5f, h);
    UiRect b = {x - w / 2, hy + r * 0.9f - h, w, h};
    if (!over_a_row(L, b)) {
        return;
    }
    ui_round(ui, b, h / 2, UI_RGBA(40, 24, 12, 230));
    ui_text_floats(ui);
    ui_text_of_board(ui);
    ui_text(ui, UI_BOLD, px, UI_RGB(255, 236, 190), b.x + b.w / 2,
            b.y + b.h / 2, UI_CENTER | UI_MIDDLE, txt);
}

/* How far event i has gone, 0 to 1; a paused animation stands between
 * two events, the next one not begun. */
static float progress(const UiAnim *a)
{
    uint32_t dur = ui_anim_duration(a, &a->ev[a->i]);
    return a->paused ? 0.0f : dur ? (float)a->t / (float)dur : 1.0f;
}

int ui_anim_hand(const UiAnim *a)
{
    if (!a->active || a->i >= a->len) {
        return 0;
    }
    const RulesEvent *e = &a->ev[a->i];
    const RulesEventShape *row = rules_event_shape(e->kind);
    float f = progress(a);
    if (a->paused) {
        return a->in_hand; /* what it carries after the events shown */
    }
    if (row->to == RULES_AT_HAND) {
        /* a pick-up: the seeds are in the hand once they leave the hole
         * (a move's first lift shows them at once) */
        return f > 0.35f || a->in_hand == 0 ? e->count : a->in_hand;
    }
    if (row->from == RULES_AT_HAND) {
        return a->in_hand - (ui_event_moved(e) > 0 && f >= 0.6f ? 1 : 0);
    }
    return a->in_hand;
}

/* Where the hand may be drawn over a point: the palm, its shadow and the
 * seed it drops (with words, as wide as its old label was: a margin). */
static UiRect hand_area(const UiAnim *a, const UiBoardLayout *L, float x,
                        float y)
{
    float pr = L->pit_r;
    return a->wordless
               ? (UiRect){x - 1.2f * pr, y - 2.1f * pr, 2.4f * pr, 3.2f * pr}
               : (UiRect){x - 4.0f * pr, y - 3.6f * pr, 8.0f * pr,
                          5.6f * pr};
}

UiRect ui_anim_area(const UiAnim *a, const UiBoardLayout *L)
{
    UiRect none = {0, 0, 0, 0};
    if (!a->active || a->i >= a->len) {
        return none;
    }
    const RulesEvent *e = &a->ev[a->i];
    const RulesEventShape *row = rules_event_shape(e->kind);
    float hx, hy, tx, ty;
    hole_xy(L, a->hand_hole, &hx, &hy);
    place_xy(L, row->to == RULES_AT_HAND ? row->from : row->to, e, &tx, &ty);
    UiRect area = hand_area(a, L, tx, ty);
    if (a->hand_hole >= 0) {
        area = ui_rect_union(area, hand_area(a, L, hx, hy));
    }
    if (row->to != RULES_AT_HAND && row->from != RULES_AT_HAND &&
        row->from != RULES_AT_NOWHERE) {
        /* counters in flight: their arc over the line between the places,
         * and a heap's every spot */
        float fx, fy, gx, gy, pr = L->pit_r;
        place_xy(L, row->from, e, &fx, &fy);
        place_xy(L, row->to, e, &gx, &gy);
        float x = fminf(fx, gx), y = fminf(fy, gy);
        UiRect arc = {x - 1.5f * pr, y - 2.5f * pr,
                      fmaxf(fx, gx) - x + 3.0f * pr,
                      fmaxf(fy, gy) - y + 4.0f * pr};
        area = ui_rect_union(area, arc);
        if (row->to == RULES_AT_PILE || row->from == RULES_AT_PILE) {
            area = ui_rect_union(area, ui_board_store_area(L, e->side & 1));
        }
    }
    return area;
}

void ui_anim_draw(Ui *ui, const UiAnim *a, const UiBoardLayout *L)
{
    if (!a->active || a->i >= a->len) {
        return;
    }
    const RulesEvent *e = &a->ev[a->i];
    float f = progress(a);
    float hx, hy;
    hole_xy(L, a->hand_hole, &hx, &hy);
    const RulesEventShape *row = rules_event_shape(e->kind);
    float tx, ty;
    place_xy(L, row->to == RULES_AT_HAND ? row->from : row->to, e, &tx, &ty);
    float sr = L->pit_r * 0.17f;
    const UiLook *look = ui_look((RulesGameId)a->before.game);
    int n = ui_anim_hand(a);
    if (a->paused) {
        /* teaching mode, between two events: the hand where the last one
         * left it, with what it still carries */
        bool over = a->hand_hole >= 0;
        draw_hand(ui, look, L, over ? hx : tx, over ? hy : ty, n,
                  a->wordless);
    } else if (row->to == RULES_AT_HAND) {
        /* a pause on each pick-up, the lap number big over the hole */
        float k = ease(f < 0.35f ? f / 0.35f : 1.0f);
        float x = a->hand_hole >= 0 ? hx + (tx - hx) * k : tx;
        float y = a->hand_hole >= 0 ? hy + (ty - hy) * k : ty;
        draw_hand(ui, look, L, x, y, n, a->wordless);
    } else if (row->from == RULES_AT_HAND) {
        /* the hand goes to the place, and drops what it sows there */
        bool drops = ui_event_moved(e) > 0 && f >= 0.6f;
        float k = ease(f < 0.6f ? f / 0.6f : 1.0f);
        float x = hx + (tx - hx) * k, y = hy + (ty - hy) * k;
        if (drops) {
            float d = (f - 0.6f) / 0.4f;
            ui_seed(ui, look, tx, ty - L->pit_r * 0.3f * (1 - d), sr, 5);
        }
        draw_hand(ui, look, L, x, y, n, a->wordless);
    } else if (row->from != RULES_AT_NOWHERE && ui_event_moved(e) > 0) {
        /* counters fly from one place to the other */
        int side = e->side < 2 ? e->side : 0;
        float fx, fy, gx, gy;
        place_xy(L, row->from, e, &fx, &fy);
        place_xy(L, row->to, e, &gx, &gy);
        int flying = e->count > 12 ? 12 : e->count;
        for (int k = 0; k < flying; k++) {
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
