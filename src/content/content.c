/* content.c: reads and checks the text format of docs/CONTENT-FORMAT.md into blocks. */
#define _POSIX_C_SOURCE 200809L /* strtok_r */

#include "content.h"
#include "rules.h"
#include "i18n.h"
#include "safeio.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "platform.h"

static void content_fail(ContentError *err, const char *name, int line,
                         const char *fmt, ...)
{
    char msg[512];
    va_list ap;

    if (!err) {
        return;
    }
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    err->line = line;
    if (line > 0) {
        snprintf(err->text, sizeof err->text, "%s:%d: %s", name, line, msg);
    } else {
        snprintf(err->text, sizeof err->text, "%s: %s", name, msg);
    }
}

/* A growing block list and the text of the block being gathered. */
typedef struct ContentParser {
    const char *name;
    ContentError *err;
    ContentDoc *doc;
    size_t cap;
    char *pending; /* paragraph or item text gathered so far, or NULL */
    size_t pending_len;
    ContentBlockKind pending_kind;
    int pending_number;
    int pending_line;
} ContentParser;

static ContentBlock *content_push(ContentParser *p, ContentBlockKind kind,
                                  int line)
{
    ContentDoc *doc = p->doc;
    ContentBlock *b;

    if (doc->count == p->cap) {
        size_t cap = p->cap ? p->cap * 2 : 16;
        ContentBlock *grown = realloc(doc->blocks, cap * sizeof *grown);
        if (!grown) {
            content_fail(p->err, p->name, line, "out of memory");
            return NULL;
        }
        doc->blocks = grown;
        p->cap = cap;
    }
    b = &doc->blocks[doc->count++];
    memset(b, 0, sizeof *b);
    b->kind = kind;
    b->line = line;
    return b;
}

/*
 * Moves `raw` (markup included) into block b: removes "*" pairs, recording
 * them as spans, and turns "\*" and "\\" into "*" and "\".
 */
static int content_set_text(ContentParser *p, ContentBlock *b, const char *raw,
                            size_t len)
{
    char *out = malloc(len + 1);
    size_t o = 0, spans = 0, open_at = 0;
    bool open = false;

    for (size_t i = 0; i < len; i++) {
        if (raw[i] == '*') {
            spans += open ? 1 : 0;
            open = !open;
        } else if (raw[i] == '\\' && i + 1 < len &&
                   (raw[i + 1] == '*' || raw[i + 1] == '\\')) {
            i++;
        }
    }
    if (open) {
        free(out);
        content_fail(p->err, p->name, b->line,
                     "an emphasis '*' is opened but never closed "
                     "(write \\* for a plain asterisk)");
        return -1;
    }
    b->spans = spans ? calloc(spans, sizeof *b->spans) : NULL;
    if (!out || (spans && !b->spans)) {
        free(out);
        content_fail(p->err, p->name, b->line, "out of memory");
        return -1;
    }
    for (size_t i = 0; i < len; i++) {
        if (raw[i] == '*') {
            if (!open) {
                open_at = o;
            } else {
                b->spans[b->span_count].start = open_at;
                b->spans[b->span_count].len = o - open_at;
                b->span_count++;
            }
            open = !open;
            continue;
        }
        if (raw[i] == '\\' && i + 1 < len &&
            (raw[i + 1] == '*' || raw[i + 1] == '\\')) {
            i++;
        }
        out[o++] = raw[i];
    }
    out[o] = '\0';
    b->text = out;
    return 0;
}

/* Ends the paragraph or item being gathered, if any. */
static int content_flush(ContentParser *p)
{
    ContentBlock *b;
    int rc;

    if (!p->pending) {
        return 0;
    }
    b = content_push(p, p->pending_kind, p->pending_line);
    if (!b) {
        return -1;
    }
    b->number = p->pending_number;
    rc = content_set_text(p, b, p->pending, p->pending_len);
    free(p->pending);
    p->pending = NULL;
    p->pending_len = 0;
    return rc;
}

