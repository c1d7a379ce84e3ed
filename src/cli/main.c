/* main.c: mancala-cli, the command-line interface to the rules core (the contract is CLI.md). */
#define _POSIX_C_SOURCE 200809L
#include "rules.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "safeio.h"
#include "platform.h"

typedef struct Options {
    const char *command;
    const char *game, *moves, *move, *position, *level, *tables;
    long holes, games, seed, ms, nodes, threads, id;
    bool has_games, has_seed, list, no_tables;
} Options;

static long parse_number(const char *opt, const char *text, long lo, long hi)
{
    long v;
    if (!safeio_parse_long(text, lo, hi, &v)) {
        cli_fail("%s needs a whole number from %ld to %ld, not \"%s\"", opt,
                 lo, hi, text);
    }
    return v;
}

static Options parse_options(int argc, char **argv)
{
    Options o = {0};
    if (argc < 2) {
        cli_fail("no command given (commands: list, state, trace, random%s)",
                 CLI_HAS_AI ? ", ai, solve, review, puzzle" : "");
    }
    o.command = argv[1];
    for (int i = 2; i < argc; i++) {
        const char *opt = argv[i];
        if (strncmp(opt, "--", 2) != 0) {
            cli_fail("unexpected argument \"%s\"", opt);
        }
        /* the options without a value */
        if (strcmp(opt, "--list") == 0) {
            o.list = true;
            continue;
        }
        if (strcmp(opt, "--no-tables") == 0) {
            o.no_tables = true;
            continue;
        }
        if (i + 1 >= argc) {
            cli_fail("option %s needs a value", opt);
        }
        const char *val = argv[++i];
        if (strcmp(opt, "--game") == 0) {
            o.game = val;
        } else if (strcmp(opt, "--holes") == 0) {
            o.holes = parse_number(opt, val, 1, 99);
        } else if (strcmp(opt, "--moves") == 0) {
            o.moves = val;
        } else if (strcmp(opt, "--move") == 0) {
            o.move = val;
        } else if (strcmp(opt, "--games") == 0) {
            o.games = parse_number(opt, val, 1, 100000000);
            o.has_games = true;
        } else if (strcmp(opt, "--seed") == 0) {
            o.seed = parse_number(opt, val, 0, 0x7fffffffL);
            o.has_seed = true;
        } else if (strcmp(opt, "--position") == 0) {
            o.position = val;
        } else if (strcmp(opt, "--level") == 0) {
            o.level = val;
        } else if (strcmp(opt, "--ms") == 0) {
            o.ms = parse_number(opt, val, 1, 3600000);
        } else if (strcmp(opt, "--nodes") == 0) {
            o.nodes = parse_number(opt, val, 1000, 1000000000);
        } else if (strcmp(opt, "--threads") == 0) {
            o.threads = parse_number(opt, val, 1, 64);
        } else if (strcmp(opt, "--tables") == 0) {
            o.tables = val;
        } else if (strcmp(opt, "--id") == 0) {
            o.id = parse_number(opt, val, 1, 999999);
        } else {
            cli_fail("unknown option %s", opt);
        }
    }
    return o;
}

/* Only the options a command takes are accepted. */
static void allow(const Options *o, const char *allowed)
{
    const struct {
        const char *name;
        bool given;
    } all[] = {
        {"game", o->game != NULL},       {"holes", o->holes != 0},
        {"moves", o->moves != NULL},     {"move", o->move != NULL},
        {"games", o->has_games},         {"seed", o->has_seed},
        {"position", o->position != NULL}, {"level", o->level != NULL},
        {"ms", o->ms != 0},             {"nodes", o->nodes != 0},
        {"tables", o->tables != NULL},   {"threads", o->threads != 0},
        {"id", o->id != 0},              {"list", o->list},
        {"no-tables", o->no_tables},
    };
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++) {
        char word[16];
        snprintf(word, sizeof word, " %s ", all[i].name);
        if (all[i].given && !strstr(allowed, word)) {
            cli_fail("option --%s does not go with \"%s\"", all[i].name,
                     o->command);
        }
    }
}

