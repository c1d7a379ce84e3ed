/* choose.c: the computer player's move choice: its levels, the table path (a solved game, the endgame tables, the swindle of a lost or drawn position) and the search path (search.c), and each level's way of erring. */
#include "ai_internal.h"

#include <limits.h>
#include <string.h>

static const char *const level_names[AI_LEVEL_COUNT] = {
    [AI_LEVEL_RANDOM] = "random",
    [AI_LEVEL_BEGINNER] = "beginner",
    [AI_LEVEL_CLUB] = "club",
    [AI_LEVEL_EXPERT] = "expert",
};

const char *ai_level_name(AiLevel level)
{
    return (unsigned)level < AI_LEVEL_COUNT ? level_names[level] : "";
}

bool ai_level_from_name(const char *name, AiLevel *out)
{
    for (int i = 0; i < AI_LEVEL_COUNT; i++) {
        if (name && strcmp(name, level_names[i]) == 0) {
            *out = (AiLevel)i;
            return true;
        }
    }
    return false;
}

AiSettings ai_settings(AiLevel level)
{
    AiSettings s = {.level = level, .ms = AI_DEFAULT_MS, .seed = 0,
                    .depth = 0};
    return s;
}

/* The table's final margin of `q` (captured counters, best play from
 * both sides) for `mover`, the side that moved into it: above 0 a win,
 * 0 a draw, below 0 a loss. */
static int solved_margin_after(const RulesPosition *q, int mover)
{
    AiSolved r;
    if (!ai_solve(q, NULL, 0, &r)) {
        return 0;
    }
    int m = r.final_mover - r.final_opponent;
    return q->over || q->to_move != mover ? -m : m;
}

/* The result a final margin means: 0 loss, 1 draw, 2 win. */
static int rank_of(int margin)
{
    return margin > 0 ? 2 : margin == 0 ? 1 : 0;
}

/* Result of `q` for the side that moved into it. */
static int solved_rank_after(const RulesPosition *q, int mover)
{
    return rank_of(solved_margin_after(q, mover));
}

/* The reply a player reading four plies ahead (the club level) makes. */
static bool shallow_reply(const RulesPosition *q, RulesPosition *out)
{
    AiSettings reader = ai_settings(AI_LEVEL_CLUB);
    AiResult seen;
    if (ai_choose(q, NULL, 0, &reader, NULL, &seen) != AI_OK) {
        return false;
    }
    rules_apply(q, seen.move, out, NULL);
    return true;
}

/* The best result (0 loss, 1 draw, 2 win for `me`) we can reach within
 * `depth` more of our moves from `q` (the opponent to move) when the
 * opponent answers as a four-ply reader and we only ever play moves that
 * keep the table's result. */
static int trap_rank(const RulesPosition *q, int me, int depth)
{
    RulesPosition r;
    if (q->over || !shallow_reply(q, &r)) {
        return solved_rank_after(q, me);
    }
    int rank = 2 - solved_rank_after(&r, 1 - me);
    if (r.over || rank == 2 || depth == 0) {
        return rank;
    }
    RulesMove moves[RULES_MAX_MOVES];
    int n = rules_legal_moves(&r, moves), best = rank;
    for (int i = 0; i < n && best < 2; i++) {
        RulesPosition next;
        rules_apply(&r, moves[i], &next, NULL);
        if (solved_rank_after(&next, me) == rank) {
            int v = trap_rank(&next, me, depth - 1);
            best = v > best ? v : best;
        }
    }
    return best;
}

/*
 * Perfect play cannot win a lost or drawn position of a solved game against
 * a perfect opponent, but people (and the other levels) err, mostly because
 * they read only a few moves ahead. Among the moves that keep the best
 * result, play the one whose line against a four-ply reader (what the
 * club level, and many players, would answer) ends best within a few
 * moves: a trap. A move whose trap gains nothing must not cost anything
 * either, so between equal traps the table's margin decides (a strong
 * opponent then gets no more than best play gives it), and then the
 * share of the opponent's replies that would hand us a better margin.
 */
enum { TRAP_DEPTH = 10 };

static RulesMove swindle(const RulesPosition *p,
                                const RulesMove *moves, int n,
                                const AiSolved *solved)
{
    AiOutcome outcome = solved->outcome;
    int best_rank = outcome == AI_OUTCOME_DRAW ? 1 : 0, me = p->to_move;
    RulesMove best = solved->move;
    double best_score = -1e9;
    for (int i = 0; i < n; i++) {
        RulesPosition q;
        rules_apply(p, moves[i], &q, NULL);
        int margin = solved_margin_after(&q, me);
        if (rank_of(margin) != best_rank) {
            continue;
        }
        RulesMove replies[RULES_MAX_MOVES];
        int nr = rules_legal_moves(&q, replies), good = 0;
        for (int k = 0; k < nr; k++) {
            RulesPosition r;
            rules_apply(&q, replies[k], &r, NULL);
            good += -solved_margin_after(&r, 1 - me) > margin;
        }
        int trap = trap_rank(&q, me, TRAP_DEPTH);
        /* the trap's result, then the margin (a few dozen counters at
         * most), then the share of bad replies, which is below 1 */
        double score = 1000.0 * trap + margin + (nr ? (double)good / nr : 0.0);
        if (score > best_score) {
            best_score = score;
            best = moves[i];
        }
    }
    return best;
}

