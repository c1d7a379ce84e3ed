/* hidden.c: characters a player cannot see but that steer text (controls, bidirectional formatting): found, and shown neutralised. */
#include "safeio.h"

#include <stdio.h>
#include <string.h>

bool safeio_char_hidden(unsigned code)
{
    return code < 0x20 || (code >= 0x7f && code <= 0x9f) ||
           code == 0x061c || code == 0x200e || code == 0x200f ||
           (code >= 0x2028 && code <= 0x202e) ||
           (code >= 0x2066 && code <= 0x2069) || code == 0xfeff;
}

bool safeio_neutralise(char *out, size_t size, const char *in)
{
    static const char mark[] = "\xef\xbf\xbd"; /* U+FFFD */
    const unsigned char *p = (const unsigned char *)in;
    size_t len = strlen(in), n = 0;
    bool changed = false;
    if (size == 0) {
        return len > 0;
    }
    while (*p) {
        unsigned code = 0;
        size_t k = safeio_utf8_decode(p, len, &code);
        bool hide = k == 0 || safeio_char_hidden(code);
        const char *put = hide ? mark : (const char *)p;
        size_t put_len = hide ? sizeof mark - 1 : k;
        if (n + put_len >= size) {
            changed = true; /* cut */
            break;
        }
        memcpy(out + n, put, put_len);
        n += put_len;
        changed |= hide;
        k = k ? k : 1;
        p += k;
        len -= k;
    }
    out[n] = '\0';
    return changed;
}
