/* kit/dialog.h: a question over the screen below, with two answers. */
#ifndef UI_KIT_DIALOG_H
#define UI_KIT_DIALOG_H

#include "kit/screen.h"

/* A question over the screen below with two answers, each a
 * button (an N_() label), a key and what it runs (may be NULL) after the
 * dialog is closed; Esc closes it with no answer. `focus`: the button
 * Enter presses at first (-1: none until Tab). */
typedef struct UiAnswer {
    const char *label;
    SDL_Keycode key;
    void (*run)(Ui *ui, void *ctx);
} UiAnswer;
void ui_ask_push(Ui *ui, const char *question, const UiAnswer answers[2],
                 int focus, void *ctx);
/* A Yes/No question (Y, N); `on_yes` runs after the dialog is closed. */
void ui_confirm_push(Ui *ui, const char *question,
                     void (*on_yes)(Ui *ui, void *ctx), void *ctx);

#endif
