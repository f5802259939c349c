/* A C kernel with every CSA builtin of include/csa.h (crates/parir-cli/tests/csa_e2e.rs). */
#include "csa.h"
#include <stdio.h>
#define N 64
int A[N], B[N];
double out[N], in[N * 8];
int n = N;
int main(void) {
  for (int i = 0; i < N; ++i) B[i] = i * 3;
  for (int i = 0; i < N * 8; ++i) in[i] = i * 0.5;
  __builtin_csa_parallel_loop();
  for (int i = 0; i < n; ++i) A[i] = B[i] + 1;
  __builtin_csa_spmd(4, 0);
  for (int i = 0; i < N; ++i) A[i] += 2;
  __builtin_csa_spmdization(2, "hybrid");
  for (int i = 0; i < N; ++i) B[i] = A[i] * 2;
  __builtin_csa_parallel_loop();
  for (int i = 0; i < N; ++i) {
    double sum = 0;
    __builtin_csa_pipeline_loop(0);
    for (int j = 0; j < 8; ++j) sum += in[i * 8 + j];
    out[i] = sum;
  }
  int reg = __builtin_csa_parallel_region_entry(0);
  int s0 = __builtin_csa_parallel_section_entry(reg);
  A[0] = 7;
  __builtin_csa_parallel_section_exit(s0);
  int s1 = __builtin_csa_parallel_section_entry(reg);
  B[1] = 9;
  __builtin_csa_parallel_section_exit(s1);
  __builtin_csa_parallel_region_exit(reg);
  long t = 0; double d = 0;
  for (int i = 0; i < N; ++i) { t += A[i] + B[i]; d += out[i]; }
  printf("%ld %.2f\n", t, d);
  return 0;
}
