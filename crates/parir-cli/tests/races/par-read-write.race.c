// expect: race 12 14
// Thread 0 updates a shared value while the others read it, with nothing between.
#include <omp.h>
#include <stdio.h>
int cfg = 5;
int seen[64];
int main(void) {
#pragma omp parallel
  {
    int t = omp_get_thread_num();
    if (t == 0)
      cfg = 7;
    else
      seen[t] = cfg;
  }
  printf("%d\n", cfg);
  return 0;
}
