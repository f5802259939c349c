// expect: race 11 11
// A sum accumulated in a shared scalar without a reduction clause.
#include <stdio.h>
#define N 500
double v[N];
int main(void) {
  for (int i = 0; i < N; i++) v[i] = i * 0.5;
  double sum = 0;
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    sum += v[i];
  printf("%d\n", sum > 0);
  return 0;
}
