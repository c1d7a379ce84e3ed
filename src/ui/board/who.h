/* board/who.h: who is who in the screen's sentences: "You" and "Computer" against the computer, the players' names face to face. */
#ifndef UI_BOARD_WHO_H
#define UI_BOARD_WHO_H

#include "kit/screen.h"
#include "session.h"

typedef struct UiWho {
    const char *names[2]; /* what the screen calls South and North */
    int you; /* the person's side when the computer plays the other, else -1 */
} UiWho;

/* Who is who in a game where the computer plays the sides of `computer`
 * (bit 1 << side): against the computer the person is "You" and the other
 * side "Computer"; face to face, or computer against computer, the
 * players' names (translated while they are the default ones). */
UiWho ui_who(const Ui *ui, int computer);
/* The same for a game kept in `sess` (a saved one, reviewed): face to
 * face, the names it was played under ("Lan", "Đức"), not today's
 * settings'. The names live as long as `sess`. */
UiWho ui_who_session(const Ui *ui, const Session *sess);
/* A sentence's template whose subject is `side`, translated: `you` when
 * that side is the person ("%s capture %d"), else `other` ("%s captures
 * %d"). Both take the same arguments, the subject's name first. */
const char *ui_who_fmt(const UiWho *w, int side, const char *other,
                       const char *you);

#endif
