/* mcts.h: the UCT player ai-tournament measures against alpha-beta. */
#ifndef MCTS_H
#define MCTS_H

#include "rules.h"

#include <stdbool.h>
#include <stdint.h>

/* Searches `ms` milliseconds of random play-outs; false if the game is
 * over or memory runs out. `playouts` receives how many were played. */
bool mcts_choose(const RulesPosition *root, long ms, uint64_t seed,
                 RulesMove *out, long long *playouts);

#endif
