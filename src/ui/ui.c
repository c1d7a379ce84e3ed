/* ui.c: placeholder translation unit of the front-end library, replaced by the screens. */
#include "ui.h"

const char *ui_version(void)
{
    return "0.1.0";
}
