// expect: race 11 11
// A running maximum kept in a shared int.
#include <stdio.h>
#define N 400
int v[N];
int main(void) {
  for (int i = 0; i < N; i++) v[i] = (i * 37) % 101;
  int mx = -1;
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    if (v[i] > mx) mx = v[i];
  printf("%d\n", mx >= 0);
  return 0;
}
