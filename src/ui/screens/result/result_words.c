/* result/result_words.c: what the result says: what ended the game, the match's points and why, the headline, and its lines drawn under the score. */
#include "screens/result/result_screen.h"

#include "board/ai_play.h"
#include "board/anim.h"
#include "board/board.h"
#include "board/who.h"
#include "board/look.h"
#include "kit/draw.h"
#include "kit/rect.h"
#include "kit/screen.h"
#include "kit/settings.h"
#include "kit/sound.h"
#include "kit/text.h"
#include "kit/ui_i18n.h"
#include "kit/widgets.h"
#include "screens/cheer.h"
#include "screens/path.h"
#include "screens/record/record_ui.h"
#include "screens/rooms.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <stdio.h>
#include <string.h>

bool result_match_goes_on(const ResultState *s)
{
    return s->match.target > 1 && s->match.points[0] < s->match.target &&
           s->match.points[1] < s->match.target;
}

bool result_is_match(const ResultState *s)
{
    return s->match.target > 1;
}

/* The end of a player stuck though they have seeds (issue 58: "Đức could
 * not move" while Đức visibly had 2): the other row empty and nothing
 * feeds it (RULES_END_NO_FEED), or every move a grand slam. `side` is
 * stuck; the person, when one of them, is "you" in their own words. */
static void stuck_with_seeds(const UiWho *w, int side, int reason,
                             const char *ref, char *buf, size_t size)
{
    const char *stuck = w->names[side], *other = w->names[1 - side];
    bool feed = reason == RULES_END_NO_FEED;
    if (side == w->you) {
        snprintf(buf, size,
                 feed ? _("%s's row is empty and you cannot give it any "
                          "seeds, so the game ends: each player takes the "
                          "seeds on their own side%s.")
                      : _("Every move you could make would take all of "
                          "%s's seeds, which is not allowed, so the game "
                          "ends: each player takes the seeds on their own "
                          "side%s."),
                 other, ref);
    } else if (1 - side == w->you) {
        snprintf(buf, size,
                 feed ? _("Your row is empty and %s cannot give it any "
                          "seeds, so the game ends: each player takes the "
                          "seeds on their own side%s.")
                      : _("Every move %s could make would take all your "
                          "seeds, which is not allowed, so the game ends: "
                          "each player takes the seeds on their own "
                          "side%s."),
                 stuck, ref);
    } else if (feed) {
        snprintf(buf, size,
                 _("%s's row is empty and %s cannot give it any seeds, so "
                   "the game ends: each player takes the seeds on their "
                   "own side%s."),
                 other, stuck, ref);
    } else {
        snprintf(buf, size,
                 _("Every move %s could make would take all of %s's "
                   "seeds, which is not allowed, so the game ends: each "
                   "player takes the seeds on their own side%s."),
                 stuck, other, ref);
    }
}

