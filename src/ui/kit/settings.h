/* kit/settings.h: the player's settings, kept in the preferences folder as settings.ini. */
#ifndef UI_KIT_SETTINGS_H
#define UI_KIT_SETTINGS_H

#include "rules.h"

#include <stdbool.h>

/* ---- Settings, kept in the preferences folder ---- */
typedef enum UiSpeed {
    UI_SPEED_SLOW = 0,
    UI_SPEED_NORMAL,
    UI_SPEED_FAST,
    UI_SPEED_INSTANT,
    UI_SPEED_COUNT
} UiSpeed;

typedef struct UiSettings {
    int speed; /* UiSpeed */
    char names[2][32];
    char language[8];
    bool face_to_face;
    bool teaching;
    int opponent; /* UiOpponent: who the computer plays */
    int level;    /* AiLevel of the computer */
    int think_ms; /* the expert's think time */
    /* The window as the player left it: its normal (not maximised, not
     * fullscreen) size and place, 0 x 0 until there is one. */
    int window_w, window_h, window_x, window_y;
    bool window_full; /* that window filled its display's usable area */
    bool maximized;
    bool fullscreen; /* desktop fullscreen (F11, Alt+Enter) */
    bool rule_refs;  /* show the rule book's clause ids (for teachers) */
    bool mark_words; /* the review's marks in words ("Mistake"), not
                        symbols ("?"), for children */
    int volume;      /* master volume, 0 to 100 */
    bool muted;      /* M, or Settings */
    int game; /* RulesGameId last played or learned (first card: 0) */
    /* The selection screen's last choices: each game's holes per row (one
     * of rules_game_variants(); 0: the first), the match's length (games
     * to win: 1 is a single game). */
    int holes[RULES_GAME_COUNT];
    int match;
    /* A lesson left unfinished: the step reached (1 is the first; 0: none
     * to go back to) of its number of steps, for the path's "Continue the
     * lesson (step 3 of 9)". */
    int lesson_at[RULES_GAME_COUNT], lesson_steps[RULES_GAME_COUNT];
    /* Text size in percent of the normal (one of ui_text_sizes): a
     * classroom's projector wants 150 or 200. */
    int text_size;
    /* A large ring of high contrast drawn round the mouse pointer, so a
     * class can follow it on a projector. */
    bool pointer_ring;
} UiSettings;

/* The text sizes offered, in percent, ended by 0. */
extern const int ui_text_sizes[];
/* Whether `percent` is one of ui_text_sizes. */
bool ui_text_size_offered(int percent);


typedef struct Ui Ui;

void ui_settings_defaults(UiSettings *s);
/* The row length last chosen for `game`, one of its variants (its first
 * before any is chosen). */
int ui_settings_holes(const UiSettings *s, RulesGameId game);
/* Reads settings.ini from `dir` (missing file: defaults). */
void ui_settings_load(UiSettings *s, const char *dir);
/* Replaces settings.ini with `s`, whole. */
bool ui_settings_save(const UiSettings *s, const char *dir);
/* Saves what this program changed, as a window does: the settings of `s`
 * that differ from `known` (the settings as it last read or saved them)
 * are written into settings.ini as it is on disk, under the folder's lock
 * (safeio_lock()), so another window's changes to other settings are kept
 * (the last to change a setting wins). Then `known` becomes `s`. */
bool ui_settings_merge(const UiSettings *s, UiSettings *known,
                       const char *dir);
/* Saves ui->settings with ui_settings_merge (nowhere when there is no
 * preferences folder). */
void ui_save_settings(Ui *ui);
const char *ui_speed_name(int speed);
/* A speed as every screen shows it, in the words of the settings:
 * "Slow", "Normal", "Fast", "Instant". */
const char *ui_speed_label(int speed);
/* settings.c: a whole number from lo to hi and nothing else ("5000abc" is
 * not). */
bool ui_parse_int(const char *text, long lo, long hi, int *out);
/* settings.c: a player's name to show: the default names are translated. */
const char *ui_player_name(const Ui *ui, int side);
/* Keeps a name typed for `side` (0 South, 1 North) in settings.ini; an
 * empty one changes nothing. */
void ui_keep_player_name(Ui *ui, int side, const char *name);


/* Who the computer plays (UiSettings.opponent). */
typedef enum UiOpponent {
    UI_OPP_TWO = 0, /* two people */
    UI_OPP_NORTH,   /* the computer plays North */
    UI_OPP_SOUTH,
    UI_OPP_BOTH,    /* computer against computer, for demonstrations */
    UI_OPP_COUNT
} UiOpponent;

const char *ui_opponent_name(int opponent); /* the settings file's word */
bool ui_opponent_from_name(const char *name, int *out);

#endif
