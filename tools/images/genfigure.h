/* genfigure.h: drawings of the boards as the histories describe them being made (data/images/figure-*.png). */
#ifndef GENFIGURE_H
#define GENFIGURE_H

/*
 * Draws the figure of `game` ("modiar", "ayoayo", "urim") into `px`
 * (w * h straight RGBA, transparent around the board), out of the board
 * textures, holes and counters of genimages. Returns 0, or -1 for an
 * unknown game or when out of memory.
 */
int genfigure_render(unsigned char *px, int w, int h, const char *game);

#endif
