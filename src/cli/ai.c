/* ai.c: mancala-cli's `ai` (the computer's move) and `solve` (perfect play in a solved game) commands. */
#include "ai.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "safeio.h"
#include "session.h"

#include "platform.h"

/* The data folder as the window finds it (session_home_dir; on Windows
 * the window asks SDL for %APPDATA%\MancalaAtlas\mancala-atlas), made
 * if need be. */
static bool data_folder(char *out, size_t size, char *why, size_t why_size)
{
    char platform[4096];
    const char *own = NULL;
#ifdef _WIN32
    const char *appdata = getenv("APPDATA");
    if (appdata && *appdata &&
        snprintf(platform, sizeof platform, "%s/MancalaAtlas/mancala-atlas",
                 appdata) < (int)sizeof platform) {
        own = platform;
    }
#else
    (void)platform;
#endif
    return session_home_dir(own, out, size, why, why_size);
}

bool cli_tables_setup(const char *dir, bool off)
{
    ai_tables_set_program("mancala-cli");
    if (off) {
        return false; /* Modiar's table is then built in memory */
    }
    char folder[4096], why[SAFEIO_WHY_MAX] = "";
    bool usable;
    if (dir) {
        snprintf(folder, sizeof folder, "%s", dir);
        usable = safeio_folder_usable(folder, why, sizeof why);
    } else {
        usable = data_folder(folder, sizeof folder, why, sizeof why);
    }
    if (!usable) {
        /* Said once; the tables still play, built anew by each run. */
        char shown[5000];
        safeio_escape(shown, sizeof shown, folder);
        fprintf(stderr,
                "mancala-cli: the computer's tables cannot be kept in the "
                "folder %s: %s; they are built in memory for this run\n",
                shown, why);
        folder[0] = '\0';
    }
    ai_endgame_setup(folder, 0);
    ai_solved_setup(folder);
    return true;
}

/* Reads or builds the tables of the game variant before the work that
 * reads them, saying so on stderr when it takes long; a table not ready
 * is left out (out of memory). */
void cli_tables_ready(const RulesPosition *p)
{
    RulesGameId game = (RulesGameId)p->game;
    if (!ai_tables_exist(game, p->holes_per_row)) {
        return;
    }
    char what[160];
    snprintf(what, sizeof what, "reading or building the computer's tables "
             "for %s", rules_game_title(game));
    CliTicker *t = cli_ticker_start(what, 0);
    ai_tables_ready(game, p->holes_per_row, NULL);
    cli_ticker_stop(t);
}

int cli_ai(const RulesGame *g, const char *level, long ms, long long nodes,
           bool tables)
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
    s.tables = tables ? AI_TABLES_ON : AI_TABLES_OFF;
    if (tables && lv == AI_LEVEL_EXPERT) {
        cli_tables_ready(rules_game_current(g));
    }
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
