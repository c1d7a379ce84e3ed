/* puzzle_words.c: the puzzle screen's sentences: the praise of a right move and what a wrong one cost, the answer named as the game screen names moves ("sow hole N2"), the hint and what it costs, and the line above the board. */
#include "board/ai_play.h"
#include "board/better.h"
#include "board/board.h"
#include "kit/ui_i18n.h"
#include "screens/path.h"
#include "screens/puzzle/puzzle_screen.h"

#include "ai.h"
#include "puzzle.h"

#include <stdio.h>
#include <string.h>

const char *puzzle_translate(const char *english)
{
    return _(english);
}

static size_t bits(unsigned mask)
{
    size_t n = 0;
    for (; mask; mask >>= 1) {
        n += mask & 1;
    }
    return n;
}

/* Why the answer to an offer (`m`, accept or decline, from `p`) is
 * right: the holes, and the seeds they cost from the pile, as the rules
 * take them. */
static void why_the_answer(const Ui *ui, const RulesPosition *p, RulesMove m,
                           char *buf, size_t size)
{
    RulesPosition q;
    rules_apply(p, (RulesMove){RULES_MOVE_ACCEPT, 0, 0}, &q, NULL);
    int me = p->to_move, cost = p->captured[me] - q.captured[me];
    size_t n = bits(p->offer);
    char holes[120];
    ui_hole_list(ui, p, p->offer, holes, sizeof holes);
    if (m.kind == RULES_MOVE_ACCEPT) {
        /* TRANSLATORS: why accepting a Goré trade is a puzzle's answer:
         * the holes ("N2 and N3"), the seeds they cost from the pile */
        snprintf(buf, size,
                 P_("Accepting is right: hole %s becomes yours for %d seeds "
                    "from your pile, and with best play it brings back "
                    "more than declining.",
                    "Accepting is right: holes %s become yours for %d seeds "
                    "from your pile, and with best play they bring back "
                    "more than declining.",
                    n),
                 holes, cost);
        return;
    }
    /* TRANSLATORS: why declining a Goré trade is a puzzle's answer: the
     * holes ("N2 and N3"), the seeds they would cost from the pile */
    snprintf(buf, size,
             P_("Declining is right: hole %s would cost %d seeds from your "
                "pile, and with best play it would not bring them back.",
                "Declining is right: holes %s would cost %d seeds from your "
                "pile, and with best play they would not bring them back.",
                n),
             holes, cost);
}

/* Why an offer (`m`, from `p`) is a puzzle's answer: what each answer
 * to it does, as the rules take it (the goal's sentence then says that
 * either beats every other move: the proof takes the worse of the two);
 * issue 52: the trade's puzzles felt like a coin flip. */
static void why_the_offer(const Ui *ui, const RulesPosition *p, RulesMove m,
                          char *buf, size_t size)
{
    RulesPosition q, r;
    rules_apply(p, m, &q, NULL);
    rules_apply(&q, (RulesMove){RULES_MOVE_ACCEPT, 0, 0}, &r, NULL);
    int them = q.to_move, cost = q.captured[them] - r.captured[them];
    char holes[120];
    ui_hole_list(ui, p, m.offer, holes, sizeof holes);
    /* TRANSLATORS: why offering holes in Goré is a puzzle's answer: the
     * holes ("N1"), the other side ("South"), the seeds they would pay */
    snprintf(buf, size,
             P_("If %2$s accepts, they pay %3$d seeds from their pile "
                "for hole %1$s; if not, you keep it.",
                "If %2$s accepts, they pay %3$d seeds from their pile "
                "for holes %1$s; if not, you keep them.",
                bits(m.offer)),
             holes, them == RULES_SOUTH ? _("South") : _("North"), cost);
}

/* What the rest of the puzzle's line, from its move `step` played from
 * `p`, gains its player: seeds taken less seeds given up by its end. */
static int line_net(const Puzzle *pz, const RulesPosition *p, int step)
{
    RulesPosition a = *p, b;
    int me = p->to_move;
    for (int k = step; k < pz->line_len && !a.over; k++) {
        rules_apply(&a, pz->line[k], &b, NULL);
        a = b;
    }
    return (a.captured[me] - a.captured[1 - me]) -
           (p->captured[me] - p->captured[1 - me]);
}

/* Why the line's move `step` (from `p`) works, in the hints' words ("It
 * captures 10."); a move that takes nothing at once and meets no threat
 * says what the line then brings, not "it prepares the position"
 * (issue 52: too vague to learn from). Without `score`, no final score
 * with perfect play: the answer's later moves lead to the one its first
 * move told (issue 52: "See the answer" said it twice). */
