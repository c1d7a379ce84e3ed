/* puzzle.c: the puzzle screen: one sentence of goal over the board; a right move is sown and praised in the hints' words, a wrong one is sown, then the reply that punishes it, and what it cost; try again or see the answer. Rating, streak and the puzzle of the day (src/puzzle). */
#include "board/anim.h"
#include "board/board.h"
#include "board/stage.h"
#include "kit/draw.h"
#include "kit/rect.h"
#include "kit/screen.h"
#include "kit/settings.h"
#include "kit/sound.h"
#include "kit/text.h"
#include "kit/ui_i18n.h"
#include "kit/widgets.h"
#include "screens/path.h"
#include "screens/progress.h"
#include "screens/scr_puzzle.h"

#include "ai.h"
#include "puzzle.h"
#include "safeio.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "platform.h"

typedef enum PuzzlePhase {
    PZ_ASK = 0, /* the player's move */
    PZ_RIGHT,   /* the right move plays */
    PZ_REPLY,   /* the line's reply plays */
    PZ_WRONG,   /* a wrong move plays */
    PZ_PUNISH,  /* the reply that punishes it plays */
    PZ_FAILED,  /* what it cost; try again or see the answer */
    PZ_ANSWER,  /* the answer plays, from the start */
    PZ_SOLVED   /* praised; on to the next */
} PuzzlePhase;

enum {
    PB_BACK = 0,
    PB_AGAIN, /* try again */
    PB_SHOW,  /* see the answer */
    PB_NEXT,  /* the next puzzle */
    PB_ACCEPT,
    PB_DECLINE,
    PB_PASS,
    PB_N
};

typedef struct PuzzleScreen {
    RulesGameId game;
    PuzzleSet set;
    char error[700];
    size_t index;   /* the puzzle shown */
    bool of_the_day;
    int step;       /* the line's move the player is at (even) */
    PuzzlePhase phase;
    bool failed;    /* a wrong move was made on this puzzle */
    bool rated;     /* its first result counted */
    RulesPosition shown, after;
    RulesMove reply;
    bool has_reply;
    UiAnim anim;
    char said[900];  /* the praise, or what the wrong move cost */
    int hover, focus;
    UiButton buttons[PB_N];
    UiBoardLayout L;
    UiRect text_box;
    PuzzleRecord record;
    UiCheer cheer; /* a path step or rating milestone, over the buttons */
} PuzzleScreen;

static const Puzzle *cur(const PuzzleScreen *s)
{
    return s->index < s->set.count ? &s->set.items[s->index] : NULL;
}

static const char *translate(const char *english)
{
    return _(english);
}

static int today(void)
{
    time_t t = time(NULL);
    struct tm *tm = gmtime(&t);
    return tm ? (tm->tm_year + 1900) * 10000 + (tm->tm_mon + 1) * 100 +
                    tm->tm_mday
              : 0;
}

static size_t day_index(const PuzzleScreen *s)
{
    int d = today();
    return puzzle_of_the_day(s->set.count, d / 10000, d / 100 % 100, d % 100,
                             s->game);
}

static void start_puzzle(PuzzleScreen *s, size_t index)
{
    s->index = index;
    s->step = 0;
    s->phase = PZ_ASK;
    s->failed = false;
    s->rated = s->cheer.on = false;
    s->said[0] = '\0';
    s->hover = -1;
    s->focus = -1;
    s->of_the_day = index == day_index(s);
    if (cur(s)) {
        s->shown = cur(s)->start;
        ui_anim_free(&s->anim);
        ui_anim_still(&s->anim, &s->shown);
    }
}

/* The next puzzle: today's first if it is not solved yet today, else the
 * unsolved one nearest the player's rating (after the one shown). */
