// expect: clean
// #pragma GCC ivdep on an independent loop (clang-19 accepts and ignores the pragma).
#include <stdio.h>
#define N 256
int a[N], b[N];
int main(void) {
  for (int i = 0; i < N; i++) b[i] = i;
#pragma GCC ivdep
  for (int i = 0; i < N; i++) a[i] = b[i] * 7;
  long s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("%ld\n", s);
  return 0;
}
