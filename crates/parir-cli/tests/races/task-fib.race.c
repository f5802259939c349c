// expect: race 8 11
// The same recursion without taskwait: the sum reads results the tasks still write.
#include <stdio.h>
static int fib(int n) {
  if (n < 2) return n;
  int x = 0, y = 0;
#pragma omp task shared(x)
  x = fib(n - 1);
#pragma omp task shared(y)
  y = fib(n - 2);
  int s = x + y;
#pragma omp taskwait
  return s;
}
int main(void) {
  int r = 0;
#pragma omp parallel
#pragma omp single
  r = fib(8);
  printf("%d\n", r >= 0);
  return 0;
}
