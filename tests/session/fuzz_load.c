/* fuzz_load.c: libFuzzer target: any bytes given to the save loader give a game or a clear message, never a crash. */
#include "session.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void require(int ok, const char *what)
{
    if (!ok) {
        fprintf(stderr, "fuzz_load: %s\n", what);
        abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    SessionError err;
    Session *s = session_load_text("fuzz.mancala", (const char *)data, size,
                                   &err);
    if (!s) {
        /* A refusal always says why, naming the file. */
        require(err.status != SESSION_OK, "NULL without an error status");
        require(strncmp(err.message, "fuzz.mancala", 12) == 0,
                "the message does not name the file");
        return 0;
    }
    require(err.status == SESSION_OK, "a game and an error at once");
    /* Whatever loads saves again, and loads back the very same game. */
    size_t len = 0;
    char *text = session_save_text(s, &len);
    require(text != NULL, "a loaded game cannot be saved");
    SessionError again;
    Session *back = session_load_text("again.mancala", text, len, &again);
    if (!back) {
        fprintf(stderr, "%s\n", again.message);
    }
    require(back != NULL, "a saved game does not load");
    require(session_move_count(back) == session_move_count(s),
            "the move count changed through a save");
    for (size_t i = 0; i < session_move_count(s); i++) {
        require(rules_move_equal(session_move_info(s, i)->move,
                                 session_move_info(back, i)->move),
                "a move changed through a save");
        char label[SESSION_LABEL_MAX];
        session_move_label(s, i, label, sizeof label);
    }
    require(rules_position_same(session_position(s), session_position(back)),
            "the position changed through a save");
    free(text);
    session_free(back);
    session_free(s);
    return 0;
}
