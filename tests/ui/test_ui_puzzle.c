/* test_ui_puzzle.c: the puzzle screen played as a player would (issue 52), headless: a Goré offer made by the keys alone (GORE-6), a line whose reply is an offer answered by clicks, a hole sown by Left, Right and Enter, the hint (its rings, its words, what it cost in the record), the answer named as the game screen names moves, the list of puzzles; a first-try solve celebrated with its rating gain and streak; the record's rating chart with its axis labels and a tally alone in its row's middle; the selection's line for two named people; at large text the header line clears the title and the board. */
#define _POSIX_C_SOURCE 200809L
#include "check.h"
#include "ui_script.h"

/* The centre of hole `hole` in a dump's "pits" line. */
static bool pit_xy(const char *dump, int hole, int *x, int *y)
{
    char pits[600];
    if (!dump_line(dump, "pits", pits, sizeof pits)) {
        return false;
    }
    const char *q = pits;
    int at = 0;
    for (int i = 0; i <= hole; i++) {
        if (sscanf(q, "%d %d%n", x, y, &at) != 2) {
            return false;
        }
        q += at;
    }
    return true;
}

/* Does the dump's `key` line hold `part`? Says what it holds when not. */
static bool dump_has(const char *dump, const char *key, const char *part)
{
    char l[1200] = "";
    if (!dump_line(dump, key, l, sizeof l) || !strstr(l, part)) {
        printf("  %s: %s is \"%s\", expected it to hold \"%s\"\n", dump, key,
               l, part);
        return false;
    }
    return true;
}

/* The keys that open Goré's puzzle `id` from the list: L, its number,
 * Enter. */
static void open_by_number(char *buf, size_t size, int id)
{
    snprintf(buf, size, "wait 20\nkey l\nwait 20\nkey %d\nkey %d\n"
                        "key Return\nwait 20\n",
             id / 10, id % 10);
}

/* Opens Goré's puzzle `id` from the list (the keys in `open`, for the
 * runs that follow) and dumps it to `dump`. */
static int open_and_dump(int id, char *open, size_t size, const char *dump)
{
    char script[600];
    open_by_number(open, size, id);
    snprintf(script, sizeof script, "%sdump %s/%s\n", open, dir, dump);
    return run("h-pz", "--screen puzzle --game gore --speed fast", script);
}

/* From the puzzle `open` opens, a click at (x, y), and the dump once
 * the moves are played. */
static int click_and_dump(const char *open, int x, int y, const char *dump)
{
    char script[800];
    snprintf(script, sizeof script,
             "%sclick %d %d\nwait 3000\nidle\ndump %s/%s\n", open, x, y,
             dir, dump);
    return run("h-pz", "--screen puzzle --game gore --speed fast", script);
}

/* From the puzzle `open` opens, a click on the hole at (x, y), then on
 * the middle of button `r` once the moves are played, and the dump once
 * those are played too. */
static int click_then_button(const char *open, int x, int y, const int r[5],
                             const char *dump)
{
    char script[800];
    snprintf(script, sizeof script,
             "%sclick %d %d\nwait 3000\nidle\nclick %d %d\nwait 9000\n"
             "idle\ndump %s/%s\n",
             open, x, y, r[0] + r[2] / 2, r[1] + r[3] / 2, dir, dump);
    return run("h-pz", "--screen puzzle --game gore --speed fast", script);
}

/* From the puzzle `open` opens (of `game`), a wrong move by a click at
 * (x, y), dumped to `wrong` once the reply is played (the puzzle
 * failed), then See the answer, dumped to `answer` once played. */
static bool wrong_then_answer(const char *open, const char *game, int x,
                              int y, const char *wrong, const char *answer)
{
    char script[1600], args[100];
    int r[5] = {0};
    snprintf(args, sizeof args, "--screen puzzle --game %s --speed fast",
             game);
    fresh_home("h-pz");
    snprintf(script, sizeof script,
             "%sclick %d %d\nwait 6000\nidle\ndump %s/%s\n", open, x, y,
             dir, wrong);
    if (run("h-pz", args, script) != 0 || !dump_says(wrong, "phase", "5") ||
        !dump_button(wrong, "button_See_the_answer", r)) {
        return false;
    }
    fresh_home("h-pz");
    size_t n = strlen(script);
    snprintf(script + n, sizeof script - n,
             "click %d %d\nwait 12000\nidle\ndump %s/%s\n",
             r[0] + r[2] / 2, r[1] + r[3] / 2, dir, answer);
    return run("h-pz", args, script) == 0 &&
           dump_says(answer, "phase", "7");
}

/* Modiar's first puzzle, in a fresh home, dumped to `dump`. */
static int modiar_dump(const char *dump)
{
    char script[700];
    fresh_home("h-pz");
    snprintf(script, sizeof script, "wait 20\ndump %s/%s\n", dir, dump);
    return run("h-pz", "--screen puzzle --game modiar", script);
}

/* Goré's puzzle 78 wants the offer of hole N1 (hole 4, GORE-6): by the
 * keys alone, O, the ring moved to it, Enter picks it, O makes the
 * offer: solved, and the praise names the move. */
