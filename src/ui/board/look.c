/* look.c: how each game looks and reads in the front end: card texts, seeds, board surface, rule labels and result notes; the one per-game table of src/ui. */
#include "board/look.h"
#include "kit/ui_i18n.h"

#include <stdio.h>

/* ---- Plain names of the rule book's clauses (ui_rule_label) ---- */

static const UiRuleLabel common_labels[] = {
    {RULES_RULE_C_5, N_("seeds are never lost")},
    {RULES_RULE_C_6, N_("the same position a third time")},
    {RULES_RULE_C_7, N_("a sowing that would never end")},
    {RULES_RULE_C_8, N_("no legal move")},
    {RULES_RULE_NONE, NULL},
};

static const UiRuleLabel gore_labels[] = {
    {RULES_RULE_GORE_2, N_("only holes you own")},
    {RULES_RULE_GORE_3, N_("sowing, one lap")},
    {RULES_RULE_GORE_4, N_("last seed makes 2 or 4 in an opponent's hole")},
    {RULES_RULE_GORE_5, N_("forward and backward chain")},
    {RULES_RULE_GORE_6, N_("trading holes")},
    {RULES_RULE_GORE_7, N_("no seeds, so a pass")},
    {RULES_RULE_GORE_8, N_("every hole holds 2 or fewer")},
    {RULES_RULE_GORE_9, N_("victory without glory")},
    {RULES_RULE_NONE, NULL},
};

static const UiRuleLabel bao_labels[] = {
    {RULES_RULE_BAO_2, N_("sowing round your own two rows")},
    {RULES_RULE_BAO_3, N_("relay from an occupied hole")},
    {RULES_RULE_BAO_4, N_("a single seed moves one step")},
    {RULES_RULE_BAO_5, N_("file capture from the front row")},
    {RULES_RULE_BAO_6, N_("no legal move loses")},
    {RULES_RULE_BAO_7, N_("a repeated position is a draw")},
    {RULES_RULE_BAO_8, N_("a relay that would never end")},
    {RULES_RULE_NONE, NULL},
};

static const UiRuleLabel modiar_labels[] = {
    {RULES_RULE_MOD_2, N_("the first seed goes back home")},
    {RULES_RULE_MOD_3, N_("2, 4 or 6 and the chain behind")},
    {RULES_RULE_MOD_4, N_("no capture on the first move")},
    {RULES_RULE_MOD_5, N_("an empty row must be fed")},
    {RULES_RULE_MOD_6, N_("no grand slam")},
    {RULES_RULE_MOD_7, N_("no legal move left")},
    {RULES_RULE_NONE, NULL},
};

static const UiRuleLabel ayoayo_labels[] = {
    {RULES_RULE_AYO_2, N_("sowing")},
    {RULES_RULE_AYO_3, N_("relay from an occupied hole")},
    {RULES_RULE_AYO_4, N_("a lap skips its own hole")},
    {RULES_RULE_AYO_5, N_("capture across from an empty hole")},
    {RULES_RULE_AYO_6, N_("an empty row must be fed")},
    {RULES_RULE_AYO_7, N_("no legal move left")},
    {RULES_RULE_NONE, NULL},
};

static const UiRuleLabel urim_labels[] = {
    {RULES_RULE_URIM_2, N_("sowing, one lap")},
    {RULES_RULE_URIM_3, N_("start hole and full holes skipped")},
    {RULES_RULE_URIM_4, N_("last seed makes 2 or 3 in an opponent's hole")},
    {RULES_RULE_URIM_5, N_("backward chain of 2, 3 or 4")},
    {RULES_RULE_URIM_6, N_("a grand slam captures nothing")},
    {RULES_RULE_URIM_7, N_("an empty row must be fed")},
    {RULES_RULE_URIM_8, N_("no legal move left")},
    {RULES_RULE_URIM_9, N_("match points")},
    {RULES_RULE_URIM_10, N_("a match of several games")},
    {RULES_RULE_NONE, NULL},
};

/* ---- One look a game ---- */

