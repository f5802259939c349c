/* An spmd loop with a reduction and a second induction (j), its trip count (1001) not
   divisible by the worker counts (crates/parir-cli/tests/csa_e2e.rs compiles it with
   -DW=... -DCH=...). */
#include <stdio.h>
#include "csa.h"
#ifndef W
#define W 3
#endif
#ifndef CH
#define CH 0
#endif
int A[1001], B[4000];
int main(void) {
  int n = 1001;
  for (int i = 0; i < 4000; i++) B[i] = (i * 7) % 13;
  long sum = 0;
  int j = 5;
  __builtin_csa_spmd(W, CH);
  for (int i = 0; i < n; i++) {
    A[i] = B[j] * 2 + i;
    sum += B[j];
    j += 3;
  }
  long t = 0;
  for (int i = 0; i < n; i++) t += A[i] * (i % 5);
  printf("%ld %ld\n", sum, t);
  return 0;
}
