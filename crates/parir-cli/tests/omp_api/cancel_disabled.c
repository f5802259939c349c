// cancel and cancellation points in tasks while OMP_CANCELLATION is not true (the test
// leaves it unset): libomp ignores them, every task runs, omp_get_cancellation is 0.
#include <omp.h>
#include <stdio.h>

int main(void) {
  int tasks = 0, after = 0;
#pragma omp parallel
#pragma omp single
#pragma omp taskgroup
  for (int i = 0; i < 8; i++) {
#pragma omp task shared(tasks, after)
    {
#pragma omp atomic
      tasks++;
      if (i == 2) {
#pragma omp cancel taskgroup
      }
#pragma omp cancellation point taskgroup
#pragma omp atomic
      after++;
    }
  }
  printf("cancellation=%d tasks=%d after=%d\n", omp_get_cancellation(), tasks, after);
  return 0;
}
