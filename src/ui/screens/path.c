/* path.c: a path through each game: its steps read from the records the window keeps (the lessons finished, the record against the computer, the puzzle record), the list drawn with ticks and the next step in bold. */
#define _POSIX_C_SOURCE 200809L
#include "board/ai_play.h"
#include "kit/draw.h"
#include "kit/settings.h"
#include "kit/text.h"
#include "kit/ui_i18n.h"
#include "screens/path.h"
#include "screens/progress.h"
#include "screens/record/record_ui.h"
#include "screens/rooms.h"
#include "screens/saves.h"

#include <dirent.h>
#include <math.h>
#include <stdlib.h>
#include <sys/stat.h>

#include "ai.h"
#include "puzzle.h"
#include "session.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#include "platform.h"

static bool puzzle_record_of(Ui *ui, PuzzleRecord *r, char *path,
                             size_t size)
{
    puzzle_record_init(r);
    if (!*ui->pref_dir) {
        return false;
    }
    snprintf(path, size, "%.1000s/puzzles.txt", ui->pref_dir);
    char why[200];
    return puzzle_record_load(path, r, why, sizeof why);
}

void ui_path_puzzles(Ui *ui, PuzzleRecord *r)
{
    char path[1100];
    puzzle_record_of(ui, r, path, sizeof path);
}

/* Club and Expert want a win without hints (issue 52: a win with a hint
 * at nearly every move took the achievement away); Beginner any win. A
 * win against a stronger level counts for a weaker one (the fresh player
 * beat Club and Beginner's step stayed open). */
static bool won_at(Ui *ui, RulesGameId game, AiLevel level)
{
    for (int l = (int)level; l <= AI_LEVEL_EXPERT; l++) {
        if (level == AI_LEVEL_BEGINNER ? ui_record_wins(ui, game, l) > 0
                                       : ui_record_clean_win(ui, game, l)) {
            return true;
        }
    }
    return false;
}

int ui_path_steps(Ui *ui, RulesGameId game, bool done[UI_PATH_STEPS])
{
    PuzzleRecord pr;
    char path[1100];
    puzzle_record_of(ui, &pr, path, sizeof path);
    const PuzzleGameRecord *gr = &pr.games[game];
    done[0] = ui_learn_done(ui, game);
    done[1] = (gr->path & PUZZLE_PATH_WATCHED) != 0;
    for (int l = AI_LEVEL_BEGINNER; l <= AI_LEVEL_EXPERT; l++) {
        done[ui_path_win_step(l)] = won_at(ui, game, (AiLevel)l);
    }
    done[UI_PATH_STEP_PUZZLES] = gr->solved >= UI_PATH_PUZZLES;
    done[6] = (gr->path & PUZZLE_PATH_REVIEWED) != 0;
    for (int i = 0; i < UI_PATH_STEPS; i++) {
        if (!done[i]) {
            return i;
        }
    }
    return -1;
}

int ui_path_win_step(int level)
{
    return level == AI_LEVEL_BEGINNER ? 2
           : level == AI_LEVEL_CLUB   ? 4
           : level == AI_LEVEL_EXPERT ? 5
                                      : -1;
}

const char *ui_path_step_words(int step)
{
    static const char *const words[UI_PATH_STEPS] = {
        N_("Learn the rules"),        N_("Watch a game"),
        N_("Win against Beginner"),   N_("Solve 10 puzzles"),
        N_("Beat Club, no hints"),    N_("Beat Expert, no hints"),
        N_("Review a game you lost"),
    };
    return step >= 0 && step < UI_PATH_STEPS ? _(words[step]) : "";
}

int ui_path_game(Ui *ui)
{
    bool done[UI_PATH_STEPS];
    int first = (unsigned)ui->settings.game < RULES_GAME_COUNT
                    ? ui->settings.game
                    : 0;
    for (int i = 0; i < RULES_GAME_COUNT; i++) {
        int g = (first + i) % RULES_GAME_COUNT;
        if (ui_path_steps(ui, (RulesGameId)g, done) >= 0) {
            return g;
        }
    }
    return -1;
}

void ui_path_offer(int step, char *buf, size_t size)
{
    /* TRANSLATORS: the next step of the player's path through a game:
     * "Next: Win against Club" */
    snprintf(buf, size, _("Next: %s"), ui_path_step_words(step));
}

