/* number.c: the one parser of whole numbers typed or read from a file (safeio_parse_long). */
#include "safeio.h"

#include <limits.h>

bool safeio_parse_long(const char *text, long lo, long hi, long *out)
{
    const char *p = text;
    bool minus = *p == '-' && lo < 0;
    p += minus;
    if (*p < '0' || *p > '9') {
        return false; /* a space, a '+', nothing: not a number */
    }
    /* Built downwards, as a negative number: LONG_MIN fits, and a number
     * past the range is caught before it overflows. */
    long v = 0;
    for (; *p >= '0' && *p <= '9'; p++) {
        int d = *p - '0';
        if (v < (LONG_MIN + d) / 10) {
            return false;
        }
        v = v * 10 - d;
    }
    if (*p || (!minus && v == LONG_MIN)) {
        return false; /* anything after the digits, or past LONG_MAX */
    }
    v = minus ? v : -v;
    if (v < lo || v > hi) {
        return false;
    }
    *out = v;
    return true;
}
