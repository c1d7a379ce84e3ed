/* test_games_complete.c: every game of the rules core's list has its entry in every layer (rules, look, atlas, texts, lessons, demo, puzzles, translations), and a missing one is named with the file to edit. */
#include "atlas_geo.h"
#include "check.h"
#include "content.h"
#include "learn.h"
#include "puzzle.h"
#include "session.h"
#include "ui.h"

#include <stdbool.h>

/* The game files' stems, as RULES_GAME_LIST names them: src/rules/<stem>.c */
#define STEM(id, stem) #stem,
static const char *const stems[RULES_GAME_COUNT] = {RULES_GAME_LIST(STEM)};
#undef STEM

static const char *env_or(const char *name, const char *fallback)
{
    const char *v = getenv(name);
    return v && *v ? v : fallback;
}

/* Says what is missing and the file to write or edit (relative to the
 * source tree when it lies in it); counts it. */
static int missing;
static const char *src_dir;
static void lack(const char *game, const char *what, const char *file)
{
    size_t n = strlen(src_dir);
    if (strncmp(file, src_dir, n) == 0 && file[n] == '/') {
        file += n + 1;
    }
    printf("  %s: %s\n    -> write or edit %s\n", game, what, file);
    missing++;
}

static bool readable(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (f) {
        fclose(f);
    }
    return f != NULL;
}

/* A whole text file, NUL-ended (NULL when unreadable); free() it. */
static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        return NULL;
    }
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    size_t got;
    while (buf && (got = fread(buf + n, 1, cap - n - 1, f)) > 0) {
        n += got;
        if (n + 1 == cap) {
            char *more = realloc(buf, cap *= 2);
            if (!more) {
                free(buf);
                buf = NULL;
            }
            buf = more;
        }
    }
    fclose(f);
    if (buf) {
        buf[n] = '\0';
    }
    return buf;
}

/* ---- The rules description: src/rules/<stem>.c ---- */

static void check_rules(int g, const char *file)
{
    const RulesGameInfo *info = rules_game_info((RulesGameId)g);
    char game[40];
    snprintf(game, sizeof game, "game %d", g);
    if (!info || !info->name || !*info->name || !info->title ||
        !*info->title) {
        lack(game, "no RulesGameInfo with a name and a title", file);
        return;
    }
    RulesPosition p;
    if ((info->rows != 2 && info->rows != 4) || info->variants[0] <= 0 ||
        rules_setup(&p, (RulesGameId)g, 0) != RULES_OK) {
        lack(info->name, "its RulesGameInfo has no board (rows, variants)",
             file);
    }
    if (info->no_moves_rule == RULES_RULE_NONE || info->repeat_limit < 2) {
        lack(info->name, "its RulesGameInfo says nothing of how it ends "
                         "(no_moves_rule, repeat_limit)", file);
    }
}

/* The clause ids headed "### `ID`" under the game's heading "## …
 * (<name>)" of docs/RULES.md, in order; how many. */
static int clauses_of(const char *ids_doc, const char *name, int *out,
                      int max)
{
    char heading[80];
    snprintf(heading, sizeof heading, "(%s)\n", name);
    const char *at = ids_doc ? strstr(ids_doc, heading) : NULL;
    int n = 0;
    while (at && (at = strchr(at, '\n')) != NULL) {
        at++;
        if (strncmp(at, "## ", 3) == 0) {
            break;
        }
        if (strncmp(at, "### `", 5) != 0) {
            continue;
        }
        for (int r = 1; r < RULES_RULE_COUNT && n < max; r++) {
            const char *id = rules_rule_id((RulesRule)r);
            size_t len = strlen(id);
            if (strncmp(at + 5, id, len) == 0 && at[5 + len] == '`') {
                out[n++] = r;
            }
        }
    }
    return n;
}

/* ---- The front end's look: src/ui/board/look.c ---- */

static void check_look(int g, const char *ids_doc)
{
    const RulesGameInfo *info = rules_game_info((RulesGameId)g);
    const char *file = "src/ui/board/look.c (the game's UiLook entry)";
    if (!ui_look_present((RulesGameId)g)) {
        lack(info->name, "no look entry (card texts, seeds, surface, rule "
                         "labels)", file);
        return;
    }
    const UiLook *look = ui_look((RulesGameId)g);
    if (!*look->region || !look->people || !*look->people ||
        !look->special || !*look->special) {
        lack(info->name, "its look lacks a card text (region, people, "
                         "special)", file);
    }
    for (int i = 0; i < 4; i++) {
        if (look->seeds[i] < 1 || look->seeds[i] > 8) {
            lack(info->name, "its look's seeds are not seed-1 .. seed-8",
                 file);
            break;
        }
    }
    if (!look->atlas_region || !*look->atlas_region) {
        lack(info->name, "its look has no atlas_region (the Atlas's words "
                         "on where it is played)", file);
    }
    if (info->note && !look->note_text) {
        lack(info->name, "its rules give a result note but its look has "
                         "no note_text", file);
    }
    /* every clause but the first (the setup) has a plain name */
    int ids[32];
    int n = clauses_of(ids_doc, info->name, ids, 32);
    if (n == 0) {
        lack(info->name, "no clause ids under a heading ending in "
                         "\"(<name>)\"", "docs/RULES.md");
    }
    for (int i = 1; i < n; i++) {
        if (!*ui_rule_label(ids[i])) {
            char what[120];
            snprintf(what, sizeof what, "%s has no plain name in its look's "
                                        "labels", rules_rule_id(
                                                      (RulesRule)ids[i]));
            lack(info->name, what, file);
        }
    }
}

