/* puzzle.c: the puzzle screen: one sentence of goal over the board; a right move is sown and praised in the hints' words, a wrong one is sown, then the reply that punishes it, and what it cost; try again or see the answer; a hint for the streak; Goré's offers chosen on the board. Rating, streak and the puzzle of the day (src/puzzle). Drawn by puzzle_draw.c, its words in puzzle_words.c, the list of puzzles in puzzle_list.c. */
#include "board/anim.h"
#include "board/board.h"
#include "board/stage.h"
#include "kit/screen.h"
#include "kit/settings.h"
#include "kit/sound.h"
#include "kit/ui_i18n.h"
#include "kit/widgets.h"
#include "screens/path.h"
#include "screens/puzzle/puzzle_screen.h"
#include "screens/puzzle/scr_puzzle.h"

#include "puzzle.h"
#include "safeio.h"

#include <stdlib.h>
#include <string.h>

#include "platform.h"

const Puzzle *puzzle_cur(const PuzzleScreen *s)
{
    return s->index < s->set.count ? &s->set.items[s->index] : NULL;
}

bool puzzle_playing(const PuzzleScreen *s)
{
    return s->phase == PZ_RIGHT || s->phase == PZ_REPLY ||
           s->phase == PZ_WRONG || s->phase == PZ_PUNISH ||
           s->phase == PZ_ANSWER;
}

static size_t day_index(const PuzzleScreen *s)
{
    int d = ui_puzzle_today();
    return puzzle_of_the_day(s->set.count, d / 10000, d / 100 % 100, d % 100,
                             s->game);
}

