// Calls in annotated loops: a covered call covers what its callee does (LLVM's inliner gives
// the inlined accesses the call's access groups), so a dependence made inside a function the
// loop body calls violates the loop's claim just as one made in the body itself.
// EXPECT: line=28 claim=parallel_accesses kind=RAW distance=1
// EXPECT: line=31 claim=no_depends_safelen(4) kind=WAW distance=2
#include <stdio.h>
#include "parir.h"
#define N 256
int a[N + 8], b[N + 8], c[N + 8];
__attribute__((noinline)) void bump(int i) { a[i + 1] += a[i]; }
__attribute__((noinline)) void twice(int i) { b[i] *= 2; }
__attribute__((noinline)) void store2(int i, int v) { c[i + 2] = v; }
__attribute__((noinline)) void deep(int i) { twice(i); }
int main(void) {
  for (int i = 0; i < N + 8; i++) a[i] = b[i] = c[i] = i;
  // right: each call touches its own element, also through a nested call
  PARIR_PARALLEL_LOOP();
  for (int i = 0; i < N; i++) twice(i);
  PARIR_PARALLEL_LOOP();
  for (int i = 0; i < N; i++) deep(i);
  // right: distance 8 under safelen(8)
  PARIR_IVDEP_SAFELEN(8);
  for (int i = 0; i < N; i++) {
    b[i + 8] = b[i] + 1;
  }
  // wrong: bump(i) writes a[i+1], which bump(i+1) reads
  PARIR_PARALLEL_LOOP();
  for (int i = 0; i < N; i++) bump(i);
  // wrong: iteration i writes c[i+4] itself, and iteration i+2 writes it again in store2
  PARIR_IVDEP_SAFELEN(4);
  for (int i = 0; i < N; i++) { store2(i, i); c[i + 4] = -i; }
  long s = 0;
  for (int i = 0; i < N + 8; i++) s += a[i] + 3 * b[i] + 5 * c[i];
  printf("%ld\n", s);
  return 0;
}
