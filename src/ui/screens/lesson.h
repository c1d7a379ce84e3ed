/* screens/lesson.h: what the lesson screen's two files share: its state (learn.c: steps, moves, keys; lesson_draw.c: its words and pictures). */
#ifndef UI_SCREENS_LESSON_H
#define UI_SCREENS_LESSON_H

#include "board/anim.h"
#include "kit/widgets.h"

#include "learn.h"

typedef enum LessonPhase {
    PHASE_ASK = 0, /* waiting for the learner's move */
    PHASE_PLAY,    /* the move plays slowly, each event's caption in turn */
    PHASE_DONE,    /* the step's caption stays; on to the next step */
    PHASE_END,     /* every step done */
    PHASE_MATCH    /* a game of a match ended: the next one's start */
} LessonPhase;

enum {
    LB_BACK = 0,
    LB_NEXT,   /* next step / finish */
    LB_AGAIN,  /* this step again */
    LB_PREV,   /* the step before */
    LB_PAUSE,  /* while the move plays: pause, or go on */
    LB_ACT1,   /* offer, or accept */
    LB_ACT2,   /* decline */
    LB_WATCH,  /* at the end: watch a game */
    LB_PLAY,   /* at the end: play this game now, against the beginner */
    LB_SPEED,  /* the lesson's speed: Slow, Normal, Fast (S) */
    LB_SEED,   /* one seed back (Left), into a move just shown too */
    LB_TEACH,  /* teaching mode on or off (T) */
    LB_N
};

typedef struct LessonState {
    RulesGameId game;
    LearnLesson *lesson;
    char error[700]; /* the lesson could not be loaded */
    size_t step;
    LessonPhase phase;
    UiAnim anim;
    bool teaching; /* the move stops after each event (T, the setting) */
    int speed;     /* the step's move's speed, Slow at first (S) */
    uint64_t by_self; /* the steps whose move the learner made (not only
                       * watched with Show me): ticked at the end */
    char speed_label[64];
    char teach_label[64];
    RulesPosition after;
    int match_points[2]; /* PHASE_MATCH: the match so far */
    char wrong[600]; /* why the last move tried is not this step's */
    int hover; /* the hole with the ring (the pointer's or the keys'), -1 */
    int focus; /* the button with the keys; -1: the board has them */
    UiButton buttons[LB_N];
    UiBoardLayout L;
    UiRect text_box;
    float text_h;          /* the text box's height ... */
    float text_f;          /* ... its words' share of the text size ... */
    float end_f;           /* the lesson end's words' share of it */
    int text_w0, text_h0;  /* ... measured for this window size ... */
    unsigned text_key;     /* ... and this step (with or without words of
                            * why not) */
    bool side;             /* the text box at the board's right ... */
    int side_w0, side_h0;  /* ... chosen for this window size */
    float under_h, under_f; /* the box under the board: its height, its
                             * words' share of the text size */
    UiRect end_box; /* the lesson's end: what was learned, what next */
} LessonState;

static inline const LearnStep *lesson_cur(const LessonState *s)
{
    return s->lesson && s->step < s->lesson->count ? &s->lesson->steps[s->step]
                                                   : NULL;
}

/* lesson_layout.c */
/* The button that plays a step's move when it is not a sowing, else -1. */
int lesson_act_button(const LearnStep *st);
/* Places the screen's parts for the window and the phase, and sets the
 * buttons' labels and whether each may be pressed; a button that cannot
 * be pressed loses the keys. */
void lesson_layout(Ui *ui, LessonState *s);

/* lesson_draw.c */
/* PHASE_MATCH's words: the match so far and who begins the next game. */
void lesson_match_words(const LessonState *s, const LearnStep *st,
                        char *buf, size_t size);
/* What the text box says under the board once the learner's move is
 * made: while it plays, the caption of the event on show (what has
 * happened so far, never its end); then the step's caption. */
void lesson_shown_words(const Ui *ui, const LessonState *s, char *buf,
                        size_t size);
/* Teaching mode's sign under the step's words, when it is on: that the
 * move stops after each seed (a lesson's steps are its own), or, while
 * it waits, how to go on. */
const char *lesson_teaching_sign(const LessonState *s);
/* The lesson's end's sentence: every rule known when the learner made
 * every step's move, else how many of them. */
void lesson_end_line(const LessonState *s, char *line, size_t size);
/* The lesson's end: a tick, the rules learned (ticked when the learner
 * made the step's move, an empty ring when it was only shown), drawn from
 * y in the panel when `draw`; returns the height. */
float lesson_end_words(Ui *ui, const LessonState *s, UiRect b, float y,
                       bool draw);
/* Is button i drawn (placed by lesson_layout(), greyed when it cannot
 * be pressed)? */
bool lesson_button_shown(const LessonState *s, int i);
/* The screen, laid out by learn.c's lesson_layout(). */
/* The holes ringed as playable: in a sowing step only the one it asks
 * for, else every hole of the player to move that holds seeds. */
uint64_t lesson_playable(const LessonState *s);
void lesson_draw_all(Ui *ui, LessonState *s);

#endif
