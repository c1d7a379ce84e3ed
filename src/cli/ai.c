/* ai.c: mancala-cli's `ai` (the computer's move) and `solve` (perfect play in a solved game) commands. */
#include "ai.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>

#include "cli.h"

#include "platform.h"

/* The game's data folder, where the window keeps its settings and tables
 * (SDL_GetPrefPath("MancalaAtlas", "mancala-atlas"), or MANCALA_HOME as
 * the window reads it), made if need be; "" when there is none. */
static void data_folder(char *out, size_t size)
{
    const char *home = getenv("MANCALA_HOME");
    const char *base = home && *home ? home : NULL;
    const char *tail = "";
    out[0] = '\0';
    if (!base) {
#if defined(_WIN32)
        base = getenv("APPDATA");
        tail = "/MancalaAtlas/mancala-atlas";
#elif defined(__APPLE__)
        base = getenv("HOME");
        tail = "/Library/Application Support/MancalaAtlas/mancala-atlas";
#else
        const char *xdg = getenv("XDG_DATA_HOME");
        base = xdg && *xdg ? xdg : getenv("HOME");
        tail = xdg && *xdg ? "/MancalaAtlas/mancala-atlas"
                           : "/.local/share/MancalaAtlas/mancala-atlas";
#endif
    }
    if (!base || !*base ||
        snprintf(out, size, "%s%s", base, tail) >= (int)size) {
        out[0] = '\0';
        return;
    }
    /* Each folder of the tail in turn, as SDL makes them. */
    size_t from = strlen(base);
    for (size_t i = from + 1; i <= strlen(out); i++) {
        if (out[i] == '/' || out[i] == '\0') {
            char c = out[i];
            out[i] = '\0';
            mkdir(out, 0700);
            out[i] = c;
        }
    }
}

/* A solved game's table is kept in the data folder, so that only the
 * first process to need it builds it. */
static void keep_tables(RulesGameId game)
{
    if (ai_game_solved(game)) {
        char dir[4096];
        data_folder(dir, sizeof dir);
        ai_solved_setup(dir);
    }
}

int cli_ai(const RulesGame *g, const char *level, long ms, long long nodes)
{
    AiLevel lv;
    if (!level) {
        cli_fail("--level is missing (beginner, club or expert)");
    }
    if (!ai_level_from_name(level, &lv) || lv == AI_LEVEL_RANDOM) {
        cli_fail("unknown level \"%s\" (beginner, club or expert)", level);
    }
    /* --ms is the think time; beginner and club look a fixed number of
     * moves ahead, which takes far less, so only expert uses it. */
    AiSettings s = ai_settings(lv);
    if (ms) {
        s.ms = ms;
    }
    s.nodes = nodes;
    /* The same position always gets the same beginner move: the seed is
     * the position itself (ai_choose mixes its key in). */
    s.seed = 1;
    keep_tables((RulesGameId)rules_game_current(g)->game);
    AiResult r;
    long ticks = lv == AI_LEVEL_EXPERT && !nodes ? (long)s.ms : 0;
    CliTicker *t = cli_ticker_start("thinking", ticks);
    AiStatus st = ai_choose_in_game(g, &s, NULL, &r);
    cli_ticker_stop(t);
    if (st == AI_NO_MOVE) {
        cli_fail("the game is over: there is no move to choose");
    }
    if (st == AI_NO_MEMORY) {
        cli_fail("out of memory");
    }
    char text[RULES_MOVE_TEXT_MAX];
    rules_move_format(r.move, text, sizeof text);
    printf("%s\n", text);
    return 0;
}

/* One line: the result for the side to move, the final score with best
 * play (side to move first), and a best move: "win 24-18 3". */
int cli_solve(const RulesGame *g)
{
    const RulesPosition *p = rules_game_current(g);
    RulesGameId game = (RulesGameId)p->game;
    if (!ai_game_solved(game)) {
        char solved[160] = "";
        for (int i = 0; i < RULES_GAME_COUNT; i++) {
            if (ai_game_solved((RulesGameId)i)) {
                size_t n = strlen(solved);
                snprintf(solved + n, sizeof solved - n, "%s%s",
                         n ? ", " : "", rules_game_name((RulesGameId)i));
            }
        }
        cli_fail("solve knows only %s, not %s", solved,
                 rules_game_name(game));
    }
    keep_tables(game);
    AiSolved s;
    char what[120];
    snprintf(what, sizeof what, "solving %s", rules_game_title(game));
    CliTicker *t = cli_ticker_start(what, 0);
    bool solved = ai_solve(p, g->keys, g->len, &s);
    cli_ticker_stop(t);
    if (!solved) {
        cli_fail("out of memory building the %s table",
                 rules_game_title(game));
    }
    static const char *const words[] = {"unknown", "win", "draw", "loss"};
    char move[RULES_MOVE_TEXT_MAX] = "-";
    if (s.has_move) {
        rules_move_format(s.move, move, sizeof move);
    }
    printf("%s %d-%d %s\n", words[s.outcome], s.final_mover,
           s.final_opponent, move);
    return 0;
}
