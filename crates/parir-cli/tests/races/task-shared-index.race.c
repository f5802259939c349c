// expect: race 11 13
// Tasks made shared(i) read the loop counter the creating thread keeps changing.
#include <stdio.h>
#define N 16
int out[N + 1];
int main(void) {
#pragma omp parallel
#pragma omp single
  {
    int i;
    for (i = 0; i < N; i++) {
#pragma omp task shared(i)
      out[i % N] = 1;
    }
#pragma omp taskwait
  }
  printf("%d\n", out[0] >= 0);
  return 0;
}
