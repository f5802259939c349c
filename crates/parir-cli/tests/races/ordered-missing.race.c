// expect: race 10 10
// The same log without the ordered block.
#include <stdio.h>
#define N 64
int log_[N + 64], len;
int main(void) {
#pragma omp parallel for ordered
  for (int i = 0; i < N; i++) {
    int sq = i * i;
    log_[len++ % N] = sq;
  }
  printf("%d\n", len > 0);
  return 0;
}
