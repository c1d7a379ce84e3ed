/* save.c: the save format (docs/SAVE-FORMAT.md): reading a game back through
 * the rules core. Writing it: save_write.c. */
#include "save_read.h"

#include "safeio.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char magic[] = SESSION_MAGIC;

const char *const session_side_words[4] = {"", "south", "north", "both"};

/* ---- Reading ---- */

typedef struct Header {
    bool has_game, has_holes, has_first, has_match, has_date;
    bool has_name[2];
    bool has_computer;
    SessionOpponent opponent;
    bool has_hints;
    int hints[2];
    RulesGameId game;
    int holes, holes_line;
    RulesSide first;
    int first_line;
    int target, points[2], match_line;
    char names[2][SESSION_NAME_MAX];
    char date[SESSION_DATE_MAX];
    bool has_start; /* a board set up by hand: its "start:" words */
    int start_line;
    char start[1024];
} Header;

static SessionStatus bad_line(Reader *r, SessionError *err, const char *fmt,
                              const char *arg)
{
    char text[SESSION_MESSAGE_MAX / 2];
    snprintf(text, sizeof text, fmt, arg);
    return session_fail(err, SESSION_ERR_FORMAT, r->name, r->line_no, "%s",
                        text);
}

/* The words of a line of pairs "want[i] NUMBER", each number from min[i]
 * to max[i], read into out[]; `form` ("match: target T south S north N")
 * and `range` (" with a target from 1 to 99") word the error. */
typedef struct Pairs {
    const char *form, *range;
    const char *const *want;
    const int *min, *max;
    int n;
} Pairs;

static SessionStatus parse_pairs(Reader *r, const Pairs *p, char *value,
                                 int out[], SessionError *err)
{
    char *cursor = value;
    for (int i = 0; i < p->n; i++) {
        char *word = save_next_word(&cursor);
        char *num = save_next_word(&cursor);
        if (!word || strcmp(word, p->want[i]) != 0 || !num ||
            !save_parse_int(num, p->min[i], p->max[i], &out[i])) {
            return session_fail(err, SESSION_ERR_FORMAT, r->name,
                                r->line_no, "expected \"%s\"%s", p->form,
                                p->range);
        }
    }
    if (save_next_word(&cursor)) {
        return bad_line(r, err, "unexpected text after \"%s\"", p->form);
    }
    return SESSION_OK;
}

static SessionStatus parse_match(Reader *r, Header *h, char *value,
                                 SessionError *err)
{
    static const char *const want[] = {"target", "south", "north"};
    static const int min[] = {1, 0, 0};
    static const int max[] = {SESSION_MATCH_MAX, SESSION_MATCH_MAX * 4,
                              SESSION_MATCH_MAX * 4};
    static const Pairs pairs = {"match: target T south S north N",
                                " with a target from 1 to 99", want, min,
                                max, 3};
    int nums[3];
    SessionStatus st = parse_pairs(r, &pairs, value, nums, err);
    if (st != SESSION_OK) {
        return st;
    }
    h->target = nums[0];
    h->points[RULES_SOUTH] = nums[1];
    h->points[RULES_NORTH] = nums[2];
    h->match_line = r->line_no;
    return SESSION_OK;
}

static SessionStatus parse_computer(Reader *r, Header *h, char *value,
                                    SessionError *err)
{
    if (r->version < 2) {
        return session_fail(err, SESSION_ERR_FORMAT, r->name, r->line_no,
                            "a \"computer:\" line needs format version 2, "
                            "and the first line says %d",
                            r->version);
    }
    char *cursor = value;
    char *sides = save_next_word(&cursor);
    SessionOpponent *o = &h->opponent;
    o->sides = 0;
    for (unsigned i = 1; i < 4 && sides; i++) {
        if (strcmp(sides, session_side_words[i]) == 0) {
            o->sides = i;
        }
    }
    if (!o->sides) {
        return bad_line(r, err,
                        "the computer plays \"south\", \"north\" or "
                        "\"both\", not \"%.40s\"",
                        sides ? sides : "");
    }
    char *word = save_next_word(&cursor);
    char *level = save_next_word(&cursor);
    if (!word || strcmp(word, "level") != 0 || !level) {
        return bad_line(r, err,
                        "expected \"computer: SIDE level LEVEL think MS\"%s",
                        "");
    }
    if (!session_level_known(level)) {
        return bad_line(r, err,
                        "unknown computer level \"%.40s\" (the levels are: "
                        "beginner, club, expert)",
                        level);
    }
    snprintf(o->level, sizeof o->level, "%s", level);
    word = save_next_word(&cursor);
    char *ms = save_next_word(&cursor);
    if (!word || strcmp(word, "think") != 0 || !ms) {
        return bad_line(r, err,
                        "expected \"computer: SIDE level LEVEL think MS\"%s",
                        "");
    }
    if (!save_parse_int(ms, SESSION_THINK_MIN, SESSION_THINK_MAX,
                        &o->think_ms)) {
        return bad_line(r, err,
                        "the computer's think time is 100 to 60000 ms, not "
                        "\"%.40s\"",
                        ms);
    }
    if (save_next_word(&cursor)) {
        return bad_line(r, err,
                        "unexpected text after \"computer: SIDE level LEVEL "
                        "think MS\"%s",
                        "");
    }
    return SESSION_OK;
}

