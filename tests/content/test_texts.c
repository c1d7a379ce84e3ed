/* test_texts.c: every game has complete rules and history texts in every language, naming every clause of its rules. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "data_files.h"
#include "content.h"
#include "rules.h"

static const char *data_dir;

/* Words that mark a reading the project took where the sources are
 * silent, unclear or disagree (docs/CONTENT-FORMAT.md), and the sources
 * heading, per language. */
static const struct {
    const char *lang, *reading, *sources;
} lang_words[] = {
    {"en", "Our reading", "Sources"},
    {"fr", "Notre interprétation", "Sources"},
    {"pt", "A nossa interpretação", "Fontes"},
    {"sw", "Uelewa wetu", "Vyanzo"},
    {"vi", "Cách hiểu của chương trình", "Nguồn"},
};

static int words_of(const char *lang)
{
    for (size_t i = 0; i < sizeof lang_words / sizeof lang_words[0]; i++) {
        if (strcmp(lang_words[i].lang, lang) == 0) {
            return (int)i;
        }
    }
    return -1;
}

static const char *house_reading(const char *lang)
{
    int i = words_of(lang);
    return i >= 0 ? lang_words[i].reading : "(no words for this language)";
}

static const char *sources_heading(const char *lang)
{
    int i = words_of(lang);
    return i >= 0 ? lang_words[i].sources : "(no words for this language)";
}

static ContentDoc *load(RulesGameId g, ContentKind kind, const char *lang)
{
    char path[1024];
    ContentError err;
    ContentDoc *doc;

    if (content_text_path(data_dir, rules_game_name(g), kind, lang, path,
                          sizeof path) != 0) {
        return NULL;
    }
    doc = content_doc_load(path, &err);
    if (!doc) {
        printf("  %s\n", err.text);
    }
    return doc;
}

/* True if `id` occurs in `text` as a whole id ("URIM-1" not in "URIM-10"). */
static int has_id(const char *text, const char *id)
{
    size_t n = strlen(id);
    for (const char *p = strstr(text, id); p; p = strstr(p + 1, id)) {
        char before = p == text ? ' ' : p[-1];
        char after = p[n];
        if ((after < '0' || after > '9') && before != '-' &&
            !(before >= 'A' && before <= 'Z')) {
            return 1;
        }
    }
    return 0;
}

static int doc_has(const ContentDoc *doc, const char *needle, int as_id)
{
    for (size_t i = 0; i < doc->count; i++) {
        const char *t = doc->blocks[i].text;
        if (as_id ? has_id(t, needle) : strstr(t, needle) != NULL) {
            return 1;
        }
    }
    return 0;
}

/* The game a clause belongs to: the one whose setup clause (its
 * description's setup_rule, "GORE-1") has the same prefix; -1 for common
 * clauses ("C-6"). */
static int clause_game(const char *id)
{
    size_t n = strcspn(id, "-");
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        const RulesGameInfo *info = rules_game_info((RulesGameId)g);
        const char *setup = info ? rules_rule_id(info->setup_rule) : "";
        if (strcspn(setup, "-") == n && strncmp(setup, id, n) == 0) {
            return g;
        }
    }
    return -1;
}

/* Common clauses each rules text explains (C-4, C-5 need only one text). */
static int common_clause_needed(RulesGameId g, const char *id)
{
    /* the numbering of the game's board: C-2 for two rows, C-3 for four */
    const RulesGameInfo *info = rules_game_info(g);
    int rows = info ? info->rows : 2;
    /* the games whose sowing relays, where one could go on for ever */
    int relay = g == RULES_GAME_BAO_KIGOGO || g == RULES_GAME_AYOAYO;
    if (strcmp(id, "C-2") == 0) {
        return rows == 2;
    }
    if (strcmp(id, "C-3") == 0) {
        return rows == 4;
    }
    if (strcmp(id, "C-7") == 0) {
        return relay;
    }
    return strcmp(id, "C-1") == 0 || strcmp(id, "C-6") == 0 ||
           strcmp(id, "C-8") == 0 || strcmp(id, "C-9") == 0;
}

