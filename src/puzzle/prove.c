/* prove.c: the engine's value of every move of a puzzle's position (exact from the tables, else a search of a fixed size), the goal a position offers, the proof of a puzzle, its theme and its measured difficulty. */
#include "puzzle.h"

#include "ai.h"

#include <stdio.h>
#include <string.h>

void puzzle_tables_setup(const char *cache_dir, RulesGameId game)
{
    ai_endgame_setup(cache_dir, PUZZLE_TABLE_COUNTERS);
    int v[RULES_MAX_VARIANTS], n = rules_game_variants(game, v);
    for (int k = 0; k < n; k++) {
        ai_endgame_prepare(game, v[k]);
    }
}

static int on_board(const RulesPosition *p)
{
    int n = 0;
    for (int i = 0; i < p->hole_count; i++) {
        n += p->holes[i];
    }
    return n;
}

/* A finished game's value for `me`: the final margin. */
static void finished_value(const RulesPosition *q, int me, bool exact,
                           PuzzleValue *v)
{
    bool win = q->winner == (me == RULES_SOUTH ? RULES_WINNER_SOUTH
                                               : RULES_WINNER_NORTH);
    v->outcome = q->winner == RULES_WINNER_DRAW ? AI_OUTCOME_DRAW
                 : win                          ? AI_OUTCOME_WIN
                                                : AI_OUTCOME_LOSS;
    int all = rules_start_total(q);
    /* A search counts a proven result as all the seeds (as the review
     * does), so a finished game compares with the searched moves. */
    v->seeds = exact ? q->captured[me] - q->captured[1 - me]
               : v->outcome == AI_OUTCOME_DRAW ? 0
               : win                          ? all
                                              : -all;
    v->exact = true;
}

static int flip(int o)
{
    return o == AI_OUTCOME_WIN    ? AI_OUTCOME_LOSS
           : o == AI_OUTCOME_LOSS ? AI_OUTCOME_WIN
                                  : o;
}

/* The table's value of the current position of `w` for `me`. */
static bool table_value(const RulesGame *w, int me, PuzzleValue *v)
{
    const RulesPosition *q = rules_game_current(w);
    if (q->over) {
        finished_value(q, me, true, v);
        return true;
    }
    AiSolved s;
    bool known = ai_solve(q, w->keys, w->len, &s) ||
                 (on_board(q) <= PUZZLE_TABLE_COUNTERS &&
                  ai_endgame_solve(q, w->keys, w->len, &s) && s.exact);
    if (!known) {
        return false;
    }
    int margin = s.final_mover - s.final_opponent;
    bool same = q->to_move == me;
    v->seeds = same ? margin : -margin;
    v->outcome = same ? (int)s.outcome : flip((int)s.outcome);
    v->exact = true;
    return true;
}

/* Search score (10 a seed) to whole seeds, halves away from 0. */
static int seeds_of(int score)
{
    return score >= 0 ? (score + 5) / 10 : -((-score + 5) / 10);
}

/* The search's value of the current position of `w` for `me`, forced
 * moves followed (the search does not search a position with one move);
 * the moves followed are taken back. */
static bool search_value(RulesGame *w, int me, long long nodes,
                         AiMemory *mem, PuzzleValue *v)
{
    size_t len = w->len;
    bool ok = true;
    for (;;) {
        const RulesPosition *q = rules_game_current(w);
        RulesMove moves[RULES_MAX_MOVES];
        if (q->over) {
            finished_value(q, me, false, v);
            v->exact = false;
            break;
        }
        if (rules_game_legal_moves(w, moves) == 1) {
            if (rules_game_play_legal(w, moves[0], NULL) != RULES_OK) {
                ok = false;
                break;
            }
            continue;
        }
        AiSettings s = ai_settings(AI_LEVEL_EXPERT);
        s.nodes = nodes;
        s.memory = mem;
        s.tables = AI_TABLES_OFF; /* the search alone: the same everywhere */
        AiResult res;
        if (ai_choose_in_game(w, &s, NULL, &res) != AI_OK) {
            ok = false;
            break;
        }
        bool same = q->to_move == me;
        int all = rules_start_total(q);
        v->outcome = same ? (int)res.outcome : flip((int)res.outcome);
        v->seeds = v->outcome == AI_OUTCOME_WIN    ? all
                   : v->outcome == AI_OUTCOME_LOSS ? -all
                   : same ? seeds_of(res.score)
                          : -seeds_of(res.score);
        v->exact = false;
        break;
    }
    rules_game_truncate(w, len);
    return ok;
}

