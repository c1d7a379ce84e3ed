/* test_ui_rule_refs.c: players read plain words; the rule book's clause ids (GORE-5, C-6) appear only when "Show rule references" is on, and a sowing names its lap only in a move of several laps. */
#define _POSIX_C_SOURCE 200809L
#include "check.h"
#include "content.h"
#include "ui_helpers.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The first clause id in s, or NULL. */
static const char *find_rule_id(const char *s)
{
    for (const char *p = s; *p; p++) {
        if ((p == s || !(p[-1] >= 'A' && p[-1] <= 'Z')) &&
            content_rule_id_len(p) > 0) {
            return p;
        }
    }
    return NULL;
}

TEST(finding_a_clause_id_in_a_sentence)
{
    CHECK(find_rule_id("a chain (GORE-5) here") != NULL);
    CHECK(find_rule_id("C-6") != NULL);
    CHECK(find_rule_id("no id at all - 5 counters") == NULL);
    CHECK(find_rule_id("Ctrl+S, Ctrl-O") == NULL);
}

/* The random games of each game whose captions are read: the everyday run
 * reads 10, test_ui_rule_refs_all 40. */
#ifndef CAPTION_GAMES
#define CAPTION_GAMES 40
#endif

/* Every caption of every event of CAPTION_GAMES random games of each game,
 * the sides called as `who` says. */
static void check_captions(bool refs, const UiWho *who)
{
    static Ui ui;
    ui.settings.rule_refs = refs;
    int with_rule = 0, with_id = 0;
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        uint32_t seed = 17u + (uint32_t)g;
        for (int game = 0; game < CAPTION_GAMES; game++) {
            RulesPosition p;
            rules_setup(&p, (RulesGameId)g, 0);
            for (int ply = 0; ply < 300 && !p.over; ply++) {
                RulesMove ms[RULES_MAX_MOVES];
                int n = rules_legal_moves(&p, ms);
                if (n == 0) {
                    break;
                }
                RulesTrace t = {0};
                RulesPosition next;
                rules_apply(&p, ms[ut_lcg(&seed) % (uint32_t)n], &next, &t);
                bool relay = false;
                for (size_t i = 0; i < t.len; i++) {
                    relay = relay || t.events[i].kind == RULES_EV_RELAY;
                }
                for (size_t i = 0; i < t.len; i++) {
                    char cap[400];
                    ui_caption_for(&ui, &p, t.events, t.len, i, who, cap,
                                   sizeof cap);
                    /* a sowing names its lap only in a move of several
                     * (issue 51: Goré's "Sowing lap 1") */
                    if (t.events[i].kind == RULES_EV_SOW &&
                        (strstr(cap, "lap") != NULL) != relay) {
                        rules_trace_free(&t);
                        CHECK_FAIL_AT("%s: a sowing's caption and its "
                                      "laps: %s",
                                      rules_game_name((RulesGameId)g), cap);
                        return;
                    }
                    if (who->you >= 0 &&
                        (strstr(cap, "South") || strstr(cap, "North") ||
                         strstr(cap, "You captures") ||
                         strstr(cap, "You lifts"))) {
                        rules_trace_free(&t);
                        CHECK_FAIL_AT("a caption names a side: %s", cap);
                        return;
                    }
                    const char *id = find_rule_id(cap);
                    if (!refs && id) {
                        rules_trace_free(&t);
                        CHECK_FAIL_AT("a caption shows a clause id: %s", cap);
                        return;
                    }
                    bool named = t.events[i].rule != RULES_RULE_NONE &&
                                 t.events[i].kind != RULES_EV_SOW &&
                                 t.events[i].kind != RULES_EV_LIFT;
                    with_rule += named;
                    with_id += named && id != NULL;
                    if (refs && named && !id) {
                        /* its row in board/anim.c names no rule */
                        CHECK_FAIL_AT("%s: the caption of a %s event names "
                                      "no clause: %s",
                                      rules_game_name((RulesGameId)g),
                                      rules_event_name(
                                          (RulesEventKind)t.events[i].kind),
                                      cap);
                        rules_trace_free(&t);
                        return;
                    }
                }
                rules_trace_free(&t);
                p = next;
            }
        }
    }
    CHECK(with_rule > 100);
    CHECK_INT(with_id, refs ? with_rule : 0);
}

/* Face to face: the players' names. */
static const UiWho faces = {{"South", "North"}, -1};

/* Against the computer every caption of those games says "You" and
 * "Computer" (with the verb that goes with "You"), never South or North. */
