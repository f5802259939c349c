// expect: clean
// Recursive tasks joined by taskwait before the results are read.
#include <stdio.h>
static int fib(int n) {
  if (n < 2) return n;
  int x, y;
#pragma omp task shared(x)
  x = fib(n - 1);
#pragma omp task shared(y)
  y = fib(n - 2);
#pragma omp taskwait
  return x + y;
}
int main(void) {
  int r = 0;
#pragma omp parallel
#pragma omp single
  r = fib(12);
  printf("%d\n", r);
  return 0;
}
