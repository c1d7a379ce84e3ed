#!/usr/bin/env python3
"""Fails naming each allocation in the front end (a src/ui folder) whose
failure does not end in ui_fatal() within the next eight lines: the one
out-of-memory policy of docs/ARCHITECTURE.md ("Failing")."""
import pathlib
import re
import sys

ALLOC = re.compile(r"(^|[^a-z_])(malloc|calloc|realloc|strdup|SDL_strdup)\(")
bad = []
for path in sorted(pathlib.Path(sys.argv[1]).rglob("*.c")):
    lines = path.read_text(encoding="utf-8").split("\n")
    for i, line in enumerate(lines):
        if ALLOC.search(line) and not line.lstrip().startswith(("/*", "*")):
            if not any("ui_fatal(" in l for l in lines[i:i + 9]):
                bad.append(f"{path}:{i + 1}")
for b in bad:
    print(f"FAIL: {b}: an allocation whose failure does not end in "
          "ui_fatal(\"out of memory\")")
sys.exit(1 if bad else 0)
