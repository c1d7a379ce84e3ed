#!/usr/bin/env python3
"""ui_structure.py: the include-and-call structure of src/ui, file lengths and function lengths, checked against the limits of docs/ARCHITECTURE.md.

A file A uses a file B (A -> B) when A includes a header that declares a
function B defines, or calls a function defined in B. The largest strongly
connected component of that graph is the widest circle of files that all
reach each other. The checks fail, naming each offender, when:
  - a circle inside src/ui is wider than --max-circle files,
  - a .c file of src/ui is longer than --max-file lines,
  - a function anywhere in src/ is longer than --max-function lines
    (the exceptions file lists names let off for now, with why).

The reading is lexical, made for the house style (a function's name and
parameters start at column 0, its braces stand alone at column 0): it
needs no compiler, and it is run by CTest (test structure_of_the_front_end).

Usage: ui_structure.py SRC_DIR [--exceptions FILE] [--report]
"""

import argparse
import os
import re
import sys

C_KEYWORDS = {
    "if", "for", "while", "switch", "return", "sizeof", "do", "else",
    "case", "goto", "defined", "_Alignof", "_Static_assert",
}

FUNC_START = re.compile(r"^(?:static\s+|inline\s+|extern\s+)*[A-Za-z_][\w\s\*]*?\b([A-Za-z_]\w*)\s*\(")
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')
DECLARATION = re.compile(r"^(?!typedef\b|static\b)[A-Za-z_][\w \t\*]*?\b([A-Za-z_]\w*)\s*\(", re.M)
# a screen's file: it defines a UiScreenDef
SCREEN_DEF = re.compile(r"^(?:static )?const UiScreenDef \w+ = ", re.M)
# a call by name (not through a structure's member: ui_rooms.game(...))
CALL = re.compile(r"(?<![.>\w])([A-Za-z_]\w*)\s*\(")


