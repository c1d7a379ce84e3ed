/* app_options.c: the command line: options, their checks and the usage text. */
#include "app/app.h"
#include "board/ai_play.h"
#include "board/look.h"
#include "kit/settings.h"

#include "content.h"
#include "safeio.h"

#include <stddef.h>
#include <stdio.h>
#include <string.h>

/* The games' command-line names, comma-separated, from the rules' list,
 * into the caller's `names`. */
static const char *game_names(char *names, size_t size)
{
    names[0] = '\0';
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        size_t n = strlen(names);
        snprintf(names + n, size - n, "%s%s", g ? ", " : "",
                 rules_game_name((RulesGameId)g));
    }
    return names;
}

/* "<Title>: 6 or 7" for each game with several row lengths, or the titles
 * (`names`: "--game <name>") of those with match points of their own,
 * joined by "; ". */
static void games_with(bool lengths, bool names, char *buf, size_t size)
{
    buf[0] = '\0';
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        const RulesGameInfo *info = rules_game_info((RulesGameId)g);
        if (lengths ? info->variants[1] == 0 : !info->points) {
            continue;
        }
        size_t n = strlen(buf);
        snprintf(buf + n, size - n, "%s%s%s", n ? "; " : "",
                 names ? "--game " : "", names ? info->name : info->title);
        for (int i = 0; lengths && info->variants[i]; i++) {
            n = strlen(buf);
            snprintf(buf + n, size - n, "%s%d", i == 0 ? ": "
                                                : info->variants[i + 1]
                                                    ? ", "
                                                    : " or ",
                     info->variants[i]);
        }
    }
}

static void usage(FILE *out)
{
    char lengths[200], matches[200], names[400];
    games_with(true, false, lengths, sizeof lengths);
    games_with(false, false, matches, sizeof matches);
    fprintf(out,
            "usage: mancala-atlas [options]\n"
            "  --screenshot FILE   draw one screen without a window, save it "
            "as PNG, exit\n"
            "  --screen NAME       title, select, rules, history, game, "
            "result, settings,\n"
            "                      review (every move of --moves marked), "
            "record (your\n"
            "                      record), editor (set up a board), "
            "learn (a lesson),\n"
            "                      watch (a recorded game), atlas (the "
            "map; --game\n"
            "                      focuses a place), about or puzzle (the\n"
            "                      game's puzzles)\n"
            "  --step N            the lesson step to show (with --screen "
            "learn)\n"
            "  --game NAME         %s\n"
            "  --holes N           holes per row (%s)\n"
            "  --moves \"M1 M2 ..\"  moves to play first (notation as in "
            "mancala-cli)\n"
            "  --load FILE         open a saved game\n"
            "  --match N           %s: play a match to N points\n"
            "  --at MS             capture MS ms into the last move's "
            "animation\n"
            "  --script FILE       feed input events from FILE (click X Y, "
            "hover X Y,\n"
            "                      key NAME, key ctrl+NAME or key held+NAME "
            "(a held key's repeat),\n"
            "                      text WORDS, wait MS, idle,\n"
            "                      frames MS (drawn as the window draws "
            "them), resize W H,\n"
            "                      screenshot FILE, shown FILE (the "
            "frames' picture), dump FILE,\n"
            "                      texts FILE (every text drawn, placed), "
            "close)\n"
            "  --size WxH          size of the window, or of headless "
            "pictures (default\n"
            "                      1280x800)\n"
            "  --text-size N       text size in percent: 100, 125, 150 or "
            "200\n"
            "  --speed NAME        slow, normal, fast or instant\n"
            "  --teaching          pause after each step of a move\n"
            "  --face-to-face      turn North's labels upside down\n"
            "  --bench-frames      draw the last move's animation as fast as "
            "possible,\n"
            "                      print frame times as JSON, exit "
            "(tools/bench)\n"
            "  --quit-after-first-frame  exit once the first frame is shown "
            "(tools/bench)\n"
            "  --computer SIDE     the computer plays north, south or both\n"
            "  --level NAME        its level: beginner, club or expert\n"
            "  --think MS          the expert's think time (100 to 60000)\n"
            "  --lang CODE         the language of this run: %s\n"
            "  --help, --version\n"
            "\n"
            "In the window: Play leads to the games; Your record and Set up "
            "a board are on\nthe title and under Play; "
            "Learn leads to each game's lesson and\nWatch a game; Review marks "
            "every move of a finished game (on the result and\nSaved games "
            "screens). F1 lists a screen's keys.\n",
            game_names(names, sizeof names), lengths, matches,
            content_language_list());
}