static void why_it_works(const Ui *ui, const Puzzle *pz,
                         const RulesPosition *p, int step, bool score,
                         char *buf, size_t size)
{
    RulesMove m = pz->line[step];
    if (m.kind == RULES_MOVE_ACCEPT || m.kind == RULES_MOVE_DECLINE) {
        why_the_answer(ui, p, m, buf, size);
        return;
    }
    if (m.kind == RULES_MOVE_OFFER) {
        why_the_offer(ui, p, m, buf, size);
        return;
    }
    AiHint h;
    memset(&h, 0, sizeof h);
    h.best.move = m;
    h.best.outcome = pz->goal == PUZZLE_GOAL_WIN ? AI_OUTCOME_WIN
                                                 : AI_OUTCOME_UNKNOWN;
    ai_hint_describe(p, NULL, 0, &h);
    if (!score) {
        h.final_mover = h.final_opponent = -1;
        h.best.outcome = AI_OUTCOME_UNKNOWN;
    }
    int net = line_net(pz, p, step);
    if (h.gain == 0 && h.threat <= h.reply_loss && h.final_mover < 0 &&
        h.best.outcome == AI_OUTCOME_UNKNOWN && step + 1 < pz->line_len &&
        net > 0) {
        /* TRANSLATORS: a puzzle's move that captures nothing at once: the
         * seeds the player is ahead by at the end of the puzzle's line */
        snprintf(buf, size,
                 P_("It takes nothing yet, but it sets up what follows: by "
                    "the end of the line you are %d seed ahead.",
                    "It takes nothing yet, but it sets up what follows: by "
                    "the end of the line you are %d seeds ahead.",
                    (size_t)net),
                 net);
        return;
    }
    ai_hint_reason(p, &h, puzzle_translate, buf, size);
}

void puzzle_goal_words(const Ui *ui, const PuzzleScreen *s, char *buf,
                       size_t size)
{
    const Puzzle *pz = puzzle_cur(s);
    char goal[300], holes[120];
    puzzle_goal_text(pz, puzzle_translate, goal, sizeof goal);
    const RulesPosition *p = &pz->start;
    if (!p->offer) {
        snprintf(buf, size, "%s", goal);
        return;
    }
    /* an offer waits for the answer: say it, and what the choice is */
    ui_hole_list(ui, p, p->offer, holes, sizeof holes);
    /* TRANSLATORS: a puzzle that starts with a Goré offer to answer: who
     * offers ("North"), the holes ("N2"), then the puzzle's goal */
    snprintf(buf, size,
             P_("%s offers hole %s: accept or decline? %s",
                "%s offers holes %s: accept or decline? %s",
                bits(p->offer)),
             p->to_move == RULES_SOUTH ? _("North") : _("South"), holes,
             goal);
}

/* Why the line's first move works, in the words of its theme (issue 52:
 * "keeping your seeds safe" said no more): appended to `buf`. */
static void theme_why(const Puzzle *pz, char *buf, size_t size)
{
    PuzzleFacts f;
    puzzle_facts(pz, &f);
    const char *them =
        pz->start.to_move == RULES_SOUTH ? _("North") : _("South");
    char line[300] = "";
    /* (the hints' words say a threat at once themselves: not twice) */
    AiHint h;
    memset(&h, 0, sizeof h);
    h.best.move = pz->line[0];
    ai_hint_describe(&pz->start, NULL, 0, &h);
    if (pz->theme == PUZZLE_THEME_DEFEND && f.threat_before > f.threat_after &&
        h.threat <= h.reply_loss) {
        /* TRANSLATORS: a puzzle about keeping seeds safe: the other side
         * ("North"), what it could take at once before the move, and
         * the most it can take after it */
        snprintf(line, sizeof line,
                 P_("Before it, %s could take %d seed at once; after it, "
                    "%d at most.",
                    "Before it, %s could take %d seeds at once; after it, "
                    "%d at most.",
                    (size_t)f.threat_before),
                 them, f.threat_before, f.threat_after);
    } else if (pz->theme == PUZZLE_THEME_CHAIN && f.holes >= 2) {
        /* TRANSLATORS: a capture chain: the holes one sowing captures
         * from, and the seeds it takes in all */
        snprintf(line, sizeof line,
                 P_("One sowing captures from %d hole: %d seeds in all.",
                    "One sowing captures from %d holes: %d seeds in all.",
                    (size_t)f.holes),
                 f.holes, f.captured);
    } else if (pz->theme == PUZZLE_THEME_RELAY && f.laps >= 2) {
        /* TRANSLATORS: a relay sowing: its laps (the seeds lifted where
         * it lands and sown on), and what the capture it ends in takes */
        snprintf(line, sizeof line,
                 P_("The sowing goes on for %d lap, lifting the seeds where "
                    "it lands, and ends in a capture of %d.",
                    "The sowing goes on for %d laps, lifting the seeds "
                    "where it lands, and ends in a capture of %d.",
                    (size_t)f.laps),
                 f.laps, f.captured);
    } else if (pz->theme == PUZZLE_THEME_STARVE) {
        /* TRANSLATORS: a puzzle won by starving: the other side ("North") */
        snprintf(line, sizeof line, _("%s is left without a seed to sow."),
                 them);
    }
    size_t at = strlen(buf);
    if (line[0] && at + 1 < size) {
        snprintf(buf + at, size - at, "%s%s", at ? " " : "", line);
    }
}

