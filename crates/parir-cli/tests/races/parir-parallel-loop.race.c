// expect: race 10 10
// PARIR_PARALLEL_LOOP on an in-place shift.
#include <stdio.h>
#include "parir.h"
#define N 400
long v[N];
int main(void) {
  for (int i = 0; i < N; i++) v[i] = i;
  PARIR_PARALLEL_LOOP();
  for (int i = 1; i < N; i++) v[i] = v[i - 1] + v[i];
  printf("%ld\n", v[N - 1]);
  return 0;
}
