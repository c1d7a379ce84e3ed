/* random.c: the computer's one generator of random numbers (splitmix64): the random level's moves, the search's salt, and the tables' fingerprints and samples, the same on every machine. */
#include "ai_internal.h"

uint64_t ai_random(uint64_t *state)
{
    uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}
