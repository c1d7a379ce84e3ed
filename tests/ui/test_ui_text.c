/* test_ui_text.c: the one helper that cuts text to a width with "…", and the text field's select-all and cuts. */
#include "check.h"
#include "ui_helpers.h"
#include "content.h"
#include "safeio.h"

#include <stdlib.h>
#include <string.h>

static const char ellipsis[] = "\xE2\x80\xA6";

static int width_of(Ui *ui, const char *s)
{
    int w, h;
    ui_text_size(ui, UI_BOLD, 20, s, &w, &h);
    return w;
}

/* Text that fits comes back as it is; longer text is a prefix of it, cut
 * between UTF-8 characters, followed by "…", and fits. */
TEST(text_wider_than_its_room_is_cut_with_an_ellipsis_that_fits)
{
    Ui *ui = ut_headless_ui(640, 400, 1.0f);
    CHECK(ui != NULL);
    if (!ui) {
        return;
    }
    char buf[512];
    const char *short_text = "Amara";
    CHECK(ui_ellipsis(ui, UI_BOLD, 20, 400, short_text, buf, sizeof buf) ==
          short_text);
    /* Vietnamese: many characters of two and three bytes */
    const char *texts[] = {
        "Ayoayo – Amara vs Computer – 2 Dec 14:05, the long evening game",
        "Ván Ayoayo – Amara với Máy tính – 2 thg 12 14:05 rất dài"};
    for (int t = 0; t < 2; t++) {
        const char *s = texts[t];
        int full = width_of(ui, s);
        for (int room = full - 1; room > full / 4; room -= 7) {
            const char *out = ui_ellipsis(ui, UI_BOLD, 20, (float)room, s,
                                          buf, sizeof buf);
            size_t n = strlen(out);
            CHECK(out == buf);
            CHECK(n > 3 && strcmp(out + n - 3, ellipsis) == 0);
            CHECK(strncmp(out, s, n - 3) == 0);
            CHECK(safeio_utf8_valid((const unsigned char *)out, n) == n);
            CHECK(width_of(ui, out) <= room);
            /* one more character would not have fitted */
            size_t k = n - 3;
            if (s[k]) {
                char more[512];
                size_t m = k + 1;
                while (((unsigned char)s[m] & 0xC0) == 0x80) {
                    m++;
                }
                snprintf(more, sizeof more, "%.*s%s", (int)m, s, ellipsis);
                CHECK(width_of(ui, more) > room);
            }
        }
    }
    ut_free_ui(ui);
}

static SDL_Event text_event(const char *t)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_TEXTINPUT;
    snprintf(e.text.text, sizeof e.text.text, "%s", t);
    return e;
}

static SDL_Event key_event(SDL_Keycode k, Uint16 mod)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = k;
    e.key.keysym.mod = mod;
    return e;
}

/* A field starts selected, so typing replaces its text; Ctrl+A selects
 * again; Backspace takes a whole character; the limit holds. */
TEST(a_text_field_starts_selected_and_typing_replaces_it)
{
    UiField f;
    ui_field_start(&f, "South", UI_NAME_INPUT_MAX);
    CHECK(f.all);
    SDL_Event e = text_event("Amara");
    CHECK_INT(ui_field_input(&f, &e), UI_FIELD_TYPED);
    CHECK_STR(f.text, "Amara");
    e = text_event("\xC3\xA1");
    ui_field_input(&f, &e);
    CHECK_STR(f.text, "Amara\xC3\xA1");
    e = key_event(SDLK_BACKSPACE, 0);
    ui_field_input(&f, &e);
    CHECK_STR(f.text, "Amara");
    e = key_event(SDLK_a, KMOD_LCTRL);
    CHECK_INT(ui_field_input(&f, &e), UI_FIELD_TYPED);
    CHECK(f.all);
    e = key_event(SDLK_BACKSPACE, 0);
    ui_field_input(&f, &e);
    CHECK_STR(f.text, "");
    for (int i = 0; i < 40; i++) {
        e = text_event("x");
        ui_field_input(&f, &e);
    }
    CHECK_INT((int)strlen(f.text), UI_NAME_INPUT_MAX - 1);
    e = key_event(SDLK_RETURN, 0);
    CHECK_INT(ui_field_input(&f, &e), UI_FIELD_KEEP);
    e = key_event(SDLK_ESCAPE, 0);
    CHECK_INT(ui_field_input(&f, &e), UI_FIELD_CANCEL);
    SDL_StopTextInput();
}

/* A name longer than the field is cut between characters: "a" and 13
 * two-byte "Đ" (27 bytes) in a field of fewer than 25 bytes keeps "a" and
 * 11 of them (23 bytes), not half of the 12th; Backspace takes a
 * three-byte character whole. */
