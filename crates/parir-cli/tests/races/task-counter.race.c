// expect: race 10 10
// The same tasks incrementing without atomic.
#include <stdio.h>
int count;
int main(void) {
#pragma omp parallel
#pragma omp single
  for (int i = 0; i < 100; i++) {
#pragma omp task
    count += 2;
  }
  printf("%d\n", count > 0);
  return 0;
}
