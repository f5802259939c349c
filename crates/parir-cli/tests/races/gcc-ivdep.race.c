// expect: race 9 9
// #pragma GCC ivdep on a recurrence: a wrong claim, which clang-19 drops without a trace.
#include <stdio.h>
#define N 256
int a[N];
int main(void) {
  for (int i = 0; i < N; i++) a[i] = 1;
#pragma GCC ivdep
  for (int i = 1; i < N; i++) a[i] = a[i - 1] * 2 % 1001;
  printf("%d\n", a[N - 1]);
  return 0;
}