static size_t choose_next(const PuzzleScreen *s, bool first)
{
    const PuzzleGameRecord *gr = &s->record.games[s->game];
    size_t day = day_index(s);
    if (first && gr->day != today()) {
        return day;
    }
    size_t best = (s->index + 1) % s->set.count;
    int best_gap = 1 << 30;
    for (size_t k = 1; k <= s->set.count; k++) {
        size_t i = (s->index + k) % s->set.count;
        const Puzzle *pz = &s->set.items[i];
        if (puzzle_record_done(&s->record, pz)) {
            continue;
        }
        int gap = abs(puzzle_rating_of(pz->difficulty) - gr->rating);
        if (gap < best_gap) {
            best_gap = gap;
            best = i;
        }
    }
    return best;
}

typedef struct Result {
    const PuzzleScreen *s;
    bool solved;
} Result;

static void apply_result(PuzzleRecord *r, void *ctx)
{
    const Result *res = ctx;
    const PuzzleScreen *s = res->s;
    puzzle_record_result(r, cur(s), !s->rated, res->solved && !s->failed,
                         res->solved, today(), s->of_the_day);
}

/* The result counts once a puzzle: its first right end or first wrong
 * move moves the rating; solving it later still marks it solved. Written
 * under the data folder's lock, merged with what another window wrote. */
static void count_result(Ui *ui, PuzzleScreen *s, bool solved)
{
    Result res = {s, solved};
    int before = s->record.games[s->game].rating;
    puzzle_record_update(ui->pref_dir, apply_result, &res, &s->record);
    s->rated = true;
    ui_path_puzzle_cheer(ui, s->game, before, &s->record.games[s->game],
                         &s->cheer);
}

static void animate(PuzzleScreen *s, RulesMove m, PuzzlePhase phase)
{
    RulesTrace t = {0};
    rules_apply(&s->shown, m, &s->after, &t);
    ui_anim_free(&s->anim);
    ui_anim_start(&s->anim, &s->shown, &s->after, &t, UI_SPEED_NORMAL,
                  false);
    rules_trace_free(&t);
    s->phase = phase;
}

/* The praise of the right move: the theme, then the hints' words. */
static void praise(PuzzleScreen *s, RulesMove m)
{
    AiHint h;
    memset(&h, 0, sizeof h);
    h.best.move = m;
    h.best.outcome = cur(s)->goal == PUZZLE_GOAL_WIN ? AI_OUTCOME_WIN
                                                     : AI_OUTCOME_UNKNOWN;
    ai_hint_describe(&s->shown, NULL, 0, &h);
    char why[600], goal[200];
    ai_hint_reason(&s->shown, &h, translate, why, sizeof why);
    const Puzzle *pz = cur(s);
    if (pz->goal == PUZZLE_GOAL_WIN) {
        snprintf(goal, sizeof goal, "%s", _("No other move wins."));
    } else if (pz->goal == PUZZLE_GOAL_DRAW) {
        snprintf(goal, sizeof goal, "%s", _("Every other move loses."));
    } else {
        snprintf(goal, sizeof goal,
                 P_("Every other move is worth at least %d seed less.",
                    "Every other move is worth at least %d seeds less.",
                    (size_t)pz->margin),
                 pz->margin);
    }
    /* TRANSLATORS: praise of a puzzle's right move: its theme ("a capture
     * chain"), why it works in the hints' words, and what the others
     * would give. */
    snprintf(s->said, sizeof s->said, _("Right: %s. %s %s"),
             puzzle_theme_words(pz->theme, translate), why, goal);
}

/* The reply that punishes a wrong move: the opponent's move that gains
 * the most at once (the first such), or none when it is not their turn. */
static bool punishing_reply(const RulesPosition *p, RulesMove *out, int *gain)
{
    RulesMove moves[RULES_MAX_MOVES];
    int n = p->over ? 0 : rules_legal_moves(p, moves);
    if (n == 0) {
        return false;
    }
    int me = p->to_move, best = -1000;
    for (int i = 0; i < n; i++) {
        RulesPosition q;
        rules_apply(p, moves[i], &q, NULL);
        int g = (q.captured[me] - q.captured[1 - me]) -
                (p->captured[me] - p->captured[1 - me]);
        if (g > best) {
            best = g;
            *out = moves[i];
        }
    }
    *gain = best;
    return true;
}

