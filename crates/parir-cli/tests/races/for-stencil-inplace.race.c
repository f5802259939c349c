// expect: race 10 10
// An in-place 1-D smoothing step: iteration i reads the element iteration i-1 writes.
#include <stdio.h>
#define N 300
double u[N];
int main(void) {
  for (int i = 0; i < N; i++) u[i] = i % 5;
#pragma omp parallel for
  for (int i = 1; i < N - 1; i++)
    u[i] = (u[i - 1] + u[i + 1]) * 0.5;
  printf("%d\n", u[1] >= 0);
  return 0;
}
