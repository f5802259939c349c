// expect: clean
// Round-robin chunks of 8 with a reduction.
#include <stdio.h>
#define N 600
int v[N];
int main(void) {
  for (int i = 0; i < N; i++) v[i] = i % 3;
  int zeros = 0;
#pragma omp parallel for schedule(static, 8) reduction(+ : zeros)
  for (int i = 0; i < N; i++)
    if (v[i] == 0) zeros++;
  printf("%d\n", zeros);
  return 0;
}