static const UiLook looks[RULES_GAME_COUNT] = {
    [RULES_GAME_GORE] = {
        .region = N_("Côte d'Ivoire"),
        .people = N_("Guro (Kweni)"),
        .special = N_("Holes change owner: trade your holes for captured "
                      "seeds."),
        .seeds = {3, 4, 3, 4}, /* beans */
        .surface = UI_SURFACE_WOOD,
        .labels = gore_labels,
        .note_text = N_("Victory without glory — the winner declined a "
                        "trade"),
        .end_text = N_("Every hole held 2 seeds or fewer, so each player "
                       "took the seeds in their own holes%s."),
        .first_record = N_("Goré by Jordi Climent Tondo (2009)"),
        /* TRANSLATORS: Goré's banner: the seeds a player captured, which
         * also pay for trades ("Pile: 8") */
        .pile_word = N_("Pile"),
        .atlas_region = N_("The Guro of central Côte d'Ivoire, where forest "
                           "passes into savanna"),
        .atlas_label = UI_LABEL_LEFT,
    },
    [RULES_GAME_BAO_KIGOGO] = {
        .region = N_("Tanzania, Dodoma"),
        .people = N_("Gogo (Wagogo)"),
        .special = N_("Four rows of twelve: relay laps, captures down the "
                      "file."),
        .seeds = {6, 8, 7, 6}, /* pebbles */
        .surface = UI_SURFACE_WOOD,
        .labels = bao_labels,
        .first_record = N_("Bao Kigogo by Martin Klamroth, in "
                           "\"Afrikanische Brettspiele\", Archiv für "
                           "Anthropologie (1911)"),
        .atlas_region = N_("The Gogo of the central plateau of the Dodoma "
                           "Region, Tanzania"),
        .atlas_label = UI_LABEL_RIGHT,
    },
    [RULES_GAME_MODIAR] = {
        .region = N_("Morocco, near Tangier"),
        .people = N_("village children"),
        .played_by = N_("%s — played by children in the farming villages"),
        .special = N_("The first seed goes back home; capture 2, 4 or 6."),
        .seeds = {6, 8, 7, 8}, /* stones from the ground */
        .surface = UI_SURFACE_EARTH, /* holes scooped in the ground */
        .labels = modiar_labels,
        .first_record = N_("Modiar by Jordi Climent (2012), from Loubna "
                           "Charrabi of the village of Chrarba"),
        .atlas_region = N_("The farming villages around Tangier, northern "
                           "Morocco"),
        .atlas_label = UI_LABEL_BELOW,
        .figure_caption = N_("Six small hollows dug in hard ground, seven "
                             "pebbles in each: the board as the children "
                             "make it outdoors."),
    },
    [RULES_GAME_AYOAYO] = {
        .region = N_("South-west Nigeria"),
        .people = N_("Yoruba"),
        .special = N_("Relay sowing lap after lap; capture across from an "
                      "empty hole."),
        .seeds = {1, 1, 1, 1}, /* nicker nuts */
        .surface = UI_SURFACE_WOOD,
        .labels = ayoayo_labels,
        .shown_first = true,
        .atlas_region = N_("The Yoruba of south-western Nigeria"),
        .atlas_label = UI_LABEL_BELOW,
        .figure_caption = N_("A long wooden board: two rows of six round "
                             "holes, and a larger store, oju, carved at each "
                             "end."),
    },
    [RULES_GAME_URIM] = {
        .region = N_("Brava, Cabo Verde"),
        .people = N_("Cabo Verdean islanders"),
        .special = N_("No hole holds more than 17; matches are played for "
                      "points."),
        .seeds = {5, 1, 5, 1}, /* cowries, nicker nuts */
        .surface = UI_SURFACE_WOOD,
        .labels = urim_labels,
        /* URIM-9 in plain words (issue 58: a class saw "Match points for
         * this game: 2" and asked why two) */
        .points_text = {N_("Half the seeds each: a draw, no match "
                           "points%s"),
                        N_("Won with %d of the %d seeds, more than half: "
                           "1 match point (three quarters or more would "
                           "have made 2)%s"),
                        N_("Won with %d of the %d seeds, three quarters or "
                           "more: 2 match points%s")},
        .first_record = N_("Urim by Elísio Romariz Santos Silva (1994)"),
        .atlas_region = N_("The island of Brava, Cabo Verde"),
        .atlas_label = UI_LABEL_ABOVE,
        .figure_caption = N_("A carved board of two rows of six holes, "
                             "hollows at the ends for the captured seeds, and "
                             "polished nicker seeds."),
    },
};

/* What a game without a look entry is drawn with (the completeness test
 * fails for it, but nothing crashes). */
static const UiRuleLabel no_labels[] = {{RULES_RULE_NONE, NULL}};
static const UiLook plain = {
    .region = "", .people = "", .special = "", .seeds = {1, 2, 3, 4},
    .surface = UI_SURFACE_WOOD, .labels = no_labels,
};