void puzzle_praise(const Ui *ui, PuzzleScreen *s, RulesMove m)
{
    char why[600], goal[200], move[160];
    const Puzzle *pz = puzzle_cur(s);
    why_it_works(ui, pz, &s->shown, s->step, true, why, sizeof why);
    if (s->step == 0) {
        theme_why(pz, why, sizeof why);
    }
    ui_move_words(ui, &s->shown, m, move, sizeof move);
    if (pz->goal == PUZZLE_GOAL_WIN) {
        snprintf(goal, sizeof goal, "%s", _("No other move wins."));
    } else if (pz->goal == PUZZLE_GOAL_DRAW) {
        snprintf(goal, sizeof goal, "%s", _("Every other move loses."));
    } else if (pz->forced) {
        snprintf(goal, sizeof goal, "%s",
                 _("It wins by force; no other move does."));
    } else {
        snprintf(goal, sizeof goal,
                 P_("Every other move is worth at least %d seed less.",
                    "Every other move is worth at least %d seeds less.",
                    (size_t)pz->margin),
                 pz->margin);
    }
    /* TRANSLATORS: praise of a puzzle's right move: the move ("sow hole
     * N2"), its theme ("a capture chain"), why it works in the hints'
     * words, and what the others would give. */
    snprintf(s->said, sizeof s->said, _("Right: %s — %s. %s %s"), move,
             puzzle_theme_words(pz->theme, puzzle_translate), why, goal);
}

void puzzle_reply_words(const Ui *ui, PuzzleScreen *s,
                        const RulesPosition *before, RulesMove reply)
{
    char theirs[160];
    ui_move_words(ui, before, reply, theirs, sizeof theirs);
    /* TRANSLATORS: a puzzle of more than one move, after the player's
     * right move and the other side's reply ("North", "offer hole N3") */
    snprintf(s->said, sizeof s->said,
             _("Right so far. %s replies: %s. Your move again."),
             before->to_move == RULES_SOUTH ? _("South") : _("North"),
             theirs);
}

/* Why the answer beats the wrong move s->tried (both from s->before), in
 * the review's words, which a newcomer found the clearest ("If you play
 * S1, North cannot capture anything, instead of 6 seeds"; issue 52: the
 * puzzle said what a wrong move cost, not why); "" when they say
 * nothing (the answer no sowing, or only a margin at the end). */
static void why_not_that(const Ui *ui, const PuzzleScreen *s, char *buf,
                         size_t size)
{
    const Puzzle *pz = puzzle_cur(s);
    RulesMove best = pz->line[s->step];
    buf[0] = '\0';
    if (best.kind != RULES_MOVE_SOW) {
        return;
    }
    char name[80];
    ui_hole_text(ui, &s->before, best.hole, name, sizeof name);
    UiWho w = {{_("South"), _("North")}, s->before.to_move};
    ui_better_move_sentence(&s->before, &w, best, s->tried, name,
                            pz->goal == PUZZLE_GOAL_WIN || pz->forced, 0,
                            buf, size);
}

