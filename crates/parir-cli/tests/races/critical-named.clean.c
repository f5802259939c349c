// expect: clean
// Two named critical sections protecting two different variables.
#include <stdio.h>
#define N 200
int main(void) {
  long evens = 0, odds = 0;
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
    if (i % 2 == 0) {
#pragma omp critical(even)
      evens += i;
    } else {
#pragma omp critical(odd)
      odds += i;
    }
  }
  printf("%ld %ld\n", evens, odds);
  return 0;
}