def strip_comments_and_strings(text):
    """The text with comments, strings and characters blanked (lines kept)."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            j = min(j + 1, n)
            out.append(c + " " * max(0, j - i - 2) + (c if j - i >= 2 else ""))
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


class Function:
    def __init__(self, name, path, first, last, static, body):
        self.name = name
        self.path = path
        self.first = first  # 1-based line of the name
        self.last = last    # line of the closing brace
        self.static = static
        self.body = body

    @property
    def lines(self):
        return self.last - self.first + 1


def read_functions(path, text):
    """The function definitions of a C file (house style: the closing
    brace of a function is the first '}' at column 0 after its start)."""
    lines = strip_comments_and_strings(text).split("\n")
    funcs = []
    i = 0
    while i < len(lines):
        line = lines[i]
        m = FUNC_START.match(line)
        if not m or line.startswith(("#", " ", "\t")) or m.group(1) in C_KEYWORDS:
            i += 1
            continue
        # the signature runs until '{' at column 0 (a definition) or ';'
        j = i
        sig = line
        while j < len(lines) and "{" not in lines[j] and ";" not in sig:
            j += 1
            if j < len(lines):
                sig += "\n" + lines[j]
        if j >= len(lines) or ";" in sig.split("{")[0] or "=" in sig.split("(")[0]:
            i += 1
            continue
        k = j + 1 if lines[j].rstrip().endswith("{") else j
        while k < len(lines) and not lines[k].startswith("}"):
            k += 1
        body = "\n".join(lines[j:k + 1])
        funcs.append(Function(m.group(1), path, i + 1, k + 1,
                              line.lstrip().startswith("static"), body))
        i = k + 1
    return funcs


def c_files(root):
    for dirpath, _dirs, files in os.walk(root):
        for f in sorted(files):
            if f.endswith((".c", ".h")):
                yield os.path.join(dirpath, f)


def structure(src):
    """(files, edges, functions) of src/ui, and the functions of all src."""
    ui = os.path.join(src, "ui")
    texts = {}
    for p in c_files(src):
        with open(p, encoding="utf-8", errors="replace") as f:
            texts[p] = f.read()
    funcs = []
    for p, t in texts.items():
        if p.endswith(".c"):
            funcs.extend(read_functions(p, t))
    ui_files = sorted(p for p in texts if p.startswith(ui + os.sep) and p.endswith(".c"))
    defined = {}  # name -> file, for the public functions of src/ui
    for fn in funcs:
        if fn.path in ui_files and not fn.static:
            defined[fn.name] = fn.path
    declares = {}  # header -> the files of src/ui defining what it declares
    for p, t in texts.items():
        if p.endswith(".h"):
            names = DECLARATION.findall(strip_comments_and_strings(t))
            declares[p] = {defined[n] for n in names if n in defined}
    edges = {p: set() for p in ui_files}
    for p in ui_files:
        local = {fn.name for fn in funcs if fn.path == p}
        for line in texts[p].split("\n"):
            m = INCLUDE.match(line)
            if m:
                for base in (os.path.dirname(p), ui):
                    h = os.path.normpath(os.path.join(base, m.group(1)))
                    if h in declares:
                        edges[p] |= declares[h] - {p}
                        break
        for fn in (f for f in funcs if f.path == p):
            for name in CALL.findall(fn.body):
                b = defined.get(name)
                if b and b != p and name not in local:
                    edges[p].add(b)
    return ui_files, edges, funcs, texts


def components(nodes, edges):
    """Strongly connected components (Tarjan, iterative)."""
    index, low, on, stack, out = {}, {}, set(), [], []
    counter = [0]
    for root in nodes:
        if root in index:
            continue
        work = [(root, iter(sorted(edges[root])))]
        index[root] = low[root] = counter[0]
        counter[0] += 1
        stack.append(root)
        on.add(root)
        while work:
            v, it = work[-1]
            advanced = False
            for w in it:
                if w not in index:
                    index[w] = low[w] = counter[0]
                    counter[0] += 1
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(edges[w]))))
                    advanced = True
                    break
                if w in on:
                    low[v] = min(low[v], index[w])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                comp = []
                while True:
                    w = stack.pop()
                    on.discard(w)
                    comp.append(w)
                    if w == v:
                        break
                out.append(sorted(comp))
    return out


def read_exceptions(path):
    names = set()
    if path:
        with open(path, encoding="utf-8") as f:
            for line in f:
                line = line.split("#", 1)[0].strip()
                if line:
                    names.add(line)
    return names


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("src", help="the source tree's src/ folder")
    ap.add_argument("--exceptions", help="functions let off the length limit")
    ap.add_argument("--max-circle", type=int, default=6)
    ap.add_argument("--max-file", type=int, default=700)
    ap.add_argument("--max-function", type=int, default=100)
    ap.add_argument("--report", action="store_true",
                    help="also print every file's lines and uses")
    a = ap.parse_args()
    src = os.path.normpath(a.src)
    ui_files, edges, funcs, texts = structure(src)
    rel = lambda p: os.path.relpath(p, os.path.dirname(src))
    comps = sorted(components(ui_files, edges), key=len, reverse=True)
    failures = []
    if a.report:
        for p in ui_files:
            print("%5d  %-34s uses %d, used by %d" % (
                texts[p].count("\n"), rel(p), len(edges[p]),
                sum(p in edges[q] for q in ui_files)))
    # A room uses the rooms before it in this order (docs/FRONT-END.md);
    # uses the other way, and one screen's file (one that defines a
    # UiScreenDef) using another's, are said (not failed).
    order = ["kit", "board", "screens", "app"]
    ui = os.path.join(src, "ui")
    for p in ui_files:
        for q in sorted(edges[p]):
            rp, rq = (os.path.relpath(x, ui).split(os.sep)[0] for x in (p, q))
            if rp in order and rq in order and order.index(rq) > order.index(rp):
                print("crosses a wall: %s uses %s" % (rel(p), rel(q)))
            elif rp == rq == "screens" and all(SCREEN_DEF.search(texts[x])
                                               for x in (p, q)):
                print("one screen uses another: %s uses %s" % (rel(p), rel(q)))
    widest = comps[0] if comps else []
    print("widest circle of src/ui: %d files" % len(widest))
    for c in comps:
        if len(c) > 1:
            print("  circle of %d: %s" % (len(c), " ".join(rel(p) for p in c)))
        if len(c) > a.max_circle:
            failures.append("a circle of %d files in src/ui (at most %d): %s"
                            % (len(c), a.max_circle, " ".join(rel(p) for p in c)))
    for p in ui_files:
        n = texts[p].count("\n")
        if n > a.max_file:
            failures.append("%s: %d lines (at most %d)" % (rel(p), n, a.max_file))
    exceptions = read_exceptions(a.exceptions)
    longest = sorted(funcs, key=lambda f: f.lines, reverse=True)
    print("longest functions of src/:")
    for fn in longest[:5]:
        print("  %4d  %s (%s:%d)" % (fn.lines, fn.name, rel(fn.path), fn.first))
    for fn in longest:
        if fn.lines <= a.max_function:
            break
        if fn.name in exceptions:
            print("  let off (exceptions list): %s, %d lines" % (fn.name, fn.lines))
            continue
        failures.append("%s:%d: function %s is %d lines (at most %d)"
                        % (rel(fn.path), fn.first, fn.name, fn.lines, a.max_function))
    for f in failures:
        print("FAIL: " + f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