void puzzle_start(PuzzleScreen *s, size_t index)
{
    s->index = index;
    s->step = 0;
    s->phase = PZ_ASK;
    s->failed = false;
    s->rated = s->cheer.on = false;
    s->hinted = s->hint_cost = s->offering = false;
    s->offer_sel = 0;
    s->said[0] = '\0';
    s->hover = -1;
    s->focus = s->ready = -1;
    s->of_the_day = index == day_index(s);
    if (puzzle_cur(s)) {
        s->shown = puzzle_cur(s)->start;
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
    if (first && gr->day != ui_puzzle_today()) {
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
    bool solved, hint;
} Result;

static void apply_result(PuzzleRecord *r, void *ctx)
{
    const Result *res = ctx;
    const PuzzleScreen *s = res->s;
    if (res->hint) {
        puzzle_record_hint(r, puzzle_cur(s));
        return;
    }
    puzzle_record_result(r, puzzle_cur(s), !s->rated,
                         res->solved && !s->failed, res->solved,
                         ui_puzzle_today(), s->of_the_day);
}

/* The result counts once a puzzle: its first right end or first wrong
 * move moves the rating (a hint first: the streak ends, the rating
 * stays); solving it later still marks it solved. Written under the data
 * folder's lock, merged with what another window wrote. */
static void count_result(Ui *ui, PuzzleScreen *s, bool solved, bool hint)
{
    Result res = {s, solved, hint};
    int before = s->record.games[s->game].rating;
    puzzle_record_update(ui->pref_dir, apply_result, &res, &s->record);
    s->rated = true;
    const PuzzleGameRecord *gr = &s->record.games[s->game];
    if (!hint) {
        ui_path_puzzle_cheer(ui, s->game, before, gr, &s->cheer);
    }
    if (!hint && solved && !s->failed && !s->cheer.on) {
        /* no step nor milestone: what this one earned, and the streak */
        char words[240];
        /* TRANSLATORS: a puzzle solved at the first try: the rating's
         * change, the rating, the puzzles solved so in a row */
        snprintf(words, sizeof words, _("Solved! %+d · rating %d · streak %d"),
                 gr->rating - before, gr->rating, gr->streak);
        ui_cheer_start(ui, &s->cheer, words);
    }
}

static void animate(PuzzleScreen *s, RulesMove m, PuzzlePhase phase)
{
    RulesTrace t = {0};
    s->before = s->shown;
    rules_apply(&s->shown, m, &s->after, &t);
    ui_anim_free(&s->anim);
    /* the answer played for the player goes slowly, to be followed */
    ui_anim_start(&s->anim, &s->shown, &s->after, &t,
                  phase == PZ_ANSWER ? UI_SPEED_SLOW : UI_SPEED_NORMAL,
                  false);
    rules_trace_free(&t);
    s->phase = phase;
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

static void try_move(Ui *ui, PuzzleScreen *s, RulesMove m)
{
    const Puzzle *pz = puzzle_cur(s);
    if (!pz || s->phase != PZ_ASK || !rules_is_legal(&s->shown, m, NULL)) {
        return;
    }
    s->offering = false;
    s->offer_sel = 0;
    s->focus = -1; /* the keys go back to the board */
    if (rules_move_equal(m, pz->line[s->step])) {
        puzzle_praise(ui, s, m);
        animate(s, m, PZ_RIGHT);
        return;
    }
    if (!s->rated) {
        s->failed = true;
        count_result(ui, s, false, false);
    }
    s->failed = true;
    s->said[0] = '\0';
    s->tried = m;
    s->retry = s->shown;
    s->retry_step = s->step;
    animate(s, m, PZ_WRONG);
}

/* The puzzle ended in `phase`: its buttons shown, none focused yet; the
 * first Enter or Space focuses `button`, the next presses it. */
static void settle(PuzzleScreen *s, PuzzlePhase phase, int button)
{
    s->phase = phase;
    s->focus = -1;
    s->ready = button;
}

/* An animation ended: what comes next. */
static void animation_done(Ui *ui, PuzzleScreen *s)
{
    const Puzzle *pz = puzzle_cur(s);
    s->shown = s->after;
    switch (s->phase) {
    case PZ_RIGHT:
        if (s->step + 1 < pz->line_len) {
            animate(s, pz->line[s->step + 1], PZ_REPLY);
            return;
        }
        settle(s, PZ_SOLVED, PB_NEXT);
        count_result(ui, s, true, false);
        if (!s->cheer.on) { /* (the celebration has its own sound) */
            ui_sound_play(ui->sound, UI_SFX_WIN, 0, 1.0f);
        }
        return;
    case PZ_REPLY:
        puzzle_reply_words(ui, s, &s->before, pz->line[s->step + 1]);
        s->step += 2;
        s->phase = PZ_ASK;
        s->hinted = false; /* a hint was for the move before */
        return;
    case PZ_WRONG: {
        int gain = 0;
        if (!s->shown.over && s->shown.to_move != pz->start.to_move &&
            punishing_reply(&s->shown, &s->reply, &gain)) {
            puzzle_what_it_cost(ui, s, &s->reply, gain);
            animate(s, s->reply, PZ_PUNISH);
            return;
        }
        puzzle_what_it_cost(ui, s, NULL, 0);
        settle(s, PZ_FAILED, PB_AGAIN);
        return;
    }
    case PZ_PUNISH:
        settle(s, PZ_FAILED, PB_AGAIN);
        return;
    case PZ_ANSWER:
        if (s->step + 1 < pz->line_len) {
            s->step++;
            puzzle_answer_words(ui, s, &s->shown, false);
            animate(s, pz->line[s->step], PZ_ANSWER);
            return;
        }
        settle(s, PZ_SOLVED, PB_NEXT);
        puzzle_answer_words(ui, s, &pz->start, true);
        return;
    default:
        return;
    }
}

/* The hint: the theme, where to look; before any result it ends the
 * streak and the puzzle no longer moves the rating. */
static void hint(Ui *ui, PuzzleScreen *s)
{
    if (s->phase != PZ_ASK || s->hinted || !puzzle_cur(s)) {
        return;
    }
    s->hinted = true;
    s->focus = -1; /* Enter then sows the ringed hole, not Back */
    if (!s->rated) {
        s->hint_cost = true;
        count_result(ui, s, false, true);
        s->failed = true; /* not solved at the first try */
    }
    puzzle_hint_words(ui, s);
}

/* Try again: from the position where the wrong move was played, at that
 * move of the line (issue 52: from the first move, in a line of several,
 * the moves already found had to be played again). The result counted
 * at the wrong move: solving it now marks it solved, and moves neither
 * the rating nor the streak. */
static void try_again(PuzzleScreen *s)
{
    RulesPosition at = s->retry;
    int step = s->retry_step;
    puzzle_start(s, s->index);
    s->failed = s->rated = true; /* counted already */
    if (step > 0 && step < puzzle_cur(s)->line_len) {
        s->step = step;
        s->shown = at;
        ui_anim_free(&s->anim);
        ui_anim_still(&s->anim, &s->shown);
    }
    /* said, not silent: the rating moved once, at the wrong move */
    snprintf(s->said, sizeof s->said, "%s",
             s->step > 0 ? _("Back to where your last move went wrong. "
                             "Your rating already counted this puzzle: "
                             "this try does not change it.")
                         : _("From the start again. Your rating already "
                             "counted this puzzle: this try does not "
                             "change it."));
}

/* A hole clicked (or Enter on it) while holes to offer are chosen. */
static void offer_pick(PuzzleScreen *s, int hole)
{
    if ((ui_board_offerable(&s->shown) >> hole) & 1) {
        s->offer_sel ^= (uint8_t)(1u << hole);
    }
}

static void activate(Ui *ui, PuzzleScreen *s, int id)
{
    switch (id) {
    case PB_BACK:
        ui_pop(ui);
        return;
    case PB_AGAIN:
        try_again(s);
        return;
    case PB_SHOW: /* "See the answer", or once solved "Play the answer" */
        puzzle_start(s, s->index);
        s->failed = s->rated = true;
        puzzle_answer_words(ui, s, &s->shown, false);
        animate(s, puzzle_cur(s)->line[0], PZ_ANSWER);
        return;
    case PB_NEXT:
        if (s->set.count) {
            puzzle_start(s, choose_next(s, false));
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
    case PB_OFFER:
        s->offering = true;
        s->offer_sel = 0;
        s->focus = -1; /* Left, Right and Enter pick the holes */
        return;
    case PB_SEND:
        try_move(ui, s, (RulesMove){RULES_MOVE_OFFER, 0, s->offer_sel});
        return;
    case PB_CANCEL:
        s->offering = false;
        s->offer_sel = 0;
        s->focus = -1;
        return;
    case PB_HINT:
        hint(ui, s);
        return;
    case PB_LIST:
        if (s->set.count) {
            puzzle_list_push(ui, s);
        }
        return;
    case PB_GAME:
        puzzle_set_game(ui, s, (RulesGameId)((s->game + 1) %
                                             RULES_GAME_COUNT));
        return;
    default:
        return;
    }
}

/* The letters that press the buttons they name: H(int), L(ist), O(ffer)
 * (or Make offer), A(ccept), D(ecline), P(ass), G(ame). */
static bool letter(Ui *ui, PuzzleScreen *s, SDL_Keycode k)
{
    static const struct {
        SDL_Keycode key;
        int id;
    } keys[] = {{SDLK_h, PB_HINT},   {SDLK_l, PB_LIST},
                {SDLK_o, PB_OFFER},  {SDLK_o, PB_SEND},
                {SDLK_a, PB_ACCEPT}, {SDLK_d, PB_DECLINE},
                {SDLK_p, PB_PASS},   {SDLK_g, PB_GAME}};
    for (size_t i = 0; i < sizeof keys / sizeof *keys; i++) {
        if (keys[i].key == k && s->buttons[keys[i].id].enabled) {
            activate(ui, s, keys[i].id);
            return true;
        }
    }
    return false;
}

/* The keyboard on the board: Left, Right and Enter sow, or while holes
 * to offer are chosen, pick them. True when the key was the board's. */
static bool board_key(Ui *ui, PuzzleScreen *s, SDL_Keycode k)
{
    if (s->offering) {
        uint64_t ok = ui_board_offerable(&s->shown);
        if (k == SDLK_LEFT || k == SDLK_RIGHT) {
            int h = ui_board_cursor_step(ok, s->shown.hole_count, s->hover,
                                         k == SDLK_RIGHT ? 1 : -1);
            if (h >= 0) {
                s->hover = h;
                s->focus = -1;
            }
            return true;
        }
        if ((k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_SPACE) &&
            s->focus < 0) {
            int h = s->hover;
            if (ui_board_enter(ok, s->shown.hole_count, &h)) {
                offer_pick(s, h);
            }
            s->hover = h;
            return true;
        }
        return false;
    }
    int h = ui_board_sow_key(&s->shown, k, &s->hover, &s->focus);
    if (h >= 0) {
        try_move(ui, s, (RulesMove){RULES_MOVE_SOW, (uint8_t)h, 0});
    }
    return h != UI_BOARD_KEY_NOT_MINE;
}

static void puzzle_input(Ui *ui, void *st, const SDL_Event *e)
{
    PuzzleScreen *s = st;
    puzzle_layout(ui, s);
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_ESCAPE) {
        if (s->offering) {
            activate(ui, s, PB_CANCEL);
        } else {
            ui_pop(ui);
        }
        return;
    }
    if (puzzle_playing(s) &&
        ((e->type == SDL_KEYDOWN && (e->key.keysym.sym == SDLK_SPACE ||
                                     e->key.keysym.sym == SDLK_RETURN ||
                                     e->key.keysym.sym == SDLK_KP_ENTER)) ||
         (e->type == SDL_MOUSEBUTTONUP && e->button.button == SDL_BUTTON_LEFT &&
          ui_board_hit(&s->L, (float)e->button.x, (float)e->button.y) >=
              0))) {
        ui_anim_finish(&s->anim); /* skip to the move's end */
        return;
    }
    if (e->type == SDL_MOUSEMOTION) {
        s->hover = ui_board_hit(&s->L, (float)e->motion.x, (float)e->motion.y);
        if (s->hover >= 0 && s->phase == PZ_ASK) {
            s->focus = -1;
        }
    }
    if (e->type == SDL_KEYDOWN && s->phase == PZ_ASK && puzzle_cur(s) &&
        board_key(ui, s, e->key.keysym.sym)) {
        return;
    }
    if (e->type == SDL_MOUSEBUTTONUP && e->button.button == SDL_BUTTON_LEFT &&
        s->phase == PZ_ASK && puzzle_cur(s)) {
        int hole = ui_board_hit(&s->L, (float)e->button.x,
                                (float)e->button.y);
        if (hole >= 0 && s->offering) {
            offer_pick(s, hole);
            return;
        }
        if (hole >= 0) {
            try_move(ui, s, (RulesMove){RULES_MOVE_SOW, (uint8_t)hole, 0});
            return;
        }
    }
    if (e->type == SDL_KEYDOWN || e->type == SDL_MOUSEBUTTONUP) {
        bool moving = ui_cheer_moving(&s->cheer);
        ui_cheer_skip(ui, &s->cheer);
        if (moving && e->type == SDL_KEYDOWN) {
            return; /* a key that ends the celebration does nothing else */
        }
    }
    if (e->type == SDL_KEYDOWN && s->ready >= 0 && s->focus < 0 &&
        (e->key.keysym.sym == SDLK_RETURN || e->key.keysym.sym == SDLK_SPACE ||
         e->key.keysym.sym == SDLK_KP_ENTER)) {
        /* the first Enter or Space after the end only shows the focus */
        s->focus = s->ready;
        s->ready = -1;
        return;
    }
    if (e->type == SDL_KEYDOWN && !(e->key.keysym.mod & KMOD_CTRL) &&
        letter(ui, s, e->key.keysym.sym)) {
        return;
    }
    int hit = ui_buttons_input(ui, s->buttons, PB_N, &s->focus, e);
    if (hit >= 0 && s->buttons[hit].enabled) {
        activate(ui, s, hit);
    }
}

static int puzzle_update(Ui *ui, void *st, uint32_t dt)
{
    PuzzleScreen *s = st;
    if (!puzzle_playing(s)) {
        return ui_cheer_update(ui, &s->cheer, dt);
    }
    if (ui_anim_update(&s->anim, dt)) {
        return 16;
    }
    animation_done(ui, s);
    return 16;
}

static void puzzle_leave(Ui *ui, void *st)
{
    (void)ui;
    PuzzleScreen *s = st;
    ui_anim_free(&s->anim);
    puzzle_set_free(&s->set);
    free(s);
}

void puzzle_set_game(Ui *ui, PuzzleScreen *s, RulesGameId game)
{
    PuzzleError err;
    puzzle_set_free(&s->set);
    s->cheer.on = false;
    s->game = game;
    s->error[0] = '\0';
    if (!puzzle_set_load_game(ui->data_dir, game, &s->set, &err)) {
        snprintf(s->error, sizeof s->error,
                 _("The puzzles cannot be shown: %s"), err.text);
        s->index = 0;
        s->phase = PZ_ASK;
    } else {
        puzzle_start(s, choose_next(s, true));
    }
}

static const UiKey puzzle_keys[] = {
    {N_("Left, Right"), N_("Choose a hole (the ring shows it)")},
    {N_("Enter"), N_("Play the move from that hole")},
    {N_("Space or Enter"), N_("While seeds move: finish the move")},
    {N_("Tab, Enter"), N_("Move between the buttons and press one")},
    {N_("H"), N_("A hint: the theme and where to look (ends the streak)")},
    {N_("L"), N_("Every puzzle of the game, to choose one")},
    {N_("G"), N_("The next game's puzzles")},
    {N_("O"), N_("Offer holes: Enter picks each, O again makes the offer")},
    {N_("A, D, P"), N_("Accept, decline the offer; pass")},
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
    puzzle_set_game(ui, s, game);
    ui_push(ui, &puzzle_def, s);
}