TEST(every_game_has_rules_and_history_in_every_language_and_they_load)
{
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        for (int l = 0; l < CONTENT_LANGUAGE_COUNT; l++) {
            for (int k = CONTENT_RULES; k <= CONTENT_HISTORY; k++) {
                ContentDoc *doc = load((RulesGameId)g, (ContentKind)k,
                                       content_language_code(l));
                if (!doc) {
                    CHECK_FAIL_AT("no %s text of %s in %s: write data/rules/"
                                  "%s.%s.%s.txt",
                                  k == CONTENT_RULES ? "rules" : "history",
                                  rules_game_name((RulesGameId)g),
                                  content_language_code(l),
                                  rules_game_name((RulesGameId)g),
                                  k == CONTENT_RULES ? "rules" : "history",
                                  content_language_code(l));
                    continue;
                }
                CHECK(doc->count >= 6);
                content_doc_free(doc);
            }
        }
    }
}

TEST(every_clause_of_a_game_is_named_in_its_rules_in_every_language)
{
    for (int r = 1; r < RULES_RULE_COUNT; r++) {
        const char *id = rules_rule_id((RulesRule)r);
        int owner = clause_game(id);
        if (owner < 0 && strncmp(id, "C-", 2) != 0) {
            CHECK_FAIL_AT("%s is of no game (no game's setup clause has "
                          "its prefix)",
                          id);
            return;
        }
        for (int g = 0; g < RULES_GAME_COUNT; g++) {
            if (owner >= 0 ? owner != g
                           : !common_clause_needed((RulesGameId)g, id)) {
                continue;
            }
            for (int l = 0; l < CONTENT_LANGUAGE_COUNT; l++) {
                const char *lang = content_language_code(l);
                ContentDoc *doc = load((RulesGameId)g, CONTENT_RULES, lang);
                int found;
                CHECK(doc != NULL);
                found = doc_has(doc, id, 1);
                content_doc_free(doc);
                if (!found) {
                    CHECK_FAIL_AT("%s is not named in %s rules (%s)", id,
                                  rules_game_name((RulesGameId)g), lang);
                    return;
                }
            }
        }
    }
}

TEST(every_common_clause_is_explained_in_some_rules_text)
{
    for (int r = 1; r < RULES_RULE_COUNT; r++) {
        const char *id = rules_rule_id((RulesRule)r);
        if (clause_game(id) >= 0) {
            continue;
        }
        for (int l = 0; l < CONTENT_LANGUAGE_COUNT; l++) {
            int found = 0;
            for (int g = 0; g < RULES_GAME_COUNT && !found; g++) {
                ContentDoc *doc = load((RulesGameId)g, CONTENT_RULES,
                                       content_language_code(l));
                CHECK(doc != NULL);
                found = doc_has(doc, id, 1);
                content_doc_free(doc);
            }
            if (!found) {
                CHECK_FAIL_AT("%s is in no rules text (%s)", id,
                              content_language_code(l));
                return;
            }
        }
    }
}

TEST(every_rules_text_presents_the_decisions_as_house_readings)
{
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        for (int l = 0; l < CONTENT_LANGUAGE_COUNT; l++) {
            const char *lang = content_language_code(l);
            ContentDoc *doc = load((RulesGameId)g, CONTENT_RULES, lang);
            int found;
            CHECK(doc != NULL);
            found = doc_has(doc, house_reading(lang), 0);
            content_doc_free(doc);
            if (!found) {
                CHECK_FAIL_AT("%s rules (%s) never say \"%s\"",
                              rules_game_name((RulesGameId)g), lang,
                              house_reading(lang));
                return;
            }
        }
    }
}

TEST(every_history_ends_with_a_list_of_sources)
{
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        for (int l = 0; l < CONTENT_LANGUAGE_COUNT; l++) {
            const char *lang = content_language_code(l);
            ContentDoc *doc = load((RulesGameId)g, CONTENT_HISTORY, lang);
            size_t h = 0;
            CHECK(doc != NULL);
            for (size_t i = 0; i < doc->count; i++) {
                if (doc->blocks[i].kind == CONTENT_BLOCK_HEADING) {
                    h = i;
                }
            }
            /* Only what the note was written from: the seed's source. */
            if (strcmp(doc->blocks[h].text, sources_heading(lang)) != 0 ||
                h + 1 >= doc->count ||
                doc->blocks[h + 1].kind != CONTENT_BLOCK_ITEM ||
                !strstr(doc->blocks[h + 1].text, "Mancala World")) {
                CHECK_FAIL_AT("%s history (%s): last section must be \"%s\" "
                              "listing Mancala World",
                              rules_game_name((RulesGameId)g), lang,
                              sources_heading(lang));
                content_doc_free(doc);
                return;
            }
            content_doc_free(doc);
        }
    }
}

