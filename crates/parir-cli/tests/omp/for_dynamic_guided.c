// STDOUT: dynamic4 2000 sum 3998000
// STDOUT: guided 400 tri 10666600
// STDOUT: guided7 777 dyn1 300 runtime 64
// Topic 3: schedule(dynamic, 4) and schedule(guided) (and guided with a chunk, dynamic with
// the default chunk 1, schedule(runtime)): __kmpc_dispatch_init_4 / __kmpc_dispatch_next_4.
// Iterations of uneven cost (a triangular inner loop) so threads really take different chunks.
#include <stdio.h>

static int d[2000];
static long t[400];
static int g[777];
static int one[300];
static int rt[64];

int main(void) {
#pragma omp parallel for schedule(dynamic, 4)
  for (int i = 0; i < 2000; i++)
    d[i] = 2 * i;

#pragma omp parallel for schedule(guided)
  for (int i = 0; i < 400; i++) {
    long s = 0;
    for (int j = 0; j <= i; j++)
      s += j;
    t[i] = s;
  }

#pragma omp parallel
  {
#pragma omp for schedule(guided, 7)
    for (int i = 776; i >= 0; i--)
      g[i] = i + 1;
#pragma omp for schedule(dynamic)
    for (int i = 0; i < 300; i++)
      one[i] = 1;
#pragma omp for schedule(runtime)
    for (int i = 0; i < 64; i++)
      rt[i] = i;
  }

  long sum = 0, tri = 0;
  int nd = 0, nt = 0, ng = 0, n1 = 0, nr = 0;
  for (int i = 0; i < 2000; i++) {
    sum += d[i];
    nd += (d[i] == 2 * i);
  }
  for (int i = 0; i < 400; i++) {
    tri += t[i];
    nt += (t[i] == (long)i * (i + 1) / 2);
  }
  for (int i = 0; i < 777; i++)
    ng += (g[i] == i + 1);
  for (int i = 0; i < 300; i++)
    n1 += one[i];
  for (int i = 0; i < 64; i++)
    nr += (rt[i] == i);
  printf("dynamic4 %d sum %ld\n", nd, sum);
  printf("guided %d tri %ld\n", nt, tri);
  printf("guided7 %d dyn1 %d runtime %d\n", ng, n1, nr);
  return 0;
}
