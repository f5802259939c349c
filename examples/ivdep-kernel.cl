// An OpenCL C kernel with parir.h loop annotations: `parir demo` (part 7) lowers them to
// access groups and writes the kernel as SPIR-V with the draft INTEL loop-dependence
// annotations. ivdep-kernel.ll is this file through
// clang-19 -target spir64 -cl-std=CL2.0 -O2 -S -emit-llvm -I include.
#include "parir.h"

kernel void gather(global int *a, global int *b, global const int *idx, int n) {
  PARIR_IVDEP_ARRAY(a);
  PARIR_IVDEP_ARRAY_SAFELEN(b, 4);
  for (int i = 0; i < n; i++) {
    a[i] += a[idx[i]];
    b[i] = b[idx[i]] * 2;
  }
}
