#!/usr/bin/env python3
"""statics.py: no state hidden in a variable of static storage.

Every variable of src/ with static storage that is not const (a `static`
at file scope or inside a function, or a file-scope definition without
`static`) is state shared by every window and every test instance of the
process. Each one must be on the allowed list (`--allowed FILE`: lines
`path name  # why`), which says why it is process-wide; anything else
fails, named by file, line and variable. An allowed line that names
nothing fails too, so the list cannot rot.

usage: statics.py SRC_DIR [--allowed FILE]
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ui_structure as us  # noqa: E402

IDENT = re.compile(r"[A-Za-z_]\w*")
KEYWORDS = {
    "static", "const", "volatile", "extern", "register", "inline",
    "_Thread_local", "thread_local", "unsigned", "signed", "int", "char",
    "short", "long", "float", "double", "void", "bool", "_Bool", "struct",
    "union", "enum", "restrict", "_Atomic",
}


def blank(text):
    """The text with comments, string and character literals and
    preprocessor lines turned into spaces (newlines kept, so line numbers
    stay)."""
    # a directive, with its continuation lines (first: a comment inside a
    # macro hides its lines' backslashes)
    text = re.sub(r"(?m)^[ \t]*#(?:[^\n]*\\\n)*[^\n]*",
                  lambda m: re.sub(r"[^\n]", " ", m.group(0)), text)
    return us.strip_comments_and_strings(text)


def skip_group(text, i, open_c, close_c):
    """The index after the group opened at text[i]."""
    depth = 0
    while i < len(text):
        if text[i] == open_c:
            depth += 1
        elif text[i] == close_c:
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return i


def declaration_head(text, i):
    """From text[i] (the start of a declaration) to its first `=`, `;` or
    function body at depth 0, with struct/union/enum bodies and _Atomic(),
    __attribute__(()) groups left out; (head, index where it stopped,
    stopping character)."""
    head = []
    n = len(text)
    while i < n:
        c = text[i]
        if c in "=;":
            return "".join(head), i, c
        if c == "{":
            words = IDENT.findall("".join(head))
            if words and words[-1] not in ("struct", "union", "enum") and \
                    "(" in "".join(head):
                return "".join(head), i, c  # a function's body
            # the body of a struct, union or enum: its fields are not ours
            i = skip_group(text, i, "{", "}")
            head.append(" ")
            continue
        m = re.match(r"(_Atomic|__attribute__|__declspec|_Alignas)\s*\(",
                     text[i:])
        if m:
            j = skip_group(text, i + m.end() - 1, "(", ")")
            head.append(" " + m.group(1) + " ")
            i = j
            continue
        if c == "(":
            j = skip_group(text, i, "(", ")")
            head.append(text[i:j])
            i = j
            continue
        if c == "[":
            j = skip_group(text, i, "[", "]")
            head.append("[]")
            i = j
            continue
        head.append(c)
        i += 1
    return "".join(head), i, ";"


def split_top(s, sep=","):
    parts, depth, cur = [], 0, []
    for c in s:
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        if c == sep and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(c)
    parts.append("".join(cur))
    return parts


def mutable_names(head):
    """The names a declaration head declares as variables that can change,
    or None when it declares a function."""
    parts = split_top(head)
    first = parts[0]
    # a function: a name followed by a parameter list, not (*name)(...)
    m = re.search(r"\(", first)
    if m and not re.match(r"\(\s*\*", first[m.start():]):
        return None
    names = []
    spec_const = None
    for k, part in enumerate(parts):
        fp = re.search(r"\(\s*\*\s*((?:const\s+)?)([A-Za-z_]\w*)", part)
        if fp:
            name, const = fp.group(2), bool(fp.group(1))
        else:
            bare = re.sub(r"\[\]", " ", part)
            ids = IDENT.findall(bare)
            if not ids:
                continue
            name = ids[-1]
            if k == 0:
                spec = bare[:bare.rfind(name)]
                stars = spec.rfind("*")
                spec_const = "const" in IDENT.findall(
                    spec if stars < 0 else spec[:stars])
                const = "const" in IDENT.findall(spec[stars + 1:]) \
                    if stars >= 0 else spec_const
            else:
                spec = bare[:bare.rfind(name)]
                stars = spec.rfind("*")
                const = "const" in IDENT.findall(spec[stars + 1:]) \
                    if stars >= 0 else spec_const
        if name in KEYWORDS or const:
            continue
        names.append(name)
    return names


def declaration_end(code, j):
    """The index of the `;` that ends the declaration going on at j."""
    while j < len(code) and code[j] != ";":
        if code[j] in "({[":
            j = skip_group(code, j, code[j],
                           {"(": ")", "{": "}", "[": "]"}[code[j]])
        else:
            j += 1
    return j


def statics_of(text):
    """(line, name) of every variable of static storage that is not
    const."""
    code = blank(text)
    found = []
    depth = 0
    i, n = 0, len(code)
    stmt_start = True
    while i < n:
        c = code[i]
        if c == "{":
            depth += 1
            stmt_start = True
            i += 1
            continue
        if c == "}":
            depth -= 1
            stmt_start = True
            i += 1
            continue
        if c in ";":
            stmt_start = True
            i += 1
            continue
        if c.isspace():
            i += 1
            continue
        m = IDENT.match(code, i)
        if not m:
            stmt_start = c in ":" and depth > 0
            i += 1
            continue
        word = m.group(0)
        starts = stmt_start
        stmt_start = False
        is_static = word == "static"
        # a file-scope definition without `static` (not a type, an extern
        # declaration or a function) is static storage as well
        at_file = depth == 0 and starts and word not in (
            "typedef", "extern", "static", "struct", "union", "enum") or (
            depth == 0 and starts and word in ("struct", "union", "enum"))
        if starts and depth == 0 and word in ("typedef", "extern"):
            # a type, or a variable defined elsewhere: to its `;`
            i = declaration_end(code, m.end())
            continue
        if not starts or not (is_static or at_file):
            i = m.end()
            continue
        head, stop, how = declaration_head(code, i)
        line = code.count("\n", 0, i) + 1
        if how == "{":
            i = stop  # a function's body: the loop enters it
            continue
        if how == ";" and at_file and not is_static and \
                re.fullmatch(r"\s*(struct|union|enum)\s+\w+\s*", head):
            i = stop  # a type's declaration
            continue
        names = mutable_names(head)
        for name in names or []:
            found.append((line, name))
        # the rest of the declaration (its initialiser) up to its `;`
        i = declaration_end(code, stop)
    return found


def main(argv):
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    src = argv[1]
    allowed = {}
    if "--allowed" in argv:
        path = argv[argv.index("--allowed") + 1]
        with open(path, encoding="utf-8") as f:
            for k, raw in enumerate(f, 1):
                line = raw.split("#", 1)
                words = line[0].split()
                if not words:
                    continue
                if len(words) != 2 or len(line) < 2 or not line[1].strip():
                    print(f"FAIL: {path}:{k}: expected 'path name  # why'")
                    return 1
                allowed[(words[0], words[1])] = k
    base = os.path.dirname(os.path.abspath(src))
    failures, used = [], set()
    for root, dirs, files in os.walk(src):
        dirs.sort()
        for fname in sorted(files):
            if not fname.endswith((".c", ".h")):
                continue
            path = os.path.join(root, fname)
            rel = os.path.relpath(path, base).replace(os.sep, "/")
            with open(path, encoding="utf-8", errors="replace") as f:
                text = f.read()
            for line, name in statics_of(text):
                if (rel, name) in allowed:
                    used.add((rel, name))
                    continue
                failures.append(f"FAIL: {rel}:{line}: {name} is state of "
                                f"static storage that is not const (shared "
                                f"by every window and test of the process): "
                                f"keep it in the Ui, a screen's state or the "
                                f"caller's buffer")
    for key, k in sorted(allowed.items(), key=lambda kv: kv[1]):
        if key not in used:
            failures.append(f"FAIL: allowed line {k} ({key[0]} {key[1]}) "
                            f"names no such variable")
    for f in failures:
        print(f)
    if failures:
        return 1
    print(f"mutable statics: {len(used)} allowed, none other")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
