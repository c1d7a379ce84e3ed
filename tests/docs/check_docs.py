#!/usr/bin/env python3
"""Checks the developer docs against the tree (docs/TESTING.md, "Checks of
the tree"). Each command prints one FAIL line per offence and exits 1 when
there is one.

  rule-ids --rules-h H --reference RULES.md DOC...
      every id of RULES_RULE_LIST in H has exactly one "### `ID`" heading
      in RULES.md, which has no other; no DOC names an id (C-4, GORE-5 ...)
      that the list lacks.
  layers --graph FILE --doc ARCHITECTURE.md
      the layers table's "uses" column is the CMake link graph in FILE
      (lines "folder target: item;item;..." written at configure time).
  paths --root DIR DOC...
      every path a DOC names in backquotes, and every relative link, is in
      the tree under DIR.
  counts FILE_OR_FOLDER...
      no product prose (README, packaging) counts the games in words or
      figures ("Five games", "7 sowing games"): packaging/games.cmake
      makes the sentences that list them from RULES_GAME_LIST, and a
      count written by hand goes wrong with the next game.
  outside --root DIR FOLDER...
      no file under the FOLDERs cites a rule book outside the repository:
      no "shared/spec" or "../shared" path, and "RULES.md" only as
      docs/RULES.md (or, inside docs/, a link to RULES.md).
"""
import argparse
import os
import re
import sys

failures = 0


def fail(msg):
    global failures
    failures += 1
    print("FAIL: " + msg)


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


# ---- rule ids ----

def rule_ids(rules_h):
    m = re.search(r"#define RULES_RULE_LIST\(X\)(.*?)\n\n", read(rules_h),
                  re.S)
    if not m:
        fail("%s: no RULES_RULE_LIST" % rules_h)
        return []
    return [i for i in re.findall(r'X\(\w+,\s*"([^"]*)"\)', m.group(1)) if i]


def check_rule_ids(a):
    ids = rule_ids(a.rules_h)
    known = set(ids)
    prefixes = sorted({i.rsplit("-", 1)[0] for i in ids}, key=len,
                      reverse=True)
    headings = {}
    for n, line in enumerate(read(a.reference).split("\n"), 1):
        m = re.match(r"### `([^`]*)`", line)
        if m:
            headings.setdefault(m.group(1), []).append(n)
    for i in ids:
        if i not in headings:
            fail("%s has no heading for %s (### `%s` plain name)"
                 % (a.reference, i, i))
        elif len(headings[i]) > 1:
            fail("%s has %d headings for %s (lines %s)"
                 % (a.reference, len(headings[i]), i,
                    ", ".join(map(str, headings[i]))))
    for h, lines in sorted(headings.items()):
        if h not in known:
            fail("%s:%d: heading %s is not an id of RULES_RULE_LIST"
                 % (a.reference, lines[0], h))
    if not prefixes:
        return
    token = re.compile(r"(?<![\w-])(%s)-(\d+)(?![\w-])"
                       % "|".join(map(re.escape, prefixes)))
    for doc in a.docs:
        for n, line in enumerate(read(doc).split("\n"), 1):
            for m in token.finditer(line):
                if m.group(0) not in known:
                    fail("%s:%d names %s, which RULES_RULE_LIST lacks"
                         % (doc, n, m.group(0)))
    if not failures:
        print("%d clause ids, each with one heading in %s"
              % (len(ids), a.reference))


# ---- the layers table against the link graph ----

def check_layers(a):
    folder_of = {}   # target -> folder
    links = {}       # folder -> set of linked items
    for line in read(a.graph).split("\n"):
        m = re.match(r"(\S+) (\S+):(.*)", line)
        if m:
            folder, target, items = m.groups()
            folder_of[target] = folder
            links.setdefault(folder, set()).update(
                x for x in items.strip().split(";") if x)
    uses = {f: {folder_of[x] for x in items if x in folder_of} - {f}
            for f, items in links.items()}
    rows = {}
    name_of = {}
    lines = read(a.doc).split("\n")
    header = None
    for n, line in enumerate(lines, 1):
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if header is None:
            if len(cells) >= 3 and cells[:3] == ["layer", "folder", "uses"]:
                header = n
            continue
        if not line.startswith("|"):
            break
        if set(cells[0]) <= set("- "):
            continue
        folder = cells[1].strip("`").rstrip("/")
        name_of[cells[0]] = folder
        rows[folder] = (n, cells[2])
    if header is None:
        fail("%s: no table headed | layer | folder | uses |" % a.doc)
        return
    for folder in sorted(uses):
        if folder not in rows:
            fail("%s: no row for %s, which the build has" % (a.doc, folder))
    for folder, (n, cell) in sorted(rows.items()):
        if folder not in uses:
            fail("%s:%d: %s is no folder of the build" % (a.doc, n, folder))
            continue
        said = set()
        if cell != "nothing":
            for name in (x.strip() for x in cell.split(",")):
                if name not in name_of:
                    fail("%s:%d: %s uses \"%s\", which is no layer of the "
                         "table" % (a.doc, n, folder, name))
                else:
                    said.add(name_of[name])
        if said != uses[folder]:
            layer = {v: k for k, v in name_of.items()}
            show = lambda s: ", ".join(sorted(layer.get(f, f) for f in s)) \
                or "nothing"
            fail("%s:%d: the table says %s uses %s; the build links it "
                 "with %s" % (a.doc, n, folder, show(said),
                              show(uses[folder])))
    if not failures:
        print("%d layers, as the build links them" % len(rows))


