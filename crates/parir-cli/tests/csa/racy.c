/* The racy twin of kernel.c's parallel loops (crates/parir-cli/tests/csa_e2e.rs): the second
   parallel_loop is a histogram whose iterations update the same bins, which its sections
   claim they do not (a dependence through memory that no optimization level turns into a
   register value). */
#include "csa.h"
#include <stdio.h>
#define N 256
int A[N], B[N], H[8];
int main(void) {
  for (int i = 0; i < N; ++i) B[i] = i;
  __builtin_csa_parallel_loop();
  for (int i = 0; i < N; ++i) A[i] = B[i] * 2;
  __builtin_csa_parallel_loop();
  for (int i = 0; i < N; ++i) H[A[i] % 8] += B[i];
  long s = 0;
  for (int i = 0; i < N; ++i) s += A[i];
  for (int i = 0; i < 8; ++i) s += H[i] * (i + 1);
  printf("%ld\n", s);
  return 0;
}
