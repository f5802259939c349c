// expect: race 11 11
// Tasks write into the creating function's stack array (shared by default), all at index 0.
#include <stdio.h>
static int run(void) {
  int buf[4] = {0, 0, 0, 0};
#pragma omp parallel
#pragma omp single
  {
    for (int k = 0; k < 4; k++) {
#pragma omp task shared(buf)
      buf[0] += k;
    }
#pragma omp taskwait
  }
  return buf[0];
}
int main(void) {
  printf("%d\n", run() >= 0);
  return 0;
}
