// expect: clean
// The value is set before the region and only read inside it.
#include <omp.h>
#include <stdio.h>
int cfg = 5;
int seen[64];
int main(void) {
  cfg = 7;
  int n = 1;
#pragma omp parallel
  {
    int t = omp_get_thread_num();
    seen[t] = cfg * (t + 1);
    if (t == 0) n = omp_get_num_threads();
  }
  int s = 0;
  for (int t = 0; t < n; t++) s += seen[t];
  printf("%d\n", s == 7 * n * (n + 1) / 2);
  return 0;
}