/* Says what went wrong on stderr, with what was typed escaped (never
 * control bytes to the terminal). */
void app_complain(const char *fmt, const char *arg)
{
    char shown[512], msg[1024];
    safeio_escape(shown, sizeof shown, arg);
    snprintf(msg, sizeof msg, fmt, shown);
    fprintf(stderr, "mancala-atlas: %s\n", msg);
}

static int bad_option(const char *fmt, const char *arg)
{
    char with_help[400];
    snprintf(with_help, sizeof with_help, "%.380s (try --help)", fmt);
    app_complain(with_help, arg);
    return 2;
}

static const char *const screen_names[] = {
    "title", "select", "rules", "history", "game", "result", "review",
    "record", "editor", "settings", "learn", "watch", "atlas", "about",
    "puzzle"};

/* "unknown screen '%s' (title, select, ...)", every screen named, into
 * the caller's `msg`. */
static const char *unknown_screen(char *msg, size_t size)
{
    snprintf(msg, size, "unknown screen '%%s' (");
    for (size_t k = 0; k < sizeof screen_names / sizeof *screen_names; k++) {
        size_t n = strlen(msg);
        snprintf(msg + n, size - n, "%s%s", k ? ", " : "", screen_names[k]);
    }
    size_t n = strlen(msg);
    snprintf(msg + n, size - n, ")");
    return msg;
}

/* One side of a --size: digits only, at most 5 of them (no sign, no
 * wrap-around), from lo to hi. NULL when fine, else what is wrong. */
static const char *size_part(const char *p, size_t n, int lo, int hi,
                             const char *name, int *out)
{
    if (n == 0 || strspn(p, "0123456789") < n) {
        return n == 0 ? "a number is missing" : "only digits, like 1280x800";
    }
    if (n > 5) {
        return name;
    }
    int v = 0;
    for (size_t i = 0; i < n; i++) {
        v = v * 10 + (p[i] - '0');
    }
    if (v < lo || v > hi) {
        return name;
    }
    *out = v;
    return NULL;
}

/* Strict WxH (1280x800): NULL when fine, else what is wrong. */
static const char *parse_size(const char *val, int *w, int *h)
{
    const char *x = strchr(val, 'x');
    if (!x) {
        return "no 'x' between the width and the height";
    }
    const char *wrong = size_part(val, (size_t)(x - val), 320, 7680,
                                  "the width is not from 320 to 7680", w);
    return wrong ? wrong
                 : size_part(x + 1, strlen(x + 1), 240, 4320,
                             "the height is not from 240 to 4320", h);
}

/* The options whose value is a whole number from lo to hi, and what is
 * said of a value that is not one. */
static const struct {
    const char *name;
    int lo, hi;
    size_t field; /* offsetof(Options, ...) */
    const char *wrong;
} number_options[] = {
    {"--holes", 1, 48, offsetof(Options, holes),
     "--holes needs a number, not '%s'"},
    {"--at", 0, 600000, offsetof(Options, at_ms),
     "--at needs milliseconds (0 to 600000), not '%s'"},
    {"--step", 1, 99, offsetof(Options, step),
     "--step needs a lesson step (1 to 99), not '%s'"},
    {"--think", 100, 60000, offsetof(Options, think_ms),
     "--think needs milliseconds (100 to 60000), not '%s'"},
    {"--match", 1, 99, offsetof(Options, match),
     "--match needs a number of points (1 to 99), not '%s'"},
};

