// RACE: 9 10
// single nowait: the other threads read what the single thread writes.
#include <omp.h>
#include <stdio.h>
int main(void) { int x = 0, s[4] = {0};
#pragma omp parallel num_threads(4)
  {
#pragma omp single nowait
    x = 10;
    s[omp_get_thread_num()] = x;
  }
  printf("%d\n", x); return 0; }