void puzzle_what_it_cost(const Ui *ui, PuzzleScreen *s, const RulesMove *reply,
                         int gain)
{
    const Puzzle *pz = puzzle_cur(s);
    char first[900] = "", second[300], move[160], why[400];
    why_not_that(ui, s, why, sizeof why);
    if (reply) {
        ui_move_words(ui, &s->shown, *reply, move, sizeof move);
    }
    if (reply && gain > 0) {
        /* TRANSLATORS: the reply that punishes a wrong move in a puzzle:
         * the move ("sow hole N3"), the seeds it takes */
        snprintf(first, sizeof first,
                 P_("The reply, %s, takes %d seed.",
                    "The reply, %s, takes %d seeds.", (size_t)gain),
                 move, gain);
    } else if (reply && !why[0]) {
        /* nothing taken at once: what the answer would have done, in the
         * hints' words (issue 52: "the position is worse" said nothing) */
        char answer[160], works[600];
        ui_move_words(ui, &s->before, pz->line[s->step], answer,
                      sizeof answer);
        why_it_works(ui, pz, &s->before, s->step, true, works, sizeof works);
        /* TRANSLATORS: after a wrong move in a puzzle whose reply takes
         * nothing at once: the reply ("sow hole N3"), the right move
         * ("sow hole S2") and what it does ("It captures 4.") */
        snprintf(first, sizeof first,
                 _("The reply, %s, takes nothing at once. The answer was "
                   "%s. %s"),
                 move, answer, works);
    }
    if (pz->goal == PUZZLE_GOAL_WIN || pz->forced) {
        snprintf(second, sizeof second, "%s",
                 _("That move lets the win slip away."));
    } else if (pz->goal == PUZZLE_GOAL_DRAW) {
        snprintf(second, sizeof second, "%s",
                 _("That move loses: only one move holds the draw."));
    } else {
        snprintf(second, sizeof second,
                 P_("That move costs at least %d seed against the answer.",
                    "That move costs at least %d seeds against the answer.",
                    (size_t)pz->margin),
                 pz->margin);
    }
    snprintf(s->said, sizeof s->said, "%s%s%s%s%s", second,
             *first ? " " : "", first, *why ? " " : "", why);
}

void puzzle_answer_words(const Ui *ui, PuzzleScreen *s,
                         const RulesPosition *before, bool done)
{
    const Puzzle *pz = puzzle_cur(s);
    char move[160], why[600];
    if (!done && pz->line_len > 1) {
        /* a line: each move said as it is shown, the player's with why
         * (issue 52: only the first was explained) */
        int k = s->step;
        ui_move_words(ui, before, pz->line[k], move, sizeof move);
        if (k % 2) {
            /* TRANSLATORS: while a puzzle's answer is played, the other
             * side's reply: the side ("North") and its move */
            snprintf(s->said, sizeof s->said, _("%s replies: %s."),
                     before->to_move == RULES_SOUTH ? _("South") : _("North"),
                     move);
            return;
        }
        why_it_works(ui, pz, before, k, true, why, sizeof why);
        /* TRANSLATORS: while a puzzle's answer of several moves is
         * played: the move's number among the player's, their count,
         * the move ("sow hole N2") and why it works */
        snprintf(s->said, sizeof s->said, _("The answer, move %d of %d: %s. %s"),
                 k / 2 + 1, (pz->line_len + 1) / 2, move, why);
        return;
    }
    ui_move_words(ui, before, pz->line[0], move, sizeof move);
    why_it_works(ui, pz, before, 0, true, why, sizeof why);
    theme_why(pz, why, sizeof why);
    if (!done) {
        /* TRANSLATORS: while a puzzle's answer is played: the move, as
         * "sow hole N2", and why it works */
        snprintf(s->said, sizeof s->said, _("The answer: %s. %s"), move,
                 why);
        return;
    }
    /* TRANSLATORS: after a puzzle's answer was shown: the move ("sow hole
     * N2"), its theme ("a capture chain") and why it works */
    snprintf(s->said, sizeof s->said, _("That was the answer: %s — %s. %s"),
             move, puzzle_theme_words(pz->theme, puzzle_translate), why);
    /* a line: each of the player's later moves after the reply, and why
     * (issue 52: only the first was explained) */
    RulesPosition p = *before, q;
    for (int k = 1; k + 1 < pz->line_len; k += 2) {
        char reply[160];
        rules_apply(&p, pz->line[k - 1], &q, NULL);
        ui_move_words(ui, &q, pz->line[k], reply, sizeof reply);
        const char *who = q.to_move == RULES_SOUTH ? _("South") : _("North");
        rules_apply(&q, pz->line[k], &p, NULL);
        ui_move_words(ui, &p, pz->line[k + 1], move, sizeof move);
        why_it_works(ui, pz, &p, k + 1, false, why, sizeof why);
        size_t at = strlen(s->said);
        /* TRANSLATORS: a later move of a puzzle's answer: the other side
         * ("North"), its reply ("offer hole N3"), the player's move then
         * ("decline the offer") and why it works */
        snprintf(s->said + at, sizeof s->said - at,
                 _(" %s replies: %s. Then %s. %s"), who, reply, move, why);
    }
}

