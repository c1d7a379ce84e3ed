/* fuzz_rules_text.c: libFuzzer target: the rules and history text loader on arbitrary bytes, from memory and from a file; and the translation catalogue check on the same bytes. */
#define _POSIX_C_SOURCE 200809L
#include <stdbool.h>
#include <string.h>
#include <unistd.h>

#include "content.h"
#include "i18n.h"
#include "fuzz_check.h"

/*
 * Any bytes either load into a well-formed document or fail with a message
 * that names the file (and a line that exists); never a crash, a leak or
 * a read past the input. The same bytes from a file load the same way.
 */

static const char fuzz_name[] = "fuzz.rules.en.txt";

static bool utf8_valid(const char *s)
{
    const unsigned char *u = (const unsigned char *)s;
    while (*u) {
        int n = *u < 0x80 ? 1 : (*u >> 5) == 6 ? 2 : (*u >> 4) == 14 ? 3
                : (*u >> 3) == 30 ? 4 : 0;
        if (n == 0) {
            return false;
        }
        for (int k = 1; k < n; k++) {
            if ((u[k] & 0xC0) != 0x80) {
                return false;
            }
        }
        u += n;
    }
    return true;
}

static void check_doc(const ContentDoc *doc, int lines)
{
    FUZZ_CHECK(doc->count >= 1, "a document without blocks");
    FUZZ_CHECK(doc->blocks[0].kind == CONTENT_BLOCK_TITLE,
               "the first block is not the title");
    FUZZ_CHECK(strcmp(doc->path, fuzz_name) == 0 ||
                   strstr(doc->path, "fuzz-text-") != NULL,
               "path \"%s\"", doc->path);
    FUZZ_CHECK(content_doc_title(doc) != NULL, "no title");
    int last_line = 1;
    for (size_t i = 0; i < doc->count; i++) {
        const ContentBlock *b = &doc->blocks[i];
        FUZZ_CHECK(b->kind <= CONTENT_BLOCK_BOARD, "block %zu kind %d", i,
                   b->kind);
        FUZZ_CHECK(b->line >= last_line && b->line <= lines,
                   "block %zu on line %d (previous %d, %d lines)", i, b->line,
                   last_line, lines);
        last_line = b->line;
        FUZZ_CHECK(b->text != NULL, "block %zu has no text", i);
        FUZZ_CHECK(utf8_valid(b->text), "block %zu text is not UTF-8", i);
        size_t len = strlen(b->text), end = 0;
        for (size_t k = 0; k < b->span_count; k++) {
            const ContentSpan *s = &b->spans[k];
            FUZZ_CHECK(s->start >= end && s->start + s->len <= len,
                       "block %zu span %zu [%zu,+%zu) of %zu", i, k,
                       s->start, s->len, len);
            end = s->start + s->len;
        }
        FUZZ_CHECK(b->kind == CONTENT_BLOCK_HEADING || b->kind ==
                   CONTENT_BLOCK_TITLE ? b->level >= 1 && b->level <= 3
                                       : b->level == 0,
                   "block %zu level %d", i, b->level);
        if (b->kind == CONTENT_BLOCK_BOARD) {
            const ContentBoard *bd = &b->board;
            FUZZ_CHECK(bd->rows >= 1 && bd->rows <= CONTENT_BOARD_MAX_ROWS &&
                           bd->cols >= 1 &&
                           bd->cols <= CONTENT_BOARD_MAX_COLS,
                       "board %dx%d", bd->rows, bd->cols);
            FUZZ_CHECK(memchr(bd->game, '\0', sizeof bd->game) != NULL,
                       "board game name not terminated");
            for (int r = 0; r < bd->rows; r++) {
                for (int c = 0; c < bd->cols; c++) {
                    FUZZ_CHECK(bd->holes[r][c] >= 0, "negative hole");
                }
            }
            FUZZ_CHECK(!bd->has_stores ||
                           (bd->stores[0] >= 0 && bd->stores[1] >= 0),
                       "negative store");
        }
    }
}

/* Two loads of the same bytes must agree, block by block. */
static void check_same(const ContentDoc *a, const ContentDoc *b)
{
    FUZZ_CHECK(a->count == b->count, "%zu blocks, then %zu", a->count,
               b->count);
    for (size_t i = 0; i < a->count; i++) {
        FUZZ_CHECK(a->blocks[i].kind == b->blocks[i].kind &&
                       a->blocks[i].line == b->blocks[i].line &&
                       strcmp(a->blocks[i].text, b->blocks[i].text) == 0,
                   "block %zu differs", i);
    }
}

