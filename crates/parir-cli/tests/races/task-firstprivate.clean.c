// expect: clean
// The counter is firstprivate in each task (the default for a task's local).
#include <stdio.h>
#define N 16
int out[N];
int main(void) {
#pragma omp parallel
#pragma omp single
  {
    for (int i = 0; i < N; i++) {
#pragma omp task
      out[i] = i * i;
    }
  }
  int s = 0;
  for (int i = 0; i < N; i++) s += out[i];
  printf("%d\n", s);
  return 0;
}
