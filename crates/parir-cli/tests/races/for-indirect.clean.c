// expect: clean
// Scatter through a permutation: every element is written once.
#include <stdio.h>
#define N 512
int idx[N], out[N];
int main(void) {
  for (int i = 0; i < N; i++) idx[i] = (i * 5) % N;
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    out[idx[i]] += i;
  long s = 0;
  for (int i = 0; i < N; i++) s += out[i] * (i % 7);
  printf("%ld\n", s);
  return 0;
}
