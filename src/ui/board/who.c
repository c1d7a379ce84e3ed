/* who.c: who is who in the screen's sentences: "You" and "Computer" against the computer, the players' names face to face. */
#include "board/who.h"
#include "kit/settings.h"
#include "kit/ui_i18n.h"

#include <string.h>

UiWho ui_who(const Ui *ui, int computer)
{
    UiWho w = {{ui_player_name(ui, 0), ui_player_name(ui, 1)}, -1};
    int south = computer & 1, north = (computer >> 1) & 1;
    if (south != north) {
        w.you = south ? 1 : 0;
        /* TRANSLATORS: the person playing against the computer */
        w.names[w.you] = _("You");
        /* TRANSLATORS: the side the computer plays */
        w.names[1 - w.you] = _("Computer");
    }
    return w;
}

UiWho ui_who_session(const Ui *ui, const Session *sess)
{
    UiWho w = ui_who(ui, (int)session_opponent(sess).sides);
    for (int side = 0; side < 2 && w.you < 0; side++) {
        const char *n = session_player_name(sess, (RulesSide)side);
        /* (the default names stay translated) */
        if (n && *n && strcmp(n, side ? "North" : "South") != 0) {
            w.names[side] = n;
        }
    }
    return w;
}

const char *ui_who_fmt(const UiWho *w, int side, const char *other,
                       const char *you)
{
    return gettext(w && side == w->you ? you : other);
}
