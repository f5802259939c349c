// RACE: 11 14
// nowait drops the barrier between the loop writing a and the loop reading it.
#include <stdio.h>
int a[100], b[100];
int main(void) {
  long t = 0;
#pragma omp parallel num_threads(2)
  {
#pragma omp for nowait
    for (int i = 0; i < 100; i++)
      a[i] = i;
#pragma omp for
    for (int i = 0; i < 100; i++)
      b[i] = a[99 - i];
  }
  for (int i = 0; i < 100; i++)
    t += b[i];
  printf("%ld\n", t);
  return 0;
}
