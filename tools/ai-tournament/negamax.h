/* negamax.h: a plain fixed-depth negamax player that ai-tournament measures the expert against. */
#ifndef NEGAMAX_H
#define NEGAMAX_H

#include "rules.h"

#include <stdbool.h>

/* Searches exactly `depth` plies; false if the game is over. `nodes`
 * receives how many positions were visited. */
bool negamax_choose(const RulesPosition *root, int depth, RulesMove *out,
                    long long *nodes);

#endif