/* ---- The Atlas: src/atlas/atlas_geo.c and its pictures ---- */

static void check_atlas(int g, const char *data)
{
    const RulesGameInfo *info = rules_game_info((RulesGameId)g);
    const AtlasPlace *place = atlas_place_of(info->name);
    if (!place) {
        lack(info->name, "no place on the Atlas's map (marker, country, "
                         "inset)", "src/atlas/atlas_geo.c");
        return;
    }
    const char *pictures[2] = {place->inset.picture, place->figure};
    for (int i = 0; i < 2; i++) {
        char path[1200];
        snprintf(path, sizeof path, "%s/images/%s", data,
                 pictures[i] ? pictures[i] : "");
        if ((i == 0 || pictures[i]) && !readable(path)) {
            lack(info->name, i ? "no picture of its board (its Atlas "
                                 "figure; tools/map draws it)"
                               : "no inset map (tools/map draws it)",
                 path);
        }
    }
}

/* ---- Texts, lessons and the demonstration: data/rules/ ---- */

static void check_data(int g, const char *data)
{
    const RulesGameInfo *info = rules_game_info((RulesGameId)g);
    char path[1200];
    for (int l = 0; l < CONTENT_LANGUAGE_COUNT; l++) {
        const char *lang = content_language_code(l);
        for (int k = 0; k < 2; k++) {
            ContentKind kind = k ? CONTENT_HISTORY : CONTENT_RULES;
            content_text_path(data, info->name, kind, lang, path,
                              sizeof path);
            ContentError err;
            ContentDoc *doc = content_doc_load(path, &err);
            if (!doc) {
                lack(info->name, k ? "no history text" : "no rules text",
                     path);
            }
            content_doc_free(doc);
        }
        learn_lesson_path(data, (RulesGameId)g, lang, path, sizeof path);
        LearnError lerr;
        LearnLesson *lesson = readable(path) ? learn_lesson_load(path, &lerr)
                                             : NULL;
        if (!lesson) {
            lack(info->name, "no lesson (docs/LESSON-FORMAT.md)", path);
        }
        learn_lesson_free(lesson);
    }
    learn_demo_path(data, (RulesGameId)g, path, sizeof path);
    SessionError serr;
    Session *s = readable(path) ? session_load(path, &serr) : NULL;
    if (!s || session_game(s) != (RulesGameId)g) {
        lack(info->name, "no recorded demonstration game (the save format, "
                         "docs/SAVE-FORMAT.md)", path);
    }
    session_free(s);
}

/* ---- Puzzles: data/puzzles/ (at least 100, test_puzzle_cli) ---- */

static void check_puzzles(int g, const char *data)
{
    const RulesGameInfo *info = rules_game_info((RulesGameId)g);
    char path[1200];
    puzzle_path(data, (RulesGameId)g, path, sizeof path);
    PuzzleSet set = {0};
    PuzzleError err;
    bool loaded = readable(path) && puzzle_set_load(path, &set, &err);
    if (!loaded || set.count < 100) {
        lack(info->name, "no 100 puzzles (docs/PUZZLE-FORMAT.md: "
                         "build/puzzlegen, after the demonstration game)",
             path);
    }
    if (loaded) {
        puzzle_set_free(&set);
    }
}

/* ---- Translations: po/<lang>.po ---- */

/* Appends the C string starting at `q` (just past its opening quote) to
 * `out`, unescaped; returns where it ends. */
static const char *po_string(const char *q, char *out, size_t size)
{
    size_t n = strlen(out);
    for (; *q && *q != '"' && *q != '\n'; q++) {
        char c = *q;
        if (c == '\\' && q[1]) {
            q++;
            c = *q == 'n' ? '\n' : *q == 't' ? '\t' : *q;
        }
        if (n + 1 < size) {
            out[n++] = c;
        }
    }
    out[n] = '\0';
    return q;
}

/* The msgstr of `msgid` in a po file's text: 1 translated, 0 empty or
 * fuzzy, -1 absent. */
