#!/usr/bin/env python3
"""src_structure.py: the include-and-call structure of all of src/, checked against the limits of issue 54 (docs/ARCHITECTURE.md).

Reads the files as ui_structure.py does (the same lexical reading), over
every .c file of src/, where A uses B when a function of A calls one that B
defines (a folder's one public header, such as rules.h, declares every
file's functions, so including it is no use of them all), and fails,
naming each offender, when:
  - a circle of files anywhere in src/ is wider than --max-circle,
  - two or more .c files of one of the folders --no-circles-in (ai, cli,
    content, rules) reach each other (a circle inside the folder),
  - a .c file of src/ is longer than --max-file lines.
Files and circles let off for now are listed, each with why, in the
exceptions file: a line `file src/ai/search.c` or `circle src/ai` (every
circle inside that folder); lines that let off nothing fail too, so the
list shrinks as the splits land.

Usage: src_structure.py SRC_DIR [--exceptions FILE] [--report]
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ui_structure as us  # noqa: E402


def uses(src, texts, funcs):
    """A -> {B}: the .c files of src/ each .c file uses."""
    files = sorted(p for p in texts if p.endswith(".c"))
    defined = {}
    for fn in funcs:
        if not fn.static:
            defined.setdefault(fn.name, fn.path)
    by_file = {}
    for fn in funcs:
        by_file.setdefault(fn.path, []).append(fn)
    edges = {p: set() for p in files}
    for p in files:
        local = {fn.name for fn in by_file.get(p, [])}
        for fn in by_file.get(p, []):
            for name in us.CALL.findall(fn.body):
                b = defined.get(name)
                if b and b != p and name not in local:
                    edges[p].add(b)
    return files, edges


def read_exceptions(path):
    out = []
    if path:
        with open(path, encoding="utf-8") as f:
            for line in f:
                line = line.split("#", 1)[0].strip()
                if line:
                    kind, _, what = line.partition(" ")
                    out.append((kind, what.strip()))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("src", help="the source tree's src/ folder")
    ap.add_argument("--exceptions", help="files and circles let off")
    ap.add_argument("--max-circle", type=int, default=6)
    ap.add_argument("--max-file", type=int, default=700)
    ap.add_argument("--no-circles-in", default="ai,cli,content,rules")
    ap.add_argument("--report", action="store_true")
    a = ap.parse_args()
    src = os.path.normpath(a.src)
    texts = {}
    for p in us.c_files(src):
        with open(p, encoding="utf-8", errors="replace") as f:
            texts[p] = f.read()
    funcs = []
    for p, t in texts.items():
        if p.endswith(".c"):
            funcs.extend(us.read_functions(p, t))
    files, edges = uses(src, texts, funcs)
    rel = lambda p: os.path.relpath(p, os.path.dirname(src))
    exceptions = read_exceptions(a.exceptions)
    used = set()
    failures = []

    def let_off(kind, what):
        if (kind, what) in exceptions:
            used.add((kind, what))
            print("  let off (exceptions list): %s %s" % (kind, what))
            return True
        return False

    comps = sorted(us.components(files, edges), key=len, reverse=True)
    print("widest circle of src/: %d files" % (len(comps[0]) if comps else 0))
    for c in comps:
        if len(c) > a.max_circle:
            failures.append("a circle of %d files (at most %d): %s"
                            % (len(c), a.max_circle, " ".join(rel(p) for p in c)))
    folders = [f for f in a.no_circles_in.split(",") if f]
    for folder in folders:
        root = os.path.join(src, folder)
        inside = [p for p in files if os.path.dirname(p) == root]
        sub = {p: edges[p] & set(inside) for p in inside}
        for c in us.components(inside, sub):
            if len(c) < 2:
                continue
            names = " ".join(rel(p) for p in c)
            print("  circle of %d in src/%s: %s" % (len(c), folder, names))
            if not let_off("circle", "src/" + folder):
                failures.append("files of src/%s that use each other: %s"
                                % (folder, names))
    for p in files:
        n = texts[p].count("\n")
        if a.report:
            print("%5d  %-40s uses %d" % (n, rel(p), len(edges[p])))
        if n > a.max_file and not let_off("file", rel(p)):
            failures.append("%s: %d lines (at most %d)"
                            % (rel(p), n, a.max_file))
    for kind, what in exceptions:
        if (kind, what) not in used:
            failures.append("the exceptions list lets off %s %s, which keeps "
                            "to the limits now: take the line out"
                            % (kind, what))
    for f in failures:
        print("FAIL: " + f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