void ui_path_offer_game(Ui *ui, RulesGameId game, int step, char *buf,
                        size_t size)
{
    int at = (unsigned)game < RULES_GAME_COUNT ? ui->settings.lesson_at[game]
                                               : 0;
    if (step == 0 && at > 0) {
        /* TRANSLATORS: the next step of the player's path: the lesson
         * left unfinished, where it was left */
        snprintf(buf, size, _("Next: Continue the lesson (step %d of %d)"),
                 at, ui->settings.lesson_steps[game]);
        return;
    }
    ui_path_offer(step, buf, size);
}

void ui_path_lesson_left(Ui *ui, RulesGameId game, int step, int steps,
                         bool finished)
{
    if (!finished && step <= 0) {
        return; /* opened and left at once: a place kept stays kept */
    }
    int at = finished || step >= steps ? 0 : step + 1;
    UiSettings *st = &ui->settings;
    if ((unsigned)game >= RULES_GAME_COUNT ||
        (st->lesson_at[game] == at &&
         (at == 0 || st->lesson_steps[game] == steps))) {
        return;
    }
    st->lesson_at[game] = at;
    st->lesson_steps[game] = at ? steps : 0;
    ui_save_settings(ui);
}

void ui_path_line(Ui *ui, RulesGameId game, char *buf, size_t size)
{
    bool done[UI_PATH_STEPS];
    int next = ui_path_steps(ui, game, done);
    if (next < 0) {
        snprintf(buf, size, "%s", _("Your path: every step done"));
        return;
    }
    int n = 0;
    for (int i = 0; i < UI_PATH_STEPS; i++) {
        n += done[i];
    }
    char offer[200];
    ui_path_offer_game(ui, game, next, offer, sizeof offer);
    /* TRANSLATORS: the player's path through a game: "Your path: 2 of 7
     * done · Next: Win against Club"; not "steps", which are a lesson's
     * ("Step 1 of 7": a teacher read the path as the lesson's progress) */
    snprintf(buf, size, _("Your path: %d of %d done · %s"), n,
             UI_PATH_STEPS, offer);
}

void ui_path_done_words(RulesGameId game, int step, bool all, char *buf,
                        size_t size)
{
    if (all) {
        /* TRANSLATORS: %s is a game: "Every step of the Goré path done!" */
        snprintf(buf, size, _("Every step of the %s path done!"),
                 rules_game_title(game));
    } else {
        /* TRANSLATORS: a step of the player's path through a game was
         * just done: "Step done: Win against Beginner" */
        snprintf(buf, size, _("Step done: %s"), ui_path_step_words(step));
    }
}

void ui_path_puzzle_cheer(Ui *ui, RulesGameId game, int before,
                          const PuzzleGameRecord *gr, UiCheer *c)
{
    unsigned news = ui_path_news(ui, game);
    bool done[UI_PATH_STEPS];
    bool all = ui_path_steps(ui, game, done) < 0;
    char words[240];
    for (int i = 0; i < UI_PATH_STEPS; i++) {
        if (news & (1u << i)) {
            ui_path_done_words(game, i, all, words, sizeof words);
            ui_cheer_start(ui, c, words);
            return;
        }
    }
    int mark = gr->rating / 100 * 100;
    if (mark <= PUZZLE_RATING_START || before >= mark) {
        return;
    }
    /* the last of the history is this puzzle's; a mark reached before
     * is no news */
    for (int i = 0; i + 1 < gr->history_len; i++) {
        if (gr->history[i] >= mark) {
            return;
        }
    }
    /* TRANSLATORS: the player's puzzle rating reached a new hundred */
    snprintf(words, sizeof words, _("Your puzzle rating reached %d!"), mark);
    ui_cheer_start(ui, c, words);
}

int ui_puzzle_today(void)
{
    time_t t = time(NULL);
    struct tm *tm = gmtime(&t);
    return tm ? (tm->tm_year + 1900) * 10000 + (tm->tm_mon + 1) * 100 +
                    tm->tm_mday
              : 0;
}

bool ui_puzzle_known(Ui *ui, RulesGameId game)
{
    if (ui_learn_done(ui, game) || ui_record_played(ui, game)) {
        return true;
    }
    PuzzleRecord pr;
    ui_path_puzzles(ui, &pr);
    return pr.games[game].tried > 0;
}