TEST(a_gore_offer_puzzle_is_solved_by_the_keys_alone)
{
    fresh_home("h-pz");
    char open[200], script[1600];
    open_by_number(open, sizeof open, 78);
    snprintf(script, sizeof script,
             "%sdump %s/o1.txt\nkey o\nkey Right\nkey Right\nkey Right\n"
             "key Return\nwait 20\ndump %s/o2.txt\nkey o\nwait 3000\nidle\n"
             "dump %s/o3.txt\n",
             open, dir, dir, dir);
    CHECK_INT(run("h-pz", "--screen puzzle --game gore --speed fast", script),
              0);
    CHECK(dump_says("o1.txt", "puzzle", "78"));
    CHECK(dump_says("o1.txt", "expect", "offer:4"));
    CHECK(dump_says("o2.txt", "offering", "1 16")); /* hole 4 picked */
    int r[5];
    CHECK(dump_button("o2.txt", "button_Make_offer", r));
    CHECK_INT(r[4], 1);
    CHECK(dump_says("o3.txt", "phase", "7"));
    CHECK(dump_has("o3.txt", "said", "Right: offer hole N1"));
    /* why, as GORE-6 prices it: 6 seeds a hole (issue 52: the trade's
     * puzzles felt like a coin flip) */
    CHECK(dump_has("o3.txt", "said",
                   "If South accepts, they pay 6 seeds from their pile for "
                   "hole N1; if not, you keep it."));
    CHECK(dump_says("o3.txt", "solved", "1"));
}

/* Goré's puzzle 92 is a line: sow S1, North's reply (the offer of N3) is
 * sown for the player and told, then Decline: by clicks. */
TEST(a_lines_reply_offer_is_told_and_answered_by_clicks)
{
    fresh_home("h-pz");
    char open[200];
    CHECK_INT(open_and_dump(92, open, sizeof open, "l1.txt"), 0);
    CHECK(dump_says("l1.txt", "expect", "0"));
    int x = 0, y = 0, r[5] = {0};
    CHECK(pit_xy("l1.txt", 0, &x, &y));
    CHECK_INT(click_and_dump(open, x, y, "l2.txt"), 0);
    CHECK(dump_says("l2.txt", "phase", "0"));
    CHECK(dump_says("l2.txt", "expect", "decline"));
    CHECK(dump_has("l2.txt", "said", "North replies: offer hole N3."));
    CHECK(dump_button("l2.txt", "button_Decline", r));
    CHECK_INT(r[4], 1);
    CHECK_INT(click_then_button(open, x, y, r, "l3.txt"), 0);
    CHECK(dump_says("l3.txt", "phase", "7"));
    CHECK(dump_has("l3.txt", "said", "Right: decline the offer"));
}

/* Goré's puzzle 26 starts with North's offer of hole N1 to answer
 * (accept, goal: best by 6): the goal says the offer and the choice, the
 * keys' line names no hole to click, the hint's cost is said before it
 * is used, and the praise says why accepting is right (the 6 seeds the
 * hole costs from South's pile, as GORE-6 takes them), not "nothing is
 * captured yet" (issue 52). */
TEST(an_offer_to_answer_is_said_and_its_answer_explained)
{
    fresh_home("h-pz");
    char open[200], script[1600];
    CHECK_INT(open_and_dump(26, open, sizeof open, "a1.txt"), 0);
    CHECK(dump_says("a1.txt", "expect", "accept"));
    CHECK(dump_has("a1.txt", "goal",
                   "North offers hole N1: accept or decline? South to play"));
    CHECK(dump_has("a1.txt", "words", "but ends your streak"));
    snprintf(script, sizeof script, "%skey a\nwait 3000\nidle\n"
             "dump %s/a2.txt\n", open, dir);
    CHECK_INT(run("h-pz", "--screen puzzle --game gore --speed fast", script),
              0);
    CHECK(dump_says("a2.txt", "phase", "7"));
    CHECK(dump_has("a2.txt", "said",
                   "Accepting is right: hole N1 becomes yours for 6 seeds"));
    char l[1200];
    CHECK(dump_line("a2.txt", "said", l, sizeof l));
    CHECK(strstr(l, "nothing is captured yet") == NULL);
}

/* Goré's puzzle 92 is a line (sow S1; North offers N3; decline): after
 * a wrong move (S2), See the answer plays the whole line and explains
 * both of South's moves, the decline with why (issue 52: only the
 * first move was explained). */
TEST(the_answer_of_a_line_explains_each_of_the_players_moves)
{
    fresh_home("h-pz");
    char open[200];
    CHECK_INT(open_and_dump(92, open, sizeof open, "w1.txt"), 0);
    int x = 0, y = 0, r[5] = {0};
    CHECK(pit_xy("w1.txt", 1, &x, &y));
    CHECK_INT(click_and_dump(open, x, y, "w2.txt"), 0);
    CHECK(dump_says("w2.txt", "phase", "5"));
    CHECK(dump_button("w2.txt", "button_See_the_answer", r));
    CHECK_INT(click_then_button(open, x, y, r, "w3.txt"), 0);
    CHECK(dump_says("w3.txt", "phase", "7"));
    CHECK(dump_has("w3.txt", "said", "That was the answer: sow hole S1"));
    CHECK(dump_has("w3.txt", "said",
                   "North replies: offer hole N3. Then decline the offer. "
                   "Declining is right: hole N3 would cost"));
    /* while the line is shown, its first move is said with why, as the
     * board plays it */
    char script[800];
    snprintf(script, sizeof script,
             "%sclick %d %d\nwait 3000\nidle\nclick %d %d\nwait 10\n"
             "dump %s/w4.txt\n",
             open, x, y, r[0] + r[2] / 2, r[1] + r[3] / 2, dir);
    CHECK_INT(run("h-pz", "--screen puzzle --game gore --speed fast", script),
              0);
    CHECK(dump_has("w4.txt", "said", "The answer, move 1 of 2: sow hole S1. "));
}