/* A move from a solved table (a whole game's or an endgame table). */
static AiStatus play_solved(const AiSolved *solved, double t0, AiResult *out)
{
    out->move = solved->move;
    out->perfect = true;
    out->outcome = solved->outcome;
    int margin = solved->final_mover - solved->final_opponent;
    out->score = solved->outcome == AI_OUTCOME_WIN
                     ? AI_SCORE_WIN - 1 + margin
                 : solved->outcome == AI_OUTCOME_LOSS
                     ? -AI_SCORE_WIN + 1 + margin
                     : 0;
    out->seconds = ai_now() - t0;
    return out->status;
}

/* Beginners look at their own move only, misjudge it by up to four
 * counters and one move in five play without looking (a newcomer lost
 * every game against the 2-ply beginner that misjudged by three, issue
 * 52): the move they pick instead of `best_i`. */
enum { BEGINNER_BLIND_IN = 5, BEGINNER_NOISE = 40 };

static int misjudge(const int scores[], const RulesMove moves[], int n,
                    uint64_t *rng, int best_i)
{
    /* a careless or misjudged move is a sowing one where there is any,
     * and an offer is made only when it beats every sowing by more than
     * four counters: Goré's offers outnumber its holes (up to fourteen
     * sets of holes to four), and a blind pick among all of them, or the
     * best of their errors, offered a trade at two moves in three where
     * one could be made, each a question to the player (issue 51) */
    int sows = 0;
    for (int i = 0; i < n; i++) {
        sows += moves[i].kind == RULES_MOVE_SOW;
    }
    if (ai_random(rng) % BEGINNER_BLIND_IN == 0) {
        int k = (int)(ai_random(rng) % (uint64_t)(sows ? sows : n));
        for (int i = 0; i < n && sows; i++) {
            if (moves[i].kind == RULES_MOVE_SOW && k-- == 0) {
                return i;
            }
        }
        return k;
    }
    int noisy = INT_MIN;
    for (int i = 0; i < n; i++) {
        int err = (int)(ai_random(rng) % (2 * BEGINNER_NOISE + 1)) -
                  BEGINNER_NOISE;
        int v = scores[i] + (moves[i].kind == RULES_MOVE_SOW || !sows
                                 ? err
                                 : -BEGINNER_NOISE);
        if (v > noisy) {
            noisy = v;
            best_i = i;
        }
    }
    return best_i;
}

/* How far the fixed levels look, in plies. */
enum { BEGINNER_PLIES = 1, CLUB_PLIES = 4 };

/* What the tables say of a position, for the search that may follow. */
typedef struct TableAdvice {
    AiSolved solved; /* the endgame table's entry, when `draw` */
    bool draw; /* a drawn endgame: the moves are narrowed to those that
                  keep the draw */
} TableAdvice;

/*
 * The table path: true when a table decides the move (out is filled).
 * A solved game's table is read (built first if need be); a lost or drawn
 * position is played for the opponent's likely mistakes (swindle). An
 * endgame table decides a forced win or loss; in a draw it narrows
 * `moves` to those that keep it (adv): the side that could force a drawn
 * end may not, and C-6 then ends the game with each side keeping its own
 * row (table_value), so the search chooses among them.
 */
static bool choose_from_tables(const RulesPosition *p,
                               const uint64_t *history, size_t history_len,
                               RulesMove *moves, int *n, double t0,
                               TableAdvice *adv, AiResult *out)
{
    AiSolved solved;
    if (ai_solve(p, history, history_len, &solved) && solved.has_move) {
        solved.move = solved.outcome == AI_OUTCOME_WIN
                          ? solved.move
                          : swindle(p, moves, *n, &solved);
        play_solved(&solved, t0, out);
        return true;
    }
    int keep = ai_endgame_keep(p, history, history_len, moves, *n,
                               &adv->solved);
    if (keep > 0 && (adv->solved.outcome != AI_OUTCOME_DRAW || keep == 1)) {
        play_solved(&adv->solved, t0, out);
        return true;
    }
    adv->draw = keep > 0;
    *n = keep > 0 ? keep : *n;
    return false;
}

