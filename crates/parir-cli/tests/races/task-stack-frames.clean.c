// expect: clean
// Each task calls a helper with a local buffer: different tasks, different frames.
#include <stdio.h>
#define T 12
long out[T];
static long work(int k) {
  long buf[32];
  for (int i = 0; i < 32; i++) buf[i] = (long)i * k;
  long s = 0;
  for (int i = 0; i < 32; i++) s += buf[i];
  return s;
}
int main(void) {
#pragma omp parallel
#pragma omp single
  for (int k = 0; k < T; k++) {
#pragma omp task
    out[k] = work(k);
  }
  long s = 0;
  for (int k = 0; k < T; k++) s += out[k];
  printf("%ld\n", s);
  return 0;
}
