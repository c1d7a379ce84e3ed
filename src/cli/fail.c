/* fail.c: how mancala-cli fails: one line on standard error, status 2 (CLI.md "Errors"); every file of the command line calls it, so it lives apart from main.c. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "cli.h"
#include "safeio.h"

/* Every error goes through here: one line on stderr, status 2, nothing on
 * stdout (CLI.md "Errors"). */
void cli_fail(const char *fmt, ...)
{
    /* The message quotes what was typed: its control bytes are shown
     * escaped, never sent to the terminal. */
    char msg[4096], shown[4096];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    safeio_escape(shown, sizeof shown, msg);
    fprintf(stderr, "mancala-cli: %s\n", shown);
    exit(2);
}