/* Appends a line to the pending block, with one space between lines. */
static int content_gather(ContentParser *p, const char *s, size_t len,
                          int line)
{
    size_t need = p->pending_len + len + 2;
    char *grown = realloc(p->pending, need);

    if (!grown) {
        content_fail(p->err, p->name, line, "out of memory");
        return -1;
    }
    if (p->pending && p->pending_len > 0) {
        grown[p->pending_len++] = ' ';
    }
    memcpy(grown + p->pending_len, s, len);
    p->pending_len += len;
    grown[p->pending_len] = '\0';
    p->pending = grown;
    return 0;
}

/* The `len` bytes at `s` as a whole number from 0 to `hi`, read by the
 * project's one strict parser (safeio_parse_long): digits only. */
static bool content_whole_number(const char *s, size_t len, long hi, long *out)
{
    char buf[24];
    if (len == 0 || len >= sizeof buf) {
        return false;
    }
    memcpy(buf, s, len);
    buf[len] = '\0';
    return safeio_parse_long(buf, 0, hi, out);
}

/* Parses "4,4,4/4,4,4" into board->holes; returns 0 or -1. */
static int content_parse_rows(ContentParser *p, ContentBoard *board,
                              const char *v, int line)
{
    int row = 0, col = 0;
    const char *s = v;

    board->rows = 0;
    board->cols = 0;
    for (;;) {
        size_t digits = strspn(s, "0123456789");
        long n;

        if (digits == 0) {
            content_fail(p->err, p->name, line,
                         "holes=: expected a number at \"%s\"", s);
            return -1;
        }
        if (!content_whole_number(s, digits, 999, &n)) {
            content_fail(p->err, p->name, line,
                         "holes=: %.*s is too many seeds for a hole",
                         (int)digits, s);
            return -1;
        }
        if (row >= CONTENT_BOARD_MAX_ROWS || col >= CONTENT_BOARD_MAX_COLS) {
            content_fail(p->err, p->name, line,
                         "holes=: at most %d rows of %d holes",
                         CONTENT_BOARD_MAX_ROWS, CONTENT_BOARD_MAX_COLS);
            return -1;
        }
        board->holes[row][col++] = (int)n;
        s += digits;
        if (*s == ',') {
            s++;
        } else if (*s == '/' || *s == '\0') {
            if (row > 0 && col != board->cols) {
                content_fail(p->err, p->name, line,
                             "holes=: row %d has %d holes, row 1 has %d",
                             row + 1, col, board->cols);
                return -1;
            }
            board->cols = col;
            row++;
            col = 0;
            if (*s == '\0') {
                break;
            }
            s++;
        } else {
            content_fail(p->err, p->name, line,
                         "holes=: unexpected '%c' (use ',' between holes and "
                         "'/' between rows)",
                         *s);
            return -1;
        }
    }
    board->rows = row;
    return 0;
}

/* Parses "[board game=<id> holes=<rows> stores=<n>,<s>]". */
static int content_directive(ContentParser *p, char *s, size_t len, int line)
{
    ContentBlock *b;
    ContentBoard board;
    char *word, *save = NULL;
    bool have_holes = false;

    if (len < 2 || s[len - 1] != ']') {
        content_fail(p->err, p->name, line,
                     "a directive starts with '[' and ends with ']' on the "
                     "same line");
        return -1;
    }
    s[len - 1] = '\0';
    word = strtok_r(s + 1, " \t", &save);
    if (!word || strcmp(word, "board") != 0) {
        content_fail(p->err, p->name, line,
                     "unknown directive '%s' (the only one is 'board')",
                     word ? word : "");
        return -1;
    }
    memset(&board, 0, sizeof board);
    while ((word = strtok_r(NULL, " \t", &save)) != NULL) {
        char *eq = strchr(word, '=');
        if (!eq) {
            content_fail(p->err, p->name, line,
                         "board: expected key=value, found '%s'", word);
            return -1;
        }
        *eq = '\0';
        if (strcmp(word, "game") == 0) {
            size_t n = strlen(eq + 1);
            if (n == 0 || n >= sizeof board.game) {
                content_fail(p->err, p->name, line, "board: bad game id");
                return -1;
            }
            memcpy(board.game, eq + 1, n + 1);
        } else if (strcmp(word, "holes") == 0) {
            if (content_parse_rows(p, &board, eq + 1, line) != 0) {
                return -1;
            }
            have_holes = true;
        } else if (strcmp(word, "stores") == 0) {
            const char *v = eq + 1;
            size_t comma = strcspn(v, ",");
            long north, south;
            if (v[comma] != ',' ||
                !content_whole_number(v, comma, 999, &north) ||
                !content_whole_number(v + comma + 1, strlen(v + comma + 1), 999,
                                      &south)) {
                content_fail(p->err, p->name, line,
                             "board: stores= takes two counts, "
                             "North's then South's, like stores=0,0");
                return -1;
            }
            board.has_stores = true;
            board.stores[0] = (int)north;
            board.stores[1] = (int)south;
        } else {
            content_fail(p->err, p->name, line,
                         "board: unknown key '%s' (keys: game, holes, "
                         "stores)",
                         word);
            return -1;
        }
    }
    if (!board.game[0] || !have_holes) {
        content_fail(p->err, p->name, line,
                     "board: game= and holes= are required");
        return -1;
    }
    b = content_push(p, CONTENT_BLOCK_BOARD, line);
    if (!b) {
        return -1;
    }
    b->board = board;
    b->text = calloc(1, 1);
    if (!b->text) {
        content_fail(p->err, p->name, line, "out of memory");
        return -1;
    }
    return 0;
}

