// Kernels annotated with include/parir.h, for `parir demo`, the end-to-end tests and
// bench/ivdep.sh. examples/ivdep-markers.ll is this file compiled with
//   clang-19 -O1 -S -emit-llvm -fno-discard-value-names -Iinclude examples/ivdep-markers.c
// (then `parir opt -passes=ivdep-lower,ivdep-to-llvm` writes the annotations as metadata).
#include "parir.h"

// B[i] += B[idx[i]]: the compiler cannot rule out that idx[i] names an element written by an
// earlier iteration; the annotation promises it does not.
void gather_add(float *B, const int *idx, int n) {
  PARIR_IVDEP();
  for (int i = 0; i < n; ++i)
    B[i] += B[idx[i]];
}

// The same loop without annotation: LLVM keeps it scalar.
void gather_add_plain(float *B, const int *idx, int n) {
  for (int i = 0; i < n; ++i)
    B[i] += B[idx[i]];
}

// The seed's example: ivdep on A and C, a dependence distance of at least 5 on B.
void seed_example(int *A, int *B, int *C, const int *idx_A, const int *idx_B,
                  const int *idx_C, int N) {
  PARIR_IVDEP_ARRAY(A);
  PARIR_IVDEP_ARRAY(C);
  PARIR_IVDEP_ARRAY_SAFELEN(B, 5);
  for (int i = 0; i < N; ++i) {
    A[i] += A[idx_A[i]];
    B[i] += B[idx_B[i]];
    C[i] += C[idx_C[i]];
  }
}

// A fully parallel inner loop inside an outer loop with a safelen.
void rows(float *A, const float *x, int n, int m) {
  PARIR_IVDEP_SAFELEN(8);
  for (int i = 0; i < n; ++i) {
    PARIR_PARALLEL_LOOP();
    for (int j = 0; j < m; ++j)
      A[i * m + j] += A[i * m + j - m] * x[j];
  }
}
