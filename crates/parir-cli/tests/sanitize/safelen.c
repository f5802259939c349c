// Safelen claims: one too long for the real distance, one exact, one on a backward WAR.
// EXPECT: line=13 claim=no_depends_safelen(5) kind=RAW distance=3
// EXPECT: line=17 claim=no_depends_safelen(4) kind=WAR distance=2
#include <stdio.h>
#include "parir.h"
#define N 1000
int a[N], b[N], c[N + 2];
int main(void) {
  for (int i = 0; i < N; i++) {
    a[i] = i; b[i] = 2 * i; c[i] = 3 * i;
  }
  PARIR_IVDEP_SAFELEN(5);
  for (int i = 3; i < N; i++) a[i] = a[i - 3] + 1;
  PARIR_IVDEP_SAFELEN(3);
  for (int i = 3; i < N; i++) b[i] = b[i - 3] + 1;
  PARIR_IVDEP_SAFELEN(4);
  for (int i = 0; i < N; i++) c[i] = c[i + 2] * 2;
  long s = 0;
  for (int i = 0; i < N; i++) s += a[i] + b[i] + c[i];
  printf("%ld\n", s);
  return 0;
}
