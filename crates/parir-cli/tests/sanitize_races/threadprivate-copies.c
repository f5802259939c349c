// CLEAN
// A threadprivate variable: each thread has its own copy.
#include <omp.h>
#include <stdio.h>
int counter = 0;
#pragma omp threadprivate(counter)
int main(void) { int tot = 0;
#pragma omp parallel num_threads(4) reduction(+:tot)
  { counter = omp_get_thread_num(); counter += 1; tot += counter; }
  printf("%d\n", tot); return 0; }
