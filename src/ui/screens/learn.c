/* learn.c: Learn mode's lesson screen, step by step (the board it shares
 * with watch.c: board/stage.c; finished lessons: progress.c). */
#include "board/ai_play.h"
#include "board/anim.h"
#include "board/board.h"
#include "board/stage.h"
#include "kit/draw.h"
#include "kit/rect.h"
#include "kit/screen.h"
#include "kit/settings.h"
#include "kit/text.h"
#include "kit/ui_i18n.h"
#include "kit/widgets.h"
#include "screens/progress.h"
#include "screens/path.h"
#include "screens/lesson.h"
#include "screens/rooms.h"
#include "screens/scr_learn.h"

#include "learn.h"
#include "session.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ---- The lesson screen ---- */

static void start_step(LessonState *s, size_t step)
{
    s->step = step;
    s->phase = PHASE_ASK;
    s->wrong[0] = '\0';
    const LearnStep *st = lesson_cur(s);
    if (st) {
        ui_anim_still(&s->anim, &st->position);
    }
    /* The keys start where the step's move is made: on the board for a
     * sowing (Enter first rings a hole, as in a game), else on the button
     * that makes it; Back is a Tab away. */
    s->hover = -1;
    s->focus = lesson_act_button(st);
}

/* What a move the step does not ask for would do, from its trace. */
static void explain_wrong(const Ui *ui, LessonState *s, RulesMove m)
{
    const LearnStep *st = lesson_cur(s);
    RulesWhy why = {0};
    char what[400];
    if (!rules_is_legal(&st->position, m, &why)) {
        char reason[240];
        ui_why_text(&why, &st->position, false, reason, sizeof reason);
        snprintf(what, sizeof what, _("That move is not allowed here: %s."),
                 reason);
    } else if (m.kind != RULES_MOVE_SOW) {
        snprintf(what, sizeof what, "%s",
                 _("That is a good move to know, but not this step's."));
    } else {
        RulesTrace t = {0};
        RulesPosition after;
        if (!learn_step_play(st, m, &after, &t)) {
            ui_fatal(__FILE__, __LINE__, "out of memory");
        }
        RulesTraceSummary sum;
        rules_trace_summary(&t, (RulesSide)st->position.to_move, &sum);
        rules_trace_free(&t);
        char laps_txt[80] = "", caught_txt[80];
        if (sum.laps > 1) {
            snprintf(laps_txt, sizeof laps_txt, _(" after %d laps"),
                     sum.laps);
        }
        /* the words of "3" are the language's: ", en prenant 3 graines." */
        snprintf(caught_txt, sizeof caught_txt,
                 sum.captured ? P_(", capturing %d.", ", capturing %d.",
                                   (size_t)sum.captured)
                              : _(" without capturing."),
                 sum.captured);
        char hole[40];
        if (sum.end_in_pile) {
            snprintf(what, sizeof what,
                     P_("That would sow %d seed and end in the store",
                        "That would sow %d seeds and end in the store",
                        (size_t)sum.lifted),
                     sum.lifted);
        } else {
            snprintf(what, sizeof what,
                     P_("That would sow %d seed and end in hole %s",
                        "That would sow %d seeds and end in hole %s",
                        (size_t)sum.lifted),
                     sum.lifted, ui_hole_text(ui, &st->position,
                                              sum.end_hole, hole,
                                              sizeof hole));
        }
        size_t n = strlen(what);
        snprintf(what + n, sizeof what - n, "%s%s%s", laps_txt, caught_txt,
                 after.over ? _(" The game would end there.") : "");
    }
    snprintf(s->wrong, sizeof s->wrong, "%s%s%s", what, st->wrong ? " " : "",
             st->wrong ? st->wrong : "");
}

static void play_expected(LessonState *s)
{
    const LearnStep *st = lesson_cur(s);
    if (!st) {
        return;
    }
    RulesTrace t = {0};
    if (!learn_step_play(st, st->move, &s->after, &t)) {
        ui_fatal(__FILE__, __LINE__, "out of memory");
    }
    ui_anim_free(&s->anim);
    /* at the lesson's speed (Slow at first), and in teaching mode one
     * event at a time (Right goes on) */
    ui_anim_start(&s->anim, &st->position, &s->after, &t, s->speed,
                  s->teaching);
    rules_trace_free(&t);
    s->phase = PHASE_PLAY;
    s->wrong[0] = '\0';
    /* no button has the keys while it plays (Enter finishes the move);
     * once it is shown they are on Next step (lesson_update) */
    s->focus = -1;
}

