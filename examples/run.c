// A small program for the execution part of `parir demo`. examples/run.ll is this file compiled
// with
//   clang-19 -O1 -g -fdebug-prefix-map=$PWD=. -S -emit-llvm -fno-discard-value-names -Iinclude \
//     examples/run.c -o examples/run.ll
// `parir demo` lowers its marker with `ivdep-lower,ivdep-to-llvm` and runs it with `parir run`'s
// interpreter; a native build prints the same line.
#include <stdio.h>
#include "parir.h"

#define N 4096

// B[i] += B[idx[i]] where every idx[i] names an element of the upper half, which the loop
// never writes: the iterations are independent, as the annotation claims.
static void gather_add(int *B, const int *idx, int n) {
  PARIR_IVDEP();
  for (int i = 0; i < n; ++i)
    B[i] += B[idx[i]];
}

// A wrong claim for the sanitizer: C[i] reads C[i - 4], written four iterations earlier,
// but the annotation promises no dependence shorter than 8 iterations.
static void smooth(int *C, int n) {
  PARIR_IVDEP_SAFELEN(8);
  for (int i = 4; i < n; ++i)
    C[i] = (C[i] + C[i - 4]) / 2;
}

// A wrong claim broken inside a called function: carry(D, i) adds D[i] into D[i + 2], which
// the loop reads again two iterations later. The call carries the loop's claim, so the
// sanitizer follows it into @carry.
__attribute__((noinline)) static void carry(int *D, int i) { D[i + 2] += D[i] & 3; }

static void propagate(int *D, int n) {
  PARIR_IVDEP_SAFELEN(4);
  for (int i = 0; i < n - 2; ++i)
    carry(D, i);
}

static int B[2 * N], idx[N], C[N];

int main(void) {
  for (int i = 0; i < 2 * N; ++i)
    B[i] = i % 97;
  for (int i = 0; i < N; ++i)
    idx[i] = N + (i * 37 + 11) % N;
  for (int round = 0; round < 8; ++round)
    gather_add(B, idx, N);
  unsigned long sum = 0;
  for (int i = 0; i < N; ++i)
    sum = sum * 31 + (unsigned)B[i];
  for (int i = 0; i < N; ++i)
    C[i] = B[i] % 50;
  smooth(C, N);
  propagate(C, N);
  unsigned long sum2 = 0;
  for (int i = 0; i < N; ++i)
    sum2 = sum2 * 31 + (unsigned)C[i];
  printf("checksum %lu %lu\n", sum, sum2);
  return 0;
}
