// expect: clean
// PARIR_IVDEP on a loop with a scalar sum (a reduction, not a memory dependence).
#include <stdio.h>
#include "parir.h"
#define N 512
int v[N];
int main(void) {
  for (int i = 0; i < N; i++) v[i] = i % 13;
  long s = 0;
  PARIR_IVDEP();
  for (int i = 0; i < N; i++) s += v[i];
  printf("%ld\n", s);
  return 0;
}
