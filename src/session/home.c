/* home.c: the folder a player's settings, saves and tables are kept in: $MANCALA_HOME, the platform's own, or the XDG base directory rule; and whether it can be used. */
#include "session.h"

#include "safeio.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "platform.h"

bool session_home_dir(const char *platform_dir, char *buf, size_t size,
                      char *why, size_t why_size)
{
    const char *own = getenv("MANCALA_HOME");
    const char *xdg = getenv("XDG_DATA_HOME");
    const char *home = getenv("HOME");
    const char *app = "MancalaAtlas/mancala-atlas";
    int n;
    if (own && *own) {
        n = snprintf(buf, size, "%s", own);
    } else if (platform_dir) {
        n = snprintf(buf, size, "%s", platform_dir);
    } else if (xdg && xdg[0] == '/') {
        n = snprintf(buf, size, "%s/%s", xdg, app);
    } else if (home && home[0] == '/') {
        /* XDG: unset, empty or relative (invalid) means ~/.local/share */
        n = snprintf(buf, size, "%s/.local/share/%s", home, app);
    } else {
        snprintf(buf, size, "~/.local/share/%s", app);
        snprintf(why, why_size, "%s",
                 !home    ? "HOME is not set"
                 : *home ? "HOME is not a full path (starting with /)"
                         : "HOME is empty");
        return false;
    }
    if (n < 0 || (size_t)n >= size) {
        snprintf(why, why_size, "the folder's name is too long");
        return false;
    }
    /* "/x/" and "/x" are one folder */
    for (size_t k = (size_t)n; k > 1 && (buf[k - 1] == '/' ||
                                         buf[k - 1] == '\\');
         k--) {
        buf[k - 1] = '\0';
    }
    return safeio_folder_usable(buf, why, why_size);
}
