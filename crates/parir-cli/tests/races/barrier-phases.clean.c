// expect: clean
// Each thread writes its slot, waits at a barrier, then reads its neighbour's.
#include <omp.h>
#include <stdio.h>
int slot[64], nb[64];
int main(void) {
  int n = 1;
#pragma omp parallel
  {
    int t = omp_get_thread_num(), k = omp_get_num_threads();
    slot[t] = t * 10;
#pragma omp barrier
    nb[t] = slot[(t + 1) % k];
    if (t == 0) n = k;
  }
  int s = 0;
  for (int t = 0; t < n; t++) s += nb[t];
  printf("%d\n", s == 10 * n * (n - 1) / 2);
  return 0;
}
