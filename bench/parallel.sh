#!/usr/bin/env bash
# Benchmark of issue 5's parallel execution and sanitizer, on the same lowered .ll in one go:
#   parir run --parallel=2  vs  parir run            (target >= 1.7x on 2 cores)
#   parir sanitize          vs  parir run            (target <= 5x slower)
# Kernel: two parallel-annotated loops (PARIR_PARALLEL_LOOP): one fills an input array, the
# other computes a small polynomial per element plus an integer reduction; then a short
# sequential sum. clang-19 -O1 -g, lowered by `parir opt -passes=ivdep-lower`.
# Times: wall clock, seconds. All runs must print the same line.
# Usage: bench/parallel.sh   (env CARGO_TARGET_DIR is honoured; PARIR=path uses a given binary)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
target="${CARGO_TARGET_DIR:-$root/target}"
work="$target/bench/parallel"
mkdir -p "$work"
if [ -z "${PARIR:-}" ]; then
  (cd "$root" && cargo build --release -q -p parir-cli)
  PARIR="$target/release/parir"
fi
command -v clang-19 > /dev/null || { echo "bench/parallel.sh: clang-19 not found" >&2; exit 1; }

cat > "$work/kernel.c" <<'C'
#include <stdio.h>
#include <stdlib.h>
#include "parir.h"
#define N 1000000
int main(void) {
  double *a = malloc(N * sizeof(double)), *b = malloc(N * sizeof(double));
  PARIR_PARALLEL_LOOP();
  for (int i = 0; i < N; i++) b[i] = (i % 1000) * 0.001;
  long hits = 0;
  PARIR_PARALLEL_LOOP();
  for (int i = 0; i < N; i++) {
    double x = b[i], y = 0;
    for (int k = 0; k < 16; k++) y = y * x + 1.0 / (k + 1);
    a[i] = y;
    hits += y > 1.5;
  }
  double t = 0;
  for (int i = 0; i < N; i += 97) t += a[i];
  printf("%.6f %ld\n", t, hits);
  free(a);
  free(b);
  return 0;
}
C
clang-19 -w -O1 -g -I"$root/include" -S -emit-llvm "$work/kernel.c" -o "$work/kernel.ll"
"$PARIR" opt -passes=ivdep-lower "$work/kernel.ll" -o "$work/kernel.par.ll"

# Runs are interleaved so that the slow spells of a shared machine hit both sides of a ratio
# alike: nine rounds of (sequential, parallel), then five of (sequential, sanitize). The
# sanitizer's rounds come last because its shadow memory (hundreds of MB) leaves the kernel
# compacting memory for huge pages in the runs that follow it. Figures are medians, with
# the best run beside.
once() { # CMD... -> seconds of one run, output in $work/out, diagnostics in $work/err
  local t0 t1
  t0=$EPOCHREALTIME; "$@" > "$work/out" 2> "$work/err"; t1=$EPOCHREALTIME
  echo "$t1 - $t0" | bc -l
}
median() { sort -g | awk '{ v[NR] = $1 } END { printf "%.3f", (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
least() { sort -g | head -1 | awk '{ printf "%.3f", $1 }'; }
: > "$work/seq"; : > "$work/par"; : > "$work/seq2"; : > "$work/san"
"$PARIR" run "$work/kernel.par.ll" > "$work/want"
for _ in 1 2 3 4 5 6 7 8 9; do
  once "$PARIR" run "$work/kernel.par.ll" >> "$work/seq"
  cmp -s "$work/out" "$work/want" || { echo "sequential output differs between runs" >&2; exit 1; }
  once "$PARIR" run --parallel=2 "$work/kernel.par.ll" >> "$work/par"
  cmp -s "$work/out" "$work/want" || { echo "parallel output differs" >&2; exit 1; }
done
# The machine's own ceiling: two sequential runs at once, against one alone. Two processes
# that share nothing but the machine finishing in t2 instead of t1 bound what two threads
# can reach to about 2 * t1 / t2.
pair() {
  local t0 t1
  t0=$EPOCHREALTIME
  "$PARIR" run "$work/kernel.par.ll" > /dev/null & "$PARIR" run "$work/kernel.par.ll" > /dev/null
  wait
  t1=$EPOCHREALTIME
  echo "$t1 - $t0" | bc -l
}
: > "$work/one"; : > "$work/two"
for _ in 1 2 3 4 5; do
  once "$PARIR" run "$work/kernel.par.ll" >> "$work/one"
  pair >> "$work/two"
done
for _ in 1 2 3 4 5; do
  once "$PARIR" run "$work/kernel.par.ll" >> "$work/seq2"
  cmp -s "$work/out" "$work/want" || { echo "sequential output differs between runs" >&2; exit 1; }
  once "$PARIR" sanitize "$work/kernel.par.ll" >> "$work/san"
  cmp -s "$work/out" "$work/want" || { echo "sanitize output differs" >&2; exit 1; }
  grep -q "0 violation(s)" "$work/err" || { echo "sanitizer reported a violation" >&2; cat "$work/err" >&2; exit 1; }
done
ts=$(median < "$work/seq"); tp=$(median < "$work/par"); ts2=$(median < "$work/seq2"); tz=$(median < "$work/san")
printf '%-22s %8s %8s\n' '' median best run "$ts" "$(least < "$work/seq")" \
  'run --parallel=2' "$tp" "$(least < "$work/par")" 'run (sanitize rounds)' "$ts2" "$(least < "$work/seq2")" \
  sanitize "$tz" "$(least < "$work/san")"
printf 'parallel speed-up: %.2fx (target >= 1.7; medians)\n' "$(echo "$ts / $tp" | bc -l)"
t1=$(median < "$work/one"); t2=$(median < "$work/two")
printf 'machine ceiling: %.2fx (two sequential runs at once: %s s, one: %s s; medians)\n' \
  "$(echo "2 * $t1 / $t2" | bc -l)" "$t2" "$t1"
printf 'sanitizer slowdown: %.2fx (target <= 5; medians)\n' "$(echo "$tz / $ts2" | bc -l)"
