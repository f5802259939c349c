// The C program whose OpenMP-directive form is omp_reduction.ll (hand-written in the token
// form with Intel's spelling, since clang-19 lowers OpenMP to runtime calls instead).
#include <stdio.h>

int main(void) {
  int a[100];
  int sum = 0;
#pragma omp parallel for shared(a) reduction(+ : sum)
  for (int k = 0; k < 100; k++) {
    a[k] = k;
    sum += k;
  }
  printf("sum %d\n", sum);
  return 0;
}
