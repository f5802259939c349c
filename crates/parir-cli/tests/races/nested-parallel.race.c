// expect: race 12 12
// The inner team writes an element indexed by the outer thread only.
#include <omp.h>
#include <stdio.h>
int row[8];
int main(void) {
  omp_set_max_active_levels(2);
#pragma omp parallel num_threads(2)
  {
    int o = omp_get_thread_num();
#pragma omp parallel num_threads(2)
    row[o] = omp_get_thread_num() + 1;
  }
  printf("%d\n", row[0] > 0);
  return 0;
}
