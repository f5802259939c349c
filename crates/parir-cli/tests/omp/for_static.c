// STDOUT: fill 10000 sum 99990000
// STDOUT: squares 333283335000 evens 5000
// STDOUT: u 30000 unsigned-sum 49995000
// Topic 1: `parallel for` with the default schedule and an explicit schedule(static) (no
// chunk: one contiguous block per thread, __kmpc_for_static_init_4 with schedule 34), an
// unsigned induction variable (_4u) and a long one (_8). Results are checked after the loops.
#include <stdio.h>

#define N 10000
static int a[N];
static long sq[N];
static unsigned u[3 * N];

int main(void) {
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    a[i] = 2 * i;

#pragma omp parallel for schedule(static)
  for (long i = 0; i < N; i++)
    sq[i] = i * i;

#pragma omp parallel for schedule(static)
  for (unsigned i = 0; i < 3 * N; i++)
    u[i] = i % 3 == 0 ? i / 3 : 0;

  long sum = 0, squares = 0;
  int evens = 0, filled = 0;
  for (int i = 0; i < N; i++) {
    sum += a[i];
    squares += sq[i];
    evens += (a[i] % 4 == 0);
    filled += (a[i] == 2 * i);
  }
  unsigned long usum = 0;
  for (unsigned i = 0; i < 3 * N; i++)
    usum += u[i];
  printf("fill %d sum %ld\n", filled, sum);
  printf("squares %ld evens %d\n", squares, evens);
  printf("u %d unsigned-sum %lu\n", 3 * N, usum);
  return 0;
}