/* A record to play on: the game's start and moves again. */
static bool copy_game(const RulesGame *g, RulesGame *w)
{
    if (rules_game_init(w, &g->positions[0]) != RULES_OK) {
        return false;
    }
    for (size_t i = 0; i + 1 < g->len; i++) {
        if (rules_game_play_legal(w, g->moves[i], NULL) != RULES_OK) {
            rules_game_free(w);
            return false;
        }
    }
    return true;
}

int puzzle_values(const RulesGame *g, long long nodes,
                  PuzzleValue out[RULES_MAX_MOVES], bool *exact)
{
    RulesGame w;
    if (!copy_game(g, &w)) {
        return -1;
    }
    const RulesPosition *p = rules_game_current(&w);
    int me = p->to_move;
    RulesMove moves[RULES_MAX_MOVES];
    int n = rules_game_legal_moves(&w, moves);
    size_t len = w.len;
    AiMemory *mem = NULL;
    *exact = nodes == 0;
    for (int i = 0; i < n && n >= 0; i++) {
        memset(&out[i], 0, sizeof out[i]);
        out[i].move = moves[i];
        if (rules_game_play_legal(&w, moves[i], NULL) != RULES_OK) {
            n = -1;
            break;
        }
        if (nodes == 0) {
            if (!table_value(&w, me, &out[i])) {
                *exact = false;
            }
        } else {
            if (!mem && !(mem = ai_memory_new_blank())) {
                n = -1;
            } else if (!search_value(&w, me, nodes, mem, &out[i])) {
                n = -1;
            }
        }
        rules_game_truncate(&w, len);
    }
    ai_memory_free(mem);
    rules_game_free(&w);
    return n;
}

static int index_of(const PuzzleValue *v, int n, RulesMove m)
{
    for (int i = 0; i < n; i++) {
        if (rules_move_equal(v[i].move, m)) {
            return i;
        }
    }
    return -1;
}

bool puzzle_goal_met(const PuzzleValue *v, int n, RulesMove m,
                     PuzzleGoal goal, int margin)
{
    int k = index_of(v, n, m);
    if (k < 0 || n < 2) {
        return false;
    }
    for (int i = 0; i < n; i++) {
        if (i == k) {
            continue;
        }
        switch (goal) {
        case PUZZLE_GOAL_WIN:
            /* every other move proven not to win */
            if (v[k].outcome != AI_OUTCOME_WIN ||
                (v[i].outcome != AI_OUTCOME_DRAW &&
                 v[i].outcome != AI_OUTCOME_LOSS)) {
                return false;
            }
            break;
        case PUZZLE_GOAL_DRAW:
            if (v[k].outcome != AI_OUTCOME_DRAW ||
                v[i].outcome != AI_OUTCOME_LOSS) {
                return false;
            }
            break;
        default:
            if (margin < 1 || v[k].seeds < v[i].seeds + margin) {
                return false;
            }
            break;
        }
    }
    return true;
}

bool puzzle_goal_of(const PuzzleValue *v, int n, bool exact, int min_margin,
                    PuzzleGoal *goal, int *margin, RulesMove *move)
{
    if (n < 2) {
        return false;
    }
    for (int k = 0; k < n; k++) {
        if (puzzle_goal_met(v, n, v[k].move, PUZZLE_GOAL_WIN, 0) ||
            puzzle_goal_met(v, n, v[k].move, PUZZLE_GOAL_DRAW, 0)) {
            *goal = v[k].outcome == AI_OUTCOME_WIN ? PUZZLE_GOAL_WIN
                                                   : PUZZLE_GOAL_DRAW;
            *margin = 0;
            *move = v[k].move;
            return true;
        }
    }
    (void)exact;
    int best = 0, second = -1;
    for (int k = 1; k < n; k++) {
        if (v[k].seeds > v[best].seeds) {
            second = best;
            best = k;
        } else if (second < 0 || v[k].seeds > v[second].seeds) {
            second = k;
        }
    }
    int gap = v[best].seeds - v[second].seeds;
    if (gap < min_margin) {
        return false;
    }
    *goal = PUZZLE_GOAL_BEST;
    *margin = gap;
    *move = v[best].move;
    return true;
}

/* ---- Themes and difficulty: what the moves do ---- */

/* The change of (mover's pile - opponent's pile) a move makes. */
static int pile_change(const RulesPosition *p, const RulesPosition *q)
{
    int me = p->to_move;
    return (q->captured[me] - q->captured[1 - me]) -
           (p->captured[me] - p->captured[1 - me]);
}

