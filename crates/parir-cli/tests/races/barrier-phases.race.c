// expect: race 10 11
// The same exchange without the barrier.
#include <omp.h>
#include <stdio.h>
int slot[64], nb[64];
int main(void) {
#pragma omp parallel
  {
    int t = omp_get_thread_num(), k = omp_get_num_threads();
    slot[t] = t * 10;
    nb[t] = slot[(t + 1) % k];
  }
  printf("%d\n", nb[0] >= 0);
  return 0;
}
