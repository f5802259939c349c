// `parallel for reduction` and `lastprivate`, built with and without -g: clang -g outlines
// each region twice (a wrapper forwarding to `.omp_outlined_debug__`), which must not
// change what omp-prepare makes of it nor how a team runs it.
#include <stdio.h>

static int marks[40];

int main(void) {
  int n = 0;
  long sq = 0;
#pragma omp parallel for num_threads(2) reduction(+ : n, sq)
  for (int i = 0; i < 1000; ++i) {
    n += i % 7;
    sq += (long)i * i;
  }
  int i;
#pragma omp parallel for num_threads(2) lastprivate(i)
  for (i = 0; i < 37; i += 4)
    marks[i] = 1;
  int set = 0;
  for (int k = 0; k < 40; k++)
    set += marks[k];
  printf("n %d sq %ld last %d set %d\n", n, sq, i, set);
  return 0;
}
