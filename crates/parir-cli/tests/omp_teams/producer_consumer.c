// Two sections hand items over through a flag: each needs the other to progress, so the
// program finishes only when both sections run on threads of their own.
// STDOUT: consumed 20 items, sum 210
#include <stdio.h>

int main(void) {
  int slot = 0, full = 0, sum = 0, got = 0;
#pragma omp parallel sections num_threads(2) shared(slot, full, sum, got)
  {
#pragma omp section
    for (int i = 1; i <= 20; i++) {
      int f;
      do {
#pragma omp atomic read
        f = full;
      } while (f);
      slot = i;
#pragma omp flush
#pragma omp atomic write
      full = 1;
    }
#pragma omp section
    for (int i = 1; i <= 20; i++) {
      int f;
      do {
#pragma omp atomic read
        f = full;
      } while (!f);
#pragma omp flush
      sum += slot;
      got++;
#pragma omp atomic write
      full = 0;
    }
  }
  printf("consumed %d items, sum %d\n", got, sum);
  return 0;
}