/* An option with a value: 0 when it is fine, 2 when the value is bad
 * (said on stderr), -1 when `a` is no such option. */
static int value_option(const char *a, const char *val, Options *o)
{
    for (size_t k = 0; k < sizeof number_options / sizeof *number_options;
         k++) {
        if (strcmp(a, number_options[k].name) == 0) {
            int *field = (int *)(void *)((char *)o + number_options[k].field);
            return ui_parse_int(val, number_options[k].lo,
                                number_options[k].hi, field)
                       ? 0
                       : bad_option(number_options[k].wrong, val);
        }
    }
    if (strcmp(a, "--screenshot") == 0) {
        o->screenshot = val;
    } else if (strcmp(a, "--screen") == 0) {
        bool known = false;
        for (size_t k = 0; k < sizeof screen_names / sizeof *screen_names;
             k++) {
            known = known || strcmp(val, screen_names[k]) == 0;
        }
        if (!known) {
            char msg[300];
            return bad_option(unknown_screen(msg, sizeof msg), val);
        }
        o->screen = val;
    } else if (strcmp(a, "--game") == 0) {
        RulesGameId g;
        if (!rules_game_from_name(val, &g)) {
            char msg[500], names[400];
            snprintf(msg, sizeof msg, "unknown game '%%s' (%s)",
                     game_names(names, sizeof names));
            return bad_option(msg, val);
        }
        o->game = val;
    } else if (strcmp(a, "--moves") == 0) {
        o->moves = val;
    } else if (strcmp(a, "--computer") == 0) {
        int opp = UI_OPP_TWO;
        if (!ui_opponent_from_name(val, &opp) || opp == UI_OPP_TWO) {
            return bad_option("--computer needs north, south or both, "
                              "not '%s'", val);
        }
        o->computer = ui_opponent_mask(opp);
    } else if (strcmp(a, "--level") == 0) {
        AiLevel lv;
        if (!ai_level_from_name(val, &lv) || lv == AI_LEVEL_RANDOM) {
            return bad_option("--level needs beginner, club or expert, "
                              "not '%s'", val);
        }
        o->level = (int)lv;
    } else if (strcmp(a, "--script") == 0) {
        o->script = val;
    } else if (strcmp(a, "--load") == 0) {
        o->load = val;
    } else if (strcmp(a, "--size") == 0) {
        const char *wrong = parse_size(val, &o->w, &o->h);
        o->size_given = !wrong;
        if (wrong) {
            char msg[300];
            snprintf(msg, sizeof msg, "--size needs WxH between 320x240 "
                     "and 7680x4320, not '%%s': %s", wrong);
            return bad_option(msg, val);
        }
    } else if (strcmp(a, "--text-size") == 0) {
        if (!ui_parse_int(val, 100, 200, &o->text_size) ||
            !ui_text_size_offered(o->text_size)) {
            return bad_option("--text-size needs 100, 125, 150 or 200 "
                              "(percent), not '%s'", val);
        }
    } else if (strcmp(a, "--lang") == 0) {
        if (!content_language_supported(val)) {
            char msg[300];
            snprintf(msg, sizeof msg, "unknown language '%%s' (%s)",
                     content_language_list());
            return bad_option(msg, val);
        }
        o->lang = val;
    } else if (strcmp(a, "--speed") == 0) {
        for (int s = 0; s < UI_SPEED_COUNT; s++) {
            if (strcmp(val, ui_speed_name(s)) == 0) {
                o->speed = s;
            }
        }
        if (o->speed < 0) {
            return bad_option("unknown speed '%s' (slow, normal, fast, "
                              "instant)", val);
        }
    } else {
        return -1;
    }
    return 0;
}

/* The options that need, or exclude, one another: 0 when they fit, 2
 * (said on stderr) when not. */
