// CLEAN
// Each section sums into its own global. clang -O1 loads both globals before the section
// switch (without a source location): those reads are the compiler's, not the program's.
#include <stdio.h>
long evens, odds;
int main(void) {
#pragma omp parallel sections num_threads(2)
  {
#pragma omp section
    for (int i = 0; i < 64; i += 2) evens += i;
#pragma omp section
    for (int i = 1; i < 64; i += 2) odds += i;
  }
  printf("%ld %ld\n", evens, odds);
  return 0;
}
