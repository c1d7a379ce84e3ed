/* ai_play.c: the computer player in the game window: its moves and the hints, searched on a worker thread, and how they are shown. */
#include "board/ai_play.h"
#include "board/anim.h"
#include "board/board.h"
#include "kit/draw.h"
#include "kit/rect.h"
#include "kit/screen.h"
#include "kit/settings.h"
#include "kit/text.h"
#include "kit/ui_i18n.h"
#include "kit/widgets.h"

#include "session.h"

#include <stdio.h>
#include <string.h>

const char *ui_opponent_label(int opponent)
{
    switch (opponent) {
    case UI_OPP_NORTH: return _("You against the computer");
    case UI_OPP_SOUTH: return _("The computer starts (as South)");
    case UI_OPP_BOTH: return _("Computer vs computer");
    default: return _("Two players");
    }
}

int ui_opponent_mask(int opponent)
{
    switch (opponent) {
    case UI_OPP_NORTH: return 1 << RULES_NORTH;
    case UI_OPP_SOUTH: return 1 << RULES_SOUTH;
    case UI_OPP_BOTH: return (1 << RULES_NORTH) | (1 << RULES_SOUTH);
    default: return 0;
    }
}

const char *ui_level_label(int level)
{
    switch (level) {
    case AI_LEVEL_BEGINNER: return _("Beginner");
    case AI_LEVEL_CLUB: return _("Club");
    case AI_LEVEL_EXPERT: return _("Expert");
    default: return "?";
    }
}

/* Registered once, on the UI thread, before any worker can push it. */
static uint32_t wake_type = (uint32_t)-1;

uint32_t ui_ai_event(void)
{
    if (wake_type == (uint32_t)-1) {
        wake_type = SDL_RegisterEvents(1);
    }
    return wake_type;
}

/* Runs on the worker thread: an event makes the idle main loop wake up
 * (SDL_PushEvent may be called from any thread). */
void ui_ai_wake(void *user)
{
    (void)user;
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = wake_type;
    SDL_PushEvent(&e);
}

bool ui_ai_thinking(const UiAiPlay *a)
{
    return a->task != NULL && !a->task_is_hint;
}

bool ui_ai_computer_to_move(const UiGameSetup *setup, const RulesPosition *p)
{
    return !p->over && ((setup->computer >> p->to_move) & 1) != 0;
}

void ui_ai_stop(UiAiPlay *a)
{
    if (a->task) {
        ai_task_cancel(a->task);
        ai_task_finish(a->task, NULL, NULL);
        a->task = NULL;
    }
}

void ui_ai_free(UiAiPlay *a)
{
    ui_ai_stop(a);
    ai_memory_free(a->memory);
    a->memory = NULL;
}

/* The expert's memory between searches, made at its first search; without
 * it (memory is short) each search has a fresh table. */
static AiMemory *expert_memory(UiAiPlay *a)
{
    if (!a->memory) {
        a->memory = ai_memory_new();
    }
    return a->memory;
}

void ui_ai_forget_hint(UiAiPlay *a)
{
    if (a->task && a->task_is_hint) {
        ui_ai_stop(a);
    }
    a->hint_shown = false;
    a->hint_text[0] = a->hint_more[0] = '\0';
}

static AiSettings settings_of(const UiGameSetup *setup)
{
    int level = setup->level;
    if (level <= AI_LEVEL_RANDOM || level >= AI_LEVEL_COUNT) {
        level = AI_LEVEL_CLUB;
    }
    AiSettings s = ai_settings((AiLevel)level);
    s.ms = setup->think_ms > 0 ? setup->think_ms : AI_DEFAULT_MS;
    return s;
}

bool ui_ai_start_hint(UiAiPlay *a, const RulesGame *g,
                      const UiGameSetup *setup, const UiWho *who)
{
    const RulesPosition *p = rules_game_current(g);
    if (a->task || p->over || ui_ai_computer_to_move(setup, p)) {
        return false;
    }
    a->names[0] = who->names[0];
    a->names[1] = who->names[1];
    AiSettings s = settings_of(setup);
    /* a hint is worth a short wait, not an expert's full think */
    if (s.ms > 1000) {
        s.ms = 1000;
    }
    s.memory = expert_memory(a); /* hints search at expert strength */
    a->hint_shown = false;
    a->task = ai_task_start_hint(g, &s, ui_ai_wake, NULL);
    a->task_is_hint = true;
    a->task_ply = g->len;
    a->spin_ms = 0;
    return a->task != NULL;
}

