/* main.c: the game's entry point: everything else lives in the front-end library. */
#include "app/app.h"
#include "platform.h"

int main(int argc, char **argv)
{
    plat_utf8_args(&argc, &argv);
    return ui_main(argc, argv);
}