static int po_state(const char *po, const char *msgid)
{
    char id[1200] = "", str[1200] = "";
    bool fuzzy = false;
    char *into = NULL;
    for (const char *line = po; line && *line;) {
        const char *next = strchr(line, '\n');
        next = next ? next + 1 : NULL;
        if (strncmp(line, "#,", 2) == 0 && strstr(line, "fuzzy") &&
            (!next || strstr(line, "fuzzy") < next)) {
            fuzzy = true;
        } else if (strncmp(line, "msgid \"", 7) == 0) {
            id[0] = str[0] = '\0';
            into = id;
            po_string(line + 7, id, sizeof id);
        } else if (strncmp(line, "msgstr \"", 8) == 0) {
            into = str;
            po_string(line + 8, str, sizeof str);
        } else if (line[0] == '"' && into) {
            po_string(line + 1, into, into == id ? sizeof id : sizeof str);
        } else if (line[0] == '\n' || line[0] == '#') {
            if (into == str && strcmp(id, msgid) == 0) {
                return str[0] && !fuzzy ? 1 : 0;
            }
            if (line[0] == '\n') {
                fuzzy = false;
                into = NULL;
            }
        }
        line = next;
    }
    if (into == str && strcmp(id, msgid) == 0) {
        return str[0] && !fuzzy ? 1 : 0;
    }
    return -1;
}

static void check_po(int g, const char *src)
{
    const RulesGameInfo *info = rules_game_info((RulesGameId)g);
    const UiLook *look = ui_look((RulesGameId)g);
    const char *texts[40];
    int n = 0;
    texts[n++] = look->region;
    texts[n++] = look->people;
    texts[n++] = look->special;
    texts[n++] = look->played_by;
    texts[n++] = look->note_text;
    texts[n++] = look->end_text;
    texts[n++] = look->first_record;
    texts[n++] = look->atlas_region;
    texts[n++] = look->figure_caption;
    for (const UiRuleLabel *l = look->labels; l && l->label && n < 40; l++) {
        texts[n++] = l->label;
    }
    for (int lg = 0; lg < CONTENT_LANGUAGE_COUNT; lg++) {
        const char *lang = content_language_code(lg);
        if (strcmp(lang, "en") == 0) {
            continue; /* the strings themselves */
        }
        char path[1200];
        snprintf(path, sizeof path, "%s/po/%s.po", src, lang);
        char *po = slurp(path);
        if (!po) {
            lack(info->name, "no translation file", path);
            continue;
        }
        for (int i = 0; i < n; i++) {
            if (!texts[i] || !*texts[i]) {
                continue;
            }
            int st = po_state(po, texts[i]);
            if (st < 0) {
                char what[200];
                snprintf(what, sizeof what, "\"%.60s\" is not in it: run "
                         "po/update-pot, then translate it", texts[i]);
                lack(info->name, what, path);
            } else if (st == 0) {
                char what[200];
                snprintf(what, sizeof what, "\"%.60s\" is not translated "
                         "(empty or fuzzy)", texts[i]);
                lack(info->name, what, path);
            }
        }
        free(po);
    }
}

TEST(every_game_has_its_entry_in_every_layer)
{
    const char *src = env_or("MANCALA_SOURCE_DIR", ".");
    const char *data = env_or("MANCALA_DATA_DIR", "data");
    src_dir = src;
    char path[1200];
    snprintf(path, sizeof path, "%s/docs/RULES.md", src);
    char *ids_doc = slurp(path);
    CHECK(ids_doc != NULL);
    missing = 0;
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        char file[200];
        snprintf(file, sizeof file, "src/rules/%s.c (its RulesGameInfo)",
                 stems[g]);
        int before = missing;
        check_rules(g, file);
        if (missing > before) {
            continue; /* nothing else can be looked up without it */
        }
        check_look(g, ids_doc);
        check_atlas(g, data);
        check_data(g, data);
        check_puzzles(g, data);
        check_po(g, src);
    }
    free(ids_doc);
    CHECK_INT(missing, 0);
}

/* The check itself can fail: a text no po file has is reported absent, an
 * empty msgstr untranslated. */
TEST(the_translation_check_tells_absent_empty_and_done_apart)
{
    const char *po = "#: a.c:1\nmsgid \"Yes\"\nmsgstr \"Có\"\n\n"
                     "#: a.c:2\nmsgid \"No\"\nmsgstr \"\"\n\n"
                     "#, fuzzy\nmsgid \"Maybe\"\nmsgstr \"Có lẽ\"\n\n"
                     "msgid \"\"\n\"A long one\"\nmsgstr \"\"\n\"Dài\"\n";
    CHECK_INT(po_state(po, "Yes"), 1);
    CHECK_INT(po_state(po, "No"), 0);
    CHECK_INT(po_state(po, "Maybe"), 0);
    CHECK_INT(po_state(po, "A long one"), 1);
    CHECK_INT(po_state(po, "Never"), -1);
}

int main(void)
{
    RUN(every_game_has_its_entry_in_every_layer);
    RUN(the_translation_check_tells_absent_empty_and_done_apart);
    return check_summary();
}
