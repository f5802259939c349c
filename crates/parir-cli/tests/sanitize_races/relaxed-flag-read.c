// RACE: 11 17
// The writer publishes with a relaxed atomic store: a reader that sees the flag learns
// nothing about `payload`, which it reads whatever the flag says.
#include <stdio.h>
int payload, ready, got[16];
int main(void) {
#pragma omp parallel num_threads(2)
  {
    int me = 0;
#pragma omp single nowait
    { payload = 7;
#pragma omp atomic write
      ready = 1; }
    int r;
#pragma omp atomic read
    r = ready;
    me = payload + r; got[0] = me > 0; }
  printf("%d\n", got[0] >= 0);
  return 0;
}
