// expect: clean
// PARIR_IVDEP_SAFELEN(8) on a dependence of distance 8.
#include <stdio.h>
#include "parir.h"
#define N 400
int a[N];
int main(void) {
  for (int i = 0; i < N; i++) a[i] = i % 9;
  PARIR_IVDEP_SAFELEN(8);
  for (int i = 8; i < N; i++) a[i] = a[i - 8] + 3;
  long s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("%ld\n", s);
  return 0;
}
