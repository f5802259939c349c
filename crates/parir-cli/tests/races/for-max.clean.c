// expect: clean
// The running maximum as a max reduction.
#include <stdio.h>
#define N 400
int v[N];
int main(void) {
  for (int i = 0; i < N; i++) v[i] = (i * 37) % 101;
  int mx = -1;
#pragma omp parallel for reduction(max : mx)
  for (int i = 0; i < N; i++)
    if (v[i] > mx) mx = v[i];
  printf("%d\n", mx);
  return 0;
}
