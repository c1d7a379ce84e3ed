/* screens/review/review.h: what the review screen's files share: its state and layout, the marks' symbols and colours, and the drawing of the move list, the curve and the summary. */
#ifndef UI_SCREENS_REVIEW_REVIEW_H
#define UI_SCREENS_REVIEW_REVIEW_H

#include "ai.h"
#include "board/anim.h"
#include "board/who.h"
#include "kit/draw.h"
#include "kit/widgets.h"
#include "session.h"

/* the bottom row's buttons, then the steps' row under the board */
enum { RB_BACK = 0, RB_PLAYED, RB_BETTER, RB_PLAY_ON, RB_BOTTOM,
       RB_PREV = RB_BOTTOM, RB_NEXT, RB_MISTAKE, RB_WHOSE, RB_STEPS_END,
       RB_TURN = RB_STEPS_END, /* in the summary: to where the game turned */
       RB_N };

typedef struct ReviewState {
    Session *sess;  /* a copy of the game reviewed */
    UiWho who;      /* "You" and "Computer" against the computer, else names */
    AiReview *rev;  /* the engine's judgement, worked out on a thread */
    bool threaded;  /* false: no thread could be had, judged step by step */
    size_t n;       /* moves of the game */
    size_t at;      /* the position shown: before move `at` (n: the end) */
    size_t ready;   /* moves judged when the screen last looked */
    UiAnim anim;    /* the move played or the better one, being sown */
    int sowing;     /* RB_PLAYED or RB_BETTER while (or after) sowing, else -1 */
    int focus;
    UiButton buttons[RB_N];
    /* whose mistakes "Next mistake" stops at: bit RulesSide; against
     * the computer the person's alone at first (issue 51) */
    unsigned whose;
    char mistake_label[80], whose_label[80];
    /* layout */
    UiBoardLayout L;
    UiRect title, progress, caption, legend, curve, list, summary;
    UiRect plot;    /* the curve's line, between its "X ahead" captions */
    UiRect progress_bar; /* the strip under the progress's words */
    float row_h;
    int title_px;
    int sum_px;     /* the summary's words */
    size_t list_first;
    int list_fit;
    /* where the game was lost (review_turn), atop the summary */
    char turn[600];
    size_t turn_at;     /* the move its button goes to; n: none */
    char turn_label[80];
    float turn_h;       /* the sentence's and its button's height */
} ReviewState;

/* The symbol and colour of each mark, told apart without the colour. */
const char *review_mark_symbol(AiMark m);
/* The mark as the list, the summary and the curve show it: its symbol,
 * or with the marks in words (the setting, for children) its word
 * ("Mistake", "Best"); "" where a symbol shows nothing. */
const char *review_mark_shown(const Ui *ui, AiMark m);
UiColor review_mark_colour(AiMark m);

/* A move as players read it ("S3", "Offer S1 and S2", "Pass"). */
void review_move_name(const Ui *ui, const RulesPosition *p, RulesMove m,
                      char *buf, size_t size);
/* What move i did, in the mover's name, as the move list says it ("You
 * offer hole S4", "Computer sows hole N3"). */
void review_move_said(const Ui *ui, const ReviewState *s, size_t i,
                      char *buf, size_t size);
/* Adds to `buf` the game's list's notes of move i (" — 2 laps,
 * captures 6"; without `laps`, " — captures 6"). */
void review_move_notes(const ReviewState *s, size_t i, bool laps, char *buf,
                       size_t size);
/* The caption of the position shown: the move, its mark and, for a
 * marked move, what the better move does in a sentence a child reads. */
void review_caption(const Ui *ui, const ReviewState *s, char *buf,
                    size_t size);
/* The teacher's detail line ("Show rule references"): by how much the
 * better move was better, why in the hints' words, and how it was
 * judged (a search, the tables); "" when that setting is off. */
void review_teacher_line(const Ui *ui, const ReviewState *s, char *buf,
                         size_t size);
/* A mark in the words of a sentence: "?! an inaccuracy", or with the
 * marks shown as words, "an inaccuracy". */
void review_mark_phrase(const Ui *ui, AiMark m, char *buf, size_t size);

/* review_words.c */
/* For a move the review marks (a better move existed): "If Lan plays
 * N4, Lan captures 5 seeds instead of 1, because the last seed falls
 * into an empty hole opposite 4 seeds" in the player's name, or what the
 * reply can take after it ("If Lan plays N2, Duc can capture only 1 seed
 * instead of 4"), or that it still wins, or how far ahead it ends the
 * game; "" for a best move. */
void review_child_sentence(const Ui *ui, const ReviewState *s, char *buf,
                           size_t size);

/* Where the game was lost, in a sentence for the summary ("The game
 * turned at move 14 (You: S3): Computer then took 9 seeds in the next
 * three moves.", or for a start the tables know lost, "From the start,
 * perfect play wins Modiar for Computer by 4 seeds. You lost 6 more seeds
 * with your mistakes."); returns the loser's costliest move, or n (none,
 * a draw, the review not done: "" then). */
size_t review_turn(const Ui *ui, const ReviewState *s, char *buf,
                   size_t size);

/* A mark in a sentence's words: "a blunder", "the only good move". */
const char *review_mark_words(AiMark m);

/* review_draw.c */
/* The symbols' meanings at `px`, flowed in `r`; returns the height they
 * take. */
float review_symbol_legend(Ui *ui, UiRect r, int px, bool draw);
/* "Judging move 3 of 40" with the done part under the words. */
void review_draw_progress(Ui *ui, const ReviewState *s);
/* The move played and the better one ringed on the board, and a legend
 * that tells them apart; while one is sown, which one it is. */
void review_draw_marks(Ui *ui, const ReviewState *s);
void review_draw_list(Ui *ui, ReviewState *s);
void review_draw_curve(Ui *ui, const ReviewState *s);
/* For the tests: the curve's captions, points and marks' symbols'
 * places ("curve_caption x y w h", "curve_points x,y …", "curve_mark x y
 * w h"). */
void review_curve_dump(Ui *ui, const ReviewState *s, FILE *f);
/* Each side's name and its marks' counts; with the teacher's detail
 * (the rule references setting) its accuracy and decisive moves too. */
void review_draw_summary(Ui *ui, const ReviewState *s);
/* The height of where the game turned (its sentence, its button) atop
 * the summary at `px`, `w` wide; 0 when there is none. */
float review_turn_height(Ui *ui, const ReviewState *s, int px, float w);
/* The summary's height in lines of its words at `px`, both sides, `w`
 * wide. */
float review_summary_rows(Ui *ui, const ReviewState *s, int px, float w);
/* Does "Accuracy 100%" fit beside the players' names at `px` in a
 * summary `w` wide (else it has a line of its own)? */
bool review_accuracy_beside(Ui *ui, const ReviewState *s, int px, float w);
/* A side's decisive moves as the summary words them: "Decisive:
 * moves 5, 13 and 15", in the game's order. */
void review_decisive_words(const AiReviewSummary *sum, int side, char *buf,
                           size_t size);
/* The size of the curve's "X ahead" captions. */
int review_curve_caption_px(Ui *ui);
/* The curve's frame's part its line keeps to: between the bands of its
 * captions, at its top and bottom, so that no line, dot nor the cursor
 * crosses them (issue 58). */
UiRect review_curve_plot(Ui *ui, UiRect frame);
/* The curve's point under (x, y) (a position index), or -1. */
int review_curve_hit(const ReviewState *s, float x, float y);
/* The x of the curve's point k. */
float review_curve_x(const ReviewState *s, size_t k);

#endif
