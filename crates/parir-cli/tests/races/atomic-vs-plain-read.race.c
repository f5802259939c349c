// expect: race 13 15
// Atomic increments racing with a plain (non-atomic) read.
#include <omp.h>
#include <stdio.h>
int counter;
int got[64];
int main(void) {
#pragma omp parallel
  {
    int t = omp_get_thread_num();
    if (t == 0) {
#pragma omp atomic
      counter++;
    } else {
      got[t] = counter;
    }
  }
  printf("%d\n", counter);
  return 0;
}
