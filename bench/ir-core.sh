#!/usr/bin/env bash
# Benchmark of the IR core against LLVM 19's opt on one large module, in one run.
#
#   bench/ir-core.sh [SIZE]     (default SIZE=2000000 → a module of about 150 MB)
#
# Generates `llvm-stress-19 -size SIZE` output (one function of about 2 M instructions for the
# default size), canonicalizes it with two llvm-as-19 | llvm-dis-19 round trips (the first fixes
# llvm-stress's use-list order, the second gives the order LLVM's own reader produces, so the file
# is a fixed point of LLVM and of parir), then times (wall clock, best of 3) and measures peak memory (max RSS) of:
#   parse + print:  parir fmt --no-verify   vs  opt-19 -S --disable-verify
#   parse + verify: parir verify            vs  opt-19 -passes=verify -disable-output
# and prints the ratios (peer / parir for time: > 1 means parir is faster; parir / peer for
# memory: < 1 means parir uses less).
set -euo pipefail
size=${1:-2000000}
root=$(cd "$(dirname "$0")/.." && pwd)
work="$root/target/bench"
mkdir -p "$work"
input="$work/stress-$size.ll"
for tool in llvm-stress-19 llvm-as-19 llvm-dis-19 opt-19; do
  command -v "$tool" >/dev/null || { echo "bench: $tool not found (apt-get install llvm-19)"; exit 1; }
done
if [ ! -s "$input" ]; then
  echo "bench: generating $input"
  llvm-stress-19 -seed 7 -size "$size" -o - | llvm-as-19 -o - | llvm-dis-19 \
    | llvm-as-19 -o - | llvm-dis-19 -o "$input"
fi
bytes=$(stat -L -c %s "$input")
echo "bench: input $(( bytes / 1000000 )) MB, $(wc -l < "$input") lines"
(cd "$root" && cargo build --release -q -p parir-cli)
parir="${CARGO_TARGET_DIR:-$root/target}/release/parir"

# measure NAME CMD... → prints "NAME wall_seconds cpu_seconds max_rss_kb": the best wall time of
# 3 runs, the CPU time (user + system) of that run, and the largest peak RSS of the runs.
measure() {
  local name=$1; shift
  local best="" cpu="" rss=0
  for _ in 1 2 3; do
    /usr/bin/time -f "%e %U %S %M" -o "$work/time.txt" "$@" > /dev/null
    read -r t u s m < "$work/time.txt"
    if [ -z "$best" ] || awk "BEGIN{exit !($t < $best)}"; then
      best=$t
      cpu=$(awk "BEGIN{print $u + $s}")
    fi
    if [ "$m" -gt "$rss" ]; then rss=$m; fi
  done
  echo "$name $best $cpu $rss"
}

"$parir" fmt --no-verify "$input" | cmp -s - "$input" \
  && echo "bench: parir fmt output is byte-identical to the input" \
  || echo "bench: WARNING: parir fmt output differs from the input"
results=$(
  measure parir_fmt "$parir" fmt --no-verify "$input"
  measure opt_print opt-19 -S --disable-verify "$input" -o /dev/stdout
  measure parir_verify "$parir" verify "$input"
  measure opt_verify opt-19 -passes=verify -disable-output "$input"
)
echo "$results" | awk -v mb="$(( bytes / 1000000 ))" '
  { t[$1] = $2; c[$1] = $3; m[$1] = $4 }
  END {
    printf "%-14s %9s %9s %10s\n", "command", "wall (s)", "cpu (s)", "peak MB";
    for (k in t) printf "%-14s %9.2f %9.2f %10.0f\n", k, t[k], c[k], m[k] / 1024;
    printf "parse+print : parir %.1fx faster than opt-19 -S (%.0f MB/s vs %.0f MB/s), memory ratio %.2f\n",
      t["opt_print"] / t["parir_fmt"], mb / t["parir_fmt"], mb / t["opt_print"], m["parir_fmt"] / m["opt_print"];
    printf "parse+verify: parir %.1fx faster than opt-19 -passes=verify, memory ratio %.2f\n",
      t["opt_verify"] / t["parir_verify"], m["parir_verify"] / m["opt_verify"];
  }'