static void what_it_cost(PuzzleScreen *s, int gain)
{
    const Puzzle *pz = cur(s);
    char first[300], second[300];
    if (gain > 0) {
        snprintf(first, sizeof first,
                 P_("The reply takes %d seed.", "The reply takes %d seeds.",
                    (size_t)gain),
                 gain);
    } else {
        snprintf(first, sizeof first, "%s",
                 _("The reply takes nothing at once, but the position is "
                   "worse."));
    }
    if (pz->goal == PUZZLE_GOAL_WIN) {
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
    snprintf(s->said, sizeof s->said, "%s %s", second, first);
}

static void try_move(Ui *ui, PuzzleScreen *s, RulesMove m)
{
    const Puzzle *pz = cur(s);
    if (!pz || s->phase != PZ_ASK || !rules_is_legal(&s->shown, m, NULL)) {
        return;
    }
    if (rules_move_equal(m, pz->line[s->step])) {
        praise(s, m);
        animate(s, m, PZ_RIGHT);
        return;
    }
    if (!s->rated) {
        s->failed = true;
        count_result(ui, s, false);
    }
    s->failed = true;
    s->said[0] = '\0';
    animate(s, m, PZ_WRONG);
}

/* An animation ended: what comes next. */
static void animation_done(Ui *ui, PuzzleScreen *s)
{
    const Puzzle *pz = cur(s);
    s->shown = s->after;
    switch (s->phase) {
    case PZ_RIGHT:
        if (s->step + 1 < pz->line_len) {
            animate(s, pz->line[s->step + 1], PZ_REPLY);
            return;
        }
        s->phase = PZ_SOLVED;
        count_result(ui, s, true);
        ui_sound_play(ui->sound, UI_SFX_WIN, 0, 1.0f);
        s->focus = PB_NEXT;
        return;
    case PZ_REPLY:
        s->step += 2;
        s->phase = PZ_ASK;
        return;
    case PZ_WRONG: {
        int gain = 0;
        if (!s->shown.over && s->shown.to_move != pz->start.to_move &&
            punishing_reply(&s->shown, &s->reply, &gain)) {
            what_it_cost(s, gain);
            animate(s, s->reply, PZ_PUNISH);
            return;
        }
        what_it_cost(s, 0);
        s->phase = PZ_FAILED;
        s->focus = PB_AGAIN;
        return;
    }
    case PZ_PUNISH:
        s->phase = PZ_FAILED;
        s->focus = PB_AGAIN;
        return;
    case PZ_ANSWER:
        if (s->step + 1 < pz->line_len) {
            s->step++;
            animate(s, pz->line[s->step], PZ_ANSWER);
            return;
        }
        s->phase = PZ_SOLVED;
        s->focus = PB_NEXT;
        /* TRANSLATORS: after the answer of a puzzle was shown: its theme */
        snprintf(s->said, sizeof s->said, _("That was the answer: %s."),
                 puzzle_theme_words(pz->theme, translate));
        return;
    default:
        return;
    }
}

static void layout(Ui *ui, PuzzleScreen *s)
{
    float pad = 18 * ui->u + 6;
    float bh = 44 * ui->u + 8;
    float bw = 190 * ui->u + 20;
    float top = 96 * ui->u + 24;
    float text_h = (float)ui->h * 0.2f;
    s->text_box = (UiRect){pad, (float)ui->h - pad - bh - pad * 0.6f - text_h,
                           (float)ui->w - 2 * pad, text_h};
    UiRect area = {pad, top, (float)ui->w - 2 * pad,
                   s->text_box.y - top - pad * 0.6f};
    RulesPosition p = s->shown;
    if (!cur(s)) {
        rules_setup(&p, s->game, 0);
    }
    ui_board_layout((RulesGameId)p.game, p.holes_per_row, area, &s->L);
    float by = (float)ui->h - pad - bh;
    for (int i = 0; i < PB_N; i++) {
        s->buttons[i] = (UiButton){{0, 0, 0, 0}, "", i, false, false};
    }
    s->buttons[PB_BACK] = (UiButton){{pad, by, bw, bh}, _("Back"), PB_BACK,
                                     true, false};
    float right = (float)ui->w - pad - bw;
    s->buttons[PB_NEXT] = (UiButton){{right, by, bw, bh}, _("Next puzzle"),
                                     PB_NEXT, s->phase == PZ_SOLVED ||
                                                  s->phase == PZ_FAILED,
                                     false};
    s->buttons[PB_AGAIN] = (UiButton){{right - bw - pad * 0.6f, by, bw, bh},
                                      _("Try again"), PB_AGAIN,
                                      s->phase == PZ_FAILED, false};
    s->buttons[PB_SHOW] =
        (UiButton){{right - 2 * (bw + pad * 0.6f), by, bw, bh},
                   _("See the answer"), PB_SHOW, s->phase == PZ_FAILED,
                   false};
    if (s->phase == PZ_ASK && cur(s)) {
        float ax = (float)ui->w / 2 - bw - pad * 0.3f;
        bool offer = s->shown.offer != 0;
        RulesMove pass = {RULES_MOVE_PASS, 0, 0};
        s->buttons[PB_ACCEPT] = (UiButton){{ax, by, bw, bh}, _("Accept"),
                                           PB_ACCEPT, offer, false};
        s->buttons[PB_DECLINE] =
            (UiButton){{ax + bw + pad * 0.6f, by, bw, bh}, _("Decline"),
                       PB_DECLINE, offer, false};
        s->buttons[PB_PASS] =
            (UiButton){{((float)ui->w - bw) / 2, by, bw, bh}, _("Pass"),
                       PB_PASS, !offer && rules_is_legal(&s->shown, pass,
                                                         NULL),
                       false};
    }
    ui_buttons_keep_focus(s->buttons, PB_N, &s->focus);
}

static void activate(Ui *ui, PuzzleScreen *s, int id)
{
    switch (id) {
    case PB_BACK:
        ui_pop(ui);
        return;
    case PB_AGAIN:
        start_puzzle(s, s->index);
        s->failed = s->rated = true; /* counted already */
        return;
    case PB_SHOW:
        start_puzzle(s, s->index);
        s->failed = s->rated = true;
        animate(s, cur(s)->line[0], PZ_ANSWER);
        snprintf(s->said, sizeof s->said, "%s", _("The answer:"));
        return;
    case PB_NEXT:
        if (s->set.count) {
            start_puzzle(s, choose_next(s, false));
        }
        return;
    case PB_ACCEPT:
        try_move(ui, s, (RulesMove){RULES_MOVE_ACCEPT, 0, 0});
        return;
    case PB_DECLINE:
        try_move(ui, s, (RulesMove){RULES_MOVE_DECLINE, 0, 0});
        return;
    case PB_PASS:
        try_move(ui, s, (RulesMove){RULES_MOVE_PASS, 0, 0});
        return;
    default:
        return;
    }
}

static void puzzle_input(Ui *ui, void *st, const SDL_Event *e)
{
    PuzzleScreen *s = st;
    layout(ui, s);
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_ESCAPE) {
        ui_pop(ui);
        return;
    }
    bool playing = s->phase == PZ_RIGHT || s->phase == PZ_REPLY ||
                   s->phase == PZ_WRONG || s->phase == PZ_PUNISH ||
                   s->phase == PZ_ANSWER;
    if (playing && ((e->type == SDL_KEYDOWN &&
                     (e->key.keysym.sym == SDLK_SPACE ||
                      e->key.keysym.sym == SDLK_RETURN ||
                      e->key.keysym.sym == SDLK_KP_ENTER)) ||
                    (e->type == SDL_MOUSEBUTTONUP &&
                     e->button.button == SDL_BUTTON_LEFT &&
                     ui_board_hit(&s->L, (float)e->button.x,
                                  (float)e->button.y) >= 0))) {
        ui_anim_finish(&s->anim); /* skip to the move's end */
        return;
    }
    if (e->type == SDL_MOUSEMOTION) {
        s->hover = ui_board_hit(&s->L, (float)e->motion.x, (float)e->motion.y);
        if (s->hover >= 0 && s->phase == PZ_ASK) {
            s->focus = -1;
        }
    }
    if (e->type == SDL_KEYDOWN && s->phase == PZ_ASK && cur(s)) {
        SDL_Keycode k = e->key.keysym.sym;
        const RulesPosition *p = &s->shown;
        if (k == SDLK_LEFT || k == SDLK_RIGHT) {
            int h = ui_board_cursor_step(ui_board_playable(p), p->hole_count,
                                         s->hover, k == SDLK_RIGHT ? 1 : -1);
            if (h >= 0) {
                s->hover = h;
                s->focus = -1;
            }
            return;
        }
        if ((k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_SPACE) &&
            s->focus < 0) {
            int h = s->hover;
            if (ui_board_enter(ui_board_playable(p), p->hole_count, &h)) {
                try_move(ui, s, (RulesMove){RULES_MOVE_SOW, (uint8_t)h, 0});
            } else {
                s->hover = h;
            }
            return;
        }
        if (k == SDLK_TAB) {
            s->hover = -1;
        }
    }
    if (e->type == SDL_MOUSEBUTTONUP && e->button.button == SDL_BUTTON_LEFT &&
        s->phase == PZ_ASK && cur(s)) {
        int hole = ui_board_hit(&s->L, (float)e->button.x,
                                (float)e->button.y);
        if (hole >= 0) {
            try_move(ui, s, (RulesMove){RULES_MOVE_SOW, (uint8_t)hole, 0});
            return;
        }
    }
    if (e->type == SDL_KEYDOWN || e->type == SDL_MOUSEBUTTONUP) {
        ui_cheer_skip(ui, &s->cheer);
    }
    int hit = ui_buttons_input(ui, s->buttons, PB_N, &s->focus, e);
    if (hit >= 0 && s->buttons[hit].enabled) {
        activate(ui, s, hit);
    }
}