/* Goré's puzzles, the moves fast, by `script`. */
static int run_gore(const char *script)
{
    return run("h-pz", "--screen puzzle --game gore --speed fast", script);
}

/* The middle of button `name` in dump `dump`, as "click X Y\n". */
static bool click_on(const char *dump, const char *name, char *out,
                     size_t size)
{
    int r[5] = {0};
    if (!dump_button(dump, name, r) || r[4] != 1) {
        return false;
    }
    snprintf(out, size, "click %d %d\n", r[0] + r[2] / 2, r[1] + r[3] / 2);
    return true;
}

/* Goré's puzzle 92 (S1, North offers N3, decline): S1 found, then a
 * wrong Accept; Try again starts at the offer, not at S1 (issue 52), and
 * says so; Decline then solves it, which marks it solved but moves
 * neither the rating nor the streak (the wrong move counted). Once
 * solved, Play the answer sows the whole line again from the start,
 * slowly, each move said with why, and leaves its last position. */
TEST(try_again_starts_where_the_wrong_move_was_and_the_answer_plays_again)
{
    fresh_home("h-pz");
    char open[200], s1[40], acc[40], again[40], dec[40], play[40];
    CHECK_INT(open_and_dump(92, open, sizeof open, "ta0.txt"), 0);
    int x = 0, y = 0;
    CHECK(pit_xy("ta0.txt", 0, &x, &y));
    snprintf(s1, sizeof s1, "click %d %d\n", x, y);
    char script[1600];
    snprintf(script, sizeof script, "%s%swait 4000\nidle\ndump %s/ta1.txt\n",
             open, s1, dir);
    CHECK_INT(run_gore(script), 0);
    CHECK(dump_says("ta1.txt", "phase", "0"));
    CHECK(dump_says("ta1.txt", "step", "2"));
    CHECK(click_on("ta1.txt", "button_Accept", acc, sizeof acc));
    CHECK(click_on("ta1.txt", "button_Decline", dec, sizeof dec));
    snprintf(script, sizeof script,
             "%s%swait 4000\nidle\n%swait 6000\nidle\ndump %s/ta2.txt\n",
             open, s1, acc, dir);
    CHECK_INT(run_gore(script), 0);
    CHECK(dump_says("ta2.txt", "phase", "5"));
    CHECK(click_on("ta2.txt", "button_Try_again", again, sizeof again));
    snprintf(script, sizeof script,
             "%s%swait 4000\nidle\n%swait 6000\nidle\n%swait 20\n"
             "dump %s/ta3.txt\n%swait 6000\nidle\ndump %s/ta4.txt\n",
             open, s1, acc, again, dir, dec, dir);
    CHECK_INT(run_gore(script), 0);
    /* at the offer again, the offer still to answer */
    CHECK(dump_says("ta3.txt", "phase", "0"));
    CHECK(dump_says("ta3.txt", "step", "2"));
    CHECK(dump_says("ta3.txt", "expect", "decline"));
    CHECK(dump_has("ta3.txt", "said", "Back to where your last move went "
                                      "wrong."));
    CHECK(dump_says("ta4.txt", "phase", "7"));
    CHECK(dump_says("ta4.txt", "solved", "1"));
    CHECK(dump_says("ta4.txt", "streak", "0"));
    char rating[16];
    CHECK(dump_line("ta3.txt", "rating", rating, sizeof rating));
    CHECK(dump_says("ta4.txt", "rating", rating));
    CHECK(!dump_button("ta2.txt", "button_Play_the_answer", (int[5]){0}));
    CHECK(click_on("ta4.txt", "button_Play_the_answer", play, sizeof play));
    /* the answer played again: from the start, its first move said with
     * why, then the line's last position and the whole answer said */
    size_t n = strlen(script);
    snprintf(script + n, sizeof script - n,
             "%swait 30\ndump %s/ta5.txt\nwait 20000\nidle\n"
             "dump %s/ta6.txt\n",
             play, dir, dir);
    CHECK_INT(run_gore(script), 0);
    CHECK(dump_says("ta5.txt", "phase", "6"));
    CHECK(dump_has("ta5.txt", "said", "The answer, move 1 of 2: sow hole S1. "));
    CHECK(dump_says("ta6.txt", "phase", "7"));
    CHECK(dump_has("ta6.txt", "said", "That was the answer: sow hole S1"));
    CHECK(dump_says("ta6.txt", "step", "2"));
}

/* Solved, a puzzle says why in its theme's words (issue 52: "keeping
 * your seeds safe" said nothing more): Goré's puzzle 11 (keeping seeds
 * safe, S2) the threat once only, in the hints' words; puzzle 9 (a
 * capture chain, S3: its 2 seeds leave two holes of 2 seeds, both
 * taken) the holes one sowing takes from. */
