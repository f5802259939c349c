// STDOUT: single 2 master 2 bad 0
// STDOUT: copyprivate 7 bad 0
// STDOUT: after barrier 4200 check 100
// Topic 7: `single` (__kmpc_single/__kmpc_end_single and the implicit barrier), `single
// nowait`, `single copyprivate` (__kmpc_copyprivate), `master`, `masked` and an explicit
// `barrier` that orders the master's write before every thread's read.
#include <stdio.h>

int main(void) {
  int singles = 0, masters = 0, bad = 0, value = 0, cpbad = 0, cpval = 0, check = 0;
  int data[100];
#pragma omp parallel
  {
#pragma omp single
    singles++;
#pragma omp master
    {
      masters++;
      value = 42;
    }
#pragma omp barrier
    if (value != 42) {
#pragma omp atomic
      bad++;
    }
    int mine;
#pragma omp single copyprivate(mine)
    mine = 7;
    if (mine != 7) {
#pragma omp atomic
      cpbad++;
    }
#pragma omp single nowait
    {
      singles++;
      cpval = mine;
    }
#pragma omp masked
    masters++;
#pragma omp for
    for (int i = 0; i < 100; i++)
      data[i] = value + i;
#pragma omp for reduction(+ : check)
    for (int i = 0; i < 100; i++)
      check += (data[i] == 42 + i);
  }
  long sum = 0;
  for (int i = 0; i < 100; i++)
    sum += data[i] - i;
  printf("single %d master %d bad %d\n", singles, masters, bad);
  printf("copyprivate %d bad %d\n", cpval, cpbad);
  printf("after barrier %ld check %d\n", sum, check);
  return 0;
}
