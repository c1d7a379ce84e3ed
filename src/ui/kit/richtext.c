/* richtext.c: wrapped text: plain (ui_text_wrap, broken at spaces) and with emphasised stretches (the content's "*...*" spans) drawn in the bold face. */
#include "kit/draw.h"
#include "kit/screen.h"
#include "kit/text.h"

#include "content.h"
#include "safeio.h"

#include <stdlib.h>
#include <string.h>

char *ui_text_neutral(const char *s)
{
    /* only these bytes begin a hidden character */
    bool maybe = false;
    for (const unsigned char *p = (const unsigned char *)s; *p && !maybe;
         p++) {
        maybe = *p < 0x20 || *p == 0x7f || *p == 0xc2 || *p == 0xd8 ||
                *p == 0xe2 || *p == 0xef;
    }
    if (!maybe) {
        return NULL;
    }
    size_t size = strlen(s) * 3 + 1; /* a byte may become U+FFFD's three */
    char *out = malloc(size);
    if (!out) {
        ui_fatal(__FILE__, __LINE__, "out of memory");
    }
    if (!safeio_neutralise(out, size, s)) {
        free(out);
        return NULL;
    }
    return out;
}

enum { RUN_MAX = 1024 };

typedef struct Runs {
    Ui *ui;
    UiFace face, em;
    int px;
    UiColor c;
    bool draw;
    char buf[RUN_MAX]; /* the run being gathered: same face, same line */
    size_t n;
    bool run_em;
    float run_x; /* where the run starts, from the left edge */
} Runs;

static bool in_span(const ContentSpan *sp, size_t count, size_t at)
{
    for (size_t i = 0; i < count; i++) {
        if (at >= sp[i].start && at < sp[i].start + sp[i].len) {
            return true;
        }
    }
    return false;
}

static int width_of(Ui *ui, UiFace face, int px, const char *s, size_t len)
{
    char tmp[RUN_MAX];
    if (len >= sizeof tmp) {
        len = sizeof tmp - 1;
    }
    memcpy(tmp, s, len);
    tmp[len] = '\0';
    int w = 0;
    char *neutral = ui_text_neutral(tmp);
    TTF_SizeUTF8(ui_font(ui, face, px), neutral ? neutral : tmp, &w, NULL);
    free(neutral);
    return w;
}

static void flush(Runs *r, float x, float y)
{
    if (r->n > 0 && r->draw) {
        r->buf[r->n] = '\0';
        ui_text(r->ui, r->run_em ? r->em : r->face, r->px, r->c,
                x + r->run_x, y, UI_LEFT, r->buf);
    }
    r->n = 0;
}

/* Adds text to the run (a new one when the face changes); returns where
 * the run now ends, measured as it will be drawn: as one string, so that
 * the next run starts exactly there (the sum of its words' and spaces'
 * widths drifts from that, losing or doubling the space before a bold
 * stretch). */
static float add(Runs *r, bool em, float at_x, const char *s, size_t len,
                 float x, float y)
{
    if (r->n > 0 && em != r->run_em) {
        flush(r, x, y);
    }
    if (r->n == 0) {
        r->run_em = em;
        r->run_x = at_x;
    }
    if (r->n + len >= RUN_MAX) {
        len = RUN_MAX - 1 - r->n;
    }
    memcpy(r->buf + r->n, s, len);
    r->n += len;
    return r->run_x + (float)width_of(r->ui, r->run_em ? r->em : r->face,
                                      r->px, r->buf, r->n);
}

