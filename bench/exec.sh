#!/usr/bin/env bash
# Benchmark of the interpreter (issue 5): `parir run` against the peer, LLVM's own interpreter
# `lli-19 -force-interpreter`, and against the native clang-19 -O0 binary, on the same .ll.
#
# Kernels (C, compiled by clang-19 -O0 -S -emit-llvm, and -O2 for parir as a second column;
# -ffp-contract=off because lli's interpreter cannot run llvm.fmuladd):
#   matmul  double matrix multiply, n = 90
#   sieve   sieve of Eratosthenes to 2e6 plus a prime sum
#   fib     recursive fib(25) (calls and returns)
#   stencil float 2-D Jacobi, 96x96, 20 sweeps
# Each program prints a checksum; all runs must print the same. Times: medians of five
# interleaved rounds (wall clock, seconds); ratios are lli/parir (target >= 20) and
# parir/native, with the ratio of the best runs beside.
# Usage: bench/exec.sh   (env CARGO_TARGET_DIR is honoured; PARIR=path uses a given binary)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
target="${CARGO_TARGET_DIR:-$root/target}"
work="$target/bench/exec"
mkdir -p "$work"
if [ -z "${PARIR:-}" ]; then
  (cd "$root" && cargo build --release -q -p parir-cli)
  PARIR="$target/release/parir"
fi
for t in clang-19 lli-19; do command -v $t > /dev/null || { echo "bench/exec.sh: $t not found" >&2; exit 1; }; done

cat > "$work/matmul.c" <<'C'
#include <stdio.h>
#define N 90
static double A[N][N], B[N][N], C[N][N];
int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) { A[i][j] = (i + 2 * j) % 7 - 3; B[i][j] = (3 * i + j) % 5 * 0.5; }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      double s = 0;
      for (int k = 0; k < N; k++) s += A[i][k] * B[k][j];
      C[i][j] = s;
    }
  double t = 0;
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) t += C[i][j] * (i - j);
  printf("%.3f\n", t);
  return 0;
}
C
cat > "$work/sieve.c" <<'C'
#include <stdio.h>
#include <stdlib.h>
#define N 2000000
int main(void) {
  char *c = calloc(N + 1, 1);
  long sum = 0;
  for (long i = 2; i <= N; i++) {
    if (c[i]) continue;
    sum += i;
    for (long j = i * i; j <= N; j += i) c[j] = 1;
  }
  printf("%ld\n", sum);
  free(c);
  return 0;
}
C
cat > "$work/fib.c" <<'C'
#include <stdio.h>
static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
int main(void) { printf("%d\n", fib(25)); return 0; }
C
cat > "$work/stencil.c" <<'C'
#include <stdio.h>
#define N 96
static float g[N][N], h[N][N];
int main(void) {
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) g[i][j] = (i * 31 + j * 17) % 23;
  for (int t = 0; t < 20; t++) {
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        h[i][j] = 0.25f * (g[i - 1][j] + g[i + 1][j] + g[i][j - 1] + g[i][j + 1]);
    for (int i = 1; i < N - 1; i++) for (int j = 1; j < N - 1; j++) g[i][j] = h[i][j];
  }
  double s = 0;
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) s += g[i][j];
  printf("%.4f\n", s);
  return 0;
}
C

once() { # CMD... -> seconds of one run (bash's $EPOCHREALTIME: no process around the timing)
  local t0 t1
  t0=$EPOCHREALTIME; "$@" > "$work/out"; t1=$EPOCHREALTIME
  echo "$t1 - $t0" | bc -l
}
median() { sort -g | awk '{ v[NR] = $1 } END { printf "%.4f", (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
least() { sort -g | head -1 | awk '{ printf "%.4f", $1 }'; }

printf '%-8s %9s %9s %9s %9s %10s %12s  %s\n' kernel native lli parir parir-O2 lli/parir parir/native \
  '(best runs: lli/parir)'
for k in matmul sieve fib stencil; do
  clang-19 -w -O0 -ffp-contract=off -S -emit-llvm "$work/$k.c" -o "$work/$k.O0.ll"
  clang-19 -w -O2 -ffp-contract=off -S -emit-llvm "$work/$k.c" -o "$work/$k.O2.ll"
  clang-19 -w -O0 -ffp-contract=off "$work/$k.c" -o "$work/$k.native"
  "$work/$k.native" > "$work/want"
  : > "$work/n"; : > "$work/l"; : > "$work/p"; : > "$work/p2"
  # Five interleaved rounds, so that a slow spell of a shared machine hits all alike.
  for _ in 1 2 3 4 5; do
    once "$work/$k.native" >> "$work/n"
    once lli-19 -force-interpreter "$work/$k.O0.ll" >> "$work/l"
    cmp -s "$work/out" "$work/want" || { echo "lli output differs on $k" >&2; exit 1; }
    once "$PARIR" run "$work/$k.O0.ll" >> "$work/p"
    cmp -s "$work/out" "$work/want" || { echo "parir output differs on $k" >&2; exit 1; }
    once "$PARIR" run "$work/$k.O2.ll" >> "$work/p2"
    cmp -s "$work/out" "$work/want" || { echo "parir -O2 output differs on $k" >&2; exit 1; }
  done
  tn=$(median < "$work/n"); tl=$(median < "$work/l"); tp=$(median < "$work/p"); t2=$(median < "$work/p2")
  printf '%-8s %9s %9s %9s %9s %9.1fx %11.1fx  (%.1fx)\n' "$k" "$tn" "$tl" "$tp" "$t2" \
    "$(echo "$tl / $tp" | bc -l)" "$(echo "$tp / $tn" | bc -l)" \
    "$(echo "$(least < "$work/l") / $(least < "$work/p")" | bc -l)"
done
