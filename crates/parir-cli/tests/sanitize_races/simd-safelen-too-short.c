// RACE: 9 9
// LEVELS: -O0
// safelen(8) lets 8 iterations run at once, but each reads what the one 3 before wrote.
#include <stdio.h>
int v[128];
int main(void) {
  for (int i = 0; i < 128; i++) v[i] = i & 3;
#pragma omp simd safelen(8)
  for (int i = 3; i < 128; i++) v[i] = v[i - 3] * 3 + 1;
  printf("%d\n", v[127] & 1);
  return 0;
}
