/* ui.h: the front end's public entry points. */
#ifndef UI_H
#define UI_H

const char *ui_version(void);

#endif