void ui_puzzle_offer(Ui *ui, RulesGameId game, char *buf, size_t size)
{
    PuzzleRecord pr;
    ui_path_puzzles(ui, &pr);
    const PuzzleGameRecord *gr = &pr.games[game];
    /* TRANSLATORS: a title button: today's puzzle of a game ("Puzzle of
     * the day · Goré"), or once it is solved, another one */
    const char *what = gr->day == ui_puzzle_today() ? _("Next puzzle")
                                                    : _("Puzzle of the day");
    if (gr->streak > 0) {
        /* TRANSLATORS: a title button: "Puzzle of the day · Goré ·
         * streak 3" (puzzles solved at the first try in a row) */
        snprintf(buf, size, _("%s · %s · streak %d"), what,
                 rules_game_title(game), gr->streak);
    } else {
        snprintf(buf, size, "%s · %s", what, rules_game_title(game));
    }
}

void ui_puzzle_button_words(Ui *ui, RulesGameId game, char *buf,
                            size_t size)
{
    PuzzleRecord pr;
    ui_path_puzzles(ui, &pr);
    const PuzzleGameRecord *gr = &pr.games[game];
    if (gr->tried == 0) {
        snprintf(buf, size, "%s", _("Puzzles"));
        return;
    }
    /* TRANSLATORS: the button to a game's puzzles, with the puzzles
     * solved so far and the player's puzzle rating */
    snprintf(buf, size,
             P_("Puzzles · %d solved · rating %d",
                "Puzzles · %d solved · rating %d", (size_t)gr->solved),
             gr->solved, gr->rating);
}

static const AiLevel step_level[UI_PATH_STEPS] = {
    [2] = AI_LEVEL_BEGINNER, [4] = AI_LEVEL_CLUB, [5] = AI_LEVEL_EXPERT};

/* A game against the computer at the step's level, the player South
 * unless the settings have the computer play South. */
static void path_play(Ui *ui, void *ctx)
{
    (void)ctx;
    RulesGameId g = (RulesGameId)ui->path_game;
    UiGameSetup setup = {g, ui_settings_holes(&ui->settings, g), 1,
                         ui->settings.teaching, 0, 0, 0};
    setup = ui_ai_setup_of(ui, setup);
    if (setup.computer == 0 || setup.computer == 3) {
        setup.computer = 1 << RULES_NORTH;
    }
    setup.level = ui->path_level;
    char err[160];
    if (!ui_rooms.game(ui, &setup, NULL, err, sizeof err)) {
        ui_notice(ui, true, err);
    }
}

/* The newest game of `game` lost to the computer among the recent games
 * (ui_keep_finished), in `path`; false when there is none. */
static bool last_lost(Ui *ui, RulesGameId game, char *path, size_t size)
{
    char dir[1100];
    DIR *d = ui_recent_dir(ui, dir, sizeof dir) ? opendir(dir) : NULL;
    struct dirent *de;
    time_t newest = 0;
    bool found = false;
    while (d && (de = readdir(d)) != NULL) {
        char p[1400];
        struct stat st;
        if (de->d_name[0] == '.' || !strstr(de->d_name, ".mancala") ||
            snprintf(p, sizeof p, "%s/%s", dir, de->d_name) >= (int)sizeof p ||
            stat(p, &st) != 0 || (found && st.st_mtime < newest)) {
            continue;
        }
        SessionError err = {0};
        Session *sess = session_load(p, &err);
        UiGameSetup setup;
        memset(&setup, 0, sizeof setup);
        if (sess) {
            ui_ai_from_session(sess, &setup);
        }
        const RulesPosition *end = sess ? session_position(sess) : NULL;
        int cpu = setup.computer & 3;
        if (end && end->over && end->game == game && (cpu == 1 || cpu == 2) &&
            end->winner == (cpu == 1 ? RULES_WINNER_SOUTH
                                     : RULES_WINNER_NORTH)) {
            snprintf(path, size, "%s", p);
            newest = st.st_mtime;
            found = true;
        }
        session_free(sess);
    }
    if (d) {
        closedir(d);
    }
    return found;
}

