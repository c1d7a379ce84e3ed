/* A fixture for the layering test: a rules file that includes SDL. */
#include <SDL.h>