TEST(a_text_field_cuts_a_long_name_between_characters)
{
    char name[64] = "a";
    for (int i = 0; i < 13; i++) {
        strcat(name, "\xC4\x90");
    }
    UiField f;
    ui_field_start(&f, name, UI_NAME_INPUT_MAX);
    CHECK_INT((int)strlen(f.text), 23);
    CHECK(strncmp(f.text, name, 23) == 0);
    CHECK_INT((int)safeio_utf8_valid((const unsigned char *)f.text, 23), 23);
    SDL_Event e = text_event("\xE1\xBA\xA1");
    ui_field_input(&f, &e);
    CHECK_STR(f.text, "\xE1\xBA\xA1");
    e = text_event("b");
    ui_field_input(&f, &e);
    e = text_event("\xE1\xBB\xB9");
    ui_field_input(&f, &e);
    e = key_event(SDLK_BACKSPACE, 0);
    ui_field_input(&f, &e);
    CHECK_STR(f.text, "\xE1\xBA\xA1" "b");
    SDL_StopTextInput();
}

/* The widest run of columns without ink between the first and the last
 * inked column of the surface's top 60 rows (white text on black). */
static int widest_gap(const Ui *ui)
{
    SDL_Surface *sf = ui->surface;
    int first = -1, last = -1, best = 0, run = 0;
    for (int x = 0; x < sf->w; x++) {
        bool ink = false;
        for (int y = 0; y < 60 && !ink; y++) {
            uint32_t px = ((const uint32_t *)((const uint8_t *)sf->pixels +
                                              y * sf->pitch))[x];
            ink = (px & 0xFFu) > 100;
        }
        if (ink) {
            first = first < 0 ? x : first;
            if (last >= 0 && run > best) {
                best = run;
            }
            last = x;
            run = 0;
        } else if (first >= 0) {
            run++;
        }
    }
    return best;
}

static int gap_of(Ui *ui, const char *text, const ContentSpan *spans,
                  size_t n)
{
    SDL_SetRenderDrawColor(ui->ren, 0, 0, 0, 255);
    SDL_RenderClear(ui->ren);
    ui_text_wrap_spans(ui, UI_SANS, UI_BOLD, 20, UI_RGB(255, 255, 255), 4, 4,
                       600, true, text, spans, n);
    return widest_gap(ui);
}

/* The space before and after a bold stretch is one space, as wide as in
 * plain text: never lost ("called**ayla**") nor doubled. A long plain run
 * first (measured word by word it drifted from the run as drawn). */
TEST(a_bold_stretch_keeps_one_space_on_each_side)
{
    Ui *ui = ut_headless_ui(640, 80, 1.0f);
    CHECK(ui != NULL);
    if (!ui) {
        return;
    }
    static const char before[] = "The game is in fact widely called ayla";
    static const char after[] = "ayla is what it is widely called";
    ContentSpan bold_last = {sizeof before - 5, 4}, bold_first = {0, 4};
    ContentSpan none_last = {0, 1}; /* "T" bold: plain around "called" */
    ContentSpan none_first = {sizeof after - 2, 1}; /* "d" bold */
    /* the gap around "ayla" beside "called", bold and not */
    int plain_b = gap_of(ui, before, &none_last, 1);
    int bold_b = gap_of(ui, before, &bold_last, 1);
    int plain_a = gap_of(ui, after, &none_first, 1);
    int bold_a = gap_of(ui, after, &bold_first, 1);
    int space = width_of(ui, " ");
    CHECK(plain_b > 0 && plain_a > 0);
    if (abs(bold_b - plain_b) > 2 || abs(bold_a - plain_a) > 2) {
        CHECK_FAIL_AT("gaps: before bold %d (plain %d), after bold %d "
                      "(plain %d), a space %d",
                      bold_b, plain_b, bold_a, plain_a, space);
    }
    ut_free_ui(ui);
}

/* A name with hidden characters (U+202E would show it reversed elsewhere)
 * is drawn and measured with each shown as U+FFFD. */
TEST(hidden_characters_are_drawn_neutralised)
{
    Ui *ui = ut_headless_ui(640, 400, 1.0f);
    CHECK(ui != NULL);
    if (!ui) {
        return;
    }
    const char *name = "Amara\xe2\x80\xae Kofi\x1b";
    char *shown = ui_text_neutral(name);
    CHECK(shown != NULL);
    if (shown) {
        CHECK_STR(shown, "Amara\xef\xbf\xbd Kofi\xef\xbf\xbd");
        CHECK_INT(width_of(ui, name), width_of(ui, shown));
        free(shown);
    }
    CHECK(width_of(ui, name) > width_of(ui, "Amara Kofi"));
    CHECK(ui_text_neutral("Amara \xe2\x80\x93 Tr\xc3\xb2") == NULL);
    ut_free_ui(ui);
}

int main(void)
{
    if (TTF_Init() != 0) {
        fprintf(stderr, "TTF_Init: %s\n", TTF_GetError());
        return 1;
    }
    RUN(text_wider_than_its_room_is_cut_with_an_ellipsis_that_fits);
    RUN(a_text_field_starts_selected_and_typing_replaces_it);
    RUN(a_text_field_cuts_a_long_name_between_characters);
    RUN(a_bold_stretch_keeps_one_space_on_each_side);
    RUN(hidden_characters_are_drawn_neutralised);
    TTF_Quit();
    return check_summary();
}
