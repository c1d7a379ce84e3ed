/* screens/load/load_screen.h: the Load screen's state, shared by its files: scr_load.c (layout, keys and clicks, drawing) and load_list.c (reading the saves and the recent games, a row of the list). */
#ifndef UI_SCREENS_LOAD_LOAD_SCREEN_H
#define UI_SCREENS_LOAD_LOAD_SCREEN_H

#include "kit/screen.h"
#include "kit/widgets.h"

#include "session.h"

#include <time.h>

enum {
    LOAD_MAX = 200,
    LB_OPEN = 0,
    LB_REPLAY,
    LB_REVIEW,
    LB_RENAME,
    LB_DELETE,
    LB_BACK,
    LB_N
};

typedef struct LoadEntry {
    char path[1400];
    char name[256];   /* the file name without ".mancala" */
    char game[64];    /* the game's title, or "" when damaged */
    int computer;     /* UiGameSetup.computer of the save: 0 two people */
    int level;        /* the computer's AiLevel */
    char date[40];    /* when the file was written, local time */
    size_t moves;
    char result[120]; /* "In play", "Finished · you won", ... */
    bool ok;
    char error[SESSION_MESSAGE_MAX];
    time_t mtime;
    bool recent;  /* a finished game kept by itself (ui_keep_finished) */
    bool heading; /* no game: the "Recent games" line over them */
} LoadEntry;

typedef struct LoadState {
    LoadEntry *e;
    int n;
    int sel;
    int first; /* first row shown */
    int fit;
    unsigned seen; /* ui->saves_changed when the folder was read */
    char error[SESSION_MESSAGE_MAX + 40];
    bool renaming;   /* the chosen save's name is being typed */
    UiField edit;
    char follow[256]; /* after the next reading, choose this save */
    int focus;
    UiRect box, list;
    UiRect pages[2]; /* the arrows a page up and down, where pages are */
    float row_h;
    UiButton buttons[LB_N];
} LoadState;

/* Where the list's columns are, and its text sizes. */
typedef struct LoadColumns {
    float top, cx_game, cx_moves, cx_date;
    int px, spx;
    UiColor dim;
} LoadColumns;

/* Reads every save of the saves folder (newest first), then, under a
 * heading, the recent games kept by themselves (newest first). */
void load_scan(Ui *ui, LoadState *s);
/* Moves the choice off a heading, on in the direction `dir` (+1 or -1),
 * else back. */
void load_settle(LoadState *s, int dir);
/* The UiOpponent of a UiGameSetup.computer mask. */
int load_opponent_of(int computer);
/* "127 moves", a saved game's moves as its row says them. */
void load_moves_words(size_t moves, char *buf, size_t size);
/* One row of the list: a saved game, or the recent games' heading. */
void load_draw_row(Ui *ui, const LoadState *s, int i, const LoadColumns *c);

#endif