static int puzzle_update(Ui *ui, void *st, uint32_t dt)
{
    PuzzleScreen *s = st;
    bool playing = s->phase == PZ_RIGHT || s->phase == PZ_REPLY ||
                   s->phase == PZ_WRONG || s->phase == PZ_PUNISH ||
                   s->phase == PZ_ANSWER;
    if (!playing) {
        return ui_cheer_update(ui, &s->cheer, dt);
    }
    if (ui_anim_update(&s->anim, dt)) {
        return 16;
    }
    animation_done(ui, s);
    return 16;
}

/* The line above the board: the puzzle, its difficulty, the rating and
 * the streak. */
static void header_line(const PuzzleScreen *s, char *buf, size_t size)
{
    const Puzzle *pz = cur(s);
    const PuzzleGameRecord *gr = &s->record.games[s->game];
    char what[160];
    if (s->of_the_day) {
        snprintf(what, sizeof what, _("Puzzle of the day (%d, %s)"), pz->id,
                 puzzle_difficulty_words(pz->difficulty, translate));
    } else {
        snprintf(what, sizeof what, _("Puzzle %d, %s"), pz->id,
                 puzzle_difficulty_words(pz->difficulty, translate));
    }
    /* TRANSLATORS: the puzzle, then the player's puzzle rating, the
     * puzzles solved at the first try in a row, and those solved. */
    snprintf(buf, size, _("%s · rating %d · streak %d · solved %d of %zu"),
             what, gr->rating, gr->streak, gr->solved, s->set.count);
}

