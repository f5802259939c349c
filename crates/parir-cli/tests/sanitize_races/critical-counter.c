// CLEAN
// A shared counter updated inside critical and with atomic.
#include <stdio.h>
int n, m;
int main(void) {
#pragma omp parallel num_threads(4)
  {
    for (int k = 0; k < 10; k++) {
#pragma omp critical
      n += 1;
#pragma omp atomic
      m += 2;
    }
  }
  printf("%d %d\n", n, m);
  return 0;
}
