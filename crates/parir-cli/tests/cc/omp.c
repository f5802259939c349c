// Options that must reach several steps: -fopenmp (frontend and link: libomp), -D (frontend),
// -lm (link), -g (frontend and code generation).
#include <math.h>
#include <omp.h>
#include <stdio.h>

int main(void) {
  double s = 0;
#pragma omp parallel for reduction(+ : s)
  for (int i = 1; i <= 1000; ++i)
    s += sqrt((double)i) * SCALE;
  int threads = 0;
#pragma omp parallel
  {
#pragma omp single
    threads = omp_get_num_threads();
  }
  printf("%.6f %d\n", s, threads);
  return 0;
}
