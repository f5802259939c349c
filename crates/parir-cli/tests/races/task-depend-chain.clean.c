// expect: clean
// A producer, two readers and a consumer chained by depend clauses.
#include <stdio.h>
int x, y, z;
int main(void) {
#pragma omp parallel
#pragma omp single
  {
#pragma omp task depend(out : x)
    x = 5;
#pragma omp task depend(in : x) depend(out : y)
    y = x + 1;
#pragma omp task depend(in : x) depend(out : z)
    z = x * 2;
#pragma omp task depend(in : y, z) depend(inout : x)
    x = y + z;
  }
  printf("%d %d %d\n", x, y, z);
  return 0;
}
