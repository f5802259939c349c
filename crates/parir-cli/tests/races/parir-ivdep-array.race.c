// expect: race 10 10
// PARIR_IVDEP_ARRAY(a) on a loop whose dependence is through a itself.
#include <stdio.h>
#include "parir.h"
#define N 300
int a[N], b[N];
int main(void) {
  for (int i = 0; i < N; i++) a[i] = i % 4, b[i] = 1;
  PARIR_IVDEP_ARRAY(a);
  for (int i = 1; i < N; i++) a[i] = a[i - 1] + b[i];
  printf("%d\n", a[N - 1]);
  return 0;
}
