// expect: clean
// An ordered block appends the iterations to a log in loop order.
#include <stdio.h>
#define N 64
int log_[N], len;
int main(void) {
#pragma omp parallel for ordered
  for (int i = 0; i < N; i++) {
    int sq = i * i;
#pragma omp ordered
    log_[len++] = sq;
  }
  long s = 0;
  for (int i = 0; i < N; i++) s += (long)log_[i] * (i % 3);
  printf("%d %ld\n", len, s);
  return 0;
}
