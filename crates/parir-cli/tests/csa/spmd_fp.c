/* A floating-point sum in an spmd loop (crates/parir-cli/tests/csa_e2e.rs compiles it with
   -DW=... -DCH=...). SPMDization reassociates it, as OpenMP's reduction clause may: each worker
   sums its own iterations in increasing order starting from -0.0, and the partial sums are
   added to the initial value in worker order (docs/decisions.md, issue 17). The native build
   (-DPARIR_CSA_NOOP) computes that order by hand; the terms (+-1e16 and 1.0) make any other
   order visible. The second number is the sum in the original order. */
#include <stdio.h>
#include "csa.h"
#ifndef W
#define W 3
#endif
#ifndef CH
#define CH 0
#endif
double X[1001];
int main(void) {
  int n = 1001;
  for (int i = 0; i < n; i++) X[i] = i % 4 == 0 ? 1e16 : i % 4 == 2 ? -1e16 : 1.0;
  double seq = 0.25;
  for (int i = 0; i < n; i++) seq += X[i];
  double s = 0.25;
#ifdef PARIR_CSA_NOOP
  /* Worker w runs iterations k*W*S + w*S + j (j < S), S the chunk (CH, or ceil(n / W)). */
  int S = CH ? CH : (n + W - 1) / W;
  for (int w = 0; w < W; w++) {
    double p = -0.0;
    for (int base = w * S; base < n; base += W * S)
      for (int j = 0; j < S && base + j < n; j++) p += X[base + j];
    s += p;
  }
#else
  __builtin_csa_spmd(W, CH);
  for (int i = 0; i < n; i++) s += X[i];
#endif
  printf("%.17g %.17g\n", s, seq);
  return 0;
}
