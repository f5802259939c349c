// expect: race 10 10
// PARIR_IVDEP_SAFELEN(8) on a dependence of distance 3.
#include <stdio.h>
#include "parir.h"
#define N 400
int a[N];
int main(void) {
  for (int i = 0; i < N; i++) a[i] = i % 9;
  PARIR_IVDEP_SAFELEN(8);
  for (int i = 3; i < N; i++) a[i] = a[i - 3] + 3;
  printf("%d\n", a[N - 1]);
  return 0;
}
