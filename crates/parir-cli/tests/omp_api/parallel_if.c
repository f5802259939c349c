// parallel if(c) with several captured variables, c known only at run time: a false
// condition runs the region on a team of one, which sees every capture.
#include <omp.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int a = 3, b = 4, c = 5, off = argc > 5, on = argc > 0;
  int one_sum = 0, in_team_of_one = -1;
#pragma omp parallel if(off) shared(a, b, c, one_sum, in_team_of_one)
  {
    one_sum = a + b + c;
    in_team_of_one = omp_get_num_threads() == 1;
  }
  int hits = 0;
#pragma omp parallel if(on) shared(a, b, c) reduction(+ : hits)
  hits += a * b * c == 60;
  printf("sum=%d one=%d all_hit=%d\n", one_sum, in_team_of_one, hits >= 1);
  return 0;
}
