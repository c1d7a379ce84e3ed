#!/usr/bin/env bash
# bench_random.sh: median moves per second of `mancala-cli random` for every game and variant, as a Markdown table.
#
# Usage: tests/rules/bench_random.sh [path/to/mancala-cli] [runs]
# Build it first in Release mode, for example:
#   cmake -S . -B build-release -DCMAKE_BUILD_TYPE=Release
#   cmake --build build-release -j2 --target mancala-cli
# Each game plays enough random games for a run of about a second (the CPU
# time is read to 10 ms, so a run of a quarter second would round its figure
# by up to 4 %); the table gives the median of `runs` runs (default 5).
# Two figures: the CLI's own moves/s (wall clock), and moves per second of
# the process's CPU time (user + system, from /usr/bin/time), which stays
# honest on a busy machine.
# Each Ayoayo run is followed by a run of the yardstick
# tools/bench/plain-ayoayo.c (a plain C loop of the same rules, compiled
# with the Release build's flags, -O3 -DNDEBUG), so the two are compared in
# the same minute; the load average is printed before and after.
set -euo pipefail

cli=${1:-build-release/mancala-cli}
runs=${2:-5}
here=$(cd "$(dirname "$0")" && pwd)
if [ ! -x "$cli" ]; then
    echo "bench_random.sh: no mancala-cli at $cli (build it in Release mode)" >&2
    exit 2
fi
if [ ! -x /usr/bin/time ]; then
    echo "bench_random.sh: needs /usr/bin/time (Debian package: time)" >&2
    exit 2
fi

# name, --holes, games per run (random Goré games average ~7,000 moves)
variants=(
    "gore 4 900"
    "bao-kigogo 12 24000"
    "modiar 3 360000"
    "ayoayo 6 200000"
    "urim 6 60000"
    "urim 7 48000"
)

median() {
    sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}

thousands() {
    printf '%s' "$1" | sed ':a;s/\B[0-9]\{3\}\>/,&/;ta'
}

tmp=$(mktemp)
yardstick=$(mktemp)
trap 'rm -f "$tmp" "$yardstick"' EXIT
${CC:-cc} -O3 -DNDEBUG -o "$yardstick" "$here/../../tools/bench/plain-ayoayo.c"
yard=()

echo "Load before: $(uptime)"
echo
echo "| game | board | moves per run | median moves/s (wall) | median moves/s (CPU) |"
echo "| --- | --- | ---: | ---: | ---: |"
for v in "${variants[@]}"; do
    read -r game holes games <<<"$v"
    wall=()
    cpu=()
    moves=0
    for ((i = 1; i <= runs; i++)); do
        line=$(/usr/bin/time -f '%U %S' -o "$tmp" "$cli" random \
               --game "$game" --holes "$holes" --games "$games" --seed "$i")
        moves=$(sed -n 's/.*"moves":\([0-9]*\).*/\1/p' <<<"$line")
        wall+=("$(sed -n 's/.*"moves_per_second":\([0-9]*\).*/\1/p' <<<"$line")")
        cpu+=("$(awk -v m="$moves" '{ s = $1 + $2; if (s < 0.01) s = 0.01;
                                       printf "%.0f", m / s }' "$tmp")")
        if [ "$game" = ayoayo ]; then
            out=$("$yardstick" 200000)
            yard_moves=$(sed -n 's/.*"moves":\([0-9]*\).*/\1/p' <<<"$out")
            yard+=("$(sed -n 's/.*"moves_per_cpu_second":\([0-9]*\).*/\1/p' \
                      <<<"$out")")
        fi
    done
    if [ "$game" = ayoayo ]; then
        ayoayo_cpu=("${cpu[@]}")
    fi
    rows=2
    if [ "$game" = bao-kigogo ]; then
        rows=4
    fi
    printf '| %s | %dx%d | %s | %s | %s |\n' "$game" "$rows" "$holes" \
        "$(thousands "$moves")" \
        "$(thousands "$(printf '%s\n' "${wall[@]}" | median)")" \
        "$(thousands "$(printf '%s\n' "${cpu[@]}" | median)")"
done
ours=$(printf '%s\n' "${ayoayo_cpu[@]}" | median)
theirs=$(printf '%s\n' "${yard[@]}" | median)
printf '| yardstick: plain-ayoayo.c, -O3 | 2x6 | %s | | %s |\n' \
    "$(thousands "$yard_moves")" "$(thousands "$theirs")"
echo
echo "Ayoayo against the yardstick, same minute (median CPU figures):" \
     "$(awk -v a="$ours" -v b="$theirs" 'BEGIN { printf "%.2f", a / b }')"
echo "Load after: $(uptime)"
