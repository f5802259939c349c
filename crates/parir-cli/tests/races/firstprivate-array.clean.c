// expect: clean
// firstprivate copies an array into each thread; the copies are changed independently.
#include <omp.h>
#include <stdio.h>
int res[64];
int main(void) {
  int w[4] = {1, 2, 3, 4}, n = 1;
#pragma omp parallel firstprivate(w)
  {
    w[0] += omp_get_thread_num();
    res[omp_get_thread_num()] = w[0] + w[3];
    if (omp_get_thread_num() == 0) n = omp_get_num_threads();
  }
  int s = 0;
  for (int t = 0; t < n; t++) s += res[t];
  printf("%d %d\n", w[0], s == 5 * n + n * (n - 1) / 2);
  return 0;
}
