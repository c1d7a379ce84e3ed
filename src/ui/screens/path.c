/* path.c: a path through each game: its steps read from the records the window keeps (the lessons finished, the record against the computer, the puzzle record), the list drawn with ticks and the next step in bold. */
#include "kit/draw.h"
#include "kit/text.h"
#include "kit/ui_i18n.h"
#include "screens/path.h"
#include "screens/progress.h"
#include "screens/record/record_ui.h"

#include "ai.h"
#include "puzzle.h"

#include <stdio.h>
#include <string.h>

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

static bool won_at(Ui *ui, RulesGameId game, AiLevel level)
{
    const Record *r = ui_record(ui);
    for (int i = 0; i < r->count; i++) {
        if (strcmp(r->entries[i].game, rules_game_name(game)) == 0 &&
            strcmp(r->entries[i].level, ai_level_name(level)) == 0) {
            return r->entries[i].won > 0;
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
    done[2] = won_at(ui, game, AI_LEVEL_BEGINNER);
    done[3] = gr->solved >= 10;
    done[4] = won_at(ui, game, AI_LEVEL_CLUB);
    done[5] = won_at(ui, game, AI_LEVEL_EXPERT);
    done[6] = (gr->path & PUZZLE_PATH_REVIEWED) != 0;
    for (int i = 0; i < UI_PATH_STEPS; i++) {
        if (!done[i]) {
            return i;
        }
    }
    return -1;
}

const char *ui_path_step_words(int step)
{
    static const char *const words[UI_PATH_STEPS] = {
        N_("Learn the rules"),        N_("Watch a game"),
        N_("Win against Beginner"),   N_("Solve 10 puzzles"),
        N_("Win against Club"),       N_("Win against Expert"),
        N_("Review a game you lost"),
    };
    return step >= 0 && step < UI_PATH_STEPS ? _(words[step]) : "";
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
}

void ui_path_draw(Ui *ui, RulesGameId game, UiRect r)
{
    bool done[UI_PATH_STEPS];
    int next = ui_path_steps(ui, game, done);
    int px = ui_px(ui, 18);
    float row = (float)px * 1.45f;
    float title = (float)px * 1.6f;
    if (r.h < title + row * 2) {
        return;
    }
    ui_text(ui, UI_BOLD, px, UI_RGB(110, 74, 44), r.x, r.y, UI_LEFT,
            next < 0 ? _("Your path: every step done") : _("Your path"));
    float y = r.y + title;
    /* two columns when one does not fit */
    int rows = (int)((r.h - title) / row);
    int per = rows >= UI_PATH_STEPS ? UI_PATH_STEPS : (UI_PATH_STEPS + 1) / 2;
    float col_w = per == UI_PATH_STEPS ? r.w : r.w / 2;
    char cut[200];
    for (int i = 0; i < UI_PATH_STEPS; i++) {
        float cx = r.x + (float)(i / per) * col_w;
        float cy = y + (float)(i % per) * row + row / 2;
        if (cy + row / 2 > r.y + r.h) {
            break;
        }
        float rad = (float)px * 0.42f;
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

/* The rating after each of the last puzzles, as a small line chart. */
void ui_rating_chart(Ui *ui, const PuzzleGameRecord *gr, UiRect r)
{
    int lo = gr->history[0], hi = lo;
    for (int i = 1; i < gr->history_len; i++) {
        lo = gr->history[i] < lo ? gr->history[i] : lo;
        hi = gr->history[i] > hi ? gr->history[i] : hi;
    }
    lo -= 20;
    hi += 20;
    int px = ui_px(ui, 14);
    ui_text(ui, UI_BOLD, px, UI_RGB(110, 74, 44), r.x, r.y, UI_LEFT,
            _("Your rating"));
    UiRect c = {r.x, r.y + (float)px * 1.4f, r.w, r.h - (float)px * 1.4f};
    ui_round(ui, c, 4 * ui->u, UI_RGBA(110, 74, 44, 30));
    float step = c.w / (float)(gr->history_len - 1);
    for (int i = 1; i < gr->history_len; i++) {
        float y0 = c.y + c.h - c.h * (float)(gr->history[i - 1] - lo) /
                                   (float)(hi - lo);
        float y1 = c.y + c.h - c.h * (float)(gr->history[i] - lo) /
                                   (float)(hi - lo);
        ui_line(ui, c.x + step * (float)(i - 1), y0, c.x + step * (float)i,
                y1, 2 * ui->u + 1, ui_accent);
    }
}
