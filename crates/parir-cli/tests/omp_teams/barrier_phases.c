// Each thread of a team of three writes its cell, waits at a barrier, then reads its
// neighbour's: right only when the team has three threads that meet at the barrier.
// STDOUT: threads=3 neighbours=2,3,1
#include <omp.h>
#include <stdio.h>

int main(void) {
  int a[3] = {0, 0, 0}, b[3] = {0, 0, 0}, n = 0;
#pragma omp parallel num_threads(3)
  {
    int t = omp_get_thread_num();
    a[t] = t + 1;
#pragma omp barrier
    b[t] = a[(t + 1) % 3];
    if (t == 0)
      n = omp_get_num_threads();
  }
  printf("threads=%d neighbours=%d,%d,%d\n", n, b[0], b[1], b[2]);
  return 0;
}
