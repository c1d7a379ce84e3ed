/* kit/dialog.h: a question over the screen below, with two answers. */
#ifndef UI_KIT_DIALOG_H
#define UI_KIT_DIALOG_H

#include "kit/screen.h"

/* A question over the screen below with two answers, each a
 * button (an N_() label) and what it runs (may be NULL) after the
 * dialog is closed; Esc closes it with no answer. `keys`: the answers'
 * keys as the dialog's help lists them (N_("A, D"), one of its table),
 * translated: the first letter of each item answers, so that the keys
 * match the words shown (Portuguese "S, N" for Sim, Não). `focus`: the
 * button Enter presses at first (-1: none until Tab). */
typedef struct UiAnswer {
    const char *label;
    void (*run)(Ui *ui, void *ctx);
} UiAnswer;
void ui_ask_push(Ui *ui, const char *question, const char *keys,
                 const UiAnswer answers[2], int focus, void *ctx);
/* A Yes/No question (Y, N in English); `on_yes` runs after the dialog is closed. */
void ui_confirm_push(Ui *ui, const char *question,
                     void (*on_yes)(Ui *ui, void *ctx), void *ctx);

#endif
