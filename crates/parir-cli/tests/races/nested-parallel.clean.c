// expect: clean
// A nested parallel region writing a 2-D array indexed by both levels' thread numbers.
#include <omp.h>
#include <stdio.h>
int grid[8][8];
int main(void) {
  omp_set_max_active_levels(2);
#pragma omp parallel num_threads(2)
  {
    int o = omp_get_thread_num();
#pragma omp parallel num_threads(2)
    grid[o][omp_get_thread_num()] = 10 * o + omp_get_thread_num() + 1;
  }
  int s = 0;
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 8; j++) s += grid[i][j];
  printf("%d\n", s);
  return 0;
}
