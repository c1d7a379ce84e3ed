/* session.c: a game in progress: play, undo and redo, the move list and
 * browsing it, replay (matches: match.c; a move in words: label.c). */
#define _POSIX_C_SOURCE 200809L /* gmtime_r */

#include "session_internal.h"

#include "safeio.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

const char *const session_default_names[2] = {"South", "North"};

void session_error_clear(SessionError *err)
{
    if (err) {
        err->status = SESSION_OK;
        err->line = 0;
        err->message[0] = '\0';
    }
}

SessionStatus session_fail(SessionError *err, SessionStatus status,
                           const char *name, int line, const char *fmt, ...)
{
    if (!err) {
        return status;
    }
    err->status = status;
    err->line = line;
    int n = 0;
    /* a name of any length leaves room for the reason */
    int fit = name ? (int)safeio_utf8_fit(name, 240) : 0;
    const char *cut = name && name[fit] ? "…" : "";
    if (name && line > 0) {
        n = snprintf(err->message, sizeof err->message, "%.*s%s:%d: ", fit,
                     name, cut, line);
    } else if (name) {
        n = snprintf(err->message, sizeof err->message, "%.*s%s: ", fit,
                     name, cut);
    }
    if (n < 0 || (size_t)n >= sizeof err->message) {
        return status;
    }
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err->message + n, sizeof err->message - (size_t)n, fmt, ap);
    va_end(ap);
    return status;
}

/* Copies a player name, keeping printable UTF-8 only, trimmed, and cut on a
 * character boundary; an empty result becomes the side's default name. */
static void clean_name(char dst[SESSION_NAME_MAX], const char *src,
                       RulesSide side)
{
    size_t n = 0;
    const unsigned char *p = (const unsigned char *)(src ? src : "");
    size_t len = strlen((const char *)p);
    size_t i = 0;
    while (i < len) {
        size_t clen = safeio_utf8_char(p + i, len - i);
        if (clen == 0) {
            i++; /* an invalid byte is dropped */
            continue;
        }
        bool control = clen == 1 && (p[i] < 0x20 || p[i] == 0x7f);
        if (!control) {
            if (n + clen >= SESSION_NAME_MAX) {
                break;
            }
            if (!(n == 0 && p[i] == ' ')) {
                memcpy(dst + n, p + i, clen);
                n += clen;
            }
        }
        i += clen;
    }
    while (n > 0 && dst[n - 1] == ' ') {
        n--;
    }
    dst[n] = '\0';
    if (n == 0) {
        snprintf(dst, SESSION_NAME_MAX, "%s", session_default_names[side]);
    }
}

static void stamp_date(Session *s)
{
    time_t now = time(NULL);
    struct tm tm;
    if (now == (time_t)-1 || !gmtime_r(&now, &tm) ||
        strftime(s->date, sizeof s->date, "%Y-%m-%dT%H:%M:%SZ", &tm) == 0) {
        snprintf(s->date, sizeof s->date, "%s", "1970-01-01T00:00:00Z");
    }
}

bool session_start_game(Session *s)
{
    RulesPosition start;
    if (s->set_up) {
        start = s->start;
    } else if (rules_setup(&start, s->id, s->holes_per_row) != RULES_OK) {
        return false;
    }
    start.to_move = (uint8_t)s->first;
    RulesGame fresh;
    memset(&fresh, 0, sizeof fresh);
    if (rules_game_init(&fresh, &start) != RULES_OK) {
        return false;
    }
    rules_game_free(&s->game);
    s->game = fresh;
    s->redo_len = 0;
    s->browsing = false;
    s->browse_at = 0;
    stamp_date(s);
    return true;
}

Session *session_create(RulesGameId game, int holes_per_row, RulesSide first,
                        const char *south_name, const char *north_name)
{
    if ((unsigned)game >= RULES_GAME_COUNT) {
        return NULL;
    }
    int variants[4];
    int nv = rules_game_variants(game, variants);
    if (holes_per_row == 0 && nv > 0) {
        holes_per_row = variants[0];
    }
    bool known = false;
    for (int i = 0; i < nv; i++) {
        known = known || variants[i] == holes_per_row;
    }
    if (!known) {
        return NULL;
    }
    Session *s = calloc(1, sizeof *s);
    if (!s) {
        return NULL;
    }
    s->id = game;
    s->holes_per_row = holes_per_row;
    s->first = first;
    clean_name(s->names[RULES_SOUTH], south_name, RULES_SOUTH);
    clean_name(s->names[RULES_NORTH], north_name, RULES_NORTH);
    if (!session_start_game(s)) {
        free(s);
        return NULL;
    }
    return s;
}