/* The most the side to move of `p` gains with one move (0 when over). */
static int best_gain(const RulesPosition *p)
{
    RulesMove moves[RULES_MAX_MOVES];
    int n = rules_legal_moves(p, moves), best = 0;
    for (int i = 0; i < n; i++) {
        RulesPosition q;
        rules_apply(p, moves[i], &q, NULL);
        int g = pile_change(p, &q);
        if (i == 0 || g > best) {
            best = g;
        }
    }
    return n ? best : 0;
}

/* What a move looks worth at a glance: what it gains, less what the
 * opponent's best-gaining reply then gains. */
static int glance(const RulesPosition *p, RulesMove m)
{
    RulesPosition q;
    rules_apply(p, m, &q, NULL);
    int v = pile_change(p, &q);
    if (!q.over && q.to_move != p->to_move) {
        v -= best_gain(&q);
    }
    return v;
}

int puzzle_difficulty_of(const Puzzle *pz)
{
    const RulesPosition *p = &pz->start;
    RulesMove moves[RULES_MAX_MOVES];
    int n = rules_legal_moves(p, moves);
    int mine = glance(p, pz->line[0]), decoys = 0;
    for (int i = 0; i < n; i++) {
        if (!rules_move_equal(moves[i], pz->line[0]) &&
            glance(p, moves[i]) >= mine) {
            decoys++;
        }
    }
    int d = 1 + (decoys < 3 ? decoys : 3) + (pz->line_len > 1 ? 1 : 0);
    return d < PUZZLE_DIFFICULTY_MAX ? d : PUZZLE_DIFFICULTY_MAX;
}

static int popcount64(uint64_t x)
{
    int n = 0;
    for (; x; x &= x - 1) {
        n++;
    }
    return n;
}

/* The opponent of the side to move of `p` could capture this much if it
 * were their turn (0 while an offer waits). */
static int threat(const RulesPosition *p)
{
    if (p->offer) {
        return 0;
    }
    RulesPosition q = *p;
    q.to_move = (uint8_t)(1 - p->to_move);
    if (q.moves_played == 0) {
        q.moves_played = 1;
    }
    return best_gain(&q);
}

/* Does the side `side` hold no seed in its own holes? */
static bool row_empty(const RulesPosition *p, int side)
{
    for (int i = 0; i < p->hole_count; i++) {
        if (rules_owner(p, i) == (RulesSide)side && p->holes[i]) {
            return false;
        }
    }
    return true;
}

void puzzle_facts(const Puzzle *pz, PuzzleFacts *out)
{
    memset(out, 0, sizeof *out);
    if (pz->line_len < 1) {
        return;
    }
    const RulesPosition *p = &pz->start;
    RulesPosition q;
    RulesTrace t = {0};
    rules_apply(p, pz->line[0], &q, &t);
    RulesTraceSummary sum;
    rules_trace_summary(&t, (RulesSide)p->to_move, &sum);
    rules_trace_free(&t);
    out->threat_before = threat(p);
    out->threat_after = !q.over && q.to_move != p->to_move ? best_gain(&q)
                                                            : 0;
    out->captured = sum.captured;
    out->holes = popcount64(sum.captured_from);
    out->laps = sum.laps;
}

PuzzleTheme puzzle_theme_of(const Puzzle *pz)
{
    bool seen[PUZZLE_THEME_COUNT] = {false};
    RulesPosition p = pz->start;
    int me = p.to_move;
    for (int i = 0; i < pz->line_len; i++) {
        RulesMove m = pz->line[i];
        RulesPosition q;
        RulesTrace t = {0};
        rules_apply(&p, m, &q, &t);
        if (i % 2 == 0) {
            RulesTraceSummary sum;
            rules_trace_summary(&t, (RulesSide)me, &sum);
            if (m.kind != RULES_MOVE_SOW && m.kind != RULES_MOVE_PASS) {
                seen[PUZZLE_THEME_TRADE] = true;
            }
            for (size_t e = 0; e < t.len; e++) {
                const RulesEvent *ev = &t.events[e];
                if (ev->kind == RULES_EV_SKIP && ev->hole != m.hole &&
                    ev->rule == RULES_RULE_URIM_3) {
                    seen[PUZZLE_THEME_LIMIT] = true;
                }
            }
            if (sum.captured > 0 && p.game == RULES_GAME_BAO_KIGOGO) {
                seen[PUZZLE_THEME_FILE] = true;
            }
            if ((q.over && q.winner == (me == RULES_SOUTH
                                            ? RULES_WINNER_SOUTH
                                            : RULES_WINNER_NORTH) &&
                 rules_end_stuck(q.end_reason)) ||
                (!q.over && !row_empty(&p, 1 - me) && row_empty(&q, 1 - me))) {
                seen[PUZZLE_THEME_STARVE] = true;
            }
            /* two holes or more taken by one move; an Ayoayo capture
             * (AYO-5) always takes two, its own and the one opposite */
            if (popcount64(sum.captured_from) >= 2 &&
                p.game != RULES_GAME_AYOAYO) {
                seen[PUZZLE_THEME_CHAIN] = true;
            }
            if (sum.captured > 0 && sum.laps >= 2) {
                seen[PUZZLE_THEME_RELAY] = true;
            }
            if (sum.captured > 0) {
                seen[PUZZLE_THEME_CAPTURE] = true;
            }
            if (!q.over && q.to_move != me) {
                int before = threat(&p), after = best_gain(&q);
                if (before >= 2 && after < before) {
                    seen[PUZZLE_THEME_DEFEND] = true;
                }
            }
            if (q.over) {
                seen[PUZZLE_THEME_FINISH] = true;
            }
        }
        rules_trace_free(&t);
        p = q;
    }
    for (int k = 0; k < PUZZLE_THEME_COUNT; k++) {
        if (seen[k]) {
            return (PuzzleTheme)k;
        }
    }
    return PUZZLE_THEME_QUIET;
}

