// expect: clean
// atomic capture hands out tickets; each ticket indexes a different element.
#include <stdio.h>
#define N 256
int next_ticket;
int out[N];
int main(void) {
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
    int mine;
#pragma omp atomic capture
    mine = next_ticket++;
    out[mine] = 1;
  }
  int s = 0;
  for (int i = 0; i < N; i++) s += out[i];
  printf("%d %d\n", s, next_ticket);
  return 0;
}