void ui_path_go(Ui *ui, RulesGameId game, int step)
{
    if (ui->settings.game != (int)game) {
        ui->settings.game = (int)game; /* the next visit starts here */
        ui_save_settings(ui);
    }
    switch (step) {
    case 0: /* the lesson, where it was left */
        ui_rooms.learn(ui, game, ui->settings.lesson_at[game] > 0
                                     ? ui->settings.lesson_at[game] - 1
                                     : 0);
        return;
    case 1:
        ui_rooms.watch(ui, game);
        return;
    case 3:
        ui_rooms.puzzle(ui, game);
        return;
    case UI_PATH_STEPS - 1: { /* the review of the last game lost, kept */
        char path[1400], err[400];
        if (last_lost(ui, game, path, sizeof path) &&
            ui_rooms.game_load(ui, path, err, sizeof err)) {
            ui_rooms.game_review(ui);
            return;
        }
        break; /* none kept: a game first */
    }
    default:
        break;
    }
    /* a level's win; the review of a lost game starts with a game at the
     * level the player chose */
    ui->path_game = (int)game;
    ui->path_level = step > 0 && step < UI_PATH_STEPS && step_level[step]
                         ? (int)step_level[step]
                         : ui->settings.level;
    ui_ask_before_replacing(ui, game, path_play, NULL);
}

unsigned ui_path_news(Ui *ui, RulesGameId game)
{
    bool done[UI_PATH_STEPS];
    ui_path_steps(ui, game, done);
    unsigned now = 0;
    for (int i = 0; i < UI_PATH_STEPS; i++) {
        now |= done[i] ? 1u << i : 0;
    }
    unsigned bit = 1u << game;
    if (!(ui->path_known & bit)) {
        ui->path_known |= bit;
        ui->path_told[game] = now;
    }
    unsigned news = now & ~ui->path_told[game];
    ui->path_told[game] |= now;
    return news;
}

typedef struct Mark {
    RulesGameId game;
    unsigned fact;
} Mark;

static void apply_mark(PuzzleRecord *r, void *ctx)
{
    const Mark *m = ctx;
    r->games[m->game].path |= m->fact;
}

void ui_path_mark(Ui *ui, RulesGameId game, unsigned fact)
{
    PuzzleRecord pr;
    char path[1100];
    if (puzzle_record_of(ui, &pr, path, sizeof path) &&
        (pr.games[game].path & fact) == fact) {
        return; /* marked already: nothing to write */
    }
    Mark m = {game, fact};
    puzzle_record_update(ui->pref_dir, apply_mark, &m, &pr);
    /* told where it was done (the game watched, the review): no result
     * screen announces it later (issue 51: a finished game opened again
     * said "Step done: Watch a game") */
    ui_path_news(ui, game);
}

void ui_path_draw(Ui *ui, RulesGameId game, UiRect r)
{
    ui_path_draw_at(ui, game, r, NULL);
}

