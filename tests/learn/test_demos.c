/* test_demos.c: every game's recorded demonstration (data/rules/demos) loads, replays move by move, and is a finished game. */
#include "check.h"
#include "learn.h"
#include "session.h"

static const char *data_dir(void)
{
    const char *d = getenv("MANCALA_DATA_DIR");
    return d ? d : "data";
}

TEST(every_game_has_a_finished_recorded_game_that_replays)
{
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        char path[1024];
        CHECK_INT(learn_demo_path(data_dir(), (RulesGameId)g, path,
                                  sizeof path),
                  0);
        SessionError err;
        Session *s = session_load(path, &err);
        if (!s) {
            CHECK_FAIL_AT("%s", err.message);
            return;
        }
        bool over = session_over(s);
        size_t moves = session_move_count(s);
        size_t replayed = 0;
        bool same_game = session_game(s) == (RulesGameId)g;
        if (session_browse(s, 0)) {
            RulesTrace t = {0};
            while (session_replay_step(s, &t)) {
                replayed++;
            }
            rules_trace_free(&t);
        }
        session_free(s);
        CHECK(same_game);
        CHECK(over);
        CHECK(moves >= 10);
        CHECK_INT(replayed, moves);
    }
}

TEST(a_demo_path_that_does_not_fit_is_refused)
{
    char small[8];
    CHECK_INT(learn_demo_path(data_dir(), RULES_GAME_GORE, small, sizeof small),
              -1);
    CHECK_INT(learn_demo_path("", RULES_GAME_GORE, small, sizeof small), -1);
}

int main(void)
{
    RUN(every_game_has_a_finished_recorded_game_that_replays);
    RUN(a_demo_path_that_does_not_fit_is_refused);
    return check_summary();
}