TEST(every_history_keeps_the_facts_and_cultural_notes_of_its_seed)
{
    static const struct {
        RulesGameId game;
        const char *facts[4];
    } notes[] = {
        {RULES_GAME_GORE, {"Guro", "ayla", "Climent", "2009"}},
        {RULES_GAME_BAO_KIGOGO, {"Klamroth", "1911", "Gogo", "Njombwa"}},
        {RULES_GAME_MODIAR, {"Charrabi", "Chrarba", "2012", "Koumma"}},
        {RULES_GAME_AYOAYO, {"Yoruba", "Andada", "En Dodoi", "Oware"}},
        {RULES_GAME_URIM, {"banco de ouri", "Brava", "1994", "urin"}},
    };
    for (size_t i = 0; i < sizeof notes / sizeof notes[0]; i++) {
        for (int l = 0; l < CONTENT_LANGUAGE_COUNT; l++) {
            const char *lang = content_language_code(l);
            ContentDoc *doc = load(notes[i].game, CONTENT_HISTORY, lang);
            CHECK(doc != NULL);
            for (int f = 0; f < 4; f++) {
                if (!doc_has(doc, notes[i].facts[f], 0)) {
                    CHECK_FAIL_AT("%s history (%s) lacks \"%s\"",
                                  rules_game_name(notes[i].game), lang,
                                  notes[i].facts[f]);
                    content_doc_free(doc);
                    return;
                }
            }
            content_doc_free(doc);
        }
    }
}

/* docs/SOURCES.md as one string, its emphasis stars removed (the content
 * loader removes them from the notes too). */
static char *read_sources(void)
{
    const char *src = getenv("MANCALA_SOURCE_DIR");
    char path[1024];
    snprintf(path, sizeof path, "%s/docs/SOURCES.md", src ? src : ".");
    FILE *f = fopen(path, "rb");
    if (!f) {
        printf("  cannot read %s\n", path);
        return NULL;
    }
    size_t cap = 1 << 20, len = 0;
    char *buf = malloc(cap);
    int c;
    while (buf && len + 1 < cap && (c = fgetc(f)) != EOF) {
        if (c != '*') {
            buf[len++] = (char)c;
        }
    }
    fclose(f);
    if (buf) {
        buf[len] = '\0';
    }
    return buf;
}

/* Every sentence of every history note, in every language, is listed in
 * docs/SOURCES.md beside the seed sentence it rests on. */
TEST(every_sentence_of_every_history_note_is_in_the_sources_list)
{
    char *sources = read_sources();
    CHECK(sources != NULL);
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        for (int l = 0; l < CONTENT_LANGUAGE_COUNT; l++) {
            const char *lang = content_language_code(l);
            ContentDoc *doc = load((RulesGameId)g, CONTENT_HISTORY, lang);
            CHECK(doc != NULL);
            for (size_t i = 0; i < doc->count; i++) {
                const ContentBlock *b = &doc->blocks[i];
                if (b->kind == CONTENT_BLOCK_HEADING &&
                    strcmp(b->text, sources_heading(lang)) == 0) {
                    break; /* the list of sources itself */
                }
                if (b->kind != CONTENT_BLOCK_PARAGRAPH &&
                    b->kind != CONTENT_BLOCK_ITEM) {
                    continue;
                }
                /* Sentences end in ". ", ".) ", "? " or "! ". */
                const char *s = b->text;
                while (*s) {
                    const char *e = s;
                    while (*e && !((e[0] == '.' || e[0] == '?' ||
                                    e[0] == '!') &&
                                   (e[1] == ' ' ||
                                    (e[1] == ')' && e[2] == ' ')))) {
                        e++;
                    }
                    if (*e) {
                        e += e[1] == ')' ? 2 : 1;
                    }
                    char sentence[600];
                    snprintf(sentence, sizeof sentence, "%.*s", (int)(e - s),
                             s);
                    if (!strstr(sources, sentence)) {
                        CHECK_FAIL_AT("%s history (%s): \"%s\" is not in "
                                      "docs/SOURCES.md",
                                      rules_game_name((RulesGameId)g), lang,
                                      sentence);
                        content_doc_free(doc);
                        free(sources);
                        return;
                    }
                    s = *e ? e + 1 : e;
                }
            }
            content_doc_free(doc);
        }
    }
    free(sources);
}