void ui_path_draw_at(Ui *ui, RulesGameId game, UiRect r,
                     UiRect at[UI_PATH_STEPS])
{
    for (int i = 0; at && i < UI_PATH_STEPS; i++) {
        at[i] = (UiRect){0, 0, 0, 0};
    }
    bool done[UI_PATH_STEPS];
    int next = ui_path_steps(ui, game, done);
    /* two columns when one is too short; the text as large as the text
     * size asks, or smaller (down to its 100 % size) where a step's words
     * would be cut */
    int px = ui_px(ui, 18);
    int least = (int)ceilf((float)px / ui_text_scale(ui));
    float row, title, col_w;
    int per;
    for (;; px--) {
        row = (float)px * 1.45f;
        title = (float)px * 1.6f;
        int rows = (int)((r.h - title) / row);
        per = rows >= UI_PATH_STEPS ? UI_PATH_STEPS : (UI_PATH_STEPS + 1) / 2;
        col_w = per == UI_PATH_STEPS ? r.w : r.w / 2;
        int widest = 0;
        for (int i = 0; i < UI_PATH_STEPS; i++) {
            int tw, th;
            ui_text_size(ui, UI_BOLD, px, ui_path_step_words(i), &tw, &th);
            widest = tw > widest ? tw : widest;
        }
        /* every step shown: at 200 % the record's panel showed two of
         * seven (issue 51) */
        bool tall = (float)per * row + title <= r.h;
        if (px <= least ||
            ((float)widest <= col_w - (float)px * 0.42f * 3.5f && tall)) {
            break;
        }
    }
    if (r.h < title + row * 2) {
        return;
    }
    ui_text(ui, UI_BOLD, px, UI_RGB(110, 74, 44), r.x, r.y, UI_LEFT,
            next < 0 ? _("Your path: every step done") : _("Your path"));
    float y = r.y + title;
    char cut[200];
    for (int i = 0; i < UI_PATH_STEPS; i++) {
        float cx = r.x + (float)(i / per) * col_w;
        float cy = y + (float)(i % per) * row + row / 2;
        if (cy + row / 2 > r.y + r.h) {
            break;
        }
        float rad = (float)px * 0.42f;
        if (at) {
            /* a step is a button: lit under the pointer */
            at[i] = (UiRect){cx, cy - row / 2, col_w - rad, row};
            if (ui_in_rect(at[i], (float)ui->mouse_x, (float)ui->mouse_y)) {
                ui_round(ui, at[i], at[i].h * 0.3f,
                         UI_RGBA(236, 164, 52, 110));
            }
        }
        if (done[i]) {
            ui_tick(ui, cx + rad, cy, rad);
        } else {
            ui_ring(ui, cx + rad, cy, rad, 2 * ui->u + 1,
                    i == next ? ui_accent : UI_RGB(150, 120, 90));
        }
        ui_text(ui, i == next ? UI_BOLD : UI_SANS, px,
                done[i] ? UI_RGB(60, 110, 60) : ui_ink, cx + rad * 3, cy,
                UI_LEFT | UI_MIDDLE,
                ui_ellipsis(ui, UI_SANS, px, col_w - rad * 3.5f,
                            ui_path_step_words(i), cut, sizeof cut));
    }
}

bool ui_path_dots(Ui *ui, RulesGameId game, UiRect r, UiRect *at)
{
    float rad = r.h * 0.36f, step = rad * 2.6f;
    float w = step * (UI_PATH_STEPS - 1) + 2 * rad;
    *at = (UiRect){0, 0, 0, 0};
    if (rad < 3 || w > r.w) {
        return false;
    }
    bool done[UI_PATH_STEPS];
    int next = ui_path_steps(ui, game, done);
    float x = r.x + r.w - w + rad, cy = r.y + r.h / 2;
    *at = (UiRect){x - rad, cy - rad, w, 2 * rad};
    for (int i = 0; i < UI_PATH_STEPS; i++, x += step) {
        if (done[i]) {
            ui_tick(ui, x, cy, rad);
        } else {
            ui_ring(ui, x, cy, rad * 0.8f, ui->u + 1,
                    i == next ? ui_accent : UI_RGB(150, 120, 90));
        }
    }
    return true;
}

bool ui_path_dots_hit(UiRect dots, float x, float y)
{
    float m = dots.h * 0.6f; /* a little room round marks this small */
    return dots.w > 0 && ui_in_rect((UiRect){dots.x - m, dots.y - m,
                                             dots.w + 2 * m, dots.h + 2 * m},
                                    x, y);
}

void ui_path_tip(Ui *ui, RulesGameId game, UiRect dots)
{
    /* as large as ui_path_draw begins, so that it keeps one column */
    int px = ui_px(ui, 18);
    float row = (float)px * 1.45f, rad = (float)px * 0.42f;
    int widest, th;
    ui_text_size(ui, UI_BOLD, px, _("Your path: every step done"), &widest,
                 &th);
    for (int i = 0; i < UI_PATH_STEPS; i++) {
        int tw;
        ui_text_size(ui, UI_BOLD, px, ui_path_step_words(i), &tw, &th);
        tw += (int)(rad * 3.5f);
        widest = tw > widest ? tw : widest;
    }
    float pad = 12 * ui->u + 4, gap = 6 * ui->u + 2;
    float w = (float)widest + (float)px + 2 * pad;
    float h = (float)px * 1.6f + row * ((float)UI_PATH_STEPS + 0.3f) +
              2 * pad;
    /* under the dots, its right edge under theirs; above them where the
     * window ends first; always inside the window */
    float x = fminf(dots.x + dots.w + pad - w, (float)ui->w - w - gap);
    x = fmaxf(x, gap);
    float y = dots.y + dots.h + gap;
    if (y + h > (float)ui->h - gap) {
        y = fmaxf(gap, dots.y - gap - h);
    }
    UiRect r = {x, y, w, h};
    float rad_box = 10 * ui->u + 2;
    ui_round(ui, (UiRect){x + 2, y + 4 * ui->u, w, h}, rad_box,
             UI_RGBA(0, 0, 0, 90));
    ui_round(ui, r, rad_box, ui_paper);
    ui_round_line(ui, r, rad_box, 2 * ui->u + 1, UI_RGB(150, 120, 90));
    ui_path_draw(ui, game, (UiRect){x + pad, y + pad, w - 2 * pad,
                                    h - 2 * pad});
}