TEST(a_solved_puzzle_says_why_in_its_themes_words)
{
    static const struct {
        int id, hole;
        const char *words;
    } cases[] = {
        {11, 1, "North threatens to take 2; after this move North can take "
                "nothing. Every other"},
        {9, 2, "It captures 4. One sowing captures from 2 holes: 4 seeds in "
               "all."},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        fresh_home("h-pz");
        char open[200], script[800];
        CHECK_INT(open_and_dump(cases[i].id, open, sizeof open, "tw0.txt"), 0);
        int x = 0, y = 0;
        CHECK(pit_xy("tw0.txt", cases[i].hole, &x, &y));
        snprintf(script, sizeof script,
                 "%sclick %d %d\nwait 300\ndump %s/tw1.txt\n", open, x, y,
                 dir);
        CHECK_INT(run_gore(script), 0);
        CHECK(dump_has("tw1.txt", "said", "Right: "));
        CHECK(dump_has("tw1.txt", "said", cases[i].words));
    }
}

/* Goré's puzzle 2 wants S1 sown: solved at the first try by a click,
 * the celebration says what it earned, the rating it reached and the
 * streak, as the record has them; solved after a wrong move, it earns
 * nothing and says so by saying nothing. */
TEST(a_puzzle_solved_at_the_first_try_celebrates_its_gain_and_streak)
{
    fresh_home("h-pz");
    char open[200], script[1600];
    CHECK_INT(open_and_dump(2, open, sizeof open, "g1.txt"), 0);
    CHECK(dump_says("g1.txt", "expect", "0"));
    CHECK(dump_says("g1.txt", "cheer", "-"));
    int x = 0, y = 0, x2 = 0, y2 = 0;
    CHECK(pit_xy("g1.txt", 0, &x, &y));
    CHECK_INT(click_and_dump(open, x, y, "g2.txt"), 0);
    CHECK(dump_says("g2.txt", "phase", "7"));
    char l[100], want[120];
    CHECK(dump_line("g2.txt", "rating", l, sizeof l));
    int rating = atoi(l);
    CHECK(rating > 1000); /* a first try moves it up from the start */
    snprintf(want, sizeof want, "Solved! +%d · rating %d · streak 1",
             rating - 1000, rating);
    CHECK(dump_says("g2.txt", "cheer", want));
    /* a fresh record, S2 first (wrong), Try again, then S1: no gain */
    fresh_home("h-pz");
    CHECK(pit_xy("g1.txt", 1, &x2, &y2));
    snprintf(script, sizeof script,
             "%sclick %d %d\nwait 4000\nidle\ndump %s/g4.txt\nkey Return\n"
             "wait 20\ndump %s/g5.txt\nkey Return\nwait 20\n"
             "dump %s/g6.txt\nclick %d %d\nwait 3000\nidle\n"
             "dump %s/g3.txt\n",
             open, x2, y2, dir, dir, dir, x, y, dir);
    CHECK_INT(run("h-pz", "--screen puzzle --game gore --speed fast", script),
              0);
    /* issue 52: the wrong move's end shows Try again unfocused; the
     * first Enter only focuses it (the player sees the words), the
     * second starts again, says so, and the rating moved once */
    char r4[100], r6[100];
    CHECK(dump_says("g4.txt", "phase", "5"));
    CHECK(dump_says("g4.txt", "focus", "-1"));
    CHECK(dump_has("g4.txt", "said", "That move costs"));
    CHECK(dump_line("g4.txt", "rating", r4, sizeof r4));
    CHECK(atoi(r4) < 1000);
    CHECK(dump_says("g5.txt", "phase", "5"));
    CHECK(dump_says("g5.txt", "focus", "1")); /* Try again */
    CHECK(dump_has("g5.txt", "said", "That move costs"));
    CHECK(dump_says("g6.txt", "phase", "0"));
    CHECK(dump_has("g6.txt", "said", "From the start again"));
    CHECK(dump_line("g6.txt", "rating", r6, sizeof r6));
    CHECK_INT(atoi(r6), atoi(r4));
    CHECK(dump_says("g3.txt", "phase", "7"));
    CHECK(dump_says("g3.txt", "streak", "0"));
    CHECK(dump_says("g3.txt", "cheer", "-"));
}

/* Left, Right and Enter sow a hole of a puzzle (Enter used to press Back,
 * the first button, and leave the puzzle). */
TEST(a_hole_is_sown_by_left_right_and_enter)
{
    fresh_home("h-pz");
    char script[1600];
    snprintf(script, sizeof script,
             "wait 20\nkey Right\nkey Return\nwait 20\ndump %s/k1.txt\n", dir);
    CHECK_INT(run("h-pz", "--screen puzzle --game modiar", script), 0);
    CHECK(dump_says("k1.txt", "screen", "puzzle"));
    char l[40];
    CHECK(dump_line("k1.txt", "phase", l, sizeof l));
    CHECK(strcmp(l, "0") != 0); /* a move plays (right or wrong) */
}

/* H: the theme named, the holes where the answer is ringed (the answer's
 * among them), and said plainly what it cost: the streak ends, the
 * rating stays; solving the puzzle then leaves the rating as it was. */