uint64_t puzzle_hint_holes(const PuzzleScreen *s)
{
    const Puzzle *pz = puzzle_cur(s);
    if (!pz || !s->hinted || s->phase != PZ_ASK ||
        pz->line[s->step].kind != RULES_MOVE_SOW) {
        return 0;
    }
    /* the answer and the holes that may be sown nearest it on the board:
     * two of three or four, three of more */
    const UiBoardLayout *L = &s->L;
    int h = pz->line[s->step].hole, n = 0;
    uint64_t ok = ui_board_playable(&s->shown), ring = 1ull << h;
    for (int k = 0; k < L->hole_count; k++) {
        n += (int)((ok >> k) & 1);
    }
    int want = n >= 5 ? 3 : n >= 3 ? 2 : n;
    for (int got = 1; got < want; got++) {
        int best = -1;
        float best_d = 0;
        for (int k = 0; k < L->hole_count; k++) {
            float dx = L->pit_x[k] - L->pit_x[h], dy = L->pit_y[k] - L->pit_y[h];
            float d = dx * dx + dy * dy;
            if (((ok & ~ring) >> k) & 1 && (best < 0 || d < best_d)) {
                best = k;
                best_d = d;
            }
        }
        if (best < 0) {
            break;
        }
        ring |= 1ull << best;
    }
    return ring;
}

void puzzle_hint_words(const Ui *ui, PuzzleScreen *s)
{
    (void)ui;
    const Puzzle *pz = puzzle_cur(s);
    RulesMove m = pz->line[s->step];
    char where[300], cost[300] = "";
    if (m.kind == RULES_MOVE_SOW) {
        snprintf(where, sizeof where, "%s",
                 _("The move is one of the ringed holes."));
    } else if (m.kind == RULES_MOVE_OFFER) {
        snprintf(where, sizeof where, "%s",
                 _("The answer is no sowing: offer holes."));
    } else {
        snprintf(where, sizeof where, "%s",
                 _("The answer is one of the buttons under the board."));
    }
    if (s->hint_cost) {
        snprintf(cost, sizeof cost, " %s",
                 _("A hint ends your streak, and this puzzle no longer "
                   "moves your rating."));
    }
    /* TRANSLATORS: a puzzle's hint: its theme ("a capture chain"), then
     * where the answer is, then what the hint cost */
    snprintf(s->said, sizeof s->said, _("Hint: the theme is %s. %s%s"),
             puzzle_theme_words(pz->theme, puzzle_translate), where, cost);
}

void puzzle_header_parts(const PuzzleScreen *s, char parts[PZ_HEAD_N][80])
{
    const Puzzle *pz = puzzle_cur(s);
    const PuzzleGameRecord *gr = &s->record.games[s->game];
    if (s->of_the_day) {
        /* TRANSLATORS: the puzzle's heading: its number */
        snprintf(parts[0], 80, _("Puzzle of the day (%d)"), pz->id);
    } else {
        /* TRANSLATORS: the puzzle's heading: its number */
        snprintf(parts[0], 80, _("Puzzle %d"), pz->id);
    }
    snprintf(parts[1], 80, "%s",
             puzzle_difficulty_words(pz->difficulty, puzzle_translate));
    /* TRANSLATORS: small labels beside the puzzle's heading: the
     * player's puzzle rating, the puzzles solved at the first try in a
     * row, and those solved of the game's */
    snprintf(parts[2], 80, _("rating %d"), gr->rating);
    snprintf(parts[3], 80, _("streak %d"), gr->streak);
    snprintf(parts[4], 80, _("solved %d of %zu"), gr->solved, s->set.count);
}

void puzzle_more_words(const PuzzleScreen *s, char *buf, size_t size)
{
    const PuzzleGameRecord *gr = &s->record.games[s->game];
    int left = UI_PATH_PUZZLES - gr->solved;
    if (left > 0) {
        /* TRANSLATORS: after a puzzle, what the next ones bring: the
         * puzzles still to solve for a step of the path ("Solve 10
         * puzzles") */
        snprintf(buf, size,
                 P_("%d more puzzle to solve for your path's step “%s”.",
                    "%d more puzzles to solve for your path's step “%s”.",
                    (size_t)left),
                 left, ui_path_step_words(UI_PATH_STEP_PUZZLES));
    } else if (gr->streak >= 2) {
        /* TRANSLATORS: after a puzzle: the puzzles solved at the first
         * try in a row */
        snprintf(buf, size, _("%d in a row at the first try: one more?"),
                 gr->streak);
    } else {
        int unsolved = (int)s->set.count - gr->solved;
        snprintf(buf, size,
                 P_("%d puzzle of this game still to solve.",
                    "%d puzzles of this game still to solve.",
                    (size_t)(unsolved > 0 ? unsolved : 0)),
                 unsolved > 0 ? unsolved : 0);
    }
}
