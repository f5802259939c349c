// expect: clean
// PARIR_IVDEP on a scatter through a permutation.
#include <stdio.h>
#include "parir.h"
#define N 512
int a[N], perm[N];
int main(void) {
  for (int i = 0; i < N; i++) perm[i] = (i * 7) % N;
  PARIR_IVDEP();
  for (int i = 0; i < N; i++) a[perm[i]] = i;
  long s = 0;
  for (int i = 0; i < N; i++) s += a[i] * (i % 5);
  printf("%ld\n", s);
  return 0;
}
