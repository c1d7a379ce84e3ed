/* test_glossary.c: every text of every language (its po translations, rules, histories, lessons, desktop entry and AppStream lines) keeps to the terms of po/glossary.<lang>.txt, in any word order and form. */
#define _POSIX_C_SOURCE 200809L /* strtok_r */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "content.h"
#include "data_files.h"
#include "po_read.h"
#include "rules.h"

enum { MAX_TERMS = 80, MAX_VARIANTS = 12, MAX_FORMS = 16, TEXT_MAX = 160 };

typedef struct Term {
    char notion[TEXT_MAX];
    char term[TEXT_MAX];
    char form[MAX_FORMS][TEXT_MAX];       /* the term's forms, case-folded */
    int forms;
    char variant[MAX_VARIANTS][TEXT_MAX]; /* case-folded */
    int variants;
    char english[MAX_FORMS][TEXT_MAX];    /* msgid words that call for it */
    int englishes;
    int line;
} Term;

static Term terms[MAX_TERMS];
static int term_count;
static char glossary_lang[8];

/* The lower-case form of a code point of the Latin letters our languages
 * use (ASCII, Latin-1, Latin Extended-A and -B's Ơ Ư, and the Latin
 * Extended Additional block of Ạ … Ỹ, where capitals are even). */
static unsigned long fold_cp(unsigned long c)
{
    if ((c >= 'A' && c <= 'Z') || (c >= 0xC0 && c <= 0xDE && c != 0xD7)) {
        return c + 32;
    }
    if (((c >= 0x100 && c <= 0x137) || (c >= 0x14A && c <= 0x177) ||
         (c >= 0x1EA0 && c <= 0x1EF9)) &&
        c % 2 == 0) {
        return c + 1;
    }
    if (c == 0x1A0 || c == 0x1AF) {
        return c + 1;
    }
    if (c == 0x2019) {
        return '\''; /* d’Ivoire is d'Ivoire */
    }
    if (c == 0xA0 || c == 0x202F || (c >= 0x2000 && c <= 0x200A)) {
        return ' '; /* no-break and thin spaces part words too */
    }
    if (c == 0x2026 || c == 0xAB || c == 0xBB ||
        (c >= 0x2013 && c <= 0x2014) || (c >= 0x201C && c <= 0x201D)) {
        return '.'; /* so do the ellipsis, guillemets, dashes, quotes */
    }
    return c;
}

/* Copies `s` (its first `n` bytes) into `out`, case-folded; bytes that
 * are not valid UTF-8 are copied as they are. */
static void fold(const char *s, size_t n, char *out, size_t cap)
{
    const unsigned char *p = (const unsigned char *)s, *end = p + n;
    size_t o = 0;
    while (p < end && o + 4 < cap) {
        unsigned long c = *p;
        int len = c < 0x80 ? 1 : c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
        if (len > 1 && p + len <= end) {
            c &= len == 2 ? 0x1Fu : len == 3 ? 0x0Fu : 0x07u;
            for (int i = 1; i < len; i++) {
                c = c << 6 | (p[i] & 0x3Fu);
            }
        } else {
            len = 1;
        }
        c = fold_cp(c);
        if (c < 0x80) {
            out[o++] = (char)c;
        } else if (c < 0x800) {
            out[o++] = (char)(0xC0 | c >> 6);
            out[o++] = (char)(0x80 | (c & 0x3F));
        } else if (c < 0x10000) {
            out[o++] = (char)(0xE0 | c >> 12);
            out[o++] = (char)(0x80 | (c >> 6 & 0x3F));
            out[o++] = (char)(0x80 | (c & 0x3F));
        } else {
            out[o++] = (char)(0xF0 | c >> 18);
            out[o++] = (char)(0x80 | (c >> 12 & 0x3F));
            out[o++] = (char)(0x80 | (c >> 6 & 0x3F));
            out[o++] = (char)(0x80 | (c & 0x3F));
        }
        p += len;
    }
    out[o] = '\0';
}

/* A byte that belongs to a word: a letter, a digit, or part of a
 * non-ASCII letter. */
static int word_byte(char ch)
{
    unsigned char c = (unsigned char)ch;
    return c >= 0x80 || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') ||
           (c >= 'A' && c <= 'Z');
}

/* Does the phrase `v` (folded words separated by single spaces; a word
 * ending in '*' stands for every word it begins) start at `p`? Words of
 * the text are separated by spaces only: punctuation parts them. Returns
 * the end of the match, or NULL. */