static int options_together(const Options *o)
{
    if (o->at_ms >= 0 && !o->screenshot && !o->script) {
        return bad_option("%s needs --screenshot or --script", "--at");
    }
    if (o->game && o->holes) {
        RulesGameId g;
        rules_game_from_name(o->game, &g);
        int v[4], n = rules_game_variants(g, v);
        bool ok = false;
        for (int k = 0; k < n; k++) {
            ok = ok || v[k] == o->holes;
        }
        if (!ok) {
            fprintf(stderr, "mancala-atlas: %s cannot be played with %d holes "
                            "per row (try --help)\n", o->game, o->holes);
            return 2;
        }
    } else if (o->holes && !o->game) {
        return bad_option("%s needs --game", "--holes");
    }
    RulesGameId mg;
    if (o->match > 1 &&
        (!o->game || !rules_game_from_name(o->game, &mg) ||
         !ui_look_matches(mg))) {
        char titles[200], names[200], msg[500];
        games_with(false, false, titles, sizeof titles);
        games_with(false, true, names, sizeof names);
        snprintf(msg, sizeof msg, "%%s is for %s only (%s)", titles, names);
        return bad_option(msg, "--match");
    }
    if (o->bench_frames && !o->moves && !o->load) {
        return bad_option("%s needs --moves or --load (a move to animate)",
                          "--bench-frames");
    }
    if (o->moves && !o->game) {
        return bad_option("%s needs --game (the game the moves are played "
                          "in)", "--moves");
    }
    if (o->load && (o->game || o->moves)) {
        return bad_option("%s cannot be combined with --game or --moves",
                          "--load");
    }
    return 0;
}

/* Returns 0 when fine, 1 after --help/--version, 2 on a bad option. */
int app_parse_options(int argc, char **argv, Options *o)
{
    memset(o, 0, sizeof *o);
    o->at_ms = -1;
    o->w = 1280;
    o->h = 800;
    o->speed = -1;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *val = i + 1 < argc ? argv[i + 1] : NULL;
        bool takes = strcmp(a, "--screenshot") == 0 ||
                     strcmp(a, "--screen") == 0 || strcmp(a, "--game") == 0 ||
                     strcmp(a, "--holes") == 0 || strcmp(a, "--moves") == 0 ||
                     strcmp(a, "--at") == 0 || strcmp(a, "--script") == 0 ||
                     strcmp(a, "--size") == 0 || strcmp(a, "--speed") == 0 ||
                     strcmp(a, "--match") == 0 ||
                     strcmp(a, "--load") == 0 || strcmp(a, "--step") == 0 ||
                     strcmp(a, "--computer") == 0 ||
                     strcmp(a, "--level") == 0 || strcmp(a, "--think") == 0 ||
                     strcmp(a, "--lang") == 0 ||
                     strcmp(a, "--text-size") == 0;
        if (takes && !val) {
            return bad_option("option %s needs a value", a);
        }
        if (takes && !*val &&
            (strcmp(a, "--screenshot") == 0 || strcmp(a, "--load") == 0 ||
             strcmp(a, "--script") == 0)) {
            return bad_option("%s: the name is empty", a);
        }
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            usage(stdout);
            return 1;
        } else if (strcmp(a, "--version") == 0) {
            printf("mancala-atlas 0.1.0\n");
            return 1;
        } else if (strcmp(a, "--teaching") == 0) {
            o->teaching = true;
        } else if (strcmp(a, "--face-to-face") == 0) {
            o->face_to_face = true;
        } else if (strcmp(a, "--bench-frames") == 0) {
            o->bench_frames = true;
        } else if (strcmp(a, "--quit-after-first-frame") == 0) {
            o->quit_after_first = true;
        } else {
            int st = value_option(a, val, o);
            if (st != 0) {
                return st < 0 ? bad_option("unknown option '%s'", a) : st;
            }
        }
        if (takes) {
            i++;
        }
    }
    return options_together(o);
}
