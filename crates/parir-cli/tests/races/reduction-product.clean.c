// expect: clean
// Multiplicative and logical reductions.
#include <stdio.h>
#define N 30
int main(void) {
  double p = 1;
  int all = 1, any = 0;
#pragma omp parallel for reduction(* : p) reduction(&& : all) reduction(|| : any)
  for (int i = 1; i <= N; i++) {
    p *= 1.0 + 1.0 / i;
    all = all && (i > 0);
    any = any || (i == 17);
  }
  printf("%.4f %d %d\n", p, all, any);
  return 0;
}
