#!/usr/bin/env python3
"""Every registered CTest carries exactly one tier label (unit, window,
slow or packaging) and no label outside the known set, so that
`ctest -L unit` is the everyday run and a new test cannot be forgotten.

Usage: check_labels.py --ctest CTEST --build BUILD_DIR
       check_labels.py --json FILE   (a `ctest --show-only=json-v1` listing)
"""
import argparse
import json
import subprocess
import sys

TIERS = {"unit", "window", "slow", "packaging"}
EXTRAS = {"fuzz", "valgrind", "threads"}


def labels_of(test):
    for prop in test.get("properties", []):
        if prop.get("name") == "LABELS":
            return list(prop.get("value") or [])
    return []


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ctest")
    ap.add_argument("--build")
    ap.add_argument("--json")
    a = ap.parse_args()
    if a.json:
        with open(a.json, encoding="utf-8") as f:
            listing = json.load(f)
    else:
        out = subprocess.run([a.ctest, "--test-dir", a.build,
                              "--show-only=json-v1"], check=True,
                             capture_output=True, text=True).stdout
        listing = json.loads(out)
    tests = listing.get("tests", [])
    bad = 0
    for t in tests:
        labels = labels_of(t)
        tiers = [l for l in labels if l in TIERS]
        unknown = [l for l in labels if l not in TIERS | EXTRAS]
        if len(tiers) != 1 or unknown:
            bad += 1
            why = ("no tier label" if not tiers else
                   "several tier labels (%s)" % ", ".join(tiers)
                   if len(tiers) > 1 else
                   "unknown label(s) %s" % ", ".join(unknown))
            print("FAIL: %s: %s; give it one of %s (LABELS in "
                  "mancala_test() or set_tests_properties; docs/TESTING.md)"
                  % (t["name"], why, ", ".join(sorted(TIERS))))
    if not tests:
        print("FAIL: no test is registered")
        return 1
    counts = {}
    for t in tests:
        for l in labels_of(t):
            counts[l] = counts.get(l, 0) + 1
    print("%d tests: %s" % (len(tests), ", ".join(
        "%s %d" % (k, counts[k]) for k in sorted(counts))))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
