/* app.c: the program's start and end: data, settings, translations, the first screens. */
#include "app/app.h"
#include "board/ai_play.h"
#include "board/look.h"
#include "kit/screen.h"
#include "kit/settings.h"
#include "kit/sound.h"
#include "kit/text.h"
#include "kit/ui_i18n.h"
#include "kit/window.h"
#include "screens/game/scr_game.h"
#include "screens/rooms.h"
#include "screens/saves.h"
#include "screens/scr_about.h"
#include "screens/scr_atlas.h"
#include "screens/scr_learn.h"
#include "screens/puzzle/scr_puzzle.h"
#include "screens/review/scr_review.h"
#include "screens/select/scr_select.h"
#include "screens/scr_settings.h"
#include "screens/scr_text.h"
#include "screens/scr_title.h"
#include "screens/scr_watch.h"

#include "safeio.h"
#include "session.h"

#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "platform.h"

#ifndef MANCALA_BUILD_LOCALE_DIR
#define MANCALA_BUILD_LOCALE_DIR ""
#endif
#ifndef MANCALA_INSTALL_LOCALE_DIR
#define MANCALA_INSTALL_LOCALE_DIR ""
#endif

/* Translations: beside the program (a build), then the installed share. */
static void start_translations(const char *lang)
{
    char dir[1200] = "";
    struct stat st;
    char *base = SDL_GetBasePath();
    const char *tries[4] = {"locale", "../share/locale", NULL, NULL};
    for (int i = 0; base && i < 2; i++) {
        snprintf(dir, sizeof dir, "%s%s", base, tries[i]);
        if (stat(dir, &st) == 0) {
            break;
        }
        dir[0] = '\0';
    }
    SDL_free(base);
    if (!dir[0]) {
        snprintf(dir, sizeof dir, "%s", stat(MANCALA_BUILD_LOCALE_DIR, &st) == 0
                                            ? MANCALA_BUILD_LOCALE_DIR
                                            : MANCALA_INSTALL_LOCALE_DIR);
    }
    (void)tries;
    content_i18n_init(dir, lang);
}

/* The player's folder (session_home_dir). One that cannot be used goes to
 * `trouble` ("<folder>: <why>"), to be said once in the window and on
 * stderr; the game then plays on and keeps nothing. */
static void find_pref_dir(Ui *ui, char *trouble, size_t size)
{
    const char *own = getenv("MANCALA_HOME");
    ui->pref_dir[0] = '\0';
    if (ui->headless && !(own && *own)) {
        return; /* pictures and tests never touch the player's settings */
    }
    char *platform = NULL;
#ifdef _WIN32
    platform = SDL_GetPrefPath("MancalaAtlas", "mancala-atlas");
#endif
    char dir[sizeof ui->pref_dir], why[SAFEIO_WHY_MAX];
    if (session_home_dir(platform, dir, sizeof dir, why, sizeof why)) {
        snprintf(ui->pref_dir, sizeof ui->pref_dir, "%s", dir);
    } else {
        snprintf(trouble, size, "%s: %s", dir, why);
    }
    SDL_free(platform);
}

/* Said once the translations are on (the folder holds the language). */
static void say_pref_trouble(Ui *ui, const char *trouble)
{
    char msg[1800];
    snprintf(msg, sizeof msg, _("Settings and games cannot be kept in the "
                                "folder %s"), trouble);
    ui_notice(ui, true, msg);
}

/* Builds the stack of screens a --screen asks for. Returns an exit status
 * (0 = go on). */
