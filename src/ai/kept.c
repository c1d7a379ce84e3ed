/* kept.c: the solved tables kept in the data folder: one file each, a header, the table's bytes and a checksum, written atomically and never trusted when read. */
#include "ai_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "safeio.h"

#include "platform.h"

/*
 * A table lives in memory as its file does, the header before its bytes
 * and room for the checksum after them, so that it is kept with one
 * atomic write (safeio_write_atomic) and read with one bounded read
 * (safeio_read), without a copy of tens of megabytes either way.
 */
enum { KEPT_HEAD = sizeof(AiKeptId), KEPT_SUM = sizeof(uint64_t) };

uint64_t ai_kept_checksum(const uint8_t *data, size_t n)
{
    /* FNV-1a over 8-byte words: fast enough for a few hundred MB and
     * catches truncation, zeroed blocks and flipped bytes alike. */
    uint64_t h = 0xcbf29ce484222325ULL;
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        memcpy(&w, data + i, 8);
        h = (h ^ w) * 0x100000001b3ULL;
        h ^= h >> 29;
    }
    for (; i < n; i++) {
        h = (h ^ data[i]) * 0x100000001b3ULL;
    }
    return h;
}

uint8_t *ai_kept_alloc(size_t len)
{
    uint8_t *image = malloc(KEPT_HEAD + len + KEPT_SUM);
    return image ? image + KEPT_HEAD : NULL;
}

void ai_kept_free(uint8_t *data)
{
    if (data) {
        free(data - KEPT_HEAD);
    }
}

bool ai_kept_save(const char *path, const AiKeptId *id, uint8_t *data,
                  size_t len)
{
    uint8_t *image = data - KEPT_HEAD;
    memcpy(image, id, KEPT_HEAD);
    uint64_t sum = ai_kept_checksum(image, KEPT_HEAD + len);
    memcpy(data + len, &sum, KEPT_SUM);
    /* A folder we cannot write only costs a rebuild, but it is said. */
    char why[SAFEIO_WHY_MAX];
    int e = safeio_write_atomic_why(path, (const char *)image,
                                    KEPT_HEAD + len + KEPT_SUM, why,
                                    sizeof why);
    if (e != 0) {
        safeio_complain(ai_tables_program(), "cannot keep the computer's "
                        "table", path, why);
    }
    return e == 0;
}

void ai_kept_set_aside(const char *path, const char *why)
{
    char aside[4200];
    snprintf(aside, sizeof aside, "%s.untrusted", path);
    /* One copy is kept to look at: tables are tens of megabytes, so the
     * copy set aside before goes first. */
    (void)remove(aside);
    bool moved = safeio_rename_new(path, aside) == 0;
    char said[300];
    snprintf(said, sizeof said, "%s; %s, built again", why,
             moved ? "set aside as .untrusted" : "replaced");
    safeio_complain(ai_tables_program(), "the computer's table", path,
                    said);
}

uint8_t *ai_kept_load(const char *path, const AiKeptId *id, size_t len)
{
    size_t want = KEPT_HEAD + len + KEPT_SUM, got = 0;
    struct stat st;
    if (stat(path, &st) != 0) {
        return NULL; /* not kept yet: built, nothing to say */
    }
    if (!S_ISREG(st.st_mode)) {
        /* A pipe or a folder at the table's name is never read (no hang)
         * nor moved: keeping the table will refuse it and say why. */
        return NULL;
    }
    /* A longer file is refused by the read itself. */
    uint8_t *image = (uint8_t *)safeio_read(path, want, &got, NULL, 0);
    uint64_t sum = 0;
    if (image && got == want) {
        memcpy(&sum, image + KEPT_HEAD + len, KEPT_SUM);
    }
    /* Each check and what it protects against (docs/HOSTILE-INPUT.md,
     * "The computer's tables"). */
    const AiKeptId *head = (const AiKeptId *)(const void *)image;
    const char *why =
        !image || got != want ? "its size is not the table's (cut short, "
                                "or another file)"
        : ai_kept_checksum(image, KEPT_HEAD + len) != sum
            ? "its checksum does not fit (damaged)"
        : memcmp(head->magic, id->magic, sizeof id->magic) != 0 ||
                head->game != id->game ||
                head->holes_per_row != id->holes_per_row ||
                head->max != id->max || head->count != id->count
            ? "it is the table of another game or size"
        : head->version != id->version
            ? "it was written in another format (another version)"
        : head->rules != id->rules
            ? "it was built under other rules (another version)"
        : memcmp(image, id, KEPT_HEAD) != 0 ? "its header is not the table's"
                                            : NULL;
    if (why) {
        free(image);
        ai_kept_set_aside(path, why);
        return NULL;
    }
    return image + KEPT_HEAD;
}

void ai_kept_id(AiKeptId *id, const char *magic, RulesGameId game,
                int holes_per_row, int max, uint32_t count)
{
    memset(id, 0, sizeof *id);
    memcpy(id->magic, magic, strlen(magic) < 8 ? strlen(magic) : 7);
    id->version = AI_KEPT_VERSION;
    id->game = (uint32_t)game;
    id->holes_per_row = (uint32_t)holes_per_row;
    id->max = (uint32_t)max;
    id->count = count;
    id->rules = ai_rules_fingerprint(game, holes_per_row, max);
}
