/* names.c: names of games and rules, and C-4 move notation. */
#include "rules.h"

#include <string.h>

#define X_RULE(id, text) text,
static const char *const rule_ids[] = {RULES_RULE_LIST(X_RULE)};
/* Appends `s` at `at`, cut to fit `size`; returns strlen(s). */
static int put(char *buf, size_t size, size_t at, const char *s)
{
    size_t n = strlen(s);
    if (size && at < size) {
        size_t room = size - at - 1;
        memcpy(buf + at, s, n < room ? n : room);
        buf[at + (n < room ? n : room)] = '\0';
    }
    return (int)n;
}

const char *rules_game_name(RulesGameId game)
{
    const RulesGameInfo *info = rules_game_info(game);
    return info ? info->name : "?";
}

const char *rules_game_title(RulesGameId game)
{
    const RulesGameInfo *info = rules_game_info(game);
    return info ? info->title : "?";
}

bool rules_game_from_name(const char *name, RulesGameId *out)
{
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        if (name && strcmp(name, rules_game_name((RulesGameId)g)) == 0) {
            *out = (RulesGameId)g;
            return true;
        }
    }
    return false;
}

size_t rules_game_name_list(char *buf, size_t size)
{
    size_t at = 0;
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        at += (size_t)put(buf, size, at, g ? ", " : "");
        at += (size_t)put(buf, size, at, rules_game_name((RulesGameId)g));
    }
    return at;
}

const char *rules_rule_id(RulesRule rule)
{
    return (unsigned)rule < RULES_RULE_COUNT ? rule_ids[rule] : "";
}

/* ---- C-4 notation ---- */

static int put_number(char *buf, size_t size, size_t at, int v)
{
    char digits[8];
    int k = 0;
    do {
        digits[k++] = (char)('0' + v % 10);
        v /= 10;
    } while (v && k < 7);
    char text[8];
    for (int i = 0; i < k; i++) {
        text[i] = digits[k - 1 - i];
    }
    text[k] = '\0';
    return put(buf, size, at, text);
}

int rules_move_format(RulesMove m, char *buf, size_t size)
{
    size_t at = 0;
    switch (m.kind) {
    case RULES_MOVE_SOW:
        return put_number(buf, size, 0, m.hole);
    case RULES_MOVE_PASS:
        return put(buf, size, 0, "pass");
    case RULES_MOVE_ACCEPT:
        return put(buf, size, 0, "accept");
    case RULES_MOVE_DECLINE:
        return put(buf, size, 0, "decline");
    case RULES_MOVE_OFFER:
        at += (size_t)put(buf, size, at, "offer:");
        for (int i = 0, first = 1; i < 8; i++) {
            if ((m.offer >> i) & 1) {
                if (!first) {
                    at += (size_t)put(buf, size, at, ",");
                }
                at += (size_t)put_number(buf, size, at, i);
                first = 0;
            }
        }
        return (int)at;
    default:
        return put(buf, size, 0, "?");
    }
}

/* A hole number: decimal digits without a leading zero; advances *s. */
static bool parse_hole(const char **s, int *hole)
{
    const char *p = *s;
    if (*p < '0' || *p > '9' || (p[0] == '0' && p[1] >= '0' && p[1] <= '9')) {
        return false;
    }
    int v = 0;
    while (*p >= '0' && *p <= '9') {
        v = v * 10 + (*p++ - '0');
        if (v >= RULES_MAX_HOLES) {
            return false;
        }
    }
    *hole = v;
    *s = p;
    return true;
}

RulesError rules_move_parse(const char *text, RulesMove *out)
{
    RulesMove m = {0, 0, 0};
    int hole;
    const char *s = text ? text : "";
    if (strcmp(s, "pass") == 0) {
        m.kind = RULES_MOVE_PASS;
    } else if (strcmp(s, "accept") == 0) {
        m.kind = RULES_MOVE_ACCEPT;
    } else if (strcmp(s, "decline") == 0) {
        m.kind = RULES_MOVE_DECLINE;
    } else if (strncmp(s, "offer:", 6) == 0) {
        m.kind = RULES_MOVE_OFFER;
        s += 6;
        int last = -1;
        for (;;) {
            /* Offers name Goré holes 0-7, in increasing order (C-4). */
            if (!parse_hole(&s, &hole) || hole <= last || hole > 7) {
                return RULES_ERR_BAD_NOTATION;
            }
            m.offer = (uint8_t)(m.offer | (1u << hole));
            last = hole;
            if (*s == '\0') {
                break;
            }
            if (*s++ != ',') {
                return RULES_ERR_BAD_NOTATION;
            }
        }
    } else {
        if (!parse_hole(&s, &hole) || *s != '\0') {
            return RULES_ERR_BAD_NOTATION;
        }
        m.kind = RULES_MOVE_SOW;
        m.hole = (uint8_t)hole;
    }
    *out = m;
    return RULES_OK;
}