static const char *phrase_at(const char *p, const char *v)
{
    while (*v) {
        size_t n = strcspn(v, " *");
        if (strncmp(p, v, n) != 0) {
            return NULL;
        }
        p += n;
        v += n;
        if (*v == '*') {
            while (word_byte(*p)) {
                p++;
            }
            v++;
        } else if (word_byte(*p)) {
            return NULL; /* "lỗ" is not "lỗi" */
        }
        if (*v == ' ') {
            v++;
            if (*p != ' ') {
                return NULL; /* "ăn, cho" is not the phrase "ăn cho" */
            }
            while (*p == ' ') {
                p++;
            }
        }
    }
    return p;
}

/* The first whole-word use of the phrase `v` in the folded `text`. A
 * phrase may end in " !word": then a use followed by that word is none
 * ("đi ngược !chiều": "đi ngược", but not "đi ngược chiều kim đồng hồ"). */
static const char *find_phrase(const char *text, const char *v)
{
    char phrase[TEXT_MAX * 4];
    snprintf(phrase, sizeof phrase, "%s", v);
    char *bang = strstr(phrase, " !");
    const char *not_next = NULL;
    if (bang) {
        *bang = '\0';
        not_next = bang + 2;
    }
    for (const char *p = text; *p; p++) {
        const char *end;
        if ((p == text || !word_byte(p[-1])) && (end = phrase_at(p, phrase))) {
            while (*end == ' ') {
                end++;
            }
            size_t n = not_next ? strlen(not_next) : 0;
            if (!not_next || strncmp(end, not_next, n) != 0 ||
                word_byte(end[n])) {
                return p;
            }
        }
    }
    return NULL;
}

/* The first use of the phrase `v` in `text`; a phrase written "~dây ăn"
 * is found in any order of its words ("ăn dây" too): every permutation of
 * up to 4 words (a final " !word" stays at the end). */
static const char *find_any_order(const char *text, const char *v)
{
    if (*v != '~') {
        return find_phrase(text, v);
    }
    v++;
    char words[4][TEXT_MAX], tail[TEXT_MAX] = "";
    const char *bang = strstr(v, " !");
    size_t len = bang ? (size_t)(bang - v) : strlen(v);
    if (bang) {
        snprintf(tail, sizeof tail, "%s", bang);
    }
    int k = 0;
    for (const char *s = v; s < v + len && k < 4; k++) {
        size_t n = strcspn(s, " ");
        n = s + n > v + len ? (size_t)(v + len - s) : n;
        snprintf(words[k], sizeof words[k], "%.*s", (int)n, s);
        s += n + (s[n] == ' ');
    }
    int idx[4] = {0, 1, 2, 3};
    /* Heap's algorithm over idx[0..k) */
    int c[4] = {0, 0, 0, 0};
    for (int i = 0;;) {
        char phrase[TEXT_MAX * 5] = "";
        for (int w = 0; w < k; w++) {
            size_t l = strlen(phrase);
            snprintf(phrase + l, sizeof phrase - l, "%s%s", w ? " " : "",
                     words[idx[w]]);
        }
        size_t l = strlen(phrase);
        snprintf(phrase + l, sizeof phrase - l, "%s", tail);
        const char *at = find_phrase(text, phrase);
        if (at) {
            return at;
        }
        while (i < k && c[i] >= i) {
            c[i++] = 0;
        }
        if (i >= k) {
            return NULL;
        }
        int j = i % 2 ? c[i] : 0, t = idx[j];
        idx[j] = idx[i];
        idx[i] = t;
        c[i]++;
        i = 0;
    }
}

static char *trim(char *s)
{
    while (*s == ' ' || *s == '\t') {
        s++;
    }
    size_t n = strlen(s);
    while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t' ||
                     s[n - 1] == '\r' || s[n - 1] == '\n')) {
        s[--n] = '\0';
    }
    return s;
}

/* Splits `list` at `sep` into folded phrases; false when there are more
 * than `max`. */
static bool split(char *list, const char *sep, char out[][TEXT_MAX],
                  int *count, int max)
{
    *count = 0;
    char *save = NULL;
    for (char *v = strtok_r(list, sep, &save); v;
         v = strtok_r(NULL, sep, &save)) {
        v = trim(v);
        if (!*v) {
            continue;
        }
        if (*count == max) {
            return false;
        }
        fold(v, strlen(v), out[(*count)++], TEXT_MAX);
    }
    return true;
}

/* Reads po/glossary.<lang>.txt; 0 (with a failure reported) when it is
 * missing or a line is malformed. */