int ui_text_wrap_spans(Ui *ui, UiFace face, UiFace em, int px, UiColor c,
                       float x, float y, float width, bool draw,
                       const char *s, const ContentSpan *spans,
                       size_t span_count)
{
    if (span_count == 0) {
        return ui_text_wrap(ui, face, px, c, x, y, width, draw, s);
    }
    Runs r = {ui, face, em, px, c, draw, {0}, 0, false, 0};
    int line_h = TTF_FontLineSkip(ui_font(ui, face, px));
    int space = width_of(ui, face, px, " ", 1);
    float lx = 0;
    int lines = 0;
    size_t i = 0, total = strlen(s);
    while (i < total) {
        if (s[i] == '\n') {
            flush(&r, x, y + (float)(lines * line_h));
            lines++;
            lx = 0;
            i++;
            continue;
        }
        if (s[i] == ' ') {
            i++;
            continue;
        }
        size_t end = i;
        while (end < total && s[end] != ' ' && s[end] != '\n') {
            end++;
        }
        /* the word's pieces change face where a span starts or ends */
        float ww = 0;
        for (size_t a = i; a < end;) {
            bool e = in_span(spans, span_count, a);
            size_t b = a + 1;
            while (b < end && in_span(spans, span_count, b) == e) {
                b++;
            }
            ww += (float)width_of(ui, e ? em : face, px, s + a, b - a);
            a = b;
        }
        if (lx > 0 && lx + (float)space + ww > width) {
            flush(&r, x, y + (float)(lines * line_h));
            lines++;
            lx = 0;
        }
        float ly = y + (float)(lines * line_h);
        if (lx > 0) {
            /* the space takes the face of the text before it */
            lx = add(&r, r.n > 0 ? r.run_em : false, lx, " ", 1, x, ly);
        }
        for (size_t a = i; a < end;) {
            bool e = in_span(spans, span_count, a);
            size_t b = a + 1;
            while (b < end && in_span(spans, span_count, b) == e) {
                b++;
            }
            lx = add(&r, e, lx, s + a, b - a, x, ly);
            a = b;
        }
        i = end;
    }
    if (r.n > 0 || lx > 0) {
        flush(&r, x, y + (float)(lines * line_h));
        lines++;
    }
    return lines * line_h;
}

/* Greedy word wrap; UTF-8 safe because it breaks at spaces only. */
int ui_text_wrap(Ui *ui, UiFace face, int px, UiColor c, float x, float y,
                 float width, bool draw, const char *s)
{
    TTF_Font *f = ui_font(ui, face, px);
    int line_h = TTF_FontLineSkip(f);
    char line[1024];
    size_t n = 0;
    int lines = 0;
    const char *p = s;
    while (*p) {
        const char *word_end = p;
        while (*word_end && *word_end != ' ' && *word_end != '\n') {
            word_end++;
        }
        char trial[1024];
        size_t wl = (size_t)(word_end - p);
        if (n + wl + 2 >= sizeof trial) {
            wl = sizeof trial - n - 2;
        }
        memcpy(trial, line, n);
        size_t tn = n;
        if (tn > 0) {
            trial[tn++] = ' ';
        }
        memcpy(trial + tn, p, wl);
        tn += wl;
        trial[tn] = '\0';
        int tw = 0;
        ui_text_size(ui, face, px, trial, &tw, NULL);
        if ((float)tw > width && n > 0) {
            line[n] = '\0';
            if (draw) {
                ui_text(ui, face, px, c, x, y + (float)(lines * line_h),
                        UI_LEFT, line);
            }
            lines++;
            memcpy(line, p, wl);
            n = wl;
        } else {
            memcpy(line, trial, tn);
            n = tn;
        }
        p = word_end;
        if (*p == '\n') {
            line[n] = '\0';
            if (draw) {
                ui_text(ui, face, px, c, x, y + (float)(lines * line_h),
                        UI_LEFT, line);
            }
            lines++;
            n = 0;
            p++;
        } else if (*p == ' ') {
            p++;
        }
    }
    if (n > 0) {
        line[n] = '\0';
        if (draw) {
            ui_text(ui, face, px, c, x, y + (float)(lines * line_h), UI_LEFT,
                    line);
        }
        lines++;
    }
    return lines * line_h;
}