Session *session_new(RulesGameId game, int holes_per_row,
                     const char *south_name, const char *north_name)
{
    return session_create(game, holes_per_row, RULES_SOUTH, south_name,
                          north_name);
}

Session *session_new_at(const RulesPosition *start, const char *south_name,
                        const char *north_name)
{
    RulesWhy why;
    if (!rules_position_check(start, &why)) {
        return NULL;
    }
    Session *s = session_create((RulesGameId)start->game,
                                start->holes_per_row,
                                (RulesSide)start->to_move, south_name,
                                north_name);
    if (!s) {
        return NULL;
    }
    s->set_up = true;
    s->start = *start;
    if (!session_start_game(s)) {
        session_free(s);
        return NULL;
    }
    return s;
}

bool session_set_up(const Session *s)
{
    return s->set_up;
}

void session_free(Session *s)
{
    if (!s) {
        return;
    }
    rules_game_free(&s->game);
    rules_trace_free(&s->scratch);
    free(s->info);
    free(s->redo);
    free(s);
}

RulesGameId session_game(const Session *s)
{
    return s->id;
}

int session_holes_per_row(const Session *s)
{
    return s->holes_per_row;
}

const char *session_player_name(const Session *s, RulesSide side)
{
    return s->names[side == RULES_NORTH];
}

void session_set_player_name(Session *s, RulesSide side, const char *name)
{
    RulesSide which = side == RULES_NORTH ? RULES_NORTH : RULES_SOUTH;
    clean_name(s->names[which], name, which);
}

const char *session_date(const Session *s)
{
    return s->date;
}

/* The level names of src/ai (ai_level_name); the session cannot ask it,
 * and test_save checks that the two lists agree. */
static const char *const level_names[] = {"beginner", "club", "expert"};

bool session_level_known(const char *name)
{
    for (size_t i = 0; i < sizeof level_names / sizeof *level_names; i++) {
        if (strcmp(name, level_names[i]) == 0) {
            return true;
        }
    }
    return false;
}

SessionStatus session_set_opponent(Session *s, const SessionOpponent *o)
{
    if (!o || o->sides == 0) {
        memset(&s->opponent, 0, sizeof s->opponent);
        return SESSION_OK;
    }
    unsigned both = (1u << RULES_SOUTH) | (1u << RULES_NORTH);
    if ((o->sides & ~both) != 0 || !session_level_known(o->level) ||
        o->think_ms < SESSION_THINK_MIN || o->think_ms > SESSION_THINK_MAX) {
        return SESSION_ERR_BAD_ARGUMENT;
    }
    s->opponent = *o;
    return SESSION_OK;
}

void session_count_hint(Session *s, RulesSide side)
{
    int *n = &s->hints[side == RULES_NORTH];
    *n += *n < SESSION_HINTS_MAX;
}

int session_hints(const Session *s, RulesSide side)
{
    return s->hints[side == RULES_NORTH];
}

SessionOpponent session_opponent(const Session *s)
{
    return s->opponent;
}

const RulesGame *session_record(const Session *s)
{
    return &s->game;
}

const RulesPosition *session_position(const Session *s)
{
    return rules_game_current(&s->game);
}

bool session_over(const Session *s)
{
    return session_position(s)->over != 0;
}

size_t session_move_count(const Session *s)
{
    return s->game.len - 1;
}

/* ---- The move list ---- */

