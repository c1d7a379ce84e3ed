/* kit/rect.h: a rectangle in output pixels, whether a point or another rectangle is inside it, and two rectangles' union. */
#ifndef UI_KIT_RECT_H
#define UI_KIT_RECT_H

#include <stdbool.h>

/* A rectangle in output pixels. */
typedef struct UiRect {
    float x, y, w, h;
} UiRect;

bool ui_in_rect(UiRect r, float x, float y);
/* Is rectangle `inner` wholly inside `outer`? */
bool ui_rect_inside(UiRect inner, UiRect outer);
/* The smallest rectangle holding both; an empty one (w or h 0) holds
 * nothing. */
UiRect ui_rect_union(UiRect a, UiRect b);

#endif