static void check_error(const ContentError *err, int lines)
{
    FUZZ_CHECK(err->text[0] != '\0', "failed without a message");
    FUZZ_CHECK(strstr(err->text, fuzz_name) != NULL ||
                   strstr(err->text, "fuzz-text-") != NULL,
               "the message does not name the file: %s", err->text);
    FUZZ_CHECK(err->line >= 0 && err->line <= lines, "error on line %d of %d",
               err->line, lines);
}

/* Loads the bytes through a temporary file, as the game does. */
static ContentDoc *load_from_file(const uint8_t *data, size_t size,
                                  ContentError *err)
{
    char path[] = "/tmp/fuzz-text-XXXXXX";
    int fd = mkstemp(path);
    if (fd < 0) {
        return NULL;
    }
    size_t done = 0;
    while (done < size) {
        ssize_t n = write(fd, data + done, size - done);
        if (n <= 0) {
            break;
        }
        done += (size_t)n;
    }
    close(fd);
    ContentDoc *doc = done == size ? content_doc_load(path, err) : NULL;
    unlink(path);
    return doc;
}

/* A catalogue the check passes must be safe for gettext to read: every
 * string it names lies in the input and ends with a NUL (reading them all
 * under AddressSanitizer proves it). */
static void check_catalogue(const uint8_t *data, size_t size)
{
    if (content_i18n_catalogue_error(data, size) != NULL) {
        return;
    }
    FUZZ_CHECK(size >= 28, "a %zu-byte catalogue was accepted", size);
    bool swap = data[0] != 0xde;
    uint32_t w[7];
    for (int i = 0; i < 7; i++) {
        const uint8_t *p = data + 4 * i;
        w[i] = swap ? (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 |
                          (uint32_t)p[2] << 8 | p[3]
                    : (uint32_t)p[3] << 24 | (uint32_t)p[2] << 16 |
                          (uint32_t)p[1] << 8 | p[0];
    }
    for (int t = 3; t <= 4; t++) {
        for (uint32_t i = 0; i < w[2]; i++) {
            size_t at = (size_t)w[t] + 8 * (size_t)i;
            FUZZ_CHECK(at + 8 <= size, "table %d entry %u outside", t, i);
            const uint8_t *e = data + at;
            uint32_t len = swap ? (uint32_t)e[0] << 24 | (uint32_t)e[1] << 16 |
                                      (uint32_t)e[2] << 8 | e[3]
                                : (uint32_t)e[3] << 24 | (uint32_t)e[2] << 16 |
                                      (uint32_t)e[1] << 8 | e[0];
            const uint8_t *o = e + 4;
            uint32_t off = swap ? (uint32_t)o[0] << 24 | (uint32_t)o[1] << 16 |
                                      (uint32_t)o[2] << 8 | o[3]
                                : (uint32_t)o[3] << 24 | (uint32_t)o[2] << 16 |
                                      (uint32_t)o[1] << 8 | o[0];
            size_t end = (size_t)off + len;
            FUZZ_CHECK(end < size && data[end] == 0,
                       "string %u of table %d outside", i, t);
        }
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    check_catalogue(data, size);
    int lines = 1;
    for (size_t i = 0; i < size; i++) {
        lines += data[i] == '\n';
    }
    ContentError err = {"", -1};
    ContentDoc *doc = content_doc_parse(fuzz_name, (const char *)data, size,
                                        &err);
    if (doc) {
        check_doc(doc, lines);
    } else {
        check_error(&err, lines);
    }
    /* Files are slower: go through one for an eighth of the inputs. */
    if (size % 8 == 0) {
        ContentError ferr = {"", -1};
        ContentDoc *fdoc = load_from_file(data, size, &ferr);
        FUZZ_CHECK((fdoc != NULL) == (doc != NULL),
                   "memory and file loads disagree: %s", ferr.text);
        if (fdoc) {
            check_doc(fdoc, lines);
            check_same(doc, fdoc);
        }
        content_doc_free(fdoc);
    }
    content_doc_free(doc);
    return 0;
}
