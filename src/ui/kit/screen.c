/* screen.c: the screen stack, and the one fatal exit. */
#include "kit/screen.h"

#include "safeio.h"

#include <stdio.h>
#include <stdlib.h>

static Ui *fatal_ui;
static SDL_threadID fatal_thread; /* the one that may show a message box */

void ui_fatal_for(Ui *ui)
{
    fatal_ui = ui;
    fatal_thread = SDL_ThreadID();
}

/* The one exit for what cannot go on: a message box when there is a
 * window, always a line on stderr. */
void ui_fatal(const char *file, int line, const char *what)
{
    static int in_fatal;
    if (in_fatal++) {
        exit(1);
    }
    /* what failed and why, for the player; where, for us, on stderr */
    char msg[1400];
    const char *why = SDL_GetError();
    snprintf(msg, sizeof msg, "%s%s%s", what, *why ? ": " : "", why);
    safeio_tell("mancala-atlas", "%s (at %s:%d)", msg, file, line);
    /* SDL shows a message box from the window's own thread only; from
     * another (the sounds' loader) the line on stderr says it */
    if ((!fatal_ui || !fatal_ui->headless) &&
        (!fatal_ui || SDL_ThreadID() == fatal_thread)) {
        SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, "Mancala Atlas", msg,
                                 fatal_ui ? fatal_ui->window : NULL);
    }
    exit(1);
}

void ui_push(Ui *ui, const UiScreenDef *def, void *st)
{
    if (ui->depth >= UI_STACK_MAX) {
        def->leave(ui, st);
        return;
    }
    ui->stack[ui->depth].def = def;
    ui->stack[ui->depth].st = st;
    ui->depth++;
    ui->dirty = true;
    ui->hover_lit = false;
}

void ui_pop(Ui *ui)
{
    if (ui->depth <= 0) {
        return;
    }
    ui->depth--;
    ui->hover_lit = false;
    UiScreen s = ui->stack[ui->depth];
    s.def->leave(ui, s.st);
    ui->dirty = true;
    if (ui->depth == 0) {
        ui->quit = true;
    }
}

void ui_replace(Ui *ui, const UiScreenDef *def, void *st)
{
    if (ui->depth > 0) {
        ui->depth--;
        UiScreen s = ui->stack[ui->depth];
        s.def->leave(ui, s.st);
    }
    ui_push(ui, def, st);
}

void ui_pop_to_title(Ui *ui)
{
    while (ui->depth > 1) {
        ui_pop(ui);
    }
}
