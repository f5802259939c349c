// expect: race 8 8
// A helper keeps its work buffer in a static local: one buffer for every thread.
#include <omp.h>
#include <stdio.h>
int sums[64];
static int fill(int t) {
  static int buf[16];
  for (int i = 0; i < 16; i++) buf[i] = t + i;
  int s = 0;
  for (int i = 0; i < 16; i++) s += buf[i];
  return s;
}
int main(void) {
#pragma omp parallel
  sums[omp_get_thread_num()] = fill(omp_get_thread_num());
  printf("%d\n", sums[0] > 0);
  return 0;
}
