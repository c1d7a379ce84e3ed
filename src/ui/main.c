/* main.c: the game's entry point: everything else lives in the front-end library. */
#include "ui.h"

int main(int argc, char **argv)
{
    return ui_main(argc, argv);
}