# ---- paths named in the docs ----

TOP = ("src/", "tests/", "docs/", "tools/", "data/", "packaging/", "po/",
       ".ci/")
EXTS = (".c", ".h", ".py", ".cmake", ".md", ".sh", ".in", ".6",
        ".supp", ".json")


def tree_files(root):
    files, dirs = set(), set()
    for d, subdirs, names in os.walk(root):
        subdirs[:] = [s for s in subdirs
                      if not s.startswith(".git") and
                      not s.startswith("build")]
        rel = os.path.relpath(d, root)
        rel = "" if rel == "." else rel + "/"
        dirs.add(rel)
        for name in names:
            files.add(rel + name)
    return files, dirs


def check_paths(a):
    files, dirs = tree_files(a.root)
    named = 0
    for doc in a.docs:
        here = os.path.dirname(os.path.relpath(doc, a.root))
        text = read(doc)
        for n, line in enumerate(text.split("\n"), 1):
            for tok in re.findall(r"`([^`\s]+)`", line):
                if re.search(r"[<>*…{}$~]", tok) or tok.startswith(("..", "/",
                                                                     "build")):
                    continue
                tok = tok.rstrip(",.;:")
                if tok.startswith(".") and "/" not in tok:
                    continue  # an extension: "a `.c` file"
                is_dir = tok.endswith("/")
                if not tok.startswith(TOP) and (is_dir or
                                                not tok.endswith(EXTS)):
                    continue
                if "(" in tok or "=" in tok:
                    continue
                named += 1
                if is_dir:
                    ok = any(d == tok or d.endswith("/" + tok) for d in dirs)
                elif tok.startswith(TOP):
                    ok = tok in files or tok + "/" in dirs
                else:
                    ok = any(f == tok or f.endswith("/" + tok) for f in files)
                if not ok:
                    fail("%s:%d names %s, which is not in the tree"
                         % (doc, n, tok))
            for target in re.findall(r"\]\(([^)#\s]+)", line):
                if re.match(r"[a-z]+:", target):
                    continue
                named += 1
                path = os.path.normpath(os.path.join(here, target))
                if path not in files and path + "/" not in dirs:
                    fail("%s:%d links to %s, which is not in the tree"
                         % (doc, n, target))
    if not failures:
        print("%d paths named, all in the tree" % named)


# ---- no rule book outside the repository ----

OUTSIDE = re.compile(r"shared/spec|\.\./shared|/work/shared")
BARE = re.compile(r"(?<![\w/.\[(-])RULES\.md")


def check_outside(a):
    scanned = 0
    for top in a.folders:
        for d, subdirs, names in os.walk(os.path.join(a.root, top)):
            subdirs[:] = [s for s in subdirs if s not in ("corpus",
                                                          "regressions")]
            for name in names:
                path = os.path.join(d, name)
                rel = os.path.relpath(path, a.root)
                if any(rel.startswith(x) for x in a.exclude or []):
                    continue
                try:
                    text = read(path)
                except (UnicodeDecodeError, OSError):
                    continue
                scanned += 1
                in_docs = rel.startswith("docs" + os.sep)
                for n, line in enumerate(text.split("\n"), 1):
                    if OUTSIDE.search(line):
                        fail("%s:%d cites a file outside the repository: %s"
                             % (rel, n, line.strip()[:100]))
                    for m in BARE.finditer(line):
                        if in_docs and line[m.start() - 1:m.start()] in "[(":
                            continue
                        fail("%s:%d cites RULES.md, not docs/RULES.md: %s"
                             % (rel, n, line.strip()[:100]))
    print("%d files read" % scanned)


# ---- counts of the games ----

COUNT = re.compile(r"\b(one|two|three|four|five|six|seven|eight|nine|ten|"
                   r"eleven|twelve|[0-9]+)\s+((mancala|sowing|traditional)"
                   r"\s+)?games\b", re.I)


def check_counts(a):
    files = []
    for top in a.paths:
        if os.path.isdir(top):
            for d, _, names in os.walk(top):
                files += [os.path.join(d, n) for n in sorted(names)]
        else:
            files.append(top)
    for path in files:
        try:
            text = read(path)
        except (UnicodeDecodeError, OSError):
            continue
        for n, line in enumerate(text.split("\n"), 1):
            for m in COUNT.finditer(line):
                fail("%s:%d counts the games by hand (\"%s\"): make the "
                     "sentence from the list (packaging/games.cmake)"
                     % (path, n, m.group(0)))
    print("%d files read" % len(files))


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("rule-ids")
    p.add_argument("--rules-h", required=True)
    p.add_argument("--reference", required=True)
    p.add_argument("docs", nargs="*")
    p = sub.add_parser("layers")
    p.add_argument("--graph", required=True)
    p.add_argument("--doc", required=True)
    p = sub.add_parser("paths")
    p.add_argument("--root", required=True)
    p.add_argument("docs", nargs="+")
    p = sub.add_parser("counts")
    p.add_argument("paths", nargs="+")
    p = sub.add_parser("outside")
    p.add_argument("--root", required=True)
    p.add_argument("--exclude", action="append")
    p.add_argument("folders", nargs="+")
    a = ap.parse_args()
    {"rule-ids": check_rule_ids, "layers": check_layers,
     "paths": check_paths, "outside": check_outside,
     "counts": check_counts}[a.cmd](a)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