static void draw_text(Ui *ui, PuzzleScreen *s)
{
    UiRect b = s->text_box;
    ui_panel(ui, b);
    const Puzzle *pz = cur(s);
    float pad = 18 * ui->u + 6;
    float x = b.x + pad, w = b.w - 2 * pad, y = b.y + pad * 0.7f;
    const PuzzleGameRecord *gr = &s->record.games[s->game];
    if (gr->history_len >= 2 && b.w > 500 * ui->u) {
        float cw = b.w * 0.2f;
        ui_rating_chart(ui, gr, (UiRect){b.x + b.w - pad - cw, b.y + pad * 0.6f,
                                    cw, b.h * 0.6f});
        w -= cw + pad;
    }
    int px = ui_px(ui, 22), spx = ui_px(ui, 19);
    char goal[300];
    puzzle_goal_text(pz, translate, goal, sizeof goal);
    y += (float)ui_text_wrap(ui, UI_BOLD, px, ui_ink, x, y, w, true, goal);
    y += (float)px * 0.35f;
    UiColor tone = s->phase == PZ_SOLVED || s->phase == PZ_RIGHT ||
                           s->phase == PZ_REPLY
                       ? UI_RGB(40, 110, 40)
                   : s->failed ? UI_RGB(150, 60, 30)
                               : UI_RGB(70, 44, 20);
    if (s->said[0] && s->phase != PZ_WRONG) {
        float room = b.y + b.h - y - pad * 0.3f;
        float need = (float)ui_text_wrap(ui, UI_SANS, spx, tone, x, y, w,
                                         false, s->said);
        int fpx = need > room ? ui_px(ui, 16) : spx;
        ui_text_wrap(ui, UI_SANS, fpx, tone, x, y, w, true, s->said);
    } else if (s->phase == PZ_ASK) {
        ui_text(ui, UI_BOLD, ui_px(ui, 15), UI_RGB(150, 100, 50), x + w,
                b.y + b.h - pad * 0.5f, UI_RIGHT | UI_MIDDLE,
                _("Click a hole, or Left, Right and Enter · F1: keys"));
    }
}

