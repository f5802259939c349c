// Reductions clang vectorizes: sum, product, min/max, xor, float sum, count.
#include <stdio.h>
#include <stdint.h>
#define N 4099
static int32_t a[N];
static uint8_t c[N];
static double d[N];
static int64_t l[N];
int main(void) {
  for (int i = 0; i < N; i++) {
    a[i] = (i * 2654435761u) >> 7;
    c[i] = (uint8_t)(i * 37);
    d[i] = (i % 101) * 0.5 - 20;
    l[i] = (int64_t)i * i * 1234567 - 99999999;
  }
  int32_t s = 0, mn = a[0], mx = a[0], x = 0;
  unsigned prod = 1;
  int cnt = 0;
  for (int i = 0; i < N; i++) {
    s += a[i];
    mn = a[i] < mn ? a[i] : mn;
    mx = a[i] > mx ? a[i] : mx;
    x ^= a[i];
    prod *= (a[i] | 1);
    cnt += c[i] > 100;
  }
  double ds = 0;
  for (int i = 0; i < N; i++) ds += d[i];
  int64_t ls = 0, lmax = l[0];
  for (int i = 0; i < N; i++) { ls += l[i]; lmax = l[i] > lmax ? l[i] : lmax; }
  unsigned us = 0;
  for (int i = 0; i < N; i++) us += c[i];
  printf("%d %d %d %d %u %d %.2f %lld %lld %u\n", s, mn, mx, x, prod, cnt, ds, (long long)ls,
         (long long)lmax, us);
  return 0;
}
