/* cli_run.h: runs mancala-cli (MANCALA_CLI) for the tests of its computer-player commands. */
#ifndef CLI_RUN_H
#define CLI_RUN_H

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>

/* Runs mancala-cli with `args`; keeps stdout (or, with want_stderr,
 * stderr) in `out` and returns the exit status. */
static int cli(const char *args, bool want_stderr, char *out, size_t size)
{
    const char *exe = getenv("MANCALA_CLI");
    char cmd[8192];
    snprintf(cmd, sizeof cmd, "'%s' %s %s", exe ? exe : "mancala-cli", args,
             want_stderr ? "2>&1 >/dev/null" : "2>/dev/null");
    FILE *f = popen(cmd, "r");
    if (!f) {
        return -1;
    }
    size_t len = fread(out, 1, size - 1, f);
    out[len] = '\0';
    int status = pclose(f);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

#endif
