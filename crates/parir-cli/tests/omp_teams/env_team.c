// A team the program does not size has OMP_NUM_THREADS's threads (the test sets 3).
// STDOUT: threads=3 sum=3
#include <omp.h>
#include <stdio.h>

int main(void) {
  int n = 0, sum = 0;
#pragma omp parallel reduction(+ : sum)
  {
    sum += 1;
#pragma omp master
    n = omp_get_num_threads();
  }
  printf("threads=%d sum=%d\n", n, sum);
  return 0;
}