/* The search path: the level's search over `moves` (the first n). */
static AiStatus choose_by_search(const RulesPosition *p,
                                 const uint64_t *history, size_t history_len,
                                 const AiSettings *s, const RulesMove *moves,
                                 int n, const TableAdvice *adv, uint64_t *rng,
                                 const atomic_bool *cancel, double t0,
                                 AiResult *out)
{
    bool expert = s->level == AI_LEVEL_EXPERT;
    AiRootSearch rs = {
        .level = s->level,
        .max_depth = s->level == AI_LEVEL_BEGINNER ? BEGINNER_PLIES
                     : s->level == AI_LEVEL_CLUB   ? CLUB_PLIES
                                                   : s->depth,
        .memory = expert ? s->memory : NULL,
        .sweep = adv->draw,
        .cancel = cancel,
    };
    if (expert) {
        long ms = s->ms > 0 ? s->ms : AI_DEFAULT_MS;
        rs.deadline = s->nodes > 0 ? 0 : t0 + (double)ms / 1000.0;
        rs.max_nodes = s->nodes;
        rs.eg = s->tables == AI_TABLES_ON ? eg_for(p) : NULL;
    }
    out->move = moves[0];
    RulesPosition kids[RULES_MAX_MOVES];
    for (int i = 0; i < n; i++) {
        rules_apply(p, moves[i], &kids[i], NULL);
    }
    if (!ai_search_children(p, history, history_len, kids, n, &rs)) {
        out->status = AI_NO_MEMORY;
        return out->status;
    }
    out->depth = rs.depth;
    int best_i = rs.best, best_v = rs.best_score;
    if (s->level == AI_LEVEL_BEGINNER && !rs.stopped) {
        best_i = misjudge(rs.scores, moves, n, rng, best_i);
        best_v = rs.scores[best_i];
    }
    if (adv->draw && adv->solved.mover_forces && best_v <= 0) {
        /* Nothing better than the drawn end the table can force: force
         * it, rather than go round until C-6 ends the game. */
        return play_solved(&adv->solved, t0, out);
    }
    out->move = moves[best_i];
    /* a child's score is its own side to move's: the mover's when a move
     * gives its mover another */
    out->score = rs.searched ? best_v
                 : kids[best_i].to_move == p->to_move
                     ? ai_evaluate(&kids[best_i])
                     : -ai_evaluate(&kids[best_i]);
    out->outcome = rs.outcome;
    out->nodes = rs.nodes;
    out->status = rs.stopped && cancel && atomic_load(cancel) ? AI_CANCELLED
                                                              : AI_OK;
    out->seconds = ai_now() - t0;
    return out->status;
}

/* The legal moves of p but `skip` (when not NULL and another move is
 * legal). */
static int legal_but(const RulesPosition *p, const RulesMove *skip,
                     RulesMove *moves)
{
    int n = rules_legal_moves(p, moves);
    for (int i = 0; skip && n > 1 && i < n; i++) {
        if (rules_move_equal(moves[i], *skip)) {
            memmove(&moves[i], &moves[i + 1],
                    sizeof *moves * (size_t)(n - i - 1));
            return n - 1;
        }
    }
    return n;
}

/* ai_choose() among the legal moves but `skip` (legal_but); with a move
 * left out, no table is read. */
static AiStatus choose(const RulesPosition *p, const uint64_t *history,
                       size_t history_len, const AiSettings *settings,
                       const atomic_bool *cancel, const RulesMove *skip,
                       AiResult *out)
{
    double t0 = ai_now();
    memset(out, 0, sizeof *out);
    RulesMove moves[RULES_MAX_MOVES];
    int n = legal_but(p, skip, moves);
    if (n == 0) {
        out->status = AI_NO_MOVE;
        return out->status;
    }
    AiSettings s = settings ? *settings : ai_settings(AI_LEVEL_EXPERT);
    uint64_t rng = s.seed ^ rules_position_key(p);
    out->move = moves[0];
    if (s.level == AI_LEVEL_RANDOM || n == 1) {
        out->move = moves[n == 1 ? 0 : ai_random(&rng) % (uint64_t)n];
        out->seconds = ai_now() - t0;
        return out->status;
    }
    TableAdvice adv = {0};
    if (s.level == AI_LEVEL_EXPERT && s.tables == AI_TABLES_ON && !skip &&
        choose_from_tables(p, history, history_len, moves, &n, t0, &adv,
                           out)) {
        return out->status;
    }
    return choose_by_search(p, history, history_len, &s, moves, n, &adv,
                            &rng, cancel, t0, out);
}

AiStatus ai_choose(const RulesPosition *p, const uint64_t *history,
                   size_t history_len, const AiSettings *settings,
                   const atomic_bool *cancel, AiResult *out)
{
    return choose(p, history, history_len, settings, cancel, NULL, out);
}

AiStatus ai_choose_other(const RulesPosition *p, const uint64_t *history,
                         size_t history_len, const AiSettings *settings,
                         const atomic_bool *cancel, RulesMove skip,
                         AiResult *out)
{
    return choose(p, history, history_len, settings, cancel, &skip, out);
}

AiStatus ai_choose_in_game(const RulesGame *g, const AiSettings *s,
                           const atomic_bool *cancel, AiResult *out)
{
    return ai_choose(rules_game_current(g), g->keys, g->len, s, cancel, out);
}