static size_t count_words(const ContentDoc *doc)
{
    size_t words = 0;
    for (size_t i = 0; i < doc->count; i++) {
        int in_word = 0;
        for (const char *p = doc->blocks[i].text; *p; p++) {
            int space = *p == ' ';
            words += !space && !in_word;
            in_word = !space;
        }
    }
    return words;
}

static size_t count_kind(const ContentDoc *doc, ContentBlockKind kind)
{
    size_t n = 0;
    for (size_t i = 0; i < doc->count; i++) {
        n += doc->blocks[i].kind == kind;
    }
    return n;
}

/* English texts say enough and not too much; a translation keeps the
 * English shape (its headings and boards) and is not cut: at least 70 %
 * of the English words (Swahili, whose words carry their prefixes, uses
 * fewer words than English for the same sentence). */
TEST(english_texts_are_of_reasonable_length_and_translations_keep_their_shape)
{
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        for (int k = CONTENT_RULES; k <= CONTENT_HISTORY; k++) {
            ContentDoc *en = load((RulesGameId)g, (ContentKind)k, "en");
            CHECK(en != NULL);
            size_t words = count_words(en);
            if (words < 300 || words > 950) {
                CHECK_FAIL_AT("%s %s: %zu words in English (300-950)",
                              rules_game_name((RulesGameId)g),
                              k == CONTENT_RULES ? "rules" : "history",
                              words);
            }
            for (int l = 1; l < CONTENT_LANGUAGE_COUNT; l++) {
                const char *lang = content_language_code(l);
                ContentDoc *tr = load((RulesGameId)g, (ContentKind)k, lang);
                CHECK(tr != NULL);
                if (count_kind(en, CONTENT_BLOCK_HEADING) !=
                        count_kind(tr, CONTENT_BLOCK_HEADING) ||
                    count_kind(en, CONTENT_BLOCK_BOARD) !=
                        count_kind(tr, CONTENT_BLOCK_BOARD) ||
                    count_words(tr) * 10 < words * 7) {
                    CHECK_FAIL_AT("%s %s (%s): %zu words (English %zu); "
                                  "headings %zu/%zu",
                                  rules_game_name((RulesGameId)g),
                                  k == CONTENT_RULES ? "rules" : "history",
                                  lang, count_words(tr), words,
                                  count_kind(tr, CONTENT_BLOCK_HEADING),
                                  count_kind(en, CONTENT_BLOCK_HEADING));
                }
                content_doc_free(tr);
            }
            content_doc_free(en);
        }
    }
}

TEST(example_boards_show_the_game_of_their_text_with_its_holes)
{
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        for (int l = 0; l < CONTENT_LANGUAGE_COUNT; l++) {
            ContentDoc *doc = load((RulesGameId)g, CONTENT_RULES,
                                   content_language_code(l));
            const RulesGameInfo *info = rules_game_info((RulesGameId)g);
            CHECK(doc != NULL);
            for (size_t i = 0; i < doc->count; i++) {
                const ContentBoard *b = &doc->blocks[i].board;
                if (doc->blocks[i].kind != CONTENT_BLOCK_BOARD) {
                    continue;
                }
                /* the rows of the game's description, a row length it is
                 * played with */
                bool length = false;
                for (int k = 0; info->variants[k]; k++) {
                    length = length || b->cols == info->variants[k];
                }
                if (strcmp(b->game, rules_game_name((RulesGameId)g)) != 0 ||
                    b->rows != info->rows || !length) {
                    CHECK_FAIL_AT("%s: board for %s with %dx%d holes",
                                  doc->path, b->game, b->rows, b->cols);
                    content_doc_free(doc);
                    return;
                }
            }
            content_doc_free(doc);
        }
    }
}

