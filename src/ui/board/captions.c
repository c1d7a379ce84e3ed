/* captions.c: the words of a move: each event's caption from its row of anim.c's table, the holes and rules they name, the note on the board and the hover preview. */
#include "board/anim.h"
#include "board/board.h"
#include "board/look.h"
#include "board/who.h"
#include "kit/screen.h"
#include "kit/settings.h"
#include "kit/text.h"
#include "kit/ui_i18n.h"

#include <stdio.h>
#include <string.h>

const char *ui_rule_ref(const Ui *ui, int rule, char *buf, size_t size)
{
    const char *id = rules_rule_id((RulesRule)rule);
    buf[0] = '\0';
    if (ui->settings.rule_refs && *id) {
        snprintf(buf, size, " (%s)", id);
    }
    return buf;
}

/* The rule's plain name, its clause id after it for a teacher. */
static void rule_phrase(const Ui *ui, int rule, char *buf, size_t size)
{
    char ref[40];
    const char *label = ui_rule_label(rule);
    ui_rule_ref(ui, rule, ref, sizeof ref);
    snprintf(buf, size, "%s%s", *label ? label : _("a rule of the game"),
             ref);
}

void ui_hole_list(const Ui *ui, const RulesPosition *p, unsigned mask,
                  char *buf, size_t size)
{
    int n = 0, count = 0;
    for (int i = 0; i < 8; i++) {
        count += (int)((mask >> i) & 1u);
    }
    buf[0] = '\0';
    for (int i = 0; i < 8; i++) {
        if ((mask >> i) & 1) {
            size_t len = strlen(buf);
            const char *sep = n == 0 ? "" : n == count - 1 ? _(" and ") : ", ";
            char name[40];
            snprintf(buf + len, size - len, "%s%s", sep,
                     ui_hole_text(ui, p, i, name, sizeof name));
            n++;
        }
    }
}

void ui_move_notes(const SessionMoveInfo *info, bool laps, char *buf,
                   size_t size)
{
    buf[0] = '\0';
    if (laps && info->laps > 1 && info->captured > 0) {
        snprintf(buf, size, _(" — %d laps, captures %d"), info->laps,
                 info->captured);
    } else if (laps && info->laps > 1) {
        snprintf(buf, size, _(" — %d laps"), info->laps);
    } else if (info->captured > 0) {
        snprintf(buf, size, _(" — captures %d"), info->captured);
    }
}

void ui_move_sentence(const Ui *ui, const RulesPosition *p,
                      const UiWho *w, int side, RulesMove m, unsigned holes,
                      char *buf, size_t size)
{
    const char *who = w->names[side];
    char list[80], hole[40];
    ui_hole_list(ui, p, holes, list, sizeof list);
    bool many = (holes & (holes - 1)) != 0;
    switch (m.kind) {
    case RULES_MOVE_SOW:
        ui_hole_text(ui, p, m.hole, hole, sizeof hole);
        snprintf(buf, size,
                 ui_who_fmt(w, side, N_("%s sows hole %s"),
                            N_("%s sow hole %s")),
                 who, hole);
        break;
    case RULES_MOVE_PASS:
        snprintf(buf, size,
                 ui_who_fmt(w, side, N_("%s passes"), N_("%s pass")), who);
        break;
    case RULES_MOVE_OFFER:
        /* "offers holes N2 and N3" for two (issue 51: "offers hole N2
         * and N3") */
        snprintf(buf, size,
                 many ? ui_who_fmt(w, side, N_("%s offers holes %s"),
                                   N_("%s offer holes %s"))
                      : ui_who_fmt(w, side, N_("%s offers hole %s"),
                                   N_("%s offer hole %s")),
                 who, list);
        break;
    case RULES_MOVE_ACCEPT:
        snprintf(buf, size,
                 many ? ui_who_fmt(w, side, N_("%s accepts holes %s"),
                                   N_("%s accept holes %s"))
                      : ui_who_fmt(w, side, N_("%s accepts hole %s"),
                                   N_("%s accept hole %s")),
                 who, list);
        break;
    default:
        snprintf(buf, size,
                 ui_who_fmt(w, side, N_("%s declines the trade"),
                            N_("%s decline the trade")),
                 who);
        break;
    }
}

