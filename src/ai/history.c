/* history.c: how often each position occurred in the game so far, for the repetition rules. */
#include "ai_internal.h"

#include <stdlib.h>

static uint32_t *history_slot(const History *h, uint64_t key)
{
    size_t i = (size_t)(key ^ (key >> 29)) & h->mask;
    while (h->counts[i] && h->keys[i] != key) {
        i = (i + 1) & h->mask;
    }
    h->keys[i] = h->counts[i] ? h->keys[i] : key;
    return &h->counts[i];
}

bool history_init(History *h, const uint64_t *keys, size_t len)
{
    size_t size = 16;
    while (size < 2 * len + 2) {
        size *= 2;
    }
    h->keys = calloc(size, sizeof *h->keys);
    h->counts = calloc(size, sizeof *h->counts);
    h->mask = size - 1;
    if (!h->keys || !h->counts) {
        free(h->keys);
        free(h->counts);
        return false;
    }
    for (size_t i = 0; i < len; i++) {
        (*history_slot(h, keys[i]))++;
    }
    return true;
}

bool history_init_at(History *h, const RulesPosition *p,
                     const uint64_t *keys, size_t len)
{
    uint64_t root = rules_position_key(p);
    return keys && len > 0 ? history_init(h, keys, len)
                           : history_init(h, &root, 1);
}

uint32_t history_count(const History *h, uint64_t key)
{
    size_t i = (size_t)(key ^ (key >> 29)) & h->mask;
    while (h->counts[i]) {
        if (h->keys[i] == key) {
            return h->counts[i];
        }
        i = (i + 1) & h->mask;
    }
    return 0;
}