/* A heading line ("# Title", "## Heading", "### Heading") of `level`
 * '#'s; returns 0 or -1. */
static int content_heading(ContentParser *p, char *s, size_t len, int line)
{
    int level = 0;
    ContentBlock *b;
    while (s[level] == '#') {
        level++;
    }
    if (level > 3) {
        content_fail(p->err, p->name, line,
                     "headings have one to three '#', not %d", level);
        return -1;
    }
    if (s[level] != ' ' || len <= (size_t)level + 1) {
        content_fail(p->err, p->name, line,
                     "a heading is '#', '##' or '###', a space, "
                     "then its text");
        return -1;
    }
    if ((level == 1) != (p->doc->count == 0 && !p->pending)) {
        content_fail(p->err, p->name, line,
                     level == 1 ? "only the first line may be a '# Title'"
                                : "the file must start with a '# Title' "
                                  "line");
        return -1;
    }
    if (content_flush(p) != 0) {
        return -1;
    }
    b = content_push(p, level == 1 ? CONTENT_BLOCK_TITLE
                                   : CONTENT_BLOCK_HEADING,
                     line);
    if (!b) {
        return -1;
    }
    b->level = level;
    return content_set_text(p, b, s + level + 1, len - (size_t)level - 1);
}

/* A list item whose marker ("- " or "12. ") takes `marker` bytes: number 0
 * for a bulleted one. Returns 0 or -1. */
static int content_item(ContentParser *p, char *s, size_t len, size_t marker,
                        int number, int line)
{
    if (content_flush(p) != 0) {
        return -1;
    }
    p->pending_kind = CONTENT_BLOCK_ITEM;
    p->pending_number = number;
    p->pending_line = line;
    while (s[marker] == ' ') {
        marker++;
    }
    return content_gather(p, s + marker, len - marker, line);
}

/* Handles one line (without its end-of-line); returns 0 or -1. */
static int content_line(ContentParser *p, char *s, size_t len, int line)
{
    size_t lead = 0;

    while (len > 0 && (s[len - 1] == ' ' || s[len - 1] == '\t')) {
        len--;
    }
    s[len] = '\0';
    if (len == 0) {
        return content_flush(p);
    }
    while (lead < len && (s[lead] == ' ' || s[lead] == '\t')) {
        lead++;
    }
    if (s[0] == '#') {
        return content_heading(p, s, len, line);
    }
    if (p->doc->count == 0) {
        content_fail(p->err, p->name, line,
                     "the file must start with a '# Title' line");
        return -1;
    }
    if (s[0] == '[') {
        if (content_flush(p) != 0) {
            return -1;
        }
        return content_directive(p, s, len, line);
    }
    if (s[0] == '-' && s[1] == ' ') {
        return content_item(p, s, len, 2, 0, line);
    }
    size_t d = 0;
    while (s[0] != '0' && s[d] >= '0' && s[d] <= '9' && d < 3) {
        d++;
    }
    long number = 0;
    if (d > 0 && s[d] == '.' && s[d + 1] == ' ' &&
        content_whole_number(s, d, 999, &number)) {
        return content_item(p, s, len, d + 2, (int)number, line);
    }
    if (!p->pending) {
        p->pending_kind = CONTENT_BLOCK_PARAGRAPH;
        p->pending_number = 0;
        p->pending_line = line;
    }
    return content_gather(p, s + lead, len - lead, line);
}

