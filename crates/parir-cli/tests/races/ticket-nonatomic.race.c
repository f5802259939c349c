// expect: race 10 10
// The same tickets handed out without atomic capture.
#include <stdio.h>
#define N 256
int next_ticket;
int out[N + 64];
int main(void) {
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
    int mine = next_ticket++;
    out[mine % N] = 1;
  }
  printf("%d\n", next_ticket > 0);
  return 0;
}
