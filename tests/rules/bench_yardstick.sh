#!/usr/bin/env bash
# bench_yardstick.sh: Ayoayo and Bao Kigogo moves per CPU-second of one or
# more builds of mancala-cli against the yardstick, run in turn.
#
# Usage: tests/rules/bench_yardstick.sh ROUNDS CLI [CLI...]
# Each round runs, one after the other, every CLI's `random --game ayoayo
# --games 200000` and `random --game bao-kigogo --games 24000` (the work of
# bench_random.sh, with --seed 1 every round: the same moves) and the yardstick
# tools/bench/plain-ayoayo.c (200,000 games, compiled -O3 -DNDEBUG), so
# that every figure is taken among the same neighbours: on a shared machine
# a single run of each, minutes apart, swings by 20 % and more. Prints each
# run's CPU seconds (user + system, /usr/bin/time) and the medians, as
# moves per CPU-second and against the yardstick's median. Run it at
# real-time priority (chrt -f 10) where other processes share the cores.
set -euo pipefail

rounds=${1:?rounds}
shift
[ $# -ge 1 ] || { echo "usage: $0 ROUNDS CLI [CLI...]" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp)
yardstick=$(mktemp)
trap 'rm -f "$tmp" "$yardstick"' EXIT
${CC:-cc} -O3 -DNDEBUG -o "$yardstick" "$here/../../tools/bench/plain-ayoayo.c"

games() { case $1 in ayoayo) echo 200000 ;; *) echo 24000 ;; esac; }
declare -A cpu
yard=""
for ((i = 1; i <= rounds; i++)); do
    for cli in "$@"; do
        for game in ayoayo bao-kigogo; do
            /usr/bin/time -o "$tmp" -f '%U %S' "$cli" random --game "$game" \
                --games "$(games "$game")" --seed 1 >/dev/null 2>&1
            cpu[$cli $game]+="$(awk '{ print $1 + $2 }' "$tmp") "
        done
    done
    out=$("$yardstick" 200000)
    yard+="$(sed -n 's/.*"moves_per_cpu_second":\([0-9]*\).*/\1/p' <<<"$out") "
done

median() {
    tr ' ' '\n' <<<"$1" | grep . | sort -g |
        awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}
ym=$(median "$yard")
echo "yardstick (plain-ayoayo.c, -O3), moves/CPU-s: $yard- median $ym"
for cli in "$@"; do
    for game in ayoayo bao-kigogo; do
        moves=$("$cli" random --game "$game" --games "$(games "$game")" \
                --seed 1 2>/dev/null | sed -n 's/.*"moves":\([0-9]*\).*/\1/p')
        m=$(median "${cpu[$cli $game]}")
        echo "$cli $game, CPU s: ${cpu[$cli $game]}- median $m: $(awk \
            -v a="$moves" -v s="$m" -v y="$ym" \
            'BEGIN { printf "%.0f moves/CPU-s, %.2f x the yardstick", a / s, a / s / y }')"
    done
done