/* The word "counter" as a whole word, not in "counter-clockwise". */
static const char *find_counter(const char *text)
{
    for (const char *p = text; (p = strstr(p, "ounter")) != NULL; p++) {
        if (p == text || (p[-1] != 'c' && p[-1] != 'C')) {
            continue;
        }
        const char *w = p - 1, *e = p + 6;
        bool starts = w == text || !isalpha((unsigned char)w[-1]);
        if (*e == 's') {
            e++;
        }
        if (starts && !isalpha((unsigned char)*e) && *e != '-') {
            return w;
        }
    }
    return NULL;
}

/* A whole file as a string (NULL when it cannot be read). */
static char *slurp(const char *path)
{
    size_t size;
    return (char *)data_read_all(path, &size);
}

static bool no_counter(const char *what, const char *text)
{
    const char *at = find_counter(text);
    if (at) {
        const char *line = at;
        while (line > text && line[-1] != '\n') {
            line--;
        }
        printf("  %s says \"counter\": %.*s\n", what,
               (int)strcspn(line, "\n"), line);
    }
    return at == NULL;
}

/* One word for one thing: players read "seed" everywhere (the rule book
 * says "counter"): in the rules, histories and lessons, and in every
 * interface string (the msgids of po/vi.po, which the po test keeps
 * complete). */
TEST(players_read_seed_and_never_counter)
{
    CHECK(find_counter("sow counter-clockwise") == NULL);
    CHECK(find_counter("a Counter") != NULL);
    CHECK(find_counter("two counters.") != NULL);
    CHECK(find_counter("encounters") == NULL);
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        const char *kinds[] = {"rules", "history", "lesson"};
        for (int k = 0; k < 3; k++) {
            char path[1200];
            snprintf(path, sizeof path, "%s/rules/%s%s.%s.en.txt", data_dir,
                     k == 2 ? "lessons/" : "",
                     rules_game_name((RulesGameId)g), kinds[k]);
            char *text = slurp(path);
            CHECK(text != NULL);
            if (text) {
                /* a history's list of sources quotes them as they are */
                char *sources = strstr(text, "\n## Sources");
                if (k == 1 && sources) {
                    *sources = '\0';
                }
                CHECK(no_counter(path, text));
            }
            free(text);
        }
    }
    char path[1024];
    snprintf(path, sizeof path, "%s/po/vi.po", data_source_dir());
    char *po = slurp(path);
    CHECK(po != NULL);
    /* only the msgids of live entries: msgid lines and the lines that
     * continue them */
    bool in_id = false;
    for (char *line = po; po && line && *line;) {
        char *end = strchr(line, '\n');
        if (end) {
            *end = '\0';
        }
        if (strncmp(line, "msgid ", 6) == 0) {
            in_id = true;
        } else if (line[0] != '"') {
            in_id = false;
        }
        if (in_id) {
            CHECK(no_counter("po/vi.po", line));
        }
        line = end ? end + 1 : NULL;
    }
    free(po);
}

int main(void)
{
    data_dir = getenv("MANCALA_DATA_DIR");
    if (!data_dir) {
        printf("MANCALA_DATA_DIR is not set (run through ctest)\n");
        return 1;
    }
    RUN(every_game_has_rules_and_history_in_every_language_and_they_load);
    RUN(every_clause_of_a_game_is_named_in_its_rules_in_every_language);
    RUN(every_common_clause_is_explained_in_some_rules_text);
    RUN(every_rules_text_presents_the_decisions_as_house_readings);
    RUN(every_history_ends_with_a_list_of_sources);
    RUN(every_sentence_of_every_history_note_is_in_the_sources_list);
    RUN(every_history_keeps_the_facts_and_cultural_notes_of_its_seed);
    RUN(english_texts_are_of_reasonable_length_and_translations_keep_their_shape);
    RUN(example_boards_show_the_game_of_their_text_with_its_holes);
    RUN(players_read_seed_and_never_counter);
    return check_summary();
}
