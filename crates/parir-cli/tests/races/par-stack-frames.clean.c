// expect: clean
// The helper's buffer is an automatic variable: each thread has its own frame.
#include <omp.h>
#include <stdio.h>
int sums[64];
static int fill(int t) {
  int buf[16];
  for (int i = 0; i < 16; i++) buf[i] = t + i;
  int s = 0;
  for (int i = 0; i < 16; i++) s += buf[i];
  return s;
}
int main(void) {
  int n = 1;
#pragma omp parallel
  {
    sums[omp_get_thread_num()] = fill(omp_get_thread_num());
    if (omp_get_thread_num() == 0) n = omp_get_num_threads();
  }
  int s = 0;
  for (int t = 0; t < n; t++) s += sums[t];
  printf("%d\n", s == 16 * n * (n - 1) / 2 + 120 * n);
  return 0;
}
