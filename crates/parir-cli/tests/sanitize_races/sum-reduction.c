// CLEAN
// The same sum with a reduction clause, and a private temporary.
#include <stdio.h>
int main(void) {
  long s = 0;
  int tmp;
#pragma omp parallel for reduction(+ : s) private(tmp) num_threads(2)
  for (int i = 0; i < 100; i++) {
    tmp = i * 2;
    s += tmp;
  }
  printf("%ld\n", s);
  return 0;
}