static int load_glossary(const char *lang)
{
    char path[1024], line[2048];
    snprintf(path, sizeof path, "%s/po/glossary.%s.txt", data_source_dir(),
             lang);
    snprintf(glossary_lang, sizeof glossary_lang, "%s", lang);
    FILE *f = fopen(path, "r");
    if (!f) {
        CHECK_FAIL_AT("cannot read %s: each language has its glossary",
                      path);
        return 0;
    }
    term_count = 0;
    for (int no = 1; fgets(line, sizeof line, f); no++) {
        char *s = trim(line);
        if (!*s || *s == '#') {
            continue;
        }
        char *bar[3] = {strchr(s, '|'), NULL, NULL};
        bar[1] = bar[0] ? strchr(bar[0] + 1, '|') : NULL;
        bar[2] = bar[1] ? strchr(bar[1] + 1, '|') : NULL;
        if (!bar[1] || term_count == MAX_TERMS) {
            CHECK_FAIL_AT("%s:%d: expected \"notion | term | variants | "
                          "English\"",
                          path, no);
            fclose(f);
            return 0;
        }
        for (int b = 0; b < 3; b++) {
            if (bar[b]) {
                *bar[b] = '\0';
            }
        }
        Term *t = &terms[term_count++];
        memset(t, 0, sizeof *t);
        t->line = no;
        snprintf(t->notion, sizeof t->notion, "%s", trim(s));
        snprintf(t->term, sizeof t->term, "%s", trim(bar[0] + 1));
        char forms[TEXT_MAX];
        snprintf(forms, sizeof forms, "%s", t->term);
        if (!split(forms, ",", t->form, &t->forms, MAX_FORMS) ||
            !split(bar[1] + 1, ";", t->variant, &t->variants,
                   MAX_VARIANTS) ||
            (bar[2] && !split(bar[2] + 1, ",", t->english, &t->englishes,
                              MAX_FORMS))) {
            CHECK_FAIL_AT("%s:%d: too many forms or variants", path, no);
            fclose(f);
            return 0;
        }
        if (!t->notion[0] || !t->forms) {
            CHECK_FAIL_AT("%s:%d: a notion and its term are needed", path, no);
            fclose(f);
            return 0;
        }
    }
    fclose(f);
    return 1;
}

/* Reports the first rejected variant in `text` (one line of `file`);
 * returns 1 when one was found. */
static int check_line(const char *file, int line_no, const char *text)
{
    char folded[8192];
    fold(text, strlen(text), folded, sizeof folded);
    for (int i = 0; i < term_count; i++) {
        for (int v = 0; v < terms[i].variants; v++) {
            if (find_any_order(folded, terms[i].variant[v])) {
                CHECK_FAIL_AT("%s:%d: \"%s\" for \"%s\": write \"%s\" "
                              "(po/glossary.%s.txt:%d)",
                              file, line_no, terms[i].variant[v],
                              terms[i].notion, terms[i].term, glossary_lang,
                              terms[i].line);
                return 1;
            }
        }
    }
    return 0;
}

/* Checks every line of a text file (rel to the source tree), or only the
 * lines `only` starts (a prefix such as "Name[fr]=", or a substring
 * such as "xml:lang=\"fr\"" when `anywhere`). Returns the number of lines
 * with a rejected variant. */
static int check_file(const char *rel, const char *only, bool anywhere)
{
    char path[1024];
    size_t size;
    snprintf(path, sizeof path, "%s/%s", data_source_dir(), rel);
    char *buf = (char *)data_read_all(path, &size);
    if (!buf) {
        CHECK_FAIL_AT("cannot read %s", path);
        return 1;
    }
    int bad = 0, no = 0;
    for (char *line = buf; line && *line; no++) {
        char *next = strchr(line, '\n');
        if (next) {
            *next++ = '\0';
        }
        bool wanted = !only || (anywhere ? strstr(line, only) != NULL
                                         : strncmp(line, only, strlen(only)) ==
                                               0);
        /* a lesson's positions, moves and ids are no words */
        static const char *const machine[] = {"position:", "before:",
                                              "match:", "move:", "illegal:",
                                              "rules:"};
        for (size_t k = 0; k < sizeof machine / sizeof machine[0]; k++) {
            wanted = wanted &&
                     strncmp(line, machine[k], strlen(machine[k])) != 0;
        }
        if (wanted) {
            bad += check_line(rel, no + 1, line);
        }
        line = next;
    }
    free(buf);
    return bad;
}

/* The strings of a language's interface: the translations of
 * po/<lang>.po, or, for English, the msgids of the template. */