/* The rating after each of the last puzzles, as a small line chart: the
 * highest and lowest ratings at its left, the puzzles counted from the
 * oldest kept under it. */
void ui_rating_chart(Ui *ui, const PuzzleGameRecord *gr, UiRect r)
{
    int lo = gr->history[0], hi = lo;
    for (int i = 1; i < gr->history_len; i++) {
        lo = gr->history[i] < lo ? gr->history[i] : lo;
        hi = gr->history[i] > hi ? gr->history[i] : hi;
    }
    int px = ui_px(ui, 14), apx = ui_px(ui, 12);
    ui_text(ui, UI_BOLD, px, UI_RGB(110, 74, 44), r.x, r.y, UI_LEFT,
            _("Your rating"));
    char top[16], bottom[16], last[16];
    snprintf(top, sizeof top, "%d", hi);
    snprintf(bottom, sizeof bottom, "%d", lo);
    snprintf(last, sizeof last, "%d", gr->history_len);
    int tw, th, bw, bh;
    ui_text_size(ui, UI_SANS, apx, top, &tw, &th);
    ui_text_size(ui, UI_SANS, apx, bottom, &bw, &bh);
    float gutter = (float)(tw > bw ? tw : bw) + 6 * ui->u + 2;
    float foot = (float)th * 1.2f;
    UiRect c = {r.x + gutter, r.y + (float)px * 1.4f, r.w - gutter,
                r.h - (float)px * 1.4f - foot};
    if (c.h < (float)th * 2 || c.w < gutter * 2) {
        return;
    }
    ui_round(ui, c, 4 * ui->u, UI_RGBA(110, 74, 44, 30));
    UiColor axis = UI_RGB(110, 74, 44);
    float inset = (float)th * 0.5f; /* the line keeps clear of the edges */
    float ch = c.h - 2 * inset;
    ui_text(ui, UI_SANS, apx, axis, c.x - 4 * ui->u, c.y + inset,
            UI_RIGHT | UI_MIDDLE, top);
    if (hi != lo) {
        ui_text(ui, UI_SANS, apx, axis, c.x - 4 * ui->u, c.y + c.h - inset,
                UI_RIGHT | UI_MIDDLE, bottom);
    }
    /* under it: the oldest puzzle kept is 1, the latest the count */
    float fy = c.y + c.h + (float)th * 0.1f;
    ui_text(ui, UI_SANS, apx, axis, c.x, fy, UI_LEFT, "1");
    ui_text(ui, UI_SANS, apx, axis, c.x + c.w, fy, UI_RIGHT, last);
    /* the caption only where it fits whole between the numbers */
    const char *caption = _("puzzles, the oldest first");
    int cw, chh;
    ui_text_size(ui, UI_SANS, apx, caption, &cw, &chh);
    if ((float)cw <= c.w - 2 * (float)tw - 8 * ui->u) {
        ui_text(ui, UI_SANS, apx, axis, c.x + c.w / 2, fy, UI_CENTER,
                caption);
    }
    float step = c.w / (float)(gr->history_len - 1);
    float span = hi > lo ? (float)(hi - lo) : 1;
    for (int i = 1; i < gr->history_len; i++) {
        float y0 = c.y + inset + ch - ch * (float)(gr->history[i - 1] - lo) /
                                          span;
        float y1 = c.y + inset + ch - ch * (float)(gr->history[i] - lo) /
                                          span;
        if (hi == lo) {
            y0 = y1 = c.y + inset;
        }
        ui_line(ui, c.x + step * (float)(i - 1), y0, c.x + step * (float)i,
                y1, 2 * ui->u + 1, ui_accent);
    }
}
