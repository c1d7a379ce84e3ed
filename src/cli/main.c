/* main.c: mancala-cli, the command-line interface to the rules core (CLI.md). */
#include "rules.h"

#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
    if (argc >= 2 && strcmp(argv[1], "list") == 0) {
        for (int g = 0; g < RULES_GAME_COUNT; g++) {
            printf("%s\n", rules_game_name((RulesGameId)g));
        }
        return 0;
    }
    fprintf(stderr, "mancala-cli: usage: mancala-cli list|state|trace|random ...\n");
    return 2;
}
