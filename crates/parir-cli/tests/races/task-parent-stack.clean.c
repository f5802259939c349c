// expect: clean
// Tasks write different elements of the creating function's stack array.
#include <stdio.h>
static int run(void) {
  int buf[4] = {0, 0, 0, 0};
#pragma omp parallel
#pragma omp single
  {
    for (int k = 0; k < 4; k++) {
#pragma omp task shared(buf)
      buf[k] += k * 5;
    }
#pragma omp taskwait
  }
  return buf[0] + buf[1] + buf[2] + buf[3];
}
int main(void) {
  printf("%d\n", run());
  return 0;
}
