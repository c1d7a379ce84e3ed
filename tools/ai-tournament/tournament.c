/* tournament.c: ai-tournament, the computer player's benchmark: level against level with colours alternated, win rates and search speed. */
#define _POSIX_C_SOURCE 200809L
#include "ai.h"
#include "mcts.h"
#include "negamax.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * Usage: ai-tournament [--game NAME [--holes N]] [--games K] [--ms T]
 *                      [--seed S] [--max-plies P] [--mcts 1]
 *                      [--pairing UPPER] [--opening-plies N]
 *                      [--balance B] [--balance-depth D]
 *                      [--balance-nodes N] [--verbose 1]
 *                      [--adjudicate 1] [--from K] [--negamax D]
 * Each pairing of neighbouring levels (expert-club, club-beginner,
 * beginner-random; --pairing expert|club|beginner keeps only the one with
 * that upper level) plays K games per game variant: K/2 openings of two
 * (or N) random plies, each played once with either level as South, so
 * colours are alternated exactly. Openings are balanced: drawn again
 * until Modiar's table, or the expert searching at least D plies
 * (default 8) and deeper until one depth visits N positions (default
 * 1,000,000), says neither side is ahead by more than B counters
 * (default 3). Modiar's expert plays perfectly, so its
 * expert-club row is also split by the table's value of the position
 * after the opening for the expert's side: perfect play cannot win a lost
 * position against an opponent that does not err. With the split comes
 * the expert's mean final margin above the perfect-play margin (what
 * club's errors gave it). --verbose 1 prints each game (the upper
 * level's side and result, the final counts) and its moves after the
 * opening. A game longer than --max-plies (default 3000)
 * is scored by the counters each side would have if it ended there; the
 * summary counts such games. With --adjudicate 1 a game ends as a win
 * for the expert once its endgame table proves that it wins whatever the
 * other side plays (the expert would play the table's moves to the end);
 * the summary counts those too. --from K skips the games before game K
 * (counted from 0; their openings are still drawn, so the rest are the
 * same games as in the whole run): the end of a run that was stopped.
 * Prints one Markdown table row per pairing,
 * then the expert's speed per game. With --mcts F, each game variant
 * instead plays the expert against a plain UCT player (mcts.c, random
 * play-outs; it shares no code with the expert's search) given F times
 * the expert's think time: --mcts 1 is how we chose alpha-beta, --mcts 10
 * the independent measure of the expert's strength. With --negamax D the
 * other side is instead a plain negamax of D plies (negamax.c: alpha-beta,
 * the captured counters' difference, nothing else; it too shares only
 * the rules core), the other measure. Against either, the summary also
 * counts the opening pairs: the expert's two games of an opening
 * together, won when it won more of them than it lost. The expert's
 * endgame tables (Ayoayo, Urim) are built before the first game, in
 * memory. Each expert move from a position its table knows exactly is
 * checked: the summary (and --verbose, each game) counts those that gave
 * away any of the position's exact value, and how many counters.
 * Modiar's row is then
 * split by the table's value too: the expert must never lose a position
 * the table says it has won or drawn.
 */

static bool verbose;
static bool adjudicate; /* --adjudicate 1 */
static int first_game;  /* --from K */

/* The levels that stand for the UCT and negamax players in a pairing. */
#define LEVEL_MCTS ((AiLevel)AI_LEVEL_COUNT)
#define LEVEL_NEGAMAX ((AiLevel)(AI_LEVEL_COUNT + 1))

typedef struct Tally {
    int wins, draws, losses, capped, adjudicated;
    int pairs[3]; /* opening pairs lost, drawn, won by the upper level */
    long long moves;     /* the expert's, all of them */
    double move_seconds; /* and the time they took */
    /* Modiar's expert-club games from positions lost for the expert, and
     * the sum of the expert's final margins above perfect play. */
    int lost_games, lost_wins, lost_draws, lost_losses;
    long excess;
    long long nodes;
    double seconds;
    /* The expert's moves from positions its endgame table knows exactly
     * (both before and after the move), those that gave away some of the
     * position's exact value, and the counters they gave away. */
    int table_moves, table_below, table_given;
} Tally;

static void fail(const char *msg, const char *arg)
{
    fprintf(stderr, "ai-tournament: %s%s\n", msg, arg ? arg : "");
    exit(2);
}

static long number(const char *text)
{
    char *end;
    errno = 0;
    long v = strtol(text, &end, 10);
    if (errno || end == text || *end || v < 1) {
        fail("expected a positive whole number, not ", text);
    }
    return v;
}

/* A game record of `start` with `opening` played. */
static void start_game(RulesGame *g, const RulesPosition *start,
                       const char *opening)
{
    if (rules_game_init(g, start) != RULES_OK) {
        fail("out of memory", NULL);
    }
    int failed;
    char bad[RULES_MOVE_TEXT_MAX];
    RulesWhy why;
    if (rules_game_play_text(g, opening, &failed, bad, &why) != RULES_OK) {
        fail("an opening move is not legal: ", bad);
    }
}

/* With --adjudicate 1: the expert's endgame table proves that the
 * expert, South when `expert_south`, wins from the game's current
 * position whatever the other side plays. The expert plays the table's
 * moves from there, which win the fastest way and never repeat a
 * position, so the game can end here as a win; `totals` get the table's
 * final score with best play from both sides (South's first), the least
 * the expert will have. A draw or a loss by the table is played out: the
 * table's draw may be one only endless play keeps, which C-6 scores by
 * the counters held, and the other side may still err. That the expert
 * wins every table win against any answer is test_endgame's
 * endgame_expert_never_gives_away_a_table_win. */
static bool table_win(const RulesGame *g, bool expert_south, int totals[2])
{
    const RulesPosition *p = rules_game_current(g);
    AiSolved r;
    if (!adjudicate || !ai_endgame_solve(p, g->keys, g->len, &r)) {
        return false;
    }
    bool expert_moves = (p->to_move == RULES_SOUTH) == expert_south;
    if (r.outcome != (expert_moves ? AI_OUTCOME_WIN : AI_OUTCOME_LOSS)) {
        return false;
    }
    int mover = p->to_move == RULES_SOUTH ? 0 : 1;
    totals[mover] = r.final_mover;
    totals[1 - mover] = r.final_opponent;
    return true;
}

/* The exact final margin, from `side`'s point of view, of the game's
 * current position: its result when over, else its endgame table's value
 * with best play. False when the table does not know it exactly. */
static bool exact_margin(const RulesGame *g, int side, int *margin)
{
    const RulesPosition *p = rules_game_current(g);
    if (p->over) {
        *margin = side == RULES_SOUTH ? p->captured[0] - p->captured[1]
                                      : p->captured[1] - p->captured[0];
        return true;
    }
    AiSolved r;
    if (!ai_endgame_solve(p, g->keys, g->len, &r) || !r.exact) {
        return false;
    }
    int m = r.final_mover - r.final_opponent;
    *margin = p->to_move == side ? m : -m;
    return true;
}

/* Plays one game; returns +1 if `a` won, 0 for a draw, -1 if it lost,
 * and a's final margin in counters. */
static int play(const RulesPosition *start, const char *opening,
                const AiSettings *a_in, const AiSettings *b_in, bool a_south,
                int max_plies, Tally *t, int *margin)
{
    /* The expert keeps its table from move to move, as in the game
     * window; a new one each game, so that --from plays a game as the
     * whole run did (up to the clock). */
    AiSettings sa = *a_in, sb = *b_in;
    const AiSettings *a = &sa, *b = &sb;
    sa.memory = sa.level == AI_LEVEL_EXPERT ? ai_memory_new() : NULL;
    sb.memory = sb.level == AI_LEVEL_EXPERT ? ai_memory_new() : NULL;
    RulesGame g;
    start_game(&g, start, opening);
    RulesWhy why;
    int plies = 0;
    char record[8192] = "";
    size_t rlen = 0;
    bool cut = false;
    int table[2] = {0, 0};
    bool won_by_table = false;
    int table_moves = 0, table_given = 0;
    while (!rules_game_current(&g)->over && plies < max_plies) {
        const RulesPosition *p = rules_game_current(&g);
        if (a->level == AI_LEVEL_EXPERT && table_win(&g, a_south, table)) {
            won_by_table = true;
            break;
        }
        bool a_moves = (p->to_move == RULES_SOUTH) == a_south;
        AiResult r = {0};
        const AiSettings *mover = a_moves ? a : b;
        if (mover->level == LEVEL_MCTS) {
            long long playouts;
            if (!mcts_choose(p, mover->ms, mover->seed, &r.move,
                             &playouts)) {
                fail("the UCT player found no move", NULL);
            }
        } else if (mover->level == LEVEL_NEGAMAX) {
            long long nodes;
            if (!negamax_choose(p, mover->depth, &r.move, &nodes)) {
                fail("the negamax player found no move", NULL);
            }
        } else if (ai_choose_in_game(&g, mover, NULL, &r) != AI_OK) {
            fail("the computer found no move", NULL);
        }
        if (mover->level == AI_LEVEL_EXPERT && !r.perfect) {
            t->nodes += r.nodes;
            t->seconds += r.seconds;
        }
        if (mover->level == AI_LEVEL_EXPERT) {
            t->moves++;
            t->move_seconds += r.seconds;
        }
        int side = p->to_move, before = 0, after = 0;
        bool known = mover->level == AI_LEVEL_EXPERT &&
                     exact_margin(&g, side, &before);
        if (rules_game_play(&g, r.move, NULL, &why) != RULES_OK) {
            fail("the computer chose an illegal move: ", why.text);
        }
        if (known && exact_margin(&g, side, &after)) {
            t->table_moves++;
            table_moves++;
            if (after < before) {
                t->table_below++;
                t->table_given += before - after;
                table_given += before - after;
            }
        }
        char text[RULES_MOVE_TEXT_MAX];
        rules_move_format(r.move, text, sizeof text);
        /* A record too long to keep says so: it ends with "...". */
        bool full = rlen + 2 * sizeof text >= sizeof record;
        if (!cut) {
            rlen += (size_t)snprintf(record + rlen, sizeof record - rlen,
                                     "%s%s", rlen ? " " : "",
                                     full ? "..." : text);
            cut = full;
        }
        plies++;
    }
    const RulesPosition *end = rules_game_current(&g);
    int winner = end->winner;
    int s = (int)end->captured[0], n = (int)end->captured[1];
    if (won_by_table) {
        t->adjudicated++;
        s = table[0];
        n = table[1];
        winner = a_south ? RULES_WINNER_SOUTH : RULES_WINNER_NORTH;
    } else if (!end->over) {
        t->capped++;
        int totals[2] = {end->captured[0], end->captured[1]};
        if (end->game != RULES_GAME_BAO_KIGOGO) {
            for (int i = 0; i < end->hole_count; i++) {
                totals[(end->north_owned >> i) & 1] += end->holes[i];
            }
        }
        winner = totals[0] > totals[1]   ? RULES_WINNER_SOUTH
                 : totals[0] < totals[1] ? RULES_WINNER_NORTH
                                         : RULES_WINNER_DRAW;
    }
    *margin = a_south ? s - n : n - s;
    int result = winner == RULES_WINNER_DRAW ? 0
                 : (winner == RULES_WINNER_SOUTH) == a_south ? 1
                                                             : -1;
    if (verbose) {
        /* the result in words too: the counts are not the rule that
         * decides every game (BAO-6: the side left without a move loses) */
        printf("  %s: %s as %s %s, %d plies, South %d North %d%s\n"
               "    moves: %s\n",
               opening, ai_level_name(a->level), a_south ? "South" : "North",
               result > 0 ? "won" : result < 0 ? "lost" : "drew", plies, s, n,
               won_by_table ? " (won by the endgame table, best play)"
               : end->over  ? ""
                            : " (capped)",
               record);
        if (table_moves) {
            printf("    expert's moves the endgame table knows: %d, "
                   "counters given away below its exact value: %d\n",
                   table_moves, table_given);
        }
        fflush(stdout); /* a long run shows each game as it ends */
    }
    rules_game_free(&g);
    ai_memory_free(sa.memory);
    ai_memory_free(sb.memory);
    return result;
}

static int opening_plies = 2;
static int balance = 3;       /* counters */
static int balance_depth = 8; /* plies, at least */
static long long balance_nodes = 1000000; /* positions, at least */

/* Random plies from the start, in notation. */
static void random_plies(const RulesPosition *start, uint64_t *rng,
                         char *buf, size_t size, RulesPosition *end)
{
    RulesPosition p = *start;
    buf[0] = '\0';
    size_t len = 0;
    for (int ply = 0; ply < opening_plies && !p.over; ply++) {
        RulesMove moves[RULES_MAX_MOVES];
        uint64_t z = (*rng += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        z ^= z >> 31;
        int n = rules_legal_moves(&p, moves);
        RulesMove m = moves[z % (uint64_t)n];
        char text[RULES_MOVE_TEXT_MAX];
        rules_move_format(m, text, sizeof text);
        int w = snprintf(buf + len, size - len, "%s%s", len ? " " : "", text);
        len += (size_t)w;
        rules_apply(&p, m, &p, NULL);
    }
    *end = p;
}

/* South's advantage in counters after an opening: Modiar's table, else
 * the expert searching at least `balance_depth` plies and deeper until a
 * depth visits `balance_nodes` positions or proves the result (the same on
 * every machine: depths and positions, not seconds). A shallow look is
 * not enough in Ayoayo: of 18 games the expert lost from openings an
 * 8-ply search called level, a search of 16 to 22 plies showed most
 * already lost for the expert's side at its first move. */
static int opening_value(const RulesPosition *p)
{
    int sign = p->to_move == RULES_SOUTH ? 1 : -1;
    if (p->over) {
        return p->captured[0] - p->captured[1];
    }
    if (ai_game_solved((RulesGameId)p->game)) {
        AiSolved r;
        if (!ai_solve(p, NULL, 0, &r)) {
            fail("the solved table cannot be built", NULL);
        }
        return sign * (r.final_mover - r.final_opponent);
    }
    AiSettings s = ai_settings(AI_LEVEL_EXPERT);
    s.ms = 600000;
    AiResult r;
    for (s.depth = balance_depth;; s.depth++) {
        if (ai_choose(p, NULL, 0, &s, NULL, &r) != AI_OK) {
            fail("the computer found no move", NULL);
        }
        if (r.outcome != AI_OUTCOME_UNKNOWN) {
            return sign * (r.outcome == AI_OUTCOME_WIN ? 99 : -99);
        }
        if (r.nodes >= balance_nodes || r.depth < s.depth ||
            s.depth >= 60) {
            return sign * r.score / 10;
        }
    }
}

/* Openings already played in this run (each is played once). */
enum { USED_MAX = 512 };
static char used[USED_MAX][128];
static int used_count;

static bool opening_used(const char *text)
{
    for (int i = 0; i < used_count; i++) {
        if (strcmp(used[i], text) == 0) {
            return true;
        }
    }
    return false;
}

/* A balanced opening not played before: random plies, drawn again (up to
 * 500 times, then the most balanced so far) until the position is worth
 * at most `balance` counters to either side. Uniformly random plies often
 * hand one side a won game before either level moves, and then each
 * colour wins once whoever plays it. */
static void random_opening(const RulesPosition *start, uint64_t *rng,
                           char *buf, size_t size)
{
    int best = 1 << 30;
    char text[128];
    for (int tries = 0; tries < 500 && best > balance; tries++) {
        RulesPosition end;
        random_plies(start, rng, text, sizeof text, &end);
        if (opening_used(text)) {
            continue;
        }
        int v = opening_value(&end);
        v = v < 0 ? -v : v;
        if (v < best) {
            best = v;
            snprintf(buf, size, "%s", text);
        }
    }
    if (best == 1 << 30) {
        snprintf(buf, size, "%s", text); /* every opening drawn was used */
    }
    if (used_count < USED_MAX) {
        snprintf(used[used_count++], sizeof used[0], "%s", buf);
    }
}

/* The perfect-play final margin (Modiar's table) of the position after
 * `opening` for the side `a` plays. */
static int perfect_margin_for_a(const RulesPosition *start,
                                const char *opening, bool a_south)
{
    RulesGame g;
    start_game(&g, start, opening);
    AiSolved r;
    if (!ai_solve(rules_game_current(&g), g.keys, g.len, &r)) {
        fail("the Modiar table cannot value the opening ", opening);
    }
    const RulesPosition *p = rules_game_current(&g);
    bool a_moves = (p->to_move == RULES_SOUTH) == a_south;
    int margin = r.final_mover - r.final_opponent;
    rules_game_free(&g);
    return a_moves ? margin : -margin;
}

static void run_variant(RulesGameId game, int holes, int games, long ms,
                        uint64_t seed, int max_plies, long mcts,
                        int negamax, AiLevel only)
{
    RulesPosition start;
    if (rules_setup(&start, game, holes) != RULES_OK) {
        fail("that game has no such --holes", NULL);
    }
    char name[32];
    snprintf(name, sizeof name, "%s%s", rules_game_title(game),
             game == RULES_GAME_URIM ? (holes == 7 ? " 2x7" : " 2x6") : "");
    if (ai_endgame_prepare(game, holes)) {
        int max;
        size_t bytes;
        double secs;
        ai_endgame_info(game, holes, &max, &bytes, &secs);
        fprintf(stderr, "%s: endgame table of up to %d counters, %.1f MB, "
                        "built in %.1f s of processor\n",
                name, max, (double)bytes / 1e6, secs);
    }
    Tally speed = {0};
    for (int upper = AI_LEVEL_EXPERT; upper > AI_LEVEL_RANDOM; upper--) {
        if (only != AI_LEVEL_RANDOM && upper != (int)only) {
            continue;
        }
        bool other = mcts || negamax; /* an independent player */
        AiSettings a = ai_settings((AiLevel)upper);
        AiSettings b = ai_settings(mcts      ? LEVEL_MCTS
                                   : negamax ? LEVEL_NEGAMAX
                                             : (AiLevel)(upper - 1));
        a.ms = ms;
        b.ms = mcts ? mcts * ms : ms;
        b.depth = negamax;
        Tally t = {0};
        int pair = 0; /* the pair's wins less losses so far */
        uint64_t rng = seed;
        used_count = 0;
        bool split = game == RULES_GAME_MODIAR && upper == AI_LEVEL_EXPERT;
        for (int k = 0; k < games; k++) {
            char opening[128];
            if (k % 2 == 0) {
                random_opening(&start, &rng, opening, sizeof opening);
            }
            if (k < first_game) {
                continue;
            }
            a.seed = seed + (uint64_t)k * 2;
            b.seed = seed + (uint64_t)k * 2 + 1;
            int margin;
            int r = play(&start, opening, &a, &b, k % 2 == 0, max_plies, &t,
                         &margin);
            t.wins += r > 0;
            t.draws += r == 0;
            t.losses += r < 0;
            pair = k % 2 == 0 ? r : pair + r;
            if (k % 2 == 1 && k > first_game) {
                t.pairs[pair > 0 ? 2 : pair == 0 ? 1 : 0]++;
            }
            if (split) {
                int perfect =
                    perfect_margin_for_a(&start, opening, k % 2 == 0);
                t.excess += margin - perfect;
                if (perfect < 0) {
                    t.lost_games++;
                    t.lost_wins += r > 0;
                    t.lost_draws += r == 0;
                    t.lost_losses += r < 0;
                }
            }
        }
        speed.nodes += t.nodes;
        speed.seconds += t.seconds;
        speed.moves += t.moves;
        speed.move_seconds += t.move_seconds;
        char lower[32];
        if (mcts) {
            snprintf(lower, sizeof lower, "uct (%ldx time)", mcts);
        } else if (negamax) {
            snprintf(lower, sizeof lower, "negamax (%d plies)", negamax);
        } else {
            snprintf(lower, sizeof lower, "%s",
                     ai_level_name((AiLevel)(upper - 1)));
        }
        int played = t.wins + t.draws + t.losses;
        printf("| %s | %s–%s | %d | %d | %d | %d | %.0f%% |%s\n", name,
               ai_level_name((AiLevel)upper),
               lower, played,
               t.wins, t.draws,
               t.losses, played ? 100.0 * t.wins / played : 0.0,
               t.capped ? " capped" : "");
        if (other) {
            printf("| %s | … opening pairs won, drawn, lost | %d | %d | %d "
                   "|\n",
                   name, t.pairs[2], t.pairs[1], t.pairs[0]);
        }
        if (t.adjudicated) {
            printf("| %s | … of which won by the endgame table | %d |\n",
                   name, t.adjudicated);
        }
        if (t.table_moves) {
            printf("| %s | expert's moves the endgame table knows, played "
                   "below its exact value, counters given away | %d | %d | "
                   "%d |\n",
                   name, t.table_moves, t.table_below, t.table_given);
        }
        if (split) {
            int free_games = played - t.lost_games;
            int free_wins = t.wins - t.lost_wins;
            printf("| %s | %s–%s, expert not lost | %d | %d | %d | %d | "
                   "%.0f%% |\n",
                   name, ai_level_name((AiLevel)upper),
                   lower, free_games,
                   free_wins, t.draws - t.lost_draws,
                   t.losses - t.lost_losses,
                   free_games ? 100.0 * free_wins / free_games : 0.0);
            printf("| %s | %s–%s, expert lost | %d | %d | %d | %d | "
                   "%.0f%% |\n",
                   name, ai_level_name((AiLevel)upper),
                   lower, t.lost_games,
                   t.lost_wins, t.lost_draws, t.lost_losses,
                   t.lost_games ? 100.0 * t.lost_wins / t.lost_games : 0.0);
            printf("| %s | expert's final margin above perfect play | "
                   "%+.2f counters a game |\n",
                   name, played ? (double)t.excess / played : 0.0);
        }
        fflush(stdout);
        if (other) {
            break;
        }
    }
    if (only != AI_LEVEL_RANDOM && only != AI_LEVEL_EXPERT) {
        return; /* the expert did not play */
    }
    if (speed.moves > 0) {
        printf("| %s | expert time | %.3f s a move (%lld moves) |\n", name,
               speed.move_seconds / (double)speed.moves, speed.moves);
    }
    if (speed.nodes > 0) {
        printf("| %s | expert speed | %.0f positions/s |\n", name,
               (double)speed.nodes / speed.seconds);
    } else {
        printf("| %s | expert speed | no search: the solved table |\n",
               name);
    }
    fflush(stdout);
}

int main(int argc, char **argv)
{
    const char *game = NULL;
    int holes = 0, games = 40, max_plies = 3000;
    long ms = 100;
    uint64_t seed = 1;
    long mcts = 0;
    int negamax = 0;
    AiLevel only = AI_LEVEL_RANDOM; /* every pairing */
    for (int i = 1; i < argc; i++) {
        if (i + 1 >= argc) {
            fail("option needs a value: ", argv[i]);
        }
        const char *opt = argv[i], *val = argv[++i];
        if (strcmp(opt, "--game") == 0) {
            game = val;
        } else if (strcmp(opt, "--holes") == 0) {
            holes = (int)number(val);
        } else if (strcmp(opt, "--games") == 0) {
            games = (int)number(val);
        } else if (strcmp(opt, "--ms") == 0) {
            ms = number(val);
        } else if (strcmp(opt, "--seed") == 0) {
            seed = (uint64_t)number(val);
        } else if (strcmp(opt, "--mcts") == 0) {
            mcts = number(val);
        } else if (strcmp(opt, "--negamax") == 0) {
            negamax = (int)number(val);
        } else if (strcmp(opt, "--pairing") == 0) {
            if (!ai_level_from_name(val, &only) || only == AI_LEVEL_RANDOM) {
                fail("--pairing takes expert, club or beginner, not ", val);
            }
        } else if (strcmp(opt, "--opening-plies") == 0) {
            opening_plies = (int)number(val);
            if (opening_plies > 8) {
                fail("--opening-plies takes 1 to 8, not ", val);
            }
        } else if (strcmp(opt, "--balance") == 0) {
            balance = (int)number(val);
        } else if (strcmp(opt, "--balance-depth") == 0) {
            balance_depth = (int)number(val);
        } else if (strcmp(opt, "--balance-nodes") == 0) {
            balance_nodes = number(val);
        } else if (strcmp(opt, "--verbose") == 0) {
            verbose = number(val) != 0;
        } else if (strcmp(opt, "--adjudicate") == 0) {
            adjudicate = number(val) != 0;
        } else if (strcmp(opt, "--from") == 0) {
            first_game = (int)number(val);
        } else if (strcmp(opt, "--max-plies") == 0) {
            max_plies = (int)number(val);
        } else {
            fail("unknown option ", opt);
        }
    }
    /* The expert's endgame tables (Ayoayo, Urim), built before the games
     * so that every game has them, in memory only. */
    ai_endgame_setup(NULL, 0);
    printf("| game | pairing | games | wins | draws | losses | "
           "win rate |\n| --- | --- | --- | --- | --- | --- | --- |\n");
    for (int gi = 0; gi < RULES_GAME_COUNT; gi++) {
        RulesGameId id = (RulesGameId)gi;
        if (game && strcmp(game, rules_game_name(id)) != 0) {
            continue;
        }
        int v[4], n = rules_game_variants(id, v);
        for (int k = 0; k < n; k++) {
            if (!holes || holes == v[k]) {
                run_variant(id, v[k], games, ms, seed, max_plies, mcts,
                            negamax, only);
            }
        }
    }
    return 0;
}
