// Parallel loops: reductions and independent stores are fine; a recurrence through
// memory is not. (A recurrence clang keeps in a register, `v[i] = v[i-1] + ...`, is carried
// by a phi: recurrence.c checks those.)
// EXPECT: line=28 claim=parallel_accesses kind=RAW distance=1
#include <stdio.h>
#include "parir.h"
#define N 2000
double x[N], y[N];
long v[N];
int prev[N];
__attribute__((noinline)) void setup(void) {
  for (int i = 0; i < N; i++) {
    x[i] = i * 0.25;
    v[i] = (i * 37) % 101;
    prev[i] = i > 0 ? i - 1 : 0;
  }
}
int main(void) {
  setup();
  long sum = 0, mx = 0;
  PARIR_PARALLEL_LOOP();
  for (int i = 0; i < N; i++) {
    y[i] = x[i] * 2.0 + 1.0;
    sum += v[i];
    mx = v[i] > mx ? v[i] : mx;
  }
  PARIR_PARALLEL_LOOP();
  for (int i = 1; i < N; i++) v[i] = v[prev[i]] + v[i];
  printf("%ld %ld %.2f %ld\n", sum, mx, y[N - 1], v[N - 1]);
  return 0;
}