TEST(a_hint_names_the_theme_rings_the_answer_and_ends_the_streak)
{
    fresh_home("h-pz");
    char p[1400];
    snprintf(p, sizeof p, "%s/h-pz/puzzles.txt", dir);
    CHECK(ut_write_text(p, "mancala-atlas-puzzles 1\nmodiar rating 1000 "
                           "streak 2 best 2 solved 2 tried 2 day 0\n"));
    char script[1600];
    snprintf(script, sizeof script,
             "wait 20\ndump %s/h0.txt\nkey h\nwait 20\ndump %s/h1.txt\n", dir,
             dir);
    CHECK_INT(run("h-pz", "--screen puzzle --game modiar", script), 0);
    char want[16] = "", rings[100] = "";
    CHECK(dump_line("h0.txt", "expect", want, sizeof want));
    CHECK(dump_says("h0.txt", "hint", "0"));
    CHECK(dump_line("h1.txt", "hint", rings, sizeof rings));
    char mark[20];
    snprintf(mark, sizeof mark, " %s ", want);
    size_t n = strlen(rings);
    snprintf(rings + n, sizeof rings - n, " ");
    CHECK(strncmp(rings, "1 ", 2) == 0 && strstr(rings + 1, mark) != NULL);
    CHECK(dump_has("h1.txt", "said", "Hint: the theme is "));
    CHECK(dump_has("h1.txt", "said", "A hint ends your streak"));
    CHECK(dump_says("h1.txt", "streak", "0"));
    CHECK(dump_says("h1.txt", "rating", "1000"));
    int r[5];
    CHECK(dump_button("h1.txt", "button_Hint_(H)", r));
    CHECK_INT(r[4], 0); /* one hint a move */
    char text[600];
    file_text("h-pz", "puzzles.txt", text, sizeof text);
    CHECK(strstr(text, "modiar rating 1000 streak 0 best 2 solved 2 tried 3")
          != NULL);
}

/* Hint clicked, then Enter twice: the ring shows, then its hole is sown
 * (the focus had gone to Back, and Enter left the puzzle). */
TEST(after_a_clicked_hint_enter_sows_a_hole)
{
    CHECK_INT(modiar_dump("e0.txt"), 0);
    char script[1600];
    int r[5] = {0};
    CHECK(dump_button("e0.txt", "button_Hint_(H)", r));
    snprintf(script, sizeof script,
             "wait 20\nclick %d %d\nwait 20\nkey Return\nkey Return\n"
             "wait 20\ndump %s/e1.txt\n",
             r[0] + r[2] / 2, r[1] + r[3] / 2, dir);
    CHECK_INT(run("h-pz", "--screen puzzle --game modiar", script), 0);
    CHECK(dump_says("e1.txt", "screen", "puzzle"));
    char l[40];
    CHECK(dump_line("e1.txt", "phase", l, sizeof l));
    CHECK(strcmp(l, "0") != 0);
}

/* A wrong move, then See the answer: the answer is named as the game
 * screen names moves ("sow hole N1"), with its theme. */
TEST(the_answer_names_the_move)
{
    fresh_home("h-pz");
    char script[1600];
    snprintf(script, sizeof script, "wait 20\ndump %s/a0.txt\n", dir);
    CHECK_INT(run("h-pz", "--screen puzzle --game modiar", script), 0);
    char want[16] = "", legal[100] = "";
    CHECK(dump_line("a0.txt", "expect", want, sizeof want));
    CHECK(dump_line("a0.txt", "legal", legal, sizeof legal));
    int wrong = -1;
    for (char *t = legal; *t;) {
        int h = (int)strtol(t, &t, 10);
        if (h != atoi(want)) {
            wrong = h;
            break;
        }
    }
    CHECK(wrong >= 0);
    int x = 0, y = 0;
    CHECK(pit_xy("a0.txt", wrong, &x, &y));
    CHECK(wrong_then_answer("wait 20\n", "modiar", x, y, "a1.txt",
                            "a2.txt"));
    CHECK(dump_says("a2.txt", "phase", "7"));
    CHECK(dump_has("a2.txt", "said", "That was the answer: sow hole "));
}

/* The list: every puzzle, the one shown chosen; Down and Enter play the
 * next; a click on a row chooses it, a second click plays it; a number
 * typed chooses that puzzle. */
TEST(the_list_of_puzzles_chooses_by_keys_and_clicks)
{
    fresh_home("h-pz");
    char script[1600];
    snprintf(script, sizeof script,
             "wait 20\ndump %s/s0.txt\nkey l\nwait 20\ndump %s/s1.txt\n"
             "key Home\nkey Down\nkey Return\nwait 20\ndump %s/s2.txt\n"
             "key l\nkey 1\nkey 1\nkey 7\nwait 20\ndump %s/s3.txt\n",
             dir, dir, dir, dir);
    CHECK_INT(run("h-pz", "--screen puzzle --game urim", script), 0);
    char index[16];
    CHECK(dump_line("s0.txt", "index", index, sizeof index));
    CHECK(dump_says("s1.txt", "screen", "puzzle_list"));
    CHECK(dump_says("s1.txt", "count", "120"));
    CHECK(dump_says("s1.txt", "sel", index));
    CHECK(dump_says("s2.txt", "screen", "puzzle"));
    CHECK(dump_says("s2.txt", "index", "1"));
    CHECK(dump_has("s3.txt", "chosen", "117 "));
    char rows[64];
    float y0 = 0, h = 0;
    int first = -1;
    CHECK(dump_line("s1.txt", "rows", rows, sizeof rows));
    CHECK_INT(sscanf(rows, "%f %f", &y0, &h), 2);
    char l[32];
    CHECK(dump_line("s3.txt", "first", l, sizeof l));
    first = atoi(l);
    /* the third row shown, clicked twice: that puzzle plays */
    int cy = (int)(y0 + h * 2.5f);
    snprintf(script, sizeof script,
             "wait 20\nkey l\nkey 1\nkey 1\nkey 7\nwait 20\nclick %d %d\n"
             "wait 20\ndump %s/s4.txt\nclick %d %d\nwait 20\n"
             "dump %s/s5.txt\n",
             W / 2, cy, dir, W / 2, cy, dir);
    CHECK_INT(run("h-pz", "--screen puzzle --game urim", script), 0);
    char want[16];
    snprintf(want, sizeof want, "%d", first + 2);
    CHECK(dump_says("s4.txt", "sel", want));
    CHECK(dump_says("s5.txt", "screen", "puzzle"));
    CHECK(dump_says("s5.txt", "index", want));
}

