// ivdep on an indirect update: right when the index is a permutation, wrong when two
// iterations in a row hit the same element (a RAW and a WAW dependence of distance 1; the
// anti-dependence from the earlier read is ordered by the earlier write and not reported).
// EXPECT: line=21 claim=no_depends kind=RAW distance=1
// EXPECT: line=21 claim=no_depends kind=WAW distance=1
#include <stdio.h>
#include "parir.h"
#define N 4096
int a[N], perm[N], half[N];
__attribute__((noinline)) void setup(void) {
  for (int i = 0; i < N; i++) {
    perm[i] = (i * 7) % N;
    half[i] = i / 2;
  }
}
int main(void) {
  setup();
  PARIR_IVDEP();
  for (int i = 0; i < N; i++) a[perm[i]] += i;
  PARIR_IVDEP();
  for (int i = 0; i < N; i++) a[half[i]] += 1;
  long s = 0;
  for (int i = 0; i < N; i++) s += a[i] * (i % 13);
  printf("%ld\n", s);
  return 0;
}
