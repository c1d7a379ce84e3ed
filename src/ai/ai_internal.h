/* ai_internal.h: what the files of the computer player share and nobody else needs. */
#ifndef AI_INTERNAL_H
#define AI_INTERNAL_H

#include "ai.h"

/* The counters each side would hold if the game ended now: captured plus,
 * except in Bao Kigogo, the counters in the holes each side owns (the end
 * sweep of every game but Bao). */
void ai_final_totals(const RulesPosition *p, int out[2]);

/* splitmix64: small, fast, and the same everywhere. */
uint64_t ai_random(uint64_t *state);

/* Seconds on the monotonic clock. */
double ai_now(void);

/* How often each position (rules_position_key) occurred so far. */
typedef struct History {
    uint64_t *keys;
    uint32_t *counts;
    size_t mask;
} History;

/* Counts `keys`; false when out of memory. Free keys and counts after. */
bool history_init(History *h, const uint64_t *keys, size_t len);
uint32_t history_count(const History *h, uint64_t key);

#endif
