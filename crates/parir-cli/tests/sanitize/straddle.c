// Unaligned 8-byte accesses straddling the sanitizer's 1 KiB pages of shadow cells. The
// first loop's only dependence is between a store across the boundary at 1024 and a
// one-byte load past it, one iteration later; the second loop's stores straddle boundaries
// without touching each other's bytes and are right.
// EXPECT: line=22 claim=no_depends kind=RAW distance=1
#include <stdio.h>
#include <string.h>
#include "parir.h"
#define N 700
unsigned char buf[8 * N + 64];

static void st(int k, unsigned long long v) { memcpy(buf + k, &v, 8); }
static unsigned long long ld(int k) {
  unsigned long long v;
  memcpy(&v, buf + k, 8);
  return v;
}

int main(void) {
  long x = 0;
  PARIR_IVDEP();
  for (int i = 0; i < 2; i++) {
    if (i == 0)
      st(1020, 0x0102030405060708ull);
    else
      x += buf[1026];
  }
  PARIR_IVDEP();
  for (int i = 0; i < N; i++) st(8 * i + 4, (unsigned long long)i * 0x01010101u);
  unsigned long long s = 0;
  for (int i = 0; i < N; i++) s += ld(8 * i + 4);
  printf("%ld %llu\n", x, s);
  return 0;
}
