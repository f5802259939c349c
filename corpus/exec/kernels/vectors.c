// Code clang -O3 turns into vector and i128 IR: saturating byte ops, shuffles, i128 math,
// byte swaps, popcounts, funnel shifts, min/max, abs.
#include <stdint.h>
#include <stdio.h>
#define N 1024
static uint8_t a[N], b[N], c[N];
static int16_t s[N];
static uint32_t w[N];
int main(void) {
  for (int i = 0; i < N; i++) { a[i] = i * 7; b[i] = 255 - i * 3; s[i] = (int16_t)(i * 977); w[i] = i * 2654435761u; }
  for (int i = 0; i < N; i++) { int v = a[i] + b[i]; c[i] = v > 255 ? 255 : v; }
  for (int i = 0; i < N; i++) s[i] = s[i] < 0 ? -s[i] : s[i];
  unsigned pop = 0, sw = 0, rot = 0;
  for (int i = 0; i < N; i++) {
    pop += __builtin_popcount(w[i]);
    sw ^= __builtin_bswap32(w[i]);
    rot += (w[i] << 5) | (w[i] >> 27);
  }
  for (int i = 0; i < N / 2; i++) { uint8_t t = c[i]; c[i] = c[N - 1 - i]; c[N - 1 - i] = t; }
  long cs = 0, ss = 0;
  for (int i = 0; i < N; i++) { cs = cs * 31 + c[i]; ss += s[i]; }
  __int128 x = 1;
  for (int i = 0; i < 100; i++) x = x * 3 + (i ^ 5);
  unsigned __int128 y = (unsigned __int128)x * 0x123456789abcdefull;
  int64_t q = (int64_t)(x % 1000000007) , d = (int64_t)(y / 999999999999ull);
  printf("%ld %ld %u %u %u %lld %lld %llx\n", cs, ss, pop, sw, rot, (long long)q, (long long)d,
         (unsigned long long)(y >> 64));
  int clz = 0, ctz = 0;
  for (int i = 1; i < N; i++) { clz += __builtin_clz(i); ctz += __builtin_ctzll((uint64_t)i << 20); }
  printf("%d %d\n", clz, ctz);
  return 0;
}
