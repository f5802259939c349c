// ivdep(array): only accesses to the named array are claimed independent.
// EXPECT: line=24 claim=no_depends kind=RAW distance=1
#include <stdio.h>
#include "parir.h"
#define N 1000
int a[N], b[N], src[N];
__attribute__((noinline)) void setup(void) {
  for (int i = 0; i < N; i++) {
    a[i] = i;
    b[i] = i % 3;
    src[i] = i > 0 ? i - 1 : 0;
  }
}
int main(void) {
  setup();
  // Right: the recurrence is on b, which the claim does not name.
  PARIR_IVDEP_ARRAY(a);
  for (int i = 1; i < N; i++) {
    a[i] = a[i] * 2;
    b[i] = b[src[i]] + 1;
  }
  // Wrong: the recurrence is on a.
  PARIR_IVDEP_ARRAY(a);
  for (int i = 1; i < N; i++)
    a[i] = a[src[i]] + b[i];
  long s = 0;
  for (int i = 0; i < N; i++) s += a[i] - b[i];
  printf("%ld\n", s);
  return 0;
}
