// A fatal `error` directive at execution ends the program as libomp does: its message on
// standard error, then abort (exit 134), standard output's buffer lost (issue 29).
#include <omp.h>
#include <stdio.h>
int main(void) {
  int n = 0;
#pragma omp parallel num_threads(2) reduction(+ : n)
  n += 1;
  printf("lost in the buffer %d\n", n > 0);
#pragma omp error at(execution) severity(fatal) message("stop here")
  printf("never\n");
  return 0;
}