/* One text of a "texts" record holding `words`: its box. */
static bool text_box(const char *file, const char *words, float box[4])
{
    char path[1100], line[1200];
    path_of(path, sizeof path, file);
    FILE *f = fopen(path, "r");
    bool found = false;
    while (f && !found && fgets(line, sizeof line, f)) {
        char *bar = strchr(line, '|');
        found = bar && strstr(bar, words) &&
                sscanf(line, "text %f %f %f %f", &box[0], &box[1], &box[2],
                       &box[3]) == 4;
    }
    if (f) {
        fclose(f);
    }
    if (!found) {
        printf("  %s: no text \"%s\"\n", file, words);
    }
    return found;
}

/* The list shows a puzzle's theme only once it is solved (issue 52: the
 * hint, which names the theme, ends the streak, while the list showed
 * every theme): Urim's puzzle 2 solved shows "keeping your seeds safe";
 * the unsolved 1 (a quiet move) and 3 to 5 (captures) show none. */
TEST(the_list_shows_a_puzzles_theme_only_once_it_is_solved)
{
    fresh_home("h-pz");
    char p[1400], script[1600];
    snprintf(p, sizeof p, "%s/h-pz/puzzles.txt", dir);
    CHECK(ut_write_text(p, "mancala-atlas-puzzles 1\nurim rating 1000 "
                           "streak 1 best 1 solved 1 tried 1 day 0\n"
                           "urim done 2\n"));
    snprintf(script, sizeof script,
             "wait 20\nkey l\nkey Home\nwait 20\ntexts %s/th.t\n", dir);
    CHECK_INT(run("h-pz", "--screen puzzle --game urim", script), 0);
    float b[4];
    CHECK(text_box("th.t", "|Puzzle 1", b));
    CHECK(text_box("th.t", "|Puzzle 5", b));
    CHECK(text_box("th.t", "|keeping your seeds safe", b));
    CHECK(!text_box("th.t", "|a quiet move that prepares", b));
    CHECK(!text_box("th.t", "|a capture\n", b));
}

/* At 800x600 and 200 % text the line under the title (the puzzle, the
 * rating, the streak) starts below the title's letters (it ran through
 * them), and the board starts below that line. */
TEST(at_large_text_the_header_line_clears_the_title_and_the_board)
{
    fresh_home("h-pz");
    char script[1400];
    snprintf(script, sizeof script, "wait 20\ndump %s/h1.txt\ntexts %s/h1.t\n",
             dir, dir);
    CHECK_INT(run("h-pz", "--screen puzzle --game gore --size 800x600 "
                          "--text-size 200",
                  script),
              0);
    float title[4], line[4], last[4];
    CHECK(text_box("h1.t", "Puzzles: Goré", title));
    CHECK(text_box("h1.t", "rating 1000", line));
    CHECK(line[1] >= title[1] + title[3] * 0.8f);
    /* the heading and its four labels, the last whole in the window */
    CHECK(dump_has("h1.txt", "header", " | rating 1000 | streak 0 | "
                                       "solved 0 of 120"));
    CHECK(text_box("h1.t", "solved 0 of 120", last));
    CHECK(last[0] + last[2] <= 800);
    int x = 0, y = 0;
    CHECK(pit_xy("h1.txt", 7, &x, &y)); /* N1, the top row */
    CHECK((float)y > line[1] + line[3]);
}

/* The record: a tally without a best margin stands in its row's middle;
 * the rating chart names its highest and lowest ratings and counts the
 * puzzles under it. */
TEST(the_record_centres_a_lone_tally_and_labels_the_chart)
{
    fresh_home("h-pz");
    char p[1400];
    snprintf(p, sizeof p, "%s/h-pz/record.txt", dir);
    CHECK(ut_write_text(p, "mancala-atlas-record 1\ngore club 0 0 2 0\n"));
    snprintf(p, sizeof p, "%s/h-pz/puzzles.txt", dir);
    CHECK(ut_write_text(p, "mancala-atlas-puzzles 1\ngore rating 1040 streak "
                           "1 best 2 solved 3 tried 5 day 0\n"
                           "gore history 1000 1016 987 1031 1040\n"));
    char script[1600];
    snprintf(script, sizeof script, "wait 10\ndump %s/c1.txt\ntexts %s/c1.t\n",
             dir, dir);
    CHECK_INT(run("h-pz", "--screen record --game gore", script), 0);
    char rows[64];
    float y0 = 0, h = 0, b[4];
    CHECK(dump_line("c1.txt", "rows", rows, sizeof rows));
    CHECK_INT(sscanf(rows, "%f %f", &y0, &h), 2);
    CHECK(text_box("c1.t", "0 won · 0 drawn · 2 lost", b));
    float mid = b[1] + b[3] / 2, row_mid = y0 + h / 2;
    printf("  tally's middle %.1f, row's %.1f\n", (double)mid,
           (double)row_mid);
    CHECK(mid > row_mid - 3 && mid < row_mid + 3);
    CHECK(text_box("c1.t", "1040", b));
    CHECK(text_box("c1.t", "987", b));
    CHECK(text_box("c1.t", "puzzles, the oldest first", b));
}

