/* ui_i18n.h: the _() marker for UI strings; becomes a translation once the content layer lands. */
#ifndef UI_I18N_H
#define UI_I18N_H

#ifndef _
#define _(s) (s)
#endif

#endif
