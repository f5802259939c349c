#!/usr/bin/env bash
# Benchmark of an SPMDized CSA kernel (issue 17): `parir run --parallel=2` against `parir run`
# on the same module. The kernel (clang-19 -O1) computes a small polynomial per element with
# an integer reduction in a loop marked `__builtin_csa_spmd(2, 0)`; the CSA pipeline
# (csa-builtins, mem2reg, loop-simplify, loop-rotate, licm, clie, loop-spmdization,
# csa-intrinsic-cleaner) makes it 2 blocking workers, each a parallel_loop in its own section
# of one region, their partial sums passed through memory. `--parallel=2` runs the region on a
# team of two threads, one worker per thread (checked with `--explain`). Medians of 5
# interleaved runs; all runs must print the same line.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work="$root/target/bench/csa-spmd"
mkdir -p "$work"
(cd "$root" && cargo build --release -q -p parir-cli)
parir="$root/target/release/parir"
cat > "$work/kernel.c" <<'C'
#include <stdio.h>
#include <stdlib.h>
#include "csa.h"
#define N 1000000
int main(void) {
  double *a = malloc(N * sizeof(double)), *b = malloc(N * sizeof(double));
  for (int i = 0; i < N; i++) b[i] = (i % 1000) * 0.001;
  long hits = 0;
  __builtin_csa_spmd(2, 0);
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
clang-19 -w -O1 -I"$root/include" -S -emit-llvm "$work/kernel.c" -o "$work/kernel.ll"
"$parir" opt -passes=csa-builtins,mem2reg,loop-simplify,loop-rotate,licm,clie,loop-spmdization,csa-intrinsic-cleaner \
  "$work/kernel.ll" -o "$work/kernel.spmd.ll"
grep -q spmd.worker1 "$work/kernel.spmd.ll" || { echo "the loop was not SPMDized" >&2; exit 1; }
"$parir" run --parallel=2 --explain "$work/kernel.spmd.ll" 2>&1 >/dev/null \
  | grep -q "entered 1 time(s), 1 by a team (2 threads in all)" \
  || { echo "the workers did not run on a team" >&2; exit 1; }
once() {
  local t0 t1
  t0=$EPOCHREALTIME; "$@" > "$work/out"; t1=$EPOCHREALTIME
  echo "$t1 - $t0" | bc -l
}
median() { sort -g | awk '{ v[NR] = $1 } END { printf "%.3f", v[(NR + 1) / 2] }'; }
: > "$work/seq"; : > "$work/par"
ref=""
for _ in 1 2 3 4 5; do
  once "$parir" run "$work/kernel.spmd.ll" >> "$work/seq"
  line=$(cat "$work/out"); [ -z "$ref" ] && ref=$line
  [ "$line" = "$ref" ] || { echo "outputs differ: $line vs $ref" >&2; exit 1; }
  once "$parir" run --parallel=2 "$work/kernel.spmd.ll" >> "$work/par"
  [ "$(cat "$work/out")" = "$ref" ] || { echo "--parallel=2 output differs" >&2; exit 1; }
done
ts=$(median < "$work/seq"); tp=$(median < "$work/par")
printf 'output: %s\nparir run: %s s   parir run --parallel=2: %s s   speed-up: %.2fx\n' \
  "$ref" "$ts" "$tp" "$(echo "$ts / $tp" | bc -l)"