/* The run of events of one kind around ev[i] (captures of one move are
 * captioned together), as [*from, *to]. */
static void run_of(const RulesEvent *ev, size_t len, size_t i, size_t *from,
                   size_t *to)
{
    *from = *to = i;
    while (*from > 0 && ev[*from - 1].kind == ev[i].kind) {
        (*from)--;
    }
    while (*to + 1 < len && ev[*to + 1].kind == ev[i].kind) {
        (*to)++;
    }
}

/* The counts of a run ("3, 2 and 4") and its rules, each named once. */
static int run_words(const Ui *ui, const RulesEvent *ev, size_t s, size_t t,
                     char *counts, size_t counts_size, char *rules,
                     size_t rules_size)
{
    int total = 0;
    counts[0] = rules[0] = '\0';
    for (size_t k = s; k <= t; k++) {
        size_t l = strlen(counts);
        const char *sep = k == s ? "" : k == t ? _(" and ") : ", ";
        snprintf(counts + l, counts_size - l, "%s%d", sep, ev[k].count);
        total += ev[k].count;
        bool seen = false;
        for (size_t m = s; m < k; m++) {
            seen = seen || ev[m].rule == ev[k].rule;
        }
        if (!seen && ev[k].rule != RULES_RULE_NONE) {
            char one[120];
            rule_phrase(ui, ev[k].rule, one, sizeof one);
            l = strlen(rules);
            snprintf(rules + l, rules_size - l, "%s%s", l ? "; " : "", one);
        }
    }
    return total;
}

/* Why a run was captured, as the review says it ("because the last seed
 * makes 2 or 4 …", each rule once, with its clause id for a teacher);
 * empty when no rule of the run has such words. */
static void run_why(const Ui *ui, const RulesEvent *ev, size_t s, size_t t,
                    char *why, size_t why_size)
{
    why[0] = '\0';
    for (size_t k = s; k <= t; k++) {
        bool seen = false;
        for (size_t m = s; m < k; m++) {
            seen = seen || ev[m].rule == ev[k].rule;
        }
        char because[200], ref[40];
        /* (AYO-5 and BAO-5 name the seeds across: this event's count) */
        if (!seen && ui_rule_because(ev[k].rule, ev[k].count, because,
                                     sizeof because)) {
            size_t l = strlen(why);
            snprintf(why + l, why_size - l, "%s%s%s", l ? _(" and ") : "",
                     because, ui_rule_ref(ui, ev[k].rule, ref, sizeof ref));
        }
    }
}

static bool caption_uses(const UiEventLook *look, UiCaptionArg arg)
{
    bool uses = false;
    for (int c = 0; c < UI_EVENT_CAPTIONS; c++) {
        for (int k = 0; k < UI_CAPTION_ARGS; k++) {
            uses = uses || look->caption[c].args[k] == arg;
        }
    }
    return uses;
}

/* Fills each "%s" or "%d" of `template` with the next of `args`, and a
 * numbered one ("%2$s", a translation's: "giờ ô %2$s có %3$d hạt" names
 * the hole twice, issue 58) with that one. */
static void fill(char *buf, size_t size, const char *template,
                 const char *const *args, int n)
{
    size_t at = 0;
    int k = 0;
    for (const char *c = template; *c && at + 1 < size; c++) {
        const char *put = NULL;
        if (c[0] == '%' && (c[1] == 's' || c[1] == 'd') && k < n) {
            put = args[k++];
            c++;
        } else if (c[0] == '%' && c[1] >= '1' && c[1] - '1' < n &&
                   c[2] == '$' && (c[3] == 's' || c[3] == 'd')) {
            put = args[c[1] - '1'];
            c += 3;
        } else if (c[0] == '%' && c[1] == '%') {
            c++;
        }
        size_t len = put ? strlen(put) : 1;
        len = len < size - 1 - at ? len : size - 1 - at;
        memcpy(buf + at, put ? put : c, len);
        at += len;
    }
    buf[at] = '\0';
}

/* Why the game ends, in short words for the end's captions, from the
 * trace's end event from event i on (else event i's rule, the end's): the
 * plain reason where the rule's name alone would mislead (issue 58: "Game
 * over: North takes the last 1 from B3 — no legal move left" while North
 * had seeds to sow), else the rule's name; its clause id for a teacher. */
