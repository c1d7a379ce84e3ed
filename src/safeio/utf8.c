/* utf8.c: UTF-8 read character by character, checked, cut on a character boundary, and escaped to be shown. */
#define _POSIX_C_SOURCE 200809L /* strnlen */

#include "safeio.h"

#include <stdio.h>
#include <string.h>

size_t safeio_utf8_decode(const unsigned char *p, size_t len, unsigned *code)
{
    unsigned c = p[0];
    size_t need;
    unsigned min;
    if (c < 0x80) {
        if (code) {
            *code = c;
        }
        return 1;
    } else if (c >= 0xc2 && c <= 0xdf) {
        need = 1;
        min = 0x80;
    } else if (c >= 0xe0 && c <= 0xef) {
        need = 2;
        min = 0x800;
    } else if (c >= 0xf0 && c <= 0xf4) {
        need = 3;
        min = 0x10000;
    } else {
        return 0;
    }
    if (len <= need) {
        return 0;
    }
    unsigned cp = c & (0x3fu >> need);
    for (size_t k = 1; k <= need; k++) {
        unsigned b = p[k];
        if ((b & 0xc0) != 0x80) {
            return 0;
        }
        cp = (cp << 6) | (b & 0x3f);
    }
    /* Overlong forms, surrogates and code points past U+10FFFF are not
     * text that anyone typed. */
    if (cp < min || (cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff) {
        return 0;
    }
    if (code) {
        *code = cp;
    }
    return need + 1;
}

size_t safeio_utf8_char(const unsigned char *p, size_t len)
{
    return safeio_utf8_decode(p, len, NULL);
}

size_t safeio_utf8_valid(const unsigned char *p, size_t len)
{
    size_t i = 0, n;
    while (i < len && (n = safeio_utf8_char(p + i, len - i)) > 0) {
        i += n;
    }
    return i;
}

size_t safeio_utf8_fit(const char *s, size_t max)
{
    size_t n = strnlen(s, max + 1);
    if (n <= max) {
        return n;
    }
    /* back to the first byte of the character that does not fit */
    while (max > 0 && ((unsigned char)s[max] & 0xc0) == 0x80) {
        max--;
    }
    return max;
}

void safeio_escape(char *out, size_t size, const char *in)
{
    if (size == 0) {
        return;
    }
    const unsigned char *p = (const unsigned char *)(in ? in : "");
    size_t len = strlen((const char *)p), i = 0, n = 0;
    while (i < len) {
        char piece[8];
        size_t k = 1;
        if (p[i] >= 0x80) {
            /* one whole character, when it is valid and not a C1 control
             * (U+0080..U+009F, which some terminals obey) */
            k = safeio_utf8_char(p + i, len - i);
            if (k == 0 || (p[i] == 0xc2 && p[i + 1] < 0xa0)) {
                k = 1;
            }
        }
        if (k == 1 && (p[i] < 0x20 || p[i] >= 0x7f)) {
            snprintf(piece, sizeof piece, "\\x%02X", p[i]);
        } else {
            memcpy(piece, p + i, k);
            piece[k] = '\0';
        }
        size_t pl = strlen(piece);
        if (n + pl >= size) {
            break;
        }
        memcpy(out + n, piece, pl);
        n += pl;
        i += k;
    }
    out[n] = '\0';
}