void ui_move_words(const Ui *ui, const RulesPosition *p, RulesMove m,
                   char *buf, size_t size)
{
    char holes[120];
    switch (m.kind) {
    case RULES_MOVE_SOW:
        snprintf(buf, size, _("sow hole %s"),
                 ui_hole_text(ui, p, m.hole, holes, sizeof holes));
        break;
    case RULES_MOVE_PASS:
        snprintf(buf, size, "%s", _("pass"));
        break;
    case RULES_MOVE_ACCEPT:
        snprintf(buf, size, "%s", _("accept the offer"));
        break;
    case RULES_MOVE_DECLINE:
        snprintf(buf, size, "%s", _("decline the offer"));
        break;
    case RULES_MOVE_OFFER: {
        size_t n = 0;
        for (unsigned b = m.offer; b; b >>= 1) {
            n += b & 1;
        }
        ui_hole_list(ui, p, m.offer, holes, sizeof holes);
        snprintf(buf, size, P_("offer hole %s", "offer holes %s", n), holes);
        break;
    }
    default:
        snprintf(buf, size, "?");
        break;
    }
}

/* The AI library's hint sentences through this program's catalogue. */
static const char *translate(const char *english)
{
    return _(english);
}

/* The hint's caption and, for teaching mode, its sentences of why. In a
 * game of two people (`duel`) the hint shows the move and why, never the
 * game's outcome with best play (issue 58: "you win by 4" told a pupil
 * the end of the game). */
static void describe_hint(UiAiPlay *a, const RulesPosition *p, bool duel)
{
    AiHint quiet = a->hint;
    if (duel) {
        quiet.final_mover = quiet.final_opponent = quiet.plies = -1;
        quiet.best.outcome = AI_OUTCOME_UNKNOWN;
    }
    const AiHint *h = &quiet;
    char move[80], what[120] = "";
    ui_move_words(NULL, p, h->best.move, move, sizeof move);
    if (h->gain > 0) {
        snprintf(what, sizeof what, _(" — captures %d"), h->gain);
    } else if (h->threat > h->reply_loss) {
        snprintf(what, sizeof what, _(" — avoids losing %d"), h->threat);
    }
    char outcome[120] = "";
    int margin = h->final_mover - h->final_opponent;
    if (h->final_mover >= 0 && h->plies >= 0) {
        /* TRANSLATORS: what the endgame table says: the final margin in
         * seeds, then the moves (both players') left, if both sides play
         * perfectly from here. */
        if (margin > 0) {
            snprintf(outcome, sizeof outcome,
                     P_(" · if both play perfectly, you win by %d "
                        "(%d move left)",
                        " · if both play perfectly, you win by %d "
                        "(%d moves left)",
                        (size_t)h->plies),
                     margin, h->plies);
        } else if (margin < 0) {
            snprintf(outcome, sizeof outcome,
                     P_(" · if both play perfectly, you lose by %d "
                        "(%d move left)",
                        " · if both play perfectly, you lose by %d "
                        "(%d moves left)",
                        (size_t)h->plies),
                     -margin, h->plies);
        } else {
            snprintf(outcome, sizeof outcome,
                     P_(" · if both play perfectly, a draw (%d move left)",
                        " · if both play perfectly, a draw (%d moves left)",
                        (size_t)h->plies),
                     h->plies);
        }
    } else if (h->final_mover >= 0 && h->final_opponent >= 0) {
        /* TRANSLATORS: the final score, yours first, if both sides play
         * perfectly from here */
        const char *fmt = h->best.outcome == AI_OUTCOME_WIN
                              ? _(" · if both play perfectly, you win %d–%d")
                          : h->best.outcome == AI_OUTCOME_LOSS
                              ? _(" · if both play perfectly, you lose "
                                  "%d–%d")
                              : _(" · if both play perfectly, a draw "
                                  "%d–%d");
        snprintf(outcome, sizeof outcome, fmt, h->final_mover,
                 h->final_opponent);
    }
    /* TRANSLATORS: the hinted move ("sow hole 3"), then " — captures 4"
     * or " — avoids losing 4", then " · if both play perfectly, you win
     * 5–3"; the last two may be empty. */
    if (duel && a->names[p->to_move]) {
        /* TRANSLATORS: two people share the screen: whose hint it is
         * (issue 52: the other could not tell one was used), the move,
         * then " — captures 4" or " — avoids losing 4" (may be empty) */
        snprintf(a->hint_text, sizeof a->hint_text, _("Hint for %s: %s%s"),
                 a->names[p->to_move], move, what);
    } else {
        snprintf(a->hint_text, sizeof a->hint_text, _("Hint: %s%s%s"), move,
                 what, outcome);
    }
    /* the hint is for the side to move: "you"; the other by its name */
    const char *names[2] = {a->names[0], a->names[1]};
    names[p->to_move] = NULL;
    ai_hint_reason_named(p, h, translate, names, a->hint_more,
                         sizeof a->hint_more);
}

