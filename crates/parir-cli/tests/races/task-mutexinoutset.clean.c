// expect: clean
// mutexinoutset: the tasks update one variable in any order but never at once.
#include <stdio.h>
int acc;
int main(void) {
#pragma omp parallel
#pragma omp single
  for (int i = 1; i <= 8; i++) {
#pragma omp task depend(mutexinoutset : acc)
    acc += i;
  }
  printf("%d\n", acc);
  return 0;
}