static int open_screens(Ui *ui, const Options *o)
{
    const char *screen = o->screen;
    if (!screen) {
        screen = o->game || o->moves || o->load ? "game" : "title";
    }
    RulesGameId g = ui_look_shown_first();
    if (o->game) {
        rules_game_from_name(o->game, &g);
    }
    ui_title_push(ui);
    if (strcmp(screen, "title") == 0) {
        return 0;
    }
    if (strcmp(screen, "settings") == 0) {
        ui_settings_push(ui);
        return 0;
    }
    if (strcmp(screen, "atlas") == 0) {
        ui_atlas_push(ui, o->game ? (int)g : -1, NULL, NULL);
        return 0;
    }
    if (strcmp(screen, "about") == 0) {
        ui_about_push(ui);
        return 0;
    }
    if (strcmp(screen, "record") == 0) {
        ui_rooms.select_at(ui, false, g);
        ui_rooms.record(ui);
        return 0;
    }
    if (strcmp(screen, "editor") == 0) {
        ui_rooms.select_at(ui, false, g);
        ui_rooms.editor(ui, g, o->holes);
        return 0;
    }
    bool learn = strcmp(screen, "learn") == 0 || strcmp(screen, "watch") == 0 ||
                 strcmp(screen, "puzzle") == 0;
    if (o->game) {
        ui_select_push_at(ui, learn, g); /* under the game asked for */
    } else {
        ui_select_push(ui, learn);
    }
    if (strcmp(screen, "select") == 0) {
        return 0;
    }
    if (strcmp(screen, "puzzle") == 0) {
        ui_puzzle_push(ui, g);
        return 0;
    }
    if (learn) {
        if (screen[0] == 'l') {
            ui_learn_push(ui, g, o->step - 1);
        } else {
            ui_watch_push(ui, g);
        }
        if (o->at_ms >= 0) {
            ui_learn_play_expected(ui);
            app_advance(ui, (uint32_t)o->at_ms);
        }
        return 0;
    }
    if (strcmp(screen, "rules") == 0 || strcmp(screen, "history") == 0) {
        ui_text_push(ui, g, screen[0] == 'r' ? UI_TEXT_RULES
                                             : UI_TEXT_HISTORY);
        return 0;
    }
    UiGameSetup s = {g, o->holes, o->match > 0 ? o->match : 1,
                     ui->settings.teaching, o->computer,
                     o->level ? o->level : AI_LEVEL_CLUB, o->think_ms};
    char err[800];
    bool ok = o->load ? ui_game_load(ui, o->load, err, sizeof err)
                      : ui_game_push(ui, &s, o->moves, err, sizeof err);
    if (!ok) {
        app_complain("%s", err);
        return 2;
    }
    if (o->at_ms >= 0) {
        ui_game_replay_last(ui);
        app_advance(ui, (uint32_t)o->at_ms);
    }
    if (strcmp(screen, "review") == 0) {
        ui_game_review(ui); /* the game's, under its result if it ended */
        return 0;
    }
    if (strcmp(screen, "result") == 0) {
        UiScreen *top = &ui->stack[ui->depth - 1];
        if (strcmp(top->def->name, "result") != 0) {
            fprintf(stderr, "mancala-atlas: the game is not over after these "
                            "moves, so there is no result to show\n");
            return 2;
        }
    }
    return 0;
}

/* Everything the screens need: the data, SDL, the settings and the
 * translations, the window or the headless picture, the sound. Returns 0,
 * or the exit status when the program cannot start. */
static int start(Ui *ui, const Options *o)
{
    ui->headless = o->screenshot || o->script;
    ui->mouse_x = ui->mouse_y = -1; /* no pointer until it moves */
    if (ui->headless) {
        SDL_setenv("SDL_VIDEODRIVER", "dummy", 0);
    }
    if (!ui_find_data_dir(ui->data_dir, sizeof ui->data_dir)) {
        char msg[1300];
        snprintf(msg, sizeof msg, "The game's data folder was not found "
                 "(looked in $MANCALA_DATA_DIR, beside the program and in "
                 "%.900s). Set MANCALA_DATA_DIR to the folder holding fonts/.",
                 *ui->data_dir ? ui->data_dir : "the source tree");
        safeio_tell("mancala-atlas", "%s", msg);
        if (!ui->headless) {
            SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, "Mancala Atlas",
                                     msg, NULL);
        }
        return 1;
    }
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "mancala-atlas: cannot start SDL: %s\n",
                SDL_GetError());
        return 1;
    }
    ui_ai_event(); /* registered before any worker may push it */
    if (TTF_Init() != 0) {
        ui_fatal(__FILE__, __LINE__, "cannot start SDL_ttf");
    }
    IMG_Init(IMG_INIT_PNG);
    char trouble[1400] = "";
    find_pref_dir(ui, trouble, sizeof trouble);
    if (ui->pref_dir[0]) {
        /* what a crash or a kill left half written there */
        safeio_remove_stale_temps(ui->pref_dir);
    }
    ui_settings_load(&ui->settings, ui->pref_dir);
    if (o->lang) {
        snprintf(ui->settings.language, sizeof ui->settings.language, "%s",
                 o->lang);
    }
    if (!ui->headless) {
        /* The computer's endgame tables and Modiar's solved table:
         * built in the background when a game first needs one (or when
         * it opens: open_game), kept beside the settings. Headless
         * runs (tests, pictures) play from the search alone. */
        ai_endgame_setup(ui->pref_dir, 0);
        ai_endgame_watch(ui_ai_wake, NULL); /* the notice: saves.c */
        ai_solved_setup(ui->pref_dir);
    } else if (getenv("MANCALA_TABLES_DIR") &&
               *getenv("MANCALA_TABLES_DIR")) {
        /* the tests' headless runs share one kept solved table, read
         * where the search would have built it (docs/TESTING.md) */
        ai_solved_keep(getenv("MANCALA_TABLES_DIR"));
    }
    start_translations(ui->settings.language);
    if (trouble[0]) {
        say_pref_trouble(ui, trouble);
    }
    if (o->speed >= 0) {
        ui->settings.speed = o->speed;
        ui->watch_speed = o->speed; /* (Watch has a speed of its own) */
    }
    if (o->teaching) {
        ui->settings.teaching = true;
    }
    if (o->face_to_face) {
        ui->settings.face_to_face = true;
    }
    if (o->text_size) {
        ui->settings.text_size = o->text_size;
    }
    /* the options are for this run: what the player changes from here is
     * what is written back, not --lang, --speed or --text-size */
    ui->settings_known = ui->settings;
    if (ui->headless) {
        ui->surface = SDL_CreateRGBSurfaceWithFormat(0, o->w, o->h, 32,
                                                     SDL_PIXELFORMAT_ARGB8888);
        ui->ren = ui->surface ? SDL_CreateSoftwareRenderer(ui->surface)
                              : NULL;
        if (!ui->ren) {
            ui_fatal(__FILE__, __LINE__, "cannot create a software renderer");
        }
        ui->keeps_frame = true; /* the picture stays in its surface */
    } else {
        ui_window_open(ui, o->bench_frames, o->size_given ? o->w : 0,
                       o->h);
    }
    SDL_SetRenderDrawBlendMode(ui->ren, SDL_BLENDMODE_BLEND);
    /* SDL starts with text input on; the screens turn it on while a name
     * is typed, so ? and M are keys the rest of the time */
    SDL_StopTextInput();
    app_update_size(ui);
    ui->sound = ui_sound_open(ui);
    return 0;
}