TEST(against_the_computer_captions_say_you_and_computer_not_south_or_north)
{
    static Ui ui;
    for (int side = 0; side < 2; side++) {
        UiWho who = ui_who(&ui, 1 << side);
        CHECK_INT(who.you, 1 - side);
        check_captions(false, &who);
    }
}

TEST(no_caption_shows_a_clause_id_while_rule_references_are_off)
{
    check_captions(false, &faces);
}

TEST(every_caption_naming_a_rule_shows_its_clause_id_when_they_are_on)
{
    check_captions(true, &faces);
}

/* The rules texts: with the references taken out, no id is left, and
 * every heading and paragraph still reads (no "()" or " ," left over). */
TEST(rules_texts_lose_every_clause_id_and_only_those_when_references_are_off)
{
    const char *data = getenv("MANCALA_DATA_DIR");
    CHECK(data != NULL);
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        for (int l = 0; l < CONTENT_LANGUAGE_COUNT; l++) {
            ContentError err = {0};
            ContentDoc *doc = content_doc_load_game(
                data, rules_game_name((RulesGameId)g), CONTENT_RULES,
                content_language_code(l), &err);
            if (!doc) {
                CHECK_FAIL_AT("%s: no rules text in %s (%s)",
                              rules_game_name((RulesGameId)g),
                              content_language_code(l), err.text);
                continue;
            }
            int ids = 0;
            size_t before = 0;
            for (size_t b = 0; b < doc->count; b++) {
                ids += find_rule_id(doc->blocks[b].text) != NULL;
                before += strlen(doc->blocks[b].text);
            }
            content_doc_strip_rule_refs(doc);
            const char *left = NULL, *odd = NULL;
            size_t after = 0;
            for (size_t b = 0; b < doc->count; b++) {
                const ContentBlock *bl = &doc->blocks[b];
                left = left ? left : find_rule_id(bl->text);
                odd = odd ? odd
                          : strstr(bl->text, "()") ? strstr(bl->text, "()")
                                                   : strstr(bl->text, " ,");
                after += strlen(bl->text);
                for (size_t k = 0; k < bl->span_count; k++) {
                    CHECK(bl->spans[k].start + bl->spans[k].len <=
                          strlen(bl->text));
                }
            }
            content_doc_free(doc);
            CHECK(ids > 5); /* the rule book's ids are there for teachers */
            CHECK(after < before);
            if (left || odd) {
                CHECK_FAIL_AT("%s (%s): left behind: %.40s",
                              rules_game_name((RulesGameId)g),
                              content_language_code(l), left ? left : odd);
                return;
            }
        }
    }
}

TEST(emphasis_after_a_reference_stays_on_its_words)
{
    const char *text = "# T\n\nA rule (GORE-1, C-2) and *this* (C-6) *too*.\n";
    ContentError err = {0};
    ContentDoc *doc = content_doc_parse("t", text, strlen(text), &err);
    CHECK(doc != NULL);
    content_doc_strip_rule_refs(doc);
    const ContentBlock *b = &doc->blocks[1];
    CHECK_STR(b->text, "A rule and this too.");
    CHECK_INT((int)b->span_count, 2);
    CHECK(strncmp(b->text + b->spans[0].start, "this", b->spans[0].len) == 0);
    CHECK(strncmp(b->text + b->spans[1].start, "too", b->spans[1].len) == 0);
    content_doc_free(doc);
}

/* The interface's own strings: no id is written into a sentence; ids come
 * only from ui_rule_ref (the settings row names two as examples). */
TEST(no_interface_sentence_has_a_clause_id_written_into_it)
{
    const char *src = getenv("MANCALA_SOURCE_DIR");
    CHECK(src != NULL);
    char path[1024], line[4096];
    snprintf(path, sizeof path, "%s/po/mancala-atlas.pot", src);
    FILE *f = fopen(path, "r");
    CHECK(f != NULL);
    int bad = 0;
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '"' || strncmp(line, "msgid", 5) == 0) {
            if (find_rule_id(line) && !strstr(line, "for teachers")) {
                printf("  %s", line);
                bad++;
            }
        }
    }
    fclose(f);
    CHECK_INT(bad, 0);
}

/* A relay's caption says why before what (issue 58: "Lap 2: 5 lifted
 * from hole S5 — relay from an occupied hole" read as words thrown
 * together): Ayoayo's opening from S1 ends its first lap in S5, 4 + 1. */
