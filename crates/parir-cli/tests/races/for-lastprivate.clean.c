// expect: clean
// lastprivate(last): every iteration has its own copy; the last one's survives.
#include <stdio.h>
#define N 200
int a[N];
int main(void) {
  int last = 0;
#pragma omp parallel for lastprivate(last)
  for (int i = 0; i < N; i++) {
    last = i * i;
    a[i] = last;
  }
  printf("%d %d\n", last, a[N / 2]);
  return 0;
}
