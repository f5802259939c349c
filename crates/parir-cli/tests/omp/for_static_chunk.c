// STDOUT: chunk3 1000 sum 499500
// STDOUT: chunk3u 1001 weighted 333833500
// STDOUT: chunk5l 997 total 996003
// Topic 2: schedule(static, 3): chunks of 3 iterations dealt round-robin to the threads
// (__kmpc_for_static_init_* with schedule 33 and an outer loop over the chunks), on an int,
// an unsigned and a long induction variable; trip counts not divisible by 3 or the team size.
#include <stdio.h>

static int a[1000];
static unsigned w[1001];
static long b[997];

int main(void) {
#pragma omp parallel for schedule(static, 3)
  for (int i = 0; i < 1000; i++)
    a[i] = i;

#pragma omp parallel for schedule(static, 3)
  for (unsigned i = 0; i <= 1000; i++)
    w[i] = i * i;

#pragma omp parallel
  {
#pragma omp for schedule(static, 5)
    for (long i = 996; i >= 0; i--)
      b[i] = 2 * i + 3;
  }

  long sum = 0, total = 0;
  unsigned long weighted = 0;
  int n3 = 0, n3u = 0, n5 = 0;
  for (int i = 0; i < 1000; i++) {
    sum += a[i];
    n3 += (a[i] == i);
  }
  for (unsigned i = 0; i <= 1000; i++) {
    weighted += w[i];
    n3u += (w[i] == i * i);
  }
  for (long i = 0; i < 997; i++) {
    total += b[i];
    n5 += (b[i] == 2 * i + 3);
  }
  printf("chunk3 %d sum %ld\n", n3, sum);
  printf("chunk3u %d weighted %lu\n", n3u, weighted);
  printf("chunk5l %d total %ld\n", n5, total);
  return 0;
}
