// expect: race 12 12
// Round-robin chunks of 8 (static, 8): neighbouring chunks go to different threads; the
// count is kept in a shared variable.
#include <stdio.h>
#define N 600
int v[N];
int main(void) {
  for (int i = 0; i < N; i++) v[i] = i % 3;
  int zeros = 0;
#pragma omp parallel for schedule(static, 8)
  for (int i = 0; i < N; i++)
    if (v[i] == 0) zeros++;
  printf("%d\n", zeros > 0);
  return 0;
}