static void try_move(const Ui *ui, LessonState *s, RulesMove m)
{
    const LearnStep *st = lesson_cur(s);
    if (!st || s->phase != PHASE_ASK) {
        return;
    }
    if (rules_move_equal(m, st->move)) {
        if (s->step < 64) {
            s->by_self |= 1ull << s->step;
        }
        play_expected(s);
    } else {
        explain_wrong(ui, s, m);
    }
}

static void finish_step(Ui *ui, LessonState *s)
{
    /* A game of a match that ended: first the next game's start, begun by
     * the other player (URIM-10). */
    RulesPosition next;
    if (s->phase == PHASE_DONE &&
        learn_step_next_game(lesson_cur(s), &s->after, s->match_points, &next)) {
        s->after = next;
        ui_anim_still(&s->anim, &next);
        s->phase = PHASE_MATCH;
        s->hover = -1;
        return;
    }
    if (s->step + 1 < s->lesson->count) {
        start_step(s, s->step + 1);
        return;
    }
    ui_learn_mark_done(ui, s->game);
    ui_path_news(ui, s->game); /* the lesson's end says it: told */
    s->phase = PHASE_END;
    s->focus = LB_PLAY; /* Enter plays the game just learned */
}

/* Pause, or Go on: a move paused goes on (in teaching mode, to the end
 * of its next event). */
static void lesson_pause(LessonState *s)
{
    if (s->phase != PHASE_PLAY || !s->anim.active) {
        return;
    }
    if (!s->anim.paused) {
        s->anim.paused = true;
    } else if (s->teaching) {
        ui_anim_step(&s->anim);
    } else {
        s->anim.paused = false;
    }
}

/* Teaching mode on or off (T, its button), the move under way too. */
static void lesson_teach(LessonState *s)
{
    s->teaching = !s->teaching;
    s->anim.teaching = s->teaching && s->phase == PHASE_PLAY;
    if (!s->teaching) {
        s->anim.paused = false;
    }
}

/* A seed back (Left, its button): in the move under way, or, once it is
 * shown, into its last seed again (the class asks "what did the last one
 * do?"). */
static void lesson_seed_back(LessonState *s)
{
    if (s->phase == PHASE_DONE && s->anim.len > 0) {
        s->anim.teaching = s->teaching;
        s->phase = PHASE_PLAY;
        s->focus = -1;
    }
    if (s->phase == PHASE_PLAY) {
        ui_anim_back(&s->anim);
    }
}

/* The keys of a move under way: Right the next event when it waits (else
 * the whole move, as Space and Enter), Left an event back, P pause. */
static bool play_key(LessonState *s, SDL_Keycode k)
{
    if (s->phase != PHASE_PLAY) {
        return false;
    }
    /* Page Down, a presenter's remote's "on", is Right */
    bool on = k == SDLK_RIGHT || k == SDLK_PAGEDOWN;
    if (on && s->anim.paused) {
        ui_anim_step(&s->anim);
    } else if (k == SDLK_SPACE || on || k == SDLK_RETURN ||
               k == SDLK_KP_ENTER) {
        ui_anim_finish(&s->anim);
    } else if (k == SDLK_LEFT) {
        lesson_seed_back(s);
    } else if (k == SDLK_p) {
        lesson_pause(s);
    } else {
        return false;
    }
    return true;
}

/* The lesson's speed: Slow, Normal, Fast and Slow again (a lesson shows
 * its seeds: no Instant), the move under way too; the next lesson starts
 * at it. */
static void lesson_speed(Ui *ui, LessonState *s)
{
    s->speed = (s->speed + 1) % UI_SPEED_INSTANT;
    s->anim.speed = s->speed;
    ui->lesson_speed = s->speed;
}

