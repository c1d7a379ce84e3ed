#!/usr/bin/env python3
"""Fails naming each place in the front end (a src folder's ui/, outside
the look table board/look.c) that names a game: its id (RULES_GAME_X), its
name or its title, in code or in a string (comments are left out). The
front end asks the rules core's RulesGameInfo (owners_change, variants,
points ...) and the look table instead (docs/ADDING-A-GAME.md).

    check_no_game_in_ui.py SRC [RULES_SRC]

The games are read from RULES_SRC (default: SRC/rules): each
`.name = "..."` and `.title = "..."` of its game files and each
RULES_GAME_<X> of rules.h."""
import pathlib
import re
import sys

src = pathlib.Path(sys.argv[1])
rules = pathlib.Path(sys.argv[2]) if len(sys.argv) > 2 else src / "rules"
words = set()
for f in rules.glob("*.c"):
    for m in re.finditer(r'\.(?:name|title) = "([^"]+)"', f.read_text("utf-8")):
        words.add(m.group(1))
header = (rules / "rules.h").read_text("utf-8")
ids = set(re.findall(r"\b(RULES_GAME_[A-Z_]+)\b", header)) - {
    "RULES_GAME_COUNT", "RULES_GAME_ID", "RULES_GAME_H"}
ids = {i for i in ids if re.search(r"\b%s\s*(=|,)" % i, header)}
pattern = re.compile(
    r"(?<![A-Za-z\u00c0-\u024f])(%s)(?![A-Za-z\u00c0-\u024f])" % "|".join(
        sorted((re.escape(w) for w in words), key=len, reverse=True)),
    re.IGNORECASE)
id_pattern = re.compile(r"\b(%s)\b" % "|".join(sorted(ids))) if ids else None
bad = []
for path in sorted((src / "ui").rglob("*")):
    if path.suffix not in (".c", ".h") or path.name in ("look.c",):
        continue
    text = path.read_text("utf-8")
    # comments out, keeping the line numbers
    code = re.sub(r"/\*.*?\*/", lambda m: re.sub(r"[^\n]", " ", m.group(0)),
                  text, flags=re.S)
    code = re.sub(r"//[^\n]*", "", code)
    for n, line in enumerate(code.split("\n"), 1):
        for p in (pattern, id_pattern):
            m = p.search(line) if p else None
            if m:
                bad.append(f"{path}:{n}: names the game {m.group(1)}")
for b in bad:
    print("FAIL: " + b)
if not words or not ids:
    print("FAIL: no games found in %s" % rules)
sys.exit(1 if bad or not words or not ids else 0)