/* What ended the game, in a sentence a new player can read. */
void result_ended_by(const Ui *ui, const ResultState *s, char *buf,
                     size_t size)
{
    const RulesPosition *p = &s->end;
    UiWho w = ui_who(ui, s->setup.computer);
    int side = p->to_move ? 1 : 0;
    const char *who = w.names[side];
    /* a game without an end sweep leaves its seeds on the board */
    bool unswept =
        rules_game_info((RulesGameId)p->game)->sweep == RULES_SWEEP_NONE;
    int left = 0;
    for (int i = 0; i < p->hole_count; i++) {
        left += p->holes[i];
    }
    char ref[40];
    ui_rule_ref(ui, p->end_rule, ref, sizeof ref);
    if (p->end_reason == RULES_END_GAME_RULE) {
        const char *own = ui_look((RulesGameId)p->game)->end_text;
        if (own) {
            snprintf(buf, size, _(own), ref);
        } else {
            snprintf(buf, size, _("The game ended: %s%s."),
                     ui_rule_label(p->end_rule), ref);
        }
    } else if (p->end_reason == RULES_END_REPETITION && unswept) {
        snprintf(buf, size,
                 P_("The same position came back, so the game is a draw; "
                    "%d seed stays on the board%s.",
                    "The same position came back, so the game is a draw; "
                    "%d seeds stay on the board%s.",
                    (size_t)left),
                 left, ref);
    } else if (p->end_reason == RULES_END_REPETITION) {
        snprintf(buf, size, _("The same position came up a third time, so "
                              "each player took the seeds on their own "
                              "side%s."),
                 ref);
    } else if (p->end_reason == RULES_END_NO_FEED ||
               p->end_reason == RULES_END_GRAND_SLAMS) {
        stuck_with_seeds(&w, side, p->end_reason, ref, buf, size);
    } else if (unswept) {
        /* the subject is "You" or a player's name; the count agrees
         * (it read "You could not move and lose": issue 51) */
        const char *fmt =
            side == w.you
                ? P_("%s could not move, so you lost; %d seed stays on "
                     "the board%s.",
                     "%s could not move, so you lost; %d seeds stay on "
                     "the board%s.",
                     (size_t)left)
                : P_("%s could not move and lost; %d seed stays on the "
                     "board%s.",
                     "%s could not move and lost; %d seeds stay on the "
                     "board%s.",
                     (size_t)left);
        snprintf(buf, size, fmt, who, left, ref);
    } else {
        snprintf(buf, size, _("%s could not move, so each player took the "
                              "seeds on their own side%s."),
                 who, ref);
    }
}

/* Why the game scored its match points, in the rule's plain words:
 * "Won with 27 of the 36 seeds, three quarters or more: 2 match points". */
void result_points_line(const Ui *ui, const ResultState *s, char *buf,
                        size_t size)
{
    const RulesPosition *p = &s->end;
    const RulesGameInfo *info = rules_game_info((RulesGameId)p->game);
    int pts = rules_match_points(p);
    char ref[40];
    ui_rule_ref(ui, info->points_rule, ref, sizeof ref);
    const char *fmt = pts >= 0 && pts < 3
                          ? ui_look((RulesGameId)p->game)->points_text[pts]
                          : NULL;
    int all = p->captured[0] + p->captured[1];
    for (int i = 0; i < p->hole_count; i++) {
        all += p->holes[i];
    }
    int w = p->winner == RULES_WINNER_NORTH ? 1 : 0;
    if (!fmt) {
        snprintf(buf, size, _("Match points for this game: %d%s"), pts, ref);
    } else if (pts == 0) {
        snprintf(buf, size, _(fmt), ref);
    } else {
        snprintf(buf, size, _(fmt), p->captured[w], all, ref);
    }
}

bool result_hints_line(const Ui *ui, const ResultState *s, char *buf,
                       size_t size, bool *praise)
{
    UiWho who = ui_who(ui, s->setup.computer);
    const int *n = s->match.hints;
    buf[0] = '\0';
    *praise = false;
    if (who.you < 0) {
        if (s->setup.computer || n[0] + n[1] == 0) {
            return false;
        }
        /* TRANSLATORS: two people played; each one's name and the hints
         * they were shown: "Hints: Lan 2 · Minh 0" */
        snprintf(buf, size, _("Hints: %s %d · %s %d"), who.names[0], n[0],
                 who.names[1], n[1]);
        return true;
    }
    int mine = n[who.you];
    bool won = s->end.winner == (who.you == RULES_SOUTH ? RULES_WINNER_SOUTH
                                                        : RULES_WINNER_NORTH);
    if (won && mine == 0) {
        *praise = true;
        snprintf(buf, size, "%s", _("Won without a single hint!"));
    } else if (won && s->hinted_step >= 0) {
        /* TRANSLATORS: a game won against the computer with hints; the
         * step of the player's path it did not tick ("Beat Club, no hints") */
        snprintf(buf, size,
                 P_("%d hint used, so this win does not tick “%s”",
                    "%d hints used, so this win does not tick “%s”",
                    (size_t)mine),
                 mine, ui_path_step_words(s->hinted_step));
    } else if (mine > 0) {
        snprintf(buf, size, P_("%d hint used", "%d hints used", (size_t)mine),
                 mine);
    }
    return buf[0] != '\0';
}