static void lesson_activate(Ui *ui, LessonState *s, int id)
{
    const LearnStep *st = lesson_cur(s);
    switch (id) {
    case LB_BACK:
        ui_pop(ui);
        return;
    case LB_NEXT:
        if (s->phase == PHASE_DONE || s->phase == PHASE_MATCH) {
            finish_step(ui, s);
        }
        return;
    case LB_AGAIN:
        if (s->phase == PHASE_DONE) {
            start_step(s, s->step);
        }
        return;
    case LB_PREV:
        if (s->step > 0 && s->phase != PHASE_END) {
            start_step(s, s->step - 1);
        }
        return;
    case LB_SPEED:
        lesson_speed(ui, s);
        return;
    case LB_SEED:
        lesson_seed_back(s);
        return;
    case LB_TEACH:
        lesson_teach(s);
        return;
    case LB_PAUSE:
        if (s->phase == PHASE_ASK) {
            play_expected(s); /* Show me */
        } else {
            lesson_pause(s);
        }
        return;
    case LB_WATCH:
        ui_rooms.watch(ui, s->game);
        return;
    case LB_PLAY: {
        /* The lesson's end offers a first real game, against the gentlest
         * computer player, with the player as South as in the lesson. */
        UiGameSetup g = {s->game, 0, 1, ui->settings.teaching,
                         ui_opponent_mask(UI_OPP_NORTH), AI_LEVEL_BEGINNER,
                         0};
        char err[160];
        ui_rooms.game(ui, &g, NULL, err, sizeof err);
        return;
    }
    case LB_ACT1:
        if (st) {
            RulesMove m = {RULES_MOVE_ACCEPT, 0, 0};
            if (!st->position.offer) {
                m = st->move; /* the offer or pass this step asks for */
            }
            try_move(ui, s, m);
        }
        return;
    case LB_ACT2:
        try_move(ui, s, (RulesMove){RULES_MOVE_DECLINE, 0, 0});
        return;
    default:
        return;
    }
}

static void lesson_input(Ui *ui, void *st, const SDL_Event *e)
{
    LessonState *s = st;
    lesson_layout(ui, s);
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_ESCAPE) {
        ui_pop(ui);
        return;
    }
    if (e->type == SDL_KEYDOWN && s->lesson) {
        SDL_Keycode k = e->key.keysym.sym;
        if (play_key(s, k)) {
            return;
        }
        /* the teacher's keys (a presenter's remote sends Page Up and
         * Page Down): the step before; the step's move shown to the
         * class while it asks, then the next step; teaching mode */
        int id = k == SDLK_PAGEUP     ? LB_PREV
                 : k != SDLK_PAGEDOWN ? -1
                 : s->phase == PHASE_ASK ? LB_PAUSE
                                         : LB_NEXT;
        if (id >= 0 && s->buttons[id].enabled) {
            lesson_activate(ui, s, id);
            return;
        }
        if (k == SDLK_s) {
            lesson_speed(ui, s);
            return;
        }
        if (k == SDLK_t) {
            lesson_teach(s);
            return;
        }
        if (k == SDLK_LEFT && s->phase == PHASE_DONE) {
            lesson_seed_back(s);
            return;
        }
    }
    if (e->type == SDL_MOUSEMOTION) {
        s->hover = ui_board_hit(&s->L, (float)e->motion.x, (float)e->motion.y);
        if (s->hover >= 0 && s->phase == PHASE_ASK) {
            s->focus = -1;
        }
    }
    if (e->type == SDL_KEYDOWN && s->phase == PHASE_ASK && lesson_cur(s)) {
        /* the keyboard's way to a hole: a ring moved with the arrows */
        int h = ui_board_sow_key(&lesson_cur(s)->position,
                                 e->key.keysym.sym, &s->hover, &s->focus);
        if (h >= 0) {
            try_move(ui, s, (RulesMove){RULES_MOVE_SOW, (uint8_t)h, 0});
        }
        if (h != UI_BOARD_KEY_NOT_MINE) {
            return;
        }
    }
    if (e->type == SDL_MOUSEBUTTONUP && e->button.button == SDL_BUTTON_LEFT &&
        s->phase == PHASE_ASK && lesson_cur(s)) {
        int hole = ui_board_hit(&s->L, (float)e->button.x,
                                (float)e->button.y);
        if (hole >= 0) {
            try_move(ui, s, (RulesMove){RULES_MOVE_SOW, (uint8_t)hole, 0});
            return;
        }
    }
    int hit = ui_buttons_input(ui, s->buttons, LB_N, &s->focus, e);
    if (hit >= 0 && s->buttons[hit].enabled) {
        lesson_activate(ui, s, hit);
    }
}