size_t content_rule_id_len(const char *s)
{
    for (int r = 0; r < RULES_RULE_COUNT; r++) {
        const char *id = rules_rule_id((RulesRule)r);
        size_t n = strlen(id);
        if (n > 0 && strncmp(s, id, n) == 0 && !(s[n] >= '0' && s[n] <= '9')) {
            return n;
        }
    }
    return 0;
}

/* The length of " (ID, ID ...)" at s, or 0 when s starts no such group. */
static size_t rule_ref_group_len(const char *s)
{
    size_t n = s[0] == ' ' ? 1 : 0;
    if (s[n] != '(') {
        return 0;
    }
    n++;
    for (;;) {
        size_t id = content_rule_id_len(s + n);
        if (id == 0) {
            return 0;
        }
        n += id;
        if (s[n] == ')') {
            return n + 1;
        }
        if (s[n] != ',' || s[n + 1] != ' ') {
            return 0;
        }
        n += 2;
    }
}

void content_doc_strip_rule_refs(ContentDoc *doc)
{
    for (size_t b = 0; doc && b < doc->count; b++) {
        ContentBlock *bl = &doc->blocks[b];
        char *t = bl->text;
        size_t r = 0, w = 0;
        while (t && t[r]) {
            size_t cut = rule_ref_group_len(t + r);
            if (cut == 0) {
                t[w++] = t[r++];
                continue;
            }
            /* spans after the cut move back; one across it shrinks (span
             * offsets are already those of the text as written so far,
             * where the cut starts at w) */
            for (size_t k = 0; k < bl->span_count; k++) {
                ContentSpan *sp = &bl->spans[k];
                size_t end = sp->start + sp->len;
                if (sp->start >= w + cut) {
                    sp->start -= cut;
                } else if (end > w) {
                    size_t lost_end = end < w + cut ? end : w + cut;
                    size_t from = sp->start > w ? sp->start : w;
                    sp->len -= lost_end - from;
                    sp->start = sp->start > w ? w : sp->start;
                }
            }
            r += cut;
        }
        if (t) {
            t[w] = '\0';
        }
    }
}

void content_doc_free(ContentDoc *doc)
{
    if (!doc) {
        return;
    }
    for (size_t i = 0; i < doc->count; i++) {
        free(doc->blocks[i].text);
        free(doc->blocks[i].spans);
    }
    free(doc->blocks);
    free(doc->path);
    free(doc);
}

ContentDoc *content_doc_parse(const char *name, const char *bytes, size_t len,
                              ContentError *err)
{
    ContentParser p;
    char *copy;
    size_t start = 0;
    int line = 1;

    memset(&p, 0, sizeof p);
    p.name = name ? name : "(text)";
    p.err = err;
    if (len > CONTENT_MAX_FILE_BYTES) {
        content_fail(err, p.name, 0, "file is %zu bytes, more than the %u "
                     "allowed", len, CONTENT_MAX_FILE_BYTES);
        return NULL;
    }
    /* Check the bytes first, so that an error names the line it is on. */
    for (size_t i = 0; i < len;) {
        const unsigned char *u = (const unsigned char *)bytes + i;
        size_t n;
        if (*u == '\0') {
            content_fail(err, p.name, line, "NUL byte in a text file");
            return NULL;
        }
        n = safeio_utf8_char(u, len - i);
        if (n == 0) {
            content_fail(err, p.name, line,
                         "invalid UTF-8 (byte 0x%02X at offset %zu)", *u, i);
            return NULL;
        }
        if (*u == '\n') {
            line++;
        } else if (*u < 0x20 && *u != '\t' && *u != '\r') {
            content_fail(err, p.name, line, "control character 0x%02X", *u);
            return NULL;
        }
        i += n;
    }
    copy = malloc(len + 1);
    p.doc = calloc(1, sizeof *p.doc);
    if (!copy || !p.doc || !(p.doc->path = malloc(strlen(p.name) + 1))) {
        free(copy);
        content_doc_free(p.doc);
        content_fail(err, p.name, 0, "out of memory");
        return NULL;
    }
    memcpy(p.doc->path, p.name, strlen(p.name) + 1);
    memcpy(copy, bytes, len);
    copy[len] = '\0';
    /* A byte-order mark is harmless: skip it. */
    if (len >= 3 && memcmp(copy, "\xEF\xBB\xBF", 3) == 0) {
        start = 3;
    }
    line = 1;
    while (start <= len) {
        size_t end = start;
        size_t n;
        while (end < len && copy[end] != '\n') {
            end++;
        }
        n = end - start;
        if (n > 0 && copy[start + n - 1] == '\r') {
            n--;
        }
        if (content_line(&p, copy + start, n, line) != 0) {
            goto fail;
        }
        if (end >= len) {
            break;
        }
        start = end + 1;
        line++;
    }
    if (content_flush(&p) != 0) {
        goto fail;
    }
    if (p.doc->count == 0) {
        content_fail(err, p.name, 1,
                     "the file is empty; it must start with a '# Title' "
                     "line");
        goto fail;
    }
    free(copy);
    return p.doc;
fail:
    free(p.pending);
    free(copy);
    content_doc_free(p.doc);
    return NULL;
}

