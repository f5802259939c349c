// expect: clean
// PARIR_IVDEP on a loop reading two neighbouring inputs (LLVM may carry one in a phi).
#include <stdio.h>
#include "parir.h"
#define N 512
int a[N], b[N];
int main(void) {
  for (int i = 0; i < N; i++) a[i] = (i * 3) % 11;
  PARIR_IVDEP();
  for (int i = 1; i < N; i++) b[i] = a[i] + a[i - 1];
  long s = 0;
  for (int i = 0; i < N; i++) s += b[i];
  printf("%ld\n", s);
  return 0;
}
