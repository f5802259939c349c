// expect: clean
// Kernel for the timing: a histogram with atomic increments.
#include <stdio.h>
#define N 8000000
#define BINS 64
static unsigned data[N];
static long hist[BINS];
int main(void) {
  unsigned x = 12345;
  for (int i = 0; i < N; i++) {
    x = x * 1103515245u + 12345u;
    data[i] = (x >> 8) % 1000;
  }
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
    unsigned b = data[i] * BINS / 1000;
#pragma omp atomic
    hist[b]++;
  }
  long t = 0;
  for (int b = 0; b < BINS; b++) t += hist[b] * (b + 1);
  printf("%ld\n", t);
  return 0;
}
