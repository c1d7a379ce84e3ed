/* content.h: loads the rules and history texts of data/rules/ (format in docs/CONTENT-FORMAT.md). */
#ifndef MANCALA_CONTENT_H
#define MANCALA_CONTENT_H

#include <stdbool.h>
#include <stddef.h>

/* Files larger than this are rejected: a text is a few KiB, not a book. */
#define CONTENT_MAX_FILE_BYTES (256u * 1024u)
/* Board directives: at most this many rows, and holes per row. */
#define CONTENT_BOARD_MAX_ROWS 4
#define CONTENT_BOARD_MAX_COLS 12

typedef enum ContentBlockKind {
    CONTENT_BLOCK_TITLE = 0, /* "# Title": always the first block */
    CONTENT_BLOCK_HEADING,   /* "## Heading" (level 2), "### Sub" (level 3) */
    CONTENT_BLOCK_PARAGRAPH, /* lines up to the next blank line, joined */
    CONTENT_BLOCK_ITEM,      /* "- item" (number 0) or "3. item" (number 3) */
    CONTENT_BLOCK_BOARD      /* "[board ...]": an example board to draw */
} ContentBlockKind;

/* A stretch of a block's text to show in emphasis (from "*...*"). */
typedef struct ContentSpan {
    size_t start; /* byte offset into ContentBlock.text */
    size_t len;   /* bytes */
} ContentSpan;

/*
 * An example board. Rows run from the top of the picture to the bottom,
 * holes from left to right, as the South player sees the board.
 */
typedef struct ContentBoard {
    char game[24];                 /* a game id: "ayoayo", "urim", ... */
    int rows;                      /* 1 .. CONTENT_BOARD_MAX_ROWS */
    int cols;                      /* 1 .. CONTENT_BOARD_MAX_COLS */
    int holes[CONTENT_BOARD_MAX_ROWS][CONTENT_BOARD_MAX_COLS];
    bool has_stores;               /* stores=N,S given */
    int stores[2];                 /* [0] North's (left), [1] South's (right) */
} ContentBoard;

typedef struct ContentBlock {
    ContentBlockKind kind;
    int level;  /* headings: 1, 2 or 3; other blocks: 0 */
    int number; /* numbered items: the number; other blocks: 0 */
    int line;   /* line of the file where the block starts */
    char *text; /* UTF-8, markup removed; "" for boards */
    ContentSpan *spans; /* emphasised stretches of text, in order */
    size_t span_count;
    ContentBoard board; /* CONTENT_BLOCK_BOARD only */
} ContentBlock;

typedef struct ContentDoc {
    char *path;           /* as given to content_doc_load() */
    ContentBlock *blocks; /* blocks[0] is the title */
    size_t count;
} ContentDoc;

/* Why loading failed: "file:line: message" (line left out when 0). */
typedef struct ContentError {
    char text[640];
    int line; /* 0 when the error is not about one line (missing file) */
} ContentError;

typedef enum ContentKind { CONTENT_RULES = 0, CONTENT_HISTORY } ContentKind;

/*
 * Reads and checks one text file. Returns NULL and fills `err` (which may
 * be NULL) on any problem: missing or unreadable file, a file larger than
 * CONTENT_MAX_FILE_BYTES, a NUL byte, invalid UTF-8, a malformed line or an
 * unknown directive. The caller frees the result with content_doc_free().
 */
ContentDoc *content_doc_load(const char *path, ContentError *err);

/* Same, from memory; `name` is used in error messages in place of a path. */
ContentDoc *content_doc_parse(const char *name, const char *bytes, size_t len,
                              ContentError *err);

void content_doc_free(ContentDoc *doc);

/* Is s[0..] a clause id of the rule book ("C-6", "GORE-5")? Returns its
 * length, or 0. */
size_t content_rule_id_len(const char *s);

/* Takes out every " (GORE-1, C-2)" group, clause ids and nothing else, so
 * that a player reads plain words; the emphasis spans follow. */
void content_doc_strip_rule_refs(ContentDoc *doc);

/* The document's title (the text of its first block). */
const char *content_doc_title(const ContentDoc *doc);

/*
 * Paths of the texts: <data_dir>/rules/<game>.rules.<lang>.txt and
 * <data_dir>/rules/<game>.history.<lang>.txt. Return 0, or -1 when `buf`
 * (of `n` bytes) is too small or an argument is empty or NULL.
 */
int content_rules_path(const char *data_dir, const char *game,
                       const char *lang, char *buf, size_t n);
int content_history_path(const char *data_dir, const char *game,
                         const char *lang, char *buf, size_t n);
int content_text_path(const char *data_dir, const char *game, ContentKind kind,
                      const char *lang, char *buf, size_t n);

/*
 * Loads the rules or history of a game in `lang`; when that file does not
 * exist, falls back to English. Errors as content_doc_load().
 */
ContentDoc *content_doc_load_game(const char *data_dir, const char *game,
                                  ContentKind kind, const char *lang,
                                  ContentError *err);

/* "Rules" or "History", translated into the active language. */
const char *content_kind_label(ContentKind kind);

/*
 * The languages, in the order Settings offers them: the code (texts are
 * <game>.<kind>.<code>.txt, the catalogue po/<code>.po), the language's
 * name in itself, whether it is offered, and how it writes numbers (the
 * decimal separator, the thousands separator in UTF-8, and the fewest
 * digits before the first group: 2 writes 4500 but 45 000, as CLDR has it).
 *
 * Offered: every text and every interface string is translated; Settings
 * lists it and the system's language may choose it. A language being
 * translated (CONTENT_LANG_PREPARED) has all its texts, but its
 * interface is not whole yet: only --lang (tests, translators) and a
 * settings.ini that names it select it, and the po test lets its
 * catalogue leave strings untranslated (never fuzzy). tools/po reads this
 * list (check_po.cmake): keep one entry a line.
 */
#define CONTENT_LANGUAGE_LIST(X)                                               \
    X("en", "English", CONTENT_LANG_OFFERED, ".", ",", 1)                     \
    X("fr", "Français", CONTENT_LANG_OFFERED, ",", "\xe2\x80\xaf", 1)         \
    X("pt", "Português", CONTENT_LANG_OFFERED, ",", "\xc2\xa0", 2)            \
    X("sw", "Kiswahili", CONTENT_LANG_OFFERED, ".", ",", 1)                   \
    X("vi", "Tiếng Việt", CONTENT_LANG_OFFERED, ",", ".", 1)

enum { CONTENT_LANG_PREPARED = 0, CONTENT_LANG_OFFERED = 1 };
#define CONTENT_LANGUAGE_ONE(code, name, offered, decimal, group, min) +1
enum { CONTENT_LANGUAGE_COUNT = 0 CONTENT_LANGUAGE_LIST(CONTENT_LANGUAGE_ONE) };
#undef CONTENT_LANGUAGE_ONE
/* The code of language `index` (0 .. CONTENT_LANGUAGE_COUNT-1, "en"
 * first), NULL past the end. */
const char *content_language_code(int index);
/* "English", "Français", "Tiếng Việt": each language's name in itself;
 * NULL for a code that is none of them. */
const char *content_language_name(const char *code);
/* True if `code` is one of the languages above (offered or prepared). */
bool content_language_supported(const char *code);
/* True if `code` is offered: listed in Settings, chosen by the system. */
bool content_language_offered(const char *code);
/* The codes, separated by ", " ("en, fr, pt, sw, vi"), for messages. */
const char *content_language_list(void);

#endif