/* The screens the options ask for, then the script, the picture, the
 * benchmark or the window's loop. Returns the exit status. */
static int run(Ui *ui, const Options *o)
{
    int status = open_screens(ui, o);
    if (status == 0) {
        if (o->script) {
            status = app_run_script(ui, o->script);
        }
        if (status == 0 && o->screenshot) {
            app_pump(ui);
            status = app_save_shot(ui, o->screenshot) ? 0 : 1;
        }
        if (o->bench_frames) {
            status = app_run_bench_frames(ui);
        } else if (!ui->headless) {
            app_run_window(ui, o->quit_after_first);
            ui_window_note_geometry(ui);
            ui_save_settings(ui);
        }
    }
    return status;
}

/* Leaves every screen and frees what start() made; the exit status, made
 * 1 when the output could not be written. */
static int finish(Ui *ui, int status)
{
    while (ui->depth > 0) {
        ui->depth--;
        ui->stack[ui->depth].def->leave(ui, ui->stack[ui->depth].st);
    }
    ui_review_forget(ui);
    ui_sound_close(ui->sound);
    ui->sound = NULL;
    ui_res_free(ui);
    free(ui->record);
    free(ui->lessons);
    ui->record = NULL;
    ui->lessons = NULL;
    if (ui->ren) {
        SDL_DestroyRenderer(ui->ren);
    }
    if (ui->surface) {
        SDL_FreeSurface(ui->surface);
    }
    if (ui->window) {
        SDL_DestroyWindow(ui->window);
    }
    ai_endgame_watch(NULL, NULL);
    /* A table build under way stops at its next step and its thread is
     * waited for, the window already gone: nothing is left half written
     * in the data folder. */
    ai_tables_shutdown();
    IMG_Quit();
    TTF_Quit();
    SDL_Quit();
    int out_err = safeio_close_stdout();
    if (out_err != 0) {
        fprintf(stderr, "mancala-atlas: cannot write the output: %s\n",
                strerror(out_err));
        status = status ? status : 1;
    }
    return status;
}

int ui_main(int argc, char **argv)
{
    Options o;
    int st = app_parse_options(argc, argv, &o);
    int out_err = st == 1 ? safeio_close_stdout() : 0;
    if (out_err != 0) {
        fprintf(stderr, "mancala-atlas: cannot write the output: %s\n",
                strerror(out_err));
        return 1;
    }
    if (st != 0) {
        return st == 1 ? 0 : st;
    }
    static Ui app;
    Ui *ui = &app;
    ui_fatal_for(ui);
    int status = start(ui, &o);
    if (status != 0) {
        return status;
    }
    return finish(ui, run(ui, &o));
}