static void end_why(const Ui *ui, const RulesEvent *ev, size_t len,
                    size_t i, char *buf, size_t size)
{
    size_t k = i;
    while (k < len && ev[k].kind != RULES_EV_END) {
        k++;
    }
    const RulesEvent *e = k < len ? &ev[k] : &ev[i];
    int reason = k < len ? e->count : RULES_END_NONE;
    const char *why = reason == RULES_END_NO_FEED
                          ? _("the other row is empty and no seed can "
                              "reach it")
                      : reason == RULES_END_GRAND_SLAMS
                          ? _("every move left would take a whole row, "
                              "which is not allowed")
                      : reason == RULES_END_NO_MOVES
                          ? _("no move is left")
                          : ui_rule_label(e->rule);
    char ref[40];
    snprintf(buf, size, "%s%s", *why ? why : _("a rule of the game"),
             ui_rule_ref(ui, e->rule, ref, sizeof ref));
}

void ui_caption_for(const Ui *ui, const RulesPosition *p,
                    const RulesEvent *ev, size_t len, size_t i,
                    const UiWho *w, char *buf, size_t size)
{
    buf[0] = '\0';
    if (i >= len) {
        return;
    }
    const RulesEvent *e = &ev[i];
    const UiEventLook *look = ui_event_look(e->kind);
    char words[UI_ARG_COUNT_OF][240];
    bool have[UI_ARG_COUNT_OF];
    for (int a = 0; a < UI_ARG_COUNT_OF; a++) {
        have[a] = true;
        words[a][0] = '\0';
    }
    if (caption_uses(look, UI_ARG_COUNTS)) {
        size_t s, t;
        run_of(ev, len, i, &s, &t);
        int total = run_words(ui, ev, s, t, words[UI_ARG_COUNTS], 80,
                              words[UI_ARG_RULES], sizeof words[0]);
        snprintf(words[UI_ARG_TOTAL], sizeof words[0], "%d", total);
        have[UI_ARG_TOTAL] = t > s;
        snprintf(words[UI_ARG_SEEDS], sizeof words[0],
                 P_("%d seed", "%d seeds", (size_t)total), total);
        run_why(ui, ev, s, t, words[UI_ARG_BECAUSE], sizeof words[0]);
        have[UI_ARG_BECAUSE] = words[UI_ARG_BECAUSE][0] != '\0';
    }
    int side = e->side < 2 ? e->side : 0;
    snprintf(words[UI_ARG_WHO], sizeof words[0], "%s", w->names[side]);
    snprintf(words[UI_ARG_COUNT], sizeof words[0], "%d", e->count);
    snprintf(words[UI_ARG_LAP], sizeof words[0], "%d", e->lap);
    /* a lap is named only in a move that has more than one (a relay):
     * Goré's or Modiar's sowing has no "lap 1" */
    have[UI_ARG_LAP] = false;
    for (size_t k = 0; k < len && !have[UI_ARG_LAP]; k++) {
        have[UI_ARG_LAP] = ev[k].kind == RULES_EV_RELAY;
    }
    ui_hole_text(ui, p, e->hole, words[UI_ARG_HOLE], 40);
    if (caption_uses(look, UI_ARG_HOLES) ||
        caption_uses(look, UI_ARG_ONE_HOLE)) {
        ui_hole_list(ui, p, e->extra, words[UI_ARG_HOLES], 120);
        snprintf(words[UI_ARG_ONE_HOLE], sizeof words[0], "%s",
                 words[UI_ARG_HOLES]);
        /* one hole or several: "offers hole N2", "offers holes N2 and
         * N3" (issue 52: "You offer hole S2 and S3") */
        have[UI_ARG_ONE_HOLE] = e->extra && !(e->extra & (e->extra - 1));
    }
    rule_phrase(ui, e->rule, words[UI_ARG_RULE], 120);
    ui_rule_ref(ui, e->rule, words[UI_ARG_REF], 40);
    if (caption_uses(look, UI_ARG_END_WHY)) {
        end_why(ui, ev, len, i, words[UI_ARG_END_WHY], sizeof words[0]);
    }
    if (e->kind == RULES_EV_SKIP) {
        /* why this hole, from the trace (extra: what a full hole holds,
         * 0 for the start hole): issue 58, Urim's one sentence said
         * both */
        char why[100];
        snprintf(why, sizeof why,
                 e->extra ? _("it already holds %d")
                          : _("the hole its seeds were lifted from"),
                 (int)e->extra);
        /* (the reference was written into 40 bytes above) */
        snprintf(words[UI_ARG_RULE], 120, "%.79s%.39s", why,
                 words[UI_ARG_REF]);
    }
    have[UI_ARG_WINNER] = e->extra == RULES_WINNER_SOUTH ||
                          e->extra == RULES_WINNER_NORTH;
    int won = e->extra == RULES_WINNER_NORTH;
    snprintf(words[UI_ARG_WINNER], sizeof words[0], "%s", w->names[won]);
    for (int c = 0; c < UI_EVENT_CAPTIONS && look->caption[c].text; c++) {
        const char *args[UI_CAPTION_ARGS];
        int n = 0;
        bool all = true;
        for (; n < UI_CAPTION_ARGS && look->caption[c].args[n]; n++) {
            args[n] = words[look->caption[c].args[n]];
            all = all && have[look->caption[c].args[n]];
        }
        if (all) {
            /* the person's own form where the sentence's subject (its
             * first WHO or WINNER argument) is them: "You capture" */
            UiCaptionArg subject = UI_ARG_END;
            for (int k = 0; k < n && !subject; k++) {
                UiCaptionArg a = look->caption[c].args[k];
                subject = a == UI_ARG_WHO || a == UI_ARG_WINNER ? a
                                                                : UI_ARG_END;
            }
            int of = subject == UI_ARG_WHO      ? side
                     : subject == UI_ARG_WINNER ? won
                                                : -1;
            const char *you = look->caption[c].you;
            fill(buf, size,
                 of >= 0 && you ? ui_who_fmt(w, of, look->caption[c].text, you)
                                : _(look->caption[c].text),
                 args, n);
            return;
        }
    }
}

