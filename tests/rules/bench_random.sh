#!/usr/bin/env bash
# bench_random.sh: median moves per second of `mancala-cli random` for every game and variant, as a Markdown table.
#
# Usage: tests/rules/bench_random.sh [path/to/mancala-cli] [runs]
# Build it first in Release mode, for example:
#   cmake -S . -B build-release -DCMAKE_BUILD_TYPE=Release
#   cmake --build build-release -j2 --target mancala-cli
# Each game plays enough random games for a run of a second or more; the
# table gives the median of `runs` runs (default 5) so one slow run (another
# process on the machine) does not decide the figure.
set -euo pipefail

cli=${1:-build-release/mancala-cli}
runs=${2:-5}
if [ ! -x "$cli" ]; then
    echo "bench_random.sh: no mancala-cli at $cli (build it in Release mode)" >&2
    exit 2
fi

# name, --holes, games per run (random Goré games average ~7,000 moves)
variants=(
    "gore 4 300"
    "bao-kigogo 12 4000"
    "modiar 3 60000"
    "ayoayo 6 40000"
    "urim 6 10000"
    "urim 7 8000"
)

median() {
    sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}

echo "| game | board | games per run | moves per run | median moves/s |"
echo "| --- | --- | ---: | ---: | ---: |"
for v in "${variants[@]}"; do
    read -r game holes games <<<"$v"
    rates=()
    moves=0
    for ((i = 1; i <= runs; i++)); do
        line=$("$cli" random --game "$game" --holes "$holes" \
               --games "$games" --seed "$i")
        rates+=("$(sed -n 's/.*"moves_per_second":\([0-9]*\).*/\1/p' <<<"$line")")
        moves=$(sed -n 's/.*"moves":\([0-9]*\).*/\1/p' <<<"$line")
    done
    med=$(printf '%s\n' "${rates[@]}" | median)
    rows=2
    [ "$game" = bao-kigogo ] && rows=4
    printf '| %s | %dx%d | %d | %d | %s |\n' "$game" "$rows" "$holes" \
        "$games" "$moves" \
        "$(printf "%'d" "$med" 2>/dev/null || echo "$med")"
done