/* "hints: south S north N", version 2 only: the hints each side was
 * shown. */
static SessionStatus parse_hints(Reader *r, Header *h, char *value,
                                 SessionError *err)
{
    if (h->has_hints) {
        return bad_line(r, err, "a second \"%s:\" line", "hints");
    }
    if (r->version < 2) {
        return session_fail(err, SESSION_ERR_FORMAT, r->name, r->line_no,
                            "a \"hints:\" line needs format version 2, "
                            "and the first line says %d",
                            r->version);
    }
    static const char *const want[] = {"south", "north"};
    static const int min[] = {0, 0};
    static const int max[] = {SESSION_HINTS_MAX, SESSION_HINTS_MAX};
    static const Pairs pairs = {"hints: south S north N",
                                " with numbers from 0 to 9999", want, min,
                                max, 2};
    SessionStatus st = parse_pairs(r, &pairs, value, h->hints, err);
    if (st != SESSION_OK) {
        return st;
    }
    h->has_hints = true;
    return SESSION_OK;
}

/* The "start:" words, read once the header knows the game and who is
 * first (session_start_parse). */
static SessionStatus keep_start(Reader *r, Header *h, const char *value,
                                SessionError *err)
{
    if (h->has_start) {
        return bad_line(r, err, "a second \"%s:\" line", "start");
    }
    if (strlen(value) >= sizeof h->start) {
        return bad_line(r, err, "the \"start:\" line is too long%s", "");
    }
    snprintf(h->start, sizeof h->start, "%s", value);
    h->has_start = true;
    h->start_line = r->line_no;
    return SESSION_OK;
}

static SessionStatus parse_header_line(Reader *r, Header *h, char *key,
                                       char *value, SessionError *err)
{
    if (strcmp(key, "hints") == 0) {
        return parse_hints(r, h, value, err);
    }
    if (strcmp(key, "game") == 0) {
        if (h->has_game) {
            return bad_line(r, err, "a second \"%s:\" line", key);
        }
        if (!rules_game_from_name(value, &h->game)) {
            char known[160];
            rules_game_name_list(known, sizeof known);
            return session_fail(err, SESSION_ERR_UNKNOWN_GAME, r->name,
                                r->line_no,
                                "unknown game \"%.40s\" (the games are: %s)",
                                value, known);
        }
        h->has_game = true;
    } else if (strcmp(key, "holes") == 0) {
        if (h->has_holes) {
            return bad_line(r, err, "a second \"%s:\" line", key);
        }
        if (!save_parse_int(value, 1, RULES_MAX_HOLES, &h->holes)) {
            return bad_line(r, err,
                            "\"holes:\" needs the number of holes in a row, "
                            "not \"%.40s\"",
                            value);
        }
        h->has_holes = true;
        h->holes_line = r->line_no;
    } else if (strcmp(key, "south") == 0 || strcmp(key, "north") == 0) {
        int side = key[0] == 'n';
        if (h->has_name[side]) {
            return bad_line(r, err, "a second \"%s:\" line", key);
        }
        if (strlen(value) >= SESSION_NAME_MAX) {
            return bad_line(r, err, "the name is longer than 63 bytes%s", "");
        }
        snprintf(h->names[side], sizeof h->names[side], "%s", value);
        h->has_name[side] = true;
    } else if (strcmp(key, "date") == 0) {
        if (h->has_date) {
            return bad_line(r, err, "a second \"%s:\" line", key);
        }
        if (!save_valid_date(value)) {
            return bad_line(r, err,
                            "\"date:\" needs a date like "
                            "2026-11-30T10:00:00Z, not \"%.40s\"",
                            value);
        }
        snprintf(h->date, sizeof h->date, "%s", value);
        h->has_date = true;
    } else if (strcmp(key, "first") == 0) {
        if (h->has_first) {
            return bad_line(r, err, "a second \"%s:\" line", key);
        }
        if (strcmp(value, "south") == 0) {
            h->first = RULES_SOUTH;
        } else if (strcmp(value, "north") == 0) {
            h->first = RULES_NORTH;
        } else {
            return bad_line(r, err,
                            "\"first:\" is \"south\" or \"north\", not "
                            "\"%.40s\"",
                            value);
        }
        h->has_first = true;
        h->first_line = r->line_no;
    } else if (strcmp(key, "start") == 0) {
        return keep_start(r, h, value, err);
    } else if (strcmp(key, "match") == 0) {
        if (h->has_match) {
            return bad_line(r, err, "a second \"%s:\" line", key);
        }
        SessionStatus st = parse_match(r, h, value, err);
        if (st != SESSION_OK) {
            return st;
        }
        h->has_match = true;
    } else if (strcmp(key, "computer") == 0) {
        if (h->has_computer) {
            return bad_line(r, err, "a second \"%s:\" line", key);
        }
        SessionStatus st = parse_computer(r, h, value, err);
        if (st != SESSION_OK) {
            return st;
        }
        h->has_computer = true;
    } else {
        return bad_line(r, err,
                        "unknown line \"%.40s:\" (expected game, holes, "
                        "south, north, date, first, match, computer, hints or "
                        "moves)",
                        key);
    }
    return SESSION_OK;
}

