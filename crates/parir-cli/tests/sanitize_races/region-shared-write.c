// RACE: 9 9
// Every thread of a plain parallel region writes the same variable.
#include <omp.h>
#include <stdio.h>
int last;
int main(void) {
#pragma omp parallel num_threads(3)
  {
    last = omp_get_thread_num();
  }
  printf("%d\n", last >= 0);
  return 0;
}
