/* save_write.c: a game written as text in the save format
 * (docs/SAVE-FORMAT.md); save.c reads it back. */
#include "session_internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MOVES_PER_LINE = 12 };

typedef struct TextBuf {
    char *data;
    size_t len, cap;
    bool failed;
} TextBuf;

static void buf_printf(TextBuf *b, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

static void buf_printf(TextBuf *b, const char *fmt, ...)
{
    if (b->failed) {
        return;
    }
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        size_t room = b->cap - b->len;
        int n = vsnprintf(b->data ? b->data + b->len : NULL, room, fmt, ap);
        va_end(ap);
        if (n < 0) {
            b->failed = true;
            return;
        }
        if ((size_t)n < room) {
            b->len += (size_t)n;
            return;
        }
        size_t cap = b->cap ? b->cap * 2 : 1024;
        while (cap - b->len <= (size_t)n) {
            cap *= 2;
        }
        char *p = realloc(b->data, cap);
        if (!p) {
            b->failed = true;
            return;
        }
        b->data = p;
        b->cap = cap;
    }
}

char *session_save_text(const Session *s, size_t *len)
{
    TextBuf b = {NULL, 0, 0, false};
    /* A game between two people from the game's own start needs nothing
     * of version 2, so it stays readable by programs that know version 1
     * only. */
    const SessionOpponent *o = &s->opponent;
    bool hinted = s->hints[RULES_SOUTH] || s->hints[RULES_NORTH];
    buf_printf(&b, "%s %d\n", SESSION_MAGIC,
               o->sides || s->set_up || hinted ? SESSION_FORMAT_VERSION
                                     : SESSION_FORMAT_OLDEST);
    buf_printf(&b, "# Mancala Atlas saved game. Moves in the notation of "
                   "the rules (C-4); see docs/SAVE-FORMAT.md.\n");
    buf_printf(&b, "game: %s\n", rules_game_name(s->id));
    buf_printf(&b, "holes: %d\n", s->holes_per_row);
    buf_printf(&b, "south: %s\n", s->names[RULES_SOUTH]);
    buf_printf(&b, "north: %s\n", s->names[RULES_NORTH]);
    buf_printf(&b, "date: %s\n", s->date);
    buf_printf(&b, "first: %s\n", s->first == RULES_NORTH ? "north" : "south");
    if (s->target > 0) {
        buf_printf(&b, "match: target %d south %d north %d\n", s->target,
                   s->banked[RULES_SOUTH], s->banked[RULES_NORTH]);
    }
    if (o->sides) {
        buf_printf(&b, "computer: %s level %s think %d\n",
                   session_side_words[o->sides], o->level, o->think_ms);
    }
    if (hinted) {
        buf_printf(&b, "hints: south %d north %d\n", s->hints[RULES_SOUTH],
                   s->hints[RULES_NORTH]);
    }
    if (s->set_up) {
        char words[600];
        session_start_words(&s->start, words, sizeof words);
        buf_printf(&b, "start: %s\n", words);
    }
    size_t count = session_move_count(s);
    buf_printf(&b, "moves: %zu\n", count);
    for (size_t i = 0; i < count; i++) {
        bool last_on_line = (i + 1) % MOVES_PER_LINE == 0 || i + 1 == count;
        buf_printf(&b, "%s%s", s->info[i].notation, last_on_line ? "\n" : " ");
    }
    buf_printf(&b, "end\n");
    if (b.failed || !b.data) {
        free(b.data);
        return NULL;
    }
    if (len) {
        *len = b.len;
    }
    return b.data;
}