ContentDoc *content_doc_load(const char *path, ContentError *err)
{
    char *bytes;
    size_t len = 0;
    ContentDoc *doc;

    if (!path || !*path) {
        content_fail(err, "(no file)", 0, "no path given");
        return NULL;
    }
    char why[SAFEIO_WHY_MAX];
    bytes = safeio_read(path, CONTENT_MAX_FILE_BYTES, &len, why, sizeof why);
    if (!bytes) {
        if (errno == EFBIG) {
            content_fail(err, path, 0,
                         "file is larger than the %u bytes allowed",
                         CONTENT_MAX_FILE_BYTES);
        } else {
            content_fail(err, path, 0, "cannot open: %s", why);
        }
        return NULL;
    }
    doc = content_doc_parse(path, bytes, len, err);
    free(bytes);
    return doc;
}

const char *content_doc_title(const ContentDoc *doc)
{
    if (!doc || doc->count == 0) {
        return "";
    }
    return doc->blocks[0].text;
}

int content_text_path(const char *data_dir, const char *game, ContentKind kind,
                      const char *lang, char *buf, size_t n)
{
    int w;

    if (!data_dir || !*data_dir || !game || !*game || !lang || !*lang ||
        !buf || n == 0) {
        return -1;
    }
    w = snprintf(buf, n, "%s/rules/%s.%s.%s.txt", data_dir, game,
                 kind == CONTENT_HISTORY ? "history" : "rules", lang);
    if (w < 0 || (size_t)w >= n) {
        buf[0] = '\0';
        return -1;
    }
    return 0;
}

int content_rules_path(const char *data_dir, const char *game,
                       const char *lang, char *buf, size_t n)
{
    return content_text_path(data_dir, game, CONTENT_RULES, lang, buf, n);
}

int content_history_path(const char *data_dir, const char *game,
                         const char *lang, char *buf, size_t n)
{
    return content_text_path(data_dir, game, CONTENT_HISTORY, lang, buf, n);
}

ContentDoc *content_doc_load_game(const char *data_dir, const char *game,
                                  ContentKind kind, const char *lang,
                                  ContentError *err)
{
    char path[4096];

    if (content_text_path(data_dir, game, kind, lang ? lang : "en", path,
                          sizeof path) != 0) {
        content_fail(err, "(no file)", 0, "bad data directory or game name");
        return NULL;
    }
    int fd = safeio_open(path, CONTENT_MAX_FILE_BYTES, NULL, 0);
    if (fd >= 0) {
        close(fd);
    } else if (errno == ENOENT && lang && strcmp(lang, "en") != 0 &&
               content_text_path(data_dir, game, kind, "en", path,
                                 sizeof path) != 0) {
        content_fail(err, "(no file)", 0, "bad data directory or game name");
        return NULL;
    }
    return content_doc_load(path, err);
}
