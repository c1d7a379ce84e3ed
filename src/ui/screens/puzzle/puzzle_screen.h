/* screens/puzzle/puzzle_screen.h: the puzzle screen's state, shared by its files: puzzle.c (what happens), puzzle_draw.c (layout, drawing, dump), puzzle_words.c (the sentences), puzzle_list.c (the list to pick a puzzle from). */
#ifndef UI_SCREENS_PUZZLE_SCREEN_H
#define UI_SCREENS_PUZZLE_SCREEN_H

#include "board/anim.h"
#include "board/board.h"
#include "kit/rect.h"
#include "kit/screen.h"
#include "kit/widgets.h"
#include "screens/cheer.h"

#include "puzzle.h"

typedef enum PuzzlePhase {
    PZ_ASK = 0, /* the player's move */
    PZ_RIGHT,   /* the right move plays */
    PZ_REPLY,   /* the line's reply plays */
    PZ_WRONG,   /* a wrong move plays */
    PZ_PUNISH,  /* the reply that punishes it plays */
    PZ_FAILED,  /* what it cost; try again or see the answer */
    PZ_ANSWER,  /* the answer plays, from the start */
    PZ_SOLVED   /* praised; on to the next */
} PuzzlePhase;

enum {
    PB_BACK = 0,
    PB_AGAIN, /* try again */
    PB_SHOW,  /* see the answer */
    PB_NEXT,  /* the next puzzle */
    PB_ACCEPT,
    PB_DECLINE,
    PB_PASS,
    PB_OFFER,  /* choose holes to offer (Goré's trade) */
    PB_SEND,   /* make the offer of the holes chosen */
    PB_CANCEL, /* choose no offer after all */
    PB_HINT,   /* the theme and where to look, for the streak */
    PB_LIST,   /* every puzzle of the game, to pick one */
    PB_GAME,   /* the next game's puzzles */
    PB_N
};

typedef struct PuzzleScreen {
    RulesGameId game;
    PuzzleSet set;
    char error[700];
    size_t index;   /* the puzzle shown */
    bool of_the_day;
    int step;       /* the line's move the player is at (even) */
    PuzzlePhase phase;
    bool failed;    /* a wrong move (or a hint) on this puzzle */
    bool rated;     /* its first result counted */
    bool hinted;    /* the hint is shown */
    bool hint_cost; /* it ended the streak (the puzzle counted no result) */
    bool offering;  /* holes to offer are being chosen */
    uint8_t offer_sel; /* those chosen, a bit each */
    RulesPosition shown, after, before; /* before: the move playing's */
    RulesMove reply;
    RulesMove tried; /* the player's last move (a wrong one: said why) */
    /* where the wrong move was played, and the line's step there: Try
     * again starts there (issue 52: it went back to the first move) */
    RulesPosition retry;
    int retry_step;
    bool has_reply;
    UiAnim anim;
    char said[1800]; /* the praise, or what the wrong move cost */
    int hover, focus;
    /* after a move's end, the button the first Enter or Space only
     * focuses (-1: none): a key pressed as the seeds stop must not press
     * a button the player has not seen yet (issue 52) */
    int ready;
    UiButton buttons[PB_N];
    UiBoardLayout L;
    UiRect text_box;
    PuzzleRecord record;
    UiCheer cheer; /* a path step or rating milestone, over the buttons */
} PuzzleScreen;

/* puzzle.c */
const Puzzle *puzzle_cur(const PuzzleScreen *s);
/* The puzzles of `game` (s->game), from the next one to solve. */
void puzzle_set_game(Ui *ui, PuzzleScreen *s, RulesGameId game);
/* Shows puzzle `index` of the set from its start. */
void puzzle_start(PuzzleScreen *s, size_t index);
/* The moves that may be made now (or played for the player). */
bool puzzle_playing(const PuzzleScreen *s);

/* puzzle_draw.c */
void puzzle_layout(Ui *ui, PuzzleScreen *s);
void puzzle_draw(Ui *ui, void *st);
void puzzle_dump(Ui *ui, void *st, FILE *f);

/* puzzle_words.c */
const char *puzzle_translate(const char *english);
/* The goal above the board; a puzzle that starts with an offer to answer
 * says it first: "North offers hole N2: accept or decline? …". */
void puzzle_goal_words(const Ui *ui, const PuzzleScreen *s, char *buf,
                       size_t size);
/* The praise of the right move `m` from s->shown, in s->said. */
void puzzle_praise(const Ui *ui, PuzzleScreen *s, RulesMove m);
/* A line's reply played: the other side's reply (`reply` from
 * `before`), and that it is the player's move again. */
void puzzle_reply_words(const Ui *ui, PuzzleScreen *s,
                        const RulesPosition *before, RulesMove reply);
/* What a wrong move cost, in s->said: the reply (NULL: none; from
 * s->shown) and what it took at once (`gain`). */
void puzzle_what_it_cost(const Ui *ui, PuzzleScreen *s, const RulesMove *reply,
                         int gain);
/* The answer named, in s->said: "The answer: sow hole N2." (playing) or
 * "That was the answer: sow hole N2 — a capture chain. It captures 10."
 * (`done`, from the position before its first move). */
void puzzle_answer_words(const Ui *ui, PuzzleScreen *s,
                         const RulesPosition *before, bool done);
/* The hint, in s->said: the theme, where to look, and what it cost. */
void puzzle_hint_words(const Ui *ui, PuzzleScreen *s);
/* The holes the hint rings (s->L laid out): the answer's hole and the
 * holes nearest it that may be sown, two of three or four, three of
 * more; 0 for an answer that is no sowing. */
uint64_t puzzle_hint_holes(const PuzzleScreen *s);
/* After a puzzle, what the next ones bring: the puzzles still to solve
 * for the path's step, the streak to keep, or those left in the game. */
void puzzle_more_words(const PuzzleScreen *s, char *buf, size_t size);
/* The line above the board: the puzzle's heading ("Puzzle 103"), then
 * the small labels of its difficulty, the rating, the streak and the
 * puzzles solved (issue 52: one line of all five was too dense). */
enum { PZ_HEAD_N = 5 };
void puzzle_header_parts(const PuzzleScreen *s, char parts[PZ_HEAD_N][80]);

/* puzzle_list.c: every puzzle of the game, its theme, difficulty and a
 * tick when solved; Enter or a click starts the one chosen on `s`. */
void puzzle_list_push(Ui *ui, PuzzleScreen *s);

#endif
