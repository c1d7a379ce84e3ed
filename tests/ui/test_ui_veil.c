/* test_ui_veil.c: drawing under Ui.veil gives the pixels of drawing first and laying the black veil over afterwards (the title draws its moving seeds so). */
#include "check.h"
#include "ui_helpers.h"

#include <SDL_image.h>
#include <stdlib.h>
#include <string.h>

enum { W = 320, H = 200, VEIL = 150 };

static Ui *make_ui(void)
{
    return ut_headless_ui(W, H, 0.25f);
}

/* A backdrop of three colours. */
static void backdrop(Ui *ui)
{
    ui_fill(ui, (UiRect){0, 0, W, H}, UI_RGB(200, 140, 80));
    ui_fill(ui, (UiRect){0, 0, W / 2, H}, UI_RGB(40, 90, 160));
    ui_fill(ui, (UiRect){0, H / 2, W, H / 2}, UI_RGB(250, 250, 240));
}

/* What moves on the title: seeds (pictures), a label (text) and shapes. */
static void things(Ui *ui)
{
    for (int i = 0; i < 12; i++) {
        ui_seed(ui, ui_look(RULES_GAME_URIM), 20.0f + 25.0f * (float)i,
                60.0f + 7.0f * (float)(i % 4), 9.0f, (uint32_t)i);
    }
    ui_text(ui, UI_BOLD, 24, UI_RGB(255, 236, 190), 160, 140,
            UI_CENTER | UI_MIDDLE, "3 in hand");
    ui_disc(ui, 60, 160, 22, UI_RGBA(30, 200, 90, 180));
    ui_round(ui, (UiRect){200, 150, 90, 30}, 8, UI_RGB(120, 64, 24));
}

static void grab(Ui *ui, Uint32 *out)
{
    SDL_RenderPresent(ui->ren);
    SDL_RenderReadPixels(ui->ren, NULL, SDL_PIXELFORMAT_ARGB8888, out,
                         W * 4);
}

TEST(drawing_under_the_veil_equals_veiling_afterwards)
{
    Ui *ui = make_ui();
    CHECK(ui != NULL);
    if (!ui) {
        return;
    }
    static Uint32 after[W * H], under[W * H];
    backdrop(ui);
    things(ui);
    ui_fill(ui, (UiRect){0, 0, W, H}, UI_RGBA(0, 0, 0, VEIL));
    grab(ui, after);
    backdrop(ui);
    ui_fill(ui, (UiRect){0, 0, W, H}, UI_RGBA(0, 0, 0, VEIL));
    ui->veil = VEIL;
    things(ui);
    ui->veil = 0;
    grab(ui, under);
    int worst = 0, seen = 0;
    for (int i = 0; i < W * H; i++) {
        for (int sh = 0; sh < 24; sh += 8) {
            int a = (int)((after[i] >> sh) & 255);
            int b = (int)((under[i] >> sh) & 255);
            worst = abs(a - b) > worst ? abs(a - b) : worst;
        }
        seen += after[i] != 0;
    }
    CHECK(seen > W * H / 2);
    CHECK(worst <= 2); /* rounding of the two ways of scaling */
    /* and the veil is really there: something differs from no veil */
    backdrop(ui);
    things(ui);
    grab(ui, under);
    CHECK(memcmp(after, under, sizeof after) != 0);
    ut_free_ui(ui);
}

int main(void)
{
    if (TTF_Init() != 0) {
        fprintf(stderr, "TTF_Init: %s\n", TTF_GetError());
        return 1;
    }
    IMG_Init(IMG_INIT_PNG);
    RUN(drawing_under_the_veil_equals_veiling_afterwards);
    IMG_Quit();
    TTF_Quit();
    return check_summary();
}
