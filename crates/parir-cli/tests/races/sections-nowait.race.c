// expect: race 12 16
// sections nowait: a thread leaving its section reads what the other section writes.
#include <omp.h>
#include <stdio.h>
int p, q, seen[64];
int main(void) {
#pragma omp parallel
  {
#pragma omp sections nowait
    {
#pragma omp section
      p = 3;
#pragma omp section
      q = 4;
    }
    seen[omp_get_thread_num()] = p + q;
  }
  printf("%d\n", p + q);
  return 0;
}
