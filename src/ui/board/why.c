/* why.c: the rules core's reason a move is not legal, said in the player's language. */
#include "board/board.h"
#include "kit/ui_i18n.h"

#include "safeio.h"

#include <stdio.h>
#include <string.h>

/* The capital of the Vietnamese or ASCII lower-case letter at `s` written
 * over it in place, so that a sentence can open a message; SDL_ttf and the
 * C locale know no case mapping of their own. Each of these capitals is
 * the code point `down` below its small letter, and the small letter's
 * last UTF-8 byte holds at least `down` in its low six bits, so the
 * capital is that byte lowered and the same length. */
static void capitalise(char *s)
{
    unsigned char *u = (unsigned char *)s;
    unsigned cp, down = 0;
    size_t n = *s ? safeio_utf8_decode(u, strlen(s), &cp) : 0;
    if (n == 0) {
        return;
    }
    if (cp >= 'a' && cp <= 'z') {
        down = 'a' - 'A';
    } else if (cp >= 0xE0 && cp <= 0xFE && cp != 0xF7) {
        down = 0x20; /* à..ý -> À..Ý */
    } else if (cp == 0x103 || cp == 0x111 || cp == 0x129 || cp == 0x169 ||
               cp == 0x1A1 || cp == 0x1B0) {
        down = 1; /* ă đ ĩ ũ ơ ư */
    } else if (cp >= 0x1EA1 && cp <= 0x1EF9 && (cp & 1u)) {
        down = 1; /* ạ..ỹ: capitals are the even code points */
    }
    u[n - 1] = (unsigned char)(u[n - 1] - down);
}

int ui_why_text(const RulesWhy *why, const RulesPosition *p, bool capital,
                char *buf, size_t size)
{
    if (size == 0) {
        return 0;
    }
    /* A why filled in by hand (no template) can only be shown as it is. */
    const char *t = why->format ? _(why->format) : why->text;
    size_t o = 0;
    for (const char *s = t; *s && o + 1 < size; s++) {
        if (s[0] == '%' && s[1] == 'd') {
            char name[16];
            if (p && why->hole >= 0 && why->hole < p->hole_count) {
                ui_hole_name((RulesGameId)p->game, p->holes_per_row,
                             why->hole, name, sizeof name);
            } else {
                snprintf(name, sizeof name, "%d",
                         why->hole < 0 ? 0 : why->hole);
            }
            int n = snprintf(buf + o, size - o, "%s", name);
            o += n < 0 ? 0 : (size_t)n;
            o = o < size ? o : size - 1;
            s++;
        } else {
            buf[o++] = *s;
        }
    }
    buf[o] = '\0';
    if (capital) {
        capitalise(buf);
    }
    return (int)o;
}
