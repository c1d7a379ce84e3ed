/* po_read.h: for the tests of po/: a gettext catalogue (.po) read into its entries, with their flags, plural forms and lines. */
#ifndef PO_READ_H
#define PO_READ_H

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data_files.h"

enum { PO_MAX_FORMS = 4 };

typedef struct PoEntry {
    char *msgid;  /* "" for the header */
    char *plural; /* msgid_plural, or NULL */
    char *msgstr[PO_MAX_FORMS]; /* msgstr, or msgstr[0..forms) */
    int forms;
    bool fuzzy, c_format, obsolete;
    int line; /* of its msgid */
} PoEntry;

typedef struct PoFile {
    PoEntry *entries;
    size_t count;
} PoFile;

/* Appends the C string literal that starts at or after p ("...") to *s,
 * unescaped. */
static inline void po_append(char **s, const char *p)
{
    p = strchr(p, '"');
    if (!p) {
        return;
    }
    size_t have = *s ? strlen(*s) : 0, cap = have + strlen(p) + 1;
    char *out = realloc(*s, cap);
    if (!out) {
        return;
    }
    size_t o = have;
    for (p++; *p && *p != '"'; p++) {
        if (*p == '\\' && p[1]) {
            p++;
            out[o++] = *p == 'n' ? '\n' : *p == 't' ? '\t' : *p;
        } else {
            out[o++] = *p;
        }
    }
    out[o] = '\0';
    *s = out;
}

static inline void po_free(PoFile *po)
{
    for (size_t i = 0; po && i < po->count; i++) {
        PoEntry *e = &po->entries[i];
        free(e->msgid);
        free(e->plural);
        for (int k = 0; k < PO_MAX_FORMS; k++) {
            free(e->msgstr[k]);
        }
    }
    if (po) {
        free(po->entries);
        free(po);
    }
}

/* Reads po/<lang>.po of the source tree; NULL when it cannot be read. */
static inline PoFile *po_read(const char *lang)
{
    char path[1024];
    size_t size;
    snprintf(path, sizeof path, "%s/po/%s.po", data_source_dir(), lang);
    char *buf = (char *)data_read_all(path, &size);
    PoFile *po = buf ? calloc(1, sizeof *po) : NULL;
    if (!po) {
        free(buf);
        return NULL;
    }
    size_t cap = 0;
    PoEntry flags = {0};
    char **into = NULL; /* the string a continuation line extends */
    int no = 0;
    for (char *line = buf; line && *line; no++) {
        char *next = strchr(line, '\n');
        if (next) {
            *next++ = '\0';
        }
        bool obsolete = strncmp(line, "#~ ", 3) == 0;
        const char *l = obsolete ? line + 3 : line;
        PoEntry *e = po->count ? &po->entries[po->count - 1] : NULL;
        if (strncmp(l, "#,", 2) == 0) {
            flags.fuzzy = flags.fuzzy || strstr(l, "fuzzy") != NULL;
            flags.c_format = flags.c_format || strstr(l, "c-format") != NULL;
        } else if (strncmp(l, "msgid_plural", 12) == 0 && e) {
            po_append(&e->plural, l + 12);
            into = &e->plural;
        } else if (strncmp(l, "msgid", 5) == 0) {
            if (po->count == cap) {
                cap = cap ? 2 * cap : 256;
                PoEntry *grown = realloc(po->entries, cap * sizeof *grown);
                if (!grown) {
                    break;
                }
                po->entries = grown;
            }
            e = &po->entries[po->count++];
            *e = flags;
            e->obsolete = obsolete;
            e->line = no + 1;
            flags = (PoEntry){0};
            po_append(&e->msgid, l + 5);
            into = &e->msgid;
        } else if (strncmp(l, "msgstr", 6) == 0 && e) {
            int k = l[6] == '[' ? atoi(l + 7) : 0;
            if (k >= 0 && k < PO_MAX_FORMS) {
                e->forms = k + 1 > e->forms ? k + 1 : e->forms;
                po_append(&e->msgstr[k], l + 6);
                into = &e->msgstr[k];
            }
        } else if (l[0] == '"' && into) {
            po_append(into, l);
        } else {
            into = NULL;
        }
        line = next;
    }
    free(buf);
    return po;
}

/* The header's field `name` ("Plural-Forms"), its value copied into buf
 * (without the line's end); false when the header has none. */
static inline bool po_header(const PoFile *po, const char *name, char *buf,
                      size_t size)
{
    for (size_t i = 0; i < po->count; i++) {
        const PoEntry *e = &po->entries[i];
        if (e->msgid[0] || e->obsolete || !e->msgstr[0]) {
            continue;
        }
        size_t n = strlen(name);
        for (const char *p = e->msgstr[0]; p && *p;) {
            if (strncmp(p, name, n) == 0 && p[n] == ':') {
                p += n + 1;
                p += *p == ' ';
                snprintf(buf, size, "%.*s", (int)strcspn(p, "\n"), p);
                return true;
            }
            p = strchr(p, '\n');
            p = p ? p + 1 : NULL;
        }
    }
    return false;
}

/* Is the entry translated: every form written? */
static inline bool po_translated(const PoEntry *e)
{
    if (e->forms == 0) {
        return false;
    }
    for (int k = 0; k < e->forms; k++) {
        if (!e->msgstr[k] || !e->msgstr[k][0]) {
            return false;
        }
    }
    return true;
}

#endif
