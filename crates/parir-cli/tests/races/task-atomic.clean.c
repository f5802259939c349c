// expect: clean
// Many tasks increment one counter atomically.
#include <stdio.h>
int count;
int main(void) {
#pragma omp parallel
#pragma omp single
  for (int i = 0; i < 100; i++) {
#pragma omp task
    {
#pragma omp atomic
      count += 2;
    }
  }
  printf("%d\n", count);
  return 0;
}