/* The starting position: --position, or the game's setup. */
static RulesPosition start_position(const Options *o)
{
    RulesPosition p;
    RulesGameId game;
    char games[160];
    rules_game_name_list(games, sizeof games);
    if (!o->game && !o->position) {
        cli_fail("--game is missing (one of %s)", games);
    }
    if (o->game && !rules_game_from_name(o->game, &game)) {
        cli_fail("unknown game \"%s\" (known: %s)", o->game, games);
    }
    if (o->position) {
        cli_parse_position(o->position, &p);
        if (o->game && p.game != game) {
            cli_fail("--position is a %s position, not %s",
                     rules_game_name((RulesGameId)p.game), o->game);
        }
        if (o->holes && o->holes != p.holes_per_row) {
            cli_fail("--position has %d holes per row, not %ld",
                     p.holes_per_row, o->holes);
        }
        return p;
    }
    if (rules_setup(&p, game, (int)o->holes) != RULES_OK) {
        int v[4], n = rules_game_variants(game, v);
        char list[32] = "";
        for (int i = 0; i < n; i++) {
            size_t len = strlen(list);
            snprintf(list + len, sizeof list - len, "%s%d", i ? " or " : "",
                     v[i]);
        }
        cli_fail("%s is played with --holes %s, not %ld", o->game, list,
                 o->holes);
    }
    return p;
}

/* Plays --moves from the start; a bad move ends the program (CLI.md). */
static void play_moves(RulesGame *g, const char *moves)
{
    int failed = 0;
    char bad[RULES_MOVE_TEXT_MAX];
    RulesWhy why;
    RulesError err = rules_game_play_text(g, moves, &failed, bad, &why);
    const char *rule = rules_rule_id(why.rule);
    if (err == RULES_ERR_BAD_NOTATION) {
        cli_fail("move %d (\"%s\") is malformed: %s (%s)", failed, bad,
                 why.text, rule);
    } else if (err != RULES_OK) {
        cli_fail("move %d (\"%s\") is not legal: %s%s%s%s", failed, bad,
                 why.text, *rule ? " (" : "", rule, *rule ? ")" : "");
    }
}

static int cmd_list(void)
{
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        int v[4], n = rules_game_variants((RulesGameId)g, v);
        printf("%s", rules_game_name((RulesGameId)g));
        for (int i = 0; i < n; i++) {
            printf(" %d", v[i]);
        }
        printf("\n");
    }
    return 0;
}

static int cmd_state(const Options *o)
{
    allow(o, " game holes moves position ");
    RulesPosition start = start_position(o);
    RulesGame g;
    if (rules_game_init(&g, &start) != RULES_OK) {
        cli_fail("out of memory");
    }
    play_moves(&g, o->moves);
    cli_print_position(stdout, rules_game_current(&g));
    rules_game_free(&g);
    return 0;
}

static int cmd_trace(const Options *o)
{
    allow(o, " game holes moves move position ");
    if (!o->move) {
        cli_fail("--move is missing: the move whose events to print");
    }
    RulesPosition start = start_position(o);
    RulesGame g;
    if (rules_game_init(&g, &start) != RULES_OK) {
        cli_fail("out of memory");
    }
    play_moves(&g, o->moves);
    RulesMove m;
    if (rules_move_parse(o->move, &m) != RULES_OK) {
        cli_fail("--move \"%s\" is malformed: it is not move notation (C-4)",
                 o->move);
    }
    RulesTrace t = {0};
    RulesWhy why;
    if (rules_game_play(&g, m, &t, &why) != RULES_OK) {
        const char *rule = rules_rule_id(why.rule);
        cli_fail("--move \"%s\" is not legal: %s%s%s%s", o->move, why.text,
                 *rule ? " (" : "", rule, *rule ? ")" : "");
    }
    for (size_t i = 0; i < t.len; i++) {
        cli_print_event(stdout, &t.events[i]);
    }
    cli_print_position(stdout, rules_game_current(&g));
    rules_trace_free(&t);
    rules_game_free(&g);
    return 0;
}