static void describe(SessionMoveInfo *info, const RulesPosition *before,
                     const RulesPosition *after, RulesMove m,
                     const RulesTrace *t)
{
    memset(info, 0, sizeof *info);
    info->move = m;
    rules_move_format(m, info->notation, sizeof info->notation);
    info->side = (RulesSide)before->to_move;
    RulesTraceSummary sum;
    rules_trace_summary(t, info->side, &sum);
    int captured = sum.captured;
    if (t->truncated) {
        /* Out of memory mid-trace: the store still tells the captures
         * (the end sweep aside, which only a game-ending move has). */
        captured = after->captured[info->side] - before->captured[info->side];
        if (captured < 0 || after->over) {
            captured = 0;
        }
    }
    info->laps = m.kind == RULES_MOVE_SOW ? sum.laps : 0;
    info->captured = captured;
    if (m.kind == RULES_MOVE_OFFER) {
        info->offer = m.offer;
    } else if (m.kind == RULES_MOVE_ACCEPT || m.kind == RULES_MOVE_DECLINE) {
        info->offer = before->offer;
    }
    info->ended = after->over != 0;
    info->winner = (RulesWinner)after->winner;
    info->end_reason = (RulesEndReason)after->end_reason;
}

const SessionMoveInfo *session_move_info(const Session *s, size_t i)
{
    return i < session_move_count(s) ? &s->info[i] : NULL;
}

int session_move_label(const Session *s, size_t i, char *buf, size_t size)
{
    const SessionMoveInfo *info = session_move_info(s, i);
    if (!info) {
        if (size > 0) {
            buf[0] = '\0';
        }
        return 0;
    }
    return session_label_format(info, NULL, buf, size);
}

const RulesPosition *session_position_at(const Session *s, size_t i)
{
    return i < s->game.len ? &s->game.positions[i] : NULL;
}

bool session_move_trace(const Session *s, size_t i, RulesTrace *trace)
{
    if (i >= session_move_count(s) || !trace) {
        return false;
    }
    rules_trace_clear(trace);
    const RulesPosition *after = &s->game.positions[i + 1];
    if (!(after->over && after->end_reason == RULES_END_REPETITION)) {
        RulesPosition out;
        rules_apply(&s->game.positions[i], s->game.moves[i], &out, trace);
        return !trace->truncated;
    }
    /* An end by repetition (C-6) depends on the history, which
     * rules_apply() does not know: replay the record up to this move so the
     * core ends the game, with its sweep, exactly as it did in play. */
    RulesGame g;
    memset(&g, 0, sizeof g);
    bool ok = rules_game_init(&g, &s->game.positions[0]) == RULES_OK;
    for (size_t k = 0; ok && k < i; k++) {
        ok = rules_game_play(&g, s->game.moves[k], NULL, NULL) == RULES_OK;
    }
    ok = ok && rules_game_play(&g, s->game.moves[i], trace, NULL) == RULES_OK;
    rules_game_free(&g);
    return ok && !trace->truncated;
}

/* ---- Playing, undo and redo ---- */

static bool reserve_info(Session *s, size_t need)
{
    if (need <= s->info_cap) {
        return true;
    }
    size_t cap = s->info_cap ? s->info_cap * 2 : 64;
    while (cap < need) {
        cap *= 2;
    }
    SessionMoveInfo *p = realloc(s->info, cap * sizeof *p);
    if (!p) {
        return false;
    }
    s->info = p;
    s->info_cap = cap;
    return true;
}

/* Plays in the live game, recording the move list entry; keeps redo. */
static SessionStatus play_one(Session *s, RulesMove m, RulesTrace *trace,
                              SessionError *err)
{
    char text[RULES_MOVE_TEXT_MAX];
    rules_move_format(m, text, sizeof text);
    if (session_over(s)) {
        return session_fail(err, SESSION_ERR_GAME_OVER, NULL, 0,
                            "move \"%s\" cannot be played: the game is over",
                            text);
    }
    size_t count = session_move_count(s);
    if (!reserve_info(s, count + 1)) {
        return session_fail(err, SESSION_ERR_NO_MEMORY, NULL, 0,
                            "out of memory");
    }
    RulesTrace *t = trace ? trace : &s->scratch;
    rules_trace_clear(t);
    RulesWhy why;
    memset(&why, 0, sizeof why);
    RulesError e = rules_game_play(&s->game, m, t, &why);
    if (e == RULES_ERR_NO_MEMORY) {
        return session_fail(err, SESSION_ERR_NO_MEMORY, NULL, 0,
                            "out of memory");
    }
    if (e != RULES_OK) {
        return session_fail(err, SESSION_ERR_ILLEGAL, NULL, 0,
                            "move \"%s\" is not legal: %s", text,
                            why.text[0] ? why.text : "not allowed here");
    }
    describe(&s->info[count], &s->game.positions[count],
             &s->game.positions[count + 1], m, t);
    if (!trace) {
        rules_trace_clear(&s->scratch);
    }
    return SESSION_OK;
}

