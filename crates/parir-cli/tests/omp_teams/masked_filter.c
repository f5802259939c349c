// A team of four asked for by the clause: only its thread 3 runs the masked block.
// STDOUT: team=4 masked_by=3 runs=1 members=4
#include <omp.h>
#include <stdio.h>

int main(void) {
  int team = 0, who = -1, runs = 0, members = 0;
#pragma omp parallel num_threads(4)
  {
#pragma omp masked filter(3)
    {
      who = omp_get_thread_num();
      runs++;
    }
#pragma omp atomic
    members++;
#pragma omp single
    team = omp_get_num_threads();
  }
  printf("team=%d masked_by=%d runs=%d members=%d\n", team, who, runs, members);
  return 0;
}
