/* screens/saves.h: the autosave, named saves and the notice line the screens share. */
#ifndef UI_SCREENS_SAVES_H
#define UI_SCREENS_SAVES_H

#include "kit/screen.h"
#include "rules.h"

#include <time.h>

typedef struct Session Session;

/* A save's date as the player reads it, the same on the Load screen and
 * in a save's name: "6 Dec 17:10" (the language's words). */
void ui_save_date(time_t when, char *buf, size_t size);

/* saves.c: autosave, named saves and the notice line (see
 * docs/FRONT-END.md, "Saving"). The folders live in pref_dir, so
 * MANCALA_HOME keeps tests away from the player's home. */
void ui_notice(Ui *ui, bool error, const char *text);
void ui_notice_draw(Ui *ui);
/* A notice about the screen named `screen` ("title"): it waits until that
 * screen is on top, and its while starts there. */
void ui_notice_for(Ui *ui, const char *screen, const char *text);
/* A notice waiting for its screen (ui_notice_for). */
bool ui_notice_waits(const Ui *ui);
/* When the computer starts building an endgame table, the terminal is
 * told once (the window says nothing: play goes on; called on every
 * update). */
void ui_notice_table(Ui *ui);
/* "<pref_dir>/saves"; false when there is no preferences folder. */
bool ui_saves_dir(const Ui *ui, char *buf, size_t size);
/* After every change: writes the game's autosave (one per game kind), or
 * clears it once the game is over. */
void ui_autosave(Ui *ui, const Session *s);
/* An unfinished autosaved game, for the title's Continue buttons. */
typedef struct UiUnfinished {
    RulesGameId game;
    char what[120]; /* "<game> · 12 moves" */
    long long when; /* when it was last saved (for the order) */
} UiUnfinished;
/* The unfinished autosaved games, the one played last first. A damaged
 * one gets a notice and is set aside as "autosave-<game>.mancala.bad"
 * (".bad-2" … when that name is taken); one from a newer version gets a
 * notice and is left alone. */
int ui_autosave_list(Ui *ui, UiUnfinished *out, int max);
bool ui_autosave_path(const Ui *ui, RulesGameId game, char *buf,
                      size_t size);
/* A game screen is left with its game unfinished: by Menu, a notice says
 * the game is kept; by closing the window, the next start says so
 * (ui_autosave_greet(), from the title). */
void ui_autosave_leaving(Ui *ui, const Session *s);
/* Runs go(ui, ctx) at once, or after a Yes when a new game of kind `game`
 * would replace an unfinished autosaved one. */
void ui_ask_before_replacing(Ui *ui, RulesGameId game,
                             void (*go)(Ui *ui, void *ctx), void *ctx);
void ui_autosave_greet(Ui *ui);
/* The last finished games, kept without Save for a later review:
 * "<pref_dir>/recent"; false when there is no preferences folder. */
enum { UI_RECENT_MAX = 20 };
bool ui_recent_dir(const Ui *ui, char *buf, size_t size);
/* A game just ended: keeps it in the recent games' folder under its
 * default name, written as a save is (never over another file), and
 * removes the oldest beyond UI_RECENT_MAX; a file that cannot be
 * written gives a notice. */
void ui_keep_finished(Ui *ui, const Session *s);
/* Writes a named save "<default name>.mancala" with a notice. */
bool ui_save_game(Ui *ui, const Session *s);
/* Takes out of a save's name, in place, every character a file name must
 * not hold unseen (safeio_char_hidden: controls, bidirectional
 * formatting) and every byte that is not UTF-8. */
void ui_save_name_clean(char *name);
/* A save's readable default name: "<game> – Amara vs Computer – 2 Dec
 * 14:05", cleaned (ui_save_name_clean) and with what a file name cannot
 * hold replaced by "-". */
void ui_save_default_name(const Session *s, time_t when, char *buf,
                          size_t size);
/* Characters a save's name cannot hold besides / and \ (Windows' file
 * names refuse more). */
#ifdef _WIN32
#define UI_NAME_FORBIDDEN ":*?\"<>|"
#else
#define UI_NAME_FORBIDDEN ""
#endif
/* Renames the save at `path` to "<name>.mancala" in the saves folder,
 * never over another file; false with a sentence in `err`, the file as it
 * was. */
bool ui_save_rename(Ui *ui, const char *path, const char *name, char *err,
                    size_t err_size);
/* Deletes the save at `path`; false with a sentence in `err`. */
bool ui_save_delete(Ui *ui, const char *path, char *err, size_t err_size);

#endif
