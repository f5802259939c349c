#!/usr/bin/env bash
# Benchmark of an OpenMP loop kernel through omp-prepare (issue 18): `parir run
# --parallel=2` against `parir run`, and `parir sanitize` against `parir run`, on the same
# prepared module; the native libomp build on 1 and 2 threads for reference.
# The kernel (C, clang-19 -fopenmp -O0 and -O2): `#pragma omp parallel for
# schedule(static) reduction(+:sum)` over 3,000,000 iterations, each evaluating a degree-16
# polynomial of its element, storing it and adding it to the sum.
# Medians of 5 interleaved runs; every run must print the same line.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work="$root/target/bench/omp"
mkdir -p "$work"
(cd "$root" && cargo build --release -q -p parir-cli)
parir="$root/target/release/parir"
cat > "$work/kernel.c" <<'C'
#include <stdio.h>
#include <stdlib.h>
#define N 3000000
int main(void) {
  double *a = malloc(N * sizeof(double));
  double sum = 0;
#pragma omp parallel for schedule(static) reduction(+ : sum)
  for (long i = 0; i < N; i++) {
    double x = (i % 1000) * 1e-3, y = 0;
    for (int k = 1; k <= 16; k++)
      y = y * x + 1.0 / k;
    a[i] = y;
    sum += y;
  }
  printf("%.2f %.6f\n", sum, a[N - 1]);
  free(a);
  return 0;
}
C
once() {
  local t0 t1
  t0=$EPOCHREALTIME; "$@" > "$work/out" 2> /dev/null || [ $? -eq 3 ]; t1=$EPOCHREALTIME
  echo "$t1 - $t0" | bc -l
}
median() { sort -g | awk '{ v[NR] = $1 } END { printf "%.3f", v[(NR + 1) / 2] }'; }
for opt in O0 O2; do
  clang-19 -fopenmp -$opt -S -emit-llvm "$work/kernel.c" -o "$work/kernel.$opt.ll"
  clang-19 -fopenmp -$opt "$work/kernel.c" -o "$work/kernel.$opt"
  "$parir" opt -passes=omp-prepare "$work/kernel.$opt.ll" -o "$work/kernel.$opt.prepared.ll"
  ll="$work/kernel.$opt.prepared.ll"
  : > "$work/seq"; : > "$work/par"; : > "$work/san"; : > "$work/n1"; : > "$work/n2"
  ref=""
  for _ in 1 2 3 4 5; do
    once "$parir" run "$ll" >> "$work/seq"
    line=$(cat "$work/out"); [ -z "$ref" ] && ref=$line
    [ "$line" = "$ref" ] || { echo "$opt: outputs differ: $line vs $ref" >&2; exit 1; }
    once "$parir" run --parallel=2 "$ll" >> "$work/par"
    [ "$(cat "$work/out")" = "$ref" ] || { echo "$opt: --parallel=2 output differs" >&2; exit 1; }
    once "$parir" sanitize "$ll" >> "$work/san"
    [ "$(cat "$work/out")" = "$ref" ] || { echo "$opt: sanitize output differs" >&2; exit 1; }
    OMP_NUM_THREADS=1 once "$work/kernel.$opt" >> "$work/n1"
    OMP_NUM_THREADS=2 once "$work/kernel.$opt" >> "$work/n2"
    [ "$(cat "$work/out")" = "$ref" ] || { echo "$opt: native output differs" >&2; exit 1; }
  done
  ts=$(median < "$work/seq"); tp=$(median < "$work/par"); tz=$(median < "$work/san")
  n1=$(median < "$work/n1"); n2=$(median < "$work/n2")
  printf 'kernel -%s output %s\n  parir run %6.3f s   --parallel=2 %6.3f s (speed-up %.2fx)   sanitize %6.3f s (slowdown %.2fx)   native libomp 1 thread %.3f s, 2 threads %.3f s\n' \
    "$opt" "$ref" "$ts" "$tp" "$(echo "$ts / $tp" | bc -l)" "$tz" "$(echo "$tz / $ts" | bc -l)" "$n1" "$n2"
done