static int lesson_update(Ui *ui, void *st, uint32_t dt)
{
    (void)ui;
    LessonState *s = st;
    if (s->phase != PHASE_PLAY) {
        return -1;
    }
    if (ui_anim_update(&s->anim, dt)) {
        return s->anim.paused ? -1 : 16; /* a paused move waits idle */
    }
    /* Once the move is shown, Enter goes on to the next step; Back stays
     * a Tab away. */
    s->phase = PHASE_DONE;
    s->focus = LB_NEXT;
    return -1;
}

static void lesson_draw(Ui *ui, void *st)
{
    LessonState *s = st;
    lesson_layout(ui, s);
    lesson_draw_all(ui, s);
}

static void lesson_leave(Ui *ui, void *st)
{
    LessonState *s = st;
    if (s->lesson) { /* where the path's next step comes back to */
        ui_path_lesson_left(ui, s->game, (int)s->step, (int)s->lesson->count,
                            s->phase == PHASE_END);
    }
    ui_anim_free(&s->anim);
    learn_lesson_free(s->lesson);
    free(s);
}

static void lesson_dump(Ui *ui, void *st, FILE *f)
{
    LessonState *s = st;
    fprintf(f, "screen learn\ngame %s\nstep %zu\nsteps %zu\nphase %d\n"
               "wrong %s\nfocus %d\n", rules_game_name(s->game), s->step + 1,
            s->lesson ? s->lesson->count : 0, (int)s->phase, s->wrong,
            s->hover);
    const LearnStep *step = lesson_cur(s);
    if (step) {
        fprintf(f, "prompt %s\nstep_caption %s\n", step->prompt,
                step->caption);
    }
    char line[400];
    if (s->phase == PHASE_MATCH && step) {
        lesson_match_words(s, step, line, sizeof line);
        fprintf(f, "match_next %s\nmatch_words %s\n",
                s->after.to_move == RULES_NORTH ? "north" : "south", line);
    }
    if (s->phase == PHASE_ASK && step &&
        step->move.kind == RULES_MOVE_SOW) {
        fprintf(f, "expect %d\n", step->move.hole);
    }
    if (s->phase == PHASE_END && s->lesson) {
        lesson_end_line(s, line, sizeof line);
        fprintf(f, "end_words %s\n", line);
    }
    fprintf(f, "playable %llu\n", (unsigned long long)lesson_playable(s));
    const char *sign = lesson_teaching_sign(s);
    fprintf(f, "teaching_sign %s\n", sign ? sign : "");
    char words[600];
    lesson_shown_words(ui, s, words, sizeof words);
    fprintf(f, "speed %s\nby_self %llu\n", ui_speed_name(s->speed),
            (unsigned long long)s->by_self);
    fprintf(f, "teaching %d\nanimating %d\nanim_paused %d\nanim_event %zu\n"
               "anim_events %zu\nshown_words %s\n",
            s->teaching ? 1 : 0, s->anim.active ? 1 : 0,
            s->anim.paused ? 1 : 0, s->anim.active ? s->anim.i : 0,
            s->anim.len, words);
    lesson_layout(ui, s);
    ui_board_dump(&s->L, f);
    fprintf(f, "text_box %d %d %d %d\n", (int)s->text_box.x,
            (int)s->text_box.y, (int)s->text_box.w, (int)s->text_box.h);
    /* the buttons drawn, greyed ones too (enabled 0) */
    UiButton shown_buttons[LB_N];
    int n = 0;
    for (int i = 0; i < LB_N; i++) {
        if (lesson_button_shown(s, i)) {
            shown_buttons[n++] = s->buttons[i];
        }
    }
    ui_buttons_dump(shown_buttons, n, f);
    /* the centres of the buttons a player presses to go on ("act": the
     * step's move when it is not a sowing) */
    static const struct {
        int id;
        const char *key;
    } shown[] = {{LB_NEXT, "next"},   {LB_PLAY, "play"},
                 {LB_WATCH, "watch"}, {LB_PREV, "previous"},
                 {LB_PAUSE, "pause"}, {LB_AGAIN, "again"},
                 {LB_PAUSE, "show"}};
    for (size_t i = 0; i < sizeof shown / sizeof shown[0]; i++) {
        const UiButton *b = &s->buttons[shown[i].id];
        bool show = !strcmp(shown[i].key, "show");
        if (b->enabled && (shown[i].id != LB_PAUSE ||
                           show == (s->phase == PHASE_ASK))) {
            fprintf(f, "%s %d %d\n", shown[i].key, (int)(b->r.x + b->r.w / 2),
                    (int)(b->r.y + b->r.h / 2));
        }
    }
    if (s->phase == PHASE_ASK && lesson_act_button(step) >= 0) {
        const UiButton *b = &s->buttons[lesson_act_button(step)];
        fprintf(f, "act %d %d\n", (int)(b->r.x + b->r.w / 2),
                (int)(b->r.y + b->r.h / 2));
    }
}