static uint64_t next_random(uint64_t *state)
{
    uint64_t z = (*state += 0x9e3779b97f4a7c15ULL); /* splitmix64 */
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static int cmd_random(const Options *o)
{
    allow(o, " game holes games seed position ");
    if (!o->has_games || !o->has_seed) {
        cli_fail("random needs --games K and --seed S");
    }
    RulesPosition start = start_position(o);
    uint64_t rng = (uint64_t)o->seed;
    long wins[4] = {0};
    long long total_moves = 0;
    RulesGame g;
    if (rules_game_init(&g, &start) != RULES_OK) {
        cli_fail("out of memory");
    }
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    cli_progress_start();
    for (long k = 0; k < o->games; k++) {
        /* The clock is read after every game (tens of nanoseconds, a
         * game takes microseconds): a count of games between reports
         * would be seconds apart for long games on a loaded machine. */
        cli_progress_count("random games", k, o->games);
        rules_game_truncate(&g, 1);
        for (;;) {
            int n = rules_game_legal_count(&g);
            if (n == 0) {
                wins[rules_game_current(&g)->winner]++;
                break;
            }
            int pick = (int)(next_random(&rng) % (uint64_t)n);
            if (rules_game_play_listed(&g, pick, NULL) != RULES_OK) {
                cli_fail("out of memory");
            }
            total_moves++;
        }
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    rules_game_free(&g);
    double secs = (double)(t1.tv_sec - t0.tv_sec) +
                  (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
    printf("{\"game\":\"%s\",\"holes_per_row\":%d,\"games\":%ld,"
           "\"moves\":%lld,\"moves_per_second\":%.0f,"
           "\"average_length\":%.2f,\"south\":%ld,\"north\":%ld,"
           "\"draw\":%ld}\n",
           rules_game_name((RulesGameId)start.game), start.holes_per_row,
           o->games, total_moves,
           secs > 0 ? (double)total_moves / secs : 0.0,
           (double)total_moves / (double)o->games,
           wins[RULES_WINNER_SOUTH], wins[RULES_WINNER_NORTH],
           wins[RULES_WINNER_DRAW]);
    return 0;
}

static int run(int argc, char **argv)
{
    plat_utf8_args(&argc, &argv);
    Options o = parse_options(argc, argv);
    /* A full disk or a closed output is found before any long work. */
    int e = safeio_probe_stdout();
    if (e != 0) {
        cli_fail("cannot write the output: %s", strerror(e));
    }
    if (strcmp(o.command, "list") == 0) {
        allow(&o, " ");
        return cmd_list();
    }
    if (strcmp(o.command, "state") == 0) {
        return cmd_state(&o);
    }
    if (strcmp(o.command, "trace") == 0) {
        return cmd_trace(&o);
    }
    if (strcmp(o.command, "random") == 0) {
        return cmd_random(&o);
    }
#ifdef HAVE_mancala_puzzle
    if (strcmp(o.command, "puzzle") == 0) {
        allow(&o, " game id list ");
        return cli_puzzle(argv[0], o.game, o.id, o.list);
    }
#endif
#ifdef HAVE_mancala_ai
    if (strcmp(o.command, "ai") == 0 || strcmp(o.command, "solve") == 0 ||
        strcmp(o.command, "review") == 0) {
        allow(&o, strcmp(o.command, "ai") == 0
                      ? " game holes moves position level ms nodes tables "
                        "no-tables "
                  : strcmp(o.command, "review") == 0
                      ? " game holes moves position nodes threads tables "
                        "no-tables "
                      : " game holes moves position tables ");
        if (o.tables && o.no_tables) {
            cli_fail("--tables and --no-tables do not go together");
        }
        RulesPosition start = start_position(&o);
        RulesGame g;
        if (rules_game_init(&g, &start) != RULES_OK) {
            cli_fail("out of memory");
        }
        play_moves(&g, o.moves);
        bool tables = cli_tables_setup(o.tables, o.no_tables);
        int status = strcmp(o.command, "ai") == 0
                         ? cli_ai(&g, o.level, o.ms, o.nodes, tables)
                     : strcmp(o.command, "solve") == 0
                         ? cli_solve(&g)
                         : cli_review(&g, o.nodes, (int)o.threads, tables);
        rules_game_free(&g);
        return status;
    }
#endif
    cli_fail("unknown command \"%s\" (commands: list, state, trace, "
             "random%s)",
             o.command, CLI_HAS_AI ? ", ai, solve, review, puzzle" : "");
}

int main(int argc, char **argv)
{
    int status = run(argc, argv);
    /* Output lost to a full disk or a closed descriptor is an error too. */
    int e = safeio_close_stdout();
    if (e != 0) {
        cli_fail("cannot write the output: %s", strerror(e));
    }
    return status;
}
