/* games.c: the computer player's description of each game: how its evaluation weighs a position, and which solved tables it has. */
#include "ai_internal.h"

/*
 * The one place in src/ai that tells games apart. Everything else reads
 * the rules core's RulesGameInfo (repeat limit, end sweep, scoring) or
 * this table. A game without an entry plays with the defaults: the search
 * alone, own counters weighed 3.
 */
static const AiGameInfo games[RULES_GAME_COUNT] = {
    [RULES_GAME_GORE] =
        {
            /* GORE-8 gives each player the counters of the holes they
             * own, so ownership is most of a pile already. */
            .own = 3,
        },
    [RULES_GAME_BAO_KIGOGO] =
        {
            /* No sweep: counters matter as material, and holes of 2+ are
             * the moves that keep a player alive (BAO-4, BAO-6). */
            .own = 4,
            .ready = 6,
        },
    [RULES_GAME_MODIAR] =
        {
            .own = 3,
            /* Small enough to solve whole: 12 million boards, a few
             * seconds (solved.c). */
            .whole = true,
        },
    [RULES_GAME_AYOAYO] =
        {
            /* Counters at home hardly tell who will win: the relay
             * keeps moving them round both rows. Fitted to the final
             * margins of 162 games from 2,909 positions, a counter in the
             * own row is worth about a tenth of a captured one (0.6
             * before), and with 0.1 the expert lost 4 games of 80 against
             * the UCT player instead of 8 (README, "Against an
             * independent player"). */
            .own = 1,
            /* Counters on the board: the most whose build takes at most
             * a minute of one core and about 200 MB (README, "Endgame
             * tables"). 15: 17.4 million boards, a 69.5 MB table, about
             * 12 s, a peak of 138 MB; 16 would peak at 237 MB. */
            .endgames = {{6, 15}},
        },
    [RULES_GAME_URIM] =
        {
            /* The end sweep gives each side its own row, but counters
             * there are also what the opponent captures: worth a little. */
            .own = 3,
            /* As for Ayoayo. 2x6, 15 counters: 69.5 MB, about 8 s, a
             * peak of 155 MB (16: 266 MB). 2x7, 13 counters: 20.1
             * million boards, 80.2 MB, about 30 s, a peak of 199 MB (14:
             * the table alone would take 160 MB). */
            .endgames = {{6, 15}, {7, 13}},
        },
};

static const AiGameInfo plain = {.own = 3};

const AiGameInfo *ai_game(RulesGameId game)
{
    return (unsigned)game < RULES_GAME_COUNT && games[game].own
               ? &games[game]
               : &plain;
}

/* The piles a position ends with: its own if the game is over, else as if
 * it ended now (the sweep of what is left, rules_finish()). Here, with the
 * games' table, so that the search, the solved table and the endgame play
 * all read it without calling one another. */
void ai_final_totals(const RulesPosition *p, int out[2])
{
    RulesPosition end = *p;
    if (!end.over) {
        rules_finish(&end, RULES_END_REPETITION, RULES_RULE_NONE, NULL);
    }
    out[0] = end.captured[0];
    out[1] = end.captured[1];
}