static const UiKey lesson_keys[] = {
    {N_("Left, Right"), N_("Choose a hole (the ring shows it)")},
    {N_("Enter"), N_("Play the step's move from that hole")},
    {N_("Space or Enter"), N_("While seeds move: finish the move")},
    {N_("Right, Left"), N_("While seeds move: the next seed when the move "
                           "waits, a seed back")},
    {N_("P"), N_("While seeds move: pause, or go on")},
    {N_("S"), N_("Animation speed")},
    {N_("T"), N_("Teaching mode: the move waits after each seed")},
    {N_("Enter"), N_("Once the move is shown: the next step")},
    {N_("Page Up, Page Down"),
     N_("The step before; the step's move shown, then the next step")},
    {N_("Tab, Enter"), N_("Move between the buttons and press one")},
    {NULL, NULL},
};

static const UiScreenDef lesson_def = {
    "learn", lesson_input, lesson_update, lesson_draw, lesson_leave,
    lesson_dump, lesson_keys};

/* The lessons' hole marks read as the board names the holes. */
static const char *lesson_hole_name(const RulesPosition *p, int hole,
                                    char *buf, size_t size, void *ui)
{
    return ui_hole_text(ui, p, hole, buf, size);
}

void ui_learn_push(Ui *ui, RulesGameId game, int step)
{
    LessonState *s = calloc(1, sizeof *s);
    if (!s) {
        ui_fatal(__FILE__, __LINE__, "out of memory");
    }
    s->game = game;
    s->anim.sound = ui->sound;
    s->hover = -1;
    s->teaching = ui->settings.teaching;
    s->speed = ui->lesson_speed >= 0 && ui->lesson_speed < UI_SPEED_INSTANT
                   ? ui->lesson_speed
                   : UI_SPEED_SLOW;
    LearnError err;
    s->lesson = learn_lesson_load_game(ui->data_dir, game,
                                       content_i18n_language(), &err);
    if (s->lesson && !learn_lesson_name_holes(s->lesson, lesson_hole_name,
                                              ui)) {
        ui_fatal(__FILE__, __LINE__, "out of memory");
    }
    if (!s->lesson) {
        snprintf(s->error, sizeof s->error, _("This lesson cannot be shown: %s"),
                 err.text);
    } else {
        size_t n = s->lesson->count;
        start_step(s, step > 0 && (size_t)step < n ? (size_t)step : 0);
    }
    ui_push(ui, &lesson_def, s);
}

/* Plays the top lesson step's move (for screenshots taken during it). */
void ui_learn_play_expected(Ui *ui)
{
    if (ui->depth > 0 && ui->stack[ui->depth - 1].def == &lesson_def) {
        LessonState *s = ui->stack[ui->depth - 1].st;
        if (s->phase == PHASE_ASK) {
            play_expected(s);
        }
    }
}
