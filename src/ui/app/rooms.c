/* rooms.c: the one place that names every screen's opening: the table screens/rooms.h gives the screens, so that none of them calls another. */
#include "screens/game/scr_game.h"
#include "screens/editor/scr_editor.h"
#include "screens/record/scr_record.h"
#include "screens/review/scr_review.h"
#include "screens/rooms.h"
#include "screens/scr_about.h"
#include "screens/scr_atlas.h"
#include "screens/scr_learn.h"
#include "screens/load/scr_load.h"
#include "screens/puzzle/scr_puzzle.h"
#include "screens/result/scr_result.h"
#include "screens/select/scr_select.h"
#include "screens/scr_settings.h"
#include "screens/scr_text.h"
#include "screens/scr_watch.h"

const UiRooms ui_rooms = {
    .select = ui_select_push,
    .select_at = ui_select_push_at,
    .settings = ui_settings_push,
    .about = ui_about_push,
    .load = ui_load_push,
    .atlas = ui_atlas_push,
    .text = ui_text_push,
    .game = ui_game_push,
    .game_load = ui_game_load,
    .game_new_round = ui_game_new_round,
    .game_start_replay = ui_game_start_replay,
    .game_save = ui_game_save,
    .game_review = ui_game_review,
    .game_open = ui_game_open,
    .review = ui_review_push,
    .record = ui_record_push,
    .game_at = ui_game_push_at,
    .editor = ui_editor_push,
    .result = ui_result_push,
    .learn = ui_learn_push,
    .watch = ui_watch_push,
    .puzzle = ui_puzzle_push,
};