/* A fresh home whose record.txt is `record`; the texts of the screen
 * `args` opens, written to `texts`. */
static bool texts_with_record(const char *record, const char *args,
                              const char *texts)
{
    fresh_home("h-pz");
    char p[1400], script[1600];
    snprintf(p, sizeof p, "%s/h-pz/record.txt", dir);
    snprintf(script, sizeof script, "wait 10\ntexts %s/%s\n", dir, texts);
    return ut_write_text(p, record) && run("h-pz", args, script) == 0;
}

/* The record's cell says its biggest win in words ("best win: by 5
 * seeds", the record file's last number), and the note under the table
 * speaks of no "best margin" column, which there is not (issue 51). */
TEST(the_record_says_a_best_win_in_words_and_its_note_names_no_margin)
{
    CHECK(texts_with_record("mancala-atlas-record 1\ngore club 2 0 1 5\n"
                            "urim beginner 1 0 0 1\n",
                            "--screen record --game gore", "m1.t"));
    float b[4];
    CHECK(text_box("m1.t", "best win: by 5 seeds", b));
    CHECK(text_box("m1.t", "best win: by 1 seed", b));
    CHECK(text_box("m1.t", "counted when they end", b));
    CHECK(!text_box("m1.t", "margin", b));
    /* a win with hints counts as won, never as a best win: the note says
     * why there is none, instead of "No win against the computer yet"
     * under a table saying 1 won (issue 52) */
    CHECK(texts_with_record("mancala-atlas-record 1\ngore beginner 1 0 0 -\n",
                            "--screen record --game gore", "m2.t"));
    CHECK(text_box("m2.t", "No win without hints yet", b));
    CHECK(!text_box("m2.t", "No win against the computer yet.", b));
}

/* Two people chosen on the selection: their head-to-head tally, not the
 * record against the computer. */
TEST(the_selection_shows_two_named_peoples_tally_not_the_computers)
{
    fresh_home("h-pz");
    char p[1400];
    snprintf(p, sizeof p, "%s/h-pz/record.txt", dir);
    CHECK(ut_write_text(p, "mancala-atlas-record 1\ngore club 0 0 2 0\n"));
    snprintf(p, sizeof p, "%s/h-pz/duels.txt", dir);
    CHECK(ut_write_text(p, "mancala-atlas-duels 1\ngore\tAda\tBo\t3 2 1\n"));
    snprintf(p, sizeof p, "%s/h-pz/settings.ini", dir);
    CHECK(ut_write_text(p, "south_name=Ada\nnorth_name=Bo\nopponent=two\n"
                           "level=club\n"));
    char script[1600];
    snprintf(script, sizeof script, "wait 10\ntexts %s/t1.t\n", dir);
    CHECK_INT(run("h-pz", "--screen select --game gore", script), 0);
    float b[4];
    CHECK(text_box("t1.t", "Ada 3 – 1 Bo · 2 drawn", b));
    CHECK(!text_box("t1.t", "Your record against", b));
    CHECK(ut_write_text(p, "south_name=Ada\nnorth_name=Bo\nopponent=north\n"
                           "level=club\n"));
    CHECK_INT(run("h-pz", "--screen select --game gore", script), 0);
    CHECK(text_box("t1.t", "Your record against", b));
}

/* Goré's puzzle 1 is a quiet line (sow S1; N3; S1) whose reply to a
 * wrong S2 takes nothing at once: the words say what the answer was and
 * what it does, in the search's terms, never "the position is worse" nor
 * "it prepares the position" (issue 52: too vague to learn from). */
TEST(a_quiet_puzzle_says_what_the_answer_does)
{
    fresh_home("h-pz");
    char open[200];
    CHECK_INT(open_and_dump(1, open, sizeof open, "q1.txt"), 0);
    int x = 0, y = 0, x2 = 0, y2 = 0;
    CHECK(pit_xy("q1.txt", 0, &x, &y));
    CHECK(pit_xy("q1.txt", 1, &x2, &y2));
    CHECK_INT(click_and_dump(open, x2, y2, "q2.txt"), 0);
    CHECK(dump_says("q2.txt", "phase", "5"));
    CHECK(dump_has("q2.txt", "said", "takes nothing at once. The answer "
                                     "was sow hole S1. It takes nothing, "
                                     "and leaves the opponent nothing"));
    fresh_home("h-pz");
    char script[800];
    snprintf(script, sizeof script,
             "%sclick %d %d\nwait 3000\nidle\nclick %d %d\nwait 3000\n"
             "idle\ndump %s/q3.txt\n",
             open, x, y, x, y, dir);
    CHECK_INT(run("h-pz", "--screen puzzle --game gore --speed fast", script),
              0);
    CHECK(dump_says("q3.txt", "phase", "7"));
    CHECK(dump_has("q3.txt", "said", "Right: sow hole S1"));
    char l[1200];
    CHECK(dump_line("q3.txt", "said", l, sizeof l));
    CHECK(strstr(l, "prepares the position") == NULL);
    /* puzzle 39's S1 takes nothing at once; its line (S1, the reply,
     * the capture) leaves South 6 seeds ahead: said so */
    fresh_home("h-pz");
    CHECK_INT(open_and_dump(39, open, sizeof open, "q4.txt"), 0);
    CHECK(pit_xy("q4.txt", 0, &x, &y));
    snprintf(script, sizeof script,
             "%sclick %d %d\nwait 300\ndump %s/q5.txt\n",
             open, x, y, dir);
    CHECK_INT(run("h-pz", "--screen puzzle --game gore --speed fast", script),
              0);
    CHECK(dump_has("q5.txt", "said", "Right: sow hole S1"));
    CHECK(dump_has("q5.txt", "said", "It takes nothing yet, but it sets up "
                                     "what follows: by the end of the line "
                                     "you are 6 seeds ahead."));
}

