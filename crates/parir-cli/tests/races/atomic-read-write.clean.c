// expect: clean
// atomic write by one thread, atomic reads by the others.
#include <omp.h>
#include <stdio.h>
int word;
int got[64];
int main(void) {
#pragma omp parallel
  {
    int t = omp_get_thread_num(), v;
    if (t == 0) {
#pragma omp atomic write
      word = 5;
    } else {
#pragma omp atomic read
      v = word;
      got[t] = v == 0 || v == 5;
    }
  }
  printf("%d\n", word);
  return 0;
}
