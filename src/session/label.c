/* label.c: a move of the move list in words ("South sows hole 3 — captures 4").
 */
#include "session_internal.h"

#include <stdio.h>

static int holes_list(unsigned mask, char *buf, size_t size)
{
    int n = 0;
    buf[0] = '\0';
    for (unsigned h = 0; h < 8; h++) {
        if (mask & (1u << h)) {
            int w =
                snprintf(buf + n, size - (size_t)n, "%s%u", n ? ", " : "", h);
            if (w < 0 || (size_t)(n + w) >= size) {
                break;
            }
            n += w;
        }
    }
    return n;
}

int session_label_format(const SessionMoveInfo *info,
                         const char *const names[2], char *buf, size_t size)
{
    const char *who = names ? names[info->side == RULES_NORTH]
                            : session_default_names[info->side == RULES_NORTH];
    char holes[40];
    char what[96];
    holes_list(info->offer, holes, sizeof holes);
    bool plural = (info->offer & (info->offer - 1)) != 0;
    switch ((RulesMoveKind)info->move.kind) {
    case RULES_MOVE_SOW:
        snprintf(what, sizeof what, "sows hole %u", info->move.hole);
        break;
    case RULES_MOVE_PASS:
        snprintf(what, sizeof what, "passes");
        break;
    case RULES_MOVE_OFFER:
        snprintf(what, sizeof what, "offers hole%s %s", plural ? "s" : "",
                 holes);
        break;
    case RULES_MOVE_ACCEPT:
        snprintf(what, sizeof what, "accepts the trade of hole%s %s",
                 plural ? "s" : "", holes);
        break;
    case RULES_MOVE_DECLINE:
        snprintf(what, sizeof what, "declines the trade");
        break;
    default:
        snprintf(what, sizeof what, "plays %s", info->notation);
        break;
    }
    char extra[64] = "";
    if (info->laps > 1 && info->captured > 0) {
        snprintf(extra, sizeof extra, " \u2014 %d laps, captures %d",
                 info->laps, info->captured);
    } else if (info->laps > 1) {
        snprintf(extra, sizeof extra, " \u2014 %d laps", info->laps);
    } else if (info->captured > 0) {
        snprintf(extra, sizeof extra, " \u2014 captures %d", info->captured);
    }
    char end[80] = "";
    if (info->ended) {
        if (info->winner == RULES_WINNER_DRAW) {
            snprintf(end, sizeof end, " \u2014 draw");
        } else if (info->winner == RULES_WINNER_SOUTH ||
                   info->winner == RULES_WINNER_NORTH) {
            int w = info->winner == RULES_WINNER_NORTH;
            snprintf(end, sizeof end, " \u2014 %s wins",
                     names ? names[w] : session_default_names[w]);
        }
    }
    return snprintf(buf, size, "%s %s%s%s", who, what, extra, end);
}