size_t ui_caption_event(const RulesEvent *ev, size_t len, size_t i)
{
    /* a counter sown goes on with the caption of its lap's pick-up */
    while (i > 0 && i < len && rules_event_shape(ev[i].kind)->from ==
                                   RULES_AT_HAND &&
           rules_event_shape(ev[i].kind)->amount == RULES_MOVES_ONE) {
        i--;
    }
    return i;
}

void ui_event_board_note(const RulesEvent *e, const UiWho *w, char *buf,
                         size_t size)
{
    const UiEventLook *look = ui_event_look(e->kind);
    int side = e->side & 1;
    const char *who = w->names[side];
    buf[0] = '\0';
    if (look->board_note[0]) {
        fill(buf, size,
             ui_who_fmt(w, side, look->board_note[0], look->board_note[1]),
             &who, 1);
    }
}

void ui_preview_text(const Ui *ui, const RulesPosition *p, RulesMove m,
                     char *buf, size_t size, int *end_hole)
{
    RulesTraceSummary sum;
    rules_move_summary(p, m, &sum);
    *end_hole = sum.end_hole;
    char lap_txt[40] = "";
    if (sum.laps > 1) {
        snprintf(lap_txt, sizeof lap_txt, _(" · %d laps"), sum.laps);
    }
    char cap_txt[60];
    if (sum.captured > 0) {
        snprintf(cap_txt, sizeof cap_txt, _(" · captures %d"), sum.captured);
    } else {
        snprintf(cap_txt, sizeof cap_txt, "%s", _(" · no capture"));
    }
    char from[40], to[40];
    ui_hole_text(ui, p, m.hole, from, sizeof from);
    if (sum.end_in_pile) {
        snprintf(buf, size, _("Hole %s: ends in the store%s%s"), from,
                 lap_txt, cap_txt);
    } else if (sum.end_hole >= 0) {
        snprintf(buf, size, _("Hole %s: ends in hole %s%s%s"), from,
                 ui_hole_text(ui, p, sum.end_hole, to, sizeof to), lap_txt,
                 cap_txt);
    } else {
        snprintf(buf, size, _("Hole %s"), from);
    }
}
