// The seed's example: ivdep on A and C, ivdep with safelen 5 on B.
#include "parir.h"
kernel void ivdep_two_arrays(global int *A, global int *B, global int *C, global const int *idx_A,
                             global const int *idx_B, global const int *idx_C, int N) {
  PARIR_IVDEP_ARRAY(A);
  PARIR_IVDEP_ARRAY(C);
  PARIR_IVDEP_ARRAY_SAFELEN(B, 5);
  for (int i = 0; i < N; ++i) {
    A[i] += A[idx_A[i]];
    B[i] += B[idx_B[i]];
    C[i] += C[idx_C[i]];
  }
}
