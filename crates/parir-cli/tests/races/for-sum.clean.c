// expect: clean
// The same sum with reduction(+:sum).
#include <stdio.h>
#define N 500
double v[N];
int main(void) {
  for (int i = 0; i < N; i++) v[i] = i * 0.5;
  double sum = 0;
#pragma omp parallel for reduction(+ : sum)
  for (int i = 0; i < N; i++)
    sum += v[i];
  printf("%.1f\n", sum);
  return 0;
}
