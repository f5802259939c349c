// Right claims only: every loop may run in parallel, and parallel runs print what the
// sequential run prints (reductions, a down-counting loop, calls with stack arrays,
// heap blocks and output inside the loop body, a nested loop).
#include <stdio.h>
#include <stdlib.h>
#include "parir.h"
#define N 3000
int a[N], b[N], c[N];
unsigned u[N];
__attribute__((noinline)) int work(int x) {
  int t[8];
  for (int k = 0; k < 8; k++) t[k] = x * k + 1;
  int s = 0;
  for (int k = 0; k < 8; k++) s += t[k] % 7;
  return s;
}
int main(void) {
  for (int i = 0; i < N; i++) {
    a[i] = (i * 7919) % 1000 - 500;
    u[i] = (unsigned)i * 2654435761u;
  }
  long sum = 0;
  int mn = 1 << 30, mx = -(1 << 30);
  unsigned x = 0, o = 0;
  PARIR_PARALLEL_LOOP();
  for (int i = 0; i < N; i++) {
    sum += a[i];
    mn = a[i] < mn ? a[i] : mn;
    mx = a[i] > mx ? a[i] : mx;
    x ^= u[i];
    o |= u[i] & 0xff;
  }
  PARIR_IVDEP();
  for (int i = N - 1; i >= 0; i--) b[i] = work(a[i]);
  PARIR_PARALLEL_LOOP();
  for (int i = 0; i < 40; i++) {
    int *p = malloc(16 * sizeof(int));
    for (int k = 0; k < 16; k++) p[k] = i + k;
    printf("row %d: %d\n", i, p[15] - p[0] + b[i]);
    free(p);
  }
  // a value of the last iteration used after the loop
  int last = 0;
  PARIR_PARALLEL_LOOP();
  for (int i = 0; i < N; i++) {
    c[i] = a[i] * 3 + b[i];
    last = c[i] - i;
  }
  long t = 0;
  for (int i = 0; i < N; i++) t += b[i] * (i % 5);
  printf("%ld %d %d %u %u %ld %d\n", sum, mn, mx, x, o, t, last);
  return 0;
}
