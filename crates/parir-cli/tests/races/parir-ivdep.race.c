// expect: race 10 10
// PARIR_IVDEP on a scatter where two iterations in a row hit one element.
#include <stdio.h>
#include "parir.h"
#define N 512
int a[N], half[N];
int main(void) {
  for (int i = 0; i < N; i++) half[i] = i / 2;
  PARIR_IVDEP();
  for (int i = 0; i < N; i++) a[half[i]] += i;
  printf("%d\n", a[1]);
  return 0;
}
