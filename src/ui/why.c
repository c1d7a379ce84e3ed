/* why.c: the rules core's reason a move is not legal, said in the player's language. */
#include "ui.h"
#include "ui_i18n.h"

#include <stdio.h>
#include <string.h>

/* The capital of the Vietnamese or ASCII lower-case letter at `s` written
 * over it in place (same length in UTF-8), so that a sentence can open a
 * message; SDL_ttf and the C locale know no case mapping of their own. */
static void capitalise(char *s)
{
    unsigned char *u = (unsigned char *)s;
    if (u[0] >= 'a' && u[0] <= 'z') {
        u[0] = (unsigned char)(u[0] - 'a' + 'A');
        return;
    }
    unsigned cp;
    if ((u[0] & 0xE0u) == 0xC0u && (u[1] & 0xC0u) == 0x80u) {
        cp = ((u[0] & 0x1Fu) << 6) | (u[1] & 0x3Fu);
    } else if ((u[0] & 0xF0u) == 0xE0u && (u[1] & 0xC0u) == 0x80u &&
               (u[2] & 0xC0u) == 0x80u) {
        cp = ((u[0] & 0x0Fu) << 12) | ((u[1] & 0x3Fu) << 6) | (u[2] & 0x3Fu);
    } else {
        return;
    }
    unsigned up = cp;
    if (cp >= 0xE0 && cp <= 0xFE && cp != 0xF7) {
        up = cp - 0x20; /* à..ý -> À..Ý */
    } else if (cp == 0x103 || cp == 0x111 || cp == 0x129 || cp == 0x169 ||
               cp == 0x1A1 || cp == 0x1B0) {
        up = cp == 0x1B0 ? 0x1AF : cp - 1; /* ă đ ĩ ũ ơ ư */
    } else if (cp >= 0x1EA1 && cp <= 0x1EF9 && (cp & 1u)) {
        up = cp - 1; /* ạ..ỹ: capitals are the even code points */
    }
    if (cp < 0x800) {
        u[0] = (unsigned char)(0xC0u | (up >> 6));
        u[1] = (unsigned char)(0x80u | (up & 0x3Fu));
    } else {
        u[0] = (unsigned char)(0xE0u | (up >> 12));
        u[1] = (unsigned char)(0x80u | ((up >> 6) & 0x3Fu));
        u[2] = (unsigned char)(0x80u | (up & 0x3Fu));
    }
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
