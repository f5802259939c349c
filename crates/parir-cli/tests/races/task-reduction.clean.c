// expect: clean
// taskgroup task_reduction with tasks in_reduction.
#include <stdio.h>
int main(void) {
  int s = 0;
#pragma omp parallel
#pragma omp single
#pragma omp taskgroup task_reduction(+ : s)
  for (int i = 1; i <= 20; i++) {
#pragma omp task in_reduction(+ : s)
    s += i;
  }
  printf("%d\n", s);
  return 0;
}
