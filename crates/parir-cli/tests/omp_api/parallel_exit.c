// exit() inside a parallel region: a path of the region that ends the program (its block
// ends in `unreachable`) is not a second exit of the region; omp-extract outlines it.
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int sum = 0;
#pragma omp parallel num_threads(2) reduction(+ : sum)
  {
    sum += omp_get_thread_num() + 1;
    if (sum > 100) {
      printf("impossible\n");
      exit(1);
    }
  }
  printf("sum %d\n", sum);
  fflush(stdout);
#pragma omp parallel num_threads(2)
  {
#pragma omp barrier
    if (omp_get_thread_num() == 0) {
      printf("thread 0 exits\n");
      exit(5);
    }
  }
  printf("not reached\n");
  return 0;
}
