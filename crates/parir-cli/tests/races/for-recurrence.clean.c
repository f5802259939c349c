// expect: clean
// The same loop reading from a second array: no iteration depends on another.
#include <stdio.h>
#define N 256
int a[N], b[N];
int main(void) {
  for (int i = 0; i < N; i++) b[i] = i;
#pragma omp parallel for
  for (int i = 1; i < N; i++)
    a[i] = b[i - 1] + 1;
  long s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("%ld\n", s);
  return 0;
}
