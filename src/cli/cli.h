/* cli.h: what the parts of mancala-cli share: errors, JSON in and out, the computer player. */
#ifndef CLI_H
#define CLI_H

#include "rules.h"

#include <stdbool.h>
#include <stdio.h>

#ifdef HAVE_mancala_ai
#define CLI_HAS_AI 1
#else
#define CLI_HAS_AI 0
#endif

/* Prints "mancala-cli: <message>" on stderr and exits with status 2. */
_Noreturn void cli_fail(const char *fmt, ...)
    __attribute__((format(printf, 1, 2)));

/* One JSON object on one line: the position as CLI.md describes it. */
void cli_print_position(FILE *out, const RulesPosition *p);
/* One JSON object on one line: one event of a trace. */
void cli_print_event(FILE *out, const RulesEvent *e);
/* Reads a position in the JSON `state` prints; fails (exit 2) on anything
 * that is not a possible position. */
void cli_parse_position(const char *json, RulesPosition *out);

/* progress.c: long work reports on stderr from its second second on:
 * cli_progress_start() when it begins, then cli_progress_count() as
 * often as it likes (it reads the clock, and prints `done` of `total`
 * items 2 s after the start, then every 5 s). */
void cli_progress_start(void);
void cli_progress_count(const char *what, long done, long total);

#ifdef HAVE_mancala_ai
/* The same for work that cannot count itself: a thread reports the time
 * (of `total_ms`, when known, else 0) until it is stopped. */
typedef struct CliTicker CliTicker;
CliTicker *cli_ticker_start(const char *what, long total_ms);
void cli_ticker_stop(CliTicker *t);
/* The computer's tables (Modiar's solved table, the endgame tables) are
 * kept in `dir` (--tables), else in the data folder the window uses,
 * made if need be; `off` (--no-tables) turns the endgame tables off.
 * False when they are off. A folder that cannot be used is said once on
 * stderr, and the tables are then built in memory only. */
bool cli_tables_setup(const char *dir, bool off);
/* Reads or builds now the tables of p's game variant (progress on
 * stderr when it takes long). */
void cli_tables_ready(const RulesPosition *p);
/* `nodes` (expert only, 0: none) stops the search after about that many
 * positions instead of at the think time, as the review does: the same
 * move on every machine and run. `tables`: the expert reads them (the
 * tables that know the position are loaded or built first). */
int cli_ai(const RulesGame *g, const char *level, long ms, long long nodes,
           bool tables);
int cli_solve(const RulesGame *g);
/* `nodes` 0: the review's default budget; `threads` 0: one per
 * processor; `tables` false: endgame tables off. */
int cli_review(const RulesGame *g, long long nodes, int threads,
               bool tables);
#endif

#endif