int ui_ai_update(UiAiPlay *a, const RulesGame *g, const UiGameSetup *setup,
                 bool busy, uint32_t dt, RulesMove *move)
{
    const RulesPosition *p = rules_game_current(g);
    if (a->task) {
        if (!ai_task_done(a->task)) {
            a->spin_ms += dt;
            return 90; /* the indicator's next frame */
        }
        AiResult r;
        AiHint h;
        bool hint = a->task_is_hint;
        AiStatus st = ai_task_finish(a->task, &r, &h);
        a->task = NULL;
        if (a->task_ply != g->len) {
            return -1; /* the game moved on: the answer is stale */
        }
        if (hint) {
            if (st == AI_OK) {
                a->hint = h;
                a->hint_shown = true;
                a->hint_ply = g->len;
                describe_hint(a, p, setup->computer == 0);
            }
            return -1;
        }
        if (st == AI_OK && !busy && ui_ai_computer_to_move(setup, p)) {
            *move = r.move;
            return 0;
        }
        if (st == AI_NO_MEMORY) {
            a->failed = true;
        }
        return -1;
    }
    if (busy || a->failed || !ui_ai_computer_to_move(setup, p)) {
        return -1;
    }
    AiSettings s = settings_of(setup);
    /* a fresh seed each game and ply: the beginner's slips vary */
    s.seed = (uint64_t)g->len * 0x9E3779B97F4A7C15ull ^ rules_position_key(p);
    if (s.level == AI_LEVEL_EXPERT) {
        s.memory = expert_memory(a);
    }
    a->task = ai_task_start(g, &s, ui_ai_wake, NULL);
    a->task_is_hint = false;
    a->task_ply = g->len;
    a->spin_ms = 0;
    if (!a->task) {
        a->failed = true;
        return -1;
    }
    return 90;
}

static void ring_holes(Ui *ui, const UiBoardLayout *L, uint64_t bits,
                       float scale, float width, UiColor c)
{
    for (int i = 0; i < L->hole_count && i < 64; i++) {
        if ((bits >> i) & 1) {
            ui_ring(ui, L->pit_x[i], L->pit_y[i], L->pit_r * scale, width, c);
        }
    }
}

/* The hint's rings, each a colour: the move, what it captures, the
 * danger it avoids. */
enum { HINT_MOVE = 0, HINT_GAIN, HINT_THREAT, HINT_RINGS };
static const UiColor hint_colours[HINT_RINGS] = {
    {60, 220, 90, 255}, {214, 56, 40, 255}, {70, 150, 240, 255}};

static bool hint_shows(const UiAiPlay *a, int ring)
{
    switch (ring) {
    case HINT_GAIN:
        return a->hint.gain_holes != 0;
    case HINT_THREAT:
        return a->hint.threat > a->hint.reply_loss &&
               (a->hint.threat_holes & ~a->hint.gain_holes) != 0;
    default:
        return true;
    }
}

/* A ring of a legend: its colour and its words; `bullseye`: two rings
 * one in the other, as the preview marks where the last seed lands. */
typedef struct LegendRing {
    UiColor colour;
    const char *words;
    bool bullseye;
} LegendRing;

/* The rings and their words in a row from x, centred on y, `h` high, at
 * `px`: its width (a box of it drawn when `draw`). */
