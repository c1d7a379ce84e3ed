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
    float squeeze[UI_SPEED_COUNT]; /* each speed's share of each event's
                                    * time: a long move keeps within a
                                    * few seconds (1 at Slow) */
    float squeeze_later[UI_SPEED_COUNT]; /* the same, of the later laps'
                                          * events: no more, often less */
    bool one_seed; /* a one-seed sowing and nothing more: at Normal it goes
                    * at Fast's pace (the long endgames' shuffles) */
    /* what is shown, after events [0, i) */
    uint16_t counts[RULES_MAX_HOLES];
    uint16_t captured[2];
    uint64_t north_owned;
    uint64_t holes_marked; /* RulesPosition.marked */
    uint64_t skipped;
    int in_hand;
    int hand_hole; /* hole the hand is over, or -1 */
    int lap;
    UiSound *sound; /* where its events are heard (NULL: silent) */
    size_t sounded; /* events whose start has been heard */
    unsigned drop_turn; /* which of the four drops is heard next */
} UiAnim;

void ui_anim_start(UiAnim *a, const RulesPosition *before,
                   const RulesPosition *after, const RulesTrace *t,
                   int speed, bool teaching);
void ui_anim_free(UiAnim *a);
/* Advances by dt; returns true while the animation runs. */
bool ui_anim_update(UiAnim *a, uint32_t dt_ms);
void ui_anim_finish(UiAnim *a);
void ui_anim_step(UiAnim *a); /* teaching mode: on to the next event */
/* A seed back: the event before the one shown stands again, not begun,
 * and the animation waits (ui_anim_step plays it again); a move played
 * to its end goes back into its last event. */
void ui_anim_back(UiAnim *a);
uint32_t ui_anim_duration(const UiAnim *a, const RulesEvent *e);
void ui_anim_draw(Ui *ui, const UiAnim *a, const UiBoardLayout *L);
/* Where ui_anim_draw draws during the event under way, from its start to
 * its end (the hand and what it carries or drops, seeds in flight, the
 * lap's number); w 0 when it draws nothing. */
UiRect ui_anim_area(const UiAnim *a, const UiBoardLayout *L);
/* The count the hand's label says at this moment (0 when no hand). */
int ui_anim_hand(const UiAnim *a);
/* What the board shows of the event under way, from its row: the trade's
 * holes, the hole a rule acts on (`marked`), the holes passed over. */
void ui_anim_view(const UiAnim *a, UiBoardView *v);
/* What the screen makes of a kind of trace event (the rules' row says
 * what it moves): anim.c's table, read by the animation, the sound, the
 * captions and the board's notes. A new kind of event is one row there. */
typedef enum UiCaptionArg {
    UI_ARG_END = 0, /* ends the list */
    UI_ARG_WHO,     /* the event side's name */
    UI_ARG_COUNT,   /* its count */
    UI_ARG_HOLE,    /* its hole, as players name it */
    UI_ARG_LAP,     /* its lap */
    UI_ARG_RULE,    /* its rule in plain words */
    UI_ARG_REF,     /* its rule's clause id, " (AYO-3)", when they are shown */
    UI_ARG_HOLES,   /* the holes of its `extra` */
    UI_ARG_ONE_HOLE, /* the hole of its `extra`, when it holds just one
                      * ("hole N2", not "holes N2") */
    UI_ARG_COUNTS,  /* the counts of the run of such events: "3 and 2" */
    UI_ARG_TOTAL,   /* their sum, when the run has more than one */
    UI_ARG_RULES,   /* their rules, each once */
    UI_ARG_WINNER,  /* the winner's name, when one side won */
    UI_ARG_SEEDS,   /* the run's sum in words: "7 seeds" */
    UI_ARG_BECAUSE, /* why, as the review says it: "because the last
                     * seed makes 2 or 4 …", when the rules say it */
    UI_ARG_END_WHY, /* why the game ends, in short words, from the
                     * trace's end event, its clause id after them when
                     * they are shown: "no move is left (AYO-7)" */
    UI_ARG_COUNT_OF
} UiCaptionArg;

/* When an event's sound plays, and which. */
typedef enum UiEventSound {
    UI_SOUND_NONE = 0,
    UI_SOUND_AT_START, /* `sfx` as the event starts */
    UI_SOUND_DROP,     /* as the seed lands: the board's drop */
    UI_SOUND_HEAP,     /* as they land: one drops, more clatter (`sfx`) */
    UI_SOUND_RESULT    /* as it starts: `sfx`, or the draw's sound */
} UiEventSound;

enum { UI_EVENT_CAPTIONS = 3, UI_CAPTION_ARGS = 5 };

typedef struct UiEventLook {
    uint16_t ms; /* at normal speed */
    UiSfx sfx;
    UiEventSound sound;
    struct {
        const char *text; /* N_(): "%s lifts %d from hole %s" */
        const char *you;  /* N_(), its form when the subject (the first
                             WHO or WINNER argument) is the person: "%s
                             lift %d from hole %s"; NULL: no such form */
        UiCaptionArg args[UI_CAPTION_ARGS];
    } caption[UI_EVENT_CAPTIONS]; /* the first whose arguments all exist */
    const char *board_note[2]; /* N_() with the side's name, and its form
                                  for the person; NULL: none */
} UiEventLook;

/* The row of an event kind (a plain one for a kind without a row). */
const UiEventLook *ui_event_look(int kind);
/* Counters an event moves (its row's amount). */
int ui_event_moved(const RulesEvent *e);
/* The event whose caption stands while ev[i] plays: a counter sown keeps
 * its lap's. */
size_t ui_caption_event(const RulesEvent *ev, size_t len, size_t i);
/* The note an event puts in the middle of the board ("" for none). */
void ui_event_board_note(const RulesEvent *e, const UiWho *w, char *buf,
                         size_t size);
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
/* A move with its player, the one style of the move lists: "You sow hole
 * S3", "North offers hole N1", "Lan passes", "North declines"; `holes`
 * the offer's holes (of an offer or an answer). */
void ui_move_sentence(const Ui *ui, const RulesPosition *p,
                      const UiWho *w, int side, RulesMove m, unsigned holes,
                      char *buf, size_t size);
/* What a move list says after the move: " — 2 laps, captures 5",
 * " — 2 laps" (without `laps`, no laps), " — captures 5", or "". */
void ui_move_notes(const SessionMoveInfo *info, bool laps, char *buf,
                   size_t size);
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