/* The lines under the score: the game's note, what ended the game, its
 * match points and match. Draws them from y when `draw`; returns their height. */
float result_lines(Ui *ui, const ResultState *s, float x, float y, float w,
                   bool draw)
{
    const RulesPosition *p = &s->end;
    UiWho who = ui_who(ui, s->setup.computer);
    const char *const *names = who.names;
    int px = ui_px(ui, 19);
    float y0 = y, gap = (float)px * 0.35f;
    char line[400], ref[40];
    bool decided = p->winner == RULES_WINNER_SOUTH ||
                   p->winner == RULES_WINNER_NORTH;
    const RulesGameInfo *info = rules_game_info((RulesGameId)p->game);
    const UiLook *look = ui_look((RulesGameId)p->game);
    RulesRule note = rules_result_note(p);
    if (decided && note != RULES_RULE_NONE && look->note_text) {
        snprintf(line, sizeof line, "%s%s", _(look->note_text),
                 ui_rule_ref(ui, note, ref, sizeof ref));
        y += (float)ui_text_wrap(ui, UI_BOLD, px, UI_RGB(150, 60, 30), x, y,
                                 w, draw, line) + gap;
    }
    result_ended_by(ui, s, line, sizeof line);
    y += (float)ui_text_wrap(ui, UI_SANS, px, UI_RGB(90, 58, 32), x, y, w,
                             draw, line) + gap;
    bool praise;
    if (result_hints_line(ui, s, line, sizeof line, &praise)) {
        y += (float)ui_text_wrap(ui, UI_BOLD, px,
                                 praise ? UI_RGB(40, 110, 50)
                                        : UI_RGB(90, 58, 32),
                                 x, y, w, draw, line) + gap;
    }
    /* (a single game's points count towards nothing) */
    if (info->points && result_is_match(s)) {
        result_points_line(ui, s, line, sizeof line);
        y += (float)ui_text_wrap(ui, UI_BOLD, px, ui_ink, x, y, w, draw,
                                 line) + gap;
    }
    if (result_is_match(s)) {
        snprintf(line, sizeof line, _("Match to %d: %s %d – %d %s"),
                 s->match.target, names[0], s->match.points[0],
                 s->match.points[1], names[1]);
        if (!result_match_goes_on(s)) {
            int mw = s->match.points[0] >= s->match.target ? 0 : 1;
            size_t n = strlen(line);
            snprintf(line + n, sizeof line - n, " · ");
            n = strlen(line);
            snprintf(line + n, sizeof line - n,
                     ui_who_fmt(&who, mw, N_("%s wins the match"),
                                N_("%s win the match")),
                     names[mw]);
        }
        y += (float)ui_text_wrap(ui, UI_BOLD, px, UI_RGB(120, 64, 24), x, y,
                                 w, draw, line) + gap;
    }
    return y - y0;
}

/* The result, large: "You won", "The computer won", "Ada wins", "Draw". */
void result_headline(const Ui *ui, const ResultState *s, char *buf,
                     size_t size)
{
    UiWho who = ui_who(ui, s->setup.computer);
    int w = s->end.winner == RULES_WINNER_SOUTH ? 0 : 1;
    if (s->end.winner != RULES_WINNER_SOUTH &&
        s->end.winner != RULES_WINNER_NORTH) {
        snprintf(buf, size, "%s", _("Draw"));
    } else if (who.you >= 0) {
        snprintf(buf, size, "%s",
                 w == who.you ? _("You won") : _("The computer won"));
    } else {
        snprintf(buf, size, _("%s wins"), who.names[w]);
    }
}