static float legend_row(Ui *ui, const LegendRing *rings, int n, int px,
                        float x, float y, float h, bool draw)
{
    float r = (float)px * 0.4f, sp = (float)px * 0.9f, total = 0;
    int tw, th;
    for (int i = 0; i < n; i++) {
        ui_text_size(ui, UI_BOLD, px, rings[i].words, &tw, &th);
        total += r * 2 + (float)px * 0.4f + (float)tw + sp;
    }
    if (!draw) {
        return total;
    }
    ui_round(ui, (UiRect){x - sp / 2, y - h / 2, total, h}, h * 0.4f,
             UI_RGBA(30, 16, 8, 220));
    for (int i = 0; i < n; i++) {
        if (rings[i].bullseye) {
            ui_ring(ui, x + r, y, r * 1.1f, r * 0.25f, rings[i].colour);
            ui_ring(ui, x + r, y, r * 0.5f, r * 0.25f, rings[i].colour);
        } else {
            ui_ring(ui, x + r, y, r, r * 0.45f, rings[i].colour);
        }
        x += r * 2 + (float)px * 0.4f;
        x += (float)ui_text(ui, UI_BOLD, px, UI_RGB(255, 236, 200), x, y,
                            UI_LEFT | UI_MIDDLE, rings[i].words) + sp;
    }
    return total;
}

/* The largest size, from `full` down to `least`, at which the row is no
 * wider than `room`; *w its width. */
static int legend_px(Ui *ui, const LegendRing *rings, int n, int full,
                     int least, float room, float *w)
{
    int px = full;
    *w = legend_row(ui, rings, n, px, 0, 0, 0, false);
    while (*w > room && px > least) {
        px--;
        *w = legend_row(ui, rings, n, px, 0, 0, 0, false);
    }
    return px;
}

/* A legend for `n` rings where the board's layout keeps it; drawn when
 * `draw`. Returns where it is. */
static UiRect legend_of(Ui *ui, const LegendRing *rings, int n,
                        const UiBoardLayout *L, bool draw)
{
    /* as wide as the board at most: the words shrink (to 70 %) before
     * the legend goes under the board, where the caption may be */
    int full = ui_px(ui, 15);
    float total;
    int px = legend_px(ui, rings, n, full, (full * 7 + 9) / 10, L->board.w,
                       &total);
    float sp = (float)px * 0.9f;
    float h = ui_ai_legend_height(ui);
    float x = L->board.x + (L->board.w - total) / 2;
    float top = L->legend_top;
    if (total > L->board.w) {
        /* wider than the board: under it, clear of piles at its ends */
        top = fmaxf(top, L->board.y + L->board.h);
    }
    float y = top + h * 0.7f;
    legend_row(ui, rings, n, px, x, y, h, draw);
    return (UiRect){x - sp / 2, y - h / 2, total, h};
}

/* The hint's rings shown (bit i: ring i), with their words, in rings[]. */
static int hint_rings(unsigned shown, LegendRing rings[HINT_RINGS])
{
    const char *words[HINT_RINGS] = {_("the hint's move"),
                                     _("it captures these"),
                                     _("the danger it avoids")};
    int n = 0;
    for (int i = 0; i < HINT_RINGS; i++) {
        if ((shown >> i) & 1) {
            rings[n++] = (LegendRing){hint_colours[i], words[i], false};
        }
    }
    return n;
}

/* The rings of the hint `a` shows, as bits. */
static unsigned hint_shown_rings(const UiAiPlay *a)
{
    unsigned shown = 0;
    for (int i = 0; i < HINT_RINGS; i++) {
        shown |= hint_shows(a, i) ? 1u << i : 0u;
    }
    return shown;
}

