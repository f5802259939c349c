// Two sections, each printing and flushing standard output inside a critical section
// (block-buffered output flushed at arbitrary points, from a team's threads).
#include <stdio.h>
int made = 0, used = 0;
int main(void) {
#pragma omp parallel sections num_threads(2)
  {
#pragma omp section
    for (int n = 0; n < 20; n++) {
#pragma omp critical
      { made++; printf("made %d\n", made); fflush(stdout); }
    }
#pragma omp section
    for (int n = 0; n < 20; n++) {
#pragma omp critical
      { used++; printf("used %d\n", used); fflush(stdout); }
    }
  }
  printf("made %d used %d\n", made, used);
  return 0;
}