TEST(a_relay_caption_names_the_hole_its_lap_ended_in_then_the_seeds_lifted)
{
    static Ui ui;
    RulesPosition p, next;
    rules_setup(&p, RULES_GAME_AYOAYO, 0);
    RulesTrace t = {0};
    RulesMove m = {.kind = RULES_MOVE_SOW, .hole = 0};
    rules_apply(&p, m, &next, &t);
    size_t i = 0;
    while (i < t.len && t.events[i].kind != RULES_EV_RELAY) {
        i++;
    }
    CHECK(i < t.len);
    char cap[400];
    ui_caption_for(&ui, &p, t.events, t.len, i, &faces, cap, sizeof cap);
    CHECK_STR(cap, "Lap 2: hole S5 had seeds, so its 5 are lifted and sown on");
    ui.settings.rule_refs = true;
    ui_caption_for(&ui, &p, t.events, t.len, i, &faces, cap, sizeof cap);
    CHECK_STR(cap, "Lap 2: hole S5 (C-4: 4) had seeds, so its 5 are lifted "
                   "and sown on (AYO-3)");
    rules_trace_free(&t);
}

/* The captions of a move's end sweep, for the side that takes them. */
static int sweep_captions(const RulesPosition *p, const char *move,
                          const UiWho *who, char caps[][400], int most)
{
    static Ui ui;
    RulesTrace t = {0};
    RulesPosition next;
    RulesMove m;
    int n = 0;
    if (rules_move_parse(move, &m) != RULES_OK) {
        return 0;
    }
    rules_apply(p, m, &next, &t);
    for (size_t i = 0; i < t.len && n < most; i++) {
        if (t.events[i].kind == RULES_EV_SWEEP) {
            ui_caption_for(&ui, p, t.events, t.len, i, who, caps[n++], 400);
        }
    }
    rules_trace_free(&t);
    return n;
}

/* The end sweep says why the game ends (issue 58: "Game over: North takes
 * the last 1 from hole B3 — no legal move left" while North had seeds and
 * the real end was that South's row was empty and nothing fed it): South's
 * last seed goes from S6 to North's first hole; North's 1, 1 and 1 cannot
 * reach South (URIM-7, URIM-8). Ayoayo's capture of South's last seed
 * leaves South with no move at all (AYO-7): "no move is left". */
TEST(the_end_sweep_caption_says_why_the_game_ends)
{
    RulesPosition p;
    rules_setup(&p, RULES_GAME_URIM, 6);
    const uint8_t urim[12] = {0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 1, 0};
    memcpy(p.holes, urim, sizeof urim);
    p.captured[0] = 20;
    p.captured[1] = 13;
    char caps[4][400];
    CHECK_INT(sweep_captions(&p, "5", &faces, caps, 4), 3);
    const char *want = "Game over, the other row is empty and no seed can "
                       "reach it: North takes the 1 left in hole ";
    for (int k = 0; k < 3; k++) {
        CHECK(strncmp(caps[k], want, strlen(want)) == 0);
    }
    static Ui ui;
    UiWho vs = ui_who(&ui, 1 << RULES_SOUTH); /* the person is North */
    CHECK_INT(sweep_captions(&p, "5", &vs, caps, 4), 3);
    CHECK(strstr(caps[0], ": You take the 1 left in hole ") != NULL);
    rules_setup(&p, RULES_GAME_AYOAYO, 0);
    const uint8_t ayo[12] = {0, 0, 0, 0, 3, 0, 1, 0, 0, 0, 0, 2};
    memcpy(p.holes, ayo, sizeof ayo);
    p.captured[0] = 20;
    p.captured[1] = 22;
    p.to_move = RULES_NORTH;
    CHECK_INT(sweep_captions(&p, "6", &faces, caps, 4), 1);
    want = "Game over, no move is left: North takes the 2 left in hole ";
    CHECK(strncmp(caps[0], want, strlen(want)) == 0);
}

int main(void)
{
    RUN(finding_a_clause_id_in_a_sentence);
    RUN(against_the_computer_captions_say_you_and_computer_not_south_or_north);
    RUN(no_caption_shows_a_clause_id_while_rule_references_are_off);
    RUN(every_caption_naming_a_rule_shows_its_clause_id_when_they_are_on);
    RUN(rules_texts_lose_every_clause_id_and_only_those_when_references_are_off);
    RUN(emphasis_after_a_reference_stays_on_its_words);
    RUN(no_interface_sentence_has_a_clause_id_written_into_it);
    RUN(a_relay_caption_names_the_hole_its_lap_ended_in_then_the_seeds_lifted);
    RUN(the_end_sweep_caption_says_why_the_game_ends);
    return check_summary();
}

