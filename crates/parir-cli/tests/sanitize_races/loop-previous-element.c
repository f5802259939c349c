// RACE: 11 11
// Each iteration reads what the one before wrote: at -O1 clang keeps it in a register.
#include <stdio.h>
int v[200];
int main(void) {
  for (int i = 0; i < 200; i++)
    v[i] = 0;
  v[0] = 1;
#pragma omp parallel for
  for (int i = 1; i < 200; i++)
    v[i] = v[i - 1] + 2;
  printf("%d\n", v[199]);
  return 0;
}
