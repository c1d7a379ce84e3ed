/* progress.c: which lessons a player has finished, kept in a small text file in the preferences folder. */
#define _POSIX_C_SOURCE 200809L /* strtok_r */
#include "learn.h"

#include "safeio.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "platform.h"

/*
 * The file holds one game name per line ("gore"): the lessons finished.
 * Lines starting with '#' are comments. Anything else is skipped, so that a
 * newer program's file never stops an older one.
 */

enum { LEARN_PROGRESS_MAX = 64 * 1024 }; /* a bigger file is refused */

static void set_error(LearnError *err, const char *path, const char *what)
{
    if (err) {
        snprintf(err->text, sizeof err->text, "%.400s: %s%s%s", path, what,
                 errno ? ": " : "", errno ? strerror(errno) : "");
        err->line = 0;
    }
}

int learn_progress_path(const char *pref_dir, char *buf, size_t size)
{
    if (!pref_dir || !*pref_dir || !buf) {
        return -1;
    }
    size_t n = strlen(pref_dir);
    const char *sep = pref_dir[n - 1] == '/' ? "" : "/";
    int w = snprintf(buf, size, "%s%slessons.txt", pref_dir, sep);
    return w < 0 || (size_t)w >= size ? -1 : 0;
}

/* The progress file's path into `path`; false (said in `err`) when there
 * is no folder for it. */
static bool progress_path(const char *pref_dir, char *path, size_t size,
                          LearnError *err)
{
    if (learn_progress_path(pref_dir, path, size) == 0) {
        return true;
    }
    errno = 0;
    set_error(err, pref_dir ? pref_dir : "(none)",
              "no folder for the lesson progress");
    return false;
}

bool learn_progress_load(const char *pref_dir, LearnProgress *out,
                         LearnError *err)
{
    memset(out, 0, sizeof *out);
    char path[1024];
    if (!progress_path(pref_dir, path, sizeof path, err)) {
        return false;
    }
    char why[SAFEIO_WHY_MAX], what[SAFEIO_WHY_MAX + 40];
    char *text = safeio_read(path, LEARN_PROGRESS_MAX, NULL, why, sizeof why);
    if (!text) {
        if (errno == ENOENT) {
            return true; /* nothing finished yet */
        }
        snprintf(what, sizeof what, "cannot read the lesson progress (%s)",
                 why);
        errno = 0;
        set_error(err, path, what);
        return false;
    }
    char *save = NULL;
    for (char *line = strtok_r(text, "\r\n", &save); line;
         line = strtok_r(NULL, "\r\n", &save)) {
        RulesGameId game;
        if (line[0] != '#' && rules_game_from_name(line, &game)) {
            out->done[game] = true;
        }
    }
    free(text);
    return true;
}

bool learn_progress_save(const char *pref_dir, const LearnProgress *p,
                         LearnError *err)
{
    char path[1024];
    if (!progress_path(pref_dir, path, sizeof path, err)) {
        return false;
    }
    char text[512] = "# Mancala Atlas: lessons finished, one game a line.\n";
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        if (p->done[g]) {
            size_t n = strlen(text);
            snprintf(text + n, sizeof text - n, "%s\n",
                     rules_game_name((RulesGameId)g));
        }
    }
    char why[SAFEIO_WHY_MAX], what[SAFEIO_WHY_MAX + 40];
    if (safeio_write_atomic_why(path, text, strlen(text), why, sizeof why)) {
        snprintf(what, sizeof what, "cannot write the lesson progress: %s",
                 why);
        errno = 0;
        set_error(err, path, what);
        return false;
    }
    return true;
}

/* Has the file's text a line that is exactly `name`? */
static bool has_line(const char *text, const char *name)
{
    size_t n = strlen(name);
    for (const char *l = text; l;) {
        if (strncmp(l, name, n) == 0 &&
            (l[n] == '\n' || l[n] == '\r' || l[n] == '\0')) {
            return true;
        }
        l = strchr(l, '\n');
        l = l ? l + 1 : NULL;
    }
    return false;
}

bool learn_progress_mark(const char *pref_dir, RulesGameId game,
                         LearnProgress *out, LearnError *err)
{
    char path[1024];
    if ((unsigned)game >= RULES_GAME_COUNT ||
        learn_progress_path(pref_dir, path, sizeof path) != 0) {
        errno = 0;
        set_error(err, pref_dir ? pref_dir : "(none)",
                  "no folder for the lesson progress");
        return false;
    }
    int lock = safeio_lock(pref_dir);
    char why[SAFEIO_WHY_MAX], what[SAFEIO_WHY_MAX + 40];
    size_t len = 0;
    char *text = safeio_read(path, LEARN_PROGRESS_MAX, &len, why, sizeof why);
    bool ok = true;
    if (!text && errno != ENOENT) {
        snprintf(what, sizeof what, "cannot read the lesson progress (%s)",
                 why);
        errno = 0;
        set_error(err, path, what);
        ok = false;
    } else if (!text || !has_line(text, rules_game_name(game))) {
        /* The file as it is, one line more: "<name>\n". */
        static const char head[] =
            "# Mancala Atlas: lessons finished, one game a line.\n";
        const char *name = rules_game_name(game);
        size_t cap = (text ? len : strlen(head)) + strlen(name) + 2;
        char *more = malloc(cap + 1);
        if (!more) {
            errno = ENOMEM;
            set_error(err, path, "cannot add to the lesson progress");
            ok = false;
        } else {
            snprintf(more, cap + 1, "%s%s%s\n", text ? text : head,
                     text && len > 0 && text[len - 1] != '\n' ? "\n" : "",
                     name);
            if (safeio_write_atomic_why(path, more, strlen(more), why,
                                        sizeof why)) {
                snprintf(what, sizeof what,
                         "cannot write the lesson progress: %s", why);
                errno = 0;
                set_error(err, path, what);
                ok = false;
            }
            free(more);
        }
    }
    free(text);
    if (ok && out && !learn_progress_load(pref_dir, out, err)) {
        ok = false;
    }
    safeio_unlock(lock);
    return ok;
}
