// expect: race 12 14
// The tasks' stores are read by master before any barrier completes them.
#include <omp.h>
#include <stdio.h>
int part[64];
int main(void) {
  int s = 0;
#pragma omp parallel
  {
    int t = omp_get_thread_num();
#pragma omp task
    part[t] = t + 100;
#pragma omp master
    for (int k = 0; k < omp_get_num_threads(); k++) s += part[k];
  }
  printf("%d\n", s >= 0);
  return 0;
}
