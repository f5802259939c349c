// expect: race 10 10
// Scatter through an index array in which iterations i and i + N/2 hit the same element.
#include <stdio.h>
#define N 512
int idx[N], out[N];
int main(void) {
  for (int i = 0; i < N; i++) idx[i] = i % (N / 2);
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    out[idx[i]] += i;
  printf("%d\n", out[0] >= 0);
  return 0;
}
