/* board/look.h: how each game looks and reads: the front end's one per-game table. */
#ifndef UI_BOARD_LOOK_H
#define UI_BOARD_LOOK_H

#include "rules.h"

typedef struct UiLook UiLook;

/* Everything else in the front end asks this table or the rules'
 * RulesGameInfo. */
typedef enum UiSurface { UI_SURFACE_WOOD = 0, UI_SURFACE_EARTH } UiSurface;

/* How a hole that carries the game's mark (RulesPosition.marked) is drawn:
 * the game's rule says what the mark is, this row how it looks. */
typedef enum UiHoleMark {
    UI_MARK_RING = 0, /* a second ring round the hole, in its owner's
                         colour */
    UI_MARK_STORE     /* a store of its owner: a broad band of the owner's
                         colour round a darker pit */
} UiHoleMark;

/* A clause of the rule book in plain words (N_() strings). */
typedef struct UiRuleLabel {
    int rule; /* RulesRule */
    const char *label;
} UiRuleLabel;

/* Texts are N_() strings: translate them with _() where they are shown. */
typedef enum UiLabelSide {
    UI_LABEL_RIGHT = 0,
    UI_LABEL_LEFT,
    UI_LABEL_BELOW,
    UI_LABEL_ABOVE
} UiLabelSide;

struct UiLook {
    const char *region;  /* the card: "Côte d'Ivoire" */
    const char *people;  /* "Guro (Kweni)" */
    const char *special; /* one sentence on what sets the game apart */
    /* the detail's line, "%s" the region then the people; NULL: "%s —
     * played by the %s" */
    const char *played_by;
    int seeds[4];        /* the counters: seed-N.png, picked in turn */
    UiSurface surface;   /* the board: wood, or holes in the earth */
    UiHoleMark mark;     /* a marked hole, in a game that marks holes */
    const UiRuleLabel *labels; /* the game's own clauses, ended by {0} */
    /* The result's line when rules_result_note() gives the game's
     * note_rule (a victory without glory); NULL: it has no note. */
    const char *note_text;
    /* The result's sentence when the game ends by a condition of its own
     * (RULES_END_GAME_RULE), "%s" where the rule reference goes; NULL:
     * "The game ended: <the clause's plain words>." */
    const char *end_text;
    /* The result's line in a match on why the game scored what it did,
     * by its match points (rules_match_points(): 0 a draw, 1, 2): "%d"
     * the winner's seeds, "%d" all the seeds, "%s" the rule reference
     * (the draw's: "%s" alone); NULL: "Match points for this game: %d". */
    const char *points_text[3];
    bool shown_first; /* the title's demonstration, and --screen's game */
    /* The About screen: the first record of the game its history's source
     * names ("<title> by <author> (<year>)"), or NULL. */
    const char *first_record;
    /* The Atlas (scr_atlas.c; the marker's place is in src/atlas): who
     * plays it and where, the side of its marker its name goes on, and
     * the caption of the history's figure of the board (NULL: none). */
    const char *atlas_region;
    UiLabelSide atlas_label;
    const char *figure_caption;
    /* The banner's word for the captured seeds where they are spent as
     * well (Goré's trades are paid from them, and "Captured: 8" fell to
     * 0: issue 51), or NULL: ui_capture_words()' banner. */
    const char *pile_word;
};

/* The game's look; a game without one gets plain defaults (never NULL). */
const UiLook *ui_look(RulesGameId game);
bool ui_look_present(RulesGameId game); /* for the completeness test */
/* How many games there are, as a word to begin a sentence with ("Five",
 * translated), from the game list: no text names the count itself. Past
 * twelve, the number in figures, written into the caller's `digits`. */
const char *ui_game_count_word(char *digits, size_t size);
/* The About screen's paragraph on the rules' sources, which names the
 * games whose rules cite more accounts (an N_() string: show it through
 * _()). */
const char *ui_rules_sources(void);
RulesGameId ui_look_shown_first(void);
/* Is the game offered as a match to N points? Those with match points of
 * their own (RulesGameInfo.points) are. */
bool ui_look_matches(RulesGameId game);
/* A clause's plain name (translated), "" when it has none. */
const char *ui_rule_label(int rule);
/* Why a capture by `rule` happened, for a child: "because the last seed
 * falls into an empty hole opposite 4 seeds" (`count`: the first
 * capture's, the seeds across); false for a rule without such words. */
bool ui_rule_because(int rule, int count, char *buf, size_t size);

/* Where a game's captured counters go, in words (N_() strings), by the
 * rules' RulesCaptures: the banner's "Store", the result's "in the store",
 * the selection's "a store at each end". */
typedef struct UiCaptureWords {
    const char *banner, *result, *board;
} UiCaptureWords;
const UiCaptureWords *ui_capture_words(RulesGameId game);

#endif