static void puzzle_draw(Ui *ui, void *st)
{
    PuzzleScreen *s = st;
    layout(ui, s);
    float pad = 18 * ui->u + 6;
    const Puzzle *pz = cur(s);
    if (pz) {
        uint64_t playable = 0;
        if (s->phase == PZ_ASK && !s->shown.offer) {
            playable = ui_board_playable(&s->shown);
        }
        ui_learn_board_draw(ui, &s->L, &s->shown, &s->anim, playable, 0,
                            s->phase == PZ_ASK ? s->hover : -1, NULL);
    } else {
        ui_background(ui);
    }
    char title[160];
    snprintf(title, sizeof title, _("Puzzles: %s"), rules_game_title(s->game));
    ui_text(ui, UI_SERIF, ui_px(ui, 40), UI_RGB(252, 226, 170),
            (float)ui->w / 2, pad + 20 * ui->u, UI_CENTER | UI_MIDDLE, title);
    if (!pz) {
        ui_text_wrap(ui, UI_BOLD, ui_px(ui, 20), UI_RGB(255, 200, 170), pad,
                     (float)ui->h * 0.4f, (float)ui->w - 2 * pad, true,
                     s->error);
        ui_button_draw(ui, &s->buttons[PB_BACK], s->focus == PB_BACK);
        return;
    }
    char line[400];
    header_line(s, line, sizeof line);
    ui_text_fit(ui, UI_BOLD, ui_px(ui, 20), UI_RGB(240, 222, 190),
                pad, pad + 62 * ui->u - (float)ui_px(ui, 20) * 0.6f,
                (float)ui->w - 2 * pad, line);
    if (s->phase == PZ_SOLVED && !s->failed) {
        float r = (float)ui_px(ui, 22);
        ui_tick(ui, s->text_box.x + s->text_box.w - r * 1.6f,
                s->text_box.y + r * 1.5f, r);
    }
    draw_text(ui, s);
    for (int i = 0; i < PB_N; i++) {
        if (s->buttons[i].enabled) {
            ui_button_draw(ui, &s->buttons[i], i == s->focus);
        }
    }
    UiRect back = s->buttons[PB_BACK].r, next = s->buttons[PB_NEXT].r;
    ui_cheer_draw(ui, &s->cheer,
                  (UiRect){back.x + back.w + pad, back.y + back.h * 0.1f,
                           next.x - back.x - back.w - 2 * pad, back.h * 0.8f});
}

