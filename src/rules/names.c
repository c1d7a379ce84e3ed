/* names.c: names of games, rules and events, and C-4 move notation. */
#include "rules.h"

#include <string.h>

#define X_NAME(id, name, title) name,
#define X_TITLE(id, name, title) title,
static const char *const game_names[] = {RULES_GAME_LIST(X_NAME)};
static const char *const game_titles[] = {RULES_GAME_LIST(X_TITLE)};
#define X_RULE(id, text) text,
static const char *const rule_ids[] = {RULES_RULE_LIST(X_RULE)};
#define X_EVENT(id, name) name,
static const char *const event_names[] = {RULES_EVENT_LIST(X_EVENT)};

const char *rules_game_name(RulesGameId game)
{
    return (unsigned)game < RULES_GAME_COUNT ? game_names[game] : "?";
}

const char *rules_game_title(RulesGameId game)
{
    return (unsigned)game < RULES_GAME_COUNT ? game_titles[game] : "?";
}

bool rules_game_from_name(const char *name, RulesGameId *out)
{
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        if (name && strcmp(name, game_names[g]) == 0) {
            *out = (RulesGameId)g;
            return true;
        }
    }
    return false;
}

const char *rules_rule_id(RulesRule rule)
{
    return (unsigned)rule < RULES_RULE_COUNT ? rule_ids[rule] : "";
}

const char *rules_event_name(RulesEventKind kind)
{
    return (unsigned)kind < RULES_EV_COUNT ? event_names[kind] : "?";
}
