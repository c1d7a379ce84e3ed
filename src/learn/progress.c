/* progress.c: which lessons a player has finished, kept in a small text file in the preferences folder. */
#include "learn.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include "platform.h"

/*
 * The file holds one game name per line ("gore"): the lessons finished.
 * Lines starting with '#' are comments. Anything else is skipped, so that a
 * newer program's file never stops an older one.
 */

static void set_error(LearnError *err, const char *path, const char *what)
{
    if (err) {
        snprintf(err->text, sizeof err->text, "%s: %s%s%s", path, what,
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

bool learn_progress_load(const char *pref_dir, LearnProgress *out,
                         LearnError *err)
{
    memset(out, 0, sizeof *out);
    char path[1024];
    if (learn_progress_path(pref_dir, path, sizeof path) != 0) {
        errno = 0;
        set_error(err, pref_dir ? pref_dir : "(none)",
                  "no folder for the lesson progress");
        return false;
    }
    FILE *f = fopen(path, "r");
    if (!f) {
        if (errno == ENOENT) {
            return true; /* nothing finished yet */
        }
        set_error(err, path, "cannot read the lesson progress");
        return false;
    }
    char line[256];
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\r\n")] = '\0';
        RulesGameId game;
        if (line[0] != '#' && rules_game_from_name(line, &game)) {
            out->done[game] = true;
        }
    }
    bool failed = ferror(f);
    fclose(f);
    if (failed) {
        errno = 0;
        set_error(err, path, "cannot read the lesson progress");
        return false;
    }
    return true;
}

bool learn_progress_save(const char *pref_dir, const LearnProgress *p,
                         LearnError *err)
{
    char path[1024], tmp[1040];
    if (learn_progress_path(pref_dir, path, sizeof path) != 0) {
        errno = 0;
        set_error(err, pref_dir ? pref_dir : "(none)",
                  "no folder for the lesson progress");
        return false;
    }
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    FILE *f = fopen(tmp, "w");
    if (!f) {
        set_error(err, tmp, "cannot write the lesson progress");
        return false;
    }
    fputs("# Mancala Atlas: lessons finished, one game a line.\n", f);
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        if (p->done[g]) {
            fprintf(f, "%s\n", rules_game_name((RulesGameId)g));
        }
    }
    bool failed = ferror(f) != 0;
    if (fclose(f) != 0) {
        failed = true;
    }
    if (failed || rename(tmp, path) != 0) {
        set_error(err, path, "cannot write the lesson progress");
        remove(tmp);
        return false;
    }
    return true;
}
