// expect: clean
// doacross: ordered depend(sink/source) orders iteration i after i-1.
#include <stdio.h>
#define N 128
int a[N];
int main(void) {
  a[0] = 1;
#pragma omp parallel for ordered(1)
  for (int i = 1; i < N; i++) {
#pragma omp ordered depend(sink : i - 1)
    a[i] = a[i - 1] + 2;
#pragma omp ordered depend(source)
  }
  printf("%d\n", a[N - 1]);
  return 0;
}
