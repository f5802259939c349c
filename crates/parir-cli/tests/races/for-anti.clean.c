// expect: clean
// The same computation into a second array.
#include <stdio.h>
#define N 256
int a[N + 1], b[N + 1];
int main(void) {
  for (int i = 0; i <= N; i++) a[i] = i;
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    b[i + 1] = a[i] * 3;
  long s = 0;
  for (int i = 0; i <= N; i++) s += b[i];
  printf("%ld\n", s);
  return 0;
}
