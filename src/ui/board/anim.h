/* board/anim.h: a move's trace played event by event, and the words that name what happens (captions, holes, rule references, previews). */
#ifndef UI_BOARD_ANIM_H
#define UI_BOARD_ANIM_H

#include "board/board.h"
#include "board/who.h"
#include "kit/sound.h"

/* anim.c: plays a RulesTrace event by event */
typedef struct UiAnim {
    RulesPosition before, after;
    RulesEvent *ev;
    size_t len;
    size_t i;          /* event being shown */
    uint32_t t;        /* ms into event i */
    bool active;
    bool paused;       /* teaching mode: waits for → after each event */
    bool teaching;
    bool step_once;    /* paused by the player: play one event, pause */
    bool wordless;     /* no counts or lap numbers: a demo behind a menu */
    int speed;
    /* what is shown, after events [0, i) */
    uint16_t counts[RULES_MAX_HOLES];
    uint16_t captured[2];
    uint64_t north_owned;
    uint64_t skipped;
    int in_hand;
    int hand_hole; /* hole the hand is over, or -1 */
    int lap;
    UiSound *sound; /* where its events are heard (NULL: silent) */
    size_t sounded; /* events whose start has been heard */
} UiAnim;

void ui_anim_start(UiAnim *a, const RulesPosition *before,
                   const RulesPosition *after, const RulesTrace *t,
                   int speed, bool teaching);
void ui_anim_free(UiAnim *a);
/* Advances by dt; returns true while the animation runs. */
bool ui_anim_update(UiAnim *a, uint32_t dt_ms);
void ui_anim_finish(UiAnim *a);
void ui_anim_step(UiAnim *a); /* teaching mode: on to the next event */
uint32_t ui_anim_duration(const UiAnim *a, const RulesEvent *e);
void ui_anim_draw(Ui *ui, const UiAnim *a, const UiBoardLayout *L);
/* A one-line caption naming the rule of a run of events. */
void ui_caption_for(const Ui *ui, const RulesPosition *p,
                    const RulesEvent *ev, size_t len, size_t i,
                    const UiWho *w, char *buf, size_t size);
/* A hole as the screen's texts name it: ui_hole_name() of position p's
 * board, and for a teacher ("Show rule references") the rule book's
 * number after it: "S3 (C-4: 2)". */
const char *ui_hole_text(const Ui *ui, const RulesPosition *p, int hole,
                         char *buf, size_t size);
/* The holes of `mask` (an offer's) for a sentence, named so: "S2",
 * "S2 and N1", "S1, S2 and N1". */
void ui_hole_list(const Ui *ui, const RulesPosition *p, unsigned mask,
                  char *buf, size_t size);
/* " (C-6)" when the player asked for rule references, else "": the one
 * place that decides whether a clause id reaches the screen. */
const char *ui_rule_ref(const Ui *ui, int rule, char *buf, size_t size);
/* Counts to show at this moment of the animation (seeds in flight are in
 * neither place). */
void ui_anim_display(const UiAnim *a, uint16_t counts[RULES_MAX_HOLES],
                     uint16_t captured[2]);
/* Captions for the whole move: what a hover preview says. */
void ui_preview_text(const Ui *ui, const RulesPosition *p, RulesMove m,
                     char *buf, size_t size, int *end_hole);

#endif
