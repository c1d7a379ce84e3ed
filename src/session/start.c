/* start.c: the "start:" line of a game from a board set up by hand: the board's counts, piles, Goré's owners and history bits as words, and back, checked by the rules core. */
#include "session_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int session_start_words(const RulesPosition *p, char *buf, size_t size)
{
    size_t n = 0;
    int w = snprintf(buf, size, "holes");
    for (int i = 0; i < p->hole_count && w >= 0 && (size_t)w < size - n;
         i++) {
        n += (size_t)w;
        w = snprintf(buf + n, size - n, " %d", p->holes[i]);
    }
    if (w >= 0 && (size_t)w < size - n) {
        n += (size_t)w;
        w = snprintf(buf + n, size - n,
                     " captured %d %d north-owns %llx must-sow %d declined %d "
                     "offer %d played %d",
                     p->captured[0], p->captured[1],
                     (unsigned long long)p->north_owned, p->must_sow,
                     p->declined, p->offer, p->moves_played);
    }
    if (p->marked && w >= 0 && (size_t)w < size - n) {
        /* the holes that carry the game's mark, in a game that has some */
        n += (size_t)w;
        w = snprintf(buf + n, size - n, " marked %llx",
                     (unsigned long long)p->marked);
    }
    return w < 0 ? w : (int)n + w;
}

/* The next number of the words at *cursor, within [lo, hi]. */
static bool next_number(char **cursor, int base, long long lo, long long hi,
                        long long *out)
{
    char *end;
    while (**cursor == ' ' || **cursor == '\t') {
        (*cursor)++;
    }
    if (!**cursor) {
        return false;
    }
    long long v = strtoll(*cursor, &end, base);
    if (end == *cursor || (*end && *end != ' ' && *end != '\t') || v < lo ||
        v > hi) {
        return false;
    }
    *cursor = end;
    *out = v;
    return true;
}

static bool next_word_is(char **cursor, const char *word)
{
    while (**cursor == ' ' || **cursor == '\t') {
        (*cursor)++;
    }
    size_t n = strlen(word);
    if (strncmp(*cursor, word, n) != 0 ||
        ((*cursor)[n] && (*cursor)[n] != ' ')) {
        return false;
    }
    *cursor += n;
    return true;
}

bool session_start_parse(char *value, RulesGameId game, int holes,
                         RulesSide first, RulesPosition *out, char *why,
                         size_t why_size)
{
    RulesPosition p;
    if (rules_setup(&p, game, holes) != RULES_OK) {
        snprintf(why, why_size, "no such game");
        return false;
    }
    char *c = value;
    long long v = 0;
    bool ok = next_word_is(&c, "holes");
    for (int i = 0; ok && i < p.hole_count; i++) {
        ok = next_number(&c, 10, 0, 255, &v);
        p.holes[i] = (uint8_t)v;
    }
    static const char *const words[] = {"captured", "north-owns", "must-sow",
                                        "declined", "offer", "played"};
    for (size_t k = 0; ok && k < sizeof words / sizeof *words; k++) {
        ok = next_word_is(&c, words[k]);
        if (ok && k == 0) {
            ok = next_number(&c, 10, 0, 65535, &v);
            p.captured[0] = (uint16_t)v;
            ok = ok && next_number(&c, 10, 0, 65535, &v);
            p.captured[1] = (uint16_t)v;
        } else if (ok && k == 1) {
            ok = next_number(&c, 16, 0, (1ll << p.hole_count) - 1, &v);
            p.north_owned = (uint64_t)v;
        } else if (ok) {
            ok = next_number(&c, 10, 0, k == 5 ? 65535 : 255, &v);
            uint8_t *bytes[] = {&p.must_sow, &p.declined, &p.offer};
            if (k < 5) {
                *bytes[k - 2] = (uint8_t)v;
            } else {
                p.moves_played = (uint16_t)v;
            }
        }
    }
    if (ok && next_word_is(&c, "marked")) {
        ok = next_number(&c, 16, 1, (1ll << p.hole_count) - 1, &v);
        p.marked = (uint64_t)v;
    }
    while (ok && (*c == ' ' || *c == '\t')) {
        c++;
    }
    if (!ok || *c) {
        snprintf(why, why_size,
                 "\"start:\" needs \"holes\" and %d counts, then captured, "
                 "north-owns, must-sow, declined, offer and played (and "
                 "marked, in a game that marks holes)",
                 p.hole_count);
        return false;
    }
    p.to_move = (uint8_t)first;
    RulesWhy rw;
    if (!rules_position_check(&p, &rw)) {
        snprintf(why, why_size, "no game can start from this board: %s",
                 rw.text);
        return false;
    }
    *out = p;
    return true;
}