bool ui_look_present(RulesGameId game)
{
    return (unsigned)game < RULES_GAME_COUNT && looks[game].region;
}

const UiLook *ui_look(RulesGameId game)
{
    return ui_look_present(game) ? &looks[game] : &plain;
}

RulesGameId ui_look_shown_first(void)
{
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        if (looks[g].shown_first) {
            return (RulesGameId)g;
        }
    }
    return (RulesGameId)0;
}

bool ui_look_matches(RulesGameId game)
{
    const RulesGameInfo *info = rules_game_info(game);
    return info && info->points;
}

const char *ui_rules_sources(void)
{
    return N_("The rules follow the same pages. Where a point is not "
              "settled there, the rules say which reading the game plays, "
              "and cite two more accounts: Mancala World's English page "
              "\"Urim\" (mancala.fandom.com/wiki/Urim), for the points a "
              "game of Urim scores, and John P. Pratt, \"Ayoayo Rules\" "
              "(2009, johnpratt.com/items/mancala/ayoayo.html), for "
              "Ayoayo's captures.");
}

const char *ui_game_count_word(char *digits, size_t size)
{
    static const char *const words[] = {
        N_("One"),   N_("Two"),   N_("Three"),  N_("Four"),
        N_("Five"),  N_("Six"),   N_("Seven"),  N_("Eight"),
        N_("Nine"),  N_("Ten"),   N_("Eleven"), N_("Twelve"),
    };
    int n = RULES_GAME_COUNT;
    if (n >= 1 && n <= (int)(sizeof words / sizeof words[0])) {
        return _(words[n - 1]);
    }
    snprintf(digits, size, "%d", n);
    return digits;
}

const char *ui_rule_label(int rule)
{
    for (const UiRuleLabel *l = common_labels; l->label; l++) {
        if (l->rule == rule) {
            return _(l->label);
        }
    }
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        for (const UiRuleLabel *l = ui_look((RulesGameId)g)->labels; l->label;
             l++) {
            if (l->rule == rule) {
                return _(l->label);
            }
        }
    }
    return "";
}

/* Why a capture happened, for the captures whose words need no count. */
static const UiRuleLabel because_labels[] = {
    {RULES_RULE_GORE_4,
     N_("because the last seed makes 2 or 4 in a hole of the other side")},
    {RULES_RULE_GORE_5, N_("because the holes beside it hold 2 or 4 too")},
    {RULES_RULE_MOD_3, N_("because the last seed makes 2, 4 or 6 in its "
                          "hole")},
    {RULES_RULE_URIM_4,
     N_("because the last seed makes 2 or 3 in a hole of the other side")},
    {RULES_RULE_URIM_5, N_("because the holes before it hold 2, 3 or 4 "
                           "too")},
    {RULES_RULE_NONE, NULL},
};

bool ui_rule_because(int rule, int count, char *buf, size_t size)
{
    size_t c = (size_t)(count < 0 ? 0 : count);
    buf[0] = '\0';
    if (rule == RULES_RULE_AYO_5) {
        snprintf(buf, size,
                 P_("because the last seed falls into an empty hole "
                    "opposite %d seed",
                    "because the last seed falls into an empty hole "
                    "opposite %d seeds", c),
                 count);
    } else if (rule == RULES_RULE_BAO_5) {
        snprintf(buf, size,
                 P_("because the move ends in an empty front hole across "
                    "from %d seed",
                    "because the move ends in an empty front hole across "
                    "from %d seeds", c),
                 count);
    }
    for (const UiRuleLabel *l = because_labels; l->label; l++) {
        if (l->rule == rule) {
            snprintf(buf, size, "%s", _(l->label));
        }
    }
    return buf[0] != '\0';
}

/* ---- Words for where captured counters go (RulesCaptures) ---- */

const UiCaptureWords *ui_capture_words(RulesGameId game)
{
    static const UiCaptureWords words[] = {
        [RULES_CAPTURES_PILES] = {N_("Captured"), N_("captured"),
                                  N_("captured piles beside the board")},
        [RULES_CAPTURES_STORES] = {N_("Store"), N_("in the store"),
                                   N_("a store at each end")},
        [RULES_CAPTURES_REMOVED] = {N_("Removed"), N_("removed"),
                                    N_("captured seeds leave the game")},
    };
    const RulesGameInfo *info = rules_game_info(game);
    unsigned k = info ? (unsigned)info->captures : 0;
    return &words[k < sizeof words / sizeof words[0] ? k : 0];
}
