/* wrap.c: text wrapped to a width, at spaces (ui_text_wrap). */
#include "kit/draw.h"
#include "kit/screen.h"
#include "kit/text.h"

#include <string.h>

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