UiRect ui_ai_legend_in_bar(Ui *ui, const UiAiPlay *a, int preview,
                           UiRect bar, bool draw)
{
    LegendRing rings[HINT_RINGS];
    int n = 0;
    if (a->hint_shown) {
        n = hint_rings(hint_shown_rings(a), rings);
    } else if (preview > 0) {
        /* the colours of the preview's rings (ui_board_draw_top) */
        rings[n++] = (LegendRing){UI_RGB(255, 255, 255),
                                  _("the last seed lands here"), true};
        if (preview > 1) {
            rings[n++] = (LegendRing){UI_RGB(232, 84, 52),
                                      _("these seeds are captured"), false};
        }
    }
    if (n == 0) {
        return (UiRect){0, 0, 0, 0};
    }
    /* at the bar's right end, half of it at most: its words as large as
     * the keys' there, down to 9 px */
    float h = fminf(ui_ai_legend_height(ui), bar.h * 0.8f);
    int full = (int)fminf((float)ui_px(ui, 15), h / 1.4f);
    float w;
    int px = legend_px(ui, rings, n, full, 9, bar.w * 0.5f, &w);
    float sp = (float)px * 0.9f;
    h = fminf(h, (float)px * 1.4f * 1.3f);
    UiRect box = {bar.x + bar.w - bar.h * 0.15f - w, bar.y + (bar.h - h) / 2,
                  w, h};
    if (draw) {
        legend_row(ui, rings, n, px, box.x + sp / 2, box.y + h / 2, h, true);
    }
    return box;
}

float ui_ai_legend_height(Ui *ui)
{
    /* a line of its words (about 1.4 times their size) and a margin */
    return (float)ui_px(ui, 15) * 1.4f * 1.3f;
}

void ui_ai_draw_rings(Ui *ui, const UiAiPlay *a, const UiBoardLayout *L)
{
    if (!a->hint_shown) {
        return;
    }
    float w = L->pit_r * 0.12f + 1.5f;
    /* what the move captures in red, the danger it avoids in blue, and
     * the hole to sow in green, drawn last so it stays on top */
    ring_holes(ui, L, a->hint.gain_holes, 0.96f, w, hint_colours[HINT_GAIN]);
    if (hint_shows(a, HINT_THREAT)) {
        ring_holes(ui, L, a->hint.threat_holes & ~a->hint.gain_holes, 0.96f,
                   w, hint_colours[HINT_THREAT]);
    }
    RulesMove m = a->hint.best.move;
    if (m.kind == RULES_MOVE_SOW && m.hole < L->hole_count) {
        float x = L->pit_x[m.hole], y = L->pit_y[m.hole];
        /* over the keyboard's ring (pit_r * 1.2, pit_r * 0.1 wide), which
         * the hint puts on this hole: one ring, the hint's colour */
        ui_ring(ui, x, y, L->pit_r * 1.2f + 1, fmaxf(w * 1.4f, L->pit_r * 0.1f + 2),
                hint_colours[HINT_MOVE]);
    } else if (m.kind == RULES_MOVE_OFFER) {
        ring_holes(ui, L, m.offer, 1.1f, w * 1.4f, hint_colours[HINT_MOVE]);
    }
}

void ui_ai_draw_board(Ui *ui, const UiAiPlay *a, const UiBoardLayout *L)
{
    if (!a->hint_shown) {
        return;
    }
    ui_ai_draw_rings(ui, a, L);
    LegendRing rings[HINT_RINGS];
    int n = hint_rings(hint_shown_rings(a), rings);
    legend_of(ui, rings, n, L, true);
}

/* Three dots that brighten in turn while the computer thinks. */
static void draw_dots(Ui *ui, const UiAiPlay *a, float x, float y, float r)
{
    int lit = (int)(a->spin_ms / 280u) % 3;
    for (int i = 0; i < 3; i++) {
        UiColor c = i == lit ? UI_RGB(255, 226, 150)
                             : UI_RGBA(255, 226, 150, 90);
        ui_disc(ui, x + (float)i * r * 3.2f, y, r, c);
    }
}

