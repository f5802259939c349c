// Loops to distribute whose pointers may alias: LLVM 19 versions them with run-time checks
// (`.lver.check`) and a fallback loop (`.lver.orig`, with `followup_fallback` or the
// original attributes minus `llvm.loop.distribute.*`). main runs them with disjoint and with
// overlapping arrays, so that both versions run.
#include <stdio.h>
void dist_alias(int *a, int *b, int *c, int *d, int *e, int n) {
#pragma clang loop distribute(enable)
  for (int i = 0; i < n; i++) {
    a[i + 1] = a[i] * b[i];
    c[i] = d[i] * e[i];
  }
}
void dist_fallback(int *a, int *b, int *c, int *d, int *e, int n) {
#pragma clang loop distribute(enable) unroll_count(2)
  for (int i = 0; i < n; i++) {
    a[i + 1] = a[i] + b[i];
    c[i] = d[i] - e[i];
  }
}
int A[64], B[64], C[64], D[64], E[64];
int main(void) {
  for (int k = 0; k < 3; k++) {
    for (int i = 0; i < 64; i++) { A[i] = i % 5 + 1; B[i] = i % 3; C[i] = 0; D[i] = i; E[i] = 7 - i % 4; }
    if (k == 0) dist_alias(A, B, C, D, E, 40);
    if (k == 1) dist_alias(A, B, A + 10, D, E, 40);   /* c overlaps a: the fallback runs */
    if (k == 2) dist_fallback(A, B, C, A, E, 40);
    long h = 0;
    for (int i = 0; i < 64; i++) h = h * 31 + A[i] + 3 * C[i];
    printf("%d %ld\n", k, h);
  }
  return 0;
}
