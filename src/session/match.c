/* match.c: a match of several games: its target, the points banked by each
 * side, and the next game. */
#include "session_internal.h"

SessionStatus session_set_match(Session *s, int target)
{
    if (target < 1 || target > SESSION_MATCH_MAX) {
        return SESSION_ERR_BAD_ARGUMENT;
    }
    s->target = target;
    s->banked[0] = 0;
    s->banked[1] = 0;
    s->game_no = 1;
    return SESSION_OK;
}

int session_match_game(const Session *s)
{
    return s->target > 0 ? s->game_no : 0;
}

int session_match_target(const Session *s)
{
    return s->target;
}

int session_match_points(const Session *s, RulesSide side)
{
    int w = side == RULES_NORTH;
    int points = s->banked[w];
    const RulesPosition *p = session_position(s);
    if (p->winner == (w ? RULES_WINNER_NORTH : RULES_WINNER_SOUTH)) {
        points += rules_match_points(p);
    }
    return points;
}

RulesSide session_first_player(const Session *s)
{
    return s->first;
}

bool session_match_over(const Session *s)
{
    return s->target > 0 &&
           (session_match_points(s, RULES_SOUTH) >= s->target ||
            session_match_points(s, RULES_NORTH) >= s->target);
}

RulesWinner session_match_winner(const Session *s)
{
    if (!session_match_over(s)) {
        return RULES_WINNER_NONE;
    }
    return session_match_points(s, RULES_SOUTH) >= s->target
               ? RULES_WINNER_SOUTH
               : RULES_WINNER_NORTH;
}

SessionStatus session_next_game(Session *s, SessionError *err)
{
    session_error_clear(err);
    if (!session_over(s)) {
        return session_fail(err, SESSION_ERR_BAD_ARGUMENT, NULL, 0,
                            "this game is not over yet");
    }
    if (session_match_over(s)) {
        return session_fail(err, SESSION_ERR_BAD_ARGUMENT, NULL, 0,
                            "the match is over");
    }
    int south = session_match_points(s, RULES_SOUTH);
    int north = session_match_points(s, RULES_NORTH);
    RulesSide first = s->first;
    if (s->target > 0) {
        s->first = first == RULES_SOUTH ? RULES_NORTH : RULES_SOUTH;
    } else {
        s->first = RULES_SOUTH;
    }
    if (!session_start_game(s)) {
        s->first = first;
        return session_fail(err, SESSION_ERR_NO_MEMORY, NULL, 0,
                            "out of memory");
    }
    s->banked[RULES_SOUTH] = south;
    s->banked[RULES_NORTH] = north;
    s->game_no += s->game_no > 0;
    return SESSION_OK;
}