static void puzzle_leave(Ui *ui, void *st)
{
    (void)ui;
    PuzzleScreen *s = st;
    ui_anim_free(&s->anim);
    puzzle_set_free(&s->set);
    free(s);
}

static void puzzle_dump(Ui *ui, void *st, FILE *f)
{
    PuzzleScreen *s = st;
    const Puzzle *pz = cur(s);
    fprintf(f, "screen puzzle\ngame %s\nphase %d\n", rules_game_name(s->game),
            (int)s->phase);
    if (pz) {
        char goal[300], m[RULES_MOVE_TEXT_MAX];
        puzzle_goal_text(pz, translate, goal, sizeof goal);
        fprintf(f, "puzzle %d\nstep %d\ngoal %s\nsaid %s\n", pz->id,
                s->step, goal, s->said);
        if (s->phase == PZ_ASK) {
            rules_move_format(pz->line[s->step], m, sizeof m);
            fprintf(f, "expect %s\nlegal", m);
            RulesMove moves[RULES_MAX_MOVES];
            int n = rules_legal_moves(&s->shown, moves);
            for (int i = 0; i < n; i++) {
                rules_move_format(moves[i], m, sizeof m);
                fprintf(f, " %s", m);
            }
            fprintf(f, "\n");
        }
        const PuzzleGameRecord *gr = &s->record.games[s->game];
        fprintf(f, "rating %d\nstreak %d\nsolved %d\ncheer %s\n",
                gr->rating, gr->streak, gr->solved,
                s->cheer.on ? s->cheer.text : "-");
    }
    layout(ui, s);
    ui_board_dump(&s->L, f);
    ui_buttons_dump(s->buttons, PB_N, f);
}

static const UiKey puzzle_keys[] = {
    {N_("Left, Right"), N_("Choose a hole (the ring shows it)")},
    {N_("Enter"), N_("Play the move from that hole")},
    {N_("Space or Enter"), N_("While seeds move: finish the move")},
    {N_("Tab, Enter"), N_("Move between the buttons and press one")},
    {NULL, NULL},
};

static const UiScreenDef puzzle_def = {"puzzle", puzzle_input, puzzle_update,
                                       puzzle_draw, puzzle_leave,
                                       puzzle_dump, puzzle_keys};

void ui_puzzle_push(Ui *ui, RulesGameId game)
{
    PuzzleScreen *s = calloc(1, sizeof *s);
    if (!s) {
        ui_fatal(__FILE__, __LINE__, "out of memory");
    }
    s->game = game;
    s->anim.sound = ui->sound;
    s->hover = s->focus = -1;
    if (*ui->pref_dir) {
        char path[1100], why[200];
        snprintf(path, sizeof path, "%.1000s/puzzles.txt", ui->pref_dir);
        if (!puzzle_record_load(path, &s->record, why, sizeof why)) {
            /* a damaged record is kept aside, never overwritten */
            safeio_set_aside(path, ".bad", NULL, 0);
        }
    } else {
        puzzle_record_init(&s->record);
    }
    PuzzleError err;
    if (!puzzle_set_load_game(ui->data_dir, game, &s->set, &err)) {
        snprintf(s->error, sizeof s->error,
                 _("The puzzles cannot be shown: %s"), err.text);
    } else {
        start_puzzle(s, choose_next(s, true));
    }
    ui_push(ui, &puzzle_def, s);
}