/* The count of `part` in the dump's `key` line. */
static int dump_count(const char *dump, const char *key, const char *part)
{
    char l[1600] = "";
    int n = 0;
    if (dump_line(dump, key, l, sizeof l)) {
        for (const char *q = strstr(l, part); q; q = strstr(q + 1, part)) {
            n++;
        }
    }
    return n;
}

/* Issue 52: a wrong move is told why, in the review's words. Modiar's
 * puzzle 1 (North: N1 16, N2 5, N3 0; the answer N1, a line of three):
 * N2 instead, and the sentence says what N1 takes at once (4: its last
 * seed makes 4 in its hole) that N2 does not; See the answer then says the
 * final score with perfect play once, not again after the reply. */
TEST(a_wrong_move_is_told_why_and_the_answer_says_the_score_once)
{
    fresh_home("h-pz");
    char open[200] = "wait 20\nkey l\nwait 20\nkey 0\nkey 1\n"
                     "key Return\nwait 20\n",
         script[1600];
    snprintf(script, sizeof script, "%sdump %s/y0.txt\n", open, dir);
    CHECK_INT(run("h-pz", "--screen puzzle --game modiar", script), 0);
    CHECK(dump_says("y0.txt", "puzzle", "1"));
    CHECK(dump_says("y0.txt", "expect", "3"));
    int x = 0, y = 0;
    CHECK(pit_xy("y0.txt", 4, &x, &y));
    CHECK(wrong_then_answer(open, "modiar", x, y, "y1.txt", "y2.txt"));
    CHECK(dump_has("y1.txt", "said", "If you play N1, you capture 4 seeds"));
    CHECK(dump_has("y2.txt", "said", "South replies: sow hole S3. Then "));
    CHECK_INT(dump_count("y2.txt", "said", "With perfect play"), 1);
}

/* Issue 52: the puzzles followed the last game played, with no way to
 * change. The game's button, top left, named after the game, and G, go
 * on to the next game's puzzles (Urim's next is Goré, the first). */
TEST(the_games_button_and_g_switch_to_the_next_games_puzzles)
{
    CHECK_INT(modiar_dump("g0.txt"), 0);
    char script[1600];
    int r[5] = {0};
    CHECK(dump_button("g0.txt", "button_Modiar", r));
    CHECK_INT(r[4], 1);
    snprintf(script, sizeof script,
             "wait 20\nclick %d %d\nwait 20\ndump %s/g1.txt\nkey g\n"
             "key g\nwait 20\ndump %s/g2.txt\n",
             r[0] + r[2] / 2, r[1] + r[3] / 2, dir, dir);
    CHECK_INT(run("h-pz", "--screen puzzle --game modiar", script), 0);
    CHECK(dump_says("g1.txt", "game", "ayoayo"));
    CHECK(dump_button("g1.txt", "button_Ayoayo", r));
    CHECK(dump_says("g1.txt", "phase", "0"));
    CHECK(dump_has("g1.txt", "header", "solved 0 of 120"));
    CHECK(dump_says("g2.txt", "game", "gore"));
    CHECK(dump_has("g2.txt", "expect", ""));
}

int main(void)
{
    if (!script_setup("puzzle")) {
        return 1;
    }
    RUN(a_gore_offer_puzzle_is_solved_by_the_keys_alone);
    RUN(a_lines_reply_offer_is_told_and_answered_by_clicks);
    RUN(an_offer_to_answer_is_said_and_its_answer_explained);
    RUN(the_answer_of_a_line_explains_each_of_the_players_moves);
    RUN(try_again_starts_where_the_wrong_move_was_and_the_answer_plays_again);
    RUN(a_solved_puzzle_says_why_in_its_themes_words);
    RUN(a_puzzle_solved_at_the_first_try_celebrates_its_gain_and_streak);
    RUN(a_hole_is_sown_by_left_right_and_enter);
    RUN(a_hint_names_the_theme_rings_the_answer_and_ends_the_streak);
    RUN(after_a_clicked_hint_enter_sows_a_hole);
    RUN(the_answer_names_the_move);
    RUN(the_list_of_puzzles_chooses_by_keys_and_clicks);
    RUN(the_list_shows_a_puzzles_theme_only_once_it_is_solved);
    RUN(at_large_text_the_header_line_clears_the_title_and_the_board);
    RUN(the_record_centres_a_lone_tally_and_labels_the_chart);
    RUN(the_record_says_a_best_win_in_words_and_its_note_names_no_margin);
    RUN(the_selection_shows_two_named_peoples_tally_not_the_computers);
    RUN(a_quiet_puzzle_says_what_the_answer_does);
    RUN(a_wrong_move_is_told_why_and_the_answer_says_the_score_once);
    RUN(the_games_button_and_g_switch_to_the_next_games_puzzles);
    return check_summary();
}
