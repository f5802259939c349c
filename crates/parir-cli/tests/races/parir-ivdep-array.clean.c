// expect: clean
// PARIR_IVDEP_ARRAY(a) claims only a's accesses; the dependence is through another array.
#include <stdio.h>
#include "parir.h"
#define N 300
int a[N], acc[N];
int main(void) {
  for (int i = 0; i < N; i++) a[i] = i;
  PARIR_IVDEP_ARRAY(a);
  for (int i = 1; i < N; i++) {
    a[i] = a[i] * 2;
    acc[i] = acc[i - 1] + a[i];
  }
  printf("%d\n", acc[N - 1]);
  return 0;
}