static int check_po(const char *lang)
{
    int bad = 0;
    if (strcmp(lang, "en") == 0) {
        return check_file("po/mancala-atlas.pot", "msgid", false) +
               check_file("po/mancala-atlas.pot", "\"", false);
    }
    PoFile *po = po_read(lang);
    if (!po) {
        CHECK_FAIL_AT("cannot read po/%s.po", lang);
        return 1;
    }
    char rel[32];
    snprintf(rel, sizeof rel, "po/%s.po", lang);
    for (size_t i = 0; i < po->count; i++) {
        const PoEntry *e = &po->entries[i];
        for (int k = 0; e->msgid[0] && k < e->forms; k++) {
            bad += e->msgstr[k] && check_line(rel, e->line, e->msgstr[k]);
        }
    }
    po_free(po);
    return bad;
}

/* Every text of `lang`: interface, rules, histories, lessons, and its
 * lines of the desktop entry and the AppStream metadata. */
static int check_language(const char *lang)
{
    char rel[512], key[64];
    int bad = check_po(lang);
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        const char *name = rules_game_name((RulesGameId)g);
        snprintf(rel, sizeof rel, "data/rules/%s.rules.%s.txt", name, lang);
        bad += check_file(rel, NULL, false);
        snprintf(rel, sizeof rel, "data/rules/%s.history.%s.txt", name, lang);
        bad += check_file(rel, NULL, false);
        snprintf(rel, sizeof rel, "data/rules/lessons/%s.lesson.%s.txt", name,
                 lang);
        bad += check_file(rel, NULL, false);
    }
    if (strcmp(lang, "en") == 0) {
        /* English lines have no language mark: all but the others' */
        return bad;
    }
    static const char *const keys[] = {"Name", "GenericName", "Comment",
                                       "Keywords"};
    for (size_t k = 0; k < sizeof keys / sizeof keys[0]; k++) {
        snprintf(key, sizeof key, "%s[%s]=", keys[k], lang);
        bad += check_file("packaging/mancala-atlas.desktop.in", key, false);
    }
    snprintf(key, sizeof key, "xml:lang=\"%s\"", lang);
    bad += check_file("packaging/mancala-atlas.metainfo.xml.in", key, true);
    return bad;
}

TEST(every_glossary_reads_and_each_term_is_not_one_of_its_own_variants)
{
    for (int l = 0; l < CONTENT_LANGUAGE_COUNT; l++) {
        const char *lang = content_language_code(l);
        CHECK(load_glossary(lang));
        CHECK(term_count >= 2);
        for (int i = 0; i < term_count; i++) {
            for (int f = 0; f < terms[i].forms; f++) {
                for (int v = 0; v < terms[i].variants; v++) {
                    if (find_any_order(terms[i].form[f],
                                       terms[i].variant[v])) {
                        CHECK_FAIL_AT("po/glossary.%s.txt:%d: \"%s\" is "
                                      "both the term and a rejected "
                                      "variant",
                                      lang, terms[i].line, terms[i].form[f]);
                    }
                }
            }
        }
    }
}

TEST(matching_ignores_case_takes_whole_words_in_any_order_when_asked_and_stars_take_endings)
{
    char folded[256];
    const char *text = "Dây ăn Hai Chiều · ĐI LẠI · Lỗi; Ăn dây. Semées";
    fold(text, strlen(text), folded, sizeof folded);
    CHECK_STR(folded, "dây ăn hai chiều · đi lại · lỗi; ăn dây. semées");
    CHECK(find_any_order(folded, "dây ăn") != NULL);
    CHECK(find_any_order(folded, "đi lại") != NULL);
    CHECK(find_any_order(folded, "lỗ") == NULL); /* "lỗi" is another word */
    CHECK(find_any_order(folded, "ăn hai") != NULL);
    CHECK(find_any_order(folded, "n hai") == NULL); /* not at a word's start */
    CHECK(find_any_order(folded, "lại đi") == NULL); /* in its order */
    CHECK(find_any_order(folded, "~lại đi") != NULL); /* any order */
    CHECK(find_any_order(folded, "~chiều hai ăn") != NULL);
    CHECK(find_any_order(folded, "sem*") != NULL);
    CHECK(find_any_order(folded, "semé") == NULL);
    /* punctuation parts words: "lỗi; ăn" is no phrase */
    CHECK(find_any_order(folded, "lỗi ăn") == NULL);
    CHECK(find_any_order(folded, "~ăn lỗi") == NULL);
    /* " !word": not when that word follows */
    CHECK(find_any_order(folded, "hai !chiều") == NULL);
    CHECK(find_any_order(folded, "hai !đi") != NULL);
    /* an ellipsis, guillemets, dashes and quotes end a word too */
    const char *marks = "Offrir des trous… «Trou» —graines– “trous”";
    fold(marks, strlen(marks), folded, sizeof folded);
    CHECK(find_any_order(folded, "des trous") != NULL);
    CHECK(find_any_order(folded, "trou") != NULL);
    CHECK(find_any_order(folded, "graines") != NULL);
    CHECK(find_any_order(folded, "trous") != NULL);
}

