#!/usr/bin/env bash
# Benchmark of issue 5's parallel execution and sanitizer, on the same lowered .ll in one go:
#   parir run --parallel=2  vs  parir run            (target >= 1.7x on 2 cores)
#   parir sanitize          vs  parir run            (target <= 5x slower)
# Kernel: two parallel-annotated loops (PARIR_PARALLEL_LOOP): one fills an input array, the
# other computes a small polynomial per element plus an integer reduction; then a short
# sequential sum. clang-19 -O1 -g, lowered by `parir opt -passes=ivdep-lower`.
# Times: best of 5 runs (wall clock, seconds). All runs must print the same line.
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

best() { # best CMD... -> seconds (best of 5), output in $work/out
  local b=999999 t0 t1 d
  for _ in 1 2 3 4 5; do
    t0=$(date +%s.%N); "$@" > "$work/out" 2> "$work/err"; t1=$(date +%s.%N)
    d=$(echo "$t1 - $t0" | bc -l); b=$(echo "if ($d < $b) $d else $b" | bc -l)
  done
  printf '%.3f' "$b"
}
ts=$(best "$PARIR" run "$work/kernel.par.ll"); want=$(cat "$work/out")
tp=$(best "$PARIR" run --parallel=2 "$work/kernel.par.ll"); [ "$(cat "$work/out")" = "$want" ] || { echo "parallel output differs" >&2; exit 1; }
tz=$(best "$PARIR" sanitize "$work/kernel.par.ll"); [ "$(cat "$work/out")" = "$want" ] || { echo "sanitize output differs" >&2; exit 1; }
grep -q "0 violation(s)" "$work/err" || { echo "sanitizer reported a violation" >&2; cat "$work/err" >&2; exit 1; }
printf '%-22s %8s\n' run "$ts" 'run --parallel=2' "$tp" sanitize "$tz"
printf 'parallel speed-up: %.2fx (target >= 1.7)\n' "$(echo "$ts / $tp" | bc -l)"
printf 'sanitizer slowdown: %.2fx (target <= 5)\n' "$(echo "$tz / $ts" | bc -l)"