SessionStatus session_play(Session *s, RulesMove m, RulesTrace *trace,
                           SessionError *err)
{
    session_error_clear(err);
    if (s->browsing) {
        size_t later = session_moves_after_shown(s);
        if (later > 0) {
            return session_fail(err, SESSION_ERR_REVIEWING, NULL, 0,
                                "playing here would discard the %zu later "
                                "move%s",
                                later, later == 1 ? "" : "s");
        }
        s->browsing = false;
    }
    SessionStatus st = play_one(s, m, trace, err);
    if (st == SESSION_OK) {
        s->redo_len = 0;
    }
    return st;
}

SessionStatus session_play_text(Session *s, const char *notation,
                                RulesTrace *trace, SessionError *err)
{
    RulesMove m;
    session_error_clear(err);
    if (!notation || rules_move_parse(notation, &m) != RULES_OK) {
        return session_fail(err, SESSION_ERR_ILLEGAL, NULL, 0,
                            "\"%.*s\" is not a move in notation", 40,
                            notation ? notation : "");
    }
    return session_play(s, m, trace, err);
}

bool session_can_undo(const Session *s)
{
    return session_move_count(s) > 0;
}

bool session_can_redo(const Session *s)
{
    return s->redo_len > 0;
}

size_t session_redo_count(const Session *s)
{
    return s->redo_len;
}

static bool undo_one(Session *s)
{
    size_t count = session_move_count(s);
    if (count == 0) {
        return false;
    }
    if (s->redo_len == s->redo_cap) {
        size_t cap = s->redo_cap ? s->redo_cap * 2 : 64;
        RulesMove *p = realloc(s->redo, cap * sizeof *p);
        if (!p) {
            return false;
        }
        s->redo = p;
        s->redo_cap = cap;
    }
    s->redo[s->redo_len++] = s->game.moves[count - 1];
    rules_game_truncate(&s->game, count);
    return true;
}

bool session_undo(Session *s)
{
    s->browsing = false;
    return undo_one(s);
}

bool session_redo(Session *s, RulesTrace *trace)
{
    s->browsing = false;
    if (s->redo_len == 0) {
        return false;
    }
    RulesMove m = s->redo[s->redo_len - 1];
    if (play_one(s, m, trace, NULL) != SESSION_OK) {
        return false;
    }
    s->redo_len--;
    return true;
}

/* ---- Browsing the move list, and replay ---- */

bool session_browse(Session *s, size_t i)
{
    if (i > session_move_count(s)) {
        return false;
    }
    s->browsing = true;
    s->browse_at = i;
    return true;
}

void session_back_to_game(Session *s)
{
    s->browsing = false;
}

bool session_browsing(const Session *s)
{
    return s->browsing;
}

size_t session_shown_index(const Session *s)
{
    return s->browsing ? s->browse_at : session_move_count(s);
}

const RulesPosition *session_shown(const Session *s)
{
    return &s->game.positions[session_shown_index(s)];
}

size_t session_moves_after_shown(const Session *s)
{
    return session_move_count(s) - session_shown_index(s);
}

void session_take_over(Session *s)
{
    if (!s->browsing) {
        return;
    }
    while (session_move_count(s) > s->browse_at) {
        if (!undo_one(s)) {
            break;
        }
    }
    s->browsing = false;
}

bool session_replay_step(Session *s, RulesTrace *trace)
{
    if (!s->browsing || s->browse_at >= session_move_count(s)) {
        return false;
    }
    if (trace) {
        session_move_trace(s, s->browse_at, trace);
    }
    s->browse_at++;
    return true;
}