/* The three the issue found slipping past the old check (issue 53). */
TEST(a_rejected_variant_in_a_text_is_reported_in_any_order)
{
    CHECK(load_glossary("vi"));
    printf("  (reports of \"Ăn dây\", \"đi ngược\", \"chạy lùi\" and "
           "\"Hoàn Tác\" in \"example\" follow, as expected)\n");
    int saved = check_current_failed;
    CHECK(check_line("example", 1, "Ăn dây đi tiến rồi dừng") == 1);
    CHECK(check_line("example", 2, "Chuỗi ăn đi ngược về phía sau") == 1);
    CHECK(check_line("example", 3, "Rồi chạy lùi qua các ô") == 1);
    /* (undo is "lùi một nước", issue 58) */
    CHECK(check_line("example", 4, "Chuỗi ăn đi tiến rồi Hoàn Tác") == 1);
    CHECK(check_line("example", 5, "Chuỗi ăn đi tiến, rồi lùi một nước.") ==
          0);
    CHECK(check_line("example", 6, "Rải đi ngược chiều kim đồng hồ.") == 0);
    check_current_failed = saved;
}

TEST(every_text_of_every_language_keeps_to_its_glossary)
{
    int bad = 0;
    for (int l = 0; l < CONTENT_LANGUAGE_COUNT; l++) {
        const char *lang = content_language_code(l);
        if (!load_glossary(lang)) {
            return;
        }
        bad += check_language(lang);
    }
    CHECK_INT(bad, 0);
}

/* Is any of `phrases` (folded) in the folded `text`? */
static bool has_any(const char *text, const char phrases[][TEXT_MAX], int n)
{
    for (int i = 0; i < n; i++) {
        if (find_phrase(text, phrases[i])) {
            return true;
        }
    }
    return false;
}

/* The positive side: an interface string whose English names a notion
 * (the glossary's fourth column) says it with the term in translation. */
TEST(every_translated_string_that_names_a_notion_uses_its_term)
{
    int bad = 0;
    for (int l = 0; l < CONTENT_LANGUAGE_COUNT; l++) {
        const char *lang = content_language_code(l);
        if (strcmp(lang, "en") == 0) {
            continue;
        }
        CHECK(load_glossary(lang));
        PoFile *po = po_read(lang);
        CHECK(po != NULL);
        for (size_t i = 0; i < po->count; i++) {
            const PoEntry *e = &po->entries[i];
            if (!e->msgid[0] || e->obsolete || !po_translated(e)) {
                continue;
            }
            char id[8192], str[8192];
            fold(e->msgid, strlen(e->msgid), id, sizeof id);
            for (int k = 0; k < e->forms; k++) {
                fold(e->msgstr[k], strlen(e->msgstr[k]), str, sizeof str);
                for (int t = 0; t < term_count; t++) {
                    const Term *term = &terms[t];
                    if (term->englishes &&
                        has_any(id, term->english, term->englishes) &&
                        !has_any(str, term->form, term->forms)) {
                        CHECK_FAIL_AT("po/%s.po:%d: \"%.60s\" names %s: "
                                      "write \"%s\" "
                                      "(po/glossary.%s.txt:%d)",
                                      lang, e->line, e->msgstr[k],
                                      term->notion, term->term, lang,
                                      term->line);
                        bad++;
                        break;
                    }
                }
            }
        }
        po_free(po);
    }
    CHECK_INT(bad, 0);
}

int main(void)
{
    RUN(every_glossary_reads_and_each_term_is_not_one_of_its_own_variants);
    RUN(matching_ignores_case_takes_whole_words_in_any_order_when_asked_and_stars_take_endings);
    RUN(a_rejected_variant_in_a_text_is_reported_in_any_order);
    RUN(every_text_of_every_language_keeps_to_its_glossary);
    RUN(every_translated_string_that_names_a_notion_uses_its_term);
    return check_summary();
}
