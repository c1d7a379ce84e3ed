/* ui_i18n.h: the _() marker for UI strings: gettext through the content layer's i18n.h. */
#ifndef UI_I18N_H
#define UI_I18N_H

#include "i18n.h"

#endif
