// expect: clean
// The same smoothing step out of place.
#include <stdio.h>
#define N 300
double u[N], w[N];
int main(void) {
  for (int i = 0; i < N; i++) u[i] = i % 5;
#pragma omp parallel for
  for (int i = 1; i < N - 1; i++)
    w[i] = (u[i - 1] + u[i + 1]) * 0.5;
  double s = 0;
  for (int i = 0; i < N; i++) s += w[i];
  printf("%.2f\n", s);
  return 0;
}