bool ui_ai_draw_caption(Ui *ui, const UiAiPlay *a, UiRect c, bool teaching)
{
    if (ui_ai_thinking(a) || (a->task && a->task_is_hint)) {
        const char *t = ui_ai_thinking(a) ? _("Computer is thinking…")
                                          : _("Looking for a hint…");
        int px = ui_px(ui, 20);
        int tw, th;
        ui_text_size(ui, UI_BOLD, px, t, &tw, &th);
        float r = (float)px * 0.17f + 1.5f;
        float x = c.x + c.w / 2 - ((float)tw + r * 9) / 2;
        ui_text(ui, UI_BOLD, px, UI_RGB(255, 240, 206), x, c.y + c.h / 2,
                UI_LEFT | UI_MIDDLE, t);
        draw_dots(ui, a, x + (float)tw + r * 2.5f, c.y + c.h / 2 + (float)th *
                  0.18f, r);
        return true;
    }
    if (!a->hint_shown) {
        return false;
    }
    UiColor col = UI_RGB(190, 255, 190);
    bool two = teaching && a->hint_more[0];
    int px = ui_px(ui, two ? 17 : 20);
    int tw, th;
    ui_text_size(ui, UI_BOLD, px, a->hint_text, &tw, &th);
    while ((float)tw > c.w - c.h * 0.6f && px > 9) {
        px--;
        ui_text_size(ui, UI_BOLD, px, a->hint_text, &tw, &th);
    }
    float y = two ? c.y + c.h * 0.3f : c.y + c.h / 2;
    ui_text(ui, UI_BOLD, px, col, c.x + c.w / 2, y, UI_CENTER | UI_MIDDLE,
            a->hint_text);
    if (two) {
        int spx = ui_px(ui, 15);
        ui_text_size(ui, UI_SANS, spx, a->hint_more, &tw, &th);
        while ((float)tw > c.w - c.h * 0.6f && spx > 8) {
            spx--;
            ui_text_size(ui, UI_SANS, spx, a->hint_more, &tw, &th);
        }
        ui_text(ui, UI_SANS, spx, UI_RGB(236, 220, 190), c.x + c.w / 2,
                c.y + c.h * 0.72f, UI_CENTER | UI_MIDDLE, a->hint_more);
    }
    return true;
}

void ui_ai_dump(const UiAiPlay *a, const UiGameSetup *setup,
                const RulesGame *g, FILE *f)
{
    fprintf(f, "computer %d\nlevel %s\nthink_ms %d\nthinking %d\nhint %s\n",
            setup->computer,
            setup->computer ? ai_level_name((AiLevel)setup->level) : "none",
            setup->think_ms,
            ui_ai_thinking(a) ? 1 : 0, a->hint_shown ? a->hint_text : "");
    if (a->hint_shown) {
        char m[64];
        rules_move_format(a->hint.best.move, m, sizeof m);
        fprintf(f, "hint_move %s\nhint_more %s\nhint_legend move%s%s\n", m,
                a->hint_more, hint_shows(a, HINT_GAIN) ? " captures" : "",
                hint_shows(a, HINT_THREAT) ? " danger" : "");
    }
    fprintf(f, "notation");
    for (size_t i = 0; i + 1 < g->len; i++) {
        char m[64];
        rules_move_format(g->moves[i], m, sizeof m);
        fprintf(f, " %s", m);
    }
    fprintf(f, "\n");
}

void ui_ai_to_session(const UiGameSetup *setup, Session *sess)
{
    SessionOpponent o;
    memset(&o, 0, sizeof o);
    int level = setup->level;
    if (level <= AI_LEVEL_RANDOM || level >= AI_LEVEL_COUNT) {
        level = AI_LEVEL_CLUB; /* what settings_of() plays */
    }
    o.sides = (unsigned)setup->computer & 3u;
    snprintf(o.level, sizeof o.level, "%s", ai_level_name((AiLevel)level));
    o.think_ms = setup->think_ms > 0 ? setup->think_ms : AI_DEFAULT_MS;
    if (o.think_ms < SESSION_THINK_MIN) {
        o.think_ms = SESSION_THINK_MIN;
    } else if (o.think_ms > SESSION_THINK_MAX) {
        o.think_ms = SESSION_THINK_MAX;
    }
    session_set_opponent(sess, &o);
}

void ui_ai_from_session(const Session *sess, UiGameSetup *setup)
{
    SessionOpponent o = session_opponent(sess);
    AiLevel level = AI_LEVEL_CLUB;
    setup->computer = (int)o.sides;
    setup->level = o.sides && ai_level_from_name(o.level, &level)
                       ? (int)level : AI_LEVEL_CLUB;
    setup->think_ms = o.sides ? o.think_ms : 0;
}

UiGameSetup ui_ai_setup_of(const Ui *ui, UiGameSetup g)
{
    g.computer = ui_opponent_mask(ui->settings.opponent);
    g.level = ui->settings.level;
    g.think_ms = ui->settings.think_ms;
    return g;
}