/* Checks what the header lines say together, once "moves:" is reached. */
static SessionStatus check_header(Reader *r, Header *h, SessionError *err)
{
    if (!h->has_game) {
        return bad_line(r, err,
                        "no \"game:\" line before \"moves:\"%s", "");
    }
    int variants[4];
    int nv = rules_game_variants(h->game, variants);
    if (!h->has_holes) {
        h->holes = nv > 0 ? variants[0] : 0;
    }
    bool known = false;
    char list[40] = "";
    size_t n = 0;
    for (int i = 0; i < nv; i++) {
        known = known || variants[i] == h->holes;
        int w = snprintf(list + n, sizeof list - n, "%s%d",
                         i ? " or " : "", variants[i]);
        if (w > 0 && n + (size_t)w < sizeof list) {
            n += (size_t)w;
        }
    }
    if (!known) {
        return session_fail(err, SESSION_ERR_UNKNOWN_GAME, r->name,
                            h->holes_line,
                            "%s is played with %s holes in a row, not %d",
                            rules_game_title(h->game), list, h->holes);
    }
    if (h->has_match && (h->points[RULES_SOUTH] >= h->target ||
                         h->points[RULES_NORTH] >= h->target)) {
        return session_fail(err, SESSION_ERR_FORMAT, r->name, h->match_line,
                            "the score already reaches the target of %d: "
                            "the match was over before this game",
                            h->target);
    }
    if (h->first == RULES_NORTH && !h->has_match && !h->has_start) {
        return session_fail(err, SESSION_ERR_FORMAT, r->name, h->first_line,
                            "South moves first (C-1); only a game of a "
                            "match may start with North");
    }
    return SESSION_OK;
}

static Session *fail_null(Session *s)
{
    session_free(s);
    return NULL;
}

/* Replays the words of one moves line. */
static SessionStatus play_words(Reader *r, Session *s, size_t *played,
                                SessionError *err)
{
    char *hash = strchr(r->line, '#');
    if (hash) {
        *hash = '\0'; /* the rest of the line is a comment */
    }
    char *cursor = r->line;
    char *word;
    while ((word = save_next_word(&cursor)) != NULL) {
        size_t number = *played + 1;
        RulesMove m;
        if (strlen(word) >= RULES_MOVE_TEXT_MAX ||
            rules_move_parse(word, &m) != RULES_OK) {
            return session_fail(err, SESSION_ERR_BAD_MOVE, r->name,
                                r->line_no,
                                "move %zu (\"%.40s\") is not a move: moves "
                                "are hole numbers, \"pass\", "
                                "\"offer:1,2\", \"accept\" or \"decline\"",
                                number, word);
        }
        if (session_over(s)) {
            return session_fail(err, SESSION_ERR_BAD_MOVE, r->name,
                                r->line_no,
                                "move %zu (\"%s\") comes after the end of "
                                "the game",
                                number, word);
        }
        SessionError why;
        SessionStatus st = session_play(s, m, NULL, &why);
        if (st == SESSION_ERR_NO_MEMORY) {
            return session_fail(err, st, r->name, r->line_no,
                                "out of memory at move %zu", number);
        }
        if (st != SESSION_OK) {
            /* why.message reads 'move "3" is not legal: ...'; say which. */
            const char *reason = strstr(why.message, "is not legal: ");
            reason = reason ? reason + strlen("is not legal: ") : why.message;
            return session_fail(err, SESSION_ERR_BAD_MOVE, r->name,
                                r->line_no,
                                "move %zu (\"%s\") is not legal: %s", number,
                                word, reason);
        }
        (*played)++;
    }
    return SESSION_OK;
}

