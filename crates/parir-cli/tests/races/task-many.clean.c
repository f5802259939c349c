// expect: clean
// Thousands of short tasks with private storage (task records are reused by the runtime).
#include <stdio.h>
#define T 3000
int out[T];
int main(void) {
#pragma omp parallel
#pragma omp single
  for (int k = 0; k < T; k++) {
#pragma omp task firstprivate(k)
    {
      int v = k * 2;
      out[k] = v + 1;
    }
  }
  long s = 0;
  for (int k = 0; k < T; k++) s += out[k];
  printf("%ld\n", s);
  return 0;
}
