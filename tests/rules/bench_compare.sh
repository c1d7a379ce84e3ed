#!/usr/bin/env bash
# bench_compare.sh: moves per CPU-second of `mancala-cli random` for every
# game and variant, two builds run in turn.
#
# Usage: tests/rules/bench_compare.sh ROUNDS OLD_CLI NEW_CLI
# Each round runs OLD's then NEW's `random --games K --seed 1` of one game
# (bench_random.sh's K: a run of about a second, the same moves for both),
# so that both figures are taken among the same neighbours on a shared
# machine; prints each run's CPU seconds (user + system, /usr/bin/time),
# the medians as moves per CPU-second, and NEW's speed against OLD's. Run
# it at real-time priority (chrt -f 10) where other processes share the
# cores.
set -euo pipefail

rounds=${1:?rounds}
old=${2:?old mancala-cli}
new=${3:?new mancala-cli}
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT

cpu() { # CLI GAME HOLES GAMES: CPU seconds of one run
    /usr/bin/time -o "$tmp" -f '%U %S' "$1" random --game "$2" --holes "$3" \
        --games "$4" --seed 1 >/dev/null 2>&1
    awk '{ print $1 + $2 }' "$tmp"
}

median() {
    tr ' ' '\n' <<<"$1" | grep . | sort -g |
        awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}

echo "Load before: $(uptime)"
for v in "gore 4 900" "bao-kigogo 12 24000" "modiar 3 360000" \
         "ayoayo 6 200000" "urim 6 60000" "urim 7 48000"; do
    read -r game holes games <<<"$v"
    a="" b=""
    for ((i = 1; i <= rounds; i++)); do
        a+="$(cpu "$old" "$game" "$holes" "$games") "
        b+="$(cpu "$new" "$game" "$holes" "$games") "
    done
    moves=$("$new" random --game "$game" --holes "$holes" --games "$games" \
            --seed 1 2>/dev/null | sed -n 's/.*"moves":\([0-9]*\).*/\1/p')
    awk -v g="$game ${holes}" -v m="$moves" -v a="$(median "$a")" \
        -v b="$(median "$b")" -v ra="$a" -v rb="$b" 'BEGIN {
        printf "%s, %d moves; CPU s, old: %s- median %s, %.0f moves/CPU-s; new: %s- median %s, %.0f moves/CPU-s; new %.2f x old\n",
            g, m, ra, a, m / a, rb, b, m / b, a / b }'
done
echo "Load after: $(uptime)"