/* Reads the first line: the format's name and version. */
static SessionStatus read_magic(Reader *r, SessionError *err)
{
    bool too_long;
    save_next_line(r, &too_long);
    char *p = r->line;
    if ((unsigned char)p[0] == 0xef && (unsigned char)p[1] == 0xbb &&
        (unsigned char)p[2] == 0xbf) {
        p += 3; /* a byte order mark some editors add */
    }
    size_t n = strlen(magic);
    int version;
    if (too_long || strncmp(p, magic, n) != 0 || p[n] != ' ') {
        return session_fail(err, SESSION_ERR_FORMAT, r->name, r->line_no,
                            "not a Mancala Atlas save: the first line "
                            "should be \"%s %d\"",
                            magic, SESSION_FORMAT_VERSION);
    }
    /* exactly one space and the number as written: "02" or two spaces
     * are not what this program writes, nor a later one */
    if ((p[n + 1] == '0' && p[n + 2] != '\0') ||
        !save_parse_int(p + n + 1, 0, 999999, &version)) {
        return session_fail(err, SESSION_ERR_FORMAT, r->name, r->line_no,
                            "the first line should be \"%s %d\", not "
                            "\"%.40s\"",
                            magic, SESSION_FORMAT_VERSION, p);
    }
    if (version < SESSION_FORMAT_OLDEST || version > SESSION_FORMAT_VERSION) {
        return session_fail(err, SESSION_ERR_VERSION, r->name, r->line_no,
                            "this save is in format version %d, and this "
                            "program reads versions %d to %d only%s",
                            version, SESSION_FORMAT_OLDEST,
                            SESSION_FORMAT_VERSION,
                            version > SESSION_FORMAT_VERSION
                                ? " (was it written by a newer Mancala "
                                  "Atlas?)"
                                : "");
    }
    r->version = version;
    return SESSION_OK;
}

/* Reads the header up to "moves:"; *expected is the count it gives, or -1. */
static SessionStatus read_header(Reader *r, Header *h, int *expected,
                                 SessionError *err)
{
    bool too_long;
    while (save_next_line(r, &too_long)) {
        if (too_long) {
            return bad_line(r, err, "the line is longer than %s bytes",
                            "4096");
        }
        if (save_is_blank_or_comment(r->line)) {
            continue;
        }
        char *colon = strchr(r->line, ':');
        if (!colon) {
            return bad_line(r, err,
                            "expected \"key: value\" (or \"moves:\" before "
                            "the moves), not \"%.40s\"",
                            save_skip_space(r->line));
        }
        *colon = '\0';
        char *key = save_skip_space(r->line);
        size_t kn = strlen(key);
        while (kn > 0 && save_is_space(key[kn - 1])) {
            key[--kn] = '\0';
        }
        char *value = save_skip_space(colon + 1);
        if (strcmp(key, "moves") == 0) {
            *expected = -1;
            if (*value &&
                !save_parse_int(value, 0, SESSION_FILE_MAX, expected)) {
                return bad_line(r, err,
                                "\"moves:\" may give the number of moves, "
                                "not \"%.40s\"",
                                value);
            }
            return check_header(r, h, err);
        }
        SessionStatus st = parse_header_line(r, h, key, value, err);
        if (st != SESSION_OK) {
            return st;
        }
    }
    return session_fail(err, SESSION_ERR_FORMAT, r->name, r->line_no,
                        "the file ends before its \"moves:\" line: it is cut "
                        "short");
}

