// `reduction(task, ...)` on parallel and for (issue 29): each thread's copy gathers what the
// in_reduction tasks it creates add, then the usual reduction combines the threads'.
#include <omp.h>
#include <stdio.h>
int main(void) {
  long sum = 0, fsum = 0;
#pragma omp parallel num_threads(2) reduction(task, + : sum)
  {
    for (int i = 1; i <= 8; i++) {
#pragma omp task in_reduction(+ : sum)
      sum += i;
    }
  }
  int per = 0;
#pragma omp parallel num_threads(2) reduction(+ : per)
  per = 1;
#pragma omp parallel num_threads(2)
#pragma omp for reduction(task, + : fsum)
  for (int i = 0; i < 10; i++) {
#pragma omp task in_reduction(+ : fsum)
    fsum += i * 2;
  }
  printf("sum %s fsum %ld\n", sum == 36 * per ? "ok" : "wrong", fsum);
  return 0;
}
