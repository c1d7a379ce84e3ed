/* check.c: does a lesson step show what its caption says? Rule ids named in texts against those a move's trace reports. */
#include "learn.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

static bool id_char(char c)
{
    return isalnum((unsigned char)c) || c == '-';
}

int learn_rules_named(const char *text, bool names[RULES_RULE_COUNT])
{
    memset(names, 0, RULES_RULE_COUNT * sizeof names[0]);
    int count = 0;
    for (const char *s = text; *s; s++) {
        if (s != text && id_char(s[-1])) {
            continue;
        }
        size_t n = 0;
        while (id_char(s[n])) {
            n++;
        }
        /* A whole word such as "URIM-10": compare it with each id, so
         * "URIM-1" never matches the start of "URIM-10". */
        for (int r = 1; r < RULES_RULE_COUNT; r++) {
            const char *id = rules_rule_id((RulesRule)r);
            if (strlen(id) == n && strncmp(s, id, n) == 0) {
                count += !names[r];
                names[r] = true;
            }
        }
    }
    return count;
}

void learn_rules_reported(const RulesPosition *after, const RulesTrace *trace,
                          bool reported[RULES_RULE_COUNT],
                          bool must[RULES_RULE_COUNT])
{
    memset(reported, 0, RULES_RULE_COUNT * sizeof reported[0]);
    memset(must, 0, RULES_RULE_COUNT * sizeof must[0]);
    for (size_t i = 0; i < trace->len; i++) {
        const RulesEvent *e = &trace->events[i];
        if (e->rule == RULES_RULE_NONE || e->rule >= RULES_RULE_COUNT) {
            continue;
        }
        reported[e->rule] = true;
        if (e->kind == RULES_EV_CAPTURE || e->kind == RULES_EV_SKIP ||
            e->kind == RULES_EV_NOTE) {
            must[e->rule] = true;
        }
    }
    /* Match points are a fact of the end, not an event of the trace. */
    RulesRule points = rules_game_info((RulesGameId)after->game)->points_rule;
    if (points != RULES_RULE_NONE && rules_match_points(after) > 0) {
        reported[points] = true;
    }
}

static bool fail(LearnError *err, const char *name, int line,
                 const char *fmt, const char *a, const char *b)
{
    if (err) {
        char msg[400];
        snprintf(msg, sizeof msg, fmt, a, b);
        snprintf(err->text, sizeof err->text, "%s:%d: %s", name, line, msg);
        err->line = line;
    }
    return false;
}

static bool is_setup(const RulesPosition *p)
{
    RulesPosition fresh;
    return rules_setup(&fresh, (RulesGameId)p->game, p->holes_per_row) ==
               RULES_OK &&
           rules_position_same(p, &fresh) && p->moves_played == 0;
}

bool learn_step_play(const LearnStep *st, RulesMove m, RulesPosition *after,
                     RulesTrace *trace)
{
    if (st->before_count == 0) {
        /* one position: nothing can come back yet */
        rules_apply(&st->position, m, after, trace);
        return !(trace && trace->truncated);
    }
    RulesGame g;
    if (rules_game_init(&g, &st->start) != RULES_OK) {
        return false;
    }
    bool ok = true;
    for (int i = 0; ok && i < st->before_count; i++) {
        ok = rules_game_play_legal(&g, st->before[i], NULL) == RULES_OK;
    }
    RulesWhy why;
    ok = ok && rules_game_play(&g, m, trace, &why) == RULES_OK &&
         !(trace && trace->truncated);
    if (ok) {
        *after = *rules_game_current(&g);
    }
    rules_game_free(&g);
    return ok;
}

bool learn_step_next_game(const LearnStep *st, const RulesPosition *after,
                          int points[2], RulesPosition *next)
{
    points[RULES_SOUTH] = st->match_points[RULES_SOUTH];
    points[RULES_NORTH] = st->match_points[RULES_NORTH];
    if (!st->match_target || !after->over) {
        return false;
    }
    if (after->winner == RULES_WINNER_SOUTH ||
        after->winner == RULES_WINNER_NORTH) {
        points[after->winner == RULES_WINNER_SOUTH ? RULES_SOUTH
                                                   : RULES_NORTH] +=
            rules_match_points(after);
    }
    if (points[RULES_SOUTH] >= st->match_target ||
        points[RULES_NORTH] >= st->match_target ||
        rules_setup(next, (RulesGameId)after->game, after->holes_per_row) !=
            RULES_OK) {
        return false;
    }
    /* the first player changes from game to game */
    next->to_move =
        st->match_first == RULES_SOUTH ? RULES_NORTH : RULES_SOUTH;
    return true;
}

bool learn_step_check(const char *name, const LearnStep *step,
                      LearnError *err)
{
    char move[RULES_MOVE_TEXT_MAX];
    rules_move_format(step->move, move, sizeof move);
    RulesWhy why;
    if (!rules_is_legal(&step->position, step->move, &why)) {
        return fail(err, name, step->line, "step \"%s\": move %s is not legal",
                    step->title, move);
    }
    bool allowed[RULES_RULE_COUNT], must[RULES_RULE_COUNT];
    RulesTrace trace = {0};
    RulesPosition after;
    bool played = learn_step_play(step, step->move, &after, &trace);
    if (played) {
        learn_rules_reported(&after, &trace, allowed, must);
    }
    rules_trace_free(&trace);
    if (!played) {
        return fail(err, name, step->line, "step \"%s\": out of memory%s",
                    step->title, "");
    }
    /* a game of a match that ends shows the match's clause */
    RulesRule match = rules_game_info((RulesGameId)after.game)->match_rule;
    if (step->match_target && after.over && match != RULES_RULE_NONE) {
        allowed[match] = true;
    }
    for (int i = 0; i < step->illegal_count; i++) {
        char text[RULES_MOVE_TEXT_MAX];
        rules_move_format(step->illegal[i], text, sizeof text);
        if (rules_is_legal(&step->position, step->illegal[i], &why)) {
            return fail(err, name, step->line,
                        "step \"%s\": illegal move %s is legal", step->title,
                        text);
        }
        allowed[why.rule] = true;
    }
    if (is_setup(&step->position)) {
        /* a step whose position is the game's start shows its setup */
        allowed[rules_game_info((RulesGameId)step->position.game)
                    ->setup_rule] = true;
    }
    for (int r = 1; r < RULES_RULE_COUNT; r++) {
        const char *id = rules_rule_id((RulesRule)r);
        if (step->teaches[r] && !allowed[r]) {
            return fail(err, name, step->line,
                        "step \"%s\": rules: names %s, but the step does "
                        "not show it",
                        step->title, id);
        }
        if (must[r] && !step->teaches[r]) {
            return fail(err, name, step->line,
                        "step \"%s\": the move shows %s, which rules: does "
                        "not name",
                        step->title, id);
        }
    }
    return true;
}
