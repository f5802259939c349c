// expect: clean
// atomic capture of the old value while storing a new one (an exchange).
#include <omp.h>
#include <stdio.h>
int slot;
int old[64];
int main(void) {
  int n = 1;
#pragma omp parallel
  {
    int t = omp_get_thread_num(), prev;
#pragma omp atomic capture
    {
      prev = slot;
      slot = t + 1;
    }
    old[t] = prev;
    if (t == 0) n = omp_get_num_threads();
  }
  int zeros = 0;
  for (int t = 0; t < n; t++) zeros += old[t] == 0;
  printf("%d\n", zeros);
  return 0;
}