static void say(char *why, size_t size, const char *fmt, const char *move,
                int a, int b)
{
    if (why && size) {
        snprintf(why, size, fmt, move, a, b);
    }
}

bool puzzle_prove(const Puzzle *pz, char *why, size_t size)
{
    RulesGame g;
    if (rules_game_init(&g, &pz->start) != RULES_OK) {
        say(why, size, "out of memory%s", "", 0, 0);
        return false;
    }
    bool ok = true;
    for (int i = 0; i < pz->line_len && ok; i++) {
        PuzzleValue v[RULES_MAX_MOVES];
        bool exact;
        int n = puzzle_values(&g, pz->nodes, v, &exact);
        char move[RULES_MOVE_TEXT_MAX];
        rules_move_format(pz->line[i], move, sizeof move);
        int k = n > 0 ? index_of(v, n, pz->line[i]) : -1;
        if (n < 0) {
            say(why, size, "out of memory%s", "", 0, 0);
            ok = false;
        } else if (k < 0) {
            say(why, size, "move %s of the answer (move %d) is not legal",
                move, i + 1, 0);
            ok = false;
        } else if (pz->nodes == 0 && !exact) {
            say(why, size, "move %s (move %d of the answer): not every "
                           "move's value is in a table (%d seeds on the "
                           "board)", move, i + 1,
                on_board(rules_game_current(&g)));
            ok = false;
        } else if (i % 2 == 0 &&
                   !puzzle_goal_met(v, n, pz->line[i], pz->goal,
                                    pz->margin)) {
            say(why, size, "move %s (move %d of the answer) does not meet "
                           "the goal: its value is %d seeds", move, i + 1,
                v[k].seeds);
            ok = false;
        } else if (i == 0 && pz->goal == PUZZLE_GOAL_BEST &&
                   pz->forced != (pz->nodes > 0 &&
                                  v[k].outcome == AI_OUTCOME_WIN)) {
            say(why, size, pz->forced
                               ? "move %s (move %d of the answer) is not "
                                 "proven a win, yet the goal says \"forced\""
                               : "move %s (move %d of the answer) is proven "
                                 "a win: the goal says \"best N forced\"",
                move, i + 1, 0);
            ok = false;
        } else if (i % 2 == 1) {
            for (int j = 0; j < n; j++) {
                if (v[j].seeds > v[k].seeds) {
                    say(why, size, "the reply %s (move %d of the answer) "
                                   "is not the opponent's best: another "
                                   "is worth %d seeds more", move, i + 1,
                        v[j].seeds - v[k].seeds);
                    ok = false;
                    break;
                }
            }
        }
        if (ok && rules_game_play(&g, pz->line[i], NULL, NULL) != RULES_OK) {
            say(why, size, "move %s of the answer (move %d) cannot be played",
                move, i + 1, 0);
            ok = false;
        }
    }
    rules_game_free(&g);
    if (ok && puzzle_theme_of(pz) != pz->theme) {
        say(why, size, "the theme is %s, not the one the file says",
            puzzle_theme_name(puzzle_theme_of(pz)), 0, 0);
        ok = false;
    }
    if (ok && puzzle_difficulty_of(pz) != pz->difficulty) {
        say(why, size, "%sthe difficulty is %d, not %d", "",
            puzzle_difficulty_of(pz), pz->difficulty);
        ok = false;
    }
    return ok;
}
