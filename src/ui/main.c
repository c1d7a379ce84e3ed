/* main.c: the game's entry point: opens the window and runs the screens. */
#include "ui.h"

#include <SDL.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "mancala-atlas: cannot start SDL: %s\n", SDL_GetError());
        return 1;
    }
    SDL_Window *win = SDL_CreateWindow("Mancala Atlas", SDL_WINDOWPOS_CENTERED,
                                       SDL_WINDOWPOS_CENTERED, 1280, 800,
                                       SDL_WINDOW_RESIZABLE);
    SDL_Renderer *r = win ? SDL_CreateRenderer(win, -1, 0) : NULL;
    if (!r) {
        fprintf(stderr, "mancala-atlas: cannot open a window: %s\n", SDL_GetError());
        SDL_Quit();
        return 1;
    }
    for (SDL_Event e;;) {
        SDL_SetRenderDrawColor(r, 92, 58, 33, 255);
        SDL_RenderClear(r);
        SDL_RenderPresent(r);
        if (SDL_WaitEvent(&e) && (e.type == SDL_QUIT ||
            (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_ESCAPE))) {
            break;
        }
    }
    SDL_DestroyRenderer(r);
    SDL_DestroyWindow(win);
    SDL_Quit();
    return 0;
}