static Session *load_lines(Reader *r, SessionError *err)
{
    if (read_magic(r, err) != SESSION_OK) {
        return NULL;
    }
    Header h;
    memset(&h, 0, sizeof h);
    h.first = RULES_SOUTH;
    int expected = -1;
    if (read_header(r, &h, &expected, err) != SESSION_OK) {
        return NULL;
    }
    int moves_line = r->line_no;
    Session *s = session_create(h.game, h.holes, h.first,
                                h.has_name[0] ? h.names[0] : NULL,
                                h.has_name[1] ? h.names[1] : NULL);
    if (!s) {
        session_fail(err, SESSION_ERR_NO_MEMORY, r->name, 0, "out of memory");
        return NULL;
    }
    if (h.has_date) {
        snprintf(s->date, sizeof s->date, "%s", h.date);
    }
    if (h.has_start) {
        char why[300];
        if (!session_start_parse(h.start, h.game, s->holes_per_row, h.first,
                                 &s->start, why, sizeof why)) {
            session_fail(err, SESSION_ERR_FORMAT, r->name, h.start_line,
                         "%s", why);
            return fail_null(s);
        }
        s->set_up = true;
        if (!session_start_game(s)) {
            session_fail(err, SESSION_ERR_NO_MEMORY, r->name, 0, "out of memory");
            return fail_null(s);
        }
    }
    if (h.has_match) {
        s->target = h.target;
        s->banked[RULES_SOUTH] = h.points[RULES_SOUTH];
        s->banked[RULES_NORTH] = h.points[RULES_NORTH];
    }
    if (h.has_computer) {
        session_set_opponent(s, &h.opponent); /* checked while parsing */
    }
    s->hints[RULES_SOUTH] = h.hints[RULES_SOUTH];
    s->hints[RULES_NORTH] = h.hints[RULES_NORTH];
    bool too_long;
    bool ended = false;
    size_t played = 0;
    while (save_next_line(r, &too_long)) {
        if (too_long) {
            bad_line(r, err, "the line is longer than %s bytes", "4096");
            return fail_null(s);
        }
        if (strcmp(save_skip_space(r->line), "end") == 0) {
            ended = true;
            break;
        }
        if (play_words(r, s, &played, err) != SESSION_OK) {
            return fail_null(s);
        }
    }
    if (!ended) {
        session_fail(err, SESSION_ERR_FORMAT, r->name, r->line_no,
                     "the file ends before its \"end\" line: it is cut short "
                     "(%zu moves read)",
                     played);
        return fail_null(s);
    }
    while (save_next_line(r, &too_long)) {
        if (too_long || !save_is_blank_or_comment(r->line)) {
            bad_line(r, err, "unexpected text after the \"end\" line%s", "");
            return fail_null(s);
        }
    }
    if (expected >= 0 && (size_t)expected != played) {
        session_fail(err, SESSION_ERR_FORMAT, r->name, moves_line,
                     "\"moves: %d\" gives the wrong number: the file has %zu "
                     "moves",
                     expected, played);
        return fail_null(s);
    }
    return s;
}

/* Rejects NUL bytes, control characters and text that is not UTF-8. */
static SessionStatus check_text(const char *name, const char *text,
                                size_t len, SessionError *err)
{
    const unsigned char *p = (const unsigned char *)text;
    int line = 1;
    size_t i = 0;
    while (i < len) {
        unsigned char c = p[i];
        if (c == '\n') {
            line++;
        }
        bool control = (c < 0x20 && c != '\n' && c != '\r' && c != '\t') ||
                       c == 0x7f;
        size_t n = safeio_utf8_char(p + i, len - i);
        if (control || n == 0) {
            return session_fail(err, SESSION_ERR_NOT_TEXT, name, line,
                                "not a text file: binary data at byte %zu "
                                "(a save is UTF-8 text)",
                                i + 1);
        }
        i += n;
    }
    return SESSION_OK;
}

Session *session_load_text(const char *name, const char *text, size_t len,
                           SessionError *err)
{
    session_error_clear(err);
    if (!name) {
        name = "(save)";
    }
    if (len > SESSION_FILE_MAX) {
        session_fail(err, SESSION_ERR_TOO_BIG, name, 0,
                     "the file is %zu bytes; a save is at most %d bytes "
                     "(1 MiB)",
                     len, SESSION_FILE_MAX);
        return NULL;
    }
    if (len == 0 || !text) {
        session_fail(err, SESSION_ERR_FORMAT, name, 1,
                     "the file is empty: it should start with \"%s %d\"",
                     magic, SESSION_FORMAT_VERSION);
        return NULL;
    }
    if (check_text(name, text, len, err) != SESSION_OK) {
        return NULL;
    }
    Reader *r = calloc(1, sizeof *r);
    if (!r) {
        session_fail(err, SESSION_ERR_NO_MEMORY, name, 0, "out of memory");
        return NULL;
    }
    r->name = name;
    r->text = text;
    r->len = len;
    Session *s = load_lines(r, err);
    free(r);
    return s;
}
